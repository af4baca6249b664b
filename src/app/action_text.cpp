#include "app/action_text.h"

#include <cmath>

#include "app/game_view.h"
#include "app/i18n.h"
#include "app/modes/registry.h"
#include "app/screens.h"

namespace carc::app {

// A feature kind in one of the forms sentences need (assets/i18n: feature.<kind>.acc, .onto,
// .on); defined in log_text.cpp next to featureName().
const char* featureForm(int kind, const char* form);

namespace {

// A segment's place: its cell, and where on the tile it lies when the tile has another segment
// of the same kind (two roads of one tile would read the same): "2,-1 (north)".
std::string placeOf(const GameView& shown, int seg) {
  const BoardModel& b = shown.board();
  const SegmentView& n = b.segs[static_cast<size_t>(seg)];
  const PlacedView& p = b.placed[static_cast<size_t>(n.placed)];
  const std::string cell = coords(p.x, p.y);
  const TileShape& shape = shown.geometry().shape(p.type);
  int same = 0;
  for (const SegmentShape& g : shape.seg) same += g.kind == n.kind;
  if (same < 2 || n.local >= static_cast<int>(shape.seg.size())) return cell;
  // The segment's anchor on the board (y grows south), as one of eight compass points.
  const ImVec2 u = toBoard(shape.seg[static_cast<size_t>(n.local)].anchor, p.rot);
  const float dx = u.x - 0.5f, dy = u.y - 0.5f;
  static constexpr const char* kSides[8] = {"side.e", "side.ne", "side.n", "side.nw",
                                            "side.w", "side.sw", "side.s", "side.se"};
  const char* side = "side.middle";
  if (dx * dx + dy * dy > 0.01f) {
    const float eighth = std::atan2(-dy, dx) / 0.78539816f;  // counter-clockwise from east
    side = kSides[static_cast<int>(std::lround(eighth)) & 7];
  }
  return trf("act.cell_side", {cell, tr(side)});
}

const UiModule* owner(const GameView& shown, const Decision& d) {
  return decisionModule(shown.session().rules(), d);
}

}  // namespace

std::string coords(int x, int y) {
  return std::to_string(x) + "," + std::to_string(y);
}

std::string featureText(const GameView& shown, int seg, Role role) {
  const int kind = static_cast<int>(shown.board().segs[static_cast<size_t>(seg)].kind);
  const std::string place = placeOf(shown, seg);
  switch (role) {
    case Role::Onto:
      return trf("act.feature_onto", {featureForm(kind, "onto"), place});
    case Role::On:
      return trf("act.feature_on", {featureForm(kind, "on"), place});
    default:
      return trf("act.feature_at", {featureForm(kind, "acc"), place});
  }
}

// The feature's kind never changes once its tile is down, so this reads the same in the log
// later on.
std::string featureAt(const GameView& shown, const Action& a, Role role) {
  const BoardModel& b = shown.board();
  const int seg = b.segmentAt(shown.tileSet(), b.placedAt(a.x, a.y), a.loc);
  if (seg < 0) return trf("act.feature_at", {featureForm(-1, "acc"), coords(a.x, a.y)});
  return featureText(shown, seg, role);
}

std::string figureFeature(const GameView& shown, int figure) {
  const BoardModel& b = shown.board();
  if (figure < 0 || figure >= static_cast<int>(b.figures.size())) return "?";
  return featureText(shown, b.figures[static_cast<size_t>(figure)].seg, Role::On);
}

std::string notationText(const GameView& shown, const Decision& d, const Action& a) {
  if (!taggedDecision(d)) return "?";
  const RuleSet& r = shown.session().rules();
  return std::string(r.decisionTag(d)) + ":" +
         r.printTagValue(shown.session().game().state(), d, a);
}

int decisionTile(const GameView& shown, const Decision& d) {
  const UiModule* m = owner(shown, d);
  return m ? m->decisionTile(shown, d) : -1;
}

std::string decisionHint(const GameView& shown, const Decision& d) {
  const UiModule* m = owner(shown, d);
  return m ? m->decisionHint(shown, d) : std::string();
}

std::string choiceText(const GameView& shown, const Decision& d, const Action& a) {
  // The module first: a mode names its figures ("Put a knight on the tower at 3,2").
  if (const UiModule* m = owner(shown, d)) {
    std::string text = m->choiceText(shown, d, a);
    if (!text.empty()) return text;
  }
  if (a.kind == kActMeeple) {  // the "which one?" menu of a finger between two spots
    const BoardModel& b = shown.board();
    const int seg = b.segmentAt(shown.tileSet(), b.lastPlaced, a.loc);
    return seg < 0 ? "?" : trf("act.meeple", {featureText(shown, seg, Role::Onto)});
  }
  if (a.kind == kActPass) return tr("turn.skip");
  return notationText(shown, d, a);
}

std::string firstStepText(const GameView& shown, int key) {
  const UiModule* m = owner(shown, shown.session().decision());
  return m ? m->firstStepText(shown, key) : std::string("?");
}

std::string playedText(const GameView& shown, const Decision& d, const Action& a,
                       const ActionNote& note) {
  std::string text;
  if (const UiModule* m = owner(shown, d); m && m->playedText(shown, d, a, note, text)) return text;
  if (a.kind == kActPass) return {};
  return shown.playerName(d.player) + ": " + notationText(shown, d, a);
}

}  // namespace carc::app
