#include "app/tile_painter.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>

#include "app/i18n.h"
#include "app/modes/registry.h"
#include "app/palette.h"

namespace carc::app {
namespace {

using namespace palette;

constexpr float kBakeSize = 160.0f;  // pixels per tile side when a mesh is baked

struct Xf {
  ImVec2 o;
  float s;
  ImVec2 operator()(ImVec2 p) const { return ImVec2(o.x + p.x * s, o.y + p.y * s); }
};

// A filled outline seen whole from `hub` (a star-shaped polygon), as a triangle fan.
void fan(ImDrawList* dl, ImVec2 hub, const std::vector<ImVec2>& pts, ImU32 col) {
  const int n = static_cast<int>(pts.size());
  if (n < 2) return;
  const ImVec2 uv = ImGui::GetFontTexUvWhitePixel();
  dl->PrimReserve(n * 3, n + 1);
  const auto base = static_cast<ImDrawIdx>(dl->_VtxCurrentIdx);
  dl->PrimWriteVtx(hub, uv, col);
  for (const ImVec2& p : pts) dl->PrimWriteVtx(p, uv, col);
  for (int i = 0; i < n; ++i) {
    dl->PrimWriteIdx(base);
    dl->PrimWriteIdx(static_cast<ImDrawIdx>(base + 1 + i));
    dl->PrimWriteIdx(static_cast<ImDrawIdx>(base + 1 + (i + 1) % n));
  }
}

std::vector<ImVec2> map(const Xf& xf, const Polyline& l) {
  std::vector<ImVec2> out;
  out.reserve(l.size());
  for (const ImVec2& p : l) out.push_back(xf(p));
  return out;
}

}  // namespace

void paintFan(ImDrawList* dl, ImVec2 hub, const std::vector<ImVec2>& pts, ImU32 col) {
  fan(dl, hub, pts, col);
}

void paintStar(ImDrawList* dl, ImVec2 c, float r, ImU32 col) {
  std::vector<ImVec2> pts;
  for (int i = 0; i < 10; ++i) {
    const float a = -1.5707963f + static_cast<float>(i) * 0.6283185f;
    const float rr = i % 2 ? r * 0.45f : r;
    pts.push_back(ImVec2(c.x + std::cos(a) * rr, c.y + std::sin(a) * rr));
  }
  fan(dl, c, pts, col);
}

void paintBuilding(ImDrawList* dl, ImVec2 origin, float s, ImVec2 c, float w, float h, ImU32 wall,
                   ImU32 roof) {
  const Xf xf{origin, s};
  const ImVec2 a = xf(ImVec2(c.x - w / 2, c.y - h / 2)), b = xf(ImVec2(c.x + w / 2, c.y + h / 2));
  dl->AddRectFilled(a, b, roof);
  const ImVec2 r0 = xf(ImVec2(c.x - w * 0.2f, c.y)), r1 = xf(ImVec2(c.x + w * 0.2f, c.y));
  // Lighter slopes facing north and west.
  dl->AddTriangleFilled(a, ImVec2(b.x, a.y), r1, wall);
  dl->AddTriangleFilled(a, r0, ImVec2(a.x, b.y), wall);
  dl->AddLine(r0, r1, kOutline, 0.012f * s);
  dl->AddLine(a, r0, kOutline, 0.008f * s);
  dl->AddLine(ImVec2(a.x, b.y), r0, kOutline, 0.008f * s);
  dl->AddLine(ImVec2(b.x, a.y), r1, kOutline, 0.008f * s);
  dl->AddLine(b, r1, kOutline, 0.008f * s);
  dl->AddRect(a, b, kOutline, 0, 0, 0.012f * s);
}

namespace {

void symbol(ImDrawList* dl, const Xf& xf, const std::string& name, ImVec2 at) {
  const float s = xf.s;
  const ImVec2 c = xf(at);
  // The module that knows the symbol paints it (ui_module.h); an unknown one shows its name.
  for (const UiModule* m : uiModules())
    if (m->paintSymbol(dl, name, xf.o, s, at)) return;
  {
    const std::string label = name.substr(0, 2);
    dl->AddCircleFilled(c, 0.08f * s, IM_COL32(250, 245, 230, 255), 16);
    ImFont* f = ImGui::GetFont();
    const ImVec2 ts = f->CalcTextSizeA(0.1f * s, 1e9f, 0, label.c_str());
    dl->AddText(f, 0.1f * s, ImVec2(c.x - ts.x / 2, c.y - ts.y / 2), kOutline, label.c_str());
  }
}

}  // namespace

namespace {

// Deterministic scatter: a seed from the tile's shape (its segments' kinds and edges), so a tile
// type always bakes the same picture and tiles of different types differ.
struct Scatter {
  uint32_t state;
  explicit Scatter(const TileShape& shape, uint32_t salt) : state(2166136261u ^ salt) {
    for (const SegmentShape& g : shape.seg)
      mix(static_cast<uint32_t>(g.kind) * 131u + g.edges * 7u + static_cast<uint32_t>(g.centre));
    mix(static_cast<uint32_t>(shape.seg.size()));
  }
  void mix(uint32_t v) { state = (state ^ v) * 16777619u; }
  float next() {  // uniform in [0, 1)
    state ^= state << 13;
    state ^= state >> 17;
    state ^= state << 5;
    return static_cast<float>(state >> 8) / 16777216.0f;
  }
  float in(float lo, float hi) { return lo + (hi - lo) * next(); }
};

ImVec2 sub(ImVec2 a, ImVec2 b) {
  return ImVec2(a.x - b.x, a.y - b.y);
}
float len(ImVec2 v) {
  return std::sqrt(v.x * v.x + v.y * v.y);
}

// A quad centred on `c` (unit square), `along` its long axis (unit vector), half sizes hw x hh.
void quad(ImDrawList* dl, const Xf& xf, ImVec2 c, ImVec2 along, float hw, float hh, ImU32 col) {
  const ImVec2 u(along.x * hw, along.y * hw), v(-along.y * hh, along.x * hh);
  const ImVec2 q[4] = {
      xf(ImVec2(c.x - u.x - v.x, c.y - u.y - v.y)), xf(ImVec2(c.x + u.x - v.x, c.y + u.y - v.y)),
      xf(ImVec2(c.x + u.x + v.x, c.y + u.y + v.y)), xf(ImVec2(c.x - u.x + v.x, c.y - u.y + v.y))};
  dl->AddConvexPolyFilled(q, 4, col);
}

// Grass: a few soft lighter and darker patches and small tufts of strokes, all inside the tile
// (so neighbours meet on plain field) and faint enough for figures and markers to stay readable.
void paintField(ImDrawList* dl, const Xf& xf, const TileShape& shape) {
  const float s = xf.s;
  dl->AddRectFilled(xf(ImVec2(0, 0)), xf(ImVec2(1, 1)), kField);
  Scatter r(shape, 1u);
  for (int i = 0; i < 5; ++i) {
    const float rad = r.in(0.09f, 0.16f);
    const ImVec2 c(r.in(rad + 0.02f, 0.98f - rad), r.in(rad + 0.02f, 0.98f - rad));
    const ImU32 col = i % 2 ? kFieldDark : kFieldLight;
    dl->AddCircleFilled(xf(c), rad * s, col, 14);
    dl->AddCircleFilled(xf(c), rad * 0.6f * s, col, 12);
  }
  for (int i = 0; i < 9; ++i) {
    const ImVec2 c(r.in(0.08f, 0.92f), r.in(0.08f, 0.92f));
    const float a = r.in(0.0f, 6.2831853f);
    for (int k = -1; k <= 1; ++k) {
      const float b = a + 0.45f * static_cast<float>(k), l = k ? 0.026f : 0.034f;
      dl->AddLine(xf(c), xf(ImVec2(c.x + std::cos(b) * l, c.y + std::sin(b) * l)), kGrass,
                  0.008f * s);
    }
  }
}

// Roads: a band of darker grass (the verge), a brown edge each side, pale packed earth.
void paintRoads(ImDrawList* dl, const Xf& xf, const TileShape& shape) {
  const float s = xf.s;
  const float widths[3] = {0.2f, 0.14f, 0.112f};
  const ImU32 cols[3] = {kVerge, kRoadEdge, kRoad};
  for (int pass = 0; pass < 3; ++pass) {
    if (pass == 1 && shape.junction)
      dl->AddCircleFilled(xf(ImVec2(0.5f, 0.5f)), 0.125f * s, kVerge, 20);
    for (const SegmentShape& g : shape.seg) {
      if (g.kind != FeatureKind::Road) continue;
      for (const Polyline& p : g.paths) {
        const auto pts = map(xf, p);
        dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), cols[pass], 0, widths[pass] * s);
      }
    }
  }
  if (shape.junction) {
    dl->AddCircleFilled(xf(ImVec2(0.5f, 0.5f)), 0.1f * s, kRoadEdge, 20);
    paintBuilding(dl, xf.o, xf.s, ImVec2(0.5f, 0.5f), 0.13f, 0.13f, kRoofLit, kRoof);
  }
}

