"""The exact areas of a curve from its recall steps: AUC-ROC, AUC-PR, AP, DG's trapezoids.

The unvalidated cores of the ``*_score`` functions of :mod:`numeric.data.auc` and of
:func:`numeric.stats.evaluate.evaluate`: each takes :class:`numeric.core.steps.RecallSteps`
(both classes present unless said otherwise) and a recall range ``[r0, r1]``, and returns a
Python float. :func:`areas_from_steps` computes them all at once, the terms they share once.
"""

from __future__ import annotations

import math

import numpy as np
import numpy.typing as npt

from numeric.core.array_api import namespace_of
from numeric.core.dg_points import check_dg_point_count
from numeric.core.generic_areas import device_areas
from numeric.core.records import AreaSums, RecallSteps
from numeric.core.step_sums import (
    dg_trapezoid_sum,
    dg_whole_step_sum,
    pr_area_and_deficit_sums,
    pr_area_sum,
    segment_deficit,
)
from numeric.validation import check_unit_range

__all__ = [
    "AreaSums",
    "RecallRange",
    "areas_from_steps",
    "auc_pr_dg_steps_from_steps",
    "auc_pr_from_steps",
    "auc_roc_from_steps",
    "average_precision_from_steps",
    "check_recall_range",
    "clip_steps",
    "ldexp_scalar",
    "pr_deficit_from_steps",
    "undefined_reason",
]

FloatArray = npt.NDArray[np.float64]


RecallRange = tuple[float, float]


def check_recall_range(recall_range: object) -> RecallRange:
    """``(r0, r1)`` as floats with ``0 <= r0 < r1 <= 1``, or a clear error.

    Examples
    --------
    >>> check_recall_range((0, 1))
    (0.0, 1.0)
    >>> check_recall_range((0.5, 0.2))
    Traceback (most recent call last):
    ...
    ValueError: recall_range must satisfy 0 <= r0 < r1 <= 1, got (0.5, 0.2)
    """
    return check_unit_range(recall_range, "recall_range", ("r0", "r1"))


def undefined_reason(steps: RecallSteps, *, needs_negatives: bool) -> str | None:
    """Why a quantity is undefined for these counts (``None`` when it is defined).

    Examples
    --------
    >>> from numeric.core.steps import recall_steps
    >>> undefined_reason(recall_steps([1, 1], [0.2, 0.1]), needs_negatives=True)
    'y_true has no negative samples'
    """
    if steps.n_pos == 0:
        return "y_true has no positive samples"
    if needs_negatives and steps.n_neg == 0:
        return "y_true has no negative samples"
    return None


def clip_steps(
    steps: RecallSteps, r0: float, r1: float
) -> tuple[FloatArray, FloatArray, FloatArray, FloatArray]:
    """Each step cut to ``r0 <= recall <= r1`` (FP linear in TP along it); empty ones have dTP 0."""
    if (r0, r1) == (0.0, 1.0):
        return steps.tp0, steps.fp0, steps.tp1, steps.fp1
    lo, hi = r0 * steps.n_pos, r1 * steps.n_pos
    if r1 == 1.0:
        hi = steps.n_pos
    tp0, fp0, tp1, fp1 = steps.tp0, steps.fp0, steps.tp1, steps.fp1
    slope = (fp1 - fp0) / (tp1 - tp0)
    # A step outside the range collapses to one of its own ends (zero width, counts valid).
    tpa = np.clip(np.clip(tp0, lo, hi), tp0, tp1)
    tpb = np.clip(np.clip(tp1, lo, hi), tp0, tp1)
    fpa = _fp_along(tpa, tp0, fp0, tp1, fp1, slope)
    fpb = np.maximum(_fp_along(tpb, tp0, fp0, tp1, fp1, slope), fpa)
    return tpa, fpa, tpb, fpb


def _fp_along(
    tp: FloatArray, tp0: FloatArray, fp0: FloatArray, tp1: FloatArray, fp1: FloatArray,
    slope: FloatArray,
) -> FloatArray:
    """FP at ``tp`` on each step (linear), exact at both ends and never outside ``[fp0, fp1]``."""
    inner = np.clip(fp0 + slope * (tp - tp0), fp0, fp1)
    out: FloatArray = np.where(tp == tp1, fp1, np.where(tp == tp0, fp0, inner))
    return out


