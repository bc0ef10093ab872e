#!/usr/bin/env bash
# The GPU counter beside the CPU kernels, every count checked before any time is shown.
#
#   scripts/bench-gpu.sh [N...]                          (default: 16 17 18)
#   ADAPTER=llvmpipe scripts/bench-gpu.sh 13 14 15       (a correctness run on Mesa's lavapipe)
#   BROWSER=1 scripts/bench-gpu.sh 18 19 20 21           (and the Count view on WebGPU)
#
# Native: `nqueens count N --kernel gpu` (the first hardware adapter, or ADAPTER by name) and
# `nqueens count N` (the fastest CPU kernel on every core, THREADS to change), whole processes,
# alternating in each of REPS rounds (default 3, best kept), built in release mode. Each count
# is checked against OEIS A000170 and A002562 (N up to 27) and the GPU's against the CPU's,
# nodes included, before any time or ratio is printed; the run fails otherwise. The table gives
# each side's wall time (device start-up, planning and shader compilation included) and the
# counting time the CLI reports ("seconds" of --json), and CPU / GPU.
#
# With BROWSER=1 (needs a built dist/: trunk build --release), the Count view is timed in
# Chromium with WebGPU (scripts/bench-gpu-browser.mjs: a fresh page, `?kernel=webgpu`, from
# the click to the result, as the view reports it) beside the native GPU time. Chromium needs a
# GPU it can drive: CHROMIUM_ARGS adds flags (for Linux with an NVIDIA card, for example,
# "--enable-features=Vulkan --use-angle=vulkan --use-vulkan"); the view's own words name the
# adapter it counted on, and a software one (SwiftShader) is reported as such.
#
# Environment: REPS, THREADS (default: all cores), ADAPTER, BROWSER, CHROMIUM_ARGS, CARGO_TARGET_DIR.
set -euo pipefail
cd "$(dirname "$0")/.."

sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(16 17 18)
reps=${REPS:-3}
target=${CARGO_TARGET_DIR:-target}
cargo build --release --quiet -p nqueens-cli
cli="$target/release/nqueens"
gpu_args=(--kernel gpu)
[ -z "${ADAPTER:-}" ] || gpu_args+=(--adapter "$ADAPTER")
cpu_args=()
[ -z "${THREADS:-}" ] || cpu_args+=(--threads "$THREADS")
mkdir -p "$target/bench-gpu"
errors="$target/bench-gpu/stderr"

python3 - "$cli" "$reps" "$errors" "${sizes[*]}" "${gpu_args[*]}" "${cpu_args[*]:-}" <<'PY'
import json, subprocess, sys, time

cli, reps, errors, sizes, gpu_args, cpu_args = sys.argv[1:7]
reps = int(reps)
A000170 = [1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512,
           95815104, 666090624, 4968057848, 39029188884, 314666222712, 2691008701644,
           24233937684440, 227514171973736, 2207893435808352, 22317699616364044,
           234907967154122528]
A002562 = [1, 1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752, 285053, 1846955, 11977939,
           83263591, 621012754, 4878666808, 39333324973, 336376244042, 3029242658210,
           28439272956934, 275986683743434, 2789712466510289, 29363495934315694]

def run(args):
    start = time.perf_counter()
    with open(errors, "w") as err:
        out = subprocess.run([cli, *args], stdout=subprocess.PIPE, stderr=err, text=True)
    wall = time.perf_counter() - start
    if out.returncode != 0:
        sys.exit(f"nqueens {' '.join(args)} failed: {open(errors).read()}")
    return wall, json.loads(out.stdout)

print(f"{'N':>3}  {'GPU (adapter)':<44} {'GPU wall':>9} {'GPU count':>9}  {'CPU (kernel, threads)':<22} {'CPU wall':>9}  CPU/GPU")
for n in map(int, sizes.split()):
    best = {"gpu": None, "cpu": None}
    for _ in range(reps):
        for side, extra in (("gpu", gpu_args.split()), ("cpu", cpu_args.split())):
            wall, report = run(["count", str(n), "--json", *extra])
            want = (A000170[n], A002562[n]) if n < len(A000170) else None
            got = (report["solutions"], report["fundamental"])
            if want and got != want:
                sys.exit(f"N = {n} on the {side}: {got}, OEIS says {want}")
            if side == "gpu" and report["kernel"] != "gpu":
                sys.exit(f"N = {n}: asked for the gpu kernel, counted with {report['kernel']}")
            if best[side] is None or wall < best[side][0]:
                best[side] = (wall, report)
    (gw, g), (cw, c) = best["gpu"], best["cpu"]
    if (g["solutions"], g["fundamental"], g["nodes"]) != (c["solutions"], c["fundamental"], c["nodes"]):
        sys.exit(f"N = {n}: the GPU counted {g}, the CPU {c}")
    print(f"{n:>3}  {g['adapter']:<44} {gw:>8.3f}s {g['seconds']:>8.3f}s  "
          f"{c['kernel'] + ', ' + str(c['threads']):<22} {cw:>8.3f}s  {cw / gw:>6.2f}x", flush=True)
PY

if [ -n "${BROWSER:-}" ]; then
    node scripts/bench-gpu-browser.mjs "${sizes[@]}"
fi
