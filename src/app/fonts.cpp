#include "app/fonts.h"

#include <imgui.h>

#include <cstddef>

extern const unsigned char carc_ui_font[];
extern const std::size_t carc_ui_font_size;

namespace carc::app {

namespace {
constexpr float kFontSize = 16.0f;  // CSS pixels
// Latin, Latin-1, Latin Extended-A, Romanian comma letters and the symbols the UI uses
// (must stay within CARC_FONT_UNICODES in src/app/CMakeLists.txt).
const ImWchar kRanges[] = {0x0020, 0x007E, 0x00A0, 0x017F, 0x0218, 0x021B, 0x2013, 0x2014, 0x2018,
                           0x201E, 0x2022, 0x2022, 0x2026, 0x2026, 0x2190, 0x2195, 0x21B6, 0x21BB,
                           0x2212, 0x2212, 0x2605, 0x2606, 0x2713, 0x2713, 0x2715, 0x2715, 0x25B6,
                           0x25B6, 0x25C0, 0x25C0, 0x2630, 0x2630, 0};
float g_ratio = 0;
}  // namespace

bool buildFonts(float ratio) {
  if (ratio < 1.0f) ratio = 1.0f;
  if (ratio > 3.0f) ratio = 3.0f;
  if (ratio == g_ratio) return false;
  g_ratio = ratio;
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  ImFontConfig cfg;
  cfg.FontDataOwnedByAtlas = false;  // the bytes are static
  cfg.OversampleH = 2;
  cfg.OversampleV = 1;
  io.Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(carc_ui_font),
                                 static_cast<int>(carc_ui_font_size), kFontSize * ratio, &cfg,
                                 kRanges);
  io.Fonts->Build();
  io.FontGlobalScale = 1.0f / ratio;
  return true;
}

}  // namespace carc::app
