#pragma once
// Information-set Monte Carlo tree search (single observer: Cowling, Powley and Whitehouse 2012).
// The tree is over what the searching player knows: each simulation plays on a determinization
// (RuleSet::sampleFromView of the player's view: the bag's order, other players' face-down pieces
// dealt at random), descends the one tree choosing among the actions legal in that
// determinization (UCB1 with availability counts), and a node's children are told apart by the
// action and by what everyone then sees (the next decision and the tile drawn): a tile draw is a
// chance outcome, never a choice. Below the tree a short random playout (follower placements
// played sparingly) ends in the evaluation (evaluate.h).
//
// Anytime and in slices: start(view), prepare(k) as often as wanted (optional), step(n) as often
// as wanted, best(). The same seed and view give the same tree whatever the slices. Nodes, edges
// and positions live in arenas kept from one search to the next: a simulation allocates nothing.
#include <cstdint>
#include <memory>
#include <vector>

#include "engine/ai/evaluate.h"
#include "engine/ai/greedy.h"
#include "engine/ai/player.h"

namespace carc::ai {

struct SearchConfig {
  int simulations = 200;  // per decision (the level); key "sims"
  // UCB1 exploration constant on rewards in [0, 1]; key "c".
  double exploration = 0.35;
  // Turns the tree spans after the root's (the root's own decisions are always in it); -1: no
  // limit. Key "tree".
  int treeTurns = -1;
  // Below the tree: turns played by the one-ply planner (greedy.h), then turns played at random
  // (-1: to the game's end), then the evaluation. Keys "gturns", "turns".
  int greedyTurns = 5;
  int rolloutTurns = 0;
  // A follower placement the random playout draws is played with this probability, else the
  // step is passed: uniformly random play spends its followers on hopeless features. Key "follow".
  double followerRate = 0.3;
  // Determinizations sampled per search and cycled over its simulations. Key "dets".
  int determinizations = 256;
  // Reward of a player: winWeight * (won: 1, tied first: 1/2, else 0) + (1 - winWeight) *
  // (1 + tanh(margin / rewardScale)) / 2, margin = own score - best other's. Keys "win", "scale".
  double winWeight = 0.5;
  double rewardScale = 20;
  // Root actions start with this many visits at their one-ply value (greedy.h's ranking on one
  // determinization): the search begins from the greedy order. Key "prior".
  double priorVisits = 4;
  // The root by sequential halving (Karnin et al. 2013; SHOT, Cazenave 2014) instead of UCB1:
  // the `candidates` best root actions by the one-ply ranking are each played on the same
  // determinizations (common random numbers), the worse half dropped after each round. Keys
  // "halving" (0/1), "top".
  int halving = 1;
  int candidates = 8;
};

// "sims=2000 c=0.4" (or '+' / ',' between pairs) over `cfg`; false with `why` for an unknown key
// or a bad value.
bool parseSearchConfig(std::string_view text, SearchConfig& cfg, std::string& why);

class Search {
 public:
  explicit Search(const SearchConfig& cfg = {}) : cfg_(cfg) {}
  const SearchConfig& config() const { return cfg_; }

  // A new search for `me`'s pending decision in `view` (rules.viewFor of the game for `me`).
  // `rules` must outlive the search. Cheap: the root's actions are ranked afterwards, by
  // prepare() or else by the first step().
  void start(const RuleSet& rules, const Position& view, int me, uint64_t seed);
  // Ranks up to `actions` more of the root's actions one ply deep (each about a fifth of a
  // simulation of the levels), so that a caller keeping each call short can spread the ranking
  // over several; true once the root is ranked and the simulations can run.
  bool prepare(int actions);
  bool ready() const { return ready_; }
  // Runs n more simulations (ranking the root first if prepare has not finished it; finishing
  // one advance() began).
  void step(int n);
  // One piece of the work, for a caller slicing the search by time: a root action ranked, a
  // simulation's way down to its playout, one planner turn (or a few random turns) of the
  // playout, the last one with the result backed up. Any mix of pieces, prepare() and step()
  // gives the same search. False once there is nothing left to do.
  bool advance();
  // A simulation advance() began is not finished yet.
  bool running() const { return running_; }
  // Ready, no simulation under way, and more would not change the choice: a single root action,
  // or sequential halving down to one candidate.
  bool exhausted() const;
  int simulations() const { return done_; }
  // The most visited root action (Action{} if nothing is legal).
  Action best() const;
  struct RootStat {
    Action action;
    double visits;
    double reward;  // mean, for the deciding player
  };
  // Every root action with its visits and mean reward, most visited first.
  std::vector<RootStat> rootStats() const;

