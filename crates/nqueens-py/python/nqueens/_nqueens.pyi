"""Type stubs for the compiled core (see the docstrings of each function at run time).

The dict shapes below are the core's one serialization of its results and events (the same
the CLI prints with ``--json`` and the page receives); ``tests/test_shapes.py`` checks every
event and result the package returns against these declarations, key for key.
"""

import array
from os import PathLike
from pathlib import Path
from typing import Any, Callable, Iterator, Literal, Optional, Sequence, TypedDict, Union, final

# The module's names, as PyO3 lists them (stubtest checks that this is exactly the module's).
__all__ = [
    "VERSION",
    "MAX_COUNT_N",
    "MAX_TRACE_N",
    "MAX_ENUMERATE_N",
    "LEDGER_FORMAT",
    "NQueensError",
    "SizeOutOfRangeError",
    "SquareOutOfRangeError",
    "ParseError",
    "UnknownNameError",
    "BudgetExceededError",
    "NoSolutionError",
    "MemoryLimitError",
    "OutOfMemoryError",
    "FormatCannotExpressError",
    "ColumnCountError",
    "UnpairedCoordinatesError",
    "NotASolutionError",
    "InvalidUnitError",
    "StoppedError",
    "RecordError",
    "DuplicateQueenError",
    "AttackingError",
    "PlanMismatchError",
    "ArgumentError",
    "KernelUnavailableError",
    "LessonError",
    "ERRORS",
    "solve",
    "solve_huge",
    "adapters",
    "check",
    "enumerate",
    "trace",
    "measures",
    "code",
    "SolutionIter",
    "Trace",
    "count",
    "units",
    "count_units",
    "count_task",
    "plan_fingerprint",
    "merge",
    "kernels",
    "Tally",
    "Checkpoint",
    "LESSONS",
    "DEFAULT_LESSON",
    "_LESSON_PACKED_PREFIX",
    "Lesson",
    "_embed_rules",
    "_embed_check",
    "_embed_command",
    "_board_picture",
    "_language",
    "_code_language",
    "_StepBoard",
]

VERSION: str
MAX_COUNT_N: int
MAX_TRACE_N: int
MAX_ENUMERATE_N: int
LEDGER_FORMAT: str

Line = Literal["row", "column", "diagonal", "anti-diagonal"]
StepStrategy = Literal["backtracking", "lookup", "cp", "cp-first-fail"]
Strategy = Literal["backtracking", "lookup", "bitboard"]
# A square as [row, col], 0-based.
Square = list[int]

class Pair(TypedDict):
    a: Square
    b: Square
    line: Line

class SolveReport(TypedDict):
    n: int
    strategy: Strategy
    solution: Optional[list[int]]
    nodes: int
    backtracks: int
    checks: int
    examined: int
    seconds: float

class Verdict(TypedDict):
    n: int
    queens: int
    solved: bool
    attacking_pairs: int
    pairs: list[Pair]

class TraceSummary(TypedDict):
    n: int
    strategy: StepStrategy
    solutions: int
    failures: int
    branches: int
    nodes: int
    backtracks: int
    checks: int
    examined: int
    removals: int
    finished: bool

class MeasureInfo(TypedDict):
    name: str
    label: str
    definition: str

class CodeListing(TypedDict):
    source: str
    caption: str
    spots: dict[str, int]

class QueenCause(TypedDict):
    kind: Literal["queen"]
    queen: Square

class BoundsCause(TypedDict):
    kind: Literal["bounds"]
    rows: list[int]
    lo: int
    hi: int

class EmptyFailure(TypedDict):
    kind: Literal["empty"]
    row: int

class CrowdedFailure(TypedDict):
    kind: Literal["crowded"]
    line: Line
    rows: list[int]
    lo: int
    hi: int

class ClashFailure(TypedDict):
    kind: Literal["clash"]
    a: Square
    b: Square
    line: Line

class PlaceEvent(TypedDict):
    event: Literal["place"]
    row: int
    col: int

class AttackedEvent(TypedDict):
    event: Literal["attacked"]
    row: int
    col: int
    by: Square
    line: Line

class ForcedEvent(TypedDict):
    event: Literal["forced"]
    row: int
    col: int

class PruneEvent(TypedDict):
    event: Literal["prune"]
    line: Line
    cause: Union[QueenCause, BoundsCause]
    removed: list[Square]

class DeadEndEvent(TypedDict):
    event: Literal["dead-end"]
    failure: Union[EmptyFailure, CrowdedFailure, ClashFailure]

class BacktrackEvent(TypedDict):
    event: Literal["backtrack"]
    row: int
    col: int

class SolutionEvent(TypedDict):
    event: Literal["solution"]
    solution: list[int]

