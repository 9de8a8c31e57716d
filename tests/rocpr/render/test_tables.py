"""Tests of numeric.bounds.table (bound tables), rocpr.render.tables (their rendering),
rocpr.cli.values (exact command-line values) and rocpr.io.output (atomic file writes)."""

from __future__ import annotations

import csv
import io
import json
import os
import stat
from fractions import Fraction

import mpmath
import pytest

from numeric.bounds import (
    auc_pr_max,
    auc_pr_min_mihelich,
    auc_roc_max_mihelich,
    auc_roc_min,
    global_min_auc_pr,
)
from numeric.bounds.table import BoundTable, bound_table, skews_from_prevalences
from rocpr.cli.values import parse_values
from rocpr.io.output import atomic_write_text, atomic_writer
from rocpr.render.tables import format_table

# --------------------------------------------------------------------------- parse_values


@pytest.mark.parametrize(
    ("tokens", "expected"),
    [
        (["0.5"], [Fraction(1, 2)]),
        (["0.1:0.5:0.1"], [Fraction(k, 10) for k in range(1, 6)]),  # stop on the grid: included
        (["0.1:0.45:0.1"], [Fraction(k, 10) for k in range(1, 5)]),  # stop off the grid
        (["0.3:0.3:0.1"], [Fraction(3, 10)]),
        (["0:1:0.25", "0.9"], [Fraction(k, 4) for k in range(5)] + [Fraction(9, 10)]),
        (["1e-3"], [Fraction(1, 1000)]),
    ],
)
def test_parse_values(tokens, expected):
    assert parse_values(tokens, "auc_roc") == expected


def test_range_matches_a_slow_reference():
    """Reference: count up from start in exact rationals until past stop."""
    got = parse_values(["0.05:0.95:0.05"], "auc_roc")
    ref, v = [], Fraction(5, 100)
    while v <= Fraction(95, 100):
        ref.append(v)
        v += Fraction(5, 100)
    assert got == ref
    assert got[-1] == Fraction(95, 100)


@pytest.mark.parametrize(
    ("token", "message"),
    [
        ("0.5:1", "auc_roc range must be start:stop:step, got '0.5:1'"),
        ("0.5:1:0.1:2", "auc_roc range must be start:stop:step, got '0.5:1:0.1:2'"),
        ("0.5::0.1", "auc_roc range must be start:stop:step, got '0.5::0.1'"),
        ("0.5:1:0", "auc_roc range step must be > 0, got '0.5:1:0'"),
        ("0.5:1:-0.1", "auc_roc range step must be > 0, got '0.5:1:-0.1'"),
        ("0.9:0.5:0.1", "auc_roc range must have start <= stop, got '0.9:0.5:0.1'"),
        ("a:1:0.1", "auc_roc must be a number or a range start:stop:step, got 'a'"),
        ("abc", "auc_roc must be a number or a range start:stop:step, got 'abc'"),
        ("nan", "auc_roc must be a number or a range start:stop:step, got 'nan'"),
        ("0:1:1e-7", "auc_roc range has too many values"),
    ],
)
def test_parse_values_errors(token, message):
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_values([token], "auc_roc")


def test_parse_values_needs_a_value():
    with pytest.raises(ValueError, match="skew needs at least one value"):
        parse_values([], "skew")


def test_skews_from_prevalences():
    assert skews_from_prevalences([Fraction(1, 10), Fraction(1, 2)]) == [9, 1]
    with pytest.raises(ValueError, match=r"prevalence must be in \(0, 1\), got 1.0 \(at index 1\)"):
        skews_from_prevalences([Fraction(1, 2), Fraction(1)])


# --------------------------------------------------------------------------- bound_table


def test_rows_and_columns_match_the_bound_functions():
    skews, aucs = [1.0, 100.0], [0.7, 0.875, 1.0]
    t = bound_table(skews, ["auc_pr_max", "auc_pr_min_mihelich", "global_min_auc_pr"],
                    auc_roc=aucs)
    assert isinstance(t, BoundTable)
    assert t.columns == ("skew", "prevalence", "auc_roc", "auc_pr_max", "auc_pr_min_mihelich",
                         "global_min_auc_pr")
    assert len(t.rows) == 6
    for row, (a, r) in zip(t.rows, [(a, r) for a in skews for r in aucs], strict=True):
        assert row[:3] == (a, 1 / (1 + a), r)
        assert row[3] == auc_pr_max(a, r)
        assert row[4] == auc_pr_min_mihelich(a, r)
        assert row[5] == global_min_auc_pr(a)
        assert all(isinstance(v, float) for v in row)


