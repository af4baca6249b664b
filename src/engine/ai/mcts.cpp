#include "engine/ai/mcts.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdlib>
#include <string>

namespace carc::ai {

namespace {

double unit(Rng& rng) {
  return static_cast<double>(rng.next() >> 11) * (1.0 / 9007199254740992.0);
}

// A player's reward in [0, 1] for a margin over the best other (SearchConfig).
double reward(const SearchConfig& cfg, double margin) {
  const double win = margin > 0 ? 1.0 : margin < 0 ? 0.0 : 0.5;
  return cfg.winWeight * win +
         (1 - cfg.winWeight) * 0.5 * (1 + std::tanh(margin / cfg.rewardScale));
}

}  // namespace

void Search::start(const RuleSet& rules, const Position& view, int me, uint64_t seed) {
  rules_ = &rules;
  me_ = me;
  players_ = rules.players(view);
  rng_ = Rng(seed);
  done_ = 0;
  view_ = view;
  rootTurn_ = rules.turn(view);
  nodes_.clear();
  edges_.clear();
  // The determinizations' arena at its full size at once: growing it while the search runs would
  // move every position made so far within one piece of the search (Search::advance).
  pool_.reserve(static_cast<size_t>(std::max(1, cfg_.determinizations)));
  newNode(0, me);
  // The root's actions, ranked one ply deep on one determinization for the priors (prepare).
  rootDet_ = rules.sampleFromView(view_, me_, rng_);
  planner_.beginRank(rules, rootDet_, *legal_, priorValues_);
  ranked_ = 0;
  ready_ = false;
  running_ = false;
}

bool Search::prepare(int actions) {
  if (!rules_ || ready_) return ready_;
  const int to = static_cast<int>(std::min<long>(legal_->count, long{ranked_} + actions));
  planner_.rankRange(*rules_, rootDet_, me_, *legal_, priorValues_, ranked_, to);
  ranked_ = to;
  if (ranked_ >= legal_->count) finishStart();
  return ready_;
}

// The root ranked: its edges, with the candidates of sequential halving or the priors of UCB1.
void Search::finishStart() {
  expand(0, *legal_);
  detsMade_ = 0;
  ready_ = true;
  if (cfg_.halving) {
    startHalving();
    return;
  }
  if (cfg_.priorVisits > 0) {
    for (uint32_t i = 0; i < nodes_[0].edgeCount; ++i) {
      Edge& e = edges_[nodes_[0].firstEdge + i];
      e.visits = static_cast<float>(cfg_.priorVisits);
      e.reward = static_cast<float>(cfg_.priorVisits * reward(cfg_, priorValues_[i]));
    }
  }
}

void Search::step(int n) {
  if (!rules_) return;
  if (!ready_) prepare(INT_MAX);
  for (int i = 0; i < n; ++i) {
    if (!running_) {
      if (exhausted()) return;
      beginSimulation();
    }
    while (!playoutPiece(work_)) {
    }
    finishSimulation();
  }
}

bool Search::exhausted() const {
  return ready_ && !running_ &&
         (nodes_[0].edgeCount <= 1 || (cfg_.halving && survivors_.size() <= 1));
}

bool Search::advance() {
  if (!rules_) return false;
  if (!ready_) {
    prepare(1);
    return true;
  }
  if (!running_) {
    if (exhausted()) return false;
    beginSimulation();
    return true;
  }
  if (playoutPiece(work_)) finishSimulation();
  return true;
}

// A simulation's way to its playout: the next root candidate played on its determinization
// (sequential halving), or the tree descended (UCB1).
void Search::beginSimulation() {
  if (cfg_.halving) {
    simEdge_ = survivors_[static_cast<size_t>(nextCand_)];
    work_ = determinization(static_cast<size_t>(roundDet_ + nextDet_));
    rules_->apply(work_, edges_[simEdge_].action);
    while (!rules_->over(work_) && rules_->decision(work_).phase == kPhaseDraw) chance(work_);
  } else {
    descend();
  }
  beginPlayout(work_);
  running_ = true;
}

// The simulation's evaluation backed up: to the candidate (and on to the next candidate, the
// next determinization or the next round), or along the tree's path.
void Search::finishSimulation() {
  running_ = false;
  Scores out;
  rewards(work_, out);
  ++done_;
  if (!cfg_.halving) {
    for (const Step& s : path_) {
      Edge& e = edges_[s.edge];
      e.visits += 1;
      e.reward += static_cast<float>(out[nodes_[s.node].player]);
    }
    return;
  }
  edges_[simEdge_].visits += 1;
  edges_[simEdge_].reward += static_cast<float>(out[static_cast<size_t>(me_)]);
  if (++nextCand_ < static_cast<int>(survivors_.size())) return;
  nextCand_ = 0;
  if (++nextDet_ < perCandidate_) return;
  // The round is over: the better half goes on, on fresh determinizations.
  std::stable_sort(survivors_.begin(), survivors_.end(), [&](uint32_t a, uint32_t b) {
    return edges_[a].reward / std::max(1.0f, edges_[a].visits) >
           edges_[b].reward / std::max(1.0f, edges_[b].visits);
  });
  survivors_.resize((survivors_.size() + 1) / 2);
  roundDet_ += perCandidate_;
  nextDet_ = 0;
  ++round_;
  perCandidate_ =
      std::max(1, cfg_.simulations / std::max(1, rounds_) / static_cast<int>(survivors_.size()));
}

// The candidates: the root edges with the best one-ply values, in that order; the rounds share
// the level's simulations equally.
void Search::startHalving() {
  const Node& root = nodes_[0];
  survivors_.clear();
  for (uint32_t j = 0; j < root.edgeCount; ++j) survivors_.push_back(root.firstEdge + j);
  std::stable_sort(survivors_.begin(), survivors_.end(), [&](uint32_t a, uint32_t b) {
    return priorValues_[a - root.firstEdge] > priorValues_[b - root.firstEdge];
  });
  if (static_cast<int>(survivors_.size()) > cfg_.candidates)
    survivors_.resize(static_cast<size_t>(std::max(1, cfg_.candidates)));
  rounds_ = 0;
  for (size_t k = survivors_.size(); k > 1; k = (k + 1) / 2) ++rounds_;
  round_ = roundDet_ = nextDet_ = nextCand_ = 0;
  perCandidate_ =
      std::max(1, cfg_.simulations / std::max(1, rounds_) / static_cast<int>(survivors_.size()));
}

// Determinization `index` of this search (made on first use, kept in the pool).
const Position& Search::determinization(size_t index) {
  const size_t slot = index % static_cast<size_t>(std::max(1, cfg_.determinizations));
  while (detsMade_ <= index &&
         detsMade_ < static_cast<size_t>(std::max(1, cfg_.determinizations))) {
    if (pool_.size() <= detsMade_) pool_.resize(detsMade_ + 1);
    pool_[detsMade_] = rules_->sampleFromView(view_, me_, rng_);
    ++detsMade_;
  }
  return pool_[slot];
}

uint32_t Search::newNode(uint64_t key, int player) {
  Node n;
  n.key = key;
  n.player = static_cast<uint8_t>(player);
  nodes_.push_back(n);
  return static_cast<uint32_t>(nodes_.size() - 1);
}

void Search::expand(uint32_t node, const ActionList& legal) {
  Node& n = nodes_[node];
  n.firstEdge = static_cast<uint32_t>(edges_.size());
  n.edgeCount = static_cast<uint32_t>(legal.count);
  n.expanded = 1;
  for (const Action& a : legal) {
    Edge e;
    e.action = a;
    edges_.push_back(e);
  }
}

// The legal actions differ from the node's edges (hidden information dealt otherwise: another
// player's chips): adds edges for new actions (moving the node's edges to the end of the arena)
// and maps each legal action to its edge in map_.
void Search::relink(uint32_t node, const ActionList& legal) {
  auto find = [&](const Action& a) {
    const Node& n = nodes_[node];
    for (uint32_t j = 0; j < n.edgeCount; ++j)
      if (edges_[n.firstEdge + j].action == a) return n.firstEdge + j;
    return kNone;
  };
  int missing = 0;
  for (const Action& a : legal) missing += find(a) == kNone;
  if (missing) {
    const uint32_t first = static_cast<uint32_t>(edges_.size());
    const uint32_t oldFirst = nodes_[node].firstEdge, count = nodes_[node].edgeCount;
    for (uint32_t j = 0; j < count; ++j) edges_.push_back(edges_[oldFirst + j]);
    for (const Action& a : legal)
      if (find(a) == kNone) {
        Edge e;
        e.action = a;
        edges_.push_back(e);  // find() reads the old block until the node moves below
      }
    nodes_[node].firstEdge = first;
    nodes_[node].edgeCount = static_cast<uint32_t>(edges_.size() - first);
  }
  map_.resize(static_cast<size_t>(legal.count));
  for (int i = 0; i < legal.count; ++i) map_[static_cast<size_t>(i)] = find(legal.items[i]);
}

// UCB1 over the node's edges legal in this determinization (each one's availability counted).
uint32_t Search::select(uint32_t node, const ActionList& legal) {
  if (!nodes_[node].expanded) expand(node, legal);
  const Node& n = nodes_[node];
  bool same = n.edgeCount == static_cast<uint32_t>(legal.count);
  for (uint32_t j = 0; same && j < n.edgeCount; ++j)
    same = edges_[n.firstEdge + j].action == legal.items[j];
  if (!same) relink(node, legal);
  const uint32_t first = nodes_[node].firstEdge;
  uint32_t best = kNone;
  double bestScore = -1e300;
  int unvisited = 0;
  for (int i = 0; i < legal.count; ++i) {
    const uint32_t e = same ? first + static_cast<uint32_t>(i) : map_[static_cast<size_t>(i)];
    Edge& edge = edges_[e];
    ++edge.avail;
    if (edge.visits <= 0) {
      // Unvisited actions first, one of them uniformly at random (reservoir).
      if (rng_.below(static_cast<uint32_t>(++unvisited)) == 0) best = e;
      bestScore = 1e300;
      continue;
    }
    if (unvisited) continue;
    const double score = edge.reward / edge.visits +
                         cfg_.exploration * std::sqrt(std::log(double(edge.avail)) / edge.visits);
    if (score > bestScore) {
      bestScore = score;
      best = e;
    }
  }
  return best;
}

uint32_t Search::child(uint32_t edge, uint64_t key, int player, bool& created) {
  for (uint32_t c = edges_[edge].child; c != kNone; c = nodes_[c].sibling)
    if (nodes_[c].key == key) {
      created = false;
      return c;
    }
  created = true;
  const uint32_t c = newNode(key, player);
  nodes_[c].sibling = edges_[edge].child;
  edges_[edge].child = c;
  return c;
}

// What every player sees on arriving at a position: the decision (phase, who, detail), the tile
// drawn and whether the game is over. Positions of one node differ only in hidden information.
uint64_t Search::observe(const Position& p) const {
  if (rules_->over(p)) return ~0ull;
  const Decision d = rules_->decision(p);
  return uint64_t{d.phase} | uint64_t{d.player} << 8 | uint64_t{d.owner} << 16 |
         uint64_t{d.arg} << 24 | static_cast<uint64_t>(rules_->drawnTile(p) + 1) << 32;
}

// A draw that is an action (a record with explicit draws): a tile type drawn with the odds of
// the tiles left.
void Search::chance(Position& p) {
  const RuleSet& r = *rules_;
  r.legalActions(p, *scratch_);
  if (scratch_->count == 0) return;
  r.tilesLeft(p, tilesLeft_);
  auto weight = [&](const Action& a) {
    return a.tile < tilesLeft_.size() ? static_cast<long>(tilesLeft_[a.tile]) : 0L;
  };
  long total = 0;
  for (const Action& a : *scratch_) total += weight(a);
  int pick = 0;
  if (total > 0) {
    long x = static_cast<long>(rng_.below(static_cast<uint32_t>(total)));
    while ((x -= weight(scratch_->items[pick])) >= 0) ++pick;
  } else {
    pick = static_cast<int>(rng_.below(static_cast<uint32_t>(scratch_->count)));
  }
  r.apply(p, scratch_->items[pick]);
}

void Search::beginPlayout(const Position& p) {
  if (cfg_.rolloutTurns < 0 && cfg_.followerRate >= 1 && cfg_.greedyTurns == 0) {
    stage_ = Stage::kWhole;
    return;
  }
  stage_ = Stage::kPlanner;
  stageEnd_ = rules_->turn(p) + cfg_.greedyTurns;
  rankAt_ = -1;
}

// The planner's turns: its best action at each decision (the position is a determinization);
// then random turns, follower placements played sparingly; or the whole playout in one piece
// (the rule set's own uniform playout).
bool Search::playoutPiece(Position& p) {
  const RuleSet& r = *rules_;
  if (stage_ == Stage::kWhole) {
    r.playOut(p, rng_);
    stage_ = Stage::kDone;
  }
  if (stage_ == Stage::kPlanner) {
    // A planner's turn in pieces of a few actions ranked (a late turn ranks hundreds).
    if (rankAt_ >= 0) {
      const int to = std::min(scratch_->count, rankAt_ + kRankPerPiece);
      planner_.rankRange(r, p, rankPlayer_, *scratch_, plannerValues_, rankAt_, to);
      rankAt_ = to;
      if (to < scratch_->count) return false;
      rankAt_ = -1;
      r.apply(p, scratch_->items[TurnPlanner::best(plannerValues_)]);
      return false;
    }
    if (!r.over(p) && r.turn(p) < stageEnd_) {
      const Decision d = r.decision(p);
      if (d.phase == kPhaseDraw) {
        chance(p);
        return false;
      }
      planner_.beginRank(r, p, *scratch_, plannerValues_);
      if (scratch_->count) {
        rankAt_ = 0;
        rankPlayer_ = d.player;
        return false;
      }
    }
    stage_ = Stage::kRandom;
    stageEnd_ = cfg_.rolloutTurns < 0 ? INT_MAX : r.turn(p) + cfg_.rolloutTurns;
  }
  // A few random decisions a piece: each is about as quick as reading the clock.
  for (int k = 0; stage_ == Stage::kRandom && k < kRandomPerPiece; ++k) {
    if (r.over(p) || r.turn(p) >= stageEnd_) {
      stage_ = Stage::kDone;
      break;
    }
    if (r.decision(p).phase == kPhaseDraw) {
      chance(p);
      continue;
    }
    Action a = r.sampleAction(p, rng_, *scratch_);
    if (a.kind == kActNone) {
      stage_ = Stage::kDone;
      break;
    }
    if (a.kind == kActMeeple && unit(rng_) >= cfg_.followerRate) a = Action::pass();
    r.apply(p, a);
  }
  return stage_ == Stage::kDone;
}

void Search::rewards(const Position& p, Scores& out) {
  Scores s;
  expectedScores(*rules_, p, s, estimate_);
  for (int i = 0; i < players_; ++i)
    out[static_cast<size_t>(i)] = reward(cfg_, margin(s, i, players_));
}

// The tree part of a simulation: down from the root on a determinization (UCB1 at each node)
// until a node is new or the tree's turns end.
void Search::descend() {
  const RuleSet& r = *rules_;
  work_ = determinization(static_cast<size_t>(done_));
  path_.clear();
  uint32_t node = 0;
  while (!r.over(work_) &&
         (cfg_.treeTurns < 0 || node == 0 || r.turn(work_) <= rootTurn_ + cfg_.treeTurns)) {
    r.legalActions(work_, *legal_);
    if (legal_->count == 0) break;
    const uint32_t e = select(node, *legal_);
    path_.push_back({node, e});
    r.apply(work_, edges_[e].action);
    while (!r.over(work_) && r.decision(work_).phase == kPhaseDraw) chance(work_);
    const int next = r.over(work_) ? 0 : r.decision(work_).player;
    bool created = false;
    node = child(e, observe(work_), next, created);
    if (created) break;
  }
}

Action Search::best() const {
  if (nodes_.empty() || nodes_[0].edgeCount == 0) return Action{};
  if (cfg_.halving && !survivors_.empty()) {
    uint32_t best = survivors_[0];
    for (uint32_t e : survivors_)
      if (edges_[e].visits > 0 && edges_[best].visits > 0 &&
          edges_[e].reward / edges_[e].visits > edges_[best].reward / edges_[best].visits)
        best = e;
    return edges_[best].action;
  }
  const Node& root = nodes_[0];
  uint32_t best = root.firstEdge;
  for (uint32_t j = 1; j < root.edgeCount; ++j) {
    const Edge& a = edges_[root.firstEdge + j];
    const Edge& b = edges_[best];
    if (a.visits > b.visits || (a.visits == b.visits && a.reward > b.reward))
      best = root.firstEdge + j;
  }
  return edges_[best].action;
}

std::vector<Search::RootStat> Search::rootStats() const {
  std::vector<RootStat> out;
  if (nodes_.empty()) return out;
  const Node& root = nodes_[0];
  for (uint32_t j = 0; j < root.edgeCount; ++j) {
    const Edge& e = edges_[root.firstEdge + j];
    out.push_back({e.action, e.visits, e.visits > 0 ? e.reward / e.visits : 0});
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const RootStat& a, const RootStat& b) { return a.visits > b.visits; });
  return out;
}

Action MctsPlayer::decide(const RuleSet& rules, const Position& view, int me) {
  Rng rng = decisionRng(rules, view, seed_);
  search_.start(rules, view, me, rng.next());
  search_.step(search_.config().simulations);
  return search_.best();
}

}  // namespace carc::ai
