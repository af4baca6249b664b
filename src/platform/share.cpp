// Sharing and files: see share.h.
#include "platform/share.h"

#include <cstdlib>
#include <deque>

#include "platform/storage.h"  // crc32Bytes

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

// clang-format off
EM_JS(char*, carc_js_fragment, (), {
  var h = (typeof location !== 'undefined' && location.hash) ? location.hash.substring(1) : "";
  var n = lengthBytesUTF8(h) + 1, p = _malloc(n);
  stringToUTF8(h, p, n);
  return p;
});
EM_JS(void, carc_js_set_fragment, (const char* f), {
  try {
    var s = UTF8ToString(f);
    history.replaceState(null, "", s.length ? '#' + s : location.pathname + location.search);
  } catch (e) {}
});
EM_JS(void, carc_js_watch_fragment, (), {
  window.addEventListener('hashchange', function() {
    Module.carcNewFragment = location.hash ? location.hash.substring(1) : "";
  });
});
EM_JS(char*, carc_js_take_new_fragment, (), {
  var h = Module.carcNewFragment;
  if (!h) return 0;
  Module.carcNewFragment = "";
  var n = lengthBytesUTF8(h) + 1, p = _malloc(n);
  stringToUTF8(h, p, n);
  return p;
});
EM_JS(char*, carc_js_page_url, (), {
  // Without ?move= (the position a viewer opened this page at): a link made here holds its own.
  var u = "";
  if (typeof location !== 'undefined') {
    var q = new URLSearchParams(location.search);
    q.delete('move');
    u = location.origin + location.pathname + (String(q) ? "?" + q : "");
  }
  var n = lengthBytesUTF8(u) + 1, p = _malloc(n);
  stringToUTF8(u, p, n);
  return p;
});
EM_JS(int, carc_js_copy, (const char* t), {
  var text = UTF8ToString(t);
  Module.carcClipboardProblem = "";
  var fallback = function() {
    try {
      // The browser copies the focused element's selection: focus the text's own textarea (the
      // page's typing textarea may hold the focus) and give the focus back afterwards.
      var prev = document.activeElement;
      var ta = document.createElement('textarea');
      ta.value = text; ta.style.position = 'fixed'; ta.style.opacity = '0';
      document.body.appendChild(ta); ta.focus({preventScroll: true}); ta.select();
      var ok = document.execCommand('copy');
      document.body.removeChild(ta);
      if (prev && prev.focus) prev.focus({preventScroll: true});
      if (!ok) Module.carcClipboardProblem = 'refused';
    } catch (e) { Module.carcClipboardProblem = 'refused'; }
  };
  try {
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).catch(fallback);
    } else { fallback(); }
    return 1;
  } catch (e) { fallback(); return 1; }
});
EM_JS(char*, carc_js_clipboard_problem, (), {
  var s = Module.carcClipboardProblem || "";
  var n = lengthBytesUTF8(s) + 1, p = _malloc(n);
  stringToUTF8(s, p, n);
  return p;
});
EM_JS(void, carc_js_download, (const char* name, const uint8_t* data, int size, const char* mime), {
  try {
    var bytes = HEAPU8.slice(data, data + size);
    var blob = new Blob([bytes], {type: UTF8ToString(mime)});
    var a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = UTF8ToString(name);
    document.body.appendChild(a); a.click(); document.body.removeChild(a);
    setTimeout(function() { URL.revokeObjectURL(a.href); }, 10000);
  } catch (e) {}
});
EM_JS(void, carc_js_import_setup, (int maxBytes), {
  if (Module.carcImports) return;
  Module.carcImports = [];
  Module.carcReadFile = function(file) {
    if (file.size > maxBytes) {
      Module.carcImports.push({name: file.name, ok: 0, big: 1,
        text: 'the file is too large (' + file.size + ' bytes; a game record is at most ' + maxBytes + ')'});
      return;
    }
    var r = new FileReader();
    // A NUL byte: not a text file (it would reach the app cut there, and be called empty).
    r.onload = function() {
      var t = String(r.result);
      if (t.indexOf(String.fromCharCode(0)) >= 0)
        Module.carcImports.push({name: file.name, ok: 0, bin: 1,
          text: 'the file is not text (a game record or a save is a text file)'});
      else
        Module.carcImports.push({name: file.name, ok: 1, text: t});
    };
    r.onerror = function() { Module.carcImports.push({name: file.name, ok: 0, text: 'the file could not be read'}); };
    r.readAsText(file);
  };
});
EM_JS(void, carc_js_pick_file, (const char* accept), {
  var input = document.createElement('input');
  input.type = 'file'; input.accept = UTF8ToString(accept);
  input.onchange = function() { if (input.files && input.files[0]) Module.carcReadFile(input.files[0]); };
  input.click();
});
EM_JS(void, carc_js_install_drop, (), {
  if (Module.carcDropInstalled) return;
  Module.carcDropInstalled = true;
  window.addEventListener('dragover', function(e) { e.preventDefault(); });
  window.addEventListener('drop', function(e) {
    e.preventDefault();
    if (e.dataTransfer && e.dataTransfer.files && e.dataTransfer.files[0]) Module.carcReadFile(e.dataTransfer.files[0]);
  });
});
// Returns "ok", "name", "text" joined by line feeds for the oldest imported file, or 0. (No
// backslashes in EM_JS bodies: emscripten 3.1.6 copies them into JSON metadata unescaped.)
EM_JS(char*, carc_js_poll_import, (), {
  if (!Module.carcImports || !Module.carcImports.length) return 0;
  var f = Module.carcImports.shift();
  var nl = String.fromCharCode(10);
  var s = (f.ok ? '1' : f.big ? '2' : f.bin ? '3' : '0') + nl + f.name.split(nl).join(' ') + nl + f.text;
  var n = lengthBytesUTF8(s) + 1, p = _malloc(n);
  stringToUTF8(s, p, n);
  return p;
});
// clang-format on
#endif

