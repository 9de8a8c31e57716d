r"""Operating points: the threshold that is best by a criterion, optionally under a constraint.

Candidates are the classifiers "predict positive iff ``score >= t``" for every distinct score
``t`` of the data (the points of :func:`numeric.threshold_counts` after the first, so the returned
threshold is always a score of the data and reproduces the counts shown). The criteria:

========================  ==========================================  ===========================
criterion                 value maximised                             constraint
========================  ==========================================  ===========================
``youden``                Youden's J = TPR - FPR                      --
``f1``                    F1 = 2 TP / (2 TP + FP + FN)                --
``modified_f1``           Boyd et al.'s F1' (0 at or below random     --
                          precision; :func:`numeric.modified_f1`)
``closest_topleft``       minus the weighted squared distance to      --
                          (0, 1): ``-((1 - TPR)^2 + r FPR^2)``
``precision_at_recall``   precision                                   recall >= ``min_recall``
``recall_at_precision``   recall                                      precision >= ``min_precision``
``recall_at_fpr``         recall                                      FPR <= ``max_fpr``
========================  ==========================================  ===========================

Weights (pROC's ``best.weights``): with ``cost_ratio = C`` (the cost of a false negative
relative to a false positive) and ``prevalence = P`` (default 1 and 1/2, as pROC's
``best.weights = c(1, 0.5)``), ``r = (1 - P)/(C P)``; ``youden`` then maximises
``TPR - r FPR`` (pROC's ``se + r sp`` minus the constant ``r``) and ``closest_topleft``
minimises ``(1 - TPR)^2 + r FPR^2`` (its ``value`` is this distance, as pROC reports it).
``closest_topleft``, and ``youden`` when ``cost_ratio`` or ``prevalence`` is given, also
consider the empty classifier (threshold ``+inf``: nothing predicted positive, precision NaN),
as pROC's ``coords(x = "best")`` does: it wins when no data threshold beats predicting nothing.

Ties (values within ``TIE_TOLERANCE = 1e-13`` of the best, which absorbs the rounding of the
rates: ``2/3 - 0`` and ``1 - 1/3`` differ in the last bit) are broken first by a secondary key
that can only help -- the higher recall for ``precision_at_recall``, the higher precision for
``recall_at_precision``, the lower FPR for ``recall_at_fpr`` -- then by the **highest threshold**
(the most conservative classifier, fewest predicted positives). Constraints are also compared in
floating point on the rates ``TP/N+``, ``TP/(TP+FP)`` and ``FP/N-``.
"""

from __future__ import annotations

import math
import numbers
import warnings
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from numeric._warnings import DegenerateDataWarning
from numeric.bounds.boyd import modified_f1
from numeric.core.steps import ThresholdCounts, threshold_counts
from numeric.display import ResultDisplay
from numeric.validation import check_interval

__all__ = [
    "CRITERIA",
    "OperatingPoint",
    "best_weight_ratio",
    "check_targets",
    "operating_point",
    "operating_points",
    "points_at",
]

FloatArray = npt.NDArray[np.float64]

CRITERIA = (
    "youden",
    "f1",
    "modified_f1",
    "closest_topleft",
    "precision_at_recall",
    "recall_at_precision",
    "recall_at_fpr",
)
# The constraint each constrained criterion needs (keyword name).
CONSTRAINT = {
    "precision_at_recall": "min_recall",
    "recall_at_precision": "min_precision",
    "recall_at_fpr": "max_fpr",
}
_NAN = float("nan")
# Values closer than this to the best one are ties (the rates carry a few ulps of rounding, so
# exactly equal fractions such as 2/3 - 0 and 1 - 1/3 may differ in the last bit).
TIE_TOLERANCE = 1e-13


@dataclass(frozen=True, repr=False)
class OperatingPoint(ResultDisplay):
    """The best threshold by one criterion, with its confusion counts and rates.

    Attributes
    ----------
    criterion : str
        One of :data:`CRITERIA`.
    threshold : float
        A score of the data: predicting positive iff ``score >= threshold`` gives the counts
        below; ``+inf`` for the empty classifier (nothing predicted positive), which only the
        pROC-weighted criteria consider (module docstring). NaN when no threshold satisfies the
        constraint (or a class is absent).
    tp, fp, tn, fn : float
        (Weighted) confusion counts at the threshold.
    precision, recall, fpr : float
        ``TP/(TP+FP)`` (NaN for the empty classifier), ``TP/N+``, ``FP/N-``.
    value : float
        The criterion's value at the threshold (for ``closest_topleft`` the weighted squared
        distance to (0, 1), which is minimised).
    """

    criterion: str
    threshold: float
    tp: float
    fp: float
    tn: float
    fn: float
    precision: float
    recall: float
    fpr: float
    value: float


