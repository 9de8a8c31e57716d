"""Tests of ``rocpr evaluate``'s breadth options: --max-fpr, --fpr-range, --folds, --multiclass
and --soft-labels (JSON contracts, peers computed in the test, errors with exit status 2)."""

import json
import re
import statistics

import numpy as np
import pytest
from _helpers import run_cli, write_csv
from sklearn.metrics import average_precision_score, roc_auc_score

from numeric import evaluate, expand_soft_labels, partial_auc_roc_score
from rocpr.io import load_default


def run(capsys, *argv):
    return run_cli(capsys, "evaluate", *argv)


@pytest.fixture
def table(tmp_path):
    """Three classes with one score column each (named after the class), folds, soft labels."""
    rng = np.random.default_rng(7)
    n = 90
    y = np.arange(n) % 3
    raw = rng.integers(1, 6, (n, 3)) + 2 * np.eye(3)[y] * rng.integers(0, 2, (n, 1))
    s = raw / raw.sum(axis=1, keepdims=True)
    folds = rng.integers(1, 4, n)
    soft = rng.integers(0, 11, n) / 10
    w = rng.integers(1, 4, n)
    p = write_csv(tmp_path / "d.csv", {"label": y, "0": s[:, 0], "1": s[:, 1], "2": s[:, 2],
                                       "fold": folds, "bin": (y == 0).astype(int), "soft": soft,
                                       "w": w})
    return p, y, s, folds, soft, w


def test_max_fpr_and_fpr_range(capsys):
    status, out, _ = run(capsys, "--max-fpr", "0.1", "--fpr-range", "0.05", "0.3",
                         "--format", "json")
    assert status == 0
    data = json.loads(out)
    d = load_default()
    assert data["auc_roc_max_fpr"] == pytest.approx(
        roc_auc_score(d.y_true, d.y_score, max_fpr=0.1), rel=1e-12)
    assert data["max_fpr"] == 0.1 and data["fpr_range"] == [0.05, 0.3]
    assert data["auc_roc_fpr_range"] == partial_auc_roc_score(d.y_true, d.y_score,
                                                              fpr_range=(0.05, 0.3))
    assert data["auc_roc"] == pytest.approx(roc_auc_score(d.y_true, d.y_score), rel=1e-12)


def test_folds_contract(table, capsys):
    p, y, s, folds, _, w = table
    status, out, _ = run(capsys, str(p), "--labels", "bin", "--scores", "0", "--weights", "w",
                         "--folds", "fold", "--format", "json")
    assert status == 0
    data = json.loads(out)
    yb = (y == 0).astype(int)
    assert data["auc_roc"] == pytest.approx(roc_auc_score(yb, s[:, 0], sample_weight=w))
    assert [f["fold"] for f in data["folds"]] == [1, 2, 3]
    for f in data["folds"]:
        assert list(f) == ["fold", "n", "n_pos", "auc_roc", "auc_pr", "average_precision"]
        m = folds == f["fold"]
        assert f["n"] == int(m.sum()) and f["n_pos"] == float(np.sum(w[m] * yb[m]))
        assert f["auc_roc"] == pytest.approx(roc_auc_score(yb[m], s[m, 0], sample_weight=w[m]))
        assert f["average_precision"] == pytest.approx(
            average_precision_score(yb[m], s[m, 0], sample_weight=w[m]))
    for metric in ("auc_roc", "auc_pr", "average_precision"):
        values = [f[metric] for f in data["folds"]]
        assert data["fold_summary"][metric]["mean"] == pytest.approx(statistics.mean(values))
        assert data["fold_summary"][metric]["std"] == pytest.approx(statistics.stdev(values))


@pytest.mark.parametrize("fmt", ["text", "md"])
def test_folds_text_and_markdown(table, capsys, fmt):
    p = table[0]
    status, out, _ = run(capsys, str(p), "--labels", "bin", "--scores", "0", "--folds", "fold",
                         "--format", fmt)
    assert status == 0 and "Folds (the values above are pooled)" in out and "ddof 1" in out


