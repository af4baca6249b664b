#pragma once
// Sharing and files (docs/saves.md): the URL fragment, the clipboard, downloads (.carc text
// records, PNG images) and importing a file (picker or drag-and-drop). Browser implementations
// with EM_JS; native builds get in-memory stand-ins that tests can inspect. Free of ImGui and of
// the engine (the app builds the fragment with carc::encodeLink and the text with printRecord).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace carc::platform {

// The page URL's fragment without '#' ("" if none), and replacing it without reloading or
// adding a history entry (history.replaceState).
std::string readFragment();
void writeFragment(std::string_view fragment);
// Watches the address bar: a fragment put there while the page is open (the page does not
// reload for it) is handed out once by takeNewFragment ("" when none; writeFragment's own
// changes are not reported).
void watchFragment();
std::string takeNewFragment();
// The page URL without its fragment ("https://host/path/index.html"): prefix of a share link.
std::string pageUrl();

// Puts text on the clipboard (navigator.clipboard, with a textarea fallback). Browsers finish
// this asynchronously: true means the copy was requested; a refusal arrives later through
// clipboardProblem() ("" when none).
bool copyToClipboard(std::string_view text);
std::string clipboardProblem();

// Downloads (a Blob and an <a download> click in the browser).
void downloadText(std::string_view filename, std::string_view text,
                  std::string_view mime = "text/plain");
void downloadBytes(std::string_view filename, const std::vector<uint8_t>& bytes,
                   std::string_view mime);
// Encodes top-down RGBA pixels (width * height * 4 bytes) as a PNG and downloads it.
bool downloadPng(std::string_view filename, int width, int height, const uint8_t* rgba);

// A PNG file from top-down RGBA pixels: zlib stream of stored (uncompressed) deflate blocks,
// CRC-32 per chunk, Adler-32 over the pixels. Empty for a bad size (0, or over 16384 a side).
std::vector<uint8_t> encodePng(int width, int height, const uint8_t* rgba);

// Importing: opens the browser's file picker (accept e.g. ".carc,.txt"); the chosen file arrives
// later through pollImportedFile. installDropHandler() makes files dropped on the page arrive the
// same way. Files over kMaxImportBytes are refused (pollImportedFile gives the message in `text`
// with ok = false).
constexpr size_t kMaxImportBytes = 1024 * 1024;
struct ImportedFile {
  std::string name;
  std::string text;  // content, or the reason it was refused (English)
  bool ok = true;
  bool tooLarge = false;  // refused for its size
  bool notText = false;   // refused as not text (a NUL byte); else, when not ok: not readable
};
void pickFileToImport(std::string_view accept = ".carc,.txt");
void installDropHandler();
bool pollImportedFile(ImportedFile& out);

// ---- native stand-ins, for tests (no-ops in the browser build)
struct NativeDownload {
  std::string filename, mime;
  std::vector<uint8_t> bytes;
};
std::vector<NativeDownload>& nativeDownloads();
std::string nativeClipboard();
void nativeQueueImport(const ImportedFile& f);

}  // namespace carc::platform
