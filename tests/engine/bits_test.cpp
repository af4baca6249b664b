// The engine's bit helpers against plain loops.
#include "engine/core/bits.h"

#include <gtest/gtest.h>

#include <vector>

namespace carc {
namespace {

// Positions of v's set bits, lowest first, by testing each bit.
std::vector<int> setBits(uint64_t v) {
  std::vector<int> at;
  for (int b = 0; b < 64; ++b)
    if ((v >> b) & 1) at.push_back(b);
  return at;
}

TEST(Bits, NthBitOf4And8MatchALoopOverTheBits) {
  for (unsigned v = 0; v < 256; ++v) {
    const std::vector<int> at = setBits(v);
    for (int n = 0; n < static_cast<int>(at.size()); ++n) {
      EXPECT_EQ(kNthBitOf8[v][n], at[n]) << v << " " << n;
      if (v < 16) {
        EXPECT_EQ(kNthBitOf4[v][n], at[n]) << v << " " << n;
      }
    }
  }
}

}  // namespace
}  // namespace carc
