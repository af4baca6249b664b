// The Castle's reconstructed values for the rules help (recon.castle.<key> in assets/i18n), each
// filled in from this build's data, so the help always shows the values played.
#include <algorithm>

#include "engine/modes/castle/castle_rules.h"

namespace carc::castle {

namespace {

std::string joined(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& s : items) out += (out.empty() ? "" : ", ") + s;
  return out;
}

std::string wallKey(const WallTile& w) {
  const std::string kind(kKindNames[static_cast<int>(w.kind)]);
  switch (w.effect) {
    case WallEffect::ExtraTurn:
      return "wall-extra-turn";
    case WallEffect::Double:
      return "wall-double-" + kind;
    case WallEffect::Finish:
      return "wall-finish-" + kind;
    case WallEffect::MarketValue:
      return "wall-market-value";
    case WallEffect::KeepBonus:
      return "wall-keep-bonus";
    case WallEffect::Points:
      return "wall-points";
    default:
      return "wall-none";
  }
}

// The board's items: its size and shape, the start spaces.
void addBoard(const CastleRules& r, std::vector<ReconstructedItem>& out) {
  const CastleData& data = r.data();
  auto add = [&out](std::string key, std::vector<std::string> values) {
    out.push_back(ReconstructedItem{"castle", std::move(key), std::move(values)});
  };
  int x0 = 99, y0 = 99, x1 = -99, y1 = -99;
  for (int c = 0; c < data.cells; ++c) {
    x0 = std::min<int>(x0, data.cellX[c]), x1 = std::max<int>(x1, data.cellX[c]);
    y0 = std::min<int>(y0, data.cellY[c]), y1 = std::max<int>(y1, data.cellY[c]);
  }
  const int w = x1 - x0 + 1, h = y1 - y0 + 1;
  add("board", {std::to_string(data.cells), std::to_string(w), std::to_string(h),
                std::to_string(w * h - data.cells)});
  std::vector<std::string> starts;
  for (const StartSpace& st : data.starts)
    starts.push_back(std::to_string(st.x) + "," + std::to_string(st.y) + " " + r.tileId(st.type));
  add("start-spaces", {std::to_string(starts.size()), joined(starts)});
}

}  // namespace

std::vector<ReconstructedItem> CastleRules::reconstructed() const {
  std::vector<ReconstructedItem> out;
  auto add = [&out](std::string key, std::vector<std::string> values) {
    out.push_back(ReconstructedItem{"castle", std::move(key), std::move(values)});
  };
  // The board and start spaces played, unless an expansion's file replaced them (it lists them).
  if (data_.boardFile == 0) addBoard(*this, out);

  std::vector<std::string> towers, empty;
  for (const Tower& t : data_.towers)
    (t.holdsTile ? towers : empty)
        .push_back(std::to_string(t.space) + "/" + std::to_string(t.space + 1));
  add("towers", {joined(towers), joined(empty)});
  add("tiles",
      {std::to_string(data_.fileTiles[0].first), std::to_string(data_.fileTiles[0].second)});
  for (int n = 1; n < kWallTileKinds; ++n) {
    const WallTile& t = data_.wall[n];
    std::vector<std::string> values = {std::to_string(n)};
    if (t.effect == WallEffect::MarketValue || t.effect == WallEffect::KeepBonus ||
        t.effect == WallEffect::Points)
      values.push_back(std::to_string(t.amount));
    add(wallKey(t), values);
  }
  add(data_.incomplete == IncompleteValue::Half ? "incomplete-half" : "incomplete-as-complete", {});
  add("wall-timing", {});
  add("finish-majority", {});
  if (ext_)
    for (ReconstructedItem& it : ext_->reconstructed(*this)) out.push_back(std::move(it));
  return out;
}

}  // namespace carc::castle
