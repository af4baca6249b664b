// The Falcon's rules (seed 002; castle.md "The Falcon"), at the Castle's hook points.
#include "engine/modes/castle/falcon.h"

#include <algorithm>
#include <cstdlib>

#include "engine/modes/castle/castle_rules.h"

namespace carc::castle {

namespace {

constexpr int kChapelPoints[] = {1, 3, 6, 10, 15, 21, 28, 36};  // 1..8+ tiles (seed 002)

// Takes n aerie tokens for player p. When the supply cannot give them, both players first hand
// back equal numbers, as many as the one with fewer holds (seed 002: only the difference
// matters); then p takes what the supply has.
void takeTokens(CastleState& s, int p, int n) {
  uint8_t* t = &s.ext[kFalconTokens];
  uint8_t& supply = s.ext[kFalconSupply];
  if (supply < n) {
    const uint8_t back = std::min(t[0], t[1]);
    t[0] = static_cast<uint8_t>(t[0] - back);
    t[1] = static_cast<uint8_t>(t[1] - back);
    supply = static_cast<uint8_t>(supply + 2 * back);
  }
  const int got = std::min<int>(n, supply);
  t[p] = static_cast<uint8_t>(t[p] + got);
  supply = static_cast<uint8_t>(supply - got);
}

}  // namespace

int Falcon::chapelValue(int tiles) {
  return tiles <= 0 ? 0 : kChapelPoints[std::min(tiles, 8) - 1];
}

int Falcon::withKing(int points) {
  return CastleRules::doubled(points);  // doubles(): the castle doubles its winner's points
}

bool Falcon::readDirective(const std::vector<std::string_view>& w, std::string& why) {
  if (w[0] != "gate") return false;
  const std::string n = w.size() == 2 ? std::string(w[1]) : std::string();
  char* end = nullptr;
  const long v = n.empty() ? -1 : std::strtol(n.c_str(), &end, 10);
  if (n.empty() || *end || v < 0 || v > kTrackSpaces - 1) {
    why = "expected: gate SPACE (0-99): a gate between SPACE and SPACE+1";
    return false;
  }
  gates_.push_back(static_cast<int>(v));
  std::sort(gates_.begin(), gates_.end());
  return true;
}

std::string Falcon::checkData(const CastleData& data) const {
  for (const Tower& t : data.towers)
    for (int g : gates_)
      if (g == t.space) return "a gate splits the corner tower at " + std::to_string(g);
  if (data.wallTileCount() > 32) return "more than 32 wall tiles";
  return "";
}

std::vector<FigureKindInfo> Falcon::figureKinds() const {
  // Published: each player has 1 king and 1 falconer, placed instead of a follower, but not on a
  // feature scored in that same turn.
  return {{"king", 1, true}, {"falconer", 1, true}};
}

bool Falcon::value(FeatureKind kind, int tiles, int& value, int& column) const {
  if (kind != FeatureKind::Chapel) return false;
  value = chapelValue(tiles);
  column = 0;  // "chapel"
  return true;
}

void Falcon::onSetup(const CastleRules&, CastleState& s) const {
  s.ext[kFalconSupply] = kTokens;
}

// The king doubles its owner's points for the feature (when its owner wins it).
bool Falcon::doubles(const CastleRules&, const CastleState& s, const Scoring& sc) const {
  return sc.winner != kNone8 && (s.feat[sc.root].special >> ((kKing - 1) * 2 + sc.winner) & 1);
}

int Falcon::stepsToGate(const CastleState& s, int player, int points) const {
  if (!gateStop_ || points <= 0) return 0;
  const int total = s.total(player);
  int best = 0;
  for (int g : gates_) {
    // The step that leaves space g (mod 100) for the next one crosses the gate after g; a
    // marker standing on that gate leaves it without stopping.
    int k = (((g - total) % kTrackSpaces) + kTrackSpaces) % kTrackSpaces + 1;
    if (k == 1 && onGate(s, player)) k += kTrackSpaces;
    if (k <= points && (!best || k < best)) best = k;
  }
  return best;
}

// Variant (gate-stop): a marker reaching a gate during play stops there; the rest of that
// feature's points are lost.
int Falcon::limitMove(const CastleRules&, CastleState& s, int player, int points,
                      bool& stopped) const {
  if (points <= 0) return points;  // no move: a marker on a gate stays there
  const int k = stepsToGate(s, player, points);
  s.ext[kFalconOnGate + player] = k ? 1 : 0;
  stopped = k != 0;
  return k ? k - 1 : points;
}

bool Falcon::mayStop(const CastleRules&, const CastleState& s, int player, int points) const {
  return stepsToGate(s, player, points) != 0;
}

// The winner of a scored feature takes a token per aerie on it, and one for their falconer.
void Falcon::onScored(const CastleRules&, CastleState& s, const Scoring& sc) const {
  if (sc.winner == kNone8) return;
  const Feature& f = s.feat[sc.root];
  const int n =
      f.count[kCounterExt] + (f.special >> ((kFalconer - 1) * 2 + sc.winner) & 1) * kFalconerTokens;
  if (n) takeTokens(s, sc.winner, n);
}

// The player with more aerie tokens scores the largest group of empty spaces (a tie: nobody).
// Scored last, after the wall tiles, so that tokens won in final scoring count.
void Falcon::afterFinal(const CastleRules& r, CastleState& s, EventSink* sink) const {
  const int a = tokens(s, 0), b = tokens(s, 1);
  if (a == b) return;
  Scoring sc;
  sc.winner = a > b ? 0 : 1;
  sc.column = static_cast<uint8_t>(r.extColumn() + 1);  // "aerie"
  sc.final = true;
  sc.value = r.largestEmptyArea(s);
  sc.points = r.addPoints(s, sc.winner, sc.column, sc.value, true);
  r.report(s, sink, sc, false);
}

std::vector<ReconstructedItem> Falcon::reconstructed(const CastleRules& r) const {
  const CastleData& d = r.data();
  std::string starts;
  for (const StartSpace& st : d.starts)
    starts += (starts.empty() ? "" : ", ") + std::to_string(st.x) + "," + std::to_string(st.y) +
              " " + r.tileId(st.type);
  const auto& added = d.fileTiles.back();
  return {{"falcon", "board", {std::to_string(d.cells), starts}},
          {"falcon", "tiles", {std::to_string(added.first), std::to_string(added.second)}},
          {"falcon", "aerie-bonus-last", {}},
          {"falcon", "token-shortage", {}},
          {"falcon", "king-at-end", {}}};
}

void Falcon::estimate(const CastleRules&, const CastleState& s, std::vector<double>& out) const {
  // A token lead: the aerie bonus, about half of the empty area a random game leaves (~8).
  const int lead = tokens(s, 0) - tokens(s, 1);
  if (lead) out[lead > 0 ? 0 : 1] += 4.0;
}

}  // namespace carc::castle
