#pragma once
// Connected features (roads, cities, fields, ...) as a union-find over the segments of placed
// tiles. Each root carries what completion and scoring need, merged as tiles join; members form a
// circular list so a feature's tiles can be listed without a search.
#include <array>
#include <cstdint>

#include "engine/core/tile.h"

namespace carc {

// All segments of all placed tiles (the base game has 243, all four minis 353).
constexpr int kMaxSegments = 512;

struct SegNode {
  uint16_t parent;
  uint16_t next;  // circular member list
  uint16_t size;  // members (valid at the root)
  int16_t open;   // roads/cities: edge ends not yet matched (root); 0 = complete
  uint8_t tile;   // placed-tile index
  uint8_t local;  // segment index within the tile type
  FeatureKind kind;
  uint8_t pennants;   // root: total pennants
  uint8_t followers;  // root: followers standing on the feature (occupancy)
  uint8_t scored;     // root: completed feature already scored (or cloister scored)
};

constexpr int kOpenRootWords = (kMaxSegments + 63) / 64;

struct Features {
  std::array<SegNode, kMaxSegments> nodes;
  uint16_t count = 0;
  // Bit g set iff g is the root of an unfinished road or city (open > 0), kept by addTile and
  // unite, so the expansions find every unfinished road/city without a scan of all segments.
  std::array<uint64_t, kOpenRootWords> openRoots{};
  // Two feature roots watched (Rules::watchJoin), each root + 1 or 0 for none: unite moves a
  // watch to the new root as features merge, so the feature of a watched segment and a
  // placement that joins the two are known without a find.
  std::array<uint16_t, 2> watch{};
  // Without a branch on the first test: whether a figure stands is as good as random.
  bool watchedJoined() const { return int{watch[0] != 0} & int{watch[0] == watch[1]}; }
  int watchedRoot(int k) const { return watch[k] - 1; }  // -1: none

  int find(int s) const {
    // Path halving would need mutation; roots are shallow thanks to union by size.
    while (nodes[s].parent != s) s = nodes[s].parent;
    return s;
  }
  int findCompress(int s) {
    while (nodes[s].parent != s) {
      nodes[s].parent = nodes[nodes[s].parent].parent;
      s = nodes[s].parent;
    }
    return s;
  }
  // Adds the segments of a newly placed tile; returns the index of the first.
  int addTile(const TileCore& t, int tileIndex);
  // Joins two segments across an edge; `closes` when this joins a road/city edge (the middle
  // slot), which uses up one open end on each side.
  void unite(int a, int b, bool closes);
  bool complete(int root) const { return closesByEdges(nodes[root].kind) && nodes[root].open == 0; }
  // Whether any road or city is unfinished. The bits of openRoots past `count` are clear, so
  // every word is read: no loop exit that depends on the board to mispredict.
  bool anyOpenRoot() const {
    uint64_t any = 0;
    for (uint64_t w : openRoots) any |= w;
    return any != 0;
  }

 private:
  void setOpenBit(int g, bool on) {
    uint64_t& w = openRoots[static_cast<unsigned>(g) >> 6];
    const unsigned b = static_cast<unsigned>(g) & 63;
    w = (w & ~(1ull << b)) | (static_cast<uint64_t>(on) << b);
  }
};

}  // namespace carc
