// The embed viewer's place in the game it shows (viewer_steps.h).
#include "app/viewer_steps.h"

#include "app/i18n.h"
#include "app/text_fit.h"

namespace carc::app {

void ViewerSteps::opened(const GameSession& gs, bool viewer) {
  finished_ = viewer && gs.game().over();
  finalAt_ = finished_ ? gs.revision() : -1;
}

bool ViewerSteps::atFinal(const GameSession& gs) const {
  return finalAt_ >= 0 && finalAt_ == gs.revision() && gs.game().over();
}

bool ViewerSteps::finalAhead(const GameSession& gs) const {
  return !gs.canRedo() && gs.game().over() && !atFinal(gs);
}

int ViewerSteps::movesShown(const GameSession& gs) {
  // In a game from a link a draw is an action of its own, stepped over with the turn it starts.
  return gs.game().movesIn(gs.game().cursor());
}

int ViewerSteps::movesInGame(const GameSession& gs) {
  return gs.game().movesIn(gs.game().actions().size());
}

bool ViewerSteps::step(GameSession& gs, Step how) {
  const size_t from = gs.game().cursor();
  const int before = movesShown(gs);
  if (how == Step::kBack && atFinal(gs)) {
    finalAt_ = -1;
    return false;
  }
  if (how == Step::kForward && finalAhead(gs)) {
    finalAt_ = gs.revision();
    return false;
  }
  switch (how) {
    case Step::kFirst:
      gs.seek(0);  // one replay, not one per move
      break;
    case Step::kBack:
      do gs.undo();
      while (gs.canUndo() && (movesShown(gs) >= before || movesShown(gs) == 0));
      break;
    case Step::kForward:
      do gs.redo();
      while (gs.canRedo() && movesShown(gs) <= before);
      break;
    case Step::kLast:
      gs.seek(gs.game().actions().size());
      if (gs.game().over()) finalAt_ = gs.revision();
      break;
  }
  return gs.game().cursor() != from;
}

bool ViewerSteps::jumpTo(GameSession& gs, int move) {
  const Game& g = gs.game();
  const size_t from = g.cursor();
  const int total = movesInGame(gs);
  if (move <= 0)
    gs.seek(0);
  else if (move >= total)
    gs.seek(g.actions().size());
  else
    gs.seek(g.cursorAfterMove(move));
  finalAt_ = finished_ && move > total ? gs.revision() : -1;
  return g.cursor() != from;
}

std::string ViewerSteps::openAt(GameSession& gs, const std::string& param, bool& moved) {
  moved = false;
  if (param.empty()) return {};
  const Game& g = gs.game();
  const int total = movesInGame(gs);
  if (param == "end") {  // the final step of a finished game; the last move of one going on
    gs.seek(g.actions().size());
    if (gs.game().over()) finalAt_ = gs.revision();
    moved = true;
    return {};
  }
  // A number (maybe negative or too large) is a move out of range; anything else is not a move
  // number at all ("move=abc"), said as such, with at most 24 of its characters quoted.
  const size_t digitsFrom = param[0] == '-' ? 1 : 0;
  const bool number = param.size() > digitsFrom &&
                      param.find_first_not_of("0123456789", digitsFrom) == std::string::npos;
  const int n = number && param.size() <= 6 && digitsFrom == 0 ? std::stoi(param) : -1;
  if (n < 0 || n > total) {
    // At the last move, as the message says (not the final step a finished game opens at).
    finalAt_ = -1;
    const std::string quoted =
        fitText(param, 24, [](const std::string& t) { return static_cast<float>(t.size()); });
    return trf(number ? "viewer.bad_move" : "viewer.bad_move_word",
               {quoted, std::to_string(total)});
  }
  // Just after the n-th move and the draws that follow it (a link's game has draws of its own):
  // the full game would draw afresh at a draw, dropping the moves after it.
  gs.seek(g.cursorAfterMove(n));
  moved = true;
  return {};
}

int ViewerSteps::shownTotal(const GameSession& gs, int p) const {
  int total = gs.total(p);
  if (atFinal(gs)) return total;
  for (const GameEvent& e : gs.game().events())
    if (e.type == GameEvent::kScore && e.score.final) total -= e.score.earned(p);
  return total;
}

}  // namespace carc::app
