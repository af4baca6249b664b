// App::drawBoard: the board's parts in order (board_view.h), each handed the pieces it reads and
// changes.
#include <imgui.h>

#include <optional>

#include "app/action_text.h"
#include "app/app.h"
#include "app/board_view.h"
#include "app/choice_spots.h"
#include "app/expansion_view.h"
#include "app/modes/registry.h"
#include "app/palette.h"
#include "app/screens.h"

namespace carc::app {

BoardInput App::boardInput() {
  return BoardInput{shown(),
                    session,
                    camera,
                    turn,
                    touch,
                    marks,
                    notices,
                    !viewer && !computerDecides(),
                    showMenu || viewer,
                    [this](const Action& a) { playAction(a); },
                    [this](const std::string& text, ImVec2 at) { showQuickNote(text, at); }};
}

TurnBoxContext App::turnBoxContext() {
  return TurnBoxContext{shown(),
                        session,
                        turn,
                        marks,
                        notices,
                        meshes,
                        touch.lastWasTouch(),
                        finalTable.open,
                        [this] { return computerDecides(); },
                        [this] { return hintPending(); },
                        [this](const Action& a) { playAction(a); },
                        [this](const std::string& text, ImVec2 at) { showQuickNote(text, at); },
                        [this](ImVec2 at) { askHint(at); },
                        [this] { undo(); },
                        [this] { redo(); },
                        [this] { fitBoard(true); }};
}

FinalStepContext App::finalStepContext() {
  const GameView& g = shown();
  return FinalStepContext{session,
                          board(),
                          camera,
                          gameLog(g, log.cache),
                          [&g](const ScoreEvent& ev, std::vector<Cell>& out) {
                            modeUi(g.session().rules()).bonusCells(g, ev, out);
                          },
                          [this](int p) { return playerFill(p); },
                          [&g](ImDrawList* dl, const std::vector<Cell>& cells, ImU32 colour) {
                            outlineCells(g, dl, cells, colour);
                          }};
}

void App::drawBoard() {
  boardPointer(boardInput());
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  const float t = camera.tilePx();
  dl->AddRectFilled(ImVec2(0, 0), ImGui::GetIO().DisplaySize, palette::kBackground);
  // Under the tiles: what the mode's module draws there (the base game's grid, a walled
  // board's walls), then its expansions'.
  const Position& view = viewPosition();
  const BoardModel& b = board();
  drawExpansionBackdrop(shown(), dl, view);
  // The placed tiles: one mesh on the GPU, redrawn at this camera.
  boardRenderer.update(session.revision(), b, *geometry, meshes);
  boardRenderer.draw(dl, camera.toScreen(0, 0), t);
  // The most recent tile.
  if (b.recent >= 0) {
    const Cell p = b.cellOf(b.recent);
    const ImVec2 tl = camera.cellTopLeft(p.x, p.y);
    dl->AddRect(tl, ImVec2(tl.x + t, tl.y + t), palette::kLastTile, 0, 0, 2.0f);
  }
  // The viewer's final step and a finished game: the game's final scoring; any other position:
  // the last move's or turn's.
  const bool final = viewerFinal() || gameFinal();
  std::optional<FinalStepContext> finalCtx;
  if (final) finalCtx.emplace(finalStepContext());
  if (final)
    finalStep.drawOutlines(*finalCtx, dl);
  else
    drawScoring(shown(), scoringsShownFrom(), log.cache, scoreLabels, scoreLabelTexts, dl);
  // A decision about one tile (ui_module.h: decisionTile): outlined over the turn's scoring, so
  // a player finds the tile its hint names without reading coordinates.
  const bool asks = !viewer && !computerDecides();  // the page offers the decision
  if (const int bt = asks ? decisionTile(shown(), session.decision()) : -1; bt >= 0)
    outlineCells(shown(), dl, {b.cellOf(bt)}, palette::kDecisionTile);
  const Decision d = asks ? session.decision() : Decision{};  // the viewer shows none
  const bool fingers = touch.lastWasTouch();
  if (d.owner == 0 && d.phase == kPhasePlaceMeeple)
    outlineLitMeepleSpot(shown(), marks, fingers, dl, d);

  drawFigures(shown(), dl);
  drawExpansionOverlays(shown(), dl, view);
  if (final) finalStep.drawLabels(*finalCtx, dl);  // over the figures: many, on a full board
  if (asks) drawChoiceMarks(shown(), marks, dl);   // numbered followers, the hovered choice's rings
  if (viewer) drawSuggestion(suggestionView(), dl);

  if (taggedDecision(d)) drawDecisionMarks(shown(), marks, fingers, dl, d);
  if (d.owner == 0 && d.phase == kPhasePlaceTile)
    drawLegalCells(shown(), session, turn, meshes, dl);
  if (d.owner == 0 && d.phase == kPhasePlaceMeeple) drawMeepleStep(shown(), marks, fingers, dl, d);
  // The cells of a log line just clicked (on a phone the log has closed to show them).
  if (log.flashing()) highlightCells(shown(), log.flashCells);
  // A mouse only, and not in the embedded viewer.
  drawHoveredCell(camera, !viewer && !fingers, hoveredCell, dl);
  drawWhichMenu(boardInput(), dl);
}

}  // namespace carc::app
