// carc: replay and check a record, play random games, measure engine speed.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "engine/modes/base/catalog.h"
#include "engine/modes/base/playout.h"
#include "engine/modes/registry.h"
#include "engine/record/report.h"

namespace carc::cli {
int linkMain(int argc, char** argv);  // link_cmd.cpp: `carc link` / `carc unlink`
int aiMain(int argc, char** argv);    // ai_cmd.cpp: `carc arena` / `suggest` / `search-bench`
}  // namespace carc::cli

namespace {

int usage() {
  std::fprintf(stderr,
               "usage:\n"
               "  carc replay [--end] FILE         check and replay a record, print JSON;\n"
               "                                   --end: score the position as if the bag\n"
               "                                   were empty now (final scoring)\n"
               "  carc random --seed N --players P [--expansions A,B] [--options O,P]\n"
               "                                   print a random legal game's record\n"
               "  carc bench [--seconds S] [--expansions A,B] [--options O,P] [--against-base]\n"
               "             [--tiles-only]        random 2-player games per second; with\n"
               "                                   --against-base also base games in blocks\n"
               "                                   alternating with them, and the time ratio;\n"
               "                                   --tiles-only: the expansions' tiles under\n"
               "                                   base rules (the floor of that ratio)\n"
               "  carc link FILE [--at N|--move N] share-link fragment of a record (--at:\n"
               "                                   after N actions; --move: after N moves)\n"
               "  carc link --random N [--players P]\n"
               "                                   link lengths of N random games (JSON)\n"
               "  carc unlink FRAGMENT             decode a link (or '#...' record), print it\n"
               "                                   (carc link with no file: their options)\n"
               "  carc arena|suggest|search-bench computer players (carc arena: their options)\n"
               "expansions: mage-witch, wind-roses, la-porxada, bets; options: spielbox\n");
  return 1;
}

bool parseNumber(const char* s, unsigned long long& v) {
  if (!*s) return false;
  char* end = nullptr;
  v = std::strtoull(s, &end, 10);
  return *end == 0 && s[0] != '-';
}

int replay(const char* path, bool end) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "carc: cannot read %s\n", path);
    return 2;
  }
  std::stringstream ss;
  ss << in.rdbuf();
  carc::LoadedGame g;
  carc::NotationError err;
  if (!carc::loadRecord(ss.str(), g, err)) {
    std::fprintf(stderr, "%s: %s\n", path, err.str().c_str());
    return 2;
  }
  std::string out = carc::reportJson(g), why;
  if (end && !carc::endedReportJson(g, out, why)) {
    std::fprintf(stderr, "%s: --end: %s\n", path, why.c_str());
    return 2;
  }
  std::fputs(out.c_str(), stdout);
  return 0;
}

