// Properties over many seeded random games, the pinned hashes (native == wasm), and the
// `carc random` -> `carc replay` round trip through the same library functions the CLI uses.
#include <gtest/gtest.h>

#include "engine/record/report.h"
#include "test_util.h"

namespace carc {
namespace {

constexpr int kGames = 1000;

class Checker : public EventSink {
 public:
  void scored(const ScoreEvent& ev) override {
    for (int p = 0; p < kMaxPlayers; ++p) negative |= ev.points[p] < 0;
  }
  bool negative = false;
};

TEST(Properties, RandomGamesKeepTheInvariants) {
  Rules rules(baseTileSet());
  ActionList list;
  int discards = 0;
  for (int seed = 0; seed < kGames; ++seed) {
    const int players = 2 + seed % 5;
    State s;
    ASSERT_EQ(rules.setup(s, test::seeded(static_cast<uint64_t>(seed), players)), "");
    Rng pol = policyRng(static_cast<uint64_t>(seed));
    Checker sink;
    std::array<int, kMaxPlayers> last{};
    while (!s.over()) {
      rules.legalActions(s, list);
      ASSERT_GT(list.count, 0);
      const Action a = list.items[pol.below(static_cast<uint32_t>(list.count))];
      ASSERT_EQ(rules.check(s, a), "") << "seed " << seed;
      const int before = s.board.tileCount;
      rules.apply(s, a, &sink);
      // Every placed tile touches a tile and matches every neighbour's edge.
      if (s.board.tileCount != before) {
        ASSERT_EQ(test::lastPlacementMisfit(rules, s), "") << "seed " << seed;
      }
      // Meeples are conserved: supply + on the board = 7 per player.
      std::array<int, kMaxPlayers> onBoard{};
      for (int i = 0; i < s.figureCount; ++i) ++onBoard[s.figures[i].owner];
      for (int p = 0; p < players; ++p) {
        ASSERT_EQ(s.supply[p] + onBoard[p], kMeeplesPerPlayer) << "seed " << seed;
        // Scores never decrease.
        ASSERT_GE(s.total(p), last[p]) << "seed " << seed;
        last[p] = s.total(p);
      }
      // All 72 tiles accounted for: placed + discarded + drawn + in the bag.
      ASSERT_EQ(s.board.tileCount + s.discardCount + s.bagCount + (s.drawn != kNone8), 72);
    }
    EXPECT_FALSE(sink.negative);
    EXPECT_EQ(s.board.tileCount + s.discardCount, 72);
    discards += s.discardCount;
  }
  // Discards are rare but do happen, so the round trip below covers "discard" lines.
  EXPECT_GT(discards, 0);
  std::printf("discarded tiles in %d games: %d\n", kGames, discards);
}

// Printing a game and replaying the record gives the same final state; printing again gives
// the same text (the CLI's `carc random` then `carc replay`).
TEST(Properties, RandomRecordReplayRoundTrips) {
  for (int seed = 0; seed < kGames; ++seed) {
    const int players = 2 + seed % 5;
    const std::string text = randomRecord("base", static_cast<uint64_t>(seed), players);
    LoadedGame g;
    NotationError err;
    ASSERT_TRUE(loadRecord(text, g, err)) << "seed " << seed << ": " << err.str() << "\n" << text;
    ASSERT_TRUE(baseState(*g.game).over());
    ASSERT_EQ(printRecord(*g.game, g.header), text) << "seed " << seed;
    // The same game played directly.
    Rules rules(baseTileSet());
    const State s = test::playedOut(rules, static_cast<uint64_t>(seed), players);
    ASSERT_EQ(rules.hash(s), g.rules->hash(g.game->state())) << "seed " << seed;
  }
}

uint64_t finalHash(uint64_t seed, int players) {
  Rules rules(baseTileSet());
  return rules.hash(test::playedOut(rules, seed, players));
}

// Determinism: these constants are checked natively and by the WebAssembly build of this
// binary; a difference in either fails here. Change them only with a deliberate rules change.
TEST(Properties, PinnedFinalStateHashes) {
  EXPECT_EQ(finalHash(1, 2), 15285314936011224656ull) << std::hex << finalHash(1, 2);
  EXPECT_EQ(finalHash(2, 3), 2513239905699155525ull) << std::hex << finalHash(2, 3);
  EXPECT_EQ(finalHash(3, 6), 2222841429142318976ull) << std::hex << finalHash(3, 6);
  EXPECT_EQ(finalHash(12345678901ull, 2), 2198530053922575033ull)
      << std::hex << finalHash(12345678901ull, 2);
}

// Copying a state mid-game and continuing both copies identically gives identical results.
TEST(Properties, StateCopiesAreIndependentValues) {
  Rules rules(baseTileSet());
  State s;
  rules.setup(s, GameSetup{});
  Rng pol = policyRng(9);
  ActionList list;
  for (int i = 0; i < 60; ++i) {
    rules.legalActions(s, list);
    rules.apply(s, list.items[pol.below(static_cast<uint32_t>(list.count))]);
  }
  State copy = s;
  Rng pol2 = pol;
  playRandom(rules, s, pol);
  playRandom(rules, copy, pol2);
  EXPECT_EQ(rules.hash(s), rules.hash(copy));
}

}  // namespace
}  // namespace carc
