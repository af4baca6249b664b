#include "engine/modes/castle/castle_mode.h"

#include "engine/modes/castle/falcon.h"

namespace carc::castle {

std::unique_ptr<CastleRules> makeCastle(const std::vector<std::string>& expansions,
                                        std::string& why) {
  std::unique_ptr<CastleExtension> ext;
  for (const std::string& item : expansions) {
    const size_t open = item.find('(');
    const std::string name = item.substr(0, open);
    std::string options =
        open == std::string::npos ? "" : item.substr(open + 1, item.size() - open - 2);
    if (open != std::string::npos && item.back() != ')') {
      why = "expected NAME(OPTION+...) in '" + item + "'";
      return nullptr;
    }
    if (name != Falcon::kName) {
      why = "The Castle has no expansion '" + name + "' (it has: falcon)";
      return nullptr;
    }
    if (ext) {
      why = "falcon is listed twice";
      return nullptr;
    }
    bool gateStop = false;
    while (!options.empty()) {
      const size_t plus = options.find('+');
      const std::string opt = options.substr(0, plus);
      if (opt != "gate-stop") {
        why = "falcon has no option '" + opt + "' (it has: gate-stop)";
        return nullptr;
      }
      gateStop = true;
      options = plus == std::string::npos ? "" : options.substr(plus + 1);
    }
    ext = std::make_unique<Falcon>(gateStop);
  }
  return CastleRules::make(std::move(ext), why);
}

}  // namespace carc::castle
