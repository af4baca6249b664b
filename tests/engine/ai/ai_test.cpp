// The computer players (src/engine/ai): they beat weaker play, answer every decision of every
// rule set legally, and decide from their own view only.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "ai_test_util.h"
#include "engine/ai/greedy.h"
#include "engine/ai/mcts.h"
#include "engine/ai/player.h"
#include "engine/modes/registry.h"

namespace carc::ai {
namespace {

using test::player;
using test::playGame;

std::unique_ptr<RuleSet> rulesWith(const std::vector<std::string>& expansions) {
  return test::ruleSet("base", expansions);
}

// The published bar for a one-ply player: it beats random play every time. Paired seeds, seats
// swapped.
TEST(Ai, GreedyBeatsRandomEveryTime) {
  auto rules = rulesWith({});
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    const std::vector<int> a = playGame(*rules, {"greedy", "random"}, seed);
    const std::vector<int> b = playGame(*rules, {"random", "greedy"}, seed);
    EXPECT_GT(a[0], a[1]) << "seed " << seed;
    EXPECT_GT(b[1], b[0]) << "seed " << seed;
  }
}

// A small search beats random play as well (both seats, paired seeds).
TEST(Ai, SearchBeatsRandom) {
  auto rules = rulesWith({});
  for (uint64_t seed = 1; seed <= 2; ++seed) {
    const std::vector<int> a = playGame(*rules, {"easy", "random"}, seed);
    const std::vector<int> b = playGame(*rules, {"random", "easy"}, seed);
    EXPECT_GT(a[0], a[1]) << "seed " << seed;
    EXPECT_GT(b[1], b[0]) << "seed " << seed;
  }
}

// Every decision of every rule set is answered with a legal action by every player: the base
// game, each mini alone, Spielbox wind roses and all four (docs/expansions.md), 2 to 4 players,
// seats played by random, greedy and a small search in turn. The minis' own decisions (magic
// step, La Porxada's option and answer, bets and settlements) all come up.
TEST(Ai, EveryDecisionOfEveryRuleSetIsAnsweredLegally) {
  const std::vector<std::vector<std::string>> sets = {
      {},
      {"mage-witch"},
      {"wind-roses"},
      {"wind-roses(spielbox)"},
      {"la-porxada"},
      {"bets"},
      {"mage-witch", "wind-roses", "la-porxada", "bets"}};
  // The search both ways: sequential halving with planner playouts (the levels) and the UCB1
  // tree with random playouts.
  const std::vector<std::string> kinds = {"random", "greedy", "mcts(sims=12 dets=4 gturns=1)",
                                          "mcts(sims=12 dets=4 halving=0 gturns=0 turns=2)"};
  std::map<std::pair<int, int>, int> seen;
  for (size_t i = 0; i < sets.size(); ++i) {
    auto rules = rulesWith(sets[i]);
    for (uint64_t g = 0; g < 3; ++g) {
      std::vector<std::string> specs;
      const int n = 2 + static_cast<int>((g + i) % 3);
      for (int j = 0; j < n; ++j)
        specs.push_back(kinds[static_cast<size_t>(j + g + i) % kinds.size()]);
      playGame(*rules, specs, 100 + g + 10 * i, [&](const Decision& d, const Action&) {
        ++seen[{d.owner, d.phase}];
      });
    }
  }
  std::set<int> phases;
  for (const auto& [kind, count] : seen) phases.insert(kind.second);
  for (int phase :
       {int{kPhasePlaceTile}, int{kPhasePlaceMeeple}, 16 /* magic */, 24 /* porxada option */,
        25 /* porxada answer */, 32 /* bet */, 33 /* settle */})
    EXPECT_TRUE(phases.count(phase)) << "no decision of phase " << phase << " came up";
}

// Positions a player could be in with the same view: the true one and others dealt from its
// view (another bag order and generator, other face-down chips). A game of all four minis
// played at random until another player's chip lies face down on a bookmaker tile, and `me` to
// place a tile.
struct SameView {
  std::unique_ptr<RuleSet> rules;
  std::vector<Position> truths;
  int me = 0;
};

// Whether another player's hidden information differs between two positions: what that player
// sees of them differs.
bool othersDiffer(const RuleSet& rules, const Position& a, const Position& b, int me) {
  for (int q = 0; q < rules.players(a); ++q)
    if (q != me && rules.hash(rules.viewFor(a, q)) != rules.hash(rules.viewFor(b, q))) return true;
  return false;
}

SameView sameView() {
  SameView out;
  out.rules = rulesWith({"mage-witch", "wind-roses", "la-porxada", "bets"});
  const RuleSet& rules = *out.rules;
  for (uint64_t seed = 1; seed < 50; ++seed) {
    Position pos = rules.newPosition();
    GameSetup setup;
    setup.players = 3;
    setup.seed = seed;
    rules.setup(pos, setup);
    Rng policy(seed);
    ActionList scratch;
    while (!rules.over(pos)) {
      const Decision d = rules.decision(pos);
      if (d.phase == kPhasePlaceTile && rules.turn(pos) > 30) {
        const Position view = rules.viewFor(pos, d.player);
        Rng deal(seed * 31);
        std::vector<Position> dealt;
        for (int k = 0; k < 3; ++k) dealt.push_back(rules.sampleFromView(view, d.player, deal));
        if (othersDiffer(rules, pos, dealt[0], d.player)) {
          out.me = d.player;
          out.truths.push_back(pos);
          for (Position& p : dealt) out.truths.push_back(std::move(p));
          return out;
        }
      }
      rules.apply(pos, rules.sampleAction(pos, policy, scratch));
    }
  }
  return out;
}

// A decision depends only on the player's view: the same view from positions that differ in
// what the player cannot see gives the same move, for the same player seed.
TEST(Ai, DecisionDependsOnlyOnTheView) {
  SameView s = sameView();
  ASSERT_EQ(s.truths.size(), 4u) << "no position with hidden chips came up";
  const RuleSet& rules = *s.rules;
  const Position view = rules.viewFor(s.truths[0], s.me);
  EXPECT_TRUE(othersDiffer(rules, s.truths[0], s.truths[1], s.me)) << "another's chips differ";
  for (size_t k = 1; k < s.truths.size(); ++k) {
    EXPECT_NE(rules.hash(s.truths[k]), rules.hash(s.truths[0])) << "the truths differ";
    EXPECT_EQ(rules.hash(rules.viewFor(s.truths[k], s.me)), rules.hash(view)) << "in hiding only";
  }
  for (const std::string spec :
       {"random", "greedy", "mcts(sims=40 gturns=2)", "mcts(sims=150 halving=0 gturns=0)"}) {
    std::vector<Action> moves;
    for (const Position& truth : s.truths)
      moves.push_back(player(spec, 5)->decide(rules, rules.viewFor(truth, s.me), s.me));
    for (const Action& a : moves) EXPECT_EQ(a, moves[0]) << spec;
    // A player made with another seed may choose otherwise, but legally.
    const Action other = player(spec, 6)->decide(rules, view, s.me);
    EXPECT_EQ(rules.check(s.truths[0], other), "") << spec;
  }
}

// A random game of `rules` (seed `seed`) played to the first tile placement from turn `turn` on.
Position placementAfter(const RuleSet& rules, uint64_t seed, int turn) {
  Position pos = rules.newPosition();
  GameSetup setup;
  setup.seed = seed;
  rules.setup(pos, setup);
  Rng policy(seed);
  ActionList scratch;
  while (rules.turn(pos) < turn || rules.decision(pos).phase != kPhasePlaceTile)
    rules.apply(pos, rules.sampleAction(pos, policy, scratch));
  return pos;
}

// Two searches ended with the same root: every action with the same visits and rewards.
void expectSameRoot(const Search& a, const Search& b, const char* settings) {
  const auto x = a.rootStats(), y = b.rootStats();
  ASSERT_EQ(x.size(), y.size()) << settings;
  for (size_t i = 0; i < x.size(); ++i) {
    EXPECT_EQ(x[i].action, y[i].action) << settings;
    EXPECT_EQ(x[i].visits, y[i].visits) << settings;
    EXPECT_EQ(x[i].reward, y[i].reward) << settings;
  }
}

// The search in slices (as a browser runs it between frames: the root's ranking a few actions
// at a time, then a few simulations at a time) is the search in one go.
TEST(Ai, SearchInSlicesEqualsOneShot) {
  auto rules = rulesWith({"mage-witch", "bets"});
  const Position pos = placementAfter(*rules, 4, 12);
  const int me = rules->decision(pos).player;
  const Position view = rules->viewFor(pos, me);
  // Both roots: sequential halving (the levels) and UCB1 over the tree.
  for (const char* settings : {"sims=60 gturns=2", "sims=400 halving=0 gturns=0"}) {
    SearchConfig cfg;
    std::string why;
    ASSERT_TRUE(parseSearchConfig(settings, cfg, why)) << why;
    Search whole(cfg), sliced(cfg);
    whole.start(*rules, view, me, 99);
    whole.step(cfg.simulations);
    sliced.start(*rules, view, me, 99);
    int parts = 1;
    while (!sliced.prepare(3)) ++parts;
    EXPECT_GT(parts, 2) << settings;  // the ranking was spread over several calls
    EXPECT_TRUE(sliced.ready());
    for (int done = 0; done < cfg.simulations; done += 7)
      sliced.step(std::min(7, cfg.simulations - done));
    EXPECT_GT(sliced.simulations(), cfg.simulations / 2) << settings;
    EXPECT_EQ(sliced.simulations(), whole.simulations()) << settings;
    EXPECT_EQ(sliced.best(), whole.best()) << settings;
    expectSameRoot(whole, sliced, settings);
    // A new search on the same object starts afresh: the same answer again.
    sliced.start(*rules, view, me, 99);
    sliced.step(cfg.simulations);
    EXPECT_EQ(sliced.best(), whole.best()) << settings;
  }
}

// A caller slicing by time (the page: app/computer_turns.cpp) works in pieces, stopping inside
// simulations: piece by piece, mixed with step(), the search is the one-shot search. Every
// playout kind: planner turns then random ones, random turns to the end, the rule set's whole
// playout.
TEST(Ai, SearchInPiecesEqualsOneShot) {
  auto rules = rulesWith({"mage-witch", "bets"});
  const Position pos = placementAfter(*rules, 6, 10);
  const int me = rules->decision(pos).player;
  const Position view = rules->viewFor(pos, me);
  for (const char* settings :
       {"sims=40 gturns=3 turns=6", "sims=60 halving=0 gturns=1 turns=-1",
        "sims=30 gturns=0 turns=-1 follow=1", "sims=50 halving=0 gturns=0 turns=-1 follow=1"}) {
    SearchConfig cfg;
    std::string why;
    ASSERT_TRUE(parseSearchConfig(settings, cfg, why)) << why;
    Search whole(cfg), pieces(cfg);
    whole.start(*rules, view, me, 17);
    whole.step(cfg.simulations);
    pieces.start(*rules, view, me, 17);
    int calls = 0, midway = 0;
    while (pieces.simulations() < cfg.simulations && !pieces.exhausted()) {
      // Every fifth simulation by step(), which finishes one a piece began.
      if (pieces.simulations() % 5 == 4 && pieces.running()) {
        pieces.step(1);
      } else {
        ASSERT_TRUE(pieces.advance()) << settings;
        midway += pieces.running();
      }
      ++calls;
    }
    EXPECT_GT(calls, 2 * cfg.simulations) << settings;   // several pieces a simulation
    EXPECT_GE(midway, cfg.simulations / 2) << settings;  // stopped inside simulations
    EXPECT_FALSE(pieces.running()) << settings;
    EXPECT_EQ(pieces.simulations(), whole.simulations()) << settings;
    EXPECT_EQ(pieces.best(), whole.best()) << settings;
    expectSameRoot(whole, pieces, settings);
  }
}

// The playout passes a follower step it drew a follower for (SearchConfig::followerRate): a pass
// must then be legal. Checked at every follower action of random games of every rule set.
TEST(Ai, APassIsLegalWhereAFollowerIs) {
  for (const auto& set : std::vector<std::vector<std::string>>{
           {}, {"mage-witch", "wind-roses", "la-porxada", "bets"}}) {
    auto rules = rulesWith(set);
    int checked = 0;
    for (uint64_t seed = 1; seed <= 20; ++seed) {
      Position pos = rules->newPosition();
      GameSetup setup;
      setup.seed = seed;
      rules->setup(pos, setup);
      Rng policy(seed);
      ActionList scratch;
      while (!rules->over(pos)) {
        const Action a = rules->sampleAction(pos, policy, scratch);
        if (a.kind == kActMeeple) {
          EXPECT_EQ(rules->check(pos, Action::pass()), "");
          ++checked;
        }
        rules->apply(pos, a);
      }
    }
    EXPECT_GT(checked, 200);
  }
}

// Player names: levels, settings, and clear refusals.
TEST(Ai, PlayerNames) {
  std::string why;
  for (const char* ok : {"random", "greedy", "easy", "medium", "hard", "mcts(sims=10)",
                         "hard(c=0.3 turns=4)", "mcts(sims=5,follow=0.5)"})
    EXPECT_TRUE(makePlayer(ok, 1, why)) << ok << ": " << why;
  EXPECT_FALSE(makePlayer("expert", 1, why));
  EXPECT_NE(why.find("unknown player 'expert'"), std::string::npos) << why;
  EXPECT_FALSE(makePlayer("mcts(sims=abc)", 1, why));
  EXPECT_NE(why.find("'sims=abc'"), std::string::npos) << why;
  EXPECT_FALSE(makePlayer("mcts(depth=3)", 1, why));
  EXPECT_NE(why.find("unknown key"), std::string::npos) << why;
}

}  // namespace
}  // namespace carc::ai