class FinishedEvent(TypedDict):
    event: Literal["finished"]
    solutions: int

SearchEvent = Union[
    PlaceEvent,
    AttackedEvent,
    ForcedEvent,
    PruneEvent,
    DeadEndEvent,
    BacktrackEvent,
    SolutionEvent,
    FinishedEvent,
]

class NQueensError(ValueError):
    """An input the core cannot use; ``kind`` names which kind of problem."""

    kind: str

class SizeOutOfRangeError(NQueensError): ...
class SquareOutOfRangeError(NQueensError): ...
class ParseError(NQueensError): ...
class UnknownNameError(NQueensError): ...
class BudgetExceededError(NQueensError, RuntimeError): ...
class NoSolutionError(NQueensError): ...
class MemoryLimitError(NQueensError, MemoryError): ...
class OutOfMemoryError(NQueensError, MemoryError): ...
class FormatCannotExpressError(NQueensError): ...
class ColumnCountError(NQueensError): ...
class UnpairedCoordinatesError(NQueensError): ...
class NotASolutionError(NQueensError): ...
class InvalidUnitError(NQueensError): ...
class StoppedError(NQueensError): ...
class RecordError(NQueensError): ...
class DuplicateQueenError(NQueensError): ...
class AttackingError(NQueensError): ...
class PlanMismatchError(NQueensError): ...
class ArgumentError(NQueensError): ...
class KernelUnavailableError(NQueensError): ...
class LessonError(NQueensError): ...

# Each kind of the core's errors (but "file", raised as OSError) to its class.
ERRORS: dict[str, type[NQueensError]]

@final
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
        """The kernel that counted ("avx512", "avx2", "sse4.1", "neon", "scalar", "gpu"); None
        for totals summed from ledgers."""
    @property
    def adapter(self) -> Optional[str]:
        """The graphics adapter that counted, for the "gpu" kernel ("NVIDIA H100 80GB HBM3
        (Vulkan)"); None otherwise."""

@final
class SolutionIter(Iterator[list[int]]):
    def __iter__(self) -> "SolutionIter": ...
    def __next__(self) -> list[int]: ...

@final
class Checkpoint:
    """A checkpoint file of counted units (the core's ledger format), locked while open."""

    def __new__(cls, path: Union[str, PathLike[str]], n: int, shard: str = "1/1") -> "Checkpoint": ...
    @property
    def path(self) -> Path: ...
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
    def close(self) -> None: ...
    def __enter__(self) -> "Checkpoint": ...
    def __exit__(self, _kind: object, _value: object, _traceback: object) -> None: ...

def solve(n: int, strategy: str = "bitboard", max_nodes: Optional[int] = None) -> SolveReport:
    """First solution by depth-first search (the shape of ``nqueens solve --json``)."""

def solve_huge(n: int, method: str = "min-conflicts", seed: int = 1) -> "array.array[int]":
    """One verified solution for huge N as array('I') (buffer protocol, numpy-compatible)."""

def check(board: Union[str, Sequence[Optional[int]]]) -> Verdict:
    """Attacking pairs (the shape of ``nqueens check --json``)."""

def enumerate(n: int, skip: int = 0) -> SolutionIter:
    """Every solution for N in lexicographic order, lazily."""

@final
class Trace(Iterator[SearchEvent]):
    """A traced search: iterate for the events; statistics so far as attributes."""

    def __iter__(self) -> "Trace": ...
    def __next__(self) -> SearchEvent: ...
    def run(self) -> TraceSummary: ...
    def stats(self) -> TraceSummary: ...
    @property
    def solutions(self) -> int: ...
    @property
    def failures(self) -> int: ...
    @property
    def branches(self) -> int: ...
    @property
    def nodes(self) -> int: ...
    @property
    def backtracks(self) -> int: ...
    @property
    def checks(self) -> int: ...
    @property
    def examined(self) -> int: ...
    @property
    def removals(self) -> int: ...
    @property
    def line(self) -> int: ...

def measures() -> list[MeasureInfo]:
    """What each number a search reports means (``nqueens measures --json``)."""

def code(strategy: str = "cp", n: int = 8) -> CodeListing:
    """The program a step strategy runs, in Python, with the line of each kind of event."""

def trace(n: int, strategy: str = "cp", all_solutions: bool = False) -> Trace:
    """The step engine's events (those of ``nqueens trace --json``), lazily, and its statistics."""