@pytest.mark.parametrize("mc", ["ovr", "ovo"])
def test_multiclass_contract(table, capsys, mc):
    p, y, s, *_ = table
    status, out, _ = run(capsys, str(p), "--labels", "label", "--scores", "0", "1", "2",
                         "--multiclass", mc, "--format", "json")
    assert status == 0
    data = json.loads(out)
    assert list(data["classes"]) == ["0", "1", "2"]
    for c in data["classes"].values():
        assert list(c) == ["n_pos", "auc_roc", "auc_pr", "average_precision", "global_min_auc_pr"]
    for average in ("macro", "weighted"):
        assert data[average]["auc_roc"] == pytest.approx(
            roc_auc_score(y, s, multi_class=mc, average=average), rel=1e-12)
    binary = np.eye(3)[y]
    for average in ("macro", "weighted", "micro"):
        assert data[average]["average_precision"] == pytest.approx(
            average_precision_score(binary, s, average=average), rel=1e-12)
    assert ("pairs" in data) == (mc == "ovo")


def test_multiclass_flag_alone_is_ovr_and_text(table, capsys):
    p = table[0]
    status, out, _ = run(capsys, str(p), "--labels", "label", "--scores", "0", "1", "2",
                         "--multiclass")
    assert status == 0 and "one-vs-rest" in out and "weighted" in out


def test_soft_labels(table, capsys):
    p, _, s, folds, soft, w = table
    status, out, _ = run(capsys, str(p), "--labels", "soft", "--scores", "0", "--weights", "w",
                         "--soft-labels", "--folds", "fold", "--format", "json")
    assert status == 0
    data = json.loads(out)
    r = expand_soft_labels(soft, s[:, 0], sample_weight=w)
    e = evaluate(r.y_true, r.y_score, sample_weight=r.sample_weight)
    assert data["auc_pr"] == e.auc_pr and data["n"] == soft.size
    assert data["n_pos"] == pytest.approx(float(np.sum(w * soft)))
    assert [f["n"] for f in data["folds"]] == [int(np.sum(folds == k)) for k in (1, 2, 3)]


@pytest.mark.parametrize(("argv", "match"), [
    (["--scores", "0", "1"], "--scores takes one column unless --multiclass"),
    (["--multiclass", "--folds", "fold"], "--multiclass cannot be combined with --folds"),
    (["--multiclass", "ovo"], "--multiclass needs --scores"),
    (["--labels", "bin", "--scores", "0", "--max-fpr", "1.5"],
     r"--max-fpr must be in \(0, 1\], got 1\.5"),  # named as given
    (["--labels", "bin", "--scores", "0", "--folds", "nope"], "no folds column 'nope'"),
    (["--labels", "bin", "--scores", "0", "--folds", "fold", "--recall-range", "0", "0.5"],
     "--folds evaluates whole curves"),
    (["--labels", "label", "--scores", "0", "--soft-labels"], r"must be in \[0, 1\]"),
    (["--labels", "soft", "--scores", "0", "--soft-labels", "--pos-label", "1"],
     "--pos-label cannot be used with --soft-labels"),
])
def test_errors(table, capsys, argv, match):
    status, out, err = run(capsys, str(table[0]), *argv)
    assert status == 2 and out == ""
    assert err.startswith("rocpr evaluate: error: ") and re.search(match, err), err


def test_ci_with_max_fpr(capsys):
    status, out, _ = run(capsys, "--max-fpr", "0.2", "--ci", "--bootstrap", "50", "--seed", "1",
                         "--format", "json")
    data = json.loads(out)
    assert status == 0 and "auc_roc_ci" in data and "auc_roc_max_fpr" in data


@pytest.mark.parametrize(("argv", "match"), [
    (["--labels", "soft", "--scores", "0", "--soft-labels", "--ci"],
     "--ci cannot be combined with --soft-labels"),
    (["--labels", "label", "--scores", "0", "1", "2", "--multiclass", "--ci"],
     "--multiclass cannot be combined with --ci"),
])
def test_ci_combination_errors(table, capsys, argv, match):
    status, _, err = run(capsys, str(table[0]), *argv)
    assert status == 2 and re.search(match, err), err


def test_multiclass_needs_a_path(capsys):
    status, _, err = run(capsys, "--multiclass")
    assert status == 2 and "--multiclass needs a PATH" in err
