#!/usr/bin/env bash
# One command to play: installs what is missing, builds the game page, serves it on
# http://127.0.0.1:8080 (PORT=... to change) and prints the URL.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
"$ROOT/scripts/setup-deps.sh"
"$ROOT/scripts/build.sh" wasm
exec node "$ROOT/web/serve.mjs" "$ROOT/build/wasm/site" "${PORT:-8080}" 127.0.0.1
