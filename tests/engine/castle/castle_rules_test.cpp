// The Castle's turn (castle.md "Turn" 1-3, English rulebook p.5): placement, followers, feature
// completion and values, majorities, the keep. Positions on the castle's board (docs/castle.md
// has its map): start spaces at 2,-1 (path end, facing 2,0), 8,1 (market, facing 8,2), -1,3
// (court, facing 0,3), 9,4 (path, facing 8,4), -1,6 (path, facing 0,6), 4,9 (path, facing
// 4,8), 7,9 (court, facing 7,8).
#include <gtest/gtest.h>

#include "castle_util.h"

namespace carc::castle {
namespace {

using test::Table;

// Setup: two players only; markers on 0; 6 playable followers each (the 7th marks the score).
TEST(CastleRules, SetupTwoPlayersSixFollowers) {
  auto r = test::rules();
  CastleState s;
  GameSetup g;
  g.players = 3;
  EXPECT_EQ(r->setup(s, g), "The Castle is a game for exactly 2 players, not 3");
  g.players = 2;
  EXPECT_EQ(r->setup(s, g), "");
  EXPECT_EQ(s.supply[0][0], 6);
  EXPECT_EQ(s.supply[1][0], 6);
  EXPECT_EQ(s.total(0), 0);
  EXPECT_EQ(r->decision(s).phase, kPhasePlaceTile);  // the first tile drawn
}

// Turn 1: a tile touches a start space or a placed tile with a whole side.
TEST(CastleRules, TileMustTouchStartSpaceOrTile) {
  Table t;
  ASSERT_EQ(t.act(Action::draw(t.r->tileType("P9"))), "");
  EXPECT_EQ(t.act(Action::place(5, 5, 0)),
            "a tile must touch a placed tile or a start space with a whole side");
  EXPECT_EQ(t.act(Action::place(6, 0, 0)), "no tile space of the castle at 6,0");  // the nook
  EXPECT_EQ(t.act(Action::place(2, 0, 0)), "");
}

// Turn 1: only paths must match: a path must meet a path (a start space's printed path end
// too), and no path may meet a court start space.
TEST(CastleRules, PathsMustMeetPaths) {
  Table t;
  ASSERT_EQ(t.act(Action::draw(t.r->tileType("H1"))), "");
  EXPECT_EQ(t.act(Action::place(2, 0, 0)),
            "paths must meet paths: the neighbour's path reaches the N edge, which shows no path");
  Table u;
  ASSERT_EQ(u.act(Action::draw(u.r->tileType("P1"))), "");
  EXPECT_EQ(u.act(Action::place(0, 3, 1)),
            "paths must meet paths: the W edge is a path but the neighbour shows no path there");
  EXPECT_EQ(u.act(Action::place(0, 3, 0)), "");  // the path along the wall; courts meet
}

// Turn 1: houses, towers and courts may sit next to anything; a path may end at the wall.
TEST(CastleRules, BuildingsNextToAnythingPathsEndAtTheWall) {
  Table t;
  t.play(
      "P5 2,0 r0 -\n"    // T with a square: paths N (start), E, W
      "P3 1,0 r0 N\n"    // curve: path to the wall (N) and to P5 (E): complete, 2 tiles
      "T1 2,1 r0 -\n"    // a tower facing P5's court
      "H1 3,1 r1 -\n");  // a house facing the tower
  EXPECT_EQ(t.points(1, kColPath), 2);
  EXPECT_EQ(t.s.turn, 4);
}

// Turn 1: a tile that fits nowhere is set aside for good and another is drawn.
TEST(CastleRules, TileThatFitsNowhereIsSetAside) {
  std::string why;
  const std::string text =
      "board\n row ....\n row .##.\n row ....\nstart 0,-1 SP\nstart 1,-1 SP\n"
      "tileset t\ntile SP 0 P--- startspace\n  path N\ntile C 2 YYYY\n  court N E S W\n"
      "tile S 1 PYYY square\n  path N\n  court E S W\n";
  auto r = CastleRules::fromTexts({{"t.txt", text}}, nullptr, why);
  ASSERT_TRUE(r) << why;
  CastleState s;
  GameSetup g;
  g.explicitDraws = true;
  r->setup(s, g);
  r->apply(s, Action::draw(r->tileType("C")));  // fits nowhere: both spaces need a path
  EXPECT_EQ(s.discardCount, 1);
  EXPECT_EQ(r->decision(s).phase, kPhaseDraw);
  EXPECT_EQ(s.bagCount, 2);
  r->apply(s, Action::draw(r->tileType("S")));
  EXPECT_EQ(r->decision(s).phase, kPhasePlaceTile);
  // Seeded: the same happens automatically (the set-aside tile is never drawn again).
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    g.explicitDraws = false;
    g.seed = seed;
    r->setup(s, g);
    Rng policy(seed);
    r->playOut(s, policy);
    EXPECT_EQ(s.turn + s.discardCount, 3);
  }
}

// Turn 2: a follower goes on a feature of the tile just placed, only if nobody occupies it; a
// follower placed on a feature its tile completes scores at once and comes back.
TEST(CastleRules, FollowerOnUnoccupiedFeatureScoresAndReturns) {
  Table t;
  t.play("P9 2,0 r0 N\n");  // path from the start space to a square: 2 tiles
  EXPECT_EQ(t.points(0, kColPath), 2);
  EXPECT_EQ(t.s.supply[0][0], 6);
  EXPECT_EQ(t.s.figureCount, 0);
  Table u;
  u.play("P1 2,0 r0 N\n");  // herald on an open path
  ASSERT_EQ(u.act(Action::draw(u.r->tileType("P1"))), "");
  ASSERT_EQ(u.act(Action::place(2, 1, 0)), "");
  EXPECT_EQ(u.act(Action::meeple(locationFromName("N"))), "the feature is already occupied");
  EXPECT_EQ(u.act(Action::meeple(locationFromName("E"))), "");  // a merchant on the court
}

// Scoring: a path is complete when each end reaches a square, a start space, the wall, or it
// closes; 1 point per tile (a start space counts as a tile), 2 with a fountain, however many.
TEST(CastleRules, PathValuesFountainsAndStartSpaces) {
  Table t;
  t.play("P2 2,0 r0 N\nP9 2,1 r0 -\n");  // start + fountain straight + dead end: 3 tiles
  EXPECT_EQ(t.points(0, kColPath), 6);
  Table u;
  u.play("P2 2,0 r0 N\nP4 2,1 r0 -\nP9 3,1 r3 -\n");  // two fountains: still 2 per tile
  EXPECT_EQ(u.points(0, kColPath), 8);
  Table w;
  w.play("P1 2,0 r0 N\nP9 2,1 r0 -\n");  // no fountain
  EXPECT_EQ(w.points(0, kColPath), 3);
}

// Scoring: a path that closes into a loop is complete (four curves by the court start space).
TEST(CastleRules, PathLoopCompletes) {
  Table t;
  t.play("P3 0,3 r1 E\nP3 1,3 r2 -\nP3 0,4 r0 -\n");
  EXPECT_EQ(t.points(0, kColPath), 0);
  EXPECT_EQ(t.s.feat[t.root(0, 3, "E")].open, 2);
  t.play("P3 1,4 r3 -\n");
  EXPECT_EQ(t.points(0, kColPath), 4);
}

// Scoring: houses and towers are complete when every edge touches another feature or the wall;
// a house scores 1 per tile, a tower 2.
TEST(CastleRules, HousesAndTowersCompleteWhenSurrounded) {
  Table t;
  t.play("P5 2,0 r0 -\nH1 2,1 r0 N\n");  // a house facing P5's court: complete at once
  EXPECT_EQ(t.points(1, kColHouse), 1);
  Table u;
  u.play("P5 2,0 r0 -\nT1 2,1 r0 N\n");
  EXPECT_EQ(u.points(1, kColTower), 2);
  Table w;
  w.play("P5 2,0 r0 -\nH1 2,1 r2 S\nH1 2,2 r0 -\n");  // two tiles' house parts join
  EXPECT_EQ(w.points(1, kColHouse), 2);
  EXPECT_EQ(w.s.supply[1][0], 6);
  Table x;
  x.play("P5 2,0 r0 -\nH1 2,1 r2 S\n");  // open towards 2,2: nothing yet
  EXPECT_EQ(x.points(1, kColHouse), 0);
  EXPECT_EQ(x.s.feat[x.root(2, 1, "S")].open, 1);
}

// Scoring: the player with more followers on a feature scores it; a tie scores nobody; every
// follower on it comes back.
const char* kThreeHouseParts =
    "P5 2,0 r0 -\nP6 3,0 r0 -\nP1 4,0 r1 -\nP3 5,0 r3 -\n"  // a row of paths along the wall
    "H1 2,1 r1 E\n"                                         // A: a house part facing 3,1
    "M2 2,2 r0 -\n"
    "H1 4,1 r3 W\n"   // A: another
    "H1 3,2 r0 N\n";  // B: a third
TEST(CastleRules, MoreFollowersScoreTieScoresNobody) {
  Table t;
  t.play(kThreeHouseParts);
  t.play("H4 3,1 r2 -\n");  // houses W, E, S: joins the three parts, 4 tiles
  EXPECT_EQ(t.points(0, kColHouse), 4);
  EXPECT_EQ(t.points(1, kColHouse), 0);
  EXPECT_EQ(t.s.supply[0][0], 6);
  EXPECT_EQ(t.s.supply[1][0], 6);
  Table u;
  u.play(
      "P5 2,0 r0 -\nP6 3,0 r0 -\nP1 4,0 r1 -\nP3 5,0 r3 -\n"
      "H1 2,1 r1 E\n"    // A
      "H1 4,1 r3 W\n"    // B
      "H3 3,1 r1 -\n");  // A joins them: 1 against 1
  EXPECT_EQ(u.points(0, kColHouse) + u.points(1, kColHouse), 0);
  EXPECT_EQ(u.s.supply[0][0], 6);
  EXPECT_EQ(u.s.supply[1][0], 6);
  EXPECT_EQ(u.s.figureCount, 0);
}

// Keep: a player's first scored house gets their keep; it moves to each larger house they
// score, not to a smaller one; only houses the player scores count.
TEST(CastleRules, KeepOnFirstHouseMovesToLarger) {
  Table t;
  t.play("P5 2,0 r0 -\nH1 2,1 r0 N\n");  // B scores a 1-tile house
  EXPECT_EQ(t.s.keepSize[1], 1);
  EXPECT_EQ(t.s.keepSize[0], 0);
  Table u;
  u.play(kThreeHouseParts);
  u.play("H4 3,1 r2 -\n");
  EXPECT_EQ(u.s.keepSize[0], 4);
  EXPECT_EQ(u.s.keepSize[1], 0);  // B lost the majority: no keep
  u.play("H1 0,3 r3 W\n");        // B: a house facing the court start space: complete
  EXPECT_EQ(u.s.keepSize[1], 1);
  u.play("M3 0,2 r2 S\n");  // A: a 1-tile house facing H1's court: the keep stays on 4
  EXPECT_EQ(u.points(0, kColHouse), 5);
  EXPECT_EQ(u.s.keepSize[0], 4);
}

// Courts are never complete during play: a merchant never comes back.
TEST(CastleRules, MerchantsNeverComeBack) {
  Table t;
  t.play("M1 8,2 r0 N\nM1 8,3 r0 -\nM1 7,2 r0 -\nM3 7,3 r0 -\n");
  EXPECT_EQ(t.s.figureCount, 1);
  EXPECT_EQ(t.s.supply[0][0], 5);
  EXPECT_EQ(t.s.feat[t.root(8, 2, "N")].count[kCounterMarket], 5);  // SM + 3 M1 + M3
}

}  // namespace
}  // namespace carc::castle
