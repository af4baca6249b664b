#pragma once
// The wind roses in the app (docs/expansions.md): the rose symbols and a quarter rose's section
// label (N or S in the Spielbox variant), the reference rose's row and column under the tiles,
// the scoring's and the unscored quarter rose's log lines.
#include "app/ui_module.h"

namespace carc::app {

const UiModule& windRosesUi();

}  // namespace carc::app
