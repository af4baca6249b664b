#pragma once
// Square-grid geometry shared by every tile-laying mode: edges, the 12 matching slots of a
// tile's border, rotations and neighbour offsets. Conventions (base.md): x grows east, y grows
// south, rotation r turns the printed tile r quarter turns clockwise.
#include <cstdint>
#include <string_view>

namespace carc {

enum Edge : uint8_t { kNorth = 0, kEast = 1, kSouth = 2, kWest = 3 };

// Each edge has three slots, numbered clockwise round the tile: slot = edge * 3 + k with k = 0
// the first half (NNW on the north edge), 1 the middle, 2 the second half (NNE).
constexpr int kSlots = 12;
// A location on a tile: a slot 0..11, or the centre (cloister and other centre features).
constexpr int kCentre = 12;
constexpr int kLocations = 13;

constexpr int slotEdge(int slot) {
  return slot / 3;
}
constexpr int middleSlot(int edge) {
  return edge * 3 + 1;
}
constexpr bool isMiddle(int slot) {
  return slot % 3 == 1;
}
// The slot of a printed tile after rotating the tile r quarter turns clockwise.
constexpr int rotateSlot(int slot, int r) {
  return slot == kCentre ? slot : (slot + 3 * r) % 12;
}
constexpr int rotateEdge(int edge, int r) {
  return (edge + r) & 3;
}
constexpr int oppositeEdge(int edge) {
  return (edge + 2) & 3;
}
// The slot of the neighbouring tile that touches `slot` across its edge (NNW meets SSW).
constexpr int facingSlot(int slot) {
  return oppositeEdge(slotEdge(slot)) * 3 + (2 - slot % 3);
}

constexpr int kDx[4] = {0, 1, 0, -1};
constexpr int kDy[4] = {-1, 0, 1, 0};

// Location names used by tile files and the notation: N E S W, the half-edges, C.
constexpr std::string_view kLocationNames[kLocations] = {
    "NNW", "N", "NNE", "ENE", "E", "ESE", "SSE", "S", "SSW", "WSW", "W", "WNW", "C"};
constexpr std::string_view kEdgeNames[4] = {"N", "E", "S", "W"};

// Index of a location name, or -1.
inline int locationFromName(std::string_view s) {
  for (int i = 0; i < kLocations; ++i)
    if (kLocationNames[i] == s) return i;
  return -1;
}

}  // namespace carc
