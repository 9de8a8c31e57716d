r"""DeLong's variance of AUC-ROC and DeLong's paired test, in O(n log n), with sample weights.

The AUC-ROC (Mann-Whitney statistic, ties 1/2) is the mean of the positives' *placement values*
(Sun & Xu 2014, after DeLong, DeLong & Clarke-Pearson 1988):

.. math::

    V_{10}(x_i) = \frac{1}{W^-}\sum_{k \in -} w_k \psi(x_i, y_k), \qquad
    V_{01}(y_k) = \frac{1}{W^+}\sum_{i \in +} w_i \psi(x_i, y_k), \qquad
    \psi(x, y) = [x > y] + \tfrac12 [x = y],

with :math:`W^\pm` the class totals of the weights, and
:math:`\mathrm{AUC} = \sum_i w_i V_{10}(x_i)/W^+ = \sum_k w_k V_{01}(y_k)/W^-`. The placement
values come from one sort per class and binary searches (the "fast DeLong" of Sun & Xu): a
positive's value is the weight of the negatives below it plus half of those tied with it,
read off the cumulative weights of the sorted negatives; O(n log n) instead of the
O(n_pos * n_neg) pair matrix.

Variance (DeLong et al. 1988, eqs. (3)-(5)): with :math:`m` positive and :math:`n` negative rows,

.. math::

    S_{10} = \frac{m}{m-1}\sum_{i} \Big(\frac{w_i}{W^+}\Big)^2 (V_{10}(x_i) - A)^2, \qquad
    S_{01} = \frac{n}{n-1}\sum_{k} \Big(\frac{w_k}{W^-}\Big)^2 (V_{01}(y_k) - A)^2,

:math:`\mathrm{Var}(A) = S_{10} + S_{01}`, and for two score columns the covariance is the
same sum with the product of the two columns' centred placement values. Unweighted,
:math:`S_{10} = \frac{1}{m(m-1)}\sum_i (V_{10} - A)^2`, DeLong's :math:`S_{10}/m` exactly, and
this is what R's pROC computes (``ci.auc(method = "delong")``: ``AUC +- z * sqrt(var)``, clipped
to [0, 1]; ``roc.test(paired = TRUE, method = "delong")``: ``Z = (A1 - A2)/sqrt(V1 + V2 -
2 C12)``, ``p = 2 Phi(-|Z|)``), with pROC's ``direction = "<"`` (higher scores are positive;
pROC guesses the direction from the medians by default, we never do).

Weights: the *rows are the sampling units* and a weight scales a row's contribution (survey or
importance weights), so the variance is the linearization (sandwich) variance of the weighted
ratio estimator above, with the finite-sample factors ``m/(m-1)`` and ``n/(n-1)`` of the
unweighted estimator. It is invariant under rescaling the weights (like every area of the
toolkit) and equals DeLong's with unit weights. It is *not* the variance of the data with each
row repeated ``w`` times (frequency weights): such data have more rows than were observed. The
stratified bootstrap of :mod:`numeric.stats.bootstrap` resamples rows in the same sense.

References
----------
DeLong, DeLong & Clarke-Pearson (1988), "Comparing the areas under two or more correlated
receiver operating characteristic curves: a nonparametric approach", Biometrics 44:837-845.
Sun & Xu (2014), "Fast implementation of DeLong's algorithm for comparing the areas under
correlated receiver operating characteristic curves", IEEE Signal Processing Letters 21:1389.
Robin et al. (2011), "pROC: an open-source package for R and S+ to analyze and compare ROC
curves", BMC Bioinformatics 12:77 (``ci.auc``, ``roc.test``; the formulas above).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from numeric.stats._common import (
    Classes,
    ConfidenceInterval,
    FloatArray,
    absent_class,
    check_level,
    degenerate,
    split_classes,
    split_paired,
    too_few_rows,
    two_sided_p,
    wald_interval,
)
from numeric.stats._docs import docs

__all__ = [
    "DeLongCovariance",
    "DeLongTest",
    "delong_ci",
    "delong_covariance",
    "delong_test",
    "placement_values",
]


@dataclass(frozen=True)
class DeLongCovariance:
    """AUC-ROCs of several score columns on the same labels and their DeLong covariance.

    Attributes
    ----------
    auc_roc : tuple of float
        One AUC-ROC per column.
    covariance : tuple of tuple of float
        The ``k x k`` covariance matrix; NaN if a class has fewer than 2 rows.
    """

    auc_roc: tuple[float, ...]
    covariance: tuple[tuple[float, ...], ...]


@docs
@dataclass(frozen=True)
class DeLongTest:
    r"""DeLong's paired test of two AUC-ROCs on the same labels (pROC's ``roc.test``).

    Attributes
    ----------
    auc_roc_a, auc_roc_b : float
        The two AUC-ROCs.
    difference : ConfidenceInterval
        The difference ``auc_roc_a - auc_roc_b`` (``estimate``) and its interval
        ``estimate -+ z_{(1+level)/2} standard_error`` (not clipped), ``method='delong'``,
        ``standard_error = sqrt(V_a + V_b - 2 C_ab)`` (DeLong et al. 1988, eq. (6) with the
        contrast ``L = (1, -1)``).
    %(z_p_value_attributes)s

    Examples
    --------
    >>> t = delong_test([0, 0, 1, 1, 0, 1], [0.1, 0.4, 0.35, 0.8, 0.2, 0.9],
    ...                 [0.3, 0.2, 0.6, 0.7, 0.1, 0.5], level=0.9)
    >>> d = t.difference
    >>> round(d.estimate, 6), round(d.standard_error, 6), d.level, d.method
    (-0.111111, 0.157135, 0.9, 'delong')
    """

    auc_roc_a: float
    auc_roc_b: float
    difference: ConfidenceInterval
    z: float
    p_value: float


def _placements_of(
    x: FloatArray, others: FloatArray, other_weight: FloatArray | None, above: bool
) -> FloatArray:
    """For each ``x``: the weight of ``others`` below (``above=False``) or above it, plus half
    the weight tied with it, divided by the total weight of ``others``."""
    if other_weight is None:
        sorted_others = np.sort(others)
        left = np.searchsorted(sorted_others, x, side="left").astype(np.float64)
        right = np.searchsorted(sorted_others, x, side="right").astype(np.float64)
        total = float(others.size)
    else:
        order = np.argsort(others, kind="stable")
        sorted_others = others[order]
        cum: FloatArray = np.concatenate((np.zeros(1), np.cumsum(other_weight[order])))
        left = cum[np.searchsorted(sorted_others, x, side="left")]
        right = cum[np.searchsorted(sorted_others, x, side="right")]
        total = float(cum[-1])
    below_plus_half = 0.5 * (left + right)
    out: FloatArray = (total - below_plus_half if above else below_plus_half) / total
    return out


@docs
def placement_values(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
) -> tuple[FloatArray, FloatArray]:
    r"""DeLong's placement values of the positives and of the negatives (Sun & Xu's fast way).

    Parameters
    ----------
    %(roc_data_args)s

    Returns
    -------
    v10 : ndarray of shape (n_positive_rows,)
        For each positive (in the data's order, weight-zero rows dropped), the weighted fraction
        of negatives scored below it, ties counting 1/2.
    v01 : ndarray of shape (n_negative_rows,)
        For each negative, the weighted fraction of positives scored above it, ties 1/2.

    Notes
    -----
    .. math:: V_{10}(x_i) = \frac{1}{W^-}\sum_k w_k\,\psi(x_i, y_k), \qquad
              V_{01}(y_k) = \frac{1}{W^+}\sum_i w_i\,\psi(x_i, y_k).

    One sort per class and two binary searches per row: O(n log n).

    References
    ----------
    DeLong, DeLong & Clarke-Pearson (1988), Sec. 2; Sun & Xu (2014), Sec. II (placement values
    from midranks).

    Examples
    --------
    >>> v10, v01 = placement_values([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8])
    >>> v10, v01
    (array([0.5, 1. ]), array([1. , 0.5]))
    """
    c = split_classes(y_true, [y_score], sample_weight, pos_label)
    if c.n_pos == 0 or c.n_neg == 0:
        raise ValueError("placement values need both classes, got "
                         f"{c.n_pos} positive and {c.n_neg} negative rows")
    return _placements(c, 0)


def _sorted_placements(pos: FloatArray, neg: FloatArray) -> tuple[FloatArray, FloatArray]:
    """Unweighted placement values in *sorted* order (enough for one column's variance).

    Only the positives are searched for: with ``L_i``/``R_i`` the number of negatives below /
    not above positive ``i``, the ``k``-th smallest negative has ``#{i: L_i > k}`` positives
    above it and ``#{i: L_i <= k < R_i}`` tied with it (cumulative counts of ``L`` and ``R``).
    """
    sp, sn = np.sort(pos), np.sort(neg)
    m, n = sp.size, sn.size
    left = np.searchsorted(sn, sp, side="left")
    right = np.searchsorted(sn, sp, side="right")
    v10: FloatArray = 0.5 * (left + right).astype(np.float64) / n
    le = np.cumsum(np.bincount(left, minlength=n + 1)[:n])
    re = np.cumsum(np.bincount(right, minlength=n + 1)[:n])
    v01: FloatArray = ((m - le) + 0.5 * (le - re)).astype(np.float64) / m
    return v10, v01


def _placements(c: Classes, j: int) -> tuple[FloatArray, FloatArray]:
    v10 = _placements_of(c.pos[j], c.neg[j], c.neg_weight, above=False)
    v01 = _placements_of(c.neg[j], c.pos[j], c.pos_weight, above=True)
    return v10, v01


def _class_terms(v: FloatArray, weight: FloatArray | None, auc: FloatArray) -> FloatArray:
    """Rows of ``(w_i/W) (V_i - A)`` for each column (shape (k, rows))."""
    centred = v - auc[:, None]
    if weight is None:
        out: FloatArray = centred / v.shape[1]
    else:
        out = centred * (weight / weight.sum())
    return out


def _covariance(c: Classes) -> tuple[FloatArray, FloatArray]:
    """AUC-ROCs (k,) and DeLong covariance (k, k) of every column; NaN if a class has < 2 rows."""
    k = c.pos.shape[0]
    v10 = np.empty_like(c.pos)
    v01 = np.empty_like(c.neg)
    for j in range(k):
        if k == 1 and c.pos_weight is None and c.n_pos and c.n_neg:
            v10[j], v01[j] = _sorted_placements(c.pos[j], c.neg[j])  # order-free: one column
        else:
            v10[j], v01[j] = _placements(c, j)
    if c.pos_weight is None:
        auc = v10.mean(axis=1)
    else:
        auc = v10 @ (c.pos_weight / c.pos_weight.sum())
    m, n = c.n_pos, c.n_neg
    if m < 2 or n < 2:
        return auc, np.full((k, k), np.nan)
    t10 = _class_terms(v10, c.pos_weight, auc)
    t01 = _class_terms(v01, c.neg_weight, auc)
    cov: FloatArray = (m / (m - 1)) * (t10 @ t10.T) + (n / (n - 1)) * (t01 @ t01.T)
    return auc, cov


def _degenerate_reason(c: Classes) -> str | None:
    return too_few_rows(c, "DeLong's variance")


def delong_covariance(
    y_true: npt.ArrayLike,
    y_scores: Sequence[float] | Sequence[Sequence[float]] | npt.NDArray[np.float64],
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
) -> DeLongCovariance:
    r"""AUC-ROCs of several score columns on the same labels and DeLong's covariance matrix.

    Parameters
    ----------
    y_true : array_like of shape (n_samples,)
        Binary labels, as in :func:`numeric.auc_roc_score`.
    y_scores : sequence of array_like of shape (n_samples,), or array of shape (k, n_samples)
        At least one score column (higher means more likely positive).
    sample_weight : array_like of shape (n_samples,), default=None
        Nonnegative weights on the rows (see the module docstring: rows are the sampling units).
    pos_label : int, float, bool or str, default=None
        Label of the positive class.

    Returns
    -------
    DeLongCovariance

    Warns
    -----
    DegenerateDataWarning
        If a class has fewer than 2 rows (the covariance is NaN; an absent class also makes
        the AUC-ROCs NaN).

    Notes
    -----
    .. math::

        C_{ab} = \frac{m}{m-1}\sum_i \frac{w_i^2}{(W^+)^2}(V^a_{10,i} - A_a)(V^b_{10,i} - A_b)
               + \frac{n}{n-1}\sum_k \frac{w_k^2}{(W^-)^2}(V^a_{01,k} - A_a)(V^b_{01,k} - A_b).

    References
    ----------
    DeLong, DeLong & Clarke-Pearson (1988), eqs. (3)-(5); Sun & Xu (2014), Algorithm 1.

    Examples
    --------
    >>> r = delong_covariance([0, 0, 1, 1, 0, 1], [[0.1, 0.4, 0.35, 0.8, 0.2, 0.9],
    ...                                            [0.3, 0.2, 0.6, 0.7, 0.1, 0.5]])
    >>> r.auc_roc
    (0.8888888888888888, 1.0)
    """
    columns = (
        [y_scores] if np.ndim(y_scores) == 1 and not isinstance(y_scores, (list, tuple))
        else list(y_scores) if np.ndim(y_scores) == 2 else [y_scores]
    )
    c = split_classes(y_true, columns, sample_weight, pos_label)
    k = len(columns)
    if absent_class(c, "AUC-ROC and its DeLong covariance"):
        nan = float("nan")
        return DeLongCovariance((nan,) * k, ((nan,) * k,) * k)
    auc, cov = _covariance(c)
    reason = _degenerate_reason(c)
    if reason:
        degenerate("DeLong's covariance", reason)
    return DeLongCovariance(tuple(float(a) for a in auc),
                            tuple(tuple(float(v) for v in row) for row in cov))


@docs
def delong_ci(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
    level: float = 0.95,
) -> ConfidenceInterval:
    r"""Confidence interval of AUC-ROC by DeLong's variance, as pROC's ``ci.auc(method="delong")``.

    Parameters
    ----------
    %(roc_data_args)s
    %(level_arg)s

    Returns
    -------
    ConfidenceInterval
        ``method='delong'``; ``standard_error = sqrt(Var)``.

    Warns
    -----
    DegenerateDataWarning
        If a class has fewer than 2 rows (the interval is NaN).

    Notes
    -----
    .. math:: \big[\max(0, A - z_{(1+\ell)/2}\sqrt{V}),\ \min(1, A + z_{(1+\ell)/2}\sqrt{V})\big]

    with :math:`V = S_{10} + S_{01}` (module docstring). O(n log n).

    References
    ----------
    DeLong, DeLong & Clarke-Pearson (1988), eq. (4); Robin et al. (2011), pROC ``ci.auc``.

    Examples
    --------
    >>> ci = delong_ci([0, 0, 1, 1, 0, 1], [0.1, 0.4, 0.35, 0.8, 0.2, 0.9])
    >>> round(ci.estimate, 6), round(ci.low, 6), ci.high  # 8/9 -+ 1.96 sqrt(2/81)
    (0.888889, 0.58091, 1.0)
    """
    lv = check_level(level)
    c = split_classes(y_true, [y_score], sample_weight, pos_label)
    return delong_ci_from_classes(c, lv)


def delong_ci_from_classes(c: Classes, level: float, stacklevel: int = 4) -> ConfidenceInterval:
    """DeLong's interval of AUC-ROC for the single column of validated classes ``c``."""
    nan = float("nan")
    if absent_class(c, "AUC-ROC and its DeLong interval", stacklevel):
        return ConfidenceInterval(nan, nan, nan, level, "delong", nan)
    auc, cov = _covariance(c)
    a = float(auc[0])
    reason = _degenerate_reason(c)
    if reason:
        degenerate("DeLong's interval of AUC-ROC", reason, stacklevel)
        return ConfidenceInterval(a, nan, nan, level, "delong", nan)
    se = math.sqrt(max(float(cov[0, 0]), 0.0))
    return wald_interval(a, se, level, "delong", clip=True)


@docs
def delong_test(
    y_true: npt.ArrayLike,
    y_score_a: npt.ArrayLike,
    y_score_b: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
    level: float = 0.95,
) -> DeLongTest:
    r"""DeLong's paired test that two score columns have equal AUC-ROC on the same labels.

    Equal to pROC's ``roc.test(roc1, roc2, paired = TRUE, method = "delong")``.

    Parameters
    ----------
    %(paired_data_args)s
    sample_weight, pos_label
        As in :func:`numeric.auc_roc_score`.
    %(difference_level_arg)s

    Returns
    -------
    DeLongTest

    Warns
    -----
    DegenerateDataWarning
        If a class has fewer than 2 rows, or the two columns rank the data identically (the
        standard error is 0: ``z`` and ``p_value`` are NaN).

    Notes
    -----
    .. math:: Z = \frac{A_a - A_b}{\sqrt{V_a + V_b - 2C_{ab}}}, \qquad p = 2\Phi(-|Z|).

    References
    ----------
    DeLong, DeLong & Clarke-Pearson (1988), Sec. 3 (eq. (6) with contrast L = (1, -1));
    Robin et al. (2011), pROC ``roc.test``.

    Examples
    --------
    >>> t = delong_test([0, 0, 1, 1, 0, 1], [0.1, 0.4, 0.35, 0.8, 0.2, 0.9],
    ...                 [0.3, 0.2, 0.6, 0.7, 0.1, 0.5])
    >>> round(t.difference.estimate, 6), round(t.z, 6), round(t.p_value, 6)
    (-0.111111, -0.707107, 0.4795)
    """
    lv = check_level(level)
    c = split_paired(y_true, y_score_a, y_score_b, sample_weight, pos_label)
    return delong_test_from_classes(c, lv)


def delong_test_from_classes(c: Classes, level: float, stacklevel: int = 4) -> DeLongTest:
    """DeLong's paired test for the two columns of validated classes ``c``."""
    nan = float("nan")
    if absent_class(c, "DeLong's test", stacklevel):
        return DeLongTest(nan, nan, ConfidenceInterval(nan, nan, nan, level, "delong", nan),
                          nan, nan)
    auc, cov = _covariance(c)
    aa, ab = float(auc[0]), float(auc[1])
    diff = aa - ab
    reason = _degenerate_reason(c)
    if reason:
        degenerate("DeLong's test", reason, stacklevel)
        return DeLongTest(aa, ab, ConfidenceInterval(diff, nan, nan, level, "delong", nan),
                          nan, nan)
    var = float(cov[0, 0] + cov[1, 1] - 2.0 * cov[0, 1])
    se = math.sqrt(max(var, 0.0))
    if not se > 1e-15 * max(1.0, math.sqrt(abs(float(cov[0, 0])) + abs(float(cov[1, 1])))):
        why = (f"each column's AUC-ROC has variance 0 (AUC-ROCs {aa!r} and {ab!r}: every "
               "positive-negative pair ordered right, wrong or tied alike)"
               if max(abs(float(cov[0, 0])), abs(float(cov[1, 1]))) == 0.0
               else "the two score columns order every positive-negative pair alike")
        degenerate("DeLong's test statistic",
                   f"the difference of the AUC-ROCs has standard error 0 ({why})", stacklevel)
        return DeLongTest(aa, ab, ConfidenceInterval(diff, diff, diff, level, "delong", 0.0),
                          nan, nan)
    z = diff / se
    return DeLongTest(aa, ab, wald_interval(diff, se, level, "delong"), z, two_sided_p(z))
