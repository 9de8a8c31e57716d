"""ROC and precision-recall curves exactly as scikit-learn returns them.

:func:`roc_curve` and :func:`precision_recall_curve` bear scikit-learn's names, so they return what
``sklearn.metrics.roc_curve`` and ``sklearn.metrics.precision_recall_curve`` (1.9) return: the
same arrays in the same order and of the same length, the same thresholds, the same
``drop_intermediate`` rule, and with ``sample_weight`` the same floating-point sums (weights
accumulated in decreasing-score order, ties in row order). Swapping the import does not change a
digit. The richer curves of this toolkit keep their own names:
:func:`numeric.data.curves.roc_full_curve` and
:func:`numeric.data.curves.precision_recall_full_curve` (one point per distinct threshold plus the
``+inf`` point, nothing dropped, in order of decreasing threshold, the PR curve's recall-0 end at
its limit).

Validation is this toolkit's (:func:`numeric.core.steps.threshold_counts`: the message names the
parameter, the rule and the value). Where only one class is present the undefined rate is NaN with
a :class:`~numeric._warnings.DegenerateDataWarning`; scikit-learn sets recall to 1 instead in
``precision_recall_curve``, the one place where the values differ.
"""

from __future__ import annotations

import math
import warnings
from types import ModuleType

import numpy as np
import numpy.typing as npt

from numeric._warnings import DegenerateDataWarning
from numeric.core.array_api import device_of, namespace_of
from numeric.core.labels import positive_mask
from numeric.core.steps import threshold_counts

__all__ = ["precision_recall_curve", "roc_curve"]

FloatArray = npt.NDArray[np.float64]


def _check_drop_intermediate(drop_intermediate: object) -> bool:
    if not isinstance(drop_intermediate, (bool, np.bool_)):
        raise TypeError(
            f"drop_intermediate must be a bool, got {type(drop_intermediate).__name__} "
            f"{drop_intermediate!r}"
        )
    return bool(drop_intermediate)


def _weighted_cumsums(y_true: npt.ArrayLike, y_score: npt.ArrayLike, sample_weight: npt.ArrayLike,
                      pos_label: object) -> tuple[FloatArray, FloatArray]:
    """scikit-learn's weighted ``(tps, fps)``: cumulative sums in stable decreasing-score order,
    read at the last row of each distinct score (zero weights dropped first). If a sum overflows,
    the weights are first scaled by a power of two (exact), which leaves every rate unchanged."""
    y = np.asarray(y_true)
    is_pos = positive_mask(y.reshape(-1), pos_label)
    w = np.asarray(sample_weight, dtype=np.float64).reshape(-1)
    score = np.asarray(y_score, dtype=np.float64).reshape(-1)
    keep = w != 0
    w, is_pos, score = w[keep], is_pos[keep], score[keep]
    order = np.argsort(-score, kind="stable")
    w, is_pos, score = w[order], is_pos[order], score[order]
    ends = np.append(np.flatnonzero(np.diff(score)), score.size - 1)
    for attempt in range(2):
        wp = np.where(is_pos, w, 0.0)
        tps = np.cumsum(wp)[ends]
        fps = np.cumsum(w - wp)[ends]
        if attempt or (math.isfinite(tps[-1]) and math.isfinite(fps[-1])):
            break
        w = np.ldexp(w, -math.frexp(float(w.max()))[1])
    return tps, fps


def _counts(y_true: npt.ArrayLike, y_score: npt.ArrayLike, sample_weight: npt.ArrayLike | None,
            pos_label: object) -> tuple[FloatArray, FloatArray, FloatArray]:
    """``(tps, fps, thresholds)`` at each distinct score, decreasing, as scikit-learn's
    ``confusion_matrix_at_thresholds`` computes them."""
    c = threshold_counts(y_true, y_score, sample_weight, pos_label)  # validates
    if sample_weight is None or namespace_of(c.tp) is not None:
        # integer counts: exact either way; on a device: the kernel's sums (to rounding)
        return c.tp[1:], c.fp[1:], c.thresholds[1:]
    tps, fps = _weighted_cumsums(y_true, y_score, sample_weight, pos_label)
    return tps, fps, c.thresholds[1:]


