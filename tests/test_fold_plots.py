"""Tests of numeric.report.fold_plots: the drawn lines are the averaged-curve numbers."""

from pathlib import Path

import numpy as np
import pytest
from matplotlib.figure import Figure

from numeric import vertical_average_pr, vertical_average_roc
from numeric.report.fold_plots import plot_averaged_curve

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
