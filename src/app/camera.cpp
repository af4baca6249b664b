#include "app/camera.h"

#include <algorithm>
#include <cmath>

namespace carc::app {

void Camera::cellAt(ImVec2 p, int& x, int& y) const {
  const float bx = sx_ + (p.x - view_.centre().x) / st_;
  const float by = sy_ + (p.y - view_.centre().y) / st_;
  x = static_cast<int>(std::floor(bx + 0.5f));
  y = static_cast<int>(std::floor(by + 0.5f));
}

void Camera::advance(double now) {
  if (cx_ != gx_ || cy_ != gy_ || tile_ != gt_) {  // moved in the last frame
    fx_ = sx_, fy_ = sy_, ft_ = st_;
    gx_ = cx_, gy_ = cy_, gt_ = tile_;
    start_ = now_;
  }
  now_ = now;
  if (!gliding()) return;
  const float p = glide_ > 0 ? static_cast<float>((now - start_) / glide_) : 1.0f;
  if (p >= 1.0f) {
    jump();
    return;
  }
  const float e = 1.0f - (1.0f - p) * (1.0f - p) * (1.0f - p);  // fast away, gently in
  if (std::fabs(gt_ / ft_ - 1.0f) < 1e-3f) {
    st_ = ft_ + (gt_ - ft_) * e;
    sx_ = fx_ + (gx_ - fx_) * e;
    sy_ = fy_ + (gy_ - fy_) * e;
    return;
  }
  // A zoom (with a pan) keeps one board point still on screen, the one both places show at the
  // same spot; every other point then moves straight to where it ends.
  st_ = ft_ * std::pow(gt_ / ft_, e);
  const float px = (gx_ * gt_ - fx_ * ft_) / (gt_ - ft_),
              py = (gy_ * gt_ - fy_ * ft_) / (gt_ - ft_);
  sx_ = px - (px - fx_) * ft_ / st_;
  sy_ = py - (py - fy_) * ft_ / st_;
}

void Camera::jump() {
  sx_ = gx_ = cx_;
  sy_ = gy_ = cy_;
  st_ = gt_ = tile_;
}

void Camera::fromShown() {
  cx_ = sx_;
  cy_ = sy_;
  tile_ = st_;
}

void Camera::pan(ImVec2 d) {
  fromShown();
  panBy(d);
  jump();
}

void Camera::zoom(float factor, ImVec2 pivot) {
  fromShown();
  zoomBy(factor, pivot);
  jump();
}

void Camera::panBy(ImVec2 d) {
  cx_ -= d.x / tile_;
  cy_ -= d.y / tile_;
}

void Camera::zoomBy(float factor, ImVec2 pivot) {
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
  fromShown();
  if (fitTile(x0, y0, x1, y1) < tile_) {
    fit(x0, y0, x1, y1);
    return;
  }
  cx_ = static_cast<float>(x0 + x1) * 0.5f;
  cy_ = static_cast<float>(y0 + y1) * 0.5f;
  landIfInstant();
}

void Camera::fit(int x0, int y0, int x1, int y1, float minTile) {
  tile_ = std::clamp(fitTile(x0, y0, x1, y1), minTile, kMaxFitTile);
  cx_ = static_cast<float>(x0 + x1) * 0.5f;
  cy_ = static_cast<float>(y0 + y1) * 0.5f;
  landIfInstant();
}

bool Camera::spreadApart(const std::vector<ImVec2>& at, float gap) {
  if (at.size() < 2) return false;
  float closest = 1e9f;
  ImVec2 lo = at[0], hi = at[0];
  for (size_t i = 0; i < at.size(); ++i) {
    const ImVec2 p = at[i];
    lo = ImVec2(std::min(lo.x, p.x), std::min(lo.y, p.y));
    hi = ImVec2(std::max(hi.x, p.x), std::max(hi.y, p.y));
    for (size_t j = 0; j < i; ++j)
      closest = std::min(closest, std::hypot(p.x - at[j].x, p.y - at[j].y));
  }
  if (closest >= gap) return false;
  // Distances grow with the zoom; the marks' size is taken as fixed (they are below ~90-px tiles).
  float f = gap / std::max(closest, 1.0f);
  const float margin = 2.0f * gap;  // the marks' own size round the box
  if (hi.x - lo.x > 0) f = std::min(f, (view_.w() - margin) / (hi.x - lo.x));
  if (hi.y - lo.y > 0) f = std::min(f, (view_.h() - margin) / (hi.y - lo.y));
  f = std::min(f, kMaxFitTile / st_);
  if (f < 1.1f) return false;
  fromShown();  // `at` is where the marks are shown
  const ImVec2 mid((lo.x + hi.x) * 0.5f, (lo.y + hi.y) * 0.5f);
  const float before = tile_;
  zoomBy(f, mid);
  // Where the box went (the marks stay where they were as far as the view allows: a finger or the
  // mouse over them is still over them).
  const float g = tile_ / before, m = margin * 0.5f;
  auto into = [](float a, float b, float v0, float v1) {
    return a < v0 ? v0 - a : b > v1 ? v1 - b : 0.0f;
  };
  panBy(ImVec2(
      into(mid.x + (lo.x - mid.x) * g - m, mid.x + (hi.x - mid.x) * g + m, view_.x0, view_.x1),
      into(mid.y + (lo.y - mid.y) * g - m, mid.y + (hi.y - mid.y) * g + m, view_.y0, view_.y1)));
  landIfInstant();
  return true;
}

}  // namespace carc::app
