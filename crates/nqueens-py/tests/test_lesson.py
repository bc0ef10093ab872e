"""Lessons from Python, as installed from the wheel: the shipped lessons against the published
schema and the core's check, the schema and the core refusing the same malformed lessons, the
core's refusal of a lesson that cannot happen naming its step, answers, a translation, and the
notebook widget's ``lesson`` (names, dicts, paths, URLs) and ``on_answer``."""

import copy
import json
from pathlib import Path

import jsonschema
import pytest

import nqueens
from nqueens.widget import Board, BoardError

LESSONS = Path(__file__).resolve().parents[3] / "crates" / "nqueens-core" / "lessons"
SCHEMA = json.loads((LESSONS / "lesson.schema.json").read_text(encoding="utf-8"))
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def minimal(**changes):
    lesson = {"format": "nqueens-lesson", "version": 1, "title": "Test", "language": "en",
              "board": {"n": 4, "strategy": "cp"}, "steps": [{"kind": "narrate", "text": "Hello"}]}
    lesson.update(changes)
    return lesson


def core_reads(lesson):
    try:
        nqueens.Lesson(json.dumps(lesson), "test")
        return True
    except nqueens.LessonError:
        return False


def test_the_schema_is_a_valid_2020_12_schema():
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


@pytest.mark.parametrize("name", nqueens.LESSONS)
def test_every_shipped_lesson_validates_and_passes_the_cores_check(name):
    text = (LESSONS / f"{name}.json").read_text(encoding="utf-8")
    VALIDATOR.validate(json.loads(text))
    lesson = nqueens.Lesson.shipped(name)
    assert lesson.text == text, "the core ships the file the package ships"
    plan = lesson.plan()
    assert plan["name"] == name and plan["n"] <= 10
    assert plan["stops"][-1]["kind"] == "end"
    assert lesson.questions == plan["questions"] >= 2


def test_a_lesson_is_answered_through_the_core():
    lesson = nqueens.Lesson.shipped("four-queens")
    stops = lesson.plan()["stops"]
    row1 = next(i for i, s in enumerate(stops) if s["id"] == "row-1")
    wrong = lesson.answer(row1, square=(1, 0))
    assert wrong["correct"] is False
    assert "".join(map(str, wrong["feedback"])) == (
        "Row 1, column 0 was removed by AllDifferent(q): the queen on row 0, column 0 holds column 0."
    )
    right = lesson.answer(row1, square=(1, 3))
    assert right["correct"] is True and right["explanation"]
    count = next(i for i, s in enumerate(stops) if s["id"] == "count-row-1")
    assert lesson.answer(count, number=2)["correct"] is True
    assert lesson.answer(count, number=3)["feedback"] == ["Not 3."]
    with pytest.raises(nqueens.ArgumentError):
        lesson.answer(count, square=(0, 0), number=2)
    with pytest.raises(nqueens.ArgumentError):
        lesson.answer(0, number=1)  # the first stop asks nothing


def test_a_translation_and_its_fallback():
    lesson = nqueens.Lesson.shipped("five-queens-dead-end")
    assert lesson.languages == ["en", "fa", "hi", "zh"]
    fa = lesson.plan("fa")
    assert fa["language"] == "fa" and fa["dir"] == "rtl"
    assert fa["title"].startswith("پنج وزیر")
    assert lesson.plan("de")["language"] == "en"
    second = next(s for s in fa["stops"] if s["id"] == "second")
    assert 14 in second["text"], "numbers stay numbers for the board to write in Persian"


@pytest.mark.parametrize(
    "steps, words",
    [
        ([{"kind": "advance", "until": "end"}, {"kind": "advance", "until": "place"}], "step 2 (advance): the search has already ended"),
        ([{"kind": "narrate", "text": "{dead-row}"}], "step 1 (narrate): {dead-row} has no value here"),
        ([{"kind": "ask", "form": "number", "question": {"name": "queens"}, "answer": 3, "prompt": "?"}],
         "step 1 (ask): the written answer 3 is not right: the search shows 0"),
    ],
)
def test_a_lesson_that_cannot_happen_names_its_step(steps, words):
    lesson = minimal(steps=steps)
    VALIDATOR.validate(lesson)  # the shape is right: only the search can say it cannot happen
    with pytest.raises(nqueens.LessonError) as raised:
        nqueens.Lesson(json.dumps(lesson), "test.json")
    assert raised.value.kind == "lesson"
    assert str(raised.value).startswith('lesson "Test", ' + words)


