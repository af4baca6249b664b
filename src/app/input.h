#pragma once
// Pointer input that Dear ImGui does not interpret: two-finger pan and pinch zoom on touch
// screens, and whether the last pointer was a finger (a tap then selects instead of placing).
// Fed with every SDL event before ImGui sees it; read once per frame.
#include <SDL.h>
#include <imgui.h>

#include <map>

namespace carc::app {

class TouchInput {
 public:
  void process(const SDL_Event& e, float windowW, float windowH);
  // Call once per frame: the pinch since the last call.
  void takeGesture(ImVec2& pan, float& zoom, ImVec2& centre);
  int fingers() const { return static_cast<int>(fingers_.size()); }
  // A second finger joined during the current press (so it is not a tap).
  bool gestureDuringPress() const { return gestured_; }
  bool lastWasTouch() const { return lastTouch_; }
  // Before any input on a device whose main pointer is a finger: as if the last was a touch.
  void assumeTouch() { lastTouch_ = true; }

 private:
  std::map<SDL_FingerID, ImVec2> fingers_;
  bool havePrev_ = false;
  ImVec2 prevCentre_;
  float prevDist_ = 0;
  bool gestured_ = false;
  bool lastTouch_ = false;
};

}  // namespace carc::app
