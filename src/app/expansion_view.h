#pragma once
// What the board shows of the mini-expansions beyond tile pictures: the magician and the witch,
// face-down bet chips, the wind-rose sections; and which expansion decisions point at a spot on
// the board (so they get clickable markers there, not only buttons).
#include <imgui.h>

#include <string>
#include <vector>

#include "engine/core/actions.h"
#include "engine/modes/base/state.h"

namespace carc::app {

class App;

// Under the tiles (wind-rose sections) and over them (figures, chips).
void drawExpansionBackdrop(App& app, ImDrawList* dl, const State& view);
void drawExpansionOverlays(App& app, ImDrawList* dl, const State& view);
// The figure a located action moves (magician, witch), or a plain marker.
void drawActionGlyph(ImDrawList* dl, const Action& a, ImVec2 at, float h, float alpha);

// A decision's action that targets a segment of a placed tile (x, y, loc), with its screen spot.
struct LocatedAction {
  int index = 0;  // into the legal action list
  ImVec2 at;
};
void locatedActions(App& app, std::vector<LocatedAction>& out);
// The marks a click or tap chooses among on the board: an expansion decision's (locatedActions)
// or the meeple step's spots, each as its action's index in the legal list.
void boardChoices(App& app, std::vector<LocatedAction>& out);
// The marks a click or tap at `pos` takes: none, the nearest, or, when others are about as near
// (marks on one another), all of those, nearest first (then the board asks which one).
void spotsUnder(App& app, const std::vector<LocatedAction>& spots, ImVec2 pos,
                std::vector<LocatedAction>& out);
// The radius of a decision's mark on the board at tiles `tilePx` wide.
inline float decisionSpotRadius(float tilePx) {
  return tilePx * 0.13f > 12.0f ? tilePx * 0.13f : 12.0f;
}
// Every frame: a decision answered on the board whose marks overlap at this zoom (the roads and
// city of one bookmaker tile to settle on, at a phone's small tiles) is zoomed in on, about its
// marks and as far as they all stay in view, once per position, in the frame it appears; the
// player's zoom is theirs afterwards.
void separateDecisionSpots(App& app);
// Whether a magic step offers both figures (then the board marks one at a time: App::magicShown).
bool magicStepOffersBoth(App& app);
// Whether the pending decision is answered on the board (any action targets a segment): the
// same test as locatedActions without computing screen spots.
bool choicesOnBoard(App& app);

// Neutral figures for the test hook: name and cell.
struct NeutralFigure {
  std::string name;
  int x = 0, y = 0;
};
void neutralFigures(App& app, std::vector<NeutralFigure>& out);

}  // namespace carc::app
