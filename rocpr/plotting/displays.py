r"""Display objects: the one plotting idiom of rocpr, with scikit-learn's ``*Display`` interface.

* :class:`PrecisionRecallDisplay` -- a PR curve with Davis & Goadrich's exact interpolation, and
  as options its achievable curve (the ROC convex hull in PR space, Cor. 3.1), Boyd et al.'s
  minimum PR curve and the unachievable region below it, a bootstrap band over recall and the
  binormal smoothed curve's PR image;
* :class:`RocCurveDisplay` -- a ROC curve, and as options its convex hull, a bootstrap band over
  FPR and pROC's binormal smoothed curve;
* :class:`FeasibleRegionDisplay` -- at a skew, the exact feasible set of (AUC-ROC, AUC-PR)
  pairs (exact minimum to Mihelich et al.'s Thm 3.5 maximum, the claimed minimum beside it), each
  model a point, with a cross for its confidence intervals.

The PR and ROC displays behave as scikit-learn 1.9's: the same constructors
(``PrecisionRecallDisplay(precision, recall, *, average_precision, name, pos_label,
prevalence_pos_label)``, ``RocCurveDisplay(*, fpr, tpr, roc_auc, name, pos_label)``), the same
``from_predictions``, ``from_estimator`` and ``from_cv_results`` signatures and keyword names
(``drop_intermediate``, ``response_method="auto"``, ``curve_kwargs``, ``plot_chance_level``,
``chance_level_kw``, ``despine``; other keywords go to the line, ``lw=3``), ``pos_label``
resolved as scikit-learn does (``classes_[-1]`` of an estimator; 1 for labels {0, 1} or {-1, 1}),
the stored arrays equal to scikit-learn's, and the artists ``line_``, ``chance_level_``, ``ax_``
and ``figure_``. Without ``ax`` the figure is made through :mod:`matplotlib.pyplot` (so
``plt.show()`` and ``plt.get_fignums()`` see it), with the legend inside the axes and the
colour-blind-safe palette :data:`rocpr.plotting.curves.PALETTE` (the command line's).

What scikit-learn does not draw is kept as keyword options of ``plot`` and the constructors:
the line is the exact interpolated curve (the areas in the legend are the exact ones;
``curve=None`` draws the arrays as scikit-learn does), ``show_achievable``, ``show_minimum``,
``show_hull``, ``band=``, ``smooth=``. Curves with more vertices than a drawing can show are
thinned for drawing only (:func:`~rocpr.plotting.curves.thin_polyline`).

Examples
--------
>>> d = PrecisionRecallDisplay.from_predictions([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8], name="m")
>>> d.line_.get_label(), round(d.auc_pr, 6), d.average_precision
('m (AUC-PR 0.797)', 0.797267, 0.8333333333333333)
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, TypedDict, TypeVar, cast

import numpy as np
import numpy.typing as npt
from matplotlib.axes import Axes
from matplotlib.cbook import normalize_kwargs
from matplotlib.collections import PolyCollection
from matplotlib.lines import Line2D
from matplotlib.typing import ColorType

from numeric.core.labels import distinct_labels, positive_label
from numeric.data.auc import average_precision_score
from numeric.data.evaluation import Evaluation
from numeric.data.sklearn_curves import precision_recall_curve, roc_curve
from numeric.geometry.curve_conversion import PRCurve, ROCCurve
from numeric.stats.bands import CurveBand
from numeric.stats.evaluate import evaluate
from numeric.stats.smoothing import BinormalSmoothing
from numeric.validation import check_positive
from rocpr.plotting._curve_data import CurveData, curve_data
from rocpr.plotting.curves import (
    PALETTE,
    BoundArtists,
    draw_pr,
    draw_roc,
    legend_inside,
    line_style,
    plot_auc_bounds,
    plot_line,
    thin_polyline,
)
from rocpr.scorers import binary_response

if TYPE_CHECKING:  # pragma: no cover
    from typing_extensions import Unpack

__all__ = [
    "RESPONSE_METHODS",
    "FeasibleRegionDisplay",
    "PrecisionRecallDisplay",
    "RocCurveDisplay",
    "check_response_method",
    "display_axes",
    "estimator_scores",
]

FloatArray = npt.NDArray[np.float64]
RandomState = int | np.random.Generator | None
T = TypeVar("T")

#: ``response_method`` values of ``from_estimator`` (scikit-learn's): ``'auto'`` tries
#: ``predict_proba`` then ``decision_function``. ``'predict'`` (hard labels: a curve of one
#: threshold) is refused.
RESPONSE_METHODS = ("auto", "predict_proba", "decision_function")
_AUTO = ("predict_proba", "decision_function")
_BAND_ALPHA = {"simultaneous": 0.12, "pointwise": 0.25}
_MULTI_CURVE_KW: dict[str, object] = {"alpha": 0.5, "linestyle": "--"}


class LineOptions(TypedDict, total=False):
    """Matplotlib properties of the curve's line accepted as keywords (``lw=3``); any other
    :class:`~matplotlib.lines.Line2D` property works too (these are the typed ones)."""

    color: ColorType
    c: ColorType
    linestyle: str
    ls: str
    linewidth: float
    lw: float
    alpha: float
    marker: str
    markersize: float
    label: str
    drawstyle: str
    zorder: float


class _CurvePlotOptions(LineOptions, total=False):
    """The keyword options the PR and the ROC display's ``plot`` share."""

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


class RegionPlotOptions(TypedDict, total=False):
    """Keyword options of :meth:`FeasibleRegionDisplay.plot` passed on by the constructors."""

    x_range: tuple[float, float] | None
    num_points: int
    legend: bool
    title: str | None


def _check_name(name: object) -> str | None:
    if name is not None and not isinstance(name, str):
        raise TypeError(f"name must be a str or None, got {type(name).__name__}")
    return name


