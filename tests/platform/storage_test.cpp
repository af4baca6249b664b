// Saved-game storage and sharing helpers, natively (in-memory store): slot naming, damaged slots
// refused and left intact, a full or unavailable storage never damaging the previous save, and
// the PNG encoder's structure. Payloads are real engine saves, checked by the engine's decoder.
#include "platform/storage.h"

#include <gtest/gtest.h>

#include "../engine/test_util.h"
#include "engine/record/codec.h"
#include "platform/share.h"

namespace carc::platform {
namespace {

std::string realSave(uint64_t seed) {
  const LoadedGame g = test::randomGame(seed, 2);
  return saveToText(recordOf(*g.game, g.header));
}

SaveStore::Validator engineValidator() {
  return [](std::string_view payload, std::string& why, int& refusal) {
    LoadedGame g;
    RecordProblem problem = RecordProblem::kNone;
    const bool ok = loadSaveText(payload, g, why, &problem);
    refusal = static_cast<int>(problem);
    return ok;
  };
}

TEST(Storage, SlotsSaveListRenameDelete) {
  MemoryStore kv;
  SaveStore store(kv, engineValidator());
  std::string id1, id2;
  ASSERT_TRUE(store.saveSlot("  Sunday game ", realSave(1), "Turn 71", 1000, &id1).ok());
  ASSERT_TRUE(store.saveSlot("Club", realSave(2), "Turn 71", 2000, &id2).ok());
  EXPECT_EQ(store.saveSlot("Club", realSave(3), "", 3000).status, SaveStatus::kNameTaken);
  EXPECT_EQ(store.saveSlot("   ", realSave(3), "", 3000).status, SaveStatus::kNameEmpty);
  EXPECT_EQ(store.saveSlot(std::string(41, 'x'), realSave(3), "", 3000).status,
            SaveStatus::kNameTooLong);
  EXPECT_EQ(store.saveSlot("a\tb", realSave(3), "", 3000).status, SaveStatus::kNameControls);
  std::vector<SlotInfo> slots = store.listSlots();
  ASSERT_EQ(slots.size(), 2u);
  EXPECT_EQ(slots[0].name, "Club");  // newest first
  EXPECT_EQ(slots[1].name, "Sunday game");
  EXPECT_EQ(store.renameSlot(id1, "Club").status, SaveStatus::kNameTaken);
  ASSERT_TRUE(store.renameSlot(id1, "Șah și Carcassonne").ok());
  std::string payload;
  ASSERT_TRUE(store.loadSlot(id1, payload).ok());
  EXPECT_EQ(payload, realSave(1));
  ASSERT_TRUE(store.deleteSlot(id2).ok());
  EXPECT_EQ(store.deleteSlot(id2).status, SaveStatus::kNotFound);
  slots = store.listSlots();
  ASSERT_EQ(slots.size(), 1u);
  EXPECT_EQ(slots[0].name, "Șah și Carcassonne");
  EXPECT_TRUE(kv.raw().count("carc.tmp") == 0);  // no temporary key left behind
}

// A new save never takes a key in use: ids made by hand near the integer limits (a long is 32
// bits in WebAssembly: "2147483647" + 1 wrapped round to a taken id and overwrote a save).
TEST(Storage, ANewSaveNeverTakesAKeyInUse) {
  MemoryStore kv;
  SaveStore store(kv, engineValidator());
  std::string id;
  ASSERT_TRUE(store.saveSlot("First", realSave(1), "", 1000, &id).ok());
  const std::string first = kv.raw()["carc.slot." + id];
  for (const char* big : {"2147483646", "4294967295", "999999999999", "9223372036854775806",
                          "18446744073709551615", "99999999999999999999999"})
    kv.raw()[std::string("carc.slot.") + big] = first;
  const std::map<std::string, std::string> before = kv.raw();
  std::vector<std::string> made;
  for (uint64_t k = 2; k <= 4; ++k) {
    std::string nid;
    ASSERT_TRUE(store.saveSlot("Game " + std::to_string(k), realSave(k), "", 1000 * k, &nid).ok());
    EXPECT_EQ(before.count("carc.slot." + nid), 0u) << nid << " was in use";
    for (const std::string& m : made) EXPECT_NE(m, nid);
    made.push_back(nid);
    std::string payload;
    ASSERT_TRUE(store.loadSlot(nid, payload).ok());
    EXPECT_EQ(payload, realSave(k));
  }
  for (const auto& [key, value] : before) EXPECT_EQ(kv.raw()[key], value) << key << " changed";
}

TEST(Storage, AtMostMaxSlots) {
  MemoryStore kv(64 * 1024 * 1024);
  SaveStore store(kv);
  const std::string save = realSave(6);
  for (size_t i = 0; i < kMaxSlots; ++i)
    ASSERT_TRUE(store.saveSlot("Game " + std::to_string(i), save, "", 1).ok()) << i;
  const SaveResult r = store.saveSlot("One more", save, "", 2);
  EXPECT_EQ(r.status, SaveStatus::kTooManySlots);
  EXPECT_NE(r.message.find("delete one first"), std::string::npos) << r.message;
  EXPECT_EQ(store.listSlots().size(), kMaxSlots);
}

TEST(Storage, DamagedSlotIsRefusedWithAMessageAndLeftIntact) {
  MemoryStore kv;
  SaveStore store(kv, engineValidator());
  std::string id;
  ASSERT_TRUE(store.saveSlot("Mine", realSave(4), "", 1, &id).ok());
  std::string& raw = kv.raw()["carc.slot." + id];
  raw[raw.size() - 5] = raw[raw.size() - 5] == 'A' ? 'B' : 'A';  // damage the content
  const std::string damaged = raw;
  std::string payload;
  SaveResult r = store.loadSlot(id, payload);
  EXPECT_EQ(r.status, SaveStatus::kDamaged);
  EXPECT_NE(r.message.find("'Mine' cannot be opened"), std::string::npos) << r.message;
  EXPECT_NE(r.message.find("left as it is"), std::string::npos) << r.message;
  EXPECT_TRUE(payload.empty());
  // The bare reason and no validator code: the envelope's checksum caught it.
  EXPECT_NE(r.reason.find("checksum"), std::string::npos) << r.reason;
  EXPECT_EQ(r.reason.find("cannot be opened"), std::string::npos) << r.reason;
  EXPECT_EQ(r.refusal, 0);
  EXPECT_EQ(kv.raw()["carc.slot." + id], damaged);
  EXPECT_TRUE(store.listSlots()[0].damaged);
  // A payload with a valid envelope but an illegal game: refused by the engine's validator.
  GameRecord rec;
  std::string why;
  ASSERT_TRUE(saveFromText(realSave(4), rec, why));
  rec.actions[0].x = 0;
  rec.actions[0].y = 0;
  ASSERT_TRUE(store.overwriteSlot(id, saveToText(rec), "", 2).ok());
  r = store.loadSlot(id, payload);
  EXPECT_EQ(r.status, SaveStatus::kDamaged);
  EXPECT_NE(r.message.find("move 1 of"), std::string::npos) << r.message;
  EXPECT_EQ(r.refusal, static_cast<int>(RecordProblem::kBadRecord));
  EXPECT_EQ(r.reason.rfind("the save holds an illegal game: move 1 of", 0), 0u) << r.reason;
  // Garbage in the autosave key.
  kv.raw()["carc.autosave"] = "not a save";
  r = store.readAutosave(payload);
  EXPECT_EQ(r.status, SaveStatus::kDamaged);
  EXPECT_EQ(r.refusal, 0);
  EXPECT_EQ(kv.raw()["carc.autosave"], "not a save");
}

// A damaged autosave is not overwritten by a new game's: it moves to the saves list as it is.
TEST(Storage, ADamagedAutosaveIsKeptAsASlotByteForByte) {
  MemoryStore kv;
  SaveStore store(kv, engineValidator());
  ASSERT_TRUE(store.saveSlot("Mine", realSave(4), "", 1).ok());
  kv.raw()["carc.autosave"] = "carc-slot 1\nname Autosave\ndamaged";
  std::string id;
  ASSERT_TRUE(store.keepAutosave(&id).ok());
  EXPECT_EQ(kv.raw().count("carc.autosave"), 0u) << "the autosave's place is free";
  EXPECT_EQ(kv.raw()["carc.slot." + id], "carc-slot 1\nname Autosave\ndamaged");
  const std::vector<SlotInfo> slots = store.listSlots();
  ASSERT_EQ(slots.size(), 2u);
  int damaged = 0;
  for (const SlotInfo& s : slots) damaged += s.damaged && s.id == id;
  EXPECT_EQ(damaged, 1) << "listed, as damaged";
  EXPECT_EQ(store.keepAutosave().status, SaveStatus::kNotFound) << "nothing left to keep";
  EXPECT_EQ(store.listSlots().size(), 2u);
  // With no room in the list it stays where it is.
  MemoryStore full(64 * 1024 * 1024);
  SaveStore fullStore(full);
  for (size_t i = 0; i < kMaxSlots; ++i)
    ASSERT_TRUE(fullStore.saveSlot("Game " + std::to_string(i), realSave(2), "", 1).ok());
  full.raw()["carc.autosave"] = "garbage";
  EXPECT_EQ(fullStore.keepAutosave().status, SaveStatus::kTooManySlots);
  EXPECT_EQ(full.raw()["carc.autosave"], "garbage");
  EXPECT_EQ(fullStore.listSlots().size(), kMaxSlots);
}

TEST(Storage, QuotaFailureKeepsThePreviousSave) {
  MemoryStore kv;
  SaveStore store(kv, engineValidator());
  const std::string first = realSave(5);
  ASSERT_TRUE(store.writeAutosave(first, "Turn 10", 1).ok());
  // Room for the old save but not for the new one next to it.
  kv.setQuota(kv.used() + 100);
  const std::string bigger = first + std::string(500, 'A');
  SaveResult r = store.writeAutosave(bigger, "Turn 11", 2);
  EXPECT_EQ(r.status, SaveStatus::kQuotaExceeded);
  EXPECT_NE(r.message.find("previous save is kept"), std::string::npos) << r.message;
  std::string payload;
  ASSERT_TRUE(store.readAutosave(payload).ok());
  EXPECT_EQ(payload, first);
  EXPECT_EQ(kv.raw().count("carc.tmp"), 0u);
  // A slot replaced by a same-size save succeeds even when a second copy would not fit.
  kv.setQuota(kv.used() + 10);
  ASSERT_TRUE(store.writeAutosave(first, "Turn 12", 3).ok());
  ASSERT_TRUE(store.readAutosave(payload).ok());
  EXPECT_EQ(payload, first);
}

TEST(Storage, UnavailableStorageSaysSavesAreOff) {
  MemoryStore kv;
  kv.setAvailable(false);
  SaveStore store(kv, engineValidator());
  EXPECT_FALSE(store.available());
  EXPECT_NE(store.statusMessage().find("Saves are off"), std::string::npos);
  SaveResult r = store.writeAutosave(realSave(1), "", 1);
  EXPECT_EQ(r.status, SaveStatus::kUnavailable);
  EXPECT_NE(r.message.find("keep playing"), std::string::npos);
  EXPECT_TRUE(store.listSlots().empty());
  std::string p;
  EXPECT_EQ(store.loadSlot("1", p).status, SaveStatus::kUnavailable);
}

uint32_t be32(const std::vector<uint8_t>& b, size_t i) {
  return (uint32_t{b[i]} << 24) | (uint32_t{b[i + 1]} << 16) | (uint32_t{b[i + 2]} << 8) | b[i + 3];
}

TEST(Share, PngIsWellFormed) {
  const int w = 300, h = 250;  // > 65535 raw bytes: several stored blocks
  std::vector<uint8_t> px(static_cast<size_t>(w * h * 4));
  for (size_t i = 0; i < px.size(); ++i) px[i] = static_cast<uint8_t>(i * 7);
  const std::vector<uint8_t> png = encodePng(w, h, px.data());
  ASSERT_GT(png.size(), 8u);
  EXPECT_EQ(png[0], 0x89);
  EXPECT_EQ(png[1], 'P');
  // Walk the chunks, checking every CRC; inflate the stored blocks back to the pixels.
  size_t i = 8;
  std::vector<uint8_t> z;
  std::vector<std::string> types;
  while (i + 12 <= png.size()) {
    const uint32_t len = be32(png, i);
    const std::string type(png.begin() + static_cast<long>(i + 4),
                           png.begin() + static_cast<long>(i + 8));
    types.push_back(type);
    const std::string body(png.begin() + static_cast<long>(i + 4),
                           png.begin() + static_cast<long>(i + 8 + len));
    EXPECT_EQ(crc32Bytes(body), be32(png, i + 8 + len)) << type;
    if (type == "IHDR") {
      EXPECT_EQ(be32(png, i + 8), static_cast<uint32_t>(w));
      EXPECT_EQ(be32(png, i + 12), static_cast<uint32_t>(h));
    }
    if (type == "IDAT")
      z.insert(z.end(), png.begin() + static_cast<long>(i + 8),
               png.begin() + static_cast<long>(i + 8 + len));
    i += 12 + len;
  }
  EXPECT_EQ(types, (std::vector<std::string>{"IHDR", "IDAT", "IEND"}));
  ASSERT_GE(z.size(), 6u);
  EXPECT_EQ((z[0] * 256 + z[1]) % 31, 0);  // zlib header check
  std::vector<uint8_t> raw;
  size_t p = 2;
  for (bool last = false; !last;) {
    last = z[p] & 1;
    const size_t n = z[p + 1] | (z[p + 2] << 8);
    EXPECT_EQ(n ^ 0xffff, static_cast<size_t>(z[p + 3] | (z[p + 4] << 8)));
    raw.insert(raw.end(), z.begin() + static_cast<long>(p + 5),
               z.begin() + static_cast<long>(p + 5 + n));
    p += 5 + n;
  }
  ASSERT_EQ(raw.size(), static_cast<size_t>(h * (w * 4 + 1)));
  for (int y = 0; y < h; ++y) {
    EXPECT_EQ(raw[static_cast<size_t>(y * (w * 4 + 1))], 0);
    EXPECT_EQ(raw[static_cast<size_t>(y * (w * 4 + 1) + 1)], px[static_cast<size_t>(y * w * 4)]);
  }
  uint32_t a = 1, b = 0;
  for (uint8_t c : raw) {
    a = (a + c) % 65521;
    b = (b + a) % 65521;
  }
  EXPECT_EQ(be32(z, p), (b << 16) | a);
  EXPECT_TRUE(encodePng(0, 5, px.data()).empty());
}

#ifndef __EMSCRIPTEN__  // the WebAssembly build has the browser implementations instead
TEST(Share, NativeStandIns) {
  writeFragment("g1.ABC");
  EXPECT_EQ(readFragment(), "g1.ABC");
  EXPECT_TRUE(copyToClipboard("hello"));
  EXPECT_EQ(nativeClipboard(), "hello");
  downloadText("game.carc", "Carcassonne 1\n");
  ASSERT_FALSE(nativeDownloads().empty());
  EXPECT_EQ(nativeDownloads().back().filename, "game.carc");
  nativeQueueImport(ImportedFile{"big.carc", std::string(kMaxImportBytes + 1, 'x'), true});
  ImportedFile f;
  ASSERT_TRUE(pollImportedFile(f));
  EXPECT_FALSE(f.ok);
  EXPECT_TRUE(f.tooLarge);
  EXPECT_NE(f.text.find("too large"), std::string::npos);
  EXPECT_FALSE(pollImportedFile(f));
}
#endif

}  // namespace
}  // namespace carc::platform
