#pragma once
// Typing into the game's text fields through a hidden <textarea> on the page. A phone's on-screen
// keyboard opens only for a focused text element, and it sends its text as `input` events with
// no keypress, as do input methods, dead keys and paste; SDL2 2.26's Emscripten backend reads
// keypress only. So the page keeps a textarea over the active field, focused while a field is
// being edited (a tap on a field focuses it in the tap's own handler: without that gesture a phone
// does not open its keyboard), and hands what is typed into it to the app. Keys (Enter, Backspace
// from a physical keyboard, arrows, shortcuts) still reach SDL as before; only their text comes
// from here, so nothing arrives twice.
#include <string>
#include <vector>

namespace carc::platform {

// The text fields on screen this frame (x0, y0, x1, y1 each, in the canvas's CSS pixels), the
// text of each read-only one ("" for an editable one; one line each, joined by line feeds) and
// which one is active (-1: none): the textarea follows that one, focused, or is blurred (which
// closes a phone's keyboard). Over a read-only field it holds the field's text selected, so
// that the browser's own copy (Ctrl+C) takes it; ImGui's copy only reaches SDL's clipboard.
void updateTextFields(const std::vector<float>& rects, const std::string& copies, int active);
// Whether a read-only field's text was copied (a tap or click on it, or Ctrl+C in it) since the
// last call.
bool takeFieldCopied();
// What is typed goes straight into the app's event queue, in its place among the keys, through
// the exported C function carc_text_typed(const char* utf8) (UTF-8; '\b' stands for one
// backspace, a phone's delete key, which does not reach SDL as a key), which the app defines.

}  // namespace carc::platform
