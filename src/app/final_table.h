#pragma once
// The final-score table at a game's end (desktop: a row per player and a column per score kind;
// phone: a column per player, headed by the player's colour and name, turned a quarter turn when
// too wide), the winners, and New game / Show the board. It is given what it shows
// (FinalTableContext), not the App.
#include <functional>
#include <string>

#include "app/game_session.h"
#include "app/layout.h"
#include "app/palette.h"

namespace carc::app {

// What the table reads and asks for in a frame.
struct FinalTableContext {
  const Layout& layout;
  const GameSession& session;
  std::function<std::string(int player)> playerName;
  std::function<const palette::PlayerColour&(int player)> colour;
  // The players with the best total: names and how many, `best` the total (App::winners).
  std::function<std::string(int& count, int& best)> winners;
  std::function<void()> drawNotes;  // what the mode's columns do not say (ModeUi::drawFinalNotes)
  std::function<void()> newGame;    // the setup screen
};

class FinalTable {
 public:
  // Shown when the game is over, until the player closes it; again whenever the game reaches
  // its end anew.
  bool open = true;
  void draw(const FinalTableContext& ctx);
};

}  // namespace carc::app
