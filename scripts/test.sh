#!/usr/bin/env bash
# One command to test everything: installs what is missing, builds native and wasm, runs
# the native unit tests (ctest), the engine tests compiled to wasm (node) and the browser
# tests (playwright-core + Debian's Chromium). Ends with one line: "N passed, N failed".
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
LOGS="$ROOT/build/test-logs"
"$ROOT/scripts/setup-deps.sh" || { echo "setup failed"; echo "0 passed, 1 failed"; exit 1; }
mkdir -p "$LOGS"
passed=0; failed=0

count() { passed=$((passed + $1)); failed=$((failed + $2)); echo "== $3: $1 passed, $2 failed"; }

# 1. Native unit tests.
if "$ROOT/scripts/build.sh" native; then
  ctest --test-dir "$ROOT/build/native" -j"$(nproc)" --output-on-failure 2>&1 | tee "$LOGS/ctest.log"
  total=$(grep -oE 'tests failed out of [0-9]+' "$LOGS/ctest.log" | grep -oE '[0-9]+$' || echo 0)
  nfail=$(grep -oE '[0-9]+ tests failed out of' "$LOGS/ctest.log" | grep -oE '^[0-9]+' || echo 0)
  [ -n "$total" ] || { total=1; nfail=1; }
  count $((total - nfail)) "$nfail" "native unit tests"
else
  count 0 1 "native build"
fi

# 2. The engine tests compiled to WebAssembly, run under node. `site` builds the wasm
#    configuration and packages its release (build/release/site), which browser tests serve.
if "$ROOT/scripts/build.sh" site; then
  (cd "$ROOT" && node --no-experimental-fetch "$ROOT/build/wasm/tests/engine_tests.js") 2>&1 | tee "$LOGS/wasm-tests.log"
  ok=$(grep -oE '^\[  PASSED  \] [0-9]+' "$LOGS/wasm-tests.log" | grep -oE '[0-9]+$' || echo 0)
  bad=$(grep -oE '^\[  FAILED  \] [0-9]+ tests?,' "$LOGS/wasm-tests.log" | grep -oE '[0-9]+' || echo 0)
  [ -n "$ok$bad" ] && [ "$ok$bad" != 00 ] || bad=1
  count "${ok:-0}" "${bad:-0}" "wasm engine tests"

  # 3. Whole seeded games: native and wasm `carc` must print identical records and results,
  #    for the base game and with all four mini-expansions, and for The Castle (2 players) and
  #    The Castle with The Falcon. MODE:EXPANSIONS.
  for game in base:none base:mage-witch,wind-roses,la-porxada,bets castle:none castle:falcon; do
    mode=${game%%:*}; exp=${game#*:}
    args=(--mode "$mode"); [ "$exp" = none ] || args+=(--expansions "$exp")
    log="$LOGS/determinism-$mode-$exp.log"
    players="2 4 6"; [ "$mode" = castle ] && players=2
    DETERMINISM_PLAYERS=$players "$ROOT/tests/determinism.sh" "$ROOT/build/native/src/cli/carc" \
      "$ROOT/build/wasm/src/cli/carc.js" "${args[@]}" 2>&1 | tee "$log"
    ok=$(grep -oE '^determinism: [0-9]+ passed' "$log" | grep -oE '[0-9]+' || echo 0)
    bad=$(grep -oE '^determinism: .* [0-9]+ failed$' "$log" | grep -oE '[0-9]+ failed' | grep -oE '[0-9]+' || echo 1)
    count "${ok:-0}" "${bad:-1}" "native vs wasm games ($mode, $exp)"
  done

  # 4. Browser tests against the built page.
  (cd "$ROOT/web" && node --test --test-concurrency=1 --test-reporter=tap tests/) 2>&1 | tee "$LOGS/browser.log"
  ok=$(grep -oE '^# pass [0-9]+' "$LOGS/browser.log" | grep -oE '[0-9]+$' || echo 0)
  bad=$(grep -oE '^# fail [0-9]+' "$LOGS/browser.log" | grep -oE '[0-9]+$' || echo 1)
  count "${ok:-0}" "${bad:-1}" "browser tests"
else
  count 0 1 "wasm build"
fi

# 5. libFuzzer targets (link decoder, notation parser), a bounded short run each (tests/fuzz/run.sh).
"$ROOT/tests/fuzz/run.sh" "${FUZZ_SECONDS:-30}" 2>&1 | tee "$LOGS/fuzz.log"
ok=$(grep -oE '^fuzz: [0-9]+ passed' "$LOGS/fuzz.log" | grep -oE '[0-9]+' || echo 0)
bad=$(grep -oE '^fuzz: [0-9]+ passed, [0-9]+ failed' "$LOGS/fuzz.log" | grep -oE '[0-9]+ failed' | grep -oE '[0-9]+' || echo 1)
count "${ok:-0}" "${bad:-1}" "fuzz targets"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
