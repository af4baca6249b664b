#include "engine/modes/castle/castle_mode.h"

#include "engine/modes/castle/falcon.h"

namespace carc::castle {

std::unique_ptr<CastleRules> makeCastle(const std::vector<std::string>& expansions,
                                        std::string& why) {
  std::unique_ptr<CastleExtension> ext;
  for (const std::string& item : expansions) {
    std::string name;
    std::vector<std::string> options;
    splitOptions(item, name, options);
    if (name != Falcon::kName) {
      why = "The Castle has no expansion '" + name + "' (it has: falcon)";
      return nullptr;
    }
    if (ext) {
      why = "falcon is listed twice";
      return nullptr;
    }
    bool gateStop = false;
    for (const std::string& o : options) {
      if (o != "gate-stop") {
        why = "falcon has no option '" + o + "' (it has: gate-stop)";
        return nullptr;
      }
      gateStop = true;
    }
    ext = std::make_unique<Falcon>(gateStop);
  }
  return CastleRules::make(std::move(ext), why);
}

}  // namespace carc::castle

namespace carc {

ModeInfo castleModeInfo() {
  ModeInfo m;
  m.name = "castle";
  m.minPlayers = m.maxPlayers = castle::kPlayers;
  m.expansions = {{std::string(castle::Falcon::kName), {"gate-stop"}}};
  return m;
}

std::unique_ptr<RuleSet> makeCastleRuleSet(const std::vector<std::string>& expansionItems,
                                           std::string& why) {
  return castle::makeCastle(expansionItems, why);
}

}  // namespace carc
