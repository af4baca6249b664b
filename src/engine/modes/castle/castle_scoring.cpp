// The Castle's scoring (castle.md "Turn" 3-4 and "Game end"): feature values, majorities, the
// placer's order, the markers on the wall track and the wall tiles they land on, the keep, and
// final scoring in the published order.
#include <algorithm>

#include "engine/modes/castle/castle_rules.h"

namespace carc::castle {

namespace {

// Published values (castle.md; English rulebook, Wikipedia, brettspielnetz.de): a path 1 point
// per tile, 2 if it has a fountain (any number); a house 1 per tile; a tower 2; a court 3 per
// market.
constexpr int kPathPoints = 1;
constexpr int kFountainPathPoints = 2;
constexpr int kHousePoints = 1;
constexpr int kTowerPoints = 2;
constexpr int kMarketPoints = 3;

}  // namespace

int CastleRules::completeValue(const CastleState& s, int root, int tiles, int& column) const {
  const Feature& f = s.feat[root];
  switch (kindOf(s, root)) {
    case FeatureKind::Path:
      column = kColPath;
      return tiles * (f.count[kCounterFountain] ? kFountainPathPoints : kPathPoints);
    case FeatureKind::House:
      column = kColHouse;
      return tiles * kHousePoints;
    case FeatureKind::Tower:
      column = kColTower;
      return tiles * kTowerPoints;
    default: {
      int v = 0;
      column = kColWall;
      if (ext_ && ext_->value(kindOf(s, root), tiles, v, column)) column += extColumn_;
      return v;
    }
  }
}

bool CastleRules::featureAt(const Position& p, int placed, int loc, int player,
                            FeatureInfo& out) const {
  const CastleState& s = st(p);
  const int seg = segmentAt(s, placed, loc);
  if (seg < 0 || player < 0 || player >= kPlayers) return false;
  const int root = find(s, seg);
  out = FeatureInfo{};
  out.kind = kindOf(s, root);
  out.complete = s.feat[static_cast<size_t>(root)].open == 0;
  uint64_t seen[2] = {0, 0};  // a feature may pass a tile twice: listed once
  int g = root;
  do {
    const int t = s.segTile[static_cast<size_t>(g)];
    if (!((seen[t >> 6] >> (t & 63)) & 1)) out.tiles.push_back(t);
    seen[t >> 6] |= uint64_t{1} << (t & 63);
    g = s.next[static_cast<size_t>(g)];
  } while (g != root);
  // A court scores its markets at the game end (castle.md "Game end"); the rest when completed.
  int column = 0;
  out.atEnd = out.kind == FeatureKind::Court;
  out.points = out.finished =
      out.atEnd ? courtValue(s, root, player)
                : completeValue(s, root, static_cast<int>(out.tiles.size()), column);
  return true;
}

int CastleRules::courtValue(const CastleState& s, int root, int player) const {
  int perMarket = kMarketPoints;
  for (int n = 1; player != kNone8 && n < kWallTileKinds; ++n)
    if (data_.wall[n].effect == WallEffect::MarketValue && usable(s, player, n, true) &&
        data_.wall[n].amount > perMarket)
      perMarket = data_.wall[n].amount;
  return s.feat[root].count[kCounterMarket] * perMarket;
}

int CastleRules::keepValue(const CastleState& s, int p) const {
  int v = s.keepSize[p];
  if (!v) return 0;  // no keep to enlarge
  for (int n = 1; n < kWallTileKinds; ++n)
    if (data_.wall[n].effect == WallEffect::KeepBonus)
      v += usable(s, p, n, true) * data_.wall[n].amount;
  return v;
}

// ---- markers and wall tiles

int CastleRules::addPoints(CastleState& s, int player, int column, int points, bool final) const {
  bool stopped = false;
  const int moved = !final && ext_ ? ext_->limitMove(*this, s, player, points, stopped) : points;
  s.score[player][column] = static_cast<int16_t>(s.score[player][column] + moved);
  if (!final && !stopped && moved > 0) takeWallTile(s, player);
  return moved;
}

// A marker that lands exactly on a corner tower's space takes its wall tile, if still there.
// (Not at game end: a tile taken then could never be used.)
// With explicit draws its number is revealed by the record after this turn's scoring.
void CastleRules::takeWallTile(CastleState& s, int player) const {
  const int t = towerAt_[trackSpace(s.total(player))];
  if (t < 0 || !s.tower[t] || s.revealCount == kMaxQueue) return;
  s.revealTile[s.revealCount] = s.tower[t] == kUnknownWallTile ? 0 : s.tower[t];
  s.reveal[s.revealCount++] = static_cast<uint8_t>(t | player << 7);
  s.tower[t] = 0;
}

// The number a found wall tile has: the one dealt there (seeded games); with explicit draws, or
// in a view, any number nobody holds, has used or has found this turn.
void CastleRules::revealOptions(const CastleState& s, ActionList& out) const {
  Action a;
  a.kind = kActWall;
  if (s.revealTile[0]) {
    a.arg0 = s.revealTile[0];
    out.push(a);
    return;
  }
  for (int n = 1; n < kWallTileKinds; ++n) {
    if (unseenWallTiles(s, n) <= 0) continue;
    a.arg0 = static_cast<uint8_t>(n);
    out.push(a);
  }
}

int CastleRules::unseenWallTiles(const CastleState& s, int n) const {
  int left = data_.wall[n].count;
  for (int p = 0; p < kPlayers; ++p) left -= s.held[p][n] + s.fresh[p][n] + s.spent[p][n];
  for (int i = 1; i < s.revealCount; ++i) left -= s.revealTile[i] == n;
  return left;
}

// ---- one feature

void CastleRules::report(const CastleState& s, EventSink* sink, const Scoring& sc,
                         bool complete) const {
  if (!sink) return;
  ScoreEvent ev;
  ev.kind = sc.kind;
  ev.column = ev.adjustColumn = ev.bonusColumn = sc.column;
  ev.final = sc.final;
  ev.complete = complete;
  ev.value = static_cast<int16_t>(sc.value);
  if (sc.winner != kNone8) {
    ev.winners = static_cast<uint8_t>(1u << sc.winner);
    ev.points[sc.winner] = static_cast<int16_t>(sc.points);
  }
  if (sc.kind != FeatureKind::None) {
    ev.feature = sc.root;
    for (int p = 0; p < kPlayers; ++p) ev.followers[p] = s.feat[sc.root].followers[p];
    int seg = sc.root;
    do {
      const int t = s.segTile[seg];
      if (!(ev.tileSet[t >> 6] >> (t & 63) & 1)) {
        ev.tileSet[t >> 6] |= uint64_t{1} << (t & 63);
        ev.tiles[ev.tileCount++] = static_cast<uint8_t>(t);
      }
      seg = s.next[seg];
    } while (seg != sc.root);
  }
  sink->scored(ev);
}

void CastleRules::score(CastleState& s, Scoring& sc, EventSink* sink) const {
  if (sc.winner == kNone8) {
    report(s, sink, sc, !sc.final);
    return;
  }
  if (ext_ && ext_->doubles(*this, s, sc)) sc.doubledBy = kDoubledByFigure;
  sc.points =
      addPoints(s, sc.winner, sc.column, sc.doubledBy ? doubled(sc.value) : sc.value, sc.final);
  // The keep goes on a player's first scored house and moves to each larger one.
  if (sc.kind == FeatureKind::House && !sc.final && sc.tiles > s.keepSize[sc.winner]) {
    s.keepSize[sc.winner] = sc.tiles;
    s.keepSeg[sc.winner] = sc.root;
  }
  if (ext_) ext_->onScored(*this, s, sc);
  report(s, sink, sc, sc.kind != FeatureKind::Court && !s.feat[sc.root].open);
}

// The figures on a scored feature go back to their owners' supplies.
void CastleRules::returnFigures(CastleState& s, int root) const {
  for (int i = s.figureCount - 1; i >= 0; --i) {
    const Figure f = s.figures[i];
    if (find(s, f.seg) != root) continue;
    ++s.supply[f.owner][f.kind];
    for (int j = i; j + 1 < s.figureCount; ++j) s.figures[j] = s.figures[j + 1];
    --s.figureCount;
  }
  s.feat[root].followers = {};
  s.feat[root].special = 0;
}

void CastleRules::dropQueued(CastleState& s, int root) const {
  int j = 0;
  for (int i = 0; i < s.queueCount; ++i)
    if (s.queue[i] != root) s.queue[j++] = s.queue[i];
  s.queueCount = static_cast<uint8_t>(j);
}

void CastleRules::scoreQueued(CastleState& s, int root, bool doubled, EventSink* sink) const {
  Scoring sc;
  sc.root = static_cast<uint16_t>(root);
  sc.kind = kindOf(s, root);
  sc.tiles = static_cast<uint8_t>(featureTiles(s, root));
  sc.winner = static_cast<uint8_t>(winner(s, root));
  int column = 0;
  sc.value = completeValue(s, root, sc.tiles, column);
  sc.column = static_cast<uint8_t>(column);
  if (doubled) {
    const int n = s.pendingArg;
    --s.held[s.current][n];
    ++s.spent[s.current][n];
    sc.doubledBy = static_cast<uint8_t>(n);
  }
  score(s, sc, sink);
  returnFigures(s, root);
  dropQueued(s, root);
}

// The doubling wall tile the current player could use on a completed feature they win now (a
// house or tower not doubled by an expansion's figure), or 0.
int CastleRules::doublingTile(const CastleState& s, int root) const {
  const FeatureKind k = kindOf(s, root);
  int n = 1;
  while (n < kWallTileKinds && !(data_.wall[n].effect == WallEffect::Double &&
                                 data_.wall[n].kind == k && usable(s, s.current, n, false)))
    ++n;
  if (n == kWallTileKinds) return 0;
  if (ext_) {
    Scoring sc;
    sc.root = static_cast<uint16_t>(root);
    sc.kind = k;
    sc.winner = s.current;
    if (ext_->doubles(*this, s, sc)) return 0;  // a feature is doubled once
  }
  return n;
}

// ---- the order of this turn's scorings

// Whose features come next: the placer's own first, then the other player's; -1: none left.
int CastleRules::queuedWinnerSide(const CastleState& s) const {
  int side = -1;
  for (int i = 0; i < s.queueCount; ++i) {
    const int w = winner(s, s.queue[i]);
    if (w == s.current) return w;
    side = w;
  }
  return side;
}

// Whether the order of `side`'s features changes the outcome: for some choice of which of them
// are doubled, two orders of scoring them take different wall tiles (a marker landing on a
// corner tower), or a move could stop at a gate (then always asked). If not, the engine scores
// them in queue order. Beyond kExactOrders features every order is not tried: always asked.
bool CastleRules::orderMatters(const CastleState& s, int side) const {
  constexpr int kExactOrders = 5;
  int count = 0;
  for (int i = 0; i < s.queueCount; ++i) count += winner(s, s.queue[i]) == side;
  if (count < 2) return false;
  if (count > kExactOrders) return true;
  std::array<int, kMaxQueue> v{};
  unsigned canDouble = 0;
  int k = 0, most = 0;
  for (int i = 0; i < s.queueCount; ++i) {
    const int root = s.queue[i];
    if (winner(s, root) != side) continue;
    int column = 0;
    Scoring sc;
    sc.root = static_cast<uint16_t>(root);
    sc.kind = kindOf(s, root);
    sc.winner = static_cast<uint8_t>(side);
    v[k] = completeValue(s, root, featureTiles(s, root), column);
    if (ext_ && ext_->doubles(*this, s, sc)) v[k] = doubled(v[k]);
    if (side == s.current && doublingTile(s, root)) canDouble |= 1u << k;
    most += (canDouble >> k & 1) ? doubled(v[k]) : v[k];
    ++k;
  }
  if (ext_ && ext_->mayStop(*this, s, side, most)) return true;
  const int base = s.total(side);
  for (unsigned dbl = canDouble;; dbl = (dbl - 1) & canDouble) {  // each choice of doublings
    std::array<int, kMaxQueue> order{};
    for (int i = 0; i < k; ++i) order[i] = i;
    int first = -1;  // the towers the first order takes, as bits
    do {
      int total = base;
      unsigned taken = 0;
      for (int i = 0; i < k; ++i) {
        total += (dbl >> order[i] & 1) ? doubled(v[order[i]]) : v[order[i]];
        const int t = towerAt_[trackSpace(total)];
        if (t >= 0 && s.tower[t]) taken |= 1u << t;
      }
      if (first < 0) first = static_cast<int>(taken);
      if (static_cast<int>(taken) != first) return true;
    } while (std::next_permutation(order.begin(), order.begin() + k));
    if (!dbl) break;
  }
  return false;
}

// Each completed feature `side` wins, by a segment on (or next to) the tile just placed.
void CastleRules::scoreNextOptions(const CastleState& s, ActionList& out) const {
  const int side = queuedWinnerSide(s);
  for (int i = 0; i < s.queueCount; ++i) {
    const int root = s.queue[i];
    if (winner(s, root) != side) continue;
    int seg = root;
    for (int g = 0; g < s.segCount; ++g)  // prefer a segment of the tile just placed
      if (s.segTile[g] == s.lastTile && find(s, g) == root) {
        seg = g;
        break;
      }
    const int placed = s.segTile[seg];
    const int local = seg - s.firstSeg[placed];
    Action a;
    a.kind = kActScoreNext;
    a.x = static_cast<int8_t>(placedX(s, placed));
    a.y = static_cast<int8_t>(placedY(s, placed));
    a.loc = types_[s.type[placed]].face[s.rot[placed]].canon[local];
    out.push(a);
  }
}

// Scores this turn's completed features: those nobody wins first (their figures go back), then
// the placer's, then the other player's. False when a decision is needed (order, doubling).
bool CastleRules::scoreStep(CastleState& s, EventSink* sink) const {
  for (int i = s.queueCount - 1; i >= 0; --i) {
    const int root = s.queue[i];
    if (winner(s, root) != kNone8) continue;
    if (sink && s.feat[root].followers[0]) {  // a tie: shown, nobody scores
      Scoring sc;
      sc.root = static_cast<uint16_t>(root);
      sc.kind = kindOf(s, root);
      int column = 0;
      sc.value = completeValue(s, root, featureTiles(s, root), column);
      sc.column = static_cast<uint8_t>(column);
      report(s, sink, sc, true);
    }
    returnFigures(s, root);
    dropQueued(s, root);
  }
  for (;;) {
    const int side = queuedWinnerSide(s);
    if (side < 0) {
      if (!s.revealCount) return true;
      s.pending = Pending::Reveal;
      return false;
    }
    if (orderMatters(s, side)) {
      s.pending = Pending::ScoreNext;
      return false;
    }
    int root = -1;
    for (int i = 0; i < s.queueCount && root < 0; ++i)
      if (winner(s, s.queue[i]) == side) root = s.queue[i];
    const int n = side == s.current ? doublingTile(s, root) : 0;
    if (n) {
      s.pending = Pending::WallDouble;
      s.pendingArg = static_cast<uint8_t>(n);
      s.pendingSeg = static_cast<uint16_t>(root);
      return false;
    }
    scoreQueued(s, root, false, sink);
  }
}

int CastleRules::extraTurnTile(const CastleState& s) const {
  for (int n = 1; n < kWallTileKinds; ++n)
    if (data_.wall[n].effect == WallEffect::ExtraTurn && usable(s, s.current, n, false)) return n;
  return 0;
}

// ---- game end

// Keeps, then courts (castle.md "Game end"); unfinished paths, houses and towers score nothing
// here (wall tiles 4-6 come in FinalWall).
void CastleRules::scoreFinal(CastleState& s, EventSink* sink) const {
  const int k0 = keepValue(s, 0), k1 = keepValue(s, 1);
  if (k0 != k1) {
    Scoring sc;
    sc.winner = k0 > k1 ? 0 : 1;
    sc.column = kColKeep;
    sc.final = true;
    sc.value = largestEmptyArea(s);
    sc.points = addPoints(s, sc.winner, kColKeep, sc.value, true);
    report(s, sink, sc, false);
  }
  for (int i = 0; i < s.figureCount; ++i) {
    const int root = find(s, s.figures[i].seg);
    if (kindOf(s, root) != FeatureKind::Court) continue;
    bool seen = false;
    for (int j = 0; j < i; ++j) seen |= find(s, s.figures[j].seg) == root;
    if (seen) continue;
    Scoring sc;
    sc.root = static_cast<uint16_t>(root);
    sc.kind = FeatureKind::Court;
    sc.tiles = static_cast<uint8_t>(featureTiles(s, root));
    sc.winner = static_cast<uint8_t>(winner(s, root));
    sc.column = kColCourt;
    sc.final = true;
    sc.value = courtValue(s, root, sc.winner);
    score(s, sc, sink);
  }
}

// Unfinished features of `kind` that player p wins (more figures), one action each.
void CastleRules::finishCandidates(const CastleState& s, int p, FeatureKind kind,
                                   ActionList& out) const {
  for (int i = 0; i < s.figureCount; ++i) {
    const int seg = s.figures[i].seg;
    const int root = find(s, seg);
    if (kindOf(s, root) != kind || !s.feat[root].open || winner(s, root) != p) continue;
    bool seen = false;
    for (int j = 0; j < i; ++j) seen |= find(s, s.figures[j].seg) == root;
    if (seen) continue;
    const int placed = s.segTile[seg];
    Action a;
    a.kind = kActWall;
    a.arg0 = s.pendingArg;
    a.x = static_cast<int8_t>(placedX(s, placed));
    a.y = static_cast<int8_t>(placedY(s, placed));
    a.loc = types_[s.type[placed]].face[s.rot[placed]].canon[seg - s.firstSeg[placed]];
    out.push(a);
  }
}

// Uses up one of p's wall tiles n (game end: those taken on the last turn too).
static void spendAtEnd(CastleState& s, int p, int n) {
  if (s.held[p][n])
    --s.held[p][n];
  else
    --s.fresh[p][n];
  ++s.spent[p][n];
}

void CastleRules::scoreFinish(CastleState& s, int p, int n, int root, EventSink* sink) const {
  Scoring sc;
  sc.root = static_cast<uint16_t>(root);
  sc.kind = kindOf(s, root);
  sc.tiles = static_cast<uint8_t>(featureTiles(s, root));
  sc.winner = static_cast<uint8_t>(p);
  sc.final = true;
  int column = 0;
  sc.value = completeValue(s, root, sc.tiles, column);
  if (data_.incomplete == IncompleteValue::Half) sc.value /= 2;
  sc.column = static_cast<uint8_t>(column);
  spendAtEnd(s, p, n);
  score(s, sc, sink);
  returnFigures(s, root);  // scored: no longer the player's to finish again
}

// Wall tiles 4-9 at game end, player by player: each "finish" tile on one of the player's
// unfinished features (a decision when there are several), then points.
bool CastleRules::finalWallStep(CastleState& s, EventSink* sink) const {
  for (; s.finalPlayer < kPlayers; ++s.finalPlayer) {
    const int p = s.finalPlayer;
    for (int n = 1; n < kWallTileKinds; ++n) {
      if (data_.wall[n].effect != WallEffect::Finish) continue;
      while (usable(s, p, n, true)) {
        ActionList options;
        s.pendingArg = static_cast<uint8_t>(n);
        finishCandidates(s, p, data_.wall[n].kind, options);
        if (!options.count) break;
        if (options.count > 1) {
          s.pending = Pending::WallFinish;
          return false;
        }
        std::string why;
        const Action& a = options.items[0];
        scoreFinish(s, p, n, find(s, segmentAtRef(s, a.x, a.y, a.loc, why)), sink);
      }
    }
    for (int n = 1; n < kWallTileKinds; ++n)
      while (data_.wall[n].effect == WallEffect::Points && usable(s, p, n, true)) {
        spendAtEnd(s, p, n);
        Scoring sc;
        sc.winner = static_cast<uint8_t>(p);
        sc.column = kColWall;
        sc.final = true;
        sc.value = data_.wall[n].amount;
        sc.points = addPoints(s, p, kColWall, sc.value, true);
        report(s, sink, sc, false);
      }
  }
  s.pendingArg = 0;
  return true;
}

}  // namespace carc::castle
