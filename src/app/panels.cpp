// The panels' parts, each given its pieces (panels.h): players and scores, tiles left, a tile's
// picture and words, the decision's title and the pass screen's reason, the hand-over screen.
// App::drawGamePanels (app_panels.cpp) places them with the turn box and the log.
#include "app/panels.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "app/action_text.h"
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

}  // namespace

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
               float maxHeight) {
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

// The full-screen hand-over of the device to `player`: their colour, "Pass the device to X" (the
// name in full, wrapped over lines, each centred; recorded under `titleId`) and why, in a window
// left open for the caller's buttons, `buttonW` wide and centred (the caller ends it).
void beginHandOver(const Layout& L, const GameView& shown, int player, const char* titleId,
                   const std::string& why, float buttonW) {
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(L.width, L.height));
  ImGui::SetNextWindowBgAlpha(1.0f);
  ImGui::Begin("##pass", nullptr, kPanelFlags & ~ImGuiWindowFlags_NoBringToFrontOnFocus);
  ui::recordWindow();
  ImGui::SetCursorPosY(L.height * 0.3f);
  auto centred = [&](float w) { ImGui::SetCursorPosX(std::max(8.0f, (L.width - w) * 0.5f)); };
  // Whose turn it is by their colour, and why the device changes hands.
  centred(40.0f);
  swatch(shown.playerFill(player), shown.playerOutline(player), 40.0f);
  const std::string text = trf("pass.to", {shown.playerName(player)});
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

}  // namespace carc::app
