#pragma once
// Draws tiles and figures with Dear ImGui draw lists. Tiles are painted once per type from their
// TileShape into a cached mesh (unit square, printed orientation) and then copied, turned and
// scaled for every board cell, so a large board costs a vertex copy per tile, not a repaint.
#include <imgui.h>

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "app/tile_geometry.h"

namespace carc::app {

// Paints one tile in its printed orientation at `origin` with side `size` (pixels).
void paintTile(ImDrawList* dl, const TileShape& shape, ImVec2 origin, float size);

// Pennants of a tile turned `rot`, drawn upright (not part of the baked mesh).
void drawPennants(ImDrawList* dl, const TileShape& shape, int rot, ImVec2 origin, float size,
                  float alpha = 1.0f);
// Text on a tile turned `rot` (the modules' symbol labels, in the current language), drawn
// upright (not turned); returns the text drawn ("" for none).
std::string drawSymbolLabels(ImDrawList* dl, const TileShape& shape, int rot, ImVec2 origin,
                             float size);
// For modules painting their tiles and symbols (more in paint_kit.h): a filled outline seen whole
// from `hub` (a star-shaped polygon, as a triangle fan); a building seen from
// above (so it looks right at every rotation: walls, a hipped roof) at `c` in the unit square of
// a tile whose top-left corner is `origin`, side `s`.
void paintFan(ImDrawList* dl, ImVec2 hub, const std::vector<ImVec2>& pts, ImU32 col);
void paintBuilding(ImDrawList* dl, ImVec2 origin, float s, ImVec2 c, float w, float h, ImU32 wall,
                   ImU32 roof);
// A standing (or, for farmers, lying) meeple centred on `at`, `h` pixels tall.
void drawMeeple(ImDrawList* dl, ImVec2 at, float h, ImU32 fill, ImU32 outline, bool lying);
// A figure the base game does not know (expansions' figures): a coloured pawn with a letter
// (UTF-8: a translation's initial, "Č").
void drawFigureBadge(ImDrawList* dl, ImVec2 at, float h, ImU32 fill, ImU32 outline,
                     const char* letter);
// A choice's number in a dark disc with a white outline (readable on any tile and player colour);
// `hot`: the choice is hovered (gold). Used on the board and in the choice's button.
void drawNumberBadge(ImDrawList* dl, ImVec2 centre, float radius, int number, bool hot);

class TileMeshCache {
 public:
  // Paints one tile of the game's mode (its module's, mode_ui.h: paintTile); unset: paintTile.
  using Painter = std::function<void(ImDrawList*, const TileShape&, ImVec2, float)>;
  // A new game's painter: every baked mesh is dropped.
  void setPainter(Painter painter) {
    painter_ = std::move(painter);
    clear();
  }
  // Drops every baked mesh (the font atlas changed, the tile set did, or the language: a symbol's
  // label is baked in its words).
  void clear() {
    meshes_.clear();
    ++generation_;
  }
  // Changes whenever baked meshes are dropped (copies of them are stale then).
  int generation() const { return generation_; }
  // Draws tile `type` turned `rot` quarter turns with its top-left corner at `topLeft`.
  void draw(ImDrawList* dl, const TileGeometry& geo, int type, int rot, ImVec2 topLeft, float size,
            float alpha = 1.0f);
  // The text baked on tile `type` turned `rot` (its symbols' labels, "" for none); nullptr
  // while it is not baked. The test hook reports it: what the board shows, stale or not.
  const std::string* bakedLabel(int type, int rot) const;
  // Appends the same triangles to a mesh of one's own (the board's, kept on the GPU).
  void append(std::vector<ImDrawVert>& vtx, std::vector<unsigned>& idx, const TileGeometry& geo,
              int type, int rot, ImVec2 topLeft, float size);

 private:
  struct Mesh {
    bool baked = false;
    std::vector<ImDrawVert> vtx;  // positions in the unit square, already turned
    std::vector<ImDrawIdx> idx;
    std::string label;  // the text drawn on it (drawSymbolLabels)
  };
  const Mesh& mesh(const TileGeometry& geo, int type, int rot);
  void bake(const TileGeometry& geo, int type, int rot);
  std::vector<Mesh> meshes_;  // by type * 4 + rotation
  int generation_ = 0;
  Painter painter_;
};

}  // namespace carc::app
