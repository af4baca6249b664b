#pragma once
// From names in a record header ("Mode: base", "Expansions: ...") to a Rules object: the one
// place that knows which game modes and expansions exist.
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/expansion.h"
#include "engine/core/rules.h"

namespace carc {

struct ExpansionEntry {
  std::string_view name;           // as written in headers, e.g. "mage-witch"
  const Expansion& (*instance)();  // the shared stateless object
  std::string_view tileAsset;      // tiles it adds (assets/ path), or empty
};

// Expansions known to this build (each adds one entry in catalog.cpp). Hooks run in this order
// whatever order a header lists them in.
const std::vector<ExpansionEntry>& expansionCatalog();

// Rules for a game mode and expansion list; nullptr with `why` set on an unknown name. Each
// item is a catalog name, optionally with options in parentheses separated by spaces or '+':
// "wind-roses(spielbox)".
std::unique_ptr<Rules> makeRules(std::string_view mode, const std::vector<std::string>& expansions,
                                 std::string& why);

// An expansion list item split into its catalog name and options: "wind-roses(spielbox)" ->
// "wind-roses" and {"spielbox"}.
void splitOptions(const std::string& item, std::string& name, std::vector<std::string>& opts);

// Adds each option name (e.g. "spielbox") to the listed expansion that defines it:
// {"wind-roses", "bets"} + {"spielbox"} -> {"wind-roses(spielbox)", "bets"}. False with `why`
// if no listed expansion knows an option.
bool attachOptions(std::vector<std::string>& expansions, const std::vector<std::string>& options,
                   std::string& why);

}  // namespace carc
