// The computer players in The Castle (docs/castle.md, /work/shared/rules/castle.md): every
// decision of the mode and of The Falcon answered legally through the RuleSet seam alone, and a
// decision that does not depend on the face-down wall tiles.
#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "ai_test_util.h"
#include "engine/ai/player.h"
#include "engine/modes/castle/castle_rules.h"
#include "engine/modes/castle/falcon.h"
#include "engine/modes/registry.h"

namespace carc::ai {
namespace {

using test::player;

std::unique_ptr<RuleSet> castleRules(const std::vector<std::string>& expansions) {
  return test::ruleSet("castle", expansions);
}

// What came up in the games: decisions by phase, and follower actions by figure kind (0: a
// follower, Falcon::kKing, Falcon::kFalconer).
struct Seen {
  std::set<int> phases;
  std::map<int, int> figures;
};

void playGame(const RuleSet& rules, const std::vector<std::string>& specs, uint64_t seed,
              Seen& seen) {
  test::playGame(rules, specs, seed, [&](const Decision& d, const Action& a) {
    seen.phases.insert(d.phase);
    if (a.kind == kActMeeple) ++seen.figures[a.arg0];
  });
}

// Every decision of The Castle and The Falcon (castle.md: placing, followers, the king and the
// falconer, the order of scoring completed features, doubling with wall tile 2 or 3, the extra
// turn of wall tile 1, the unfinished feature a wall tile 4-6 scores at the end) is answered with
// a legal action by random, greedy and the search (both roots).
TEST(AiCastle, EveryDecisionIsAnsweredLegally) {
  const std::vector<std::string> kinds = {"random", "greedy", "mcts(sims=12 dets=4 gturns=1)",
                                          "mcts(sims=12 dets=4 halving=0 gturns=0 turns=2)"};
  Seen seen;
  for (const std::vector<std::string>& set :
       std::vector<std::vector<std::string>>{{}, {"falcon"}, {"falcon(gate-stop)"}}) {
    auto rules = castleRules(set);
    for (uint64_t g = 0; g < 4; ++g)
      playGame(*rules, {kinds[g % 4], kinds[(g + 1) % 4]}, 200 + g, seen);
  }
  for (int phase : {int{kPhasePlaceTile}, int{kPhasePlaceMeeple}, int{castle::kPhaseScoreNext},
                    int{castle::kPhaseWallDouble}, int{castle::kPhaseWallExtra}})
    EXPECT_TRUE(seen.phases.count(phase)) << "no decision of phase " << phase << " came up";
  EXPECT_GT(seen.figures[castle::Falcon::kKing], 0) << "no king placed";
  EXPECT_GT(seen.figures[castle::Falcon::kFalconer], 0) << "no falconer placed";
}

// Positions with one view that differ in the face-down wall tiles (castle.md: neither player
// knows them) and the bag order: a Castle+Falcon game played at random to turn 20.
TEST(AiCastle, DecisionDoesNotDependOnTheWallTiles) {
  auto rules = castleRules({"falcon"});
  Position pos = rules->newPosition();
  GameSetup setup;
  setup.players = 2;
  setup.seed = 7;
  ASSERT_EQ(rules->setup(pos, setup), "");
  Rng policy(7);
  ActionList scratch;
  while (rules->turn(pos) < 20 || rules->decision(pos).phase != kPhasePlaceTile)
    rules->apply(pos, rules->sampleAction(pos, policy, scratch));
  const int me = rules->decision(pos).player;
  const Position view = rules->viewFor(pos, me);
  std::vector<Position> truths = {pos};
  Rng deal(11);
  for (int k = 0; k < 3; ++k) truths.push_back(rules->sampleFromView(view, me, deal));
  const auto& towers = [](const Position& p) { return p.as<castle::CastleState>().tower; };
  bool wallDiffers = false;
  for (const Position& t : truths) {
    EXPECT_EQ(rules->hash(rules->viewFor(t, me)), rules->hash(view)) << "in hiding only";
    wallDiffers |= towers(t) != towers(pos);
  }
  EXPECT_TRUE(wallDiffers) << "the dealt positions hold other wall tiles";
  for (const std::string spec :
       {"random", "greedy", "mcts(sims=40 gturns=2)", "mcts(sims=150 halving=0 gturns=0)"}) {
    std::vector<Action> moves;
    for (const Position& truth : truths)
      moves.push_back(player(spec, 5)->decide(*rules, rules->viewFor(truth, me), me));
    for (const Action& a : moves) EXPECT_EQ(a, moves[0]) << spec;
  }
}

}  // namespace
}  // namespace carc::ai
