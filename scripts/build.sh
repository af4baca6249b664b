#!/usr/bin/env bash
# Configures and builds one or both configurations: scripts/build.sh [native|wasm|all|site]
# Native: build/native (engine, carc CLI, tests, benchmarks). Wasm: build/wasm (site + engine tests).
# Site: a release of the wasm build's site in build/release/site (hashed names, manifest, service
# worker) and its archive build/release/carcassonne-VERSION.tar.gz (docs/hosting.md). VERSION is
# `git describe --always --dirty`, or CARC_VERSION when set.
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

# The release is the tested Release build of build/wasm (emcc -O3, wasm-opt), packaged.
build_site() {
  build_wasm
  local version out="$ROOT/build/release"
  version=${CARC_VERSION:-$(git -C "$ROOT" describe --always --dirty 2>/dev/null || echo unversioned)}
  node "$ROOT/web/release/make.mjs" "$ROOT/build/wasm/site" "$out/site" "$version"
  # A reproducible archive: sorted names, no owners, the time of the last commit.
  local when
  when=$(git -C "$ROOT" log -1 --format=%ct 2>/dev/null || echo 0)
  tar -C "$out" --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$when" \
    --transform="s,^site,carcassonne-$version," -cf - site | gzip -9n >"$out/carcassonne-$version.tar.gz"
  echo "archive: $out/carcassonne-$version.tar.gz ($(stat -c %s "$out/carcassonne-$version.tar.gz") bytes)"
}

case "$what" in
  native) build_native ;;
  wasm) build_wasm ;;
  all) build_native; build_wasm ;;
  site) build_site ;;
  *) echo "usage: scripts/build.sh [native|wasm|all|site]" >&2; exit 2 ;;
esac
