// The first screen: the game (a mode with a UI module), players (as many as it takes: names and
// colours), its expansions with their options, an optional seed and the language. Defaults make
// one click start a two-player base game.
#include "app/setup_screen.h"

#include <imgui.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <cstring>

#include "app/i18n.h"
#include "app/palette.h"
#include "app/screens.h"
#include "app/ui.h"
#include "engine/record/codec.h"
#include "platform/platform.h"

namespace carc::app {
namespace {

// Typed or pasted into a name: what a record's header cannot hold is not taken (nameChar), nor
// a character beyond 16 bits, which ImGui's input receives as U+FFFD (an emoji: it would be
// saved as a "?").
int nameFilter(ImGuiInputTextCallbackData* d) {
  return !nameChar(d->EventChar) || d->EventChar == 0xFFFD;
}

void colourSwatches(SetupModel& m, size_t player) {
  for (int c = 0; c < palette::kPlayerColourCount; ++c) {
    int takenBy = -1;
    for (size_t q = 0; q < m.players.size(); ++q)
      if (q != player && m.players[q].colour == c) takenBy = static_cast<int>(q);
    const bool taken = takenBy >= 0;
    ImGui::PushID(c);
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const float sz = ImGui::GetFrameHeight();
    const std::string id = "colour" + std::to_string(player) + "_" + std::to_string(c);
    if (ImGui::InvisibleButton(id.c_str(), ImVec2(sz, sz)) && !taken) m.players[player].colour = c;
    ui::recordItem(id.c_str());
    if (ui::tipHovered())
      ui::tooltip("colour_tip",
                  taken ? trf("setup.colour_taken",
                              {tr(palette::kPlayerColours[c].key), m.players[takenBy].name})
                        : std::string(tr(palette::kPlayerColours[c].key)));
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 centre(p.x + sz / 2, p.y + sz / 2);
    dl->AddCircleFilled(centre, sz * 0.38f,
                        taken ? palette::withAlpha(palette::kPlayerColours[c].fill, 0.25f)
                              : palette::kPlayerColours[c].fill,
                        20);
    dl->AddCircle(centre, sz * 0.38f, IM_COL32(150, 150, 150, taken ? 60 : 200), 20, 1.0f);
    if (taken) {
      // Struck through: dimming alone leaves a taken black like the free dark colours.
      const float d = sz * 0.27f;
      dl->AddLine(ImVec2(centre.x - d, centre.y + d), ImVec2(centre.x + d, centre.y - d),
                  IM_COL32(170, 170, 170, 220), 1.5f);
    }
    if (m.players[player].colour == c)
      dl->AddCircle(centre, sz * 0.47f, IM_COL32(255, 255, 255, 255), 20, 2.5f);
    ImGui::PopID();
    if (c + 1 < palette::kPlayerColourCount) ImGui::SameLine(0, 2);
  }
}

}  // namespace

void languageCombo(bool fingers, const std::function<void(const std::string& code)>& setLanguage) {
  const char* current = "";
  for (const Language& l : i18n().languages())
    if (l.code == i18n().code()) current = l.name.c_str();
  const bool open = ImGui::BeginCombo("##language", current);
  ui::recordItem("language");
  if (open) {
    // Rows a finger can hit on a touch screen (a Selectable is one line of text high).
    const ImVec2 row(0, fingers ? ImGui::GetFrameHeight() : 0.0f);
    for (const Language& l : i18n().languages()) {
      if (ImGui::Selectable(l.name.c_str(), l.code == i18n().code(), 0, row)) setLanguage(l.code);
      ui::recordItem(("lang_" + l.code).c_str());
    }
    ImGui::EndCombo();
  }
}

namespace {

// Names equal but for the case of ASCII letters ("Ann", "ann") read as one name.
bool sameName(const std::string& a, const std::string& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) !=
        std::tolower(static_cast<unsigned char>(b[i])))
      return false;
  return true;
}

