// The embed viewer's bar (embed.html, App::viewer): the last move shown in words (its line of the
// game log), first / back / forward / last (buttons, and the Home, Left, Right and End keys), the
// move count, "open in the full game" and the scores. Its rows wrap to the frame's width; the
// height they take is measured every frame and is the bar's height in the next layout.
#include <emscripten.h>
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "app/app.h"
#include "app/i18n.h"
#include "app/screens.h"
#include "app/tile_painter.h"
#include "app/ui.h"

EM_JS(void, carc_js_open_full_game, (const char* fragment), {
  try {
    var u = new URL('index.html', location.href);
    window.open(u.origin + u.pathname + '#' + UTF8ToString(fragment), '_blank', 'noopener');
  } catch (e) {
  }
});

namespace carc::app {
namespace {

// The moves the viewer steps through among the first `count` actions: every action but draws
// (in a game from a link, a draw is an action of its own, stepped over with the turn it starts).
int movesIn(const Game& g, size_t count) {
  int n = 0;
  for (size_t i = 0; i < count && i < g.actions().size(); ++i) n += g.actions()[i].kind != kActDraw;
  return n;
}
int movesShown(const GameSession& gs) {
  return movesIn(gs.game(), gs.game().cursor());
}

enum class Step { kFirst, kBack, kForward, kLast };

// One step is one move; back to no move at all goes to the very start (before any draw).
void step(App& app, Step how) {
  GameSession& gs = app.session;
  const size_t from = gs.game().cursor();
  const int before = movesShown(gs);
  switch (how) {
    case Step::kFirst:
      gs.seek(0);  // one replay, not one per move
      break;
    case Step::kBack:
      do gs.undo();
      while (gs.canUndo() && (movesShown(gs) >= before || movesShown(gs) == 0));
      break;
    case Step::kForward:
      do gs.redo();
      while (gs.canRedo() && movesShown(gs) <= before);
      break;
    case Step::kLast:
      gs.seek(gs.game().actions().size());
      break;
  }
  if (gs.game().cursor() != from) app.fitPending = 1;
}

// The game log's line for the last move shown (the log words the moves up to the cursor), or
// null before the first one.
const LogLine* lastMoveLine(App& app) {
  const std::vector<LogLine>& lines = gameLog(app);
  for (size_t k = lines.size(); k-- > 0;)
    if (lines[k].action >= 0) return &lines[k];
  return nullptr;
}

// A step button: a square with triangles drawn (the UI font has no media symbols).
// tipKey: its tooltip (none after a touch: it would stay over the bar after the tap).
bool stepButton(const char* id, Step how, float size, bool enabled, const char* tipKey) {
  if (!enabled) ImGui::BeginDisabled();
  const bool pressed = ui::button(id, "", ImVec2(size, size));
  if (tipKey && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("%s", tr(tipKey));
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  const ImVec2 c((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f);
  const float h = size * 0.2f;  // half the triangle's height
  const ImU32 col = ImGui::GetColorU32(ImGuiCol_Text);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const bool left = how == Step::kFirst || how == Step::kBack;
  const bool end = how == Step::kFirst || how == Step::kLast;
  const float dir = left ? -1.0f : 1.0f;
  const float tip = c.x + dir * (end ? h * 0.55f : h * 0.75f);
  const float base = tip - dir * h * 1.5f;
  dl->AddTriangleFilled(ImVec2(tip, c.y), ImVec2(base, c.y - h), ImVec2(base, c.y + h), col);
  if (end) {  // the bar the triangle stops at
    const float x0 = tip + dir * h * 0.15f, x1 = x0 + dir * h * 0.4f;
    dl->AddRectFilled(ImVec2(std::min(x0, x1), c.y - h), ImVec2(std::max(x0, x1), c.y + h), col);
  }
  if (!enabled) ImGui::EndDisabled();
  return pressed && enabled;
}

}  // namespace

std::string viewerCaption(App& app) {
  const LogLine* line = lastMoveLine(app);
  return line ? line->text : std::string(tr("viewer.start"));
}

void drawViewerBar(App& app) {
  Layout& L = app.layout;
  GameSession& gs = app.session;
  // The viewer's own keys (App::frame gives it none of the game's shortcuts).
  if (!ImGui::GetIO().WantTextInput) {
    if (ImGui::IsKeyPressed(SDL_SCANCODE_HOME, false))
      step(app, Step::kFirst);
    else if (ImGui::IsKeyPressed(SDL_SCANCODE_END, false))
      step(app, Step::kLast);
    else if (ImGui::IsKeyPressed(SDL_SCANCODE_LEFT, true))
      step(app, Step::kBack);
    else if (ImGui::IsKeyPressed(SDL_SCANCODE_RIGHT, true))
      step(app, Step::kForward);
  }
  ImGui::SetNextWindowPos(ImVec2(0, L.height - L.bottomHeight));
  ImGui::SetNextWindowSize(ImVec2(L.width, L.bottomHeight));
  ImGui::Begin("##viewer", nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoScrollbar |
                   ImGuiWindowFlags_NoBringToFrontOnFocus);
  ui::recordWindow();
  const ImGuiStyle& st = ImGui::GetStyle();

  // The last move in words, after its player's colour (as the log shows it).
  const LogLine* line = lastMoveLine(app);
  const float lh = ImGui::GetTextLineHeight();
  // A placement: the tile as placed, as the log pictures it; the colour and the text sit at the
  // middle of its height.
  const bool pictured = line && line->tile >= 0;
  const float pic = std::round(lh * 1.5f), dy = pictured ? std::floor((pic - lh) * 0.5f) : 0.0f;
  const float y0 = ImGui::GetCursorPosY();
  if (line && line->player >= 0) {
    ImGui::SetCursorPosY(y0 + dy);
    const ImVec2 p = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(lh, lh));
    drawMeeple(ImGui::GetWindowDrawList(), ImVec2(p.x + lh / 2, p.y + lh / 2), lh * 0.9f,
               app.playerFill(line->player), app.playerOutline(line->player), false);
    ImGui::SameLine();
  }
  if (pictured) {
    ImGui::SetCursorPosY(y0);
    tileImage(app, line->tile, line->rot, pic);
    ImGui::SameLine();
  }
  ImGui::SetCursorPosY(y0 + dy);
  ImGui::TextUnformatted(
      ui::wrapText(line ? line->text : tr("viewer.start"), ImGui::GetContentRegionAvail().x)
          .c_str());
  ui::recordItem("viewer_caption");

  // First, back, forward, last: 40 px squares, smaller only in a frame too low for them.
  const float size = std::clamp(L.height * 0.145f, 26.0f, 40.0f);
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                      ImVec2(10.0f, std::max(3.0f, (size - ImGui::GetFontSize()) * 0.5f)));
  const bool back = gs.canUndo(), forward = gs.canRedo();
  const bool tips = !app.touch.lastWasTouch();
  if (stepButton("step_first", Step::kFirst, size, back, tips ? "viewer.first" : nullptr))
    step(app, Step::kFirst);
  ImGui::SameLine();
  if (stepButton("step_back", Step::kBack, size, back, tips ? "viewer.back" : nullptr))
    step(app, Step::kBack);
  ImGui::SameLine();
  if (stepButton("step_forward", Step::kForward, size, forward, tips ? "viewer.forward" : nullptr))
    step(app, Step::kForward);
  ImGui::SameLine();
  if (stepButton("step_last", Step::kLast, size, forward, tips ? "viewer.last" : nullptr))
    step(app, Step::kLast);
  const std::string count =
      trf("viewer.move", {std::to_string(movesShown(gs)),
                          std::to_string(movesIn(gs.game(), gs.game().actions().size()))});
  ui::sameLineIfFits(ImGui::CalcTextSize(count.c_str()).x, 12.0f);
  ImGui::TextUnformatted(count.c_str());
  ui::recordItem("viewer_move");
  const char* open = tr("viewer.open_full");
  ui::sameLineIfFits(ImGui::CalcTextSize(open).x + 20.0f, 14.0f);
  if (ui::button("open_full", open)) carc_js_open_full_game(app.viewerFragment.c_str());
  ImGui::PopStyleVar();
  const State& s = gs.state();
  for (int p = 0; p < s.players; ++p) {
    const std::string score = app.playerName(p) + " " + std::to_string(s.total(p));
    ui::sameLineIfFits(ImGui::CalcTextSize(score.c_str()).x, 14.0f);
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(app.playerFill(p)), "%s", score.c_str());
    ui::recordItem(("score" + std::to_string(p)).c_str());
  }
  // The height these rows take is the bar's next height (App::computeLayout); the board is
  // fitted again to the room left.
  const float wanted = ImGui::GetCursorPosY() - st.ItemSpacing.y + st.WindowPadding.y;
  if (std::abs(wanted - L.bottomWanted) > 0.5f) {
    L.bottomWanted = wanted;
    app.fitPending = std::max(app.fitPending, 1);
  }
  ImGui::End();
}

}  // namespace carc::app
