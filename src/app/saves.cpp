// Saves and sharing in the game page (docs/saves.md): the autosave after every action and the
// resume on reload, share links (#g1. fragments), named save slots, .carc export and import, and
// the PNG export of the board. The formats and the storage live in engine/record and platform;
// this file only wires them to the UI and says what happened in the user's language.
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <sstream>

#include "app/app.h"
#include "app/i18n.h"
#include "app/modes/registry.h"
#include "app/save_text.h"
#include "app/screens.h"
#include "app/ui.h"
#include "engine/modes/base/expansion.h"
#include "engine/record/codec.h"
#include "engine/record/link.h"
#include "platform/platform.h"
#include "platform/share.h"
#include "platform/text_input.h"

namespace carc::app {

namespace {

// The engine plays more modes than this page shows (a UI module each, app/modes): a game of one
// it cannot show is refused with why, like a damaged link, instead of opened.
std::string unshownMode(const LoadedGame& g) {
  const std::string mode(g.rules->mode());
  return uiModule(mode) ? std::string() : trf("saves.mode_unshown", {mode});
}

// The seed of a game's next draw where the game draws in the record (a link's game in progress):
// its setup and the tiles drawn so far, in order, and nothing the players chose.
uint64_t drawSeed(const Game& g) {
  uint64_t h = 0xcbf29ce484222325ull ^ static_cast<uint64_t>(g.setup().players);
  auto mix = [&](uint64_t v) { h = (h ^ v) * 0x100000001b3ull; };
  for (const std::string& item : g.rules().expansionItems()) {
    std::string name;  // the name without options, as the seed has always mixed it
    std::vector<std::string> options;
    splitOptions(item, name, options);
    for (char c : name) mix(static_cast<unsigned char>(c));
  }
  uint64_t draws = 0;
  for (size_t i = 0; i < g.cursor(); ++i)
    if (g.actions()[i].kind == kActDraw) {
      mix(g.actions()[i].tile);
      ++draws;
    }
  mix(draws);
  return h;
}

}  // namespace

void App::initSaves() {
  savesStarted_ = true;
  platform::watchFragment();
  if (platform::embedMode()) {
    // The viewer never touches the saves: it only shows the game in its fragment.
    viewer = true;
    suggestion.enabled = platform::pageParam("suggest") == "1";
    const std::string fragment = platform::readFragment();
    if (fragment.empty())
      notices.notice = tr("viewer.empty");
    else
      openLink(fragment);
    return;
  }
  store = std::make_unique<platform::SaveStore>(
      platform::browserStore(), [](std::string_view payload, std::string& why, int& refusal) {
        GameRecord rec;
        RecordProblem problem = RecordProblem::kNone;
        const bool ok = saveFromText(payload, rec, why, &problem);
        refusal = static_cast<int>(problem);
        return ok;
      });
  savePolicy_.attach(store.get());
  if (!store->available()) notices.notice = tr("saves.off");
  store->watchAutosave();
  platform::installDropHandler();  // a .carc file dropped on the page is imported
  const std::string fragment = platform::readFragment();
  if (!fragment.empty() && openLink(fragment)) return;
  LoadedGame loaded;
  if (savePolicy_.resume(loaded, notices.notice)) {
    openLoaded(std::move(loaded));
    savePolicy_.resumed(session.revision());
  }
}

bool App::openLink(const std::string& fragment) {
  LoadedGame loaded;
  std::string why;
  LinkInfo info;
  if (!openFragment(fragment, loaded, why, &info) || !(why = unshownMode(loaded)).empty()) {
    notices.notice =
        trf(viewer ? "viewer.bad" : "saves.link_bad", {linkProblemText(info, why, fragment)});
    if (!viewer) savePolicy_.refusedLink();  // left in the address bar until a move is autosaved
    return false;
  }
  openLoaded(std::move(loaded));
  if (viewer)
    notices.notice.clear();  // a link's problem before this one (the game page keeps saves off)
  // A finished game opens at its final step (after its last move), unless ?move= says otherwise.
  viewerSteps.opened(session, viewer);
  // The page's ?move= (a wiki's embed code, the viewer's "Open in the full game") is for the link
  // the page was opened with, not one put in its address bar later (pollFragment).
  if (!laterLink_) openAtMove(platform::pageParam("move"));
  if (viewer) {
    viewerFragment = fragment;
    return true;
  }
  // Nothing is saved until the first move: the autosave keeps the game played before.
  savePolicy_.openedLink(session.revision());
  if (info.hiddenReplaced) notices.notice = tr("saves.link_hidden");
  return true;
}

void App::pollFragment() {
  const std::string fragment = platform::takeNewFragment();
  if (fragment.empty()) return;
  // An earlier link's or file's note no longer applies (saves being off still does).
  if (!store || store->available()) notices.notice.clear();
  laterLink_ = true;
  openLink(fragment);
}

void App::openLoaded(LoadedGame&& loaded) {
  session.adopt(std::move(loaded));
  setup.error.clear();
  newGeometry();
  screen = Screen::Game;
  finalTable.open = true;
  showMenu = false;
  privacyCleared = -1;
  notices.refused.clear();
  log.stopFlash();
  fitNewPosition();
  savePolicy_.opened();
}

void App::openAtMove(const std::string& param) {
  bool moved = false;
  const std::string why = viewerSteps.openAt(session, param, moved);
  if (moved) fitNewPosition();
  if (!why.empty()) notices.notice = why;
}

std::string App::savePayload() {
  return saveToText(recordOf(session.game(), session.header()));
}

std::string App::saveSummary() {
  GameSession& s = session;
  // The turn being played (turn() counts those finished) and the tiles left, or that it is over.
  std::string out =
      s.over() ? tr("saves.summary_over")
               : trf("saves.summary_turn",
                     {std::to_string(s.turn() + 1), trCount("panel.tiles_left", s.bagCount())});
  for (int p = 0; p < s.players(); ++p)
    out += (p ? ", " : " - ") + playerName(p) + " " + std::to_string(s.total(p));
  return out;
}

ShownGame App::shownGame() {
  ShownGame g;
  g.active = session.active();
  if (g.active) {
    g.over = session.game().over();
    g.moves = session.game().cursor();
  }
  g.revision = session.revision();
  g.payload = [this] { return savePayload(); };
  g.summary = [this] { return saveSummary(); };
  return g;
}

void App::autosaveIfChanged() {
  // The link's game is now the autosave: a reload resumes it rather than the link (or, for a
  // link that could not be opened, rather than saying so again on every reload).
  if (savePolicy_.afterFrame(shownGame(), platform::epochMs(), notices.notice))
    platform::writeFragment("");
}

void App::watchClipboard() {
  if (platform::takeFieldCopied())  // the link field tapped or clicked, or Ctrl+C in it
    notices.notice = tr(savesWindow.linkText.rfind("<iframe", 0) == 0 ? "saves.embed_copied"
                                                                      : "saves.link_copied");
  if (clipboardWatch_ <= 0) return;
  --clipboardWatch_;
  const std::string problem = platform::clipboardProblem();
  if (problem.empty() || problem == clipboardSeen_) return;
  clipboardSeen_ = problem;
  clipboardWatch_ = 0;
  notices.notice = tr("saves.copy_failed");
  savesWindow.open = true;  // the field with the text to copy by hand
}

namespace {

// A chance decision's answer: its only one (seeded), else one drawn by the mode's weights.
Action chanceAnswer(GameSession& session, Rng& rng) {
  const ActionList& legal = session.legal();
  const ModeUi& mode = modeUi(session.rules());
  std::vector<int> weight;
  int total = 0;
  for (int i = 0; i < legal.count; ++i) {
    weight.push_back(
        std::max(0, mode.chanceWeight(session.rules(), session.game().state(), legal.items[i])));
    total += weight.back();
  }
  if (legal.count == 1 || total <= 0) return legal.items[0];
  int k = static_cast<int>(rng.below(static_cast<uint32_t>(total)));
  int i = 0;
  while (k >= weight[static_cast<size_t>(i)]) k -= weight[static_cast<size_t>(i++)];
  return legal.items[i];
}

}  // namespace

void App::drawIfNeeded() {
  for (int i = 0; i < 8 && session.active(); ++i) {
    // A draw, or another decision of chance (a mode's: ModeUi::chanceDecision).
    if (!session.atChance()) return;
    const bool draw = session.atDraw();
    const std::vector<int>& left = session.tilesLeft();
    if (draw && std::all_of(left.begin(), left.end(), [](int n) { return n == 0; })) return;
    if (session.canRedo()) {  // the draw undone at the start of the game: the same tile again
      session.redo();
      continue;
    }
    // The tile depends on the tiles drawn before it, not on the moves: undoing a move and
    // playing it again, or another one, drew afresh (a player could re-roll their next tile).
    Rng rng(drawSeed(session.game()));
    if (!draw && session.legal().count == 0) return;
    const Action a = draw ? randomDraw(session.rules(), session.game().state(), rng)
                          : chanceAnswer(session, rng);
    if (!session.play(a).empty()) return;
  }
}

std::string App::shareLink(std::string* why) {
  std::string fragment, problem;
  if (!encodeLink(session.game(), session.header(), fragment, problem)) {
    if (why) *why = problem;
    return {};
  }
  return platform::pageUrl() + "#" + fragment;
}

void App::copyLink() {
  std::string why;
  savesWindow.linkText = shareLink(&why);
  if (savesWindow.linkText.empty()) {
    notices.notice = trf("saves.link_fail", {why});
    return;
  }
  copyShownText("saves.link_copied");
}

void App::copyEmbedCode() {
  std::string why;
  std::string fragment;
  if (!encodeLink(session.game(), session.header(), fragment, why)) {
    notices.notice = trf("saves.link_fail", {why});
    return;
  }
  std::string base = platform::pageUrl();
  const size_t q = base.find('?');
  if (q != std::string::npos) base.resize(q);
  const size_t slash = base.rfind('/');
  if (slash != std::string::npos) base.resize(slash + 1);
  // The viewer speaks the language the code was copied in, whatever the reader's browser says:
  // the language of the page it is pasted into. No wider than the page it is in (a phone's): the
  // viewer fits itself to the frame.
  savesWindow.linkText =
      "<iframe src=\"" + base + "embed.html?lang=" + i18n().code() + "#" + fragment +
      "\" width=\"480\" height=\"400\" style=\"border:0;max-width:100%\" title=\"Carcassonne\" "
      "loading=\"lazy\"></iframe>";
  copyShownText("saves.embed_copied");
}

// Puts the saves window's linkText (also shown in a field to copy by hand) on the clipboard; a
// refusal the browser reports later is picked up by watchClipboard.
void App::copyShownText(const char* copiedKey) {
  clipboardSeen_.clear();  // each copy starts without a problem: the same refusal again is news
  clipboardWatch_ = 240;
  notices.notice =
      platform::copyToClipboard(savesWindow.linkText) ? tr(copiedKey) : tr("saves.copy_failed");
}

void App::exportRecord() {
  platform::downloadText("carcassonne-game.carc", printRecord(session.game(), session.header()));
}

void App::importText(const std::string& name, const std::string& text) {
  LoadedGame loaded;
  if (text.rfind("carcsave", 0) == 0) {
    std::string why;
    RecordProblem problem = RecordProblem::kNone;
    if (!loadSaveText(text, loaded, why, &problem)) {
      notices.notice = trf("saves.import_bad", {name, problemText("save", problem, why)});
      return;
    }
  } else {
    NotationError err;
    if (!loadRecord(text, loaded, err)) {
      // In English the parser's sentence; in other languages its kind and line (or the name of
      // what this version lacks).
      const std::string why =
          err.unsupported ? problemText("save", RecordProblem::kUnsupported, err.str())
                          : trf("saves.record_bad", {err.str(), recordPlace(err.line, err.column)});
      notices.notice = trf("saves.import_bad", {name, why});
      return;
    }
  }
  if (const std::string why = unshownMode(loaded); !why.empty()) {
    notices.notice = trf("saves.import_bad", {name, why});
    return;
  }
  const std::string kept = savePolicy_.releaseHeld();
  openLoaded(std::move(loaded));
  savePolicy_.keepLeftGame(true);
  notices.notice = trf("saves.imported", {name});
  if (!kept.empty()) notices.notice += " " + kept;
}

void App::startNewGame(const GameConfig& config, bool keepLeft) {
  const std::string kept = savePolicy_.releaseHeld();
  startGame(config);
  savePolicy_.keepLeftGame(keepLeft && session.active());
  if (!kept.empty() && session.active()) notices.notice = kept;
}

void App::pollImport() {
  platform::ImportedFile f;
  while (platform::pollImportedFile(f)) {
    if (!f.ok)
      notices.notice =
          trf("saves.import_bad",
              {f.name, trf(f.tooLarge  ? "saves.file_too_large"
                           : f.notText ? "saves.file_not_text"
                                       : "saves.file_unreadable",
                           {f.text, std::to_string(platform::kMaxImportBytes / 1024)})});
    else
      importText(f.name, f.text);
  }
}

void App::loadSlot(const std::string& id) {
  std::string payload;
  const platform::SaveResult r = store->loadSlot(id, payload);
  if (!r.ok()) {
    notices.notice = storageText(r);
    return;
  }
  LoadedGame loaded;
  std::string why;
  RecordProblem problem = RecordProblem::kNone;
  if (!loadSaveText(payload, loaded, why, &problem)) {
    notices.notice = trf("saves.slot_bad", {problemText("save", problem, why)});
    return;
  }
  const std::string kept = savePolicy_.releaseHeld();
  openLoaded(std::move(loaded));
  savesWindow.open = false;
  for (const platform::SlotInfo& s : store->listSlots())
    if (s.id == id) notices.notice = trf("saves.loaded", {s.name});
  if (!kept.empty()) notices.notice += " " + kept;
}

void App::saveToSlot(const std::string& name) {
  if (!session.active()) return;
  const platform::SaveResult r =
      store->saveSlot(name, savePayload(), saveSummary(), platform::epochMs());
  notices.notice = r.ok() ? trf("saves.slot_saved", {name}) : storageText(r, name);
  if (r.ok() && name == savesWindow.slotName)
    savesWindow.slotName[0] = '\0';  // ready for the next save's name
}

std::string App::debugCommand(const std::string& command) {
  const size_t sp = command.find(' ');
  const std::string verb = command.substr(0, sp);
  const std::string arg = sp == std::string::npos ? std::string() : command.substr(sp + 1);
  if (verb == "link") return session.active() ? shareLink() : std::string();
  if (verb == "copy_link") {
    if (session.active()) copyLink();
    return savesWindow.linkText;
  }
  if (verb == "copy_embed") {
    if (session.active()) copyEmbedCode();
    return savesWindow.linkText;
  }
  if (verb == "step") {  // the viewer's step buttons: "step -1", "step 1"
    if (arg == "-1")
      session.undo();
    else
      session.redo();
    return std::to_string(session.active() ? session.game().cursor() : 0);
  }
  if (verb == "computer") return computerStatus();  // web/perf/computer-moves.mjs
  if (verb == "score_flight_ms") {  // tests: points flying slowly enough to look at them
    scoreFlights.setDuration(std::atof(arg.c_str()));
    return "1";
  }
  if (verb == "autoplay") {  // tests: "autoplay N SEED", the same random moves in every run
    const size_t gap = arg.find(' ');
    if (!session.active() || gap == std::string::npos) return "0";
    const int n =
        session.autoplay(std::atoi(arg.c_str()), std::strtoull(arg.c_str() + gap + 1, nullptr, 10));
    fitBoard();
    camera.jump();
    return std::to_string(n);
  }
  if (verb == "new_game") {  // tests: "new_game MODE SEED [ITEM ...]", the default two players
    std::istringstream in(arg);
    GameConfig c;
    std::string seed, item;
    in >> c.mode >> seed;
    while (in >> item) c.expansions.push_back(item);
    c.seed = std::strtoull(seed.c_str(), nullptr, 10);
    for (int p = 0; p < 2; ++p)
      c.players.push_back({trf("setup.default_name", {std::to_string(p + 1)}), p});
    startNewGame(c);
    return session.active() && session.rules().mode() == c.mode ? "ok" : setup.error;
  }
  if (verb == "log") {  // tests: the whole game log, a line each (the panel draws what is in view)
    std::string out;
    if (session.active())
      for (const LogLine& l : gameLog(shown(), log.cache)) out += l.text + "\n";
    return out;
  }
  if (verb == "glide_frames") {  // tests: "glide_frames N", a glide of N frames, however slow they
    glideFrames = std::max(1, std::atoi(arg.c_str()));
    glideSeconds = static_cast<float>(glideFrames) / 60.0f;
    applyGlide();
    return arg;
  }
  if (verb == "flash_frames") {  // tests: "flash_frames N", a log line's outline for N frames
    log.flashFrames = std::max(1, std::atoi(arg.c_str()));
    return arg;
  }
  if (verb == "setup_players") {  // tests: as many setup rows as asked, beyond the screen's 6
    const size_t n = static_cast<size_t>(std::max(0, std::atoi(arg.c_str())));
    while (setup.players.size() > n) setup.players.pop_back();
    while (setup.players.size() < n)
      setup.players.push_back(
          {trf("setup.default_name", {std::to_string(setup.players.size() + 1)}),
           static_cast<int>(setup.players.size()) % 7});
    return std::to_string(setup.players.size());
  }
  if (verb == "save_slot") {
    saveToSlot(arg);
    return notices.notice;
  }
  if (verb == "slots") {
    std::string out;
    if (store)
      for (const platform::SlotInfo& s : store->listSlots())
        out += s.id + "\t" + s.name + "\t" + (s.damaged ? s.problem : s.summary) + "\n";
    return out;
  }
  if (verb == "load_slot") {
    loadSlot(arg);
    return notices.notice;
  }
  if (verb == "export_png") {
    pngPending = session.active();
    return pngPending ? "ok" : "";
  }
  if (verb == "export_record")
    return session.active() ? printRecord(session.game(), session.header()) : "";
  if (verb == "save_text") return session.active() ? savePayload() : "";  // as a save holds it
  if (verb == "import") {
    importText("test.carc", arg);
    return notices.notice;
  }
  if (verb == "saves") {
    savesWindow.open = !savesWindow.open;
    return "ok";
  }
  return "unknown command";
}

// ---- UI

// The Saves & links window with what it is given: the page's size, the store, and the page's
// sharing, export, save and load.
void App::drawSavesPanel() {
  const SavesWindowContext ctx{layout.width,
                               layout.height,
                               session.active() && screen == Screen::Game,
                               touch.lastWasTouch(),
                               store.get(),
                               autosaveFailing(),
                               notices.notice,
                               [this] { return unsavedMoves(); },
                               [this] { copyLink(); },
                               [this] { copyEmbedCode(); },
                               [this] { exportRecord(); },
                               [this] { pngPending = true; },
                               [this](const std::string& name) { saveToSlot(name); },
                               [this](const std::string& id) { loadSlot(id); }};
  savesWindow.draw(ctx);
}

}  // namespace carc::app
