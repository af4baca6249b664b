// The computer's seats, searched a slice at a time (computer_turns.h).
#include "app/computer_turns.h"

#include <algorithm>
#include <utility>

#include "engine/ai/player.h"

namespace carc::app {

void ComputerTurns::configure(std::vector<Seat> seats, uint64_t seed) {
  seats_ = std::move(seats);
  seed_ = seed;
  searching_ = false;
  lastHanded_ = -1e300;
}

bool ComputerTurns::computer(int seat) const {
  return seat >= 0 && static_cast<size_t>(seat) < seats_.size() &&
         seats_[static_cast<size_t>(seat)] != Seat::kPerson;
}

bool ComputerTurns::anyComputer() const {
  for (Seat s : seats_)
    if (s != Seat::kPerson) return true;
  return false;
}

void ComputerTurns::startSearch(const RuleSet& rules, const Position& truth, int seat) {
  const Seat level = seats_[static_cast<size_t>(seat)];
  auto& slot = levels_[static_cast<size_t>(level) - 1];
  if (!slot) {
    bool known = false;
    slot = std::make_unique<ai::Search>(ai::levelConfig(seatLevel(level), known));
  }
  search_ = slot.get();
  // The seat's view only: what a person in that seat would see.
  const Position view = rules.viewFor(truth, seat);
  // Seeded as the arena's player of the level is (ai::MctsPlayer::decide): by the seat's seed
  // and the view, so the same game and moves give the same computer moves.
  Rng rng = ai::decisionRng(rules, view, seatSeed(seat));
  search_->start(rules, view, seat, rng.next());
  searchedHash_ = rules.hash(view);
  target_ = search_->config().simulations;
  searching_ = true;
  unitMs_ = 0;
  units_ = 0;
}

bool ComputerTurns::work(const RuleSet& rules, const Position& truth, double budgetMs,
                         double pauseMs, Action& out) {
  if (rules.over(truth)) {
    searching_ = false;
    return false;
  }
  const Decision d = rules.decision(truth);
  if (d.phase == kPhaseDraw || !computer(d.player)) {
    searching_ = false;
    return false;
  }
  const double start = clock_();
  if (!searching_ || rules.hash(rules.viewFor(truth, d.player)) != searchedHash_) {
    startSearch(rules, truth, d.player);
    startedAt_ = start;
  }
  // Pieces of work (Search::advance: a root action ranked, a simulation's descent, one turn of
  // its playout), while the frame's budget has room for one more of the mean length so far (at
  // least one a frame, so that a search always advances). A search that stops short of the
  // level's count (sequential halving down to one candidate, a single legal action) is done.
  auto done = [&] {
    return search_->ready() && !search_->running() &&
           (search_->simulations() >= target_ || search_->exhausted());
  };
  // One clock reading a piece: a piece is a few microseconds at its shortest.
  bool finished = done();
  double now = clock_();
  for (int ran = 0; !finished; ++ran) {
    const double mean = units_ ? unitMs_ / units_ : 0;
    if (now - start >= budgetMs || (ran > 0 && now - start + mean > budgetMs)) break;
    search_->advance();
    finished = done();
    const double after = clock_();
    unitMs_ += after - now;
    ++units_;
    now = after;
  }
  // Each move stays in view a while before the next: counted from the later of the last action
  // handed back and this decision's start.
  if (!finished || clock_() < std::max(lastHanded_, startedAt_) + pauseMs) return false;
  out = search_->best();
  searching_ = false;
  lastHanded_ = clock_();
  return true;
}

}  // namespace carc::app
