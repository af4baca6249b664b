// The Saves & links window (saves_window.h).
#include "app/saves_window.h"

#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "app/i18n.h"
#include "app/save_text.h"
#include "app/ui.h"
#include "engine/record/codec.h"
#include "platform/share.h"
#include "platform/storage.h"

namespace carc::app {

// Share and export: link, .carc, PNG, embed code, and the link made to copy by hand.
void SavesWindow::shareButtons(const SavesWindowContext& ctx) {
  // Rows that wrap at the window's edge (a phone, a long translation).
  if (ui::button("copy_link", tr("saves.copy_link"))) ctx.copyLink();
  ui::sameLineIfFits(tr("saves.export"));
  if (ui::button("export_carc", tr("saves.export"))) ctx.exportRecord();
  ui::sameLineIfFits(tr("saves.export_png"));
  if (ui::button("export_png", tr("saves.export_png"))) ctx.exportPng();
  if (ui::button("copy_embed", tr("saves.copy_embed"))) ctx.copyEmbedCode();
  if (!linkText.empty()) {
    ImGui::SetNextItemWidth(-1);
    ImGui::InputText("##link", linkText.data(), linkText.size() + 1,
                     ImGuiInputTextFlags_ReadOnly | ImGuiInputTextFlags_AutoSelectAll);
    ui::recordTextField("link_text", linkText);
  }
}

// One saved game: its name (or the rename field), its summary, and Load, Rename, Delete (Load
// over unsaved moves and Delete asked once more).
void SavesWindow::slotRow(const SavesWindowContext& ctx, const platform::SlotInfo& s, int k,
                          float w, std::string& removeId, std::string& loadId) {
  ImGui::PushID(s.id.c_str());
  const std::string id = "slot" + std::to_string(k) + "_";
  ImGui::Separator();
  if (renameId == s.id) {
    ImGui::SetNextItemWidth(std::max(80.0f, w - 150.0f));
    // Focused with the old name selected, so typing replaces it; Enter confirms.
    if (renameFocus) ImGui::SetKeyboardFocusHere();
    renameFocus = false;
    const bool enter =
        ImGui::InputText("##rename", renameName, sizeof renameName,
                         ImGuiInputTextFlags_AutoSelectAll | ImGuiInputTextFlags_EnterReturnsTrue);
    ui::recordTextField((id + "name").c_str());
    ImGui::SameLine();
    if (ui::button((id + "ok").c_str(), tr("saves.ok")) || enter) {
      const platform::SaveResult r = ctx.store->renameSlot(s.id, renameName);
      // Full: the slot keeps its old name (storageText would name the new one as unsaved).
      if (!r.ok())
        ctx.notice = r.status == platform::SaveStatus::kQuotaExceeded
                         ? trf("saves.rename_full", {s.name})
                         : storageText(r, renameName);
      renameId.clear();
    }
  } else {
    ImGui::TextUnformatted(s.name.c_str());
  }
  ImGui::PushTextWrapPos(0);
  // A listed slot is damaged only by its envelope (the store checks content when loading).
  ImGui::TextDisabled("%s", s.damaged
                                ? problemText("save", RecordProblem::kDamaged, s.problem).c_str()
                                : s.summary.c_str());
  ImGui::PopTextWrapPos();
  if (confirmSlot == s.id) {
    // Loading over moves no save holds, and deleting, are asked once more.
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(
        ImVec4(1, 0.85f, 0.55f, 1), "%s",
        trf(confirmDelete ? "saves.confirm_delete" : "saves.confirm_load", {s.name}).c_str());
    ImGui::PopTextWrapPos();
    const char* yes = tr(confirmDelete ? "saves.delete" : "saves.load");
    if (ui::button((id + "confirm").c_str(), yes)) {
      if (confirmDelete)
        removeId = s.id;
      else
        loadId = s.id;
      confirmSlot.clear();
    }
    ui::sameLineIfFits(tr("saves.cancel"));
    if (ui::button((id + "cancel").c_str(), tr("saves.cancel"))) confirmSlot.clear();
    ImGui::PopID();
    return;
  }
  if (!s.damaged && ui::button((id + "load").c_str(), tr("saves.load"))) {
    if (ctx.unsavedMoves()) {
      confirmSlot = s.id;
      confirmDelete = false;
    } else {
      loadId = s.id;
    }
  }
  if (!s.damaged) ui::sameLineIfFits(tr("saves.rename"));
  if (ui::fieldOpenerButton((id + "rename").c_str(), tr("saves.rename"))) {
    renameId = s.id;
    renameFocus = true;
    std::snprintf(renameName, sizeof renameName, "%s", s.name.c_str());
  }
  ui::sameLineIfFits(tr("saves.delete"));
  if (ui::button((id + "delete").c_str(), tr("saves.delete"))) {
    confirmSlot = s.id;
    confirmDelete = true;
  }
}

// Save as, the saved games, and what a delete or a load asked for.
void SavesWindow::slotList(const SavesWindowContext& ctx, float w) {
  if (ctx.game) {
    ImGui::SetNextItemWidth(std::max(80.0f, w - 150.0f));
    // Enter saves, as it confirms a rename below.
    const bool enter =
        ImGui::InputTextWithHint("##slotname", tr("saves.name_hint"), slotName, sizeof slotName,
                                 ImGuiInputTextFlags_EnterReturnsTrue);
    ui::recordTextField("slot_name");
    ImGui::SameLine();
    if (ui::button("save_slot", tr("saves.save_as")) || enter) ctx.saveToSlot(slotName);
  }
  std::string removeId, loadId;
  int k = -1;
  const std::vector<platform::SlotInfo> slots = ctx.store->listSlots();
  if (slots.empty()) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextDisabled("%s", tr("saves.none"));
    ImGui::PopTextWrapPos();
    ui::recordItem("saves_none");
  }
  for (const platform::SlotInfo& s : slots) slotRow(ctx, s, ++k, w, removeId, loadId);
  if (!removeId.empty()) {
    std::string name;
    for (const platform::SlotInfo& s : ctx.store->listSlots())
      if (s.id == removeId) name = s.name;
    const platform::SaveResult r = ctx.store->deleteSlot(removeId);
    ctx.notice = r.ok() ? trf("saves.deleted", {name}) : storageText(r);
  }
  if (!loadId.empty()) ctx.loadSlot(loadId);
}

