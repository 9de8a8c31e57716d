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
``precision_at_recall``   precision                                   recall >= ``min_recall``
``recall_at_precision``   recall                                      precision >= ``min_precision``
``recall_at_fpr``         recall                                      FPR <= ``max_fpr``
========================  ==========================================  ===========================

Ties (values within ``TIE_TOLERANCE = 1e-13`` of the best, which absorbs the rounding of the
rates: ``2/3 - 0`` and ``1 - 1/3`` differ in the last bit) are broken first by a secondary key
that can only help -- the higher recall for ``precision_at_recall``, the higher precision for
``recall_at_precision``, the lower FPR for ``recall_at_fpr`` -- then by the **highest threshold**
(the most conservative classifier, fewest predicted positives). Constraints are also compared in
floating point on the rates ``TP/N+``, ``TP/(TP+FP)`` and ``FP/N-``.
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from numeric._warnings import DegenerateDataWarning
from numeric.bounds.boyd import modified_f1
from numeric.data.counts import ThresholdCounts, threshold_counts
from numeric.validation import check_interval

__all__ = ["CRITERIA", "OperatingPoint", "operating_point", "operating_points"]

FloatArray = npt.NDArray[np.float64]

CRITERIA = (
    "youden",
    "f1",
    "modified_f1",
    "precision_at_recall",
    "recall_at_precision",
    "recall_at_fpr",
)
# The constraint each constrained criterion needs (keyword name).
_CONSTRAINT = {
    "precision_at_recall": "min_recall",
    "recall_at_precision": "min_precision",
    "recall_at_fpr": "max_fpr",
}
_NAN = float("nan")
# Values closer than this to the best one are ties (the rates carry a few ulps of rounding, so
# exactly equal fractions such as 2/3 - 0 and 1 - 1/3 may differ in the last bit).
TIE_TOLERANCE = 1e-13


@dataclass(frozen=True)
class OperatingPoint:
    """The best threshold by one criterion, with its confusion counts and rates.

    Attributes
    ----------
    criterion : str
        One of :data:`CRITERIA`.
    threshold : float
        A score of the data: predicting positive iff ``score >= threshold`` gives the counts
        below. NaN when no threshold satisfies the constraint (or a class is absent).
    tp, fp, tn, fn : float
        (Weighted) confusion counts at the threshold.
    precision, recall, fpr : float
        ``TP/(TP+FP)``, ``TP/N+``, ``FP/N-``.
    value : float
        The criterion's value at the threshold.
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


def _value_and_feasible(
    criterion: str, c: ThresholdCounts, bound: float | None
) -> tuple[FloatArray, FloatArray, npt.NDArray[np.bool_]]:
    """Criterion value, secondary tie key and feasibility at every candidate (points 1..m)."""
    tp, fp = c.tp[1:], c.fp[1:]
    recall, fpr = tp / c.n_pos, fp / c.n_neg
    precision = tp / (tp + fp)  # tp + fp > 0: every distinct score has positive weight
    everywhere = np.ones(tp.shape, dtype=bool)
    zeros = np.zeros(tp.shape)
    if criterion == "youden":
        return recall - fpr, zeros, everywhere
    if criterion == "f1":
        return 2.0 * tp / (2.0 * tp + fp + (c.n_pos - tp)), zeros, everywhere
    if criterion == "modified_f1":
        value = np.asarray(modified_f1(recall, precision, c.n_neg / c.n_pos), dtype=np.float64)
        return value, zeros, everywhere
    assert bound is not None
    if criterion == "precision_at_recall":
        return precision, recall, recall >= bound
    if criterion == "recall_at_precision":
        return recall, precision, precision >= bound
    return recall, -fpr, fpr <= bound  # recall_at_fpr


def _nan_point(criterion: str) -> OperatingPoint:
    return OperatingPoint(criterion, *([_NAN] * 9))


def _best(criterion: str, c: ThresholdCounts, bound: float | None) -> OperatingPoint:
    value, secondary, feasible = _value_and_feasible(criterion, c, bound)
    candidates = np.flatnonzero(feasible)
    if candidates.size == 0:
        warnings.warn(
            f"no threshold satisfies {_CONSTRAINT[criterion]} = {bound!r} for {criterion}: "
            "its point is NaN",
            DegenerateDataWarning,
            stacklevel=4,
        )
        return _nan_point(criterion)
    near = candidates[value[candidates] >= np.max(value[candidates]) - TIE_TOLERANCE]
    near = near[secondary[near] == np.max(secondary[near])]
    i = int(near[0])  # thresholds decrease: the first is the highest
    tp, fp = float(c.tp[i + 1]), float(c.fp[i + 1])
    return OperatingPoint(
        criterion=criterion,
        threshold=float(c.thresholds[i + 1]),
        tp=tp,
        fp=fp,
        tn=c.n_neg - fp,
        fn=c.n_pos - tp,
        precision=tp / (tp + fp),
        recall=tp / c.n_pos,
        fpr=fp / c.n_neg,
        value=float(value[i]),
    )


def _check_bound(value: Any, name: str) -> float | None:
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
    pos_label: Any = None,
    min_recall: float | None = None,
    min_precision: float | None = None,
    max_fpr: float | None = None,
) -> tuple[OperatingPoint, ...]:
    r"""The best thresholds by Youden's J, F1, modified F1 and each constraint given.

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

    with :math:`\pi = N^+/N` the precision of random guessing. Ties: see the module docstring
    (secondary key, then the highest threshold).

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
    >>> operating_points(y, s, max_fpr=0.0)[-1].recall
    0.6666666666666666
    """
    c = threshold_counts(y_true, y_score, sample_weight, pos_label)
    bounds = {
        "min_recall": _check_bound(min_recall, "min_recall"),
        "min_precision": _check_bound(min_precision, "min_precision"),
        "max_fpr": _check_bound(max_fpr, "max_fpr"),
    }
    wanted = [k for k in CRITERIA if k not in _CONSTRAINT or bounds[_CONSTRAINT[k]] is not None]
    if c.n_pos == 0 or c.n_neg == 0:
        missing = "positive" if c.n_pos == 0 else "negative"
        warnings.warn(
            f"operating points are undefined (NaN): y_true has no {missing} samples",
            DegenerateDataWarning,
            stacklevel=2,
        )
        return tuple(_nan_point(k) for k in wanted)
    return tuple(
        _best(k, c, bounds[_CONSTRAINT[k]] if k in _CONSTRAINT else None) for k in wanted
    )


def operating_point(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    criterion: str = "youden",
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: Any = None,
    constraint: float | None = None,
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
    if criterion in _CONSTRAINT and constraint is None:
        raise ValueError(f"criterion {criterion!r} needs a constraint ({_CONSTRAINT[criterion]})")
    if criterion not in _CONSTRAINT and constraint is not None:
        raise ValueError(f"criterion {criterion!r} takes no constraint, got {constraint!r}")
    kwargs = {_CONSTRAINT[criterion]: constraint} if criterion in _CONSTRAINT else {}
    points = operating_points(y_true, y_score, sample_weight=sample_weight,
                              pos_label=pos_label, **kwargs)
    return next(p for p in points if p.criterion == criterion)
