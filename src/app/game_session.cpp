#include "app/game_session.h"

#include "engine/core/rng.h"
#include "engine/modes/registry.h"

namespace carc::app {

std::string GameSession::start(const GameConfig& config) {
  std::string why;
  // No mode named: the first this build registers (modes/registry.h).
  const std::string mode = config.mode.empty() ? gameModes().front().name : config.mode;
  auto rules = makeRuleSet(mode, config.expansions, why);
  if (!rules) return why;
  GameSetup setup;
  setup.players = static_cast<int>(config.players.size());
  setup.seed = config.seed;
  Position probe;
  why = rules->setup(probe, setup);
  if (!why.empty()) return why;
  game_.reset();
  rules_ = std::move(rules);
  game_ = std::make_unique<Game>(*rules_, setup);
  config_ = config;
  config_.mode = mode;
  header_ = RecordHeader{};
  header_.mode = mode;
  for (const PlayerInfo& p : config.players) header_.players.push_back(p.name);
  header_.expansions = config.expansions;
  header_.seed = config.seed;
  std::vector<Seat> seats;
  for (const PlayerInfo& p : config.players) seats.push_back(p.seat);
  if (std::string v = seatsHeaderValue(seats); !v.empty())
    header_.extra.emplace_back(std::string(kSeatsHeader), std::move(v));
  notes_.clear();
  ++revision_;
  return {};
}

void GameSession::adopt(LoadedGame&& loaded) {
  rules_ = std::move(loaded.rules);
  game_ = std::move(loaded.game);
  header_ = loaded.header;
  config_ = GameConfig{};
  config_.mode = header_.mode;
  for (size_t p = 0; p < header_.players.size(); ++p)
    config_.players.push_back({header_.players[p], static_cast<int>(p)});
  config_.expansions = header_.expansions;
  config_.seed = header_.seed;
  for (const auto& kv : header_.extra)
    if (kv.first == kSeatsHeader) {
      const std::vector<Seat> seats = seatsFromHeaderValue(kv.second, config_.players.size());
      for (size_t p = 0; p < seats.size(); ++p) config_.players[p].seat = seats[p];
    }
  // The log's notes: replay the actions on a scratch game, the redoable ones too (a save keeps
  // them): their moves had no notes once redone, missing from the log, and playing on after them
  // read past the notes' end.
  notes_.clear();
  Game scratch(*rules_, game_->setup());
  for (size_t i = 0; i < game_->actions().size(); ++i) {
    notes_.push_back(noteBefore(scratch, game_->actions()[i], i ? &notes_.back() : nullptr));
    if (!scratch.play(game_->actions()[i]).empty()) break;
  }
  ++revision_;
}

std::vector<Seat> GameSession::seats() const {
  std::vector<Seat> out;
  for (const PlayerInfo& p : config_.players) out.push_back(p.seat);
  return out;
}

Seat GameSession::seat(int p) const {
  return p >= 0 && static_cast<size_t>(p) < config_.players.size()
             ? config_.players[static_cast<size_t>(p)].seat
             : Seat::kPerson;
}

bool GameSession::anyComputer() const {
  for (const PlayerInfo& p : config_.players)
    if (p.seat != Seat::kPerson) return true;
  return false;
}

void ActionNote::addSegment(const State& s, int seg) {
  if (seg < 0 || seg >= s.features.count || cellCount == 2) return;
  const PlacedTile& p = s.board.tiles[s.features.nodes[seg].tile];
  segs[static_cast<size_t>(cellCount)] = seg;
  cells[static_cast<size_t>(cellCount++)] = Cell{p.x, p.y};
}

ActionNote GameSession::noteBefore(const Game& game, const Action& a,
                                   const ActionNote* previous) const {
  ActionNote note;
  note.decision = game.decision();
  note.player = note.decision.player;
  note.tile = rules_->drawnTile(game.state());
  // What the mode's and its expansions' modules note (the followers an action moves).
  if (noteHook_) noteHook_(*rules_, game, a, previous, note);
  return note;
}

ActionNote GameSession::noteFor(const Action& a) const {
  const size_t at = game_->cursor();
  return noteBefore(*game_, a, at && at <= notes_.size() ? &notes_[at - 1] : nullptr);
}

std::string GameSession::play(const Action& a) {
  const ActionNote note = noteFor(a);
  std::string why = game_->play(a);
  if (!why.empty()) return why;
  notes_.resize(game_->cursor() - 1);
  notes_.push_back(note);
  ++revision_;
  return {};
}

// In explicit-draw games (opened from a link of a game in progress) a draw is an action of its
// own: undo and redo step over it, so a turn is undone whole and a drawn tile is never re-rolled.
void GameSession::undo() {
  if (!canUndo()) return;
  // Back over every draw before it too (a discarded tile's draw is followed by another draw): a
  // stop at a draw would draw afresh at once, undoing nothing.
  game_->undo();
  while (atChance() && canUndo()) game_->undo();
  ++revision_;
}

void GameSession::redo() {
  if (!canRedo()) return;
  game_->redo();
  while (atChance() && canRedo()) game_->redo();
  ++revision_;
}

void GameSession::seek(size_t cursor) {
  if (!game_) return;
  game_->seek(cursor);
  ++revision_;
}

bool GameSession::atDraw() const {
  const Decision d = game_->decision();
  return !taggedDecision(d) && d.phase == kPhaseDraw && !game_->over();
}

bool GameSession::atChance() const {
  if (atDraw()) return true;
  return chanceHook_ && !game_->over() && chanceHook_(*rules_, game_->decision());
}

int GameSession::autoplay(int n, uint64_t policySeed) {
  Rng policy(policySeed);
  int played = 0;
  for (; played < n && !game_->over(); ++played) {
    const ActionList& l = legal();
    if (l.count == 0) break;
    Action a = l.items[policy.below(static_cast<uint32_t>(l.count))];
    if (!play(a).empty()) break;
  }
  return played;
}

void GameSession::refresh() {
  if (cachedFor_ == revision_) return;
  cachedFor_ = revision_;
  game_->legalActions(*legal_);
  placements_.clear();
  if (!taggedDecision(decision()) && decision().phase == kPhasePlaceTile)
    for (const Action& a : *legal_)
      if (a.kind == kActPlace) placements_[{a.x, a.y}] |= 1u << a.rot;
  rules_->tilesLeft(game_->state(), tilesLeft_);
}

const ActionList& GameSession::legal() {
  refresh();
  return *legal_;
}

const std::map<std::pair<int, int>, unsigned>& GameSession::placements() {
  refresh();
  return placements_;
}

const std::vector<int>& GameSession::tilesLeft() {
  refresh();
  return tilesLeft_;
}

int GameSession::bagCount() {
  int n = 0;
  for (int left : tilesLeft()) n += left;
  return n;
}

int GameSession::lastMove() const {
  const auto& acts = game_->actions();
  for (size_t i = game_->cursor(); i-- > 0;)
    if (acts[i].kind != kActDraw) return static_cast<int>(i);
  return -1;
}

int GameSession::lastTurnStart() {
  // Turns begin with a placement; the last completed turn starts at the last placement whose turn
  // has ended (a later placement exists, or no decision of that turn is left).
  const auto& acts = game_->actions();
  const int cursor = static_cast<int>(game_->cursor());
  int last = -1, previous = -1;
  for (int i = 0; i < cursor; ++i)
    if (acts[static_cast<size_t>(i)].kind == kActPlace) {
      previous = last;
      last = i;
    }
  const Decision d = decision();
  const bool midTurn = taggedDecision(d) || d.phase == kPhasePlaceMeeple;
  return midTurn ? previous : last;
}

}  // namespace carc::app
