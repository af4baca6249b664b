// The wall track and the wall tiles during play (castle.md "Turn" 3-4, English rulebook p.5 "The
// wall tiles", Wikicarpedia's notes): exact landing, passing over, the placer's order, wall
// tiles usable from the owner's next turn and only on their own turns, doubling once, the extra
// turn, scores past 99.
#include <gtest/gtest.h>

#include "castle_util.h"

namespace carc::castle {
namespace {

using test::Table;

// A's path (P5's west branch) and house (at 1,1), both completed by a tile at 1,0: P4, a curve
// with a fountain, makes the path 2 tiles x 2 = 4 points and closes the house (1 point).
const char* kPathAndHouseOfA =
    "P5 2,0 r0 W\n"  // A: herald on the branch towards 1,0
    "M2 2,1 r0 -\n"
    "H1 1,1 r0 N\n"   // A: squire on a house facing 1,0
    "P9 0,6 r3 -\n";  // B: elsewhere
// The same features, B's.
const char* kPathAndHouseOfB =
    "P9 0,6 r3 -\n"
    "P5 2,0 r0 W\n"
    "M2 2,1 r0 -\n"
    "H1 1,1 r0 N\n";

// The copies of a wall tile still to be found (on a tower face down or unseen): all 18 at the
// start, two of each number (castle.md: 18 wall tiles; castle.txt's walltile lines), fewer by
// each one taken, whoever holds it; a tile found by the record (tower:N) is no longer unseen.
TEST(CastleWall, UnseenWallTilesAreTheCopiesNobodyHasTaken) {
  Table t;
  int all = 0;
  for (int n = 1; n < kWallTileKinds; ++n) {
    EXPECT_EQ(t.r->unseenWallTiles(t.s, n), 2) << n;
    all += t.r->unseenWallTiles(t.s, n);
  }
  EXPECT_EQ(all, 18);
  t.setTotal(0, 10);
  t.play("P9 2,0 r0 N tower:4\n");  // 10 -> 12: the tower at 12/13
  EXPECT_EQ(t.r->unseenWallTiles(t.s, 4), 1);
  EXPECT_EQ(t.r->unseenWallTiles(t.s, 5), 2);
}

// Wall tiles: a marker that lands exactly on one of a corner tower's two spaces takes its wall
// tile face up (explicit draws: the record names it, tower:N).
TEST(CastleWall, ExactLandingTakesTheWallTile) {
  Table t;
  t.setTotal(0, 10);
  t.play("P9 2,0 r0 N tower:4\n");  // A's path: 2 points, 10 -> 12 (the tower at 12/13)
  EXPECT_EQ(t.total(0), 12);
  EXPECT_EQ(t.s.fresh[0][4], 1);
  EXPECT_EQ(t.s.tower[t.towerIndex(12)], 0);
  Table u;
  u.setTotal(0, 11);
  u.play("P9 2,0 r0 N tower:9\n");  // 11 -> 13: the tower's second space
  EXPECT_EQ(u.s.fresh[0][9], 1);
}

// Passing over a corner tower gives nothing.
TEST(CastleWall, PassingOverGivesNothing) {
  Table t;
  t.setTotal(0, 9);
  t.play("P2 2,0 r0 N\nP9 2,1 r0 -\n");  // A's fountain path: 6 points, 9 -> 15
  EXPECT_EQ(t.total(0), 15);
  EXPECT_EQ(t.s.tower[t.towerIndex(12)], kUnknownWallTile);  // still there, face down
}

// Seeded games: the tile taken is the one dealt face down on that tower at setup (its reveal,
// tower:N, has that one answer); it goes to its taker's hand.
TEST(CastleWall, SeededTileIsTheOneDealt) {
  auto r = test::rules();
  int taken = 0;
  for (uint64_t seed = 1; seed <= 2000 && taken < 20; ++seed) {
    CastleState s;
    GameSetup g;
    g.seed = seed;
    r->setup(s, g);
    const CastleState dealt = s;
    Rng policy(seed);
    ActionList list, scratch;
    while (!s.over()) {
      const Decision d = r->decision(s);
      if (d.phase == kPhaseWallReveal) {
        size_t t = 0;
        while (r->data().towers[t].space != d.arg) ++t;
        r->legalActions(s, list);
        ASSERT_EQ(list.count, 1);
        EXPECT_EQ(list.items[0].arg0, dealt.tower[t]);
        const int taker = s.reveal[0] >> 7;
        const int n = dealt.tower[t];
        const int before = s.fresh[taker][n] + s.held[taker][n] + s.spent[taker][n];
        r->apply(s, list.items[0]);  // fresh; held once its turn begins; spent if the game ends
        EXPECT_EQ(s.fresh[taker][n] + s.held[taker][n] + s.spent[taker][n], before + 1);
        ++taken;
        continue;
      }
      r->apply(s, r->sampleAction(s, policy, scratch));
    }
  }
  EXPECT_GE(taken, 20);
}

// The placer scores their own features first and chooses the order when it matters: from 9,
// path first lands on 13 (the tower at 12/13) and takes its wall tile; house first lands on 10
// and 14 and does not.
TEST(CastleWall, PlacerChoosesTheOrderWhenItMatters) {
  Table t;
  t.play(kPathAndHouseOfA);
  t.setTotal(0, 9);
  t.play("P4 1,0 r0 - next:1,0:N tower:2\n");
  EXPECT_EQ(t.total(0), 14);
  EXPECT_EQ(t.s.fresh[0][2], 1);
  Table u;
  u.play(kPathAndHouseOfA);
  u.setTotal(0, 9);
  u.play("P4 1,0 r0 - next:1,1:N\n");  // any location of the feature names it
  EXPECT_EQ(u.total(0), 14);
  EXPECT_EQ(u.s.tower[u.towerIndex(12)], kUnknownWallTile);
}

// ... and when it does not (no order lands on a tower holding a tile), the engine scores them
// without asking.
TEST(CastleWall, NoOrderDecisionWhenItDoesNotMatter) {
  Table t;
  t.play(kPathAndHouseOfA);
  t.play("P4 1,0 r0 -\n");  // from 0: 4 and 5, or 1 and 5
  EXPECT_EQ(t.total(0), 5);
  Table u;
  u.play(kPathAndHouseOfA);
  u.setTotal(0, 10);  // path first: 14, 15; house first: 11, 15: no tower either way
  u.play("P4 1,0 r0 -\n");
  EXPECT_EQ(u.total(0), 15);
}

// The placing player also decides the order of the other player's features.
TEST(CastleWall, PlacerOrdersTheOpponentsFeatures) {
  Table t;
  t.play(kPathAndHouseOfB);
  t.setTotal(1, 9);
  ASSERT_EQ(t.act(Action::draw(t.r->tileType("P4"))), "");
  ASSERT_EQ(t.act(Action::place(1, 0, 0)), "");
  ASSERT_EQ(t.act(Action::pass()), "");
  const Decision d = t.r->decision(t.s);
  EXPECT_EQ(d.phase, kPhaseScoreNext);
  EXPECT_EQ(d.player, 0);                // A places, A decides
  EXPECT_EQ(t.token("next:1,1:N"), "");  // B's house first: B lands on 10, then 14
  EXPECT_EQ(t.total(1), 14);
  EXPECT_EQ(t.s.fresh[1][0] + t.s.fresh[1][2] + t.s.fresh[1][9], 0);
}

// A wall tile taken this turn can be used from the owner's next turn on (published
// correction): the house scored after the landing is not doubled; two turns later it is.
TEST(CastleWall, UsableFromTheNextTurnOn) {
  Table t;
  t.play(kPathAndHouseOfA);
  t.setTotal(0, 9);
  t.play("P4 1,0 r0 - next:1,0:N tower:2\n");  // #2 taken; the house then: no offer
  EXPECT_EQ(t.points(0, kColHouse), 1);
  t.play(
      "P1 4,8 r0 -\n"           // B
      "H1 2,2 r0 N wall:2\n");  // A's next turn: a house facing M2's court, doubled
  EXPECT_EQ(t.points(0, kColHouse), 1 + 2);
  EXPECT_EQ(t.s.held[0][2], 0);
  EXPECT_EQ(t.s.spent[0][2], 1);
}

// Wall tiles are used only on their owner's own turns: a house of A's completed by B is not
// doubled; declining keeps the tile.
TEST(CastleWall, OnlyOnTheOwnersTurn) {
  Table t;
  t.give(0, 2);
  t.play("P5 2,0 r0 -\nM2 2,1 r0 -\nH1 1,1 r0 N\nP4 1,0 r0 -\n");  // B closes A's house
  EXPECT_EQ(t.points(0, kColHouse), 1);
  EXPECT_EQ(t.s.held[0][2], 1);
  t.play("H1 2,2 r0 N wall:-\n");  // A's own house, not doubled
  EXPECT_EQ(t.points(0, kColHouse), 2);
  EXPECT_EQ(t.s.held[0][2], 1);
}

// A feature is doubled once: with two #2 one is used; #3 doubles a tower.
TEST(CastleWall, DoubledOnceHouseAndTower) {
  Table t;
  t.give(1, 2);
  t.give(1, 2);
  t.play("P5 2,0 r0 -\nH1 2,1 r0 N wall:2\n");
  EXPECT_EQ(t.points(1, kColHouse), 2);
  EXPECT_EQ(t.s.held[1][2], 1);
  Table u;
  u.give(1, 3);
  u.play("P5 2,0 r0 -\nT1 2,1 r0 N wall:3\n");
  EXPECT_EQ(u.points(1, kColTower), 4);
  Table w;
  w.give(1, 2);  // #2 is for houses: a tower gets no offer
  w.play("P5 2,0 r0 -\nT1 2,1 r0 N\n");
  EXPECT_EQ(w.points(1, kColTower), 2);
}

// Wall tile 1: an extra turn, taken after the turn's scoring.
TEST(CastleWall, ExtraTurn) {
  Table t;
  t.give(0, 1);
  t.play("P9 2,0 r0 - wall:1\n");
  EXPECT_EQ(t.s.current, 0);
  EXPECT_EQ(t.s.spent[0][1], 1);
  t.play("P9 0,6 r3 -\n");  // A again; no #1 left: B next
  EXPECT_EQ(t.s.current, 1);
  Table u;
  u.give(0, 1);
  u.play("P9 2,0 r0 - wall:-\n");
  EXPECT_EQ(u.s.current, 1);
  EXPECT_EQ(u.s.held[0][1], 1);
}

// Scores past 99 go round the track again: from 110, 2 points land on 112, the space 12 of the
// tower at 12/13.
TEST(CastleWall, ScoresPast99GoRound) {
  Table t;
  t.setTotal(0, 110);
  t.play("P9 2,0 r0 N tower:5\n");
  EXPECT_EQ(t.total(0), 112);
  EXPECT_EQ(CastleRules::trackSpace(t.total(0)), 12);
  EXPECT_EQ(t.s.fresh[0][5], 1);
}

}  // namespace
}  // namespace carc::castle