def _rate(count: FloatArray, name: str, missing: str) -> FloatArray:
    total = float(count[-1])
    if total > 0:
        rate: FloatArray = count / total
        return rate
    warnings.warn(f"{name} is undefined (NaN): y_true has no {missing} samples",
                  DegenerateDataWarning, stacklevel=3)
    nan: FloatArray = count * math.nan  # in the counts' namespace, on their device
    return nan


def _second_difference_nonzero(x: FloatArray, xp: ModuleType) -> FloatArray:
    """``numpy.diff(x, 2) != 0`` in any namespace (the same two subtractions)."""
    d = x[1:] - x[:-1]
    out: FloatArray = (d[1:] - d[:-1]) != 0
    return out


def _kept(keep: FloatArray, xp: ModuleType) -> FloatArray:
    """``[True, *keep, True]`` in the namespace of ``keep``."""
    end = xp.ones(1, dtype=xp.bool, device=device_of(keep))
    out: FloatArray = xp.concat([end, keep, end])
    return out


def roc_curve(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    pos_label: object = None,
    sample_weight: npt.ArrayLike | None = None,
    drop_intermediate: bool = True,
) -> tuple[FloatArray, FloatArray, FloatArray]:
    r"""Receiver operating characteristic, as ``sklearn.metrics.roc_curve`` returns it.

    Parameters
    ----------
    y_true : array_like of shape (n_samples,)
        Binary labels ({0, 1}, {-1, 1}, {False, True}, or any two labels with ``pos_label``).
    y_score : array_like of shape (n_samples,)
        Finite scores; higher means more likely positive.
    pos_label : int, float, bool or str, default=None
        Label of the positive class (default 1 for the label sets above).
    sample_weight : array_like of shape (n_samples,), default=None
        Nonnegative weights; samples of weight zero are dropped.
    drop_intermediate : bool, default=True
        Drop the points that lie on a straight line between their neighbours (scikit-learn's rule:
        a point is kept where the second difference of FP or of TP is nonzero, and the two ends).

    Returns
    -------
    fpr : ndarray of shape (n_points,)
        False positive rates, nondecreasing, from ``fpr[0] = 0`` to ``fpr[-1] = 1``.
    tpr : ndarray of shape (n_points,)
        True positive rates, nondecreasing, from ``tpr[0] = 0`` to ``tpr[-1] = 1``.
    thresholds : ndarray of shape (n_points,)
        ``thresholds[0] = +inf``, then kept distinct scores, strictly decreasing; point ``i`` is
        "predict positive iff ``score >= thresholds[i]``".

    Warns
    -----
    DegenerateDataWarning
        If one class is absent; the rate of the absent class is NaN (as in scikit-learn).

    Notes
    -----
    .. math:: \mathrm{FPR}_i = FP_i / N^-, \qquad \mathrm{TPR}_i = TP_i / N^+ .

    With ``drop_intermediate=False`` the points are those of
    :func:`numeric.data.curves.roc_full_curve`.

    References
    ----------
    Fawcett, "An introduction to ROC analysis", Pattern Recognition Letters 27 (2006), Sec. 4,
    Algorithm 1; scikit-learn 1.9, ``sklearn.metrics.roc_curve``.

    Examples
    --------
    >>> fpr, tpr, thr = roc_curve([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8])
    >>> fpr, tpr
    (array([0. , 0. , 0.5, 0.5, 1. ]), array([0. , 0.5, 0.5, 1. , 1. ]))
    >>> thr
    array([ inf, 0.8 , 0.4 , 0.35, 0.1 ])
    >>> roc_curve([0, 0, 0, 1, 1, 1], [1, 2, 3, 4, 5, 6])[0]  # the collinear points dropped
    array([0., 0., 0., 1.])
    """
    drop = _check_drop_intermediate(drop_intermediate)
    tps, fps, thresholds = _counts(y_true, y_score, sample_weight, pos_label)
    if (xp := namespace_of(tps)) is not None:  # on the input's device
        if drop and fps.shape[0] > 2:
            keep = _kept(xp.logical_or(_second_difference_nonzero(fps, xp),
                                       _second_difference_nonzero(tps, xp)), xp)
            tps, fps, thresholds = tps[keep], fps[keep], thresholds[keep]
        zero = xp.zeros(1, dtype=tps.dtype, device=device_of(tps))
        tps, fps = xp.concat([zero, tps]), xp.concat([zero, fps])
        thresholds = xp.concat([zero + math.inf, thresholds])
        return (_rate(fps, "the false positive rate", "negative"),
                _rate(tps, "the true positive rate", "positive"), thresholds)
    if drop and fps.shape[0] > 2:
        keep = np.concatenate(([True], (np.diff(fps, 2) != 0) | (np.diff(tps, 2) != 0), [True]))
        tps, fps, thresholds = tps[keep], fps[keep], thresholds[keep]
    tps = np.concatenate(([0.0], tps))
    fps = np.concatenate(([0.0], fps))
    thresholds = np.concatenate(([np.inf], thresholds))
    fpr = _rate(fps, "the false positive rate", "negative")
    tpr = _rate(tps, "the true positive rate", "positive")
    return fpr, tpr, thresholds