def display_axes(ax: Axes | None) -> Axes:
    """``ax``, or new axes made through :mod:`matplotlib.pyplot` (as scikit-learn's displays).

    A fresh axes colours its series by :data:`~rocpr.plotting.curves.PALETTE`.

    Examples
    --------
    >>> import matplotlib.pyplot as plt
    >>> ax = display_axes(None)
    >>> ax.figure.number in plt.get_fignums()
    True
    >>> plt.close("all")
    """
    if ax is None:
        import matplotlib.pyplot as plt

        _, ax = plt.subplots(layout="constrained")
    elif not isinstance(ax, Axes):
        raise TypeError(f"ax must be a matplotlib Axes or None, got {type(ax).__name__}")
    if not ax.lines and not ax.collections:
        ax.set_prop_cycle(color=list(PALETTE))
    return ax


def check_response_method(response_method: object) -> tuple[str, ...]:
    """The methods ``from_estimator`` tries, in order, for ``response_method``.

    Raises
    ------
    ValueError
        Unless ``response_method`` is one of :data:`RESPONSE_METHODS` or a non-empty list of
        ``'predict_proba'`` and ``'decision_function'``.

    Examples
    --------
    >>> check_response_method("auto")
    ('predict_proba', 'decision_function')
    >>> check_response_method("predict")
    Traceback (most recent call last):
    ...
    ValueError: response_method must be 'auto', 'predict_proba' or 'decision_function' (or a \
list of the last two), got 'predict': hard predictions rank with one threshold
    """
    if isinstance(response_method, str) and response_method in RESPONSE_METHODS:
        return _AUTO if response_method == "auto" else (response_method,)
    if (isinstance(response_method, (list, tuple)) and response_method
            and all(isinstance(m, str) and m in _AUTO for m in response_method)):
        return tuple(response_method)
    hint = (": hard predictions rank with one threshold"
            if response_method == "predict" else "")
    raise ValueError("response_method must be 'auto', 'predict_proba' or 'decision_function' "
                     f"(or a list of the last two), got {response_method!r}{hint}")


def estimator_scores(estimator: object, X: npt.ArrayLike, response_method: object = "auto",
                     pos_label: object = None) -> tuple[FloatArray, object, str]:
    """Scores of the positive class, the positive class and the estimator's class name.

    As scikit-learn's displays: the positive class is ``pos_label``, by default
    ``estimator.classes_[-1]``; the scores are its column of ``predict_proba``, or
    ``decision_function`` (negated when the positive class is ``classes_[0]``).

    Raises
    ------
    TypeError
        If the estimator has no ``classes_`` or none of the response methods.
    ValueError
        If ``response_method`` is not valid, the estimator is not binary or ``pos_label`` is
        not one of its classes.

    Examples
    --------
    >>> class Fixed:
    ...     classes_ = ["no", "yes"]
    ...     def decision_function(self, X):
    ...         return np.asarray(X, dtype=float)[:, 0]
    >>> estimator_scores(Fixed(), [[0.2], [0.7]], pos_label="no")
    (array([-0.2, -0.7]), 'no', 'Fixed')
    """
    methods = check_response_method(response_method)
    classes = getattr(estimator, "classes_", None)
    if classes is None:
        raise TypeError(f"estimator must be a fitted classifier with classes_, got "
                        f"{type(estimator).__name__}")
    labels = np.asarray(classes).tolist()
    if len(labels) != 2:
        raise ValueError(f"estimator must be a binary classifier (2 classes_), got "
                         f"{len(labels)} classes")
    method = next((m for m in methods if hasattr(estimator, m)), None)
    if method is None:
        raise TypeError(f"estimator must have one of {list(methods)}, got "
                        f"{type(estimator).__name__}")
    pos = labels[-1] if pos_label is None else pos_label
    response = np.asarray(getattr(estimator, method)(X), dtype=np.float64)
    return binary_response(response, labels, pos, method), pos, type(estimator).__name__


def _resolved_pos_label(y_true: npt.ArrayLike, pos_label: object) -> object:
    """The positive label as scikit-learn's displays resolve it (1 for {0, 1} and {-1, 1})."""
    y = np.asarray(y_true)
    return positive_label(distinct_labels(y.reshape(-1)), pos_label)


def _as_list(value: T | list[T] | None) -> list[T] | None:
    if value is None:
        return None
    return value if isinstance(value, list) else [value]


def _arrays(value: npt.ArrayLike) -> list[FloatArray]:
    """One array per curve: a list holds several, anything else is one."""
    items = value if isinstance(value, list) and value and np.ndim(value[0]) == 1 else [value]
    return [np.asarray(v, dtype=np.float64) for v in items]


def _take(data: object, index: npt.NDArray[np.intp]) -> npt.ArrayLike:
    """Rows ``index`` of an array, a list or a pandas object (``.iloc``)."""
    iloc = getattr(data, "iloc", None)
    rows: npt.ArrayLike = iloc[index] if iloc is not None else np.asarray(data)[index]
    return rows


def _cv_folds(cv_results: Mapping[str, object], X: npt.ArrayLike, y: npt.ArrayLike,
              sample_weight: npt.ArrayLike | None
              ) -> list[tuple[object, npt.ArrayLike, npt.ArrayLike, FloatArray | None]]:
    """``(estimator, X_test, y_test, weight_test)`` of each fold of ``cross_validate``'s
    ``cv_results`` (``return_estimator=True, return_indices=True``)."""
    if not isinstance(cv_results, Mapping) or not {"estimator", "indices"} <= set(cv_results):
        raise ValueError("cv_results must hold 'estimator' and 'indices': call cross_validate "
                         "with return_estimator=True and return_indices=True")
    indices = cast("Mapping[str, Sequence[npt.NDArray[np.intp]]]", cv_results["indices"])
    estimators = cast("Sequence[object]", cv_results["estimator"])
    labels = np.asarray(y)
    n_split = len(indices["test"][0]) + len(indices["train"][0])
    n_x = len(X) if hasattr(X, "__len__") else np.shape(X)[0]  # type: ignore[arg-type]
    if n_x != n_split or labels.shape[0] != n_split:
        raise ValueError(f"X and y must hold the {n_split} samples of cv_results, got "
                         f"{n_x} and {labels.shape[0]}")
    w = None if sample_weight is None else np.asarray(sample_weight, dtype=np.float64)
    return [(est, _take(X, idx), labels[idx], None if w is None else w[idx])
            for est, idx in zip(estimators, indices["test"], strict=True)]


