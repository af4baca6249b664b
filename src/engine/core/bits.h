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

// kNthBitOf4[v][n]: the position of the n-th lowest set bit of a 4-bit value v.
constexpr struct NthBitOf4 {
  uint8_t at[16][4] = {};
  constexpr NthBitOf4() {
    for (int v = 0; v < 16; ++v)
      for (int b = 0, n = 0; b < 4; ++b)
        if ((v >> b) & 1) at[v][n++] = static_cast<uint8_t>(b);
  }
  constexpr const uint8_t* operator[](unsigned v) const { return at[v]; }
} kNthBitOf4;

}  // namespace carc
