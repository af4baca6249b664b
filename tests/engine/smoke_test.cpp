#include <gtest/gtest.h>

#include "engine/core/playout.h"

namespace carc {
namespace {

TEST(Smoke, RandomGameEnds) {
  Rules rules(baseTileSet());
  State s;
  GameSetup st;
  st.seed = 1;
  ASSERT_EQ(rules.setup(s, st), "");
  Rng pol = policyRng(1);
  playRandom(rules, s, pol);
  EXPECT_TRUE(s.over());
  EXPECT_EQ(s.board.tileCount + s.discardCount, 72);
  std::printf("scores %d %d\n", s.total(0), s.total(1));
}

}  // namespace
}  // namespace carc
