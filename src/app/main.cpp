// The game page: owns the SDL window, the GL context, Dear ImGui and the frame loop.
#include <SDL.h>
#include <SDL_opengles2.h>
#include <emscripten.h>
#include <emscripten/html5.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

#include <cstdio>

#include "app/placeholder_view.h"
#include "app/test_hook.h"

namespace {

struct AppContext {
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
  carc::app::PlaceholderView view;
};

AppContext g_app;

void frame() {
  SDL_Event event;
  while (SDL_PollEvent(&event)) ImGui_ImplSDL2_ProcessEvent(&event);

  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  ImGui::NewFrame();
  g_app.view.draw();
  ImGui::Render();

  int w = 0, h = 0;
  SDL_GL_GetDrawableSize(g_app.window, &w, &h);
  glViewport(0, 0, w, h);
  glClearColor(0.16f, 0.18f, 0.16f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  carc::app::test_hook_frame_drawn();
}

}  // namespace

int main() {
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    std::fprintf(stderr, "SDL_Init failed: %s\n", SDL_GetError());
    return 1;
  }
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);

  // The canvas fills the page; SDL keeps it at the window's inner size when resizable.
  double css_w = 0, css_h = 0;
  emscripten_get_element_css_size("#canvas", &css_w, &css_h);
  g_app.window = SDL_CreateWindow(
      "Carcassonne", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED, static_cast<int>(css_w),
      static_cast<int>(css_h), SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  if (!g_app.window) {
    std::fprintf(stderr, "SDL_CreateWindow failed: %s\n", SDL_GetError());
    return 1;
  }
  g_app.gl = SDL_GL_CreateContext(g_app.window);
  if (!g_app.gl) {
    std::fprintf(stderr, "WebGL2 context failed: %s\n", SDL_GetError());
    return 1;
  }
  SDL_GL_MakeCurrent(g_app.window, g_app.gl);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // layout is the app's, not a file's
  ImGui::StyleColorsDark();
  ImGui_ImplSDL2_InitForOpenGL(g_app.window, g_app.gl);
  ImGui_ImplOpenGL3_Init("#version 300 es");

  emscripten_set_main_loop(frame, 0, 1);
  return 0;
}
