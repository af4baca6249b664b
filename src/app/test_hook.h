#pragma once
// A small window into the running app for browser tests (web/tests) and the timing script
// (web/perf): frame counter, CPU time per frame, a JSON dump of what the app shows (built on
// request), and debug entry points. Exported to JavaScript as carc_* functions; the shell wraps
// them as window.carc.frames(), .state(), .frameMs(), .autoplay(n), .newGame(players, seed).
#include <cstddef>
#include <string>

namespace carc::app {

class TestHookTarget {
 public:
  virtual ~TestHookTarget() = default;
  virtual std::string stateJson() = 0;
  virtual int debugAutoplay(int actions) = 0;
  // expansions: a bit per expansion of the default mode in the engine's order, then a bit per
  // option of those in order (App::debugNewGame; docs/frontend.md lists them).
  virtual void debugNewGame(int players, unsigned seed, unsigned expansions) = 0;
  // Test commands ("link", "copy_link", "save_slot NAME", "slots", "load_slot ID",
  // "export_png", "export_record", "import TEXT"); returns a result text.
  virtual std::string debugCommand(const std::string& command) = 0;
};

void test_hook_attach(TestHookTarget* target);
// Whether the hook was called since the last call of this (a test is watching: draw every frame).
bool test_hook_take_wake();
// Call after each frame with the CPU milliseconds the frame's work took and whether it drew the
// UI: the first that did is the first interactive frame (carc_first_frame_ms).
void test_hook_frame_drawn(double cpuMs, bool drewUi);
// Call in each drawn frame once it has taken its input events: how many it took and how many
// were held back for later frames. Tests wait for the input they sent to be taken (none waiting)
// and count frames from the frame that took it (window.carc.input()), not from when they sent it:
// a loaded machine may take a backlog of keys one a frame.
void test_hook_input(size_t taken, size_t heldBack);
// Average CPU milliseconds per frame over the last 60 frames.
double test_hook_frame_ms();
// The CPU milliseconds of the last frame drawn.
double test_hook_last_frame_ms();
// The last frame's GL calls (part of test_hook_last_frame_ms).
double test_hook_last_render_ms();
// Of which: handing the draw lists to WebGL (the rest is building the UI).
void test_hook_render_time(double ms);
double test_hook_render_ms();

}  // namespace carc::app
