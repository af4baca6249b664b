// Wind Roses: one test per rule of minis.md section 2 and per footnote of seed 004 (Czech wiki
// page). The orange rose WR0 is the start tile at 0,0 r0 (city cap E, road W).
#include "engine/modes/base/expansions/wind_roses.h"

#include <gtest/gtest.h>

#include "xp_util.h"

namespace carc {
namespace {

const char* kWR = "wind-roses";
const char* kWRS = "wind-roses(spielbox)";

int rose(const LoadedGame& g, int p = 0) {
  return xt::col(g, baseState(*g.game), p, "windrose");
}

// minis.md 2 components: 6 tiles (orange start rose, blue rose, four quarters) with the digest's
// edges; seed 004 "Příprava hry": the orange rose replaces the start tile, the other 5 are
// shuffled in (the base start type D then goes into the bag with all 4 copies).
TEST(WindRoses, SixTilesAndTheOrangeRoseIsTheStartTile_Seed004) {
  std::string why;
  auto r = makeRules("base", {kWR}, why);
  ASSERT_TRUE(r) << why;
  const char* ids[] = {"WR0", "WR1", "WR2", "WR3", "WR4", "WR5"};
  const char* edges[] = {"FCFR", "FFRR", "CFFC", "CFFC", "CFCF", "CFRR"};
  const char* roses[] = {"orange", "blue", "NE", "SE", "NW", "SW"};
  for (int i = 0; i < 6; ++i) {
    const int t = r->tiles().find(ids[i]);
    ASSERT_GE(t, 0);
    EXPECT_EQ(r->type(t).edges, edges[i]);
    EXPECT_EQ(r->type(t).attr("rose"), roses[i]);
  }
  EXPECT_EQ(r->type(r->tiles().startType).id, "WR0");
  State s;
  r->setup(s, GameSetup{});
  EXPECT_EQ(r->type(s.board.tiles[0].type).id, "WR0");
  int d = 0;
  for (int i = 0; i < s.bagCount; ++i) d += r->type(s.bag[i]).id == "D";
  EXPECT_EQ(d + (r->type(s.drawn).id == "D"), 4);
  EXPECT_EQ(s.bagCount + 1 + 1, 72 + 6);  // bag + drawn + start tile
}

// Seed 004: a quarter tile placed in its section scores 3 points at once; footnote 3 (5/2014):
// before the meeple phase (and before feature scoring).
TEST(WindRoses, QuarterInItsSectionScoresThreeAtOnceBeforeTheMeeple_Seed004Footnote3) {
  LoadedGame g = xt::play(kWR, "1. WR3 1,0 r0");  // SE quarter east of the rose; closes a city
  EXPECT_EQ(g.game->decision().phase, kPhasePlaceMeeple);
  EXPECT_EQ(rose(g), 3);
  EXPECT_EQ(xt::col(g, baseState(*g.game), 0, "city"), 0);  // the city is scored after the meeple
  LoadedGame done = xt::play(kWR, "1. WR3 1,0 r0 W");
  EXPECT_EQ(xt::col(g, baseState(*done.game), 0, "city"), 4);
  EXPECT_EQ(baseState(*done.game).total(0), 7);
}

// Seed 004: cells in the reference rose's row and column belong to both neighbouring sections.
TEST(WindRoses, RowAndColumnOfTheRoseBelongToBothSections_Seed004) {
  EXPECT_EQ(rose(xt::play(kWR, "1. WR2 1,0 r0 -")), 3);   // NE, in the rose's row
  EXPECT_EQ(rose(xt::play(kWR, "1. WR3 1,0 r0 -")), 3);   // SE, the same cell
  EXPECT_EQ(rose(xt::play(kWR, "1. WR5 -1,0 r2 -")), 3);  // SW, row, west
  EXPECT_EQ(rose(xt::play(kWR, "1. WR4 0,-1 r1 -")), 3);  // NW, column, north
}

// Footnote 2: a quarter placed elsewhere scores nothing (it is still a legal placement).
TEST(WindRoses, QuarterOutsideItsSectionScoresNothing_Seed004Footnote2) {
  LoadedGame g = xt::play(kWR, "1. WR4 0,1 r1 -");  // NW quarter south of the rose
  EXPECT_EQ(rose(g), 0);
  EXPECT_EQ(baseState(*g.game).board.tileCount, 2);
}

// minis.md 2: the quarter tile's own rotation does not matter.
TEST(WindRoses, QuarterRotationDoesNotMatter_Seed004) {
  // WR2 (NE) at 0,-1 north of the rose, in two rotations whose south edge is a field.
  EXPECT_EQ(rose(xt::play(kWR, "1. WR2 0,-1 r0 -")), 3);
  EXPECT_EQ(rose(xt::play(kWR, "1. WR2 0,-1 r1 -")), 3);
}

// Seed 004 "Modrá směrová růžice": from its placement the blue rose is the reference for the
// rest of the game, with its own orientation (after rotation).
TEST(WindRoses, BlueRoseBecomesTheReferenceWithItsOrientation_Seed004) {
  // With the orange rose at 0,0, -1,1 lies in the SW section: the NE quarter scores nothing.
  EXPECT_EQ(rose(xt::play(kWR, "1. V 0,1 r3 -\n2. WR2 -1,1 r0 -"), 1), 0);
  // The blue rose at 0,1 turned r3 (its north faces west): its NE section is x <= 0, y <= 1.
  LoadedGame g = xt::play(kWR, "1. WR1 0,1 r3 -\n2. WR2 -1,1 r0 -");
  EXPECT_EQ(rose(g, 0), 0);  // the blue rose itself scores nothing
  EXPECT_EQ(rose(g, 1), 3);
  const WindRosesData& d = xt::data<WindRosesData>(g, windRoses());
  EXPECT_EQ(d.refX, 0);
  EXPECT_EQ(d.refY, 1);
  EXPECT_EQ(d.refRot, 3);
}

// The section test in one place: all four quarters around a reference, and a turned one.
TEST(WindRoses, SectionsAroundTheReference_Seed004) {
  EXPECT_TRUE(WindRoses::inSection("NE", 3, -2, 0, 0, 0));
  EXPECT_FALSE(WindRoses::inSection("NE", -3, -2, 0, 0, 0));
  EXPECT_TRUE(WindRoses::inSection("SW", -1, 5, 0, 0, 0));
  EXPECT_TRUE(WindRoses::inSection("NW", 0, 0, 0, 0, 0));  // the rose's own cell: every section
  // Turned a quarter clockwise, printed north faces east: NE becomes the south-east quarter.
  EXPECT_TRUE(WindRoses::inSection("NE", 2, 2, 0, 0, 1));
  EXPECT_FALSE(WindRoses::inSection("NE", 2, -2, 0, 0, 1));
  // Sections are read once per tile type as direction bits; a value that is not made of
  // N E S W (or is empty) names no section and matches no cell.
  EXPECT_EQ(WindRoses::sectionDirections("NE"), 3u);
  EXPECT_EQ(WindRoses::sectionDirections("SW"), 12u);
  EXPECT_EQ(WindRoses::sectionDirections("blue"), 0u);
  EXPECT_FALSE(WindRoses::inSection("", 0, 0, 0, 0, 0));
  EXPECT_FALSE(WindRoses::inSection("NX", 0, 0, 0, 0, 0));
}

// Each rose tile's word (Expansion::tileWord, decoded once per tile type) says which rose it is
// and the sections it names, as its attributes in assets/tiles/wind_roses.txt do.
TEST(WindRoses, TileWordsMatchTheTileAttributes_Seed004) {
  std::string why;
  auto r = makeRules("base", {"wind-roses"}, why);
  ASSERT_TRUE(r) << why;
  int roses = 0;
  for (int ty = 0; ty < static_cast<int>(r->tiles().types.size()); ++ty) {
    const TileType& t = r->type(ty);
    const uint32_t word = r->tileWord(&windRoses(), ty);
    const std::string_view rose = t.attr("rose");
    EXPECT_EQ(word & 15, WindRoses::sectionDirections(rose)) << t.id;
    EXPECT_EQ(word >> WindRoses::kSpielboxShift & 15,
              WindRoses::sectionDirections(t.attr("spielbox")))
        << t.id;
    EXPECT_EQ((word & WindRoses::kWordBlue) != 0, rose == "blue") << t.id;
    EXPECT_EQ((word & WindRoses::kWordOrange) != 0, rose == "orange") << t.id;
    roses += !rose.empty();
  }
  EXPECT_EQ(roses, 6);
}

// Seed 004: the roses change no landscape: roads, cities and fields run through as drawn.
TEST(WindRoses, RosesChangeNoLandscape_Seed004) {
  LoadedGame g = xt::play(kWR, "1. U -1,0 r0 W\n2. WR2 1,0 r0 -");
  const State& s = baseState(*g.game);
  // The road U - WR0 is one road of 2 tiles; the city WR0 cap + WR2 corner is one city.
  EXPECT_EQ(featureTiles(s, s.features.find(xt::seg(g, 0, 0, "W")), nullptr), 2);
  EXPECT_EQ(s.features.find(xt::seg(g, 0, 0, "E")), s.features.find(xt::seg(g, 1, 0, "W")));
}

// Seed 004 "Umístění figurky": meeples cannot stand on the rose picture (it is no feature).
TEST(WindRoses, NoMeepleOnTheRosePicture_Seed004) {
  EXPECT_NE(xt::errorOf(kWR, "1. WR2 1,0 r0 C").find("no feature at C"), std::string::npos);
}

// Seed 004 "Závěrečné vyhodnocení": no rose points at final scoring; footnote 4: rose points
// are independent of every other scoring.
TEST(WindRoses, NoPointsAtFinalScoringAndIndependentOfOtherScoring_Seed004Footnote4) {
  LoadedGame g = xt::play(kWR, "1. WR2 1,0 r0 W");
  const State s = xt::ended(g);
  EXPECT_EQ(xt::col(g, s, 0, "windrose"), 3);
  EXPECT_EQ(xt::col(g, s, 0, "city"), 2);  // the unfinished city, as usual
}

// Spielbox 2013 variant (option): two sections, north and south; the rose's own row belongs to
// both; two quarter tiles per section.
TEST(WindRoses, SpielboxVariantTwoSections_Seed004) {
  // WR2 (NE; N in Spielbox) west of the rose's column: nothing in the 2012 rules, 3 in Spielbox.
  const std::string body = "1. WR4 0,-1 r1 -\n2. WR2 -1,-1 r1 -";
  EXPECT_EQ(rose(xt::play(kWR, body), 1), 0);
  EXPECT_EQ(rose(xt::play(kWRS, body), 1), 3);
  // Row of the rose: both sections.
  EXPECT_EQ(rose(xt::play(kWRS, "1. WR3 1,0 r0 -")), 3);
  EXPECT_EQ(rose(xt::play(kWRS, "1. WR2 1,0 r0 -")), 3);
  // South of the row: only the S tiles.
  EXPECT_EQ(rose(xt::play(kWRS, "1. WR4 0,1 r1 -")), 0);
  std::string why;
  auto r = makeRules("base", {kWRS}, why);
  int north = 0, south = 0;
  for (const char* id : {"WR2", "WR3", "WR4", "WR5"}) {
    const std::string_view sec = r->type(r->tiles().find(id)).attr("spielbox");
    north += sec == "N";
    south += sec == "S";
  }
  EXPECT_EQ(north, 2);
  EXPECT_EQ(south, 2);
  EXPECT_FALSE(makeRules("base", {"wind-roses(nosuch)"}, why));
  EXPECT_NE(why.find("no option 'nosuch'"), std::string::npos);
}

// Spielbox variant with the blue rose turned (minis.md 2, "All else as above"): the blue rose
// at -1,0 r2 faces south, so its north section is the board's south: WR2 (Spielbox N) below it
// scores 3, WR4 (N) above its row scores nothing.
TEST(WindRoses, SpielboxBlueRoseTurnedDefinesNorth_Seed004) {
  LoadedGame g = xt::play(kWRS, "1. WR1 -1,0 r2 -\n2. WR2 -1,1 r2 -\n3. WR4 0,-1 r1 -");
  EXPECT_EQ(rose(g, 1), 3);
  EXPECT_EQ(rose(g, 0), 0);
  const WindRosesData& d = xt::data<WindRosesData>(g, windRoses());
  EXPECT_EQ(d.refRot, 2);
}

// The rules help names the base start tile going into the bag as a reconstruction, with the
// tile and its copies from the data.
TEST(WindRoses, BaseStartTileInTheBagListedAsReconstructed) {
  std::string why;
  auto r = makeRules("base", {"wind-roses"}, why);
  std::vector<std::vector<std::string>> values;
  for (const auto& i : r->reconstructed())
    if (i.owner == "wind-roses" && i.key == "base-start-in-bag") values.push_back(i.values);
  ASSERT_EQ(values.size(), 1u);
  EXPECT_EQ(values[0], (std::vector<std::string>{"D", "4"}));
  // Without Wind Roses the base start tile is the start tile: nothing to list.
  auto base = makeRules("base", {"bets"}, why);
  for (const auto& i : base->reconstructed()) EXPECT_NE(i.key, "base-start-in-bag");
}

}  // namespace
}  // namespace carc
