// The game log's view: only the lines in view are drawn (log_view.h).
#include "app/log_view.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "app/i18n.h"
#include "app/ui.h"

namespace carc::app {

void LogView::beginFrame() {
  rows.clear();
  hover.clear();
  clip = Rect{};
}

double LogView::flashClock() const {
  return flashFrames ? static_cast<double>(ImGui::GetFrameCount()) : ImGui::GetTime();
}

void LogView::flash(const std::vector<Cell>& cells) {
  flashCells = cells;
  flashUntil = flashClock() + (flashFrames ? flashFrames : kFlashSeconds);
}

// The lines wrapped to `width` (less a picture's `picW` beside a placed tile), and each one's top.
void LogView::relayout(const std::vector<LogLine>& lines, int revision, float width, float pic,
                       float picW) {
  LogLayout& c = layout;
  const float gap = ImGui::GetStyle().ItemSpacing.y;
  c.data = lines.data();
  c.count = lines.size();
  c.revision = revision;
  c.width = width;
  c.font = ImGui::GetFontSize();
  c.language = i18n().revision();
  c.tops.assign(1, 0.0f);
  c.wrapped.clear();
  c.textHeights.clear();
  for (const LogLine& l : lines) {
    c.wrapped.push_back(ui::wrapText(l.text, l.tile >= 0 ? width - picW : width));
    c.textHeights.push_back(ImGui::CalcTextSize(c.wrapped.back().c_str()).y);
    c.tops.push_back(c.tops.back() + std::max(c.textHeights.back(), l.tile >= 0 ? pic : 0.0f) +
                     gap);
  }
}

// The log wraps long lines; only the lines in view are drawn, found from cached line heights
// (recomputed when the lines, the language or the width change), so a 500-line log stays cheap.
// The lines are known to have changed by the session's revision: an undo and another move can
// leave as many lines, in the same buffer, with other text. A placed tile is pictured as placed
// before its line; hovering a line outlines the cells it concerns on the board (a tile, a
// follower's tile, a scored feature's tiles) and clicking it brings them into view.
void LogView::draw(const LogViewContext& ctx, float height) {
  LogLayout& c = layout;
  auto& tops = c.tops;
  ImGui::BeginChild("log", ImVec2(0, height), true);
  const std::vector<LogLine>& lines = ctx.lines;
  const int revision = ctx.revision;
  // Following is decided only while the pointer is on the log and no line arrived this frame
  // (the scroll limits are last frame's), so lines arriving while the log is hidden or pushed
  // down by a long list of choices do not stop the following.
  if (lines.size() == c.count && lines.data() == c.data && revision == c.revision &&
      ImGui::IsWindowHovered(ImGuiHoveredFlags_AllowWhenBlockedByActiveItem))
    c.follow = ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 4;
  const float lh = ImGui::GetTextLineHeight(), spacing = ImGui::GetStyle().ItemSpacing.x;
  const float swatchW = lh + spacing;
  // A picture big enough to tell a road from a city, small enough that its line stays about one
  // and a half lines of text high (the log is short on a phone).
  const float pic = std::round(lh * 1.5f), picW = pic + spacing;
  const float width = ImGui::GetContentRegionAvail().x - swatchW;
  const float gap = ImGui::GetStyle().ItemSpacing.y;
  if (c.data != lines.data() || c.count != lines.size() || c.revision != revision ||
      c.width != width || c.font != ImGui::GetFontSize() || c.language != i18n().revision())
    relayout(lines, revision, width, pic, picW);
  const float scrollY = ImGui::GetScrollY(), view = ImGui::GetWindowHeight();
  size_t first =
      static_cast<size_t>(std::upper_bound(tops.begin(), tops.end(), scrollY) - tops.begin());
  first = first > 0 ? first - 1 : 0;
  const float x0 = ImGui::GetCursorPosX(), y0 = ImGui::GetCursorPosY();
  // Hover by the mouse only: a finger's touch is a scroll or a tap, and the phone's log covers
  // the board anyway.
  const bool hoverable =
      !ctx.touch && ImGui::IsWindowHovered(ImGuiHoveredFlags_AllowWhenBlockedByActiveItem);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  std::vector<Cell> cells;
  for (size_t i = first; i < lines.size() && tops[i] < scrollY + view; ++i) {
    const LogLine& l = lines[i];
    const float top = y0 + tops[i], rowH = tops[i + 1] - tops[i] - gap;
    ImGui::SetCursorPos(ImVec2(x0, top));
    const ImVec2 a = ImGui::GetCursorScreenPos();
    const ImVec2 b(a.x + swatchW + width, a.y + rowH);
    ctx.cellsOf(l, cells);
    if (!cells.empty()) {
      // A click (a tap that did not scroll: touchScroll cancels the press) shows the cells.
      ImGui::PushID(static_cast<int>(i));
      if (ImGui::InvisibleButton("line", ImVec2(b.x - a.x, b.y - a.y))) ctx.show(cells);
      ImGui::PopID();
      ImGui::SetCursorPos(ImVec2(x0, top));
    }
    const bool hovered = !cells.empty() && hoverable && ImGui::IsMouseHoveringRect(a, b);
    if (hovered) {
      dl->AddRectFilled(a, b, IM_COL32(255, 255, 255, 28), 3);
      ctx.outline(cells);
      hover = cells;
    }
    // One line of text beside a picture sits at its middle.
    const float textH = c.textHeights[i];
    const float dy = l.tile >= 0 && textH < pic ? std::floor((pic - textH) * 0.5f) : 0.0f;
    if (l.player >= 0) {
      ImGui::SetCursorPos(ImVec2(x0, top + dy));
      ctx.swatch(l.player, lh);
    }
    float tx = x0 + swatchW;
    Rect picture{};
    if (l.tile >= 0) {
      ImGui::SetCursorPos(ImVec2(tx, top));
      ctx.tile(l.tile, l.rot, pic);
      picture = Rect{ImGui::GetItemRectMin().x, ImGui::GetItemRectMin().y,
                     ImGui::GetItemRectMax().x, ImGui::GetItemRectMax().y};
      tx += picW;
    }
    ImGui::SetCursorPos(ImVec2(tx, top + dy));
    if (l.score) ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.85f, 0.35f, 1));
    ImGui::TextUnformatted(c.wrapped[i].c_str());
    if (l.score) ImGui::PopStyleColor();
    rows.push_back({static_cast<int>(i), Rect{a.x, a.y, b.x, b.y}, picture});
  }
  ImGui::SetCursorPos(ImVec2(x0, y0 + tops.back()));
  ImGui::Dummy(ImVec2(1, 0));
  ui::touchScroll(ctx.touch);
  if (c.follow) ImGui::SetScrollHereY(1.0f);
  scroll = ImVec2(ImGui::GetScrollY(), ImGui::GetScrollMaxY());  // for the test hook
  clip = Rect{ImGui::GetWindowPos().x, ImGui::GetWindowPos().y,
              ImGui::GetWindowPos().x + ImGui::GetWindowWidth(),
              ImGui::GetWindowPos().y + ImGui::GetWindowHeight()};
  ImGui::EndChild();
}

}  // namespace carc::app
