#pragma once
// One scoring as a UI shows it and an expansion's hooks change it: what scored, who won it and
// what each player took, in which of the rule set's score columns. Shared by every mode; a mode
// without a field's notion (pennants, fields' cities, ...) leaves it 0.
#include <array>
#include <cstdint>

#include "engine/core/actions.h"
#include "engine/core/tile.h"

namespace carc {

struct ScoreEvent {
  FeatureKind kind = FeatureKind::None;  // None for bonuses not tied to a feature
  // Score columns (indexes into RuleSet::scoreColumns()), set by whoever fills the event: where
  // `points`, `adjust` (expansion modifiers) and `bonus` (value changes) are added.
  uint8_t column = 0;
  uint8_t adjustColumn = 0;
  uint8_t bonusColumn = 0;
  uint8_t final = 0;      // scored at game end
  uint8_t complete = 0;   // the feature is complete
  uint16_t feature = 0;   // root segment (Features index)
  uint8_t tileCount = 0;  // distinct tiles (a tile counts once)
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

}  // namespace carc
