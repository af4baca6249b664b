// The base game's estimate (modes/base/estimate.h): expected final scores for the computer players.
#include "engine/modes/base/estimate.h"

#include <gtest/gtest.h>

#include "engine/modes/base/catalog.h"
#include "engine/modes/base/rules.h"
#include "engine/modes/base/scoring.h"

namespace carc {
namespace {

// A position of a random 2-player game where player 0 alone holds an unfinished city with
// `open` open ends, at a placement decision.
bool cityOfPlayer0(const Rules& rules, int open, State& out) {
  for (uint64_t seed = 1; seed < 200; ++seed) {
    GameSetup setup;
    setup.seed = seed;
    State s;
    rules.setup(s, setup);
    Rng policy(seed);
    ActionList list;
    while (!s.over()) {
      if (rules.decision(s).phase == kPhasePlaceTile && s.figureCount == 1 &&
          s.figures[0].owner == 0) {
        const SegNode& n = s.features.nodes[s.features.find(s.figures[0].seg)];
        if (n.kind == FeatureKind::City && n.open == open) {
          out = s;
          return true;
        }
      }
      rules.apply(s, rules.sampleAction(s, policy, list));
    }
  }
  return false;
}

// An open city is worth more the more tiles are left to complete it (the completion odds in
// estimate.cpp), and with no tile left it is worth what final scoring gives it now; with fewer
// open ends it is worth more per tile.
TEST(Estimate, OpenCityByTilesLeftAndOpenEnds) {
  std::string why;
  auto rules = makeRules("base", {}, why);
  EstimateWeights noHand;
  noHand.followerInHand = 0;
  for (int open : {1, 2}) {
    State s;
    ASSERT_TRUE(cityOfPlayer0(*rules, open, s)) << open;
    std::vector<double> v40, v10, v0;
    State t = s;
    t.bagCount = 40;
    estimateFinalScores(*rules, t, v40, noHand);
    t.bagCount = 10;
    estimateFinalScores(*rules, t, v10, noHand);
    t.bagCount = 0;
    estimateFinalScores(*rules, t, v0, noHand);
    State ended = s;
    scoreFinal(*rules, ended, nullptr);
    EXPECT_DOUBLE_EQ(v0[0], ended.total(0));
    EXPECT_GT(v10[0], v0[0]) << open;
    EXPECT_GT(v40[0], v10[0]) << open;
    EXPECT_EQ(v40[1], s.total(1)) << "player 1 holds nothing";
  }
}

// Followers in hand are worth points while their owner has turns to use them, and nothing once
// the bag is empty.
TEST(Estimate, FollowersInHand) {
  std::string why;
  auto rules = makeRules("base", {}, why);
  State s;
  GameSetup setup;
  rules->setup(s, setup);
  std::vector<double> full, fewer, none;
  estimateFinalScores(*rules, s, full);
  s.supply[0] = 1;
  estimateFinalScores(*rules, s, fewer);
  EXPECT_GT(full[0], fewer[0]);
  EXPECT_EQ(full[1], fewer[1]);
  s.bagCount = 0;
  estimateFinalScores(*rules, s, none);
  EXPECT_EQ(none[0], 0);
}

}  // namespace
}  // namespace carc
