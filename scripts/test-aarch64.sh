#!/usr/bin/env bash
# The aarch64 build, where the NEON kernel counts: cross-compiled with Debian's
# gcc-aarch64-linux-gnu and run under qemu-aarch64 (Debian's qemu-user), as .cargo/config.toml
# sets up. Correctness only: emulated times mean nothing.
#   1. the core's counting tests on aarch64: the NEON kernel agrees with the scalar step on
#      every unit of N = 8, 11, 13 and N = 15's largest units, node counts included;
#   2. the CLI cross-built in release and run under qemu: N = 1..13 equal OEIS A000170 and
#      A002562 with "kernel": "neon", the same node counts as the scalar kernel, and an x86
#      kernel refused with its reason.
# Run by scripts/test.sh; installs nothing (scripts/setup.sh does).
set -euo pipefail
cd "$(dirname "$0")/.."
target=aarch64-unknown-linux-gnu

cargo test --locked --target "$target" -p nqueens-core --lib count::
cargo build --locked --release --target "$target" -p nqueens-cli

python3 - "target/$target/release/nqueens" <<'PY'
import json, subprocess, sys

binary = sys.argv[1]
A000170 = [1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712]
A002562 = [1, 1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233]

def nqueens(*args, env=None):
    return subprocess.run(["qemu-aarch64", "-L", "/usr/aarch64-linux-gnu", binary, *args],
                          capture_output=True, text=True, env=env)

def count(n, *extra):
    run = nqueens("count", str(n), "--json", *extra)
    if run.returncode != 0:
        sys.exit(f"count {n} {' '.join(extra)} failed under qemu: {run.stderr}")
    return json.loads(run.stdout)

for n in range(1, 14):
    got = count(n)
    want = {"solutions": A000170[n], "fundamental": A002562[n], "kernel": "neon"}
    seen = {key: got[key] for key in want}
    if seen != want:
        sys.exit(f"N = {n} on aarch64: {seen}, expected {want}")
    scalar = count(n, "--kernel", "scalar")
    if (scalar["kernel"], scalar["solutions"], scalar["nodes"]) != ("scalar", got["solutions"], got["nodes"]):
        sys.exit(f"N = {n} on aarch64: scalar {scalar} against neon {got}")
    print(f"N = {n:2}: {got['solutions']} solutions, {got['fundamental']} fundamental, "
          f"{got['nodes']} nodes, kernel {got['kernel']} (scalar agrees)")

refused = nqueens("count", "10", "--kernel", "avx2")
expected = "the avx2 kernel cannot run here: it needs an x86-64 CPU (kernels that run here: neon, scalar)"
if refused.returncode != 2 or expected not in refused.stderr:
    sys.exit(f"--kernel avx2 on aarch64: exit {refused.returncode}, {refused.stderr!r}")
print("aarch64: OEIS for N = 1..13 with the neon kernel; avx2 refused:", expected)
PY
