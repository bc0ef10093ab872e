"""The counting kernels from Python: every kernel the CPU runs is forced, counts right and is
named on the Tally; one it cannot run raises KernelUnavailableError (a ValueError); NQUEENS_KERNEL
works as in the CLI."""

import os
import platform
import subprocess
import sys

import pytest

import nqueens
from conftest import A000170, A002562

ALL = ["avx512", "avx2", "sse4.1", "neon", "simd128", "scalar"]


def kernels_the_cpu_reports():
    """Decided from the CPU's own flags (Linux's /proc/cpuinfo), not from the package: a machine
    with AVX2 whose AVX2 kernel cannot be selected fails here."""
    machine = platform.machine().lower()
    if machine in ("x86_64", "amd64"):
        with open("/proc/cpuinfo") as f:
            flags = next(line for line in f if line.startswith("flags")).split()
        popcnt = "popcnt" in flags
        wanted = [("avx512", "avx512f"), ("avx2", "avx2"), ("sse4.1", "sse4_1")]
        return [k for k, flag in wanted if popcnt and flag in flags] + ["scalar"]
    if machine in ("aarch64", "arm64"):
        return ["neon", "scalar"]
    return ["scalar"]


def test_every_kernel_the_cpu_runs_is_forced_and_named():
    expected = kernels_the_cpu_reports()
    assert nqueens.kernels() == expected
    default = os.environ.get("NQUEENS_KERNEL") or expected[0]
    assert nqueens.count(10).kernel == default
    nodes = set()
    for kernel in expected:
        t = nqueens.count(12, threads=2, kernel=kernel)
        assert t.kernel == kernel
        assert (t.solutions, t.fundamental) == (A000170[12], A002562[12]), kernel
        assert repr(t) == (f"Tally(solutions=14200, fundamental=1787, nodes={t.nodes}, "
                           f"kernel='{kernel}')")
        nodes.add(t.nodes)
        units = nqueens.count_units(11, [0, 5, 9], kernel=kernel)
        assert [u.kernel for u in units] == [kernel] * 3
    assert nodes == {159_730}


def test_a_kernel_the_cpu_cannot_run_raises_kernel_unavailable_error():
    expected = kernels_the_cpu_reports()
    runnable = ", ".join(expected)
    for kernel in (k for k in ALL if k not in expected):
        message = f"the {kernel} kernel cannot run here: .* \\(kernels that run here: {runnable}\\)"
        with pytest.raises(nqueens.KernelUnavailableError, match=message) as raised:
            nqueens.count(8, kernel=kernel)
        assert raised.value.kind == "kernel-unavailable"
        assert isinstance(raised.value, ValueError)
        with pytest.raises(nqueens.KernelUnavailableError, match=message):
            nqueens.count_units(8, [0], kernel=kernel)
    with pytest.raises(nqueens.UnknownNameError,
                       match="unknown kernel 'avx3': expected one of " + ", ".join(ALL)):
        nqueens.count(8, kernel="avx3")


def test_totals_from_ledgers_name_no_kernel(tmp_path):
    ck = nqueens.Checkpoint(tmp_path / "n8.jsonl", 8)
    for unit, t in zip(ck.missing(), nqueens.count_units(8, ck.missing())):
        ck.record(unit, t.solutions, t.fundamental, t.nodes)
    total = nqueens.merge([tmp_path / "n8.jsonl"])
    assert (total.solutions, total.kernel) == (92, None)
    assert ck.total().kernel is None


def run_with_kernel_env(value, code):
    env = {**os.environ, "NQUEENS_KERNEL": value}
    return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)


def test_the_environment_forces_a_kernel():
    for kernel in kernels_the_cpu_reports():
        run = run_with_kernel_env(kernel, "import nqueens; print(nqueens.count(11).kernel)")
        assert (run.returncode, run.stdout) == (0, f"{kernel}\n"), run.stderr
    absent = next(k for k in ALL if k not in kernels_the_cpu_reports())
    run = run_with_kernel_env(absent, "import nqueens; nqueens.count(8)")
    assert run.returncode == 1
    assert f"KernelUnavailableError: the {absent} kernel cannot run here" in run.stderr
    # An explicit kernel wins over the environment.
    run = run_with_kernel_env(absent, "import nqueens; print(nqueens.count(8, kernel='scalar').kernel)")
    assert (run.returncode, run.stdout) == (0, "scalar\n"), run.stderr
