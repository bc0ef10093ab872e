"""The "gpu" kernel from Python, on Mesa's lavapipe (named: a software adapter never counts by
default): counts equal to OEIS and to the CPU kernels unit by unit, the adapter named on the
Tally, and Ray GPU tasks (num_gpus) sharing one count with CPU tasks. Fails, never skips, when
lavapipe is missing (scripts/setup.sh installs it)."""

import pytest

import nqueens
from conftest import A000170, A002562

LAVAPIPE = "llvmpipe"


def lavapipe():
    found = [a for a in nqueens.adapters() if a["name"].startswith(LAVAPIPE)]
    assert found, f"Mesa's lavapipe is needed (scripts/setup.sh installs it): {nqueens.adapters()}"
    return found[0]


def test_counts_on_the_named_adapter_and_names_it():
    adapter = lavapipe()
    assert adapter["software"] is True and adapter["backend"] == "Vulkan"
    assert adapter["label"] == f"{adapter['name']} (Vulkan)"
    t = nqueens.count(12, kernel="gpu", adapter=LAVAPIPE)
    assert (t.solutions, t.fundamental, t.nodes) == (A000170[12], A002562[12], 159_730)
    assert (t.kernel, t.adapter) == ("gpu", adapter["label"])
    assert repr(t) == ("Tally(solutions=14200, fundamental=1787, nodes=159730, kernel='gpu', "
                       f"adapter={adapter['label']!r})")
    assert nqueens.count(10).adapter is None
    ids = [0, 3, 100, 400]
    gpu = nqueens.count_units(13, ids, kernel="gpu", adapter=LAVAPIPE)
    cpu = nqueens.count_units(13, ids)
    assert [(g.solutions, g.fundamental, g.nodes) for g in gpu] == [
        (c.solutions, c.fundamental, c.nodes) for c in cpu]
    assert {g.adapter for g in gpu} == {adapter["label"]}


def test_no_software_adapter_by_default():
    lavapipe()
    if any(not a["software"] for a in nqueens.adapters()):
        assert nqueens.count(8, kernel="gpu").adapter is not None
        return
    with pytest.raises(nqueens.KernelUnavailableError,
                       match="the gpu kernel cannot run here: no hardware graphics adapter") as e:
        nqueens.count(8, kernel="gpu")
    assert e.value.kind == "kernel-unavailable"
    with pytest.raises(nqueens.KernelUnavailableError, match="no graphics adapter here has the name"):
        nqueens.count(8, kernel="gpu", adapter="nonesuch")


def test_ray_gpu_tasks_share_a_count_with_cpu_tasks(tmp_path):
    ray = pytest.importorskip("ray")
    from ray.cluster_utils import Cluster

    import nqueens.distributed as distributed

    lavapipe()
    # A node with two CPUs and one GPU as Ray counts resources (its GPU tasks count on the
    # named lavapipe).
    cluster = Cluster(initialize_head=True, head_node_args={"num_cpus": 2, "num_gpus": 1})
    ray.init(address=cluster.address, logging_level="ERROR", log_to_driver=False)
    try:
        with pytest.raises(nqueens.ArgumentError, match="2 GPU tasks were asked for, but the Ray cluster has 1 GPUs"):
            distributed.count(12, checkpoint=tmp_path / "no.jsonl", progress=False, gpus=2)
        ck = tmp_path / "n14.jsonl"
        r = distributed.count(14, checkpoint=ck, progress=False, gpus=1, adapter=LAVAPIPE, gpu_batches=4)
        assert (r["solutions"], r["fundamental"]) == (A000170[14], A002562[14])
        # Both kinds of task counted part of it, into one record the core sums alike.
        assert 0 < r["gpu_units"] < r["units"], r
        merged = nqueens.merge([ck])
        assert (merged.solutions, merged.nodes) == (r["solutions"], nqueens.count(14).nodes)
    finally:
        ray.shutdown()
        cluster.shutdown()