def _cv_scores(cv_results: Mapping[str, object], X: npt.ArrayLike, y: npt.ArrayLike,
               sample_weight: npt.ArrayLike | None, response_method: object, pos_label: object
               ) -> list[tuple[npt.ArrayLike, FloatArray, FloatArray | None, object, CurveData]]:
    """Per fold: test labels, the fold estimator's scores, weights, positive class, and the
    evaluation and ROC curve (no band, no smoothing)."""
    out = []
    for est, X_test, y_test, w in _cv_folds(cv_results, X, y, sample_weight):
        s, pos, _ = estimator_scores(est, X_test, response_method, pos_label)
        out.append((y_test, s, w, pos, curve_data(
            y_test, s, sample_weight=w, pos_label=pos, evaluation=None, achievable=False,
            bands=(), level=None, smooth=False, n_bootstrap=0, random_state=None)))
    return out


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


def _curve_kwargs(n: int, curve_kwargs: Mapping[str, object] | Sequence[Mapping[str, object]]
                  | None, kwargs: Mapping[str, object]) -> list[dict[str, object]]:
    """One dict of line properties per curve (scikit-learn's ``curve_kwargs`` rule: one dict
    for all, or a list of ``n``); the ``**kwargs`` of ``plot`` apply to every curve."""
    if curve_kwargs is None or isinstance(curve_kwargs, Mapping):
        per = [dict(curve_kwargs or {})] * n
    else:
        per = [dict(k) for k in curve_kwargs]
        if len(per) != n:
            raise ValueError(f"curve_kwargs must be None, a dict or a list of {n} dicts, got a "
                             f"list of {len(per)}")
    base = dict(_MULTI_CURVE_KW) if n > 1 else {}
    return [{**base, **k, **kwargs} for k in per]


def _fold_style(kw: dict[str, object], lines: Sequence[Line2D]) -> dict[str, object]:
    """The folds after the first take its colour (one series, as scikit-learn draws them),
    unless a colour is given."""
    if not lines or "color" in kw or "c" in kw:
        return kw
    return {**kw, "color": lines[0].get_color()}


def _despine(ax: Axes) -> None:
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    for side in ("bottom", "left"):
        ax.spines[side].set_bounds(0, 1)


def _area_label(name: str | None, what: str, values: Sequence[float | None], show: bool,
                digits: int) -> str | None:
    """``'name (AUC-PR 0.797)'`` for one curve, ``'name (AUC-PR 0.80 +/- 0.02)'`` for several."""
    known = [v for v in values if v is not None]
    if not show or not known:
        return name
    if len(values) == 1:
        text = f"{what} {known[0]:.{digits}f}"
    else:
        text = f"{what} {np.mean(known):.2f} +/- {np.std(known):.2f}"
    return f"{name} ({text})" if name is not None else text


class _CurveDisplay:
    """What the PR and ROC displays share: name, positive label, the optional bootstrap band and
    binormal smoothing, and how ``plot`` ends (band, smooth curve, chance level, unit square,
    despine, legend, ``ax_`` and ``figure_``)."""

    _AXIS_LABELS: tuple[str, str]
    _LEGEND_LOC: str
    _DEFAULT_NAME: str

    def __init__(self, name: str | list[str] | None, pos_label: object,
                 band: CurveBand | None, smoothing: BinormalSmoothing | None) -> None:
        if isinstance(name, list):
            for n in name:
                _check_name(n)
        else:
            _check_name(name)
        self.name = name
        self.pos_label = pos_label
        self.band = band
        self.smoothing = smoothing

    def _smooth_curve(self, s: BinormalSmoothing, label: str, show_auc: bool
                      ) -> tuple[FloatArray, FloatArray, str]:
        """The smoothed curve's x and y in this display's space, and its legend entry."""
        raise NotImplementedError

    def _chance_level(self, ax: Axes, n_curves: int, chance_level_kw: Mapping[str, object] | None
                      ) -> Line2D | list[Line2D]:
        raise NotImplementedError

    def _label(self, name: str | list[str] | None) -> str | None:
        chosen = _check_name(name) if not isinstance(name, list) else name[0]
        if chosen is None:
            chosen = self.name[0] if isinstance(self.name, list) else self.name
        return chosen

    def _finish_plot(self, ax: Axes, label: str, colour: ColorType, n_curves: int, *,
                     show_band: bool, show_smooth: bool, show_auc: bool, legend: bool,
                     plot_chance_level: bool, chance_level_kw: Mapping[str, object] | None,
                     despine: bool) -> None:
        self.band_: tuple[PolyCollection, PolyCollection] | None = None
        if show_band and self.band is not None:
            self.band_ = _draw_band(ax, self.band, colour, label)
        self.smooth_line_: Line2D | None = None
        if show_smooth and self.smoothing is not None:
            x, y, text = self._smooth_curve(self.smoothing, label, show_auc)
            (self.smooth_line_,) = ax.plot(x, y, "-.", color=colour, linewidth=1.0, label=text)
        self.chance_level_: Line2D | list[Line2D] | None = (
            self._chance_level(ax, n_curves, chance_level_kw) if plot_chance_level else None)
        info = f" (Positive label: {self.pos_label})" if self.pos_label is not None else ""
        ax.set(xlabel=self._AXIS_LABELS[0] + info, ylabel=self._AXIS_LABELS[1] + info,
               xlim=(-0.01, 1.01), ylim=(-0.01, 1.01), aspect="equal")
        if despine:
            _despine(ax)
        if legend:
            legend_inside(ax, self._LEGEND_LOC)
        self.ax_ = ax
        self.figure_ = ax.figure


