// The embed viewer's place in a game (app/viewer_steps.cpp), natively and without ImGui: one move
// a step (a draw stepped over with its turn), a finished game's final step after its last move
// and the totals without the final scoring before it, jumps by the move slider, and the page's
// ?move= with the words for a value that is not a move (docs/wiki.md: embedding a game).
#include "app/viewer_steps.h"

#include <gtest/gtest.h>

#include "app/i18n.h"

namespace carc::app {
namespace {

using Step = ViewerSteps::Step;

// A whole seeded two-player base game, shown at its end as a viewer opens it.
void finishedGame(GameSession& gs, ViewerSteps& steps) {
  GameConfig c;
  c.players = {{"Ann", 0}, {"Ben", 1}};
  c.seed = 5;
  ASSERT_EQ(gs.start(c), "");
  gs.autoplay(100000, 3);
  ASSERT_TRUE(gs.game().over());
  steps.opened(gs, true);
}

TEST(ViewerSteps, FinishedGameOpensAtItsFinalStepAndBackLeavesItInPlace) {
  GameSession gs;
  ViewerSteps steps;
  finishedGame(gs, steps);
  EXPECT_TRUE(steps.finished());
  EXPECT_TRUE(steps.atFinal(gs));
  const size_t end = gs.game().cursor();
  EXPECT_FALSE(steps.step(gs, Step::kBack)) << "leaving the final step keeps the position";
  EXPECT_FALSE(steps.atFinal(gs));
  EXPECT_TRUE(steps.finalAhead(gs));
  EXPECT_EQ(gs.game().cursor(), end);
  EXPECT_FALSE(steps.step(gs, Step::kForward));
  EXPECT_TRUE(steps.atFinal(gs)) << "forward from the last move is the final step";
}

TEST(ViewerSteps, TotalsBeforeTheFinalStepLeaveOutTheFinalScoring) {
  GameSession gs;
  ViewerSteps steps;
  finishedGame(gs, steps);
  int finalPoints = 0;
  for (int p = 0; p < gs.players(); ++p) {
    int earned = 0;
    for (const GameEvent& e : gs.game().events())
      if (e.type == GameEvent::kScore && e.score.final) earned += e.score.earned(p);
    finalPoints += earned;
    EXPECT_EQ(steps.shownTotal(gs, p), gs.total(p)) << "at the final step: the whole total";
    steps.step(gs, Step::kBack);
    EXPECT_EQ(steps.shownTotal(gs, p), gs.total(p) - earned) << "before it: without the final";
    steps.step(gs, Step::kForward);
  }
  EXPECT_GT(finalPoints, 0) << "the seed's game scores something at its end";
}

TEST(ViewerSteps, StepsMoveOneMoveAtATimeFromTheStart) {
  GameSession gs;
  ViewerSteps steps;
  finishedGame(gs, steps);
  EXPECT_TRUE(steps.step(gs, Step::kFirst));
  EXPECT_EQ(gs.game().cursor(), 0u);
  EXPECT_EQ(ViewerSteps::movesShown(gs), 0);
  for (int k = 1; k <= 5; ++k) {
    EXPECT_TRUE(steps.step(gs, Step::kForward));
    EXPECT_EQ(ViewerSteps::movesShown(gs), k);
  }
  EXPECT_TRUE(steps.step(gs, Step::kBack));
  EXPECT_EQ(ViewerSteps::movesShown(gs), 4);
  EXPECT_TRUE(steps.step(gs, Step::kLast));
  EXPECT_TRUE(steps.atFinal(gs)) << "End goes to a finished game's final step";
}

TEST(ViewerSteps, JumpsGoToAMoveOrPastTheLastToTheFinalStep) {
  GameSession gs;
  ViewerSteps steps;
  finishedGame(gs, steps);
  const int total = ViewerSteps::movesInGame(gs);
  EXPECT_TRUE(steps.jumpTo(gs, 7));
  EXPECT_EQ(ViewerSteps::movesShown(gs), 7);
  EXPECT_FALSE(steps.atFinal(gs));
  EXPECT_TRUE(steps.jumpTo(gs, total + 1));
  EXPECT_EQ(ViewerSteps::movesShown(gs), total);
  EXPECT_TRUE(steps.atFinal(gs));
  EXPECT_FALSE(steps.jumpTo(gs, total)) << "the last move: same position, not the final step";
  EXPECT_FALSE(steps.atFinal(gs));
}

TEST(ViewerSteps, PageMoveParameterOpensThereOrSaysWhy) {
  i18n().select("en");
  GameSession gs;
  ViewerSteps steps;
  finishedGame(gs, steps);
  const int total = ViewerSteps::movesInGame(gs);
  bool moved = false;
  EXPECT_EQ(steps.openAt(gs, "", moved), "");
  EXPECT_FALSE(moved);
  EXPECT_EQ(steps.openAt(gs, "3", moved), "");
  EXPECT_TRUE(moved);
  EXPECT_EQ(ViewerSteps::movesShown(gs), 3);
  EXPECT_EQ(steps.openAt(gs, "end", moved), "");
  EXPECT_TRUE(steps.atFinal(gs));
  const std::string tooFar = steps.openAt(gs, std::to_string(total + 1), moved);
  EXPECT_FALSE(moved);
  EXPECT_FALSE(steps.atFinal(gs)) << "a bad move shows the last move, not the final step";
  EXPECT_NE(tooFar.find("move " + std::to_string(total + 1)), std::string::npos) << tooFar;
  EXPECT_NE(tooFar.find("0 to " + std::to_string(total)), std::string::npos) << tooFar;
  const std::string word = steps.openAt(gs, "abc", moved);
  EXPECT_NE(word.find("move=abc"), std::string::npos) << word;
  EXPECT_NE(steps.openAt(gs, "-2", moved), "");
}

}  // namespace
}  // namespace carc::app
