// Binary saves (docs/saves.md): round trips, golden files of every released format version, and
// damaged, truncated, oversized, tampered and future-version saves refused with a message.
#include "engine/record/codec.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "engine/record/report.h"
#include "test_util.h"

namespace carc {
namespace {

using test::randomGame;

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

TEST(Codec, RoundTripOfRandomGamesIsExact) {
  for (uint64_t seed = 1; seed <= 60; ++seed) {
    LoadedGame g = randomGame(seed, 2 + static_cast<int>(seed % 5));
    g.header.players[0] = "Ann Åström";  // any text a header line holds
    g.header.extra = {{"Event", "club night"}};
    // Undo a few moves: the redo tail is saved too.
    g.game->undo(seed % 7);
    const GameRecord rec = recordOf(*g.game, g.header);
    const std::string text = saveToText(rec);
    LoadedGame back;
    std::string why;
    ASSERT_TRUE(loadSaveText(text, back, why)) << why;
    EXPECT_EQ(back.rules->hash(back.game->state()), g.rules->hash(g.game->state()));
    EXPECT_EQ(back.game->cursor(), g.game->cursor());
    EXPECT_EQ(back.game->actions(), g.game->actions());
    EXPECT_EQ(printRecord(*back.game, back.header), printRecord(*g.game, g.header));
  }
}

TEST(Codec, ExplicitDrawGamesRoundTrip) {
  LoadedGame g;
  NotationError err;
  ASSERT_TRUE(
      loadRecord(readFile(std::string(CARC_SOURCE_DIR) + "/tests/scenarios/discard.carc"), g, err))
      << err.str();
  LoadedGame back;
  std::string why;
  ASSERT_TRUE(loadSaveText(saveToText(recordOf(*g.game, g.header)), back, why)) << why;
  EXPECT_FALSE(back.header.seeded);
  EXPECT_EQ(printRecord(*back.game, back.header), printRecord(*g.game, g.header));
}

TEST(Codec, SaveIsActionLogNotState) {
  LoadedGame g = randomGame(3, 2);
  const std::string bin = encodeSave(recordOf(*g.game, g.header));
  // 8 bytes per action plus a small header: far smaller than the ~14 KB State.
  EXPECT_LT(bin.size(), g.game->actions().size() * 8 + 200);
  EXPECT_LT(bin.size(), sizeof(State) / 4);
}

TEST(Codec, EveryTruncationIsRefusedWithAMessage) {
  LoadedGame g = randomGame(11, 3);
  const std::string bin = encodeSave(recordOf(*g.game, g.header));
  for (size_t n = 0; n < bin.size(); ++n) {
    GameRecord r;
    std::string why;
    EXPECT_FALSE(decodeSave(std::string_view(bin).substr(0, n), r, why)) << n;
    EXPECT_FALSE(why.empty());
    // A save cut short is not called oversized (its action count is within the limit).
    EXPECT_EQ(why.find("too many"), std::string::npos) << n << ": " << why;
  }
  const std::string text = saveToText(recordOf(*g.game, g.header));
  for (size_t n = 0; n < text.size(); n += 7) {
    GameRecord r;
    std::string why;
    EXPECT_FALSE(saveFromText(text.substr(0, n), r, why)) << n;
    EXPECT_FALSE(why.empty());
  }
}

TEST(Codec, EveryFlippedByteIsRefused) {
  LoadedGame g = randomGame(12, 2);
  const std::string bin = encodeSave(recordOf(*g.game, g.header));
  for (size_t i = 0; i < bin.size(); ++i) {
    std::string bad = bin;
    bad[i] = static_cast<char>(bad[i] ^ 0x5a);
    GameRecord r;
    std::string why;
    EXPECT_FALSE(decodeSave(bad, r, why)) << i;
    EXPECT_FALSE(why.empty());
  }
}

// Re-seals a modified blob with a valid checksum (what a deliberate edit would do).
std::string reseal(std::string body) {
  const uint32_t c = crc32(body);
  for (int k = 0; k < 4; ++k) body += static_cast<char>((c >> (8 * k)) & 0xff);
  return body;
}

TEST(Codec, TamperedIllegalMoveNamesTheMove) {
  LoadedGame g = randomGame(5, 2);
  GameRecord rec = recordOf(*g.game, g.header);
  rec.players = {"Ann", "Bob"};
  // Move 3 is P2's placement: put the tile on top of the start tile.
  ASSERT_EQ(rec.actions[2].kind, kActPlace);
  rec.actions[2].x = 0;
  rec.actions[2].y = 0;
  LoadedGame back;
  std::string why;
  EXPECT_FALSE(loadSaveText(saveToText(rec), back, why));
  EXPECT_NE(why.find("move 3 of"), std::string::npos) << why;
  EXPECT_NE(why.find("turn 2, Bob"), std::string::npos) << why;
  EXPECT_NE(why.find("cell 0,0 already holds a tile"), std::string::npos) << why;
  EXPECT_EQ(back.game, nullptr);
  // A meeple where there is no feature, an action of the wrong kind.
  rec = recordOf(*g.game, g.header);
  ASSERT_EQ(rec.actions[1].kind == kActMeeple || rec.actions[1].kind == kActPass, true);
  rec.actions[1] = Action::meeple(200);
  EXPECT_FALSE(loadSaveText(saveToText(rec), back, why));
  EXPECT_NE(why.find("move 2 of"), std::string::npos) << why;
  rec.actions[1] = Action::draw(3);
  EXPECT_FALSE(loadSaveText(saveToText(rec), back, why));
  EXPECT_NE(why.find("expected a meeple placement or none"), std::string::npos) << why;
}

TEST(Codec, FutureOversizedAndForeignInputs) {
  LoadedGame g = randomGame(6, 2);
  const std::string bin = encodeSave(recordOf(*g.game, g.header));
  GameRecord r;
  std::string why;
  // Format version 2 (bytes 8..11), re-sealed.
  std::string future = bin.substr(0, bin.size() - 4);
  future[8] = 2;
  EXPECT_FALSE(decodeSave(reseal(future), r, why));
  EXPECT_NE(why.find("newer version"), std::string::npos) << why;
  EXPECT_FALSE(saveFromText("carcsave2.AAAA", r, why));
  EXPECT_NE(why.find("newer version"), std::string::npos) << why;
  // A count field claiming 2^40 players, re-sealed: refused before any allocation.
  std::string huge = bin.substr(0, bin.size() - 4);
  const size_t playersAt = 12 + 8 + 4;  // magic, version, mode size tag, "base"
  huge[playersAt + 5] = 1;
  EXPECT_FALSE(decodeSave(reseal(huge), r, why));
  EXPECT_NE(why.find("damaged"), std::string::npos) << why;
  EXPECT_FALSE(decodeSave(std::string(kMaxSaveBytes + 1, 'x'), r, why));
  EXPECT_NE(why.find("oversized"), std::string::npos) << why;
  EXPECT_FALSE(saveFromText("hello", r, why));
  EXPECT_NE(why.find("not a saved game"), std::string::npos) << why;
  EXPECT_FALSE(saveFromText("carcsave1.AB$D", r, why));
  EXPECT_NE(why.find("not base64url"), std::string::npos) << why;
  EXPECT_FALSE(decodeSave(reseal(bin.substr(0, bin.size() - 4) + "xx"), r, why));
  EXPECT_NE(why.find("unexpected bytes"), std::string::npos) << why;
}

RecordProblem problemOf(std::string_view text) {
  LoadedGame g;
  std::string why;
  RecordProblem problem = RecordProblem::kEmpty;  // a success must clear it
  if (loadSaveText(text, g, why, &problem)) return problem;
  EXPECT_NE(problem, RecordProblem::kNone) << why;
  return problem;
}

// Each refusal says its kind, which the page words in the player's language (as for links).
TEST(Codec, EachRefusalNamesItsKind) {
  LoadedGame g = randomGame(7, 2);
  GameRecord rec = recordOf(*g.game, g.header);
  const std::string text = saveToText(rec);
  EXPECT_EQ(problemOf(text), RecordProblem::kNone);
  EXPECT_EQ(problemOf("hello"), RecordProblem::kWrongFormat);
  EXPECT_EQ(problemOf(""), RecordProblem::kWrongFormat);
  EXPECT_EQ(problemOf("carcsave1." + std::string(kMaxSaveBytes * 2, 'A')),
            RecordProblem::kOversized);
  EXPECT_EQ(problemOf("carcsave2.AAAA"), RecordProblem::kNewerVersion);
  EXPECT_EQ(problemOf("carcsave1.AB$D"), RecordProblem::kDamaged);
  for (size_t n = 0; n < text.size(); n += 5) {
    const RecordProblem p = problemOf(text.substr(0, n));
    EXPECT_TRUE(p == RecordProblem::kDamaged || p == RecordProblem::kWrongFormat) << n;
  }
  const std::string bin = encodeSave(rec);
  std::string future = bin.substr(0, bin.size() - 4);
  future[8] = 2;
  GameRecord r;
  std::string why;
  RecordProblem p = RecordProblem::kNone;
  EXPECT_FALSE(decodeSave(reseal(future), r, why, &p));
  EXPECT_EQ(p, RecordProblem::kNewerVersion);
  EXPECT_FALSE(decodeSave(std::string(kMaxSaveBytes + 1, 'x'), r, why, &p));
  EXPECT_EQ(p, RecordProblem::kOversized);
  for (size_t i = 0; i < bin.size(); i += 3) {
    std::string bad = bin;
    bad[i] = static_cast<char>(bad[i] ^ 0x5a);
    p = RecordProblem::kNone;
    EXPECT_FALSE(decodeSave(bad, r, why, &p)) << i;
    // The magic's bytes make it another format, the version's a newer one.
    EXPECT_TRUE(p == RecordProblem::kDamaged || p == RecordProblem::kWrongFormat ||
                p == RecordProblem::kNewerVersion)
        << i << ": " << why;
  }
  // Well formed, but an expansion this version does not have, or an illegal move.
  GameRecord unknown = rec;
  unknown.expansions = {"nope"};
  EXPECT_EQ(problemOf(saveToText(unknown)), RecordProblem::kUnsupported);
  GameRecord illegal = rec;
  illegal.actions[2].x = 0;
  illegal.actions[2].y = 0;
  EXPECT_EQ(problemOf(saveToText(illegal)), RecordProblem::kBadRecord);
}

// Names as typed at setup are made ones a save, a link and a record hold (they were refused at
// the next load: "player 1's name is not valid").
TEST(Codec, TypedNamesAreMadeRecordSafe) {
  const std::string longName = std::string(kMaxNameBytes - 1, 'x') + "\xc5\xa1";  // ... + "š"
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"Ann ", "Ann"},
      {" Bob", "Bob"},
      {"Smith, John", "Smith John"},
      {"Team #1", "Team 1"},
      {"   ", ""},
      {"a\nb", "ab"},
      {"Zoë Ørsted", "Zoë Ørsted"},
      {longName, std::string(kMaxNameBytes - 1, 'x')}};
  for (const auto& c : cases) {
    const std::string n = nameForRecord(c.first);
    EXPECT_EQ(n, c.second) << c.first;
    if (n.empty()) continue;
    GameRecord r;
    r.players = {n, "B"};
    EXPECT_EQ(checkSetup(r), "") << n;
  }
}

