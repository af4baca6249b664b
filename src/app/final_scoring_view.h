#pragma once
// The embed viewer's final step on the board: every scoring of the game's end outlined and
// labelled with who took how many points, the labels placed apart near their features. It keeps
// the labels drawn this frame (for the test hook) and their placement, and is given what it draws
// (FinalStepContext), not the App.
#include <imgui.h>

#include <functional>
#include <vector>

#include "app/board_model.h"
#include "app/camera.h"
#include "app/game_session.h"
#include "app/screens.h"

namespace carc::app {

// What the final step reads and asks for in a frame.
struct FinalStepContext {
  const GameSession& session;
  const BoardModel& board;
  const Camera& camera;
  const std::vector<LogLine>& log;  // the game log: each label's words
  // Where a scoring with no tiles (a bonus) is shown (ModeUi::bonusCells).
  std::function<void(const ScoreEvent&, std::vector<Cell>&)> bonusCells;
  std::function<ImU32(int player)> fill;  // a player's colour
  // Outlines cells on the board as one region (outlineCells).
  std::function<void(ImDrawList*, const std::vector<Cell>&, ImU32)> outline;
};

// The final step's scorings (the events of the game's end with someone to name).
void finalScorings(const FinalStepContext& ctx, std::vector<FinalLabel>& out);

class FinalStepView {
 public:
  // The labels as drawn this frame (for the test hook), and whether they were made compact to
  // leave the board visible (a small frame).
  std::vector<FinalLabel> labels;
  bool compact = false;

  // The scorings' outlines (under the figures), then their labels (over them).
  void drawOutlines(const FinalStepContext& ctx, ImDrawList* dl);
  void drawLabels(const FinalStepContext& ctx, ImDrawList* dl);

 private:
  // Placing the labels searches a grid: done again only when they or the board moved.
  std::vector<float> placedKey_;
  std::vector<Rect> placed_;
};

}  // namespace carc::app
