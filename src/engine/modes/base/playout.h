#pragma once
// Random play: uniformly random legal actions, with a policy generator separate from the
// game's own (so the draws stay those of the game's seed).
#include <vector>

#include "engine/modes/base/rules.h"

namespace carc {

// Plays until the game is over. Appends the chosen actions to `record` if given.
// Returns the number of actions played.
int playRandom(const Rules& rules, State& s, Rng& policy, std::vector<Action>* record = nullptr,
               EventSink* sink = nullptr);

}  // namespace carc
