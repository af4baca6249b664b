#pragma once
// Draws ImGui's draw data with WebGL2. The app makes every GL call itself, so unlike ImGui's
// stock OpenGL3 backend this one never reads GL state back to restore it: in Chromium each such
// read (getParameter) is a synchronous trip to the GPU process, and the ~25 of them per frame
// cost more than the drawing. The board's mesh (BoardRenderer) shares this shader, whose
// `Xform` uniform maps board units to screen pixels (identity for ImGui's own lists).
#include <imgui.h>

#include <array>

namespace carc::app {

class GlRenderer {
 public:
  // Compiles the shader and creates the buffers; needs the current GL context.
  void init();
  void createFontsTexture();
  void destroyFontsTexture();
  void render(const ImDrawData* dd, int fbWidth, int fbHeight);
  // Selects the shared shader with screen = offset + position * scale (for BoardRenderer).
  void useProgram(ImVec2 offset, float scale) const;
  // A vertex array over new vertex and index buffers laid out as ImDrawVert.
  static void makeVertexArray(unsigned& vao, unsigned& vbo, unsigned& ibo);

 private:
  void setupState(int fbWidth, int fbHeight) const;
  unsigned program_ = 0, vao_ = 0, vbo_ = 0, ibo_ = 0, fontTexture_ = 0;
  int locProj_ = -1, locXform_ = -1, locTex_ = -1;
  long vboSize_ = 0, iboSize_ = 0;
  std::array<float, 16> proj_{};  // this frame's projection, reset after draw callbacks
};

}  // namespace carc::app
