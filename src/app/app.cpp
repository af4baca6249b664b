#include "app/app.h"

#include <imgui.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>

#include "app/choice_spots.h"
#include "app/expansion_view.h"
#include "app/i18n.h"
#include "app/modes/registry.h"
#include "app/palette.h"
#include "app/screens.h"
#include "app/ui.h"
#include "engine/modes/registry.h"
#include "platform/platform.h"

namespace carc::app {

namespace {
// The camera follows a growing board on a phone only while its tiles stay this big (CSS px).
constexpr float kFollowMinTouchTile = 40.0f;

}  // namespace

App::App() {
  // A language in the page's address (a wiki's embed code) holds for this page only and is not
  // saved: a reader's own choice stays theirs. Else the player's choice, else the browser's.
  std::string pageLang = platform::pageParam("lang").substr(0, 2);  // "cs", "CS", "cs-CZ"
  for (char& ch : pageLang) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  // A stored choice this build does not have (damaged, or from another version) is passed over.
  if (!i18n().select(pageLang) && !i18n().select(platform::loadSetting("language")))
    i18n().select(platform::preferredLanguage().substr(0, 2));  // unknown: stays English
  for (int p = 0; p < 2; ++p)
    setup.players.push_back({trf("setup.default_name", {std::to_string(p + 1)}), p});
  setup.undoFree = platform::loadSetting("undo") == "free";
  session.setNoteHook([](const RuleSet& r, const Game& g, const Action& a, const ActionNote* prev,
                         ActionNote& note) {
    for (const UiModule* m : uiModulesOf(r)) m->noteBefore(r, g, a, prev, note);
  });
  session.setChanceHook(
      [](const RuleSet& r, const Decision& d) { return modeUi(r).chanceDecision(d); });
  // The modes this page shows (those with a UI module), each with its expansions and their
  // options as the engine lists them (modes/registry.h).
  for (const ModeInfo& info : gameModes()) {
    const UiModule* mode = uiModule(info.name);
    if (!mode) continue;
    ModeChoice choice{info.name, mode->titleKey(), info.minPlayers, info.maxPlayers, {}};
    for (const ExpansionInfo& e : info.expansions) {
      ExpansionChoice c;
      c.name = e.name;
      const UiModule* m = uiModule(e.name);
      c.titleKey = m ? m->titleKey() : "exp." + e.name;
      for (const std::string& o : e.options) c.options.push_back({o, false});
      choice.expansions.push_back(c);
    }
    setup.modes.push_back(choice);
  }
  test_hook_attach(this);
}

void App::processEvent(const SDL_Event& e) {
  touch.process(e, layout.width, layout.height);
  if (e.type == SDL_KEYDOWN && keys_.size() < 32)
    keys_.push_back({e.key.keysym.scancode, e.key.keysym.mod});
}

namespace {
// N when `name` is the default name "Player N" (N from 1 to 6) in one of the languages, else 0.
int defaultNameNumber(const std::string& name) {
  const size_t digit = name.find_last_not_of("0123456789");
  if (name.size() > 40 || digit == std::string::npos || digit + 2 != name.size()) return 0;
  const int n = name.back() - '0';
  if (n < 1 || n > kMaxPlayers) return 0;
  for (const std::string& text : i18n().formatEach("setup.default_name", {std::to_string(n)}))
    if (text == name) return n;
  return 0;
}
// A default name in the current language ("Hráč 2" for "Player 2"); any other name as it is.
std::string inLanguage(const std::string& name) {
  const int n = defaultNameNumber(name);
  return n ? trf("setup.default_name", {std::to_string(n)}) : name;
}
}  // namespace

void App::setLanguage(const std::string& code) {
  if (!i18n().select(code)) return;
  platform::saveSetting("language", code);
  // The game page opened with ?lang= (from a viewer's "Open in the full game"): the player's pick
  // now holds, on reload and in the links the page makes (which would else keep the old lang=).
  if (!viewer && !platform::pageParam("lang").empty()) platform::dropPageParam("lang");
  meshes.clear();  // baked tiles hold their symbols' labels in the old language's words
  // A setup name still at its default ("Player 2") follows the language ("Hráč 2"); a name the
  // player typed stays. (A game's names are shown so by playerName.)
  for (PlayerInfo& p : setup.players) p.name = inLanguage(p.name);
}

void App::newGeometry() {
  const ModeUi* mode = &modeUi(session.rules());
  geometry = std::make_unique<TileGeometry>(tileSet(), symbolRulesFor(session.rules()));
  // The mode's module paints its tiles; a new painter drops the baked meshes, which also makes
  // the board renderer rebuild.
  meshes.setPainter([mode](ImDrawList* dl, const TileShape& shape, ImVec2 origin, float size) {
    mode->paintTile(dl, shape, origin, size);
  });
}

const GameSession& AppGameView::session() const {
  return app_.session;
}
const ActionList& AppGameView::legal() const {
  return app_.session.legal();
}
const Position& AppGameView::viewPosition() const {
  return app_.viewPosition();
}
const BoardModel& AppGameView::board() const {
  return app_.board();
}
const TileSet& AppGameView::tileSet() const {
  return app_.tileSet();
}
const TileGeometry& AppGameView::geometry() const {
  return *app_.geometry;
}
const std::vector<int>& AppGameView::tilesLeft() const {
  return app_.session.tilesLeft();
}
int AppGameView::bagCount() const {
  return app_.session.bagCount();
}
const Camera& AppGameView::camera() const {
  return app_.camera;
}
std::string AppGameView::playerName(int p) const {
  return app_.playerName(p);
}
const palette::PlayerColour& AppGameView::playerColour(int p) const {
  return app_.playerColour(p);
}
bool AppGameView::viewer() const {
  return app_.viewer;
}
int AppGameView::shownTotal(int p) const {
  return app_.shownTotal(p);
}

std::string App::playerName(int p) const {
  // A name left at its default follows the language the game is shown in, as on the setup
  // screen (the record keeps it as it was started).
  const auto& ps = session.config().players;
  return p >= 0 && p < static_cast<int>(ps.size()) ? inLanguage(ps[static_cast<size_t>(p)].name)
                                                   : "?";
}
std::string App::winners(int& count, int& best) const {
  return app::winners(shown(), count, best);
}
int App::shownTotal(int p) const {
  return viewer ? viewerSteps.shownTotal(session, p) : session.total(p);
}

void App::drawNotice() {
  // On a phone's setup screen above the pinned bar; a viewer with no game to show (a damaged
  // link) has nothing under the notice to go back to: it stays, as the frame's content.
  const bool setupUp = screen == Screen::Setup || !session.active();
  notices.drawNotice(NoticePlace{layout, setupUp ? setup.barTop : 0, savesWindow.shown,
                                 !(viewer && !session.active())});
}

void App::drawHelp() {
  // The mode first, then its expansions: the game's, or before one those the setup lists.
  const bool inGame = screen == Screen::Game && session.active();
  std::vector<std::string> sections = {inGame ? std::string(session.rules().mode())
                                              : setup.chosen().name};
  if (inGame) {
    for (const std::string& e : session.config().expansions) sections.push_back(e);
  } else {
    for (const ExpansionChoice& e : setup.chosen().expansions) sections.push_back(e.name);
  }
  help.draw(HelpContext{layout, std::move(sections), coarsePointer(), touch.lastWasTouch()});
}

SetupContext App::setupContext() {
  return SetupContext{setup,
                      layout,
                      touch.lastWasTouch(),
                      session.revision(),
                      help.open,
                      savesWindow.open,
                      [this] { return session.active(); },
                      [this] { return leavingUnsavedMoves(); },
                      [this](const GameConfig& c) { startNewGame(c, true); },
                      [this] { screen = Screen::Game; },
                      [this](const std::string& code) { setLanguage(code); },
                      [this] { drawHelp(); }};
}

ViewerBarContext App::viewerBar() {
  return ViewerBarContext{
      layout,
      session,
      viewerSteps,
      fitPending,
      viewerFragment,
      [this]() -> const std::vector<LogLine>& { return gameLog(shown(), log.cache); },
      [this](int p) { return playerName(p); },
      [this](int& count, int& best) { return winners(count, best); },
      [this](int p) -> const palette::PlayerColour& { return playerColour(p); },
      [this](int type, int rot, float size) { tileImage(shown(), meshes, type, rot, size); },
      [this](bool small) { suggestionRow(suggestionView(), small); }};
}
SuggestionContext App::suggestionView() {
  return SuggestionContext{shown(), suggestion, meshes, viewerFinal(), marks.markerGroup};
}
const palette::PlayerColour& App::playerColour(int p) const {
  const auto& ps = session.config().players;
  const int c = p >= 0 && p < static_cast<int>(ps.size()) ? ps[static_cast<size_t>(p)].colour : 0;
  return palette::kPlayerColours[c];
}
ImU32 App::playerFill(int p) const {
  return playerColour(p).fill;
}
ImU32 App::playerText(int p) const {
  return palette::textOnDark(playerColour(p));
}
ImU32 App::playerOutline(int p) const {
  return playerColour(p).outline;
}

void App::startGame(const GameConfig& config) {
  const std::string why = session.start(config);
  if (!why.empty()) {
    setup.error = why;
    return;
  }
  setup.error.clear();
  newGeometry();
  screen = Screen::Game;
  finalTable.open = true;
  showMenu = false;
  privacyCleared = -1;
  log.stopFlash();
  notices.refused.clear();
  fitNewPosition();
}

void App::newGameScreen() {
  screen = Screen::Setup;
  showMenu = false;
  help.open = false;
}

CellBox App::boardBox() {
  return board().bounds;
}

bool App::boxInView(const CellBox& b) const {
  const ImVec2 a = camera.cellTopLeft(b.x0 - 1, b.y0 - 1),
               z = camera.cellTopLeft(b.x1 + 2, b.y1 + 2);
  const Rect& v = camera.view();
  const float slack = 1.0f;  // a fit leaves the box exactly at the edge in one direction
  return a.x >= v.x0 - slack && a.y >= v.y0 - slack && z.x <= v.x1 + slack && z.y <= v.y1 + slack;
}

void App::showCells(const std::vector<Cell>& cells) {
  if (cells.empty()) return;
  log.flash(cells);
  if (layout.compact) showMenu = false;
  CellBox b{cells[0].x, cells[0].y, cells[0].x, cells[0].y};
  for (const Cell& c : cells) {
    b.x0 = std::min(b.x0, c.x);
    b.x1 = std::max(b.x1, c.x);
    b.y0 = std::min(b.y0, c.y);
    b.y1 = std::max(b.y1, c.y);
  }
  if (!boxInView(b)) camera.show(b.x0 - 1, b.y0 - 1, b.x1 + 1, b.y1 + 1);
}

void App::fitBoard(bool whole) {
  if (!session.active()) return;
  const CellBox b = boardBox();
  // Room for the open cells around a growing board; the viewer (no moves to make) shows the
  // board alone, whole in however small a frame. Asked for, a fit shows the whole board too: a
  // finished 97-tile game is wider than a phone at 20 px a tile (pinching out stops at the fit).
  // A board of fixed extent (a walled one) is its whole extent already.
  const int ring = board().grows ? 1 : 0;
  if (viewer) {
    // With the computer's suggested square (viewer_suggestion.h), which may lie off the board.
    CellBox v = b;
    if (const Action* a = suggestion.found(session); a && a->kind == kActPlace)
      v = CellBox{std::min(v.x0, int(a->x)), std::min(v.y0, int(a->y)), std::max(v.x1, int(a->x)),
                  std::max(v.y1, int(a->y))};
    camera.fit(v.x0, v.y0, v.x1, v.y1, Camera::kMinViewerTile);
  } else {
    camera.fit(b.x0 - ring, b.y0 - ring, b.x1 + ring, b.y1 + ring,
               whole ? Camera::kMinViewerTile : Camera::kMinTile);
  }
  if (ImGui::GetFrameCount() <= jumpFitsUntil_) camera.jump();
}

int App::scoringsShownFrom() {
  return viewer ? session.lastMove() : session.lastTurnStart();
}

const Position& App::viewPosition() {
  if (viewPositionFor_ != session.revision()) {
    viewPositionFor_ = session.revision();
    viewPosition_ = session.rules().viewFor(session.game().state(), session.decision().player);
  }
  return viewPosition_;
}

const TileSet& App::tileSet() const {
  return modeUi(session.rules()).tileSet(session.rules());
}

const BoardModel& App::board() {
  if (boardFor_ != session.revision()) {
    boardFor_ = session.revision();
    modeUi(session.rules()).fillBoard(session.rules(), viewPosition(), board_);
  }
  return board_;
}

void App::playAction(const Action& a) {
  if (computerDecides()) return;  // the computer's decision: the page's choices are not offered
  notices.refused = session.play(a);
}

int App::debugAutoplay(int actions) {
  if (!session.active()) return 0;
  const int n = session.autoplay(actions, platform::randomSeed());
  fitBoard();
  camera.jump();
  return n;
}

void App::debugNewGame(int players, unsigned seed, unsigned expansions) {
  // Bits: the default mode's expansions in the engine's order, then their options in order
  // (test_hook.h).
  GameConfig c;
  std::vector<ExpansionChoice> list = setup.modes.front().expansions;
  int bit = 0;
  for (ExpansionChoice& e : list) e.enabled = (expansions >> bit++) & 1;
  for (ExpansionChoice& e : list)
    for (auto& o : e.options) o.second = (expansions >> bit++) & 1;
  for (const ExpansionChoice& e : list)
    if (e.enabled) c.expansions.push_back(e.item());
  for (int p = 0; p < std::clamp(players, 2, 6); ++p)
    c.players.push_back({trf("setup.default_name", {std::to_string(p + 1)}), p});
  c.seed = seed;
  startNewGame(c);
}

void App::computeLayout() {
  const ImGuiIO& io = ImGui::GetIO();
  layout.width = io.DisplaySize.x;
  layout.height = io.DisplaySize.y;
  layout.compact = layout.width < 760.0f;
  if (coarsePointer_ < 0) {
    coarsePointer_ = platform::coarsePointer() ? 1 : 0;
    // A finger's device (CSS pointer: coarse) is worded and handled for touch from the first
    // frame: after a reload the prompt asked to "click" until the first tap.
    if (coarsePointer_ == 1) touch.assumeTouch();
  }
  layout.fingers = layout.compact || coarsePointer_ == 1;
  // Asked now and then, not each frame: a call out to the page.
  if (ImGui::GetFrameCount() % 60 == 0) applyGlide();
  layout.short_ = layout.height < 600.0f;
  if (!viewer) {
    // A phone (or a narrow window, or a touch screen): controls a finger can hit, 40 CSS px tall
    // with 16 px text, on every screen; wider mouse-driven windows keep a denser desktop look.
    // (The viewer's bar keeps ImGui's own, sized to its frame.)
    ImGuiStyle& style = ImGui::GetStyle();
    style.FramePadding = layout.fingers ? ImVec2(10, 12) : ImVec2(8, 5);
    style.ItemSpacing = layout.fingers ? ImVec2(8, 8) : ImVec2(8, 5);
  }
  if (viewer) {
    layout.sideWidth = layout.topHeight = 0;
    // The bar's rows as drawViewerBar measured them last frame (they wrap to the width).
    layout.bottomHeight =
        std::min(layout.bottomWanted > 0 ? layout.bottomWanted : 66.0f, layout.height * 0.7f);
    camera.setView(Rect{0, 0, layout.width, layout.height - layout.bottomHeight});
  } else if (layout.compact) {
    layout.sideWidth = 0;
    layout.topHeight = 58;
    layout.bottomHeight = std::clamp(layout.bottomWanted, 136.0f, layout.height * 0.6f);
    camera.setView(Rect{0, layout.topHeight, layout.width, layout.height - layout.bottomHeight});
  } else {
    layout.sideWidth = std::min(340.0f, layout.width * 0.34f);
    layout.topHeight = layout.bottomHeight = 0;
    camera.setView(Rect{0, 0, layout.width - layout.sideWidth, layout.height});
  }
}

void App::shortcuts() {
  const ImGuiIO& io = ImGui::GetIO();
  std::vector<KeyPress> keys;
  keys.swap(keys_);
  if (io.WantTextInput || screen != Screen::Game || !session.active()) return;
  for (const KeyPress& k : keys) shortcut(k.key, k.mod);
  const float step = 12.0f;
  if (ImGui::IsKeyDown(SDL_SCANCODE_LEFT)) camera.pan(ImVec2(step, 0));
  if (ImGui::IsKeyDown(SDL_SCANCODE_RIGHT)) camera.pan(ImVec2(-step, 0));
  if (ImGui::IsKeyDown(SDL_SCANCODE_UP)) camera.pan(ImVec2(0, step));
  if (ImGui::IsKeyDown(SDL_SCANCODE_DOWN)) camera.pan(ImVec2(0, -step));
}

void App::applyGlide() {
  camera.setGlide(platform::reducedMotion() ? 0.0f : glideSeconds);
}

int App::deviceHolder() const {
  // After an undo or redo: whoever held the device when it was pressed (Undo from one's own turn
  // into another player's hidden choice must not show it). Else whoever made the last move
  // (the turn's player before any). Not "the turn's player": the final settlement asked one player
  // twice with a hand-over between and handed back to the turn's player without one.
  if (stepRevision_ == session.revision()) return stepHolder_;
  // With the computer in some seats: the person who moved last (a computer holds no device).
  const int last = session.anyComputer() ? lastPersonMove() : session.lastMove();
  return last >= 0 && static_cast<size_t>(last) < session.notes().size()
             ? session.notes()[static_cast<size_t>(last)].player
             : session.decision().player;
}

bool App::passScreenUp() const {
  if (!session.active()) return false;
  // An expansion's decision for a player other than the one holding the device.
  const Decision d = session.decision();
  return d.owner != 0 && d.player != deviceHolder() && privacyCleared != session.revision() &&
         !session.game().over() && !computerDecides();
}

int App::holderNow() const {
  // The deciding player, or behind a pass screen still up, the player it was not yet handed from;
  // at the game's end, whoever made the last move (the decision there names the turn's player, and
  // Undo put up a pass screen to the last mover).
  return passScreenUp() || session.game().over() || computerDecides() ? deviceHolder()
                                                                      : session.decision().player;
}

void App::undo() {
  if (!session.active() || !session.canUndo()) return;
  // Hot seat: whoever holds the device takes back their own moves at once. Another player's move
  // (the last one of the turn before, a hidden choice of theirs) is theirs to take back: undone
  // without them, it let the next player reach that hidden choice and claim to be them at the
  // pass screen.
  // With the computer in some seats: a person's last move, the computer's after it with it.
  const int last = session.anyComputer() ? lastPersonMove() : session.lastMove();
  const int mover = last >= 0 && static_cast<size_t>(last) < session.notes().size()
                        ? session.notes()[static_cast<size_t>(last)].player
                        : -1;
  if (session.anyComputer() && last < 0) return;  // no move of a person's to take back
  if (!setup.undoFree && mover >= 0 && mover != holderNow()) {
    undoAsk = {session.revision(), mover};
    return;
  }
  undoMove(last, holderNow());
}

void App::confirmUndo() {
  if (!undoAskUp()) return;
  const int mover = undoAsk.player;
  undoAsk = {};
  // They took the device to agree: their decision is theirs to see, no pass screen.
  undoMove(session.anyComputer() ? lastPersonMove() : session.lastMove(), mover);
}

void App::redo() {
  stepHistory(true);
}

void App::stepHistory(bool forward, int holder) {
  if (!session.active()) return;
  // The device stays with whoever holds it (holderNow), unless it was handed over to agree.
  if (holder < 0) holder = holderNow();
  const int before = session.revision();
  if (forward)
    session.redo();
  else
    session.undo();
  if (session.revision() == before) return;
  stepHolder_ = holder;
  stepRevision_ = session.revision();
}

void App::pickWithKeys(int step) {
  const Decision d = session.decision();
  if (d.owner == 0 && d.phase == kPhasePlaceTile) {
    if (!turn.pickNext(session, step)) return;
    const int x = turn.pickX(), y = turn.pickY();
    if (!boxInView(CellBox{x, y, x, y})) camera.show(x - 1, y - 1, x + 1, y + 1);
    return;
  }
  std::vector<MeepleSpot> spots;
  ChoiceList list;
  size_t n = 0;
  if (d.owner == 0 && d.phase == kPhasePlaceMeeple) {
    meepleSpots(shown(), spots);
    n = spots.size();
  } else if (taggedDecision(d)) {
    listChoices(shown(), marks, list);
    n = list.items.size();
  }
  if (n == 0) return;
  const int count = static_cast<int>(n), k = keyPicked();
  marks.keyPick = {session.revision(),
                   k < 0 ? (step > 0 ? 0 : count - 1) : (k + step + count) % count};
  // The board marks the picked choice's group of markers (ui_module.h: markerGroup).
  const int a =
      list.items.empty() ? -1 : list.items[static_cast<size_t>(marks.keyPick.index)].action;
  const UiModule* m = decisionModule(session.rules(), d);
  if (a >= 0 && m && m->markerGroup(session.legal().items[static_cast<size_t>(a)]) >= 0)
    marks.markerGroup = m->markerGroup(session.legal().items[static_cast<size_t>(a)]);
}

void App::switchMarkerGroup() {
  if (markerGroupsOffered(shown()) < 2) return;
  const UiModule* m = decisionModule(session.rules(), session.decision());
  int next = marks.markerGroup;
  for (int g = 1; g <= 32; ++g) {  // the next group offered
    next = (marks.markerGroup + g) % 32;
    bool offered = false;
    for (const Action& act : session.legal()) offered |= m->markerGroup(act) == next;
    if (offered) break;
  }
  marks.markerGroup = next;
  if (keyPicked() < 0) return;
  // A keyboard pick moves to the shown group's first marker, as Tab would have reached it.
  ChoiceList list;
  listChoices(shown(), marks, list);
  for (size_t k = 0; k < list.items.size(); ++k) {
    const int a = list.items[k].action;
    if (a >= 0 && m->markerGroup(session.legal().items[static_cast<size_t>(a)]) == next) {
      marks.keyPick = {session.revision(), static_cast<int>(k)};
      return;
    }
  }
}

void App::takeNumbered(int number) {
  if (!taggedDecision(session.decision())) return;
  ChoiceList list;
  listChoices(shown(), marks, list);
  for (const ListedChoice& c : list.items)
    if (c.number == number) {
      takeChoice(c);
      return;
    }
}

bool App::takeKeyPick() {
  const int k = keyPicked();
  if (k < 0) return false;
  const auto at = static_cast<size_t>(k);
  const Decision d = session.decision();
  if (d.owner == 0 && d.phase == kPhasePlaceMeeple) {
    std::vector<MeepleSpot> spots;
    meepleSpots(shown(), spots);
    if (at >= spots.size()) return false;
    takeMeepleSpot(boardInput(), spots[at], spots[at].at);
    return true;
  }
  ChoiceList list;
  listChoices(shown(), marks, list);
  if (!taggedDecision(d) || at >= list.items.size()) return false;
  takeChoice(list.items[at]);
  return true;
}

void App::takeChoice(const ListedChoice& c) {
  if (c.action >= 0) {
    playAction(session.legal().items[static_cast<size_t>(c.action)]);
  } else {  // a two-step swap's own follower: its swaps are listed next
    marks.firstStep = c.firstStep;
    marks.firstStepRevision = session.revision();
    marks.keyPick = {};
  }
}

void App::shortcut(SDL_Scancode key, uint16_t mod) {
  const bool ctrl = mod & (KMOD_CTRL | KMOD_GUI);
  auto pressed = [&](SDL_Scancode k) { return key == k; };
  // The key that switches a decision's groups of board markers (ui_module.h: markerGroupKey).
  const UiModule* owner =
      session.active() ? decisionModule(session.rules(), session.decision()) : nullptr;
  const SDL_Scancode groupKey = owner ? owner->markerGroupKey() : SDL_SCANCODE_UNKNOWN;
  const bool enter =
      pressed(SDL_SCANCODE_RETURN) || pressed(SDL_SCANCODE_KP_ENTER) || pressed(SDL_SCANCODE_SPACE);
  if (undoAskUp()) {  // the hand-over to agree to an undo takes only its answers
    if (enter && !ctrl) confirmUndo();
    if (pressed(SDL_SCANCODE_ESCAPE)) undoAsk = {};
    return;
  }
  if (enter && !ctrl && passScreenUp()) {  // "I am ...": the next player has the device
    privacyCleared = session.revision();
    return;
  }
  if (ctrl && pressed(SDL_SCANCODE_Z)) {
    if (mod & KMOD_SHIFT)
      redo();
    else
      undo();
  } else if (ctrl && pressed(SDL_SCANCODE_Y)) {
    redo();
  } else if (ctrl) {
    return;
  } else if (pressed(SDL_SCANCODE_R)) {
    turn.rotate(session);
  } else if (pressed(SDL_SCANCODE_F)) {
    fitBoard(true);
  } else if (groupKey != SDL_SCANCODE_UNKNOWN && pressed(groupKey)) {
    switchMarkerGroup();
  } else if (pressed(SDL_SCANCODE_H) || pressed(SDL_SCANCODE_F1)) {
    help.open = !help.open;
  } else if (pressed(SDL_SCANCODE_TAB)) {
    pickWithKeys(mod & KMOD_SHIFT ? -1 : 1);
  } else if (key >= SDL_SCANCODE_1 && key <= SDL_SCANCODE_9) {  // a numbered choice
    takeNumbered(key - SDL_SCANCODE_1 + 1);
  } else if (key >= SDL_SCANCODE_KP_1 && key <= SDL_SCANCODE_KP_9) {
    takeNumbered(key - SDL_SCANCODE_KP_1 + 1);
  } else if (enter) {
    int x = 0, y = 0;
    unsigned mask = 0;
    if (takeKeyPick()) return;
    if (!computerDecides() && turn.focus(session, x, y, mask))
      notices.refused = turn.confirm(session);
  } else if (pressed(SDL_SCANCODE_ESCAPE) &&
             (help.open || savesWindow.open || !marks.which.actions.empty())) {
    // Escape closes an open window before it skips a meeple, the one on top first.
    if (help.open)
      help.open = false;
    else if (savesWindow.open)
      savesWindow.open = false;
    else
      marks.which.actions.clear();
  } else if (pressed(SDL_SCANCODE_S) || pressed(SDL_SCANCODE_ESCAPE)) {
    const Decision d = session.decision();
    if (d.owner == 0 && d.phase == kPhasePlaceMeeple) playAction(Action::pass());
  } else if (pressed(SDL_SCANCODE_EQUALS) || pressed(SDL_SCANCODE_KP_PLUS)) {
    camera.zoom(1.2f, camera.view().centre());
  } else if (pressed(SDL_SCANCODE_MINUS) || pressed(SDL_SCANCODE_KP_MINUS)) {
    camera.zoom(1 / 1.2f, camera.view().centre());
  }
}

void App::frame() {
  ui::beginFrame(touch.lastWasTouch());
  log.beginFrame();
  scoreLabels.clear();
  scoreLabelTexts.clear();
  finalStep.labels.clear();
  computeLayout();
  camera.advance(glideFrames ? ImGui::GetFrameCount() / 60.0 : ImGui::GetTime());
  if (!savesStarted_)
    initSaves();
  else
    pollFragment();
  if (viewer) {
    // Its own keys, from the key events (ImGui's polled repeat stepped twice when a frame came
    // late while a key was down); none of the game's shortcuts.
    if (session.active() && !ImGui::GetIO().WantTextInput)
      for (const KeyPress& k : keys_) viewerKey(viewerBar(), k.key);
    keys_.clear();
    if (session.active()) {
      if (fitPending > 0 && --fitPending == 0) fitBoard();
      workSuggestion(suggestion, session, fitPending);
      drawBoard();
      drawViewerBar(viewerBar());
    }
    drawNotice();
    return;
  }
  pollImport();
  watchClipboard();
  drawIfNeeded();
  if (screen == Screen::Setup || !session.active()) {
    // Enter starts, as a form's submit does; not the Enter that ends typing in a field.
    bool enter = false;
    for (const KeyPress& k : keys_) {
      enter |= (k.key == SDL_SCANCODE_RETURN || k.key == SDL_SCANCODE_KP_ENTER) &&
               !(k.mod & (KMOD_CTRL | KMOD_GUI | KMOD_ALT | KMOD_SHIFT));
      if (k.key == SDL_SCANCODE_ESCAPE) help.open = savesWindow.open = false;  // as in a game
    }
    keys_.clear();
    drawSetupScreen(setupContext(), enter && !ImGui::GetIO().WantTextInput);
    drawSavesPanel();
    drawNotice();
    return;
  }
  // The game reaching its end again (undone from the end, then replayed) shows the final table
  // again, as the first time; closing it lasts only while the game stays over.
  const bool over = session.game().over();
  if (over && !overShown_) {  // the table, and behind it the whole board with the final scoring
    finalTable.open = true;
    fitPending = 1;
  }
  overShown_ = over;
  if (autoFitFor_ != session.revision()) {
    // A new position: if none of the cells the tile may go to is in view, show the board; and
    // at the start of a turn, while the player looks at the whole board with its open cells,
    // follow it as it grows off an edge (not in the middle of a turn: the meeple's spots stay
    // where they were). A player who zoomed in on one part keeps their view.
    autoFitFor_ = session.revision();
    bool visible = session.placements().empty();
    for (const auto& kv : session.placements())
      visible |= camera.view().contains(camera.cellCentre(kv.first.first, kv.first.second));
    bool grewOut = false;
    const Decision d = session.decision();
    if (d.owner == 0 && d.phase == kPhasePlaceTile) {
      const CellBox box = boardBox();
      // On a phone not below a finger's tile (a tap picks a cell): there the player pans.
      grewOut = boxInView(shownBox_) && !boxInView(box) &&
                (!layout.compact || camera.fitTile(box.x0 - 1, box.y0 - 1, box.x1 + 1,
                                                   box.y1 + 1) >= kFollowMinTouchTile);
      shownBox_ = box;
    }
    if ((!visible || grewOut) && fitPending == 0) fitPending = 1;
  }
  playComputerMove();
  turn.sync(session);
  if (fitPending > 0 && --fitPending == 0) fitBoard();
  keepChoiceSpotsInView(shown(), passScreenUp(), marks, camera);
  separateMeepleSpots(shown(), layout.fingers, marks,
                      camera);  // first: its view comes back before a decision's zoom
  separateDecisionSpots(shown(), passScreenUp(), marks, camera);
  shortcuts();
  drawBoard();
  drawGamePanels();
  notices.drawQuick(layout, session.revision());
  if (help.open) drawHelp();
  drawSavesPanel();
  notices.expire(session.revision());
  flyScores();  // after the panels: their scores are where the points go
  drawNotice();
  autosaveIfChanged();
}

void App::flyScores() {
  const BoardModel& b = board();
  auto middle = [&](const ScoreEvent& ev, ImVec2& at) {
    std::vector<Cell> cells;
    for (int i = 0; i < ev.tileCount; ++i)
      cells.push_back(b.cellOf(ev.tiles[static_cast<size_t>(i)]));
    if (cells.empty()) modeUi(session.rules()).bonusCells(shown(), ev, cells);
    if (cells.empty()) return false;
    at = ImVec2(0, 0);
    for (const Cell& c : cells) {
      at.x += static_cast<float>(c.x) / static_cast<float>(cells.size());
      at.y += static_cast<float>(c.y) / static_cast<float>(cells.size());
    }
    return true;
  };
  const double now = ImGui::GetTime() * 1000.0;
  scoreFlights.follow(session.game().events(), session.game().cursor(), scoringsShownFrom(), now,
                      middle);
  const auto& items = ui::items();
  scoreFlights.draw(
      ImGui::GetForegroundDrawList(), now,
      [&](ImVec2 cell) { return camera.toScreen(cell.x, cell.y); },
      [&](int p, ImVec2& at) {
        const auto it = items.find("score" + std::to_string(p));
        if (it == items.end()) return false;
        at = it->second.centre();
        return true;
      },
      [&](int p) { return playerFill(p); });
}

}  // namespace carc::app
