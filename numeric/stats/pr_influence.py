r"""Analytic (influence-function) variance of AP and exact AUC-PR, in O(n log n), with weights.

Both average precision (the step sum) and the exact Davis & Goadrich AUC-PR estimate the same
population integral of precision over recall (Boyd, Eng & Page 2013, Sec. 2-3):

.. math::

    \theta = \int_0^1 \mathrm{prec}(r)\,dr = \mathrm{E}_{X^+}\Big[\frac{\pi G(X^+)}
             {\pi G(X^+) + (1 - \pi) F(X^+)}\Big], \qquad G(t) = P(X^+ \ge t),\;
             F(t) = P(X^- \ge t),

with :math:`\pi` the fraction of positives. The rows are the sampling units and the class sizes
are fixed (the stratified design of DeLong's variance and of :mod:`numeric.stats.bootstrap`), so
:math:`\theta` is a functional of two distributions, that of the positives and that of the
negatives, and its variance is the sum of two one-sample terms (the structural components of
DeLong et al. 1988):

.. math::

    \widehat{\mathrm{Var}} = \frac{m}{m-1}\sum_{i \in +}\Big(\frac{w_i}{W^+}\Big)^2 L_i^2
        + \frac{n}{n-1}\sum_{k \in -}\Big(\frac{w_k}{W^-}\Big)^2 L_k^2,

with :math:`m, n` the numbers of positive and negative rows, :math:`W^\pm` the class totals of
the weights and :math:`L` the *empirical influence* of each row within its class: the derivative
of the estimator when the class's weighted empirical distribution moves towards the row,
:math:`L_i = \frac{d}{d\varepsilon}\hat\theta\big((1-\varepsilon)\hat F^+ +
\varepsilon\delta_i, \hat F^-\big)` (Jaeckel's infinitesimal jackknife). In terms of the
gradient :math:`g_i = \partial\hat\theta/\partial w_i` of the estimator with respect to the
row's weight (all other weights held), :math:`L_i = W^+ g_i - \sum_{j \in +} w_j g_j` for a
positive and likewise for a negative. For AUC-ROC the same construction gives DeLong's
placement values, :math:`L_i = V_{10}(x_i) - A`, and this variance is DeLong's exactly
(checked in the tests): :func:`influence_intervals` and :func:`influence_tests` return DeLong's
AUC-ROC interval and test together with the PR ones, from one sort per column. The derivation, with
each algebraic step checked by sympy, is in ``docs/pr_intervals.md``; the coverage study beside the
bootstrap's in ``benchmarks/PR_INTERVALS.md``.

One sort, cumulative sums
-------------------------
Both estimators are sums over the steps along which recall grows
(:func:`numeric.stats.bootstrap.bins_of`, the ties convention of :func:`numeric.auc_pr_score`:
tied positives are one step, a negative tied with a positive's score is on that step),
:math:`\hat\theta = \frac{1}{W^+}\sum_j h(TP^0_j, FP^0_j, TP^1_j, FP^1_j)`, with
:math:`h = \Delta TP\, TP^1/(TP^1 + FP^1)` for AP and the closed form of the interpolated
segment for AUC-PR. A positive row on step ``b`` raises :math:`TP^1_b` and both counts of every
later step; a negative above step ``j`` raises both FP counts of step ``j`` and later, one tied
with step ``j`` raises :math:`FP^1_j` and the later ones. So every row's derivative is one
partial derivative plus a suffix sum of partial derivatives: O(m) after the sort.

Intervals: ``transform=None``: :math:`\hat\theta \pm z\,\widehat{se}` clipped to [0, 1];
``transform='logit'`` (the default): the delta method on the logit scale,
:math:`\mathrm{expit}(\mathrm{logit}\,\hat\theta \pm z\,\widehat{se}/(\hat\theta(1-\hat\theta)))`,
which stays inside (0, 1) and is asymmetric like the estimator's distribution near 1.

References
----------
Boyd, Eng & Page (ECML PKDD 2013), "Area under the precision-recall curve: point estimates and
confidence intervals", Secs. 2-3 (the estimand, the AP and interpolated estimators, the logit
interval). DeLong, DeLong & Clarke-Pearson (1988), Biometrics 44:837-845 (structural
components, paired covariance). Jaeckel (1972), "The infinitesimal jackknife", Bell Labs memo;
Efron (1982), The Jackknife, the Bootstrap and Other Resampling Plans, Sec. 6 (the infinitesimal
jackknife variance). Davis & Goadrich (ICML 2006), Sec. 4 (the interpolation).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from types import ModuleType
from typing import Literal

import numpy as np
import numpy.typing as npt

from numeric.confidence import PerArea
from numeric.core.areas import areas_from_steps
from numeric.core.records import RecallSteps
from numeric.special import log1pmx_in, log1pmx_over_square_in
from numeric.stats._common import (
    Classes,
    ConfidenceInterval,
    FloatArray,
    check_choice,
    check_level,
    degenerate,
    normal_quantile,
    split_classes,
    split_paired,
    too_few_rows,
    two_sided_p,
    wald_interval,
)
from numeric.stats._docs import docs
from numeric.stats.bootstrap import bins_of, curve_of_bins, expit
from numeric.validation import as_float_array, first_bad

__all__ = [
    "PR_QUANTITIES",
    "PR_TRANSFORMS",
    "InfluenceIntervals",
    "InfluenceTests",
    "PRInfluence",
    "PRTest",
    "StepGradients",
    "auc_pr_step_gradient",
    "average_precision_step_gradient",
    "influence_intervals",
    "influence_tests",
    "intervals_from_moments",
    "pr_ci",
    "pr_influence",
    "pr_test",
    "step_partials",
]

Quantity = Literal["auc_pr", "average_precision"]

PR_QUANTITIES = ("auc_pr", "average_precision")
PR_TRANSFORMS = ("logit", None)
_NAMES = {"auc_pr": "AUC-PR", "average_precision": "average precision", "auc_roc": "AUC-ROC"}
_SERIES_BELOW = 1e-3  # u below which log1p(u)/u and its derivative use their Taylor series


# --------------------------------------------------------------------------------------------
# results
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class PRInfluence:
    """Per-row influence values of AP or exact AUC-PR and the variance they give.

    Attributes
    ----------
    quantity : str
        ``'auc_pr'`` or ``'average_precision'``.
    estimate : float
        The estimator on the data.
    standard_error : float
        Square root of the influence variance (module docstring); NaN if a class has fewer than
        2 rows.
    gradient : ndarray of shape (n_samples,)
        ``d estimate / d w_i`` with respect to each row's weight (1 unweighted), the others held.
    influence : ndarray of shape (n_samples,)
        The within-class empirical influence ``L_i = W_c g_i - sum_{j in c} w_j g_j``; its
        weighted mean within each class is 0. Rows of weight zero are not sampling units (they
        are dropped, as everywhere in :mod:`numeric.stats`): both arrays hold 0 for them.
    is_positive : ndarray of bool, shape (n_samples,)
        The rows of the positive class.
    """

    quantity: str
    estimate: float
    standard_error: float
    gradient: FloatArray
    influence: FloatArray
    is_positive: npt.NDArray[np.bool_]


@dataclass(frozen=True)
class InfluenceIntervals(PerArea[ConfidenceInterval]):
    """Analytic intervals of the three areas of one score column (:func:`influence_intervals`).

    Attributes
    ----------
    auc_roc : ConfidenceInterval
        DeLong's interval (``method='delong'``), equal to :func:`numeric.stats.delong_ci`'s.
    auc_pr, average_precision : ConfidenceInterval
        ``method`` ``'influence-logit'`` or ``'influence'``, as :func:`pr_ci`.
    """


@dataclass(frozen=True)
class InfluenceTests(PerArea["PRTest"]):
    """Paired influence tests of the three areas of two score columns (:func:`influence_tests`).

    Attributes
    ----------
    auc_roc, auc_pr, average_precision : PRTest
        ``auc_roc`` is DeLong's test (equal to :func:`numeric.stats.delong_test`'s statistics).
    """


@docs
@dataclass(frozen=True)
class PRTest:
    r"""Paired comparison of one area of two score columns on the same rows.

    Attributes
    ----------
    quantity : str
        ``'auc_pr'`` or ``'average_precision'`` (``'auc_roc'`` in :class:`InfluenceTests`).
    estimate_a, estimate_b : float
        The two areas.
    difference : ConfidenceInterval
        The difference ``estimate_a - estimate_b`` (``estimate``) and its Wald interval
        ``estimate -+ z_{(1+level)/2} standard_error`` (not clipped), with
        ``standard_error = sqrt(V_a + V_b - 2 C_ab)`` from the paired influence values;
        ``method='influence'`` (the untransformed influence interval of :func:`pr_ci`), or
        ``'delong'`` for ``quantity='auc_roc'``.
    %(z_p_value_attributes)s

    Examples
    --------
    >>> t = pr_test([0, 0, 1, 1, 0, 1, 0, 0], [0.1, 0.4, 0.35, 0.8, 0.2, 0.9, 0.5, 0.3],
    ...             [0.3, 0.2, 0.6, 0.7, 0.1, 0.5, 0.4, 0.45], level=0.9)
    >>> t.difference.method, t.difference.level
    ('influence', 0.9)
    """

    quantity: str
    estimate_a: float
    estimate_b: float
    difference: ConfidenceInterval
    z: float
    p_value: float


# --------------------------------------------------------------------------------------------
# partial derivatives of the step terms
# --------------------------------------------------------------------------------------------


def _log1p_ratio(u: FloatArray, xp: ModuleType) -> tuple[FloatArray, FloatArray]:
    """``l(u) = log1p(u)/u`` and ``l'(u)`` for ``u >= 0`` (``l(0) = 1``, ``l(inf) = 0``)."""
    small = u < _SERIES_BELOW
    us = xp.where(small, u, 0.0)
    ul = xp.where(small, 1.0, u)
    ell_big = xp.where(xp.isinf(ul), 0.0, xp.log1p(ul) / ul)
    d_big = xp.where(xp.isinf(ul), 0.0, (ul / (1.0 + ul) - xp.log1p(ul)) / (ul * ul))
    # up to u = 1 that numerator cancels to -u^2/2 (half the digits lost at u = 1e-3):
    # l'(u) = -1/(1 + u) - (log1p(u) - u)/u^2 instead
    mid = ul <= 1.0
    d_big = xp.where(mid, -1.0 / (1.0 + ul)
                     - log1pmx_over_square_in(xp.where(mid, ul, 0.0), xp), d_big)
    ell_small = 1.0 - us * (1 / 2 - us * (1 / 3 - us * (1 / 4 - us / 5)))
    d_small = -1 / 2 + us * (2 / 3 - us * (3 / 4 - us * (4 / 5 - us * 5 / 6)))
    return xp.where(small, ell_small, ell_big), xp.where(small, d_small, d_big)