 private:
  static constexpr uint32_t kNone = 0xFFFFFFFFu;
  struct Edge {
    Action action;
    uint32_t child = kNone;  // first child node; siblings differ by observation
    float visits = 0;
    float reward = 0;    // sum, for the player deciding at the edge's node
    uint32_t avail = 0;  // simulations in which the action was legal at its node
  };
  struct Node {
    uint64_t key = 0;  // what was observed on arriving here (observe)
    uint32_t firstEdge = 0;
    uint32_t edgeCount = 0;
    uint32_t sibling = kNone;
    uint8_t player = 0;
    uint8_t expanded = 0;
  };
  struct Step {
    uint32_t node;
    uint32_t edge;
  };

  void finishStart();
  void startHalving();
  void beginSimulation();
  void descend();
  void finishSimulation();
  const Position& determinization(size_t index);
  uint32_t newNode(uint64_t key, int player);
  void expand(uint32_t node, const ActionList& legal);
  uint32_t select(uint32_t node, const ActionList& legal);
  void relink(uint32_t node, const ActionList& legal);
  uint32_t child(uint32_t edge, uint64_t key, int player, bool& created);
  uint64_t observe(const Position& p) const;
  void chance(Position& p);
  void beginPlayout(const Position& p);
  bool playoutPiece(Position& p);
  void rewards(const Position& p, Scores& out);
  void addPriors();

  SearchConfig cfg_;
  const RuleSet* rules_ = nullptr;
  int me_ = 0;
  int players_ = 2;
  Rng rng_;
  int done_ = 0;
  Position view_, work_;
  std::vector<Position> pool_;  // determinizations, filled in the first simulations
  std::vector<Node> nodes_;
  std::vector<Edge> edges_;
  std::vector<Step> path_;
  std::vector<uint32_t> map_;  // legal action i -> edge index (after relink)
  std::unique_ptr<ActionList> legal_ = std::make_unique<ActionList>();
  std::unique_ptr<ActionList> scratch_ = std::make_unique<ActionList>();
  std::vector<int> tilesLeft_;
  std::vector<double> estimate_;
  std::vector<double> priorValues_;
  TurnPlanner planner_;
  std::vector<double> plannerValues_;
  int rootTurn_ = 0;
  // The root's ranking: on this determinization, the first ranked_ of the root's actions so far.
  Position rootDet_;
  int ranked_ = 0;
  bool ready_ = false;
  // Sequential halving: the root edges still in, the round, the simulations per candidate in it,
  // and the next simulation's determinization (round base + j) and candidate.
  std::vector<uint32_t> survivors_;
  int rounds_ = 0, round_ = 0, perCandidate_ = 0, roundDet_ = 0, nextDet_ = 0, nextCand_ = 0;
  size_t detsMade_ = 0;
  // The simulation under way (advance): its root candidate (halving), its playout's stage, which
  // ends at turn stageEnd_, and the planner's turn being ranked (the next action to rank, -1:
  // none; for whom).
  enum class Stage { kWhole, kPlanner, kRandom, kDone };
  static constexpr int kRandomPerPiece = 8;
  static constexpr int kRankPerPiece = 8;
  bool running_ = false;
  uint32_t simEdge_ = 0;
  Stage stage_ = Stage::kDone;
  int stageEnd_ = 0;
  int rankAt_ = -1, rankPlayer_ = 0;
};

class MctsPlayer : public Player {
 public:
  MctsPlayer(std::string name, const SearchConfig& cfg, uint64_t seed)
      : name_(std::move(name)), search_(cfg), seed_(seed) {}
  Action decide(const RuleSet& rules, const Position& view, int me) override;
  std::string name() const override { return name_; }
  Search& search() { return search_; }

 private:
  std::string name_;
  Search search_;
  uint64_t seed_;
  ActionList legal_;
};

// The levels: simulations per decision, so that a measured strength holds on any machine.
SearchConfig levelConfig(std::string_view level, bool& known);

}  // namespace carc::ai
