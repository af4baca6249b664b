// The embed viewer's suggestion on screen (?suggest=1; the model: viewer_suggestion.h): a button
// under the caption, then what the computer (hard) would play for the player deciding, in words,
// and on the board: the tile on its square as it would be turned, or the follower's spot or the
// choice's mark ringed. Stepping to another move forgets it.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "app/action_text.h"
#include "app/app.h"
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
std::string suggestionText(App& app, const Action& a, const Decision& d) {
  const std::string who = app.playerName(d.player);
  if (a.kind == kActPlace) return trf("viewer.suggest_place", {who, coords(a.x, a.y)});
  if (taggedDecision(d)) {
    const std::string line = playedText(app, d, a, app.session.noteFor(a));
    if (!line.empty()) return trf("viewer.suggest_line", {line});
  }
  if (a.kind == kActPass && !taggedDecision(d)) return trf("viewer.suggest_no_follower", {who});
  return trf("viewer.suggest_choice", {who, choiceText(app, d, a)});
}

// A bright ring on a dark one around a board place.
void ring(ImDrawList* dl, ImVec2 at, float r) {
  dl->AddCircle(at, r, IM_COL32(0, 0, 0, 200), 28, 6.0f);
  dl->AddCircle(at, r, palette::kSuggestion, 28, 3.5f);
}

}  // namespace

void workSuggestion(App& app) {
  const bool thinking = app.suggestion.thinking(app.session);
  app.suggestion.work(app.session, kSearchSliceMs);
  // Found: the board fitted again, the suggested square with it.
  if (thinking && app.suggestion.found(app.session)) app.fitPending = std::max(app.fitPending, 1);
}

void suggestionRow(App& app, bool small) {
  ViewerSuggestion& vs = app.suggestion;
  GameSession& gs = app.session;
  if (!vs.offered(gs) || app.viewerFinal()) return;
  const Action* a = vs.found(gs);
  if (!a && !vs.thinking(gs)) {
    if (ui::button("suggest", tr(small ? "viewer.suggest_short" : "viewer.suggest"))) vs.ask(gs);
    return;
  }
  std::string text = a ? suggestionText(app, *a, vs.decision()) : tr("viewer.suggest_thinking");
  if (a && vs.asPlayed(gs)) text += " " + std::string(tr("viewer.suggest_same"));
  if (a && vs.tile() >= 0) {  // the tile as it would be turned, as the caption pictures a move
    const float lh = ImGui::GetTextLineHeight();
    tileImage(app, vs.tile(), a->rot & 3, small ? lh : std::round(lh * 1.5f));
    ImGui::SameLine();
  }
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(palette::kSuggestion));
  ImGui::TextUnformatted(ui::wrapText(text, ImGui::GetContentRegionAvail().x).c_str());
  ImGui::PopStyleColor();
  ui::recordItem("viewer_suggestion");
  ui::recordLabel("viewer_suggestion", text);
}

void drawSuggestion(App& app, ImDrawList* dl) {
  GameSession& gs = app.session;
  const Action* a = app.suggestion.found(gs);
  if (!a || app.viewerFinal()) return;
  const Camera& cam = app.camera;
  const float t = cam.tilePx();
  if (a->kind == kActPlace && app.suggestion.tile() >= 0) {
    const ImVec2 tl = cam.cellTopLeft(a->x, a->y);
    app.meshes.draw(dl, *app.geometry, app.suggestion.tile(), a->rot & 3, tl, t, 0.9f);
    dl->AddRect(tl, ImVec2(tl.x + t, tl.y + t), IM_COL32(0, 0, 0, 200), 0, 0, 6.0f);
    dl->AddRect(tl, ImVec2(tl.x + t, tl.y + t), palette::kSuggestion, 0, 0, 3.5f);
    ui::recordBoardItem("suggested_tile", tl, ImVec2(tl.x + t, tl.y + t));
    return;
  }
  const float r = meepleSpotRadius(t);
  if (a->kind == kActMeeple) {
    std::vector<MeepleSpot> spots;
    meepleSpots(app, spots);
    for (const MeepleSpot& m : spots)
      if (m.loc == a->loc) {
        drawMeeple(dl, m.at, figureHeight(app), app.playerFill(app.suggestion.decision().player),
                   app.playerOutline(app.suggestion.decision().player), false);
        ring(dl, m.at, r + 4.0f);
        ui::recordBoardItem("suggested_spot", ImVec2(m.at.x - r, m.at.y - r),
                            ImVec2(m.at.x + r, m.at.y + r));
      }
    return;
  }
  std::vector<LocatedAction> marks;
  locatedActions(app, marks);
  const ActionList& legal = gs.legal();
  for (const LocatedAction& m : marks)
    if (legal.items[m.index] == *a) {
      ring(dl, m.at, r + 4.0f);
      ui::recordBoardItem("suggested_spot", ImVec2(m.at.x - r, m.at.y - r),
                          ImVec2(m.at.x + r, m.at.y + r));
    }
}

}  // namespace carc::app
