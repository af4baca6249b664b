// App::drawGamePanels: the panels around the board, each part given its pieces (panels.h,
// turn_box.h, log_view.h, final_table.h). Desktop: one side panel. Phone (compact): a score bar
// on top, a turn bar at the bottom and a menu sheet for the rest; the pass-the-device and undo
// screens over everything.
#include <imgui.h>

#include <algorithm>
#include <string>
#include <utility>

#include "app/app.h"
#include "app/i18n.h"
#include "app/log_view.h"
#include "app/modes/registry.h"
#include "app/panels.h"
#include "app/screens.h"
#include "app/turn_box.h"
#include "app/ui.h"

namespace carc::app {

// The log view with what it is given: the lines, and the page's outline, fit and pictures.
void App::logView(float height) {
  const LogViewContext ctx{
      gameLog(shown(), log.cache),
      session.revision(),
      touch.lastWasTouch(),
      [this](const LogLine& l, std::vector<Cell>& out) { logLineCells(shown(), l, out); },
      [this](const std::vector<Cell>& cells) { highlightCells(shown(), cells); },
      [this](const std::vector<Cell>& cells) { showCells(cells); },
      [this](int type, int rot, float size) { tileImage(shown(), meshes, type, rot, size); },
      [this](int p, float size) { swatch(playerFill(p), playerOutline(p), size); }};
  log.draw(ctx, height);
}

void App::toolbar() {
  // Buttons flow onto a second row rather than past the panel's edge (long translations).
  if (ui::button("new_game", tr("menu.new"))) newGameScreen();
  ui::sameLineIfFits(tr("menu.fit"));
  if (ui::button("fit", tr("menu.fit"))) fitBoard(true);
  ui::sameLineIfFits(tr("menu.help"));
  if (ui::button("help", tr("menu.help"))) help.open = !help.open;
  ui::sameLineIfFits(tr("saves.button"));
  if (ui::button("saves", tr("saves.button"))) savesWindow.open = !savesWindow.open;
}

void App::passDevice() {
  const Decision d = session.decision();
  beginHandOver(layout, shown(), d.player, "pass_title", passReason(shown()), 240.0f);
  // A long name ends in "…" on the button (ui::button); the title above has it in full.
  if (ui::button("pass_ok", trf("pass.ready", {playerName(d.player)}).c_str(), ImVec2(240, 52)))
    privacyCleared = session.revision();
  ImGui::End();
}

// Undo of another player's move: the device goes to that player, who agrees or keeps the move.
void App::undoAskScreen() {
  const int mover = undoAsk.player;
  const int last = session.lastMove();
  std::string move;
  for (const LogLine& l : gameLog(shown(), log.cache))
    if (l.action == last && last >= 0) move = l.text;
  const std::string why = trf("undo.ask", {playerName(holderNow()), playerName(mover), move});
  beginHandOver(layout, shown(), mover, "undo_title", why, 240.0f);
  if (ui::button("undo_yes", trf("undo.agree", {playerName(mover)}).c_str(), ImVec2(240, 52)))
    confirmUndo();
  ImGui::SetCursorPosX(std::max(8.0f, (layout.width - 240.0f) * 0.5f));
  if (ui::button("undo_no", tr("undo.keep"), ImVec2(240, 44))) undoAsk = {};
  ImGui::End();
}

void App::menuSheet() {
  const Layout& L = layout;
  ImGui::SetNextWindowPos(ImVec2(0, L.topHeight));
  ImGui::SetNextWindowSize(ImVec2(L.width, L.height - L.topHeight));
  ImGui::SetNextWindowBgAlpha(1.0f);
  ImGui::Begin("##menu", nullptr, kPanelFlags & ~ImGuiWindowFlags_NoBringToFrontOnFocus);
  ui::recordWindow();
  // Two buttons a row: the scores and the log below stay in sight on a phone's short screen.
  // (A label too long for half the row, say Czech on a 320 px phone, gets the whole row.)
  const float avail = ImGui::GetContentRegionAvail().x;
  const float half = (avail - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
  const ImVec2 size(half, 44);
  const bool savesFits =
      ImGui::CalcTextSize(tr("saves.button")).x + ImGui::GetStyle().FramePadding.x * 2 <= half;
  if (ui::button("menu_close", tr("menu.close"), size)) showMenu = false;
  ImGui::SameLine();
  if (ui::button("new_game", tr("menu.new"), size)) newGameScreen();
  if (!session.canRedo()) ImGui::BeginDisabled();
  if (ui::button("redo", tr("menu.redo"), size)) redo();
  if (!session.canRedo()) ImGui::EndDisabled();
  ImGui::SameLine();
  if (ui::button("help", tr("menu.help"), size)) {
    help.open = true;
    showMenu = false;
  }
  if (ui::button("saves", tr("saves.button"), savesFits ? size : ImVec2(avail, 44))) {
    savesWindow.open = true;
    showMenu = false;
  }
  if (savesFits) ImGui::SameLine();
  ImGui::SetNextItemWidth(-1);
  languageCombo(layout.fingers, [this](const std::string& c) { setLanguage(c); });
  ImGui::Separator();
  players(shown(), layout.width, false);
  if (tilesLeftHeader(shown())) tilesLeft(shown(), meshes, touch.lastWasTouch(), L.width - 20);
  // The log fills the rest of the sheet (at least a few lines: the sheet scrolls to it).
  if (logHeader()) logView(std::max(220.0f, ImGui::GetContentRegionAvail().y - 4));
  ui::touchScroll(touch.lastWasTouch());
  ImGui::End();
}

// What the final-score table is given: the position, names, colours and winners, the mode's
// notes under it, and the page's new game.
FinalTableContext App::finalTableContext() {
  return FinalTableContext{
      layout,
      session,
      [this](int p) { return playerName(p); },
      [this](int p) -> const palette::PlayerColour& { return playerColour(p); },
      [this](int& count, int& best) { return winners(count, best); },
      [this] { modeUi(session.rules()).drawFinalNotes(shown()); },
      [this] { newGameScreen(); }};
}

void App::drawGamePanels() {
  const Layout& L = layout;
  GameSession& gs = session;
  const ImGuiStyle& style = ImGui::GetStyle();

  marks.hovered.clear();  // set again below while a choice button is hovered
  if (undoAskUp()) {
    showMenu = false;
    undoAskScreen();
    return;
  }
  // Out-of-turn decisions (every player's hidden choice) are private: hand the device over first.
  if (passScreenUp()) {
    showMenu = false;  // the next player starts from the board, not the last one's menu
    passDevice();
    return;
  }

  if (L.compact) {
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(L.width, L.topHeight));
    ImGui::Begin("##top", nullptr, kPanelFlags | ImGuiWindowFlags_NoScrollbar);
    ui::recordWindow();
    // The menu button first, at the right (the scores' two lines are lower than it is tall).
    ImGui::SetCursorPos(ImVec2(L.width - 56, style.WindowPadding.y));
    if (ui::button("menu", "\u2630", ImVec2(44, 40))) showMenu = !showMenu;
    ImGui::SetCursorPos(style.WindowPadding);
    players(shown(), layout.width, true);
    ImGui::End();
    ImGui::SetNextWindowPos(ImVec2(0, L.height - L.bottomHeight));
    ImGui::SetNextWindowSize(ImVec2(L.width, L.bottomHeight));
    ImGui::Begin("##bottom", nullptr, kPanelFlags);
    ui::recordWindow();
    // A new decision, or the swap list's second step, starts at the top: the bar kept the last
    // one's scroll, and after the pass screen the next player's name, prompt and first choices
    // were above its edge.
    const std::pair<int, int> bar{gs.revision(),
                                  marks.firstStepRevision == gs.revision() ? marks.firstStep : -1};
    if (bar != barShown) ImGui::SetScrollY(0.0f);
    barShown = bar;
    turnBox(turnBoxContext(), true);
    ui::touchScroll(touch.lastWasTouch());
    // The bar grows upwards (next frame) to hold a decision's choices.
    layout.bottomWanted = ImGui::GetCursorPosY() + style.WindowPadding.y;
    ImGui::End();
    if (showMenu) menuSheet();
  } else {
    ImGui::SetNextWindowPos(ImVec2(L.width - L.sideWidth, 0));
    ImGui::SetNextWindowSize(ImVec2(L.sideWidth, L.height));
    ImGui::Begin("##side", nullptr, kPanelFlags);
    ui::recordWindow();
    ImGui::SetWindowFontScale(1.3f);
    ImGui::TextUnformatted(tr("app.title"));
    ImGui::SetWindowFontScale(1.0f);
    // At the right of the content region: clear of the panel's scrollbar when it has one.
    ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - 120);
    ImGui::SetNextItemWidth(120);
    languageCombo(layout.fingers, [this](const std::string& c) { setLanguage(c); });
    // A short screen (a phone held sideways) starts with the turn: its controls and choices in
    // sight without scrolling past the toolbar and the scores.
    if (L.short_) {
      turnBox(turnBoxContext(), false);
      ImGui::Separator();
    }
    toolbar();
    ImGui::Separator();
    players(shown(), layout.width, false);
    ImGui::Separator();
    if (!L.short_) {
      turnBox(turnBoxContext(), false);
      ImGui::Separator();
    }
    // The key hint's height at the bottom (for a keyboard's user; a translation wraps it over
    // three lines), kept clear by the log and the tiles left above it.
    const float hintH = L.fingers ? 0.0f
                                  : ImGui::CalcTextSize(tr("panel.shortcuts"), nullptr, false,
                                                        ImGui::GetContentRegionAvail().x)
                                            .y +
                                        style.ItemSpacing.y;
    constexpr float kLogLeast = 120.0f;
    if (tilesLeftHeader(shown()))
      tilesLeft(shown(), meshes, touch.lastWasTouch(), L.sideWidth - 20,
                std::max(100.0f, ImGui::GetContentRegionAvail().y - hintH - kLogLeast -
                                     ImGui::GetFrameHeightWithSpacing() - 2 * style.ItemSpacing.y));
    if (logHeader()) logView(std::max(kLogLeast, ImGui::GetContentRegionAvail().y - hintH - 2.0f));
    if (!L.fingers) {
      ImGui::PushTextWrapPos(0);
      ImGui::TextDisabled("%s", tr("panel.shortcuts"));
      ImGui::PopTextWrapPos();
      ui::recordItem("panel_hint");
    }
    ui::touchScroll(touch.lastWasTouch());  // a phone held sideways: a finger scrolls it
    ImGui::End();
  }
  if (gs.game().over() && finalTable.open) finalTable.draw(finalTableContext());
}

}  // namespace carc::app
