#include "app/action_text.h"

#include <cmath>

#include "app/app.h"
#include "app/i18n.h"
#include "app/screens.h"
#include "engine/modes/base/expansions/bets.h"
#include "engine/modes/base/expansions/la_porxada.h"
#include "engine/modes/base/expansions/mage_witch.h"

namespace carc::app {

// A feature kind in one of the forms sentences need (assets/i18n: feature.<kind>.acc, .onto,
// .on); defined in log_text.cpp next to featureName().
const char* featureForm(int kind, const char* form);

namespace {

std::string coords(int x, int y) {
  return std::to_string(x) + "," + std::to_string(y);
}

// How a sentence uses a feature at a cell: its object ("Settle the bets on the city at 3,4"),
// where a figure is put ("Put the witch on the city at 3,4", Czech "do města (3,4)") or where a
// follower stands ("your follower on the city at 3,4", Czech "ve městě (3,4)").
enum class Role { Object, Onto, On };

// A segment's place: its cell, and where on the tile it lies when the tile has another segment
// of the same kind (two roads of one tile would read the same): "2,-1 (north)".
std::string placeOf(App& app, const State& s, int seg) {
  const SegNode& n = s.features.nodes[seg];
  const PlacedTile& p = s.board.tiles[n.tile];
  const std::string cell = coords(p.x, p.y);
  const TileShape& shape = app.geometry->shape(p.type);
  int same = 0;
  for (const SegmentShape& g : shape.seg) same += g.kind == n.kind;
  if (same < 2 || n.local >= shape.seg.size()) return cell;
  // The segment's anchor on the board (y grows south), as one of eight compass points.
  const ImVec2 u = toBoard(shape.seg[n.local].anchor, p.rot);
  const float dx = u.x - 0.5f, dy = u.y - 0.5f;
  static constexpr const char* kSides[8] = {"side.e", "side.ne", "side.n", "side.nw",
                                            "side.w", "side.sw", "side.s", "side.se"};
  const char* side = "side.middle";
  if (dx * dx + dy * dy > 0.01f) {
    const float eighth = std::atan2(-dy, dx) / 0.78539816f;  // counter-clockwise from east
    side = kSides[static_cast<int>(std::lround(eighth)) & 7];
  }
  return trf("act.cell_side", {cell, tr(side)});
}

std::string featureText(App& app, const State& s, int seg, Role role) {
  const int kind = static_cast<int>(s.features.nodes[seg].kind);
  const std::string place = placeOf(app, s, seg);
  switch (role) {
    case Role::Onto:
      return trf("act.feature_onto", {featureForm(kind, "onto"), place});
    case Role::On:
      return trf("act.feature_on", {featureForm(kind, "on"), place});
    default:
      return trf("act.feature_at", {featureForm(kind, "acc"), place});
  }
}

// The segment an action points at (x, y, loc), as in "the city at 3,4"; the feature's kind
// never changes once its tile is down, so this reads the same in the log later on.
std::string featureAt(App& app, const Action& a, Role role) {
  const State& s = app.session.baseState();
  const int tile = s.board.tileAt(a.x, a.y);
  const int seg = tile < 0 ? -1 : app.session.baseRules().segmentAt(s, tile, a.loc);
  if (seg < 0) return trf("act.feature_at", {featureForm(-1, "acc"), coords(a.x, a.y)});
  return featureText(app, s, seg, role);
}

// Where a follower (figure index) stands, while it still stands there: "on the city at 3,4".
std::string figureFeature(App& app, int figure) {
  const State& s = app.session.baseState();
  if (figure < 0 || figure >= s.figureCount) return "?";
  return featureText(app, s, s.figures[figure].seg, Role::On);
}

const char* figureName(int f) {
  return tr(f == kMagician ? "act.magician" : "act.witch");
}

std::string notationText(App& app, const Decision& d, const Action& a) {
  const Rules& r = app.session.baseRules();
  if (d.owner == 0 || d.owner > r.expansions().size()) return "?";
  const Expansion* e = r.expansions()[d.owner - 1u];
  return std::string(e->notationTag(d)) + ":" + e->printValue(r, app.session.baseState(), d, a);
}

// A bet chip's button: its face, and what the face does not say from the chip data (a number
// that pays other than itself, "7+" meaning 7 tiles or more): "Bet chip 4 (pays 8)".
std::string chipText(int face) {
  const ChipFace& c = kChipFaces[face];
  const bool two = c.b != 0;
  std::string notes;
  auto note = [&](const std::string& text) { notes += (notes.empty() ? "" : "; ") + text; };
  if (c.payA != c.a)
    note(two ? trf("act.bet_num_pays", {std::to_string(c.a), std::to_string(c.payA)})
             : trf("act.bet_pays", {std::to_string(c.payA)}));
  if (two) {
    const std::string b = std::to_string(c.b);
    if (c.bPlus) note(trf("act.bet_or_more", {b}));
    if (c.payB != c.b)
      note(trf("act.bet_num_pays", {b + (c.bPlus ? "+" : ""), std::to_string(c.payB)}));
  }
  const std::string chip = trf("act.bet", {c.name});
  return notes.empty() ? chip : trf("act.bet_note", {chip, notes});
}

// The answer "accept" to a La Porxada swap: which two followers change places (the proposal,
// LaPorxadaData::proposeMine / proposeTheirs), "your follower on the city at 3,4 and Bob's on
// the road at 1,2".
std::string acceptText(App& app) {
  const Rules& r = app.session.baseRules();
  const State& s = app.session.baseState();
  const Expansion* e = r.expansion("la-porxada");
  if (!e) return "?";
  const LaPorxadaData& px = r.ext<LaPorxadaData>(s, e);
  const int placer = px.proposeMine < s.figureCount ? s.figures[px.proposeMine].owner : -1;
  return trf("act.px_accept", {figureFeature(app, px.proposeTheirs), app.playerName(placer),
                               figureFeature(app, px.proposeMine)});
}

}  // namespace

int decisionTile(App& app, const Decision& d) {
  const Rules& r = app.session.baseRules();
  if (d.owner == 0 || d.owner > r.expansions().size()) return -1;
  if (r.expansions()[d.owner - 1u] != r.expansion("bets")) return -1;
  const BetsData& b = bets().data(r, app.session.baseState());
  // A bet is on the office just placed; a final settlement names its bookmaker tile.
  const int betTile = d.phase == kPhaseBet ? b.count - 1 : d.phase == kPhaseSettle ? d.arg : -1;
  return betTile >= 0 && betTile < b.count ? b.tiles[betTile].tile : -1;
}

std::string decisionHint(App& app, const Decision& d) {
  // A magic figure's step says why it came: a magic tile, or a placement that joined the two
  // figures' features (a plain tile: without a word the forced move looks like a fault).
  const Rules& rules = app.session.baseRules();
  const Expansion* owner = d.owner > 0 && d.owner <= rules.expansions().size()
                               ? rules.expansions()[d.owner - 1u]
                               : nullptr;
  if (owner && owner == rules.expansion("mage-witch") && d.phase == kPhaseMagic)
    return tr(d.arg ? "act.magic_hint_forced" : "act.magic_hint_tile");
  // The answer to a swap: the board rings the proposed pair (choice_spots.h).
  if (owner && owner == rules.expansion("la-porxada") && d.phase == kPhasePorxadaAnswer)
    return tr("act.px_answer_hint");
  const int tile = decisionTile(app, d);
  if (tile < 0) return {};
  const Rules& r = app.session.baseRules();
  const PlacedTile& p = app.session.baseState().board.tiles[tile];
  if (d.phase == kPhaseSettle) return trf("act.settle_hint", {coords(p.x, p.y)});
  // A bookmaker tile with only a field (BT9): no scoring ever settles its chips before the end,
  // and at the end they settle on no feature, so every one loses; the player should know.
  if (!r.core(p.type).closingSegs) return trf("act.bet_hint_none", {coords(p.x, p.y)});
  return trf("act.bet_hint", {coords(p.x, p.y)});
}

std::string choiceText(App& app, const Decision& d, const Action& a) {
  switch (a.kind) {
    case kActMeeple: {  // the "which one?" menu of a finger between two spots
      const State& s = app.session.baseState();
      const int seg =
          s.lastTile == kNone8 ? -1 : app.session.baseRules().segmentAt(s, s.lastTile, a.loc);
      return seg < 0 ? "?" : trf("act.meeple", {featureText(app, s, seg, Role::Onto)});
    }
    case kActPass:
      return tr(d.phase == kPhaseBet ? "act.no_bet" : "turn.skip");
    case kActBet:
      return a.arg0 < kChipsPerPlayer ? chipText(a.arg0) : "?";
    case kActSettle:
      return trf("act.settle", {featureAt(app, a, Role::Object)});
    case kActMagicPlace:
      return trf("act.magic_place", {figureName(a.arg0 & 1), featureAt(app, a, Role::Onto)});
    case kActMagicRemove:
      return tr((a.arg0 & 1) == kMagician ? "act.remove_magician" : "act.remove_witch");
    case kActPorxadaBonus:
      return tr("act.px_bonus");
    case kActPorxadaNoSwap:
      return tr("act.px_noswap");
    case kActPorxadaSwap: {
      const State& s = app.session.baseState();
      const int other = a.arg1 < s.figureCount ? s.figures[a.arg1].owner : -1;
      return trf("act.px_swap",
                 {figureFeature(app, a.arg0), app.playerName(other), figureFeature(app, a.arg1)});
    }
    case kActPorxadaAccept:
      return acceptText(app);
    case kActPorxadaRefuse:
      return a.arg0 == kPorxadaFromSupply ? tr("act.px_refuse_supply")
                                          : trf("act.px_refuse", {figureFeature(app, a.arg0)});
    default:
      return notationText(app, d, a);
  }
}

std::string swapFromText(App& app, int figure) {
  return trf("act.px_swap_from", {figureFeature(app, figure)});
}

std::string playedText(App& app, const Decision& d, const Action& a, const ActionNote& note) {
  const std::string who = app.playerName(d.player);
  // The followers where they stood when it was played (the position shown may have moved them).
  const State& s = app.session.baseState();
  auto stood = [&](int k) {
    const int seg = note.segs[static_cast<size_t>(k)];
    return seg >= 0 && seg < s.features.count ? featureText(app, s, seg, Role::On) : "?";
  };
  switch (a.kind) {
    case kActPass:
      return d.phase == kPhaseBet ? trf("log.no_bet", {who}) : std::string();
    case kActBet:
      return trf("log.bet", {who});  // face down: the value stays hidden
    case kActSettle:
      return trf("log.settle", {who, featureAt(app, a, Role::Object)});
    case kActMagicPlace:
      return trf("log.magic_place", {who, figureName(a.arg0 & 1), featureAt(app, a, Role::Onto)});
    case kActMagicRemove:
      return tr((a.arg0 & 1) == kMagician ? "log.remove_magician" : "log.remove_witch");
    case kActPorxadaBonus:
      return trf("log.px_bonus", {who});
    case kActPorxadaNoSwap:
      return trf("log.px_noswap", {who});
    case kActPorxadaSwap:
      return trf("log.px_swap", {who, stood(0), app.playerName(note.other), stood(1)});
    case kActPorxadaAccept:
      return trf("log.px_accept", {who});
    case kActPorxadaRefuse:
      return a.arg0 == kPorxadaFromSupply ? trf("log.px_refuse_supply", {who})
                                          : trf("log.px_refuse", {who, stood(0)});
    default:
      return who + ": " + notationText(app, d, a);
  }
}

}  // namespace carc::app
