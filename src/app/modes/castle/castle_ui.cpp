#include "app/modes/castle/castle_ui.h"

#include <cstdlib>
#include <string>
#include <vector>

#include "app/game_view.h"
#include "app/i18n.h"
#include "app/modes/registry.h"
#include "app/screens.h"
#include "app/tile_painter.h"
#include "app/ui.h"

namespace carc::app {
namespace castle_ui {

const castle::CastleRules& rulesOf(const RuleSet& r) {
  if (r.mode() != "castle") std::abort();
  return static_cast<const castle::CastleRules&>(r);
}

const castle::CastleState& stateOf(const Position& p) {
  if (!p.holds<castle::CastleState>()) std::abort();
  return p.as<castle::CastleState>();
}

const CastleTrackPart* trackPart(const RuleSet& r) {
  for (const UiModule* m : uiModulesOf(r))
    if (const auto* part = dynamic_cast<const CastleTrackPart*>(m)) return part;
  return nullptr;
}

const CastleBoardPicture& pictureOf(const RuleSet& r) {
  // Once per rule set: the board is its data's. (A rule set at the address of one gone, with
  // other data, differs in its cells or gates.)
  static const RuleSet* made = nullptr;
  static int cells = -1;
  static std::vector<int> madeGates;
  static CastleBoardPicture picture;
  const castle::CastleRules& cr = rulesOf(r);
  // An expansion's gates are the track's only pieces besides its spaces.
  const CastleTrackPart* part = trackPart(r);
  const std::vector<int> gates = part ? part->trackGates(r) : std::vector<int>();
  if (made != &r || cells != cr.data().cells || madeGates != gates) {
    made = &r;
    cells = cr.data().cells;
    madeGates = gates;
    picture = castleBoardPicture(cr.data(), gates);
  }
  return picture;
}

ImVec2 onScreen(const GameView& shown, BoardPoint p) {
  return shown.camera().toScreen(p.x, p.y);
}

}  // namespace castle_ui

namespace {

using castle_ui::rulesOf;
using castle_ui::stateOf;

class CastleUi final : public ModeUi {
 public:
  const char* name() const override { return "castle"; }
  std::string titleKey() const override { return "mode.castle"; }

  // ---- tiles: paths are drawn as lines, houses, towers and chapels over their edges, courts
  // fill what is left; a path's square, a court's market, a fountain, an aerie and the start
  // spaces are pictures of the painter's, not symbols.
  void symbolRules(const RuleSet& r, SymbolRules& out) const override {
    if (r.mode() != name()) return;
    for (const char* hidden : {"square", "startspace", "market", "fountain", "aerie"})
      out.hidden.push_back(hidden);
    out.shapes.push_back({FeatureKind::Path, ShapeKind::Line});
    out.shapes.push_back({FeatureKind::House, ShapeKind::Area});
    out.shapes.push_back({FeatureKind::Tower, ShapeKind::Area});
    out.shapes.push_back({FeatureKind::Chapel, ShapeKind::Area});
    out.shapes.push_back({FeatureKind::Court, ShapeKind::Rest});
  }
  const TileSet& tileSet(const RuleSet& r) const override { return rulesOf(r).data().tiles; }
  void paintTile(ImDrawList* dl, const TileShape& shape, ImVec2 origin, float size) const override {
    castle_ui::paintCastleTile(dl, shape, origin, size);
  }

