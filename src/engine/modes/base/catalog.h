#pragma once
// The base mode's expansions, and from a record header's "Expansions: ..." to the base Rules
// (modes/registry.h picks the mode).
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/modes/base/expansion.h"
#include "engine/modes/base/rules.h"

namespace carc {

struct ExpansionEntry {
  std::string_view name;           // as written in headers, e.g. "mage-witch"
  const Expansion& (*instance)();  // the shared stateless object
  std::string_view tileAsset;      // tiles it adds (assets/ path), or empty
};

// Expansions known to this build (each adds one entry in catalog.cpp). Hooks run in this order
// whatever order a header lists them in.
const std::vector<ExpansionEntry>& expansionCatalog();

// The base Rules with these expansions (the concrete type, for base-only code and tests; the
// registry's makeRuleSet is the way in for any mode). nullptr with `why` set on an unknown name
// or a mode other than "base". Each item is a catalog name, optionally with options in
// parentheses separated by spaces or '+': "wind-roses(spielbox)".
std::unique_ptr<Rules> makeRules(std::string_view mode, const std::vector<std::string>& expansions,
                                 std::string& why);

// The base mode as a setup screen lists it (modes/registry.h).
ModeInfo baseModeInfo();

}  // namespace carc
