// Panels around the board: players and scores, the turn box (drawn tile, prompt, rotate, place,
// skip, expansion decisions), tiles left, the log, the final-score table and the pass-the-device
// screen. Desktop: one side panel. Phone (compact): a score bar on top, a turn bar at the bottom
// and a menu sheet for the rest.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "app/action_text.h"
#include "app/app.h"
#include "app/choice_spots.h"
#include "app/expansion_view.h"
#include "app/final_table.h"
#include "app/i18n.h"
#include "app/log_view.h"
#include "app/modes/registry.h"
#include "app/palette.h"
#include "app/screens.h"
#include "app/ui.h"

namespace carc::app {
namespace {

constexpr ImGuiWindowFlags kPanelFlags =
    ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
    ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus |
    ImGuiWindowFlags_NoCollapse;

}  // namespace

std::string decisionTitle(const GameView& shown) {
  const Decision d = shown.session().decision();
  const UiModule* m = decisionModule(shown.session().rules(), d);
  return trf("turn.decision", {tr(m ? m->titleKey().c_str() : "?"), shown.playerName(d.player)});
}

std::string winners(const GameView& shown, int& count, int& best) {
  const GameSession& s = shown.session();
  best = s.total(0);
  for (int p = 1; p < s.players(); ++p) best = std::max(best, s.total(p));
  std::string names;
  count = 0;
  for (int p = 0; p < s.players(); ++p)
    if (s.total(p) == best) {
      names += (names.empty() ? "" : ", ") + shown.playerName(p);
      ++count;
    }
  return names;
}

void swatch(ImU32 fill, ImU32 outline, float size) {
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(size, size));
  drawMeeple(ImGui::GetWindowDrawList(), ImVec2(p.x + size / 2, p.y + size / 2), size * 0.9f, fill,
             outline, false);
}

void tileImage(const GameView& shown, TileMeshCache& meshes, int type, int rot, float size,
               float alpha) {
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(size, size));
  if (type >= 0 && type < shown.geometry().count())
    meshes.draw(ImGui::GetWindowDrawList(), shown.geometry(), type, rot, p, size, alpha);
}

std::string tileText(const GameView& shown, int type) {
  if (type < 0 || type >= shown.geometry().count()) return {};
  std::string out;
  for (const std::string& sym : shown.geometry().shape(type).symbols) {
    std::string line;
    for (const UiModule* m : uiModules())
      if (line.empty()) line = m->symbolText(sym);
    if (!line.empty()) out += (out.empty() ? "" : "\n") + line;
  }
  return out;
}

