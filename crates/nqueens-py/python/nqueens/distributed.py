"""Counting on a Ray cluster, with a record that survives a dead driver.

    python -m nqueens.distributed count N [--address ADDR] [--checkpoint FILE] [--json]
                                          [--runtime-env JSON] [--ship-package]

or :func:`count` from Python. The plan's units (:func:`nqueens.units`) go to Ray tasks in
batches; Ray retries a task whose worker died (``max_retries``). Every finished unit is
appended to the checkpoint (the core's ledger format, see the README: a header line with N,
the plan fingerprint and the number of units, then one JSON line per unit) and synced to disk
as its batch arrives, and the total is summed from the checkpoint by the core, which refuses a
unit recorded twice or missing and a checkpoint of another N or plan. A driver that dies is
simply rerun with the same checkpoint: only the units not recorded are counted. Without
``--checkpoint`` the record is ``nqueens-count-N-PLAN.jsonl`` in the working folder (its path
is printed first), so rerunning the same command resumes there too.

Mixed versions. A task carries its units' own words, the plan's fingerprint and the driver's
package version; the worker's package checks them against its own plan and refuses the task
(:class:`nqueens.PlanMismatchError`) when it would plan N differently, so units of two plans
are never summed. On a real cluster, give every node the driver's package: ``--ship-package``
uploads the installed package to the workers (Ray's ``py_modules``; the nodes must share the
driver's platform and a Python of at least 3.9), or ``--runtime-env '{"pip":
["nqueens==0.1.0"]}'`` has Ray install that version from an index the nodes can reach.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
import time
from typing import Any, Callable, Optional, Sequence

import nqueens

__all__ = ["count", "default_checkpoint", "main"]


def _count_batch(
    n: int,
    plan: str,
    plan_units: int,
    version: str,
    units: Sequence[tuple[int, Sequence[int]]],
    kernel: Optional[str],
    adapter: Optional[str],
) -> list[tuple[int, int, int, int]]:
    """Ray task body: one batch of units, each as (id, words), counted on the worker's one CPU
    (or, ``kernel="gpu"``, on its graphics adapter) once the worker's own package agrees they
    are units of its plan. A refusal names the worker by the process id and node address Ray
    records for a failed task (``RayTaskError.pid`` and ``.ip``, taken here as Ray takes them):
    ``ray.get`` raises the refusal as an instance of its own class, which carries the refusal
    but not those fields."""
    try:
        return nqueens.count_task(n, plan, plan_units, version, list(units), threads=1,
                                  kernel=kernel, adapter=adapter)
    except nqueens.NQueensError as refusal:
        import ray

        where = f"the worker {os.getpid()} on {ray.util.get_node_ip_address()}"
        raise type(refusal)(f"{where} refused its task: {refusal}") from None


def _batches(ids: list[int], size: int) -> list[list[int]]:
    """Deals the ids out round-robin: the plan lists units largest first, so every batch gets
    a similar share of big and small units."""
    k = max(1, -(-len(ids) // max(1, size)))
    return [ids[j::k] for j in range(k) if ids[j::k]]


def default_checkpoint(n: int) -> str:
    """Where a count of N keeps its record without ``checkpoint``: a file in the working folder
    named after N and the plan, so the same command run again resumes from it."""
    return os.path.join(os.getcwd(), f"nqueens-count-{n}-{nqueens.plan_fingerprint(n)}.jsonl")


def _task_failure(error: BaseException, ray: Any) -> BaseException:
    """The exception a failed task stands for, as the driver reports it: a core refusal (the
    worker's package plans otherwise) is the refusal itself, Ray's ``cause``, of its own class
    and naming its worker (see :func:`_count_batch`), without Ray's wrapping."""
    if isinstance(error, ray.exceptions.RayTaskError) and isinstance(error.cause, nqueens.NQueensError):
        return error.cause
    return error


def count(
    n: int,
    address: Optional[str] = None,
    checkpoint: Optional[str | os.PathLike[str]] = None,
    batch_size: Optional[int] = None,
    max_retries: int = 3,
    progress: Optional[bool] = None,
    on_unit: Optional[Callable[[int, int], object]] = None,
    runtime_env: Optional[dict[str, Any]] = None,
    ship_package: bool = False,
    chunk: int = 64,
    gpus: int = 0,
    adapter: Optional[str] = None,
    gpu_batches: int = 32,
) -> dict[str, Any]:
    """Counts N on Ray and returns ``{"n", "solutions", "fundamental", "nodes", "units",
    "resumed_units", "counted_units", "seconds", "checkpoint"}``.

    ``address``: a Ray cluster to join (``"auto"``, ``"ray://..."`` or ``host:port``); when
    None and Ray is not initialised yet, a local Ray is started (and shut down afterwards).
    ``checkpoint``: the ledger file to resume from and append to (default:
    :func:`default_checkpoint`); it is locked while the count runs. ``batch_size``: units per
    task (default: about eight tasks per CPU of the cluster). ``max_retries``: Ray's retries of
    a task whose worker died. ``progress``: show the bar on stderr (default: when stderr is a
    terminal). ``on_unit(done, total)`` is called after each chunk of batches is recorded.
    ``runtime_env``: Ray's runtime environment for the count (for example ``{"pip":
    ["nqueens==0.1.0"]}`` to pin the package on every node): the job's when this call starts or
    joins Ray, else the tasks'. ``ship_package`` adds the installed package itself
    (``py_modules``), which Ray uploads only for a job, so only when this call starts or joins
    Ray. ``chunk``: most finished tasks recorded with one write. ``seconds`` is the wall time of the counting, Ray start-up excluded.

    ``gpus``: how many GPU tasks to run at once beside the CPU tasks (each asks Ray for one
    GPU, ``num_gpus=1``, and counts with the ``"gpu"`` kernel on its node's graphics adapter,
    the one ``adapter`` names if given: a software one such as llvmpipe only so). A GPU task
    takes ``gpu_batches`` batches at a time, and every task takes the next units when it ends,
    so the GPUs and the CPUs share one count by their speed; the result then also has
    ``gpu_units``, the units the GPU tasks counted.

    When a task fails (a worker of another version refuses its units with
    :class:`nqueens.PlanMismatchError`, say), the tasks still pending are cancelled, the error
    is raised with the refusing worker named and ``pending`` (the cancelled tasks' object
    references) attached, and nothing is summed; the units recorded so far stay in the
    checkpoint.
    """
    try:
        import ray
        from tqdm import tqdm  # type: ignore[import-untyped]
    except ImportError as e:  # pragma: no cover - depends on the environment
        raise RuntimeError("nqueens.distributed needs Ray and tqdm: pip install 'nqueens-board[ray]'") from e

    plan = nqueens.plan_fingerprint(n)
    path = os.fspath(checkpoint) if checkpoint is not None else default_checkpoint(n)
    env = dict(runtime_env or {})
    if ship_package:
        env["py_modules"] = list(env.get("py_modules", [])) + [os.path.dirname(nqueens.__file__)]
    started_ray = False
    extra: dict[str, Any] = {}
    with nqueens.Checkpoint(path, n) as ledger:
        todo = ledger.missing()
        resumed = ledger.done
        try:
            seconds = 0.0
            if todo:
                # The runtime environment is the job's when this call starts or joins Ray (a
                # local folder such as the shipped package can only be uploaded so), else the
                # tasks' (where Ray takes pip packages and remote URIs).
                task_env = None
                if not ray.is_initialized():
                    ray.init(address=address, logging_level=logging.ERROR, log_to_driver=False,
                             runtime_env=env or None)
                    started_ray = address is None
                elif env:
                    task_env = env
                cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))
                have = int(ray.cluster_resources().get("GPU", 0))
                if gpus > have:
                    raise nqueens.ArgumentError(
                        f"{gpus} GPU tasks were asked for, but the Ray cluster has {have} GPUs")
                size = batch_size or max(1, len(todo) // (8 * cpus))
                words = {u["id"]: u["words"] for u in nqueens.units(n)}
                options: dict[str, Any] = {"scheduling_strategy": "SPREAD"}
                if task_env:
                    options["runtime_env"] = task_env
                task = ray.remote(num_cpus=1, max_retries=max_retries)(_count_batch).options(**options)
                gpu_task = ray.remote(num_cpus=1, num_gpus=1, max_retries=max_retries)(_count_batch).options(**options)
                # Units done of the whole plan, the rate of this run's and the time left; by
                # default only on a terminal (tqdm leaves a log or a pipe alone).
                bar = tqdm(
                    total=ledger.units, initial=resumed, unit="unit", desc=f"N = {n}", file=sys.stderr,
                    dynamic_ncols=True, disable=None if progress is None else not progress,
                )
                started = time.monotonic()
                queue = _batches(todo, size)
                on_gpu: dict[Any, int] = {}

                def submit(gpu: bool) -> list[Any]:
                    """The next batches as one task (none left: no task)."""
                    taken = [queue.pop(0) for _ in range(min(gpu_batches if gpu else 1, len(queue)))]
                    ids = [i for batch in taken for i in batch]
                    if not ids:
                        return []
                    units_of = [(i, words[i]) for i in ids]
                    if gpu:
                        ref = gpu_task.remote(n, plan, ledger.units, nqueens.VERSION, units_of, "gpu", adapter)
                        on_gpu[ref] = len(ids)
                        return [ref]
                    return [task.remote(n, plan, ledger.units, nqueens.VERSION, units_of, None, None)]

                # Without GPUs every batch is a task from the start; with them each task takes
                # the next units as one of its kind ends, so GPUs and CPUs share by speed.
                cpu_slots = len(queue) if not gpus else 2 * cpus
                pending = [ref for _ in range(gpus) for ref in submit(True)]
                pending += [ref for _ in range(cpu_slots) for ref in submit(False)]
                gpu_units = 0
                try:
                    while pending:
                        ready, pending = ray.wait(
                            pending, num_returns=min(max(1, chunk), len(pending)), timeout=1.0
                        )
                        records: list[tuple[int, int, int, int]] = []
                        failure: Optional[BaseException] = None
                        for ref in ready:
                            try:
                                records.extend(ray.get(ref))
                            except Exception as e:  # noqa: BLE001 - reported once recorded
                                failure = failure or e
                        if records:
                            ledger.record_batch(records)
                        if failure is not None:
                            raise _task_failure(failure, ray) from failure
                        for ref in ready:
                            gpu = ref in on_gpu
                            gpu_units += on_gpu.pop(ref, 0)
                            pending += submit(gpu)
                        bar.update(ledger.done - bar.n)
                        if on_unit is not None and ready:
                            on_unit(ledger.done, ledger.units)
                except BaseException as e:
                    # Joined to a cluster, tasks would run on for nothing: stop them. Only those
                    # not yet done, and without killing their workers: cancelling a task whose
                    # reply is arriving races in Ray's core worker and can abort this process
                    # ("Tried to complete task that was not pending", ray-project/ray#54738); a
                    # queued task is dropped, a running one ends its batch.
                    if pending:
                        _, unfinished = ray.wait(pending, num_returns=len(pending), timeout=0)
                        for ref in unfinished:
                            ray.cancel(ref)
                    e.pending = list(pending)  # type: ignore[attr-defined]
                    raise
                finally:
                    bar.close()
                seconds = time.monotonic() - started
                if gpus:
                    extra["gpu_units"] = gpu_units
            total = ledger.total()
        finally:
            if started_ray:
                ray.shutdown()
        units = ledger.units
    return {
        "n": n,
        "solutions": total.solutions,
        "fundamental": total.fundamental,
        "nodes": total.nodes,
        "units": units,
        "resumed_units": resumed,
        "counted_units": len(todo),
        "seconds": seconds,
        "checkpoint": path,
        **extra,
    }


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m nqueens.distributed",
        description="Count N-Queens solutions on a Ray cluster, with a resumable record.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("count", help="count all and fundamental solutions for N")
    c.add_argument("n", type=int, help="board size (1 to 28)")
    c.add_argument("--address", help="Ray cluster to join (default: start a local Ray)")
    c.add_argument(
        "--checkpoint",
        help="ledger file to resume from and append to (default: nqueens-count-N-PLAN.jsonl here)",
    )
    c.add_argument("--batch-size", type=int, help="units per Ray task")
    c.add_argument("--max-retries", type=int, default=3, help="Ray retries of a task whose worker died")
    c.add_argument(
        "--runtime-env",
        type=json.loads,
        help='Ray runtime environment of the tasks, as JSON (e.g. \'{"pip": ["nqueens==0.1.0"]}\')',
    )
    c.add_argument(
        "--ship-package",
        action="store_true",
        help="send this installed nqueens package to every worker (Ray py_modules)",
    )
    c.add_argument("--gpus", type=int, default=0,
                   help="GPU tasks to run at once beside the CPU tasks (Ray num_gpus=1 each)")
    c.add_argument("--adapter", help="the graphics adapter GPU tasks count on, by name (default: the first hardware one)")
    c.add_argument("--json", action="store_true", help="end with one JSON line")
    args = parser.parse_args(argv)
    try:
        path = args.checkpoint or default_checkpoint(args.n)
        print(f"# recording to {path} (run the same command again to resume)", file=sys.stderr, flush=True)
        result = count(
            args.n,
            address=args.address,
            checkpoint=path,
            batch_size=args.batch_size,
            max_retries=args.max_retries,
            runtime_env=args.runtime_env,
            ship_package=args.ship_package,
            gpus=args.gpus,
            adapter=args.adapter,
        )
    except (ValueError, OSError) as e:
        print(f"nqueens.distributed: {e}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result), flush=True)
    else:
        print(f"N = {result['n']}: {result['solutions']} solutions, {result['fundamental']} fundamental")
        print(
            f"# {result['units']} units: {result['resumed_units']} from the record,"
            f" {result['counted_units']} counted in {result['seconds']:.3f} s ({result['checkpoint']})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
