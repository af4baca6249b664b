// What a player may see of a Castle position and what a search plays forward from: the
// face-down wall tiles and the draw order are hidden from both players. Also the position's hash
// and the cheap score estimate for computer players.
#include "engine/modes/castle/castle_rules.h"

namespace carc::castle {

namespace {

// FNV-1a over bytes, identical natively and in WebAssembly.
struct Hasher {
  uint64_t h = 1469598103934665603ull;
  void bytes(const void* p, size_t n) {
    const auto* b = static_cast<const unsigned char*>(p);
    for (size_t i = 0; i < n; ++i) h = (h ^ b[i]) * 1099511628211ull;
  }
  template <class T>
  void value(const T& v) {
    static_assert(std::is_integral<T>::value || std::is_enum<T>::value, "no padding");
    bytes(&v, sizeof v);
  }
  void cells(const Cells& c) {
    value(c.w[0]);
    value(c.w[1]);
  }
  template <class T, size_t N>
  void array(const std::array<T, N>& a, size_t n) {
    bytes(a.data(), n * sizeof(T));
  }
};

}  // namespace

CastleState CastleRules::viewFor(const CastleState& s, int viewer) const {
  (void)viewer;  // both players see the same: neither knows the face-down wall tiles
  CastleState v = s;
  for (size_t t = 0; t < data_.towers.size(); ++t)
    if (v.tower[t]) v.tower[t] = kUnknownWallTile;
  v.rng.seed(0);  // the draws: only which tiles are left is known, not their order
  return v;
}

CastleState CastleRules::sampleFromView(const CastleState& view, int viewer, Rng& rng) const {
  (void)viewer;
  CastleState v = view;
  // The wall tiles nobody has taken: dealt face down onto the towers still holding one.
  std::array<uint8_t, 32> unseen{};
  int n = 0;
  for (int w = 1; w < kWallTileKinds; ++w) {
    int left = data_.wall[w].count;
    for (int p = 0; p < kPlayers; ++p) left -= v.held[p][w] + v.fresh[p][w] + v.spent[p][w];
    for (int i = 0; i < v.revealCount; ++i) left -= v.revealTile[i] == w;  // being turned up
    for (; left > 0 && n < 32; --left) unseen[n++] = static_cast<uint8_t>(w);
  }
  for (int i = n - 1; i > 0; --i)
    std::swap(unseen[i], unseen[rng.below(static_cast<uint32_t>(i + 1))]);
  int next = 0;
  for (size_t t = 0; t < data_.towers.size() && !v.explicitDraws; ++t)  // explicit: revealed
    if (v.tower[t]) v.tower[t] = next < n ? unseen[next++] : 0;
  if (!v.explicitDraws) v.rng.seed(rng.next());
  return v;
}

// Every face-down wall tile blanked; the bag and the generator kept.
Position CastleRules::outsiderView(const Position& p) const {
  Position out = p;
  for (size_t t = 0; t < data_.towers.size(); ++t)
    if (st(out).tower[t]) st(out).tower[t] = kUnknownWallTile;
  return out;
}

Position CastleRules::viewFor(const Position& p, int viewer) const {
  Position out = newPosition();
  st(out) = viewFor(st(p), viewer);
  return out;
}

Position CastleRules::sampleFromView(const Position& view, int viewer, Rng& rng) const {
  Position out = newPosition();
  st(out) = sampleFromView(st(view), viewer, rng);
  return out;
}

uint64_t CastleRules::hash(const CastleState& s) const {
  Hasher h;
  h.value(s.step);
  h.value(s.pending);
  h.value(s.current);
  h.value(s.explicitDraws);
  h.value(s.drawn);
  h.value(s.lastTile);
  h.value(s.extraTurn);
  h.value(s.pendingArg);
  h.value(s.turn);
  h.value(s.pendingSeg);
  h.value(s.finalPlayer);
  h.value(s.queueCount);
  h.array(s.queue, s.queueCount);
  h.value(s.revealCount);
  h.array(s.reveal, s.revealCount);
  h.array(s.revealTile, s.revealCount);
  h.bytes(s.rng.words(), 4 * sizeof(uint64_t));
  h.value(s.bagCount);
  h.value(s.discardCount);
  h.array(s.bag, static_cast<size_t>(tileTypes()));
  h.cells(s.filled);
  h.cells(s.frontier);
  for (int e = 0; e < 4; ++e) {
    h.cells(s.needPath[e]);
    h.cells(s.needNoPath[e]);
  }
  h.array(s.cellTile, static_cast<size_t>(data_.cells));
  h.value(s.placedCount);
  h.array(s.type, s.placedCount);
  h.array(s.rot, s.placedCount);
  h.array(s.cell, s.placedCount);
  h.array(s.firstSeg, s.placedCount);
  h.value(s.segCount);
  h.array(s.parent, s.segCount);
  h.array(s.next, s.segCount);
  h.array(s.segTile, s.segCount);
  h.array(s.segKind, s.segCount);
  h.bytes(s.feat.data(), s.segCount * sizeof(Feature));
  h.value(s.figureCount);
  for (int i = 0; i < s.figureCount; ++i) {
    h.value(s.figures[i].seg);
    h.value(s.figures[i].owner);
    h.value(s.figures[i].kind);
  }
  for (int p = 0; p < kPlayers; ++p) {
    h.array(s.supply[p], kFigureKinds);
    h.array(s.score[p], kMaxColumns);
    h.array(s.held[p], kWallTileKinds);
    h.array(s.fresh[p], kWallTileKinds);
    h.array(s.spent[p], kWallTileKinds);
  }
  h.array(s.keepSize, kPlayers);
  h.array(s.keepSeg, kPlayers);
  h.array(s.tower, kMaxTowers);
  h.array(s.ext, kExtBytes);
  return h.h;
}

// What each player has, plus half of what the unfinished features they win would bring, the
// courts they win as they stand, and their game-end wall tiles' points.
void CastleRules::estimate(const CastleState& s, std::vector<double>& out) const {
  out.assign(kPlayers, 0.0);
  for (int p = 0; p < kPlayers; ++p) out[static_cast<size_t>(p)] = s.total(p);
  if (s.over()) return;
  for (int i = 0; i < s.figureCount; ++i) {
    const int root = find(s, s.figures[i].seg);
    bool seen = false;
    for (int j = 0; j < i; ++j) seen |= find(s, s.figures[j].seg) == root;
    const int w = winner(s, root);
    if (seen || w == kNone8) continue;
    int column = 0;
    const double v = kindOf(s, root) == FeatureKind::Court
                         ? 3.0 * s.feat[root].count[kCounterMarket]
                         : 0.5 * completeValue(s, root, featureTiles(s, root), column);
    out[static_cast<size_t>(w)] += v;
  }
  for (int p = 0; p < kPlayers; ++p)
    for (int n = 1; n < kWallTileKinds; ++n)
      if (data_.wall[n].effect == WallEffect::Points)
        out[static_cast<size_t>(p)] += usable(s, p, n, true) * data_.wall[n].amount;
  if (ext_) ext_->estimate(*this, s, out);
}

void CastleRules::estimate(const Position& p, std::vector<double>& out) const {
  estimate(st(p), out);
}

}  // namespace carc::castle
