// The computer's seats in the game page: its moves, a slice of its search in each frame (so the
// page keeps drawing), each shown for a moment before the next; people pass the device and take
// back moves among themselves (docs/ai.md, In the game).
#include <cstddef>

#include "app/app.h"

namespace carc::app {

namespace {

// A slice of each frame for the search (the page's budget is 4 ms of main-thread time a frame)
// and how long a move stays in view before the next, so a person can follow the computer's.
constexpr double kSliceMs = 4.0;
constexpr double kPauseMs = 700.0;

}  // namespace

bool App::computerDecides() const {
  if (viewer || screen != Screen::Game || !session.active() || session.game().over()) return false;
  const Decision d = session.decision();
  return d.phase != kPhaseDraw && session.config().players.size() > static_cast<size_t>(d.player) &&
         session.config().players[static_cast<size_t>(d.player)].seat != Seat::kPerson;
}

void App::playComputerMove() {
  const std::vector<Seat> seats = session.seats();
  if (seats != computers.seats() || computersSeed_ != session.config().seed) {
    computers.configure(seats, session.config().seed);
    computersSeed_ = session.config().seed;
  }
  // A question to a person (undo's agreement) holds the game still.
  if (!computerDecides() || undoAskUp()) return;
  Action a;
  if (!computers.work(session.rules(), session.game().state(), kSliceMs, kPauseMs, a)) return;
  message = session.play(a);
}

int App::lastPersonMove() const {
  const auto& notes = session.notes();
  const auto& acts = session.game().actions();
  for (size_t i = session.game().cursor(); i-- > 0;)
    if (acts[i].kind != kActDraw && i < notes.size() && !computers.computer(notes[i].player))
      return static_cast<int>(i);
  return -1;
}

void App::undoMove(int move, int holder) {
  // Hot seat: one step. With the computer: back before the person's move, over the computer's
  // moves after it (they play again from there, the same unless the person plays otherwise).
  if (!computers.anyComputer()) {
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
