#!/usr/bin/env bash
# Compares the project's solution counter, kernel by kernel, with the reference counter
# (bench/reference/ref_count.c, a mirror-symmetry bitboard search) on the same machine in the
# same run.
#
#   scripts/bench-count.sh [N...]                      (default: 16 17)
#   KERNELS="avx2 scalar" scripts/bench-count.sh 17    (some kernels only)
#   REPS=1 THREADS=0 scripts/bench-count.sh 18 19      (one thread only)
#
# Builds the reference with gcc -O3 -march=native (as its authors would for speed) into the
# cargo target directory, and the project's `count` example (one thread) and CLI in release
# mode. Per thread: the reference and the example with each kernel forced (NQUEENS_KERNEL),
# timed the same way: wall-clock time of the whole process (planning included), best of REPS
# runs, all of them alternating within each round so that all see the same load. Each line
# gives reference seconds, project seconds and the ratio (reference / project; higher is
# better), once the kernel the project reports is the one asked for and its count of solutions
# equals the reference's (the run fails otherwise).
#
# Then, apart from those per-thread ratios, scaling: `nqueens count N --threads T --kernel K`
# (the CLI's rayon pool over the units, T = THREADS, default 2) as a whole process against the
# same one-thread reference time and against the kernel's own one-thread time, its count and
# kernel checked the same way.
#
# Above REF_UP_TO (default 18) the reference is not run (it takes about 20 minutes at N = 19 on
# this machine kind): counts are checked against OEIS A000170 instead and no ratio is printed.
#
# Environment: REPS (runs per program and N, default 3), THREADS (0 skips the scaling table),
# KERNELS (default: every kernel `nqueens kernels` lists as running here, fastest first),
# REF_UP_TO, REF_C (path of ref_count.c), CARGO_TARGET_DIR.
set -euo pipefail
cd "$(dirname "$0")/.."

sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(16 17)
reps=${REPS:-3}
threads=${THREADS:-2}
ref_up_to=${REF_UP_TO:-18}
ref_c=${REF_C:-bench/reference/ref_count.c}
target=${CARGO_TARGET_DIR:-target}
# OEIS A000170, N = 0..27, for sizes the reference does not count.
a000170=(1 1 0 0 2 10 4 40 92 352 724 2680 14200 73712 365596 2279184 14772512 95815104
    666090624 4968057848 39029188884 314666222712 2691008701644 24233937684440
    227514171973736 2207893435808352 22317699616364044 234907967154122528)

if [ ! -f "$ref_c" ]; then
    echo "reference source not found: $ref_c (set REF_C)" >&2
    exit 1
fi
mkdir -p "$target/bench-count"
ref_bin="$target/bench-count/ref_count"
gcc -O3 -march=native -o "$ref_bin" "$ref_c"
cargo build --release --quiet -p nqueens-core --example count
cargo build --release --quiet -p nqueens-cli
cli_bin="$target/release/nqueens"
proj_bin="$target/release/examples/count"
errors="$target/bench-count/stderr"

if [ -n "${KERNELS:-}" ]; then
    read -r -a kernels <<<"$KERNELS"
else
    # The CLI's own list of what runs here (JSON: one object per kernel).
    read -r -a kernels <<<"$("$cli_bin" kernels --json | grep -o '"name":"[^"]*","runnable":true' |
        sed -E 's/"name":"([^"]*)".*/\1/' | tr '\n' ' ')"
fi

