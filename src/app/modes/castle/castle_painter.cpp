// The Castle's tiles, painted from their shapes (tile_geometry.h) in the castle's own look: paved
// courts, sandy paths meeting at round squares, houses as red roofs, towers as grey stone with
// battlements, the Falcon's chapels as pale stone with a cross; a segment's marks at its anchor
// (a market's stall on its court, a fountain's basin on its path, an aerie's nest).
#include <cmath>
#include <string>

#include "app/modes/castle/castle_ui.h"
#include "app/tile_painter.h"

namespace carc::app::castle_ui {
namespace {

constexpr ImU32 kCourt = IM_COL32(196, 184, 160, 255);
constexpr ImU32 kCourtEdge = IM_COL32(150, 138, 116, 255);
constexpr ImU32 kPath = IM_COL32(226, 196, 132, 255);
constexpr ImU32 kPathEdge = IM_COL32(150, 118, 70, 255);
constexpr ImU32 kSquare = IM_COL32(214, 206, 188, 255);
constexpr ImU32 kHouse = IM_COL32(184, 84, 60, 255);
constexpr ImU32 kHouseRidge = IM_COL32(120, 48, 34, 255);
constexpr ImU32 kTower = IM_COL32(140, 142, 150, 255);
constexpr ImU32 kTowerEdge = IM_COL32(78, 80, 90, 255);
constexpr ImU32 kChapel = IM_COL32(236, 228, 206, 255);
constexpr ImU32 kChapelEdge = IM_COL32(120, 110, 90, 255);
constexpr ImU32 kInk = IM_COL32(40, 32, 24, 255);

struct Xf {
  ImVec2 o;
  float s;
  ImVec2 operator()(ImVec2 p) const { return ImVec2(o.x + p.x * s, o.y + p.y * s); }
};

std::vector<ImVec2> mapped(const Xf& xf, const Polyline& l) {
  std::vector<ImVec2> out;
  for (const ImVec2& p : l) out.push_back(xf(p));
  return out;
}

void paths(ImDrawList* dl, const Xf& xf, const TileShape& shape) {
  for (int pass = 0; pass < 2; ++pass)
    for (const SegmentShape& g : shape.seg) {
      if (g.shape != ShapeKind::Line) continue;
      for (const Polyline& p : g.paths) {
        const auto pts = mapped(xf, p);
        dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), pass ? kPath : kPathEdge, 0,
                        (pass ? 0.13f : 0.17f) * xf.s);
      }
    }
  if (!shape.junction) return;
  // The square the paths end at.
  dl->AddCircleFilled(xf(ImVec2(0.5f, 0.5f)), 0.16f * xf.s, kPathEdge, 24);
  dl->AddCircleFilled(xf(ImVec2(0.5f, 0.5f)), 0.14f * xf.s, kSquare, 24);
}

// Houses, towers and chapels: the area over their edges, each in its look.
void buildings(ImDrawList* dl, const Xf& xf, const TileShape& shape) {
  for (const SegmentShape& g : shape.seg) {
    if (g.shape != ShapeKind::Area || g.area.empty()) continue;
    const bool tower = g.kind == FeatureKind::Tower, chapel = g.kind == FeatureKind::Chapel;
    const ImU32 fill = tower ? kTower : chapel ? kChapel : kHouse;
    const ImU32 edge = tower ? kTowerEdge : chapel ? kChapelEdge : kHouseRidge;
    paintFan(dl, xf(g.hub), mapped(xf, g.area), fill);
    for (const Polyline& w : g.walls) {
      const auto pts = mapped(xf, w);
      dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), edge, 0, 0.03f * xf.s);
      // A tower's battlements: stones along its inner wall.
      for (size_t i = 1; tower && i + 1 < pts.size(); i += 2)
        dl->AddRectFilled(ImVec2(pts[i].x - 0.025f * xf.s, pts[i].y - 0.025f * xf.s),
                          ImVec2(pts[i].x + 0.025f * xf.s, pts[i].y + 0.025f * xf.s), edge);
    }
    const ImVec2 c = xf(g.anchor);
    if (chapel) {  // a cross beside the figure's place
      const float a = 0.07f * xf.s, w = 0.018f * xf.s;
      const ImVec2 k(c.x + 0.12f * xf.s, c.y - 0.1f * xf.s);
      dl->AddRectFilled(ImVec2(k.x - w, k.y - a), ImVec2(k.x + w, k.y + a), kInk);
      dl->AddRectFilled(ImVec2(k.x - a * 0.6f, k.y - a * 0.45f - w),
                        ImVec2(k.x + a * 0.6f, k.y - a * 0.45f + w), kInk);
    } else if (!tower) {  // a house's roof ridge through its middle
      const ImVec2 h = xf(g.hub);
      dl->AddLine(ImVec2((h.x + c.x) * 0.5f, (h.y + c.y) * 0.5f), c, kHouseRidge, 0.02f * xf.s);
    }
  }
}

// A segment's marks (its flags) at its anchor, a little to one side of a figure standing there.
void marks(ImDrawList* dl, const Xf& xf, const TileShape& shape) {
  for (const SegmentShape& g : shape.seg)
    for (const std::string& m : g.marks) {
      const ImVec2 c = xf(ImVec2(g.anchor.x + 0.16f, g.anchor.y + 0.12f));
      const float r = 0.07f * xf.s;
      if (m == "fountain") {
        dl->AddCircleFilled(c, r, IM_COL32(230, 230, 235, 255), 20);
        dl->AddCircleFilled(c, r * 0.7f, IM_COL32(60, 130, 210, 255), 20);
      } else if (m == "market") {  // a striped awning
        for (int i = 0; i < 4; ++i)
          dl->AddRectFilled(ImVec2(c.x - r + static_cast<float>(i) * r * 0.5f, c.y - r * 0.6f),
                            ImVec2(c.x - r + static_cast<float>(i + 1) * r * 0.5f, c.y + r * 0.6f),
                            i % 2 ? IM_COL32(245, 240, 225, 255) : IM_COL32(40, 120, 70, 255));
        dl->AddRect(ImVec2(c.x - r, c.y - r * 0.6f), ImVec2(c.x + r, c.y + r * 0.6f), kInk, 0, 0,
                    0.01f * xf.s);
      } else if (m == "aerie") {  // a nest with a falcon's white head
        dl->AddCircleFilled(c, r, IM_COL32(120, 80, 40, 255), 20);
        dl->AddCircleFilled(c, r * 0.45f, IM_COL32(250, 250, 250, 255), 16);
      }
    }
}

}  // namespace

void paintCastleTile(ImDrawList* dl, const TileShape& shape, ImVec2 origin, float size) {
  const Xf xf{origin, size};
  dl->AddRectFilled(origin, xf(ImVec2(1, 1)), kCourt);  // the courts: what the others leave
  paths(dl, xf, shape);
  buildings(dl, xf, shape);
  marks(dl, xf, shape);
  dl->AddRect(origin, xf(ImVec2(1, 1)), kCourtEdge, 0, 0, 0.012f * size);
}

}  // namespace carc::app::castle_ui
