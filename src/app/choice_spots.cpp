#include "app/choice_spots.h"

#include <algorithm>
#include <cmath>

#include "app/action_text.h"
#include "app/expansion_view.h"
#include "app/game_view.h"
#include "app/i18n.h"
#include "app/modes/registry.h"
#include "app/palette.h"
#include "app/screens.h"
#include "app/spot_feature.h"
#include "app/tile_painter.h"
#include "app/ui.h"

namespace carc::app {
namespace {

// The followers an action names (figure indices into BoardModel::figures), from the module owning
// the decision; `worded` false for a choice about a pair its words do not number (ringed steadily).
int actionFigures(const GameView& shown, const Action& a, int out[2], bool& worded) {
  worded = true;
  const UiModule* m = decisionModule(shown.session().rules(), shown.session().decision());
  return m ? m->actionFigures(shown, a, out, worded) : 0;
}

bool figureAt(const GameView& shown, int figure, ImVec2& at) {
  const BoardModel& b = shown.board();
  if (figure < 0 || figure >= static_cast<int>(b.figures.size())) return false;
  return figureSpot(shown, b.figures[static_cast<size_t>(figure)].seg, at);
}

// A choice about a pair the whole decision is about (an answer to a proposal): its followers are
// named but not numbered.
bool namesSubject(const GameView& shown, const ListedChoice& c) {
  if (c.action < 0) return false;
  int figs[2];
  bool worded = true;
  return actionFigures(shown, shown.legal().items[c.action], figs, worded) > 0 && !worded;
}

// Rings around spots, the first two joined by a line (a swap's pair), under the badges.
void ringSpots(ImDrawList* dl, const std::vector<ChoiceSpot>& spots, float rad, float w,
               ImU32 colour) {
  const ImU32 dark = IM_COL32(20, 20, 30, 220);
  if (spots.size() == 2) {
    const ImVec2 a = spots[0].at, b = spots[1].at;
    const float len = std::hypot(b.x - a.x, b.y - a.y);
    if (len > 2 * rad) {
      const ImVec2 u((b.x - a.x) / len, (b.y - a.y) / len);
      const ImVec2 p(a.x + u.x * rad, a.y + u.y * rad), q(b.x - u.x * rad, b.y - u.y * rad);
      dl->AddLine(p, q, dark, w + 3);
      dl->AddLine(p, q, colour, w * 0.7f);
    }
  }
  for (const ChoiceSpot& s : spots) {
    dl->AddCircle(s.at, rad, dark, 32, w + 3);
    dl->AddCircle(s.at, rad, colour, 32, w);
  }
}

// The hovered choice's features on the board: the followers' it names (each outlined in its
// owner's colour: a swap's own and other one told apart) or, for a choice naming none, its
// module's (a token's: the features of the tile it goes on, in white); all worded in one label
// (`label`, for beside `at`: drawn over the badges, false for none) ("Your follower: city, 3
// tiles: 6 points ↔ Bob's follower: road, ..."). Kept in ChoiceMarks for the test hook.
bool drawChoiceFeatures(const GameView& shown, ChoiceMarks& m, ImDrawList* dl,
                        const ListedChoice& c, const std::vector<ChoiceSpot>& spots,
                        SpotFeature& label, ImVec2& at) {
  const Decision d = shown.session().decision();
  const BoardModel& b = shown.board();
  size_t k = 0;
  auto next = [&](int owner) -> SpotFeature& {
    if (m.choiceFeatures.size() <= k) m.choiceFeatures.resize(k + 1);
    if (m.choiceOwners.size() <= k) m.choiceOwners.resize(k + 1);
    m.choiceOwners[k] = owner;
    return m.choiceFeatures[k++];
  };
  std::string words, sep;
  int first = -1;  // the first feature found, by index (`next` may move them)
  for (const ChoiceSpot& s : spots) {
    if (s.figure < 0 || s.figure >= static_cast<int>(b.figures.size())) continue;
    const FigureView& fig = b.figures[static_cast<size_t>(s.figure)];
    const SpotFeature& f = segmentFeature(shown, next(fig.owner), fig.seg, fig.owner);
    if (!f.found) continue;
    outlineCells(shown, dl, f.cells, shown.playerFill(fig.owner));
    words += sep + (fig.owner == d.player
                        ? trf("spot.follower_own", {f.text})
                        : trf("spot.follower_of", {shown.playerName(fig.owner), f.text}));
    sep = " \u2194 ";
    if (first < 0) first = static_cast<int>(k) - 1, at = s.at;
  }
  const UiModule* module = decisionModule(shown.session().rules(), d);
  if (first < 0 && c.action >= 0 && module) {
    std::vector<std::pair<int, int>> places;
    const std::string note =
        module->choiceFeatures(shown, d, shown.legal().items[c.action], places);
    for (const auto& [placed, loc] : places) {
      const SpotFeature& f = spotFeature(shown, next(-1), placed, loc, d.player);
      if (!f.found) continue;
      outlineSpotFeature(shown, dl, f);
      words += (words.empty() ? "" : "\n") + f.text;
      if (first < 0)
        first = static_cast<int>(k) - 1,
        at = shown.camera().cellCentre(b.cellOf(placed).x, b.cellOf(placed).y);
    }
    if (first >= 0 && !note.empty()) words += "\n" + note;
  }
  m.choiceFeatures.resize(k);
  m.choiceOwners.resize(k);
  m.choiceWords = first >= 0 ? words : "";
  if (first < 0) return false;
  label = m.choiceFeatures[static_cast<size_t>(first)];
  label.text = words;
  for (size_t i = 0; i < k; ++i)  // the label keeps off every feature outlined
    if (i != static_cast<size_t>(first) && m.choiceFeatures[i].found)
      label.cells.insert(label.cells.end(), m.choiceFeatures[i].cells.begin(),
                         m.choiceFeatures[i].cells.end());
  return true;
}

float badgeRadius(const GameView& shown) {
  // Readable at a phone's small tiles, not crowding a desktop's large ones.
  return std::clamp(shown.camera().tilePx() * 0.11f, 10.0f, 17.0f);
}

}  // namespace

void listChoices(const GameView& shown, const ChoiceMarks& marks, ChoiceList& out) {
  out = ChoiceList{};
  const GameSession& gs = shown.session();
  if (!taggedDecision(gs.decision())) return;
  const ActionList& l = shown.legal();
  // A decision can offer dozens of choices grouped by a first step (a swap: each own follower
  // with each other one): past a few, the player first picks the group, then the choice.
  const UiModule* m = decisionModule(gs.rules(), gs.decision());
  auto stepOf = [&](const Action& a) { return m ? m->firstStep(a) : -1; };
  std::vector<int> firsts;
  int grouped = 0;
  for (const Action& a : l)
    if (const int f = stepOf(a); f >= 0) {
      ++grouped;
      if (std::find(firsts.begin(), firsts.end(), f) == firsts.end()) firsts.push_back(f);
    }
  out.twoStep = grouped > 4 && firsts.size() > 1;
  if (out.twoStep && marks.firstStepRevision == gs.revision()) out.firstStep = marks.firstStep;
  bool groupsListed = false;
  int number = 0;
  for (int i = 0; i < l.count; ++i) {
    const Action& a = l.items[i];
    const int first = out.twoStep ? stepOf(a) : -1;
    if (out.twoStep && out.firstStep >= 0 && first != out.firstStep) continue;
    if (first >= 0 && out.firstStep < 0) {
      // In place of the first grouped choice: one button per first step.
      if (!groupsListed)
        for (size_t k = 0; k < firsts.size(); ++k)
          out.items.push_back({"swap_from" + std::to_string(k), -1, firsts[k], ++number});
      groupsListed = true;
      continue;
    }
    int figs[2];
    bool worded = true;
    const bool named = actionFigures(shown, a, figs, worded) > 0 && worded;
    out.items.push_back({"dec" + std::to_string(i), i, -1, named ? ++number : 0});
  }
}

void choiceSpots(const GameView& shown, int markerGroup, const ChoiceList& list,
                 const ListedChoice& c, std::vector<ChoiceSpot>& out) {
  out.clear();
  ImVec2 at;
  if (c.action < 0) {
    if (figureAt(shown, c.firstStep, at)) out.push_back({c.firstStep, at, true});
    return;
  }
  const Action& a = shown.legal().items[c.action];
  int figs[2];
  bool worded = true;
  const int n = actionFigures(shown, a, figs, worded);
  for (int k = 0; k < n; ++k) {
    // The second step's own follower is every listed swap's: only the other one is numbered.
    const bool badge = worded && !(list.firstStep >= 0 && figs[k] == list.firstStep);
    if (figureAt(shown, figs[k], at)) out.push_back({figs[k], at, badge});
  }
  if (n) return;
  // Marked on the board already: its marker, for the ring.
  std::vector<LocatedAction> located;
  locatedActions(shown, markerGroup, located);
  for (const LocatedAction& m : located)
    if (m.index == c.action) out.push_back({-1, m.at, false});
}

namespace {
// At a phone's small tiles the badges of neighbouring followers overlap (a number half under
// another, 21 swaps on 20-px tiles): a few passes push each overlapping pair apart, half each
// way along the line between them (straight down for two on one place).
void separateBadges(std::vector<ChoiceBadge>& badges) {
  const std::vector<ChoiceBadge> placed = badges;
  for (int pass = 0; pass < 16; ++pass) {
    bool moved = false;
    for (size_t i = 0; i < badges.size(); ++i)
      for (size_t j = i + 1; j < badges.size(); ++j) {
        ChoiceBadge &a = badges[i], &b = badges[j];
        float dx = b.at.x - a.at.x, dy = b.at.y - a.at.y, len = std::hypot(dx, dy);
        const float need = a.radius + b.radius + 2.0f;
        if (len >= need - 0.01f) continue;
        if (len < 0.01f) dx = 0, dy = 1, len = 1;
        const float push = (need - len) * 0.5f / len;
        a.at = ImVec2(a.at.x - dx * push, a.at.y - dy * push);
        b.at = ImVec2(b.at.x + dx * push, b.at.y + dy * push);
        moved = true;
      }
    if (!moved) break;
  }
  for (size_t i = 0; i < badges.size(); ++i)
    badges[i].pushed = std::hypot(badges[i].at.x - placed[i].at.x,
                                  badges[i].at.y - placed[i].at.y) > badges[i].radius * 0.5f;
}
}  // namespace

void choiceBadges(const GameView& shown, int markerGroup, const ChoiceList& list,
                  std::vector<ChoiceBadge>& out) {
  out.clear();
  const float r = badgeRadius(shown);
  const float h = figureHeight(shown);
  const float step = r * 2.0f + 2.0f;
  std::vector<std::pair<int, int>> perFigure;  // figure, badges there so far
  std::vector<ChoiceSpot> spots;
  for (size_t i = 0; i < list.items.size(); ++i) {
    const ListedChoice& c = list.items[i];
    if (!c.number) continue;
    choiceSpots(shown, markerGroup, list, c, spots);
    for (const ChoiceSpot& s : spots) {
      if (!s.badge) continue;
      auto it = std::find_if(perFigure.begin(), perFigure.end(),
                             [&](const auto& p) { return p.first == s.figure; });
      if (it == perFigure.end()) it = perFigure.insert(perFigure.end(), {s.figure, 0});
      const int k = it->second++;
      // Right of the follower's head, three to a row, further rows below.
      const ImVec2 at(s.at.x + h * 0.3f + r + static_cast<float>(k % 3) * step,
                      s.at.y - h * 0.3f + static_cast<float>(k / 3) * step);
      out.push_back({c.number, static_cast<int>(i), at, r, s.at, false});
    }
  }
  separateBadges(out);
}

void keepChoiceSpotsInView(const GameView& shown, bool passScreenUp, ChoiceMarks& marks,
                           Camera& camera) {
  if (passScreenUp) {
    marks.viewKey = -1;  // behind the pass-the-device screen: checked once it is gone
    return;
  }
  ChoiceList list;
  listChoices(shown, marks, list);
  const int key = shown.session().revision() * 64 + list.firstStep + 1;
  if (key != marks.viewKey) {
    marks.viewKey = key;
    marks.viewFrames = 3;  // the turn bar takes its new height next frame
    return;
  }
  if (marks.viewFrames <= 0) return;
  // Checked where the board comes to rest: a glide under way (the view coming back from a meeple
  // step's zoom, a log line's cells, a fit) carried the decision's tile out of view after a check
  // made on its way (an undo back into a decision about a tile).
  if (camera.gliding()) return;
  if (--marks.viewFrames > 0) return;
  const BoardModel& b = shown.board();
  bool hidden = false;
  int x0 = 1 << 20, y0 = 1 << 20, x1 = -(1 << 20), y1 = -(1 << 20);
  std::vector<ChoiceSpot> spots;
  for (const ListedChoice& c : list.items) {
    if (!c.number && !namesSubject(shown, c)) continue;
    choiceSpots(shown, marks.markerGroup, list, c, spots);
    for (const ChoiceSpot& p : spots) {
      hidden |= !camera.view().contains(p.at) || ui::overWindow(p.at);
      const Cell t = b.segmentCell(b.figures[static_cast<size_t>(p.figure)].seg);
      x0 = std::min<int>(x0, t.x), x1 = std::max<int>(x1, t.x);
      y0 = std::min<int>(y0, t.y), y1 = std::max<int>(y1, t.y);
    }
  }
  if (hidden) {
    camera.fit(x0 - 1, y0 - 1, x1 + 1, y1 + 1);
    return;
  }
  // The tile a decision is about, outlined on the board, comes into view (at this zoom) when the
  // turn bar grown for the choices or the last view left any of it out (its outline is how the
  // hint's words find it).
  if (const int bt = decisionTile(shown, shown.session().decision()); bt >= 0) {
    const Cell t = b.cellOf(bt);
    const ImVec2 tl = camera.cellTopLeft(t.x, t.y);
    const float in = 2.0f, side = camera.tilePx() - 2.0f * in;
    bool out = false;
    for (const ImVec2 corner :
         {ImVec2(tl.x + in, tl.y + in), ImVec2(tl.x + in + side, tl.y + in),
          ImVec2(tl.x + in, tl.y + in + side), ImVec2(tl.x + in + side, tl.y + in + side)})
      out |= !camera.view().contains(corner) || ui::overWindow(corner);
    if (out) camera.show(t.x - 1, t.y - 1, t.x + 1, t.y + 1);
  }
}

void drawChoiceMarks(const GameView& shown, ChoiceMarks& marks, ImDrawList* dl) {
  marks.ringed.clear();
  marks.proposed.clear();
  marks.pickedOwn.on = false;
  marks.choiceWords.clear();  // its features are kept (asked again only when they change)
  ChoiceList list;
  listChoices(shown, marks, list);
  if (list.items.empty()) return;
  int hovered = -1;
  if (marks.hoveredRevision == shown.session().revision())
    for (size_t i = 0; i < list.items.size(); ++i)
      if (list.items[i].id == marks.hovered) hovered = static_cast<int>(i);
  std::vector<ChoiceBadge> badges;
  choiceBadges(shown, marks.markerGroup, list, badges);
  SpotFeature label;  // the hovered choice's features in words, over the badges
  ImVec2 labelAt;
  bool labelled = false;
  if (hovered >= 0) {
    // A bright ring, gently pulsing, around each spot; a pair joined by a line. Under the
    // badges, so no number is crossed out.
    std::vector<ChoiceSpot> spots;
    choiceSpots(shown, marks.markerGroup, list, list.items[static_cast<size_t>(hovered)], spots);
    const float t = shown.camera().tilePx();
    const float pulse = 1.0f + 0.08f * std::sin(static_cast<float>(ImGui::GetTime()) * 6.0f);
    const float rad = std::max(16.0f, figureHeight(shown) * 0.75f) * pulse;
    ringSpots(dl, spots, rad, std::max(3.0f, t * 0.03f), IM_COL32(255, 236, 60, 255));
    for (const ChoiceSpot& s : spots) marks.ringed.push_back(s.at);
    labelled = drawChoiceFeatures(shown, marks, dl, list.items[static_cast<size_t>(hovered)], spots,
                                  label, labelAt);
  }
  // Steady white rings while no choice is hovered (a hovered one rings its own spots instead).
  const float steadyRad = std::max(16.0f, figureHeight(shown) * 0.75f);
  const float steadyW = std::max(2.5f, shown.camera().tilePx() * 0.025f);
  const ImU32 white = IM_COL32(255, 255, 255, 255);
  // A choice about a proposed pair: the pair, joined. Its words name them by cells, which a
  // phone's board does not label, and a phone has no hover to ring them.
  if (hovered < 0)
    for (const ListedChoice& c : list.items) {
      if (!namesSubject(shown, c)) continue;
      std::vector<ChoiceSpot> spots;
      choiceSpots(shown, marks.markerGroup, list, c, spots);
      ringSpots(dl, spots, steadyRad, steadyW, white);
      for (const ChoiceSpot& s : spots) marks.proposed.push_back(s.at);
    }
  // The second step's first pick, the same in every choice listed: which of the player's
  // followers they picked.
  marks.pickedOwn.on =
      hovered < 0 && list.firstStep >= 0 && figureAt(shown, list.firstStep, marks.pickedOwn.at);
  if (marks.pickedOwn.on)
    ringSpots(dl, {{list.firstStep, marks.pickedOwn.at, false}}, steadyRad, steadyW, white);
  // A badge pushed off its place points at its follower.
  for (const ChoiceBadge& b : badges)
    if (b.pushed) {
      dl->AddLine(b.follower, b.at, IM_COL32(20, 20, 30, 220), 4.0f);
      dl->AddLine(b.follower, b.at, IM_COL32(255, 255, 255, 230), 1.5f);
    }
  for (const ChoiceBadge& b : badges)
    drawNumberBadge(dl, b.at, b.radius, b.number, b.choice == hovered);
  marks.choiceLabel = labelled ? labelSpotFeature(shown, dl, label, labelAt,
                                                  std::max(16.0f, figureHeight(shown) * 0.75f))
                               : Rect{};
}

}  // namespace carc::app
