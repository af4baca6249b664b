// The embed viewer's bar (embed.html, App::viewer): the last move shown in words (its line of the
// game log), first / back / forward / last (buttons, and the Home, Left, Right and End keys), the
// move count, "open in the full game" and the scores. Its rows wrap to the frame's width; the
// height they take is measured every frame and is the bar's height in the next layout.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "app/app.h"
#include "app/i18n.h"
#include "app/screens.h"
#include "app/text_fit.h"
#include "app/tile_painter.h"
#include "app/ui.h"
#include "platform/platform.h"

namespace carc::app {
namespace {

int movesShown(const GameSession& gs) {
  // In a game from a link a draw is an action of its own, stepped over with the turn it starts.
  return gs.game().movesIn(gs.game().cursor());
}

// Below either, a frame is small (see drawViewerBar); below kShortHeight the caption has one line,
// else two at most.
constexpr float kSmallHeight = 320.0f, kSmallWidth = 360.0f, kShortHeight = 260.0f;

enum class Step { kFirst, kBack, kForward, kLast };

// A frame too small for the bar's full layout: one caption line, square icons, "N/M".
bool smallFrame(const Layout& L) {
  return L.height < kSmallHeight || L.width < kSmallWidth;
}

// A finished game has a step after its last move: its final scoring (App::viewerFinal).
bool finalAhead(const App& app) {
  return !app.session.canRedo() && app.session.game().over() && !app.viewerFinal();
}

// One step is one move; back to no move at all goes to the very start (before any draw). After
// a finished game's last move comes its final step: the same position, its final scoring shown.
void step(App& app, Step how) {
  GameSession& gs = app.session;
  const size_t from = gs.game().cursor();
  const int before = movesShown(gs);
  if (how == Step::kBack && app.viewerFinal()) {
    app.viewerFinalAt = -1;
    return;
  }
  if (how == Step::kForward && finalAhead(app)) {
    app.viewerFinalAt = gs.revision();
    return;
  }
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
      if (gs.game().over()) app.viewerFinalAt = gs.revision();
      break;
  }
  if (gs.game().cursor() != from) app.fitPending = 1;
}

// The index of the game log's line for the last move shown (the log words the moves up to the
// cursor), or -1 before the first one.
int lastMoveLine(const std::vector<LogLine>& lines) {
  for (size_t k = lines.size(); k-- > 0;)
    if (lines[k].action >= 0) return static_cast<int>(k);
  return -1;
}

// What the caption shows: the last move as the log words it (with its player's colour and, for a
// placement, the tile) and what it scored during play, or at the final step of a finished game
// that it ended, its final scoring on the board, and who won with how many points (ties: every
// winner; the colour only for a single winner).
struct Caption {
  std::string text;
  std::string brief;  // what a short frame shows when `text` does not fit (the winners alone)
  int player = -1, tile = -1, rot = 0;
  // At the end of a record that stops with a tile drawn (a wiki's "where would you put it?"): who
  // places it next, and the tile.
  std::string next;
  int nextPlayer = -1, nextTile = -1;
};
Caption caption(App& app) {
  GameSession& s = app.session;
  Caption c;
  if (app.viewerFinal() && s.players() > 0) {
    int count = 0, best = 0;
    const std::string names = app.winners(count, best);
    for (int p = 0; p < s.players() && count == 1; ++p)
      if (s.total(p) == best) c.player = p;
    c.brief = trn("viewer.winner", count, {names, trCount("count.points", best)});
    c.text = trf("viewer.final", {c.brief});
    return c;
  }
  const std::vector<LogLine>& lines = gameLog(app);
  if (const int k = lastMoveLine(lines); k >= 0) {
    const LogLine& line = lines[static_cast<size_t>(k)];
    c.text = line.text;
    // What the move scored (and a tile discarded after it): the log's lines after it, as the
    // board labels them (App::scoringsShownFrom); the final scoring is the final step's.
    for (size_t i = static_cast<size_t>(k) + 1; i < lines.size(); ++i)
      if (!lines[i].final) c.text += " · " + lines[i].text;
    c.player = line.player;
    c.tile = line.tile;
    c.rot = line.rot;
  } else {
    c.text = tr("viewer.start");
  }
  const Decision d = app.session.decision();
  if (!s.canRedo() && s.drawnTile() >= 0 && d.owner == 0 && d.phase == kPhasePlaceTile) {
    c.next = trf("viewer.next_tile", {app.playerName(d.player)});
    c.nextPlayer = d.player;
    c.nextTile = s.drawnTile();
    if (smallFrame(app.layout)) {  // no room for its own row: the words after the caption's
      c.text += " · " + c.next;
      c.next.clear();
    }
  }
  return c;
}

}  // namespace