// A house from above: a gabled roof (a lit and a shaded slope either side of the ridge).
void paintHouse(ImDrawList* dl, const Xf& xf, ImVec2 c, bool across, float w, float h) {
  const float s = xf.s;
  const ImVec2 along = across ? ImVec2(0, 1) : ImVec2(1, 0);
  const ImVec2 side(-along.y, along.x);
  quad(dl, xf, c, along, w / 2 + 0.008f, h / 2 + 0.008f, kWall);  // outline
  quad(dl, xf, ImVec2(c.x - side.x * h / 4, c.y - side.y * h / 4), along, w / 2, h / 4,
       kCityRoofLit);
  quad(dl, xf, ImVec2(c.x + side.x * h / 4, c.y + side.y * h / 4), along, w / 2, h / 4, kCityRoof);
  dl->AddLine(xf(ImVec2(c.x - along.x * w / 2, c.y - along.y * w / 2)),
              xf(ImVec2(c.x + along.x * w / 2, c.y + along.y * w / 2)), kWall, 0.007f * s);
}

// Houses inside a city: spots on a jittered grid that are in the city, clear of its walls and of
// where a figure, a pennant or a symbol goes, and apart from each other; at most six.
void paintHouses(ImDrawList* dl, const Xf& xf, const TileShape& shape, const SegmentShape& g,
                 uint32_t salt) {
  Scatter r(shape, salt);
  std::vector<ImVec2> spots;
  for (int i = 0; i < 7 * 7; ++i) {
    const int k = (i * 19 + static_cast<int>(salt) * 5) % 49;  // a fixed shuffle of the grid
    const ImVec2 c(0.14f + 0.12f * static_cast<float>(k % 7) + r.in(-0.02f, 0.02f),
                   0.14f + 0.12f * static_cast<float>(k / 7) + r.in(-0.02f, 0.02f));
    if (!insidePolygon(g.area, c) || len(sub(c, g.anchor)) < 0.13f) continue;
    if (g.pennants && len(sub(c, g.pennantAt)) < 0.12f) continue;
    if (!shape.symbols.empty() && len(sub(c, shape.symbolAt)) < 0.13f) continue;
    bool clear = true;
    for (const Polyline& w : g.walls) clear = clear && distToPolyline(w, c) > 0.1f;
    for (const ImVec2& o : spots) clear = clear && len(sub(c, o)) > 0.16f;
    if (!clear) continue;
    spots.push_back(c);
    paintHouse(dl, xf, c, r.next() < 0.5f, r.in(0.13f, 0.15f), r.in(0.085f, 0.1f));
    if (spots.size() == 6) break;
  }
}

