// The turn box (panels.cpp places it: the side panel, the phone's turn bar): the drawn tile, whose
// turn and what to do, a decision's hint and its choices (one wrapped button each), the last move
// refused, and rotate / place / skip / hint / undo / redo or fit. It is given its pieces
// (TurnBoxContext, made by App::turnBoxContext), not the App.
#include "app/turn_box.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "app/action_text.h"
#include "app/choice_spots.h"
#include "app/expansion_view.h"
#include "app/i18n.h"
#include "app/modes/registry.h"
#include "app/screens.h"
#include "app/seat.h"
#include "app/ui.h"

namespace carc::app {

const char* turnPrompt(const TurnBoxContext& c) {
  const Decision d = c.session.decision();
  if (c.session.game().over()) return tr("turn.over");
  if (c.computerDecides())  // "The computer (hard) is playing..."
    return tr("turn.computer." + std::string(seatName(c.session.seat(d.player))));
  if (taggedDecision(d)) {
    if (!choicesOnBoard(c.shown)) return tr("turn.expansion");
    return tr(c.touch ? "turn.pick_on_board_touch" : "turn.pick_on_board");
  }
  if (d.phase == kPhasePlaceTile) {
    if (c.touch && c.turn.hasPick()) {
      // Where the tile fits one way round only, a second tap turns nothing: say so.
      const auto& at = c.session.placements();
      const auto it = at.find({c.turn.pickX(), c.turn.pickY()});
      const bool one = it != at.end() && (it->second & (it->second - 1)) == 0;
      return tr(one ? "turn.place_picked_one" : "turn.place_picked");
    }
    if (c.touch) return tr("turn.place_touch");
    return tr("turn.place");
  }
  if (d.phase == kPhasePlaceMeeple) {
    // Only "no meeple" is legal: say why rather than ask for a spot that is not shown.
    if (c.shown.legal().count > 1) return tr("turn.meeple");
    return tr(c.session.supply(d.player) ? "turn.no_spot" : "turn.no_meeples");
  }
  return "";
}

namespace {

// An expansion decision's choices: one wrapped button each (the board's marks say the same).
void decisionButtons(const TurnBoxContext& c) {
  const Decision d = c.session.decision();
  if (!taggedDecision(d) || c.computerDecides()) return;
  const ActionList& l = c.shown.legal();
  ImGui::TextWrapped("%s", decisionTitle(c.shown).c_str());
  std::vector<Action> acts(l.begin(), l.end());
  if (markerGroupsOffered(c.shown) > 1) {
    // Which group of markers the board shows (the others' are a tap away).
    const UiModule* m = decisionModule(c.session.rules(), d);
    bool first = true;
    for (int g = 0; g < 32; ++g) {
      bool offered = false;
      for (const Action& a : acts) offered |= m->markerGroup(a) == g;
      if (!offered) continue;
      if (!first) ImGui::SameLine();
      first = false;
      const bool shown = c.marks.markerGroup == g;
      if (shown)
        ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
      if (ui::button(m->markerGroupId(g).c_str(), tr(m->markerGroupLabel(g))))
        c.marks.markerGroup = g;
      if (shown) ImGui::PopStyleColor();
    }
  }
  if (choicesOnBoard(c.shown)) {  // the prompt says to pick on the board; the buttons fold away
    // Unfolded while the keyboard picks among them (Tab), so the pick is seen.
    if (c.marks.keyPicked(c.session.revision()) >= 0) ImGui::SetNextItemOpen(true);
    // Framed padding: as tall as a button (a finger's target on a phone).
    const bool open =
        ImGui::TreeNodeEx(trf("turn.all_choices", {std::to_string(acts.size())}).c_str(),
                          ImGuiTreeNodeFlags_FramePadding | ImGuiTreeNodeFlags_SpanAvailWidth);
    ui::recordItem("all_choices");
    if (!open) return;
    ImGui::TreePop();
  }
  // The list (many choices in two steps: the first pick, then the choice) and the
  // numbers of choices that name followers, which the board shows beside them.
  ChoiceList list;
  listChoices(c.shown, c.marks, list);
  const bool touch = c.touch;
  // A step of the two (an own follower taken, or Back) redraws the list under a still mouse: the
  // choice now under it is not hovered until the mouse moves (it showed hovered and its pair ringed
  // on the board, as if pointed at).
  static ImVec2 stepMouse(-1e9f, -1e9f);
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const bool still = std::abs(mouse.x - stepMouse.x) + std::abs(mouse.y - stepMouse.y) <= 3.0f;
  if (!still) stepMouse = ImVec2(-1e9f, -1e9f);
  const bool noHover = touch || still;  // wideButton draws no hover (colour, badge) then
  if (list.firstStep >= 0) {
    const UiModule* m = decisionModule(c.session.rules(), d);
    if (m && ui::wideButton("swap_back", tr(m->firstStepBackKey()), 0, noHover)) {
      c.marks.firstStep = -1;
      stepMouse = mouse;
    }
  }
  // One choice per row, wrapped: translated choices are long and a phone is narrow.
  for (size_t k = 0; k < list.items.size(); ++k) {
    const ListedChoice& choice = list.items[k];
    const std::string text = choice.action < 0
                                 ? firstStepText(c.shown, choice.firstStep)
                                 : choiceText(c.shown, d, acts[static_cast<size_t>(choice.action)]);
    const bool pressed = ui::wideButton(choice.id.c_str(), text, choice.number, noHover);
    const bool keyed = c.marks.keyPicked(c.session.revision()) ==
                       static_cast<int>(k);  // Tab's pick: framed, Enter takes it
    if (keyed) {
      const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
      ImGui::GetWindowDrawList()->AddRect(a, b, IM_COL32(255, 220, 90, 255), 4.0f, 0, 2.0f);
      const float top = ImGui::GetWindowPos().y, bottom = top + ImGui::GetWindowHeight();
      if (a.y < top || b.y > bottom) ImGui::SetScrollHereY(0.5f);  // scrolled out of sight
    }
    // A finger on a touch screen leaves the pointer where it lifted: there only a held button
    // counts.
    if (keyed || ImGui::IsItemActive() || (!noHover && ImGui::IsItemHovered())) {
      c.marks.hovered = choice.id;
      c.marks.hoveredRevision = c.session.revision();
    }
    if (!pressed) continue;
    if (choice.action >= 0) {
      c.play(acts[static_cast<size_t>(choice.action)]);
      break;
    }
    c.marks.firstStep = choice.firstStep;  // the second step shows from next frame
    c.marks.firstStepRevision = c.session.revision();
    stepMouse = mouse;
  }
}

void turnButtons(const TurnBoxContext& c, bool compact, bool afterItem) {
  GameSession& gs = c.session;
  const Decision d = gs.decision();
  const float h = compact ? 44.0f : 0.0f;
  // The buttons share rows, wrapping at the panel's edge (an expansion's decision has no button
  // before Undo; a long translation must not push Redo or Fit board out of sight).
  bool first = !afterItem;
  auto next = [&](const char* label, float width) {
    if (!first) ui::sameLineIfFits(label, width);
    first = false;
    return label;
  };
  const bool mine = !c.computerDecides();  // the computer's turn: Undo and the view only
  if (mine && d.owner == 0 && d.phase == kPhasePlaceTile) {
    const float w = compact ? 48.0f : 0.0f;
    if (ui::button("rotate", next(compact ? "\u21bb" : tr("turn.rotate"), w), ImVec2(w, h)))
      c.turn.rotate(gs);
    // Always there, usable once a square is picked: a button that came with the pick moved Undo
    // from under a finger reaching for it, which then placed the tile.
    // Green once a square is picked; before, grey and greyed out (the disabled style alone left
    // it a green that looked ready), and a press says what to do first.
    const bool picked = c.turn.hasPick();
    if (!picked) ImGui::BeginDisabled();
    ImGui::PushStyleColor(ImGuiCol_Button,
                          picked ? IM_COL32(70, 130, 60, 255) : IM_COL32(62, 62, 66, 255));
    if (!picked) ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(150, 150, 150, 255));
    if (ui::button("confirm", next(compact ? "\u2713" : tr("turn.confirm"), w), ImVec2(w, h)))
      c.notices.refused = c.turn.confirm(gs);
    ImGui::PopStyleColor(picked ? 1 : 2);
    if (!picked && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled) &&
        ImGui::IsMouseClicked(0)) {
      const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
      c.quickNote(tr(c.touch ? "turn.pick_first_touch" : "turn.pick_first"),
                  ImVec2((a.x + b.x) * 0.5f, a.y));
    }
    if (!picked) ImGui::EndDisabled();
  } else if (mine && d.owner == 0 && d.phase == kPhasePlaceMeeple) {
    if (ui::button("skip", next(tr("turn.skip"), 0), ImVec2(0, h))) c.play(Action::pass());
  }
  if (mine && !gs.game().over() && c.session.anyComputer()) {
    // A person playing the computer asks what it would play here (computer_seats.cpp: askHint).
    const bool busy = c.hintPending();
    if (busy) ImGui::BeginDisabled();
    if (ui::button("hint", next(tr(busy ? "turn.hint_thinking" : "turn.hint"), 0), ImVec2(0, h))) {
      const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
      c.askHint(ImVec2((a.x + b.x) * 0.5f, a.y));
    }
    if (busy) ImGui::EndDisabled();
  }
  if (!gs.canUndo()) ImGui::BeginDisabled();
  const float undoW = compact ? 44.0f : 0.0f;
  if (ui::button("undo", next(compact ? "\u21b6" : tr("menu.undo"), undoW), ImVec2(undoW, h)))
    c.undo();
  if (!gs.canUndo()) ImGui::EndDisabled();
  if (compact) {
    if (ui::button("fit", next(tr("menu.fit"), 0), ImVec2(0, h))) c.fitWhole();
  } else {
    if (!gs.canRedo()) ImGui::BeginDisabled();
    if (ui::button("redo", next(tr("menu.redo"), 0))) c.redo();
    if (!gs.canRedo()) ImGui::EndDisabled();
  }
}

}  // namespace

