#pragma once
// The feature under a follower-step spot or an expansion's mark on the board, as the board
// outlines it (every tile it spans) and words it ("city, 4 tiles, 1 pennant: 10 points"). The
// engine says what it is and is worth (RuleSet::featureAt); asked once per spot and kept while
// the position, the spot and the language stay, not every frame.
#include <imgui.h>

#include <string>
#include <vector>

#include "app/board_model.h"
#include "app/camera.h"
#include "engine/core/rule_set.h"

namespace carc::app {

class GameView;

struct SpotFeature {
  // What it was asked for: the session's revision, the spot, whose worth, the language's revision.
  int revision = -1, placed = -1, loc = -1, player = -1, language = -1;
  bool found = false;
  FeatureKind kind = FeatureKind::None;
  std::vector<Cell> cells;  // the tiles it spans
  std::string text;         // in words, in the page's language
  FeatureInfo info;         // the engine's description (what a module's words build on)
};

// The feature at location `loc` of placed tile `placed` (BoardModel's index), worth what it would
// score `player` holding it alone: `cache` if it holds that already, else asked and kept there.
const SpotFeature& spotFeature(const GameView& shown, SpotFeature& cache, int placed, int loc,
                               int player);

// The same for the feature segment `seg` (BoardModel's) is part of: a follower's there.
const SpotFeature& segmentFeature(const GameView& shown, SpotFeature& cache, int seg, int player);

// A feature in words: kind, size (tiles, pennants, a field's completed cities) and points
// completed now (a cloister: as it stands and when surrounded; a field: at the game end).
std::string featureWords(const FeatureInfo& f);

// The lit spot's feature on the board: its tiles outlined (under the marks)...
void outlineSpotFeature(const GameView& shown, ImDrawList* dl, const SpotFeature& f);
// ... and its words in a label over the marks, kept off the tile of the spot at `at` and off the
// feature's tiles (`f.cells`) where the board has room: above or below them, else at the board's
// edge or `gap` px above the spot, whichever covers least.
// Returns where it went (empty: nothing to say).
Rect labelSpotFeature(const GameView& shown, ImDrawList* dl, const SpotFeature& f, ImVec2 at,
                      float gap);

}  // namespace carc::app