namespace carc::platform {

namespace {

void put32(std::vector<uint8_t>& o, uint32_t v) {
  for (int k = 3; k >= 0; --k) o.push_back(static_cast<uint8_t>((v >> (8 * k)) & 0xff));
}

void chunk(std::vector<uint8_t>& o, const char* type, const std::vector<uint8_t>& data) {
  put32(o, static_cast<uint32_t>(data.size()));
  std::string crcInput(type, 4);
  crcInput.append(data.begin(), data.end());
  o.insert(o.end(), type, type + 4);
  o.insert(o.end(), data.begin(), data.end());
  put32(o, crc32Bytes(crcInput));
}

#ifndef __EMSCRIPTEN__
struct NativeShare {
  std::string fragment, clipboard;
  std::vector<NativeDownload> downloads;
  std::deque<ImportedFile> imports;
};
NativeShare& native() {
  static NativeShare n;
  return n;
}
#else
std::string take(char* p) {
  if (!p) return {};
  std::string s(p);
  std::free(p);
  return s;
}
#endif

}  // namespace

std::vector<uint8_t> encodePng(int width, int height, const uint8_t* rgba) {
  if (width <= 0 || height <= 0 || width > 16384 || height > 16384 || !rgba) return {};
  const size_t w = static_cast<size_t>(width), h = static_cast<size_t>(height);
  // Raw scanlines: filter byte 0 (None) + RGBA.
  std::vector<uint8_t> raw;
  raw.reserve(h * (w * 4 + 1));
  for (size_t y = 0; y < h; ++y) {
    raw.push_back(0);
    raw.insert(raw.end(), rgba + y * w * 4, rgba + (y + 1) * w * 4);
  }
  // zlib: header, stored deflate blocks of at most 65535 bytes, Adler-32.
  std::vector<uint8_t> z = {0x78, 0x01};
  size_t pos = 0;
  do {
    const size_t n = raw.size() - pos < 65535 ? raw.size() - pos : 65535;
    const bool last = pos + n == raw.size();
    z.push_back(last ? 1 : 0);
    z.push_back(static_cast<uint8_t>(n & 0xff));
    z.push_back(static_cast<uint8_t>(n >> 8));
    z.push_back(static_cast<uint8_t>(~n & 0xff));
    z.push_back(static_cast<uint8_t>((~n >> 8) & 0xff));
    z.insert(z.end(), raw.begin() + static_cast<long>(pos),
             raw.begin() + static_cast<long>(pos + n));
    pos += n;
  } while (pos < raw.size());
  uint32_t a = 1, b = 0;
  for (uint8_t c : raw) {
    a = (a + c) % 65521;
    b = (b + a) % 65521;
  }
  put32(z, (b << 16) | a);

  std::vector<uint8_t> png = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
  std::vector<uint8_t> ihdr;
  put32(ihdr, static_cast<uint32_t>(width));
  put32(ihdr, static_cast<uint32_t>(height));
  ihdr.insert(ihdr.end(), {8, 6, 0, 0, 0});  // 8 bits, RGBA, deflate, filter 0, no interlace
  chunk(png, "IHDR", ihdr);
  chunk(png, "IDAT", z);
  chunk(png, "IEND", {});
  return png;
}

bool downloadPng(std::string_view filename, int width, int height, const uint8_t* rgba) {
  const std::vector<uint8_t> png = encodePng(width, height, rgba);
  if (png.empty()) return false;
  downloadBytes(filename, png, "image/png");
  return true;
}

void downloadText(std::string_view filename, std::string_view text, std::string_view mime) {
  downloadBytes(filename, std::vector<uint8_t>(text.begin(), text.end()), mime);
}

#ifdef __EMSCRIPTEN__
std::string readFragment() {
  return take(carc_js_fragment());
}
void watchFragment() {
  carc_js_watch_fragment();
}
std::string takeNewFragment() {
  char* p = carc_js_take_new_fragment();
  return p ? take(p) : std::string();
}
void writeFragment(std::string_view f) {
  carc_js_set_fragment(std::string(f).c_str());
}
std::string pageUrl() {
  return take(carc_js_page_url());
}
bool copyToClipboard(std::string_view text) {
  return carc_js_copy(std::string(text).c_str()) == 1;
}
std::string clipboardProblem() {
  return take(carc_js_clipboard_problem());
}
void downloadBytes(std::string_view filename, const std::vector<uint8_t>& bytes,
                   std::string_view mime) {
  carc_js_download(std::string(filename).c_str(), bytes.data(), static_cast<int>(bytes.size()),
                   std::string(mime).c_str());
}
void pickFileToImport(std::string_view accept) {
  carc_js_import_setup(static_cast<int>(kMaxImportBytes));
  carc_js_pick_file(std::string(accept).c_str());
}
void installDropHandler() {
  carc_js_import_setup(static_cast<int>(kMaxImportBytes));
  carc_js_install_drop();
}
bool pollImportedFile(ImportedFile& out) {
  const std::string s = take(carc_js_poll_import());
  if (s.size() < 2) return false;
  const size_t nl = s.find('\n', 2);
  out.ok = s[0] == '1';
  out.tooLarge = s[0] == '2';
  out.notText = s[0] == '3';
  out.name = s.substr(2, nl == std::string::npos ? std::string::npos : nl - 2);
  out.text = nl == std::string::npos ? std::string() : s.substr(nl + 1);
  return true;
}
std::vector<NativeDownload>& nativeDownloads() {
  static std::vector<NativeDownload> none;
  return none;
}
std::string nativeClipboard() {
  return {};
}
void nativeQueueImport(const ImportedFile&) {}
#else
std::string readFragment() {
  return native().fragment;
}
void watchFragment() {}
std::string takeNewFragment() {
  return {};
}
void writeFragment(std::string_view f) {
  native().fragment = std::string(f);
}
std::string pageUrl() {
  return "http://127.0.0.1:8080/";
}
bool copyToClipboard(std::string_view text) {
  native().clipboard = std::string(text);
  return true;
}
std::string clipboardProblem() {
  return {};
}
void downloadBytes(std::string_view filename, const std::vector<uint8_t>& bytes,
                   std::string_view mime) {
  native().downloads.push_back(NativeDownload{std::string(filename), std::string(mime), bytes});
}
void pickFileToImport(std::string_view) {}
void installDropHandler() {}
bool pollImportedFile(ImportedFile& out) {
  if (native().imports.empty()) return false;
  out = native().imports.front();
  native().imports.pop_front();
  if (out.ok && out.text.size() > kMaxImportBytes) {
    out.ok = false;
    out.tooLarge = true;
    out.text = "the file is too large (" + std::to_string(out.text.size()) +
               " bytes; a game record is at most " + std::to_string(kMaxImportBytes) + ")";
  } else if (out.ok && out.text.find('\0') != std::string::npos) {
    out.ok = false;
    out.notText = true;
    out.text = "the file is not text (a game record or a save is a text file)";
  }
  return true;
}
std::vector<NativeDownload>& nativeDownloads() {
  return native().downloads;
}
std::string nativeClipboard() {
  return native().clipboard;
}
void nativeQueueImport(const ImportedFile& f) {
  native().imports.push_back(f);
}
#endif

}  // namespace carc::platform
