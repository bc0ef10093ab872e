"""The package as installed: results against OEIS, OR-Tools' statistics and an independent
checker; errors as exceptions of the core's kinds with the core's message."""

import array
import itertools
import os
import threading

import pytest

import nqueens
from conftest import A000170, A002562, is_solution


def test_runs_the_installed_wheel():
    assert "site-packages" in os.path.dirname(nqueens.__file__)


def test_count_matches_oeis():
    for n in range(1, 14):
        t = nqueens.count(n, threads=2)
        assert (t.solutions, t.fundamental) == (A000170[n], A002562[n]), n
    t = nqueens.count(15)
    assert (t.solutions, t.fundamental) == (A000170[15], A002562[15])


def test_count_reports_progress_and_stops_on_an_exception():
    seen = []
    t = nqueens.count(14, threads=2, progress=lambda done, total: seen.append((done, total)))
    assert t.solutions == A000170[14]
    total = len(nqueens.units(14))
    assert seen[-1] == (total, total)
    assert all(b[0] >= a[0] for a, b in zip(seen, seen[1:]))

    class Stop(Exception):
        pass

    def stop(done, total):
        raise Stop(f"{done}/{total}")

    with pytest.raises(Stop):
        nqueens.count(14, progress=stop)


def test_count_releases_the_gil():
    # While the count runs in another thread, this thread keeps running Python code. With the
    # GIL held for the whole count it would only get the interpreter at the progress ticks.
    result = {}
    worker = threading.Thread(target=lambda: result.setdefault("t", nqueens.count(16, threads=1)))
    spins = 0
    worker.start()
    while worker.is_alive():
        spins += 1
    worker.join()
    assert result["t"].solutions == A000170[16]
    assert spins > 100_000, spins


def test_count_errors_carry_the_core_kind_and_message():
    with pytest.raises(nqueens.SizeOutOfRangeError,
                       match="N = 29 is out of range for counting: N must be from 1 to 28"):
        nqueens.count(29)
    with pytest.raises(nqueens.ArgumentError, match="threads must be at least 1"):
        nqueens.count(8, threads=0)


def test_units_add_up_to_the_total():
    n = 11
    units = nqueens.units(n)
    assert [u["id"] for u in units] == list(range(len(units)))
    assert all(u["weight"] in (2, 4, 8) and u["expected_work"] >= 1 for u in units)
    assert all((u["words"][0] >> 16) & 0xFF == n for u in units)
    tallies = nqueens.count_units(n, [u["id"] for u in units], threads=2)
    assert sum(t.solutions for t in tallies) == A000170[n]
    assert sum(t.fundamental for t in tallies) == A002562[n]
    # Order of ids is kept.
    a, b = nqueens.count_units(n, [3, 0])
    assert (a, b) == (tallies[3], tallies[0])
    with pytest.raises(nqueens.InvalidUnitError, match=f"unit {len(units)} is not in the plan for N = 11"):
        nqueens.count_units(n, [len(units)])
    # Each id once is counted once, and given back wherever it was asked for.
    again = nqueens.count_units(n, [5, 5, 2])
    assert again == [tallies[5], tallies[5], tallies[2]]
    fp = nqueens.plan_fingerprint(n)
    assert len(fp) == 16 and int(fp, 16) >= 0
    assert fp != nqueens.plan_fingerprint(12)


def test_solve_strategies_agree_and_are_solutions():
    for strategy in ("backtracking", "lookup", "bitboard"):
        r = nqueens.solve(8, strategy)
        assert r["solution"] == [0, 4, 7, 5, 2, 6, 1, 3]
    nodes = {nqueens.solve(12, s)["nodes"] for s in ("backtracking", "lookup", "bitboard")}
    assert len(nodes) == 1
    for n in (1, 4, 20, 30):
        assert is_solution(nqueens.solve(n)["solution"])
    assert nqueens.solve(3)["solution"] is None
    with pytest.raises(nqueens.UnknownNameError, match="unknown strategy 'fast'"):
        nqueens.solve(8, "fast")
    with pytest.raises(RuntimeError, match="search stopped after 10 nodes") as stopped:
        nqueens.solve(30, max_nodes=10)
    assert isinstance(stopped.value, nqueens.BudgetExceededError)


