#pragma once
// What only a game mode's UI module answers: everything that reads the mode's own position. The
// shared views (board, panels, log, final table, test hook) read a position through the RuleSet
// (scores, supply, the drawn tile, tiles left) and through the neutral BoardModel the mode's
// module fills (placed tiles, segments, figures); what one mode alone has (the base game's open
// grid, a walled board's wall and track) its module draws. An expansion's module is a UiModule
// only.
#include <imgui.h>

#include "app/board_model.h"
#include "app/ui_module.h"

namespace carc::app {

class ModeUi : public UiModule {
 public:
  // ---- tiles
  // The tile set its tiles are drawn from (pictures, tiles left, the log's tiles).
  virtual const TileSet& tileSet(const RuleSet&) const = 0;
  // Paints one of its tiles in printed orientation at `origin`, `size` pixels square (baked once
  // per type and turn, tile_painter.h).
  virtual void paintTile(ImDrawList*, const TileShape&, ImVec2 origin, float size) const = 0;

  // ---- the board
  // The board of position `p` (a player's view of it) as the shared views read it.
  virtual void fillBoard(const RuleSet&, const Position& p, BoardModel& out) const = 0;
  // Draws figure `f` standing at `at` on segment `seg`, `h` pixels tall, in a player's colours
  // (a mode's neutral figure in neutral ones).
  virtual void drawFigure(const RuleSet&, ImDrawList*, const FigureView& f, const SegmentView& seg,
                          ImVec2 at, float h, ImU32 fill, ImU32 outline) const = 0;
  // Why the drawn tile cannot go to cell (x, y): an i18n key.
  virtual const char* whyNotHere(const RuleSet&, const Position&, int x, int y) const = 0;
  // Whether an action of a tagged decision points at a segment of a placed tile (x, y, loc):
  // marked on the board, its button folded under "All choices".
  virtual bool actionOnBoard(const RuleSet&, const Decision&, const Action&) const = 0;

  // ---- panels and the final table
  // The followers player p owns (the players' table counts the supply out of these).
  virtual int followersOwned(const RuleSet&, int player) const = 0;
  // The first score columns the final table always shows (the others where someone scored).
  virtual int fixedScoreColumns(const RuleSet&) const = 0;
  // Lines under the final table, wrapped at its width, for what its columns do not say.
  virtual void drawFinalNotes(const GameView&) const {}
  // The cells a scoring with no tiles of its own is about (a walled board's largest empty area,
  // a keep's prize), outlined and labelled there as a feature's tiles are; none by default.
  virtual void bonusCells(const GameView&, const ScoreEvent&, std::vector<Cell>&) const {}

  // ---- the game's flow
  // A decision of chance the app answers as it draws a tile (App::drawIfNeeded): its one legal
  // answer in a seeded game, one at random where the record says (explicit draws).
  virtual bool chanceDecision(const Decision&) const { return false; }
  // How likely an answer of a chance decision with several is, relative to the others (the
  // copies of it left to find); all alike by default.
  virtual int chanceWeight(const RuleSet&, const Position&, const Action&) const { return 1; }
};

}  // namespace carc::app
