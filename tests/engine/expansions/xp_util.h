#pragma once
// Helpers for expansion tests: hand-written explicit-draw records with an Expansions header
// (test_util.h's, with the expansions first).
#include <gtest/gtest.h>

#include <string>

#include "../test_util.h"
#include "engine/modes/base/catalog.h"
#include "engine/record/notation.h"

namespace carc::xt {

inline std::string header(const std::string& expansions, int players = 2) {
  return test::header(players, expansions);
}

// Replays turn lines after a header with these expansions; fails the test on an error.
inline LoadedGame play(const std::string& expansions, const std::string& body, int players = 2) {
  return test::replay(header(expansions, players) + body);
}

// The error a body produces ("" if it replays cleanly).
inline std::string errorOf(const std::string& expansions, const std::string& body,
                           int players = 2) {
  return test::errorOfRecord(header(expansions, players) + body);
}

// Player p's points in a breakdown column of the game's rules, by name.
inline int col(const LoadedGame& g, const State& s, int p, std::string_view column) {
  const int k = g.rules->scoreColumn(column);
  EXPECT_GE(k, 0) << "no column " << column;
  return k < 0 ? 0 : s.score[p][k];
}

// The game ended now (as if the bag were empty): final steps, decisions left pending.
inline State ended(const LoadedGame& g) {
  State s = baseState(*g.game);
  baseRules(*g.rules).endNow(s);
  return s;
}

// Segment of a board location ("X,Y" tile, location name).
inline int seg(const LoadedGame& g, int x, int y, const char* loc) {
  const State& s = baseState(*g.game);
  return baseRules(*g.rules).segmentAt(s, s.board.tileAt(x, y), locationFromName(loc));
}

template <class T>
const T& data(const LoadedGame& g, const Expansion& e) {
  return baseRules(*g.rules).ext<T>(baseState(*g.game), &e);
}

}  // namespace carc::xt
