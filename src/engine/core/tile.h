#pragma once
// Tile definitions as loaded from a tile-set text file (assets/tiles/*.txt, format in
// docs/engine.md), compiled into flat per-rotation tables so that placement checks are a mask
// compare and feature look-ups are array reads.
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/geometry.h"

namespace carc {

constexpr int kMaxTiles = 120;  // tiles in one game of any mode (base 72 + expansions)

// Kinds of tile segments. The numeric value doubles as the edge code used for matching, so a
// new kind (e.g. water) matches only itself. Expansions append kinds here and in kKindNames.
// Path to Court are The Castle's features (castle.md), Chapel The Falcon's.
enum class FeatureKind : uint8_t {
  None = 0,
  Road = 1,
  City = 2,
  Field = 3,
  Cloister = 4,
  Path = 5,
  House = 6,
  Tower = 7,
  Court = 8,
  Chapel = 9,
};
constexpr int kFeatureKinds = 10;
constexpr std::string_view kKindNames[kFeatureKinds] = {
    "none", "road", "city", "field", "cloister", "path", "house", "tower", "court", "chapel"};
// Letter for an edge in tile files and displays (C R F as in base.md; the Castle's P H T, Y for
// a court (yard), K for a chapel; '-' an edge with nothing at its middle, as a start space's
// sides along the wall).
constexpr char kEdgeLetters[kFeatureKinds] = {'-', 'R', 'C', 'F', '?', 'P', 'H', 'T', 'Y', 'K'};

// Roads and paths run to the middle of an edge: in a tile file an edge name is that middle slot.
constexpr bool endsAtEdgeMiddle(FeatureKind k) {
  return k == FeatureKind::Road || k == FeatureKind::Path;
}

// Roads and cities are complete when no edge is left open; fields never complete.
constexpr bool closesByEdges(FeatureKind k) {
  return k == FeatureKind::Road || k == FeatureKind::City;
}

constexpr int kMaxSegmentsPerTile = 12;

struct Segment {
  FeatureKind kind = FeatureKind::None;
  uint8_t pennants = 0;
  uint16_t slots = 0;    // printed-orientation location mask (bit kCentre for the centre)
  uint16_t touches = 0;  // segments of this tile it borders (fields: adjacent cities)
  uint32_t flags = 0;    // bits named in TileSet::flagNames (e.g. "inn")
};

// One rotation of a tile, in board orientation.
struct TileVariant {
  uint16_t edges = 0;                  // 4 bits per board edge: the FeatureKind at its middle
  std::array<int8_t, kLocations> seg;  // board location -> segment index, -1 if none
  std::array<uint8_t, kMaxSegmentsPerTile> canon;  // segment -> canonical board location
};

struct TileType {
  std::string id;     // "A".."X", "MW1", ...
  int count = 0;      // copies in the set
  std::string edges;  // declared N E S W letters, printed orientation ("CRFR")
  int segCount = 0;
  uint32_t flags = 0;  // bits named in TileSet::flagNames (e.g. "start", "magic")
  std::array<Segment, kMaxSegmentsPerTile> seg{};
  std::array<TileVariant, 4> rot{};
  // Rotations that differ in rules terms; the others are duplicates (e.g. U at r2 is U at r0).
  int distinctRotations = 4;
  std::array<uint8_t, 4> distinct{{0, 1, 2, 3}};
  std::array<uint8_t, 4> canonicalRot{{0, 1, 2, 3}};  // rotation -> its distinct representative
  int cloisterSeg = -1;                               // segment index of a centre cloister, or -1
  uint16_t closingSegs = 0;  // bit per segment of a road or city (closesByEdges)
  // Value of an attribute given as key=value (or "" if absent or without a value).
  std::string_view attr(std::string_view key) const {
    for (const auto& kv : attrs)
      if (kv.first == key) return kv.second;
    return {};
  }
  // Free-form attributes from the file (key or key=value) for expansions to read.
  std::vector<std::pair<std::string, std::string>> attrs;
};

// What a turn reads of a tile type, packed into three cache lines (Rules::core): a TileType
// spreads it over ~450 bytes among names and attributes, so the ~50 types of the minis' tile
// set crowded the State out of the first-level cache (docs/engine.md, Performance).
struct alignas(32) TileFace {          // one rotation, in board orientation (as TileVariant)
  std::array<int8_t, kLocations> seg;  // location -> segment, -1 if none
  uint8_t pad = 0;
  uint16_t edges = 0;                              // 4 bits per board edge
  std::array<uint8_t, kMaxSegmentsPerTile> canon;  // segment -> canonical board location
  uint8_t pad2[4] = {};
};
struct alignas(64) TileCore {
  std::array<FeatureKind, kMaxSegmentsPerTile> kind;  // per segment
  std::array<uint8_t, kMaxSegmentsPerTile> pennants;  // per segment
  std::array<uint8_t, kMaxSegmentsPerTile> openEnds;  // roads/cities: edge middles it covers
  uint32_t flags = 0;                                 // TileType::flags
  uint16_t closingSegs = 0;                           // TileType::closingSegs
  int8_t cloisterSeg = -1;                            // TileType::cloisterSeg
  uint8_t segCount = 0;
  std::array<TileFace, 4> rot;  // from byte 64: each rotation within one line
};
static_assert(sizeof(TileFace) == 32 && offsetof(TileCore, rot) == 64 && sizeof(TileCore) == 192,
              "one line, then each rotation within one line");
TileCore coreOf(const TileType& t);

struct TileSet {
  std::string name;
  std::vector<TileType> types;
  std::vector<std::string> flagNames;  // bit i of Segment/TileType::flags
  int startType = -1;                  // type flagged "start" (one copy is the start tile)

  int find(std::string_view id) const;
  // Flag bit for a name, or 0 if no tile uses it.
  uint32_t flag(std::string_view name) const;
  int totalTiles() const;
};

struct TileSetError {
  int line = 0;
  std::string message;
};

// Parses one or more tile-set texts (e.g. base + an expansion) into one set. Returns false and
// fills err on a malformed file. Pure: the caller supplies the text (see engine/assets.h).
bool parseTileSet(std::string_view text, TileSet& out, TileSetError& err);

}  // namespace carc
