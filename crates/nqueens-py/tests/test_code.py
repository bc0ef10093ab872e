"""The code panel's programs are the step engine's searches: run as Python, each passes its
marked lines in the order of the engine's events, finds the same solutions and counts the same
figures; and every figure the package reports is one of the core's measures, defined once."""

import contextlib
import io
import json
import subprocess
import sys

import pytest

import nqueens
from test_shapes import cli, shapes

STRATEGIES = ["backtracking", "lookup", "cp", "cp-first-fail"]
# Spots no single event comes from: the start, the check of the fixed queens (none here), and
# the two lines where CP chooses its branch.
NOT_EVENTS = {"start", "clash", "choose-row", "choose-col"}


def run_listing(strategy, n):
    """Runs the program the page shows; returns the marked lines it passed, in order, and
    what it printed."""
    listing = nqueens.code(strategy, n)
    watched = {line for spot, line in listing["spots"].items() if spot not in NOT_EVENTS}
    passed = []

    def tracer(frame, event, _arg):
        if frame.f_code.co_filename == "<listing>" and event == "line" and frame.f_lineno in watched:
            passed.append(frame.f_lineno)
        return tracer

    program = compile(listing["source"], "<listing>", "exec")
    printed = io.StringIO()
    sys.settrace(tracer)
    try:
        with contextlib.redirect_stdout(printed):
            exec(program, {})
    finally:
        sys.settrace(None)
    return passed, printed.getvalue()


@pytest.mark.parametrize("strategy", STRATEGIES)
@pytest.mark.parametrize("n", [1, 3, 4, 6, 8])
def test_the_program_shown_passes_its_lines_in_the_order_of_the_events(strategy, n):
    passed, printed = run_listing(strategy, n)
    t = nqueens.trace(n, strategy, all_solutions=True)
    lines = []
    for _event in t:
        lines.append(t.line)
    assert passed == lines, f"{strategy} N = {n}: the program and the engine part ways"
    stats = t.stats()
    assert f"solutions: {stats['solutions']}" in printed
    if strategy.startswith("cp"):
        assert f"failures: {stats['failures']} branches: {stats['branches']}" in printed


def test_the_cp_program_prints_the_or_tools_statistics():
    _, printed = run_listing("cp", 8)
    assert printed.split() == "solutions: 92 failures: 304 branches: 790".split()


def test_code_shows_the_board_size_and_refuses_bad_input():
    listing = nqueens.code("lookup", 6)
    assert set(listing) == set(shapes()["CodeListing"])
    assert listing["source"].startswith("N = 6\n")
    assert nqueens.code("lookup")["caption"].startswith("Lookup arrays:")
    with pytest.raises(nqueens.UnknownNameError):
        nqueens.code("greedy")
    with pytest.raises(nqueens.SizeOutOfRangeError):
        nqueens.code("cp", 17)
    with pytest.raises(nqueens.SizeOutOfRangeError):
        nqueens.code("cp", -1)


def test_every_figure_is_a_measure_defined_once():
    measures = nqueens.measures()
    names = [m["name"] for m in measures]
    assert len(set(names)) == len(names)
    for m in measures:
        assert set(m) == set(shapes()["MeasureInfo"])
        assert m["label"] and len(m["definition"]) > 40, m
    figures = {k for k, v in nqueens.trace(6, "cp").run().items() if isinstance(v, int) and not isinstance(v, bool)}
    figures -= {"n"}
    assert figures <= set(names), figures - set(names)
    report = nqueens.solve(8, "lookup")
    assert {k for k in report if k not in ("n", "strategy", "solution")} <= set(names)
    out = subprocess.run([cli(), "measures", "--json"], capture_output=True, text=True, check=True)
    assert [json.loads(line) for line in out.stdout.splitlines()] == measures


def test_the_same_figures_in_solve_and_in_the_trace_to_the_first_solution():
    # Play's Solve and the Step view's walk count one search the same way.
    for strategy in ("backtracking", "lookup"):
        report = nqueens.solve(8, strategy)
        t = nqueens.trace(8, strategy)
        summary = t.run()
        for key in ("nodes", "backtracks", "checks", "examined"):
            assert report[key] == summary[key], (strategy, key)
    assert nqueens.solve(8, "lookup")["examined"] < nqueens.solve(8, "backtracking")["examined"]
