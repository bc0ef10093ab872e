"""The playground's live board in a notebook: ``Board`` is an anywidget showing
``<nqueens-board>``, the same element as the page and the npm package, synced with Python.

>>> from nqueens.widget import Board
>>> b = Board(n=6)          # shown by the notebook; click squares to place queens
>>> b.queens                # [(0, 1), (1, 3), ...] as the reader placed them
>>> b.n = 5                 # a new, empty 5x5 board (a new N empties the board, as on the page)
>>> b.queens = [(0, 0), (1, 2), (2, 4), (3, 1), (4, 3)]
>>> b.solved                # True
>>> Board(view="step", n=4, strategy="cp", lesson=True)   # the 4-queens lesson

Synced traits: ``view`` ("play", "step" or "solutions"), ``n``, ``strategy`` (the view's: play
backtracking, lookup or bitboard; step backtracking, lookup, cp or cp-first-fail; "" in
solutions), ``queens`` (a list of ``(row, col)`` pairs: the play board's queens, the step
view's fixed queens, the queens every listed solution must hold), ``position`` (the step
view's place on the timeline), ``controls`` ("none", "compact", "full"), ``theme``
("auto", "light", "dark"), ``lesson`` (a lesson read beside the step view's search: a shipped
lesson's name such as "four-queens", the URL of a lesson file, a lesson as a dict, or the path
of a lesson file; ``True`` is the 4-queens lesson), ``lang`` (the board's language: "en",
"hi", "fa" or "zh", with a region or ``-u-nu-`` digits if wanted, e.g. "hi-u-nu-deva"; ""
follows the notebook's page and the browser; a lesson is shown in this language where it has
it), ``code_lang`` (the language the step view's code panel shows the search's program in:
"python", "c", "cpp" or "java", Python by default; the reader's choice in the panel's menu comes
back here; a lesson that names its own shows that one while it is open) and the read-only
``solved``. Changing ``lang`` changes the board's words only: its queens,
position and a running search stay. ``b.observe(fn, names=[...])`` works as for any widget. A
dict or a file is checked by the core before the board shows it (a lesson that cannot happen
raises :class:`BoardError` naming the step) and travels to the board as its JSON text, which
``lesson`` then holds.

Every assignment is checked by the core's rules for an embedded board (N within the view's
limit, a strategy of that view, queens on the board): a bad one raises :class:`BoardError` (a
``traitlets.TraitError`` and a ``ValueError``) and leaves the board as it was. Changing ``view``
to one whose strategies do not include the current one switches to that view's default.

Methods are the element's, by the core's names: ``solve()``, ``complete()``, ``cancel()``,
``forward()``, ``back()``, ``play()``, ``pause()`` and ``reset()``. With a board on screen the
board carries them out; with none (a script, ``nbconvert --execute``) the core does, here.

Pictures for slides: in the step view, ``save_png(path)`` saves the board as shown (the board
and its narration) and ``save_gif(path, start=..., stop=...)`` an animation of events ``start``
up to ``stop`` (not included, as in ``range``; without them, from here to the next solution or
dead end). The board on the page draws them, as its own export buttons do, and sends the bytes
back to the kernel, which writes the file. A notebook cell cannot wait for that: the kernel
reads the board's messages only between cells. So each returns a ``concurrent.futures.Future``
that resolves with the path once the file is written, after the cell ends; look at it in a later
cell (``f.result()`` there; called while the picture is still on its way it raises
:class:`BoardError` instead of waiting forever), or give ``on_done`` a callback. A path whose
folder does not exist, a range that is not one, a board not in the step view or not on screen
raise :class:`BoardError` at once; a range past the end of the search fails the future with the
board's sentence.

The board's JavaScript, its Web Worker and the wasm module travel inside the wheel: nothing is
fetched from the network. Each display also writes a static SVG picture of the position beside
the live board (hidden while the live board is shown, kept current as the board changes), so a
notebook saved with its outputs still shows the board where no widget can run (nbconvert's
HTML, a code host's preview).
"""

