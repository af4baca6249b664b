#pragma once
// The base game in the app. Its board, tiles, followers and scoring are drawn by the shared views
// (board_view, tile_painter, panels), which reach its state through GameSession::baseState();
// this module gives the mode its name and rules-help heading.
#include "app/ui_module.h"

namespace carc::app {

const UiModule& baseUi();

}  // namespace carc::app
