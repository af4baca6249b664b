#pragma once
// The Castle mode for the registry (modes/registry.cpp): what a setup screen lists, and the
// rule set from a record header's expansion items ("falcon", "falcon(gate-stop)").
#include <memory>
#include <string>
#include <vector>

#include "engine/modes/castle/castle_rules.h"

namespace carc::castle {

// nullptr and `why` for an unknown expansion or option, or one listed twice.
std::unique_ptr<CastleRules> makeCastle(const std::vector<std::string>& expansions,
                                        std::string& why);

}  // namespace carc::castle

namespace carc {

ModeInfo castleModeInfo();
std::unique_ptr<RuleSet> makeCastleRuleSet(const std::vector<std::string>& expansionItems,
                                           std::string& why);

}  // namespace carc
