// The Castle's board: placing tiles into the interior's tile spaces, joining their segments into
// features (union-find), the placement search over bit sets, and the follower options.
#include "engine/core/bits.h"
#include "engine/modes/castle/castle_rules.h"

namespace carc::castle {

namespace {

// find with path halving (placement only; const readers walk without changing the tree).
int findMut(CastleState& s, int x) {
  while (s.parent[x] != x) {
    const uint16_t p = s.parent[x];
    s.parent[x] = s.parent[p];
    x = s.parent[p];
  }
  return x;
}

void initSegments(CastleState& s, const TypeInfo& t, int placed) {
  const int base = s.segCount;
  s.firstSeg[placed] = static_cast<uint16_t>(base);
  for (int i = 0; i < t.segCount; ++i) {
    const size_t g = (base + i);
    s.parent[g] = s.next[g] = static_cast<uint16_t>(g);
    s.segTile[g] = static_cast<uint8_t>(placed);
    s.segKind[g] = t.kind[i];
    s.feat[g] = Feature{};
    s.feat[g].count = t.count[i];
  }
  s.segCount = static_cast<uint16_t>(base + t.segCount);
}

// The n-th set bit of a cell set (n < its count).
int nthCell(const Cells& c, int n) {
  uint64_t w = c.w[0];
  int off = 0;
  const int low = popcount64(w);
  if (n >= low) {
    n -= low;
    w = c.w[1];
    off = 64;
  }
  for (; n > 0; --n) w &= w - 1;
  return off + __builtin_ctzll(w);
}

}  // namespace

void CastleRules::unite(CastleState& s, int a, int b) const {
  int ra = findMut(s, a), rb = findMut(s, b);
  if (ra == rb) return;
  if (s.feat[ra].size < s.feat[rb].size) std::swap(ra, rb);
  Feature& A = s.feat[ra];
  const Feature& B = s.feat[rb];
  s.parent[rb] = static_cast<uint16_t>(ra);
  A.open = static_cast<uint8_t>(A.open + B.open);
  for (int p = 0; p < kPlayers; ++p)
    A.followers[p] = static_cast<uint8_t>(A.followers[p] + B.followers[p]);
  A.special = static_cast<uint8_t>(A.special | B.special);
  for (int k = 0; k < kCounters; ++k) A.count[k] = static_cast<uint8_t>(A.count[k] + B.count[k]);
  A.size = static_cast<uint8_t>(A.size + B.size > 255 ? 255 : A.size + B.size);
  std::swap(s.next[ra], s.next[rb]);  // splice lists
}

// Start spaces are placed first (placed index = start index): tiles next to them join their
// features and must match their paths.
void CastleRules::placeStarts(CastleState& s) const {
  for (const StartSpace& st : data_.starts) {
    const TypeInfo& t = types_[st.type];
    const int placed = s.placedCount++;
    s.type[placed] = static_cast<uint8_t>(st.type);
    s.rot[placed] = static_cast<uint8_t>(st.rot);
    s.cell[placed] = kNone8;
    initSegments(s, t, placed);
    const Face& f = t.face[st.rot];
    const int toward = oppositeEdge(st.edge);  // its edge facing the tile space
    s.frontier.set(st.cell);
    ((f.pathEdges >> toward) & 1 ? s.needPath : s.needNoPath)[st.edge].set(st.cell);
    for (int i = 0; i < t.segCount; ++i)
      if ((f.openEdges[i] >> toward) & 1) ++s.feat[s.firstSeg[placed] + i].open;
  }
}

// Places a tile, joins its segments to its neighbours' and queues the features it completes.
void CastleRules::placeTile(CastleState& s, int type, int cell, int rot) const {
  const TypeInfo& t = types_[type];
  const Face& f = t.face[rot];
  const int placed = s.placedCount++;
  s.type[placed] = static_cast<uint8_t>(type);
  s.rot[placed] = static_cast<uint8_t>(rot);
  s.cell[placed] = static_cast<uint8_t>(cell);
  initSegments(s, t, placed);
  const int base = s.firstSeg[placed];
  s.cellTile[cell] = static_cast<uint8_t>(placed);
  s.filled.set(cell);
  s.frontier.clear(cell);
  s.lastTile = static_cast<uint8_t>(placed);
  std::array<uint16_t, 48> touched;  // segments whose feature may have completed
  int nt = 0;
  for (int i = 0; i < t.segCount; ++i) touched[nt++] = static_cast<uint16_t>(base + i);
  // Open ends first, while the new segments are still their own roots; then the joins.
  uint8_t joined = 0;
  for (int e = 0; e < 4; ++e) {
    const uint8_t nb = data_.neighbour[cell][e];
    if (nb == kWall) continue;
    if (nb >= kStartBase || s.cellTile[nb] != kNone8) {
      joined = static_cast<uint8_t>(joined | 1 << e);
      continue;
    }
    s.frontier.set(nb);  // an empty tile space
    ((f.pathEdges >> e) & 1 ? s.needPath : s.needNoPath)[oppositeEdge(e)].set(nb);
    for (int i = 0; i < t.segCount; ++i)
      if ((f.openEdges[i] >> e) & 1) ++s.feat[base + i].open;
  }
  for (int e = 0; e < 4; ++e) {
    if (!(joined >> e & 1)) continue;
    const uint8_t nb = data_.neighbour[cell][e];
    const int j = nb >= kStartBase ? nb - kStartBase : s.cellTile[nb];
    const TypeInfo& u = types_[s.type[j]];
    const Face& g = u.face[s.rot[j]];
    const int jb = s.firstSeg[j];
    const int oe = oppositeEdge(e);
    for (int k = 0; k < u.segCount; ++k)
      if ((g.openEdges[k] >> oe) & 1) {
        --s.feat[findMut(s, jb + k)].open;
        touched[nt++] = static_cast<uint16_t>(jb + k);
      }
    for (int k = 0; k < 3; ++k) {
      const int slot = e * 3 + k;
      const int a = f.seg[slot];
      const int b = g.seg[facingSlot(slot)];
      if (a >= 0 && b >= 0 && t.kind[a] == u.kind[b]) unite(s, base + a, jb + b);
    }
  }
  // Completed: paths with no open end, other features (not courts) with no open edge.
  s.queueCount = 0;
  for (int i = 0; i < nt; ++i) {
    const int r = findMut(s, touched[i]);
    if (s.feat[r].open || s.segKind[r] == static_cast<uint8_t>(FeatureKind::Court)) continue;
    bool seen = false;
    for (int q = 0; q < s.queueCount; ++q) seen |= s.queue[q] == r;
    if (!seen && s.queueCount < kMaxQueue) s.queue[s.queueCount++] = static_cast<uint16_t>(r);
  }
}

Cells CastleRules::fitting(const CastleState& s, const Face& f) const {
  Cells fit = s.frontier;
  for (int e = 0; e < 4; ++e) {
    const Cells& no = ((f.pathEdges >> e) & 1 ? s.needNoPath : s.needPath)[e];
    fit.w[0] &= ~no.w[0];
    fit.w[1] &= ~no.w[1];
  }
  return fit;
}

bool CastleRules::fits(const CastleState& s, int type, int cell, int rot) const {
  return fitting(s, types_[type].face[rot & 3]).has(cell);
}

bool CastleRules::fitsAnywhere(const CastleState& s, int type) const {
  const TypeInfo& t = types_[type];
  for (int i = 0; i < t.rotations; ++i)
    if (fitting(s, t.face[t.distinct[i]]).any()) return true;
  return false;
}

// Rotation by rotation (distinct ones), tile spaces in index order within each.
void CastleRules::legalPlacements(const CastleState& s, int type, ActionList& out) const {
  const TypeInfo& t = types_[type];
  for (int i = 0; i < t.rotations; ++i) {
    const int r = t.distinct[i];
    const Cells fit = fitting(s, t.face[r]);
    for (int w = 0; w < 2; ++w)
      for (uint64_t b = fit.w[w]; b; b &= b - 1) {
        const int c = w * 64 + __builtin_ctzll(b);
        out.push(Action::place(data_.cellX[c], data_.cellY[c], r));
      }
  }
}

// legalPlacements' item rng.below(count), without listing them.
Action CastleRules::samplePlacement(const CastleState& s, Rng& rng) const {
  const TypeInfo& t = types_[s.drawn];
  std::array<Cells, 4> fit;
  std::array<int, 4> n{};
  int total = 0;
  for (int i = 0; i < t.rotations; ++i) {
    fit[i] = fitting(s, t.face[t.distinct[i]]);
    n[i] = popcount64(fit[i].w[0]) + popcount64(fit[i].w[1]);
    total += n[i];
  }
  if (!total) return Action{};
  int pick = static_cast<int>(rng.below(static_cast<uint32_t>(total)));
  int i = 0;
  while (pick >= n[i]) pick -= n[i++];
  const int c = nthCell(fit[i], pick);
  return Action::place(data_.cellX[c], data_.cellY[c], t.distinct[i]);
}

bool CastleRules::completedNow(const CastleState& s, int root) const {
  for (int q = 0; q < s.queueCount; ++q)
    if (s.queue[q] == root) return true;
  return false;
}

// Per segment of the new tile on an unoccupied feature: a follower, then each figure kind of the
// expansion's the player has (not on a feature this tile completes); pass last.
void CastleRules::followerOptions(const CastleState& s, ActionList& out) const {
  const int p = s.current;
  const int placed = s.lastTile;
  const TypeInfo& t = types_[s.type[placed]];
  const Face& f = t.face[s.rot[placed]];
  const int base = s.firstSeg[placed];
  const auto& supply = s.supply[p];
  for (int i = 0; i < t.segCount; ++i) {
    const int root = find(s, base + i);
    const Feature& ft = s.feat[root];
    if (ft.followers[0] | ft.followers[1]) continue;
    Action a = Action::meeple(f.canon[i]);
    if (supply[0]) out.push(a);
    for (int k = 1; k < figureKinds(); ++k) {
      if (!supply[k]) continue;
      if (figureInfo_[k - 1].notOnScoredNow && completedNow(s, root)) continue;
      a.arg0 = static_cast<uint8_t>(k);
      out.push(a);
    }
  }
  out.push(Action::pass());
}

int CastleRules::featureTiles(const CastleState& s, int root) const {
  uint64_t tiles[2] = {0, 0};
  int seg = root;
  do {
    const int t = s.segTile[seg];
    tiles[t >> 6] |= uint64_t{1} << (t & 63);
    seg = s.next[seg];
  } while (seg != root);
  return popcount64(tiles[0]) + popcount64(tiles[1]);
}

int CastleRules::largestEmptyArea(const CastleState& s, Cells* cells) const {
  Cells left;
  for (int c = 0; c < data_.cells; ++c)
    if (!s.filled.has(c)) left.set(c);
  int best = 0;
  std::array<uint8_t, kMaxCells> stack;
  while (left.any()) {
    const int start = left.w[0] ? __builtin_ctzll(left.w[0]) : 64 + __builtin_ctzll(left.w[1]);
    left.clear(start);
    int n = 0, top = 0;
    Cells group;  // its spaces, kept only when asked for
    if (cells) group.set(start);
    stack[top++] = static_cast<uint8_t>(start);
    while (top) {
      const int c = stack[--top];
      ++n;
      for (int e = 0; e < 4; ++e) {
        const uint8_t nb = data_.neighbour[c][e];
        if (nb < kStartBase && left.has(nb)) {
          left.clear(nb);
          if (cells) group.set(nb);
          stack[top++] = nb;
        }
      }
    }
    if (n > best) {
      best = n;
      if (cells) *cells = group;
    }
  }
  return best;
}

}  // namespace carc::castle
