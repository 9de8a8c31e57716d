"""Tests of ``rocpr thresholds``: JSON contract, the counts reproduced by the threshold on the
file's data, formats and errors (exit status 2)."""

import json
import re

import numpy as np
import pytest
from _helpers import run_cli, write_csv

from numeric import operating_points
from rocpr.io import load_default

KEYS = ["criterion", "threshold", "tp", "fp", "tn", "fn", "precision", "recall", "fpr", "value"]


def run(capsys, *argv):
    return run_cli(capsys, "thresholds", *argv)


def test_json_contract_and_counts_on_the_default_data(capsys):
    status, out, err = run(capsys, "--min-recall", "0.5", "--min-precision", "0.5",
                           "--max-fpr", "0.1", "--format", "json")
    assert status == 0 and err == ""
    points = json.loads(out)["points"]
    assert [p["criterion"] for p in points] == [
        "youden", "f1", "modified_f1", "closest_topleft", "precision_at_recall",
        "recall_at_precision",
        "recall_at_fpr"]
    d = load_default()
    y, s = d.y_true, d.y_score
    for p in points:
        assert list(p) == KEYS
        pred = s >= p["threshold"]
        assert p["tp"] == np.sum(pred & (y == 1)) and p["fp"] == np.sum(pred & (y == 0))
        assert p["tn"] == np.sum(~pred & (y == 0)) and p["fn"] == np.sum(~pred & (y == 1))
    assert points[4]["recall"] >= 0.5 and points[5]["precision"] >= 0.5
    assert points[6]["fpr"] <= 0.1


def test_only_given_constraints_and_weights(tmp_path, capsys):
    p = tmp_path / "d.csv"
    p.write_text("label,score,w\n1,0.9,1\n0,0.8,2\n1,0.4,1\n0,0.1,1\n", encoding="utf-8")
    status, out, _ = run(capsys, str(p), "--weights", "w", "--max-fpr", "0.5", "--format",
                         "json")
    assert status == 0
    points = json.loads(out)["points"]
    assert [q["criterion"] for q in points] == ["youden", "f1", "modified_f1", "closest_topleft",
                                                  "recall_at_fpr"]
    expected = operating_points([1, 0, 1, 0], [0.9, 0.8, 0.4, 0.1], sample_weight=[1, 2, 1, 1],
                                max_fpr=0.5)
    assert [q["threshold"] for q in points] == [q.threshold for q in expected]


def test_soft_labels(tmp_path, capsys):
    p = tmp_path / "d.csv"
    p.write_text("label,score\n0.9,0.9\n0.2,0.8\n1,0.4\n0,0.1\n", encoding="utf-8")
    status, out, _ = run(capsys, str(p), "--soft-labels", "--format", "json")
    assert status == 0
    youden = json.loads(out)["points"][0]
    assert youden["tp"] + youden["fn"] == pytest.approx(2.1)


@pytest.mark.parametrize("fmt", ["text", "md"])
def test_text_and_markdown(capsys, fmt):
    status, out, _ = run(capsys, "--format", fmt)
    assert status == 0 and "youden" in out and "modified_f1" in out
    if fmt == "md":
        assert "| criterion | threshold |" in out


@pytest.mark.parametrize(("argv", "match"), [
    (["--min-recall", "2"], r"--min-recall must be in \[0, 1\], got 2.0"),
    (["--at-recall", "1.5"], r"--at-recall must be in \[0, 1\], got 1.5"),
    (["--ci", "1.5"], r"--ci must be in \(0, 1\), got 1.5"),
    (["--pos-label", "7"], "--pos-label must be one of the labels"),
    (["--labels", "x"], "need a PATH"),
])
def test_errors(capsys, argv, match):
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == ""
    assert err.startswith("rocpr thresholds: error: ") and re.search(match, err), err


def test_each_target_reports_its_threshold_and_counts(tmp_path, capsys):
    """--at-specificity/--at-sensitivity/--at-recall: besides pROC's coordinate, the threshold
    that meets the target with the best other rate, with its counts (was the coordinate only);
    the counts are those of "score >= threshold" on the file."""
    rng = np.random.default_rng(7)
    y = rng.integers(0, 2, 60)
    s = np.round(rng.normal(size=60) + y, 1)
    p = write_csv(tmp_path / "d.csv", {"label": y, "score": s})
    status, out, err = run(capsys, str(p), "--at-specificity", "0.9", "0.5",
                           "--at-sensitivity", "0.8", "--at-recall", "0.5", "--format", "json")
    assert status == 0 and err == ""
    doc = json.loads(out)
    for key, rate in (("at_specificity", "specificity"), ("at_sensitivity", "sensitivity"),
                      ("at_recall", "recall")):
        for e in doc[key]:
            pred = s >= e["threshold"]
            tp, fp = np.sum(pred & (y == 1)), np.sum(pred & (y == 0))
            assert (e["tp"], e["fp"]) == (tp, fp)
            held = {"specificity": 1 - fp / np.sum(y == 0), "sensitivity": tp / np.sum(y == 1),
                    "recall": tp / np.sum(y == 1)}[rate]
            assert held >= e[rate] - 1e-12
    status, out, _ = run(capsys, str(p), "--at-specificity", "0.9")
    assert status == 0 and "threshold" in out.split("Sensitivity at given specificity:")[1]


def test_several_score_columns_one_model_each(tmp_path, capsys):
    """--scores a b: each column's operating points (was argparse's "unrecognized arguments")."""
    p = tmp_path / "d.csv"
    p.write_text("label,a,b\n1,0.9,0.2\n0,0.8,0.1\n1,0.4,0.7\n0,0.1,0.3\n1,0.6,0.8\n")
    status, out, err = run(capsys, str(p), "--scores", "a", "b", "--format", "json")
    assert status == 0 and err == ""
    doc = json.loads(out)
    assert [m["name"] for m in doc["models"]] == ["a", "b"]
    y = np.array([1, 0, 1, 0, 1])
    for m, col in zip(doc["models"], ([0.9, 0.8, 0.4, 0.1, 0.6], [0.2, 0.1, 0.7, 0.3, 0.8]),
                      strict=True):
        want = operating_points(y, col)
        assert [q["threshold"] for q in m["points"]] == [q.threshold for q in want]
    status, out, _ = run(capsys, str(p), "--scores", "a", "b")
    assert status == 0 and "scores a" in out and "scores b" in out
    status, out, _ = run(capsys, str(p), "--scores", "a", "--format", "json")
    assert "points" in json.loads(out)  # one column: the document as before


def test_several_columns_need_a_file(capsys, monkeypatch):
    import io
    import sys

    monkeypatch.setattr(sys, "stdin", io.StringIO("label,a,b\n1,0.9,0.2\n0,0.1,0.3\n"))
    status, out, err = run(capsys, "-", "--scores", "a", "b")
    assert (status, out) == (2, "") and "give a file, not standard input" in err