  // ---- the board
  void fillBoard(const RuleSet& r, const Position& p, BoardModel& out) const override {
    const castle::CastleRules& cr = rulesOf(r);
    const castle::CastleState& s = stateOf(p);
    out.placed.clear();
    out.segs.clear();
    out.figures.clear();
    for (int i = 0; i < s.placedCount; ++i)
      out.placed.push_back(PlacedView{s.type[static_cast<size_t>(i)], s.rot[static_cast<size_t>(i)],
                                      cr.placedX(s, i), cr.placedY(s, i),
                                      s.firstSeg[static_cast<size_t>(i)],
                                      s.cell[static_cast<size_t>(i)] == castle::kNone8});
    for (int g = 0; g < s.segCount; ++g) {
      const int placed = s.segTile[static_cast<size_t>(g)];
      out.segs.push_back(
          SegmentView{placed, g - s.firstSeg[static_cast<size_t>(placed)], cr.kindOf(s, g)});
    }
    for (int i = 0; i < s.figureCount; ++i) {
      const castle::Figure& f = s.figures[static_cast<size_t>(i)];
      out.figures.push_back(FigureView{f.seg, f.owner, f.kind});
    }
    out.lastPlaced = s.lastTile == castle::kNone8 ? -1 : s.lastTile;
    const int starts = static_cast<int>(cr.data().starts.size());
    out.recent = s.placedCount > starts ? s.placedCount - 1 : -1;
    out.bounds = castle_ui::pictureOf(r).bounds;
    out.grows = false;  // the walls hold it: a fit shows them whole
  }

  // A follower stands on any feature (its name says which: a herald on a path, ...); the
  // expansion's figures are pawns lettered with their name's initial.
  void drawFigure(const RuleSet& r, ImDrawList* dl, const FigureView& f, const SegmentView&,
                  ImVec2 at, float h, ImU32 fill, ImU32 outline) const override {
    const castle::FigureKindInfo* info = rulesOf(r).figureInfo(f.kind);
    if (!info) {
      drawMeeple(dl, at, h, fill, outline, false);
      return;
    }
    drawFigureBadge(dl, at, h, fill, outline, tr(("fig." + info->name + "_letter").c_str()));
  }

  const char* whyNotHere(const RuleSet& r, const Position& p, int x, int y) const override {
    const castle::CastleRules& cr = rulesOf(r);
    const castle::CastleState& s = stateOf(p);
    const int cell = cr.data().cell(x, y);
    if (cell < 0) return "castle.place_outside";
    if (s.filled.has(cell)) return "place.taken";
    if (!s.frontier.has(cell)) return "castle.place_not_next";
    return "castle.place_paths";
  }

  // The order of scoring names a feature; a wall tile at game end scores one: both on the board.
  bool actionOnBoard(const RuleSet&, const Decision& d, const Action& a) const override {
    return a.kind == castle::kActScoreNext ||
           (a.kind == castle::kActWall && d.phase == castle::kPhaseWallFinish);
  }

  void drawBackdrop(const GameView& shown, ImDrawList* dl, const Position& view) const override {
    castle_ui::drawCastleGround(shown, dl, view);
  }
  void drawOverlays(const GameView& shown, ImDrawList* dl, const Position& view) const override {
    castle_ui::drawCastleMarkers(shown, dl, view);
  }

  // ---- decisions and the log (castle_text.cpp)
  std::string choiceText(const GameView& shown, const Decision& d, const Action& a) const override {
    return castle_ui::wordChoice(shown, d, a);
  }
  bool playedText(const GameView& shown, const Decision& d, const Action& a, const ActionNote& note,
                  std::string& out) const override {
    return castle_ui::wordPlayed(shown, d, a, note, out);
  }
  std::string decisionHint(const GameView& shown, const Decision& d) const override {
    return castle_ui::wordHint(shown, d);
  }
  // An expansion's figure on the follower step: what it makes of the feature is its module's.
  std::string markNote(const GameView& shown, const Action& a,
                       const FeatureInfo& f) const override {
    std::string note;
    for (const UiModule* m : uiModulesOf(shown.session().rules()))
      if (m != this && note.empty()) note = m->markNote(shown, a, f);
    return note;
  }
  int decisionTile(const GameView& shown, const Decision& d) const override {
    return castle_ui::doubledTile(shown, d);
  }
  void noteBefore(const RuleSet& r, const Game& g, const Action& a, const ActionNote*,
                  ActionNote& note) const override {
    if (r.mode() == name()) castle_ui::noteFeature(r, g, a, note);
  }
  // A wall tile found on a corner tower: the one dealt there (seeded), or the record's.
  bool chanceDecision(const Decision& d) const override {
    return d.owner == 0 && d.phase == castle::kPhaseWallReveal;
  }
  // A tower's unknown tile (explicit draws): each number as likely as its copies nobody has
  // found yet.
  int chanceWeight(const RuleSet& r, const Position& p, const Action& a) const override {
    return rulesOf(r).unseenWallTiles(stateOf(p), a.arg0);
  }

