r"""Evaluation from per-score class totals: :func:`evaluate_aggregated`.

Every area of :func:`numeric.stats.evaluate.evaluate` depends on the data only through the
(weighted) number of positives and negatives at each distinct score: the steps where recall grows
(:class:`~numeric.core.steps.RecallSteps`) are read off the cumulative sums of those totals, in
order of decreasing score. This module evaluates such aggregated data -- three arrays
``(score, pos_weight, neg_weight)`` -- with the same scoring cores as :func:`evaluate`
(:func:`~numeric.core.areas.auc_roc_from_steps`,
:func:`~numeric.core.areas.auc_pr_from_steps`, ...),
so that a stream, a merge of partial results or a pre-binned table is evaluated exactly as the
raw samples would be (only the order of summation of the weights differs: ~1e-15 relative).

:func:`evaluation_from_steps` is the step-level half of :func:`evaluate` (everything after the
sort), shared by :func:`evaluate_aggregated` and
:class:`numeric.data.streaming.StreamingEvaluator`.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from numeric.core.areas import RecallRange, check_recall_range
from numeric.core.inputs import score_array
from numeric.core.steps import RecallSteps
from numeric.core.weight_scale import scale_exponent
from numeric.data._docs import docs
from numeric.data.evaluation import Evaluation, evaluation_from_steps
from numeric.validation import as_float_array, first_bad

__all__ = ["evaluate_aggregated", "steps_from_totals"]

FloatArray = npt.NDArray[np.float64]
_NAN = float("nan")


@docs
def evaluate_aggregated(
    y_score: npt.ArrayLike,
    pos_weight: npt.ArrayLike,
    neg_weight: npt.ArrayLike,
    *,
    n_samples: int | None = None,
    recall_range: RecallRange = (0.0, 1.0),
) -> Evaluation:
    r""":func:`~numeric.stats.evaluate.evaluate` of data given as per-score class totals.

    Parameters
    ----------
    y_score : array_like of shape (n_rows,)
        Finite scores, in any order; a score that occurs in several rows is one threshold (its
        rows' totals are added).
    pos_weight, neg_weight : array_like of shape (n_rows,)
        Nonnegative finite (weighted) numbers of positives and negatives with that score.
    n_samples : int, default=None
        The ``n`` reported (how many samples the totals summarize); ``None``: ``n_rows``.
    recall_range : (float, float), default=(0.0, 1.0)
        Restrict the areas to ``r0 <= recall <= r1``, as in ``evaluate``.

    Returns
    -------
    Evaluation
        Every field as ``evaluate`` computes it on samples with these totals (equal to ~1e-15
        relative: summation order only); no intervals.

    Raises
    ------
    ValueError
        Empty or mismatched arrays, NaN or infinite scores, negative, NaN or infinite totals, a
        negative ``n_samples``.
    TypeError
        Non-real scores or totals, a non-integer ``n_samples``.

    %(warns_undefined_fields_nan)s

    Notes
    -----
    With the distinct scores :math:`s_1 > s_2 > \dots > s_m` and their totals
    :math:`(p_k, n_k)`, the curve's points are

    .. math::

        TP_k = \sum_{j \le k} p_j, \qquad FP_k = \sum_{j \le k} n_j, \qquad TP_0 = FP_0 = 0,

    and recall grows on the steps :math:`(TP_{k-1}, FP_{k-1}) \to (TP_k, FP_k)` with
    :math:`p_k > 0` -- the steps of :func:`numeric.core.steps.recall_steps` on the raw samples
    (ties form one step, interpolated linearly in (TP, FP)). The totals are summed in units of
    :math:`2^e` with :math:`e` the exponent that puts the largest total in :math:`[0.5, 1)`
    (exact), so totals of any magnitude give the areas of the same data at ordinary scale.

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 4 (interpolation along a step); Boyd, Costa, Davis & Page
    (ICML 2012), Thms 2-3 and Sec. 3 (AUCNPR).

    Examples
    --------
    >>> e = evaluate_aggregated([0.1, 0.35, 0.4, 0.8], [0, 1, 0, 1], [1, 0, 1, 0])
    >>> e.auc_roc, e.average_precision  # evaluate([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8])
    (0.75, 0.8333333333333333)
    >>> round(evaluate_aggregated([0.5, 0.2], [3, 1], [1, 3]).auc_pr, 6)  # two tied steps
    0.711643
    """
    r0, r1 = check_recall_range(recall_range)
    score = score_array(y_score)
    wp = _totals(pos_weight, "pos_weight", score.shape[0])
    wn = _totals(neg_weight, "neg_weight", score.shape[0])
    if score.shape[0] == 0:
        raise ValueError("y_score must not be empty, got 0 rows")
    n = score.shape[0] if n_samples is None else _count(n_samples)
    exponent = scale_exponent(max(float(wp.max()), float(wn.max())))
    if exponent:
        wp, wn = np.ldexp(wp, -exponent), np.ldexp(wn, -exponent)
    u, inv = np.unique(score, return_inverse=True)
    wp = _sum_at(inv, wp, u.size)  # ascending, ties added
    wn = _sum_at(inv, wn, u.size)
    steps = steps_from_totals(wp[::-1], wn[::-1], exponent)
    return evaluation_from_steps(steps, n, r0, r1, stacklevel=3)


def steps_from_totals(pos_desc: FloatArray, neg_desc: FloatArray, exponent: int = 0
                      ) -> RecallSteps:
    """The recall steps of per-score totals given in order of decreasing score (unvalidated).

    Parameters
    ----------
    pos_desc, neg_desc : ndarray of float64, shape (n_distinct,)
        Nonnegative totals of positives and negatives per distinct score, the highest score
        first, in units of ``2**exponent``.
    exponent : int, default=0
        Recorded as :attr:`~numeric.core.steps.RecallSteps.weight_exponent`.

    Returns
    -------
    RecallSteps
        One step per score with a positive total whose addition grows TP.

    Examples
    --------
    >>> s = steps_from_totals(np.array([1.0, 0.0, 1.0]), np.array([0.0, 2.0, 1.0]))
    >>> s.tp0, s.fp0, s.tp1, s.fp1
    (array([0., 1.]), array([0., 2.]), array([1., 2.]), array([0., 3.]))
    """
    tp = np.concatenate(([0.0], np.cumsum(pos_desc)))
    fp = np.concatenate(([0.0], np.cumsum(neg_desc)))
    up = np.flatnonzero(tp[1:] > tp[:-1])  # a positive total absorbed in the sum is no step
    return RecallSteps(tp[up], fp[up], tp[up + 1], fp[up + 1], float(tp[-1]), float(fp[-1]),
                       weight_exponent=exponent)




def _sum_at(index: npt.NDArray[np.intp], weights: FloatArray, size: int) -> FloatArray:
    """``out[k] = sum(weights[index == k])`` for ``k < size`` (:func:`numpy.bincount`)."""
    return np.asarray(np.bincount(index, weights=weights, minlength=size), dtype=np.float64)


def _totals(x: npt.ArrayLike, name: str, n: int) -> FloatArray:
    """Per-row class totals as a new float64 array: 1-D, length ``n``, finite and ``>= 0``."""
    arr = as_float_array(x, name)
    if arr.ndim != 1:
        raise ValueError(f"{name} must be 1-D, got an array of shape {arr.shape}")
    if arr.shape[0] != n:
        raise ValueError(f"{name} must have the same length as y_score, got {arr.shape[0]} "
                         f"and {n}")
    for rule, bad in (("must be >= 0", arr < 0), ("must be finite", np.isinf(arr))):
        if bad.any():
            raise ValueError(f"{name} {rule}, got {first_bad(bad, arr)}")
    return arr


def _count(n_samples: object) -> int:
    if isinstance(n_samples, bool) or not isinstance(n_samples, (int, np.integer)):
        raise TypeError(f"n_samples must be an integer, got {type(n_samples).__name__}")
    if n_samples < 0:
        raise ValueError(f"n_samples must be >= 0, got {n_samples}")
    return int(n_samples)

