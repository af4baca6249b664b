// The autosave policy (app/save_policy.h) over a store in memory: what is written after a move,
// and what is kept before a stored game is overwritten (a replaced unfinished game, another
// tab's game, a damaged autosave), with full storage and with saves off. Notices in English.
#include "app/save_policy.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "../engine/test_util.h"
#include "app/i18n.h"
#include "engine/record/codec.h"

namespace carc::app {
namespace {

// The validator the page gives its store: a payload must be a save the engine can read.
platform::SaveStore::Validator engineValidator() {
  return [](std::string_view payload, std::string& why, int& refusal) {
    GameRecord rec;
    RecordProblem problem = RecordProblem::kNone;
    const bool ok = saveFromText(payload, rec, why, &problem);
    refusal = static_cast<int>(problem);
    return ok;
  };
}

// One tab of the game page over the browser's storage: its policy, the game it shows (a seeded
// two-player game at some move), and the notice it would show.
struct Tab {
  explicit Tab(platform::MemoryStore& kv) : store(kv, engineValidator()) {
    i18n().select("en");
    policy.attach(&store);
  }
  // Shows `seed`'s game at `moves` actions (a new game, a file, a slot: `replaced`).
  void show(uint64_t seed, size_t moves) {
    game = test::randomGame(seed, 2);
    game.game->seek(moves);
    ++revision;
    policy.opened();
  }
  void move() {
    game.game->redo();
    ++revision;
  }
  std::string payload() const { return saveToText(recordOf(*game.game, game.header)); }
  ShownGame shown() const {
    ShownGame g;
    g.active = game.game != nullptr;
    g.over = g.active && game.game->over();
    g.moves = g.active ? game.game->cursor() : 0;
    g.revision = revision;
    g.payload = [this] { return payload(); };
    g.summary = [] { return std::string("summary"); };
    return g;
  }
  // A frame: true when the address bar's link may go.
  bool frame() { return policy.afterFrame(shown(), ++clock, notice); }
  std::string autosave() const {
    std::string p;
    store.readAutosave(p);
    return p;
  }
  std::vector<std::string> slotNames() const {
    std::vector<std::string> out;
    for (const platform::SlotInfo& s : store.listSlots()) out.push_back(s.name);
    return out;
  }

