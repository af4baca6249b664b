// The Castle beside each player's name: the wall tiles in their hand, face up and numbered (one
// taken this turn greyed: usable from their next turn), and their keep's size; a tooltip says
// the same in words. For the test hook: the markers' spaces, the towers still holding a face-down
// wall tile, each hand and each keep.
#include <cmath>
#include <string>
#include <vector>

#include "app/game_view.h"
#include "app/i18n.h"
#include "app/json_writer.h"
#include "app/modes/castle/castle_ui.h"
#include "app/ui.h"

namespace carc::app::castle_ui {
namespace {

struct HandTile {
  int number = 0;
  bool usable = true;  // taken before this turn (a fresh one waits for the owner's next turn)
};

std::vector<HandTile> hand(const castle::CastleState& s, int p) {
  std::vector<HandTile> out;
  const size_t q = static_cast<size_t>(p & 1);
  for (int n = 1; n < castle::kWallTileKinds; ++n) {
    for (int k = 0; k < s.held[q][static_cast<size_t>(n)]; ++k) out.push_back({n, true});
    for (int k = 0; k < s.fresh[q][static_cast<size_t>(n)]; ++k) out.push_back({n, false});
  }
  return out;
}

float tileSide() {
  return std::round(ImGui::GetTextLineHeight() * 0.95f);
}

int keepSize(const castle::CastleState& s, int p) {
  return s.keepSeg[static_cast<size_t>(p & 1)] == castle::kNone16
             ? 0
             : s.keepSize[static_cast<size_t>(p & 1)];
}

}  // namespace

float handWidth(const GameView& shown, int p) {
  const castle::CastleState& s = stateOf(shown.viewPosition());
  const size_t n = hand(s, p).size() + (keepSize(s, p) > 0 ? 1 : 0);
  return n ? static_cast<float>(n) * (tileSide() + 2.0f) : 0.0f;
}

void drawHand(const GameView& shown, int p) {
  const castle::CastleState& s = stateOf(shown.viewPosition());
  const std::vector<HandTile> tiles = hand(s, p);
  const float side = tileSide();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(handWidth(shown, p), side));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* f = ImGui::GetFont();
  const float fs = side * 0.8f;
  std::string words;
  float x = at.x;
  auto label = [&](const std::string& text, ImU32 ink) {
    const ImVec2 ts = f->CalcTextSizeA(fs, 1e9f, 0, text.c_str());
    dl->AddText(f, fs, ImVec2(x + (side - ts.x) * 0.5f, at.y + (side - ts.y) * 0.5f), ink,
                text.c_str());
  };
  for (const HandTile& t : tiles) {
    const std::string n = std::to_string(t.number);
    dl->AddRectFilled(ImVec2(x, at.y), ImVec2(x + side, at.y + side),
                      t.usable ? IM_COL32(232, 218, 176, 255) : IM_COL32(112, 104, 88, 255), 3);
    dl->AddRect(ImVec2(x, at.y), ImVec2(x + side, at.y + side), IM_COL32(40, 32, 24, 255), 3);
    label(n, IM_COL32(40, 32, 24, 255));
    words += (words.empty() ? "" : ", ") + (t.usable ? n : trf("castle.tile_fresh", {n}));
    x += side + 2.0f;
  }
  if (const int keep = keepSize(s, p); keep > 0) {  // the keep: a tower in the player's colour
    dl->AddRectFilled(ImVec2(x, at.y + side * 0.25f), ImVec2(x + side, at.y + side),
                      shown.playerFill(p));
    for (int b = 0; b < 3; ++b)
      dl->AddRectFilled(
          ImVec2(x + static_cast<float>(b) * side * 0.4f, at.y),
          ImVec2(x + static_cast<float>(b) * side * 0.4f + side * 0.2f, at.y + side * 0.25f),
          shown.playerFill(p));
    label(std::to_string(keep), shown.playerOutline(p));
    words += (words.empty() ? "" : " · ") + trf("castle.keep_tip", {std::to_string(keep)});
  }
  if (!words.empty() && ui::tipHovered())
    ui::tooltip("castle_hand_tip", trf("castle.hand_tip", {shown.playerName(p), words}));
}

void writeHook(const GameView& shown, JsonWriter& j) {
  const castle::CastleState& s = stateOf(shown.viewPosition());
  const castle::CastleRules& r = rulesOf(shown.session().rules());
  j.key("castle").beginObject();
  j.key("track").beginArray();  // each marker's space (the total round 0-99)
  for (int p = 0; p < shown.session().players(); ++p)
    j.value(castle::CastleRules::trackSpace(shown.shownTotal(p)));
  j.endArray();
  j.key("towers").beginArray();  // the towers still holding a face-down wall tile
  for (size_t t = 0; t < r.data().towers.size(); ++t)
    if (s.tower[t]) j.value(r.data().towers[t].space);
  j.endArray();
  j.key("hands").beginArray();
  for (int p = 0; p < castle::kPlayers; ++p) {
    j.beginArray();
    for (const HandTile& t : hand(s, p))
      j.beginObject().field("n", t.number).field("usable", t.usable).endObject();
    j.endArray();
  }
  j.endArray();
  j.key("keeps").beginArray();
  for (int p = 0; p < castle::kPlayers; ++p) {
    j.beginObject().field("size", keepSize(s, p));
    if (keepSize(s, p) > 0) {
      const Cell c = shown.board().segmentCell(s.keepSeg[static_cast<size_t>(p)]);
      j.field("x", c.x).field("y", c.y);
    }
    j.endObject();
  }
  j.endArray();
  j.endObject();
}

}  // namespace carc::app::castle_ui
