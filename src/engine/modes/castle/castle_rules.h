#pragma once
// Carcassonne: The Castle as a game mode (castle.md, docs/castle.md): a RuleSet over CastleState.
// The hot paths (placement search, random playouts, sampling) are direct calls on CastleState;
// the RuleSet overrides unwrap the Position and call them. An expansion (The Falcon) joins
// through CastleExtension.
#include <array>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/rule_set.h"
#include "engine/modes/castle/castle_data.h"
#include "engine/modes/castle/castle_extension.h"
#include "engine/modes/castle/castle_state.h"

namespace carc::castle {

// The Castle's own decisions and actions (core phases and kinds below kExpansion*Base).
enum CastlePhase : uint8_t {
  kPhaseScoreNext = kExpansionPhaseBase,  // which completed feature the placer scores next
  kPhaseWallDouble,                       // double the feature being scored (wall tile 2/3)?
  kPhaseWallExtra,                        // take an extra turn (wall tile 1)?
  kPhaseWallFinish,                       // game end: the unfinished feature a wall tile 4-6 scores
  kPhaseWallReveal,  // the number of the wall tile a marker found (chance; seeded: the one dealt)
};
enum CastleActionKind : uint8_t {
  kActScoreNext = kExpansionActionBase,  // x, y, loc: a segment of the feature
  kActWall,                              // arg0: the wall tile used; finish: x, y, loc too
};

// One rotation of a tile type in board orientation, as a turn reads it.
struct Face {
  std::array<int8_t, 13> seg{};         // location -> local segment, -1 if none
  uint8_t pathEdges = 0;                // bit e: a path at the middle of edge e
  std::array<uint8_t, 8> openEdges{};   // local segment -> edges that are its open ends
  std::array<uint8_t, 8> touchEdges{};  // local segment -> edges it has a slot on
  std::array<uint8_t, 8> canon{};       // local segment -> canonical location
};
struct TypeInfo {
  uint8_t segCount = 0;
  std::array<uint8_t, 8> kind{};                          // FeatureKind per local segment
  std::array<std::array<uint8_t, kCounters>, 8> count{};  // market, fountain, expansion's
  uint8_t rotations = 0;                                  // distinct ones, listed in `distinct`
  std::array<uint8_t, 4> distinct{}, canonicalRot{};
  std::array<Face, 4> face{};
};

class CastleRules final : public RuleSet {
 public:
  // The Castle with `ext` (nullptr: none) from the embedded data; nullptr and `why` if the data
  // is broken.
  static std::unique_ptr<CastleRules> make(std::unique_ptr<CastleExtension> ext, std::string& why);
  // The same from data texts (tests of the data format and of hand-made boards).
  static std::unique_ptr<CastleRules> fromTexts(
      const std::vector<std::pair<std::string, std::string_view>>& files,
      std::unique_ptr<CastleExtension> ext, std::string& why);

  const CastleData& data() const { return data_; }
  const TypeInfo& info(int type) const { return types_[static_cast<size_t>(type)]; }
  const CastleExtension* extension() const { return ext_.get(); }
  // The first figure kind and score column of the expansion's.
  static constexpr int kExtFigureBase = 1;
  int figureKinds() const { return 1 + static_cast<int>(figureInfo_.size()); }
  const FigureKindInfo* figureInfo(int kind) const {
    return kind >= 1 && kind <= static_cast<int>(figureInfo_.size())
               ? &figureInfo_[static_cast<size_t>(kind - 1)]
               : nullptr;
  }
  int bagTiles() const { return bagTiles_; }
  int extColumn() const { return extColumn_; }  // the expansion's first score column

  // ---- direct calls on a CastleState (hot paths and tests)
  std::string setup(CastleState& s, const GameSetup& setup, EventSink* sink = nullptr) const;
  Decision decision(const CastleState& s) const;
  void legalActions(const CastleState& s, ActionList& out) const;
  Action sampleAction(const CastleState& s, Rng& rng, ActionList& scratch) const;
  std::string check(const CastleState& s, const Action& a) const;
  void apply(CastleState& s, const Action& a, EventSink* sink = nullptr) const;
  int playOut(CastleState& s, Rng& policy, std::vector<Action>* record = nullptr,
              EventSink* sink = nullptr) const;
  bool endNow(CastleState& s, EventSink* sink = nullptr) const;
  bool fitsAnywhere(const CastleState& s, int type) const;
  bool fits(const CastleState& s, int type, int cell, int rot) const;
  uint64_t hash(const CastleState& s) const;

