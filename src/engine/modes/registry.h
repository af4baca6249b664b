#pragma once
// The game modes this build plays, each with its expansions: from a record header's "Mode:" and
// "Expansions:" to a RuleSet, and what a setup screen lists. The one place that knows every mode
// (a mode keeps its own expansions' catalog: modes/base/catalog.h).
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/rule_set.h"

namespace carc {

// Every mode of this build, base first.
const std::vector<ModeInfo>& gameModes();
// The mode with this header name, or nullptr.
const ModeInfo* findMode(std::string_view name);
// The known modes' names for a message: "base, castle".
std::string knownModes();

// The rule set of a mode with these expansions: header items, each a name of the mode's
// catalog with options in parentheses ("wind-roses(spielbox)"), run in the catalog's order
// whatever the items' order. nullptr with `why` on an unknown mode, expansion or option, or an
// expansion listed twice.
std::unique_ptr<RuleSet> makeRuleSet(std::string_view mode,
                                     const std::vector<std::string>& expansionItems,
                                     std::string& why);

// Adds each option name (e.g. "spielbox") to the listed expansion of `mode` that defines it:
// {"wind-roses", "bets"} + {"spielbox"} -> {"wind-roses(spielbox)", "bets"}. False with `why`
// if no listed expansion knows an option.
bool attachOptions(std::string_view mode, std::vector<std::string>& expansions,
                   const std::vector<std::string>& options, std::string& why);

}  // namespace carc
