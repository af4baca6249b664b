#include "app/expansions/la_porxada.h"

#include <cmath>

#include "app/action_text.h"
#include "app/game_view.h"
#include "app/i18n.h"
#include "app/modes/registry.h"
#include "app/paint_kit.h"
#include "app/palette.h"
#include "app/screens.h"
#include "app/tile_painter.h"
#include "app/ui.h"
#include "engine/modes/base/expansions/la_porxada.h"

namespace carc::app {
namespace {

// La Porxada in a game with it, its state now, and the placed-tile index of its tile (-1: not
// placed yet). Once placed, the tile, its option and the city's root stay as they were.
struct Porxada {
  const LaPorxadaData* d = nullptr;
  int tile = -1;
  Porxada(const Rules& r, const State& s) {
    if (const Expansion* e = r.expansion("la-porxada")) {
      d = &r.ext<LaPorxadaData>(s, e);
      if (d->tile != kNone8 && d->tile < s.board.tileCount) tile = d->tile;
    }
  }
  bool bonus() const { return tile >= 0 && d->option == kPorxadaBonusChosen; }
  // Whether a scoring during play completed the La Porxada city (its followers took tokens): the
  // city's own scoring, not a stake settled on it after.
  bool completes(const RuleSet& rules, const State& s, const ScoreEvent& e) const {
    return bonus() && e.kind == FeatureKind::City && e.complete && !e.final &&
           !isStakeColumn(rules, e.column) &&
           s.features.find(s.board.tiles[tile].segBase + d->citySeg) == e.feature;
  }
};

// A token holder's mark: a gold disc, as the token is, the text's height. Not a star: the final
// table marks its winners with one.
float tokenWidth() {
  return std::round(ImGui::GetTextLineHeight() * 0.8f);
}

class LaPorxadaUi final : public UiModule {
 public:
  const char* name() const override { return "la-porxada"; }

  void symbolRules(const RuleSet&, SymbolRules& out) const override {
    out.centred.push_back("porxada");
  }
  bool paintSymbol(ImDrawList* dl, const std::string& sym, ImVec2 origin, float s,
                   ImVec2 at) const override {
    if (sym.find("porxada") == std::string::npos) return false;
    // From above, like the tiles' houses: the hall's gabled roof and, along its south side, the
    // porch (the porxada): a pale stone floor under the arcade, its columns along the front.
    const kit::Xf xf{origin, s};
    kit::paintHouse(dl, xf, ImVec2(at.x, at.y - 0.035f), false, 0.26f, 0.12f,
                    kit::Roof{palette::kRoofLit, palette::kRoof, palette::kOutline});
    dl->AddRectFilled(xf(ImVec2(at.x - 0.138f, at.y + 0.025f)),
                      xf(ImVec2(at.x + 0.138f, at.y + 0.1f)), palette::kOutline);
    dl->AddRectFilled(xf(ImVec2(at.x - 0.13f, at.y + 0.033f)),
                      xf(ImVec2(at.x + 0.13f, at.y + 0.092f)), palette::kBuilding);
    for (int i = 0; i < 4; ++i)
      dl->AddCircleFilled(xf(ImVec2(at.x - 0.105f + 0.07f * static_cast<float>(i), at.y + 0.072f)),
                          0.014f * s, palette::kWall, 10);
    return true;
  }
  std::string symbolText(const std::string& sym) const override {
    return sym == "porxada" ? tr("tile.porxada") : "";
  }

