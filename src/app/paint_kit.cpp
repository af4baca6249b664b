#include "app/paint_kit.h"

#include <cmath>

#include "app/palette.h"

namespace carc::app::kit {

using namespace palette;

std::vector<ImVec2> mapped(const Xf& xf, const Polyline& l) {
  std::vector<ImVec2> out;
  out.reserve(l.size());
  for (const ImVec2& p : l) out.push_back(xf(p));
  return out;
}

Scatter::Scatter(const TileShape& shape, uint32_t salt) : state(2166136261u ^ salt) {
  for (const SegmentShape& g : shape.seg)
    mix(static_cast<uint32_t>(g.kind) * 131u + g.edges * 7u + static_cast<uint32_t>(g.centre));
  mix(static_cast<uint32_t>(shape.seg.size()));
}

float Scatter::next() {
  state ^= state << 13;
  state ^= state >> 17;
  state ^= state << 5;
  return static_cast<float>(state >> 8) / 16777216.0f;
}

float len(ImVec2 v) {
  return std::sqrt(v.x * v.x + v.y * v.y);
}

void quad(ImDrawList* dl, const Xf& xf, ImVec2 c, ImVec2 along, float hw, float hh, ImU32 col) {
  const ImVec2 u(along.x * hw, along.y * hw), v(-along.y * hh, along.x * hh);
  const ImVec2 q[4] = {
      xf(ImVec2(c.x - u.x - v.x, c.y - u.y - v.y)), xf(ImVec2(c.x + u.x - v.x, c.y + u.y - v.y)),
      xf(ImVec2(c.x + u.x + v.x, c.y + u.y + v.y)), xf(ImVec2(c.x - u.x + v.x, c.y - u.y + v.y))};
  dl->AddConvexPolyFilled(q, 4, col);
}

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

void paintLines(ImDrawList* dl, const Xf& xf, const TileShape& shape) {
  const float s = xf.s;
  const float widths[3] = {0.2f, 0.14f, 0.112f};
  const ImU32 cols[3] = {kVerge, kRoadEdge, kRoad};
  for (int pass = 0; pass < 3; ++pass) {
    if (pass == 1 && shape.junction)
      dl->AddCircleFilled(xf(ImVec2(0.5f, 0.5f)), 0.125f * s, kVerge, 20);
    for (const SegmentShape& g : shape.seg) {
      if (g.shape != ShapeKind::Line) continue;
      for (const Polyline& p : g.paths) {
        const auto pts = mapped(xf, p);
        dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), cols[pass], 0, widths[pass] * s);
      }
    }
  }
}

void paintWallShadow(ImDrawList* dl, const Xf& xf, const SegmentShape& g) {
  for (const Polyline& w : g.walls) {
    const auto pts = mapped(xf, w);
    dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), kDitch, 0, 0.11f * xf.s);
  }
}

