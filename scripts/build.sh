#!/usr/bin/env bash
# Configures and builds one or both configurations: scripts/build.sh [native|wasm|all]
# Native: build/native (engine, carc CLI, tests, benchmarks). Wasm: build/wasm (site + engine tests).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CACHE=${CARC_CACHE:-$HOME/.cache/carcassonne}
JOBS=${CARC_JOBS:-$(nproc)}
what=${1:-all}

build_native() {
  [ -f "$ROOT/build/native/build.ninja" ] ||
    cmake -S "$ROOT" -B "$ROOT/build/native" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build "$ROOT/build/native" -j"$JOBS"
}

build_wasm() {
  export NODE_PATH=/usr/share/nodejs  # Debian's emscripten needs Debian's node modules
  [ -f "$ROOT/build/wasm/build.ninja" ] ||
    emcmake cmake -S "$ROOT" -B "$ROOT/build/wasm" -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DCARC_DEPS="$CACHE" >/dev/null
  cmake --build "$ROOT/build/wasm" -j"$JOBS"
}

case "$what" in
  native) build_native ;;
  wasm) build_wasm ;;
  all) build_native; build_wasm ;;
  *) echo "usage: scripts/build.sh [native|wasm|all]" >&2; exit 2 ;;
esac