  std::string choiceText(const GameView& shown, const Decision&, const Action& a) const override {
    switch (a.kind) {
      case kActPorxadaBonus:
        return tr("act.px_bonus");
      case kActPorxadaNoSwap:
        return tr("act.px_noswap");
      case kActPorxadaSwap: {
        const State& s = shown.session().baseState();
        const int other = a.arg1 < s.figureCount ? s.figures[a.arg1].owner : -1;
        return trf("act.px_swap", {figureFeature(shown, a.arg0), shown.playerName(other),
                                   figureFeature(shown, a.arg1)});
      }
      case kActPorxadaAccept:
        return acceptText(shown);
      case kActPorxadaRefuse:
        return a.arg0 == kPorxadaFromSupply ? tr("act.px_refuse_supply")
                                            : trf("act.px_refuse", {figureFeature(shown, a.arg0)});
      default:
        return {};
    }
  }
  bool playedText(const GameView& shown, const Decision& d, const Action& a, const ActionNote& note,
                  std::string& out) const override {
    const std::string who = shown.playerName(d.player);
    // The followers where they stood when it was played (the position shown may have moved them).
    const int segs = static_cast<int>(shown.board().segs.size());
    auto stood = [&](int k) {
      const int seg = note.segs[static_cast<size_t>(k)];
      return seg >= 0 && seg < segs ? featureText(shown, seg, Role::On) : "?";
    };
    switch (a.kind) {
      case kActPorxadaBonus:
        out = trf("log.px_bonus", {who});
        return true;
      case kActPorxadaNoSwap:
        out = trf("log.px_noswap", {who});
        return true;
      case kActPorxadaSwap:
        out = trf("log.px_swap", {who, stood(0), shown.playerName(note.other), stood(1)});
        return true;
      case kActPorxadaAccept:
        out = trf("log.px_accept", {who});
        return true;
      case kActPorxadaRefuse:
        out = a.arg0 == kPorxadaFromSupply ? trf("log.px_refuse_supply", {who})
                                           : trf("log.px_refuse", {who, stood(0)});
        return true;
      default:
        return false;
    }
  }
  // The answer to a swap: the board rings the proposed pair (choice_spots.h).
  std::string decisionHint(const GameView&, const Decision& d) const override {
    return d.phase == kPhasePorxadaAnswer ? tr("act.px_answer_hint") : "";
  }
  // What is asked of them (a swap's answer is public).
  std::string passReason(const GameView& shown, const Decision& d) const override {
    if (d.phase != kPhasePorxadaAnswer) return {};
    return trf("pass.px_answer", {shown.playerName(shown.session().baseState().current)});
  }
  // A swap's own and other follower, a refusal's removed one. The answer "accept" means the
  // proposed pair, which its ring shows; its words name the pair too, but it has no number
  // (there is one such choice, and the refusals' numbers stay 1, 2, ...).
  int actionFigures(const GameView& shown, const Action& a, int* out, bool& worded) const override {
    worded = true;
    switch (a.kind) {
      case kActPorxadaSwap:
        out[0] = a.arg0;
        out[1] = a.arg1;
        return 2;
      case kActPorxadaRefuse:
        if (a.arg0 == kPorxadaFromSupply) return 0;
        out[0] = a.arg0;
        return 1;
      case kActPorxadaAccept: {
        const Rules& r = shown.session().baseRules();
        const Expansion* e = r.expansion(name());
        if (!e) return 0;
        const LaPorxadaData& px = r.ext<LaPorxadaData>(shown.session().baseState(), e);
        worded = false;
        out[0] = px.proposeMine;
        out[1] = px.proposeTheirs;
        return 2;
      }
      default:
        return 0;
    }
  }
  // Dozens of swaps (each own follower with each other one): the own follower first.
  int firstStep(const Action& a) const override { return a.kind == kActPorxadaSwap ? a.arg0 : -1; }
  std::string firstStepText(const GameView& shown, int figure) const override {
    return trf("act.px_swap_from", {figureFeature(shown, figure)});
  }
  const char* firstStepBackKey() const override { return "act.px_swap_back"; }

