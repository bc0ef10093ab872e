"""Counting on a two-node Ray cluster on this machine: totals against OEIS, a worker process
killed mid-count (Ray retries its task), a driver killed mid-count and rerun with its
checkpoint or its default record (only the missing units are counted), and a node running
another version of the package (its tasks refused, nothing summed, the rest cancelled; the
driver's package shipped to it fixes that)."""

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

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


def test_the_progress_bar_is_tqdms_and_only_when_asked(cluster, tmp_path, capsys):
    units = len(nqueens.units(11))
    distributed.count(11, checkpoint=tmp_path / "bar.jsonl", progress=True)
    shown = capsys.readouterr().err
    # tqdm's bar on stderr: the description, the units of the whole plan, the rate in units.
    assert re.search(rf"N = 11: 100%\|.*\| {units}/{units} \[[\d:]+<[\d:]+, .*unit/s\]", shown), shown
    distributed.count(11, checkpoint=tmp_path / "quiet.jsonl", progress=False)
    assert capsys.readouterr().err == ""
    # By default only on a terminal: not in this captured stderr.
    distributed.count(11, checkpoint=tmp_path / "default.jsonl")
    assert capsys.readouterr().err == ""


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


def _kill_when_recording(driver, ck, at_least=200):
    """Waits until the record holds `at_least` units, then kills the driver."""
    deadline = time.monotonic() + 90
    while True:
        lines = ck.read_text().count("\n") if ck.exists() else 0
        if lines > at_least:
            break
        assert driver.poll() is None, "the driver finished before it could be killed"
        assert time.monotonic() < deadline, "no progress in the checkpoint"
        time.sleep(0.01)
    driver.send_signal(signal.SIGKILL)
    driver.wait()
    return ck.read_text().count("\n") - 1


def test_a_killed_driver_resumes_from_its_checkpoint(cluster, tmp_path):
    n = 15
    ck = tmp_path / "n15.jsonl"
    cmd = [sys.executable, "-m", "nqueens.distributed", "count", str(n), "--address",
           cluster.address, "--checkpoint", str(ck), "--batch-size", "2", "--json"]
    driver = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    recorded = _kill_when_recording(driver, ck)
    units = len(nqueens.units(n))
    assert 200 <= recorded < units

    out = subprocess.run(cmd, capture_output=True, text=True, timeout=180)
    assert out.returncode == 0, out.stderr
    r = json.loads(out.stdout.strip().splitlines()[-1])
    assert (r["solutions"], r["fundamental"]) == (A000170[n], A002562[n])
    assert r["resumed_units"] >= 200 and r["resumed_units"] <= recorded
    assert r["counted_units"] == units - r["resumed_units"]
    assert set(r) >= {"n", "solutions", "fundamental", "units", "seconds"}


def test_without_a_checkpoint_the_record_is_kept_here_and_resumed(cluster, tmp_path):
    n = 15
    cmd = [sys.executable, "-m", "nqueens.distributed", "count", str(n), "--address",
           cluster.address, "--batch-size", "2", "--json"]
    driver = subprocess.Popen(cmd, cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True)
    first = driver.stderr.readline()
    m = re.fullmatch(r"# recording to (\S+) \(run the same command again to resume\)\n", first)
    assert m, first
    printed = Path(m.group(1))
    assert printed == tmp_path / f"nqueens-count-{n}-{nqueens.plan_fingerprint(n)}.jsonl"
    recorded = _kill_when_recording(driver, printed)
    units = len(nqueens.units(n))
    assert 200 <= recorded < units

    out = subprocess.run(cmd, cwd=tmp_path, capture_output=True, text=True, timeout=180)
    assert out.returncode == 0, out.stderr
    assert out.stderr.startswith(first), out.stderr
    r = json.loads(out.stdout.strip().splitlines()[-1])
    assert (r["solutions"], r["fundamental"]) == (A000170[n], A002562[n])
    assert 200 <= r["resumed_units"] <= recorded
    assert r["counted_units"] == units - r["resumed_units"]
    assert r["checkpoint"] == str(printed)


