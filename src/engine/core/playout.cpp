#include "engine/core/playout.h"

namespace carc {

int playRandom(const Rules& rules, State& s, Rng& policy, std::vector<Action>* record,
               EventSink* sink) {
  ActionList list;
  int n = 0;
  while (!s.over()) {
    rules.legalActions(s, list);
    if (list.count == 0) break;  // cannot happen in a consistent state
    const Action a = list.items[policy.below(static_cast<uint32_t>(list.count))];
    if (record) record->push_back(a);
    rules.apply(s, a, sink);
    ++n;
  }
  return n;
}

}  // namespace carc