class PrecisionRecallDisplay(_CurveDisplay):
    """Precision-recall curve(s): scikit-learn's ``PrecisionRecallDisplay``, drawn exactly.

    Parameters
    ----------
    precision, recall : ndarray or list of ndarray
        As returned by :func:`numeric.precision_recall_curve` (scikit-learn's order); a list
        holds one curve per fold (:meth:`from_cv_results`).
    average_precision : float or list of float, optional
        Shown in the legend when no exact curve is held.
    name : str or list of str, optional
        Legend name.
    pos_label : int, float, bool or str, optional
        The positive class, shown in the axis labels.
    prevalence_pos_label : float or list of float, optional
        Share of positives: the chance level drawn by ``plot_chance_level``.
    curve : PRCurve or list of PRCurve, optional
        The exact curve(s) drawn with Davis & Goadrich's interpolation (without: the arrays
        are drawn as a step line, as scikit-learn does).
    achievable : PRCurve, optional
        The achievable PR curve (ROC convex hull in PR space), drawn dashed.
    auc_pr : float or list of float, optional
        The exact area(s) shown in the legend (default: ``curve.auc()``).
    band : CurveBand, optional
        A bootstrap band of precision over recall (:func:`numeric.stats.pr_band`).
    smoothing : BinormalSmoothing, optional
        A binormal fit (:func:`numeric.stats.binormal_smoothing`): its PR image is drawn.

    Attributes
    ----------
    line_ : matplotlib Line2D or list of Line2D
        The curve (one per fold).
    chance_level_ : Line2D, list of Line2D or None
        The prevalence line(s), with ``plot_chance_level``.
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
    >>> d = PrecisionRecallDisplay.from_curve(PRCurve([0.0, 0.5, 1.0], [1.0, 1.0, 0.5],
    ...                                                skew=1.0)).plot()
    >>> d.line_.get_label(), d.minimum_line_.get_label()
    ('PR curve (AUC-PR 0.821)', 'minimum PR curve (AUC-PR 0.307)')
    >>> d = PrecisionRecallDisplay([1.0, 0.5, 1.0], [1.0, 0.5, 0.0], average_precision=0.75)
    >>> d.plot(lw=3).line_.get_linewidth()
    3.0
    """

    _AXIS_LABELS = ("Recall", "Precision")
    _LEGEND_LOC = "lower left"
    _DEFAULT_NAME = "PR curve"

    def __init__(self, precision: npt.ArrayLike, recall: npt.ArrayLike, *,
                 average_precision: float | list[float] | None = None,
                 name: str | list[str] | None = None, pos_label: object = None,
                 prevalence_pos_label: float | list[float] | None = None,
                 curve: PRCurve | list[PRCurve] | None = None,
                 achievable: PRCurve | None = None, auc_pr: float | list[float] | None = None,
                 band: CurveBand | None = None,
                 smoothing: BinormalSmoothing | None = None) -> None:
        for c in _as_list(curve) or []:
            if not isinstance(c, PRCurve):
                raise TypeError(f"curve must be a PRCurve, a list of them or None, got "
                                f"{type(c).__name__}")
        if achievable is not None and not isinstance(achievable, PRCurve):
            raise TypeError(f"achievable must be a PRCurve or None, got "
                            f"{type(achievable).__name__}")
        super().__init__(name, pos_label, band, smoothing)
        self.precision = precision
        self.recall = recall
        self.average_precision = average_precision
        self.prevalence_pos_label = prevalence_pos_label
        self.curve = curve
        self.achievable = achievable
        curves = _as_list(curve)
        self.auc_pr = (auc_pr if auc_pr is not None or curves is None else
                       float(curves[0].auc()) if not isinstance(curve, list) else
                       [float(c.auc()) for c in curves])

    @classmethod
    def from_curve(cls, curve: PRCurve, *, achievable: PRCurve | None = None,
                   auc_pr: float | None = None, name: str | None = None,
                   pos_label: object = None, band: CurveBand | None = None,
                   smoothing: BinormalSmoothing | None = None) -> PrecisionRecallDisplay:
        """A display of a :class:`~numeric.geometry.curve_conversion.PRCurve` (not drawn yet):
        its vertices as ``precision``/``recall`` in scikit-learn's order, the prevalence from
        its skew.

        Examples
        --------
        >>> d = PrecisionRecallDisplay.from_curve(PRCurve([0.0, 1.0], [1.0, 0.5], skew=1.0))
        >>> d.recall, d.prevalence_pos_label
        (array([1., 0.]), 0.5)
        """
        if not isinstance(curve, PRCurve):
            raise TypeError(f"curve must be a PRCurve, got {type(curve).__name__}")
        return cls(curve.precision[::-1], curve.recall[::-1], name=name, pos_label=pos_label,
                   prevalence_pos_label=1.0 / (1.0 + curve.skew), curve=curve,
                   achievable=achievable, auc_pr=auc_pr, band=band, smoothing=smoothing)

    def _smooth_curve(self, s: BinormalSmoothing, label: str, show_auc: bool
                      ) -> tuple[FloatArray, FloatArray, str]:
        return s.recall, s.precision, f"{label}: binormal smooth"

    def _chance_level(self, ax: Axes, n_curves: int, chance_level_kw: Mapping[str, object] | None
                      ) -> Line2D | list[Line2D]:
        prevalences = _as_list(self.prevalence_pos_label)
        if prevalences is None:
            raise ValueError("prevalence_pos_label must be given to plot the chance level, got "
                             "None (from_predictions and from_estimator set it)")
        kw: dict[str, object] = {"color": "k", "linestyle": "--",
                                 **({"alpha": 0.3} if n_curves > 1 else {}),
                                 **normalize_kwargs(dict(chance_level_kw or {}), Line2D)}
        lines = [plot_line(ax, (0, 1), (p, p), kw) for p in prevalences]
        if "label" not in (chance_level_kw or {}):
            label = (f"Chance level (AP = {prevalences[0]:0.2f})" if len(prevalences) == 1 else
                     f"Chance level (AP = {np.mean(prevalences):0.2f} +/- "
                     f"{np.std(prevalences):0.2f})")
            for i, line in enumerate(lines):
                line.set_label(label if i == 0 else "_chance")
        return lines[0] if len(lines) == 1 else lines

    def plot(self, ax: Axes | None = None, *, name: str | list[str] | None = None,
             curve_kwargs: Mapping[str, object] | Sequence[Mapping[str, object]] | None = None,
             plot_chance_level: bool = False,
             chance_level_kw: Mapping[str, object] | None = None, despine: bool = False,
             show_achievable: bool = True, show_minimum: bool = True,
             show_points: bool | None = None, show_auc: bool = True, show_band: bool = True,
             show_smooth: bool = True, legend: bool = True, num_points: int = 200,
             **kwargs: Unpack[LineOptions]) -> PrecisionRecallDisplay:
        """Draw on ``ax`` (new pyplot axes by default); return ``self``.

        Parameters
        ----------
        ax : matplotlib Axes, optional
        name : str, optional
            Overrides the display's name.
        curve_kwargs : dict or list of dict, optional
            Properties of the line (a list: one dict per curve), as scikit-learn.
        plot_chance_level : bool, default=False
            Draw the prevalence line (``chance_level_``).
        chance_level_kw : dict, optional
            Its properties.
        despine : bool, default=False
            Remove the top and right spines.
        show_achievable, show_minimum : bool, default=True
            Draw the achievable curve; Boyd's minimum PR curve and the unachievable region.
        show_points : bool, optional
            Mark the vertices (default: only for few vertices).
        show_auc : bool, default=True
            Areas in the legend.
        show_band, show_smooth : bool, default=True
            Draw the band and the smooth curve, when the display holds them.
        legend : bool, default=True
            Draw the legend (inside the axes, lower left).
        num_points : int, default=200
            Recalls at which the interpolation is evaluated between vertices.
        **kwargs
            Further properties of the line (``lw=3``, ``color="k"``).

        Returns
        -------
        PrecisionRecallDisplay
        """
        ax = display_axes(ax)
        precisions = _arrays(self.precision)
        recalls = _arrays(self.recall)
        curves = _as_list(self.curve)
        n = len(precisions)
        if len(recalls) != n or (curves is not None and len(curves) != n):
            raise ValueError(f"precision, recall and curve must hold as many curves, got "
                             f"{n}, {len(recalls)} and {len(curves or [])}")
        label = self._label(name) or (self._DEFAULT_NAME if n == 1 else None)
        areas = _as_list(self.auc_pr) if curves is not None else _as_list(self.average_precision)
        what = "AUC-PR" if curves is not None else "AP"
        values: list[float | None] = list(areas) if areas else [None]
        text = _area_label(label, what, values, show_auc, 3 if n == 1 else 2)
        kws = _curve_kwargs(n, curve_kwargs, kwargs)
        lines: list[Line2D] = []
        self.minimum_line_: Line2D | None = None
        self.unachievable_region_: PolyCollection | None = None
        for i in range(n):
            entry = text if i == 0 else "_fold"
            kws[i] = _fold_style(kws[i], lines)
            if curves is None:
                lines.append(plot_line(ax, recalls[i], precisions[i], line_style(
                    entry or "_curve", None, "-", 1.6, {"drawstyle": "steps-post", **kws[i]})))
                continue
            roc = curves[i].to_roc()
            drawn = _drawable_roc(roc)
            a = draw_pr(ax, curves[i] if drawn is roc else drawn.to_pr(), num_points=num_points,
                        show_minimum=show_minimum and i == 0,
                        show_points=show_points if drawn is roc and n == 1 else False,
                        show_auc=show_auc, label=entry or "_curve", line_kw=kws[i])
            a.line.set_label(entry or "_curve")
            lines.append(a.line)
            if i == 0:
                self.minimum_line_, self.unachievable_region_ = (a.minimum_line,
                                                                 a.unachievable_region)
        self.line_: Line2D | list[Line2D] = lines[0] if n == 1 else lines
        colour = lines[0].get_color()
        self.achievable_line_: Line2D | None = None
        if show_achievable and self.achievable is not None and n == 1:
            self.achievable_line_ = draw_pr(
                ax, self.achievable, num_points=num_points, show_minimum=False, show_points=False,
                show_auc=show_auc, label=f"{label}: achievable", color=colour,
                linestyle="--", linewidth=1.0).line
        self._finish_plot(ax, label or self._DEFAULT_NAME, colour, n, show_band=show_band,
                          show_smooth=show_smooth, show_auc=show_auc, legend=legend,
                          plot_chance_level=plot_chance_level, chance_level_kw=chance_level_kw,
                          despine=despine)
        return self

    @staticmethod
    def _arrays_of(y_true: npt.ArrayLike, y_score: npt.ArrayLike,
                   sample_weight: npt.ArrayLike | None, pos_label: object,
                   drop_intermediate: bool) -> tuple[FloatArray, FloatArray, float, float]:
        """scikit-learn's ``precision``, ``recall``, average precision and prevalence."""
        precision, recall, _ = precision_recall_curve(
            y_true, y_score, pos_label=pos_label, sample_weight=sample_weight,
            drop_intermediate=drop_intermediate)
        ap = average_precision_score(y_true, y_score, sample_weight=sample_weight,
                                     pos_label=pos_label)
        y = np.asarray(y_true).reshape(-1)
        return precision, recall, ap, float(np.count_nonzero(y == pos_label) / y.size)

    @classmethod
    def from_predictions(
        cls,
        y_true: npt.ArrayLike,
        y_score: npt.ArrayLike,
        *,
        sample_weight: npt.ArrayLike | None = None,
        drop_intermediate: bool = False,
        pos_label: object = None,
        name: str | None = None,
        ax: Axes | None = None,
        curve_kwargs: Mapping[str, object] | None = None,
        plot_chance_level: bool = False,
        chance_level_kw: Mapping[str, object] | None = None,
        despine: bool = False,
        band: bool | float | None = False,
        smooth: bool = False,
        n_bootstrap: int = 2000,
        random_state: RandomState = None,
        evaluation: Evaluation | None = None,
        **kwargs: Unpack[PrPlotOptions],
    ) -> PrecisionRecallDisplay:
        """Compute the PR curve of scores (and its achievable curve) and draw it.

        Parameters
        ----------
        y_true, y_score, sample_weight
            As in :func:`numeric.evaluate`.
        drop_intermediate : bool, default=False
            Of the stored ``precision``/``recall`` (:func:`numeric.precision_recall_curve`).
        pos_label : int, float, bool or str, optional
            The positive class; default 1 for labels {0, 1} and {-1, 1} (as scikit-learn).
        name : str, optional
            Legend name (default ``'Classifier'``, as scikit-learn).
        ax : matplotlib Axes, optional
        curve_kwargs, plot_chance_level, chance_level_kw, despine
            As in :meth:`plot`.
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
            Passed to :meth:`plot` (its options, and properties of the line).

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
        ...                                             random_state=0, plot_chance_level=True)
        >>> d.band.curve, len(d.band_), d.chance_level_.get_label()
        ('pr', 2, 'Chance level (AP = 0.50)')
        """
        pos = _resolved_pos_label(y_true, pos_label)
        d = curve_data(y_true, y_score, sample_weight=sample_weight, pos_label=pos,
                       evaluation=evaluation, achievable=True, bands=("pr",),
                       level=_band_level(band), smooth=smooth, n_bootstrap=n_bootstrap,
                       random_state=random_state)
        precision, recall, ap, prevalence = cls._arrays_of(y_true, y_score, sample_weight, pos,
                                                           drop_intermediate)
        disp = cls(precision, recall, average_precision=ap, name=_check_name(name) or "Classifier",
                   pos_label=pos, prevalence_pos_label=prevalence, curve=d.roc.to_pr(),
                   achievable=d.achievable, auc_pr=d.evaluation.auc_pr, band=d.pr_band,
                   smoothing=d.smoothing)
        return disp.plot(ax, curve_kwargs=curve_kwargs, plot_chance_level=plot_chance_level,
                         chance_level_kw=chance_level_kw, despine=despine, **kwargs)

    @classmethod
    def from_estimator(
        cls,
        estimator: object,
        X: npt.ArrayLike,
        y: npt.ArrayLike,
        *,
        sample_weight: npt.ArrayLike | None = None,
        drop_intermediate: bool = False,
        response_method: str | Sequence[str] = "auto",
        pos_label: object = None,
        name: str | None = None,
        ax: Axes | None = None,
        curve_kwargs: Mapping[str, object] | None = None,
        plot_chance_level: bool = False,
        chance_level_kw: Mapping[str, object] | None = None,
        despine: bool = False,
        band: bool | float | None = False,
        smooth: bool = False,
        n_bootstrap: int = 2000,
        random_state: RandomState = None,
        **kwargs: Unpack[PrPlotOptions],
    ) -> PrecisionRecallDisplay:
        """Score ``X`` with a fitted binary classifier and draw the PR curve against ``y``.

        The positive class is ``pos_label``, by default ``estimator.classes_[-1]``; its scores
        come from ``response_method`` (``'auto'``: ``predict_proba``, else
        ``decision_function``; :func:`estimator_scores`). Other arguments as in
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
        y_score, pos, default = estimator_scores(estimator, X, response_method, pos_label)
        return cls.from_predictions(
            y, y_score, sample_weight=sample_weight, drop_intermediate=drop_intermediate,
            pos_label=pos, name=name or default, ax=ax, curve_kwargs=curve_kwargs,
            plot_chance_level=plot_chance_level, chance_level_kw=chance_level_kw,
            despine=despine, band=band, smooth=smooth, n_bootstrap=n_bootstrap,
            random_state=random_state, **kwargs)

    @classmethod
    def from_cv_results(
        cls,
        cv_results: Mapping[str, object],
        X: npt.ArrayLike,
        y: npt.ArrayLike,
        *,
        sample_weight: npt.ArrayLike | None = None,
        drop_intermediate: bool = True,
        response_method: str | Sequence[str] = "auto",
        pos_label: object = None,
        name: str | None = None,
        ax: Axes | None = None,
        curve_kwargs: Mapping[str, object] | Sequence[Mapping[str, object]] | None = None,
        plot_chance_level: bool = False,
        chance_level_kwargs: Mapping[str, object] | None = None,
        despine: bool = False,
    ) -> PrecisionRecallDisplay:
        """One PR curve per fold of :func:`sklearn.model_selection.cross_validate`'s results.

        ``cv_results`` must come from ``cross_validate(..., return_estimator=True,
        return_indices=True)``; each fold's estimator scores its test rows of ``X``. The legend
        shows the mean and standard deviation of the folds' exact AUC-PR.

        Examples
        --------
        >>> from sklearn.linear_model import LogisticRegression
        >>> from sklearn.model_selection import cross_validate
        >>> X = np.arange(40.0).reshape(-1, 1) % 7; y = (np.arange(40) % 3 == 0).astype(int)
        >>> cv = cross_validate(LogisticRegression(), X, y, cv=3, return_estimator=True,
        ...                     return_indices=True)
        >>> d = PrecisionRecallDisplay.from_cv_results(cv, X, y)
        >>> len(d.line_), len(d.precision)
        (3, 3)
        """
        precisions: list[FloatArray] = []
        recalls: list[FloatArray] = []
        aps, prevalences, areas = [], [], []
        curves = []
        pos: object = None
        for y_test, s, w, pos, d in _cv_scores(cv_results, X, y, sample_weight,
                                               response_method, pos_label):
            p, r, ap, prevalence = cls._arrays_of(y_test, s, w, pos, drop_intermediate)
            precisions.append(p)
            recalls.append(r)
            aps.append(ap)
            prevalences.append(prevalence)
            curves.append(d.roc.to_pr())
            areas.append(d.evaluation.auc_pr)
        disp = cls(precisions, recalls, average_precision=aps, name=_check_name(name),
                   pos_label=pos, prevalence_pos_label=prevalences, curve=curves, auc_pr=areas)
        return disp.plot(ax, curve_kwargs=curve_kwargs, plot_chance_level=plot_chance_level,
                         chance_level_kw=chance_level_kwargs, despine=despine)


class RocCurveDisplay(_CurveDisplay):
    """ROC curve(s): scikit-learn's ``RocCurveDisplay``, with the convex hull as an option.

    Parameters
    ----------
    fpr, tpr : ndarray or list of ndarray
        As returned by :func:`numeric.roc_curve`; a list holds one curve per fold.
    roc_auc : float or list of float, optional
        The area(s) shown in the legend.
    name : str or list of str, optional
        Legend name.
    pos_label : int, float, bool or str, optional
        The positive class, shown in the axis labels.
    curve : ROCCurve or list of ROCCurve, optional
        The curve(s) drawn (default: ``fpr`` against ``tpr``).
    band : CurveBand, optional
        A bootstrap band of TPR over FPR (:func:`numeric.stats.roc_band`).
    smoothing : BinormalSmoothing, optional
        pROC's binormal smoothed ROC curve (:func:`numeric.stats.binormal_smoothing`).

    Attributes
    ----------
    line_ : Line2D or list of Line2D
    chance_level_ : Line2D or None
        The diagonal, with ``plot_chance_level``.
    hull_line_ : Line2D or None
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
    >>> d = RocCurveDisplay(fpr=[0, 0.1, 0.5, 1], tpr=[0, 0.5, 0.6, 1], roc_auc=0.645).plot()
    >>> d.line_.get_label(), d.hull_line_.get_label()
    ('ROC curve (AUC-ROC 0.645)', 'ROC curve: convex hull (AUC-ROC 0.700)')
    """

    _AXIS_LABELS = ("False Positive Rate", "True Positive Rate")
    _LEGEND_LOC = "lower right"
    _DEFAULT_NAME = "ROC curve"

    def __init__(self, *, fpr: npt.ArrayLike, tpr: npt.ArrayLike,
                 roc_auc: float | list[float] | None = None,
                 name: str | list[str] | None = None, pos_label: object = None,
                 curve: ROCCurve | list[ROCCurve] | None = None,
                 band: CurveBand | None = None,
                 smoothing: BinormalSmoothing | None = None) -> None:
        for c in _as_list(curve) or []:
            if not isinstance(c, ROCCurve):
                raise TypeError(f"curve must be a ROCCurve, a list of them or None, got "
                                f"{type(c).__name__}")
        super().__init__(name, pos_label, band, smoothing)
        self.fpr = fpr
        self.tpr = tpr
        self.roc_auc = roc_auc
        self.curve = curve

    @classmethod
    def from_curve(cls, curve: ROCCurve, *, auc_roc: float | None = None,
                   name: str | None = None, pos_label: object = None,
                   band: CurveBand | None = None,
                   smoothing: BinormalSmoothing | None = None) -> RocCurveDisplay:
        """A display of a :class:`~numeric.geometry.curve_conversion.ROCCurve` (not drawn yet).

        Examples
        --------
        >>> d = RocCurveDisplay.from_curve(ROCCurve([0, 0.5, 1], [0, 1, 1], skew=1.0))
        >>> d.roc_auc
        0.75
        """
        if not isinstance(curve, ROCCurve):
            raise TypeError(f"curve must be a ROCCurve, got {type(curve).__name__}")
        return cls(fpr=curve.fpr, tpr=curve.tpr,
                   roc_auc=float(curve.auc() if auc_roc is None else auc_roc), name=name,
                   pos_label=pos_label, curve=curve, band=band, smoothing=smoothing)

    def _smooth_curve(self, s: BinormalSmoothing, label: str, show_auc: bool
                      ) -> tuple[FloatArray, FloatArray, str]:
        auc = f" (AUC-ROC {s.auc:.3f})" if show_auc else ""
        return s.fpr, s.tpr, f"{label}: binormal smooth{auc}"

    def _chance_level(self, ax: Axes, n_curves: int, chance_level_kw: Mapping[str, object] | None
                      ) -> Line2D:
        kw = line_style("Chance level (AUC = 0.5)", "k", "--", 1.0, chance_level_kw)
        return plot_line(ax, (0, 1), (0, 1), kw)

    def plot(self, ax: Axes | None = None, *, name: str | list[str] | None = None,
             curve_kwargs: Mapping[str, object] | Sequence[Mapping[str, object]] | None = None,
             plot_chance_level: bool = False,
             chance_level_kw: Mapping[str, object] | None = None, despine: bool = False,
             show_hull: bool = True, show_points: bool | None = None, show_auc: bool = True,
             show_band: bool = True, show_smooth: bool = True, legend: bool = True,
             **kwargs: Unpack[LineOptions]) -> RocCurveDisplay:
        """Draw on ``ax`` (new pyplot axes by default); return ``self``.

        Parameters as in :meth:`PrecisionRecallDisplay.plot`; ``plot_chance_level`` draws the
        diagonal, ``show_hull`` the convex hull (dashed; one curve only).

        Returns
        -------
        RocCurveDisplay
        """
        ax = display_axes(ax)
        fprs = _arrays(self.fpr)
        tprs = _arrays(self.tpr)
        given = _as_list(self.curve)
        n = len(fprs)
        if len(tprs) != n or (given is not None and len(given) != n):
            raise ValueError(f"fpr, tpr and curve must hold as many curves, got {n}, "
                             f"{len(tprs)} and {len(given or [])}")
        curves = given if given is not None else [
            ROCCurve(f, t, skew=1.0) for f, t in zip(fprs, tprs, strict=True)]
        label = self._label(name) or (self._DEFAULT_NAME if n == 1 else None)
        areas = _as_list(self.roc_auc)
        text = _area_label(label, "AUC-ROC",
                           list(areas or [float(c.auc()) for c in curves]), show_auc,
                           3 if n == 1 else 2)
        kws = _curve_kwargs(n, curve_kwargs, kwargs)
        lines: list[Line2D] = []
        self.hull_line_: Line2D | None = None
        for i, c in enumerate(curves):
            kws[i] = _fold_style(kws[i], lines)
            drawn = _drawable_roc(c)
            a = draw_roc(ax, drawn, show_hull=show_hull and n == 1, show_chance=False,
                         show_points=show_points if drawn is c and n == 1 else False,
                         show_auc=show_auc, label=label or self._DEFAULT_NAME,
                         line_kw=kws[i])
            a.line.set_label((text if i == 0 else None) or "_curve")
            self.hull_line_ = self.hull_line_ or a.hull_line
            lines.append(a.line)
        self.line_: Line2D | list[Line2D] = lines[0] if n == 1 else lines
        self._finish_plot(ax, label or self._DEFAULT_NAME, lines[0].get_color(), n,
                          show_band=show_band, show_smooth=show_smooth, show_auc=show_auc,
                          legend=legend, plot_chance_level=plot_chance_level,
                          chance_level_kw=chance_level_kw, despine=despine)
        return self

    @classmethod
    def from_predictions(
        cls,
        y_true: npt.ArrayLike,
        y_score: npt.ArrayLike,
        *,
        sample_weight: npt.ArrayLike | None = None,
        drop_intermediate: bool = True,
        pos_label: object = None,
        name: str | None = None,
        ax: Axes | None = None,
        curve_kwargs: Mapping[str, object] | None = None,
        plot_chance_level: bool = False,
        chance_level_kw: Mapping[str, object] | None = None,
        despine: bool = False,
        band: bool | float | None = False,
        smooth: bool = False,
        n_bootstrap: int = 2000,
        random_state: RandomState = None,
        evaluation: Evaluation | None = None,
        **kwargs: Unpack[RocPlotOptions],
    ) -> RocCurveDisplay:
        """Compute the ROC curve of scores and draw it.

        Parameters as in :meth:`PrecisionRecallDisplay.from_predictions` (``drop_intermediate``
        of the stored ``fpr``/``tpr``, default True as scikit-learn; the band is
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
        pos = _resolved_pos_label(y_true, pos_label)
        d = curve_data(y_true, y_score, sample_weight=sample_weight, pos_label=pos,
                       evaluation=evaluation, achievable=False, bands=("roc",),
                       level=_band_level(band), smooth=smooth, n_bootstrap=n_bootstrap,
                       random_state=random_state)
        fpr, tpr, _ = roc_curve(y_true, y_score, pos_label=pos, sample_weight=sample_weight,
                                drop_intermediate=drop_intermediate)
        disp = cls(fpr=fpr, tpr=tpr, roc_auc=d.evaluation.auc_roc,
                   name=_check_name(name) or "Classifier", pos_label=pos, curve=d.roc,
                   band=d.roc_band, smoothing=d.smoothing)
        return disp.plot(ax, curve_kwargs=curve_kwargs, plot_chance_level=plot_chance_level,
                         chance_level_kw=chance_level_kw, despine=despine, **kwargs)

    @classmethod
    def from_estimator(
        cls,
        estimator: object,
        X: npt.ArrayLike,
        y: npt.ArrayLike,
        *,
        sample_weight: npt.ArrayLike | None = None,
        drop_intermediate: bool = True,
        response_method: str | Sequence[str] = "auto",
        pos_label: object = None,
        name: str | None = None,
        ax: Axes | None = None,
        curve_kwargs: Mapping[str, object] | None = None,
        plot_chance_level: bool = False,
        chance_level_kw: Mapping[str, object] | None = None,
        despine: bool = False,
        band: bool | float | None = False,
        smooth: bool = False,
        n_bootstrap: int = 2000,
        random_state: RandomState = None,
        **kwargs: Unpack[RocPlotOptions],
    ) -> RocCurveDisplay:
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
        >>> d.line_.get_label(), d.pos_label
        ('Fixed (AUC-ROC 0.750)', 'yes')
        """
        y_score, pos, default = estimator_scores(estimator, X, response_method, pos_label)
        return cls.from_predictions(
            y, y_score, sample_weight=sample_weight, drop_intermediate=drop_intermediate,
            pos_label=pos, name=name or default, ax=ax, curve_kwargs=curve_kwargs,
            plot_chance_level=plot_chance_level, chance_level_kw=chance_level_kw,
            despine=despine, band=band, smooth=smooth, n_bootstrap=n_bootstrap,
            random_state=random_state, **kwargs)

    @classmethod
    def from_cv_results(
        cls,
        cv_results: Mapping[str, object],
        X: npt.ArrayLike,
        y: npt.ArrayLike,
        *,
        sample_weight: npt.ArrayLike | None = None,
        drop_intermediate: bool = True,
        response_method: str | Sequence[str] = "auto",
        pos_label: object = None,
        ax: Axes | None = None,
        name: str | None = None,
        curve_kwargs: Mapping[str, object] | Sequence[Mapping[str, object]] | None = None,
        plot_chance_level: bool = False,
        chance_level_kwargs: Mapping[str, object] | None = None,
        despine: bool = False,
    ) -> RocCurveDisplay:
        """One ROC curve per fold of :func:`sklearn.model_selection.cross_validate`'s results.

        As :meth:`PrecisionRecallDisplay.from_cv_results`.

        Examples
        --------
        >>> from sklearn.linear_model import LogisticRegression
        >>> from sklearn.model_selection import cross_validate
        >>> X = np.arange(40.0).reshape(-1, 1) % 7; y = (np.arange(40) % 3 == 0).astype(int)
        >>> cv = cross_validate(LogisticRegression(), X, y, cv=3, return_estimator=True,
        ...                     return_indices=True)
        >>> d = RocCurveDisplay.from_cv_results(cv, X, y, plot_chance_level=True)
        >>> len(d.line_), d.chance_level_.get_label()
        (3, 'Chance level (AUC = 0.5)')
        """
        fprs: list[FloatArray] = []
        tprs: list[FloatArray] = []
        aucs, curves = [], []
        pos: object = None
        for y_test, s, w, pos, d in _cv_scores(cv_results, X, y, sample_weight,
                                               response_method, pos_label):
            fpr, tpr, _ = roc_curve(y_test, s, pos_label=pos, sample_weight=w,
                                    drop_intermediate=drop_intermediate)
            fprs.append(fpr)
            tprs.append(tpr)
            aucs.append(d.evaluation.auc_roc)
            curves.append(d.roc)
        disp = cls(fpr=fprs, tpr=tprs, roc_auc=aucs, name=_check_name(name), pos_label=pos,
                   curve=curves)
        return disp.plot(ax, curve_kwargs=curve_kwargs, plot_chance_level=plot_chance_level,
                         chance_level_kw=chance_level_kwargs, despine=despine)


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
                       response_method: str | Sequence[str] = "auto",
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
        y_score, pos, default = estimator_scores(estimator, X, response_method, pos_label)
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
            Draw the legend, inside the axes at the upper left (above the maximum, where no
            model can lie).
        title : str, optional
            Default ``'skew a = N-/N+ = ...'``.

        Returns
        -------
        FeasibleRegionDisplay
        """
        ax = display_axes(ax)
        drawn = BoundArtists()
        plot_auc_bounds(self.skew, self.quantities, ax=ax, x_range=x_range,
                        num_points=num_points, points=self.points, intervals=self.intervals,
                        legend=False, artists=drawn)
        if legend:  # inside, above the maximum, where no (AUC-ROC, AUC-PR) pair can lie
            legend_inside(ax, "upper left")
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
