"""Cumulative (TP, FP) counts at every distinct threshold: the foundation of every data curve.

Every function of :mod:`numeric` that takes labels and scores (``y_true, y_score,
sample_weight=None, pos_label=None``) validates them here, once, and works from the
:class:`ThresholdCounts` returned by :func:`threshold_counts`.

Conventions
-----------
* Point ``i`` is the classifier "predict positive iff ``score >= thresholds[i]``";
  ``thresholds[0] = +inf`` (nothing predicted positive, ``tp[0] = fp[0] = 0``), then the distinct
  scores in decreasing order, so the last point predicts everything positive
  (``tp[-1] = n_pos``, ``fp[-1] = n_neg``).
* Tied scores form ONE step from point ``i - 1`` to point ``i``; between the two points the curve is
  linear in (TP, FP) -- the convention of Davis & Goadrich (2006, Sec. 4) and of R's PRROC.
* With ``sample_weight`` the counts are sums of weights (real numbers). Samples of weight zero are
  dropped before anything else, as scikit-learn does, so their scores are not thresholds.
* Only one class present is legal: the counts are computed (``n_pos`` or ``n_neg`` is 0) and the
  metric functions warn :class:`~numeric._warnings.DegenerateDataWarning` and return NaN for the
  quantities that are undefined.

Speed: the unweighted path never calls ``argsort``. Positives and negatives are sorted separately
with :func:`numpy.sort` (about 15 times cheaper than a stable argsort), the distinct negative scores
are found on the sorted array and the few distinct positive scores are merged in with
:func:`numpy.searchsorted`. Peak extra memory is about three times the bytes of the scores
(1.25 times for :func:`recall_steps`, which :func:`numeric.stats.evaluate.evaluate` uses). The
weighted path of :func:`threshold_counts` uses one argsort (about 3.5x memory at most). The
weighted :func:`recall_steps`, and the unweighted one with more than ``n/16`` positives, sort the
scores once as 64-bit integer keys that carry the label (and, with weights, the row index)
in their low bits (:mod:`numeric.core.packed_sort`: about one float sort; the weights are then
gathered once), and read the steps off prefix sums in score order.
"""

from __future__ import annotations

import dataclasses
import math

import numpy as np
import numpy.typing as npt

from numeric.core.array_api import Namespace, data_namespace
from numeric.core.generic_steps import (
    device_data,
    device_recall_steps,
    device_threshold_counts,
)
from numeric.core.inputs import (
    check_pair,
    ldexp,
    rescale_exponent,
    rescaled,
    scale_in_place,
    weight_array,
)
from numeric.core.labels import positive_mask
from numeric.core.packed_sort import sort_descending
from numeric.core.records import RecallSteps, ThresholdCounts
from numeric.core.weight_scale import (
    caller_totals,
)

__all__ = [
    "RecallSteps",
    "ThresholdCounts",
    "group_starts",
    "recall_steps",
    "scaled_threshold_counts",
    "steps_from_counts",
    "threshold_counts",
]

FloatArray = npt.NDArray[np.float64]

# Unweighted data with more than n/_MANY_POSITIVES positives are sorted as one array of packed
# keys (numeric.core.packed_sort); with fewer, the positives' searches among the sorted
# negatives are cheaper.
_MANY_POSITIVES = 16