// A save made before setup cleaned names ("Ann " typed on a phone) opens, the names cleaned.
TEST(Codec, SaveWithAnUncleanedNameOpensWithItCleaned) {
  LoadedGame g = randomGame(3, 3);
  g.header.players = {"Ann ", "Smith, John", "   "};
  GameRecord rec = recordOf(*g.game, g.header);
  LoadedGame back;
  std::string why;
  ASSERT_TRUE(loadSaveText(saveToText(rec), back, why)) << why;
  EXPECT_EQ(back.header.players, (std::vector<std::string>{"Ann", "Smith John", "P3"}));
  EXPECT_EQ(back.rules->hash(back.game->state()), g.rules->hash(g.game->state()));
}

TEST(Codec, SetupChecks) {
  GameRecord r;
  r.players = {"A"};
  EXPECT_NE(checkSetup(r).find("2 to 6 players"), std::string::npos);
  r.players = {"A", "B,C"};
  EXPECT_NE(checkSetup(r).find("player 2"), std::string::npos);
  r.players = {"A", " B"};
  EXPECT_NE(checkSetup(r), "");
  r.players = {"A", "B#1"};
  EXPECT_NE(checkSetup(r), "");
  r.players = {"A", std::string(kMaxNameBytes + 1, 'x')};
  EXPECT_NE(checkSetup(r), "");
  r.players = {"A", "B"};
  EXPECT_EQ(checkSetup(r), "");
  r.extra = {{"Seed", "1"}};
  EXPECT_NE(checkSetup(r).find("given twice"), std::string::npos);
  r.extra.clear();
  r.cursor = 1;
  EXPECT_NE(checkSetup(r).find("past the last action"), std::string::npos);
}

