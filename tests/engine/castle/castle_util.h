#pragma once
// Helpers for the Castle's tests: hand-played games with explicit draws, written as the turn
// lines of the record notation (docs/notation.md "The Castle"), played through the mode's own
// notation hooks (parseFollower, parseTagValue) and rules checks.
#include <gtest/gtest.h>

#include <cstdio>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "engine/modes/castle/castle_mode.h"
#include "engine/modes/castle/falcon.h"

namespace carc::castle::test {

inline std::unique_ptr<CastleRules> rules(const std::vector<std::string>& ex = {}) {
  std::string why;
  auto r = makeCastle(ex, why);
  EXPECT_TRUE(r) << why;
  return r;
}

inline std::vector<std::string> split(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

// A two-player game (players A and B) with explicit draws.
struct Table {
  std::unique_ptr<CastleRules> r;
  Position pos;    // what the notation hooks read
  CastleState& s;  // its state

  explicit Table(const std::vector<std::string>& ex = {})
      : r(rules(ex)), pos(Position::of<CastleState>()), s(pos.as<CastleState>()) {
    GameSetup g;
    g.explicitDraws = true;
    EXPECT_EQ(r->setup(s, g), "");
  }
  explicit Table(std::unique_ptr<CastleRules> rules)
      : r(std::move(rules)), pos(Position::of<CastleState>()), s(pos.as<CastleState>()) {
    GameSetup g;
    g.explicitDraws = true;
    EXPECT_EQ(r->setup(s, g), "");
  }
  Table(const Table&) = delete;

  std::string act(const Action& a) {
    const std::string why = r->check(s, a);
    if (why.empty()) r->apply(s, a);
    return why;
  }

  // Answers the open decision with a "tag:value" token.
  std::string token(const std::string& tok) {
    const Decision d = r->decision(s);
    const size_t colon = tok.find(':');
    if (colon == std::string::npos) return "not a tag:value token: " + tok;
    const std::string tag = tok.substr(0, colon);
    std::string value = tok.substr(colon + 1);
    if (d.phase < kExpansionPhaseBase || r->decisionTag(d) != tag)
      return "token " + tok + " answers no open decision";
    if (r->tagNamesPlayer(d)) {
      const size_t eq = value.find('=');
      const std::string name = value.substr(0, eq);
      const int who = name == "A" || name == "P1" ? 0 : name == "B" || name == "P2" ? 1 : -1;
      if (eq == std::string::npos || who != d.player)
        return tag + ": it is " + std::string(d.player ? "B" : "A") + "'s decision";
      value = value.substr(eq + 1);
    }
    Action a;
    std::string why;
    if (!r->parseTagValue(pos, d, value, a, why)) return why;
    return act(a);
  }

  // One line: "TILE X,Y rR FOLLOWER tag:value...", "discard TILE" or "final tag:value...".
  std::string line(const std::string& text) {
    const auto w = split(text);
    if (w.empty()) return "";
    size_t i = 0;
    if (w[0] == "final" || w[0] == "discard") {
      if (w[0] == "discard") return w.size() == 2 ? act(Action::draw(r->tileType(w[1]))) : "?";
      ++i;
    } else {
      if (w.size() < 4) return "short turn line: " + text;
      const int type = r->tileType(w[0]);
      if (type < 0) return "no tile " + w[0];
      std::string why = act(Action::draw(type));
      if (!why.empty()) return "draw: " + why;
      if (r->decision(s).phase != kPhasePlaceTile) return "tile " + w[0] + " fits nowhere";
      int x = 0, y = 0, rot = 0;
      if (std::sscanf(w[1].c_str(), "%d,%d", &x, &y) != 2 ||
          std::sscanf(w[2].c_str(), "r%d", &rot) != 1)
        return "bad placement in " + text;
      why = act(Action::place(x, y, rot));
      if (!why.empty()) return "placement: " + why;
      Action f;
      if (!r->parseFollower(pos, w[3], f, why)) return why;
      why = act(f);
      if (!why.empty()) return "follower: " + why;
      i = 4;
    }
    for (; i < w.size(); ++i) {
      const std::string why = token(w[i]);
      if (!why.empty()) return why;
    }
    const Decision d = r->decision(s);
    if (d.phase >= kExpansionPhaseBase)
      return "decision '" + std::string(r->decisionTag(d)) + "' left open after: " + text;
    return "";
  }

  // Plays lines separated by '\n'; fails the test at the first error.
  Table& play(const std::string& lines) {
    std::istringstream in(lines);
    for (std::string l; std::getline(in, l);) {
      const std::string why = line(l.substr(0, l.find('#')));
      EXPECT_EQ(why, "") << "at: " << l;
      if (!why.empty()) break;
    }
    return *this;
  }

  // The game ends as if no tile were left (final scoring up to its first decision).
  Table& end() {
    r->endNow(s);
    return *this;
  }

  int points(int p, int column) const { return s.score[p][column]; }
  int total(int p) const { return s.total(p); }
  int root(int x, int y, const char* loc) const {
    std::string why;
    const int seg = r->segmentAtRef(s, x, y, locationFromName(loc), why);
    EXPECT_GE(seg, 0) << why;
    return seg < 0 ? -1 : CastleRules::find(s, seg);
  }
  // Puts a wall tile face up in a player's hand, usable from now on (set-ups of wall tile rules).
  void give(int p, int n) { ++s.held[p][n]; }
  // Sets a player's score (in the wall column) so that a marker starts where a test needs it.
  void setTotal(int p, int total) {
    s.score[p][kColWall] = static_cast<int16_t>(s.score[p][kColWall] + total - s.total(p));
  }
  int towerIndex(int space) const {
    for (size_t t = 0; t < r->data().towers.size(); ++t)
      if (r->data().towers[t].space == space) return static_cast<int>(t);
    return -1;
  }
};

}  // namespace carc::castle::test