void openAtMove(App& app, const std::string& param) {
  if (param.empty()) return;
  const Game& g = app.session.game();
  const int total = g.movesIn(g.actions().size());
  if (param == "end") {  // the final step of a finished game; the last move of one going on
    app.session.seek(g.actions().size());
    if (app.session.game().over()) app.viewerFinalAt = app.session.revision();
    app.fitNewPosition();
    return;
  }
  // A number (maybe negative or too large) is a move out of range; anything else is not a move
  // number at all ("move=abc"), said as such, with at most 24 of its characters quoted.
  const size_t digitsFrom = param[0] == '-' ? 1 : 0;
  const bool number = param.size() > digitsFrom &&
                      param.find_first_not_of("0123456789", digitsFrom) == std::string::npos;
  const int n = number && param.size() <= 6 && digitsFrom == 0 ? std::stoi(param) : -1;
  if (n < 0 || n > total) {
    // At the last move, as the message says (not the final step a finished game opens at).
    app.viewerFinalAt = -1;
    const std::string quoted =
        fitText(param, 24, [](const std::string& t) { return static_cast<float>(t.size()); });
    app.notice =
        trf(number ? "viewer.bad_move" : "viewer.bad_move_word", {quoted, std::to_string(total)});
    return;
  }
  // Just after the n-th move and the draws that follow it (a link's game has draws of its own):
  // the full game would draw afresh at a draw, dropping the moves after it.
  app.session.seek(g.cursorAfterMove(n));
  app.fitNewPosition();
}

namespace {

// "Open in the full game" as a square icon (a short frame): a window with an arrow out of it.
bool openIconButton(const char* id, float size) {
  const bool pressed = ui::button(id, "", ImVec2(size, size));
  const ImVec2 a = ImGui::GetItemRectMin();
  const ImU32 col = ImGui::GetColorU32(ImGuiCol_Text);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float u = size / 16.0f, w = std::max(1.5f, u * 1.3f);
  auto P = [&](float x, float y) { return ImVec2(a.x + x * u, a.y + y * u); };
  // The window, open at its top right corner, and the arrow leaving through it.
  dl->AddLine(P(8, 4.5f), P(4.5f, 4.5f), col, w);
  dl->AddLine(P(4.5f, 4.5f), P(4.5f, 11.5f), col, w);
  dl->AddLine(P(4.5f, 11.5f), P(11.5f, 11.5f), col, w);
  dl->AddLine(P(11.5f, 11.5f), P(11.5f, 8), col, w);
  dl->AddLine(P(7.5f, 8.5f), P(12, 4), col, w);
  dl->AddTriangleFilled(P(13, 3), P(8.6f, 3.6f), P(12.4f, 7.4f), col);
  return pressed;
}

// The hovered item's tooltip above the bar, not under the mouse where ImGui puts it: there it
// covered the move count beside the buttons as they were clicked, and above the button itself the
// caption, the words of the move being stepped through.
void tipAbove(const std::string& text) {
  ui::tooltipAbove("viewer_tip", text, ImGui::GetWindowPos().y - 4.0f);
}

// A step button: a square with triangles drawn (the UI font has no media symbols).
// tipKey: its tooltip (on a touch screen only while held: after a tap it would stay over the bar),
// and none once it is clicked until the mouse moves: a reader clicking on reads the caption and the
// count.
bool stepButton(const char* id, Step how, float size, bool enabled, const char* tipKey) {
  // Until the mouse moves, not "until it leaves the button": the bar's rows may change height
  // with the caption, moving the button from under a still mouse for a frame.
  static ImGuiID clicked = 0;
  static ImVec2 clickedAt;
  if (!enabled) ImGui::BeginDisabled();
  const bool pressed = ui::button(id, "", ImVec2(size, size));
  const bool hovered = ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled);
  const ImGuiID self = ImGui::GetID(id);
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  if (pressed) {
    clicked = self;
    clickedAt = mouse;
  }
  if (clicked == self && std::abs(mouse.x - clickedAt.x) + std::abs(mouse.y - clickedAt.y) > 3.0f)
    clicked = 0;
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
  // After EndDisabled: a disabled button's tooltip (the last move's, at the end) read faded.
  if (tipKey && hovered && clicked != self) tipAbove(tr(tipKey));
  return pressed && enabled;
}

