#!/usr/bin/env bash
# Speed of the counter against bench/reference/ref_count.c, measured in one run:
#   ./scripts/bench.sh [N...]   (default 16 17 natively; the browser part counts the first N)
# Native: single-thread ratio per N (scripts/bench-count.sh). Browser: the Count view's worker
# pool and one worker against the same reference, in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
source scripts/env.sh
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(16 17)
echo "== native, one thread"
./scripts/bench-count.sh "${sizes[@]}"
echo
echo "== browser (headless Chromium), N = ${sizes[0]}"
cargo build --release --quiet -p nqueens-cli
trunk build --release >/dev/null 2>&1
node scripts/bench-browser.mjs "${sizes[0]}" 3
