#include "engine/modes/base/scoring.h"

#include <algorithm>
#include <array>

#include "engine/modes/base/expansion.h"
#include "engine/modes/base/rules.h"

namespace carc {

int featureValue(FeatureKind kind, bool complete, int tiles, int pennants, int cities) {
  switch (kind) {
    case FeatureKind::Road:
      return tiles;  // 1 per tile, complete or not
    case FeatureKind::City:
      return complete ? 2 * (tiles + pennants) : tiles + pennants;
    case FeatureKind::Cloister:
      return tiles;  // itself + neighbours: 9 when complete
    case FeatureKind::Field:
      return 3 * cities;  // per completed city touched
    default:
      return 0;
  }
}

static int columnFor(const Rules& r, FeatureKind k) {
  switch (k) {
    case FeatureKind::Road:
      return kScoreRoad;
    case FeatureKind::City:
      return kScoreCity;
    case FeatureKind::Cloister:
      return kScoreCloister;
    case FeatureKind::Field:
      return kScoreField;
    default:
      return r.otherColumn();
  }
}

int featureTiles(const State& s, int root, uint8_t* out, uint64_t* set) {
  // A feature may pass a tile twice (two segments of one tile): count the tile once.
  uint64_t seen[2] = {0, 0};
  int n = 0;
  int m = root;
  do {
    const int t = s.features.nodes[m].tile;
    const uint64_t bit = 1ull << (t & 63);
    if (!(seen[t >> 6] & bit)) {
      seen[t >> 6] |= bit;
      if (out) out[n] = static_cast<uint8_t>(t);
      ++n;
    }
    m = s.features.nodes[m].next;
  } while (m != root);
  if (set) {
    set[0] = seen[0];
    set[1] = seen[1];
  }
  return n;
}

int fieldCities(const Rules& r, const State& s, int fieldRoot, uint16_t* out) {
  int n = 0;
  int m = fieldRoot;
  do {
    const SegNode& node = s.features.nodes[m];
    const PlacedTile& p = s.board.tiles[node.tile];
    const uint16_t touches = r.type(p.type).seg[node.local].touches;
    for (int c = 0; touches >> c; ++c) {
      if (!((touches >> c) & 1)) continue;
      const int root = s.features.find(p.segBase + c);
      if (!s.features.complete(root)) continue;  // farms count completed cities only
      bool dup = false;                          // a city counts once per field
      for (int i = 0; i < n && !dup; ++i) dup = out[i] == root;
      if (!dup && n < kMaxTiles) out[n++] = static_cast<uint16_t>(root);
    }
    m = node.next;
  } while (m != fieldRoot);
  return n;
}

void followersOn(const State& s, int root, std::array<uint8_t, kMaxPlayers>& out) {
  out.fill(0);
  for (int i = 0; i < s.figureCount; ++i) {
    const Figure& f = s.figures[i];
    if (f.type == kFigureMeeple && s.features.find(f.seg) == root) ++out[f.owner];
  }
}

// The event scoring the feature with root `root` makes before the expansions' hooks: tiles,
// value, followers and the majority's points.
static ScoreEvent featureEvent(const Rules& r, const State& s, int root, bool final) {
  const SegNode& node = s.features.nodes[root];
  ScoreEvent ev;
  ev.kind = node.kind;
  ev.column = static_cast<uint8_t>(columnFor(r, node.kind));
  // Until a hook names its own column.
  ev.adjustColumn = ev.bonusColumn = static_cast<uint8_t>(r.otherColumn());
  ev.final = final;
  ev.feature = static_cast<uint16_t>(root);
  if (node.kind == FeatureKind::Cloister) {
    const PlacedTile& p = s.board.tiles[node.tile];
    ev.complete = p.neighbours == 8;
    ev.tiles[ev.tileCount++] = node.tile;
    for (int dy = -1; dy <= 1; ++dy)
      for (int dx = -1; dx <= 1; ++dx) {
        const int n = (dx || dy) ? s.board.tileAt(p.x + dx, p.y + dy) : -1;
        if (n >= 0) ev.tiles[ev.tileCount++] = static_cast<uint8_t>(n);
      }
    for (int i = 0; i < ev.tileCount; ++i)
      ev.tileSet[ev.tiles[i] >> 6] |= 1ull << (ev.tiles[i] & 63);
  } else {
    ev.complete = s.features.complete(root);
    ev.tileCount = static_cast<uint8_t>(featureTiles(s, root, ev.tiles.data(), ev.tileSet.data()));
  }
  ev.pennants = node.kind == FeatureKind::City ? node.pennants : 0;
  if (node.kind == FeatureKind::Field) {
    uint16_t cities[kMaxTiles];
    ev.cities = static_cast<uint8_t>(fieldCities(r, s, root, cities));
  }
  ev.value = static_cast<int16_t>(
      featureValue(node.kind, ev.complete, ev.tileCount, ev.pennants, ev.cities));
  followersOn(s, root, ev.followers);
  int most = 0;
  for (int p = 0; p < s.players; ++p)
    if (ev.followers[p] > most) most = ev.followers[p];
  for (int p = 0; p < s.players && most > 0; ++p)
    if (ev.followers[p] == most) {
      ev.winners = static_cast<uint8_t>(ev.winners | (1 << p));
      ev.points[p] = ev.value;
    }
  return ev;
}

void featureInfo(const Rules& r, const State& s, int root, int player, FeatureInfo& out) {
  const FeatureKind kind = s.features.nodes[root].kind;
  // A field scores only at the game end; the hooks may change what they watch: a copy.
  State copy = s;
  ScoreEvent ev = featureEvent(r, copy, root, kind == FeatureKind::Field);
  out = FeatureInfo{};
  out.kind = kind;
  out.complete = ev.complete;
  out.tiles.assign(ev.tiles.begin(), ev.tiles.begin() + ev.tileCount);
  out.pennants = ev.pennants;
  out.cities = ev.cities;
  out.atEnd = kind == FeatureKind::Field;
  // Completed now (roads, cities), or as it stands (a cloister, a field), held by `player` alone.
  ev.complete = ev.complete || closesByEdges(kind);
  ev.value =
      static_cast<int16_t>(featureValue(kind, ev.complete, ev.tileCount, ev.pennants, ev.cities));
  ev.followers.fill(0);
  ev.followers[static_cast<size_t>(player)] = 1;
  ev.winners = static_cast<uint8_t>(1 << player);
  ev.points.fill(0);
  ev.points[static_cast<size_t>(player)] = ev.value;
  r.featureHooks(copy, ev);
  const size_t p = static_cast<size_t>(player);
  out.points = ev.points[p] + ev.bonus[p] + ev.adjust[p];
  out.finished = kind == FeatureKind::Cloister ? featureValue(kind, true, 9, 0, 0) : out.points;
}

// Scores one feature: value, majority (ties share), expansion modifiers, meeples home.
static void scoreFeature(const Rules& r, State& s, int root, bool final, EventSink* sink) {
  SegNode& node = s.features.nodes[root];
  ScoreEvent ev = featureEvent(r, s, root, final);
  // Two stages: value changes (bubble scoring) first, then modifiers (magician, witch).
  r.featureHooks(s, ev);
  // Zeros are added too: whether a player scored is as good as random to a branch predictor.
  for (int p = 0; p < s.players; ++p) {
    s.addScore(p, ev.column, ev.points[p]);
    s.addScore(p, ev.bonusColumn, ev.bonus[p]);
    s.addScore(p, ev.adjustColumn, ev.adjust[p]);
  }
  node.scored = 1;
  // Meeples on a feature scored during play go back to their owners; at the end they stay.
  if (!final && node.followers) {
    for (int i = 0; i < s.figureCount;) {
      const Figure& f = s.figures[i];
      if (f.type == kFigureMeeple && s.features.find(f.seg) == root) {
        ++s.supply[f.owner];
        s.figures[i] = s.figures[--s.figureCount];
      } else {
        ++i;
      }
    }
    node.followers = 0;
  }
  if (sink) sink->scored(ev);
}

void scoreCompleted(const Rules& r, State& s, EventSink* sink) {
  const PlacedTile& p = s.board.tiles[s.lastTile];
  for (unsigned segs = r.core(p.type).closingSegs; segs; segs &= segs - 1) {
    const int root = s.features.find(p.segBase + __builtin_ctz(segs));
    const SegNode& n = s.features.nodes[root];
    if (n.open == 0 && !n.scored) scoreFeature(r, s, root, false, sink);
  }
  // A cloister completes when its 8th neighbour arrives: on this tile or one around it, among
  // the cells placeTile saw reach 8 neighbours (State::surrounded), in row order.
  for (unsigned full = s.surrounded; full; full &= full - 1) {
    const int k = __builtin_ctz(full);
    const PlacedTile& c = s.board.tiles[s.board.tileAt(p.x + k % 3 - 1, p.y + k / 3 - 1)];
    const int cs = r.core(c.type).cloisterSeg;
    if (cs < 0) continue;
    const int root = s.features.find(c.segBase + cs);
    if (!s.features.nodes[root].scored) scoreFeature(r, s, root, false, sink);
  }
}

void scoreFinal(const Rules& r, State& s, EventSink* sink) {
  // Everything incomplete first (roads, cities, cloisters), then farms (base.md). Only features
  // with followers score: the meeples' roots (a feature's follower count is its meeples), taken
  // in root order within each kind, as a scan of every segment would meet them.
  std::array<uint16_t, kMaxFigures> roots;
  int n = 0;
  for (int i = 0; i < s.figureCount; ++i)
    if (s.figures[i].type == kFigureMeeple)
      roots[n++] = static_cast<uint16_t>(s.features.find(s.figures[i].seg));
  std::sort(roots.begin(), roots.begin() + n);
  n = static_cast<int>(std::unique(roots.begin(), roots.begin() + n) - roots.begin());
  const FeatureKind order[] = {FeatureKind::Road, FeatureKind::City, FeatureKind::Cloister,
                               FeatureKind::Field};
  for (FeatureKind k : order)
    for (int i = 0; i < n; ++i) {
      const SegNode& node = s.features.nodes[roots[i]];
      if (node.kind != k || node.scored || !node.followers) continue;
      scoreFeature(r, s, roots[i], true, sink);
    }
}

}  // namespace carc
