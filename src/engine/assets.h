#pragma once
// Data files from assets/ compiled into the program (no file I/O in the engine).
#include <string_view>

namespace carc::assets {

struct Entry {
  std::string_view name;  // path relative to assets/, e.g. "tiles/base.txt"
  std::string_view text;
};

// Table generated at build time; ends with an entry whose name is empty.
extern const Entry kEntries[];

// The text of an embedded file, or an empty view if there is none by that name.
std::string_view find(std::string_view name);

}  // namespace carc::assets
