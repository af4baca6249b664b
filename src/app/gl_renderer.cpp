#include "app/gl_renderer.h"

#include <GLES3/gl3.h>

#include <cstdint>
#include <cstdio>

namespace carc::app {
namespace {

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
    std::fprintf(stderr, "shader: %s\n", log);
  }
  return s;
}

}  // namespace

void GlRenderer::init() {
  program_ = glCreateProgram();
  const GLuint vs = compile(GL_VERTEX_SHADER, kVertex), fs = compile(GL_FRAGMENT_SHADER, kFragment);
  glAttachShader(program_, vs);
  glAttachShader(program_, fs);
  glLinkProgram(program_);
  glDeleteShader(vs);
  glDeleteShader(fs);
  locProj_ = glGetUniformLocation(program_, "ProjMtx");
  locXform_ = glGetUniformLocation(program_, "Xform");
  locTex_ = glGetUniformLocation(program_, "Texture");
  makeVertexArray(vao_, vbo_, ibo_);
  ImGuiIO& io = ImGui::GetIO();
  io.BackendRendererName = "carc_webgl2";
}

void GlRenderer::makeVertexArray(unsigned& vao, unsigned& vbo, unsigned& ibo) {
  glGenVertexArrays(1, &vao);
  glGenBuffers(1, &vbo);
  glGenBuffers(1, &ibo);
  glBindVertexArray(vao);
  glBindBuffer(GL_ARRAY_BUFFER, vbo);
  glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, ibo);
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

void GlRenderer::createFontsTexture() {
  ImGuiIO& io = ImGui::GetIO();
  unsigned char* pixels = nullptr;
  int w = 0, h = 0;
  io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
  glGenTextures(1, &fontTexture_);
  glBindTexture(GL_TEXTURE_2D, fontTexture_);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, w, h, 0, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
  io.Fonts->SetTexID(reinterpret_cast<ImTextureID>(static_cast<intptr_t>(fontTexture_)));
}

void GlRenderer::destroyFontsTexture() {
  if (!fontTexture_) return;
  glDeleteTextures(1, &fontTexture_);
  fontTexture_ = 0;
  ImGui::GetIO().Fonts->SetTexID(nullptr);
}

void GlRenderer::useProgram(ImVec2 offset, float scale) const {
  glUseProgram(program_);
  glUniform3f(locXform_, offset.x, offset.y, scale);
  glActiveTexture(GL_TEXTURE0);
  glBindTexture(GL_TEXTURE_2D, fontTexture_);  // the mesh's colours sample its white pixel
}

// The whole state a frame needs, set without asking GL what it was.
void GlRenderer::setupState(int fbWidth, int fbHeight) const {
  glEnable(GL_BLEND);
  glBlendEquation(GL_FUNC_ADD);
  glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
  glDisable(GL_CULL_FACE);
  glDisable(GL_DEPTH_TEST);
  glDisable(GL_STENCIL_TEST);
  glEnable(GL_SCISSOR_TEST);
  glViewport(0, 0, fbWidth, fbHeight);
  glUseProgram(program_);
  glUniform1i(locTex_, 0);
  glUniformMatrix4fv(locProj_, 1, GL_FALSE, proj_.data());
  glUniform3f(locXform_, 0, 0, 1);
  glActiveTexture(GL_TEXTURE0);
  glBindVertexArray(vao_);
  glBindBuffer(GL_ARRAY_BUFFER, vbo_);
}

void GlRenderer::render(const ImDrawData* dd, int fbWidth, int fbHeight) {
  if (fbWidth <= 0 || fbHeight <= 0 || !program_) return;
  const float L = dd->DisplayPos.x, R = dd->DisplayPos.x + dd->DisplaySize.x;
  const float T = dd->DisplayPos.y, B = dd->DisplayPos.y + dd->DisplaySize.y;
  proj_ = {2.0f / (R - L),    0, 0, 0, 0, 2.0f / (T - B), 0, 0, 0, 0, -1, 0, (R + L) / (L - R),
           (T + B) / (B - T), 0, 1};
  setupState(fbWidth, fbHeight);
  const ImVec2 clipOff = dd->DisplayPos, clipScale = dd->FramebufferScale;
  GLuint boundTexture = 0;
  for (int n = 0; n < dd->CmdListsCount; ++n) {
    const ImDrawList* list = dd->CmdLists[n];
    const long vtxBytes =
        static_cast<long>(list->VtxBuffer.Size) * static_cast<long>(sizeof(ImDrawVert));
    const long idxBytes =
        static_cast<long>(list->IdxBuffer.Size) * static_cast<long>(sizeof(ImDrawIdx));
    // Grow-only buffers written in place: no reallocation on most frames.
    if (vtxBytes > vboSize_) {
      vboSize_ = vtxBytes + vtxBytes / 2;
      glBufferData(GL_ARRAY_BUFFER, vboSize_, nullptr, GL_STREAM_DRAW);
    }
    if (idxBytes > iboSize_) {
      iboSize_ = idxBytes + idxBytes / 2;
      glBufferData(GL_ELEMENT_ARRAY_BUFFER, iboSize_, nullptr, GL_STREAM_DRAW);
    }
    glBufferSubData(GL_ARRAY_BUFFER, 0, vtxBytes, list->VtxBuffer.Data);
    glBufferSubData(GL_ELEMENT_ARRAY_BUFFER, 0, idxBytes, list->IdxBuffer.Data);
    for (int c = 0; c < list->CmdBuffer.Size; ++c) {
      const ImDrawCmd& cmd = list->CmdBuffer[c];
      if (cmd.UserCallback) {
        if (cmd.UserCallback == ImDrawCallback_ResetRenderState) {
          setupState(fbWidth, fbHeight);
          boundTexture = 0;
        } else {
          cmd.UserCallback(list, &cmd);
        }
        continue;
      }
      const float x0 = (cmd.ClipRect.x - clipOff.x) * clipScale.x;
      const float y0 = (cmd.ClipRect.y - clipOff.y) * clipScale.y;
      const float x1 = (cmd.ClipRect.z - clipOff.x) * clipScale.x;
      const float y1 = (cmd.ClipRect.w - clipOff.y) * clipScale.y;
      if (x1 <= x0 || y1 <= y0) continue;
      glScissor(static_cast<int>(x0), static_cast<int>(static_cast<float>(fbHeight) - y1),
                static_cast<int>(x1 - x0), static_cast<int>(y1 - y0));
      const GLuint tex = static_cast<GLuint>(reinterpret_cast<intptr_t>(cmd.GetTexID()));
      if (tex != boundTexture) {
        glBindTexture(GL_TEXTURE_2D, tex);
        boundTexture = tex;
      }
      glDrawElements(
          GL_TRIANGLES, static_cast<GLsizei>(cmd.ElemCount), GL_UNSIGNED_INT,
          reinterpret_cast<void*>(static_cast<intptr_t>(cmd.IdxOffset * sizeof(ImDrawIdx))));
    }
  }
  glDisable(GL_SCISSOR_TEST);
  glBindVertexArray(0);
}

}  // namespace carc::app
