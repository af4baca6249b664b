// docs/notation.md: syntax errors with line and column, canonical printing, positions mid-turn.
#include <gtest/gtest.h>

#include "engine/record/codec.h"
#include "engine/record/link.h"
#include "test_util.h"

namespace carc {
namespace {

NotationError parseError(const std::string& text) {
  Record r;
  NotationError err;
  EXPECT_FALSE(parseRecord(text, r, err)) << text;
  return err;
}

TEST(Notation, SyntaxErrorsNameLineAndColumn) {
  NotationError e = parseError("Carcassonne 2\n");
  EXPECT_EQ(e.line, 1);
  EXPECT_EQ(e.column, 13);
  e = parseError("Carcassonne 1\nPlayers: A\nSeed: 1\n");
  EXPECT_EQ(e.line, 2);
  e = parseError("Carcassonne 1\nPlayers: A, B\nSeed: x\n");
  EXPECT_EQ(e.line, 3);
  EXPECT_EQ(e.column, 7);
  e = parseError("Carcassonne 1\nPlayers: A, B\nDraws: explicit\n1. U 1;0 r0 -\n");
  EXPECT_EQ(e.line, 4);
  EXPECT_EQ(e.column, 6);
  e = parseError("Carcassonne 1\nPlayers: A, B\nDraws: explicit\n1. U 1,0 r0 XYZ\n");
  EXPECT_EQ(e.column, 13);
  e = parseError("Carcassonne 1\nPlayers: A, B\n1. U 1,0 r0 -\n");
  EXPECT_NE(e.message.find("Seed"), std::string::npos);
  e = parseError("Carcassonne 1\nPlayers: A, B\nSeed: 1\nSeed: 2\n");
}

TEST(Notation, CommentsAndBlankLinesAreIgnored) {
  auto g = test::play("# a comment\n\n1. U 1,0 r0 -   # trailing\n");
  EXPECT_EQ(baseState(*g.game).turn, 1);
}

// A record from another system's editor: CR LF (Windows) or a lone CR (an old Mac) ends a line as
// LF does, and errors name the same line.
TEST(Notation, AnyLineEndingEndsALine) {
  const std::string lf = "Carcassonne 1\nPlayers: A, B\nSeed: 7\n1. U 1,0 r0 -\n2. V 2,0 r0 -\n";
  Record want, got;
  NotationError err;
  ASSERT_TRUE(parseRecord(lf, want, err)) << err.message;
  for (const char* eol : {"\r\n", "\r"}) {
    std::string text;
    for (char c : lf) text += c == '\n' ? std::string(eol) : std::string(1, c);
    ASSERT_TRUE(parseRecord(text, got, err)) << err.line << ": " << err.message;
    EXPECT_EQ(got.header.players, want.header.players);
    EXPECT_EQ(got.lines.size(), want.lines.size());
    std::string bad = text;
    bad.replace(bad.find("Seed: 7"), 7, "Seed: x");
    EXPECT_EQ(parseError(bad).line, 3) << eol;
  }
}

TEST(Notation, HandWrittenRecordPrintsCanonically) {
  // Meeple written as W (any location of the road) prints as E... the first edge of the road.
  auto g = test::play("1. U 1,0 r0 E\n");
  const std::string text = printRecord(*g.game, g.header);
  EXPECT_NE(text.find("1. U 1,0 r0 E\n"), std::string::npos) << text;
  auto h = test::play("1. U 1,0 r0 W\n");
  EXPECT_EQ(printRecord(*h.game, h.header), text);
  EXPECT_NE(text.find("Draws: explicit"), std::string::npos);
}

TEST(Notation, PositionsMidTurn) {
  auto placed = test::play("1. U 1,0 r0 -\n2. V 2,0 r0\n");
  EXPECT_EQ(placed.game->decision().phase, kPhasePlaceMeeple);
  const std::string t1 = printRecord(*placed.game, placed.header);
  EXPECT_NE(t1.find("2. V 2,0 r0\n"), std::string::npos) << t1;
  auto drawn = test::play("1. U 1,0 r0 -\n2. V\n");
  EXPECT_EQ(drawn.game->decision().phase, kPhasePlaceTile);
  EXPECT_NE(printRecord(*drawn.game, drawn.header).find("2. V\n"), std::string::npos);
  // Only the last line may stop early.
  EXPECT_NE(test::errorOf("1. U 1,0 r0\n2. V 2,0 r0 -\n"), "");
}

TEST(Notation, TurnNumbersMustCount) {
  const std::string e = test::errorOf("2. U 1,0 r0 -\n");
  EXPECT_NE(e.find("expected turn 1"), std::string::npos) << e;
}

TEST(Notation, ExtraHeaderKeysAreKept) {
  auto g = test::play("");
  LoadedGame h;
  NotationError err;
  ASSERT_TRUE(loadRecord("Carcassonne 1\nPlayers: A, B\nEvent: Club night\nSeed: 3\n", h, err));
  EXPECT_NE(printRecord(*h.game, h.header).find("Event: Club night\n"), std::string::npos);
}

// A record holds only what a save and a link can hold (checkHeader): a record that opened but
// broke those limits was autosaved as a save the game could not read back, again on every move.
TEST(Notation, HeaderLimitsAreTheSavesOwnNamingTheLine) {
  const std::string top = "Carcassonne 1\n";
  auto refused = [&](const std::string& header, int line, const std::string& says) {
    const NotationError e = parseError(top + header + "Seed: 3\n1. U 1,0 r0 -\n");
    EXPECT_EQ(e.line, line) << header.substr(0, 80);
    EXPECT_NE(e.message.find(says), std::string::npos) << e.message;
  };
  refused("Players: " + std::string(kMaxNameBytes + 44, 'N') + ", Bob\n", 2, "player 1's name");
  refused("Players: Ann, Bob\nEvent: " + std::string(2000, 'E') + "\n", 3,
          "header 'Event' is too long (2000 bytes; at most 1024)");
  refused("Players: Ann, Bob\n" + std::string(300, 'K') + ": x\n", 3, "a header's name");
  std::string many = "Players: Ann, Bob\n";
  for (int i = 0; i < 40; ++i) many += "Note" + std::to_string(i) + ": x\n";
  refused(many, 2 + static_cast<int>(kMaxExtraHeaders) + 1,
          "too many header lines (40; at most 32");
  // A header alone (no turn yet) too.
  const NotationError e =
      parseError(top + "Players: Ann, Bob\nSeed: 1\nEvent: " + std::string(1025, 'E') + "\n");
  EXPECT_EQ(e.line, 4);
}

// At the limits, a record opens, and its save and its link open again with the same header.
TEST(Notation, ARecordAtTheLimitsSavesAndLinks) {
  std::string text = "Carcassonne 1\nPlayers: " + std::string(kMaxNameBytes, 'A') + ", " +
                     std::string(kMaxNameBytes - 2, 'B') + "\u0161\nSeed: 9\n";
  for (size_t i = 0; i < kMaxExtraHeaders; ++i)
    text += std::string(i == 0 ? kMaxNameBytes : 4, 'K') + std::to_string(i) + ": " +
            std::string(i == 1 ? kMaxHeaderValueBytes : 3, 'v') + "\n";
  // (The first key is one byte over: refused; the rest is within.)
  Record r;
  NotationError err;
  EXPECT_FALSE(parseRecord(text, r, err));
  text.erase(text.find(std::string(kMaxNameBytes, 'K')), 1);
  LoadedGame g;
  ASSERT_TRUE(loadRecord(text, g, err)) << err.str();
  const GameRecord rec = recordOf(*g.game, g.header);
  LoadedGame back;
  std::string why;
  ASSERT_TRUE(loadSaveText(saveToText(rec), back, why)) << why;
  EXPECT_EQ(back.header.players, g.header.players);
  EXPECT_EQ(back.header.extra, g.header.extra);
  std::string fragment;
  ASSERT_TRUE(encodeLink(*g.game, g.header, fragment, why)) << why;
  LoadedGame linked;
  ASSERT_TRUE(openFragment(fragment, linked, why)) << why;
  EXPECT_EQ(linked.header.players, g.header.players);
}

}  // namespace
}  // namespace carc
