#pragma once
// Helpers for engine tests: hand-written explicit-draw games, forced final scoring, and the
// seeded random games many tests play (set up, played out, or printed and loaded back).
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "engine/modes/base/catalog.h"
#include "engine/modes/base/playout.h"
#include "engine/modes/base/rules.h"
#include "engine/modes/base/scoring.h"
#include "engine/record/notation.h"
#include "engine/record/report.h"

namespace carc::test {

// The header of a hand-written record: players A, B, ..., explicit draws, these expansions.
inline std::string header(int players, const std::string& expansions = "none") {
  static const char* names[] = {"A", "B", "C", "D", "E", "F"};
  std::string h = "Carcassonne 1\nMode: base\nPlayers: ";
  for (int p = 0; p < players; ++p) h += std::string(p ? ", " : "") + names[p];
  return h + "\nExpansions: " + expansions + "\nDraws: explicit\n\n";
}

// Replays a whole record; fails the test on an error.
inline LoadedGame replay(const std::string& record) {
  LoadedGame g;
  NotationError err;
  EXPECT_TRUE(loadRecord(record, g, err)) << err.str() << "\n" << record;
  return g;
}

// The error a record produces ("" if it replays cleanly).
inline std::string errorOfRecord(const std::string& record) {
  LoadedGame g;
  NotationError err;
  if (loadRecord(record, g, err)) return "";
  return err.str();
}

// Replays turn lines (explicit draws) after a standard header; fails the test on an error.
inline LoadedGame play(const std::string& body, int players = 2) {
  return replay(header(players) + body);
}

// The error a body produces ("" if it replays cleanly).
inline std::string errorOf(const std::string& body, int players = 2) {
  return errorOfRecord(header(players) + body);
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

// The setup of seeded game `seed` with `players` players.
inline GameSetup seeded(uint64_t seed, int players = 2) {
  GameSetup st;
  st.seed = seed;
  st.players = players;
  return st;
}

// The base game's rules with these expansions (header items, "wind-roses(spielbox)"); fails the
// test on a name it does not know.
inline std::unique_ptr<Rules> rulesWith(const std::vector<std::string>& expansions) {
  std::string why;
  auto r = makeRules("base", expansions, why);
  EXPECT_TRUE(r) << why;
  return r;
}

// Seeded game `seed` played to its end by `carc random`'s policy (playRandom, policyRng(seed)).
inline State playedOut(const Rules& rules, uint64_t seed, int players = 2) {
  State s;
  EXPECT_EQ(rules.setup(s, seeded(seed, players)), "") << "seed " << seed;
  Rng policy = policyRng(seed);
  playRandom(rules, s, policy);
  return s;
}

// What is wrong with the tile placed last, "" if nothing (base.md "Placing a tile"): it touches
// a placed tile and shows each neighbour the edge letter the neighbour shows it. The letters are
// the declared ones, independent of the engine's rotation tables: edge e of a tile turned rot
// shows its printed edge (e - rot) mod 4.
inline std::string lastPlacementMisfit(const Rules& rules, const State& s) {
  const int last = s.board.tileCount - 1;
  const PlacedTile& t = s.board.tiles[last];
  const auto shown = [&](const PlacedTile& p, int e) {
    return rules.type(p.type).edges[static_cast<size_t>((e - p.rot + 4) & 3)];
  };
  int touching = 0;
  for (int e = 0; e < 4; ++e) {
    const int n = s.board.tileAt(t.x + kDx[e], t.y + kDy[e]);
    if (n < 0) continue;
    ++touching;
    if (shown(t, e) != shown(s.board.tiles[n], oppositeEdge(e)))
      return "tile " + std::to_string(last) + " edge " + std::to_string(e) + " shows " +
             shown(t, e) + ", its neighbour " + shown(s.board.tiles[n], oppositeEdge(e));
  }
  return touching ? "" : "tile " + std::to_string(last) + " touches no tile";
}

// The same game as `carc random` prints it, loaded back: its Game, rules and header.
inline LoadedGame randomGame(uint64_t seed, int players,
                             const std::vector<std::string>& expansions = {}) {
  LoadedGame g;
  NotationError err;
  EXPECT_TRUE(loadRecord(randomRecord("base", seed, players, expansions), g, err))
      << "seed " << seed << ": " << err.str();
  return g;
}

}  // namespace carc::test
