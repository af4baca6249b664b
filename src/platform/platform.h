#pragma once
// The few things the app needs from its host (the browser page when built with Emscripten):
// a clock, the device pixel ratio, a random seed and a small key-value store. Native builds get
// plain stand-ins so the app code has no browser calls of its own.
#include <cstdint>
#include <string>

namespace carc::platform {

// Milliseconds since the page started (performance.now() in the browser).
double nowMs();
// CSS pixels to device pixels (window.devicePixelRatio), 1 when unknown.
double devicePixelRatio();
// The device's main pointer is a finger (CSS `pointer: coarse`: a phone or tablet, whichever way
// it is held).
bool coarsePointer();
// The player asked the browser for less motion (CSS `prefers-reduced-motion: reduce`).
bool reducedMotion();
// A seed for games started without one.
uint64_t randomSeed();
// Persistent settings (localStorage in the browser); empty string when unset or unavailable.
std::string loadSetting(const char* key);
void saveSetting(const char* key, const std::string& value);
// The browser's preferred language tag ("ro-RO"), or "" when unknown.
std::string preferredLanguage();
// A parameter of the page's address (`?lang=cs&move=12`: pageParam("move") is "12"), or "" when
// absent; a wiki's embed code sets them (docs/wiki.md).
std::string pageParam(const char* name);
// Takes a parameter out of the page's address without loading it again (a choice the player made
// in the page then holds over the one the address was opened with, on reload and in links made).
void dropPageParam(const char* name);
// The release this page belongs to (its `carc-version` meta tag, written by `scripts/build.sh
// site`: docs/hosting.md), or "" for a development build.
std::string siteVersion();

}  // namespace carc::platform
