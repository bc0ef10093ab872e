"""Counting on a Ray cluster, with a checkpoint that survives a dead driver.

    python -m nqueens.distributed count N [--address ADDR] [--checkpoint FILE] [--json]

or :func:`count` from Python. The plan's units (:func:`nqueens.units`) go to Ray tasks in
batches; Ray retries a task whose worker died (``max_retries``). Every finished unit is
appended to the checkpoint (the core's ledger format, see the README: a header line with N,
the plan fingerprint and the number of units, then one JSON line per unit) and synced to disk
as its batch arrives, and the total is summed from the checkpoint by the core, which refuses a
unit recorded twice or missing and a checkpoint of another N or plan. A driver that dies is
simply rerun with the same checkpoint: only the units not recorded are counted.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from typing import Any, Callable, Optional, Sequence

import nqueens

__all__ = ["count", "main"]


def _count_batch(n: int, ids: Sequence[int]) -> list[tuple[int, int, int, int]]:
    """Ray task body: one batch of units, counted on the worker's one CPU."""
    tallies = nqueens.count_units(n, list(ids), threads=1)
    return [(i, t.solutions, t.fundamental, t.nodes) for i, t in zip(ids, tallies)]


def _batches(ids: list[int], size: int) -> list[list[int]]:
    """Deals the ids out round-robin: the plan lists units largest first, so every batch gets
    a similar share of big and small units."""
    k = max(1, -(-len(ids) // max(1, size)))
    return [ids[j::k] for j in range(k) if ids[j::k]]


class _Bar:
    """A tqdm-style progress line on stderr: units done, rate and time remaining."""

    def __init__(self, total: int, already: int, enabled: bool) -> None:
        self.total, self.already, self.enabled = total, already, enabled
        self.started = time.monotonic()
        self.shown = 0.0

    def update(self, done: int, final: bool = False) -> None:
        now = time.monotonic()
        if not self.enabled or (not final and now - self.shown < 0.2):
            return
        self.shown = now
        elapsed = now - self.started
        rate = (done - self.already) / elapsed if elapsed > 0 else 0.0
        left = (self.total - done) / rate if rate > 0 else float("inf")
        width = 30
        filled = width * done // max(1, self.total)
        eta = "?" if left == float("inf") else _clock(left)
        sys.stderr.write(
            f"\r|{'#' * filled}{'.' * (width - filled)}| {done}/{self.total} units"
            f" [{_clock(elapsed)}<{eta}, {rate:.1f} units/s]"
        )
        if final:
            sys.stderr.write("\n")
        sys.stderr.flush()


def _clock(seconds: float) -> str:
    s = int(seconds)
    return f"{s // 3600}:{s % 3600 // 60:02d}:{s % 60:02d}" if s >= 3600 else f"{s // 60:02d}:{s % 60:02d}"


def count(
    n: int,
    address: Optional[str] = None,
    checkpoint: Optional[str | os.PathLike[str]] = None,
    batch_size: Optional[int] = None,
    max_retries: int = 3,
    progress: Optional[bool] = None,
    on_unit: Optional[Callable[[int, int], object]] = None,
) -> dict[str, Any]:
    """Counts N on Ray and returns ``{"n", "solutions", "fundamental", "nodes", "units",
    "resumed_units", "counted_units", "seconds"}``.

    ``address``: a Ray cluster to join (``"auto"``, ``"ray://..."`` or ``host:port``); when
    None and Ray is not initialised yet, a local Ray is started (and shut down afterwards).
    ``checkpoint``: the ledger file to resume from and append to; without one a temporary file
    is used. ``batch_size``: units per task (default: about eight tasks per CPU of the cluster).
    ``max_retries``: Ray's retries of a task whose worker died. ``progress``: show the bar on
    stderr (default: when stderr is a terminal). ``on_unit(done, total)`` is called after each
    batch is recorded. ``seconds`` is the wall time of the counting, Ray start-up excluded.
    """
    try:
        import ray
    except ImportError as e:  # pragma: no cover - depends on the environment
        raise RuntimeError("nqueens.distributed needs Ray: pip install 'ray>=2.60'") from e

    temp_dir = None
    if checkpoint is None:
        temp_dir = tempfile.TemporaryDirectory(prefix="nqueens-")
        checkpoint = os.path.join(temp_dir.name, f"count-{n}.jsonl")
    ledger = nqueens.Checkpoint(os.fspath(checkpoint), n)
    todo = ledger.missing()
    resumed = ledger.done
    started_ray = False
    try:
        if todo:
            if not ray.is_initialized():
                ray.init(address=address, logging_level="ERROR", log_to_driver=False)
                started_ray = address is None
            cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))
            size = batch_size or max(1, len(todo) // (8 * cpus))
            task = ray.remote(num_cpus=1, max_retries=max_retries)(_count_batch)
            bar = _Bar(ledger.units, resumed, sys.stderr.isatty() if progress is None else progress)
            started = time.monotonic()
            pending = [task.remote(n, batch) for batch in _batches(todo, size)]
            while pending:
                ready, pending = ray.wait(pending, num_returns=1)
                ledger.record_batch(ray.get(ready[0]))
                bar.update(ledger.done, final=not pending)
                if on_unit is not None:
                    on_unit(ledger.done, ledger.units)
            seconds = time.monotonic() - started
        else:
            seconds = 0.0
        total = ledger.total()
    finally:
        if started_ray:
            ray.shutdown()
        if temp_dir is not None:
            temp_dir.cleanup()
    return {
        "n": n,
        "solutions": total.solutions,
        "fundamental": total.fundamental,
        "nodes": total.nodes,
        "units": ledger.units,
        "resumed_units": resumed,
        "counted_units": len(todo),
        "seconds": seconds,
    }


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m nqueens.distributed",
        description="Count N-Queens solutions on a Ray cluster, with a resumable checkpoint.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("count", help="count all and fundamental solutions for N")
    c.add_argument("n", type=int, help="board size (1 to 28)")
    c.add_argument("--address", help="Ray cluster to join (default: start a local Ray)")
    c.add_argument("--checkpoint", help="ledger file to resume from and append to")
    c.add_argument("--batch-size", type=int, help="units per Ray task")
    c.add_argument("--max-retries", type=int, default=3, help="Ray retries of a task whose worker died")
    c.add_argument("--json", action="store_true", help="end with one JSON line")
    args = parser.parse_args(argv)
    try:
        result = count(
            args.n,
            address=args.address,
            checkpoint=args.checkpoint,
            batch_size=args.batch_size,
            max_retries=args.max_retries,
        )
    except ValueError as e:
        print(f"nqueens.distributed: {e}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result), flush=True)
    else:
        print(f"N = {result['n']}: {result['solutions']} solutions, {result['fundamental']} fundamental")
        print(
            f"# {result['units']} units: {result['resumed_units']} from the checkpoint,"
            f" {result['counted_units']} counted in {result['seconds']:.3f} s"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
