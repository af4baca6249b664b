#pragma once
// Idle frames: a page left alone (a game waiting for its player, an embedded viewer among others
// on a wiki page) stops drawing the same picture 60 times a second. After a quiet spell (no input,
// nothing on screen changed) only every kIdleEvery-th animation frame is drawn, which still polls
// what arrives without input (a link put in the address bar, a dropped file, a clipboard refusal)
// and notices a change that comes with time (an outline's flash ending): a changed picture, like
// input, brings back every frame. No ImGui or SDL here (tests/app/frame_pacer_test.cpp).
#include <cstddef>
#include <cstdint>

namespace carc::app {

class FramePacer {
 public:
  static constexpr double kQuietMs = 1000;    // full rate this long after input or a change
  static constexpr unsigned kIdleEvery = 15;  // then one frame in 15 (4 a second at 60 Hz)

  // At the start of an animation frame: whether to draw it. `input`: events are waiting (or the
  // test hook was called).
  bool shouldDraw(double nowMs, bool input);
  // After drawing: `picture`, a hash of what was drawn (drawHash).
  void drawn(double nowMs, uint64_t picture);
  bool idle(double nowMs) const { return nowMs - lastChange_ > kQuietMs; }

 private:
  double lastChange_ = 0;
  bool started_ = false;
  uint64_t picture_ = 0;
  unsigned skipped_ = 0;
};

// A running hash of a frame's draw data: FNV-style over 8-byte words, fast enough for every frame
// (a tail shorter than a word is mixed in byte by byte).
uint64_t hashBytes(uint64_t h, const void* data, size_t bytes);

}  // namespace carc::app