// A city wall along the border with the field: a shadow on the field side (drawn before the
// city, which covers its other half), then stone with merlons standing on the outer side.
void paintWallShadow(ImDrawList* dl, const Xf& xf, const SegmentShape& g) {
  for (const Polyline& w : g.walls) {
    const auto pts = map(xf, w);
    dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), kDitch, 0, 0.11f * xf.s);
  }
}

void paintWall(ImDrawList* dl, const Xf& xf, const SegmentShape& g) {
  const float s = xf.s;
  for (const Polyline& w : g.walls) {
    const auto pts = map(xf, w);
    dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), kWall, 0, 0.062f * s);
    dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), kWallStone, 0, 0.04f * s);
    float next = 0.03f;  // arc length of the next merlon
    float walked = 0;
    for (size_t i = 0; i + 1 < w.size(); ++i) {
      const ImVec2 d = sub(w[i + 1], w[i]);
      const float l = len(d);
      if (l <= 0) continue;
      const ImVec2 t(d.x / l, d.y / l), n(-t.y, t.x);
      for (; next <= walked + l; next += 0.055f) {
        const ImVec2 p(w[i].x + t.x * (next - walked), w[i].y + t.y * (next - walked));
        const bool outIsN = !insidePolygon(g.area, ImVec2(p.x + n.x * 0.04f, p.y + n.y * 0.04f));
        const float side = outIsN ? 0.014f : -0.014f;
        const ImVec2 m(p.x + n.x * side, p.y + n.y * side);
        quad(dl, xf, m, t, 0.014f, 0.011f, kWall);
        quad(dl, xf, m, t, 0.009f, 0.006f, kWallStone);
      }
      walked += l;
    }
  }
}

