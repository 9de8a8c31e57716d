r"""Display objects: the one plotting idiom of rocpr (scikit-learn's ``*Display`` pattern).

* :class:`PrecisionRecallDisplay` -- a PR curve with Davis & Goadrich's exact interpolation, its
  achievable curve (the ROC convex hull in PR space, Cor. 3.1), Boyd et al.'s minimum PR curve
  and the unachievable region below it, optionally a bootstrap band over recall and the binormal
  smoothed curve's PR image;
* :class:`RocCurveDisplay` -- a ROC curve with its convex hull and the chance diagonal,
  optionally a bootstrap band over FPR and pROC's binormal smoothed curve;
* :class:`FeasibleRegionDisplay` -- at a skew, the exact feasible set of (AUC-ROC, AUC-PR)
  pairs (exact minimum to Mihelich et al.'s Thm 3.5 maximum, the claimed minimum beside it), each
  model a point, with a cross for its confidence intervals.

Each has ``from_predictions(y_true, y_score, *, sample_weight=None, pos_label=None, name=None,
ax=None, ...)``, ``from_estimator(estimator, X, y, ...)`` (any fitted binary classifier with
``classes_`` and ``decision_function`` or ``predict_proba``; scikit-learn is not imported) and
``plot(ax=None, ...)``, which returns the display and keeps what it drew: ``ax_``, ``figure_``,
``line_`` and the named artists listed in each class. ``rocpr plot``, ``rocpr report``,
:func:`rocpr.plotting.models.model_figure` and the paper figures draw through these classes.

Curves with more vertices than a drawing can show are thinned for drawing only
(:func:`~rocpr.plotting.curves.thin_polyline`); the areas in the legends are the exact ones.

Examples
--------
>>> d = PrecisionRecallDisplay.from_predictions([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8], name="m")
>>> d.line_.get_label(), round(d.auc_pr, 6)
('m (AUC-PR 0.797)', 0.797267)
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, TypedDict

import numpy as np
import numpy.typing as npt
from matplotlib.axes import Axes
from matplotlib.collections import PolyCollection
from matplotlib.lines import Line2D
from matplotlib.typing import ColorType

from numeric.data.evaluation import Evaluation, evaluate
from numeric.geometry.curve_conversion import PRCurve, ROCCurve
from numeric.stats.bands import CurveBand
from numeric.stats.smoothing import BinormalSmoothing
from numeric.validation import check_positive
from rocpr.plotting._curve_data import curve_data
from rocpr.plotting.curves import (
    BoundArtists,
    _axes,
    _unit_square,
    draw_pr,
    draw_roc,
    plot_auc_bounds,
    thin_polyline,
)
from rocpr.scorers import _positive_scores

if TYPE_CHECKING:  # pragma: no cover
    from typing_extensions import Unpack

__all__ = ["FeasibleRegionDisplay", "PrecisionRecallDisplay", "RocCurveDisplay"]

FloatArray = npt.NDArray[np.float64]
RandomState = int | np.random.Generator | None


class _CurvePlotOptions(TypedDict, total=False):
    """The keyword options the PR and the ROC display's ``plot`` share."""

    color: str | None
    linestyle: str
    show_points: bool | None
    show_auc: bool
    show_band: bool
    show_smooth: bool
    legend: bool


class PrPlotOptions(_CurvePlotOptions, total=False):
    """Keyword options of :meth:`PrecisionRecallDisplay.plot` passed on by the constructors."""

    show_achievable: bool
    show_minimum: bool
    num_points: int


class RocPlotOptions(_CurvePlotOptions, total=False):
    """Keyword options of :meth:`RocCurveDisplay.plot` passed on by the constructors."""

    show_hull: bool
    show_chance: bool


class RegionPlotOptions(TypedDict, total=False):
    """Keyword options of :meth:`FeasibleRegionDisplay.plot` passed on by the constructors."""

    x_range: tuple[float, float] | None
    num_points: int
    legend: bool
    title: str | None

_RESPONSE_METHODS = ("decision_function", "predict_proba")
_BAND_ALPHA = {"simultaneous": 0.12, "pointwise": 0.25}


