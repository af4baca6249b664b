#include "engine/modes/base/playout.h"

namespace carc {

int playRandom(const Rules& rules, State& s, Rng& policy, std::vector<Action>* record,
               EventSink* sink) {
  ActionList list;
  int n = 0;
  while (!s.over()) {
    // As legalActions then list.items[policy.below(count)] applied, without listing placements.
    const Action a = rules.playSampled(s, policy, list, sink);
    if (a.kind == kActNone) break;  // nothing legal: cannot happen in a consistent state
    if (record) record->push_back(a);
    ++n;
  }
  return n;
}

}  // namespace carc
