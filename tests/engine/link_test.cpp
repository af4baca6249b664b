// Share links (docs/saves.md): exact round trips of finished games within the 400-character
// target, public views of games in progress (no seed, remaining tiles as counts, hidden choices
// left out), every kind of bad link refused with a message, and the golden link of format g1.
#include "engine/record/link.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <new>
#include <sstream>

#include "engine/modes/base/expansion.h"
#include "engine/modes/base/expansions/mage_witch.h"
#include "engine/modes/base/playout.h"
#include "engine/record/report.h"
#include "test_util.h"

namespace carc {
namespace {

using test::randomGame;

std::string linkOf(const LoadedGame& g) {
  std::string frag, why;
  EXPECT_TRUE(encodeLink(*g.game, g.header, frag, why)) << why;
  return frag;
}

TEST(Link, FullGamesRoundTripExactlyWithin400Characters) {
  size_t longest = 0;
  for (uint64_t seed = 1; seed <= 150; ++seed) {
    const int players = 2 + static_cast<int>(seed % 5);
    LoadedGame g = randomGame(seed, players);
    if (seed % 3 == 0) g.header.players[0] = "Ann";
    const std::string frag = linkOf(g);
    longest = std::max(longest, frag.size() + 1);
    LoadedGame back;
    std::string why;
    LinkInfo info;
    ASSERT_TRUE(decodeLink("#" + frag, back, why, &info)) << why;
    EXPECT_FALSE(info.inProgress);
    EXPECT_EQ(back.rules->hash(back.game->state()), g.rules->hash(g.game->state()));
    EXPECT_EQ(printRecord(*back.game, back.header), printRecord(*g.game, g.header));
  }
  EXPECT_LE(longest, 400u);
}

TEST(Link, RotationsEqualInRulesTermsStayExact) {
  // Tile F (two distinct rotations) placed at r2 instead of r0 in a seeded scenario.
  std::ifstream in(std::string(CARC_SOURCE_DIR) + "/tests/scenarios/seed47_discard.carc");
  std::stringstream ss;
  ss << in.rdbuf();
  std::string text = ss.str();
  const size_t at = text.find("67. F 4,-5 r0");
  ASSERT_NE(at, std::string::npos);
  text[at + 12] = '2';
  LoadedGame g;
  NotationError err;
  ASSERT_TRUE(loadRecord(text, g, err)) << err.str();
  LoadedGame back;
  std::string why;
  ASSERT_TRUE(decodeLink(linkOf(g), back, why)) << why;
  EXPECT_EQ(back.rules->hash(back.game->state()), g.rules->hash(g.game->state()));
}

// A record may name any segment of a road or city for a magic figure (check accepts it); the
// magic step lists one spot per feature. The link codes the listed spot of the same feature:
// the same move in rules terms (it failed with "move 3 is not a legal move").
TEST(Link, MagicFigureOnAnotherSpotOfItsFeatureIsLinkedOnTheListedSpot) {
  const std::string text =
      "Carcassonne 1\nPlayers: A, B\nExpansions: mage-witch\nDraws: explicit\n\n"
      "1. MW1 1,0 r0 W magic:magician@0,0:E\n2. U -1,0 r0 -\n";
  LoadedGame g;
  NotationError err;
  ASSERT_TRUE(loadRecord(text, g, err)) << err.str();
  LoadedGame back;
  std::string why;
  ASSERT_TRUE(decodeLink(linkOf(g), back, why)) << why;
  EXPECT_NE(printRecord(*back.game, back.header).find("magic:magician@1,0:W"), std::string::npos);
  auto magicianRoot = [](const LoadedGame& x) {
    const State& s = baseState(*x.game);
    const int seg = mageWitch().figureSegment(baseRules(*x.rules), s, kMagician);
    return seg < 0 ? -1 : s.features.find(seg);
  };
  EXPECT_GE(magicianRoot(g), 0);
  EXPECT_EQ(magicianRoot(back), magicianRoot(g));
  // Played on to the road's completion: the same points (4 + the magician's 4).
  for (LoadedGame* x : {&g, &back}) {
    ASSERT_TRUE(x->game->play(Action::draw(baseRules(*x->rules).tiles().find("A"))).empty());
    ASSERT_TRUE(x->game->play(Action::place(-2, 0, 3)).empty());
    ASSERT_TRUE(x->game->play(Action::pass()).empty());
    EXPECT_EQ(baseState(*x->game).total(0), 8);
  }
}

TEST(Link, GameInProgressCarriesOnlyPublicInformation) {
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    LoadedGame g = randomGame(seed, 3);
    g.game->seek(static_cast<size_t>(seed * 6));  // mid-game, sometimes mid-turn
    const std::string frag = linkOf(g);
    LoadedGame back;
    std::string why;
    LinkInfo info;
    ASSERT_TRUE(decodeLink(frag, back, why, &info)) << why;
    EXPECT_TRUE(info.inProgress);
    EXPECT_FALSE(back.header.seeded);  // no seed: the future order is not in the link
    EXPECT_EQ(back.header.seed, 0u);
    const State& a = baseState(*g.game);
    const State& b = baseState(*back.game);
    // Same board, scores, supply, turn, drawn tile; the bag holds the same tiles (as counts).
    ASSERT_EQ(a.board.tileCount, b.board.tileCount);
    for (int i = 0; i < a.board.tileCount; ++i) {
      EXPECT_EQ(a.board.tiles[i].type, b.board.tiles[i].type);
      EXPECT_EQ(a.board.tiles[i].x, b.board.tiles[i].x);
      EXPECT_EQ(a.board.tiles[i].y, b.board.tiles[i].y);
      EXPECT_EQ(a.board.tiles[i].rot, b.board.tiles[i].rot);
    }
    for (int p = 0; p < 3; ++p) {
      EXPECT_EQ(a.total(p), b.total(p));
      EXPECT_EQ(a.supply[p], b.supply[p]);
    }
    EXPECT_EQ(a.turn, b.turn);
    EXPECT_EQ(a.drawn, b.drawn);
    EXPECT_EQ(a.step, b.step);
    std::vector<uint8_t> bagA(a.bag.begin(), a.bag.begin() + a.bagCount);
    std::vector<uint8_t> bagB(b.bag.begin(), b.bag.begin() + b.bagCount);
    std::sort(bagA.begin(), bagA.end());
    std::sort(bagB.begin(), bagB.end());
    EXPECT_EQ(bagA, bagB);
    // The opener plays on with fresh random draws until the end.
    Rng rng(seed);
    Rng policy = policyRng(seed);
    ActionList list;
    while (!baseState(*back.game).over()) {
      Action next;
      if (back.game->decision().phase == kPhaseDraw && back.game->decision().owner == 0) {
        next = randomDraw(*back.rules, back.game->state(), rng);
      } else {
        back.game->legalActions(list);
        next = list.items[policy.below(static_cast<uint32_t>(list.count))];
      }
      ASSERT_EQ(back.game->play(next), "");
    }
  }
  // The same position reached with two different seeds (so different futures) gives one link.
  LoadedGame g = randomGame(7, 2);
  g.game->seek(0);
  EXPECT_EQ(linkOf(g).find("g1."), 0u);
}

// ---- hidden information: an expansion whose choice other players cannot see.
enum : uint8_t { kPhaseSecret = kExpansionPhaseBase };
enum : uint8_t { kActSecret = kExpansionActionBase };
struct SecretData {
  uint8_t secret[kMaxPlayers];
  uint8_t chosen[kMaxPlayers];  // public: whether a secret was chosen
};

class SecretExpansion : public Expansion {
 public:
  std::string_view name() const override { return "secret"; }
  int stateBytes() const override { return sizeof(SecretData); }
  std::vector<std::string_view> scoreColumns() const override { return {"secret"}; }
  void onSetup(const Rules& r, State& s) const override {
    new (&r.ext<SecretData>(s, 0)) SecretData{};
  }
  void afterScoring(const Rules& r, State& s, EventSink*) const override {
    if (s.board.tileCount % 8 == 0) r.pushDecision(s, Decision{kPhaseSecret, s.current, 1, 0});
  }
  void afterFinalScoring(const Rules& r, State& s, EventSink*) const override {
    const SecretData& d = r.ext<SecretData>(s, 0);
    for (int p = 0; p < s.players; ++p) s.addScore(p, r.scoreColumn(this), d.secret[p]);
  }
  void legalActions(const Rules&, const State&, const Decision&, ActionList& out) const override {
    for (uint8_t v = 0; v < 4; ++v) {
      Action a;
      a.kind = kActSecret;
      a.arg0 = v;
      out.push(a);
    }
  }
  std::string check(const Rules&, const State&, const Decision&, const Action& a) const override {
    return a.kind == kActSecret && a.arg0 < 4 ? "" : "expected a secret 0..3";
  }
  void apply(const Rules& r, State& s, const Decision& d, const Action& a,
             EventSink*) const override {
    SecretData& x = r.ext<SecretData>(s, 0);
    x.secret[d.player] = static_cast<uint8_t>(x.secret[d.player] + a.arg0);
    x.chosen[d.player] = 1;
  }
  std::string_view notationTag(const Decision&) const override { return "secret"; }
  void hideFrom(const Rules& r, State& s, int viewer) const override {
    SecretData& x = r.ext<SecretData>(s, 0);
    for (int p = 0; p < kMaxPlayers; ++p)
      if (p != viewer) x.secret[p] = 0;
  }
};
const SecretExpansion kSecret;

std::unique_ptr<Rules> secretRules() {
  return std::make_unique<Rules>(baseTileSet(), std::vector<const Expansion*>{&kSecret});
}

TEST(Link, HiddenChoicesStayHiddenUntilTheGameIsOver) {
  auto rules = secretRules();
  GameSetup st;
  st.seed = 9;
  RecordHeader h;
  h.players = {"P1", "P2"};
  h.expansions = {"secret"};
  // Two games with the same public moves but different secret values.
  Game a(*rules, st), b(*rules, st);
  Rng policy = policyRng(9);
  ActionList list;
  int secrets = 0;
  while (!a.over()) {
    a.legalActions(list);
    Action x = list.items[policy.below(static_cast<uint32_t>(list.count))];
    Action y = x;
    if (x.kind == kActSecret) {
      x.arg0 = 1;
      y.arg0 = 3;
      ++secrets;
    }
    ASSERT_EQ(a.play(x), "");
    ASSERT_EQ(b.play(y), "");
    if (secrets == 3 && a.decision().owner == 0) {
      // In progress: the links are identical (the secrets are not in them).
      std::string fa, fb, why;
      ASSERT_TRUE(encodeLink(a, h, fa, why)) << why;
      ASSERT_TRUE(encodeLink(b, h, fb, why)) << why;
      EXPECT_EQ(fa, fb);
      LoadedGame back;
      LinkInfo info;
      ASSERT_TRUE(decodeLink(fa, back, why, &info, secretRules())) << why;
      EXPECT_TRUE(info.hiddenReplaced);
      EXPECT_EQ(baseState(*back.game).board.tileCount, baseState(a).board.tileCount);
      ++secrets;
    }
  }
  ASSERT_GT(secrets, 3);
  // Over: the links differ and each is exact.
  std::string fa, fb, why;
  ASSERT_TRUE(encodeLink(a, h, fa, why)) << why;
  ASSERT_TRUE(encodeLink(b, h, fb, why)) << why;
  EXPECT_NE(fa, fb);
  LoadedGame back;
  LinkInfo info;
  ASSERT_TRUE(decodeLink(fb, back, why, &info, secretRules())) << why;
  EXPECT_FALSE(info.hiddenReplaced);
  EXPECT_EQ(baseState(*back.game).total(0), baseState(b).total(0));
  EXPECT_EQ(baseState(*back.game).total(1), baseState(b).total(1));
}

// The real Bets expansion (and the others): positions in progress keep every public fact (board,
// scores, supplies) while face-down chips stay out of the link.
TEST(Link, InProgressLinksWithAllExpansionsShowThePublicPosition) {
  int replaced = 0;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    LoadedGame g = randomGame(seed, 3, {"mage-witch", "wind-roses", "la-porxada", "bets"});
    ASSERT_TRUE(g.game);
    const size_t total = g.game->cursor();
    for (size_t at = 10; at < total; at += 23) {
      g.game->seek(at);
      const std::string frag = linkOf(g);
      LoadedGame back;
      std::string why;
      LinkInfo info;
      ASSERT_TRUE(decodeLink(frag, back, why, &info)) << why << " seed " << seed << " at " << at;
      replaced += info.hiddenReplaced;
      const State& a = baseState(*g.game);
      const State& b = baseState(*back.game);
      ASSERT_EQ(a.board.tileCount, b.board.tileCount);
      for (int p = 0; p < 3; ++p) EXPECT_EQ(a.total(p), b.total(p)) << seed << " " << at;
      EXPECT_EQ(a.turn, b.turn);
    }
    g.game->seek(total);
    LoadedGame back;
    std::string why;
    ASSERT_TRUE(decodeLink(linkOf(g), back, why)) << why;
    EXPECT_EQ(printRecord(*back.game, back.header), printRecord(*g.game, g.header));
  }
  EXPECT_GT(replaced, 0);  // some bets were face down at the shared position
}