def threshold_counts(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
) -> ThresholdCounts:
    r"""Cumulative TP and FP counts at every distinct score, ties grouped into one step.

    Parameters
    ----------
    y_true : array_like of shape (n_samples,)
        Binary labels: {0, 1}, {-1, 1} or {False, True} (then ``pos_label`` defaults to 1), or any
        two labels (numbers or strings) together with ``pos_label``.
    y_score : array_like of shape (n_samples,)
        Scores, higher meaning more likely positive; finite real numbers.
    sample_weight : array_like of shape (n_samples,), default=None
        Nonnegative finite weights; samples of weight zero are dropped.
    pos_label : int, float, bool or str, default=None
        The label of the positive class; required unless the labels are one of the sets above.

    Returns
    -------
    ThresholdCounts
        ``tp``, ``fp`` and ``thresholds`` (all of length ``n_distinct_scores + 1``, the first point
        being ``(0, 0)`` at threshold ``+inf``), and the totals ``n_pos``, ``n_neg``.

    Raises
    ------
    ValueError
        Empty, 2-D or mismatched inputs; NaN or infinite scores (how many, and the first index);
        labels that are not binary, or not {0, 1}/{-1, 1}/{False, True} without ``pos_label`` (the
        labels found are listed); a ``pos_label`` that is not a label; negative, NaN or infinite
        weights.
    TypeError
        Scores or weights that are not real numbers.

    Notes
    -----
    With :math:`s_1 > s_2 > \dots > s_m` the distinct scores and :math:`w_j` the weights,

    .. math::

        TP_i = \sum_{j:\ y_j = 1,\ \hat y_j \ge s_i} w_j, \qquad
        FP_i = \sum_{j:\ y_j = 0,\ \hat y_j \ge s_i} w_j, \qquad i = 1, \dots, m,

    and :math:`TP_0 = FP_0 = 0`. Between two consecutive points the curve is the segment in
    (TP, FP) space (all orderings of tied samples averaged).

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 4 ("Interpolation and AUC"): a tie of scores is one step
    whose intermediate points are linear in TP and FP.

    Examples
    --------
    >>> c = threshold_counts([0, 1, 1, 0, 1], [0.1, 0.8, 0.4, 0.4, 0.9])
    >>> c.thresholds
    array([inf, 0.9, 0.8, 0.4, 0.1])
    >>> c.tp, c.fp
    (array([0., 1., 2., 3., 3.]), array([0., 0., 0., 1., 2.]))
    >>> c.n_pos, c.n_neg
    (3.0, 2.0)
    >>> threshold_counts([0, 1], [0.5, float("nan")])
    Traceback (most recent call last):
    ...
    ValueError: y_score must be finite, got 1 NaN or infinite value, the first at index 1 (nan)
    """
    ns = _device_namespace(y_true, y_score, sample_weight)
    if ns is not None:
        d = device_data(y_true, y_score, sample_weight, pos_label, ns)
        caller_totals(*d.class_totals(), d.exponent)  # raises if a class sums past float64
        return device_threshold_counts(d)
    counts, exponent = scaled_threshold_counts(y_true, y_score, sample_weight, pos_label)
    if exponent == 0:
        return counts
    caller_totals(counts.n_pos, counts.n_neg, exponent)  # raises if a class sums past float64
    tp, fp = ldexp(counts.tp, exponent), ldexp(counts.fp, exponent)
    return ThresholdCounts(tp, fp, counts.thresholds, float(tp[-1]), float(fp[-1]))


def _device_namespace(y_true: object, y_score: object, sample_weight: object
                      ) -> Namespace | None:
    """The namespace of the data arguments when one is a non-numpy array (the kernel's one
    hook: :mod:`numeric.core.array_api`); ``None`` takes numpy's path."""
    return data_namespace([("y_score", y_score), ("y_true", y_true),
                           ("sample_weight", sample_weight)])


def scaled_threshold_counts(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
) -> tuple[ThresholdCounts, int]:
    """:func:`threshold_counts` in units of ``2**exponent`` (exact): ``(counts, exponent)``.

    The weights are rescaled so that the largest lies in ``[0.5, 1)``; rates and precisions
    computed from these counts are right for weights of any magnitude (no overflow of the sums,
    no lost bits among subnormals). Unweighted counts come back as they are, ``exponent = 0``.

    Examples
    --------
    >>> c, e = scaled_threshold_counts([0, 1], [0.1, 0.9], sample_weight=[1e300, 1e300])
    >>> c.tp, c.fp, e
    (array([0.        , 0.74661089, 0.74661089]), array([0.        , 0.        , 0.74661089]), 997)
    """
    ns = _device_namespace(y_true, y_score, sample_weight)
    if ns is not None:
        d = device_data(y_true, y_score, sample_weight, pos_label, ns)
        return device_threshold_counts(d, caller_units=False), d.exponent
    y, score = check_pair(y_true, y_score)
    is_pos = positive_mask(y, pos_label)
    if sample_weight is None:
        return _counts_unweighted(score, is_pos), 0
    weight, exponent = rescaled(weight_array(sample_weight, score.shape[0]))
    return _counts_weighted(score, is_pos, weight), exponent


