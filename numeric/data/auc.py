"""Areas under the ROC and PR curves of labelled data, each also over a recall range [r0, r1].

Every function takes ``y_true, y_score, *, sample_weight=None, pos_label=None`` and returns a
Python float. They all depend only on the *steps* along which recall grows
(:class:`numeric.data.counts.RecallSteps`): a segment where only FP grows adds nothing to any of
them.

``recall_range=(r0, r1)`` (default ``(0, 1)``, the whole curve) restricts every area to
``r0 <= recall <= r1`` (recall is TPR), cutting a segment where it crosses ``r0`` or ``r1`` (its
counts are linear along it). The results are raw partial areas (at most ``r1 - r0``), not
rescaled.

Which AUC-PR?

* :func:`auc_pr_score` -- exact area under Davis & Goadrich's interpolated curve (closed form per
  segment, :func:`numeric.geometry.interpolation.segment_area`). The reference value.
* :func:`auc_pr_dg_steps_score` -- Davis & Goadrich's own discrete recipe: the interpolated points
  at unit TP steps, joined by straight lines (composite trapezoid). On a segment from
  ``(TP_a, FP_a)`` with local skew ``s = dFP/dTP``, precision ``p(t) = t/((1+s)t + FP_a - s TP_a)``
  has ``p'' = -2(1+s)(FP_a - s TP_a)/(...)^3``: where precision falls along the segment
  (``FP_a < s TP_a``) the curve is convex and the chords lie above it (the trapezoids
  over-estimate); where it rises (``FP_a > s TP_a``) it is concave and they under-estimate. Real
  data have both; on most real data sets precision rises along most segments, and the discrete
  area is below the exact one.
* :func:`average_precision_score` -- the step sum ``sum (R_n - R_{n-1}) P_n``, as scikit-learn.

Boyd et al.'s reference values for the data's own class balance: :func:`global_min_auc_pr_score`,
:func:`average_precision_min_score`, :func:`auc_npr_score`.
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Callable

import numpy as np
import numpy.typing as npt

from numeric._warnings import DegenerateDataWarning
from numeric.bounds import boyd
from numeric.data._docs import docs
from numeric.data._step_areas import (
    dg_trapezoid_sum,
    pr_area_and_deficit_sums,
    pr_area_sum,
    segment_deficit,
)
from numeric.data.counts import RecallSteps, recall_steps
from numeric.data.curves import check_dg_point_count
from numeric.validation import check_unit_range

__all__ = [
    "auc_npr_score",
    "auc_pr_dg_steps_score",
    "auc_pr_score",
    "auc_roc_score",
    "average_precision_min_score",
    "average_precision_score",
    "global_min_auc_pr_score",
]

FloatArray = npt.NDArray[np.float64]
RecallRange = tuple[float, float]



# --------------------------------------------------------------------------------------------
# validation and degenerate data
# --------------------------------------------------------------------------------------------


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
    >>> undefined_reason(recall_steps([1, 1], [0.2, 0.1]), needs_negatives=True)
    'y_true has no negative samples'
    """
    if steps.n_pos == 0:
        return "y_true has no positive samples"
    if needs_negatives and steps.n_neg == 0:
        return "y_true has no negative samples"
    return None


def _degenerate(what: str, reason: str, stacklevel: int = 3) -> float:
    warnings.warn(f"{what} is undefined (NaN): {reason}", DegenerateDataWarning,
                  stacklevel=stacklevel)
    return float("nan")


def _steps(
    y_true: npt.ArrayLike, y_score: npt.ArrayLike, sample_weight: npt.ArrayLike | None,
    pos_label: object,
    recall_range: object,
) -> tuple[RecallSteps, RecallRange]:
    r = check_recall_range(recall_range)
    return recall_steps(y_true, y_score, sample_weight, pos_label), r


def _score(
    core: Callable[[RecallSteps, float, float], float], what: str,
    y_true: npt.ArrayLike, y_score: npt.ArrayLike, sample_weight: npt.ArrayLike | None,
    pos_label: object,
    recall_range: object, *, needs_negatives: bool,
) -> float:
    """Validate, build the steps once, and apply ``core`` -- or warn and return NaN."""
    steps, (r0, r1) = _steps(y_true, y_score, sample_weight, pos_label, recall_range)
    reason = undefined_reason(steps, needs_negatives=needs_negatives)
    if reason:
        return _degenerate(what, reason, stacklevel=4)
    return core(steps, r0, r1)


