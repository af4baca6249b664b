// The Castle's board around its tiles: under them the castle's ground, the empty tile spaces,
// the wall and on its outer side the scoring track (0-99, numbered every five; the Falcon's gates
// as dark arches between their spaces) with the corner towers, a face-down wall tile on each that
// still holds one; over the figures both players' markers on the track and their keeps.
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "app/expansion_view.h"
#include "app/game_view.h"
#include "app/i18n.h"
#include "app/label_layout.h"
#include "app/modes/castle/castle_ui.h"
#include "app/screens.h"
#include "app/tile_painter.h"

namespace carc::app::castle_ui {
namespace {

constexpr ImU32 kStone = IM_COL32(164, 154, 134, 255);  // the wall's top, as the tiles' walls
constexpr ImU32 kStoneLit = IM_COL32(184, 174, 154, 255);
constexpr ImU32 kStoneDark = IM_COL32(92, 80, 68, 255);
constexpr ImU32 kSpace = IM_COL32(98, 92, 80, 255);  // the castle's paved floor, no tile on it
constexpr ImU32 kSpaceEdge = IM_COL32(114, 107, 94, 255);
constexpr ImU32 kTrackA = IM_COL32(218, 206, 178, 255);
constexpr ImU32 kTrackB = IM_COL32(196, 184, 154, 255);
constexpr ImU32 kGate = IM_COL32(60, 44, 30, 255);
constexpr ImU32 kInk = IM_COL32(40, 32, 24, 255);
constexpr ImU32 kPlate = IM_COL32(246, 238, 214, 255);
constexpr ImU32 kWallTileBack = IM_COL32(40, 70, 130, 255);

ImVec2 cellCorner(const GameView& shown, const Cell& c) {
  return shown.camera().cellTopLeft(c.x, c.y);
}

// Merlons along the wall's outer edge, on its top: a dark block with a lit top each.
void battlements(const GameView& shown, ImDrawList* dl, const CastleBoardPicture& pic) {
  const float t = shown.camera().tilePx();
  if (t < 12.0f) return;
  const float length = t * 0.09f, across = std::max(1.5f, t * 0.045f), in = t * 0.075f;
  const size_t n = pic.outline.size();
  for (size_t i = 0; i < n; ++i) {
    const BoardPoint a = pic.outline[i], b = pic.outline[(i + 1) % n];
    const float dx = b.x - a.x, dy = b.y - a.y, l = std::hypot(dx, dy);
    const int count = static_cast<int>(l / 0.3f);
    const ImVec2 u(dx / l, dy / l), v(-dy / l, dx / l);  // along; inward (the outline is clockwise)
    for (int k = 0; k < count; ++k) {
      const float f = (static_cast<float>(k) + 0.5f) / static_cast<float>(count);
      const ImVec2 p = onScreen(shown, BoardPoint{a.x + dx * f, a.y + dy * f});
      const ImVec2 c(p.x + v.x * in, p.y + v.y * in);
      const float hx = std::fabs(u.x) * length + std::fabs(v.x) * across,
                  hy = std::fabs(u.y) * length + std::fabs(v.y) * across;
      dl->AddRectFilled(ImVec2(c.x - hx, c.y - hy), ImVec2(c.x + hx, c.y + hy), kStoneDark);
      if (across > 3.0f)
        dl->AddRectFilled(ImVec2(c.x - hx + 1.5f, c.y - hy + 1.5f),
                          ImVec2(c.x + hx - 1.5f, c.y + hy - 1.5f), kStoneLit);
    }
  }
}

// The wall's stones and the tile spaces inside it.
void wallAndSpaces(const GameView& shown, ImDrawList* dl, const CastleBoardPicture& pic) {
  const float t = shown.camera().tilePx();
  for (const Cell& c : pic.wall) {
    const ImVec2 a = cellCorner(shown, c);
    dl->AddRectFilled(a, ImVec2(a.x + t, a.y + t), kStone);
  }
  for (const Cell& c : pic.spaces) {
    const ImVec2 a = cellCorner(shown, c);
    dl->AddRectFilled(a, ImVec2(a.x + t, a.y + t), kSpace);
    dl->AddRect(ImVec2(a.x + 1, a.y + 1), ImVec2(a.x + t - 1, a.y + t - 1), kSpaceEdge);
  }
  battlements(shown, dl, pic);
  std::vector<ImVec2> edge;
  for (const BoardPoint& p : pic.outline) edge.push_back(onScreen(shown, p));
  dl->AddPolyline(edge.data(), static_cast<int>(edge.size()), kStoneDark, ImDrawFlags_Closed,
                  std::max(2.0f, t * 0.05f));
}

// The track's slots as a band of stones along the wall.
void track(const GameView& shown, ImDrawList* dl, const CastleBoardPicture& pic) {
  const float half = pic.slotLength * 0.5f, across = kTrackWidth * 0.5f;
  for (const TrackSlot& s : pic.track) {
    const BoardPoint along{-s.out.y, s.out.x};
    auto corner = [&](float a, float b) {
      return onScreen(shown, BoardPoint{s.at.x + along.x * a + s.out.x * b,
                                        s.at.y + along.y * a + s.out.y * b});
    };
    const ImVec2 q[4] = {corner(-half, -across), corner(half, -across), corner(half, across),
                         corner(-half, across)};
    const ImU32 fill = s.space < 0 ? kGate : s.space % 2 ? kTrackB : kTrackA;
    dl->AddConvexPolyFilled(q, 4, fill);
    dl->AddPolyline(q, 4, kStoneDark, ImDrawFlags_Closed, 1.0f);
  }
}

// Every fifth space's number on a pale plate, over the towers (so none hides one), as large as
// the band allows.
void trackNumbers(const GameView& shown, ImDrawList* dl, const CastleBoardPicture& pic) {
  const float t = shown.camera().tilePx();
  if (t < 16.0f) return;
  ImFont* f = ImGui::GetFont();
  const float fs = std::max(9.0f, std::min(t * kTrackWidth * 0.58f, t * pic.slotLength * 1.2f));
  for (const TrackSlot& s : pic.track) {
    if (s.space < 0 || s.space % 5 != 0) continue;
    const std::string n = std::to_string(s.space);
    const ImVec2 c = onScreen(shown, s.at), ts = f->CalcTextSizeA(fs, 1e9f, 0, n.c_str());
    const ImVec2 a(c.x - ts.x * 0.5f - 2.0f, c.y - ts.y * 0.5f),
        b(c.x + ts.x * 0.5f + 2.0f, c.y + ts.y * 0.5f);
    dl->AddRectFilled(a, b, kStoneDark);  // square corners: few vertices a frame
    dl->AddRectFilled(ImVec2(a.x + 1, a.y + 1), ImVec2(b.x - 1, b.y - 1), kPlate);
    dl->AddText(f, fs, ImVec2(c.x - ts.x * 0.5f, c.y - ts.y * 0.5f), kInk, n.c_str());
  }
}

// The corner towers on the band's outer edge (castle_board_model.h: kTowerOut), round turrets in
// the tiles' look, each with its face-down wall tile while one lies there (the view hides which:
// a player's view never knows, castle_view.cpp).
void towers(const GameView& shown, ImDrawList* dl, const CastleBoardPicture& pic,
            const castle::CastleState& s) {
  const float t = shown.camera().tilePx(), r = pic.slotLength * t * 0.72f;
  const float line = std::max(1.5f, t * 0.03f);
  for (size_t i = 0; i < pic.towerAt.size(); ++i) {
    const ImVec2 c = onScreen(shown, pic.towerAt[i]);
    dl->AddCircleFilled(c, r + line, kStoneDark, 20);
    dl->AddCircleFilled(c, r, kStone, 20);
    for (int k = 0; k < 8 && r > 8.0f; ++k) {  // merlons round its top
      const float a = static_cast<float>(k) * 0.785398f, m = std::max(1.0f, r * 0.13f);
      const ImVec2 p(c.x + std::cos(a) * r * 0.8f, c.y + std::sin(a) * r * 0.8f);
      dl->AddRectFilled(ImVec2(p.x - m, p.y - m), ImVec2(p.x + m, p.y + m), kStoneDark);
    }
    if (!s.tower[i]) continue;
    const float h = r * 0.5f;
    dl->AddRectFilled(ImVec2(c.x - h - 1, c.y - h - 1), ImVec2(c.x + h + 1, c.y + h + 1), kInk);
    dl->AddRectFilled(ImVec2(c.x - h, c.y - h), ImVec2(c.x + h, c.y + h), kWallTileBack);
    dl->AddRect(ImVec2(c.x - h * 0.7f, c.y - h * 0.7f), ImVec2(c.x + h * 0.7f, c.y + h * 0.7f),
                IM_COL32(200, 215, 240, 255));
  }
}

// The follower step: right of each spot of the placed tile, the figures it takes by name (a
// herald on a path, a knight on a tower, ...; the king, the falconer where they may go), so the
// board says which follower a feature takes without a hover (a phone has none). The names are
// placed apart from one another and from the spots (label_layout.h; a small tile's spots are
// close), a line to its spot from a name moved away.
void followerNames(const GameView& shown, ImDrawList* dl) {
  const Decision d = shown.session().decision();
  if (shown.viewer() || d.owner != 0 || d.phase != kPhasePlaceMeeple) return;
  std::vector<MeepleSpot> spots;
  meepleSpots(shown, spots);
  const BoardModel& b = shown.board();
  const castle::CastleRules& r = rulesOf(shown.session().rules());
  const ActionList& legal = shown.legal();
  ImFont* f = ImGui::GetFont();
  const float fs = std::clamp(shown.camera().tilePx() * 0.14f, 12.0f, 16.0f);
  // The spots' markers, their lit ring included (board_view.cpp: the follower step).
  const float radius = meepleMarkRadius(shown.camera().tilePx()) + kLitMeepleRing;
  std::vector<LabelWant> wants;  // the spots first (they stay), then the names
  for (const MeepleSpot& m : spots)
    wants.push_back(LabelWant{m.at, ImVec2(radius * 2.0f, radius * 2.0f)});
  std::vector<std::string> texts;
  std::vector<ImVec2> at;  // each name's spot
  for (const MeepleSpot& m : spots) {
    const int seg = b.segmentAt(shown.tileSet(), b.lastPlaced, m.loc);
    if (seg < 0) continue;
    std::string names;
    for (const Action& a : legal) {
      if (a.kind != kActMeeple || a.loc != m.loc) continue;
      const castle::FigureKindInfo* info = r.figureInfo(a.arg0);
      const std::string kind =
          info
              ? info->name
              : std::string(kKindNames[static_cast<size_t>(b.segs[static_cast<size_t>(seg)].kind)]);
      names += (names.empty() ? "" : " · ") + std::string(tr("castle.name." + kind));
    }
    const ImVec2 ts = f->CalcTextSizeA(fs, 1e9f, 0, names.c_str());
    wants.push_back(LabelWant{ImVec2(m.at.x + radius + 4.0f + ts.x * 0.5f, m.at.y),
                              ImVec2(ts.x + 6.0f, ts.y + 2.0f)});
    texts.push_back(names);
    at.push_back(m.at);
  }
  Rect frame = shown.camera().view();
  frame.x0 += 2, frame.y0 += 2, frame.x1 -= 2, frame.y1 -= 2;
  const std::vector<Rect> boxes = placeLabels(wants, frame, 2.0f);
  for (size_t i = 0; i < texts.size(); ++i) {
    const Rect& box = boxes[spots.size() + i];
    // Moved away from its spot by the others: a line from the spot to it.
    const ImVec2 near(std::clamp(at[i].x, box.x0, box.x1), std::clamp(at[i].y, box.y0, box.y1));
    if (std::hypot(near.x - at[i].x, near.y - at[i].y) > radius + 8.0f)
      dl->AddLine(at[i], near, IM_COL32(20, 20, 26, 225), 2.0f);
    dl->AddRectFilled(ImVec2(box.x0, box.y0), ImVec2(box.x1, box.y1), IM_COL32(20, 20, 26, 225), 3);
    dl->AddText(f, fs, ImVec2(box.x0 + 3.0f, box.y0 + 1.0f), IM_COL32_WHITE, texts[i].c_str());
  }
}

}  // namespace

void drawCastleGround(const GameView& shown, ImDrawList* dl, const Position& view) {
  const CastleBoardPicture& pic = pictureOf(shown.session().rules());
  wallAndSpaces(shown, dl, pic);
  track(shown, dl, pic);
  towers(shown, dl, pic, stateOf(view));
  trackNumbers(shown, dl, pic);
}

void drawCastleMarkers(const GameView& shown, ImDrawList* dl, const Position& view) {
  const castle::CastleState& s = stateOf(view);
  const CastleBoardPicture& pic = pictureOf(shown.session().rules());
  const float t = shown.camera().tilePx();
  const float h = std::max(14.0f, pic.slotLength * t * 1.3f);
  const int players = shown.session().players();
  const CastleTrackPart* part = trackPart(shown.session().rules());
  int slotOf[castle::kPlayers] = {};
  for (int p = 0; p < players && p < castle::kPlayers; ++p) {
    const int space = castle::CastleRules::trackSpace(shown.shownTotal(p));
    slotOf[p] = pic.slotOfSpace[static_cast<size_t>(space)];
    // A marker stopped at a gate (an expansion's variant) stands on the gate after its space.
    const size_t next = static_cast<size_t>(slotOf[p] + 1) % pic.track.size();
    if (part && part->markerOnGate(shown.session().rules(), view, p) && pic.track[next].space < 0)
      slotOf[p] = static_cast<int>(next);
  }
  for (int p = 0; p < players && p < castle::kPlayers; ++p) {
    const TrackSlot& slot = pic.track[static_cast<size_t>(slotOf[p])];
    // Both on one slot: side by side along the track.
    const float side = slotOf[0] == slotOf[1] ? (p ? 0.22f : -0.22f) : 0.0f;
    const ImVec2 at =
        onScreen(shown, BoardPoint{slot.at.x - slot.out.y * side * pic.slotLength * 2,
                                   slot.at.y + slot.out.x * side * pic.slotLength * 2});
    drawMeeple(dl, at, h, shown.playerFill(p), shown.playerOutline(p), false);
  }
  // The keeps: on each player's largest scored house, with its size.
  ImFont* f = ImGui::GetFont();
  for (int p = 0; p < players && p < castle::kPlayers; ++p) {
    if (s.keepSeg[static_cast<size_t>(p)] == castle::kNone16) continue;
    const ImVec2 c = segmentSpot(shown, s.keepSeg[static_cast<size_t>(p)], ImVec2(0.18f, -0.18f));
    const float k = std::max(7.0f, t * 0.1f);
    dl->AddRectFilled(ImVec2(c.x - k, c.y - k), ImVec2(c.x + k, c.y + k), shown.playerFill(p));
    for (int b = 0; b < 3; ++b)  // battlements
      dl->AddRectFilled(ImVec2(c.x - k + static_cast<float>(b) * k * 0.8f, c.y - k * 1.4f),
                        ImVec2(c.x - k + static_cast<float>(b) * k * 0.8f + k * 0.4f, c.y - k),
                        shown.playerFill(p));
    dl->AddRect(ImVec2(c.x - k, c.y - k), ImVec2(c.x + k, c.y + k), shown.playerOutline(p));
    const std::string n = std::to_string(s.keepSize[static_cast<size_t>(p)]);
    const ImVec2 ts = f->CalcTextSizeA(k * 1.4f, 1e9f, 0, n.c_str());
    dl->AddText(f, k * 1.4f, ImVec2(c.x - ts.x * 0.5f, c.y - ts.y * 0.5f), shown.playerOutline(p),
                n.c_str());
  }
  followerNames(shown, dl);
}

}  // namespace carc::app::castle_ui
