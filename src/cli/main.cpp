// carc: replay and check a record, play random games, measure engine speed.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>

#include "engine/core/playout.h"
#include "engine/record/report.h"

namespace {

int usage() {
  std::fprintf(stderr,
               "usage:\n"
               "  carc replay FILE                 check and replay a record, print JSON\n"
               "  carc random --seed N --players P print a random legal game's record\n"
               "  carc bench [--seconds S]         random 2-player base games per second\n");
  return 1;
}

bool parseNumber(const char* s, unsigned long long& v) {
  if (!*s) return false;
  char* end = nullptr;
  v = std::strtoull(s, &end, 10);
  return *end == 0 && s[0] != '-';
}

int replay(const char* path) {
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
  std::fputs(carc::reportJson(g).c_str(), stdout);
  return 0;
}

int random(int argc, char** argv) {
  unsigned long long seed = 0, players = 2;
  for (int i = 2; i < argc; ++i) {
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
  std::fputs(carc::randomRecord(seed, static_cast<int>(players)).c_str(), stdout);
  return 0;
}

int bench(int argc, char** argv) {
  double seconds = 3;
  for (int i = 2; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--seconds") && i + 1 < argc)
      seconds = std::atof(argv[++i]);
    else
      return usage();
  }
  carc::Rules rules(carc::baseTileSet());
  carc::State s;
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  long games = 0, actions = 0;
  double elapsed = 0;
  while (elapsed < seconds) {
    for (int k = 0; k < 100; ++k, ++games) {
      carc::GameSetup setup;
      setup.seed = static_cast<uint64_t>(games);
      rules.setup(s, setup);
      carc::Rng policy = carc::policyRng(setup.seed);
      actions += carc::playRandom(rules, s, policy);
    }
    elapsed = std::chrono::duration<double>(Clock::now() - start).count();
  }
  std::printf(
      "{\"games\": %ld, \"seconds\": %.3f, \"gamesPerSecond\": %.0f, \"actionsPerGame\": %.1f}\n",
      games, elapsed, static_cast<double>(games) / elapsed,
      static_cast<double>(actions) / static_cast<double>(games));
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return usage();
  const std::string cmd = argv[1];
  if (cmd == "replay" && argc == 3) return replay(argv[2]);
  if (cmd == "random") return random(argc, argv);
  if (cmd == "bench") return bench(argc, argv);
  return usage();
}