  // Tokens are taken by everyone with a follower in the La Porxada city, winner or not (the
  // gold disc by a name shows who holds one; the log says when it came).
  void afterScoring(const GameView& shown, const ScoreEvent& s, int,
                    std::vector<LogLine>& lines) const override {
    const GameSession& gs = shown.session();
    const Porxada px(gs.baseRules(), gs.baseState());
    if (!px.completes(gs.rules(), gs.baseState(), s)) return;
    const PlacedTile& t = gs.baseState().board.tiles[px.tile];
    bool any = false;
    for (int p = 0; p < kMaxPlayers; ++p) {
      if (!s.followers[static_cast<size_t>(p)]) continue;
      any = true;
      LogLine l{trf("log.px_token", {shown.playerName(p)}), p, false};
      l.addCell(t.x, t.y);
      lines.push_back(l);
    }
    if (!any) {
      LogLine l{tr("log.px_no_token"), -1, false};
      l.addCell(t.x, t.y);
      lines.push_back(l);
    }
  }
  // A placer with no follower on the board has only the bonus, taken without a decision
  // (LaPorxada::afterPlacement): the record holds no line for it, so the log says it here.
  void afterPlacement(const GameView& shown, const Action& a, int move, int player, int,
                      std::vector<LogLine>& lines) const override {
    const GameSession& gs = shown.session();
    const Porxada px(gs.baseRules(), gs.baseState());
    if (!px.bonus()) return;
    const PlacedTile& t = gs.baseState().board.tiles[px.tile];
    if (t.x != a.x || t.y != a.y) return;
    const Game& g = gs.game();
    for (size_t i = 0; i < g.cursor(); ++i)
      if (g.actions()[i].kind == kActPorxadaBonus) return;  // chosen: its own line says so
    LogLine b{trf("log.px_auto_bonus", {shown.playerName(player)}), player, false, move};
    b.addCell(a.x, a.y);
    lines.push_back(b);
  }

  float playerBadgeWidth(const GameView& shown, int p) const override {
    const Rules& r = shown.session().baseRules();
    if (!r.expansion(name())) return 0;
    return (laPorxada().tokens(r, shown.session().baseState()) >> p) & 1 ? tokenWidth() : 0;
  }
  void drawPlayerBadge(const GameView&, int p) const override {
    const float d = tokenWidth(), h = ImGui::GetTextLineHeight();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(d, h));
    const ImVec2 c(at.x + d * 0.5f, at.y + h * 0.5f);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddCircleFilled(c, d * 0.5f, IM_COL32(240, 196, 70, 255), 20);
    dl->AddCircle(c, d * 0.5f - 0.5f, IM_COL32(120, 84, 20, 255), 20, 1.5f);
    dl->AddCircle(c, d * 0.28f, IM_COL32(170, 124, 36, 255), 16, 1.0f);
    ui::recordItem(("px_token" + std::to_string(p)).c_str());
    if (ui::tipHovered()) ui::tooltip("px_token_tip", tr("panel.px_token"));
  }
  // A follower lost for good by refusing a swap is out of the count.
  int followersLost(const GameView& shown, int p) const override {
    const Rules& r = shown.session().baseRules();
    return r.expansion(name()) ? laPorxada().removedForGood(r, shown.session().baseState(), p) : 0;
  }

  // Where the followers a swap or a refusal moves stood (the position no longer shows it).
  void noteBefore(const RuleSet&, const Game& game, const Action& a, const ActionNote* previous,
                  ActionNote& note) const override {
    const State& s = carc::baseState(game);
    auto figure = [&](int f) {
      if (f < s.figureCount) note.addSegment(s, s.figures[f].seg);
    };
    switch (a.kind) {
      case kActPorxadaSwap:
        figure(a.arg0);
        figure(a.arg1);
        if (a.arg1 < s.figureCount) note.other = s.figures[a.arg1].owner;
        break;
      case kActPorxadaAccept:  // the swap proposed by the action before
        if (previous) {
          note.cells = previous->cells;
          note.cellCount = previous->cellCount;
        }
        break;
      case kActPorxadaRefuse:
        if (a.arg0 != kPorxadaFromSupply) figure(a.arg0);
        break;
      default:
        break;
    }
  }

 private:
  // The answer "accept": which two followers change places (the proposal,
  // LaPorxadaData::proposeMine / proposeTheirs), "your follower on the city at 3,4 and Bob's on
  // the road at 1,2".
  std::string acceptText(const GameView& shown) const {
    const Rules& r = shown.session().baseRules();
    const State& s = shown.session().baseState();
    const Expansion* e = r.expansion(name());
    if (!e) return "?";
    const LaPorxadaData& px = r.ext<LaPorxadaData>(s, e);
    const int placer = px.proposeMine < s.figureCount ? s.figures[px.proposeMine].owner : -1;
    return trf("act.px_accept", {figureFeature(shown, px.proposeTheirs), shown.playerName(placer),
                                 figureFeature(shown, px.proposeMine)});
  }
};

}  // namespace

const UiModule& laPorxadaUi() {
  static const LaPorxadaUi instance;
  return instance;
}

}  // namespace carc::app