def _ap_partials(a: FloatArray, f: FloatArray, b: FloatArray, g: FloatArray,
                 xp: ModuleType) -> tuple[FloatArray, ...]:
    """``h = (b - a) b / (b + g)`` and its partial derivatives in ``(a, f, b, g)``."""
    nb = b + g
    p = b / nb
    dt = b - a
    h = dt * p
    return h, -p, xp.zeros_like(p), p + dt * g / (nb * nb), -dt * b / (nb * nb)


def _dg_partials(a: FloatArray, f: FloatArray, b: FloatArray, g: FloatArray,
                 xp: ModuleType) -> tuple[FloatArray, ...]:
    r"""``h`` = ``W+`` times the interpolated segment's area, and its partials in ``(a, f, b, g)``.

    ``h = dT (q + (p_a - q) l(u))`` with ``q = dT/dN``, ``p_a = a/N_a``, ``u = dN/N_a`` and
    ``l(u) = log1p(u)/u`` (``docs/pr_intervals.md``, eq. (S)); a segment from the origin
    (``N_a = 0``) has ``h = dT q`` and no derivative in ``a`` or ``f`` (no row can move them).
    """
    dt = b - a
    dn = dt + (g - f)
    na = a + f
    origin = na <= 0.0
    na_safe = xp.where(origin, 1.0, na)
    q = dt / dn
    pa = xp.where(origin, 0.0, a / na_safe)
    u = xp.where(origin, math.inf, dn / na_safe)
    ell, dell = _log1p_ratio(u, xp)
    # 1 - l(u) = -log1pmx(u)/u without the subtraction, which would cost every digit of a
    # short step far from the origin (u small): d_tp_a and d_fp_a are small differences there
    finite = xp.where(xp.isinf(u), 1.0, u)
    one_minus_ell = xp.where(xp.isinf(u), 1.0, -log1pmx_in(finite, xp) / finite)
    base = q + (pa - q) * ell
    h = dt * base
    dq_a, dq_b = -(g - f) / (dn * dn), (g - f) / (dn * dn)
    dq_f, dq_g = dt / (dn * dn), -dt / (dn * dn)
    dpa_a, dpa_f = f / (na_safe * na_safe), -a / (na_safe * na_safe)
    du_af = -(na + dn) / (na_safe * na_safe)  # d u / d a = d u / d f = -N_b / N_a^2
    du_bg = 1.0 / na_safe
    slope = xp.where(origin, 0.0, (pa - q) * dell)
    h_a = -base + dt * (dq_a * one_minus_ell + dpa_a * ell + slope * du_af)
    h_f = dt * (dq_f * one_minus_ell + dpa_f * ell + slope * du_af)
    h_b = base + dt * (dq_b * one_minus_ell + slope * du_bg)
    h_g = dt * (dq_g * one_minus_ell + slope * du_bg)
    zero = xp.zeros_like(h)
    return h, xp.where(origin, zero, h_a), xp.where(origin, zero, h_f), h_b, h_g


