r"""Cross-validation curves: each fold's curve, their vertical average and a one-standard-deviation
band (matplotlib, no pyplot state; not imported by :mod:`numeric` so that it loads no matplotlib).

The numbers come from :func:`numeric.vertical_average_roc` and :func:`numeric.vertical_average_pr`
(:class:`numeric.AveragedCurve`): the PR folds are read on Davis & Goadrich's interpolated curves,
so the drawn mean is the mean of achievable precisions, never of straight lines in PR space.
"""

from __future__ import annotations

import numpy as np
from matplotlib.axes import Axes
from matplotlib.figure import Figure

from numeric.data.folds import AveragedCurve

__all__ = ["plot_averaged_curve"]

_AXES = {
    "roc": ("False positive rate", "True positive rate", "mean TPR (vertical average)"),
    "pr": ("Recall", "Precision", "mean precision (DG interpolation)"),
}


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
    ax : matplotlib Axes, optional
        Where to draw; a new figure's axes by default.
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
