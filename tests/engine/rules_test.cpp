// base.md "Turn" and setup rules: placement, meeples, discards, turn order, players.
#include <gtest/gtest.h>

#include "engine/modes/base/playout.h"
#include "test_util.h"

namespace carc {
namespace {

using test::errorOf;
using test::play;

int typeOf(const char* id) {
  return baseTileSet().find(id);
}

// Setup: 2 to 6 players with 7 meeples each; the start tile D at 0,0; 71 tiles in the bag.
TEST(Setup, TwoToSixPlayersSevenMeeplesEach) {
  Rules rules(baseTileSet());
  State s;
  for (int p : {1, 7}) {
    GameSetup st;
    st.players = p;
    EXPECT_NE(rules.setup(s, st), "") << p;
  }
  for (int p = 2; p <= 6; ++p) {
    GameSetup st;
    st.players = p;
    ASSERT_EQ(rules.setup(s, st), "");
    for (int i = 0; i < p; ++i) EXPECT_EQ(s.supply[i], 7);
    EXPECT_EQ(s.board.tileCount, 1);
    EXPECT_EQ(s.board.tiles[0].type, typeOf("D"));
    EXPECT_EQ(s.board.tileAt(0, 0), 0);
    EXPECT_EQ(s.bagCount + (s.drawn != kNone8 ? 1 : 0) + s.discardCount, 71);
  }
}

// Conventions: y grows to the south: 0,-1 is north of the start tile, whose north edge is city.
TEST(Placement, YGrowsSouth) {
  EXPECT_EQ(errorOf("1. E 0,-1 r2 -\n"), "");  // city S meets D's city N
  EXPECT_NE(errorOf("1. E 0,-1 r0 -\n"), "");  // field S against city
  EXPECT_EQ(errorOf("1. E 0,1 r2 -\n"), "");   // south of D: field meets field
}

// Turn 1: the tile must touch a placed tile edge to edge (a corner is not enough).
TEST(Placement, MustTouchEdgeToEdge) {
  const std::string e = errorOf("1. B 1,1 r0 -\n");
  EXPECT_NE(e.find("line 7, column 6"), std::string::npos) << e;  // the X,Y token
  EXPECT_NE(e.find("must touch a placed tile"), std::string::npos) << e;
  EXPECT_NE(errorOf("1. B 5,0 r0 -\n"), "");
}

TEST(Placement, CellMustBeFree) {
  const std::string e = errorOf("1. B 0,0 r0 -\n");
  EXPECT_NE(e.find("already holds a tile"), std::string::npos) << e;
}

// Turn 1: every touching edge must match: city-city, road-road, field-field.
TEST(Placement, EveryTouchingEdgeMustMatch) {
  EXPECT_NE(errorOf("1. U 1,0 r1 -\n").find("edges must match"),
            std::string::npos);  // field vs road
  EXPECT_EQ(errorOf("1. U 1,0 r0 -\n"), "");
  EXPECT_NE(errorOf("1. C 0,1 r0 -\n"), "");  // city against D's southern field
  // Two neighbours: the cell 1,-1 touches U at 1,0 (north field) and E at 0,-1 (east field).
  EXPECT_EQ(errorOf("1. U 1,0 r0 -\n2. E 0,-1 r2 -\n3. B 1,-1 r0 -\n"), "");
  // E r3 shows its city to the west, against E at 0,-1's field: one mismatching edge is enough.
  EXPECT_NE(errorOf("1. U 1,0 r0 -\n2. E 0,-1 r2 -\n3. E 1,-1 r3 -\n"), "");
}

// Legal placements list every fitting cell and rotation, and nothing else.
TEST(Placement, LegalPlacementsAreExactlyTheFittingOnes) {
  Rules rules(baseTileSet());
  State s;
  GameSetup st;
  st.explicitDraws = true;
  rules.setup(s, st);
  rules.apply(s, Action::draw(typeOf("E")));
  ActionList list;
  rules.legalActions(s, list);
  // Around D alone, E (city one side) fits: north r2 only; east/west with city away from D; south.
  int n = 0;
  for (int y = -2; y <= 2; ++y)
    for (int x = -2; x <= 2; ++x)
      for (int r = 0; r < 4; ++r) {
        const bool legal = rules.check(s, Action::place(x, y, r)).empty();
        bool listed = false;
        for (const Action& a : list) listed |= a == Action::place(x, y, r);
        EXPECT_EQ(legal, listed) << x << "," << y << " r" << r;
        n += legal;
      }
  EXPECT_EQ(n, list.count);
  EXPECT_EQ(n, 1 + 0 + 0 + 3);  // N: r2 only; E, W: no road on E; S: city anywhere but N
}

// Turn 1: a tile that fits nowhere is discarded (shown to all) and a new one is drawn.
TEST(Discard, TileThatFitsNowhereIsDiscarded) {
  // After E closes D's city there is no open city edge: C (city on all sides) fits nowhere.
  auto g = play("1. E 0,-1 r2 -\ndiscard C\n2. U 1,0 r0 -\n");
  EXPECT_EQ(baseState(*g.game).discardCount, 1);
  EXPECT_EQ(baseState(*g.game).discards[0], typeOf("C"));
  EXPECT_EQ(baseState(*g.game).turn, 2);
  bool logged = false;
  for (const GameEvent& e : g.game->events()) logged |= e.type == GameEvent::kDiscard;
  EXPECT_TRUE(logged);
}

TEST(Discard, TileThatFitsCannotBeDiscarded) {
  const std::string e = errorOf("discard C\n");
  EXPECT_NE(e.find("cannot be discarded"), std::string::npos) << e;
  const std::string e2 = errorOf("1. E 0,-1 r2 -\n2. C 1,0 r0 -\n");
  EXPECT_NE(e2.find("must be discarded"), std::string::npos) << e2;
}

// Turn 2: optionally one meeple, on a feature of the tile just placed.
TEST(Meeple, OptionsAreTheNewTilesUnoccupiedFeatures) {
  Rules rules(baseTileSet());
  State s;
  GameSetup st;
  st.explicitDraws = true;
  rules.setup(s, st);
  rules.apply(s, Action::draw(typeOf("X")));
  rules.apply(s, Action::place(1, 0, 0));
  ActionList list;
  rules.legalActions(s, list);
  // X: 4 roads + 4 fields, plus pass. The W road continues D's road (unoccupied).
  EXPECT_EQ(list.count, 9);
  EXPECT_EQ(list.items[list.count - 1].kind, kActPass);
  EXPECT_NE(rules.check(s, Action::meeple(kCentre)), "");  // X has no cloister
  // Skipping the meeple is always allowed.
  EXPECT_EQ(rules.check(s, Action::pass()), "");
}

// Turn 2: a feature is occupied if any meeple stands anywhere in its connected whole.
TEST(Meeple, OccupiedFeatureIsRefusedAnywhereAlongIt) {
  const std::string e = errorOf("1. U 1,0 r0 E\n2. U 2,0 r0 W\n");
  EXPECT_NE(e.find("occupied"), std::string::npos) << e;
  EXPECT_NE(e.find("line 8"), std::string::npos) << e;
  // The far end of the same road is occupied too; the field beside it is free.
  EXPECT_NE(errorOf("1. U 1,0 r0 E\n2. U -1,0 r0 W\n"), "");
  EXPECT_EQ(errorOf("1. U 1,0 r0 E\n2. U 2,0 r0 NNW\n"), "");
}

// Conventions: a feature is addressed by any edge it touches, in board orientation.
TEST(Meeple, AnyLocationOfTheFeatureAddressesIt) {
  auto g1 = play("1. U 1,0 r0 W\n");
  auto g2 = play("1. U 1,0 r0 E\n");
  EXPECT_EQ(g1.rules->hash(g1.game->state()), g2.rules->hash(g2.game->state()));
  // Board orientation: U at r1 runs N-S, so its road is at N, not E.
  EXPECT_NE(errorOf("1. U 0,1 r1 E\n"), "");  // U r1 at 0,1: N road vs D's field: illegal anyway
  auto g3 = play("1. V 1,0 r1 N\n");          // V r1: road W-N; N is the road
  EXPECT_EQ(baseState(*g3.game).figureCount, 1);
  EXPECT_EQ(baseState(*g3.game).features.nodes[baseState(*g3.game).figures[0].seg].kind,
            FeatureKind::Road);
}

TEST(Meeple, NoMeepleLeftNoOption) {
  Rules rules(baseTileSet());
  State s;
  GameSetup st;
  st.explicitDraws = true;
  rules.setup(s, st);
  rules.apply(s, Action::draw(typeOf("U")));
  rules.apply(s, Action::place(1, 0, 0));
  s.supply[0] = 0;
  ActionList list;
  rules.legalActions(s, list);
  EXPECT_EQ(list.count, 1);  // pass only
  EXPECT_NE(rules.check(s, Action::meeple(locationFromName("E"))).find("no meeple"),
            std::string::npos);
}

// Players take turns in order.
TEST(Turn, PlayersTakeTurnsInOrder) {
  auto g = play("1. U 1,0 r0 -\n2. U 2,0 r0 -\n3. U 3,0 r0 -\n4. U 4,0 r0 -\n", 3);
  EXPECT_EQ(baseState(*g.game).current, 1);  // turn 5 is B's (A, B, C, A, B)
  EXPECT_EQ(g.game->decision().player, 1);
}

// The game ends after the last tile: then final scoring, and no more actions.
TEST(Turn, GameEndsAfterTheLastTile) {
  Rules rules(baseTileSet());
  const State s = test::playedOut(rules, 3);
  EXPECT_TRUE(s.over());
  EXPECT_EQ(s.bagCount, 0);
  EXPECT_EQ(rules.decision(s).phase, kPhaseGameOver);
  ActionList list;
  rules.legalActions(s, list);
  EXPECT_EQ(list.count, 0);
  EXPECT_NE(rules.check(s, Action::pass()), "");
}

// Undo/redo of any number of actions replays from the setup.
TEST(History, UndoRedoAnyNumber) {
  Rules rules(baseTileSet());
  GameSetup st;
  st.seed = 11;
  Game g(rules, st);
  Rng pol = policyRng(11);
  ActionList list;
  std::vector<uint64_t> hashes{rules.hash(baseState(g))};
  while (!g.over()) {
    g.legalActions(list);
    ASSERT_EQ(g.play(list.items[pol.below(static_cast<uint32_t>(list.count))]), "");
    hashes.push_back(rules.hash(baseState(g)));
  }
  const size_t n = g.actions().size();
  g.undo(n);
  EXPECT_EQ(rules.hash(baseState(g)), hashes[0]);
  g.redo(37);
  EXPECT_EQ(rules.hash(baseState(g)), hashes[37]);
  g.undo(5);
  EXPECT_EQ(rules.hash(baseState(g)), hashes[32]);
  g.redo(n);
  EXPECT_EQ(rules.hash(baseState(g)), hashes[n]);
  // Playing after an undo drops the redo tail.
  g.undo(1);
  g.legalActions(list);
  ASSERT_EQ(g.play(list.items[0]), "");
  EXPECT_FALSE(g.canRedo());
  EXPECT_EQ(g.actions().size(), n);
  // Illegal actions are refused with the rule and change nothing.
  EXPECT_NE(g.play(Action::place(50, 50, 0)), "");
}

}  // namespace
}  // namespace carc
