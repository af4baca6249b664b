// The embed viewer's final step (a finished game, one step after its last move): every scoring of
// the game's end outlined on the board and labelled with who took how many points (unfinished
// roads, cities and cloisters, farms, the stakes settled at the end with their origin tiles;
// expansions' bonuses and modifiers are in those points). The labels are placed apart,
// near their features, inside the board (label_layout.h); hovering one gives the log's words. In a
// small frame they are made compact (labelStyle) so the board still shows between them.
#include "app/final_scoring_view.h"

#include <imgui.h>

#include <algorithm>
#include <string>

#include "app/label_layout.h"
#include "app/modes/registry.h"
#include "app/palette.h"
#include "app/screens.h"
#include "app/ui.h"

namespace carc::app {

void finalScorings(const FinalStepContext& ctx, std::vector<FinalLabel>& out) {
  out.clear();
  const GameSession& gs = ctx.session;
  const int players = gs.players();
  const BoardModel& b = ctx.board;
  const auto& events = gs.game().events();
  const std::vector<LogLine>& log = ctx.log;
  for (size_t i = 0; i < events.size(); ++i) {
    const GameEvent& e = events[i];
    if (e.type != GameEvent::kScore || !e.score.final) continue;
    const ScoreEvent& ev = e.score;
    FinalLabel l;
    l.event = static_cast<int>(i);
    l.column = ev.column;
    l.kind = static_cast<int>(ev.kind);
    l.points.assign(static_cast<size_t>(players), 0);
    // Who the log gives a line: the winners, a player whose points a modifier changed, and every
    // staker (a lost stake included); not a winner of nothing (a farm by no finished city).
    for (int p = 0; p < players; ++p) {
      const size_t q = static_cast<size_t>(p);
      const bool staked = isStakeColumn(gs.rules(), ev.column) && ev.followers[q];
      l.points[q] = ev.earned(p);
      if (!((ev.winners >> p) & 1) && !ev.adjust[q] && !staked) continue;
      if (l.points[q] == 0 && !staked) continue;
      l.players.push_back(p);
    }
    if (l.players.empty()) continue;
    for (int t = 0; t < ev.tileCount; ++t)
      l.cells.push_back(b.cellOf(ev.tiles[static_cast<size_t>(t)]));
    if (ev.origin != 0xFF &&
        static_cast<size_t>(ev.origin) < b.placed.size()) {  // 0xFF: none (score_event.h)
      l.origin = b.cellOf(ev.origin);
      l.hasOrigin = true;
      if (std::find(l.cells.begin(), l.cells.end(), l.origin) == l.cells.end())
        l.cells.push_back(l.origin);
    }
    if (l.cells.empty()) ctx.bonusCells(ev, l.cells);  // a bonus's place
    if (l.cells.empty()) continue;                     // nothing on the board to show it at
    for (const LogLine& line : log)
      if (line.event == l.event) l.text += (l.text.empty() ? "" : " · ") + line.text;
    out.push_back(std::move(l));
  }
}

namespace {

// A label's parts: each player's points on their colour.
std::string pointsText(int n) {
  return n > 0 ? "+" + std::to_string(n) : std::to_string(n);
}

// Where a label belongs: a stake at its origin tile; a feature at its tile nearest the middle of
// its tiles (a farm's middle may lie outside it).
ImVec2 anchorOf(const Camera& cam, const FinalLabel& l) {
  if (l.hasOrigin) return cam.cellCentre(l.origin.x, l.origin.y);
  ImVec2 mid(0, 0);
  for (const Cell& c : l.cells) {
    const ImVec2 p = cam.cellCentre(c.x, c.y);
    mid = ImVec2(mid.x + p.x / static_cast<float>(l.cells.size()),
                 mid.y + p.y / static_cast<float>(l.cells.size()));
  }
  ImVec2 best = cam.cellCentre(l.cells[0].x, l.cells[0].y);
  float bestD = 1e30f;
  for (const Cell& c : l.cells) {
    const ImVec2 p = cam.cellCentre(c.x, c.y);
    const float d = (p.x - mid.x) * (p.x - mid.x) + (p.y - mid.y) * (p.y - mid.y);
    if (d < bestD) {
      bestD = d;
      best = p;
    }
  }
  return best;
}

float labelFontSize(const Camera& cam) {
  return std::clamp(cam.tilePx() * 0.3f, 13.0f, 24.0f);
}

// Past this share of the board the labels hide what they label (a 300x200 frame: 16 labels over a
// third of it), so they are made compact: lost stakes left to the log, then a smaller font.
constexpr float kMaxCover = 0.2f;
constexpr float kCompactFont = 10.0f;  // the smallest: digits still read at it

// How the labels are drawn this frame: their font, their padding, and whether a staker who took
// nothing is left out (a label naming only such stakers is not drawn).
struct LabelStyle {
  float fs = 13.0f, padX = 5.0f, padY = 2.0f;
  bool compact = false;
};

bool namesPlayer(const LabelStyle& st, const FinalLabel& l, int p) {
  return !st.compact || l.points[static_cast<size_t>(p)] != 0;
}

// The label's box size in `st` (0 wide: not drawn).
ImVec2 labelSize(const LabelStyle& st, const FinalLabel& l) {
  ImFont* f = ImGui::GetFont();
  float w = 0;
  for (int p : l.players)
    if (namesPlayer(st, l, p))
      w +=
          f->CalcTextSizeA(st.fs, 1e9f, 0, pointsText(l.points[static_cast<size_t>(p)]).c_str()).x +
          2 * st.padX;
  return w > 0 ? ImVec2(w + 4, st.fs + 2 * st.padY + 4) : ImVec2(0, 0);  // + the border
}

LabelStyle labelStyle(const Camera& cam, const std::vector<FinalLabel>& labels, const Rect& board) {
  LabelStyle st;
  st.fs = labelFontSize(cam);
  const float area = std::max(1.0f, (board.x1 - board.x0) * (board.y1 - board.y0));
  auto cover = [&] {
    float sum = 0;
    for (const FinalLabel& l : labels) {
      const ImVec2 z = labelSize(st, l);
      sum += z.x * z.y;
    }
    return sum / area;
  };
  if (cover() <= kMaxCover) return st;
  st.compact = true;
  st.padX = 3.0f;
  while (st.fs > kCompactFont && cover() > kMaxCover) st.fs = std::max(kCompactFont, st.fs - 1);
  return st;
}

}  // namespace

void FinalStepView::drawOutlines(const FinalStepContext& ctx, ImDrawList* dl) {
  finalScorings(ctx, labels);
  for (const FinalLabel& l : labels) {
    std::vector<Cell> feature = l.cells;
    if (l.hasOrigin) feature.erase(std::find(feature.begin(), feature.end(), l.origin));
    if (!feature.empty()) ctx.outline(dl, feature, palette::kScored);
  }
  // The stakes' origin tiles over the features they settled on.
  for (const FinalLabel& l : labels)
    if (l.hasOrigin) ctx.outline(dl, {l.origin}, palette::kDecisionTile);
}

void FinalStepView::drawLabels(const FinalStepContext& ctx, ImDrawList* dl) {
  ImFont* f = ImGui::GetFont();
  Rect frame = ctx.camera.view();
  const LabelStyle st = labelStyle(ctx.camera, labels, frame);
  compact = st.compact;
  // Only the labels drawn are placed: a left-out one would push the others from their features.
  std::vector<LabelWant> wants;
  std::vector<float> key;
  for (FinalLabel& l : labels) {
    const LabelWant want{anchorOf(ctx.camera, l), labelSize(st, l)};
    l.shown = want.size.x > 0;
    if (l.shown) wants.push_back(want);
    key.insert(key.end(), {want.anchor.x, want.anchor.y, want.size.x, want.size.y});
  }
  frame.x0 += 2, frame.y0 += 2, frame.x1 -= 2, frame.y1 -= 2;
  key.insert(key.end(), {frame.x0, frame.y0, frame.x1, frame.y1});
  if (key != placedKey_) {
    placedKey_ = key;
    placed_ = placeLabels(wants, frame, 2.0f);
  }
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  // Its wording while hovered (on a touch screen: while a finger holds it, ui::tipsNow).
  const bool hoverable = ui::tipsNow() && !ui::overWindow(mouse);
  size_t placed = 0;
  for (FinalLabel& l : labels) {
    if (!l.shown) {
      l.box = Rect{};
      continue;
    }
    l.box = placed_[placed++];
    const bool stake = isStakeColumn(ctx.session.rules(), l.column);
    float x = l.box.x0 + 2;
    for (int p : l.players) {
      if (!namesPlayer(st, l, p)) continue;
      const std::string text = pointsText(l.points[static_cast<size_t>(p)]);
      const float w = f->CalcTextSizeA(st.fs, 1e9f, 0, text.c_str()).x + 2 * st.padX;
      const ImVec2 a(x, l.box.y0 + 2), b(x + w, l.box.y1 - 2);
      dl->AddRectFilled(a, b, palette::withAlpha(ctx.fill(p), 0.95f), 3);
      // A dark shadow under the white figures: readable on a yellow or a grey too.
      dl->AddText(f, st.fs, ImVec2(a.x + st.padX + 1, a.y + st.padY + 1), IM_COL32(0, 0, 0, 200),
                  text.c_str());
      dl->AddText(f, st.fs, ImVec2(a.x + st.padX, a.y + st.padY), IM_COL32_WHITE, text.c_str());
      x += w;
    }
    dl->AddRect(ImVec2(l.box.x0, l.box.y0), ImVec2(l.box.x1, l.box.y1),
                stake ? palette::kDecisionTile : palette::kScored, 4, 0, 2);
    if (hoverable && l.box.contains(mouse)) ui::tooltip("final_tip", l.text);
  }
}

}  // namespace carc::app
