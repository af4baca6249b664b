// What the page says for a while (notices.h).
#include "app/notices.h"

#include <imgui.h>
#include <imgui_internal.h>  // BringWindowToDisplayFront: the notice above every window

#include <algorithm>

#include "app/i18n.h"
#include "app/palette.h"
#include "app/ui.h"

namespace carc::app {

void Notices::showQuick(const std::string& text, ImVec2 at, int revision) {
  quick.text = text;
  quick.at = at;
  quick.until = ImGui::GetTime() + 2.5;
  quick.untilFrame = ImGui::GetFrameCount() + 30;
  quick.revision = revision;
}

void Notices::expire(int revision) {
  // A notice says what happened ("Saved as ...", a link that could not be opened); once the
  // player has played on (a move, an undo) it has been seen, and it would only cover the board.
  if (notice != noticeShown_.text) {
    noticeShown_ = {notice, revision};
  } else if (!notice.empty() && revision != noticeShown_.revision) {
    notice.clear();
    noticeShown_ = {};
  }
}

void Notices::drawNotice(const NoticePlace& place) {
  if (notice.empty()) return;
  const Layout& L = place.layout;
  const float w = std::min(420.0f, L.width - 16.0f);
  // Its height: last frame's, or on its first frame the wrapped text and the OK button's row.
  const ImGuiStyle& st = ImGui::GetStyle();
  const ImGuiWindow* last = ImGui::FindWindowByName("##notice");
  const float h =
      last && last->LastFrameActive >= ImGui::GetFrameCount() - 1
          ? last->Size.y
          : ImGui::CalcTextSize(notice.c_str(), nullptr, false, w - 16 - st.WindowPadding.x).y +
                st.ItemSpacing.y + ImGui::GetFrameHeight() + 2 * st.WindowPadding.y;
  // The board's top left; on a phone's setup screen just above the pinned Start bar (at the top
  // it covered the first player's name). Where that covers the Saves window (as wide as a phone,
  // "Link copied" hid its title and close button): below it or above it, or if neither has room,
  // at the foot of the screen over the window's last rows.
  const float barTop = place.barTop;
  float top = barTop > 0 ? barTop - 8 - h : L.topHeight + 8;
  const Rect& sv = place.saves;
  if (sv.h() > 0 && 8 < sv.x1 && 8 + w > sv.x0 && top < sv.y1 && top + h > sv.y0) {
    if (sv.y1 + 8 + h <= L.height)
      top = sv.y1 + 8;
    else
      top = sv.y0 - 8 - h >= L.topHeight ? sv.y0 - 8 - h : L.height - 8 - h;
  }
  ImGui::SetNextWindowPos(ImVec2(8, std::max(top, 8.0f)));
  ImGui::SetNextWindowSize(ImVec2(w, 0));
  ImGui::Begin("##notice", nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoFocusOnAppearing);
  // Above every window, without taking focus (which would end the editing of a text field): a
  // refusal in the saves window (a name already taken) would otherwise appear behind it.
  ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());
  ui::recordWindow("notice_window");
  ImGui::PushTextWrapPos(w - 16);
  ImGui::TextColored(ImVec4(1, 0.85f, 0.55f, 1), "%s", notice.c_str());
  ImGui::PopTextWrapPos();
  // A viewer with no game to show (a damaged link) has nothing under the message to go back to:
  // it stays, as the frame's content.
  if (place.dismissable && ui::button("notice_ok", tr("saves.dismiss"))) notice.clear();
  ImGui::End();
}

void Notices::drawQuick(const Layout& layout, int revision) {
  QuickNote& n = quick;
  n.box = Rect{};
  const double now = ImGui::GetTime();
  const bool framesLeft = ImGui::GetFrameCount() < n.untilFrame;
  if (n.text.empty() || (now >= n.until && !framesLeft) || n.revision != revision) return;
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  ImFont* f = ImGui::GetFont();
  const float fs = ImGui::GetFontSize(), W = layout.width, H = layout.height;
  const float wrap = std::min(300.0f, W - 28.0f);
  const ImVec2 size = f->CalcTextSizeA(fs, 1e9f, wrap, n.text.c_str());
  const ImVec2 pad(9, 6);
  const float w = size.x + 2 * pad.x, h = size.y + 2 * pad.y;
  // Above the place (a finger would cover it), else below; on the screen.
  const float x = std::clamp(n.at.x - w * 0.5f, 4.0f, std::max(4.0f, W - w - 4.0f));
  float y = n.at.y - 18.0f - h;
  if (y < 4.0f) y = std::min(n.at.y + 18.0f, H - h - 4.0f);
  // Fades out over its last half second.
  const float a =
      framesLeft ? 1.0f : std::clamp(static_cast<float>(n.until - now) / 0.5f, 0.0f, 1.0f);
  dl->AddRectFilled(ImVec2(x, y), ImVec2(x + w, y + h), IM_COL32(24, 24, 28, 240 * a), 6);
  dl->AddRect(ImVec2(x, y), ImVec2(x + w, y + h), palette::withAlpha(palette::kLegalEdge, a), 6, 0,
              2.0f);
  dl->AddText(f, fs, ImVec2(x + pad.x, y + pad.y), IM_COL32(255, 255, 255, 255 * a), n.text.c_str(),
              nullptr, wrap);
  n.box = Rect{x, y, x + w, y + h};
}

}  // namespace carc::app
