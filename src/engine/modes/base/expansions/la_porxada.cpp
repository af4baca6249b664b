// La Porxada: see la_porxada.h and docs/expansions.md.
#include "engine/modes/base/expansions/la_porxada.h"

#include <algorithm>
#include <type_traits>

#include "engine/modes/base/expansions/common.h"

namespace carc {

// Lives in State::ext, which is copied as bytes and hashed byte by byte: no padding allowed.
static_assert(std::has_unique_object_representations<LaPorxadaData>::value &&
                  std::is_trivially_copyable<LaPorxadaData>::value,
              "LaPorxadaData must be flat and without padding");

const LaPorxada& laPorxada() {
  static const LaPorxada instance;
  return instance;
}

void LaPorxada::onSetup(const Rules& r, State& s) const {
  LaPorxadaData& d = r.ext<LaPorxadaData>(s, this);
  d = LaPorxadaData{};
  d.tile = kNone8;
  d.porxadaFlag = r.tileFlag(this);
}

int LaPorxada::removedForGood(const Rules& r, const State& s, int p) const {
  return r.ext<LaPorxadaData>(s, this).removed[p];
}

uint8_t LaPorxada::tokens(const Rules& r, const State& s) const {
  return r.ext<LaPorxadaData>(s, this).tokens;
}

bool LaPorxada::followerMayStand(uint8_t figureType, FeatureKind kind) {
  return figureType == kFigureMeeple && followerCanStand(kind);
}

namespace {
// Each follower of a swap must be legal where it lands.
bool swapLands(const State& s, const Figure& mine, const Figure& theirs) {
  return LaPorxada::followerMayStand(mine.type, s.features.nodes[theirs.seg].kind) &&
         LaPorxada::followerMayStand(theirs.type, s.features.nodes[mine.seg].kind);
}
// The placer's option; the scoring hook matters only once the bonus is chosen.
void choose(const LaPorxada& e, const Rules& r, State& s, LaPorxadaData& d, uint8_t option) {
  d.option = option;
  r.listenScoring(s, &e, option == kPorxadaBonusChosen);
}
bool hasFollowerOnBoard(const State& s, int p) {
  for (int i = 0; i < s.figureCount; ++i)
    if (s.figures[i].owner == p && s.figures[i].type == kFigureMeeple) return true;
  return false;
}
}  // namespace

void LaPorxada::afterPlacement(const Rules& r, State& s, EventSink*) const {
  LaPorxadaData& d = r.ext<LaPorxadaData>(s, this);
  const PlacedTile& p = s.board.tiles[s.lastTile];
  const TileType& t = r.type(p.type);
  if (!(t.flags & d.porxadaFlag)) return;
  d.tile = s.lastTile;
  for (int i = 0; i < t.segCount; ++i)
    if (t.seg[i].flags & d.porxadaFlag) d.citySeg = static_cast<uint8_t>(i);
  // Option 1 needs a follower of the placer on the board; without one the bonus is the only
  // choice and is taken at once (no token in the record).
  if (!hasFollowerOnBoard(s, s.current)) {
    choose(*this, r, s, d, kPorxadaBonusChosen);
    return;
  }
  r.pushDecision(s, xp::ownedDecision(r, this, kPhasePorxadaOption, s.current));
}

namespace {
// Option 1's swaps, as legalActions lists them after bonus and noswap: each of the placer's
// followers on the board (in figure order) with each other player's (inner loop) where both
// may stand after the swap. With both followers meeples (swapLands: each must be allowed on the
// other's feature) that is a test of each on its own, so the pairs are mine x theirs.
struct Swaps {
  uint8_t mine[kMaxFigures], theirs[kMaxFigures];
  int mineCount = 0, theirCount = 0;
  Swaps(const State& s, int player) {
    // Each figure is written to both lists and kept in its own: no branch on whose it is
    // (as good as random).
    for (int i = 0; i < s.figureCount; ++i) {
      const Figure& f = s.figures[i];
      const int ok = f.type == kFigureMeeple &&
                     LaPorxada::followerMayStand(kFigureMeeple, s.features.nodes[f.seg].kind);
      const int own = f.owner == player;
      mine[mineCount] = theirs[theirCount] = static_cast<uint8_t>(i);
      mineCount += ok & own;
      theirCount += ok & (1 - own);
    }
  }
  int count() const { return mineCount * theirCount; }
  Action at(int k) const {
    Action a;
    a.kind = kActPorxadaSwap;
    a.arg0 = mine[k / theirCount];
    a.arg1 = theirs[k % theirCount];
    return a;
  }
};
// The refusing player's choices after accept: each own follower on the board, then the supply.
struct Refusals {
  uint8_t own[kMaxFigures];
  int count = 0;
  Refusals(const State& s, int player) {
    for (int i = 0; i < s.figureCount; ++i) {  // no branch on whose a figure is
      own[count] = static_cast<uint8_t>(i);
      count += int{s.figures[i].owner == player} & int{s.figures[i].type == kFigureMeeple};
    }
    if (s.supply[player]) own[count++] = kPorxadaFromSupply;
  }
  Action at(int k) const {
    Action a;
    a.kind = kActPorxadaRefuse;
    a.arg0 = own[k];
    return a;
  }
};
}  // namespace

void LaPorxada::legalActions(const Rules&, const State& s, const Decision& dec,
                             ActionList& out) const {
  Action a;
  if (dec.phase == kPhasePorxadaOption) {
    a.kind = kActPorxadaBonus;
    out.push(a);
    a.kind = kActPorxadaNoSwap;
    out.push(a);
    const Swaps swaps(s, dec.player);
    for (int k = 0; k < swaps.count(); ++k) out.push(swaps.at(k));
    return;
  }
  a.kind = kActPorxadaAccept;
  out.push(a);
  const Refusals refusals(s, dec.player);
  for (int k = 0; k < refusals.count; ++k) out.push(refusals.at(k));
}

bool LaPorxada::sampleAction(const Rules&, const State& s, const Decision& dec, Rng& rng,
                             Action& out) const {
  out = Action{};
  if (dec.phase == kPhasePorxadaOption) {
    const Swaps swaps(s, dec.player);
    const int i = static_cast<int>(
        rng.below(static_cast<uint32_t>(std::min(2 + swaps.count(), kMaxActions))));
    if (i < 2)
      out.kind = i == 0 ? kActPorxadaBonus : kActPorxadaNoSwap;
    else
      out = swaps.at(i - 2);
    return true;
  }
  const Refusals refusals(s, dec.player);
  const int i = static_cast<int>(rng.below(static_cast<uint32_t>(1 + refusals.count)));
  if (i == 0)
    out.kind = kActPorxadaAccept;
  else
    out = refusals.at(i - 1);
  return true;
}

bool LaPorxada::playSampled(const Rules& r, State& s, const Decision& d, Rng& rng, Action& a,
                            EventSink* sink) const {
  return playSampledAs(*this, r, s, d, rng, a, sink);
}

std::string LaPorxada::check(const Rules&, const State& s, const Decision& dec,
                             const Action& a) const {
  if (dec.phase == kPhasePorxadaOption) {
    if (a.kind == kActPorxadaBonus || a.kind == kActPorxadaNoSwap) return {};
    if (a.kind != kActPorxadaSwap) return "expected bonus, noswap or swap@MINE=THEIRS";
    if (a.arg0 >= s.figureCount || a.arg1 >= s.figureCount) return "no follower there";
    const Figure &mine = s.figures[a.arg0], &theirs = s.figures[a.arg1];
    if (mine.owner != dec.player || mine.type != kFigureMeeple)
      return "the first follower must be one of the placer's own on the board";
    if (theirs.owner == dec.player || theirs.type != kFigureMeeple)
      return "the second follower must be another player's follower on the board";
    if (!swapLands(s, mine, theirs)) return "a follower may not stand where the swap would put it";
    return {};
  }
  if (a.kind == kActPorxadaAccept) return {};
  if (a.kind != kActPorxadaRefuse) return "expected accept or refuse@X,Y:LOC (or refuse@supply)";
  if (a.arg0 == kPorxadaFromSupply)
    return s.supply[dec.player] ? "" : "no follower in supply to remove";
  if (a.arg0 >= s.figureCount || s.figures[a.arg0].owner != dec.player ||
      s.figures[a.arg0].type != kFigureMeeple)
    return "refusing removes one of the refusing player's own followers";
  return {};
}

void LaPorxada::apply(const Rules& r, State& s, const Decision& dec, const Action& a,
                      EventSink*) const {
  LaPorxadaData& d = r.ext<LaPorxadaData>(s, this);
  switch (a.kind) {
    case kActPorxadaBonus:
      choose(*this, r, s, d, kPorxadaBonusChosen);
      break;
    case kActPorxadaNoSwap:
      choose(*this, r, s, d, kPorxadaSwapChosen);
      break;
    case kActPorxadaSwap:
      choose(*this, r, s, d, kPorxadaSwapChosen);
      d.proposeMine = a.arg0;
      d.proposeTheirs = a.arg1;
      // The other follower's owner may refuse.
      r.pushDecision(s, xp::ownedDecision(r, this, kPhasePorxadaAnswer, s.figures[a.arg1].owner));
      break;
    case kActPorxadaAccept: {
      // The followers change places; each feature keeps its follower count.
      Figure &mine = s.figures[d.proposeMine], &theirs = s.figures[d.proposeTheirs];
      const uint16_t t = mine.seg;
      mine.seg = theirs.seg;
      theirs.seg = t;
      break;
    }
    case kActPorxadaRefuse:
      // Refused: the refusing player removes one of their followers from the game for good.
      ++d.removed[dec.player];
      if (a.arg0 == kPorxadaFromSupply) {
        --s.supply[dec.player];
      } else {
        const int root = s.features.find(s.figures[a.arg0].seg);
        --s.features.nodes[root].followers;
        s.figures[a.arg0] = s.figures[--s.figureCount];
      }
      break;
    default:
      break;
  }
}

void LaPorxada::onFeatureValue(const Rules& r, State& s, ScoreEvent& ev) const {
  if (ev.kind != FeatureKind::City) return;
  LaPorxadaData& d = r.ext<LaPorxadaData>(s, this);
  if (d.option != kPorxadaBonusChosen) return;
  if (!ev.final) {
    // The La Porxada city completes: everyone with a follower in it takes a token (whatever
    // the majority).
    if (ev.complete && d.tile != kNone8 &&
        s.features.find(s.board.tiles[d.tile].segBase + d.citySeg) == ev.feature)
      for (int p = 0; p < s.players; ++p)
        if (ev.followers[p]) d.tokens = static_cast<uint8_t>(d.tokens | (1 << p));
    return;
  }
  // Final scoring, bubble: an unfinished city that a token holder wins (one of "their" cities) is
  // valued as if complete (2 per tile, 2 per pennant) "for all its occupants" (seed 000), so for
  // every player who wins it, token or not; it stays unfinished for everything else (farms never
  // see it). A city that no token holder wins scores as usual. Modifiers (magician, witch) apply
  // on top.
  if (ev.complete || !(ev.winners & d.tokens)) return;
  const int asComplete = featureValue(FeatureKind::City, true, ev.tileCount, ev.pennants, 0);
  ev.bonusColumn = static_cast<uint8_t>(r.scoreColumn(this));
  for (int p = 0; p < s.players; ++p)
    if (ev.winners & (1 << p)) ev.bonus[p] = static_cast<int16_t>(asComplete - ev.points[p]);
}

bool LaPorxada::parseValue(const Rules& r, const State& s, const Decision& dec, std::string_view v,
                           Action& out, std::string& why) const {
  out = Action{};
  auto figureAt = [&](std::string_view ref, uint8_t& idx) {
    int x = 0, y = 0, loc = 0;
    if (!xp::parseSegmentRef(ref, x, y, loc, why)) return false;
    const int g = xp::segmentAtRef(r, s, x, y, loc, why);
    if (g < 0) return false;
    // Any location of the segment names the follower standing on it.
    const int f = xp::followerOnSegment(s, g);
    if (f < 0) {
      why = "no follower at " + std::string(ref);
      return false;
    }
    idx = static_cast<uint8_t>(f);
    return true;
  };
  if (dec.phase == kPhasePorxadaOption) {
    if (v == "bonus") {
      out.kind = kActPorxadaBonus;
      return true;
    }
    if (v == "noswap") {
      out.kind = kActPorxadaNoSwap;
      return true;
    }
    if (v.substr(0, 5) == "swap@" && v.find('=') != std::string_view::npos) {
      const size_t eq = v.find('=');
      out.kind = kActPorxadaSwap;
      return figureAt(v.substr(5, eq - 5), out.arg0) && figureAt(v.substr(eq + 1), out.arg1);
    }
    why = "expected bonus, noswap or swap@X,Y:LOC=X,Y:LOC, not '" + std::string(v) + "'";
    return false;
  }
  if (v == "accept") {
    out.kind = kActPorxadaAccept;
    return true;
  }
  if (v == "refuse@supply") {
    out.kind = kActPorxadaRefuse;
    out.arg0 = kPorxadaFromSupply;
    return true;
  }
  if (v.substr(0, 7) == "refuse@") {
    out.kind = kActPorxadaRefuse;
    return figureAt(v.substr(7), out.arg0);
  }
  why = "expected accept, refuse@X,Y:LOC or refuse@supply, not '" + std::string(v) + "'";
  return false;
}

std::string LaPorxada::printValue(const Rules& r, const State& s, const Decision&,
                                  const Action& a) const {
  switch (a.kind) {
    case kActPorxadaBonus:
      return "bonus";
    case kActPorxadaNoSwap:
      return "noswap";
    case kActPorxadaSwap:
      return "swap@" + xp::segmentText(r, s, s.figures[a.arg0].seg) + "=" +
             xp::segmentText(r, s, s.figures[a.arg1].seg);
    case kActPorxadaAccept:
      return "accept";
    case kActPorxadaRefuse:
      return a.arg0 == kPorxadaFromSupply
                 ? "refuse@supply"
                 : "refuse@" + xp::segmentText(r, s, s.figures[a.arg0].seg);
    default:
      return "?";
  }
}

std::vector<Expansion::Reconstructed> LaPorxada::reconstructed(const Rules&) const {
  return {{"swap-timing", {}}, {"refuse-removal", {}}, {"bubble-majority", {}}};
}

}  // namespace carc
