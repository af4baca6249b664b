#include "engine/modes/base/estimate.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "engine/modes/base/rules.h"
#include "engine/modes/base/scoring.h"

namespace carc {

namespace {

// Share of the features holding followers that were complete at the game's end, by open ends
// (rows: 1, 2, ...) and tiles left in the bag (columns: 0-5, 6-11, ..., 66-71), measured over
// 300 two-player games (seeds 1000-1299) of the greedy player (src/engine/ai) with this estimate
// against itself: ~140,000 city and ~100,000 road observations. Cells with 4 or more open ends
// had few observations and are smoothed (averaged with a first run and made to rise with the
// tiles left). Data, not a published figure.
constexpr int kBuckets = 12;
constexpr float kCityDone[5][kBuckets] = {
    {0.083f, 0.237f, 0.380f, 0.481f, 0.538f, 0.567f, 0.629f, 0.677f, 0.703f, 0.747f, 0.824f,
     0.888f},
    {0.010f, 0.051f, 0.123f, 0.216f, 0.306f, 0.394f, 0.430f, 0.454f, 0.454f, 0.454f, 0.457f,
     0.465f},
    {0.000f, 0.006f, 0.026f, 0.078f, 0.096f, 0.154f, 0.200f, 0.231f, 0.259f, 0.299f, 0.333f,
     0.345f},
    {0.002f, 0.013f, 0.017f, 0.022f, 0.060f, 0.100f, 0.110f, 0.120f, 0.160f, 0.160f, 0.160f,
     0.160f},
    {0.000f, 0.000f, 0.008f, 0.012f, 0.012f, 0.035f, 0.070f, 0.100f, 0.120f, 0.120f, 0.120f,
     0.120f},
};
constexpr float kRoadDone[2][kBuckets] = {
    {0.077f, 0.207f, 0.309f, 0.414f, 0.479f, 0.552f, 0.618f, 0.694f, 0.730f, 0.772f, 0.782f,
     0.831f},
    {0.013f, 0.051f, 0.104f, 0.160f, 0.244f, 0.296f, 0.376f, 0.419f, 0.494f, 0.557f, 0.617f,
     0.700f},
};

// The table's odds for `open` open ends and `left` tiles, linear between bucket centres; beyond
// the last row each further open end halves them. No tile left: nothing completes.
template <size_t Rows>
double done(const float (&table)[Rows][kBuckets], int open, int left) {
  if (open <= 0) return 1;
  if (left <= 0) return 0;
  double scale = 1;
  for (; open > static_cast<int>(Rows); --open) scale *= 0.5;
  const float* row = table[open - 1];
  const double x = std::max(0.0, left / 6.0 - 0.5);
  const int i = std::min(kBuckets - 2, static_cast<int>(x));
  const double f = std::min(1.0, x - i);
  return scale * (row[i] + f * (row[i + 1] - row[i]));
}

// What one estimate reads of the tables for the tiles left, each entry worked out once.
class Odds {
 public:
  Odds(const EstimateWeights& w, int tilesLeft)
      : fill(1 - std::exp(-tilesLeft / w.cloisterFillTiles)),
        growth(tilesLeft > 0 ? w.growthPerOpenEnd : 0),
        left_(tilesLeft) {
    city_.fill(-1);
    road_.fill(-1);
  }
  double cityDone(int open) { return lookUp(city_, kCityDone, open); }
  double roadDone(int open) { return lookUp(road_, kRoadDone, open); }
  const double fill, growth;