def best_weight_ratio(cost_ratio: float | None, prevalence: float | None) -> float | None:
    """pROC's ``r = (1 - P)/(C P)`` of ``best.weights = c(C, P)``; ``None`` if neither is given.

    Examples
    --------
    >>> best_weight_ratio(2.0, 0.2), best_weight_ratio(None, None)
    (2.0, None)
    >>> best_weight_ratio(None, 1.0)
    Traceback (most recent call last):
    ...
    ValueError: prevalence must be in (0, 1), got 1.0
    """
    if cost_ratio is None and prevalence is None:
        return None
    c = 1.0 if cost_ratio is None else _scalar(cost_ratio, "cost_ratio")
    p = 0.5 if prevalence is None else _scalar(prevalence, "prevalence")
    if not (math.isfinite(c) and c > 0.0):
        raise ValueError(f"cost_ratio must be finite and > 0, got {cost_ratio!r}")
    if not 0.0 < p < 1.0:
        raise ValueError(f"prevalence must be in (0, 1), got {prevalence!r}")
    return (1.0 - p) / (c * p)


def _scalar(value: object, name: str) -> float:
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise TypeError(f"{name} must be a real number, got {type(value).__name__}")
    return float(value)


def criterion_values(
    criterion: str, tp: FloatArray, fp: FloatArray, n_pos: FloatArray | float,
    n_neg: FloatArray | float, bound: float | None, ratio: float | None = None,
) -> tuple[FloatArray, FloatArray, npt.NDArray[np.bool_]]:
    """Value maximised, secondary tie key and candidacy at every point (last axis).

    ``tp`` and ``fp`` hold every point of a curve, point 0 (nothing predicted positive)
    included; ``n_pos``/``n_neg`` broadcast against them (shape ``(..., 1)`` for several curves).
    Point 0 is a candidate only for the pROC-weighted criteria (module docstring).

    Examples
    --------
    >>> v, _, ok = criterion_values("youden", np.array([0., 1., 2.]), np.array([0., 0., 2.]),
    ...                             2.0, 2.0, None)
    >>> v.tolist(), ok.tolist()
    ([0.0, 0.5, 0.0], [False, True, True])
    """
    with np.errstate(invalid="ignore", divide="ignore"):
        recall, fpr = tp / n_pos, fp / n_neg
        precision = tp / (tp + fp)  # NaN at point 0 (and wherever TP = FP = 0)
    shape = np.broadcast_shapes(tp.shape, fp.shape)
    data_points = np.ones(shape, dtype=bool)
    data_points[..., 0] = False
    zeros = np.zeros(shape)
    if criterion == "youden":
        if ratio is None:
            return recall - fpr, zeros, data_points
        return recall - ratio * fpr, zeros, np.ones(shape, dtype=bool)
    if criterion == "closest_topleft":
        r = 1.0 if ratio is None else ratio
        return -((1.0 - recall) ** 2 + r * fpr**2), zeros, np.ones(shape, dtype=bool)
    if criterion == "f1":
        return 2.0 * tp / (2.0 * tp + fp + (n_pos - tp)), zeros, data_points
    if criterion == "modified_f1":
        skew = np.broadcast_to(np.asarray(n_neg / n_pos, dtype=np.float64), shape)
        with np.errstate(invalid="ignore", divide="ignore"):
            value = np.asarray(modified_f1(recall, np.nan_to_num(precision), skew),
                               dtype=np.float64)
        return value, zeros, data_points
    assert bound is not None
    if criterion == "precision_at_recall":
        return precision, recall, data_points & (recall >= bound)
    if criterion == "recall_at_precision":
        return recall, precision, data_points & (precision >= bound)
    return recall, -fpr, data_points & (fpr <= bound)  # recall_at_fpr


def select_best(
    value: FloatArray, secondary: FloatArray, candidate: npt.NDArray[np.bool_]
) -> tuple[npt.NDArray[np.intp], npt.NDArray[np.bool_]]:
    """Index of the best candidate along the last axis, and whether one exists.

    The best value within :data:`TIE_TOLERANCE`, then the best secondary key, then the first
    index (the highest threshold). NaN values are never best.

    Examples
    --------
    >>> select_best(np.array([[0.5, 0.7, 0.7 - 1e-15]]), np.zeros((1, 3)),
    ...             np.ones((1, 3), dtype=bool))
    (array([1]), array([ True]))
    """
    ok = candidate & ~np.isnan(value)
    v = np.where(ok, value, -np.inf)
    top = np.max(v, axis=-1, keepdims=True)
    near = ok & (v >= top - TIE_TOLERANCE)
    sec = np.where(near, secondary, -np.inf)
    near &= sec == np.max(sec, axis=-1, keepdims=True)
    return np.argmax(near, axis=-1), np.any(ok, axis=-1)


