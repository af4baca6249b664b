#pragma once
// Bit counting for the engine's bit sets. __builtin_popcountll is one instruction in wasm and
// with x86 POPCNT (the native build turns it on: CMakeLists.txt), but a libgcc call for baseline
// x86-64, so that case counts in registers instead.
#include <cstdint>

namespace carc {

inline int popcount64(uint64_t v) {
#if defined(__wasm__) || defined(__POPCNT__) || !defined(__x86_64__)
  return __builtin_popcountll(v);
#else
  v = v - ((v >> 1) & 0x5555555555555555ull);
  v = (v & 0x3333333333333333ull) + ((v >> 2) & 0x3333333333333333ull);
  v = (v + (v >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return static_cast<int>((v * 0x0101010101010101ull) >> 56);
#endif
}

// `a` if pick, else `b`, without a branch: for picks on random data (a draw, whether a chip
// won), where a branch is mispredicted about half the time. GCC turns a plain ?: or a mask
// back into a branch when it guesses that cheaper; the empty asm hides the mask from it.
inline uint64_t pickWord(bool pick, uint64_t a, uint64_t b) {
  uint64_t mask = 0 - static_cast<uint64_t>(pick);
#if defined(__GNUC__) && !defined(__wasm__)
  __asm__("" : "+r"(mask));
#endif
  return b ^ ((a ^ b) & mask);
}

// kNthBitOf4[v][n], kNthBitOf8[v][n]: the position of the n-th lowest set bit of a 4-bit or
// 8-bit value v (0 past its set bits): a pick among a few flags without a loop or a branch.
template <int Bits>
struct NthBitTable {
  uint8_t at[1 << Bits][Bits] = {};
  constexpr NthBitTable() {
    for (int v = 0; v < (1 << Bits); ++v)
      for (int b = 0, n = 0; b < Bits; ++b)
        if ((v >> b) & 1) at[v][n++] = static_cast<uint8_t>(b);
  }
  constexpr const uint8_t* operator[](unsigned v) const { return at[v]; }
};
constexpr NthBitTable<4> kNthBitOf4;
constexpr NthBitTable<8> kNthBitOf8;

}  // namespace carc