def _class_sums(weight: FloatArray, is_pos: npt.NDArray[np.bool_],
                exponent: int) -> tuple[float, float]:
    """The weights of each class times ``2**-exponent``, in row order: pairwise sums of blocks
    of ``2**16`` (the other class's weights set to 0: ``weight * is_pos`` and ``weight`` minus
    that, both exact), the blocks' sums added exactly (:func:`math.fsum`). Blocks keep the
    temporaries small. Returns ``(positives, negatives)``."""
    block = 1 << 16
    pos_sums, neg_sums = [], []
    for i in range(0, weight.size, block):
        part = weight[i : i + block]
        pos = np.multiply(part, is_pos[i : i + block])
        neg = np.subtract(part, pos)
        pos_sums.append(float(np.sum(scale_in_place(pos, -exponent))))
        neg_sums.append(float(np.sum(scale_in_place(neg, -exponent))))
    return math.fsum(pos_sums), math.fsum(neg_sums)


def steps_from_counts(counts: ThresholdCounts) -> RecallSteps:
    """The steps of ``counts`` along which TP grows (see :class:`RecallSteps`).

    Examples
    --------
    >>> s = steps_from_counts(threshold_counts([0, 1, 1, 0, 1], [0.1, 0.8, 0.4, 0.4, 0.9]))
    >>> s.tp0, s.tp1, s.fp0, s.fp1
    (array([0., 1., 2.]), array([1., 2., 3.]), array([0., 0., 0.]), array([0., 0., 1.]))
    """
    i = np.flatnonzero(counts.tp[1:] > counts.tp[:-1])
    return RecallSteps(
        counts.tp[i], counts.fp[i], counts.tp[i + 1], counts.fp[i + 1], counts.n_pos,
        counts.n_neg,
    )


def recall_steps(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
) -> RecallSteps:
    """Validate like :func:`threshold_counts` and return only the steps where TP grows.

    With few positives (at most ``n/16``) the unweighted path needs just the sorted positives
    and the sorted negatives: for each distinct positive score ``u`` the step ends at
    ``FP = #{negatives >= u}`` and starts at ``#{negatives > u}`` (:func:`numpy.searchsorted`),
    so no array of the size of the data is built besides the negatives' sorted copy. With
    more, and with weights, all samples are sorted once by packed integer keys (see
    ``_steps_weighted``). Unweighted counts are exact integers; the weighted sums may differ
    from :func:`threshold_counts`'s in the last bits (summation order: pairwise per gap and
    two-level prefix sums here, more accurate than one sequential sum).

    Examples
    --------
    >>> s = recall_steps([0, 1, 1, 0, 1], [0.1, 0.8, 0.4, 0.4, 0.9])
    >>> s.tp1, s.fp1
    (array([1., 2., 3.]), array([0., 0., 1.]))
    """
    ns = _device_namespace(y_true, y_score, sample_weight)
    if ns is not None:
        return device_recall_steps(device_data(y_true, y_score, sample_weight, pos_label, ns))
    y, score = check_pair(y_true, y_score)
    is_pos = positive_mask(y, pos_label)
    if sample_weight is not None:
        # The weights are rescaled by 2**-exponent where they are used (gathered in score
        # order, masked for the class totals): the same numbers as rescaling them first,
        # without a rescaled copy of the whole array.
        weight = weight_array(sample_weight, score.shape[0])
        exponent = rescale_exponent(weight, is_pos)
        steps = _steps_weighted(score, is_pos, weight, exponent)
        grows = steps.tp1 > steps.tp0
        if not grows.all():  # a weight absorbed in the sum (1 + 1e-20 == 1): TP does not grow
            steps = RecallSteps(steps.tp0[grows], steps.fp0[grows], steps.tp1[grows],
                                steps.fp1[grows], steps.n_pos, steps.n_neg)
        return dataclasses.replace(_row_order_totals(steps, weight, is_pos, exponent),
                                   weight_exponent=exponent)
    if np.count_nonzero(is_pos) * _MANY_POSITIVES > is_pos.size:
        ordered = sort_descending(score, is_pos, need_index=False)
        if ordered is not None:
            return _steps_in_order(ordered[1], ordered[2], None)
    pos = np.sort(score[is_pos])
    neg = score[~is_pos]
    neg.sort()
    starts = group_starts(pos)
    u = pos[starts][::-1]  # distinct positive scores, decreasing
    c = np.diff(np.append(starts, pos.size)).astype(np.float64)[::-1]
    n_pos = float(pos.size)
    del pos, starts
    tp1 = np.cumsum(c)
    tp0 = tp1 - c
    del c
    fp0, fp1 = _negatives_at_or_above(neg, u)
    return RecallSteps(tp0, fp0, tp1, fp1, n_pos, float(neg.size))


