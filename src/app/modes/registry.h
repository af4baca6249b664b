#pragma once
// The app's UI modules beside the engine's registry (engine/modes/registry.h): one per mode and
// one per expansion, and which of them the game shown enables.
#include <string_view>
#include <vector>

#include "app/mode_ui.h"
#include "app/ui_module.h"

namespace carc::app {

// Every module of this build: the modes' first (the default mode first), then the expansions'.
const std::vector<const UiModule*>& uiModules();
// The module of a mode or an expansion by its engine name (options in parentheses ignored), or
// nullptr.
const UiModule* uiModule(std::string_view name);
// The module of the rule set's mode. A game of a mode without one is never shown (saves.cpp:
// unshownMode refuses it), so there is one: anything else is a bug, and aborts.
const ModeUi& modeUi(const RuleSet& rules);
// The modules a rule set shows: its mode's, then its enabled expansions' in hook order.
std::vector<const UiModule*> uiModulesOf(const RuleSet& rules);
// The module answering a pending decision (Decision::owner: the mode's or an expansion's).
const UiModule* decisionModule(const RuleSet& rules, const Decision& d);
// Whether a score column of the rule set holds stakes (ui_module.h: stakeColumn).
bool isStakeColumn(const RuleSet& rules, int column);
// What a scored feature was worth for the board's "+N" and the log (a module's change included).
int featureWorth(const RuleSet& rules, const ScoreEvent& ev);
// How the rule set's tiles become pictures (every module asked: symbols are tile data).
SymbolRules symbolRulesFor(const RuleSet& rules);
// The mode a new game is played in unless chosen otherwise (the first listed).
const char* defaultMode();

}  // namespace carc::app
