#include "app/modes/base.h"

#include <algorithm>

#include "app/game_view.h"
#include "app/palette.h"
#include "app/tile_painter.h"
#include "engine/modes/base/expansion.h"
#include "engine/modes/base/rules.h"

namespace carc::app {
namespace {

class BaseUi final : public ModeUi {
 public:
  const char* name() const override { return "base"; }
  std::string titleKey() const override { return "help.base.title"; }

  const TileSet& tileSet(const RuleSet& r) const override { return carc::baseRules(r).tiles(); }
  void paintTile(ImDrawList* dl, const TileShape& shape, ImVec2 origin, float size) const override {
    app::paintTile(dl, shape, origin, size);
  }

  void fillBoard(const RuleSet&, const Position& p, BoardModel& out) const override {
    const State& s = carc::baseState(p);
    out.placed.clear();
    out.segs.clear();
    out.figures.clear();
    CellBox& b = out.bounds;
    b = CellBox{};  // the start tile's cell, 0,0, is always in it
    for (int i = 0; i < s.board.tileCount; ++i) {
      const PlacedTile& t = s.board.tiles[i];
      out.placed.push_back(PlacedView{t.type, t.rot, t.x, t.y, t.segBase, false});
      b.x0 = std::min<int>(b.x0, t.x), b.x1 = std::max<int>(b.x1, t.x);
      b.y0 = std::min<int>(b.y0, t.y), b.y1 = std::max<int>(b.y1, t.y);
    }
    for (int g = 0; g < s.features.count; ++g) {
      const SegNode& n = s.features.nodes[g];
      out.segs.push_back(SegmentView{n.tile, n.local, n.kind});
    }
    for (int i = 0; i < s.figureCount; ++i)
      out.figures.push_back(FigureView{s.figures[i].seg, s.figures[i].owner, s.figures[i].type});
    out.lastPlaced = s.lastTile == kNone8 ? -1 : s.lastTile;
    out.recent = s.board.tileCount > 1 ? s.board.tileCount - 1 : -1;  // not the start tile
    out.grows = true;
  }

  void drawFigure(const RuleSet&, ImDrawList* dl, const FigureView& f, const SegmentView& seg,
                  ImVec2 at, float h, ImU32 fill, ImU32 outline) const override {
    if (f.kind == kFigureMeeple) {
      drawMeeple(dl, at, h, fill, outline, seg.kind == FeatureKind::Field);  // a farmer lies
    } else {
      const char letter[2] = {static_cast<char>('A' + f.kind), 0};
      drawFigureBadge(dl, at, h, fill, outline, letter);
    }
  }

  const char* whyNotHere(const RuleSet&, const Position& p, int x, int y) const override {
    const Board& b = carc::baseState(p).board;
    if (b.tileAt(x, y) >= 0) return "place.taken";
    if (b.openAt(x, y) < 0) return "place.not_next";
    return "place.no_match";
  }

  bool actionOnBoard(const RuleSet& r, const Decision& d, const Action& a) const override {
    const auto& expansions = carc::baseRules(r).expansions();
    return d.owner != 0 && d.owner <= expansions.size() &&
           expansions[d.owner - 1u]->targetsSegment(d, a);
  }

  // A faint grid shows where tiles can go (the board grows in every direction).
  void drawBackdrop(const GameView& shown, ImDrawList* dl, const Position&) const override {
    const Camera& cam = shown.camera();
    const float t = cam.tilePx();
    const ImGuiIO& io = ImGui::GetIO();
    int gx0 = 0, gy0 = 0, gx1 = 0, gy1 = 0;
    cam.cellAt(ImVec2(0, 0), gx0, gy0);
    cam.cellAt(io.DisplaySize, gx1, gy1);
    if (t < 28.0f) return;
    for (int x = gx0; x <= gx1 + 1; ++x) {
      const float sx = cam.cellTopLeft(x, 0).x;
      dl->AddLine(ImVec2(sx, 0), ImVec2(sx, io.DisplaySize.y), palette::kGrid);
    }
    for (int y = gy0; y <= gy1 + 1; ++y) {
      const float sy = cam.cellTopLeft(0, y).y;
      dl->AddLine(ImVec2(0, sy), ImVec2(io.DisplaySize.x, sy), palette::kGrid);
    }
  }

  int followersOwned(const RuleSet&, int) const override { return kMeeplesPerPlayer; }
  int fixedScoreColumns(const RuleSet&) const override { return kScoreField + 1; }
};

}  // namespace

const ModeUi& baseUi() {
  static const BaseUi instance;
  return instance;
}

}  // namespace carc::app