def _negatives_at_or_above(neg: FloatArray, u: FloatArray) -> tuple[FloatArray, FloatArray]:
    """``(#{neg > u_k}, #{neg >= u_k})`` as floats, for ascending ``neg``.

    One :func:`numpy.searchsorted` (``side='right'``); only the ``u_k`` that are also negative
    scores (ties, rare with real-valued scores) are searched again on the left.
    """
    above = np.searchsorted(neg, u, side="right")
    fp0 = np.subtract(neg.size, above, dtype=np.float64)
    if neg.size == 0:
        return fp0, fp0.copy()
    has_below = above > 0
    above -= 1  # the largest negative <= u_k (index 0 when there is none: has_below says so)
    np.maximum(above, 0, out=above)
    below = np.take(neg, above)
    del above
    tied = np.equal(below, u, out=np.empty(u.size, dtype=bool))
    del below
    tied &= has_below
    del has_below
    if not tied.any():
        del tied
        return fp0, fp0.copy()
    at = np.flatnonzero(tied)
    fp1 = fp0.copy()
    fp1[at] = neg.size - np.searchsorted(neg, u[at], side="left")
    return fp0, fp1


def _row_order_totals(steps: RecallSteps, weight: FloatArray,
                      is_pos: npt.NDArray[np.bool_], exponent: int = 0) -> RecallSteps:
    """The class totals summed in row order, not in score order: the same for every score
    column of one data set, so that models share one skew to the last bit (a sum
    in each column's score order gave 0.30000000000000004 for one model, 0.3 for the other).
    Each class's weights are summed in row order by :func:`_class_sums` (pairwise within
    blocks, the blocks exactly), whose rounding error grows like ``log n``, not ``n``. ``tp1[-1]``
    follows ``n_pos`` (the invariant ``tp1[-1] = n_pos``) unless that would undo the last
    step. ``weight`` is rescaled by ``2**-exponent`` on the way (as by :func:`rescaled`)."""
    n_pos, n_neg = _class_sums(weight, is_pos, exponent)
    tp1 = steps.tp1
    if tp1.size and tp1[-1] != n_pos and n_pos > steps.tp0[-1]:
        tp1 = tp1.copy()
        tp1[-1] = n_pos
    return RecallSteps(steps.tp0, steps.fp0, tp1, steps.fp1, n_pos, n_neg)


# --------------------------------------------------------------------------------------------
# validation
# --------------------------------------------------------------------------------------------


# --------------------------------------------------------------------------------------------
# counting
# --------------------------------------------------------------------------------------------


def group_starts(sorted_values: FloatArray) -> npt.NDArray[np.intp]:
    """Indices where a new distinct value begins in an ascending array: its groups of ties.

    Every path that sums per distinct score (in memory, per batch, per bucket of an engine)
    groups ties this way: ``sorted_values[starts]`` are the distinct values and
    ``numpy.add.reduceat(x, starts)`` sums ``x`` over each.

    Parameters
    ----------
    sorted_values : ndarray of float64, shape (n,)
        Values in increasing order.

    Returns
    -------
    ndarray of intp, shape (n_distinct,)
        The first index of each distinct value, increasing (``[0, ...]``; empty for ``n = 0``).

    Examples
    --------
    >>> import numpy as np
    >>> group_starts(np.array([0.1, 0.1, 0.4, 0.9, 0.9]))
    array([0, 2, 3])
    """
    if sorted_values.size == 0:
        return np.empty(0, dtype=np.intp)
    flags = np.empty(sorted_values.size, dtype=bool)
    flags[0] = True
    np.not_equal(sorted_values[1:], sorted_values[:-1], out=flags[1:])
    return np.flatnonzero(flags)