def _roc_partials(a: FloatArray, f: FloatArray, b: FloatArray, g: FloatArray,
                  xp: ModuleType) -> tuple[FloatArray, ...]:
    """``h = (b - a)(f + g)/2`` (the area *above* the ROC step, so AUC-ROC = 1 - sum h/(W+ W-))
    and its partials: the same construction gives DeLong's variance (module docstring)."""
    dt, mid = b - a, 0.5 * (f + g)
    return dt * mid, -mid, 0.5 * dt, mid, 0.5 * dt


_PARTIALS = {"auc_pr": _dg_partials, "average_precision": _ap_partials,
             "auc_roc": _roc_partials}


def step_partials(quantity: str, a: FloatArray, f: FloatArray, b: FloatArray, g: FloatArray,
                  xp: ModuleType = np) -> tuple[FloatArray, ...]:
    """``(h, dh/da, dh/df, dh/db, dh/dg)`` of each step ``(a, f) -> (b, g)`` (TP, FP at its
    start and end) of ``quantity``, unvalidated: ``W+`` times its area for ``'auc_pr'`` and
    ``'average_precision'``, the area above the ROC step for ``'auc_roc'`` (module docstring).
    ``xp``: the arrays' array-API namespace (the checked public entries are
    :func:`average_precision_step_gradient` and :func:`auc_pr_step_gradient`).

    Examples
    --------
    >>> zero, one = np.array([0.0]), np.array([1.0])
    >>> [float(x[0]) for x in step_partials("average_precision", zero, zero, one, one)]
    [0.5, -0.5, 0.0, 0.75, -0.25]
    """
    if xp is np:
        with np.errstate(over="ignore", invalid="ignore", divide="ignore"):
            return _PARTIALS[quantity](a, f, b, g, np)
    return _PARTIALS[quantity](a, f, b, g, xp)


@dataclass(frozen=True)
class StepGradients:
    """One step term of AP or exact AUC-PR and its partial derivatives in the step's counts.

    Attributes
    ----------
    term : float or ndarray of float64
        ``h``: ``W+`` times the step's contribution to the estimate.
    d_tp_a, d_fp_a, d_tp_b, d_fp_b : float or ndarray of float64
        ``dh/dTP_A``, ``dh/dFP_A``, ``dh/dTP_B``, ``dh/dFP_B``.

    Floats for scalar input, arrays of the broadcast shape otherwise.
    """

    term: float | FloatArray
    d_tp_a: float | FloatArray
    d_fp_a: float | FloatArray
    d_tp_b: float | FloatArray
    d_fp_b: float | FloatArray


def _step_gradients(quantity: str, tp_a: npt.ArrayLike, fp_a: npt.ArrayLike,
                    tp_b: npt.ArrayLike, fp_b: npt.ArrayLike) -> StepGradients:
    """Check the counts of steps A -> B (finite, ``0 <= TP_A < TP_B``, ``0 <= FP_A <= FP_B``)
    and evaluate the quantity's partials on them."""
    names = ("tp_a", "fp_a", "tp_b", "fp_b")
    values = [as_float_array(v, n) for v, n in zip((tp_a, fp_a, tp_b, fp_b), names, strict=True)]
    for v, n in zip(values, names, strict=True):
        bad = ~(np.isfinite(v) & (v >= 0))
        if bad.any():
            raise ValueError(f"{n} must be finite and >= 0, got {first_bad(bad, v)}")
    a, f, b, g = (np.array(v, dtype=np.float64) for v in np.broadcast_arrays(*values))
    for bad, rule, lhs in ((~(b > a), "tp_b must be > tp_a", b - a),
                           (~(g >= f), "fp_b must be >= fp_a", g - f)):
        if bad.any():
            raise ValueError(f"{rule}, got a difference of {first_bad(bad, lhs)}")
    parts = [np.asarray(x, dtype=np.float64) for x in step_partials(quantity, a, f, b, g)]
    out = [float(x) if x.ndim == 0 else x for x in parts]
    return StepGradients(*out)


def average_precision_step_gradient(
    tp_a: npt.ArrayLike, fp_a: npt.ArrayLike, tp_b: npt.ArrayLike, fp_b: npt.ArrayLike,
) -> StepGradients:
    r"""The step term of average precision and its partial derivatives in the counts.

    The estimate is :math:`\widehat{AP} = \frac{1}{W^+}\sum_j h(TP_{A,j}, FP_{A,j}, TP_{B,j},
    FP_{B,j})` over the steps along which recall grows (module docstring); the gradient of each
    row's weight, hence its influence, is a sum of these partials. The numeric twin of
    :func:`analytic.pr_influence.average_precision_step_gradient` (``tests/test_twins.py``).

    Parameters
    ----------
    tp_a, fp_a, tp_b, fp_b : float or array_like
        The counts (or weight sums) at the start A and the end B of the step, broadcast;
        finite, ``0 <= TP_A < TP_B`` and ``0 <= FP_A <= FP_B``.

    Returns
    -------
    StepGradients

    Raises
    ------
    ValueError
        Naming the first count that breaks a rule.

    Notes
    -----
    .. math:: h = (TP_B - TP_A)\,\frac{TP_B}{TP_B + FP_B}

    (the recall step times the precision at B); :math:`\partial h/\partial FP_A = 0`.

    References
    ----------
    Boyd, Eng & Page (2013), Sec. 3 (the AP estimator); Efron (1982), Sec. 6 (the infinitesimal
    jackknife these derivatives feed).

    Examples
    --------
    >>> g = average_precision_step_gradient(1.0, 0.0, 2.0, 1.0)  # TP 1 -> 2 with one FP
    >>> g.term, g.d_tp_a, g.d_fp_a, g.d_tp_b, g.d_fp_b
    (0.6666666666666666, -0.6666666666666666, 0.0, 0.7777777777777777, -0.2222222222222222)
    """
    return _step_gradients("average_precision", tp_a, fp_a, tp_b, fp_b)


