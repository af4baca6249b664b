// The expansion interface carries a whole expansion without core changes: a test expansion with
// its own state slice, a mandatory decision before the meeple step, a score modifier, a step
// where every player in turn acts after scoring, a final-scoring pass and notation tokens.
#include "engine/modes/base/expansion.h"

#include <gtest/gtest.h>

#include <cstddef>
#include <memory>
#include <new>
#include <vector>

#include "engine/modes/base/catalog.h"
#include "engine/record/notation.h"
#include "test_util.h"

namespace carc {
namespace {

enum : uint8_t { kPhaseToken = kExpansionPhaseBase, kPhaseBet };
enum : uint8_t { kActToken = kExpansionActionBase, kActBet };

struct TestData {
  uint8_t tokens[kMaxPlayers];
  uint8_t bets[kMaxPlayers];
};

class TestExpansion : public Expansion {
 public:
  std::string_view name() const override { return "test"; }
  int stateBytes() const override { return sizeof(TestData); }
  // Its own columns: the modifier's, then the tokens' and bets' at the end.
  std::vector<std::string_view> scoreColumns() const override { return {"modifier", "wager"}; }
  void onSetup(const Rules& r, State& s) const override { new (&r.ext<TestData>(s, 0)) TestData{}; }
  // Mandatory decision before the meeple step when the tile has a cloister.
  void afterPlacement(const Rules& r, State& s, EventSink*) const override {
    const PlacedTile& p = s.board.tiles[s.lastTile];
    if (r.type(p.type).cloisterSeg >= 0) r.pushDecision(s, Decision{kPhaseToken, s.current, 1, 0});
  }
  // +1 per tile for the winners (as the magician would).
  void onFeatureScored(const Rules& r, State& s, ScoreEvent& ev) const override {
    ev.adjustColumn = static_cast<uint8_t>(r.scoreColumn(this, 0));
    for (int p = 0; p < s.players; ++p)
      if (ev.winners & (1 << p)) ev.adjust[p] = static_cast<int16_t>(ev.tileCount);
  }
  // After scoring a completed feature, every player in turn order may bet.
  void afterScoring(const Rules& r, State& s, EventSink*) const override {
    if (s.board.tileCount % 10 != 0) return;
    for (int i = 0; i < s.players; ++i)
      r.pushDecision(s,
                     Decision{kPhaseBet, static_cast<uint8_t>((s.current + i) % s.players), 1, 0});
  }
  void afterFinalScoring(const Rules& r, State& s, EventSink*) const override {
    const TestData& d = r.ext<TestData>(s, 0);
    for (int p = 0; p < s.players; ++p)
      s.addScore(p, r.scoreColumn(this, 1), d.bets[p] + d.tokens[p]);
  }
  void legalActions(const Rules&, const State&, const Decision& d, ActionList& out) const override {
    for (uint8_t v = 0; v < 2; ++v) {
      Action a;
      a.kind = d.phase == kPhaseToken ? kActToken : kActBet;
      a.arg0 = v;
      out.push(a);
    }
  }
  std::string check(const Rules&, const State&, const Decision& d, const Action& a) const override {
    if (a.kind != (d.phase == kPhaseToken ? kActToken : kActBet)) return "wrong action";
    return a.arg0 < 2 ? "" : "value must be 0 or 1";
  }
  void apply(const Rules& r, State& s, const Decision& d, const Action& a,
             EventSink*) const override {
    TestData& t = r.ext<TestData>(s, 0);
    (d.phase == kPhaseToken ? t.tokens : t.bets)[d.player] += a.arg0;
  }
  std::string_view notationTag(const Decision& d) const override {
    return d.phase == kPhaseToken ? "token" : "bet";
  }
  bool parseValue(const Rules&, const State&, const Decision& d, std::string_view v, Action& out,
                  std::string& why) const override {
    if (v != "0" && v != "1") {
      why = "expected 0 or 1";
      return false;
    }
    out.kind = d.phase == kPhaseToken ? kActToken : kActBet;
    out.arg0 = static_cast<uint8_t>(v[0] - '0');
    return true;
  }
  std::string printValue(const Rules&, const State&, const Decision&,
                         const Action& a) const override {
    return std::to_string(a.arg0);
  }
};

const TestExpansion kTest;

TEST(Expansion, HooksDecisionsStateAndNotationRoundTrip) {
  int sawToken = 0, sawBet = 0;
  for (uint64_t seed = 0; seed < 50; ++seed) {
    Rules rules(baseTileSet(), {&kTest});
    Game g(rules, test::seeded(seed, 3));
    Rng pol = policyRng(seed);
    ActionList list;
    while (!g.over()) {
      const Decision d = g.decision();
      sawToken += d.phase == kPhaseToken;
      sawBet += d.phase == kPhaseBet;
      if (d.phase == kPhaseToken) {
        EXPECT_EQ(baseState(g).step, Step::Meeple);  // before the meeple step
      }
      g.legalActions(list);
      ASSERT_GT(list.count, 0);
      ASSERT_EQ(g.play(list.items[pol.below(static_cast<uint32_t>(list.count))]), "");
    }
    // The modifier went to its own column.
    int magician = 0;
    for (int p = 0; p < 3; ++p) magician += baseState(g).score[p][rules.scoreColumn("modifier")];
    EXPECT_GT(magician, 0);
    RecordHeader h;
    h.players = {"A", "B", "C"};
    h.expansions = {"test"};
    h.seed = seed;
    const std::string text = printRecord(g, h);
    Record rec;
    NotationError err;
    ASSERT_TRUE(parseRecord(text, rec, err)) << err.str();
    LoadedGame back;
    ASSERT_TRUE(
        replayRecord(rec, back, err,
                     std::make_unique<Rules>(baseTileSet(), std::vector<const Expansion*>{&kTest})))
        << err.str() << "\n"
        << text;
    EXPECT_EQ(back.rules->hash(back.game->state()), rules.hash(baseState(g)));
    EXPECT_EQ(printRecord(*back.game, back.header), text);
    if (seed == 0) {
      EXPECT_NE(text.find(" token:"), std::string::npos) << text;
    }
  }
  EXPECT_GT(sawToken, 0);
  EXPECT_GT(sawBet, 0);
}

// An expansion with its own sampleAction and no playSampled: random playouts go through
// Expansion::playSampled's default (its sampleAction, then apply).
class SampledTest : public TestExpansion {
 public:
  bool sampleAction(const Rules&, const State&, const Decision& d, Rng& rng,
                    Action& out) const override {
    out = Action{};  // legalActions' item rng.below(2)
    out.kind = d.phase == kPhaseToken ? kActToken : kActBet;
    out.arg0 = static_cast<uint8_t>(rng.below(2));
    return true;
  }
};
const SampledTest kSampledTest;

TEST(Expansion, DefaultPlaySampledPlaysTheListedGame) {
  Rules rules(baseTileSet(), {&kSampledTest});
  int expansionDecisions = 0;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    State played, listed;
    rules.setup(played, test::seeded(seed, 3));
    rules.setup(listed, test::seeded(seed, 3));
    Rng sampling = policyRng(seed), listing = policyRng(seed);
    playRandom(rules, played, sampling);
    ActionList list;
    while (!listed.over()) {
      expansionDecisions += rules.decision(listed).owner != 0;
      rules.legalActions(listed, list);
      ASSERT_GT(list.count, 0);
      rules.apply(listed, list.items[listing.below(static_cast<uint32_t>(list.count))]);
    }
    EXPECT_EQ(rules.hash(played), rules.hash(listed)) << "seed " << seed;
    EXPECT_EQ(played.ext, listed.ext) << "seed " << seed;
    EXPECT_TRUE(sampling == listing) << "seed " << seed;
  }
  EXPECT_GT(expansionDecisions, 20);
}

TEST(Expansion, UnknownExpansionNameIsAnError) {
  LoadedGame g;
  NotationError err;
  EXPECT_FALSE(loadRecord("Carcassonne 1\nPlayers: A, B\nExpansions: nosuch\nSeed: 1\n", g, err));
  EXPECT_NE(err.message.find("unknown expansion 'nosuch'"), std::string::npos) << err.str();
  // Named at its header line (it said line 1), as something this version lacks.
  EXPECT_EQ(err.line, 3);
  EXPECT_TRUE(err.unsupported);
  NotationError bad;
  EXPECT_FALSE(loadRecord("Carcassonne 1\nPlayers: A\nSeed: 1\n", g, bad));
  EXPECT_FALSE(bad.unsupported) << "a mistake in the record";
  NotationError twice;
  EXPECT_FALSE(
      loadRecord("Carcassonne 1\nPlayers: A, B\nExpansions: bets, bets\nSeed: 1\n", g, twice));
  EXPECT_FALSE(twice.unsupported) << twice.str();
  EXPECT_EQ(twice.line, 3);
}

// Expansion::scoringFilter: a gated expansion that listens to a tile set or to the watched roots
// gets its feature hooks on exactly the features the filter names, no other (Rules skips the
// call), checked against an ungated expansion that sees every scored feature.
struct FilterCounts {
  int onTiles = 0, onWatched = 0;    // calls the filtered expansions received
  int tilesHit = 0, watchedHit = 0;  // features the ungated one found matching each filter
};
FilterCounts gFilter;

// Placed-tile indexes 0, 5, 10, ... (a fixed set in the expansion's state).
constexpr uint64_t kEveryFifth = 0x1084210842108421ull;

class TilesListener : public Expansion {
 public:
  struct Data {
    uint64_t tiles[2];
  };
  std::string_view name() const override { return "tiles-listener"; }
  int stateBytes() const override { return sizeof(Data); }
  unsigned hooks() const override { return hookBit(kHookFeatureScored); }
  bool scoringGated() const override { return true; }
  ScoringFilter scoringFilter() const override { return ScoringFilter::kOnTiles; }
  int scoringTiles() const override { return offsetof(Data, tiles); }
  void onSetup(const Rules& r, State& s) const override {
    Data& d = r.ext<Data>(s, this);
    d.tiles[0] = kEveryFifth;
    d.tiles[1] = kEveryFifth >> 4;  // 64 + 1, 64 + 6, ...: 65, 70, ... as in the first word
    r.listenScoring(s, this, true);
  }
  void onFeatureScored(const Rules&, State&, ScoreEvent&) const override { ++gFilter.onTiles; }
};

class WatchListener : public Expansion {
 public:
  std::string_view name() const override { return "watch-listener"; }
  unsigned hooks() const override {
    return hookBit(kHookAfterPlacement) | hookBit(kHookFeatureScored);
  }
  bool scoringGated() const override { return true; }
  ScoringFilter scoringFilter() const override { return ScoringFilter::kOnWatched; }
  void onSetup(const Rules& r, State& s) const override { r.listenScoring(s, this, true); }
  // Every 7th tile: watch its first two segments (or the first alone).
  void afterPlacement(const Rules& r, State& s, EventSink*) const override {
    if (s.board.tileCount % 7) return;
    const PlacedTile& p = s.board.tiles[s.lastTile];
    const int second = r.type(p.type).segCount > 1 ? p.segBase + 1 : -1;
    r.watchJoin(s, this, p.segBase, second);
  }
  void onFeatureScored(const Rules&, State&, ScoreEvent&) const override { ++gFilter.onWatched; }
};

// Ungated, so called on every scored feature: counts those each filter names.
class AllFeatures : public Expansion {
 public:
  std::string_view name() const override { return "all-features"; }
  unsigned hooks() const override { return hookBit(kHookFeatureScored); }
  void onFeatureScored(const Rules& r, State& s, ScoreEvent& ev) const override {
    const auto* t = r.expansion("tiles-listener");
    const auto& d = r.ext<TilesListener::Data>(s, t);
    gFilter.tilesHit += ((d.tiles[0] & ev.tileSet[0]) | (d.tiles[1] & ev.tileSet[1])) != 0;
    gFilter.watchedHit +=
        s.features.watchedRoot(0) == ev.feature || s.features.watchedRoot(1) == ev.feature;
  }
};

const TilesListener kTilesListener;
const WatchListener kWatchListener;
const AllFeatures kAllFeatures;

TEST(Expansion, ScoringFilterCallsExactlyTheFeaturesItNames) {
  gFilter = {};
  Rules rules(baseTileSet(), {&kAllFeatures, &kTilesListener, &kWatchListener});
  for (uint64_t seed = 1; seed <= 100; ++seed)
    test::playedOut(rules, seed, 2 + static_cast<int>(seed % 4));
  // Each filter picked out some features and passed on many others.
  EXPECT_GT(gFilter.tilesHit, 100);
  EXPECT_GT(gFilter.watchedHit, 20);
  EXPECT_EQ(gFilter.onTiles, gFilter.tilesHit);
  EXPECT_EQ(gFilter.onWatched, gFilter.watchedHit);
}

// Action kinds and phases are wire values (saves hold raw action bytes): each expansion of the
// catalog declares the ranges it owns, above the mode's own values, no two overlapping; and
// every decision an expansion queues and every action answering it lie in its ranges.
TEST(Expansion, WireRangesOfTheCatalogAreDeclaredAndApart) {
  const auto& cat = expansionCatalog();
  for (size_t i = 0; i < cat.size(); ++i) {
    const Expansion& a = cat[i].instance();
    for (const WireRange& w : {a.phases(), a.actionKinds()})
      if (w.count) {
        EXPECT_GE(w.first, static_cast<int>(kExpansionPhaseBase)) << a.name();
        EXPECT_LE(w.first + w.count, 256) << a.name();
      }
    for (size_t j = i + 1; j < cat.size(); ++j) {
      const Expansion& b = cat[j].instance();
      EXPECT_FALSE(a.phases().overlaps(b.phases())) << a.name() << " / " << b.name();
      EXPECT_FALSE(a.actionKinds().overlaps(b.actionKinds())) << a.name() << " / " << b.name();
    }
  }
  auto rules = test::rulesWith({"mage-witch", "wind-roses", "la-porxada", "bets"});
  ASSERT_TRUE(rules);
  int owned = 0;
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    State s;
    rules->setup(s, test::seeded(seed, 2 + static_cast<int>(seed % 3)));
    Rng policy = policyRng(seed);
    ActionList list;
    while (!s.over()) {
      const Decision d = rules->decision(s);
      const Action a = rules->sampleAction(s, policy, list);
      if (d.owner) {
        const Expansion& e = *rules->expansions()[d.owner - 1u];
        EXPECT_TRUE(e.phases().holds(d.phase)) << e.name() << " phase " << int{d.phase};
        EXPECT_TRUE(a.kind == kActPass || e.actionKinds().holds(a.kind))
            << e.name() << " action " << int{a.kind};
        ++owned;
      }
      rules->apply(s, a);
    }
  }
  EXPECT_GT(owned, 1000);
}

