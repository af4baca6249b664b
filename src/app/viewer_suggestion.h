#pragma once
// The embed viewer's "what would the computer play here?" (docs/ai.md, In the game): offered only
// when the page's address asks for it (`?suggest=1`; off by default, so a wiki's puzzle is not
// answered unasked). The hard level's move for the position shown, searched from the deciding
// player's view alone (RuleSet::viewFor: what a reader of the record could not know stays
// unknown to it), a slice of each frame's time at a time so that the page keeps drawing. A model
// without ImGui or the browser: native tests drive it with a clock of their own.
#include <cstdint>
#include <functional>

#include "app/computer_turns.h"
#include "app/game_session.h"

namespace carc::app {

class ViewerSuggestion {
 public:
  explicit ViewerSuggestion(std::function<double()> clockMs) : turns_(std::move(clockMs)) {}

  // The page's address asked for suggestions.
  bool enabled = false;
  // A move can be suggested at the session's position: enabled, the game not over, and a decision
  // somebody makes (at a draw the record's next draw is taken first, the tile the reader sees
  // next; at the end of a record with no tile drawn there is none).
  bool offered(const GameSession& s) const;
  // Searches the position shown from now on (`work` each frame).
  void ask(const GameSession& s);
  // One slice of the search, at most `budgetMs` on the clock.
  void work(const GameSession& s, double budgetMs);
  // The search asked for this position is under way (the page keeps drawing frames).
  bool thinking(const GameSession& s) const { return asked_ == s.revision() && !found_; }
  // The move found for the position shown (its decision in `decision()`), or null: none asked,
  // not found yet, or the reader has stepped elsewhere since.
  const Action* found(const GameSession& s) const {
    return asked_ == s.revision() && found_ ? &action_ : nullptr;
  }
  const Decision& decision() const { return decision_; }
  // The tile the found move places (the one drawn there), -1 for none.
  int tile() const { return tile_; }
  // The record goes on with this very move (the game's next move after the position shown).
  bool asPlayed(const GameSession& s) const;

 private:
  // The position searched: the one shown, or after the record's next draw; false when none.
  bool target(const GameSession& s, Position& out) const;

  ComputerTurns turns_;
  int asked_ = -1;  // the session's revision the search is for
  bool found_ = false;
  Position position_;
  size_t drawsTaken_ = 0;  // 1 when `position_` is after the record's next draw
  Action action_;
  Decision decision_;
  int tile_ = -1;
};

}  // namespace carc::app
