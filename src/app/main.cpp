// The game page: owns the SDL window, the GL context, Dear ImGui and the frame loop. Everything
// shown is built by App each frame.
#include <SDL.h>
#include <SDL_opengles2.h>
#include <emscripten.h>
#include <emscripten/html5.h>
#include <imgui.h>
#include <imgui_impl_sdl.h>

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <string>
#include <vector>

#include "app/app.h"
#include "app/fonts.h"
#include "app/frame_pacer.h"
#include "app/gl_renderer.h"
#include "app/palette.h"
#include "app/test_hook.h"
#include "app/ui.h"
#include "platform/platform.h"
#include "platform/share.h"
#include "platform/text_input.h"

namespace {

struct AppContext {
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
  carc::app::App* app = nullptr;
  carc::app::GlRenderer renderer;
  // Events held back to the next frame (see takeEvents).
  std::vector<SDL_Event> held;
  carc::app::FramePacer pacer;  // idle frames
};

AppContext g_ctx;

}  // namespace

// Text typed into the page's textarea (platform/text_input.h), called from its input events:
// into SDL's queue at once, in its place among the keys, as text input events ('\b': a backspace
// press and release).
extern "C" EMSCRIPTEN_KEEPALIVE void carc_text_typed(const char* utf8) {
  const std::string typed(utf8);
  size_t i = 0;
  while (i < typed.size()) {
    SDL_Event e{};
    if (typed[i] == '\b') {
      for (Uint32 type : {SDL_KEYDOWN, SDL_KEYUP}) {
        e = SDL_Event{};
        e.type = type;
        e.key.state = type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED;
        e.key.keysym.scancode = SDL_SCANCODE_BACKSPACE;
        e.key.keysym.sym = SDLK_BACKSPACE;
        SDL_PushEvent(&e);
      }
      ++i;
      continue;
    }
    // A run of text up to the next backspace, in pieces that fit an event, cut between
    // characters (not inside a UTF-8 sequence).
    size_t end = std::min(typed.find('\b', i), typed.size());
    end = std::min(end, i + sizeof e.text.text - 1);
    while (end < typed.size() && end > i && (static_cast<unsigned char>(typed[end]) & 0xC0) == 0x80)
      --end;
    e.type = SDL_TEXTINPUT;
    e.text.windowID = g_ctx.window ? SDL_GetWindowID(g_ctx.window) : 0;
    typed.copy(e.text.text, end - i, i);
    SDL_PushEvent(&e);
    i = end;
  }
}

