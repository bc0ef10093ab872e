"""N-Queens from Python: the playground's Rust core (solve, check, enumerate, count, trace,
huge-N solutions) and its work units, plus distributed counting on Ray in
:mod:`nqueens.distributed`.

Errors are exceptions carrying the core's message: ``ValueError`` for input that cannot be
used (N out of range, malformed boards, a checkpoint of another plan), ``RuntimeError`` for a
search that ran out of its node budget.
"""

from ._nqueens import (
    LEDGER_FORMAT,
    MAX_COUNT_N,
    MAX_ENUMERATE_N,
    MAX_TRACE_N,
    Checkpoint,
    SolutionIter,
    Tally,
    Trace,
    check,
    count,
    count_units,
    enumerate,
    kernels,
    merge,
    plan_fingerprint,
    solve,
    solve_huge,
    trace,
    units,
)

__all__ = [
    "LEDGER_FORMAT",
    "MAX_COUNT_N",
    "MAX_ENUMERATE_N",
    "MAX_TRACE_N",
    "Checkpoint",
    "SolutionIter",
    "Tally",
    "Trace",
    "check",
    "count",
    "count_units",
    "enumerate",
    "kernels",
    "merge",
    "plan_fingerprint",
    "solve",
    "solve_huge",
    "trace",
    "units",
]
