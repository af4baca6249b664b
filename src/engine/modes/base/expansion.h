#pragma once
// How an expansion joins the game without changes to the core: it hooks named steps of the turn,
// may queue decisions that it answers itself (with its own action kinds), may modify a feature's
// points when it is scored, and keeps its data in its slice of State::ext. Expansion objects are
// stateless and shared (const); everything that changes lives in the State.
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/actions.h"
#include "engine/modes/base/scoring.h"
#include "engine/modes/base/state.h"

namespace carc {

class Rules;

// The per-turn hooks, as bits of Expansion::hooks().
enum Hook : unsigned {
  kHookAfterPlacement,
  kHookFeatureValue,
  kHookFeatureScored,
  kHookAfterScoring,
  kHookBeforeFinal,
  kHookAfterFinal,
  kHookCount
};
constexpr unsigned hookBit(Hook h) {
  return 1u << h;
}
constexpr unsigned kAllHooks = (1u << kHookCount) - 1;

// A run of wire values an expansion owns: action kinds (Action::kind) or decision phases
// (Decision::phase), from kExpansionActionBase / kExpansionPhaseBase on. Saves store raw action
// bytes, so values once released never move; each expansion declares its range in its own
// header and a test checks that no two expansions of the catalog overlap (expansion_test).
struct WireRange {
  int first = 0;
  int count = 0;  // 0: none
  constexpr bool holds(int v) const { return v >= first && v < first + count; }
  constexpr bool overlaps(const WireRange& o) const {
    return count && o.count && first < o.first + o.count && o.first < first + count;
  }
};

class Expansion {
 public:
  virtual ~Expansion() = default;
  // Name used in record headers ("Expansions: mage-witch, wind-roses").
  virtual std::string_view name() const = 0;
  // The wire values it owns (WireRange): its action kinds and its decisions' phases.
  virtual WireRange actionKinds() const { return {}; }
  virtual WireRange phases() const { return {}; }
  // Its own score columns, by name ("magician", "witch"): Rules gives them indexes after the
  // base game's four (Rules::scoreColumn(this, k) is the k-th); points it adds go there.
  virtual std::vector<std::string_view> scoreColumns() const { return {}; }
  // Bytes of State::ext this expansion needs (its data must be trivially copyable).
  virtual int stateBytes() const { return 0; }
  // Option names it accepts in headers ("Expansions: wind-roses(spielbox)"); bit i of
  // Rules::options(this) is optionNames()[i].
  virtual std::vector<std::string_view> optionNames() const { return {}; }
  // Values the published material does not give, which this build reconstructs (shown in the
  // rules help): a short key, whose wording is the page's text recon.<name>.<key>
  // (assets/i18n), and the values from this build's data that the wording fills in ({0} ...),
  // so that the help always shows the values played.
  struct Reconstructed {
    std::string key;
    std::vector<std::string> values;
  };
  virtual std::vector<Reconstructed> reconstructed(const Rules&) const { return {}; }

