#!/usr/bin/env bash
# Huge N: the local search of the `nqueens` command against the C program of the tutorial "N queens Problem", whole
# processes on both sides, in the same run; then how the project's time grows to 10^8.
#
#   scripts/bench-huge.sh                 (run from the repository root or anywhere)
#
# The reference is cut out of bench/reference/n-queens-problem.txt (the tutorial's text, which
# carries no licence and so is not committed: bench/reference/README.md says how to fetch it) at
# run time: from its
# first `#include <` line to the `}` that follows `return 0;` (the end of main). Its random
# partner `((rand() << 6) + rand()) % n` overflows int, so about half its partners are negative
# indices outside its arrays and it returns placements with duplicate columns (or crashes); the
# copy timed here has that one expression made unsigned, and is otherwise the authors' program,
# built as they would for speed: gcc -O3 -march=native. It reads N and "0" (no output file)
# from standard input.
#
# Both sides are timed as whole processes (wall clock from start to exit, start-up, allocation
# and printing included); the project's process also verifies its result in O(N) and reports
# it in JSON, which is checked. The reference's answer is checked once per N, untimed: a run
# that writes its placement, read back by `nqueens verify`. Runs alternate so both see the same
# load; medians of REPS (default 3) are compared (ratio = reference / project; higher is
# better). The project uses seeds 1..REPS; the reference seeds itself from the clock.
#
# Then the project alone at SCALE_N (default 10^8), whose reference does not finish (over 9
# minutes: its index overflow), against its own time at the largest of SIZES: linear growth
# would be the ratio of the sizes. Peak memory is printed when /usr/bin/time exists.
#
# Environment: REPS, SIZES (default "1000000 10000000"), SCALE_N, CONSTRUCT_N (default 10^8),
# REF_TEXT (path of the tutorial's text), CARGO_TARGET_DIR.
set -euo pipefail
cd "$(dirname "$0")/.."

reps=${REPS:-3}
read -r -a sizes <<<"${SIZES:-1000000 10000000}"
scale_n=${SCALE_N:-100000000}
construct_n=${CONSTRUCT_N:-100000000}
ref_text=${REF_TEXT:-bench/reference/n-queens-problem.txt}
target=${CARGO_TARGET_DIR:-target}
work="$target/bench-huge"

if [ ! -f "$ref_text" ]; then
    echo "reference text not found: $ref_text (bench/reference/README.md says how to fetch it; or set REF_TEXT)" >&2
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
' "$ref_text" >"$work/ref_huge.c"
balance=$(tr -cd '{}' <"$work/ref_huge.c" | awk '{ print gsub(/[{]/, "") - gsub(/[}]/, "") }')
if ! grep -q '^int main' "$work/ref_huge.c" || [ "${balance:-1}" != 0 ]; then
    echo "could not cut the reference out of $ref_text (markers changed?)" >&2
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
gcc -O3 -march=native -w -o "$work/ref_fixed" "$work/ref_fixed.c"

cargo build --release --quiet -p nqueens-cli
cli="$PWD/$target/release/nqueens"

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.3f", b - a }'; }

# Whole-process seconds of the reference for N (no output file).
ref_seconds() {
    local n=$1 start
    start=$(now)
    (cd "$work" && printf '%s\n0\n' "$n" | ./ref_fixed >/dev/null 2>&1)
    elapsed "$start"
}

# The reference's answer for N, checked by the project's verifier (untimed).
ref_check() {
    local n=$1
    (cd "$work" && printf '%s\n1\n' "$n" | ./ref_fixed >/dev/null 2>&1)
    # Its file: N, then the 1-based columns separated by spaces (then a picture for N <= 20).
    awk 'NR == 2 { for (i = 1; i <= NF; i++) print $i - 1; exit }' "$work/n-queens-out.txt" \
        >"$work/ref_cols.txt"
    if ! "$cli" verify "$work/ref_cols.txt" >/dev/null; then
        echo "the reference's placement for N=$n is not a solution" >&2
        exit 1
    fi
    rm -f "$work/n-queens-out.txt" "$work/ref_cols.txt"
}

# Whole-process seconds of `nqueens solve N --strategy min-conflicts --seed S`; fails unless
# its JSON says the result was verified.
proj_seconds() {
    local n=$1 seed=$2 start out
    start=$(now)
    out=$("$cli" solve "$n" --strategy min-conflicts --seed "$seed" --json)
    local secs
    secs=$(elapsed "$start")
    if [[ $out != *'"verified":true'* ]]; then
        echo "project result not verified for N=$n: $out" >&2
        exit 1
    fi
    echo "$secs"
}

median() { tr ' ' '\n' | grep . | sort -g | awk '{ v[NR] = $1 } END {
    if (NR % 2) print v[(NR + 1) / 2]; else printf "%.6f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
ratio() { awk -v r="$1" -v p="$2" 'BEGIN { printf "%.2f", (p > 0) ? r / p : 0 }'; }

echo "local search, whole processes, medians of $reps (reference: the tutorial \"N queens Problem\", gcc -O3 -march=native)"
printf '%-12s %12s %12s %8s\n' N 'ref s' 'project s' ratio
last_p=""
for n in "${sizes[@]}"; do
    ref_check "$n"
    refs="" projs=""
    for ((i = 1; i <= reps; i++)); do
        refs+=" $(ref_seconds "$n")"
        projs+=" $(proj_seconds "$n" "$i")"
    done
    r=$(median <<<"$refs")
    p=$(median <<<"$projs")
    last_p=$p
    printf '%-12s %12s %12s %8s\n' "$n" "$r" "$p" "$(ratio "$r" "$p")"
done

if [ "$scale_n" -gt 0 ]; then
    largest=${sizes[${#sizes[@]} - 1]}
    projs=""
    for ((i = 1; i <= reps; i++)); do
        projs+=" $(proj_seconds "$scale_n" "$i")"
    done
    p=$(median <<<"$projs")
    memory=""
    if [ -x /usr/bin/time ]; then
        kb=$(/usr/bin/time -f '%M' "$cli" solve "$scale_n" --strategy min-conflicts --seed 1 \
            --json 2>&1 >/dev/null | tail -1)
        memory=", peak memory $((kb / 1024)) MiB"
    fi
    echo "project alone: N = $scale_n in $p s (median of $reps), $(ratio "$p" "$last_p")x its" \
        "time at N = $largest (sizes $(ratio "$scale_n" "$largest")x apart)$memory"
fi

projs=""
for ((i = 1; i <= reps; i++)); do
    start=$(now)
    out=$("$cli" solve "$construct_n" --strategy construct --json)
    projs+=" $(elapsed "$start")"
    [[ $out == *'"verified":true'* ]] || { echo "construct not verified: $out" >&2; exit 1; }
done
echo "construct N = $construct_n: $(median <<<"$projs") s whole process (median of $reps)"
