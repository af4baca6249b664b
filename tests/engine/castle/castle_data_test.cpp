// The Castle's data (castle.md "The Castle (base)", "Components"; seed 002 "Conținut"): what
// the embedded files hold, and the castle format's errors.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <set>

#include "castle_util.h"
#include "engine/modes/registry.h"

namespace carc::castle {
namespace {

using test::rules;

int bagTiles(const CastleRules& r) {
  CastleState s;
  GameSetup g;
  r.setup(s, g);
  return s.bagCount + s.turn + 1;  // the first tile is drawn at setup
}

// Components: 60 castle tiles; 76 tile spaces; 7 start spaces, one showing a market; 14 corner
// towers, the one at 0/1 empty; 18 wall tiles, two each of 1..9; markers start on space 0.
TEST(CastleData, ComponentsOfTheCastle) {
  auto r = rules();
  const CastleData& d = r->data();
  EXPECT_EQ(r->bagTiles(), 60);
  EXPECT_EQ(bagTiles(*r), 60);
  EXPECT_EQ(d.cells, 76);
  ASSERT_EQ(d.starts.size(), 7u);
  int markets = 0;
  for (const StartSpace& s : d.starts) markets += r->tileId(s.type) == "SM";
  EXPECT_EQ(markets, 1);
  ASSERT_EQ(d.towers.size(), 14u);
  EXPECT_EQ(d.towers[0].space, 0);
  EXPECT_FALSE(d.towers[0].holdsTile);
  int holding = 0;
  for (const Tower& t : d.towers) holding += t.holdsTile;
  EXPECT_EQ(holding, 13);
  EXPECT_EQ(d.towers[1].space, 12);  // the first tower with a wall tile (spielwiese.at review)
  EXPECT_EQ(d.wallTileCount(), 18);
  for (int n = 1; n <= 9; ++n) EXPECT_EQ(d.wall[n].count, 2) << n;
  EXPECT_EQ(r->minPlayers(), 2);
  EXPECT_EQ(r->maxPlayers(), 2);
}

// Wall tiles 1-3 act during play, 4-9 at game end (published); #7 scores 4 per market; 4, 5, 6
// score an unfinished feature; the rest is reconstructed (castle.md's table).
TEST(CastleData, WallTileEffects) {
  const CastleData& d = rules()->data();
  EXPECT_EQ(d.wall[1].effect, WallEffect::ExtraTurn);
  EXPECT_EQ(d.wall[2].effect, WallEffect::Double);
  EXPECT_EQ(d.wall[2].kind, FeatureKind::House);
  EXPECT_EQ(d.wall[3].effect, WallEffect::Double);
  EXPECT_EQ(d.wall[3].kind, FeatureKind::Tower);
  EXPECT_EQ(d.wall[4].kind, FeatureKind::Path);
  EXPECT_EQ(d.wall[5].kind, FeatureKind::House);
  EXPECT_EQ(d.wall[6].kind, FeatureKind::Tower);
  for (int n = 4; n <= 6; ++n) EXPECT_EQ(d.wall[n].effect, WallEffect::Finish);
  EXPECT_EQ(d.wall[7].effect, WallEffect::MarketValue);
  EXPECT_EQ(d.wall[7].amount, 4);
  EXPECT_EQ(d.wall[8].effect, WallEffect::KeepBonus);
  EXPECT_EQ(d.wall[8].amount, 3);
  EXPECT_EQ(d.wall[9].effect, WallEffect::Points);
  EXPECT_EQ(d.wall[9].amount, 5);
  EXPECT_EQ(d.incomplete, IncompleteValue::AsComplete);
}

// The Falcon: 4 gates between 27/28, 47/48, 69/70, 91/92; two add a start space; 18 tiles (9
// with chapel parts, 9 with an aerie); the interior grows (reconstructed: 95 spaces).
TEST(CastleData, ComponentsOfTheFalcon) {
  auto r = rules({"falcon"});
  const CastleData& d = r->data();
  const auto* f = dynamic_cast<const Falcon*>(r->extension());
  ASSERT_TRUE(f);
  EXPECT_EQ(f->gates(), (std::vector<int>{27, 47, 69, 91}));
  EXPECT_EQ(r->bagTiles(), 78);
  EXPECT_EQ(d.cells, 95);
  EXPECT_EQ(d.starts.size(), 9u);
  int chapels = 0, aeries = 0;
  const uint32_t aerie = d.tiles.flag("aerie");
  for (const TileType& t : d.tiles.types) {
    bool chapel = false, hasAerie = false;
    for (int i = 0; i < t.segCount; ++i) {
      chapel |= t.seg[i].kind == FeatureKind::Chapel;
      hasAerie |= (t.seg[i].flags & aerie) != 0;
    }
    chapels += (chapel && !hasAerie) * t.count;
    aeries += hasAerie * t.count;
  }
  EXPECT_EQ(chapels, 9);
  EXPECT_EQ(aeries, 9);
  EXPECT_EQ(d.fileTiles.size(), 2u);
  EXPECT_EQ(d.fileTiles[0].first, 60);
  EXPECT_EQ(d.fileTiles[1].first, 18);
}

// Every tile's declared edges agree with its segments (the parser checks), paths sit at edge
// middles, and no tile of the bag has more than 8 segments.
TEST(CastleData, TilesParseWithPathsAtEdgeMiddles) {
  auto r = rules({"falcon"});
  for (int t = 0; t < r->tileTypes(); ++t) {
    const TileType& tt = r->data().tiles.types[static_cast<size_t>(t)];
    for (int i = 0; i < tt.segCount; ++i)
      if (tt.seg[i].kind == FeatureKind::Path)
        for (int loc = 0; loc < kLocations; ++loc)
          if (tt.seg[i].slots & (1 << loc)) {
            EXPECT_TRUE(loc % 3 == 1) << tt.id;
          }
  }
}

std::string loadError(const std::string& board) {
  const std::string tiles =
      "tileset t\ntile SP 0 P--- startspace\n  path N\n"
      "tile X 1 PYPY\n  path N S\n  court E\n  court W\n";
  std::string why;
  auto r = CastleRules::fromTexts({{"t.txt", board + tiles}}, nullptr, why);
  return r ? "" : why;
}

// The castle format: bad lines are refused with their file and line.
TEST(CastleData, FormatErrorsNameTheLine) {
  const std::string ok = "board\n row ...\n row .#.\n row ...\nstart 0,-1 SP\n";
  EXPECT_EQ(loadError(ok), "");
  EXPECT_EQ(loadError("board\n row ...\n row .#.\n row ..\n"),
            "t.txt:1: board rows differ in length");
  EXPECT_EQ(loadError("board\n row ...\n row .#.\n row ...\nstart 3,3 SP\n"),
            "t.txt:5: a start space must touch exactly one tile space");
  EXPECT_EQ(loadError("board\n row ...\n row .#.\n row ...\nstart 0,-1 X\n"),
            "t.txt:5: 'X' is no start tile");
  EXPECT_EQ(loadError(ok + "walltile 3 2 fly\n"),
            "t.txt:6: unknown wall tile effect 'fly' (or its argument)");
  EXPECT_EQ(loadError(ok + "walltile 2 2 double court\n"),
            "t.txt:6: a wall tile doubles or finishes a path, house or tower, not 'court'");
  EXPECT_EQ(loadError(ok + "corner 4\ncorner 5\n"), "t.txt:0: corner towers overlap");
  EXPECT_EQ(loadError(ok + "corner 99\n"), "t.txt:6: expected: corner SPACE(0-98) [empty]");
  EXPECT_EQ(loadError(ok + "option incomplete-value most\n"),
            "t.txt:6: expected: option incomplete-value as-complete|half");
}

// A board with one tile space and a path start: a tile without a path fits nowhere there.
TEST(CastleData, HandMadeBoard) {
  std::string why;
  const std::string text =
      "board\n row ...\n row .#.\n row ...\nstart 0,-1 SP\n"
      "tileset t\ntile SP 0 P--- startspace\n  path N\ntile C 1 YYYY\n  court N E S W\n"
      "tile S 1 PYYY square\n  path N\n  court E S W\n";
  auto r = CastleRules::fromTexts({{"t.txt", text}}, nullptr, why);
  ASSERT_TRUE(r) << why;
  EXPECT_EQ(r->data().cells, 1);
  CastleState s;
  GameSetup g;
  g.explicitDraws = true;
  r->setup(s, g);
  EXPECT_FALSE(r->fitsAnywhere(s, r->tileType("C")));
  EXPECT_TRUE(r->fitsAnywhere(s, r->tileType("S")));
  EXPECT_TRUE(r->fits(s, r->tileType("S"), 0, 0));  // the path facing the start
  EXPECT_FALSE(r->fits(s, r->tileType("S"), 0, 2));
}

// The registry knows the mode and its expansion: "Mode: castle", "Expansions: falcon(gate-stop)".
TEST(CastleData, RegisteredModeAndExpansion) {
  const ModeInfo* m = findMode("castle");
  ASSERT_TRUE(m);
  EXPECT_EQ(m->minPlayers, 2);
  EXPECT_EQ(m->maxPlayers, 2);
  ASSERT_EQ(m->expansions.size(), 1u);
  EXPECT_EQ(m->expansions[0].name, "falcon");
  EXPECT_EQ(m->expansions[0].options, (std::vector<std::string>{"gate-stop"}));
  std::string why;
  auto r = makeRuleSet("castle", {"falcon(gate-stop)"}, why);
  ASSERT_TRUE(r) << why;
  EXPECT_EQ(r->mode(), "castle");
  EXPECT_EQ(r->expansionItems(), (std::vector<std::string>{"falcon(gate-stop)"}));
  EXPECT_EQ(r->scoreColumns(), (std::vector<std::string>{"path", "house", "tower", "court", "keep",
                                                         "wall", "chapel", "aerie"}));
  EXPECT_FALSE(makeRuleSet("base", {"falcon"}, why));  // seed 002: only with The Castle
  EXPECT_FALSE(makeRuleSet("castle", {"bets"}, why));
  EXPECT_EQ(why, "The Castle has no expansion 'bets' (it has: falcon)");
  EXPECT_FALSE(makeRuleSet("castle", {"falcon(fast)"}, why));
  EXPECT_EQ(why, "falcon has no option 'fast' (it has: gate-stop)");
  EXPECT_FALSE(makeRuleSet("castle", {"falcon", "falcon"}, why));
  EXPECT_EQ(why, "falcon is listed twice");
  std::vector<std::string> items = {"falcon"};
  ASSERT_TRUE(attachOptions("castle", items, {"gate-stop"}, why)) << why;
  EXPECT_EQ(items, (std::vector<std::string>{"falcon(gate-stop)"}));
}

std::map<std::string, std::string> texts(const std::string& lang) {
  std::ifstream in(std::string(CARC_SOURCE_DIR) + "/assets/i18n/" + lang + ".txt");
  std::map<std::string, std::string> out;
  for (std::string line; std::getline(in, line);) {
    const size_t eq = line.find(" = ");
    if (line.rfind("recon.", 0) == 0 && eq != std::string::npos)
      out[line.substr(0, eq)] = line.substr(eq + 3);
  }
  return out;
}

// Every reconstructed value of castle.md is listed for the rules help (owner castle or falcon)
// and worded in English, Romanian and Czech with a placeholder for each value from the data.
TEST(CastleData, EveryReconstructedValueIsListedAndWorded) {
  auto r = rules({"falcon"});
  auto items = r->reconstructed();
  for (auto& it : rules()->reconstructed())
    if (it.key == "board" || it.key == "start-spaces") items.push_back(it);
  std::set<std::string> keys;
  for (const auto& it : items) keys.insert(it.owner + "." + it.key);
  for (const char* k :
       {"castle.towers", "castle.tiles", "castle.wall-extra-turn", "castle.wall-double-house",
        "castle.wall-double-tower", "castle.wall-finish-path", "castle.wall-finish-house",
        "castle.wall-finish-tower", "castle.wall-market-value", "castle.wall-keep-bonus",
        "castle.wall-points", "castle.incomplete-as-complete", "castle.wall-timing",
        "castle.finish-majority", "falcon.board", "falcon.tiles", "falcon.aerie-bonus-last",
        "falcon.token-shortage", "falcon.king-at-end"})
    EXPECT_TRUE(keys.count(k)) << k;
  for (const char* lang : {"en", "ro", "cs"}) {
    const auto t = texts(lang);
    for (const auto& it : items) {
      const auto found = t.find("recon." + it.owner + "." + it.key);
      ASSERT_NE(found, t.end()) << lang << ": recon." << it.owner << "." << it.key;
      for (size_t v = 0; v < it.values.size(); ++v)
        EXPECT_NE(found->second.find("{" + std::to_string(v) + "}"), std::string::npos)
            << lang << " " << it.key;
      EXPECT_EQ(found->second.find("{" + std::to_string(it.values.size()) + "}"), std::string::npos)
          << lang << " " << it.key;
    }
    EXPECT_TRUE(t.count("recon.castle.incomplete-half")) << lang;  // the switch's other side
  }
  // The values come from the data; with the Falcon its board replaces the castle's.
  for (const auto& it : r->reconstructed()) EXPECT_FALSE(it.owner == "castle" && it.key == "board");
  for (const auto& it : rules()->reconstructed())
    if (it.key == "board") {
      EXPECT_EQ(it.values, (std::vector<std::string>{"76", "9", "9", "5"}));
    }
}

}  // namespace
}  // namespace carc::castle
