#pragma once
// What the page says for a while, and where: the notice (saves and links: "Saved as ...", a link
// that could not be opened), the quick note shown for a moment where the player acted (why
// nothing happened, a hint), and the last move refused (in the turn box, panels.cpp).
#include <imgui.h>

#include <string>

#include "app/camera.h"  // Rect
#include "app/layout.h"

namespace carc::app {

// Where the notice may go this frame.
struct NoticePlace {
  const Layout& layout;
  float barTop = 0;  // a pinned bar's top (a phone's setup screen), 0 without one: stay above it
  Rect saves;        // the Saves window this frame (empty when closed): keep clear of it
  bool dismissable = true;  // an OK button (not in a viewer with nothing else to show)
};

class Notices {
 public:
  std::string notice;   // "" when none
  std::string refused;  // why the last move was refused (a rule broken), "" when none

  // A short note shown for a moment near `at` at the position `revision` (a click on a square
  // the tile cannot go to, Place pressed before a square is picked, a hint).
  struct QuickNote {
    std::string text;
    ImVec2 at;
    double until = 0;
    int untilFrame = 0;  // and for this many frames at least: a busy machine's frames run long
    int revision = -1;   // shown only at this position
    Rect box;            // as drawn this frame (for the test hook); empty when none
  } quick;
  void showQuick(const std::string& text, ImVec2 at, int revision);

  // Every frame: a notice goes once the player has played on (a move, an undo past `revision`).
  void expire(int revision);
  // The notice's window, at the board's top left or as NoticePlace says.
  void drawNotice(const NoticePlace& place);
  // The quick note while it lasts at `revision`: a small box over everything, in the page
  // (`layout`'s size).
  void drawQuick(const Layout& layout, int revision);

 private:
  struct {
    std::string text;
    int revision = -1;
  } noticeShown_;
};

}  // namespace carc::app
