#pragma once
// The game's UI: owns the session, camera and view state, and builds every frame with Dear ImGui
// from the model (no widget state mirrors the game). Screens and panels live in their own files
// (setup_screen, board_view, panels); this class holds what they share.
#include <SDL.h>

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "app/board_renderer.h"
#include "app/board_view.h"
#include "app/camera.h"
#include "app/choice_marks.h"
#include "app/computer_turns.h"
#include "app/final_scoring_view.h"
#include "app/final_table.h"
#include "app/game_session.h"
#include "app/game_view.h"
#include "app/help_text.h"
#include "app/input.h"
#include "app/layout.h"
#include "app/log_view.h"
#include "app/notices.h"
#include "app/palette.h"
#include "app/save_policy.h"
#include "app/saves_window.h"
#include "app/score_flights.h"
#include "app/screens.h"
#include "app/setup_screen.h"
#include "app/test_hook.h"
#include "app/tile_geometry.h"
#include "app/tile_painter.h"
#include "app/turn_box.h"
#include "app/turn_controller.h"
#include "app/viewer_bar.h"
#include "app/viewer_steps.h"
#include "app/viewer_suggestion.h"
#include "app/viewer_suggestion_view.h"
#include "engine/core/rng.h"
#include "engine/record/notation.h"
#include "platform/platform.h"
#include "platform/storage.h"

namespace carc::app {

struct ListedChoice;

enum class Screen { Setup, Game };

class App;
// What modules and views read of the game App shows (game_view.h): App's own, read-only.
class AppGameView final : public GameView {
 public:
  explicit AppGameView(App& app) : app_(app) {}
  const GameSession& session() const override;
  const ActionList& legal() const override;
  const Position& viewPosition() const override;
  const BoardModel& board() const override;
  const TileSet& tileSet() const override;
  const TileGeometry& geometry() const override;
  const std::vector<int>& tilesLeft() const override;
  int bagCount() const override;
  const Camera& camera() const override;
  std::string playerName(int p) const override;
  const palette::PlayerColour& playerColour(int p) const override;
  bool viewer() const override;
  int shownTotal(int p) const override;

 private:
  App& app_;
};

class App : public TestHookTarget {
 public:
  App();
  // Called for every SDL event before ImGui sees it.
  void processEvent(const SDL_Event& e);
  // Builds this frame's UI (between ImGui::NewFrame and ImGui::Render).
  void frame();
  // The font atlas was rebuilt: baked tile meshes hold stale texture coordinates.
  void fontsChanged() { meshes.clear(); }

  // TestHookTarget
  std::string stateJson() override;
  int debugAutoplay(int actions) override;
  void debugNewGame(int players, unsigned seed, unsigned expansions) override;
  std::string debugCommand(const std::string& command) override;

  // ---- shared by the screens
  void startGame(const GameConfig& config);
  // The setup screen's start: a game the user asked for (may replace a damaged autosave). With
  // `keepLeft`, the unfinished game left for it is copied to the saves (SavePolicy).
  void startNewGame(const GameConfig& config, bool keepLeft = false);
  void newGameScreen();
  // The board and its open cells in view, tiles no smaller than Camera::kMinTile (a finger's
  // reach in play); `whole` (the player's Fit board): the whole board however small its tiles.
  void fitBoard(bool whole = false);
  void setLanguage(const std::string& code);
  // The first action whose scorings the board labels (its events and later ones): in a game the
  // last completed turn's, for the next player to see; in the viewer the move its caption names.
  // -1: none.
  int scoringsShownFrom();
  // The position as the acting player may see it (a mode or an expansion blanks hidden
  // information), and its board as the mode's module reads it (board_model.h): made once per
  // position.
  const Position& viewPosition();
  const BoardModel& board();
  // The tile set of the game's mode (pictures, tiles left, the log's tiles).
  const TileSet& tileSet() const;
  // What the modules and the views that only read the game are given of it (game_view.h).
  const GameView& shown() const { return shown_; }
  void playAction(const Action& a);
  std::string playerName(int p) const;
  // The players with the best total, by seat: names ("Anna, Ben") and how many; `best` gets the
  // total.
  std::string winners(int& count, int& best) const;
  const palette::PlayerColour& playerColour(int p) const;  // player p's seat colour
  ImU32 playerFill(int p) const;
  ImU32 playerOutline(int p) const;
  ImU32 playerText(int p) const;  // the colour for text on the dark panels (palette::textOnDark)

