"""Run by the test command in a fresh virtual environment that holds nothing but the built wheel
and what `pip install` pulled in for it, as a reader's `pip install nqueens-board` would: the package
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

# The distribution is `nqueens-board` (the import name stays `nqueens`): its own README is the
# page PyPI shows, and both licence texts are inside the wheel.
meta = importlib.metadata.metadata("nqueens-board")
assert meta["Name"] == "nqueens-board", meta["Name"]
assert "pip install nqueens-board" in (meta.get_payload() or meta["Description"] or ""), "the wheel carries no README of its own"
licences = {path.name for path in importlib.metadata.files("nqueens-board") or [] if ".dist-info/licenses/" in str(path) or path.name.startswith("LICENSE")}
assert {"LICENSE-MIT", "LICENSE-APACHE"} <= licences, f"licence texts missing from the wheel: {sorted(licences)}"
requires = importlib.metadata.requires("nqueens-board") or []
print(f"fresh venv: nqueens {nqueens.VERSION} with {', '.join(requires)}; counted, checked, widget files found")