  // ---- features
  static int find(const CastleState& s, int seg) {
    while (s.parent[static_cast<size_t>(seg)] != seg) seg = s.parent[static_cast<size_t>(seg)];
    return seg;
  }
  // The placed index of the tile or start space at X,Y (-1 if none).
  int placedAt(const CastleState& s, int x, int y) const;
  int placedX(const CastleState& s, int placed) const;
  int placedY(const CastleState& s, int placed) const;
  // The segment at a board location of a placed tile or start space, or -1.
  int segmentAt(const CastleState& s, int placed, int loc) const;
  // Distinct tiles (start spaces included) of the feature with root `root`.
  int featureTiles(const CastleState& s, int root) const;
  FeatureKind kindOf(const CastleState& s, int seg) const {
    return static_cast<FeatureKind>(s.segKind[static_cast<size_t>(seg)]);
  }
  // The player with more figures on the feature, kNone8 on a tie or none.
  static int winner(const CastleState& s, int root) {
    const Feature& f = s.feat[static_cast<size_t>(root)];
    return f.followers[0] == f.followers[1] ? kNone8 : f.followers[0] > f.followers[1] ? 0 : 1;
  }
  // A doubled feature's points (a wall tile 2/3, an expansion's figure: the king): twice its
  // value; a feature is doubled once.
  static int doubled(int value) { return value * 2; }
  // A feature's value when complete: tiles and counters by kind (the expansion's kinds too).
  int completeValue(const CastleState& s, int root, int tiles, int& column) const;
  // A court's value at the game end to `player` (kNone8: none): its markets, each worth more
  // with a wall tile of the market kind the player holds.
  int courtValue(const CastleState& s, int root, int player) const;
  // The largest group of edge-connected empty tile spaces (the keep's and the aerie's prize).
  // With `cells`, also its spaces (the first largest group found: a picture of the prize, the
  // points depending only on its size).
  int largestEmptyArea(const CastleState& s, Cells* cells = nullptr) const;
  // "X,Y:LOC" of a segment (the canonical location of its tile's segment).
  std::string segmentText(const CastleState& s, int seg) const;
  // A feature's segment named by X,Y and a location; -1 with `why`.
  int segmentAtRef(const CastleState& s, int x, int y, int loc, std::string& why) const;
  // Adds points to a player's column and moves their marker (gates and wall tiles during play).
  int addPoints(CastleState& s, int player, int column, int points, bool final) const;
  // Tells the sink about a scoring: a feature's (root >= 0) or a bonus's (root -1, kind None).
  void report(const CastleState& s, EventSink* sink, const Scoring& sc, bool complete) const;
  // Wall tiles of a number a player may use now (during play: taken before this turn).
  int usable(const CastleState& s, int p, int n, bool final) const {
    return s.held[static_cast<size_t>(p)][static_cast<size_t>(n)] +
           (final ? s.fresh[static_cast<size_t>(p)][static_cast<size_t>(n)] : 0);
  }
  // Copies of wall tile n nobody has taken or found yet (on a tower face down, or unseen): what
  // a marker may find on a tower whose tile the position does not know (explicit draws).
  int unseenWallTiles(const CastleState& s, int n) const;
  // Each player's keep value when compared at game end (wall tile bonuses included).
  int keepValue(const CastleState& s, int p) const;
  // The track space a total score stands on.
  static int trackSpace(int total) {
    return ((total % kTrackSpaces) + kTrackSpaces) % kTrackSpaces;
  }

  // ---- RuleSet
  std::string_view mode() const override { return "castle"; }
  std::vector<std::string> expansionItems() const override;
  int minPlayers() const override { return kPlayers; }
  int maxPlayers() const override { return kPlayers; }
  std::vector<ReconstructedItem> reconstructed() const override;
  Position newPosition() const override { return Position::of<CastleState>(); }
  std::string setup(Position& p, const GameSetup& setup, EventSink* sink) const override;
  Decision decision(const Position& p) const override { return decision(st(p)); }
  void legalActions(const Position& p, ActionList& out) const override { legalActions(st(p), out); }
  Action sampleAction(const Position& p, Rng& rng, ActionList& scratch) const override {
    return sampleAction(st(p), rng, scratch);
  }
  std::string check(const Position& p, const Action& a) const override;
  void apply(Position& p, const Action& a, EventSink* sink) const override {
    apply(st(p), a, sink);
  }
  int playOut(Position& p, Rng& policy, std::vector<Action>* record,
              EventSink* sink) const override {
    return playOut(st(p), policy, record, sink);
  }
  bool endNow(Position& p, EventSink* sink) const override { return endNow(st(p), sink); }
  Position viewFor(const Position& p, int viewer) const override;
  Position sampleFromView(const Position& view, int viewer, Rng& rng) const override;
  Position outsiderView(const Position& p) const override;
  int players(const Position&) const override { return kPlayers; }
  bool over(const Position& p) const override { return st(p).over(); }
  int turn(const Position& p) const override { return st(p).turn; }
  bool finalScoring(const Position& p) const override { return st(p).step >= Step::Final; }
  int drawnTile(const Position& p) const override {
    return st(p).drawn == kNone8 ? -1 : st(p).drawn;
  }
  void tilesLeft(const Position& p, std::vector<int>& out) const override;
  int tilesPlaced(const Position& p) const override { return st(p).placedCount; }
  int tilesDiscarded(const Position& p) const override { return st(p).discardCount; }
  int supply(const Position& p, int player) const override;
  uint64_t hash(const Position& p) const override { return hash(st(p)); }
  uint64_t fingerprint(const Position& p) const override { return hash(st(p)); }
  const std::vector<std::string>& scoreColumns() const override { return columns_; }
  int score(const Position& p, int player, int column) const override;
  int total(const Position& p, int player) const override;
  void estimate(const Position& p, std::vector<double>& out) const override;
  int tileTypes() const override { return static_cast<int>(data_.tiles.types.size()); }
  int tileType(std::string_view id) const override;
  std::string tileId(int type) const override;
  std::string printFollower(const Position& p, const Action& a) const override;
  bool parseFollower(const Position& p, std::string_view text, Action& out,
                     std::string& why) const override;
  std::string_view decisionTag(const Decision& d) const override;
  bool tagNamesPlayer(const Decision& d) const override;
  bool parseTagValue(const Position& p, const Decision& d, std::string_view value, Action& out,
                     std::string& why) const override;
  std::string printTagValue(const Position& p, const Decision& d, const Action& a) const override;
  void codedActions(const Position& p, ActionList& out) const override;
  bool featureAt(const Position& p, int placed, int loc, int player,
                 FeatureInfo& out) const override;

