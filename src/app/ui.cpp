#include "app/ui.h"

#include <algorithm>
#include <vector>

#include "app/text_fit.h"
#include "app/tile_painter.h"
#include "imgui_internal.h"  // ClearActiveID: a drag that scrolls is not a press

namespace carc::app::ui {
namespace {
std::map<std::string, Rect> g_items, g_itemsLast;
struct Label {
  std::string text;
  float width;
};
std::map<std::string, Label> g_labels;  // buttons' and fitted texts' labels, for the test hook
std::map<std::string, Rect> g_clips;    // items not wholly visible: their window's visible part
std::vector<Rect> g_windows, g_windowsLast;
std::vector<float> g_fields;
std::string g_fieldCopies;
int g_activeField = -1;
bool g_touch = false;  // the last pointer was a finger (beginFrame)
}  // namespace

void beginFrame(bool touch) {
  g_touch = touch;
  g_itemsLast.swap(g_items);
  g_items.clear();
  g_clips.clear();
  g_labels.clear();
  g_windowsLast.swap(g_windows);
  g_windows.clear();
  g_fields.clear();
  g_fieldCopies.clear();
  g_activeField = -1;
}

std::string wrapText(const std::string& text, float width) {
  ImFont* font = ImGui::GetFont();
  const float scale = ImGui::GetFontSize() / font->FontSize;
  const char *s = text.c_str(), *end = s + text.size();
  auto digit = [](char c) { return (c >= '0' && c <= '9') || c == '-'; };
  std::string out;
  while (s < end) {
    const char* cut = font->CalcWordWrapPositionA(scale, s, end, width);
    if (cut == s) cut = s + 1;  // a line must hold something
    if (cut < end && *cut != '\n' && cut[-1] == ',' && digit(*cut)) {
      // After "x," of "x,y": break at the space before x instead (when the line has one).
      const char* space = cut - 1;
      while (space > s && *space != ' ') --space;
      if (space > s) cut = space;
    }
    const char* lineEnd = cut;
    while (lineEnd > s && lineEnd[-1] == ' ') --lineEnd;
    out.append(s, lineEnd);
    s = cut;
    if (s < end && *s == '\n') ++s;
    while (s < end && *s == ' ') ++s;
    if (s < end) out += '\n';
  }
  return out;
}

void verticalText(const char* text) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 size = ImGui::CalcTextSize(text), at = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(size.y, size.x));
  const int first = dl->VtxBuffer.Size;
  // Laid out flat first, then turned. Its clip rect holds both the flat and the turned text: a
  // narrow column's own would drop the glyphs past its edge before they are turned into it.
  const float side = std::max(size.x, size.y) + 1;
  dl->PushClipRect(at, ImVec2(at.x + side, at.y + side), false);
  dl->AddText(at, ImGui::GetColorU32(ImGuiCol_Text), text);
  dl->PopClipRect();
  // The glyphs' quads turned about the item's corner: the text's start at the bottom.
  for (int i = first; i < dl->VtxBuffer.Size; ++i) {
    ImVec2& v = dl->VtxBuffer[i].pos;
    v = ImVec2(at.x + (v.y - at.y), at.y + size.x - (v.x - at.x));
  }
}

