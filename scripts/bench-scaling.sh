#!/usr/bin/env bash
# Times `nqueens count N` (whole process, 1 and 2 threads) for N = FROM..TO on this machine,
# checks every total against OEIS, and extrapolates the single-thread time to N = 20..23 in
# core-hours from the growth of the last two measured N. Wall time and the process's CPU time
# (user + system) are both shown: on a shared machine the CPU time is what a core-hour
# estimate needs, the wall time includes waiting for other people's work. Usage: bench-scaling.sh [FROM [TO]]
# (default 12 19; N = 19 single-threaded takes a few minutes). TWO_THREADS_TO (default 18) is
# the largest N also timed on 2 threads.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
cargo build --release --locked -q -p nqueens-cli
exec python3 - "${1:-12}" "${2:-19}" "${TWO_THREADS_TO:-18}" target/release/nqueens <<'PY'
import json, resource, subprocess, sys, time
lo, hi, two_to, binary = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
A000170 = {12: 14200, 13: 73712, 14: 365596, 15: 2279184, 16: 14772512, 17: 95815104,
           18: 666090624, 19: 4968057848, 20: 39029188884, 21: 314666222712}

def cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime

def run(n, threads):
    t, c = time.monotonic(), cpu()
    r = json.loads(subprocess.run([binary, "count", str(n), "--threads", str(threads), "--json"],
                                  check=True, capture_output=True, text=True).stdout)
    s, c = time.monotonic() - t, cpu() - c
    if n in A000170 and r["solutions"] != A000170[n]:
        sys.exit(f"N = {n}: {r['solutions']} solutions, OEIS A000170 says {A000170[n]}")
    return s, c

print("| N | 1 thread: wall | 1 thread: CPU | 2 threads: wall | 2 threads: CPU |")
print("|---|---|---|---|---|")
one = {}
for n in range(lo, hi + 1):
    wall, one[n] = run(n, 1)
    two = run(n, 2) if n <= two_to else None
    cells = (f"{two[0]:.2f} s", f"{two[1]:.2f} s") if two else ("–", "–")
    print(f"| {n} | {wall:.2f} s | {one[n]:.2f} s | {cells[0]} | {cells[1]} |", flush=True)
growth = one[hi] / one[hi - 1]
print(f"\nCPU-time growth N = {hi - 1} -> {hi}: {growth:.2f}x; extrapolated single-thread CPU time:")
print("| N | core-hours (extrapolated) |")
print("|---|---|")
t = one[hi]
for n in range(hi + 1, 24):
    t *= growth
    print(f"| {n} | {t / 3600:.1f} |")
PY
