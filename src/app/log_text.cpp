// The game log: one line per action and per scoring, in the current language, rebuilt only
// when the position or the language changes.
#include <string>
#include <vector>

#include "app/action_text.h"
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

namespace {

// One player's part of a scoring, naming bonuses (wind rose, bet) and modifiers (magician,
// witch) rather than calling them a feature.
std::string scoreLine(App& app, const ScoreEvent& s, int p, int pts, const std::string& what) {
  const std::string who = app.playerName(p), points = std::to_string(pts);
  const std::string tiles = std::to_string(s.tileCount);
  std::string line;
  if (s.column == kScoreWindRose)
    line = trf("log.windrose", {who, points});
  else if (s.column == kScoreBet)
    line = pts ? trf("log.bet_won", {who, points, what, tiles})
               : trf("log.bet_lost", {who, what, tiles});
  else if (s.kind == FeatureKind::None)
    line = trf("log.bonus", {who, points, scoreColumnName(s.column)});
  else
    line = trf(s.final ? "log.final_score" : "log.score", {who, points, what, tiles});
  const int adjust = s.adjust[static_cast<size_t>(p)];
  if (adjust)
    line += " (" + std::string(scoreColumnName(s.adjustColumn)) + " " + (adjust > 0 ? "+" : "") +
            std::to_string(adjust) + ")";
  return line;
}

}  // namespace

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
      if (!s.winners && s.column != kScoreBet) {
        if (!s.final)
          lines.push_back({trf("log.completed", {what, std::to_string(s.value)}), -1, false});
        continue;
      }
      for (int p = 0; p < kMaxPlayers; ++p) {
        const size_t q = static_cast<size_t>(p);
        const bool bettor = s.column == kScoreBet && s.followers[q];
        if (!((s.winners >> p) & 1) && !s.adjust[q] && !bettor) continue;
        const int pts = s.points[q] + s.adjust[q];
        if (pts == 0 && s.final && !bettor) continue;  // e.g. a farm next to no finished city
        lines.push_back({scoreLine(app, s, p, pts, what), p, pts != 0});
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
    } else if (a.kind == kActPass && n.decision.owner == 0) {
      lines.push_back({trf("log.pass", {who}), n.player, false});
    } else if (n.decision.owner > 0) {
      const std::string text = playedText(app, n.decision, a);
      if (!text.empty()) lines.push_back({text, n.player, false});
    }
    flushEvents(static_cast<int>(i));
  }
  if (gs.state().over()) lines.push_back({tr("log.game_over"), -1, true});
  return lines;
}

}  // namespace carc::app