def auc_pr_step_gradient(
    tp_a: npt.ArrayLike, fp_a: npt.ArrayLike, tp_b: npt.ArrayLike, fp_b: npt.ArrayLike,
) -> StepGradients:
    r"""The step term of the exact (interpolated) AUC-PR and its partial derivatives.

    ``h`` is ``W+`` times the area under Davis & Goadrich's interpolated PR segment from A to B
    (:func:`analytic.interpolation.segment_area` with ``n_pos = 1``); the numeric twin of
    :func:`analytic.pr_influence.auc_pr_step_gradient` (``tests/test_twins.py``).

    Parameters
    ----------
    tp_a, fp_a, tp_b, fp_b : float or array_like
        As in :func:`average_precision_step_gradient`.

    Returns
    -------
    StepGradients
        A segment from the origin (``TP_A + FP_A = 0``) has ``h = dT^2/dN`` and, by convention,
        ``d_tp_a = d_fp_a = 0`` (no row can move the origin).

    Raises
    ------
    ValueError
        Naming the first count that breaks a rule.

    Notes
    -----
    With :math:`\Delta_T = TP_B - TP_A`, :math:`\Delta_N = \Delta_T + FP_B - FP_A`,
    :math:`N_A = TP_A + FP_A`, :math:`q = \Delta_T/\Delta_N`, :math:`p_A = TP_A/N_A` and
    :math:`u = \Delta_N/N_A`,

    .. math:: h = \Delta_T\big(q + (p_A - q)\,\ell(u)\big), \qquad
              \ell(u) = \frac{\log(1 + u)}{u},

    (``docs/pr_intervals.md``, eq. (S)), differentiated by the chain rule, with the series of
    :math:`\ell` and :math:`\ell'` below ``u = 1e-3``.

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 4 (the interpolation); Boyd, Eng & Page (2013), Sec. 3.

    Examples
    --------
    >>> g = auc_pr_step_gradient(0.0, 0.0, 3.0, 1.0)  # from the origin: h = 9/4
    >>> g.term, g.d_tp_a, g.d_fp_a, g.d_tp_b, g.d_fp_b
    (2.25, 0.0, 0.0, 0.9375, -0.5625)
    """
    return _step_gradients("auc_pr", tp_a, fp_a, tp_b, fp_b)


def _suffix_from(x: FloatArray) -> FloatArray:
    """``out[..., j] = sum(x[..., j:])`` for ``j = 0..k`` along the last axis of length ``k``
    (``out[..., k] = 0``)."""
    out: FloatArray = np.zeros((*x.shape[:-1], x.shape[-1] + 1))
    out[..., :-1] = np.cumsum(x[..., ::-1], axis=-1)[..., ::-1]
    return out


def _sorted_bins(pos: FloatArray, neg: FloatArray) -> tuple[FloatArray, FloatArray]:
    """Unweighted bin counts of :func:`numeric.stats.bootstrap.bins_of` from two sorts and ``m``
    binary searches (no per-row bin index: enough for one column's variance)."""
    sp = np.sort(pos)
    first = np.flatnonzero(np.r_[True, sp[1:] != sp[:-1]])
    ua = sp[first]  # ascending distinct positive scores
    pos_count = np.diff(np.r_[first, sp.size]).astype(np.float64)
    sn = np.sort(neg)
    left = np.searchsorted(sn, ua, side="left")
    right = np.searchsorted(sn, ua, side="right")
    m = ua.size
    tied = (right - left)[::-1].astype(np.float64)
    # strictly between ua[k] and ua[k + 1] (above the top one for k = m - 1)
    above = (np.r_[left[1:], sn.size] - right)[::-1].astype(np.float64)
    neg_count = np.empty(2 * m + 1)
    neg_count[0:2 * m:2] = above
    neg_count[1:2 * m:2] = tied
    neg_count[2 * m] = left[0]
    return pos_count[::-1].copy(), neg_count


def step_derivatives(pos_size: FloatArray, neg_size: FloatArray,
                     quantity: str) -> tuple[FloatArray, FloatArray, FloatArray]:
    """The estimate and ``dS/dw`` of a row in each positive bin (..., m) and negative bin
    (..., 2m + 1), where ``S = W+ * estimate`` (``W+ W- (1 - estimate)`` for AUC-ROC): one partial
    derivative plus a suffix sum (module docstring). Leading axes are independent sets of bins
    (bootstrap replicates); a bin with no positive weight is no step: its term and partials are 0
    (``h`` vanishes identically when ``dT = 0``, so ``h_a + h_b`` and ``h_f + h_g`` do too),
    which only sets ``dS/dw`` of its (empty) positive bin to the later steps' sum.

    Examples
    --------
    >>> est, d_pos, d_neg = step_derivatives(np.array([1.0, 1.0]), np.array([0, 1, 1, 0, 1.0]),
    ...                                      "average_precision")
    >>> float(est), d_pos.tolist()
    (0.5, [0.875, 0.625])
    """
    tp0, fp0, tp1, fp1, npos, nneg = curve_of_bins(pos_size, neg_size)
    m = pos_size.shape[-1]
    parts = step_partials(quantity, tp0, fp0, tp1, fp1)
    empty = ~(pos_size > 0)
    h, h_a, h_f, h_b, h_g = (np.where(empty, 0.0, x) for x in parts) if empty.any() else parts
    tp_later = _suffix_from(h_a + h_b)
    fp_later = _suffix_from(h_f + h_g)
    d_pos = h_b + tp_later[..., 1:]
    d_neg = np.zeros((*pos_size.shape[:-1], 2 * m + 1))
    d_neg[..., 0:2 * m:2] = fp_later[..., :m]
    d_neg[..., 1:2 * m:2] = h_g + fp_later[..., 1:]
    with np.errstate(invalid="ignore", divide="ignore"):
        est = 1.0 - h.sum(axis=-1) / (npos * nneg) if quantity == "auc_roc" else \
            h.sum(axis=-1) / npos
    return est, d_pos, d_neg


