#pragma once
// The page's layout as the frame's views read it (App::computeLayout makes it every frame).

namespace carc::app {

struct Layout {
  bool compact = false;  // phone-sized: bars top and bottom instead of a side panel
  // Controls a finger can hit (40 CSS px): compact, or any layout on a touch screen (a phone
  // held sideways gets the side panel with finger-sized controls).
  bool fingers = false;
  // Short: the setup screen pins Start to the bottom (a phone held sideways).
  bool short_ = false;
  float width = 0, height = 0;
  float sideWidth = 0, topHeight = 0, bottomHeight = 0;
  float bottomWanted = 0;  // compact: the turn bar's content height last frame
};

}  // namespace carc::app