  Screen screen = Screen::Setup;
  Layout layout;
  SetupModel setup;
  GameSession session;
  std::unique_ptr<TileGeometry> geometry;
  TileMeshCache meshes;
  BoardRenderer boardRenderer;
  Camera camera;
  TurnController turn;
  TouchInput touch;
  RulesHelp help;  // the rules help window (help_text.h)
  void drawHelp();
  bool showMenu = false;    // compact layout: the menu sheet
  FinalTable finalTable;    // the final-score table when the game is over (final_table.h)
  int privacyCleared = -1;  // revision at which the pass-the-device screen was dismissed
  // The pass-the-device screen is up: another player's private decision is next.
  // Undo and redo by the player holding the device (the pass screen then knows who holds it).
  // Undo takes back the holder's own moves at once; the move of another player (the last one of
  // the turn before, a hidden choice of theirs) only once that player agrees at the hand-over
  // screen (undoAskUp), unless the setup's "undo any move" is on.
  void undo();
  void redo();
  bool passScreenUp() const;
  // Undo asks for the agreement of `undoAsk.player`, whose move it would take back (at revision
  // `undoAsk.revision`; any change of position drops the question).
  struct {
    int revision = -1, player = -1;
  } undoAsk;
  bool undoAskUp() const { return undoAsk.revision >= 0 && undoAsk.revision == session.revision(); }
  // That player agreed: their move is taken back, and they hold the device (no pass screen).
  void confirmUndo();
  // Who holds the device now: the deciding player, or behind a pass screen still up (and at the
  // game's end) the one it was not yet handed from.
  int holderNow() const;

