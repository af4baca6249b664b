#include "app/action_text.h"

#include <cmath>

#include "app/app.h"
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
std::string placeOf(App& app, int seg) {
  const BoardModel& b = app.board();
  const SegmentView& n = b.segs[static_cast<size_t>(seg)];
  const PlacedView& p = b.placed[static_cast<size_t>(n.placed)];
  const std::string cell = coords(p.x, p.y);
  const TileShape& shape = app.geometry->shape(p.type);
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

const UiModule* owner(App& app, const Decision& d) {
  return decisionModule(app.session.rules(), d);
}

}  // namespace

std::string coords(int x, int y) {
  return std::to_string(x) + "," + std::to_string(y);
}

std::string featureText(App& app, int seg, Role role) {
  const int kind = static_cast<int>(app.board().segs[static_cast<size_t>(seg)].kind);
  const std::string place = placeOf(app, seg);
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
std::string featureAt(App& app, const Action& a, Role role) {
  const BoardModel& b = app.board();
  const int seg = b.segmentAt(app.tileSet(), b.placedAt(a.x, a.y), a.loc);
  if (seg < 0) return trf("act.feature_at", {featureForm(-1, "acc"), coords(a.x, a.y)});
  return featureText(app, seg, role);
}

std::string figureFeature(App& app, int figure) {
  const BoardModel& b = app.board();
  if (figure < 0 || figure >= static_cast<int>(b.figures.size())) return "?";
  return featureText(app, b.figures[static_cast<size_t>(figure)].seg, Role::On);
}

std::string notationText(App& app, const Decision& d, const Action& a) {
  if (!taggedDecision(d)) return "?";
  const RuleSet& r = app.session.rules();
  return std::string(r.decisionTag(d)) + ":" + r.printTagValue(app.session.game().state(), d, a);
}

int decisionTile(App& app, const Decision& d) {
  const UiModule* m = owner(app, d);
  return m ? m->decisionTile(app, d) : -1;
}

std::string decisionHint(App& app, const Decision& d) {
  const UiModule* m = owner(app, d);
  return m ? m->decisionHint(app, d) : std::string();
}

std::string choiceText(App& app, const Decision& d, const Action& a) {
  // The module first: a mode names its figures ("Put a knight on the tower at 3,2").
  if (const UiModule* m = owner(app, d)) {
    std::string text = m->choiceText(app, d, a);
    if (!text.empty()) return text;
  }
  if (a.kind == kActMeeple) {  // the "which one?" menu of a finger between two spots
    const BoardModel& b = app.board();
    const int seg = b.segmentAt(app.tileSet(), b.lastPlaced, a.loc);
    return seg < 0 ? "?" : trf("act.meeple", {featureText(app, seg, Role::Onto)});
  }
  if (a.kind == kActPass) return tr("turn.skip");
  return notationText(app, d, a);
}

std::string firstStepText(App& app, int key) {
  const UiModule* m = owner(app, app.session.decision());
  return m ? m->firstStepText(app, key) : std::string("?");
}

std::string playedText(App& app, const Decision& d, const Action& a, const ActionNote& note) {
  std::string text;
  if (const UiModule* m = owner(app, d); m && m->playedText(app, d, a, note, text)) return text;
  if (a.kind == kActPass) return {};
  return app.playerName(d.player) + ": " + notationText(app, d, a);
}

}  // namespace carc::app