def test_a_foreign_checkpoint_is_refused(cluster, tmp_path):
    ck = tmp_path / "n9.jsonl"
    distributed.count(9, checkpoint=ck, progress=False)
    with pytest.raises(nqueens.RecordError, match="is for N = 9, not N = 10"):
        distributed.count(10, checkpoint=ck, progress=False)
    out = subprocess.run([sys.executable, "-m", "nqueens.distributed", "count", "10",
                          "--checkpoint", str(ck)], capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and "is for N = 9, not N = 10" in out.stderr


# ------------------------------------------------------------------------------------------
# Another version of the package on one node. The other version is real: the package built
# from a copy of these sources whose planner orders units the other way (as a retuned counter
# would), installed into a folder that node's workers import first.

REPO = Path(__file__).resolve().parents[3]
PLAN_ORDER = "keyed.sort_by(|a, b| b.0.total_cmp(&a.0));"


@pytest.fixture(scope="module")
def other_version(tmp_path_factory):
    """A folder holding the `nqueens` package of another version: the installed package with
    its compiled core replaced by one built from sources that plan differently."""
    work = tmp_path_factory.mktemp("other-version")
    src = work / "src"
    src.mkdir()
    for name in ("Cargo.toml", "Cargo.lock", ".cargo"):
        if (REPO / name).is_dir():
            shutil.copytree(REPO / name, src / name)
        else:
            shutil.copy(REPO / name, src / name)
    # (The shipped lessons the core builds in live in the core's folder, so they come along.)
    shutil.copytree(REPO / "crates", src / "crates", ignore=shutil.ignore_patterns("target"))
    plan_rs = src / "crates/nqueens-core/src/count/plan.rs"
    text = plan_rs.read_text()
    assert PLAN_ORDER in text, "the planner's sort moved: update PLAN_ORDER"
    plan_rs.write_text(text.replace(PLAN_ORDER, "keyed.sort_by(|a, b| a.0.total_cmp(&b.0));"))
    # The repo's build cache: the dependencies are already built there, so only the two
    # changed crates compile.
    target = Path(os.environ.get("CARGO_TARGET_DIR", REPO / "target")) / "other-version"
    subprocess.run(["cargo", "build", "--locked", "--offline", "-p", "nqueens-py", "--target-dir",
                    str(target)], cwd=src, check=True, timeout=900)
    package = work / "site" / "nqueens"
    installed = Path(nqueens.__file__).parent
    shutil.copytree(installed, package, ignore=shutil.ignore_patterns("__pycache__"))
    [extension] = [p for p in package.iterdir() if p.name.startswith("_nqueens.") and p.suffix == ".so"]
    shutil.copy(target / "debug" / "lib_nqueens.so", extension)
    site = work / "site"
    # It is another version indeed: it imports, and plans N = 12 otherwise.
    probe = subprocess.run(
        [sys.executable, "-c", "import nqueens; print(nqueens.__file__, nqueens.plan_fingerprint(12))"],
        env={**os.environ, "PYTHONPATH": str(site)}, capture_output=True, text=True, check=True)
    where, fingerprint = probe.stdout.split()
    assert where.startswith(str(site)) and fingerprint != nqueens.plan_fingerprint(12), probe.stdout
    return site


@pytest.fixture
def mixed_node(cluster, other_version):
    """A third node whose workers import the other version (one of them started already, so
    the node takes its share of a count's first tasks)."""
    from ray.util.scheduling_strategies import NodeAffinitySchedulingStrategy

    node = cluster.add_node(num_cpus=1, env_vars={"PYTHONPATH": str(other_version)})
    cluster.wait_for_nodes()

    @ray.remote(num_cpus=1)
    def plan_there(n):
        import nqueens as there
        return there.plan_fingerprint(n)

    on_node = NodeAffinitySchedulingStrategy(node.node_id, soft=False)
    assert ray.get(plan_there.options(scheduling_strategy=on_node).remote(14)) != nqueens.plan_fingerprint(14)
    yield node
    cluster.remove_node(node)
    cluster.wait_for_nodes()


def test_a_node_of_another_version_is_refused_and_nothing_is_summed(cluster, mixed_node, tmp_path):
    n = 14
    ck = tmp_path / "n14.jsonl"
    with pytest.raises(nqueens.PlanMismatchError) as caught:
        distributed.count(n, checkpoint=ck, batch_size=8, progress=False)
    message = str(caught.value)
    print("\nas the driver reports it:", message)
    assert re.match(r"the worker \d+ on \S+ refused its task: the task was planned by nqueens "
                    + re.escape(nqueens.VERSION) + r" \(plan [0-9a-f]{16} of \d+ units for N = 14\), "
                    r"but this process runs nqueens \S+ and plans N = 14 as [0-9a-f]{16} of \d+ units",
                    message), message
    assert nqueens.plan_fingerprint(n) in message
    # Nothing summed: the record holds only units the driver's own plan counted, and not all.
    with nqueens.Checkpoint(ck, n) as ledger:
        assert ledger.missing(), "a count that stopped cannot be whole"
        with pytest.raises(nqueens.RecordError, match="missing"):
            ledger.total()
    ids = list(range(len(nqueens.units(n))))
    mine = dict(zip(ids, nqueens.count_units(n, ids)))
    for line in ck.read_text().splitlines()[1:]:
        r = json.loads(line)
        t = mine[r["unit"]]
        assert (r["solutions"], r["fundamental"], r["nodes"]) == (t.solutions, t.fundamental, t.nodes)
    # The tasks still pending were cancelled, not left to run on the cluster. (A task that had
    # just finished, or was being refused on the other node, ends as it was.)
    pending = caught.value.pending
    outcomes = {"cancelled": 0, "finished": 0, "refused": 0}
    for ref in pending:
        try:
            ray.get(ref, timeout=60)
            outcomes["finished"] += 1
        except ray.exceptions.TaskCancelledError:
            outcomes["cancelled"] += 1
        except ray.exceptions.RayTaskError as e:
            assert isinstance(e.cause, nqueens.PlanMismatchError), e
            outcomes["refused"] += 1
    print("pending tasks:", outcomes)
    assert outcomes["cancelled"] > outcomes["finished"], outcomes
    # The command line says the same and exits 2.
    out = subprocess.run([sys.executable, "-m", "nqueens.distributed", "count", str(n), "--address",
                          cluster.address, "--checkpoint", str(tmp_path / "cli.jsonl"),
                          "--batch-size", "8"],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 2, out.stderr
    assert "refused its task: the task was planned by nqueens" in out.stderr, out.stderr


def test_shipping_the_package_makes_the_mixed_cluster_count(cluster, mixed_node, tmp_path):
    # The driver that joins the cluster uploads its package for its job (Ray's py_modules), so
    # the node of the other version counts with the driver's.
    n = 14
    out = subprocess.run([sys.executable, "-m", "nqueens.distributed", "count", str(n), "--address",
                          cluster.address, "--checkpoint", str(tmp_path / "ck.jsonl"),
                          "--batch-size", "8", "--ship-package", "--json"],
                         capture_output=True, text=True, timeout=180)
    assert out.returncode == 0, out.stderr
    r = json.loads(out.stdout.strip().splitlines()[-1])
    assert (r["solutions"], r["fundamental"]) == (A000170[n], A002562[n])
    assert r["counted_units"] == len(nqueens.units(n))