// A cloister from above: a walled close round a garden, the church along its north side (walls,
// a gabled roof) with a tower at its west end topped with a pale cross.
void paintCloister(ImDrawList* dl, const Xf& xf) {
  const float s = xf.s;
  dl->AddRectFilled(xf(ImVec2(0.25f, 0.25f)), xf(ImVec2(0.75f, 0.75f)), kBuilding, 0.03f * s);
  dl->AddRectFilled(xf(ImVec2(0.36f, 0.5f)), xf(ImVec2(0.66f, 0.68f)), kGarth, 0.02f * s);
  dl->AddRect(xf(ImVec2(0.25f, 0.25f)), xf(ImVec2(0.75f, 0.75f)), kWall, 0.03f * s, 0, 0.024f * s);
  // The church: walls (a pale rim round the roof), the roof's two slopes and its ridge.
  quad(dl, xf, ImVec2(0.52f, 0.37f), ImVec2(1, 0), 0.2f, 0.095f, kOutline);
  quad(dl, xf, ImVec2(0.52f, 0.37f), ImVec2(1, 0), 0.19f, 0.085f, kBuilding);
  quad(dl, xf, ImVec2(0.53f, 0.333f), ImVec2(1, 0), 0.17f, 0.037f, kRoofLit);
  quad(dl, xf, ImVec2(0.53f, 0.407f), ImVec2(1, 0), 0.17f, 0.037f, kRoof);
  dl->AddLine(xf(ImVec2(0.36f, 0.37f)), xf(ImVec2(0.7f, 0.37f)), kOutline, 0.01f * s);
  // The tower: a square with a pyramid roof and the cross on it.
  const ImVec2 t0(0.25f, 0.29f), t1(0.39f, 0.43f), tc(0.32f, 0.36f);
  dl->AddRectFilled(xf(ImVec2(t0.x - 0.01f, t0.y - 0.01f)), xf(ImVec2(t1.x + 0.01f, t1.y + 0.01f)),
                    kOutline);
  dl->AddTriangleFilled(xf(t0), xf(ImVec2(t1.x, t0.y)), xf(tc), kRoofLit);
  dl->AddTriangleFilled(xf(t0), xf(ImVec2(t0.x, t1.y)), xf(tc), kRoofLit);
  dl->AddTriangleFilled(xf(ImVec2(t1.x, t0.y)), xf(t1), xf(tc), kRoof);
  dl->AddTriangleFilled(xf(ImVec2(t0.x, t1.y)), xf(t1), xf(tc), kRoof);
  dl->AddLine(xf(ImVec2(tc.x, tc.y - 0.05f)), xf(ImVec2(tc.x, tc.y + 0.05f)), kPennantMark,
              0.016f * s);
  dl->AddLine(xf(ImVec2(tc.x - 0.032f, tc.y - 0.018f)), xf(ImVec2(tc.x + 0.032f, tc.y - 0.018f)),
              kPennantMark, 0.016f * s);
}