// Rebuilds a link from modified payload bytes with a valid checksum (a deliberate edit).
std::string relink(std::string bytes) {
  const uint32_t c = crc32(bytes);
  bytes += static_cast<char>(c & 0xff);
  bytes += static_cast<char>((c >> 8) & 0xff);
  return "g1." + base64url(bytes);
}

std::string errorOf(std::string_view fragment) {
  LoadedGame g;
  std::string why;
  if (openFragment(fragment, g, why)) return "";
  EXPECT_EQ(g.game, nullptr);
  EXPECT_FALSE(why.empty());
  return why;
}

TEST(Link, BadLinksAreRefusedWithAMessage) {
  LoadedGame g = randomGame(5, 2);
  const std::string frag = linkOf(g);
  // Every truncation.
  for (size_t n = 0; n < frag.size(); ++n) EXPECT_NE(errorOf(frag.substr(0, n)), "") << n;
  // Every changed character.
  for (size_t i = 3; i < frag.size(); ++i) {
    std::string bad = frag;
    bad[i] = bad[i] == 'A' ? 'B' : 'A';
    EXPECT_NE(errorOf(bad), "") << i;
  }
  EXPECT_NE(errorOf("").find("no game"), std::string::npos);
  EXPECT_NE(errorOf("g7." + frag.substr(3)).find("newer version"), std::string::npos);
  EXPECT_NE(errorOf("g1." + std::string(5000, 'A')).find("oversized"), std::string::npos);
  EXPECT_NE(errorOf("g1.AB*D").find("not base64url"), std::string::npos);
  EXPECT_NE(errorOf("x1.ABCD").find("not a game link"), std::string::npos);
  EXPECT_NE(errorOf(frag.substr(0, frag.size() - 3)).find("damaged"), std::string::npos);
  // Edited payloads with valid checksums.
  std::string bytes, why;
  ASSERT_TRUE(fromBase64url(frag.substr(3), bytes, why));
  bytes.resize(bytes.size() - 2);
  // flags, seed varint (1 byte for seed 5), move count varint (2 bytes).
  ASSERT_EQ(bytes[1], 5);
  std::string more = bytes;
  more[2] = static_cast<char>(0x81);  // 4097+ moves
  more[3] = static_cast<char>(0x40);
  EXPECT_NE(errorOf(relink(more)).find("oversized"), std::string::npos);
  std::string longer = bytes;
  longer[3] = static_cast<char>(longer[3] + 1);  // 128 moves more than the game has
  EXPECT_NE(errorOf(relink(longer)).find("game ends after"), std::string::npos);
  EXPECT_NE(errorOf(relink(bytes + std::string(8, '\x7f'))).find("left over"), std::string::npos);
  std::string flags = bytes;
  flags[0] = static_cast<char>(flags[0] | 0x80);
  EXPECT_NE(errorOf(relink(flags)).find("newer version"), std::string::npos);
  std::string varint = bytes.substr(0, 1) + std::string(12, '\xff');
  EXPECT_NE(errorOf(relink(varint)).find("damaged"), std::string::npos);
  // A whole URL and surrounding whitespace are accepted.
  LoadedGame back;
  EXPECT_TRUE(decodeLink("https://example.org/carc/#" + frag + "\n", back, why)) << why;
  // A link ending a sentence, in brackets or quotes, or with a space an address bar encoded.
  for (const char* tail : {".", ").", "\"", "'", ">", "!", "?", ",", ";", "]", "%20", " %20.\n"}) {
    EXPECT_TRUE(decodeLink(frag + tail, back, why)) << tail << ": " << why;
    EXPECT_TRUE(openFragment("#" + frag + tail, back, why)) << tail << ": " << why;
    EXPECT_EQ(back.game->cursor(), g.game->cursor());
  }
  // Only at the end: the same inside is still damage.
  EXPECT_NE(errorOf(frag.substr(0, 8) + "." + frag.substr(8)), "");
}

