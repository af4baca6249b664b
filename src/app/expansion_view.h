#pragma once
// What the board shows of a game's expansions beyond tile pictures (drawn by their UI modules,
// ui_module.h), and which expansion decisions point at a spot on the board (so they get
// clickable markers there, not only buttons).
#include <imgui.h>

#include <string>
#include <vector>

#include "app/camera.h"
#include "app/choice_marks.h"
#include "app/ui_module.h"
#include "engine/core/actions.h"
#include "engine/core/rule_set.h"

namespace carc::app {

class GameView;

// Under the tiles and over them (figures, tokens): the mode's module, then its expansions'.
void drawExpansionBackdrop(const GameView& shown, ImDrawList* dl, const Position& view);
void drawExpansionOverlays(const GameView& shown, ImDrawList* dl, const Position& view);
// A located action's mark: what its module draws (the figure it moves), or a plain marker.
void drawActionGlyph(const GameView& shown, ImDrawList* dl, const Action& a, ImVec2 at, float h,
                     float alpha);
// Segment `seg`'s spot on screen (its figure's place on the board shown, GameView::board), moved by
// `offset` tiles.
ImVec2 segmentSpot(const GameView& shown, int seg, ImVec2 offset = ImVec2(0, 0));

// A decision's action that targets a segment of a placed tile (x, y, loc), with its screen spot.
struct LocatedAction {
  int index = 0;  // into the legal action list
  ImVec2 at;
};
// `markerGroup`: the group of markers shown (ChoiceMarks::markerGroup; markerGroupsOffered).
void locatedActions(const GameView& shown, int markerGroup, std::vector<LocatedAction>& out);
// The marks a click or tap chooses among on the board: an expansion decision's (locatedActions)
// or the meeple step's spots, each as its action's index in the legal list.
void boardChoices(const GameView& shown, int markerGroup, std::vector<LocatedAction>& out);
// The marks a click or tap at `pos` takes: none, the nearest, or, when others are about as near
// (marks on one another), all of those, nearest first (then the board asks which one).
void spotsUnder(const GameView& shown, const std::vector<LocatedAction>& spots, ImVec2 pos,
                std::vector<LocatedAction>& out);
// The radius of a decision's mark on the board at tiles `tilePx` wide.
inline float decisionSpotRadius(float tilePx) {
  return tilePx * 0.13f > 12.0f ? tilePx * 0.13f : 12.0f;
}
// Every frame: a decision answered on the board whose marks overlap at this zoom (the roads and
// city of one tile, at a phone's small tiles) is zoomed in on, about its
// marks and as far as they all stay in view, once per position, in the frame it appears; the
// player's zoom is theirs afterwards.
// `marks.spotsKey` keeps the position checked; the camera zooms.
void separateDecisionSpots(const GameView& shown, bool passScreenUp, ChoiceMarks& marks,
                           Camera& camera);
// How many groups of markers the pending decision offers (ui_module.h: markerGroup); from two on
// the board marks one group at a time (ChoiceMarks::markerGroup).
int markerGroupsOffered(const GameView& shown);
// Whether the pending decision is answered on the board (any action targets a segment): the
// same test as locatedActions without computing screen spots.
bool choicesOnBoard(const GameView& shown);

// Neutral figures for the test hook: name and cell (ui_module.h).
void neutralFigures(const GameView& shown, std::vector<NeutralFigure>& out);

}  // namespace carc::app
