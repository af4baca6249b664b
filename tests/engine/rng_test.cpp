#include "engine/core/rng.h"

#include <gtest/gtest.h>

#include <set>

namespace carc {
namespace {

// Determinism across platforms: the same expected constants are checked natively and in
// the WebAssembly build of this test binary, so any divergence fails one of the two.
TEST(Rng, SameSequenceNativelyAndInWasm) {
  Rng r(42);
  uint64_t h = 0;
  for (int i = 0; i < 1000; ++i) h = h * 31 + r.next();
  EXPECT_EQ(h, 0xc7423169f915524full) << std::hex << h;
}

TEST(Rng, BelowStaysInRangeAndCoversIt) {
  Rng r(7);
  std::set<uint32_t> seen;
  for (int i = 0; i < 10000; ++i) {
    uint32_t v = r.below(72);
    ASSERT_LT(v, 72u);
    seen.insert(v);
  }
  EXPECT_EQ(seen.size(), 72u);
}

// below() as first written: the exact limit worked out on every draw. The fast path must give
// the same value and leave the generator in the same state.
uint32_t plainBelow(Rng& r, uint32_t n) {
  const uint64_t limit = UINT64_MAX - UINT64_MAX % n;
  uint64_t x;
  do x = r.next();
  while (x >= limit);
  return static_cast<uint32_t>(x % n);
}

// Inverse of an odd number modulo 2^64 (Newton's iteration).
uint64_t inverse(uint64_t a) {
  uint64_t x = a;
  for (int i = 0; i < 6; ++i) x *= 2 - a * x;
  return x;
}

TEST(Rng, BelowMatchesThePlainRejectionLoop) {
  Rng a(99), b(99);
  for (uint32_t n : {1u, 2u, 3u, 7u, 72u, 97u, 1000u, 65537u, 0x80000001u, UINT32_MAX})
    for (int i = 0; i < 2000; ++i) {
      ASSERT_EQ(a.below(n), plainBelow(b, n)) << n;
      ASSERT_TRUE(a == b);
    }
  // The rare draws at the top of the range, where the limit decides: a state whose next output
  // is UINT64_MAX (output = rotl(s1 * 5, 7) * 9), for divisors that reject it (2^64 - 1 is a
  // multiple of 3, 5, 17, 257, 65537: limit = UINT64_MAX) and ones that accept it.
  for (uint32_t n : {3u, 5u, 17u, 257u, 65537u, 2u, 7u, 72u, UINT32_MAX}) {
    Rng c(n), d(n);
    const uint64_t rotated = UINT64_MAX * inverse(9);
    const uint64_t s1 = ((rotated >> 7) | (rotated << 57)) * inverse(5);
    c.words()[1] = d.words()[1] = s1;
    ASSERT_EQ(Rng(c).next(), UINT64_MAX);
    ASSERT_EQ(c.below(n), plainBelow(d, n)) << n;
    ASSERT_TRUE(c == d) << n;
  }
}

TEST(Rng, DifferentSeedsDiffer) {
  EXPECT_NE(Rng(1).next(), Rng(2).next());
}

}  // namespace
}  // namespace carc
