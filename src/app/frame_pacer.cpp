#include "app/frame_pacer.h"

#include <cstring>

namespace carc::app {

bool FramePacer::shouldDraw(double nowMs, bool input) {
  // The page's first frames at once: the quiet spell starts with them.
  if (input || !started_) lastChange_ = nowMs;
  started_ = true;
  if (!idle(nowMs)) {
    skipped_ = 0;
    return true;
  }
  if (++skipped_ < kIdleEvery) return false;
  skipped_ = 0;
  return true;
}

void FramePacer::drawn(double nowMs, uint64_t picture) {
  if (picture != picture_) lastChange_ = nowMs;
  picture_ = picture;
}

uint64_t hashBytes(uint64_t h, const void* data, size_t bytes) {
  constexpr uint64_t kPrime = 0x100000001b3ull;
  const auto* p = static_cast<const unsigned char*>(data);
  size_t i = 0;
  for (; i + 8 <= bytes; i += 8) {
    uint64_t w;
    std::memcpy(&w, p + i, 8);
    h = (h ^ w) * kPrime;
  }
  for (; i < bytes; ++i) h = (h ^ p[i]) * kPrime;
  return h;
}

}  // namespace carc::app