def _check_name(name: object) -> str | None:
    if name is not None and not isinstance(name, str):
        raise TypeError(f"name must be a str or None, got {type(name).__name__}")
    return name


def _estimator_scores(estimator: object, X: npt.ArrayLike, response_method: str | Sequence[str],
                      pos_label: object) -> tuple[FloatArray, object, str]:
    methods = (response_method,) if isinstance(response_method, str) else tuple(response_method)
    y_score, pos = _positive_scores(estimator, X, methods)
    if pos_label is not None and pos_label != pos:
        raise ValueError(f"pos_label must be the estimator's classes_[1] ({pos!r}), got "
                         f"{pos_label!r}")
    return np.asarray(y_score, dtype=np.float64), pos, type(estimator).__name__


def _drawable_roc(roc: ROCCurve) -> ROCCurve:
    f, t = thin_polyline(roc.fpr, roc.tpr)
    return roc if f.size == roc.fpr.size else ROCCurve(f, t, skew=roc.skew)


def _draw_band(ax: Axes, band: CurveBand, color: ColorType, name: str
               ) -> tuple[PolyCollection, PolyCollection]:
    lv = f"{100 * band.level:g}%"
    sim = ax.fill_between(band.grid, band.simultaneous_low, band.simultaneous_high, color=color,
                          alpha=_BAND_ALPHA["simultaneous"], linewidth=0,
                          label=f"{name}: {lv} simultaneous band")
    point = ax.fill_between(band.grid, band.pointwise_low, band.pointwise_high, color=color,
                            alpha=_BAND_ALPHA["pointwise"], linewidth=0,
                            label=f"{name}: {lv} pointwise band")
    return point, sim


def _band_level(band: bool | float | None) -> float | None:
    """The level of ``from_predictions``' band: 0.95 for ``True``, none for ``False``/``None``."""
    return None if band is False or band is None else 0.95 if band is True else float(band)


class _CurveDisplay:
    """What the PR and ROC displays share: the legend name, the optional bootstrap band and
    binormal smoothing they hold, and how ``plot`` ends (band, smooth curve, unit square,
    legend, ``ax_`` and ``figure_``)."""

    _AXIS_LABELS: tuple[str, str]  # x and y labels of the unit square

    def __init__(self, name: str | None, band: CurveBand | None,
                 smoothing: BinormalSmoothing | None) -> None:
        self.name = _check_name(name)
        self.band = band
        self.smoothing = smoothing

    def _smooth_curve(self, s: BinormalSmoothing, label: str, show_auc: bool
                      ) -> tuple[FloatArray, FloatArray, str]:
        """The smoothed curve's x and y in this display's space, and its legend entry."""
        raise NotImplementedError

    def _finish_plot(self, ax: Axes, label: str, colour: ColorType, *, show_band: bool,
                     show_smooth: bool, show_auc: bool, legend: bool) -> None:
        self.band_: tuple[PolyCollection, PolyCollection] | None = None
        if show_band and self.band is not None:
            self.band_ = _draw_band(ax, self.band, colour, label)
        self.smooth_line_: Line2D | None = None
        if show_smooth and self.smoothing is not None:
            x, y, text = self._smooth_curve(self.smoothing, label, show_auc)
            (self.smooth_line_,) = ax.plot(x, y, "-.", color=colour, linewidth=1.0, label=text)
        _unit_square(ax, *self._AXIS_LABELS, legend=legend)
        self.ax_ = ax
        self.figure_ = ax.figure


