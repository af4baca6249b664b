// Turn flow (base.md "Turn"): draw, place, optional meeple, score; game end after the last tile.
#include "engine/modes/base/rules.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <utility>

#include "engine/core/bits.h"
#include "engine/modes/base/expansion.h"

namespace carc {

bool Expansion::hookOnTile(const Rules& r, Hook, const TileType& t) const {
  return tileFlag().empty() || (t.flags & r.tileFlag(this)) != 0;
}

bool Expansion::playSampled(const Rules& r, State& s, const Decision& d, Rng& rng, Action& a,
                            EventSink* sink) const {
  return playSampledAs(*this, r, s, d, rng, a, sink);
}

namespace {
std::string cellName(int x, int y) {
  return std::to_string(x) + "," + std::to_string(y);
}
const char* edgeKindName(int code) {
  return code < kFeatureKinds ? kKindNames[code].data() : "?";
}
}  // namespace

Rules::Rules(TileSet tiles, std::vector<const Expansion*> expansions, std::vector<uint32_t> options)
    : tiles_(std::move(tiles)), expansions_(std::move(expansions)), options_(std::move(options)) {
  options_.resize(expansions_.size(), 0);
  for (size_t i = 0; i < expansions_.size(); ++i)
    for (unsigned h = 0; h < kHookCount; ++h)
      if (expansions_[i]->hooks() & hookBit(static_cast<Hook>(h))) {
        hooked_[h].push_back(expansions_[i]);
        if (i < 32) hookMask_[h] |= 1u << i;
      }
  indexExpansions();  // before anything below asks an expansion about these rules
  int segs = 0;
  for (const auto& t : tiles_.types) segs += t.count * t.segCount;
  // Capacities are compile-time; a tile set beyond them is a data error caught at start-up.
  if (segs > kMaxSegments || tiles_.totalTiles() > kMaxTiles || tiles_.startType < 0 ||
      tiles_.types.size() >= kNone8)
    std::abort();
  for (const TileType& t : tiles_.types) cores_.push_back(coreOf(t));
  for (size_t t = 0; t < tiles_.types.size(); ++t)
    for (int c = 0; c < tiles_.types[t].count - (static_cast<int>(t) == tiles_.startType); ++c)
      startBag_[startBagCount_++] = static_cast<uint8_t>(t);
  // Placement codes (legalPlacements): each distinct rotation's edge codes, 2 bits per edge as
  // Board::clash holds them. Needs every edge code below 4 (road, city, field).
  bool small = true;
  for (const auto& t : tiles_.types)
    for (int e = 0; e < 4; ++e) small = small && ((t.rot[0].edges >> (4 * e)) & 15) < 4;
  if (small)
    for (const TileType& t : tiles_.types) {
      PlaceCodes pc{};
      for (int k = 0; k < 4; ++k) {
        const int r = t.distinct[k < t.distinctRotations ? k : 0];
        for (int e = 0; e < 4; ++e)
          pc.code[k][e] = static_cast<uint8_t>((t.rot[r].edges >> (4 * e)) & 3);
        // The place action's word with x = y = 0 (Action layout: kind, tile, x, y, rot, ...).
        pc.word[k] = uint64_t{kActPlace} | uint64_t{static_cast<uint8_t>(r)} << 32;
      }
      pc.rotations = static_cast<uint8_t>(t.distinctRotations);
      placeCodes_.push_back(pc);
    }
  for (const Expansion* e : expansions_)
    tileFlags_.push_back(e->tileFlag().empty() ? 0 : tiles_.flag(e->tileFlag()));
  tileHooksFiltered_ = !expansions_.empty() && expansions_.size() <= 32;
  tileHooks_.assign(tiles_.types.size(), 0);
  if (tileHooksFiltered_)
    for (const auto& [hook, shift] : {std::pair{kHookAfterPlacement, kPlaceHooksShift},
                                      std::pair{kHookAfterScoring, kScoreHooksShift}})
      for (size_t i = 0; i < expansions_.size(); ++i)
        if (expansions_[i]->hooks() & hookBit(hook))
          for (size_t ty = 0; ty < tiles_.types.size(); ++ty)
            if (expansions_[i]->hookOnTile(*this, hook, tiles_.types[ty]))
              tileHooks_[ty] |= uint64_t{1} << (i + shift);
  for (const TileType& t : tiles_.types)
    for (const Expansion* e : expansions_) tileWords_.push_back(e->tileWord(*this, t));
  using Filter = Expansion::ScoringFilter;
  for (size_t i = 0; i < expansions_.size() && i < 32; ++i) {
    const Expansion& e = *expansions_[i];
    if (!e.scoringGated()) {
      ungatedScoring_ |= 1u << i;
      continue;
    }
    if (e.scoringFilter() == Filter::kOnWatched) watchedScoring_ |= 1u << i;
    if (e.scoringFilter() == Filter::kOnTiles)
      tileScoring_.push_back({1u << i, extOffset_[i] + e.scoringTiles()});
  }
}

void Rules::indexExpansions() {
  int off = 0;
  for (const Expansion* e : expansions_) {
    extOffset_.push_back(off);
    off += (e->stateBytes() + 7) & ~7;
  }
  if (off > kExtensionBytes) std::abort();
  // The slots by address (slotOf): a power of two at least twice the expansions.
  size_t size = 2;
  while (size < 2 * expansions_.size()) size *= 2;
  slots_.assign(size, Slot{});
  slotMask_ = static_cast<uint32_t>(size - 1);
  for (size_t i = 0; i < expansions_.size(); ++i) {
    Slot& slot = slotAt(expansions_[i]);
    if (slot.e) continue;  // listed twice: the first one wins
    slot.e = expansions_[i];
    slot.index = static_cast<int32_t>(i);
    slot.extOffset = extOffset_[i];
  }
  layOutColumns();
}

void Rules::layOutColumns() {
  // The base game's four, each enabled expansion's own in hook order, then "other". A name
  // declared twice is a data error (two expansions adding to one column), caught at start-up.
  columns_ = {"road", "city", "cloister", "field"};
  for (size_t i = 0; i < expansions_.size(); ++i) {
    Slot& slot = slotAt(expansions_[i]);
    if (slot.index != static_cast<int32_t>(i)) continue;  // listed twice
    slot.firstColumn = static_cast<int32_t>(columns_.size());
    for (std::string_view name : expansions_[i]->scoreColumns()) {
      if (std::find(columns_.begin(), columns_.end(), name) != columns_.end()) std::abort();
      columns_.emplace_back(name);
    }
  }
  otherColumn_ = static_cast<int>(columns_.size());
  columns_.emplace_back("other");
  if (columns_.size() > static_cast<size_t>(kMaxScoreColumns)) std::abort();
  // The hash writes the columns in a fixed order by name, not in this layout: the first release
  // hashed one array of these ten columns for every game (zeros where an expansion was off), and
  // every pinned hash and replay check since compares against that. A column a later expansion
  // adds comes after them, in this layout's order.
  static const char* const kFirstRelease[] = {"road",     "city",  "cloister", "field",
                                              "magician", "witch", "windrose", "bet",
                                              "porxada",  "other"};
  hashColumns_.clear();
  for (const char* name : kFirstRelease) {
    const auto at = std::find(columns_.begin(), columns_.end(), name);
    hashColumns_.push_back(at == columns_.end() ? -1 : static_cast<int>(at - columns_.begin()));
  }
  for (size_t c = 0; c < columns_.size(); ++c)
    if (std::find(std::begin(kFirstRelease), std::end(kFirstRelease), columns_[c]) ==
        std::end(kFirstRelease))
      hashColumns_.push_back(static_cast<int>(c));
}

std::string Rules::setup(State& s, const GameSetup& st, EventSink* sink) const {
  if (st.players < 2 || st.players > kMaxPlayers) return "the game needs 2 to 6 players";
  std::memset(static_cast<void*>(&s), 0, sizeof(State));
  s.players = static_cast<uint8_t>(st.players);
  s.explicitDraws = st.explicitDraws ? 1 : 0;
  s.rng.seed(st.seed);
  s.step = Step::Draw;
  s.current = 0;
  s.drawn = kNone8;
  s.lastTile = kNone8;
  for (int p = 0; p < kMaxPlayers; ++p)
    s.supply[p] = static_cast<uint8_t>(p < st.players ? kMeeplesPerPlayer : 0);
  s.board.clear();
  s.features.count = 0;
  // The bag holds every tile but one copy of the start tile.
  s.bag = startBag_;
  s.bagCount = startBagCount_;
  placeTile(s, tiles_.startType, 0, 0, 0);
  s.lastTile = kNone8;
  for (size_t i = 0; i < expansions_.size(); ++i) expansions_[i]->onSetup(*this, s);
  advance(s, sink);
  return {};
}

const Expansion* Rules::expansion(std::string_view name) const {
  for (const Expansion* e : expansions_)
    if (e->name() == name) return e;
  return nullptr;
}

State Rules::viewFor(const State& s, int viewer) const {
  State v = s;
  hideFrom(v, viewer);
  return v;
}

void Rules::hideFrom(State& v, int viewer) const {
  for (const Expansion* e : expansions_) e->hideFrom(*this, v, viewer);
}

State Rules::sampleFromView(const State& view, int viewer, Rng& rng) const {
  State v = view;
  fillHidden(v, viewer, rng);
  return v;
}

void Rules::fillHidden(State& v, int viewer, Rng& rng) const {
  for (const Expansion* e : expansions_) e->fillHidden(*this, v, viewer, rng);
  // Draws pick from the bag with the state's generator: a fresh one makes them unknown.
  if (!v.explicitDraws) v.rng.seed(rng.next());
}

Decision Rules::decision(const State& s) const {
  if (s.pendingCount) return s.queued(0);
  Decision d;
  d.player = s.current;
  switch (s.step) {
    case Step::Draw:
      d.phase = kPhaseDraw;
      break;
    case Step::Place:
      d.phase = kPhasePlaceTile;
      break;
    case Step::Meeple:
      d.phase = kPhasePlaceMeeple;
      break;
    default:
      d.phase = kPhaseGameOver;
      break;
  }
  return d;
}

bool Rules::endNow(State& s, EventSink* sink) const {
  if (s.step != Step::Draw || s.pendingCount) return false;
  s.bagCount = 0;
  advance(s, sink);
  return true;
}

bool Rules::fits(const State& s, int type, int x, int y, int rot) const {
  const int o = s.board.openAt(x, y);
  if (o < 0) return false;
  const Board::Open& f = s.board.frontier[o];
  return f.fits(tiles_.types[type].rot[rot & 3].edges);
}

namespace {
// Bit i of fit[k]: rotation distinct[k] fits frontier[i] (every edge the cell constrains
// matches), for the word w of frontier indexes.
void fitWord(const Board& b, const PlaceCodes& pc, int w, uint64_t fit[4]) {
  const int n = b.frontierCount;
  const uint64_t live = n >= 64 * (w + 1) ? ~0ull : (1ull << (n & 63)) - 1;
  for (int k = 0; k < 4; ++k) {
    const uint8_t* c = pc.code[k];
    fit[k] = k < pc.rotations ? live & ~(b.clash[0][c[0]][w] | b.clash[1][c[1]][w] |
                                         b.clash[2][c[2]][w] | b.clash[3][c[3]][w])
                              : 0;
  }
}
int frontierWords(const Board& b) {
  return (b.frontierCount + 63) >> 6;
}
}  // namespace

bool Rules::fitsAnywhere(const State& s, int type) const {
  if (!placeCodes_.empty()) {  // all open cells at once, 64 per word
    for (int w = 0; w < frontierWords(s.board); ++w) {
      uint64_t fit[4];
      fitWord(s.board, placeCodes_[type], w, fit);
      if (fit[0] | fit[1] | fit[2] | fit[3]) return true;
    }
    return false;
  }
  const TileType& t = tiles_.types[type];
  for (int i = 0; i < s.board.frontierCount; ++i) {
    const Board::Open& f = s.board.frontier[i];
    for (int k = 0; k < t.distinctRotations; ++k)
      if (f.fits(t.rot[t.distinct[k]].edges)) return true;
  }
  return false;
}

void Rules::legalPlacements(const State& s, int type, ActionList& out) const {
  const TileType& t = tiles_.types[type];
  if (placeCodes_.empty() || out.count + 4 * s.board.frontierCount > kMaxActions) {
    for (int i = 0; i < s.board.frontierCount; ++i) {
      const Board::Open& f = s.board.frontier[i];
      for (int k = 0; k < t.distinctRotations; ++k)
        if (f.fits(t.rot[t.distinct[k]].edges)) out.push(Action::place(f.x, f.y, t.distinct[k]));
    }
    return;
  }
  // Only the cells some rotation fits are visited, in frontier order as the plain loop above;
  // each writes its four candidate words and keeps those that fit (no branch per rotation; the
  // capacity check above leaves room for four per cell).
  static_assert(sizeof(Action) == 8 && offsetof(Action, kind) == 0 && offsetof(Action, x) == 2 &&
                    offsetof(Action, y) == 3 && offsetof(Action, rot) == 4 &&
                    offsetof(Board::Open, y) == offsetof(Board::Open, x) + 1 &&
                    __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__,
                "Action and Board::Open layouts assumed below");
  const PlaceCodes& pc = placeCodes_[type];
  int c = out.count;
  for (int w = 0; w < frontierWords(s.board); ++w) {
    uint64_t fit[4];
    fitWord(s.board, pc, w, fit);
    for (uint64_t any = fit[0] | fit[1] | fit[2] | fit[3]; any; any &= any - 1) {
      const int b = __builtin_ctzll(any);
      uint16_t xy;
      std::memcpy(&xy, &s.board.frontier[w * 64 + b].x, 2);
      const uint64_t at = uint64_t{xy} << 16;
      for (int k = 0; k < 4; ++k) {
        const uint64_t word = pc.word[k] | at;
        std::memcpy(static_cast<void*>(&out.items[c]), &word, 8);
        c += static_cast<int>((fit[k] >> b) & 1);
      }
    }
  }
  out.count = c;
}

Action Rules::samplePlacement(const State& s, Rng& rng) const {
  // Count the fitting (cell, rotation) pairs per word, draw an index, then find that pair in
  // legalPlacements' order (cells by frontier index, rotations by k).
  const PlaceCodes& pc = placeCodes_[s.drawn];
  uint64_t fit[kFrontierWords][4];
  int inWord[kFrontierWords];
  int total = 0;
  const int words = frontierWords(s.board);
  for (int w = 0; w < words; ++w) {
    fitWord(s.board, pc, w, fit[w]);
    inWord[w] = popcount64(fit[w][0]) + popcount64(fit[w][1]) + popcount64(fit[w][2]) +
                popcount64(fit[w][3]);
    total += inWord[w];
  }
  if (!total) return Action{};
  int i = static_cast<int>(rng.below(static_cast<uint32_t>(std::min(total, kMaxActions))));
  int w = 0;
  while (i >= inWord[w]) i -= inWord[w++];
  // The cell: the last one with at most i pairs before it, by a binary search on the pair counts
  // below each candidate cell. No branch depends on the draw: walking the pairs one by one
  // mispredicted about once per pair passed, more as the frontier grows.
  const uint64_t* f = fit[w];
  int cell = 0, before = 0;  // before: pairs in the cells below `cell`
  for (int step = 32; step; step >>= 1) {
    const uint64_t below = (1ull << (cell + step)) - 1;
    const int c = popcount64(f[0] & below) + popcount64(f[1] & below) + popcount64(f[2] & below) +
                  popcount64(f[3] & below);
    const bool up = c <= i;
    cell += up ? step : 0;
    before = up ? c : before;
  }
  // Its rotation: the (i - before)-th of those that fit there.
  const auto rotations =
      static_cast<unsigned>(((f[0] >> cell) & 1) | ((f[1] >> cell) & 1) << 1 |
                            ((f[2] >> cell) & 1) << 2 | ((f[3] >> cell) & 1) << 3);
  // As legalPlacements writes it: the rotation's word (PlaceCodes) with the cell's x and y.
  uint16_t xy;
  std::memcpy(&xy, &s.board.frontier[w * 64 + cell].x, 2);
  const uint64_t word = pc.word[kNthBitOf4[rotations][i - before]] | uint64_t{xy} << 16;
  Action a;
  std::memcpy(static_cast<void*>(&a), &word, 8);
  return a;
}

Action Rules::sampleAction(const State& s, Rng& rng, ActionList& scratch) const {
  return sampleFor(s, decision(s), rng, scratch);
}

// Inlined into both callers, playSampled (every step of a playout) and sampleAction: with two live
// callers (sampleAction is reachable through RuleSet) GCC's link-time inliner stopped inlining it
// into the playout loop, ~0.6K instructions more per base game.
[[gnu::always_inline]] inline Action Rules::sampleFor(const State& s, const Decision& d, Rng& rng,
                                                      ActionList& scratch) const {
  Action a;
  if (d.owner) {
    if (expansions_[d.owner - 1]->sampleAction(*this, s, d, rng, a)) return a;
  } else if (d.phase == kPhasePlaceTile && !placeCodes_.empty()) {
    return samplePlacement(s, rng);
  }
  return sampleListed(s, rng, scratch);
}

Action Rules::sampleListed(const State& s, Rng& rng, ActionList& scratch) const {
  legalActions(s, scratch);
  if (!scratch.count) return Action{};
  return scratch.items[rng.below(static_cast<uint32_t>(scratch.count))];
}

Action Rules::playSampled(State& s, Rng& rng, ActionList& scratch, EventSink* sink) const {
  // An expansion's decision takes a path of its own from the first test (playQueued): which
  // kind of decision comes next is as good as random, and one test on it mispredicts less than
  // the three of the core path's dispatch.
  if (s.pendingCount) return playQueued(s, rng, scratch, sink);
  const Decision d = decision(s);
  const Action a = sampleFor(s, d, rng, scratch);
  if (a.kind != kActNone) applyAs(s, d, a, sink);
  return a;
}

Action Rules::playQueued(State& s, Rng& rng, ActionList& scratch, EventSink* sink) const {
  // The draw and the apply in one call to the expansion (Expansion::playSampled); from the
  // list when it cannot draw without one.
  const Decision d = s.queued(0);
  Action a;
  if (expansions_[d.owner - 1]->playSampled(*this, s, d, rng, a, sink)) {
    advance(s, sink);
    return a;
  }
  a = sampleListed(s, rng, scratch);
  if (a.kind != kActNone) applyQueued(s, d, a, sink);
  return a;
}

int Rules::segmentAt(const State& s, int tileIndex, int loc) const {
  if (tileIndex < 0 || tileIndex >= s.board.tileCount || loc < 0 || loc >= kLocations) return -1;
  const PlacedTile& p = s.board.tiles[tileIndex];
  const int local = core(p.type).rot[p.rot].seg[loc];
  return local < 0 ? -1 : p.segBase + local;
}

void Rules::meepleOptions(const State& s, ActionList& out) const {
  if (s.lastTile == kNone8 || s.supply[s.current] == 0) return;
  const PlacedTile& p = s.board.tiles[s.lastTile];
  const TileCore& t = core(p.type);
  for (int i = 0; i < t.segCount; ++i) {
    if (!followerCanStand(t.kind[i])) continue;
    if (s.features.nodes[s.features.find(p.segBase + i)].followers) continue;
    out.push(Action::meeple(t.rot[p.rot].canon[i]));
  }
}

void Rules::legalActions(const State& s, ActionList& out) const {
  out.count = 0;
  const Decision d = decision(s);
  if (d.owner) {
    expansions_[d.owner - 1]->legalActions(*this, s, d, out);
    return;
  }
  switch (d.phase) {
    case kPhaseDraw:
      for (int i = 0; i < s.bagCount; ++i) {
        bool seen = false;
        for (int j = 0; j < i && !seen; ++j) seen = s.bag[j] == s.bag[i];
        if (!seen) out.push(Action::draw(s.bag[i]));
      }
      break;
    case kPhasePlaceTile:
      legalPlacements(s, s.drawn, out);
      break;
    case kPhasePlaceMeeple:
      meepleOptions(s, out);
      out.push(Action::pass());
      break;
    default:
      break;
  }
}

std::string Rules::check(const State& s, const Action& a) const {
  const Decision d = decision(s);
  if (d.owner) return expansions_[d.owner - 1]->check(*this, s, d, a);
  switch (d.phase) {
    case kPhaseDraw: {
      if (a.kind != kActDraw) return "a tile must be drawn first";
      if (!s.explicitDraws) return "tiles are drawn by the seeded generator in this game";
      for (int i = 0; i < s.bagCount; ++i)
        if (s.bag[i] == a.tile) return {};
      if (a.tile >= tiles_.types.size()) return "no such tile";
      return "no tile " + tiles_.types[a.tile].id + " is left in the bag";
    }
    case kPhasePlaceTile: {
      if (a.kind != kActPlace) return "the drawn tile must be placed first";
      if (a.rot > 3) return "rotation must be r0..r3";
      if (s.board.tileAt(a.x, a.y) >= 0)
        return "cell " + cellName(a.x, a.y) + " already holds a tile";
      const int o = s.board.openAt(a.x, a.y);
      if (o < 0) return "a tile must touch a placed tile edge to edge";
      const Board::Open& f = s.board.frontier[o];
      const uint16_t edges = tiles_.types[s.drawn].rot[a.rot].edges;
      for (int e = 0; e < 4; ++e) {
        const int m = (f.mask >> (4 * e)) & 15;
        const int want = (f.want >> (4 * e)) & 15, have = (edges >> (4 * e)) & 15;
        if (m && want != have)
          return std::string("edges must match: the ") + kEdgeNames[e].data() + " edge is " +
                 edgeKindName(have) + " but the neighbour shows " + edgeKindName(want);
      }
      return {};
    }
    case kPhasePlaceMeeple: {
      if (a.kind == kActPass) return {};
      if (a.kind != kActMeeple) return "expected a meeple placement or none";
      if (s.supply[s.current] == 0) return "no meeple left in supply";
      const int g = segmentAt(s, s.lastTile, a.loc);
      if (g < 0) return "no feature at that location of the placed tile";
      if (!followerCanStand(s.features.nodes[g].kind)) return "a meeple cannot stand there";
      if (s.features.nodes[s.features.find(g)].followers)
        return "the feature is already occupied (a meeple stands in its connected whole)";
      return {};
    }
    default:
      return "the game is over";
  }
}

void Rules::apply(State& s, const Action& a, EventSink* sink) const {
  applyAs(s, decision(s), a, sink);
}

void Rules::applyQueued(State& s, const Decision& d, const Action& a, EventSink* sink) const {
  popDecision(s);
  expansions_[d.owner - 1]->apply(*this, s, d, a, sink);
  advance(s, sink);
}

void Rules::applyAs(State& s, const Decision& d, const Action& a, EventSink* sink) const {
  if (d.owner) {
    applyQueued(s, d, a, sink);
    return;
  }
  switch (a.kind) {
    case kActDraw:
      for (int i = 0; i < s.bagCount; ++i)
        if (s.bag[i] == a.tile) {
          drawAt(s, i, sink);
          break;
        }
      break;
    case kActPlace:
      placeTile(s, s.drawn, a.x, a.y, a.rot);
      s.step = Step::AfterPlace;
      break;
    case kActMeeple: {
      const int g = segmentAt(s, s.lastTile, a.loc);
      Figure& f = s.figures[s.figureCount++];
      f = Figure{static_cast<uint16_t>(g), s.current, kFigureMeeple};
      --s.supply[s.current];
      ++s.features.nodes[s.features.find(g)].followers;
      s.step = Step::Score;
      break;
    }
    case kActPass:
      s.step = Step::Score;
      break;
    default:
      break;
  }
  advance(s, sink);
}

// Takes bag[i]; a tile that fits nowhere is discarded (shown to all) and the draw repeats.
void Rules::drawAt(State& s, int i, EventSink* sink) const {
  const uint8_t t = s.bag[i];
  s.bag[i] = s.bag[--s.bagCount];
  if (!fitsAnywhere(s, t)) {
    s.discards[s.discardCount++] = t;
    if (sink) sink->discarded(t);
    return;  // still in Step::Draw
  }
  s.drawn = t;
  s.step = Step::Place;
}

void Rules::placeTile(State& s, int type, int x, int y, int rot) const {
  const TileCore& t = core(type);
  const TileFace& v = t.rot[rot];
  Features& F = s.features;
  const int index = s.board.tileCount;
  const int base = F.addTile(t, index);
  s.board.place(x, y, type, rot, v.edges, static_cast<uint16_t>(base));
  s.lastTile = static_cast<uint8_t>(index);
  s.drawn = kNone8;
  s.tileHooks = tileHooks_[type];  // read here, ready long before advance's hooks need it
  // Join segments across each edge: both halves and the middle of every touching edge.
  for (int d = 0; d < 4; ++d) {
    const int n = s.board.tileAt(x + kDx[d], y + kDy[d]);
    if (n < 0) continue;
    const PlacedTile& nt = s.board.tiles[n];
    const TileFace& nv = core(nt.type).rot[nt.rot];
    for (int k = 0; k < 3; ++k) {
      const int slot = d * 3 + k;
      const int a = v.seg[slot], b = nv.seg[facingSlot(slot)];
      if (a < 0 || b < 0) continue;
      F.unite(base + a, nt.segBase + b, k == 1 && closesByEdges(t.kind[a]));
    }
  }
  // Cloister completion counts: the 8 surrounding cells. The cells (this one included) whose
  // tile now has all 8 are noted for scoreCompleted (State::surrounded, bit (dy + 1) * 3 + dx + 1).
  uint8_t around = 0;
  unsigned surrounded = 0;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      if (!dx && !dy) continue;
      const int n = s.board.tileAt(x + dx, y + dy);
      if (n < 0) continue;
      ++around;
      surrounded |= unsigned{++s.board.tiles[n].neighbours == 8} << ((dy + 1) * 3 + dx + 1);
    }
  s.board.tiles[index].neighbours = around;
  s.surrounded = static_cast<uint16_t>(surrounded | unsigned{around == 8} << 4);
}

