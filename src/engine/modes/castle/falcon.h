#pragma once
// The Falcon (seed 002, castle.md "The Falcon"): an expansion of the Castle mode. Gates on the
// wall track (the option gate-stop: a marker reaching one during play stops there), chapels
// scored by a table, aerie tokens and their bonus at game end, the king and the falconer.
#include <string>
#include <vector>

#include "engine/modes/castle/castle_extension.h"

namespace carc::castle {

// Its bytes of CastleState::ext.
enum FalconByte : uint8_t {
  kFalconTokens = 0,  // [0], [1]: each player's aerie tokens
  kFalconSupply = 2,  // tokens left in the supply
  kFalconOnGate = 3,  // [3], [4]: the player's marker stands on a gate (gate-stop)
};

class Falcon final : public CastleExtension {
 public:
  static constexpr std::string_view kName = "falcon";
  static std::vector<std::string_view> optionNames() { return {"gate-stop"}; }
  // Figure kinds in the order figureKinds() lists them.
  static constexpr int kKing = 1, kFalconer = 2;
  static constexpr int kTokens = 12;  // published: 12 aerie tokens

  explicit Falcon(bool gateStop) : gateStop_(gateStop) {}
  bool gateStop() const { return gateStop_; }
  const std::vector<int>& gates() const { return gates_; }
  static int tokens(const CastleState& s, int p) { return s.ext[kFalconTokens + p]; }
  static int supply(const CastleState& s) { return s.ext[kFalconSupply]; }
  static bool onGate(const CastleState& s, int p) { return s.ext[kFalconOnGate + p] != 0; }
  // Published chapel values (seed 002): 1, 3, 6, 10, 15, 21, 28, 36 for 1..8+ tiles.
  static int chapelValue(int tiles);
  // What the king and the falconer make of a feature their owner wins (seed 002): the king its
  // points doubled (`points` without it), the falconer this many aerie tokens more.
  static int withKing(int points);
  static constexpr int kFalconerTokens = 1;

  std::string_view name() const override { return kName; }
  std::string item() const override { return gateStop_ ? "falcon(gate-stop)" : "falcon"; }
  std::string_view tileAsset() const override { return "tiles/falcon.txt"; }
  std::vector<std::string_view> directives() const override { return {"gate"}; }
  bool readDirective(const std::vector<std::string_view>& words, std::string& why) override;
  std::string checkData(const CastleData& data) const override;
  std::vector<FigureKindInfo> figureKinds() const override;
  std::string_view counterFlag() const override { return "aerie"; }
  std::vector<std::string> columns() const override { return {"chapel", "aerie"}; }
  bool value(FeatureKind kind, int tiles, int& value, int& column) const override;
  void onSetup(const CastleRules&, CastleState& s) const override;
  bool doubles(const CastleRules&, const CastleState& s, const Scoring& sc) const override;
  int limitMove(const CastleRules&, CastleState& s, int player, int points,
                bool& stopped) const override;
  bool mayStop(const CastleRules&, const CastleState& s, int player, int points) const override;
  void onScored(const CastleRules&, CastleState& s, const Scoring& sc) const override;
  void afterFinal(const CastleRules& r, CastleState& s, EventSink* sink) const override;
  std::vector<ReconstructedItem> reconstructed(const CastleRules& r) const override;
  void estimate(const CastleRules& r, const CastleState& s,
                std::vector<double>& out) const override;

 private:
  // Steps of a move of `points` from `total` after which it would reach a gate (0: none).
  int stepsToGate(const CastleState& s, int player, int points) const;
  bool gateStop_;
  std::vector<int> gates_;  // a gate after each of these track spaces
};

}  // namespace carc::castle