  float playerBadgeWidth(const GameView& shown, int p) const override {
    return castle_ui::handWidth(shown, p);
  }
  void drawPlayerBadge(const GameView& shown, int p) const override {
    castle_ui::drawHand(shown, p);
  }
  void hookFields(const GameView& shown, JsonWriter& j) const override {
    castle_ui::writeHook(shown, j);
  }

  // ---- panels: followers as the setup deals them (one more marks the score on the wall)
  int followersOwned(const RuleSet& r, int player) const override {
    castle::CastleState s;
    rulesOf(r).setup(s, GameSetup{});
    return s.supply[static_cast<size_t>(player & 1)][0];
  }
  int fixedScoreColumns(const RuleSet&) const override { return castle::kColumns; }
  // The keep's (and the aerie tokens') prize is the largest empty area: its spaces.
  void bonusCells(const GameView& shown, const ScoreEvent& ev,
                  std::vector<Cell>& out) const override {
    const RuleSet& r = shown.session().rules();
    if (ev.kind != FeatureKind::None || !ev.final) return;
    const std::string& column = r.scoreColumns()[ev.column];
    if (column != "keep" && column != "aerie") return;
    const castle::CastleData& data = rulesOf(r).data();
    castle::Cells area;
    rulesOf(r).largestEmptyArea(stateOf(shown.viewPosition()), &area);
    for (int c = 0; c < data.cells; ++c)
      if (area.has(c))
        out.push_back(Cell{data.cellX[static_cast<size_t>(c)], data.cellY[static_cast<size_t>(c)]});
  }
  // The prize of the keep (and of the aerie tokens): the largest empty area, its size and who
  // took it (a tie: nobody), under the final table's Keep and Aeries columns.
  void drawFinalNotes(const GameView& shown) const override {
    const RuleSet& r = shown.session().rules();
    const int area = rulesOf(r).largestEmptyArea(stateOf(shown.viewPosition()));
    // Per player what they took it for ("Keep, 16 points; Aeries, 16 points"), in player order.
    std::vector<std::string> took(static_cast<size_t>(shown.session().players()));
    for (const GameEvent& e : shown.session().game().events()) {
      if (e.type != GameEvent::kScore || !e.score.final || e.score.kind != FeatureKind::None)
        continue;
      const std::string column = r.scoreColumns()[e.score.column];
      if (column != "keep" && column != "aerie") continue;
      for (int p = 0; p < shown.session().players(); ++p)
        if (e.score.earned(p))
          took[static_cast<size_t>(p)] += (took[static_cast<size_t>(p)].empty() ? "" : "; ") +
                                          std::string(scoreColumnName(r, e.score.column)) + ", " +
                                          trCount("count.points", e.score.earned(p));
    }
    std::string who;
    for (int p = 0; p < shown.session().players(); ++p)
      if (!took[static_cast<size_t>(p)].empty())
        who += (who.empty() ? "" : ", ") +
               trf("castle.final_area_by", {shown.playerName(p), took[static_cast<size_t>(p)]});
    const std::string line = trf("castle.final_area", {std::to_string(area)});
    ImGui::TextUnformatted((who.empty() ? line : line + " " + who + ".").c_str());
    ui::recordItem("castle_final_area");
  }
};

}  // namespace

const ModeUi& castleUi() {
  static const CastleUi instance;
  return instance;
}

}  // namespace carc::app
