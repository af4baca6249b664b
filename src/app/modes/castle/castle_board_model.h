#pragma once
// The Castle's walled board as a picture, from its data (engine/modes/castle/castle_data.h): the
// tile spaces, the wall around them (one cell thick: start spaces stand on it), the scoring track
// along the wall's outer side with the Falcon's gates among its spaces, and the corner towers. In
// board units as the camera's (cell x, y covers [x - 0.5, x + 0.5] x [y - 0.5, y + 0.5]); no
// ImGui, so it is tested natively (tests/app/castle_board_model_test.cpp).
//
// The printed board was not available (docs/castle.md): the picture spaces the track evenly
// along the wall, clockwise from its north-west corner, as the data's track runs 0 to 99.
#include <vector>

#include "app/board_model.h"
#include "engine/modes/castle/castle_data.h"

namespace carc::app {

struct BoardPoint {
  float x = 0, y = 0;
};

// One place on the track: a scoring space or a gate (not a space: markers pass it).
struct TrackSlot {
  BoardPoint at;   // its centre
  BoardPoint out;  // the way out of the castle there (unit length), for markers and numbers
  int space = -1;  // 0..99, or -1 for a gate
};

struct CastleBoardPicture {
  std::vector<Cell> spaces;         // the tile spaces (CastleData's cells, in their order)
  std::vector<Cell> wall;           // the wall's cells around them, start spaces' included
  std::vector<BoardPoint> outline;  // the wall's outer edge, clockwise from its north-west corner
  std::vector<TrackSlot> track;     // clockwise from space 0: spaces and gates
  std::vector<int> slotOfSpace;     // track space (0..99) -> index into `track`
  std::vector<BoardPoint> towers;   // each corner tower between its two spaces (data order)
  std::vector<BoardPoint> towerAt;  // where each is drawn: kTowerOut further out
  float slotLength = 0;             // the track's length per slot
  CellBox bounds;                   // all of it
};

// `gates`: a gate after each of these track spaces (the Falcon's; none for the Castle alone).
CastleBoardPicture castleBoardPicture(const castle::CastleData& data,
                                      const std::vector<int>& gates);

// The track's width across (board units): the band the slots stand in, outside the wall.
constexpr float kTrackWidth = 0.7f;
// A corner tower is drawn on the band's outer edge, this far out from the track's middle: it marks
// its two spaces and leaves their numbers in sight.
constexpr float kTowerOut = kTrackWidth * 0.5f;

}  // namespace carc::app
