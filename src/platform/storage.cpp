// Saved games in localStorage: see storage.h and docs/saves.md.
#include "platform/storage.h"

#include <algorithm>
#include <cstdlib>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

// clang-format off
// Status codes: 0 ok, 1 missing, 2 unavailable, 3 quota exceeded, 4 other error.
EM_JS(int, carc_ls_available, (), {
  try {
    if (typeof localStorage === 'undefined' || localStorage === null) return 0;
    var k = 'carc.__probe__';
    localStorage.getItem(k);
    try { localStorage.setItem(k, '1'); localStorage.removeItem(k); }
    catch (e) {
      // Full, not off: what is stored can still be read (the saves, the autosave), and a
      // write says that storage is full.
      if (e && (e.code === 22 || e.code === 1014 || e.name === 'QuotaExceededError' ||
                e.name === 'NS_ERROR_DOM_QUOTA_REACHED')) return 1;
      throw e;
    }
    return 1;
  } catch (e) { return 0; }
});
EM_JS(char*, carc_ls_get, (const char* key, int* status), {
  try {
    var v = localStorage.getItem(UTF8ToString(key));
    if (v === null) { HEAP32[status >> 2] = 1; return 0; }
    var n = lengthBytesUTF8(v) + 1, p = _malloc(n);
    stringToUTF8(v, p, n);
    HEAP32[status >> 2] = 0;
    return p;
  } catch (e) { HEAP32[status >> 2] = 2; return 0; }
});
EM_JS(int, carc_ls_set, (const char* key, const char* value), {
  try { localStorage.setItem(UTF8ToString(key), UTF8ToString(value)); return 0; }
  catch (e) {
    var quota = e && (e.code === 22 || e.code === 1014 || e.name === 'QuotaExceededError' ||
                      e.name === 'NS_ERROR_DOM_QUOTA_REACHED');
    return quota ? 3 : 2;
  }
});
EM_JS(int, carc_ls_remove, (const char* key), {
  try { localStorage.removeItem(UTF8ToString(key)); return 0; } catch (e) { return 2; }
});
// The `storage` event fires in every other tab of the origin when one writes (never in the
// writer); null as the key: storage cleared.
EM_JS(void, carc_ls_watch, (const char* key), {
  var k = UTF8ToString(key);
  window.addEventListener('storage', function(e) {
    if (e.key === k || e.key === null) Module.carcStoreChanged = 1;
  });
});
EM_JS(int, carc_ls_take_changed, (), {
  var c = Module.carcStoreChanged ? 1 : 0;
  Module.carcStoreChanged = 0;
  return c;
});
EM_JS(char*, carc_ls_keys, (const char* prefix), {
  try {
    var p = UTF8ToString(prefix), out = [], nl = String.fromCharCode(10);
    for (var i = 0; i < localStorage.length; i++) {
      var k = localStorage.key(i);
      if (k !== null && k.indexOf(p) === 0 && k.indexOf(nl) < 0) out.push(k);
    }
    var s = out.join(nl), n = lengthBytesUTF8(s) + 1, m = _malloc(n);
    stringToUTF8(s, m, n);
    return m;
  } catch (e) { return 0; }
});
// clang-format on
#endif

