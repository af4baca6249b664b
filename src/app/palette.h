#pragma once
// Colours of the board and the players, in one place.
#include <imgui.h>

namespace carc::app::palette {

constexpr ImU32 kBackground = IM_COL32(38, 44, 40, 255);
constexpr ImU32 kGrid = IM_COL32(52, 60, 54, 255);
constexpr ImU32 kField = IM_COL32(126, 168, 78, 255);
constexpr ImU32 kFieldEdge = IM_COL32(92, 128, 60, 255);
constexpr ImU32 kCity = IM_COL32(206, 160, 96, 255);
constexpr ImU32 kCityRoof = IM_COL32(176, 96, 70, 255);
constexpr ImU32 kWall = IM_COL32(98, 74, 52, 255);
constexpr ImU32 kRoad = IM_COL32(238, 232, 214, 255);
constexpr ImU32 kRoadEdge = IM_COL32(140, 124, 96, 255);
constexpr ImU32 kBuilding = IM_COL32(222, 200, 160, 255);
constexpr ImU32 kRoof = IM_COL32(170, 70, 50, 255);
constexpr ImU32 kOutline = IM_COL32(40, 32, 24, 255);
constexpr ImU32 kPennant = IM_COL32(40, 80, 170, 255);
constexpr ImU32 kPennantMark = IM_COL32(245, 235, 200, 255);
constexpr ImU32 kLegal = IM_COL32(255, 220, 90, 55);
constexpr ImU32 kLegalEdge = IM_COL32(255, 220, 90, 220);
constexpr ImU32 kLastTile = IM_COL32(255, 255, 255, 230);
constexpr ImU32 kScored = IM_COL32(255, 200, 40, 255);
constexpr ImU32 kLogHover = IM_COL32(90, 220, 255, 255);       // the cell of the hovered log line
constexpr ImU32 kDecisionTile = IM_COL32(255, 90, 200, 255);   // the tile a decision is about
constexpr ImU32 kNeutralFigure = IM_COL32(150, 70, 200, 255);  // a figure of no player
constexpr ImU32 kSuggestion = IM_COL32(110, 240, 120, 255);    // the viewer's computer move

struct PlayerColour {
  const char* key;  // i18n key of its name
  ImU32 fill;
  ImU32 outline;
};
constexpr PlayerColour kPlayerColours[] = {
    {"colour.red", IM_COL32(214, 48, 40, 255), IM_COL32(60, 10, 10, 255)},
    {"colour.blue", IM_COL32(44, 96, 220, 255), IM_COL32(10, 20, 60, 255)},
    {"colour.green", IM_COL32(34, 150, 70, 255), IM_COL32(235, 250, 235, 255)},
    {"colour.yellow", IM_COL32(245, 205, 40, 255), IM_COL32(80, 60, 0, 255)},
    {"colour.black", IM_COL32(36, 36, 40, 255), IM_COL32(230, 230, 230, 255)},
    {"colour.grey", IM_COL32(178, 178, 188, 255), IM_COL32(40, 40, 48, 255)},
    {"colour.pink", IM_COL32(236, 110, 190, 255), IM_COL32(70, 10, 50, 255)},
};
constexpr int kPlayerColourCount =
    static_cast<int>(sizeof(kPlayerColours) / sizeof(kPlayerColours[0]));

// A player's colour for text on the dark panels: the fill, unless it is too dark to read there
// (black), then its light outline.
inline ImU32 textOnDark(const PlayerColour& c) {
  const auto ch = [&](int shift) { return static_cast<float>((c.fill >> shift) & 0xFF); };
  const float luma =
      0.299f * ch(IM_COL32_R_SHIFT) + 0.587f * ch(IM_COL32_G_SHIFT) + 0.114f * ch(IM_COL32_B_SHIFT);
  return luma < 80.0f ? c.outline : c.fill;
}

inline ImU32 withAlpha(ImU32 c, float a) {
  const unsigned alpha =
      static_cast<unsigned>(static_cast<float>((c >> IM_COL32_A_SHIFT) & 0xFF) * a);
  return (c & ~IM_COL32_A_MASK) | (alpha << IM_COL32_A_SHIFT);
}

}  // namespace carc::app::palette
