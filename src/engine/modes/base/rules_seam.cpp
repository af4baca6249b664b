// The base game as a RuleSet (rule_set.h): what Game, the notation, saves, links, the CLI and the
// app ask of any mode, answered on the Position's State. The playing calls forward to Rules'
// own methods (rules.h); random playouts run inside Rules (playRandom) with direct calls.
#include <algorithm>
#include <array>

#include "engine/modes/base/estimate.h"
#include "engine/modes/base/playout.h"
#include "engine/modes/base/rules.h"
#include "engine/modes/base/scoring.h"

namespace carc {

namespace {
const State& stateOf(const Position& p) {
  return p.as<State>();
}
}  // namespace

std::vector<std::string> Rules::expansionItems() const {
  std::vector<std::string> out;
  for (size_t i = 0; i < expansions_.size(); ++i) {
    std::string item(expansions_[i]->name());
    const auto names = expansions_[i]->optionNames();
    std::string opts;
    for (size_t b = 0; b < names.size() && b < 32; ++b)
      if (options_[i] >> b & 1) opts += (opts.empty() ? "" : "+") + std::string(names[b]);
    out.push_back(opts.empty() ? item : item + "(" + opts + ")");
  }
  return out;
}

std::vector<ReconstructedItem> Rules::reconstructed() const {
  std::vector<ReconstructedItem> out;
  for (const Expansion* e : expansions_)
    for (auto& r : e->reconstructed(*this))
      out.push_back(ReconstructedItem{std::string(e->name()), r.key, r.values});
  return out;
}

Position Rules::newPosition() const {
  return Position::of<State>();
}

std::string Rules::setup(Position& p, const GameSetup& st, EventSink* sink) const {
  if (!p.holds<State>()) p = newPosition();
  return setup(p.as<State>(), st, sink);
}

int Rules::playOut(Position& p, Rng& policy, std::vector<Action>* record, EventSink* sink) const {
  return playRandom(*this, p.as<State>(), policy, record, sink);
}

Position Rules::viewFor(const Position& p, int viewer) const {
  Position out = p;
  State& v = out.as<State>();
  hideFrom(v, viewer);
  // The tiles left as a multiset: their order and the generator that draws from them are the
  // future draws, which no player knows (sampleFromView deals them afresh).
  std::sort(v.bag.begin(), v.bag.begin() + v.bagCount);
  v.rng.seed(0);
  return out;
}

Position Rules::sampleFromView(const Position& view, int viewer, Rng& rng) const {
  Position out = view;
  fillHidden(out.as<State>(), viewer, rng);
  return out;
}

Position Rules::outsiderView(const Position& p) const {
  Position out = p;
  State& v = out.as<State>();
  // Each hideFrom blanks what that player may not see, so together they blank everything hidden.
  for (int q = 0; q < v.players; ++q) hideFrom(v, q);
  return out;
}

void Rules::tilesLeft(const Position& p, std::vector<int>& out) const {
  const State& s = stateOf(p);
  out.assign(tiles_.types.size(), 0);
  for (int i = 0; i < s.bagCount; ++i) ++out[s.bag[static_cast<size_t>(i)]];
}

uint64_t Rules::hash(const State& s) const {
  return stateHash(s, hashColumns_);
}

uint64_t Rules::fingerprint(const Position& p) const {
  const State& s = stateOf(p);
  auto mix = [](uint64_t h, uint64_t v) {
    for (int k = 0; k < 8; ++k) {
      h ^= (v >> (8 * k)) & 0xff;
      h *= 1099511628211ull;
    }
    return h;
  };
  // The hash leaves out the expansion bytes' trailing zeros and the decisions queued.
  uint64_t h = mix(1469598103934665603ull, hash(s));
  for (unsigned char c : s.ext) h = mix(h, c);
  h = mix(h, s.pendingCount);
  for (int i = 0; i < s.pendingCount; ++i) {
    const Decision& d = s.queued(i);
    h = mix(h, (static_cast<uint64_t>(d.phase) << 24) | (static_cast<uint64_t>(d.player) << 16) |
                   (static_cast<uint64_t>(d.owner) << 8) | d.arg);
  }
  return h;
}

void Rules::estimate(const Position& p, std::vector<double>& out) const {
  estimateFinalScores(*this, stateOf(p), out);  // estimate.h
}

std::string Rules::tileId(int type) const {
  return type >= 0 && type < static_cast<int>(tiles_.types.size())
             ? tiles_.types[static_cast<size_t>(type)].id
             : "#" + std::to_string(type);
}

std::string Rules::printFollower(const Position&, const Action& a) const {
  if (a.kind == kActMeeple && a.loc < kLocations) return std::string(kLocationNames[a.loc]);
  return "-";
}

bool Rules::parseFollower(const Position& p, std::string_view text, Action& out,
                          std::string& why) const {
  if (text == "-") {
    out = Action::pass();
    return true;
  }
  const State& s = stateOf(p);
  const int g = segmentAt(s, s.lastTile, locationFromName(text));
  if (g < 0) {
    why = "no feature at " + std::string(text) + " of the placed tile";
    return false;
  }
  // The segment's canonical location: the one legalActions lists (and the notation prints).
  const PlacedTile& pt = s.board.tiles[s.lastTile];
  out = Action::meeple(core(pt.type).rot[pt.rot].canon[static_cast<size_t>(g - pt.segBase)]);
  return true;
}

std::string_view Rules::decisionTag(const Decision& d) const {
  if (!d.owner) return {};
  const Expansion& e = *expansions_[d.owner - 1u];
  const std::string_view tag = e.notationTag(d);
  return tag.empty() ? e.name() : tag;
}

bool Rules::tagNamesPlayer(const Decision& d) const {
  return d.owner && expansions_[d.owner - 1u]->notationNamesPlayer(d);
}

bool Rules::parseTagValue(const Position& p, const Decision& d, std::string_view value, Action& out,
                          std::string& why) const {
  if (!d.owner) {
    why = "not a decision of an expansion";
    return false;
  }
  return expansions_[d.owner - 1u]->parseValue(*this, stateOf(p), d, value, out, why);
}

std::string Rules::printTagValue(const Position& p, const Decision& d, const Action& a) const {
  return d.owner ? expansions_[d.owner - 1u]->printValue(*this, stateOf(p), d, a) : std::string();
}

void Rules::codedActions(const Position& p, ActionList& out) const {
  const State& s = stateOf(p);
  legalActions(s, out);
  const Decision d = decision(s);
  if (d.owner || d.phase != kPhasePlaceTile || s.drawn == kNone8) return;
  // A rotation equal in rules terms to a listed one is still a different picture: coded too
  // (after the listed ones), so a link reproduces the position exactly.
  const TileType& t = type(s.drawn);
  const int listed = out.count;
  for (int i = 0; i < listed; ++i)
    for (int r = 0; r < 4; ++r)
      if (r != out.items[i].rot && t.canonicalRot[static_cast<size_t>(r)] == out.items[i].rot)
        out.push(Action::place(out.items[i].x, out.items[i].y, r));
}

int Rules::sameMoveAs(const Position& p, const Action& a, const ActionList& list) const {
  // A legal target segment (a magic figure's spot) that the list offers on another segment of
  // the same road or city (one spot per feature): that spot is the same move in rules terms.
  const State& s = stateOf(p);
  const Decision d = decision(s);
  if (!d.owner || !expansions_[d.owner - 1u]->targetsSegment(d, a) || !check(s, a).empty())
    return -1;
  auto segment = [&](const Action& b) {
    const int t = s.board.tileAt(b.x, b.y);
    return t < 0 ? -1 : segmentAt(s, t, b.loc);
  };
  const int g = segment(a);
  if (g < 0) return -1;
  const int root = s.features.find(g);
  for (int i = 0; i < list.count; ++i) {
    const Action& b = list.items[i];
    if (b.kind != a.kind || b.arg0 != a.arg0 || b.arg1 != a.arg1) continue;
    const int h = segment(b);
    if (h >= 0 && s.features.find(h) == root) return i;
  }
  return -1;
}

bool Rules::featureAt(const Position& p, int placed, int loc, int player, FeatureInfo& out) const {
  const State& s = stateOf(p);
  const int seg = segmentAt(s, placed, loc);
  if (seg < 0 || player < 0 || player >= s.players) return false;
  featureInfo(*this, s, s.features.find(seg), player, out);
  return true;
}

}  // namespace carc
