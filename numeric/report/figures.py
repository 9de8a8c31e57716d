r"""The papers' figures, regenerated from the package's own functions, the exact truth beside each claim.

Each function returns a :class:`PaperFigure`: the matplotlib figure (pyplot-free) together with
every plotted curve as numbers (``series``: name -> (x, y)) and every number shown in a legend
(``values``), so that tests check what is drawn, not pixels. :data:`FIGURES` lists them in the
order ``rocpr figures`` writes them.

* :func:`davis_goadrich_fig6` -- correct vs linear interpolation of one PR point (Davis & Goadrich
  2006, Fig. 6), with the construction that reproduces their 0.031.
* :func:`davis_goadrich_fig7` -- curves I and II in ROC and PR space (Sec. 5, Fig. 7).
* :func:`boyd_unachievable` -- Boyd et al.'s unachievable regions for several prevalences and
  the minimum AUC-PR as a function of prevalence (Boyd et al. 2012, Fig. 1, Thm 1-2).
* :func:`mihelich_fig1` -- the step functions of Thm 3.5's proof, and the claimed vs the exact
  minimizer (Mihelich et al. 2024, Fig. 1).
* :func:`mihelich_fig2` / :func:`mihelich_fig3` -- the AUC-PR range at fixed AUC-ROC and the
  AUC-ROC range at fixed AUC-PR, the paper's bound beside the exact one, for several skews.
* :func:`mihelich_fig4` -- Davis & Goadrich's classifiers against the limits at ``a = 100``,
  with witness data sets on the exact minimum (:func:`numeric.report.witness.witness_dataset`).

Davis & Goadrich give curves I and II only by their areas (20 positives, 2000 negatives; AUC-ROC
0.813 and 0.875, AUC-PR 0.514 and 0.038). They are reconstructed here as convex ROC curves on
integer counts with those areas at the paper's rounding: curve I through (FP, TP) = (0, 0),
(0, 9), (84, 13), (2000, 20); curve II the straight line from (0, 0) to (500, 20), then to
(2000, 20) (its PR curve is flat at precision 1/26).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import numpy.typing as npt
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Patch

from numeric.bounds.boyd import min_precision
from numeric.bounds.exact_minimum import exact_min_solution
from numeric.bounds.mihelich import global_min_auc_pr
from numeric.bounds.results import QUANTITIES
from numeric.data.auc import auc_pr_dg_steps_score, auc_pr_score, auc_roc_score
from numeric.geometry.curve_conversion import PRCurve, ROCCurve
from numeric.geometry.skew import skew_from_prevalence
from numeric.report.plots import (
    PALETTE,
    QUANTITY_LABELS,
    legend_outside,
    new_figure,
    plot_auc_bounds,
    plot_pr_curve,
    plot_roc_curve,
)
from numeric.report.witness import witness_dataset
from numeric.validation import check_interval, check_positive

__all__ = [
    "DG_CURVE_I",
    "DG_CURVE_II",
    "FIGURES",
    "PaperFigure",
    "boyd_unachievable",
    "davis_goadrich_fig6",
    "davis_goadrich_fig7",
    "mihelich_fig1",
    "mihelich_fig2",
    "mihelich_fig3",
    "mihelich_fig4",
]

FloatArray = npt.NDArray[np.float64]

#: Davis & Goadrich's Sec. 5 curves, reconstructed: (TP, FP) vertices with 20 positives and
#: 2000 negatives (see the module docstring).
DG_CURVE_I: tuple[tuple[int, ...], tuple[int, ...]] = ((0, 9, 13, 20), (0, 0, 84, 2000))
DG_CURVE_II: tuple[tuple[int, ...], tuple[int, ...]] = ((0, 20, 20), (0, 500, 2000))
_DG_NPOS, _DG_NNEG = 20, 2000


@dataclass(frozen=True)
class PaperFigure:
    """A regenerated figure and the numbers it draws.

    Attributes
    ----------
    name : str
        File stem (``rocpr figures`` writes ``<name>.<format>``).
    title : str
        What it shows and its source.
    figure : matplotlib Figure
    series : mapping of str to (ndarray, ndarray)
        Every plotted curve, ``name -> (x, y)``.
    values : mapping of str to float
        Every number shown in the legends (areas, bounds, points).
    """

    name: str
    title: str
    figure: Figure
    series: Mapping[str, tuple[FloatArray, FloatArray]] = field(default_factory=dict)
    values: Mapping[str, float] = field(default_factory=dict)


def _line(ax: Axes, series: dict[str, tuple[FloatArray, FloatArray]], key: str,
          x: npt.ArrayLike, y: npt.ArrayLike, *args: Any, **kwargs: Any) -> None:
    xs, ys = np.asarray(x, dtype=np.float64), np.asarray(y, dtype=np.float64)
    series[key] = (xs, ys)
    ax.plot(xs, ys, *args, **kwargs)


def _figure_legend(fig: Figure, ax: Axes) -> None:
    """One legend for a figure whose panels share their entries, below the panels."""
    handles, labels = ax.get_legend_handles_labels()
    unique = dict(zip(labels, handles, strict=True))
    fig.legend(list(unique.values()), list(unique), loc="outside lower center", ncols=2,
               frameon=False, fontsize="small")


def _dg_roc(vertices: tuple[tuple[int, ...], tuple[int, ...]]) -> ROCCurve:
    tp, fp = (np.asarray(v, dtype=np.float64) for v in vertices)
    return ROCCurve(fp / _DG_NNEG, tp / _DG_NPOS, skew=_DG_NNEG / _DG_NPOS)


# ------------------------------------------------------------------------------------------
# Davis & Goadrich (2006)
# ------------------------------------------------------------------------------------------


def davis_goadrich_fig6() -> PaperFigure:
    r"""Davis & Goadrich (2006), Fig. 6: one PR point, interpolated correctly and linearly.

    The curve through (0, 1), (0.02, 1) and (1, 0.008) with 433 positives and 56,164 negatives.
    Drawn: the correct interpolation (FPR linear in recall between the ROC images of the points),
    the linear connection and the straight line from (0, 1) to (1, 0.008); panel (b) zooms on
    recall [0, 0.1].

    Returns
    -------
    PaperFigure
        ``values``: ``auc_pr_exact`` (exact area of the correctly interpolated curve, 0.0287),
        ``auc_pr_linear`` (0.514), ``auc_pr_straight`` (0.504, the paper's "0.50"), and the
        construction that reproduces the paper's 0.031: TP_A = 9 (recall 0.0208), the end at
        precision 0.008 exactly (FP_B = 53,692), areas ``construction_dg_steps`` (their composite
        trapezoid over unit TP steps, 0.0307) and ``construction_exact`` (0.0299).

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 4, Fig. 6; the claim check ``dg2006.fig6``.

    Examples
    --------
    >>> fig = davis_goadrich_fig6()
    >>> round(fig.values["construction_dg_steps"], 3), round(fig.values["auc_pr_exact"], 4)
    (0.031, 0.0287)
    """
    n_pos, n_neg = 433, 56164
    skew = n_neg / n_pos
    p_end = n_pos / (n_pos + n_neg)
    curve = PRCurve([0.0, 0.02, 1.0], [1.0, 1.0, p_end], skew=skew)
    r, p = curve.dense(2000)
    lin_r, lin_p = np.array([0.0, 0.02, 1.0]), np.array([1.0, 1.0, p_end])
    tp_a, fp_b = 9, int(round(n_pos * (1 - 0.008) / 0.008))  # 53,692
    y_true = np.r_[np.ones(n_pos, dtype=np.int64), np.zeros(fp_b, dtype=np.int64)]
    y_score = np.r_[np.ones(tp_a), np.zeros(n_pos - tp_a + fp_b)]
    values = {
        "auc_pr_exact": curve.auc(),
        "auc_pr_linear": float(np.trapezoid(lin_p, lin_r)),
        "auc_pr_straight": (1.0 + 0.008) / 2.0,
        "construction_dg_steps": auc_pr_dg_steps_score(y_true, y_score),
        "construction_exact": auc_pr_score(y_true, y_score),
    }
    fig, axes = new_figure(2, height=4.6)
    series: dict[str, tuple[FloatArray, FloatArray]] = {}
    for ax, zoom in zip(axes, (False, True), strict=True):
        _line(ax, series, "correct" if not zoom else "correct (zoom)", r, p, color=PALETTE[0],
              linewidth=1.8, label=f"correct interpolation (AUC-PR {values['auc_pr_exact']:.4f})")
        _line(ax, series, "linear" if not zoom else "linear (zoom)", lin_r, lin_p, "--",
              color=PALETTE[1], label=f"linear interpolation (AUC-PR "
              f"{values['auc_pr_linear']:.3f})")
        _line(ax, series, "straight" if not zoom else "straight (zoom)", [0.0, 1.0],
              [1.0, 0.008], ":", color="0.4",
              label=f"straight (0, 1)-(1, 0.008) (area {values['auc_pr_straight']:.3f})")
        ax.plot([0.02], [1.0], "o", color="black", markersize=5, label="the PR point (0.02, 1)")
        ax.set_xlim(0.0, 0.1 if zoom else 1.0)
        ax.set_ylim(0.0, 1.02)
        ax.set_xlabel("Recall")
        ax.set_ylabel("Precision")
    axes[0].set_title("(a) 433 positives, 56,164 negatives")
    axes[1].set_title("(b) recall 0-0.1")
    axes[0].plot([], [], " ", label=f"paper's 0.031: trapezoid with TP_A = 9, p_B = 0.008 "
                 f"({values['construction_dg_steps']:.4f}; exact {values['construction_exact']:.4f})")
    _figure_legend(fig, axes[0])
    return PaperFigure("davis_goadrich_fig6", "Davis & Goadrich (2006), Fig. 6: correct vs "
                       "linear interpolation in PR space", fig, series, values)


def davis_goadrich_fig7() -> PaperFigure:
    """Davis & Goadrich (2006), Sec. 5 / Fig. 7: curves I and II in ROC space and PR space.

    Returns
    -------
    PaperFigure
        ``series``: ``roc I``, ``roc II`` (FPR, TPR vertices), ``pr I``, ``pr II`` (the correctly
        interpolated PR curves); ``values``: ``auc_roc_I``, ``auc_pr_I``, ``auc_roc_II``,
        ``auc_pr_II`` (paper: 0.813, 0.514, 0.875, 0.038), from :data:`DG_CURVE_I` and
        :data:`DG_CURVE_II`.

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 5, Fig. 7.

    Examples
    --------
    >>> v = davis_goadrich_fig7().values
    >>> [round(v[k], 3) for k in ("auc_roc_I", "auc_pr_I", "auc_roc_II", "auc_pr_II")]
    [0.813, 0.514, 0.875, 0.038]
    """
    fig, (ax_roc, ax_pr) = new_figure(2, height=4.4)
    series: dict[str, tuple[FloatArray, FloatArray]] = {}
    values: dict[str, float] = {}
    for i, (name, vertices) in enumerate((("I", DG_CURVE_I), ("II", DG_CURVE_II))):
        roc = _dg_roc(vertices)
        pr = roc.to_pr()
        values[f"auc_roc_{name}"], values[f"auc_pr_{name}"] = roc.auc(), pr.auc()
        series[f"roc {name}"] = (roc.fpr, roc.tpr)
        series[f"pr {name}"] = pr.dense(400)
        plot_roc_curve(roc, ax=ax_roc, color=PALETTE[i], label=f"curve {name}", show_hull=False,
                       show_chance=(i == 1), legend=False)
        plot_pr_curve(pr, ax=ax_pr, color=PALETTE[i], label=f"curve {name}", show_minimum=False,
                      legend=False, num_points=400)
    ax_roc.set_title("(a) ROC space (20 positives, 2000 negatives)")
    ax_pr.set_title("(b) PR space")
    legend_outside(ax_roc, where="below")
    legend_outside(ax_pr, where="below")
    return PaperFigure("davis_goadrich_fig7", "Davis & Goadrich (2006), Fig. 7: optimizing AUC-ROC "
                       "does not optimize AUC-PR", fig, series, values)


# ------------------------------------------------------------------------------------------
# Boyd et al. (2012)
# ------------------------------------------------------------------------------------------


def boyd_unachievable(prevalences: Sequence[float] = (0.5, 0.2, 0.1, 0.05, 0.01)) -> PaperFigure:
    r"""Boyd et al. (2012): the unachievable region for several prevalences, and its area.

    Parameters
    ----------
    prevalences : sequence of float, default=(0.5, 0.2, 0.1, 0.05, 0.01)
        ``pi = N+/N`` in (0, 1), one minimum PR curve each.

    Returns
    -------
    PaperFigure
        ``series``: ``minimum pi=<pi>`` (recall, :math:`\pi r/(1 - \pi + \pi r)`) and
        ``global minimum`` (prevalence, Thm 2's area); ``values``: ``auc_pr_min pi=<pi>``.

    References
    ----------
    Boyd, Costa, Davis & Page (ICML 2012), Fig. 1, Thm 1 and Thm 2.

    Examples
    --------
    >>> v = boyd_unachievable((0.1, 0.5)).values
    >>> round(v["auc_pr_min pi=0.1"], 3), round(v["auc_pr_min pi=0.5"], 3)  # paper: ~0.05, 0.31
    (0.052, 0.307)
    """
    pis = [float(check_interval(p, "prevalences", 0.0, 1.0, closed="neither")) for p in prevalences]
    fig, (ax_pr, ax_min) = new_figure(2, height=4.4)
    series: dict[str, tuple[FloatArray, FloatArray]] = {}
    values: dict[str, float] = {}
    recall = np.linspace(0.0, 1.0, 400)
    for i, pi in enumerate(sorted(pis, reverse=True)):
        a = float(skew_from_prevalence(pi))
        p_min = np.asarray(min_precision(recall, a), dtype=np.float64)
        values[f"auc_pr_min pi={pi:g}"] = float(global_min_auc_pr(a))
        colour = PALETTE[i % len(PALETTE)]
        ax_pr.fill_between(recall, 0.0, p_min, color=colour, alpha=0.18, linewidth=0)
        _line(ax_pr, series, f"minimum pi={pi:g}", recall, p_min, color=colour,
              label=f"pi = {pi:g} (unachievable area {values[f'auc_pr_min pi={pi:g}']:.3f})")
    ax_pr.set_xlim(0.0, 1.0)
    ax_pr.set_ylim(0.0, 1.02)
    ax_pr.set_xlabel("Recall")
    ax_pr.set_ylabel("Precision")
    ax_pr.set_title("(a) minimum PR curves, unachievable regions")
    grid = np.logspace(-4, np.log10(0.999), 300)
    mins = np.asarray(global_min_auc_pr(skew_from_prevalence(grid)), dtype=np.float64)
    _line(ax_min, series, "global minimum", grid, mins, color=PALETTE[0],
          label="minimum AUC-PR (Thm 2)")
    ax_min.plot(grid, grid, ":", color="0.5", label="prevalence (random ranking)")
    ax_min.plot([0.1, 0.5, 0.05], [0.05, 0.31, 0.02], "s", color=PALETTE[1], markersize=5,
                label="paper's numbers (Sec. 3-5)")
    ax_min.set_xscale("log")
    ax_min.set_xlim(grid[0], 1.0)
    ax_min.set_ylim(0.0, 1.02)
    ax_min.set_xlabel("Prevalence pi = N+/N")
    ax_min.set_ylabel("Minimum AUC-PR")
    ax_min.set_title("(b) minimum AUC-PR vs prevalence")
    legend_outside(ax_pr, where="below")
    legend_outside(ax_min, where="below")
    return PaperFigure("boyd_unachievable", "Boyd et al. (2012): unachievable regions and the "
                       "minimum AUC-PR", fig, series, values)


# ------------------------------------------------------------------------------------------
# Mihelich et al. (2024)
# ------------------------------------------------------------------------------------------


def _step_roc(x: Sequence[float], f: Sequence[float], a: float) -> ROCCurve:
    """The ROC curve of the right-continuous step function FPR = f(TPR) with jumps at ``x``."""
    xs = np.repeat(np.r_[np.asarray(x, dtype=np.float64), 1.0], 2)  # x0 x0 x1 x1 ... 1 1
    fs = np.repeat(np.r_[0.0, np.asarray(f, dtype=np.float64)], 2)  # 0 0 f0 f0 ... fl fl
    return ROCCurve(np.r_[0.0, fs[1:], 1.0], np.r_[0.0, xs], skew=a)


def mihelich_fig1(skew: float = 1.0, auc_roc: float = 0.5) -> PaperFigure:
    r"""Mihelich et al. (2024), Fig. 1: the step functions of Thm 3.5's proof; minimizers.

    Panel (a) draws, as ``FPR = f(TPR)``, the maximizer (15) (0 before ``1 - c``, then 1), a step
    function ``f0`` of mass ``c`` that is not 0 before ``1 - c`` and the ``f1`` of Demonstration
    3.8 (``f0`` pushed to 0 on ``[x0, x0 + eps)``, raised to ``y1`` after: same mass, larger
    AUC-PR). Panel (b) draws the claimed minimizer ``f = c`` and the exact minimizer.

    Parameters
    ----------
    skew : float, default=1.0
        ``a = N-/N+``.
    auc_roc : float, default=0.5
        ``1 - c``, in (0, 1).

    Returns
    -------
    PaperFigure
        ``values``: ``T(max)``, ``T(f0)``, ``T(f1)``, ``T(f=c)``, ``T(exact)`` (AUC-PR of each
        curve) and ``auc_pr_max``, ``auc_pr_min_mihelich``, ``auc_pr_min`` (the formulas).

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.5, eq. (15), Demonstration 3.8, Fig. 1.

    Examples
    --------
    >>> v = mihelich_fig1().values
    >>> v["T(f1)"] > v["T(f0)"], round(v["T(max)"] - v["auc_pr_max"], 12)
    (True, 0.0)
    >>> v["T(exact)"] < v["T(f=c)"]  # the claimed minimizer is not the minimizer
    True
    """
    a = float(check_positive(skew, "skew"))
    c = 1.0 - float(check_interval(auc_roc, "auc_roc", 0.0, 1.0, closed="neither"))
    x0, x1, eps = 0.4 * (1 - c), 0.5 * (1 - c) + 0.5, 0.1 * (1 - c)
    y0 = (c - (1 - x1)) / (x1 - x0)  # f0 = y0 on [x0, x1), 1 after: mass c
    y1 = y0 * (x1 - x0) / (x1 - x0 - eps)
    curves = {
        "max": _step_roc([1 - c], [1.0], a),
        "f0": _step_roc([x0, x1], [y0, 1.0], a),
        "f1": _step_roc([x0 + eps, x1], [y1, 1.0], a),
        "f=c": _step_roc([0.0], [c], a),
    }
    sol = exact_min_solution(a, 1.0 - c)
    values = {f"T({k})": v.to_pr().auc() for k, v in curves.items()}
    values["T(exact)"] = sol.value
    for q in ("auc_pr_max", "auc_pr_min_mihelich", "auc_pr_min"):
        values[q] = float(QUANTITIES[q][1](a, 1.0 - c))
    fig, (ax_a, ax_b) = new_figure(2, height=4.4)
    series: dict[str, tuple[FloatArray, FloatArray]] = {}
    styles = {"max": ("-", PALETTE[0]), "f0": ("--", PALETTE[1]), "f1": (":", PALETTE[2])}
    for key, (style, colour) in styles.items():
        roc = curves[key]
        _line(ax_a, series, key, roc.tpr, roc.fpr, style, color=colour, linewidth=1.8,
              label=f"{'f (15), maximizer' if key == 'max' else key} "
              f"(AUC-PR {values[f'T({key})']:.4f})")
    x = np.linspace(0.0, 1.0, 400)
    const = curves["f=c"]
    _line(ax_b, series, "f=c", const.tpr, const.fpr, "--", color="black",
          label=f"claimed minimizer f = c (AUC-PR {values['T(f=c)']:.4f})")
    _line(ax_b, series, "exact", x, sol.curve(x), color=PALETTE[1], linewidth=1.8,
          label=f"exact minimizer, {sol.regime} regime (AUC-PR {sol.value:.4f})")
    for ax, title in ((ax_a, "(a) step functions of the proof"),
                      (ax_b, "(b) minimizers at the same mass c")):
        ax.set_xlim(0.0, 1.0)
        ax.set_ylim(-0.02, 1.02)
        ax.set_xlabel("TPR x")
        ax.set_ylabel("FPR f(x)")
        ax.set_title(f"{title}, a = {a:g}, c = {c:g}", fontsize="medium")
        legend_outside(ax, where="below")
    return PaperFigure("mihelich_fig1", "Mihelich et al. (2024), Fig. 1: step functions; the "
                       "claimed and the exact minimizer", fig, series, values)


def _by_skew(ax: Axes, quantities: Sequence[str], skews: Sequence[float], along: str,
             series: dict[str, tuple[FloatArray, FloatArray]]) -> None:
    styles = {"auc_pr_max": "-", "auc_pr_min": "-", "auc_pr_min_mihelich": "--",
              "auc_roc_min": "-", "auc_roc_max": "-", "auc_roc_max_mihelich": "--"}
    widths = {"auc_pr_min": 2.0, "auc_roc_max": 2.0}
    for i, a in enumerate(skews):
        lo = float(global_min_auc_pr(a)) if along == "auc_pr" else 0.0
        x = np.linspace(lo, 1.0, 300)
        ys = [np.asarray(QUANTITIES[q][1](a, x), dtype=np.float64) for q in quantities]
        for q, y in zip(quantities, ys, strict=True):
            _line(ax, series, f"{q} a={a:g}", x, y, styles[q], color=PALETTE[i % len(PALETTE)],
                  linewidth=widths.get(q, 1.2))
        ax.fill_between(x, ys[0], ys[1], color=PALETTE[i % len(PALETTE)], alpha=0.08,
                        linewidth=0)
    handles = [Line2D([], [], color="black", linestyle=styles[q], linewidth=widths.get(q, 1.2),
                      label=QUANTITY_LABELS[q]) for q in quantities]
    handles += [Patch(color=PALETTE[i % len(PALETTE)], label=f"a = {a:g}")
                for i, a in enumerate(skews)]
    ax.legend(handles=handles, loc="upper center", bbox_to_anchor=(0.5, -0.16), frameon=False,
              fontsize="small", ncols=2, borderaxespad=0.0)
    ax.set_xlim(0.0, 1.0)
    ax.set_ylim(0.0, 1.02)


def _skews(skews: Sequence[float]) -> list[float]:
    return [float(check_positive(a, "skews")) for a in skews]


def mihelich_fig2(skews: Sequence[float] = (1.0, 10.0, 100.0)) -> PaperFigure:
    """Mihelich et al. (2024), Fig. 2: the AUC-PR range at fixed AUC-ROC, claimed and exact.

    Parameters
    ----------
    skews : sequence of float, default=(1, 10, 100)
        One colour each.

    Returns
    -------
    PaperFigure
        ``series``: ``<quantity> a=<a>`` for ``auc_pr_max``, ``auc_pr_min`` (exact) and
        ``auc_pr_min_mihelich`` (Thm 3.5's claimed minimum) against AUC-ROC; ``values``: the
        three at AUC-ROC 0.875 for each skew (Sec. 4.1: a = 100 claimed [0.038, 0.876], a = 1
        [0.725, 0.935]).

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.5, Fig. 2, Sec. 4.1.

    Examples
    --------
    >>> v = mihelich_fig2().values
    >>> [round(v[f"{q} a=100 auc_roc=0.875"], 4)
    ...  for q in ("auc_pr_min_mihelich", "auc_pr_min", "auc_pr_max")]
    [0.038, 0.0342, 0.8762]
    """
    a_list = _skews(skews)
    quantities = ("auc_pr_max", "auc_pr_min", "auc_pr_min_mihelich")
    fig, ax = new_figure(1, width=5.4, height=5.4)
    series: dict[str, tuple[FloatArray, FloatArray]] = {}
    _by_skew(ax, quantities, a_list, "auc_roc", series)
    values = {f"{q} a={a:g} auc_roc=0.875": float(QUANTITIES[q][1](a, 0.875))
              for a in a_list for q in quantities}
    ax.set_xlabel("AUC-ROC")
    ax.set_ylabel("AUC-PR")
    ax.set_title("AUC-PR range at fixed AUC-ROC")
    return PaperFigure("mihelich_fig2", "Mihelich et al. (2024), Fig. 2: AUC-PR range vs AUC-ROC,"
                       " claimed and exact minimum", fig, series, values)


def mihelich_fig3(skews: Sequence[float] = (1.0, 10.0, 100.0)) -> PaperFigure:
    """Mihelich et al. (2024), Fig. 3: the AUC-ROC range at fixed AUC-PR, claimed and exact.

    Parameters
    ----------
    skews : sequence of float, default=(1, 10, 100)
        One colour each.

    Returns
    -------
    PaperFigure
        ``series``: ``<quantity> a=<a>`` for ``auc_roc_min``, ``auc_roc_max`` (exact) and
        ``auc_roc_max_mihelich`` (Thm 3.9's claimed maximum) against AUC-PR from the global
        minimum to 1; ``values``: the three at AUC-PR 0.7 for each skew (Sec. 4.2: a = 100
        claimed [0.697, 0.999]).

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.9, Fig. 3, Sec. 4.2.

    Examples
    --------
    >>> v = mihelich_fig3().values
    >>> [round(v[f"{q} a=100 auc_pr=0.7"], 6)
    ...  for q in ("auc_roc_min", "auc_roc_max_mihelich", "auc_roc_max")]
    [0.697454, 0.998547, 0.998555]
    """
    a_list = _skews(skews)
    quantities = ("auc_roc_min", "auc_roc_max", "auc_roc_max_mihelich")
    fig, ax = new_figure(1, width=5.4, height=5.4)
    series: dict[str, tuple[FloatArray, FloatArray]] = {}
    _by_skew(ax, quantities, a_list, "auc_pr", series)
    values = {f"{q} a={a:g} auc_pr=0.7": float(QUANTITIES[q][1](a, 0.7))
              for a in a_list for q in quantities if 0.7 >= float(global_min_auc_pr(a))}
    ax.set_xlabel("AUC-PR")
    ax.set_ylabel("AUC-ROC")
    ax.set_title("AUC-ROC range at fixed AUC-PR")
    return PaperFigure("mihelich_fig3", "Mihelich et al. (2024), Fig. 3: AUC-ROC range vs AUC-PR,"
                       " claimed and exact maximum", fig, series, values)


def mihelich_fig4(witness_n_pos: Sequence[int] = (20, 1000)) -> PaperFigure:
    """Mihelich et al. (2024), Fig. 4: Davis & Goadrich's classifiers against the limits.

    At ``a = 100``: the feasible region (exact minimum to Thm 3.5's maximum), the claimed minimum,
    classifiers 1 and 2 (curves I and II, :data:`DG_CURVE_I`, :data:`DG_CURVE_II`) and witness
    data sets on the exact minimum at AUC-ROC 0.875, whose AUCs are computed from their labels
    and scores. Panel (b) zooms on classifier 2.

    Parameters
    ----------
    witness_n_pos : sequence of int, default=(20, 1000)
        Positives of each witness (``N- = 100 N+``; 20 is Davis & Goadrich's data-set size).

    Returns
    -------
    PaperFigure
        ``values``: ``classifier 1`` / ``classifier 2`` / ``witness N+=<n>`` as ``<name> auc_roc``
        and ``<name> auc_pr``, and ``auc_pr_min``, ``auc_pr_min_mihelich`` at AUC-ROC 0.875.

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Sec. 4.1, Fig. 4; Davis & Goadrich (ICML 2006),
    Sec. 5.

    Examples
    --------
    >>> v = mihelich_fig4((20,)).values
    >>> v["witness N+=20 auc_pr"] < 0.038 - 0.003 < v["classifier 2 auc_pr"]
    True
    """
    a, r = 100.0, 0.875
    points: dict[str, tuple[float, float]] = {}
    for name, vertices in (("classifier 1", DG_CURVE_I), ("classifier 2", DG_CURVE_II)):
        roc = _dg_roc(vertices)
        points[name] = (roc.auc(), roc.to_pr().auc())
    for n in witness_n_pos:
        y_true, y_score = witness_dataset(a, r, int(n))
        points[f"witness N+={n}"] = (auc_roc_score(y_true, y_score),
                                     auc_pr_score(y_true, y_score))
    values = {f"{k} {m}": v for k, p in points.items()
              for m, v in zip(("auc_roc", "auc_pr"), p, strict=True)}
    values["auc_pr_min"] = float(QUANTITIES["auc_pr_min"][1](a, r))
    values["auc_pr_min_mihelich"] = float(QUANTITIES["auc_pr_min_mihelich"][1](a, r))
    fig, (ax_all, ax_zoom) = new_figure(2, height=4.8)
    series: dict[str, tuple[FloatArray, FloatArray]] = {}
    for ax, zoom in ((ax_all, False), (ax_zoom, True)):
        plot_auc_bounds(a, ax=ax, points=points, legend=False, num_points=400,
                        x_range=(0.8, 0.95) if zoom else None)
        for line in ax.get_lines()[:3]:
            series[f"{line.get_label()}{' (zoom)' if zoom else ''}"] = (
                np.asarray(line.get_xdata(), dtype=np.float64),
                np.asarray(line.get_ydata(), dtype=np.float64))
    ax_zoom.set_ylim(0.0, 0.1)
    ax_all.set_title("(a) a = 100")
    ax_zoom.set_title("(b) around classifier 2 (AUC-ROC 0.875)")
    _figure_legend(fig, ax_all)
    return PaperFigure("mihelich_fig4", "Mihelich et al. (2024), Fig. 4: Davis & Goadrich's "
                       "classifiers against the limits, with witnesses", fig, series, values)


#: Every paper figure, name -> function, in the order ``rocpr figures`` writes them.
FIGURES: Mapping[str, Callable[[], PaperFigure]] = {
    "davis_goadrich_fig6": davis_goadrich_fig6,
    "davis_goadrich_fig7": davis_goadrich_fig7,
    "boyd_unachievable": boyd_unachievable,
    "mihelich_fig1": mihelich_fig1,
    "mihelich_fig2": mihelich_fig2,
    "mihelich_fig3": mihelich_fig3,
    "mihelich_fig4": mihelich_fig4,
}
