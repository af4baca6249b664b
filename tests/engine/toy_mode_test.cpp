// A second game mode plugs into the records without special cases: a toy mode implementing
// RuleSet (core/rule_set.h) over its own state is played by Game, written and read back by the
// notation, saved, linked (finished and in progress) and reported, through the seam only. The
// toy: a bag of four tiles (A, A, B, B) drawn at random; each turn the drawn tile goes at the next
// cell of a row (rotation r0 or r1); a B tile is followed by a coin the placer calls (a decision
// of the mode's own, written "coin:h" or "coin:t", scoring 1 in "coins" on heads); then a
// follower on the tile (C) scores its tile's points (A 1, B 2) at once, or the player passes.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>

#include "engine/core/game.h"
#include "engine/core/rule_set.h"
#include "engine/record/codec.h"
#include "engine/record/link.h"
#include "engine/record/report.h"

namespace carc {
namespace {

enum : uint8_t { kPhaseCoin = 8 };  // the mode's own decision, above kPhaseGameOver
enum : uint8_t { kActCoin = 8 };    // arg0: 1 heads, 0 tails
enum ToyStep : uint8_t { kToyDraw, kToyPlace, kToyCoin, kToyFollower, kToyOver };

struct ToyState {
  uint8_t players, explicitDraws, current, turn, step, drawn, bagCount;
  uint8_t bag[4];
  uint8_t supply[kMaxPlayers];
  int16_t score[kMaxPlayers][2];  // points, coins
  Rng rng;
};

class ToyRules final : public RuleSet {
 public:
  std::string_view mode() const override { return "toy"; }
  std::vector<std::string> expansionItems() const override { return {}; }
  int minPlayers() const override { return 2; }
  int maxPlayers() const override { return 4; }
  std::vector<ReconstructedItem> reconstructed() const override { return {}; }
  Position newPosition() const override { return Position::of<ToyState>(); }
  std::string setup(Position& p, const GameSetup& g, EventSink* sink) const override {
    if (g.players < 2 || g.players > 4) return "the toy needs 2 to 4 players";
    p = newPosition();
    ToyState& s = p.as<ToyState>();
    s.players = static_cast<uint8_t>(g.players);
    s.explicitDraws = g.explicitDraws;
    s.rng.seed(g.seed);
    const uint8_t bag[4] = {0, 0, 1, 1};
    std::memcpy(s.bag, bag, 4);
    s.bagCount = 4;
    std::fill(s.supply, s.supply + kMaxPlayers, uint8_t{1});
    toDraw(s, sink);
    return {};
  }
  Decision decision(const Position& p) const override {
    const ToyState& s = p.as<ToyState>();
    static const uint8_t phases[] = {kPhaseDraw, kPhasePlaceTile, kPhaseCoin, kPhasePlaceMeeple,
                                     kPhaseGameOver};
    return Decision{phases[s.step], s.current, 0, 0};
  }
  void legalActions(const Position& p, ActionList& out) const override {
    const ToyState& s = p.as<ToyState>();
    out.count = 0;
    if (s.step == kToyDraw)
      for (int t = 0; t < 2; ++t)
        if (std::count(s.bag, s.bag + s.bagCount, t)) out.push(Action::draw(t));
    if (s.step == kToyPlace)
      for (int r = 0; r < 2; ++r) out.push(Action::place(s.turn + 1, 0, r));
    if (s.step == kToyCoin)
      for (uint8_t heads = 0; heads < 2; ++heads) {
        Action a;
        a.kind = kActCoin;
        a.arg0 = heads;
        out.push(a);
      }
    if (s.step == kToyFollower) {
      if (s.supply[s.current]) out.push(Action::meeple(kCentre));
      out.push(Action::pass());
    }
  }
  Action sampleAction(const Position& p, Rng& rng, ActionList& scratch) const override {
    legalActions(p, scratch);
    return scratch.count ? scratch.items[rng.below(static_cast<uint32_t>(scratch.count))]
                         : Action{};
  }
  std::string check(const Position& p, const Action& a) const override {
    ActionList list;
    legalActions(p, list);
    return std::find(list.begin(), list.end(), a) != list.end() ? "" : "not a toy move here";
  }
  void apply(Position& p, const Action& a, EventSink* sink) const override {
    ToyState& s = p.as<ToyState>();
    switch (s.step) {
      case kToyDraw:
        take(s, static_cast<int>(std::find(s.bag, s.bag + s.bagCount, a.tile) - s.bag));
        return;
      case kToyPlace:
        s.step = s.drawn == 1 ? kToyCoin : kToyFollower;
        return;
      case kToyCoin:
        s.score[s.current][1] = static_cast<int16_t>(s.score[s.current][1] + a.arg0);
        s.step = kToyFollower;
        return;
      case kToyFollower:
        if (a.kind == kActMeeple) {
          ScoreEvent ev;
          ev.column = 0;
          ev.value = static_cast<int16_t>(s.drawn + 1);
          ev.points[s.current] = ev.value;
          s.score[s.current][0] = static_cast<int16_t>(s.score[s.current][0] + ev.value);
          if (sink) sink->scored(ev);
        }
        s.current = static_cast<uint8_t>((s.current + 1) % s.players);
        ++s.turn;
        s.drawn = 0xFF;
        toDraw(s, sink);
        return;
      default:
        return;
    }
  }
  int playOut(Position& p, Rng& policy, std::vector<Action>* record,
              EventSink* sink) const override {
    ActionList list;
    int n = 0;
    for (; !over(p); ++n) {
      const Action a = sampleAction(p, policy, list);
      if (record) record->push_back(a);
      apply(p, a, sink);
    }
    return n;
  }
  bool endNow(Position& p, EventSink*) const override {
    ToyState& s = p.as<ToyState>();
    if (s.step != kToyDraw) return false;
    s.step = kToyOver;
    return true;
  }
  Position viewFor(const Position& p, int) const override {
    Position v = p;
    std::sort(v.as<ToyState>().bag, v.as<ToyState>().bag + v.as<ToyState>().bagCount);
    v.as<ToyState>().rng.seed(0);
    return v;
  }
  Position sampleFromView(const Position& view, int, Rng& rng) const override {
    Position v = view;
    v.as<ToyState>().rng.seed(rng.next());
    return v;
  }
  Position outsiderView(const Position& p) const override { return p; }
  int players(const Position& p) const override { return p.as<ToyState>().players; }
  bool over(const Position& p) const override { return p.as<ToyState>().step == kToyOver; }
  int turn(const Position& p) const override { return p.as<ToyState>().turn; }
  bool finalScoring(const Position& p) const override { return over(p); }
  int drawnTile(const Position& p) const override {
    return p.as<ToyState>().drawn == 0xFF ? -1 : p.as<ToyState>().drawn;
  }
  void tilesLeft(const Position& p, std::vector<int>& out) const override {
    const ToyState& s = p.as<ToyState>();
    out = {static_cast<int>(std::count(s.bag, s.bag + s.bagCount, 0)),
           static_cast<int>(std::count(s.bag, s.bag + s.bagCount, 1))};
  }
  int tilesPlaced(const Position& p) const override { return 1 + turn(p); }
  int tilesDiscarded(const Position&) const override { return 0; }
  int supply(const Position& p, int player) const override {
    return p.as<ToyState>().supply[player];
  }
  uint64_t hash(const Position& p) const override {
    const ToyState& s = p.as<ToyState>();
    uint64_t h = 0xcbf29ce484222325ull;
    auto mix = [&](uint64_t v) { h = (h ^ v) * 0x100000001b3ull; };
    for (uint64_t v : {uint64_t{s.players}, uint64_t{s.current}, uint64_t{s.turn}, uint64_t{s.step},
                       uint64_t{s.drawn}, uint64_t{s.bagCount}})
      mix(v);
    for (int i = 0; i < s.bagCount; ++i) mix(s.bag[i]);
    for (int q = 0; q < s.players; ++q)
      mix(static_cast<uint64_t>(s.score[q][0] * 64 + s.score[q][1]));
    for (int k = 0; k < 4; ++k) mix(s.rng.words()[k]);
    return h;
  }
  uint64_t fingerprint(const Position& p) const override { return hash(p); }
  const std::vector<std::string>& scoreColumns() const override { return columns_; }
  int score(const Position& p, int player, int column) const override {
    return p.as<ToyState>().score[player][column];
  }
  int total(const Position& p, int player) const override {
    return score(p, player, 0) + score(p, player, 1);
  }
  void estimate(const Position& p, std::vector<double>& out) const override {
    out.clear();
    for (int q = 0; q < players(p); ++q) out.push_back(total(p, q));
  }
  int tileTypes() const override { return 2; }
  int tileType(std::string_view id) const override { return id == "A" ? 0 : id == "B" ? 1 : -1; }
  std::string tileId(int type) const override {
    return type == 0 ? "A" : type == 1 ? "B" : "#" + std::to_string(type);
  }
  std::string printFollower(const Position&, const Action& a) const override {
    return a.kind == kActMeeple ? "C" : "-";
  }
  bool parseFollower(const Position&, std::string_view text, Action& out,
                     std::string& why) const override {
    if (text == "-" || text == "C") {
      out = text == "C" ? Action::meeple(kCentre) : Action::pass();
      return true;
    }
    why = "no feature at " + std::string(text) + " of the placed tile";
    return false;
  }
  std::string_view decisionTag(const Decision& d) const override {
    return d.phase == kPhaseCoin ? "coin" : "";
  }
  bool tagNamesPlayer(const Decision&) const override { return false; }
  bool parseTagValue(const Position&, const Decision&, std::string_view value, Action& out,
                     std::string& why) const override {
    if (value != "h" && value != "t") {
      why = "a coin is h or t";
      return false;
    }
    out.kind = kActCoin;
    out.arg0 = value == "h";
    return true;
  }
  std::string printTagValue(const Position&, const Decision&, const Action& a) const override {
    return a.arg0 ? "h" : "t";
  }

