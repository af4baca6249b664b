#include "app/label_layout.h"

#include <algorithm>
#include <cmath>

namespace carc::app {

bool overlaps(const Rect& a, const Rect& b) {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

namespace {

// The area of a's overlap with b, grown by gap on every side.
float overlapArea(const Rect& a, const Rect& b, float gap) {
  const float w = std::min(a.x1, b.x1 + gap) - std::max(a.x0, b.x0 - gap);
  const float h = std::min(a.y1, b.y1 + gap) - std::max(a.y0, b.y0 - gap);
  return w > 0 && h > 0 ? w * h : 0.0f;
}

}  // namespace

std::vector<Rect> placeLabels(const std::vector<LabelWant>& wants, const Rect& frame, float gap,
                              int maxRings, int* crowded) {
  std::vector<Rect> placed;
  placed.reserve(wants.size());
  int over = 0;
  for (const LabelWant& want : wants) {
    const float w = want.size.x, h = want.size.y;
    // Where the box's top left may go: inside the frame (a box larger than it at its top left).
    const float xMin = frame.x0, yMin = frame.y0;
    const float xMax = std::max(xMin, frame.x1 - w), yMax = std::max(yMin, frame.y1 - h);
    const float ax = want.anchor.x - w * 0.5f, ay = want.anchor.y - h * 0.5f;
    const float step = std::max(2.0f, h * 0.5f);
    auto boxAt = [&](float x, float y) {
      x = std::clamp(x, xMin, xMax);
      y = std::clamp(y, yMin, yMax);
      return Rect{x, y, x + w, y + h};
    };
    Rect best = boxAt(ax, ay), fallback = best;
    float bestDist = -1, leastOverlap = -1;
    // Rings of grid places around the anchor; the nearest free one wins. A ring's corners lie
    // farther than the next ring's middles: the search goes on to the ring where nothing nearer
    // can be (√2 times the first ring with a free place).
    int stopAt = maxRings;
    for (int ring = 0; ring <= std::min(stopAt, maxRings); ++ring) {
      for (int i = -ring; i <= ring; ++i)
        for (int j = -ring; j <= ring; ++j) {
          if (std::max(std::abs(i), std::abs(j)) != ring) continue;  // the ring's edge only
          const Rect r =
              boxAt(ax + static_cast<float>(i) * step, ay + static_cast<float>(j) * step);
          const float dx = r.x0 - ax, dy = r.y0 - ay, dist = dx * dx + dy * dy;
          float area = 0;
          for (const Rect& p : placed) area += overlapArea(r, p, gap);
          if (area == 0) {
            if (bestDist < 0 || dist < bestDist) {
              bestDist = dist;
              best = r;
            }
          } else if (leastOverlap < 0 || area < leastOverlap) {
            leastOverlap = area;
            fallback = r;
          }
        }
      if (bestDist >= 0 && stopAt == maxRings)
        stopAt = static_cast<int>(std::ceil(static_cast<float>(ring) * 1.4143f));
    }
    if (bestDist < 0) {
      best = fallback;
      ++over;
    }
    placed.push_back(best);
  }
  if (crowded) *crowded = over;
  return placed;
}

}  // namespace carc::app
