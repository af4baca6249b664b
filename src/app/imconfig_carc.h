#pragma once
// Dear ImGui build configuration for the game (IMGUI_USER_CONFIG). The board can exceed 64K
// vertices in one draw list, and WebGL2 has no base-vertex draws, so indices are 32-bit.
#define ImDrawIdx unsigned int
