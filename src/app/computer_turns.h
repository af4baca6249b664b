#pragma once
// Seats the computer plays (docs/ai.md's players, at the levels the arena measures). For the
// decision pending in the game on screen, the deciding seat's player searches from that seat's
// view only (RuleSet::viewFor: never the order of the tiles still to draw nor another player's
// face-down pieces), a slice of each frame's time at a time so that the page keeps drawing, and
// hands its action back once found and once the last move has been on screen long enough to be
// followed. The same view and seed give the action the arena's player of that level would take,
// however the work was sliced. A model without ImGui or the browser: native tests drive it with
// a clock of their own.
#include <cstdint>
#include <functional>
#include <memory>
#include <string_view>
#include <vector>

#include "app/seat.h"
#include "engine/ai/mcts.h"
#include "engine/core/rule_set.h"

namespace carc::app {

// The search's slice of a frame in the page (its budget is 4 ms of main-thread time a frame, the
// page's own work 0.5-1.5 ms of it; a frame overruns its slice by at most one piece of the search,
// Search::advance). A hard move's search takes a dozen frames of it, well within the pause each
// move stays in view.
constexpr double kSearchSliceMs = 2.0;

class ComputerTurns {
 public:
  // `clockMs`: a monotonic clock in milliseconds (the frame's time budget is measured on it).
  explicit ComputerTurns(std::function<double()> clockMs) : clock_(std::move(clockMs)) {}

  // Who plays each seat, and the seed of the computers' choices (a game's own: the same game and
  // moves give the same computer moves).
  void configure(std::vector<Seat> seats, uint64_t seed);
  const std::vector<Seat>& seats() const { return seats_; }
  uint64_t seed() const { return seed_; }
  bool computer(int seat) const;
  bool anyComputer() const;
  // The seed seat `seat`'s player decides with (as ai::MctsPlayer's seed: mixed with each view).
  uint64_t seatSeed(int seat) const {
    return seed_ ^ (0x9E3779B97F4A7C15ull * (uint64_t(seat) + 1));
  }

  // Works on the pending decision of `truth` for at most `budgetMs` on the clock. True, with the
  // action in `out`, when the deciding seat is the computer's, its search is done and `pauseMs`
  // have passed since the last action handed back (each move stays in view before the next).
  // False while it searches or waits, when a person decides, and once the game is over.
  bool work(const RuleSet& rules, const Position& truth, double budgetMs, double pauseMs,
            Action& out);
  // A computer's search is under way (the page says it is thinking and keeps drawing frames).
  bool thinking() const { return searching_; }
  // The position changed other than by the action handed back (an undo, a new game): the search
  // for the old one is dropped.
  void forget() { searching_ = false; }

 private:
  void startSearch(const RuleSet& rules, const Position& truth, int seat);

  std::function<double()> clock_;
  std::vector<Seat> seats_;
  uint64_t seed_ = 0;
  // One search per level (its arenas kept from one decision to the next); `search_`: the one at
  // work.
  std::unique_ptr<ai::Search> levels_[3];
  ai::Search* search_ = nullptr;
  bool searching_ = false;
  uint64_t searchedHash_ = 0;  // the view the search is for (RuleSet::hash)
  int target_ = 0;             // simulations the level makes
  double lastHanded_ = -1e300;
  double startedAt_ = 0;  // when the search at work started
  // The time its units of work (ComputerTurns::work) took so far, and their count.
  double unitMs_ = 0;
  int units_ = 0;
};

}  // namespace carc::app
