#pragma once
// The building blocks of the tile pictures (tile_painter.cpp, the modes' painters, the
// expansions' symbols), so every tile is drawn in one look: grass with soft patches, lines with
// verges, outlined walls with merlons, houses with gabled roofs lit from the north-west, emblems
// on outlined plaques. All in a tile's unit square (x east, y south) mapped by an Xf.
#include <imgui.h>

#include <cstdint>
#include <vector>

#include "app/tile_geometry.h"

namespace carc::app::kit {

// The unit square of a tile whose top-left corner is `o`, side `s` pixels.
struct Xf {
  ImVec2 o;
  float s;
  ImVec2 operator()(ImVec2 p) const { return ImVec2(o.x + p.x * s, o.y + p.y * s); }
};

std::vector<ImVec2> mapped(const Xf& xf, const Polyline& l);

// Deterministic scatter: a seed from the tile's shape (its segments' kinds and edges), so a tile
// type always bakes the same picture and tiles of different types differ.
struct Scatter {
  uint32_t state;
  Scatter(const TileShape& shape, uint32_t salt);
  void mix(uint32_t v) { state = (state ^ v) * 16777619u; }
  float next();  // uniform in [0, 1)
  float in(float lo, float hi) { return lo + (hi - lo) * next(); }
};

inline ImVec2 sub(ImVec2 a, ImVec2 b) {
  return ImVec2(a.x - b.x, a.y - b.y);
}
float len(ImVec2 v);

// A quad centred on `c` (unit square), `along` its long axis (unit vector), half sizes hw x hh.
void quad(ImDrawList* dl, const Xf& xf, ImVec2 c, ImVec2 along, float hw, float hh, ImU32 col);

// Grass over the whole tile: a few soft lighter and darker patches and tufts of strokes, inside
// the tile (neighbours meet on plain field), faint enough for figures to stay readable.
void paintField(ImDrawList* dl, const Xf& xf, const TileShape& shape);

// The tile's lines (roads, paths: ShapeKind::Line): a band of darker grass (the verge), a brown
// edge each side, pale packed earth; where lines end in the middle, a verge round the meeting.
void paintLines(ImDrawList* dl, const Xf& xf, const TileShape& shape);

// An area's walls (its inner boundaries): the shadow on the outer side (drawn before the area,
// which covers its other half), then stone with merlons standing on the outer side.
void paintWallShadow(ImDrawList* dl, const Xf& xf, const SegmentShape& g);
void paintWall(ImDrawList* dl, const Xf& xf, const SegmentShape& g);

// A roof's two slopes (lit facing north-west, shaded) and its outline.
struct Roof {
  ImU32 lit, shade, outline;
};
// A house from above: a gabled roof, its ridge `across` (north-south) or east-west.
void paintHouse(ImDrawList* dl, const Xf& xf, ImVec2 c, bool across, float w, float h,
                const Roof& roof);
// Spots inside area `g` on a jittered grid, clear of its walls by `fromWall`, of where a
// figure, a pennant or a symbol goes and `apart` from each other; at most `most`.
std::vector<ImVec2> freeSpots(const TileShape& shape, const SegmentShape& g, uint32_t salt,
                              float fromWall, float apart, size_t most);
// Houses on area `g`'s free spots, `scale` times the size of a city's.
void paintHouses(ImDrawList* dl, const Xf& xf, const TileShape& shape, const SegmentShape& g,
                 uint32_t salt, const Roof& roof, float scale = 1.0f);

// A round plaque for a symbol at `c` (pixels), radius r: a dark rim and a pale face.
void paintPlaque(ImDrawList* dl, ImVec2 c, float r, ImU32 face);
// A polygon (convex, pixels) with the outline colour round it, `w` pixels wide.
void paintOutlined(ImDrawList* dl, const ImVec2* pts, int n, ImU32 fill, float w);

// A ray of a star or of a compass card from `c` (pixels): its tip `r` out at angle `a` (radians, 0
// east, clockwise), its sides `inner` out at a -/+ `spread`; the half on the left of the way out
// lit, the other shaded, like a roof's slopes.
struct Ray {
  float a, r, inner, spread;
  ImU32 lit, shade;
};
// Rays drawn outlined `w` pixels wide (the outlines first, so they never cover a neighbour).
void paintRays(ImDrawList* dl, ImVec2 c, const Ray* rays, int n, float w);
// A colour `t` of the way to white (t > 0) or to black (t < 0).
ImU32 tint(ImU32 c, float t);

}  // namespace carc::app::kit
