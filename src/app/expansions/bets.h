#pragma once
// The bets in the app (docs/expansions.md): the bookmaker's office, face-down chips on the board,
// the bet and settlement in words (a chip's button adds what its face does not say), the
// bookmaker tile outlined and explained under the prompt, the pass-the-device screen's secret,
// and the settled bets' log lines and labels.
#include "app/ui_module.h"

namespace carc::app {

const UiModule& betsUi();

}  // namespace carc::app
