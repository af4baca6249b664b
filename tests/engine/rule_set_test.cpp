// The base game behind the mode seam (core/rule_set.h): what Game, the records, links and the
// computer players read through RuleSet answers as the base Rules do on the State.
#include "engine/core/rule_set.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

#include "engine/modes/base/catalog.h"
#include "engine/modes/base/playout.h"
#include "engine/modes/base/scoring.h"
#include "engine/modes/registry.h"
#include "test_util.h"

namespace carc {
namespace {

const std::vector<std::string> kAllFour = {"mage-witch", "wind-roses", "la-porxada", "bets"};

using test::rulesWith;

// playOut is playRandom: the same actions and the same final position, seed by seed.
TEST(RuleSet, PlayOutPlaysAsPlayRandom) {
  for (const auto& expansions : {std::vector<std::string>{}, kAllFour}) {
    auto rules = rulesWith(expansions);
    const RuleSet& rs = *rules;
    for (uint64_t seed = 1; seed <= 20; ++seed) {
      const GameSetup setup = test::seeded(seed, 2 + static_cast<int>(seed % 5));
      State s;
      rules->setup(s, setup);
      Rng policy = policyRng(seed);
      std::vector<Action> want;
      playRandom(*rules, s, policy, &want);
      Position p = rs.newPosition();
      ASSERT_EQ(rs.setup(p, setup), "");
      Rng policy2 = policyRng(seed);
      std::vector<Action> got;
      EXPECT_EQ(rs.playOut(p, policy2, &got), static_cast<int>(want.size()));
      EXPECT_EQ(got, want);
      EXPECT_TRUE(rs.over(p));
      EXPECT_EQ(rs.hash(p), rules->hash(s));
      for (int q = 0; q < setup.players; ++q) EXPECT_EQ(rs.total(p, q), s.total(q));
    }
  }
}

// What a position reads through the seam, against the State's own fields.
TEST(RuleSet, ReadsThePositionAsTheState) {
  auto rules = rulesWith(kAllFour);
  const RuleSet& rs = *rules;
  Position p;
  ASSERT_EQ(rs.setup(p, test::seeded(9, 3)), "");
  Rng policy = policyRng(9);
  ActionList list;
  std::vector<int> left;
  while (!rs.over(p)) {
    const State& s = p.as<State>();
    EXPECT_EQ(rs.players(p), 3);
    EXPECT_EQ(rs.turn(p), s.turn);
    EXPECT_EQ(rs.drawnTile(p), s.drawn == kNone8 ? -1 : s.drawn);
    EXPECT_EQ(rs.finalScoring(p), s.step >= Step::Final);
    rs.tilesLeft(p, left);
    EXPECT_EQ(std::accumulate(left.begin(), left.end(), 0), s.bagCount);
    EXPECT_EQ(rs.tilesPlaced(p), s.board.tileCount);
    for (int q = 0; q < 3; ++q) {
      EXPECT_EQ(rs.supply(p, q), s.supply[q]);
      int sum = 0;
      for (size_t c = 0; c < rs.scoreColumns().size(); ++c)
        sum += rs.score(p, q, static_cast<int>(c));
      EXPECT_EQ(sum, rs.total(p, q));
    }
    const Action a = rs.sampleAction(p, policy, list);
    ASSERT_EQ(rs.check(p, a), "");
    rs.apply(p, a);
  }
  EXPECT_EQ(rs.scoreColumns().front(), "road");
  EXPECT_EQ(rs.scoreColumns().back(), "other");
  EXPECT_EQ(rs.scoreColumn("bet") >= 0, true);
  EXPECT_EQ(rs.scoreColumn("no-such-column"), -1);
  EXPECT_EQ(rs.expansionItems(), kAllFour);
  EXPECT_EQ(rs.mode(), "base");
}

// A view forgets the order of the tiles still to draw: two positions that differ only there
// (and in the generator that draws from it) give one view, with the same tiles left.
TEST(RuleSet, ViewForgetsTheBagOrder) {
  auto rules = rulesWith({});
  const RuleSet& rs = *rules;
  Position a;
  GameSetup setup;
  setup.seed = 4;
  ASSERT_EQ(rs.setup(a, setup), "");
  Position b = a;
  State& sb = b.as<State>();
  std::reverse(sb.bag.begin(), sb.bag.begin() + sb.bagCount);
  sb.rng.seed(12345);
  ASSERT_NE(rs.hash(a), rs.hash(b));
  const Position va = rs.viewFor(a, 0), vb = rs.viewFor(b, 1);
  EXPECT_EQ(rs.fingerprint(va), rs.fingerprint(vb));
  std::vector<int> la, lv;
  rs.tilesLeft(a, la);
  rs.tilesLeft(va, lv);
  EXPECT_EQ(la, lv);
  // The State overload the app shows keeps the bag as it is.
  EXPECT_EQ(rules->hash(rules->viewFor(a.as<State>(), 0)), rules->hash(a.as<State>()));
  // A position sampled from the view plays on to the end.
  Rng deal(7), policy(8);
  Position sampled = rs.sampleFromView(va, 0, deal);
  rs.playOut(sampled, policy);
  EXPECT_TRUE(rs.over(sampled));
}

// estimate (core/estimate.h): the expected final score. Never below the score if the game ended
// now (every open feature holding followers is worth at least its final-scoring value now, for
// its majority, and followers in hand add to that); exactly that score once no tile is left to
// draw (nothing more can complete or grow: base.md "Game end"), and the final score at the end.
TEST(RuleSet, EstimateIsAtLeastTheScoreIfTheGameEndedNow) {
  auto rules = rulesWith({});
  const RuleSet& rs = *rules;
  std::vector<double> est;
  int checked = 0, above = 0, last = 0;
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    const GameSetup setup = test::seeded(seed, 2 + static_cast<int>(seed % 4));
    Position p;
    ASSERT_EQ(rs.setup(p, setup), "");
    Rng policy = policyRng(seed);
    ActionList list;
    while (!rs.over(p)) {
      const Decision d = rs.decision(p);
      if (d.phase == kPhasePlaceTile) {
        State ended = p.as<State>();
        scoreFinal(*rules, ended, nullptr);
        rs.estimate(p, est);
        ASSERT_EQ(est.size(), static_cast<size_t>(setup.players));
        const bool bagEmpty = p.as<State>().bagCount == 0;
        last += bagEmpty;
        for (int q = 0; q < setup.players; ++q) {
          if (bagEmpty)
            EXPECT_DOUBLE_EQ(est[static_cast<size_t>(q)], ended.total(q)) << seed;
          else
            EXPECT_GE(est[static_cast<size_t>(q)], ended.total(q) - 1e-9) << seed;
          above += est[static_cast<size_t>(q)] > ended.total(q) + 0.5;
        }
        ++checked;
      }
      rs.apply(p, rs.sampleAction(p, policy, list));
    }
    rs.estimate(p, est);
    for (int q = 0; q < setup.players; ++q) EXPECT_EQ(est[static_cast<size_t>(q)], rs.total(p, q));
  }
  EXPECT_GT(checked, 1000);
  EXPECT_GE(last, 25) << "positions with the last tile drawn";
  EXPECT_GT(above, 1000) << "what open features and followers in hand may still bring";
  // By hand (base.md "Game end"): A's follower on an unfinished road of four tiles scores 4 if
  // the game ended now, B's on a cloister with four neighbours 5; the expected final scores are
  // at least that (a road or cloister only grows, and followers in hand may still score).
  LoadedGame g =
      test::play("1. U 1,0 r0 E\n2. B 0,1 r0 C\n3. U 2,0 r0 -\n4. U -1,0 r0 -\n5. E -1,1 r3 -\n");
  g.rules->estimate(g.game->state(), est);
  ASSERT_EQ(est.size(), 2u);
  EXPECT_GE(est[0], 4);
  EXPECT_GE(est[1], 5);
}

// The notation's hooks: a follower field names the placed tile's feature (its canonical
// location, as listed), "-" a pass; the base game's own decisions carry no tag.
TEST(RuleSet, FollowerFieldsAndTags) {
  auto rules = rulesWith({});
  const RuleSet& rs = *rules;
  Position p;
  GameSetup setup;
  setup.seed = 3;
  ASSERT_EQ(rs.setup(p, setup), "");
  ActionList list;
  rs.legalActions(p, list);
  rs.apply(p, list.items[0]);
  ASSERT_EQ(rs.decision(p).phase, kPhasePlaceMeeple);
  rs.legalActions(p, list);
  std::string why;
  for (const Action& a : list) {
    Action back;
    ASSERT_TRUE(rs.parseFollower(p, rs.printFollower(p, a), back, why)) << why;
    EXPECT_EQ(back, a);
  }
  Action none;
  EXPECT_FALSE(rs.parseFollower(p, "Q", none, why));
  EXPECT_EQ(why, "no feature at Q of the placed tile");
  EXPECT_FALSE(taggedDecision(rs.decision(p)));
  EXPECT_EQ(rs.decisionTag(rs.decision(p)), "");
  EXPECT_EQ(rs.tileId(rs.tileType("D")), "D");
  EXPECT_EQ(rs.tileType("no such tile"), -1);
  EXPECT_EQ(rs.tileId(-1), "#-1");
}

// The registry: what a setup screen lists, and the one way from a header's mode and expansions
// to a RuleSet (unknown names are refused with the known ones named).
TEST(Registry, ListsTheModesAndBuildsTheirRuleSets) {
  const ModeInfo* base = findMode("base");
  ASSERT_NE(base, nullptr);
  EXPECT_EQ(&gameModes().front(), base);
  EXPECT_EQ(base->minPlayers, 2);
  EXPECT_EQ(base->maxPlayers, 6);
  std::vector<std::string> names;
  for (const ExpansionInfo& e : base->expansions) names.push_back(e.name);
  EXPECT_EQ(names, kAllFour);
  EXPECT_EQ(base->expansions[1].options, std::vector<std::string>{"spielbox"});
  std::string why;
  auto rs = makeRuleSet("base", {"bets", "wind-roses(spielbox)", "mage-witch"}, why);
  ASSERT_TRUE(rs) << why;
  EXPECT_EQ(rs->mode(), "base");
  // Hooks run in the catalog's order whatever the header's.
  EXPECT_EQ(rs->expansionItems(),
            (std::vector<std::string>{"mage-witch", "wind-roses(spielbox)", "bets"}));
  EXPECT_EQ(makeRuleSet("hills", {}, why), nullptr);
  EXPECT_EQ(why, "unknown game mode 'hills' (known: " + knownModes() + ")");
  EXPECT_EQ(makeRuleSet("base", {"nope"}, why), nullptr);
  EXPECT_EQ(why, "unknown expansion 'nope'");
  std::vector<std::string> items = {"bets", "wind-roses"};
  ASSERT_TRUE(attachOptions("base", items, {"spielbox"}, why)) << why;
  EXPECT_EQ(items, (std::vector<std::string>{"bets", "wind-roses(spielbox)"}));
  EXPECT_FALSE(attachOptions("hills", items, {}, why));
}

}  // namespace
}  // namespace carc
