#include "engine/core/catalog.h"

#include "engine/assets.h"
#include "engine/core/expansion.h"

namespace carc {

const std::vector<ExpansionEntry>& expansionCatalog() {
  // Expansions register here: {"name", &instanceFunction, "tiles/name.txt"}.
  static const std::vector<ExpansionEntry> entries = {};
  return entries;
}

std::unique_ptr<Rules> makeRules(std::string_view mode, const std::vector<std::string>& expansions,
                                 std::string& why) {
  if (mode != "base") {
    why = "unknown game mode '" + std::string(mode) + "' (known: base)";
    return nullptr;
  }
  TileSet tiles = baseTileSet();
  std::vector<const Expansion*> enabled;
  for (const std::string& name : expansions) {
    const ExpansionEntry* found = nullptr;
    for (const ExpansionEntry& e : expansionCatalog())
      if (e.name == name) found = &e;
    if (!found) {
      why = "unknown expansion '" + name + "'";
      return nullptr;
    }
    if (!found->tileAsset.empty()) {
      TileSetError err;
      if (!parseTileSet(assets::find(found->tileAsset), tiles, err)) {
        why = std::string(found->tileAsset) + " line " + std::to_string(err.line) + ": " +
              err.message;
        return nullptr;
      }
    }
    enabled.push_back(&found->instance());
  }
  return std::make_unique<Rules>(std::move(tiles), std::move(enabled));
}

}  // namespace carc
