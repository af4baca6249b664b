#pragma once
// The seam between a game mode and everything that plays, records or shows its games. Game, the
// notation, saves, links, the CLI, the app's session and the computer players speak to a RuleSet;
// each mode (modes/base, modes/castle) implements it over its own flat state type, and keeps its
// hot paths (random playouts, placement search) as direct calls inside the mode.
//
// A RuleSet is the immutable configuration of one kind of game: a mode with its enabled
// expansions and their options. Every call takes the Position it works on, so one RuleSet serves
// many positions (a search holds thousands).
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <new>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "engine/core/actions.h"
#include "engine/core/rng.h"
#include "engine/core/score_event.h"

namespace carc {

struct GameSetup {
  int players = 2;
  uint64_t seed = 0;           // the state's rng: draws (and any other chance)
  bool explicitDraws = false;  // draws are kActDraw actions (hand-written draw order)
};

// A position of any mode: the mode's state, one trivially copyable block with no pointers,
// owned here. Copying is one memcpy (and one allocation unless the target already holds a
// position of the same size). Only the mode that made it reads it (as<S>()).
class Position {
 public:
  Position() = default;
  // A value-initialized S (its default member initializers applied).
  template <class S>
  static Position of() {
    static_assert(std::is_trivially_copyable<S>::value, "a mode's state copies as one block");
    static_assert(alignof(S) <= kAlign, "Position's alignment");
    Position p;
    p.allocate(sizeof(S), tagOf<S>());
    new (p.data_) S();
    return p;
  }
  Position(const Position& o) { copyFrom(o); }
  Position(Position&& o) noexcept : data_(o.data_), size_(o.size_), tag_(o.tag_) {
    o.data_ = nullptr;
    o.size_ = 0;
    o.tag_ = nullptr;
  }
  Position& operator=(const Position& o) {
    if (this != &o) copyFrom(o);
    return *this;
  }
  Position& operator=(Position&& o) noexcept {
    if (this != &o) {
      release();
      data_ = o.data_;
      size_ = o.size_;
      tag_ = o.tag_;
      o.data_ = nullptr;
      o.size_ = 0;
      o.tag_ = nullptr;
    }
    return *this;
  }
  ~Position() { release(); }

  bool empty() const { return data_ == nullptr; }
  size_t size() const { return size_; }
  // Whether this holds an S (a mode checks before a cast where a position may come from outside).
  template <class S>
  bool holds() const {
    return tag_ == tagOf<S>();
  }
  template <class S>
  S& as() {
    return *std::launder(reinterpret_cast<S*>(data_));
  }
  template <class S>
  const S& as() const {
    return *std::launder(reinterpret_cast<const S*>(data_));
  }