def _counts_unweighted(score: FloatArray, is_pos: npt.NDArray[np.bool_]) -> ThresholdCounts:
    """Counts without argsort: sort each class separately, merge at the distinct scores.

    The merged list of distinct scores is built in ascending order and written into the outputs
    through reversed views (output index ``G - a`` holds ascending position ``a``). Every large
    temporary is freed as soon as possible: peak extra memory is about 3x the scores' bytes.
    """
    pos = np.sort(score[is_pos])
    neg = score[~is_pos]
    neg.sort()
    n_pos, n_neg = pos.size, neg.size

    pos_starts = group_starts(pos)
    u_pos = pos[pos_starts]
    c_pos = np.diff(np.append(pos_starts, n_pos)).astype(np.float64)
    del pos

    neg_starts = group_starts(neg)
    # k = #negatives below u_pos; u_pos is a negative score too iff neg[k] == u_pos.
    k = np.searchsorted(neg, u_pos, side="left")
    shared = k < n_neg
    shared[shared] = neg[k[shared]] == u_pos[shared]
    new = ~shared
    # Number of distinct negative scores below each u_pos = its insertion index among the groups.
    ins = np.searchsorted(neg_starts, k, side="left")
    n_groups = neg_starts.size + int(new.sum())
    # Ascending position of each distinct positive score in the merged list.
    a_pos = ins + np.cumsum(new) - new
    is_old = np.ones(n_groups, dtype=bool)
    is_old[a_pos[new]] = False

    _compact(neg, neg_starts)  # neg[:G_neg] = the distinct negative scores, ascending
    thresholds = np.empty(n_groups + 1)
    thresholds[0] = np.inf
    asc = thresholds[:0:-1]  # ascending view: asc[a] is thresholds[G - a]
    asc[a_pos] = u_pos
    asc[is_old] = neg[: neg_starts.size]
    del neg

    # FP at a distinct score u = #negatives >= u = n_neg - (index of u's group start); for a
    # positive-only score, the count of the next negative group above it (0 above them all).
    fp = np.empty(n_groups + 1)
    fp[0] = 0.0
    asc = fp[:0:-1]
    above = ins[new]
    fp_new = np.zeros(above.size)
    inside = above < neg_starts.size
    fp_new[inside] = n_neg - neg_starts[above[inside]]
    asc[a_pos[new]] = fp_new
    np.subtract(n_neg, neg_starts, out=neg_starts)
    asc[is_old] = neg_starts
    del neg_starts, is_old

    tp = np.zeros(n_groups + 1)
    tp[n_groups - a_pos] = c_pos
    np.cumsum(tp, out=tp)
    return ThresholdCounts(tp, fp, thresholds, float(n_pos), float(n_neg))


def _counts_weighted(
    score: FloatArray, is_pos: npt.NDArray[np.bool_], weight: FloatArray
) -> ThresholdCounts:
    """Counts with real weights: one argsort, cumulative sums at the ends of tie groups.

    Peak extra memory at most about 3.5x the scores' bytes: the argsort, the tie-group ends,
    the thresholds and one buffer per count; each count is summed in its own buffer, compacted to
    the group ends in place and shrunk.
    """
    keep = weight != 0
    if not keep.all():
        score, is_pos, weight = score[keep], is_pos[keep], weight[keep]
    del keep
    n = score.size
    # Descending (the order inside a tie group does not matter); made contiguous now, while it
    # is the only large array, since indexing with a reversed view would copy it later.
    order = np.ascontiguousarray(np.argsort(score)[::-1])
    s = score[order]
    # Last index of every tie group in descending order.
    flags = np.empty(n, dtype=bool)
    flags[:-1] = s[1:] != s[:-1]
    flags[-1:] = True
    tie_free = bool(flags.all())
    ends = np.empty(0, dtype=np.intp) if tie_free else np.flatnonzero(flags)
    del flags
    g = n if tie_free else ends.size
    thresholds = np.empty(g + 1)
    thresholds[0] = np.inf
    if tie_free:
        thresholds[1:] = s
    else:
        np.take(s, ends, out=thresholds[1:], mode="clip")
    del s
    p = is_pos[order]
    fp = np.zeros(n + 1)  # weights in rank order; becomes the FP counts
    np.take(weight, order, out=fp[1:], mode="clip")
    del order
    tp = np.zeros(n + 1)
    np.copyto(tp[1:], fp[1:], where=p)
    np.copyto(fp[1:], 0.0, where=p)
    del p
    for counts in (tp, fp):
        np.cumsum(counts, out=counts)
        if g < n:
            _compact(counts[1:], ends)
            counts.resize(g + 1, refcheck=False)
    return ThresholdCounts(tp, fp, thresholds, float(tp[-1]), float(fp[-1]))