void recordItem(const char* id) {
  recordItem(id, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
}

void recordItem(const char* id, ImVec2 a, ImVec2 b) {
  g_items[id] = Rect{a.x, a.y, b.x, b.y};
  // An item above or below its window's visible part, wholly or in part (scrolled away): where
  // that part is.
  const ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 c0 = dl->GetClipRectMin(), c1 = dl->GetClipRectMax();
  if (a.y < c0.y || b.y > c1.y) g_clips[id] = Rect{c0.x, c0.y, c1.x, c1.y};
}

void recordBoardItem(const char* id, ImVec2 a, ImVec2 b) {
  g_items[id] = Rect{a.x, a.y, b.x, b.y};
}

namespace {
// The last item as a text field for the page (text_input.h).
void addField(const std::string& readOnlyText) {
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  if (!g_fields.empty()) g_fieldCopies += '\n';
  g_fieldCopies += readOnlyText;
  g_fields.insert(g_fields.end(), {a.x, a.y, b.x, b.y});
}
}  // namespace

void recordTextField(const char* id, const std::string& readOnlyText) {
  recordItem(id);
  if (ImGui::IsItemActive()) g_activeField = static_cast<int>(g_fields.size() / 4);
  addField(readOnlyText);
}

bool fieldOpenerButton(const char* id, const char* label) {
  const bool pressed = button(id, label);
  addField({});  // never the active field: ImGui's active item here is a pressed button
  return pressed;
}

const std::string& textFieldCopies() {
  return g_fieldCopies;
}

const std::vector<float>& textFields() {
  return g_fields;
}

int activeTextField() {
  return g_activeField;
}

std::string ellipsize(const std::string& text, float width) {
  return fitText(text, width,
                 [](const std::string& t) { return ImGui::CalcTextSize(t.c_str()).x; });
}

void fittedText(const char* id, const std::string& text, float width) {
  if (width <= 0) width = ImGui::GetContentRegionAvail().x;
  const std::string shown = ellipsize(text, width);
  ImGui::TextUnformatted(shown.c_str());
  // Recorded as the room it had, which the text (label) must fit.
  const ImVec2 a = ImGui::GetItemRectMin();
  recordItem(id, a, ImVec2(a.x + width, ImGui::GetItemRectMax().y));
  recordLabel(id, shown);
  if (shown != text && tipHovered()) tooltip("fitted_tip", text);
}

bool tipsNow() {
  return !g_touch || ImGui::IsMouseDown(ImGuiMouseButton_Left);
}

bool tipHovered(ImGuiHoveredFlags flags) {
  return tipsNow() && ImGui::IsItemHovered(flags);
}

float tooltipWrap() {
  const ImGuiIO& io = ImGui::GetIO();
  return std::min(io.DisplaySize.x - 24.0f, ImGui::GetFontSize() * 28.0f);
}

void placeTooltip(const std::string& text) {
  if (!g_touch) return;  // a mouse's: ImGui's place, beside the pointer
  const ImGuiIO& io = ImGui::GetIO();
  const ImVec2 pad = ImGui::GetStyle().WindowPadding;
  const ImVec2 size = ImGui::CalcTextSize(text.c_str(), nullptr, false, tooltipWrap());
  const float w = size.x + 2 * pad.x, h = size.y + 2 * pad.y;
  const float finger = 44.0f;  // about a fingertip: the tooltip clears it
  const float x =
      std::clamp(io.MousePos.x - w * 0.5f, 4.0f, std::max(4.0f, io.DisplaySize.x - w - 4));
  const float above = io.MousePos.y - finger - h;
  ImGui::SetNextWindowPos(ImVec2(x, above >= 4.0f ? above : io.MousePos.y + finger));
}

namespace {
// A tooltip placed beforehand (SetNextWindowPos), or where ImGui puts it.
void tooltipBody(const char* id, const std::string& text) {
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + tooltipWrap());
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopTextWrapPos();
  recordItem(id);
  recordLabel(id, text);
  ImGui::EndTooltip();
}
}  // namespace

void tooltip(const char* id, const std::string& text) {
  placeTooltip(text);
  tooltipBody(id, text);
}

void tooltipAbove(const char* id, const std::string& text, float bottom) {
  const ImGuiIO& io = ImGui::GetIO();
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  const float w = ImGui::CalcTextSize(text.c_str(), nullptr, false, tooltipWrap()).x +
                  2 * ImGui::GetStyle().WindowPadding.x;
  // From the item's side nearer the screen's middle, kept on the screen.
  const float x = (a.x + b.x) * 0.5f > io.DisplaySize.x * 0.5f ? b.x - w : a.x;
  ImGui::SetNextWindowPos(
      ImVec2(std::clamp(x, 4.0f, std::max(4.0f, io.DisplaySize.x - w - 4)), bottom),
      ImGuiCond_Always, ImVec2(0.0f, 1.0f));
  tooltipBody(id, text);
}

void recordLabel(const char* id, const std::string& label) {
  g_labels[id] = Label{label, ImGui::CalcTextSize(label.c_str()).x};
}

bool button(const char* id, const char* label, ImVec2 size) {
  // A label that overruns only the padding (a symbol in a square button) stays whole: ImGui
  // clips a label at the button's edge, not at its padding.
  const bool over = size.x > 0 && ImGui::CalcTextSize(label).x > size.x;
  const std::string shown =
      over ? ellipsize(label, size.x - ImGui::GetStyle().FramePadding.x * 2) : std::string(label);
  const std::string full = shown + "##" + id;
  const bool pressed = ImGui::Button(full.c_str(), size);
  recordItem(id);
  recordLabel(id, shown);
  if (shown != label && tipHovered()) tooltip("button_tip", label);
  return pressed;
}

