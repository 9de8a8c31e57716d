"""Tests of rocpr.plotting.folds: the drawn lines are the averaged-curve numbers."""

from pathlib import Path

import numpy as np
import pytest
from matplotlib.figure import Figure

from numeric import multiclass_evaluation, roc_full_curve, vertical_average_pr, vertical_average_roc
from rocpr.plotting.folds import class_figure, fold_figure, plot_averaged_curve

Y = np.array([0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 0, 1])
S = np.array([0.1, 0.9, 0.4, 0.3, 0.2, 0.8, 0.7, 0.6, 0.5, 0.35, 0.55, 0.65])
F = np.array([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3])


@pytest.mark.parametrize("kind", ["roc", "pr"])
def test_lines_are_the_folds_and_their_mean(tmp_path: Path, kind):
    a = (vertical_average_roc if kind == "roc" else vertical_average_pr)(Y, S, F)
    ax = plot_averaged_curve(a, kind)
    lines = ax.get_lines()
    assert [ln.get_label() for ln in lines][:3] == ["fold 1", "fold 2", "fold 3"]
    for line, curve in zip(lines[:3], a.curves, strict=True):
        np.testing.assert_array_equal(line.get_ydata(), curve)
    np.testing.assert_array_equal(lines[3].get_ydata(), a.mean)
    assert len(ax.collections) == 1  # the +-1 sd band
    ax.figure.savefig(tmp_path / "f.png")
    assert (tmp_path / "f.png").stat().st_size > 1000


def test_on_given_axes_without_folds_or_band():
    ax = Figure().subplots()
    a = vertical_average_pr(Y, S, F)
    assert plot_averaged_curve(a, "pr", ax=ax, show_folds=False, show_band=False,
                               label="m") is ax
    assert [ln.get_label() for ln in ax.get_lines()] == ["m"] and not ax.collections


@pytest.mark.parametrize(("args", "error", "match"), [
    (("x", "roc"), TypeError, "averaged must be an AveragedCurve, got str"),
    ((None, "det"), ValueError, "kind must be 'roc' or 'pr', got 'det'"),
])
def test_errors(args, error, match):
    a = vertical_average_roc(Y, S, F)
    with pytest.raises(error, match=match):
        plot_averaged_curve(a if args[0] is None else args[0], args[1])


def test_fold_figure_has_roc_and_pr_panels(tmp_path: Path):
    fig = fold_figure(vertical_average_roc(Y, S, F), vertical_average_pr(Y, S, F))
    roc, pr = fig.axes
    assert roc.get_xlabel() == "False Positive Rate" and pr.get_xlabel() == "Recall"
    fig.savefig(tmp_path / "folds.svg")
    assert b"<svg" in (tmp_path / "folds.svg").read_bytes()[:400]


def test_class_figure_draws_each_class_with_its_auc():
    y = np.array(["a", "b", "c", "a", "b", "c", "a"])
    s = np.array([[0.7, 0.2, 0.1], [0.2, 0.6, 0.2], [0.1, 0.3, 0.6], [0.4, 0.4, 0.2],
                  [0.5, 0.3, 0.2], [0.2, 0.2, 0.6], [0.3, 0.3, 0.4]])
    w = np.array([1.0, 2.0, 1.0, 1.0, 1.0, 3.0, 1.0])
    e = multiclass_evaluation(y, s, sample_weight=w)
    fig = class_figure(y, s, sample_weight=w)
    roc_labels = [ln.get_label() for ln in fig.axes[0].get_lines()]
    pr_labels = [ln.get_label() for ln in fig.axes[1].get_lines()]
    for c in e.classes:
        assert f"{c.label} (AUC-ROC {c.auc_roc:.4g})" in roc_labels
        assert f"{c.label} (AUC-PR {c.auc_pr:.4g})" in pr_labels
    # the drawn ROC of class "a" is its one-vs-rest ROC curve
    fpr, tpr, _ = roc_full_curve(y == "a", s[:, 0], sample_weight=w)
    line = fig.axes[0].get_lines()[0]
    np.testing.assert_allclose(line.get_xdata(), fpr)
    np.testing.assert_allclose(line.get_ydata(), tpr)
