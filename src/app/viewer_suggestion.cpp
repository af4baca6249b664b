#include "app/viewer_suggestion.h"

#include <vector>

namespace carc::app {

namespace {

// The suggestion's seed: the game's own, apart from its computer seats' and the hint's (the same
// record and position give the same suggestion on every reader's page).
constexpr uint64_t kSuggestSeed = 0x5E6650ull;

}  // namespace

bool ViewerSuggestion::target(const GameSession& s, Position& out) const {
  if (!s.active() || s.game().over()) return false;
  const Game& g = s.game();
  out = g.state();
  if (!s.atChance()) return true;
  // A draw the record holds next (a game from a link draws as an action of its own).
  if (!s.atDraw() || !g.canRedo()) return false;
  const RuleSet& rules = s.rules();
  rules.apply(out, g.actions()[g.cursor()]);
  return !rules.over(out) && rules.decision(out).phase != kPhaseDraw;
}

bool ViewerSuggestion::offered(const GameSession& s) const {
  Position p;
  return enabled && target(s, p);
}

void ViewerSuggestion::ask(const GameSession& s) {
  if (!enabled || !target(s, position_)) return;
  asked_ = s.revision();
  found_ = false;
  drawsTaken_ = s.atChance() ? 1 : 0;
  turns_.forget();
  const std::vector<Seat> hard(static_cast<size_t>(s.players()), Seat::kHard);
  const uint64_t seed = s.config().seed ^ kSuggestSeed;
  if (turns_.seats() != hard || turns_.seed() != seed) turns_.configure(hard, seed);
}

void ViewerSuggestion::work(const GameSession& s, double budgetMs) {
  if (!thinking(s)) return;
  const RuleSet& rules = s.rules();
  if (!turns_.work(rules, position_, budgetMs, 0.0, action_)) return;
  decision_ = rules.decision(position_);
  tile_ = action_.kind == kActPlace ? rules.drawnTile(position_) : -1;
  found_ = true;
}

bool ViewerSuggestion::asPlayed(const GameSession& s) const {
  const Game& g = s.game();
  const size_t next = g.cursor() + drawsTaken_;
  return found(s) && next < g.actions().size() && g.actions()[next] == action_;
}

}  // namespace carc::app