void SavesWindow::draw(const SavesWindowContext& ctx) {
  shown = Rect{};
  if (!open) return;
  const float w = std::min(460.0f, ctx.width - 16.0f);
  ImGui::SetNextWindowPos(ImVec2(ctx.width * 0.5f, ctx.height * 0.5f), ImGuiCond_Appearing,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(w, std::min(520.0f, ctx.height - 16.0f)), ImGuiCond_Appearing);
  bool stays = true;
  ImGui::Begin(tr("saves.title"), &stays,
               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse);
  shown = ui::recordWindow("saves_window");
  if (ctx.game) shareButtons(ctx);
  if (ui::button("import", tr("saves.import"))) platform::pickFileToImport();
  ImGui::Separator();
  if (ctx.store && !ctx.store->available()) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextDisabled("%s", tr("saves.off"));
    ImGui::PopTextWrapPos();
  } else if (ctx.store) {
    if (ctx.autosaveFailing) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.75f, 0.35f, 1.0f));
      ImGui::PushTextWrapPos(0);
      ImGui::TextUnformatted(tr("saves.full_line"));
      ImGui::PopTextWrapPos();
      ImGui::PopStyleColor();
      ui::recordItem("saves_full");
    }
    slotList(ctx, w);
  }
  ui::touchScroll(ctx.touch);
  ImGui::End();
  if (!stays) open = false;
}

}  // namespace carc::app
