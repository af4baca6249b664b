#include "engine/modes/base/board.h"

namespace carc {

static_assert(kBoardCells == 1024, "Board::hash yields 10 bits");

void Board::clear() {
  for (auto& c : cells) c = Cell{kNoCoord, 0, kNone8, kNone8};
  for (auto& side : clash)
    for (auto& bits : side) bits.fill(0);
  tileCount = 0;
  frontierCount = 0;
}

void Board::moveClash(int to, int from) {
  const uint64_t toBit = 1ull << (to & 63);
  const int fromShift = from & 63;
  const uint64_t keep = to != from;
  for (auto& side : clash)
    for (FrontierBits& bits : side) {
      const uint64_t v = (bits[from >> 6] >> fromShift) & keep;
      bits[from >> 6] &= ~(1ull << fromShift);
      bits[to >> 6] = (bits[to >> 6] & ~toBit) | (v << (to & 63));
    }
}

int Board::insertCell(int x, int y) {
  uint32_t h = hash(x, y);
  for (;; h = (h + 1) & (kBoardCells - 1)) {
    Cell& c = cells[h];
    if (c.x == kNoCoord) {
      c = Cell{static_cast<int8_t>(x), static_cast<int8_t>(y), kNone8, kNone8};
      return static_cast<int>(h);
    }
    if (c.x == x && c.y == y) return static_cast<int>(h);
  }
}

int Board::place(int x, int y, int type, int rot, uint16_t edges, uint16_t segBase) {
  const int index = tileCount++;
  PlacedTile& t = tiles[index];
  t = PlacedTile{static_cast<uint8_t>(type),
                 static_cast<uint8_t>(rot),
                 static_cast<int8_t>(x),
                 static_cast<int8_t>(y),
                 segBase,
                 0,
                 0};
  int c = insertCell(x, y);
  cells[c].tile = static_cast<uint8_t>(index);
  // The cell leaves the frontier (swap-remove keeps it dense).
  if (uint8_t o = cells[c].open; o != kNone8) {
    cells[c].open = kNone8;
    if (--frontierCount != o) {
      frontier[o] = frontier[frontierCount];
      cells[frontier[o].cell].open = o;
    }
    moveClash(o, frontierCount);
  }
  // Empty neighbours join the frontier and learn the edge they must match.
  for (int d = 0; d < 4; ++d) {
    int nc = insertCell(x + kDx[d], y + kDy[d]);
    Cell& n = cells[nc];
    if (n.tile != kNone8) continue;
    if (n.open == kNone8) {
      n.open = static_cast<uint8_t>(frontierCount);
      frontier[frontierCount++] = Open{n.x, n.y, static_cast<uint16_t>(nc), 0, 0};
    }
    Open& o = frontier[n.open];
    const int side = oppositeEdge(d) * 4;
    o.want = static_cast<uint16_t>(o.want | (((edges >> (d * 4)) & 15) << side));
    o.mask = static_cast<uint16_t>(o.mask | (15 << side));
    const int code = (edges >> (d * 4)) & 3;
    // The new constraint on this side (a cell gains each side once): clashes with other codes.
    if (code)
      for (int e = 0; e < 4; ++e)
        if (e != code) clash[side / 4][e][n.open >> 6] |= 1ull << (n.open & 63);
  }
  return index;
}

}  // namespace carc