class PrecisionRecallDisplay(_CurveDisplay):
    """A PR curve, drawn with the exact interpolation and what bounds it.

    Parameters
    ----------
    curve : PRCurve
        The PR curve (its vertices and skew; the image of the ROC curve).
    achievable : PRCurve, optional
        The achievable PR curve (ROC convex hull in PR space), drawn dashed.
    auc_pr : float, optional
        The exact area shown in the legend (default: ``curve.auc()``).
    name : str, optional
        Legend name (default ``'PR curve'``).
    band : CurveBand, optional
        A bootstrap band of precision over recall (:func:`numeric.stats.pr_band`).
    smoothing : BinormalSmoothing, optional
        A binormal fit (:func:`numeric.stats.binormal_smoothing`): its PR image is drawn.

    Attributes
    ----------
    line_ : matplotlib Line2D
        The interpolated PR curve.
    achievable_line_ : Line2D or None
    minimum_line_ : Line2D or None
        Boyd et al.'s minimum PR curve ``r/(r + a)``.
    unachievable_region_ : PolyCollection or None
        The shaded region below it.
    band_ : (PolyCollection, PolyCollection) or None
        The pointwise and the simultaneous band.
    smooth_line_ : Line2D or None
    ax_ : matplotlib Axes
    figure_ : matplotlib Figure

    References
    ----------
    Davis & Goadrich (ICML 2006), Thm 3.1, Sec. 4 and Cor. 3.1; Boyd, Costa, Davis & Page (ICML
    2012), Thm 1 and Fig. 1.

    Examples
    --------
    >>> d = PrecisionRecallDisplay(PRCurve([0.0, 0.5, 1.0], [1.0, 1.0, 0.5], skew=1.0)).plot()
    >>> d.line_.get_label(), d.minimum_line_.get_label()
    ('PR curve (AUC-PR 0.821)', 'minimum PR curve (AUC-PR 0.307)')
    """

    def __init__(self, curve: PRCurve, *, achievable: PRCurve | None = None,
                 auc_pr: float | None = None, name: str | None = None,
                 band: CurveBand | None = None,
                 smoothing: BinormalSmoothing | None = None) -> None:
        if not isinstance(curve, PRCurve):
            raise TypeError(f"curve must be a PRCurve, got {type(curve).__name__}")
        if achievable is not None and not isinstance(achievable, PRCurve):
            raise TypeError(f"achievable must be a PRCurve or None, got "
                            f"{type(achievable).__name__}")
        super().__init__(name, band, smoothing)
        self.curve = curve
        self.achievable = achievable
        self.auc_pr = float(curve.auc() if auc_pr is None else auc_pr)

    _AXIS_LABELS = ("Recall", "Precision")

    def _smooth_curve(self, s: BinormalSmoothing, label: str, show_auc: bool
                      ) -> tuple[FloatArray, FloatArray, str]:
        return s.recall, s.precision, f"{label}: binormal smooth"

    @property
    def recall(self) -> FloatArray:
        """The curve's vertices' recalls."""
        return self.curve.recall

    @property
    def precision(self) -> FloatArray:
        """The curve's vertices' precisions."""
        return self.curve.precision

    def plot(self, ax: Axes | None = None, *, name: str | None = None, color: str | None = None,
             linestyle: str = "-", show_achievable: bool = True, show_minimum: bool = True,
             show_points: bool | None = None, show_auc: bool = True, show_band: bool = True,
             show_smooth: bool = True, legend: bool = True,
             num_points: int = 200) -> PrecisionRecallDisplay:
        """Draw on ``ax`` (a new figure's axes by default); return ``self``.

        Parameters
        ----------
        ax : matplotlib Axes, optional
        name : str, optional
            Overrides the display's name.
        color : str, optional
            Colour of the curve, its achievable curve, band and smooth curve.
        linestyle : str, default='-'
        show_achievable, show_minimum : bool, default=True
            Draw the achievable curve; Boyd's minimum PR curve and the unachievable region.
        show_points : bool, optional
            Mark the vertices (default: only for few vertices).
        show_auc : bool, default=True
            Areas in the legend.
        show_band, show_smooth : bool, default=True
            Draw the band and the smooth curve, when the display holds them.
        legend : bool, default=True
            Draw the legend outside the data.
        num_points : int, default=200
            Recalls at which the interpolation is evaluated between vertices.

        Returns
        -------
        PrecisionRecallDisplay
        """
        ax = _axes(ax)
        label = _check_name(name) or self.name or "PR curve"
        roc = self.curve.to_roc()
        drawn = _drawable_roc(roc)
        curve = self.curve if drawn is roc else drawn.to_pr()
        a = draw_pr(ax, curve, num_points=num_points, show_minimum=show_minimum,
                    show_points=show_points if drawn is roc else False, show_auc=show_auc,
                    label=label, color=color, linestyle=linestyle, auc=self.auc_pr)
        self.line_: Line2D = a.line
        colour = self.line_.get_color()
        self.minimum_line_: Line2D | None = a.minimum_line
        self.unachievable_region_: PolyCollection | None = a.unachievable_region
        self.achievable_line_: Line2D | None = None
        if show_achievable and self.achievable is not None:
            self.achievable_line_ = draw_pr(
                ax, self.achievable, num_points=num_points, show_minimum=False, show_points=False,
                show_auc=show_auc, label=f"{label}: achievable", color=colour,
                linestyle="--", linewidth=1.0).line
        self._finish_plot(ax, label, colour, show_band=show_band, show_smooth=show_smooth,
                          show_auc=show_auc, legend=legend)
        return self

    @classmethod
    def from_predictions(
        cls,
        y_true: npt.ArrayLike,
        y_score: npt.ArrayLike,
        *,
        sample_weight: npt.ArrayLike | None = None,
        pos_label: object = None,
        name: str | None = None,
        ax: Axes | None = None,
        band: bool | float | None = False,
        smooth: bool = False,
        n_bootstrap: int = 2000,
        random_state: RandomState = None,
        evaluation: Evaluation | None = None,
        **kwargs: Unpack[PrPlotOptions],
    ) -> PrecisionRecallDisplay:
        """Compute the PR curve (and its achievable curve) of scores and draw it.

        Parameters
        ----------
        y_true, y_score, sample_weight, pos_label
            As in :func:`numeric.evaluate`.
        name : str, optional
            Legend name.
        ax : matplotlib Axes, optional
        band : bool or float, default=False
            Draw the pointwise and simultaneous bootstrap bands (:func:`numeric.stats.pr_band`),
            at level 0.95 for ``True`` or at the level given.
        smooth : bool, default=False
            Draw the PR image of pROC's binormal smoothed ROC curve.
        n_bootstrap : int, default=2000
            Replicates of the band.
        random_state : None, int or Generator
            Seed of the band.
        evaluation : Evaluation, optional
            A ready evaluation of the same data, for the area in the legend.
        **kwargs
            Passed to :meth:`plot`.

        Returns
        -------
        PrecisionRecallDisplay

        Raises
        ------
        ValueError
            If the data hold a single class.

        Examples
        --------
        >>> y, s = [0, 0, 1, 0, 1, 1, 0, 1], [.1, .3, .35, .5, .7, .9, .2, .6]
        >>> d = PrecisionRecallDisplay.from_predictions(y, s, band=True, n_bootstrap=50,
        ...                                             random_state=0)
        >>> d.band.curve, len(d.band_)
        ('pr', 2)
        """
        d = curve_data(y_true, y_score, sample_weight=sample_weight, pos_label=pos_label,
                       evaluation=evaluation, achievable=True, bands=("pr",),
                       level=_band_level(band), smooth=smooth, n_bootstrap=n_bootstrap,
                       random_state=random_state)
        disp = cls(d.roc.to_pr(), achievable=d.achievable,
                   auc_pr=None if evaluation is None else evaluation.auc_pr, name=name,
                   band=d.pr_band, smoothing=d.smoothing)
        return disp.plot(ax, **kwargs)

    @classmethod
    def from_estimator(cls, estimator: object, X: npt.ArrayLike, y: npt.ArrayLike, *,
                       sample_weight: npt.ArrayLike | None = None, pos_label: object = None,
                       response_method: str | Sequence[str] = _RESPONSE_METHODS,
                       name: str | None = None, ax: Axes | None = None,
                       band: bool | float | None = False, smooth: bool = False,
                       n_bootstrap: int = 2000, random_state: RandomState = None,
                       **kwargs: Unpack[PrPlotOptions]) -> PrecisionRecallDisplay:
        """Score ``X`` with a fitted binary classifier and draw the PR curve against ``y``.

        The positive class is ``estimator.classes_[1]``; its scores come from the first of
        ``response_method`` the estimator has (as :mod:`rocpr.scorers`). Other arguments as in
        :meth:`from_predictions`; ``name`` defaults to the estimator's class name.

        Examples
        --------
        >>> class Fixed:
        ...     classes_ = [0, 1]
        ...     def decision_function(self, X):
        ...         return np.asarray(X, dtype=float)[:, 0]
        >>> d = PrecisionRecallDisplay.from_estimator(Fixed(), [[.1], [.4], [.35], [.8]],
        ...                                           [0, 0, 1, 1])
        >>> d.line_.get_label()
        'Fixed (AUC-PR 0.797)'
        """
        y_score, pos, default = _estimator_scores(estimator, X, response_method, pos_label)
        return cls.from_predictions(y, y_score, sample_weight=sample_weight, pos_label=pos,
                                    name=name or default, ax=ax, band=band, smooth=smooth,
                                    n_bootstrap=n_bootstrap, random_state=random_state, **kwargs)


