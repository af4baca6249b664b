#pragma once
// First screen of the app: a board background with the start tile, drawn procedurally.
#include <string>

namespace carc::app {

class PlaceholderView {
 public:
  void draw();

 private:
  float zoom_ = 1.0f;
};

}  // namespace carc::app
