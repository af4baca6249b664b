#pragma once
// The rules engine of the tile-laying game: setup, the current decision, its legal actions,
// checking and applying actions. Rules is the immutable configuration (tile set, enabled
// expansions); every function takes the State it works on, so one Rules serves many states.
// It is the base mode's RuleSet (rule_set.h): the virtuals taking a Position forward to the
// methods below on its State (rules_seam.cpp); hot paths call those directly.
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/actions.h"
#include "engine/core/game.h"
#include "engine/core/rule_set.h"
#include "engine/core/tile.h"
#include "engine/modes/base/expansion.h"
#include "engine/modes/base/scoring.h"
#include "engine/modes/base/state.h"

namespace carc {

// The base set from the embedded assets; aborts on a broken asset (a build error, not input).
const TileSet& baseTileSet();

// Meeples may stand on these kinds (not on markers such as a wind rose picture).
constexpr bool followerCanStand(FeatureKind k) {
  return k == FeatureKind::Road || k == FeatureKind::City || k == FeatureKind::Field ||
         k == FeatureKind::Cloister;
}

// A tile type's distinct rotations for placement tests against Board::clash: each one's edge
// codes (2 bits, by board edge) and its place action as an 8-byte word without the cell.
struct PlaceCodes {
  uint8_t code[4][4];
  uint64_t word[4];
  uint8_t rotations;
};

class Rules final : public RuleSet {
 public:
  // `options`: per expansion, bits of its optionNames() (missing entries are 0).
  explicit Rules(TileSet tiles, std::vector<const Expansion*> expansions = {},
                 std::vector<uint32_t> options = {});

  // ---- RuleSet, over a Position holding a State (rules_seam.cpp)
  std::string_view mode() const override { return "base"; }
  std::vector<std::string> expansionItems() const override;
  int minPlayers() const override { return 2; }
  int maxPlayers() const override { return kMaxPlayers; }
  std::vector<ReconstructedItem> reconstructed() const override;
  Position newPosition() const override;
  std::string setup(Position& p, const GameSetup& setup, EventSink* sink = nullptr) const override;
  Decision decision(const Position& p) const override { return decision(p.as<State>()); }
  void legalActions(const Position& p, ActionList& out) const override {
    legalActions(p.as<State>(), out);
  }
  Action sampleAction(const Position& p, Rng& rng, ActionList& scratch) const override {
    return sampleAction(p.as<State>(), rng, scratch);
  }
  std::string check(const Position& p, const Action& a) const override {
    return check(p.as<State>(), a);
  }
  void apply(Position& p, const Action& a, EventSink* sink = nullptr) const override {
    apply(p.as<State>(), a, sink);
  }
  int playOut(Position& p, Rng& policy, std::vector<Action>* record = nullptr,
              EventSink* sink = nullptr) const override;
  bool endNow(Position& p, EventSink* sink = nullptr) const override {
    return endNow(p.as<State>(), sink);
  }
  // Also forgets the bag's order and the generator that draws from it (the State overload
  // below keeps both: the app shows that view).
  Position viewFor(const Position& p, int viewer) const override;
  Position sampleFromView(const Position& view, int viewer, Rng& rng) const override;
  Position outsiderView(const Position& p) const override;
  int players(const Position& p) const override { return p.as<State>().players; }
  bool over(const Position& p) const override { return p.as<State>().over(); }
  int turn(const Position& p) const override { return p.as<State>().turn; }
  bool finalScoring(const Position& p) const override { return p.as<State>().step >= Step::Final; }
  int drawnTile(const Position& p) const override {
    const uint8_t d = p.as<State>().drawn;
    return d == kNone8 ? -1 : d;
  }
  void tilesLeft(const Position& p, std::vector<int>& out) const override;
  int tilesPlaced(const Position& p) const override { return p.as<State>().board.tileCount; }
  int tilesDiscarded(const Position& p) const override { return p.as<State>().discardCount; }
  int supply(const Position& p, int player) const override {
    return p.as<State>().supply[static_cast<size_t>(player)];
  }
  uint64_t hash(const Position& p) const override { return hash(p.as<State>()); }
  uint64_t fingerprint(const Position& p) const override;
  const std::vector<std::string>& scoreColumns() const override { return columns_; }
  int score(const Position& p, int player, int column) const override {
    return p.as<State>().score[static_cast<size_t>(player)][static_cast<size_t>(column)];
  }
  int total(const Position& p, int player) const override { return p.as<State>().total(player); }
  void estimate(const Position& p, std::vector<double>& out) const override;
  int tileTypes() const override { return static_cast<int>(tiles_.types.size()); }
  int tileType(std::string_view id) const override { return tiles_.find(id); }
  std::string tileId(int type) const override;
  std::string printFollower(const Position& p, const Action& a) const override;
  bool parseFollower(const Position& p, std::string_view text, Action& out,
                     std::string& why) const override;
  std::string_view decisionTag(const Decision& d) const override;
  bool tagNamesPlayer(const Decision& d) const override;
  bool parseTagValue(const Position& p, const Decision& d, std::string_view value, Action& out,
                     std::string& why) const override;
  std::string printTagValue(const Position& p, const Decision& d, const Action& a) const override;
  void codedActions(const Position& p, ActionList& out) const override;
  int sameMoveAs(const Position& p, const Action& a, const ActionList& list) const override;
  bool featureAt(const Position& p, int placed, int loc, int player,
                 FeatureInfo& out) const override;

