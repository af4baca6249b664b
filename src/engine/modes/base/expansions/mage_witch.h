#pragma once
// The Magician and the Witch (minis.md section 1, seed 001). Two neutral figures that stand on
// unfinished roads and cities: the magician adds 1 point per tile to the feature's score, the
// witch halves it (rounded up). They are not followers: they are kept in this expansion's state
// slice (MageWitchData::seg), never in State::figures.
#include "engine/modes/base/expansion.h"
#include "engine/modes/base/rules.h"

namespace carc {

enum MagicFigure : uint8_t { kMagician = 0, kWitch = 1 };

// Decision phases and action kinds (Decision::owner is the expansion): wire values, declared as
// the ranges it owns (Expansion::phases, actionKinds; saves hold them: never renumber).
constexpr WireRange kMageWitchPhases{16, 8}, kMageWitchActions{16, 8};
enum : uint8_t {
  kPhaseMagic = 16,  // place, move or remove a magic figure (arg 0: magic tile, 1: forced move)
};
enum : uint8_t {
  kActMagicPlace = 16,   // arg0 figure; x, y, loc: a segment of the target road or city
  kActMagicRemove = 17,  // arg0 figure: no eligible target, the figure leaves the board
};
static_assert(kMageWitchPhases.holds(kPhaseMagic) && kMageWitchActions.holds(kActMagicPlace) &&
                  kMageWitchActions.holds(kActMagicRemove),
              "in the declared ranges");

// What a figure on a feature does to `points` (the feature's points for one player after value
// bonuses) of a feature of `tiles` tiles: the magician +1 per tile (tiles, not pennants, also with
// an inn or cathedral), the witch half, rounded up. The one home of both modifiers.
constexpr int magicAdjustment(MagicFigure f, int points, int tiles) {
  return f == kMagician ? tiles : (points + 1) / 2 - points;
}

// What a feature scored during play or at the end was worth to a winner, with the change of a
// magic figure on it (ScoreEvent::adjustColumn): what is shown for a feature nobody scored.
int worthWithFigure(const Rules& r, const ScoreEvent& ev);

// What a road or city as the follower step describes it (RuleSet::featureAt: its points for one
// holder completed now, its tiles) would be worth with figure `f` placed on it: what a magic
// step's target offers.
int worthWithFigure(MagicFigure f, const FeatureInfo& target);

struct MageWitchData {
  uint16_t seg[2];     // global segment each figure stands on, or 0xFFFF (beside the board)
  uint32_t magicFlag;  // TileSet flag bit of magic tiles
};

class MageWitch final : public Expansion {
 public:
  std::string_view name() const override { return "mage-witch"; }
  WireRange phases() const override { return kMageWitchPhases; }
  WireRange actionKinds() const override { return kMageWitchActions; }
  // Each figure's modifier goes to its own column: magician (k = kMagician), witch (kWitch).
  std::vector<std::string_view> scoreColumns() const override { return {"magician", "witch"}; }
  // afterPlacement runs on magic tiles (the default hookOnTile), and on a tile that joins the
  // two figures' features (Rules::watchJoin, while both are on the board).
  std::string_view tileFlag() const override { return "magic"; }
  int stateBytes() const override { return sizeof(MageWitchData); }
  unsigned hooks() const override {
    return hookBit(kHookAfterPlacement) | hookBit(kHookFeatureScored);
  }
  void onSetup(const Rules&, State&) const override;
  void afterPlacement(const Rules&, State&, EventSink*) const override;
  void onFeatureScored(const Rules&, State&, ScoreEvent&) const override;
  // Feature hooks while a figure is on the board, on the features the figures stand on (their
  // roots are the watched ones).
  bool scoringGated() const override { return true; }
  ScoringFilter scoringFilter() const override { return ScoringFilter::kOnWatched; }
  void legalActions(const Rules&, const State&, const Decision&, ActionList&) const override;
  // The magic step without listing every feature twice (random playouts).
  bool sampleAction(const Rules&, const State&, const Decision&, Rng&, Action&) const override;
  bool playSampled(const Rules&, State&, const Decision&, Rng&, Action&, EventSink*) const override;
  std::string check(const Rules&, const State&, const Decision&, const Action&) const override;
  void apply(const Rules&, State&, const Decision&, const Action&, EventSink*) const override;
  std::string_view notationTag(const Decision&) const override { return "magic"; }
  bool parseValue(const Rules&, const State&, const Decision&, std::string_view, Action&,
                  std::string&) const override;
  std::string printValue(const Rules&, const State&, const Decision&, const Action&) const override;
  bool targetsSegment(const Decision&, const Action& a) const override {
    return a.kind == kActMagicPlace;
  }

  // Segment a figure stands on, or -1 if it is beside the board.
  int figureSegment(const Rules& r, const State& s, MagicFigure f) const;
  // Puts a figure on a segment (-1: beside the board) as the magic step does, without its
  // checks (set-ups in tests).
  void setFigureSegment(const Rules& r, State& s, MagicFigure f, int seg) const;
};

const MageWitch& mageWitch();
// As the catalog wants it.
inline const Expansion& mageWitchExpansion() {
  return mageWitch();
}

}  // namespace carc
