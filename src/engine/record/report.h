#pragma once
// The text the `carc` CLI prints, built here so tests run the very same code in-process.
#include <cstdint>
#include <string>

#include "engine/record/notation.h"

namespace carc {

// `carc random`: a uniformly random legal base game (game Seed = seed, policy from
// policyRng(seed)), printed as a record.
std::string randomRecord(uint64_t seed, int players);

// `carc replay`: JSON summary of a loaded game (scores with breakdown, meeples in supply, tiles
// remaining, game over and final scores).
std::string reportJson(const LoadedGame& g);

}  // namespace carc
