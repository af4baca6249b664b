#include "engine/core/catalog.h"

#include <algorithm>

#include "engine/assets.h"
#include "engine/expansions/bets.h"
#include "engine/expansions/la_porxada.h"
#include "engine/expansions/mage_witch.h"
#include "engine/expansions/wind_roses.h"

namespace carc {

const std::vector<ExpansionEntry>& expansionCatalog() {
  // Expansions register here: {"name", &instanceFunction, "tiles/name.txt"}. The order is the
  // hook order: La Porxada's bubble value comes before the magician/witch modifiers in any case
  // (two scoring stages), and bets settle after everything else of a turn's scoring.
  static const std::vector<ExpansionEntry> entries = {
      {"mage-witch", &mageWitchExpansion, "tiles/mage_witch.txt"},
      {"wind-roses", &windRosesExpansion, "tiles/wind_roses.txt"},
      {"la-porxada", &laPorxadaExpansion, "tiles/la_porxada.txt"},
      {"bets", &betsExpansion, "tiles/bets.txt"},
  };
  return entries;
}

void splitOptions(const std::string& item, std::string& name, std::vector<std::string>& opts) {
  const size_t open = item.find('(');
  name = item.substr(0, open);
  while (!name.empty() && name.back() == ' ') name.pop_back();
  if (open == std::string::npos) return;
  std::string cur;
  for (size_t i = open + 1; i < item.size() && item[i] != ')'; ++i) {
    const char c = item[i];
    if (c == ' ' || c == '+' || c == ',') {
      if (!cur.empty()) opts.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty()) opts.push_back(cur);
}

std::unique_ptr<Rules> makeRules(std::string_view mode, const std::vector<std::string>& expansions,
                                 std::string& why) {
  if (mode != "base") {
    why = "unknown game mode '" + std::string(mode) + "' (known: base)";
    return nullptr;
  }
  // Enabled entries in catalog order, each with its option bits.
  std::vector<std::pair<size_t, uint32_t>> chosen;
  const auto& cat = expansionCatalog();
  for (const std::string& item : expansions) {
    std::string name;
    std::vector<std::string> opts;
    splitOptions(item, name, opts);
    size_t found = cat.size();
    for (size_t i = 0; i < cat.size(); ++i)
      if (cat[i].name == name) found = i;
    if (found == cat.size()) {
      why = "unknown expansion '" + name + "'";
      return nullptr;
    }
    for (const auto& c : chosen)
      if (c.first == found) {
        why = "expansion '" + name + "' is listed twice";
        return nullptr;
      }
    uint32_t bits = 0;
    const auto known = cat[found].instance().optionNames();
    for (const std::string& o : opts) {
      const auto it = std::find(known.begin(), known.end(), o);
      if (it == known.end()) {
        why = "expansion '" + name + "' has no option '" + o + "'";
        return nullptr;
      }
      bits |= 1u << (it - known.begin());
    }
    chosen.emplace_back(found, bits);
  }
  std::sort(chosen.begin(), chosen.end());
  TileSet tiles = baseTileSet();
  std::vector<const Expansion*> enabled;
  std::vector<uint32_t> options;
  for (const auto& c : chosen) {
    const ExpansionEntry& e = cat[c.first];
    if (!e.tileAsset.empty()) {
      TileSetError err;
      if (!parseTileSet(assets::find(e.tileAsset), tiles, err)) {
        why = std::string(e.tileAsset) + " line " + std::to_string(err.line) + ": " + err.message;
        return nullptr;
      }
    }
    enabled.push_back(&e.instance());
    options.push_back(c.second);
  }
  return std::make_unique<Rules>(std::move(tiles), std::move(enabled), std::move(options));
}

bool attachOptions(std::vector<std::string>& expansions, const std::vector<std::string>& options,
                   std::string& why) {
  for (const std::string& o : options) {
    bool placed = false;
    for (std::string& item : expansions) {
      std::string name;
      std::vector<std::string> opts;
      splitOptions(item, name, opts);
      for (const ExpansionEntry& e : expansionCatalog()) {
        if (e.name != name || placed) continue;
        const auto known = e.instance().optionNames();
        if (std::find(known.begin(), known.end(), o) == known.end()) continue;
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
