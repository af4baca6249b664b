#pragma once
// The text the `carc` CLI prints, built here so tests run the very same code in-process.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/record/notation.h"

namespace carc {

// `carc random`: a uniformly random legal game of a mode (game Seed = seed, policy from
// policyRng(seed)), printed as a record. `expansions`: header items ("wind-roses(spielbox)"); an
// unknown name gives an empty string and `why`.
std::string randomRecord(std::string_view mode, uint64_t seed, int players,
                         const std::vector<std::string>& expansions = {},
                         std::string* why = nullptr);

// `carc replay`: JSON summary of a loaded game (scores with breakdown, meeples in supply, tiles
// remaining, game over and final scores, and "scorings": each with its turn, 0 at final scoring).
std::string reportJson(const LoadedGame& g);
// `carc replay --end`: the same for the position scored as if the bag were empty now (final
// scoring, as a hand-written position on a wiki would end). False with `why` when the position
// stops inside a turn. A final decision the rules then ask for (a bookmaker tile's owner choosing
// the feature to settle) is left open: the report names who decides and what ("openDecision").
bool endedReportJson(const LoadedGame& g, std::string& out, std::string& why);

}  // namespace carc
