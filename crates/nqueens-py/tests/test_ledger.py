"""The ledger readers from Python (merge, and a checkpoint resumed) against bad records: each
refused with the core's sentence as a RecordError, never a crash; arbitrary bytes and arbitrary
JSON values too (hypothesis)."""

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import nqueens


def header(n=8, **changes):
    h = {"format": nqueens.LEDGER_FORMAT, "version": 1, "n": n, "plan": nqueens.plan_fingerprint(n),
         "units": len(nqueens.units(n)), "shard": "1/1"}
    h.update(changes)
    return json.dumps(h, separators=(",", ":"))


def record(unit, solutions, fundamental=1, nodes=1):
    return f'{{"unit":{unit},"solutions":{solutions},"fundamental":{fundamental},"nodes":{nodes}}}\n'


def good_line(unit):
    [t] = nqueens.count_units(8, [unit])
    return record(unit, t.solutions, t.fundamental, t.nodes)


# The bad records of the issue, each with words the refusal must hold (the core's own test,
# the CLI's and the page's use the same list).
BAD = {
    "a huge unit count": (header(units=10**15) + "\n",
                          "claims 1000000000000000 units, but every plan for N = 8 has 78"),
    "a negative unit count": (header(units=-5) + "\n", "-5 is negative"),
    "an N out of range": (header(n=8).replace('"n":8', '"n":29') + "\n", "N = 29 is out of range"),
    "an overflowing sum": (header() + "\n" + record(0, 2**64 - 1) + record(1, 1), "past 2^64 - 1"),
    "a unit of 2^70 solutions": (header() + "\n" + record(0, 2**70), "does not fit 64 bits"),
    "a torn middle line": (header() + "\n" + '{"unit":1,"solu' + good_line(2), "line 2, column"),
    "binary garbage": (bytes((i * 2654435761 >> 13) & 0xFF for i in range(4096)),
                       "record of counted units"),
    "an empty file": ("", "the record is empty"),
    "a 10 MB line": (header() + "\n" + '{"unit":"' + "9" * (10 << 20) + '"}\n',
                     "line 2, column 1: the line is 10485771 bytes long"),
    "deep nesting": (header() + "\n" + '{"unit":' + "[" * 100_000 + "]" * 100_000 + "\n",
                     "line 2, column"),
}


def write(path, content):
    if isinstance(content, str):
        path.write_text(content)
    else:
        path.write_bytes(content)
    return path


@pytest.mark.parametrize("what", list(BAD))
def test_bad_records_are_refused_by_merge_and_resume(tmp_path, what):
    content, words = BAD[what]
    path = write(tmp_path / "bad.jsonl", content)
    with pytest.raises(nqueens.RecordError) as caught:
        nqueens.merge([path])
    assert words in str(caught.value) and str(path) in str(caught.value)
    if what == "an empty file":
        # A checkpoint starts in an empty file: it writes its header and counts.
        with nqueens.Checkpoint(path, 8) as ck:
            assert ck.done == 0
        return
    before = path.read_bytes()
    with pytest.raises(nqueens.RecordError) as caught:
        nqueens.Checkpoint(path, 8)
    assert words in str(caught.value)
    assert path.read_bytes() == before, "a refused checkpoint is left as it was"


def test_a_torn_last_line_is_refused_by_merge_and_cut_by_resume(tmp_path):
    path = write(tmp_path / "torn.jsonl", header() + "\n" + good_line(0) + '{"unit":1,"sol')
    with pytest.raises(nqueens.RecordError, match="its last line is incomplete"):
        nqueens.merge([path])
    with nqueens.Checkpoint(path, 8) as ck:
        assert ck.done == 1
        ck.record_batch([(u, t.solutions, t.fundamental, t.nodes)
                         for u, t in zip(ck.missing(), nqueens.count_units(8, ck.missing()))])
        assert (ck.total().solutions, ck.total().fundamental) == (92, 12)
    assert nqueens.merge([path]).solutions == 92


def test_overflow_across_files_names_them(tmp_path):
    units = len(nqueens.units(8))
    a = write(tmp_path / "a.jsonl", header(shard="1/2") + "\n" + "".join(
        record(u, 2**63 if u == 0 else 0) for u in range(0, units, 2)))
    b = write(tmp_path / "b.jsonl", header(shard="2/2") + "\n" + "".join(
        record(u, 2**63 if u == 1 else 0) for u in range(1, units, 2)))
    with pytest.raises(nqueens.RecordError, match=r"the units of .*b\.jsonl .* and those of .*a\.jsonl .* past 2\^64 - 1"):
        nqueens.merge([a, b])


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(2**70), max_value=2**70) | st.floats()
    | st.text(max_size=10) | st.sampled_from([nqueens.LEDGER_FORMAT, "1/1", "0" * 16]),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(
        st.sampled_from(["format", "version", "n", "plan", "units", "shard", "unit", "solutions",
                         "fundamental", "nodes", "x"]), inner, max_size=8),
    max_leaves=30,
)


def refused_or_summed(path):
    """What every reader may do with any file: give a total, or refuse it with a RecordError."""
    try:
        nqueens.merge([path])
    except nqueens.RecordError as e:
        assert str(e)
    try:
        with nqueens.Checkpoint(path, 6) as ck:
            ck.missing()
    except nqueens.RecordError as e:
        assert str(e)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(content=st.binary(max_size=400))
def test_arbitrary_bytes_are_refused_or_read(tmp_path, content):
    refused_or_summed(write(tmp_path / "any.jsonl", content))
    refused_or_summed(write(tmp_path / "any.jsonl", header(6).encode() + b"\n" + content))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(values=st.lists(json_values, min_size=1, max_size=4), with_header=st.booleans())
def test_arbitrary_json_is_refused_or_read(tmp_path, values, with_header):
    lines = [json.dumps(v) for v in values]
    if with_header:
        lines.insert(0, header(6))
    refused_or_summed(write(tmp_path / "any.jsonl", "\n".join(lines) + "\n"))
