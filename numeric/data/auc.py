"""Areas under the ROC and PR curves of labelled data, each also over a recall range [r0, r1].

Every function takes ``y_true, y_score, *, sample_weight=None, pos_label=None`` and returns a
Python float. They all depend only on the *steps* along which recall grows
(:class:`numeric.core.steps.RecallSteps`): a segment where only FP grows adds nothing to any of
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

from collections.abc import Callable

import numpy as np
import numpy.typing as npt

from numeric._warnings import degenerate
from numeric.bounds import boyd
from numeric.core.areas import (
    RecallRange,
    auc_pr_dg_steps_from_steps,
    auc_pr_from_steps,
    auc_roc_from_steps,
    average_precision_from_steps,
    check_recall_range,
    clip_steps,
    undefined_reason,
)
from numeric.core.step_sums import (
    pr_area_and_deficit_sums,
)
from numeric.core.steps import RecallSteps, recall_steps
from numeric.data._docs import docs

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


# --------------------------------------------------------------------------------------------
# validation and degenerate data
# --------------------------------------------------------------------------------------------


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
        return degenerate(what, reason, stacklevel=4)
    return core(steps, r0, r1)


# --------------------------------------------------------------------------------------------
# the areas, from validated steps (used by numeric.evaluate as well)
# --------------------------------------------------------------------------------------------


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
        return degenerate("the minimum AUC-PR", reason)
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
        return degenerate("the minimum average precision", reason)
    return float(boyd.average_precision_min(*steps.totals))


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


def global_min_auc_pr_from_counts(n_pos: float, n_neg: float, r0: float = 0.0,
                                  r1: float = 1.0) -> float:
    """Boyd's minimum AUC-PR for skew ``n_neg/n_pos`` (both > 0) over ``[r0, r1]``.

    Examples
    --------
    >>> global_min_auc_pr_from_counts(2.0, 2.0)  # 1 - ln 2
    0.3068528194400...
    """
    return float(boyd.global_min_auc_pr_range(_formula_skew(n_neg, n_pos), r0, r1))


def _formula_skew(n_neg: float, n_pos: float) -> float:
    """``n_neg / n_pos`` (both > 0) held in ``[5e-324, 1.8e308]``: a class ratio beyond the
    float range (weights 1e-200 against 1e200: 1e-400) rounds to 0 or inf, yet Boyd's formulas
    at the nearest positive float already give the limit to the last bit (the minimum AUC-PR
    is then its maximum)."""
    with np.errstate(over="ignore", under="ignore"):
        ratio = float(np.float64(n_neg) / np.float64(n_pos))
    return min(max(ratio, 5e-324), float(np.finfo(np.float64).max))


def auc_npr_from_steps(steps: RecallSteps, r0: float = 0.0, r1: float = 1.0) -> float:
    """AUCNPR of the exact AUC-PR over ``[r0, r1]``; both classes assumed present.

    From the deficit ``AUCPR_MAX - AUCPR`` summed over the steps
    (:func:`numeric.core.step_sums.pr_area_and_deficit_sums`), not from the area: at tiny
    skews the area rounds to its maximum.
    """
    tpa, fpa, tpb, fpb = clip_steps(steps, r0, r1)
    _, lost = pr_area_and_deficit_sums(tpa, fpa, tpb, fpb, contiguous=(r0, r1) == (0.0, 1.0))
    return auc_npr_from_deficit_sum(lost, steps.n_pos, steps.n_neg, r0, r1)


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
