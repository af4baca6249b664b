// The engine's bit helpers against plain loops.
#include "engine/core/bits.h"

#include <gtest/gtest.h>

#include <vector>

#include "engine/core/rng.h"

namespace carc {
namespace {

// Positions of v's set bits, lowest first, by testing each bit.
std::vector<int> setBits(uint64_t v) {
  std::vector<int> at;
  for (int b = 0; b < 64; ++b)
    if ((v >> b) & 1) at.push_back(b);
  return at;
}

// With the count of v's bits below a position, lastPositionWithAtMost(n, ...) is the position of
// v's n-th lowest set bit.
TEST(Bits, LastPositionWithAtMostFindsTheNthSetBit) {
  Rng rng(7);
  std::vector<uint64_t> words = {1, 1ull << 63, ~0ull, 0x8000000000000001ull,
                                 0xF0F0F0F0F0F0F0F0ull};
  for (int i = 0; i < 2000; ++i) {
    // Dense, sparse (ANDs of draws) and single-bit words.
    const uint64_t a = rng.next(), b = rng.next(), c = rng.next();
    words.insert(words.end(), {a, a & b, a & b & c, 1ull << (a & 63)});
  }
  for (uint64_t v : words) {
    const std::vector<int> at = setBits(v);
    ASSERT_EQ(popcount64(v), static_cast<int>(at.size())) << std::hex << v;
    for (int n = 0; n < static_cast<int>(at.size()); ++n)
      ASSERT_EQ(lastPositionWithAtMost(n, [v](uint64_t below) { return popcount64(v & below); }),
                at[n])
          << std::hex << v << std::dec << " n " << n;
  }
}

TEST(Bits, NthBitOf4MatchesALoopOverTheBits) {
  for (unsigned v = 0; v < 16; ++v) {
    const std::vector<int> at = setBits(v);
    for (int n = 0; n < static_cast<int>(at.size()); ++n) EXPECT_EQ(kNthBitOf4[v][n], at[n]);
  }
}

}  // namespace
}  // namespace carc