from __future__ import annotations

import base64
import concurrent.futures
import functools
import itertools
import html
import importlib.resources
import json
import os
import secrets
import zlib
from typing import Any, Callable, Dict, Optional, Sequence, Tuple

import anywidget
import traitlets
from ipywidgets import CallbackDispatcher  # type: ignore[import-untyped]

from . import _nqueens

__all__ = ["Board", "BoardError", "PictureFuture"]

_STATIC = importlib.resources.files(__package__) / "static"
if not (_STATIC / "widget.js").is_file() or not (_STATIC / "nqueens_bg.wasm").is_file():
    raise ImportError(
        "this nqueens was built without its notebook widget's files (nqueens/static/widget.js and "
        "nqueens_bg.wasm): build the wheel with scripts/build-wheel.sh, which makes them before "
        "maturin packs the wheel"
    )
_OPTIONS = ("view", "n", "strategy", "queens", "controls", "theme")
# The core's rules for an embedded board: each view's defaults and commands, the default view,
# controls and theme (the page reads the same from names.js).
_RULES = _nqueens._embed_rules()
_DEFAULT_VIEW = _RULES["view"]
_DEFAULT_N = _RULES["views"][_DEFAULT_VIEW]["n"]


class BoardError(traitlets.TraitError, ValueError):
    """A board option the core refuses (N out of the view's range, a square off the board, an
    unknown strategy, ...) or a command the board cannot carry out; the message is the core's,
    and the core's own error (an ``nqueens.NQueensError``), when there is one, its ``__cause__``."""


@functools.lru_cache(maxsize=1)
def _wasm() -> bytes:
    return (_STATIC / "nqueens_bg.wasm").read_bytes()


def _squares(queens: Any) -> list:
    """Queens as a list of (row, col) tuples of non-negative ints, or BoardError."""
    try:
        pairs = [tuple(pair) for pair in queens]
    except TypeError:
        raise BoardError("queens are a list of (row, col) pairs") from None
    for pair in pairs:
        if len(pair) != 2 or not all(isinstance(v, int) and not isinstance(v, bool) for v in pair):
            raise BoardError(f"{pair!r} is not a (row, col) pair of whole numbers")
        if pair[0] < 0 or pair[1] < 0:
            raise BoardError(f"square (row {pair[0]}, column {pair[1]}) is off the board (rows and columns count from 0)")
    return pairs


_LESSON_BYTES = 256 * 1024


def _checked_lesson(text: str, label: str) -> str:
    """The lesson's text if the core reads it and its steps can happen, else BoardError."""
    try:
        _nqueens.Lesson(text, label)
    except Exception as error:  # the core's message (a LessonError), whatever class carries it
        raise BoardError(str(error)) from error
    return text.strip()


