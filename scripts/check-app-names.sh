#!/usr/bin/env bash
# The app's shared code names no game mode and no expansion: what a mode or an expansion shows
# lives in its UI module (src/app/modes/, src/app/expansions/; docs/frontend.md). Prints every
# line outside those modules that names one (its figures, tiles or columns too) and fails if any.
# Also: the modules and the views given a context (docs/frontend.md, Contexts) never receive the
# App nor include app/app.h.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
# The modes' and expansions' names, spelled as code and text spell them, and the words that only
# one of them uses (its figures, tiles, score columns, option).
NAMES='"base"|castle|falcon|\bmage|magician|\bwitch|magic|wind.?roses?|\broses?\b|porxada|spielbox'
NAMES+='|\bbets?\b|bettor|bookmaker|\bchips?\b'
hits=$(cd "$ROOT" && grep -rnEi "$NAMES" src/app --include='*.cpp' --include='*.h' |
  grep -vE '^src/app/(modes|expansions)/' || true)
if [ -n "$hits" ]; then
  echo "$hits"
  echo "check-app-names: $(echo "$hits" | wc -l) lines outside src/app/modes and src/app/expansions name a mode or an expansion"
  exit 1
fi
echo "check-app-names: no mode or expansion named outside src/app/modes and src/app/expansions"

VIEWS='action_text|board_view|choice_spots|expansion_view|game_view|log_text|mode_ui|panels|screens'
VIEWS+='|spot_feature|turn_box|ui_module|viewer_suggestion_view'
app=$(cd "$ROOT" && grep -rnE '\bApp&|class App;|#include "app/app.h"' src/app --include='*.cpp' \
  --include='*.h' | grep -E "^src/app/(modes/|expansions/|($VIEWS)\.(h|cpp):)" || true)
if [ -n "$app" ]; then
  echo "$app"
  echo "check-app-names: $(echo "$app" | wc -l) lines of a module or a view given a context name the App"
  exit 1
fi
echo "check-app-names: no module or view given a context names the App"
