"""nqueens.widget.Board as installed from the wheel, without a browser: its files, the checks at
assignment, what it sends to the board, what it does with the board's messages, the commands
run in the kernel when no board is shown, and the static picture. (The live board in JupyterLab
is tests/package/jupyterlab.test.mjs.)"""

import re

import pytest
import traitlets

import nqueens
from conftest import is_solution
from nqueens.widget import Board, BoardError

SOLUTION_5 = [(0, 0), (1, 2), (2, 4), (3, 1), (4, 3)]


def queens_drawn(svg):
    """The queens of an SVG board read from its geometry (each queen group's corner, 40 units a
    square), not from the board that drew it."""
    found = []
    for tag in re.findall(r"<g\b[^>]*>", svg):
        if 'class="queen"' in tag:
            x, y = re.search(r'transform="translate\(([\d.]+) ([\d.]+)\)"', tag).groups()
            found.append((int(float(y)) // 40, int(float(x)) // 40))
    return sorted(found)


def synced(board):
    return {k: v for k, v in board.get_state().items() if k in ("view", "n", "strategy", "queens", "position", "controls", "theme", "lesson", "solved")}


@pytest.fixture
def sent(monkeypatch):
    """Every state update and custom message the widget sends to the page."""
    messages = []

    def record(board):
        monkeypatch.setattr(board, "_send", lambda msg, buffers=None: messages.append(msg))
        return messages

    return record


def test_the_wheel_carries_the_widgets_javascript_worker_and_wasm():
    b = Board()
    assert "render" in b._esm and "initialize" in b._esm
    # The worker's code is inside the module (it starts from a Blob URL), not fetched.
    assert "postMessage" in b._esm and "onmessage" in b._esm
    assert not re.search(r"https?://(?!www\.w3\.org)", b._esm), "no network address in the widget's code"
    assert b._wasm[:4] == b"\0asm" and len(b._wasm) > 100_000


def test_defaults_and_canonical_queens():
    b = Board()
    assert synced(b) == {"view": "play", "n": 8, "strategy": "bitboard", "queens": [], "position": 0,
                         "controls": "compact", "theme": "auto", "lesson": False, "solved": False}
    b.queens = [(3, 1), [0, 2], (3, 1)]
    assert b.queens == [(0, 2), (3, 1)]
    assert Board(view="step").strategy == "cp"
    assert Board(view="solutions").strategy == ""


@pytest.mark.parametrize("name, value, message", [
    ("n", 0, "N = 0 is out of range for the play view: N must be from 1 to 256"),
    ("n", 257, "N = 257 is out of range for the play view"),
    ("n", -3, "N = -3 is out of range"),
    ("queens", [(0, 6)], r"square \(row 0, column 6\) is off the 6x6 board"),
    ("queens", [(-1, 2)], r"square \(row -1, column 2\) is off the board"),
    ("queens", [(1, 2, 3)], r"\(1, 2, 3\) is not a \(row, col\) pair"),
    ("queens", [("a", 1)], r"is not a \(row, col\) pair of whole numbers"),
    ("strategy", "cp", "unknown strategy 'cp': expected one of backtracking, lookup, bitboard"),
    ("view", "count", "unknown view 'count': expected one of play, solutions, step"),
    ("controls", "many", "unknown control level 'many'"),
    ("theme", "sepia", "unknown theme 'sepia'"),
])
def test_bad_input_raises_and_leaves_the_board(name, value, message, sent):
    b = Board(n=6, queens=[(0, 1), (1, 3)])
    messages = sent(b)
    before = synced(b)
    with pytest.raises(BoardError, match=message) as caught:
        setattr(b, name, value)
    assert isinstance(caught.value, traitlets.TraitError) and isinstance(caught.value, ValueError)
    if value not in (-3, [(-1, 2)], [(1, 2, 3)], [("a", 1)]):  # the rest the core refused
        assert isinstance(caught.value.__cause__, nqueens.NQueensError)
    assert synced(b) == before
    assert messages == []


def test_bad_options_at_construction():
    with pytest.raises(BoardError, match="N = 17 is out of range for the step view: N must be from 1 to 16"):
        Board(view="step", n=17)
    with pytest.raises(BoardError, match="the solutions view lists every solution"):
        Board(view="solutions", strategy="cp")
    b = Board(n=20)
    with pytest.raises(BoardError, match="for the step view"):
        b.view = "step"
    assert (b.view, b.n) == ("play", 20)


def test_a_new_n_empties_the_board_in_the_same_message(sent):
    b = Board(n=6, queens=[(0, 1), (5, 5)])
    messages = sent(b)
    b.n = 5
    assert b.queens == []
    # One message with both, so the board never shows queens off a 5x5 board.
    assert messages == [{"method": "update", "state": {"n": 5, "queens": []}, "buffer_paths": []}]
    b.queens = SOLUTION_5
    assert (b.n, b.queens, b.solved) == (5, SOLUTION_5, True)
    assert len(messages) == 2 and messages[1]["state"] == {"queens": SOLUTION_5, "solved": True}


def test_a_new_view_brings_its_strategy_in_the_same_message(sent):
    b = Board(n=6, queens=[(0, 1)])
    messages = sent(b)
    b.view = "step"
    assert (b.view, b.strategy, b.queens) == ("step", "cp", [(0, 1)])
    assert len(messages) == 1 and {"view", "strategy"} <= set(messages[0]["state"])
    b.view = "solutions"
    assert b.strategy == ""
    b.view = "play"
    assert b.strategy == "bitboard"
    b.strategy = "lookup"
    b.view = "step"
    assert b.strategy == "lookup"  # a strategy both views have stays


def test_the_boards_state_is_taken_as_sent():
    b = Board(n=6)
    b.set_state({"n": 5, "queens": [[0, 0], [1, 2]]})  # the reader changed N and placed queens
    assert (b.n, b.queens) == (5, [(0, 0), (1, 2)])
    b.set_state({"n": 7})
    assert (b.n, b.queens) == (7, [])
    b.set_state({"queens": [[r, c] for r, c in SOLUTION_5]})
    assert b.queens == SOLUTION_5 and not b.solved
    errors = []
    b.on_error(errors.append)
    b.set_state({"n": 0})
    assert b.n == 7
    assert errors and "N = 0 is out of range" in errors[0]["message"]


def test_solved_is_the_cores_answer_in_each_view():
    b = Board(n=5, queens=SOLUTION_5)
    assert b.solved
    b.queens = SOLUTION_5[:4] + [(4, 4)]
    assert not b.solved
    s = Board(view="step", n=4, strategy="cp")
    assert not s.solved
    seen = []
    s.on_solved(seen.append)
    while not s.solved:
        before = s.position
        s.forward()
        assert s.position == before + 1
    assert len(seen) == 1 and is_solution(seen[0], 4)
    s.forward()
    assert not s.solved and len(seen) == 1


def test_position_is_checked_and_clamped():
    # The step view's search runs to its end through every solution; its events, counted by
    # the trace API, are the timeline's length.
    ends = {name: len(list(nqueens.trace(4, name, all_solutions=True))) for name in ("cp", "backtracking")}
    assert ends["cp"] != ends["backtracking"]
    s = Board(view="step", n=4, strategy="cp")
    with pytest.raises(BoardError, match="before the start"):
        s.position = -1
    assert s.position == 0
    s.position = 10**9
    assert s.position == ends["cp"]
    s.strategy = "backtracking"  # a new search keeps its position, up to its own end
    assert s.position == min(ends["cp"], ends["backtracking"])
    s.position = 5
    s.view = "play"
    assert s.position == 0


def test_commands_run_in_the_kernel_when_no_board_is_shown():
    b = Board(n=8)
    solved = []
    b.on_solved(solved.append)
    b.solve()
    cols = [c for _, c in b.queens]
    assert [r for r, _ in b.queens] == list(range(8)) and is_solution(cols, 8)
    assert solved == [cols] and b.solved
    b.reset()
    assert b.queens == [] and not b.solved
    b.queens = [(0, 1)]
    b.complete()
    assert (0, 1) in b.queens and is_solution([c for _, c in b.queens], 8)
    b.queens = [(0, 0), (1, 1)]
    with pytest.raises(BoardError, match="row 0, column 0 and row 1, column 1 attack each other along the diagonal"):
        b.complete()
    assert b.queens == [(0, 0), (1, 1)]
    with pytest.raises(BoardError, match="'forward' is not a command of the play view"):
        b.forward()
    with pytest.raises(BoardError, match="3 queens have no solution"):
        Board(n=3).solve()
    s = Board(view="step", n=4)
    steps = []
    s.on_step(steps.append)
    s.forward()
    s.forward()
    s.back()
    assert s.position == 1
    assert [e["position"] for e in steps] == [1, 2, 1]
    assert set(steps[0]) == {"position", "event", "narration", "stats"}
    s.reset()
    assert s.position == 0


def test_commands_go_to_the_board_when_one_is_shown(sent):
    b = Board(n=6)
    messages = sent(b)
    b._handle_custom_msg({"type": "view", "shown": True}, [])
    b.solve()
    b.forward()
    assert b.queens == []  # not run here
    assert messages == [{"method": "custom", "content": {"type": "command", "name": "solve"}},
                        {"method": "custom", "content": {"type": "command", "name": "forward"}}]
    b._handle_custom_msg({"type": "view", "shown": False}, [])
    b.solve()
    assert b.solved


def test_the_boards_events_reach_the_callbacks():
    b = Board(n=6)
    got = {"solved": [], "step": [], "error": []}
    b.on_solved(got["solved"].append)
    b.on_step(got["step"].append)
    b.on_error(got["error"].append)
    b._handle_custom_msg({"type": "event", "name": "solved", "detail": {"n": 6, "solution": [1, 3, 5, 0, 2, 4]}}, [])
    b._handle_custom_msg({"type": "event", "name": "step", "detail": {"position": 3, "event": "place"}}, [])
    b._handle_custom_msg({"type": "event", "name": "error", "detail": {"command": "solve", "message": "no"}}, [])
    assert got == {"solved": [[1, 3, 5, 0, 2, 4]], "step": [{"position": 3, "event": "place"}],
                   "error": [{"command": "solve", "message": "no"}]}
    b.on_solved(got["solved"].append, remove=True)
    b._handle_custom_msg({"type": "event", "name": "solved", "detail": {"n": 6, "solution": [1]}}, [])
    assert len(got["solved"]) == 1


def test_the_static_picture_is_shown_and_kept_current(monkeypatch):
    import IPython.display

    shown, updated = [], []
    monkeypatch.setattr(IPython.display, "display", lambda obj, **kw: shown.append((obj, kw)))
    monkeypatch.setattr(IPython.display, "update_display", lambda obj, **kw: updated.append((obj, kw)))
    b = Board(n=6, queens=[(0, 1), (1, 3)])
    b._ipython_display_()
    (live, live_kw), (still, still_kw) = shown
    assert "application/vnd.jupyter.widget-view+json" in live and live["text/plain"].startswith("Board(view='play', n=6")
    key = still_kw["display_id"]
    assert key == f"nqueens-static-{b._static_key}"
    assert f'class="nqueens-static {key}"' in still["text/html"]
    assert queens_drawn(still["image/svg+xml"]) == [(0, 1), (1, 3)]
    assert still["text/plain"] == "2 queens placed, none attacking; 4 to go."
    # A change from the board (a click) or from Python redraws it under the same id.
    b.set_state({"queens": [[0, 1], [1, 3], [2, 5]]})
    b.n = 5
    b.queens = SOLUTION_5
    pictures = [(obj["image/svg+xml"], kw["display_id"]) for obj, kw in updated]
    assert all(display_id == key for _, display_id in pictures)
    assert queens_drawn(pictures[0][0]) == [(0, 1), (1, 3), (2, 5)]
    assert queens_drawn(pictures[-1][0]) == SOLUTION_5
    assert 'class="solved"' in pictures[-1][0] and 'data-n="5"' in pictures[-1][0]
    assert updated[-1][0]["text/plain"] == "Solved: 5 queens, none attacking."


def test_the_step_views_picture_is_the_search_at_its_position():
    s = Board(view="step", n=4, strategy="cp", queens=[(3, 2)])
    svg, caption, solved = s._picture()
    assert queens_drawn(svg) == [(3, 2)] and "event 0" in caption and not solved
    while not s.solved:
        s.forward()
    svg, caption, solved = s._picture()
    drawn = queens_drawn(svg)
    assert solved and len(drawn) == 4 and (3, 2) in drawn
    assert is_solution([c for _, c in drawn], 4)


def test_code_lang_is_the_code_panels_language_by_the_cores_names(sent):
    rules = nqueens._nqueens._embed_rules()
    assert Board().code_lang == rules["code_lang"] == "python"
    assert rules["code_langs"] == ["python", "c", "cpp", "java"]
    b = Board(view="step", n=5, code_lang="java")
    assert b.code_lang == "java" and b.get_state()["code_lang"] == "java"
    messages = sent(b)
    b.code_lang = " cpp "
    assert b.code_lang == "cpp"
    assert [m["state"] for m in messages if m.get("method") == "update"] == [{"code_lang": "cpp"}]
    messages.clear()
    before = synced(b) | {"code_lang": b.code_lang}
    with pytest.raises(BoardError, match="rust.*python, c, cpp, java") as refused:
        b.code_lang = "rust"
    assert isinstance(refused.value.__cause__, nqueens.NQueensError)
    with pytest.raises(traitlets.TraitError):
        b.code_lang = 7  # type: ignore[assignment]
    assert synced(b) | {"code_lang": b.code_lang} == before and messages == []
    with pytest.raises(BoardError, match="rust"):
        Board(view="step", code_lang="rust")
    with pytest.raises(BoardError, match="code_lang is a code language such as 'java', not int"):
        Board(view="step", code_lang=7)  # type: ignore[arg-type]
    # The reader's choice in the panel's menu arrives as the page's state update.
    b.set_state({"code_lang": "c"})
    assert b.code_lang == "c" and b.queens == [] and b.view == "step"


def test_lang_takes_a_tag_the_board_speaks_and_refuses_the_rest(sent):
    b = Board(n=5, queens=[(0, 0), (1, 2)], lang="fa")
    assert b.lang == "fa"
    for tag in ("hi-u-nu-deva", " zh-CN ", "fa-IR", "en", ""):
        b.lang = tag
        assert b.lang == tag.strip()
    messages = sent(b)
    before = synced(b) | {"lang": b.lang}
    for tag, message in [
        ("farsi", "'farsi' is not a language tag: did you mean 'fa'"),
        ("zh_CN", "'zh_CN' is not a language tag: did you mean 'zh'"),
        ("de", "'de' is not a language the board speaks \\(en, hi, fa, zh"),
        ("fa IR", "'fa IR' is not a language the board speaks"),
    ]:
        with pytest.raises(BoardError, match=message):
            b.lang = tag
    with pytest.raises(traitlets.TraitError):
        b.lang = 7  # type: ignore[assignment]
    assert synced(b) | {"lang": b.lang} == before and messages == []
    with pytest.raises(BoardError, match="did you mean 'hi'"):
        Board(lang="hindi")
    # A new language changes the words only: the queens stay.
    b.lang = "hi"
    assert b.queens == [(0, 0), (1, 2)]


def test_save_png_and_gif_ask_the_board_and_write_what_it_sends_back(sent, tmp_path):
    b = Board(view="step", n=5, strategy="backtracking")
    messages = sent(b)
    with pytest.raises(BoardError, match="not on screen"):
        b.save_png(tmp_path / "early.png")
    b._handle_custom_msg({"type": "view", "shown": True}, [])
    done = []
    png = b.save_png(tmp_path / "board.png", on_done=done.append)
    gif = b.save_gif(str(tmp_path / "walk.gif"), start=2, stop=9)
    assert [m["content"] for m in messages] == [
        {"type": "export", "id": 1, "format": "png", "from": None, "to": None},
        {"type": "export", "id": 2, "format": "gif", "from": 2, "to": 8},
    ]
    # Before the board answers, result() says so instead of blocking the kernel.
    with pytest.raises(BoardError, match="later cell"):
        png.result()
    b._handle_custom_msg({"type": "picture", "id": 1, "format": "png"}, [memoryview(b"\x89PNG fake")])
    b._handle_custom_msg({"type": "picture", "id": 2, "error": "Choose events from 0 to 40, the first before the second."}, [])
    assert png.result() == str(tmp_path / "board.png")
    assert (tmp_path / "board.png").read_bytes() == b"\x89PNG fake"
    assert done == [str(tmp_path / "board.png")]
    with pytest.raises(BoardError, match="Choose events from 0 to 40"):
        gif.result()
    assert not (tmp_path / "walk.gif").exists()


@pytest.mark.parametrize("call, message", [
    (lambda b, d: b.save_png(d / "no-such-folder" / "b.png"), "does not exist"),
    (lambda b, d: b.save_png(d), "is a folder"),
    (lambda b, d: b.save_png(""), "file name"),
    (lambda b, d: b.save_gif(d / "a.gif", start=5, stop=5), "no stretch of events"),
    (lambda b, d: b.save_gif(d / "a.gif", start=-1, stop=3), "no stretch of events"),
    (lambda b, d: b.save_gif(d / "a.gif", start=2), "both start and stop"),
    (lambda b, d: b.save_gif(d / "a.gif", start=0, stop="9"), "stop is an event's number"),
])
def test_a_bad_path_or_range_is_refused_at_once(call, message, sent, tmp_path):
    b = Board(view="step", n=5)
    messages = sent(b)
    b._handle_custom_msg({"type": "view", "shown": True}, [])
    with pytest.raises(BoardError, match=message):
        call(b, tmp_path)
    assert messages == []
    play = Board(n=5)
    play._handle_custom_msg({"type": "view", "shown": True}, [])
    with pytest.raises(BoardError, match="step view"):
        play.save_png(tmp_path / "p.png")
