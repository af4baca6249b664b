#pragma once
// How players compare positions: each player's expected final score (the final totals once the
// game is over, else the mode's RuleSet::estimate) and a player's margin over the best other.
#include <array>
#include <vector>

#include "engine/core/rule_set.h"

namespace carc::ai {

// Players a search keeps rewards for (no mode has more).
constexpr int kMaxSeats = 8;
using Scores = std::array<double, kMaxSeats>;

// Each player's final total if the game is over, else its estimate. `scratch` holds the
// estimate's vector (kept between calls: no allocation once it has grown).
void expectedScores(const RuleSet& rules, const Position& p, Scores& out,
                    std::vector<double>& scratch);

// Player i's score minus the best score of the others (players n >= 2).
inline double margin(const Scores& s, int i, int n) {
  double best = -1e300;
  for (int j = 0; j < n; ++j)
    if (j != i && s[static_cast<size_t>(j)] > best) best = s[static_cast<size_t>(j)];
  return s[static_cast<size_t>(i)] - best;
}

}  // namespace carc::ai
