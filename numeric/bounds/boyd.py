r"""The unachievable region of PR space (Boyd et al., ICML 2012), vectorized and stable.

Numeric twins of :mod:`analytic.boyd` (same names and parameters), tied to it by tests at random
points (``tests/test_twins.py``). The class balance is the imbalance ``skew = a = N-/N+`` (Boyd et
al.'s prevalence is ``pi = 1/(1 + a)``); every function broadcasts its arguments, validates them
once and returns a Python float for scalar input.

Thm 2 is Mihelich et al.'s Cor. 3.11 too: :func:`global_min_auc_pr` is defined here once and
:mod:`numeric.bounds.mihelich` re-exports it.

The closed forms are rewritten so that no digits cancel for ``skew`` from ``1e-6`` to ``1e6`` and
recall ranges touching 0 or 1. Worst relative errors against mpmath (50 digits), measured on
``skew = logspace(-6, 6)`` and recalls in {0, 1e-12, 1e-6, 0.01, ..., 1 - 1e-12, 1}: Thm 2
5.4e-16, Cor. 4 2.6e-15, Thm 3 1.8e-15 (counts up to 1e7, real totals down to 1e-3); the tests
assert bounds of 2e-15, 8e-15 and 4e-15.

* Thm 2 is ``1 - a log(1 + 1/a)`` (Mihelich et al. 2024, Cor. 3.11), evaluated by
  :func:`numeric.special.one_minus_xlog1p_inv`;
* Cor. 4 is ``d r0/(a + r0) - a log1pmx(d/(a + r0))`` with ``d = r1 - r0``, a sum of two
  non-negative terms;
* Thm 3 uses an Euler-Maclaurin expansion of the harmonic-number difference (see
  :func:`average_precision_min`).
"""

from __future__ import annotations

from typing import overload

import numpy as np
import numpy.typing as npt

from numeric.bounds._precision import FloatOrArray
from numeric.special import one_minus_xlog1p_inv, range_minimum_and_span, ratio_sum
from numeric.validation import as_float_array, check_interval, check_positive

__all__ = [
    "auc_npr",
    "auc_npr_from_deficit",
    "average_precision_min",
    "global_min_auc_pr",
    "global_min_auc_pr_range",
    "min_precision",
    "modified_f1",
]

def _out(x: npt.NDArray[np.float64]) -> FloatOrArray:
    return float(x) if x.ndim == 0 else x


def _check_range(r0: npt.ArrayLike, r1: npt.ArrayLike) -> tuple[FloatOrArray, FloatOrArray]:
    lo = check_interval(r0, "r0")
    hi = check_interval(r1, "r1")
    lo_b, hi_b = np.broadcast_arrays(np.asarray(lo), np.asarray(hi))
    bad = ~(lo_b < hi_b)
    if bad.any():
        i = int(np.flatnonzero(bad)[0])
        where = "" if bad.ndim == 0 else f" (at index {i})"
        raise ValueError(
            f"r0 must be < r1, got r0 = {float(lo_b.ravel()[i])!r}, "
            f"r1 = {float(hi_b.ravel()[i])!r}{where}"
        )
    return lo, hi


def min_precision(recall: npt.ArrayLike, skew: npt.ArrayLike) -> FloatOrArray:
    r"""Boyd et al.'s minimum precision at recall ``r``: ``r/(r + a)`` (Thm 1).

    Parameters
    ----------
    recall : float or array_like
        In ``[0, 1]``.
    skew : float or array_like
        ``a = N-/N+ > 0``; broadcast against ``recall``.

    Returns
    -------
    float or ndarray
        The minimum PR curve; no confusion matrix has a lower precision at that recall.

    Notes
    -----
    With ``pi = 1/(1 + a)``:

    .. math:: p_{\min}(r) = \frac{\pi r}{1 - \pi + \pi r} = \frac{r}{r + a}

    References
    ----------
    Boyd, Costa, Davis & Page (ICML 2012), Thm 1, eq. (1).

    Examples
    --------
    >>> min_precision(1.0, 9.0)  # the minimum PR curve ends at (1, pi)
    0.1
    >>> min_precision([0.0, 0.5], 1.0)
    array([0.        , 0.33333333])
    """
    r = check_interval(recall, "recall")
    a = check_positive(skew, "skew")
    r_, a_ = np.broadcast_arrays(np.asarray(r), np.asarray(a))
    return _out(r_ / (r_ + a_))


