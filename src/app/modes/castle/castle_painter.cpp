// The Castle's tiles, painted from their shapes (tile_geometry.h) in the base tiles' look
// (paint_kit.h): courts as grass, paths with verges meeting at paved round squares, houses as a
// quarter of red roofs inside a low plastered wall, towers as grey stone with merlons and round
// turrets, the Falcon's chapels as a pale close with a church and a garden; a segment's marks at
// its anchor (a market's stall on its court, a fountain's basin on its path, an aerie's nest).
#include <cmath>
#include <string>

#include "app/modes/castle/castle_ui.h"
#include "app/paint_kit.h"
#include "app/palette.h"
#include "app/tile_painter.h"

namespace carc::app::castle_ui {
namespace {

using namespace palette;
using namespace kit;

constexpr ImU32 kTowerFloor = IM_COL32(150, 146, 136, 255);  // a tower's paved top
constexpr ImU32 kSlate = IM_COL32(92, 100, 116, 255);        // a turret's roof
constexpr ImU32 kSlateLit = IM_COL32(134, 144, 160, 255);
constexpr ImU32 kWater = IM_COL32(70, 140, 210, 255);
constexpr ImU32 kAwning = IM_COL32(40, 120, 70, 255);
constexpr ImU32 kNest = IM_COL32(126, 86, 44, 255);
constexpr ImU32 kNestDark = IM_COL32(84, 54, 26, 255);
constexpr ImU32 kBeak = IM_COL32(232, 176, 40, 255);
constexpr ImU32 kShade = IM_COL32(0, 0, 0, 46);  // the shaded half of an awning

// The square the paths end at: paving inside a brown kerb, a ring of setts round its middle.
void square(ImDrawList* dl, const Xf& xf) {
  const ImVec2 c = xf(ImVec2(0.5f, 0.5f));
  dl->AddCircleFilled(c, 0.155f * xf.s, kRoadEdge, 24);
  dl->AddCircleFilled(c, 0.135f * xf.s, kRoad, 24);
  dl->AddCircle(c, 0.075f * xf.s, kRoadEdge, 16, 0.01f * xf.s);
  dl->AddCircleFilled(c, 0.03f * xf.s, kWallStone, 10);
}

// A round turret from above: an outlined conical slate roof, its north-west half lit.
void turret(ImDrawList* dl, const Xf& xf, ImVec2 c, float r) {
  const ImVec2 p = xf(c);
  dl->AddCircleFilled(p, (r + 0.012f) * xf.s, kWall, 20);
  dl->AddCircleFilled(p, r * xf.s, kSlate, 20);
  dl->PathArcTo(p, r * xf.s, 2.356194f, 5.497787f,
                10);  // the lit half: south-west, north, north-east
  dl->PathFillConvex(kSlateLit);
  dl->AddLine(xf(ImVec2(c.x - r * 0.7071f, c.y + r * 0.7071f)),
              xf(ImVec2(c.x + r * 0.7071f, c.y - r * 0.7071f)), kWall, 0.008f * xf.s);
  dl->AddCircleFilled(p, 0.014f * xf.s, kWall, 8);
}

// A church from above: the cloister's roof, a pale cross at its east (or south) end.
void church(ImDrawList* dl, const Xf& xf, ImVec2 c, bool across) {
  paintHouse(dl, xf, c, across, 0.2f, 0.11f, Roof{kRoofLit, kRoof, kOutline});
  const ImVec2 k = across ? ImVec2(c.x, c.y + 0.06f) : ImVec2(c.x + 0.06f, c.y);
  const float a = 0.035f * xf.s, w = 0.011f * xf.s;
  const ImVec2 p = xf(k);
  dl->AddRectFilled(ImVec2(p.x - w - 1, p.y - a - 1), ImVec2(p.x + w + 1, p.y + a + 1), kOutline);
  dl->AddRectFilled(ImVec2(p.x - a * 0.7f - 1, p.y - a * 0.35f - w - 1),
                    ImVec2(p.x + a * 0.7f + 1, p.y - a * 0.35f + w + 1), kOutline);
  dl->AddRectFilled(ImVec2(p.x - w, p.y - a), ImVec2(p.x + w, p.y + a), kPennantMark);
  dl->AddRectFilled(ImVec2(p.x - a * 0.7f, p.y - a * 0.35f - w),
                    ImVec2(p.x + a * 0.7f, p.y - a * 0.35f + w), kPennantMark);
}

// A chapel's garden: a green bed in a dark kerb.
void garden(ImDrawList* dl, const Xf& xf, ImVec2 c) {
  dl->AddRectFilled(xf(ImVec2(c.x - 0.05f, c.y - 0.04f)), xf(ImVec2(c.x + 0.05f, c.y + 0.04f)),
                    kWall, 0.015f * xf.s);
  dl->AddRectFilled(xf(ImVec2(c.x - 0.04f, c.y - 0.03f)), xf(ImVec2(c.x + 0.04f, c.y + 0.03f)),
                    kGarth, 0.01f * xf.s);
}

// A low wall round a house's or a chapel's ground: a dark line with a pale cap.
void lowWall(ImDrawList* dl, const Xf& xf, const SegmentShape& g, ImU32 cap) {
  for (const Polyline& w : g.walls) {
    const auto pts = mapped(xf, w);
    dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), kWall, 0, 0.042f * xf.s);
    dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), cap, 0, 0.02f * xf.s);
  }
}

