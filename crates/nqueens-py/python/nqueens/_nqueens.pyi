"""Type stubs for the compiled core (see the docstrings of each function at run time)."""

import array
from os import PathLike
from typing import Any, Callable, Iterator, Optional, Sequence, Union

MAX_COUNT_N: int
MAX_TRACE_N: int
MAX_ENUMERATE_N: int
LEDGER_FORMAT: str

class Tally:
    """What counting found."""

    @property
    def solutions(self) -> int: ...
    @property
    def fundamental(self) -> int: ...
    @property
    def nodes(self) -> int: ...
    @property
    def kernel(self) -> Optional[str]:
        """The kernel that counted ("avx512", "avx2", "sse4.1", "neon", "scalar"); None for
        totals summed from ledgers."""

class SolutionIter(Iterator[list[int]]):
    def __iter__(self) -> "SolutionIter": ...
    def __next__(self) -> list[int]: ...

class Checkpoint:
    """A checkpoint file of counted units (the core's ledger format)."""

    def __init__(self, path: Union[str, PathLike[str]], n: int, shard: str = "1/1") -> None: ...
    @property
    def n(self) -> int: ...
    @property
    def units(self) -> int: ...
    @property
    def plan(self) -> str: ...
    @property
    def done(self) -> int: ...
    def missing(self) -> list[int]: ...
    def record(self, unit: int, solutions: int, fundamental: int, nodes: int) -> None: ...
    def record_batch(self, records: Sequence[tuple[int, int, int, int]]) -> None: ...
    def total(self) -> Tally: ...

def solve(n: int, strategy: str = "bitboard", max_nodes: Optional[int] = None) -> dict[str, Any]:
    """First solution by depth-first search: keys n, strategy, solution, nodes, backtracks, seconds."""

def solve_huge(n: int, method: str = "min-conflicts", seed: int = 1) -> "array.array[int]":
    """One verified solution for huge N as array('I') (buffer protocol, numpy-compatible)."""

def check(board: Union[str, Sequence[Optional[int]]]) -> dict[str, Any]:
    """Attacking pairs: keys n, queens, solved, attacking_pairs, pairs."""

def enumerate(n: int, skip: int = 0) -> SolutionIter:
    """Every solution for N in lexicographic order, lazily."""

class Trace(Iterator[dict[str, Any]]):
    """A traced search: iterate for the events; statistics so far as attributes."""

    def __iter__(self) -> "Trace": ...
    def __next__(self) -> dict[str, Any]: ...
    def run(self) -> dict[str, Any]: ...
    def stats(self) -> dict[str, Any]: ...
    @property
    def solutions(self) -> int: ...
    @property
    def failures(self) -> int: ...
    @property
    def branches(self) -> int: ...
    @property
    def nodes(self) -> int: ...

def trace(n: int, strategy: str = "cp", all_solutions: bool = False) -> Trace:
    """The step engine's events, lazily, and its statistics."""

def count(
    n: int,
    threads: Optional[int] = None,
    progress: Optional[Callable[[int, int], object]] = None,
    kernel: Optional[str] = None,
) -> Tally:
    """All and fundamental solutions for N, on threads, without the GIL, with the kernel asked
    for (default: NQUEENS_KERNEL, else the fastest); ValueError for one that cannot run here."""

def units(n: int) -> list[dict[str, Any]]:
    """The plan's work units: dicts with id, words, weight, expected_work."""

def count_units(
    n: int, ids: Sequence[int], threads: int = 1, kernel: Optional[str] = None
) -> list[Tally]:
    """One Tally per unit id, in the order given."""

def kernels() -> list[str]:
    """The counting kernels that run on this CPU, fastest first; "scalar" always among them."""

def plan_fingerprint(n: int) -> str:
    """The plan fingerprint checkpoint headers carry."""

def merge(paths: Sequence[Union[str, PathLike[str]]]) -> Tally:
    """Sums ledger files; ValueError on missing, duplicate or foreign units."""