RecordProblem problemOf(std::string_view fragment) {
  LoadedGame g;
  std::string why;
  LinkInfo info;
  info.problem = RecordProblem::kEmpty;  // a success must clear it
  if (openFragment(fragment, g, why, &info)) return info.problem;
  EXPECT_NE(info.problem, RecordProblem::kNone) << why;
  return info.problem;
}

// Each refusal says its kind (LinkInfo::problem), which the page words in the player's language.
TEST(Link, EachRefusalNamesItsKind) {
  LoadedGame g = randomGame(5, 2);
  const std::string frag = linkOf(g);
  EXPECT_EQ(problemOf(frag), RecordProblem::kNone);
  EXPECT_EQ(problemOf(""), RecordProblem::kEmpty);
  EXPECT_EQ(problemOf("#"), RecordProblem::kEmpty);
  EXPECT_EQ(problemOf("g1." + std::string(5000, 'A')), RecordProblem::kOversized);
  EXPECT_EQ(problemOf("x1.ABCD"), RecordProblem::kWrongFormat);
  EXPECT_EQ(problemOf("hello"), RecordProblem::kWrongFormat);
  EXPECT_EQ(problemOf("g7." + frag.substr(3)), RecordProblem::kNewerVersion);
  EXPECT_EQ(problemOf("g1.AB*D"), RecordProblem::kDamaged);
  for (size_t n = 0; n < frag.size(); ++n) {
    const RecordProblem p = problemOf(frag.substr(0, n));
    EXPECT_TRUE(p == RecordProblem::kDamaged || p == RecordProblem::kEmpty ||
                p == RecordProblem::kWrongFormat)
        << n;
  }
  std::string bytes, why;
  ASSERT_TRUE(fromBase64url(frag.substr(3), bytes, why));
  bytes.resize(bytes.size() - 2);
  std::string flags = bytes;
  flags[0] = static_cast<char>(flags[0] | 0x80);
  EXPECT_EQ(problemOf(relink(flags)), RecordProblem::kNewerVersion);
  EXPECT_EQ(problemOf(relink(bytes + std::string(8, '\x7f'))), RecordProblem::kDamaged);
  // Seeded, setup given: mode "base" with an expansion this version does not have, seed 5, no
  // moves.
  std::string unknown =
      "\x09\x04"
      "base"
      "\x01\x04"
      "nope"
      "\x05";  // strings: length, bytes
  unknown += '\0';
  EXPECT_EQ(problemOf(relink(unknown)), RecordProblem::kUnsupported);
  EXPECT_NE(errorOf(relink(unknown)).find("nope"), std::string::npos);
  // The same in a record: not a mistake in it (a newer version's link), at its header line.
  const std::string newer = "Carcassonne 1\nPlayers: A, B\nExpansions: nope\nSeed: 7\n";
  EXPECT_EQ(problemOf(newer), RecordProblem::kUnsupported);
  EXPECT_NE(errorOf(newer).find("unknown expansion 'nope'"), std::string::npos) << errorOf(newer);
  EXPECT_EQ(problemOf("Carcassonne 1\nMode: hunters\nPlayers: A, B\nSeed: 7\n"),
            RecordProblem::kUnsupported);
  EXPECT_EQ(problemOf("Carcassonne%201%0APlayers:%20A%0A"), RecordProblem::kBadRecord);
  // Typed by hand without %0A: the lines are lost, and the message says so.
  EXPECT_NE(errorOf("Carcassonne%201%20Players:%20A,%20B%20Seed:%207").find("all on one line"),
            std::string::npos);
  EXPECT_NE(errorOf("Carcassonne 1 Players: A, B Seed: 7").find("%0A"), std::string::npos);
  // A record that is not valid names its line at fault (the page words it in any language).
  LoadedGame bad;
  LinkInfo info;
  EXPECT_FALSE(
      openFragment("Carcassonne 1\nPlayers: A, B\nSeed: 7\n\n1. D 0,1 r0 -\n", bad, why, &info));
  EXPECT_EQ(info.problem, RecordProblem::kBadRecord);
  EXPECT_EQ(info.recordLine, 5) << why;
  EXPECT_EQ(info.recordColumn, 4) << why;  // the tile: not the one the seed draws
  EXPECT_FALSE(info.recordOneLine);
  LinkInfo oneLine;
  EXPECT_FALSE(openFragment("Carcassonne 1 Players: A, B Seed: 7", bad, why, &oneLine));
  EXPECT_TRUE(oneLine.recordOneLine) << why;
  EXPECT_EQ(problemOf("Carcassonne%2"), RecordProblem::kDamaged);
}

