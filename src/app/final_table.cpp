// The final-score table (final_table.h).
#include "app/final_table.h"

#include <imgui.h>

#include <algorithm>
#include <vector>

#include "app/i18n.h"
#include "app/modes/registry.h"
#include "app/screens.h"
#include "app/ui.h"

namespace carc::app {
namespace {

// Desktop: a row per player, a column per score kind.
void finalRowsPerPlayer(const FinalTableContext& ctx, const std::vector<int>& cols,
                        const std::vector<int>& order, int best) {
  const GameSession& s = ctx.session;
  if (ImGui::BeginTable(
          "final", static_cast<int>(cols.size()) + 2,
          ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableSetupColumn(tr("panel.player"));
    for (int k : cols) ImGui::TableSetupColumn(scoreColumnName(s.rules(), k));
    ImGui::TableSetupColumn(tr("final.total"));
    ImGui::TableHeadersRow();
    for (int p : order) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      swatch(ctx.colour(p).fill, ctx.colour(p).outline, 18);
      ImGui::SameLine();
      // The column fits the longest name up to about 20 letters; a longer one ends in "…".
      ui::fittedText(("final_name" + std::to_string(p)).c_str(),
                     (s.total(p) == best ? "\u2605 " : "") + ctx.playerName(p),
                     ImGui::GetFontSize() * 16);
      for (int k : cols) {
        ImGui::TableNextColumn();
        ImGui::Text("%d", s.score(p, k));
      }
      ImGui::TableNextColumn();
      ImGui::Text("%d", s.total(p));
      ui::recordItem(("final_total" + std::to_string(p)).c_str());
    }
    ImGui::EndTable();
  }
}

// Phone: a column per player and a row per score kind, so six kinds still fit a narrow screen.
void finalColumnsPerPlayer(const FinalTableContext& ctx, const std::vector<int>& cols,
                           const std::vector<int>& order, int best) {
  const GameSession& s = ctx.session;
  if (!ImGui::BeginTable(
          "final", static_cast<int>(order.size()) + 1,
          ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp))
    return;
  ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed);  // fits the longest label
  for (size_t i = 0; i < order.size(); ++i)
    ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthStretch, 1.0f);
  ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
  ImGui::TableNextColumn();
  // Each column headed by its player's colour and name (a colour alone did not say whose it
  // is). Five or six columns on a phone are narrower than "Player 2": then every name is turned
  // a quarter turn, as a spreadsheet's narrow heads are, rather than broken inside a word.
  bool vertical = false;
  for (size_t i = 0; i < order.size(); ++i) {
    const int p = order[i];
    ImGui::TableNextColumn();
    if (i == 0)  // the players' columns share the width equally
      for (int q : order)
        vertical |=
            ImGui::CalcTextSize(ctx.playerName(q).c_str()).x > ImGui::GetContentRegionAvail().x;
    ImGui::BeginGroup();
    swatch(ctx.colour(p).fill, ctx.colour(p).outline, 18);
    if (s.total(p) == best) {
      ImGui::SameLine(0, 2);
      ImGui::TextUnformatted("\u2605");
    }
    if (vertical)  // a long name would make the heads taller than the scores below them
      ui::verticalText(ui::ellipsize(ctx.playerName(p), ImGui::GetFontSize() * 8).c_str());
    else
      ImGui::TextUnformatted(ctx.playerName(p).c_str());
    ImGui::EndGroup();
    ui::recordItem(("final_head" + std::to_string(p)).c_str());
  }
  for (int k : cols) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(scoreColumnName(s.rules(), k));
    for (int p : order) {
      ImGui::TableNextColumn();
      ImGui::Text("%d", s.score(p, k));
    }
  }
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(tr("final.total"));
  for (int p : order) {
    ImGui::TableNextColumn();
    ImGui::Text("%d", s.total(p));
    ui::recordItem(("final_total" + std::to_string(p)).c_str());
  }
  ImGui::EndTable();
}

}  // namespace

void FinalTable::draw(const FinalTableContext& ctx) {
  const GameSession& s = ctx.session;
  const Layout& L = ctx.layout;
  ImGui::SetNextWindowPos(ImVec2(L.width * 0.5f - L.sideWidth * 0.5f, L.height * 0.5f),
                          ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(
      ImVec2(L.compact ? L.width - 12.0f : std::min(L.width - 12.0f, 300.0f), 0),
      ImVec2(L.width - 12.0f, L.height - 20.0f));
  ImGui::Begin(tr("final.title"), nullptr,
               ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse);
  // Centred on the board, unless it is wider than the board's part of the screen (six long names
  // on a small laptop): then on the screen, over the side panel, not past its left edge.
  const ImVec2 pos = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  const float x = std::clamp(pos.x, 6.0f, std::max(6.0f, L.width - 6.0f - size.x));
  if (x != pos.x) ImGui::SetWindowPos(ImVec2(x, pos.y));
  ui::recordWindow("final_window");
  // The mode's own columns (the base game's road, city, cloister, field), then the others
  // (expansions', "other") where someone scored.
  const RuleSet& rules = s.rules();
  const int fixed = modeUi(rules).fixedScoreColumns(rules);
  std::vector<int> cols;
  for (int k = 0; k < fixed; ++k) cols.push_back(k);
  const int columns = static_cast<int>(rules.scoreColumns().size());
  for (int k = fixed; k < columns; ++k)
    for (int p = 0; p < s.players(); ++p)
      if (s.score(p, k)) {
        cols.push_back(k);
        break;
      }
  std::vector<int> order(s.players());
  for (int p = 0; p < s.players(); ++p) order[static_cast<size_t>(p)] = p;
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return s.total(a) > s.total(b); });
  const int best = s.total(order[0]);
  if (L.compact)
    finalColumnsPerPlayer(ctx, cols, order, best);
  else
    finalRowsPerPlayer(ctx, cols, order, best);
  // The winners' names in full, wrapped at the table's width (the window sizes itself to it).
  const float tableW = std::max(ImGui::GetItemRectSize().x, 240.0f);
  int winnerCount = 0, top = 0;
  const std::string winners = ctx.winners(winnerCount, top);
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + tableW);
  ctx.drawNotes();  // what the columns do not say
  ImGui::TextUnformatted(trn("final.winner", winnerCount, {winners}).c_str());
  ImGui::PopTextWrapPos();
  if (ui::button("final_new", tr("menu.new"))) ctx.newGame();
  ImGui::SameLine();
  if (ui::button("final_close", tr("final.show_board"))) open = false;
  ImGui::End();
}

}  // namespace carc::app