void paintWall(ImDrawList* dl, const Xf& xf, const SegmentShape& g) {
  const float s = xf.s;
  for (const Polyline& w : g.walls) {
    const auto pts = mapped(xf, w);
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

void paintHouse(ImDrawList* dl, const Xf& xf, ImVec2 c, bool across, float w, float h,
                const Roof& roof) {
  const float s = xf.s;
  const ImVec2 along = across ? ImVec2(0, 1) : ImVec2(1, 0);
  const ImVec2 side(-along.y, along.x);
  quad(dl, xf, c, along, w / 2 + 0.008f, h / 2 + 0.008f, roof.outline);
  quad(dl, xf, ImVec2(c.x - side.x * h / 4, c.y - side.y * h / 4), along, w / 2, h / 4, roof.lit);
  quad(dl, xf, ImVec2(c.x + side.x * h / 4, c.y + side.y * h / 4), along, w / 2, h / 4, roof.shade);
  dl->AddLine(xf(ImVec2(c.x - along.x * w / 2, c.y - along.y * w / 2)),
              xf(ImVec2(c.x + along.x * w / 2, c.y + along.y * w / 2)), roof.outline, 0.007f * s);
}

std::vector<ImVec2> freeSpots(const TileShape& shape, const SegmentShape& g, uint32_t salt,
                              float fromWall, float apart, size_t most) {
  Scatter r(shape, salt);
  std::vector<ImVec2> spots;
  for (int i = 0; i < 7 * 7 && spots.size() < most; ++i) {
    const int k = (i * 19 + static_cast<int>(salt) * 5) % 49;  // a fixed shuffle of the grid
    const ImVec2 c(0.14f + 0.12f * static_cast<float>(k % 7) + r.in(-0.02f, 0.02f),
                   0.14f + 0.12f * static_cast<float>(k / 7) + r.in(-0.02f, 0.02f));
    if (!insidePolygon(g.area, c) || len(sub(c, g.anchor)) < 0.13f) continue;
    if (g.pennants && len(sub(c, g.pennantAt)) < 0.12f) continue;
    if (!shape.symbols.empty() && len(sub(c, shape.symbolAt)) < 0.13f) continue;
    bool clear = true;
    for (const Polyline& w : g.walls) clear = clear && distToPolyline(w, c) > fromWall;
    for (const ImVec2& o : spots) clear = clear && len(sub(c, o)) > apart;
    if (clear) spots.push_back(c);
  }
  return spots;
}

void paintHouses(ImDrawList* dl, const Xf& xf, const TileShape& shape, const SegmentShape& g,
                 uint32_t salt, const Roof& roof, float scale) {
  Scatter r(shape, salt + 977u);
  for (const ImVec2& c : freeSpots(shape, g, salt, 0.1f * scale, 0.16f * scale, 6))
    paintHouse(dl, xf, c, r.next() < 0.5f, r.in(0.13f, 0.15f) * scale, r.in(0.085f, 0.1f) * scale,
               roof);
}

void paintPlaque(ImDrawList* dl, ImVec2 c, float r, ImU32 face) {
  dl->AddCircleFilled(c, r, kOutline, 20);
  dl->AddCircleFilled(c, r * 0.86f, face, 20);
}

void paintOutlined(ImDrawList* dl, const ImVec2* pts, int n, ImU32 fill, float w) {
  dl->AddPolyline(pts, n, kOutline, ImDrawFlags_Closed, w);
  dl->AddConvexPolyFilled(pts, n, fill);
}

void paintRays(ImDrawList* dl, ImVec2 c, const Ray* rays, int n, float w) {
  const auto at = [&](float a, float r) {
    return ImVec2(c.x + std::cos(a) * r, c.y + std::sin(a) * r);
  };
  for (int pass = 0; pass < 2; ++pass)
    for (int i = 0; i < n; ++i) {
      const Ray& y = rays[i];
      const ImVec2 tip = at(y.a, y.r), l = at(y.a - y.spread, y.inner),
                   r = at(y.a + y.spread, y.inner);
      if (pass == 0) {
        const ImVec2 kite[4] = {c, l, tip, r};
        dl->AddPolyline(kite, 4, kOutline, ImDrawFlags_Closed, w);
      } else {
        dl->AddTriangleFilled(c, l, tip, y.lit);
        dl->AddTriangleFilled(c, tip, r, y.shade);
      }
    }
}

ImU32 tint(ImU32 c, float t) {
  const float to = t > 0 ? 255.0f : 0.0f, k = std::fabs(t);
  const auto ch = [&](int shift) {
    const float v = static_cast<float>((c >> shift) & 0xFF);
    return static_cast<ImU32>(v + (to - v) * k + 0.5f) << shift;
  };
  return ch(IM_COL32_R_SHIFT) | ch(IM_COL32_G_SHIFT) | ch(IM_COL32_B_SHIFT) | (c & IM_COL32_A_MASK);
}

}  // namespace carc::app::kit
