#include "engine/ai/greedy.h"

namespace carc::ai {

namespace {
// Own decisions followed within one turn (placement, magic step, follower, bet: four at most in
// any rule set so far).
constexpr int kMaxTurnDepth = 8;
}  // namespace

// Sized once in rank (kMaxTurnDepth levels): a position of one level is read while the next
// level's is written, so the vector must not grow under them.
Position& TurnPlanner::scratch(int depth) {
  return positions_[static_cast<size_t>(depth)];
}

ActionList& TurnPlanner::list(int depth) {
  while (static_cast<int>(lists_.size()) <= depth) lists_.push_back(std::make_unique<ActionList>());
  return *lists_[static_cast<size_t>(depth)];
}

double TurnPlanner::value(const RuleSet& rules, const Position& p, int me) {
  ++evaluations_;
  expectedScores(rules, p, scores_, estimate_);
  return margin(scores_, me, rules.players(p));
}

// Whether the player's turn goes on after an action: the same player decides again before any
// new tile is drawn (a placement's follower step, a magic step, a bet, a final-scoring choice).
bool TurnPlanner::continues(const RuleSet& rules, int turnBefore, const Position& after,
                            int me) const {
  if (rules.over(after)) return false;
  const Decision d = rules.decision(after);
  return d.player == me && d.phase != kPhaseDraw && rules.turn(after) == turnBefore;
}

// The best value of the player's turn from p on. p is the caller's scratch position, which the
// caller no longer needs: the last action is applied on it in place (one copy fewer).
double TurnPlanner::bestContinuation(const RuleSet& rules, Position& p, int me, int depth) {
  ActionList& actions = list(depth);
  rules.legalActions(p, actions);
  if (actions.count == 0) return value(rules, p, me);
  const int turn = rules.turn(p);
  double best = -1e300;
  for (int i = 0; i < actions.count; ++i) {
    Position* next = &p;
    if (i + 1 < actions.count) {
      next = &scratch(depth);
      *next = p;
    }
    rules.apply(*next, actions.items[i]);
    const bool deeper = depth + 1 < kMaxTurnDepth && evaluations_ < kMaxEvaluations &&
                        continues(rules, turn, *next, me);
    const double v =
        deeper ? bestContinuation(rules, *next, me, depth + 1) : value(rules, *next, me);
    if (v > best) best = v;
  }
  return best;
}

void TurnPlanner::beginRank(const RuleSet& rules, const Position& p, ActionList& actions,
                            std::vector<double>& values) {
  evaluations_ = 0;
  if (positions_.size() < kMaxTurnDepth) positions_.resize(kMaxTurnDepth);
  rules.legalActions(p, actions);
  values.assign(static_cast<size_t>(actions.count), 0.0);
}

void TurnPlanner::rankRange(const RuleSet& rules, const Position& p, int me,
                            const ActionList& actions, std::vector<double>& values, int from,
                            int to) {
  for (int i = from; i < to && i < actions.count; ++i) {
    Position& next = scratch(0);
    next = p;
    rules.apply(next, actions.items[i]);
    values[static_cast<size_t>(i)] = continues(rules, rules.turn(p), next, me)
                                         ? bestContinuation(rules, next, me, 1)
                                         : value(rules, next, me);
  }
}

int TurnPlanner::best(const std::vector<double>& values) {
  int best = 0;
  for (size_t i = 1; i < values.size(); ++i)
    if (values[i] > values[static_cast<size_t>(best)]) best = static_cast<int>(i);
  return best;
}

int TurnPlanner::rank(const RuleSet& rules, const Position& p, int me, ActionList& actions,
                      std::vector<double>& values) {
  beginRank(rules, p, actions, values);
  rankRange(rules, p, me, actions, values, 0, actions.count);
  return best(values);
}

Action GreedyPlayer::decide(const RuleSet& rules, const Position& view, int me) {
  // The pending decision is the player's own and public to them; only what follows it (the
  // next draw) needs a determinization, dealt from the view.
  Rng rng = decisionRng(rules, view, seed_);
  const Position det = rules.sampleFromView(view, me, rng);
  const int best = planner_.rank(rules, det, me, actions_, values_);
  return actions_.count ? actions_.items[best] : Action{};
}

Action RandomPlayer::decide(const RuleSet& rules, const Position& view, int me) {
  Rng rng = decisionRng(rules, view, seed_);
  const Position det = rules.sampleFromView(view, me, rng);
  return rules.sampleAction(det, rng, scratch_);
}

}  // namespace carc::ai
