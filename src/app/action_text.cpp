#include "app/action_text.h"

#include "app/app.h"
#include "app/i18n.h"
#include "app/screens.h"
#include "engine/expansions/bets.h"
#include "engine/expansions/la_porxada.h"
#include "engine/expansions/mage_witch.h"

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

std::string featureText(int kind, int x, int y, Role role) {
  switch (role) {
    case Role::Onto:
      return trf("act.feature_onto", {featureForm(kind, "onto"), coords(x, y)});
    case Role::On:
      return trf("act.feature_on", {featureForm(kind, "on"), coords(x, y)});
    default:
      return trf("act.feature_at", {featureForm(kind, "acc"), coords(x, y)});
  }
}

// The segment an action points at (x, y, loc), as in "the city at 3,4"; the feature's kind
// never changes once its tile is down, so this reads the same in the log later on.
std::string featureAt(App& app, const Action& a, Role role) {
  const State& s = app.session.state();
  const int tile = s.board.tileAt(a.x, a.y);
  const int seg = tile < 0 ? -1 : app.session.rules().segmentAt(s, tile, a.loc);
  const int kind = seg < 0 ? -1 : static_cast<int>(s.features.nodes[seg].kind);
  return featureText(kind, a.x, a.y, role);
}

// Where a follower (figure index) stands, while it still stands there: "on the city at 3,4".
std::string figureFeature(App& app, int figure) {
  const State& s = app.session.state();
  if (figure < 0 || figure >= s.figureCount) return "?";
  const SegNode& n = s.features.nodes[s.figures[figure].seg];
  const PlacedTile& p = s.board.tiles[n.tile];
  return featureText(static_cast<int>(n.kind), p.x, p.y, Role::On);
}

const char* figureName(int f) {
  return tr(f == kMagician ? "act.magician" : "act.witch");
}

std::string notationText(App& app, const Decision& d, const Action& a) {
  const Rules& r = app.session.rules();
  if (d.owner == 0 || d.owner > r.expansions().size()) return "?";
  const Expansion* e = r.expansions()[d.owner - 1u];
  return std::string(e->notationTag(d)) + ":" + e->printValue(r, app.session.state(), d, a);
}

}  // namespace

std::string choiceText(App& app, const Decision& d, const Action& a) {
  switch (a.kind) {
    case kActPass:
      return tr(d.phase == kPhaseBet ? "act.no_bet" : "turn.skip");
    case kActBet:
      return a.arg0 < kChipsPerPlayer ? trf("act.bet", {kChipFaces[a.arg0].name}) : "?";
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
      const State& s = app.session.state();
      const int other = a.arg1 < s.figureCount ? s.figures[a.arg1].owner : -1;
      return trf("act.px_swap",
                 {figureFeature(app, a.arg0), app.playerName(other), figureFeature(app, a.arg1)});
    }
    case kActPorxadaAccept:
      return tr("act.px_accept");
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

std::string playedText(App& app, const Decision& d, const Action& a) {
  const std::string who = app.playerName(d.player);
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
      return trf("log.px_swap", {who});
    case kActPorxadaAccept:
      return trf("log.px_accept", {who});
    case kActPorxadaRefuse:
      return trf("log.px_refuse", {who});
    default:
      return who + ": " + notationText(app, d, a);
  }
}

}  // namespace carc::app
