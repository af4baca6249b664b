#include "app/test_hook.h"

#include <utility>

namespace carc::app {
namespace {
unsigned g_frames = 0;
std::string g_state_json = "{}";
}  // namespace

void test_hook_frame_drawn() {
  ++g_frames;
}
void test_hook_set_state(std::string json) {
  g_state_json = std::move(json);
}

}  // namespace carc::app

extern "C" {
unsigned carc_frame_count() {
  return carc::app::g_frames;
}
const char* carc_state_json() {
  return carc::app::g_state_json.c_str();
}
}