  // The state hash (stateHash): everything that matters, stable across platforms.
  uint64_t hash(const State& s) const;

  const TileSet& tiles() const { return tiles_; }
  const TileType& type(int t) const { return tiles_.types[t]; }
  // The part of type t a turn reads, packed small (TileCore): what hot paths use.
  const TileCore& core(int t) const { return cores_[static_cast<size_t>(t)]; }
  const std::vector<const Expansion*>& expansions() const { return expansions_; }
  // The enabled expansions implementing a hook (Expansion::hooks), in expansions() order.
  const std::vector<const Expansion*>& hooked(Hook h) const { return hooked_[h]; }
  // An expansion's slice of State::ext (T trivially copyable, size <= its stateBytes()).
  template <class T>
  T& ext(State& s, int expansionIndex) const {
    return *reinterpret_cast<T*>(s.ext.data() + extOffset_[expansionIndex]);
  }
  template <class T>
  const T& ext(const State& s, int expansionIndex) const {
    return *reinterpret_cast<const T*>(s.ext.data() + extOffset_[expansionIndex]);
  }
  // Index of an enabled expansion in expansions(), or -1 if it is not enabled.
  int indexOf(const Expansion* e) const { return slotOf(e).index; }
  // Expansion e's k-th declared score column (Expansion::scoreColumns), -1 if e is not enabled
  // (by name: RuleSet::scoreColumn).
  using RuleSet::scoreColumn;
  int scoreColumn(const Expansion* e, int k = 0) const {
    const Slot& s = slotOf(e);
    return s.index < 0 ? -1 : s.firstColumn + k;
  }
  // The column of points no declared column takes ("other", the last).
  int otherColumn() const { return otherColumn_; }
  // Expansion e's Expansion::tileWord for a tile type (0 if e is not enabled).
  uint32_t tileWord(const Expansion* e, int type) const {
    const int i = indexOf(e);
    return i < 0 ? 0 : tileWords_[static_cast<size_t>(type) * expansions_.size() + i];
  }
  // The bit of expansion e's Expansion::tileFlag in this tile set (0 if none or not enabled).
  uint32_t tileFlag(const Expansion* e) const {
    const int i = indexOf(e);
    return i < 0 ? 0 : tileFlags_[static_cast<size_t>(i)];
  }
  // The enabled expansion with this header name, or nullptr.
  const Expansion* expansion(std::string_view name) const;
  template <class T>
  T& ext(State& s, const Expansion* e) const {
    return *reinterpret_cast<T*>(s.ext.data() + extOffsetOf(e));
  }
  template <class T>
  const T& ext(const State& s, const Expansion* e) const {
    return *reinterpret_cast<const T*>(s.ext.data() + extOffsetOf(e));
  }
  // Option bits of an enabled expansion (see Expansion::optionNames).
  uint32_t options(const Expansion* e) const {
    const int i = indexOf(e);
    return i < 0 || i >= static_cast<int>(options_.size()) ? 0u : options_[i];
  }
  // What `viewer` may see of a position: a copy with other players' hidden information blanked
  // by each expansion (Expansion::hideFrom; face-down bets).
  State viewFor(const State& s, int viewer) const;
  void hideFrom(State& s, int viewer) const;
  // A position `viewer` could be in, given their view (viewFor): the hidden information dealt at
  // random (Expansion::fillHidden) and the bag's order reshuffled, as the viewer cannot know it.
  // What a search plays forward from; a view itself is for showing (a hidden chip pays nothing).
  State sampleFromView(const State& view, int viewer, Rng& rng) const;
  void fillHidden(State& view, int viewer, Rng& rng) const;  // sampleFromView in place