void sameLineIfFits(const char* label, float width) {
  const ImGuiStyle& st = ImGui::GetStyle();
  sameLineIfFits(width > 0 ? width : ImGui::CalcTextSize(label).x + st.FramePadding.x * 2);
}

void sameLineIfFits(float width, float spacing) {
  ImGui::SameLine(0, spacing);
  if (ImGui::GetCursorPosX() + width > ImGui::GetWindowContentRegionMax().x) ImGui::NewLine();
}

bool wideButton(const char* id, const std::string& label, int number, bool noHover) {
  const ImGuiStyle& st = ImGui::GetStyle();
  const float w = std::max(40.0f, ImGui::GetContentRegionAvail().x);
  // The badge is as tall as a line of text; the text wraps beside it.
  const float radius = ImGui::GetFontSize() * 0.62f;
  const float indent = number > 0 ? radius * 2 + st.ItemInnerSpacing.x + (number > 9 ? 6 : 0) : 0;
  const float wrap = w - st.FramePadding.x * 2 - indent;
  // Wrapped as the log is: a cell's coordinates ("-1,3") never split over two lines.
  const std::string lines = wrapText(label, wrap);
  const ImVec2 text = ImGui::CalcTextSize(lines.c_str());
  const ImVec2 size(w, text.y + st.FramePadding.y * 2);
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImGui::PushID(id);
  const bool pressed = ImGui::InvisibleButton("##wide", size);
  ImGui::PopID();
  const bool hot = ImGui::IsItemActive() || (!noHover && ImGui::IsItemHovered());
  // On a touch screen the pointer stays where a finger lifted: no hover colour there (the button
  // that took the lifted finger's place would look chosen); the same under a still mouse.
  const ImGuiCol c = ImGui::IsItemActive()                ? ImGuiCol_ButtonActive
                     : !noHover && ImGui::IsItemHovered() ? ImGuiCol_ButtonHovered
                                                          : ImGuiCol_Button;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(p, ImVec2(p.x + size.x, p.y + size.y), ImGui::GetColorU32(c), st.FrameRounding);
  if (number > 0)
    drawNumberBadge(dl,
                    ImVec2(p.x + st.FramePadding.x + indent * 0.5f - st.ItemInnerSpacing.x * 0.5f,
                           p.y + st.FramePadding.y + ImGui::GetFontSize() * 0.5f),
                    radius, number, hot);
  dl->AddText(nullptr, 0, ImVec2(p.x + st.FramePadding.x + indent, p.y + st.FramePadding.y),
              ImGui::GetColorU32(ImGuiCol_Text), lines.c_str());
  recordItem(id);
  g_labels[id] = Label{number > 0 ? std::to_string(number) + " " + label : label, text.x};
  return pressed;
}

void touchScroll(bool touch) {
  if (!touch || !ImGui::IsMouseDragging(ImGuiMouseButton_Left, 8.0f)) return;
  if (!ImGui::IsWindowHovered(ImGuiHoveredFlags_AllowWhenBlockedByActiveItem)) return;
  ImGui::SetScrollY(ImGui::GetScrollY() - ImGui::GetIO().MouseDelta.y);
  ImGui::ClearActiveID();  // releasing the finger over a button must not press it
}

Rect recordWindow(const char* id) {
  const ImVec2 p = ImGui::GetWindowPos(), s = ImGui::GetWindowSize();
  g_windows.push_back(Rect{p.x, p.y, p.x + s.x, p.y + s.y});
  if (id) g_items[id] = g_windows.back();  // not clipped: the window is its own clip
  return g_windows.back();
}

const std::map<std::string, Rect>& items() {
  return g_items;  // asked between frames (the test hook): the last complete frame's items
}

const std::string* labelOf(const std::string& id) {
  const auto it = g_labels.find(id);
  return it == g_labels.end() ? nullptr : &it->second.text;
}

float labelWidthOf(const std::string& id) {
  const auto it = g_labels.find(id);
  return it == g_labels.end() ? 0.0f : it->second.width;
}

const Rect* clippedBy(const std::string& id) {
  const auto it = g_clips.find(id);
  return it == g_clips.end() ? nullptr : &it->second;
}

bool overWindow(ImVec2 p) {
  for (const Rect& r : g_windows)
    if (r.contains(p)) return true;
  for (const Rect& r : g_windowsLast)
    if (r.contains(p)) return true;
  return false;
}

}  // namespace carc::app::ui