class RocCurveDisplay(_CurveDisplay):
    """A ROC curve with its convex hull (and, optionally, a band and the smoothed curve).

    Parameters
    ----------
    curve : ROCCurve
    auc_roc : float, optional
        The area shown in the legend (default ``curve.auc()``).
    name : str, optional
        Legend name (default ``'ROC curve'``).
    band : CurveBand, optional
        A bootstrap band of TPR over FPR (:func:`numeric.stats.roc_band`).
    smoothing : BinormalSmoothing, optional
        pROC's binormal smoothed ROC curve (:func:`numeric.stats.binormal_smoothing`).

    Attributes
    ----------
    line_ : Line2D
    hull_line_ : Line2D or None
    chance_line_ : Line2D or None
    band_ : (PolyCollection, PolyCollection) or None
        The pointwise and the simultaneous band.
    smooth_line_ : Line2D or None
    ax_ : Axes
    figure_ : Figure

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 3 and Cor. 3.1; Robin et al., pROC (2011).

    Examples
    --------
    >>> d = RocCurveDisplay(ROCCurve([0, 0.1, 0.5, 1], [0, 0.5, 0.6, 1], skew=1.0)).plot()
    >>> d.hull_line_.get_label()
    'ROC curve: convex hull (AUC-ROC 0.700)'
    """

    def __init__(self, curve: ROCCurve, *, auc_roc: float | None = None, name: str | None = None,
                 band: CurveBand | None = None,
                 smoothing: BinormalSmoothing | None = None) -> None:
        if not isinstance(curve, ROCCurve):
            raise TypeError(f"curve must be a ROCCurve, got {type(curve).__name__}")
        super().__init__(name, band, smoothing)
        self.curve = curve
        self.auc_roc = float(curve.auc() if auc_roc is None else auc_roc)

    _AXIS_LABELS = ("False positive rate", "True positive rate")

    def _smooth_curve(self, s: BinormalSmoothing, label: str, show_auc: bool
                      ) -> tuple[FloatArray, FloatArray, str]:
        auc = f" (AUC-ROC {s.auc:.3f})" if show_auc else ""
        return s.fpr, s.tpr, f"{label}: binormal smooth{auc}"

    @property
    def fpr(self) -> FloatArray:
        """The curve's vertices' false positive rates."""
        return self.curve.fpr

    @property
    def tpr(self) -> FloatArray:
        """The curve's vertices' true positive rates."""
        return self.curve.tpr

    def plot(self, ax: Axes | None = None, *, name: str | None = None, color: str | None = None,
             linestyle: str = "-", show_hull: bool = True, show_chance: bool = True,
             show_points: bool | None = None, show_auc: bool = True, show_band: bool = True,
             show_smooth: bool = True, legend: bool = True) -> RocCurveDisplay:
        """Draw on ``ax`` (a new figure's axes by default); return ``self``.

        Parameters as in :meth:`PrecisionRecallDisplay.plot`; ``show_hull`` draws the convex hull
        (dashed), ``show_chance`` the diagonal.

        Returns
        -------
        RocCurveDisplay
        """
        ax = _axes(ax)
        label = _check_name(name) or self.name or "ROC curve"
        drawn = _drawable_roc(self.curve)
        a = draw_roc(ax, drawn, show_hull=show_hull, show_chance=show_chance,
                     show_points=show_points if drawn is self.curve else False,
                     show_auc=show_auc, label=label, color=color, auc=self.auc_roc,
                     linestyle=linestyle)
        self.line_: Line2D = a.line
        self.hull_line_: Line2D | None = a.hull_line
        self.chance_line_: Line2D | None = a.chance_line
        colour = self.line_.get_color()
        self._finish_plot(ax, label, colour, show_band=show_band, show_smooth=show_smooth,
                          show_auc=show_auc, legend=legend)
        return self

    @classmethod
    def from_predictions(
        cls,
        y_true: npt.ArrayLike,
        y_score: npt.ArrayLike,
        *,
        sample_weight: npt.ArrayLike | None = None,
        pos_label: object = None,
        name: str | None = None,
        ax: Axes | None = None,
        band: bool | float | None = False,
        smooth: bool = False,
        n_bootstrap: int = 2000,
        random_state: RandomState = None,
        evaluation: Evaluation | None = None,
        **kwargs: Unpack[RocPlotOptions],
    ) -> RocCurveDisplay:
        """Compute the ROC curve of scores and draw it.

        Parameters as in :meth:`PrecisionRecallDisplay.from_predictions` (the band is
        :func:`numeric.stats.roc_band`'s, over FPR; ``smooth`` draws pROC's binormal smoothed
        curve).

        Examples
        --------
        >>> y = [0, 0, 1, 0, 1, 1, 0, 1, 0, 1]
        >>> s = [.1, .3, .35, .5, .7, .9, .2, .6, .65, .8]
        >>> d = RocCurveDisplay.from_predictions(y, s, name="m", smooth=True)
        >>> d.line_.get_label(), d.smooth_line_.get_label()
        ('m (AUC-ROC 0.880)', 'm: binormal smooth (AUC-ROC 0.807)')
        """
        d = curve_data(y_true, y_score, sample_weight=sample_weight, pos_label=pos_label,
                       evaluation=evaluation, achievable=False, bands=("roc",),
                       level=_band_level(band), smooth=smooth, n_bootstrap=n_bootstrap,
                       random_state=random_state)
        disp = cls(d.roc, auc_roc=None if evaluation is None else evaluation.auc_roc, name=name,
                   band=d.roc_band, smoothing=d.smoothing)
        return disp.plot(ax, **kwargs)

    @classmethod
    def from_estimator(cls, estimator: object, X: npt.ArrayLike, y: npt.ArrayLike, *,
                       sample_weight: npt.ArrayLike | None = None, pos_label: object = None,
                       response_method: str | Sequence[str] = _RESPONSE_METHODS,
                       name: str | None = None, ax: Axes | None = None,
                       band: bool | float | None = False, smooth: bool = False,
                       n_bootstrap: int = 2000, random_state: RandomState = None,
                       **kwargs: Unpack[RocPlotOptions]) -> RocCurveDisplay:
        """Score ``X`` with a fitted binary classifier and draw the ROC curve against ``y``.

        As :meth:`PrecisionRecallDisplay.from_estimator`.

        Examples
        --------
        >>> class Fixed:
        ...     classes_ = ["no", "yes"]
        ...     def predict_proba(self, X):
        ...         p = np.asarray(X, dtype=float)[:, 0]
        ...         return np.column_stack([1 - p, p])
        >>> d = RocCurveDisplay.from_estimator(Fixed(), [[.1], [.4], [.35], [.8]],
        ...                                    ["no", "no", "yes", "yes"])
        >>> d.line_.get_label()
        'Fixed (AUC-ROC 0.750)'
        """
        y_score, pos, default = _estimator_scores(estimator, X, response_method, pos_label)
        return cls.from_predictions(y, y_score, sample_weight=sample_weight, pos_label=pos,
                                    name=name or default, ax=ax, band=band, smooth=smooth,
                                    n_bootstrap=n_bootstrap, random_state=random_state, **kwargs)


