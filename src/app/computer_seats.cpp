// The computer's seats in the game page: its moves, a slice of its search in each frame (so the
// page keeps drawing), each shown for a moment before the next; people pass the device and take
// back moves among themselves (docs/ai.md, In the game).
#include <cstddef>
#include <string>

#include "app/action_text.h"
#include "app/app.h"
#include "app/choice_spots.h"
#include "app/i18n.h"

namespace carc::app {

namespace {

// How long a move stays in view before the next, so a person can follow the computer's.
constexpr double kPauseMs = 700.0;

// `turns` plays these seats with this seed (a new game, a loaded one: configured afresh).
void follow(ComputerTurns& turns, const std::vector<Seat>& seats, uint64_t seed) {
  if (turns.seats() != seats || turns.seed() != seed) turns.configure(seats, seed);
}

}  // namespace

bool App::computerDecides() const {
  if (viewer || screen != Screen::Game || !session.active() || session.game().over()) return false;
  const Decision d = session.decision();
  return d.phase != kPhaseDraw && session.seat(d.player) != Seat::kPerson;
}

void App::playComputerMove() {
  const double t0 = platform::nowMs();
  playComputerMoveNow();
  computerMs_ = platform::nowMs() - t0;
}

void App::playComputerMoveNow() {
  follow(computers, session.seats(), session.config().seed);
  workHint();
  // A question to a person (undo's agreement) holds the game still.
  if (!computerDecides() || undoAskUp()) return;
  Action a;
  if (!computers.work(session.rules(), session.game().state(), kSearchSliceMs, kPauseMs, a)) return;
  notices.refused = session.play(a);
}

void App::askHint(ImVec2 at) {
  if (!session.active() || session.game().over() || computerDecides()) return;
  hint_.revision = session.revision();
  hint_.at = at;
}

void App::workHint() {
  if (!hintPending()) return;
  follow(hintTurns_, std::vector<Seat>(session.config().players.size(), Seat::kHard),
         session.config().seed ^ 0x4E4E7ull);
  Action a;
  if (!hintTurns_.work(session.rules(), session.game().state(), kSearchSliceMs, 0.0, a)) return;
  hint_.revision = -1;
  showHint(a);
}

void App::showHint(const Action& a) {
  // The tile on its square as the hint would turn it (Place plays it); a follower spot or a
  // choice lit as a Tab pick is (Enter takes it); no follower said in words.
  if (a.kind == kActPlace) {
    turn.pickAt(a.x, a.y, a.rot);
    showQuickNote(tr("turn.hint_place"), hint_.at);
    return;
  }
  if (a.kind == kActPass && session.decision().owner == 0) {
    showQuickNote(tr("turn.hint_skip"), hint_.at);
    return;
  }
  int index = -1;
  if (a.kind == kActMeeple) {
    std::vector<MeepleSpot> spots;
    meepleSpots(shown(), spots);
    for (size_t k = 0; k < spots.size(); ++k)
      if (spots[k].loc == a.loc) index = static_cast<int>(k);
  } else {
    ChoiceList list;
    listChoices(shown(), marks, list);
    const ActionList& legal = session.legal();
    for (size_t k = 0; k < list.items.size(); ++k) {
      const int i = list.items[k].action;
      if (i >= 0 && legal.items[static_cast<size_t>(i)] == a) index = static_cast<int>(k);
    }
  }
  if (index >= 0) {
    marks.keyPick = {session.revision(), index};
    showQuickNote(tr("turn.hint_lit"), hint_.at);
  } else {  // a choice in two steps: in words
    showQuickNote(trf("turn.hint_choice", {choiceText(shown(), session.decision(), a)}), hint_.at);
  }
}

std::string App::computerStatus() const {
  return std::string(computerDecides() ? "1 " : "0 ") +
         std::to_string(session.active() ? session.game().cursor() : 0) + " " +
         std::to_string(test_hook_last_frame_ms()) + " " + std::to_string(computerMs_) + " " +
         std::to_string(test_hook_last_render_ms());
}

int App::lastPersonMove() const {
  const auto& notes = session.notes();
  const auto& acts = session.game().actions();
  for (size_t i = session.game().cursor(); i-- > 0;)
    if (acts[i].kind != kActDraw && i < notes.size() &&
        session.seat(notes[i].player) == Seat::kPerson)
      return static_cast<int>(i);
  return -1;
}

void App::undoMove(int move, int holder) {
  // Hot seat: one step. With the computer: back before the person's move, over the computer's
  // moves after it (they play again from there, the same unless the person plays otherwise).
  if (!session.anyComputer()) {
    stepHistory(false, holder);
    return;
  }
  while (move >= 0 && session.canUndo() && session.game().cursor() > static_cast<size_t>(move)) {
    const size_t before = session.game().cursor();
    stepHistory(false, holder);
    if (session.game().cursor() >= before) break;
  }
}

}  // namespace carc::app
