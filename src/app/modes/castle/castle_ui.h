#pragma once
// The Castle in the app (docs/castle.md): its UI module (mode_ui.h) and what its files share.
// Its board is the walled castle (castle_board_model.h): tile spaces inside the wall, start spaces
// on it, the wall as the 0-99 scoring track with both markers, the corner towers with their
// face-down wall tiles.
#include <imgui.h>

#include "app/mode_ui.h"
#include "app/modes/castle/castle_board_model.h"
#include "engine/modes/castle/castle_rules.h"

namespace carc::app {

class App;

const ModeUi& castleUi();

namespace castle_ui {

// The Castle's rules and a position of it: the module is asked only about its own games, so
// anything else is a bug, and aborts.
const castle::CastleRules& rulesOf(const RuleSet& r);
const castle::CastleState& stateOf(const Position& p);
// The walled board's picture for these rules (made once per rule set).
const CastleBoardPicture& pictureOf(const RuleSet& r);
// A board point on the screen at the camera's place and zoom.
ImVec2 onScreen(App& app, BoardPoint p);

// castle_painter.cpp: a castle tile in printed orientation at `origin`, `size` pixels square.
void paintCastleTile(ImDrawList* dl, const TileShape& shape, ImVec2 origin, float size);
// castle_board_view.cpp: under the tiles, the castle's ground, tile spaces, wall, track and
// towers; over the figures, the markers on the track and the keeps.
void drawCastleGround(App& app, ImDrawList* dl, const Position& view);
void drawCastleMarkers(App& app, ImDrawList* dl, const Position& view);

}  // namespace castle_ui
}  // namespace carc::app