// The slider over the moves, `w` wide and `h` tall (a finger's size where the buttons are), the
// count `text` written on it: the move it was dragged or tapped to (moves() + 1: a finished
// game's final step), or -1.
int moveSlider(App& app, const std::string& text, float w, float h, float padX) {
  const GameSession& gs = app.session;
  const int total = gs.game().movesIn(gs.game().actions().size());
  const int last = total + (app.viewerFinished ? 1 : 0);
  int at = app.viewerFinal() ? total + 1 : movesShown(gs);
  std::string format;  // the text as a format without a conversion: '%' doubled
  for (char c : text) format += c == '%' ? std::string("%%") : std::string(1, c);
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                      ImVec2(padX, std::max(2.0f, (h - ImGui::GetFontSize()) * 0.5f)));
  ImGui::PushStyleVar(ImGuiStyleVar_GrabMinSize, std::max(10.0f, h * 0.4f));
  ImGui::PushStyleVar(ImGuiStyleVar_GrabRounding, 3.0f);
  // A see-through grab: the count written across it stays readable where they cross.
  ImGui::PushStyleColor(ImGuiCol_SliderGrab, IM_COL32(96, 150, 235, 150));
  ImGui::PushStyleColor(ImGuiCol_SliderGrabActive, IM_COL32(130, 180, 255, 200));
  ImGui::SetNextItemWidth(w);
  const bool moved = ImGui::SliderInt("##moves", &at, 0, std::max(last, 0), format.c_str(),
                                      ImGuiSliderFlags_NoInput | ImGuiSliderFlags_AlwaysClamp);
  ImGui::PopStyleColor(2);
  ImGui::PopStyleVar(3);
  return moved ? at : -1;
}

// Shows move `move` (as the bar counts them; past the last, a finished game's final step), in one
// replay, as ?move= opens it.
void jumpTo(App& app, int move) {
  GameSession& gs = app.session;
  const Game& g = gs.game();
  const size_t from = g.cursor();
  const int total = g.movesIn(g.actions().size());
  if (move <= 0)
    gs.seek(0);
  else if (move >= total)
    gs.seek(g.actions().size());
  else
    gs.seek(g.cursorAfterMove(move));
  app.viewerFinalAt = app.viewerFinished && move > total ? gs.revision() : -1;
  if (g.cursor() != from) app.fitPending = 1;
}

}  // namespace

std::string viewerCaption(App& app) {
  return caption(app).text;
}

std::string viewerNext(App& app) {
  return caption(app).next;
}

void viewerKey(App& app, SDL_Scancode key) {
  if (key == SDL_SCANCODE_HOME)
    step(app, Step::kFirst);
  else if (key == SDL_SCANCODE_END)
    step(app, Step::kLast);
  else if (key == SDL_SCANCODE_LEFT)
    step(app, Step::kBack);
  else if (key == SDL_SCANCODE_RIGHT)
    step(app, Step::kForward);
}

