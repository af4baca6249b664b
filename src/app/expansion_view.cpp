#include "app/expansion_view.h"

#include <algorithm>
#include <cmath>

#include "app/game_view.h"
#include "app/i18n.h"
#include "app/modes/registry.h"
#include "app/palette.h"
#include "app/screens.h"

namespace carc::app {

ImVec2 segmentSpot(const GameView& shown, int seg, ImVec2 offset) {
  const BoardModel& b = shown.board();
  const SegmentView& n = b.segs[static_cast<size_t>(seg)];
  const PlacedView& p = b.placed[static_cast<size_t>(n.placed)];
  const ImVec2 u =
      toBoard(shown.geometry().shape(p.type).seg[static_cast<size_t>(n.local)].anchor, p.rot);
  const ImVec2 tl = shown.camera().cellTopLeft(p.x, p.y);
  const float t = shown.camera().tilePx();
  return ImVec2(tl.x + (u.x + offset.x) * t, tl.y + (u.y + offset.y) * t);
}

void drawExpansionBackdrop(const GameView& shown, ImDrawList* dl, const Position& s) {
  for (const UiModule* m : uiModulesOf(shown.session().rules())) m->drawBackdrop(shown, dl, s);
}

void drawActionGlyph(const GameView& shown, ImDrawList* dl, const Action& a, ImVec2 at, float h,
                     float alpha) {
  const UiModule* m = decisionModule(shown.session().rules(), shown.session().decision());
  if (m && m->drawActionGlyph(dl, a, at, h, alpha)) return;
  dl->AddCircleFilled(at, h * 0.25f, palette::withAlpha(IM_COL32(200, 120, 255, 255), alpha), 16);
}

void drawExpansionOverlays(const GameView& shown, ImDrawList* dl, const Position& s) {
  for (const UiModule* m : uiModulesOf(shown.session().rules())) m->drawOverlays(shown, dl, s);
}

void locatedActions(const GameView& shown, int markerGroup, std::vector<LocatedAction>& out) {
  out.clear();
  const GameSession& gs = shown.session();
  const Decision d = gs.decision();
  if (!taggedDecision(d)) return;
  const ActionList& l = shown.legal();
  const float t = shown.camera().tilePx();
  const ModeUi& mode = modeUi(gs.rules());
  const BoardModel& b = shown.board();
  // Markers in groups (ui_module.h: markerGroup) are shown one group at a time.
  const UiModule* m = markerGroupsOffered(shown) > 1 ? decisionModule(gs.rules(), d) : nullptr;
  for (int i = 0; i < l.count; ++i) {
    const Action& a = l.items[i];
    if (!mode.actionOnBoard(gs.rules(), d, a)) continue;
    if (m && m->markerGroup(a) >= 0 && m->markerGroup(a) != markerGroup) continue;
    const int seg = b.segmentAt(shown.tileSet(), b.placedAt(a.x, a.y), a.loc);
    if (seg < 0) continue;
    ImVec2 at = segmentSpot(shown, seg);
    // Two actions on one spot: side by side.
    for (const LocatedAction& o : out)
      if (std::fabs(o.at.x - at.x) < 1 && std::fabs(o.at.y - at.y) < 1) at.x += t * 0.22f;
    out.push_back({i, at});
  }
}

void boardChoices(const GameView& shown, int markerGroup, std::vector<LocatedAction>& out) {
  const Decision d = shown.session().decision();
  if (taggedDecision(d) || d.phase != kPhasePlaceMeeple) {
    locatedActions(shown, markerGroup, out);
    return;
  }
  out.clear();
  std::vector<MeepleSpot> spots;
  meepleSpots(shown, spots);
  const ActionList& l = shown.legal();
  for (const MeepleSpot& m : spots)
    for (int i = 0; i < l.count; ++i)
      if (l.items[i].kind == kActMeeple && l.items[i].loc == m.loc) out.push_back({i, m.at});
}

void spotsUnder(const GameView& shown, const std::vector<LocatedAction>& spots, ImVec2 pos,
                std::vector<LocatedAction>& out) {
  out.clear();
  // A finger's reach: wider than the drawn mark below ~150-px tiles.
  const float r = std::max(20.0f, shown.camera().tilePx() * 0.15f);
  std::vector<std::pair<float, size_t>> near;
  for (size_t i = 0; i < spots.size(); ++i) {
    const float d = std::hypot(spots[i].at.x - pos.x, spots[i].at.y - pos.y);
    if (d < r) near.push_back({d, i});
  }
  std::sort(near.begin(), near.end());
  for (const auto& n : near)
    if (n.first - near[0].first < r * 0.5f) out.push_back(spots[n.second]);
}

void separateDecisionSpots(const GameView& shown, bool passScreenUp, ChoiceMarks& marks,
                           Camera& camera) {
  const GameSession& gs = shown.session();
  const Decision d = gs.decision();
  if (!taggedDecision(d) || passScreenUp) {
    marks.spotsKey = -1;  // none, or behind the pass-the-device screen: checked once it is gone
    return;
  }
  // At once, so that what a player (or a test) reads of the board after this frame stays put.
  if (marks.spotsKey == gs.revision()) return;
  marks.spotsKey = gs.revision();
  std::vector<LocatedAction> spots;
  locatedActions(shown, marks.markerGroup, spots);
  std::vector<ImVec2> at;
  for (const LocatedAction& l : spots) at.push_back(l.at);
  camera.spreadApart(at, 2.2f * decisionSpotRadius(camera.tilePx()));
}

int markerGroupsOffered(const GameView& shown) {
  const Decision d = shown.session().decision();
  if (!taggedDecision(d)) return 0;
  const UiModule* m = decisionModule(shown.session().rules(), d);
  unsigned groups = 0;
  for (const Action& a : shown.legal())
    if (const int g = m ? m->markerGroup(a) : -1; g >= 0 && g < 32) groups |= 1u << g;
  int n = 0;
  for (; groups; groups &= groups - 1) ++n;
  return n;
}

bool choicesOnBoard(const GameView& shown) {
  const GameSession& gs = shown.session();
  const Decision d = gs.decision();
  if (!taggedDecision(d)) return false;
  const ModeUi& mode = modeUi(gs.rules());
  for (const Action& a : shown.legal())
    if (mode.actionOnBoard(gs.rules(), d, a)) return true;
  return false;
}

void neutralFigures(const GameView& shown, std::vector<NeutralFigure>& out) {
  out.clear();
  for (const UiModule* m : uiModulesOf(shown.session().rules())) m->neutralFigures(shown, out);
}

}  // namespace carc::app
