#pragma once
// The Castle in the app (docs/castle.md): its UI module (mode_ui.h) and what its files share.
// Its board is the walled castle (castle_board_model.h): tile spaces inside the wall, start spaces
// on it, the wall as the 0-99 scoring track with both markers, the corner towers with their
// face-down wall tiles.
#include <imgui.h>

#include <string>

#include "app/mode_ui.h"
#include "app/modes/castle/castle_board_model.h"
#include "app/modes/castle/castle_track_part.h"
#include "engine/modes/castle/castle_rules.h"

namespace carc::app {

class GameView;
class JsonWriter;
struct ActionNote;

const ModeUi& castleUi();

namespace castle_ui {

// The Castle's rules and a position of it: the module is asked only about its own games, so
// anything else is a bug, and aborts.
const castle::CastleRules& rulesOf(const RuleSet& r);
const castle::CastleState& stateOf(const Position& p);
// The part of the track an expansion adds (castle_track_part.h), or nullptr.
const CastleTrackPart* trackPart(const RuleSet& r);
// The walled board's picture for these rules (made once per rule set).
const CastleBoardPicture& pictureOf(const RuleSet& r);
// A board point on the screen at the camera's place and zoom.
ImVec2 onScreen(const GameView& shown, BoardPoint p);

// castle_text.cpp: a choice's words, a played move's log line (false: not the module's), the
// hint under a decision, the tile a doubling is about (-1: none), and the note a move's log line
// needs (the feature a follower goes on, the one a wall tile doubles).
std::string wordChoice(const GameView& shown, const Decision& d, const Action& a);
bool wordPlayed(const GameView& shown, const Decision& d, const Action& a, const ActionNote& note,
                std::string& out);
std::string wordHint(const GameView& shown, const Decision& d);
int doubledTile(const GameView& shown, const Decision& d);
void noteFeature(const RuleSet& r, const Game& g, const Action& a, ActionNote& note);

// castle_panels.cpp: the wall tiles in player p's hand and their keep beside their name (its
// width, 0 for none, and its drawing), and the castle's fields of the test hook.
float handWidth(const GameView& shown, int p);
void drawHand(const GameView& shown, int p);
void writeHook(const GameView& shown, JsonWriter& j);

// castle_painter.cpp: a castle tile in printed orientation at `origin`, `size` pixels square.
void paintCastleTile(ImDrawList* dl, const TileShape& shape, ImVec2 origin, float size);
// castle_board_view.cpp: under the tiles, the castle's ground, tile spaces, wall, track and
// towers; over the figures, the markers on the track and the keeps.
void drawCastleGround(const GameView& shown, ImDrawList* dl, const Position& view);
void drawCastleMarkers(const GameView& shown, ImDrawList* dl, const Position& view);

}  // namespace castle_ui
}  // namespace carc::app