def _steps_weighted(
    score: FloatArray, is_pos: npt.NDArray[np.bool_], weight: FloatArray, exponent: int = 0
) -> RecallSteps:
    """Recall steps with real weights, from one sort of packed integer keys.

    The samples are put in order of decreasing score, with their labels and the groups of
    tied scores, by :func:`numeric.core.packed_sort.sort_descending` (about one float sort);
    their weights are gathered in that order and summed per class (:func:`_steps_in_order`).
    Samples of weight zero add nothing to any sum, and a score whose positives all weigh zero
    is no step (:func:`recall_steps` drops such steps). When the packed keys cannot tell the
    scores apart cheaply, one sort of ``score + i (+-weight)`` does it
    (:func:`_steps_weighted_one_sort`). The counts are in units of ``2**exponent``
    (``weight`` is not modified). Peak extra memory about 3x the scores' bytes.
    """
    ordered = sort_descending(score, is_pos)
    index = None if ordered is None else ordered[0]  # (there whenever asked for)
    if ordered is None or index is None:
        return _steps_weighted_one_sort(score, is_pos, ldexp(weight, -exponent))
    _, label, starts = ordered
    return _steps_in_order(label, starts, scale_in_place(_gather_into(weight, index), -exponent))


def _gather_into(values: FloatArray, index: npt.NDArray[np.int64]) -> FloatArray:
    """``values[index]`` written over ``index``'s own buffer (8-byte items), block by block:
    no second array of the data's size (each one costs its page faults, large ones with
    transparent huge pages as much as the work)."""
    out: FloatArray = index.view(np.float64)
    block = 1 << 16
    for i in range(0, index.size, block):
        part = np.take(values, index[i : i + block])  # read the block before overwriting it
        out[i : i + block] = part
    return out


def _steps_in_order(label: npt.NDArray[np.bool_], starts: npt.NDArray[np.intp] | None,
                    weight: FloatArray | None) -> RecallSteps:
    """The steps of samples in order of decreasing score (ties grouped by ``starts``, or no
    ties for ``None``), with their labels and weights (``None``: unweighted); ``weight`` is
    overwritten. (Weights are masked by multiplying with the labels: finite, so exact.)"""
    if starts is not None:
        if weight is None:
            wp = np.add.reduceat(label, starts, dtype=np.float64)
            wn = np.diff(starts, append=label.size).astype(np.float64)
            wn -= wp
        else:
            if 0 < np.count_nonzero(label) <= label.size // _GAP_SUMS:
                return _steps_from_gaps(weight, np.flatnonzero(label), starts)
            wp = np.add.reduceat(np.multiply(weight, label), starts)
            np.multiply(weight, np.logical_not(label), out=weight)
            wn = np.add.reduceat(weight, starts)
        return _steps_from_groups(wp, wn)
    at = np.flatnonzero(label)  # every sample is a score of its own: positives are the steps
    if weight is None:  # exact counts: the negatives above a positive, from its rank
        tp0 = np.arange(0.0, at.size)
        fp0 = at.astype(np.float64)  # (integers below 2**53: every step exact)
        fp0 -= tp0
        fp0.flags.writeable = False  # shared by fp0 and fp1 (no negative ties a positive)
        return RecallSteps(tp0, fp0, tp0 + 1.0, fp0, float(at.size),
                           float(label.size - at.size))
    if 0 < at.size <= label.size // _GAP_SUMS:
        return _steps_from_gaps(weight, at)
    wp = weight[at]
    np.multiply(weight, np.logical_not(label), out=weight)
    return _steps_at(wp, weight, at, pure=True)


# Weighted samples without tied scores and at most n/_GAP_SUMS positives are summed per gap
# between positives (_steps_from_gaps); with more, one numpy.add.reduceat segment per positive
# costs more than prefix sums over every sample (measured: the two meet near 20% positives).
_GAP_SUMS = 8


