#pragma once
// La Porxada in the app (docs/expansions.md): its tile's arcade, the swap, refusal and answer in
// words with their followers numbered and ringed on the board (many swaps chosen in two steps:
// own follower, then the other one), the token holders' gold disc, the followers lost for good,
// and the tokens' and the automatic bonus's log lines.
#include "app/ui_module.h"

namespace carc::app {

const UiModule& laPorxadaUi();

}  // namespace carc::app
