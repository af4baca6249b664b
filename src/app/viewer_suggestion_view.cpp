// The embed viewer's suggestion on screen (?suggest=1; the model: viewer_suggestion.h): a button
// under the caption, then what the computer (hard) would play for the player deciding, in words,
// and on the board: the tile on its square as it would be turned, or the follower's spot or the
// choice's mark ringed. Stepping to another move forgets it.
#include "app/viewer_suggestion_view.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "app/action_text.h"
#include "app/expansion_view.h"
#include "app/i18n.h"
#include "app/palette.h"
#include "app/screens.h"
#include "app/tile_painter.h"
#include "app/ui.h"

namespace carc::app {

namespace {

// The found move in words: the log's words for a decision of an expansion (never a hidden value:
// what is hidden stays face down), the choice's words for a follower.
std::string suggestionText(const GameView& shown, const Action& a, const Decision& d) {
  const std::string who = shown.playerName(d.player);
  if (a.kind == kActPlace) return trf("viewer.suggest_place", {who, coords(a.x, a.y)});
  if (taggedDecision(d)) {
    const std::string line = playedText(shown, d, a, shown.session().noteFor(a));
    if (!line.empty()) return trf("viewer.suggest_line", {line});
  }
  if (a.kind == kActPass && !taggedDecision(d)) return trf("viewer.suggest_no_follower", {who});
  return trf("viewer.suggest_choice", {who, choiceText(shown, d, a)});
}

// A bright ring on a dark one around a board place.
void ring(ImDrawList* dl, ImVec2 at, float r) {
  dl->AddCircle(at, r, IM_COL32(0, 0, 0, 200), 28, 6.0f);
  dl->AddCircle(at, r, palette::kSuggestion, 28, 3.5f);
}

}  // namespace

void workSuggestion(ViewerSuggestion& suggestion, const GameSession& session, int& fitPending) {
  const bool thinking = suggestion.thinking(session);
  suggestion.work(session, kSearchSliceMs);
  // Found: the board fitted again, the suggested square with it.
  if (thinking && suggestion.found(session)) fitPending = std::max(fitPending, 1);
}

void suggestionRow(const SuggestionContext& c, bool small) {
  ViewerSuggestion& vs = c.suggestion;
  const GameSession& gs = c.shown.session();
  if (!vs.offered(gs) || c.atFinal) return;
  const Action* a = vs.found(gs);
  if (!a && !vs.thinking(gs)) {
    if (ui::button("suggest", tr(small ? "viewer.suggest_short" : "viewer.suggest"))) vs.ask(gs);
    return;
  }
  std::string text = a ? suggestionText(c.shown, *a, vs.decision()) : tr("viewer.suggest_thinking");
  if (a && vs.asPlayed(gs)) text += " " + std::string(tr("viewer.suggest_same"));
  if (a && vs.tile() >= 0) {  // the tile as it would be turned, as the caption pictures a move
    const float lh = ImGui::GetTextLineHeight();
    tileImage(c.shown, c.meshes, vs.tile(), a->rot & 3, small ? lh : std::round(lh * 1.5f));
    ImGui::SameLine();
  }
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(palette::kSuggestion));
  ImGui::TextUnformatted(ui::wrapText(text, ImGui::GetContentRegionAvail().x).c_str());
  ImGui::PopStyleColor();
  ui::recordItem("viewer_suggestion");
  ui::recordLabel("viewer_suggestion", text);
}

void drawSuggestion(const SuggestionContext& c, ImDrawList* dl) {
  const GameView& shown = c.shown;
  const Action* a = c.suggestion.found(shown.session());
  if (!a || c.atFinal) return;
  const Camera& cam = shown.camera();
  const float t = cam.tilePx();
  if (a->kind == kActPlace && c.suggestion.tile() >= 0) {
    const ImVec2 tl = cam.cellTopLeft(a->x, a->y);
    c.meshes.draw(dl, shown.geometry(), c.suggestion.tile(), a->rot & 3, tl, t, 0.9f);
    dl->AddRect(tl, ImVec2(tl.x + t, tl.y + t), IM_COL32(0, 0, 0, 200), 0, 0, 6.0f);
    dl->AddRect(tl, ImVec2(tl.x + t, tl.y + t), palette::kSuggestion, 0, 0, 3.5f);
    ui::recordBoardItem("suggested_tile", tl, ImVec2(tl.x + t, tl.y + t));
    return;
  }
  const float r = meepleSpotRadius(t);
  if (a->kind == kActMeeple) {
    std::vector<MeepleSpot> spots;
    meepleSpots(shown, spots);
    for (const MeepleSpot& m : spots)
      if (m.loc == a->loc) {
        drawMeeple(dl, m.at, figureHeight(shown), shown.playerFill(c.suggestion.decision().player),
                   shown.playerOutline(c.suggestion.decision().player), false);
        ring(dl, m.at, r + 4.0f);
        ui::recordBoardItem("suggested_spot", ImVec2(m.at.x - r, m.at.y - r),
                            ImVec2(m.at.x + r, m.at.y + r));
      }
    return;
  }
  std::vector<LocatedAction> marks;
  locatedActions(shown, c.markerGroup, marks);
  const ActionList& legal = shown.legal();
  for (const LocatedAction& m : marks)
    if (legal.items[m.index] == *a) {
      ring(dl, m.at, r + 4.0f);
      ui::recordBoardItem("suggested_spot", ImVec2(m.at.x - r, m.at.y - r),
                          ImVec2(m.at.x + r, m.at.y + r));
    }
}

}  // namespace carc::app