def test_solve_huge_returns_a_verified_buffer():
    for method in ("min-conflicts", "construct"):
        a = nqueens.solve_huge(100_000, method, seed=3)
        assert isinstance(a, array.array) and a.typecode == "I"
        view = memoryview(a)
        assert (view.format, view.itemsize, len(view)) == ("I", 4, 100_000)
        assert is_solution(a.tolist())
    with pytest.raises(nqueens.UnknownNameError, match="unknown method 'magic'"):
        nqueens.solve_huge(10, "magic")
    with pytest.raises(nqueens.NoSolutionError, match="no solution"):
        nqueens.solve_huge(3, "construct")


def test_solve_huge_is_read_by_numpy_without_a_copy():
    """numpy is a test dependency (setup.sh installs it): missing, this fails rather than skips."""
    import numpy as np

    a = nqueens.solve_huge(1000)
    view = np.frombuffer(a, dtype=np.uint32)
    assert view.tolist() == a.tolist()
    assert is_solution(view.tolist())
    a[0] ^= 1  # the same memory: numpy sees the change
    assert int(view[0]) == a[0]


def test_check_lists_attacking_pairs():
    ok = nqueens.check([0, 4, 7, 5, 2, 6, 1, 3])
    assert ok["solved"] and ok["attacking_pairs"] == 0 and ok["n"] == 8
    bad = nqueens.check("[0, 1, 3, 2]")
    assert not bad["solved"]
    assert {"a": [0, 0], "b": [1, 1], "line": "diagonal"} in bad["pairs"]
    assert bad["attacking_pairs"] == len(bad["pairs"]) == 2
    partial = nqueens.check([0, None, None, 0])
    assert partial["queens"] == 2 and partial["pairs"] == [{"a": [0, 0], "b": [3, 0], "line": "column"}]
    with pytest.raises(nqueens.ParseError, match="line 1, column 8"):
        nqueens.check("[0, 4, x]")
    with pytest.raises(nqueens.SquareOutOfRangeError):
        nqueens.check([0, 9])
    with pytest.raises(TypeError, match="a board is text or a list of columns"):
        nqueens.check(3.5)


def test_enumerate_is_lazy_and_complete():
    sols = list(nqueens.enumerate(8))
    assert len(sols) == 92 and all(is_solution(s) for s in sols)
    assert sols == sorted(sols) and len({tuple(s) for s in sols}) == 92
    assert list(nqueens.enumerate(8, skip=90)) == sols[90:]
    # N = 28 has 2.3e17 solutions: only a lazy iterator can return the first three.
    first = list(itertools.islice(nqueens.enumerate(28), 3))
    assert len(first) == 3 and all(is_solution(s) for s in first)
    with pytest.raises(nqueens.SizeOutOfRangeError, match="N = 33 is out of range"):
        nqueens.enumerate(33)


def test_trace_matches_or_tools():
    t = nqueens.trace(8, "cp", all_solutions=True)
    events = list(t)
    assert (t.solutions, t.failures, t.branches) == (92, 304, 790)
    found = [e["solution"] for e in events if e["event"] == "solution"]
    assert len(found) == 92 and all(is_solution(s) for s in found)
    assert events[-1] == {"event": "finished", "solutions": 92}
    assert sum(e["event"] == "dead-end" for e in events) == 304
    stats = nqueens.trace(8, "cp", all_solutions=True).run()
    assert (stats["solutions"], stats["failures"], stats["branches"]) == (92, 304, 790)
    assert stats["finished"] and stats["nodes"] == t.nodes
    first = nqueens.trace(4, "backtracking")
    assert next(first) == {"event": "place", "row": 0, "col": 0}
    assert first.run()["solutions"] == 1
    # Lazy: the first events of the largest trace come at once.
    big = nqueens.trace(16, "lookup", all_solutions=True)
    assert len(list(itertools.islice(big, 1000))) == 1000 and big.solutions < 14772512
    with pytest.raises(nqueens.UnknownNameError, match="unknown strategy 'dfs'"):
        nqueens.trace(8, "dfs")
    with pytest.raises(nqueens.SizeOutOfRangeError, match="N = 17 is out of range"):
        nqueens.trace(17)