def _steps_from_gaps(weight: FloatArray, at: npt.NDArray[np.intp],
                     starts: npt.NDArray[np.intp] | None = None) -> RecallSteps:
    """The steps of weighted samples in order of decreasing score with positives at ``at``
    (nonempty, increasing, few), summed per gap: one :func:`numpy.add.reduceat` sums, in one
    pass, the negatives' weights in the gap before each step (pairwise within the gap) and in
    the step itself; prefix sums over those segments (:func:`_prefix_sums`) then give ``FP``
    before and after every step.

    ``starts=None``: no two scores are equal, each positive is a step of its own, the
    reduceat reads its weight, and ``fp1`` is ``fp0`` (one read-only array, as with ``pure`` in
    :func:`_steps_at`). Otherwise the tied scores form groups at ``starts`` and the groups that
    hold a positive are the steps: their positives' weights are summed per group and then set
    to 0 in ``weight`` (which is overwritten), so that the reduceat sums each step's negatives.
    Two segments per step, not one per group of tied scores (most hold negatives only). No mask
    and no prefix sum over every sample: with rare positives about a quarter of the work of
    :func:`_steps_at`, and a rounding error that grows with the number of steps, not of samples.
    """
    n = weight.size
    positive = None
    if starts is None:  # every positive a step of its own: [at, at + 1)
        first, last = at, at + 1
    else:
        group = np.searchsorted(starts, at, side="right") - 1  # nondecreasing
        new_group = np.empty(group.size, dtype=bool)
        new_group[0] = True
        np.not_equal(group[1:], group[:-1], out=new_group[1:])
        positive = np.add.reduceat(weight[at], np.flatnonzero(new_group))
        weight[at] = 0.0
        group = group[new_group]  # the groups that hold a positive
        first = starts[group]
        last = np.empty_like(first)  # one past each group's end
        has_next = group + 1 < starts.size
        last[has_next] = starts[group[has_next] + 1]
        last[~has_next] = n
    m = first.size
    bounds = np.empty(2 * m + 1, dtype=np.intp)  # gap k: [bounds[2k], first[k]); step k
    bounds[0] = 0
    bounds[1::2] = first
    bounds[2::2] = last
    has_tail = bool(bounds[-1] < n)
    sums = np.add.reduceat(weight, bounds if has_tail else bounds[:-1])
    sums[: 2 * m : 2][bounds[: 2 * m : 2] == first] = 0.0  # an empty gap (reduceat read on)
    tail = float(sums[-1]) if has_tail else 0.0
    if positive is None:  # the steps' segments are the positives' weights
        fp0 = np.empty(m)
        _prefix_sums(sums[: 2 * m : 2], fp0)
        fp0.flags.writeable = False
        return _steps_from_positive_weights(sums[1 : 2 * m : 2], fp0, fp0, float(fp0[-1]) + tail)
    fp = np.empty(2 * m)  # FP after each gap and after each step
    _prefix_sums(sums[: 2 * m], fp)
    return _steps_from_positive_weights(positive, fp[0::2], fp[1::2], float(fp[-1]) + tail)


def _steps_at(wp: FloatArray, wn: FloatArray, at: npt.NDArray[np.intp], *,
              pure: bool = False) -> RecallSteps:
    """The steps at positions ``at`` of a sequence of scores (decreasing), with the positive
    weight ``wp`` of each step and the negative weight ``wn`` of every position (``pure``:
    zero at every step, whose ``fp1`` is then ``fp0``, one read-only array; ``wn`` is then
    overwritten).

    Prefix sums from the highest score (:func:`_prefix_sums`, no cancellation) read at the
    steps; ``tp0[k + 1] == tp1[k]`` exactly.
    """
    if pure:  # FP above a step = FP up to it, inclusive
        _prefix_sums(wn, wn)
        fp0 = wn[at]
        fp0.flags.writeable = False
        fp1 = fp0
        n_neg = float(wn[-1]) if wn.size else 0.0
    else:
        fp = np.empty(wn.size + 1)
        fp[0] = 0.0
        _prefix_sums(wn, fp[1:])
        fp0, fp1 = fp[at], fp[at + 1]
        n_neg = float(fp[-1])
    return _steps_from_positive_weights(wp, fp0, fp1, n_neg)


