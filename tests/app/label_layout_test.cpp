// The viewer's label placement (app/label_layout.cpp): near the anchor, inside the frame, never on
// one another while there is room.
#include "app/label_layout.h"

#include <gtest/gtest.h>

#include <cmath>

namespace carc::app {
namespace {

const Rect kFrame{0, 0, 400, 220};

bool inside(const Rect& r, const Rect& f) {
  return r.x0 >= f.x0 && r.y0 >= f.y0 && r.x1 <= f.x1 && r.y1 <= f.y1;
}

TEST(LabelLayout, ALoneLabelSitsOnItsAnchor) {
  const auto boxes = placeLabels({{ImVec2(100, 80), ImVec2(30, 16)}}, kFrame, 2);
  ASSERT_EQ(boxes.size(), 1u);
  EXPECT_FLOAT_EQ(boxes[0].centre().x, 100);
  EXPECT_FLOAT_EQ(boxes[0].centre().y, 80);
}

TEST(LabelLayout, LabelsOnOneAnchorGoApartAndStayNear) {
  std::vector<LabelWant> wants(6, LabelWant{ImVec2(200, 110), ImVec2(40, 16)});
  int crowded = -1;
  const auto boxes = placeLabels(wants, kFrame, 2, 48, &crowded);
  EXPECT_EQ(crowded, 0);
  for (size_t i = 0; i < boxes.size(); ++i) {
    EXPECT_TRUE(inside(boxes[i], kFrame));
    // Within a few labels' heights of the anchor, not thrown to the frame's far side.
    EXPECT_LT(std::hypot(boxes[i].centre().x - 200, boxes[i].centre().y - 110), 60.0f) << i;
    for (size_t j = 0; j < i; ++j) {
      Rect grown = boxes[j];
      grown.x0 -= 2, grown.y0 -= 2, grown.x1 += 2, grown.y1 += 2;
      EXPECT_FALSE(overlaps(boxes[i], grown)) << i << " on " << j;
    }
  }
}

TEST(LabelLayout, ALabelAtTheFramesEdgeIsKeptInside) {
  const auto boxes = placeLabels(
      {{ImVec2(-20, -5), ImVec2(50, 18)}, {ImVec2(405, 230), ImVec2(50, 18)}}, kFrame, 2);
  for (const Rect& r : boxes) EXPECT_TRUE(inside(r, kFrame));
  EXPECT_FLOAT_EQ(boxes[0].x0, 0);
  EXPECT_FLOAT_EQ(boxes[1].y1, 220);
}

TEST(LabelLayout, AFullFrameOverlapsAsLittleAsItCanAndSaysSo) {
  // 40 labels of 100x40 in a 200x100 frame: room for 4 at most.
  std::vector<LabelWant> wants(40, LabelWant{ImVec2(100, 50), ImVec2(100, 40)});
  int crowded = 0;
  const Rect small{0, 0, 200, 100};
  const auto boxes = placeLabels(wants, small, 0, 48, &crowded);
  ASSERT_EQ(boxes.size(), wants.size());
  EXPECT_GE(crowded, 36);
  for (const Rect& r : boxes) EXPECT_TRUE(inside(r, small));
}

TEST(LabelLayout, ALabelLargerThanTheFrameStartsAtItsTopLeft) {
  const auto boxes = placeLabels({{ImVec2(10, 10), ImVec2(500, 300)}}, kFrame, 2);
  EXPECT_FLOAT_EQ(boxes[0].x0, 0);
  EXPECT_FLOAT_EQ(boxes[0].y0, 0);
}

}  // namespace
}  // namespace carc::app
