#include "app/expansion_view.h"

#include <algorithm>
#include <cmath>

#include "app/app.h"
#include "app/i18n.h"
#include "app/palette.h"
#include "app/screens.h"
#include "engine/modes/base/expansions/bets.h"
#include "engine/modes/base/expansions/mage_witch.h"
#include "engine/modes/base/expansions/wind_roses.h"

namespace carc::app {
namespace {

ImVec2 segmentSpot(App& app, const State& s, int seg, ImVec2 offset = ImVec2(0, 0)) {
  const SegNode& n = s.features.nodes[seg];
  const PlacedTile& p = s.board.tiles[n.tile];
  const ImVec2 u = toBoard(app.geometry->shape(p.type).seg[n.local].anchor, p.rot);
  const ImVec2 tl = app.camera.cellTopLeft(p.x, p.y);
  const float t = app.camera.tilePx();
  return ImVec2(tl.x + (u.x + offset.x) * t, tl.y + (u.y + offset.y) * t);
}

}  // namespace

void drawExpansionBackdrop(App& app, ImDrawList* dl, const State& s) {
  const Rules& r = app.session.baseRules();
  const float t = app.camera.tilePx();
  const ImGuiIO& io = ImGui::GetIO();
  if (const Expansion* e = r.expansion("wind-roses")) {
    // The reference rose's row (and column) split the board into sections; they belong to both.
    const WindRosesData& w = r.ext<WindRosesData>(s, e);
    const ImVec2 c = app.camera.cellCentre(w.refX, w.refY);
    const ImU32 col = IM_COL32(240, 150, 40, 40);
    const bool spielbox = r.options(e) & kWindRosesSpielbox;
    const bool vertical = w.refRot % 2 == 1;  // after a quarter turn its north faces east
    if (!spielbox || !vertical)
      dl->AddRectFilled(ImVec2(0, c.y - t / 2), ImVec2(io.DisplaySize.x, c.y + t / 2), col);
    if (!spielbox || vertical)
      dl->AddRectFilled(ImVec2(c.x - t / 2, 0), ImVec2(c.x + t / 2, io.DisplaySize.y), col);
  }
}

void drawActionGlyph(ImDrawList* dl, const Action& a, ImVec2 at, float h, float alpha) {
  if (a.kind == kActMagicPlace) {
    const bool mage = a.arg0 == kMagician;
    drawFigureBadge(dl, at, h, palette::withAlpha(mage ? palette::kMagic : palette::kWitch, alpha),
                    IM_COL32_WHITE, tr(mage ? "fig.magician_letter" : "fig.witch_letter"));
  } else {
    dl->AddCircleFilled(at, h * 0.25f, palette::withAlpha(IM_COL32(200, 120, 255, 255), alpha), 16);
  }
}

void drawExpansionOverlays(App& app, ImDrawList* dl, const State& s) {
  const Rules& r = app.session.baseRules();
  const float t = app.camera.tilePx();
  if (r.expansion("mage-witch")) {
    const float h = figureHeight(app);
    for (int f = 0; f < 2; ++f) {
      const int seg = mageWitch().figureSegment(r, s, static_cast<MagicFigure>(f));
      if (seg < 0) continue;
      const ImVec2 at = segmentSpot(app, s, seg, ImVec2(0.16f, 0.06f));
      drawFigureBadge(dl, at, h, f == kMagician ? palette::kMagic : palette::kWitch, IM_COL32_WHITE,
                      tr(f == kMagician ? "fig.magician_letter" : "fig.witch_letter"));
    }
  }
  if (r.expansion("bets")) {
    const BetsData& b = bets().data(r, s);
    for (int i = 0; i < b.count && i < kMaxBetTiles; ++i) {
      const PlacedTile& p = s.board.tiles[b.tiles[i].tile];
      const ImVec2 tl = app.camera.cellTopLeft(p.x, p.y);
      int k = 0;
      for (int q = 0; q < kMaxPlayers; ++q) {
        const uint8_t chip = b.tiles[i].chips[q];
        if (chip == kNoChip) continue;
        // Face down: in hot-seat everyone sees the screen, so no face is ever drawn.
        const int owner = chip >> 3;
        const ImVec2 at(tl.x + t * (0.2f + 0.12f * static_cast<float>(k % 4)),
                        tl.y + t * (0.86f - 0.12f * static_cast<float>(k / 4)));
        // The viewer's tiny tiles: chips shrink with them.
        const float rad = std::max(app.viewer ? std::min(5.0f, t * 0.08f) : 5.0f, t * 0.06f);
        dl->AddCircleFilled(at, rad, IM_COL32(40, 40, 40, 255), 14);
        dl->AddCircle(at, rad, app.playerFill(owner), 14, std::max(2.0f, rad * 0.35f));
        ++k;
      }
    }
  }
}

void locatedActions(App& app, std::vector<LocatedAction>& out) {
  out.clear();
  GameSession& gs = app.session;
  if (gs.decision().owner == 0) return;
  const State& s = gs.baseState();
  const ActionList& l = gs.legal();
  const float t = app.camera.tilePx();
  const Decision d = gs.decision();
  const Expansion* e = gs.baseRules().expansions()[d.owner - 1u];
  // Both figures' targets at once are two markers on every road and city: one figure's at a time.
  const bool oneFigure = magicStepOffersBoth(app);
  for (int i = 0; i < l.count; ++i) {
    const Action& a = l.items[i];
    if (!e->targetsSegment(d, a)) continue;
    if (oneFigure && a.kind == kActMagicPlace && a.arg0 != app.magicShown) continue;
    const int tile = s.board.tileAt(a.x, a.y);
    if (tile < 0) continue;
    const int seg = gs.baseRules().segmentAt(s, tile, a.loc);
    if (seg < 0) continue;
    ImVec2 at = segmentSpot(app, s, seg);
    // Two actions on one spot (magician or witch there): side by side.
    for (const LocatedAction& o : out)
      if (std::fabs(o.at.x - at.x) < 1 && std::fabs(o.at.y - at.y) < 1) at.x += t * 0.22f;
    out.push_back({i, at});
  }
}

void boardChoices(App& app, std::vector<LocatedAction>& out) {
  const Decision d = app.session.decision();
  if (d.owner != 0 || d.phase != kPhasePlaceMeeple) {
    locatedActions(app, out);
    return;
  }
  out.clear();
  std::vector<MeepleSpot> spots;
  meepleSpots(app, spots);
  const ActionList& l = app.session.legal();
  for (const MeepleSpot& m : spots)
    for (int i = 0; i < l.count; ++i)
      if (l.items[i].kind == kActMeeple && l.items[i].loc == m.loc) out.push_back({i, m.at});
}

void spotsUnder(App& app, const std::vector<LocatedAction>& spots, ImVec2 pos,
                std::vector<LocatedAction>& out) {
  out.clear();
  // A finger's reach: wider than the drawn mark below ~150-px tiles.
  const float r = std::max(20.0f, app.camera.tilePx() * 0.15f);
  std::vector<std::pair<float, size_t>> near;
  for (size_t i = 0; i < spots.size(); ++i) {
    const float d = std::hypot(spots[i].at.x - pos.x, spots[i].at.y - pos.y);
    if (d < r) near.push_back({d, i});
  }
  std::sort(near.begin(), near.end());
  for (const auto& n : near)
    if (n.first - near[0].first < r * 0.5f) out.push_back(spots[n.second]);
}

void separateDecisionSpots(App& app) {
  GameSession& gs = app.session;
  const Decision d = gs.decision();
  if (d.owner == 0 || app.passScreenUp()) {
    app.spotsKey = -1;  // none, or behind the pass-the-device screen: checked once it is gone
    return;
  }
  // At once, so that what a player (or a test) reads of the board after this frame stays put.
  if (app.spotsKey == gs.revision()) return;
  app.spotsKey = gs.revision();
  std::vector<LocatedAction> spots;
  locatedActions(app, spots);
  std::vector<ImVec2> at;
  for (const LocatedAction& l : spots) at.push_back(l.at);
  app.camera.spreadApart(at, 2.2f * decisionSpotRadius(app.camera.tilePx()));
}

bool magicStepOffersBoth(App& app) {
  unsigned figures = 0;
  for (const Action& a : app.session.legal())
    if (a.kind == kActMagicPlace && app.session.decision().owner != 0)
      figures |= 1u << (a.arg0 & 1);
  return figures == 3;
}

bool choicesOnBoard(App& app) {
  GameSession& gs = app.session;
  const Decision d = gs.decision();
  if (d.owner == 0) return false;
  const Expansion* e = gs.baseRules().expansions()[d.owner - 1u];
  for (const Action& a : gs.legal())
    if (e->targetsSegment(d, a)) return true;
  return false;
}

void neutralFigures(App& app, std::vector<NeutralFigure>& out) {
  out.clear();
  const Rules& r = app.session.baseRules();
  const State& s = app.session.baseState();
  if (!r.expansion("mage-witch")) return;
  for (int f = 0; f < 2; ++f) {
    const int seg = mageWitch().figureSegment(r, s, static_cast<MagicFigure>(f));
    if (seg < 0) continue;
    const PlacedTile& p = s.board.tiles[s.features.nodes[seg].tile];
    out.push_back({f == kMagician ? "magician" : "witch", p.x, p.y});
  }
}

}  // namespace carc::app
