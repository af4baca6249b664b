#include "app/expansions/mage_witch.h"

#include "app/action_text.h"
#include "app/expansion_view.h"
#include "app/game_view.h"
#include "app/i18n.h"
#include "app/paint_kit.h"
#include "app/palette.h"
#include "app/screens.h"
#include "app/tile_painter.h"
#include "engine/modes/base/expansions/mage_witch.h"

namespace carc::app {
namespace {

constexpr ImU32 kMagicianColour = IM_COL32(150, 70, 200, 255);
constexpr ImU32 kWitchColour = IM_COL32(240, 130, 30, 255);

// A figure's pawn, lettered with its name's initial in the player's language (M/W, K/Č, M/V).
void pawn(ImDrawList* dl, int f, ImVec2 at, float h, float alpha) {
  drawFigureBadge(dl, at, h,
                  palette::withAlpha(f == kMagician ? kMagicianColour : kWitchColour, alpha),
                  IM_COL32_WHITE, tr(f == kMagician ? "fig.magician_letter" : "fig.witch_letter"));
}

const char* figureName(int f) {
  return tr(f == kMagician ? "act.magician" : "act.witch");
}

bool enabled(const GameView& shown) {
  return shown.session().baseRules().expansion("mage-witch") != nullptr;
}

class MageWitchUi final : public UiModule {
 public:
  const char* name() const override { return "mage-witch"; }

  bool paintSymbol(ImDrawList* dl, const std::string& sym, ImVec2 origin, float s,
                   ImVec2 at) const override {
    if (sym.find("magic") == std::string::npos) return false;
    // A faceted star in the Magician's colour, lit like the tiles' roofs.
    const ImVec2 c(origin.x + at.x * s, origin.y + at.y * s);
    kit::Ray rays[5];
    for (int i = 0; i < 5; ++i)
      rays[i] = {-1.5707963f + static_cast<float>(i) * 1.2566371f,
                 0.13f * s,
                 0.058f * s,
                 0.6283185f,
                 kit::tint(kMagicianColour, 0.35f),
                 kMagicianColour};
    kit::paintRays(dl, c, rays, 5, 0.02f * s);
    return true;
  }
  std::string symbolText(const std::string& sym) const override {
    return sym == "magic" ? tr("tile.magic") : "";
  }

  void drawOverlays(const GameView& shown, ImDrawList* dl, const Position& view) const override {
    if (!enabled(shown)) return;
    const State& s = carc::baseState(view);
    const float h = figureHeight(shown);
    for (int f = 0; f < 2; ++f) {
      const int seg =
          mageWitch().figureSegment(shown.session().baseRules(), s, static_cast<MagicFigure>(f));
      if (seg >= 0) pawn(dl, f, segmentSpot(shown, seg, ImVec2(0.16f, 0.06f)), h, 1.0f);
    }
  }
  bool drawActionGlyph(ImDrawList* dl, const Action& a, ImVec2 at, float h,
                       float alpha) const override {
    if (a.kind != kActMagicPlace) return false;
    pawn(dl, a.arg0 == kMagician ? kMagician : kWitch, at, h, alpha);
    return true;
  }
  void neutralFigures(const GameView& shown, std::vector<NeutralFigure>& out) const override {
    if (!enabled(shown)) return;
    const State& s = shown.session().baseState();
    for (int f = 0; f < 2; ++f) {
      const int seg =
          mageWitch().figureSegment(shown.session().baseRules(), s, static_cast<MagicFigure>(f));
      if (seg < 0) continue;
      const PlacedTile& p = s.board.tiles[s.features.nodes[seg].tile];
      out.push_back({f == kMagician ? "magician" : "witch", p.x, p.y});
    }
  }
  // Both figures' targets at once are two markers on every road and city: one figure's at a time.
  int markerGroup(const Action& a) const override {
    return a.kind == kActMagicPlace ? (a.arg0 & 1) : -1;
  }
  std::string markerGroupId(int g) const override { return g ? "magic_witch" : "magic_magician"; }
  const char* markerGroupLabel(int g) const override {
    return g ? "score.witch" : "score.magician";
  }
  SDL_Scancode markerGroupKey() const override { return SDL_SCANCODE_M; }

  std::string choiceText(const GameView& shown, const Decision&, const Action& a) const override {
    if (a.kind == kActMagicPlace)
      return trf("act.magic_place", {figureName(a.arg0 & 1), featureAt(shown, a, Role::Onto)});
    if (a.kind == kActMagicRemove)
      return tr((a.arg0 & 1) == kMagician ? "act.remove_magician" : "act.remove_witch");
    return {};
  }
  bool playedText(const GameView& shown, const Decision& d, const Action& a, const ActionNote&,
                  std::string& out) const override {
    if (a.kind == kActMagicPlace)
      out = trf("log.magic_place", {shown.playerName(d.player), figureName(a.arg0 & 1),
                                    featureAt(shown, a, Role::Onto)});
    else if (a.kind == kActMagicRemove)
      out = tr((a.arg0 & 1) == kMagician ? "log.remove_magician" : "log.remove_witch");
    else
      return false;
    return true;
  }
  void playedCells(const Action& a, LogLine& l) const override {
    if (a.kind == kActMagicPlace) l.addCell(a.x, a.y);
  }
  // A target's words say what the figure would make of it (the engine's rule: worthWithFigure).
  std::string markNote(const GameView&, const Action& a, const FeatureInfo& f) const override {
    if (a.kind != kActMagicPlace) return {};
    const MagicFigure fig = (a.arg0 & 1) == kMagician ? kMagician : kWitch;
    return trf(fig == kMagician ? "spot.with_magician" : "spot.with_witch",
               {trCount("count.points", worthWithFigure(fig, f))});
  }
  // A magic figure's step says why it came: a magic tile, or a placement that joined the two
  // figures' features (a plain tile: without a word the forced move looks like a fault).
  std::string decisionHint(const GameView&, const Decision& d) const override {
    return d.phase == kPhaseMagic ? tr(d.arg ? "act.magic_hint_forced" : "act.magic_hint_tile")
                                  : "";
  }

  bool worth(const RuleSet& rules, const ScoreEvent& ev, int& out) const override {
    const Rules& r = carc::baseRules(rules);
    if (!r.expansion(name())) return false;
    out = worthWithFigure(r, ev);
    return out != ev.value;
  }
  // A magic figure on a feature scored during play leaves the board, even if nobody scored
  // (MageWitch::onFeatureScored marks such an event with its column).
  void afterScoring(const GameView& shown, const ScoreEvent& s, int event,
                    std::vector<LogLine>& lines) const override {
    const RuleSet& r = shown.session().rules();
    const int magician = r.scoreColumn("magician"), witch = r.scoreColumn("witch");
    if (s.final || magician < 0 || (s.adjustColumn != magician && s.adjustColumn != witch)) return;
    LogLine l{tr(s.adjustColumn == magician ? "log.magician_leaves" : "log.witch_leaves"), -1,
              false};
    l.event = event;
    lines.push_back(l);
  }

  // A removed figure's last place: the position no longer shows it.
  void noteBefore(const RuleSet& rules, const Game& game, const Action& a, const ActionNote*,
                  ActionNote& note) const override {
    if (a.kind != kActMagicRemove) return;
    note.addSegment(carc::baseState(game),
                    mageWitch().figureSegment(carc::baseRules(rules), carc::baseState(game),
                                              static_cast<MagicFigure>(a.arg0 & 1)));
  }
};

}  // namespace

const UiModule& mageWitchUi() {
  static const MageWitchUi instance;
  return instance;
}

}  // namespace carc::app
