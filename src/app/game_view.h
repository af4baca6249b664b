#pragma once
// What the modules of a game's mode and expansions (ui_module.h, mode_ui.h) and the views that
// only word or draw the game (action_text, log_text, spot_feature, expansion_view, figures and
// outlines on the board) read of the game shown: read-only. App implements it (App::shown()); a
// module or such a view never receives the App. What one of them changes (the camera when marks
// are zoomed apart, the marks' state) is passed to it on its own.
#include <imgui.h>

#include <string>
#include <vector>

#include "app/board_model.h"
#include "app/camera.h"
#include "app/game_session.h"
#include "app/palette.h"
#include "app/tile_geometry.h"

namespace carc::app {

class GameView {
 public:
  virtual ~GameView() = default;
  // The game: its rules, history, players (what it changes is App's).
  virtual const GameSession& session() const = 0;
  // The current decision's legal actions (GameSession::legal, made once per position).
  virtual const ActionList& legal() const = 0;
  // The position as the acting player may see it, and its board as the mode's module reads it
  // (board_model.h): made once per position.
  virtual const Position& viewPosition() const = 0;
  virtual const BoardModel& board() const = 0;
  // The tile set of the game's mode, and its tiles' pictures (segments' shapes and anchors).
  virtual const TileSet& tileSet() const = 0;
  virtual const TileGeometry& geometry() const = 0;
  // The tiles left in the bag, per tile type and all of them.
  virtual const std::vector<int>& tilesLeft() const = 0;
  virtual int bagCount() const = 0;
  // Board to screen.
  virtual const Camera& camera() const = 0;
  // Player p's name in the page's language, and seat colour.
  virtual std::string playerName(int p) const = 0;
  virtual const palette::PlayerColour& playerColour(int p) const = 0;
  ImU32 playerFill(int p) const { return playerColour(p).fill; }
  ImU32 playerOutline(int p) const { return playerColour(p).outline; }
  // The page is the embed viewer (read-only; its figures shrink with its tiles).
  virtual bool viewer() const = 0;
  // Player p's total as shown (in the viewer, before the final step without the final scoring).
  virtual int shownTotal(int p) const = 0;
};

}  // namespace carc::app
