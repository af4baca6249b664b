#pragma once
// The first screen (setup_screen.cpp): the game (a mode with a UI module), players (names, who
// plays each, colours), the mode's expansions with their options, a seed, how far Undo reaches,
// the language. SetupModel is what it edits; it is given the rest (SetupContext), not the App.
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "app/game_session.h"
#include "app/layout.h"

namespace carc::app {

// One expansion as the setup screen shows it, with its options (check boxes under it), from the
// engine's list (modes/registry.h: ExpansionInfo).
struct ExpansionChoice {
  std::string name;      // catalog name
  std::string titleKey;  // i18n key of its title
  bool enabled = false;
  std::vector<std::pair<std::string, bool>> options;  // option name, chosen
  // The header item it starts a game with: "name" or "name(option ...)".
  std::string item() const {
    std::string opts;
    for (const auto& o : options)
      if (o.second) opts += (opts.empty() ? "" : " ") + o.first;
    return opts.empty() ? name : name + "(" + opts + ")";
  }
};

// A game mode as the setup screen offers it (a mode with a UI module), with its expansions.
struct ModeChoice {
  std::string name;      // the engine's mode name (a record's "Mode:")
  std::string titleKey;  // its module's title
  int minPlayers = 2, maxPlayers = kMaxPlayers;
  std::vector<ExpansionChoice> expansions;
};

struct SetupModel {
  std::vector<PlayerInfo> players;
  // The modes a game may be started in, the default first (engine/modes/registry.h), and the one
  // chosen; its expansions are the check boxes shown.
  std::vector<ModeChoice> modes;
  size_t mode = 0;
  ModeChoice& chosen() { return modes[mode]; }
  // Undo takes back any move at once; off (the default), another player's move only once that
  // player agrees (App::undo). Remembered on this device (setting "undo").
  bool undoFree = false;
  char seed[24] = "";
  std::string error;
  // Start was pressed over a game whose last moves no save holds (storage full or off), at this
  // revision of it: a second press discards them.
  int discardAsked = -1;
  // The pinned bar's top (a phone: Start, Rules, Saves), 0 without one: notices stay above it.
  float barTop = 0;
};

// What the setup screen reads and asks for in a frame.
struct SetupContext {
  SetupModel& setup;
  const Layout& layout;
  bool touch = false;  // the last input was a finger's (a drag scrolls)
  int revision = 0;    // the game's position (the question about its unsaved moves)
  bool& showHelp;      // the rules help, open or closed by Rules
  bool& savesOpen;     // the Saves & links window, open or closed by Saves
  // A game is in progress (Back to it; Start may leave unsaved moves): asked again after Start.
  std::function<bool()> gameOn;
  // The game left has moves nothing holds: Start asks once more (App::leavingUnsavedMoves).
  std::function<bool()> leavingUnsavedMoves;
  std::function<void(const GameConfig&)> start;  // a new game (App::startNewGame)
  std::function<void()> backToGame;
  std::function<void(const std::string& code)> setLanguage;
  std::function<void()> drawHelp;  // the rules help window
};

// The screen. `enter`: Enter was pressed outside a text field (starts the game, unless a window
// or a list is open over the screen).
void drawSetupScreen(const SetupContext& ctx, bool enter);
// Why the last Start did not start a game, in words ("" when it did): `gameOn`, a game is in
// progress, at `revision`.
std::string setupErrorText(const SetupModel& setup, bool gameOn, int revision);
// The language switcher (a combo box; items recorded as lang_<code>), rows a finger can hit when
// `fingers`.
void languageCombo(bool fingers, const std::function<void(const std::string& code)>& setLanguage);

}  // namespace carc::app
