// The Castle's notation hooks (docs/notation.md "The Castle"): the FOLLOWER field and the
// decision tokens, parsed and printed back, with their errors.
#include <gtest/gtest.h>

#include "castle_util.h"

namespace carc::castle {
namespace {

using test::Table;

// FOLLOWER: a location of the tile just placed (any location of a segment names it; the action
// holds its canonical one), KIND@LOC for the Falcon's figures, '-' for none.
TEST(CastleNotation, FollowerField) {
  Table t({"falcon"});
  ASSERT_EQ(t.act(Action::draw(t.r->tileType("P1"))), "");
  ASSERT_EQ(t.act(Action::place(2, 0, 0)), "");
  Action a;
  std::string why;
  ASSERT_TRUE(t.r->parseFollower(t.pos, "N", a, why)) << why;
  EXPECT_EQ(a, Action::meeple(locationFromName("N")));
  EXPECT_EQ(t.r->printFollower(t.pos, a), "N");
  ASSERT_TRUE(t.r->parseFollower(t.pos, "NNE", a, why)) << why;  // the east court
  EXPECT_EQ(t.r->printFollower(t.pos, a), "E");
  ASSERT_TRUE(t.r->parseFollower(t.pos, "king@S", a, why)) << why;  // the path again
  EXPECT_EQ(a.arg0, Falcon::kKing);
  EXPECT_EQ(t.r->printFollower(t.pos, a), "king@N");
  ASSERT_TRUE(t.r->parseFollower(t.pos, "falconer@W", a, why)) << why;
  EXPECT_EQ(t.r->printFollower(t.pos, a), "falconer@W");
  ASSERT_TRUE(t.r->parseFollower(t.pos, "-", a, why));
  EXPECT_EQ(a, Action::pass());
  EXPECT_EQ(t.r->printFollower(t.pos, a), "-");
  EXPECT_FALSE(t.r->parseFollower(t.pos, "bishop@N", a, why));
  EXPECT_EQ(why, "no figure 'bishop' in this game");
  EXPECT_FALSE(t.r->parseFollower(t.pos, "Q", a, why));
  EXPECT_EQ(why, "expected a follower location (N, NNE, ..., C), KIND@LOC or '-', not 'Q'");
  EXPECT_FALSE(t.r->parseFollower(t.pos, "C", a, why));
  EXPECT_EQ(why, "no feature at C of the tile just placed");
  Table castle;  // no Falcon: no king
  EXPECT_FALSE(castle.r->parseFollower(castle.pos, "king@N", a, why));
}

// Tags: next (the placer's order), wall (a wall tile used now, or '-'), tower (explicit draws: the
// wall tile a marker found), wall on the final line with the player's name.
TEST(CastleNotation, DecisionTags) {
  auto r = test::rules();
  Decision d;
  d.phase = kPhaseScoreNext;
  EXPECT_EQ(r->decisionTag(d), "next");
  EXPECT_FALSE(r->tagNamesPlayer(d));
  d.phase = kPhaseWallDouble;
  EXPECT_EQ(r->decisionTag(d), "wall");
  d.phase = kPhaseWallExtra;
  EXPECT_EQ(r->decisionTag(d), "wall");
  d.phase = kPhaseWallReveal;
  EXPECT_EQ(r->decisionTag(d), "tower");
  EXPECT_FALSE(r->tagNamesPlayer(d));
  d.phase = kPhaseWallFinish;
  EXPECT_EQ(r->decisionTag(d), "wall");
  EXPECT_TRUE(r->tagNamesPlayer(d));
  for (uint8_t ph :
       {kPhaseScoreNext, kPhaseWallDouble, kPhaseWallExtra, kPhaseWallReveal, kPhaseWallFinish}) {
    d.phase = ph;
    EXPECT_TRUE(taggedDecision(d));
  }
}

TEST(CastleNotation, TagValuesRoundTrip) {
  auto r = test::rules();
  const Position none;
  Decision d;
  Action a;
  std::string why;
  d.phase = kPhaseWallDouble;
  d.arg = 2;
  ASSERT_TRUE(r->parseTagValue(none, d, "2", a, why)) << why;
  EXPECT_EQ(a.kind, kActWall);
  EXPECT_EQ(r->printTagValue(none, d, a), "2");
  ASSERT_TRUE(r->parseTagValue(none, d, "-", a, why));
  EXPECT_EQ(r->printTagValue(none, d, a), "-");
  EXPECT_FALSE(r->parseTagValue(none, d, "3", a, why));
  EXPECT_EQ(why, "expected wall:2 or wall:-, not '3'");
  d.phase = kPhaseWallFinish;
  d.arg = 4;
  ASSERT_TRUE(r->parseTagValue(none, d, "4@3,-1:NNE", a, why)) << why;
  EXPECT_EQ(r->printTagValue(none, d, a), "4@3,-1:NNE");
  EXPECT_FALSE(r->parseTagValue(none, d, "-", a, why));
  EXPECT_FALSE(r->parseTagValue(none, d, "4@3:N", a, why));
  EXPECT_EQ(why, "expected a feature X,Y:LOC, not '3:N'");
  d.phase = kPhaseScoreNext;
  ASSERT_TRUE(r->parseTagValue(none, d, "0,6:W", a, why)) << why;
  EXPECT_EQ(r->printTagValue(none, d, a), "0,6:W");
  EXPECT_FALSE(r->parseTagValue(none, d, "0,6:X", a, why));
  EXPECT_EQ(why, "expected a location (N, NNE, ..., C) after ':', not 'X'");
  d.phase = kPhaseWallReveal;
  ASSERT_TRUE(r->parseTagValue(none, d, "7", a, why)) << why;
  EXPECT_EQ(a.arg0, 7);
  EXPECT_EQ(r->printTagValue(none, d, a), "7");
  EXPECT_FALSE(r->parseTagValue(none, d, "0", a, why));
}

// A reveal names a wall tile left unseen: not a third copy of a number both of which are taken.
TEST(CastleNotation, RevealOnlyUnseenNumbers) {
  Table t;
  t.give(1, 4);
  t.give(1, 4);
  t.setTotal(0, 10);
  EXPECT_EQ(t.line("P9 2,0 r0 N tower:4"), "no such wall tile is left unseen");
  EXPECT_EQ(t.token("tower:5"), "");
  EXPECT_EQ(t.s.fresh[0][5], 1);
}

}  // namespace
}  // namespace carc::castle
