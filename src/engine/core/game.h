#pragma once
// A game as its initial setup plus the list of actions played (boardgame.io style). Undo and
// redo of any number of actions replay from the setup, which is exact because the random
// generator lives in the position. Also keeps the log of events (scores, discards) for a UI.
// Works through a RuleSet, so a game of any mode.
#include <string>
#include <vector>

#include "engine/core/rule_set.h"

namespace carc {

struct GameEvent {
  enum Type : uint8_t { kScore, kDiscard } type = kScore;
  int action = -1;  // index of the action that caused it (-1: setup)
  int tile = -1;    // kDiscard: tile type
  ScoreEvent score;
};

class Game {
 public:
  Game(const RuleSet& rules, const GameSetup& setup);

  const RuleSet& rules() const { return *rules_; }
  const GameSetup& setup() const { return setup_; }
  // The position after cursor() actions (the mode's state: RuleSet reads it; a mode's own code
  // may look inside, e.g. baseState(game) for the base game).
  const Position& state() const { return state_; }
  bool over() const { return rules_->over(state_); }
  Decision decision() const { return rules_->decision(state_); }
  void legalActions(ActionList& out) const { rules_->legalActions(state_, out); }

  // Checks and plays an action, dropping any redo tail. Returns "" or the rule broken.
  std::string play(const Action& a);
  // Every action ever played on this line, including undone ones still redoable.
  const std::vector<Action>& actions() const { return actions_; }
  size_t cursor() const { return cursor_; }  // actions currently applied
  bool canUndo() const { return cursor_ > 0; }
  bool canRedo() const { return cursor_ < actions_.size(); }
  void undo(size_t n = 1) { seek(n > cursor_ ? 0 : cursor_ - n); }
  void redo(size_t n = 1) { seek(cursor_ + n > actions_.size() ? actions_.size() : cursor_ + n); }
  // Replays the first `count` actions from the setup.
  void seek(size_t count);

  // Moves as a viewer counts them ("Move 12 / 40", a link's ?move=12, `carc link --move 12`):
  // every action but draws. movesIn: the moves among the first `count` actions;
  // cursorAfterMove: the count of actions up to the n-th move and the draws just after it
  // (0 <= n <= movesIn(actions().size())).
  int movesIn(size_t count) const;
  size_t cursorAfterMove(int n) const;

  // Events of the applied actions, in order.
  const std::vector<GameEvent>& events() const { return events_; }

 private:
  class Sink;
  const RuleSet* rules_;
  GameSetup setup_;
  Position state_;
  std::vector<Action> actions_;
  size_t cursor_ = 0;
  std::vector<GameEvent> events_;
};

}  // namespace carc
