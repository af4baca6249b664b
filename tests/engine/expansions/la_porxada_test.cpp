// La Porxada: one test per rule of minis.md section 3 and per footnote and clarification of
// seed 000 (Romanian wiki page). Records use explicit draws from the start tile D at 0,0.
#include "engine/modes/base/expansions/la_porxada.h"

#include <gtest/gtest.h>

#include "engine/modes/base/expansions/common.h"
#include "xp_util.h"

namespace carc {
namespace {

const char* kLP = "la-porxada";

const LaPorxadaData& lp(const LoadedGame& g) {
  return xt::data<LaPorxadaData>(g, laPorxada());
}

// Owner of the follower on a location, or -1.
int ownerAt(const LoadedGame& g, int x, int y, const char* loc) {
  const int f = xp::followerOnSegment(baseState(*g.game), xt::seg(g, x, y, loc));
  return f < 0 ? -1 : baseState(*g.game).figures[f].owner;
}

// The bonus game: A's LP city is joined with B's cap (K) and completed on turn 5 (6 tiles, 1
// pennant: 14 each, a tie); B then starts an unfinished city at 0,1.
const std::string kBonusGame =
    "1. LP 0,-1 r0 N\n2. K 1,0 r0 N\n3. N 1,-1 r3 -\n4. E 0,-2 r2 -\n5. E -1,-1 r1 -\n"
    "6. E 0,1 r2 S\n";

// Swaps: A on K's cap at 1,0, B on the road U-D at -1,0; A places La Porxada.
const std::string kSwapGame = "1. K 1,0 r0 N\n2. U -1,0 r0 E\n3. LP 0,-1 r0 - ";

// minis.md 3 components: one tile, a city on all four edges with a pennant (shaped as C).
TEST(LaPorxada, OneTileCityOnFourEdgesWithPennant_Seed000) {
  std::string why;
  auto r = makeRules("base", {kLP}, why);
  ASSERT_TRUE(r) << why;
  const TileType& t = r->type(r->tiles().find("LP"));
  EXPECT_EQ(t.count, 1);
  EXPECT_EQ(t.edges, "CCCC");
  ASSERT_EQ(t.segCount, 1);
  EXPECT_EQ(t.seg[0].pennants, 1);
  EXPECT_EQ(r->tiles().totalTiles(), 73);
}

// Seed 000 "Atașarea": the placer chooses one of the two options (a decision before the
// meeple step).
TEST(LaPorxada, PlacerChoosesSwapOrBonus_Seed000) {
  LoadedGame g = xt::play(kLP, "1. K 1,0 r0 N\n2. U -1,0 r0 E\n3. LP 0,-1 r0");
  const Decision d = g.game->decision();
  EXPECT_EQ(d.phase, kPhasePorxadaOption);
  EXPECT_EQ(d.player, 0);
  ActionList l;
  g.game->legalActions(l);
  int bonus = 0, noswap = 0, swaps = 0;
  for (const Action& a : l) {
    bonus += a.kind == kActPorxadaBonus;
    noswap += a.kind == kActPorxadaNoSwap;
    swaps += a.kind == kActPorxadaSwap;
  }
  EXPECT_EQ(bonus, 1);
  EXPECT_EQ(noswap, 1);
  EXPECT_EQ(swaps, 1);  // A's one follower with B's one follower
}

// Seed 000: "If the player placing La Porxada has no follower in play, they cannot choose this
// option": the bonus is taken at once, no decision.
TEST(LaPorxada, NoSwapWithoutAFollowerOnTheBoard_Seed000) {
  LoadedGame g = xt::play(kLP, "1. LP 0,-1 r0 N");
  EXPECT_EQ(lp(g).option, kPorxadaBonusChosen);
  EXPECT_NE(xt::errorOf(kLP, "1. LP 0,-1 r0 N porxada:noswap").find("answers no open"),
            std::string::npos);
}

// Seed 000: the swap of one of the placer's followers with another player's; the other player
// accepts: the followers change places.
TEST(LaPorxada, SwapAcceptedExchangesTheFollowers_Seed000) {
  LoadedGame g = xt::play(kLP, kSwapGame + "porxada:swap@1,0:N=-1,0:E porxada:B=accept");
  EXPECT_EQ(ownerAt(g, 1, 0, "N"), 1);
  EXPECT_EQ(ownerAt(g, -1, 0, "E"), 0);
  EXPECT_EQ(lp(g).option, kPorxadaSwapChosen);
  // Any location of the followers' segments names them.
  LoadedGame h = xt::play(kLP, kSwapGame + "porxada:swap@1,0:N=-1,0:W porxada:B=accept");
  EXPECT_EQ(ownerAt(h, 1, 0, "N"), 1);
}

// Seed 000: the chosen player may refuse, and then removes one of their followers from the game
// for good (their choice which).
TEST(LaPorxada, RefusalRemovesOneOfTheirFollowersForGood_Seed000) {
  LoadedGame g = xt::play(kLP, kSwapGame + "porxada:swap@1,0:N=-1,0:E porxada:B=refuse@-1,0:E");
  const State& s = baseState(*g.game);
  EXPECT_EQ(ownerAt(g, 1, 0, "N"), 0);  // no swap
  EXPECT_EQ(ownerAt(g, -1, 0, "E"), -1);
  EXPECT_EQ(s.supply[1], 6);  // not back in supply
  EXPECT_EQ(laPorxada().removedForGood(baseRules(*g.rules), s, 1), 1);
  EXPECT_EQ(s.features.nodes[s.features.find(xt::seg(g, -1, 0, "E"))].followers, 0);
  // Reconstructed: or one from their supply.
  LoadedGame h = xt::play(kLP, kSwapGame + "porxada:swap@1,0:N=-1,0:E porxada:B=refuse@supply");
  EXPECT_EQ(baseState(*h.game).supply[1], 5);
  EXPECT_EQ(ownerAt(h, -1, 0, "E"), 1);
  // Only their own followers.
  EXPECT_NE(xt::errorOf(kLP, kSwapGame + "porxada:swap@1,0:N=-1,0:E porxada:B=refuse@1,0:N")
                .find("own followers"),
            std::string::npos);
  // The answer is the other player's: a token naming the placer is refused.
  EXPECT_NE(xt::errorOf(kLP, kSwapGame + "porxada:swap@1,0:N=-1,0:E porxada:A=accept")
                .find("B's decision"),
            std::string::npos);
}

// Reconstructed (docs/expansions.md, "swap-timing"): the swap is made "after placing this tile"
// (seed 000), so before this turn's follower step and scoring. B's knight is on the cap at
// -1,-1; La Porxada at 0,-1 completes that 5-tile city (1 pennant) and A swaps A's road follower
// at 1,0 for it: A scores the city (12), B's follower is on the unfinished road.
TEST(LaPorxada, SwapIsMadeBeforeThisTurnsScoring_Reconstructed) {
  LoadedGame g = xt::play(kLP,
                          "1. U 1,0 r0 E\n2. U -1,0 r0 -\n3. E 1,-1 r3 -\n4. E -1,-1 r1 E\n"
                          "5. B 1,-2 r0 -\n6. E 0,-2 r2 -\n"
                          "7. LP 0,-1 r0 - porxada:swap@1,0:E=-1,-1:E porxada:B=accept\n");
  const State& s = baseState(*g.game);
  EXPECT_EQ(xt::col(g, s, 0, "city"), 12);
  EXPECT_EQ(xt::col(g, s, 1, "city"), 0);
  EXPECT_EQ(ownerAt(g, 1, 0, "E"), 1);
}

// Footnote 2 ("may"): the placer can choose option 1 and then not swap, with no effect.
TEST(LaPorxada, PlacerMayChooseNotToSwap_Seed000Footnote2) {
  LoadedGame g = xt::play(kLP, kSwapGame + "porxada:noswap");
  EXPECT_EQ(ownerAt(g, 1, 0, "N"), 0);
  EXPECT_EQ(ownerAt(g, -1, 0, "E"), 1);
  EXPECT_EQ(lp(g).option, kPorxadaSwapChosen);
  EXPECT_EQ(baseState(*g.game).turn, 3);  // the turn went on to its end
}

// Footnote 3: only followers (not other figures) are swapped, each must be legal where it lands;
// footnote 4: both must already be on the board (not from the supply).
TEST(LaPorxada, OnlyFollowersOnTheBoardOfTwoPlayers_Seed000Footnotes3And4) {
  EXPECT_NE(xt::errorOf(kLP, kSwapGame + "porxada:swap@1,0:N=0,0:N").find("no follower at"),
            std::string::npos);
  EXPECT_NE(xt::errorOf(kLP,
                        "1. K 1,0 r0 N\n2. U -1,0 r0 -\n3. U -2,0 r0 W\n4. E 0,1 r2 -\n"
                        "5. LP 0,-1 r0 - porxada:swap@1,0:N=-2,0:W")
                .find("another player's"),
            std::string::npos);
  // A farmer may land on a road and a road meeple in a field (plain followers).
  EXPECT_TRUE(LaPorxada::followerMayStand(kFigureMeeple, FeatureKind::Field));
  EXPECT_TRUE(LaPorxada::followerMayStand(kFigureMeeple, FeatureKind::Road));
  // The magic figures are not followers: they are not in State::figures at all (mage_witch.h).
}

// With three players the owner of the chosen follower answers.
TEST(LaPorxada, TheChosenFollowersOwnerAnswers_Seed000) {
  LoadedGame g = xt::play(kLP,
                          "1. K 1,0 r0 N\n2. U -1,0 r0 -\n3. U -2,0 r0 E\n"
                          "4. LP 0,-1 r0 porxada:swap@1,0:N=-2,0:E",
                          3);
  EXPECT_EQ(g.game->decision().phase, kPhasePorxadaAnswer);
  EXPECT_EQ(g.game->decision().player, 2);
}

// Seed 000 "Evaluare" + footnote 5 (4/2019): the La Porxada city scores as usual when completed
// and every player with a follower in it at that moment takes a token, regardless of majority.
TEST(LaPorxada, TokensToEveryoneInTheCompletedCity_Seed000Footnote5) {
  LoadedGame g = xt::play(kLP, kBonusGame);
  const State& s = baseState(*g.game);
  EXPECT_EQ(xt::col(g, s, 0, "city"), 14);
  EXPECT_EQ(xt::col(g, s, 1, "city"), 14);
  EXPECT_EQ(lp(g).tokens, 3);
  // A majority winner alone does not change that: a second A follower (not possible here) would
  // still give B a token; tokens are "regardless of majority" by construction (followers > 0).
}

// Footnotes 6 and 7 / "Evaluarea finală": token holders score each unfinished city holding one
// of their followers as if complete (2 per tile, 2 per pennant), in a bubble: farms do not see
// it as complete.
TEST(LaPorxada, FinalBubbleScoresUnfinishedCitiesAsComplete_Seed000Footnotes6And7) {
  LoadedGame g = xt::play(kLP, kBonusGame + "7. U 1,1 r1 W\n");
  const State s = xt::ended(g);
  ASSERT_TRUE(s.over());
  EXPECT_EQ(xt::col(g, s, 1, "city"), 14 + 1);  // the unfinished cap, normal value
  EXPECT_EQ(xt::col(g, s, 1, "porxada"), 1);    // raised to a complete city's 2
  EXPECT_EQ(xt::col(g, s, 0, "field"), 0);      // A's farm touches only that cap
  EXPECT_FALSE(s.features.complete(s.features.find(xt::seg(g, 0, 1, "S"))));
}

// Seed 000 "Alte extensii": in the bubble a city is "considered finished for all its occupants":
// a city a token holder wins is valued as complete for every player who wins it. Here only A
// holds a token (A alone was in the La Porxada city), and A and B tie in an unfinished 4-tile
// city (0,1 to 1,2): 4 each as usual, raised to 8 for both.
TEST(LaPorxada, BubbleCityIsCompleteForEveryWinner_Seed000) {
  LoadedGame g = xt::play(kLP,
                          "1. LP 0,-1 r0 N\n2. E 0,-2 r2 -\n3. E -1,-1 r1 -\n4. E 1,-1 r3 -\n"
                          "5. E 0,1 r2 S\n6. E 1,1 r2 S\n7. N 0,2 r1 -\n8. R 1,2 r0 -\n");
  EXPECT_EQ(lp(g).tokens, 1);
  const State s = xt::ended(g);
  ASSERT_TRUE(s.over());
  for (int p = 0; p < 2; ++p) {
    EXPECT_EQ(xt::col(g, s, p, "porxada"), 4) << p;
    EXPECT_EQ(xt::col(g, s, p, "city"), p == 0 ? 12 + 4 : 4) << p;  // A's 12: the LP city
  }
}

// Reconstructed (docs/expansions.md, "bubble-majority"): "their" unfinished cities are the ones
// a token holder wins. A holds the only token; in the open 5-tile city A has one follower and B
// two: B wins it and scores it as usual (5), A scores nothing there and nothing is raised.
TEST(LaPorxada, NoBubbleForACityTheTokenHolderDoesNotWin_Reconstructed) {
  LoadedGame g = xt::play(kLP,
                          "1. LP 0,-1 r0 N\n2. E 0,1 r1 E\n3. E 0,-2 r2 -\n4. U 1,0 r0 -\n"
                          "5. E 1,-1 r3 -\n6. U 2,0 r0 -\n7. E -1,-1 r1 -\n8. U 3,0 r0 -\n"
                          "9. E 2,1 r3 W\n10. R 1,1 r2 -\n11. U 4,0 r0 -\n12. J 0,2 r1 E\n"
                          "13. U 5,0 r0 -\n14. R 1,2 r3 -\n");
  EXPECT_EQ(lp(g).tokens, 1);  // A alone was in the La Porxada city
  const State s = xt::ended(g);
  ASSERT_TRUE(s.over());
  EXPECT_EQ(xt::col(g, s, 0, "city"), 12);  // the La Porxada city only
  EXPECT_EQ(xt::col(g, s, 1, "city"), 5);   // 5 tiles, unfinished
  EXPECT_EQ(xt::col(g, s, 0, "porxada"), 0);
  EXPECT_EQ(xt::col(g, s, 1, "porxada"), 0);
}

// Seed 000: "This bonus scoring happens only if the city containing La Porxada is completed."
TEST(LaPorxada, NoBonusIfTheCityIsNeverCompleted_Seed000) {
  LoadedGame g = xt::play(kLP, "1. LP 0,-1 r0 N\n2. E 0,1 r2 S\n");
  EXPECT_EQ(lp(g).option, kPorxadaBonusChosen);
  EXPECT_EQ(lp(g).tokens, 0);
  const State s = xt::ended(g);
  EXPECT_EQ(xt::col(g, s, 1, "city"), 1);
  EXPECT_EQ(xt::col(g, s, 1, "porxada"), 0);
}

// Option 1 (swap) gives no tokens even when the city completes.
TEST(LaPorxada, SwapOptionGivesNoTokens_Seed000) {
  LoadedGame g = xt::play(kLP,
                          "1. K 1,0 r0 N\n2. E 0,1 r2 S\n3. LP 0,-1 r0 N porxada:noswap\n"
                          "4. N 1,-1 r3 -\n5. E 0,-2 r2 -\n6. E -1,-1 r1 -\n");
  EXPECT_EQ(xt::col(g, baseState(*g.game), 0, "city"), 14);
  EXPECT_EQ(lp(g).tokens, 0);
}

// Meeples: supply + on the board + removed for good = 7 per player.
TEST(LaPorxada, MeeplesConservedWithRemovals_Seed000) {
  LoadedGame g = xt::play(kLP, kSwapGame + "porxada:swap@1,0:N=-1,0:E porxada:B=refuse@-1,0:E");
  const State& s = baseState(*g.game);
  for (int p = 0; p < 2; ++p) {
    int on = 0;
    for (int i = 0; i < s.figureCount; ++i) on += s.figures[i].owner == p;
    EXPECT_EQ(s.supply[p] + on + laPorxada().removedForGood(baseRules(*g.rules), s, p), 7);
  }
}

// Notation: porxada:bonus | noswap | swap@MINE=THEIRS, then porxada:NAME=accept | refuse@...
TEST(LaPorxada, NotationTokensRoundTrip) {
  for (const char* tail :
       {"porxada:bonus", "porxada:noswap", "porxada:swap@1,0:N=-1,0:E porxada:B=accept",
        "porxada:swap@1,0:N=-1,0:E porxada:B=refuse@-1,0:E",
        "porxada:swap@1,0:N=-1,0:E porxada:B=refuse@supply"}) {
    LoadedGame g = xt::play(kLP, kSwapGame + tail);
    const std::string text = printRecord(*g.game, g.header);
    EXPECT_NE(text.find(tail), std::string::npos) << text;
  }
  EXPECT_NE(xt::errorOf(kLP, kSwapGame + "porxada:maybe").find("expected bonus"),
            std::string::npos);
}

}  // namespace
}  // namespace carc
