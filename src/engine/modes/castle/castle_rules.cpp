// The Castle's turn: setup, the decision of the moment, its legal actions, checking and
// applying them, and the automatic steps between decisions (castle.md "Turn").
#include "engine/modes/castle/castle_rules.h"

#include "engine/assets.h"

namespace carc::castle {

namespace {

// Published: 7 followers per player, one of them marks the score on the wall (castle.md).
constexpr int kFollowersPerPlayer = 6;

// The edges a segment counts as open ends while they face an empty tile space: a path its edge
// middles; a court none (courts never complete); any other feature (house, tower, an
// expansion's chapel) every edge it has a slot on: it completes when surrounded.
uint8_t openEdgesOf(FeatureKind k, const TileVariant& v, int seg) {
  uint8_t m = 0;
  for (int e = 0; e < 4; ++e) {
    if (k == FeatureKind::Path) {
      m = static_cast<uint8_t>(m | (v.seg[middleSlot(e)] == seg) << e);
    } else if (k != FeatureKind::Court) {
      for (int i = 0; i < 3; ++i) m = static_cast<uint8_t>(m | (v.seg[e * 3 + i] == seg) << e);
    }
  }
  return m;
}

TypeInfo typeInfo(const TileType& t, const std::array<uint32_t, kCounters>& counterFlags) {
  TypeInfo ti;
  ti.segCount = static_cast<uint8_t>(t.segCount);
  for (int i = 0; i < t.segCount; ++i) {
    ti.kind[i] = static_cast<uint8_t>(t.seg[i].kind);
    for (int k = 0; k < kCounters; ++k)
      ti.count[i][k] = counterFlags[k] && (t.seg[i].flags & counterFlags[k]) ? 1 : 0;
  }
  ti.rotations = static_cast<uint8_t>(t.distinctRotations);
  ti.distinct = t.distinct;
  ti.canonicalRot = t.canonicalRot;
  for (int r = 0; r < 4; ++r) {
    Face& f = ti.face[r];
    const TileVariant& v = t.rot[r];
    for (int l = 0; l < kLocations; ++l) f.seg[l] = v.seg[l];
    for (int i = 0; i < t.segCount; ++i) {
      f.openEdges[i] = openEdgesOf(t.seg[i].kind, v, i);
      for (int e = 0; e < 4; ++e)
        for (int k = 0; k < 3; ++k)
          f.touchEdges[i] = static_cast<uint8_t>(f.touchEdges[i] | (v.seg[e * 3 + k] == i) << e);
      f.canon[i] = v.canon[i];
    }
    for (int e = 0; e < 4; ++e) {
      const int s = v.seg[middleSlot(e)];
      if (s >= 0 && t.seg[s].kind == FeatureKind::Path)
        f.pathEdges = static_cast<uint8_t>(f.pathEdges | 1 << e);
    }
  }
  return ti;
}

}  // namespace

std::unique_ptr<CastleRules> CastleRules::make(std::unique_ptr<CastleExtension> ext,
                                               std::string& why) {
  std::vector<std::pair<std::string, std::string_view>> files = {
      {"tiles/castle.txt", assets::find("tiles/castle.txt")}};
  if (ext) files.emplace_back(std::string(ext->tileAsset()), assets::find(ext->tileAsset()));
  return fromTexts(files, std::move(ext), why);
}

std::unique_ptr<CastleRules> CastleRules::fromTexts(
    const std::vector<std::pair<std::string, std::string_view>>& files,
    std::unique_ptr<CastleExtension> ext, std::string& why) {
  std::unique_ptr<CastleRules> r(new CastleRules());
  r->ext_ = std::move(ext);
  if (!r->load(files, why)) return nullptr;
  return r;
}

bool CastleRules::load(const std::vector<std::pair<std::string, std::string_view>>& files,
                       std::string& why) {
  const std::vector<std::string_view> words =
      ext_ ? ext_->directives() : std::vector<std::string_view>();
  DataError err;
  auto reader = [this](const std::vector<std::string_view>& w, std::string& y) {
    return ext_ && ext_->readDirective(w, y);
  };
  if (!parseCastleData(files, words, reader, data_, err)) return why = err.str(), false;
  if (ext_ && !(why = ext_->checkData(data_)).empty()) return false;
  figureInfo_ = ext_ ? ext_->figureKinds() : std::vector<FigureKindInfo>();
  columns_ = {"path", "house", "tower", "court", "keep", "wall"};
  extColumn_ = static_cast<int>(columns_.size());
  if (ext_)
    for (const std::string& c : ext_->columns()) columns_.push_back(c);
  const TileSet& ts = data_.tiles;
  if (ts.types.size() > static_cast<size_t>(kMaxTypes)) return why = "too many tile types", false;
  if (figureKinds() > kFigureKinds) return why = "too many figure kinds", false;
  if (columns_.size() > static_cast<size_t>(kMaxColumns)) return why = "too many columns", false;
  const std::array<uint32_t, kCounters> counters = {ts.flag("market"), ts.flag("fountain"),
                                                    ext_ ? ts.flag(ext_->counterFlag()) : 0u};
  const uint32_t startFlag = ts.flag("startspace");
  int segs = 0;
  for (size_t t = 0; t < ts.types.size(); ++t) {
    const TileType& tt = ts.types[t];
    if (tt.segCount > 8) return why = "tile " + tt.id + " has more than 8 segments", false;
    types_.push_back(typeInfo(tt, counters));
    if (tt.flags & startFlag) continue;
    startBag_[t] = static_cast<uint8_t>(tt.count);
    bagTiles_ += tt.count;
    segs += tt.count * tt.segCount;
  }
  startSpaces_ = static_cast<int>(data_.starts.size());
  for (const StartSpace& st : data_.starts) segs += ts.types[static_cast<size_t>(st.type)].segCount;
  if (bagTiles_ + startSpaces_ > kMaxPlaced || segs > kMaxSegs || bagTiles_ > 255)
    return why = "more tiles or segments than a position holds", false;
  towerAt_.fill(-1);
  for (size_t i = 0; i < data_.towers.size(); ++i) {
    towerAt_[static_cast<size_t>(data_.towers[i].space)] = static_cast<int8_t>(i);
    towerAt_[static_cast<size_t>(data_.towers[i].space + 1)] = static_cast<int8_t>(i);
  }
  return true;
}

std::vector<std::string> CastleRules::expansionItems() const {
  if (!ext_) return {};
  return {ext_->item()};
}

// ---- setup

std::string CastleRules::setup(CastleState& s, const GameSetup& g, EventSink* sink) const {
  if (g.players != kPlayers)
    return "The Castle is a game for exactly 2 players, not " + std::to_string(g.players);
  s = CastleState{};
  s.rng.seed(g.seed);
  s.explicitDraws = g.explicitDraws ? 1 : 0;
  s.bag = startBag_;
  s.bagCount = static_cast<uint8_t>(bagTiles_);
  s.cellTile.fill(kNone8);
  s.keepSeg.fill(kNone16);
  for (auto& sup : s.supply) {
    sup[0] = kFollowersPerPlayer;
    for (size_t k = 0; k < figureInfo_.size(); ++k)
      sup[k + 1] = static_cast<uint8_t>(figureInfo_[k].perPlayer);
  }
  placeStarts(s);
  // The wall tiles, shuffled face down: one on each tower that holds one, the rest unseen.
  std::array<uint8_t, 32> deck{};
  int n = 0;
  for (int w = 1; w < kWallTileKinds; ++w)
    for (int c = 0; c < data_.wall[w].count && n < 32; ++c) deck[n++] = static_cast<uint8_t>(w);
  for (int i = n - 1; i > 0; --i)
    std::swap(deck[i], deck[s.rng.below(static_cast<uint32_t>(i + 1))]);
  int next = 0;
  // With explicit draws the record says which tile a marker finds (tower:N).
  for (size_t t = 0; t < data_.towers.size(); ++t)
    s.tower[t] = !data_.towers[t].holdsTile ? 0 : s.explicitDraws ? kUnknownWallTile : deck[next++];
  if (ext_) ext_->onSetup(*this, s);
  run(s, sink);
  return "";
}

std::string CastleRules::setup(Position& p, const GameSetup& g, EventSink* sink) const {
  if (!p.holds<CastleState>()) p = newPosition();
  return setup(st(p), g, sink);
}

// ---- the decision of the moment

Decision CastleRules::decision(const CastleState& s) const {
  Decision d;
  d.player = s.current;
  switch (s.step) {
    case Step::Draw:
      d.phase = kPhaseDraw;
      break;
    case Step::Place:
      d.phase = kPhasePlaceTile;
      break;
    case Step::Follower:
      d.phase = kPhasePlaceMeeple;
      break;
    case Step::Score:
      if (s.pending == Pending::Reveal) {  // chance, written by the record: the placer's line
        d.phase = kPhaseWallReveal;
        d.arg = static_cast<uint8_t>(data_.towers[s.reveal[0] & 0x7F].space);
        break;
      }
      d.phase = s.pending == Pending::WallDouble ? kPhaseWallDouble : kPhaseScoreNext;
      d.arg = s.pendingArg;
      break;
    case Step::AfterScore:
      d.phase = kPhaseWallExtra;
      d.arg = s.pendingArg;
      break;
    case Step::FinalWall:
      d.phase = kPhaseWallFinish;
      d.player = s.finalPlayer;
      d.arg = s.pendingArg;
      break;
    default:
      d.phase = kPhaseGameOver;
      break;
  }
  return d;
}

void CastleRules::legalActions(const CastleState& s, ActionList& out) const {
  out.count = 0;
  switch (decision(s).phase) {
    case kPhaseDraw:
      for (int t = 0; t < tileTypes(); ++t)
        if (s.bag[t]) out.push(Action::draw(t));
      break;
    case kPhasePlaceTile:
      legalPlacements(s, s.drawn, out);
      break;
    case kPhasePlaceMeeple:
      followerOptions(s, out);
      break;
    case kPhaseScoreNext:
      scoreNextOptions(s, out);
      break;
    case kPhaseWallDouble:
    case kPhaseWallExtra: {
      Action a;
      a.kind = kActWall;
      a.arg0 = s.pendingArg;
      out.push(a);
      out.push(Action::pass());
      break;
    }
    case kPhaseWallReveal:
      revealOptions(s, out);
      break;
    case kPhaseWallFinish: {
      const FeatureKind k = data_.wall[s.pendingArg].kind;
      finishCandidates(s, s.finalPlayer, k, out);
      break;
    }
    default:
      break;
  }
}

Action CastleRules::sampleAction(const CastleState& s, Rng& rng, ActionList& scratch) const {
  if (s.step == Step::Place) return samplePlacement(s, rng);
  legalActions(s, scratch);
  if (!scratch.count) return Action{};
  return scratch.items[rng.below(static_cast<uint32_t>(scratch.count))];
}

// ---- checking

std::string CastleRules::checkPlace(const CastleState& s, const Action& a) const {
  if (a.kind != kActPlace) return "a tile placement is expected";
  const int c = data_.cell(a.x, a.y);
  if (c < 0)
    return "no tile space of the castle at " + std::to_string(a.x) + "," + std::to_string(a.y);
  if (a.rot > 3) return "rotation must be r0..r3";
  if (s.filled.has(c)) return "the space is already taken";
  if (!s.frontier.has(c))
    return "a tile must touch a placed tile or a start space with a whole side";
  if (fits(s, s.drawn, c, a.rot)) return "";
  const Face& f = types_[s.drawn].face[a.rot];
  for (int e = 0; e < 4; ++e) {
    const bool path = (f.pathEdges >> e) & 1;
    if (path && s.needNoPath[e].has(c))
      return std::string("paths must meet paths: the ") + std::string(kEdgeNames[e]) +
             " edge is a path but the neighbour shows no path there";
    if (!path && s.needPath[e].has(c))
      return std::string("paths must meet paths: the neighbour's path reaches the ") +
             std::string(kEdgeNames[e]) + " edge, which shows no path";
  }
  return "the tile does not fit there";
}

std::string CastleRules::checkFollower(const CastleState& s, const Action& a) const {
  if (a.kind == kActPass) return "";
  if (a.kind != kActMeeple) return "a follower (or '-') is expected";
  const int seg = segmentAt(s, s.lastTile, a.loc);
  if (seg < 0) return "no feature at that location of the tile just placed";
  if (a.arg0 >= figureKinds()) return "no such figure";
  if (!s.supply[s.current][a.arg0])
    return a.arg0 ? "no " + figureInfo_[a.arg0 - 1].name + " left in supply"
                  : "no follower left in supply";
  const int root = find(s, seg);
  if (s.feat[root].followers[0] | s.feat[root].followers[1])
    return "the feature is already occupied";
  if (a.arg0 && figureInfo_[a.arg0 - 1].notOnScoredNow && completedNow(s, root))
    return "the " + figureInfo_[a.arg0 - 1].name +
           " may not go on a feature scored in the same turn";
  return "";
}

std::string CastleRules::check(const CastleState& s, const Action& a) const {
  const Decision d = decision(s);
  switch (d.phase) {
    case kPhaseDraw:
      if (a.kind != kActDraw) return "a draw is expected";
      if (a.tile >= tileTypes() || !s.bag[a.tile]) return "no such tile left to draw";
      return "";
    case kPhasePlaceTile:
      return checkPlace(s, a);
    case kPhasePlaceMeeple:
      return checkFollower(s, a);
    case kPhaseGameOver:
      return "the game is over";
    default:
      break;
  }
  ActionList list;
  legalActions(s, list);
  for (const Action& b : list)
    if (b == a) return "";
  if (d.phase == kPhaseScoreNext) return "that is not a completed feature still to score";
  if (d.phase == kPhaseWallReveal) return "no such wall tile is left unseen";
  if (d.phase == kPhaseWallFinish)
    return "that is not an unfinished feature of the player's that wall tile " +
           std::to_string(d.arg) + " can score";
  return "wall tile " + std::to_string(d.arg) + " or '-' is expected";
}

std::string CastleRules::check(const Position& p, const Action& a) const {
  if (!p.holds<CastleState>()) return "not a Castle position";
  return check(st(p), a);
}

// ---- applying

void CastleRules::drawType(CastleState& s, int type, EventSink* sink) const {
  --s.bag[type];
  --s.bagCount;
  if (!fitsAnywhere(s, type)) {
    ++s.discardCount;
    if (sink) sink->discarded(type);
    return;  // set aside for good; still drawing
  }
  s.drawn = static_cast<uint8_t>(type);
  s.step = Step::Place;
}

// Seeded draws: one of the tiles left, each equally likely. Returns false when the game ends.
bool CastleRules::drawStep(CastleState& s, EventSink* sink) const {
  while (s.step == Step::Draw) {
    if (!s.bagCount) {
      s.step = Step::Final;
      return true;
    }
    if (s.explicitDraws) return false;
    int pick = static_cast<int>(s.rng.below(s.bagCount));
    int t = 0;
    while (pick >= s.bag[t]) pick -= s.bag[t++];
    drawType(s, t, sink);
  }
  return false;
}

// A player's turn begins: wall tiles they took before are theirs to use from now on.
void CastleRules::beginTurn(CastleState& s) const {
  auto& fresh = s.fresh[s.current];
  auto& held = s.held[s.current];
  for (int n = 0; n < kWallTileKinds; ++n) {
    held[n] = static_cast<uint8_t>(held[n] + fresh[n]);
    fresh[n] = 0;
  }
}

void CastleRules::run(CastleState& s, EventSink* sink) const {
  for (;;) {
    switch (s.step) {
      case Step::Draw:
        if (!drawStep(s, sink)) return;
        break;
      case Step::Score:
        if (!scoreStep(s, sink)) return;
        s.step = Step::AfterScore;
        break;
      case Step::AfterScore: {
        const int n = extraTurnTile(s);
        if (n && s.bagCount) {
          s.pending = Pending::WallExtra;
          s.pendingArg = static_cast<uint8_t>(n);
          return;
        }
        s.step = Step::EndTurn;
        break;
      }
      case Step::EndTurn:
        ++s.turn;
        if (!s.extraTurn) s.current = static_cast<uint8_t>(s.current ^ 1);
        s.extraTurn = 0;
        s.lastTile = kNone8;
        beginTurn(s);
        s.step = Step::Draw;
        break;
      case Step::Final:
        scoreFinal(s, sink);
        s.step = Step::FinalWall;
        s.finalPlayer = 0;
        break;
      case Step::FinalWall:
        if (!finalWallStep(s, sink)) return;
        if (ext_) ext_->afterFinal(*this, s, sink);
        s.step = Step::Over;
        break;
      default:  // Place, Follower: decisions; Over
        return;
    }
  }
}

void CastleRules::applyFollower(CastleState& s, const Action& a) const {
  if (a.kind == kActMeeple) {
    const int seg = segmentAt(s, s.lastTile, a.loc);
    const int root = find(s, seg);
    const int p = s.current;
    --s.supply[p][a.arg0];
    ++s.feat[root].followers[p];
    if (a.arg0)
      s.feat[root].special =
          static_cast<uint8_t>(s.feat[root].special | 1 << ((a.arg0 - 1) * 2 + p));
    Figure& f = s.figures[s.figureCount++];
    f.seg = static_cast<uint16_t>(seg);
    f.owner = static_cast<uint8_t>(p);
    f.kind = a.arg0;
  }
  s.step = Step::Score;
}

void CastleRules::apply(CastleState& s, const Action& a, EventSink* sink) const {
  switch (s.step) {
    case Step::Draw:
      drawType(s, a.tile, sink);
      break;
    case Step::Place: {
      // The rotation as given: one equal in rules terms to a listed one is another picture.
      placeTile(s, s.drawn, data_.cell(a.x, a.y), a.rot & 3);
      s.drawn = kNone8;
      s.step = Step::Follower;
      return;
    }
    case Step::Follower:
      applyFollower(s, a);
      break;
    case Step::Score: {
      const Pending was = s.pending;
      s.pending = Pending::None;
      if (was == Pending::Reveal) {
        ++s.fresh[s.reveal[0] >> 7][a.arg0];  // the taker's, from this turn
        for (int i = 1; i < s.revealCount; ++i) {
          s.reveal[i - 1] = s.reveal[i];
          s.revealTile[i - 1] = s.revealTile[i];
        }
        --s.revealCount;
        break;
      }
      if (was == Pending::WallDouble) {
        scoreQueued(s, s.pendingSeg, a.kind == kActWall, sink);
        break;
      }
      std::string why;
      const int root = find(s, segmentAtRef(s, a.x, a.y, a.loc, why));
      const int n = s.current == winner(s, root) ? doublingTile(s, root) : 0;
      if (n) {
        s.pending = Pending::WallDouble;
        s.pendingArg = static_cast<uint8_t>(n);
        s.pendingSeg = static_cast<uint16_t>(root);
        return;
      }
      scoreQueued(s, root, 0, sink);
      break;
    }
    case Step::AfterScore:
      s.pending = Pending::None;
      if (a.kind == kActWall) {
        --s.held[s.current][a.arg0];
        ++s.spent[s.current][a.arg0];
        s.extraTurn = 1;
      }
      s.step = Step::EndTurn;
      break;
    case Step::FinalWall: {
      s.pending = Pending::None;
      std::string why;
      scoreFinish(s, s.finalPlayer, a.arg0, find(s, segmentAtRef(s, a.x, a.y, a.loc, why)), sink);
      break;
    }
    default:
      return;
  }
  run(s, sink);
}

int CastleRules::playOut(CastleState& s, Rng& policy, std::vector<Action>* record,
                         EventSink* sink) const {
  ActionList scratch;
  int n = 0;
  while (!s.over()) {
    const Action a = sampleAction(s, policy, scratch);
    if (a.kind == kActNone) break;  // nothing legal: cannot happen in a consistent state
    apply(s, a, sink);
    if (record) record->push_back(a);
    ++n;
  }
  return n;
}

bool CastleRules::endNow(CastleState& s, EventSink* sink) const {
  if (s.step != Step::Draw && s.step != Step::Place) return false;
  s.drawn = kNone8;
  s.bag.fill(0);
  s.bagCount = 0;
  s.step = Step::Final;
  run(s, sink);
  return true;
}

}  // namespace carc::castle