TEST(Link, FragmentsWithNotation) {
  LoadedGame g = randomGame(8, 2);
  std::string text = printRecord(*g.game, g.header), enc;
  for (char c : text) {
    if (c == '\n' || c == ' ' || c == '#' || c == '%') {
      static const char* hex = "0123456789ABCDEF";
      enc += '%';
      enc += hex[(c >> 4) & 15];
      enc += hex[c & 15];
    } else {
      enc += c;
    }
  }
  LoadedGame back;
  std::string why;
  ASSERT_TRUE(openFragment("#" + enc, back, why)) << why;
  EXPECT_EQ(back.rules->hash(back.game->state()), g.rules->hash(g.game->state()));
  ASSERT_TRUE(openFragment(text, back, why)) << why;
  EXPECT_NE(errorOf("Carcassonne%201%0APlayers:%20A%0A").find("line 2"), std::string::npos);
  EXPECT_NE(errorOf("Carcassonne%2").find("escape"), std::string::npos);
  EXPECT_NE(errorOf("hello").find("not a game link"), std::string::npos);
}

// The golden link of format g1: a later version must open it to the same game.
TEST(Link, GoldenLinkOfFormatG1Opens) {
  std::ifstream in(std::string(CARC_SOURCE_DIR) + "/tests/golden/link-g1.txt");
  std::string line;
  std::getline(in, line);
  LoadedGame g;
  std::string why;
  ASSERT_TRUE(decodeLink(line, g, why)) << why;
  // `carc random --seed 2024 --players 3` with names Ann, Bob, Cy.
  LoadedGame ref = randomGame(2024, 3);
  EXPECT_EQ(g.rules->hash(g.game->state()), ref.rules->hash(ref.game->state()));
  EXPECT_EQ(g.rules->hash(g.game->state()), 17923768358153975535ull);
  EXPECT_EQ(baseState(*g.game).total(0), 14);
  EXPECT_EQ(baseState(*g.game).total(1), 25);
  EXPECT_EQ(baseState(*g.game).total(2), 21);
  EXPECT_EQ(g.header.players, (std::vector<std::string>{"Ann", "Bob", "Cy"}));
}

}  // namespace
}  // namespace carc
