// Points on their way to the score (score_flights.h).
#include "app/score_flights.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "app/palette.h"

namespace carc::app {

void ScoreFlights::follow(const std::vector<GameEvent>& events, int cursor, int from, double now,
                          const std::function<bool(const ScoreEvent&, ImVec2&)>& middle) {
  if (cursor < cursor_ || events.size() < seen_) {
    flights_.clear();  // taken back or another game: nothing flies
    sent_.clear();
  } else if (cursor > cursor_) {
    const size_t first = flights_.size();
    double at = now;
    for (size_t k = seen_; k < events.size(); ++k) {
      const GameEvent& e = events[k];
      ImVec2 mid;
      if (e.type != GameEvent::kScore || e.action < from || e.score.final || !middle(e.score, mid))
        continue;
      bool sent = false;
      for (int p = 0; p < kMaxPlayers; ++p)
        if (const int n = e.score.earned(p); n > 0) {
          flights_.push_back({mid, p, n, at});
          sent = true;
        }
      if (sent) at += kStaggerMs;
    }
    if (flights_.size() > first) sent_.assign(flights_.begin() + first, flights_.end());
  }
  seen_ = events.size();
  cursor_ = cursor;
}

void ScoreFlights::draw(ImDrawList* dl, double now, const std::function<ImVec2(ImVec2)>& toScreen,
                        const std::function<bool(int, ImVec2&)>& target,
                        const std::function<ImU32(int)>& fill) {
  shown_.clear();
  flights_.erase(std::remove_if(flights_.begin(), flights_.end(),
                                [&](const ScoreFlight& f) { return now - f.start >= duration_; }),
                 flights_.end());
  ImFont* font = ImGui::GetFont();
  const float fs = 20.0f;
  for (const ScoreFlight& f : flights_) {
    const float t = static_cast<float>(std::max(0.0, (now - f.start) / duration_));
    const ImVec2 a = toScreen(f.from);
    ImVec2 b;
    if (!target(f.player, b)) b = ImVec2(a.x, 0);  // no score on screen: up and away
    // Eased, and lifted on an arc so that it reads as thrown rather than slid.
    const float e = t * t * (3 - 2 * t);
    const float lift = std::sin(3.14159265f * e) * 40.0f;
    const ImVec2 at(a.x + (b.x - a.x) * e, a.y + (b.y - a.y) * e - lift);
    const float alpha = t < 0.85f ? 1.0f : (1.0f - t) / 0.15f;
    const std::string text = "+" + std::to_string(f.points);
    const ImVec2 ts = font->CalcTextSizeA(fs, 1e9f, 0, text.c_str());
    const ImVec2 p0(at.x - ts.x * 0.5f - 7, at.y - ts.y * 0.5f - 3);
    const ImVec2 p1(at.x + ts.x * 0.5f + 7, at.y + ts.y * 0.5f + 3);
    dl->AddRectFilled(p0, p1, palette::withAlpha(fill(f.player), alpha), 8);
    dl->AddRect(p0, p1, palette::withAlpha(IM_COL32_WHITE, alpha), 8, 0, 2);
    dl->AddText(font, fs, ImVec2(p0.x + 7, p0.y + 3), palette::withAlpha(IM_COL32_WHITE, alpha),
                text.c_str());
    if (t > 0) shown_.push_back({f.player, f.points, t, at, b});
  }
}

}  // namespace carc::app
