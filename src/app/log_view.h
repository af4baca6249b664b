#pragma once
// The game log's view (the side panel's and the menu sheet's log): its lines and their layout,
// what it drew this frame (for the test hook), and the outline of a line clicked. It is given the
// lines and asks the page, through LogViewContext, for what it does not own.
#include <imgui.h>

#include <functional>
#include <string>
#include <vector>

#include "app/screens.h"

namespace carc::app {

// The log view's layout of the lines: recomputed when the lines, the language, the width or the
// font change.
struct LogLayout {
  std::vector<float> tops;           // y of each line's top, plus the total at the end
  std::vector<std::string> wrapped;  // each line with its line feeds
  std::vector<float> textHeights;
  const LogLine* data = nullptr;
  size_t count = 0;
  int revision = -1, language = -1;
  float width = 0, font = 0;
  // Follows new lines unless the player scrolled up.
  bool follow = true;
};

// What the log view reads and asks for in a frame.
struct LogViewContext {
  const std::vector<LogLine>& lines;  // gameLog
  int revision;                       // the session's: other lines may sit in the same buffer
  bool touch;                         // the last input was a finger's (no hover, drag scrolls)
  // The cells a line concerns (logLineCells).
  std::function<void(const LogLine&, std::vector<Cell>&)> cellsOf;
  // A hovered line's cells outlined on the board.
  std::function<void(const std::vector<Cell>&)> outline;
  // A clicked line's cells: brought into view and flashed (App::showCells).
  std::function<void(const std::vector<Cell>&)> show;
  // Tile `type` turned `rot` as an item `size` pixels square (tileImage).
  std::function<void(int type, int rot, float size)> tile;
  // Player p's colour swatch, `size` pixels square.
  std::function<void(int player, float size)> swatch;
};

class LogView {
 public:
  // The log's lines in the page's language (log_text.cpp: gameLog fills and keeps them).
  LogLines cache;
  LogLayout layout;

  // The log, `height` tall, in the window being drawn: only the lines in view.
  void draw(const LogViewContext& ctx, float height);
  // A new frame: nothing drawn or hovered yet.
  void beginFrame();

  // Drawn this frame, for the test hook: line index, row and picture rectangles; the visible
  // box; the scroll position (x) and its limit (y); the cells of the line under the mouse.
  struct Row {
    int line = 0;
    Rect row, picture;
  };
  std::vector<Row> rows;
  Rect clip;
  ImVec2 scroll;
  std::vector<Cell> hover;

  // The cells of the line last clicked or tapped, outlined until `flashUntil` (on flashClock).
  std::vector<Cell> flashCells;
  double flashUntil = 0;
  static constexpr double kFlashSeconds = 2.5;
  // For tests in a browser that draws few frames a second: the outline lasts this many frames
  // (0: kFlashSeconds), however slowly they come.
  int flashFrames = 0;
  // The clock flashUntil is on: ImGui's seconds, or its frames while flashFrames is set.
  double flashClock() const;
  bool flashing() const { return flashClock() < flashUntil; }
  void flash(const std::vector<Cell>& cells);
  void stopFlash() { flashUntil = 0; }

 private:
  void relayout(const std::vector<LogLine>& lines, int revision, float width, float pic,
                float picW);
};

}  // namespace carc::app
