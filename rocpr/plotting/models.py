r"""Figures of scored models: PR, ROC and (AUC-ROC, AUC-PR) region panels, several models overlaid.

:func:`model_curves` computes, for one score column, everything the panels draw: the evaluation
(:func:`numeric.stats.evaluate.evaluate`), the ROC curve, the PR curve with Davis & Goadrich's
interpolation (the image of the ROC curve, so its exact area is ``auc_pr``) and the achievable PR
curve (the ROC convex hull in PR space, Cor. 3.1). :func:`model_figure` lays out the panels:

* ``'pr'``: each model's PR curve and its achievable curve, Boyd et al.'s minimum PR curve and the
  unachievable region;
* ``'roc'``: each ROC curve with its convex hull;
* ``'region'``: at the data's skew, the exact feasible set of (AUC-ROC, AUC-PR) pairs (exact
  minimum to Thm 3.5's maximum), Mihelich et al.'s claimed minimum beside it, each model as a
  point, with a cross for its confidence intervals when the evaluation carries them
  (``evaluation.intervals``).

With ``band=`` (:func:`model_curves`) the PR and ROC panels also draw each model's pointwise
and simultaneous bootstrap bands (:func:`numeric.stats.pr_band` over recall,
:func:`numeric.stats.roc_band` over FPR); with ``smooth=True`` pROC's binormal smoothed ROC curve
and its PR image.

Every panel draws through the Display classes of :mod:`rocpr.plotting.displays`, which thin
curves with more vertices than the drawing can show for drawing only (a vertex is kept where the
curve enters a new cell of a fine grid, so the drawn line is within 1/4000 of the true one); the
areas in the legends are the exact ones of the full curves.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt
from matplotlib.axes import Axes
from matplotlib.figure import Figure

from numeric.bounds.exact_minimum import auc_pr_min_exact
from numeric.bounds.mihelich import auc_pr_max
from numeric.data.evaluation import Evaluation
from numeric.geometry.curve_conversion import PRCurve, ROCCurve
from numeric.stats.bands import CurveBand
from numeric.stats.smoothing import BinormalSmoothing
from rocpr.plotting._curve_data import curve_data
from rocpr.plotting.curves import CHANCE_LEVEL_KW, PALETTE, legend_outside, new_figure
from rocpr.plotting.displays import (
    FeasibleRegionDisplay,
    PrecisionRecallDisplay,
    RocCurveDisplay,
)

__all__ = ["KINDS", "ModelCurves", "model_curves", "model_figure", "region_position"]

FloatArray = npt.NDArray[np.float64]

#: Panels of :func:`model_figure`, in the order ``'all'`` draws them.
KINDS: tuple[str, ...] = ("pr", "roc", "region")


@dataclass(frozen=True)
class ModelCurves:
    """What the panels draw for one model (one score column).

    Attributes
    ----------
    name : str
        Legend name.
    evaluation : Evaluation
        Every metric of :func:`numeric.stats.evaluate.evaluate`.
    roc : ROCCurve
        The ROC curve from (0, 0) to (1, 1), at skew ``evaluation.skew``.
    pr : PRCurve
        Its image in PR space (exact area ``evaluation.auc_pr``).
    achievable : PRCurve
        The achievable PR curve (ROC convex hull in PR space).
    roc_band, pr_band : CurveBand or None
        Bootstrap bands of the ROC curve over FPR and of the PR curve over recall.
    smoothing : BinormalSmoothing or None
        pROC's binormal smoothed ROC curve and its PR image.
    """

    name: str
    evaluation: Evaluation
    roc: ROCCurve
    pr: PRCurve
    achievable: PRCurve
    roc_band: CurveBand | None = None
    pr_band: CurveBand | None = None
    smoothing: BinormalSmoothing | None = None


def model_curves(
    name: str,
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
    evaluation: Evaluation | None = None,
    band: float | None = None,
    smooth: bool = False,
    n_bootstrap: int = 2000,
    random_state: int | np.random.Generator | None = None,
) -> ModelCurves:
    """Evaluate one score column and build the curves the panels draw.

    Parameters
    ----------
    name : str
        Legend name of the model.
    y_true, y_score, sample_weight, pos_label
        As in :func:`numeric.stats.evaluate.evaluate`.
    evaluation : Evaluation, optional
        A ready evaluation of the same data (e.g. with confidence intervals); computed if absent.
    band : float, optional
        Confidence level of the ROC and PR bootstrap bands (none by default).
    smooth : bool, default=False
        Fit pROC's binormal smoothed ROC curve.
    n_bootstrap : int, default=2000
        Replicates of the bands.
    random_state : None, int or Generator
        Seed of the bands (the ROC band and the PR band share it).

    Returns
    -------
    ModelCurves

    Raises
    ------
    ValueError
        If the data have a single class (no curve to draw).

    References
    ----------
    Davis & Goadrich (ICML 2006), Thm 3.1, Sec. 4 and Cor. 3.1.

    Examples
    --------
    >>> m = model_curves("m", [0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8])
    >>> m.roc.auc() == m.evaluation.auc_roc, m.pr.auc() == m.evaluation.auc_pr
    (True, True)
    >>> round(m.achievable.auc(), 6)
    0.887327
    """
    if not isinstance(name, str):
        raise TypeError(f"name must be a str, got {type(name).__name__}")
    d = curve_data(y_true, y_score, sample_weight=sample_weight, pos_label=pos_label,
                   evaluation=evaluation, achievable=True,
                   bands=("roc", "pr"), level=band, smooth=smooth,
                   n_bootstrap=n_bootstrap, random_state=random_state, name=name)
    assert d.achievable is not None
    return ModelCurves(name, d.evaluation, d.roc, d.roc.to_pr(), d.achievable, d.roc_band,
                       d.pr_band, d.smoothing)


def region_position(evaluation: Evaluation) -> float:
    r"""Where a model's AUC-PR sits in the exact range at its AUC-ROC: 0 at the exact minimum, 1 at
    Thm 3.5's maximum.

    Parameters
    ----------
    evaluation : Evaluation

    Returns
    -------
    float
        :math:`(\mathrm{AUC\text{-}PR} - \min)/(\max - \min)` at the model's skew and AUC-ROC; NaN
        if undefined (one class, a restricted recall range, or an empty range at AUC-ROC 0/1).

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.5 (maximum); the exact minimum
    (``docs/exact_minimum.md``).

    Examples
    --------
    >>> from numeric.stats.evaluate import evaluate
    >>> round(region_position(evaluate([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8])), 4)
    0.7449
    """
    e = evaluation
    if tuple(e.recall_range) != (0.0, 1.0) or not (e.skew > 0 and math.isfinite(e.skew)):
        return math.nan
    lo = float(auc_pr_min_exact(skew=e.skew, auc_roc=e.auc_roc))
    hi = float(auc_pr_max(e.skew, e.auc_roc))
    return (e.auc_pr - lo) / (hi - lo) if hi > lo else math.nan


def _pr_panel(ax: Axes, models: Sequence[ModelCurves]) -> None:
    for i, m in enumerate(models):
        PrecisionRecallDisplay.from_curve(
            m.pr, achievable=m.achievable, auc_pr=m.evaluation.auc_pr, name=m.name,
            band=m.pr_band, smoothing=m.smoothing).plot(
            ax, color=PALETTE[i % len(PALETTE)], show_minimum=(i == 0), legend=False)
    ax.set_aspect("auto")  # the panel's width and height, not a square, beside its legend
    ax.set_title("PR curves (Davis & Goadrich interpolation)")
    legend_outside(ax, where="below")


def _roc_panel(ax: Axes, models: Sequence[ModelCurves]) -> None:
    for i, m in enumerate(models):
        RocCurveDisplay.from_curve(m.roc, auc_roc=m.evaluation.auc_roc, name=m.name,
                                   band=m.roc_band, smoothing=m.smoothing).plot(
            ax, color=PALETTE[i % len(PALETTE)], plot_chance_level=(i == len(models) - 1),
            chance_level_kw=CHANCE_LEVEL_KW, legend=False)
    ax.set_aspect("auto")
    ax.set_title("ROC curves and convex hulls")
    legend_outside(ax, where="below")


def _region_panel(ax: Axes, models: Sequence[ModelCurves]) -> None:
    skew = models[0].evaluation.skew
    FeasibleRegionDisplay.from_evaluations(
        {m.name: m.evaluation for m in models}, ax=ax, legend=False,
        title=f"Feasible (AUC-ROC, AUC-PR) at a = {skew:.4g}")
    legend_outside(ax, where="below")


_PANELS = {"pr": _pr_panel, "roc": _roc_panel, "region": _region_panel}


def model_figure(models: Sequence[ModelCurves], kind: str = "all") -> Figure:
    """One figure of the chosen panels for one or several models (one colour each).

    Parameters
    ----------
    models : sequence of ModelCurves
        At least one, all on the same labels (one skew).
    kind : {'pr', 'roc', 'region', 'all'}, default='all'
        One panel, or the three side by side.

    Returns
    -------
    matplotlib Figure
        Pyplot-free; save it with ``fig.savefig(path)`` (PNG, SVG or PDF by the suffix).

    References
    ----------
    Davis & Goadrich (ICML 2006), Cor. 3.1; Boyd et al. (ICML 2012), Fig. 1; Mihelich et al.
    (ICML 2024), Thm 3.5 and Fig. 4.

    Examples
    --------
    >>> m = model_curves("m", [0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8])
    >>> fig = model_figure([m], kind="all")
    >>> [ax.get_xlabel() for ax in fig.axes]
    ['Recall', 'False Positive Rate', 'AUC-ROC']
    """
    if kind != "all" and kind not in KINDS:
        raise ValueError(f"kind must be one of {', '.join((*KINDS, 'all'))}, got {kind!r}")
    models = list(models)
    if not models or not all(isinstance(m, ModelCurves) for m in models):
        raise TypeError("models must be a non-empty sequence of ModelCurves")
    skews = {m.evaluation.skew for m in models}
    if len(skews) > 1:
        raise ValueError(f"models must share one skew (same labels), got {sorted(skews)}")
    kinds = KINDS if kind == "all" else (kind,)
    # room for the legends below: per model its curve, achievable curve or hull, bands, smooth
    per_model = [2 + 2 * (m.pr_band is not None) + (m.smoothing is not None) for m in models]
    entries = sum(per_model) + 2  # the minimum PR curve and the unachievable region, or chance
    fig, axes = new_figure(len(kinds), width=4.4, height=3.6 + 0.2 * entries)
    for ax, k in zip(np.atleast_1d(axes), kinds, strict=True):
        _PANELS[k](ax, models)
    return fig
