#!/usr/bin/env bash
# Listing all solutions of N (default 12): natively, in the browser worker, and with OR-Tools as
# a user of the OR-Tools guide runs it (the original CP solver, and CP-SAT with one worker), all
# in one run. Installs OR-Tools from PyPI if missing.
#   ./scripts/bench-enumerate.sh [N]          SAT=0 skips CP-SAT (about 25 s at N = 12)
#
# Like with like: every side times the same work, listing every solution and keeping it, on its
# own in-process clock from the start of the search to its end. Start-up is left out on every
# side (the Python interpreter and the OR-Tools import, the native process, the page and its
# worker's wasm instance), and so is building the model. Native and OR-Tools each print an
# order-independent checksum of the solutions they listed; the ratios are printed only when
# both checksums and all counts (browser included) agree. Each side is the best of 3 runs
# (CP-SAT: 1 run), all single-threaded.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
source scripts/env.sh
n="${1:-12}"
python3 -c "import ortools" 2>/dev/null || python3 -m pip install --quiet ortools

# best_of FIELD: the line with the smallest value in FIELD.
best_of() { sort -g -k"$1" | head -1; }
echo "== OR-Tools original CP solver (CHOOSE_FIRST_UNBOUND / ASSIGN_MIN_VALUE), best of 3"
cp_runs=""
for _ in 1 2 3; do cp_runs+="$(python3 scripts/ortools_nqueens.py cp "$n")"$'\n'; done
echo -n "$cp_runs"
read -r _ _ cp_count cp_s _ _ cp_sum <<<"$(echo -n "$cp_runs" | best_of 4)"
sat_s=""
if [ "${SAT:-1}" = 1 ]; then
  echo "== OR-Tools CP-SAT, 1 worker"
  sat_line=$(python3 scripts/ortools_nqueens.py sat "$n")
  echo "$sat_line"
  read -r _ _ sat_count sat_s _ _ sat_sum <<<"$sat_line"
fi
echo "== native (next_batch, release), best of 3"
cargo build --release --quiet -p nqueens-core --example enumerate
native_runs=$(for _ in 1 2 3; do target/release/examples/enumerate "$n" | awk -v n="$n" '$1 == n'; done)
echo "$native_runs"
read -r _ native_count native_s _ native_sum <<<"$(echo "$native_runs" | best_of 3)"
echo "== browser (Solutions view worker, headless Chromium), best of 3"
trunk build --release >/dev/null 2>&1
browser_line=$(node scripts/bench-enumerate.mjs "$n" 3)
echo "$browser_line"
read -r _ _ browser_count browser_s _ <<<"$browser_line"

fail() { echo "NOT COMPARABLE: $*" >&2; exit 1; }
[ "$native_count" = "$cp_count" ] || fail "native listed $native_count solutions, the CP solver $cp_count"
[ "$native_sum" = "$cp_sum" ] || fail "native and CP solver checksums differ ($native_sum vs $cp_sum)"
[ "$browser_count" = "$native_count" ] || fail "the browser listed $browser_count solutions, native $native_count"
if [ -n "$sat_s" ]; then
  [ "$sat_count" = "$native_count" ] || fail "CP-SAT listed $sat_count solutions, native $native_count"
  [ "$sat_sum" = "$native_sum" ] || fail "native and CP-SAT checksums differ ($native_sum vs $sat_sum)"
fi
echo
echo "same answers: $native_count solutions on every side, checksum $native_sum (native = OR-Tools)"
awk -v cp="$cp_s" -v sat="$sat_s" -v nat="$native_s" -v br="$browser_s" -v n="$n" 'BEGIN {
  printf "N = %s, listing only, in-process clocks: CP solver %.4f s; native %.4f s (%.0fx); browser worker %.4f s (%.0fx)\n", n, cp, nat, cp / nat, br, cp / br
  if (sat != "") printf "CP-SAT (1 worker) %.3f s: native %.0fx, browser %.0fx\n", sat, sat / nat, sat / br
}'
