// base.md "Scoring": values during play and at the end, majorities, farms, meeples returning.
#include <gtest/gtest.h>

#include "test_util.h"

namespace carc {
namespace {

using test::finalState;
using test::play;

// Turn 3 + Scoring: a completed city scores 2 per tile; the meeple goes back. A meeple placed
// on the feature its own tile completes scores at once.
TEST(Scoring, CompletedCityTwoPerTileMeepleReturns) {
  auto g = play("1. E 0,-1 r2 S\n");
  const State& s = baseState(*g.game);
  EXPECT_EQ(s.score[0][kScoreCity], 4);
  EXPECT_EQ(s.supply[0], 7);
  EXPECT_EQ(s.figureCount, 0);
}

// Scoring: completed city 2 per pennant on top; incomplete at the end 1 per tile + 1 per pennant.
TEST(Scoring, CityPennantCompleteAndIncomplete) {
  auto g = play("1. F 0,-1 r1 N\n2. E 0,-2 r2 -\n");
  EXPECT_EQ(baseState(*g.game).score[0][kScoreCity], 2 * 3 + 2 * 1);
  auto h = play("1. F 0,-1 r1 N\n");
  EXPECT_EQ(finalState(h).score[0][kScoreCity], 2 + 1);
  EXPECT_EQ(baseState(*h.game).score[0][kScoreCity], 0);  // nothing during play while incomplete
}

// Scoring: a completed road scores 1 per tile.
TEST(Scoring, CompletedRoadOnePerTile) {
  auto g = play("1. W 1,0 r0 W\n2. W -1,0 r0 -\n");
  EXPECT_EQ(baseState(*g.game).score[0][kScoreRoad], 3);
  EXPECT_EQ(baseState(*g.game).supply[0], 7);
}

// A road ending at a cloister (tile A) ends there.
TEST(Scoring, RoadEndsAtCloister) {
  auto g = play("1. A 1,0 r1 W\n2. W -1,0 r0 -\n");
  EXPECT_EQ(baseState(*g.game).score[0][kScoreRoad], 3);
}

// Scoring: incomplete road at the end: 1 per tile.
TEST(Scoring, IncompleteRoadAtEndOnePerTile) {
  auto g = play("1. U 1,0 r0 E\n2. U 2,0 r0 -\n");
  EXPECT_EQ(finalState(g).score[0][kScoreRoad], 3);
}

// Scoring: a completed cloister scores 9 (tile + 8 neighbours); the meeple returns.
TEST(Scoring, CompletedCloisterNine) {
  auto g = play(
      "1. B 0,1 r0 C\n2. U 1,0 r0 -\n3. U -1,0 r0 -\n4. E -1,1 r3 -\n5. E 1,1 r1 -\n"
      "6. E -1,2 r2 -\n7. E 0,2 r2 -\n");
  EXPECT_EQ(baseState(*g.game).score[0][kScoreCloister], 0);
  auto h = play(
      "1. B 0,1 r0 C\n2. U 1,0 r0 -\n3. U -1,0 r0 -\n4. E -1,1 r3 -\n5. E 1,1 r1 -\n"
      "6. E -1,2 r2 -\n7. E 0,2 r2 -\n8. E 1,2 r2 -\n");
  EXPECT_EQ(baseState(*h.game).score[0][kScoreCloister], 9);
  EXPECT_EQ(baseState(*h.game).supply[0], 7);
}

// Scoring: incomplete cloister at the end: 1 + 1 per neighbouring tile.
TEST(Scoring, IncompleteCloisterOnePlusNeighbours) {
  auto g = play("1. B 0,1 r0 C\n2. U 1,0 r0 -\n3. U -1,0 r0 -\n4. E -1,1 r3 -\n");
  EXPECT_EQ(finalState(g).score[0][kScoreCloister], 1 + 4);
}

// Majority: ties share: both players score the full value.
TEST(Scoring, TiedMajorityBothScoreFull) {
  auto g = play("1. U 1,0 r0 E\n2. U 1,1 r0 E\n3. V 2,0 r0 -\n4. V 2,1 r1 -\n");
  const State f = finalState(g);
  EXPECT_EQ(f.score[0][kScoreRoad], 5);
  EXPECT_EQ(f.score[1][kScoreRoad], 5);
}

// Majority: the player with more meeples takes it all.
TEST(Scoring, MajorityTakesAll) {
  auto g = play(
      "1. U 1,0 r0 E\n2. U 1,1 r0 E\n3. U 1,2 r0 E\n4. V 2,0 r0 -\n5. V 2,1 r1 -\n"
      "6. V 0,1 r3 -\n7. V 0,2 r2 -\n");
  const State f = finalState(g);
  EXPECT_EQ(f.score[0][kScoreRoad], 8);
  EXPECT_EQ(f.score[1][kScoreRoad], 0);
}

// Placing a tile may join two occupied features; only the meeple step checks occupancy.
TEST(Scoring, JoiningOccupiedFeaturesIsLegal) {
  auto g = play("1. U 1,0 r0 E\n2. U 1,1 r0 E\n3. V 2,0 r0 -\n4. V 2,1 r1 -\n");
  const State& s = baseState(*g.game);
  EXPECT_EQ(s.features.nodes[s.features.find(s.figures[0].seg)].followers, 2);
}

// "Tiles are counted once per feature even if the feature passes a tile twice".
TEST(Scoring, TileCountedOnceWhenPassedTwice) {
  auto g = play("1. W 1,0 r0 -\n2. V 2,0 r0 W\n3. V 2,1 r1 -\n4. V 1,1 r2 -\n");
  EXPECT_EQ(baseState(*g.game).score[1][kScoreRoad], 4);  // W, V, V, V; W twice
  EXPECT_EQ(baseState(*g.game).supply[1], 7);
}

// A completed feature without meeples scores nobody; the event is still logged.
TEST(Scoring, CompletedWithoutMeepleScoresNobody) {
  auto g = play("1. E 0,-1 r2 -\n");
  EXPECT_EQ(baseState(*g.game).total(0) + baseState(*g.game).total(1), 0);
  ASSERT_EQ(g.game->events().size(), 1u);
  EXPECT_EQ(g.game->events()[0].score.value, 4);
  EXPECT_EQ(g.game->events()[0].score.winners, 0);
}

// Turn 3: one tile may complete several features: each scores, meeples go back.
TEST(Scoring, OneTileCompletesSeveralFeatures) {
  // L at 0,-1 r2 closes D's city (A's meeple) and the road from B's cloister tile A.
  auto g = play("1. W -1,0 r0 -\n2. A -1,-1 r3 E\n3. L 0,-1 r2 S\n");
  const State& s = baseState(*g.game);
  EXPECT_EQ(s.score[0][kScoreCity], 4);
  EXPECT_EQ(s.score[1][kScoreRoad], 2);
  EXPECT_EQ(s.supply[0], 7);
  EXPECT_EQ(s.supply[1], 7);
  EXPECT_EQ(g.game->events().size(), 2u);
}

// Farms: 3 per completed city touched; each field separately; a city counts once per field;
// incomplete cities count nothing; farmers never score during play and stay on the board.
TEST(Scoring, FarmThreePerCompletedCity) {
  auto g = play("1. E 0,-1 r2 NNW\n");
  const State& s = baseState(*g.game);
  EXPECT_EQ(s.score[0][kScoreField], 0);  // never during play
  EXPECT_EQ(s.figureCount, 1);            // farmer stays
  EXPECT_EQ(finalState(g).score[0][kScoreField], 3);
  EXPECT_EQ(finalState(g).figureCount, 1);
}

TEST(Scoring, FarmIncompleteCityCountsNothing) {
  auto g = play("1. U 1,0 r0 NNW\n");
  EXPECT_EQ(finalState(g).score[0][kScoreField], 0);
}

TEST(Scoring, FarmEachFieldSeparately) {
  // A's field (north of E at 0,-1) and B's field (D's north field, via U) touch the same city.
  auto g = play("1. E 0,-1 r2 NNW\n2. U 1,0 r0 NNW\n");
  const State f = finalState(g);
  EXPECT_EQ(f.score[0][kScoreField], 3);
  EXPECT_EQ(f.score[1][kScoreField], 3);
}

TEST(Scoring, FarmCityCountsOncePerField) {
  // B's cloister tile joins the field of E and D's north field: both border the same city.
  auto g = play("1. E 0,-1 r2 -\n2. U 1,0 r0 -\n3. B 1,-1 r0 NNW\n");
  EXPECT_EQ(finalState(g).score[0][kScoreField], 3);
}

// Final scoring leaves completed features alone (they scored during play).
TEST(Scoring, FinalScoringSkipsCompletedFeatures) {
  auto g = play("1. E 0,-1 r2 S\n");
  EXPECT_EQ(finalState(g).score[0][kScoreCity], 4);
}

}  // namespace
}  // namespace carc
