// Rules::legalPlacements and Rules::fitsAnywhere test every open cell at once against the
// frontier's bit sets (Board::clash); these properties hold them to the plain definition, one
// cell and rotation at a time through Rules::fits, in the order the legal-action indexes of
// records and links depend on. Rules::sampleAction (random playouts) must pick exactly the
// listed action a draw from the same generator picks.
#include <gtest/gtest.h>

#include "engine/modes/base/catalog.h"
#include "engine/modes/base/expansions/bets.h"
#include "engine/modes/base/expansions/la_porxada.h"
#include "engine/modes/base/expansions/mage_witch.h"
#include "test_util.h"

namespace carc {
namespace {

// Every open cell (frontier order) and distinct rotation of `type` that fits, as the actions the
// placement list must hold.
ActionList plainPlacements(const Rules& r, const State& s, int type) {
  ActionList out;
  const TileType& t = r.type(type);
  for (int i = 0; i < s.board.frontierCount; ++i) {
    const Board::Open& f = s.board.frontier[i];
    EXPECT_LT(s.board.tileAt(f.x, f.y), 0) << "a frontier cell holds a tile";
    for (int k = 0; k < t.distinctRotations; ++k)
      if (r.fits(s, type, f.x, f.y, t.distinct[k]))
        out.push(Action::place(f.x, f.y, t.distinct[k]));
  }
  return out;
}

// Plays `games` seeded random games (2-6 players) by listing the legal actions; at each
// decision calls check(state, list, policy, seed) before the policy draws.
template <class Check>
void eachDecision(const Rules& r, int games, Check check) {
  ActionList list;
  for (int seed = 1; seed <= games; ++seed) {
    State s;
    ASSERT_EQ(r.setup(s, test::seeded(static_cast<uint64_t>(seed), 2 + seed % 5)), "");
    Rng pol = policyRng(static_cast<uint64_t>(seed));
    while (!s.over()) {
      r.legalActions(s, list);
      ASSERT_GT(list.count, 0);
      check(s, list, pol, seed);
      if (::testing::Test::HasFatalFailure()) return;
      r.apply(s, list.items[pol.below(static_cast<uint32_t>(list.count))]);
    }
  }
}

void checkGames(const Rules& r, int games) {
  int placements = 0, unplaceable = 0;
  eachDecision(r, games, [&](const State& s, const ActionList& list, const Rng&, int seed) {
    if (r.decision(s).phase != kPhasePlaceTile || r.decision(s).owner) return;
    const ActionList plain = plainPlacements(r, s, s.drawn);
    ASSERT_EQ(list.count, plain.count) << "seed " << seed << " turn " << s.turn;
    for (int i = 0; i < list.count; ++i)
      ASSERT_EQ(list.items[i], plain.items[i]) << "seed " << seed << " action " << i;
    ++placements;
    // Every tile type still in the bag: fits somewhere iff some cell and rotation fits.
    for (int b = 0; b < s.bagCount; ++b) {
      const bool any = plainPlacements(r, s, s.bag[b]).count > 0;
      ASSERT_EQ(r.fitsAnywhere(s, s.bag[b]), any) << "seed " << seed << " bag " << b;
      unplaceable += !any;
    }
  });
  EXPECT_GT(placements, games * 60);
  EXPECT_GT(unplaceable, 0) << "no position where a bag tile fits nowhere was met";
}

TEST(Placements, BaseGamesMatchTheCellByCellDefinition) {
  checkGames(Rules(baseTileSet()), 60);
}

TEST(Placements, AllFourMinisMatchTheCellByCellDefinition) {
  std::string why;
  const auto r = makeRules("base", {"mage-witch", "wind-roses", "la-porxada", "bets"}, why);
  ASSERT_TRUE(r) << why;
  checkGames(*r, 40);
}

// At every decision of seeded random games: sampleAction gives legalActions' item
// rng.below(count) and leaves the generator as that draw does, so playouts that sample play the
// same games as ones that list (pinned hashes, `carc random` records).
// Returns the expansion decision phases met (bit per phase).
uint64_t checkSampling(const Rules& r, int games) {
  ActionList scratch;
  int sampled[2] = {0, 0};  // core decisions, expansion decisions
  uint64_t phases = 0;
  eachDecision(r, games, [&](const State& s, const ActionList& list, const Rng& policy, int seed) {
    Rng listing = policy, sampling = policy;
    const Action want = list.items[listing.below(static_cast<uint32_t>(list.count))];
    const Action got = r.sampleAction(s, sampling, scratch);
    ASSERT_EQ(got, want) << "seed " << seed << " turn " << s.turn << " phase "
                         << int(r.decision(s).phase);
    ASSERT_TRUE(sampling == listing) << "seed " << seed << " turn " << s.turn;
    const Decision d = r.decision(s);
    ++sampled[d.owner ? 1 : 0];
    if (d.owner) phases |= 1ull << (d.phase & 63);
  });
  EXPECT_GT(sampled[0], games * 100);
  if (!r.expansions().empty()) {
    EXPECT_GT(sampled[1], games * 10);
  }
  return phases;
}

TEST(Sampling, BaseGamesSampleTheListedAction) {
  checkSampling(Rules(baseTileSet()), 100);
}

TEST(Sampling, AllFourMinisSampleTheListedAction) {
  std::string why;
  const auto r = makeRules("base", {"mage-witch", "wind-roses", "la-porxada", "bets"}, why);
  ASSERT_TRUE(r) << why;
  const uint64_t phases = checkSampling(*r, 100);
  // Every kind of expansion decision came up: the magic step, La Porxada's option and answer,
  // a bet and a final settlement choice.
  for (int phase : {int{kPhaseMagic}, int{kPhasePorxadaOption}, int{kPhasePorxadaAnswer},
                    int{kPhaseBet}, int{kPhaseSettle}})
    EXPECT_TRUE((phases >> phase) & 1) << "phase " << phase;
}

// Rules::playSampled, a playout's step (for an expansion's decision one call to
// Expansion::playSampled, which draws, takes the decision off the queue and applies), plays
// exactly what sampleAction then apply play: the same action, generator and position, queued
// decisions included.
void checkPlaySampled(const Rules& r, int games) {
  ActionList scratch;
  int expansionSteps = 0;
  eachDecision(r, games, [&](const State& s, const ActionList&, const Rng& policy, int seed) {
    Rng oneCall = policy, twoSteps = policy;
    State a = s, b = s;
    const Action played = r.playSampled(a, oneCall, scratch);
    const Action drawn = r.sampleAction(b, twoSteps, scratch);
    r.apply(b, drawn);
    ASSERT_EQ(played, drawn) << "seed " << seed << " turn " << s.turn;
    ASSERT_TRUE(oneCall == twoSteps) << "seed " << seed << " turn " << s.turn;
    ASSERT_EQ(r.hash(a), r.hash(b)) << "seed " << seed << " turn " << s.turn;
    ASSERT_EQ(a.ext, b.ext) << "seed " << seed << " turn " << s.turn;
    ASSERT_EQ(a.pendingCount, b.pendingCount) << "seed " << seed << " turn " << s.turn;
    for (int i = 0; i < a.pendingCount; ++i) {
      const Decision &da = a.queued(i), &db = b.queued(i);
      ASSERT_TRUE(da.phase == db.phase && da.player == db.player && da.owner == db.owner &&
                  da.arg == db.arg)
          << "seed " << seed << " turn " << s.turn << " queued " << i;
    }
    expansionSteps += r.decision(s).owner != 0;
  });
  if (!r.expansions().empty()) {
    EXPECT_GT(expansionSteps, games * 10);
  }
}

TEST(Sampling, AllFourMinisPlaySampledAsSampleThenApply) {
  std::string why;
  const auto r = makeRules("base", {"mage-witch", "wind-roses", "la-porxada", "bets"}, why);
  ASSERT_TRUE(r) << why;
  checkPlaySampled(*r, 40);
}

}  // namespace
}  // namespace carc
