#include "app/input.h"

#include <cmath>

namespace carc::app {

void TouchInput::process(const SDL_Event& e, float w, float h) {
  switch (e.type) {
    case SDL_FINGERDOWN:
      if (fingers_.empty()) gestured_ = false;
      fingers_[e.tfinger.fingerId] = ImVec2(e.tfinger.x * w, e.tfinger.y * h);
      if (fingers_.size() >= 2) gestured_ = true;
      havePrev_ = false;
      lastTouch_ = true;
      break;
    case SDL_FINGERMOTION:
      fingers_[e.tfinger.fingerId] = ImVec2(e.tfinger.x * w, e.tfinger.y * h);
      break;
    case SDL_FINGERUP:
      fingers_.erase(e.tfinger.fingerId);
      havePrev_ = false;
      break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEMOTION:
      // Mouse events SDL makes from touches carry SDL_TOUCH_MOUSEID.
      lastTouch_ =
          (e.type == SDL_MOUSEBUTTONDOWN ? e.button.which : e.motion.which) == SDL_TOUCH_MOUSEID;
      break;
    default:
      break;
  }
}

void TouchInput::takeGesture(ImVec2& pan, float& zoom, ImVec2& centre) {
  pan = ImVec2(0, 0);
  zoom = 1.0f;
  if (fingers_.size() < 2) {
    havePrev_ = false;
    return;
  }
  auto it = fingers_.begin();
  const ImVec2 a = it->second, b = (++it)->second;
  centre = ImVec2((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f);
  const float d = std::sqrt((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y));
  if (havePrev_ && prevDist_ > 1.0f) {
    pan = ImVec2(centre.x - prevCentre_.x, centre.y - prevCentre_.y);
    zoom = d / prevDist_;
  }
  prevCentre_ = centre;
  prevDist_ = d;
  havePrev_ = true;
}

}  // namespace carc::app