  // ---- hooks, in turn order (all optional)
  // Which of the hooks below (hookBit(kHook...)) this expansion implements: Rules calls only
  // those (a fast loop skips the empty ones). The default, all of them, is always correct.
  virtual unsigned hooks() const { return kAllHooks; }
  // Tile filter of afterPlacement and afterScoring, asked once per tile type when Rules is
  // built: false if the hook surely does nothing on a turn whose tile is of this type (Rules then
  // skips the call), unless the expansion has armed its hooks (Rules::armHooks) for a trigger
  // that depends on the position, not the tile, or the placement joined two features it watches
  // (Rules::watchJoin). The default: every tile (always correct), or with a tileFlag only the
  // tiles carrying it (the expansion's hooks act on its own tiles, or when armed or watching).
  virtual bool hookOnTile(const Rules&, Hook, const TileType&) const;
  // A value per tile type worked out once when Rules is built (say, from the tile's attributes)
  // and read back by Rules::tileWord, so no turn parses attributes.
  virtual uint32_t tileWord(const Rules&, const TileType&) const { return 0; }
  // The tile flag (assets/tiles/*.txt) that marks the expansion's own tiles: its bit is looked
  // up once when Rules is built (Rules::tileFlag), not on every game's setup.
  virtual std::string_view tileFlag() const { return {}; }
  virtual void onSetup(const Rules&, State&) const {}
  // After the tile is placed and joined to its features, before the meeple step: immediate
  // points (wind rose) or a mandatory decision (magician/witch) via Rules::pushDecision.
  virtual void afterPlacement(const Rules&, State&, EventSink*) const {}
  // Called for each scored feature after majorities are known, before points are added, in two
  // stages: first the value stage (ev.bonus: La Porxada's bubble), then the modifier stage
  // (ev.adjust: magician +1 per tile, witch halves points + bonus).
  virtual void onFeatureValue(const Rules&, State&, ScoreEvent&) const {}
  // True if the two feature hooks (onFeatureValue, onFeatureScored) can change a scoring only
  // while the expansion listens (Rules::listenScoring, on whenever it has something on the board
  // that a scoring concerns): Rules then skips the calls at other times, which is most of a game
  // and all of the final scoring for some. The default, false, calls them on every feature.
  virtual bool scoringGated() const { return false; }
  // Narrows a gated expansion's feature hooks to the features Rules can pick out without a
  // call: kOnWatched, a feature whose root Features::watch follows (Rules::watchJoin); kOnTiles,
  // a feature with a tile in the placed-tile bit set (two words) at byte scoringTiles() of the
  // expansion's state. The hooks must do nothing on any other feature.
  enum class ScoringFilter : uint8_t { kNone, kOnWatched, kOnTiles };
  virtual ScoringFilter scoringFilter() const { return ScoringFilter::kNone; }
  virtual int scoringTiles() const { return 0; }
  virtual void onFeatureScored(const Rules&, State&, ScoreEvent&) const {}
  // After this turn's scoring: e.g. every player in turn may bet (queue decisions).
  virtual void afterScoring(const Rules&, State&, EventSink*) const {}
  // Game end: before the base final scoring (settle bets) and after it (bonus passes).
  virtual void beforeFinalScoring(const Rules&, State&, EventSink*) const {}
  virtual void afterFinalScoring(const Rules&, State&, EventSink*) const {}

  // ---- decisions this expansion queued (Decision::owner == its index + 1)
  virtual void legalActions(const Rules&, const State&, const Decision&, ActionList&) const {}
  // Random playouts (Rules::sampleAction): may set `out` to legalActions' item
  // rng.below(count), with that one draw, without listing the actions, and return true; false
  // (before drawing) leaves it to the list.
  virtual bool sampleAction(const Rules&, const State&, const Decision&, Rng&, Action&) const {
    return false;
  }
  // A random playout's step for its decision d (Rules::playSampled): sampleAction, then
  // Rules::popDecision and apply of the action drawn, in one call. False (nothing drawn, the
  // queue untouched) leaves it to the list. The default makes the two virtual calls; a final
  // expansion class overrides it with playSampledAs (rules.h) to make them direct calls.
  virtual bool playSampled(const Rules&, State&, const Decision&, Rng&, Action&, EventSink*) const;
  // Empty string if legal, else the rule broken.
  virtual std::string check(const Rules&, const State&, const Decision&, const Action&) const {
    return "no such action";
  }
  // Applies a checked action; the core pops the decision afterwards.
  virtual void apply(const Rules&, State&, const Decision&, const Action&, EventSink*) const {}

  // ---- notation: each decision is one "tag:value" token on the turn line
  virtual std::string_view notationTag(const Decision&) const { return {}; }
  // True if the printed token names the deciding player ("bet:Bob=2/5"): decisions taken by
  // players other than the one whose turn it is.
  virtual bool notationNamesPlayer(const Decision&) const { return false; }
  // Parses the value of this decision's token; false with `why` set if malformed.
  virtual bool parseValue(const Rules&, const State&, const Decision&, std::string_view value,
                          Action& out, std::string& why) const {
    (void)out;
    why = "not supported";
    (void)value;
    return false;
  }
  virtual std::string printValue(const Rules&, const State&, const Decision&, const Action&) const {
    return {};
  }

  // ---- presentation: whether an action names a road/city/... segment by x, y and loc (a
  // frontend shows such choices as marks on that feature rather than as a list)
  virtual bool targetsSegment(const Decision&, const Action&) const { return false; }

  // ---- hidden information: blank what `viewer` may not see (hidden bets) in a copy
  virtual void hideFrom(const Rules&, State&, int viewer) const { (void)viewer; }
  // Deal what hideFrom blanked at random, as the viewer could imagine it (each hidden chip one of
  // its owner's faces the viewer has not seen): a view a search can play forward.
  virtual void fillHidden(const Rules&, State&, int viewer, Rng&) const { (void)viewer; }
};

}  // namespace carc
