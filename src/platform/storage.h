#pragma once
// Saved games in the browser's localStorage (docs/saves.md): the autosave slot and named save
// slots (list, rename, delete). Free of ImGui and of the engine: a slot holds opaque text (the
// engine's saveToText), wrapped in an envelope with its name, time and a CRC, so a damaged slot
// is reported and left as it is. Every write goes to a temporary key first and replaces the real
// key only when that succeeded, so a failed write (quota exceeded, storage unavailable) never
// damages the previous save. Private mode / disabled storage: available() is false and every
// call returns kUnavailable with a message saying saves are off; the game stays playable.
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace carc::platform {

// ---- the key-value backend
enum class StoreStatus { kOk, kMissing, kUnavailable, kQuotaExceeded, kError };

class KeyValueStore {
 public:
  virtual ~KeyValueStore() = default;
  virtual bool available() const = 0;
  virtual StoreStatus get(const std::string& key, std::string& value) const = 0;
  // Atomic: on failure the previous value (if any) is unchanged.
  virtual StoreStatus set(const std::string& key, const std::string& value) = 0;
  virtual StoreStatus remove(const std::string& key) = 0;
  // Keys starting with `prefix`.
  virtual StoreStatus keys(const std::string& prefix, std::vector<std::string>& out) const = 0;
  // Changes another tab (or window) of the page makes to `key` (the browser's `storage` event):
  // takeChangedElsewhere is true once after any since the last call, never for this page's own
  // writes. One key watched per store.
  virtual void watchElsewhere(const std::string& key) { (void)key; }
  virtual bool takeChangedElsewhere() { return false; }
};

// localStorage in the browser; natively a process-wide MemoryStore.
KeyValueStore& browserStore();

// In-memory store with a byte quota and failure switches (native stand-in and tests).
class MemoryStore : public KeyValueStore {
 public:
  explicit MemoryStore(size_t quotaBytes = 5 * 1024 * 1024) : quota_(quotaBytes) {}
  bool available() const override { return available_; }
  StoreStatus get(const std::string& key, std::string& value) const override;
  StoreStatus set(const std::string& key, const std::string& value) override;
  StoreStatus remove(const std::string& key) override;
  StoreStatus keys(const std::string& prefix, std::vector<std::string>& out) const override;
  bool takeChangedElsewhere() override { return std::exchange(elsewhere_, false); }
  // Test switches.
  void setAvailable(bool a) { available_ = a; }
  // As if another tab had written a watched key (its storage event).
  void changeElsewhere() { elsewhere_ = true; }
  void setQuota(size_t bytes) { quota_ = bytes; }
  size_t used() const;
  std::map<std::string, std::string>& raw() { return data_; }

 private:
  std::map<std::string, std::string> data_;
  size_t quota_;
  bool available_ = true;
  bool elsewhere_ = false;
};

// ---- saved games
enum class SaveStatus {
  kOk,
  kUnavailable,    // storage off (private mode, disabled): saves are off
  kQuotaExceeded,  // full: the previous save is kept
  kNotFound,
  kDamaged,       // the stored slot is corrupt or refused by the validator: left as it is
  kNameEmpty,     // a slot name: nothing but spaces
  kNameTooLong,   // more than kMaxSlotNameChars bytes
  kNameControls,  // control characters (or not UTF-8)
  kNameTaken,
  kTooManySlots,  // kMaxSlots already
  kError,         // the storage failed otherwise: nothing was changed
};
// Each status has one message (SaveResult::message, English), so a frontend can word any of them
// in its own language from the status alone (kDamaged: see SaveResult::reason and refusal).

struct SaveResult {
  SaveStatus status = SaveStatus::kOk;
  std::string message;  // for the user: what was wrong and what was kept; "" when ok
  // kDamaged: what was wrong without the sentence around it, and the validator's code when the
  // validator refused the payload (0 when the stored envelope itself is damaged), so a frontend
  // can word it in the player's language.
  std::string reason;
  int refusal = 0;
  bool ok() const { return status == SaveStatus::kOk; }
};

struct SlotInfo {
  std::string id;       // stable key part ("3"), used by load/rename/delete
  std::string name;     // shown to the user
  int64_t savedAt = 0;  // ms since the epoch (caller's clock)
  std::string summary;  // caller's one-line description ("Turn 31 - Ann 40, Bob 38")
  bool damaged = false;
  std::string problem;  // why it is damaged
};

constexpr size_t kMaxSlotNameChars = 40;  // bytes of UTF-8
constexpr size_t kMaxSlots = 100;

class SaveStore {
 public:
  // `validate` checks a payload before it is handed out (e.g. the engine's saveFromText);
  // returns false for a payload that cannot be opened, with a reason in `why` and, in `refusal`,
  // a nonzero code of the validator's own (handed back in SaveResult::refusal).
  using Validator = std::function<bool(std::string_view payload, std::string& why, int& refusal)>;
  explicit SaveStore(KeyValueStore& kv, Validator validate = nullptr, std::string prefix = "carc.");

  bool available() const { return kv_.available(); }
  // "" when saves work, else the sentence to show ("Saves are off: ...").
  std::string statusMessage() const;

  // The autosave slot (after every action; resumed on reload).
  SaveResult writeAutosave(std::string_view payload, std::string_view summary, int64_t now);
  // `info`, if given, gets the autosave's summary and time.
  SaveResult readAutosave(std::string& payload, SlotInfo* info = nullptr) const;
  SaveResult clearAutosave();
  // Another tab's writes to the autosave: watchAutosave once, then takeAutosaveChanged is true
  // once after each (KeyValueStore::takeChangedElsewhere).
  void watchAutosave() { kv_.watchElsewhere(autosaveKey()); }
  bool takeAutosaveChanged() { return kv_.takeChangedElsewhere(); }
  // Moves the stored autosave, as it is (a damaged one the game could not open), into a new slot
  // of the saves list, where it is listed as damaged and can be renamed, exported by hand or
  // deleted, before a new game's autosave takes its place. Its id in `idOut`.
  SaveResult keepAutosave(std::string* idOut = nullptr);

  // Named slots, newest first. Damaged slots are listed with damaged = true.
  std::vector<SlotInfo> listSlots() const;
  // A new slot; kNameTaken if a slot has that name (use overwriteSlot to replace it).
  SaveResult saveSlot(std::string_view name, std::string_view payload, std::string_view summary,
                      int64_t now, std::string* idOut = nullptr);
  SaveResult overwriteSlot(const std::string& id, std::string_view payload,
                           std::string_view summary, int64_t now);
  SaveResult loadSlot(const std::string& id, std::string& payload) const;
  SaveResult renameSlot(const std::string& id, std::string_view newName);
  SaveResult deleteSlot(const std::string& id);

  // Trims spaces; checks 1..kMaxSlotNameChars bytes of valid UTF-8 without control characters.
  static SaveResult normalizeName(std::string_view name, std::string& out);

  // Envelope format (exposed for tests): "carc-slot 1\nname ...\ntime ...\nsummary ...\ncrc
  // XXXXXXXX\n\n" + payload.
  static std::string envelope(std::string_view name, int64_t time, std::string_view summary,
                              std::string_view payload);
  static bool openEnvelope(std::string_view text, SlotInfo& info, std::string& payload,
                           std::string& why);

 private:
  SaveResult safeWrite(const std::string& key, const std::string& value, std::string_view what);
  SaveResult readKey(const std::string& key, std::string_view what, SlotInfo& info,
                     std::string& payload) const;
  std::string slotKey(const std::string& id) const { return prefix_ + "slot." + id; }
  std::string autosaveKey() const { return prefix_ + "autosave"; }
  // The id for a new slot past those listed; kTooManySlots when the list is full.
  SaveResult newSlotId(const std::vector<SlotInfo>& slots, std::string& id) const;

  KeyValueStore& kv_;
  Validator validate_;
  std::string prefix_;
};

uint32_t crc32Bytes(std::string_view bytes);

}  // namespace carc::platform
