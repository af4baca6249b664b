// Tile pictures' labels (app/tile_geometry.cpp): a quarter rose names the section it scores in,
// NE/SE/SW/NW, or in the Spielbox variant N/S (its section then; a tile reading "SE" in the north
// that scored nothing looked wrong).
#include "app/tile_geometry.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "engine/modes/base/catalog.h"
#include "engine/modes/base/rules.h"

namespace carc::app {
namespace {

bool hasSymbol(const TileGeometry& g, const TileSet& tiles, const char* id, const char* symbol) {
  const auto& s = g.shape(tiles.find(id)).symbols;
  return std::find(s.begin(), s.end(), std::string(symbol)) != s.end();
}

TEST(TileGeometry, QuarterRosesNameTheirSectionAsTheVariantScoresIt) {
  std::string why;
  const auto rules = makeRules("base", {"wind-roses(spielbox)"}, why);
  ASSERT_TRUE(rules) << why;
  const TileSet& tiles = rules->tiles();
  // What the wind roses' UI module asks in the Spielbox variant (app/expansions/wind_roses.cpp):
  // the rose's value from the tile's "spielbox" attribute, which is no picture itself.
  SymbolRules variant;
  variant.hidden = {"spielbox"};
  variant.valueFrom = {{"rose", "spielbox"}};
  const TileGeometry printed(tiles, SymbolRules{{"spielbox"}, {}, {}, {}}),
      spielbox(tiles, variant);
  EXPECT_TRUE(hasSymbol(printed, tiles, "WR2", "rose=NE"));
  EXPECT_TRUE(hasSymbol(printed, tiles, "WR5", "rose=SW"));
  EXPECT_TRUE(hasSymbol(spielbox, tiles, "WR2", "rose=N"));
  EXPECT_TRUE(hasSymbol(spielbox, tiles, "WR5", "rose=S"));
  EXPECT_FALSE(hasSymbol(spielbox, tiles, "WR2", "rose=NE"));
  EXPECT_FALSE(hasSymbol(spielbox, tiles, "WR2", "spielbox=N"));
}

}  // namespace
}  // namespace carc::app
