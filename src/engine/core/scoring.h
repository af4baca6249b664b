#pragma once
// Feature scoring: values (the table in base.md), majorities, returning meeples, and the log of
// scoring events a UI can highlight. One home for each scoring rule.
#include <array>
#include <cstdint>

#include "engine/core/state.h"

namespace carc {

class Rules;

struct ScoreEvent {
  FeatureKind kind = FeatureKind::None;  // None for bonuses not tied to a feature
  ScoreKind column = kScoreOther;        // breakdown column of `points`
  ScoreKind adjustColumn = kScoreOther;  // breakdown column of `adjust` (expansion modifiers)
  ScoreKind bonusColumn = kScoreOther;   // breakdown column of `bonus` (value changes)
  uint8_t final = 0;                     // scored at game end
  uint8_t complete = 0;                  // the feature is complete
  uint16_t feature = 0;                  // root segment (Features index)
  uint8_t tileCount = 0;                 // distinct tiles (a tile counts once)
  uint8_t pennants = 0;
  uint8_t cities = 0;   // fields: completed cities touched
  uint8_t winners = 0;  // bit per player holding the majority
  // The placed tile the scoring is about when it is not the feature's own (a bet's bookmaker
  // tile, which may have no road or city: tileCount 0); 0xFF: none.
  uint8_t origin = 0xFF;
  int16_t value = 0;                          // points per winner before modifiers
  std::array<int16_t, kMaxPlayers> points{};  // what each player scores in `column`
  std::array<int16_t, kMaxPlayers> adjust{};  // modifier points per player (may be negative)
  // Value-stage change per player before modifiers (La Porxada: an unfinished city scored as if
  // complete); modifiers (magician, witch) see points + bonus.
  std::array<int16_t, kMaxPlayers> bonus{};
  // Followers per player on the feature; a bet settlement: 1 + the face of the chip the player
  // laid (kChipFaces), 0: none.
  std::array<uint8_t, kMaxPlayers> followers{};
  std::array<uint8_t, kMaxTiles> tiles;  // placed-tile indices of the feature (first tileCount)
  // The same tiles as bits by placed-tile index (feature scorings): a test against a set of
  // tiles without a loop.
  std::array<uint64_t, 2> tileSet{};

  // All player p takes from it, in whichever columns.
  int earned(int p) const {
    const size_t q = static_cast<size_t>(p);
    return points[q] + bonus[q] + adjust[q];
  }
};

// Receives what happened while actions were applied; pass nullptr in fast loops.
class EventSink {
 public:
  virtual ~EventSink() = default;
  virtual void scored(const State&, const ScoreEvent&) {}
  virtual void discarded(const State&, int tileType) { (void)tileType; }
};

// Base-game value of a feature (base.md "Scoring" table).
int featureValue(FeatureKind kind, bool complete, int tiles, int pennants, int cities);

// Distinct tiles of the feature with root `root`, written to out (may be null) and as bits by
// placed-tile index to set (may be null); returns count.
int featureTiles(const State& s, int root, uint8_t* out, uint64_t* set = nullptr);
// Completed cities (roots) a field touches; written to out (capacity kMaxTiles); returns count.
int fieldCities(const Rules& r, const State& s, int fieldRoot, uint16_t* out);
// Followers of each player on the feature with root `root`.
void followersOn(const State& s, int root, std::array<uint8_t, kMaxPlayers>& out);

// Scores the features completed by this turn's tile (and completed cloisters around it).
void scoreCompleted(const Rules& r, State& s, EventSink* sink);
// Game end: incomplete roads, cities, cloisters, then farms.
void scoreFinal(const Rules& r, State& s, EventSink* sink);

}  // namespace carc
