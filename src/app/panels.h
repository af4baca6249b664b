#pragma once
// The panels' parts (panels.cpp), each given the pieces it draws, not the App: the players'
// scores, the tiles left, a tile's picture, the hand-over screen. App::drawGamePanels
// (app_panels.cpp) places them with the turn box (turn_box.h) and the log (log_view.h).
#include <imgui.h>

#include <string>

#include "app/game_view.h"
#include "app/layout.h"
#include "app/tile_painter.h"

namespace carc::app {

constexpr ImGuiWindowFlags kPanelFlags =
    ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
    ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus |
    ImGuiWindowFlags_NoCollapse;

// The players' scores: on a phone (`compact`) a bar `width` wide, else a table.
void players(const GameView& shown, float width, bool compact);
// The side panel's and menu sheet's headers, open or closed by the player.
bool tilesLeftHeader(const GameView& shown);
bool logHeader();
// The tiles left by kind, `width` wide; at most `maxHeight` tall (> 0: in a box of its own that
// scrolls). `touch`: the last input was a finger's (a drag scrolls the box).
void tilesLeft(const GameView& view, TileMeshCache& meshes, bool touch, float width,
               float maxHeight = 0.0f);
// The full-screen hand-over of the device to `player`: their colour, "Pass the device to X" and
// why, in a window left open for the caller's buttons, `buttonW` wide and centred (the caller
// ends it).
void beginHandOver(const Layout& L, const GameView& shown, int player, const char* titleId,
                   const std::string& why, float buttonW);

}  // namespace carc::app
