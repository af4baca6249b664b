#include "app/tile_painter.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>

#include "app/i18n.h"
#include "app/modes/registry.h"
#include "app/paint_kit.h"
#include "app/palette.h"

namespace carc::app {
namespace {

using namespace palette;
using namespace kit;

constexpr float kBakeSize = 160.0f;  // pixels per tile side when a mesh is baked

// A filled outline seen whole from `hub` (a star-shaped polygon), as a triangle fan.
void fan(ImDrawList* dl, ImVec2 hub, const std::vector<ImVec2>& pts, ImU32 col) {
  const int n = static_cast<int>(pts.size());
  if (n < 2) return;
  const ImVec2 uv = ImGui::GetFontTexUvWhitePixel();
  dl->PrimReserve(n * 3, n + 1);
  const auto base = static_cast<ImDrawIdx>(dl->_VtxCurrentIdx);
  dl->PrimWriteVtx(hub, uv, col);
  for (const ImVec2& p : pts) dl->PrimWriteVtx(p, uv, col);
  for (int i = 0; i < n; ++i) {
    dl->PrimWriteIdx(base);
    dl->PrimWriteIdx(static_cast<ImDrawIdx>(base + 1 + i));
    dl->PrimWriteIdx(static_cast<ImDrawIdx>(base + 1 + (i + 1) % n));
  }
}

}  // namespace

void paintFan(ImDrawList* dl, ImVec2 hub, const std::vector<ImVec2>& pts, ImU32 col) {
  fan(dl, hub, pts, col);
}

void paintBuilding(ImDrawList* dl, ImVec2 origin, float s, ImVec2 c, float w, float h, ImU32 wall,
                   ImU32 roof) {
  const Xf xf{origin, s};
  const ImVec2 a = xf(ImVec2(c.x - w / 2, c.y - h / 2)), b = xf(ImVec2(c.x + w / 2, c.y + h / 2));
  dl->AddRectFilled(a, b, roof);
  const ImVec2 r0 = xf(ImVec2(c.x - w * 0.2f, c.y)), r1 = xf(ImVec2(c.x + w * 0.2f, c.y));
  // Lighter slopes facing north and west.
  dl->AddTriangleFilled(a, ImVec2(b.x, a.y), r1, wall);
  dl->AddTriangleFilled(a, r0, ImVec2(a.x, b.y), wall);
  dl->AddLine(r0, r1, kOutline, 0.012f * s);
  dl->AddLine(a, r0, kOutline, 0.008f * s);
  dl->AddLine(ImVec2(a.x, b.y), r0, kOutline, 0.008f * s);
  dl->AddLine(ImVec2(b.x, a.y), r1, kOutline, 0.008f * s);
  dl->AddLine(b, r1, kOutline, 0.008f * s);
  dl->AddRect(a, b, kOutline, 0, 0, 0.012f * s);
}

namespace {

void symbol(ImDrawList* dl, const Xf& xf, const std::string& name, ImVec2 at) {
  const float s = xf.s;
  const ImVec2 c = xf(at);
  // The module that knows the symbol paints it (ui_module.h); an unknown one shows its name.
  for (const UiModule* m : uiModules())
    if (m->paintSymbol(dl, name, xf.o, s, at)) return;
  {
    const std::string label = name.substr(0, 2);
    dl->AddCircleFilled(c, 0.08f * s, IM_COL32(250, 245, 230, 255), 16);
    ImFont* f = ImGui::GetFont();
    const ImVec2 ts = f->CalcTextSizeA(0.1f * s, 1e9f, 0, label.c_str());
    dl->AddText(f, 0.1f * s, ImVec2(c.x - ts.x / 2, c.y - ts.y / 2), kOutline, label.c_str());
  }
}

}  // namespace

namespace {

// Roads, and where they end in the middle a small building at the crossing.
void paintRoads(ImDrawList* dl, const Xf& xf, const TileShape& shape) {
  paintLines(dl, xf, shape);
  if (!shape.junction) return;
  dl->AddCircleFilled(xf(ImVec2(0.5f, 0.5f)), 0.1f * xf.s, kRoadEdge, 20);
  paintBuilding(dl, xf.o, xf.s, ImVec2(0.5f, 0.5f), 0.13f, 0.13f, kRoofLit, kRoof);
}

// A cloister from above: a walled close round a garden, the church along its north side (walls,
// a gabled roof) with a tower at its west end topped with a pale cross.
void paintCloister(ImDrawList* dl, const Xf& xf) {
  const float s = xf.s;
  dl->AddRectFilled(xf(ImVec2(0.25f, 0.25f)), xf(ImVec2(0.75f, 0.75f)), kBuilding, 0.03f * s);
  dl->AddRectFilled(xf(ImVec2(0.36f, 0.5f)), xf(ImVec2(0.66f, 0.68f)), kGarth, 0.02f * s);
  dl->AddRect(xf(ImVec2(0.25f, 0.25f)), xf(ImVec2(0.75f, 0.75f)), kWall, 0.03f * s, 0, 0.024f * s);
  // The church: walls (a pale rim round the roof), the roof's two slopes and its ridge.
  quad(dl, xf, ImVec2(0.52f, 0.37f), ImVec2(1, 0), 0.2f, 0.095f, kOutline);
  quad(dl, xf, ImVec2(0.52f, 0.37f), ImVec2(1, 0), 0.19f, 0.085f, kBuilding);
  quad(dl, xf, ImVec2(0.53f, 0.333f), ImVec2(1, 0), 0.17f, 0.037f, kRoofLit);
  quad(dl, xf, ImVec2(0.53f, 0.407f), ImVec2(1, 0), 0.17f, 0.037f, kRoof);
  dl->AddLine(xf(ImVec2(0.36f, 0.37f)), xf(ImVec2(0.7f, 0.37f)), kOutline, 0.01f * s);
  // The tower: a square with a pyramid roof and the cross on it.
  const ImVec2 t0(0.25f, 0.29f), t1(0.39f, 0.43f), tc(0.32f, 0.36f);
  dl->AddRectFilled(xf(ImVec2(t0.x - 0.01f, t0.y - 0.01f)), xf(ImVec2(t1.x + 0.01f, t1.y + 0.01f)),
                    kOutline);
  dl->AddTriangleFilled(xf(t0), xf(ImVec2(t1.x, t0.y)), xf(tc), kRoofLit);
  dl->AddTriangleFilled(xf(t0), xf(ImVec2(t0.x, t1.y)), xf(tc), kRoofLit);
  dl->AddTriangleFilled(xf(ImVec2(t1.x, t0.y)), xf(t1), xf(tc), kRoof);
  dl->AddTriangleFilled(xf(ImVec2(t0.x, t1.y)), xf(t1), xf(tc), kRoof);
  dl->AddLine(xf(ImVec2(tc.x, tc.y - 0.05f)), xf(ImVec2(tc.x, tc.y + 0.05f)), kPennantMark,
              0.016f * s);
  dl->AddLine(xf(ImVec2(tc.x - 0.032f, tc.y - 0.018f)), xf(ImVec2(tc.x + 0.032f, tc.y - 0.018f)),
              kPennantMark, 0.016f * s);
}

// A centre building the base game does not know: a labelled block.
void paintUnknownCentre(ImDrawList* dl, const Xf& xf, const SegmentShape& g) {
  const float s = xf.s;
  const auto k = static_cast<size_t>(g.kind);
  const char* name = k < kFeatureKinds ? kKindNames[k].data() : "?";
  dl->AddRectFilled(xf(ImVec2(0.36f, 0.36f)), xf(ImVec2(0.64f, 0.64f)),
                    IM_COL32(230, 220, 200, 255), 0.03f * s);
  dl->AddRect(xf(ImVec2(0.36f, 0.36f)), xf(ImVec2(0.64f, 0.64f)), kOutline, 0.03f * s, 0,
              0.012f * s);
  const char label[2] = {static_cast<char>(name[0] - 32 * (name[0] >= 'a')), 0};
  ImFont* f = ImGui::GetFont();
  const ImVec2 ts = f->CalcTextSizeA(0.18f * s, 1e9f, 0, label);
  dl->AddText(f, 0.18f * s, xf(ImVec2(0.5f - ts.x / s / 2, 0.5f - ts.y / s / 2)), kOutline, label);
}

}  // namespace

void paintTile(ImDrawList* dl, const TileShape& shape, ImVec2 origin, float size) {
  const Xf xf{origin, size};
  paintField(dl, xf, shape);
  // Roads under cities and buildings: a road that ends at a city runs in under its gate.
  paintRoads(dl, xf, shape);
  for (const SegmentShape& g : shape.seg)
    if (g.kind == FeatureKind::City) paintWallShadow(dl, xf, g);
  uint32_t salt = 2;
  for (const SegmentShape& g : shape.seg) {
    if (g.kind != FeatureKind::City) continue;
    fan(dl, xf(g.hub), mapped(xf, g.area), kCity);
    paintHouses(dl, xf, shape, g, salt++, Roof{kCityRoofLit, kCityRoof, kWall});
    paintWall(dl, xf, g);
  }
  for (const SegmentShape& g : shape.seg) {
    if (!g.centre) continue;
    if (g.kind == FeatureKind::Cloister)
      paintCloister(dl, xf);
    else
      paintUnknownCentre(dl, xf, g);
  }
  for (const std::string& sym : shape.symbols) symbol(dl, xf, sym, shape.symbolAt);
  dl->AddRect(origin, xf(ImVec2(1, 1)), kFieldEdge, 0, 0, 0.012f * size);
}

void drawPennants(ImDrawList* dl, const TileShape& shape, int rot, ImVec2 origin, float size,
                  float alpha) {
  for (const SegmentShape& g : shape.seg) {
    if (g.kind != FeatureKind::City || !g.pennants) continue;
    const ImVec2 u = toBoard(g.pennantAt, rot);
    const ImVec2 c(origin.x + u.x * size, origin.y + u.y * size);
    const float w = 0.065f * size, h = 0.08f * size, s = size;
    // A heater shield: a dark rim, blue, a pale border and a pale cross.
    const auto shield = [&](float k) {
      return std::vector<ImVec2>{ImVec2(c.x - w * k, c.y - h * k),
                                 ImVec2(c.x + w * k, c.y - h * k),
                                 ImVec2(c.x + w * k, c.y + 0.15f * h * k),
                                 ImVec2(c.x + 0.6f * w * k, c.y + 0.7f * h * k),
                                 ImVec2(c.x, c.y + h * k),
                                 ImVec2(c.x - 0.6f * w * k, c.y + 0.7f * h * k),
                                 ImVec2(c.x - w * k, c.y + 0.15f * h * k)};
    };
    const ImU32 mark = palette::withAlpha(kPennantMark, alpha);
    const auto rim = shield(1.18f), face = shield(1.0f), border = shield(0.78f);
    dl->AddConvexPolyFilled(rim.data(), 7, palette::withAlpha(kOutline, alpha));
    dl->AddConvexPolyFilled(face.data(), 7, palette::withAlpha(kPennant, alpha));
    dl->AddPolyline(border.data(), 7, mark, ImDrawFlags_Closed, 0.009f * s);
    dl->AddLine(ImVec2(c.x, c.y - 0.62f * h), ImVec2(c.x, c.y + 0.62f * h), mark, 0.016f * s);
    dl->AddLine(ImVec2(c.x - 0.55f * w, c.y - 0.2f * h), ImVec2(c.x + 0.55f * w, c.y - 0.2f * h),
                mark, 0.016f * s);
  }
}

std::string drawSymbolLabels(ImDrawList* dl, const TileShape& shape, int rot, ImVec2 origin,
                             float size) {
  // A symbol's text (ui_module.h: symbolLabel) is read upright, under the symbol wherever the
  // tile's turn took it.
  std::string drawn;
  for (const std::string& name : shape.symbols) {
    std::string label;
    for (const UiModule* m : uiModules())
      if (label.empty()) label = m->symbolLabel(name);
    if (label.empty()) continue;
    drawn += (drawn.empty() ? "" : " ") + label;
    const ImVec2 u = toBoard(shape.symbolAt, rot);
    const ImVec2 c(origin.x + u.x * size, origin.y + u.y * size);
    ImFont* f = ImGui::GetFont();
    const float fs = 0.12f * size;
    const ImVec2 ts = f->CalcTextSizeA(fs, 1e9f, 0, label.c_str());
    // Under the symbol, or over it when the turn took it to the tile's bottom edge.
    const float below =
        c.y + 0.12f * size + ts.y <= origin.y + size ? 0.12f * size : -0.12f * size - ts.y;
    const ImVec2 p(c.x - ts.x / 2, c.y + below);
    dl->AddRectFilled(ImVec2(p.x - 2, p.y), ImVec2(p.x + ts.x + 2, p.y + ts.y),
                      IM_COL32(250, 245, 230, 230), 3);
    dl->AddText(f, fs, p, kOutline, label.c_str());
  }
  return drawn;
}

void drawMeeple(ImDrawList* dl, ImVec2 at, float h, ImU32 fill, ImU32 outline, bool lying) {
  // Silhouette in a unit box (x -0.5..0.5, y -0.5..0.5), built from convex parts.
  auto P = [&](float x, float y) {
    return lying ? ImVec2(at.x + y * h, at.y - x * h * 0.9f + 0.1f * h)
                 : ImVec2(at.x + x * h, at.y + y * h);
  };
  const ImVec2 body[6] = {P(-0.16f, -0.2f), P(0.16f, -0.2f), P(0.22f, 0.08f),
                          P(0.12f, 0.5f),   P(-0.12f, 0.5f), P(-0.22f, 0.08f)};
  const ImVec2 arms[4] = {P(-0.47f, -0.12f), P(0.47f, -0.12f), P(0.42f, 0.08f), P(-0.42f, 0.08f)};
  const ImVec2 legs[4] = {P(-0.22f, 0.08f), P(0.22f, 0.08f), P(0.38f, 0.5f), P(-0.38f, 0.5f)};
  const ImVec2 head = P(0.0f, -0.3f);
  const float line = std::fmax(1.0f, h * 0.06f);
  // Outline pass, then fill.
  for (int pass = 0; pass < 2; ++pass) {
    const ImU32 c = pass ? fill : outline;
    if (pass == 0) {
      dl->AddPolyline(body, 6, c, ImDrawFlags_Closed, line * 2);
      dl->AddPolyline(arms, 4, c, ImDrawFlags_Closed, line * 2);
      dl->AddPolyline(legs, 4, c, ImDrawFlags_Closed, line * 2);
      dl->AddCircleFilled(head, 0.2f * h + line, c, 16);
    } else {
      dl->AddConvexPolyFilled(body, 6, c);
      dl->AddConvexPolyFilled(arms, 4, c);
      dl->AddConvexPolyFilled(legs, 4, c);
      dl->AddCircleFilled(head, 0.2f * h, c, 16);
    }
  }
}

void drawFigureBadge(ImDrawList* dl, ImVec2 at, float h, ImU32 fill, ImU32 outline,
                     const char* label) {
  const ImVec2 tri[3] = {ImVec2(at.x, at.y - h * 0.55f), ImVec2(at.x + h * 0.4f, at.y + h * 0.45f),
                         ImVec2(at.x - h * 0.4f, at.y + h * 0.45f)};
  dl->AddTriangleFilled(tri[0], tri[1], tri[2], fill);
  dl->AddTriangle(tri[0], tri[1], tri[2], outline, std::fmax(1.0f, h * 0.06f));
  ImFont* f = ImGui::GetFont();
  const float fs = h * 0.5f;
  const ImVec2 ts = f->CalcTextSizeA(fs, 1e9f, 0, label);
  dl->AddText(f, fs, ImVec2(at.x - ts.x / 2, at.y - ts.y / 4), outline, label);
}

void drawNumberBadge(ImDrawList* dl, ImVec2 centre, float radius, int number, bool hot) {
  const std::string label = std::to_string(number);
  ImFont* f = ImGui::GetFont();
  const float fs = radius * 1.3f;
  const ImVec2 ts = f->CalcTextSizeA(fs, 1e9f, 0, label.c_str());
  // Two digits widen the disc into a pill.
  const float half = std::fmax(0.0f, ts.x * 0.5f + radius * 0.3f - radius);
  const ImVec2 a(centre.x - radius - half, centre.y - radius),
      b(centre.x + radius + half, centre.y + radius);
  dl->AddRectFilled(a, b, hot ? IM_COL32(255, 206, 40, 255) : IM_COL32(22, 22, 30, 240), radius);
  dl->AddRect(a, b, hot ? IM_COL32(20, 20, 30, 255) : IM_COL32_WHITE, radius, 0,
              std::fmax(1.5f, radius * 0.15f));
  dl->AddText(f, fs, ImVec2(centre.x - ts.x * 0.5f, centre.y - ts.y * 0.5f),
              hot ? IM_COL32(20, 20, 30, 255) : IM_COL32_WHITE, label.c_str());
}

void TileMeshCache::bake(const TileGeometry& geo, int type, int rot) {
  // The picture in printed orientation, turned; then the pennants and labels, upright.
  ImDrawList scratch(ImGui::GetDrawListSharedData());
  scratch._ResetForNewFrame();
  scratch.Flags = ImDrawListFlags_AntiAliasedLines | ImDrawListFlags_AntiAliasedFill;
  scratch.PushClipRect(ImVec2(-8192, -8192), ImVec2(8192, 8192));
  scratch.PushTextureID(ImGui::GetIO().Fonts->TexID);
  if (painter_)
    painter_(&scratch, geo.shape(type), ImVec2(0, 0), kBakeSize);
  else
    paintTile(&scratch, geo.shape(type), ImVec2(0, 0), kBakeSize);
  for (ImDrawVert* v = scratch.VtxBuffer.Data; v != scratch.VtxBuffer.Data + scratch.VtxBuffer.Size;
       ++v)
    v->pos = ImVec2(toBoard(ImVec2(v->pos.x / kBakeSize, v->pos.y / kBakeSize), rot).x * kBakeSize,
                    toBoard(ImVec2(v->pos.x / kBakeSize, v->pos.y / kBakeSize), rot).y * kBakeSize);
  drawPennants(&scratch, geo.shape(type), rot, ImVec2(0, 0), kBakeSize);
  const std::string label =
      drawSymbolLabels(&scratch, geo.shape(type), rot, ImVec2(0, 0), kBakeSize);
  Mesh& m = meshes_[static_cast<size_t>(type * 4 + rot)];
  m.label = label;
  m.vtx.assign(scratch.VtxBuffer.Data, scratch.VtxBuffer.Data + scratch.VtxBuffer.Size);
  m.idx.assign(scratch.IdxBuffer.Data, scratch.IdxBuffer.Data + scratch.IdxBuffer.Size);
  for (ImDrawVert& v : m.vtx) v.pos = ImVec2(v.pos.x / kBakeSize, v.pos.y / kBakeSize);
  m.baked = true;
}

const std::string* TileMeshCache::bakedLabel(int type, int rot) const {
  const size_t i = static_cast<size_t>(type * 4 + (rot & 3));
  return type >= 0 && i < meshes_.size() && meshes_[i].baked ? &meshes_[i].label : nullptr;
}

const TileMeshCache::Mesh& TileMeshCache::mesh(const TileGeometry& geo, int type, int rot) {
  if (meshes_.size() != static_cast<size_t>(geo.count()) * 4)
    meshes_.assign(static_cast<size_t>(geo.count()) * 4, Mesh());
  Mesh& m = meshes_[static_cast<size_t>(type * 4 + (rot & 3))];
  if (!m.baked) bake(geo, type, rot & 3);
  return m;
}

void TileMeshCache::draw(ImDrawList* dl, const TileGeometry& geo, int type, int rot, ImVec2 topLeft,
                         float size, float alpha) {
  if (type < 0 || type >= geo.count()) return;
  const Mesh& m = mesh(geo, type, rot);
  const int nv = static_cast<int>(m.vtx.size()), ni = static_cast<int>(m.idx.size());
  dl->PrimReserve(ni, nv);
  const auto base = static_cast<ImDrawIdx>(dl->_VtxCurrentIdx);
  ImDrawVert* out = dl->_VtxWritePtr;
  const unsigned a = static_cast<unsigned>(alpha * 255.0f + 0.5f);
  for (int i = 0; i < nv; ++i) {
    const ImDrawVert& v = m.vtx[static_cast<size_t>(i)];
    out[i].pos = ImVec2(topLeft.x + v.pos.x * size, topLeft.y + v.pos.y * size);
    out[i].uv = v.uv;
    if (a >= 255) {
      out[i].col = v.col;
    } else {
      const unsigned va = (v.col >> IM_COL32_A_SHIFT) & 0xFF;
      out[i].col = (v.col & ~IM_COL32_A_MASK) | (((va * a) / 255) << IM_COL32_A_SHIFT);
    }
  }
  dl->_VtxWritePtr += nv;
  dl->_VtxCurrentIdx += static_cast<unsigned>(nv);
  ImDrawIdx* idx = dl->_IdxWritePtr;
  for (int i = 0; i < ni; ++i)
    idx[i] = static_cast<ImDrawIdx>(base + m.idx[static_cast<size_t>(i)]);
  dl->_IdxWritePtr += ni;
}

void TileMeshCache::append(std::vector<ImDrawVert>& vtx, std::vector<unsigned>& idx,
                           const TileGeometry& geo, int type, int rot, ImVec2 topLeft, float size) {
  if (type < 0 || type >= geo.count()) return;
  const Mesh& m = mesh(geo, type, rot);
  const auto base = static_cast<unsigned>(vtx.size());
  for (const ImDrawVert& v : m.vtx) {
    ImDrawVert o = v;
    o.pos = ImVec2(topLeft.x + v.pos.x * size, topLeft.y + v.pos.y * size);
    vtx.push_back(o);
  }
  for (ImDrawIdx i : m.idx) idx.push_back(base + static_cast<unsigned>(i));
}

}  // namespace carc::app
