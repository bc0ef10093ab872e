"""Every public function's arguments as a new user gets them wrong: a negative or oversized N,
size or count is the project's SizeOutOfRangeError with the range, in the core's words; every
argument error names the argument (a value of the wrong type is PyO3's TypeError, which does)."""

import re

import pytest

import nqueens
from nqueens.widget import Board, BoardError

BIG = 10**30
MAX_U64 = 2**64 - 1


def ledger(tmp):
    return nqueens.Checkpoint(tmp / "ck.jsonl", 8)


# (call, the message it must raise: the argument's name, what it was, and its range)
OUT_OF_RANGE = {
    "count(-1)": (lambda tmp: nqueens.count(-1), "N = -1 is out of range for counting: N must be from 1 to 28"),
    "count(10**30)": (lambda tmp: nqueens.count(BIG), f"N = {BIG} is out of range for counting: N must be from 1 to 28"),
    "count threads": (lambda tmp: nqueens.count(8, threads=-2), f"threads = -2 is out of range for counting: threads must be from 1 to {MAX_U64}"),
    "solve": (lambda tmp: nqueens.solve(-1), "N = -1 is out of range for the bitboard strategy: N must be from 1 to 64"),
    "solve lookup": (lambda tmp: nqueens.solve(BIG, "lookup"), f"N = {BIG} is out of range for a board: N must be from 1 to 256"),
    "solve max_nodes": (lambda tmp: nqueens.solve(8, max_nodes=-5), f"max_nodes = -5 is out of range for a search: max_nodes must be from 0 to {MAX_U64}"),
    "solve_huge construct": (lambda tmp: nqueens.solve_huge(-5, "construct"), "N = -5 is out of range for construction: N must be from 1 to 4294967295"),
    "solve_huge local search": (lambda tmp: nqueens.solve_huge(BIG), f"N = {BIG} is out of range for local search: N must be from 1 to 1000000000"),
    "solve_huge seed": (lambda tmp: nqueens.solve_huge(8, seed=-1), f"seed = -1 is out of range for local search: seed must be from 0 to {MAX_U64}"),
    "check": (lambda tmp: nqueens.check([0, -1, 2]), "board[1] = -1 is out of range for a column: board[1] must be from 0 to 2"),
    "enumerate": (lambda tmp: nqueens.enumerate(-3), "N = -3 is out of range for enumeration: N must be from 1 to 32"),
    "enumerate skip": (lambda tmp: nqueens.enumerate(8, skip=-1), f"skip = -1 is out of range for enumeration: skip must be from 0 to {MAX_U64}"),
    "trace": (lambda tmp: nqueens.trace(-4), "N = -4 is out of range for the step view: N must be from 1 to 16"),
    "units": (lambda tmp: nqueens.units(-1), "N = -1 is out of range for counting"),
    "count_units ids": (lambda tmp: nqueens.count_units(8, [0, -1]), "ids = -1 is out of range for the plan: ids must be from 0 to "),
    "count_units threads": (lambda tmp: nqueens.count_units(8, [0], threads=-1), "threads = -1 is out of range for counting"),
    "count_task": (lambda tmp: nqueens.count_task(-8, "0" * 16, 78, "0.1.0", []), "N = -8 is out of range for counting"),
    "count_task plan_units": (lambda tmp: nqueens.count_task(8, "0" * 16, -78, "0.1.0", []), "plan_units = -78 is out of range for a counting task"),
    "count_task unit id": (lambda tmp: nqueens.count_task(8, "0" * 16, 78, "0.1.0", [(-1, [0])]), "a unit's id = -1 is out of range for a counting task"),
    "count_task word": (lambda tmp: nqueens.count_task(8, "0" * 16, 78, "0.1.0", [(0, [2**32])]), f"a unit's word = {2**32} is out of range for a counting task: a unit's word must be from 0 to 4294967295"),
    "plan_fingerprint": (lambda tmp: nqueens.plan_fingerprint(-2), "N = -2 is out of range for counting"),
    "Checkpoint": (lambda tmp: nqueens.Checkpoint(tmp / "ck.jsonl", -1), "N = -1 is out of range for counting"),
    "Checkpoint.record unit": (lambda tmp: ledger(tmp).record(-1, 0, 0, 0), "unit = -1 is out of range for a checkpoint's record: unit must be from 0 to 77"),
    "Checkpoint.record nodes": (lambda tmp: ledger(tmp).record(0, 1, 1, -9), f"nodes = -9 is out of range for a checkpoint's record: nodes must be from 0 to {MAX_U64}"),
    "Checkpoint.record_batch": (lambda tmp: ledger(tmp).record_batch([(0, -1, 0, 0)]), "solutions = -1 is out of range"),
}


