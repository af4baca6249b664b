#include "app/camera.h"

#include <algorithm>
#include <cmath>

namespace carc::app {

void Camera::cellAt(ImVec2 p, int& x, int& y) const {
  const float bx = cx_ + (p.x - view_.centre().x) / tile_;
  const float by = cy_ + (p.y - view_.centre().y) / tile_;
  x = static_cast<int>(std::floor(bx + 0.5f));
  y = static_cast<int>(std::floor(by + 0.5f));
}

void Camera::pan(ImVec2 d) {
  cx_ -= d.x / tile_;
  cy_ -= d.y / tile_;
}

void Camera::zoom(float factor, ImVec2 pivot) {
  const float bx = cx_ + (pivot.x - view_.centre().x) / tile_;
  const float by = cy_ + (pivot.y - view_.centre().y) / tile_;
  tile_ = std::clamp(tile_ * factor, std::min(kMinTile, tile_), kMaxTile);
  cx_ = bx - (pivot.x - view_.centre().x) / tile_;
  cy_ = by - (pivot.y - view_.centre().y) / tile_;
}

float Camera::fitTile(int x0, int y0, int x1, int y1) const {
  const float w = static_cast<float>(x1 - x0 + 1), h = static_cast<float>(y1 - y0 + 1);
  const float margin = 0.92f;
  return std::min(view_.w() / w, view_.h() / h) * margin;
}

void Camera::show(int x0, int y0, int x1, int y1) {
  if (fitTile(x0, y0, x1, y1) < tile_) {
    fit(x0, y0, x1, y1);
    return;
  }
  cx_ = static_cast<float>(x0 + x1) * 0.5f;
  cy_ = static_cast<float>(y0 + y1) * 0.5f;
}

void Camera::fit(int x0, int y0, int x1, int y1, float minTile) {
  tile_ = std::clamp(fitTile(x0, y0, x1, y1), minTile, 120.0f);
  cx_ = static_cast<float>(x0 + x1) * 0.5f;
  cy_ = static_cast<float>(y0 + y1) * 0.5f;
}

}  // namespace carc::app
