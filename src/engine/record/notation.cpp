// Record notation: see docs/notation.md for the grammar and examples.
#include "engine/record/notation.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

#include "engine/modes/registry.h"

namespace carc {

namespace {

constexpr std::string_view kMagic = "Carcassonne";
constexpr int kVersion = 1;

std::string lower(std::string_view s) {
  std::string o(s);
  for (char& c : o) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return o;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

std::vector<Token> tokenize(std::string_view line) {
  std::vector<Token> out;
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i]))) ++i;
    size_t j = i;
    while (j < line.size() && !std::isspace(static_cast<unsigned char>(line[j]))) ++j;
    if (j > i) out.push_back(Token{std::string(line.substr(i, j - i)), static_cast<int>(i) + 1});
    i = j;
  }
  return out;
}

std::vector<std::string> splitList(std::string_view v) {
  std::vector<std::string> out;
  while (true) {
    size_t c = v.find(',');
    std::string_view item = trim(v.substr(0, c));
    if (!item.empty()) out.emplace_back(item);
    if (c == std::string_view::npos) break;
    v.remove_prefix(c + 1);
  }
  return out;
}

bool parseInt(std::string_view s, long long& v) {
  if (s.empty() || s.size() > 20) return false;
  std::string t(s);
  char* end = nullptr;
  v = std::strtoll(t.c_str(), &end, 10);
  return *end == 0;
}

bool parseU64(std::string_view s, uint64_t& v) {
  if (s.empty() || s.size() > 20) return false;
  for (char c : s)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  std::string t(s);
  char* end = nullptr;
  v = std::strtoull(t.c_str(), &end, 10);
  return *end == 0;
}

// Text the notation prints back unchanged on one header line: no line feed, no '#', no
// character from `forbidden`, no space at either end. (Other bytes are kept as they are: the
// notation keeps them too; the UI sanitizes what it draws.)
bool lineSafe(std::string_view s, std::string_view forbidden) {
  for (char c : s)
    if (c == '\n' || c == '#' || forbidden.find(c) != std::string_view::npos) return false;
  return s.empty() || trim(s).size() == s.size();
}

bool fail(NotationError& err, int line, int column, std::string msg) {
  err.line = line;
  err.column = column;
  err.message = std::move(msg);
  return false;
}

std::string placeText(const Action& a) {
  return std::to_string(a.x) + "," + std::to_string(a.y) + " r" + std::to_string(a.rot);
}

}  // namespace

std::string NotationError::str() const {
  std::string s = "line " + std::to_string(line);
  if (column > 0) s += ", column " + std::to_string(column);
  return s + ": " + message;
}

HeaderProblem checkHeader(std::string_view mode, const std::vector<std::string>& players,
                          const std::vector<std::string>& expansions,
                          const std::vector<std::pair<std::string, std::string>>& extra) {
  using F = HeaderProblem;
  const std::string bytes = std::to_string(kMaxNameBytes);
  if (mode.empty() || mode.size() > kMaxNameBytes || !lineSafe(mode, ","))
    return {F::kMode, 0, "the game mode is not valid text (1 to " + bytes + " bytes)"};
  if (players.size() < 2 || players.size() > kMaxPlayers)
    return {F::kPlayer, 0, "a game has 2 to 6 players, not " + std::to_string(players.size())};
  for (size_t p = 0; p < players.size(); ++p) {
    const std::string& n = players[p];
    if (n.empty() || n.size() > kMaxNameBytes || !lineSafe(n, ","))
      return {F::kPlayer, p,
              "player " + std::to_string(p + 1) + "'s name is not valid (1 to " + bytes +
                  " bytes on one line, no ',' or '#')"};
  }
  for (size_t e = 0; e < expansions.size(); ++e)
    if (expansions[e].empty() || expansions[e].size() > kMaxNameBytes ||
        !lineSafe(expansions[e], ","))
      return {F::kExpansion, e, "an expansion name is not valid text (1 to " + bytes + " bytes)"};
  if (extra.size() > kMaxExtraHeaders)
    return {F::kExtra, kMaxExtraHeaders,
            "too many header lines (" + std::to_string(extra.size()) + "; at most " +
                std::to_string(kMaxExtraHeaders) + " besides Players, Seed and the like)"};
  for (size_t i = 0; i < extra.size(); ++i) {
    const std::string& k = extra[i].first;
    const std::string& v = extra[i].second;
    bool blank = false;
    for (char c : k) blank = blank || std::isspace(static_cast<unsigned char>(c));
    if (k.empty() || blank || k.size() > kMaxNameBytes || !lineSafe(k, "") ||
        std::isdigit(static_cast<unsigned char>(k[0])))
      return {F::kExtra, i, "a header's name is not valid (1 to " + bytes + " bytes, no spaces)"};
    if (v.size() > kMaxHeaderValueBytes)
      return {F::kExtra, i,
              "header '" + k + "' is too long (" + std::to_string(v.size()) + " bytes; at most " +
                  std::to_string(kMaxHeaderValueBytes) + ")"};
    if (!lineSafe(v, "")) return {F::kExtra, i, "header '" + k + "' is not valid text"};
    const std::string lk = lower(k);
    for (const char* known : {"mode", "players", "expansions", "seed", "draws", "result"})
      if (lk == known) return {F::kExtra, i, "header '" + k + "' is given twice"};
  }
  return {};
}