TEST(Codec, Base64urlAndCrc) {
  for (size_t n = 0; n < 40; ++n) {
    std::string bytes;
    for (size_t i = 0; i < n; ++i) bytes += static_cast<char>(i * 37 + n);
    std::string back, why;
    ASSERT_TRUE(fromBase64url(base64url(bytes), back, why)) << why;
    EXPECT_EQ(back, bytes);
  }
  EXPECT_EQ(crc32("123456789"), 0xCBF43926u);  // the standard CRC-32 check value
}

// ---- golden saves: one per released format version, loaded by every later version.
struct Golden {
  const char* file;
  uint64_t hash;
  std::vector<int> scores;
  size_t cursor;
};

// Written once with CARC_WRITE_GOLDEN=1 (the game: `carc random --seed 2024 --players 3`, names
// Ann, Bob, Cy, 4 moves undone). Never regenerate a released version's file.
const Golden kGolden[] = {
    {"save-v1.txt", 9498382751872469889ull, {6, 4, 0}, 138},
};

TEST(Codec, GoldenSavesOfEveryFormatVersionLoad) {
  const std::string dir = std::string(CARC_SOURCE_DIR) + "/tests/golden/";
  if (std::getenv("CARC_WRITE_GOLDEN")) {
    LoadedGame g = randomGame(2024, 3);
    g.header.players = {"Ann", "Bob", "Cy"};
    g.header.extra = {{"Event", "golden save, format 1"}};
    g.game->undo(4);
    std::ofstream(dir + "save-v1.txt") << saveToText(recordOf(*g.game, g.header)) << "\n";
    std::printf("hash %llu cursor %zu scores",
                static_cast<unsigned long long>(g.rules->hash(g.game->state())), g.game->cursor());
    for (int p = 0; p < 3; ++p) std::printf(" %d", baseState(*g.game).total(p));
    std::printf("\n");
    return;
  }
  EXPECT_EQ(std::size(kGolden), static_cast<size_t>(kSaveFormatVersion));
  for (const Golden& gold : kGolden) {
    LoadedGame g;
    std::string why;
    ASSERT_TRUE(loadSaveText(readFile(dir + gold.file), g, why)) << gold.file << ": " << why;
    EXPECT_EQ(g.rules->hash(g.game->state()), gold.hash) << gold.file;
    EXPECT_EQ(g.game->cursor(), gold.cursor) << gold.file;
    for (size_t p = 0; p < gold.scores.size(); ++p)
      EXPECT_EQ(baseState(*g.game).total(static_cast<int>(p)), gold.scores[p]) << gold.file;
    EXPECT_EQ(g.header.players, (std::vector<std::string>{"Ann", "Bob", "Cy"}));
  }
}

}  // namespace
}  // namespace carc

