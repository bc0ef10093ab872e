"""Measures counting on a two-node local Ray cluster against the native CLI on the same
machine, in the same run, and Ray's overhead per unit. Run by scripts/bench-ray.sh.

* CLI: `nqueens count N --threads 2 --json`, timed as a whole process.
* Ray: `nqueens.distributed.count(N)` on a cluster of a head and one added node with one CPU
  each (2 CPUs, like the CLI's 2 threads), timed from the first task submitted to the total
  summed from the checkpoint; the cluster and its workers are started (and warmed up on a
  small N) before, and that start-up is reported on its own.
* Overhead per unit: (Ray's wall time x 2 CPUs - the units' single-thread counting time in
  one process) / units, at the default batch size and with one unit per task.
Both answers are checked equal, and equal to OEIS, before any ratio is printed.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

import nqueens
import nqueens.distributed as distributed

OEIS = {15: (2279184, 285053), 16: (14772512, 1846955), 17: (95815104, 11977939),
        18: (666090624, 83263591), 19: (4968057848, 621012754)}


def cli(binary, n, threads):
    t = time.monotonic()
    out = subprocess.run([binary, "count", str(n), "--threads", str(threads), "--json"],
                         check=True, capture_output=True, text=True).stdout
    seconds = time.monotonic() - t
    r = json.loads(out)
    return seconds, (r["solutions"], r["fundamental"])


def ray_count(n, batch_size=None):
    with tempfile.TemporaryDirectory() as d:
        r = distributed.count(n, checkpoint=os.path.join(d, "ck.jsonl"), batch_size=batch_size,
                              progress=False)
    return r["seconds"], (r["solutions"], r["fundamental"]), r["units"]


def check(n, *answers):
    for a in answers:
        if a != OEIS[n]:
            sys.exit(f"N = {n}: got {a}, OEIS says {OEIS[n]}; no ratio printed")


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--cli", required=True)
    p.add_argument("--overhead-n", type=int, default=15)
    p.add_argument("ns", type=int, nargs="*", default=[17, 18])
    args = p.parse_args()

    import ray
    from ray.cluster_utils import Cluster

    t = time.monotonic()
    cluster = Cluster(initialize_head=True, head_node_args={"num_cpus": 1})
    cluster.add_node(num_cpus=1)
    ray.init(address=cluster.address, logging_level="ERROR", log_to_driver=False)
    up = time.monotonic() - t
    t = time.monotonic()
    distributed.count(12, progress=False)  # starts one worker process per node
    warm = time.monotonic() - t
    print(f"two-node local Ray cluster: started in {up:.1f} s, workers warmed up in {warm:.1f} s")
    print()
    print("| N | units | CLI, 2 threads (whole process) | Ray, 2 nodes x 1 CPU | CLI / Ray |")
    print("|---|---|---|---|---|")
    for n in args.ns:
        c_s, c_a = cli(args.cli, n, 2)
        r_s, r_a, units = ray_count(n)
        check(n, c_a, r_a)
        print(f"| {n} | {units} | {c_s:.2f} s | {r_s:.2f} s | {c_s / r_s:.2f} |", flush=True)

    n = args.overhead_n
    t = time.monotonic()
    local = nqueens.count(n, threads=1)
    work = time.monotonic() - t
    check(n, (local.solutions, local.fundamental))
    print()
    print(f"overhead per unit at N = {n} (single-thread counting in one process: {work:.3f} s)")
    print("| batch size | units | tasks | Ray wall time | overhead per unit |")
    print("|---|---|---|---|---|")
    for batch in (None, 1):
        r_s, r_a, units = ray_count(n, batch)
        check(n, r_a)
        size = batch or max(1, units // 16)
        tasks = len(distributed._batches(list(range(units)), size))
        per_unit = (r_s * 2 - work) / units
        print(f"| {batch or f'default ({size})'} | {units} | {tasks} | {r_s:.3f} s | "
              f"{per_unit * 1e3:.2f} ms |", flush=True)
    ray.shutdown()
    cluster.shutdown()


if __name__ == "__main__":
    main()
