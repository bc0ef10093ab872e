"""N-Queens from Python: the playground's Rust core (solve, check, enumerate, count, trace,
huge-N solutions) and its work units, plus distributed counting on Ray in
:mod:`nqueens.distributed`.

Results and search events are dicts of the core's one serialization: each equals
``json.loads`` of the line the ``nqueens`` command prints with ``--json`` for the same thing
(``nqueens.trace`` events and ``nqueens trace --json`` lines, ``solve`` and ``solve --json``,
``check`` and ``check --json``).

Errors: the core's refusals raise :class:`NQueensError` (a ``ValueError``) through one
subclass per kind (``SizeOutOfRangeError``, ``ParseError``, ``RecordError``,
``PlanMismatchError``, ...), each with ``kind``, the name the page's errors carry;
``nqueens.ERRORS`` maps each kind to its class. ``BudgetExceededError`` is also a
``RuntimeError``, ``MemoryLimitError`` and ``OutOfMemoryError`` also ``MemoryError``. A file
that cannot be read, written or locked raises the ``OSError`` subclass Python would
(``FileNotFoundError``, ``IsADirectoryError``, ``PermissionError``, ``BlockingIOError`` for a
checkpoint another process is recording into).

Lessons: :class:`Lesson` reads a lesson file and runs it against its search, as the board does
before a reader sees it (:class:`LessonError` names the step that cannot happen); ``LESSONS``
are the shipped ones' names, ``Lesson.shipped(name)`` one of them.
"""

from ._nqueens import (
    DEFAULT_LESSON,
    ERRORS,
    LESSONS,
    LEDGER_FORMAT,
    MAX_COUNT_N,
    MAX_ENUMERATE_N,
    MAX_TRACE_N,
    VERSION,
    ArgumentError,
    AttackingError,
    BudgetExceededError,
    Checkpoint,
    ColumnCountError,
    DuplicateQueenError,
    FormatCannotExpressError,
    InvalidUnitError,
    KernelUnavailableError,
    Lesson,
    LessonError,
    MemoryLimitError,
    NoSolutionError,
    NotASolutionError,
    NQueensError,
    OutOfMemoryError,
    ParseError,
    PlanMismatchError,
    RecordError,
    SizeOutOfRangeError,
    SolutionIter,
    SquareOutOfRangeError,
    StoppedError,
    Tally,
    Trace,
    UnknownNameError,
    UnpairedCoordinatesError,
    adapters,
    check,
    code,
    count,
    count_task,
    count_units,
    enumerate,
    kernels,
    measures,
    merge,
    plan_fingerprint,
    solve,
    solve_huge,
    trace,
    units,
)

__version__ = VERSION

__all__ = [
    "DEFAULT_LESSON",
    "ERRORS",
    "LESSONS",
    "LEDGER_FORMAT",
    "MAX_COUNT_N",
    "MAX_ENUMERATE_N",
    "MAX_TRACE_N",
    "VERSION",
    "ArgumentError",
    "AttackingError",
    "BudgetExceededError",
    "Checkpoint",
    "ColumnCountError",
    "DuplicateQueenError",
    "FormatCannotExpressError",
    "InvalidUnitError",
    "KernelUnavailableError",
    "Lesson",
    "LessonError",
    "MemoryLimitError",
    "NoSolutionError",
    "NotASolutionError",
    "NQueensError",
    "OutOfMemoryError",
    "ParseError",
    "PlanMismatchError",
    "RecordError",
    "SizeOutOfRangeError",
    "SolutionIter",
    "SquareOutOfRangeError",
    "StoppedError",
    "Tally",
    "Trace",
    "UnknownNameError",
    "UnpairedCoordinatesError",
    "adapters",
    "check",
    "code",
    "count",
    "count_task",
    "count_units",
    "enumerate",
    "kernels",
    "measures",
    "merge",
    "plan_fingerprint",
    "solve",
    "solve_huge",
    "trace",
    "units",
]