# --------------------------------------------------------------------------------------------
# the areas, from validated steps (used by numeric.evaluate as well)
# --------------------------------------------------------------------------------------------


def _clip_steps(
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
    with :func:`numeric.data.evaluation.evaluate` so that the data are sorted once
    (:func:`areas_from_steps` computes them all at once).

    Examples
    --------
    >>> steps = recall_steps([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8])
    >>> auc_roc_from_steps(steps), auc_pr_from_steps(steps), average_precision_from_steps(steps)
    (0.75, 0.7972674459459..., 0.8333333333333333)
    >>> auc_pr_dg_steps_from_steps(steps), auc_npr_from_steps(steps)
    (0.7916666666666666, 0.7075187496...)
    >>> global_min_auc_pr_from_counts(2.0, 2.0)  # 1 - ln 2
    0.3068528194400...
    """
    tpa, fpa, tpb, fpb = _clip_steps(steps, r0, r1)
    return _roc_sum(tpb - tpa, fpa, fpb, steps)


def _roc_sum(dtp: FloatArray, fpa: FloatArray, fpb: FloatArray, steps: RecallSteps) -> float:
    # Integrate 1 - FPR over TPR: every term is >= 0, nothing cancels; rates, not counts, so
    # that no product overflows (weights are rescaled by recall_steps, counts are exact).
    if fpa is fpb:  # no step mixes classes (one array): (fp + fp)/2 is fp, exactly
        tnr = fpa / steps.n_neg
    else:
        tnr = fpa + fpb
        tnr *= 0.5
        tnr /= steps.n_neg
    np.subtract(1.0, tnr, out=tnr)
    tnr *= dtp / steps.n_pos
    return float(np.sum(tnr))


def auc_pr_from_steps(steps: RecallSteps, r0: float = 0.0, r1: float = 1.0) -> float:
    """Exact area under the interpolated PR curve over ``recall in [r0, r1]``."""
    tpa, fpa, tpb, fpb = _clip_steps(steps, r0, r1)
    # Runs of steps without negatives (same FP) are merged, short ones summed by series.
    whole = (r0, r1) == (0.0, 1.0)
    return pr_area_sum(tpa, fpa, tpb, fpb, contiguous=whole) / steps.n_pos


def average_precision_from_steps(steps: RecallSteps, r0: float = 0.0, r1: float = 1.0) -> float:
    """``sum (R_n - R_{n-1}) P_n`` restricted to ``recall in [r0, r1]``."""
    tpa, _, tpb, _ = _clip_steps(steps, r0, r1)
    return _ap_sum(tpb - tpa, _end_precision(steps), steps)


def _end_precision(steps: RecallSteps) -> FloatArray:
    """Precision at the end of each step, ``tp1/(tp1 + fp1)`` (AP's and the DG points')."""
    out = steps.tp1 + steps.fp1
    np.divide(steps.tp1, out, out=out)
    return out


def _ap_sum(dtp: FloatArray, precision: FloatArray, steps: RecallSteps) -> float:
    return float(np.sum(dtp * precision) / steps.n_pos)


def auc_pr_dg_steps_from_steps(steps: RecallSteps, r0: float = 0.0, r1: float = 1.0) -> float:
    """Composite trapezoid through Davis & Goadrich's unit-TP points, over ``[r0, r1]``."""
    check_dg_point_count(steps)
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
    return dg_trapezoid_sum(steps.in_caller_units(), r0, r1)


def ldexp_scalar(x: float, exponent: int) -> float:
    """``x * 2**exponent`` (``inf`` beyond the float range)."""
    try:
        return math.ldexp(x, exponent)
    except OverflowError:
        return math.inf


def areas_from_steps(steps: RecallSteps, r0: float = 0.0, r1: float = 1.0, *,
                     dg_steps: bool = True) -> tuple[float, float, float, float, float]:
    """``(auc_pr, auc_pr_dg_steps, average_precision, auc_roc, auc_npr)`` of valid steps with
    positives, each equal to its ``*_from_steps`` function, the terms they share computed once.

    ``auc_roc`` and ``auc_npr`` are NaN without negatives, ``auc_pr_dg_steps`` with
    ``dg_steps=False`` (the caller has found that it needs too many points).

    Examples
    --------
    >>> areas_from_steps(recall_steps([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8]))
    (0.797267445945..., 0.7916666666666666, 0.8333333333333333, 0.75, 0.7075187496...)
    """
    nan = float("nan")
    whole = (r0, r1) == (0.0, 1.0)
    if whole and steps.tp0.size > 2 * _BLOCK:
        return _whole_curve_in_blocks(steps, dg_steps)
    tpa, fpa, tpb, fpb = _clip_steps(steps, r0, r1)
    negatives = steps.n_neg > 0
    area, lost = pr_area_and_deficit_sums(tpa, fpa, tpb, fpb, contiguous=whole,
                                          deficit=negatives)
    dtp = tpb - tpa
    precision = _end_precision(steps)
    ap = _ap_sum(dtp, precision, steps)
    roc = _roc_sum(dtp, fpa, fpb, steps) if negatives else nan
    npr = auc_npr_from_deficit_sum(lost, steps.n_pos, steps.n_neg, r0, r1) if negatives else nan
    dg = nan
    if dg_steps and whole:
        dg = _dg_sum(steps, r0, r1, dtp, precision)
    elif dg_steps:  # the DG points of the whole steps, the trapezoids cut to the range
        dg = _dg_sum(steps, r0, r1, steps.tp1 - steps.tp0, None)
    return area / steps.n_pos, dg, ap, roc, npr


_BLOCK = 1 << 16  # steps per block of _whole_curve_in_blocks


def _whole_curve_in_blocks(steps: RecallSteps,
                           dg_steps: bool) -> tuple[float, float, float, float, float]:
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
    return (area / steps.n_pos, dg if dg_steps else nan, ap, roc if negatives else nan,
            auc_npr_from_deficit_sum(lost, steps.n_pos, steps.n_neg, 0.0, 1.0)
            if negatives else nan)


# --------------------------------------------------------------------------------------------
# public scores
# --------------------------------------------------------------------------------------------


@docs
def auc_roc_score(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
    recall_range: RecallRange = (0.0, 1.0),
) -> float:
    r"""Area under the ROC curve by trapezoids (the Mann-Whitney statistic, ties counted 1/2).

    Parameters
    ----------
    y_true : array_like of shape (n_samples,)
        Binary labels ({0, 1}, {-1, 1}, {False, True}, or any two labels with ``pos_label``).
    y_score : array_like of shape (n_samples,)
        Finite scores; higher means more likely positive.
    sample_weight : array_like of shape (n_samples,), default=None
        Nonnegative weights.
    pos_label : int, float, bool or str, default=None
        Label of the positive class.
    recall_range : (float, float), default=(0.0, 1.0)
        ``(r0, r1)``, ``0 <= r0 < r1 <= 1``: the area of the ROC curve's region between the
        horizontal lines ``TPR = r0`` and ``TPR = r1``, i.e. the integral of ``1 - FPR`` over
        ``TPR`` in ``[r0, r1]`` (at most ``r1 - r0``).

    Returns
    -------
    float
        In ``[0, r1 - r0]``; NaN if a class is absent.

    %(warns_one_class_absent)s

    Notes
    -----
    Integrated along the TPR axis, over the steps where TP grows:

    .. math::

        \mathrm{AUC} = \frac{1}{N^+ N^-}\sum_i (TP_i - TP_{i-1})
            \Big(N^- - \frac{FP_{i-1} + FP_i}{2}\Big)
        = \frac{1}{N^+ N^-}\sum_{j \in +}\sum_{k \in -}
            \big([s_j > s_k] + \tfrac12 [s_j = s_k]\big).

    Equals scikit-learn's ``roc_auc_score`` (checked in the tests with ties and weights).

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 1 (AUC-ROC is the Wilcoxon-Mann-Whitney statistic).

    Examples
    --------
    >>> auc_roc_score([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8])
    0.75
    >>> auc_roc_score([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8], recall_range=(0.5, 1.0))
    0.25
    """
    return _score(auc_roc_from_steps, "AUC-ROC",
                  y_true, y_score, sample_weight, pos_label, recall_range,
                  needs_negatives=True)


def auc_pr_score(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
    recall_range: RecallRange = (0.0, 1.0),
) -> float:
    r"""Exact area under the Davis & Goadrich-interpolated PR curve.

    Parameters
    ----------
    y_true, y_score, sample_weight, pos_label
        As in :func:`auc_roc_score`.
    recall_range : (float, float), default=(0.0, 1.0)
        Integrate over ``r0 <= recall <= r1`` only.

    Returns
    -------
    float
        In ``[0, r1 - r0]``; NaN without positives (with no negatives precision is 1
        everywhere and the area is ``r1 - r0``).

    Warns
    -----
    DegenerateDataWarning
        If there are no positives.

    Notes
    -----
    Between consecutive points A and B the curve is ``p = TP/(TP + FP_A + s (TP - TP_A))``
    with ``s = (FP_B - FP_A)/(TP_B - TP_A)``; its area has a closed form
    (:func:`numeric.geometry.interpolation.segment_area`):

    .. math::

        A = \frac{\Delta_{TP}}{N^+\Delta_N}\Big(\Delta_{TP}
            - \frac{FP_A TP_B - FP_B TP_A}{\Delta_N}\ln\frac{TP_B + FP_B}{TP_A + FP_A}\Big),
        \qquad \Delta_N = \Delta_{TP} + \Delta_{FP}.

    The first segment starts at the origin; its precision is constant (the recall -> 0
    limit), no point (0, 1) is invented.

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 4.

    Examples
    --------
    >>> auc_pr_score([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8])  # 1/2 + (1 - ln(3/2))/2
    0.79726744...
    """
    return _score(auc_pr_from_steps, "AUC-PR",
                  y_true, y_score, sample_weight, pos_label, recall_range,
                  needs_negatives=False)


def auc_pr_dg_steps_score(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
    recall_range: RecallRange = (0.0, 1.0),
) -> float:
    r"""AUC-PR by Davis & Goadrich's discrete method: unit TP steps, composite trapezoid.

    Parameters
    ----------
    y_true, y_score, sample_weight, pos_label
        As in :func:`auc_roc_score`. With weights, the points are one unit of weight apart
        along each step (for integer counts, Davis & Goadrich's points exactly); a
        ``ValueError`` is raised if that would need more than 5e7 points (rescale the weights).
    recall_range : (float, float), default=(0.0, 1.0)
        Integrate the piecewise-linear curve through the points over ``[r0, r1]`` only.

    Returns
    -------
    float
        NaN without positives.

    Warns
    -----
    DegenerateDataWarning
        If there are no positives.

    Notes
    -----
    The points of :func:`numeric.data.curves.precision_recall_dg_curve`, ``(r_j, p_j)``, joined by
    straight lines:

    .. math:: \mathrm{AUC}_{DG} = \sum_j (r_{j+1} - r_j)\,\frac{p_j + p_{j+1}}{2} .

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 4 and Table 1.

    Examples
    --------
    >>> auc_pr_dg_steps_score([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8])  # 1/2 + (1/2)(1/2 + 2/3)/2
    0.7916666666666666
    """
    return _score(auc_pr_dg_steps_from_steps, "AUC-PR (Davis & Goadrich steps)",
                  y_true, y_score, sample_weight, pos_label, recall_range,
                  needs_negatives=False)


def average_precision_score(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
    recall_range: RecallRange = (0.0, 1.0),
) -> float:
    r"""Average precision: the step sum ``sum_n (R_n - R_{n-1}) P_n``, as scikit-learn.

    Parameters
    ----------
    y_true, y_score, sample_weight, pos_label
        As in :func:`auc_roc_score`.
    recall_range : (float, float), default=(0.0, 1.0)
        Integrate the step function (precision ``P_n`` on ``(R_{n-1}, R_n]``) over
        ``[r0, r1]`` only.

    Returns
    -------
    float
        NaN without positives.

    Warns
    -----
    DegenerateDataWarning
        If there are no positives.

    Notes
    -----
    .. math:: \mathrm{AP} = \sum_n (R_n - R_{n-1})\, P_n, \qquad P_n = \frac{TP_n}{TP_n + FP_n},

    over the distinct thresholds (ties are one step). Equals scikit-learn's
    ``average_precision_score`` (checked in the tests with ties and weights).

    References
    ----------
    Boyd, Costa, Davis & Page (ICML 2012), Sec. 3 and Thm 3 (the AP estimator).

    Examples
    --------
    >>> average_precision_score([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8])
    0.8333333333333333
    """
    return _score(average_precision_from_steps, "average precision",
                  y_true, y_score, sample_weight, pos_label, recall_range,
                  needs_negatives=False)


# --------------------------------------------------------------------------------------------
# Boyd et al.'s reference values for the data's own class balance
# --------------------------------------------------------------------------------------------


def global_min_auc_pr_from_counts(n_pos: float, n_neg: float, r0: float = 0.0,
                                  r1: float = 1.0) -> float:
    """Boyd's minimum AUC-PR for skew ``n_neg/n_pos`` (both > 0) over ``[r0, r1]``."""
    return float(boyd.global_min_auc_pr_range(_formula_skew(n_neg, n_pos), r0, r1))


def _formula_skew(n_neg: float, n_pos: float) -> float:
    """``n_neg / n_pos`` (both > 0) held in ``[5e-324, 1.8e308]``: a class ratio beyond the
    float range (weights 1e-200 against 1e200: 1e-400) rounds to 0 or inf, yet Boyd's formulas
    at the nearest positive float already give the limit to the last bit (the minimum AUC-PR
    is then its maximum, issue 22 #20)."""
    with np.errstate(over="ignore", under="ignore"):
        ratio = float(np.float64(n_neg) / np.float64(n_pos))
    return min(max(ratio, 5e-324), float(np.finfo(np.float64).max))


@docs
def global_min_auc_pr_score(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike | None = None,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
    recall_range: RecallRange = (0.0, 1.0),
) -> float:
    r"""Minimum achievable AUC-PR for the data's class balance (Boyd et al.'s Thm 2 / Cor 4).

    Parameters
    ----------
    y_true : array_like of shape (n_samples,)
        Labels; only the class totals matter.
    y_score : array_like of shape (n_samples,), default=None
        Ignored apart from validation (accepted so that every ``*_score`` has the same
        signature); ``None`` skips it.
    sample_weight, pos_label
        As in :func:`auc_roc_score`.
    recall_range : (float, float), default=(0.0, 1.0)
        Cor. 4's range version.

    Returns
    -------
    float
        NaN if a class is absent (Boyd et al.: undefined for ``pi`` = 0 or 1).

    %(warns_one_class_absent)s

    Notes
    -----
    With skew :math:`a = N^-/N^+` (:func:`numeric.bounds.boyd.global_min_auc_pr_range`):

    .. math::

        \mathrm{AUCPR}_{\min} = (r_1 - r_0) - a \ln\frac{a + r_1}{a + r_0}.

    References
    ----------
    Boyd, Costa, Davis & Page (ICML 2012), Thm 2 and Cor. 4.

    Examples
    --------
    >>> round(global_min_auc_pr_score([1] + [0] * 9), 4)  # pi = 0.1: "approximately 0.05"
    0.0518
    """
    steps, (r0, r1) = _steps(
        y_true, np.zeros(np.shape(y_true)) if y_score is None else y_score, sample_weight,
        pos_label, recall_range,
    )
    reason = undefined_reason(steps, needs_negatives=True)
    if reason:
        return _degenerate("the minimum AUC-PR", reason)
    return global_min_auc_pr_from_counts(steps.n_pos, steps.n_neg, r0, r1)


@docs
def average_precision_min_score(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike | None = None,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
) -> float:
    r"""Minimum average precision for the data's class counts (Boyd et al.'s Thm 3).

    Parameters
    ----------
    y_true, y_score, sample_weight, pos_label
        As in :func:`global_min_auc_pr_score`. Weighted totals use the digamma extension of the sum
        (:func:`numeric.bounds.boyd.average_precision_min`).

    %(returns_nan_if_class_absent)s

    %(warns_one_class_absent)s

    Notes
    -----
    .. math:: \mathrm{AP}_{\min} = \frac{1}{N^+}\sum_{i=1}^{N^+}\frac{i}{i + N^-}

    References
    ----------
    Boyd, Costa, Davis & Page (ICML 2012), Thm 3.

    Examples
    --------
    >>> average_precision_min_score([1, 1, 0])  # (1/2)(1/2 + 2/3)
    0.58333333333333...
    """
    steps, _ = _steps(
        y_true, np.zeros(np.shape(y_true)) if y_score is None else y_score, sample_weight,
        pos_label, (0.0, 1.0),
    )
    reason = undefined_reason(steps, needs_negatives=True)
    if reason:
        return _degenerate("the minimum average precision", reason)
    return float(boyd.average_precision_min(*steps.totals))


def auc_npr_from_steps(steps: RecallSteps, r0: float = 0.0, r1: float = 1.0) -> float:
    """AUCNPR of the exact AUC-PR over ``[r0, r1]``; both classes assumed present.

    From the deficit ``AUCPR_MAX - AUCPR`` summed over the steps
    (:func:`numeric.data._step_areas.pr_area_and_deficit_sums`), not from the area: at tiny
    skews the area rounds to its maximum (issue 22, item 21).
    """
    tpa, fpa, tpb, fpb = _clip_steps(steps, r0, r1)
    _, lost = pr_area_and_deficit_sums(tpa, fpa, tpb, fpb, contiguous=(r0, r1) == (0.0, 1.0))
    return auc_npr_from_deficit_sum(lost, steps.n_pos, steps.n_neg, r0, r1)


def pr_deficit_from_steps(steps: RecallSteps, r0: float = 0.0, r1: float = 1.0) -> float:
    """``N+ (r1 - r0 - AUCPR)`` of the exact PR curve over ``[r0, r1]``, summed step by step.

    The integral of ``1 - precision`` over TP along each Davis & Goadrich (2006, Sec. 4)
    segment, in closed form without cancellation
    (:func:`numeric.data._step_areas.segment_deficit`). Additive over disjoint sets of steps:
    the Dask engine sums it over its buckets and passes the total to
    :func:`auc_npr_from_deficit_sum`, as :func:`auc_npr_from_steps` does in memory.

    Examples
    --------
    >>> from numeric.data.counts import recall_steps
    >>> import math
    >>> steps = recall_steps([0, 1, 1], [0.9, 0.8, 0.1])  # FP = 1 while TP = t goes 0 -> 2
    >>> lost = pr_deficit_from_steps(steps)  # integral of 1 - t/(t + 1) dt = ln 3
    >>> math.isclose(lost, math.log(3), rel_tol=1e-15)
    True
    """
    return float(np.sum(segment_deficit(*_clip_steps(steps, r0, r1))))


def auc_npr_from_deficit_sum(lost: float, n_pos: float, n_neg: float, r0: float,
                             r1: float) -> float:
    """AUCNPR (Boyd et al. 2012, Sec. 3) from ``lost = N+ (r1 - r0 - AUCPR)`` over
    ``[r0, r1]`` and the class totals (both > 0); the deficit ``lost / N+`` is held in
    ``[0, r1 - r0]``.

    Examples
    --------
    >>> auc_npr_from_deficit_sum(0.0, 2.0, 1.0, 0.0, 1.0)  # AUC-PR 1 normalizes to 1
    1.0
    """
    deficit = min(max(lost / n_pos, 0.0), r1 - r0)
    return float(boyd.auc_npr_from_deficit(deficit, _formula_skew(n_neg, n_pos), r0, r1))


@docs
def auc_npr_score(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
    recall_range: RecallRange = (0.0, 1.0),
) -> float:
    r"""Normalized AUC-PR (Boyd et al.'s AUCNPR) of the exact interpolated AUC-PR.

    Parameters
    ----------
    y_true, y_score, sample_weight, pos_label
        As in :func:`auc_roc_score`.
    recall_range : (float, float), default=(0.0, 1.0)
        Normalize the area over ``[r0, r1]`` by Cor. 4's minimum and ``AUCPR_MAX = r1 - r0``.

    Returns
    -------
    float
        0 for the minimum PR curve (all negatives first), 1 for a perfect ranking; NaN if a class
        is absent.

    %(warns_one_class_absent)s

    Notes
    -----
    .. math::

        \mathrm{AUCNPR} = \frac{\mathrm{AUCPR} - \mathrm{AUCPR}_{\min}}
                               {\mathrm{AUCPR}_{\max} - \mathrm{AUCPR}_{\min}}

    References
    ----------
    Boyd, Costa, Davis & Page (ICML 2012), Sec. 3 and Cor. 4.

    Examples
    --------
    >>> auc_npr_score([0, 0, 1, 1], [0.1, 0.2, 0.3, 0.4])  # perfect ranking
    1.0
    """
    return _score(auc_npr_from_steps, "AUCNPR",
                  y_true, y_score, sample_weight, pos_label, recall_range,
                  needs_negatives=True)
