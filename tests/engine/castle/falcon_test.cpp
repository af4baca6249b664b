// The Falcon (seed 002 "Castelul: Șoimul", castle.md "The Falcon"): chapels, aeries and their
// tokens, the king and the falconer, the aerie bonus, the gates and the gate-stop variant. The
// Falcon's board (docs/castle.md): start spaces at 2,-1 (path, facing 2,0), 9,1 (market), -1,3
// (court, facing 0,3), 10,4 (path), -1,7 (path, facing 0,7), 4,10 (path), 8,10 (court), 5,10
// (path, a gate's) and -1,5 (court, a gate's, facing 0,5).
#include <gtest/gtest.h>

#include "castle_util.h"

namespace carc::castle {
namespace {

using test::Table;

int tokens(const Table& t, int p) {
  return Falcon::tokens(t.s, p);
}
int column(const Table& t, const char* name) {
  return t.r->scoreColumn(name);
}

// The seed's first example, a 5-tile chapel linked to two aeries, with A's falconer on it.
const char* kChapelOfFive =
    "P5 2,0 r0 -\n"
    "P9 0,7 r3 -\n"
    "A5 2,1 r2 falconer@S\n"  // a chapel cap with an aerie, facing 2,2
    "K3 2,2 r0 -\n"           // chapel through the tile
    "K4 2,3 r0 -\n"           // chapel on three edges
    "A5 3,3 r3 -\n"           // a second aerie, on a cap facing west
    "K1 1,3 r1 -\n";          // the last cap: the chapel is complete

// Example 1: White scores the chapel: five tiles, 15 points; linked to the two aeries, 3 tokens
// in all: 2 for the chapel, 1 for the falconer.
TEST(Falcon, SeedExampleChapelOfFiveTwoAeriesAndFalconer) {
  Table t({"falcon"});
  t.play(kChapelOfFive);
  EXPECT_EQ(t.points(0, column(t, "chapel")), 15);
  EXPECT_EQ(tokens(t, 0), 3);
  EXPECT_EQ(Falcon::supply(t.s), 12 - 3);
  EXPECT_EQ(t.s.supply[0][Falcon::kFalconer], 1);  // the falconer comes back
}

// Example 2: on the next turn Black completes the path with the king on it: doubled, 8 points;
// the path is linked to one aerie: 1 token.
TEST(Falcon, SeedExampleKingDoublesPathWithAerie) {
  Table t({"falcon"});
  t.play(
      "P9 2,0 r0 -\n"
      "A1 0,7 r1 king@W\n"  // B: the king on a path with an aerie, from the start space
      "M2 0,3 r0 -\n"
      "P1 1,7 r1 -\n"
      "M1 0,4 r0 -\n"
      "P9 2,7 r3 -\n");  // B ends it at a square: start + 3 tiles = 4, doubled
  EXPECT_EQ(t.points(1, kColPath), 8);
  EXPECT_EQ(tokens(t, 1), 1);
  EXPECT_EQ(t.s.supply[1][Falcon::kKing], 1);
}

// What the follower step says the king and the falconer make of a feature: the king its worth
// (FeatureInfo::points, as the step words it) doubled, the falconer one token more; as scored.
TEST(Falcon, WorthWithTheKingAndTheFalconer) {
  EXPECT_EQ(Falcon::withKing(0), 0);
  EXPECT_EQ(Falcon::withKing(7), 14);
  EXPECT_EQ(Falcon::kFalconerTokens, 1);
  Table t({"falcon"});
  t.play("P9 2,0 r0 -\nA1 0,7 r1 king@W\n");  // B: the king on a path with an aerie
  const int kingTile = t.s.placedCount - 1;
  t.play("M2 0,3 r0 -\nP1 1,7 r1 -\nM1 0,4 r0 -\n");
  ASSERT_EQ(t.act(Action::draw(t.r->tileType("P9"))), "");
  ASSERT_EQ(t.act(Action::place(2, 7, 3)), "");  // B ends the path at a square
  FeatureInfo path;
  ASSERT_TRUE(t.r->featureAt(t.pos, kingTile, locationFromName("W"), 1, path));
  EXPECT_TRUE(path.complete);
  EXPECT_EQ(path.points, 4);  // the start space and 3 tiles
  Action none;
  std::string why;
  ASSERT_TRUE(t.r->parseFollower(t.pos, "-", none, why)) << why;
  ASSERT_EQ(t.act(none), "");
  EXPECT_EQ(t.points(1, kColPath), Falcon::withKing(path.points));
  EXPECT_EQ(t.points(1, kColPath), 8);
}

// Chapels score 1, 3, 6, 10, 15, 21, 28, 36 for 1..8 or more tiles; an unfinished chapel 0.
TEST(Falcon, ChapelValuesAndUnfinishedChapel) {
  const int expected[] = {1, 3, 6, 10, 15, 21, 28, 36, 36, 36};
  for (int n = 1; n <= 10; ++n) EXPECT_EQ(Falcon::chapelValue(n), expected[n - 1]) << n;
  Table t({"falcon"});
  t.play("P5 2,0 r0 -\nA5 2,1 r2 S\n").end();  // B's chapel open towards 2,2
  EXPECT_EQ(t.points(1, column(t, "chapel")), 0);
  Table u({"falcon"});
  u.play("P5 2,0 r0 -\nK1 2,1 r0 N\n");  // a chapel cap facing P5's court: complete, 1 tile
  EXPECT_EQ(u.points(1, column(u, "chapel")), 1);
}

// King and falconer: placed instead of a follower, but not on a feature scored that same turn.
TEST(Falcon, KingAndFalconerNotOnAFeatureScoredThatTurn) {
  Table t({"falcon"});
  ASSERT_EQ(t.act(Action::draw(t.r->tileType("P9"))), "");
  ASSERT_EQ(t.act(Action::place(2, 0, 0)), "");
  Action king = Action::meeple(locationFromName("N"));
  king.arg0 = Falcon::kKing;
  EXPECT_EQ(t.act(king), "the king may not go on a feature scored in the same turn");
  Action falconer = king;
  falconer.arg0 = Falcon::kFalconer;
  EXPECT_EQ(t.act(falconer), "the falconer may not go on a feature scored in the same turn");
  Action court = Action::meeple(locationFromName("E"));  // the court: never scored in play
  court.arg0 = Falcon::kKing;
  EXPECT_EQ(t.act(court), "");
  EXPECT_EQ(t.s.supply[0][Falcon::kKing], 0);
  EXPECT_EQ(t.s.supply[0][0], 6);
}

// A row of paths along the north wall, then house parts below it (as in the castle's tests).
const char* kRow = "P5 2,0 r0 -\nP6 3,0 r0 -\nP1 4,0 r1 -\nP3 5,0 r3 -\n";

// Equal followers on a feature (the king counts as one): nobody gets points or tokens, king or
// falconer notwithstanding.
TEST(Falcon, TieGivesNothingKingOrNot) {
  Table t({"falcon"});
  t.play(kRow);
  t.play(
      "H1 2,1 r1 E\n"       // A: a follower
      "A3 4,1 r3 king@W\n"  // B: the king, on a house with an aerie
      "H3 3,1 r1 -\n");     // A joins them: 1 against 1
  EXPECT_EQ(t.total(0) + t.total(1), 0);
  EXPECT_EQ(tokens(t, 0) + tokens(t, 1), 0);
  EXPECT_EQ(t.s.supply[1][Falcon::kKing], 1);
}

// A feature is doubled once: no wall tile 2 or 3 on a feature scored with the king.
TEST(Falcon, NoWallTileDoublingWithTheKing) {
  Table t({"falcon"});
  t.give(1, 2);
  t.play(
      "P5 2,0 r0 -\n"
      "H1 2,1 r2 king@S\n"  // B: the king on a house open towards 2,2
      "M2 3,1 r0 -\n"
      "H1 2,2 r0 -\n");  // B closes it: 2 tiles, doubled by the king; no wall:2 asked
  EXPECT_EQ(t.points(1, kColHouse), 4);
  EXPECT_EQ(t.s.held[1][2], 1);
}

// Aerie tokens: 12 in the supply; when they run out, both players hand back equal numbers (as
// many as the one with fewer holds), then the tokens due are taken.
TEST(Falcon, TokenSupplyRunsOut) {
  Table t({"falcon"});
  t.play(kChapelOfFive);  // A: 3 tokens
  Table u({"falcon"});
  u.play(std::string(kChapelOfFive).substr(0, std::string(kChapelOfFive).rfind("K1")));
  u.s.ext[kFalconTokens] = 8;
  u.s.ext[kFalconTokens + 1] = 3;
  u.s.ext[kFalconSupply] = 1;
  u.play("K1 1,3 r1 -\n");  // 3 due, 1 left: 3 each handed back (8-3, 3-3), then 3 taken
  EXPECT_EQ(tokens(u, 0), 8);
  EXPECT_EQ(tokens(u, 1), 0);
  EXPECT_EQ(Falcon::supply(u.s), 4);
  EXPECT_EQ(tokens(u, 0) + tokens(u, 1) + Falcon::supply(u.s), Falcon::kTokens);
}

// At game end the player with more aerie tokens scores the largest group of connected empty
// spaces, as for the keep; equal numbers score nobody.
TEST(Falcon, AerieBonusAtGameEnd) {
  Table t({"falcon"});
  t.play("P9 2,0 r0 -\nA1 0,7 r1 king@W\nM2 0,3 r0 -\nP1 1,7 r1 -\nM1 0,4 r0 -\nP9 2,7 r3 -\n")
      .end();
  EXPECT_EQ(t.points(1, column(t, "aerie")), 95 - 6);
  EXPECT_EQ(t.points(0, column(t, "aerie")), 0);
  Table u({"falcon"});
  u.play("P9 2,0 r0 -\n").end();
  EXPECT_EQ(u.points(0, column(u, "aerie")) + u.points(1, column(u, "aerie")), 0);
}

// Gates are not scoring spaces: markers skip them (27 + 2 = 29 over the gate after 27).
TEST(Falcon, GatesAreSkipped) {
  Table t({"falcon"});
  t.setTotal(0, 27);
  t.play("P9 2,0 r0 N\n");
  EXPECT_EQ(t.total(0), 29);
}

// Variant (falcon(gate-stop)): a marker reaching a gate during play stops there; the rest of
// that feature's points are lost. It leaves the gate on its next move; not at game end.
TEST(Falcon, GateStopVariant) {
  Table t({"falcon(gate-stop)"});
  t.setTotal(0, 26);
  t.play("P9 2,0 r0 N\n");  // 26 -> 27, then the gate: stops, 1 point lost
  EXPECT_EQ(t.total(0), 27);
  EXPECT_TRUE(Falcon::onGate(t.s, 0));
  t.play("M2 0,3 r0 -\nP9 0,7 r3 W\n");  // A again: 2 points from the gate: 29
  EXPECT_EQ(t.total(0), 29);
  EXPECT_FALSE(Falcon::onGate(t.s, 0));
  Table u({"falcon(gate-stop)"});
  u.setTotal(1, 46);
  u.give(1, 9);
  u.play("P5 2,0 r0 -\n").end();  // at game end: 46 + 5 = 51, no stop
  EXPECT_EQ(u.total(1), 51);
  Table w({"falcon(gate-stop)"});
  w.setTotal(0, 25);
  w.play("P9 2,0 r0 N\n");  // reaching 27 is not reaching the gate
  EXPECT_EQ(w.total(0), 27);
  EXPECT_FALSE(Falcon::onGate(w.s, 0));
}

}  // namespace
}  // namespace carc::castle