def bin_variance(d_pos: FloatArray, d_neg: FloatArray, pos_size: FloatArray,
                 neg_size: FloatArray, pos_sq: FloatArray, neg_sq: FloatArray, m: int,
                 n: int, roc: bool = False) -> FloatArray:
    """The influence variance (7) from per-bin derivatives (:func:`step_derivatives`);
    ``*_size``/``*_sq``: per-bin sums of the weights and of their squares (both counts,
    unweighted); ``m``, ``n``: rows per class. Leading axes as :func:`step_derivatives`'s.
    For AUC-ROC ``L_i = -c_i/W-`` and ``L_k = -c_k/W+`` (``c``: the centred ``dS/dw``).

    Examples
    --------
    >>> size, neg = np.array([1.0, 1.0]), np.array([0, 1, 1, 0, 1.0])
    >>> _, d_pos, d_neg = step_derivatives(size, neg, "average_precision")
    >>> float(bin_variance(d_pos, d_neg, size, neg, size, neg, 2, 3))
    0.04296875
    """
    wp, wn = pos_size.sum(axis=-1), neg_size.sum(axis=-1)
    cp = d_pos - ((d_pos * pos_size).sum(axis=-1) / wp)[..., None]
    cn = d_neg - ((d_neg * neg_size).sum(axis=-1) / wn)[..., None]
    # (w_i/W+)^2 L_i^2 with L_i = c_i; (w_k/W-)^2 L_k^2 with L_k = (W-/W+) c_k
    pos_term = (m / (m - 1)) * (pos_sq * cp * cp).sum(axis=-1)
    neg_term = (n / (n - 1)) * (neg_sq * cn * cn).sum(axis=-1)
    out: FloatArray = (pos_term + neg_term) / ((wp * wn) ** 2 if roc else wp * wp)
    return out


def column_bins(c: Classes, j: int = 0) -> tuple[FloatArray, FloatArray, FloatArray, FloatArray]:
    """Per-bin weight sums and sums of squared weights of column ``j`` of ``c``
    (``pos_size, neg_size, pos_sq, neg_sq``; unweighted, the squares are the counts)."""
    if c.pos_weight is None or c.neg_weight is None:
        pos_size, neg_size = _sorted_bins(c.pos[j], c.neg[j])
        return pos_size, neg_size, pos_size, neg_size
    z = bins_of(c.pos[j], c.neg[j], c.pos_weight, c.neg_weight)
    pos_sq = np.bincount(z.pos_bin, weights=c.pos_weight**2, minlength=z.m).astype(np.float64)
    neg_sq = np.bincount(z.neg_bin, weights=c.neg_weight**2,
                         minlength=2 * z.m + 1).astype(np.float64)
    return z.pos_size, z.neg_size, pos_sq, neg_sq


def column_moments(c: Classes, quantities: tuple[str, ...]) -> dict[str, tuple[float, float]]:
    """``(estimate, influence variance)`` of each quantity for the single column of ``c`` (one
    sort); the estimate is ``evaluate``'s to the last digit, the variance NaN if a class has
    fewer than 2 rows."""
    pos_size, neg_size, pos_sq, neg_sq = column_bins(c)
    estimates = _kernel_estimates(pos_size, neg_size)
    out = {}
    for q in quantities:
        _, d_pos, d_neg = step_derivatives(pos_size, neg_size, q)
        var = (float("nan") if _too_few(c) else
               float(bin_variance(d_pos, d_neg, pos_size, neg_size, pos_sq, neg_sq, c.n_pos,
                                  c.n_neg, roc=q == "auc_roc")))
        out[q] = (estimates[q], var)
    return out


def _kernel_estimates(pos_size: FloatArray, neg_size: FloatArray) -> dict[str, float]:
    """The three areas of one column's bins as :func:`numeric.evaluate` computes them (the
    kernel's cancellation-free sums, :func:`numeric.core.areas.areas_from_steps`), so that an
    interval's estimate is ``evaluate``'s to the last digit."""
    tp0, fp0, tp1, fp1, npos, nneg = curve_of_bins(pos_size, neg_size)
    up = tp1 > tp0
    steps = RecallSteps(tp0[up], fp0[up], tp1[up], fp1[up], float(npos), float(nneg))
    areas = areas_from_steps(steps, dg_steps=False)
    return {"auc_pr": areas.auc_pr, "average_precision": areas.average_precision,
            "auc_roc": areas.auc_roc}


def _row_derivatives(
    c: Classes, j: int, quantities: tuple[str, ...]
) -> dict[str, tuple[float, FloatArray, FloatArray]]:
    """For each quantity: the estimate and ``dS/dw`` of every positive and negative row of column
    ``j`` (in the order of ``c``), ``S = W+ * estimate`` (one sort for all quantities)."""
    z = bins_of(c.pos[j], c.neg[j], c.pos_weight, c.neg_weight)
    out = {}
    for q in quantities:
        theta, d_pos, d_neg = step_derivatives(z.pos_size, z.neg_size, q)
        out[q] = (float(theta), d_pos[z.pos_bin], d_neg[z.neg_bin])
    return out


def _centred(d: FloatArray, weight: FloatArray | None) -> FloatArray:
    """``d - mean_w(d)`` (the within-class influence up to the class's factor)."""
    mean = d.mean() if weight is None else float(d @ weight) / float(weight.sum())
    out: FloatArray = d - mean
    return out


def _class_terms(c: Classes, d_pos: FloatArray, d_neg: FloatArray,
                 roc: bool = False) -> tuple[FloatArray, FloatArray]:
    """Rows of ``(w_i/W_c) L_i`` for the positives and the negatives (``L`` of the docstring;
    PR: ``L_i = c_i``, ``L_k = (W-/W+) c_k``; AUC-ROC: ``L_i = -c_i/W-``, ``L_k = -c_k/W+``)."""
    lp = _centred(d_pos, c.pos_weight)
    ln = _centred(d_neg, c.neg_weight)
    if c.pos_weight is None or c.neg_weight is None:
        wp, wn = float(c.n_pos), float(c.n_neg)
        tp: FloatArray = lp / wp
        tn: FloatArray = ln / wp
    else:
        wp, wn = float(c.pos_weight.sum()), float(c.neg_weight.sum())
        tp = lp * (c.pos_weight / wp)
        tn = ln * (c.neg_weight / wp)
    if roc:
        return -tp / wn, -tn / wn
    return tp, tn


def _paired_terms(c: Classes, quantities: tuple[str, ...]
                  ) -> dict[str, tuple[FloatArray, FloatArray, FloatArray]]:
    """Per quantity: estimates (k,) and class terms (k, m), (k, n) of every column of ``c``."""
    k = c.pos.shape[0]
    out = {q: (np.empty(k), np.empty((k, c.n_pos)), np.empty((k, c.n_neg))) for q in quantities}
    for j in range(k):
        for q, (theta, d_pos, d_neg) in _row_derivatives(c, j, quantities).items():
            est, tp, tn = out[q]
            est[j] = theta
            tp[j], tn[j] = _class_terms(c, d_pos, d_neg, roc=q == "auc_roc")
    return out


def _covariance(c: Classes, tp: FloatArray, tn: FloatArray) -> FloatArray:
    m, n = c.n_pos, c.n_neg
    cov: FloatArray = (m / (m - 1)) * (tp @ tp.T) + (n / (n - 1)) * (tn @ tn.T)
    return cov


# --------------------------------------------------------------------------------------------
# validation
# --------------------------------------------------------------------------------------------


