#pragma once
// The game is a list of actions (boardgame.io style). An Action is a small value whose fields
// mean what its kind says; a Decision says what the game waits for and who must act. Kinds and
// phases are wire values of a game mode (saves hold raw action bytes): below 16 the mode's own,
// the turn line's draw, placement, follower step and pass shared by every mode; from
// kExpansionActionBase / kExpansionPhaseBase on, the ranges its expansions declare.
#include <cstdint>

namespace carc {

// Players in a game of any mode (Decision::player, per-player arrays in states and events).
constexpr int kMaxPlayers = 6;

enum ActionKind : uint8_t {
  kActNone = 0,
  kActDraw = 1,    // tile: drawn tile type (only when draws are explicit, e.g. hand-written)
  kActPlace = 2,   // x, y, rot: place the drawn tile
  kActMeeple = 3,  // loc: board location on the placed tile (0..11 slot, 12 centre)
  kActPass = 4,    // decline an optional step (no meeple, no bet, ...)
  kExpansionActionBase = 16,
};

struct Action {
  uint8_t kind = kActNone;
  uint8_t tile = 0;
  int8_t x = 0;
  int8_t y = 0;
  uint8_t rot = 0;
  uint8_t loc = 0;
  uint8_t arg0 = 0;  // free for expansion actions (e.g. which figure, which player)
  uint8_t arg1 = 0;

  static Action draw(int type) {
    Action a;
    a.kind = kActDraw;
    a.tile = static_cast<uint8_t>(type);
    return a;
  }
  static Action place(int x, int y, int rot) {
    Action a;
    a.kind = kActPlace;
    a.x = static_cast<int8_t>(x);
    a.y = static_cast<int8_t>(y);
    a.rot = static_cast<uint8_t>(rot);
    return a;
  }
  static Action meeple(int loc) {
    Action a;
    a.kind = kActMeeple;
    a.loc = static_cast<uint8_t>(loc);
    return a;
  }
  static Action pass() {
    Action a;
    a.kind = kActPass;
    return a;
  }
  bool operator==(const Action& o) const {
    return kind == o.kind && tile == o.tile && x == o.x && y == o.y && rot == o.rot &&
           loc == o.loc && arg0 == o.arg0 && arg1 == o.arg1;
  }
  bool operator!=(const Action& o) const { return !(*this == o); }
};

// Named decision points. A mode's phases are below kExpansionPhaseBase (its own beyond
// kPhaseGameOver); an expansion's decisions use its declared numbers from there on and are
// answered by that expansion (Decision::owner).
enum Phase : uint8_t {
  kPhaseDraw = 0,  // chance: draw a tile (explicit-draw games only; else automatic)
  kPhasePlaceTile = 1,
  kPhasePlaceMeeple = 2,  // meeple on the new tile, or pass
  kPhaseGameOver = 3,
  kExpansionPhaseBase = 16,
};

struct Decision {
  uint8_t phase = kPhaseDraw;
  uint8_t player = 0;  // who must act (for the draw: the player about to play)
  uint8_t owner = 0;   // 0 = the mode's rules, i + 1 = its i-th enabled expansion
  uint8_t arg = 0;     // expansion-defined detail
};

// Upper bound on the legal actions of one decision (a placement: frontier cells x rotations).
constexpr int kMaxActions = 1024;

struct ActionList {
  int count = 0;
  Action items[kMaxActions];
  void push(const Action& a) {
    if (count < kMaxActions) items[count++] = a;
  }
  const Action* begin() const { return items; }
  const Action* end() const { return items + count; }
};

}  // namespace carc