namespace {

void applyStyle() {
  ImGui::StyleColorsDark();
  ImGuiStyle& st = ImGui::GetStyle();
  st.WindowRounding = 6;
  st.FrameRounding = 5;
  st.GrabRounding = 4;
  st.WindowBorderSize = 0;
  st.ScrollbarSize = 12;
  ImVec4* c = st.Colors;
  // Opaque: text of a window over the board or over another window must not show through.
  c[ImGuiCol_WindowBg] = ImVec4(0.12f, 0.13f, 0.12f, 1.0f);
  c[ImGuiCol_Button] = ImVec4(0.34f, 0.28f, 0.18f, 1.0f);
  c[ImGuiCol_ButtonHovered] = ImVec4(0.50f, 0.40f, 0.24f, 1.0f);
  c[ImGuiCol_ButtonActive] = ImVec4(0.62f, 0.48f, 0.26f, 1.0f);
  c[ImGuiCol_Header] = ImVec4(0.30f, 0.26f, 0.18f, 1.0f);
  c[ImGuiCol_HeaderHovered] = ImVec4(0.42f, 0.35f, 0.22f, 1.0f);
  c[ImGuiCol_HeaderActive] = ImVec4(0.52f, 0.42f, 0.26f, 1.0f);
  c[ImGuiCol_FrameBg] = ImVec4(0.22f, 0.22f, 0.20f, 1.0f);
  c[ImGuiCol_FrameBgHovered] = ImVec4(0.30f, 0.29f, 0.25f, 1.0f);
  c[ImGuiCol_CheckMark] = ImVec4(0.95f, 0.80f, 0.40f, 1.0f);
  c[ImGuiCol_TitleBgActive] = ImVec4(0.34f, 0.28f, 0.18f, 1.0f);
  c[ImGuiCol_TableHeaderBg] = ImVec4(0.24f, 0.22f, 0.18f, 1.0f);
}

// "Export image": the board's part of the framebuffer, read right after drawing (WebGL keeps
// the drawing buffer until the frame is handed to the page), as a PNG download.
void exportBoardPng(int drawableW, int drawableH) {
  carc::app::App& app = *g_ctx.app;
  app.pngPending = false;
  const ImVec2 size = ImGui::GetIO().DisplaySize;
  if (size.x <= 0 || size.y <= 0) return;
  const float sx = static_cast<float>(drawableW) / size.x;
  const float sy = static_cast<float>(drawableH) / size.y;
  const carc::app::Rect v = app.camera.view();
  const int x0 = std::max(0, static_cast<int>(v.x0 * sx));
  const int y0 = std::max(0, static_cast<int>(v.y0 * sy));
  const int x1 = std::min(drawableW, static_cast<int>(v.x1 * sx));
  const int y1 = std::min(drawableH, static_cast<int>(v.y1 * sy));
  if (x1 <= x0 || y1 <= y0) return;
  const int w = x1 - x0, h = y1 - y0;
  std::vector<uint8_t> pixels(static_cast<size_t>(w) * static_cast<size_t>(h) * 4);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(x0, drawableH - y1, w, h, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
  // GL rows run bottom-up; PNG rows top-down.
  std::vector<uint8_t> flipped(pixels.size());
  const size_t row = static_cast<size_t>(w) * 4;
  for (int y = 0; y < h; ++y)
    std::copy_n(pixels.data() + static_cast<size_t>(h - 1 - y) * row, row,
                flipped.data() + static_cast<size_t>(y) * row);
  for (size_t i = 3; i < flipped.size(); i += 4) flipped[i] = 255;
  carc::platform::downloadPng("carcassonne-board.png", w, h, flipped.data());
}

// This frame's events. ImGui 1.86 reads keys as held down or not once per frame, so a key
// pressed and released between two frames (a quick tap, or a script's key press) would never
// be seen down: Enter in a text field did nothing now and then. The release of a key pressed in
// this batch waits for the next frame, with every event after it, keeping their order; so does
// a press of a key released in this batch (two quick backspaces would otherwise read as one key
// held down).
std::vector<SDL_Event> takeEvents() {
  std::vector<SDL_Event> events;
  events.swap(g_ctx.held);
  SDL_Event event;
  while (SDL_PollEvent(&event)) events.push_back(event);
  std::vector<SDL_Scancode> pressed, released;
  auto in = [](const std::vector<SDL_Scancode>& keys, SDL_Scancode k) {
    return std::find(keys.begin(), keys.end(), k) != keys.end();
  };
  for (size_t i = 0; i < events.size(); ++i) {
    const SDL_Event& e = events[i];
    if (e.type != SDL_KEYDOWN && e.type != SDL_KEYUP) continue;
    const SDL_Scancode k = e.key.keysym.scancode;
    if ((e.type == SDL_KEYUP && in(pressed, k)) || (e.type == SDL_KEYDOWN && in(released, k))) {
      g_ctx.held.assign(events.begin() + static_cast<std::ptrdiff_t>(i), events.end());
      events.resize(i);
      break;
    }
    if (e.type == SDL_KEYDOWN) pressed.push_back(k);
    if (e.type == SDL_KEYUP) released.push_back(k);
  }
  return events;
}

// What a frame drew: its draw lists (vertices, indices, commands with their clip rectangles and
// textures) and the board's mesh and camera, which the lists only call back to.
uint64_t drawHash(const ImDrawData* d) {
  uint64_t h = g_ctx.app->boardRenderer.stamp();
  const float size[2] = {d->DisplaySize.x, d->DisplaySize.y};
  h = carc::app::hashBytes(h, size, sizeof size);
  for (int i = 0; i < d->CmdListsCount; ++i) {
    const ImDrawList* l = d->CmdLists[i];
    h = carc::app::hashBytes(h, l->VtxBuffer.Data, l->VtxBuffer.size_in_bytes());
    h = carc::app::hashBytes(h, l->IdxBuffer.Data, l->IdxBuffer.size_in_bytes());
    for (const ImDrawCmd& c : l->CmdBuffer) {
      const float clip[4] = {c.ClipRect.x, c.ClipRect.y, c.ClipRect.z, c.ClipRect.w};
      h = carc::app::hashBytes(h, clip, sizeof clip);
      const uintptr_t tex = reinterpret_cast<uintptr_t>(c.TextureId);
      const unsigned counts[3] = {c.ElemCount, c.IdxOffset, c.VtxOffset};
      h = carc::app::hashBytes(h, &tex, sizeof tex);
      h = carc::app::hashBytes(h, counts, sizeof counts);
    }
  }
  return h;
}

void frame() {
  const double t0 = carc::platform::nowMs();
  // Idle: nothing waiting and the picture unchanged for a while: most frames are not drawn (the
  // canvas keeps showing the last one).
  SDL_PumpEvents();
  const bool watched = carc::app::test_hook_take_wake();  // a test reads the page: every frame
  const bool input = SDL_HasEvents(SDL_FIRSTEVENT, SDL_LASTEVENT) || !g_ctx.held.empty();
  // A computer's move coming: its search takes a slice of every frame.
  if (!g_ctx.pacer.shouldDraw(
          t0, input || watched || g_ctx.app->computerBusy() || g_ctx.app->animating()))
    return;
  // Crisp text at the display's pixel ratio (it changes when the page is zoomed).
  if (carc::app::buildFonts(static_cast<float>(carc::platform::devicePixelRatio()))) {
    g_ctx.renderer.destroyFontsTexture();
    g_ctx.renderer.createFontsTexture();
    g_ctx.app->fontsChanged();
  }
  const std::vector<SDL_Event> events = takeEvents();
  carc::app::test_hook_input(events.size(), g_ctx.held.size());
  for (const SDL_Event& event : events) {
    g_ctx.app->processEvent(event);
    ImGui_ImplSDL2_ProcessEvent(&event);
    // The backend reads the modifiers from SDL's current state, which has already seen the keys
    // held back for later frames (takeEvents): a quick Ctrl+C read as a plain C. The event's own
    // modifiers are the ones it came with.
    if (event.type == SDL_KEYDOWN || event.type == SDL_KEYUP) {
      ImGuiIO& io = ImGui::GetIO();
      const Uint16 mod = event.key.keysym.mod;
      io.KeyCtrl = (mod & KMOD_CTRL) != 0;
      io.KeyShift = (mod & KMOD_SHIFT) != 0;
      io.KeyAlt = (mod & KMOD_ALT) != 0;
      io.KeySuper = (mod & KMOD_GUI) != 0;
    }
  }

  ImGui_ImplSDL2_NewFrame();
  // The backend reads the pointer only while the window has the keyboard focus (its Emscripten
  // branch), which at most one of two viewers embedded in one page has: over the other one the
  // pointer comes from SDL's mouse state, or its buttons would not take clicks.
  ImGuiIO& io = ImGui::GetIO();
  if (!ImGui::IsMousePosValid(&io.MousePos) && SDL_GetMouseFocus() == g_ctx.window) {
    int x = 0, y = 0;
    SDL_GetMouseState(&x, &y);
    io.MousePos = ImVec2(static_cast<float>(x), static_cast<float>(y));
  }
  // ImGui lays a new window out in its first frame without drawing it: the page's first frame
  // was empty, and the screen came a whole browser frame later (a quarter of a second on a busy
  // machine drawing WebGL in software). The first frame is built twice, once for the layout.
  static bool laidOut = false;
  if (!laidOut) {
    laidOut = true;
    ImGui::NewFrame();
    g_ctx.app->frame();
    ImGui::EndFrame();
  }
  ImGui::NewFrame();
  g_ctx.app->frame();
  carc::platform::updateTextFields(carc::app::ui::textFields(), carc::app::ui::textFieldCopies(),
                                   carc::app::ui::activeTextField());
  ImGui::Render();
  g_ctx.pacer.drawn(t0, drawHash(ImGui::GetDrawData()));

  int w = 0, h = 0;
  SDL_GL_GetDrawableSize(g_ctx.window, &w, &h);
  glViewport(0, 0, w, h);
  glClearColor(38 / 255.0f, 44 / 255.0f, 40 / 255.0f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  const double t1 = carc::platform::nowMs();
  g_ctx.renderer.render(ImGui::GetDrawData(), w, h);
  carc::app::test_hook_render_time(carc::platform::nowMs() - t1);
  if (g_ctx.app->pngPending) exportBoardPng(w, h);
  carc::app::test_hook_frame_drawn(carc::platform::nowMs() - t0,
                                   ImGui::GetDrawData()->TotalVtxCount > 0);
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

  // The canvas fills the page; SDL keeps it at the window's inner size when resizable and
  // sizes its drawing buffer by the device pixel ratio (SDL_WINDOW_ALLOW_HIGHDPI).
  double css_w = 0, css_h = 0;
  emscripten_get_element_css_size("#canvas", &css_w, &css_h);
  g_ctx.window = SDL_CreateWindow(
      "Carcassonne", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED, static_cast<int>(css_w),
      static_cast<int>(css_h), SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  if (!g_ctx.window) {
    std::fprintf(stderr, "SDL_CreateWindow failed: %s\n", SDL_GetError());
    return 1;
  }
  g_ctx.gl = SDL_GL_CreateContext(g_ctx.window);
  if (!g_ctx.gl) {
    std::fprintf(stderr, "WebGL2 context failed: %s\n", SDL_GetError());
    return 1;
  }
  SDL_GL_MakeCurrent(g_ctx.window, g_ctx.gl);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // layout is the app's, not a file's
  applyStyle();
  ImGui_ImplSDL2_InitForOpenGL(g_ctx.window, g_ctx.gl);
  // The browser's clipboard, not SDL's (which never leaves the page): a copy in a text field goes
  // to it; a paste comes from it as the browser's own paste into the page's textarea
  // (platform/text_input.h), so ImGui has nothing of its own to paste.
  io.SetClipboardTextFn = [](void*, const char* text) { carc::platform::copyToClipboard(text); };
  io.GetClipboardTextFn = [](void*) -> const char* { return ""; };
  g_ctx.renderer.init();
  carc::app::buildFonts(static_cast<float>(carc::platform::devicePixelRatio()));
  g_ctx.renderer.createFontsTexture();

  static carc::app::App app;
  g_ctx.app = &app;
  app.boardRenderer.attach(&g_ctx.renderer);
  emscripten_set_main_loop(frame, 0, 1);
  return 0;
}