namespace {

// The last move in words, after its player's colour (as the log shows it); at the end of a
// finished game, who won; and the next draw on a row of its own.
void captionRows(App& app, bool small, bool tips) {
  const Layout& L = app.layout;
  const ImGuiStyle& st = ImGui::GetStyle();
  const Caption cap = caption(app);
  const float lh = ImGui::GetTextLineHeight();
  // A placement: the tile as placed, as the log pictures it; the colour and the text sit at the
  // middle of its height (a small frame: the text's height).
  const float pic = small ? lh : std::round(lh * 1.5f);
  // A row's lead: the player's colour (a meeple) and the tile, the cursor left for the words.
  auto lead = [&](int player, int tile, int rot, const char* tileId) {
    const float y0 = ImGui::GetCursorPosY(), mid = tile >= 0 ? std::floor((pic - lh) * 0.5f) : 0;
    if (player >= 0) {
      ImGui::SetCursorPosY(y0 + mid);
      const ImVec2 p = ImGui::GetCursorScreenPos();
      ImGui::Dummy(ImVec2(lh, lh));
      drawMeeple(ImGui::GetWindowDrawList(), ImVec2(p.x + lh / 2, p.y + lh / 2), lh * 0.9f,
                 app.playerFill(player), app.playerOutline(player), false);
      ImGui::SameLine();
    }
    if (tile >= 0) {
      ImGui::SetCursorPosY(y0);
      tileImage(app, tile, rot, pic);
      if (tileId) ui::recordItem(tileId);
      ImGui::SameLine();
    }
    ImGui::SetCursorPosY(y0 + mid);
  };
  lead(cap.player, cap.tile, cap.rot, nullptr);
  const float room = ImGui::GetContentRegionAvail().x;
  if (small) {
    // One line (two in a frame not short), the last cut with an ellipsis; the whole text as a
    // tooltip when it is cut. The end of a game that does not fit says who won without "Game
    // over" (the move count and the disabled forward buttons say that).
    const float full = ImGui::CalcTextSize(cap.text.c_str()).x;
    const std::string& text = !cap.brief.empty() && full > room * (L.height < kShortHeight ? 1 : 2)
                                  ? cap.brief
                                  : cap.text;
    std::string shown = ui::wrapText(text, room);
    const size_t br = shown.find('\n');
    const bool cut = br != std::string::npos;
    bool whole = &text == &cap.text;
    if (cut && L.height < kShortHeight) {
      shown = ui::ellipsize(text, room);
      whole = false;
    } else if (cut && shown.find('\n', br + 1) != std::string::npos) {
      whole = false;
      std::string rest = shown.substr(br + 1);
      std::replace(rest.begin(), rest.end(), '\n', ' ');
      shown = shown.substr(0, br + 1) + ui::ellipsize(rest, room);
    }
    ImGui::TextUnformatted(shown.c_str());
    if (tips && !whole && ImGui::IsItemHovered()) {
      ImGui::BeginTooltip();
      ImGui::PushTextWrapPos(std::max(120.0f, L.width - 4 * st.WindowPadding.x));
      ImGui::TextUnformatted(cap.text.c_str());
      ImGui::PopTextWrapPos();
      ImGui::EndTooltip();
    }
  } else {
    ImGui::TextUnformatted(ui::wrapText(cap.text, room).c_str());
  }
  ui::recordItem("viewer_caption");
  if (!cap.next.empty()) {
    // Its own row: the player's colour, the tile as drawn (unturned) and the words.
    lead(cap.nextPlayer, cap.nextTile, 0, "viewer_next_tile");
    ImGui::TextUnformatted(ui::wrapText(cap.next, ImGui::GetContentRegionAvail().x).c_str());
    ui::recordItem("viewer_next");
  }
}

// First, back, forward, last, the move count on a slider over the moves, and "open in the full
// game". Returns the buttons' size.
float stepRow(App& app, bool small, bool tips, ImVec2 pad) {
  const Layout& L = app.layout;
  GameSession& gs = app.session;
  const ImGuiStyle& st = ImGui::GetStyle();
  // First, back, forward, last: 40 px squares, smaller only in a frame too low for them.
  const float size = std::clamp(L.height * 0.145f, 26.0f, 40.0f);
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                      ImVec2(10.0f, std::max(3.0f, (size - ImGui::GetFontSize()) * 0.5f)));
  // A finished game's final step: back from it, forward to it (and End to it from anywhere).
  const bool atFinal = app.viewerFinal(), toFinal = finalAhead(app);
  const bool back = gs.canUndo() || atFinal, forward = gs.canRedo() || toFinal;
  if (stepButton("step_first", Step::kFirst, size, back, tips ? "viewer.first" : nullptr))
    step(app, Step::kFirst);
  ImGui::SameLine();
  if (stepButton("step_back", Step::kBack, size, back, tips ? "viewer.back" : nullptr))
    step(app, Step::kBack);
  ImGui::SameLine();
  if (stepButton("step_forward", Step::kForward, size, forward,
                 !tips     ? nullptr
                 : toFinal ? "viewer.forward_final"
                           : "viewer.forward"))
    step(app, Step::kForward);
  ImGui::SameLine();
  if (stepButton("step_last", Step::kLast, size, forward,
                 !tips                ? nullptr
                 : app.viewerFinished ? "viewer.last_final"
                                      : "viewer.last"))
    step(app, Step::kLast);
  const std::string shownMoves = atFinal ? tr("viewer.end") : std::to_string(movesShown(gs)),
                    allMoves = std::to_string(gs.game().movesIn(gs.game().actions().size()));
  const std::string count =
      atFinal ? trf("viewer.move_end", {allMoves}) : trf("viewer.move", {shownMoves, allMoves});
  // The count takes the room of its widest step in this game (the last move's number, or "End"),
  // so that what fits beside it, and so the bar's rows and the board's height, stay the same
  // while the reader steps through ("open in the full game" went to a row of its own and back as
  // the count gained a digit).
  const bool endStep = app.viewerFinished;
  auto width = [](const std::string& t) { return ImGui::CalcTextSize(t.c_str()).x; };
  const float countW = std::max(width(trf("viewer.move", {allMoves, allMoves})),
                                endStep ? width(trf("viewer.move_end", {allMoves})) : 0.0f);
  // A small frame: "N/M" when the words and the icon to open the full game do not both fit
  // beside the buttons (the words as a tooltip).
  const float countGap = small ? 8.0f : 12.0f;
  const float afterButtons = ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x + countGap;
  // The count is written on a slider over the game's moves (and a finished game's final step):
  // a 235-move game is far from its middle one step at a time. Its ends pad the text.
  const float slidePad = small ? 1.0f : 10.0f;
  const float rowEnd = ImGui::GetWindowContentRegionMax().x;
  const bool bare =
      small && afterButtons + countW + 2 * slidePad + st.ItemSpacing.x + size > rowEnd;
  // The bare count of the final step is the number of moves alone ("End/142" was wider than
  // "142/142" in some languages, "Konec/142", and took the icon's room): the caption and the
  // disabled forward buttons say it is the end, and the tooltip has the words.
  const std::string moves = !bare ? count : atFinal ? allMoves : shownMoves + "/" + allMoves;
  const float movesW = bare ? width(allMoves + "/" + allMoves) : countW;
  const char* open = tr("viewer.open_full");
  // As wide as the row has room for, beside "open in the full game" when that fits after its
  // text: the same in every step, so the bar's rows stay put while the reader moves along.
  const float openW = small ? size : ImGui::CalcTextSize(open).x + 20.0f;
  const float openGap = small ? st.ItemSpacing.x : 14.0f, least = movesW + 2 * slidePad;
  const bool onRow = rowEnd - afterButtons >= least;
  const float slideRoom = onRow ? rowEnd - afterButtons : rowEnd - pad.x;
  const float slideW =
      slideRoom >= least + openGap + openW ? slideRoom - openGap - openW : slideRoom;
  if (onRow) ImGui::SameLine(0, countGap);
  if (const int to = moveSlider(app, moves, slideW, size, slidePad); to >= 0) jumpTo(app, to);
  ui::recordItem("viewer_move");
  ui::recordLabel("viewer_move", count);
  if (tips && bare && ImGui::IsItemHovered()) tipAbove(count.c_str());
  bool opened = false;
  if (small) {
    ui::sameLineIfFits(size);
    opened = openIconButton("open_full", size);
    if (tips && ImGui::IsItemHovered()) tipAbove(open);
  } else {
    ui::sameLineIfFits(ImGui::CalcTextSize(open).x + 20.0f, 14.0f);
    opened = ui::button("open_full", open);
  }
  if (opened)
    // The viewer's ?lang= goes along (the full game opens in the page's language), and the move
    // shown: the game opens where the reader was, the later moves to redo.
    platform::openFullGame(app.viewerFragment, gs.canRedo() ? movesShown(gs) : -1);
  ImGui::PopStyleVar();
  return size;
}