namespace {

// The marks modules put by player p's name (a token held), their width, and their drawing.
float badgesWidth(const GameView& shown, int p) {
  float w = 0;
  for (const UiModule* m : uiModulesOf(shown.session().rules()))
    if (const float b = m->playerBadgeWidth(shown, p); b > 0) w += 4.0f + b;
  return w;
}
void playerBadges(const GameView& shown, int p) {
  for (const UiModule* m : uiModulesOf(shown.session().rules()))
    if (m->playerBadgeWidth(shown, p) > 0) {
      ImGui::SameLine(0, 4);
      m->drawPlayerBadge(shown, p);
    }
}
// Followers player p lost for good (out of the count).
int followersLost(const GameView& shown, int p) {
  int n = 0;
  for (const UiModule* m : uiModulesOf(shown.session().rules())) n += m->followersLost(shown, p);
  return n;
}

// The players' scores: on a phone (`compact`) a bar `width` wide, else a table.
void players(const GameView& shown, float width, bool compact) {
  const GameSession& s = shown.session();
  const int players = s.players();
  const int current = s.over() ? -1 : s.decision().player;
  if (compact) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    // Closer together when six three-digit scores would reach the menu button.
    float used = 0;
    for (int p = 0; p < players; ++p)
      used +=
          22.0f + ImGui::CalcTextSize(std::to_string(s.total(p)).c_str()).x + badgesWidth(shown, p);
    const float room = width - 64.0f - ImGui::GetCursorPosX();
    const float gap =
        std::clamp((room - used) / static_cast<float>(std::max(1, players - 1)), 3.0f, 10.0f);
    for (int p = 0; p < players; ++p) {
      if (p) ImGui::SameLine(0, gap);
      ImGui::BeginGroup();
      swatch(shown.playerFill(p), shown.playerOutline(p), 20);
      ImGui::SameLine(0, 2);
      if (p == current)
        ImGui::TextColored(ImVec4(1, 0.85f, 0.3f, 1), "%d", s.total(p));
      else
        ImGui::Text("%d", s.total(p));
      playerBadges(shown, p);
      ImGui::EndGroup();
      // Whose turn it is, as the side panel's table marks its row (not by the number's colour
      // alone).
      if (p == current)
        dl->AddRect(ImVec2(ImGui::GetItemRectMin().x - 4, ImGui::GetItemRectMin().y - 3),
                    ImVec2(ImGui::GetItemRectMax().x + 4, ImGui::GetItemRectMax().y + 3),
                    IM_COL32(255, 220, 90, 200), 5.0f, 0, 2.0f);
      ui::recordItem(("score" + std::to_string(p)).c_str());
    }
    // The tiles left (the side panel's header; on a phone otherwise only in the menu sheet); at
    // the end, who won (the line would be left empty).
    if (!s.over()) {
      ImGui::TextDisabled("%s", trCount("panel.tiles_left", shown.bagCount()).c_str());
      ui::recordItem("tiles_left");
    } else {
      int count = 0, best = 0;
      const std::string names = winners(shown, count, best);
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
      ui::fittedText("top_winners", trn("final.winner", count, {names}),
                     width - 64.0f - ImGui::GetCursorPosX());
      ImGui::PopStyleColor();
    }
    return;
  }
  if (ImGui::BeginTable("players", 3, ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn(tr("panel.player"), ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn(tr("panel.score"), ImGuiTableColumnFlags_WidthFixed, 60);
    ImGui::TableSetupColumn(tr("panel.meeples"), ImGuiTableColumnFlags_WidthFixed, 70);
    ImGui::TableHeadersRow();
    for (int p = 0; p < players; ++p) {
      ImGui::TableNextRow();
      if (p == current)
        ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg0, IM_COL32(255, 220, 90, 45));
      ImGui::TableNextColumn();
      swatch(shown.playerFill(p), shown.playerOutline(p), 20);
      playerBadges(shown, p);
      ImGui::SameLine();
      // A long name ends in "…" at the Score column (on a phone's menu sheet it ran into it).
      ui::fittedText(("player_name" + std::to_string(p)).c_str(), shown.playerName(p));
      ImGui::TableNextColumn();
      ImGui::Text("%d", s.total(p));
      ui::recordItem(("score" + std::to_string(p)).c_str());
      ImGui::TableNextColumn();
      // A follower lost for good is out of the count too.
      const int owned = modeUi(s.rules()).followersOwned(s.rules(), p) - followersLost(shown, p);
      ImGui::Text("%d / %d", s.supply(p), owned);
      ui::recordItem(("meeples" + std::to_string(p)).c_str());
      ui::recordLabel(("meeples" + std::to_string(p)).c_str(),
                      std::to_string(s.supply(p)) + " / " + std::to_string(owned));
    }
    ImGui::EndTable();
  }
}

// The side panel's and menu sheet's headers, open or closed by the player: their ids ("###")
// stay put while the count and the language in their labels change (an id from the label
// closed "N tiles left" every turn).
bool tilesLeftHeader(const GameView& shown) {
  const std::string label = trCount("panel.tiles_left", shown.bagCount());
  const bool open = ImGui::CollapsingHeader((label + "###tiles_left").c_str());
  ui::recordItem("tiles_left_header");
  ui::recordLabel("tiles_left_header", label);
  return open;
}
bool logHeader() {
  const bool open = ImGui::CollapsingHeader((std::string(tr("panel.log")) + "###log").c_str(),
                                            ImGuiTreeNodeFlags_DefaultOpen);
  ui::recordItem("log_header");
  return open;
}

// The tiles left by kind, `width` wide; at most `maxHeight` tall (> 0: in a box of its own that
// scrolls, the side panel's, where the whole list pushed the log and the key hint off the panel).
// `touch`: the last input was a finger's (a drag scrolls the box).
void tilesLeft(const GameView& view, TileMeshCache& meshes, bool touch, float width,
               float maxHeight = 0.0f) {
  const std::vector<int>& left = view.tilesLeft();
  const TileSet& tiles = view.tileSet();
  auto inSet = [&](size_t t) { return tiles.types[t].count; };  // copies in the set (start: 0)
  const float size = 40.0f;
  const int perRow = std::max(1, static_cast<int>(width / (size + 34.0f)));
  int kinds = 0;
  for (size_t t = 0; t < left.size(); ++t) kinds += inSet(t) > 0;
  const float gap = ImGui::GetStyle().ItemSpacing.y;
  const float whole = static_cast<float>((kinds + perRow - 1) / perRow) * (size + gap) - gap;
  const bool boxed = maxHeight > 0.0f;
  if (boxed) ImGui::BeginChild("tiles_left_box", ImVec2(0, std::min(whole, maxHeight)));
  int shown = 0;
  ImGui::BeginGroup();
  for (size_t t = 0; t < left.size(); ++t) {
    if (inSet(t) == 0) continue;
    if (shown % perRow) ImGui::SameLine();
    ImGui::BeginGroup();
    tileImage(view, meshes, static_cast<int>(t), 0, size, left[t] ? 1.0f : 0.25f);
    ImGui::SameLine(0, 3);
    if (left[t])
      ImGui::Text("%d", left[t]);
    else
      ImGui::TextDisabled("0");
    ImGui::EndGroup();
    // In words, of how many (the count is beside the picture): not the catalogue's letter.
    if (ui::tipHovered())
      ui::tooltip("tiles_left_tip",
                  trf("panel.tile_left_of", {std::to_string(left[t]), std::to_string(inSet(t))}));
    ++shown;
  }
  ImGui::EndGroup();
  ui::recordItem("tiles_left_list");
  if (!boxed) return;
  ui::touchScroll(touch);
  ImGui::EndChild();
}

// The log view with what it is given: the lines, and the page's outline, fit and pictures.
void logView(App& app, float height) {
  const LogViewContext ctx{
      gameLog(app.shown(), app.log.cache),
      app.session.revision(),
      app.touch.lastWasTouch(),
      [&](const LogLine& l, std::vector<Cell>& out) { logLineCells(app.shown(), l, out); },
      [&](const std::vector<Cell>& cells) { highlightCells(app.shown(), cells); },
      [&](const std::vector<Cell>& cells) { app.showCells(cells); },
      [&](int type, int rot, float size) { tileImage(app.shown(), app.meshes, type, rot, size); },
      [&](int p, float size) { swatch(app.playerFill(p), app.playerOutline(p), size); }};
  app.log.draw(ctx, height);
}

void toolbar(App& app) {
  // Buttons flow onto a second row rather than past the panel's edge (long translations).
  if (ui::button("new_game", tr("menu.new"))) app.newGameScreen();
  ui::sameLineIfFits(tr("menu.fit"));
  if (ui::button("fit", tr("menu.fit"))) app.fitBoard(true);
  ui::sameLineIfFits(tr("menu.help"));
  if (ui::button("help", tr("menu.help"))) app.help.open = !app.help.open;
  ui::sameLineIfFits(tr("saves.button"));
  if (ui::button("saves", tr("saves.button"))) app.savesWindow.open = !app.savesWindow.open;
}

}  // namespace

