"""``Lesson.to_scorm`` as installed from the wheel: the zip opens with Python's own zipfile
(every CRC checked), its manifest has SCORM 1.2's structure and names the lesson and the
passing score, every file it lists is in the zip, the board's files are the ones the wheel
carries, and bad input (a passing score over 100, a folder that does not exist) raises a clear
error and writes nothing."""

import re
import zipfile
from importlib.resources import files
from pathlib import Path

import pytest

import nqueens

STATIC = Path(str(files("nqueens") / "static"))


def test_a_lesson_becomes_a_package_a_platform_imports(tmp_path):
    out = tmp_path / "four-queens.zip"
    size = nqueens.Lesson.shipped("four-queens").to_scorm(out, mastery=80)
    assert size == out.stat().st_size
    with zipfile.ZipFile(out) as archive:
        assert archive.testzip() is None
        names = archive.namelist()
        assert names[0] == "imsmanifest.xml"
        manifest = archive.read("imsmanifest.xml").decode()
        assert "<schemaversion>1.2</schemaversion>" in manifest
        assert '<manifest identifier="nqueens-lesson-four-queens"' in manifest
        assert 'adlcp:scormtype="sco" href="index.html"' in manifest
        assert "<adlcp:masteryscore>80</adlcp:masteryscore>" in manifest
        listed = re.findall(r'<file href="([^"]+)"/>', manifest)
        assert set(listed) == set(names) - {"imsmanifest.xml"}
        assert {"index.html", "lesson.json", "nqueens-wasm_bg.wasm", "www/scorm.js", "www/worker.js"} <= set(listed)
        assert archive.read("lesson.json").decode() == nqueens.Lesson.shipped("four-queens").text
        assert archive.read("nqueens-wasm_bg.wasm") == (STATIC / "nqueens_bg.wasm").read_bytes()
        assert archive.read("www/nqueens-element.js") == (STATIC / "page" / "www" / "nqueens-element.js").read_bytes()
        launch = archive.read("index.html").decode()
        assert '<nqueens-board view="step" lesson="lesson.json"' in launch


def test_a_lesson_without_mastery_completes_and_a_path_string_works(tmp_path):
    out = tmp_path / "lesson.zip"
    nqueens.Lesson.shipped("five-queens-dead-end").to_scorm(str(out))
    with zipfile.ZipFile(out) as archive:
        assert "masteryscore" not in archive.read("imsmanifest.xml").decode()


def test_bad_input_raises_and_writes_nothing(tmp_path):
    lesson = nqueens.Lesson.shipped("four-queens")
    out = tmp_path / "x.zip"
    with pytest.raises(nqueens.NQueensError, match="101"):
        lesson.to_scorm(out, mastery=101)
    assert not out.exists()
    with pytest.raises(FileNotFoundError):
        lesson.to_scorm(tmp_path / "no-such-folder" / "x.zip")