def _check_quantity(quantity: object) -> str:
    return check_choice(quantity, PR_QUANTITIES, "quantity")


def _check_transform(transform: object) -> str | None:
    if transform not in PR_TRANSFORMS:
        raise ValueError(f"transform must be one of {list(PR_TRANSFORMS)}, got {transform!r}")
    return None if transform is None else str(transform)


def _too_few(c: Classes) -> str | None:
    return too_few_rows(c, "the influence variance")


# --------------------------------------------------------------------------------------------
# public functions
# --------------------------------------------------------------------------------------------


@docs
def pr_influence(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
    quantity: Quantity = "auc_pr",
) -> PRInfluence:
    r"""Influence values (structural components) of exact AUC-PR or AP, per row, in O(n log n).

    Parameters
    ----------
    %(pr_data_args)s
    quantity : {'auc_pr', 'average_precision'}, default='auc_pr'
        The exact Davis & Goadrich area (:func:`numeric.auc_pr_score`) or the step sum
        (:func:`numeric.average_precision_score`).

    Returns
    -------
    PRInfluence
        The estimate, its standard error, and per row (in the data's order) the gradient of the
        estimator with respect to the row's weight and the row's within-class influence.

    Warns
    -----
    DegenerateDataWarning
        Without positives (everything NaN), or with fewer than 2 rows in a class (the standard
        error is NaN).

    Notes
    -----
    .. math:: g_i = \frac{\partial\hat\theta}{\partial w_i}, \qquad
              L_i = W_c\, g_i - \sum_{j \in c} w_j g_j \quad (c \text{ the class of } i),

    .. math:: \widehat{\mathrm{Var}} = \frac{m}{m-1}\sum_{i\in+}\frac{w_i^2}{(W^+)^2}L_i^2
              + \frac{n}{n-1}\sum_{k\in-}\frac{w_k^2}{(W^-)^2}L_k^2 .

    References
    ----------
    Boyd, Eng & Page (2013), Sec. 3 (the estimators); DeLong et al. (1988), eqs. (3)-(5) (the
    two-sample decomposition); Efron (1982), Sec. 6 (infinitesimal jackknife).

    Examples
    --------
    >>> r = pr_influence([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8], quantity="average_precision")
    >>> r.estimate  # (1 + 2/3) / 2
    0.8333333333333333
    >>> r.gradient.round(6).tolist()  # d/dw_i of (w3 + w2 (w3 + w2)/(w3 + w2 + w1))/(w3 + w2)
    [0.0, -0.111111, -0.027778, 0.138889]
    """
    q = _check_quantity(quantity)
    c = split_classes(y_true, [y_score], sample_weight, pos_label)
    from numeric.core.inputs import check_pair, weight_array
    from numeric.core.labels import positive_mask

    y, _ = check_pair(y_true, y_score)
    is_pos = positive_mask(y, pos_label)
    keep = (np.ones(y.shape[0], dtype=bool) if sample_weight is None
            else weight_array(sample_weight, y.shape[0]) > 0)
    nan = float("nan")
    if c.n_pos == 0:
        degenerate(f"{_NAMES[q]} and its influence values", "y_true has no positive samples")
        full = np.full(y.shape[0], nan)
        return PRInfluence(q, nan, nan, full, full.copy(), is_pos)
    theta, d_pos, d_neg = _row_derivatives(c, 0, (q,))[q]
    if sample_weight is None:
        w_pos_total, w_neg_total = float(c.n_pos), float(c.n_neg)
    else:
        w = weight_array(sample_weight, y.shape[0])
        w_pos_total, w_neg_total = float(w[is_pos].sum()), float(w[~is_pos].sum())
    gradient = np.zeros(y.shape[0])
    influence = np.zeros(y.shape[0])
    gradient[is_pos & keep] = (d_pos - theta) / w_pos_total
    gradient[~is_pos & keep] = d_neg / w_pos_total
    influence[is_pos & keep] = _centred(d_pos, c.pos_weight)
    if c.n_neg:
        influence[~is_pos & keep] = (w_neg_total / w_pos_total) * _centred(d_neg, c.neg_weight)
    reason = _too_few(c)
    if reason:
        degenerate(f"the standard error of {_NAMES[q]}", reason)
        se = nan
    else:
        se = math.sqrt(max(column_moments(c, (q,))[q][1], 0.0))
    return PRInfluence(q, theta, se, gradient, influence, is_pos)


@docs
def pr_ci(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
    level: float = 0.95,
    quantity: Quantity = "auc_pr",
    transform: Literal["logit"] | None = "logit",
) -> ConfidenceInterval:
    r"""Analytic confidence interval of exact AUC-PR or AP from the influence variance.

    Parameters
    ----------
    %(pr_data_args)s
    %(level_arg)s
    %(quantity_arg)s
    transform : {'logit', None}, default='logit'
        ``'logit'``: the delta-method interval on the logit scale, mapped back;
        ``None``: the plain Wald interval, clipped to [0, 1].

    Returns
    -------
    ConfidenceInterval
        ``method='influence-logit'`` or ``'influence'``; ``standard_error`` is the standard error
        of the estimate (on the original scale, whatever the transform).

    Warns
    -----
    DegenerateDataWarning
        If a class has fewer than 2 rows, or (logit) the estimate is 0 (the interval is NaN;
        a missing positive class also makes the estimate NaN). An estimate of 1 (a perfect
        ranking, which no row's influence moves) gives the point interval ``[1, 1]``, as the
        bootstrap does.

    Notes
    -----
    .. math:: \mathrm{expit}\Big(\mathrm{logit}\,\hat\theta \pm
              \frac{z_{(1+\ell)/2}\,\widehat{se}}{\hat\theta(1-\hat\theta)}\Big)
              \quad\text{or}\quad \hat\theta \pm z_{(1+\ell)/2}\,\widehat{se}.

    O(n log n): one sort and cumulative sums (module docstring).

    References
    ----------
    Boyd, Eng & Page (2013), Sec. 3.2 (logit intervals for AUC-PR); DeLong et al. (1988).

    Examples
    --------
    >>> ci = pr_ci([0, 0, 1, 1, 0, 1, 0, 0], [0.1, 0.4, 0.35, 0.8, 0.2, 0.9, 0.5, 0.3],
    ...            quantity="average_precision", transform=None)
    >>> round(ci.estimate, 6), round(ci.standard_error, 6)
    (0.866667, 0.142049)
    >>> ci.method
    'influence'
    """
    lv = check_level(level)
    q = _check_quantity(quantity)
    tr = _check_transform(transform)
    c = split_classes(y_true, [y_score], sample_weight, pos_label)
    return _pr_ci(c, lv, q, tr)


