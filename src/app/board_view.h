#pragma once
// The board's parts (board_view.cpp), each given the pieces it reads and changes rather than the
// App: the pointer on the board (BoardInput), the placed figures, last turn's scorings, the
// decision's marks, the placement's legal cells, the follower step, the cell under the mouse and
// the "which one?" menu. App::drawBoard (app_board.cpp) draws them in order.
#include <imgui.h>

#include <functional>
#include <string>
#include <vector>

#include "app/camera.h"
#include "app/choice_marks.h"
#include "app/game_view.h"
#include "app/input.h"
#include "app/log_view.h"
#include "app/notices.h"
#include "app/screens.h"
#include "app/tile_painter.h"
#include "app/turn_controller.h"

namespace carc::app {

// What the pointer on the board (a drag, a pinch, a click or tap, a right click) and the menu of
// marks on one another read, change and ask for.
struct BoardInput {
  const GameView& shown;
  GameSession& session;  // the drawn tile turned and placed (TurnController)
  Camera& camera;        // panned and zoomed
  TurnController& turn;
  TouchInput& touch;
  ChoiceMarks& marks;    // the keyboard's pick, a finger's first tap, the "which one?" menu
  Notices& notices;      // the last move refused
  bool offered = false;  // the page offers the decision (not the viewer, not the computer's)
  // The "which one?" menu closes: the phone's menu sheet covers the board, or the viewer.
  bool noMenu = false;
  std::function<void(const Action&)> play;
  // A quick note where the player acted (why the tile cannot go there).
  std::function<void(const std::string& text, ImVec2 at)> quickNote;
};

// The pointer on the board this frame.
void boardPointer(const BoardInput& in);
// The menu of a click on marks that lie on one another (its choices in words, Cancel).
void drawWhichMenu(const BoardInput& in, ImDrawList* dl);
// The follower step at a spot (a click there, Enter on a Tab pick): its one legal action played,
// or several (a mode's figures at one spot) asked in the "which one?" menu at `pos`.
void takeMeepleSpot(const BoardInput& in, const MeepleSpot& spot, ImVec2 pos);

// The followers and figures on the board, as the mode's module draws them.
void drawFigures(const GameView& shown, ImDrawList* dl);
// The scorings of the actions from `from` on (scoringsShownFrom): outlines and points labels;
// the labels' boxes and texts are kept for the test hook, the log's words for a hovered label
// read from `log`.
void drawScoring(const GameView& shown, int from, LogLines& log, std::vector<Rect>& labelBoxes,
                 std::vector<std::string>& labelTexts, ImDrawList* dl);
// An expansion decision's marks, the one a click takes lit (its feature kept in `marks`) and
// named in a tooltip; `touch`: the last input was a finger's (nothing lit).
void drawDecisionMarks(const GameView& shown, ChoiceMarks& marks, bool touch, ImDrawList* dl,
                       const Decision& d);
// The placement: the legal cells with their rotations as dots, and the drawn tile where it would
// go (the turn's pick or hover).
void drawLegalCells(const GameView& shown, GameSession& session, TurnController& turn,
                    TileMeshCache& meshes, ImDrawList* dl);
// The follower step: the lit spot's feature outlined, under the figures and the mode's names
// beside the spots (they stay readable)...
void outlineLitMeepleSpot(const GameView& shown, ChoiceMarks& marks, bool touch, ImDrawList* dl,
                          const Decision& d);
// ... and over them a marker at each spot of the placed tile, the lit one ringed and its feature
// worded.
void drawMeepleStep(const GameView& shown, ChoiceMarks& marks, bool touch, ImDrawList* dl,
                    const Decision& d);
// The cell under the mouse in the board's corner (`on` false: none), kept in `cell` ("3,-1").
void drawHoveredCell(const Camera& camera, bool on, std::string& cell, ImDrawList* dl);

}  // namespace carc::app
