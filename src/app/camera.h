#pragma once
// The board view's camera: board cells to screen pixels (CSS pixels, as ImGui uses) and back.
// Cell (x, y) covers the square [x-0.5, x+0.5] x [y-0.5, y+0.5] in board units.
#include <imgui.h>

#include <vector>

namespace carc::app {

struct Rect {
  float x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  float w() const { return x1 - x0; }
  float h() const { return y1 - y0; }
  bool contains(ImVec2 p) const { return p.x >= x0 && p.x < x1 && p.y >= y0 && p.y < y1; }
  ImVec2 centre() const { return ImVec2((x0 + x1) * 0.5f, (y0 + y1) * 0.5f); }
};

class Camera {
 public:
  static constexpr float kMinTile = 20.0f;
  // The embed viewer shows a whole board in however small a frame (it takes no moves), and so does
  // the player's Fit board: their fit goes down to this.
  static constexpr float kMinViewerTile = 4.0f;
  static constexpr float kMaxTile = 260.0f;
  // The closest a fit goes (and an automatic zoom in on marks).
  static constexpr float kMaxFitTile = 120.0f;

  // What is on screen: during a glide, the place the camera is passing through (what the player
  // sees is what a click hits).
  float tilePx() const { return st_; }
  // Screen position of a board point (board units; cell centres are integers).
  ImVec2 toScreen(float bx, float by) const {
    return ImVec2(view_.centre().x + (bx - sx_) * st_, view_.centre().y + (by - sy_) * st_);
  }
  ImVec2 cellCentre(int x, int y) const {
    return toScreen(static_cast<float>(x), static_cast<float>(y));
  }
  ImVec2 cellTopLeft(int x, int y) const {
    return toScreen(static_cast<float>(x) - 0.5f, static_cast<float>(y) - 0.5f);
  }
  // The board cell under a screen point.
  void cellAt(ImVec2 p, int& x, int& y) const;
  // The player's own moves, at once (a glide under way stops where it is shown): pans by a screen
  // delta; zooms by `factor` keeping the board point under `pivot` fixed (never out below
  // kMinTile, or below the tile size a fit chose).
  void pan(ImVec2 delta);
  void zoom(float factor, ImVec2 pivot);

  // The automatic moves below (fit, show, spreadApart, takePlace) set where the camera goes; the
  // screen glides there over `seconds` from where it is shown (0: at once, for a player who asks
  // the browser for reduced motion), so that a zoom of 3x or a return does not lose the player.
  void setGlide(float seconds) { glide_ = seconds; }
  // Once a frame: moves what is shown along the glide (`now` in seconds).
  void advance(double now);
  // Shows the place set at once (a new game, a loaded one: nothing to follow from).
  void jump();
  bool gliding() const { return sx_ != cx_ || sy_ != cy_ || st_ != tile_; }
  // Shows the board box [x0,x1] x [y0,y1] (cell coordinates, inclusive) within the view, with
  // tiles no smaller than `minTile`.
  void fit(int x0, int y0, int x1, int y1, float minTile = kMinTile);
  // Brings that box into view: centres it at this zoom, or fits it when it is larger than the view.
  void show(int x0, int y0, int x1, int y1);
  // Marks at screen points `at` closer than `gap` to each other: zooms in about them until they
  // are that far apart, no closer than a fit goes and as far as they all stay in view (with a
  // margin of `gap`), then pans only as much as keeps them in view. Whether it moved.
  bool spreadApart(const std::vector<ImVec2>& at, float gap);
  // Same place and zoom (whether the player has moved the board since): where each is going, so a
  // glide under way is not a move; the view's rectangle may differ (a phone's turn bar grows with a
  // decision's choices).
  bool samePlace(const Camera& o) const { return cx_ == o.cx_ && cy_ == o.cy_ && tile_ == o.tile_; }
  // Goes back to that place and zoom, in this view's rectangle.
  void takePlace(const Camera& o) {
    cx_ = o.cx_;
    cy_ = o.cy_;
    tile_ = o.tile_;
    landIfInstant();
  }
  // The tile size a fit of that box would choose before its limits.
  float fitTile(int x0, int y0, int x1, int y1) const;
  // The screen area the board is shown in (the rest is panels).
  void setView(const Rect& r) { view_ = r; }
  const Rect& view() const { return view_; }

 private:
  // The moves that start from the place shown (a glide under way goes on from there).
  void fromShown();
  void zoomBy(float factor, ImVec2 pivot);
  void panBy(ImVec2 delta);
  void landIfInstant() {
    if (glide_ <= 0) jump();
  }

  Rect view_;
  float cx_ = 0, cy_ = 0;  // board point at the view's centre, where the camera goes
  float tile_ = 90.0f;
  float sx_ = 0, sy_ = 0, st_ = 90.0f;  // the same, as shown now
  float fx_ = 0, fy_ = 0, ft_ = 90.0f;  // shown when the glide under way began
  float gx_ = 0, gy_ = 0, gt_ = 90.0f;  // that glide's end
  double now_ = 0, start_ = 0;  // the last frame's time; the glide's start (the frame it was set)
  float glide_ = 0;
};

}  // namespace carc::app