def precision_recall_curve(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    pos_label: object = None,
    sample_weight: npt.ArrayLike | None = None,
    drop_intermediate: bool = False,
) -> tuple[FloatArray, FloatArray, FloatArray]:
    r"""Precision and recall, as ``sklearn.metrics.precision_recall_curve`` returns them.

    Parameters
    ----------
    y_true, y_score, pos_label, sample_weight
        As in :func:`roc_curve`.
    drop_intermediate : bool, default=False
        Drop the points whose TP equals that of both neighbours (scikit-learn's rule: of a run of
        equal recall only the first and last point are kept).

    Returns
    -------
    precision : ndarray of shape (n_thresholds + 1,)
        ``precision[i] = TP_i/(TP_i + FP_i)`` at ``thresholds[i]``; the last element is 1
        (scikit-learn's convention for recall 0).
    recall : ndarray of shape (n_thresholds + 1,)
        ``TP_i/N+``, nonincreasing, from 1 to the last element 0.
    thresholds : ndarray of shape (n_thresholds,)
        Kept distinct scores, strictly *increasing*; no ``+inf`` threshold.

    Warns
    -----
    DegenerateDataWarning
        If there are no positives: recall is NaN (scikit-learn sets it to 1).

    Notes
    -----
    .. math:: \mathrm{precision}_i = \frac{TP_i}{TP_i + FP_i}, \qquad
              \mathrm{recall}_i = \frac{TP_i}{N^+} .

    The same points, in the opposite order and with the ``+inf`` point and its limiting precision
    instead of the appended ``(recall 0, precision 1)``, are those of
    :func:`numeric.data.curves.precision_recall_full_curve`.

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 2; scikit-learn 1.9,
    ``sklearn.metrics.precision_recall_curve``.

    Examples
    --------
    >>> p, r, thr = precision_recall_curve([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8])
    >>> p
    array([0.5       , 0.66666667, 0.5       , 1.        , 1.        ])
    >>> r
    array([1. , 1. , 0.5, 0.5, 0. ])
    >>> thr
    array([0.1 , 0.35, 0.4 , 0.8 ])
    """
    drop = _check_drop_intermediate(drop_intermediate)
    tps, fps, thresholds = _counts(y_true, y_score, sample_weight, pos_label)
    if (xp := namespace_of(tps)) is not None:  # on the input's device
        if drop and fps.shape[0] > 2:
            d = tps[1:] - tps[:-1]
            keep = _kept((d[:-1] != 0) | (d[1:] != 0), xp)
            tps, fps, thresholds = tps[keep], fps[keep], thresholds[keep]
        ps = tps + fps
        precision = xp.where(ps != 0, tps / xp.where(ps != 0, ps, 1.0), 0.0)
        recall = _rate(tps, "recall", "positive")
        one = xp.ones(1, dtype=tps.dtype, device=device_of(tps))
        return (xp.concat([xp.flip(precision), one]), xp.concat([xp.flip(recall), one * 0.0]),
                xp.flip(thresholds))
    if drop and fps.shape[0] > 2:
        keep = np.concatenate(([True], (np.diff(tps[:-1]) != 0) | (np.diff(tps[1:]) != 0), [True]))
        tps, fps, thresholds = tps[keep], fps[keep], thresholds[keep]
    ps = tps + fps
    with np.errstate(invalid="ignore", divide="ignore"):
        precision = np.where(ps != 0, tps / ps, 0.0)
    recall = _rate(tps, "recall", "positive")
    return (np.append(precision[::-1], 1.0), np.append(recall[::-1], 0.0),
            np.ascontiguousarray(thresholds[::-1]))