def _pr_ci(c: Classes, level: float, quantity: str, transform: str | None,
           stacklevel: int = 4) -> ConfidenceInterval:
    return pr_cis_from_classes(c, level, (quantity,), transform, stacklevel + 1)[quantity]


def pr_cis_from_classes(c: Classes, level: float, quantities: tuple[str, ...],
                        transform: str | None,
                        stacklevel: int = 4) -> dict[str, ConfidenceInterval]:
    """The interval of each quantity for the single column of ``c``, from one sort."""
    values = column_moments(c, quantities) if c.n_pos else {}
    return intervals_from_moments(values, (c.n_pos, c.n_neg), level, quantities, transform,
                                  stacklevel + 1)


def intervals_from_moments(values: dict[str, tuple[float, float]], rows: tuple[int, int],
                           level: float, quantities: tuple[str, ...], transform: str | None,
                           stacklevel: int = 4) -> dict[str, ConfidenceInterval]:
    """The intervals of ``quantities`` from their ``(estimate, influence variance)``.

    DeLong's (Wald's, clipped to [0, 1]) for ``'auc_roc'`` and with ``transform=None``; the
    delta method on the logit scale with ``transform='logit'``. ``rows``: the numbers of positive
    and negative rows; with none of either, or fewer than 2, the intervals are NaN and
    :class:`~numeric._warnings.DegenerateDataWarning` says why (``stacklevel`` as
    :func:`warnings.warn`'s). Numpy's path and the device's
    (:mod:`numeric.stats.device_intervals`) both end here.

    Examples
    --------
    >>> r = intervals_from_moments({"auc_pr": (0.8, 0.0004)}, (50, 50), 0.95, ("auc_pr",), None)
    >>> round(r["auc_pr"].low, 4), round(r["auc_pr"].high, 4)
    (0.7608, 0.8392)
    """
    nan = float("nan")
    n_pos, n_neg = rows
    method = "influence" if transform is None else f"influence-{transform}"
    what = " and ".join(f"the influence interval of {_NAMES[q]}" for q in quantities)
    methods = {q: "delong" if q == "auc_roc" else method for q in quantities}
    if n_pos == 0:
        degenerate(what, "y_true has no positive samples", stacklevel)
        return {q: ConfidenceInterval(nan, nan, nan, level, methods[q], nan) for q in quantities}
    values = {q: values[q] for q in quantities}
    if n_neg == 0 and "auc_roc" in values:
        values["auc_roc"] = (nan, nan)
    if n_pos < 2 or n_neg < 2:
        degenerate(what, f"the influence variance needs at least 2 positive and 2 negative rows, "
                         f"got {n_pos} and {n_neg}", stacklevel)
        return {q: ConfidenceInterval(values[q][0], nan, nan, level, methods[q], nan)
                for q in quantities}
    z = normal_quantile(0.5 + level / 2)
    out = {}
    for q, (theta, var) in values.items():
        se = math.sqrt(max(var, 0.0))
        if q == "auc_roc" or transform is None:  # DeLong's interval (as delong_ci), or Wald's
            out[q] = wald_interval(theta, se, level, methods[q], clip=True)
        elif theta >= 1.0:  # only a perfect ranking scores 1, and no row's influence moves it
            out[q] = ConfidenceInterval(1.0, 1.0, 1.0, level, method, 0.0)  # (weighted bin
            # sums can round it to 1 + 2**-52 with a variance of 1e-34): the point, as BCa's
        elif not 0.0 < theta < 1.0:
            degenerate(f"the influence interval of {_NAMES[q]}",
                       f"the estimate is {theta!r}, whose logit is infinite", stacklevel)
            out[q] = ConfidenceInterval(theta, nan, nan, level, method, se)
        else:
            eta = math.log(theta / (1.0 - theta))
            half = z * se / (theta * (1.0 - theta))
            out[q] = ConfidenceInterval(theta, expit(eta - half), expit(eta + half), level,
                                        method, se)
    return out


@docs
def influence_intervals(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
    level: float = 0.95,
    transform: Literal["logit"] | None = "logit",
) -> InfluenceIntervals:
    r"""Analytic intervals of AUC-ROC (DeLong), exact AUC-PR and AP together, from one sort.

    The same intervals as :func:`numeric.stats.delong_ci` and :func:`pr_ci` with each
    ``quantity``, at the cost of one: the three estimators are sums over the same steps, and the
    construction of the module docstring applied to AUC-ROC is DeLong's variance.

    Parameters
    ----------
    %(pr_data_args)s
    %(level_arg)s
    transform : {'logit', None}, default='logit'
        As in :func:`pr_ci`.

    Returns
    -------
    InfluenceIntervals

    Warns
    -----
    DegenerateDataWarning
        As :func:`pr_ci` (and, without negatives, AUC-ROC is NaN).

    References
    ----------
    Boyd, Eng & Page (2013), Secs. 3.1-3.2; DeLong et al. (1988), eqs. (3)-(5).

    Examples
    --------
    >>> r = influence_intervals([0, 0, 1, 1, 0, 1, 0, 0],
    ...                         [0.1, 0.4, 0.35, 0.8, 0.2, 0.9, 0.5, 0.3])
    >>> round(r.average_precision.estimate, 6), r.auc_pr.method, r.auc_roc.method
    (0.866667, 'influence-logit', 'delong')
    """
    lv = check_level(level)
    tr = _check_transform(transform)
    c = split_classes(y_true, [y_score], sample_weight, pos_label)
    out = pr_cis_from_classes(c, lv, ("auc_roc", *PR_QUANTITIES), tr)
    return InfluenceIntervals(out["auc_roc"], out["auc_pr"], out["average_precision"])


