#pragma once
// Small helpers over Dear ImGui shared by the screens: buttons whose screen rectangles are
// remembered by id (the test hook reports them) and the rectangles of the app's windows (the
// board ignores clicks under them).
#include <imgui.h>

#include <map>
#include <string>
#include <vector>

#include "app/camera.h"

namespace carc::app::ui {

// Call at the start of every frame; `touch`: the last pointer was a finger (TouchInput).
void beginFrame(bool touch);
// Whether a tooltip may show now: always with a mouse; on a touch screen only while a finger is
// down, so a finger held on an item explains it. A lifted finger leaves the pointer where it was:
// a tooltip after a tap stayed up, over other controls, until the next tap elsewhere.
bool tipsNow();
// The last item hovered (`flags` as ImGui::IsItemHovered) while tipsNow(): show its tooltip.
bool tipHovered(ImGuiHoveredFlags flags = 0);
// A tooltip showing `text`, wrapped at tooltipWrap(), recorded under `id` with its text (for the
// test hook): beside a mouse pointer; on a touch screen above the finger, which would hide it.
void tooltip(const char* id, const std::string& text);
// The same for the last item, its bottom edge at `bottom`, from the item's side nearer the
// screen's middle, on the screen.
void tooltipAbove(const char* id, const std::string& text, float bottom);
// Before ImGui::BeginTooltip: on a touch screen, places the tooltip of `text` (wrapped at
// tooltipWrap()) above the finger, on the screen; nothing with a mouse.
void placeTooltip(const std::string& text);
// The width tooltips wrap at: a phone's screen, less a margin, or about 28 characters' widths.
float tooltipWrap();
// A button labelled `label` (translated text) with a stable `id`; its rectangle and label are
// recorded. A fixed width (size.x > 0) too narrow for the label shortens it with "…"
// (ellipsize); it is recorded under `id` all the same.
bool button(const char* id, const char* label, ImVec2 size = ImVec2(0, 0));
// `text` shortened with "…" to at most `width` pixels in the current font (text_fit.h: cut
// between characters, never inside one's UTF-8 bytes); unchanged if it fits.
std::string ellipsize(const std::string& text, float width);
// One line of text (a player's name in a table cell, a header) shortened to `width` (<= 0: the
// room left on the row) with "…"; that room is recorded under `id`, with the text as drawn as its
// label.
// Hovering (on a touch screen: holding) a shortened text shows it whole in a tooltip.
void fittedText(const char* id, const std::string& text, float width = 0.0f);
// Before the next button of a row (`label`, or a fixed `width`): on the same row while it fits
// before the window's right edge, else on the next row (long prompts and translations must not push
// a button out of sight).
void sameLineIfFits(const char* label, float width = 0.0f);
// The same for an item `width` wide, `spacing` after the last (-1: the style's).
void sameLineIfFits(float width, float spacing = -1.0f);
// A button as wide as the space left, its label wrapped over as many lines as it needs (long
// translated choices); its rectangle is recorded. `number` > 0: a numbered badge before the text,
// as on the board (choice_spots.h); the recorded label then starts with the number. `noHover`:
// the button and badge light up only while held (a touch screen, where the pointer stays where a
// finger lifted; a list just redrawn under a still mouse).
bool wideButton(const char* id, const std::string& label, int number = 0, bool noHover = false);
// `text` with line feeds where it wraps at `width` pixels in the current font. As ImGui's own
// wrapping, except that a cell's coordinates stay whole: ImGui may break after any comma
// ("-1," / "3"), this breaks before them.
std::string wrapText(const std::string& text, float width);
// Text turned a quarter turn, read from bottom to top, as an item (a narrow column's head).
void verticalText(const char* text);
// Call inside a scrolling window: on a touch screen ImGui does not scroll by dragging, so a
// one-finger drag that starts in the window scrolls it (and cancels the press it began with).
void touchScroll(bool touch);
// Records the last item's rectangle under `id`.
void recordItem(const char* id);
// Records the rectangle from a to b under `id`.
void recordItem(const char* id, ImVec2 a, ImVec2 b);
// A mark drawn on the board (outside any window): its rectangle.
void recordBoardItem(const char* id, ImVec2 a, ImVec2 b);
// Records `label` as the text item `id` shows, `width` pixels wide (its widest line) in the
// current font (for the test hook).
void recordLabel(const char* id, const std::string& label);
// After an ImGui text field: records its rectangle under `id` and as a text field, which the page
// types into through platform/text_input.h; `readOnlyText`: a read-only field's text (one line),
// which the page holds selected for the browser's copy while the field is active.
void recordTextField(const char* id, const std::string& readOnlyText = {});
// A button that opens a text field (Rename): the page counts it as an editable field, so a tap
// on it focuses the textarea in the tap's own handler, as a tap on a field does (a phone opens its
// keyboard only from a user's gesture; the field itself appears a frame later).
bool fieldOpenerButton(const char* id, const char* label);
// This frame's text fields as x0, y0, x1, y1 each, their read-only texts joined by line feeds,
// and the index of the active one (-1).
const std::vector<float>& textFields();
const std::string& textFieldCopies();
int activeTextField();
// Records the current window's rectangle (call between Begin and End) and returns it; with an
// id, as an item too (the test hook sees where the window is).
Rect recordWindow(const char* id = nullptr);
const std::map<std::string, Rect>& items();
// The label of an item that recorded one (buttons, fitted texts), else nullptr; and its width
// in pixels as drawn (its widest line).
const std::string* labelOf(const std::string& id);
float labelWidthOf(const std::string& id);
// For an item of items() above or below its window's visible part (the window is scrolled): that
// part.
const Rect* clippedBy(const std::string& id);
// Is p inside any window recorded this frame or the last?
bool overWindow(ImVec2 p);

}  // namespace carc::app::ui
