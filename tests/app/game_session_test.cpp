// The game session (app/game_session.cpp), the app's model of one game, natively and without
// ImGui: a new game in the first registered mode, play, undo and redo by whole turns, the notes
// the log reads (and the modules' NoteHook), a game taken over from a save keeping its notes, and
// the positions the views ask for (last move, last turn's start).
#include "app/game_session.h"

#include <gtest/gtest.h>

#include "engine/core/rng.h"
#include "engine/modes/registry.h"
#include "engine/record/codec.h"

namespace carc::app {
namespace {

GameConfig twoPlayers(uint64_t seed, std::vector<std::string> expansions = {}) {
  GameConfig c;
  c.players = {{"Ann", 0}, {"Ben", 1}};
  c.expansions = std::move(expansions);
  c.seed = seed;
  return c;
}

// `played` saved as the page saves it and opened again in `gs`.
void reopen(const GameSession& played, GameSession& gs) {
  LoadedGame loaded;
  std::string why;
  ASSERT_TRUE(loadSaveText(saveToText(recordOf(played.game(), played.header())), loaded, why))
      << why;
  gs.adopt(std::move(loaded));
}

TEST(GameSession, NewGameInTheFirstRegisteredModeWhenNoneIsNamed) {
  GameSession gs;
  EXPECT_FALSE(gs.active());
  ASSERT_EQ(gs.start(twoPlayers(7)), "");
  ASSERT_TRUE(gs.active());
  EXPECT_EQ(gs.rules().mode(), gameModes().front().name);
  EXPECT_EQ(gs.config().mode, gameModes().front().name);
  EXPECT_EQ(gs.header().mode, gameModes().front().name);
  EXPECT_EQ(gs.header().players, (std::vector<std::string>{"Ann", "Ben"}));
  EXPECT_EQ(gs.game().cursor(), 0u);
  EXPECT_GT(gs.legal().count, 0);
  EXPECT_FALSE(gs.placements().empty()) << "a new game asks for the first placement";
}

TEST(GameSession, RefusedSetupKeepsTheGameInProgress) {
  GameSession gs;
  ASSERT_EQ(gs.start(twoPlayers(7)), "");
  ASSERT_EQ(gs.autoplay(5, 1), 5);
  const int revision = gs.revision();
  GameConfig bad = twoPlayers(8, {"no-such-expansion"});
  EXPECT_NE(gs.start(bad), "") << "an unknown expansion is refused with a reason";
  EXPECT_EQ(gs.revision(), revision);
  EXPECT_EQ(gs.game().cursor(), 5u) << "the old game is kept";
}

TEST(GameSession, PlayUndoRedoMoveTheRevisionAndTheCursor) {
  GameSession gs;
  ASSERT_EQ(gs.start(twoPlayers(11)), "");
  ASSERT_EQ(gs.autoplay(12, 3), 12);
  const size_t at = gs.game().cursor();
  const int revision = gs.revision();
  ASSERT_TRUE(gs.canUndo());
  gs.undo();
  EXPECT_LT(gs.game().cursor(), at);
  EXPECT_GT(gs.revision(), revision) << "every change of position is a new revision";
  ASSERT_TRUE(gs.canRedo());
  gs.redo();
  EXPECT_EQ(gs.game().cursor(), at);
  EXPECT_EQ(gs.notes().size(), at) << "a note per applied action";
  // An illegal action is refused with the rule it breaks; nothing changes.
  const int before = gs.revision();
  EXPECT_NE(gs.play(Action::place(60, 60, 0)), "") << "no tile reaches that far";
  EXPECT_EQ(gs.revision(), before);
}

TEST(GameSession, NotesNameThePlayerAndTileOfEachAction) {
  GameSession gs;
  ASSERT_EQ(gs.start(twoPlayers(5)), "");
  ASSERT_EQ(gs.autoplay(20, 9), 20);
  const Game& g = gs.game();
  ASSERT_EQ(gs.notes().size(), g.cursor());
  // Replayed from the setup, each note's player and tile are the position's before its action.
  Game replay(gs.rules(), g.setup());
  for (size_t i = 0; i < g.cursor(); ++i) {
    const Decision d = replay.decision();
    EXPECT_EQ(gs.notes()[i].player, d.player) << "action " << i;
    EXPECT_EQ(gs.notes()[i].tile, gs.rules().drawnTile(replay.state())) << "action " << i;
    ASSERT_EQ(replay.play(g.actions()[i]), "");
  }
}

TEST(GameSession, TheNoteHookSeesEveryActionBeforeItIsPlayed) {
  GameSession gs;
  std::vector<size_t> seen;
  gs.setNoteHook([&](const RuleSet&, const Game& g, const Action& a, const ActionNote* previous,
                     ActionNote& note) {
    // Called on the position before the action: the action is legal there.
    EXPECT_EQ(g.rules().check(g.state(), a), "");
    EXPECT_EQ(previous == nullptr, g.cursor() == 0);
    note.other = static_cast<int>(g.cursor());  // a mark the hook leaves in the note
    seen.push_back(g.cursor());
  });
  ASSERT_EQ(gs.start(twoPlayers(21)), "");
  ASSERT_EQ(gs.autoplay(10, 4), 10);
  ASSERT_EQ(seen.size(), 10u);
  for (size_t i = 0; i < 10; ++i) {
    EXPECT_EQ(seen[i], i);
    EXPECT_EQ(gs.notes()[i].other, static_cast<int>(i));
  }
}

TEST(GameSession, AGameFromASaveKeepsItsNotesAndItsRedoableMoves) {
  GameSession played;
  ASSERT_EQ(played.start(twoPlayers(33, {"bets", "la-porxada"})), "");
  ASSERT_EQ(played.autoplay(40, 6), 40);
  played.undo();  // a save keeps the moves to redo
  GameSession gs;
  reopen(played, gs);
  ASSERT_TRUE(gs.active());
  EXPECT_EQ(gs.game().cursor(), played.game().cursor());
  EXPECT_EQ(gs.config().expansions, played.config().expansions);
  // Notes for every action, the redoable ones too: playing on after a redo reads them.
  ASSERT_EQ(gs.notes().size(), gs.game().actions().size());
  for (size_t i = 0; i < played.notes().size() && i < gs.game().cursor(); ++i) {
    EXPECT_EQ(gs.notes()[i].player, played.notes()[i].player) << "action " << i;
    EXPECT_EQ(gs.notes()[i].tile, played.notes()[i].tile) << "action " << i;
  }
  ASSERT_TRUE(gs.canRedo());
  gs.redo();
  EXPECT_EQ(gs.game().cursor(), played.game().actions().size());
}

TEST(GameSession, ASaveKeepsWhichSeatsTheComputerPlays) {
  GameConfig c = twoPlayers(12);
  c.players[1].seat = Seat::kHard;
  GameSession played;
  ASSERT_EQ(played.start(c), "");
  ASSERT_EQ(played.autoplay(5, 1), 5);
  GameSession gs;
  reopen(played, gs);
  EXPECT_EQ(gs.seats(), (std::vector<Seat>{Seat::kPerson, Seat::kHard}));
  EXPECT_EQ(gs.seat(1), Seat::kHard);
  EXPECT_EQ(gs.seat(2), Seat::kPerson) << "no such seat";
  EXPECT_TRUE(gs.anyComputer());
  ASSERT_EQ(gs.header().extra.size(), 1u);
  EXPECT_EQ(gs.header().extra[0].first, "Seats");
  EXPECT_EQ(gs.header().extra[0].second, "person, hard");

  // Only people: no header line; a value that names no seat per player: every seat a person's.
  GameSession people;
  ASSERT_EQ(people.start(twoPlayers(12)), "");
  EXPECT_TRUE(people.header().extra.empty());
  EXPECT_FALSE(people.anyComputer());
  EXPECT_EQ(seatsFromHeaderValue("hard", 2), (std::vector<Seat>{Seat::kPerson, Seat::kPerson}));
  EXPECT_EQ(seatsFromHeaderValue("person, hard, easy", 2),
            (std::vector<Seat>{Seat::kPerson, Seat::kPerson}));
  EXPECT_EQ(seatsFromHeaderValue("person,robot", 2),
            (std::vector<Seat>{Seat::kPerson, Seat::kPerson}));
  EXPECT_EQ(seatsFromHeaderValue(" easy ,medium", 2),
            (std::vector<Seat>{Seat::kEasy, Seat::kMedium}));
}

TEST(GameSession, LastMoveAndLastTurnStartPointAtPlacementsAndMoves) {
  GameSession gs;
  ASSERT_EQ(gs.start(twoPlayers(2)), "");
  EXPECT_EQ(gs.lastMove(), -1);
  EXPECT_EQ(gs.lastTurnStart(), -1);
  ASSERT_EQ(gs.autoplay(30, 8), 30);
  const auto& acts = gs.game().actions();
  const int last = gs.lastMove();
  ASSERT_GE(last, 0);
  EXPECT_EQ(static_cast<size_t>(last), gs.game().cursor() - 1) << "no draws in a seeded game";
  const int start = gs.lastTurnStart();
  ASSERT_GE(start, 0);
  EXPECT_EQ(acts[static_cast<size_t>(start)].kind, kActPlace);
}

}  // namespace
}  // namespace carc::app
