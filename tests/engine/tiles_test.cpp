// base.md "Conventions" and "Tiles": the tile table as data, rotations, slots.
#include <gtest/gtest.h>

#include "engine/core/tile.h"
#include "engine/modes/base/catalog.h"
#include "engine/modes/base/rules.h"

namespace carc {
namespace {

struct Row {
  const char* id;
  int count;
  const char* edges;
  int pennants;
  bool cloister;
};
// The table of base.md, copied by hand.
const Row kTable[] = {
    {"A", 2, "FFRF", 0, true},  {"B", 4, "FFFF", 0, true},  {"C", 1, "CCCC", 1, false},
    {"D", 4, "CRFR", 0, false}, {"E", 5, "CFFF", 0, false}, {"F", 2, "FCFC", 1, false},
    {"G", 1, "FCFC", 0, false}, {"H", 3, "CFCF", 0, false}, {"I", 2, "CFFC", 0, false},
    {"J", 3, "CRRF", 0, false}, {"K", 3, "CFRR", 0, false}, {"L", 3, "CRRR", 0, false},
    {"M", 2, "CFFC", 1, false}, {"N", 3, "CFFC", 0, false}, {"O", 2, "CRRC", 1, false},
    {"P", 3, "CRRC", 0, false}, {"Q", 1, "CCFC", 1, false}, {"R", 3, "CCFC", 0, false},
    {"S", 2, "CCRC", 1, false}, {"T", 1, "CCRC", 0, false}, {"U", 8, "FRFR", 0, false},
    {"V", 9, "FFRR", 0, false}, {"W", 4, "FRRR", 0, false}, {"X", 1, "RRRR", 0, false},
};

int countKind(const TileType& t, FeatureKind k) {
  int n = 0;
  for (int i = 0; i < t.segCount; ++i) n += t.seg[i].kind == k;
  return n;
}

// Tiles: 72 including the start tile, ids A..X with the base.md counts, edges and pennants.
TEST(Tiles, BaseTableMatchesRulesDocument) {
  const TileSet& set = baseTileSet();
  ASSERT_EQ(set.types.size(), 24u);
  EXPECT_EQ(set.totalTiles(), 72);
  for (const Row& r : kTable) {
    const int t = set.find(r.id);
    ASSERT_GE(t, 0) << r.id;
    const TileType& tt = set.types[t];
    EXPECT_EQ(tt.count, r.count) << r.id;
    EXPECT_EQ(tt.edges, r.edges) << r.id;
    int pennants = 0;
    for (int i = 0; i < tt.segCount; ++i) pennants += tt.seg[i].pennants;
    EXPECT_EQ(pennants, r.pennants) << r.id;
    EXPECT_EQ(tt.cloisterSeg >= 0, r.cloister) << r.id;
    // Edge codes of r0 agree with the letters.
    for (int e = 0; e < 4; ++e)
      EXPECT_EQ(kEdgeLetters[(tt.rot[0].edges >> (4 * e)) & 15], r.edges[e]) << r.id << e;
  }
}

// "The start tile is one of these four [D]".
TEST(Tiles, StartTileIsOneD) {
  const TileSet& set = baseTileSet();
  EXPECT_EQ(set.types[set.startType].id, "D");
}

// Contents column: separate vs joined features as drawn.
TEST(Tiles, FeatureContentsAsDrawn) {
  const TileSet& set = baseTileSet();
  auto T = [&](const char* id) -> const TileType& { return set.types[set.find(id)]; };
  EXPECT_EQ(countKind(T("C"), FeatureKind::City), 1);   // one city on all four edges
  EXPECT_EQ(countKind(T("H"), FeatureKind::City), 2);   // two separate caps
  EXPECT_EQ(countKind(T("H"), FeatureKind::Field), 1);  // one field between...
  EXPECT_EQ(T("H").seg[2].touches, 0b11);               // ...touching both
  EXPECT_EQ(countKind(T("I"), FeatureKind::City), 2);
  EXPECT_EQ(T("I").seg[2].touches, 0b11);
  EXPECT_EQ(countKind(T("F"), FeatureKind::Field), 2);  // fields N and S separate
  EXPECT_EQ(countKind(T("L"), FeatureKind::Road), 3);   // roads end at a junction
  EXPECT_EQ(countKind(T("W"), FeatureKind::Road), 3);
  EXPECT_EQ(countKind(T("X"), FeatureKind::Road), 4);
  EXPECT_EQ(countKind(T("X"), FeatureKind::Field), 4);
  EXPECT_EQ(countKind(T("U"), FeatureKind::Road), 1);   // straight road: one segment
  EXPECT_EQ(countKind(T("A"), FeatureKind::Road), 1);   // road ends at the cloister
  EXPECT_EQ(countKind(T("S"), FeatureKind::Field), 2);  // road to the city splits the field
  // D: field between city and road touches the city; the southern field does not.
  const TileType& d = T("D");
  EXPECT_EQ(d.seg[2].touches, 1);
  EXPECT_EQ(d.seg[3].touches, 0);
}

// Conventions: rotation is clockwise; at r1 the printed north edge faces east.
TEST(Tiles, RotationR1TurnsNorthToEast) {
  const TileSet& set = baseTileSet();
  const TileType& d = set.types[set.find("D")];
  EXPECT_EQ(d.rot[1].edges & 15, static_cast<int>(FeatureKind::Road));         // W road now at N
  EXPECT_EQ((d.rot[1].edges >> 4) & 15, static_cast<int>(FeatureKind::City));  // city at E
  EXPECT_EQ(d.rot[1].seg[middleSlot(kEast)], 0);
  EXPECT_EQ(rotateSlot(0 /*NNW*/, 1), 3 /*ENE*/);
}

// Conventions: half-edges NNW..WNW clockwise; NNW is the west half of the north edge and meets
// the neighbour's SSW.
TEST(Tiles, HalfEdgeNamesAndFacingSlots) {
  EXPECT_EQ(locationFromName("NNW"), 0);
  EXPECT_EQ(locationFromName("NNE"), 2);
  EXPECT_EQ(locationFromName("WNW"), 11);
  EXPECT_EQ(locationFromName("C"), kCentre);
  EXPECT_EQ(facingSlot(locationFromName("NNW")), locationFromName("SSW"));
  EXPECT_EQ(facingSlot(locationFromName("ENE")), locationFromName("WNW"));
  EXPECT_EQ(facingSlot(locationFromName("E")), locationFromName("W"));
}

// Symmetric tiles enumerate each distinct rotation once.
TEST(Tiles, DuplicateRotationsCollapse) {
  const TileSet& set = baseTileSet();
  auto distinct = [&](const char* id) { return set.types[set.find(id)].distinctRotations; };
  EXPECT_EQ(distinct("B"), 1);
  EXPECT_EQ(distinct("C"), 1);
  EXPECT_EQ(distinct("X"), 1);
  EXPECT_EQ(distinct("U"), 2);
  EXPECT_EQ(distinct("F"), 2);
  EXPECT_EQ(distinct("H"), 2);
  EXPECT_EQ(distinct("D"), 4);
  EXPECT_EQ(distinct("V"), 4);
}

// Tile files: malformed data is rejected with a line number.
// Rules::core, the packed copy the turn reads, says what the tile type says, for every type of
// the base set and of the minis' tiles, in every rotation (an edge middle is an open end).
TEST(Tiles, CoreAgreesWithTileType) {
  std::string why;
  const auto rules = makeRules("base", {"mage-witch", "wind-roses", "la-porxada", "bets"}, why);
  ASSERT_TRUE(rules) << why;
  ASSERT_GT(rules->tiles().types.size(), 40u);
  for (size_t ty = 0; ty < rules->tiles().types.size(); ++ty) {
    const TileType& t = rules->type(static_cast<int>(ty));
    const TileCore& c = rules->core(static_cast<int>(ty));
    ASSERT_EQ(c.segCount, t.segCount) << t.id;
    EXPECT_EQ(c.flags, t.flags) << t.id;
    EXPECT_EQ(c.closingSegs, t.closingSegs) << t.id;
    EXPECT_EQ(c.cloisterSeg, t.cloisterSeg) << t.id;
    for (int s = 0; s < t.segCount; ++s) {
      EXPECT_EQ(c.kind[s], t.seg[s].kind) << t.id << " segment " << s;
      EXPECT_EQ(c.pennants[s], t.seg[s].pennants) << t.id << " segment " << s;
    }
    for (int r = 0; r < 4; ++r) {
      EXPECT_EQ(c.rot[r].edges, t.rot[r].edges) << t.id << " r" << r;
      for (int loc = 0; loc < kLocations; ++loc)
        EXPECT_EQ(c.rot[r].seg[loc], t.rot[r].seg[loc]) << t.id << " r" << r << " " << loc;
      for (int s = 0; s < t.segCount; ++s) {
        EXPECT_EQ(c.rot[r].canon[s], t.rot[r].canon[s]) << t.id << " r" << r;
        int ends = 0;
        for (int e = 0; e < 4; ++e) ends += t.rot[r].seg[middleSlot(e)] == s;
        EXPECT_EQ(c.openEnds[s], closesByEdges(t.seg[s].kind) ? ends : 0) << t.id << " r" << r;
      }
    }
  }
}

TEST(Tiles, ParserReportsErrors) {
  TileSet s;
  TileSetError e;
  EXPECT_FALSE(parseTileSet("tile Z 1 CFFF\n  city N\n  field E S\n", s, e));  // W not covered
  EXPECT_EQ(e.line, 1);                                                        // the tile's line
  TileSet s2;
  EXPECT_FALSE(parseTileSet("tile Z 1 FFFF\n  lake N E S W\n", s2, e));
  EXPECT_EQ(e.line, 2);
  TileSet s3;
  EXPECT_FALSE(parseTileSet("tile Z 1 CFFF\n  city N\n  field E S W touches S\n", s3, e));
  // Expansion-style flags parse without parser changes.
  TileSet s4;
  EXPECT_TRUE(
      parseTileSet("tile MW9 1 CFFF magic rose=NE\n  city N\n  field E S W touches N\n", s4, e))
      << e.message;
  EXPECT_NE(s4.flag("magic"), 0u);
  EXPECT_EQ(s4.types[0].attrs[1].second, "NE");
}

}  // namespace
}  // namespace carc
