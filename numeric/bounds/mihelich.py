r"""Bounds between AUC-ROC and AUC-PR at a given class balance, vectorized and stable.

Mihelich, Castagnos & Dognin (ICML 2024) bound AUC-PR at fixed AUC-ROC (Thm 3.5) and AUC-ROC at
fixed AUC-PR (Thm 3.9); their global minimum of AUC-PR (Cor. 3.11) is Boyd et al.'s Thm 2,
defined once in :mod:`numeric.bounds.boyd` and re-exported here as :func:`global_min_auc_pr`. Every
function here takes the imbalance ``skew = a = N-/N+`` and broadcasts over arrays of skews and
AUC values; a scalar call returns a Python float. :mod:`numeric.bounds.precise` evaluates the
symbolic formulas of :mod:`analytic.mihelich` with mpmath to any number of digits instead (one
``mpf`` per call, same names). Names and parameters are those of the symbolic twins
(``tests/test_twins.py``).

Naming: Thm 3.5's claimed minimum is not the minimum, hence neither is Thm 3.9's maximum that
inverts it; they are ``auc_pr_min_mihelich`` and ``auc_roc_max_mihelich`` (the paper's values).
``auc_pr_max`` and ``auc_roc_min`` are the true bounds.

Stable forms (no digit is lost to cancellation except where the problem itself is
ill-conditioned, see below), with ``r = AUC_ROC``, ``k = AUC_PR``, ``G(x) = 1 - F(x)``
(:func:`numeric.special.one_minus_xlog1p_inv`), ``m = G(a)`` the global minimum:

.. math::

    \mathrm{AUC}_{PR}^{\max} &= 1 - a\ln\frac{1+a}{a+r}
        = \frac{r(1+a)}{a+r} - a\,\mathrm{log1pmx}\!\left(\frac{1-r}{a+r}\right)
        \quad\text{(two non-negative terms)}\\
    \mathrm{AUC}_{PR}^{\min,\text{Mihelich}} &= G\big(a(1-r)\big)\\
    \mathrm{AUC}_{ROC}^{\min} &= (1+a)\,e^{-(1-k)/a} - a \;\text{(where it is} \ge a)
        \;=\; a\,\mathrm{expm1}\!\left(\frac{k - m}{a}\right) \;\text{(near } m)\\
    \mathrm{AUC}_{ROC}^{\max,\text{Mihelich}} &= 1 - \frac{F^{-1}(1-k)}{a},
        \quad F^{-1}(1-k) \text{ solved from } G(x) = k \text{ (no rounding of } 1-k).

Near the global minimum (``k -> m``) both AUC-ROC bounds go to 0 with slope ``~ 1/(k - m)``
relative to ``k``: the problem's relative condition number is ``k/(k - m)``, and the float64
result carries the one-ulp error of ``m`` amplified by it. Use :mod:`numeric.bounds.precise` there.
"""

from __future__ import annotations

from typing import overload

import numpy as np
import numpy.typing as npt

from numeric.bounds._precision import FloatOrArray, as_output, broadcast_pair
from numeric.bounds.boyd import global_min_auc_pr
from numeric.bounds.finv import finv_of_complement
from numeric.special import one_minus_xlog1p_inv, range_minimum_and_span, xlog1p_inv

__all__ = [
    "auc_pr_max",
    "auc_pr_min_mihelich",
    "auc_roc_max_mihelich",
    "auc_roc_min",
    "global_min_auc_pr",
]

# AUC-PR this close below the float64 global minimum (relative) is taken as the minimum.
_GMIN_SLACK = 8 * np.finfo(np.float64).eps


def check_above_global_min(a: npt.NDArray[np.float64], k: npt.NDArray[np.float64]) -> None:
    """Raise if an AUC-PR lies below Boyd et al.'s global minimum at its skew (with a relative
    slack)."""
    m = one_minus_xlog1p_inv(a)
    bad = k < m * (1.0 - _GMIN_SLACK)
    if bad.any():
        i = int(np.flatnonzero(bad.ravel())[0])
        where = "" if k.ndim == 0 else f" (at index {i})"
        raise ValueError(
            f"auc_pr must be >= the global minimum {float(m.ravel()[i])!r} for skew "
            f"{float(a.ravel()[i])!r}, got {float(k.ravel()[i])!r}{where}"
        )



# --------------------------------------------------------------------------- the bounds


