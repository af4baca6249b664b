// The Castle's board as the game page draws it (app/modes/castle/castle_board_model.cpp), from the
// castle's and the Falcon's data (docs/castle.md): every tile space inside the wall, the start
// spaces on it, the track's 100 spaces in order round the wall with the Falcon's gates between
// their two spaces (seed 002: 27/28, 47/48, 69/70, 91/92), each corner tower between its spaces.
#include "app/modes/castle/castle_board_model.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "engine/modes/castle/castle_mode.h"
#include "engine/modes/castle/falcon.h"

namespace carc::app {
namespace {

bool has(const std::vector<Cell>& cells, Cell c) {
  return std::find(cells.begin(), cells.end(), c) != cells.end();
}

// Whether point p lies inside the closed polygon (even-odd rule).
bool inside(const std::vector<BoardPoint>& poly, BoardPoint p) {
  bool in = false;
  for (size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++) {
    const BoardPoint a = poly[i], b = poly[j];
    if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x) in = !in;
  }
  return in;
}

CastleBoardPicture pictureOf(const std::vector<std::string>& expansions, std::vector<int>& gates) {
  std::string why;
  const auto rules = castle::makeCastle(expansions, why);
  EXPECT_TRUE(rules) << why;
  const auto* falcon = dynamic_cast<const castle::Falcon*>(rules->extension());
  gates = falcon ? falcon->gates() : std::vector<int>();
  return castleBoardPicture(rules->data(), gates);
}

void expectTrackInOrder(const CastleBoardPicture& pic, const std::vector<int>& gates) {
  ASSERT_EQ(pic.slotOfSpace.size(), 100u);
  ASSERT_EQ(pic.track.size(), 100u + gates.size());
  for (int s = 0; s < 100; ++s) {
    const int k = pic.slotOfSpace[static_cast<size_t>(s)];
    EXPECT_EQ(pic.track[static_cast<size_t>(k)].space, s);
    const bool gate = std::find(gates.begin(), gates.end(), s) != gates.end();
    if (s + 1 < 100) {
      EXPECT_EQ(pic.slotOfSpace[static_cast<size_t>(s + 1)], k + (gate ? 2 : 1));
    }
    if (gate) {
      EXPECT_EQ(pic.track[static_cast<size_t>(k + 1)].space, -1) << "gate after " << s;
    }
  }
  // Evenly along the wall, outside it, each slot one step from the next.
  for (size_t k = 0; k < pic.track.size(); ++k) {
    const BoardPoint a = pic.track[k].at, b = pic.track[(k + 1) % pic.track.size()].at;
    EXPECT_LE(std::hypot(b.x - a.x, b.y - a.y), pic.slotLength * 1.001f) << "slot " << k;
    EXPECT_FALSE(inside(pic.outline, a)) << "slot " << k;
  }
}

TEST(CastleBoardModel, TheCastlesSpacesWallAndTrack) {
  std::vector<int> gates;
  const CastleBoardPicture pic = pictureOf({}, gates);
  EXPECT_EQ(pic.spaces.size(), 76u);
  // The notch in the north-east (castle.txt's board rows): no tile space; the wall follows it
  // (its cells next to the interior walled), so its far corner lies outside the castle.
  EXPECT_FALSE(has(pic.spaces, Cell{7, 0}));
  EXPECT_TRUE(has(pic.wall, Cell{7, 0}));
  EXPECT_FALSE(has(pic.spaces, Cell{8, 0}));
  EXPECT_FALSE(has(pic.wall, Cell{8, 0}));
  EXPECT_FALSE(inside(pic.outline, BoardPoint{8.0f, 0.0f}));
  EXPECT_TRUE(has(pic.spaces, Cell{5, 0}));
  for (const Cell& c : pic.spaces) {
    EXPECT_FALSE(has(pic.wall, c));
    EXPECT_TRUE(inside(pic.outline, BoardPoint{static_cast<float>(c.x), static_cast<float>(c.y)}));
  }
  // The start spaces stand on the wall (castle.txt: 2,-1 path; 8,1 market in the notch; ...).
  for (Cell c :
       {Cell{2, -1}, Cell{8, 1}, Cell{-1, 3}, Cell{9, 4}, Cell{-1, 6}, Cell{4, 9}, Cell{7, 9}})
    EXPECT_TRUE(has(pic.wall, c)) << c.x << "," << c.y;
  expectTrackInOrder(pic, gates);
  // Space 0 at the wall's north-west corner, the track running east from it.
  EXPECT_LT(pic.track[0].at.x, 0.0f);
  EXPECT_LT(pic.track[0].at.y, -1.0f);
  EXPECT_GT(pic.track[3].at.x, pic.track[0].at.x);
  // 14 corner towers, each between its two spaces.
  ASSERT_EQ(pic.towers.size(), 14u);
  const BoardPoint t12 = pic.towers[1];  // 12/13 (spielwiese.at)
  const BoardPoint s12 = pic.track[static_cast<size_t>(pic.slotOfSpace[12])].at;
  EXPECT_LT(std::hypot(t12.x - s12.x, t12.y - s12.y), pic.slotLength);
  // Each drawn on the band's outer edge beside them, inside the board's bounds.
  ASSERT_EQ(pic.towerAt.size(), 14u);
  for (size_t i = 0; i < pic.towers.size(); ++i) {
    const BoardPoint a = pic.towers[i], d = pic.towerAt[i];
    EXPECT_NEAR(std::hypot(d.x - a.x, d.y - a.y), kTowerOut, 1e-4f);
    EXPECT_GE(d.x, static_cast<float>(pic.bounds.x0) - 0.5f);
    EXPECT_LE(d.x, static_cast<float>(pic.bounds.x1) + 0.5f);
    EXPECT_GE(d.y, static_cast<float>(pic.bounds.y0) - 0.5f);
    EXPECT_LE(d.y, static_cast<float>(pic.bounds.y1) + 0.5f);
  }
  for (const TrackSlot& s : pic.track) {
    EXPECT_GE(s.at.x, static_cast<float>(pic.bounds.x0) - 0.5f);
    EXPECT_LE(s.at.x, static_cast<float>(pic.bounds.x1) + 0.5f);
    EXPECT_GE(s.at.y, static_cast<float>(pic.bounds.y0) - 0.5f);
    EXPECT_LE(s.at.y, static_cast<float>(pic.bounds.y1) + 0.5f);
  }
}

TEST(CastleBoardModel, TheFalconsGatesAndLargerBoard) {
  std::vector<int> gates;
  const CastleBoardPicture pic = pictureOf({"falcon"}, gates);
  EXPECT_EQ(gates, (std::vector<int>{27, 47, 69, 91}));
  EXPECT_EQ(pic.spaces.size(), 95u);
  EXPECT_TRUE(has(pic.wall, Cell{5, 10}));  // the start spaces at the gates 69/70 and 91/92
  EXPECT_TRUE(has(pic.wall, Cell{-1, 5}));
  expectTrackInOrder(pic, gates);
}

}  // namespace
}  // namespace carc::app
