// The autosave and what it keeps before overwriting (save_policy.h).
#include "app/save_policy.h"

#include <utility>
#include <vector>

#include "app/i18n.h"
#include "app/save_text.h"
#include "engine/record/codec.h"

namespace carc::app {

using platform::SaveResult;
using platform::SaveStatus;

bool SavePolicy::resume(LoadedGame& loaded, std::string& notice) {
  if (!store_) return false;
  std::string payload;
  const SaveResult r = store_->readAutosave(payload);
  if (r.ok()) {
    std::string why;
    RecordProblem problem = RecordProblem::kNone;
    if (loadSaveText(payload, loaded, why, &problem)) {
      seen_ = std::move(payload);
      return true;
    }
    held_ = true;
    notice = trf("saves.autosave_bad", {problemText("save", problem, why)});
  } else if (r.status == SaveStatus::kDamaged) {
    held_ = true;
    notice = trf("saves.autosave_bad", {storedProblemText(r)});
  } else if (r.status != SaveStatus::kNotFound && notice.empty()) {
    notice = storageText(r);
  }
  return false;
}

void SavePolicy::openedLink(int revision) {
  savedRevision_ = revision;
  fromLink_ = true;
  keepReplaced_ = true;
}

std::string SavePolicy::releaseHeld() {
  if (!held_ || !store_ || !store_->available()) return {};
  const SaveResult r = store_->keepAutosave();
  // Gone meanwhile (deleted in another tab): nothing left to keep.
  const bool gone = r.status == SaveStatus::kNotFound;
  held_ = !r.ok() && !gone;
  if (gone) return {};
  return r.ok() ? tr("saves.autosave_kept") : trf("saves.autosave_not_kept", {storageReason(r)});
}

bool SavePolicy::afterFrame(const ShownGame& g, int64_t now, std::string& notice) {
  if (!store_) return false;
  // Another tab played on: said at once (the game here stays as it is; the next move here keeps
  // that tab's game in the saves first).
  if (store_->takeAutosaveChanged() && g.active && !keepReplaced_ && !held_ && changedElsewhere())
    notice = tr("saves.tab_changed");
  if (!g.active || g.revision == savedRevision_) return false;
  savedRevision_ = g.revision;
  if (!store_->available()) return false;
  if (!keepReplaced_ && !held_ && changedElsewhere()) {
    keepReplaced_ = true;
    keepFromOtherTab_ = true;
  }
  if (keepReplaced_ && !keepReplacedGame(now, notice)) return false;
  if (held_) {
    // The damaged autosave this game's would replace moves to the saves once there is room,
    // tried on every move; until then this game is not autosaved, and leaving it asks first.
    const std::string kept = releaseHeld();
    autosaveFailing_ = held_;
    if (held_) return false;
    if (!kept.empty()) notice = kept;
  }
  std::string payload = g.payload();
  const SaveResult r = store_->writeAutosave(payload, g.summary(), now);
  if (!r.ok()) {
    // Once, not after every move (the saves window keeps saying it); after a notice still open
    // (the damaged autosave moved to the saves as this game started), not in its place.
    if (!autosaveFailing_) notice = notice.empty() ? storageText(r) : notice + " " + storageText(r);
    autosaveFailing_ = true;
    return false;
  }
  autosaveFailing_ = false;
  seen_ = std::move(payload);
  const bool linkDone = fromLink_ || linkRefused_;
  fromLink_ = linkRefused_ = false;
  return linkDone;
}

bool SavePolicy::changedElsewhere() const {
  // Another tab (or window) of the page wrote it since this page last read or wrote it: a game
  // played there, which this page's next write would replace without a word.
  std::string stored;
  const SaveResult r = store_->readAutosave(stored);
  if (r.status == SaveStatus::kDamaged) return true;  // kept as it is, never overwritten
  return r.ok() && stored != seen_;
}

bool SavePolicy::keepReplacedGame(int64_t now, std::string& notice) {
  const bool otherTab = std::exchange(keepFromOtherTab_, false);
  if (held_) {
    // A damaged autosave the page read: it moves to the saves as it is.
    notice = releaseHeld();
    keepReplaced_ = false;
    return !held_;
  }
  std::string payload;
  platform::SlotInfo info;
  LoadedGame old;
  std::string why;
  const SaveResult read = store_->readAutosave(payload, &info);
  if (read.status == SaveStatus::kDamaged || (read.ok() && !loadSaveText(payload, old, why))) {
    // Damaged (this page opened a link, so it never read it, or another tab wrote it): it moves
    // to the saves as it is, never overwritten; with no room there it stays, and this game is not
    // autosaved.
    held_ = true;
    notice = releaseHeld();
    keepReplaced_ = false;
    return !held_;
  }
  // Nothing to keep: no autosave, or a finished game, or one without a move.
  if (!read.ok() || old.game->over() || old.game->cursor() == 0) {
    keepReplaced_ = false;
    return true;
  }
  const std::vector<platform::SlotInfo> slots = store_->listSlots();
  std::string held;
  for (const platform::SlotInfo& s : slots)
    if (!s.damaged && store_->loadSlot(s.id, held).ok() && held == payload) {
      keepReplaced_ = false;
      return true;
    }
  // A name no save has: "Unfinished game, turn 12", then "... (2)".
  const std::string base =
      trf("saves.kept_name", {std::to_string(old.game->rules().turn(old.game->state()) + 1)});
  std::string name = base;
  for (int k = 2;; ++k) {
    bool taken = false;
    for (const platform::SlotInfo& s : slots) taken |= s.name == name;
    if (!taken) break;
    name = base + " (" + std::to_string(k) + ")";
  }
  const SaveResult r = store_->saveSlot(name, payload, info.summary, now);
  if (!r.ok()) {
    // Kept in the autosave, which this game does not overwrite; tried again on its next move.
    if (!keepFailedSaid_)
      notice =
          trf(otherTab ? "saves.tab_game_not_kept" : "saves.game_not_kept", {storageReason(r)});
    keepFailedSaid_ = true;
    keepFromOtherTab_ = otherTab;
    return false;
  }
  keepReplaced_ = keepFailedSaid_ = false;
  notice = trf(otherTab ? "saves.tab_game_kept" : "saves.game_kept", {name});
  return true;
}

bool SavePolicy::leavingUnsavedMoves(const ShownGame& g) const {
  if (!g.active || g.over || g.moves == 0) return false;
  if (!store_ || !store_->available()) return true;  // saves off: nothing holds it
  return autosaveFailing_ && unsavedMoves(g);        // else the autosave has it
}

bool SavePolicy::unsavedMoves(const ShownGame& g) const {
  if (!g.active || g.moves == 0) return false;
  if (!store_) return true;
  const std::string now = g.payload();
  std::string payload;
  for (const platform::SlotInfo& s : store_->listSlots())
    if (!s.damaged && store_->loadSlot(s.id, payload).ok() && payload == now) return false;
  return true;
}

}  // namespace carc::app
