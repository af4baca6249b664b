// The embed viewer's suggestion (app/viewer_suggestion.cpp) natively, with a clock of the test's
// own: off unless the page asked for it, the hard level's move for the position shown found a
// slice at a time, the same for every reader of the same record, forgotten once the reader steps
// elsewhere; at a draw the record holds next, the move for the tile drawn; none at the end of a
// record that stops before its next draw (the tile is not known).
#include "app/viewer_suggestion.h"

#include <gtest/gtest.h>

#include <string>

#include "engine/record/notation.h"

namespace carc::app {
namespace {

struct FakeClock {
  double now = 0;
  double read() { return now += 1; }
};

// A session holding the hand-written record `text` (as the viewer opens a link), at its end.
void open(GameSession& gs, const std::string& text) {
  LoadedGame loaded;
  NotationError err;
  ASSERT_TRUE(loadRecord(text, loaded, err)) << err.str();
  gs.adopt(std::move(loaded));
}

// Works the search to its move with 5 ms slices; the frames it took (0: never found).
int workToMove(ViewerSuggestion& vs, const GameSession& gs) {
  for (int frame = 1; frame < 100000; ++frame) {
    vs.work(gs, 5);
    if (vs.found(gs)) return frame;
  }
  return 0;
}

const char* kRecord =
    "Carcassonne 1\nPlayers: Ann, Bob\nDraws: explicit\n\n"
    "1. E 0,-1 r2 S\n2. U 1,0 r0 N\n3. E 1,-1 r0 -\n4. D\n";

TEST(ViewerSuggestion, OffUnlessThePageAsksForIt) {
  GameSession gs;
  open(gs, kRecord);
  FakeClock clock;
  ViewerSuggestion vs([&] { return clock.read(); });
  EXPECT_FALSE(vs.offered(gs)) << "off by default: a wiki's puzzle is not answered unasked";
  vs.ask(gs);
  EXPECT_FALSE(vs.thinking(gs));
  vs.enabled = true;
  EXPECT_TRUE(vs.offered(gs));
}

TEST(ViewerSuggestion, TheHardMoveForThePositionShownTheSameForEveryReader) {
  GameSession gs;
  open(gs, kRecord);
  ASSERT_GE(gs.drawnTile(), 0) << "the record ends with Bob's tile D drawn";
  Action first;
  for (int reader = 0; reader < 2; ++reader) {
    FakeClock clock;
    ViewerSuggestion vs([&] { return clock.read(); });
    vs.enabled = true;
    vs.ask(gs);
    EXPECT_TRUE(vs.thinking(gs));
    EXPECT_GT(workToMove(vs, gs), 1) << "the search is spread over frames";
    const Action* a = vs.found(gs);
    ASSERT_NE(a, nullptr);
    EXPECT_EQ(a->kind, kActPlace);
    EXPECT_EQ(vs.decision().player, 1) << "Bob decides (turn 4)";
    bool legal = false;
    const ActionList& moves = gs.legal();
    for (int i = 0; i < moves.count; ++i) legal |= moves.items[i] == *a;
    EXPECT_TRUE(legal);
    if (reader == 0) first = *a;
    EXPECT_EQ(*a, first) << "the same record and position give the same suggestion";
    EXPECT_FALSE(vs.asPlayed(gs)) << "the record goes no further";
  }
}

TEST(ViewerSuggestion, ForgottenWhenTheReaderStepsElsewhere) {
  GameSession gs;
  open(gs, kRecord);
  FakeClock clock;
  ViewerSuggestion vs([&] { return clock.read(); });
  vs.enabled = true;
  vs.ask(gs);
  ASSERT_GT(workToMove(vs, gs), 0);
  gs.undo();
  EXPECT_EQ(vs.found(gs), nullptr);
  EXPECT_FALSE(vs.thinking(gs));
}

TEST(ViewerSuggestion, AtADrawTheRecordHoldsTheMoveForTheTileDrawn) {
  GameSession gs;
  open(gs, kRecord);
  // Before turn 2's draw: the record draws U next, which Bob placed at 1,0.
  size_t beforeDraw = 0;
  for (size_t i = 0; i < gs.game().actions().size(); ++i)
    if (gs.game().actions()[i].kind == kActDraw && ++beforeDraw == 2) {
      beforeDraw = i;
      break;
    }
  gs.seek(beforeDraw);
  ASSERT_TRUE(gs.atDraw());
  FakeClock clock;
  ViewerSuggestion vs([&] { return clock.read(); });
  vs.enabled = true;
  ASSERT_TRUE(vs.offered(gs));
  vs.ask(gs);
  ASSERT_GT(workToMove(vs, gs), 0);
  const Action* a = vs.found(gs);
  ASSERT_NE(a, nullptr);
  EXPECT_EQ(a->kind, kActPlace);
  EXPECT_EQ(vs.decision().player, 1) << "Bob places the U drawn";
  EXPECT_EQ(vs.asPlayed(gs), *a == gs.game().actions()[beforeDraw + 1]);
}

TEST(ViewerSuggestion, NoneWhereTheNextTileIsNotKnown) {
  GameSession gs;
  open(gs, "Carcassonne 1\nPlayers: Ann, Bob\nDraws: explicit\n\n1. E 0,-1 r2 S\n");
  ASSERT_TRUE(gs.atDraw());
  FakeClock clock;
  ViewerSuggestion vs([&] { return clock.read(); });
  vs.enabled = true;
  EXPECT_FALSE(vs.offered(gs));
}

}  // namespace
}  // namespace carc::app
