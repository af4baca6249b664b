// The game log: one line per action and per scoring, in the current language, rebuilt only
// when the position or the language changes. The modules of the game's mode and expansions word
// their own decisions and scorings (ui_module.h).
#include <string>
#include <vector>

#include "app/action_text.h"
#include "app/game_view.h"
#include "app/i18n.h"
#include "app/modes/registry.h"
#include "app/screens.h"

namespace carc::app {

namespace {

// feature.<kind> for every kind a mode scores (road, city, ..., a mode's own), feature.other for
// a bonus tied to no feature.
std::string featureKey(int kind) {
  if (kind <= 0 || kind >= kFeatureKinds) return "feature.other";
  return "feature." + std::string(kKindNames[static_cast<size_t>(kind)]);
}

}  // namespace

const char* featureName(int kind) {
  return tr(featureKey(kind));
}

// Declared in action_text.cpp, its other user.
const char* featureForm(int kind, const char* form) {
  return tr(featureKey(kind) + "." + form);
}

const char* scoreColumnName(const RuleSet& rules, int column) {
  const std::vector<std::string>& names = rules.scoreColumns();
  if (column < 0 || column >= static_cast<int>(names.size())) return "?";
  return tr("score." + names[static_cast<size_t>(column)]);
}

namespace {

// One player's part of a scoring, naming bonuses and modifiers rather than calling them a
// feature (a module words the scorings of its own columns). what: the feature in the object's
// form.
std::string scoreLine(const GameView& shown, const std::vector<const UiModule*>& modules,
                      const ScoreEvent& s, int p, int pts, const std::string& what) {
  const std::string who = shown.playerName(p), points = trCount("count.points", pts);
  const RuleSet& rules = shown.session().rules();
  // A farm scores by the completed cities it supplies, not by its size: its line counts those.
  const bool farm = s.kind == FeatureKind::Field && !isStakeColumn(rules, s.column);
  const std::string tiles =
      farm ? trCount("count.cities", s.cities) : trCount("count.tiles", s.tileCount);
  std::string line;
  bool worded = false;
  for (const UiModule* m : modules)
    if (!worded) worded = m->scoreLine(shown, s, p, pts, what, tiles, line);
  if (!worded && s.kind == FeatureKind::None)
    line = trf("log.bonus", {who, points, scoreColumnName(rules, s.column)});
  else if (!worded)
    line = trf(farm      ? "log.field_score"
               : s.final ? "log.final_score"
                         : "log.score",
               {who, points, what, tiles});
  // The parts of the points from expansions, in the order they were added: a value change (a
  // city unfinished scored as if complete), then a modifier (a figure on the feature).
  auto part = [&](int column, int n) {
    if (n)
      line += " (" + std::string(scoreColumnName(rules, column)) + " " + (n > 0 ? "+" : "") +
              std::to_string(n) + ")";
  };
  part(s.bonusColumn, s.bonus[static_cast<size_t>(p)]);
  part(s.adjustColumn, s.adjust[static_cast<size_t>(p)]);
  for (const UiModule* m : modules) m->scoreLineNote(shown, s, p, line);
  return line;
}

// The lines of event `event` of the game: a discard, or a scoring's lines per player and what
// it set off.
void eventLines(const GameView& shown, const std::vector<const UiModule*>& modules, int event,
                std::vector<LogLine>& lines) {
  const GameSession& gs = shown.session();
  const GameEvent& e = gs.game().events()[static_cast<size_t>(event)];
  if (e.type == GameEvent::kDiscard) {
    LogLine l{tr("log.discard"), -1, false};
    l.tile = e.tile;
    lines.push_back(l);
    return;
  }
  const ScoreEvent& s = e.score;
  const int kind = static_cast<int>(s.kind);
  const bool stake = isStakeColumn(gs.rules(), s.column);
  // What the scoring set off (a figure leaving, tokens taken), in the modules' words.
  auto after = [&] {
    for (const UiModule* m : modules) m->afterScoring(shown, s, event, lines);
  };
  if (!s.winners && !stake) {
    if (!s.final) {
      LogLine l{trf("log.completed",
                    {featureName(kind), trCount("count.points", featureWorth(gs.rules(), s))}),
                -1, false};
      l.event = event;
      lines.push_back(l);
      after();
    }
    return;
  }
  const std::string what = featureForm(kind, "acc");
  for (int p = 0; p < kMaxPlayers; ++p) {
    const size_t q = static_cast<size_t>(p);
    const bool staked = stake && s.followers[q];  // won or lost, the stake is told
    if (!((s.winners >> p) & 1) && !s.adjust[q] && !staked) continue;
    const int pts = s.earned(p);
    if (pts == 0 && s.final && !staked) continue;  // e.g. a farm next to no finished city
    LogLine l{scoreLine(shown, modules, s, p, pts, what), p, pts != 0};
    l.event = event;
    l.final = s.final != 0;
    lines.push_back(l);
  }
  after();
}

}  // namespace

const std::vector<LogLine>& gameLog(const GameView& shown, LogLines& cache) {
  std::vector<LogLine>& lines = cache.lines;
  const GameSession& gs = shown.session();
  if (cache.revision == gs.revision() && cache.language == i18n().revision() &&
      cache.game == &gs.game())
    return lines;
  cache.revision = gs.revision();
  cache.language = i18n().revision();
  cache.game = &gs.game();
  lines.clear();
  const Game& g = gs.game();
  const TileSet& tiles = shown.tileSet();
  const std::vector<const UiModule*> modules = uiModulesOf(gs.rules());
  const auto& events = g.events();
  size_t ev = 0;
  auto flushEvents = [&](int upTo) {
    for (; ev < events.size() && events[ev].action <= upTo; ++ev)
      eventLines(shown, modules, static_cast<int>(ev), lines);
  };
  flushEvents(-1);
  const auto& notes = gs.notes();
  int placedType = -1, placedRot = 0, placedX = 0, placedY = 0;
  for (size_t i = 0; i < g.cursor() && i < notes.size(); ++i) {
    const Action& a = g.actions()[i];
    const ActionNote& n = notes[i];
    const std::string who = shown.playerName(n.player);
    const int move = static_cast<int>(i);
    if (a.kind == kActPlace) {
      placedType = n.tile;
      placedRot = a.rot;
      placedX = a.x;
      placedY = a.y;
      // The tile is pictured as placed, not named by its catalogue letter.
      LogLine l{trf("log.place", {who, std::to_string(a.x) + "," + std::to_string(a.y)}), n.player,
                false, move};
      l.tile = n.tile;
      l.rot = a.rot & 3;
      l.addCell(a.x, a.y);
      lines.push_back(l);
      for (const UiModule* m : modules) m->afterPlacement(shown, a, move, n.player, n.tile, lines);
    } else if (a.kind == kActMeeple) {
      std::string where = "?";
      if (placedType >= 0 && a.loc < kLocations) {
        const TileType& t = tiles.types[static_cast<size_t>(placedType)];
        const int local = t.rot[placedRot & 3].seg[a.loc];
        if (local >= 0) where = featureForm(static_cast<int>(t.seg[local].kind), "onto");
      }
      // A mode that names its followers words the line itself (ui_module.h: playedText).
      std::string text;
      if (!modeUi(gs.rules()).playedText(shown, n.decision, a, n, text))
        text = trf("log.meeple", {who, where});
      LogLine l{text, n.player, false, move};
      if (placedType >= 0)
        l.addCell(placedX, placedY);  // the meeple stands on the tile just placed
      lines.push_back(l);
    } else if (a.kind == kActPass && !taggedDecision(n.decision)) {
      lines.push_back({trf("log.pass", {who}), n.player, false, move});
    } else if (taggedDecision(n.decision)) {
      const std::string text = playedText(shown, n.decision, a, n);
      if (!text.empty()) {
        LogLine l{text, n.player, false, move};
        // The cells it names, and those its figures stood on (the note).
        if (const UiModule* m = decisionModule(gs.rules(), n.decision)) m->playedCells(a, l);
        for (int c = 0; c < n.cellCount; ++c)
          l.addCell(n.cells[static_cast<size_t>(c)].x, n.cells[static_cast<size_t>(c)].y);
        lines.push_back(l);
      }
    }
    flushEvents(static_cast<int>(i));
  }
  if (gs.game().over()) {
    LogLine end{tr("log.game_over"), -1, true};
    end.final = true;
    lines.push_back(end);
  }
  return lines;
}

void logLineCells(const GameView& shown, const LogLine& line, std::vector<Cell>& out) {
  out.assign(line.cells.begin(), line.cells.begin() + line.cellCount);
  const auto& events = shown.session().game().events();
  if (line.event < 0 || static_cast<size_t>(line.event) >= events.size()) return;
  // Placed-tile indices: the tiles were all down when the event happened, and the log only shows
  // events before the current position.
  const ScoreEvent& ev = events[static_cast<size_t>(line.event)].score;
  const BoardModel& b = shown.board();
  for (int i = 0; i < ev.tileCount; ++i) {
    const int t = ev.tiles[static_cast<size_t>(i)];
    if (t < static_cast<int>(b.placed.size())) out.push_back(b.cellOf(t));
  }
  if (!ev.tileCount) modeUi(shown.session().rules()).bonusCells(shown, ev, out);  // a bonus's place
}

}  // namespace carc::app
