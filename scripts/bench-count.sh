#!/usr/bin/env bash
# Compares the project's solution counter with the reference counter (../shared/bench/ref_count.c,
# a mirror-symmetry bitboard search) on the same machine in the same run.
#
#   scripts/bench-count.sh [N...]        (default: 16 17)
#
# Builds the reference with gcc -O3 -march=native (as its authors would for speed) into the
# cargo target directory and the project's `count` example in release mode (what
# `cargo run --release -p nqueens-core --example count -- N` runs), then times both the same way: wall-clock time of the whole process, best of
# REPS runs (default 3), the two programs alternating so that both see the same load.
# Prints reference seconds, project seconds and the ratio (reference / project; higher is
# better), and fails if the two disagree on the number of solutions.
#
# Environment: REPS (runs per program and N), REF_C (path of ref_count.c), CARGO_TARGET_DIR.
set -euo pipefail
cd "$(dirname "$0")/.."

sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(16 17)
reps=${REPS:-3}
ref_c=${REF_C:-../shared/bench/ref_count.c}
target=${CARGO_TARGET_DIR:-target}

if [ ! -f "$ref_c" ]; then
    echo "reference source not found: $ref_c (set REF_C)" >&2
    exit 1
fi
mkdir -p "$target/bench-count"
ref_bin="$target/bench-count/ref_count"
gcc -O3 -march=native -o "$ref_bin" "$ref_c"
cargo build --release --quiet -p nqueens-core --example count
proj_bin="$target/release/examples/count"

now() { date +%s.%N; }
# Runs a command, stores its output in $out and its wall-clock seconds in $secs.
timed() {
    local start end
    start=$(now)
    out=$("$@")
    end=$(now)
    secs=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }')
}
min() { awk -v a="$1" -v b="$2" 'BEGIN { print (a == "" || b + 0 < a + 0) ? b : a }'; }

printf '%-4s %12s %12s %8s %16s %14s %14s\n' N 'ref s' 'project s' ratio solutions fundamental nodes
for n in "${sizes[@]}"; do
    best_ref=""
    best_proj=""
    for ((i = 0; i < reps; i++)); do
        timed "$ref_bin" "$n"
        ref_out=$out
        best_ref=$(min "$best_ref" "$secs")
        timed "$proj_bin" "$n"
        proj_out=$out
        best_proj=$(min "$best_proj" "$secs")
    done
    read -r _ solutions fundamental nodes _ <<<"$proj_out"
    if [ "$ref_out" != "$solutions" ]; then
        echo "N=$n: reference counts $ref_out solutions, project counts $solutions" >&2
        exit 1
    fi
    ratio=$(awk -v r="$best_ref" -v p="$best_proj" 'BEGIN { printf "%.2f", (p > 0) ? r / p : 0 }')
    printf '%-4s %12s %12s %8s %16s %14s %14s\n' "$n" "$best_ref" "$best_proj" "$ratio" \
        "$solutions" "$fundamental" "$nodes"
done
