"""At the command line and in files: exit 0/2 only, warnings as one line, no clobbered
file, writes through symlinks and into special files, sizes checked before allocating.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest
from _helpers import REPO_ROOT
from hypothesis import given, settings
from hypothesis import strategies as st

import numeric
from numeric.bounds.witness import MAX_WITNESS_SAMPLES, achieved, witness_vertices
from numeric.geometry.curve_conversion import MAX_POINTS
from rocpr.cli import main
from rocpr.io.output import atomic_write_text
from rocpr.render.encoding import dumps_json

ROOT = REPO_ROOT


# --------------------------------------------------------------------------- the atomic writer


def test_output_through_a_symlink_replaces_its_target_and_keeps_the_link(tmp_path):
    real = tmp_path / "real.md"
    real.write_text("old\n")
    link = tmp_path / "link.md"
    link.symlink_to(real)
    atomic_write_text(link, "new\n")
    assert link.is_symlink()
    assert real.read_text() == "new\n"


def test_output_to_dev_null_and_to_a_fifo_writes_into_them(tmp_path):
    atomic_write_text(os.devnull, "discarded\n")
    assert Path(os.devnull).exists() and not Path(os.devnull).is_file()
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    reader = subprocess.Popen(["cat", str(fifo)], stdout=subprocess.PIPE, text=True)
    atomic_write_text(fifo, "through the pipe\n")
    assert reader.communicate(timeout=10)[0] == "through the pipe\n"
    assert fifo.is_fifo()


def test_unwritable_directory_names_the_target(tmp_path, monkeypatch):
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o500)
    if os.geteuid() == 0:  # root writes anywhere: let the temp file's creation be refused
        import tempfile

        def refused(*args, **kwargs):
            raise PermissionError(13, "Permission denied", str(locked / ".t.md.x.tmp"))

        monkeypatch.setattr(tempfile, "mkstemp", refused)
    with pytest.raises(OSError, match=r"cannot write .*locked/t\.md: Permission denied$"):
        atomic_write_text(locked / "t.md", "x")


def test_sigterm_mid_write_leaves_neither_a_temp_file_nor_a_clobbered_target(tmp_path):
    target = tmp_path / "t.md"
    target.write_text("precious\n")
    code = textwrap.dedent(f"""
        import os, signal, sys, time
        from rocpr.io.output import atomic_writer
        with atomic_writer({str(target)!r}) as fh:
            fh.write("half")
            print("writing", flush=True)
            time.sleep(30)
    """)
    proc = subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, stdout=subprocess.PIPE,
                            text=True)
    assert proc.stdout is not None and proc.stdout.readline() == "writing\n"
    proc.send_signal(signal.SIGTERM)
    assert proc.wait(timeout=20) in (-signal.SIGTERM, 128 + signal.SIGTERM)
    assert target.read_text() == "precious\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.md"]


def test_json_never_contains_nan_or_infinity():
    text = dumps_json({"a": float("nan"), "b": [float("inf"), -float("inf"), 1.5]})
    assert json.loads(text) == {"a": None, "b": [None, None, 1.5]}
    assert "NaN" not in text and "Infinity" not in text


# --------------------------------------------------------------------------- commands


def test_single_class_data_warn_in_one_line_and_exit_0(tmp_path, capsys):
    data = tmp_path / "one.csv"
    data.write_text("label,score\n1,0.5\n1,0.7\n")
    assert main(["evaluate", str(data), "--format", "json"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["auc_roc"] is None  # valid JSON, null where undefined
    lines = err.strip().splitlines()
    assert lines and all(line.startswith("rocpr evaluate: warning: ") for line in lines)
    assert "no negative samples" in err
    assert "warnings.warn" not in err and "Traceback" not in err


def test_table_format_follows_the_output_extension(tmp_path):
    target = tmp_path / "t.tex"
    assert main(["table", "--skew", "1", "--auc-roc", "0.7", "--output", str(target)]) == 0
    assert target.read_text().startswith("\\begin{tabular}")
    csv = tmp_path / "t.csv"
    assert main(["table", "--skew", "1", "--auc-roc", "0.7", "--output", str(csv)]) == 0
    assert csv.read_text().startswith("skew,")
    forced = tmp_path / "forced.tex"
    assert main(["table", "--skew", "1", "--auc-roc", "0.7", "--format", "md",
                 "--output", str(forced)]) == 0
    assert forced.read_text().startswith("|")


def test_table_digits_are_capped_at_what_float64_holds(capsys):
    assert main(["table", "--skew", "10", "--auc-roc", "0.7", "--quantity", "auc_pr_max",
                 "--digits", "100", "--format", "csv"]) == 0
    value = capsys.readouterr().out.splitlines()[1].split(",")[-1]
    assert len(value.replace(".", "").replace("-", "").lstrip("0").split("e")[0]) <= 17
    assert main(["table", "--skew", "10", "--auc-roc", "0.7", "--quantity", "auc_pr_max",
                 "--digits", "100", "--format", "md"]) == 0
    row = capsys.readouterr().out.splitlines()[-1]
    assert "| 0.7 |" in row and "0.6999" not in row  # the float's repr, no binary expansion
    assert float(row.split("|")[-2]) == float(value)


def test_witness_writes_atomically_with_output_and_out(tmp_path, capsys):
    for option in ("--output", "--out"):
        target = tmp_path / f"w{option}.csv"
        assert main(["witness", "--skew", "2", "--auc-roc", "0.8", "--n-pos", "50",
                     option, str(target)]) == 0
        lines = target.read_text().splitlines()
        assert lines[0] == "y_true,y_score" and len(lines) == 1 + 150
    assert "AUC-ROC 0.8" in capsys.readouterr().err


def test_witness_reports_when_it_misses_its_target(capsys):
    assert main(["witness", "--skew", "0.37", "--auc-roc", "0.8", "--n-pos", "7"]) == 0
    err = capsys.readouterr().err
    assert "rocpr witness: warning: the witness data set misses its target" in err
    skew, auc = achieved(*witness_vertices(0.37, 0.8, 7))
    assert f"{auc:.6g}" in err and f"{skew:.6g}" in err


@pytest.mark.parametrize("argv", [
    ["--skew", "1e12", "--auc-roc", "0.5", "--n-pos", "10"],
    ["--skew", "1", "--auc-roc", "0.5", "--n-pos", "100000000000"],
])
def test_witness_sizes_are_checked_before_allocating(argv, capsys):
    assert main(["witness", *argv]) == 2
    assert f"limited to {MAX_WITNESS_SAMPLES:,} samples" in capsys.readouterr().err


def test_witness_achieved_values_are_exact():
    tp, fp = witness_vertices(100, 0.875, 1000)
    skew, auc = achieved(tp, fp)
    y, s = numeric.witness_dataset(100, 0.875, 1000)
    assert skew == 100.0
    assert auc == pytest.approx(numeric.auc_roc_score(y, s), abs=1e-15)


# --------------------------------------------------------------------------- sizes and extremes


@pytest.mark.parametrize("call", [
    lambda c: c.resample(10**10),
    lambda c: c.to_pr().dense(10**10),
    lambda c: c.to_pr().resample(10**10),
])
def test_curve_point_counts_are_capped(call):
    curve = numeric.ROCCurve([0, 0.5, 1], [0, 0.8, 1], skew=2.0)
    with pytest.raises(ValueError, match=rf"num_points must be <= {MAX_POINTS:,}"):
        call(curve)


_COORD = st.one_of(st.just(5e-324), st.just(2.2250738585072014e-308), st.just(0.0),
                   st.just(1.0), st.floats(0, 1))


@settings(max_examples=300)
@given(st.lists(_COORD, min_size=1, max_size=4), st.lists(_COORD, min_size=1, max_size=4),
       st.lists(_COORD, min_size=1, max_size=4), st.lists(_COORD, min_size=1, max_size=4),
       st.one_of(st.just(5e-324), st.floats(1e-300, 1e300)))
def test_dominance_never_crashes_and_never_gives_nan(a, b, c, d, skew):
    n, m = min(len(a), len(b)), min(len(c), len(d))
    f1, t1 = [0, *sorted(a[:n]), 1], [0, *sorted(b[:n]), 1]
    f2, t2 = [0, *sorted(c[:m]), 1], [0, *sorted(d[:m]), 1]
    with np.errstate(over="ignore"):
        r = numeric.curve_dominance(f1, t1, f2, t2, skew=skew)
    values = [r.roc_max_violation, r.pr_max_violation, r.pr_slope_violation]
    assert not np.isnan(values).any()


def test_dominance_with_a_subnormal_coordinate_and_skew():
    r = numeric.curve_dominance([0, 5e-324, 1], [0, 5e-324, 1], [0, 5e-324, 1], [0, 0, 1],
                                skew=5e-324)
    assert r.roc_dominates


# --------------------------------------------------------------------------------------------
# every option that scales the work is checked against a budget before any work
# --------------------------------------------------------------------------------------------

_BUDGET_CASES = [
    (["evaluate", "{d}", "--ci", "0.95", "--bootstrap", "10000000000000"],
     "--bootstrap 10,000,000,000,000 needs about"),
    (["compare", "{m}", "--scores", "a", "b", "--bootstrap", "10000000000000"],
     "--bootstrap 10,000,000,000,000 needs about"),
    (["plot", "{d}", "--ci", "0.9", "--bootstrap", "10000000000000", "-o", "{o}.svg"],
     "--bootstrap 10,000,000,000,000 needs about"),
    (["report", "{d}", "--ci", "0.9", "--bootstrap", "10000000000000", "-o", "{o}.md"],
     "--bootstrap 10,000,000,000,000 needs about"),
    (["table", "--skew", "0.001:1000:0.001", "--auc-roc", "0:1:0.001"],
     "a table of 1,001,000,000 rows needs about"),
    (["table", "--skew", "0:1:1e-9", "--auc-roc", "0.5"], "skew range has too many values"),
    (["witness", "--skew", "1", "--auc-roc", "0.7", "--n-pos", "100000000000"],
     "limited to 20,000,000 samples"),
    (["bounds", "--skew", "1", "--auc-roc", "0.7", "--dps", "1000000000"], "dps must be <="),
    (["bounds", "--counts", "3000", "4000", "--auc-roc", "0.7", "--finite"],
     "n_pos must be <= 200 for the exact search"),
]


@pytest.mark.parametrize("argv, message", _BUDGET_CASES)
def test_every_option_that_scales_work_has_a_budget(argv, message, tmp_path, capsys):
    import time

    d = tmp_path / "d.csv"
    d.write_text("label,score\n0,0.1\n1,0.9\n0,0.3\n1,0.7\n")
    m = tmp_path / "m.csv"
    m.write_text("label,a,b\n0,0.1,0.9\n1,0.9,0.1\n0,0.3,0.7\n1,0.7,0.3\n")
    start = time.monotonic()
    code = main([a.format(d=d, m=m, o=tmp_path / "o") for a in argv])
    err = capsys.readouterr().err
    assert code == 2 and message in err, err
    assert time.monotonic() - start < 10  # refused up front, not after growing
    assert not list(tmp_path.glob("o*"))
