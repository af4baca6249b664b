#include "app/modes/registry.h"

#include <cstdlib>

#include "app/expansions/bets.h"
#include "app/expansions/falcon.h"
#include "app/expansions/la_porxada.h"
#include "app/expansions/mage_witch.h"
#include "app/expansions/wind_roses.h"
#include "app/modes/base.h"
#include "app/modes/castle/castle_ui.h"
#include "engine/modes/registry.h"

namespace carc::app {

namespace {

// The modes' modules, the default mode's first.
const std::vector<const ModeUi*>& modeUis() {
  static const std::vector<const ModeUi*> all = {&baseUi(), &castleUi()};
  return all;
}

}  // namespace

const std::vector<const UiModule*>& uiModules() {
  // A mode or an expansion the engine registers gets its module here (the app's one list).
  static const std::vector<const UiModule*> all = [] {
    std::vector<const UiModule*> out(modeUis().begin(), modeUis().end());
    for (const UiModule* m :
         {&mageWitchUi(), &windRosesUi(), &laPorxadaUi(), &betsUi(), &falconUi()})
      out.push_back(m);
    return out;
  }();
  return all;
}

const ModeUi& modeUi(const RuleSet& rules) {
  for (const ModeUi* m : modeUis())
    if (rules.mode() == m->name()) return *m;
  std::abort();
}

const UiModule* uiModule(std::string_view name) {
  name = name.substr(0, name.find('('));
  for (const UiModule* m : uiModules())
    if (name == m->name()) return m;
  return nullptr;
}

std::vector<const UiModule*> uiModulesOf(const RuleSet& rules) {
  std::vector<const UiModule*> out;
  if (const UiModule* m = uiModule(rules.mode())) out.push_back(m);
  for (const std::string& item : rules.expansionItems())
    if (const UiModule* m = uiModule(item)) out.push_back(m);
  return out;
}

const UiModule* decisionModule(const RuleSet& rules, const Decision& d) {
  if (d.owner == 0) return uiModule(rules.mode());
  const std::vector<std::string> items = rules.expansionItems();
  return d.owner <= items.size() ? uiModule(items[d.owner - 1u]) : nullptr;
}

bool isStakeColumn(const RuleSet& rules, int column) {
  for (const UiModule* m : uiModulesOf(rules))
    if (m->stakeColumn(rules, column)) return true;
  return false;
}

int featureWorth(const RuleSet& rules, const ScoreEvent& ev) {
  int worth = ev.value;
  for (const UiModule* m : uiModulesOf(rules))
    if (m->worth(rules, ev, worth)) break;
  return worth;
}

SymbolRules symbolRulesFor(const RuleSet& rules) {
  SymbolRules out;
  for (const UiModule* m : uiModules()) m->symbolRules(rules, out);
  return out;
}

const char* defaultMode() {
  return gameModes().front().name.c_str();
}

}  // namespace carc::app
