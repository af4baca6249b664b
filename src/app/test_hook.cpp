#include "app/test_hook.h"

#include <SDL.h>

#include <array>

#include "platform/platform.h"

namespace carc::app {
namespace {
unsigned g_frames = 0;
std::array<double, 60> g_times{};
std::array<double, 60> g_render{};
double g_firstInteractive = -1;
TestHookTarget* g_target = nullptr;
std::string g_json = "{}";
std::string g_command;
bool g_woken = false;
unsigned g_inputFrame = 0;  // frames() once the frame that took the last input events is drawn
size_t g_heldBack = 0;      // events taken from SDL's queue but held back for later frames
}  // namespace

void test_hook_input(size_t taken, size_t heldBack) {
  if (taken) g_inputFrame = g_frames + 1;
  g_heldBack = heldBack;
}

bool test_hook_take_wake() {
  const bool w = g_woken;
  g_woken = false;
  return w;
}

void test_hook_attach(TestHookTarget* target) {
  g_target = target;
}

void test_hook_frame_drawn(double cpuMs, bool drewUi) {
  g_times[g_frames % g_times.size()] = cpuMs;
  ++g_frames;
  if (drewUi && g_firstInteractive < 0) g_firstInteractive = platform::nowMs();
}

void test_hook_render_time(double ms) {
  g_render[g_frames % g_render.size()] = ms;
}

double test_hook_last_frame_ms() {
  return g_frames ? g_times[(g_frames - 1) % g_times.size()] : 0;
}

double test_hook_last_render_ms() {
  return g_frames ? g_render[(g_frames - 1) % g_render.size()] : 0;
}

double test_hook_render_ms() {
  const size_t n = g_frames < g_render.size() ? g_frames : g_render.size();
  double sum = 0;
  for (size_t i = 0; i < n; ++i) sum += g_render[i];
  return n ? sum / static_cast<double>(n) : 0;
}

double test_hook_frame_ms() {
  const size_t n = g_frames < g_times.size() ? g_frames : g_times.size();
  if (n == 0) return 0;
  double sum = 0;
  for (size_t i = 0; i < n; ++i) sum += g_times[i];
  return sum / static_cast<double>(n);
}

}  // namespace carc::app

extern "C" {
unsigned carc_frame_count() {
  carc::app::g_woken = true;
  return carc::app::g_frames;
}
// Input events not yet taken by a frame: in SDL's queue or held back for a later frame.
unsigned carc_input_waiting() {
  carc::app::g_woken = true;
  const int queued = SDL_PeepEvents(nullptr, 0, SDL_PEEKEVENT, SDL_FIRSTEVENT, SDL_LASTEVENT);
  return static_cast<unsigned>(queued > 0 ? queued : 0) +
         static_cast<unsigned>(carc::app::g_heldBack);
}
// The frame that took the last input events, as frames() counts it.
unsigned carc_input_frame() {
  carc::app::g_woken = true;
  return carc::app::g_inputFrame;
}
const char* carc_state_json() {
  carc::app::g_woken = true;
  using namespace carc::app;
  g_json = g_target ? g_target->stateJson() : std::string("{}");
  return g_json.c_str();
}
double carc_frame_ms() {
  carc::app::g_woken = true;
  return carc::app::test_hook_frame_ms();
}
double carc_first_frame_ms() {
  carc::app::g_woken = true;
  return carc::app::g_firstInteractive;
}
int carc_debug_autoplay(int actions) {
  carc::app::g_woken = true;
  return carc::app::g_target ? carc::app::g_target->debugAutoplay(actions) : 0;
}
const char* carc_debug_command(const char* command) {
  carc::app::g_woken = true;
  using namespace carc::app;
  g_command = g_target ? g_target->debugCommand(command ? command : "") : std::string();
  return g_command.c_str();
}
void carc_debug_new_game(int players, unsigned seed, unsigned expansions) {
  carc::app::g_woken = true;
  if (carc::app::g_target) carc::app::g_target->debugNewGame(players, seed, expansions);
}
}