def test_auc_pr_table():
    t = bound_table([100], ["auc_roc_min", "auc_roc_max_mihelich"], auc_pr=[0.7])
    assert t.rows[0][3:] == (auc_roc_min(100.0, 0.7), auc_roc_max_mihelich(100.0, 0.7))


def test_global_min_alone_has_one_row_per_skew():
    t = bound_table([Fraction(1), Fraction(9)], ["global_min_auc_pr"])
    assert t.columns == ("skew", "prevalence", "global_min_auc_pr")
    assert [r[2] for r in t.rows] == [global_min_auc_pr(1.0), global_min_auc_pr(9.0)]


def test_dps_table_is_exact_for_fractions():
    t = bound_table([Fraction(99)], ["auc_roc_min"], auc_pr=[Fraction(7, 10)], dps=30)
    assert t.dps == 30
    v = t.rows[0][3]
    assert isinstance(v, mpmath.mpf)
    with mpmath.workdps(50):
        k, a = mpmath.mpf(7) / 10, mpmath.mpf(99)
        ref = 1 - (1 + a) * (1 - mpmath.exp(-(1 - k) / a))
        assert abs(v - ref) < mpmath.mpf("1e-29")


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"quantities": ["nope"], "auc_roc": [0.5]}, "quantity must be one of"),
        ({"quantities": ["auc_roc_min"], "auc_roc": [0.5]},
         "quantity auc_roc_min needs --auc-pr values"),
        ({"quantities": ["auc_pr_max"]}, "quantity auc_pr_max needs --auc-roc values"),
        ({"quantities": []}, "quantities needs at least one name"),
        ({"quantities": ["auc_pr_max"], "auc_roc": [0.5], "auc_pr": [0.5]},
         "give at most one of auc_roc, auc_pr; got both"),
        ({"quantities": ["auc_pr_max"], "auc_roc": [1.5]}, r"auc_roc must be in \[0, 1\]"),
        ({"quantities": ["auc_roc_min"], "auc_pr": [0.001]},
         "auc_pr must be >= the global minimum"),
        ({"quantities": ["auc_pr_max"], "auc_roc": [0.5], "dps": 0},
         "dps must be a positive integer"),
        ({"quantities": ["auc_pr_max"], "auc_roc": []}, "auc_roc needs at least one value"),
    ],
)
def test_bound_table_errors(kwargs, message):
    with pytest.raises(ValueError, match=message):
        bound_table([1.0, 100.0], **kwargs)


def test_bound_table_rejects_bad_skews():
    with pytest.raises(ValueError, match=r"skew must be > 0, got -1.0 \(at index 1\)"):
        bound_table([1.0, -1.0], ["global_min_auc_pr"])
    with pytest.raises(ValueError, match="skews needs at least one value"):
        bound_table([], ["global_min_auc_pr"])


def test_validation_happens_before_the_slow_path(monkeypatch):
    """An invalid value at the end of the grid fails before any mpmath work."""
    import numeric.bounds.table as tables

    def boom(*args, **kwargs):
        raise AssertionError("slow path reached")

    monkeypatch.setattr(tables, "_rows_for_skew", boom)
    with pytest.raises(ValueError, match="auc_pr must be >= the global minimum"):
        bound_table([1.0, 1e4], ["auc_roc_min"], auc_pr=[0.5, 1e-6], dps=50)


# --------------------------------------------------------------------------- format_table


@pytest.fixture
def table():
    return bound_table([1, 100], ["auc_pr_min_mihelich", "auc_pr_max"], auc_roc=[0.7, 0.875])


def test_markdown(table):
    text = format_table(table, "md", digits=3)
    lines = text.splitlines()
    assert lines[0] == "| skew | prevalence | auc_roc | auc_pr_min_mihelich | auc_pr_max |"
    assert lines[1] == "|---:|---:|---:|---:|---:|"
    # Mihelich et al. (2024), Sec. 4.1 / 4.2 at the paper's rounding.
    assert lines[5] == "| 100 | 0.0099 | 0.875 | 0.038 | 0.876 |"
    assert lines[4] == "| 100 | 0.0099 | 0.7 | 0.0163 | 0.703 |"
    assert len(lines) == 6


