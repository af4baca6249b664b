#pragma once
// The placed tiles as one mesh kept on the GPU: rebuilt only when the board changes, drawn each
// frame through an ImGui draw callback with the camera as a uniform. A full board then costs a
// few GL calls per frame instead of re-sending ~30,000 vertices (WebGL also re-validates every
// index of a freshly uploaded buffer).
#include <imgui.h>

#include <cstdint>
#include <vector>

namespace carc::app {

struct BoardModel;
class TileGeometry;
class TileMeshCache;
class GlRenderer;

class BoardRenderer {
 public:
  // Rebuilds the mesh if `key` (the position) or the mesh cache changed.
  void update(int key, const BoardModel& board, const TileGeometry& geo, TileMeshCache& meshes);
  // Queues the board into `dl` at this camera: screen = offset + board * scale.
  void draw(ImDrawList* dl, ImVec2 offset, float scale);
  // The shared shader and font texture come from the frame's renderer.
  void attach(const GlRenderer* gl) { gl_ = gl; }
  int vertices() const { return static_cast<int>(vtx_.size()); }
  // What it draws outside the draw lists (the mesh's rebuilds, the camera): for idle frames.
  uint64_t stamp() const;

 private:
  static void callback(const ImDrawList* list, const ImDrawCmd* cmd);
  void render();
  std::vector<ImDrawVert> vtx_;
  std::vector<unsigned> idx_;
  int key_ = -1, generation_ = -1;
  bool dirty_ = true;
  unsigned rebuilds_ = 0;
  const GlRenderer* gl_ = nullptr;
  unsigned vao_ = 0, vbo_ = 0, ibo_ = 0;
  ImVec2 offset_;
  float scale_ = 1;
};

}  // namespace carc::app
