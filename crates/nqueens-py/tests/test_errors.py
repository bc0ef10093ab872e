"""Every error the package raises: an NQueensError subclass of the core's kind (the names the
page's errors carry), or for files the OSError subclass Python itself would raise."""

import errno
import os

import pytest

import nqueens

# Every kind of the core's errors that Python can meet, and a call that meets it.
PROVOKED = {
    "size-out-of-range": lambda tmp: nqueens.count(29),
    "square-out-of-range": lambda tmp: nqueens.check([0, 9]),
    "parse": lambda tmp: nqueens.check("[0, 4, x]"),
    "unknown-name": lambda tmp: nqueens.solve(8, "fast"),
    "budget-exceeded": lambda tmp: nqueens.solve(30, max_nodes=10),
    "no-solution": lambda tmp: nqueens.solve_huge(3, "construct"),
    "invalid-unit": lambda tmp: nqueens.count_units(8, [10**6]),
    "record": lambda tmp: nqueens.merge([_write(tmp / "bad.jsonl", "garbage\n")]),
    "plan-mismatch": lambda tmp: nqueens.count_task(8, "0" * 16, 78, "0.0.1", [(0, [0])]),
    "argument": lambda tmp: nqueens.count(8, threads=0),
    # wasm's kernel never runs natively.
    "kernel-unavailable": lambda tmp: nqueens.count(8, kernel="simd128"),
    "lesson": lambda tmp: nqueens.Lesson("not json"),
}

# Kinds no call of the Python package can meet, and why (they still have their classes).
UNREACHABLE = {
    "not-a-solution": "solve_huge's check of what the core just built",
    "memory-limit": "natively the limit is 1 TiB, beyond the largest huge N",
    "out-of-memory": "only when the system refuses memory",
    "stopped": "a progress callback's own exception propagates instead",
    "format-cannot-express": "the text formats are the CLI's and the page's",
    "column-count": "the page's flat lists of columns",
    "unpaired-coordinates": "the page's flat [row, col, ...] lists",
    "duplicate-queen": "the page's completions",
    "attacking": "the page's completions",
}


def _write(path, text):
    path.write_text(text)
    return path


def test_every_kind_has_its_class():
    kinds = set(nqueens.ERRORS)
    assert "parse" in kinds and "plan-mismatch" in kinds and "file" not in kinds
    for kind, cls in nqueens.ERRORS.items():
        assert issubclass(cls, nqueens.NQueensError) and issubclass(cls, ValueError), kind
        assert cls.kind == kind
        words = "".join(w.capitalize() for w in kind.split("-")) + "Error"
        assert cls.__name__ == words and getattr(nqueens, words) is cls
        assert cls.__module__ == "nqueens"
    assert issubclass(nqueens.BudgetExceededError, RuntimeError)
    assert issubclass(nqueens.MemoryLimitError, MemoryError)


def test_raised_errors_carry_their_kind(tmp_path):
    # Every kind is provoked or named as unreachable, so a kind added to the core is noticed.
    assert set(PROVOKED) | set(UNREACHABLE) == set(nqueens.ERRORS)
    assert not set(PROVOKED) & set(UNREACHABLE)
    for kind, provoke in PROVOKED.items():
        with pytest.raises(nqueens.NQueensError) as caught:
            provoke(tmp_path)
        e = caught.value
        assert type(e) is nqueens.ERRORS[kind], (kind, type(e))
        assert e.kind == kind and str(e), kind


def test_errors_pickle_by_name():
    # Ray sends a worker's exception back to the driver pickled.
    import pickle

    e = nqueens.PlanMismatchError("plans differ")
    back = pickle.loads(pickle.dumps(e))
    assert type(back) is nqueens.PlanMismatchError and str(back) == "plans differ"


def as_nobody(call):
    """The name of the exception `call` raises, run as an unprivileged user (in a forked child
    when this is root, who may open any file)."""
    if os.geteuid() != 0:
        try:
            call()
        except Exception as e:  # noqa: BLE001
            return type(e).__name__
        return None
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: drop to nobody, report, and leave without cleanup
        os.close(read)
        name = b"none"
        try:
            os.setgid(65534)
            os.setuid(65534)
            call()
        except Exception as e:  # noqa: BLE001
            name = type(e).__name__.encode()
        os.write(write, name)
        os._exit(0)
    os.close(write)
    name = os.read(read, 100).decode()
    os.close(read)
    os.waitpid(pid, 0)
    return name


def test_files_raise_the_matching_os_error(tmp_path):
    missing = tmp_path / "missing.jsonl"
    with pytest.raises(FileNotFoundError) as caught:
        nqueens.merge([missing])
    assert caught.value.errno == errno.ENOENT and caught.value.filename == str(missing)
    assert str(caught.value) == f"[Errno 2] No such file or directory: '{missing}'"
    with pytest.raises(IsADirectoryError):
        nqueens.merge([tmp_path])
    with pytest.raises(FileNotFoundError):
        nqueens.Checkpoint(tmp_path / "no" / "such" / "dir.jsonl", 8)
    # A file this user may not open: as root, checked in a child that has become nobody.
    locked = tmp_path / "locked.jsonl"
    locked.write_text("")
    locked.chmod(0)
    assert as_nobody(lambda: nqueens.Checkpoint(locked, 8)) == "PermissionError"
    # Not one of them is an NQueensError.
    for error in (FileNotFoundError, IsADirectoryError, PermissionError):
        assert not issubclass(error, nqueens.NQueensError)


def test_a_checkpoint_held_by_another_is_refused(tmp_path):
    path = tmp_path / "ck.jsonl"
    with nqueens.Checkpoint(path, 8) as first:
        first.record(0, 1, 1, 1)
        with pytest.raises(BlockingIOError, match="another count is recording into it"):
            nqueens.Checkpoint(path, 8)
    # Released at the end of the block.
    with nqueens.Checkpoint(os.fspath(path), 8) as again:
        assert again.done == 1