def auc_roc_from_steps(steps: RecallSteps, r0: float = 0.0, r1: float = 1.0) -> float:
    """Trapezoidal AUC-ROC over ``TPR in [r0, r1]``; counts assumed valid, both classes present.

    The ``*_from_steps`` functions are the unvalidated cores of the ``*_score`` functions, shared
    with :func:`numeric.stats.evaluate.evaluate` so that the data are sorted once
    (:func:`areas_from_steps` computes them all at once).

    Examples
    --------
    >>> from numeric.core.steps import recall_steps
    >>> steps = recall_steps([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8])
    >>> auc_roc_from_steps(steps), auc_pr_from_steps(steps), average_precision_from_steps(steps)
    (0.75, 0.7972674459459..., 0.8333333333333333)
    >>> auc_pr_dg_steps_from_steps(steps), pr_deficit_from_steps(steps)
    (0.7916666666666666, 0.405465108108...)
    """
    if (xp := namespace_of(steps.tp0)) is not None:
        return device_areas(steps, r0, r1, xp, dg_steps=False).auc_roc
    tpa, fpa, tpb, fpb = clip_steps(steps, r0, r1)
    return _roc_sum(tpb - tpa, fpa, fpb, steps) / (steps.n_pos * steps.n_neg)


def _roc_sum(dtp: FloatArray, fpa: FloatArray, fpb: FloatArray, steps: RecallSteps) -> float:
    """``N+ N-`` times the trapezoidal AUC-ROC of the steps: the sum of each step's rise times
    the negatives below its middle, ``dTP (N- - (FP_a + FP_b)/2)``. Every term is >= 0; counts
    are whole or half numbers, so the sum is exact up to ``2**53`` and AUC-ROC, one division
    by ``N+ N-`` of it, is correctly rounded (a perfect ranking gives exactly 1); weights are
    rescaled to at most 1 (:func:`numeric.core.steps.recall_steps`), so nothing overflows."""
    if fpa is fpb:  # no step mixes classes (one array): (fp + fp)/2 is fp, exactly
        below = steps.n_neg - fpa
    else:
        below = fpa + fpb
        below *= -0.5
        below += steps.n_neg
    below *= dtp
    return float(np.sum(below))


def auc_pr_from_steps(steps: RecallSteps, r0: float = 0.0, r1: float = 1.0) -> float:
    """Exact area under the interpolated PR curve over ``recall in [r0, r1]``."""
    if (xp := namespace_of(steps.tp0)) is not None:
        return device_areas(steps, r0, r1, xp, dg_steps=False).auc_pr
    tpa, fpa, tpb, fpb = clip_steps(steps, r0, r1)
    # Runs of steps without negatives (same FP) are merged, short ones summed by series.
    whole = (r0, r1) == (0.0, 1.0)
    return pr_area_sum(tpa, fpa, tpb, fpb, contiguous=whole) / steps.n_pos


def average_precision_from_steps(steps: RecallSteps, r0: float = 0.0, r1: float = 1.0) -> float:
    """``sum (R_n - R_{n-1}) P_n`` restricted to ``recall in [r0, r1]``."""
    if (xp := namespace_of(steps.tp0)) is not None:
        return device_areas(steps, r0, r1, xp, dg_steps=False).average_precision
    tpa, _, tpb, _ = clip_steps(steps, r0, r1)
    return _ap_sum(tpb - tpa, _end_precision(steps), steps)


def _end_precision(steps: RecallSteps) -> FloatArray:
    """Precision at the end of each step, ``tp1/(tp1 + fp1)`` (AP's and the DG points')."""
    out = steps.tp1 + steps.fp1
    np.divide(steps.tp1, out, out=out)
    return out


def _ap_sum(dtp: FloatArray, precision: FloatArray, steps: RecallSteps) -> float:
    return float(np.sum(dtp * precision) / steps.n_pos)