namespace {

// The header within checkHeader's limits, or err names the line that is not.
bool headerFits(const RecordHeader& h, NotationError& err) {
  const HeaderProblem bad = checkHeader(h.mode, h.players, h.expansions, h.extra);
  int line = 0;
  switch (bad.field) {
    case HeaderProblem::kNone:
      return true;
    case HeaderProblem::kMode:
      line = h.modeLine;
      break;
    case HeaderProblem::kPlayer:
      line = h.playersLine;
      break;
    case HeaderProblem::kExpansion:
      line = h.expansionsLine;
      break;
    case HeaderProblem::kExtra:
      line = bad.index < h.extraLines.size() ? h.extraLines[bad.index] : 0;
      break;
  }
  return fail(err, line, 0, bad.why);
}

}  // namespace

// A FOLLOWER field's form: a location, or a figure's name and '@' before it ("king@N": a mode's
// own figures, which the mode's parseFollower checks).
static bool followerSyntax(const std::string& t) {
  const size_t at = t.find('@');
  if (at == std::string::npos) return locationFromName(t) >= 0;
  if (at == 0 || locationFromName(t.substr(at + 1)) < 0) return false;
  for (size_t k = 0; k < at; ++k)
    if (!((t[k] >= 'a' && t[k] <= 'z') || t[k] == '-')) return false;
  return true;
}

