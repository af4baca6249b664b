// Every pair of mini-expansions played together (minis.md "Combining"), hand-written records
// with expected scores. The random-game properties also play every pair (properties_test).
#include <gtest/gtest.h>

#include "engine/modes/base/expansions/bets.h"
#include "engine/modes/base/expansions/la_porxada.h"
#include "engine/modes/base/expansions/mage_witch.h"
#include "xp_util.h"

namespace carc {
namespace {

int col(const LoadedGame& g, int p, std::string_view column) {
  return xt::col(g, baseState(*g.game), p, column);
}

// Magician + La Porxada: the magician on the city that La Porxada completes adds 1 per tile;
// minis.md "Combining": the bubble applies modifiers as during play (witch halves the bubble).
TEST(Combination, MageWitchWithLaPorxada_MagicianOnThePorxadaCityAndWitchOnABubble) {
  const char* x = "mage-witch, la-porxada";
  const std::string body =
      "1. MW1 1,0 r0 - magic:magician@0,0:N\n2. LP 0,-1 r0 N\n3. N 1,-1 r3 -\n"
      "4. E 0,-2 r2 -\n5. E -1,-1 r1 -\n";
  LoadedGame g = xt::play(x, body);
  EXPECT_EQ(col(g, 1, "city"), 14);                              // 6 tiles + 1 pennant
  EXPECT_EQ(col(g, 1, "magician"), 6);                           // +1 per tile
  EXPECT_EQ(xt::data<LaPorxadaData>(g, laPorxada()).tokens, 2);  // B had a follower in it
  EXPECT_LT(mageWitch().figureSegment(baseRules(*g.rules), baseState(*g.game), kMagician), 0);
  // B starts a city; A's next magic tile sends the witch onto it; at the end B's token values it
  // as complete (2) and the witch halves that (1).
  LoadedGame w = xt::play(x, body + "6. E 0,1 r2 S\n7. MW2 2,0 r1 - magic:witch@0,1:S\n");
  const State s = xt::ended(w);
  EXPECT_EQ(xt::col(g, s, 1, "city"), 14 + 1);
  EXPECT_EQ(xt::col(g, s, 1, "porxada"), 1);
  EXPECT_EQ(xt::col(g, s, 1, "witch"), -1);
  // With the magician instead: 2 + 1.
  LoadedGame m = xt::play(x, body + "6. E 0,1 r2 S\n7. MW2 2,0 r1 - magic:magician@0,1:S\n");
  const State sm = xt::ended(m);
  EXPECT_EQ(xt::col(g, sm, 1, "porxada"), 1);
  EXPECT_EQ(xt::col(g, sm, 1, "magician"), 6 + 1);
  EXPECT_EQ(sm.total(1), 14 + 6 + 1 + 1 + 1);
}

// Magician + La Porxada, one placement: La Porxada joins the magician's city (0,0) and the
// witch's (1,-1). The forced move comes first, before the meeple step (seed 001: "before
// scoring"; the magician goes to another feature), and the placer, with no follower on the
// board, has the bonus at once (seed 000: no swap without a follower).
TEST(Combination, MageWitchWithLaPorxada_PorxadaJoinsTheMagicFiguresCities) {
  const char* x = "mage-witch, la-porxada";
  const std::string before =
      "1. MW1 1,0 r0 - magic:magician@0,0:N\n2. MW2 1,-1 r3 - magic:witch@1,-1:W\n";
  LoadedGame p = xt::play(x, before + "3. LP 0,-1 r0");
  const Decision d = p.game->decision();
  EXPECT_EQ(d.phase, kPhaseMagic);
  EXPECT_EQ(d.arg, 1);  // the forced move
  EXPECT_NE(xt::errorOf(x, before + "3. LP 0,-1 r0 N magic:magician@1,-1:W"), "");  // the witch's
  LoadedGame g = xt::play(x, before + "3. LP 0,-1 r0 N magic:magician@1,0:E");
  const State& s = baseState(*g.game);
  const Rules& r = baseRules(*g.rules);
  const int magician = mageWitch().figureSegment(r, s, kMagician);
  const int witch = mageWitch().figureSegment(r, s, kWitch);
  ASSERT_GE(magician, 0);
  ASSERT_GE(witch, 0);
  EXPECT_EQ(s.features.find(magician), s.features.find(xt::seg(g, 1, 0, "E")));
  EXPECT_EQ(s.features.find(witch), s.features.find(xt::seg(g, 0, -1, "N")));  // the joined city
  EXPECT_EQ(xt::data<LaPorxadaData>(g, laPorxada()).option, kPorxadaBonusChosen);
  EXPECT_EQ(g.game->decision().phase, kPhaseDraw);  // B's turn
}

// Magician + Bets: the magician adds to the road's score but never changes a bet's tile count
// (seed 003 "Alte extensii").
TEST(Combination, MageWitchWithBets_MagicianDoesNotChangeTheBetCount) {
  LoadedGame g = xt::play("mage-witch, bets",
                          "1. BT1 1,0 r0 - bet:A=3/6 bet:B=4\n"
                          "2. MW2 -1,0 r0 E magic:magician@0,0:E\n3. A -1,1 r2 -");
  EXPECT_EQ(col(g, 1, "road"), 4);
  EXPECT_EQ(col(g, 1, "magician"), 4);
  EXPECT_EQ(col(g, 1, "bet"), 8);  // "4": the road has 4 tiles, whatever the magician adds
  EXPECT_EQ(col(g, 0, "bet"), 0);
}

// Magician + Wind Roses: a quarter tile completing the magician's city scores the rose points,
// the city and the magician's bonus, independently (seed 004 footnote 4).
TEST(Combination, MageWitchWithWindRoses_RosePointsIndependentOfTheMagician) {
  LoadedGame g =
      xt::play("mage-witch, wind-roses", "1. MW1 -1,0 r0 - magic:magician@0,0:E\n2. WR3 1,0 r0 W");
  EXPECT_EQ(col(g, 1, "windrose"), 3);
  EXPECT_EQ(col(g, 1, "city"), 4);
  EXPECT_EQ(col(g, 1, "magician"), 2);
  EXPECT_EQ(baseState(*g.game).total(1), 9);
}

// Wind Roses + La Porxada: the La Porxada city joins the orange rose's cap (roses change no
// landscape); La Porxada is no quarter; a quarter joining it scores its 3.
TEST(Combination, WindRosesWithLaPorxada_CityThroughTheRoseTiles) {
  LoadedGame g = xt::play("wind-roses, la-porxada", "1. LP 1,0 r0 N\n2. WR2 2,0 r0 -");
  const State& s = baseState(*g.game);
  EXPECT_EQ(col(g, 0, "windrose"), 0);
  EXPECT_EQ(col(g, 1, "windrose"), 3);
  EXPECT_EQ(s.features.find(xt::seg(g, 0, 0, "E")), s.features.find(xt::seg(g, 2, 0, "W")));
  EXPECT_EQ(xt::data<LaPorxadaData>(g, laPorxada()).option, kPorxadaBonusChosen);
}

// Wind Roses + Bets: a quarter tile extends a road from a bookmaker tile (3 rose points), the
// road completes later and settles the bet.
TEST(Combination, WindRosesWithBets_RoseAndBetScoredIndependently) {
  LoadedGame g = xt::play("wind-roses, bets",
                          "1. BT1 -1,0 r0 - bet:A=3/6 bet:B=2/6\n2. WR5 -2,0 r2 -\n"
                          "3. A -2,-1 r0 -");
  EXPECT_EQ(col(g, 1, "windrose"), 3);
  EXPECT_EQ(col(g, 0, "bet"), 3);
  EXPECT_EQ(col(g, 1, "bet"), 0);
}

// La Porxada + Bets: the La Porxada city completes through a bookmaker tile with chips: it scores,
// hands out tokens, then the chips settle on its tile count.
TEST(Combination, LaPorxadaWithBets_CompletedPorxadaCitySettlesChips) {
  LoadedGame g = xt::play("la-porxada, bets",
                          "1. LP 0,-1 r0 N\n2. BT5 1,-1 r3 - bet:B=2/5 bet:A=5/8+\n"
                          "3. E 0,-2 r2 -\n4. E -1,-1 r1 -");
  EXPECT_EQ(col(g, 0, "city"), 12);  // 5 tiles + 1 pennant
  EXPECT_EQ(col(g, 0, "bet"), 5);
  EXPECT_EQ(col(g, 1, "bet"), 5);
  EXPECT_EQ(xt::data<LaPorxadaData>(g, laPorxada()).tokens, 1);
}

// All four at once on one record: each bonus in its own breakdown column.
TEST(Combination, AllFourBonusColumns) {
  LoadedGame g = xt::play("mage-witch, wind-roses, la-porxada, bets",
                          "1. MW1 -1,0 r0 - magic:magician@0,0:E\n2. WR3 1,0 r0 W\n"
                          "3. BT1 -2,0 r0 - bet:A=2/5 bet:B=-");
  EXPECT_EQ(col(g, 1, "windrose"), 3);
  EXPECT_EQ(col(g, 1, "magician"), 2);
  EXPECT_EQ(bets().data(baseRules(*g.rules), baseState(*g.game)).count, 1);
}

}  // namespace
}  // namespace carc
