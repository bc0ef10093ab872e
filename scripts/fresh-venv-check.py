"""Run by the test command in a fresh virtual environment that holds nothing but the built wheel
and what `pip install` pulled in for it, as a reader's `pip install nqueens` would: the package
imports, counts, checks, and the notebook widget finds its JavaScript and wasm inside the wheel.
A missing dependency or a file left out of the wheel fails here, where the project's own .venv
(which also holds the test tools) would hide it."""

import importlib.metadata
import importlib.resources

import nqueens
from nqueens.widget import Board

tally = nqueens.count(10)
assert (tally.solutions, tally.fundamental) == (724, 92), tally
report = nqueens.check([0, 4, 7, 5, 2, 6, 1, 3])
assert report["solved"] is True, report

static = importlib.resources.files("nqueens") / "static"
wasm = (static / "nqueens_bg.wasm").read_bytes()
assert wasm[:4] == b"\0asm", "the wheel's wasm is not a wasm module"
esm = (static / "widget.js").read_text()
assert "nqueens-board" in esm, "the wheel's widget module does not define the element"

board = Board(n=6)
board.queens = [(0, 1), (1, 3), (2, 5)]
assert board.queens == [(0, 1), (1, 3), (2, 5)] and not board.solved
try:
    board.n = 0
except ValueError:
    pass
else:
    raise AssertionError("Board(n=0) was accepted")
assert board.n == 6

requires = importlib.metadata.requires("nqueens") or []
print(f"fresh venv: nqueens {nqueens.VERSION} with {', '.join(requires)}; counted, checked, widget files found")
