#pragma once
// From names in a record header ("Mode: base", "Expansions: ...") to a Rules object: the one
// place that knows which game modes and expansions exist.
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/rules.h"

namespace carc {

struct ExpansionEntry {
  std::string_view name;           // as written in headers, e.g. "magic-witch"
  const Expansion& (*instance)();  // the shared stateless object
  std::string_view tileAsset;      // tiles it adds (assets/ path), or empty
};

// Expansions known to this build (each adds one entry in catalog.cpp).
const std::vector<ExpansionEntry>& expansionCatalog();

// Rules for a game mode and expansion list; nullptr with `why` set on an unknown name.
std::unique_ptr<Rules> makeRules(std::string_view mode, const std::vector<std::string>& expansions,
                                 std::string& why);

}  // namespace carc
