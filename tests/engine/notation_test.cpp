// docs/notation.md: syntax errors with line and column, canonical printing, positions mid-turn.
#include <gtest/gtest.h>

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
  EXPECT_EQ(g.game->state().turn, 1);
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

}  // namespace
}  // namespace carc
