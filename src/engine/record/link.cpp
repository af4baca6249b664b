// Share links: see link.h and docs/saves.md for the format.
#include "engine/record/link.h"

#include <cstring>

#include "engine/modes/registry.h"

namespace carc {

namespace {

enum : uint8_t {
  kFlagSeed = 1,    // a seed follows (finished game, or a record that had one)
  kFlagPublic = 2,  // in-progress public view: expansion choices coded by public class
  kFlagNames = 4,   // player names follow (else P1..Pn)
  kFlagSetup = 8,   // mode and expansions follow (else base, none)
  kFlagPlayersShift = 4,
  kFlagReserved = 0x80,
};
// Expansion decisions with more legal actions than this are coded exactly (no class merge):
// keeps the class computation bounded (each candidate is applied to a state copy).
constexpr int kMaxClassCandidates = 256;
constexpr size_t kMaxNotationFragment = 64 * 1024;

// A link or fragment that cannot be opened: the English reason, and its kind for a message in
// the player's language (LinkInfo::problem).
bool failAs(LinkInfo* info, RecordProblem problem, std::string& why, std::string msg) {
  return refuse(info ? &info->problem : nullptr, problem, why, std::move(msg));
}

// ---- mixed-radix number: digit i in [0, radix_i), digit 0 least significant.
struct BigNum {
  std::vector<uint32_t> w;  // little-endian 32-bit limbs
  void mulAdd(uint32_t m, uint32_t a) {
    uint64_t carry = a;
    for (uint32_t& x : w) {
      const uint64_t t = static_cast<uint64_t>(x) * m + carry;
      x = static_cast<uint32_t>(t);
      carry = t >> 32;
    }
    if (carry) w.push_back(static_cast<uint32_t>(carry));
  }
  uint32_t divmod(uint32_t d) {
    uint64_t r = 0;
    for (size_t i = w.size(); i-- > 0;) {
      const uint64_t cur = (r << 32) | w[i];
      w[i] = static_cast<uint32_t>(cur / d);
      r = cur % d;
    }
    while (!w.empty() && w.back() == 0) w.pop_back();
    return static_cast<uint32_t>(r);
  }
  bool zero() const { return w.empty(); }
  std::string bytes() const {
    std::string o;
    for (uint32_t x : w)
      for (int k = 0; k < 4; ++k) o += static_cast<char>((x >> (8 * k)) & 0xff);
    while (!o.empty() && o.back() == 0) o.pop_back();
    return o;
  }
  static BigNum from(std::string_view b) {
    BigNum n;
    n.w.assign((b.size() + 3) / 4, 0);
    for (size_t i = 0; i < b.size(); ++i)
      n.w[i / 4] |= static_cast<uint32_t>(static_cast<unsigned char>(b[i])) << (8 * (i % 4));
    while (!n.w.empty() && n.w.back() == 0) n.w.pop_back();
    return n;
  }
};

void putVarint(std::string& o, uint64_t v) {
  while (v >= 0x80) {
    o += static_cast<char>((v & 0x7f) | 0x80);
    v >>= 7;
  }
  o += static_cast<char>(v);
}

void putString(std::string& o, const std::string& s) {
  putVarint(o, s.size());
  o += s;
}

struct Reader {
  std::string_view b;
  size_t pos = 0;
  bool byte(uint8_t& v) {
    if (pos >= b.size()) return false;
    v = static_cast<uint8_t>(b[pos++]);
    return true;
  }
  // LEB128, at most 10 bytes, no overflow of 64 bits.
  bool varint(uint64_t& v) {
    v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      uint8_t c = 0;
      if (!byte(c)) return false;
      if (shift == 63 && c > 1) return false;
      v |= static_cast<uint64_t>(c & 0x7f) << shift;
      if (!(c & 0x80)) return true;
    }
    return false;
  }
  bool string(std::string& s, size_t cap) {
    uint64_t n = 0;
    if (!varint(n) || n > cap || n > b.size() - pos) return false;
    s.assign(b.substr(pos, static_cast<size_t>(n)));
    pos += static_cast<size_t>(n);
    return true;
  }
};

// What an outsider sees of a position, as a number to compare (RuleSet::outsiderView).
uint64_t outsiderPrint(const RuleSet& rules, const Position& s) {
  return rules.fingerprint(rules.outsiderView(s));
}

// The choices of one decision as coded in a link: the legal list, and in public mode for an
// expansion decision, its classes of choices that other players cannot tell apart.
struct Choices {
  ActionList list;
  std::vector<int> classOf;  // list index -> class (empty: every action is its own class)
  std::vector<int> reps;     // class -> first list index
  // A decision with hidden choices: some class has several members.
  bool hidden() const { return !classOf.empty() && static_cast<int>(reps.size()) < list.count; }
  int classes() const { return classOf.empty() ? list.count : static_cast<int>(reps.size()); }
  // The legal list with the other forms a link codes (RuleSet::codedActions: a rotation equal
  // in rules terms to a listed one is still a different picture), and in the public view, for
  // a decision written as a tag (an expansion's), its classes.
  void compute(const RuleSet& rules, const Position& s, bool publicView) {
    rules.codedActions(s, list);
    classOf.clear();
    reps.clear();
    const Decision d = rules.decision(s);
    if (!publicView || !taggedDecision(d) || list.count < 2 || list.count > kMaxClassCandidates)
      return;
    std::vector<uint64_t> prints;
    for (int i = 0; i < list.count; ++i) {
      Position t = s;
      rules.apply(t, list.items[i], nullptr);
      const uint64_t p = outsiderPrint(rules, t);
      int c = 0;
      while (c < static_cast<int>(prints.size()) && prints[static_cast<size_t>(c)] != p) ++c;
      if (c == static_cast<int>(prints.size())) {
        prints.push_back(p);
        reps.push_back(i);
      }
      classOf.push_back(c);
    }
  }
  Action pickClass(int c) const {
    return list.items[classOf.empty() ? c : reps[static_cast<size_t>(c)]];
  }
  // The index coding `a`, or -1. Another form of a listed action with the same effect (a meeple
  // at another location of the same feature) maps to the listed one.
  int find(const RuleSet& rules, const Position& s, const Action& a) {
    int k = -1;
    for (int i = 0; i < list.count && k < 0; ++i)
      if (list.items[i] == a) k = i;
    if (k < 0 && rules.check(s, a).empty()) {
      Position ta = s;
      rules.apply(ta, a, nullptr);
      const uint64_t want = rules.fingerprint(ta);
      for (int i = 0; i < list.count && k < 0; ++i) {
        Position tb = s;
        rules.apply(tb, list.items[i], nullptr);
        if (rules.fingerprint(tb) == want) k = i;
      }
    }
    // The same move written in a form the list does not hold (a magic figure's spot on another
    // segment of its road or city): its listed form, so a hand-written record can still be
    // linked (RuleSet::sameMoveAs).
    respotted = false;
    if (k < 0) {
      k = rules.sameMoveAs(s, a, list);
      respotted = k >= 0;
    }
    return k;
  }
  bool respotted = false;  // find's last answer came from sameMoveAs
  // The class of `a` when it is not itself listed (a hidden choice made in the true game that
  // the public path no longer offers, e.g. a chip it spent on an earlier placeholder): the class
  // of a listed action of the same kind on the same place, differing only in arg0/arg1.
  int classLike(const Action& a) const {
    for (int i = 0; i < list.count; ++i) {
      const Action& b = list.items[i];
      if (b.kind == a.kind && b.tile == a.tile && b.x == a.x && b.y == a.y && b.rot == a.rot &&
          b.loc == a.loc && !classOf.empty())
        return classOf[static_cast<size_t>(i)];
    }
    return -1;
  }
};

bool defaultNames(const std::vector<std::string>& names) {
  for (size_t p = 0; p < names.size(); ++p)
    if (names[p] != "P" + std::to_string(p + 1)) return false;
  return true;
}

// The actions of a seeded game rewritten as an explicit-draw game: every draw (discards
// included) becomes a kActDraw before the action that follows it.
std::vector<Action> withExplicitDraws(const RuleSet& rules, const GameSetup& setup,
                                      const std::vector<Action>& actions) {
  struct Discards : EventSink {
    std::vector<int> tiles;
    void discarded(int t) override { tiles.push_back(t); }
  } sink;
  std::vector<Action> out;
  Position s = rules.newPosition();
  rules.setup(s, setup, &sink);
  size_t discardsSeen = 0;
  int emittedTurn = -1;
  auto emit = [&]() {
    for (; discardsSeen < sink.tiles.size(); ++discardsSeen)
      out.push_back(Action::draw(sink.tiles[discardsSeen]));
    if (rules.drawnTile(s) >= 0 && rules.turn(s) != emittedTurn) {
      out.push_back(Action::draw(rules.drawnTile(s)));
      emittedTurn = rules.turn(s);
    }
  };
  emit();
  for (const Action& a : actions) {
    out.push_back(a);
    rules.apply(s, a, &sink);
    emit();
  }
  return out;
}

bool encode(const Game& game, const RecordHeader& header, bool publicView, std::string& fragment,
            std::string& why) {
  const RuleSet& rules = game.rules();
  GameSetup setup = game.setup();
  std::vector<Action> actions(game.actions().begin(),
                              game.actions().begin() + static_cast<long>(game.cursor()));
  GameRecord names = recordOf(game, header);
  names.actions.clear();
  names.cursor = 0;
  names.extra.clear();
  if (std::string bad = checkSetup(names); !bad.empty()) return refuse(why, bad);
  if (publicView && !setup.explicitDraws) {
    actions = withExplicitDraws(rules, setup, actions);
    setup.explicitDraws = true;
    setup.seed = 0;
  }
  if (actions.size() > kMaxLinkActions)
    return refuse(why, "the game has " + std::to_string(actions.size()) +
                           " moves; a link holds at most " + std::to_string(kMaxLinkActions));
  // Digits and radices of every move. In the public view the encoder walks two games: the true
  // one (T) and the public path (R) where each hidden choice is replaced by the first member of
  // its class; every decision is coded against R (the decoder sees only R). If a hidden choice
  // becomes public later (a bet settled), the outsider views of T and R part: that choice is
  // then coded exactly (a flag digit per hidden decision says which) and the walk restarts.
  std::vector<uint32_t> digit, radix;
  std::vector<bool> exact(actions.size(), false);
  for (size_t attempt = 0;; ++attempt) {
    digit.clear();
    radix.clear();
    std::vector<size_t> classCoded;
    Position t = rules.newPosition(), s = rules.newPosition();
    rules.setup(t, setup);
    rules.setup(s, setup);
    Choices ch;
    size_t diverged = SIZE_MAX;
    for (size_t i = 0; i < actions.size() && diverged == SIZE_MAX; ++i) {
      ch.compute(rules, s, publicView);
      const Action& a = actions[i];
      const int k = ch.find(rules, s, a);
      Action onR;
      if (ch.hidden()) {
        digit.push_back(exact[i] ? 1 : 0);
        radix.push_back(2);
      }
      bool unrevealed = false;  // a hidden choice coded by class so far
      for (size_t c : classCoded) unrevealed = unrevealed || !exact[c];
      if (!ch.hidden() || exact[i]) {
        if (k < 0 && unrevealed) {
          diverged = i;  // the public path does not offer it: hidden choices shaped it
          break;
        }
        if (k < 0) return refuse(why, "move " + std::to_string(i + 1) + " is not a legal move");
        digit.push_back(static_cast<uint32_t>(k));
        radix.push_back(static_cast<uint32_t>(ch.list.count));
        onR = ch.list.items[k];
      } else {
        const int c = k >= 0 ? ch.classOf[static_cast<size_t>(k)] : ch.classLike(a);
        if (c < 0 && unrevealed) {
          diverged = i;
          break;
        }
        if (c < 0) return refuse(why, "move " + std::to_string(i + 1) + " is not a legal move");
        digit.push_back(static_cast<uint32_t>(c));
        radix.push_back(static_cast<uint32_t>(ch.classes()));
        onR = ch.pickClass(c);
        classCoded.push_back(i);
      }
      // A figure linked on the offered spot of its feature (sameFeature) stands there in both.
      rules.apply(t, ch.respotted ? onR : a, nullptr);
      rules.apply(s, onR, nullptr);
      // Until a choice is coded by class the two walks are one game.
      if (publicView && !classCoded.empty() && outsiderPrint(rules, t) != outsiderPrint(rules, s))
        diverged = i;
    }
    if (diverged == SIZE_MAX) break;
    // Reveal the earliest choice still coded by class, then walk again.
    size_t reveal = SIZE_MAX;
    for (size_t i : classCoded)
      if (!exact[i]) {
        reveal = i;
        break;
      }
    if (reveal == SIZE_MAX || attempt > actions.size())
      return refuse(why, "move " + std::to_string(diverged + 1) +
                             " cannot be shown without hidden information");
    exact[reveal] = true;
  }
  std::string o;
  // Without the setup flag a link is a base game without expansions (the format's default).
  const bool custom = names.mode != "base" || !names.expansions.empty();
  const bool named = !defaultNames(names.players);
  o += static_cast<char>((setup.explicitDraws ? 0 : kFlagSeed) | (publicView ? kFlagPublic : 0) |
                         (named ? kFlagNames : 0) | (custom ? kFlagSetup : 0) |
                         ((names.players.size() - 2) << kFlagPlayersShift));
  if (custom) {
    putString(o, names.mode);
    putVarint(o, names.expansions.size());
    for (const std::string& e : names.expansions) putString(o, e);
  }
  if (named)
    for (const std::string& n : names.players) putString(o, n);
  if (!setup.explicitDraws) putVarint(o, setup.seed);
  putVarint(o, actions.size());
  BigNum v;
  for (size_t i = digit.size(); i-- > 0;) v.mulAdd(radix[i], digit[i]);
  o += v.bytes();
  const uint32_t crc = crc32(o);
  o += static_cast<char>(crc & 0xff);
  o += static_cast<char>((crc >> 8) & 0xff);
  fragment = "g" + std::to_string(kLinkVersion) + "." + base64url(o);
  if (fragment.size() > kMaxFragmentChars)
    return refuse(why, "the link would be " + std::to_string(fragment.size()) +
                           " characters; at most " + std::to_string(kMaxFragmentChars));
  return true;
}

}  // namespace

