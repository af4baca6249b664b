#pragma once
// What an expansion of the Castle adds to the wall's track, answered by that expansion's UI
// module (the Falcon's: its gates, and a marker stopped at one in its gate-stop variant). The
// castle's module asks the modules a rule set shows for it (castle_ui.cpp: trackPart), so its
// own files name no expansion.
#include <vector>

#include "engine/core/rule_set.h"

namespace carc::app {

class CastleTrackPart {
 public:
  virtual ~CastleTrackPart() = default;
  // A gate after each of these track spaces (0-99): not scoring spaces, markers pass them.
  virtual std::vector<int> trackGates(const RuleSet& r) const = 0;
  // Whether player p's marker stands on the gate after its total's space rather than on it.
  virtual bool markerOnGate(const RuleSet& r, const Position& view, int p) const = 0;
};

}  // namespace carc::app
