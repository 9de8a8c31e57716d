"""Tests of rocpr.plotting.curves: what is drawn (numbers), the conventions, and the files."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from matplotlib.colors import to_hex
from matplotlib.figure import Figure

from numeric.bounds.boyd import min_precision
from numeric.data.hull import roc_convex_hull
from numeric.geometry.curve_conversion import PRCurve, ROCCurve
from rocpr.plotting.curves import (
    MAX_MARKERS,
    PALETTE,
    legend_outside,
    new_figure,
    plot_auc_bounds,
    plot_pr_curve,
    plot_roc_curve,
)

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def _save(ax, path: Path) -> None:
    ax.figure.savefig(path)
    if path.suffix == ".png":
        assert path.read_bytes()[:8] == PNG_MAGIC
    assert path.stat().st_size > 1000


def _labels(ax) -> list[str]:
    return [line.get_label() for line in ax.get_lines()]


def _legend(ax) -> list[str]:
    return [t.get_text() for t in ax.get_legend().get_texts()]


def _quad_area(x: np.ndarray, y: np.ndarray) -> float:
    return float(np.sum(np.diff(x) * (y[1:] + y[:-1]) / 2))


def test_pr_plot_draws_interpolated_curve_and_minimum(tmp_path: Path) -> None:
    pr = ROCCurve([0, 0, 0.2, 0.5, 1], [0, 0.3, 0.5, 0.8, 1], skew=4.0).to_pr()
    ax = plot_pr_curve(pr, label="model", num_points=300)
    _save(ax, tmp_path / "pr.png")
    curve, points, minimum = ax.get_lines()
    # The curve is the dense, correctly interpolated one (not the vertices joined by lines).
    r, p = pr.dense(300)
    np.testing.assert_array_equal(curve.get_xdata(), r)
    np.testing.assert_array_equal(curve.get_ydata(), p)
    np.testing.assert_array_equal(points.get_xdata(), pr.recall)
    # Its area in the legend: the trapezoid rule on a fine drawing of the same curve agrees.
    r_fine, p_fine = pr.dense(200_000)
    assert curve.get_label() == f"model (AUC-PR {_quad_area(r_fine, p_fine):.3f})"
    # The minimum PR curve r/(r + a) of Boyd et al. (2012), Thm 1, with the region below shaded;
    # its area 1 - a ln((1 + a)/a) (Thm 2) at a = 4 is 0.1074.
    x = np.asarray(minimum.get_xdata())
    np.testing.assert_allclose(minimum.get_ydata(), x / (x + 4.0), rtol=1e-15)
    np.testing.assert_allclose(minimum.get_ydata(), min_precision(x, 4.0))
    assert minimum.get_label() == f"minimum PR curve (AUC-PR {1 - 4 * np.log(5 / 4):.3f})"
    assert len(ax.collections) == 1
    assert _legend(ax) == [curve.get_label(), minimum.get_label(), "unachievable region"]
    assert ax.get_xlabel() == "Recall" and ax.get_ylabel() == "Precision"


def test_pr_plot_options_and_existing_axes(tmp_path: Path) -> None:
    fig = Figure()
    ax0 = fig.subplots()
    pr = PRCurve([0.25, 0.4, 0.5], [0.5, 0.3, 0.25], skew=4.0)
    ax = plot_pr_curve(pr, ax=ax0, show_minimum=False, show_points=False, show_auc=False,
                       color=PALETTE[3], linestyle="--", legend=False)
    assert ax is ax0
    assert _labels(ax) == ["PR curve"]
    assert to_hex(ax.get_lines()[0].get_color()) == PALETTE[3].lower()
    assert ax.get_lines()[0].get_linestyle() == "--"
    assert ax.get_legend() is None and len(ax.collections) == 0
    ax = plot_pr_curve(pr, auc=0.123456)
    assert _labels(ax)[0] == "PR curve (AUC-PR 0.123)"
    _save(ax, tmp_path / "pr2.svg")


def test_markers_only_on_few_vertices() -> None:
    t = np.linspace(0, 1, MAX_MARKERS + 2)
    many = ROCCurve(t**2, t, skew=1.0)
    few = ROCCurve(t[:5] ** 2, t[:5], skew=1.0)
    assert "_vertices" not in _labels(plot_roc_curve(many))
    assert "_vertices" in _labels(plot_roc_curve(few))
    assert "_vertices" not in _labels(plot_pr_curve(many.to_pr()))
    assert "_vertices" in _labels(plot_pr_curve(many.to_pr(), show_points=True))


def test_roc_plot_with_hull(tmp_path: Path) -> None:
    roc = ROCCurve([0, 0.1, 0.3, 0.5, 1], [0, 0.5, 0.55, 0.9, 1], skew=1.0)
    ax = plot_roc_curve(roc, label="model")
    _save(ax, tmp_path / "roc.pdf")
    line, _points, hull_line, chance = ax.get_lines()
    hull = roc_convex_hull(roc.fpr, roc.tpr)
    np.testing.assert_array_equal(hull_line.get_xdata(), hull.fpr)
    assert 0.3 not in list(hull_line.get_xdata())  # the point under the hull is not on it
    # Areas by trapezoids, computed here (curve 0.75).
    assert line.get_label() == f"model (AUC-ROC {_quad_area(roc.fpr, roc.tpr):.3f})"
    hull_area = _quad_area(hull.fpr, hull.tpr)
    assert hull_line.get_label() == f"model: convex hull (AUC-ROC {hull_area:.3f})"
    assert hull_line.get_color() == line.get_color()
    assert chance.get_label() == "chance"
    assert ax.get_xlabel() == "False Positive Rate"
    ax = plot_roc_curve(roc, show_hull=False, show_chance=False, show_points=False)
    assert _labels(ax) == ["ROC curve (AUC-ROC 0.750)"]


def test_auc_bounds_plot_draws_named_quantities(tmp_path: Path) -> None:
    from numeric import auc_pr_max, auc_pr_min_exact, auc_pr_min_mihelich

    ax = plot_auc_bounds(100.0, points={"model": (0.875, 0.3)}, x_range=(0.5, 1.0),
                         num_points=50, intervals={"model": ((0.85, 0.9), (0.25, 0.35))})
    _save(ax, tmp_path / "bounds.png")
    lo, claimed, hi = ax.get_lines()[:3]
    x = np.linspace(0.5, 1.0, 50)
    np.testing.assert_allclose(lo.get_xdata(), x)
    np.testing.assert_allclose(lo.get_ydata(), auc_pr_min_exact(100.0, x))
    np.testing.assert_allclose(claimed.get_ydata(), auc_pr_min_mihelich(100.0, x))
    np.testing.assert_allclose(hi.get_ydata(), auc_pr_max(100.0, x))
    assert ax.get_title() == "skew a = N-/N+ = 100"
    assert ax.get_xlabel() == "AUC-ROC" and ax.get_ylabel() == "AUC-PR"
    point, ci_x, ci_y = ax.get_lines()[3:]
    assert point.get_label() == "model (0.875, 0.300)"
    assert list(ci_x.get_xdata()) == [0.85, 0.9] and list(ci_y.get_ydata()) == [0.25, 0.35]
    assert len(ax.collections) == 1  # the feasible region
    assert _legend(ax) == ["exact minimum", "claimed minimum (Mihelich Thm 3.5)",
                           "maximum (Mihelich Thm 3.5)", "feasible region", "model (0.875, 0.300)"]


def test_auc_bounds_plot_along_auc_pr() -> None:
    from numeric import auc_roc_max_exact, global_min_auc_pr

    ax = plot_auc_bounds(10.0, ("auc_roc_min", "auc_roc_max", "global_min_auc_pr"),
                         fill_between=("auc_roc_min", "auc_roc_max"), num_points=20)
    assert ax.get_xlabel() == "AUC-PR" and ax.get_ylabel() == "AUC-ROC"
    x = ax.get_lines()[1].get_xdata()
    assert x[0] == pytest.approx(global_min_auc_pr(10.0)) and x[-1] == 1.0
    np.testing.assert_allclose(ax.get_lines()[1].get_ydata(), auc_roc_max_exact(10.0, x))
    np.testing.assert_allclose(ax.get_lines()[2].get_ydata(), global_min_auc_pr(10.0))


def test_legend_outside_drops_duplicates_and_sits_outside() -> None:
    fig, ax = new_figure()
    ax.plot([0, 1], [0, 1], label="a")
    ax.plot([0, 1], [1, 0], label="a")
    ax.plot([0, 1], [0.5, 0.5], label="b")
    leg = legend_outside(ax)
    assert [t.get_text() for t in leg.get_texts()] == ["a", "b"]
    fig.canvas.draw()
    box, axes_box = leg.get_window_extent(), ax.get_window_extent()
    assert box.x0 >= axes_box.x1  # right of the data
    leg = legend_outside(ax, where="below")
    fig.canvas.draw()
    assert leg.get_window_extent().y1 <= ax.get_window_extent().y0
    assert legend_outside(new_figure()[1]) is None


def test_palette_is_okabe_ito() -> None:
    """Okabe & Ito (2008), 'Color Universal Design', the eight colours."""
    assert PALETTE == ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9",
                       "#F0E442", "#000000")


@pytest.mark.parametrize(
    ("call", "exc", "match"),
    [
        (lambda: plot_pr_curve([0.5]), TypeError, "curve must be a PRCurve, got list"),
        (lambda: plot_roc_curve(PRCurve([0.5], [0.5], skew=1.0)), TypeError,
         "curve must be a ROCCurve, got PRCurve"),
        (lambda: plot_pr_curve(PRCurve([0.5], [0.5], skew=1.0), ax="x"), TypeError,
         "ax must be a matplotlib Axes or None, got str"),
        (lambda: plot_auc_bounds(-1.0), ValueError, "skew must be > 0, got -1.0"),
        (lambda: plot_auc_bounds(1.0, ()), TypeError, "quantities must be a non-empty sequence"),
        (lambda: plot_auc_bounds(1.0, "auc_pr_max"), TypeError,
         "quantities must be a non-empty sequence"),
        (lambda: plot_auc_bounds(1.0, ("auc_pr_maxx",)), ValueError,
         "quantities must be names of QUANTITIES .*got 'auc_pr_maxx'"),
        (lambda: plot_auc_bounds(1.0, ("auc_pr_max", "auc_roc_min")), ValueError,
         "quantities must all take the same AUC"),
        (lambda: plot_auc_bounds(1.0, x_range=(1, 0)), ValueError,
         r"x_range must satisfy x_range\[0\] < x_range\[1\], got \(1.0, 0.0\)"),
        (lambda: plot_auc_bounds(1.0, fill_between=("auc_pr_max", "b")), ValueError,
         "fill_between must name two quantities"),
        (lambda: plot_pr_curve(PRCurve([0.5], [0.5], skew=1.0), num_points=0), ValueError,
         "num_points must be a positive integer, got 0"),
        (lambda: legend_outside(new_figure()[1], where="left"), ValueError,
         "where must be 'right' or 'below', got 'left'"),
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
        "from rocpr.plotting.curves import plot_pr_curve, plot_auc_bounds\n"
        "plot_pr_curve(PRCurve([0.5, 1.0], [0.8, 0.6], skew=1.0))\n"
        "plot_auc_bounds(3.0)\n"
        "import rocpr.plotting.figures, rocpr.plotting.models\n"
        "assert 'matplotlib.pyplot' not in sys.modules\n"
        "assert matplotlib.rcParams.copy() == before\n"
        "print('ok')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"


def test_function_plots_use_the_palette() -> None:
    """One colour-blind-safe palette in the functions, the displays and the command line."""
    from rocpr.plotting.curves import PALETTE

    ax = plot_roc_curve(ROCCurve([0, 0.1, 0.5, 1], [0, 0.5, 0.6, 1], skew=1.0))
    assert ax.get_lines()[0].get_color() == PALETTE[0]
    ax.plot([0, 1], [1, 0])
    assert ax.get_lines()[-1].get_color() == PALETTE[1]
