#pragma once
// The whole game position as one flat, trivially copyable value: board, feature graph, figures,
// bag, scores, turn position and the random generator. Copying a State is one memcpy; nothing
// in it points to the heap. The immutable configuration (tile set, expansions) lives in Rules.
#include <array>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <vector>

#include "engine/core/actions.h"
#include "engine/core/features.h"
#include "engine/core/rng.h"
#include "engine/modes/base/board.h"

namespace carc {

constexpr int kMeeplesPerPlayer = 7;
constexpr int kMaxFigures = 64;
constexpr int kMaxPending = 8;
static_assert((kMaxPending & (kMaxPending - 1)) == 0, "State::pending is a ring");
constexpr int kExtensionBytes = 512;  // per-game storage for expansions (see Expansion)

// Score columns: the base game's four feature kinds first, at these fixed indexes; then the
// columns the enabled expansions declare (Expansion::scoreColumns), then "other" (Rules lays
// them out: Rules::scoreColumn, Rules::otherColumn). kMaxScoreColumns slots per player in all.
enum BaseColumn : uint8_t { kScoreRoad, kScoreCity, kScoreCloister, kScoreField, kBaseColumns };
constexpr int kMaxScoreColumns = 16;

// Figure types. Followers (meeples) count for majorities and occupancy.
enum FigureType : uint8_t { kFigureMeeple = 0 };

struct Figure {
  uint16_t seg;  // segment it stands on
  uint8_t owner;
  uint8_t type;
};

// Turn steps in order; the rules engine runs the automatic ones and stops at decisions.
enum class Step : uint8_t {
  Draw,        // draw (automatic from rng, or a kActDraw in explicit-draw games)
  Place,       // decision: place the drawn tile
  AfterPlace,  // hook: immediate effects of the placement (expansions)
  Meeple,      // decision: meeple on the new tile or pass
  Score,       // score completed features (hooks modify and follow)
  AfterScore,  // hook: steps after scoring (expansions, e.g. bets)
  EndTurn,     // next player
  Final,       // game end: hooks before final scoring
  FinalBase,   // incomplete features, then farms
  FinalAfter,  // hooks after final scoring
  Over,
};

struct State {
  // --- configuration copied in at setup
  uint8_t players = 2;
  uint8_t explicitDraws = 0;  // 1: draws are actions (hand-written order), not from rng
  // --- turn position
  Step step = Step::Draw;
  uint8_t current = 0;        // player whose turn it is
  uint8_t drawn = kNone8;     // tile type drawn this turn
  uint8_t lastTile = kNone8;  // placed-tile index of this turn's tile
  uint16_t turn = 0;          // turns played (tiles placed after the start tile)
  // Expansion decisions queued before the next core step: a ring of kMaxPending entries, the
  // first at pendingHead (queued(0)), so that answering one shifts nothing.
  uint8_t pendingCount = 0;
  uint8_t pendingHead = 0;
  std::array<Decision, kMaxPending> pending;
  const Decision& queued(int i) const { return pending[(pendingHead + i) & (kMaxPending - 1)]; }
  // Bit i: expansions()[i] runs its tile-filtered hooks on every turn (Expansion::hookOnTile,
  // Rules::armHooks); derived from the expansion's own data, so not hashed.
  uint32_t armedHooks = 0;
  // Bit i: expansions()[i]'s afterPlacement runs after a placement that joins the features
  // Features::watch follows (Rules::watchJoin); derived like armedHooks.
  uint32_t joinWatchers = 0;
  // Bit i: expansions()[i]'s feature hooks run on scored features (Rules::listenScoring);
  // derived like armedHooks.
  uint32_t scoreListeners = 0;
  // Rules' tile-filtered hooks for the tile placed this turn (Rules::tileHooks_); derived from
  // the tile, not hashed.
  uint64_t tileHooks = 0;
  // The cells around the tile placed this turn (bit (dy + 1) * 3 + dx + 1, itself included)
  // whose tile has just got its 8th neighbour: where a cloister may complete. Derived, not hashed.
  uint16_t surrounded = 0;
  Rng rng;
  // --- bag
  uint8_t bagCount = 0;
  uint8_t discardCount = 0;
  std::array<uint8_t, kMaxTiles> bag;
  std::array<uint8_t, kMaxTiles> discards;  // tiles that fitted nowhere, in order
  // --- players
  std::array<uint8_t, kMaxPlayers> supply;                               // meeples in hand
  std::array<std::array<int16_t, kMaxScoreColumns>, kMaxPlayers> score;  // by Rules' columns
  // --- figures on the board
  uint8_t figureCount = 0;
  std::array<Figure, kMaxFigures> figures;
  // --- board and features
  Board board;
  Features features;
  // --- expansion storage (each enabled expansion owns a slice; see Rules)
  alignas(8) std::array<unsigned char, kExtensionBytes> ext;

  bool over() const { return step == Step::Over; }
  int total(int p) const {
    int t = 0;
    for (int k = 0; k < kMaxScoreColumns; ++k) t += score[p][k];
    return t;
  }
  void addScore(int p, int column, int pts) {
    score[p][column] = static_cast<int16_t>(score[p][column] + pts);
  }
};

static_assert(std::is_trivially_copyable<State>::value, "State must copy as one block");

// A hash of everything that matters in a position (not padding), stable across platforms; used
// to pin seeded games in tests (native == wasm) and to compare replays. `hashColumns`: the score
// columns in the order the hash writes them, -1 for a column the rules lack (a 0); Rules::hash
// passes its own.
uint64_t stateHash(const State& s, const std::vector<int>& hashColumns);

}  // namespace carc