def count(
    n: int,
    threads: Optional[int] = None,
    progress: Optional[Callable[[int, int], object]] = None,
    kernel: Optional[str] = None,
    adapter: Optional[str] = None,
) -> Tally:
    """All and fundamental solutions for N, on threads, without the GIL, with the kernel asked
    for (default: NQUEENS_KERNEL, else the fastest); ValueError for one that cannot run here.
    kernel="gpu" counts on the graphics adapter `adapter` names (default: NQUEENS_ADAPTER, else
    the first hardware one; a software one only when named)."""

def units(n: int) -> list[dict[str, Any]]:
    """The plan's work units: dicts with id, words, weight, expected_work."""

def count_units(
    n: int,
    ids: Sequence[int],
    threads: int = 1,
    kernel: Optional[str] = None,
    adapter: Optional[str] = None,
) -> list[Tally]:
    """One Tally per unit id, in the order given."""

def count_task(
    n: int,
    plan: str,
    plan_units: int,
    version: str,
    units: Sequence[tuple[int, Sequence[int]]],
    threads: int = 1,
    kernel: Optional[str] = None,
    adapter: Optional[str] = None,
) -> list[tuple[int, int, int, int]]:
    """A task of (id, words) units of the given plan; PlanMismatchError when this package plans otherwise."""

def kernels() -> list[str]:
    """The counting kernels that run on this CPU, fastest first; "scalar" always among them."""

def adapters() -> list[dict[str, Any]]:
    """The graphics adapters here: dicts with name, backend, kind, software, label."""

def plan_fingerprint(n: int) -> str:
    """The plan fingerprint checkpoint headers carry."""

def merge(paths: Sequence[Union[str, PathLike[str]]]) -> Tally:
    """Sums ledger files by the CLI's rule; RecordError or OSError when they cannot be summed."""

# Lessons: the shipped ones' names, the one a bare lesson switch opens, and how a link packs a
# lesson (the widget's front end reads the same rule from names.js).
LESSONS: list[str]
DEFAULT_LESSON: str
_LESSON_PACKED_PREFIX: str

class AnswerVerdict(TypedDict):
    correct: bool
    # Words and numbers (the board writes numbers in the reader's language).
    feedback: list[Union[str, int]]
    # The language feedback is in where it is not the reader's (a teacher's words a translation
    # left out); None for the board's own sentences.
    feedbackLang: Optional[str]
    explanation: Optional[list[Union[str, int]]]
    explanationLang: Optional[str]

@final
class Lesson:
    """A lesson file read and run against its search by the core; LessonError when it cannot be."""

    def __new__(cls, text: str, label: str = "") -> "Lesson": ...
    @staticmethod
    def shipped(name: str) -> "Lesson":
        """A shipped lesson by name (LESSONS)."""
    @property
    def text(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def languages(self) -> list[str]: ...
    @property
    def questions(self) -> int: ...
    def plan(self, language: str = "") -> dict[str, Any]:
        """The lesson as a reader of `language` sees it: its stops, their words and positions."""
    def to_scorm(self, path: Union[str, PathLike[str]], *, mastery: Optional[int] = None) -> int:
        """Writes the lesson as a SCORM 1.2 package (a zip a learning platform imports); returns
        its size in bytes. `mastery`: the passing score in percent (0 to 100)."""
    def answer(
        self,
        stop: int,
        *,
        square: Optional[tuple[int, int]] = None,
        option: Optional[int] = None,
        number: Optional[int] = None,
        language: str = "",
    ) -> AnswerVerdict:
        """Checks a reader's answer to the question at stop `stop`."""

# The notebook widget's private calls (nqueens.widget is their only caller).

def _embed_rules() -> dict[str, Any]:
    """An embedded board's rules: each view's default N, strategy and commands, the defaults."""

def _embed_check(
    view: str, n: int, strategy: str, queens: Sequence[tuple[int, int]], controls: str, theme: str
) -> dict[str, Any]:
    """The options as the core accepts them, canonical."""

def _embed_command(
    view: str,
    n: int,
    strategy: str,
    queens: Sequence[tuple[int, int]],
    controls: str,
    theme: str,
    command: str,
) -> dict[str, Any]:
    """A command carried out with no board on screen: its effect."""

def _board_picture(n: int, queens: Sequence[tuple[int, int]]) -> tuple[str, str, bool]:
    """A board's SVG, its status sentence and whether it is solved."""

def _language(tag: str) -> str:
    """The board's lang trimmed ("" or a tag the board speaks), or ValueError saying why not."""

def _code_language(name: str) -> str:
    """The code panel's language trimmed (a core code language's name), or ValueError saying why not."""

@final
class _StepBoard:
    """The step view's search held at one position."""

    def __new__(cls, n: int, strategy: str, queens: Sequence[tuple[int, int]]) -> "_StepBoard": ...
    def seek(self, position: int) -> int: ...
    def state(self) -> dict[str, Any]: ...