// A centre building the base game does not know: a labelled block.
void paintUnknownCentre(ImDrawList* dl, const Xf& xf, const SegmentShape& g) {
  const float s = xf.s;
  const auto k = static_cast<size_t>(g.kind);
  const char* name = k < kFeatureKinds ? kKindNames[k].data() : "?";
  dl->AddRectFilled(xf(ImVec2(0.36f, 0.36f)), xf(ImVec2(0.64f, 0.64f)),
                    IM_COL32(230, 220, 200, 255), 0.03f * s);
  dl->AddRect(xf(ImVec2(0.36f, 0.36f)), xf(ImVec2(0.64f, 0.64f)), kOutline, 0.03f * s, 0,
              0.012f * s);
  const char label[2] = {static_cast<char>(name[0] - 32 * (name[0] >= 'a')), 0};
  ImFont* f = ImGui::GetFont();
  const ImVec2 ts = f->CalcTextSizeA(0.18f * s, 1e9f, 0, label);
  dl->AddText(f, 0.18f * s, xf(ImVec2(0.5f - ts.x / s / 2, 0.5f - ts.y / s / 2)), kOutline, label);
}

}  // namespace

void paintTile(ImDrawList* dl, const TileShape& shape, ImVec2 origin, float size) {
  const Xf xf{origin, size};
  paintField(dl, xf, shape);
  // Roads under cities and buildings: a road that ends at a city runs in under its gate.
  paintRoads(dl, xf, shape);
  for (const SegmentShape& g : shape.seg)
    if (g.kind == FeatureKind::City) paintWallShadow(dl, xf, g);
  uint32_t salt = 2;
  for (const SegmentShape& g : shape.seg) {
    if (g.kind != FeatureKind::City) continue;
    fan(dl, xf(g.hub), map(xf, g.area), kCity);
    paintHouses(dl, xf, shape, g, salt++);
    paintWall(dl, xf, g);
  }
  for (const SegmentShape& g : shape.seg) {
    if (!g.centre) continue;
    if (g.kind == FeatureKind::Cloister)
      paintCloister(dl, xf);
    else
      paintUnknownCentre(dl, xf, g);
  }
  for (const std::string& sym : shape.symbols) symbol(dl, xf, sym, shape.symbolAt);
  dl->AddRect(origin, xf(ImVec2(1, 1)), kFieldEdge, 0, 0, 0.012f * size);
}

