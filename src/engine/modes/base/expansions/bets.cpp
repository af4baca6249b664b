// The Bets: see bets.h and docs/expansions.md.
#include "engine/modes/base/expansions/bets.h"

#include <array>
#include <cstddef>
#include <cstring>
#include <type_traits>
#include <utility>

#include "engine/core/bits.h"
#include "engine/modes/base/expansions/common.h"

namespace carc {

// Lives in State::ext, which is copied as bytes and hashed byte by byte: no padding allowed.
static_assert(std::has_unique_object_representations<BetsData>::value &&
                  std::is_trivially_copyable<BetsData>::value,
              "BetsData must be flat and without padding");

const Bets& bets() {
  static const Bets instance;
  return instance;
}

namespace {
static_assert(kMaxTiles <= 128, "two words of placed-tile bits");
bool hasChips(const BetsData& d, int tile) {
  return (d.chipTiles[tile >> 6] >> (tile & 63)) & 1;
}
void setChips(BetsData& d, int tile, bool on) {
  uint64_t& w = d.chipTiles[tile >> 6];
  w = (w & ~(1ull << (tile & 63))) | uint64_t{on} << (tile & 63);
}
bool anyChips(const BetsData& d) {
  return (d.chipTiles[0] | d.chipTiles[1]) != 0;
}
// kChipFaces padded to any 3-bit face: a hidden face (kChipHidden, in a player's view played
// forward) pays nothing instead of reading past the table.
constexpr std::array<ChipFace, 8> kPayTable = [] {
  std::array<ChipFace, 8> t{};
  for (int i = 0; i < kChipsPerPlayer; ++i) t[i] = kChipFaces[i];
  return t;
}();
constexpr unsigned kAllChips = (1u << kChipsPerPlayer) - 1;
}  // namespace

int chipPayout(int face, int tiles) {
  // Without branches: whether a chip wins is as good as random to a branch predictor.
  // Products with 0/1, not ?: (GCC made those branches).
  const ChipFace& c = kPayTable[face & 7];
  const int winA = tiles == c.a;
  const int winB = (c.b != 0) & ((tiles == c.b) | (c.bPlus & (tiles > c.b)));
  return winA * c.payA + (1 - winA) * winB * c.payB;
}

int Bets::scoringTiles() const {
  return offsetof(BetsData, chipTiles);
}

void Bets::onSetup(const Rules& r, State& s) const {
  BetsData& d = r.ext<BetsData>(s, this);
  d = BetsData{};
  for (int p = 0; p < s.players; ++p) {
    d.supply[p] = kAllChips;
    d.supplyCount[p] = kChipsPerPlayer;
  }
  d.officeFlag = r.tileFlag(this);
}

int Bets::chipsOf(const Rules& r, const State& s, int p) const {
  const BetsData& d = data(r, s);
  int n = d.supplyCount[p];
  for (int t = 0; t < d.count; ++t)
    for (uint8_t c : d.tiles[t].chips)
      if (c != kNoChip && (c >> 3) == p) ++n;
  return n;
}

void Bets::onFeatureScored(const Rules& r, State& s, ScoreEvent& ev) const {
  // A road or city scored during play with a segment on a bookmaker tile holding chips: settle
  // those chips after the usual scoring (afterScoring), on the feature's original tile count.
  // Rules calls this only while a chip lies on the board (listenScoring) and, filtering hooks,
  // only for a feature touching a bookmaker tile with chips (scoringFilter).
  if (ev.final || !ev.complete || !closesByEdges(ev.kind)) return;
  BetsData& d = r.ext<BetsData>(s, this);
  // The feature's bookmaker tiles with chips, by placed-tile index: bet-tile order too, since
  // bookmaker tiles are added as they are placed.
  for (int w = 0; w < 2; ++w)
    for (uint64_t on = ev.tileSet[w] & d.chipTiles[w]; on; on &= on - 1) {
      const int t = w * 64 + __builtin_ctzll(on);
      int b = 0;
      for (int k = 0; k < d.count; ++k) b += k * (d.tiles[k].tile == t);
      bool queued = false;
      for (int i = 0; i < d.pendingCount; ++i) queued |= d.pendingTile[i] == b;
      if (queued) continue;
      d.pendingTile[d.pendingCount] = static_cast<uint8_t>(b);
      d.pendingSize[d.pendingCount] = ev.tileCount;
      d.pendingKind[d.pendingCount] = static_cast<uint8_t>(ev.kind);
      d.pendingRoot[d.pendingCount] = ev.feature;
      ++d.pendingCount;
      r.armHooks(s, this, true);  // afterScoring settles it, whatever the tile
    }
}

void Bets::settle(const Rules& r, State& s, int b, int tiles, FeatureKind kind, int root,
                  EventSink* sink) const {
  BetsData& d = r.ext<BetsData>(s, this);
  BetTile& t = d.tiles[b];
  const BetTile laid = t;  // the chips as they lay, for the event
  // chips[p] is player p's (none past the players). Written without a branch on whether a
  // player laid a chip or won: both are as good as random to a branch predictor.
  const int column = r.scoreColumn(this);
  for (int p = 0; p < s.players; ++p) {
    const uint8_t c = t.chips[p];
    const int has = c != kNoChip, face = (c & 7) * has;
    s.addScore(p, column, chipPayout(face, tiles) * has);
    // The chip goes back to its owner's supply (a hidden one, in a view, as a count only).
    d.supply[p] = static_cast<uint8_t>(d.supply[p] | ((has << face) & kAllChips));
    d.supplyCount[p] = static_cast<uint8_t>(d.supplyCount[p] + has);
    t.chips[p] = kNoChip;
  }
  setChips(d, t.tile, false);
  r.listenScoring(s, this, anyChips(d));
  if (sink) sink->scored(settlement(s, column, laid, tiles, kind, root));
}

// Out of line and cold: only with a sink, so the event's construction stays out of the code every
// settlement in a playout runs.
[[gnu::cold, gnu::noinline]] ScoreEvent Bets::settlement(const State& s, int column,
                                                         const BetTile& laid, int tiles,
                                                         FeatureKind kind, int root) {
  ScoreEvent ev;
  ev.kind = kind;
  ev.column = static_cast<uint8_t>(column);
  ev.feature = static_cast<uint16_t>(root);
  // The feature's tiles, listed as a feature's scoring lists them (the board and the log outline
  // them); `tiles`, the count the chips were settled on, is their number (0: no road or city).
  if (tiles) featureTiles(s, root, ev.tiles.data(), ev.tileSet.data());
  ev.tileCount = static_cast<uint8_t>(tiles);
  ev.origin = laid.tile;  // the bookmaker tile (the board outlines it)
  ev.final = s.step >= Step::Final;
  // Whether the feature is finished (always during play; at the end, as it stands).
  ev.complete = tiles && s.features.complete(root);
  for (int p = 0; p < s.players; ++p) {
    if (laid.chips[p] == kNoChip) continue;
    const int pts = chipPayout(laid.chips[p] & 7, tiles);
    ev.points[p] = static_cast<int16_t>(pts);
    ev.winners = static_cast<uint8_t>(ev.winners | (pts != 0) << p);
    ev.followers[p] = static_cast<uint8_t>(1 + (laid.chips[p] & 7));  // the chip turned up
  }
  return ev;
}

static_assert(kMaxPending >= kMaxPlayers, "a betting round queues every player at once");

void Bets::queueBettors(const Rules& r, State& s) const {
  // Every player with a chip in supply, in turn from the placer, each as one decision, all queued
  // at once: a bet changes only the bettor's own supply, so who is asked is known now. As bits by
  // seat from the placer (bit k: the k-th after the placer, who is 0), without a branch per
  // player: who still has chips is as good as random.
  const BetsData& d = r.ext<BetsData>(s, this);
  const int n = s.players, current = s.current;
  unsigned have = 0;
  for (int p = 0; p < n; ++p) have |= unsigned{d.supplyCount[p] != 0} << p;
  unsigned fromPlacer = ((have >> current) | (have << (n - current))) & ((1u << n) - 1);
  for (; fromPlacer; fromPlacer &= fromPlacer - 1) {
    const int k = __builtin_ctz(fromPlacer);
    const int p = current + k - (current + k >= n ? n : 0);
    r.pushDecision(s, xp::ownedDecision(r, this, kPhaseBet, p, k));
  }
}

void Bets::afterScoring(const Rules& r, State& s, EventSink* sink) const {
  BetsData& d = r.ext<BetsData>(s, this);
  for (int i = 0; i < d.pendingCount; ++i)
    settle(r, s, d.pendingTile[i], d.pendingSize[i], static_cast<FeatureKind>(d.pendingKind[i]),
           d.pendingRoot[i], sink);
  d.pendingCount = 0;
  r.armHooks(s, this, false);
  const PlacedTile& p = s.board.tiles[s.lastTile];
  if (!(r.core(p.type).flags & d.officeFlag) || d.count >= kMaxBetTiles) return;
  BetTile& t = d.tiles[d.count++];
  t.tile = s.lastTile;
  t.owner = s.current;
  for (uint8_t& c : t.chips) c = kNoChip;
  // Step 4, betting: not on the last tile of the game, nor when no road or city is unfinished.
  if (s.bagCount == 0 || !xp::anyOpenRoadOrCity(s)) return;
  queueBettors(r, s);
}

int Bets::candidates(const Rules& r, const State& s, int b, uint16_t* segs, uint16_t* roots) const {
  const BetsData& d = r.ext<BetsData>(s, this);
  const PlacedTile& p = s.board.tiles[d.tiles[b].tile];
  const TileCore& t = r.core(p.type);
  int n = 0;
  for (unsigned segsLeft = t.closingSegs; segsLeft; segsLeft &= segsLeft - 1) {
    const int i = __builtin_ctz(segsLeft);
    const int root = s.features.find(p.segBase + i);
    bool dup = false;
    for (int k = 0; k < n; ++k) dup |= roots[k] == root;
    roots[n] = static_cast<uint16_t>(root);  // kept unless a duplicate
    segs[n] = static_cast<uint16_t>(p.segBase + i);
    n += !dup;
  }
  return n;
}

// Out of line: runs only at the end of a game, so it stays out of apply's code, which every bet
// runs.
[[gnu::noinline]] void Bets::continueFinal(const Rules& r, State& s, EventSink* sink) const {
  BetsData& d = r.ext<BetsData>(s, this);
  for (; d.finalNext < d.count; ++d.finalNext) {
    const int b = d.finalNext;
    if (!hasChips(d, d.tiles[b].tile)) continue;
    uint16_t segs[kMaxSegmentsPerTile], roots[kMaxSegmentsPerTile];
    const int n = candidates(r, s, b, segs, roots);
    if (n > 1) {
      // The tile's owner picks the feature before the chips are revealed.
      r.pushDecision(s, xp::ownedDecision(r, this, kPhaseSettle, d.tiles[b].owner, b));
      return;
    }
    if (n == 1) {
      settle(r, s, b, featureTiles(s, roots[0], nullptr), s.features.nodes[roots[0]].kind, roots[0],
             sink);
    } else {
      settle(r, s, b, 0, FeatureKind::None, 0, sink);  // no road or city: every chip loses
    }
  }
}

void Bets::beforeFinalScoring(const Rules& r, State& s, EventSink* sink) const {
  // Final scoring starts by settling every chip still on a tile, on the tile counts now.
  r.ext<BetsData>(s, this).finalNext = 0;
  continueFinal(r, s, sink);
}

void Bets::legalActions(const Rules& r, const State& s, const Decision& dec,
                        ActionList& out) const {
  const BetsData& d = r.ext<BetsData>(s, this);
  if (dec.phase == kPhaseBet) {
    out.push(Action::pass());
    // Each chip in supply as one 8-byte word (kind, arg0 at byte 6), written without a
    // capacity check per action: a bet decision is the only list of its kind.
    static_assert(sizeof(Action) == 8 && offsetof(Action, kind) == 0 &&
                      offsetof(Action, arg0) == 6 && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__,
                  "Action layout assumed below");
    int c = out.count;
    if (c + kChipsPerPlayer > kMaxActions) return;
    for (unsigned bits = d.supply[dec.player]; bits; bits &= bits - 1) {
      const uint64_t word = uint64_t{kActBet} | uint64_t(__builtin_ctz(bits)) << 48;
      std::memcpy(static_cast<void*>(&out.items[c++]), &word, 8);
    }
    out.count = c;
    return;
  }
  uint16_t segs[kMaxSegmentsPerTile], roots[kMaxSegmentsPerTile];
  const int n = candidates(r, s, dec.arg, segs, roots);
  for (int i = 0; i < n; ++i) {
    Action a;
    a.kind = kActSettle;
    xp::setSegmentFields(r, s, segs[i], a);
    out.push(a);
  }
}

bool Bets::sampleAction(const Rules& r, const State& s, const Decision& dec, Rng& rng,
                        Action& out) const {
  if (dec.phase == kPhaseSettle) {  // legalActions' item i: candidate i
    uint16_t segs[kMaxSegmentsPerTile], roots[kMaxSegmentsPerTile];
    const int n = candidates(r, s, dec.arg, segs, roots);
    if (!n) return false;
    out = Action{};
    out.kind = kActSettle;
    xp::setSegmentFields(r, s, segs[rng.below(static_cast<uint32_t>(n))], out);
    return true;
  }
  // legalActions' item i: no bet first, then the chips in supply by face. Chosen without a
  // branch on the draw (random, so any branch on it is mispredicted half the time).
  static_assert(kChipsPerPlayer <= 8, "a supply is one byte");
  const unsigned chips = r.ext<BetsData>(s, this).supply[dec.player];
  const unsigned i = rng.below(1u + static_cast<unsigned>(popcount64(chips)));
  const unsigned face = kNthBitOf8[chips][(i - 1) & 7];  // meaningless for i = 0 (no bet)
  static_assert(sizeof(Action) == 8 && offsetof(Action, arg0) == 6, "Action layout assumed");
  const uint64_t bet = uint64_t{kActBet} | uint64_t{face} << 48;
  const uint64_t pass = uint64_t{kActPass};
  const uint64_t word = pickWord(i != 0, bet, pass);
  std::memcpy(static_cast<void*>(&out), &word, 8);
  return true;
}

bool Bets::playSampled(const Rules& r, State& s, const Decision& d, Rng& rng, Action& a,
                       EventSink* sink) const {
  return playSampledAs(*this, r, s, d, rng, a, sink);
}

std::string Bets::check(const Rules& r, const State& s, const Decision& dec,
                        const Action& a) const {
  const BetsData& d = r.ext<BetsData>(s, this);
  if (dec.phase == kPhaseBet) {
    if (a.kind == kActPass) return {};
    if (a.kind != kActBet) return "expected a chip (e.g. 2/5) or '-' for no bet";
    if (a.arg0 >= kChipsPerPlayer || !(d.supply[dec.player] & (1 << a.arg0)))
      return "that chip is not in the player's supply";
    return {};
  }
  if (a.kind != kActSettle) return "expected the feature to settle against (X,Y:LOC)";
  std::string why;
  const int g = xp::segmentAtRef(r, s, a.x, a.y, a.loc, why);
  if (g < 0) return why;
  if (s.features.nodes[g].tile != d.tiles[dec.arg].tile)
    return "the feature must have a segment on the bookmaker tile being settled";
  if (!closesByEdges(s.features.nodes[g].kind)) return "bets settle on a road or a city";
  return {};
}

void Bets::apply(const Rules& r, State& s, const Decision& dec, const Action& a,
                 EventSink* sink) const {
  BetsData& d = r.ext<BetsData>(s, this);
  if (dec.phase == kPhaseBet) {
    // A chip or no bet, written without a branch on which (a random playout's draw).
    const int bet = a.kind == kActBet, p = dec.player, face = a.arg0 & 7;
    BetTile& t = d.tiles[d.count - 1];
    t.chips[p] = static_cast<uint8_t>(bet ? p << 3 | face : kNoChip);  // kNoChip before
    d.supply[p] = static_cast<uint8_t>(d.supply[p] & ~(bet << face));
    d.supplyCount[p] = static_cast<uint8_t>(d.supplyCount[p] - bet);
    setChips(d, t.tile, hasChips(d, t.tile) | bet);
    r.listenScoring(s, this, anyChips(d));
    return;
  }
  // A legal choice names a segment of the bookmaker tile (check): found from the tile's index,
  // without looking its cell up.
  const int root = s.features.find(r.segmentAt(s, d.tiles[dec.arg].tile, a.loc));
  settle(r, s, dec.arg, featureTiles(s, root, nullptr), s.features.nodes[root].kind, root, sink);
  ++d.finalNext;
  continueFinal(r, s, sink);
}

void Bets::hideFrom(const Rules& r, State& s, int viewer) const {
  BetsData& d = r.ext<BetsData>(s, this);
  for (int p = 0; p < kMaxPlayers; ++p)
    if (p != viewer) d.supply[p] = 0;  // how many chips is public, which ones is not
  for (int b = 0; b < d.count; ++b)
    for (uint8_t& c : d.tiles[b].chips)
      if (c != kNoChip && (c >> 3) != viewer) c = static_cast<uint8_t>((c & ~7) | kChipHidden);
}

void Bets::fillHidden(const Rules& r, State& s, int viewer, Rng& rng) const {
  BetsData& d = r.ext<BetsData>(s, this);
  for (int p = 0; p < s.players; ++p) {
    if (p == viewer) continue;
    // A player's six chips are in their supply or on tiles (a settled chip comes back): the
    // hidden ones, on tiles and in supply, are the faces the viewer has not seen, in any order.
    unsigned seen = d.supply[p];
    for (int b = 0; b < d.count; ++b) {
      const uint8_t c = d.tiles[b].chips[p];
      if (c != kNoChip && (c & 7) != kChipHidden) seen |= 1u << (c & 7);
    }
    uint8_t unseen[kChipsPerPlayer];
    int n = 0;
    for (int f = 0; f < kChipsPerPlayer; ++f)
      if (!(seen >> f & 1)) unseen[n++] = static_cast<uint8_t>(f);
    for (int i = n - 1; i > 0; --i) std::swap(unseen[i], unseen[rng.below(i + 1)]);
    int k = 0;
    for (int b = 0; b < d.count && k < n; ++b) {
      uint8_t& c = d.tiles[b].chips[p];
      if (c != kNoChip && (c & 7) == kChipHidden) c = static_cast<uint8_t>(p << 3 | unseen[k++]);
    }
    for (int inSupply = __builtin_popcount(d.supply[p]); inSupply < d.supplyCount[p] && k < n;
         ++inSupply)
      d.supply[p] = static_cast<uint8_t>(d.supply[p] | 1u << unseen[k++]);
  }
}

bool Bets::parseValue(const Rules&, const State&, const Decision& dec, std::string_view v,
                      Action& out, std::string& why) const {
  out = Action{};
  if (dec.phase == kPhaseBet) {
    if (v == "-") {
      out = Action::pass();
      return true;
    }
    for (uint8_t f = 0; f < kChipsPerPlayer; ++f)
      if (v == kChipFaces[f].name) {
        out.kind = kActBet;
        out.arg0 = f;
        return true;
      }
    why = "expected a chip (2/5 3/6 4 2/6 3/7+ 5/8+) or '-', not '" + std::string(v) + "'";
    return false;
  }
  int x = 0, y = 0, loc = 0;
  if (!xp::parseSegmentRef(v, x, y, loc, why)) return false;
  out.kind = kActSettle;
  out.x = static_cast<int8_t>(x);
  out.y = static_cast<int8_t>(y);
  out.loc = static_cast<uint8_t>(loc);
  return true;
}

std::string Bets::printValue(const Rules& r, const State& s, const Decision& dec,
                             const Action& a) const {
  if (dec.phase == kPhaseBet)
    return a.kind == kActBet && a.arg0 < kChipsPerPlayer ? kChipFaces[a.arg0].name : "-";
  std::string why;
  const int g = xp::segmentAtRef(r, s, a.x, a.y, a.loc, why);
  return g < 0 ? "?" : xp::segmentText(r, s, g);
}

std::vector<Expansion::Reconstructed> Bets::reconstructed(const Rules&) const {
  std::string faces;
  for (int f = 0; f < kChipsPerPlayer; ++f)
    faces += std::string(f ? ", " : "") + kChipFaces[f].name;
  return {{"chip-faces", {faces}}, {"bookmaker-tiles", {}}, {"last-bet", {}}, {"final-choice", {}}};
}

}  // namespace carc
