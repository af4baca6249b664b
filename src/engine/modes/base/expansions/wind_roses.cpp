// Wind Roses: see wind_roses.h and docs/expansions.md.
#include "engine/modes/base/expansions/wind_roses.h"

#include <string>
#include <type_traits>
#include <vector>

#include "engine/modes/base/rules.h"

namespace carc {

// Lives in State::ext, which is copied as bytes and hashed byte by byte: no padding allowed.
static_assert(std::has_unique_object_representations<WindRosesData>::value &&
                  std::is_trivially_copyable<WindRosesData>::value,
              "WindRosesData must be flat and without padding");

const WindRoses& windRoses() {
  static const WindRoses instance;
  return instance;
}

void WindRoses::onSetup(const Rules& r, State& s) const {
  WindRosesData& d = r.ext<WindRosesData>(s, this);
  // The orange rose is the start tile (replaces-start in wind_roses.txt), at 0,0 r0.
  d.refX = 0;
  d.refY = 0;
  d.refRot = 0;
  d.pad = 0;
  d.roseFlag = r.tileFlag(this);
}

unsigned WindRoses::sectionDirections(std::string_view section) {
  unsigned dirs = 0;
  for (char c : section) {
    const size_t d = std::string_view("NESW").find(c);
    if (d == std::string_view::npos) return 0;  // not a section: never matches
    dirs |= 1u << d;
  }
  return dirs;
}

uint32_t WindRoses::tileWord(const Rules&, const TileType& t) const {
  const std::string_view rose = t.attr("rose");
  return sectionDirections(rose) | sectionDirections(t.attr("spielbox")) << kSpielboxShift |
         (rose == "blue" ? kWordBlue : 0) | (rose == "orange" ? kWordOrange : 0);
}

bool WindRoses::inSection(unsigned directions, int x, int y, int rx, int ry, int rot) {
  // Which board sides of the reference the cell is on (or level with), bit per edge, then as
  // the reference's printed directions (printed N is board edge rot): no branch per direction,
  // since where a tile lands is as good as random.
  const unsigned board = unsigned{y <= ry} << kNorth | unsigned{x >= rx} << kEast |
                         unsigned{y >= ry} << kSouth | unsigned{x <= rx} << kWest;
  const unsigned r = static_cast<unsigned>(rot) & 3;
  const unsigned printed = ((board >> r) | (board << (4 - r))) & 15;
  return directions != 0 && (directions & ~printed & 15) == 0;
}

bool WindRoses::inSection(std::string_view section, int x, int y, int rx, int ry, int rot) {
  return inSection(sectionDirections(section), x, y, rx, ry, rot);
}

void WindRoses::afterPlacement(const Rules& r, State& s, EventSink* sink) const {
  WindRosesData& d = r.ext<WindRosesData>(s, this);
  const PlacedTile& p = s.board.tiles[s.lastTile];
  if (!(r.core(p.type).flags & d.roseFlag)) return;
  const uint32_t word = r.tileWord(this, p.type);
  if (word & kWordBlue) {
    // From now on the blue rose is the reference, with its own orientation.
    d.refX = p.x;
    d.refY = p.y;
    d.refRot = p.rot;
    return;
  }
  if (word & kWordOrange) return;
  const bool spielbox = (r.options(this) & kWindRosesSpielbox) != 0;
  const unsigned section = spielbox ? word >> kSpielboxShift & 15 : word & 15;
  // The quarter tile's own rotation does not matter; only the cell does.
  if (!inSection(section, p.x, p.y, d.refX, d.refY, d.refRot)) return;
  // 3 points at once, before the meeple step and before any feature scoring.
  const int column = r.scoreColumn(this);
  s.addScore(s.current, column, kPoints);
  if (sink) {
    ScoreEvent ev;
    ev.column = static_cast<uint8_t>(column);
    ev.value = kPoints;
    ev.winners = static_cast<uint8_t>(1 << s.current);
    ev.points[s.current] = kPoints;
    ev.tileCount = 1;
    ev.tiles[0] = s.lastTile;
    sink->scored(ev);
  }
}

std::vector<Expansion::Reconstructed> WindRoses::reconstructed(const Rules& r) const {
  // The base start tile the orange rose replaces goes into the bag with the other copies of its
  // type (the rules say only that the rose takes its place; JCloisterZone does the same).
  std::vector<std::string> base;
  const TileSet& set = r.tiles();
  const uint32_t start = set.flag("start");
  for (size_t t = 0; t < set.types.size() && base.empty(); ++t)
    if (start && (set.types[t].flags & start) && static_cast<int>(t) != set.startType)
      base = {set.types[t].id, std::to_string(set.types[t].count)};
  std::vector<Reconstructed> out = {{"spielbox-sections", {}}};
  if (!base.empty()) out.push_back({"base-start-in-bag", base});
  return out;
}

}  // namespace carc
