#pragma once
// What a game mode or one of its expansions shows in the app. Each mode has a module in
// src/app/modes/ and each expansion one in src/app/expansions/, listed in
// src/app/modes/registry.cpp beside the engine's registry. The shared code (board, panels, log,
// setup, test hook) asks the modules of the game shown and never names a mode or an expansion
// itself (scripts/check-app-names.sh). Every hook has a neutral default: a module implements only
// what it shows.
#include <SDL.h>
#include <imgui.h>

#include <string>
#include <utility>
#include <vector>

#include "app/tile_geometry.h"
#include "engine/core/actions.h"
#include "engine/core/rule_set.h"
#include "engine/modes/base/state.h"

namespace carc {
class Game;
}

namespace carc::app {

class GameView;
class JsonWriter;
struct ActionNote;
struct LogLine;

// A neutral figure on the board, for the test hook: its name and cell.
struct NeutralFigure {
  std::string name;
  int x = 0, y = 0;
};

class UiModule {
 public:
  virtual ~UiModule() = default;
  // The engine's name: a mode's (a record's "Mode:") or an expansion's catalog name.
  virtual const char* name() const = 0;
  // The i18n key of its title (setup check box, rules help heading, decision title).
  virtual std::string titleKey() const { return "exp." + std::string(name()); }

  // ---- tiles (no game needed: symbols are tile data, claimed by the module that knows them)
  virtual void symbolRules(const RuleSet&, SymbolRules&) const {}
  // Paints symbol `sym` at `at` (unit square) of a tile whose top-left corner is `origin` and
  // side `s` pixels (printed orientation); false: not its.
  virtual bool paintSymbol(ImDrawList*, const std::string& /*sym*/, ImVec2 /*origin*/, float /*s*/,
                           ImVec2 /*at*/) const {
    return false;
  }
  // The text drawn upright beside a symbol ("" for none) and a symbol's meaning in words ("").
  virtual std::string symbolLabel(const std::string&) const { return {}; }
  virtual std::string symbolText(const std::string&) const { return {}; }

  // ---- board: under the tiles and over the figures, for the position shown (a player's view)
  virtual void drawBackdrop(const GameView&, ImDrawList*, const Position& /*view*/) const {}
  virtual void drawOverlays(const GameView&, ImDrawList*, const Position& /*view*/) const {}
  // The mark of an action answered on the board; false: the plain marker.
  virtual bool drawActionGlyph(ImDrawList*, const Action&, ImVec2, float /*h*/,
                               float /*alpha*/) const {
    return false;
  }
  // The placed tile a decision is about (outlined on the board, brought into view), or -1.
  virtual int decisionTile(const GameView&, const Decision&) const { return -1; }
  virtual void neutralFigures(const GameView&, std::vector<NeutralFigure>&) const {}
  // Actions marked on the board in groups shown one at a time (a key and buttons switch): the
  // action's group (-1: none), each group's button id and label key, the key that switches.
  virtual int markerGroup(const Action&) const { return -1; }
  virtual std::string markerGroupId(int) const { return {}; }
  virtual const char* markerGroupLabel(int) const { return ""; }
  virtual SDL_Scancode markerGroupKey() const { return SDL_SCANCODE_UNKNOWN; }

  // ---- decisions
  // A choice's button text, "" where the module does not word it.
  virtual std::string choiceText(const GameView&, const Decision&, const Action&) const {
    return {};
  }
  // A played decision's log line; false where the module does not word it.
  virtual bool playedText(const GameView&, const Decision&, const Action&, const ActionNote&,
                          std::string& /*out*/) const {
    return false;
  }
  // The cells a played decision's log line outlines besides its note's (a cell it names).
  virtual void playedCells(const Action&, LogLine&) const {}
  virtual std::string decisionHint(const GameView&, const Decision&) const { return {}; }
  // Why the device is handed over beyond whose decision it is ("" for nothing more).
  virtual std::string passReason(const GameView&, const Decision&) const { return {}; }
  // The followers an action names (figure indices), how many (0-2); `worded` false when its
  // words do not carry their number (one choice about a pair already ringed).
  virtual int actionFigures(const GameView&, const Action&, int* /*out*/, bool& worded) const {
    worded = true;
    return 0;
  }
  // Long lists chosen in two steps: an action's first step (-1: none), its button's words, and
  // the key of the way back.
  virtual int firstStep(const Action&) const { return -1; }
  // The features a listed choice is about besides the followers it names (a token's: the
  // roads and cities of the tile it goes on), as (placed tile, location) pairs, and what the choice
  // makes of them in words ("" for nothing); the board outlines and words them while it is hovered.
  virtual std::string choiceFeatures(const GameView&, const Decision&, const Action&,
                                     std::vector<std::pair<int, int>>& /*out*/) const {
    return {};
  }
  // What taking a mark on the board makes of the feature it is on (`feature`, as the follower
  // step describes it): "→ with the figure: 9 points"; "" for nothing beyond its worth.
  virtual std::string markNote(const GameView&, const Action&,
                               const FeatureInfo& /*feature*/) const {
    return {};
  }
  virtual std::string firstStepText(const GameView&, int) const { return {}; }
  virtual const char* firstStepBackKey() const { return ""; }

  // ---- log and scoring
  // A score column whose events are stakes: the players with a follower count staked something,
  // won or lost (their line is shown at 0 points).
  virtual bool stakeColumn(const RuleSet&, int) const { return false; }
  // A player's line of a scoring in this module's column(s); false: not its.
  virtual bool scoreLine(const GameView&, const ScoreEvent&, int /*p*/, int /*pts*/,
                         const std::string& /*what*/, const std::string& /*tiles*/,
                         std::string& /*line*/) const {
    return false;
  }
  // Words added to a player's scoring line (a stake turned up).
  virtual void scoreLineNote(const GameView&, const ScoreEvent&, int /*p*/, std::string&) const {}
  // What a feature nobody scored was worth (a figure's change included): the board's "+N".
  virtual bool worth(const RuleSet&, const ScoreEvent&, int&) const { return false; }
  // Lines after a scoring's (what the scoring set off); `event`: its index.
  virtual void afterScoring(const GameView&, const ScoreEvent&, int /*event*/,
                            std::vector<LogLine>&) const {}
  // Lines after a placement's (what it did without a decision).
  virtual void afterPlacement(const GameView&, const Action&, int /*move*/, int /*player*/,
                              int /*tile*/, std::vector<LogLine>&) const {}
  // The board's label of a scoring that won nothing ("" keeps "+0").
  virtual std::string nothingWonLabel(const RuleSet&, const ScoreEvent&) const { return {}; }

  // ---- panels
  // A mark by player p's name (0: none) and its drawing (after ImGui::SameLine).
  virtual float playerBadgeWidth(const GameView&, int) const { return 0; }
  virtual void drawPlayerBadge(const GameView&, int) const {}
  // Followers player p lost for good (out of the count).
  virtual int followersLost(const GameView&, int) const { return 0; }

  // ---- the test hook: its own fields of window.carc.state() (an object named for it)
  virtual void hookFields(const GameView&, JsonWriter&) const {}

  // ---- the session (no ImGui): a note taken before an action (the followers it moves)
  virtual void noteBefore(const RuleSet&, const Game&, const Action&, const ActionNote*,
                          ActionNote&) const {}
};

}  // namespace carc::app
