#include "app/expansions/falcon.h"

#include <cmath>
#include <string>
#include <vector>

#include "app/game_view.h"
#include "app/i18n.h"
#include "app/json_writer.h"
#include "app/modes/castle/castle_track_part.h"
#include "app/ui.h"
#include "engine/modes/castle/castle_rules.h"
#include "engine/modes/castle/falcon.h"

namespace carc::app {
namespace {

// The Falcon of a Castle game's rules, or nullptr (a game without it).
const castle::Falcon* falconOf(const RuleSet& r) {
  if (r.mode() != "castle") return nullptr;
  return dynamic_cast<const castle::Falcon*>(
      static_cast<const castle::CastleRules&>(r).extension());
}

const castle::CastleState& stateOf(const GameView& shown) {
  return shown.viewPosition().as<castle::CastleState>();
}

float nestSide() {
  return std::round(ImGui::GetTextLineHeight() * 0.95f);
}

class FalconUi final : public UiModule, public CastleTrackPart {
 public:
  const char* name() const override { return "falcon"; }

  // The gates on the castle's track (the castle's module draws them), and a marker stopped at
  // one (gate-stop): the castle's module draws it on the gate.
  std::vector<int> trackGates(const RuleSet& r) const override {
    const castle::Falcon* f = falconOf(r);
    return f ? f->gates() : std::vector<int>();
  }
  bool markerOnGate(const RuleSet& r, const Position& view, int p) const override {
    return falconOf(r) && castle::Falcon::onGate(view.as<castle::CastleState>(), p & 1);
  }

  // Aerie tokens: a nest with their number beside the player's name (none: nothing).
  float playerBadgeWidth(const GameView& shown, int p) const override {
    if (!falconOf(shown.session().rules())) return 0;
    return castle::Falcon::tokens(stateOf(shown), p & 1) ? nestSide() * 2.0f : 0.0f;
  }
  void drawPlayerBadge(const GameView& shown, int p) const override {
    const int n = castle::Falcon::tokens(stateOf(shown), p & 1);
    const float side = nestSide();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(side * 2.0f, side));
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 c(at.x + side * 0.5f, at.y + side * 0.5f);
    dl->AddCircleFilled(c, side * 0.45f, IM_COL32(120, 80, 40, 255), 16);
    dl->AddCircleFilled(c, side * 0.2f, IM_COL32(250, 250, 250, 255), 12);
    const std::string count = std::to_string(n);
    dl->AddText(ImVec2(at.x + side * 1.05f, at.y), ImGui::GetColorU32(ImGuiCol_Text),
                count.c_str());
    ui::recordItem(("aerie_tokens" + std::to_string(p)).c_str());
    if (ui::tipHovered()) ui::tooltip("aerie_tip", trf("falcon.tokens_tip", {count}));
  }

  // The follower step's king and falconer (the castle's module asks): what each makes of the
  // feature beyond its worth, by the engine's rule (Falcon::withKing, kFalconerTokens).
  std::string markNote(const GameView& shown, const Action& a,
                       const FeatureInfo& f) const override {
    if (a.kind != kActMeeple || !falconOf(shown.session().rules())) return {};
    if (a.arg0 == castle::Falcon::kKing)
      return trf("falcon.king_note", {trCount("count.points", castle::Falcon::withKing(f.points))});
    if (a.arg0 == castle::Falcon::kFalconer)
      return trf("falcon.falconer_note",
                 {trCount("falcon.count_tokens", castle::Falcon::kFalconerTokens)});
    return {};
  }

  void hookFields(const GameView& shown, JsonWriter& j) const override {
    if (!falconOf(shown.session().rules())) return;
    const castle::CastleState& s = stateOf(shown);
    j.key("falcon").beginObject();
    j.key("tokens").beginArray();
    for (int p = 0; p < castle::kPlayers; ++p) j.value(castle::Falcon::tokens(s, p));
    j.endArray();
    j.field("supply", castle::Falcon::supply(s));
    j.key("onGate").beginArray();
    for (int p = 0; p < castle::kPlayers; ++p) j.value(castle::Falcon::onGate(s, p));
    j.endArray();
    j.endObject();
  }
};

}  // namespace

const UiModule& falconUi() {
  static const FalconUi instance;
  return instance;
}

}  // namespace carc::app