bool encodeLink(const Game& game, const RecordHeader& header, std::string& fragment,
                std::string& why) {
  return encode(game, header, !game.over(), fragment, why);
}

bool encodeLinkPublic(const Game& game, const RecordHeader& header, std::string& fragment,
                      std::string& why) {
  return encode(game, header, true, fragment, why);
}

bool decodeLink(std::string_view fragment, LoadedGame& out, std::string& why, LinkInfo* info,
                std::unique_ptr<RuleSet> custom) {
  out = LoadedGame{};
  if (info) *info = LinkInfo{};
  // A damaged link: the reason after "the link is damaged: ", always of that kind.
  auto damaged = [&](const std::string& what) {
    return failAs(info, RecordProblem::kDamaged, why, "the link is damaged: " + what);
  };
  if (const size_t hash = fragment.rfind('#'); hash != std::string_view::npos)
    fragment.remove_prefix(hash + 1);
  // What a link copied out of a sentence or a chat often carries at its end: whitespace (as
  // typed, or %20 in an address bar) and punctuation, none of it base64url, so never the game's.
  for (;;) {
    if (!fragment.empty() &&
        std::string_view(" \t\r\n.,;:!?)]}>\"'").find(fragment.back()) != std::string_view::npos)
      fragment.remove_suffix(1);
    else if (fragment.size() >= 3 && fragment.substr(fragment.size() - 3) == "%20")
      fragment.remove_suffix(3);
    else
      break;
  }
  if (fragment.empty())
    return failAs(info, RecordProblem::kEmpty, why, "the link holds no game (nothing after '#')");
  if (fragment.size() > kMaxFragmentChars)
    return failAs(info, RecordProblem::kOversized, why,
                  "the link is oversized (" + std::to_string(fragment.size()) +
                      " characters; a game link has at most " + std::to_string(kMaxFragmentChars) +
                      ")");
  const size_t dot = fragment.find('.');
  if (fragment[0] != 'g' || dot == std::string_view::npos || dot < 2 || dot > 10)
    return failAs(info, RecordProblem::kWrongFormat, why,
                  "not a game link (expected '#g" + std::to_string(kLinkVersion) +
                      ".' followed by the game)");
  uint64_t version = 0;
  for (size_t i = 1; i < dot; ++i) {
    const char c = fragment[i];
    if (c < '0' || c > '9')
      return failAs(info, RecordProblem::kWrongFormat, why,
                    "not a game link (expected '#g" + std::to_string(kLinkVersion) +
                        ".' followed by the game)");
    version = version * 10 + static_cast<uint64_t>(c - '0');
  }
  if (version == 0) return damaged("its version tag is g0");
  if (version > static_cast<uint64_t>(kLinkVersion))
    return failAs(info, RecordProblem::kNewerVersion, why,
                  "this link was made by a newer version of the game (link format g" +
                      std::to_string(version) + "; this version reads up to g" +
                      std::to_string(kLinkVersion) + ")");
  std::string bytes, w;
  if (!fromBase64url(fragment.substr(dot + 1), bytes, w)) return damaged(w);
  if (bytes.size() < 4)
    return failAs(
        info, RecordProblem::kDamaged, why,
        "the link is truncated (" + std::to_string(bytes.size()) + " bytes of game data)");
  const std::string_view body(bytes.data(), bytes.size() - 2);
  const uint32_t crc = crc32(body);
  if ((crc & 0xff) != static_cast<unsigned char>(bytes[bytes.size() - 2]) ||
      ((crc >> 8) & 0xff) != static_cast<unsigned char>(bytes[bytes.size() - 1]))
    return failAs(info, RecordProblem::kDamaged, why,
                  "the link is damaged or truncated (its checksum does not match; was it copied "
                  "whole?)");
  Reader r{body};
  uint8_t flags = 0;
  r.byte(flags);
  if (flags & kFlagReserved)
    return failAs(info, RecordProblem::kNewerVersion, why,
                  "this link uses a feature of a newer version of the game (unknown flag)");
  GameRecord rec;
  rec.seeded = flags & kFlagSeed;
  const bool publicView = flags & kFlagPublic;
  const size_t players = 2 + ((flags >> kFlagPlayersShift) & 7);
  if (players > kMaxPlayers) return damaged("it names " + std::to_string(players) + " players");
  if (flags & kFlagSetup) {
    uint64_t n = 0;
    if (!r.string(rec.mode, kMaxLinkNameBytes)) return damaged("bad game mode");
    if (!r.varint(n) || n > kMaxExpansions) return damaged("bad expansion list");
    rec.expansions.resize(static_cast<size_t>(n));
    for (std::string& e : rec.expansions)
      if (!r.string(e, kMaxLinkNameBytes)) return damaged("bad expansion name");
  }
  rec.players.resize(players);
  for (size_t p = 0; p < players; ++p) {
    if (!(flags & kFlagNames))
      rec.players[p] = "P" + std::to_string(p + 1);
    else if (!r.string(rec.players[p], kMaxLinkNameBytes))
      return damaged("bad name of player " + std::to_string(p + 1));
  }
  if (rec.seeded && !r.varint(rec.seed)) return damaged("bad seed");
  uint64_t moves = 0;
  if (!r.varint(moves)) return damaged("bad move count");
  if (moves > kMaxLinkActions)
    return failAs(info, RecordProblem::kOversized, why,
                  "the link is oversized: it claims " + std::to_string(moves) + " moves (at most " +
                      std::to_string(kMaxLinkActions) + ")");
  if (std::string bad = checkSetup(rec); !bad.empty()) return damaged(bad);
  std::unique_ptr<RuleSet> rules =
      custom ? std::move(custom) : makeRuleSet(rec.mode, rec.expansions, w);
  if (!rules)
    return failAs(info, RecordProblem::kUnsupported, why,
                  "this link needs something this version does not have: " + w);
  GameSetup setup;
  setup.players = static_cast<int>(players);
  setup.seed = rec.seed;
  setup.explicitDraws = !rec.seeded;
  BigNum v = BigNum::from(body.substr(r.pos));
  Position s = rules->newPosition();
  rules->setup(s, setup);
  Choices ch;
  bool replaced = false;
  for (uint64_t i = 0; i < moves; ++i) {
    if (rules->over(s))
      return damaged("it lists " + std::to_string(moves) + " moves but the game ends after " +
                     std::to_string(i));
    ch.compute(*rules, s, publicView);
    bool exactMove = !ch.hidden();
    if (ch.hidden()) exactMove = v.divmod(2) == 1;
    const int n = exactMove ? ch.list.count : ch.classes();
    if (n <= 0) return damaged("move " + std::to_string(i + 1) + " has no legal choice");
    const int d = static_cast<int>(v.divmod(static_cast<uint32_t>(n)));
    const Action a = exactMove ? ch.list.items[d] : ch.pickClass(d);
    if (!exactMove) {
      int members = 0;
      for (int c : ch.classOf) members += c == d;
      replaced = replaced || members > 1;
    }
    rec.actions.push_back(a);
    rules->apply(s, a, nullptr);
  }
  if (!v.zero()) return damaged("data is left over after the last move");
  rec.cursor = static_cast<uint32_t>(rec.actions.size());
  if (!rebuildGame(rec, out, w, std::move(rules)))
    return damaged(w);  // not expected: every move came from its legal list
  if (info) {
    info->inProgress = publicView;
    info->hiddenReplaced = replaced;
    info->moves = static_cast<int>(moves);
    info->payloadBytes = bytes.size();
  }
  return true;
}

