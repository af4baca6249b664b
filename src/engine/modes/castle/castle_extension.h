#pragma once
// How an expansion of the Castle (The Falcon) joins the mode without ifs spread through it: its
// data file, its figures, a value for its feature kinds, and hooks at the few points where its
// rules act: a feature being scored, a marker moving, the end of final scoring. One object per
// CastleRules (it holds the expansion's options and data); everything that changes lives in
// CastleState::ext.
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/rule_set.h"
#include "engine/modes/castle/castle_state.h"

namespace carc::castle {

class CastleRules;

// A figure kind an expansion adds (the king, the falconer): placed instead of a follower.
struct FigureKindInfo {
  std::string name;  // notation prefix "king@N" and display name
  int perPlayer = 1;
  bool notOnScoredNow = true;  // not on a feature the tile completes (scored this turn)
};

// One scoring of a feature, as the castle works it out and the expansion's hooks see it.
struct Scoring {
  uint16_t root = 0;
  FeatureKind kind = FeatureKind::None;
  uint8_t tiles = 0;        // distinct tiles, start spaces included
  uint8_t winner = kNone8;  // the player with more followers (kNone8: a tie or none)
  uint8_t column = 0;       // score column
  uint8_t doubledBy = 0;    // 0, a wall tile's number, or kDoubledByFigure
  bool final = false;       // at game end (no gates, no wall tiles taken)
  int value = 0;            // points before doubling
  int points = 0;           // what the winner's marker moved
};
constexpr uint8_t kDoubledByFigure = 0xFF;

class CastleExtension {
 public:
  virtual ~CastleExtension() = default;
  virtual std::string_view name() const = 0;
  // The header item with options ("falcon(gate-stop)").
  virtual std::string item() const = 0;
  virtual std::string_view tileAsset() const = 0;  // "tiles/falcon.txt"
  // Directive words of the data file that are the expansion's ("gate"), and their reader.
  virtual std::vector<std::string_view> directives() const { return {}; }
  virtual bool readDirective(const std::vector<std::string_view>&, std::string& why) {
    why = "unknown directive";
    return false;
  }
  // Checks its data against the castle's once loaded; "" or what is wrong.
  virtual std::string checkData(const CastleData&) const { return ""; }
  virtual std::vector<FigureKindInfo> figureKinds() const { return {}; }
  // The segment flag counted per feature in Feature::count[kCounterExt] ("aerie"), or "".
  virtual std::string_view counterFlag() const { return {}; }
  virtual std::vector<std::string> columns() const { return {}; }
  // The value and column of a completed feature of a kind the castle does not score (chapel):
  // false if the kind is not the expansion's either.
  virtual bool value(FeatureKind, int tiles, int& value, int& column) const {
    (void)tiles, (void)value, (void)column;
    return false;
  }
  virtual void onSetup(const CastleRules&, CastleState&) const {}
  // Whether the expansion doubles this scoring for its winner (the king): wall tiles then cannot.
  virtual bool doubles(const CastleRules&, const CastleState&, const Scoring&) const {
    return false;
  }
  // A marker about to move `points` during play: the points it moves (a gate may stop it:
  // stopped is set, and it takes no wall tile).
  virtual int limitMove(const CastleRules&, CastleState&, int player, int points,
                        bool& stopped) const {
    (void)player, (void)stopped;
    return points;
  }
  // Whether some move of up to `points` could stop early (limitMove), for the order decision.
  virtual bool mayStop(const CastleRules&, const CastleState&, int player, int points) const {
    (void)player, (void)points;
    return false;
  }
  // After a feature was scored and the points added (aerie tokens, the falconer's).
  virtual void onScored(const CastleRules&, CastleState&, const Scoring&) const {}
  // After the castle's final scoring (the aerie bonus).
  virtual void afterFinal(const CastleRules&, CastleState&, EventSink*) const {}
  virtual std::vector<ReconstructedItem> reconstructed(const CastleRules&) const { return {}; }
  // Adds the expansion's part of each player's expected final score (CastleRules::estimate).
  virtual void estimate(const CastleRules&, const CastleState&, std::vector<double>&) const {}
};

}  // namespace carc::castle