void drawPennants(ImDrawList* dl, const TileShape& shape, int rot, ImVec2 origin, float size,
                  float alpha) {
  for (const SegmentShape& g : shape.seg) {
    if (g.kind != FeatureKind::City || !g.pennants) continue;
    const ImVec2 u = toBoard(g.pennantAt, rot);
    const ImVec2 c(origin.x + u.x * size, origin.y + u.y * size);
    const float w = 0.065f * size, h = 0.08f * size, s = size;
    // A heater shield: a dark rim, blue, a pale border and a pale cross.
    const auto shield = [&](float k) {
      return std::vector<ImVec2>{ImVec2(c.x - w * k, c.y - h * k),
                                 ImVec2(c.x + w * k, c.y - h * k),
                                 ImVec2(c.x + w * k, c.y + 0.15f * h * k),
                                 ImVec2(c.x + 0.6f * w * k, c.y + 0.7f * h * k),
                                 ImVec2(c.x, c.y + h * k),
                                 ImVec2(c.x - 0.6f * w * k, c.y + 0.7f * h * k),
                                 ImVec2(c.x - w * k, c.y + 0.15f * h * k)};
    };
    const ImU32 mark = palette::withAlpha(kPennantMark, alpha);
    const auto rim = shield(1.18f), face = shield(1.0f), border = shield(0.78f);
    dl->AddConvexPolyFilled(rim.data(), 7, palette::withAlpha(kOutline, alpha));
    dl->AddConvexPolyFilled(face.data(), 7, palette::withAlpha(kPennant, alpha));
    dl->AddPolyline(border.data(), 7, mark, ImDrawFlags_Closed, 0.009f * s);
    dl->AddLine(ImVec2(c.x, c.y - 0.62f * h), ImVec2(c.x, c.y + 0.62f * h), mark, 0.016f * s);
    dl->AddLine(ImVec2(c.x - 0.55f * w, c.y - 0.2f * h), ImVec2(c.x + 0.55f * w, c.y - 0.2f * h),
                mark, 0.016f * s);
  }
}

std::string drawSymbolLabels(ImDrawList* dl, const TileShape& shape, int rot, ImVec2 origin,
                             float size) {
  // A symbol's text (ui_module.h: symbolLabel) is read upright, under the symbol wherever the
  // tile's turn took it.
  std::string drawn;
  for (const std::string& name : shape.symbols) {
    std::string label;
    for (const UiModule* m : uiModules())
      if (label.empty()) label = m->symbolLabel(name);
    if (label.empty()) continue;
    drawn += (drawn.empty() ? "" : " ") + label;
    const ImVec2 u = toBoard(shape.symbolAt, rot);
    const ImVec2 c(origin.x + u.x * size, origin.y + u.y * size);
    ImFont* f = ImGui::GetFont();
    const float fs = 0.12f * size;
    const ImVec2 ts = f->CalcTextSizeA(fs, 1e9f, 0, label.c_str());
    // Under the symbol, or over it when the turn took it to the tile's bottom edge.
    const float below =
        c.y + 0.12f * size + ts.y <= origin.y + size ? 0.12f * size : -0.12f * size - ts.y;
    const ImVec2 p(c.x - ts.x / 2, c.y + below);
    dl->AddRectFilled(ImVec2(p.x - 2, p.y), ImVec2(p.x + ts.x + 2, p.y + ts.y),
                      IM_COL32(250, 245, 230, 230), 3);
    dl->AddText(f, fs, p, kOutline, label.c_str());
  }
  return drawn;
}

void drawMeeple(ImDrawList* dl, ImVec2 at, float h, ImU32 fill, ImU32 outline, bool lying) {
  // Silhouette in a unit box (x -0.5..0.5, y -0.5..0.5), built from convex parts.
  auto P = [&](float x, float y) {
    return lying ? ImVec2(at.x + y * h, at.y - x * h * 0.9f + 0.1f * h)
                 : ImVec2(at.x + x * h, at.y + y * h);
  };
  const ImVec2 body[6] = {P(-0.16f, -0.2f), P(0.16f, -0.2f), P(0.22f, 0.08f),
                          P(0.12f, 0.5f),   P(-0.12f, 0.5f), P(-0.22f, 0.08f)};
  const ImVec2 arms[4] = {P(-0.47f, -0.12f), P(0.47f, -0.12f), P(0.42f, 0.08f), P(-0.42f, 0.08f)};
  const ImVec2 legs[4] = {P(-0.22f, 0.08f), P(0.22f, 0.08f), P(0.38f, 0.5f), P(-0.38f, 0.5f)};
  const ImVec2 head = P(0.0f, -0.3f);
  const float line = std::fmax(1.0f, h * 0.06f);
  // Outline pass, then fill.
  for (int pass = 0; pass < 2; ++pass) {
    const ImU32 c = pass ? fill : outline;
    if (pass == 0) {
      dl->AddPolyline(body, 6, c, ImDrawFlags_Closed, line * 2);
      dl->AddPolyline(arms, 4, c, ImDrawFlags_Closed, line * 2);
      dl->AddPolyline(legs, 4, c, ImDrawFlags_Closed, line * 2);
      dl->AddCircleFilled(head, 0.2f * h + line, c, 16);
    } else {
      dl->AddConvexPolyFilled(body, 6, c);
      dl->AddConvexPolyFilled(arms, 4, c);
      dl->AddConvexPolyFilled(legs, 4, c);
      dl->AddCircleFilled(head, 0.2f * h, c, 16);
    }
  }
}