std::string passReason(const GameView& shown) {
  const Decision d = shown.session().decision();
  if (d.owner == 0) return {};
  const std::string who = decisionTitle(shown);
  // What the module adds: a secret laid face down, what is asked of them.
  const UiModule* m = decisionModule(shown.session().rules(), d);
  if (const std::string why = m ? m->passReason(shown, d) : ""; !why.empty())
    return who + ". " + why;
  return who;
}

namespace {

// The full-screen hand-over of the device to `player`: their colour, "Pass the device to X" (the
// name in full, wrapped over lines, each centred; recorded under `titleId`) and why, in a window
// left open for the caller's buttons, `buttonW` wide and centred (the caller ends it).
void beginHandOver(App& app, int player, const char* titleId, const std::string& why,
                   float buttonW) {
  const Layout& L = app.layout;
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(L.width, L.height));
  ImGui::SetNextWindowBgAlpha(1.0f);
  ImGui::Begin("##pass", nullptr, kPanelFlags & ~ImGuiWindowFlags_NoBringToFrontOnFocus);
  ui::recordWindow();
  ImGui::SetCursorPosY(L.height * 0.3f);
  auto centred = [&](float w) { ImGui::SetCursorPosX(std::max(8.0f, (L.width - w) * 0.5f)); };
  // Whose turn it is by their colour, and why the device changes hands.
  centred(40.0f);
  swatch(app.playerFill(player), app.playerOutline(player), 40.0f);
  const std::string text = trf("pass.to", {app.playerName(player)});
  ImGui::SetWindowFontScale(1.4f);
  const std::string lines = ui::wrapText(text, L.width - 16.0f);
  ImGui::BeginGroup();
  for (size_t at = 0; at <= lines.size();) {
    size_t end = lines.find('\n', at);
    if (end == std::string::npos) end = lines.size();
    const std::string line = lines.substr(at, end - at);
    centred(ImGui::CalcTextSize(line.c_str()).x);
    ImGui::TextUnformatted(line.c_str());
    at = end + 1;
  }
  ImGui::EndGroup();
  ui::recordItem(titleId);
  ui::recordLabel(titleId, lines);
  ImGui::SetWindowFontScale(1.0f);
  centred(std::min(ImGui::CalcTextSize(why.c_str()).x, L.width - 16.0f));
  ImGui::PushTextWrapPos(L.width - 8.0f);
  ImGui::TextDisabled("%s", why.c_str());
  ImGui::PopTextWrapPos();
  ImGui::Dummy(ImVec2(1, 16));
  centred(buttonW);
}