namespace carc {
namespace {

// Names a record header holds must survive every format: printed records (bet tokens name the
// player), saves and links. Found by the notation fuzz target: a name with a carriage return or
// one reading like another player's number ("P2") broke the "bet:NAME=" tokens.
TEST(Codec, AwkwardNamesSurviveRecordsSavesAndLinks) {
  for (const std::vector<std::string>& names :
       {std::vector<std::string>{"Ann Smith", "Bob", "Cy"},
        std::vector<std::string>{"P2", "P1", "x\ry"},
        std::vector<std::string>{"a=b", "c:d", "e\tf"}, std::vector<std::string>{"P", "P", "Q"}}) {
    LoadedGame g = randomGame(1, 3, {"bets"});
    ASSERT_TRUE(g.game);
    NotationError err;
    g.header.players = names;
    const std::string text = printRecord(*g.game, g.header);
    LoadedGame back;
    ASSERT_TRUE(loadRecord(text, back, err)) << err.str() << "\n" << text;
    EXPECT_EQ(back.rules->hash(back.game->state()), g.rules->hash(g.game->state()));
    std::string why;
    ASSERT_TRUE(loadSaveText(saveToText(recordOf(*g.game, g.header)), back, why)) << why;
    EXPECT_EQ(back.header.players, names);
  }
}

}  // namespace
}  // namespace carc
