// The embed viewer's bar (embed.html, App::viewer): the last move shown in words (its line of the
// game log), first / back / forward / last (buttons, and the Home, Left, Right and End keys), the
// move count, "open in the full game" and the scores. Its rows wrap to the frame's width; the
// height they take is measured every frame and is the bar's height in the next layout.
#include "app/viewer_bar.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "app/i18n.h"
#include "app/screens.h"
#include "app/text_fit.h"
#include "app/tile_painter.h"
#include "app/ui.h"
#include "platform/platform.h"

namespace carc::app {
namespace {

// Below either, a frame is small (see drawViewerBar); below kShortHeight the caption has one line,
// else two at most.
constexpr float kSmallHeight = 320.0f, kSmallWidth = 360.0f, kShortHeight = 260.0f;

using Step = ViewerSteps::Step;

int movesShown(const GameSession& gs) {
  return ViewerSteps::movesShown(gs);
}

// A frame too small for the bar's full layout: one caption line, square icons, "N/M".
bool smallFrame(const Layout& L) {
  return L.height < kSmallHeight || L.width < kSmallWidth;
}

// One step, the board fitted again when the position changed.
void step(const ViewerBarContext& v, Step how) {
  if (v.steps.step(v.session, how)) v.fitPending = 1;
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
Caption caption(const ViewerBarContext& v) {
  GameSession& s = v.session;
  Caption c;
  if (v.steps.atFinal(v.session) && s.players() > 0) {
    int count = 0, best = 0;
    const std::string names = v.winners(count, best);
    for (int p = 0; p < s.players() && count == 1; ++p)
      if (s.total(p) == best) c.player = p;
    c.brief = trn("viewer.winner", count, {names, trCount("count.points", best)});
    c.text = trf("viewer.final", {c.brief});
    return c;
  }
  const std::vector<LogLine>& lines = v.log();
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
  const Decision d = v.session.decision();
  if (!s.canRedo() && s.drawnTile() >= 0 && d.owner == 0 && d.phase == kPhasePlaceTile) {
    c.next = trf("viewer.next_tile", {v.playerName(d.player)});
    c.nextPlayer = d.player;
    c.nextTile = s.drawnTile();
    if (smallFrame(v.layout)) {  // no room for its own row: the words after the caption's
      c.text += " · " + c.next;
      c.next.clear();
    }
  }
  return c;
}

}  // namespace

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
int moveSlider(const ViewerBarContext& v, const std::string& text, float w, float h, float padX) {
  const GameSession& gs = v.session;
  const int total = gs.game().movesIn(gs.game().actions().size());
  const int last = total + (v.steps.finished() ? 1 : 0);
  int at = v.steps.atFinal(v.session) ? total + 1 : movesShown(gs);
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
void jumpTo(const ViewerBarContext& v, int move) {
  if (v.steps.jumpTo(v.session, move)) v.fitPending = 1;
}

}  // namespace

std::string viewerCaption(const ViewerBarContext& v) {
  return caption(v).text;
}

std::string viewerNext(const ViewerBarContext& v) {
  return caption(v).next;
}

void viewerKey(const ViewerBarContext& v, SDL_Scancode key) {
  if (key == SDL_SCANCODE_HOME)
    step(v, Step::kFirst);
  else if (key == SDL_SCANCODE_END)
    step(v, Step::kLast);
  else if (key == SDL_SCANCODE_LEFT)
    step(v, Step::kBack);
  else if (key == SDL_SCANCODE_RIGHT)
    step(v, Step::kForward);
}

namespace {

// The last move in words, after its player's colour (as the log shows it); at the end of a
// finished game, who won; and the next draw on a row of its own.
void captionRows(const ViewerBarContext& v, bool small, bool tips) {
  const Layout& L = v.layout;
  const ImGuiStyle& st = ImGui::GetStyle();
  const Caption cap = caption(v);
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
                 v.colour(player).fill, v.colour(player).outline, false);
      ImGui::SameLine();
    }
    if (tile >= 0) {
      ImGui::SetCursorPosY(y0);
      v.tile(tile, rot, pic);
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
float stepRow(const ViewerBarContext& v, bool small, bool tips, ImVec2 pad) {
  const Layout& L = v.layout;
  GameSession& gs = v.session;
  const ImGuiStyle& st = ImGui::GetStyle();
  // First, back, forward, last: 40 px squares, smaller only in a frame too low for them.
  const float size = std::clamp(L.height * 0.145f, 26.0f, 40.0f);
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                      ImVec2(10.0f, std::max(3.0f, (size - ImGui::GetFontSize()) * 0.5f)));
  // A finished game's final step: back from it, forward to it (and End to it from anywhere).
  const bool atFinal = v.steps.atFinal(v.session), toFinal = v.steps.finalAhead(v.session);
  const bool back = gs.canUndo() || atFinal, forward = gs.canRedo() || toFinal;
  if (stepButton("step_first", Step::kFirst, size, back, tips ? "viewer.first" : nullptr))
    step(v, Step::kFirst);
  ImGui::SameLine();
  if (stepButton("step_back", Step::kBack, size, back, tips ? "viewer.back" : nullptr))
    step(v, Step::kBack);
  ImGui::SameLine();
  if (stepButton("step_forward", Step::kForward, size, forward,
                 !tips     ? nullptr
                 : toFinal ? "viewer.forward_final"
                           : "viewer.forward"))
    step(v, Step::kForward);
  ImGui::SameLine();
  if (stepButton("step_last", Step::kLast, size, forward,
                 !tips                ? nullptr
                 : v.steps.finished() ? "viewer.last_final"
                                      : "viewer.last"))
    step(v, Step::kLast);
  const std::string shownMoves = atFinal ? tr("viewer.end") : std::to_string(movesShown(gs)),
                    allMoves = std::to_string(gs.game().movesIn(gs.game().actions().size()));
  const std::string count =
      atFinal ? trf("viewer.move_end", {allMoves}) : trf("viewer.move", {shownMoves, allMoves});
  // The count takes the room of its widest step in this game (the last move's number, or "End"),
  // so that what fits beside it, and so the bar's rows and the board's height, stay the same
  // while the reader steps through ("open in the full game" went to a row of its own and back as
  // the count gained a digit).
  const bool endStep = v.steps.finished();
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
  if (const int to = moveSlider(v, moves, slideW, size, slidePad); to >= 0) jumpTo(v, to);
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
    platform::openFullGame(v.fragment, gs.canRedo() ? movesShown(gs) : -1);
  ImGui::PopStyleVar();
  return size;
}

// The scores together: on the button row only when all of them fit there.
void scoreRow(const ViewerBarContext& v, bool small, bool tips, ImVec2 pad, float size) {
  const int players = v.session.players();
  const float lh = ImGui::GetTextLineHeight();
  const float rowEnd = ImGui::GetWindowContentRegionMax().x;
  auto scoreWidth = [&](int p) {
    const std::string total = std::to_string(v.steps.shownTotal(v.session, p));
    return small ? lh + 2.0f + ImGui::CalcTextSize(total.c_str()).x + 10.0f
                 : ImGui::CalcTextSize((v.playerName(p) + " " + total).c_str()).x + 14.0f;
  };
  float scores = 0;
  for (int p = 0; p < players; ++p) scores += scoreWidth(p);
  const bool ownRow = ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x + scores > rowEnd;
  // Five or six scores in a narrow frame: closer together when that keeps them on one row (a
  // second row took a sixth of a 180-px frame's board).
  const float scoreGap = small && ownRow && pad.x + scores - 10.0f > rowEnd ? 3.0f : 10.0f;
  bool afterButton = !ownRow;  // the last item of the row is a button ("open in the full game")
  for (int p = 0; p < players; ++p) {
    const std::string name = v.playerName(p),
                      total = std::to_string(v.steps.shownTotal(v.session, p));
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
      drawMeeple(dl, ImVec2(at.x + lh / 2, at.y + lh / 2), lh * 0.9f, v.colour(p).fill,
                 v.colour(p).outline, false);
      dl->AddText(ImVec2(at.x + lh + 2.0f, at.y + (lh - tsize.y) * 0.5f),
                  palette::textOnDark(v.colour(p)), total.c_str());
      if (tips && ImGui::IsItemHovered()) tipAbove((name + " " + total).c_str());
    } else {
      const std::string score = name + " " + total;
      if (p > 0 || !ownRow) ui::sameLineIfFits(ImGui::CalcTextSize(score.c_str()).x, 14.0f);
      ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(palette::textOnDark(v.colour(p))), "%s",
                         score.c_str());
    }
    ui::recordItem(("score" + std::to_string(p)).c_str());
  }
}

}  // namespace

void drawViewerBar(const ViewerBarContext& v) {
  Layout& L = v.layout;
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

  captionRows(v, small, tips);
  if (v.suggestionRow) v.suggestionRow(small);
  const float size = stepRow(v, small, tips, pad);
  scoreRow(v, small, tips, pad, size);
  // The height these rows take is the bar's next height (App::computeLayout); the board is
  // fitted again to the room left.
  const float wanted = ImGui::GetCursorPosY() - ImGui::GetStyle().ItemSpacing.y + pad.y;
  if (std::abs(wanted - L.bottomWanted) > 0.5f) {
    L.bottomWanted = wanted;
    v.fitPending = std::max(v.fitPending, 1);
  }
  if (small) ImGui::PopStyleVar();
  ImGui::End();
}

}  // namespace carc::app