def _finite_interval(e: Evaluation, quantity: str) -> tuple[float, float] | None:
    if e.intervals is None:
        return None
    lo, hi = e.confidence_interval(quantity).interval
    return (lo, hi) if math.isfinite(lo) and math.isfinite(hi) else None


class FeasibleRegionDisplay:
    """The exact feasible (AUC-ROC, AUC-PR) region at a skew, with models as points.

    Parameters
    ----------
    skew : float
        ``a = N-/N+ > 0``.
    points : mapping of str to (float, float), optional
        Each model's (AUC-ROC, AUC-PR).
    intervals : mapping of str to ((lo, hi), (lo, hi)), optional
        Confidence intervals (AUC-ROC, AUC-PR) of some of the points, drawn as crosses.
    quantities : sequence of str, default=('auc_pr_min', 'auc_pr_min_mihelich', 'auc_pr_max')
        Bounds drawn (names of :data:`numeric.bounds.results.QUANTITIES`).

    Attributes
    ----------
    line_ : Line2D
        The first bound drawn (the exact minimum by default).
    bound_lines_ : dict of str to Line2D
        Every bound, by quantity.
    region_ : PolyCollection or None
        The shaded feasible region (exact minimum to maximum).
    points_ : dict of str to Line2D
    crosses_ : dict of str to (Line2D, Line2D)
    ax_ : Axes
    figure_ : Figure

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.5 and Fig. 4; the exact minimum
    (``docs/exact_minimum.md``).

    Examples
    --------
    >>> d = FeasibleRegionDisplay(100.0, {"model": (0.875, 0.3)}).plot()
    >>> d.line_.get_label(), d.points_["model"].get_label()
    ('exact minimum', 'model (0.875, 0.300)')
    """

    def __init__(self, skew: float, points: Mapping[str, tuple[float, float]] | None = None,
                 intervals: Mapping[str, tuple[tuple[float, float], tuple[float, float]]]
                 | None = None,
                 quantities: Sequence[str] = ("auc_pr_min", "auc_pr_min_mihelich",
                                              "auc_pr_max")) -> None:
        a = check_positive(skew, "skew")
        if not isinstance(a, float):
            raise ValueError(f"skew must be a scalar, got an array of shape {np.shape(a)}")
        self.skew = a
        self.points = dict(points or {})
        self.intervals = dict(intervals or {})
        unknown = [k for k in self.intervals if k not in self.points]
        if unknown:
            raise ValueError(f"intervals must name points, got {unknown[0]!r}")
        self.quantities = tuple(quantities)

    @classmethod
    def from_evaluations(cls, evaluations: Mapping[str, Evaluation], *, ax: Axes | None = None,
                         **kwargs: Unpack[RegionPlotOptions]) -> FeasibleRegionDisplay:
        """Place several evaluated models (one skew) and draw; crosses where intervals exist.

        Raises
        ------
        ValueError
            If there is no evaluation or the skews differ.

        Examples
        --------
        >>> from numeric import evaluate
        >>> y = [0, 0, 1, 1, 0, 1]
        >>> d = FeasibleRegionDisplay.from_evaluations(
        ...     {"a": evaluate(y, [.1, .4, .35, .8, .2, .9], ci=0.95, n_bootstrap=50,
        ...                    random_state=0),
        ...      "b": evaluate(y, [.3, .2, .6, .7, .1, .5])})
        >>> sorted(d.points_), sorted(d.crosses_)
        (['a', 'b'], ['a'])
        """
        evs = dict(evaluations)
        if not evs or not all(isinstance(e, Evaluation) for e in evs.values()):
            raise TypeError("evaluations must be a non-empty mapping of name to Evaluation")
        one_class = [n for n, e in evs.items() if not (e.n_pos > 0 and e.n_neg > 0)]
        if one_class:  # the region is drawn at the skew N-/N+, which needs both classes
            raise ValueError(f"evaluations must each hold both classes (the region is drawn at "
                             f"the skew N-/N+), got one class only in {one_class}")
        skews = {e.skew for e in evs.values()}
        if len(skews) > 1:
            raise ValueError(f"evaluations must share one skew (same labels), got "
                             f"{sorted(skews)}")
        points = {n: (e.auc_roc, e.auc_pr) for n, e in evs.items()}
        intervals = {}
        for n, e in evs.items():
            x, y = _finite_interval(e, "auc_roc"), _finite_interval(e, "auc_pr")
            if x is not None and y is not None:
                intervals[n] = (x, y)
        return cls(skews.pop(), points, intervals).plot(ax, **kwargs)

    @classmethod
    def from_predictions(
        cls,
        y_true: npt.ArrayLike,
        y_score: npt.ArrayLike,
        *,
        sample_weight: npt.ArrayLike | None = None,
        pos_label: object = None,
        name: str | None = None,
        ax: Axes | None = None,
        ci: float | None = None,
        n_bootstrap: int = 2000,
        random_state: RandomState = None,
        **kwargs: Unpack[RegionPlotOptions],
    ) -> FeasibleRegionDisplay:
        """Evaluate scores (with intervals at level ``ci``) and place the model in the region.

        Examples
        --------
        >>> d = FeasibleRegionDisplay.from_predictions([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8])
        >>> d.points_["model"].get_label()
        'model (0.750, 0.797)'
        """
        e = evaluate(y_true, y_score, sample_weight=sample_weight, pos_label=pos_label, ci=ci,
                     n_bootstrap=n_bootstrap, random_state=random_state)
        return cls.from_evaluations({_check_name(name) or "model": e}, ax=ax, **kwargs)

    @classmethod
    def from_estimator(cls, estimator: object, X: npt.ArrayLike, y: npt.ArrayLike, *,
                       sample_weight: npt.ArrayLike | None = None, pos_label: object = None,
                       response_method: str | Sequence[str] = _RESPONSE_METHODS,
                       name: str | None = None, ax: Axes | None = None,
                       ci: float | None = None, n_bootstrap: int = 2000,
                       random_state: RandomState = None,
                       **kwargs: Unpack[RegionPlotOptions]) -> FeasibleRegionDisplay:
        """Score ``X`` with a fitted binary classifier and place it in the region.

        Examples
        --------
        >>> class Fixed:
        ...     classes_ = [0, 1]
        ...     def decision_function(self, X):
        ...         return np.asarray(X, dtype=float)[:, 0]
        >>> d = FeasibleRegionDisplay.from_estimator(Fixed(), [[.1], [.4], [.35], [.8]],
        ...                                          [0, 0, 1, 1])
        >>> list(d.points)
        ['Fixed']
        """
        y_score, pos, default = _estimator_scores(estimator, X, response_method, pos_label)
        return cls.from_predictions(y, y_score, sample_weight=sample_weight, pos_label=pos,
                                    name=name or default, ax=ax, ci=ci,
                                    n_bootstrap=n_bootstrap, random_state=random_state,
                                    **kwargs)

    def plot(self, ax: Axes | None = None, *, x_range: tuple[float, float] | None = None,
             num_points: int = 200, legend: bool = True,
             title: str | None = None) -> FeasibleRegionDisplay:
        """Draw the bounds, the shaded feasible region, the points and their crosses.

        Parameters
        ----------
        ax : matplotlib Axes, optional
        x_range : (float, float), optional
            The AUC-ROC range drawn (default ``[0, 1]``).
        num_points : int, default=200
        legend : bool, default=True
        title : str, optional
            Default ``'skew a = N-/N+ = ...'``.

        Returns
        -------
        FeasibleRegionDisplay
        """
        ax = _axes(ax)
        drawn = BoundArtists()
        plot_auc_bounds(self.skew, self.quantities, ax=ax, x_range=x_range,
                        num_points=num_points, points=self.points, intervals=self.intervals,
                        legend=legend, artists=drawn)
        if title is not None:
            ax.set_title(title)
        self.bound_lines_: dict[str, Line2D] = drawn.lines
        self.line_: Line2D = next(iter(self.bound_lines_.values()))
        self.region_: PolyCollection | None = drawn.region
        self.points_: dict[str, Line2D] = drawn.points
        self.crosses_: dict[str, tuple[Line2D, Line2D]] = drawn.crosses
        self.ax_: Axes = ax
        self.figure_ = ax.figure
        return self