MALFORMED = [
    ("no title", lambda l: l.pop("title")),
    ("version 2", lambda l: l.update(version=2)),
    ("another format", lambda l: l.update(format="lesson")),
    ("N = 11", lambda l: l["board"].update(n=11)),
    ("unknown strategy", lambda l: l["board"].update(strategy="dfs")),
    ("unknown field", lambda l: l.update(colour="red")),
    ("unknown step kind", lambda l: l["steps"].append({"kind": "sing", "text": "la"})),
    ("misspelt step field", lambda l: l["steps"].append({"kind": "narrate", "txt": "x"})),
    ("no steps", lambda l: l.update(steps=[])),
    ("advance by events without a count", lambda l: l["steps"].append({"kind": "advance", "until": "events"})),
    ("a row with another target", lambda l: l["steps"].append({"kind": "advance", "until": "place", "row": 1})),
    ("pick without a question", lambda l: l["steps"].append({"kind": "ask", "form": "pick", "prompt": "?"})),
    ("choose with one option", lambda l: l["steps"].append({"kind": "ask", "form": "choose", "prompt": "?", "options": [{"text": "a", "correct": True}]})),
    ("a square off any board", lambda l: l["steps"].append({"kind": "highlight", "squares": [[10, 0]]})),
    ("a line with neither through nor index", lambda l: l["steps"].append({"kind": "highlight", "lines": [{"line": "row"}]})),
    ("bad language tag", lambda l: l.update(language="english!")),
    ("a constraint on rows", lambda l: l["board"].update(constraints=["row"])),
    ("text too long", lambda l: l["steps"].append({"kind": "narrate", "text": "x" * 2001})),
    ("a translation's unknown field", lambda l: l.update(translations={"fa": {"colour": "x"}})),
]


@pytest.mark.parametrize("what, change", MALFORMED, ids=[m[0] for m in MALFORMED])
def test_the_schema_and_the_core_refuse_the_same_malformed_lessons(what, change):
    lesson = copy.deepcopy(minimal())
    assert VALIDATOR.is_valid(lesson) and core_reads(lesson)
    change(lesson)
    assert not VALIDATOR.is_valid(lesson), f"the schema takes {what}"
    assert not core_reads(lesson), f"the core takes {what}"


def test_the_widgets_lesson_takes_a_name_a_dict_a_path_and_a_url(tmp_path):
    assert Board(view="step", lesson=True).lesson == "four-queens"
    assert Board(view="step", lesson="diagonal-indices").lesson == "diagonal-indices"
    lesson = minimal(steps=[{"kind": "narrate", "text": "<b>{n}</b> queens"}])
    b = Board(view="step", lesson=lesson)
    assert json.loads(b.lesson) == lesson, "the dict travels as its JSON"
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(lesson), encoding="utf-8")
    assert json.loads(Board(view="step", lesson=path).lesson) == lesson
    assert json.loads(Board(view="step", lesson=str(path)).lesson) == lesson
    url = "https://example.org/lessons/mine.json"
    assert Board(view="step", lesson=url).lesson == url
    b.lesson = False
    assert b.lesson is False


def test_the_widget_refuses_a_lesson_the_core_refuses_and_keeps_its_own():
    b = Board(view="step", lesson="four-queens")
    impossible = minimal(steps=[{"kind": "advance", "until": "end"}, {"kind": "advance", "until": "dead-end"}])
    with pytest.raises(BoardError) as raised:
        b.lesson = impossible
    assert "step 2 (advance)" in str(raised.value)
    assert isinstance(raised.value.__cause__, nqueens.LessonError)
    assert b.lesson == "four-queens"
    with pytest.raises(BoardError, match="not a shipped lesson"):
        b.lesson = "no-such-lesson"
    with pytest.raises(BoardError, match="does not unpack"):
        b.lesson = "inline:!!!"


def test_answers_reach_on_answer():
    b = Board(view="step", lesson=True)
    got = []
    b.on_answer(got.append)
    detail = {"step": 2, "id": "row-0", "correct": False, "attempts": 1, "lesson": "Four queens"}
    b._handle_custom_msg({"type": "event", "name": "answer", "detail": detail}, [])
    assert got == [detail]