// The score columns are the rules' own: the base game's four, the enabled expansions' in hook
// order, then "other"; the hash still writes them in the first release's order by name.
TEST(Expansion, ScoreColumnsAreLaidOutFromTheDeclarations) {
  std::string why;
  using Names = std::vector<std::string>;
  EXPECT_EQ(makeRules("base", {}, why)->scoreColumns(),
            (Names{"road", "city", "cloister", "field", "other"}));
  EXPECT_EQ(makeRules("base", {"bets", "wind-roses"}, why)->scoreColumns(),
            (Names{"road", "city", "cloister", "field", "windrose", "bet", "other"}));
  auto all = makeRules("base", {"mage-witch", "wind-roses", "la-porxada", "bets"}, why);
  EXPECT_EQ(all->scoreColumns(), (Names{"road", "city", "cloister", "field", "magician", "witch",
                                        "windrose", "porxada", "bet", "other"}));
  EXPECT_EQ(all->scoreColumn(&expansionCatalog()[0].instance(), 1), all->scoreColumn("witch"));
  EXPECT_EQ(all->otherColumn(), 9);
  Rules withTest(baseTileSet(), {&kTest});
  EXPECT_EQ(withTest.scoreColumns(),
            (Names{"road", "city", "cloister", "field", "modifier", "wager", "other"}));
  // The hash writes the first release's ten columns by name (the pinned all-four hashes,
  // MiniProperties.PinnedFinalStateHashesAllFour, hold with porxada laid out before bet), then new
  // names: a point in the test expansion's column changes it.
  State s;
  withTest.setup(s, GameSetup{});
  const uint64_t before = withTest.hash(s);
  s.addScore(0, withTest.scoreColumn("wager"), 1);
  EXPECT_NE(withTest.hash(s), before);
}