@overload
def global_min_auc_pr(skew: float) -> float: ...
@overload
def global_min_auc_pr(skew: npt.ArrayLike) -> FloatOrArray: ...
def global_min_auc_pr(skew: npt.ArrayLike) -> FloatOrArray:
    r"""Global minimum of AUC-PR, the area under the minimum PR curve (Thm 2).

    The minimum over every ROC curve at this class balance; Mihelich et al.'s Cor. 3.11 is the
    same quantity (:func:`numeric.bounds.mihelich.global_min_auc_pr` is this function).

    Parameters
    ----------
    skew : float or array_like
        ``a = N-/N+ > 0``.

    Returns
    -------
    float or ndarray
        In ``(0, 1)``; about ``1/(2a)`` for large ``a`` and ``1 + a ln a`` for small ``a``.

    Notes
    -----
    .. math::

        \mathrm{AUCPR}_{\min} = 1 + \frac{(1 - \pi)\ln(1 - \pi)}{\pi}
                              = 1 - a \ln\left(1 + \frac{1}{a}\right)

    the second form (Mihelich et al. 2024, Cor. 3.11) evaluated without cancellation.

    Accuracy (float64): relative error below 1e-15 against mpmath for every skew in
    ``[5e-324, 1.8e308]`` (worst measured 4.7e-16; ``benchmarks/bench_accuracy_domain.py``); a
    result below 2.2e-308 (skews above ~2e307) is subnormal and carries an absolute error of
    about 5e-324; subnormal skews give ``1 - a ln(1/a)`` (1.0), never ``-inf``.
    :func:`numeric.bounds.precise.global_min_auc_pr` takes the input exactly (floats, Fractions,
    decimal strings, ``mpf``) and its result carries ``dps`` verified digits (guard digits
    ``2 log10(skew)``, then a second, more precise evaluation):
    ``precise.global_min_auc_pr(1e40, dps=15)`` is ``5.0e-41``.

    References
    ----------
    Boyd, Costa, Davis & Page (ICML 2012), Thm 2; Mihelich, Castagnos & Dognin (ICML 2024),
    Cor. 3.11, eq. (38).

    Examples
    --------
    >>> round(global_min_auc_pr(9.0), 4)  # pi = 0.1; the paper: "approximately 0.05"
    0.0518
    >>> global_min_auc_pr(1e6)
    4.99999666...e-07
    >>> global_min_auc_pr(0)
    Traceback (most recent call last):
    ...
    ValueError: skew must be > 0, got 0.0
    """
    a = as_float_array(check_positive(skew, "skew"), "skew")
    return _out(one_minus_xlog1p_inv(a))


def global_min_auc_pr_range(
    skew: npt.ArrayLike, r0: npt.ArrayLike, r1: npt.ArrayLike
) -> FloatOrArray:
    r"""Global minimum of AUC-PR over the recall range ``[r0, r1]`` (Cor. 4).

    Parameters
    ----------
    skew : float or array_like
        ``a = N-/N+ > 0``.
    r0, r1 : float or array_like
        ``0 <= r0 < r1 <= 1``; all three are broadcast together.

    Returns
    -------
    float or ndarray

    Notes
    -----
    Boyd et al.'s form and the cancellation-free one evaluated here (``d = r1 - r0``,
    ``u = d/(a + r0)``, ``log1pmx(u) = ln(1 + u) - u <= 0``):

    .. math::

        (r_1 - r_0) - \frac{1 - \pi}{\pi}\ln\frac{1 - \pi + \pi r_1}{1 - \pi + \pi r_0}
        = d - a \ln(1 + u) = \frac{d\,r_0}{a + r_0} - a\,\mathrm{log1pmx}(u)

    References
    ----------
    Boyd, Costa, Davis & Page (ICML 2012), Cor. 4.

    Examples
    --------
    >>> global_min_auc_pr_range(9.0, 0.0, 1.0) == global_min_auc_pr(9.0)
    True
    >>> round(global_min_auc_pr_range(1.0, 0.5, 1.0), 4)  # 1/2 - ln(4/3)
    0.2123
    >>> global_min_auc_pr_range(1.0, 0.5, 0.5)
    Traceback (most recent call last):
    ...
    ValueError: r0 must be < r1, got r0 = 0.5, r1 = 0.5
    """
    a = check_positive(skew, "skew")
    lo, hi = _check_range(r0, r1)
    a_, lo_, hi_ = np.broadcast_arrays(np.asarray(a), np.asarray(lo), np.asarray(hi))
    return _out(range_minimum_and_span(a_, lo_, hi_, span=False)[0])


