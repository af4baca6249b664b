#include "engine/modes/registry.h"

#include <algorithm>

#include "engine/modes/base/catalog.h"
#include "engine/modes/castle/castle_mode.h"

namespace carc {

namespace {

struct ModeEntry {
  ModeInfo (*info)();
  std::unique_ptr<RuleSet> (*make)(const std::vector<std::string>& expansionItems,
                                   std::string& why);
};

std::unique_ptr<RuleSet> makeBase(const std::vector<std::string>& items, std::string& why) {
  return makeRules("base", items, why);
}

// Modes register here, base first (a header without "Mode:" is a base game).
const std::vector<ModeEntry>& entries() {
  static const std::vector<ModeEntry> list = {
      {&baseModeInfo, &makeBase},
      {&castleModeInfo, &makeCastleRuleSet},
  };
  return list;
}

}  // namespace

const std::vector<ModeInfo>& gameModes() {
  static const std::vector<ModeInfo> modes = [] {
    std::vector<ModeInfo> out;
    for (const ModeEntry& e : entries()) out.push_back(e.info());
    return out;
  }();
  return modes;
}

const ModeInfo* findMode(std::string_view name) {
  for (const ModeInfo& m : gameModes())
    if (m.name == name) return &m;
  return nullptr;
}

std::string knownModes() {
  std::string out;
  for (const ModeInfo& m : gameModes()) out += (out.empty() ? "" : ", ") + m.name;
  return out;
}

std::unique_ptr<RuleSet> makeRuleSet(std::string_view mode,
                                     const std::vector<std::string>& expansionItems,
                                     std::string& why) {
  const auto& list = entries();
  for (size_t i = 0; i < list.size(); ++i)
    if (gameModes()[i].name == mode) return list[i].make(expansionItems, why);
  why = "unknown game mode '" + std::string(mode) + "' (known: " + knownModes() + ")";
  return nullptr;
}

bool attachOptions(std::string_view mode, std::vector<std::string>& expansions,
                   const std::vector<std::string>& options, std::string& why) {
  const ModeInfo* m = findMode(mode);
  if (!m) {
    why = "unknown game mode '" + std::string(mode) + "' (known: " + knownModes() + ")";
    return false;
  }
  for (const std::string& o : options) {
    bool placed = false;
    for (std::string& item : expansions) {
      std::string name;
      std::vector<std::string> opts;
      splitOptions(item, name, opts);
      for (const ExpansionInfo& e : m->expansions) {
        if (e.name != name || placed) continue;
        if (std::find(e.options.begin(), e.options.end(), o) == e.options.end()) continue;
        opts.push_back(o);
        item = name + "(";
        for (size_t i = 0; i < opts.size(); ++i) item += (i ? "+" : "") + opts[i];
        item += ")";
        placed = true;
      }
    }
    if (!placed) {
      why = "no listed expansion has the option '" + o + "'";
      return false;
    }
  }
  return true;
}

}  // namespace carc
