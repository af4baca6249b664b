// `carc link` / `carc unlink`: share links from and to records (docs/saves.md).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/record/link.h"
#include "engine/record/report.h"

namespace carc::cli {

bool modeArg(int argc, char** argv, int& i, std::string& mode, int& code);  // main.cpp

namespace {

int linkUsage() {
  std::fprintf(
      stderr,
      "usage:\n"
      "  carc link FILE [--at N]         share-link fragment of a record (position after\n"
      "                                  N actions, draws included: an in-progress,\n"
      "                                  public link)\n"
      "  carc link FILE --move N         the same after N moves as the viewer counts them\n"
      "                                  (draws not counted: its 'Move N' and ?move=N)\n"
      "  carc link --random N [--players P]  link lengths of N random full games\n"
      "  carc unlink FRAGMENT            decode a link (or '#...' record), print it\n"
      "each takes --mode NAME: the game mode of the random games, or of a record without a\n"
      "'Mode:' line (default base)\n");
  return 1;
}

bool readFile(const char* path, std::string& out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::stringstream ss;
  ss << in.rdbuf();
  out = ss.str();
  return true;
}

int linkRandom(const std::string& mode, unsigned long n, int players) {
  double sum = 0;
  size_t maxLen = 0, minLen = SIZE_MAX;
  for (unsigned long seed = 1; seed <= n; ++seed) {
    LoadedGame g;
    NotationError err;
    if (!loadRecord(randomRecord(mode, seed, players), g, err)) {
      std::fprintf(stderr, "carc: seed %lu: %s\n", seed, err.str().c_str());
      return 2;
    }
    std::string frag, why;
    if (!encodeLink(*g.game, g.header, frag, why)) {
      std::fprintf(stderr, "carc: seed %lu: %s\n", seed, why.c_str());
      return 2;
    }
    const size_t len = frag.size() + 1;  // with '#'
    sum += static_cast<double>(len);
    if (len > maxLen) maxLen = len;
    if (len < minLen) minLen = len;
  }
  std::printf(
      "{\"games\": %lu, \"players\": %d, \"fragmentChars\": {\"mean\": %.1f, \"min\": %zu, "
      "\"max\": %zu}}\n",
      n, players, sum / static_cast<double>(n), minLen, maxLen);
  return 0;
}

}  // namespace

int linkMain(int argc, char** argv) {
  const std::string cmd = argv[1];
  // --mode NAME, anywhere after the command: taken out of the arguments.
  std::string mode = "base";
  std::vector<char*> args(argv, argv + argc);
  for (int i = 2; i < static_cast<int>(args.size()); ++i)
    if (!std::strcmp(args[static_cast<size_t>(i)], "--mode")) {
      int code = 0;
      int at = i;
      if (!modeArg(static_cast<int>(args.size()), args.data(), at, mode, code)) return code;
      args.erase(args.begin() + i, args.begin() + at + 1);
      --i;
    }
  argc = static_cast<int>(args.size());
  argv = args.data();
  if (cmd == "unlink") {
    if (argc != 3) return linkUsage();
    LoadedGame g;
    std::string why;
    LinkInfo info;
    if (!openFragment(argv[2], g, why, &info, mode)) {
      std::fprintf(stderr, "carc: %s\n", why.c_str());
      return 2;
    }
    std::fputs(printRecord(*g.game, g.header).c_str(), stdout);
    if (info.inProgress)
      std::fprintf(stderr, "carc: a game in progress (public view: draws so far, no seed)%s\n",
                   info.hiddenReplaced ? "; hidden choices shown as placeholders" : "");
    return 0;
  }
  if (argc >= 3 && !std::strcmp(argv[2], "--random")) {
    unsigned long n = 0;
    int players = 2;
    if (argc < 4 || !(n = std::strtoul(argv[3], nullptr, 10)) || n > 100000) return linkUsage();
    for (int i = 4; i < argc; ++i) {
      if (!std::strcmp(argv[i], "--players") && i + 1 < argc)
        players = std::atoi(argv[++i]);
      else
        return linkUsage();
    }
    if (players < 2 || players > 6) return linkUsage();
    return linkRandom(mode, n, players);
  }
  const bool at = argc == 5 && !std::strcmp(argv[3], "--at"),
             move = argc == 5 && !std::strcmp(argv[3], "--move");
  if (argc != 3 && !at && !move) return linkUsage();
  std::string text;
  if (!readFile(argv[2], text)) {
    std::fprintf(stderr, "carc: cannot read %s\n", argv[2]);
    return 2;
  }
  LoadedGame g;
  NotationError err;
  if (!loadRecord(text, g, err, mode)) {
    std::fprintf(stderr, "%s: %s\n", argv[2], err.str().c_str());
    return 2;
  }
  if (argc == 5) {
    // --at counts actions, --move the viewer's moves (Game::movesIn).
    const size_t most =
        at ? g.game->cursor() : static_cast<size_t>(g.game->movesIn(g.game->cursor()));
    char* end = nullptr;
    const unsigned long n = std::strtoul(argv[4], &end, 10);
    if (!*argv[4] || *end || n > most) {
      std::fprintf(stderr, "carc: %s takes 0..%zu\n", argv[3], most);
      return 1;
    }
    g.game->seek(at ? n : g.game->cursorAfterMove(static_cast<int>(n)));
  }
  std::string frag, why;
  if (!encodeLink(*g.game, g.header, frag, why)) {
    std::fprintf(stderr, "carc: %s\n", why.c_str());
    return 2;
  }
  std::printf("#%s\nlength: %zu characters of fragment (with '#')%s\n", frag.c_str(),
              frag.size() + 1, g.game->over() ? "" : "; in progress: public view");
  // What the link leaves out, as whoever opens it will find (the same decoder).
  LoadedGame opened;
  LinkInfo info;
  const bool reopened = openFragment(frag, opened, why, &info);
  // A figure's spot written in the record on another segment of its road or city than the one
  // the game lists is linked on the listed one (the same move in rules terms): say which move.
  // Draws are left out of the comparison: a link of a game in progress writes a seeded game's
  // draws as actions of their own, which the record does not have.
  const std::vector<Action> none;
  const std::vector<Action>& linked = reopened ? opened.game->actions() : none;
  size_t j = 0;
  for (size_t i = 0; i < g.game->cursor(); ++i) {
    const Action& a = g.game->actions()[i];
    if (a.kind == kActDraw) continue;
    while (j < linked.size() && linked[j].kind == kActDraw) ++j;
    if (j >= linked.size()) break;
    const Action& b = linked[j++];
    if (a.kind == b.kind && a.arg0 == b.arg0 && (a.x != b.x || a.y != b.y || a.loc != b.loc))
      std::fprintf(stderr,
                   "carc: move %zu: the spot %d,%d:%s is linked as %d,%d:%s, the spot the game "
                   "offers on the same road or city\n",
                   static_cast<size_t>(g.game->movesIn(i + 1)), a.x, a.y,
                   std::string(kLocationNames[a.loc]).c_str(), b.x, b.y,
                   std::string(kLocationNames[b.loc]).c_str());
  }
  if (reopened && info.hiddenReplaced)
    std::fprintf(stderr,
                 "carc: face-down choices (bet chips) still hidden at this position are not in "
                 "the link: it shows them face down, and playing on from it uses a chip its owner "
                 "still had in place of each\n");
  return 0;
}

}  // namespace carc::cli