def average_precision_min(n_pos: npt.ArrayLike, n_neg: npt.ArrayLike) -> FloatOrArray:
    r"""Minimum average precision: AP of the worst ranking (Thm 3).

    Parameters
    ----------
    n_pos, n_neg : float or array_like
        ``N+`` and ``N-``, ``> 0``, broadcast together. Integers give Boyd et al.'s finite sum;
        real (weighted) totals give its extension through the digamma function.

    Returns
    -------
    float or ndarray
        In ``(0, 1)``.

    Notes
    -----
    .. math::

        \mathrm{AP}_{\min} = \frac{1}{N^+}\sum_{i=1}^{N^+}\frac{i}{i + N^-}
            = 1 - \frac{N^-}{N^+}\left(H_{N^+ + N^-} - H_{N^-}\right),
        \qquad H_x = \psi(x + 1) + \gamma.

    The harmonic difference cancels almost completely when ``N- >> N+``, so it is not evaluated
    as written. For ``N- >= 8``, Euler-Maclaurin gives (``n = N-``, ``p = N+``,
    ``c_k = B_{2k}/(2k)``, twelve terms)

    .. math::

        g(n, p) = p\,\mathrm{AP}_{\min} = -n\,\mathrm{log1pmx}(p/n) + \frac{p}{2(n + p)}
            + n \sum_k c_k\, n^{-2k}\left[(1 + p/n)^{-2k} - 1\right],

    whose leading terms are positive. For ``N- < 8`` the digamma recurrence shifts ``N-`` by
    ``s = 8`` first, again without cancellation of leading digits:

    .. math::

        g(n, p) = g(n + s, p) + s\,[\psi(n + s + p + 1) - \psi(n + s + 1)]
            - n p \sum_{j=1}^{s} \frac{1}{(n + j)(n + p + j)}.

    Cost is constant per element (no loop over ``N+``); the worst relative error against mpmath
    (50 digits) is 1.8e-15 over integer pairs up to ``1e7`` and real totals down to ``1e-3``.

    References
    ----------
    Boyd, Costa, Davis & Page (ICML 2012), Thm 3.

    Examples
    --------
    >>> average_precision_min(2, 1)  # (1/2)(1/2 + 2/3) = 7/12
    0.58333333333333...
    >>> average_precision_min(1, 10**6)  # one positive ranked last: 1/(N- + 1)
    9.99999000001e-07
    """
    p = check_positive(n_pos, "n_pos")
    n = check_positive(n_neg, "n_neg")
    p_, n_ = (np.array(v, dtype=np.float64) for v in np.broadcast_arrays(p, n))
    return _out(ratio_sum(n_, p_) / p_)


def auc_npr(
    auc_pr: npt.ArrayLike,
    skew: npt.ArrayLike,
    r0: npt.ArrayLike = 0.0,
    r1: npt.ArrayLike = 1.0,
) -> FloatOrArray:
    r"""Normalized AUC-PR (AUCNPR): 0 for the minimum PR curve, 1 for a perfect ranking.

    Parameters
    ----------
    auc_pr : float or array_like
        AUC-PR over recall ``[r0, r1]``, in ``[0, 1]``.
    skew : float or array_like
        ``a = N-/N+ > 0``.
    r0, r1 : float or array_like, default=0.0, 1.0
        ``0 <= r0 < r1 <= 1``; ``AUCPR_MAX = r1 - r0``. All arguments broadcast together.

    Returns
    -------
    float or ndarray
        Negative if ``auc_pr`` is below the minimum (impossible for an exactly interpolated
        AUC-PR, possible for cruder estimates).

    Notes
    -----
    .. math::

        \mathrm{AUCNPR} = \frac{\mathrm{AUCPR} - \mathrm{AUCPR}_{\min}}
                               {\mathrm{AUCPR}_{\max} - \mathrm{AUCPR}_{\min}},

    with :func:`global_min_auc_pr_range` as the minimum; the denominator is evaluated as
    ``a log(1 + (r1 - r0)/(a + r0))``, free of cancellation, and results nearer the maximum as
    ``1 - (AUCPR_MAX - AUCPR)/(AUCPR_MAX - AUCPR_MIN)``, so both end points are exact. For skews
    below about 1e-18 the whole range ``[AUCPR_MIN, AUCPR_MAX]`` is narrower than one float64
    ulp of ``AUCPR_MAX``: the only float in it is ``AUCPR_MAX``, and it gives 1. Every skew in
    ``[5e-324, 1.8e308]`` gives a number (never NaN).

    References
    ----------
    Boyd, Costa, Davis & Page (ICML 2012), Sec. 3 (AUCNPR) and Cor. 4.

    Examples
    --------
    >>> auc_npr(1.0, 9.0)
    1.0
    >>> auc_npr(global_min_auc_pr(9.0), 9.0)
    0.0
    >>> auc_npr(1.5, 9.0)
    Traceback (most recent call last):
    ...
    ValueError: auc_pr must be in [0, 1], got 1.5
    """
    auc = check_interval(auc_pr, "auc_pr")
    a = check_positive(skew, "skew")
    lo, hi = _check_range(r0, r1)
    auc_, a_, lo_, hi_ = np.broadcast_arrays(*(np.asarray(v) for v in (auc, a, lo, hi)))
    d = hi_ - lo_
    minimum, span = range_minimum_and_span(a_, lo_, hi_)  # span = AUCPR_MAX - AUCPR_MIN
    # Measure from the nearer end so that neither end point loses digits; on a tie (for skews
    # below ~1e-18 the minimum rounds to AUCPR_MAX) the exact end, AUCPR_MAX, wins.
    from_min = (auc_ - minimum) / span
    from_max = 1.0 - (d - auc_) / span
    return _out(np.where(d - auc_ <= auc_ - minimum, from_max, from_min))