// The scores together: on the button row only when all of them fit there.
void scoreRow(App& app, bool small, bool tips, ImVec2 pad, float size) {
  const int players = app.session.players();
  const float lh = ImGui::GetTextLineHeight();
  const float rowEnd = ImGui::GetWindowContentRegionMax().x;
  auto scoreWidth = [&](int p) {
    const std::string total = std::to_string(app.shownTotal(p));
    return small ? lh + 2.0f + ImGui::CalcTextSize(total.c_str()).x + 10.0f
                 : ImGui::CalcTextSize((app.playerName(p) + " " + total).c_str()).x + 14.0f;
  };
  float scores = 0;
  for (int p = 0; p < players; ++p) scores += scoreWidth(p);
  const bool ownRow = ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x + scores > rowEnd;
  // Five or six scores in a narrow frame: closer together when that keeps them on one row (a
  // second row took a sixth of a 180-px frame's board).
  const float scoreGap = small && ownRow && pad.x + scores - 10.0f > rowEnd ? 3.0f : 10.0f;
  bool afterButton = !ownRow;  // the last item of the row is a button ("open in the full game")
  for (int p = 0; p < players; ++p) {
    const std::string name = app.playerName(p), total = std::to_string(app.shownTotal(p));
    if (small) {
      // The player's colour (a meeple) and the points; the name as a tooltip.
      const ImVec2 tsize = ImGui::CalcTextSize(total.c_str());
      const float w = lh + 2.0f + tsize.x;
      if (p > 0 || !ownRow) ui::sameLineIfFits(w, scoreGap);
      // Beside a button: at the middle of its height.
      if (afterButton && ImGui::GetCursorPosX() > pad.x + 1.0f)
        ImGui::SetCursorPosY(ImGui::GetCursorPosY() + std::floor((size - lh) * 0.5f));
      afterButton = false;
      const ImVec2 at = ImGui::GetCursorScreenPos();
      ImGui::Dummy(ImVec2(w, lh));
      ImDrawList* dl = ImGui::GetWindowDrawList();
      drawMeeple(dl, ImVec2(at.x + lh / 2, at.y + lh / 2), lh * 0.9f, app.playerFill(p),
                 app.playerOutline(p), false);
      dl->AddText(ImVec2(at.x + lh + 2.0f, at.y + (lh - tsize.y) * 0.5f), app.playerText(p),
                  total.c_str());
      if (tips && ImGui::IsItemHovered()) tipAbove((name + " " + total).c_str());
    } else {
      const std::string score = name + " " + total;
      if (p > 0 || !ownRow) ui::sameLineIfFits(ImGui::CalcTextSize(score.c_str()).x, 14.0f);
      ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(app.playerText(p)), "%s", score.c_str());
    }
    ui::recordItem(("score" + std::to_string(p)).c_str());
  }
}

}  // namespace