bool percentDecode(std::string_view in, std::string& out) {
  out.clear();
  auto hex = [](char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  for (size_t i = 0; i < in.size(); ++i) {
    if (in[i] != '%') {
      out += in[i];
      continue;
    }
    if (i + 2 >= in.size() || hex(in[i + 1]) < 0 || hex(in[i + 2]) < 0) return false;
    out += static_cast<char>(hex(in[i + 1]) * 16 + hex(in[i + 2]));
    i += 2;
  }
  return true;
}

bool openFragment(std::string_view fragment, LoadedGame& out, std::string& why, LinkInfo* info,
                  std::string_view mode) {
  out = LoadedGame{};
  if (info) *info = LinkInfo{};
  if (!fragment.empty() && fragment[0] == '#') fragment.remove_prefix(1);
  if (fragment.empty() || fragment[0] == 'g') return decodeLink(fragment, out, why, info);
  if (fragment.size() > kMaxNotationFragment)
    return failAs(info, RecordProblem::kOversized, why,
                  "the link is oversized (" + std::to_string(fragment.size()) +
                      " characters; a record in a link has at most " +
                      std::to_string(kMaxNotationFragment) + ")");
  std::string text;
  if (!percentDecode(fragment, text))
    return failAs(info, RecordProblem::kDamaged, why,
                  "the link is damaged: a '%' escape is malformed");
  size_t start = 0;
  while (start < text.size() &&
         (text[start] == ' ' || text[start] == '\n' || text[start] == '\r' || text[start] == '\t'))
    ++start;
  if (text.compare(start, 11, "Carcassonne") != 0)
    return failAs(info, RecordProblem::kWrongFormat, why,
                  "not a game link (expected '#g" + std::to_string(kLinkVersion) +
                      ".' or a record starting 'Carcassonne 1')");
  // A record typed into a page's link by hand loses its line breaks unless written as %0A: say
  // so rather than "expected 'Carcassonne 1'" at a line that starts with it.
  if (text.find('\n') == std::string::npos && text.find(':') != std::string::npos) {
    if (info) {
      info->recordLine = 1;
      info->recordOneLine = true;
    }
    return failAs(info, RecordProblem::kBadRecord, why,
                  "the record in the link is all on one line: its line breaks must be written "
                  "as %0A (carc link writes a record's link)");
  }
  NotationError err;
  if (!loadRecord(text, out, err, mode)) {
    out = LoadedGame{};
    if (info) {
      info->recordLine = err.line;
      info->recordColumn = err.column;
    }
    if (err.unsupported)
      return failAs(info, RecordProblem::kUnsupported, why,
                    "this link needs something this version does not have: " + err.message);
    return failAs(info, RecordProblem::kBadRecord, why,
                  "the record in the link is not valid: " + err.str());
  }
  return true;
}

Action randomDraw(const RuleSet& rules, const Position& p, Rng& rng) {
  std::vector<int> left;
  rules.tilesLeft(p, left);
  int total = 0;
  for (int n : left) total += n;
  if (total == 0) return Action::draw(0);
  // The k-th copy left, counting tile types in order.
  int k = static_cast<int>(rng.below(static_cast<uint32_t>(total)));
  size_t t = 0;
  while (k >= left[t]) k -= left[t++];
  return Action::draw(static_cast<int>(t));
}

}  // namespace carc
