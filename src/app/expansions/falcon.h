#pragma once
// The Falcon in the app (docs/castle.md): each player's aerie tokens by their name (a nest with
// the count), its gates on the castle's track and a marker stopped at one (gate-stop) for the
// castle's module to draw (castle_track_part.h), its test-hook fields, and on the follower step
// what the king and the falconer make of a feature (markNote, which the castle's module asks).
// The castle's module names the king and the falconer.
#include "app/ui_module.h"

namespace carc::app {

const UiModule& falconUi();

}  // namespace carc::app
