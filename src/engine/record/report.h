#pragma once
// The text the `carc` CLI prints, built here so tests run the very same code in-process.
#include <cstdint>
#include <string>
#include <vector>

#include "engine/record/notation.h"

namespace carc {

// `carc random`: a uniformly random legal game (game Seed = seed, policy from policyRng(seed)),
// printed as a record. `expansions`: header items ("wind-roses(spielbox)"); an unknown name
// gives an empty string and `why`.
std::string randomRecord(uint64_t seed, int players,
                         const std::vector<std::string>& expansions = {},
                         std::string* why = nullptr);

// `carc replay`: JSON summary of a loaded game (scores with breakdown, meeples in supply, tiles
// remaining, game over and final scores).
std::string reportJson(const LoadedGame& g);

}  // namespace carc