void passDevice(App& app) {
  const Decision d = app.session.decision();
  beginHandOver(app, d.player, "pass_title", passReason(app.shown()), 240.0f);
  // A long name ends in "…" on the button (ui::button); the title above has it in full.
  if (ui::button("pass_ok", trf("pass.ready", {app.playerName(d.player)}).c_str(), ImVec2(240, 52)))
    app.privacyCleared = app.session.revision();
  ImGui::End();
}

// Undo of another player's move: the device goes to that player, who agrees or keeps the move.
void undoAskScreen(App& app) {
  const int mover = app.undoAsk.player;
  const int last = app.session.lastMove();
  std::string move;
  for (const LogLine& l : gameLog(app.shown(), app.log.cache))
    if (l.action == last && last >= 0) move = l.text;
  const std::string why =
      trf("undo.ask", {app.playerName(app.holderNow()), app.playerName(mover), move});
  beginHandOver(app, mover, "undo_title", why, 240.0f);
  if (ui::button("undo_yes", trf("undo.agree", {app.playerName(mover)}).c_str(), ImVec2(240, 52)))
    app.confirmUndo();
  ImGui::SetCursorPosX(std::max(8.0f, (app.layout.width - 240.0f) * 0.5f));
  if (ui::button("undo_no", tr("undo.keep"), ImVec2(240, 44))) app.undoAsk = {};
  ImGui::End();
}

void menuSheet(App& app) {
  const Layout& L = app.layout;
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
  if (ui::button("menu_close", tr("menu.close"), size)) app.showMenu = false;
  ImGui::SameLine();
  if (ui::button("new_game", tr("menu.new"), size)) app.newGameScreen();
  if (!app.session.canRedo()) ImGui::BeginDisabled();
  if (ui::button("redo", tr("menu.redo"), size)) app.redo();
  if (!app.session.canRedo()) ImGui::EndDisabled();
  ImGui::SameLine();
  if (ui::button("help", tr("menu.help"), size)) {
    app.help.open = true;
    app.showMenu = false;
  }
  if (ui::button("saves", tr("saves.button"), savesFits ? size : ImVec2(avail, 44))) {
    app.savesWindow.open = true;
    app.showMenu = false;
  }
  if (savesFits) ImGui::SameLine();
  ImGui::SetNextItemWidth(-1);
  languageCombo(app.layout.fingers, [&](const std::string& c) { app.setLanguage(c); });
  ImGui::Separator();
  players(app.shown(), app.layout.width, false);
  if (tilesLeftHeader(app.shown()))
    tilesLeft(app.shown(), app.meshes, app.touch.lastWasTouch(), L.width - 20);
  // The log fills the rest of the sheet (at least a few lines: the sheet scrolls to it).
  if (logHeader()) logView(app, std::max(220.0f, ImGui::GetContentRegionAvail().y - 4));
  ui::touchScroll(app.touch.lastWasTouch());
  ImGui::End();
}

}  // namespace

