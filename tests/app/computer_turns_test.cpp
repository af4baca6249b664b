// The computer's seats (app/computer_turns.h) with a clock of the test's own: a game between two
// computer seats played to its end a slice at a time, each move the one the arena's player of
// that level takes from the seat's view alone (so docs/ai.md's measured strength is the game's),
// a person's seat never played, and each move held back until the last one was in view.
#include "app/computer_turns.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "../engine/ai/ai_test_util.h"
#include "engine/ai/mcts.h"
#include "engine/core/game.h"
#include "engine/modes/registry.h"

namespace carc::app {
namespace {

// A clock that advances `tick` milliseconds each time it is read.
struct FakeClock {
  double now = 0, tick = 1;
  double read() { return now += tick; }
};

using ai::test::ruleSet;

GameSetup twoPlayers(uint64_t seed) {
  GameSetup st;
  st.players = 2;
  st.seed = seed;
  return st;
}

// The move the arena's player of `level` makes for `seat` from its view of `truth`, seeded as
// `turns` seeds that seat.
Action arenaMove(const RuleSet& rules, const Position& truth, int seat, Seat level,
                 const ComputerTurns& turns) {
  bool known = false;
  ai::MctsPlayer arena(std::string(seatLevel(level)), ai::levelConfig(seatLevel(level), known),
                       turns.seatSeed(seat));
  return arena.decide(rules, rules.viewFor(truth, seat), seat);
}

// Plays the game with two computer seats to its end, frame after frame; checks each action is
// the one a fresh arena player of the level takes from the seat's view. Returns the frames used.
int playToEnd(const RuleSet& rules, Game& game, Seat a, Seat b, double budgetMs) {
  FakeClock clock;
  ComputerTurns turns([&] { return clock.read(); });
  turns.configure({a, b}, 1234);
  int frames = 0;
  while (!game.over() && frames < 5000000) {
    ++frames;
    Action act;
    if (!turns.work(rules, game.state(), budgetMs, 0, act)) continue;
    const int seat = game.decision().player;
    const Action expected = arenaMove(rules, game.state(), seat, seat == 0 ? a : b, turns);
    EXPECT_EQ(act, expected) << "action " << game.cursor();
    const std::string refused = game.play(act);
    EXPECT_EQ(refused, "") << "action " << game.cursor();
    if (!refused.empty()) break;
  }
  EXPECT_TRUE(game.over());
  return frames;
}

TEST(ComputerTurns, TwoComputerSeatsPlayABaseGameToItsEndAsTheArenasPlayersWould) {
  auto rules = ruleSet("base", {});
  Game game(*rules, twoPlayers(5));
  // 3 ms a frame: a hard decision takes several frames.
  const int frames = playToEnd(*rules, game, Seat::kEasy, Seat::kHard, 3);
  EXPECT_GT(frames, static_cast<int>(game.cursor())) << "searches spread over frames";
}

TEST(ComputerTurns, TheCastleWithTheFalconToo) {
  auto rules = ruleSet("castle", {"falcon"});
  Game game(*rules, twoPlayers(9));
  playToEnd(*rules, game, Seat::kEasy, Seat::kEasy, 50);
}

TEST(ComputerTurns, APersonsSeatIsNeverPlayed) {
  auto rules = ruleSet("base", {});
  Game game(*rules, twoPlayers(5));
  FakeClock clock;
  ComputerTurns turns([&] { return clock.read(); });
  turns.configure({Seat::kPerson, Seat::kEasy}, 1);
  ASSERT_EQ(game.decision().player, 0);
  Action act;
  for (int i = 0; i < 100; ++i) EXPECT_FALSE(turns.work(*rules, game.state(), 1000, 0, act));
  EXPECT_FALSE(turns.thinking());
}

TEST(ComputerTurns, TheSearchSeesOnlyTheSeatsView) {
  // Two truths the seat cannot tell apart (the same view, the bag dealt otherwise) get the same
  // move: nothing but the view reaches the search.
  auto rules = ruleSet("base", {"bets"});
  Game game(*rules, twoPlayers(21));
  Rng policy(3);
  ActionList legal;
  while (game.cursor() < 25) {
    game.legalActions(legal);
    game.play(legal.items[policy.below(static_cast<uint32_t>(legal.count))]);
  }
  const int seat = game.decision().player;
  const Position view = rules->viewFor(game.state(), seat);
  Rng deal(77);
  const Position other = rules->sampleFromView(view, seat, deal);
  ASSERT_EQ(rules->hash(rules->viewFor(other, seat)), rules->hash(view));
  ASSERT_NE(rules->hash(other), rules->hash(game.state()));
  Action first, second;
  for (const Position* truth : {&game.state(), &other}) {
    FakeClock clock;
    ComputerTurns turns([&] { return clock.read(); });
    turns.configure({Seat::kMedium, Seat::kMedium}, 8);
    Action act;
    while (!turns.work(*rules, *truth, 1000, 0, act)) {
    }
    (truth == &other ? second : first) = act;
  }
  EXPECT_EQ(first, second);
}

TEST(ComputerTurns, EachMoveWaitsUntilTheLastWasInView) {
  auto rules = ruleSet("base", {});
  Game game(*rules, twoPlayers(5));
  FakeClock clock;
  clock.tick = 0.05;
  ComputerTurns turns([&] { return clock.read(); });
  turns.configure({Seat::kEasy, Seat::kEasy}, 1);
  Action act;
  while (!turns.work(*rules, game.state(), 1e9, 500, act)) {
  }
  const double firstAt = clock.now;
  EXPECT_GE(firstAt, 500) << "the first move waits the pause from the decision's start";
  game.play(act);
  while (!turns.work(*rules, game.state(), 1e9, 500, act)) {
  }
  EXPECT_GE(clock.now - firstAt, 500);
}

TEST(ComputerTurns, AnUndoneDecisionIsSearchedAfresh) {
  auto rules = ruleSet("base", {});
  Game game(*rules, twoPlayers(5));
  FakeClock clock;
  ComputerTurns turns([&] { return clock.read(); });
  turns.configure({Seat::kHard, Seat::kHard}, 1);
  Action act;
  EXPECT_FALSE(turns.work(*rules, game.state(), 2, 0, act));  // part of a search
  EXPECT_TRUE(turns.thinking());
  ActionList legal;
  game.legalActions(legal);
  game.play(legal.items[0]);  // a person's click, say, changed the position meanwhile
  while (!turns.work(*rules, game.state(), 1000, 0, act)) {
  }
  const int seat = game.decision().player;
  EXPECT_EQ(act, arenaMove(*rules, game.state(), seat, Seat::kHard, turns));
}

}  // namespace
}  // namespace carc::app
