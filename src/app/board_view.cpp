// The board: placed tiles and figures, legal cells and the tile preview, meeple spots, last
// turn's scoring, and the pointer on the board (drag or two fingers to pan, wheel or pinch to
// zoom, click or tap to place, right click to rotate).
#include "app/board_view.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

#include "app/action_text.h"
#include "app/choice_spots.h"
#include "app/expansion_view.h"
#include "app/final_scoring_view.h"
#include "app/i18n.h"
#include "app/label_layout.h"
#include "app/modes/registry.h"
#include "app/palette.h"
#include "app/screens.h"
#include "app/spot_feature.h"
#include "app/tile_painter.h"
#include "app/ui.h"

namespace carc::app {
namespace {

// A field's spot: a grass-green ring, told apart from the road, city and cloister spots.
constexpr ImU32 kFieldSpotRing = IM_COL32(120, 215, 80, 255);

struct PressState {
  bool down = false;
  bool dragging = false;
  ImVec2 start;
};
PressState g_press;

ImVec2 at(const Camera& cam, int x, int y, ImVec2 unit) {
  const ImVec2 tl = cam.cellTopLeft(x, y);
  return ImVec2(tl.x + unit.x * cam.tilePx(), tl.y + unit.y * cam.tilePx());
}

// Marks on one another under a click or tap (a tile's road and city at small tiles, when
// zooming cannot part them): rather than guess, the board asks which one.
void askWhich(const BoardInput& in, const std::vector<LocatedAction>& under, ImVec2 pos) {
  auto& which = in.marks.which;
  for (const LocatedAction& m : under) which.actions.push_back(m.index);
  which.at = pos;
  which.revision = in.session.revision();
  which.hot = -1;
  which.view = in.camera;
}

// Why the drawn tile cannot go to cell (x, y), in words (a click there said nothing).
const char* whyNotHere(const GameSession& session, int x, int y) {
  const RuleSet& r = session.rules();
  return tr(modeUi(r).whyNotHere(r, session.game().state(), x, y));
}

// A finger on the follower step: the first tap on a spot lights it (its feature outlined and
// worded), a second tap on the lit spot takes it. A finger between two spots (a road's end beside
// its field, 30 px apart on a phone) is asked which one.
void tapMeepleSpot(const BoardInput& in, const std::vector<MeepleSpot>& spots, int best,
                   ImVec2 pos) {
  auto& tapped = in.marks.tapped;
  const int revision = in.session.revision();
  const bool lit = best >= 0 && tapped.revision == revision &&
                   tapped.loc == spots[static_cast<size_t>(best)].loc;
  if (lit) {
    takeMeepleSpot(in, spots[static_cast<size_t>(best)], pos);
    return;
  }
  std::vector<LocatedAction> marks, under;
  boardChoices(in.shown, in.marks.markerGroup, marks);
  spotsUnder(in.shown, marks, pos, under);
  const ActionList& legal = in.session.legal();
  bool apart = false;  // several spots under the finger, not one spot's several figures
  for (const LocatedAction& u : under)
    apart |= legal.items[u.index].loc != legal.items[under[0].index].loc;
  if (apart) {
    askWhich(in, under, pos);
    return;
  }
  tapped.revision = best >= 0 ? revision : -1;
  tapped.loc = best >= 0 ? spots[static_cast<size_t>(best)].loc : -1;
}

// A finger on an expansion decision's mark (any located action), as on the follower step: the first
// tap lights it (its feature outlined and worded), a second tap on the lit mark takes it, a tap
// elsewhere moves the light. True: this tap takes it.
bool secondTapOnMark(const BoardInput& in, int action) {
  auto& tapped = in.marks.tapped;
  const int revision = in.session.revision();
  if (action >= 0 && tapped.revision == revision && tapped.action == action) return true;
  tapped.revision = action >= 0 ? revision : -1;
  tapped.action = action, tapped.loc = -1;
  return false;
}

void click(const BoardInput& in, ImVec2 pos) {
  // The embed viewer only shows; the computer's decision is its own.
  if (!in.offered) return;
  GameSession& s = in.session;
  const Decision d = s.decision();
  if (!in.marks.which.actions.empty()) {  // a click elsewhere only closes the menu of marks
    in.marks.which.actions.clear();
    return;
  }
  if (taggedDecision(d)) {
    std::vector<LocatedAction> spots, under;
    locatedActions(in.shown, in.marks.markerGroup, spots);
    spotsUnder(in.shown, spots, pos, under);
    const bool touch = in.touch.lastWasTouch();
    if (touch && under.size() <= 1 && !secondTapOnMark(in, under.empty() ? -1 : under[0].index))
      return;
    if (under.size() == 1) in.play(s.legal().items[under[0].index]);
    if (under.size() >= 2) askWhich(in, under, pos);
    return;
  }
  if (d.phase == kPhasePlaceTile) {
    int x = 0, y = 0;
    in.camera.cellAt(pos, x, y);
    if (!s.placements().count({x, y})) in.quickNote(whyNotHere(s, x, y), pos);
    in.turn.clickCell(s, x, y, in.touch.lastWasTouch());
    in.notices.refused = in.turn.lastError();
  } else if (d.phase == kPhasePlaceMeeple) {
    std::vector<MeepleSpot> spots;
    meepleSpots(in.shown, spots);
    const int best = meepleSpotAt(in.shown, spots, pos);
    // A mouse sees the spot it takes lit (and its feature) before the click: one click takes it.
    if (!in.touch.lastWasTouch()) {
      if (best >= 0) takeMeepleSpot(in, spots[static_cast<size_t>(best)], pos);
      return;
    }
    tapMeepleSpot(in, spots, best, pos);
  }
}

}  // namespace

void boardPointer(const BoardInput& in) {
  ImGuiIO& io = ImGui::GetIO();
  Camera& cam = in.camera;
  const ImVec2 mouse = io.MousePos;
  const bool onBoard = cam.view().contains(mouse) && !io.WantCaptureMouse && !ui::overWindow(mouse);

  ImVec2 pan, centre;
  float zoom = 1.0f;
  in.touch.takeGesture(pan, zoom, centre);
  if (in.touch.fingers() >= 2) {
    cam.pan(pan);
    cam.zoom(zoom, centre);
  }
  if (onBoard && io.MouseWheel != 0.0f)
    cam.zoom(std::pow(1.15f, std::clamp(io.MouseWheel, -3.0f, 3.0f)), mouse);
  if (onBoard && ImGui::IsMouseClicked(1)) in.turn.rotate(in.session);

  if (ImGui::IsMouseClicked(0) && onBoard) g_press = PressState{true, false, mouse};
  if (g_press.down && ImGui::IsMouseDown(0)) {
    if (!g_press.dragging &&
        std::hypot(mouse.x - g_press.start.x, mouse.y - g_press.start.y) > 8.0f)
      g_press.dragging = true;
    if (g_press.dragging && in.touch.fingers() < 2) cam.pan(io.MouseDelta);
  }
  if (g_press.down && ImGui::IsMouseReleased(0)) {
    if (!g_press.dragging && !in.touch.gestureDuringPress()) click(in, mouse);
    g_press.down = false;
  }
  // The mouse moved: what it points at counts again, not the keyboard's pick.
  if (io.MouseDelta.x != 0 || io.MouseDelta.y != 0) in.marks.keyPick = {};
  int hx = 0, hy = 0;
  cam.cellAt(mouse, hx, hy);
  in.turn.setHover(onBoard && !in.touch.lastWasTouch(), hx, hy);
}

// The cell under the mouse in the board's corner, as the log, the choices and the notation name
// cells (for a record written by hand). A mouse only, and not in the embedded viewer.
void drawHoveredCell(const Camera& cam, bool on, std::string& cell, ImDrawList* dl) {
  cell.clear();
  const ImGuiIO& io = ImGui::GetIO();
  const ImVec2 mouse = io.MousePos;
  if (!on || !cam.view().contains(mouse) || io.WantCaptureMouse || ui::overWindow(mouse)) return;
  int x = 0, y = 0;
  cam.cellAt(mouse, x, y);
  cell = std::to_string(x) + "," + std::to_string(y);
  const char* text = cell.c_str();
  const ImVec2 size = ImGui::CalcTextSize(text);
  const ImVec2 at(cam.view().x0 + 12, cam.view().y1 - size.y - 12);
  dl->AddRectFilled(ImVec2(at.x - 6, at.y - 3), ImVec2(at.x + size.x + 6, at.y + size.y + 3),
                    IM_COL32(0, 0, 0, 170), 4);
  dl->AddText(at, IM_COL32(235, 235, 225, 255), text);
}

// What taking a choice of the "which one?" menu makes of the feature it is on (ui_module.h:
// markNote: the king's points), "" for nothing; `cache` keeps its feature.
std::string whichNote(const GameView& shown, const Decision& d, const Action& a,
                      SpotFeature& cache) {
  const UiModule* m = decisionModule(shown.session().rules(), d);
  const BoardModel& b = shown.board();
  const int placed = taggedDecision(d) ? b.placedAt(a.x, a.y) : b.lastPlaced;
  if (!m || placed < 0) return {};
  const SpotFeature& f = spotFeature(shown, cache, placed, a.loc, d.player);
  return f.found ? m->markNote(shown, a, f.info) : std::string();
}

// The menu of a click on marks that lie on one another: each choice in words (its mark ringed on
// the board while its button is under the mouse or a finger; what it makes of its feature), and
// Cancel.
void drawWhichMenu(const BoardInput& in, ImDrawList* dl) {
  GameSession& gs = in.session;
  auto& w = in.marks.which;
  std::vector<LocatedAction> spots;
  if (!w.actions.empty()) boardChoices(in.shown, in.marks.markerGroup, spots);
  // Closed once its marks are no longer the board's (another figure's shown), the board moved or
  // the phone's menu sheet opened over it.
  bool marked = true;
  for (int a : w.actions) {
    bool found = false;
    for (const LocatedAction& m : spots) found |= m.index == a;
    marked &= found;
  }
  if (w.actions.empty() || w.revision != gs.revision() || !marked || !in.camera.samePlace(w.view) ||
      in.noMenu) {
    w.actions.clear();
    return;
  }
  for (const LocatedAction& m : spots)
    if (m.index == w.hot) {
      const float r = decisionSpotRadius(in.camera.tilePx()) + 5.0f;
      dl->AddCircle(m.at, r + 2.0f, IM_COL32(0, 0, 0, 200), 24, 5.0f);
      dl->AddCircle(m.at, r, palette::kLogHover, 24, 3.0f);
    }
  const Rect& v = in.camera.view();
  // Below the marks (above them in the board's lower half), leaving them in sight, within the
  // board; a fixed width the choices wrap in (an auto-sized window would shrink round wrapped
  // text), the height to fit them.
  const float width = std::min(320.0f, v.w() - 16.0f);
  const float x = std::clamp(w.at.x - width * 0.5f, v.x0 + 8.0f, v.x1 - 8.0f - width);
  const bool above = w.at.y > v.centre().y;
  const float gap = decisionSpotRadius(in.camera.tilePx()) * 2.0f + 8.0f;
  ImGui::SetNextWindowPos(ImVec2(x, w.at.y + (above ? -gap : gap)), ImGuiCond_Always,
                          ImVec2(0.0f, above ? 1.0f : 0.0f));
  ImGui::SetNextWindowSize(ImVec2(width, 0.0f), ImGuiCond_Always);
  ImGui::Begin("##which", nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                   ImGuiWindowFlags_NoSavedSettings);
  ui::recordWindow();
  ImGui::TextDisabled("%s", tr("board.which"));
  const bool touch = in.touch.lastWasTouch();
  const Decision d = gs.decision();
  const std::vector<int> actions = w.actions;
  w.hot = -1;
  w.features.resize(actions.size());
  for (size_t i = 0; i < actions.size(); ++i) {
    const Action a = gs.legal().items[actions[i]];
    const std::string id = "which_" + std::to_string(i);
    // A note that leads with its own arrow ("→ with the figure: 9 points") needs no dash.
    const std::string note = whichNote(in.shown, d, a, w.features[i]);
    const char* dash = note.rfind("\u2192", 0) == 0 ? " " : " \u2014 ";
    const std::string text = choiceText(in.shown, d, a) + (note.empty() ? "" : dash + note);
    const bool pressed = ui::wideButton(id.c_str(), text, 0, touch);
    if (ImGui::IsItemActive() || (!touch && ImGui::IsItemHovered())) w.hot = actions[i];
    if (pressed) {
      w.actions.clear();
      in.play(a);
      break;
    }
  }
  if (ui::button("which_cancel", tr("board.which_cancel"))) w.actions.clear();
  ImGui::End();
}

void drawScoring(const GameView& shown, int from, LogLines& log, std::vector<Rect>& labelBoxes,
                 std::vector<std::string>& labelTexts, ImDrawList* dl) {
  if (from < 0) return;
  const BoardModel& board = shown.board();
  const int players = shown.session().players();
  const float t = shown.camera().tilePx();
  ImFont* f = ImGui::GetFont();
  const float fs = std::clamp(t * 0.3f, 14.0f, 30.0f);
  struct Label {
    Rect box;
    ImU32 bg;
    std::string text;
    int event = -1;
  };
  // Every outline first, then the labels over them; a label that would cover another (a stake
  // settled on a feature scored this turn has the same centre) goes to the nearest free place.
  std::vector<Label> labels;
  std::vector<LabelWant> wants;
  std::vector<Cell> cells;
  const auto& events = shown.session().game().events();
  for (size_t k = 0; k < events.size(); ++k) {
    const GameEvent& e = events[k];
    if (e.type != GameEvent::kScore || e.action < from || e.score.final) continue;
    const ScoreEvent& ev = e.score;
    if (!ev.tileCount) continue;
    cells.clear();
    ImVec2 c(0, 0);
    for (int i = 0; i < ev.tileCount; ++i) {
      const Cell p = board.cellOf(ev.tiles[static_cast<size_t>(i)]);
      cells.push_back(p);
      const ImVec2 mid = shown.camera().cellCentre(p.x, p.y);
      c = ImVec2(c.x + mid.x / ev.tileCount, c.y + mid.y / ev.tileCount);
    }
    outlineCells(shown, dl, cells, palette::kScored);
    int pts = 0;
    for (int p = 0; p < players; ++p) pts = std::max(pts, ev.earned(p));
    // A scoring that won nothing may have a module's word ("+0" said nothing of what happened).
    std::string lost;
    if (pts == 0)
      for (const UiModule* m : uiModulesOf(shown.session().rules()))
        if (lost.empty()) lost = m->nothingWonLabel(shown.session().rules(), ev);
    Label l{{},
            IM_COL32(60, 50, 30, 230),
            !lost.empty() ? lost
                          : "+" + std::to_string(
                                      ev.winners ? pts : featureWorth(shown.session().rules(), ev)),
            static_cast<int>(k)};
    for (int p = 0; p < players; ++p)
      if ((ev.winners >> p) & 1) l.bg = palette::withAlpha(shown.playerFill(p), 0.92f);
    const ImVec2 ts = f->CalcTextSizeA(fs, 1e9f, 0, l.text.c_str());
    wants.push_back(LabelWant{c, ImVec2(ts.x + 12, ts.y + 4)});
    labels.push_back(l);
  }
  // Apart and inside the board (label_layout.h): one moved straight down under another could end
  // past the board's lower edge in a small frame. A feature panned out of sight keeps its label
  // with it, off the board, rather than one at the edge for a place not shown.
  Rect frame = shown.camera().view();
  frame.x0 += 2, frame.y0 += 2, frame.x1 -= 2, frame.y1 -= 2;
  std::vector<LabelWant> inView;
  for (const LabelWant& w : wants)
    if (frame.contains(w.anchor)) inView.push_back(w);
  const std::vector<Rect> boxes = placeLabels(inView, frame, 3.0f);
  for (size_t i = 0, k = 0; i < labels.size(); ++i) {
    const LabelWant& w = wants[i];
    labels[i].box = frame.contains(w.anchor)
                        ? boxes[k++]
                        : Rect{w.anchor.x - w.size.x / 2, w.anchor.y - w.size.y / 2,
                               w.anchor.x + w.size.x / 2, w.anchor.y + w.size.y / 2};
  }
  labelBoxes.clear();
  labelTexts.clear();
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const bool hoverable = ui::tipsNow() && !ui::overWindow(mouse) && !shown.viewer();
  for (const Label& l : labels) {
    labelBoxes.push_back(l.box);
    labelTexts.push_back(l.text);
    const ImVec2 a(l.box.x0, l.box.y0), b(l.box.x1, l.box.y1);
    dl->AddRectFilled(a, b, l.bg, 6);
    dl->AddRect(a, b, palette::kScored, 6, 0, 2);
    dl->AddText(f, fs, ImVec2(a.x + 6, a.y + 2), IM_COL32_WHITE, l.text.c_str());
    // Hovered (held on a touch screen): the log's words for it, who scored what and why.
    if (hoverable && l.box.contains(mouse)) {
      std::string words;
      for (const LogLine& line : gameLog(shown, log))
        if (line.event == l.event) words += (words.empty() ? "" : "\n") + line.text;
      if (!words.empty()) ui::tooltip("score_tip", words);
    }
  }
}

// The follower step at a spot: its one action played, or several (a mode's figures: a follower,
// and the mode's special figures) asked in the "which one?" menu.
void takeMeepleSpot(const BoardInput& in, const MeepleSpot& spot, ImVec2 pos) {
  const ActionList& l = in.session.legal();
  std::vector<LocatedAction> here;
  for (int i = 0; i < l.count; ++i)
    if (l.items[i].kind == kActMeeple && l.items[i].loc == spot.loc) here.push_back({i, spot.at});
  if (here.size() == 1) in.play(l.items[here[0].index]);
  if (here.size() >= 2) askWhich(in, here, pos);
}

bool figureSpot(const GameView& shown, int seg, ImVec2& out) {
  const BoardModel& b = shown.board();
  if (seg < 0 || seg >= static_cast<int>(b.segs.size())) return false;
  const SegmentView& n = b.segs[static_cast<size_t>(seg)];
  const PlacedView& p = b.placed[static_cast<size_t>(n.placed)];
  const SegmentShape& shape = shown.geometry().shape(p.type).seg[static_cast<size_t>(n.local)];
  out = at(shown.camera(), p.x, p.y, toBoard(shape.anchor, p.rot));
  return true;
}

float figureHeight(const GameView& shown) {
  const float t = shown.camera().tilePx();
  // At least 10 px, where a player has to find them; the viewer's tiles go down to 4 px
  // (Camera::kMinViewerTile), and its figures shrink with them rather than cover the tiles.
  const float least = shown.viewer() ? std::min(10.0f, t * 0.6f) : 10.0f;
  return std::clamp(t * 0.3f, least, 48.0f);
}

void meepleSpots(const GameView& shown, std::vector<MeepleSpot>& out) {
  out.clear();
  const GameSession& s = shown.session();
  const Decision d = s.decision();
  if (d.owner != 0 || d.phase != kPhasePlaceMeeple) return;
  const BoardModel& b = shown.board();
  if (b.lastPlaced < 0) return;
  const PlacedView& p = b.placed[static_cast<size_t>(b.lastPlaced)];
  const TileType& t = shown.tileSet().types[static_cast<size_t>(p.type)];
  for (const Action& a : shown.legal()) {
    if (a.kind != kActMeeple || a.loc >= kLocations) continue;
    const int local = t.rot[p.rot & 3].seg[a.loc];
    if (local < 0) continue;
    // One spot per location: a mode may offer several figures there (the which-one menu asks).
    bool seen = false;
    for (const MeepleSpot& m : out) seen |= m.loc == a.loc;
    if (seen) continue;
    const ImVec2 unit =
        toBoard(shown.geometry().shape(p.type).seg[static_cast<size_t>(local)].anchor, p.rot);
    out.push_back({a.loc, at(shown.camera(), p.x, p.y, unit)});
  }
}

int meepleSpotAt(const GameView& shown, const std::vector<MeepleSpot>& spots, ImVec2 pos) {
  float bestD = std::max(22.0f, shown.camera().tilePx() * 0.2f);
  int best = -1;
  for (size_t i = 0; i < spots.size(); ++i) {
    const float dd = std::hypot(spots[i].at.x - pos.x, spots[i].at.y - pos.y);
    if (dd < bestD) {
      bestD = dd;
      best = static_cast<int>(i);
    }
  }
  return best;
}

int litMeepleSpot(const GameView& shown, const ChoiceMarks& marks, bool touch,
                  const std::vector<MeepleSpot>& spots) {
  const int revision = shown.session().revision();
  if (marks.keyPicked(revision) >= 0) return marks.keyPicked(revision);
  if (!touch) return meepleSpotAt(shown, spots, ImGui::GetIO().MousePos);
  const auto& tapped = marks.tapped;  // a finger's first tap
  for (size_t i = 0; i < spots.size(); ++i)
    if (tapped.revision == revision && spots[i].loc == tapped.loc) return static_cast<int>(i);
  return -1;
}

std::string meepleSpotWords(const GameView& shown, const SpotFeature& f) {
  const UiModule* m = decisionModule(shown.session().rules(), shown.session().decision());
  if (!m || !f.found) return f.text;
  std::string notes;
  for (const Action& a : shown.legal()) {
    if (a.kind != kActMeeple || a.loc != f.loc) continue;
    const std::string note = m->markNote(shown, a, f.info);
    if (!note.empty()) notes += (notes.empty() ? "" : " \u00b7 ") + note;
  }
  return notes.empty() ? f.text : f.text + "\n" + notes;
}

void separateMeepleSpots(const GameView& shown, bool fingers, ChoiceMarks& marks, Camera& camera) {
  const GameSession& gs = shown.session();
  ChoiceMarks::MeepleZoom& z = marks.meepleZoom;
  if (z.revision >= 0 && z.revision != gs.revision()) {
    if (camera.samePlace(z.zoomed)) camera.takePlace(z.before);
    z.revision = -1;
  }
  // At once, so that what a player (or a test) reads of the board after this frame stays put.
  if (!fingers || z.checked == gs.revision()) return;
  z.checked = gs.revision();
  std::vector<MeepleSpot> spots;
  meepleSpots(shown, spots);
  std::vector<ImVec2> at;
  for (const MeepleSpot& m : spots) at.push_back(m.at);
  const Camera before = camera;
  // Apart by the marks' smallest size (a finger's tap takes the nearest).
  if (!camera.spreadApart(at, 2.2f * meepleSpotRadius(0))) return;
  z.before = before;
  z.zoomed = camera;
  z.revision = gs.revision();
}

void highlightCells(const GameView& shown, const std::vector<Cell>& cells) {
  outlineCells(shown, ImGui::GetBackgroundDrawList(), cells, palette::kLogHover);
}

void outlineCells(const GameView& shown, ImDrawList* dl, const std::vector<Cell>& cells,
                  ImU32 colour) {
  const float t = shown.camera().tilePx(), w = std::max(3.0f, t * 0.06f);
  auto in = [&](int x, int y) {
    return std::find(cells.begin(), cells.end(), Cell{x, y}) != cells.end();
  };
  // Only the region's outer sides, on the tiles' edges (so inner corners meet), and a feature's
  // tiles read as one shape; a dark rim under a bright one: clear on the green fields and the
  // dark table alike.
  for (int pass = 0; pass < 2; ++pass) {
    const float width = pass ? w : w + 3, reach = width * 0.5f;  // ends overlap at corners
    const ImU32 ink = pass ? colour : IM_COL32(0, 0, 0, 200);
    for (const Cell& c : cells) {
      const ImVec2 tl = shown.camera().cellTopLeft(c.x, c.y);
      const float x0 = tl.x, y0 = tl.y, x1 = tl.x + t, y1 = tl.y + t;
      if (!in(c.x, c.y - 1))
        dl->AddLine(ImVec2(x0 - reach, y0), ImVec2(x1 + reach, y0), ink, width);
      if (!in(c.x, c.y + 1))
        dl->AddLine(ImVec2(x0 - reach, y1), ImVec2(x1 + reach, y1), ink, width);
      if (!in(c.x - 1, c.y))
        dl->AddLine(ImVec2(x0, y0 - reach), ImVec2(x0, y1 + reach), ink, width);
      if (!in(c.x + 1, c.y))
        dl->AddLine(ImVec2(x1, y0 - reach), ImVec2(x1, y1 + reach), ink, width);
    }
  }
}

// The followers and figures on the board, as the mode's module draws them.
void drawFigures(const GameView& shown, ImDrawList* dl) {
  const BoardModel& b = shown.board();
  const ModeUi& mode = modeUi(shown.session().rules());
  const int players = shown.session().players();
  const float mh = figureHeight(shown);
  for (const FigureView& f : b.figures) {
    ImVec2 pos;
    if (!figureSpot(shown, f.seg, pos)) continue;
    const bool player = f.owner < players;
    const ImU32 fill = player ? shown.playerFill(f.owner) : palette::kNeutralFigure;
    const ImU32 outline = player ? shown.playerOutline(f.owner) : IM_COL32_WHITE;
    mode.drawFigure(shown.session().rules(), dl, f, b.segs[static_cast<size_t>(f.seg)], pos, mh,
                    fill, outline);
  }
}

// An expansion decision's marks on the board, the one a click takes lit and named in a tooltip.
void drawDecisionMarks(const GameView& shown, ChoiceMarks& marks, bool touch, ImDrawList* dl,
                       const Decision& d) {
  const float t = shown.camera().tilePx();
  const ImGuiIO& io = ImGui::GetIO();
  std::vector<LocatedAction> spots, under;
  locatedActions(shown, marks.markerGroup, spots);
  // Lit: what a click here takes (the nearest mark, or the marks it would ask between); on a
  // touch screen the mark a first tap lit (secondTapOnMark).
  const auto& tapped = marks.tapped;
  if (!touch) spotsUnder(shown, spots, io.MousePos, under);
  for (const LocatedAction& m : spots)
    if (touch && tapped.revision == shown.session().revision() && tapped.action == m.index)
      under.push_back(m);
  const ActionList& legal = shown.legal();
  // The feature of the first lit mark outlined across its tiles, its worth and what taking the
  // mark changes of it (ui_module.h: markNote) added to the tip.
  const SpotFeature* feature = nullptr;
  std::string note;
  if (!under.empty()) {
    const Action& a = legal.items[under[0].index];
    feature =
        &spotFeature(shown, marks.markFeature, shown.board().placedAt(a.x, a.y), a.loc, d.player);
    outlineSpotFeature(shown, dl, *feature);
    const UiModule* m = decisionModule(shown.session().rules(), d);
    if (m && feature->found) note = m->markNote(shown, a, feature->info);
  }
  std::string tip;  // the marks a click here takes, in words (the figure and the feature)
  for (const LocatedAction& m : spots) {
    const float r = decisionSpotRadius(t);
    bool hot = false;
    for (const LocatedAction& u : under) hot |= u.index == m.index;
    dl->AddCircleFilled(m.at, r, IM_COL32(255, 255, 255, hot ? 150 : 70), 20);
    dl->AddCircle(m.at, r, IM_COL32(255, 255, 255, 230), 20, 2.0f);
    drawActionGlyph(shown, dl, legal.items[m.index], m.at, r * 1.4f, hot ? 1.0f : 0.75f);
    if (!hot) continue;
    // Lit clearly (a lighter fill alone was faint on the pale city and road): a bright ring on
    // a dark one, as the hovered choice's followers are ringed.
    dl->AddCircle(m.at, r + 4.0f, IM_COL32(0, 0, 0, 200), 24, 5.0f);
    dl->AddCircle(m.at, r + 4.0f, IM_COL32(255, 236, 60, 255), 24, 3.0f);
    tip += (tip.empty() ? "" : "\n") + choiceText(shown, d, legal.items[m.index]);
  }
  if (feature && feature->found && !tip.empty())
    tip += "\n" + feature->text + (note.empty() ? "" : " " + note);
  marks.markWords = tip;
  marks.markRevision = shown.session().revision();
  if (tip.empty() || !marks.which.actions.empty()) return;
  // A finger's lit mark: its words beside it, as the follower step's lit spot (no hover, and a
  // held finger's tooltip goes with the finger).
  if (touch && feature && feature->found) {
    SpotFeature label = *feature;
    label.text = tip;
    labelSpotFeature(shown, dl, label, under[0].at, decisionSpotRadius(t) + 4.0f);
  } else if (ui::tipsNow() && !ui::overWindow(io.MousePos)) {
    ui::tooltip("decision_tip", tip);
  }
}

// The placement: the legal cells with their rotations as dots, and the tile where it would go.
void drawLegalCells(const GameView& shown, GameSession& session, TurnController& turn,
                    TileMeshCache& meshes, ImDrawList* dl) {
  GameSession& gs = session;
  const Camera& cam = shown.camera();
  const float t = cam.tilePx();
  for (const auto& kv : gs.placements()) {
    const ImVec2 tl = cam.cellTopLeft(kv.first.first, kv.first.second);
    dl->AddRectFilled(ImVec2(tl.x + 3, tl.y + 3), ImVec2(tl.x + t - 3, tl.y + t - 3),
                      palette::kLegal, 4);
    const int n = __builtin_popcount(kv.second);  // legal rotations here, as dots
    for (int k = 0; k < n; ++k)
      dl->AddCircleFilled(
          ImVec2(tl.x + t / 2 + (static_cast<float>(k) - static_cast<float>(n - 1) * 0.5f) * 10.0f,
                 tl.y + t - 12),
          3, palette::kLegalEdge, 8);
    dl->AddRect(ImVec2(tl.x + 3, tl.y + 3), ImVec2(tl.x + t - 3, tl.y + t - 3), palette::kLegalEdge,
                4, 0, 2);
  }
  int fx = 0, fy = 0;
  unsigned mask = 0;
  if (turn.focus(gs, fx, fy, mask)) {
    const ImVec2 tl = cam.cellTopLeft(fx, fy);
    meshes.draw(dl, shown.geometry(), gs.drawnTile(), turn.rotationFor(mask), tl, t, 0.88f);
    dl->AddRect(tl, ImVec2(tl.x + t, tl.y + t), IM_COL32_WHITE, 0, 0, 3.0f);
  }
}

// The meeple step: a small marker at each spot of the placed tile (a standing meeple on a white
// ring; a field's lying farmer on a grass-green one, as a farmer lies on the board), over as
// little of the tile's art as can still be found at a glance. The lit one (the mouse's, a
// finger's first tap, the keyboard's pick) ringed, its feature outlined across all its tiles
// and worded beside it (spot_feature.h; the outline is outlineLitMeepleSpot's).
namespace {

// The lit spot's feature (kept in `marks`), or null: none lit.
const SpotFeature* litSpotFeature(const GameView& shown, ChoiceMarks& marks, bool touch,
                                  const Decision& d, const std::vector<MeepleSpot>& spots,
                                  int& lit) {
  // Lit: the one Enter or a click here takes (several spots can lie under the mouse at small
  // tiles).
  lit = litMeepleSpot(shown, marks, touch, spots);
  if (lit < 0) return nullptr;
  return &spotFeature(shown, marks.spotFeature, shown.board().lastPlaced,
                      spots[static_cast<size_t>(lit)].loc, d.player);
}

}  // namespace

void outlineLitMeepleSpot(const GameView& shown, ChoiceMarks& marks, bool touch, ImDrawList* dl,
                          const Decision& d) {
  std::vector<MeepleSpot> spots;
  meepleSpots(shown, spots);
  int lit = -1;
  if (const SpotFeature* f = litSpotFeature(shown, marks, touch, d, spots, lit))
    outlineSpotFeature(shown, dl, *f);
}

void drawMeepleStep(const GameView& shown, ChoiceMarks& marks, bool touch, ImDrawList* dl,
                    const Decision& d) {
  const float t = shown.camera().tilePx();
  const BoardModel& b = shown.board();
  std::vector<MeepleSpot> spots;
  meepleSpots(shown, spots);
  int lit = -1;
  const SpotFeature* feature = litSpotFeature(shown, marks, touch, d, spots, lit);
  // Markers that would overlap shrink to just apart (the spots of a tile's road and field).
  float r = meepleMarkRadius(t);
  for (size_t i = 0; i < spots.size(); ++i)
    for (size_t j = 0; j < i; ++j)
      r = std::min(r, std::max(6.0f, 0.45f * std::hypot(spots[i].at.x - spots[j].at.x,
                                                        spots[i].at.y - spots[j].at.y)));
  const ImU32 fill = shown.playerFill(d.player), outline = shown.playerOutline(d.player);
  for (size_t i = 0; i < spots.size(); ++i) {
    const MeepleSpot& m = spots[i];
    const bool hot = static_cast<int>(i) == lit;
    const int seg = b.segmentAt(shown.tileSet(), b.lastPlaced, m.loc);
    const bool field = seg >= 0 && b.segs[static_cast<size_t>(seg)].kind == FeatureKind::Field;
    const float rr = hot ? r + 2.0f : r;
    dl->AddCircleFilled(m.at, rr, IM_COL32(20, 20, 24, hot ? 235 : 175), 20);
    dl->AddCircle(m.at, rr, field ? kFieldSpotRing : IM_COL32(240, 240, 235, 255), 20, 2.0f);
    drawMeeple(dl, m.at, rr * 1.35f, palette::withAlpha(fill, hot ? 1.0f : 0.9f), outline, field);
    if (!hot) continue;
    const float ring = r + kLitMeepleRing - 2.5f;  // its outer edge at kLitMeepleRing past r
    dl->AddCircle(m.at, ring, IM_COL32(0, 0, 0, 200), 24, 5.0f);
    dl->AddCircle(m.at, ring, IM_COL32(255, 236, 60, 255), 24, 3.0f);
  }
  if (!feature) return;
  SpotFeature label = *feature;
  label.text = meepleSpotWords(shown, *feature);
  labelSpotFeature(shown, dl, label, spots[static_cast<size_t>(lit)].at, r + kLitMeepleRing);
}

}  // namespace carc::app
