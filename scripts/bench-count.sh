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
# Then, apart from that per-thread ratio, scaling: `nqueens count N --threads T` (the CLI's
# rayon pool over the units, T = THREADS, default 2) as a whole process against the same
# one-thread reference time and against the project's own one-thread time, its count checked
# against the reference's too.
#
# Environment: REPS (runs per program and N), THREADS (0 skips the scaling table), REF_C (path
# of ref_count.c), CARGO_TARGET_DIR.
set -euo pipefail
cd "$(dirname "$0")/.."

sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(16 17)
reps=${REPS:-3}
threads=${THREADS:-2}
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
if [ "$threads" -gt 0 ]; then
    cargo build --release --quiet -p nqueens-cli
fi
cli_bin="$target/release/nqueens"
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

declare -A refs projs counts
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
    refs[$n]=$best_ref
    projs[$n]=$best_proj
    counts[$n]=$ref_out
done

if [ "$threads" -gt 0 ]; then
    echo
    printf '%-4s %12s %14s %18s %10s\n' N 'ref s (1 thr)' "project s ($threads thr)" 'ratio vs 1 C thread' scaling
    for n in "${sizes[@]}"; do
        best=""
        for ((i = 0; i < reps; i++)); do
            timed "$cli_bin" count "$n" --threads "$threads" --json
            best=$(min "$best" "$secs")
            solutions=$(sed -E 's/.*"solutions":([0-9]+).*/\1/' <<<"$out")
            if [ "$solutions" != "${counts[$n]}" ]; then
                echo "N=$n: reference counts ${counts[$n]}, $threads threads count $solutions" >&2
                exit 1
            fi
        done
        printf '%-4s %12s %14s %18s %10s\n' "$n" "${refs[$n]}" "$best" \
            "$(awk -v r="${refs[$n]}" -v p="$best" 'BEGIN { printf "%.2f", r / p }')" \
            "$(awk -v r="${projs[$n]}" -v p="$best" 'BEGIN { printf "%.2f", r / p }')"
    done
fi
