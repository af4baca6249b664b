#pragma once
// The Castle's whole position as one flat, trivially copyable value (Position holds it): the
// bounded board as bit sets over the interior's tile spaces, the feature graph (union-find over
// the placed tiles' segments), figures, bag counts, scores, keeps, wall tiles and the turn.
#include <array>
#include <cstdint>
#include <type_traits>

#include "engine/core/rng.h"
#include "engine/modes/castle/castle_data.h"

namespace carc::castle {

constexpr int kPlayers = 2;      // The Castle is a two-player game
constexpr int kMaxTypes = 64;    // tile types (bag tiles and start tiles)
constexpr int kMaxPlaced = 96;   // start spaces and placed tiles
constexpr int kMaxSegs = 320;    // their segments (checked against the data at load)
constexpr int kMaxFigures = 16;  // on the board at once: 6 followers + 2 specials each
constexpr int kFigureKinds = 4;  // 0: a follower; 1..: an expansion's (king, falconer)
constexpr int kMaxColumns = 8;   // score columns: the castle's 6 and an expansion's
constexpr int kMaxQueue = 8;     // features completed by one tile
constexpr int kExtBytes = 16;    // an expansion's state
constexpr int kCounters = 3;     // per-feature counts: markets, fountains, the expansion's
constexpr int kCounterMarket = 0, kCounterFountain = 1, kCounterExt = 2;
constexpr uint8_t kNone8 = 0xFF;
constexpr uint16_t kNone16 = 0xFFFF;
// A face-down wall tile whose number the viewer does not know (CastleRules::viewFor).
constexpr uint8_t kUnknownWallTile = 0x0F;

// Score columns of the castle itself (an expansion's follow).
enum Column : uint8_t { kColPath, kColHouse, kColTower, kColCourt, kColKeep, kColWall, kColumns };

// A set of tile spaces: bit i is cell i.
struct Cells {
  uint64_t w[2] = {0, 0};
  bool has(int i) const { return (w[i >> 6] >> (i & 63)) & 1; }
  void set(int i) { w[i >> 6] |= uint64_t{1} << (i & 63); }
  void clear(int i) { w[i >> 6] &= ~(uint64_t{1} << (i & 63)); }
  bool any() const { return (w[0] | w[1]) != 0; }
};

enum class Step : uint8_t {
  Draw,        // draw (automatic from rng, or a kActDraw with explicit draws)
  Place,       // decision: place the drawn tile
  Follower,    // decision: a follower (or king, falconer) on the new tile, or pass
  Score,       // features the tile completed (decisions: order, doubling)
  AfterScore,  // decision: an extra turn (wall tile 1)
  EndTurn,     // next player (or the same after an extra turn)
  Final,       // game end: keep, courts
  FinalWall,   // game end: wall tiles 4-9 (decisions: which unfinished feature), expansion
  Over,
};

// The decision a Score, AfterScore or FinalWall step waits for (CastleRules::decision).
enum class Pending : uint8_t { None, ScoreNext, WallDouble, WallExtra, WallFinish, Reveal };

// Per feature root (a segment that is its own parent): counters summed over its segments.
struct Feature {
  uint8_t open = 0;  // path ends / building edges facing an empty tile space (0: complete)
  std::array<uint8_t, kPlayers> followers{};  // figures of each player on it (all kinds)
  uint8_t special = 0;  // bit (kind - 1) * 2 + player: an expansion's figure stands on it
  std::array<uint8_t, kCounters> count{};
  uint8_t size = 1;  // segments (union by size), saturating
};
static_assert(sizeof(Feature) == 8, "no padding: hashed as bytes");

struct Figure {
  uint16_t seg = 0;
  uint8_t owner = 0;
  uint8_t kind = 0;
};

struct CastleState {
  // ---- turn
  Step step = Step::Draw;
  Pending pending = Pending::None;
  uint8_t current = 0;
  uint8_t explicitDraws = 0;
  uint8_t drawn = kNone8;         // tile type drawn this turn
  uint8_t lastTile = kNone8;      // placed index of this turn's tile
  uint8_t extraTurn = 0;          // the current player plays again (wall tile 1)
  uint8_t pendingArg = 0;         // the wall tile number a wall decision is about
  uint16_t turn = 0;              // turns played (each placed a tile)
  uint16_t pendingSeg = kNone16;  // the feature a doubling decision is about
  uint8_t finalPlayer = 0;        // FinalWall: whose wall tiles are being applied
  uint8_t queueCount = 0;         // Score: completed features not yet scored
  std::array<uint16_t, kMaxQueue> queue{};
  // Wall tiles taken this turn, turned face up after the turn's scoring (a decision: the
  // record says the number, tower:N): corner tower index | taker << 7, and the number dealt
  // there (0 when unknown: explicit draws, or a view).
  uint8_t revealCount = 0;
  std::array<uint8_t, kMaxQueue> reveal{};
  std::array<uint8_t, kMaxQueue> revealTile{};
  Rng rng;
  // ---- bag: tiles left per type (no order: a draw picks one of them at random)
  uint8_t bagCount = 0;
  uint8_t discardCount = 0;
  std::array<uint8_t, kMaxTypes> bag{};
  // ---- board
  Cells filled, frontier;
  // needPath[e]: the tile space's neighbour across edge e shows a path there, so a tile must
  // show one too; needNoPath[e]: it shows something else there (no path may meet it).
  std::array<Cells, 4> needPath, needNoPath;
  std::array<uint8_t, kMaxCells> cellTile{};  // placed index, kNone8 if empty
  uint8_t placedCount = 0;                    // start spaces first, then tiles in turn order
  std::array<uint8_t, kMaxPlaced> type{}, rot{}, cell{};  // cell: kNone8 for a start space
  std::array<uint16_t, kMaxPlaced> firstSeg{};
  // ---- features: union-find over segments, members in a circular list per feature
  uint16_t segCount = 0;
  std::array<uint16_t, kMaxSegs> parent{}, next{};
  std::array<uint8_t, kMaxSegs> segTile{}, segKind{};
  std::array<Feature, kMaxSegs> feat{};
  // ---- figures and players
  uint8_t figureCount = 0;
  std::array<Figure, kMaxFigures> figures{};
  std::array<std::array<uint8_t, kFigureKinds>, kPlayers> supply{};
  std::array<std::array<int16_t, kMaxColumns>, kPlayers> score{};
  std::array<uint8_t, kPlayers> keepSize{};  // tiles of the house under the keep (0: none)
  std::array<uint16_t, kPlayers> keepSeg{};  // a segment of that house (kNone16: none)
  // ---- wall tiles: on the towers (0 none, 1-9, kUnknownWallTile in a view), in hand
  std::array<uint8_t, kMaxTowers> tower{};
  std::array<std::array<uint8_t, kWallTileKinds>, kPlayers> held{};   // usable
  std::array<std::array<uint8_t, kWallTileKinds>, kPlayers> fresh{};  // taken this turn
  std::array<std::array<uint8_t, kWallTileKinds>, kPlayers> spent{};  // used during play
  // ---- an expansion's bytes (the Falcon: aerie tokens, gates)
  std::array<uint8_t, kExtBytes> ext{};

  bool over() const { return step == Step::Over; }
  int total(int p) const {
    int t = 0;
    for (int16_t v : score[static_cast<size_t>(p)]) t += v;
    return t;
  }
};

static_assert(std::is_trivially_copyable<CastleState>::value, "copies as one block");

}  // namespace carc::castle
