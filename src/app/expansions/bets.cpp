#include "app/expansions/bets.h"

#include <algorithm>

#include "app/action_text.h"
#include "app/game_view.h"
#include "app/i18n.h"
#include "app/paint_kit.h"
#include "app/screens.h"
#include "app/tile_painter.h"
#include "engine/modes/base/expansions/bets.h"

namespace carc::app {
namespace {

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

// What a chip pays at which tile counts: "Chip 3/7+ pays 3 points at 3 tiles, 7 points at 7
// tiles or more" (the chip data's numbers).
std::string chipPays(int face) {
  const ChipFace& c = kChipFaces[face];
  std::string pays =
      trf("spot.pays_at", {trCount("count.points", c.payA), trCount("count.tiles", c.a)});
  if (c.b) {
    std::string tiles = trCount("count.tiles", c.b);
    if (c.bPlus) tiles = trf("spot.or_more", {tiles});
    pays += ", " + trf("spot.pays_at", {trCount("count.points", c.payB), tiles});
  }
  return trf("spot.chip_pays", {c.name, pays});
}

bool isBet(const RuleSet& rules, int column) {
  const int bet = rules.scoreColumn("bet");
  return bet >= 0 && column == bet;
}

class BetsUi final : public UiModule {
 public:
  const char* name() const override { return "bets"; }

  void symbolRules(const RuleSet&, SymbolRules& out) const override {
    out.centred.push_back("office");
  }
  bool paintSymbol(ImDrawList* dl, const std::string& sym, ImVec2 origin, float s,
                   ImVec2 at) const override {
    if (sym.find("bet") == std::string::npos && sym.find("bookmaker") == std::string::npos &&
        sym.find("office") == std::string::npos)
      return false;
    // The bookmaker's office: a green hipped roof with a gold coin on its front, outlined like
    // the tiles' houses.
    paintBuilding(dl, origin, s, at, 0.26f, 0.2f, IM_COL32(110, 184, 140, 255),
                  IM_COL32(40, 110, 80, 255));
    const ImVec2 c(origin.x + at.x * s, origin.y + (at.y + 0.055f) * s);
    kit::paintPlaque(dl, c, 0.05f * s, IM_COL32(236, 190, 50, 255));
    dl->AddCircle(c, 0.027f * s, IM_COL32(170, 120, 20, 255), 12, 0.008f * s);
    return true;
  }
  std::string symbolText(const std::string& sym) const override {
    return sym == "office" ? tr("tile.office") : "";
  }

  // Chips lie face down: in hot-seat everyone sees the screen, so no face is ever drawn.
  void drawOverlays(const GameView& shown, ImDrawList* dl, const Position& view) const override {
    const Rules& r = shown.session().baseRules();
    if (!r.expansion(name())) return;
    const State& s = carc::baseState(view);
    const float t = shown.camera().tilePx();
    const BetsData& b = bets().data(r, s);
    for (int i = 0; i < b.count && i < kMaxBetTiles; ++i) {
      const PlacedTile& p = s.board.tiles[b.tiles[i].tile];
      const ImVec2 tl = shown.camera().cellTopLeft(p.x, p.y);
      int k = 0;
      for (int q = 0; q < kMaxPlayers; ++q) {
        const uint8_t chip = b.tiles[i].chips[q];
        if (chip == kNoChip) continue;
        const int owner = chip >> 3;
        const ImVec2 at(tl.x + t * (0.2f + 0.12f * static_cast<float>(k % 4)),
                        tl.y + t * (0.86f - 0.12f * static_cast<float>(k / 4)));
        // The viewer's tiny tiles: chips shrink with them.
        const float rad = std::max(shown.viewer() ? std::min(5.0f, t * 0.08f) : 5.0f, t * 0.06f);
        dl->AddCircleFilled(at, rad, IM_COL32(40, 40, 40, 255), 14);
        dl->AddCircle(at, rad, shown.playerFill(owner), 14, std::max(2.0f, rad * 0.35f));
        ++k;
      }
    }
  }
  // A bet is on the office just placed; a final settlement names its bookmaker tile.
  int decisionTile(const GameView& shown, const Decision& d) const override {
    const BetsData& b = bets().data(shown.session().baseRules(), shown.session().baseState());
    const int betTile = d.phase == kPhaseBet ? b.count - 1 : d.phase == kPhaseSettle ? d.arg : -1;
    return betTile >= 0 && betTile < b.count ? b.tiles[betTile].tile : -1;
  }

