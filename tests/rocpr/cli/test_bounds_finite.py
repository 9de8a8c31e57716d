"""Tests of ``rocpr bounds --finite`` (rocpr/cli/_bounds_finite.py)."""

from __future__ import annotations

import csv
import json

import pytest
from sklearn.metrics import average_precision_score, roc_auc_score

from numeric import auc_pr_score
from numeric.bounds import finite_n_bounds
from rocpr.cli import main

KEYS = ["auc_pr_min_finite", "auc_pr_max_finite", "average_precision_min_finite",
        "average_precision_max_finite"]


def test_json_adds_the_four_keys(capsys):
    assert main(["bounds", "--counts", "3", "4", "--auc-roc", "0.75", "--finite",
                 "--format", "json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert list(out)[-4:] == KEYS
    b = finite_n_bounds(3, 4, 0.75)
    assert [out[k] for k in KEYS] == [getattr(b, k) for k in KEYS]
    # the continuous range contains the finite one
    assert out["auc_pr_min"] <= out["auc_pr_min_finite"] <= out["auc_pr_max_finite"]
    assert out["auc_pr_max_finite"] <= out["auc_pr_max"]


def test_without_finite_nothing_changes(capsys):
    assert main(["bounds", "--counts", "3", "4", "--auc-roc", "0.75", "--format", "json"]) == 0
    assert not set(KEYS) & set(json.loads(capsys.readouterr().out))


def test_text_output_lists_them(capsys):
    assert main(["bounds", "--counts", "2", "3", "--auc-roc", "0.5", "--finite"]) == 0
    out = capsys.readouterr().out
    assert all(k in out for k in KEYS)


@pytest.mark.parametrize(("argv", "message"), [
    (["--counts", "3", "4", "--auc-roc", "0.7"],
     "the nearest attainable values are 0.6666666666666666 and 0.7083333333333334"),
    (["--skew", "3", "--auc-roc", "0.75"], "--finite requires --counts NPOS NNEG"),
    (["--counts", "3", "4", "--auc-pr", "0.75"], "--finite requires --auc-roc X"),
])
def test_errors_exit_2(capsys, argv, message):
    assert main(["bounds", *argv, "--finite"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("rocpr bounds: error: ") and message in err
    assert "Traceback" not in err


def test_finite_output_requires_finite(capsys, tmp_path):
    argv = ["bounds", "--counts", "3", "4", "--auc-roc", "0.75", "--finite-output", str(tmp_path)]
    assert main(argv) == 2
    assert "--finite-output requires --finite" in capsys.readouterr().err


def test_finite_output_writes_attaining_data_sets(capsys, tmp_path):
    target = tmp_path / "new" / "dir"
    assert main(["bounds", "--counts", "3", "5", "--auc-roc", "0.8", "--finite", "--format",
                 "json", "--finite-output", str(target)]) == 0
    out = json.loads(capsys.readouterr().out)
    for key, score in zip(KEYS, (auc_pr_score, auc_pr_score, average_precision_score,
                                 average_precision_score), strict=True):
        with open(target / f"{key}.csv", newline="") as fh:
            rows = list(csv.DictReader(fh))
        y = [int(r["y_true"]) for r in rows]
        s = [float(r["y_score"]) for r in rows]
        assert sum(y) == 3 and len(y) == 8
        assert roc_auc_score(y, s) == pytest.approx(0.8, abs=1e-14)
        assert score(y, s) == pytest.approx(out[key], abs=1e-13)
