#pragma once
// The game's UI: owns the session, camera and view state, and builds every frame with Dear ImGui
// from the model (no widget state mirrors the game). Screens and panels live in their own files
// (setup_screen, board_view, panels); this class holds what they share.
#include <SDL.h>

#include <memory>
#include <string>
#include <vector>

#include "app/board_renderer.h"
#include "app/camera.h"
#include "app/game_session.h"
#include "app/input.h"
#include "app/test_hook.h"
#include "app/tile_geometry.h"
#include "app/tile_painter.h"
#include "app/turn_controller.h"

namespace carc::app {

enum class Screen { Setup, Game };

// One mini-expansion as the setup screen shows it.
struct ExpansionChoice {
  std::string name;        // catalog name ("magic-witch")
  std::string titleKey;    // i18n key of its title
  bool available = false;  // in this build's engine catalog
  bool enabled = false;
};

struct SetupModel {
  std::vector<PlayerInfo> players;
  std::vector<ExpansionChoice> expansions;
  bool windroseSpielbox = false;
  char seed[24] = "";
  std::string error;
};

struct Layout {
  bool compact = false;  // phone-sized: bars top and bottom instead of a side panel
  float width = 0, height = 0;
  float sideWidth = 0, topHeight = 0, bottomHeight = 0;
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

  // ---- shared by the screens
  void startGame(const GameConfig& config);
  void newGameScreen();
  void fitBoard();
  void setLanguage(const std::string& code);
  // The position as the acting player may see it (expansions blank hidden information).
  const State& viewState();
  void playAction(const Action& a);
  std::string playerName(int p) const;
  ImU32 playerFill(int p) const;
  ImU32 playerOutline(int p) const;

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
  bool showHelp = false;
  bool showMenu = false;  // compact layout: the menu sheet
  bool showFinal = true;  // the final-score table when the game is over
  bool showTiles = false;
  bool showLog = false;
  int privacyCleared = -1;  // revision at which the pass-the-device screen was dismissed
  int fitPending = 0;       // frames until an automatic fit (after a new game)
  std::string message;      // last error to show (rule broken)

 private:
  void computeLayout();
  void shortcuts();
  void shortcut(SDL_Scancode key, uint16_t mod);
  State view_;
  // Key presses of this frame, from SDL events (a press and release within one frame would be
  // lost to ImGui 1.86's key-state polling).
  struct KeyPress {
    SDL_Scancode key;
    uint16_t mod;
  };
  std::vector<KeyPress> keys_;
  int viewFor_ = -1;
  int autoFitFor_ = -1;
};

}  // namespace carc::app