def test_latex_uses_booktabs(table):
    text = format_table(table, "latex")
    lines = text.splitlines()
    assert lines[0] == r"\begin{tabular}{rrrrr}"
    assert lines[1] == r"\toprule"
    assert lines[2].startswith(r"skew & prevalence & auc\_roc") and lines[2].endswith(r"\\")
    assert lines[3] == r"\midrule"
    assert lines[-2] == r"\bottomrule"
    assert lines[-1] == r"\end{tabular}"
    assert len(lines) == 4 + 4 + 2


def test_latex_exponents():
    t = bound_table([1e6], ["global_min_auc_pr"])
    text = format_table(t, "latex", digits=3)
    assert r"$5 \times 10^{-7}$" in text  # 1/(2a) - 1/(3a^2) + ... = 4.99999...e-7
    assert r"$1 \times 10^{6}$" in text


def test_csv_round_trips_every_digit(table):
    rows = list(csv.reader(io.StringIO(format_table(table, "csv"))))
    assert rows[0] == list(table.columns)
    parsed = [[float(v) for v in r] for r in rows[1:]]
    assert parsed == [list(r) for r in table.rows]


def test_json_records(table):
    recs = json.loads(format_table(table, "json"))
    assert [list(r) for r in recs] == [list(table.columns)] * 4
    assert recs[3]["auc_pr_max"] == table.rows[3][4]


def test_json_of_dps_table_has_strings_with_the_digits():
    t = bound_table([100], ["auc_pr_max"], auc_roc=[Fraction(7, 8)], dps=25)
    rec = json.loads(format_table(t, "json"))[0]
    assert isinstance(rec["auc_pr_max"], str)
    assert len(rec["auc_pr_max"].replace("0.", "", 1)) == 25
    assert rec["auc_roc"] == "0.875"


def test_format_errors(table):
    with pytest.raises(ValueError, match=r"fmt must be one of \['md', 'latex', 'csv', 'json'\], "
                                         r"got 'html'"):
        format_table(table, "html")
    with pytest.raises(ValueError, match="digits must be a positive integer, got 0"):
        format_table(table, "md", digits=0)


# --------------------------------------------------------------------------- progress bar


def test_bound_table_reports_progress_through_its_callback():
    calls = []
    bound_table([1, 2, 3], ["auc_pr_max"], auc_roc=[0.5, 0.7],
                progress=lambda done, total: calls.append((done, total)))
    assert calls == [(2, 6), (4, 6), (6, 6)]


# --------------------------------------------------------------------------- atomic writes


def test_atomic_write_creates_and_replaces(tmp_path):
    target = tmp_path / "t.md"
    atomic_write_text(target, "one\n")
    assert target.read_text() == "one\n"
    atomic_write_text(target, "two\n")
    assert target.read_text() == "two\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.md"]


@pytest.mark.parametrize("exc", [RuntimeError("disk full"), KeyboardInterrupt()])
def test_failure_mid_write_leaves_the_old_file_and_no_temp(tmp_path, exc):
    target = tmp_path / "t.csv"
    target.write_text("precious\n")
    with pytest.raises(type(exc)):
        with atomic_writer(target) as fh:
            fh.write("half a ta")
            raise exc
    assert target.read_text() == "precious\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.csv"]


def test_failure_mid_write_creates_nothing(tmp_path):
    target = tmp_path / "new.csv"
    with pytest.raises(RuntimeError):
        with atomic_writer(target) as fh:
            fh.write("x")
            raise RuntimeError("boom")
    assert list(tmp_path.iterdir()) == []


def test_atomic_write_keeps_the_permissions_of_the_target(tmp_path):
    target = tmp_path / "t.txt"
    target.write_text("a")
    os.chmod(target, 0o640)
    atomic_write_text(target, "b")
    assert stat.S_IMODE(os.stat(target).st_mode) == 0o640


def test_atomic_write_new_file_gets_umask_permissions(tmp_path):
    target = tmp_path / "n.txt"
    atomic_write_text(target, "b")
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE(os.stat(target).st_mode) == 0o666 & ~umask


def test_atomic_write_errors(tmp_path):
    with pytest.raises(OSError, match=r"directory .* does not exist"):
        atomic_write_text(tmp_path / "missing" / "t.md", "x")
    with pytest.raises(OSError, match="it is a directory"):
        atomic_write_text(tmp_path, "x")
