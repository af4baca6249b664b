#pragma once
// The player's choices before an action is sent to the engine: which rotation the drawn tile
// shows (cycling only through the rotations legal at the spot pointed at) and, on touch screens,
// the cell picked but not yet confirmed. Everything else is read from the game each frame.
#include "app/game_session.h"

namespace carc::app {

class TurnController {
 public:
  // Forgets choices that belonged to another position.
  void sync(const GameSession& s);
  // The rotation shown at a cell whose legal rotations are `mask` (bit r).
  int rotationFor(unsigned mask) const;
  // Next legal rotation at the cell in focus (picked, else hovered), or the next quarter turn.
  void rotate(GameSession& s);
  // A click or tap on a board cell during tile placement. Mouse: places at once. Touch: the
  // first tap picks the cell, a tap on the picked cell turns the tile, confirm() places it.
  void clickCell(GameSession& s, int x, int y, bool touch);
  // Tab, Shift+Tab: picks the next (step 1) or previous (-1) legal cell, row by row from the
  // top left, as a tap picks one; false when none is legal.
  bool pickNext(GameSession& s, int step);
  // Places the tile on the cell in focus (picked, else the legal cell under the mouse) as the
  // preview shows it: Enter or Space; "" or why not.
  std::string confirm(GameSession& s);
  void setHover(bool on, int x = 0, int y = 0) {
    hover_ = on;
    hx_ = x;
    hy_ = y;
  }
  // Picks square (x, y) with rotation `rot` (a hint shows where it would play the tile).
  void pickAt(int x, int y, int rot) {
    picked_ = true;
    px_ = x;
    py_ = y;
    rot_ = rot & 3;
  }
  bool hasPick() const { return picked_; }
  int pickX() const { return px_; }
  int pickY() const { return py_; }
  bool hovering() const { return hover_; }
  int hoverX() const { return hx_; }
  int hoverY() const { return hy_; }
  int preferredRotation() const { return rot_; }
  // The cell the preview is shown on (picked, else hovered), if it is legal.
  bool focus(GameSession& s, int& x, int& y, unsigned& mask);
  const std::string& lastError() const { return error_; }

 private:
  int rot_ = 0;
  bool picked_ = false;
  int px_ = 0, py_ = 0;
  bool hover_ = false;
  int hx_ = 0, hy_ = 0;
  int revision_ = -1;
  std::string error_;
};

}  // namespace carc::app