void drawViewerBar(App& app) {
  Layout& L = app.layout;
  // A short or narrow frame (an embed shrunk by a page's editor): a one-line caption, "open in
  // the full game" as an icon, the scores as a colour and a number, tighter padding and spacing,
  // so that the board keeps most of the frame.
  const bool small = smallFrame(L);
  ImGui::SetNextWindowPos(ImVec2(0, L.height - L.bottomHeight));
  ImGui::SetNextWindowSize(ImVec2(L.width, L.bottomHeight));
  const ImVec2 pad = small ? ImVec2(6, 4) : ImGui::GetStyle().WindowPadding;
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, pad);
  ImGui::Begin("##viewer", nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoScrollbar |
                   ImGuiWindowFlags_NoBringToFrontOnFocus);
  ImGui::PopStyleVar();
  if (small) ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(6, 4));
  ui::recordWindow();
  const bool tips = ui::tipsNow();  // on a touch screen: while a finger holds the item

  captionRows(app, small, tips);
  suggestionRow(app, small);
  const float size = stepRow(app, small, tips, pad);
  scoreRow(app, small, tips, pad, size);
  // The height these rows take is the bar's next height (App::computeLayout); the board is
  // fitted again to the room left.
  const float wanted = ImGui::GetCursorPosY() - ImGui::GetStyle().ItemSpacing.y + pad.y;
  if (std::abs(wanted - L.bottomWanted) > 0.5f) {
    L.bottomWanted = wanted;
    app.fitPending = std::max(app.fitPending, 1);
  }
  if (small) ImGui::PopStyleVar();
  ImGui::End();
}

}  // namespace carc::app