void start(const SetupContext& ctx) {
  SetupModel& m = ctx.setup;
  GameConfig c;
  c.players = m.players;
  // A name a save, a link and a record can hold (a space typed at its end, a ',' pasted in).
  for (PlayerInfo& p : c.players) {
    p.name = nameForRecord(p.name);
    if (p.name.empty()) p.name = tr(palette::kPlayerColours[p.colour].key);
  }
  // Two players of one name could not be told apart in the log or the scores.
  for (size_t i = 0; i < c.players.size(); ++i)
    for (size_t j = 0; j < i; ++j)
      if (sameName(c.players[i].name, c.players[j].name)) {
        m.error = trf("setup.same_name", {c.players[i].name});
        return;
      }
  // A game for fewer players than listed (a two-player game) says so rather than the engine.
  const ModeChoice& mode = m.chosen();
  const int count = static_cast<int>(c.players.size());
  if (count < mode.minPlayers || count > mode.maxPlayers) {
    m.error = trf("setup.players_fixed", {std::to_string(mode.maxPlayers)});
    return;
  }
  c.mode = mode.name;
  for (const ExpansionChoice& e : mode.expansions)
    if (e.enabled) c.expansions.push_back(e.item());
  if (m.seed[0]) {
    char* end = nullptr;
    c.seed = std::strtoull(m.seed, &end, 10);
    if (!end || *end) {
      // Any text is a seed too: hash it (FNV-1a) so "hello" always deals the same game.
      uint64_t h = 1469598103934665603ull;
      for (const char* s = m.seed; *s; ++s)
        h = (h ^ static_cast<unsigned char>(*s)) * 1099511628211ull;
      c.seed = h;
    }
  } else {
    c.seed = platform::randomSeed() % 1000000000ull;
  }
  // Moves of the game left that nothing holds (the autosave failed): said first, as a Load over
  // unsaved moves is asked once more; Start again discards them.
  if (ctx.leavingUnsavedMoves() && m.discardAsked != ctx.revision) {
    m.discardAsked = ctx.revision;
    m.error.clear();  // the question in its place (setupErrorText)
    return;
  }
  m.discardAsked = -1;
  ctx.start(c);
}

}  // namespace

std::string setupErrorText(const SetupModel& m, bool gameOn, int revision) {
  if (!m.error.empty()) return trf("setup.start_failed", {m.error});
  const bool asked = m.discardAsked >= 0 && gameOn && m.discardAsked == revision;
  return asked ? tr("setup.discard_unsaved") : "";
}