void drawFigureBadge(ImDrawList* dl, ImVec2 at, float h, ImU32 fill, ImU32 outline,
                     const char* label) {
  const ImVec2 tri[3] = {ImVec2(at.x, at.y - h * 0.55f), ImVec2(at.x + h * 0.4f, at.y + h * 0.45f),
                         ImVec2(at.x - h * 0.4f, at.y + h * 0.45f)};
  dl->AddTriangleFilled(tri[0], tri[1], tri[2], fill);
  dl->AddTriangle(tri[0], tri[1], tri[2], outline, std::fmax(1.0f, h * 0.06f));
  ImFont* f = ImGui::GetFont();
  const float fs = h * 0.5f;
  const ImVec2 ts = f->CalcTextSizeA(fs, 1e9f, 0, label);
  dl->AddText(f, fs, ImVec2(at.x - ts.x / 2, at.y - ts.y / 4), outline, label);
}

void drawNumberBadge(ImDrawList* dl, ImVec2 centre, float radius, int number, bool hot) {
  const std::string label = std::to_string(number);
  ImFont* f = ImGui::GetFont();
  const float fs = radius * 1.3f;
  const ImVec2 ts = f->CalcTextSizeA(fs, 1e9f, 0, label.c_str());
  // Two digits widen the disc into a pill.
  const float half = std::fmax(0.0f, ts.x * 0.5f + radius * 0.3f - radius);
  const ImVec2 a(centre.x - radius - half, centre.y - radius),
      b(centre.x + radius + half, centre.y + radius);
  dl->AddRectFilled(a, b, hot ? IM_COL32(255, 206, 40, 255) : IM_COL32(22, 22, 30, 240), radius);
  dl->AddRect(a, b, hot ? IM_COL32(20, 20, 30, 255) : IM_COL32_WHITE, radius, 0,
              std::fmax(1.5f, radius * 0.15f));
  dl->AddText(f, fs, ImVec2(centre.x - ts.x * 0.5f, centre.y - ts.y * 0.5f),
              hot ? IM_COL32(20, 20, 30, 255) : IM_COL32_WHITE, label.c_str());
}

void TileMeshCache::bake(const TileGeometry& geo, int type, int rot) {
  // The picture in printed orientation, turned; then the pennants and labels, upright.
  ImDrawList scratch(ImGui::GetDrawListSharedData());
  scratch._ResetForNewFrame();
  scratch.Flags = ImDrawListFlags_AntiAliasedLines | ImDrawListFlags_AntiAliasedFill;
  scratch.PushClipRect(ImVec2(-8192, -8192), ImVec2(8192, 8192));
  scratch.PushTextureID(ImGui::GetIO().Fonts->TexID);
  if (painter_)
    painter_(&scratch, geo.shape(type), ImVec2(0, 0), kBakeSize);
  else
    paintTile(&scratch, geo.shape(type), ImVec2(0, 0), kBakeSize);
  for (ImDrawVert* v = scratch.VtxBuffer.Data; v != scratch.VtxBuffer.Data + scratch.VtxBuffer.Size;
       ++v)
    v->pos = ImVec2(toBoard(ImVec2(v->pos.x / kBakeSize, v->pos.y / kBakeSize), rot).x * kBakeSize,
                    toBoard(ImVec2(v->pos.x / kBakeSize, v->pos.y / kBakeSize), rot).y * kBakeSize);
  drawPennants(&scratch, geo.shape(type), rot, ImVec2(0, 0), kBakeSize);
  const std::string label =
      drawSymbolLabels(&scratch, geo.shape(type), rot, ImVec2(0, 0), kBakeSize);
  Mesh& m = meshes_[static_cast<size_t>(type * 4 + rot)];
  m.label = label;
  m.vtx.assign(scratch.VtxBuffer.Data, scratch.VtxBuffer.Data + scratch.VtxBuffer.Size);
  m.idx.assign(scratch.IdxBuffer.Data, scratch.IdxBuffer.Data + scratch.IdxBuffer.Size);
  for (ImDrawVert& v : m.vtx) v.pos = ImVec2(v.pos.x / kBakeSize, v.pos.y / kBakeSize);
  m.baked = true;
}

