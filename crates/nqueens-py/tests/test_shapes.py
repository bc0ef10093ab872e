"""One shape for every event and result: the package's dicts equal the `nqueens` command's
`--json` lines key for key, and both match the stub's declarations."""

import ast
import importlib.resources
import json
import os
import subprocess

import pytest

import nqueens

STRATEGIES = ["backtracking", "lookup", "cp", "cp-first-fail"]


def cli():
    """The `nqueens` command built from the same sources (scripts/test.sh sets NQUEENS_CLI).
    Missing is a failure, not a skip: this test is the only check of the shared shape."""
    path = os.environ.get("NQUEENS_CLI")
    assert path and os.access(path, os.X_OK), "set NQUEENS_CLI to the nqueens command"
    return path


def run_cli(*args):
    out = subprocess.run([cli(), *args], capture_output=True, text=True, check=True, timeout=120)
    return [json.loads(line) for line in out.stdout.splitlines()]


def shapes():
    """The stub's TypedDicts: name -> {key: annotation}, and the Literal tag of each."""
    stub = importlib.resources.files("nqueens").joinpath("_nqueens.pyi").read_text()
    found = {}
    for node in ast.parse(stub).body:
        if isinstance(node, ast.ClassDef) and any(getattr(b, "id", "") == "TypedDict" for b in node.bases):
            fields = {}
            for item in node.body:
                if isinstance(item, ast.AnnAssign):
                    fields[item.target.id] = ast.unparse(item.annotation)
            found[node.name] = fields
    return found


def tagged(key):
    """Shapes told apart by a Literal `key` (event or kind): tag -> (name, keys)."""
    out = {}
    for name, fields in shapes().items():
        annotation = fields.get(key, "")
        if annotation.startswith("Literal["):
            out[ast.literal_eval(annotation[len("Literal["):-1])] = (name, set(fields))
    return out


@pytest.mark.parametrize("strategy", STRATEGIES)
def test_trace_events_equal_the_cli_lines(strategy):
    # N = 9: the smallest board whose CP search meets every kind of failure it can.
    lines = run_cli("trace", "9", "--strategy", strategy, "--all", "--json")
    t = nqueens.trace(9, strategy, all_solutions=True)
    events = list(t)
    assert len(lines) == len(events) + 1
    for i, (line, event) in enumerate(zip(lines, events)):
        assert line == event, (i, line, event)
        assert list(line) == list(event), "the same keys in the same order"
    assert lines[-1] == t.stats()
    assert lines[-1]["solutions"] == 352 and lines[-1]["finished"] is True


def test_events_and_results_match_the_declared_shapes():
    events_by_tag, parts_by_tag = tagged("event"), tagged("kind")
    seen_events, seen_parts = set(), set()

    def check(value, shape):
        assert set(value) == set(shapes()[shape]), (shape, value)

    for strategy in STRATEGIES:
        for event in nqueens.trace(9, strategy, all_solutions=True):
            name, keys = events_by_tag[event["event"]]
            assert set(event) == keys, (name, event)
            seen_events.add(event["event"])
            for part in ("failure", "cause"):
                if part in event:
                    part_name, part_keys = parts_by_tag[event[part]["kind"]]
                    assert set(event[part]) == part_keys, (part_name, event)
                    seen_parts.add(event[part]["kind"])
        check(nqueens.trace(6, strategy).run(), "TraceSummary")
    # Every event kind and every cause and failure but a clash of fixed queens (which neither
    # Python nor the CLI can set up) was met.
    assert seen_events == set(events_by_tag)
    assert seen_parts == set(parts_by_tag) - {"clash"}
    check(nqueens.solve(8), "SolveReport")
    verdict = nqueens.check("[0, 1, 3, 2]")
    check(verdict, "Verdict")
    for pair in verdict["pairs"]:
        check(pair, "Pair")
    # The stub's event union names every event shape.
    stub = importlib.resources.files("nqueens").joinpath("_nqueens.pyi").read_text()
    union = next(n for n in ast.parse(stub).body
                 if isinstance(n, ast.Assign) and n.targets[0].id == "SearchEvent")
    assert {e.id for e in union.value.slice.elts} == {name for name, _ in events_by_tag.values()}


def test_results_equal_the_cli_json():
    [solved] = run_cli("solve", "12", "--strategy", "lookup", "--json")
    mine = nqueens.solve(12, "lookup")
    assert set(solved) == set(mine)
    assert {k: v for k, v in solved.items() if k != "seconds"} == {
        k: v for k, v in mine.items() if k != "seconds"}
    out = subprocess.run([cli(), "check", "[0, 1, 3, 2]", "--json"], capture_output=True, text=True)
    assert out.returncode == 1, "attacking queens exit 1"
    assert json.loads(out.stdout) == nqueens.check("[0, 1, 3, 2]")
