// RuleSet::featureAt: what the follower step says of a spot's feature ("city, 2 tiles, 1
// pennant: 6 points"): its tiles and what it would score its sole holder completed now, by the
// mode's own scoring rules (base.md "Scoring"; minis.md 1 for the magic figures; castle.md
// "Scoring" and "Game end" for the Castle's paths and courts).
#include <gtest/gtest.h>

#include "castle/castle_util.h"
#include "engine/core/geometry.h"
#include "test_util.h"

namespace carc {
namespace {

FeatureInfo infoAt(const LoadedGame& g, int placed, const char* loc, int player = 0) {
  FeatureInfo f;
  EXPECT_TRUE(g.rules->featureAt(g.game->state(), placed, locationFromName(loc), player, f));
  return f;
}

// A city completed now scores 2 per tile and 2 per pennant: the start tile's cap and F with its
// pennant, 2 tiles + 1 pennant = 6; once E closes it, 3 tiles: 8 (as the scenario city_pennant).
TEST(FeatureInfo, CityCompletedNowTwoPerTileAndPennant) {
  auto g = test::play("1. F 0,-1 r1 -\n");
  FeatureInfo f = infoAt(g, 1, "N");
  EXPECT_EQ(f.kind, FeatureKind::City);
  EXPECT_FALSE(f.complete);
  EXPECT_EQ(f.tiles, (std::vector<int>{1, 0}));
  EXPECT_EQ(f.pennants, 1);
  EXPECT_EQ(f.points, 6);
  EXPECT_EQ(f.finished, 6);
  EXPECT_FALSE(f.atEnd);
  auto h = test::play("1. F 0,-1 r1 -\n2. E 0,-2 r2 -\n");
  f = infoAt(h, 2, "S");
  EXPECT_TRUE(f.complete);
  EXPECT_EQ(f.tiles.size(), 3u);
  EXPECT_EQ(f.points, 8);
}

// A road scores 1 per tile, complete or not: the start tile's road and W's west arm, 2 tiles.
TEST(FeatureInfo, RoadOnePerTile) {
  auto g = test::play("1. W 1,0 r0 -\n");
  const FeatureInfo f = infoAt(g, 1, "W");
  EXPECT_EQ(f.kind, FeatureKind::Road);
  EXPECT_EQ(f.tiles.size(), 2u);
  EXPECT_EQ(f.points, 2);
}

// A cloister scores its tile and each neighbour (5 of 9 here); surrounded, 9. Its tiles are the
// ones counted, itself first.
TEST(FeatureInfo, CloisterAsItStandsAndWhenSurrounded) {
  auto g = test::play("1. B 0,1 r0 -\n2. U 1,0 r0 -\n3. U -1,0 r0 -\n4. E -1,1 r3 -\n");
  const FeatureInfo f = infoAt(g, 1, "C");
  EXPECT_EQ(f.kind, FeatureKind::Cloister);
  EXPECT_EQ(f.tiles.size(), 5u);
  EXPECT_EQ(f.tiles[0], 1);
  EXPECT_EQ(f.points, 5);
  EXPECT_EQ(f.finished, 9);
}

// A field gives 3 per completed city it touches, at the game end (as the scenario farms): E's
// north field touches the city E completed.
TEST(FeatureInfo, FieldThreePerCompletedCity) {
  auto g = test::play("1. E 0,-1 r2 -\n");
  const FeatureInfo f = infoAt(g, 1, "NNW");
  EXPECT_EQ(f.kind, FeatureKind::Field);
  EXPECT_EQ(f.cities, 1);
  EXPECT_EQ(f.points, 3);
  EXPECT_TRUE(f.atEnd);
  auto h = test::play("1. F 0,-1 r1 -\n");  // the city is open: its field is worth nothing yet
  EXPECT_EQ(infoAt(h, 1, "ENE").points, 0);
}

// The expansions' feature hooks count (minis.md 1): the magician on a road adds 1 per tile
// (2 tiles: 2 + 2); the witch on a city halves it, rounded up (2 tiles, 1 pennant completed:
// 6 -> 3).
TEST(FeatureInfo, MagicFiguresChangeTheWorth) {
  auto g = test::replay(test::header(2, "mage-witch") + "1. MW1 1,0 r0 - magic:magician@0,0:E\n");
  EXPECT_EQ(infoAt(g, 1, "W").points, 4);
  auto h = test::replay(test::header(2, "mage-witch") +
                        "1. MW1 1,0 r0 W magic:magician@0,0:E\n2. U -1,0 r0 -\n"
                        "3. A -2,0 r3 -\n4. M 1,-1 r3 S\n"
                        "5. MW5 -1,-1 r1 - magic:witch@1,-1:S\n");
  const FeatureInfo f = infoAt(h, 4, "S", 1);
  EXPECT_EQ(f.tiles.size(), 2u);
  EXPECT_EQ(f.pennants, 1);
  EXPECT_EQ(f.points, 3);
}

// No feature at a location (a road tile's centre), no such tile: false.
TEST(FeatureInfo, NothingThere) {
  auto g = test::play("1. U 1,0 r0 -\n");
  FeatureInfo f;
  EXPECT_FALSE(g.rules->featureAt(g.game->state(), 1, locationFromName("C"), 0, f));
  EXPECT_FALSE(g.rules->featureAt(g.game->state(), 9, locationFromName("N"), 0, f));
}

// The Castle: a path scores 2 per tile with a fountain (start space + P2: 4 points).
TEST(FeatureInfo, CastlePathWithFountain) {
  castle::test::Table t;
  t.play("P2 2,0 r0 -\n");
  FeatureInfo f;
  ASSERT_TRUE(t.r->featureAt(t.pos, t.r->placedAt(t.s, 2, 0), locationFromName("N"), 0, f));
  EXPECT_EQ(f.kind, FeatureKind::Path);
  EXPECT_EQ(f.tiles.size(), 2u);
  EXPECT_EQ(f.points, 4);
}

// The Castle: a court scores 3 per market at the game end, never when completed (the start
// space's market and M1's: 6 points).
TEST(FeatureInfo, CastleCourtAtTheEnd) {
  castle::test::Table t;
  t.play("M1 8,2 r0 -\n");
  FeatureInfo f;
  ASSERT_TRUE(t.r->featureAt(t.pos, t.r->placedAt(t.s, 8, 2), locationFromName("N"), 0, f));
  EXPECT_EQ(f.kind, FeatureKind::Court);
  EXPECT_TRUE(f.atEnd);
  EXPECT_EQ(f.points, 6);
}

}  // namespace
}  // namespace carc
