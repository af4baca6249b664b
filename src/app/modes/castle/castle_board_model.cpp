#include "app/modes/castle/castle_board_model.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <utility>

namespace carc::app {
namespace {

using Corner = std::pair<int, int>;  // a cell corner in half cells: (2x - 1, 2y - 1) is x-.5, y-.5

// The edges of a region of cells with the region on their right (clockwise on the screen, y
// south), each from one corner to the next: start -> end.
std::map<Corner, Corner> boundaryEdges(const std::set<Corner>& cells) {
  std::map<Corner, Corner> next;
  auto in = [&](int x, int y) { return cells.count({x, y}) > 0; };
  for (const Corner& c : cells) {
    const int x = c.first, y = c.second, l = 2 * x - 1, r = 2 * x + 1, t = 2 * y - 1, b = 2 * y + 1;
    if (!in(x, y - 1)) next[{l, t}] = {r, t};  // north side, going east
    if (!in(x + 1, y)) next[{r, t}] = {r, b};  // east side, going south
    if (!in(x, y + 1)) next[{r, b}] = {l, b};  // south side, going west
    if (!in(x - 1, y)) next[{l, b}] = {l, t};  // west side, going north
  }
  return next;
}

// The region's outer edge as a closed polygon of its corners only (straight runs merged),
// clockwise from its north-west corner (the top row's left end).
std::vector<BoardPoint> outlineOf(const std::set<Corner>& cells) {
  const std::map<Corner, Corner> next = boundaryEdges(cells);
  Corner start = next.begin()->first;
  for (const auto& e : next)
    if (e.first.second < start.second ||
        (e.first.second == start.second && e.first.first < start.first))
      start = e.first;
  std::vector<Corner> walk;
  Corner at = start;
  do {
    walk.push_back(at);
    at = next.at(at);
  } while (at != start && walk.size() <= next.size());
  std::vector<BoardPoint> out;
  const size_t n = walk.size();
  for (size_t i = 0; i < n; ++i) {
    const Corner& a = walk[(i + n - 1) % n];
    const Corner& b = walk[i];
    const Corner& c = walk[(i + 1) % n];
    const bool straight = (a.first == b.first && b.first == c.first) ||
                          (a.second == b.second && b.second == c.second);
    if (!straight)
      out.push_back({0.5f * static_cast<float>(b.first), 0.5f * static_cast<float>(b.second)});
  }
  return out;
}

BoardPoint unit(BoardPoint a, BoardPoint b) {
  const float dx = b.x - a.x, dy = b.y - a.y, len = std::sqrt(dx * dx + dy * dy);
  return len > 0 ? BoardPoint{dx / len, dy / len} : BoardPoint{};
}

// Outward (clockwise on the screen: the left hand of the way along).
BoardPoint outward(BoardPoint dir) {
  return {dir.y, -dir.x};
}

// The polygon moved out by `d` (a rectilinear polygon: each corner along both sides' normals).
std::vector<BoardPoint> offset(const std::vector<BoardPoint>& poly, float d) {
  std::vector<BoardPoint> out;
  const size_t n = poly.size();
  for (size_t i = 0; i < n; ++i) {
    const BoardPoint nin = outward(unit(poly[(i + n - 1) % n], poly[i]));
    const BoardPoint nout = outward(unit(poly[i], poly[(i + 1) % n]));
    out.push_back({poly[i].x + d * (nin.x + nout.x), poly[i].y + d * (nin.y + nout.y)});
  }
  return out;
}

// `count` slots at equal steps along the closed polygon, the first half a step from its start.
std::vector<TrackSlot> slotsAlong(const std::vector<BoardPoint>& poly, int count, float& step) {
  float length = 0;
  for (size_t i = 0; i < poly.size(); ++i) {
    const BoardPoint a = poly[i], b = poly[(i + 1) % poly.size()];
    length += std::hypot(b.x - a.x, b.y - a.y);
  }
  step = length / static_cast<float>(count);
  std::vector<TrackSlot> out;
  size_t side = 0;
  float before = 0;  // the length of the sides before `side`
  for (int k = 0; k < count; ++k) {
    const float want = (static_cast<float>(k) + 0.5f) * step;
    for (;;) {
      const BoardPoint a = poly[side], b = poly[(side + 1) % poly.size()];
      const float len = std::hypot(b.x - a.x, b.y - a.y);
      if (want <= before + len || side + 1 == poly.size()) {
        const BoardPoint dir = unit(a, b);
        const float t = want - before;
        out.push_back({{a.x + dir.x * t, a.y + dir.y * t}, outward(dir), -1});
        break;
      }
      before += len;
      ++side;
    }
  }
  return out;
}

}  // namespace

CastleBoardPicture castleBoardPicture(const castle::CastleData& data,
                                      const std::vector<int>& gates) {
  CastleBoardPicture pic;
  std::set<Corner> inside, walled;
  for (int c = 0; c < data.cells; ++c) {
    pic.spaces.push_back(
        Cell{data.cellX[static_cast<size_t>(c)], data.cellY[static_cast<size_t>(c)]});
    inside.insert({pic.spaces.back().x, pic.spaces.back().y});
  }
  // The wall: every cell touching a tile space, corners included (it closes round the notch).
  walled = inside;
  for (const Cell& s : pic.spaces)
    for (int dy = -1; dy <= 1; ++dy)
      for (int dx = -1; dx <= 1; ++dx)
        if (walled.insert({s.x + dx, s.y + dy}).second)
          pic.wall.push_back(Cell{s.x + dx, s.y + dy});
  std::sort(pic.wall.begin(), pic.wall.end(),
            [](const Cell& a, const Cell& b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
  pic.outline = outlineOf(walled);
  // The track: its spaces in order, a gate after each gate space.
  const std::vector<BoardPoint> band = offset(pic.outline, kTrackWidth * 0.5f);
  const int slots = castle::kTrackSpaces + static_cast<int>(gates.size());
  pic.track = slotsAlong(band, slots, pic.slotLength);
  pic.slotOfSpace.assign(castle::kTrackSpaces, -1);
  int k = 0;
  for (int space = 0; space < castle::kTrackSpaces && k < slots; ++space) {
    pic.track[static_cast<size_t>(k)].space = space;
    pic.slotOfSpace[static_cast<size_t>(space)] = k++;
    if (std::find(gates.begin(), gates.end(), space) != gates.end()) ++k;  // the gate's slot
  }
  for (const castle::Tower& t : data.towers) {
    const BoardPoint a =
        pic.track[static_cast<size_t>(pic.slotOfSpace[static_cast<size_t>(t.space)])].at;
    const BoardPoint b =
        pic.track[static_cast<size_t>(
                      pic.slotOfSpace[static_cast<size_t>((t.space + 1) % castle::kTrackSpaces)])]
            .at;
    pic.towers.push_back({(a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f});
    const BoardPoint out =
        pic.track[static_cast<size_t>(pic.slotOfSpace[static_cast<size_t>(t.space)])].out;
    pic.towerAt.push_back(
        {pic.towers.back().x + out.x * kTowerOut, pic.towers.back().y + out.y * kTowerOut});
  }
  float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f;
  for (const BoardPoint& p : offset(pic.outline, kTrackWidth + kTowerOut * 0.5f)) {
    x0 = std::min(x0, p.x), y0 = std::min(y0, p.y), x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
  }
  // Cells are centred on whole numbers: the cell holding each extreme.
  pic.bounds = CellBox{static_cast<int>(std::lround(x0)), static_cast<int>(std::lround(y0)),
                       static_cast<int>(std::lround(x1)), static_cast<int>(std::lround(y1))};
  return pic;
}

}  // namespace carc::app
