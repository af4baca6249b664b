#pragma once
// The Castle's data (assets/tiles/castle.txt, falcon.txt): the tiles, in the shared tile-file
// format, and the board lines of the castle format (docs/castle.md, "Data"): the interior as a
// fixed cell mask, the start spaces, the corner towers of the wall track, the wall tiles and
// the switches. Most of it is reconstructed (castle.md); it lives here as data, not in code.
#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/tile.h"

namespace carc::castle {

constexpr int kMaxCells = 128;      // tile spaces of the interior (two 64-bit words)
constexpr int kMaxStarts = 16;      // start spaces on the wall
constexpr int kMaxTowers = 16;      // corner towers on the track
constexpr int kWallTileKinds = 10;  // wall tiles are numbered 1..9
constexpr int kTrackSpaces = 100;   // the wall track 0..99 (scores past 99 go round again)

// What a neighbour of a tile space is: another tile space (0..cells-1), the wall, or a start
// space (kStartBase + its index).
constexpr uint8_t kWall = 0xFF;
constexpr uint8_t kStartBase = 0x80;

struct StartSpace {
  int x = 0, y = 0;  // its wall cell
  int cell = 0;      // the tile space it faces
  int edge = 0;      // the edge of that tile space which touches it
  int type = 0;      // the start tile (TileSet index) it shows, turned to face the cell
  int rot = 0;
};

struct Tower {
  int space = 0;          // covers track spaces space and space + 1
  bool holdsTile = true;  // a face-down wall tile lies on it at setup
};

// What a wall tile does (docs/castle.md): during play (extra turn, double) or at game end.
enum class WallEffect : uint8_t {
  None,
  ExtraTurn,    // take one extra turn
  Double,       // double one completed feature of `kind` you score this turn
  Finish,       // game end: score one of your unfinished features of `kind`
  MarketValue,  // game end: your courts score `amount` per market
  KeepBonus,    // game end: your keep counts `amount` larger
  Points,       // game end: `amount` points
};

struct WallTile {
  int count = 0;
  WallEffect effect = WallEffect::None;
  FeatureKind kind = FeatureKind::None;
  int amount = 0;
};

// How wall tiles 4-6 value an unfinished feature (castle.md: a data switch).
enum class IncompleteValue : uint8_t { AsComplete, Half };

struct CastleData {
  TileSet tiles;  // bag tiles and start tiles (flag "startspace", count 0)
  // ---- board: the interior's tile spaces, row by row
  int cells = 0;
  std::array<int8_t, kMaxCells> cellX{}, cellY{};
  std::array<std::array<uint8_t, 4>, kMaxCells> neighbour{};  // by edge: cell, kWall, start
  int minX = 0, minY = 0, width = 0, height = 0;              // the map, wall ring included
  std::vector<int> cellAt;  // (y - minY) * width + (x - minX) -> cell, -1 if none
  std::vector<StartSpace> starts;
  int boardFile = 0;  // the data file (index) the board and start spaces come from
  // ---- track
  std::vector<Tower> towers;
  // ---- wall tiles 1..9 and switches
  std::array<WallTile, kWallTileKinds> wall{};
  // Per data file, in order: the bag tiles it adds and their kinds (tile types).
  std::vector<std::pair<int, int>> fileTiles;
  IncompleteValue incomplete = IncompleteValue::AsComplete;

  int cell(int x, int y) const {
    if (x < minX || y < minY || x >= minX + width || y >= minY + height) return -1;
    return cellAt[static_cast<size_t>((y - minY) * width + (x - minX))];
  }
  int wallTileCount() const {
    int n = 0;
    for (const auto& w : wall) n += w.count;
    return n;
  }
};

struct DataError {
  std::string file;
  int line = 0;
  std::string message;
  std::string str() const;
};

// Reads directives a mode's expansion owns (the Falcon's `gate`): true if it took the line, else
// false with `why` set when the line is malformed ("" when the word is not its own).
using DirectiveReader =
    std::function<bool(const std::vector<std::string_view>& words, std::string& why)>;

// Parses castle-format files in order (the castle's, then an expansion's) into `out`. A `board`
// in a later file replaces the earlier board and its start spaces. `extra` lists the directive
// words an expansion reads and `reader` reads them. Pure: the caller supplies the texts.
bool parseCastleData(const std::vector<std::pair<std::string, std::string_view>>& files,
                     const std::vector<std::string_view>& extra, const DirectiveReader& reader,
                     CastleData& out, DataError& err);

}  // namespace carc::castle
