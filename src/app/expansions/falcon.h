#pragma once
// The Falcon in the app (docs/castle.md): each player's aerie tokens by their name (a nest with
// the count), a marker stopped at a gate (gate-stop), and its test-hook fields. The castle's
// module draws the gates on the track and names the king and the falconer.
#include "app/ui_module.h"

namespace carc::app {

const UiModule& falconUi();

}  // namespace carc::app
