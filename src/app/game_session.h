#pragma once
// One game being played: its mode's RuleSet and the Game (its history gives unlimited undo/redo),
// the players' names and colours, and what the UI asks of it every frame (legal actions grouped
// by cell, tiles left, the log) cached per position so a frame costs no engine search. The
// session speaks to the RuleSet only; the shared views read a board through the mode's UI module
// (mode_ui.h), and only the base game's modules reach its Rules and State (baseRules(),
// baseState()).
#include <array>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "app/board_model.h"
#include "app/seat.h"
#include "engine/core/game.h"
#include "engine/core/rule_set.h"
#include "engine/modes/base/rules.h"
#include "engine/record/notation.h"

namespace carc::app {

struct PlayerInfo {
  std::string name;
  int colour = 0;             // index into palette::kPlayerColours
  Seat seat = Seat::kPerson;  // a person or the computer (seat.h)
};

struct GameConfig {
  std::string mode;  // modes/registry.h; "" for the first the build registers
  std::vector<PlayerInfo> players;
  std::vector<std::string> expansions;  // catalog names
  uint64_t seed = 0;
};

// What the log shows for one applied action.
struct ActionNote {
  int player = 0;
  int tile = -1;  // the tile type placed (kActPlace)
  Decision decision;
  // Where the followers or figures it moves or removes stood before it (a swap's two, a removed
  // figure), as the modules note them: the position no longer shows it.
  std::array<Cell, 2> cells{};
  int cellCount = 0;
  std::array<int, 2> segs{-1, -1};  // the segments they stood on (the log names them)
  int other = -1;                   // a swap's other player
  // Notes segment `seg` of `s` (its cell and itself), up to two.
  void addSegment(const State& s, int seg);
};

// Takes the notes of an action a mode's or an expansion's UI module adds (ui_module.h:
// noteBefore), given to the session by the app so that the session needs no UI.
using NoteHook = std::function<void(const RuleSet&, const Game&, const Action&,
                                    const ActionNote* previous, ActionNote& note)>;
// Whether a decision is chance, answered by the app as a draw is (a mode's module says:
// mode_ui.h, chanceDecision), given to the session by the app as the note hook is.
using ChanceHook = std::function<bool(const RuleSet&, const Decision&)>;

class GameSession {
 public:
  void setNoteHook(NoteHook hook) { noteHook_ = std::move(hook); }
  void setChanceHook(ChanceHook hook) { chanceHook_ = std::move(hook); }
  // Builds rules and a new game; "" or why it failed (the old game is kept then).
  std::string start(const GameConfig& config);
  bool active() const { return game_ != nullptr; }
  // Takes over a game loaded from a save, link or record (colours in player order).
  void adopt(LoadedGame&& loaded);
  // The record header of this game (names, expansions, seed): what saves and links carry.
  const RecordHeader& header() const { return header_; }

  const RuleSet& rules() const { return *rules_; }
  const Game& game() const { return *game_; }
  // The base game's own rules and state, for its modules (src/app/modes/base.cpp and its
  // expansions' in src/app/expansions/); abort for a game of another mode.
  const Rules& baseRules() const { return carc::baseRules(*rules_); }
  const State& baseState() const { return carc::baseState(*game_); }
  const GameConfig& config() const { return config_; }
  // Who plays each seat (a game without a computer: every seat a person's).
  std::vector<Seat> seats() const;
  Seat seat(int p) const;
  bool anyComputer() const;
  Decision decision() const { return game_->decision(); }
  // What every mode's RuleSet answers about the current position (the shared views read these,
  // never a mode's state).
  int players() const { return rules_->players(game_->state()); }
  int total(int p) const { return rules_->total(game_->state(), p); }
  int score(int p, int column) const { return rules_->score(game_->state(), p, column); }
  int supply(int p) const { return rules_->supply(game_->state(), p); }
  int turn() const { return rules_->turn(game_->state()); }
  bool over() const { return rules_->over(game_->state()); }
  int drawnTile() const { return rules_->drawnTile(game_->state()); }
  int revision() const { return revision_; }

  // Checks and plays an action; "" or the rule broken.
  std::string play(const Action& a);
  // The note `a` would have if it were played now (the log's words for a move not made).
  ActionNote noteFor(const Action& a) const;
  bool canUndo() const { return game_ && game_->canUndo(); }
  bool canRedo() const { return game_ && game_->canRedo(); }
  void undo();
  void redo();
  // The game after its first `cursor` actions, by one replay (undo and redo replay each time).
  void seek(size_t cursor);
  // An explicit-draw game waiting for its next draw.
  bool atDraw() const;
  // Waiting for a draw or another chance decision (undo and redo step over them).
  bool atChance() const;
  // Plays up to n random legal actions (debug and performance measurements); returns how many.
  int autoplay(int n, uint64_t policySeed);

  // Legal actions of the current decision.
  const ActionList& legal();
  // Placement decision: legal rotations per cell, bit r set when rotation r is legal.
  const std::map<std::pair<int, int>, unsigned>& placements();
  // Tiles left in the bag per tile type, and all of them.
  const std::vector<int>& tilesLeft();
  int bagCount();
  // Notes for the applied actions (same indices as game().actions()).
  const std::vector<ActionNote>& notes() const { return notes_; }
  // Index of the first action of the last completed turn (for "last turn's scoring"), or -1.
  int lastTurnStart();
  // Index of the last action before the cursor that is not a draw (the viewer's last move), or -1.
  int lastMove() const;

 private:
  void refresh();
  // The note of action `a`, made on the position before it (`game`); `previous`: the note of the
  // action before (nullptr at the start).
  ActionNote noteBefore(const Game& game, const Action& a, const ActionNote* previous) const;
  NoteHook noteHook_;
  ChanceHook chanceHook_;
  std::unique_ptr<RuleSet> rules_;
  std::unique_ptr<Game> game_;
  GameConfig config_;
  RecordHeader header_;
  std::vector<ActionNote> notes_;
  int revision_ = 0;
  int cachedFor_ = -1;
  std::unique_ptr<ActionList> legal_ = std::make_unique<ActionList>();
  std::map<std::pair<int, int>, unsigned> placements_;
  std::vector<int> tilesLeft_;
};

}  // namespace carc::app
