// Tile shapes from the tile data (see tile_geometry.h). Cities are drawn as caps, corners,
// bands or "all but one edge" shapes by the edges they cover; roads run from each edge they
// touch to the next edge or to the centre. Meeple spots come from a coarse raster of the tile:
// every pixel is labelled with the segment drawn there (fields by a flood from their border
// slots), and a figure stands on the pixel of its segment that is clear of the others and
// nearest to a natural spot.
#include "app/tile_geometry.h"

#include <algorithm>
#include <cmath>
#include <deque>

#include "engine/core/geometry.h"

namespace carc::app {
namespace {

constexpr int kRaster = 24;  // raster resolution for meeple spots
constexpr float kRoadHalfWidth = 0.065f;
constexpr float kCapDepth = 0.56f;  // control-point depth of a city's inner curve (curve: half)

ImVec2 lerp(ImVec2 a, ImVec2 b, float t) {
  return ImVec2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
}
ImVec2 add(ImVec2 a, ImVec2 b) {
  return ImVec2(a.x + b.x, a.y + b.y);
}
ImVec2 mul(ImVec2 a, float k) {
  return ImVec2(a.x * k, a.y * k);
}

float dist(ImVec2 a, ImVec2 b) {
  return std::sqrt((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y));
}

// Corners of an edge in clockwise order (N: west to east, E: north to south, ...).
ImVec2 edgeStart(int e) {
  constexpr float xs[4] = {0, 1, 1, 0}, ys[4] = {0, 0, 1, 1};
  return ImVec2(xs[e & 3], ys[e & 3]);
}
ImVec2 edgeEnd(int e) {
  return edgeStart(e + 1);
}
ImVec2 edgeMid(int e) {
  return lerp(edgeStart(e), edgeEnd(e), 0.5f);
}
ImVec2 inward(int e) {
  constexpr float xs[4] = {0, -1, 0, 1}, ys[4] = {1, 0, -1, 0};
  return ImVec2(xs[e & 3], ys[e & 3]);
}
ImVec2 slotPoint(int slot) {
  if (slot == kCentre) return ImVec2(0.5f, 0.5f);
  const int e = slotEdge(slot);
  return lerp(edgeStart(e), edgeEnd(e), 0.25f * static_cast<float>(slot % 3 + 1));
}

// Quadratic curve a -> b with control c, `n` steps, appended without its first point if `skip`.
void quad(Polyline& out, ImVec2 a, ImVec2 c, ImVec2 b, int n, bool skipFirst) {
  for (int i = skipFirst ? 1 : 0; i <= n; ++i) {
    const float t = static_cast<float>(i) / static_cast<float>(n);
    out.push_back(lerp(lerp(a, c, t), lerp(c, b, t), t));
  }
}

int edgeCount(uint16_t edges) {
  int n = 0;
  for (int e = 0; e < 4; ++e) n += (edges >> e) & 1;
  return n;
}

void buildCity(SegmentShape& s) {
  const int n = edgeCount(s.edges);
  auto has = [&](int e) { return (s.edges >> (e & 3)) & 1; };
  constexpr int kSteps = 12;
  if (n >= 4) {
    s.area = {ImVec2(0, 0), ImVec2(1, 0), ImVec2(1, 1), ImVec2(0, 1)};
    s.hub = ImVec2(0.5f, 0.5f);
    s.anchor = s.hub;
  } else if (n == 1) {
    int e = 0;
    while (!has(e)) ++e;
    Polyline wall;
    quad(wall, edgeEnd(e), add(edgeMid(e), mul(inward(e), kCapDepth)), edgeStart(e), kSteps, false);
    s.area = wall;
    s.walls.push_back(wall);
    s.hub = add(edgeMid(e), mul(inward(e), 0.04f));
    s.anchor = add(edgeMid(e), mul(inward(e), 0.14f));
  } else if (n == 3) {
    int m = 0;
    while (has(m)) ++m;  // the open edge
    s.area = {edgeStart(m + 1), edgeEnd(m + 1), edgeEnd(m + 2)};
    Polyline wall;
    quad(wall, edgeStart(m), add(edgeMid(m), mul(inward(m), kCapDepth)), edgeEnd(m), kSteps, false);
    s.area.insert(s.area.end(), wall.begin(), wall.end());
    s.walls.push_back(wall);
    s.hub = ImVec2(0.5f, 0.5f);
    s.anchor = add(ImVec2(0.5f, 0.5f), mul(inward(m), 0.08f));
  } else if (has(0) == has(2)) {  // two opposite edges: a band through the middle
    const int e = has(0) ? 0 : 1;
    s.area = {edgeStart(e)};
    for (int side : {e + 1, e + 3}) {
      Polyline wall;
      quad(wall, edgeStart(side), add(edgeMid(side), mul(inward(side), 0.6f)), edgeEnd(side),
           kSteps, false);
      s.area.insert(s.area.end(), wall.begin(), wall.end());
      s.walls.push_back(wall);
    }
    // area so far: start(e), curve along e+1 (start..end), curve along e+3: close via the
    // corners in between (end(e) = start(e+1) and end(e+2) = start(e+3) are curve ends).
    s.hub = ImVec2(0.5f, 0.5f);
    s.anchor = s.hub;
  } else {  // two adjacent edges: a corner
    int e1 = 0;
    while (!(has(e1) && has(e1 + 1))) ++e1;
    const ImVec2 k = edgeEnd(e1), a = edgeStart(e1), b = edgeEnd(e1 + 1);
    const ImVec2 opp(1.0f - k.x, 1.0f - k.y);
    s.area = {a, k};
    Polyline wall;
    quad(wall, b, lerp(k, opp, 0.35f), a, kSteps, false);
    s.area.insert(s.area.end(), wall.begin(), wall.end());
    s.walls.push_back(wall);
    s.hub = lerp(k, opp, 0.08f);
    s.anchor = lerp(k, opp, 0.26f);
  }
}

void buildRoad(SegmentShape& s) {
  const int n = edgeCount(s.edges);
  const ImVec2 c(0.5f, 0.5f);
  std::vector<int> es;
  for (int e = 0; e < 4; ++e)
    if ((s.edges >> e) & 1) es.push_back(e);
  if (n == 2 && (es[1] - es[0]) == 2) {
    s.paths.push_back({edgeMid(es[0]), edgeMid(es[1])});
    s.anchor = lerp(edgeMid(es[0]), c, 0.75f);
  } else if (n == 2) {
    Polyline p;
    quad(p, edgeMid(es[0]), c, edgeMid(es[1]), 10, false);
    s.paths.push_back(p);
    s.anchor = p[5];
  } else {
    for (int e : es) s.paths.push_back({edgeMid(e), c});
    s.anchor = n == 1 ? lerp(edgeMid(es[0]), c, 0.5f) : c;
  }
}

}  // namespace

bool insidePolygon(const Polyline& poly, ImVec2 p) {
  bool in = false;
  for (size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++) {
    const ImVec2 a = poly[i], b = poly[j];
    if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x) in = !in;
  }
  return in;
}