  // A new game: the start tile at (0,0) r0, the rest in the bag, 7 meeples each, first draw
  // done (unless draws are explicit). Returns "" or why the setup is invalid.
  std::string setup(State& s, const GameSetup& setup, EventSink* sink = nullptr) const;

  Decision decision(const State& s) const;
  void legalActions(const State& s, ActionList& out) const;
  // "" if `a` is legal now, else the rule it breaks.
  std::string check(const State& s, const Action& a) const;
  // Applies a legal action and runs the automatic steps up to the next decision.
  void apply(State& s, const Action& a, EventSink* sink = nullptr) const;

  // ---- queries for players, UIs and expansions
  bool fits(const State& s, int type, int x, int y, int rot) const;
  bool fitsAnywhere(const State& s, int type) const;
  // Legal placements of a tile type: one action per cell and distinct rotation.
  void legalPlacements(const State& s, int type, ActionList& out) const;
  // A uniformly random legal action for random playouts: the one legalActions then item
  // rng.below(count) give, with the same single draw, but placements (and expansion decisions
  // that can count their choices, Expansion::sampleAction) are found without listing them all.
  // Action{} (kActNone) if nothing is legal. `scratch` holds a list when one is needed.
  Action sampleAction(const State& s, Rng& rng, ActionList& scratch) const;
  // sampleAction, then apply of the action drawn (unless nothing is legal), looking the
  // decision up once: a step of a random playout. Returns the action.
  Action playSampled(State& s, Rng& rng, ActionList& scratch, EventSink* sink = nullptr) const;
  // Meeple actions for the tile placed this turn (not including pass).
  void meepleOptions(const State& s, ActionList& out) const;
  // Global segment at a board location of a placed tile, or -1.
  int segmentAt(const State& s, int tileIndex, int loc) const;
  // Ends the game now as if the bag were empty (tests and analysis of hand-written positions):
  // only at a draw with no decision pending (else false); runs the final steps up to the next
  // decision.
  bool endNow(State& s, EventSink* sink = nullptr) const;
  // Queue a decision answered by an expansion before the next core step.
  void pushDecision(State& s, const Decision& d) const {
    if (s.pendingCount == kMaxPending) return;
    s.pending[(s.pendingHead + s.pendingCount++) & (kMaxPending - 1)] = d;
  }
  // Takes the first queued decision off the queue, as it is answered (before its action is
  // applied: what that queues goes behind the rest).
  void popDecision(State& s) const {
    --s.pendingCount;
    s.pendingHead = static_cast<uint8_t>((s.pendingHead + 1) & (kMaxPending - 1));
  }
  // While `on`, expansion e's afterPlacement and afterScoring run on every turn, whatever its
  // Expansion::hookOnTile says about the tile.
  void armHooks(State& s, const Expansion* e, bool on) const { setBit(s.armedHooks, e, on); }
  // While `on`, expansion e's feature hooks run on every scored feature; an expansion whose
  // Expansion::scoringGated is true gets them only then.
  void listenScoring(State& s, const Expansion* e, bool on) const {
    setBit(s.scoreListeners, e, on);
  }
  // The feature hooks on a feature being scored, in expansions() order: the value stage
  // (onFeatureValue) for every expansion, then the modifier stage (onFeatureScored).
  void featureHooks(State& s, ScoreEvent& ev) const;
  // Features::watch follows the features of segments a and b (each < 0: none) as they merge
  // (Features::watchedRoot); while both are watched, expansion e's afterPlacement also runs on
  // any turn whose placement joins them. One pair for the whole game, the last call's.
  void watchJoin(State& s, const Expansion* e, int a, int b) const {
    const int i = indexOf(e);  // beyond 32 expansions afterPlacement runs on every turn
    s.features.watch[0] = static_cast<uint16_t>(a >= 0 ? s.features.find(a) + 1 : 0);
    s.features.watch[1] = static_cast<uint16_t>(b >= 0 ? s.features.find(b) + 1 : 0);
    s.joinWatchers = a >= 0 && b >= 0 && i >= 0 && i < 32 ? 1u << i : 0;
  }