def _nan_point(criterion: str) -> OperatingPoint:
    return OperatingPoint(criterion, *([_NAN] * 9))


def _best(criterion: str, c: ThresholdCounts, bound: float | None,
          ratio: float | None) -> OperatingPoint:
    value, secondary, candidate = criterion_values(criterion, c.tp, c.fp, c.n_pos, c.n_neg,
                                                   bound, ratio)
    index, found = select_best(value, secondary, candidate)
    if not found:
        warnings.warn(
            f"no threshold satisfies {CONSTRAINT[criterion]} = {bound!r} for {criterion}: "
            "its point is NaN",
            DegenerateDataWarning,
            stacklevel=4,
        )
        return _nan_point(criterion)
    i = int(index)
    tp, fp = float(c.tp[i]), float(c.fp[i])
    return OperatingPoint(
        criterion=criterion,
        threshold=float(c.thresholds[i]),
        tp=tp,
        fp=fp,
        tn=c.n_neg - fp,
        fn=c.n_pos - tp,
        precision=tp / (tp + fp) if tp + fp > 0 else _NAN,
        recall=tp / c.n_pos,
        fpr=fp / c.n_neg,
        value=-float(value[i]) if criterion == "closest_topleft" else float(value[i]),
    )


def check_bound(value: float | None, name: str) -> float | None:
    """A target rate checked in [0, 1] under the caller's parameter name (``None`` passes)."""
    if value is None:
        return None
    if np.ndim(value) != 0:
        raise TypeError(f"{name} must be a number, got an array of shape {np.shape(value)}")
    return float(check_interval(value, name))


def operating_points(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
    min_recall: float | None = None,
    min_precision: float | None = None,
    max_fpr: float | None = None,
    cost_ratio: float | None = None,
    prevalence: float | None = None,
) -> tuple[OperatingPoint, ...]:
    r"""The best thresholds by Youden's J, F1, modified F1, closest to (0, 1) and each constraint.

    Parameters
    ----------
    y_true, y_score, sample_weight, pos_label
        As in :func:`numeric.auc_roc_score`.
    min_recall : float in [0, 1], default=None
        If given, add ``precision_at_recall``: the best precision with recall >= ``min_recall``.
    min_precision : float in [0, 1], default=None
        If given, add ``recall_at_precision``: the best recall with precision >=
        ``min_precision``.
    max_fpr : float in [0, 1], default=None
        If given, add ``recall_at_fpr``: the best recall with FPR <= ``max_fpr``.
    cost_ratio : float > 0, default=None
        pROC's ``best.weights[1]``: the cost of a false negative relative to a false positive
        (1 when only ``prevalence`` is given). Weights ``youden`` and ``closest_topleft``.
    prevalence : float in (0, 1), default=None
        pROC's ``best.weights[2]`` (1/2 when only ``cost_ratio`` is given; not the data's).

    Returns
    -------
    tuple of OperatingPoint
        In the order of :data:`CRITERIA`, the constrained ones only when their constraint is
        given.

    Warns
    -----
    DegenerateDataWarning
        If a class is absent (every point is NaN), or if no threshold satisfies a constraint
        (that point is NaN).

    Notes
    -----
    One sort (:func:`numeric.threshold_counts`), then O(m) per criterion over the ``m`` distinct
    scores. Values:

    .. math::

        J = \frac{TP}{N^+} - \frac{FP}{N^-}, \qquad F_1 = \frac{2TP}{2TP + FP + FN}, \qquad
        F_1' = \frac{2 r q}{r + q},\ q = \frac{p - \pi}{1 - \pi}\ (p > \pi;\ 0\ \text{else}),

    with :math:`\pi = N^+/N` the precision of random guessing, and with pROC's weight
    :math:`r = (1 - P)/(C P)` (1 by default)

    .. math::

        J_r = \mathrm{TPR} - r\,\mathrm{FPR}, \qquad
        d_r^2 = (1 - \mathrm{TPR})^2 + r\,\mathrm{FPR}^2 \ (\text{minimised}).

    Ties: see the module docstring (secondary key, then the highest threshold).

    References
    ----------
    W. J. Youden. Index for rating diagnostic tests. Cancer 3(1):32-35, 1950. Boyd, Costa,
    Davis & Page (ICML 2012), Sec. 4.4 (the modified F1, which is 0 in and below the region of
    random guessing). X. Robin et al., BMC Bioinformatics 12:77, 2011 (pROC's ``coords("best")``).

    Examples
    --------
    >>> y = [0, 0, 1, 0, 1, 1]
    >>> s = [0.1, 0.3, 0.35, 0.5, 0.7, 0.9]
    >>> for p in operating_points(y, s):  # J ties at 0.7 and 0.35: the highest threshold wins
    ...     print(p.criterion, p.threshold, round(p.value, 4), p.tp, p.fp)
    youden 0.7 0.6667 2.0 0.0
    f1 0.35 0.8571 3.0 1.0
    modified_f1 0.7 0.8 2.0 0.0
    closest_topleft 0.7 0.1111 2.0 0.0
    >>> operating_points(y, s, cost_ratio=1.0, prevalence=0.25)[0].threshold  # r = 3
    0.7
    >>> operating_points(y, s, max_fpr=0.0)[-1].recall
    0.6666666666666666
    """
    c = threshold_counts(y_true, y_score, sample_weight, pos_label)
    bounds = {
        "min_recall": check_bound(min_recall, "min_recall"),
        "min_precision": check_bound(min_precision, "min_precision"),
        "max_fpr": check_bound(max_fpr, "max_fpr"),
    }
    ratio = best_weight_ratio(cost_ratio, prevalence)
    wanted = [k for k in CRITERIA if k not in CONSTRAINT or bounds[CONSTRAINT[k]] is not None]
    if c.n_pos == 0 or c.n_neg == 0:
        missing = "positive" if c.n_pos == 0 else "negative"
        warnings.warn(
            f"operating points are undefined (NaN): y_true has no {missing} samples",
            DegenerateDataWarning,
            stacklevel=2,
        )
        return tuple(_nan_point(k) for k in wanted)
    return tuple(
        _best(k, c, bounds[CONSTRAINT[k]] if k in CONSTRAINT else None, ratio)
        for k in wanted
    )


