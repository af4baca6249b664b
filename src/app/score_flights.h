#pragma once
// Points on their way to the score: each scoring of a move played in the game page sends its
// points from the scored feature to the player's score in the panel, a badge in the player's
// colour, so that the eye follows where they went. An undo, a load or a new game sends none.
#include <imgui.h>

#include <functional>
#include <vector>

#include "engine/core/game.h"

namespace carc::app {

struct ScoreFlight {
  ImVec2 from;  // the feature's middle in board coordinates (the flight starts there as the
                // camera shows it)
  int player = 0;
  int points = 0;
  double start = 0;  // ms
};

// A flight as drawn this frame (for the test hook): its progress 0-1 and its badge.
struct ShownFlight {
  int player = 0;
  int points = 0;
  float progress = 0;
  ImVec2 at;
  ImVec2 target;
};

class ScoreFlights {
 public:
  static constexpr double kFlightMs = 900;   // each badge's way
  static constexpr double kStaggerMs = 150;  // between the scorings of one move

  // The game's events once per frame: the scorings new since the last call (the game moved on,
  // `cursor` up) from action `from` on (the turn whose scorings the board labels), final scoring
  // left to the final table; `middle` gives a scoring's place in board coordinates (false: none).
  void follow(const std::vector<GameEvent>& events, int cursor, int from, double now,
              const std::function<bool(const ScoreEvent&, ImVec2&)>& middle);
  // Draws the flights at `now` over everything (`toScreen`: board to screen; `target`: where
  // player p's score is on screen, false if it is not shown; `fill`: p's colour); ends those done.
  void draw(ImDrawList* dl, double now, const std::function<ImVec2(ImVec2)>& toScreen,
            const std::function<bool(int, ImVec2&)>& target, const std::function<ImU32(int)>& fill);
  bool flying() const { return !flights_.empty(); }
  // Each badge's way in ms (tests slow it down to look at a flight on a busy machine).
  void setDuration(double ms) { duration_ = ms; }
  const std::vector<ShownFlight>& shown() const { return shown_; }
  // The flights the last move that scored sent (until an undo or another game), for the hook.
  const std::vector<ScoreFlight>& lastSent() const { return sent_; }

 private:
  std::vector<ScoreFlight> flights_;
  std::vector<ShownFlight> shown_;
  std::vector<ScoreFlight> sent_;
  double duration_ = kFlightMs;
  size_t seen_ = 0;
  int cursor_ = 0;
};

}  // namespace carc::app
