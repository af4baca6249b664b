#pragma once
// The placed tiles and the open cells around them, as fixed-capacity arrays (no heap), so a
// State copies as one block. Cells are found through a small open-addressing hash keyed by
// (x, y); the frontier keeps, per empty cell next to a tile, the edge codes a tile must show
// there, so a placement test is one mask compare per rotation.
#include <array>
#include <cstdint>

#include "engine/core/geometry.h"
#include "engine/core/tile.h"

namespace carc {

constexpr int kBoardCells = 1024;  // hash slots: placed tiles + frontier cells, load <= 0.4
constexpr int kMaxFrontier = 256;  // open cells: at most 2 * tiles + 2
constexpr int kFrontierWords = kMaxFrontier / 64;
constexpr int8_t kNoCoord = INT8_MIN;  // marks an unused hash slot; coordinates stay in +-121
constexpr uint8_t kNone8 = 0xFF;

struct PlacedTile {
  uint8_t type = 0;
  uint8_t rot = 0;
  int8_t x = 0;
  int8_t y = 0;
  uint16_t segBase = 0;    // index of its first segment in Features
  uint8_t neighbours = 0;  // placed tiles among the 8 around it (cloister completion)
  uint8_t pad = 0;
};

struct Board {
  struct Cell {
    int8_t x, y;
    uint8_t tile;  // index into tiles, or kNone8
    uint8_t open;  // index into frontier, or kNone8
  };
  struct Open {
    int8_t x, y;
    uint16_t cell;  // hash slot
    uint16_t want;  // edge codes required (4 bits per board edge)
    uint16_t mask;  // which edges are constrained
    // Whether a tile showing these edge codes (4 bits per board edge) may go here.
    bool fits(uint16_t edges) const { return (edges & mask) == want; }
  };

  std::array<PlacedTile, kMaxTiles> tiles;
  std::array<Cell, kBoardCells> cells;
  std::array<Open, kMaxFrontier> frontier;
  // The frontier's required edges as bit sets over frontier indexes, to test every open cell
  // against a rotation at once (Rules::legalPlacements): bit i of clash[d][e] is set when
  // frontier[i] requires an edge code other than e on board edge d (codes taken mod 4; Rules
  // uses these only for tile sets whose codes are all below 4).
  using FrontierBits = std::array<uint64_t, kFrontierWords>;
  std::array<std::array<FrontierBits, 4>, 4> clash;
  uint16_t tileCount = 0;
  uint16_t frontierCount = 0;

  void clear();
  // Index of the tile at (x, y), or -1.
  int tileAt(int x, int y) const {
    int c = findCell(x, y);
    return c < 0 || cells[c].tile == kNone8 ? -1 : cells[c].tile;
  }
  // The frontier entry for (x, y), or -1 if the cell is not next to a placed tile (or taken).
  int openAt(int x, int y) const {
    int c = findCell(x, y);
    return c < 0 || cells[c].open == kNone8 ? -1 : cells[c].open;
  }
  int findCell(int x, int y) const {
    for (uint32_t h = hash(x, y);; h = (h + 1) & (kBoardCells - 1)) {
      const Cell& c = cells[h];
      if (c.x == kNoCoord) return -1;
      if (c.x == x && c.y == y) return static_cast<int>(h);
    }
  }
  // Records a tile at (x, y) with the given board-orientation edge codes; returns its index.
  // The caller has checked that the cell is free and the placement legal.
  int place(int x, int y, int type, int rot, uint16_t edges, uint16_t segBase);

  // The cell's place on a 32 x 32 torus: a board less than 32 cells wide and high (any
  // ordinary game) has no two cells on one slot, so a look-up is one probe.
  static uint32_t hash(int x, int y) {
    return (static_cast<uint32_t>(y) & 31) << 5 | (static_cast<uint32_t>(x) & 31);
  }

 private:
  int insertCell(int x, int y);
  // Frontier index `from` leaves: its clash bits move to index `to` (or vanish if equal).
  void moveClash(int to, int from);
};

}  // namespace carc
