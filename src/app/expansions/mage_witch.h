#pragma once
// The magician and the witch in the app (docs/expansions.md): the magic symbol, the two figures on
// the board, the magic step's markers one figure at a time (key M), its words and log lines.
#include "app/ui_module.h"

namespace carc::app {

const UiModule& mageWitchUi();

}  // namespace carc::app