namespace {

// Who plays seat p: a person or the computer at a level (docs/ai.md).
void seatCombo(PlayerInfo& player, size_t p, float width, bool fingers) {
  const std::string id = "seat" + std::to_string(p);
  ImGui::SetNextItemWidth(width);
  const bool open =
      ImGui::BeginCombo("##seat", tr("setup.seat." + std::string(seatName(player.seat))));
  ui::recordItem(id.c_str());
  if (!open) return;
  const ImVec2 row(0, fingers ? ImGui::GetFrameHeight() : 0.0f);
  for (Seat s : kSeats) {
    if (ImGui::Selectable(tr("setup.seat." + std::string(seatName(s))), s == player.seat, 0, row))
      player.seat = s;
    ui::recordItem((id + "_" + std::string(seatName(s))).c_str());
  }
  ImGui::EndCombo();
}

// The widest seat's label in its combo.
float seatComboWidth() {
  float w = 0;
  for (Seat s : kSeats)
    w = std::max(w, ImGui::CalcTextSize(tr("setup.seat." + std::string(seatName(s)))).x);
  return w + ImGui::GetFrameHeight() + ImGui::GetStyle().FramePadding.x * 2;
}

// The players: a name field, who plays it, its colours and a remove button each, and "Add
// player".
void playerRows(SetupModel& m, const Layout& L, float w) {
  const ModeChoice& mode = m.chosen();
  ImGui::TextUnformatted(tr("setup.players"));
  size_t remove = m.players.size();
  for (size_t p = 0; p < m.players.size(); ++p) {
    ImGui::PushID(static_cast<int>(p));
    char buf[48];
    std::snprintf(buf, sizeof buf, "%s", m.players[p].name.c_str());
    // One row where it fits: name, who plays, colours, remove. Else (a phone, a narrow window)
    // the name, who plays and the remove button on one row, the colours under it.
    const bool removable = static_cast<int>(m.players.size()) > mode.minPlayers;
    const ImGuiStyle& st = ImGui::GetStyle();
    const float removeW = ImGui::GetFrameHeight() + st.ItemSpacing.x;
    const float seatW = seatComboWidth(), seatRoom = seatW + st.ItemSpacing.x;
    const float swatchesW = palette::kPlayerColourCount * (ImGui::GetFrameHeight() + 2.0f);
    const float nameW = std::min(170.0f, w * 0.3f), avail = ImGui::GetContentRegionAvail().x;
    const bool oneRow =
        !L.compact && avail >= nameW + seatRoom + swatchesW + st.ItemSpacing.x + removeW;
    ImGui::SetNextItemWidth(oneRow ? nameW : avail - seatRoom - (removable ? removeW : 0));
    if (ImGui::InputText("##name", buf, sizeof buf, ImGuiInputTextFlags_CallbackCharFilter,
                         nameFilter))
      m.players[p].name = buf;
    ui::recordTextField(("name" + std::to_string(p)).c_str());
    ImGui::SameLine();
    seatCombo(m.players[p], p, seatW, L.fingers);
    auto removeButton = [&] {
      if (!removable) return;
      ImGui::SameLine();
      const float side = ImGui::GetFrameHeight();
      if (ui::button(("remove" + std::to_string(p)).c_str(), "\u2715", ImVec2(side, side)))
        remove = p;
    };
    if (!oneRow) {
      removeButton();
      colourSwatches(m, p);
    } else {
      ImGui::SameLine();
      colourSwatches(m, p);
      removeButton();
    }
    ImGui::PopID();
  }
  if (remove < m.players.size()) m.players.erase(m.players.begin() + static_cast<long>(remove));
  if (static_cast<int>(m.players.size()) > mode.maxPlayers) {  // more than the game chosen takes
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("%s",
                        trf("setup.players_fixed", {std::to_string(mode.maxPlayers)}).c_str());
    ImGui::PopTextWrapPos();
    ui::recordItem("players_fixed");
  }
  if (static_cast<int>(m.players.size()) < mode.maxPlayers &&
      ui::button("add_player", tr("setup.add_player"))) {
    int colour = 0;
    for (bool used = true; used && colour < palette::kPlayerColourCount; ++colour) {
      used = false;
      for (const PlayerInfo& q : m.players) used |= q.colour == colour;
      if (!used) break;
    }
    m.players.push_back({trf("setup.default_name", {std::to_string(m.players.size() + 1)}),
                         std::min(colour, palette::kPlayerColourCount - 1)});
  }
}

// The game to play, when this page shows more than one (radio buttons mode_NAME).
void modeChoices(SetupModel& m) {
  if (m.modes.size() < 2) return;
  ImGui::TextUnformatted(tr("setup.game"));
  for (size_t i = 0; i < m.modes.size(); ++i) {
    if (ImGui::RadioButton(tr(m.modes[i].titleKey), m.mode == i)) m.mode = i;
    ui::recordItem(("mode_" + m.modes[i].name).c_str());
  }
  ImGui::Separator();
}

// The chosen mode's expansions with their options, as the engine lists them.
void expansionChoices(SetupModel& m) {
  if (m.chosen().expansions.empty()) return;
  ImGui::TextUnformatted(tr("setup.expansions"));
  for (ExpansionChoice& e : m.chosen().expansions) {
    ImGui::PushID(e.name.c_str());
    ImGui::Checkbox(tr(e.titleKey), &e.enabled);
    ui::recordItem(("exp_" + e.name).c_str());
    // Its options (from the engine's list), under it, open while it is chosen.
    for (auto& o : e.options) {
      ImGui::Indent();
      if (!e.enabled) ImGui::BeginDisabled();
      ImGui::Checkbox(tr(e.titleKey + "." + o.first), &o.second);
      ui::recordItem(("opt_" + o.first).c_str());
      if (!e.enabled) ImGui::EndDisabled();
      ImGui::Unindent();
    }
    ImGui::PopID();
  }
}

// The seed, and how far Undo reaches.
void seedAndUndo(SetupModel& m, float w) {
  ImGui::TextUnformatted(tr("setup.seed"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(std::min(200.0f, w * 0.4f));
  ImGui::InputTextWithHint("##seed", tr("setup.seed_hint"), m.seed, sizeof m.seed);
  ui::recordTextField("seed");
  // How far Undo reaches (App::undo): remembered on this device, as the language is.
  if (ImGui::Checkbox(tr("setup.undo_free"), &m.undoFree))
    platform::saveSetting("undo", m.undoFree ? "free" : "ask");
  ui::recordItem("opt_undo_free");
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextDisabled("%s", tr(m.undoFree ? "setup.undo_free_on" : "setup.undo_free_off"));
  ImGui::PopTextWrapPos();
}

// Start, Rules, Saves and (from a game) Back.
void setupActions(const SetupContext& ctx) {
  ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(70, 130, 60, 255));
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, IM_COL32(90, 160, 75, 255));
  if (ui::button("start", tr("setup.start"), ImVec2(-1, 48))) start(ctx);
  ImGui::PopStyleColor(2);
  if (ui::button("rules", tr("menu.help"))) ctx.showHelp = !ctx.showHelp;
  ImGui::SameLine();
  if (ui::button("saves", tr("saves.button"))) ctx.savesOpen = !ctx.savesOpen;
  // New game asked from a game: it stays as it was until Start (the autosave holds it).
  if (ctx.gameOn()) {
    ui::sameLineIfFits(tr("setup.back"));
    if (ui::button("back_to_game", tr("setup.back"))) ctx.backToGame();
  }
}

}  // namespace

