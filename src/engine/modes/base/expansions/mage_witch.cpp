// The Magician and the Witch: see mage_witch.h and docs/expansions.md.
#include "engine/modes/base/expansions/mage_witch.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstring>
#include <new>
#include <type_traits>

#include "engine/core/bits.h"
#include "engine/modes/base/expansions/common.h"

namespace carc {

// Lives in State::ext, which is copied as bytes and hashed byte by byte: no padding allowed.
static_assert(std::has_unique_object_representations<MageWitchData>::value &&
                  std::is_trivially_copyable<MageWitchData>::value,
              "MageWitchData must be flat and without padding");

using xp::kNoSeg;

int worthWithFigure(const Rules& r, const ScoreEvent& ev) {
  const MageWitch* e = &mageWitch();
  for (int f = kMagician; f <= kWitch; ++f)
    if (ev.adjustColumn == r.scoreColumn(e, f))
      return ev.value + magicAdjustment(static_cast<MagicFigure>(f), ev.value, ev.tileCount);
  return ev.value;
}

int worthWithFigure(MagicFigure f, const FeatureInfo& target) {
  return target.points + magicAdjustment(f, target.points, static_cast<int>(target.tiles.size()));
}

const MageWitch& mageWitch() {
  static const MageWitch instance;
  return instance;
}

namespace {
constexpr const char* kFigureNames[2] = {"magician", "witch"};
}

namespace {
// After a figure moves: the join watch follows each figure's feature (its root without a find:
// Features::watchedRoot(figure)), afterPlacement then also runs on a tile that joins the two,
// and onFeatureScored only matters while a figure is on the board.
void rearm(const MageWitch& e, const Rules& r, State& s, const MageWitchData& d) {
  r.watchJoin(s, &e, d.seg[0] == kNoSeg ? -1 : d.seg[0], d.seg[1] == kNoSeg ? -1 : d.seg[1]);
  r.listenScoring(s, &e, d.seg[0] != kNoSeg || d.seg[1] != kNoSeg);
}
}  // namespace

void MageWitch::onSetup(const Rules& r, State& s) const {
  MageWitchData& d = r.ext<MageWitchData>(s, this);
  d.seg[0] = d.seg[1] = kNoSeg;
  d.magicFlag = r.tileFlag(this);
  rearm(*this, r, s, d);
}

int MageWitch::figureSegment(const Rules& r, const State& s, MagicFigure f) const {
  const uint16_t g = r.ext<MageWitchData>(s, this).seg[f];
  return g == kNoSeg ? -1 : g;
}

void MageWitch::setFigureSegment(const Rules& r, State& s, MagicFigure f, int seg) const {
  MageWitchData& d = r.ext<MageWitchData>(s, this);
  d.seg[f] = seg < 0 ? kNoSeg : static_cast<uint16_t>(seg);
  rearm(*this, r, s, d);
}

namespace {
// The eligible targets, the one home of that rule: any unfinished road or city (a feature this
// tile completed is finished), never the feature a magic figure stands on, since a moved figure
// goes to a different feature and the two never share one (seed 001 footnotes 1-4). As a bit
// set: Features::openRoots without the figures' roots, all of its words (the ones segments have
// not reached are clear), so no loop over it has an exit that depends on the board; read from
// openRoots word by word, without a copy.
struct Targets {
  const std::array<uint64_t, kOpenRootWords>& open;
  int w0, w1;       // words of the figures' roots
  uint64_t b0, b1;  // their bits (0 for a figure off the board)
  Targets(const State& s, int taken0, int taken1) : open(s.features.openRoots) {
    static_assert((kMaxSegments & (kMaxSegments - 1)) == 0, "segment index mask");
    w0 = (taken0 & (kMaxSegments - 1)) >> 6;
    w1 = (taken1 & (kMaxSegments - 1)) >> 6;
    b0 = uint64_t{taken0 >= 0} << (taken0 & 63);
    b1 = uint64_t{taken1 >= 0} << (taken1 & 63);
  }
  // Word w of the set, without a branch on whether a figure's root lies in it.
  uint64_t word(int w) const {
    return open[w] & ~((b0 & (0 - uint64_t{w == w0})) | (b1 & (0 - uint64_t{w == w1})));
  }
  bool any() const {
    uint64_t a = 0;
    for (int w = 0; w < kOpenRootWords; ++w) a |= word(w);
    return a != 0;
  }
  bool has(int root) const { return (word(root >> 6) >> (root & 63)) & 1; }
};
Targets targets(const State& s) {
  return Targets(s, s.features.watchedRoot(kMagician), s.features.watchedRoot(kWitch));
}
}  // namespace

void MageWitch::afterPlacement(const Rules& r, State& s, EventSink*) const {
  MageWitchData& d = r.ext<MageWitchData>(s, this);
  const bool magicTile = (r.core(s.board.tiles[s.lastTile].type).flags & d.magicFlag) != 0;
  const bool joined = s.features.watchedJoined();
  if (!magicTile && !joined) return;
  // One decision covers both triggers: a magic tile that also joins their features moves one of
  // them, which separates them. It comes before the meeple step and before scoring.
  const int onBoard = (d.seg[0] != kNoSeg) + (d.seg[1] != kNoSeg);
  if (!targets(s).any()) {
    // No eligible target: a figure on the board must leave it; with one on the board there is
    // nothing to choose.
    if (onBoard == 1) {
      d.seg[0] = d.seg[1] = kNoSeg;
      rearm(*this, r, s, d);
      return;
    }
    if (onBoard == 0) return;
  }
  r.pushDecision(s, xp::ownedDecision(r, this, kPhaseMagic, s.current, magicTile ? 0 : 1));
}

namespace {
// A magic figure's place action as one 8-byte word: the kind, then x, y and loc of the
// feature's root segment or'ed in (byte offsets of Action; little-endian, as both targets
// are); the witch's is the magician's plus arg0.
static_assert(sizeof(Action) == 8 && offsetof(Action, kind) == 0 && offsetof(Action, x) == 2 &&
                  offsetof(Action, y) == 3 && offsetof(Action, loc) == 5 &&
                  offsetof(Action, arg0) == 6 && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ &&
                  offsetof(PlacedTile, y) == offsetof(PlacedTile, x) + 1,
              "Action and PlacedTile layouts assumed below");
constexpr uint64_t kMagicianWord = kActMagicPlace,
                   kWitchWord = kMagicianWord | uint64_t{kWitch} << 48;
uint64_t placeWord(const Rules& r, const State& s, int root) {
  const SegNode& n = s.features.nodes[root];
  const PlacedTile& p = s.board.tiles[n.tile];
  uint16_t xy;
  std::memcpy(&xy, reinterpret_cast<const char*>(&p) + offsetof(PlacedTile, x), 2);  // x, y
  return uint64_t{xy} << 16 | uint64_t{r.core(p.type).rot[p.rot].canon[n.local]} << 40;
}
}  // namespace

void MageWitch::legalActions(const Rules& r, const State& s, const Decision&,
                             ActionList& out) const {
  const MageWitchData& d = r.ext<MageWitchData>(s, this);
  // One action per eligible feature (Targets, in root order) and figure, magician first.
  // check() accepts any segment of it.
  const Targets t = targets(s);
  int c = out.count;
  for (int w = 0; w < kOpenRootWords; ++w)
    for (uint64_t bits = t.word(w); bits; bits &= bits - 1) {
      const uint64_t where = placeWord(r, s, w * 64 + __builtin_ctzll(bits));
      const uint64_t pair[2] = {kMagicianWord | where, kWitchWord | where};
      if (c <= kMaxActions - 2) {  // written directly (no capacity check per action)
        std::memcpy(static_cast<void*>(&out.items[c]), pair, 16);
        c += 2;
      } else {
        Action a[2];
        std::memcpy(static_cast<void*>(a), pair, 16);
        out.count = c;
        out.push(a[0]);
        out.push(a[1]);
        c = out.count;
      }
    }
  out.count = c;
  if (out.count) return;
  for (uint8_t f = 0; f < 2; ++f)
    if (d.seg[f] != kNoSeg) {
      Action a;
      a.kind = kActMagicRemove;
      a.arg0 = f;
      out.push(a);
    }
}

bool MageWitch::sampleAction(const Rules& r, const State& s, const Decision&, Rng& rng,
                             Action& out) const {
  const Targets t = targets(s);
  std::array<uint64_t, kOpenRootWords> words;
  std::array<int, kOpenRootWords> before;  // targets in the words below w
  int count = 0;
  for (int w = 0; w < kOpenRootWords; ++w) {
    words[w] = t.word(w);
    before[w] = count;
    count += popcount64(words[w]);
  }
  if (!count) return false;  // the removals: listed
  // legalActions' item i: feature i / 2 in root order, magician for even i. The feature is
  // found without a branch on the draw (random: a loop counting up to it mispredicted its
  // exit about once a decision): its word is the last one with at most i targets below it
  // (never an empty one, as the next word would have as few below it), its bit the last
  // position with at most i targets of the word below it.
  int i = static_cast<int>(rng.below(static_cast<uint32_t>(std::min(2 * count, kMaxActions))));
  const uint64_t figure = pickWord(i & 1, kWitchWord, kMagicianWord);
  i /= 2;
  int w = 0;
  for (int k = 1; k < kOpenRootWords; ++k) w += before[k] <= i;
  i -= before[w];
  const uint64_t bits = words[w];
  int bit = 0;
  for (int step = 32; step; step >>= 1) {
    const int up = popcount64(bits & ((1ull << (bit + step)) - 1)) <= i;
    bit += up * step;
  }
  const uint64_t word = figure | placeWord(r, s, w * 64 + bit);
  std::memcpy(static_cast<void*>(&out), &word, 8);
  return true;
}

bool MageWitch::playSampled(const Rules& r, State& s, const Decision& d, Rng& rng, Action& a,
                            EventSink* sink) const {
  return playSampledAs(*this, r, s, d, rng, a, sink);
}

std::string MageWitch::check(const Rules& r, const State& s, const Decision&,
                             const Action& a) const {
  const MageWitchData& d = r.ext<MageWitchData>(s, this);
  if (a.arg0 > 1) return "no such magic figure";
  if (a.kind == kActMagicPlace) {
    std::string why;
    const int g = xp::segmentAtRef(r, s, a.x, a.y, a.loc, why);
    if (g < 0) return why;
    const int root = s.features.find(g);
    if (targets(s).has(root)) return {};
    // Not eligible (Targets): which part of the rule the feature fails.
    if (!closesByEdges(s.features.nodes[g].kind))
      return "a magic figure stands only on a road or a city";
    if (!xp::openRoadOrCity(s, root))
      return "that feature is finished (only unfinished roads and cities are eligible)";
    if (root == s.features.watchedRoot(a.arg0))
      return std::string("the ") + kFigureNames[a.arg0] + " must move to a different feature";
    return "the magician and the witch never share a feature";
  }
  if (a.kind == kActMagicRemove) {
    if (d.seg[a.arg0] == kNoSeg)
      return std::string("the ") + kFigureNames[a.arg0] + " is not on the board";
    if (targets(s).any())
      return "a magic figure is removed only when no feature is eligible (place or move one)";
    return {};
  }
  return "expected a magic figure placement (magician@X,Y:LOC, witch@X,Y:LOC) or removal";
}

void MageWitch::apply(const Rules& r, State& s, const Decision&, const Action& a,
                      EventSink*) const {
  MageWitchData& d = r.ext<MageWitchData>(s, this);
  if (a.kind == kActMagicPlace) {
    d.seg[a.arg0] = static_cast<uint16_t>(xp::segmentAtCell(r, s, a.x, a.y, a.loc));
  } else {
    d.seg[a.arg0] = kNoSeg;
  }
  rearm(*this, r, s, d);
}

void MageWitch::onFeatureScored(const Rules& r, State& s, ScoreEvent& ev) const {
  if (!closesByEdges(ev.kind)) return;
  MageWitchData& d = r.ext<MageWitchData>(s, this);
  for (int f = 0; f < 2; ++f) {
    if (s.features.watchedRoot(f) != ev.feature) continue;
    ev.adjustColumn = static_cast<uint8_t>(r.scoreColumn(this, f));
    for (int p = 0; p < s.players; ++p) {
      if (!(ev.winners & (1 << p))) continue;
      const int change =
          magicAdjustment(static_cast<MagicFigure>(f), ev.points[p] + ev.bonus[p], ev.tileCount);
      ev.adjust[p] = static_cast<int16_t>(ev.adjust[p] + change);
    }
    // After a scoring during play the figure leaves, even if nobody scored.
    if (!ev.final) {
      d.seg[f] = kNoSeg;
      rearm(*this, r, s, d);
    }
  }
}

bool MageWitch::parseValue(const Rules&, const State&, const Decision&, std::string_view v,
                           Action& out, std::string& why) const {
  out = Action{};
  for (uint8_t f = 0; f < 2; ++f) {
    const std::string name = kFigureNames[f];
    if (v == "remove-" + name) {
      out.kind = kActMagicRemove;
      out.arg0 = f;
      return true;
    }
    if (v.substr(0, name.size() + 1) == name + "@") {
      int x = 0, y = 0, loc = 0;
      if (!xp::parseSegmentRef(v.substr(name.size() + 1), x, y, loc, why)) return false;
      out.kind = kActMagicPlace;
      out.arg0 = f;
      out.x = static_cast<int8_t>(x);
      out.y = static_cast<int8_t>(y);
      out.loc = static_cast<uint8_t>(loc);
      return true;
    }
  }
  why = "expected magician@X,Y:LOC, witch@X,Y:LOC, remove-magician or remove-witch, not '" +
        std::string(v) + "'";
  return false;
}

std::string MageWitch::printValue(const Rules& r, const State& s, const Decision&,
                                  const Action& a) const {
  const std::string name = kFigureNames[a.arg0 & 1];
  if (a.kind == kActMagicRemove) return "remove-" + name;
  std::string why;
  const int g = xp::segmentAtRef(r, s, a.x, a.y, a.loc, why);
  return name + "@" + (g < 0 ? "?" : xp::segmentText(r, s, g));
}

}  // namespace carc
