"""Tests of ``rocpr witness``."""

from __future__ import annotations

import numpy as np
import pytest
from sklearn.metrics import roc_auc_score

from numeric.bounds.witness import witness_dataset
from rocpr.cli import main


def _parse(text):
    lines = text.strip().splitlines()
    assert lines[0] == "y_true,y_score"
    rows = [line.split(",") for line in lines[1:]]
    return np.array([int(r[0]) for r in rows]), np.array([float(r[1]) for r in rows])


def test_stdout_matches_function(capsys):
    assert main(["witness", "--skew", "3", "--auc-roc", "0.8", "--n-pos", "50"]) == 0
    y_true, y_score = _parse(capsys.readouterr().out)
    ref_true, ref_score = witness_dataset(3.0, 0.8, 50)
    np.testing.assert_array_equal(y_true, ref_true)
    np.testing.assert_array_equal(y_score, ref_score)  # repr round-trips float64 exactly


def test_out_file_and_curve(tmp_path, capsys):
    out = tmp_path / "w.csv"
    rc = main(["witness", "--skew", "100", "--auc-roc", "0.875", "--n-pos", "100",
               "--curve", "max", "--out", str(out)])
    assert rc == 0
    assert capsys.readouterr().out == ""
    y_true, y_score = _parse(out.read_text())
    assert y_true.sum() == 100 and y_true.size == 10_100
    assert abs(roc_auc_score(y_true, y_score) - 0.875) < 1e-2


@pytest.mark.parametrize(
    ("argv", "match"),
    [
        (["--skew", "-1", "--auc-roc", "0.5", "--n-pos", "5"], r"skew must be > 0, got -1\.0"),
        (["--skew", "1", "--auc-roc", "2", "--n-pos", "5"], r"auc_roc must be in \[0, 1\]"),
        (["--skew", "1", "--auc-roc", "0.5", "--n-pos", "0"], r"n_pos must be"),
    ],
)
def test_bad_input_exits_2_with_message(argv, match, capsys):
    assert main(["witness", *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith("rocpr witness: error: ")
    assert __import__("re").search(match, err)
    assert "Traceback" not in err


def test_unwritable_out_is_an_error(tmp_path, capsys):
    bad = tmp_path / "missing_dir" / "w.csv"
    assert main(["witness", "--skew", "1", "--auc-roc", "0.5", "--n-pos", "5",
                 "--out", str(bad)]) == 2
    assert "rocpr witness: error:" in capsys.readouterr().err