// Calls a tile-filtered hook (afterPlacement, afterScoring) of the expansions that run it on
// this turn's tile, have armed their hooks or are in `also`, in expansions() order as the
// unfiltered loop; bits of expansions without this hook are dropped by the hook mask.
template <class Call>
void Rules::runTileHook(const State& s, Hook h, int shift, uint32_t also, Call call) const {
  if (!tileHooksFiltered_) {
    for (const Expansion* e : hooked_[h]) call(e);
    return;
  }
  forEachBit((static_cast<uint32_t>(s.tileHooks >> shift) | s.armedHooks | also) & hookMask_[h],
             call);
}

void Rules::featureHooks(State& s, ScoreEvent& ev) const {
  if (!tileHooksFiltered_) {
    for (const Expansion* e : hooked_[kHookFeatureValue]) e->onFeatureValue(*this, s, ev);
    for (const Expansion* e : hooked_[kHookFeatureScored]) e->onFeatureScored(*this, s, ev);
    return;
  }
  uint32_t listening = s.scoreListeners | ungatedScoring_;
  // Listeners to a few features only (scoringFilter) are dropped for any other feature without
  // a call (most scored features concern neither a magic figure nor a chip).
  const uint16_t watch = static_cast<uint16_t>(ev.feature + 1);
  if (watch != s.features.watch[0] && watch != s.features.watch[1]) listening &= ~watchedScoring_;
  for (const TileScoring& t : tileScoring_) {
    uint64_t tiles[2];
    std::memcpy(tiles, s.ext.data() + t.offset, sizeof tiles);
    if (!((tiles[0] & ev.tileSet[0]) | (tiles[1] & ev.tileSet[1]))) listening &= ~t.bit;
  }
  forEachBit(hookMask_[kHookFeatureValue] & listening,
             [&](const Expansion* e) { e->onFeatureValue(*this, s, ev); });
  forEachBit(hookMask_[kHookFeatureScored] & listening,
             [&](const Expansion* e) { e->onFeatureScored(*this, s, ev); });
}

