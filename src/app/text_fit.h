#pragma once
// Shortening a text to a width with "…" (no ImGui: the measure is a parameter, so the native
// tests check it). Texts are UTF-8: a cut falls only between characters, never inside a
// character's bytes, and never between a letter and a combining accent that follows it
// (U+0300-U+036F: a decomposed "š" keeps its háček); spaces before the "…" go.
#include <string>

namespace carc::app {

inline constexpr const char* kEllipsis = "\u2026";

// Is byte i of s the start of a character that may begin the cut-off part? Not a UTF-8
// continuation byte (10xxxxxx), and not a combining diacritical mark (U+0300-U+036F: CC 80 to
// CD AF).
inline bool textCutAllowed(const std::string& s, size_t i) {
  if (i >= s.size()) return true;
  const auto b = static_cast<unsigned char>(s[i]);
  if ((b & 0xC0) == 0x80) return false;
  if (i + 1 < s.size()) {
    const auto c = static_cast<unsigned char>(s[i + 1]);
    if (b == 0xCC && c >= 0x80 && c <= 0xBF) return false;
    if (b == 0xCD && c >= 0x80 && c <= 0xAF) return false;
  }
  return true;
}

// `text` if `measure(text)` <= width, else its longest start (cut between characters, trailing
// spaces dropped) that with "…" after it measures at most `width`; just "…" when not even one
// character fits. `measure(const std::string&) -> float`.
template <class Measure>
std::string fitText(const std::string& text, float width, Measure measure) {
  if (measure(text) <= width) return text;
  // The allowed cut points, in order; the widest fitting one by binary search (the measure grows
  // with the length).
  size_t lo = 0, hi = text.size();  // text[0, lo) + "…" fits (lo = 0: just "…"); hi does not
  auto fits = [&](size_t n) {
    size_t end = n;
    while (end > 0 && text[end - 1] == ' ') --end;
    return measure(text.substr(0, end) + kEllipsis) <= width;
  };
  while (hi - lo > 1) {
    size_t mid = lo + (hi - lo) / 2;
    while (mid > lo && !textCutAllowed(text, mid)) --mid;  // back to a character's start
    if (mid == lo) {
      // No cut point between lo and the middle: try the first one after it.
      mid = lo + (hi - lo) / 2;
      while (mid < hi && !textCutAllowed(text, mid)) ++mid;
      if (mid >= hi) break;
    }
    if (fits(mid))
      lo = mid;
    else
      hi = mid;
  }
  size_t end = lo;
  while (end > 0 && text[end - 1] == ' ') --end;
  return text.substr(0, end) + kEllipsis;
}

}  // namespace carc::app