namespace carc::platform {

uint32_t crc32Bytes(std::string_view bytes) {
  uint32_t crc = ~0u;
  for (char ch : bytes) {
    crc ^= static_cast<unsigned char>(ch);
    for (int k = 0; k < 8; ++k) crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
  }
  return ~crc;
}

// ---- MemoryStore

size_t MemoryStore::used() const {
  size_t n = 0;
  for (const auto& kv : data_) n += kv.first.size() + kv.second.size();
  return n;
}

StoreStatus MemoryStore::get(const std::string& key, std::string& value) const {
  if (!available_) return StoreStatus::kUnavailable;
  auto it = data_.find(key);
  if (it == data_.end()) return StoreStatus::kMissing;
  value = it->second;
  return StoreStatus::kOk;
}

StoreStatus MemoryStore::set(const std::string& key, const std::string& value) {
  if (!available_) return StoreStatus::kUnavailable;
  auto it = data_.find(key);
  const size_t old = it == data_.end() ? 0 : key.size() + it->second.size();
  if (used() - old + key.size() + value.size() > quota_) return StoreStatus::kQuotaExceeded;
  data_[key] = value;
  return StoreStatus::kOk;
}

StoreStatus MemoryStore::remove(const std::string& key) {
  if (!available_) return StoreStatus::kUnavailable;
  data_.erase(key);
  return StoreStatus::kOk;
}

StoreStatus MemoryStore::keys(const std::string& prefix, std::vector<std::string>& out) const {
  out.clear();
  if (!available_) return StoreStatus::kUnavailable;
  for (const auto& kv : data_)
    if (kv.first.compare(0, prefix.size(), prefix) == 0) out.push_back(kv.first);
  return StoreStatus::kOk;
}

// ---- localStorage

#ifdef __EMSCRIPTEN__
namespace {
class BrowserStore : public KeyValueStore {
 public:
  bool available() const override {
    if (known_ < 0) known_ = carc_ls_available();
    return known_ == 1;
  }
  StoreStatus get(const std::string& key, std::string& value) const override {
    if (!available()) return StoreStatus::kUnavailable;
    int status = 0;
    char* p = carc_ls_get(key.c_str(), &status);
    if (!p) return status == 1 ? StoreStatus::kMissing : StoreStatus::kUnavailable;
    value = p;
    std::free(p);
    return StoreStatus::kOk;
  }
  StoreStatus set(const std::string& key, const std::string& value) override {
    if (!available()) return StoreStatus::kUnavailable;
    return code(carc_ls_set(key.c_str(), value.c_str()));
  }
  StoreStatus remove(const std::string& key) override {
    if (!available()) return StoreStatus::kUnavailable;
    return code(carc_ls_remove(key.c_str()));
  }
  StoreStatus keys(const std::string& prefix, std::vector<std::string>& out) const override {
    out.clear();
    if (!available()) return StoreStatus::kUnavailable;
    char* p = carc_ls_keys(prefix.c_str());
    if (!p) return StoreStatus::kError;
    std::string all = p;
    std::free(p);
    size_t start = 0;
    while (start < all.size()) {
      size_t nl = all.find('\n', start);
      if (nl == std::string::npos) nl = all.size();
      out.push_back(all.substr(start, nl - start));
      start = nl + 1;
    }
    return StoreStatus::kOk;
  }
  void watchElsewhere(const std::string& key) override { carc_ls_watch(key.c_str()); }
  bool takeChangedElsewhere() override { return carc_ls_take_changed() != 0; }

 private:
  static StoreStatus code(int c) {
    switch (c) {
      case 0:
        return StoreStatus::kOk;
      case 3:
        return StoreStatus::kQuotaExceeded;
      case 2:
        return StoreStatus::kUnavailable;
      default:
        return StoreStatus::kError;
    }
  }
  mutable int known_ = -1;
};
}  // namespace

KeyValueStore& browserStore() {
  static BrowserStore store;
  return store;
}
#else
KeyValueStore& browserStore() {
  static MemoryStore store;
  return store;
}
#endif

// ---- SaveStore

namespace {

constexpr std::string_view kEnvelopeMagic = "carc-slot 1";
const char* const kOff =
    "Saves are off: this browser does not let the page store data (private browsing or "
    "storage disabled). You can keep playing; use Export to keep a game as a file.";

SaveResult result(SaveStatus s, std::string msg) {
  SaveResult r;
  r.status = s;
  r.message = std::move(msg);
  return r;
}

SaveResult fromStore(StoreStatus st, std::string_view what) {
  switch (st) {
    case StoreStatus::kOk:
      return {};
    case StoreStatus::kMissing:
      return result(SaveStatus::kNotFound, "There is no " + std::string(what) + ".");
    case StoreStatus::kUnavailable:
      return result(SaveStatus::kUnavailable, kOff);
    case StoreStatus::kQuotaExceeded:
      return result(SaveStatus::kQuotaExceeded,
                    "Browser storage is full: the " + std::string(what) +
                        " was not saved and the previous save is kept. Delete old saves or "
                        "export the game to a file.");
    default:
      return result(SaveStatus::kError, "The " + std::string(what) +
                                            " could not be saved (storage error); the previous "
                                            "save is kept.");
  }
}

std::string oneLine(std::string_view s) {
  std::string o(s);
  for (char& c : o)
    if (c == '\n' || c == '\r') c = ' ';
  return o;
}

bool validUtf8NoControls(std::string_view s) {
  size_t i = 0;
  while (i < s.size()) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x20 || c == 0x7f) return false;
    size_t n = 0;
    if (c >= 0x80) {
      if (c >= 0xc2 && c <= 0xdf)
        n = 1;
      else if (c >= 0xe0 && c <= 0xef)
        n = 2;
      else if (c >= 0xf0 && c <= 0xf4)
        n = 3;
      else
        return false;
      if (i + n >= s.size()) return false;
      for (size_t k = 1; k <= n; ++k)
        if ((static_cast<unsigned char>(s[i + k]) & 0xc0) != 0x80) return false;
    }
    i += n + 1;
  }
  return true;
}

}  // namespace