namespace {

// What the final-score table is given: the position, names, colours and winners, the mode's
// notes under it, and the page's new game.
FinalTableContext finalTableContext(App& app) {
  return FinalTableContext{
      app.layout,
      app.session,
      [&app](int p) { return app.playerName(p); },
      [&app](int p) -> const palette::PlayerColour& { return app.playerColour(p); },
      [&app](int& count, int& best) { return app.winners(count, best); },
      [&app] { modeUi(app.session.rules()).drawFinalNotes(app.shown()); },
      [&app] { app.newGameScreen(); }};
}

}  // namespace

void drawGamePanels(App& app) {
  const Layout& L = app.layout;
  GameSession& gs = app.session;
  const ImGuiStyle& style = ImGui::GetStyle();

  app.marks.hovered.clear();  // set again below while a choice button is hovered
  if (app.undoAskUp()) {
    app.showMenu = false;
    undoAskScreen(app);
    return;
  }
  // Out-of-turn decisions (every player's hidden choice) are private: hand the device over first.
  if (app.passScreenUp()) {
    app.showMenu = false;  // the next player starts from the board, not the last one's menu
    passDevice(app);
    return;
  }

  if (L.compact) {
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(L.width, L.topHeight));
    ImGui::Begin("##top", nullptr, kPanelFlags | ImGuiWindowFlags_NoScrollbar);
    ui::recordWindow();
    // The menu button first, at the right (the scores' two lines are lower than it is tall).
    ImGui::SetCursorPos(ImVec2(L.width - 56, style.WindowPadding.y));
    if (ui::button("menu", "\u2630", ImVec2(44, 40))) app.showMenu = !app.showMenu;
    ImGui::SetCursorPos(style.WindowPadding);
    players(app.shown(), app.layout.width, true);
    ImGui::End();
    ImGui::SetNextWindowPos(ImVec2(0, L.height - L.bottomHeight));
    ImGui::SetNextWindowSize(ImVec2(L.width, L.bottomHeight));
    ImGui::Begin("##bottom", nullptr, kPanelFlags);
    ui::recordWindow();
    // A new decision, or the swap list's second step, starts at the top: the bar kept the last
    // one's scroll, and after the pass screen the next player's name, prompt and first choices
    // were above its edge.
    const std::pair<int, int> shown{
        gs.revision(), app.marks.firstStepRevision == gs.revision() ? app.marks.firstStep : -1};
    if (shown != app.barShown) ImGui::SetScrollY(0.0f);
    app.barShown = shown;
    turnBox(app.turnBoxContext(), true);
    ui::touchScroll(app.touch.lastWasTouch());
    // The bar grows upwards (next frame) to hold a decision's choices.
    app.layout.bottomWanted = ImGui::GetCursorPosY() + style.WindowPadding.y;
    ImGui::End();
    if (app.showMenu) menuSheet(app);
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
    languageCombo(app.layout.fingers, [&](const std::string& c) { app.setLanguage(c); });
    // A short screen (a phone held sideways) starts with the turn: its controls and choices in
    // sight without scrolling past the toolbar and the scores.
    if (L.short_) {
      turnBox(app.turnBoxContext(), false);
      ImGui::Separator();
    }
    toolbar(app);
    ImGui::Separator();
    players(app.shown(), app.layout.width, false);
    ImGui::Separator();
    if (!L.short_) {
      turnBox(app.turnBoxContext(), false);
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
    if (tilesLeftHeader(app.shown()))
      tilesLeft(app.shown(), app.meshes, app.touch.lastWasTouch(), L.sideWidth - 20,
                std::max(100.0f, ImGui::GetContentRegionAvail().y - hintH - kLogLeast -
                                     ImGui::GetFrameHeightWithSpacing() - 2 * style.ItemSpacing.y));
    if (logHeader())
      logView(app, std::max(kLogLeast, ImGui::GetContentRegionAvail().y - hintH - 2.0f));
    if (!L.fingers) {
      ImGui::PushTextWrapPos(0);
      ImGui::TextDisabled("%s", tr("panel.shortcuts"));
      ImGui::PopTextWrapPos();
      ui::recordItem("panel_hint");
    }
    ui::touchScroll(app.touch.lastWasTouch());  // a phone held sideways: a finger scrolls it
    ImGui::End();
  }
  if (gs.game().over() && app.finalTable.open) app.finalTable.draw(finalTableContext(app));
}

}  // namespace carc::app
