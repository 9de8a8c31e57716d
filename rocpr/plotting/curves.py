r"""Plots of PR and ROC curves drawn the way the papers ask (matplotlib, no pyplot state).

* :func:`plot_pr_curve` draws a PR curve with Davis & Goadrich's interpolation between its points
  (never straight lines in PR space) and, optionally, Boyd et al.'s minimum PR curve with the
  unachievable region below it shaded, as in Boyd et al. (2012), Fig. 1.
* :func:`plot_roc_curve` draws a ROC curve with its convex hull and the chance diagonal.
* :func:`plot_auc_bounds` draws named bound quantities of :data:`numeric.bounds.results.QUANTITIES`
  (e.g. the exact and the claimed minimum AUC-PR at fixed AUC-ROC and Thm 3.5's maximum), shading
  the feasible region between two of them, with models as points (and interval crosses).

:func:`draw_pr` and :func:`draw_roc` draw the same artists and return them: the Display objects
of :mod:`rocpr.plotting.displays` (which keep them as ``line_``, ``hull_line_``, ...) are built on
them, so both idioms draw alike; :func:`thin_polyline` thins long curves for drawing.

Conventions for a reader of a paper: the colour-blind-safe Okabe-Ito palette (:data:`PALETTE`),
AUC values in the legend, markers only on curves with few vertices (:data:`MAX_MARKERS`), one
legend entry per label, legends outside the data (:func:`legend_outside`; the displays put theirs
inside the axes, :func:`legend_inside`, so that a default figure keeps its width). Every function
takes an optional matplotlib ``Axes`` and returns the ``Axes`` it drew on. Without one, a new
:class:`matplotlib.figure.Figure` is made directly (no ``pyplot``, so no global state and no GUI
backend is touched; it works headless and saves to PNG, SVG or PDF).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal, overload

import numpy as np
import numpy.typing as npt
from matplotlib.artist import Artist
from matplotlib.axes import Axes
from matplotlib.cbook import normalize_kwargs
from matplotlib.collections import PolyCollection
from matplotlib.figure import Figure
from matplotlib.legend import Legend
from matplotlib.lines import Line2D
from matplotlib.transforms import ScaledTranslation, Transform
from matplotlib.typing import ColorType

from numeric.bounds.boyd import min_precision
from numeric.bounds.mihelich import global_min_auc_pr
from numeric.bounds.results import QUANTITIES
from numeric.data.hull import roc_convex_hull
from numeric.geometry.curve_conversion import PRCurve, ROCCurve
from numeric.validation import as_float_array, check_positive, check_positive_int
from rocpr._docs import docs

__all__ = [
    "CHANCE_LEVEL_KW",
    "MAX_MARKERS",
    "PALETTE",
    "QUANTITY_LABELS",
    "BoundArtists",
    "PrArtists",
    "RocArtists",
    "draw_pr",
    "draw_roc",
    "legend_inside",
    "legend_outside",
    "line_style",
    "new_figure",
    "plot_auc_bounds",
    "plot_line",
    "plot_pr_curve",
    "plot_roc_curve",
    "thin_polyline",
]

FloatArray = npt.NDArray[np.float64]

#: Okabe & Ito's colour-blind-safe palette (blue, vermillion, bluish green, reddish purple,
#: orange, sky blue, yellow, black), in the order series are coloured.
PALETTE: tuple[str, ...] = (
    "#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#F0E442", "#000000",
)

#: Vertices are marked only on curves with at most this many (markers help on a few points and
#: bury a 100k-point curve).
MAX_MARKERS = 40

#: Legend text of each named quantity of :data:`numeric.bounds.results.QUANTITIES`.
QUANTITY_LABELS: Mapping[str, str] = {
    "global_min_auc_pr": "global minimum (Boyd Thm 2)",
    "auc_pr_max": "maximum (Mihelich Thm 3.5)",
    "auc_pr_min": "exact minimum",
    "auc_pr_min_mihelich": "claimed minimum (Mihelich Thm 3.5)",
    "auc_pr_min_gap": "claimed minus exact minimum",
    "auc_roc_min": "minimum (Mihelich Thm 3.9)",
    "auc_roc_max": "exact maximum",
    "auc_roc_max_mihelich": "claimed maximum (Mihelich Thm 3.9)",
    "auc_roc_max_gap": "exact minus claimed maximum",
}

#: The chance diagonal of the paper figures and the report (the displays' ``chance_level_kw``;
#: scikit-learn's default is a black dashed line).
CHANCE_LEVEL_KW: Mapping[str, object] = {"label": "chance", "color": "0.5", "linestyle": ":",
                                         "linewidth": 1.0}

_GREY_REGION = "0.88"
_BELOW_POINTS = 36.0  # tick labels and x label of a default font
# Bounds are drawn in greys (models keep the palette's colours); a paper's claim is dashed.
_BOUND_STYLES: Mapping[str, tuple[str, str]] = {  # quantity -> (colour, line style)
    "auc_pr_max": ("0.45", "-"),
    "auc_pr_min": ("0.0", "-"),
    "auc_pr_min_mihelich": ("0.0", "--"),
    "global_min_auc_pr": ("0.45", ":"),
    "auc_roc_min": ("0.45", "-"),
    "auc_roc_max": ("0.0", "-"),
    "auc_roc_max_mihelich": ("0.0", "--"),
}


@overload
def new_figure(ncols: Literal[1] = ..., *, width: float = ...,  # type: ignore[overload-overlap]
               height: float = ...) -> tuple[Figure, Axes]: ...
@overload
def new_figure(ncols: int, *, width: float = ..., height: float = ...
               ) -> tuple[Figure, npt.NDArray[np.object_]]: ...
def new_figure(ncols: int = 1, *, width: float = 4.6, height: float = 3.6
               ) -> tuple[Figure, Axes] | tuple[Figure, npt.NDArray[np.object_]]:
    """A pyplot-free figure with ``ncols`` axes side by side and constrained layout.

    Returns ``(figure, axes)``; ``axes`` is one Axes for ``ncols == 1``, else an array. Series
    without a colour take :data:`PALETTE`'s, in order.

    Examples
    --------
    >>> fig, (left, right) = new_figure(2)
    >>> fig.get_size_inches().tolist()
    [9.2, 3.6]
    """
    n = check_positive_int(ncols, "ncols")
    fig = Figure(figsize=(width * n, height), layout="constrained")
    axes = fig.subplots(1, n, squeeze=True)
    for ax in np.atleast_1d(axes).tolist():
        ax.set_prop_cycle(color=list(PALETTE))  # the displays' and the command line's colours
    return fig, axes


def _axes(ax: Axes | None) -> Axes:
    if ax is None:
        return new_figure()[1]
    if not isinstance(ax, Axes):
        raise TypeError(f"ax must be a matplotlib Axes or None, got {type(ax).__name__}")
    return ax


def _unit_square(ax: Axes, xlabel: str, ylabel: str, *, legend: bool) -> None:
    """Frame a curve panel: the unit square, the axis labels and, if ``legend``, the legend
    outside the data."""
    # a small margin, so that curves along an edge (a vertical ROC start) are not hidden by it
    ax.set_xlim(-0.01, 1.01)
    ax.set_ylim(-0.01, 1.02)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    if legend:
        legend_outside(ax)


def legend_outside(ax: Axes, *, where: str = "right", ncols: int = 1) -> Legend | None:
    """Draw ``ax``'s legend outside the data, one entry per label (duplicates dropped).

    Parameters
    ----------
    ax : matplotlib Axes
    where : {'right', 'below'}, default='right'
        Beside the axes (top-aligned) or under them.
    ncols : int, default=1
        Columns of the legend.

    Returns
    -------
    matplotlib Legend or None
        None if nothing is labelled.

    Examples
    --------
    >>> ax = new_figure()[1]
    >>> _ = ax.plot([0, 1], [0, 1], label="a"); _ = ax.plot([0, 1], [1, 0], label="a")
    >>> [t.get_text() for t in legend_outside(ax).get_texts()]
    ['a']
    """
    if where not in ("right", "below"):
        raise ValueError(f"where must be 'right' or 'below', got {where!r}")
    seen = _unique_handles(ax)
    if not seen:
        return None
    # below: a fixed distance in points under the axes (clear of the tick labels and the x
    # label whatever the axes' height)
    below: Transform = ax.transAxes + ScaledTranslation(0.0, -_BELOW_POINTS / 72.0,
                                                        ax.figure.dpi_scale_trans)
    kwargs: dict[str, str | tuple[float, float] | Transform] = (
        {"loc": "upper left", "bbox_to_anchor": (1.02, 1.0)}
        if where == "right"
        else {"loc": "upper center", "bbox_to_anchor": (0.5, 0.0), "bbox_transform": below}
    )
    return ax.legend(list(seen.values()), list(seen), frameon=False, borderaxespad=0.0,
                     fontsize="small", ncols=ncols, **kwargs)


def _unique_handles(ax: Axes) -> dict[str, Artist]:
    handles, labels = ax.get_legend_handles_labels()
    seen: dict[str, Artist] = {}
    for handle, label in zip(handles, labels, strict=True):
        seen.setdefault(label, handle)
    return seen


def legend_inside(ax: Axes, loc: str) -> Legend | None:
    """Draw ``ax``'s legend inside the axes at ``loc``, one entry per label, in a small font.

    The displays' default (scikit-learn places its legends at ``'lower left'`` for PR curves and
    ``'lower right'`` for ROC curves): the axes keep the figure's width.

    Examples
    --------
    >>> ax = new_figure()[1]
    >>> _ = ax.plot([0, 1], [0, 1], label="a"); _ = ax.plot([0, 1], [1, 0], label="a")
    >>> [t.get_text() for t in legend_inside(ax, "lower right").get_texts()]
    ['a']
    """
    seen = _unique_handles(ax)
    if not seen:
        return None
    return ax.legend(list(seen.values()), list(seen), loc=loc, fontsize="small",
                     framealpha=0.85)


def _show_markers(show: bool | None, n_vertices: int) -> bool:
    return n_vertices <= MAX_MARKERS if show is None else bool(show)


def _label_with(name: str, what: str, value: float, show: bool) -> str:
    return f"{name} ({what} {value:.3f})" if show else name


@docs
def plot_pr_curve(
    curve: PRCurve,
    *,
    ax: Axes | None = None,
    num_points: int = 200,
    show_minimum: bool = True,
    show_points: bool | None = None,
    show_auc: bool = True,
    label: str | None = None,
    color: str | None = None,
    linestyle: str = "-",
    legend: bool = True,
    auc: float | None = None,
) -> Axes:
    r"""Draw a PR curve with correct interpolation and Boyd's minimum PR curve.

    Parameters
    ----------
    curve : PRCurve
        The curve (its skew fixes the minimum PR curve).
    %(ax_where_to_draw)s
    num_points : int, default=200
        Recalls at which the interpolation is evaluated (besides every vertex).
    show_minimum : bool, default=True
        Draw the minimum PR curve ``r/(r + a)`` and shade the unachievable region below it.
    show_points : bool, optional
        Mark the curve's vertices; by default only if there are at most :data:`MAX_MARKERS`.
    show_auc : bool, default=True
        Put the exact area (:meth:`PRCurve.auc`) in the legend label.
    label : str, optional
        Legend label of the curve (default ``'PR curve'``).
    color : str, optional
        Line colour (default: the axes' next colour).
    linestyle : str, default='-'
    legend : bool, default=True
        Draw the legend (outside the data, :func:`legend_outside`).
    auc : float, optional
        The area shown in the legend, e.g. of the full curve when a thinned one is drawn
        (default: :meth:`PRCurve.auc`).

    Returns
    -------
    matplotlib Axes

    Notes
    -----
    Between vertices precision is :math:`r/(r + a\,\mathrm{FPR}(r))` with FPR linear in recall
    (:meth:`PRCurve.dense`). The minimum PR curve (all negatives ranked first) is

    .. math:: p_{\min}(r) = \frac{r}{r + a},

    of area Boyd et al.'s global minimum :math:`1 - a\ln((1 + a)/a)` (Thm 2).

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 4; Boyd, Costa, Davis & Page (ICML 2012), Thm 1 and Fig. 1.

    Examples
    --------
    >>> ax = plot_pr_curve(PRCurve([0.0, 0.5, 1.0], [1.0, 1.0, 0.5], skew=1.0), label="model")
    >>> [line.get_label() for line in ax.get_lines()]
    ['model (AUC-PR 0.821)', '_vertices', 'minimum PR curve (AUC-PR 0.307)']
    """
    if not isinstance(curve, PRCurve):
        raise TypeError(f"curve must be a PRCurve, got {type(curve).__name__}")
    ax = _axes(ax)
    draw_pr(ax, curve, num_points=num_points, show_minimum=show_minimum, show_points=show_points,
            show_auc=show_auc, label=label, color=color, linestyle=linestyle, auc=auc)
    _unit_square(ax, "Recall", "Precision", legend=legend)
    return ax


@dataclass
class _CurveArtists:
    """What every curve drawing draws: the curve and (if marked) its vertices."""

    line: Line2D
    vertices: Line2D | None = None


@dataclass
class PrArtists(_CurveArtists):
    """What :func:`draw_pr` drew (None where not drawn)."""

    minimum_line: Line2D | None = None
    unachievable_region: PolyCollection | None = None


def line_style(label: str, color: ColorType | None, linestyle: str, linewidth: float,
               line_kw: Mapping[str, object] | None) -> dict[str, object]:
    """Keyword arguments of a curve's ``ax.plot``: the defaults, then ``line_kw`` (matplotlib's
    aliases such as ``lw`` resolved, so that ``lw=3`` overrides the default line width).

    Examples
    --------
    >>> line_style("m", None, "-", 1.6, {"lw": 3, "c": "k"})
    {'label': 'm', 'color': 'k', 'linestyle': '-', 'linewidth': 3}
    """
    return {"label": label, "color": color, "linestyle": linestyle, "linewidth": linewidth,
            **normalize_kwargs(dict(line_kw or {}), Line2D)}


def plot_line(ax: Axes, x: npt.ArrayLike, y: npt.ArrayLike, style: Mapping[str, object]
              ) -> Line2D:
    """One line of ``x`` against ``y`` on ``ax`` with the properties ``style`` (those that are
    ``None``, such as an unset colour, left to the axes' cycle).

    Examples
    --------
    >>> ax = new_figure()[1]
    >>> plot_line(ax, [0, 1], [0, 1], {"color": None, "lw": 3}).get_linewidth()
    3.0
    """
    props = normalize_kwargs({k: v for k, v in style.items() if v is not None}, Line2D)
    colour = props.pop("color", None)  # given to plot, so that it takes no colour of the cycle
    (line,) = (ax.plot(np.asarray(x, dtype=np.float64), np.asarray(y, dtype=np.float64))
               if colour is None else
               ax.plot(np.asarray(x, dtype=np.float64), np.asarray(y, dtype=np.float64),
                       color=colour))
    line.update(props)
    return line


def draw_pr(ax: Axes, curve: PRCurve, *, num_points: int = 200, show_minimum: bool = True,
            show_points: bool | None = None, show_auc: bool = True, label: str | None = None,
            color: ColorType | None = None, linestyle: str = "-", auc: float | None = None,
            linewidth: float = 1.6, line_kw: Mapping[str, object] | None = None) -> PrArtists:
    """Draw :func:`plot_pr_curve`'s artists on ``ax`` and return them (no limits or legend).

    ``line_kw`` holds further properties of the curve's line (matplotlib keywords).

    Examples
    --------
    >>> ax = new_figure()[1]
    >>> a = draw_pr(ax, PRCurve([0.0, 0.5, 1.0], [1.0, 1.0, 0.5], skew=1.0), show_minimum=False)
    >>> a.line.get_label(), a.minimum_line
    ('PR curve (AUC-PR 0.821)', None)
    """
    n = check_positive_int(num_points, "num_points")
    name = label if label is not None else "PR curve"
    r, p = curve.dense(n)
    text = _label_with(name, "AUC-PR", curve.auc() if auc is None else float(auc), show_auc)
    line = plot_line(ax, r, p, line_style(text, color, linestyle, linewidth, line_kw))
    out = PrArtists(line)
    if _show_markers(show_points, curve.recall.size):
        (out.vertices,) = ax.plot(curve.recall, curve.precision, "o", color=line.get_color(),
                                  markersize=3.5, label="_vertices")
    if show_minimum:
        grid = np.linspace(0.0, 1.0, max(n, 2))
        p_min = np.asarray(min_precision(grid, curve.skew), dtype=np.float64)
        area = float(global_min_auc_pr(curve.skew))
        (out.minimum_line,) = ax.plot(
            grid, p_min, ":", color="0.25", linewidth=1.2,
            label=_label_with("minimum PR curve", "AUC-PR", area, show_auc))
        out.unachievable_region = ax.fill_between(grid, 0.0, p_min, color=_GREY_REGION,
                                                  linewidth=0, label="unachievable region")
    return out


@docs
def plot_roc_curve(
    curve: ROCCurve,
    *,
    ax: Axes | None = None,
    show_hull: bool = True,
    show_chance: bool = True,
    show_points: bool | None = None,
    show_auc: bool = True,
    label: str | None = None,
    color: str | None = None,
    legend: bool = True,
    auc: float | None = None,
) -> Axes:
    """Draw a ROC curve, its convex hull and the chance diagonal.

    Parameters
    ----------
    curve : ROCCurve
        The curve.
    %(ax_where_to_draw)s
    show_hull : bool, default=True
        Draw the ROC convex hull (:func:`numeric.data.hull.roc_convex_hull`), dashed in the
        curve's colour.
    show_chance : bool, default=True
        Draw the diagonal of random classifiers.
    show_points : bool, optional
        Mark the vertices; by default only if there are at most :data:`MAX_MARKERS`.
    show_auc : bool, default=True
        Put the areas of the curve and of its hull in the legend.
    label : str, optional
        Legend label of the curve (default ``'ROC curve'``).
    color : str, optional
        Line colour (default: the axes' next colour).
    legend : bool, default=True
        Draw the legend (outside the data).
    auc : float, optional
        The curve's area shown in the legend (default: :meth:`ROCCurve.auc`).

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
    ['ROC curve (AUC-ROC 0.645)', '_vertices', 'ROC curve: convex hull (AUC-ROC 0.700)', 'chance']
    """
    if not isinstance(curve, ROCCurve):
        raise TypeError(f"curve must be a ROCCurve, got {type(curve).__name__}")
    ax = _axes(ax)
    draw_roc(ax, curve, show_hull=show_hull, show_chance=show_chance, show_points=show_points,
             show_auc=show_auc, label=label, color=color, auc=auc)
    _unit_square(ax, "False Positive Rate", "True Positive Rate", legend=legend)
    return ax


@dataclass
class RocArtists(_CurveArtists):
    """What :func:`draw_roc` drew (None where not drawn)."""

    hull_line: Line2D | None = None
    chance_line: Line2D | None = None


def draw_roc(ax: Axes, curve: ROCCurve, *, show_hull: bool = True, show_chance: bool = True,
             show_points: bool | None = None, show_auc: bool = True, label: str | None = None,
             color: ColorType | None = None, auc: float | None = None,
             linestyle: str = "-", line_kw: Mapping[str, object] | None = None) -> RocArtists:
    """Draw :func:`plot_roc_curve`'s artists on ``ax`` and return them (no limits or legend).

    ``line_kw`` holds further properties of the curve's line (matplotlib keywords).

    Examples
    --------
    >>> ax = new_figure()[1]
    >>> a = draw_roc(ax, ROCCurve([0, 0.1, 0.5, 1], [0, 0.5, 0.6, 1], skew=1.0))
    >>> a.hull_line.get_label()
    'ROC curve: convex hull (AUC-ROC 0.700)'
    """
    name = label if label is not None else "ROC curve"
    text = _label_with(name, "AUC-ROC", curve.auc() if auc is None else float(auc), show_auc)
    line = plot_line(ax, curve.fpr, curve.tpr, line_style(text, color, linestyle, 1.6, line_kw))
    out = RocArtists(line)
    if _show_markers(show_points, curve.fpr.size):
        (out.vertices,) = ax.plot(curve.fpr, curve.tpr, "o", color=line.get_color(),
                                  markersize=3.5, label="_vertices")
    if show_hull:
        hull = roc_convex_hull(curve.fpr, curve.tpr)
        area = float(np.sum(np.diff(hull.fpr) * (hull.tpr[1:] + hull.tpr[:-1])) / 2.0)
        (out.hull_line,) = ax.plot(
            hull.fpr, hull.tpr, "--", color=line.get_color(), linewidth=1.0,
            label=_label_with(f"{name}: convex hull", "AUC-ROC", area, show_auc))
    if show_chance:
        (out.chance_line,) = ax.plot([0.0, 1.0], [0.0, 1.0], ":", color="0.5", linewidth=1.0,
                                     label="chance")
    return out


def _quantity_grid(takes: str, a: float, x_range: tuple[float, float] | None,
                   n: int) -> FloatArray:
    if x_range is None:
        lo = float(global_min_auc_pr(a)) if takes == "auc_pr" else 0.0
        x_range = (lo, 1.0)
    lo, hi = (float(v) for v in as_float_array(x_range, "x_range"))
    if not lo < hi:
        raise ValueError(f"x_range must satisfy x_range[0] < x_range[1], got ({lo!r}, {hi!r})")
    return np.linspace(lo, hi, max(n, 2))


@docs
def plot_auc_bounds(
    skew: float,
    quantities: Sequence[str] = ("auc_pr_min", "auc_pr_min_mihelich", "auc_pr_max"),
    *,
    ax: Axes | None = None,
    x_range: tuple[float, float] | None = None,
    num_points: int = 200,
    fill_between: tuple[str, str] | None = ("auc_pr_min", "auc_pr_max"),
    points: Mapping[str, tuple[float, float]] | None = None,
    intervals: Mapping[str, tuple[Iterable[float], Iterable[float]]] | None = None,
    labels: Mapping[str, str] | None = None,
    legend: bool = True,
    artists: BoundArtists | None = None,
) -> Axes:
    """Draw named bound quantities against the AUC they take, e.g. AUC-PR bounds vs AUC-ROC.

    Parameters
    ----------
    skew : float
        ``a = N-/N+ > 0``, shown in the title.
    quantities : sequence of str, default=('auc_pr_min', 'auc_pr_min_mihelich', 'auc_pr_max')
        Names in :data:`numeric.bounds.results.QUANTITIES` that all take the same AUC (AUC-ROC
        for the ``auc_pr_*`` bounds, AUC-PR for the ``auc_roc_*`` bounds); ``global_min_auc_pr``
        (a constant) may join either. Each is one line, labelled by :data:`QUANTITY_LABELS`.
    %(ax_where_to_draw)s
    x_range : (float, float), optional
        The abscissae; default ``[0, 1]`` for AUC-ROC and ``[global minimum, 1]`` for AUC-PR.
    num_points : int, default=200
        Number of abscissae.
    fill_between : (str, str) or None, default=('auc_pr_min', 'auc_pr_max')
        Two of ``quantities``; the region between them is shaded (the feasible region). Ignored
        unless both are drawn.
    points : mapping of str to (float, float), optional
        Labelled points to mark, e.g. a model's (AUC-ROC, AUC-PR); coloured by :data:`PALETTE`
        in order (the colours :mod:`rocpr.plotting.models` gives the models' curves).
    intervals : mapping of str to ((lo, hi), (lo, hi)), optional
        Confidence intervals of some of ``points`` (x interval, y interval): drawn as a cross.
    labels : mapping of str to str, optional
        Legend text overriding :data:`QUANTITY_LABELS`.
    legend : bool, default=True
        Draw the legend (outside the data).
    artists : BoundArtists, optional
        Filled with what was drawn (the bounds' lines, the shaded region, the points and their
        interval crosses).

    Returns
    -------
    matplotlib Axes

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.5, Thm 3.9, Figs. 2-4; the exact minimum
    (``docs/exact_minimum.md``).

    Examples
    --------
    >>> ax = plot_auc_bounds(100.0, points={"model": (0.875, 0.3)})
    >>> [line.get_label() for line in ax.get_lines()][:3]
    ['exact minimum', 'claimed minimum (Mihelich Thm 3.5)', 'maximum (Mihelich Thm 3.5)']
    >>> ax.get_lines()[3].get_label(), ax.get_title()
    ('model (0.875, 0.300)', 'skew a = N-/N+ = 100')
    >>> [round(float(y), 6) for y in ax.get_lines()[0].get_ydata()[[0, -1]]]  # 1 - 100 ln 1.01
    [0.004967, 1.0]
    """
    a = check_positive(skew, "skew")
    if not isinstance(a, float):
        raise ValueError(f"skew must be a scalar, got an array of shape {np.shape(a)}")
    if isinstance(quantities, str) or not isinstance(quantities, Sequence) or not quantities:
        raise TypeError(f"quantities must be a non-empty sequence of names, got {quantities!r}")
    unknown = [q for q in quantities if q not in QUANTITIES]
    if unknown:
        raise ValueError(f"quantities must be names of QUANTITIES ({', '.join(QUANTITIES)}), "
                         f"got {unknown[0]!r}")
    takes = {QUANTITIES[q].takes or "" for q in quantities} - {""}
    if len(takes) > 1:
        raise ValueError(f"quantities must all take the same AUC, got {list(quantities)!r}")
    along = takes.pop() if takes else "auc_roc"
    x = _quantity_grid(along, a, x_range, check_positive_int(num_points, "num_points"))
    ax = _axes(ax)
    drawn = artists if artists is not None else BoundArtists()
    names = {**QUANTITY_LABELS, **(labels or {})}
    values: dict[str, FloatArray] = {}
    for q in quantities:
        y = np.broadcast_to(np.asarray(QUANTITIES[q].fast(a, x), dtype=np.float64), x.shape)
        values[q] = y
        colour, style = _BOUND_STYLES.get(q, (None, "-"))
        (drawn.lines[q],) = ax.plot(x, y, style, color=colour, linewidth=1.4,
                                    label=names.get(q, q))
    if fill_between is not None:
        if len(fill_between) != 2 or any(k not in QUANTITIES for k in fill_between):
            raise ValueError(f"fill_between must name two quantities, got {fill_between!r}")
        if all(k in values for k in fill_between):
            drawn.region = ax.fill_between(x, values[fill_between[0]], values[fill_between[1]],
                                           color=PALETTE[5], alpha=0.2, linewidth=0,
                                           label="feasible region")
    _draw_points(ax, points or {}, intervals or {}, drawn)
    ax.set_xlim(float(x[0]), float(x[-1]))
    ax.set_ylim(0.0, 1.02)
    ax.set_xlabel("AUC-ROC" if along == "auc_roc" else "AUC-PR")
    ax.set_ylabel("AUC-PR" if along == "auc_roc" else "AUC-ROC")
    ax.set_title(f"skew a = N-/N+ = {a:g}")
    if legend:
        legend_outside(ax)
    return ax


@dataclass
class BoundArtists:
    """What :func:`plot_auc_bounds` drew: ``lines`` (quantity -> Line2D), ``region`` (the shaded
    feasible region), ``points`` (name -> Line2D) and ``crosses`` (name -> its two Line2D)."""

    lines: dict[str, Line2D] = field(default_factory=dict)
    region: PolyCollection | None = None
    points: dict[str, Line2D] = field(default_factory=dict)
    crosses: dict[str, tuple[Line2D, Line2D]] = field(default_factory=dict)


def _draw_points(ax: Axes, points: Mapping[str, tuple[float, float]],
                 intervals: Mapping[str, tuple[Iterable[float], Iterable[float]]],
                 drawn: BoundArtists) -> None:
    for i, (name, (px, py)) in enumerate(points.items()):
        colour = PALETTE[i % len(PALETTE)]
        (drawn.points[name],) = ax.plot([px], [py], "o", color=colour, markersize=6,
                                        markeredgecolor="black", markeredgewidth=0.6,
                                        label=f"{name} ({px:.3f}, {py:.3f})", zorder=4)
        if name in intervals:
            (xlo, xhi), (ylo, yhi) = (tuple(map(float, iv)) for iv in intervals[name])
            drawn.crosses[name] = (
                ax.plot([xlo, xhi], [py, py], "-", color=colour, linewidth=1.2, zorder=3,
                        label="_ci")[0],
                ax.plot([px, px], [ylo, yhi], "-", color=colour, linewidth=1.2, zorder=3,
                        label="_ci")[0])


def thin_polyline(x: FloatArray, y: FloatArray, cells: int = 4000) -> tuple[FloatArray, FloatArray]:
    """The vertices where a polyline enters or leaves a cell of a ``cells x cells`` grid.

    Drawing only these keeps the drawn line within ``1/cells`` of the true one; polylines of at
    most ``2 * cells`` vertices are returned unchanged.

    Examples
    --------
    >>> x = np.linspace(0, 1, 100_001)
    >>> xt, yt = thin_polyline(x, x ** 2, cells=100)
    >>> xt.size < 1000, float(xt[0]), float(xt[-1])
    (True, 0.0, 1.0)
    """
    if x.size <= 2 * cells:
        return x, y
    cell = np.floor(x * cells) * (cells + 1) + np.floor(y * cells)
    change = np.diff(cell) != 0
    keep = np.zeros(x.size, dtype=bool)
    keep[[0, -1]] = True
    keep[1:] |= change
    keep[:-1] |= change
    return x[keep], y[keep]
