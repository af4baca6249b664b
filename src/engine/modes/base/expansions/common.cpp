#include "engine/modes/base/expansions/common.h"

#include <cstdlib>

namespace carc::xp {

std::string segmentText(const Rules& r, const State& s, int seg) {
  const SegNode& n = s.features.nodes[seg];
  const PlacedTile& p = s.board.tiles[n.tile];
  const int loc = r.type(p.type).rot[p.rot].canon[n.local];
  return std::to_string(p.x) + "," + std::to_string(p.y) + ":" + std::string(kLocationNames[loc]);
}

namespace {
bool parseInt(std::string_view t, int& v) {
  if (t.empty() || t.size() > 4) return false;
  size_t i = 0;
  bool neg = false;
  if (t[0] == '-') {
    neg = true;
    i = 1;
  }
  if (i == t.size()) return false;
  v = 0;
  for (; i < t.size(); ++i) {
    if (t[i] < '0' || t[i] > '9') return false;
    v = v * 10 + (t[i] - '0');
  }
  if (neg) v = -v;
  return true;
}
}  // namespace

bool parseSegmentRef(std::string_view text, int& x, int& y, int& loc, std::string& why) {
  const size_t comma = text.find(','), colon = text.find(':');
  if (comma == std::string_view::npos || colon == std::string_view::npos || colon < comma ||
      !parseInt(text.substr(0, comma), x) ||
      !parseInt(text.substr(comma + 1, colon - comma - 1), y)) {
    why = "expected X,Y:LOC (e.g. 1,-2:N), not '" + std::string(text) + "'";
    return false;
  }
  loc = locationFromName(text.substr(colon + 1));
  if (loc < 0) {
    why = "expected a location (N E S W, NNW..WNW, C), not '" +
          std::string(text.substr(colon + 1)) + "'";
    return false;
  }
  return true;
}

int segmentAtRef(const Rules& r, const State& s, int x, int y, int loc, std::string& why) {
  const int g = segmentAtCell(r, s, x, y, loc);
  if (g >= 0) return g;
  if (s.board.tileAt(x, y) < 0)
    why = "no tile at " + std::to_string(x) + "," + std::to_string(y);
  else
    why = "no feature at " + std::string(kLocationNames[loc]) + " of that tile";
  return -1;
}

int followerOnSegment(const State& s, int seg) {
  for (int i = 0; i < s.figureCount; ++i)
    if (s.figures[i].seg == seg && s.figures[i].type == kFigureMeeple) return i;
  return -1;
}

}  // namespace carc::xp