void drawSetupScreen(const SetupContext& ctx, bool enter) {
  SetupModel& m = ctx.setup;
  const Layout& L = ctx.layout;
  const float w = std::min(680.0f, L.width - 16.0f);
  ImGui::SetNextWindowPos(ImVec2(L.width * 0.5f, L.compact || L.short_ ? 8.0f : L.height * 0.5f),
                          ImGuiCond_Always, ImVec2(0.5f, L.compact || L.short_ ? 0.0f : 0.5f));
  // Why the game did not start. A phone shows it on the pinned bar above Start, where the tap
  // was: under the seed field it could be scrolled out of sight.
  const std::string error = setupErrorText(m, ctx.gameOn(), ctx.revision);
  const ImGuiStyle& style = ImGui::GetStyle();
  // A phone (or a short screen: a phone held sideways): Start, Rules and Saves on a bar pinned to
  // the bottom, the rest scrolls above it (the finger-sized setup is taller than the screen).
  const bool pinned = L.compact || L.short_;
  const float errorH =
      pinned && !error.empty()
          ? ImGui::CalcTextSize(error.c_str(), nullptr, false, w - 2 * style.WindowPadding.x).y +
                style.ItemSpacing.y
          : 0.0f;
  // Rules, Saves and (from a game) Back share a row; Back takes one of its own on a narrow phone.
  auto buttonW = [&](const char* key) {
    return ImGui::CalcTextSize(tr(key)).x + 2 * style.FramePadding.x;
  };
  const bool backRow = ctx.gameOn() && buttonW("menu.help") + buttonW("saves.button") +
                                               buttonW("setup.back") + 2 * style.ItemSpacing.x >
                                           w - 2 * style.WindowPadding.x;
  const float barH = 48.0f + (backRow ? 2 : 1) * ImGui::GetFrameHeight() +
                     (backRow ? 4 : 3) * style.ItemSpacing.y + errorH;
  ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0),
                                      ImVec2(w, L.height - 16.0f - (pinned ? barH : 0.0f)));
  ImGui::Begin("##setup", nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                   ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings);
  ui::recordWindow();
  ImGui::SetWindowFontScale(1.6f);
  ImGui::TextUnformatted(tr("app.title"));
  ImGui::SetWindowFontScale(1.0f);
  ImGui::SameLine(w - 150);
  ImGui::SetNextItemWidth(130);
  languageCombo(L.fingers, ctx.setLanguage);
  ImGui::PushTextWrapPos(0.0f);  // a long translation on a narrow phone
  ImGui::TextDisabled("%s", tr("setup.subtitle"));
  ui::recordItem("setup_subtitle");
  ImGui::PopTextWrapPos();
  ImGui::Separator();

  modeChoices(m);
  playerRows(m, L, w);
  ImGui::Separator();

  expansionChoices(m);
  ImGui::Separator();
  seedAndUndo(m, w);
  auto showError = [&] {
    if (error.empty()) return;
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(ImVec4(1, 0.5f, 0.4f, 1), "%s", error.c_str());
    ImGui::PopTextWrapPos();
    ui::recordItem("setup_error");
  };
  if (!pinned) showError();
  auto actions = [&] { setupActions(ctx); };
  if (!pinned) {
    ImGui::Spacing();
    actions();
  }
  ui::touchScroll(ctx.touch);
  ImGui::End();
  m.barTop = pinned ? L.height - barH : 0.0f;
  if (pinned) {
    ImGui::SetNextWindowPos(ImVec2(L.width * 0.5f, L.height - barH), ImGuiCond_Always,
                            ImVec2(0.5f, 0.0f));
    ImGui::SetNextWindowSize(ImVec2(w, barH - 8.0f));
    ImGui::Begin("##setup_bar", nullptr,
                 ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoScrollbar);
    ui::recordWindow();
    showError();
    actions();
    ImGui::End();
  }
  if (ctx.showHelp) ctx.drawHelp();
  if (enter && !ctx.showHelp && !ctx.savesOpen &&
      !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId))
    start(ctx);
}

}  // namespace carc::app