const std::string* TileMeshCache::bakedLabel(int type, int rot) const {
  const size_t i = static_cast<size_t>(type * 4 + (rot & 3));
  return type >= 0 && i < meshes_.size() && meshes_[i].baked ? &meshes_[i].label : nullptr;
}

const TileMeshCache::Mesh& TileMeshCache::mesh(const TileGeometry& geo, int type, int rot) {
  if (meshes_.size() != static_cast<size_t>(geo.count()) * 4)
    meshes_.assign(static_cast<size_t>(geo.count()) * 4, Mesh());
  Mesh& m = meshes_[static_cast<size_t>(type * 4 + (rot & 3))];
  if (!m.baked) bake(geo, type, rot & 3);
  return m;
}

void TileMeshCache::draw(ImDrawList* dl, const TileGeometry& geo, int type, int rot, ImVec2 topLeft,
                         float size, float alpha) {
  if (type < 0 || type >= geo.count()) return;
  const Mesh& m = mesh(geo, type, rot);
  const int nv = static_cast<int>(m.vtx.size()), ni = static_cast<int>(m.idx.size());
  dl->PrimReserve(ni, nv);
  const auto base = static_cast<ImDrawIdx>(dl->_VtxCurrentIdx);
  ImDrawVert* out = dl->_VtxWritePtr;
  const unsigned a = static_cast<unsigned>(alpha * 255.0f + 0.5f);
  for (int i = 0; i < nv; ++i) {
    const ImDrawVert& v = m.vtx[static_cast<size_t>(i)];
    out[i].pos = ImVec2(topLeft.x + v.pos.x * size, topLeft.y + v.pos.y * size);
    out[i].uv = v.uv;
    if (a >= 255) {
      out[i].col = v.col;
    } else {
      const unsigned va = (v.col >> IM_COL32_A_SHIFT) & 0xFF;
      out[i].col = (v.col & ~IM_COL32_A_MASK) | (((va * a) / 255) << IM_COL32_A_SHIFT);
    }
  }
  dl->_VtxWritePtr += nv;
  dl->_VtxCurrentIdx += static_cast<unsigned>(nv);
  ImDrawIdx* idx = dl->_IdxWritePtr;
  for (int i = 0; i < ni; ++i)
    idx[i] = static_cast<ImDrawIdx>(base + m.idx[static_cast<size_t>(i)]);
  dl->_IdxWritePtr += ni;
}

void TileMeshCache::append(std::vector<ImDrawVert>& vtx, std::vector<unsigned>& idx,
                           const TileGeometry& geo, int type, int rot, ImVec2 topLeft, float size) {
  if (type < 0 || type >= geo.count()) return;
  const Mesh& m = mesh(geo, type, rot);
  const auto base = static_cast<unsigned>(vtx.size());
  for (const ImDrawVert& v : m.vtx) {
    ImDrawVert o = v;
    o.pos = ImVec2(topLeft.x + v.pos.x * size, topLeft.y + v.pos.y * size);
    vtx.push_back(o);
  }
  for (ImDrawIdx i : m.idx) idx.push_back(base + static_cast<unsigned>(i));
}

}  // namespace carc::app
