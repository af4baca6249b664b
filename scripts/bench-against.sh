#!/usr/bin/env bash
# Issue 4's ratio (CPU time of an all-four-minis game over a base game) for an older commit and
# for the current build, alternating runs so that both see the same spells of a shared machine;
# with min_base_us, a base game's time in microseconds over the fastest blocks (base speed).
# The older commit is built with today's tests/bench/engine_bench.cpp (same measure for both).
#   scripts/bench-against.sh REV [RUNS]      (needs build/perf: a Release build of this tree)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
REV="$(git -C "$ROOT" rev-parse --short "${1:?usage: bench-against.sh REV [RUNS]}")"
RUNS="${2:-5}"
NOW="$ROOT/build/perf/tests/bench/engine_bench"
[ -x "$NOW" ] || { echo "build/perf is missing: cmake -S . -B build/perf -DCMAKE_BUILD_TYPE=Release && cmake --build build/perf --target engine_bench" >&2; exit 1; }
OLD_DIR="${TMPDIR:-/tmp}/carc-bench-$REV"
OLD="$OLD_DIR/build/tests/bench/engine_bench"
if [ ! -x "$OLD" ]; then
  rm -rf "$OLD_DIR"
  git -C "$ROOT" worktree add -f "$OLD_DIR/src" "$REV" >/dev/null 2>&1
  cp "$ROOT/tests/bench/engine_bench.cpp" "$OLD_DIR/src/tests/bench/engine_bench.cpp"
  cmake -S "$OLD_DIR/src" -B "$OLD_DIR/build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build "$OLD_DIR/build" --target engine_bench -j2 >/dev/null
  git -C "$ROOT" worktree remove --force "$OLD_DIR/src"
fi
# Both runs on one CPU when taskset is there: on the shared VM this took the spread of a
# build's ratio from about 0.03 to under 0.01 (docs/performance.md).
PIN=()
command -v taskset >/dev/null && [ "$(nproc)" -gt 1 ] && PIN=(taskset -c 1)
ratio() {
  "${PIN[@]}" "$1" --benchmark_filter=AllFourOverBase --benchmark_min_time=1.5 2>&1 | tail -1 |
    grep -o 'min_base_us=[0-9.]*\|min_ratio=[0-9.]*\| ratio=[0-9.]*' | tr '\n' ' '
}
for _ in $(seq "$RUNS"); do
  echo "$REV: $(ratio "$OLD")   now: $(ratio "$NOW")"
done
