// The page's hidden textarea for typing (text_input.h); natively nothing is typed this way.
#include "platform/text_input.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

// clang-format off
// The textarea holds one space, and after it what was typed since it was last reset. Every input
// event brings the field level with that text: backspaces for what changed at its end, then the
// new end (so a phone's word still being composed shows in the field as it grows, and is there
// when the player taps a button before the word is committed). Outside a composition the textarea
// is reset after each event; the space gone means a backspace before what it held.
EM_JS(void, carc_js_text_setup, (), {
  if (Module.carcText) return;
  var t = document.createElement('textarea');
  t.setAttribute('autocomplete', 'off');
  t.setAttribute('autocorrect', 'off');
  t.setAttribute('autocapitalize', 'off');
  t.setAttribute('spellcheck', 'false');
  t.setAttribute('aria-hidden', 'true');
  t.tabIndex = -1;
  // Invisible but focusable; 16px text so that a phone does not zoom the page in on focus.
  t.style.cssText = 'position:fixed;left:0;top:0;width:1px;height:1px;opacity:0;border:0;' +
      'padding:0;margin:0;resize:none;overflow:hidden;font-size:16px;caret-color:transparent;' +
      'background:transparent;color:transparent;pointer-events:none;z-index:0';
  t.value = ' ';
  // copying: the text of a read-only field being shown (held selected, for the browser's own
  // copy), or "" while an editable field or none is.
  var st = { t: t, queue: "", fields: [], copies: [], composing: false, tapAt: -1e9, sent: [],
             copying: "", copied: false, ctrlDown: false };
  Module.carcText = st;
  // Written without backslash escapes: EM_JS code goes through a C string.
  var BS = String.fromCharCode(8), CR = String.fromCharCode(13), LF = String.fromCharCode(10);
  var reset = function() { t.value = ' '; t.setSelectionRange(1, 1); st.sent = []; };
  // Into SDL's event queue at once, so that the text keeps its place among the keys (a Backspace
  // before it, an Enter after it). Not while Ctrl is down: ImGui drops characters typed with
  // Ctrl (a shortcut), so a paste (Ctrl+V) goes in after the Ctrl key's release.
  var flush = function() {
    if (st.ctrlDown || !st.queue) return;
    var v = st.queue, n = lengthBytesUTF8(v) + 1, p = _malloc(n);
    st.queue = "";
    stringToUTF8(v, p, n);
    _carc_text_typed(p);
    _free(p);
  };
  var sync = function() {
    if (st.copying) { t.value = st.copying; t.select(); return; }
    var v = t.value, sent = st.sent, i;
    if (v.length === 0) {
      for (i = 0; i <= sent.length; i++) st.queue += BS;
      reset();
      return;
    }
    // By code point: a backspace deletes one character in the field.
    var now = Array.from(v.charAt(0) === ' ' ? v.slice(1) : v).filter(function(c) {
      return c !== CR && c !== LF;
    });
    var k = 0;
    while (k < sent.length && k < now.length && sent[k] === now[k]) ++k;
    for (i = k; i < sent.length; i++) st.queue += BS;
    st.queue += now.slice(k).join("");
    st.sent = now;
    if (!st.composing) reset();
    flush();
  };
  // A keypress from a physical keyboard would also reach SDL as text: the input event has it.
  t.addEventListener('keypress', function(e) { e.stopPropagation(); });
  // Enter reaches SDL as a key; the textarea must not also take it as a line.
  t.addEventListener('keydown', function(e) {
    st.ctrlDown = e.ctrlKey && !e.altKey;
    if (e.key === 'Enter') e.preventDefault();
    // Ctrl+V: the browser's paste (an input event); SDL, which would take its default action
    // away, does not see it.
    if (!st.copying && (e.ctrlKey || e.metaKey) && (e.key === 'v' || e.key === 'V')) e.stopPropagation();
    // Ctrl+C copies the whole text; here, as SDL takes the key's default action away.
    if (st.copying && (e.ctrlKey || e.metaKey) && (e.key === 'c' || e.key === 'C')) copyHeld();
  });
  t.addEventListener('compositionstart', function() { st.composing = true; });
  t.addEventListener('compositionend', function() { st.composing = false; sync(); });
  t.addEventListener('input', sync);
  // On the window after SDL's own listener (added earlier), so the Ctrl release is queued first.
  window.addEventListener('keyup', function(e) {
    if (!st.ctrlDown || e.ctrlKey) return;
    st.ctrlDown = false;
    flush();
  });
  document.body.appendChild(t);
  // The textarea over field f (canvas CSS pixels; r: the canvas's rectangle on the page).
  st.place = function(f, r) {
    t.style.left = (f[0] + r.left) + 'px'; t.style.top = (f[1] + r.top) + 'px';
    t.style.width = Math.max(1, f[2] - f[0]) + 'px'; t.style.height = Math.max(1, f[3] - f[1]) + 'px';
  };
  // A read-only field's text, held selected, copied by the browser (a user's gesture may be what
  // the browser needs where a copy asked for from a frame was refused).
  var copyHeld = function() {
    t.select();
    try { st.copied = document.execCommand('copy') || st.copied; } catch (err) {}
  };
  // The textarea over field i (canvas CSS pixels, r: the canvas's rectangle), focused: empty for an
  // editable field, holding a read-only field's text selected.
  st.enter = function(i, r) {
    st.place(st.fields[i], r);
    st.composing = false;
    st.copying = st.copies[i] || "";
    if (st.copying) t.value = st.copying; else reset();
    t.focus({ preventScroll: true });
    if (st.copying) t.select();
  };
  // A tap or click on a field focuses the textarea in the event's own handler, which a phone
  // needs to open its keyboard (focus given later, from a frame, does not open it everywhere).
  var tap = function(x, y) {
    var c = Module.canvas, r = c.getBoundingClientRect();
    var px = x - r.left, py = y - r.top;
    for (var i = 0; i < st.fields.length; i++) {
      var f = st.fields[i];
      if (px >= f[0] && px <= f[2] && py >= f[1] && py <= f[3]) {
        if (document.activeElement === t) t.blur();
        st.enter(i, r);
        st.tapAt = performance.now();
        if (st.copying) copyHeld();  // a read-only field is copied by the tap itself
        return;
      }
    }
  };
  // A phone may follow a tap with a mouseup of its own: the tap has been handled.
  var touchAt = -1e9;
  Module.canvas.addEventListener('touchend', function(e) {
    var p = e.changedTouches && e.changedTouches[0];
    touchAt = performance.now();
    if (p) tap(p.clientX, p.clientY);
  }, { passive: true });
  Module.canvas.addEventListener('mouseup', function(e) {
    if (performance.now() - touchAt > 800) tap(e.clientX, e.clientY);
  });
});
EM_JS(void, carc_js_text_update, (const float* rects, int count, int active, const char* copies), {
  var st = Module.carcText;
  if (!st) return;
  var f = [];
  for (var i = 0; i < count; i++) {
    var p = (rects >> 2) + i * 4;
    f.push([HEAPF32[p], HEAPF32[p + 1], HEAPF32[p + 2], HEAPF32[p + 3]]);
  }
  st.fields = f;
  st.copies = UTF8ToString(copies).split(String.fromCharCode(10));
  var t = st.t, focused = document.activeElement === t;
  if (active >= 0 && active < count) {
    var r = Module.canvas.getBoundingClientRect();
    if (!focused || st.copying !== (st.copies[active] || "")) st.enter(active, r);
    else st.place(f[active], r);  // the field may have moved
  } else if (focused && performance.now() - st.tapAt > 300) {
    st.copying = "";
    t.blur();  // no field is being edited: a phone closes its keyboard
  }
});
EM_JS(int, carc_js_text_copied, (), {
  var st = Module.carcText;
  if (!st || !st.copied) return 0;
  st.copied = false;
  return 1;
});

// clang-format on

namespace carc::platform {

void updateTextFields(const std::vector<float>& rects, const std::string& copies, int active) {
  carc_js_text_setup();
  carc_js_text_update(rects.data(), static_cast<int>(rects.size() / 4), active, copies.c_str());
}

bool takeFieldCopied() {
  return carc_js_text_copied() != 0;
}

}  // namespace carc::platform

#else

namespace carc::platform {
void updateTextFields(const std::vector<float>&, const std::string&, int) {}
bool takeFieldCopied() {
  return false;
}
}  // namespace carc::platform

#endif
