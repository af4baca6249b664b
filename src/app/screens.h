#pragma once
// The parts of a frame, each in its own file.
#include <SDL.h>
#include <imgui.h>

#include <array>
#include <string>
#include <vector>

#include "app/camera.h"
#include "app/game_session.h"

namespace carc::app {

class GameView;
struct ChoiceMarks;
struct SpotFeature;
class TileMeshCache;

// Whose expansion decision is pending, in words: "<expansion's title>: Bob chooses".
std::string decisionTitle(const GameView& shown);
// What an expansion's tile `type` does, in words ("" for a tile with no symbol).
std::string tileText(const GameView& shown, int type);
// Why the device is handed over before a decision of another player's (shown on the pass screen).
std::string passReason(const GameView& shown);
// The players with the best total, by seat: names ("Anna, Ben") and how many; `best` gets the
// total.
std::string winners(const GameView& shown, int& count, int& best);
// final_scoring_view.cpp: the viewer's final step. One scoring of the game's end as the board
// labels it: the event, who took what (points by player, the players named in the label), the
// cells outlined and a stake's origin tile, the log's words for it, the box drawn.
struct FinalLabel {
  int event = -1, column = 0, kind = 0;
  std::vector<int> points;   // by player: all each took from it
  std::vector<int> players;  // those the label names, in seat order
  std::vector<Cell> cells;
  Cell origin;
  bool hasOrigin = false;
  std::string text;
  Rect box;
  bool shown = true;  // false: a compact frame's lost stake, left to the log (no box)
};

// Where things are on screen (CSS pixels), for the panels and the test hook.
struct MeepleSpot {
  int loc = 0;
  ImVec2 at;
};
void meepleSpots(const GameView& shown, std::vector<MeepleSpot>& out);
// The spot a click or tap at `pos` takes: the nearest within a finger's reach, or -1 (the mouse
// lights it).
int meepleSpotAt(const GameView& shown, const std::vector<MeepleSpot>& spots, ImVec2 pos);
// The spot drawn lit: the one Enter takes (picked with Tab), else the one a click at the mouse
// takes; -1 for none (a finger's last touch).
int litMeepleSpot(const GameView& shown, const ChoiceMarks& marks, bool touch,
                  const std::vector<MeepleSpot>& spots);
// The lit spot's words: its feature's (spot_feature.h), then what each figure the spot takes
// makes of it beyond its worth (the deciding module's markNote: "king: 14 points").
std::string meepleSpotWords(const GameView& shown, const SpotFeature& f);
// The radius of a meeple spot's mark at tiles `tilePx` wide.
inline float meepleSpotRadius(float tilePx) {
  return tilePx * 0.17f > 14.0f ? tilePx * 0.17f : 14.0f;
}
// The radius of the follower step's small marker at tiles `tilePx` wide (drawn smaller where
// spots lie closer); lit, its ring reaches kLitMeepleRing past it.
inline float meepleMarkRadius(float tilePx) {
  const float r = tilePx * 0.09f;
  return r < 8.0f ? 8.0f : r > 13.0f ? 13.0f : r;
}
constexpr float kLitMeepleRing = 8.0f;
// Every frame, on a touch screen: the meeple step's marks that overlap at the player's zoom (a
// tile's road, city and fields at a phone's small tiles) are zoomed apart once, about the tile;
// the player's view comes back after the step unless they moved the board meanwhile.
void separateMeepleSpots(const GameView& shown, bool fingers, ChoiceMarks& marks, Camera& camera);
// Where a figure on segment `seg` of the board shown (GameView::board) stands, as the board draws
// it.
bool figureSpot(const GameView& shown, int seg, ImVec2& out);
// A figure's height on screen at the camera's zoom (in the viewer never over 0.6 of a tile).
float figureHeight(const GameView& shown);

// panels.cpp: tile `type` turned `rot` as an item `size` pixels square (the turn box's drawn
// tile, tiles left, the log's placed tiles).
void tileImage(const GameView& shown, TileMeshCache& meshes, int type, int rot, float size,
               float alpha = 1.0f);
// A player's colour as a small meeple, an item `size` pixels square (panels, log, final table).
void swatch(ImU32 fill, ImU32 outline, float size);
// board_view.cpp: outlines the cells on the board as one region (the cells a hovered log line
// concerns: a tile, a follower's tile, a scored feature's tiles).
void highlightCells(const GameView& shown, const std::vector<Cell>& cells);
// The same outline in `colour` into `dl` (last turn's scorings).
void outlineCells(const GameView& shown, ImDrawList* dl, const std::vector<Cell>& cells,
                  ImU32 colour);

// log_text.cpp: the game log in the current language.
struct LogLine {
  std::string text;
  int player = -1;  // colour swatch, -1 for none
  bool score = false;
  int action = -1;  // the move this line words (index into the game's actions); -1: an event's
  int tile = -1;    // a tile type pictured before the text (placed or discarded), -1 for none
  int rot = 0;      // the picture's turn (as placed)
  // The board cells the line concerns (hovering outlines them, a click brings them into view):
  // those it names, and a scoring's tiles (`event`: index into the game's events, -1: none).
  std::array<Cell, 2> cells{};
  int cellCount = 0;
  int event = -1;
  // Part of the game's final scoring (its lines and the game's end): the viewer's final step
  // shows them, not the last move's caption.
  bool final = false;
  void addCell(int cx, int cy) {
    if (cellCount < 2) cells[static_cast<size_t>(cellCount++)] = Cell{cx, cy};
  }
};
// The log's lines, rebuilt when the position or the language changes (log_text.cpp).
struct LogLines {
  std::vector<LogLine> lines;
  int revision = -1, language = -1;
  const void* game = nullptr;
};
// `cache`: the lines kept (LogView::cache).
const std::vector<LogLine>& gameLog(const GameView& shown, LogLines& cache);
// The cells a line concerns, named and scored (none: an empty list).
void logLineCells(const GameView& shown, const LogLine& line, std::vector<Cell>& out);
// A feature kind or score column in words.
const char* featureName(int kind);
const char* scoreColumnName(const RuleSet& rules, int column);

}  // namespace carc::app
