#pragma once
// Feature scoring: values (the table in base.md), majorities, returning meeples, and the log of
// scoring events a UI can highlight. One home for each scoring rule.
#include <array>
#include <cstdint>

#include "engine/core/rule_set.h"
#include "engine/core/score_event.h"
#include "engine/modes/base/state.h"

namespace carc {

class Rules;

// Base-game value of a feature (base.md "Scoring" table).
int featureValue(FeatureKind kind, bool complete, int tiles, int pennants, int cities);

// Distinct tiles of the feature with root `root`, written to out (may be null) and as bits by
// placed-tile index to set (may be null); returns count.
int featureTiles(const State& s, int root, uint8_t* out, uint64_t* set = nullptr);
// Completed cities (roots) a field touches; written to out (capacity kMaxTiles); returns count.
int fieldCities(const Rules& r, const State& s, int fieldRoot, uint16_t* out);
// Followers of each player on the feature with root `root`.
void followersOn(const State& s, int root, std::array<uint8_t, kMaxPlayers>& out);

// The feature with root `root` as the follower step describes it (RuleSet::featureAt): its
// tiles, pennants and cities, and what `player` holding it alone would score with it completed
// now (a cloister, a field: as it stands), the expansions' feature hooks applied on a copy.
void featureInfo(const Rules& r, const State& s, int root, int player, FeatureInfo& out);

// Scores the features completed by this turn's tile (and completed cloisters around it).
void scoreCompleted(const Rules& r, State& s, EventSink* sink);
// Game end: incomplete roads, cities, cloisters, then farms.
void scoreFinal(const Rules& r, State& s, EventSink* sink);

}  // namespace carc