def _lesson_value(value: Any) -> Any:
    """A ``lesson`` as the board's attribute holds it: False, a shipped lesson's name, a URL,
    or a lesson's JSON text (from a dict or a file, checked by the core first)."""
    if value is None or value is False:
        return False
    if value is True:
        return _nqueens.DEFAULT_LESSON
    if isinstance(value, dict):
        try:
            text = json.dumps(value, ensure_ascii=False)
        except (TypeError, ValueError) as error:
            raise BoardError(f"the lesson dict is not JSON: {error}") from None
        return _checked_lesson(text, "given as a dict")
    if isinstance(value, os.PathLike):
        value = os.fspath(value)
    if not isinstance(value, str):
        raise BoardError("a lesson is a shipped lesson's name, a URL, a dict, a path, True or False")
    text = value.strip()
    if text in ("", "1", "true"):
        return _nqueens.DEFAULT_LESSON
    if text in ("0", "false"):
        return False
    if text in _nqueens.LESSONS:
        return text
    if text.startswith("{"):
        return _checked_lesson(text, "given as JSON")
    if text.startswith(_nqueens._LESSON_PACKED_PREFIX):
        packed = text[len(_nqueens._LESSON_PACKED_PREFIX):]
        try:
            data = base64.b64decode(packed + "=" * (-len(packed) % 4), altchars=b"-_", validate=True)
            inflater = zlib.decompressobj(-15)
            unpacked = inflater.decompress(data, _LESSON_BYTES + 1)
            if not inflater.eof:
                raise ValueError("cut short or too long")
        except (ValueError, zlib.error):
            raise BoardError("the packed lesson (inline:…) does not unpack") from None
        _checked_lesson(unpacked.decode("utf-8", errors="replace"), "in this link")
        return text
    if text.startswith(("https://", "http://")):
        return text  # fetched by the board, which says so if it cannot
    if os.path.isfile(text):
        if os.path.getsize(text) > _LESSON_BYTES:
            raise BoardError(f"the lesson file {text} is larger than {_LESSON_BYTES // 1024} KiB")
        with open(text, encoding="utf-8") as file:
            return _checked_lesson(file.read(), text)
    raise BoardError(
        f"lesson {text[:60]!r} is not a shipped lesson ({', '.join(_nqueens.LESSONS)}), an http(s) URL, "
        "a lesson file's path or its JSON"
    )


def _check(options: dict) -> dict:
    """The options as the core accepts them (see nqueens_core::show::embed), or BoardError."""
    try:
        return _nqueens._embed_check(
            options["view"], options["n"], options["strategy"], _squares(options["queens"]),
            options["controls"], options["theme"],
        )
    except BoardError:
        raise
    except Exception as error:  # the core's message, whatever exception class carries it
        raise BoardError(str(error)) from error


def _code_language(name: Any) -> str:
    """The code panel's language as the element's `code-lang` reads it, or BoardError with the
    core's sentence naming the languages it has."""
    if not isinstance(name, str):
        raise BoardError(f"code_lang is a code language such as 'java', not {type(name).__name__}")
    try:
        return _nqueens._code_language(name)
    except ValueError as error:
        raise BoardError(str(error)) from error


def _language(tag: Any) -> str:
    """The board's language as the element reads it ("" or a tag it speaks), or BoardError with
    the core's sentence (a near miss such as "farsi" names the tag meant)."""
    if not isinstance(tag, str):
        raise BoardError(f"lang is a language tag such as 'fa', not {type(tag).__name__}")
    try:
        return _nqueens._language(tag)
    except ValueError as error:
        raise BoardError(str(error)) from error


class PictureFuture(concurrent.futures.Future[str]):
    """A picture on its way from the board (see ``Board.save_png``): ``result()`` is the path
    once the file is written. Asked before then, it raises :class:`BoardError` rather than block
    the kernel, which only receives the picture once the running cell has ended."""

    def result(self, timeout: Optional[float] = None) -> str:
        if not self.done():
            raise BoardError(
                "the picture has not arrived yet: the board sends it once this cell has ended; "
                "ask for the result in a later cell"
            )
        return super().result(timeout)


def _picture_path(path: Any, suffix: str) -> str:
    """The path a picture is written to, or BoardError: its folder must exist, and it must not
    be a folder itself."""
    if isinstance(path, os.PathLike):
        path = os.fspath(path)
    if not isinstance(path, str) or not path.strip():
        raise BoardError(f"the picture's path is a file name such as 'board{suffix}', not {path!r}")
    full = os.path.abspath(os.path.expanduser(path))
    if os.path.isdir(full):
        raise BoardError(f"{path} is a folder: give the picture's file name (such as {os.path.join(path, 'board' + suffix)})")
    folder = os.path.dirname(full)
    if not os.path.isdir(folder):
        raise BoardError(f"the folder {folder} does not exist")
    if not os.access(folder, os.W_OK):
        raise BoardError(f"the folder {folder} cannot be written to")
    return full