def auc_pr_dg_steps_from_steps(steps: RecallSteps, r0: float = 0.0, r1: float = 1.0) -> float:
    """Composite trapezoid through Davis & Goadrich's unit-TP points, over ``[r0, r1]`` (in
    closed form over the whole curve; a recall range walks the points, at most
    :data:`~numeric.core.dg_points.MAX_DG_POINTS` of them)."""
    if (r0, r1) != (0.0, 1.0):
        check_dg_point_count(steps)
    if (xp := namespace_of(steps.tp0)) is not None:
        return device_areas(steps, r0, r1, xp).auc_pr_dg_steps
    return _dg_sum(steps, r0, r1, steps.tp1 - steps.tp0, None)


def _dg_sum(steps: RecallSteps, r0: float, r1: float, dtp: FloatArray,
            p_end: FloatArray | None, longest: float | None = None) -> float:
    """:func:`auc_pr_dg_steps_from_steps` with the steps' ``dtp`` (and ``p_end``, and the
    longest step of the curve they are part of) at hand."""
    # The points of dg_points, summed step by step without materializing them all. The unit of
    # TP is the caller's; when no step spans more than one unit there is no inner point and the
    # sum is scale-free, so it is taken in the exact rescaled units (caller units of subnormal
    # weights would round the precisions). Rescaling by 2**e commutes with the subtraction, so
    # the longest step in caller units is the longest one rescaled.
    if longest is None:
        longest = float(np.max(dtp)) if dtp.size else 0.0
    if dtp.size and ldexp_scalar(longest, steps.weight_exponent) - 1e-9 <= 1.0:
        return dg_trapezoid_sum(steps, r0, r1, inner_points=False, dtp=dtp, p_end=p_end)
    caller = steps.in_caller_units()
    if (r0, r1) == (0.0, 1.0) and ldexp_scalar(longest, steps.weight_exponent) - 1e-9 > 2.0:
        # some step has unit points inside it: in closed form, no point built, no cap (at most
        # one inner point per step, the walk below is as cheap)
        total = dg_whole_step_sum(caller.tp0, caller.fp0, caller.tp1, caller.fp1)
        return min(total / caller.n_pos, 1.0)  # (a sum of 1e9 points may round an ulp past 1)
    return dg_trapezoid_sum(caller, r0, r1)


def ldexp_scalar(x: float, exponent: int) -> float:
    """``x * 2**exponent`` (``inf`` beyond the float range)."""
    try:
        return math.ldexp(x, exponent)
    except OverflowError:
        return math.inf


def areas_from_steps(steps: RecallSteps, r0: float = 0.0, r1: float = 1.0, *,
                     dg_steps: bool = True) -> AreaSums:
    """The :class:`~numeric.core.records.AreaSums` of valid steps with positives, each field
    equal to its ``*_from_steps`` function, the terms they share computed once.

    ``pr_deficit`` is :func:`pr_deficit_from_steps` (``N+ (r1 - r0 - AUCPR)``, from which
    :func:`numeric.data.auc.auc_npr_from_deficit_sum` gives AUCNPR without cancellation).
    ``auc_roc`` and ``pr_deficit`` are NaN without negatives, ``auc_pr_dg_steps`` with
    ``dg_steps=False`` (the caller has found that it needs too many points).

    Examples
    --------
    >>> from numeric.core.steps import recall_steps
    >>> areas_from_steps(recall_steps([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8]))
    AreaSums(auc_pr=0.797267445945..., auc_pr_dg_steps=0.7916666666666666,
             average_precision=0.8333333333333333, auc_roc=0.75, pr_deficit=0.405465108108...)
    """
    if (xp := namespace_of(steps.tp0)) is not None:
        return device_areas(steps, r0, r1, xp, dg_steps=dg_steps)
    nan = float("nan")
    whole = (r0, r1) == (0.0, 1.0)
    if whole and steps.tp0.size > 2 * _BLOCK:
        return _whole_curve_in_blocks(steps, dg_steps)
    tpa, fpa, tpb, fpb = clip_steps(steps, r0, r1)
    negatives = steps.n_neg > 0
    area, lost = pr_area_and_deficit_sums(tpa, fpa, tpb, fpb, contiguous=whole,
                                          deficit=negatives)
    dtp = tpb - tpa
    precision = _end_precision(steps)
    ap = _ap_sum(dtp, precision, steps)
    roc = _roc_sum(dtp, fpa, fpb, steps) / (steps.n_pos * steps.n_neg) if negatives else nan
    lost = lost if negatives else nan
    dg = nan
    if dg_steps and whole:
        dg = _dg_sum(steps, r0, r1, dtp, precision)
    elif dg_steps:  # the DG points of the whole steps, the trapezoids cut to the range
        dg = _dg_sum(steps, r0, r1, steps.tp1 - steps.tp0, None)
    return AreaSums(area / steps.n_pos, dg, ap, roc, lost)