bool parseRecord(std::string_view text, Record& out, NotationError& err) {
  out = Record{};
  RecordHeader& h = out.header;
  std::vector<std::string> seenKeys;
  bool sawMagic = false, sawSeed = false, sawDraws = false, sawPlayers = false, inBody = false;
  int lineNo = 0;
  size_t pos = 0;
  // Lines end at LF (a CR before it is a space to the tokenizer). A text with no LF but a CR was
  // saved by an old Mac editor: its lines end at CR. Not CR everywhere: a quoted name may hold one.
  const char eol =
      text.find('\n') == std::string_view::npos && text.find('\r') != std::string_view::npos ? '\r'
                                                                                             : '\n';
  while (pos < text.size()) {
    size_t nl = text.find(eol, pos);
    if (nl == std::string_view::npos) nl = text.size();
    std::string_view line = text.substr(pos, nl - pos);
    pos = nl + 1;
    ++lineNo;
    if (size_t c = line.find('#'); c != std::string_view::npos) line = line.substr(0, c);
    std::vector<Token> tok = tokenize(line);
    if (tok.empty()) continue;
    if (!sawMagic) {
      if (tok[0].text != kMagic)
        return fail(err, lineNo, tok[0].column, "a record starts with 'Carcassonne 1'");
      long long v = 0;
      if (tok.size() != 2 || !parseInt(tok[1].text, v))
        return fail(err, lineNo, tok[0].column, "expected 'Carcassonne 1'");
      if (v != kVersion)
        return fail(err, lineNo, tok[1].column,
                    "notation version " + tok[1].text + " is not supported (this reads 1)");
      sawMagic = true;
      continue;
    }
    const std::string& first = tok[0].text;
    // Header: "Key: value".
    if (first.size() > 1 && first.back() == ':' &&
        !std::isdigit(static_cast<unsigned char>(first[0]))) {
      if (inBody) return fail(err, lineNo, tok[0].column, "header line after the first turn");
      const std::string key = lower(first.substr(0, first.size() - 1));
      for (const char* known : {"mode", "players", "expansions", "seed", "draws", "result"})
        if (key == known) {
          for (const std::string& k : seenKeys)
            if (k == key) return fail(err, lineNo, tok[0].column, "'" + first + "' is given twice");
          seenKeys.push_back(key);
        }
      const size_t vstart = line.find(':') + 1;
      const std::string_view value = trim(line.substr(vstart));
      const int vcol = tok.size() > 1 ? tok[1].column : tok[0].column;
      if (key == "mode") {
        h.mode = std::string(value);
        h.modeLine = lineNo;
      } else if (key == "players") {
        h.players = splitList(value);
        if (h.players.size() < 2 || h.players.size() > 6)
          return fail(err, lineNo, vcol, "2 to 6 players, separated by commas");
        h.playersLine = lineNo;
        sawPlayers = true;
      } else if (key == "expansions") {
        h.expansions = splitList(value);
        h.expansionsLine = lineNo;
        if (h.expansions.size() == 1 && lower(h.expansions[0]) == "none") h.expansions.clear();
      } else if (key == "seed") {
        if (!parseU64(value, h.seed))
          return fail(err, lineNo, vcol, "the seed must be a whole number 0..2^64-1");
        h.seeded = true;
        sawSeed = true;
      } else if (key == "draws") {
        if (lower(value) != "explicit")
          return fail(err, lineNo, vcol, "'Draws:' takes 'explicit' (or give 'Seed: N')");
        h.seeded = false;
        sawDraws = true;
      } else if (key == "result") {
        h.resultLine = lineNo;
        for (const std::string& item : splitList(value)) {
          size_t sp = item.find_last_of(' ');
          long long v = 0;
          if (sp == std::string::npos || !parseInt(item.substr(sp + 1), v))
            return fail(err, lineNo, vcol, "expected 'Result: NAME POINTS, ...'");
          h.result.push_back(static_cast<int>(v));
        }
      } else {
        h.extra.emplace_back(first.substr(0, first.size() - 1), std::string(value));
        h.extraLines.push_back(lineNo);
      }
      continue;
    }
    if (!inBody) {
      if (!sawPlayers) return fail(err, lineNo, 1, "the header needs 'Players: A, B, ...'");
      if (sawSeed == sawDraws)
        return fail(err, lineNo, 1,
                    "the header needs exactly one of 'Seed: N' and 'Draws: explicit'");
      if (!headerFits(h, err)) return false;
      inBody = true;
    }
    RecordLine rl;
    rl.line = lineNo;
    if (first == "final") {
      rl.final = true;
      for (size_t i = 1; i < tok.size(); ++i) {
        const size_t colon = tok[i].text.find(':');
        if (colon == std::string::npos || colon == 0)
          return fail(err, lineNo, tok[i].column,
                      "expected 'tag:value', not '" + tok[i].text + "'");
        rl.extra.push_back(tok[i]);
      }
      out.lines.push_back(rl);
      continue;
    }
    if (first == "discard") {
      if (tok.size() != 2) return fail(err, lineNo, tok[0].column, "expected 'discard TILE'");
      rl.discard = true;
      rl.tile = tok[1];
      out.lines.push_back(rl);
      continue;
    }
    long long num = 0;
    if (first.size() < 2 || first.back() != '.' ||
        !parseInt(first.substr(0, first.size() - 1), num) || num < 1)
      return fail(err, lineNo, tok[0].column,
                  "expected a turn 'N. TILE X,Y rR MEEPLE' or 'discard TILE', not '" + first + "'");
    rl.number = static_cast<int>(num);
    if (tok.size() < 2)
      return fail(err, lineNo, tok[0].column + static_cast<int>(first.size()), "tile id missing");
    rl.tile = tok[1];
    size_t i = 2;
    if (i < tok.size() && tok[i].text.find(':') == std::string::npos) {
      const std::string& p = tok[i].text;
      const size_t comma = p.find(',');
      long long x = 0, y = 0;
      if (comma == std::string::npos || !parseInt(p.substr(0, comma), x) ||
          !parseInt(p.substr(comma + 1), y) || x < -100 || x > 100 || y < -100 || y > 100)
        return fail(err, lineNo, tok[i].column,
                    "expected coordinates X,Y (e.g. 1,-2), not '" + p + "'");
      rl.place = tok[i];
      rl.x = static_cast<int>(x);
      rl.y = static_cast<int>(y);
      if (++i >= tok.size()) return fail(err, lineNo, tok[i - 1].column, "rotation r0..r3 missing");
      const std::string& r = tok[i].text;
      if (r.size() != 2 || r[0] != 'r' || r[1] < '0' || r[1] > '3')
        return fail(err, lineNo, tok[i].column, "expected a rotation r0..r3, not '" + r + "'");
      rl.rot = r[1] - '0';
      rl.placed = true;
      ++i;
      if (i < tok.size() && tok[i].text.find(':') == std::string::npos) {
        rl.hasMeeple = true;
        rl.meeple = tok[i];
        if (tok[i].text != "-" && !followerSyntax(tok[i].text))
          return fail(err, lineNo, tok[i].column,
                      "expected a meeple location (N E S W, NNW..WNW, C), FIGURE@LOCATION or "
                      "'-', not '" +
                          tok[i].text + "'");
        ++i;
      }
    }
    for (; i < tok.size(); ++i) {
      const size_t colon = tok[i].text.find(':');
      if (colon == std::string::npos || colon == 0)
        return fail(err, lineNo, tok[i].column, "expected 'tag:value', not '" + tok[i].text + "'");
      rl.extra.push_back(tok[i]);
    }
    out.lines.push_back(rl);
  }
  if (!sawMagic) return fail(err, lineNo, 0, "empty record (expected 'Carcassonne 1')");
  if (!inBody) {
    if (!sawPlayers) return fail(err, lineNo, 0, "the header needs 'Players: A, B, ...'");
    if (sawSeed == sawDraws)
      return fail(err, lineNo, 0,
                  "the header needs exactly one of 'Seed: N' and 'Draws: explicit'");
    if (!headerFits(h, err)) return false;
  }
  return true;
}

