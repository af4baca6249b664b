// The Castle in the record notation (docs/notation.md, "The Castle"): tiles and features by
// board reference, the FOLLOWER field ("N", "king@N", "-") and the decision tokens
// ("next:X,Y:LOC", "wall:2", "wall:-", "wall:NAME=4@X,Y:LOC" on the final line).
#include <cstdlib>

#include "engine/modes/castle/castle_rules.h"

namespace carc::castle {

namespace {

bool readCoord(std::string_view w, int& out) {
  if (w.empty() || w.size() > 4) return false;
  const std::string s(w);
  char* end = nullptr;
  const long v = std::strtol(s.c_str(), &end, 10);
  if (*end || v < -100 || v > 100) return false;
  out = static_cast<int>(v);
  return true;
}

// "X,Y:LOC" into a's x, y, loc.
bool readRef(std::string_view text, Action& a, std::string& why) {
  const size_t comma = text.find(','), colon = text.find(':');
  int x = 0, y = 0;
  if (comma == std::string_view::npos || colon == std::string_view::npos || colon < comma ||
      !readCoord(text.substr(0, comma), x) ||
      !readCoord(text.substr(comma + 1, colon - comma - 1), y)) {
    why = "expected a feature X,Y:LOC, not '" + std::string(text) + "'";
    return false;
  }
  const int loc = locationFromName(text.substr(colon + 1));
  if (loc < 0) {
    why = "expected a location (N, NNE, ..., C) after ':', not '" +
          std::string(text.substr(colon + 1)) + "'";
    return false;
  }
  a.x = static_cast<int8_t>(x);
  a.y = static_cast<int8_t>(y);
  a.loc = static_cast<uint8_t>(loc);
  return true;
}

std::string refText(const Action& a) {
  return std::to_string(a.x) + "," + std::to_string(a.y) + ":" +
         std::string(kLocationNames[a.loc < kLocations ? a.loc : 0]);
}

}  // namespace

// ---- references to tiles and features

int CastleRules::placedAt(const CastleState& s, int x, int y) const {
  const int c = data_.cell(x, y);
  if (c >= 0) return s.cellTile[c] == kNone8 ? -1 : s.cellTile[c];
  for (size_t i = 0; i < data_.starts.size(); ++i)
    if (data_.starts[i].x == x && data_.starts[i].y == y) return static_cast<int>(i);
  return -1;
}

int CastleRules::placedX(const CastleState& s, int placed) const {
  const int c = s.cell[placed];
  return c == kNone8 ? data_.starts[static_cast<size_t>(placed)].x : data_.cellX[c];
}

int CastleRules::placedY(const CastleState& s, int placed) const {
  const int c = s.cell[placed];
  return c == kNone8 ? data_.starts[static_cast<size_t>(placed)].y : data_.cellY[c];
}

int CastleRules::segmentAt(const CastleState& s, int placed, int loc) const {
  if (placed < 0 || placed >= s.placedCount || loc < 0 || loc >= kLocations) return -1;
  const int local = types_[s.type[placed]].face[s.rot[placed]].seg[loc];
  return local < 0 ? -1 : s.firstSeg[placed] + local;
}

int CastleRules::segmentAtRef(const CastleState& s, int x, int y, int loc, std::string& why) const {
  const int placed = placedAt(s, x, y);
  if (placed < 0) {
    why = "no tile or start space at " + std::to_string(x) + "," + std::to_string(y);
    return -1;
  }
  const int seg = segmentAt(s, placed, loc);
  if (seg < 0) why = "no feature at " + std::string(kLocationNames[loc]) + " of that tile";
  return seg;
}

std::string CastleRules::segmentText(const CastleState& s, int seg) const {
  const int placed = s.segTile[seg];
  Action a;
  a.x = static_cast<int8_t>(placedX(s, placed));
  a.y = static_cast<int8_t>(placedY(s, placed));
  a.loc = types_[s.type[placed]].face[s.rot[placed]].canon[seg - s.firstSeg[placed]];
  return refText(a);
}

// ---- tiles and scores

int CastleRules::tileType(std::string_view id) const {
  return data_.tiles.find(id);
}

std::string CastleRules::tileId(int type) const {
  if (type < 0 || type >= tileTypes()) return "#" + std::to_string(type);
  return data_.tiles.types[static_cast<size_t>(type)].id;
}

void CastleRules::tilesLeft(const Position& p, std::vector<int>& out) const {
  out.assign(static_cast<size_t>(tileTypes()), 0);
  for (int t = 0; t < tileTypes(); ++t) out[static_cast<size_t>(t)] = st(p).bag[t];
}

int CastleRules::score(const Position& p, int player, int column) const {
  if (player < 0 || player >= kPlayers || column < 0 || column >= static_cast<int>(columns_.size()))
    return 0;
  return st(p).score[player][column];
}

int CastleRules::supply(const Position& p, int player) const {
  return player < 0 || player >= kPlayers ? 0 : st(p).supply[player][0];
}

// The listed actions, then each placement again in the other rotations equal to it in rules
// terms (another picture of the same move: a link must reproduce it).
void CastleRules::codedActions(const Position& p, ActionList& out) const {
  const CastleState& s = st(p);
  legalActions(s, out);
  if (s.step != Step::Place) return;
  const TypeInfo& t = types_[s.drawn];
  const int listed = out.count;
  for (int i = 0; i < listed; ++i)
    for (int r = 0; r < 4; ++r)
      if (r != out.items[i].rot && t.canonicalRot[r] == out.items[i].rot)
        out.push(Action::place(out.items[i].x, out.items[i].y, r));
}

int CastleRules::total(const Position& p, int player) const {
  return player < 0 || player >= kPlayers ? 0 : st(p).total(player);
}

// ---- the FOLLOWER field: a location, a figure kind's name and '@' before it, or '-'

std::string CastleRules::printFollower(const Position&, const Action& a) const {
  // The action holds the canonical location of the segment (parseFollower wrote it so).
  if (a.kind != kActMeeple || a.loc >= kLocations) return "-";
  const std::string loc(kLocationNames[a.loc]);
  const FigureKindInfo* f = figureInfo(a.arg0);
  return f ? f->name + "@" + loc : loc;
}

bool CastleRules::parseFollower(const Position& p, std::string_view text, Action& out,
                                std::string& why) const {
  if (text == "-") {
    out = Action::pass();
    return true;
  }
  uint8_t kind = 0;
  const size_t at = text.find('@');
  if (at != std::string_view::npos) {
    const std::string_view name = text.substr(0, at);
    for (int k = 1; k < figureKinds() && !kind; ++k)
      if (figureInfo(k)->name == name) kind = static_cast<uint8_t>(k);
    if (!kind) {
      why = "no figure '" + std::string(name) + "' in this game";
      return false;
    }
    text = text.substr(at + 1);
  }
  const int loc = locationFromName(text);
  if (loc < 0) {
    why = "expected a follower location (N, NNE, ..., C), KIND@LOC or '-', not '" +
          std::string(text) + "'";
    return false;
  }
  out = Action::meeple(loc);
  out.arg0 = kind;
  if (!p.holds<CastleState>() || st(p).step != Step::Follower) return true;
  // Any location of the segment names it; the action holds the segment's canonical one.
  const CastleState& s = st(p);
  const int seg = segmentAt(s, s.lastTile, loc);
  if (seg < 0) {
    why = "no feature at " + std::string(kLocationNames[loc]) + " of the tile just placed";
    return false;
  }
  out.loc = types_[s.type[s.lastTile]].face[s.rot[s.lastTile]].canon[seg - s.firstSeg[s.lastTile]];
  return true;
}

// ---- decision tokens

std::string_view CastleRules::decisionTag(const Decision& d) const {
  return d.phase == kPhaseScoreNext ? "next" : d.phase == kPhaseWallReveal ? "tower" : "wall";
}

bool CastleRules::tagNamesPlayer(const Decision& d) const {
  return d.phase == kPhaseWallFinish;  // at game end, each player's own
}

// A feature named by any of its locations: the listed action naming the same feature.
static void sameFeature(const CastleRules& r, const CastleState& s, Action& a) {
  std::string why;
  const int g = r.segmentAtRef(s, a.x, a.y, a.loc, why);
  if (g < 0) return;
  ActionList list;
  r.legalActions(s, list);
  for (const Action& b : list) {
    const int h = r.segmentAtRef(s, b.x, b.y, b.loc, why);
    if (b.kind == a.kind && b.arg0 == a.arg0 && h >= 0 &&
        CastleRules::find(s, h) == CastleRules::find(s, g)) {
      a = b;
      return;
    }
  }
}

bool CastleRules::parseTagValue(const Position& p, const Decision& d, std::string_view value,
                                Action& out, std::string& why) const {
  out = Action{};
  if (d.phase == kPhaseScoreNext) {
    out.kind = kActScoreNext;
    if (!readRef(value, out, why)) return false;
    if (p.holds<CastleState>()) sameFeature(*this, st(p), out);
    return true;
  }
  if (d.phase == kPhaseWallReveal) {
    out.kind = kActWall;
    if (value.size() != 1 || value[0] < '1' || value[0] > '9') {
      why = "expected tower:N, the wall tile (1-9) found on the corner tower, not '" +
            std::string(value) + "'";
      return false;
    }
    out.arg0 = static_cast<uint8_t>(value[0] - '0');
    return true;
  }
  if (value == "-" && d.phase != kPhaseWallFinish) {
    out = Action::pass();
    return true;
  }
  const size_t at = value.find('@');
  const std::string_view num = value.substr(0, at);
  if (num.size() != 1 || num[0] - '0' != d.arg ||
      (at == std::string_view::npos) == (d.phase == kPhaseWallFinish)) {
    why = d.phase == kPhaseWallFinish ? "expected wall:NAME=" + std::to_string(d.arg) +
                                            "@X,Y:LOC, not '" + std::string(value) + "'"
                                      : "expected wall:" + std::to_string(d.arg) +
                                            " or wall:-, not '" + std::string(value) + "'";
    return false;
  }
  out.kind = kActWall;
  out.arg0 = d.arg;
  if (at == std::string_view::npos) return true;
  if (!readRef(value.substr(at + 1), out, why)) return false;
  if (p.holds<CastleState>()) sameFeature(*this, st(p), out);
  return true;
}

std::string CastleRules::printTagValue(const Position&, const Decision& d, const Action& a) const {
  if (d.phase == kPhaseScoreNext) return refText(a);
  if (a.kind != kActWall) return "-";
  const std::string n = std::to_string(a.arg0);
  return d.phase == kPhaseWallFinish ? n + "@" + refText(a) : n;
}

}  // namespace carc::castle
