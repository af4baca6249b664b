#pragma once
// Small helpers the expansions share: naming a segment on the board as "X,Y:LOC" (the notation's
// way to point at a feature or a figure), walking feature roots, and pushing owned decisions.
#include <string>
#include <string_view>

#include "engine/modes/base/expansion.h"
#include "engine/modes/base/rules.h"

namespace carc::xp {

constexpr uint16_t kNoSeg = 0xFFFF;

// "X,Y:LOC" for a global segment, LOC the segment's canonical location on its tile.
std::string segmentText(const Rules& r, const State& s, int seg);
// Parses "X,Y:LOC" into the tile coordinates and location; false with `why` if malformed.
bool parseSegmentRef(std::string_view text, int& x, int& y, int& loc, std::string& why);
// The global segment at "X,Y:LOC" on the board, or -1 (with `why`).
int segmentAtRef(const Rules& r, const State& s, int x, int y, int loc, std::string& why);
// The same without the reason, for an action already checked: no string code in the hot path
// of a random playout.
inline int segmentAtCell(const Rules& r, const State& s, int x, int y, int loc) {
  const int t = s.board.tileAt(x, y);
  return t < 0 ? -1 : r.segmentAt(s, t, loc);
}
// Fills x, y, loc of an action with a segment's tile and canonical location (inline: an
// out-of-line byte-wise write followed by a whole-Action read stalls store forwarding).
inline void setSegmentFields(const Rules& r, const State& s, int seg, Action& a) {
  const SegNode& n = s.features.nodes[seg];
  const PlacedTile& p = s.board.tiles[n.tile];
  a.x = p.x;
  a.y = p.y;
  a.loc = r.core(p.type).rot[p.rot].canon[n.local];
}

// An unfinished road or city (root) that a magic figure or a bet can refer to.
inline bool openRoadOrCity(const State& s, int root) {
  const SegNode& n = s.features.nodes[root];
  return closesByEdges(n.kind) && n.open > 0;
}
// Whether any road or city on the board is unfinished.
inline bool anyOpenRoadOrCity(const State& s) {
  return s.features.anyOpenRoot();
}

// A decision owned by expansion `e`.
inline Decision ownedDecision(const Rules& r, const Expansion* e, int phase, int player,
                              int arg = 0) {
  Decision d;
  d.phase = static_cast<uint8_t>(phase);
  d.player = static_cast<uint8_t>(player);
  d.owner = static_cast<uint8_t>(r.indexOf(e) + 1);
  d.arg = static_cast<uint8_t>(arg);
  return d;
}

// Index in s.figures of the follower standing on segment `seg`, or -1.
int followerOnSegment(const State& s, int seg);

}  // namespace carc::xp
