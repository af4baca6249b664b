#pragma once
// Labels placed near what they label without covering one another: the embed viewer's final
// scoring labels many features at once (a full board's farms, roads, cities, stakes), often at the
// same spot. Pure arithmetic (ImVec2 only), tested natively.
#include <vector>

#include "app/camera.h"

namespace carc::app {

struct LabelWant {
  ImVec2 anchor;  // where it belongs (its feature's middle)
  ImVec2 size;    // its box's width and height
};

// Boxes for `wants`, placed in order: each at the free place nearest its anchor on a grid of
// half a label's height, searched in growing rings around the anchor (at most `maxRings`), inside
// `frame` (a label larger than the frame at its top left), `gap` apart from those placed before.
// A label with no free place in reach goes where it overlaps least; `crowded` (may be null) gets
// how many did.
std::vector<Rect> placeLabels(const std::vector<LabelWant>& wants, const Rect& frame, float gap,
                              int maxRings = 48, int* crowded = nullptr);

// Whether two boxes overlap (touching edges do not).
bool overlaps(const Rect& a, const Rect& b);

}  // namespace carc::app
