// Idle frames (app/frame_pacer.h): every frame while input comes or the picture changes, one in
// kIdleEvery after a quiet second, every frame again at the next input or change.
#include "app/frame_pacer.h"

#include <gtest/gtest.h>

namespace carc::app {
namespace {

constexpr double kFrame = 1000.0 / 60;

// Frames drawn over `ms` of animation frames from `t`, the picture unchanged, no input.
int drawnOver(FramePacer& p, double& t, double ms, uint64_t picture = 1) {
  int n = 0;
  for (const double end = t + ms; t < end; t += kFrame)
    if (p.shouldDraw(t, false)) {
      p.drawn(t, picture);
      ++n;
    }
  return n;
}

TEST(FramePacer, DrawsEveryFrameForAQuietSecondThenOneInFifteen) {
  FramePacer p;
  double t = 0;
  ASSERT_TRUE(p.shouldDraw(t, true));
  p.drawn(t, 1);
  t += kFrame;
  // The quiet second at full rate (a frame either way: where the second ends between frames).
  EXPECT_NEAR(drawnOver(p, t, FramePacer::kQuietMs), 60, 1);
  EXPECT_TRUE(p.idle(t));
  EXPECT_NEAR(drawnOver(p, t, 3000), 180 / FramePacer::kIdleEvery, 1);
}

TEST(FramePacer, InputOrAChangedPictureBringsEveryFrameBack) {
  FramePacer p;
  double t = 0;
  p.shouldDraw(t, true);
  p.drawn(t, 1);
  drawnOver(p, t, 2000);
  ASSERT_TRUE(p.idle(t));
  EXPECT_TRUE(p.shouldDraw(t, true));  // input: drawn at once
  EXPECT_FALSE(p.idle(t));
  p.drawn(t, 1);
  t += kFrame;
  EXPECT_NEAR(drawnOver(p, t, 500), 30, 1);
  drawnOver(p, t, 2000);
  ASSERT_TRUE(p.idle(t));
  // An idle frame whose picture changed (a flash ending, a link that arrived): full rate again.
  int drawnFrames = 0;
  while (!p.shouldDraw(t, false)) t += kFrame;
  p.drawn(t, 2);
  t += kFrame;
  EXPECT_FALSE(p.idle(t));
  for (int i = 0; i < 30; ++i, t += kFrame) drawnFrames += p.shouldDraw(t, false);
  EXPECT_EQ(drawnFrames, 30);
}

TEST(FramePacer, ThePagesFirstFramesAreDrawnAtOnce) {
  FramePacer p;
  double t = 5000;  // however long the page took to start
  EXPECT_TRUE(p.shouldDraw(t, false));
  p.drawn(t, 1);
  t += kFrame;
  EXPECT_NEAR(drawnOver(p, t, 500), 30, 1);
}

TEST(FramePacer, HashSeesEveryByte) {
  const unsigned char a[11] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
  unsigned char b[11];
  const uint64_t h = hashBytes(1, a, sizeof a);
  for (size_t i = 0; i < sizeof a; ++i) {
    std::copy(a, a + sizeof a, b);
    b[i] ^= 0x40;
    EXPECT_NE(hashBytes(1, b, sizeof b), h) << i;
  }
}

}  // namespace
}  // namespace carc::app
