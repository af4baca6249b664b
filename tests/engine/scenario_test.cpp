// Scenario records (tests/scenarios/*.carc) with expected results in "# expect" comments:
//   # expect: A=8 B=0 A.city=8 A.meeples=7   after replaying the record
//   # expect-final: A=3 A.field=3            after game-end scoring of the final position
//   # expect-error: LINE TEXT                 the replay fails on LINE with a message holding TEXT
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "engine/record/report.h"
#include "test_util.h"

namespace carc {
namespace {

std::string readScenario(const std::string& name) {
  std::ifstream in(std::string(CARC_SOURCE_DIR) + "/tests/scenarios/" + name, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::vector<std::string> expectLines(const std::string& text, const std::string& tag) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string line;
  const std::string key = "# " + tag + ": ";
  while (std::getline(in, line))
    if (line.rfind(key, 0) == 0) out.push_back(line.substr(key.size()));
  return out;
}

// Checks "NAME=total", "NAME.column=n" and "NAME.meeples=n" items against a state.
void checkExpect(const std::string& spec, const LoadedGame& g, const State& s,
                 const std::string& file) {
  std::istringstream in(spec);
  std::string item;
  while (in >> item) {
    const size_t eq = item.find('=');
    ASSERT_NE(eq, std::string::npos) << file << ": " << item;
    const std::string lhs = item.substr(0, eq);
    const int want = std::stoi(item.substr(eq + 1));
    const std::string name = lhs.substr(0, lhs.find('.'));
    const std::string field =
        lhs.find('.') == std::string::npos ? "" : lhs.substr(lhs.find('.') + 1);
    int p = -1;
    for (size_t i = 0; i < g.header.players.size(); ++i)
      if (g.header.players[i] == name) p = static_cast<int>(i);
    ASSERT_GE(p, 0) << file << ": no player " << name;
    int got = -1;
    if (field.empty())
      got = s.total(p);
    else if (field == "meeples")
      got = s.supply[p];
    else
      got = g.rules->scoreColumn(field) < 0 ? -1 : s.score[p][g.rules->scoreColumn(field)];
    EXPECT_EQ(got, want) << file << ": " << item;
  }
}

class Scenario : public ::testing::TestWithParam<const char*> {};

TEST_P(Scenario, ReplaysWithExpectedScores) {
  const std::string file = GetParam();
  const std::string text = readScenario(file);
  ASSERT_FALSE(text.empty()) << "cannot read " << file;
  LoadedGame g;
  NotationError err;
  const auto errors = expectLines(text, "expect-error");
  const bool ok = loadRecord(text, g, err);
  if (!errors.empty()) {
    ASSERT_FALSE(ok) << file << " should fail";
    const std::string& spec = errors[0];
    const int line = std::stoi(spec.substr(0, spec.find(' ')));
    EXPECT_EQ(err.line, line) << file << ": " << err.str();
    EXPECT_NE(err.str().find(spec.substr(spec.find(' ') + 1)), std::string::npos)
        << file << ": " << err.str();
    return;
  }
  ASSERT_TRUE(ok) << file << ": " << err.str();
  for (const auto& spec : expectLines(text, "expect"))
    checkExpect(spec, g, baseState(*g.game), file);
  const auto finals = expectLines(text, "expect-final");
  if (!finals.empty()) {
    const State f = test::finalState(g);
    for (const auto& spec : finals) checkExpect(spec, g, f, file);
  }
  // Every scenario prints back to a record that replays to the same position.
  LoadedGame again;
  ASSERT_TRUE(loadRecord(printRecord(*g.game, g.header), again, err)) << err.str();
  EXPECT_EQ(again.rules->hash(again.game->state()), g.rules->hash(g.game->state()));
}

// `carc replay --end` (the very same code in-process) scores a position as if the bag were empty
// now: farms.carc's expect-final scores; a position inside a turn is refused; a final settlement
// the rules ask for is named.
TEST(ScenarioEnd, ReportScoresThePositionAsIfTheBagWereEmpty) {
  LoadedGame g;
  NotationError err;
  std::string out, why;
  ASSERT_TRUE(loadRecord(readScenario("farms.carc"), g, err)) << err.str();
  ASSERT_TRUE(endedReportJson(g, out, why)) << why;
  EXPECT_NE(out.find("\"gameOver\": true,\n  \"finalScores\": [3, 3]"), std::string::npos) << out;
  EXPECT_EQ(reportJson(g).find("finalScores"), std::string::npos) << "the game itself goes on";
  ASSERT_TRUE(loadRecord("Carcassonne 1\nPlayers: A, B\nDraws: explicit\n\n1. D 1,0 r0\n", g, err))
      << err.str();
  EXPECT_FALSE(endedReportJson(g, out, why));
  EXPECT_NE(why.find("inside a turn"), std::string::npos) << why;
  ASSERT_TRUE(loadRecord(readScenario("bets.carc"), g, err)) << err.str();
  ASSERT_TRUE(endedReportJson(g, out, why)) << why;
  EXPECT_NE(out.find("\"openDecision\": {\"player\": \"B\", \"tag\": \"settle\"}"),
            std::string::npos)
      << out;
}

// Both reports list each scoring with its turn (docs/wiki.md: checking a hand-written example):
// the city Ann closes on turn 1, the field Bob's farmer takes at the end of the position.
TEST(ScenarioEnd, ReportsListTheScorings) {
  LoadedGame g;
  NotationError err;
  ASSERT_TRUE(
      loadRecord("Carcassonne 1\nPlayers: Ann, Bob\nDraws: explicit\n\n1. E 0,-1 r2 S\n"
                 "2. U 1,0 r0 N\n3. E 1,-1 r0 -\n4. E 1,-2 r2 -\n",
                 g, err))
      << err.str();
  const std::string city =
      "{\"turn\": 1, \"feature\": \"city\", \"column\": \"city\", \"tiles\": 2, \"complete\": "
      "true, \"final\": false, \"points\": {\"Ann\": 4}}";
  const std::string empty =
      "{\"turn\": 4, \"feature\": \"city\", \"column\": \"city\", \"tiles\": 2, \"complete\": "
      "true, \"final\": false, \"points\": {}}";
  const std::string field =
      "{\"turn\": 0, \"feature\": \"field\", \"column\": \"field\", \"tiles\": 4, \"complete\": "
      "false, \"final\": true, \"points\": {\"Bob\": 6}}";
  const std::string now = reportJson(g);
  EXPECT_NE(now.find("\"scorings\": [\n    " + city + ",\n    " + empty + "\n  ]"),
            std::string::npos)
      << now;
  std::string ended, why;
  ASSERT_TRUE(endedReportJson(g, ended, why)) << why;
  EXPECT_NE(ended.find(empty + ",\n    " + field + "\n  ]"), std::string::npos) << ended;
}

INSTANTIATE_TEST_SUITE_P(
    Records, Scenario,
    ::testing::Values("city_pennant.carc", "cloister.carc", "cloister_incomplete.carc",
                      "road_loop.carc", "farms.carc", "majority.carc", "tie.carc", "discard.carc",
                      "seed42_3p.carc", "seed47_discard.carc", "errors/edge_mismatch.carc",
                      "errors/occupied.carc", "errors/not_discardable.carc",
                      "errors/bad_rotation.carc", "errors/seeded_wrong_tile.carc",
                      "errors/wrong_result.carc", "mage_witch.carc", "mage_witch_forced.carc",
                      "wind_roses.carc", "wind_roses_spielbox.carc", "la_porxada_bonus.carc",
                      "la_porxada_swap.carc", "bets.carc", "seed4_all4_3p.carc",
                      "errors/magic_share.carc", "errors/bet_order.carc"),
    [](const ::testing::TestParamInfo<const char*>& param) {
      std::string n = param.param;
      for (char& c : n)
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
      return n;
    });

}  // namespace
}  // namespace carc
