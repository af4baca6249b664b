// `carc arena`, `carc suggest`, `carc search-bench`: the computer players (src/engine/ai) played
// against each other, asked for a move, and timed.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>
#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#else
#include <thread>
#endif

#include "engine/ai/mcts.h"
#include "engine/ai/player.h"
#include "engine/modes/registry.h"
#include "engine/record/notation.h"

namespace carc::cli {

namespace {

using Clock = std::chrono::steady_clock;

int aiUsage() {
  std::fprintf(
      stderr,
      "usage:\n"
      "  carc arena --players A,B[,...] [--mode M] [--expansions X,Y] [--options O]\n"
      "             [--games N] [--seed S] [--threads T] [--progress]\n"
      "      the listed players (one per seat) over paired seeds, every seed played once per\n"
      "      rotation of the seats (N rounded up to a multiple of the seat count); JSON out\n"
      "  carc suggest FILE [--level L]\n"
      "      the move player L (default hard) makes where the record FILE ends, in notation\n"
      "  carc search-bench [--level L] [--mode M] [--expansions X,Y] [--positions N] [--seed S]\n"
      "                   [--warmup W] [--pieces]\n"
      "      simulations per second of player L's search on N positions of random games (CPU time\n"
      "      of the searches only), after W positions searched and not counted (default 10);\n"
      "      --pieces: the searches run piece by piece as the page slices them (Search::advance),\n"
      "      each piece's CPU time summed up too (the longest bounds a frame's overrun; reading\n"
      "      the clock so often slows the search, so its speed is not the search's)\n"
      "players: random, greedy, easy, medium, hard, or mcts(KEY=V ...) / LEVEL(KEY=V ...) with\n"
      "keys sims, top, gturns, halving, c, tree, turns, follow, dets, win, scale, prior\n"
      "(mcts.h: SearchConfig; e.g. 'hard(sims=400)')\n");
  return 1;
}

bool number(const char* s, unsigned long long& v) {
  if (!*s || *s == '-') return false;
  char* end = nullptr;
  v = std::strtoull(s, &end, 10);
  return *end == 0;
}

// Comma-separated items; commas inside parentheses belong to the item ("mcts(sims=9,c=1)").
std::vector<std::string> items(const char* s) {
  std::vector<std::string> out;
  std::string cur;
  int depth = 0;
  for (; *s; ++s) {
    if (*s == ',' && depth == 0) {
      if (!cur.empty()) out.push_back(cur);
      cur.clear();
      continue;
    }
    depth += *s == '(' ? 1 : *s == ')' ? -1 : 0;
    cur += *s;
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

struct GameArgs {
  std::string mode = "base";
  std::vector<std::string> expansions, options;
};

std::unique_ptr<RuleSet> ruleSet(const GameArgs& g, std::string& why) {
  std::vector<std::string> items = g.expansions;
  if (items.size() == 1 && items[0] == "none") items.clear();
  if (!attachOptions(g.mode, items, g.options, why)) return nullptr;
  return makeRuleSet(g.mode, items, why);
}

// Reads a game option shared by the commands; false if argv[i] is none of them.
bool gameOption(int argc, char** argv, int& i, GameArgs& g) {
  if (i + 1 >= argc) return false;
  if (!std::strcmp(argv[i], "--mode")) {
    g.mode = argv[++i];
  } else if (!std::strcmp(argv[i], "--expansions")) {
    g.expansions = items(argv[++i]);
  } else if (!std::strcmp(argv[i], "--options")) {
    g.options = items(argv[++i]);
  } else {
    return false;
  }
  return true;
}

// ---- arena

struct GameResult {
  std::vector<int> score;                    // per listed player
  std::vector<double> share;                 // of the win: 1, 1/k for k tied first, 0
  std::vector<std::vector<double>> seconds;  // per listed player, per decision
  std::string error;
};

uint64_t mix(uint64_t a, uint64_t b) {
  uint64_t z = a + 0x9E3779B97F4A7C15ull * (b + 1);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// One game: seat j is played by listed player (j + rotation) % k.
GameResult playGame(const RuleSet& rules, const std::vector<std::string>& specs, uint64_t seed,
                    int rotation) {
  const int k = static_cast<int>(specs.size());
  GameResult res;
  res.score.assign(specs.size(), 0);
  res.share.assign(specs.size(), 0);
  res.seconds.resize(specs.size());
  std::vector<std::unique_ptr<ai::Player>> seat(specs.size());
  for (int j = 0; j < k; ++j) {
    const int who = (j + rotation) % k;
    std::string why;
    seat[static_cast<size_t>(j)] =
        ai::makePlayer(specs[static_cast<size_t>(who)], mix(seed, static_cast<uint64_t>(who)), why);
  }
  Position pos = rules.newPosition();
  GameSetup setup;
  setup.players = k;
  setup.seed = seed;
  res.error = rules.setup(pos, setup);
  if (!res.error.empty()) return res;
  while (!rules.over(pos)) {
    const Decision d = rules.decision(pos);
    const int who = (d.player + rotation) % k;
    const Position view = rules.viewFor(pos, d.player);
    const auto t0 = Clock::now();
    const Action a = seat[d.player]->decide(rules, view, d.player);
    res.seconds[static_cast<size_t>(who)].push_back(
        std::chrono::duration<double>(Clock::now() - t0).count());
    const std::string why = rules.check(pos, a);
    if (!why.empty()) {
      res.error = specs[static_cast<size_t>(who)] + " chose an illegal action at turn " +
                  std::to_string(rules.turn(pos)) + ": " + why;
      return res;
    }
    rules.apply(pos, a);
  }
  int best = -1000000, tied = 0;
  for (int j = 0; j < k; ++j) {
    const int t = rules.total(pos, j);
    res.score[static_cast<size_t>((j + rotation) % k)] = t;
    if (t > best) best = t, tied = 0;
    if (t == best) ++tied;
  }
  for (int j = 0; j < k; ++j)
    if (rules.total(pos, j) == best)
      res.share[static_cast<size_t>((j + rotation) % k)] = 1.0 / tied;
  return res;
}

// Wilson score interval (95%) for `wins` successes in n trials.
void wilson(double wins, double n, double& lo, double& hi) {
  const double z = 1.959963984540054, p = wins / n, z2 = z * z;
  const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
  lo = centre - half;
  hi = centre + half;
}

std::string jsonString(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

void printArena(const GameArgs& g, const std::vector<std::string>& specs,
                const std::vector<GameResult>& results, uint64_t firstSeed, double seconds) {
  const size_t k = specs.size();
  const double n = static_cast<double>(results.size());
  std::vector<double> wins(k, 0), scores(k, 0);
  std::vector<std::vector<double>> times(k);
  double ties = 0, diff = 0;
  for (const GameResult& r : results) {
    double best = -1e9;
    for (size_t j = 0; j < k; ++j) {
      wins[j] += r.share[j];
      scores[j] += r.score[j];
      times[j].insert(times[j].end(), r.seconds[j].begin(), r.seconds[j].end());
      if (j > 0) best = std::max(best, static_cast<double>(r.score[j]));
    }
    diff += r.score[0] - best;
    ties += r.share[0] > 0 && r.share[0] < 1;
  }
  double lo = 0, hi = 0;
  wilson(wins[0], n, lo, hi);
  std::string exps;
  for (const std::string& e : g.expansions) exps += (exps.empty() ? "" : ", ") + jsonString(e);
  std::printf("{\"mode\": %s, \"expansions\": [%s], \"games\": %.0f, \"seeds\": %.0f, ",
              jsonString(g.mode).c_str(), exps.c_str(), n, n / static_cast<double>(k));
  std::printf("\"firstSeed\": %llu, \"players\": [", static_cast<unsigned long long>(firstSeed));
  for (size_t j = 0; j < k; ++j) {
    std::vector<double>& t = times[j];
    std::sort(t.begin(), t.end());
    double sum = 0;
    for (double x : t) sum += x;
    std::printf(
        "%s\n  {\"player\": %s, \"wins\": %.1f, \"meanScore\": %.2f, \"decisions\": %zu, "
        "\"secondsPerMove\": {\"mean\": %.4f, \"median\": %.4f, \"max\": %.4f}}",
        j ? "," : "", jsonString(specs[j]).c_str(), wins[j], scores[j] / n, t.size(),
        t.empty() ? 0 : sum / static_cast<double>(t.size()), t.empty() ? 0 : t[t.size() / 2],
        t.empty() ? 0 : t.back());
  }
  std::printf(
      "],\n \"ties\": \"a game whose first place is shared gives each of the k players 1/k of a "
      "win\", \"firstPlayerTies\": %.0f,\n \"firstPlayerWinRate\": %.4f, \"wilson95\": [%.4f, "
      "%.4f], \"meanScoreDifference\": %.2f, \"scoreDifference\": \"first player minus the best "
      "other\", \"seconds\": %.1f}\n",
      ties, wins[0] / n, lo, hi, diff / n, seconds);
}

int arena(int argc, char** argv) {
  GameArgs g;
  std::vector<std::string> specs;
  unsigned long long games = 20, seed = 1, threads = 1;
  bool progress = false;
  for (int i = 2; i < argc; ++i) {
    if (gameOption(argc, argv, i, g)) continue;
    if (!std::strcmp(argv[i], "--players") && i + 1 < argc) {
      specs = items(argv[++i]);
    } else if (!std::strcmp(argv[i], "--games") && i + 1 < argc) {
      if (!number(argv[++i], games) || games < 1) return aiUsage();
    } else if (!std::strcmp(argv[i], "--seed") && i + 1 < argc) {
      if (!number(argv[++i], seed)) return aiUsage();
    } else if (!std::strcmp(argv[i], "--threads") && i + 1 < argc) {
      if (!number(argv[++i], threads) || threads < 1 || threads > 64) return aiUsage();
    } else if (!std::strcmp(argv[i], "--progress")) {
      progress = true;
    } else {
      return aiUsage();
    }
  }
  std::string why;
  const std::unique_ptr<RuleSet> rules = ruleSet(g, why);
  if (!rules) {
    std::fprintf(stderr, "carc arena: %s\n", why.c_str());
    return 1;
  }
  const int k = static_cast<int>(specs.size());
  if (k < rules->minPlayers() || k > rules->maxPlayers()) {
    std::fprintf(stderr, "carc arena: --players lists %d players; this game takes %d to %d\n", k,
                 rules->minPlayers(), rules->maxPlayers());
    return 1;
  }
  for (const std::string& s : specs)
    if (!ai::makePlayer(s, 0, why)) {
      std::fprintf(stderr, "carc arena: %s\n", why.c_str());
      return 1;
    }
  const size_t seeds = static_cast<size_t>((games + static_cast<unsigned long long>(k) - 1) /
                                           static_cast<unsigned long long>(k));
  std::vector<GameResult> results(seeds * static_cast<size_t>(k));
  const auto t0 = Clock::now();
  auto run = [&](size_t first, size_t step) {
    for (size_t i = first; i < results.size(); i += step) {
      results[i] = playGame(*rules, specs, seed + i / static_cast<size_t>(k),
                            static_cast<int>(i % static_cast<size_t>(k)));
      if (progress) {  // the listed players' scores, in list order
        std::string line = "game " + std::to_string(i) + ":";
        for (size_t j = 0; j < results[i].score.size(); ++j)
          line += (j ? "-" : " ") + std::to_string(results[i].score[j]);
        std::fprintf(stderr, "%s\n", line.c_str());
      }
    }
  };
#ifdef __EMSCRIPTEN__
  threads = 1;
#endif
  if (threads <= 1) {
    run(0, 1);
  } else {
#ifndef __EMSCRIPTEN__
    std::vector<std::thread> pool;
    for (size_t t = 0; t < threads; ++t) pool.emplace_back(run, t, static_cast<size_t>(threads));
    for (std::thread& th : pool) th.join();
#endif
  }
  for (const GameResult& r : results)
    if (!r.error.empty()) {
      std::fprintf(stderr, "carc arena: %s\n", r.error.c_str());
      return 2;
    }
  printArena(g, specs, results, seed, std::chrono::duration<double>(Clock::now() - t0).count());
  return 0;
}

// ---- suggest

// A move as the notation writes it: the placement "TILE X,Y rR", the follower field, or the
// decision's "tag:value" token.
std::string moveText(const RuleSet& rules, const Position& p, const Action& a,
                     const std::vector<std::string>& names) {
  const Decision d = rules.decision(p);
  if (a.kind == kActPlace)
    return rules.tileId(rules.drawnTile(p)) + " " + std::to_string(a.x) + "," +
           std::to_string(a.y) + " r" + std::to_string(a.rot);
  if (!taggedDecision(d)) return rules.printFollower(p, a);
  std::string token = std::string(rules.decisionTag(d)) + ":";
  if (rules.tagNamesPlayer(d) && d.player < names.size()) token += names[d.player] + "=";
  return token + rules.printTagValue(p, d, a);
}

int suggest(int argc, char** argv) {
  const char* path = nullptr;
  std::string level = "hard";
  for (int i = 2; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--level") && i + 1 < argc)
      level = argv[++i];
    else if (!path && argv[i][0] != '-')
      path = argv[i];
    else
      return aiUsage();
  }
  if (!path) return aiUsage();
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "carc suggest: cannot read %s\n", path);
    return 2;
  }
  std::stringstream text;
  text << in.rdbuf();
  LoadedGame g;
  NotationError err;
  if (!loadRecord(text.str(), g, err)) {
    std::fprintf(stderr, "%s: %s\n", path, err.str().c_str());
    return 2;
  }
  const RuleSet& rules = *g.rules;
  const Position& pos = g.game->state();
  if (rules.over(pos)) {
    std::fprintf(stderr, "carc suggest: %s: the game is over\n", path);
    return 2;
  }
  const Decision d = rules.decision(pos);
  if (d.phase == kPhaseDraw) {
    std::fprintf(stderr,
                 "carc suggest: %s: the next tile is not drawn yet (with 'Draws: explicit', end "
                 "the record with the tile: 'N. TILE')\n",
                 path);
    return 2;
  }
  std::string why;
  std::unique_ptr<ai::Player> player = ai::makePlayer(level, 1, why);
  if (!player) {
    std::fprintf(stderr, "carc suggest: %s\n", why.c_str());
    return 1;
  }
  const auto t0 = Clock::now();
  const Action a = player->decide(rules, rules.viewFor(pos, d.player), d.player);
  const double seconds = std::chrono::duration<double>(Clock::now() - t0).count();
  const std::vector<std::string>& names = g.header.players;
  std::printf(
      "{\"player\": %s, \"turn\": %d, \"move\": %s, \"level\": %s, \"seconds\": %.3f",
      jsonString(d.player < names.size() ? names[d.player] : std::to_string(d.player)).c_str(),
      rules.turn(pos) + (rules.drawnTile(pos) >= 0 ? 1 : 0),
      jsonString(moveText(rules, pos, a, names)).c_str(), jsonString(level).c_str(), seconds);
  if (auto* m = dynamic_cast<ai::MctsPlayer*>(player.get())) {
    std::printf(", \"simulations\": %d, \"alternatives\": [", m->search().simulations());
    const auto stats = m->search().rootStats();
    for (size_t i = 0; i < stats.size() && i < 5; ++i)
      std::printf("%s{\"move\": %s, \"visits\": %.0f, \"reward\": %.3f}", i ? ", " : "",
                  jsonString(moveText(rules, pos, stats[i].action, names)).c_str(), stats[i].visits,
                  stats[i].reward);
    std::printf("]");
  }
  std::printf("}\n");
  return 0;
}

// ---- search-bench

#ifdef __EMSCRIPTEN__
// Under node, clock() and CLOCK_PROCESS_CPUTIME_ID are not the process's CPU time (clock() is
// the wall clock; the CPU-time clock is not implemented): node's own count of it.
EM_JS(double, nodeCpuSeconds, (), {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
});
#endif

// The process's CPU time in seconds (user and system): on a shared machine the wall clock also
// counts other jobs' time.
double cpuSeconds() {
#ifdef __EMSCRIPTEN__
  return nodeCpuSeconds();
#else
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
#endif
}

// Position i of the bench: random play of seed + i up to turn (i * 7) % 60, then the next
// placement decision; false if the game ended first.
bool benchPosition(const RuleSet& rules, uint64_t seed, uint64_t i, Position& pos,
                   ActionList& scratch) {
  GameSetup setup;
  setup.seed = seed + i;
  rules.setup(pos, setup);
  Rng policy(seed + i);
  const int stop = static_cast<int>((i * 7) % 60);
  while (!rules.over(pos) &&
         (rules.turn(pos) < stop || rules.decision(pos).phase != kPhasePlaceTile))
    rules.apply(pos, rules.sampleAction(pos, policy, scratch));
  return !rules.over(pos);
}

// One search as the page runs it (app/computer_turns.cpp): started, then piece by piece until the
// level's simulations are done; each piece's CPU milliseconds (the start's too) in `ms`.
void searchInPieces(const RuleSet& rules, const Position& view, int me, ai::Search& search,
                    std::vector<double>& ms) {
  double c0 = cpuSeconds();
  search.start(rules, view, me, rules.hash(view));
  for (;;) {
    const double c1 = cpuSeconds();
    ms.push_back((c1 - c0) * 1e3);
    if (search.ready() && !search.running() &&
        (search.simulations() >= search.config().simulations || search.exhausted()))
      return;
    c0 = c1;
    search.advance();
  }
}

int searchBench(int argc, char** argv) {
  GameArgs g;
  std::string level = "hard";
  unsigned long long positions = 20, seed = 1, warmup = 10;
  bool pieces = false;
  for (int i = 2; i < argc; ++i) {
    if (gameOption(argc, argv, i, g)) continue;
    if (!std::strcmp(argv[i], "--pieces")) {
      pieces = true;
      continue;
    }
    if (!std::strcmp(argv[i], "--level") && i + 1 < argc) {
      level = argv[++i];
    } else if (!std::strcmp(argv[i], "--positions") && i + 1 < argc) {
      if (!number(argv[++i], positions) || positions < 1) return aiUsage();
    } else if (!std::strcmp(argv[i], "--seed") && i + 1 < argc) {
      if (!number(argv[++i], seed)) return aiUsage();
    } else if (!std::strcmp(argv[i], "--warmup") && i + 1 < argc) {
      if (!number(argv[++i], warmup)) return aiUsage();
    } else {
      return aiUsage();
    }
  }
  std::string why;
  const std::unique_ptr<RuleSet> rules = ruleSet(g, why);
  std::unique_ptr<ai::Player> player = rules ? ai::makePlayer(level, 1, why) : nullptr;
  auto* mcts = dynamic_cast<ai::MctsPlayer*>(player.get());
  if (!mcts) {
    std::fprintf(
        stderr, "carc search-bench: %s\n",
        why.empty() ? "the level must be a search (easy, medium, hard, mcts(...))" : why.c_str());
    return 1;
  }
  Position pos = rules->newPosition();
  ActionList scratch;
  // The warm-up (positions after the measured ones, so that the measured set is the same with
  // any warm-up): WebAssembly runs its baseline code until the engine's optimizing tier has
  // compiled the hot functions.
  for (unsigned long long i = 0; i < warmup; ++i)
    if (benchPosition(*rules, seed, positions + i, pos, scratch)) {
      const int me = rules->decision(pos).player;
      mcts->decide(*rules, rules->viewFor(pos, me), me);
    }
  std::vector<double> seconds, pieceMs;
  long sims = 0;
  double cpu = 0;  // over the searches only (not the positions' set-up)
  for (unsigned long long i = 0; i < positions; ++i) {
    if (!benchPosition(*rules, seed, i, pos, scratch)) continue;
    const int me = rules->decision(pos).player;
    const Position view = rules->viewFor(pos, me);
    const auto t0 = Clock::now();
    const double c0 = cpuSeconds();
    if (pieces)
      searchInPieces(*rules, view, me, mcts->search(), pieceMs);
    else
      mcts->decide(*rules, view, me);
    cpu += cpuSeconds() - c0;
    seconds.push_back(std::chrono::duration<double>(Clock::now() - t0).count());
    sims += mcts->search().simulations();
  }
  double total = 0;
  for (double s : seconds) total += s;
  std::sort(seconds.begin(), seconds.end());
  std::printf(
      "{\"level\": %s, \"positions\": %zu, \"warmup\": %llu, \"simulations\": %ld, "
      "\"simulationsPerSecond\": %.0f, \"cpuSimulationsPerSecond\": %.0f, \"cpuSeconds\": %.3f, "
      "\"secondsPerDecision\": {\"median\": %.4f, \"max\": %.4f}",
      jsonString(level).c_str(), seconds.size(), warmup, sims, static_cast<double>(sims) / total,
      cpu > 0 ? static_cast<double>(sims) / cpu : 0, cpu,
      seconds.empty() ? 0 : seconds[seconds.size() / 2], seconds.empty() ? 0 : seconds.back());
  if (pieces && !pieceMs.empty()) {
    std::sort(pieceMs.begin(), pieceMs.end());
    auto at = [&](double q) {
      return pieceMs[std::min(pieceMs.size() - 1,
                              static_cast<size_t>(q * static_cast<double>(pieceMs.size())))];
    };
    std::printf(
        ", \"pieceMs\": {\"count\": %zu, \"median\": %.4f, \"p99\": %.4f, \"p999\": %.4f, "
        "\"max\": %.4f}",
        pieceMs.size(), at(0.5), at(0.99), at(0.999), pieceMs.back());
  }
  std::printf("}\n");
  return 0;
}

}  // namespace

int aiMain(int argc, char** argv) {
  const std::string cmd = argv[1];
  if (cmd == "arena") return arena(argc, argv);
  if (cmd == "suggest") return suggest(argc, argv);
  if (cmd == "search-bench") return searchBench(argc, argv);
  return aiUsage();
}

}  // namespace carc::cli
