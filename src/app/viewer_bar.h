#pragma once
// The embed viewer's bar (embed.html, App::viewer): the last move in words (its game-log line),
// first / back / forward / last (also Home, Left, Right, End), the move count (a slider over the
// game's moves), "open in the full game", scores; its rows wrap to the frame's width. It is given
// what it shows and steps through (ViewerBarContext), not the App.
#include <SDL.h>

#include <functional>
#include <string>
#include <vector>

#include "app/game_session.h"
#include "app/layout.h"
#include "app/palette.h"
#include "app/screens.h"
#include "app/viewer_steps.h"

namespace carc::app {

// What the bar reads, steps through and asks for in a frame.
struct ViewerBarContext {
  Layout& layout;               // the frame's; the bar's rows set its bottomWanted
  GameSession& session;         // stepped through
  ViewerSteps& steps;           // and the final step
  int& fitPending;              // frames until the board is fitted again (a step, the bar's height)
  const std::string& fragment;  // the game's link: "open in the full game"
  std::function<const std::vector<LogLine>&()> log;  // the game log (the caption's words)
  std::function<std::string(int player)> playerName;
  // The players with the best total: names and how many, `best` the total (App::winners).
  std::function<std::string(int& count, int& best)> winners;
  std::function<const palette::PlayerColour&(int player)> colour;
  // Tile `type` turned `rot` as an item `size` pixels square (tileImage).
  std::function<void(int type, int rot, float size)> tile;
  // The computer's suggestion's row under the caption (?suggest=1; viewer_suggestion_view.cpp),
  // `small` in a small frame.
  std::function<void(bool small)> suggestionRow;
};

// The bar, at the frame's foot (Layout::bottomHeight tall).
void drawViewerBar(const ViewerBarContext& v);
// The viewer's keys: Home, Left, Right, End step as the bar's buttons. One step per key press the
// browser sends (a held key repeats at the system's rate), however long a frame takes.
void viewerKey(const ViewerBarContext& v, SDL_Scancode key);
// The bar's caption: the game log's line for the last move shown, or "start of the game".
std::string viewerCaption(const ViewerBarContext& v);
// At the end of a record stopped with a tile drawn: who places it next ("" otherwise).
std::string viewerNext(const ViewerBarContext& v);

}  // namespace carc::app
