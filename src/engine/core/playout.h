#pragma once
// Random play: uniformly random legal actions, with a policy generator separate from the
// game's own (so the draws stay those of the game's seed).
#include <vector>

#include "engine/core/rules.h"

namespace carc {

// Plays until the game is over. Appends the chosen actions to `record` if given.
// Returns the number of actions played.
int playRandom(const Rules& rules, State& s, Rng& policy, std::vector<Action>* record = nullptr,
               EventSink* sink = nullptr);

// The policy generator `carc random --seed N` uses (decorrelated from the game's Rng(N)).
inline Rng policyRng(uint64_t seed) {
  return Rng(seed ^ 0x5DEECE66DA5A5A5Aull);
}

}  // namespace carc
