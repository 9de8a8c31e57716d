r"""Plots of PR and ROC curves drawn the way the papers ask (matplotlib, no pyplot state).

* :func:`plot_pr_curve` draws a PR curve with Davis & Goadrich's interpolation between its points
  (never straight lines in PR space), Boyd et al.'s minimum PR curve and the unachievable region
  below it shaded, as in Boyd et al. (2012), Fig. 1: the area there is obtained "for free".
* :func:`plot_roc_curve` draws a ROC curve with its convex hull and the chance diagonal.
* :func:`plot_auc_bounds` draws bound curves given as callables (e.g. Mihelich et al.'s AUC-PR
  bounds at fixed AUC-ROC), shading the region between two of them.

Every function takes an optional matplotlib ``Axes`` and returns the ``Axes`` it drew on. Without
one, a new :class:`matplotlib.figure.Figure` is made directly (no ``pyplot``, so no global state
and no GUI backend is touched; it works under Agg and headless).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import numpy as np
import numpy.typing as npt
from matplotlib.axes import Axes
from matplotlib.figure import Figure

from numeric.bounds.boyd import min_precision
from numeric.data.hull import roc_convex_hull
from numeric.geometry.curve_conversion import PRCurve, ROCCurve
from numeric.validation import as_float_array, check_positive, check_positive_int

__all__ = ["plot_auc_bounds", "plot_pr_curve", "plot_roc_curve"]

FloatArray = npt.NDArray[np.float64]


def _axes(ax: Axes | None) -> Axes:
    if ax is None:
        return Figure().subplots()
    if not isinstance(ax, Axes):
        raise TypeError(f"ax must be a matplotlib Axes or None, got {type(ax).__name__}")
    return ax


def _unit_square(ax: Axes, xlabel: str, ylabel: str) -> None:
    ax.set_xlim(0.0, 1.0)
    ax.set_ylim(0.0, 1.02)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)


def plot_pr_curve(
    curve: PRCurve,
    *,
    ax: Axes | None = None,
    num_points: int = 200,
    show_minimum: bool = True,
    show_points: bool = True,
    label: str | None = None,
) -> Axes:
    r"""Draw a PR curve with correct interpolation and Boyd's minimum PR curve.

    Parameters
    ----------
    curve : PRCurve
        The curve (its skew fixes the minimum PR curve).
    ax : matplotlib Axes, optional
        Where to draw; a new figure's axes by default.
    num_points : int, default=200
        Recalls at which the interpolation is evaluated (besides every vertex).
    show_minimum : bool, default=True
        Draw the minimum PR curve ``r/(r + a)`` and shade the unachievable region below it.
    show_points : bool, default=True
        Mark the curve's vertices.
    label : str, optional
        Legend label of the curve.

    Returns
    -------
    matplotlib Axes

    Notes
    -----
    Between vertices precision is :math:`r/(r + a\,\mathrm{FPR}(r))` with FPR linear in recall
    (:meth:`PRCurve.dense`). The minimum PR curve (all negatives ranked first) is

    .. math:: p_{\min}(r) = \frac{r}{r + a}.

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 4; Boyd, Costa, Davis & Page (ICML 2012), Thm 1 and Fig. 1.

    Examples
    --------
    >>> ax = plot_pr_curve(PRCurve([0.0, 0.5, 1.0], [1.0, 1.0, 0.5], skew=1.0), label="model")
    >>> [line.get_label() for line in ax.get_lines()]
    ['model', 'model (points)', 'minimum PR curve']
    """
    if not isinstance(curve, PRCurve):
        raise TypeError(f"curve must be a PRCurve, got {type(curve).__name__}")
    n = check_positive_int(num_points, "num_points")
    ax = _axes(ax)
    name = label if label is not None else "PR curve"
    r, p = curve.dense(n)
    (line,) = ax.plot(r, p, label=name)
    if show_points:
        ax.plot(curve.recall, curve.precision, "o", color=line.get_color(), markersize=3,
                label=f"{name} (points)")
    if show_minimum:
        grid = np.linspace(0.0, 1.0, max(n, 2))
        p_min = np.asarray(min_precision(grid, curve.skew), dtype=np.float64)
        ax.plot(grid, p_min, "--", color="0.3", label="minimum PR curve")
        ax.fill_between(grid, 0.0, p_min, color="0.85", label="unachievable region")
    _unit_square(ax, "Recall", "Precision")
    ax.legend(loc="best")
    return ax


def plot_roc_curve(
    curve: ROCCurve,
    *,
    ax: Axes | None = None,
    show_hull: bool = True,
    show_chance: bool = True,
    label: str | None = None,
) -> Axes:
    """Draw a ROC curve, its convex hull and the chance diagonal.

    Parameters
    ----------
    curve : ROCCurve
        The curve.
    ax : matplotlib Axes, optional
        Where to draw; a new figure's axes by default.
    show_hull : bool, default=True
        Draw the ROC convex hull (:func:`numeric.data.hull.roc_convex_hull`).
    show_chance : bool, default=True
        Draw the diagonal of random classifiers.
    label : str, optional
        Legend label of the curve.

    Returns
    -------
    matplotlib Axes

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 3 and Cor. 3.1.

    Examples
    --------
    >>> ax = plot_roc_curve(ROCCurve([0, 0.1, 0.5, 1], [0, 0.5, 0.6, 1], skew=1.0))
    >>> [line.get_label() for line in ax.get_lines()]
    ['ROC curve', 'convex hull', 'chance']
    """
    if not isinstance(curve, ROCCurve):
        raise TypeError(f"curve must be a ROCCurve, got {type(curve).__name__}")
    ax = _axes(ax)
    ax.plot(curve.fpr, curve.tpr, marker="o", markersize=3,
            label=label if label is not None else "ROC curve")
    if show_hull:
        hull = roc_convex_hull(curve.fpr, curve.tpr)
        ax.plot(hull.fpr, hull.tpr, "-.", color="0.2", label="convex hull")
    if show_chance:
        ax.plot([0.0, 1.0], [0.0, 1.0], ":", color="0.5", label="chance")
    _unit_square(ax, "False positive rate", "True positive rate")
    ax.legend(loc="lower right")
    return ax


def plot_auc_bounds(
    skew: float,
    bounds_fns: Mapping[str, Callable[[FloatArray, float], Any]],
    *,
    ax: Axes | None = None,
    x_range: tuple[float, float] = (0.0, 1.0),
    num_points: int = 200,
    fill_between: tuple[str, str] | None = None,
    points: Mapping[str, tuple[float, float]] | None = None,
    xlabel: str = "AUC-ROC",
    ylabel: str = "AUC-PR",
) -> Axes:
    """Draw bound curves ``y = f(x, skew)`` given as callables, e.g. AUC-PR bounds vs AUC-ROC.

    The bounds themselves live elsewhere (they are passed in), so this function draws any pair
    of bounds: Mihelich et al.'s AUC-PR range at fixed AUC-ROC, its inverse, Boyd's minimum, etc.

    Parameters
    ----------
    skew : float
        ``a = N-/N+ > 0``, passed to every callable and shown in the title.
    bounds_fns : mapping of str to callable
        ``label -> f`` with ``f(x, skew)`` returning an array like ``x``; each is drawn as a line.
    ax : matplotlib Axes, optional
        Where to draw; a new figure's axes by default.
    x_range : (float, float), default=(0, 1)
        The abscissae, ``x_range[0] < x_range[1]``.
    num_points : int, default=200
        Number of abscissae.
    fill_between : (str, str), optional
        Two labels of ``bounds_fns``; the region between them is shaded (the attainable region).
    points : mapping of str to (float, float), optional
        Labelled points to mark, e.g. a model's (AUC-ROC, AUC-PR).
    xlabel, ylabel : str
        Axis labels.

    Returns
    -------
    matplotlib Axes

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.5, Thm 3.9, Sec. 4.

    Examples
    --------
    >>> fns = {"upper": lambda x, a: np.sqrt(x), "lower": lambda x, a: x ** 2}
    >>> ax = plot_auc_bounds(1.0, fns, fill_between=("lower", "upper"))
    >>> [line.get_label() for line in ax.get_lines()], ax.get_title()
    (['upper', 'lower'], 'skew a = N-/N+ = 1')
    """
    a = check_positive(skew, "skew")
    if not isinstance(a, float):
        raise ValueError(f"skew must be a scalar, got an array of shape {np.shape(a)}")
    if not isinstance(bounds_fns, Mapping) or not bounds_fns:
        raise TypeError("bounds_fns must be a non-empty mapping of label -> callable(x, skew)")
    lo, hi = (float(v) for v in as_float_array(x_range, "x_range"))
    if not lo < hi:
        raise ValueError(f"x_range must satisfy x_range[0] < x_range[1], got ({lo!r}, {hi!r})")
    n = check_positive_int(num_points, "num_points")
    ax = _axes(ax)
    x = np.linspace(lo, hi, max(n, 2))
    values: dict[str, FloatArray] = {}
    for name, fn in bounds_fns.items():
        if not callable(fn):
            raise TypeError(f"bounds_fns[{name!r}] must be callable, got {type(fn).__name__}")
        y = np.asarray(fn(x.copy(), a), dtype=np.float64)
        if y.shape != x.shape:
            y = np.broadcast_to(y, x.shape)
        values[name] = y
        ax.plot(x, y, label=name)
    if fill_between is not None:
        missing = [k for k in fill_between if k not in values]
        if len(fill_between) != 2 or missing:
            raise ValueError(
                f"fill_between must name two labels of bounds_fns, got {fill_between!r}"
            )
        ax.fill_between(x, values[fill_between[0]], values[fill_between[1]], alpha=0.2,
                        label="attainable region")
    for name, (px, py) in (points or {}).items():
        ax.scatter([px], [py], label=name, zorder=3)
    ax.set_xlim(lo, hi)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.set_title(f"skew a = N-/N+ = {a:g}")
    ax.legend(loc="best")
    return ax
