#include "app/ui.h"

#include <vector>

namespace carc::app::ui {
namespace {
std::map<std::string, Rect> g_items, g_itemsLast;
std::vector<Rect> g_windows, g_windowsLast;
}  // namespace

void beginFrame() {
  g_itemsLast.swap(g_items);
  g_items.clear();
  g_windowsLast.swap(g_windows);
  g_windows.clear();
}

void recordItem(const char* id) {
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  g_items[id] = Rect{a.x, a.y, b.x, b.y};
}

bool button(const char* id, const char* label, ImVec2 size) {
  const std::string full = std::string(label) + "##" + id;
  const bool pressed = ImGui::Button(full.c_str(), size);
  recordItem(id);
  return pressed;
}

void recordWindow() {
  const ImVec2 p = ImGui::GetWindowPos(), s = ImGui::GetWindowSize();
  g_windows.push_back(Rect{p.x, p.y, p.x + s.x, p.y + s.y});
}

const std::map<std::string, Rect>& items() {
  return g_items;  // asked between frames (the test hook): the last complete frame's items
}

bool overWindow(ImVec2 p) {
  for (const Rect& r : g_windows)
    if (r.contains(p)) return true;
  for (const Rect& r : g_windowsLast)
    if (r.contains(p)) return true;
  return false;
}

}  // namespace carc::app::ui
