#pragma once
// The game's own random generator. It lives inside the game state so that a seed and a
// list of actions reproduce a game exactly, natively and in WebAssembly alike: only
// fixed-width integer arithmetic, never std:: distributions (their output is
// implementation-defined).
#include <cstdint>

namespace carc {

// xoshiro256** (Blackman & Vigna), seeded through splitmix64.
class Rng {
 public:
  Rng() { seed(0); }
  explicit Rng(uint64_t s) { seed(s); }

  void seed(uint64_t s) {
    for (auto& w : s_) {
      s += 0x9E3779B97F4A7C15ull;
      uint64_t z = s;
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
      w = z ^ (z >> 31);
    }
  }

  uint64_t next() {
    const uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  // Uniform integer in [0, n) for n > 0, without modulo bias (rejection sampling: x is redrawn
  // while x >= limit = UINT64_MAX - UINT64_MAX % n). The limit is above 2^64 - 2^32 for any
  // 32-bit n, so below that a draw is accepted without working out the limit, one 64-bit
  // division fewer per draw and the same results.
  uint32_t below(uint32_t n) {
    uint64_t x = next();
    if (x >= kSurelyBelowLimit) {
      const uint64_t limit = UINT64_MAX - UINT64_MAX % n;
      while (x >= limit) x = next();
    }
    return static_cast<uint32_t>(x % n);
  }

  const uint64_t* words() const { return s_; }
  uint64_t* words() { return s_; }
  bool operator==(const Rng& o) const {
    return s_[0] == o.s_[0] && s_[1] == o.s_[1] && s_[2] == o.s_[2] && s_[3] == o.s_[3];
  }

 private:
  static constexpr uint64_t kSurelyBelowLimit = UINT64_MAX - UINT32_MAX;
  static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  uint64_t s_[4];
};

// The policy generator of random play (`carc random --seed N`, playouts), decorrelated from the
// game's own Rng(N) so that the draws stay those of the game's seed.
inline Rng policyRng(uint64_t seed) {
  return Rng(seed ^ 0x5DEECE66DA5A5A5Aull);
}

}  // namespace carc
