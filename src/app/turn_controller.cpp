#include "app/turn_controller.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace carc::app {

void TurnController::sync(const GameSession& s) {
  if (s.revision() == revision_) return;
  revision_ = s.revision();
  picked_ = false;
  error_.clear();
}

int TurnController::rotationFor(unsigned mask) const {
  for (int k = 0; k < 4; ++k) {
    const int r = (rot_ + k) & 3;
    if ((mask >> r) & 1) return r;
  }
  return rot_;
}

bool TurnController::focus(GameSession& s, int& x, int& y, unsigned& mask) {
  const auto& places = s.placements();
  if (picked_) {
    auto it = places.find({px_, py_});
    if (it != places.end()) {
      x = px_;
      y = py_;
      mask = it->second;
      return true;
    }
  }
  if (hover_) {
    auto it = places.find({hx_, hy_});
    if (it != places.end()) {
      x = hx_;
      y = hy_;
      mask = it->second;
      return true;
    }
  }
  return false;
}

void TurnController::rotate(GameSession& s) {
  int x = 0, y = 0;
  unsigned mask = 0;
  if (focus(s, x, y, mask)) {
    const int now = rotationFor(mask);
    for (int k = 1; k <= 4; ++k)
      if ((mask >> ((now + k) & 3)) & 1) {
        rot_ = (now + k) & 3;
        return;
      }
  }
  rot_ = (rot_ + 1) & 3;
}

void TurnController::clickCell(GameSession& s, int x, int y, bool touch) {
  const auto& places = s.placements();
  auto it = places.find({x, y});
  if (it == places.end()) {
    picked_ = false;
    return;
  }
  if (touch) {
    if (picked_ && px_ == x && py_ == y) {
      rotate(s);
    } else {
      picked_ = true;
      px_ = x;
      py_ = y;
    }
    return;
  }
  error_ = s.play(Action::place(x, y, rotationFor(it->second)));
}

bool TurnController::pickNext(GameSession& s, int step) {
  std::vector<std::pair<int, int>> cells;  // (y, x): reading order
  for (const auto& kv : s.placements()) cells.push_back({kv.first.second, kv.first.first});
  if (cells.empty()) return false;
  std::sort(cells.begin(), cells.end());
  const auto at = std::find(cells.begin(), cells.end(), std::make_pair(py_, px_));
  const int n = static_cast<int>(cells.size());
  const int k = at == cells.end() || !picked_
                    ? (step > 0 ? 0 : n - 1)
                    : (static_cast<int>(at - cells.begin()) + step + n) % n;
  picked_ = true;
  px_ = cells[static_cast<size_t>(k)].second;
  py_ = cells[static_cast<size_t>(k)].first;
  return true;
}

std::string TurnController::confirm(GameSession& s) {
  int x = 0, y = 0;
  unsigned mask = 0;
  if (!focus(s, x, y, mask)) return "no legal cell picked or pointed at";
  error_ = s.play(Action::place(x, y, rotationFor(mask)));
  return error_;
}

}  // namespace carc::app
