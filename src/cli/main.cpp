// carc: replay and check a record, play random games, measure engine speed.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "engine/modes/base/catalog.h"
#include "engine/modes/registry.h"
#include "engine/record/report.h"

namespace carc::cli {
int linkMain(int argc, char** argv);  // link_cmd.cpp: `carc link` / `carc unlink`
// `--mode NAME` at argv[i] (and its value): true with `mode` set, or a message naming the known
// modes (and exit code 1 in `code`). Shared with link_cmd.cpp.
bool modeArg(int argc, char** argv, int& i, std::string& mode, int& code);
}  // namespace carc::cli

namespace {

// Each mode with its expansions and their options, for the usage text.
std::string modesText() {
  std::string o;
  for (const carc::ModeInfo& m : carc::gameModes()) {
    o += "mode " + m.name + ": expansions";
    if (m.expansions.empty()) o += " (none)";
    for (size_t i = 0; i < m.expansions.size(); ++i) {
      o += (i ? ", " : " ") + m.expansions[i].name;
      for (size_t k = 0; k < m.expansions[i].options.size(); ++k)
        o += (k ? "+" : "(") + m.expansions[i].options[k];
      if (!m.expansions[i].options.empty()) o += ")";
    }
    o += "\n";
  }
  return o;
}

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
               "every command takes --mode NAME: the game mode to play (random, bench, link\n"
               "--random) or of a record without a 'Mode:' line (default base)\n");
  std::fprintf(stderr, "%s", modesText().c_str());
  return 1;
}

bool parseNumber(const char* s, unsigned long long& v) {
  if (!*s) return false;
  char* end = nullptr;
  v = std::strtoull(s, &end, 10);
  return *end == 0 && s[0] != '-';
}

int replay(const char* path, bool end, const std::string& mode) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "carc: cannot read %s\n", path);
    return 2;
  }
  std::stringstream ss;
  ss << in.rdbuf();
  carc::LoadedGame g;
  carc::NotationError err;
  if (!carc::loadRecord(ss.str(), g, err, mode)) {
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
bool expansionArgs(const std::string& mode, const std::vector<std::string>& names,
                   const std::vector<std::string>& opts, std::vector<std::string>& out) {
  out = names;
  if (out.size() == 1 && out[0] == "none") out.clear();
  std::string why;
  if (!carc::attachOptions(mode, out, opts, why) || !carc::makeRuleSet(mode, out, why)) {
    std::fprintf(stderr, "carc: %s\n", why.c_str());
    return false;
  }
  return true;
}

int random(int argc, char** argv) {
  unsigned long long seed = 0, players = 2;
  std::vector<std::string> names, opts;
  std::string mode = "base";
  for (int i = 2; i < argc; ++i) {
    int code = 0;
    if (!std::strcmp(argv[i], "--mode")) {
      if (!carc::cli::modeArg(argc, argv, i, mode, code)) return code;
      continue;
    }
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
  if (!expansionArgs(mode, names, opts, expansions)) return 1;
  std::string why;
  const std::string record =
      carc::randomRecord(mode, seed, static_cast<int>(players), expansions, &why);
  if (record.empty()) {
    std::fprintf(stderr, "carc: %s\n", why.c_str());
    return 1;
  }
  std::fputs(record.c_str(), stdout);
  return 0;
}

// Random games of `rules` with seeds first, first + 1, ...: actions played. Each game is one
// call into the mode (RuleSet::playOut), whose loop makes direct calls.
long playGames(const carc::RuleSet& rules, carc::Position& s, uint64_t first, int count) {
  long actions = 0;
  for (int k = 0; k < count; ++k) {
    carc::GameSetup setup;
    setup.seed = first + static_cast<uint64_t>(k);
    rules.setup(s, setup);
    carc::Rng policy = carc::policyRng(setup.seed);
    actions += rules.playOut(s, policy);
  }
  return actions;
}

int bench(int argc, char** argv) {
  double seconds = 3;
  bool againstBase = false, tilesOnly = false;
  std::vector<std::string> names, opts;
  std::string mode = "base";
  for (int i = 2; i < argc; ++i) {
    int code = 0;
    if (!std::strcmp(argv[i], "--mode")) {
      if (!carc::cli::modeArg(argc, argv, i, mode, code)) return code;
    } else if (!std::strcmp(argv[i], "--seconds") && i + 1 < argc)
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
  if (!expansionArgs(mode, names, opts, expansions)) return 1;
  std::string why;
  std::unique_ptr<carc::RuleSet> made = carc::makeRuleSet(mode, expansions, why);
  // A game of more tiles costs more whatever the rules: --tiles-only measures that part alone.
  if (tilesOnly) {
    if (mode != "base") {
      std::fprintf(stderr, "carc: --tiles-only plays the base game's rules (not --mode %s)\n",
                   mode.c_str());
      return 1;
    }
    made = std::make_unique<carc::Rules>(carc::TileSet(carc::baseRules(*made).tiles()));
  }
  const std::unique_ptr<carc::RuleSet> base = carc::makeRuleSet("base", {}, why);
  carc::Position s;
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  // Process CPU time too: on a shared machine the wall clock also counts other jobs' turns.
  const std::clock_t cpuStart = std::clock();
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
  if (!againstBase) {
    const double cpu = static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
    std::printf(", \"cpuSeconds\": %.3f, \"gamesPerCpuSecond\": %.0f", cpu,
                cpu > 0 ? static_cast<double>(games) / cpu : 0.0);
  }
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

int replayMain(int argc, char** argv) {
  std::string mode = "base";
  const char* path = nullptr;
  bool end = false;
  for (int i = 2; i < argc; ++i) {
    int code = 0;
    if (!std::strcmp(argv[i], "--mode")) {
      if (!carc::cli::modeArg(argc, argv, i, mode, code)) return code;
    } else if (!std::strcmp(argv[i], "--end") && !end) {
      end = true;
    } else if (!path && argv[i][0] != '-') {
      path = argv[i];
    } else {
      return usage();
    }
  }
  return path ? replay(path, end, mode) : usage();
}

}  // namespace

namespace carc::cli {

bool modeArg(int argc, char** argv, int& i, std::string& mode, int& code) {
  code = 1;
  if (i + 1 >= argc) {
    std::fprintf(stderr, "carc: --mode takes a game mode\n%s", modesText().c_str());
    return false;
  }
  mode = argv[++i];
  if (carc::findMode(mode)) return true;
  std::fprintf(stderr, "carc: unknown game mode '%s' (known: %s)\n", mode.c_str(),
               carc::knownModes().c_str());
  return false;
}

}  // namespace carc::cli

int main(int argc, char** argv) {
  if (argc < 2) return usage();
  const std::string cmd = argv[1];
  if (cmd == "replay") return replayMain(argc, argv);
  if (cmd == "random") return random(argc, argv);
  if (cmd == "bench") return bench(argc, argv);
  if (cmd == "link" || cmd == "unlink") return carc::cli::linkMain(argc, argv);
  return usage();
}