def auc_npr_from_deficit(
    deficit: npt.ArrayLike,
    skew: npt.ArrayLike,
    r0: npt.ArrayLike = 0.0,
    r1: npt.ArrayLike = 1.0,
) -> FloatOrArray:
    r"""AUCNPR from the deficit ``AUCPR_MAX - AUCPR`` (what the data path computes directly).

    :func:`auc_npr` takes the area itself; below a skew of about 1e-18 every area in
    ``[AUCPR_MIN, AUCPR_MAX]`` rounds to ``AUCPR_MAX``, and the worst ranking's AUCNPR, 0,
    came out 1. The deficit ``\int (1 - \mathrm{precision})\,dr`` and the span
    ``AUCPR_MAX - AUCPR_MIN = a \ln(1 + (r_1 - r_0)/(a + r_0))`` are both small numbers
    computed without cancellation, so the ratio is accurate at every skew.

    Parameters
    ----------
    deficit : float or array_like
        ``AUCPR_MAX - AUCPR >= 0`` over recall ``[r0, r1]``.
    skew, r0, r1
        As in :func:`auc_npr`.

    Returns
    -------
    float or ndarray

    Notes
    -----
    .. math:: \mathrm{AUCNPR} = 1 - \frac{\mathrm{AUCPR}_{\max} - \mathrm{AUCPR}}
                                         {\mathrm{AUCPR}_{\max} - \mathrm{AUCPR}_{\min}}.

    References
    ----------
    Boyd, Costa, Davis & Page (ICML 2012), Sec. 3 (AUCNPR) and Cor. 4.

    Examples
    --------
    >>> import math
    >>> a = 1e-20
    >>> auc_npr_from_deficit(a * math.log1p(1 / a), a)  # the minimum: 0, where auc_npr gives 1
    0.0
    >>> auc_npr_from_deficit(0.0, 9.0)
    1.0
    """
    a = check_positive(skew, "skew")
    lo, hi = _check_range(r0, r1)
    deficit_ = np.asarray(deficit, dtype=np.float64)
    if np.any(deficit_ < 0) or np.any(np.isnan(deficit_)):
        raise ValueError(f"deficit must be >= 0, got {deficit!r}")
    gap, a_, lo_, hi_ = np.broadcast_arrays(deficit_, *(np.asarray(v) for v in (a, lo, hi)))
    _, span = range_minimum_and_span(a_, lo_, hi_)
    return _out(np.asarray(1.0 - gap / span))


def modified_f1(
    recall: npt.ArrayLike, precision: npt.ArrayLike, skew: npt.ArrayLike
) -> FloatOrArray:
    r"""Boyd et al.'s modified F1: 0 when no better than random, else a rescaled F1 (Sec. 4.4).

    Parameters
    ----------
    recall, precision : float or array_like
        In ``[0, 1]``.
    skew : float or array_like
        ``a = N-/N+ > 0``; all three broadcast together.

    Returns
    -------
    float or ndarray
        In ``[0, 1]``.

    Notes
    -----
    With ``pi = 1/(1 + a)`` the precision of random guessing:

    .. math::

        F_1'(r, p) = \begin{cases} 0 & p \le \pi \\
            \dfrac{2 r q}{r + q}, \quad q = \dfrac{p - \pi}{1 - \pi} & p > \pi \end{cases}

    References
    ----------
    Boyd, Costa, Davis & Page (ICML 2012), Sec. 4.4.

    Examples
    --------
    >>> modified_f1(0.5, 0.75, 1.0)
    0.5
    >>> modified_f1([1.0, 1.0], [0.1, 0.05], 9.0)  # at and below random guessing
    array([0., 0.])
    """
    r = check_interval(recall, "recall")
    p = check_interval(precision, "precision")
    a = check_positive(skew, "skew")
    r_, p_, a_ = np.broadcast_arrays(*(np.asarray(v) for v in (r, p, a)))
    pi = 1.0 / (1.0 + a_)
    above = p_ > pi
    q = np.where(above, (p_ - pi) * ((1.0 + a_) / a_), 1.0)
    return _out(np.where(above, 2.0 * r_ * q / (r_ + q), 0.0))