 private:
  static constexpr int kOpen = 10;  // open ends looked up; more count as this many
  template <size_t Rows>
  double lookUp(std::array<double, kOpen + 1>& cache, const float (&table)[Rows][kBuckets],
                int open) {
    double& v = cache[static_cast<size_t>(std::min(open, kOpen))];
    if (v < 0) v = done(table, std::min(open, kOpen), left_);
    return v;
  }
  std::array<double, kOpen + 1> city_, road_;
  int left_;
};

// The expected value of the field with root `root` at final scoring: 3 per city it touches,
// a city not yet complete counted at its odds of completion.
double fieldValue(const Rules& r, const State& s, int root, Odds& odds) {
  std::array<uint64_t, kOpenRootWords> seen{};  // city roots counted
  double cities = 0;
  int m = root;
  do {
    const SegNode& node = s.features.nodes[static_cast<size_t>(m)];
    const PlacedTile& p = s.board.tiles[node.tile];
    for (uint32_t bits = r.type(p.type).seg[node.local].touches; bits; bits &= bits - 1) {
      const int city = s.features.find(p.segBase + __builtin_ctz(bits));
      uint64_t& word = seen[static_cast<size_t>(city >> 6)];
      const uint64_t bit = 1ull << (city & 63);
      if (word & bit) continue;
      word |= bit;
      cities += odds.cityDone(s.features.nodes[static_cast<size_t>(city)].open);
    }
    m = node.next;
  } while (m != root);
  return featureValue(FeatureKind::Field, false, 0, 0, 1) * cities;
}

// The expected final value of an unscored feature for the players holding its majority.
double featureEstimate(const Rules& r, const State& s, int root, Odds& odds) {
  const SegNode& node = s.features.nodes[static_cast<size_t>(root)];
  switch (node.kind) {
    case FeatureKind::Cloister: {
      const int around = s.board.tiles[node.tile].neighbours;
      return featureValue(node.kind, false, 1 + around, 0, 0) + (8 - around) * odds.fill;
    }
    case FeatureKind::Field:
      return fieldValue(r, s, root, odds);
    case FeatureKind::Road:
    case FeatureKind::City: {
      const bool city = node.kind == FeatureKind::City;
      const int tiles = featureTiles(s, root, nullptr);
      const int pennants = city ? node.pennants : 0;
      const double p = city ? odds.cityDone(node.open) : odds.roadDone(node.open);
      const double grown = tiles + odds.growth * node.open + pennants;
      // featureValue is linear in the tiles: value the grown feature by its parts.
      const double whole = featureValue(node.kind, true, 1, 0, 0);
      const double part = featureValue(node.kind, false, 1, 0, 0);
      return (p * whole + (1 - p) * part) * grown;
    }
    default:
      return 0;
  }
}

}  // namespace

void estimateFinalScores(const Rules& r, const State& s, std::vector<double>& out,
                         const EstimateWeights& w) {
  out.assign(static_cast<size_t>(s.players), 0.0);
  for (int q = 0; q < s.players; ++q) out[static_cast<size_t>(q)] = s.total(q);
  if (s.over()) return;
  Odds odds(w, s.bagCount);
  // The followers by feature root (sorted), so each feature is valued once for its majority.
  std::array<uint32_t, kMaxFigures> byRoot;  // root << 8 | owner
  int n = 0;
  for (int i = 0; i < s.figureCount; ++i) {
    const Figure& f = s.figures[static_cast<size_t>(i)];
    if (f.type == kFigureMeeple)
      byRoot[static_cast<size_t>(n++)] =
          static_cast<uint32_t>(s.features.find(f.seg)) << 8 | f.owner;
  }
  std::sort(byRoot.begin(), byRoot.begin() + n);
  for (int i = 0; i < n;) {
    const uint32_t root = byRoot[static_cast<size_t>(i)] >> 8;
    std::array<int, kMaxPlayers> on{};
    int j = i;
    for (; j < n && byRoot[static_cast<size_t>(j)] >> 8 == root; ++j)
      ++on[byRoot[static_cast<size_t>(j)] & 0xFF];
    i = j;
    if (s.features.nodes[root].scored) continue;
    const int most = *std::max_element(on.begin(), on.end());
    const double value = featureEstimate(r, s, static_cast<int>(root), odds);
    for (int q = 0; q < s.players; ++q)
      if (on[static_cast<size_t>(q)] == most) out[static_cast<size_t>(q)] += value;
  }
  // Followers in hand: what they may still bring, while their owner has turns to use them.
  for (int q = 0; q < s.players; ++q) {
    const double turns = static_cast<double>(s.bagCount) / s.players;
    const double usable =
        std::min<double>(s.supply[static_cast<size_t>(q)], 1 + turns / w.turnsPerFollower);
    out[static_cast<size_t>(q)] +=
        w.followerInHand * usable * std::min(1.0, turns / w.handFadeTurns);
  }
}

}  // namespace carc
