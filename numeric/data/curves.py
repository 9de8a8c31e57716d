"""ROC and precision-recall curves of labelled data (arrays of points, one per distinct threshold).

Naming follows scikit-learn: ``*_curve`` returns arrays, ``*_score`` (in :mod:`numeric.data.auc`) a
float. Data arguments are ``y_true, y_score, sample_weight=None, pos_label=None``; their validation
and the counting (ties grouped into one step, linear in TP and FP) live in
:func:`numeric.core.steps.threshold_counts`.

Every curve here has one point per distinct threshold *plus* the point at threshold ``+inf``
(nothing predicted positive), in order of decreasing threshold. Unlike scikit-learn nothing is
dropped, and the PR curve's recall -> 0 end is the limit along its first segment, not an invented
precision of 1. The functions with scikit-learn's names (``roc_curve``,
``precision_recall_curve``), which return exactly what scikit-learn's return, are in
:mod:`numeric.data.sklearn_curves`.
"""

from __future__ import annotations

import math
import warnings

import numpy as np
import numpy.typing as npt

from numeric._warnings import DegenerateDataWarning
from numeric.core.array_api import namespace_of
from numeric.core.dg_points import dg_points, dg_precision
from numeric.core.steps import ThresholdCounts, recall_steps, scaled_threshold_counts

__all__ = ["precision_recall_dg_curve", "precision_recall_full_curve", "roc_full_curve"]

FloatArray = npt.NDArray[np.float64]


def _rate(count: FloatArray, total: float, name: str, missing: str) -> FloatArray:
    if total > 0:
        return count / total
    warnings.warn(
        f"{name} is undefined (NaN): y_true has no {missing} samples",
        DegenerateDataWarning,
        stacklevel=3,
    )
    return count * math.nan  # NaN in the counts' own namespace, on their device


def roc_full_curve(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
) -> tuple[FloatArray, FloatArray, FloatArray]:
    r"""Receiver operating characteristic: (FPR, TPR) at every distinct threshold.

    Parameters
    ----------
    y_true : array_like of shape (n_samples,)
        Binary labels ({0, 1}, {-1, 1}, {False, True}, or any two labels with ``pos_label``).
    y_score : array_like of shape (n_samples,)
        Finite scores; higher means more likely positive.
    sample_weight : array_like of shape (n_samples,), default=None
        Nonnegative weights.
    pos_label : int, float, bool or str, default=None
        Label of the positive class (default 1 for the label sets above).

    Returns
    -------
    fpr : ndarray of shape (n_thresholds + 1,)
        False positive rates, nondecreasing, from ``fpr[0] = 0`` to ``fpr[-1] = 1``.
    tpr : ndarray of shape (n_thresholds + 1,)
        True positive rates, nondecreasing, from ``tpr[0] = 0`` to ``tpr[-1] = 1``.
    thresholds : ndarray of shape (n_thresholds + 1,)
        ``thresholds[0] = +inf``, then the distinct scores, strictly decreasing; point ``i`` is
        "predict positive iff ``score >= thresholds[i]``".

    Warns
    -----
    DegenerateDataWarning
        If one class is absent; the rate of the absent class is NaN.

    Notes
    -----
    .. math:: \mathrm{FPR}_i = FP_i / N^-, \qquad \mathrm{TPR}_i = TP_i / N^+ .

    The points of scikit-learn's ``roc_curve(..., drop_intermediate=False)``
    (:func:`numeric.data.sklearn_curves.roc_curve`). Tied scores are one straight ROC segment.

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 2 and 4.

    Examples
    --------
    >>> fpr, tpr, thr = roc_full_curve([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8])
    >>> fpr, tpr
    (array([0. , 0. , 0.5, 0.5, 1. ]), array([0. , 0.5, 0.5, 1. , 1. ]))
    >>> thr
    array([ inf, 0.8 , 0.4 , 0.35, 0.1 ])
    """
    c, _ = scaled_threshold_counts(y_true, y_score, sample_weight, pos_label)  # rates only
    fpr = _rate(c.fp, c.n_neg, "the false positive rate", "negative")
    tpr = _rate(c.tp, c.n_pos, "the true positive rate", "positive")
    return fpr, tpr, c.thresholds


def _precision_points(c: ThresholdCounts) -> FloatArray:
    """Precision at every point, ``precision[0]`` being the limit along the first segment."""
    if (xp := namespace_of(c.tp)) is not None:
        precision = c.tp / (c.tp + c.fp)  # point 0 (0/0) takes point 1's value
        return xp.concat([precision[1:2], precision[1:]]) if c.tp.shape[0] > 1 else precision
    precision = np.empty_like(c.tp)
    with np.errstate(invalid="ignore", divide="ignore"):
        np.divide(c.tp[1:], c.tp[1:] + c.fp[1:], out=precision[1:])
    precision[0] = precision[1] if precision.size > 1 else np.nan
    return precision