class Board(anywidget.AnyWidget):
    """A live N-Queens board (see the module's documentation for its traits)."""

    _esm = _STATIC / "widget.js"
    _wasm = traitlets.Bytes().tag(sync=True)
    _static_key = traitlets.Unicode().tag(sync=True)

    view = traitlets.Unicode(_DEFAULT_VIEW).tag(sync=True)
    n = traitlets.Int(_DEFAULT_N).tag(sync=True)
    strategy = traitlets.Unicode(_RULES["views"][_DEFAULT_VIEW]["strategy"]).tag(sync=True)
    queens: traitlets.List[Any] = traitlets.List().tag(sync=True)  # (row, col) pairs, checked by _validate_option
    position = traitlets.Int(0).tag(sync=True)
    controls = traitlets.Unicode(_RULES["controls"]).tag(sync=True)
    theme = traitlets.Unicode(_RULES["theme"]).tag(sync=True)
    lang = traitlets.Unicode("").tag(sync=True)
    code_lang = traitlets.Unicode(_RULES["code_lang"]).tag(sync=True)
    # False, or what the board's lesson attribute holds: a name, a URL or a lesson's JSON (a dict
    # or a path becomes its JSON text once the core has checked it; see _lesson_value).
    lesson = traitlets.Any(False).tag(sync=True)
    solved = traitlets.Bool(False, read_only=True).tag(sync=True)

    def __init__(
        self,
        n: int = _DEFAULT_N,
        view: str = _DEFAULT_VIEW,
        strategy: str = "",
        queens: Sequence[Tuple[int, int]] = (),
        controls: str = _RULES["controls"],
        theme: str = _RULES["theme"],
        lang: str = "",
        code_lang: str = _RULES["code_lang"],
        lesson: Any = False,
        position: int = 0,
        **kwargs: Any,
    ) -> None:
        checked = _check(dict(view=view, n=n, strategy=strategy, queens=queens, controls=controls, theme=theme))
        # Set together, these options are taken as given: N does not empty the queens set with it.
        self._keep_queens = True
        self._search: Optional[tuple] = None
        self._live_views = 0
        self._displayed = False
        self._solved_callbacks = CallbackDispatcher()
        self._step_callbacks = CallbackDispatcher()
        self._error_callbacks = CallbackDispatcher()
        self._answer_callbacks = CallbackDispatcher()
        self._pictures: Dict[int, Tuple[PictureFuture, str]] = {}
        self._picture_ids = itertools.count(1)
        super().__init__(
            **checked, lang=_language(lang), code_lang=_code_language(code_lang), lesson=lesson, position=position,
            _wasm=_wasm(), _static_key=secrets.token_hex(8), **kwargs,
        )
        self._keep_queens = False
        self.on_msg(self._on_frontend)
        self._refresh()

    # -- checks ----------------------------------------------------------------------------

    def _options(self) -> dict:
        return {name: getattr(self, name) for name in _OPTIONS}

    @traitlets.validate(*_OPTIONS)
    def _validate_option(self, proposal: Any) -> Any:
        name = proposal["trait"].name
        options = self._options()
        options[name] = proposal["value"]
        if name == "n" and not self._keep_queens:
            options["queens"] = []  # a new N empties the board (the observer below does it)
        if name == "view":
            try:
                return _check(options)["view"]
            except BoardError:
                options["strategy"] = ""  # the strategy may only be the old view's
        return _check(options)[name]

    @traitlets.validate("lang")
    def _validate_lang(self, proposal: Any) -> str:
        return _language(proposal["value"])

    @traitlets.validate("code_lang")
    def _validate_code_lang(self, proposal: Any) -> str:
        return _code_language(proposal["value"])

    @traitlets.validate("lesson")
    def _validate_lesson(self, proposal: Any) -> Any:
        return _lesson_value(proposal["value"])

    @traitlets.validate("position")
    def _validate_position(self, proposal: Any) -> int:
        value = proposal["value"]
        if value < 0:
            raise BoardError(f"position {value} is before the start of the search (0)")
        if self.view != "step":
            return 0
        return self._stepper().seek(value)

    def _fits(self) -> bool:
        try:
            _check(self._options())
            return True
        except BoardError:
            return False

    @traitlets.observe("view", "n", "strategy", "queens", "position")
    def _state_changed(self, change: Any) -> None:
        # What a change brings with it, as on the page, before anything is drawn: a new view
        # takes its own strategy when the old one is not among its own; a new N empties the
        # board; a new search keeps its position, up to its end.
        name = change["name"]
        if name == "view":
            if not self.strategy or not self._fits():
                self.strategy = ""  # the new view's default (none in solutions)
            self.position = self.position if self.view == "step" else 0
        if name == "n" and not self._keep_queens and self.queens:
            self.queens = []
        if name in ("n", "strategy", "queens") and self.view == "step":
            self.position = self.position
        self._refresh()

    def __setattr__(self, name: str, value: Any) -> None:
        # One message for a change and what it brings with it (a new N empties the queens; a
        # new view may bring its own strategy), so the board never shows a state in between.
        if name in _OPTIONS or name in ("position", "lesson"):
            with self.hold_sync():
                super().__setattr__(name, value)
        else:
            super().__setattr__(name, value)

    def set_state(self, sync_data: dict) -> None:
        """State from the board: N and queens it sends together are taken together. A change
        the core refuses (it should not happen) is reported to ``on_error`` callbacks and the
        board is sent Python's state back."""
        self._keep_queens = "n" in sync_data and "queens" in sync_data
        try:
            super().set_state(sync_data)
        except traitlets.TraitError as error:
            self.send_state([key for key in sync_data if key in self.keys])
            self._error_callbacks({"command": "sync", "message": str(error)})
        finally:
            self._keep_queens = False

    # -- what the board shows ------------------------------------------------------------

    def _stepper(self) -> Any:
        key = (self.n, self.strategy, tuple(self.queens))
        if self._search is None or self._search[0] != key:
            self._search = (key, _nqueens._StepBoard(self.n, self.strategy or "cp", list(self.queens)))
        return self._search[1]

    def _picture(self) -> Tuple[str, str, bool]:
        """(svg, caption, solved) for the position, drawn by the core."""
        if self.view == "step":
            state = self._step_state()
            caption = f"Step view ({self.strategy}), event {state['position']}: {state['narration']}"
            return state["svg"], caption, state["solution"] is not None
        svg, status, solved = _nqueens._board_picture(self.n, list(self.queens))
        if self.view == "solutions":
            holding = f" that hold these {len(self.queens)} queens" if self.queens else ""
            return svg, f"Solutions view: the solutions of {self.n} queens{holding}.", solved
        return svg, status, solved

    def _step_state(self) -> dict:
        stepper = self._stepper()
        stepper.seek(self.position)
        return stepper.state()

    def _refresh(self) -> None:
        svg, caption, solved = self._picture()
        self.set_trait("solved", solved)
        if self._displayed:
            from IPython.display import update_display

            update_display(self._static_bundle(svg, caption), raw=True, display_id=self._static_id)

    @property
    def _static_id(self) -> str:
        return f"nqueens-static-{self._static_key}"

    def _static_bundle(self, svg: str, caption: str) -> dict:
        block = (
            f'<div class="nqueens-static {self._static_id}">{svg}'
            f'<p style="margin:0.25em 0;font:0.9em system-ui,sans-serif">{html.escape(caption)}</p></div>'
        )
        return {"text/html": block, "image/svg+xml": svg, "text/plain": caption}

    def __repr__(self) -> str:
        queens = ", ".join(f"({r}, {c})" for r, c in self.queens)
        extra = f", strategy={self.strategy!r}" if self.strategy else ""
        return f"Board(view={self.view!r}, n={self.n}{extra}, queens=[{queens}])"

    def _ipython_display_(self, **kwargs: Any) -> None:
        """The live board, then its static picture under a display id that every later
        change updates (the picture is hidden while the live board is on the page)."""
        from IPython.display import display

        bundle = self._repr_mimebundle_()
        if bundle is not None:  # None: a widget with no live model (closed) shows its picture only
            data, metadata = bundle
            data["text/plain"] = repr(self)
            display(data, metadata=metadata, raw=True)
        display(self._static_bundle(*self._picture()[:2]), raw=True, display_id=self._static_id)
        self._displayed = True

    # -- commands and callbacks ------------------------------------------------------------

    def solve(self) -> None:
        """Solves the play board (in the page's Web Worker; ``queens`` follows)."""
        self._command("solve")

    def complete(self) -> None:
        """Completes the play board's queens to a solution, or says why it cannot."""
        self._command("complete")

    def cancel(self) -> None:
        """Stops a running solve or complete."""
        self._command("cancel")

    def forward(self) -> None:
        """One event forward in the step view."""
        self._command("forward")

    def back(self) -> None:
        """One event back in the step view."""
        self._command("back")

    def play(self) -> None:
        """Plays the step view's search, event after event."""
        self._command("play")

    def pause(self) -> None:
        """Pauses it."""
        self._command("pause")

    def reset(self) -> None:
        """An empty board, the start of the search, or the first page of solutions."""
        self._command("reset")

    def save_png(self, path: Any, on_done: Optional[Callable[[str], Any]] = None) -> PictureFuture:
        """Saves the step view's board as shown (the board and its narration) as a PNG at
        ``path``, drawn by the board on the page. Returns a future of the path, written once the
        picture arrives, after this cell (see the module's documentation); ``on_done(path)`` is
        called then."""
        return self._save("png", _picture_path(path, ".png"), None, None, on_done)

    def save_gif(
        self,
        path: Any,
        start: Optional[int] = None,
        stop: Optional[int] = None,
        on_done: Optional[Callable[[str], Any]] = None,
    ) -> PictureFuture:
        """Saves an animated GIF of the step view's events ``start`` up to ``stop`` (not
        included, as in ``range``), the narration under each frame; without them, from here to
        the next solution or dead end. Returns a future of the path, as ``save_png`` does."""
        full = _picture_path(path, ".gif")
        if (start is None) != (stop is None):
            raise BoardError("give both start and stop, or neither (then: from here to the next solution or dead end)")
        if start is not None and stop is not None:
            for name, value in (("start", start), ("stop", stop)):
                if not isinstance(value, int) or isinstance(value, bool):
                    raise BoardError(f"{name} is an event's number, not {value!r}")
            if start < 0 or stop <= start:
                raise BoardError(f"start={start}, stop={stop} is no stretch of events: 0 <= start < stop")
        return self._save("gif", full, start, None if stop is None else stop - 1, on_done)

    def _save(
        self, kind: str, path: str, first: Optional[int], last: Optional[int], on_done: Optional[Callable[[str], Any]]
    ) -> PictureFuture:
        """Asks the board on the page for a picture (`kind` png or gif; events `first` to
        `last`, both included, as the element's exportImage takes them)."""
        if self.view != "step":
            raise BoardError(f"pictures are made in the step view: set view to 'step' first (it is {self.view!r})")
        if self._live_views <= 0:
            raise BoardError("the board is not on screen: pictures are drawn by the board on the page, so display it first")
        future = PictureFuture()
        if on_done is not None:
            future.add_done_callback(lambda done: done.exception() is None and on_done(done.result()))
        key = next(self._picture_ids)
        self._pictures[key] = (future, path)
        self.send({"type": "export", "id": key, "format": kind, "from": first, "to": last})
        return future

    def _picture_arrived(self, content: dict, buffers: Any) -> None:
        """The board's answer to `_save`: the picture's bytes (the message's one buffer), written
        to its path, or the reason it could not make it."""
        waiting = self._pictures.pop(content.get("id", -1), None)
        if waiting is None:
            return
        future, path = waiting
        if content.get("error") is not None or not buffers:
            future.set_exception(BoardError(str(content.get("error") or "the board sent no picture")))
            return
        try:
            with open(path, "wb") as file:
                file.write(bytes(buffers[0]))
        except OSError as error:
            future.set_exception(BoardError(f"the picture could not be written to {path}: {error}"))
            return
        future.set_result(path)

    def on_solved(self, callback: Callable[[list], Any], remove: bool = False) -> None:
        """Calls ``callback(solution)`` (a column per row) when the reader or a command makes
        the board a solution. Changes made from Python are not reported (observe ``solved``)."""
        self._solved_callbacks.register_callback(callback, remove=remove)

    def on_step(self, callback: Callable[[dict], Any], remove: bool = False) -> None:
        """Calls ``callback(event)`` for every event the step view shows: a dict with
        ``position``, ``event``, ``narration`` and ``stats``."""
        self._step_callbacks.register_callback(callback, remove=remove)

    def on_answer(self, callback: Callable[[dict], Any], remove: bool = False) -> None:
        """Calls ``callback(answer)`` for every answer the reader gives to a lesson's question: a
        dict with ``step`` (the lesson's step, counted from 1), ``id``, ``correct``, ``attempts``
        (answers given to it so far), ``form`` and ``response`` (the answer as given), ``lesson``
        (its stable name, the same in every language) and ``version`` (a fingerprint of the
        file), which a gradebook keeps, and ``title`` (in the reader's language, for people)."""
        self._answer_callbacks.register_callback(callback, remove=remove)

    def on_error(self, callback: Callable[[dict], Any], remove: bool = False) -> None:
        """Calls ``callback(error)`` when a command fails on the board: a dict with ``command``
        and ``message``."""
        self._error_callbacks.register_callback(callback, remove=remove)

    def _command(self, name: str) -> None:
        """Sends a command to the board on the page. With no board on screen (a script,
        ``nbconvert --execute``) the core carries it out here, and a failure raises BoardError."""
        if self._live_views > 0:
            self.send({"type": "command", "name": name})
            return
        was_solved = self.solved
        options = self._options()
        try:
            effect = _nqueens._embed_command(
                options["view"], options["n"], options["strategy"], list(options["queens"]),
                options["controls"], options["theme"], name,
            )
        except Exception as error:  # the core's message, whatever exception class carries it
            raise BoardError(str(error)) from error
        if effect["effect"] == "refused":
            raise BoardError(effect["message"])
        if effect["effect"] == "queens":
            self.queens = effect["queens"]
        elif effect["effect"] == "seek":
            before = self.position
            self.position = {"start": 0, "forward": before + 1, "back": max(0, before - 1)}[effect["to"]]
            if effect["to"] != "start" and self.position != before:
                state = self._step_state()
                self._step_callbacks({key: state[key] for key in ("position", "event", "narration", "stats")})
        if self.solved and not was_solved:
            if self.view == "step":
                self._solved_callbacks(list(self._step_state()["solution"]))
            else:
                self._solved_callbacks([col for _, col in sorted(self.queens)])

    def _on_frontend(self, _widget: Any, content: dict, buffers: Any) -> None:
        kind = content.get("type")
        if kind == "picture":
            self._picture_arrived(content, buffers)
        elif kind == "view":
            self._live_views = max(0, self._live_views + (1 if content.get("shown") else -1))
        elif kind == "event":
            detail = content.get("detail") or {}
            name = content.get("name")
            if name == "solved":
                self._solved_callbacks(list(detail.get("solution", [])))
            elif name == "step":
                self._step_callbacks(detail)
            elif name == "error":
                self._error_callbacks(detail)
            elif name == "answer":
                self._answer_callbacks(detail)
