#pragma once
// A small window into the running app for browser tests (web/tests): frame counter and
// a JSON dump of what the app shows. Exported to JavaScript as carc_frame_count and
// carc_state_json; the shell wraps them as window.carc.frames() / window.carc.state().
#include <string>

namespace carc::app {

void test_hook_frame_drawn();
void test_hook_set_state(std::string json);

}  // namespace carc::app