  std::string choiceText(const GameView& shown, const Decision& d, const Action& a) const override {
    switch (a.kind) {
      case kActPass:
        return d.phase == kPhaseBet ? tr("act.no_bet") : "";
      case kActBet:
        return a.arg0 < kChipsPerPlayer ? chipText(a.arg0) : "?";
      case kActSettle:
        return trf("act.settle", {featureAt(shown, a, Role::Object)});
      default:
        return {};
    }
  }
  // A chip's button hovered: the bookmaker tile's roads and cities a bet can still settle on (not
  // scored yet), with their tile counts now, outlined and worded, and what the chip pays at which
  // count.
  std::string choiceFeatures(const GameView& shown, const Decision& d, const Action& a,
                             std::vector<std::pair<int, int>>& out) const override {
    const int tile = d.phase == kPhaseBet ? decisionTile(shown, d) : -1;
    if (tile < 0 || a.kind != kActBet || a.arg0 >= kChipsPerPlayer) return {};
    const Rules& r = shown.session().baseRules();
    const State& s = shown.session().baseState();
    std::vector<int> roots;
    for (int loc = 0; loc < kLocations; ++loc) {
      const int seg = r.segmentAt(s, tile, loc);
      if (seg < 0) continue;
      const FeatureKind kind = s.features.nodes[seg].kind;
      const int root = s.features.find(seg);
      if ((kind != FeatureKind::Road && kind != FeatureKind::City) ||
          s.features.nodes[root].scored ||
          std::find(roots.begin(), roots.end(), root) != roots.end())
        continue;
      roots.push_back(root);
      out.push_back({tile, loc});
    }
    return chipPays(a.arg0);
  }
  bool playedText(const GameView& shown, const Decision& d, const Action& a, const ActionNote&,
                  std::string& out) const override {
    const std::string who = shown.playerName(d.player);
    if (a.kind == kActPass && d.phase == kPhaseBet)
      out = trf("log.no_bet", {who});
    else if (a.kind == kActBet)
      out = trf("log.bet", {who});  // face down: the value stays hidden
    else if (a.kind == kActSettle)
      out = trf("log.settle", {who, featureAt(shown, a, Role::Object)});
    else
      return false;
    return true;
  }
  void playedCells(const Action& a, LogLine& l) const override {
    if (a.kind == kActSettle) l.addCell(a.x, a.y);
  }
  // What the chips' numbers count and pay (the payouts that differ from the numbers are on the
  // buttons).
  std::string decisionHint(const GameView& shown, const Decision& d) const override {
    const int tile = decisionTile(shown, d);
    if (tile < 0) return {};
    const Rules& r = shown.session().baseRules();
    const PlacedTile& p = shown.session().baseState().board.tiles[tile];
    if (d.phase == kPhaseSettle) return trf("act.settle_hint", {coords(p.x, p.y)});
    // A bookmaker tile with only a field (BT9): no scoring ever settles its chips before the end,
    // and at the end they settle on no feature, so every one loses; the player should know.
    if (!r.core(p.type).closingSegs) return trf("act.bet_hint_none", {coords(p.x, p.y)});
    return trf("act.bet_hint", {coords(p.x, p.y)});
  }
  // A bet is laid face down: the others must not see it.
  std::string passReason(const GameView&, const Decision& d) const override {
    return d.phase == kPhaseBet ? tr("pass.secret") : "";
  }

  bool stakeColumn(const RuleSet& rules, int column) const override { return isBet(rules, column); }
  bool scoreLine(const GameView& shown, const ScoreEvent& s, int p, int pts,
                 const std::string& what, const std::string& tiles,
                 std::string& line) const override {
    if (!isBet(shown.session().rules(), s.column)) return false;
    const std::string who = shown.playerName(p), points = trCount("count.points", pts);
    // Settled on no feature: a bookmaker tile with only a field, at the end (tileCount 0).
    line = pts                           ? trf("log.bet_won", {who, points, what, tiles})
           : s.kind == FeatureKind::None ? trf("log.bet_lost_none", {who})
                                         : trf("log.bet_lost", {who, what, tiles});
    return true;
  }
  // A settled bet's chip, turned up: which one won or lost (it goes back to the supply).
  void scoreLineNote(const GameView& shown, const ScoreEvent& s, int p,
                     std::string& line) const override {
    if (!isBet(shown.session().rules(), s.column)) return;
    const int face = s.followers[static_cast<size_t>(p)] - 1;
    if (face >= 0 && face < kChipsPerPlayer)
      line += " (" + trf("log.bet_chip", {kChipFaces[face].name}) + ")";
  }
  // Bets that won nothing: "+0" said nothing of what happened.
  std::string nothingWonLabel(const RuleSet& rules, const ScoreEvent& ev) const override {
    return isBet(rules, ev.column) ? tr("board.bet_lost") : "";
  }
};

}  // namespace

const UiModule& betsUi() {
  static const BetsUi instance;
  return instance;
}

}  // namespace carc::app
