// Golden files of a game with all four mini-expansions (docs/saves.md, "Releasing a format
// version"): its record in notation 1, a save of format 1 and two links of format g1 (the
// finished game, and a public view of it in progress with face-down bets), written once by the
// release that first shipped the four minis and never regenerated. Every later version must open
// each to the same game: a link pasted in a wiki or a save in a player's browser keeps working.
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "engine/modes/base/rules.h"
#include "engine/record/codec.h"
#include "engine/record/link.h"
#include "engine/record/notation.h"

namespace carc {
namespace {

const std::vector<std::string> kPlayers = {"Ann", "Bob", "\xC5\xA0\xC3\xA1rka", "Ioana"};  // Šárka
const std::vector<std::string> kExpansions = {"mage-witch", "wind-roses(spielbox)", "la-porxada",
                                              "bets"};

// The file's first line (the golden files carry a comment after it), or the whole record.
std::string golden(const std::string& name, bool firstLineOnly = true) {
  std::ifstream in(std::string(CARC_SOURCE_DIR) + "/tests/golden/" + name, std::ios::binary);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_FALSE(text.empty()) << name;
  return firstLineOnly ? text.substr(0, text.find('\n')) : text;
}

std::vector<int> scores(const State& s) {
  std::vector<int> v;
  for (int p = 0; p < s.players; ++p) v.push_back(s.total(p));
  return v;
}

void expectSetup(const LoadedGame& g, const std::string& what) {
  EXPECT_EQ(g.header.players, kPlayers) << what;
  EXPECT_EQ(g.header.expansions, kExpansions) << what;
}

// The game's end and two positions in it, as the record gives them (the Result line: 19, 24,
// 20, 25).
constexpr uint64_t kEndHash = 12516556075786413878ull;
constexpr uint64_t kAt145Hash = 6212873265625609497ull;
const std::vector<int> kEndScores = {19, 24, 20, 25};

LoadedGame record() {
  LoadedGame g;
  NotationError err;
  EXPECT_TRUE(loadRecord(golden("record-minis.carc", false), g, err)) << err.str();
  return g;
}

TEST(GoldenMinis, RecordOfNotation1Replays) {
  LoadedGame g = record();
  ASSERT_TRUE(g.game);
  expectSetup(g, "record");
  EXPECT_TRUE(baseState(*g.game).over());
  EXPECT_EQ(g.game->actions().size(), 247u);
  EXPECT_EQ(scores(baseState(*g.game)), kEndScores);
  EXPECT_EQ(g.header.result, kEndScores);
  EXPECT_EQ(g.rules->hash(g.game->state()), kEndHash);
}

// The save holds the whole game with its last 102 actions undone (a redo tail): it opens at
// action 145, where the record is at that point, and redoes to the record's end.
TEST(GoldenMinis, SaveOfFormat1OpensAtItsCursor) {
  LoadedGame g;
  std::string why;
  ASSERT_TRUE(loadSaveText(golden("save-v1-minis.txt"), g, why)) << why;
  expectSetup(g, "save");
  ASSERT_EQ(g.header.extra.size(), 1u);
  EXPECT_EQ(g.header.extra[0].second, "golden save of the four mini-expansions, format 1");
  EXPECT_EQ(g.game->cursor(), 145u);
  EXPECT_EQ(g.game->actions().size(), 247u);
  LoadedGame r = record();
  r.game->seek(145);
  EXPECT_EQ(g.rules->hash(g.game->state()), r.rules->hash(r.game->state()));
  EXPECT_EQ(g.rules->hash(g.game->state()), kAt145Hash);
  EXPECT_EQ(scores(baseState(*g.game)), (std::vector<int>{3, 7, 0, 0}));
  g.game->seek(g.game->actions().size());
  EXPECT_EQ(g.rules->hash(g.game->state()), kEndHash);
  EXPECT_EQ(scores(baseState(*g.game)), kEndScores);
}

TEST(GoldenMinis, FinishedLinkOfFormatG1Opens) {
  LoadedGame g;
  LinkInfo info;
  std::string why;
  ASSERT_TRUE(decodeLink(golden("link-g1-minis.txt"), g, why, &info)) << why;
  expectSetup(g, "finished link");
  EXPECT_FALSE(info.inProgress);
  EXPECT_TRUE(g.header.seeded);
  EXPECT_EQ(g.header.seed, 41u);
  EXPECT_EQ(g.rules->hash(g.game->state()), kEndHash);
  EXPECT_EQ(scores(baseState(*g.game)), kEndScores);
}

// The position after move 60, as an outsider sees it: the draws so far as explicit draws, the
// bet chips still face down replaced by placeholders (LinkInfo::hiddenReplaced).
TEST(GoldenMinis, InProgressLinkOfFormatG1ShowsThePublicPosition) {
  LoadedGame g;
  LinkInfo info;
  std::string why;
  ASSERT_TRUE(decodeLink(golden("link-g1-minis-progress.txt"), g, why, &info)) << why;
  expectSetup(g, "link in progress");
  EXPECT_TRUE(info.inProgress);
  EXPECT_TRUE(info.hiddenReplaced);
  EXPECT_FALSE(g.header.seeded);
  EXPECT_EQ(g.game->movesIn(g.game->cursor()), 60);
  LoadedGame r = record();
  r.game->seek(r.game->cursorAfterMove(60));
  EXPECT_EQ(baseState(*g.game).turn, baseState(*r.game).turn);
  EXPECT_EQ(baseState(*g.game).current, baseState(*r.game).current);
  EXPECT_EQ(scores(baseState(*g.game)), scores(baseState(*r.game)));
  EXPECT_EQ(scores(baseState(*g.game)), (std::vector<int>{0, 2, 0, 0}));
  EXPECT_EQ(g.rules->hash(g.game->state()), 184239121252794820ull);
}

}  // namespace
}  // namespace carc