SaveStore::SaveStore(KeyValueStore& kv, Validator validate, std::string prefix)
    : kv_(kv), validate_(std::move(validate)), prefix_(std::move(prefix)) {}

std::string SaveStore::statusMessage() const {
  return available() ? std::string() : std::string(kOff);
}

std::string SaveStore::envelope(std::string_view name, int64_t time, std::string_view summary,
                                std::string_view payload) {
  static const char* hex = "0123456789abcdef";
  const uint32_t crc = crc32Bytes(payload);
  std::string c;
  for (int k = 7; k >= 0; --k) c += hex[(crc >> (4 * k)) & 15];
  return std::string(kEnvelopeMagic) + "\nname " + oneLine(name) + "\ntime " +
         std::to_string(time) + "\nsummary " + oneLine(summary) + "\ncrc " + c + "\n\n" +
         std::string(payload);
}

bool SaveStore::openEnvelope(std::string_view text, SlotInfo& info, std::string& payload,
                             std::string& why) {
  auto line = [&](std::string_view key, std::string& value) {
    const size_t nl = text.find('\n');
    if (nl == std::string_view::npos) return false;
    std::string_view l = text.substr(0, nl);
    text.remove_prefix(nl + 1);
    if (key.empty()) return l.empty();
    if (l.substr(0, key.size()) != key || l.size() <= key.size() || l[key.size()] != ' ')
      return false;
    value = std::string(l.substr(key.size() + 1));
    return true;
  };
  std::string magic, time, crc, blank;
  if (text.substr(0, kEnvelopeMagic.size() + 1) != std::string(kEnvelopeMagic) + "\n") {
    why = "it is not a saved game of this version (unknown format)";
    return false;
  }
  text.remove_prefix(kEnvelopeMagic.size() + 1);
  info.name.clear();
  info.summary.clear();
  if (!line("name", info.name) || !line("time", time) || !line("summary", info.summary)) {
    // "summary" may be empty: "summary " is written, so the value is "".
    why = "its header is damaged";
    return false;
  }
  if (!line("crc", crc) || !line("", blank)) {
    why = "its header is damaged";
    return false;
  }
  char* end = nullptr;
  info.savedAt = std::strtoll(time.c_str(), &end, 10);
  if (time.empty() || *end) {
    why = "its header is damaged (time)";
    return false;
  }
  const uint32_t want = static_cast<uint32_t>(std::strtoul(crc.c_str(), &end, 16));
  if (crc.size() != 8 || *end) {
    why = "its header is damaged (checksum field)";
    return false;
  }
  if (crc32Bytes(text) != want) {
    why = "its content is damaged (checksum mismatch)";
    return false;
  }
  payload = std::string(text);
  return true;
}

SaveResult SaveStore::normalizeName(std::string_view name, std::string& out) {
  while (!name.empty() && name.front() == ' ') name.remove_prefix(1);
  while (!name.empty() && name.back() == ' ') name.remove_suffix(1);
  if (name.empty()) return result(SaveStatus::kNameEmpty, "A save needs a name.");
  if (name.size() > kMaxSlotNameChars)
    return result(SaveStatus::kNameTooLong,
                  "A save name has at most " + std::to_string(kMaxSlotNameChars) + " characters.");
  if (!validUtf8NoControls(name))
    return result(SaveStatus::kNameControls, "A save name cannot hold control characters.");
  out = std::string(name);
  return {};
}

