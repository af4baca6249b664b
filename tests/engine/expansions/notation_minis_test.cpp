// Notation for the mini-expansions' decisions (docs/notation.md "Expansion decisions"): the
// `final` line, NAME= prefixes, header options, errors.
#include <gtest/gtest.h>

#include "engine/modes/registry.h"
#include "engine/record/report.h"
#include "xp_util.h"

namespace carc {
namespace {

TEST(MiniNotation, FinalLineHoldsTheFinalSettlements) {
  // A seeded all-four game whose record has a final line: parse, replay, print back.
  const std::string text =
      randomRecord("base", 4, 3, {"mage-witch", "wind-roses", "la-porxada", "bets"});
  const size_t at = text.find("\nfinal settle:");
  ASSERT_NE(at, std::string::npos) << text;
  LoadedGame g;
  NotationError err;
  ASSERT_TRUE(loadRecord(text, g, err)) << err.str();
  EXPECT_TRUE(baseState(*g.game).over());
  EXPECT_EQ(printRecord(*g.game, g.header), text);
  // Without the final line the game stops at the first settlement decision (a position).
  std::string cut = text.substr(0, at + 1);
  cut.erase(cut.find("Result:"), cut.find('\n', cut.find("Result:")) - cut.find("Result:") + 1);
  LoadedGame pos;
  ASSERT_TRUE(loadRecord(cut, pos, err)) << err.str();
  EXPECT_FALSE(baseState(*pos.game).over());
  EXPECT_EQ(pos.game->decision().phase, 33);  // kPhaseSettle
  // A final line in a game that is not at its end: the bag is not empty yet.
  EXPECT_NE(xt::errorOf("bets", "1. BT5 1,0 r0 - bet:A=2/5 bet:B=-\nfinal settle:A=1,0:W")
                .find("a 'final' line answers final scoring's decisions, after the last tile; "),
            std::string::npos);
}

TEST(MiniNotation, AMissingDecisionBeforeTheMeepleIsNamed) {
  // The magic step comes before the meeple: a line without its token names it.
  EXPECT_NE(xt::errorOf("mage-witch", "1. MW1 1,0 r0 -")
                .find("column 15: the game asks for 'magic:...' before the meeple step, and the "
                      "line does not answer it"),
            std::string::npos);
  // A decision of another player's names whose it is.
  EXPECT_NE(xt::errorOf("la-porxada",
                        "1. U 1,0 r0 E\n2. E 0,1 r2 S\n3. LP 0,-1 r0 - porxada:swap@1,0:E=0,1:S")
                .find("the game asks for 'porxada:B=...' before the meeple step"),
            std::string::npos);
}

TEST(MiniNotation, NamePrefixIsCheckedAndOptional) {
  // P-numbers are accepted for names; a token without NAME= is taken in order.
  EXPECT_EQ(xt::errorOf("bets", "1. BT1 1,0 r0 - bet:P1=4 bet:2/5"), "");
  EXPECT_NE(xt::errorOf("bets", "1. BT1 1,0 r0 - bet:B=4 bet:A=2/5").find("A's decision"),
            std::string::npos);
}

TEST(MiniNotation, HeaderOptionsRoundTrip) {
  LoadedGame g = xt::play("wind-roses(spielbox), bets", "1. WR2 1,0 r0 -");
  const std::string text = printRecord(*g.game, g.header);
  EXPECT_NE(text.find("Expansions: wind-roses(spielbox), bets\n"), std::string::npos) << text;
  EXPECT_NE(xt::errorOf("wind-roses(nosuch)", "1. WR2 1,0 r0 -").find("no option 'nosuch'"),
            std::string::npos);
  EXPECT_NE(xt::errorOf("bets, bets", "").find("listed twice"), std::string::npos);
  std::vector<std::string> items = {"bets", "wind-roses"};
  std::string why;
  ASSERT_TRUE(attachOptions("base", items, {"spielbox"}, why)) << why;
  EXPECT_EQ(items[1], "wind-roses(spielbox)");
  EXPECT_FALSE(attachOptions("base", items, {"turbo"}, why));
}

}  // namespace
}  // namespace carc
