#!/bin/bash
# The whole browser suite RUNS times in a row (default 3) while busy loops hold every CPU (one
# `yes > /dev/null` per CPU, or BUSY of them): the tests must pass on a machine far busier than
# CI's. Run it on a built tree (scripts/test.sh or scripts/build.sh wasm site first). Each run's
# TAP output goes to build/under-load/runN.log; the summary (start, seconds, load average, the
# suite's own counts) is printed and kept in build/under-load/summary.txt. Exits non-zero if any
# run had a failure.
set -u
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
RUNS="${1:-3}"
BUSY="${BUSY:-$(nproc)}"
OUT="$ROOT/build/under-load"
mkdir -p "$OUT"
: > "$OUT/summary.txt"
say() { echo "$*" | tee -a "$OUT/summary.txt"; }

pids=()
trap 'kill "${pids[@]}" 2>/dev/null; wait' EXIT
for ((k = 0; k < BUSY; k++)); do
  yes > /dev/null &
  pids+=($!)
done
say "commit $(git -C "$ROOT" rev-parse --short HEAD), $BUSY busy loops, $RUNS runs"
failed=0
for ((i = 1; i <= RUNS; i++)); do
  start=$(date +%s)
  say "run $i: start $(date -u +%FT%TZ), load average $(cut -d' ' -f1-3 /proc/loadavg)"
  (cd "$ROOT/web" && node --test --test-concurrency=1 --test-reporter=tap tests/) \
    > "$OUT/run$i.log" 2>&1
  counts=$(grep -E '^# (tests|pass|fail) ' "$OUT/run$i.log" | tr '\n' ' ')
  say "run $i: $(($(date +%s) - start)) s, load average $(cut -d' ' -f1-3 /proc/loadavg): $counts"
  grep -q '^# fail 0$' "$OUT/run$i.log" || failed=1
done
exit $failed