  // ---- the computer's seats (computer_seats.cpp; who plays each seat: session.seats())
  // The deciding seat is the computer's: the page shows its moves as they come, not the choices.
  bool computerDecides() const;
  // A computer's move is coming: the page keeps drawing frames (main.cpp's pacer), one slice of
  // its search in each.
  bool computerBusy() const {
    return computerDecides() || hintPending() || suggestion.thinking(session);
  }
  // Something moves on its own (points flying to a score): the page keeps drawing frames.
  bool animating() const { return scoreFlights.flying(); }
  ScoreFlights scoreFlights;
  // Sends this frame's new scorings flying and draws the flights (score_flights.h).
  void flyScores();
  // A person's hint: the hard level's move for their decision, searched from their view over the
  // next frames and shown where they would play it (the tile picked on its square, the follower
  // spot or choice lit for Enter), not played. `at`: where to say so.
  void askHint(ImVec2 at);
  bool hintPending() const { return hint_.revision >= 0 && hint_.revision == session.revision(); }
  // Plays the computer's move once its search (a slice of each frame) and the pause after the
  // last move are done.
  void playComputerMove();
  void playComputerMoveNow();
  ComputerTurns computers{[] { return platform::nowMs(); }};
  // The hook's "computer" command, light enough to read every frame: "DECIDES CURSOR MS SEARCH
  // RENDER" (the computer decides now, 1 or 0; the game's cursor; the last frame's CPU
  // milliseconds, the computer's search's part of them and the GL calls' part).
  std::string computerStatus() const;
  double computerMs_ = 0;  // the last frame's time in playComputerMove
  // What the page says for a while: the notice, the quick note where the player acted, the last
  // move refused (notices.h).
  Notices notices;
  void drawNotice();  // the notice's window where this screen leaves room for it
  // A quick note at this position: why nothing happened (a click on a square the tile cannot go
  // to, Place pressed before a square is picked), a hint.
  void showQuickNote(const std::string& text, ImVec2 at) {
    notices.showQuick(text, at, session.revision());
  }
  // The browser's main pointer is a finger (CSS pointer: coarse), as asked when the layout was
  // made.
  bool coarsePointer() const { return coarsePointer_ == 1; }
  // The decision's marks on the board and the choices listed beside it: what is picked, hovered,
  // ringed, asked in the "which one?" menu, and the checks that keep them apart and in view
  // (choice_marks.h).
  ChoiceMarks marks;
  int keyPicked() const { return marks.keyPicked(session.revision()); }
  // What the phone's turn bar last showed (revision, swap step): a new decision opens at its top.
  std::pair<int, int> barShown{-1, -1};
  LogView log;  // the game log (log_view.h; its lines: log_text.cpp)
  // The points labels of last turn's scorings on the board, in event order (for the test hook).
  std::vector<Rect> scoreLabels;
  std::vector<std::string> scoreLabelTexts;  // and their texts ("+4", a module's word)
  // The viewer's final step on the board: its outlines and labels (final_scoring_view.h).
  FinalStepView finalStep;
  // The embed viewer shows a finished game's final scoring as a step of its own after the last
  // move (same position): where it is in the game (viewer_steps.h), and whether at that step.
  ViewerSteps viewerSteps;
  bool viewerFinal() const { return viewer && viewerSteps.atFinal(session); }
  // The game page's finished game: its board shows the final scoring as the viewer's final step.
  bool gameFinal() const {
    return !viewer && screen == Screen::Game && session.active() && session.game().over();
  }
  // What the setup screen is given (setup_screen.h).
  SetupContext setupContext();
  // What the viewer's bar is given (viewer_bar.h).
  ViewerBarContext viewerBar();
  // The board and the panels, their parts each given their pieces (app_board.cpp, board_view.h;
  // app_panels.cpp, panels.h).
  void drawBoard();
  void drawGamePanels();
  BoardInput boardInput();
  FinalStepContext finalStepContext();
  // What the turn box is given (turn_box.h).
  TurnBoxContext turnBoxContext();
  // What the viewer's suggestion is given (viewer_suggestion_view.h).
  SuggestionContext suggestionView();
  // Opens the game at move `param` (the page's ?move=, as the viewer's bar counts moves: 0 is the
  // start; "end" the final step of a finished game) rather than at its end, the later moves to
  // redo; a value that is not such a move shows the last move and says why. The viewer opens a
  // finished game at its final step (viewerFinal) when no move is asked for.
  void openAtMove(const std::string& param);
  // Player p's total as the viewer's bar shows it: before the final step without the final
  // scoring's points (they are shown at that step); the total elsewhere.
  int shownTotal(int p) const;
  // The board cell under the mouse as the board's corner shows it ("3,-1"); "" when none.
  std::string hoveredCell;
  // A log line clicked or tapped: its cells are brought into view and outlined for a while (on a
  // phone the menu sheet with the log closes, as it covers the board).
  void showCells(const std::vector<Cell>& cells);
  int fitPending = 0;  // frames until an automatic fit (after a new game)
  // How long an automatic move of the board takes on screen (Camera::setGlide), in seconds; or,
  // for tests in a browser that draws few frames a second, in frames (0: not).
  float glideSeconds = 0.25f;
  int glideFrames = 0;
  // glideSeconds to the camera, or none when the browser asks for reduced motion.
  void applyGlide();
  // The tiles' pictures for the game's rules (a game started or loaded); the board rebuilds them.
  void newGeometry();
  // A new position on screen (a game started or loaded): fit it in two frames, at once rather than
  // gliding from the last one, as are the fits while its layout settles.
  void fitNewPosition() {
    fitPending = 2;
    jumpFitsUntil_ = ImGui::GetFrameCount() + 10;
  }