def test_checkpoint_records_resumes_and_refuses(tmp_path):
    path = tmp_path / "ck.jsonl"
    ck = nqueens.Checkpoint(path, 9)
    ids = ck.missing()
    assert ids == list(range(ck.units)) and ck.done == 0
    tallies = nqueens.count_units(9, ids)
    for i, t in list(zip(ids, tallies))[:3]:
        ck.record(i, t.solutions, t.fundamental, t.nodes)
    with pytest.raises(nqueens.RecordError, match="missing"):
        ck.total()
    with pytest.raises(nqueens.RecordError, match="unit 0 is already recorded"):
        ck.record(0, 1, 1, 1)
    ck.close()
    with pytest.raises(nqueens.ArgumentError, match="the checkpoint is closed"):
        ck.missing()
    again = nqueens.Checkpoint(str(path), 9)
    assert again.done == 3 and again.missing() == ids[3:]
    rest = [(i, tallies[i].solutions, tallies[i].fundamental, tallies[i].nodes)
            for i in again.missing()]
    with pytest.raises(nqueens.RecordError, match="is in the batch twice"):
        again.record_batch(rest[:2] + rest[:1])
    assert again.done == 3
    again.record_batch(rest)
    total = again.total()
    assert (total.solutions, total.fundamental) == (352, 46)
    assert nqueens.merge([path]) == total
    again.close()
    with pytest.raises(nqueens.RecordError, match="is for N = 9, not N = 10"):
        nqueens.Checkpoint(path, 10)
    text = path.read_text().splitlines()
    (tmp_path / "twice.jsonl").write_text("\n".join(text + [text[1]]) + "\n")
    with pytest.raises(nqueens.RecordError, match="recorded twice"):
        nqueens.Checkpoint(tmp_path / "twice.jsonl", 9)
    with pytest.raises(nqueens.RecordError, match="recorded twice"):
        nqueens.merge([tmp_path / "twice.jsonl"])
    with pytest.raises(nqueens.RecordError, match="shard '1-2' is not of the form I/K"):
        nqueens.Checkpoint(tmp_path / "x.jsonl", 9, shard="1-2")


def test_stubs_and_docstrings_cover_the_module():
    import ast
    import importlib.resources

    from nqueens import _nqueens

    stub = importlib.resources.files("nqueens").joinpath("_nqueens.pyi").read_text()
    declared, shapes = set(), set()
    for node in ast.parse(stub).body:
        if isinstance(node, ast.ClassDef) and any(getattr(b, "id", "") == "TypedDict" for b in node.bases):
            shapes.add(node.name)  # a dict shape: declared for checkers, no object at run time
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            declared.add(node.name)
        elif isinstance(node, ast.AnnAssign):
            declared.add(node.target.id)
    # (mypy's stubtest, in the test command, checks every name and signature, private ones too.)
    declared = {name for name in declared if not name.startswith("_")}
    public = {name for name in dir(_nqueens) if not name.startswith("_")}
    assert public == declared
    assert shapes and not shapes & public
    assert set(nqueens.__all__) == public
    assert importlib.resources.files("nqueens").joinpath("py.typed").is_file()
    for name in public:
        obj = getattr(_nqueens, name)
        if callable(obj):
            assert obj.__doc__ and len(obj.__doc__) > 20, name
