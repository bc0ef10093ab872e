"""Counting on a two-node Ray cluster on this machine: totals against OEIS, a worker process
killed mid-count (Ray retries its task), a driver killed mid-count and rerun with its
checkpoint (only the missing units are counted)."""

import json
import os
import signal
import subprocess
import sys
import threading
import time

import pytest

ray = pytest.importorskip("ray")
from ray.cluster_utils import Cluster  # noqa: E402

import nqueens  # noqa: E402
import nqueens.distributed as distributed  # noqa: E402
from conftest import A000170, A002562  # noqa: E402


@pytest.fixture(scope="module")
def cluster():
    # A head and one added node, one CPU each; Ray's default node address (forcing 127.0.0.1
    # hangs here).
    c = Cluster(initialize_head=True, head_node_args={"num_cpus": 1})
    c.add_node(num_cpus=1)
    ray.init(address=c.address, logging_level="ERROR", log_to_driver=False)
    yield c
    ray.shutdown()
    c.shutdown()


def test_two_nodes_count_to_oeis(cluster, tmp_path):
    assert len([n for n in ray.nodes() if n["Alive"]]) == 2
    ck = tmp_path / "n14.jsonl"
    r = distributed.count(14, checkpoint=ck, progress=False)
    assert (r["solutions"], r["fundamental"]) == (A000170[14], A002562[14])
    assert r["units"] == len(nqueens.units(14)) == r["counted_units"]
    # The total is the checkpoint's: the core sums the same file to the same numbers.
    merged = nqueens.merge([ck])
    assert (merged.solutions, merged.fundamental, merged.nodes) == (
        r["solutions"], r["fundamental"], r["nodes"])
    # Both nodes did work: each batch ran where Ray put it, recorded by the tasks' node ids.
    @ray.remote(num_cpus=1)
    def where():
        time.sleep(0.5)
        return ray.get_runtime_context().get_node_id()
    assert len(set(ray.get([where.remote() for _ in range(4)]))) == 2


def _task_pids():
    """Worker processes running a counting task now (Ray titles them ray::<task name>)."""
    pids = []
    for pid in os.listdir("/proc"):
        if pid.isdigit():
            try:
                with open(f"/proc/{pid}/cmdline", "rb") as f:
                    if f.read().startswith(b"ray::_count_batch"):
                        pids.append(int(pid))
            except OSError:
                pass
    return pids


def test_a_killed_worker_is_retried(cluster, tmp_path):
    killed = []

    def kill_one():
        deadline = time.monotonic() + 60
        while not killed and time.monotonic() < deadline:
            for pid in _task_pids():
                os.kill(pid, signal.SIGKILL)
                killed.append(pid)
                break
            time.sleep(0.01)

    killer = threading.Thread(target=kill_one)
    killer.start()
    # Few, long batches (N = 16 in 4 tasks), so the kill hits a task in progress.
    n = 16
    units = len(nqueens.units(n))
    r = distributed.count(n, checkpoint=tmp_path / "ck.jsonl", batch_size=units // 4 + 1,
                          progress=False)
    killer.join()
    assert killed, "no counting task was found to kill"
    assert (r["solutions"], r["fundamental"]) == (A000170[n], A002562[n])
    assert r["counted_units"] == units


def test_a_killed_driver_resumes_from_its_checkpoint(cluster, tmp_path):
    n = 15
    ck = tmp_path / "n15.jsonl"
    cmd = [sys.executable, "-m", "nqueens.distributed", "count", str(n), "--address",
           cluster.address, "--checkpoint", str(ck), "--batch-size", "2", "--json"]
    driver = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 90
    while True:
        lines = ck.read_text().count("\n") if ck.exists() else 0
        if lines > 200:
            break
        assert driver.poll() is None, "the driver finished before it could be killed"
        assert time.monotonic() < deadline, "no progress in the checkpoint"
        time.sleep(0.01)
    driver.send_signal(signal.SIGKILL)
    driver.wait()
    recorded = ck.read_text().count("\n") - 1
    units = len(nqueens.units(n))
    assert 200 <= recorded < units

    out = subprocess.run(cmd, capture_output=True, text=True, timeout=180)
    assert out.returncode == 0, out.stderr
    r = json.loads(out.stdout.strip().splitlines()[-1])
    assert (r["solutions"], r["fundamental"]) == (A000170[n], A002562[n])
    assert r["resumed_units"] >= 200 and r["resumed_units"] <= recorded
    assert r["counted_units"] == units - r["resumed_units"]
    assert set(r) >= {"n", "solutions", "fundamental", "units", "seconds"}


def test_a_foreign_checkpoint_is_refused(cluster, tmp_path):
    ck = tmp_path / "n9.jsonl"
    distributed.count(9, checkpoint=ck, progress=False)
    with pytest.raises(ValueError, match="is for N = 9, not N = 10"):
        distributed.count(10, checkpoint=ck, progress=False)
    out = subprocess.run([sys.executable, "-m", "nqueens.distributed", "count", "10",
                          "--checkpoint", str(ck)], capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and "is for N = 9, not N = 10" in out.stderr