def _steps_from_positive_weights(wp: FloatArray, fp0: FloatArray, fp1: FloatArray,
                                 n_neg: float) -> RecallSteps:
    """The steps with positive weights ``wp`` and FP counts ``fp0``/``fp1``: ``tp1`` their
    prefix sums (:func:`_prefix_sums`), ``tp0[k + 1] == tp1[k]`` exactly."""
    tp1 = np.empty(wp.size)
    _prefix_sums(wp, tp1)
    tp0 = np.empty(wp.size)
    tp0[:1] = 0.0
    tp0[1:] = tp1[:-1]
    return RecallSteps(tp0, fp0, tp1, fp1, float(tp1[-1]) if wp.size else 0.0, n_neg)


def _steps_weighted_one_sort(
    score: FloatArray, is_pos: npt.NDArray[np.bool_], weight: FloatArray
) -> RecallSteps:
    """Recall steps from one sort of ``score + i (+-weight)`` (the sign carries the label).

    Samples of weight zero are dropped first, so the sign is never ambiguous. Per distinct
    score the positive and negative weights are summed (:func:`_steps_from_groups`). Peak extra
    memory about 4x the scores' bytes; about 9 times one float sort, the fallback of
    :func:`_steps_weighted`.
    """
    keep = weight != 0
    if not keep.all():
        score, is_pos, weight = score[keep], is_pos[keep], weight[keep]
    del keep
    z = np.empty(score.size, dtype=np.complex128)
    z.real = score
    z.imag = weight
    np.negative(z.imag, out=z.imag, where=~is_pos)
    z.sort()
    starts = group_starts(z.real)
    v = np.ascontiguousarray(z.imag)
    del z
    if starts.size == v.size:  # no tied scores: nothing to sum per score
        wp = np.maximum(v, 0.0)[::-1]
        np.negative(v, out=v)
        wn = np.maximum(v, 0.0, out=v)[::-1]
    else:
        wp = np.add.reduceat(np.maximum(v, 0.0), starts)[::-1] if starts.size else np.empty(0)
        wn = np.add.reduceat(np.maximum(-v, 0.0), starts)[::-1] if starts.size else np.empty(0)
    del v, starts
    return _steps_from_groups(wp, wn)


def _steps_from_groups(wp: FloatArray, wn: FloatArray) -> RecallSteps:
    """The steps from the positive and negative weight of each distinct score, decreasing:
    the scores with positive weight (:func:`_steps_at`)."""
    at = np.flatnonzero(wp > 0)
    return _steps_at(wp[at], wn, at)


def _prefix_sums(x: FloatArray, out: FloatArray) -> None:
    """``out[i] = x[0] + ... + x[i]`` for nonnegative ``x``, in two levels.

    The sums inside blocks of about ``sqrt(n)`` terms (a power of 2), then the running total of
    the blocks: the rounding error of a sequential sum grows with the number of terms added in
    one chain, here a block's plus the number of blocks (about ``2 sqrt(n)`` rather than ``n``),
    for about the cost of one :func:`numpy.cumsum`. Nondecreasing, as rounding is monotone and
    the last sum of a block is its total.
    """
    b = 1 << max(4, (x.size.bit_length() + 1) // 2)
    m = x.size // b * b
    if m < 2 * b:
        np.cumsum(x, out=out)
        return
    body = out[:m].reshape(-1, b)
    np.cumsum(x[:m].reshape(-1, b), axis=1, out=body)
    offsets = np.cumsum(body[:, -1])
    body[1:] += offsets[:-1, None]
    if m < x.size:
        np.cumsum(x[m:], out=out[m:])
        out[m:] += offsets[-1]


def _compact(values: FloatArray, starts: npt.NDArray[np.intp], chunk: int = 1 << 16) -> None:
    """In place, ``values[:len(starts)] = values[starts]`` for increasing ``starts[i] >= i``.

    Chunk by chunk, so that no full-size temporary is made: a chunk reads at indices ``>= i0``
    and writes ``[i0, i1)``, which later chunks (reading at ``>= i1``) never need.
    """
    for i0 in range(0, starts.size, chunk):
        i1 = min(i0 + chunk, starts.size)
        values[i0:i1] = values[starts[i0:i1]]
