#include "app/board_renderer.h"

#include <GLES3/gl3.h>

#include <cstdio>

#include "app/tile_geometry.h"
#include "app/tile_painter.h"
#include "engine/core/state.h"

namespace carc::app {
namespace {

// ImGui's own GLSL ES 3.0 shader, with the board-to-screen transform added.
const char* kVertex =
    "#version 300 es\n"
    "precision highp float;\n"
    "layout (location = 0) in vec2 Position;\n"
    "layout (location = 1) in vec2 UV;\n"
    "layout (location = 2) in vec4 Color;\n"
    "uniform mat4 ProjMtx;\n"
    "uniform vec3 Xform;\n"  // offset x, offset y, scale
    "out vec2 Frag_UV;\n"
    "out vec4 Frag_Color;\n"
    "void main() {\n"
    "  Frag_UV = UV;\n"
    "  Frag_Color = Color;\n"
    "  gl_Position = ProjMtx * vec4(Xform.xy + Position * Xform.z, 0, 1);\n"
    "}\n";
const char* kFragment =
    "#version 300 es\n"
    "precision mediump float;\n"
    "uniform sampler2D Texture;\n"
    "in vec2 Frag_UV;\n"
    "in vec4 Frag_Color;\n"
    "layout (location = 0) out vec4 Out_Color;\n"
    "void main() { Out_Color = Frag_Color * texture(Texture, Frag_UV.st); }\n";

GLuint compile(GLenum kind, const char* src) {
  const GLuint s = glCreateShader(kind);
  glShaderSource(s, 1, &src, nullptr);
  glCompileShader(s);
  GLint ok = 0;
  glGetShaderiv(s, GL_COMPILE_STATUS, &ok);
  if (!ok) {
    char log[512];
    glGetShaderInfoLog(s, sizeof log, nullptr, log);
    std::fprintf(stderr, "board shader: %s\n", log);
  }
  return s;
}

}  // namespace

void BoardRenderer::update(int key, const State& s, const TileGeometry& geo,
                           TileMeshCache& meshes) {
  if (key == key_ && meshes.generation() == generation_) return;
  key_ = key;
  vtx_.clear();
  idx_.clear();
  for (int i = 0; i < s.board.tileCount; ++i) {
    const PlacedTile& p = s.board.tiles[i];
    meshes.append(vtx_, idx_, geo, p.type, p.rot,
                  ImVec2(static_cast<float>(p.x) - 0.5f, static_cast<float>(p.y) - 0.5f), 1.0f);
  }
  generation_ = meshes.generation();  // after append: baking may have bumped nothing, but be safe
  dirty_ = true;
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
  if (!program_) {
    program_ = glCreateProgram();
    const GLuint vs = compile(GL_VERTEX_SHADER, kVertex),
                 fs = compile(GL_FRAGMENT_SHADER, kFragment);
    glAttachShader(program_, vs);
    glAttachShader(program_, fs);
    glLinkProgram(program_);
    glDeleteShader(vs);
    glDeleteShader(fs);
    locProj_ = glGetUniformLocation(program_, "ProjMtx");
    locXform_ = glGetUniformLocation(program_, "Xform");
    locTex_ = glGetUniformLocation(program_, "Texture");
    glGenVertexArrays(1, &vao_);
    glGenBuffers(1, &vbo_);
    glGenBuffers(1, &ibo_);
    glBindVertexArray(vao_);
    glBindBuffer(GL_ARRAY_BUFFER, vbo_);
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, ibo_);
    glEnableVertexAttribArray(0);
    glEnableVertexAttribArray(1);
    glEnableVertexAttribArray(2);
    glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, sizeof(ImDrawVert),
                          reinterpret_cast<void*>(IM_OFFSETOF(ImDrawVert, pos)));
    glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, sizeof(ImDrawVert),
                          reinterpret_cast<void*>(IM_OFFSETOF(ImDrawVert, uv)));
    glVertexAttribPointer(2, 4, GL_UNSIGNED_BYTE, GL_TRUE, sizeof(ImDrawVert),
                          reinterpret_cast<void*>(IM_OFFSETOF(ImDrawVert, col)));
    glBindVertexArray(0);
  }
  glBindVertexArray(vao_);
  if (dirty_) {
    glBindBuffer(GL_ARRAY_BUFFER, vbo_);
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(vtx_.size() * sizeof(ImDrawVert)),
                 vtx_.data(), GL_STATIC_DRAW);
    glBufferData(GL_ELEMENT_ARRAY_BUFFER, static_cast<GLsizeiptr>(idx_.size() * sizeof(unsigned)),
                 idx_.data(), GL_STATIC_DRAW);
    dirty_ = false;
  }
  const ImDrawData* dd = ImGui::GetDrawData();
  const float L = dd->DisplayPos.x, R = dd->DisplayPos.x + dd->DisplaySize.x;
  const float T = dd->DisplayPos.y, B = dd->DisplayPos.y + dd->DisplaySize.y;
  const float proj[16] = {
      2.0f / (R - L),    0, 0, 0, 0, 2.0f / (T - B), 0, 0, 0, 0, -1, 0, (R + L) / (L - R),
      (T + B) / (B - T), 0, 1};
  glUseProgram(program_);
  glUniformMatrix4fv(locProj_, 1, GL_FALSE, proj);
  glUniform3f(locXform_, offset_.x, offset_.y, scale_);
  glUniform1i(locTex_, 0);
  glActiveTexture(GL_TEXTURE0);
  glBindTexture(GL_TEXTURE_2D,
                static_cast<GLuint>(reinterpret_cast<intptr_t>(ImGui::GetIO().Fonts->TexID)));
  glDisable(GL_SCISSOR_TEST);
  glDrawElements(GL_TRIANGLES, static_cast<GLsizei>(idx_.size()), GL_UNSIGNED_INT, nullptr);
  glBindVertexArray(0);
}

}  // namespace carc::app