 private:
  static constexpr size_t kAlign = 64;
  template <class S>
  static const void* tagOf() {
    static const char tag = 0;
    return &tag;
  }
  void allocate(size_t bytes, const void* tag) {
    data_ = static_cast<unsigned char*>(::operator new(bytes, std::align_val_t(kAlign)));
    size_ = bytes;
    tag_ = tag;
  }
  void release() {
    if (data_) ::operator delete(data_, std::align_val_t(kAlign));
    data_ = nullptr;
    size_ = 0;
    tag_ = nullptr;
  }
  void copyFrom(const Position& o) {
    if (size_ != o.size_) {
      release();
      if (o.data_) allocate(o.size_, o.tag_);
    }
    tag_ = o.tag_;
    if (o.data_) std::memcpy(data_, o.data_, o.size_);
  }
  unsigned char* data_ = nullptr;
  size_t size_ = 0;
  const void* tag_ = nullptr;
};

// Receives what happened while actions were applied; pass nullptr in fast loops.
class EventSink {
 public:
  virtual ~EventSink() = default;
  virtual void scored(const ScoreEvent&) {}
  virtual void discarded(int tileType) { (void)tileType; }
};

// A value the published rules do not give, which this build reconstructs (the rules help shows
// it): the page text recon.<owner>.<key> (assets/i18n) filled with `values` from the build's data.
struct ReconstructedItem {
  std::string owner;  // the mode or expansion header name ("castle", "bets")
  std::string key;
  std::vector<std::string> values;
};

// A feature as a player placing a follower on it reads it (the follower step's description): what
// it is, the tiles it spans and what it would score its sole holder completed now, with the
// mode's and its expansions' scoring rules (RuleSet::featureAt).
struct FeatureInfo {
  FeatureKind kind = FeatureKind::None;
  bool complete = false;  // already complete (this tile closed it)
  // Placed-tile indices it spans, as ScoreEvent::tiles (a cloister: itself and its neighbours).
  std::vector<int> tiles;
  int pennants = 0;  // a city's
  int cities = 0;    // a field's completed cities
  // Roads and cities: completed with the tiles they have now; a cloister: as it stands now; a
  // field: at the game end with the cities completed now.
  int points = 0;
  int finished = 0;    // a cloister once surrounded; otherwise `points`
  bool atEnd = false;  // scores only at the game end (a field, a castle's court)
};

// The turn line's own fields (docs/notation.md) are the draw, the placement and the follower step
// (Decision::owner 0, phases kPhaseDraw..kPhasePlaceMeeple); every other decision, an
// expansion's (owner > 0) or a mode's own (owner 0, a phase above kPhaseGameOver), is written as
// one "tag:value" token (RuleSet::decisionTag).
inline bool taggedDecision(const Decision& d) {
  return d.owner != 0 || d.phase > kPhaseGameOver;
}

// What a setup screen lists of a mode (modes/registry.h gathers them from every mode).
struct ExpansionInfo {
  std::string name;                  // header name ("wind-roses")
  std::vector<std::string> options;  // its option names ("spielbox")
};
struct ModeInfo {
  std::string name;  // the header's "Mode:" value
  int minPlayers = 2, maxPlayers = kMaxPlayers;
  std::vector<ExpansionInfo> expansions;  // in the order their hooks run
};

// A header's expansion item split into its name and options: "wind-roses(spielbox)" ->
// "wind-roses" and {"spielbox"} (options separated by spaces, '+' or ',').
inline void splitOptions(const std::string& item, std::string& name,
                         std::vector<std::string>& opts) {
  const size_t open = item.find('(');
  name = item.substr(0, open);
  while (!name.empty() && name.back() == ' ') name.pop_back();
  if (open == std::string::npos) return;
  std::string cur;
  for (size_t i = open + 1; i < item.size() && item[i] != ')'; ++i) {
    const char c = item[i];
    if (c == ' ' || c == '+' || c == ',') {
      if (!cur.empty()) opts.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty()) opts.push_back(cur);
}

class RuleSet {
 public:
  virtual ~RuleSet() = default;

  // ---- what game this is
  virtual std::string_view mode() const = 0;  // the header's "Mode:" value ("base", "castle")
  // The enabled expansions as header items with their options ("wind-roses(spielbox)"), in the
  // order their hooks run.
  virtual std::vector<std::string> expansionItems() const = 0;
  virtual int minPlayers() const = 0;
  virtual int maxPlayers() const = 0;
  virtual std::vector<ReconstructedItem> reconstructed() const = 0;

  // ---- playing
  virtual Position newPosition() const = 0;
  // A new game in `p` (made a position of this mode if it is not one); "" or why the setup is
  // invalid (player count, ...).
  virtual std::string setup(Position& p, const GameSetup& setup,
                            EventSink* sink = nullptr) const = 0;
  virtual Decision decision(const Position& p) const = 0;
  virtual void legalActions(const Position& p, ActionList& out) const = 0;
  // The action legalActions then item rng.below(count) would give, with that one draw, found
  // without listing every action where the mode can. Action{} if nothing is legal.
  virtual Action sampleAction(const Position& p, Rng& rng, ActionList& scratch) const = 0;
  // "" if `a` is legal now, else the rule it breaks.
  virtual std::string check(const Position& p, const Action& a) const = 0;
  // Applies a legal action and runs the automatic steps (draws, scoring) up to the next decision.
  virtual void apply(Position& p, const Action& a, EventSink* sink = nullptr) const = 0;
  // Uniformly random legal actions (sampleAction's draws from `policy`) until the game is over,
  // as direct calls inside the mode: a search's playout costs one virtual call. Appends the
  // actions to `record` if given; returns how many were played.
  virtual int playOut(Position& p, Rng& policy, std::vector<Action>* record = nullptr,
                      EventSink* sink = nullptr) const = 0;
  // Ends the game now as if no tile were left (analysis of hand-written positions): only at a
  // draw with no decision pending (else false, nothing changed); runs final scoring up to the
  // next decision.
  virtual bool endNow(Position& p, EventSink* sink = nullptr) const = 0;

  // ---- hidden information
  // What `viewer` may see: a copy with other players' hidden information blanked and the order
  // of the tiles still to draw forgotten (two positions that differ only there give equal views).
  virtual Position viewFor(const Position& p, int viewer) const = 0;
  // A position `viewer` could be in given their view: the hidden information dealt at random as
  // the viewer could imagine it, the draws unknown. What a search plays forward from.
  virtual Position sampleFromView(const Position& view, int viewer, Rng& rng) const = 0;
  // What an onlooker sees: every player's hidden information blanked, nothing else changed (the
  // bag's order kept). Links compare these (fingerprint) to code hidden choices by public class.
  virtual Position outsiderView(const Position& p) const = 0;

  // ---- reading a position
  virtual int players(const Position& p) const = 0;
  virtual bool over(const Position& p) const = 0;
  virtual int turn(const Position& p) const = 0;  // turns played (tiles placed by players)
  // Past the last turn: final scoring (and its decisions) or over.
  virtual bool finalScoring(const Position& p) const = 0;
  virtual int drawnTile(const Position& p) const = 0;  // tile type drawn this turn, or -1
  // Tiles still to draw, per tile type (out resized to the number of types).
  virtual void tilesLeft(const Position& p, std::vector<int>& out) const = 0;
  virtual int tilesPlaced(const Position& p) const = 0;         // start tiles included
  virtual int tilesDiscarded(const Position& p) const = 0;      // drawn and fitting nowhere
  virtual int supply(const Position& p, int player) const = 0;  // followers in hand
  // Everything that matters in a position, stable across platforms (native == WebAssembly).
  virtual uint64_t hash(const Position& p) const = 0;
  // hash() and whatever else tells two positions apart for play (decisions queued, ...): two
  // positions with one fingerprint play on alike. Compared within one build, never stored.
  virtual uint64_t fingerprint(const Position& p) const = 0;
  // Score breakdown: the mode's columns then its expansions' ("road", ..., "bet", "other").
  virtual const std::vector<std::string>& scoreColumns() const = 0;
  // The column with this name, or -1.
  int scoreColumn(std::string_view name) const {
    const std::vector<std::string>& c = scoreColumns();
    for (size_t i = 0; i < c.size(); ++i)
      if (c[i] == name) return static_cast<int>(i);
    return -1;
  }
  virtual int score(const Position& p, int player, int column) const = 0;
  virtual int total(const Position& p, int player) const = 0;
  // Each player's expected final score from here: what they have plus what their open features
  // are likely to bring (a heuristic for computer players; exact once the game is over).
  virtual void estimate(const Position& p, std::vector<double>& out) const = 0;

  // ---- notation (docs/notation.md): a turn line is "N. TILE X,Y rR FOLLOWER tag:value ..."
  virtual int tileTypes() const = 0;
  virtual int tileType(std::string_view id) const = 0;  // -1 if no such tile
  virtual std::string tileId(int type) const = 0;       // "#N" if there is no such type
  // The FOLLOWER field of this turn's follower step: "-" for a pass.
  virtual std::string printFollower(const Position& p, const Action& a) const = 0;
  // The action of a FOLLOWER field (a board location as the parser checked it, or "-"); false
  // with `why` if it names nothing on the tile placed this turn.
  virtual bool parseFollower(const Position& p, std::string_view text, Action& out,
                             std::string& why) const = 0;
  // Every other decision (taggedDecision) is one "tag:value" token (a decision taken by another
  // player than the one whose turn it is names them: "tag:NAME=value"). The tag is never empty.
  virtual std::string_view decisionTag(const Decision& d) const = 0;
  virtual bool tagNamesPlayer(const Decision& d) const = 0;
  virtual bool parseTagValue(const Position& p, const Decision& d, std::string_view value,
                             Action& out, std::string& why) const = 0;
  virtual std::string printTagValue(const Position& p, const Decision& d,
                                    const Action& a) const = 0;

  // The feature at board location `loc` of placed tile `placed` (placed-tile index, as
  // ScoreEvent::tiles), worth what it would score `player` holding it alone; false if none.
  virtual bool featureAt(const Position& p, int placed, int loc, int player,
                         FeatureInfo& out) const {
    (void)p, (void)placed, (void)loc, (void)player, (void)out;
    return false;
  }

  // ---- links (docs/saves.md): a move is coded as its index in this list
  // legalActions, then other forms of listed actions that a record may hold and a link must
  // reproduce (a placement's rotation equal in rules terms to a listed one). Default: the list.
  virtual void codedActions(const Position& p, ActionList& out) const { legalActions(p, out); }
  // The index in `list` (legalActions) of the same move as `a`, legal but written in a form the
  // list does not hold (a figure's spot on another segment of the same feature); -1 if none.
  virtual int sameMoveAs(const Position& p, const Action& a, const ActionList& list) const {
    (void)p;
    (void)a;
    (void)list;
    return -1;
  }
};

}  // namespace carc