@overload
def auc_pr_max(skew: float, auc_roc: float) -> float: ...
@overload
def auc_pr_max(skew: npt.ArrayLike, auc_roc: npt.ArrayLike) -> FloatOrArray: ...
def auc_pr_max(skew: npt.ArrayLike, auc_roc: npt.ArrayLike) -> FloatOrArray:
    r"""Maximum AUC-PR at a given AUC-ROC (Mihelich et al. 2024, Thm 3.5).

    Attained by the ROC curve that is a single step: perfect up to ``TPR = AUC_ROC``, then all
    negatives at once (eq. (15) in the swapped ROC space).

    Parameters
    ----------
    skew : float or array_like
        ``a = N-/N+ > 0``.
    auc_roc : float or array_like
        In ``[0, 1]``; broadcast against ``skew``.

    Returns
    -------
    float or ndarray
        The maximum, in ``[global_min_auc_pr(skew), 1]``.

    Notes
    -----
    With ``c = 1 - AUC_ROC`` and ``u = c/(a + 1 - c)``,

    .. math:: \mathrm{AUC}_{PR}^{\max} = 1 - a\ln\frac{1+a}{1-c+a}
        = \frac{(1-c)(1+a)}{a+1-c} - a\,(\ln(1+u) - u),

    a sum of two non-negative terms.

    Accuracy (float64): relative error below 1e-15 against mpmath for every skew in
    ``[5e-324, 1.8e308]`` and every AUC in ``[0, 1]`` (worst measured 2.6e-16;
    ``benchmarks/bench_accuracy_domain.py``); a result below 2.2e-308 (skews above ~2e307) is
    subnormal and carries an absolute error of about 5e-324. Never NaN.
    :func:`numeric.bounds.precise.auc_pr_max` takes the inputs exactly (floats, Fractions,
    decimal strings, ``mpf``) and its result carries ``dps`` verified digits (guard digits
    ``2 log10(skew)`` and a second, more precise evaluation).

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.5, eq. (5).

    Examples
    --------
    >>> round(auc_pr_max(100, 0.875), 3)  # Sec. 4.1: "ranges from 0.038 to 0.876"
    0.876
    >>> auc_pr_max([1, 100], 0.875).round(3)  # Sec. 4.1: a = 1 gives 0.935
    array([0.935, 0.876])
    """
    a, r = broadcast_pair(skew, auc_roc, "auc_roc")
    # r + Boyd's Cor. 4 minimum over recall [r, 1]: two non-negative terms, for every skew
    return as_output(r + range_minimum_and_span(a, r, 1.0, span=False)[0])


@overload
def auc_pr_min_mihelich(skew: float, auc_roc: float) -> float: ...
@overload
def auc_pr_min_mihelich(skew: npt.ArrayLike, auc_roc: npt.ArrayLike) -> FloatOrArray: ...
def auc_pr_min_mihelich(skew: npt.ArrayLike, auc_roc: npt.ArrayLike) -> FloatOrArray:
    r"""The paper's claimed minimum AUC-PR at a given AUC-ROC (Mihelich et al. 2024, Thm 3.5).

    This is ``T(f)`` for the constant ``f = 1 - AUC_ROC``; it is **not** the minimum (lower
    values are attained), hence the suffix.

    Parameters
    ----------
    skew : float or array_like
        ``a = N-/N+ > 0``.
    auc_roc : float or array_like
        In ``[0, 1]``; broadcast against ``skew``.

    Returns
    -------
    float or ndarray
        The paper's value; 1 at ``AUC_ROC = 1`` (the limit).

    Notes
    -----
    .. math:: 1 - ac\ln\frac{1+ac}{ac} = 1 - F(ac), \qquad c = 1 - \mathrm{AUC}_{ROC}

    Accuracy: as :func:`auc_pr_max` (below 1e-15 relative for every float skew and AUC, worst
    measured 5.6e-16; never NaN; :func:`numeric.bounds.precise.auc_pr_min_mihelich`
    verifies ``dps`` digits on the exact inputs).

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.5, eq. (6).

    Examples
    --------
    >>> round(auc_pr_min_mihelich(100, 0.875), 3)  # Sec. 4.1
    0.038
    >>> round(auc_pr_min_mihelich(100, 0.7), 3)  # Sec. 4.2: "ranges from 0.016 to 0.703"
    0.016
    """
    a, r = broadcast_pair(skew, auc_roc, "auc_roc")
    ac = a * (1.0 - r)
    with np.errstate(divide="ignore", invalid="ignore"):
        g = one_minus_xlog1p_inv(np.where(ac > 0, ac, 1.0))
    return as_output(np.where(ac > 0, g, 1.0))


