// The Castle's decisions in words (en/ro/cs, assets/i18n castle.*): the follower step names the
// figure by the feature it goes on (a herald on a path, a squire on a house, a knight on a tower,
// a merchant on a court, a preacher on a chapel; the Falcon's king and falconer by name), the
// order of scoring, a wall tile used now or kept, the end-game wall tiles, and a wall tile found
// on a corner tower; the log says the same of the moves played.
#include <string>

#include "app/action_text.h"
#include "app/game_view.h"
#include "app/i18n.h"
#include "app/modes/castle/castle_ui.h"

namespace carc::app::castle_ui {
namespace {

// "a herald", "the king": a figure of kind `kind` on a feature of kind `feature`.
std::string figureWord(const GameView& shown, int kind, FeatureKind feature) {
  if (const castle::FigureKindInfo* info = rulesOf(shown.session().rules()).figureInfo(kind))
    return tr("castle.fig." + info->name);
  return tr("castle.fig." + std::string(kKindNames[static_cast<size_t>(feature)]));
}

// The segment of the follower step's action (the tile placed this turn), or -1.
int followerSegment(const GameView& shown, const Action& a) {
  const BoardModel& b = shown.board();
  return b.segmentAt(shown.tileSet(), b.lastPlaced, a.loc);
}

// The feature a doubling is about, as the position shown holds it (-1: none).
int pendingFeature(const GameView& shown) {
  const castle::CastleState& s = stateOf(shown.viewPosition());
  const int seg = s.pendingSeg == castle::kNone16 ? -1 : s.pendingSeg;
  return seg < static_cast<int>(shown.board().segs.size()) ? seg : -1;
}

std::string featureOf(const GameView& shown, int seg, Role role) {
  return seg < 0 ? std::string("?") : featureText(shown, seg, role);
}

}  // namespace

std::string wordChoice(const GameView& shown, const Decision& d, const Action& a) {
  const std::string n = std::to_string(a.arg0);
  if (a.kind == kActMeeple) {
    const int seg = followerSegment(shown, a);
    if (seg < 0) return {};
    const FeatureKind kind = shown.board().segs[static_cast<size_t>(seg)].kind;
    return trf("castle.put",
               {figureWord(shown, a.arg0, kind), featureText(shown, seg, Role::Onto)});
  }
  if (a.kind == castle::kActScoreNext)
    return trf("castle.next", {featureAt(shown, a, Role::Object)});
  if (a.kind == kActPass &&
      (d.phase == castle::kPhaseWallDouble || d.phase == castle::kPhaseWallExtra))
    return trf("castle.keep_tile", {std::to_string(d.arg)});
  if (a.kind != castle::kActWall) return {};
  switch (d.phase) {
    case castle::kPhaseWallDouble:
      return trf("castle.double", {n, featureOf(shown, pendingFeature(shown), Role::Object)});
    case castle::kPhaseWallExtra:
      return trf("castle.extra", {n});
    case castle::kPhaseWallFinish:
      return trf("castle.finish", {n, featureAt(shown, a, Role::Object)});
    default:
      return {};
  }
}

bool wordPlayed(const GameView& shown, const Decision& d, const Action& a, const ActionNote& note,
                std::string& out) {
  const std::string who = shown.playerName(d.player), n = std::to_string(a.arg0);
  const int seg = note.segs[0];
  const bool known = seg >= 0 && seg < static_cast<int>(shown.board().segs.size());
  if (a.kind == kActMeeple) {
    if (!known) return false;
    const FeatureKind kind = shown.board().segs[static_cast<size_t>(seg)].kind;
    out = trf("castle.log_put",
              {who, figureWord(shown, a.arg0, kind), featureText(shown, seg, Role::Onto)});
    return true;
  }
  if (a.kind == castle::kActScoreNext) {
    out = trf("castle.log_next", {who, featureAt(shown, a, Role::Object)});
    return true;
  }
  if (a.kind == kActPass &&
      (d.phase == castle::kPhaseWallDouble || d.phase == castle::kPhaseWallExtra)) {
    out = trf("castle.log_keep", {who, std::to_string(d.arg)});
    return true;
  }
  if (a.kind != castle::kActWall) return false;
  switch (d.phase) {
    case castle::kPhaseWallDouble:
      out = trf("castle.log_double", {who, n, known ? featureText(shown, seg, Role::Object) : "?"});
      return true;
    case castle::kPhaseWallExtra:
      out = trf("castle.log_extra", {who, n});
      return true;
    case castle::kPhaseWallFinish:
      out = trf("castle.log_finish", {who, n, featureAt(shown, a, Role::Object)});
      return true;
    case castle::kPhaseWallReveal:
      out = trf("castle.log_found", {who, n});
      return true;
    default:
      return false;
  }
}

std::string wordHint(const GameView& shown, const Decision& d) {
  const std::string n = std::to_string(d.arg);
  switch (d.phase) {
    case castle::kPhaseScoreNext:
      return tr("castle.hint_next");
    case castle::kPhaseWallDouble:
      return trf("castle.hint_double", {n, featureOf(shown, pendingFeature(shown), Role::Object)});
    case castle::kPhaseWallExtra:
      return trf("castle.hint_extra", {n});
    case castle::kPhaseWallFinish:
      return trf("castle.hint_finish", {n});
    default:
      return {};
  }
}

int doubledTile(const GameView& shown, const Decision& d) {
  if (d.phase != castle::kPhaseWallDouble) return -1;
  const int seg = pendingFeature(shown);
  return seg < 0 ? -1 : shown.board().segs[static_cast<size_t>(seg)].placed;
}

void noteFeature(const RuleSet& r, const Game& g, const Action& a, ActionNote& note) {
  // The feature a follower goes on, and the one a wall tile doubles: the log names them.
  const castle::CastleState& s = stateOf(g.state());
  if (a.kind == kActMeeple && s.lastTile != castle::kNone8)
    note.segs[0] = rulesOf(r).segmentAt(s, s.lastTile, a.loc);
  if (g.decision().phase == castle::kPhaseWallDouble && s.pendingSeg != castle::kNone16)
    note.segs[0] = s.pendingSeg;
}

}  // namespace carc::app::castle_ui