SaveResult SaveStore::safeWrite(const std::string& key, const std::string& value,
                                std::string_view what) {
  if (!kv_.available()) return result(SaveStatus::kUnavailable, kOff);
  // 1. The new content goes to a temporary key: if that fails, nothing else changed.
  const std::string tmp = prefix_ + "tmp";
  StoreStatus st = kv_.set(tmp, value);
  if (st == StoreStatus::kQuotaExceeded) {
    // No room for a second copy: replace the key directly (setItem is atomic, so on failure
    // the previous save is still there).
    kv_.remove(tmp);
    return fromStore(kv_.set(key, value), what);
  }
  if (st != StoreStatus::kOk) {
    kv_.remove(tmp);
    return fromStore(st, what);
  }
  std::string back;
  if (kv_.get(tmp, back) != StoreStatus::kOk || back != value) {
    kv_.remove(tmp);
    return result(SaveStatus::kError, "The " + std::string(what) +
                                          " could not be saved (storage gave back different "
                                          "data); the previous save is kept.");
  }
  // 2. Swap: replace the real key (one atomic setItem; on failure it keeps its old value). If
  // the temporary copy is what makes storage full, drop it and try once more.
  st = kv_.set(key, value);
  if (st == StoreStatus::kQuotaExceeded) {
    kv_.remove(tmp);
    st = kv_.set(key, value);
  }
  kv_.remove(tmp);
  return fromStore(st, what);
}

SaveResult SaveStore::readKey(const std::string& key, std::string_view what, SlotInfo& info,
                              std::string& payload) const {
  if (!kv_.available()) return result(SaveStatus::kUnavailable, kOff);
  std::string text;
  const StoreStatus st = kv_.get(key, text);
  if (st == StoreStatus::kMissing)
    return result(SaveStatus::kNotFound, "There is no " + std::string(what) + ".");
  if (st != StoreStatus::kOk) return fromStore(st, what);
  std::string why;
  int refusal = 0;
  if (!openEnvelope(text, info, payload, why) || (validate_ && !validate_(payload, why, refusal))) {
    payload.clear();
    info.damaged = true;
    info.problem = why;
    SaveResult r =
        result(SaveStatus::kDamaged, "The " + std::string(what) + " cannot be opened: " + why +
                                         ". It was left as it is; nothing was changed.");
    r.reason = why;
    r.refusal = refusal;
    return r;
  }
  return {};
}

SaveResult SaveStore::writeAutosave(std::string_view payload, std::string_view summary,
                                    int64_t now) {
  return safeWrite(autosaveKey(), envelope("Autosave", now, summary, payload), "autosave");
}

SaveResult SaveStore::readAutosave(std::string& payload, SlotInfo* info) const {
  SlotInfo local;
  return readKey(autosaveKey(), "autosave", info ? *info : local, payload);
}

SaveResult SaveStore::clearAutosave() {
  if (!kv_.available()) return result(SaveStatus::kUnavailable, kOff);
  return fromStore(kv_.remove(autosaveKey()), "autosave");
}

std::vector<SlotInfo> SaveStore::listSlots() const {
  std::vector<SlotInfo> out;
  std::vector<std::string> keys;
  const std::string base = prefix_ + "slot.";
  if (kv_.keys(base, keys) != StoreStatus::kOk) return out;
  for (const std::string& k : keys) {
    SlotInfo info;
    info.id = k.substr(base.size());
    std::string text, payload, why;
    if (kv_.get(k, text) != StoreStatus::kOk) continue;
    if (!openEnvelope(text, info, payload, why)) {
      info.damaged = true;
      info.problem = why;
      if (info.name.empty()) info.name = "(damaged save " + info.id + ")";
    }
    out.push_back(info);
  }
  std::sort(out.begin(), out.end(), [](const SlotInfo& a, const SlotInfo& b) {
    return a.savedAt != b.savedAt ? a.savedAt > b.savedAt : a.id < b.id;
  });
  return out;
}

SaveResult SaveStore::saveSlot(std::string_view name, std::string_view payload,
                               std::string_view summary, int64_t now, std::string* idOut) {
  if (!kv_.available()) return result(SaveStatus::kUnavailable, kOff);
  std::string n;
  if (SaveResult r = normalizeName(name, n); !r.ok()) return r;
  const std::vector<SlotInfo> slots = listSlots();
  for (const SlotInfo& s : slots)
    if (s.name == n)
      return result(SaveStatus::kNameTaken, "A save named '" + n + "' already exists.");
  std::string id;
  if (SaveResult r = newSlotId(slots, id); !r.ok()) return r;
  SaveResult r = safeWrite(slotKey(id), envelope(n, now, summary, payload), "save '" + n + "'");
  if (r.ok() && idOut) *idOut = id;
  return r;
}

