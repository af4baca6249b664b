#pragma once
// Computer players. A player is asked for one decision at a time and sees only the view of the
// player it plays (RuleSet::viewFor(truth, me)): never the true position, so it cannot know the
// order of the tiles still to draw or another player's face-down pieces. Whatever a player needs
// beyond its view (a search's futures) it deals itself with RuleSet::sampleFromView.
//
// Every decision of every rule set is answered through legalActions: a player knows no mode,
// expansion or phase by name.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "engine/core/rule_set.h"

namespace carc::ai {

class Player {
 public:
  virtual ~Player() = default;
  // The action for the decision pending in `view`, which `me` must take
  // (rules.decision(view).player == me, the game not over, no draw pending). Deterministic: the
  // same view and the player's seed give the same action, whatever the hidden truth was.
  virtual Action decide(const RuleSet& rules, const Position& view, int me) = 0;
  // The name this player was made from ("greedy", "hard", "mcts(sims=500)").
  virtual std::string name() const = 0;
};

// A player from its name: random, greedy, easy, medium, hard, or mcts(key=value ...) with keys
// of SearchConfig (mcts.h: sims, c, turns, follow, dets, scale, win, prior). `seed` seeds its
// choices (mixed with each view's hash, so a decision depends on the seed and the view only).
// nullptr with `why` for an unknown name or key.
std::unique_ptr<Player> makePlayer(std::string_view spec, uint64_t seed, std::string& why);

// The rng a player uses for one decision: its seed mixed with the view's hash.
Rng decisionRng(const RuleSet& rules, const Position& view, uint64_t seed);

}  // namespace carc::ai