  // View and sampling on states (RuleSet's overrides wrap them).
  CastleState viewFor(const CastleState& s, int viewer) const;
  CastleState sampleFromView(const CastleState& view, int viewer, Rng& rng) const;
  void estimate(const CastleState& s, std::vector<double>& out) const;

 private:
  CastleRules() = default;
  bool load(const std::vector<std::pair<std::string, std::string_view>>& files, std::string& why);
  static CastleState& st(Position& p) { return p.as<CastleState>(); }
  static const CastleState& st(const Position& p) { return p.as<CastleState>(); }

  // castle_board.cpp
  void placeStarts(CastleState& s) const;
  void placeTile(CastleState& s, int type, int cell, int rot) const;
  void unite(CastleState& s, int a, int b) const;
  Cells fitting(const CastleState& s, const Face& f) const;
  void legalPlacements(const CastleState& s, int type, ActionList& out) const;
  Action samplePlacement(const CastleState& s, Rng& rng) const;
  void followerOptions(const CastleState& s, ActionList& out) const;
  bool completedNow(const CastleState& s, int root) const;
  // castle_rules.cpp: the automatic steps up to the next decision
  void run(CastleState& s, EventSink* sink) const;
  bool drawStep(CastleState& s, EventSink* sink) const;
  void drawType(CastleState& s, int type, EventSink* sink) const;
  void beginTurn(CastleState& s) const;
  void applyFollower(CastleState& s, const Action& a) const;
  std::string checkPlace(const CastleState& s, const Action& a) const;
  std::string checkFollower(const CastleState& s, const Action& a) const;
  // castle_scoring.cpp
  bool scoreStep(CastleState& s, EventSink* sink) const;
  void scoreQueued(CastleState& s, int root, bool doubled, EventSink* sink) const;
  void dropQueued(CastleState& s, int root) const;
  bool orderMatters(const CastleState& s, int side) const;
  int doublingTile(const CastleState& s, int root) const;
  void returnFigures(CastleState& s, int root) const;
  void score(CastleState& s, Scoring& sc, EventSink* sink) const;
  void takeWallTile(CastleState& s, int player) const;
  void scoreFinal(CastleState& s, EventSink* sink) const;
  bool finalWallStep(CastleState& s, EventSink* sink) const;
  void finishCandidates(const CastleState& s, int p, FeatureKind kind, ActionList& out) const;
  void scoreFinish(CastleState& s, int p, int n, int root, EventSink* sink) const;
  int extraTurnTile(const CastleState& s) const;
  void scoreNextOptions(const CastleState& s, ActionList& out) const;
  void revealOptions(const CastleState& s, ActionList& out) const;
  int queuedWinnerSide(const CastleState& s) const;

  CastleData data_;
  std::unique_ptr<CastleExtension> ext_;
  std::vector<FigureKindInfo> figureInfo_;
  std::vector<TypeInfo> types_;
  std::vector<std::string> columns_;
  std::array<uint8_t, kMaxTypes> startBag_{};  // tiles per type at setup
  int bagTiles_ = 0;
  int startSpaces_ = 0;
  int extColumn_ = kColumns;  // the expansion's first score column
  // Track space -> index of the corner tower covering it, -1 if none.
  std::array<int8_t, kTrackSpaces> towerAt_{};
};

}  // namespace carc::castle
