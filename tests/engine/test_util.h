#pragma once
// Helpers for engine tests: hand-written explicit-draw games and forced final scoring.
#include <gtest/gtest.h>

#include <string>

#include "engine/modes/base/rules.h"
#include "engine/modes/base/scoring.h"
#include "engine/record/notation.h"

namespace carc::test {

inline std::string header(int players) {
  static const char* names[] = {"A", "B", "C", "D", "E", "F"};
  std::string h = "Carcassonne 1\nMode: base\nPlayers: ";
  for (int p = 0; p < players; ++p) h += std::string(p ? ", " : "") + names[p];
  return h + "\nExpansions: none\nDraws: explicit\n\n";
}

// Replays turn lines (explicit draws) after a standard header; fails the test on an error.
inline LoadedGame play(const std::string& body, int players = 2) {
  LoadedGame g;
  NotationError err;
  EXPECT_TRUE(loadRecord(header(players) + body, g, err)) << err.str();
  return g;
}

// The error a body produces ("" if it replays cleanly).
inline std::string errorOf(const std::string& body, int players = 2) {
  LoadedGame g;
  NotationError err;
  if (loadRecord(header(players) + body, g, err)) return "";
  return err.str();
}

// The position's state after the game-end scoring (as if no tiles were left).
// Runs the real final steps (expansion hooks included) when the position is between turns;
// otherwise scores the game end directly.
inline State finalState(const LoadedGame& g) {
  State s = baseState(*g.game);
  baseRules(*g.rules).endNow(s);
  if (!s.over() && s.step != Step::FinalBase) scoreFinal(baseRules(*g.rules), s, nullptr);
  return s;
}

}  // namespace carc::test
