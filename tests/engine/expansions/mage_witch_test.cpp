// The Magician and the Witch: one test per rule of minis.md section 1 and per footnote and
// clarification of seed 001 (Romanian wiki page). Records use explicit draws from the start
// tile D at 0,0 (city cap N, road W-E).
#include "engine/modes/base/expansions/mage_witch.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "../test_util.h"
#include "xp_util.h"

namespace carc {
namespace {

const char* kMW = "mage-witch";

int figSeg(const LoadedGame& g, MagicFigure f) {
  return mageWitch().figureSegment(baseRules(*g.rules), baseState(*g.game), f);
}
int figRoot(const LoadedGame& g, MagicFigure f) {
  const int s = figSeg(g, f);
  return s < 0 ? -1 : baseState(*g.game).features.find(s);
}
int rootAt(const LoadedGame& g, int x, int y, const char* loc) {
  return baseState(*g.game).features.find(xt::seg(g, x, y, loc));
}

// minis.md 1 "Components": 8 land tiles with a magic symbol (a marker), no pennants; the
// digest's edge table.
TEST(MageWitch, EightMagicTilesAsInTheDigest_Seed001) {
  std::string why;
  auto r = makeRules("base", {kMW}, why);
  ASSERT_TRUE(r) << why;
  const char* ids[] = {"MW1", "MW2", "MW3", "MW4", "MW5", "MW6", "MW7", "MW8"};
  const char* edges[] = {"CRRR", "CRRC", "CCRC", "RCRC", "CFCF", "CCRC", "CRRR", "CRRC"};
  const uint32_t magic = r->tiles().flag("magic");
  int total = 0;
  for (int i = 0; i < 8; ++i) {
    const int t = r->tiles().find(ids[i]);
    ASSERT_GE(t, 0) << ids[i];
    const TileType& tt = r->type(t);
    EXPECT_EQ(tt.edges, edges[i]) << ids[i];
    EXPECT_TRUE(tt.flags & magic) << ids[i];
    total += tt.count;
    for (int s = 0; s < tt.segCount; ++s) EXPECT_EQ(tt.seg[s].pennants, 0) << ids[i];
  }
  EXPECT_EQ(total, 8);
  EXPECT_EQ(r->tiles().totalTiles(), 80);
  // The symbol is no feature: segment kinds are only road, city, field.
  const TileType& mw3 = r->type(r->tiles().find("MW3"));
  int cities = 0;
  for (int s = 0; s < mw3.segCount; ++s) cities += mw3.seg[s].kind == FeatureKind::City;
  EXPECT_EQ(cities, 3);  // three separate caps
}

// Seed 001 "Atașarea unui cartonaș": after placing a magic tile, before the meeple, the player
// must place or move a magic figure: the decision comes before the meeple step.
TEST(MageWitch, MagicStepComesBeforeTheMeepleStep_Seed001) {
  LoadedGame g = xt::play(kMW, "1. MW1 1,0 r0");
  const Decision d = g.game->decision();
  EXPECT_EQ(d.phase, kPhaseMagic);
  EXPECT_EQ(d.player, 0);
  EXPECT_EQ(baseState(*g.game).step, Step::Meeple);  // the meeple step is next
  // Without the magic token the turn cannot go on to the meeple.
  EXPECT_NE(xt::errorOf(kMW, "1. MW1 1,0 r0 W\n2. U -1,0 r0 -"), "");
}

// Footnote 4, case 1: neither figure on the board: bring one in, the player picks which.
TEST(MageWitch, NeitherOnBoardBringInEither_Seed001Footnote4) {
  LoadedGame g = xt::play(kMW, "1. MW1 1,0 r0");
  ActionList l;
  g.game->legalActions(l);
  int mag = 0, wit = 0;
  for (const Action& a : l) {
    EXPECT_EQ(a.kind, kActMagicPlace);
    (a.arg0 == kMagician ? mag : wit)++;
  }
  EXPECT_GT(mag, 0);
  EXPECT_EQ(mag, wit);
  LoadedGame w = xt::play(kMW, "1. MW1 1,0 r0 - magic:witch@1,0:N");
  EXPECT_EQ(figRoot(w, kWitch), rootAt(w, 1, 0, "N"));
  EXPECT_LT(figSeg(w, kMagician), 0);
}

// Footnote 4, case 3 (corrected 3/2020): one on the board: move it or bring in the other.
TEST(MageWitch, OneOnBoardMoveItOrBringTheOther_Seed001Footnote4) {
  const std::string base = "1. MW1 1,0 r0 - magic:magician@1,0:N\n2. MW2 -1,0 r0 - ";
  LoadedGame moved = xt::play(kMW, base + "magic:magician@1,0:S");
  EXPECT_EQ(figRoot(moved, kMagician), rootAt(moved, 1, 0, "S"));
  EXPECT_LT(figSeg(moved, kWitch), 0);
  LoadedGame brought = xt::play(kMW, base + "magic:witch@1,0:S");
  EXPECT_EQ(figRoot(brought, kMagician), rootAt(brought, 1, 0, "N"));
  EXPECT_EQ(figRoot(brought, kWitch), rootAt(brought, 1, 0, "S"));
}

// Footnote 4, case 2: both on the board: move one of them (either).
TEST(MageWitch, BothOnBoardMoveOne_Seed001Footnote4) {
  const std::string base =
      "1. MW1 1,0 r0 - magic:magician@0,0:E\n2. MW2 -1,0 r0 - magic:witch@-1,0:N\n"
      "3. MW8 2,0 r1 - ";
  LoadedGame g = xt::play(kMW, base + "magic:witch@2,0:S");
  EXPECT_EQ(figRoot(g, kWitch), rootAt(g, 2, 0, "S"));
  EXPECT_EQ(figRoot(g, kMagician), rootAt(g, 0, 0, "E"));
  LoadedGame m = xt::play(kMW, base + "magic:magician@2,0:N");
  EXPECT_EQ(figRoot(m, kMagician), rootAt(m, 2, 0, "N"));
}

// Footnote 3 (5/2014): a figure that is moved must go to a different feature.
TEST(MageWitch, MovedFigureMustChangeFeature_Seed001Footnote3) {
  const std::string base =
      "1. MW1 1,0 r0 - magic:magician@0,0:E\n2. MW2 -1,0 r0 - magic:witch@-1,0:N\n"
      "3. MW8 2,0 r1 - ";
  // Any segment of the magician's road counts as the same feature (here its far end).
  EXPECT_NE(xt::errorOf(kMW, base + "magic:magician@-1,0:S").find("different feature"),
            std::string::npos);
}

// minis.md 1: the two figures never share a feature.
TEST(MageWitch, FiguresNeverShareAFeature_Seed001) {
  EXPECT_NE(xt::errorOf(kMW,
                        "1. MW1 1,0 r0 - magic:magician@0,0:E\n2. MW2 -1,0 r0 - "
                        "magic:witch@0,0:W")
                .find("never share"),
            std::string::npos);
}

// Footnote 2: any segment of any unfinished road or city anywhere, the new tile included.
TEST(MageWitch, TargetsAnyUnfinishedRoadOrCityAnywhere_Seed001Footnote2) {
  LoadedGame g = xt::play(kMW, "1. U -1,0 r0 -\n2. MW1 1,0 r0");
  ActionList l;
  g.game->legalActions(l);
  // Open roads and cities: D's cap, the road U-D-MW1(W), MW1's cap, MW1's E and S roads.
  EXPECT_EQ(l.count, 2 * 5);
  // Fields and cloisters are not targets.
  EXPECT_NE(xt::errorOf(kMW, "1. U -1,0 r0 -\n2. MW1 1,0 r0 - magic:magician@-1,0:N")
                .find("road or a city"),
            std::string::npos);
  // The start tile's cap, far from the new tile, is a target.
  EXPECT_EQ(xt::errorOf(kMW, "1. U -1,0 r0 -\n2. MW1 1,0 r0 - magic:magician@0,0:N"), "");
}

// Footnote 1: a feature the new tile just completed is not eligible.
TEST(MageWitch, FeatureJustCompletedIsNotEligible_Seed001Footnote1) {
  // A closes D's road to the west; MW1 closes it to the east: the road is complete.
  const std::string body = "1. A -1,0 r3 -\n2. MW1 1,0 r0 - ";
  EXPECT_NE(xt::errorOf(kMW, body + "magic:magician@0,0:E").find("finished"), std::string::npos);
  EXPECT_EQ(xt::errorOf(kMW, body + "magic:magician@1,0:N"), "");
}

// Seed 001: "If you cause (by placing a tile) both magic figures to occupy the same feature, you
// must move one of them at once; if the same placement also causes a scoring, move it before
// scoring." Any tile, not only a magic tile.
TEST(MageWitch, ForcedMoveWhenAPlacementJoinsTheirFeaturesBeforeScoring_Seed001) {
  // Magician on MW1's south road, witch on its east road; three curves join the two roads into
  // one loop; the last curve (a plain tile) also completes the loop.
  const std::string base =
      "1. MW1 1,0 r0 - magic:magician@1,0:S\n2. MW2 -1,0 r0 - magic:witch@1,0:E\n"
      "3. V 2,0 r0 -\n4. V 2,1 r1 -\n";
  LoadedGame open = xt::play(kMW, base + "5. V 1,1 r2");
  EXPECT_EQ(open.game->decision().phase, kPhaseMagic);
  EXPECT_EQ(open.game->decision().arg, 1);  // forced move, not a magic tile
  LoadedGame g = xt::play(kMW, base + "5. V 1,1 r2 N magic:witch@-1,0:N");
  const State& s = baseState(*g.game);
  // The loop (4 tiles) scored with the magician only: 4 + 4.
  EXPECT_EQ(xt::col(g, s, 0, "road"), 4);
  EXPECT_EQ(xt::col(g, s, 0, "magician"), 4);
  EXPECT_EQ(xt::col(g, s, 0, "witch"), 0);
  EXPECT_LT(figSeg(g, kMagician), 0);  // left after the scoring
  EXPECT_EQ(figRoot(g, kWitch), rootAt(g, -1, 0, "N"));
  // The forced move must leave the joined feature (here also just completed).
  EXPECT_NE(xt::errorOf(kMW, base + "5. V 1,1 r2 N magic:witch@2,1:N").find("finished"),
            std::string::npos);
}

// Seed 001 "Declanșarea unei evaluări": the magician adds 1 point per tile of the feature.
TEST(MageWitch, MagicianAddsOnePointPerTile_Seed001) {
  LoadedGame g =
      xt::play(kMW, "1. MW1 1,0 r0 W magic:magician@0,0:E\n2. U -1,0 r0 -\n3. A -2,0 r3 -");
  const State& s = baseState(*g.game);
  EXPECT_EQ(xt::col(g, s, 0, "road"), 4);
  EXPECT_EQ(xt::col(g, s, 0, "magician"), 4);
  EXPECT_EQ(s.total(0), 8);
}

// The magician counts tiles, not pennants (seed 001, "Hanuri și catedrale": no bonus for
// pennants).
TEST(MageWitch, MagicianCountsTilesNotPennants_Seed001) {
  // A scored city of 3 tiles with 2 pennants, the magician on it: +3.
  std::string why;
  auto r = makeRules("base", {kMW}, why);
  State s;
  r->setup(s, GameSetup{});
  ScoreEvent ev;
  ev.kind = FeatureKind::City;
  ev.complete = 1;
  ev.tileCount = 3;
  ev.pennants = 2;
  ev.winners = 1;
  ev.points[0] = 10;
  // Put the magician on the start tile's city and score it as that feature.
  mageWitch().setFigureSegment(*r, s, kMagician, r->segmentAt(s, 0, 1));
  ev.feature = static_cast<uint16_t>(s.features.find(r->segmentAt(s, 0, 1)));
  mageWitch().onFeatureScored(*r, s, ev);
  EXPECT_EQ(ev.adjust[0], 3);
  EXPECT_EQ(ev.adjustColumn, r->scoreColumn("magician"));
}

// Seed 001: the witch halves the feature's points, rounded up.
TEST(MageWitch, WitchHalvesRoundedUp_Seed001) {
  LoadedGame g = xt::play(
      kMW, "1. MW1 1,0 r0 W magic:witch@0,0:E\n2. U -1,0 r0 -\n3. U -2,0 r0 -\n4. A -3,0 r3 -");
  const State& s = baseState(*g.game);
  EXPECT_EQ(xt::col(g, s, 0, "road"), 5);
  EXPECT_EQ(xt::col(g, s, 0, "witch"), -2);  // 5 -> 3
  EXPECT_EQ(s.total(0), 3);
}

// Seed 001 (inns and cathedrals): the bonuses are added first, then halved; here the value
// stage (ev.bonus) stands for them.
TEST(MageWitch, WitchHalvesAfterValueBonuses_Seed001) {
  std::string why;
  auto r = makeRules("base", {kMW}, why);
  State s;
  r->setup(s, GameSetup{});
  const int g = r->segmentAt(s, 0, 1);
  mageWitch().setFigureSegment(*r, s, kWitch, g);
  ScoreEvent ev;
  ev.kind = FeatureKind::City;
  ev.feature = static_cast<uint16_t>(s.features.find(g));
  ev.winners = 1;
  ev.points[0] = 3;
  ev.bonus[0] = 4;  // 7 in all -> 4
  ev.final = 1;
  mageWitch().onFeatureScored(*r, s, ev);
  EXPECT_EQ(ev.points[0] + ev.bonus[0] + ev.adjust[0], 4);
  EXPECT_EQ(ev.adjustColumn, r->scoreColumn("witch"));
}

// What a feature nobody scored was worth with a figure on it (what the log and the board show):
// the same modifiers as for a winner (seed 001), from the same rule (magicAdjustment).
TEST(MageWitch, WorthOfAFeatureNobodyScoredHasTheFiguresChange_Seed001) {
  std::string why;
  auto r = makeRules("base", {kMW}, why);
  for (const MagicFigure f : {kMagician, kWitch}) {
    State s;
    r->setup(s, GameSetup{});
    const int g = r->segmentAt(s, 0, 1);
    ScoreEvent ev;
    ev.kind = FeatureKind::City;
    ev.complete = 1;
    ev.feature = static_cast<uint16_t>(s.features.find(g));
    ev.tileCount = 3;
    ev.value = 7;  // 3 tiles and 2 pennants, scored by nobody
    EXPECT_EQ(worthWithFigure(*r, ev), 7) << "no figure on it";
    mageWitch().setFigureSegment(*r, s, f, g);
    mageWitch().onFeatureScored(*r, s, ev);
    EXPECT_EQ(worthWithFigure(*r, ev), f == kMagician ? 10 : 4);
    EXPECT_EQ(ev.adjust[0] + ev.adjust[1], 0) << "nobody scores the change";
  }
}

// What a magic step's target says a figure would make of it (the board's words): the road of
// MW1, the start tile and U, 3 tiles and 3 points completed now; the magician +1 per tile (6),
// the witch half rounded up (2); the start tile's city cap, 1 tile: 2 points, 3 and 1. Then the
// magician placed there and the road completed with 4 tiles scores what the same rule gives.
TEST(MageWitch, TargetWorthWithEachFigure_Seed001) {
  LoadedGame g = xt::play(kMW, "1. MW1 1,0 r0 W magic:witch@0,0:N\n2. U -1,0 r0 -");
  FeatureInfo road, city;
  const State& s = baseState(*g.game);
  ASSERT_TRUE(
      g.rules->featureAt(g.game->state(), s.board.tileAt(0, 0), locationFromName("E"), 0, road));
  EXPECT_EQ(road.kind, FeatureKind::Road);
  EXPECT_EQ(road.tiles.size(), 3u);
  EXPECT_EQ(road.points, 3);
  EXPECT_EQ(worthWithFigure(kMagician, road), 6);
  EXPECT_EQ(worthWithFigure(kWitch, road), 2);
  FeatureInfo plain;
  plain.points = 2;
  plain.tiles = {0};
  EXPECT_EQ(worthWithFigure(kMagician, plain), 3);
  EXPECT_EQ(worthWithFigure(kWitch, plain), 1);
  // The magician on the road (4 tiles once A closes it): 4 + 4, as the step would have said.
  LoadedGame h =
      xt::play(kMW, "1. MW1 1,0 r0 W magic:magician@0,0:E\n2. U -1,0 r0 -\n3. A -2,0 r3 -");
  EXPECT_EQ(
      xt::col(h, baseState(*h.game), 0, "road") + xt::col(h, baseState(*h.game), 0, "magician"), 8);
  FeatureInfo four;
  four.points = 4;
  four.tiles = {0, 1, 2, 3};
  EXPECT_EQ(worthWithFigure(kMagician, four), 8);
}

// Seed 001: after modifying a scored feature, the figure leaves the board, even if nobody
// scored (minis.md 1).
TEST(MageWitch, FigureLeavesAfterScoringEvenIfNobodyScored_Seed001) {
  LoadedGame g =
      xt::play(kMW, "1. MW1 1,0 r0 - magic:magician@0,0:E\n2. U -1,0 r0 -\n3. A -2,0 r3 -");
  const State& s = baseState(*g.game);
  EXPECT_EQ(s.total(0) + s.total(1), 0);
  EXPECT_LT(figSeg(g, kMagician), 0);
  // Back beside the board, it can be brought in again by the next magic tile.
  LoadedGame again = xt::play(kMW,
                              "1. MW1 1,0 r0 - magic:magician@0,0:E\n2. U -1,0 r0 -\n"
                              "3. A -2,0 r3 -\n4. MW2 1,-1 r3 - magic:magician@1,-1:S");
  EXPECT_GE(figSeg(again, kMagician), 0);
}

// minis.md 1 / seed 001 "Evaluarea finală": at final scoring the figures modify incomplete
// features the same way.
TEST(MageWitch, SameModifiersAtFinalScoring_Seed001) {
  LoadedGame g = xt::play(kMW, "1. MW1 1,0 r0 W magic:magician@0,0:E\n2. U -1,0 r0 -");
  State s = xt::ended(g);
  ASSERT_TRUE(s.over());
  EXPECT_EQ(xt::col(g, s, 0, "road"), 3);
  EXPECT_EQ(xt::col(g, s, 0, "magician"), 3);
  LoadedGame w = xt::play(kMW, "1. MW1 1,0 r0 W magic:witch@0,0:E\n2. U -1,0 r0 -");
  State sw = xt::ended(w);
  EXPECT_EQ(sw.total(0), 2);  // 3 halved, rounded up
}

// Seed 001: with no eligible target the player must remove a figure on the board (their
// choice when both are there; with one there it simply leaves).
TEST(MageWitch, NoEligibleTargetRemovesAFigure_Seed001) {
  LoadedGame g = xt::play(kMW,
                          "1. MW1 1,0 r0 - magic:magician@0,0:E\n2. MW2 -1,0 r0 - "
                          "magic:witch@-1,0:N");
  const Rules& r = baseRules(*g.rules);
  State s = baseState(*g.game);
  // Every road and city finished (as if): only removals are legal.
  for (int i = 0; i < s.features.count; ++i) s.features.nodes[i].open = 0;
  s.features.openRoots = {};  // the unfinished roads/cities index agrees
  Decision d = g.game->decision();
  d.phase = kPhaseMagic;
  d.owner = static_cast<uint8_t>(r.indexOf(&mageWitch()) + 1);
  ActionList l;
  mageWitch().legalActions(r, s, d, l);
  ASSERT_EQ(l.count, 2);
  EXPECT_EQ(l.items[0].kind, kActMagicRemove);
  EXPECT_EQ(l.items[1].kind, kActMagicRemove);
  Action place;
  place.kind = kActMagicPlace;
  place.x = 1;
  place.loc = 1;
  EXPECT_NE(mageWitch().check(r, s, d, place), "");
  mageWitch().apply(r, s, d, l.items[1], nullptr);
  EXPECT_EQ(mageWitch().figureSegment(r, s, kWitch), -1);
  // One figure on the board and no target: it leaves at once, no decision.
  s.lastTile = 1;  // a magic tile (MW1)
  s.pendingCount = 0;
  mageWitch().afterPlacement(r, s, nullptr);
  EXPECT_EQ(s.pendingCount, 0);
  EXPECT_EQ(mageWitch().figureSegment(r, s, kMagician), -1);
  // Removing is not allowed while a target exists.
  Action rem;
  rem.kind = kActMagicRemove;
  rem.arg0 = kMagician;
  EXPECT_NE(mageWitch().check(r, baseState(*g.game), d, rem), "");
}

// The eligibility rule has one home (the listed targets); check() only explains a refusal. At
// every magic decision of seeded random games with all four minis, placing either figure at
// any location of any tile is accepted exactly when its feature is a listed target, and a
// refusal names the part of the rule broken.
TEST(MageWitch, CheckAcceptsExactlyTheListedTargets_Seed001) {
  std::string why;
  const auto rules = makeRules("base", {"mage-witch", "wind-roses", "la-porxada", "bets"}, why);
  ASSERT_TRUE(rules) << why;
  const Rules& r = *rules;
  int decisions = 0, refused = 0;
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    State s;
    ASSERT_EQ(r.setup(s, test::seeded(seed)), "");
    Rng pol = policyRng(seed);
    ActionList list;
    while (!s.over()) {
      r.legalActions(s, list);
      const Decision d = r.decision(s);
      if (d.owner && d.phase == kPhaseMagic) {
        ++decisions;
        for (int fig = 0; fig < 2; ++fig) {
          std::vector<int> roots;  // the listed targets of this figure
          for (int i = 0; i < list.count; ++i)
            if (list.items[i].kind == kActMagicPlace && list.items[i].arg0 == fig)
              roots.push_back(s.features.find(r.segmentAt(
                  s, s.board.tileAt(list.items[i].x, list.items[i].y), list.items[i].loc)));
          for (int t = 0; t < s.board.tileCount; ++t)
            for (int loc = 0; loc < kLocations; ++loc) {
              const int g = r.segmentAt(s, t, loc);
              if (g < 0) continue;
              Action a;
              a.kind = kActMagicPlace;
              a.x = s.board.tiles[t].x;
              a.y = s.board.tiles[t].y;
              a.loc = static_cast<uint8_t>(loc);
              a.arg0 = static_cast<uint8_t>(fig);
              const std::string err = r.check(s, a);
              const bool listed =
                  std::find(roots.begin(), roots.end(), s.features.find(g)) != roots.end();
              ASSERT_EQ(err.empty(), listed)
                  << "seed " << seed << " tile " << t << " loc " << loc << ": " << err;
              if (!listed) {
                ++refused;
                EXPECT_TRUE(err.find("road or a city") != std::string::npos ||
                            err.find("finished") != std::string::npos ||
                            err.find("different feature") != std::string::npos ||
                            err.find("never share") != std::string::npos)
                    << err;
              }
            }
        }
      }
      r.apply(s, list.items[pol.below(static_cast<uint32_t>(list.count))]);
    }
  }
  EXPECT_GT(decisions, 200);
  EXPECT_GT(refused, 1000);
}

// The notation: magic:magician@X,Y:LOC, witch@..., remove-...; printed back canonically.
TEST(MageWitch, NotationTokensRoundTrip) {
  const std::string body =
      "1. MW1 1,0 r0 W magic:magician@0,0:E\n2. MW2 -1,0 r0 - magic:witch@-1,0:N\n";
  LoadedGame g = xt::play(kMW, body);
  const std::string text = printRecord(*g.game, g.header);
  EXPECT_NE(text.find("magic:magician@0,0:E"), std::string::npos) << text;
  EXPECT_NE(text.find("magic:witch@-1,0:N"), std::string::npos) << text;
  EXPECT_NE(xt::errorOf(kMW, "1. MW1 1,0 r0 W magic:wizard@0,0:E").find("expected magician@"),
            std::string::npos);
  EXPECT_NE(xt::errorOf(kMW, "1. MW1 1,0 r0 W magic:magician@9,9:E").find("no tile at 9,9"),
            std::string::npos);
  // A token that answers nothing is an error.
  EXPECT_NE(xt::errorOf(kMW, "1. U -1,0 r0 - magic:magician@0,0:N").find("answers no open"),
            std::string::npos);
}

}  // namespace
}  // namespace carc
