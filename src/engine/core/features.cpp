#include "engine/core/features.h"

namespace carc {

int Features::addTile(const TileCore& t, int tileIndex) {
  const int base = count;
  for (int s = 0; s < t.segCount; ++s) {
    const int open = t.openEnds[s];  // 0 for kinds other than roads and cities
    setOpenBit(base + s, open > 0);
    nodes[base + s] = SegNode{static_cast<uint16_t>(base + s),
                              static_cast<uint16_t>(base + s),
                              1,
                              static_cast<int16_t>(open),
                              static_cast<uint8_t>(tileIndex),
                              static_cast<uint8_t>(s),
                              t.kind[s],
                              t.pennants[s],
                              0,
                              0};
  }
  count = static_cast<uint16_t>(base + t.segCount);
  return base;
}

void Features::unite(int a, int b, bool closes) {
  int ra = findCompress(a), rb = findCompress(b);
  if (ra == rb) {
    if (closes) {
      nodes[ra].open = static_cast<int16_t>(nodes[ra].open - 2);
      setOpenBit(ra, nodes[ra].open > 0);
    }
    return;
  }
  if (nodes[ra].size < nodes[rb].size) {
    int t = ra;
    ra = rb;
    rb = t;
  }
  SegNode& A = nodes[ra];
  SegNode& B = nodes[rb];
  B.parent = static_cast<uint16_t>(ra);
  for (uint16_t& w : watch) w = w == rb + 1 ? static_cast<uint16_t>(ra + 1) : w;
  A.size = static_cast<uint16_t>(A.size + B.size);
  A.open = static_cast<int16_t>(A.open + B.open - (closes ? 2 : 0));
  A.pennants = static_cast<uint8_t>(A.pennants + B.pennants);
  A.followers = static_cast<uint8_t>(A.followers + B.followers);
  if (closesByEdges(A.kind)) {  // fields and others never have a bit
    setOpenBit(rb, false);
    setOpenBit(ra, A.open > 0);
  }
  // Splice the two circular member lists.
  uint16_t t = A.next;
  A.next = B.next;
  B.next = t;
}

}  // namespace carc