std::vector<std::string> splitCommas(const char* s) {
  std::vector<std::string> out;
  std::string cur;
  for (; *s; ++s) {
    if (*s == ',') {
      if (!cur.empty()) out.push_back(cur);
      cur.clear();
    } else {
      cur += *s;
    }
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

// --expansions / --options: the header items, options attached to the expansion defining them.
bool expansionArgs(const std::vector<std::string>& names, const std::vector<std::string>& opts,
                   std::vector<std::string>& out) {
  out = names;
  if (out.size() == 1 && out[0] == "none") out.clear();
  std::string why;
  if (!carc::attachOptions("base", out, opts, why) || !carc::makeRules("base", out, why)) {
    std::fprintf(stderr, "carc: %s\n", why.c_str());
    return false;
  }
  return true;
}

int random(int argc, char** argv) {
  unsigned long long seed = 0, players = 2;
  std::vector<std::string> names, opts;
  for (int i = 2; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--expansions") && i + 1 < argc) {
      names = splitCommas(argv[++i]);
      continue;
    }
    if (!std::strcmp(argv[i], "--options") && i + 1 < argc) {
      opts = splitCommas(argv[++i]);
      continue;
    }
    if (!std::strcmp(argv[i], "--seed") && i + 1 < argc) {
      if (!parseNumber(argv[++i], seed)) return usage();
    } else if (!std::strcmp(argv[i], "--players") && i + 1 < argc) {
      if (!parseNumber(argv[++i], players) || players < 2 || players > 6) {
        std::fprintf(stderr, "carc: --players takes 2 to 6\n");
        return 1;
      }
    } else {
      return usage();
    }
  }
  std::vector<std::string> expansions;
  if (!expansionArgs(names, opts, expansions)) return 1;
  std::fputs(carc::randomRecord(seed, static_cast<int>(players), expansions).c_str(), stdout);
  return 0;
}

// Random games of `rules` with seeds first, first + 1, ...: actions played.
long playGames(const carc::Rules& rules, carc::State& s, uint64_t first, int count) {
  long actions = 0;
  for (int k = 0; k < count; ++k) {
    carc::GameSetup setup;
    setup.seed = first + static_cast<uint64_t>(k);
    rules.setup(s, setup);
    carc::Rng policy = carc::policyRng(setup.seed);
    actions += carc::playRandom(rules, s, policy);
  }
  return actions;
}

int bench(int argc, char** argv) {
  double seconds = 3;
  bool againstBase = false, tilesOnly = false;
  std::vector<std::string> names, opts;
  for (int i = 2; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--seconds") && i + 1 < argc)
      seconds = std::atof(argv[++i]);
    else if (!std::strcmp(argv[i], "--expansions") && i + 1 < argc)
      names = splitCommas(argv[++i]);
    else if (!std::strcmp(argv[i], "--options") && i + 1 < argc)
      opts = splitCommas(argv[++i]);
    else if (!std::strcmp(argv[i], "--against-base"))
      againstBase = true;
    else if (!std::strcmp(argv[i], "--tiles-only"))
      tilesOnly = true;
    else
      return usage();
  }
  std::vector<std::string> expansions;
  if (!expansionArgs(names, opts, expansions)) return 1;
  std::string why;
  std::unique_ptr<carc::Rules> made = carc::makeRules("base", expansions, why);
  // A game of more tiles costs more whatever the rules: --tiles-only measures that part alone.
  if (tilesOnly) made = std::make_unique<carc::Rules>(carc::TileSet(made->tiles()));
  const std::unique_ptr<carc::Rules> base = carc::makeRules("base", {}, why);
  carc::State s;
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  // --against-base: blocks of base games and of these rules with the same seeds, timed back to
  // back, so a slow spell of a shared machine hits both (as engine_bench's OverBase); the ratio
  // of their times per game, and the median of the blocks' ratios.
  constexpr int kBlock = 16;
  long games = 0, actions = 0;
  double elapsed = 0, inRules = 0, inBase = 0;
  std::vector<double> blockRatios;
  while (elapsed < seconds) {
    if (againstBase) {
      const auto t0 = Clock::now();
      playGames(*base, s, static_cast<uint64_t>(games), kBlock);
      const auto t1 = Clock::now();
      actions += playGames(*made, s, static_cast<uint64_t>(games), kBlock);
      const auto t2 = Clock::now();
      const double b = std::chrono::duration<double>(t1 - t0).count();
      const double r = std::chrono::duration<double>(t2 - t1).count();
      inBase += b;
      inRules += r;
      blockRatios.push_back(r / b);
      games += kBlock;
    } else {
      actions += playGames(*made, s, static_cast<uint64_t>(games), 100);
      games += 100;
    }
    elapsed = std::chrono::duration<double>(Clock::now() - start).count();
  }
  if (!againstBase) inRules = elapsed;
  std::printf(
      "{\"games\": %ld, \"seconds\": %.3f, \"gamesPerSecond\": %.0f, \"actionsPerGame\": %.1f",
      games, elapsed, static_cast<double>(games) / inRules,
      static_cast<double>(actions) / static_cast<double>(games));
  if (againstBase) {
    std::nth_element(blockRatios.begin(), blockRatios.begin() + blockRatios.size() / 2,
                     blockRatios.end());
    std::printf(", \"baseGamesPerSecond\": %.0f, \"timeRatio\": %.3f, \"medianBlockRatio\": %.3f",
                static_cast<double>(games) / inBase, inRules / inBase,
                blockRatios[blockRatios.size() / 2]);
  }
  std::printf("}\n");
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return usage();
  const std::string cmd = argv[1];
  if (cmd == "replay" && argc == 3) return replay(argv[2], false);
  if (cmd == "replay" && argc == 4 && !std::strcmp(argv[2], "--end")) return replay(argv[3], true);
  if (cmd == "random") return random(argc, argv);
  if (cmd == "bench") return bench(argc, argv);
  if (cmd == "link" || cmd == "unlink") return carc::cli::linkMain(argc, argv);
  if (cmd == "arena" || cmd == "suggest" || cmd == "search-bench")
    return carc::cli::aiMain(argc, argv);
  return usage();
}