  platform::SaveStore store;
  SavePolicy policy;
  LoadedGame game;
  int revision = 0;
  int64_t clock = 0;
  std::string notice;
};

TEST(SavePolicy, WritesTheAutosaveAfterEachMoveAndResumesIt) {
  platform::MemoryStore kv;
  Tab tab(kv);
  LoadedGame none;
  EXPECT_FALSE(tab.policy.resume(none, tab.notice));
  EXPECT_EQ(tab.notice, "");
  tab.show(7, 10);
  EXPECT_FALSE(tab.frame());
  EXPECT_EQ(tab.autosave(), tab.payload());
  const std::string first = tab.autosave();
  EXPECT_FALSE(tab.frame());  // no change of position: nothing written
  tab.move();
  tab.frame();
  EXPECT_NE(tab.autosave(), first);
  EXPECT_EQ(tab.autosave(), tab.payload());
  EXPECT_EQ(tab.notice, "");

  Tab reload(kv);
  LoadedGame resumed;
  ASSERT_TRUE(reload.policy.resume(resumed, reload.notice));
  EXPECT_EQ(resumed.game->cursor(), 11u);
  EXPECT_TRUE(reload.slotNames().empty());
}

TEST(SavePolicy, ALinkOverAnUnfinishedGameKeepsItInTheSavesAtTheFirstMove) {
  platform::MemoryStore kv;
  Tab before(kv);
  before.show(7, 12);
  before.frame();
  const std::string left = before.autosave();

  Tab tab(kv);  // a reload with a link in the address bar
  tab.show(9, 30);
  tab.policy.openedLink(tab.revision);
  EXPECT_FALSE(tab.frame());
  EXPECT_EQ(tab.autosave(), left) << "nothing saved before the link's game has a move";
  tab.move();
  EXPECT_TRUE(tab.frame()) << "the address bar's link can go";
  EXPECT_EQ(tab.autosave(), tab.payload());
  const int turn = before.game.game->rules().turn(before.game.game->state()) + 1;
  const std::string name = "Unfinished game, turn " + std::to_string(turn);
  EXPECT_EQ(tab.slotNames(), std::vector<std::string>{name});
  EXPECT_EQ(tab.notice, "The unfinished game you left is kept in your saves as \"" + name + "\".");
  std::string kept;
  ASSERT_TRUE(tab.store.loadSlot(tab.store.listSlots()[0].id, kept).ok());
  EXPECT_EQ(kept, left);
  tab.notice.clear();
  tab.move();
  EXPECT_FALSE(tab.frame()) << "said once";
  EXPECT_EQ(tab.notice, "");
  EXPECT_EQ(tab.slotNames().size(), 1u);
}

TEST(SavePolicy, AGameASaveHoldsOrAFinishedOneIsNotCopiedAgain) {
  platform::MemoryStore kv;
  Tab tab(kv);
  tab.show(7, 12);
  tab.frame();
  ASSERT_TRUE(tab.store.saveSlot("mine", tab.payload(), "s", 1).ok());
  tab.show(8, 5);
  tab.policy.keepLeftGame(true);
  tab.move();
  tab.frame();
  EXPECT_EQ(tab.slotNames(), std::vector<std::string>{"mine"});
  EXPECT_EQ(tab.notice, "");

  tab.game.game->seek(tab.game.game->actions().size());  // played to its end
  ++tab.revision;
  tab.frame();
  tab.show(9, 5);
  tab.policy.keepLeftGame(true);
  tab.move();
  tab.frame();
  EXPECT_EQ(tab.slotNames(), std::vector<std::string>{"mine"}) << "a finished game is not kept";
}

TEST(SavePolicy, KeptNamesNeverRepeat) {
  platform::MemoryStore kv;
  Tab tab(kv);
  std::vector<int> turns;
  for (int seed = 20; seed < 23; ++seed) {
    tab.show(seed, 12);
    tab.policy.keepLeftGame(true);
    tab.move();
    tab.frame();
    turns.push_back(tab.game.game->rules().turn(tab.game.game->state()) + 1);
  }
  // The games of seeds 20 and 21 were left at the same turn: the second copy's name says "(2)".
  ASSERT_EQ(turns[0], turns[1]);
  const std::string base = "Unfinished game, turn " + std::to_string(turns[0]);
  std::vector<std::string> names = tab.slotNames();
  std::sort(names.begin(), names.end());
  EXPECT_EQ(names, (std::vector<std::string>{base, base + " (2)"}));
}

TEST(SavePolicy, AnotherTabsGameIsSaidAtOnceAndKeptBeforeTheNextMoveHere) {
  platform::MemoryStore kv;
  Tab here(kv);
  here.show(7, 10);
  here.frame();
  // The other tab's page writes its own game.
  LoadedGame other = test::randomGame(8, 2);
  other.game->seek(14);
  const std::string theirs = saveToText(recordOf(*other.game, other.header));
  platform::SaveStore there(kv);
  ASSERT_TRUE(there.writeAutosave(theirs, "theirs", 1).ok());
  kv.changeElsewhere();
  here.frame();
  EXPECT_EQ(here.notice,
            "Another tab of this page has saved a different game position. This tab keeps its own "
            "game: if you play on here, that one is kept in your saves first.");
  EXPECT_EQ(here.autosave(), theirs) << "nothing written without a move";
  here.notice.clear();
  here.move();
  here.frame();
  ASSERT_EQ(here.slotNames().size(), 1u);
  EXPECT_NE(
      here.notice.find("Another tab of this page saved a different game position: it is kept"),
      std::string::npos)
      << here.notice;
  std::string kept;
  ASSERT_TRUE(here.store.loadSlot(here.store.listSlots()[0].id, kept).ok());
  EXPECT_EQ(kept, theirs);
  EXPECT_EQ(here.autosave(), here.payload());
}

TEST(SavePolicy, ADamagedAutosaveIsNeverOverwrittenAndMovesToTheSaves) {
  platform::MemoryStore kv;
  Tab before(kv);
  before.show(7, 10);
  before.frame();
  std::string& raw = kv.raw()["carc.autosave"];
  raw[raw.size() - 5] ^= 0x15;  // a byte damaged on disk: the envelope's CRC no longer matches

  Tab tab(kv);
  LoadedGame loaded;
  EXPECT_FALSE(tab.policy.resume(loaded, tab.notice));
  EXPECT_EQ(tab.notice.rfind("The autosaved game could not be opened: ", 0), 0u) << tab.notice;
  const std::string damaged = kv.raw()["carc.autosave"];

  // No room to move it: the new game is not autosaved, leaving it asks, the damaged one stays.
  kv.setQuota(kv.used());
  tab.show(9, 4);
  tab.notice = tab.policy.releaseHeld();
  EXPECT_EQ(tab.notice.rfind("The damaged autosave could not be moved to your saves", 0), 0u)
      << tab.notice;
  tab.move();
  tab.frame();
  EXPECT_EQ(kv.raw()["carc.autosave"], damaged);
  EXPECT_TRUE(tab.policy.failing());
  EXPECT_TRUE(tab.policy.leavingUnsavedMoves(tab.shown()));

  // Room again: on the next move it moves to the saves (listed damaged), and this game is saved.
  kv.setQuota(5 * 1024 * 1024);
  tab.move();
  tab.frame();
  EXPECT_EQ(tab.notice,
            "The damaged autosave was moved to your saves as it is (listed as damaged): delete it "
            "there when you no longer need it.");
  ASSERT_EQ(tab.store.listSlots().size(), 1u);
  EXPECT_TRUE(tab.store.listSlots()[0].damaged);
  EXPECT_EQ(tab.autosave(), tab.payload());
  EXPECT_FALSE(tab.policy.failing());
  EXPECT_FALSE(tab.policy.leavingUnsavedMoves(tab.shown()));
}

TEST(SavePolicy, FullStorageIsSaidOnceAndTheLastAutosaveKept) {
  platform::MemoryStore kv;
  Tab tab(kv);
  tab.show(7, 10);
  tab.frame();
  const std::string last = tab.autosave();
  kv.setQuota(kv.used() - 1);  // full: not even a save of the same size fits
  tab.move();
  tab.frame();
  EXPECT_EQ(tab.notice,
            "Browser storage is full: the game was not saved and the previous save is kept. Delete "
            "old saves or export the game to a file.");
  EXPECT_EQ(tab.autosave(), last);
  EXPECT_TRUE(tab.policy.failing());
  EXPECT_TRUE(tab.policy.leavingUnsavedMoves(tab.shown()));
  tab.notice.clear();
  tab.move();
  tab.frame();
  EXPECT_EQ(tab.notice, "") << "said once";
  // A save that holds these moves: leaving no longer loses them.
  kv.setQuota(5 * 1024 * 1024);
  ASSERT_TRUE(tab.store.saveSlot("by hand", tab.payload(), "s", 1).ok());
  EXPECT_FALSE(tab.policy.unsavedMoves(tab.shown()));
  tab.move();
  tab.frame();
  EXPECT_FALSE(tab.policy.failing());
  EXPECT_EQ(tab.autosave(), tab.payload());
}

TEST(SavePolicy, ACopyThatFailsKeepsTheOldGameInTheAutosave) {
  platform::MemoryStore kv;
  Tab tab(kv);
  tab.show(7, 30);
  tab.frame();
  const std::string left = tab.autosave();
  tab.show(8, 2);
  tab.policy.keepLeftGame(true);
  kv.setQuota(kv.used() + 64);  // no room for a copy of the left game
  tab.move();
  tab.frame();
  EXPECT_EQ(tab.autosave(), left);
  EXPECT_EQ(tab.notice.rfind("The unfinished game you left could not be copied to your saves", 0),
            0u)
      << tab.notice;
  EXPECT_TRUE(tab.slotNames().empty());
  kv.setQuota(5 * 1024 * 1024);
  tab.move();
  tab.frame();
  EXPECT_EQ(tab.slotNames().size(), 1u);
  EXPECT_EQ(tab.autosave(), tab.payload());
}

TEST(SavePolicy, WithSavesOffNothingIsWrittenAndLeavingAsks) {
  platform::MemoryStore kv;
  kv.setAvailable(false);
  Tab tab(kv);
  tab.show(7, 10);
  tab.move();
  EXPECT_FALSE(tab.frame());
  EXPECT_TRUE(kv.raw().empty());
  EXPECT_TRUE(tab.policy.leavingUnsavedMoves(tab.shown()));
  tab.game.game->seek(tab.game.game->actions().size());
  EXPECT_FALSE(tab.policy.leavingUnsavedMoves(tab.shown())) << "a finished game loses nothing";
}

TEST(SavePolicy, ARefusedLinkLeavesTheAddressBarWithTheFirstAutosave) {
  platform::MemoryStore kv;
  Tab tab(kv);
  tab.policy.refusedLink();
  tab.show(7, 3);
  tab.move();
  EXPECT_TRUE(tab.frame());
  tab.move();
  EXPECT_FALSE(tab.frame());
}

}  // namespace
}  // namespace carc::app
