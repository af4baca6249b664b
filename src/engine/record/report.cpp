#include "engine/record/report.h"

#include "engine/core/catalog.h"
#include "engine/core/playout.h"

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

std::string randomRecord(uint64_t seed, int players, const std::vector<std::string>& expansions,
                         std::string* why) {
  std::string w;
  std::unique_ptr<Rules> made = makeRules("base", expansions, w);
  if (!made) {
    if (why) *why = w;
    return {};
  }
  const Rules& rules = *made;
  GameSetup setup;
  setup.players = players;
  setup.seed = seed;
  Game game(rules, setup);
  Rng policy = policyRng(seed);
  ActionList list;
  while (!game.state().over()) {
    game.legalActions(list);
    game.play(list.items[policy.below(static_cast<uint32_t>(list.count))]);
  }
  RecordHeader h;
  for (int p = 0; p < players; ++p) h.players.push_back("P" + std::to_string(p + 1));
  h.seed = seed;
  h.expansions = expansions;
  return printRecord(game, h);
}

std::string reportJson(const LoadedGame& g) {
  const State& s = g.game->state();
  std::string o = "{\n  \"mode\": " + jsonString(g.header.mode) + ",\n  \"expansions\": [";
  for (size_t i = 0; i < g.header.expansions.size(); ++i)
    o += (i ? ", " : "") + jsonString(g.header.expansions[i]);
  o += "],\n  \"players\": [\n";
  for (int p = 0; p < s.players; ++p) {
    o += "    {\"name\": " + jsonString(g.header.players[p]) +
         ", \"score\": " + std::to_string(s.total(p)) + ", \"breakdown\": {";
    for (int k = 0; k < kScoreKinds; ++k)
      o += std::string(k ? ", " : "") + "\"" + kScoreKindNames[k] +
           "\": " + std::to_string(s.score[p][k]);
    o += "}, \"meeples\": " + std::to_string(s.supply[p]) + "}" + (p + 1 < s.players ? "," : "") +
         "\n";
  }
  o += "  ],\n";
  o += "  \"turn\": " + std::to_string(s.turn) + ",\n";
  o += "  \"tilesPlaced\": " + std::to_string(s.board.tileCount) + ",\n";
  o += "  \"tilesDiscarded\": " + std::to_string(s.discardCount) + ",\n";
  o += "  \"tilesRemaining\": " + std::to_string(s.bagCount) + ",\n";
  o += std::string("  \"gameOver\": ") + (s.over() ? "true" : "false");
  if (s.over()) {
    o += ",\n  \"finalScores\": [";
    for (int p = 0; p < s.players; ++p) o += (p ? ", " : "") + std::to_string(s.total(p));
    o += "]";
  }
  return o + "\n}\n";
}

}  // namespace carc
