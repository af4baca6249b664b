#pragma once
// Pictures of tiles computed from the engine's tile data, never drawn by hand: for every tile type
// the shapes of its cities (polygons with walls), roads (centre lines), centre features
// (cloister, expansion buildings), where a meeple stands on each segment and where pennants and
// expansion symbols go. Everything is in the tile's printed orientation in the unit square
// (x east, y south); toBoard() turns a point by the tile's rotation.
#include <imgui.h>

#include <string>
#include <utility>
#include <vector>

#include "engine/core/tile.h"

namespace carc::app {

using Polyline = std::vector<ImVec2>;
// Whether p lies inside the closed outline `poly` (even-odd), and its distance to the open line
// `l` (unit-square coordinates): the raster of segments and the painter's placements use both.
bool insidePolygon(const Polyline& poly, ImVec2 p);
float distToPolyline(const Polyline& l, ImVec2 p);

// How a segment is drawn: a line from the middles of its edges (a road), an area over the edges
// it covers (a city), the room left between the others (a field), or a building in the middle
// (a cloister). A mode's kinds are drawn as one of these (SymbolRules::shapes).
enum class ShapeKind : uint8_t { Line, Area, Rest, Centre };

struct SegmentShape {
  FeatureKind kind = FeatureKind::None;
  ShapeKind shape = ShapeKind::Centre;
  int pennants = 0;
  uint16_t edges = 0;           // bit e: covers the middle of edge e (cities, roads)
  Polyline area;                // cities: closed outline
  ImVec2 hub{0.5f, 0.5f};       // a point that sees the whole outline (triangle-fan centre)
  std::vector<Polyline> walls;  // cities: inner boundaries
  std::vector<Polyline> paths;  // roads: centre lines
  bool centre = false;          // a centre feature (cloister, or an expansion's building)
  ImVec2 anchor{0.5f, 0.5f};    // where a figure stands
  ImVec2 pennantAt{0.5f, 0.5f};
  std::vector<std::string> marks;  // its segment flags (a market, a fountain), drawn at `anchor`
};

struct TileShape {
  std::vector<SegmentShape> seg;     // by segment index of the tile type
  bool junction = false;             // roads end at a crossing in the middle
  std::vector<std::string> symbols;  // tile flags / attributes an expansion's module draws
  ImVec2 symbolAt{0.8f, 0.8f};       // a free spot for such a symbol
};

// How tile attributes become pictures, as the modes' and expansions' UI modules ask
// (ui_module.h: symbolRules).
struct SymbolRules {
  std::vector<std::string> hidden;   // attributes that are rules switches, not pictures
  std::vector<std::string> centred;  // symbols of buildings standing where the roads meet
  // {symbol, attribute}: the symbol's value comes from that attribute (an option's variant, whose
  // tiles carry what they mean then beside what is printed on them).
  std::vector<std::pair<std::string, std::string>> valueFrom;
  // Feature kinds drawn as a shape of another kind's (a path as a road's line); unlisted: a road
  // a line, a city an area, a field the rest, anything else a building in the middle.
  std::vector<std::pair<FeatureKind, ShapeKind>> shapes;
};

class TileGeometry {
 public:
  explicit TileGeometry(const TileSet& tiles, const SymbolRules& symbols = {});
  const TileShape& shape(int type) const { return shapes_[static_cast<size_t>(type)]; }
  int count() const { return static_cast<int>(shapes_.size()); }

 private:
  std::vector<TileShape> shapes_;
};

// A printed-orientation point after turning the tile `rot` quarter turns clockwise.
inline ImVec2 toBoard(ImVec2 p, int rot) {
  switch (rot & 3) {
    case 1:
      return ImVec2(1.0f - p.y, p.x);
    case 2:
      return ImVec2(1.0f - p.x, 1.0f - p.y);
    case 3:
      return ImVec2(p.y, 1.0f - p.x);
    default:
      return p;
  }
}

}  // namespace carc::app
