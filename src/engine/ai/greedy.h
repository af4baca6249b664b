#pragma once
// One-ply play: every sequence of the player's own consecutive decisions (a placement, then its
// follower or magic figure or bet, ...) is applied on one sampled position and ranked by the
// player's expected final score minus the best other's (evaluate.h) once the sequence ends (the
// decision passes to someone else, a new turn begins or the game ends).
#include <memory>
#include <vector>

#include "engine/ai/evaluate.h"
#include "engine/ai/player.h"

namespace carc::ai {

// Ranks the actions of the pending decision of a position (a determinization: a position the
// player could be in) by their best continuation within the player's turn. Reusable: its
// scratch positions and lists are kept between calls.
class TurnPlanner {
 public:
  // Positions evaluated per ranking before deeper decisions stop branching (each is then valued
  // as it stands): a bound on the rare long turns (a magic step between placement and follower
  // with many targets), so that every decision takes bounded time.
  static constexpr long kMaxEvaluations = 20000;

  // Lists the legal actions of p's decision into `actions` and their values into `values`
  // (values[i] for actions.items[i]); returns the index of the best (the first of equals).
  int rank(const RuleSet& rules, const Position& p, int me, ActionList& actions,
           std::vector<double>& values);
  // The same ranking in parts (a caller that must keep each call short): beginRank lists the
  // actions, rankRange values actions [from, to) of them; the parts in order give rank's values.
  // p, actions and values must stay unchanged in between, with no other ranking by this planner.
  void beginRank(const RuleSet& rules, const Position& p, ActionList& actions,
                 std::vector<double>& values);
  void rankRange(const RuleSet& rules, const Position& p, int me, const ActionList& actions,
                 std::vector<double>& values, int from, int to);
  // The best of the values (the first of equals).
  static int best(const std::vector<double>& values);
  long evaluations() const { return evaluations_; }

 private:
  double bestContinuation(const RuleSet& rules, Position& p, int me, int depth);
  double value(const RuleSet& rules, const Position& p, int me);
  bool continues(const RuleSet& rules, int turnBefore, const Position& after, int me) const;
  Position& scratch(int depth);
  ActionList& list(int depth);

  std::vector<Position> positions_;
  std::vector<std::unique_ptr<ActionList>> lists_;
  std::vector<double> estimate_;
  Scores scores_{};
  long evaluations_ = 0;
};

class GreedyPlayer : public Player {
 public:
  explicit GreedyPlayer(uint64_t seed) : seed_(seed) {}
  Action decide(const RuleSet& rules, const Position& view, int me) override;
  std::string name() const override { return "greedy"; }

 private:
  uint64_t seed_;
  TurnPlanner planner_;
  ActionList actions_;
  std::vector<double> values_;
};

class RandomPlayer : public Player {
 public:
  explicit RandomPlayer(uint64_t seed) : seed_(seed) {}
  Action decide(const RuleSet& rules, const Position& view, int me) override;
  std::string name() const override { return "random"; }

 private:
  uint64_t seed_;
  ActionList scratch_;
};

}  // namespace carc::ai
