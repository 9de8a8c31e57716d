"""Issue 22: one regression test per defect, on the issue's own inputs (``r8.csv``, ``r8b.csv``,
``d.csv``); each failed before its fix. Exact references are :class:`fractions.Fraction`
computations or scikit-learn, written here, never the code under test.
"""

from __future__ import annotations

import functools
import gzip
import json
import warnings
import zlib
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

import numeric
from rocpr.cli import main

R8 = "label,score\n0,0.1\n0,0.3\n1,0.35\n0,0.5\n1,0.7\n1,0.9\n0,0.2\n1,0.6\n"
R8B = "label,score\n1,0.1\n0,0.3\n1,0.35\n0,0.5\n1,0.7\n1,0.9\n0,0.2\n1,0.6\n"
D = "label,score\n0,0.1\n1,0.9\n0,0.3\n1,0.7\n"


@pytest.fixture
def files(tmp_path: Path) -> dict[str, Path]:
    out = {}
    for name, text in (("r8", R8), ("r8b", R8B), ("d", D)):
        out[name] = tmp_path / f"{name}.csv"
        out[name].write_text(text)
    return out


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err


@functools.cache
def _corrupt_gzip(rows: int = 20_000) -> bytes:
    """A gzip stream damaged in the middle (not truncated): zlib reports bad data there."""
    data = b"label,score\n" + b"".join(
        b"%d,%.6f\n" % (i % 2, (i * 7919 % 10007) / 10007) for i in range(rows))
    packed = gzip.compress(data, mtime=0)
    for pos in range(2 * len(packed) // 3, len(packed) - 20, 7):
        bad = bytearray(packed)
        bad[pos:pos + 16] = bytes(16)
        try:
            gzip.decompress(bytes(bad))
        except zlib.error:
            return bytes(bad)
        except (OSError, EOFError):
            continue
    raise AssertionError("no corruption found")  # pragma: no cover


# --------------------------------------------------------------------------------------- #1


@pytest.mark.parametrize("argv", [
    ["evaluate", "{f}"], ["evaluate", "-"], ["thresholds", "{f}"], ["plot", "{f}", "-o", "{o}.svg"],
    ["report", "{f}", "-o", "{o}.md"], ["compare", "{f}", "--scores", "score", "score2"],
])
def test_1_gzip_corrupted_in_the_middle_exits_2_in_every_command(argv, tmp_path, capsys,
                                                                  monkeypatch):
    f = tmp_path / "c.csv.gz"
    f.write_bytes(_corrupt_gzip())
    if "-" in argv:
        import io
        import sys

        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(f.read_bytes())))
    code, _, err = _run(capsys, *(a.format(f=f, o=tmp_path / "o") for a in argv))
    assert code == 2
    assert "cannot decompress (Error -3 while decompressing data" in err
    assert not list(tmp_path.glob("o*"))


# --------------------------------------------------------------------------------------- #4


@pytest.mark.parametrize("suffix", ["parquet", "feather"])
def test_4_arrow_file_with_a_repeated_column_name_is_refused_clearly(suffix, tmp_path, capsys):
    import pyarrow as pa
    import pyarrow.feather as feather
    import pyarrow.parquet as pq

    table = pa.table([pa.array([0, 1, 0, 1]), pa.array([.1, .9, .3, .7]), pa.array([.2] * 4)],
                     names=["label", "score", "score"])
    f = tmp_path / f"dup.{suffix}"
    (pq.write_table if suffix == "parquet" else feather.write_feather)(table, f)
    code, _, err = _run(capsys, "evaluate", f)
    assert code == 2
    assert err.strip() == f"rocpr evaluate: error: {f}: the schema repeats the column 'score'"


# --------------------------------------------------------------------------------------- #8

BIG = [4611686018427387904, 4611686018427387905, 4611686018427387906, 1, 4611686018427387903,
       4611686018427387907]
BIG_Y = [0, 1, 1, 0, 1, 0]


def test_8_integer_scores_beyond_2_53_are_refused_not_rounded(tmp_path, capsys):
    import pyarrow as pa
    import pyarrow.parquet as pq

    csv = tmp_path / "big.csv"
    csv.write_text("label,score\n" + "".join(f"{y},{s}\n" for y, s in zip(BIG_Y, BIG)))
    pq.write_table(pa.table({"label": BIG_Y, "score": BIG}), tmp_path / "big.parquet")
    np.savez(tmp_path / "big.npz", y_true=np.array(BIG_Y), y_score=np.array(BIG))
    where = {"big.csv": "line 3: column 'score'",
             "big.parquet": "row group 0, row 1 (row 1 of the file): column 'score'",
             "big.npz": "column 'y_score' (scores), row 1"}
    for name, place in where.items():
        code, _, err = _run(capsys, "evaluate", tmp_path / name)
        assert code == 2, name
        assert f"{place}: the integer score 4611686018427387905 is not exactly representable " \
               "as a float64" in err
    with pytest.raises(ValueError, match=r"y_score must hold integers that float64 represents "
                       r"exactly .* got 4611686018427387905 at index 1"):
        numeric.auc_roc_score(BIG_Y, np.array(BIG))


def test_8_integer_scores_that_float64_holds_exactly_match_scikit_learn(tmp_path, capsys):
    from sklearn.metrics import roc_auc_score

    exact = [s // 1024 * 1024 for s in BIG]  # the spacing of float64 at 2**62 is 2**10
    csv = tmp_path / "ok.csv"
    csv.write_text("label,score\n" + "".join(f"{y},{s}\n" for y, s in zip(BIG_Y, exact)))
    code, out, _ = _run(capsys, "evaluate", csv, "--format", "json")
    assert code == 0
    # scikit-learn ranks the Python integers exactly; rank-based AUC by counting pairs agrees
    pairs = [Fraction(int(a > b) + Fraction(int(a == b), 2)) for ya, a in zip(BIG_Y, exact)
             for yb, b in zip(BIG_Y, exact) if ya == 1 and yb == 0]
    assert json.loads(out)["auc_roc"] == pytest.approx(float(sum(pairs) / len(pairs)), abs=1e-15)
    assert roc_auc_score(BIG_Y, np.array(exact, dtype=object).astype(float)) == \
        pytest.approx(float(sum(pairs) / len(pairs)))
