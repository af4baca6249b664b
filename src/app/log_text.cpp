// The game log: one line per action and per scoring, in the current language, rebuilt only
// when the position or the language changes.
#include <string>
#include <vector>

#include "app/app.h"
#include "app/i18n.h"
#include "app/screens.h"
#include "engine/core/expansion.h"

namespace carc::app {

const char* featureName(int kind) {
  switch (static_cast<FeatureKind>(kind)) {
    case FeatureKind::Road:
      return tr("feature.road");
    case FeatureKind::City:
      return tr("feature.city");
    case FeatureKind::Cloister:
      return tr("feature.cloister");
    case FeatureKind::Field:
      return tr("feature.field");
    default:
      return tr("feature.other");
  }
}

const char* scoreColumnName(int column) {
  if (column < 0 || column >= kScoreKinds) return "?";
  return tr(std::string("score.") + kScoreKindNames[column]);
}

const std::vector<LogLine>& gameLog(App& app) {
  static std::vector<LogLine> lines;
  static int builtFor = -1, builtLang = -1;
  static const Game* builtGame = nullptr;
  GameSession& gs = app.session;
  if (builtFor == gs.revision() && builtLang == i18n().revision() && builtGame == &gs.game())
    return lines;
  builtFor = gs.revision();
  builtLang = i18n().revision();
  builtGame = &gs.game();
  lines.clear();
  const Game& g = gs.game();
  const Rules& r = gs.rules();
  const auto& events = g.events();
  size_t ev = 0;
  auto flushEvents = [&](int upTo) {
    for (; ev < events.size() && events[ev].action <= upTo; ++ev) {
      const GameEvent& e = events[ev];
      if (e.type == GameEvent::kDiscard) {
        lines.push_back({trf("log.discard", {r.type(e.tile).id}), -1, false});
        continue;
      }
      const ScoreEvent& s = e.score;
      const std::string what = featureName(static_cast<int>(s.kind));
      if (!s.winners) {
        if (!s.final)
          lines.push_back({trf("log.completed", {what, std::to_string(s.value)}), -1, false});
        continue;
      }
      for (int p = 0; p < kMaxPlayers; ++p) {
        if (!((s.winners >> p) & 1) && !s.adjust[static_cast<size_t>(p)]) continue;
        const int pts = s.points[static_cast<size_t>(p)] + s.adjust[static_cast<size_t>(p)];
        if (pts == 0 && s.final) continue;  // e.g. a farm next to no finished city
        lines.push_back(
            {trf(s.final ? "log.final_score" : "log.score",
                 {app.playerName(p), std::to_string(pts), what, std::to_string(s.tileCount)}),
             p, true});
      }
    }
  };
  flushEvents(-1);
  const auto& notes = gs.notes();
  int placedType = -1, placedRot = 0;
  for (size_t i = 0; i < g.cursor() && i < notes.size(); ++i) {
    const Action& a = g.actions()[i];
    const ActionNote& n = notes[i];
    const std::string who = app.playerName(n.player);
    if (a.kind == kActPlace) {
      placedType = n.tile;
      placedRot = a.rot;
      lines.push_back({trf("log.place", {who, n.tile >= 0 ? r.type(n.tile).id : "?",
                                         std::to_string(a.x) + "," + std::to_string(a.y)}),
                       n.player, false});
    } else if (a.kind == kActMeeple) {
      std::string where = "?";
      if (placedType >= 0 && a.loc < kLocations) {
        const TileType& t = r.type(placedType);
        const int local = t.rot[placedRot & 3].seg[a.loc];
        if (local >= 0) where = featureName(static_cast<int>(t.seg[local].kind));
      }
      lines.push_back({trf("log.meeple", {who, where}), n.player, false});
    } else if (a.kind == kActPass) {
      if (n.decision.owner == 0) lines.push_back({trf("log.pass", {who}), n.player, false});
    } else if (n.decision.owner > 0 && n.decision.owner <= r.expansions().size()) {
      const Expansion* e = r.expansions()[n.decision.owner - 1u];
      lines.push_back({who + ": " + std::string(e->notationTag(n.decision)), n.player, false});
    }
    flushEvents(static_cast<int>(i));
  }
  if (gs.state().over()) lines.push_back({tr("log.game_over"), -1, true});
  return lines;
}

}  // namespace carc::app