@docs
def pr_test(
    y_true: npt.ArrayLike,
    y_score_a: npt.ArrayLike,
    y_score_b: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
    level: float = 0.95,
    quantity: Quantity = "auc_pr",
    transform: str | None = "logit",
) -> PRTest:
    r"""Paired test that two score columns have equal AUC-PR (or AP) on the same rows.

    The PR analogue of :func:`numeric.stats.delong_test`: the covariance of the two estimates is
    the sum over the rows of the products of their influence values.

    Parameters
    ----------
    %(paired_pr_data_args)s
    %(difference_level_arg)s
    %(quantity_arg)s
    transform : {'logit', None}, default='logit'
        Scale of the test statistic: ``'logit'`` compares ``logit(theta_a) - logit(theta_b)``
        (its standard error by the delta method), whose size stays near 0.05 where the
        untransformed ``z`` is conservative (at 1% prevalence and 100 positives, 0.059 against
        0.011; still conservative, 0.016-0.028, in the weakest low-prevalence cells:
        ``benchmarks/COVERAGE_GRID.md``); ``None``: ``z = difference / standard_error``. Where an
        estimate is 0 or 1 (infinite logit) the untransformed statistic is used. The reported
        ``difference`` interval is the Wald interval of the raw difference either way.

    Returns
    -------
    PRTest

    Warns
    -----
    DegenerateDataWarning
        If a class has fewer than 2 rows, or the difference has standard error 0 (``z`` and
        ``p_value`` are NaN).

    Notes
    -----
    .. math:: C_{ab} = \frac{m}{m-1}\sum_{i\in+}\frac{w_i^2}{(W^+)^2}L^a_iL^b_i
              + \frac{n}{n-1}\sum_{k\in-}\frac{w_k^2}{(W^-)^2}L^a_kL^b_k, \qquad
              Z = \frac{\hat\theta_a - \hat\theta_b}{\sqrt{V_a + V_b - 2C_{ab}}},\qquad
              Z_{\rm logit} = \frac{\mathrm{logit}\,\hat\theta_a - \mathrm{logit}\,
              \hat\theta_b}{\sqrt{g_a^2 V_a + g_b^2 V_b - 2 g_a g_b C_{ab}}},\;
              g = \frac{1}{\hat\theta(1 - \hat\theta)}.

    References
    ----------
    DeLong et al. (1988), Sec. 3 (the paired structural-component covariance).

    Examples
    --------
    >>> t = pr_test([0, 0, 1, 1, 0, 1, 0, 0], [0.1, 0.4, 0.35, 0.8, 0.2, 0.9, 0.5, 0.3],
    ...             [0.3, 0.2, 0.6, 0.7, 0.1, 0.5, 0.4, 0.45], quantity="average_precision")
    >>> round(t.difference.estimate, 6)
    -0.133333
    """
    lv = check_level(level)
    q = _check_quantity(quantity)
    tr = _check_transform(transform)
    c = split_paired(y_true, y_score_a, y_score_b, sample_weight, pos_label)
    return pr_tests_from_classes(c, lv, (q,), 4, tr)[q]


def _logit_z(ea: float, eb: float, cov: FloatArray) -> float | None:
    """The logit-scale paired statistic, or ``None`` where an estimate's logit is infinite."""
    if not (0.0 < ea < 1.0 and 0.0 < eb < 1.0):
        return None
    ga, gb = 1.0 / (ea * (1.0 - ea)), 1.0 / (eb * (1.0 - eb))
    var = ga * ga * float(cov[0, 0]) + gb * gb * float(cov[1, 1]) - 2.0 * ga * gb * float(
        cov[0, 1])
    if not var > 0.0:
        return None
    return (math.log(ea / (1.0 - ea)) - math.log(eb / (1.0 - eb))) / math.sqrt(var)


def pr_tests_from_classes(c: Classes, level: float, quantities: tuple[str, ...],
                          stacklevel: int = 4, transform: str | None = "logit"
                          ) -> dict[str, PRTest]:
    """The paired test of each quantity for the two columns of ``c`` (one sort per column);
    ``transform`` as :func:`pr_test`'s (AUC-ROC: DeLong's test, untransformed)."""
    nan = float("nan")
    what = " and ".join(f"the paired influence test of {_NAMES[q]}" for q in quantities)
    methods = {q: "delong" if q == "auc_roc" else "influence" for q in quantities}

    def test(q: str, ea: float, eb: float, low: float, high: float, se: float,
             z: float = nan, p: float = nan) -> PRTest:
        return PRTest(q, ea, eb, ConfidenceInterval(ea - eb, low, high, level, methods[q], se),
                      z, p)

    if c.n_pos == 0 or (c.n_neg == 0 and "auc_roc" in quantities):
        missing = "positive" if c.n_pos == 0 else "negative"
        degenerate(what, f"y_true has no {missing} samples", stacklevel)
        return {q: test(q, nan, nan, nan, nan, nan) for q in quantities}
    terms = _paired_terms(c, quantities)
    reason = _too_few(c)
    if reason:
        degenerate(what, reason, stacklevel)
    out = {}
    for q, (est, tp, tn) in terms.items():
        ea, eb = float(est[0]), float(est[1])
        diff = ea - eb
        if reason:
            out[q] = test(q, ea, eb, nan, nan, nan)
            continue
        cov = _covariance(c, tp, tn)
        se = math.sqrt(max(float(cov[0, 0] + cov[1, 1] - 2.0 * cov[0, 1]), 0.0))
        scale = math.sqrt(abs(float(cov[0, 0])) + abs(float(cov[1, 1])))
        if not se > 1e-12 * max(1e-300, scale):
            degenerate(f"the paired influence test of {_NAMES[q]}",
                       "the difference has standard error 0 (the two score columns give every "
                       "row the same influence)", stacklevel)
            out[q] = test(q, ea, eb, diff, diff, 0.0)
            continue
        z = diff / se
        z_logit = _logit_z(ea, eb, cov) if transform == "logit" and q != "auc_roc" else None
        if z_logit is not None:
            z = z_logit
        out[q] = PRTest(q, ea, eb, wald_interval(diff, se, level, methods[q]), z, two_sided_p(z))
    return out


@docs
def influence_tests(
    y_true: npt.ArrayLike,
    y_score_a: npt.ArrayLike,
    y_score_b: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
    level: float = 0.95,
) -> InfluenceTests:
    r"""Paired tests of AUC-ROC (DeLong), exact AUC-PR and AP of two columns, one sort per column.

    The same statistics as :func:`numeric.stats.delong_test` and :func:`pr_test` with each
    ``quantity``, at the cost of one.

    Parameters
    ----------
    %(paired_pr_data_args)s
    level : float, default=0.95
        Level of the intervals of the differences.

    Returns
    -------
    InfluenceTests

    Warns
    -----
    DegenerateDataWarning
        As :func:`pr_test`.

    References
    ----------
    DeLong et al. (1988), Sec. 3.

    Examples
    --------
    >>> t = influence_tests([0, 0, 1, 1, 0, 1, 0, 0], [0.1, 0.4, 0.35, 0.8, 0.2, 0.9, 0.5, 0.3],
    ...                     [0.3, 0.2, 0.6, 0.7, 0.1, 0.5, 0.4, 0.45])
    >>> round(t.auc_roc.difference.estimate, 6), round(t.average_precision.difference.estimate, 6)
    (-0.133333, -0.133333)
    """
    lv = check_level(level)
    c = split_paired(y_true, y_score_a, y_score_b, sample_weight, pos_label)
    out = pr_tests_from_classes(c, lv, ("auc_roc", *PR_QUANTITIES))
    return InfluenceTests(out["auc_roc"], out["auc_pr"], out["average_precision"])