@pytest.mark.parametrize("name", OUT_OF_RANGE)
def test_negative_or_oversized_numbers_are_out_of_range(name, tmp_path):
    call, message = OUT_OF_RANGE[name]
    with pytest.raises(nqueens.SizeOutOfRangeError, match=re.escape(message)) as caught:
        call(tmp_path)
    assert caught.value.kind == "size-out-of-range"


def test_the_cores_own_refusals_are_unchanged():
    # In range of a Rust integer, the core decides, in its own words and kinds.
    with pytest.raises(nqueens.SizeOutOfRangeError, match="N = 29 is out of range for counting: N must be from 1 to 28"):
        nqueens.count(29)
    with pytest.raises(nqueens.ArgumentError, match="threads must be at least 1"):
        nqueens.count(8, threads=0)
    with pytest.raises(nqueens.SquareOutOfRangeError):
        nqueens.check([0, 9])
    with pytest.raises(nqueens.InvalidUnitError):
        nqueens.count_units(8, [10**6])
    with pytest.raises(nqueens.NoSolutionError):
        nqueens.solve_huge(3, "construct")


# (call, the argument its TypeError names)
WRONG_TYPE = {
    "count": (lambda: nqueens.count("8"), "n"),
    "count threads": (lambda: nqueens.count(8, threads=2.5), "threads"),
    "solve": (lambda: nqueens.solve(8.0), "n"),
    "solve strategy": (lambda: nqueens.solve(8, strategy=3), "strategy"),
    "solve_huge": (lambda: nqueens.solve_huge("big"), "n"),
    "check": (lambda: nqueens.check(3.5), "board"),
    "enumerate": (lambda: nqueens.enumerate(None), "n"),
    "trace": (lambda: nqueens.trace(4, all_solutions="yes"), "all_solutions"),
    "units": (lambda: nqueens.units([8]), "n"),
    "count_units": (lambda: nqueens.count_units(8, 3), "ids"),
    "count_task": (lambda: nqueens.count_task(8, 0, 78, "0.1.0", []), "plan"),
    "plan_fingerprint": (lambda: nqueens.plan_fingerprint("8"), "n"),
    "merge": (lambda: nqueens.merge(3), "paths"),
    "Checkpoint": (lambda: nqueens.Checkpoint(3, 8), "path"),
}


@pytest.mark.parametrize("name", WRONG_TYPE)
def test_a_wrong_type_names_the_argument(name):
    call, argument = WRONG_TYPE[name]
    with pytest.raises(TypeError, match=f"argument '{argument}'"):
        call()


def test_the_widget_refuses_a_negative_n_with_its_views_range():
    with pytest.raises(BoardError, match=re.escape("N = -3 is out of range for the play view: N must be from 1 to 256")) as caught:
        Board(n=-3)
    assert isinstance(caught.value.__cause__, nqueens.SizeOutOfRangeError)
    with pytest.raises(BoardError, match=re.escape(f"N = {BIG} is out of range for the step view: N must be from 1 to 16")):
        Board(view="step", n=BIG)