 private:
  // Runs the steps up to the next decision: none while an expansion decision is queued (the
  // common case after a bet, which queues the next bettor), so that is tested before the call.
  void advance(State& s, EventSink* sink) const {
    if (!s.pendingCount) runSteps(s, sink);
  }
  void runSteps(State& s, EventSink* sink) const;
  // Sets or clears expansion e's bit in one of State's per-expansion bit sets (none beyond 32
  // expansions, where the hooks always run).
  void setBit(uint32_t& bits, const Expansion* e, bool on) const {
    const int i = indexOf(e);
    if (i < 0 || i >= 32) return;
    bits = (bits & ~(1u << i)) | (static_cast<uint32_t>(on) << i);
  }
  // Calls `call` for each expansion with a bit in `run`, in expansions() order.
  template <class Call>
  void forEachBit(uint32_t run, Call call) const {
    for (; run; run &= run - 1) call(expansions_[static_cast<size_t>(__builtin_ctz(run))]);
  }
  // sampleAction and apply for the decision d = decision(s).
  Action sampleFor(const State& s, const Decision& d, Rng& rng, ActionList& scratch) const;
  // legalActions' item rng.below(count) (Action{} if none): the draw without a shortcut.
  Action sampleListed(const State& s, Rng& rng, ActionList& scratch) const;
  // playSampled for an expansion's decision (one is queued).
  Action playQueued(State& s, Rng& rng, ActionList& scratch, EventSink* sink) const;
  void applyAs(State& s, const Decision& d, const Action& a, EventSink* sink) const;
  // applyAs for an expansion's decision (d = s.queued(0)).
  void applyQueued(State& s, const Decision& d, const Action& a, EventSink* sink) const;
  template <class Call>
  void runTileHook(const State& s, Hook h, int shift, uint32_t also, Call call) const;
  void drawAt(State& s, int bagIndex, EventSink* sink) const;
  void placeTile(State& s, int type, int x, int y, int rot) const;
  Action samplePlacement(const State& s, Rng& rng) const;

