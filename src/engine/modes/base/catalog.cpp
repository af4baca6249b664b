#include "engine/modes/base/catalog.h"

#include <algorithm>
#include <cstdlib>

#include "engine/assets.h"
#include "engine/modes/base/expansions/bets.h"
#include "engine/modes/base/expansions/la_porxada.h"
#include "engine/modes/base/expansions/mage_witch.h"
#include "engine/modes/base/expansions/wind_roses.h"

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

const TileSet& baseTileSet() {
  static const TileSet set = [] {
    TileSet s;
    TileSetError e;
    if (!parseTileSet(assets::find("tiles/base.txt"), s, e)) std::abort();
    return s;
  }();
  return set;
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

ModeInfo baseModeInfo() {
  ModeInfo m;
  m.name = "base";
  m.minPlayers = 2;
  m.maxPlayers = kMaxPlayers;
  for (const ExpansionEntry& e : expansionCatalog()) {
    ExpansionInfo x;
    x.name = std::string(e.name);
    for (std::string_view o : e.instance().optionNames()) x.options.emplace_back(o);
    m.expansions.push_back(std::move(x));
  }
  return m;
}

}  // namespace carc
