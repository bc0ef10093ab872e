#!/usr/bin/env bash
# Compares the huge-N local search with the reference of seed 004 (a C local search), on the
# same machine in the same run, and times the explicit construction.
#
#   scripts/bench-huge.sh                 (run from the repository root or anywhere)
#
# The reference is cut out of ../shared/seeds/004_bf93588c20571fc9.txt at run time: from its
# first `#include <` line to the `}` that follows `return 0;` (the end of main). The cut is
# checked (it must define main and its braces must balance) and compiled with gcc -O2 into
# $CARGO_TARGET_DIR/bench-huge (default target/bench-huge), where it also writes its
# n-queens-out.txt. It reads N and "0" (no output file) from standard input and prints the
# CPU seconds of its search; the project's `huge` example prints the wall-clock seconds of its
# call (allocation included) and checks every result. Both are run REPS times (default 5),
# alternating so both see the same load, and medians are compared (ratio = reference /
# project; higher is better). The project uses seeds 1..REPS; the reference seeds itself from
# the clock.
#
# The published reference computes its random swap partner as `((rand() << 6) + rand()) % n`,
# which overflows int: about half its partners are negative indices, read and written outside
# its arrays. It then returns placements with duplicate columns (and sometimes crashes; a crashed
# run is retried). A copy with that one expression made unsigned ("fixed") is timed as well.
#
# Environment: REPS, SIZES (local search sizes, default "1000000 10000000"), CONSTRUCT_N
# (default 100000000), REF_SEED (path of the seed text), CARGO_TARGET_DIR.
set -euo pipefail
cd "$(dirname "$0")/.."

reps=${REPS:-5}
read -r -a sizes <<<"${SIZES:-1000000 10000000}"
construct_n=${CONSTRUCT_N:-100000000}
seed_text=${REF_SEED:-../shared/seeds/004_bf93588c20571fc9.txt}
target=${CARGO_TARGET_DIR:-target}
work="$target/bench-huge"

if [ ! -f "$seed_text" ]; then
    echo "reference seed not found: $seed_text (set REF_SEED)" >&2
    exit 1
fi
mkdir -p "$work"

# Cut the C program out of the article around it.
awk '
    { sub(/\r$/, "") }
    !on && /^#include </ { on = 1 }
    on { print }
    on && prev ~ /^[[:space:]]*return 0;[[:space:]]*$/ && /^}[[:space:]]*$/ { exit }
    { prev = $0 }
' "$seed_text" >"$work/ref_huge.c"
balance=$(tr -cd '{}' <"$work/ref_huge.c" | awk '{ print gsub(/[{]/, "") - gsub(/[}]/, "") }')
if ! grep -q '^int main' "$work/ref_huge.c" || [ "${balance:-1}" != 0 ]; then
    echo "could not cut the reference out of $seed_text (markers changed?)" >&2
    exit 1
fi
partner='((rand() << 6) + rand()) % (n)'
fixed='(int)((((unsigned)rand() << 6) + (unsigned)rand()) % (unsigned)(n))'
if ! grep -qF "$partner" "$work/ref_huge.c"; then
    echo "the reference's partner expression was not found; cannot build the fixed copy" >&2
    exit 1
fi
awk -v from="$partner" -v to="$fixed" '
    { i = index($0, from); if (i) $0 = substr($0, 1, i - 1) to substr($0, i + length(from)) }
    { print }
' "$work/ref_huge.c" >"$work/ref_fixed.c"
gcc -O2 -w -o "$work/ref_huge" "$work/ref_huge.c"
gcc -O2 -w -o "$work/ref_fixed" "$work/ref_fixed.c"

cargo build --release --quiet -p nqueens-core --example huge
proj_bin="$target/release/examples/huge"

# Seconds the reference reports for N, retrying a run that crashes or prints no time.
ref_seconds() {
    local bin=$1 n=$2 try out
    for try in 1 2 3; do
        out=$(cd "$work" && printf '%s\n0\n' "$n" | "./$bin" 2>/dev/null) || true
        if [[ $out =~ takes\ ([0-9.]+)\ seconds ]]; then
            echo "${BASH_REMATCH[1]}"
            return
        fi
        echo "  ($bin N=$n: run $try crashed or printed no time; retrying)" >&2
    done
    echo "$bin failed three times for N=$n" >&2
    exit 1
}

# Seconds the project reports for `method n seed`; fails unless the result checked out.
proj_seconds() {
    local line
    line=$("$proj_bin" "$@")
    read -r _ _ _ secs verified <<<"$line"
    if [ "$verified" != yes ]; then
        echo "project result failed its check: $line" >&2
        exit 1
    fi
    echo "$secs"
}

median() { tr ' ' '\n' | grep . | sort -g | awk '{ v[NR] = $1 } END {
    if (NR % 2) print v[(NR + 1) / 2]; else printf "%.6f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
ratio() { awk -v r="$1" -v p="$2" 'BEGIN { printf "%.2f", (p > 0) ? r / p : 0 }'; }

printf '%-10s %10s %10s %10s %10s %8s %12s\n' method N 'ref s' 'fixed s' 'project s' ratio 'ratio fixed'
for n in "${sizes[@]}"; do
    refs="" fixes="" projs=""
    for ((i = 1; i <= reps; i++)); do
        refs+=" $(ref_seconds ref_huge "$n")"
        fixes+=" $(ref_seconds ref_fixed "$n")"
        projs+=" $(proj_seconds local "$n" "$i")"
    done
    r=$(median <<<"$refs")
    f=$(median <<<"$fixes")
    p=$(median <<<"$projs")
    printf '%-10s %10s %10s %10s %10s %8s %12s\n' local "$n" "$r" "$f" "$p" "$(ratio "$r" "$p")" \
        "$(ratio "$f" "$p")"
done
projs=""
for ((i = 1; i <= reps; i++)); do
    projs+=" $(proj_seconds construct "$construct_n")"
done
printf '%-10s %10s %10s %10s %10s %8s %12s\n' construct "$construct_n" - - \
    "$(median <<<"$projs")" - -
