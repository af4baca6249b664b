#!/usr/bin/env bash
# Builds the libFuzzer targets (clang++-14, -fsanitize=fuzzer,address,undefined) in build/fuzz
# and runs each for a bounded time on a scratch copy of its seed corpus (tests/fuzz/corpus/).
# Usage: tests/fuzz/run.sh [SECONDS_PER_TARGET]   (default 30; FUZZ_JOBS=1)
# Ends with one line: "fuzz: N passed, N failed". Crash inputs are kept in build/fuzz/crashes/.
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SECONDS_EACH=${1:-${FUZZ_SECONDS:-30}}
BUILD=${FUZZ_BUILD:-$ROOT/build/fuzz}
passed=0; failed=0
if ! { [ -f "$BUILD/build.ninja" ] ||
       cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
         -DCMAKE_CXX_COMPILER=clang++-14 -DCMAKE_C_COMPILER=clang-14 -DCARC_FUZZ=ON >/dev/null; } ||
   ! cmake --build "$BUILD" -j"${CARC_JOBS:-2}" --target link_fuzz notation_fuzz; then
  echo "fuzz: build failed"
  echo "fuzz: 0 passed, 1 failed"
  exit 1
fi
mkdir -p "$BUILD/crashes"
for target in link notation; do
  work="$BUILD/corpus/$target"
  mkdir -p "$work"
  cp -n "$ROOT/tests/fuzz/corpus/$target/"* "$work/" 2>/dev/null
  log="$BUILD/$target.log"
  # -max_len: links are capped at 4096 characters (kMaxFragmentChars) and records here at 16 KB.
  max_len=4200; [ $target = notation ] && max_len=16384
  if "$BUILD/tests/fuzz/${target}_fuzz" "$work" -max_total_time="$SECONDS_EACH" \
       -max_len=$max_len -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
       -artifact_prefix="$BUILD/crashes/${target}-" >"$log" 2>&1; then
    runs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$')
    echo "fuzz $target: ok, ${runs:-?} executions in ${SECONDS_EACH}s"
    passed=$((passed + 1))
  else
    echo "fuzz $target: FAILED (log: $log)"
    grep -E 'ERROR|SUMMARY|Test unit written' "$log" | head -5
    failed=$((failed + 1))
  fi
done
echo "fuzz: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
