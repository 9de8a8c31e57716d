r"""Cross-validation curves (each fold's curve, their vertical average and a one-standard-deviation
band) and per-class curves of multi-class data (matplotlib, no pyplot state; not imported by
:mod:`numeric` so that it loads no matplotlib).

The numbers come from :func:`numeric.vertical_average_roc` and :func:`numeric.vertical_average_pr`
(:class:`numeric.AveragedCurve`): the PR folds are read on Davis & Goadrich's interpolated curves,
so the drawn mean is the mean of achievable precisions, never of straight lines in PR space.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np
import numpy.typing as npt
from matplotlib.axes import Axes
from matplotlib.figure import Figure

from numeric.data.curves import roc_full_curve
from numeric.data.folds import AveragedCurve
from numeric.data.multiclass import multiclass_evaluation
from numeric.geometry.curve_conversion import ROCCurve
from rocpr._docs import docs

__all__ = ["class_figure", "fold_figure", "plot_averaged_curve"]

_PR_POINTS = 400  # recalls at which each class's interpolated PR curve is drawn
_AXES = {
    "roc": ("False Positive Rate", "True Positive Rate", "mean TPR (vertical average)"),
    "pr": ("Recall", "Precision", "mean precision (DG interpolation)"),
}


@docs
def plot_averaged_curve(
    averaged: AveragedCurve,
    kind: str,
    *,
    ax: Axes | None = None,
    show_folds: bool = True,
    show_band: bool = True,
    label: str | None = None,
) -> Axes:
    r"""Draw the folds' curves (thin), their mean (thick) and mean +- one standard deviation.

    Parameters
    ----------
    averaged : AveragedCurve
        From :func:`numeric.vertical_average_roc` (``kind='roc'``) or
        :func:`numeric.vertical_average_pr` (``kind='pr'``).
    kind : {'roc', 'pr'}
        Which axes labels to use.
    %(ax_where_to_draw)s
    show_folds : bool, default=True
        Draw each fold's curve, labelled ``fold <value>``.
    show_band : bool, default=True
        Shade ``mean +- std`` (``ddof = 1``), clipped to [0, 1].
    label : str, optional
        Legend label of the mean curve.

    Returns
    -------
    matplotlib Axes

    Notes
    -----
    .. math:: \bar y(x) = \frac1K\sum_k y_k(x), \qquad
        s(x) = \sqrt{\tfrac{1}{K-1}\sum_k (y_k(x) - \bar y(x))^2}.

    References
    ----------
    T. Fawcett. An introduction to ROC analysis. Pattern Recognition Letters 27:861-874, 2006,
    Sec. 8.1; Davis & Goadrich (ICML 2006), Sec. 4.

    Examples
    --------
    >>> from numeric import vertical_average_roc
    >>> a = vertical_average_roc([0, 1, 0, 1, 0, 1, 1, 0], [0.1, 0.9, 0.4, 0.3, 0.2, 0.8, 0.7, 0.6],
    ...                          [1, 1, 1, 1, 2, 2, 2, 2])
    >>> ax = plot_averaged_curve(a, "roc")
    >>> [line.get_label() for line in ax.get_lines()]
    ['fold 1', 'fold 2', 'mean TPR (vertical average)']
    """
    if not isinstance(averaged, AveragedCurve):
        raise TypeError(f"averaged must be an AveragedCurve, got {type(averaged).__name__}")
    if kind not in _AXES:
        raise ValueError(f"kind must be 'roc' or 'pr', got {kind!r}")
    if ax is None:
        ax = Figure().subplots()
    elif not isinstance(ax, Axes):
        raise TypeError(f"ax must be a matplotlib Axes or None, got {type(ax).__name__}")
    xlabel, ylabel, mean_label = _AXES[kind]
    if show_folds:
        for fold, curve in zip(averaged.folds, averaged.curves, strict=True):
            ax.plot(averaged.x, curve, linewidth=0.8, alpha=0.5, label=f"fold {fold}")
    ax.plot(averaged.x, averaged.mean, color="black", linewidth=2.0,
            label=label if label is not None else mean_label)
    if show_band and np.isfinite(averaged.std).any():
        lo = np.clip(averaged.mean - averaged.std, 0.0, 1.0)
        hi = np.clip(averaged.mean + averaged.std, 0.0, 1.0)
        ax.fill_between(averaged.x, lo, hi, color="0.6", alpha=0.3, label="mean +- 1 sd")
    ax.set_xlim(0.0, 1.0)
    ax.set_ylim(0.0, 1.02)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.legend(loc="lower right" if kind == "roc" else "lower left", fontsize="small")
    return ax


def fold_figure(roc: AveragedCurve, pr: AveragedCurve) -> Figure:
    """ROC and PR panels of cross-validation folds with their vertical averages.

    Parameters
    ----------
    roc, pr : AveragedCurve
        From :func:`numeric.vertical_average_roc` and :func:`numeric.vertical_average_pr`.

    Returns
    -------
    matplotlib Figure
        Two panels (ROC, PR); pyplot-free.

    Examples
    --------
    >>> from numeric import vertical_average_pr, vertical_average_roc
    >>> y, s = [0, 1, 0, 1, 0, 1, 1, 0], [0.1, 0.9, 0.4, 0.3, 0.2, 0.8, 0.7, 0.6]
    >>> f = [1, 1, 1, 1, 2, 2, 2, 2]
    >>> fig = fold_figure(vertical_average_roc(y, s, f), vertical_average_pr(y, s, f))
    >>> [ax.get_xlabel() for ax in fig.axes]
    ['False Positive Rate', 'Recall']
    """
    fig = Figure(figsize=(9.0, 4.2), layout="constrained")
    ax_roc, ax_pr = fig.subplots(1, 2)
    plot_averaged_curve(roc, "roc", ax=ax_roc)
    plot_averaged_curve(pr, "pr", ax=ax_pr)
    ax_roc.set_title(f"ROC of {len(roc.folds)} folds, vertical average")
    ax_pr.set_title(f"PR of {len(pr.folds)} folds, average at fixed recall")
    return fig


def class_figure(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    labels: Iterable[object] | None = None,
    sample_weight: npt.ArrayLike | None = None,
) -> Figure:
    """ROC and PR panels with one curve per class (the class against the rest).

    Parameters
    ----------
    y_true, y_score, labels, sample_weight
        As in :func:`numeric.multiclass_evaluation` (column ``j`` of ``y_score`` scores class
        ``labels[j]``).

    Returns
    -------
    matplotlib Figure
        Two panels (ROC, PR), each curve labelled with its class and AUC; the PR curves are
        drawn with Davis & Goadrich's interpolation. Pyplot-free.

    Examples
    --------
    >>> fig = class_figure([0, 1, 2, 2, 1, 0], [[0.6, 0.3, 0.1], [0.2, 0.5, 0.3],
    ...     [0.1, 0.3, 0.6], [0.3, 0.4, 0.3], [0.4, 0.4, 0.2], [0.5, 0.2, 0.3]])
    >>> [line.get_label() for line in fig.axes[0].get_lines()][:2]
    ['0 (AUC-ROC 1)', '1 (AUC-ROC 0.9375)']
    """
    e = multiclass_evaluation(y_true, y_score, labels=labels, sample_weight=sample_weight)
    y, score = np.asarray(y_true), np.asarray(y_score)
    fig = Figure(figsize=(9.0, 4.2), layout="constrained")
    ax_roc, ax_pr = fig.subplots(1, 2)
    for j, c in enumerate(e.classes):
        is_c = (y == c.label) | (y.astype(str) == str(c.label))
        if not (0 < c.n_pos and np.any(~is_c)):
            continue  # a class without samples (already warned) has no curve
        fpr, tpr, _ = roc_full_curve(is_c, score[:, j], sample_weight=sample_weight)
        w = np.ones(y.shape[0]) if sample_weight is None else np.asarray(sample_weight, float)
        curve = ROCCurve(fpr, tpr, skew=float(np.sum(w[~is_c]) / np.sum(w[is_c])))
        line = ax_roc.plot(curve.fpr, curve.tpr, label=f"{c.label} (AUC-ROC {c.auc_roc:.4g})")
        recall, precision = curve.to_pr().dense(_PR_POINTS)
        ax_pr.plot(recall, precision, color=line[0].get_color(),
                   label=f"{c.label} (AUC-PR {c.auc_pr:.4g})")
    ax_roc.plot([0.0, 1.0], [0.0, 1.0], ":", color="0.5", label="chance")
    for ax, (xlabel, ylabel, _) in ((ax_roc, _AXES["roc"]), (ax_pr, _AXES["pr"])):
        ax.set_xlim(0.0, 1.0)
        ax.set_ylim(0.0, 1.02)
        ax.set_xlabel(xlabel)
        ax.set_ylabel(ylabel)
        ax.legend(loc="lower right" if ax is ax_roc else "upper right", fontsize="small")
    ax_roc.set_title("ROC per class (one against the rest)")
    ax_pr.set_title("PR per class (Davis & Goadrich interpolation)")
    return fig

