// Engine speed: random 2-player base games (every legal placement and meeple option enumerated
// each turn), state copies, and legal-move generation.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <vector>

// scripts/bench-against.sh builds older commits with this file: their headers were in core/.
#if __has_include("engine/modes/base/catalog.h")
#include "engine/modes/base/catalog.h"
#include "engine/modes/base/playout.h"
#else
#include "engine/core/catalog.h"
#include "engine/core/playout.h"
#endif
#if __has_include("engine/modes/castle/castle_mode.h")
#include "engine/modes/castle/castle_mode.h"
#define CARC_BENCH_CASTLE 1
#endif

namespace carc {
namespace {

// One seeded random game per iteration (seeds 1, 2, ...), the policy as in `carc random`.
void playGames(benchmark::State& bs, const Rules& rules) {
  uint64_t seed = 1;
  State s;
  for (auto _ : bs) {
    GameSetup st;
    st.seed = seed;
    rules.setup(s, st);
    Rng policy = policyRng(seed++);
    benchmark::DoNotOptimize(playRandom(rules, s, policy));
  }
  bs.SetItemsProcessed(bs.iterations());
}

void BM_RandomGame(benchmark::State& bs) {
  Rules rules(baseTileSet());
  playGames(bs, rules);
}
BENCHMARK(BM_RandomGame);

const std::vector<std::string> kAllFour = {"mage-witch", "wind-roses", "la-porxada", "bets"};

std::unique_ptr<Rules> allFourRules() {
  std::string why;
  return makeRules("base", kAllFour, why);
}

// The same with the four mini-expansions on (97 tiles, magic decisions, bets, ...): must stay
// within 1.5x the time per game of the base game (docs/engine.md, Performance).
void BM_RandomGameAllFour(benchmark::State& bs) {
  playGames(bs, *allFourRules());
}
BENCHMARK(BM_RandomGameAllFour);

// The 97 tiles of all four with the rules of the expansions listed only: what one expansion's
// rules cost on top of the others (the game with all four but one, against all four).
std::unique_ptr<Rules> allTilesWith(const std::vector<std::string>& names) {
  std::string why;
  TileSet tiles = allFourRules()->tiles();
  return std::make_unique<Rules>(std::move(tiles), makeRules("base", names, why)->expansions());
}

// The floor for the ratio above: the same 97 tiles with base rules only (no expansion hooks or
// decisions). A game of 97 tiles costs more than one of 72 in any case (more turns, a larger
// frontier to enumerate each turn).
std::unique_ptr<Rules> tiles97BaseRules() {
  return allTilesWith({});
}

void BM_RandomGame97TilesBaseRules(benchmark::State& bs) {
  playGames(bs, *tiles97BaseRules());
}
BENCHMARK(BM_RandomGame97TilesBaseRules);

// Rules of an OverBase benchmark: 0 all four, 1 their tiles only, 2 + i all four but kAllFour[i].
std::unique_ptr<Rules> overBaseRules(int64_t which) {
  if (which == 0) return allFourRules();
  if (which == 1) return tiles97BaseRules();
  std::vector<std::string> names = kAllFour;
  names.erase(names.begin() + (which - 2));
  return allTilesWith(names);
}

// The ratios to the base game measured on a shared machine: each iteration times a block of base
// games and a block of games of the other rules (overBaseRules) with the same seeds back to
// back, so a slow spell of the machine hits both alike. Counters: microseconds per game of each
// and their ratio (issue 4 asks for at most 1.5 with all four), the median of the iterations'
// ratios, and min_ratio: the blocks cycle through a fixed set of kOverBaseBlocks seed blocks, and
// each block's fastest time is taken for each rule set, the time without other tenants' load
// (a slow spell of the host raises the all-four game's time more than the base game's).
constexpr int kOverBaseBlocks = 64;

void BM_OverBase(benchmark::State& bs) {
  const Rules base(baseTileSet());
  const auto other = overBaseRules(bs.range(0));
  using Clock = std::chrono::steady_clock;
  Clock::duration inBase{}, inOther{};
  State s;
  auto play = [&](const Rules& rules, Clock::duration& total, uint64_t game) {
    const auto start = Clock::now();
    GameSetup st;
    st.seed = game;
    rules.setup(s, st);
    Rng policy = policyRng(game);
    benchmark::DoNotOptimize(playRandom(rules, s, policy));
    total += Clock::now() - start;
  };
  // Blocks of games, so each rule set plays with its own tables warm in the caches as in a run
  // of its own, and the two blocks still share every slow spell.
  const int block = static_cast<int>(bs.range(1));
  std::vector<double> pairRatios;  // per iteration: its two blocks' times
  std::vector<Clock::duration> minBase(kOverBaseBlocks, Clock::duration::max()),
      minOther(kOverBaseBlocks, Clock::duration::max());
  int k = 0;  // seed block: seeds 1 + k * block ...
  for (auto _ : bs) {
    const auto base0 = inBase, other0 = inOther;
    const uint64_t seed = 1 + static_cast<uint64_t>(k) * static_cast<uint64_t>(block);
    for (int i = 0; i < block; ++i) play(base, inBase, seed + i);
    for (int i = 0; i < block; ++i) play(*other, inOther, seed + i);
    minBase[k] = std::min(minBase[k], inBase - base0);
    minOther[k] = std::min(minOther[k], inOther - other0);
    k = (k + 1) % kOverBaseBlocks;
    pairRatios.push_back(static_cast<double>((inOther - other0).count()) /
                         static_cast<double>((inBase - base0).count()));
  }
  const double n = static_cast<double>(bs.iterations() * block);
  bs.counters["base_us"] = std::chrono::duration<double, std::micro>(inBase).count() / n;
  bs.counters["other_us"] = std::chrono::duration<double, std::micro>(inOther).count() / n;
  bs.counters["ratio"] = static_cast<double>(inOther.count()) / static_cast<double>(inBase.count());
  // The median of the per-iteration ratios: a slow spell that hits one block of a pair and not
  // the other moves it far less than the ratio of the totals.
  std::nth_element(pairRatios.begin(), pairRatios.begin() + pairRatios.size() / 2,
                   pairRatios.end());
  bs.counters["median_ratio"] = pairRatios.empty() ? 0.0 : pairRatios[pairRatios.size() / 2];
  // Over the blocks timed at least twice (all of them in any run of a second or more).
  double sumBase = 0, sumOther = 0;
  if (bs.iterations() >= 2 * kOverBaseBlocks)
    for (int b = 0; b < kOverBaseBlocks; ++b) {
      sumBase += std::chrono::duration<double>(minBase[b]).count();
      sumOther += std::chrono::duration<double>(minOther[b]).count();
    }
  bs.counters["min_ratio"] = sumBase > 0 ? sumOther / sumBase : 0.0;
  // The base game's time per game over the same fastest blocks: its speed with the host's other
  // load taken out as far as it can be (builds compared by scripts/bench-against.sh).
  bs.counters["min_base_us"] = sumBase * 1e6 / (kOverBaseBlocks * block);
}
BENCHMARK(BM_OverBase)->Args({0, 16})->Name("AllFourOverBase");
BENCHMARK(BM_OverBase)->Args({1, 16})->Name("Tiles97OverBase");
// One expansion's share of the ratio: AllFourOverBase's ratio minus these (docs/performance.md).
BENCHMARK(BM_OverBase)->Args({2, 16})->Name("WithoutMageWitchOverBase");
BENCHMARK(BM_OverBase)->Args({3, 16})->Name("WithoutWindRosesOverBase");
BENCHMARK(BM_OverBase)->Args({4, 16})->Name("WithoutLaPorxadaOverBase");
BENCHMARK(BM_OverBase)->Args({5, 16})->Name("WithoutBetsOverBase");

// The three games above at a fixed count (300 games each, seeds 1..300), for instruction counts
// that do not depend on the machine's load: run one under callgrind, e.g.
//   valgrind --tool=callgrind engine_bench --benchmark_filter=Fixed/RandomGameAllFour/
// and divide the total less the start-up (a run selecting no benchmark) by 300 (performance.md).
BENCHMARK(BM_RandomGame)->Name("Fixed/RandomGame")->Iterations(300);
BENCHMARK(BM_RandomGameAllFour)->Name("Fixed/RandomGameAllFour")->Iterations(300);
BENCHMARK(BM_RandomGame97TilesBaseRules)->Name("Fixed/RandomGame97TilesBaseRules")->Iterations(300);

void BM_CopyState(benchmark::State& bs) {
  Rules rules(baseTileSet());
  State s;
  rules.setup(s, GameSetup{});
  for (auto _ : bs) {
    State c = s;
    benchmark::DoNotOptimize(c);
  }
  bs.SetBytesProcessed(static_cast<int64_t>(bs.iterations() * sizeof(State)));
}
BENCHMARK(BM_CopyState);

void BM_LegalPlacementsMidGame(benchmark::State& bs) {
  Rules rules(baseTileSet());
  State s;
  rules.setup(s, GameSetup{});
  Rng policy = policyRng(0);
  ActionList list;
  for (int i = 0; i < 70 && !s.over(); ++i) {  // about 35 tiles in
    rules.legalActions(s, list);
    rules.apply(s, list.items[policy.below(static_cast<uint32_t>(list.count))]);
  }
  for (auto _ : bs) {
    list.count = 0;
    rules.legalPlacements(s, 0, list);
    benchmark::DoNotOptimize(list.count);
  }
}
BENCHMARK(BM_LegalPlacementsMidGame);

#ifdef CARC_BENCH_CASTLE
// The Castle (2 players, 60 tiles) and Castle+Falcon (78 tiles): one seeded random game per
// iteration, the policy as in `carc random` (target: 20,000 Castle+Falcon games a second).
void castleGames(benchmark::State& bs, const std::vector<std::string>& expansions) {
  std::string why;
  const auto rules = castle::makeCastle(expansions, why);
  uint64_t seed = 1;
  castle::CastleState s;
  for (auto _ : bs) {
    GameSetup st;
    st.seed = seed;
    rules->setup(s, st);
    Rng policy = policyRng(seed++);
    benchmark::DoNotOptimize(rules->playOut(s, policy));
  }
  bs.SetItemsProcessed(bs.iterations());
}
void BM_RandomCastleGame(benchmark::State& bs) {
  castleGames(bs, {});
}
BENCHMARK(BM_RandomCastleGame);
void BM_RandomCastleFalconGame(benchmark::State& bs) {
  castleGames(bs, {"falcon"});
}
BENCHMARK(BM_RandomCastleFalconGame);
BENCHMARK(BM_RandomCastleFalconGame)->Name("Fixed/RandomCastleFalconGame")->Iterations(300);

void BM_CopyCastleState(benchmark::State& bs) {
  std::string why;
  const auto rules = castle::makeCastle({"falcon"}, why);
  castle::CastleState s;
  rules->setup(s, GameSetup{});
  for (auto _ : bs) {
    castle::CastleState c = s;
    benchmark::DoNotOptimize(c);
  }
  bs.SetBytesProcessed(static_cast<int64_t>(bs.iterations() * sizeof(castle::CastleState)));
}
BENCHMARK(BM_CopyCastleState);
#endif

}  // namespace
}  // namespace carc

BENCHMARK_MAIN();