bool replayRecord(const Record& rec, LoadedGame& out, NotationError& err,
                  std::unique_ptr<RuleSet> custom) {
  const RecordHeader& h = rec.header;
  out.header = h;
  std::string why;
  out.rules = custom ? std::move(custom) : makeRuleSet(h.mode, h.expansions, why);
  if (!out.rules) {
    // An unknown mode is refused on its line, anything else on the expansions'. An expansion
    // named twice is a mistake in the record; any other refusal names something this version
    // lacks.
    const int line = findMode(h.mode) ? h.expansionsLine : h.modeLine;
    std::vector<std::string> names;
    for (const std::string& e : h.expansions) names.push_back(e.substr(0, e.find('(')));
    std::sort(names.begin(), names.end());
    err.unsupported = std::adjacent_find(names.begin(), names.end()) == names.end();
    return fail(err, line ? line : 1, 0, why);
  }
  const RuleSet& rules = *out.rules;
  GameSetup setup;
  setup.players = static_cast<int>(h.players.size());
  setup.seed = h.seed;
  setup.explicitDraws = !h.seeded;
  {  // the mode's own refusal of the setup (The Castle: exactly 2 players)
    Position p = rules.newPosition();
    if (const std::string bad = rules.setup(p, setup); !bad.empty())
      return fail(err, h.playersLine ? h.playersLine : 1, 0, bad);
  }
  out.game = std::make_unique<Game>(rules, setup);
  Game& game = *out.game;
  size_t eventsSeen = 0;  // discard events already matched to "discard" lines
  auto nextDiscard = [&]() -> int {
    for (; eventsSeen < game.events().size(); ++eventsSeen)
      if (game.events()[eventsSeen].type == GameEvent::kDiscard)
        return game.events()[eventsSeen++].tile;
    return -1;
  };
  auto play = [&](const Action& a, int line, int col, const std::string& what) {
    std::string w = game.play(a);
    if (w.empty()) return true;
    return fail(err, line, col, what + ": " + w);
  };
  // Answers an expansion decision from the line's unused tokens with its tag; 1 answered,
  // 0 no token for it, -1 error (err set).
  auto answer = [&](const RecordLine& L, std::vector<bool>& used) -> int {
    const Decision d = game.decision();
    const std::string_view tag = rules.decisionTag(d);
    size_t k = 0;
    for (; k < L.extra.size(); ++k)
      if (!used[k] && std::string_view(L.extra[k].text).substr(0, L.extra[k].text.find(':')) == tag)
        break;
    if (k == L.extra.size()) return 0;
    used[k] = true;
    Action a;
    std::string w;
    std::string value = L.extra[k].text.substr(L.extra[k].text.find(':') + 1);
    // "NAME=value": the deciding player, checked against the decision.
    if (const size_t eq = value.find('='); eq != std::string::npos) {
      const std::string who = value.substr(0, eq);
      // "P<k>" is player k (the printer writes it for names it cannot write plainly), else a name.
      int named = -1;
      for (size_t p = 0; p < h.players.size() && named < 0; ++p)
        if (who == "P" + std::to_string(p + 1)) named = static_cast<int>(p);
      for (size_t p = 0; p < h.players.size() && named < 0; ++p)
        if (who == h.players[p]) named = static_cast<int>(p);
      if (named >= 0) {
        if (named != d.player) {
          fail(err, L.line, L.extra[k].column,
               std::string(tag) + ": it is " + h.players[d.player] + "'s decision here, not " +
                   who + "'s");
          return -1;
        }
        value = value.substr(eq + 1);
      }
    }
    if (!rules.parseTagValue(game.state(), d, value, a, w)) {
      fail(err, L.line, L.extra[k].column, std::string(tag) + ": " + w);
      return -1;
    }
    if (!play(a, L.line, L.extra[k].column, "illegal " + std::string(tag))) return -1;
    return 1;
  };
  auto unusedToken = [&](const RecordLine& L, const std::vector<bool>& used) {
    for (size_t k = 0; k < used.size(); ++k)
      if (!used[k])
        return fail(err, L.line, L.extra[k].column,
                    "'" + L.extra[k].text + "' answers no open decision of this turn");
    return true;
  };
  int expectTurn = 1;
  for (size_t li = 0; li < rec.lines.size(); ++li) {
    const RecordLine& L = rec.lines[li];
    const Position& s = game.state();
    if (L.final) {
      // Decisions at final scoring (after the last turn): answered in order.
      if (!rules.finalScoring(s)) {
        std::vector<int> left;
        rules.tilesLeft(s, left);
        int bag = 0;
        for (int n : left) bag += n;
        return fail(err, L.line, 0,
                    "a 'final' line answers final scoring's decisions, after the last tile; " +
                        std::to_string(bag) +
                        " tiles are still in the bag here (carc replay --end scores a position "
                        "as if the bag were empty)");
      }
      std::vector<bool> used(L.extra.size(), false);
      while (!game.over() && taggedDecision(game.decision())) {
        const int r = answer(L, used);
        if (r < 0) return false;
        if (r == 0) break;
      }
      if (!unusedToken(L, used)) return false;
      continue;
    }
    if (rules.over(s) && !(L.discard && h.seeded))
      return fail(err, L.line, 0, "the game is already over (no tiles left)");
    const int type = rules.tileType(L.tile.text);
    if (type < 0)
      return fail(err, L.line, L.tile.column, "no tile '" + L.tile.text + "' in this game");
    const std::string& id = L.tile.text;
    if (L.discard) {
      if (h.seeded) {
        const int d = nextDiscard();
        if (d != type)
          return fail(err, L.line, L.tile.column,
                      d < 0 ? "the seeded draw discards no tile here"
                            : "the seeded draw discards " + rules.tileId(d) + " here, not " + id);
      } else {
        if (!play(Action::draw(type), L.line, L.tile.column, "cannot draw " + id)) return false;
        if (game.decision().phase != kPhaseDraw)
          return fail(err, L.line, L.tile.column,
                      "tile " + id +
                          " fits on the board, so it cannot be discarded (only a tile "
                          "that fits nowhere is discarded)");
      }
      continue;
    }
    if (L.number != expectTurn)
      return fail(
          err, L.line, 1,
          "expected turn " + std::to_string(expectTurn) + ", not " + std::to_string(L.number));
    ++expectTurn;
    if (h.seeded) {
      if (const int d = nextDiscard(); d >= 0)
        return fail(err, L.line, 1,
                    "the seeded draw discarded " + rules.tileId(d) +
                        " before this turn: add the line 'discard " + rules.tileId(d) + "'");
      if (rules.drawnTile(s) != type)
        return fail(
            err, L.line, L.tile.column,
            "the seeded draw gives " + rules.tileId(rules.drawnTile(s)) + " here, not " + id);
    } else {
      if (!play(Action::draw(type), L.line, L.tile.column, "cannot draw " + id)) return false;
      if (game.decision().phase == kPhaseDraw)
        return fail(err, L.line, L.tile.column,
                    "tile " + id + " fits nowhere: it must be discarded ('discard " + id + "')");
    }
    const bool last = li + 1 == rec.lines.size();
    if (!L.placed) {
      if (!last)
        return fail(err, L.line, 0, "placement missing (only the last line may stop early)");
      break;
    }
    const Action place = Action::place(L.x, L.y, L.rot);
    if (!play(place, L.line, L.place.column,
              "illegal placement of " + id + " at " + placeText(place)))
      return false;
    const int turnBefore = rules.turn(game.state());
    std::vector<bool> used(L.extra.size(), false);
    bool meepleUsed = false;
    std::string unanswered;  // the tag of an expansion decision the line left open
    // Answer this turn's decisions from the line, in the order the game asks for them.
    while (!game.over() && rules.turn(game.state()) == turnBefore) {
      const Decision d = game.decision();
      if (!taggedDecision(d) && d.phase == kPhasePlaceMeeple) {
        if (!L.hasMeeple || meepleUsed) break;
        meepleUsed = true;
        Action a;
        std::string w;
        if (!rules.parseFollower(game.state(), L.meeple.text, a, w))
          return fail(err, L.line, L.meeple.column, w);
        if (!play(a, L.line, L.meeple.column, "illegal meeple " + L.meeple.text)) return false;
        continue;
      }
      if (!taggedDecision(d)) break;  // not expected within a turn
      const int r = answer(L, used);
      if (r < 0) return false;
      if (r == 0) {
        unanswered = std::string(rules.decisionTag(d));
        if (rules.tagNamesPlayer(d))
          unanswered += ":" + h.players[d.player] + "=...";
        else
          unanswered += ":...";
        break;
      }
    }
    if (L.hasMeeple && !meepleUsed)
      return fail(err, L.line, L.meeple.column,
                  unanswered.empty()
                      ? "no meeple step is open at this point"
                      : "the game asks for '" + unanswered + "' before the meeple step, and the " +
                            "line does not answer it");
    if (!unusedToken(L, used)) return false;
    if (!last && !game.over() && rules.turn(game.state()) == turnBefore)
      return fail(err, L.line, 0,
                  "the turn is unfinished (meeple field or '-' missing); only the last line may "
                  "stop early");
  }
  // Seeded discards after the last line are part of the record too.
  if (h.seeded && !rec.lines.empty()) {
    const int d = nextDiscard();
    if (d >= 0)
      return fail(err, rec.lines.back().line + 1, 0,
                  "the seeded draw discards " + rules.tileId(d) + " next: add 'discard " +
                      rules.tileId(d) + "'");
  }
  if (h.resultLine) {
    const Position& s = game.state();
    if (!rules.over(s))
      return fail(err, h.resultLine, 0, "a Result is given but the game is not over");
    bool same = h.result.size() == h.players.size();
    for (size_t p = 0; same && p < h.result.size(); ++p)
      same = h.result[p] == rules.total(s, static_cast<int>(p));
    if (!same) {
      std::string got;
      for (int p = 0; p < rules.players(s); ++p)
        got += (p ? ", " : "") + h.players[p] + " " + std::to_string(rules.total(s, p));
      return fail(err, h.resultLine, 0, "the Result does not match the replay, which gives " + got);
    }
  }
  return true;
}