  TileSet tiles_;  // own copy: a Rules is self-contained
  std::vector<const Expansion*> expansions_;
  std::vector<uint32_t> options_;
  std::vector<int> extOffset_;
  std::array<std::vector<const Expansion*>, kHookCount> hooked_;
  std::array<uint32_t, kHookCount> hookMask_{};  // bit i: expansions()[i] implements the hook
  // Tile-filtered hooks (Expansion::hookOnTile): per tile type, bit i + kPlaceHooksShift
  // (afterPlacement) or i + kScoreHooksShift (afterScoring): expansions()[i] runs the hook on
  // that tile (or when armed); only with at most 32 expansions, else all run. Copied to
  // State::tileHooks when a tile is placed.
  std::vector<uint64_t> tileHooks_;
  static constexpr int kPlaceHooksShift = 0, kScoreHooksShift = 32;
  // The hooks are picked by these per-expansion bit masks (tile, armed, join and scoring bits):
  // with at most 32 expansions; beyond that every hook runs.
  bool tileHooksFiltered_ = false;
  std::vector<uint32_t> tileWords_;  // [type * expansions + i]: Expansion::tileWord
  std::vector<uint32_t> tileFlags_;  // [i]: Expansion::tileFlag's bit
  // Bit i: expansions()[i] gets its feature hooks whether it listens or not (not scoringGated).
  uint32_t ungatedScoring_ = 0;
  // Expansion::scoringFilter: bits of the expansions listening to watched roots only, and per
  // expansion listening to a tile set, its bit and the set's offset in State::ext.
  uint32_t watchedScoring_ = 0;
  struct TileScoring {
    uint32_t bit;
    int offset;
  };
  std::vector<TileScoring> tileScoring_;
  // The enabled expansions by address, for indexOf, ext and scoreColumn in one look-up: an
  // open-addressed table at most half full (any number of expansion objects; an expansion not
  // enabled finds an empty slot: index -1).
  struct Slot {
    const Expansion* e = nullptr;
    int32_t index = -1;
    int32_t extOffset = 0;  // its State::ext slice
    int32_t firstColumn = 0;
  };
  std::vector<Slot> slots_;
  uint32_t slotMask_ = 0;
  const Slot& slotOf(const Expansion* e) const {
    const uint64_t key = static_cast<uint64_t>(reinterpret_cast<uintptr_t>(e));
    for (uint32_t i = static_cast<uint32_t>((key * 0x9E3779B97F4A7C15ull) >> 40) & slotMask_;;
         i = (i + 1) & slotMask_)
      if (slots_[i].e == e || !slots_[i].e) return slots_[i];
  }
  Slot& slotAt(const Expansion* e) {
    return slots_[static_cast<size_t>(&slotOf(e) - slots_.data())];
  }
  int extOffsetOf(const Expansion* e) const { return slotOf(e).extOffset; }
  void indexExpansions();  // extOffset_, slots_, then layOutColumns
  void layOutColumns();    // columns_, otherColumn_, hashColumns_ and the slots' first columns
  int otherColumn_ = 0;
  // The score columns in the order stateHash writes them (-1: a column these rules lack).
  std::vector<int> hashColumns_;
  std::vector<TileCore> cores_;  // per tile type: coreOf
  // The bag at setup (every tile but one copy of the start tile), by type order.
  std::array<uint8_t, kMaxTiles> startBag_{};
  uint8_t startBagCount_ = 0;
  // Per tile type, for legalPlacements against Board::clash; empty if a tile set has edge codes
  // beyond 2 bits (then placements are tested cell by cell).
  std::vector<PlaceCodes> placeCodes_;
  std::vector<std::string> columns_;  // scoreColumns()
};

// Expansion::playSampled's body for expansion class E: for E = Expansion (the default) two
// virtual calls; for a final expansion class, direct calls (its override is
// `return playSampledAs(*this, r, s, d, rng, a, sink);`): one virtual call per decision instead
// of two. Not flattened: GCC's [[gnu::flatten]] on the overrides made the minis' playout code 2-3
// times larger for no measurable gain (docs/engine.md, Performance: tried and not kept).
template <class E>
bool playSampledAs(const E& e, const Rules& r, State& s, const Decision& d, Rng& rng, Action& a,
                   EventSink* sink) {
  if (!e.sampleAction(r, s, d, rng, a)) return false;
  r.popDecision(s);
  e.apply(r, s, d, a, sink);
  return true;
}

// Base-only code (its tests, the app's board) reaching inside a base game: the RuleSet of the
// base mode is a Rules, its positions hold a State. Anything else is a bug, not input: aborts.
inline const Rules& baseRules(const RuleSet& r) {
  if (r.mode() != "base") std::abort();
  return static_cast<const Rules&>(r);
}
inline const State& baseState(const Position& p) {
  if (!p.holds<State>()) std::abort();
  return p.as<State>();
}
inline const State& baseState(const Game& g) {
  return baseState(g.state());
}

}  // namespace carc
