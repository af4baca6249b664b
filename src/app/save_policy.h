#pragma once
// When the game page writes its autosave and what it keeps first (docs/saves.md). The autosave
// follows the game on screen after every change of position, but a stored game is never lost to
// it: an unfinished game the one on screen replaced (a new game, a link, a file) or that another
// tab played is copied to the saves first, a damaged autosave is moved there as it is, and
// full storage is said once and makes leaving the game ask first. A model without ImGui or the
// browser: the page (saves.cpp) calls it and shows its notices, in the page's language; native
// tests drive it over a store in memory.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>

#include "engine/record/notation.h"
#include "platform/storage.h"

namespace carc::app {

// The game on screen, as the policy needs to know it.
struct ShownGame {
  bool active = false;  // a game is open
  bool over = false;
  size_t moves = 0;   // actions played (Game::cursor)
  int revision = -1;  // changes with every change of position (GameSession::revision)
  std::function<std::string()> payload;  // its save text (saveToText), made when needed
  std::function<std::string()> summary;  // its line in the saves list
};

class SavePolicy {
 public:
  // `store`: none in the embed viewer, which never touches the saves.
  void attach(platform::SaveStore* store) { store_ = store; }

  // The page's start: the autosave's game in `loaded` (true). False when there is none, or with
  // why in `notice` when it cannot be opened (a damaged autosave is then held: never overwritten,
  // moved to the saves before another game's autosave takes its place).
  bool resume(LoadedGame& loaded, std::string& notice);
  // The game on screen is the autosave's (resume), at `revision`.
  void resumed(int revision) { savedRevision_ = revision; }
  // Any game put on screen (from the autosave, a save slot, a file or a link).
  void opened() { fromLink_ = false; }
  // A link's game is on screen at `revision`: nothing is saved until its first move, and the
  // unfinished game the autosave holds is kept before that move replaces it.
  void openedLink(int revision);
  // The address bar holds a link that could not be opened: it is cleared with the first autosave
  // (a reload would only say so again).
  void refusedLink() { linkRefused_ = true; }
  // Whether the autosave's unfinished game is copied to the saves before the game on screen is
  // first autosaved (a new game left it, a file replaced it).
  void keepLeftGame(bool keep) { keepReplaced_ = keep; }
  // A held (damaged) autosave moves to the saves, as it is, before another game takes its place:
  // the notice saying so ("" if none was held).
  std::string releaseHeld();

  // After every frame: another tab's game said at once, and the autosave written when the
  // position changed, after keeping what it would replace; what was kept or could not be saved is
  // said in `notice`. True when the link the page opened is now the autosave's game (the address
  // bar's fragment can go: a reload resumes the autosave).
  bool afterFrame(const ShownGame& g, int64_t now, std::string& notice);

  // The last autosave failed (storage full): said once, then shown until one succeeds again.
  bool failing() const { return autosaveFailing_; }
  // The game's moves are held by neither the autosave (full, or saves off) nor a save: starting
  // another game would lose them.
  bool leavingUnsavedMoves(const ShownGame& g) const;
  // The game's moves as they stand are in no save slot (loading another would lose them, unless
  // the autosave keeps them: the page asks first).
  bool unsavedMoves(const ShownGame& g) const;

 private:
  bool changedElsewhere() const;
  // keepReplaced_'s copy; false if it failed (the autosave is then not overwritten).
  bool keepReplacedGame(int64_t now, std::string& notice);

  platform::SaveStore* store_ = nullptr;
  int savedRevision_ = -1;
  bool held_ = false;  // the stored autosave could not be opened: never overwrite it
  bool autosaveFailing_ = false;
  bool fromLink_ = false;     // the game came from the address bar's link (until its autosave)
  bool linkRefused_ = false;  // the address bar's link could not be opened (the same)
  bool keepReplaced_ = false;
  bool keepFromOtherTab_ = false;  // keepReplaced_ because another tab wrote the autosave
  bool keepFailedSaid_ = false;    // keeping failed, and a notice said so
  // The autosave as this page last read or wrote it: another tab's write shows as a difference.
  std::string seen_;
};

}  // namespace carc::app
