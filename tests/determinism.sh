#!/usr/bin/env bash
# Native vs WebAssembly: the same seeds must give the same random game record and the same
# replay result (scores, supply, hash) from the native `carc` and the wasm `carc` under node.
# Usage: tests/determinism.sh NATIVE_CARC WASM_CARC_JS [extra `carc random` args...]
# DETERMINISM_PLAYERS: the player counts to play (default "2 4 6"; The Castle: "2").
# Prints one line per compared game and "determinism: N passed, N failed".
set -uo pipefail
native=$1; wasm=$2; shift 2
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0
for seed in 1 2 3 7 42 99 1234 65535 100000 4000000000; do
  for players in ${DETERMINISM_PLAYERS:-2 4 6}; do
    "$native" random --seed "$seed" --players "$players" "$@" >"$tmp/n.carc" 2>&1
    node --no-experimental-fetch "$wasm" random --seed "$seed" --players "$players" "$@" >"$tmp/w.carc" 2>&1
    "$native" replay "$tmp/n.carc" >"$tmp/n.json" 2>&1
    node --no-experimental-fetch "$wasm" replay "$tmp/n.carc" >"$tmp/w.json" 2>&1
    if [ -s "$tmp/n.carc" ] && cmp -s "$tmp/n.carc" "$tmp/w.carc" && cmp -s "$tmp/n.json" "$tmp/w.json" &&
       grep -q '"gameOver": *true' "$tmp/n.json"; then
      pass=$((pass + 1))
    else
      fail=$((fail + 1))
      echo "DIFFERENT: seed $seed players $players $*"
      diff "$tmp/n.carc" "$tmp/w.carc" | head -5
      diff "$tmp/n.json" "$tmp/w.json" | head -5
    fi
  done
done
echo "determinism: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