def operating_point(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    criterion: str = "youden",
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
    constraint: float | None = None,
    cost_ratio: float | None = None,
    prevalence: float | None = None,
) -> OperatingPoint:
    """The best threshold by one criterion (see :func:`operating_points`).

    Parameters
    ----------
    y_true, y_score, sample_weight, pos_label
        As in :func:`operating_points`.
    criterion : str, default='youden'
        One of :data:`CRITERIA`.
    constraint : float in [0, 1], default=None
        Required by the constrained criteria: the minimum recall of ``precision_at_recall``,
        the minimum precision of ``recall_at_precision``, the maximum FPR of ``recall_at_fpr``.
    cost_ratio, prevalence : float, default=None
        pROC's ``best.weights`` (see :func:`operating_points`).

    Returns
    -------
    OperatingPoint

    Examples
    --------
    >>> p = operating_point([0, 0, 1, 0, 1, 1], [0.1, 0.3, 0.35, 0.5, 0.7, 0.9],
    ...                     "precision_at_recall", constraint=1.0)
    >>> p.threshold, p.precision
    (0.35, 0.75)
    """
    if not isinstance(criterion, str) or criterion not in CRITERIA:
        raise ValueError(f"criterion must be one of {', '.join(CRITERIA)}, got {criterion!r}")
    if criterion in CONSTRAINT and constraint is None:
        raise ValueError(f"criterion {criterion!r} needs a constraint ({CONSTRAINT[criterion]})")
    if criterion not in CONSTRAINT and constraint is not None:
        raise ValueError(f"criterion {criterion!r} takes no constraint, got {constraint!r}")
    kwargs = {CONSTRAINT[criterion]: constraint} if criterion in CONSTRAINT else {}
    points = operating_points(y_true, y_score, sample_weight=sample_weight,
                              pos_label=pos_label, cost_ratio=cost_ratio,
                              prevalence=prevalence, **kwargs)
    return next(p for p in points if p.criterion == criterion)


