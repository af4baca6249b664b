#pragma once
// A position's board as every shared view reads it, whatever the mode: the placed tiles (and a
// mode's fixed pieces that show a tile, start spaces printed on a walled board), their segments and
// the figures on them. Both modes keep the same structure inside (a placed tile's first segment, a
// segment's placed tile and index in its tile type, a figure's segment), and ScoreEvent::tiles
// and ::origin are placed indices in both; the mode's UI module fills this from its own state
// (mode_ui.h: fillBoard) once per position. No ImGui, no SDL: tested natively.
#include <vector>

#include "engine/core/tile.h"

namespace carc::app {

// A board cell (x east, y south), as the notation names it.
struct Cell {
  int x = 0, y = 0;
  bool operator==(const Cell& o) const { return x == o.x && y == o.y; }
};

// A box of cells, inclusive.
struct CellBox {
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};

struct PlacedView {
  int type = 0, rot = 0, x = 0, y = 0;
  int firstSeg = 0;    // its first segment's index in BoardModel::segs
  bool fixed = false;  // printed on the board (a start space): never a move's tile
};

struct SegmentView {
  int placed = 0;  // index into BoardModel::placed
  int local = 0;   // index of the segment in its tile type
  FeatureKind kind = FeatureKind::None;
};

struct FigureView {
  int seg = 0;    // index into BoardModel::segs
  int owner = 0;  // a player; a mode's neutral figure: players or more
  int kind = 0;   // 0: a follower; a mode's other figures from 1 (the mode's module draws them)
};

struct BoardModel {
  std::vector<PlacedView> placed;  // in placed-index order
  std::vector<SegmentView> segs;   // in segment-index order
  std::vector<FigureView> figures;
  int lastPlaced = -1;  // the tile placed this turn, while its follower step is on (-1: none)
  int recent = -1;      // the most recent tile, outlined on the board (-1: none)
  // What a fit shows: the tiles (with a ring of open cells where the board grows), or a fixed
  // board's whole extent.
  CellBox bounds;
  bool grows = true;  // the board grows with its tiles (the base game): a fit adds the open ring

  // The placed tile or fixed piece at a cell, or -1.
  int placedAt(int x, int y) const {
    for (size_t i = 0; i < placed.size(); ++i)
      if (placed[i].x == x && placed[i].y == y) return static_cast<int>(i);
    return -1;
  }
  Cell cellOf(int p) const {
    const PlacedView& v = placed[static_cast<size_t>(p)];
    return Cell{v.x, v.y};
  }
  // The segment at board location `loc` of placed tile `p` (the tile set gives each turn's
  // location-to-segment table), or -1.
  int segmentAt(const TileSet& tiles, int p, int loc) const {
    if (p < 0 || p >= static_cast<int>(placed.size()) || loc < 0 || loc >= kLocations) return -1;
    const PlacedView& v = placed[static_cast<size_t>(p)];
    const int local = tiles.types[static_cast<size_t>(v.type)].rot[v.rot & 3].seg[loc];
    return local < 0 ? -1 : v.firstSeg + local;
  }
  // The cell of segment `seg`'s tile.
  Cell segmentCell(int seg) const { return cellOf(segs[static_cast<size_t>(seg)].placed); }
};

}  // namespace carc::app
