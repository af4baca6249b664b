#include "engine/core/game.h"

namespace carc {

class Game::Sink : public EventSink {
 public:
  Sink(std::vector<GameEvent>& out, int action) : out_(out), action_(action) {}
  void scored(const ScoreEvent& ev) override {
    GameEvent e;
    e.type = GameEvent::kScore;
    e.action = action_;
    e.score = ev;
    out_.push_back(e);
  }
  void discarded(int tile) override {
    GameEvent e;
    e.type = GameEvent::kDiscard;
    e.action = action_;
    e.tile = tile;
    out_.push_back(e);
  }

 private:
  std::vector<GameEvent>& out_;
  int action_;
};

Game::Game(const RuleSet& rules, const GameSetup& setup) : rules_(&rules), setup_(setup) {
  seek(0);
}

std::string Game::play(const Action& a) {
  std::string why = rules_->check(state_, a);
  if (!why.empty()) return why;
  actions_.resize(cursor_);
  actions_.push_back(a);
  Sink sink(events_, static_cast<int>(cursor_));
  rules_->apply(state_, a, &sink);
  ++cursor_;
  return {};
}

int Game::movesIn(size_t count) const {
  int n = 0;
  for (size_t i = 0; i < count && i < actions_.size(); ++i) n += actions_[i].kind != kActDraw;
  return n;
}

size_t Game::cursorAfterMove(int n) const {
  size_t at = 0;
  for (int seen = 0; seen < n && at < actions_.size(); ++at) seen += actions_[at].kind != kActDraw;
  while (at < actions_.size() && actions_[at].kind == kActDraw) ++at;
  return at;
}

void Game::seek(size_t count) {
  events_.clear();
  Sink setupSink(events_, -1);
  rules_->setup(state_, setup_, &setupSink);
  for (cursor_ = 0; cursor_ < count && cursor_ < actions_.size(); ++cursor_) {
    Sink sink(events_, static_cast<int>(cursor_));
    rules_->apply(state_, actions_[cursor_], &sink);
  }
}

}  // namespace carc