def check_targets(values: npt.ArrayLike | None, name: str) -> tuple[float, ...]:
    """Target rates: a number or a 1-D sequence of numbers in [0, 1] (none: ``()``).

    Examples
    --------
    >>> check_targets(0.5, "recalls"), check_targets([0, 1], "recalls"), check_targets(None, "x")
    ((0.5,), (0.0, 1.0), ())
    """
    if values is None:
        return ()
    arr = np.atleast_1d(np.asarray(check_interval(values, name), dtype=np.float64))
    if arr.ndim != 1:
        raise ValueError(f"{name} must be a number or a 1-D sequence, got shape {arr.shape}")
    return tuple(float(v) for v in arr)


def points_at(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
    specificities: npt.ArrayLike | None = None,
    sensitivities: npt.ArrayLike | None = None,
    recalls: npt.ArrayLike | None = None,
) -> tuple[OperatingPoint, ...]:
    r"""The threshold that meets each target: specificity, sensitivity or recall at least a
    given value, with the best other coordinate.

    Parameters
    ----------
    y_true, y_score, sample_weight, pos_label
        As in :func:`operating_points`.
    specificities, sensitivities, recalls : float or array_like of floats in [0, 1], optional
        The targets.

    Returns
    -------
    tuple of OperatingPoint
        One per target, specificities first, then sensitivities, then recalls, in the order
        given. ``criterion`` is ``'at_specificity'`` (the highest sensitivity with specificity
        ``TN/N- >= S``; ``value`` is that sensitivity), ``'at_sensitivity'`` (the highest
        specificity with sensitivity ``TP/N+ >= S``; ``value`` the specificity) or
        ``'at_recall'`` (the highest precision with recall ``>= R``, as ``precision_at_recall``;
        ``value`` the precision). Ties: the better target rate, then the highest threshold.

    Warns
    -----
    DegenerateDataWarning
        If a class is absent, or no threshold meets a target (that point is NaN).

    Notes
    -----
    The point is a classifier of the data ("positive iff ``score >= threshold``") that meets
    the target; pROC's ``coords(input = "specificity")`` instead interpolates the other rate
    linearly between the two ROC points around the target, a value no threshold gives unless
    the target is a point of the curve (then the two agree).

    References
    ----------
    Robin et al. (2011), pROC ``coords``.

    Examples
    --------
    >>> y = [0, 0, 1, 0, 1, 1]
    >>> s = [0.1, 0.3, 0.35, 0.5, 0.7, 0.9]
    >>> p, q = points_at(y, s, specificities=[0.6, 0.9])
    >>> p.criterion, p.threshold, p.recall, p.fpr
    ('at_specificity', 0.35, 1.0, 0.3333333333333333)
    >>> q.threshold, q.recall, q.fpr
    (0.7, 0.6666666666666666, 0.0)
    """
    targets = [("at_specificity", v) for v in check_targets(specificities, "specificities")]
    targets += [("at_sensitivity", v) for v in check_targets(sensitivities, "sensitivities")]
    targets += [("at_recall", v) for v in check_targets(recalls, "recalls")]
    c = threshold_counts(y_true, y_score, sample_weight, pos_label)
    if c.n_pos == 0 or c.n_neg == 0:
        missing = "positive" if c.n_pos == 0 else "negative"
        warnings.warn(f"the points at the targets are undefined (NaN): y_true has no {missing} "
                      "samples", DegenerateDataWarning, stacklevel=2)
        return tuple(_nan_point(k) for k, _ in targets)
    recall = c.tp / c.n_pos
    specificity = (c.n_neg - c.fp) / c.n_neg
    with np.errstate(invalid="ignore", divide="ignore"):
        precision = c.tp / (c.tp + c.fp)
    data_points = np.arange(c.tp.shape[-1]) > 0
    out = []
    for kind, v in targets:
        if kind == "at_specificity":
            value, secondary, held = recall, specificity, specificity >= v
        elif kind == "at_sensitivity":
            value, secondary, held = specificity, recall, recall >= v
        else:
            value, secondary, held = precision, recall, recall >= v
        index, found = select_best(value, secondary, data_points & held)
        if not found:
            warnings.warn(f"no threshold meets {kind.removeprefix('at_')} >= {v!r}: its point "
                          "is NaN", DegenerateDataWarning, stacklevel=2)
            out.append(_nan_point(kind))
            continue
        i = int(index)
        tp, fp = float(c.tp[i]), float(c.fp[i])
        out.append(OperatingPoint(
            criterion=kind, threshold=float(c.thresholds[i]), tp=tp, fp=fp, tn=c.n_neg - fp,
            fn=c.n_pos - tp, precision=tp / (tp + fp) if tp + fp > 0 else _NAN,
            recall=tp / c.n_pos, fpr=fp / c.n_neg, value=float(value[i])))
    return tuple(out)