 private:
  // The next draw: automatic from the state's generator unless draws are explicit; none left,
  // the game is over.
  void toDraw(ToyState& s, EventSink*) const {
    s.drawn = 0xFF;
    s.step = s.bagCount ? kToyDraw : kToyOver;
    if (s.bagCount && !s.explicitDraws) take(s, static_cast<int>(s.rng.below(s.bagCount)));
  }
  static void take(ToyState& s, int i) {
    s.drawn = s.bag[i];
    s.bag[i] = s.bag[--s.bagCount];
    s.step = kToyPlace;
  }
  std::vector<std::string> columns_ = {"points", "coins"};
};

LoadedGame randomToy(uint64_t seed) {
  LoadedGame g;
  g.rules = std::make_unique<ToyRules>();
  GameSetup setup;
  setup.players = 3;
  setup.seed = seed;
  g.game = std::make_unique<Game>(*g.rules, setup);
  g.header.mode = "toy";
  g.header.players = {"Ann", "Bob", "Cy"};
  g.header.seed = seed;
  Rng policy = policyRng(seed);
  ActionList list;
  while (!g.game->over()) {
    g.game->legalActions(list);
    EXPECT_EQ(g.game->play(list.items[policy.below(static_cast<uint32_t>(list.count))]), "");
  }
  return g;
}

// The notation writes a toy game (its own decision as a tag) and replays it with the toy's rules.
TEST(ToyMode, RecordsPrintAndReplay) {
  int coins = 0;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    LoadedGame g = randomToy(seed);
    const std::string text = printRecord(*g.game, g.header);
    EXPECT_NE(text.find("Mode: toy\n"), std::string::npos) << text;
    coins += text.find(" coin:") != std::string::npos;
    Record rec;
    NotationError err;
    ASSERT_TRUE(parseRecord(text, rec, err)) << err.str() << "\n" << text;
    LoadedGame back;
    ASSERT_TRUE(replayRecord(rec, back, err, std::make_unique<ToyRules>())) << err.str() << "\n"
                                                                            << text;
    EXPECT_EQ(back.rules->hash(back.game->state()), g.rules->hash(g.game->state()));
    EXPECT_EQ(printRecord(*back.game, back.header), text);
  }
  EXPECT_GT(coins, 10);
  // A wrong token is refused on its line, worded by the toy.
  Record rec;
  NotationError err;
  ASSERT_TRUE(
      parseRecord("Carcassonne 1\nMode: toy\nPlayers: A, B\nDraws: explicit\n\n"
                  "1. B 1,0 r0 - coin:x\n",
                  rec, err))
      << err.str();
  LoadedGame bad;
  EXPECT_FALSE(replayRecord(rec, bad, err, std::make_unique<ToyRules>()));
  EXPECT_EQ(err.str(), "line 6, column 15: coin: a coin is h or t");
  // Without the toy's rules the registry does not know the mode.
  EXPECT_FALSE(replayRecord(rec, bad, err));
  EXPECT_TRUE(err.unsupported);
  EXPECT_EQ(err.line, 2);
}

// Saves, links (finished, and a game in progress as its public view) and the report, through
// the seam.
TEST(ToyMode, SavesLinksAndReports) {
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    LoadedGame g = randomToy(seed);
    GameRecord saved;
    std::string why;
    ASSERT_TRUE(saveFromText(saveToText(recordOf(*g.game, g.header)), saved, why)) << why;
    LoadedGame fromSave;
    ASSERT_TRUE(rebuildGame(saved, fromSave, why, std::make_unique<ToyRules>())) << why;
    EXPECT_EQ(fromSave.rules->hash(fromSave.game->state()), g.rules->hash(g.game->state()));
    std::string frag;
    ASSERT_TRUE(encodeLink(*g.game, g.header, frag, why)) << why;
    LoadedGame linked;
    ASSERT_TRUE(decodeLink(frag, linked, why, nullptr, std::make_unique<ToyRules>())) << why;
    EXPECT_EQ(linked.rules->hash(linked.game->state()), g.rules->hash(g.game->state()));
    // In progress: the draws so far as explicit draws, the rest drawn afresh by the opener.
    g.game->seek(5);
    ASSERT_TRUE(encodeLink(*g.game, g.header, frag, why)) << why;
    LinkInfo info;
    ASSERT_TRUE(decodeLink(frag, linked, why, &info, std::make_unique<ToyRules>())) << why;
    EXPECT_TRUE(info.inProgress);
    std::vector<int> a, b;
    g.rules->tilesLeft(g.game->state(), a);
    linked.rules->tilesLeft(linked.game->state(), b);
    EXPECT_EQ(a, b);
    for (int q = 0; q < 3; ++q)
      EXPECT_EQ(linked.rules->total(linked.game->state(), q), g.rules->total(g.game->state(), q));
    Rng rng(seed);
    while (!linked.game->over())
      if (linked.game->decision().phase == kPhaseDraw) {
        ASSERT_EQ(linked.game->play(randomDraw(*linked.rules, linked.game->state(), rng)), "");
      } else {
        ActionList list;
        linked.game->legalActions(list);
        ASSERT_EQ(linked.game->play(list.items[0]), "");
      }
  }
  LoadedGame g = randomToy(3);
  const std::string json = reportJson(g);
  EXPECT_NE(json.find("\"mode\": \"toy\""), std::string::npos) << json;
  EXPECT_NE(json.find("\"breakdown\": {\"points\": "), std::string::npos) << json;
  EXPECT_NE(json.find("\"tilesRemaining\": 0"), std::string::npos) << json;
}

}  // namespace
}  // namespace carc
