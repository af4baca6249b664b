// The board camera's glide (app/camera.cpp): automatic moves pass through the places between,
// the player's own moves and reduced motion do not; a glide is not a move of the player's.
#include "app/camera.h"

#include <gtest/gtest.h>

#include <cmath>

namespace carc::app {
namespace {

Camera camera(float glide) {
  Camera c;
  c.setView(Rect{0, 0, 400, 300});
  c.setGlide(glide);
  c.advance(0);
  return c;
}

TEST(CameraGlide, AnAutomaticFitPassesThroughTheSizesBetweenAndEndsExactlyThere) {
  Camera c = camera(0.25f);
  const float from = c.tilePx();  // 90
  c.fit(-10, -10, 10, 10);        // smaller tiles
  Camera target = c;
  target.jump();
  EXPECT_FLOAT_EQ(c.tilePx(), from) << "nothing moves before the next frame";
  EXPECT_TRUE(c.gliding());
  float last = from;
  for (int f = 1; f <= 14; ++f) {
    c.advance(f / 60.0);
    EXPECT_LT(c.tilePx(), last) << "frame " << f;
    EXPECT_GT(c.tilePx(), target.tilePx()) << "frame " << f;
    last = c.tilePx();
  }
  c.advance(0.26);
  EXPECT_FALSE(c.gliding());
  EXPECT_FLOAT_EQ(c.tilePx(), target.tilePx());
  EXPECT_FLOAT_EQ(c.toScreen(3, 4).x, target.toScreen(3, 4).x);
  EXPECT_FLOAT_EQ(c.toScreen(3, 4).y, target.toScreen(3, 4).y);
}

TEST(CameraGlide, AZoomAboutAPointKeepsThatPointStillOnScreen) {
  Camera c = camera(0.25f);
  // Marks about the board point (0.4, 0.3), too close: zoomed apart about them (which keeps them
  // in view without a pan).
  const ImVec2 a = c.toScreen(0.35f, 0.3f), b = c.toScreen(0.45f, 0.3f);
  ASSERT_TRUE(c.spreadApart({a, b}, 40.0f));
  const ImVec2 mid = c.toScreen(0.4f, 0.3f);
  for (int f = 1; f < 15; ++f) {
    c.advance(f / 60.0);
    ASSERT_TRUE(c.gliding());
    const ImVec2 p = c.toScreen(0.4f, 0.3f);
    EXPECT_NEAR(p.x, mid.x, 0.01f) << "frame " << f;
    EXPECT_NEAR(p.y, mid.y, 0.01f) << "frame " << f;
  }
}

TEST(CameraGlide, WhereTheCameraGoesIsItsPlaceDuringTheGlide) {
  Camera c = camera(0.25f);
  c.fit(-3, -3, 3, 3);
  const Camera target = c;
  c.advance(0.1);
  ASSERT_TRUE(c.gliding());
  EXPECT_TRUE(c.samePlace(target)) << "a glide under way is not the player moving the board";
}

TEST(CameraGlide, ThePlayersPanStopsAGlideWhereItIsShown) {
  Camera c = camera(0.25f);
  c.fit(-10, -10, 10, 10);
  c.advance(0.05);
  const float shown = c.tilePx();
  const ImVec2 before = c.toScreen(0, 0);
  c.pan(ImVec2(5, 0));
  EXPECT_FALSE(c.gliding());
  EXPECT_FLOAT_EQ(c.tilePx(), shown);
  EXPECT_NEAR(c.toScreen(0, 0).x, before.x + 5, 0.01f) << "the drag moves what is shown";
  c.advance(0.5);
  EXPECT_FLOAT_EQ(c.tilePx(), shown) << "and the glide does not resume";
}

TEST(CameraGlide, WithoutAGlideEveryMoveIsAtOnce) {
  Camera c = camera(0.0f);  // reduced motion
  c.fit(-10, -10, 10, 10);
  EXPECT_FALSE(c.gliding());
  Camera target = c;
  target.jump();
  EXPECT_FLOAT_EQ(c.tilePx(), target.tilePx());
  const Camera fitted = c;
  const ImVec2 a = c.toScreen(0.45f, 0), b = c.toScreen(0.55f, 0);
  ASSERT_TRUE(c.spreadApart({a, b}, 40.0f));
  EXPECT_FALSE(c.gliding());
  c.takePlace(fitted);
  EXPECT_FALSE(c.gliding());
  EXPECT_FLOAT_EQ(c.tilePx(), fitted.tilePx());
}

TEST(CameraGlide, AMoveDuringAGlideGoesOnFromWhereItIsShown) {
  Camera c = camera(0.25f);
  c.fit(-10, -10, 10, 10);
  c.advance(0.1);
  const float shown = c.tilePx();
  c.fit(-2, -2, 2, 2);  // somewhere else before the first glide ended
  c.advance(0.1);       // the new glide begins from what was shown
  EXPECT_FLOAT_EQ(c.tilePx(), shown);
  c.advance(0.2);
  EXPECT_GT(c.tilePx(), shown);
  c.advance(0.4);
  EXPECT_FALSE(c.gliding());
}

}  // namespace
}  // namespace carc::app