  // ---- saves and sharing (saves.cpp)
  // First frame: opens the game in the URL's fragment, else resumes the autosave.
  void initSaves();
  // After every frame: writes the autosave when the position changed.
  void autosaveIfChanged();
  bool autosaveFailing() const { return savePolicy_.failing(); }
  // The game in progress has moves that neither the autosave (full, or saves off) nor a save
  // holds: a new game would lose them.
  bool leavingUnsavedMoves() { return savePolicy_.leavingUnsavedMoves(shownGame()); }
  // A clipboard copy the browser refused after the fact: say so (the field still shows it).
  void watchClipboard();
  // Explicit-draw games (opened from a link of a game in progress): draws at random.
  void drawIfNeeded();
  // Shows a loaded game (from a slot, link or file).
  void openLoaded(LoadedGame&& loaded);
  // Opens the game in a link's fragment (at start, or put in the address bar later: the page
  // does not reload for a new fragment); a damaged one is refused with a notice. True if opened.
  bool openLink(const std::string& fragment);
  // Every frame: a fragment put in the address bar of the open page.
  void pollFragment();
  std::string shareLink(std::string* why = nullptr);
  // The Saves & links window with what it is given (saves_window.h).
  void drawSavesPanel();
  void copyLink();
  void copyEmbedCode();
  void exportRecord();
  void importText(const std::string& name, const std::string& text);
  void pollImport();
  void loadSlot(const std::string& id);
  void saveToSlot(const std::string& name);
  std::string saveSummary();
  std::string savePayload();
  bool viewer = false;  // embed.html: read-only viewer of the game in the fragment
  // The viewer's "what would the computer play here?" (?suggest=1): a slice of its search each
  // frame (viewer_suggestion_view.cpp draws it).
  ViewerSuggestion suggestion{[] { return platform::nowMs(); }};
  std::string viewerFragment;
  SavesWindow savesWindow;  // the Saves & links window (saves_window.h)
  // The game in progress has moves that no slot holds as they stand (a load would lose them).
  bool unsavedMoves() { return savePolicy_.unsavedMoves(shownGame()); }
  bool pngPending = false;  // export the board as a PNG after this frame is drawn
  std::unique_ptr<platform::SaveStore> store;

 private:
  AppGameView shown_{*this};
  // The panels' frame (app_panels.cpp): the parts that call App's own actions.
  void logView(float height);
  void toolbar();
  void passDevice();
  void undoAskScreen();
  void menuSheet();
  FinalTableContext finalTableContext();
  void computeLayout();
  void shortcuts();
  void shortcut(SDL_Scancode key, uint16_t mod);
  void pickWithKeys(int step);
  bool takeKeyPick();
  void switchMarkerGroup();       // a module's key: the next group of board markers
  void takeNumbered(int number);  // keys 1-9: the choice with that number (numbered followers)
  void takeChoice(const ListedChoice& c);  // as its button does
  Position viewPosition_;
  int viewPositionFor_ = -1;
  BoardModel board_;
  int boardFor_ = -1;
  // Key presses of this frame, from SDL events (a press and release within one frame would be
  // lost to ImGui 1.86's key-state polling).
  struct KeyPress {
    SDL_Scancode key;
    uint16_t mod;
  };
  std::vector<KeyPress> keys_;
  bool laterLink_ = false;  // a link put in the address bar after the page opened (pollFragment)
  int autoFitFor_ = -1;
  bool overShown_ = false;  // the game on screen was over last frame
  int jumpFitsUntil_ = -1;  // frame count (fitNewPosition)
  int coarsePointer_ = -1;  // platform::coarsePointer(), asked once (-1: not yet)
  // The board's box at the last position shown (cells, inclusive).
  CellBox shownBox_;
  CellBox boardBox();
  bool boxInView(const CellBox& b) const;
  // Who holds the device (passScreenUp): after an undo or redo at stepRevision_, stepHolder_.
  int deviceHolder() const;
  // One step back or forward, the device then with `holder` (-1: whoever holds it now).
  void stepHistory(bool forward, int holder = -1);
  // The last move a person made (an index into the session's actions), -1 for none: with the
  // computer in some seats, the device passes and undo steps between people only.
  int lastPersonMove() const;
  // Undo: back before `move` (the holder's or an agreed one), the device then with `holder`.
  void undoMove(int move, int holder);
  // The hint asked for at `revision` (-1: none), searched by `hintTurns_` (every seat hard).
  struct {
    int revision = -1;
    ImVec2 at;
  } hint_;
  ComputerTurns hintTurns_{[] { return platform::nowMs(); }};
  void workHint();
  void showHint(const Action& a);
  int stepHolder_ = -1, stepRevision_ = -1;
  // When the autosave is written and what it keeps first (save_policy.h).
  SavePolicy savePolicy_;
  ShownGame shownGame();
  bool savesStarted_ = false;
  void copyShownText(const char* copiedKey);
  int clipboardWatch_ = 0;  // frames left to wait for a late clipboard refusal
  std::string clipboardSeen_;
};

}  // namespace carc::app
