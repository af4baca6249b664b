#pragma once
// The Bets (minis.md section 4, seed 003). After a bookmaker tile's usual steps every player in
// turn (from the placer) may lay one chip face down on its betting office; chips settle after a
// road or city touching that tile is scored (a chip wins when the feature's tile count matches
// one of its numbers), and every chip left settles at the start of final scoring. Chips on
// tiles are hidden information (hideFrom).
#include "engine/modes/base/expansion.h"
#include "engine/modes/base/rules.h"

namespace carc {

// Wire values (Expansion::phases, actionKinds; saves hold them: never renumber).
constexpr WireRange kBetsPhases{32, 8}, kBetsActions{32, 8};
enum : uint8_t {
  kPhaseBet = 32,     // one player's bet on the office just placed (arg: offset from the placer)
  kPhaseSettle = 33,  // final scoring: the tile owner picks the feature (arg: bet-tile index)
};
enum : uint8_t {
  kActBet = 32,     // arg0 = chip face index (see kChipFaces); kActPass = no bet
  kActSettle = 33,  // x, y, loc: a road or city segment on the bookmaker tile
};
static_assert(kBetsPhases.holds(kPhaseBet) && kBetsPhases.holds(kPhaseSettle) &&
                  kBetsActions.holds(kActBet) && kBetsActions.holds(kActSettle),
              "in the declared ranges");

constexpr int kChipsPerPlayer = 6;
constexpr int kMaxBetTiles = 10;
constexpr uint8_t kChipHidden = 7;  // face of a chip the viewer may not see
constexpr uint8_t kNoChip = 0xFF;

// One chip face: it wins on `a` tiles (paying payA) or on `b` tiles, or on b or more when
// bPlus (paying payB). RECONSTRUCTED (see docs/expansions.md): the published chip sheet was
// not available.
struct ChipFace {
  const char* name;  // as in the notation: "2/5", "4", "3/7+"
  uint8_t a, payA, b, payB;
  bool bPlus;
};
// Each player's six chips (the data table: change the values here).
constexpr ChipFace kChipFaces[kChipsPerPlayer] = {
    {"2/5", 2, 2, 5, 5, false}, {"3/6", 3, 3, 6, 6, false}, {"4", 4, 8, 0, 0, false},
    {"2/6", 2, 2, 6, 6, false}, {"3/7+", 3, 3, 7, 7, true}, {"5/8+", 5, 5, 8, 8, true},
};
// Points a chip face wins on a feature of `tiles` tiles (0 if it loses).
int chipPayout(int face, int tiles);

struct BetTile {
  uint8_t tile;                // placed-tile index
  uint8_t owner;               // who placed it (picks the feature at final settlement)
  uint8_t chips[kMaxPlayers];  // by player: owner << 3 | face, or kNoChip
};

struct BetsData {
  uint8_t count;         // bookmaker tiles placed
  uint8_t pendingCount;  // settlements waiting for the end of this turn's scoring
  uint8_t finalNext;     // final settlement: next bet tile to look at
  uint8_t pad;
  uint8_t supply[kMaxPlayers];       // bit per chip face still in each player's supply
  uint8_t supplyCount[kMaxPlayers];  // chips in supply (public even when faces are hidden)
  BetTile tiles[kMaxBetTiles];
  uint8_t pendingTile[kMaxBetTiles];  // bet-tile index to settle
  uint8_t pendingSize[kMaxBetTiles];  // the scored feature's tile count
  uint8_t pendingKind[kMaxBetTiles];
  uint8_t pad2[2];
  uint16_t pendingRoot[kMaxBetTiles];
  uint32_t officeFlag;
  uint64_t chipTiles[2];  // bit per placed-tile index: a bookmaker tile holding chips
};

class Bets final : public Expansion {
 public:
  std::string_view name() const override { return "bets"; }
  WireRange phases() const override { return kBetsPhases; }
  WireRange actionKinds() const override { return kBetsActions; }
  std::vector<std::string_view> scoreColumns() const override { return {"bet"}; }
  // afterScoring runs on bookmaker tiles (the default hookOnTile), and when a settlement was
  // queued this turn (armed).
  std::string_view tileFlag() const override { return "office"; }
  int stateBytes() const override { return sizeof(BetsData); }
  std::vector<Reconstructed> reconstructed(const Rules&) const override;
  unsigned hooks() const override {
    return hookBit(kHookFeatureScored) | hookBit(kHookAfterScoring) | hookBit(kHookBeforeFinal);
  }
  void onSetup(const Rules&, State&) const override;
  void onFeatureScored(const Rules&, State&, ScoreEvent&) const override;
  // Feature hooks while a chip lies on a bookmaker tile.
  bool scoringGated() const override { return true; }
  // Only on features touching a bookmaker tile with chips (BetsData::chipTiles).
  ScoringFilter scoringFilter() const override { return ScoringFilter::kOnTiles; }
  int scoringTiles() const override;
  void afterScoring(const Rules&, State&, EventSink*) const override;
  void beforeFinalScoring(const Rules&, State&, EventSink*) const override;
  void legalActions(const Rules&, const State&, const Decision&, ActionList&) const override;
  // A bet or a settlement without listing the choices (random playouts).
  bool sampleAction(const Rules&, const State&, const Decision&, Rng&, Action&) const override;
  bool playSampled(const Rules&, State&, const Decision&, Rng&, Action&, EventSink*) const override;
  std::string check(const Rules&, const State&, const Decision&, const Action&) const override;
  void apply(const Rules&, State&, const Decision&, const Action&, EventSink*) const override;
  std::string_view notationTag(const Decision& d) const override {
    return d.phase == kPhaseBet ? "bet" : "settle";
  }
  bool notationNamesPlayer(const Decision&) const override { return true; }
  bool parseValue(const Rules&, const State&, const Decision&, std::string_view, Action&,
                  std::string&) const override;
  std::string printValue(const Rules&, const State&, const Decision&, const Action&) const override;
  bool targetsSegment(const Decision&, const Action& a) const override {
    return a.kind == kActSettle;
  }
  void hideFrom(const Rules&, State&, int viewer) const override;
  void fillHidden(const Rules&, State&, int viewer, Rng&) const override;

  const BetsData& data(const Rules& r, const State& s) const { return r.ext<BetsData>(s, this); }
  // Chips of player p: in supply + on tiles (always 6).
  int chipsOf(const Rules& r, const State& s, int p) const;

 private:
  void settle(const Rules&, State&, int betTile, int tiles, FeatureKind, int root,
              EventSink*) const;
  // The settlement's event for a sink (the chips as they lay; built only when there is one).
  static ScoreEvent settlement(const State&, int column, const BetTile& laid, int tiles,
                               FeatureKind, int root);
  void queueBettors(const Rules&, State&) const;
  void continueFinal(const Rules&, State&, EventSink*) const;
  // Distinct road/city features with a segment on a bet tile: one segment of each and its root
  // (kMaxSegmentsPerTile each); returns the count.
  int candidates(const Rules&, const State&, int betTile, uint16_t* segs, uint16_t* roots) const;
};

const Bets& bets();
inline const Expansion& betsExpansion() {
  return bets();
}

}  // namespace carc