bool loadRecord(std::string_view text, LoadedGame& out, NotationError& err, std::string_view mode) {
  Record rec;
  if (!parseRecord(text, rec, err)) return false;
  if (!rec.header.modeLine) rec.header.mode = std::string(mode);
  return replayRecord(rec, out, err);
}

std::string printRecord(const Game& game, const RecordHeader& header) {
  const RuleSet& rules = game.rules();
  const GameSetup& setup = game.setup();
  std::vector<std::string> names = header.players;
  if (static_cast<int>(names.size()) != setup.players) {
    names.clear();
    for (int p = 0; p < setup.players; ++p) names.push_back("P" + std::to_string(p + 1));
  }
  std::string o = std::string(kMagic) + " " + std::to_string(kVersion) + "\n";
  o += "Mode: " + header.mode + "\n";
  o += "Players: ";
  for (size_t p = 0; p < names.size(); ++p) o += (p ? ", " : "") + names[p];
  o += "\nExpansions: ";
  if (header.expansions.empty()) o += "none";
  for (size_t i = 0; i < header.expansions.size(); ++i) o += (i ? ", " : "") + header.expansions[i];
  o += "\n";
  o += setup.explicitDraws ? std::string("Draws: explicit\n")
                           : "Seed: " + std::to_string(setup.seed) + "\n";
  for (const auto& kv : header.extra) o += kv.first + ": " + kv.second + "\n";

  // Replay the applied actions, writing one line per turn.
  struct Discards : EventSink {
    std::vector<int> tiles;
    void discarded(int t) override { tiles.push_back(t); }
  } sink;
  Position s = rules.newPosition();
  rules.setup(s, setup, &sink);
  std::string body, line, extras;  // expansion tokens follow the meeple field
  auto flushDiscards = [&]() {
    for (int t : sink.tiles) body += "discard " + rules.tileId(t) + "\n";
    sink.tiles.clear();
  };
  auto startLine = [&](int type) {
    flushDiscards();
    line = std::to_string(rules.turn(s) + 1) + ". " + rules.tileId(type);
  };
  for (size_t i = 0; i < game.cursor(); ++i) {
    const Action& a = game.actions()[i];
    const Decision d = rules.decision(s);
    const int turnBefore = rules.turn(s);
    if (taggedDecision(d)) {
      if (line.empty()) {
        flushDiscards();
        line = "final";  // decisions after the last turn (final scoring)
      }
      std::string who;
      if (rules.tagNamesPlayer(d)) {
        const std::string& n = names[d.player];
        // Any character the tokenizer splits on (isspace) or the token syntax uses.
        // A name like "P2" on another player would read as that player's number.
        const bool numberLike = n.size() > 1 && n[0] == 'P' &&
                                n.find_first_not_of("0123456789", 1) == std::string::npos;
        int same = 0;  // two players with one name: only the number tells them apart
        for (const std::string& other : names) same += other == n;
        const bool plain = n.find_first_of(" \t\r\v\f=:#") == std::string::npos && same == 1 &&
                           (!numberLike || n == "P" + std::to_string(d.player + 1));
        who = (plain ? n : "P" + std::to_string(d.player + 1)) + "=";
      }
      extras += " " + std::string(rules.decisionTag(d)) + ":" + who + rules.printTagValue(s, d, a);
    } else if (d.phase == kPhaseDraw) {
      // Explicit draws: a discard shows up in the sink; otherwise the turn line starts.
      rules.apply(s, a, &sink);
      if (rules.decision(s).phase != kPhaseDraw || taggedDecision(rules.decision(s)))
        startLine(a.tile);
      else
        flushDiscards();
      continue;
    } else if (d.phase == kPhasePlaceTile) {
      if (line.empty()) startLine(rules.drawnTile(s));
      line += " " + placeText(a);
    } else if (d.phase == kPhasePlaceMeeple) {
      line += " " + rules.printFollower(s, a);
    }
    rules.apply(s, a, &sink);
    if (rules.turn(s) != turnBefore || rules.over(s)) {
      body += line + extras + "\n";
      line.clear();
      extras.clear();
    }
  }
  if (!line.empty()) body += line + extras + "\n";
  flushDiscards();
  if (rules.over(s)) {
    o += "Result: ";
    for (int p = 0; p < rules.players(s); ++p)
      o += (p ? ", " : "") + names[p] + " " + std::to_string(rules.total(s, p));
    o += "\n";
  }
  return o + "\n" + body;
}

}  // namespace carc
