#pragma once
// Helpers the computer players' tests share: a rule set and a player by name, and a game played
// by named players with every action checked before it is applied.
#include <gtest/gtest.h>

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/ai/player.h"
#include "engine/modes/registry.h"

namespace carc::ai::test {

// The rules of `mode` with these expansions (header items); fails the test on a name it lacks.
inline std::unique_ptr<RuleSet> ruleSet(std::string_view mode,
                                        const std::vector<std::string>& expansions = {}) {
  std::string why;
  std::unique_ptr<RuleSet> r = makeRuleSet(mode, expansions, why);
  EXPECT_TRUE(r) << why;
  return r;
}

inline std::unique_ptr<Player> player(const std::string& spec, uint64_t seed) {
  std::string why;
  std::unique_ptr<Player> p = makePlayer(spec, seed, why);
  EXPECT_TRUE(p) << why;
  return p;
}

// Plays one game; seat j is played by specs[j] (seeded seed * 10 + j). Every action is checked
// before it is applied: a refusal fails the test and ends the game. `seen`, if given, is told
// each decision and the action taken. Returns the final totals.
inline std::vector<int> playGame(
    const RuleSet& rules, const std::vector<std::string>& specs, uint64_t seed,
    const std::function<void(const Decision&, const Action&)>& seen = nullptr) {
  const int n = static_cast<int>(specs.size());
  std::vector<std::unique_ptr<Player>> seats;
  for (int j = 0; j < n; ++j) seats.push_back(player(specs[static_cast<size_t>(j)], seed * 10 + j));
  Position pos = rules.newPosition();
  GameSetup setup;
  setup.players = n;
  setup.seed = seed;
  EXPECT_EQ(rules.setup(pos, setup), "");
  while (!rules.over(pos)) {
    const Decision d = rules.decision(pos);
    const Action a = seats[d.player]->decide(rules, rules.viewFor(pos, d.player), d.player);
    const std::string why = rules.check(pos, a);
    EXPECT_EQ(why, "") << specs[d.player] << " at turn " << rules.turn(pos) << ", phase "
                       << int{d.phase} << " of owner " << int{d.owner};
    if (!why.empty()) break;
    if (seen) seen(d, a);
    rules.apply(pos, a);
  }
  std::vector<int> totals;
  for (int j = 0; j < n; ++j) totals.push_back(rules.total(pos, j));
  return totals;
}

}  // namespace carc::ai::test
