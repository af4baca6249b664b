#pragma once
// The turn box (turn_box.cpp): the drawn tile, whose turn and what to do, a decision's hint and
// choices, the last move refused, and the turn's buttons. It is given what it reads, changes and
// asks for (TurnBoxContext), not the App.
#include <imgui.h>

#include <functional>
#include <string>

#include "app/choice_marks.h"
#include "app/game_view.h"
#include "app/notices.h"
#include "app/tile_painter.h"
#include "app/turn_controller.h"

namespace carc::app {

struct TurnBoxContext {
  const GameView& shown;
  GameSession& session;  // the drawn tile turned and placed (TurnController)
  TurnController& turn;
  ChoiceMarks& marks;     // the choices' hover, first step and marker group; the keyboard's pick
  Notices& notices;       // the last move refused
  TileMeshCache& meshes;  // the drawn tile's picture
  bool touch = false;     // the last input was a finger's
  bool& finalOpen;        // the final-score table, opened again at the end
  // Asked when read (a button pressed in the box may have played a move): the computer's turn
  // (Undo and the view only), a hint being searched.
  std::function<bool()> computerDecides, hintPending;
  std::function<void(const Action&)> play;
  std::function<void(const std::string& text, ImVec2 at)> quickNote;  // why a press did nothing
  std::function<void(ImVec2 at)> askHint;
  std::function<void()> undo, redo;
  std::function<void()> fitWhole;  // the player's Fit board (App::fitBoard(true))
};

// The box, `compact` in the phone's turn bar.
void turnBox(const TurnBoxContext& c, bool compact);
// What the player whose turn it is should do now, in words.
const char* turnPrompt(const TurnBoxContext& c);

}  // namespace carc::app
