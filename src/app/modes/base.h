#pragma once
// The base game in the app: its tiles and their pictures, its board as the shared views read it
// (board_model.h), its followers, and what the board shows only for it (the open grid).
#include "app/mode_ui.h"

namespace carc::app {

const ModeUi& baseUi();

}  // namespace carc::app
