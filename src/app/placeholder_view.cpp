#include "app/placeholder_view.h"

#include <imgui.h>

#include "app/test_hook.h"

namespace carc::app {
namespace {

constexpr ImU32 kField = IM_COL32(110, 160, 70, 255);
constexpr ImU32 kCity = IM_COL32(190, 140, 80, 255);
constexpr ImU32 kWall = IM_COL32(90, 70, 50, 255);
constexpr ImU32 kRoad = IM_COL32(235, 230, 215, 255);
constexpr ImU32 kGrid = IM_COL32(60, 70, 60, 255);

// Start tile D: city cap north, straight road west-east.
void draw_start_tile(ImDrawList* dl, ImVec2 o, float s) {
  dl->PushClipRect(o, ImVec2(o.x + s, o.y + s), true);
  dl->AddRectFilled(o, ImVec2(o.x + s, o.y + s), kField);
  dl->PathArcTo(ImVec2(o.x + s * 0.5f, o.y - s * 0.35f), s * 0.7f, 0.6f, 2.54f, 24);
  dl->PathFillConvex(kCity);
  dl->PathArcTo(ImVec2(o.x + s * 0.5f, o.y - s * 0.35f), s * 0.7f, 0.6f, 2.54f, 24);
  dl->PathStroke(kWall, 0, s * 0.04f);
  dl->AddRectFilled(ImVec2(o.x, o.y + s * 0.55f), ImVec2(o.x + s, o.y + s * 0.65f), kRoad);
  dl->AddRect(o, ImVec2(o.x + s, o.y + s), IM_COL32(40, 50, 40, 255));
  dl->PopClipRect();
}

}  // namespace

void PlaceholderView::draw() {
  ImGuiIO& io = ImGui::GetIO();
  ImDrawList* bg = ImGui::GetBackgroundDrawList();
  const float tile = 96.0f * zoom_;
  const ImVec2 c(io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.5f);
  for (float x = c.x - tile * 0.5f - tile * 20; x < io.DisplaySize.x; x += tile)
    bg->AddLine(ImVec2(x, 0), ImVec2(x, io.DisplaySize.y), kGrid);
  for (float y = c.y - tile * 0.5f - tile * 20; y < io.DisplaySize.y; y += tile)
    bg->AddLine(ImVec2(0, y), ImVec2(io.DisplaySize.x, y), kGrid);
  draw_start_tile(bg, ImVec2(c.x - tile * 0.5f, c.y - tile * 0.5f), tile);

  ImGui::SetNextWindowPos(ImVec2(10, 10), ImGuiCond_FirstUseEver);
  ImGui::Begin("Carcassonne", nullptr, ImGuiWindowFlags_AlwaysAutoResize);
  ImGui::TextUnformatted("Board placeholder: the start tile at (0,0).");
  ImGui::SliderFloat("Zoom", &zoom_, 0.5f, 2.0f);
  ImGui::End();

  test_hook_set_state(R"({"screen":"placeholder","board":[{"tile":"D","x":0,"y":0,"r":0}]})");
}

}  // namespace carc::app
