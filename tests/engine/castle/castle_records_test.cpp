// Castle records through the notation (docs/notation.md "The Castle"): hand-written scenarios in
// tests/scenarios/castle/ with expected scores and errors, seeded games with a Result, and the
// random -> print -> replay round trip of 1,000 Castle+Falcon games and their links.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "castle_util.h"
#include "engine/record/link.h"
#include "engine/record/report.h"

namespace carc::castle {
namespace {

std::string readScenario(const std::string& name) {
  std::ifstream in(std::string(CARC_SOURCE_DIR) + "/tests/scenarios/castle/" + name,
                   std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string expectLine(const std::string& text, const std::string& tag) {
  std::istringstream in(text);
  const std::string key = "# " + tag + ": ";
  for (std::string line; std::getline(in, line);)
    if (line.rfind(key, 0) == 0) return line.substr(key.size());
  return "";
}

// "NAME=total" and "NAME.column=n" items.
void checkExpect(const std::string& spec, const LoadedGame& g, const Position& p,
                 const std::string& file) {
  std::istringstream in(spec);
  for (std::string item; in >> item;) {
    const size_t eq = item.find('='), dot = item.find('.');
    const std::string name = item.substr(0, std::min(eq, dot));
    int player = -1;
    for (size_t i = 0; i < g.header.players.size(); ++i)
      if (g.header.players[i] == name) player = static_cast<int>(i);
    ASSERT_GE(player, 0) << file << ": " << item;
    const int want = std::stoi(item.substr(eq + 1));
    if (dot == std::string::npos || dot > eq) {
      EXPECT_EQ(g.rules->total(p, player), want) << file << ": " << item;
    } else {
      const int column = g.rules->scoreColumn(item.substr(dot + 1, eq - dot - 1));
      ASSERT_GE(column, 0) << file << ": " << item;
      EXPECT_EQ(g.rules->score(p, player, column), want) << file << ": " << item;
    }
  }
}

class CastleRecord : public ::testing::TestWithParam<const char*> {};

TEST_P(CastleRecord, ReplaysWithExpectedScores) {
  const std::string file = GetParam();
  const std::string text = readScenario(file);
  ASSERT_FALSE(text.empty()) << file;
  LoadedGame g;
  NotationError err;
  const bool ok = loadRecord(text, g, err);
  const std::string error = expectLine(text, "expect-error");
  if (!error.empty()) {
    ASSERT_FALSE(ok) << file;
    EXPECT_EQ(err.line, std::stoi(error.substr(0, error.find(' ')))) << err.str();
    EXPECT_NE(err.str().find(error.substr(error.find(' ') + 1)), std::string::npos) << err.str();
    return;
  }
  ASSERT_TRUE(ok) << file << ": " << err.str();
  EXPECT_EQ(g.rules->mode(), "castle");
  checkExpect(expectLine(text, "expect"), g, g.game->state(), file);
  const std::string final = expectLine(text, "expect-final");
  if (!final.empty()) {
    Position p = g.game->state();
    ASSERT_TRUE(g.rules->endNow(p));
    checkExpect(final, g, p, file);
  }
}

INSTANTIATE_TEST_SUITE_P(
    Castle, CastleRecord,
    ::testing::Values("example.carc", "order.carc", "order_other.carc", "falcon_examples.carc",
                      "seed69_falcon.carc", "seed93.carc", "seed125.carc", "seed182_gate_stop.carc",
                      "errors/path_mismatch.carc", "errors/king_scored_now.carc",
                      "errors/three_players.carc", "errors/wall_tile_this_turn.carc"),
    [](const ::testing::TestParamInfo<const char*>& p) {
      std::string n = p.param;
      for (char& c : n)
        if (!isalnum(static_cast<unsigned char>(c))) c = '_';
      return n;
    });

// A seeded game's record prints back exactly; replayed it reaches the very state the direct
// playout reaches; its link decodes to the same record.
TEST(CastleRecords, RandomRecordsRoundTrip) {
  for (const std::vector<std::string>& ex :
       std::vector<std::vector<std::string>>{{"falcon"}, {}, {"falcon(gate-stop)"}}) {
    auto r = test::rules(ex);
    const int games = ex.size() == 1 && ex[0] == "falcon" ? 1000 : 100;
    for (int seed = 0; seed < games; ++seed) {
      std::string why;
      const std::string text = randomRecord("castle", static_cast<uint64_t>(seed), 2, ex, &why);
      ASSERT_FALSE(text.empty()) << why;
      LoadedGame g;
      NotationError err;
      ASSERT_TRUE(loadRecord(text, g, err)) << "seed " << seed << ": " << err.str() << "\n" << text;
      ASSERT_TRUE(g.rules->over(g.game->state()));
      ASSERT_EQ(printRecord(*g.game, g.header), text) << "seed " << seed;
      CastleState s;
      GameSetup st;
      st.seed = static_cast<uint64_t>(seed);
      r->setup(s, st);
      Rng policy(st.seed ^ 0x5DEECE66DA5A5A5Aull);
      r->playOut(s, policy);
      ASSERT_EQ(r->hash(s), g.rules->hash(g.game->state())) << "seed " << seed;
      if (seed % 10 == 0) {
        std::string link;
        ASSERT_TRUE(encodeLink(*g.game, g.header, link, why)) << why;
        LoadedGame back;
        ASSERT_TRUE(decodeLink(link, back, why)) << "seed " << seed << ": " << why;
        ASSERT_EQ(printRecord(*back.game, back.header), text) << "seed " << seed;
      }
    }
  }
}

// A game in progress shared as a link (the public view: the draws so far, no seed): it reopens
// at the same position as far as anyone can see it, wall tiles found included.
TEST(CastleRecords, PublicLinksOfGamesInProgress) {
  int found = 0;
  for (int seed = 0; seed < 40; ++seed) {
    std::string why;
    const std::string text = randomRecord("castle", static_cast<uint64_t>(seed), 2, {"falcon"});
    LoadedGame g;
    NotationError err;
    ASSERT_TRUE(loadRecord(text, g, err)) << err.str();
    const size_t end = g.game->cursor();
    for (size_t at = 7; at < end; at += 23) {
      g.game->seek(at);
      std::string link;
      ASSERT_TRUE(encodeLinkPublic(*g.game, g.header, link, why)) << "seed " << seed << ": " << why;
      LoadedGame back;
      ASSERT_TRUE(decodeLink(link, back, why)) << "seed " << seed << " at " << at << ": " << why;
      const CastleState& a = g.game->state().as<CastleState>();
      const CastleState& b = back.game->state().as<CastleState>();
      ASSERT_EQ(a.turn, b.turn);
      ASSERT_EQ(a.cellTile, b.cellTile);
      ASSERT_EQ(a.score, b.score);
      ASSERT_EQ(a.held, b.held);
      ASSERT_EQ(a.fresh, b.fresh);
      ASSERT_EQ(a.ext, b.ext);
      for (size_t t = 0; t < kMaxTowers; ++t) ASSERT_EQ(a.tower[t] != 0, b.tower[t] != 0);
      for (int p = 0; p < 2; ++p)
        for (int n = 1; n < kWallTileKinds; ++n) found += a.held[p][n] + a.fresh[p][n];
    }
  }
  EXPECT_GT(found, 0);  // some links hold a wall tile found
}

}  // namespace
}  // namespace carc::castle
