#pragma once
// The Castle mode from a record header's expansion items: "falcon", "falcon(gate-stop)".
#include <memory>
#include <string>
#include <vector>

#include "engine/modes/castle/castle_rules.h"

namespace carc::castle {

// nullptr and `why` for an unknown expansion or option.
std::unique_ptr<CastleRules> makeCastle(const std::vector<std::string>& expansions,
                                        std::string& why);

}  // namespace carc::castle
