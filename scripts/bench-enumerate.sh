#!/usr/bin/env bash
# Listing all solutions of N (default 12) natively, in the browser worker, and with OR-Tools as
# a user of the OR-Tools guide runs it (the original CP solver, and CP-SAT with one worker), all
# in one run, with ratios against the CP solver. Installs OR-Tools from PyPI if missing.
#   ./scripts/bench-enumerate.sh [N]          SAT=0 skips CP-SAT (about 25 s at N = 12)
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
source scripts/env.sh
n="${1:-12}"
python3 -c "import ortools" 2>/dev/null || pip install --quiet ortools

best() { sort -g | head -1; }
echo "== OR-Tools original CP solver (CHOOSE_FIRST_UNBOUND / ASSIGN_MIN_VALUE), best of 3"
cp_line=""
for _ in 1 2 3; do cp_line+="$(python3 scripts/ortools_nqueens.py cp "$n")"$'\n'; done
echo -n "$cp_line"
cp_s=$(echo -n "$cp_line" | awk '{print $4}' | best)
sat_s=""
if [ "${SAT:-1}" = 1 ]; then
  echo "== OR-Tools CP-SAT, 1 worker"
  sat_line=$(python3 scripts/ortools_nqueens.py sat "$n")
  echo "$sat_line"
  sat_s=$(echo "$sat_line" | awk '{print $4}')
fi
echo "== native (next_batch, release)"
cargo build --release --quiet -p nqueens-core --example enumerate
native_s=$(for _ in 1 2 3; do target/release/examples/enumerate "$n" | awk -v n="$n" '$1 == n {print $3}'; done | best)
echo "native $n: ${native_s} s"
echo "== browser (Solutions view worker, headless Chromium)"
trunk build --release >/dev/null 2>&1
browser_line=$(node scripts/bench-enumerate.mjs "$n" 3)
browser_s=$(echo "$browser_line" | awk '{print $4}')
echo "browser $n: ${browser_s} s"
echo
awk -v cp="$cp_s" -v sat="$sat_s" -v nat="$native_s" -v br="$browser_s" -v n="$n" 'BEGIN {
  printf "N = %s: CP solver %.3f s; native %.4f s (%.0fx faster); browser %.4f s (%.0fx faster)\n", n, cp, nat, cp / nat, br, cp / br
  if (sat != "") printf "CP-SAT (1 worker) %.1f s: native %.0fx faster, browser %.0fx faster\n", sat, sat / nat, sat / br
}'
