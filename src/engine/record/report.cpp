#include "engine/record/report.h"

#include "engine/modes/registry.h"

namespace carc {

namespace {
std::string jsonString(const std::string& s) {
  std::string o = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') {
      o += '\\';
      o += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      static const char* hex = "0123456789abcdef";
      o += "\\u00";
      o += hex[(c >> 4) & 15];
      o += hex[c & 15];
    } else {
      o += c;
    }
  }
  return o + "\"";
}
}  // namespace

std::string randomRecord(std::string_view mode, uint64_t seed, int players,
                         const std::vector<std::string>& expansions, std::string* why) {
  std::string w;
  std::unique_ptr<RuleSet> made = makeRuleSet(mode, expansions, w);
  if (!made) {
    if (why) *why = w;
    return {};
  }
  const RuleSet& rules = *made;
  GameSetup setup;
  setup.players = players;
  setup.seed = seed;
  Game game(rules, setup);
  Rng policy = policyRng(seed);
  ActionList list;
  while (!game.over()) {
    game.legalActions(list);
    game.play(list.items[policy.below(static_cast<uint32_t>(list.count))]);
  }
  RecordHeader h;
  for (int p = 0; p < players; ++p) h.players.push_back("P" + std::to_string(p + 1));
  h.mode = std::string(mode);
  h.seed = seed;
  h.expansions = expansions;
  return printRecord(game, h);
}

namespace {
// One scoring: the turn it came in (the record's turn number; at the end, "final": true), what
// scored (the feature and its tiles; the breakdown column) and what each player took from it.
std::string scoringJson(const LoadedGame& g, const ScoreEvent& e, int turn) {
  std::string o = "    {\"turn\": " + std::to_string(turn) + ", \"feature\": " +
                  jsonString(std::string(kKindNames[static_cast<size_t>(e.kind)])) +
                  ", \"column\": " + jsonString(g.rules->scoreColumns()[e.column]) +
                  ", \"tiles\": " + std::to_string(e.tileCount) +
                  ", \"complete\": " + (e.complete ? "true" : "false") +
                  ", \"final\": " + (e.final ? "true" : "false") + ", \"points\": {";
  bool first = true;
  for (size_t p = 0; p < g.header.players.size() && p < kMaxPlayers; ++p) {
    if (e.earned(static_cast<int>(p)) == 0) continue;
    o += (first ? "" : ", ") + jsonString(g.header.players[p]) + ": " +
         std::to_string(e.earned(static_cast<int>(p)));
    first = false;
  }
  return o + "}}";
}

// The game's scorings so far, then `atEnd` (final scoring of a position ended early).
std::string scoringsJson(const LoadedGame& g, const std::vector<ScoreEvent>& atEnd) {
  std::vector<std::string> items;
  const auto& acts = g.game->actions();
  int turn = 0;
  size_t a = 0;
  for (const GameEvent& e : g.game->events()) {
    for (; a < acts.size() && static_cast<int>(a) <= e.action; ++a)
      turn += acts[a].kind == kActPlace;
    if (e.type == GameEvent::kScore)
      items.push_back(scoringJson(g, e.score, e.score.final ? 0 : turn));
  }
  for (const ScoreEvent& e : atEnd) items.push_back(scoringJson(g, e, 0));
  std::string o = ",\n  \"scorings\": [";
  for (size_t i = 0; i < items.size(); ++i) o += (i ? ",\n" : "\n") + items[i];
  return o + (items.empty() ? "]" : "\n  ]");
}

// Keeps the scorings of a position ended early (endNow).
struct Collect : EventSink {
  std::vector<ScoreEvent> events;
  void scored(const ScoreEvent& e) override { events.push_back(e); }
};

std::string reportOf(const LoadedGame& g, const Position& s, const std::string& extra) {
  const RuleSet& r = *g.rules;
  const int players = r.players(s);
  std::string o = "{\n  \"mode\": " + jsonString(g.header.mode) + ",\n  \"expansions\": [";
  for (size_t i = 0; i < g.header.expansions.size(); ++i)
    o += (i ? ", " : "") + jsonString(g.header.expansions[i]);
  o += "],\n  \"players\": [\n";
  const std::vector<std::string>& columns = r.scoreColumns();
  for (int p = 0; p < players; ++p) {
    o += "    {\"name\": " + jsonString(g.header.players[p]) +
         ", \"score\": " + std::to_string(r.total(s, p)) + ", \"breakdown\": {";
    for (size_t k = 0; k < columns.size(); ++k)
      o += std::string(k ? ", " : "") + jsonString(columns[k]) + ": " +
           std::to_string(r.score(s, p, static_cast<int>(k)));
    o += "}, \"meeples\": " + std::to_string(r.supply(s, p)) + "}" + (p + 1 < players ? "," : "") +
         "\n";
  }
  std::vector<int> left;
  r.tilesLeft(s, left);
  int remaining = 0;
  for (int n : left) remaining += n;
  o += "  ],\n";
  o += "  \"turn\": " + std::to_string(r.turn(s)) + ",\n";
  o += "  \"tilesPlaced\": " + std::to_string(r.tilesPlaced(s)) + ",\n";
  o += "  \"tilesDiscarded\": " + std::to_string(r.tilesDiscarded(s)) + ",\n";
  o += "  \"tilesRemaining\": " + std::to_string(remaining) + ",\n";
  o += std::string("  \"gameOver\": ") + (r.over(s) ? "true" : "false");
  if (r.over(s)) {
    o += ",\n  \"finalScores\": [";
    for (int p = 0; p < players; ++p) o += (p ? ", " : "") + std::to_string(r.total(s, p));
    o += "]";
  }
  return o + extra + "\n}\n";
}
}  // namespace

std::string reportJson(const LoadedGame& g) {
  return reportOf(g, g.game->state(), scoringsJson(g, {}));
}

bool endedReportJson(const LoadedGame& g, std::string& out, std::string& why) {
  const RuleSet& r = *g.rules;
  Position s = g.game->state();
  Collect ended;
  if (!r.over(s) && !r.endNow(s, &ended)) {
    why =
        "the position stops inside a turn (a placement, meeple or other decision is open): "
        "it can be ended only after a whole turn";
    return false;
  }
  std::string extra = scoringsJson(g, ended.events);
  if (!r.over(s)) {
    const Decision d = r.decision(s);
    extra +=
        ",\n  \"openDecision\": {\"player\": " + jsonString(g.header.players[d.player]) +
        ", \"tag\": " + jsonString(taggedDecision(d) ? std::string(r.decisionTag(d)) : "core") +
        "}";
  }
  out = reportOf(g, s, extra);
  return true;
}

}  // namespace carc
