#include "engine/ai/evaluate.h"

namespace carc::ai {

void expectedScores(const RuleSet& rules, const Position& p, Scores& out,
                    std::vector<double>& scratch) {
  const int n = rules.players(p);
  out.fill(0);
  if (rules.over(p)) {
    for (int i = 0; i < n && i < kMaxSeats; ++i) out[static_cast<size_t>(i)] = rules.total(p, i);
    return;
  }
  rules.estimate(p, scratch);
  for (int i = 0; i < n && i < kMaxSeats && i < static_cast<int>(scratch.size()); ++i)
    out[static_cast<size_t>(i)] = scratch[static_cast<size_t>(i)];
}

}  // namespace carc::ai
