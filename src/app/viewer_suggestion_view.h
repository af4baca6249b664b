#pragma once
// The embed viewer's suggestion on screen (?suggest=1; viewer_suggestion_view.cpp; the model:
// viewer_suggestion.h). It is given what it searches, shows and draws with (SuggestionContext),
// not the App.
#include <imgui.h>

#include "app/game_view.h"
#include "app/tile_painter.h"
#include "app/viewer_suggestion.h"

namespace carc::app {

// What the suggestion's row and marks read and draw with in a frame.
struct SuggestionContext {
  const GameView& shown;
  ViewerSuggestion& suggestion;  // asked by the row's button
  TileMeshCache& meshes;         // the suggested tile's picture
  bool atFinal = false;          // the viewer's final step: nothing to suggest
  int markerGroup = 0;           // the board's group of markers shown (ChoiceMarks::markerGroup)
};

// A slice of the suggestion's search this frame; once found, the board is fitted again
// (`fitPending`: frames until it is).
void workSuggestion(ViewerSuggestion& suggestion, const GameSession& session, int& fitPending);
// Its row in the bar (the button, then the move in words), `small` in a small frame.
void suggestionRow(const SuggestionContext& c, bool small);
// The move on the board: the tile on its square as it would be turned, a follower's spot or a
// choice's mark ringed.
void drawSuggestion(const SuggestionContext& c, ImDrawList* dl);

}  // namespace carc::app