// Rules finds its expansions by address, whatever their number: no table of object ids to
// outgrow (there was one of 64 entries).
class SliceExpansion : public Expansion {
 public:
  std::string_view name() const override { return "slice"; }
  int stateBytes() const override { return sizeof(TestData); }
};

TEST(Expansion, AnyNumberOfExpansionObjectsIsFound) {
  std::vector<std::unique_ptr<SliceExpansion>> many;
  for (int i = 0; i < 100; ++i) many.push_back(std::make_unique<SliceExpansion>());
  Rules rules(baseTileSet(), {many[97].get(), many[3].get(), many[60].get()});
  EXPECT_EQ(rules.indexOf(many[97].get()), 0);
  EXPECT_EQ(rules.indexOf(many[3].get()), 1);
  EXPECT_EQ(rules.indexOf(many[60].get()), 2);
  for (int i : {0, 4, 59, 61, 99}) EXPECT_EQ(rules.indexOf(many[static_cast<size_t>(i)].get()), -1);
  State s;
  rules.setup(s, GameSetup{});
  // Each one's State::ext slice is its own.
  rules.ext<TestData>(s, many[3].get()).tokens[0] = 7;
  EXPECT_EQ(rules.ext<TestData>(s, 1).tokens[0], 7);
  EXPECT_EQ(rules.ext<TestData>(s, 0).tokens[0], 0);
}

}  // namespace
}  // namespace carc
