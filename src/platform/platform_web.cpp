// Browser implementation of platform.h (Emscripten); native stand-ins below.
#include <chrono>
#include <cstdlib>

#include "platform/platform.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#include <emscripten/html5.h>

// clang-format off
EM_JS(char*, carc_js_load_setting, (const char* key), {
  try {
    var v = window.localStorage.getItem('carc.' + UTF8ToString(key));
    if (v === null) return 0;
    var n = lengthBytesUTF8(v) + 1, p = _malloc(n);
    stringToUTF8(v, p, n);
    return p;
  } catch (e) { return 0; }
});
EM_JS(void, carc_js_save_setting, (const char* key, const char* value), {
  try { window.localStorage.setItem('carc.' + UTF8ToString(key), UTF8ToString(value)); } catch (e) {}
});
EM_JS(char*, carc_js_language, (), {
  var v = String(navigator.language || "");
  var n = lengthBytesUTF8(v) + 1, p = _malloc(n);
  stringToUTF8(v, p, n);
  return p;
});
EM_JS(char*, carc_js_page_param, (const char* name), {
  var v = "";
  try { v = new URLSearchParams(location.search).get(UTF8ToString(name)) || ""; } catch (e) {}
  var n = lengthBytesUTF8(v) + 1, p = _malloc(n);
  stringToUTF8(v, p, n);
  return p;
});
EM_JS(void, carc_js_drop_page_param, (const char* name), {
  try {
    var u = new URL(location.href);
    u.searchParams.delete(UTF8ToString(name));
    var q = String(u.searchParams);
    history.replaceState(history.state, "", u.pathname + (q ? "?" + q : "") + u.hash);
  } catch (e) {}
});
EM_JS(char*, carc_js_site_version, (), {
  var v = "";
  try {
    var m = document.querySelector('meta[name="carc-version"]');
    v = m ? String(m.getAttribute('content') || "") : "";
  } catch (e) {}
  var n = lengthBytesUTF8(v) + 1, p = _malloc(n);
  stringToUTF8(v, p, n);
  return p;
});
EM_JS(double, carc_js_random, (), { return Math.random() * 4294967296; });
EM_JS(int, carc_js_coarse_pointer, (), {
  try { return window.matchMedia('(pointer: coarse)').matches ? 1 : 0; } catch (e) { return 0; }
});
EM_JS(int, carc_js_reduced_motion, (), {
  try { return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 1 : 0; }
  catch (e) { return 0; }
});
// clang-format on
#endif

namespace carc::platform {

#ifdef __EMSCRIPTEN__
double nowMs() {
  return emscripten_get_now();
}
double devicePixelRatio() {
  const double r = emscripten_get_device_pixel_ratio();
  return r > 0 ? r : 1.0;
}
bool coarsePointer() {
  return carc_js_coarse_pointer() != 0;
}
bool reducedMotion() {
  return carc_js_reduced_motion() != 0;
}
uint64_t randomSeed() {
  const auto hi = static_cast<uint64_t>(carc_js_random());
  const auto lo = static_cast<uint64_t>(carc_js_random());
  return (hi << 32) ^ lo;
}
static std::string takeString(char* p) {
  if (!p) return {};
  std::string s(p);
  std::free(p);
  return s;
}
std::string loadSetting(const char* key) {
  return takeString(carc_js_load_setting(key));
}
void saveSetting(const char* key, const std::string& value) {
  carc_js_save_setting(key, value.c_str());
}
std::string preferredLanguage() {
  return takeString(carc_js_language());
}
std::string pageParam(const char* name) {
  return takeString(carc_js_page_param(name));
}
void dropPageParam(const char* name) {
  carc_js_drop_page_param(name);
}
std::string siteVersion() {
  static const std::string v = takeString(carc_js_site_version());  // fixed for the page's life
  return v;
}
#else
double nowMs() {
  using namespace std::chrono;
  static const auto start = steady_clock::now();
  return duration<double, std::milli>(steady_clock::now() - start).count();
}
double devicePixelRatio() {
  return 1.0;
}
bool coarsePointer() {
  return false;
}
bool reducedMotion() {
  return false;
}
uint64_t randomSeed() {
  return static_cast<uint64_t>(std::chrono::system_clock::now().time_since_epoch().count());
}
std::string loadSetting(const char*) {
  return {};
}
void saveSetting(const char*, const std::string&) {}
std::string preferredLanguage() {
  return {};
}
std::string pageParam(const char*) {
  return {};
}
void dropPageParam(const char*) {}
std::string siteVersion() {
  return {};
}
#endif

}  // namespace carc::platform
