#include "app/spot_feature.h"

#include <algorithm>
#include <utility>

#include "app/game_view.h"
#include "app/i18n.h"
#include "app/screens.h"

namespace carc::app {

namespace {

// The outline of the lit spot's feature: white over the outline's dark rim (outlineCells), apart
// from the turn's scoring (yellow), the log's cells (cyan) and a decision's tile (pink).
constexpr ImU32 kSpotFeature = IM_COL32(255, 255, 255, 255);

}  // namespace

std::string featureWords(const FeatureInfo& f) {
  const long long tiles = static_cast<long long>(f.tiles.size());
  std::string size;
  switch (f.kind) {
    case FeatureKind::Cloister:
      size = trf("spot.cloister_tiles", {std::to_string(tiles)});
      break;
    case FeatureKind::Field:
      size = trCount("count.cities", f.cities);
      break;
    default:
      size = trCount("count.tiles", tiles);
      if (f.pennants) size += ", " + trCount("count.pennants", f.pennants);
  }
  const std::string kind = featureName(static_cast<int>(f.kind));
  const std::string points = trCount("count.points", f.points);
  if (f.atEnd) return trf("spot.worth_at_end", {kind, size, points});
  std::string text = trf("spot.worth", {kind, size, points});
  if (f.finished != f.points)
    text += " " + trf("spot.when_finished", {trCount("count.points", f.finished)});
  else if (f.complete)
    text += " " + std::string(tr("spot.scores_now"));
  return text;
}

const SpotFeature& spotFeature(const GameView& shown, SpotFeature& cache, int placed, int loc,
                               int player) {
  const int revision = shown.session().revision(), language = i18n().revision();
  if (cache.revision == revision && cache.placed == placed && cache.loc == loc &&
      cache.player == player && cache.language == language)
    return cache;
  cache = SpotFeature{};
  cache.revision = revision, cache.placed = placed, cache.loc = loc, cache.player = player;
  cache.language = language;
  FeatureInfo info;
  if (!shown.session().rules().featureAt(shown.session().game().state(), placed, loc, player, info))
    return cache;
  const BoardModel& b = shown.board();
  cache.found = true;
  cache.kind = info.kind;
  for (int t : info.tiles)
    if (t >= 0 && t < static_cast<int>(b.placed.size())) cache.cells.push_back(b.cellOf(t));
  cache.text = featureWords(info);
  cache.info = std::move(info);
  return cache;
}

const SpotFeature& segmentFeature(const GameView& shown, SpotFeature& cache, int seg, int player) {
  const BoardModel& b = shown.board();
  if (seg < 0 || seg >= static_cast<int>(b.segs.size())) {
    cache = SpotFeature{};
    return cache;
  }
  const int placed = b.segs[static_cast<size_t>(seg)].placed;
  for (int loc = 0; loc < kLocations; ++loc)
    if (b.segmentAt(shown.tileSet(), placed, loc) == seg)
      return spotFeature(shown, cache, placed, loc, player);
  cache = SpotFeature{};
  return cache;
}

void outlineSpotFeature(const GameView& shown, ImDrawList* dl, const SpotFeature& f) {
  if (f.found) outlineCells(shown, dl, f.cells, kSpotFeature);
}

Rect labelSpotFeature(const GameView& shown, ImDrawList* dl, const SpotFeature& f, ImVec2 at,
                      float gap) {
  if (!f.found || f.text.empty()) return {};
  ImFont* font = ImGui::GetFont();
  const float fs = ImGui::GetFontSize();
  const Camera& cam = shown.camera();
  const Rect& v = cam.view();
  const float wrap = std::min(300.0f, v.w() - 24.0f);
  const ImVec2 ts = font->CalcTextSizeA(fs, 1e9f, wrap, f.text.c_str());
  const ImVec2 size(ts.x + 14.0f, ts.y + 8.0f);
  // Off the spot's tile, whose other spots it would hide, and off the outlined tiles: above the
  // tile (a finger or the pointer is below), below it, above or below the outlined tiles, at the
  // board's top or bottom, over the spot's side; the first that covers none of them, else the one
  // covering least (a phone's small board).
  int cx = 0, cy = 0;
  cam.cellAt(at, cx, cy);
  std::vector<Rect> avoid;
  Rect box;
  auto tileRect = [&](int x, int y) {
    const ImVec2 tl = cam.cellTopLeft(x, y);
    return Rect{tl.x, tl.y, tl.x + cam.tilePx(), tl.y + cam.tilePx()};
  };
  avoid.push_back(box = tileRect(cx, cy));
  for (const Cell& c : f.cells) {
    avoid.push_back(tileRect(c.x, c.y));
    box.y0 = std::min(box.y0, avoid.back().y0), box.y1 = std::max(box.y1, avoid.back().y1);
  }
  const float tileTop = avoid.front().y0, tileBottom = avoid.front().y1;
  const float ys[] = {tileTop - 6.0f - size.y, tileBottom + 6.0f, box.y0 - 6.0f - size.y,
                      box.y1 + 6.0f,           v.y0 + 4.0f,       v.y1 - 4.0f - size.y,
                      at.y - gap - size.y};
  const float x =
      std::clamp(at.x - size.x * 0.5f, v.x0 + 4.0f, std::max(v.x0 + 4.0f, v.x1 - 4.0f - size.x));
  float y = 0, least = -1;
  for (float want : ys) {
    const float cy0 = std::clamp(want, v.y0 + 4.0f, std::max(v.y0 + 4.0f, v.y1 - 4.0f - size.y));
    float covered = 0;
    for (const Rect& r : avoid)
      covered += std::max(0.0f, std::min(r.x1, x + size.x) - std::max(r.x0, x)) *
                 std::max(0.0f, std::min(r.y1, cy0 + size.y) - std::max(r.y0, cy0));
    if (least < 0 || covered < least) least = covered, y = cy0;
    if (covered <= 0) break;
  }
  const ImVec2 a(x, y), b(x + size.x, y + size.y);
  dl->AddRectFilled(a, b, IM_COL32(20, 20, 24, 225), 5.0f);
  dl->AddRect(a, b, kSpotFeature, 5.0f, 0, 1.5f);
  dl->AddText(font, fs, ImVec2(a.x + 7.0f, a.y + 4.0f), IM_COL32(245, 245, 240, 255),
              f.text.c_str(), nullptr, wrap);
  return Rect{a.x, a.y, b.x, b.y};
}

}  // namespace carc::app