def precision_recall_full_curve(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
) -> tuple[FloatArray, FloatArray, FloatArray]:
    r"""Precision and recall at every distinct threshold, recall increasing from 0.

    Parameters
    ----------
    y_true, y_score, sample_weight, pos_label
        As in :func:`roc_full_curve`.

    Returns
    -------
    precision : ndarray of shape (n_thresholds + 1,)
        ``precision[i] = TP_i/(TP_i + FP_i)`` for ``i >= 1``. ``precision[0]`` (recall 0) is the
        limit of the interpolated curve along its first segment: precision is constant on the
        ray from the origin to point 1, so ``precision[0] = precision[1]``. It is *not* an
        invented precision of 1. The last value is the prevalence ``N+/N``.
    recall : ndarray of shape (n_thresholds + 1,)
        ``TP_i/N+``, nondecreasing, from ``recall[0] = 0`` to ``recall[-1] = 1``.
    thresholds : ndarray of shape (n_thresholds + 1,)
        ``thresholds[0] = +inf``, then the distinct scores, strictly decreasing; all three arrays
        are aligned (scikit-learn's ``precision_recall_curve``,
        :func:`numeric.data.sklearn_curves.precision_recall_curve`, instead returns them in the
        opposite order, drops the ``+inf`` point, and appends a point ``(recall 0, precision 1)``).

    Warns
    -----
    DegenerateDataWarning
        If there are no positives: recall is NaN.

    Notes
    -----
    Between consecutive points the curve is Davis & Goadrich's interpolation, not a straight
    line: with local skew :math:`s = \Delta FP / \Delta TP`,

    .. math:: p(TP) = \frac{TP}{TP + FP_A + s\,(TP - TP_A)} .

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 4, Table 1.

    Examples
    --------
    >>> p, r, thr = precision_recall_full_curve([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8])
    >>> r
    array([0. , 0.5, 0.5, 1. , 1. ])
    >>> p
    array([1.        , 1.        , 0.5       , 0.66666667, 0.5       ])
    """
    c, _ = scaled_threshold_counts(y_true, y_score, sample_weight, pos_label)  # rates only
    recall = _rate(c.tp, c.n_pos, "recall", "positive")
    return _precision_points(c), recall, c.thresholds


def precision_recall_dg_curve(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
) -> tuple[FloatArray, FloatArray]:
    r"""Davis & Goadrich's intermediate PR points: one per unit of TP along every step.

    Parameters
    ----------
    y_true, y_score, sample_weight, pos_label
        As in :func:`roc_full_curve`.

    Returns
    -------
    precision : ndarray of shape (n_points,)
        Precision of each point; at the origin, the limit along the first step.
    recall : ndarray of shape (n_points,)
        Nondecreasing from 0 to 1. Each step of the curve (a range of thresholds where TP grows,
        from ``A = (TP_A, FP_A)`` to ``B``) contributes A, the points ``TP_A + x`` for
        ``x = 1, 2, ...`` below ``TP_B`` and B; consecutive steps repeat a recall (B of one step
        and A of the next differ in FP only). Steps where only FP grows are not listed.

    Warns
    -----
    DegenerateDataWarning
        If there are no positives (empty arrays are returned).

    Notes
    -----
    With local skew :math:`s = (FP_B - FP_A)/(TP_B - TP_A)`:

    .. math::

        \mathrm{recall} = \frac{TP_A + x}{N^+}, \qquad
        \mathrm{precision} = \frac{TP_A + x}{TP_A + x + FP_A + s\,x} .

    With weights the counts are real: the points are at steps of one unit of weight from A,
    then B (for integer counts exactly Davis & Goadrich's points).

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 4, Table 1.

    Examples
    --------
    Table 1 of Davis & Goadrich: 20 positives, 2000 negatives, A = (5, 5), B = (10, 30).

    >>> y = [1] * 5 + [0] * 5 + [1] * 5 + [0] * 25 + [1] * 10 + [0] * 1970
    >>> s = [3.0] * 10 + [2.0] * 30 + [1.0] * 1980
    >>> p, r = precision_recall_dg_curve(y, s)
    >>> r[6:12]
    array([0.25, 0.3 , 0.35, 0.4 , 0.45, 0.5 ])
    >>> p[6:12].round(3)
    array([0.5  , 0.375, 0.318, 0.286, 0.265, 0.25 ])
    """
    steps = recall_steps(y_true, y_score, sample_weight, pos_label).in_caller_units()
    if steps.n_pos == 0:
        warnings.warn(
            "the PR curve is undefined: y_true has no positive samples",
            DegenerateDataWarning,
            stacklevel=2,
        )
        empty = steps.tp0[:0]  # in the data's namespace, on its device
        return empty, empty
    tp, fp = dg_points(steps)
    return dg_precision(tp, fp), tp / steps.n_pos
