// The rules help: the base game and each enabled expansion, from the translations
// (help.<name> keys), naming the values that were reconstructed where sources are silent.
#include "app/help_text.h"

#include <imgui.h>

#include <algorithm>
#include <string>
#include <vector>

#include "app/i18n.h"
#include "app/modes/registry.h"
#include "app/ui.h"
#include "engine/modes/registry.h"
#include "platform/platform.h"

namespace carc::app {

namespace {
void heading(const char* text, const char* id = nullptr) {
  ImGui::SetWindowFontScale(1.2f);
  ImGui::TextUnformatted(text);
  if (id) ui::recordItem(id);
  ImGui::SetWindowFontScale(1.0f);
}
}  // namespace

void RulesHelp::draw(const HelpContext& ctx) {
  const Layout& L = ctx.layout;
  const float w = std::min(L.width - 16.0f, 620.0f), h = std::min(L.height - 16.0f, 640.0f);
  ImGui::SetNextWindowPos(ImVec2((L.width - w) * 0.5f, (L.height - h) * 0.5f), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(w, h), ImGuiCond_Always);
  bool stays = true;
  ImGui::Begin(tr("help.title"), &stays,
               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse);
  ui::recordWindow();
  const std::vector<std::string>& sections = ctx.sections;
  const std::string& mode = sections.front();
  for (size_t i = 0; i < sections.size(); ++i) {
    // A game's list names options too, "name(option)": the texts are the expansion's, the
    // heading adds each option's label.
    std::string name;
    std::vector<std::string> options;
    splitOptions(sections[i], name, options);
    const UiModule* m = uiModule(name);
    const std::string key = m ? m->titleKey() : "exp." + name;
    std::string title = tr(key.c_str());
    for (const std::string& o : options) title += std::string(": ") + tr(key + "." + o);
    ImGui::PushTextWrapPos(0);  // headings too: a long translation on a phone
    heading(title.c_str());
    ImGui::TextUnformatted(tr(("help." + name).c_str()));
    ImGui::PopTextWrapPos();
    ImGui::Spacing();
  }
  // Values the published rules do not give, as this build reconstructs them (from the engine).
  if (sections != itemsFor_) {
    itemsFor_ = sections;
    std::string why;
    const std::vector<std::string> names(sections.begin() + 1, sections.end());
    auto rules = makeRuleSet(mode, names, why);
    items_ = rules ? rules->reconstructed() : std::vector<ReconstructedItem>();
  }
  if (!items_.empty()) {
    ImGui::PushTextWrapPos(0);
    heading(tr("help.reconstructed"), "help_recon_heading");
    for (const ReconstructedItem& it : items_) {
      // BulletText does not wrap: a bullet, then the text wrapped beside it.
      ImGui::Bullet();
      ImGui::SameLine();
      const std::string text = trf("recon." + it.owner + "." + it.key, it.values);
      // Its mode's or expansion's title, as the module names it (its heading above).
      const UiModule* owner = uiModule(it.owner);
      const std::string title = owner ? owner->titleKey() : "exp." + it.owner;
      ImGui::TextWrapped("%s: %s", tr(title), text.c_str());
    }
    ImGui::PopTextWrapPos();
  }
  ImGui::Separator();
  ImGui::PushTextWrapPos(0);
  // A phone's player needs the touch controls only; a mouse's (perhaps on a touch screen too),
  // the mouse and keys first.
  if (!ctx.coarsePointer) {
    ImGui::TextDisabled("%s", tr("help.controls"));
    ui::recordItem("help_controls_keys");
  }
  ImGui::TextDisabled("%s", tr("help.controls_touch"));
  ui::recordItem("help_controls_touch");
  // The release (docs/hosting.md), for a bug report; a development build has none.
  if (const std::string& version = platform::siteVersion(); !version.empty()) {
    const std::string line = trf("help.version", {version});
    ImGui::TextDisabled("%s", line.c_str());
    ui::recordItem("help_version");
    ui::recordLabel("help_version", line);
  }
  ImGui::PopTextWrapPos();
  if (ui::button("help_close", tr("menu.close"), ImVec2(-1, 40))) stays = false;
  ui::touchScroll(ctx.touch);
  ImGui::End();
  if (!stays) open = false;
}

}  // namespace carc::app
