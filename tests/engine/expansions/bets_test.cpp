// The Bets: one test per rule of minis.md section 4 and per clarification of seed 003 (Romanian
// wiki page). Records use explicit draws from the start tile D at 0,0 (road W-E).
#include "engine/modes/base/expansions/bets.h"

#include <gtest/gtest.h>

#include "xp_util.h"

namespace carc {
namespace {

const char* kBT = "bets";

const BetsData& bd(const Rules& r, const State& s) {
  return bets().data(r, s);
}
int betCol(const LoadedGame& g, const State& s, int p) {
  return xt::col(g, s, p, "bet");
}

// minis.md 4 + Reconstructed tile list: 10 bookmaker tiles with an office, at least 8 with a
// road or city segment.
TEST(Bets, TenBookmakerTilesAtLeastEightWithRoadOrCity_Seed003) {
  std::string why;
  auto r = makeRules("base", {kBT}, why);
  ASSERT_TRUE(r) << why;
  const uint32_t office = r->tiles().flag("office");
  int tiles = 0, withFeature = 0;
  for (const TileType& t : r->tiles().types) {
    if (!(t.flags & office)) continue;
    tiles += t.count;
    bool f = false;
    for (int s = 0; s < t.segCount; ++s) f |= closesByEdges(t.seg[s].kind);
    withFeature += f;
  }
  EXPECT_EQ(tiles, 10);
  EXPECT_GE(withFeature, 8);
  EXPECT_EQ(r->tiles().totalTiles(), 82);
}

// Seed 003 footnote 1 (11/2022): betting offices end roads and separate fields.
TEST(Bets, OfficeEndsRoadsAndSeparatesFields_Seed003Footnote1) {
  LoadedGame g = xt::play(kBT, "1. BT1 1,0 r0 - bet:A=- bet:B=-");
  const State& s = baseState(*g.game);
  EXPECT_NE(s.features.find(xt::seg(g, 1, 0, "W")), s.features.find(xt::seg(g, 1, 0, "E")));
  EXPECT_EQ(s.features.find(xt::seg(g, 1, 0, "W")), s.features.find(xt::seg(g, 0, 0, "E")));
  EXPECT_NE(s.features.find(xt::seg(g, 1, 0, "N")), s.features.find(xt::seg(g, 1, 0, "S")));
  // The road W-E through D ends at the office: one open end left (D's west).
  EXPECT_EQ(s.features.nodes[s.features.find(xt::seg(g, 0, 0, "W"))].open, 1);
}

// Seed 003 "Plasarea pariurilor": after the three usual steps of a bookmaker tile, step 4: every
// player in turn order from the placer may lay one chip face down (or none).
TEST(Bets, EveryPlayerInTurnFromThePlacerMayBet_Seed003) {
  LoadedGame g = xt::play(kBT, "1. U -1,0 r0 -\n2. BT1 1,0 r0 -", 3);
  Decision d = g.game->decision();
  EXPECT_EQ(d.phase, kPhaseBet);
  EXPECT_EQ(d.player, 1);  // B placed it
  ActionList l;
  g.game->legalActions(l);
  EXPECT_EQ(l.count, 1 + 6);  // no bet, or one of six chips
  LoadedGame h = xt::play(kBT, "1. U -1,0 r0 -\n2. BT1 1,0 r0 - bet:B=2/5 bet:C=- bet:A=4", 3);
  const BetsData& b = bd(baseRules(*h.rules), baseState(*h.game));
  ASSERT_EQ(b.count, 1);
  EXPECT_EQ(b.tiles[0].owner, 1);
  EXPECT_EQ(b.tiles[0].chips[1], (1 << 3) | 0);
  EXPECT_EQ(b.tiles[0].chips[2], kNoChip);
  EXPECT_EQ(b.tiles[0].chips[0], (0 << 3) | 2);
  EXPECT_EQ(b.supplyCount[1], 5);
  // Out of order: the notation names the deciding player.
  EXPECT_NE(xt::errorOf(kBT, "1. U -1,0 r0 -\n2. BT1 1,0 r0 - bet:A=4", 3).find("B's decision"),
            std::string::npos);
  // A chip not in supply.
  EXPECT_NE(xt::errorOf(kBT, "1. BT1 1,0 r0 - bet:A=9/9").find("expected a chip"),
            std::string::npos);
}

// Six players (the chips' colours, minis.md 4): every one of them is asked in turn from the
// placer, the last one the player before the placer.
TEST(Bets, SixPlayersBetInTurnFromThePlacer_Seed003) {
  LoadedGame g = xt::play(kBT,
                          "1. U -1,0 r0 -\n2. BT1 1,0 r0 - bet:B=2/5 bet:C=- bet:D=3/6 bet:E=4 "
                          "bet:F=- bet:A=2/6",
                          6);
  const BetsData& b = bd(baseRules(*g.rules), baseState(*g.game));
  ASSERT_EQ(b.count, 1);
  const uint8_t expected[6] = {0 << 3 | 3, 1 << 3 | 0, kNoChip, 3 << 3 | 1, 4 << 3 | 2, kNoChip};
  for (int p = 0; p < 6; ++p) EXPECT_EQ(b.tiles[0].chips[p], expected[p]) << p;
  EXPECT_EQ(g.game->decision().phase, kPhaseDraw);  // C's turn (explicit draws): the round is over
  EXPECT_NE(xt::errorOf(kBT, "1. U -1,0 r0 -\n2. BT1 1,0 r0 - bet:B=2/5 bet:D=3/6", 6)
                .find("C's decision"),
            std::string::npos);
}

// Reconstructed (docs/expansions.md, "last-bet"): a player with no chip left in supply is not
// asked; the others still are, in order.
TEST(Bets, APlayerWithNoChipLeftIsSkipped_Reconstructed) {
  LoadedGame g = xt::play(kBT, "1. U -1,0 r0 -\n2. BT1 1,0 r0", 3);  // B's meeple step
  const Rules& r = baseRules(*g.rules);
  State s = baseState(*g.game);
  BetsData& b = r.ext<BetsData>(s, &bets());
  b.supply[2] = 0;  // C has laid all six elsewhere
  b.supplyCount[2] = 0;
  r.apply(s, Action::pass());
  ASSERT_EQ(r.decision(s).phase, kPhaseBet);
  EXPECT_EQ(r.decision(s).player, 1);  // B, the placer
  r.apply(s, Action::pass());
  ASSERT_EQ(r.decision(s).phase, kPhaseBet);
  EXPECT_EQ(r.decision(s).player, 0);  // A: C skipped
  r.apply(s, Action::pass());
  EXPECT_EQ(r.decision(s).phase, kPhaseDraw);
  EXPECT_EQ(s.current, 2);  // C's turn as usual
}

// Seed 003: no betting when it is the last tile of the game; minis.md 4: nor when no road or city
// on the board is still unfinished.
TEST(Bets, NoBettingOnTheLastTileOrWithoutAnUnfinishedRoadOrCity_Seed003) {
  LoadedGame g = xt::play(kBT, "1. BT1 1,0 r0");
  const Rules& r = baseRules(*g.rules);
  State last = baseState(*g.game);
  last.bagCount = 0;  // BT1 is the last tile
  r.apply(last, Action::pass());
  EXPECT_NE(r.decision(last).phase, kPhaseBet);
  EXPECT_TRUE(last.over());
  State closed = baseState(*g.game);
  for (int i = 0; i < closed.features.count; ++i) closed.features.nodes[i].open = 0;
  closed.features.openRoots = {};  // the unfinished roads/cities index agrees
  r.apply(closed, Action::pass());
  EXPECT_NE(r.decision(closed).phase, kPhaseBet);
  State normal = baseState(*g.game);
  r.apply(normal, Action::pass());
  EXPECT_EQ(r.decision(normal).phase, kPhaseBet);
}

// Seed 003 "Stabilirea unui pariu": a scored road or city with a segment on a bookmaker tile
// with chips settles them after the usual scoring; a chip wins on a tile-count match; chips go
// back to their owners.
TEST(Bets, SettleAfterTheUsualScoringOnATileCountMatch_Seed003) {
  LoadedGame g = xt::play(kBT, "1. BT1 1,0 r0 - bet:A=3/6 bet:B=4\n2. A -1,0 r3 E");
  const State& s = baseState(*g.game);
  EXPECT_EQ(xt::col(g, s, 1, "road"), 3);
  EXPECT_EQ(betCol(g, s, 0), 3);  // 3 tiles: "3/6" pays 3
  EXPECT_EQ(betCol(g, s, 1), 0);  // "4" loses
  const BetsData& b = bd(baseRules(*g.rules), s);
  EXPECT_EQ(b.supplyCount[0], 6);
  EXPECT_EQ(b.supplyCount[1], 6);
  EXPECT_EQ(b.tiles[0].chips[0], kNoChip);
  // The bet event follows the road's.
  int road = -1, bet = -1;
  for (size_t i = 0; i < g.game->events().size(); ++i) {
    const ScoreEvent& e = g.game->events()[i].score;
    if (g.game->events()[i].type != GameEvent::kScore) continue;
    if (e.column == kScoreRoad) road = static_cast<int>(i);
    if (e.column == g.rules->scoreColumn("bet")) bet = static_cast<int>(i);
  }
  EXPECT_GE(road, 0);
  EXPECT_GT(bet, road);
  // It names the road's tiles (the board outlines them, and the log on hovering its line).
  const ScoreEvent& re = g.game->events()[static_cast<size_t>(road)].score;
  const ScoreEvent& be = g.game->events()[static_cast<size_t>(bet)].score;
  ASSERT_EQ(be.tileCount, 3);
  EXPECT_EQ(std::vector<uint8_t>(be.tiles.begin(), be.tiles.begin() + be.tileCount),
            std::vector<uint8_t>(re.tiles.begin(), re.tiles.begin() + re.tileCount));
  EXPECT_EQ(be.tileSet, re.tileSet);
  EXPECT_TRUE(be.complete);  // settled on the completed road
}

// Seed 003 "Jetoanele de pariuri": the chip with only "4" needs exactly 4 tiles and pays double.
TEST(Bets, TheFourChipPaysEight_Seed003) {
  LoadedGame g = xt::play(kBT, "1. BT1 1,0 r0 - bet:A=4 bet:B=2/5\n2. U -1,0 r0 -\n3. A -2,0 r3 -");
  EXPECT_EQ(betCol(g, baseState(*g.game), 0), 8);
  EXPECT_EQ(betCol(g, baseState(*g.game), 1), 0);
}

// Seed 003: "7+"/"8+" win with 7 or 8 or more tiles and pay 7/8; two-number chips pay the
// number that matched.
TEST(Bets, PlusChipsAndTwoNumberChips_Seed003) {
  EXPECT_EQ(chipPayout(4, 3), 3);  // 3/7+
  EXPECT_EQ(chipPayout(4, 7), 7);
  EXPECT_EQ(chipPayout(4, 12), 7);
  EXPECT_EQ(chipPayout(4, 6), 0);
  EXPECT_EQ(chipPayout(5, 8), 8);  // 5/8+
  EXPECT_EQ(chipPayout(5, 20), 8);
  EXPECT_EQ(chipPayout(5, 5), 5);
  EXPECT_EQ(chipPayout(5, 7), 0);
  EXPECT_EQ(chipPayout(0, 5), 5);  // 2/5
  EXPECT_EQ(chipPayout(0, 2), 2);
  EXPECT_EQ(chipPayout(2, 4), 8);  // 4
  EXPECT_EQ(chipPayout(2, 5), 0);
}

// Clarification (docs/expansions.md, "Bets, settlement timing"): one tile completing two features
// of the same bookmaker tile settles its chips once, on the first scored: L closes BT5's city
// cap (4 tiles: A's "4" wins 8) and its road to L (2 tiles: B's "2/5" would have won there).
TEST(Bets, OneTileCompletingTwoFeaturesOfABookmakerTileSettlesOnce_Clarification) {
  LoadedGame g = xt::play(kBT,
                          "1. BT5 1,0 r0 - bet:A=4 bet:B=2/5\n2. N 1,-1 r2 -\n3. N 2,-1 r3 -\n"
                          "4. L 2,0 r0 -");
  const State& s = baseState(*g.game);
  EXPECT_TRUE(s.features.complete(s.features.find(xt::seg(g, 1, 0, "N"))));
  EXPECT_TRUE(s.features.complete(s.features.find(xt::seg(g, 1, 0, "E"))));
  EXPECT_EQ(betCol(g, s, 0), 8);
  EXPECT_EQ(betCol(g, s, 1), 0);
  const BetsData& b = bd(baseRules(*g.rules), s);
  EXPECT_EQ(b.supplyCount[0], 6);  // both chips back, settled once
  EXPECT_EQ(b.supplyCount[1], 6);
  EXPECT_EQ(b.chipTiles[0] | b.chipTiles[1], 0u);
  int settlements = 0;
  for (const GameEvent& e : g.game->events())
    settlements += e.type == GameEvent::kScore && e.score.column == g.rules->scoreColumn("bet");
  EXPECT_EQ(settlements, 1);
}

// Seed 003: chips settle at the usual scoring, then the same turn's bookmaker tile takes bets.
TEST(Bets, SettlementThenBettingInTheSameTurn_Seed003) {
  LoadedGame g =
      xt::play(kBT, "1. BT1 1,0 r0 - bet:A=3/6 bet:B=2/5\n2. BT2 -1,0 r0 - bet:B=3/6 bet:A=2/5");
  const State& s = baseState(*g.game);
  EXPECT_EQ(betCol(g, s, 0), 3);  // the road BT2-D-BT1 ends at both offices: 3 tiles
  const BetsData& b = bd(baseRules(*g.rules), s);
  EXPECT_EQ(b.count, 2);
  EXPECT_EQ(b.tiles[1].chips[1], (1 << 3) | 1);
  EXPECT_EQ(b.supplyCount[0], 5);
}

// Seed 003 "Evaluarea finală": all chips still on tiles settle at the start of final scoring on
// the tile counts then; the tile's owner picks the feature when it touches several.
TEST(Bets, FinalSettlementOwnerPicksTheFeature_Seed003) {
  LoadedGame g = xt::play(kBT, "1. BT5 1,0 r0 - bet:A=2/5 bet:B=3/6");
  const Rules& r = baseRules(*g.rules);
  State s = xt::ended(g);
  const Decision d = r.decision(s);
  ASSERT_EQ(d.phase, kPhaseSettle);
  EXPECT_EQ(d.player, 0);  // A placed BT5
  ActionList l;
  r.legalActions(s, l);
  EXPECT_EQ(l.count, 3);  // the road to D (2 tiles), the east road, the city cap
  Action a;
  a.kind = kActSettle;
  a.x = 1;
  a.y = 0;
  a.loc = static_cast<uint8_t>(locationFromName("W"));
  ASSERT_EQ(r.check(s, a), "");
  r.apply(s, a);
  EXPECT_TRUE(s.over());
  EXPECT_EQ(betCol(g, s, 0), 2);  // 2 tiles: "2/5"
  EXPECT_EQ(betCol(g, s, 1), 0);
  EXPECT_EQ(xt::col(g, s, 0, "road"), 0);  // then final scoring as usual (no meeples)
  // A feature without a segment on that tile is refused.
  State t = xt::ended(g);
  a.x = 0;
  a.loc = static_cast<uint8_t>(locationFromName("N"));
  EXPECT_NE(r.check(t, a), "");
}

// Final settlement without a choice: a single road or city is used at once; an office with no
// road or city (BT9) lets every chip lose; the chips go back.
TEST(Bets, FinalSettlementWithoutAChoice_Seed003) {
  LoadedGame g = xt::play(kBT, "1. BT9 0,1 r0 - bet:A=2/5 bet:B=-");
  State s = xt::ended(g);
  EXPECT_TRUE(s.over());
  EXPECT_EQ(betCol(g, s, 0), 0);
  EXPECT_EQ(bd(baseRules(*g.rules), s).supplyCount[0], 6);
}

// The settlements at the end name their bookmaker tile (the embed viewer's final step outlines
// it): on none (BT9 has only a field: no tiles to outline else), and on a road its owner picks.
TEST(Bets, FinalSettlementsNameTheirBookmakerTile) {
  struct Settlements : EventSink {
    int column = -1;  // the rules' bet column
    std::vector<ScoreEvent> bets;
    void scored(const ScoreEvent& e) override {
      if (e.column == column) bets.push_back(e);
    }
  };
  struct Case {
    const char* body;
    const char* tile;
    int x;
  };
  for (const Case& c : {Case{"1. BT9 0,1 r0 - bet:A=2/5 bet:B=-", "BT9", 0},
                        Case{"1. BT1 1,0 r0 - bet:A=2/5 bet:B=4", "BT1", 1}}) {
    const char* body = c.body;
    LoadedGame g = xt::play(kBT, body);
    State s = baseState(*g.game);
    Settlements sink;
    sink.column = g.rules->scoreColumn("bet");
    baseRules(*g.rules).endNow(s, &sink);
    if (!s.over()) {  // BT1's two roads: its owner picks the western one
      Action a;
      a.kind = kActSettle;
      a.x = 1;
      a.loc = static_cast<uint8_t>(locationFromName("W"));
      ASSERT_EQ(baseRules(*g.rules).check(s, a), "");
      baseRules(*g.rules).apply(s, a, &sink);
    }
    ASSERT_TRUE(s.over()) << body;
    ASSERT_EQ(sink.bets.size(), 1u) << body;
    const ScoreEvent& e = sink.bets[0];
    EXPECT_TRUE(e.final);
    EXPECT_FALSE(e.complete) << body;  // no feature, or an unfinished road
    ASSERT_LT(e.origin, s.board.tileCount) << body;
    EXPECT_EQ(s.board.tiles[e.origin].x, c.x) << body;
    EXPECT_EQ(baseRules(*g.rules).type(s.board.tiles[e.origin].type).id, c.tile);
  }
  // A feature's own scoring has none.
  LoadedGame g = xt::play(kBT, "1. A -1,0 r3 C");
  State s = baseState(*g.game);
  struct Any : EventSink {
    std::vector<ScoreEvent> all;
    void scored(const ScoreEvent& e) override { all.push_back(e); }
  } any;
  baseRules(*g.rules).endNow(s, &any);
  ASSERT_FALSE(any.all.empty());
  for (const ScoreEvent& e : any.all) EXPECT_EQ(e.origin, 0xFF);
}

// Seed 003 "Alte extensii": the tile count of a bet is never changed by other expansions (it is
// the feature's distinct tiles; a tile passed twice counts once).
TEST(Bets, TileCountIsTheFeaturesDistinctTiles_Seed003) {
  // The road loop D-BT... : BT1 E road and W road are separate roads (office), so no loop here;
  // the settlement uses ScoreEvent::tileCount, which counts each tile once (featureTiles).
  LoadedGame g = xt::play(kBT, "1. BT1 1,0 r0 - bet:A=3/6 bet:B=-\n2. A -1,0 r3 -");
  EXPECT_EQ(betCol(g, baseState(*g.game), 0), 3);
}

// minis.md 4: chips on tiles are face down; a player may look at their own supply. A player's view
// hides the other players' chips (faces in supply and on tiles, not how many) and keeps their own
// laid chips, which they chose themselves (docs/expansions.md, "Bets, own chips").
TEST(Bets, HiddenChipsInAPlayersView_Seed003) {
  LoadedGame g = xt::play(kBT, "1. BT1 1,0 r0 - bet:A=3/6 bet:B=4");
  const Rules& r = baseRules(*g.rules);
  const State& s = baseState(*g.game);
  for (int viewer = 0; viewer < 2; ++viewer) {
    const State v = r.viewFor(s, viewer);
    const BetsData& b = bd(r, v);
    for (int p = 0; p < 2; ++p) {
      const uint8_t c = b.tiles[0].chips[p];
      ASSERT_NE(c, kNoChip);
      EXPECT_EQ(c >> 3, p);  // whose chip it is stays public
      if (p == viewer)
        EXPECT_EQ(c, bd(r, s).tiles[0].chips[p]);
      else
        EXPECT_EQ(c & 7, kChipHidden);
      EXPECT_EQ(b.supplyCount[p], 5);
      EXPECT_EQ(b.supply[p] != 0, p == viewer);
    }
  }
}

// A player's view (hidden chips) made into a position a search can play: sampleFromView deals each
// hidden chip one of its owner's faces the viewer has not seen, keeps what the viewer knows, and
// the game plays on to its end with every listed action legal and the chips conserved. The bare
// view plays on too, a hidden chip paying nothing (it read past the chip table, and came back to
// the supply as an unknown face 7 that was then offered as a bet).
TEST(Bets, APlayersViewPlaysOnOnceItsHiddenChipsAreDealt_Seed003) {
  std::string why;
  auto r = makeRules("base", {kBT}, why);
  ASSERT_TRUE(r) << why;
  int dealt = 0;
  for (uint64_t seed = 1; seed <= 60; ++seed) {
    GameSetup setup;
    setup.players = 2 + static_cast<int>(seed % 5);
    setup.seed = seed;
    State s;
    ASSERT_EQ(r->setup(s, setup), "");
    Rng pol(seed);
    ActionList list;
    // Play until chips of two players lie on the board, then look through one player's eyes.
    auto chipsDown = [&] {
      const BetsData& b = bd(*r, s);
      int owners = 0;
      for (int k = 0; k < b.count; ++k)
        for (uint8_t c : b.tiles[k].chips) owners |= c == kNoChip ? 0 : 1 << (c >> 3);
      return __builtin_popcount(owners) >= 2;
    };
    while (!s.over() && !chipsDown()) r->playSampled(s, pol, list);
    if (s.over()) continue;
    const int viewer = static_cast<int>(seed % setup.players);
    const State view = r->viewFor(s, viewer);
    Rng deal(seed * 7 + 1);
    for (const bool filled : {true, false}) {
      State v = filled ? r->sampleFromView(view, viewer, deal) : view;
      const BetsData& b = bd(*r, v);
      for (int p = 0; p < setup.players; ++p) {
        unsigned faces = b.supply[p];
        int onTiles = 0;
        for (int k = 0; k < b.count; ++k) {
          const uint8_t c = b.tiles[k].chips[p];
          if (c == kNoChip) continue;
          ++onTiles;
          if (p == viewer || filled) {
            ASSERT_NE(c & 7, kChipHidden) << seed;
            ASSERT_FALSE(faces >> (c & 7) & 1) << "a face twice, seed " << seed;
            faces |= 1u << (c & 7);
          }
          if (p == viewer) {
            ASSERT_EQ(c, bd(*r, s).tiles[k].chips[p]);
          }
        }
        if (p == viewer) {
          ASSERT_EQ(b.supply[p], bd(*r, s).supply[p]);
        }
        ASSERT_EQ(b.supplyCount[p] + onTiles, kChipsPerPlayer) << seed;
        if (p == viewer || filled) {
          ASSERT_EQ(faces, (1u << kChipsPerPlayer) - 1) << seed;
        }
      }
      dealt += filled;
      while (!v.over()) {
        r->legalActions(v, list);
        ASSERT_GT(list.count, 0) << seed;
        const Action a = list.items[pol.below(static_cast<uint32_t>(list.count))];
        ASSERT_EQ(r->check(v, a), "") << "seed " << seed << (filled ? "" : " (bare view)");
        r->apply(v, a);
        for (int p = 0; p < setup.players; ++p)
          ASSERT_EQ(bd(*r, v).supply[p] >> kChipsPerPlayer, 0) << seed;
      }
      for (int p = 0; p < setup.players; ++p)
        EXPECT_EQ(bets().chipsOf(*r, v, p), kChipsPerPlayer) << seed;
    }
  }
  EXPECT_GT(dealt, 30);
}

// Chips are conserved: 6 per player, in supply or on tiles.
TEST(Bets, ChipsConserved_Seed003) {
  LoadedGame g =
      xt::play(kBT, "1. BT1 1,0 r0 - bet:A=3/6 bet:B=2/5\n2. BT2 -1,0 r0 - bet:B=3/6 bet:A=2/5");
  for (int p = 0; p < 2; ++p)
    EXPECT_EQ(bets().chipsOf(baseRules(*g.rules), baseState(*g.game), p), 6);
}

// The reconstructed values are listed for the rules help, with the chip faces from the data.
TEST(Bets, ReconstructedValuesListed) {
  std::string why;
  auto r = makeRules("base", {"bets", "la-porxada", "wind-roses"}, why);
  const auto items = r->reconstructed();
  std::vector<std::string> betsKeys;
  for (const auto& i : items)
    if (i.owner == "bets") betsKeys.push_back(i.key);
  EXPECT_EQ(betsKeys, (std::vector<std::string>{"chip-faces", "bookmaker-tiles", "last-bet",
                                                "final-choice"}));
  bool chips = false;
  for (const auto& i : items)
    chips |= i.key == "chip-faces" &&
             i.values == std::vector<std::string>{"2/5, 3/6, 4, 2/6, 3/7+, 5/8+"};
  EXPECT_TRUE(chips);
}

}  // namespace
}  // namespace carc