_BLOCK = 1 << 16  # steps per block of _whole_curve_in_blocks


def _whole_curve_in_blocks(steps: RecallSteps,
                           dg_steps: bool) -> AreaSums:
    """:func:`areas_from_steps` over the whole curve, :data:`_BLOCK` steps at a time.

    Every term is a sum over steps (a run of pure rises cut at a block's edge is two runs on one
    line: the same area), so the blocks' sums add up to the curve's; they are added exactly
    (:func:`math.fsum`). Each block's temporaries stay in cache, and no array of the size of
    the steps is allocated (each costs its page faults).
    """
    n = steps.tp0.size
    longest = 0.0
    for i in range(0, n, _BLOCK):
        longest = max(longest, float(np.max(steps.tp1[i : i + _BLOCK] - steps.tp0[i : i + _BLOCK])))
    parts: list[tuple[float, float, float, float, float]] = []
    shared = steps.fp0 is steps.fp1
    for i in range(0, n, _BLOCK):
        j = min(i + _BLOCK, n)
        fp0 = steps.fp0[i:j]
        block = RecallSteps(steps.tp0[i:j], fp0, steps.tp1[i:j], fp0 if shared else steps.fp1[i:j],
                            steps.n_pos, steps.n_neg, steps.weight_exponent)
        negatives = steps.n_neg > 0
        area, lost = pr_area_and_deficit_sums(block.tp0, block.fp0, block.tp1, block.fp1,
                                              contiguous=True, deficit=negatives)
        dtp = block.tp1 - block.tp0
        precision = _end_precision(block)
        parts.append((
            area,
            _dg_sum(block, 0.0, 1.0, dtp, precision, longest) if dg_steps else 0.0,
            _ap_sum(dtp, precision, block),
            _roc_sum(dtp, block.fp0, block.fp1, block) if negatives else 0.0,
            lost if negatives else 0.0,
        ))
    area, dg, ap, roc, lost = (math.fsum(column) for column in zip(*parts, strict=True))
    nan = float("nan")
    negatives = steps.n_neg > 0
    return AreaSums(area / steps.n_pos, dg if dg_steps else nan, ap,
                    roc / (steps.n_pos * steps.n_neg) if negatives else nan,
                    lost if negatives else nan)


def pr_deficit_from_steps(steps: RecallSteps, r0: float = 0.0, r1: float = 1.0) -> float:
    """``N+ (r1 - r0 - AUCPR)`` of the exact PR curve over ``[r0, r1]``, summed step by step.

    The integral of ``1 - precision`` over TP along each Davis & Goadrich (2006, Sec. 4)
    segment, in closed form without cancellation
    (:func:`numeric.core.step_sums.segment_deficit`). Additive over disjoint sets of steps:
    the Dask engine sums it over its buckets and passes the total to
    :func:`numeric.data.auc.auc_npr_from_deficit_sum`, as
    :func:`numeric.data.auc.auc_npr_from_steps` does in memory.

    Examples
    --------
    >>> from numeric.core.steps import recall_steps
    >>> import math
    >>> steps = recall_steps([0, 1, 1], [0.9, 0.8, 0.1])  # FP = 1 while TP = t goes 0 -> 2
    >>> lost = pr_deficit_from_steps(steps)  # integral of 1 - t/(t + 1) dt = ln 3
    >>> math.isclose(lost, math.log(3), rel_tol=1e-15)
    True
    """
    if (xp := namespace_of(steps.tp0)) is not None:
        return device_areas(steps, r0, r1, xp, dg_steps=False).pr_deficit
    return float(np.sum(segment_deficit(*clip_steps(steps, r0, r1))))