now() { date +%s.%N; }
# Runs a command, stores its output in $out and its wall-clock seconds in $secs; its standard
# error goes to a file (so no progress line is drawn) and is shown if it fails.
timed() {
    local start end
    start=$(now)
    if ! out=$("$@" 2>"$errors"); then
        echo "failed: $*" >&2
        cat "$errors" >&2
        exit 1
    fi
    end=$(now)
    secs=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }')
}
min() { awk -v a="$1" -v b="$2" 'BEGIN { print (a == "" || b + 0 < a + 0) ? b : a }'; }
ratio() { awk -v r="$1" -v p="$2" 'BEGIN { printf "%.2f", (p > 0) ? r / p : 0 }'; }
# The reference's count of N (the count it printed this run, or OEIS above REF_UP_TO).
expected() { if [ -n "${counts[$1]:-}" ]; then echo "${counts[$1]}"; else echo "${a000170[$1]}"; fi; }
check() { # check SIDE N KERNEL SOLUTIONS REPORTED_KERNEL
    if [ "$4" != "$(expected "$2")" ]; then
        echo "N=$2: the reference counts $(expected "$2") solutions, $1 ($3) counts $4" >&2
        exit 1
    fi
    if [ "$5" != "$3" ]; then
        echo "N=$2: $1 was asked for the $3 kernel and reports $5" >&2
        exit 1
    fi
}

echo "# $(uname -m), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), kernels: ${kernels[*]}"
echo "# load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
declare -A refs projs counts
printf '%-4s %-8s %12s %12s %8s %18s %16s %14s\n' N kernel 'ref s' 'project s' ratio solutions fundamental nodes
for n in "${sizes[@]}"; do
    best_ref=""
    declare -A best=() found=()
    run_ref=$((n <= ref_up_to))
    for ((i = 0; i < reps; i++)); do
        if [ "$run_ref" = 1 ]; then
            timed "$ref_bin" "$n"
            counts[$n]=$out
            best_ref=$(min "$best_ref" "$secs")
        fi
        for k in "${kernels[@]}"; do
            timed env NQUEENS_KERNEL="$k" "$proj_bin" "$n"
            read -r _ solutions fundamental nodes _ reported <<<"$out"
            check "the project" "$n" "$k" "$solutions" "$reported"
            best[$k]=$(min "${best[$k]:-}" "$secs")
            found[$k]="$solutions $fundamental $nodes"
        done
    done
    for k in "${kernels[@]}"; do
        shown_ratio=$([ "$run_ref" = 1 ] && ratio "$best_ref" "${best[$k]}" || echo -)
        read -r solutions fundamental nodes <<<"${found[$k]}"
        printf '%-4s %-8s %12s %12s %8s %18s %16s %14s\n' "$n" "$k" "${best_ref:--}" "${best[$k]}" \
            "$shown_ratio" "$solutions" "$fundamental" "$nodes"
        projs[$n,$k]=${best[$k]}
        # Every kernel walks the same tree: the same nodes, or one of them is wrong.
        if [ "${found[$k]}" != "${found[${kernels[0]}]}" ]; then
            echo "N=$n: $k found ${found[$k]}, ${kernels[0]} ${found[${kernels[0]}]}" >&2
            exit 1
        fi
    done
    refs[$n]=${best_ref:--}
    unset best found
done

if [ "$threads" -gt 0 ]; then
    echo
    printf '%-4s %-8s %14s %16s %20s %10s\n' N kernel 'ref s (1 thr)' "project s ($threads thr)" 'ratio vs 1 C thread' scaling
    for n in "${sizes[@]}"; do
        for k in "${kernels[@]}"; do
            best_t=""
            for ((i = 0; i < reps; i++)); do
                timed "$cli_bin" count "$n" --threads "$threads" --kernel "$k" --json
                best_t=$(min "$best_t" "$secs")
                solutions=$(sed -E 's/.*"solutions":([0-9]+).*/\1/' <<<"$out")
                reported=$(sed -E 's/.*"kernel":"([^"]*)".*/\1/' <<<"$out")
                check "$threads threads" "$n" "$k" "$solutions" "$reported"
            done
            shown_ratio=$([ "${refs[$n]}" != - ] && ratio "${refs[$n]}" "$best_t" || echo -)
            printf '%-4s %-8s %14s %16s %20s %10s\n' "$n" "$k" "${refs[$n]}" "$best_t" \
                "$shown_ratio" "$(ratio "${projs[$n,$k]}" "$best_t")"
        done
    done
fi
echo "# load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
