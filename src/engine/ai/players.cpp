#include <cmath>
#include <cstdlib>
#include <string>

#include "engine/ai/greedy.h"
#include "engine/ai/mcts.h"
#include "engine/ai/player.h"

namespace carc::ai {

Rng decisionRng(const RuleSet& rules, const Position& view, uint64_t seed) {
  return Rng(seed ^ (rules.hash(view) * 0x9E3779B97F4A7C15ull));
}

SearchConfig levelConfig(std::string_view level, bool& known) {
  SearchConfig cfg;
  known = true;
  // Each level: simulations per decision and the planner's turns in each playout (what the
  // arena measures them at: docs/ai.md).
  if (level == "easy") {
    cfg.simulations = 80;
    cfg.greedyTurns = 2;
  } else if (level == "medium") {
    cfg.simulations = 100;
    cfg.greedyTurns = 3;
  } else if (level == "hard") {
    cfg.simulations = 200;
    cfg.greedyTurns = 5;
  } else {
    known = false;
  }
  return cfg;
}

namespace {

bool parseDouble(std::string_view text, double& out) {
  const std::string s(text);
  char* end = nullptr;
  out = std::strtod(s.c_str(), &end);
  return !s.empty() && end && *end == 0 && std::isfinite(out);
}

}  // namespace

bool parseSearchConfig(std::string_view text, SearchConfig& cfg, std::string& why) {
  size_t i = 0;
  while (i < text.size()) {
    size_t j = text.find_first_of(" ,+", i);
    if (j == std::string_view::npos) j = text.size();
    const std::string_view item = text.substr(i, j - i);
    i = j + 1;
    if (item.empty()) continue;
    const size_t eq = item.find('=');
    double v = 0;
    if (eq == std::string_view::npos || !parseDouble(item.substr(eq + 1), v)) {
      why = "search setting '" + std::string(item) + "' is not KEY=NUMBER";
      return false;
    }
    const std::string_view key = item.substr(0, eq);
    if (key == "sims" && v >= 1 && v <= 1e7) {
      cfg.simulations = static_cast<int>(v);
    } else if (key == "c" && v >= 0) {
      cfg.exploration = v;
    } else if (key == "tree" && v >= -1 && v <= 1000) {
      cfg.treeTurns = static_cast<int>(v);
    } else if (key == "gturns" && v >= 0 && v <= 1000) {
      cfg.greedyTurns = static_cast<int>(v);
    } else if (key == "turns" && v >= -1 && v <= 1000) {
      cfg.rolloutTurns = static_cast<int>(v);
    } else if (key == "follow" && v >= 0 && v <= 1) {
      cfg.followerRate = v;
    } else if (key == "dets" && v >= 1 && v <= 65536) {
      cfg.determinizations = static_cast<int>(v);
    } else if (key == "win" && v >= 0 && v <= 1) {
      cfg.winWeight = v;
    } else if (key == "scale" && v > 0) {
      cfg.rewardScale = v;
    } else if (key == "halving" && (v == 0 || v == 1)) {
      cfg.halving = static_cast<int>(v);
    } else if (key == "top" && v >= 1 && v <= 1024) {
      cfg.candidates = static_cast<int>(v);
    } else if (key == "prior" && v >= 0) {
      cfg.priorVisits = v;
    } else {
      why = "search setting '" + std::string(item) +
            "': unknown key or value out of range (keys: sims, c, tree, gturns, turns, follow, "
            "dets, win, scale, prior, halving, top)";
      return false;
    }
  }
  return true;
}

std::unique_ptr<Player> makePlayer(std::string_view spec, uint64_t seed, std::string& why) {
  if (spec == "random") return std::make_unique<RandomPlayer>(seed);
  if (spec == "greedy") return std::make_unique<GreedyPlayer>(seed);
  bool known = false;
  SearchConfig cfg = levelConfig(spec, known);
  if (known) return std::make_unique<MctsPlayer>(std::string(spec), cfg, seed);
  // mcts(KEY=V ...) or LEVEL(KEY=V ...): a level with settings changed (tuning, arenas).
  const size_t open = spec.find('(');
  if (open != std::string_view::npos && spec.back() == ')') {
    const std::string_view base = spec.substr(0, open);
    cfg = base == "mcts" ? SearchConfig{} : levelConfig(base, known);
    if (base != "mcts" && !known) {
      why = "unknown player '" + std::string(base) + "'";
      return nullptr;
    }
    if (!parseSearchConfig(spec.substr(open + 1, spec.size() - open - 2), cfg, why)) return nullptr;
    return std::make_unique<MctsPlayer>(std::string(spec), cfg, seed);
  }
  why = "unknown player '" + std::string(spec) +
        "' (random, greedy, easy, medium, hard, or mcts(KEY=V ...) / LEVEL(KEY=V ...) with keys "
        "sims, top, gturns, halving, c, tree, turns, follow, dets, win, scale, prior)";
  return nullptr;
}

}  // namespace carc::ai
