// The game log: one line per action and per scoring, in the current language, rebuilt only
// when the position or the language changes.
#include <string>
#include <vector>

#include "app/action_text.h"
#include "app/app.h"
#include "app/i18n.h"
#include "app/screens.h"
#include "engine/modes/base/expansion.h"
#include "engine/modes/base/expansions/bets.h"
#include "engine/modes/base/expansions/la_porxada.h"
#include "engine/modes/base/expansions/mage_witch.h"

namespace carc::app {

namespace {

const char* featureKey(int kind) {
  switch (static_cast<FeatureKind>(kind)) {
    case FeatureKind::Road:
      return "feature.road";
    case FeatureKind::City:
      return "feature.city";
    case FeatureKind::Cloister:
      return "feature.cloister";
    case FeatureKind::Field:
      return "feature.field";
    default:
      return "feature.other";
  }
}

}  // namespace

const char* featureName(int kind) {
  return tr(featureKey(kind));
}

// Declared in action_text.cpp, its other user.
const char* featureForm(int kind, const char* form) {
  return tr(std::string(featureKey(kind)) + "." + form);
}

const char* scoreColumnName(const RuleSet& rules, int column) {
  const std::vector<std::string>& names = rules.scoreColumns();
  if (column < 0 || column >= static_cast<int>(names.size())) return "?";
  return tr("score." + names[static_cast<size_t>(column)]);
}

namespace {

// One player's part of a scoring, naming bonuses (wind rose, bet) and modifiers (magician,
// witch) rather than calling them a feature. what: the feature in the object's form.
std::string scoreLine(App& app, const ScoreEvent& s, int p, int pts, const std::string& what) {
  const std::string who = app.playerName(p), points = trCount("count.points", pts);
  const RuleSet& rules = app.session.rules();
  const int betColumn = rules.scoreColumn("bet");
  // A farm scores by the completed cities it supplies, not by its size: its line counts those.
  const bool farm = s.kind == FeatureKind::Field && s.column != betColumn;
  const std::string tiles =
      farm ? trCount("count.cities", s.cities) : trCount("count.tiles", s.tileCount);
  std::string line;
  if (s.column == rules.scoreColumn("windrose"))
    line = trf("log.windrose", {who, points});
  else if (s.column == betColumn)
    // Settled on no feature: a bookmaker tile with only a field, at the end (tileCount 0).
    line = pts                           ? trf("log.bet_won", {who, points, what, tiles})
           : s.kind == FeatureKind::None ? trf("log.bet_lost_none", {who})
                                         : trf("log.bet_lost", {who, what, tiles});
  else if (s.kind == FeatureKind::None)
    line = trf("log.bonus", {who, points, scoreColumnName(rules, s.column)});
  else
    line = trf(farm      ? "log.field_score"
               : s.final ? "log.final_score"
                         : "log.score",
               {who, points, what, tiles});
  // The parts of the points from expansions, in the order they were added: a value change (La
  // Porxada's unfinished city scored as if complete), then a modifier (magician, witch).
  auto part = [&](int column, int n) {
    if (n)
      line += " (" + std::string(scoreColumnName(rules, column)) + " " + (n > 0 ? "+" : "") +
              std::to_string(n) + ")";
  };
  part(s.bonusColumn, s.bonus[static_cast<size_t>(p)]);
  part(s.adjustColumn, s.adjust[static_cast<size_t>(p)]);
  // A settled bet's chip, turned up: which one won or lost (it goes back to the supply).
  const int face = s.column == betColumn ? s.followers[static_cast<size_t>(p)] - 1 : -1;
  if (face >= 0 && face < kChipsPerPlayer)
    line += " (" + trf("log.bet_chip", {kChipFaces[face].name}) + ")";
  return line;
}

// La Porxada in a game with it, its state now, and the placed-tile index of its tile (-1: not
// placed yet). Once placed, the tile, its option and the city's root stay as they were.
struct Porxada {
  const LaPorxadaData* d = nullptr;
  int tile = -1;
  Porxada(const Rules& r, const State& s) {
    if (const Expansion* e = r.expansion("la-porxada")) {
      d = &r.ext<LaPorxadaData>(s, e);
      if (d->tile != kNone8 && d->tile < s.board.tileCount) tile = d->tile;
    }
  }
  bool bonus() const { return tile >= 0 && d->option == kPorxadaBonusChosen; }
  // Whether a scoring during play completed the La Porxada city (its followers took tokens): the
  // city's own scoring, not a bet settled on it after.
  bool completes(const Rules& r, const State& s, const ScoreEvent& e) const {
    return bonus() && e.kind == FeatureKind::City && e.complete && !e.final &&
           e.column != r.scoreColumn("bet") &&
           s.features.find(s.board.tiles[tile].segBase + d->citySeg) == e.feature;
  }
};

}  // namespace

const std::vector<LogLine>& gameLog(App& app) {
  LogLines& cache = app.logLines;
  std::vector<LogLine>& lines = cache.lines;
  GameSession& gs = app.session;
  if (cache.revision == gs.revision() && cache.language == i18n().revision() &&
      cache.game == &gs.game())
    return lines;
  cache.revision = gs.revision();
  cache.language = i18n().revision();
  cache.game = &gs.game();
  lines.clear();
  const Game& g = gs.game();
  const Rules& r = gs.baseRules();
  const auto& events = g.events();
  const Porxada px(r, gs.baseState());
  size_t ev = 0;
  auto flushEvents = [&](int upTo) {
    for (; ev < events.size() && events[ev].action <= upTo; ++ev) {
      const GameEvent& e = events[ev];
      if (e.type == GameEvent::kDiscard) {
        LogLine l{tr("log.discard"), -1, false};
        l.tile = e.tile;
        lines.push_back(l);
        continue;
      }
      const ScoreEvent& s = e.score;
      const int kind = static_cast<int>(s.kind);
      const int event = static_cast<int>(ev);
      // Tokens are taken by everyone with a follower in the La Porxada city, winner or not (the
      // gold disc by a name shows who holds one; the log says when it came).
      auto tokens = [&] {
        if (!px.completes(r, gs.baseState(), s)) return;
        const PlacedTile& t = gs.baseState().board.tiles[px.tile];
        bool any = false;
        for (int p = 0; p < kMaxPlayers; ++p) {
          if (!s.followers[static_cast<size_t>(p)]) continue;
          any = true;
          LogLine l{trf("log.px_token", {app.playerName(p)}), p, false};
          l.addCell(t.x, t.y);
          lines.push_back(l);
        }
        if (!any) {
          LogLine l{tr("log.px_no_token"), -1, false};
          l.addCell(t.x, t.y);
          lines.push_back(l);
        }
      };
      // A magic figure on a feature scored during play leaves the board, even if nobody scored
      // (MageWitch::onFeatureScored marks such an event with its column).
      auto magicLeaves = [&] {
        const int magician = r.scoreColumn("magician"), witch = r.scoreColumn("witch");
        if (s.final || (s.adjustColumn != magician && s.adjustColumn != witch)) return;
        LogLine l{tr(s.adjustColumn == magician ? "log.magician_leaves" : "log.witch_leaves"), -1,
                  false};
        l.event = event;
        lines.push_back(l);
      };
      if (!s.winners && s.column != r.scoreColumn("bet")) {
        if (!s.final) {
          LogLine l{trf("log.completed",
                        {featureName(kind), trCount("count.points", worthWithFigure(r, s))}),
                    -1, false};
          l.event = event;
          lines.push_back(l);
          magicLeaves();
          tokens();
        }
        continue;
      }
      const std::string what = featureForm(kind, "acc");
      for (int p = 0; p < kMaxPlayers; ++p) {
        const size_t q = static_cast<size_t>(p);
        const bool bettor = s.column == r.scoreColumn("bet") && s.followers[q];
        if (!((s.winners >> p) & 1) && !s.adjust[q] && !bettor) continue;
        const int pts = s.earned(p);
        if (pts == 0 && s.final && !bettor) continue;  // e.g. a farm next to no finished city
        LogLine l{scoreLine(app, s, p, pts, what), p, pts != 0};
        l.event = event;
        l.final = s.final != 0;
        lines.push_back(l);
      }
      magicLeaves();
      tokens();
    }
  };
  // A placer with no follower on the board has only the bonus, taken without a decision
  // (LaPorxada::afterPlacement): the record holds no line for it, so the log says it here.
  bool porxadaChosen = false;
  for (size_t i = 0; i < g.cursor(); ++i) porxadaChosen |= g.actions()[i].kind == kActPorxadaBonus;
  const bool porxadaAutomatic = px.bonus() && !porxadaChosen;
  flushEvents(-1);
  const auto& notes = gs.notes();
  int placedType = -1, placedRot = 0, placedX = 0, placedY = 0;
  for (size_t i = 0; i < g.cursor() && i < notes.size(); ++i) {
    const Action& a = g.actions()[i];
    const ActionNote& n = notes[i];
    const std::string who = app.playerName(n.player);
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
      // A quarter rose outside its section scores nothing and makes no event: say so, or the
      // rule looks forgotten (a rose in its section gets a scoring line after this one).
      bool quarter = false, scored = false;
      for (const auto& kv : r.type(n.tile).attrs)
        quarter |= kv.first == "rose" && kv.second.size() == 2;
      for (const GameEvent& e : events)
        scored |= e.action == move && e.type == GameEvent::kScore &&
                  e.score.column == r.scoreColumn("windrose");
      if (quarter && !scored) {
        LogLine w{trf("log.windrose_none", {who}), n.player, false, move};
        w.addCell(a.x, a.y);
        lines.push_back(w);
      }
      if (porxadaAutomatic && gs.baseState().board.tiles[px.tile].x == a.x &&
          gs.baseState().board.tiles[px.tile].y == a.y) {
        LogLine b{trf("log.px_auto_bonus", {who}), n.player, false, move};
        b.addCell(a.x, a.y);
        lines.push_back(b);
      }
    } else if (a.kind == kActMeeple) {
      std::string where = "?";
      if (placedType >= 0 && a.loc < kLocations) {
        const TileType& t = r.type(placedType);
        const int local = t.rot[placedRot & 3].seg[a.loc];
        if (local >= 0) where = featureForm(static_cast<int>(t.seg[local].kind), "onto");
      }
      LogLine l{trf("log.meeple", {who, where}), n.player, false, move};
      if (placedType >= 0)
        l.addCell(placedX, placedY);  // the meeple stands on the tile just placed
      lines.push_back(l);
    } else if (a.kind == kActPass && n.decision.owner == 0) {
      lines.push_back({trf("log.pass", {who}), n.player, false, move});
    } else if (n.decision.owner > 0) {
      const std::string text = playedText(app, n.decision, a, n);
      if (!text.empty()) {
        LogLine l{text, n.player, false, move};
        // A magic figure's place and a settled bet name a cell; a swap, a refusal and a magic
        // figure's removal the cells its figures stood on.
        if (a.kind == kActMagicPlace || a.kind == kActSettle) l.addCell(a.x, a.y);
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

void logLineCells(App& app, const LogLine& line, std::vector<Cell>& out) {
  out.assign(line.cells.begin(), line.cells.begin() + line.cellCount);
  const auto& events = app.session.game().events();
  if (line.event < 0 || static_cast<size_t>(line.event) >= events.size()) return;
  // Placed-tile indices: the tiles were all down when the event happened, and the log only shows
  // events before the current position.
  const ScoreEvent& ev = events[static_cast<size_t>(line.event)].score;
  const Board& b = app.session.baseState().board;
  for (int i = 0; i < ev.tileCount; ++i) {
    const int t = ev.tiles[static_cast<size_t>(i)];
    if (t < b.tileCount) out.push_back(Cell{b.tiles[t].x, b.tiles[t].y});
  }
}

}  // namespace carc::app