void turnBox(const TurnBoxContext& c, bool compact) {
  GameSession& gs = c.session;
  const Decision d = gs.decision();
  const bool over = gs.over();
  const float size = compact ? 78.0f : 96.0f;
  // During an expansion decision the tile is already on the board: the room goes to the choices.
  if (!over && !taggedDecision(d)) {
    const BoardModel& b = c.shown.board();
    int rot = c.turn.preferredRotation();
    int fx = 0, fy = 0;
    unsigned mask = 0;
    if (c.turn.focus(gs, fx, fy, mask)) rot = c.turn.rotationFor(mask);
    const int shown = d.phase == kPhasePlaceTile ? gs.drawnTile()
                      : b.lastPlaced >= 0        ? b.placed[static_cast<size_t>(b.lastPlaced)].type
                                                 : -1;
    const int shownRot = d.phase == kPhasePlaceTile ? rot
                         : b.lastPlaced >= 0 ? b.placed[static_cast<size_t>(b.lastPlaced)].rot
                                             : 0;
    tileImage(c.shown, c.meshes, shown, shownRot, size);
    ui::recordItem("drawn_tile");
    // What an expansion's tile does (its symbols in words): its picture alone does not say.
    if (ui::tipHovered())
      if (const std::string what = tileText(c.shown, shown); !what.empty())
        ui::tooltip("tile_tip", what);
    ImGui::SameLine();
  }
  ImGui::BeginGroup();
  if (!over) {
    swatch(c.shown.playerFill(d.player), c.shown.playerOutline(d.player), 18);
    ImGui::SameLine();
    ui::fittedText("turn_player", c.shown.playerName(d.player));
  }
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled("%s", turnPrompt(c));
  // What a decision's buttons do not say (ui_module.h: decisionHint).
  if (!over) {
    const std::string hint = decisionHint(c.shown, d);
    if (!hint.empty()) {
      ImGui::TextWrapped("%s", hint.c_str());
      ui::recordItem("decision_hint");
    }
  }
  ImGui::PopTextWrapPos();
  if (!c.notices.refused.empty())
    ImGui::TextColored(ImVec4(1, 0.55f, 0.45f, 1), "%s", c.notices.refused.c_str());
  // At the end too: Undo takes back the last tile or meeple (a phone has no Ctrl+Z).
  if (over && ui::button("show_final", tr("final.title"), ImVec2(0, compact ? 44.0f : 0.0f)))
    c.finalOpen = true;
  turnButtons(c, compact, over);
  ImGui::EndGroup();
  decisionButtons(c);
}

}  // namespace carc::app
