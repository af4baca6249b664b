// Game end (castle.md "Game end", English rulebook p.5-6): the keep, unfinished features, courts,
// then wall tiles 4-9, in the published order; the keep's and the courts' tie rule; the
// published example of wall tile 7 (5 markets: 15, with #7 20).
#include <gtest/gtest.h>

#include "castle_util.h"
#include "engine/assets.h"

namespace carc::castle {
namespace {

using test::Table;

struct Events : EventSink {
  std::vector<ScoreEvent> all;
  void scored(const ScoreEvent& e) override { all.push_back(e); }
};

// B's keep on a 2-tile house, A's on a 1-tile house.
const char* kKeepsOneAndTwo =
    "P5 2,0 r0 -\n"
    "H1 2,1 r2 S\n"   // B: a house open towards 2,2
    "H1 1,1 r1 E\n"   // A: a house facing 2,1's court: complete, A's keep 1
    "H1 2,2 r0 -\n";  // B's house: 2 tiles, B's keep 2

// The larger keep scores the largest group of edge-connected empty tile spaces.
TEST(CastleFinal, LargerKeepScoresTheLargestEmptyArea) {
  Table t;
  t.play("P5 2,0 r0 -\nH1 2,1 r0 N\n");  // B's keep: 1 tile; A has none
  t.end();
  EXPECT_TRUE(t.s.over());
  EXPECT_EQ(t.points(1, kColKeep), 76 - 2);
  EXPECT_EQ(t.points(0, kColKeep), 0);
  Table u;
  u.play(kKeepsOneAndTwo).end();
  EXPECT_EQ(u.points(1, kColKeep), 76 - 4);
}

// The area's spaces, for the game page to outline the keep's prize: as many as its size, every
// one of them empty.
TEST(CastleFinal, LargestEmptyAreaListsItsSpaces) {
  Table u;
  u.play(kKeepsOneAndTwo);
  Cells area;
  const int size = u.r->largestEmptyArea(u.s, &area);
  int n = 0;
  for (int c = 0; c < u.r->data().cells; ++c)
    if (area.has(c)) {
      ++n;
      EXPECT_FALSE(u.s.filled.has(c)) << "space " << c;
    }
  EXPECT_EQ(n, size);
  EXPECT_EQ(size, 76 - 4);
}

// Equal keeps (or none) score nobody.
TEST(CastleFinal, EqualKeepsScoreNobody) {
  Table t;
  t.play("P5 2,0 r0 -\n").end();
  EXPECT_EQ(t.points(0, kColKeep) + t.points(1, kColKeep), 0);
  Table u;
  u.play("P5 2,0 r0 -\nH1 2,1 r0 N\nH1 1,1 r1 E\n").end();  // 1 tile each
  EXPECT_EQ(u.s.keepSize[0], 1);
  EXPECT_EQ(u.s.keepSize[1], 1);
  EXPECT_EQ(u.points(0, kColKeep) + u.points(1, kColKeep), 0);
}

// Unfinished paths, houses and towers score nothing.
TEST(CastleFinal, UnfinishedFeaturesScoreNothing) {
  Table t;
  t.play("P1 2,0 r0 N\nH1 3,0 r2 S\n").end();
  EXPECT_EQ(t.total(0) + t.total(1), 0);
}

// Courts: the player with more merchants scores 3 per market (the start space's market among
// them); the rulebook's example: 5 markets on the large court score 15, 20 with wall tile 7.
const char* kFiveMarkets = "M1 8,2 r0 N\nM1 8,3 r0 -\nM1 7,2 r0 -\nM3 7,3 r0 -\n";
TEST(CastleFinal, CourtsThreePerMarketWallTileSevenFour) {
  Table t;
  t.play(kFiveMarkets).end();
  EXPECT_EQ(t.points(0, kColCourt), 15);
  Table u;
  u.give(0, 7);
  u.play(kFiveMarkets).end();
  EXPECT_EQ(u.points(0, kColCourt), 20);
  Table w;
  w.give(1, 7);  // the other player's #7 changes nothing for A's court
  w.play(kFiveMarkets).end();
  EXPECT_EQ(w.points(0, kColCourt), 15);
}

// A court the players hold with as many merchants each scores nobody.
TEST(CastleFinal, CourtTieScoresNobody) {
  Table t;
  t.play(
       "M1 8,2 r0 N\n"  // A's merchant: the start space's court
       "H1 8,3 r0 -\n"  // a house between; its court is another
       "M2 0,3 r0 -\n"
       "M1 7,3 r0 N\n"   // B's merchant on that other court
       "M1 7,2 r0 -\n")  // joins the two courts: 1 merchant each
      .end();
  EXPECT_EQ(t.points(0, kColCourt) + t.points(1, kColCourt), 0);
}

// Wall tiles 4-6 at game end: one of your unfinished features (more followers than the other
// player) scores as if complete; with several, you choose (final wall:NAME=N@X,Y:LOC).
TEST(CastleFinal, FinishTilesScoreAnUnfinishedFeature) {
  Table t;
  t.give(0, 4);
  t.play("P1 2,0 r0 N\n").end();
  EXPECT_EQ(t.points(0, kColPath), 2);
  Table u;
  u.give(0, 4);
  u.play("P1 2,0 r0 N\nM2 0,3 r0 -\nP1 0,6 r1 W\n").end();
  EXPECT_EQ(u.r->decision(u.s).phase, kPhaseWallFinish);
  EXPECT_EQ(u.line("final wall:A=4@0,6:E"), "");  // any location of the path names it
  EXPECT_TRUE(u.s.over());
  EXPECT_EQ(u.points(0, kColPath), 2);
  Table w;
  w.give(0, 4);  // only B has an unfinished path: A's #4 scores nothing
  w.play("M2 0,3 r0 -\nP1 2,0 r0 N\n").end();
  EXPECT_EQ(w.total(0) + w.total(1), 0);
  Table x;
  x.give(0, 5);
  x.give(0, 6);
  x.play("P5 2,0 r0 -\nM2 2,1 r0 -\nH1 1,1 r3 W\nP9 0,6 r3 -\nT1 3,1 r1 E\n").end();
  EXPECT_EQ(x.points(0, kColHouse), 1);  // #5: A's open house
  EXPECT_EQ(x.points(0, kColTower), 2);  // #6: A's open tower, 2 per tile
}

// The data switch: `option incomplete-value half` scores such a feature at half its value.
TEST(CastleFinal, IncompleteValueSwitchHalf) {
  std::string text(assets::find("tiles/castle.txt"));
  const std::string from = "option incomplete-value as-complete";
  text.replace(text.rfind(from), from.size(), "option incomplete-value half");
  std::string why;
  auto r = CastleRules::fromTexts({{"castle.txt", text}}, nullptr, why);
  ASSERT_TRUE(r) << why;
  Table t(std::move(r));
  t.give(0, 4);
  t.play("P2 2,0 r0 N\n").end();  // a fountain path of 2 tiles: 4 as if complete, half 2
  EXPECT_EQ(t.points(0, kColPath), 2);
}

// Wall tile 8: the keep counts 3 larger when compared (no keep: nothing to enlarge); 9: 5 points.
TEST(CastleFinal, KeepBonusAndPoints) {
  Table t;
  t.give(0, 8);
  t.play(kKeepsOneAndTwo).end();  // A: 1 + 3 = 4 against 2
  EXPECT_EQ(t.points(0, kColKeep), 76 - 4);
  EXPECT_EQ(t.points(1, kColKeep), 0);
  Table u;
  u.give(0, 8);
  u.play("P5 2,0 r0 -\nH1 2,1 r0 N\n").end();  // A has no keep: B's 1 still wins
  EXPECT_EQ(u.points(1, kColKeep), 76 - 2);
  Table w;
  w.give(1, 9);
  w.give(1, 9);
  w.play("P5 2,0 r0 -\n").end();
  EXPECT_EQ(w.points(1, kColWall), 10);
}

// A wall tile taken on the last turn counts at game end; none is taken during final scoring
// (there is no later turn to use it on).
TEST(CastleFinal, WallTilesAtTheEnd) {
  Table t;
  t.setTotal(0, 10);
  t.play("P9 2,0 r0 N tower:9\n").end();
  EXPECT_EQ(t.points(0, kColWall), 10 + 5);
  Table u;
  u.setTotal(0, 7);
  u.give(0, 9);
  u.play("P5 2,0 r0 -\n").end();  // 7 + 5 = 12: the tower at 12/13 keeps its tile
  EXPECT_TRUE(u.s.over());
  EXPECT_EQ(u.total(0), 12);
  EXPECT_EQ(u.s.tower[u.towerIndex(12)], kUnknownWallTile);
}

// The published order: keep, unfinished features (nothing, unless wall tiles), courts, then wall
// tiles 4-9 (the finish tiles, then points).
TEST(CastleFinal, PublishedOrder) {
  Table t;
  t.give(0, 4);
  t.give(0, 9);
  t.play("M1 8,2 r0 N\nP5 2,0 r0 -\nH1 2,1 r0 N\nM2 0,3 r0 -\nP1 0,6 r1 W\n");
  Events ev;
  t.r->endNow(t.s, &ev);
  ASSERT_TRUE(t.s.over());
  std::vector<int> columns;
  for (const ScoreEvent& e : ev.all) columns.push_back(e.column);
  EXPECT_EQ(columns, (std::vector<int>{kColKeep, kColCourt, kColPath, kColWall}));
}

}  // namespace
}  // namespace carc::castle