void Rules::runSteps(State& s, EventSink* sink) const {
  // A step that is not a decision runs straight into the one after it (Step's order) while no
  // expansion decision is queued, rather than going round the dispatch again: fewer
  // hard-to-predict jumps per turn.
  for (;;) {
    if (s.pendingCount) return;
    switch (s.step) {
      case Step::AfterPlace:
        s.step = Step::Meeple;
        runTileHook(s, kHookAfterPlacement, kPlaceHooksShift,
                    s.joinWatchers & (0u - s.features.watchedJoined()),
                    [&](const Expansion* e) { e->afterPlacement(*this, s, sink); });
        return;  // the meeple step, or an expansion decision before it
      case Step::Place:
      case Step::Meeple:
      case Step::Over:
        return;
      case Step::Score:
        scoreCompleted(*this, s, sink);
        s.step = Step::AfterScore;
        runTileHook(s, kHookAfterScoring, kScoreHooksShift, 0,
                    [&](const Expansion* e) { e->afterScoring(*this, s, sink); });
        if (s.pendingCount) return;
        [[fallthrough]];
      case Step::AfterScore:
        s.step = Step::EndTurn;
        [[fallthrough]];
      case Step::EndTurn:
        s.current = static_cast<uint8_t>(s.current + 1 == s.players ? 0 : s.current + 1);
        ++s.turn;
        s.lastTile = kNone8;
        s.step = Step::Draw;
        [[fallthrough]];
      case Step::Draw:
        if (s.bagCount == 0) {
          s.step = Step::Final;
          break;
        }
        if (s.explicitDraws) return;
        drawAt(s, static_cast<int>(s.rng.below(s.bagCount)), sink);
        if (s.step == Step::Place) return;
        break;  // the tile fitted nowhere: draw again
      case Step::Final:
        s.step = Step::FinalBase;
        for (const Expansion* e : hooked_[kHookBeforeFinal]) e->beforeFinalScoring(*this, s, sink);
        break;
      case Step::FinalBase:
        scoreFinal(*this, s, sink);
        s.step = Step::FinalAfter;
        break;
      case Step::FinalAfter:
        s.step = Step::Over;
        for (const Expansion* e : hooked_[kHookAfterFinal]) e->afterFinalScoring(*this, s, sink);
        break;
    }
  }
}

}  // namespace carc
