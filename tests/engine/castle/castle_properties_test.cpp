// Properties of 1,000 seeded random Castle+Falcon games (and Castle games), checked after every
// action: tiles inside the wall, each tile space used once, paths meeting paths, followers
// conserved (merchants never back), wall tiles and aerie tokens conserved, the track's space of
// a score, no face-down wall tile in a player's view, sampleAction's draw; and over the games,
// the share of tiles random legal play places (the tile set was tuned for at least 95%).
#include <gtest/gtest.h>

#include <set>

#include "castle_util.h"

namespace carc::castle {
namespace {

bool pathAt(const CastleRules& r, const CastleState& s, int placed, int edge) {
  return (r.info(s.type[placed]).face[s.rot[placed]].pathEdges >> edge) & 1;
}

// Tiles inside the wall, one per tile space; every path edge meets a path, every other edge no
// path (start spaces included; the wall takes anything).
void checkBoard(const CastleRules& r, const CastleState& s) {
  const CastleData& d = r.data();
  std::set<int> used;
  for (int i = static_cast<int>(d.starts.size()); i < s.placedCount; ++i) {
    const int c = s.cell[i];
    ASSERT_LT(c, d.cells);
    ASSERT_TRUE(used.insert(c).second) << "tile space used twice";
    ASSERT_EQ(s.cellTile[c], i);
    for (int e = 0; e < 4; ++e) {
      const uint8_t nb = d.neighbour[c][e];
      if (nb == kWall) continue;
      const int j = nb >= kStartBase ? nb - kStartBase : s.cellTile[nb];
      if (j == kNone8) continue;
      ASSERT_EQ(pathAt(r, s, i, e), pathAt(r, s, j, oppositeEdge(e))) << "paths must meet";
    }
  }
  int filled = 0;
  for (int c = 0; c < d.cells; ++c) filled += s.cellTile[c] != kNone8;
  ASSERT_EQ(filled, static_cast<int>(used.size()));
}

// Figures: each player's supply and figures on the board add up to what they started with; a
// feature's counts are the figures on it.
void checkFigures(const CastleRules& r, const CastleState& s) {
  for (int p = 0; p < kPlayers; ++p)
    for (int k = 0; k < r.figureKinds(); ++k) {
      int n = s.supply[p][k];
      for (int i = 0; i < s.figureCount; ++i)
        n += s.figures[i].owner == p && s.figures[i].kind == k;
      ASSERT_EQ(n, k ? r.figureInfo(k)->perPlayer : 6) << "player " << p << " kind " << k;
    }
  for (int i = 0; i < s.figureCount; ++i) {
    const int root = CastleRules::find(s, s.figures[i].seg);
    int mine = 0;
    for (int j = 0; j < s.figureCount; ++j)
      mine += CastleRules::find(s, s.figures[j].seg) == root &&
              s.figures[j].owner == s.figures[i].owner;
    ASSERT_EQ(s.feat[root].followers[s.figures[i].owner], mine);
  }
}

// Wall tiles: the face-down ones on the towers and those in the players' hands (fresh, usable,
// used) make up the 13 dealt; no number beyond its copies. Aerie tokens: 12 in all.
void checkTokens(const CastleRules& r, const CastleState& s) {
  const CastleData& d = r.data();
  int dealt = 0, onTowers = 0;
  for (const Tower& t : d.towers) dealt += t.holdsTile;
  std::array<int, kWallTileKinds> seen{};
  for (size_t t = 0; t < d.towers.size(); ++t) {
    onTowers += s.tower[t] != 0;
    if (s.tower[t] && s.tower[t] != kUnknownWallTile) ++seen[s.tower[t]];
  }
  int inHand = 0;
  for (int p = 0; p < kPlayers; ++p)
    for (int n = 1; n < kWallTileKinds; ++n) {
      const int c = s.held[p][n] + s.fresh[p][n] + s.spent[p][n];
      inHand += c;
      seen[n] += c;
    }
  for (int i = 0; i < s.revealCount; ++i) ++seen[s.revealTile[i]];
  seen[0] = 0;  // a reveal of an unknown tile
  ASSERT_EQ(onTowers + inHand + s.revealCount, dealt);
  for (int n = 1; n < kWallTileKinds; ++n) ASSERT_LE(seen[n], d.wall[n].count) << n;
  if (r.extension()) {
    ASSERT_EQ(Falcon::tokens(s, 0) + Falcon::tokens(s, 1) + Falcon::supply(s), Falcon::kTokens);
  }
}

// Neither player's view holds a face-down wall tile's number, nor the draw order (generator).
void checkViews(const CastleRules& r, const CastleState& s) {
  for (int p = 0; p < kPlayers; ++p) {
    const CastleState v = r.viewFor(s, p);
    for (size_t t = 0; t < kMaxTowers; ++t)
      ASSERT_TRUE(v.tower[t] == 0 || v.tower[t] == kUnknownWallTile);
    ASSERT_TRUE(v.rng == Rng(0));
  }
}

struct Totals {
  double placedShare = 0;
  int games = 0;
};

// Plays one seeded game, checking after every action; appends what it placed.
void playChecked(const CastleRules& r, uint64_t seed, Totals& totals, bool views) {
  CastleState s;
  GameSetup g;
  g.seed = seed;
  ASSERT_EQ(r.setup(s, g), "");
  Rng policy(seed ^ 0x5DEECE66DA5A5A5Aull);
  ActionList list, scratch;
  std::set<uint16_t> courtFigures;  // (segment) of figures on courts: never leave
  std::array<int, kPlayers> last{};
  while (!s.over()) {
    // sampleAction: the draw is legalActions' item rng.below(count), with that one draw.
    Rng a = policy, b = policy;
    r.legalActions(s, list);
    ASSERT_GT(list.count, 0);
    const Action listed = list.items[b.below(static_cast<uint32_t>(list.count))];
    const Action sampled = r.sampleAction(s, a, scratch);
    ASSERT_EQ(sampled, listed);
    ASSERT_TRUE(a == b);
    policy = a;
    ASSERT_EQ(r.check(s, sampled), "");
    r.apply(s, sampled);
    checkBoard(r, s);
    checkFigures(r, s);
    checkTokens(r, s);
    if (views) checkViews(r, s);
    for (int i = 0; i < s.figureCount; ++i)
      if (r.kindOf(s, s.figures[i].seg) == FeatureKind::Court)
        courtFigures.insert(s.figures[i].seg);
    for (uint16_t seg : courtFigures) {
      bool there = false;
      for (int i = 0; i < s.figureCount; ++i) there |= s.figures[i].seg == seg;
      ASSERT_TRUE(there) << "a merchant came back";
    }
    for (int p = 0; p < kPlayers; ++p) {
      ASSERT_GE(s.total(p), last[p]) << "scores never go down";
      last[p] = s.total(p);
      ASSERT_EQ(CastleRules::trackSpace(s.total(p)), s.total(p) % 100);
    }
    if (::testing::Test::HasFatalFailure()) return;
  }
  totals.placedShare += static_cast<double>(s.turn) / r.bagTiles();
  ++totals.games;
  ASSERT_EQ(s.turn + s.discardCount, r.bagTiles());
}

TEST(CastleProperties, ThousandRandomCastleFalconGames) {
  auto r = test::rules({"falcon"});
  Totals totals;
  for (uint64_t seed = 1; seed <= 1000; ++seed) {
    playChecked(*r, seed, totals, seed <= 200);
    if (HasFatalFailure()) {
      ADD_FAILURE() << "seed " << seed;
      return;
    }
  }
  const double share = totals.placedShare / totals.games;
  EXPECT_GE(share, 0.95) << "random legal play places too few tiles";
  std::printf("castle+falcon: %.4f of the tiles placed on average\n", share);
}

TEST(CastleProperties, FiveHundredRandomCastleGames) {
  auto r = test::rules();
  Totals totals;
  for (uint64_t seed = 1; seed <= 500; ++seed) {
    playChecked(*r, seed, totals, seed <= 100);
    if (HasFatalFailure()) {
      ADD_FAILURE() << "seed " << seed;
      return;
    }
  }
  const double share = totals.placedShare / totals.games;
  EXPECT_GE(share, 0.95);
  std::printf("castle: %.4f of the tiles placed on average\n", share);
}

// The gate-stop variant: the same invariants (a marker standing on a gate included).
TEST(CastleProperties, GateStopVariantGames) {
  auto r = test::rules({"falcon(gate-stop)"});
  Totals totals;
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    playChecked(*r, seed, totals, false);
    if (HasFatalFailure()) {
      ADD_FAILURE() << "seed " << seed;
      return;
    }
  }
}

// A player's view played on: the face-down wall tiles dealt from what the viewer cannot see,
// the draws reshuffled; the game still plays to its end with every invariant.
TEST(CastleProperties, SampledFromViewPlaysOn) {
  auto r = test::rules({"falcon"});
  for (uint64_t seed = 1; seed <= 100; ++seed) {
    CastleState s;
    GameSetup g;
    g.seed = seed;
    r->setup(s, g);
    Rng policy(seed);
    ActionList scratch;
    for (int i = 0; i < 40 && !s.over(); ++i) r->apply(s, r->sampleAction(s, policy, scratch));
    const CastleState view = r->viewFor(s, s.current);
    Rng deal(seed * 7);
    CastleState v = r->sampleFromView(view, s.current, deal);
    checkTokens(*r, v);
    for (size_t t = 0; t < kMaxTowers; ++t) {
      EXPECT_NE(v.tower[t], kUnknownWallTile);
      EXPECT_EQ(v.tower[t] != 0, s.tower[t] != 0);
    }
    EXPECT_EQ(r->hash(r->viewFor(v, s.current)), r->hash(view));  // the same view
    r->playOut(v, policy);
    EXPECT_TRUE(v.over());
    checkTokens(*r, v);
  }
}

// The final state of a few seeded games, pinned: the same natively and in WebAssembly.
TEST(CastleProperties, PinnedFinalStateHashes) {
  const std::vector<std::vector<std::string>> sets = {{}, {"falcon"}, {"falcon(gate-stop)"}};
  std::vector<uint64_t> got;
  for (const auto& ex : sets) {
    auto r = test::rules(ex);
    for (uint64_t seed : {1, 2, 42, 182}) {  // 182: a marker stops at a gate (gate-stop)
      CastleState s;
      GameSetup g;
      g.seed = seed;
      r->setup(s, g);
      Rng policy(seed ^ 0x5DEECE66DA5A5A5Aull);
      r->playOut(s, policy);
      got.push_back(r->hash(s));
    }
  }
  const std::vector<uint64_t> pinned = {
      0x8510d094485613fcull, 0xdb12a9e9e5c9c5a1ull, 0xa883d5632d67fbb1ull,
      0x624b344bf8c2c2afull,  // castle
      0x3df1d837fad0a050ull, 0xb0e8bc080a7c9135ull, 0x11b81df921079b35ull,
      0x44f8a45df55742b0ull,  // + falcon
      0x3df1d837fad0a050ull, 0xb0e8bc080a7c9135ull, 0x11b81df921079b35ull,
      0x3a058ef042a667e3ull,  // + falcon(gate-stop): only 182 reaches a gate
  };
  EXPECT_EQ(got, pinned);
}

}  // namespace
}  // namespace carc::castle