SaveResult SaveStore::newSlotId(const std::vector<SlotInfo>& slots, std::string& id) const {
  if (slots.size() >= kMaxSlots)
    return result(SaveStatus::kTooManySlots,
                  "There are already " + std::to_string(kMaxSlots) + " saves; delete one first.");
  // One past the highest id, so that ids follow the order saves were made in; ids too large to
  // count on (a key made by hand) are passed over, and a key in use is never taken: a long is 32
  // bits in WebAssembly, where "2147483647" + 1 once gave a taken id and overwrote a save.
  constexpr unsigned long long kCountedIds = 1000000000000ULL;
  unsigned long long next = 1;
  for (const SlotInfo& s : slots) {
    const unsigned long long n = std::strtoull(s.id.c_str(), nullptr, 10);
    if (n < kCountedIds) next = std::max(next, n + 1);
  }
  std::string held;
  while (kv_.get(slotKey(std::to_string(next)), held) == StoreStatus::kOk) ++next;
  id = std::to_string(next);
  return {};
}

SaveResult SaveStore::keepAutosave(std::string* idOut) {
  if (!kv_.available()) return result(SaveStatus::kUnavailable, kOff);
  std::string text, id;
  const StoreStatus st = kv_.get(autosaveKey(), text);
  if (st != StoreStatus::kOk) return fromStore(st, "autosave");
  if (SaveResult r = newSlotId(listSlots(), id); !r.ok()) return r;
  // Written before the autosave goes: a failed write loses nothing.
  if (SaveResult r = safeWrite(slotKey(id), text, "autosave"); !r.ok()) return r;
  if (idOut) *idOut = id;
  return fromStore(kv_.remove(autosaveKey()), "autosave");
}

SaveResult SaveStore::overwriteSlot(const std::string& id, std::string_view payload,
                                    std::string_view summary, int64_t now) {
  if (!kv_.available()) return result(SaveStatus::kUnavailable, kOff);
  std::string text, old, why;
  SlotInfo info;
  const StoreStatus st = kv_.get(slotKey(id), text);
  if (st != StoreStatus::kOk) return fromStore(st, "save " + id);
  if (!openEnvelope(text, info, old, why)) info.name = "Save " + id;
  return safeWrite(slotKey(id), envelope(info.name, now, summary, payload),
                   "save '" + info.name + "'");
}

SaveResult SaveStore::loadSlot(const std::string& id, std::string& payload) const {
  SlotInfo info;
  std::string text;
  std::string what = "save " + id;
  if (kv_.available() && kv_.get(slotKey(id), text) == StoreStatus::kOk) {
    std::string p, why;
    openEnvelope(text, info, p, why);  // the name is known even when the content is damaged
    if (!info.name.empty()) what = "save '" + info.name + "'";
  }
  return readKey(slotKey(id), what, info, payload);
}

SaveResult SaveStore::renameSlot(const std::string& id, std::string_view newName) {
  if (!kv_.available()) return result(SaveStatus::kUnavailable, kOff);
  std::string n;
  if (SaveResult r = normalizeName(newName, n); !r.ok()) return r;
  for (const SlotInfo& s : listSlots())
    if (s.name == n && s.id != id)
      return result(SaveStatus::kNameTaken, "A save named '" + n + "' already exists.");
  std::string text, payload, why;
  SlotInfo info;
  const StoreStatus st = kv_.get(slotKey(id), text);
  if (st != StoreStatus::kOk) return fromStore(st, "save " + id);
  if (!openEnvelope(text, info, payload, why))
    return result(SaveStatus::kDamaged,
                  "The save cannot be renamed: " + why + ". It was left as it is.");
  return safeWrite(slotKey(id), envelope(n, info.savedAt, info.summary, payload),
                   "save '" + n + "'");
}

SaveResult SaveStore::deleteSlot(const std::string& id) {
  if (!kv_.available()) return result(SaveStatus::kUnavailable, kOff);
  std::string text;
  const StoreStatus st = kv_.get(slotKey(id), text);
  if (st != StoreStatus::kOk) return fromStore(st, "save " + id);
  return fromStore(kv_.remove(slotKey(id)), "save " + id);
}

}  // namespace carc::platform
