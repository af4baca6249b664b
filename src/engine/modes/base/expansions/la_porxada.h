#pragma once
// La Porxada (minis.md section 3, seed 000). Placing the La Porxada tile, the player chooses:
// the swap (one of their followers with another player's, who may refuse by removing one of
// their own followers from the game for good), or the end-game bonus (tokens to everyone with a
// follower in the La Porxada city when it completes; token holders then score their unfinished
// cities as if complete at final scoring, in a bubble farms do not see).
#include "engine/modes/base/expansion.h"
#include "engine/modes/base/rules.h"

namespace carc {

// Wire values (Expansion::phases, actionKinds; saves hold them: never renumber).
constexpr WireRange kLaPorxadaPhases{24, 8}, kLaPorxadaActions{24, 8};
enum : uint8_t {
  kPhasePorxadaOption = 24,  // the placer: bonus, swap (with the followers) or no swap
  kPhasePorxadaAnswer = 25,  // the owner of the other follower: accept or refuse
};
enum : uint8_t {
  kActPorxadaBonus = 24,   // option 2: end-game bonus
  kActPorxadaSwap = 25,    // option 1: arg0 = placer's follower, arg1 = the other follower
                           // (indices into State::figures)
  kActPorxadaNoSwap = 26,  // option 1 without swapping (the placer "may")
  kActPorxadaAccept = 27,  // the swap happens
  kActPorxadaRefuse = 28,  // arg0 = own follower removed for good (figure index), 0xFF: supply
};
static_assert(kLaPorxadaPhases.holds(kPhasePorxadaOption) &&
                  kLaPorxadaPhases.holds(kPhasePorxadaAnswer) &&
                  kLaPorxadaActions.holds(kActPorxadaBonus) &&
                  kLaPorxadaActions.holds(kActPorxadaRefuse),
              "in the declared ranges");
constexpr uint8_t kPorxadaFromSupply = 0xFF;

enum : uint8_t { kPorxadaNone = 0, kPorxadaSwapChosen = 1, kPorxadaBonusChosen = 2 };

struct LaPorxadaData {
  uint8_t option;                      // kPorxadaNone until the tile is placed
  uint8_t tile;                        // placed-tile index of La Porxada, or kNone8
  uint8_t tokens;                      // bit per player holding a token
  uint8_t citySeg;                     // segment index (on the tile) of the La Porxada city
  uint8_t removed[kMaxPlayers];        // followers removed from the game for good (refused swaps)
  uint8_t proposeMine, proposeTheirs;  // figure indices of the pending swap
  uint32_t porxadaFlag;                // TileSet flag bit of the La Porxada tile/segment
};

class LaPorxada final : public Expansion {
 public:
  std::string_view name() const override { return "la-porxada"; }
  WireRange phases() const override { return kLaPorxadaPhases; }
  WireRange actionKinds() const override { return kLaPorxadaActions; }
  // Its bubble's value change at final scoring (ScoreEvent::bonus) has its column.
  std::vector<std::string_view> scoreColumns() const override { return {"porxada"}; }
  // afterPlacement runs on the La Porxada tile only (the default hookOnTile).
  std::string_view tileFlag() const override { return "porxada"; }
  int stateBytes() const override { return sizeof(LaPorxadaData); }
  std::vector<Reconstructed> reconstructed(const Rules&) const override;
  unsigned hooks() const override {
    return hookBit(kHookAfterPlacement) | hookBit(kHookFeatureValue);
  }
  void onSetup(const Rules&, State&) const override;
  void afterPlacement(const Rules&, State&, EventSink*) const override;
  void onFeatureValue(const Rules&, State&, ScoreEvent&) const override;
  // Feature hooks once the bonus is chosen.
  bool scoringGated() const override { return true; }
  void legalActions(const Rules&, const State&, const Decision&, ActionList&) const override;
  // The option or answer without listing every swap (random playouts).
  bool sampleAction(const Rules&, const State&, const Decision&, Rng&, Action&) const override;
  bool playSampled(const Rules&, State&, const Decision&, Rng&, Action&, EventSink*) const override;
  std::string check(const Rules&, const State&, const Decision&, const Action&) const override;
  void apply(const Rules&, State&, const Decision&, const Action&, EventSink*) const override;
  std::string_view notationTag(const Decision&) const override { return "porxada"; }
  bool notationNamesPlayer(const Decision& d) const override {
    return d.phase == kPhasePorxadaAnswer;
  }
  bool parseValue(const Rules&, const State&, const Decision&, std::string_view, Action&,
                  std::string&) const override;
  std::string printValue(const Rules&, const State&, const Decision&, const Action&) const override;

  // Followers player p has removed from the game for good (meeples: supply + board + removed = 7).
  int removedForGood(const Rules& r, const State& s, int p) const;
  uint8_t tokens(const Rules& r, const State& s) const;
  // Whether a follower of this type may stand on that feature kind (all base followers may
  // stand on any feature a meeple may; kept as the one place a future follower type changes).
  static bool followerMayStand(uint8_t figureType, FeatureKind kind);
};

const LaPorxada& laPorxada();
inline const Expansion& laPorxadaExpansion() {
  return laPorxada();
}

}  // namespace carc
