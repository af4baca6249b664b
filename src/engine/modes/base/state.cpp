#include "engine/modes/base/state.h"

namespace carc {

namespace {
// FNV-1a over explicit fields (never raw struct bytes: padding differs across compilers).
struct Hasher {
  uint64_t h = 0xcbf29ce484222325ull;
  void byte(uint8_t b) {
    h ^= b;
    h *= 0x100000001b3ull;
  }
  void u64(uint64_t v) {
    for (int i = 0; i < 8; ++i) byte(static_cast<uint8_t>(v >> (8 * i)));
  }
  void i32(int v) { u64(static_cast<uint64_t>(static_cast<int64_t>(v))); }
};
}  // namespace

uint64_t stateHash(const State& s, const std::vector<int>& hashColumns) {
  Hasher h;
  h.i32(s.players);
  h.i32(static_cast<int>(s.step));
  h.i32(s.current);
  h.i32(s.turn);
  for (int i = 0; i < 4; ++i) h.u64(s.rng.words()[i]);
  h.i32(s.bagCount);
  for (int i = 0; i < s.bagCount; ++i) h.i32(s.bag[i]);
  h.i32(s.discardCount);
  for (int i = 0; i < s.discardCount; ++i) h.i32(s.discards[i]);
  for (int p = 0; p < s.players; ++p) {
    h.i32(s.supply[p]);
    for (int k : hashColumns) h.i32(k < 0 ? 0 : s.score[p][k]);
  }
  h.i32(s.board.tileCount);
  for (int i = 0; i < s.board.tileCount; ++i) {
    const PlacedTile& t = s.board.tiles[i];
    h.i32(t.type);
    h.i32(t.rot);
    h.i32(t.x);
    h.i32(t.y);
  }
  h.i32(s.figureCount);
  for (int i = 0; i < s.figureCount; ++i) {
    h.i32(s.figures[i].seg);
    h.i32(s.figures[i].owner);
    h.i32(s.figures[i].type);
  }
  // Expansion storage, up to its last non-zero byte (none in a base game, whose hashes stay as
  // pinned). Expansion structs are laid out without padding, so these bytes are all meaningful.
  int n = kExtensionBytes;
  while (n > 0 && s.ext[n - 1] == 0) --n;
  for (int i = 0; i < n; ++i) h.byte(s.ext[i]);
  return h.h;
}

}  // namespace carc