float distToPolyline(const Polyline& l, ImVec2 p) {
  float best = 1e9f;
  for (size_t i = 0; i + 1 < l.size(); ++i) {
    const ImVec2 a = l[i], b = l[i + 1];
    const ImVec2 ab(b.x - a.x, b.y - a.y);
    const float len2 = ab.x * ab.x + ab.y * ab.y;
    float t = len2 > 0 ? ((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / len2 : 0.0f;
    t = t < 0 ? 0 : (t > 1 ? 1 : t);
    best = std::fmin(best, dist(p, lerp(a, b, t)));
  }
  return best;
}

namespace {

ShapeKind shapeOf(const SymbolRules& rules, FeatureKind kind) {
  for (const auto& ks : rules.shapes)
    if (ks.first == kind) return ks.second;
  switch (kind) {
    case FeatureKind::Road:
      return ShapeKind::Line;
    case FeatureKind::City:
      return ShapeKind::Area;
    case FeatureKind::Field:
      return ShapeKind::Rest;
    default:
      return ShapeKind::Centre;
  }
}

// Each segment's outline, road or anchor from its slots (cities and roads by their edges, a field
// at the middle of its border slots, a centre feature in the middle).
void segmentShapes(const TileType& t, const SymbolRules& rules, TileShape& shape) {
  shape.seg.resize(static_cast<size_t>(t.segCount));
  for (int i = 0; i < t.segCount; ++i) {
    const Segment& g = t.seg[i];
    SegmentShape& s = shape.seg[static_cast<size_t>(i)];
    s.kind = g.kind;
    s.shape = shapeOf(rules, g.kind);
    s.pennants = g.pennants;
    for (int e = 0; e < 4; ++e)
      if ((g.slots >> middleSlot(e)) & 1) s.edges = static_cast<uint16_t>(s.edges | (1 << e));
    s.centre = (g.slots >> kCentre) & 1;
    if (s.shape == ShapeKind::Area && s.edges) {
      buildCity(s);
    } else if (s.shape == ShapeKind::Line && s.edges) {
      buildRoad(s);
    } else if (s.shape == ShapeKind::Rest) {
      ImVec2 sum(0, 0);
      int k = 0;
      for (int slot = 0; slot < kSlots; ++slot)
        if ((g.slots >> slot) & 1) {
          sum = add(sum, slotPoint(slot));
          ++k;
        }
      s.anchor = k ? mul(sum, 1.0f / static_cast<float>(k)) : ImVec2(0.5f, 0.5f);
    } else {
      s.shape = ShapeKind::Centre;
      s.centre = true;  // cloister or an expansion's centre building
      s.anchor = ImVec2(0.5f, 0.5f);
    }
  }
}

float pix(int i) {
  return (static_cast<float>(i) + 0.5f) / kRaster;
}

// Which segment shows at each pixel of a kRaster square, and how far each pixel is from another
// segment's or the tile's border.
struct Raster {
  std::vector<int> label = std::vector<int>(kRaster * kRaster, -1);
  std::vector<float> clearance = std::vector<float>(kRaster * kRaster);
  // The pixel of segment `seg` nearest `want` with the most room (up to `cap`), at least
  // `minFromOthers` from the points to avoid.
  ImVec2 best(int seg, ImVec2 want, float cap, float minFromOthers,
              const std::vector<ImVec2>& avoid) const {
    float top = -1e9f;
    ImVec2 at = want;
    for (int y = 0; y < kRaster; ++y)
      for (int x = 0; x < kRaster; ++x) {
        if (label[y * kRaster + x] != seg) continue;
        const ImVec2 p(pix(x), pix(y));
        float score = std::fmin(clearance[y * kRaster + x], cap) * 10.0f - dist(p, want);
        for (const ImVec2& a : avoid)
          if (dist(p, a) < minFromOthers) score -= 5.0f;
        if (score > top) {
          top = score;
          at = p;
        }
      }
    return at;
  }
};

// Roads, then cities, then centre features over them.
void labelPixels(const TileShape& shape, Raster& r) {
  for (int y = 0; y < kRaster; ++y)
    for (int x = 0; x < kRaster; ++x) {
      const ImVec2 p(pix(x), pix(y));
      int& l = r.label[y * kRaster + x];
      for (size_t i = 0; i < shape.seg.size(); ++i) {
        const SegmentShape& s = shape.seg[i];
        if (s.shape == ShapeKind::Line)
          for (const Polyline& path : s.paths)
            if (distToPolyline(path, p) < kRoadHalfWidth + 0.01f) l = static_cast<int>(i);
      }
      for (size_t i = 0; i < shape.seg.size(); ++i) {
        const SegmentShape& s = shape.seg[i];
        if (s.shape == ShapeKind::Area && insidePolygon(s.area, p)) l = static_cast<int>(i);
      }
      for (size_t i = 0; i < shape.seg.size(); ++i)
        if (shape.seg[i].centre && std::fabs(p.x - 0.5f) < 0.17f && std::fabs(p.y - 0.5f) < 0.17f)
          l = static_cast<int>(i);
    }
}

// Fields: flood from the border slots they own, all at once.
void floodFields(const TileType& t, const TileShape& shape, Raster& r) {
  std::vector<int>& label = r.label;
  std::deque<int> queue;
  for (size_t i = 0; i < shape.seg.size(); ++i) {
    if (shape.seg[i].shape != ShapeKind::Rest) continue;
    for (int slot = 0; slot < kSlots; ++slot) {
      if (!((t.seg[i].slots >> slot) & 1)) continue;
      const ImVec2 p = add(slotPoint(slot), mul(inward(slotEdge(slot)), 0.02f));
      const int px = std::min(kRaster - 1, static_cast<int>(p.x * kRaster));
      const int py = std::min(kRaster - 1, static_cast<int>(p.y * kRaster));
      if (label[py * kRaster + px] < 0) {
        label[py * kRaster + px] = static_cast<int>(i);
        queue.push_back(py * kRaster + px);
      }
    }
  }
  while (!queue.empty()) {
    const int at = queue.front();
    queue.pop_front();
    const int x = at % kRaster, y = at / kRaster;
    const int nx[4] = {x + 1, x - 1, x, x}, ny[4] = {y, y, y + 1, y - 1};
    for (int d = 0; d < 4; ++d) {
      if (nx[d] < 0 || ny[d] < 0 || nx[d] >= kRaster || ny[d] >= kRaster) continue;
      int& l = label[ny[d] * kRaster + nx[d]];
      if (l >= 0) continue;
      l = label[at];
      queue.push_back(ny[d] * kRaster + nx[d]);
    }
  }
}

// Clearance of each pixel: distance to another segment's pixel or to the tile border.
void measureClearance(Raster& r) {
  const std::vector<int>& label = r.label;
  std::vector<int> boundary;
  for (int y = 0; y < kRaster; ++y)
    for (int x = 0; x < kRaster; ++x) {
      const int l = label[y * kRaster + x];
      bool edge = false;
      if (x + 1 < kRaster && label[y * kRaster + x + 1] != l) edge = true;
      if (x > 0 && label[y * kRaster + x - 1] != l) edge = true;
      if (y + 1 < kRaster && label[(y + 1) * kRaster + x] != l) edge = true;
      if (y > 0 && label[(y - 1) * kRaster + x] != l) edge = true;
      if (edge) boundary.push_back(y * kRaster + x);
    }
  for (int y = 0; y < kRaster; ++y)
    for (int x = 0; x < kRaster; ++x) {
      const ImVec2 p(pix(x), pix(y));
      float c = std::fmin(std::fmin(p.x, 1 - p.x), std::fmin(p.y, 1 - p.y));
      const int l = label[y * kRaster + x];
      for (int b : boundary)
        if (label[b] != l)
          c = std::fmin(c, dist(p, ImVec2(pix(b % kRaster), pix(b / kRaster))) - 0.5f / kRaster);
      r.clearance[y * kRaster + x] = c;
    }
}

// Where figures and pennants stand: the most room near where they belong. Returns the spots.
std::vector<ImVec2> placeAnchors(TileShape& shape, const Raster& raster) {
  std::vector<ImVec2> anchors;
  for (size_t i = 0; i < shape.seg.size(); ++i) {
    SegmentShape& s = shape.seg[i];
    if (!s.centre) {
      const float cap = s.shape == ShapeKind::Line ? 0.0f : 0.13f;
      s.anchor = raster.best(static_cast<int>(i), s.anchor, cap, 0.0f, {});
    }
    anchors.push_back(s.anchor);
  }
  for (size_t i = 0; i < shape.seg.size(); ++i) {
    SegmentShape& s = shape.seg[i];
    if (s.shape != ShapeKind::Area || !s.pennants) continue;
    s.pennantAt = raster.best(static_cast<int>(i), add(s.anchor, ImVec2(-0.16f, -0.14f)), 0.08f,
                              0.17f, anchors);
    anchors.push_back(s.pennantAt);
  }
  return anchors;
}

// Expansion symbols: tile flags and attributes that are pictures (not rules switches).
void collectSymbols(const TileSet& tiles, const TileType& t, const SymbolRules& rules,
                    TileShape& shape) {
  auto visible = [&rules](const std::string& k) {
    return k != "start" && k != "replaces-start" && k != "oriented" &&
           std::find(rules.hidden.begin(), rules.hidden.end(), k) == rules.hidden.end();
  };
  for (size_t b = 0; b < tiles.flagNames.size(); ++b)
    if (((t.flags >> b) & 1) && visible(tiles.flagNames[b]))
      shape.symbols.push_back(tiles.flagNames[b]);
  for (const auto& kv : t.attrs) {
    if (!visible(kv.first)) continue;
    std::string value = kv.second;
    for (const auto& from : rules.valueFrom)
      if (kv.first == from.first)
        for (const auto& other : t.attrs)
          if (other.first == from.second) value = other.second;
    shape.symbols.push_back(value.empty() ? kv.first : kv.first + "=" + value);
  }
  for (size_t i = 0; i < shape.seg.size(); ++i)
    for (size_t b = 0; b < tiles.flagNames.size(); ++b)
      if ((t.seg[i].flags >> b) & 1) {
        shape.seg[i].marks.push_back(tiles.flagNames[b]);  // drawn on its segment by a painter
        if (visible(tiles.flagNames[b])) shape.symbols.push_back(tiles.flagNames[b]);
      }
  std::sort(shape.symbols.begin(), shape.symbols.end());
  shape.symbols.erase(std::unique(shape.symbols.begin(), shape.symbols.end()), shape.symbols.end());
}

// Where a tile's symbol goes: a building where the roads meet, else the room of a field.
void placeSymbol(const SymbolRules& rules, const Raster& raster, const std::vector<ImVec2>& anchors,
                 TileShape& shape) {
  bool centred = false;  // buildings that stand where the roads meet
  for (const std::string& sym : shape.symbols)
    centred |= std::find(rules.centred.begin(), rules.centred.end(), sym) != rules.centred.end();
  if (centred) {
    shape.junction = false;
    shape.symbolAt = ImVec2(0.5f, 0.5f);
    for (size_t i = 0; i < shape.seg.size(); ++i) {
      SegmentShape& g = shape.seg[i];
      if (dist(g.anchor, shape.symbolAt) < 0.2f && g.shape == ShapeKind::Area)
        g.anchor = ImVec2(0.3f, 0.3f);
      if (g.shape == ShapeKind::Area && g.pennants) g.pennantAt = ImVec2(0.72f, 0.28f);
    }
  } else if (!shape.symbols.empty()) {
    int fieldSeg = -1;
    for (size_t i = 0; i < shape.seg.size() && fieldSeg < 0; ++i)
      if (shape.seg[i].shape == ShapeKind::Rest) fieldSeg = static_cast<int>(i);
    // Clear of the figures' spots and of the building where roads meet.
    std::vector<ImVec2> avoid = anchors;
    if (shape.junction) avoid.push_back(ImVec2(0.5f, 0.5f));
    shape.symbolAt = fieldSeg >= 0 ? raster.best(fieldSeg, ImVec2(0.82f, 0.82f), 0.1f, 0.2f, avoid)
                                   : ImVec2(0.78f, 0.78f);
  }
}

}  // namespace

TileGeometry::TileGeometry(const TileSet& tiles, const SymbolRules& rules) {
  for (const TileType& t : tiles.types) {
    TileShape shape;
    segmentShapes(t, rules, shape);
    Raster raster;
    labelPixels(shape, raster);
    floodFields(t, shape, raster);
    measureClearance(raster);
    const std::vector<ImVec2> anchors = placeAnchors(shape, raster);
    // Roads ending in the open middle meet at a junction.
    bool centreCovered = false;
    for (const SegmentShape& s : shape.seg)
      centreCovered |=
          s.centre || (s.shape == ShapeKind::Area && insidePolygon(s.area, ImVec2(0.5f, 0.5f)));
    int singles = 0;
    for (const SegmentShape& s : shape.seg)
      if (s.shape == ShapeKind::Line && edgeCount(s.edges) == 1) ++singles;
    shape.junction = singles > 0 && !centreCovered;
    collectSymbols(tiles, t, rules, shape);
    placeSymbol(rules, raster, anchors, shape);
    shapes_.push_back(std::move(shape));
  }
}

}  // namespace carc::app