@overload
def auc_roc_min(skew: float, auc_pr: float) -> float: ...
@overload
def auc_roc_min(skew: npt.ArrayLike, auc_pr: npt.ArrayLike) -> FloatOrArray: ...
def auc_roc_min(skew: npt.ArrayLike, auc_pr: npt.ArrayLike) -> FloatOrArray:
    r"""Minimum AUC-ROC at a given AUC-PR (Mihelich et al. 2024, Thm 3.9); inverts
    :func:`auc_pr_max`.

    Parameters
    ----------
    skew : float or array_like
        ``a = N-/N+ > 0``.
    auc_pr : float or array_like
        In ``[global_min_auc_pr(skew), 1]``; broadcast against ``skew``.

    Returns
    -------
    float or ndarray
        In ``[0, 1]``.

    Raises
    ------
    ValueError
        For an AUC-PR below the global minimum (the message gives the minimum).

    Notes
    -----
    With ``m = 1 - a ln((1 + a)/a)`` the global minimum,

    .. math:: \mathrm{AUC}_{ROC}^{\min} = 1 - (1+a)\,\frac{e^{(1-k)/a} - 1}{e^{(1-k)/a}}
        = (1 + a)\,e^{-(1-k)/a} - a = a\,\left(e^{(k - m)/a} - 1\right).

    The middle form is used where the result is at least ``a`` (at most one bit cancels); the
    last one near the minimum, with ``k - m`` computed as ``F(a) - (1 - k)`` when ``m >= 1/2``.

    Accuracy (float64): relative error about ``6.3e-16 x cond`` for every skew in
    ``[5e-324, 1.8e308]``, with ``cond = min(k, 1 - k)/(k - m)`` the problem's own condition
    number near the global minimum ``m`` (``benchmarks/bench_accuracy_domain.py``): below 1e-14
    away from ``m``, growing as ``k`` approaches it. Never NaN. Near ``m`` use
    :func:`numeric.bounds.precise.auc_roc_min`: the
    inputs are taken exactly and the guard digits grow with ``log10(k/(k - m))`` and
    ``2 log10(skew)``; the result carries ``dps`` verified digits.

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.9, eq. (30).

    Examples
    --------
    >>> round(auc_roc_min(100, 0.7), 3)  # Sec. 4.2: "ranges from 0.697 to 0.999"
    0.697
    >>> auc_roc_min(100, 0.001)
    Traceback (most recent call last):
    ...
    ValueError: auc_pr must be >= the global minimum 0.00496... for skew 100.0, got 0.001
    """
    a, k = broadcast_pair(skew, auc_pr, "auc_pr")
    check_above_global_min(a, k)
    # Away from the minimum the paper's form (1 + a) e^{-w} - a, w = (1 - k)/a, loses at most
    # one bit (it is used where the result is >= a); near it, a expm1((k - m)/a), with k - m
    # taken from the smaller of m and 1 - m = F(a) (for m >= 1/2, 1 - k is exact).
    direct = (1.0 + a) * np.exp(-(1.0 - k) / a) - a
    m = one_minus_xlog1p_inv(a)
    excess = np.maximum(np.where(m < 0.5, k - m, xlog1p_inv(a) - (1.0 - k)), 0.0)
    # a expm1(x/a) = x expm1(y)/y, y = x/a: no subnormal y (skews above 1e292) loses digits
    y = excess / a
    with np.errstate(over="ignore"):  # y > 709 only where ``direct`` is used
        near = excess * np.where(np.abs(y) < 1e-8, 1.0 + 0.5 * y,
                                 np.expm1(y) / np.where(y == 0.0, 1.0, y))
    return as_output(np.clip(np.where(direct >= a, direct, near), 0.0, 1.0))


@overload
def auc_roc_max_mihelich(skew: float, auc_pr: float) -> float: ...
@overload
def auc_roc_max_mihelich(skew: npt.ArrayLike, auc_pr: npt.ArrayLike) -> FloatOrArray: ...
def auc_roc_max_mihelich(skew: npt.ArrayLike, auc_pr: npt.ArrayLike) -> FloatOrArray:
    r"""The paper's claimed maximum AUC-ROC at a given AUC-PR (Mihelich et al. 2024, Thm 3.9).

    It inverts :func:`auc_pr_min_mihelich`, which is not the true minimum, so this is not the
    true maximum (hence the suffix).

    Parameters
    ----------
    skew : float or array_like
        ``a = N-/N+ > 0``.
    auc_pr : float or array_like
        In ``[global_min_auc_pr(skew), 1]``; broadcast against ``skew``.

    Returns
    -------
    float or ndarray
        In ``[0, 1]``.

    Raises
    ------
    ValueError
        For an AUC-PR below the global minimum (the message gives the minimum).

    Notes
    -----
    .. math:: 1 - \frac{F^{-1}(1 - k)}{a}, \qquad F(x) = x\ln\frac{1+x}{x},

    with ``F^{-1}(1 - k)`` solved as ``1 - F(x) = k`` (the solver of
    :func:`numeric.bounds.finv.f_inverse`), so ``1 - k`` is never rounded.

    Accuracy: as :func:`auc_roc_min` (relative error about ``3.1e-16 x cond`` for every float
    skew, ``cond = min(k, 1 - k)/(k - m)``; never NaN; near ``m`` use
    :func:`numeric.bounds.precise.auc_roc_max_mihelich`).

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.9, eq. (29).

    Examples
    --------
    >>> round(auc_roc_max_mihelich(100, 0.7), 3)  # Sec. 4.2
    0.999
    """
    a, k = broadcast_pair(skew, auc_pr, "auc_pr")
    check_above_global_min(a, k)
    x = finv_of_complement(k)
    return as_output(np.clip(1.0 - x / a, 0.0, 1.0))
