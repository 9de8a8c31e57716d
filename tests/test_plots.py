"""Tests of numeric.report.plots: render to PNG files and check what was drawn."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from matplotlib.figure import Figure

from numeric.bounds.boyd import min_precision
from numeric.data.hull import roc_convex_hull
from numeric.geometry.curve_conversion import PRCurve, ROCCurve
from numeric.report.plots import plot_auc_bounds, plot_pr_curve, plot_roc_curve

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def _save(ax, path: Path) -> None:
    ax.figure.savefig(path)
    assert path.read_bytes()[:8] == PNG_MAGIC
    assert path.stat().st_size > 1000


def _labels(ax) -> list[str]:
    return [line.get_label() for line in ax.get_lines()]


def test_pr_plot_draws_interpolated_curve_and_minimum(tmp_path: Path) -> None:
    pr = ROCCurve([0, 0, 0.2, 0.5, 1], [0, 0.3, 0.5, 0.8, 1], skew=4.0).to_pr()
    ax = plot_pr_curve(pr, label="model", num_points=300)
    _save(ax, tmp_path / "pr.png")
    assert _labels(ax) == ["model", "model (points)", "minimum PR curve"]
    assert ax.get_xlabel() == "Recall" and ax.get_ylabel() == "Precision"
    curve, points, minimum = ax.get_lines()
    # The curve is the dense, correctly interpolated one (not the 5 vertices joined by lines).
    r, p = pr.dense(300)
    np.testing.assert_array_equal(curve.get_xdata(), r)
    np.testing.assert_array_equal(curve.get_ydata(), p)
    np.testing.assert_array_equal(points.get_xdata(), pr.recall)
    # The minimum PR curve r/(r + a) of Boyd et al. (2012), Thm 1, with the region below shaded.
    x = np.asarray(minimum.get_xdata())
    np.testing.assert_allclose(minimum.get_ydata(), x / (x + 4.0), rtol=1e-15)
    np.testing.assert_allclose(minimum.get_ydata(), min_precision(x, 4.0))
    assert len(ax.collections) == 1  # the unachievable region
    assert "unachievable region" in [t.get_text() for t in ax.get_legend().get_texts()]


def test_pr_plot_options_and_existing_axes(tmp_path: Path) -> None:
    fig = Figure()
    ax0 = fig.subplots()
    pr = PRCurve([0.25, 0.4, 0.5], [0.5, 0.3, 0.25], skew=4.0)
    ax = plot_pr_curve(pr, ax=ax0, show_minimum=False, show_points=False)
    assert ax is ax0
    assert _labels(ax) == ["PR curve"]
    assert len(ax.collections) == 0
    _save(ax, tmp_path / "pr2.png")


def test_roc_plot_with_hull(tmp_path: Path) -> None:
    roc = ROCCurve([0, 0.1, 0.3, 0.5, 1], [0, 0.5, 0.55, 0.9, 1], skew=1.0)
    ax = plot_roc_curve(roc, label="model")
    _save(ax, tmp_path / "roc.png")
    assert _labels(ax) == ["model", "convex hull", "chance"]
    hull_line = ax.get_lines()[1]
    hull = roc_convex_hull(roc.fpr, roc.tpr)
    np.testing.assert_array_equal(hull_line.get_xdata(), hull.fpr)
    assert 0.3 not in list(hull_line.get_xdata())  # the point under the hull is not on it
    assert ax.get_xlabel() == "False positive rate"
    ax = plot_roc_curve(roc, show_hull=False, show_chance=False)
    assert _labels(ax) == ["ROC curve"]


def test_auc_bounds_plot(tmp_path: Path) -> None:
    calls = []

    def upper(x: np.ndarray, a: float) -> np.ndarray:
        calls.append(a)
        return np.sqrt(x)

    ax = plot_auc_bounds(
        100.0,
        {"upper": upper, "lower": lambda x, a: x**2, "flat": lambda x, a: 0.5},
        fill_between=("lower", "upper"),
        points={"model": (0.875, 0.3)},
        x_range=(0.5, 1.0),
        num_points=50,
    )
    _save(ax, tmp_path / "bounds.png")
    assert calls == [100.0]
    assert _labels(ax) == ["upper", "lower", "flat"]
    np.testing.assert_allclose(ax.get_lines()[0].get_xdata(), np.linspace(0.5, 1.0, 50))
    assert ax.get_title() == "skew a = N-/N+ = 100"
    assert ax.get_xlabel() == "AUC-ROC" and ax.get_ylabel() == "AUC-PR"
    assert len(ax.collections) == 2  # shaded region + the scattered point


@pytest.mark.parametrize(
    ("call", "exc", "match"),
    [
        (lambda: plot_pr_curve([0.5]), TypeError, "curve must be a PRCurve, got list"),
        (lambda: plot_roc_curve(PRCurve([0.5], [0.5], skew=1.0)), TypeError,
         "curve must be a ROCCurve, got PRCurve"),
        (lambda: plot_pr_curve(PRCurve([0.5], [0.5], skew=1.0), ax="x"), TypeError,
         "ax must be a matplotlib Axes or None, got str"),
        (lambda: plot_auc_bounds(-1.0, {"a": lambda x, a: x}), ValueError,
         "skew must be > 0, got -1.0"),
        (lambda: plot_auc_bounds(1.0, {}), TypeError, "bounds_fns must be a non-empty mapping"),
        (lambda: plot_auc_bounds(1.0, {"a": 3}), TypeError, r"bounds_fns\['a'\] must be callable"),
        (lambda: plot_auc_bounds(1.0, {"a": lambda x, a: x}, x_range=(1, 0)), ValueError,
         r"x_range must satisfy x_range\[0\] < x_range\[1\], got \(1.0, 0.0\)"),
        (lambda: plot_auc_bounds(1.0, {"a": lambda x, a: x}, fill_between=("a", "b")),
         ValueError, "fill_between must name two labels of bounds_fns"),
        (lambda: plot_pr_curve(PRCurve([0.5], [0.5], skew=1.0), num_points=0), ValueError,
         "num_points must be a positive integer, got 0"),
    ],
)
def test_errors(call, exc: type, match: str) -> None:
    with pytest.raises(exc, match=match):
        call()


def test_no_pyplot_state_touched() -> None:
    """Plotting builds a Figure directly: pyplot is never imported, rcParams are unchanged."""
    code = (
        "import sys, matplotlib\n"
        "before = matplotlib.rcParams.copy()\n"
        "from numeric.geometry.curve_conversion import PRCurve\n"
        "from numeric.report.plots import plot_pr_curve\n"
        "plot_pr_curve(PRCurve([0.5, 1.0], [0.8, 0.6], skew=1.0))\n"
        "assert 'matplotlib.pyplot' not in sys.modules\n"
        "assert matplotlib.rcParams.copy() == before\n"
        "print('ok')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"