// Houses, towers and chapels: the area over their edges, each in its look.
void buildings(ImDrawList* dl, const Xf& xf, const TileShape& shape) {
  for (const SegmentShape& g : shape.seg)
    if (g.shape == ShapeKind::Area && !g.area.empty()) paintWallShadow(dl, xf, g);
  uint32_t salt = 2;
  for (const SegmentShape& g : shape.seg) {
    if (g.shape != ShapeKind::Area || g.area.empty()) continue;
    ++salt;
    if (g.kind == FeatureKind::Tower) {
      paintFan(dl, xf(g.hub), mapped(xf, g.area), kTowerFloor);
      for (const ImVec2& c : freeSpots(shape, g, salt, 0.1f, 0.28f, 2)) turret(dl, xf, c, 0.08f);
      paintWall(dl, xf, g);
    } else if (g.kind == FeatureKind::Chapel) {
      paintFan(dl, xf(g.hub), mapped(xf, g.area), kBuilding);
      const auto spots = freeSpots(shape, g, salt, 0.1f, 0.2f, 3);
      Scatter r(shape, salt);
      for (size_t i = 0; i < spots.size(); ++i) {
        if (i == 0)
          church(dl, xf, spots[i], r.next() < 0.5f);
        else
          garden(dl, xf, spots[i]);
      }
      lowWall(dl, xf, g, kBuilding);
    } else {
      paintFan(dl, xf(g.hub), mapped(xf, g.area), kCity);
      paintHouses(dl, xf, shape, g, salt, Roof{kCityRoofLit, kCityRoof, kWall}, 1.25f);
      lowWall(dl, xf, g, kCity);
    }
  }
}

// A market's stall from above: a striped awning, its far half in shade, outlined.
void stall(ImDrawList* dl, ImVec2 c, float r) {
  dl->AddRectFilled(ImVec2(c.x - r - 1.5f, c.y - r * 0.65f - 1.5f),
                    ImVec2(c.x + r + 1.5f, c.y + r * 0.65f + 1.5f), kOutline);
  for (int i = 0; i < 4; ++i)
    dl->AddRectFilled(ImVec2(c.x - r + static_cast<float>(i) * r * 0.5f, c.y - r * 0.65f),
                      ImVec2(c.x - r + static_cast<float>(i + 1) * r * 0.5f, c.y + r * 0.65f),
                      i % 2 ? kPennantMark : kAwning);
  dl->AddRectFilled(ImVec2(c.x - r, c.y), ImVec2(c.x + r, c.y + r * 0.65f), kShade);
  dl->AddLine(ImVec2(c.x - r, c.y), ImVec2(c.x + r, c.y), kOutline, std::fmax(1.0f, r * 0.12f));
}

// A fountain: a stone basin round its water and the jet in the middle.
void fountain(ImDrawList* dl, ImVec2 c, float r) {
  paintPlaque(dl, c, r, kWallStone);
  dl->AddCircleFilled(c, r * 0.62f, kWater, 18);
  dl->AddCircleFilled(c, r * 0.2f, kPennantMark, 10);
}

// An aerie: a nest of twigs with a falcon's pale head and yellow beak in it.
void nest(ImDrawList* dl, ImVec2 c, float r) {
  paintPlaque(dl, c, r, kNest);
  dl->AddCircle(c, r * 0.6f, kNestDark, 16, r * 0.16f);
  dl->AddCircleFilled(c, r * 0.36f, kPennantMark, 14);
  const ImVec2 beak[3] = {ImVec2(c.x + r * 0.28f, c.y - r * 0.12f),
                          ImVec2(c.x + r * 0.62f, c.y + r * 0.04f),
                          ImVec2(c.x + r * 0.28f, c.y + r * 0.16f)};
  paintOutlined(dl, beak, 3, kBeak, std::fmax(1.0f, r * 0.1f));
  dl->AddCircleFilled(ImVec2(c.x + r * 0.06f, c.y - r * 0.08f), r * 0.08f, kOutline, 6);
}

// A segment's marks (its flags) at its anchor, a little to one side of a figure standing there.
void marks(ImDrawList* dl, const Xf& xf, const TileShape& shape) {
  for (const SegmentShape& g : shape.seg)
    for (const std::string& m : g.marks) {
      const ImVec2 c = xf(ImVec2(g.anchor.x + 0.16f, g.anchor.y + 0.12f));
      const float r = 0.095f * xf.s;
      if (m == "fountain")
        fountain(dl, c, r);
      else if (m == "market")
        stall(dl, c, r);
      else if (m == "aerie")
        nest(dl, c, r);
    }
}

}  // namespace

void paintCastleTile(ImDrawList* dl, const TileShape& shape, ImVec2 origin, float size) {
  const Xf xf{origin, size};
  paintField(dl, xf, shape);  // the courts: what the others leave
  paintLines(dl, xf, shape);
  if (shape.junction) square(dl, xf);
  buildings(dl, xf, shape);
  marks(dl, xf, shape);
  dl->AddRect(origin, xf(ImVec2(1, 1)), kFieldEdge, 0, 0, 0.012f * size);
}

}  // namespace carc::app::castle_ui
