#!/usr/bin/env bash
# Installs everything the build and tests need from Debian's packages and npm.
# Idempotent: skips what is already present. Caches the WebAssembly SDL2 build
# outside the build tree (CARC_CACHE, default ~/.cache/carcassonne).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
CACHE=${CARC_CACHE:-$HOME/.cache/carcassonne}
mkdir -p "$CACHE"

log() { printf '[setup] %s\n' "$*"; }

SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO=sudo; fi

PKGS=(build-essential cmake ninja-build pkg-config git
  emscripten libsdl2-dev libimgui-dev libcereal-dev
  libgtest-dev libgmock-dev libbenchmark-dev
  clang-14 libclang-rt-14-dev clang-format
  chromium fonts-dejavu-core fonttools xz-utils gzip)

missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

# The machine's node/npm may come from another repository; only add Debian's if absent.
command -v node >/dev/null 2>&1 || missing+=(nodejs)
command -v npm >/dev/null 2>&1 || missing+=(npm)

# Source packages for the wasm SDL2 and ImGui need deb-src entries.
need_src=0
[ -f "$CACHE/src/libsdl2_2.26.5+dfsg.orig.tar.gz" ] || need_src=1
[ -f "$CACHE/src/imgui_1.86+ds.orig.tar.xz" ] || need_src=1

if [ ${#missing[@]} -gt 0 ] || [ $need_src = 1 ]; then
  if [ $need_src = 1 ] && [ -f /etc/apt/sources.list.d/debian.sources ] &&
     ! grep -q 'deb-src' /etc/apt/sources.list.d/debian.sources; then
    log "enabling deb-src in /etc/apt/sources.list.d/debian.sources"
    $SUDO sed -i 's/^Types: deb$/Types: deb deb-src/' /etc/apt/sources.list.d/debian.sources
  fi
  log "apt-get update"
  $SUDO apt-get update -qq
fi
if [ ${#missing[@]} -gt 0 ]; then
  log "installing: ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if [ $need_src = 1 ]; then
  mkdir -p "$CACHE/src"
  (cd "$CACHE/src" && apt-get source --download-only libsdl2=2.26.5+dfsg-1 imgui=1.86+ds-1 >/dev/null 2>&1 ||
                      apt-get source --download-only libsdl2 imgui >/dev/null)
fi

# Dear ImGui sources (shared by native and wasm builds).
IMGUI_DIR="$CACHE/imgui-1.86"
if [ ! -f "$IMGUI_DIR/imgui.cpp" ]; then
  log "unpacking imgui 1.86"
  rm -rf "$IMGUI_DIR" && mkdir -p "$IMGUI_DIR"
  tar -xJf "$CACHE"/src/imgui_1.86*.orig.tar.xz -C "$IMGUI_DIR" --strip-components=1
fi

# SDL2 built for WebAssembly, cached by version.
export NODE_PATH=/usr/share/nodejs
SDL_PREFIX="$CACHE/sdl2-2.26.5-wasm"
if [ ! -f "$SDL_PREFIX/lib/libSDL2.a" ]; then
  log "building SDL2 2.26.5 for WebAssembly (about 6 minutes, once)"
  work="$CACHE/sdl2-build"
  rm -rf "$work" && mkdir -p "$work/src"
  tar -xzf "$CACHE"/src/libsdl2_2.26.5*.orig.tar.gz -C "$work/src" --strip-components=1
  emcmake cmake -S "$work/src" -B "$work/build" -DCMAKE_BUILD_TYPE=Release \
    -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF -DCMAKE_INSTALL_PREFIX="$SDL_PREFIX" >"$work/configure.log" 2>&1
  cmake --build "$work/build" -j"$(nproc)" >"$work/build.log" 2>&1
  cmake --install "$work/build" >/dev/null
  rm -rf "$work"
fi

# cereal for the wasm build: only its own headers on the include path.
mkdir -p "$CACHE/include"
[ -e "$CACHE/include/cereal" ] || ln -s /usr/include/cereal "$CACHE/include/cereal"

# Browser test driver (never downloads a browser: we use Debian's chromium).
if [ ! -d "$ROOT/web/node_modules/playwright-core" ]; then
  log "npm install (web/)"
  (cd "$ROOT/web" && npm install --no-audit --no-fund --loglevel=error >/dev/null)
fi
log "dependencies ready (cache: $CACHE)"
