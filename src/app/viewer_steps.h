#pragma once
// The embed viewer's place in the game it shows: one move at a time, a jump to any move, and a
// finished game's final step after its last move (the same position, its final scoring shown and
// counted in the totals). Free of ImGui: native tests in tests/app/viewer_steps_test.cpp.
#include <string>

#include "app/game_session.h"

namespace carc::app {

class ViewerSteps {
 public:
  enum class Step { kFirst, kBack, kForward, kLast };

  // A game opened in the viewer (`viewer`) or the full page: a finished one has a final step,
  // and the viewer opens it there.
  void opened(const GameSession& gs, bool viewer);
  // The game shown is finished: it has a final step.
  bool finished() const { return finished_; }
  // At the final step: stepped to at this revision of the finished game (any other step changes
  // the revision, leaving it).
  bool atFinal(const GameSession& gs) const;
  // The final step comes next (at the last move of a finished game).
  bool finalAhead(const GameSession& gs) const;

  // Moves as the viewer counts them (a draw is stepped over with the turn it starts): those up to
  // the cursor, and all of the game's.
  static int movesShown(const GameSession& gs);
  static int movesInGame(const GameSession& gs);

  // One step: back to no move at all goes to the very start (before any draw); forward from the
  // last move of a finished game to its final step. True when the position changed.
  bool step(GameSession& gs, Step how);
  // Move `move` as the bar counts them (past the last: a finished game's final step), in one
  // replay. True when the position changed.
  bool jumpTo(GameSession& gs, int move);
  // The page's ?move= (`param`: a move number, "end" the final step of a finished game; "" none):
  // the game shown there, the later moves to redo. A value that is not such a move leaves the
  // last move shown and returns why, in words ("" otherwise). `moved`: the position changed.
  std::string openAt(GameSession& gs, const std::string& param, bool& moved);

  // Player p's total as the viewer's bar shows it: before the final step without the final
  // scoring's points (they are shown at that step).
  int shownTotal(const GameSession& gs, int p) const;

 private:
  int finalAt_ = -1;  // the session revision at which the final step was stepped to, -1 none
  bool finished_ = false;
};

}  // namespace carc::app
