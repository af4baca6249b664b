#include "app/board_renderer.h"

#include <GLES3/gl3.h>

#include "app/board_model.h"
#include "app/frame_pacer.h"
#include "app/gl_renderer.h"
#include "app/tile_geometry.h"
#include "app/tile_painter.h"

namespace carc::app {

void BoardRenderer::update(int key, const BoardModel& board, const TileGeometry& geo,
                           TileMeshCache& meshes) {
  if (key == key_ && meshes.generation() == generation_) return;
  key_ = key;
  vtx_.clear();
  idx_.clear();
  for (const PlacedView& p : board.placed) {
    meshes.append(vtx_, idx_, geo, p.type, p.rot,
                  ImVec2(static_cast<float>(p.x) - 0.5f, static_cast<float>(p.y) - 0.5f), 1.0f);
  }
  generation_ = meshes.generation();  // after append: baking may have bumped nothing, but be safe
  dirty_ = true;
  ++rebuilds_;
}

uint64_t BoardRenderer::stamp() const {
  const float v[3] = {offset_.x, offset_.y, scale_};
  return hashBytes(rebuilds_, v, sizeof v);
}

void BoardRenderer::draw(ImDrawList* dl, ImVec2 offset, float scale) {
  offset_ = offset;
  scale_ = scale;
  if (idx_.empty()) return;
  dl->AddCallback(&BoardRenderer::callback, this);
  dl->AddCallback(ImDrawCallback_ResetRenderState, nullptr);
}

void BoardRenderer::callback(const ImDrawList*, const ImDrawCmd* cmd) {
  static_cast<BoardRenderer*>(cmd->UserCallbackData)->render();
}

void BoardRenderer::render() {
  if (!gl_) return;
  if (!vao_) GlRenderer::makeVertexArray(vao_, vbo_, ibo_);
  glBindVertexArray(vao_);
  if (dirty_) {
    glBindBuffer(GL_ARRAY_BUFFER, vbo_);
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(vtx_.size() * sizeof(ImDrawVert)),
                 vtx_.data(), GL_STATIC_DRAW);
    glBufferData(GL_ELEMENT_ARRAY_BUFFER, static_cast<GLsizeiptr>(idx_.size() * sizeof(unsigned)),
                 idx_.data(), GL_STATIC_DRAW);
    dirty_ = false;
  }
  // The tiles are never clipped by a panel's scissor: panels are drawn over them afterwards.
  gl_->useProgram(offset_, scale_);
  glDisable(GL_SCISSOR_TEST);
  glDrawElements(GL_TRIANGLES, static_cast<GLsizei>(idx_.size()), GL_UNSIGNED_INT, nullptr);
  glBindVertexArray(0);
}

}  // namespace carc::app
