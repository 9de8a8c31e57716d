r"""Bounds between AUC-ROC and AUC-PR at a given class balance, vectorized and stable.

Mihelich, Castagnos & Dognin (ICML 2024) bound AUC-PR at fixed AUC-ROC (Thm 3.5) and AUC-ROC at
fixed AUC-PR (Thm 3.9); Boyd et al. (ICML 2012, Thm 2) give the global minimum of AUC-PR. Every
function here takes the imbalance ``skew = a = N-/N+`` and broadcasts over arrays of skews and
AUC values; a scalar call returns a Python float. ``dps=<int>`` evaluates the symbolic formula of
:mod:`analytic.mihelich` with mpmath to that many digits instead (``mpf`` results).

Naming: Thm 3.5's claimed minimum is not the minimum, hence neither is Thm 3.9's maximum that
inverts it; they are ``auc_pr_min_mihelich`` and ``auc_roc_max_mihelich`` (the paper's values).
``auc_pr_max`` and ``auc_roc_min`` are the true bounds.

Stable forms (no digit is lost to cancellation except where the problem itself is
ill-conditioned, see below), with ``r = AUC_ROC``, ``k = AUC_PR``, ``G(x) = 1 - F(x)``
(:func:`numeric._special.one_minus_xlog1p_inv`), ``m = G(a)`` the global minimum:

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
result carries the one-ulp error of ``m`` amplified by it. Use ``dps`` there.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import mpmath
import numpy as np
import numpy.typing as npt
import sympy as sp

from analytic import mihelich as _sym
from analytic._args import exactly_one

from ._special import log1pmx, one_minus_xlog1p_inv, xlog1p_inv
from ._validation import as_float_array, check_dps, check_interval, check_positive
from .boyd import auc_pr_min as _boyd_auc_pr_min
from .exact_minimum import auc_pr_min_exact, auc_roc_max_exact
from .finv import finv_of_complement

__all__ = [
    "AUC_PR_BOUNDS",
    "AUC_ROC_BOUNDS",
    "IMPLIED_ORDER_METHODS",
    "QUANTITIES",
    "AucPrBounds",
    "AucRocBounds",
    "ImpliedOrder",
    "auc_pr_bounds",
    "auc_pr_max",
    "auc_pr_min_gap",
    "auc_pr_min_mihelich",
    "auc_roc_bounds",
    "auc_roc_max_gap",
    "auc_roc_max_mihelich",
    "auc_roc_min",
    "global_min_auc_pr",
    "implied_order",
]

FloatOrArray = float | npt.NDArray[np.float64]

# Guard digits of the mpmath path: enough for the cancellation of 1 - a ln(...) at skews up to
# 1e15 and for AUC-PR within 1e-15 (relative) of its global minimum.
_GUARD_DPS = 30
# AUC-PR this close below the float64 global minimum (relative) is taken as the minimum.
_GMIN_SLACK = 8 * np.finfo(np.float64).eps


# --------------------------------------------------------------------------- input handling


def _broadcast(skew: npt.ArrayLike, value: npt.ArrayLike, name: str
               ) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    a = np.asarray(check_positive(skew, "skew"), dtype=np.float64)
    v = np.asarray(check_interval(value, name), dtype=np.float64)
    try:
        a, v = np.broadcast_arrays(a, v)
    except ValueError:
        raise ValueError(
            f"skew and {name} must broadcast together, got shapes {a.shape} and {v.shape}"
        ) from None
    return np.array(a), np.array(v)


def _check_above_global_min(a: npt.NDArray[np.float64], k: npt.NDArray[np.float64]) -> None:
    m = one_minus_xlog1p_inv(a)
    bad = k < m * (1.0 - _GMIN_SLACK)
    if bad.any():
        i = int(np.flatnonzero(bad.ravel())[0])
        where = "" if k.ndim == 0 else f" (at index {i})"
        raise ValueError(
            f"auc_pr must be >= the global minimum {float(m.ravel()[i])!r} for skew "
            f"{float(a.ravel()[i])!r}, got {float(k.ravel()[i])!r}{where}"
        )


def _out(x: npt.NDArray[np.float64]) -> FloatOrArray:
    x = np.asarray(x, dtype=np.float64)
    return float(x) if x.ndim == 0 else x


def _mp(v: Any) -> Any:
    """An exact ``mpf`` of a float, int, ``mpf`` or :class:`fractions.Fraction` (current dps)."""
    if isinstance(v, mpmath.mpf):
        return +v
    if isinstance(v, Fraction):
        return mpmath.mpf(v.numerator) / v.denominator
    if isinstance(v, (int, np.integer)):
        return mpmath.mpf(int(v))
    return mpmath.mpf(float(v))


def _exact_objects(x: Any, shape: tuple[int, ...]) -> npt.NDArray[Any]:
    """The caller's values as an object array of the broadcast shape (Fractions kept exact)."""
    obj = np.empty(np.shape(x), dtype=object)
    if obj.ndim == 0:
        obj[()] = x
    else:
        obj[...] = x
    return np.broadcast_to(obj, shape)


@functools.cache
def _mp_formula(name: str) -> Callable[[Any, Any], Any]:
    """mpmath function ``(a, value)`` lambdified from the formula of :mod:`analytic.mihelich`."""
    a, v = sp.symbols("a v", positive=True)
    exprs = {
        "auc_pr_max": _sym.auc_pr_max(1 - v, a),
        "auc_pr_min_mihelich": _sym.auc_pr_min_mihelich(1 - v, a),
        "auc_roc_min": _sym.auc_roc_min(v, a),
        "auc_roc_max_mihelich": _sym.auc_roc_max_mihelich(v, a),
        "global_min_auc_pr": _sym.global_min_auc_pr(a) + 0 * v,
    }
    finv = {"Finv": lambda y: _sym.finv_mpmath(y, mpmath.mp.dps)}
    fn: Callable[[Any, Any], Any] = sp.lambdify((a, v), exprs[name], modules=[finv, "mpmath"])
    return fn


def _mp_eval(name: str, skew: Any, value: Any, shape: tuple[int, ...], dps: object,
             edge: Callable[[Any, Any], Any | None]) -> Any:
    """Evaluate formula ``name`` elementwise at ``dps`` digits; ``edge`` handles limits."""
    digits = check_dps(dps)
    fn = _mp_formula(name)
    skews = _exact_objects(skew, shape)
    values = _exact_objects(value, shape)
    out = np.empty(shape, dtype=object)
    with mpmath.workdps(digits + _GUARD_DPS):
        for idx in np.ndindex(*shape):
            a, v = _mp(skews[idx]), _mp(values[idx])
            special = edge(a, v)
            out[idx] = special if special is not None else fn(a, v)
    with mpmath.workdps(digits):
        for idx in np.ndindex(*shape):
            out[idx] = +out[idx]
    return out[()] if out.ndim == 0 else out


def _no_edge(a: Any, v: Any) -> None:
    return None


# --------------------------------------------------------------------------- the bounds


def global_min_auc_pr(skew: npt.ArrayLike, *, dps: int | None = None) -> Any:
    r"""Global minimum of AUC-PR over every ROC curve, for imbalance ``skew = a``.

    Parameters
    ----------
    skew : float or array_like
        ``a = N-/N+ > 0``.
    dps : int or None, default=None
        Digits of an mpmath evaluation instead of float64.

    Returns
    -------
    float or ndarray
        ``1 - a ln((1 + a)/a)`` (an ``mpf`` or object array with ``dps``).

    Notes
    -----
    .. math:: \mathrm{AUC}_{PR}^{\mathrm{global\,min}} = 1 - a\ln\frac{1+a}{a}
        = 1 + \frac{(1-\pi)\ln(1-\pi)}{\pi}, \qquad \pi = \frac{1}{1+a},

    evaluated without cancellation by :func:`numeric.boyd.auc_pr_min` (the same function).

    References
    ----------
    Boyd, Costa, Davis & Page (ICML 2012), Thm 2; Mihelich, Castagnos & Dognin (ICML 2024),
    Cor. 3.11, eq. (38).

    Examples
    --------
    >>> round(global_min_auc_pr(9.0), 4)  # Boyd et al., Sec. 4: pi = 0.1 gives ~0.05
    0.0518
    >>> global_min_auc_pr(0)
    Traceback (most recent call last):
    ...
    ValueError: skew must be > 0, got 0.0
    """
    a = np.asarray(check_positive(skew, "skew"), dtype=np.float64)
    if dps is not None:
        return _mp_eval("global_min_auc_pr", skew, 0, a.shape, dps, _no_edge)
    return _boyd_auc_pr_min(a)


def auc_pr_max(skew: npt.ArrayLike, auc_roc: npt.ArrayLike, *, dps: int | None = None) -> Any:
    r"""Maximum AUC-PR at a given AUC-ROC (Mihelich et al. 2024, Thm 3.5).

    Attained by the ROC curve that is a single step: perfect up to ``TPR = AUC_ROC``, then all
    negatives at once (eq. (15) in the swapped ROC space).

    Parameters
    ----------
    skew : float or array_like
        ``a = N-/N+ > 0``.
    auc_roc : float or array_like
        In ``[0, 1]``; broadcast against ``skew``.
    dps : int or None, default=None
        Digits of an mpmath evaluation instead of float64.

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
    a, r = _broadcast(skew, auc_roc, "auc_roc")
    if dps is not None:
        return _mp_eval("auc_pr_max", skew, auc_roc, a.shape, dps, _no_edge)
    u = (1.0 - r) / (a + r)
    return _out(r * (1.0 + a) / (a + r) - a * log1pmx(u))


def auc_pr_min_mihelich(skew: npt.ArrayLike, auc_roc: npt.ArrayLike, *,
                        dps: int | None = None) -> Any:
    r"""The paper's claimed minimum AUC-PR at a given AUC-ROC (Mihelich et al. 2024, Thm 3.5).

    This is ``T(f)`` for the constant ``f = 1 - AUC_ROC``; it is **not** the minimum (lower
    values are attained), hence the suffix.

    Parameters
    ----------
    skew : float or array_like
        ``a = N-/N+ > 0``.
    auc_roc : float or array_like
        In ``[0, 1]``; broadcast against ``skew``.
    dps : int or None, default=None
        Digits of an mpmath evaluation instead of float64.

    Returns
    -------
    float or ndarray
        The paper's value; 1 at ``AUC_ROC = 1`` (the limit).

    Notes
    -----
    .. math:: 1 - ac\ln\frac{1+ac}{ac} = 1 - F(ac), \qquad c = 1 - \mathrm{AUC}_{ROC}

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
    a, r = _broadcast(skew, auc_roc, "auc_roc")
    if dps is not None:
        def edge(a: Any, v: Any) -> Any:
            return mpmath.mpf(1) if v == 1 else None

        return _mp_eval("auc_pr_min_mihelich", skew, auc_roc, a.shape, dps, edge)
    ac = a * (1.0 - r)
    with np.errstate(divide="ignore", invalid="ignore"):
        g = one_minus_xlog1p_inv(np.where(ac > 0, ac, 1.0))
    return _out(np.where(ac > 0, g, 1.0))


def auc_roc_min(skew: npt.ArrayLike, auc_pr: npt.ArrayLike, *, dps: int | None = None) -> Any:
    r"""Minimum AUC-ROC at a given AUC-PR (Mihelich et al. 2024, Thm 3.9); inverts
    :func:`auc_pr_max`.

    Parameters
    ----------
    skew : float or array_like
        ``a = N-/N+ > 0``.
    auc_pr : float or array_like
        In ``[global_min_auc_pr(skew), 1]``; broadcast against ``skew``.
    dps : int or None, default=None
        Digits of an mpmath evaluation instead of float64.

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
    a, k = _broadcast(skew, auc_pr, "auc_pr")
    _check_above_global_min(a, k)
    if dps is not None:
        def edge(a: Any, v: Any) -> Any:
            # Below the exact minimum by the float slack: the bound is 0.
            return mpmath.mpf(0) if v <= 1 - a * mpmath.log1p(1 / a) else None

        return _mp_eval("auc_roc_min", skew, auc_pr, a.shape, dps, edge)
    # Away from the minimum the paper's form (1 + a) e^{-w} - a, w = (1 - k)/a, loses at most
    # one bit (it is used where the result is >= a); near it, a expm1((k - m)/a), with k - m
    # taken from the smaller of m and 1 - m = F(a) (for m >= 1/2, 1 - k is exact).
    direct = (1.0 + a) * np.exp(-(1.0 - k) / a) - a
    m = one_minus_xlog1p_inv(a)
    excess = np.maximum(np.where(m < 0.5, k - m, xlog1p_inv(a) - (1.0 - k)), 0.0)
    near = a * np.expm1(excess / a)
    return _out(np.clip(np.where(direct >= a, direct, near), 0.0, 1.0))


def auc_roc_max_mihelich(skew: npt.ArrayLike, auc_pr: npt.ArrayLike, *,
                         dps: int | None = None) -> Any:
    r"""The paper's claimed maximum AUC-ROC at a given AUC-PR (Mihelich et al. 2024, Thm 3.9).

    It inverts :func:`auc_pr_min_mihelich`, which is not the true minimum, so this is not the
    true maximum (hence the suffix).

    Parameters
    ----------
    skew : float or array_like
        ``a = N-/N+ > 0``.
    auc_pr : float or array_like
        In ``[global_min_auc_pr(skew), 1]``; broadcast against ``skew``.
    dps : int or None, default=None
        Digits of an mpmath evaluation instead of float64.

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

    with ``F^{-1}(1 - k)`` solved as ``1 - F(x) = k`` (:func:`numeric.finv.f_inverse`'s solver),
    so ``1 - k`` is never rounded.

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.9, eq. (29).

    Examples
    --------
    >>> round(auc_roc_max_mihelich(100, 0.7), 3)  # Sec. 4.2
    0.999
    """
    a, k = _broadcast(skew, auc_pr, "auc_pr")
    _check_above_global_min(a, k)
    if dps is not None:
        def edge(a: Any, v: Any) -> Any:
            if v == 1:
                return mpmath.mpf(1)
            return mpmath.mpf(0) if v <= 1 - a * mpmath.log1p(1 / a) else None

        return _mp_eval("auc_roc_max_mihelich", skew, auc_pr, a.shape, dps, edge)
    x = finv_of_complement(k)
    return _out(np.clip(1.0 - x / a, 0.0, 1.0))


# --------------------------------------------------------------------------- result objects

# Field name -> bound function. A further bound is one entry here plus its field in the
# dataclass; the command line and the tables pick it up from these maps. ``auc_pr_min`` and
# ``auc_roc_max`` are the exact bounds (numeric.exact_minimum); the ``*_mihelich`` entries are the
# paper's claims, kept beside them for comparison.
AUC_PR_BOUNDS: dict[str, Callable[..., Any]] = {
    "auc_pr_max": auc_pr_max,
    "auc_pr_min": auc_pr_min_exact,
    "auc_pr_min_mihelich": auc_pr_min_mihelich,
}
AUC_ROC_BOUNDS: dict[str, Callable[..., Any]] = {
    "auc_roc_min": auc_roc_min,
    "auc_roc_max": auc_roc_max_exact,
    "auc_roc_max_mihelich": auc_roc_max_mihelich,
}


def auc_pr_min_gap(skew: npt.ArrayLike, auc_roc: npt.ArrayLike, *,
                   dps: int | None = None) -> Any:
    r"""How far Thm 3.5's claimed minimum AUC-PR lies above the exact minimum.

    ``auc_pr_min_mihelich - auc_pr_min`` (``> 0`` for every AUC-ROC in (0, 1): the claim is too
    high, so data sets exist below it).

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.5 (claimed minimum); the exact minimum:
    ``docs/exact_minimum.md``.

    Examples
    --------
    >>> round(auc_pr_min_gap(100, 0.875), 6)  # 0.037987 - 4/117
    0.003799
    """
    return auc_pr_min_mihelich(skew, auc_roc, dps=dps) - auc_pr_min_exact(skew, auc_roc, dps=dps)


def auc_roc_max_gap(skew: npt.ArrayLike, auc_pr: npt.ArrayLike, *,
                    dps: int | None = None) -> Any:
    r"""How far the exact maximum AUC-ROC lies above Thm 3.9's claimed maximum.

    ``auc_roc_max - auc_roc_max_mihelich`` (``> 0`` strictly between the global minimum and 1).

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.9 (claimed maximum, eq. 29).

    Examples
    --------
    >>> auc_roc_max_gap(100, 0.038) > 0
    True
    """
    return auc_roc_max_exact(skew, auc_pr, dps=dps) - auc_roc_max_mihelich(skew, auc_pr, dps=dps)


def _quantities() -> dict[str, tuple[str | None, Callable[..., Any]]]:
    def gmin(skew: Any, _value: Any = None, *, dps: int | None = None) -> Any:
        return global_min_auc_pr(skew, dps=dps)

    out: dict[str, tuple[str | None, Callable[..., Any]]] = {"global_min_auc_pr": (None, gmin)}
    out.update({name: ("auc_roc", fn) for name, fn in AUC_PR_BOUNDS.items()})
    out.update({name: ("auc_pr", fn) for name, fn in AUC_ROC_BOUNDS.items()})
    out["auc_pr_min_gap"] = ("auc_roc", auc_pr_min_gap)
    out["auc_roc_max_gap"] = ("auc_pr", auc_roc_max_gap)
    return out


#: Every tabulated quantity: name -> (the AUC it takes, or None, function(skew, auc, dps=)).
QUANTITIES: Mapping[str, tuple[str | None, Callable[..., Any]]] = _quantities()


@dataclass(frozen=True)
class AucPrBounds:
    """Range of AUC-PR at a given AUC-ROC and class balance.

    Attributes
    ----------
    skew : float or ndarray
        ``a = N-/N+``.
    prevalence : float or ndarray
        ``pi = N+/N = 1/(1 + a)``.
    auc_roc : float or ndarray
        The given AUC-ROC.
    global_min_auc_pr : float or ndarray
        Minimum AUC-PR over every ROC curve (Boyd et al. 2012, Thm 2).
    auc_pr_max : float or ndarray
        Maximum AUC-PR at this AUC-ROC (Mihelich et al. 2024, Thm 3.5; verified).
    auc_pr_min : float or ndarray
        The exact minimum AUC-PR at this AUC-ROC (:func:`numeric.exact_minimum.auc_pr_min_exact`).
    auc_pr_min_mihelich : float or ndarray
        The paper's claimed minimum (Thm 3.5), **not** the true minimum: it lies above
        ``auc_pr_min``.
    """

    skew: Any
    prevalence: Any
    auc_roc: Any
    global_min_auc_pr: Any
    auc_pr_max: Any
    auc_pr_min: Any
    auc_pr_min_mihelich: Any


@dataclass(frozen=True)
class AucRocBounds:
    """Range of AUC-ROC at a given AUC-PR and class balance.

    Attributes
    ----------
    skew : float or ndarray
        ``a = N-/N+``.
    prevalence : float or ndarray
        ``pi = N+/N = 1/(1 + a)``.
    auc_pr : float or ndarray
        The given AUC-PR.
    global_min_auc_pr : float or ndarray
        Minimum AUC-PR over every ROC curve; ``auc_pr`` must not be below it.
    auc_roc_min : float or ndarray
        Minimum AUC-ROC at this AUC-PR (Mihelich et al. 2024, Thm 3.9; verified).
    auc_roc_max : float or ndarray
        The exact maximum AUC-ROC at this AUC-PR
        (:func:`numeric.exact_minimum.auc_roc_max_exact`).
    auc_roc_max_mihelich : float or ndarray
        The paper's claimed maximum (Thm 3.9), **not** the true maximum: it lies below
        ``auc_roc_max``.
    """

    skew: Any
    prevalence: Any
    auc_pr: Any
    global_min_auc_pr: Any
    auc_roc_min: Any
    auc_roc_max: Any
    auc_roc_max_mihelich: Any


def _given(skew: Any, value: Any, name: str, dps: int | None) -> dict[str, Any]:
    """The fields ``skew``, ``prevalence``, ``<name>``, ``global_min_auc_pr`` of a result."""
    a, v = _broadcast(skew, value, name)
    if dps is None:
        return {"skew": _out(a), "prevalence": _out(1.0 / (1.0 + a)), name: _out(v),
                "global_min_auc_pr": _out(one_minus_xlog1p_inv(a))}
    digits = check_dps(dps)
    sk, vals = _exact_objects(skew, a.shape), _exact_objects(value, a.shape)
    outs = [np.empty(a.shape, dtype=object) for _ in range(3)]
    with mpmath.workdps(digits):
        for idx in np.ndindex(*a.shape):
            s = _mp(sk[idx])
            outs[0][idx], outs[1][idx], outs[2][idx] = +s, 1 / (1 + s), _mp(vals[idx])
    r0, r1, r2 = (o[()] if o.ndim == 0 else o for o in outs)
    gmin = _mp_eval("global_min_auc_pr", skew, 0, a.shape, digits, _no_edge)
    return {"skew": r0, "prevalence": r1, name: r2, "global_min_auc_pr": gmin}


def auc_pr_bounds(skew: npt.ArrayLike, auc_roc: npt.ArrayLike, *,
                  dps: int | None = None) -> AucPrBounds:
    r"""Every bound on AUC-PR at a given AUC-ROC, in one result object.

    Parameters
    ----------
    skew : float or array_like
        ``a = N-/N+ > 0`` (see :func:`numeric.skew.resolve_skew` for prevalence or counts).
    auc_roc : float or array_like
        In ``[0, 1]``; broadcast against ``skew``.
    dps : int or None, default=None
        Digits of an mpmath evaluation instead of float64.

    Returns
    -------
    AucPrBounds
        Python floats for scalar input, arrays otherwise.

    Notes
    -----
    .. math:: 1 - ac\ln\frac{1+ac}{ac} \;\text{(claimed min)}, \qquad
        1 - a\ln\frac{1+a}{1-c+a} \;\text{(max)}, \qquad c = 1 - \mathrm{AUC}_{ROC}

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.5 and Sec. 4.1; Boyd, Costa, Davis & Page
    (ICML 2012), Thm 2.

    Examples
    --------
    >>> b = auc_pr_bounds(100, 0.875)  # Mihelich et al., Sec. 4.1: [0.038, 0.876]
    >>> round(b.auc_pr_min_mihelich, 3), round(b.auc_pr_max, 3)
    (0.038, 0.876)
    """
    fields = _given(skew, auc_roc, "auc_roc", dps)
    fields.update({name: fn(skew, auc_roc, dps=dps) for name, fn in AUC_PR_BOUNDS.items()})
    return AucPrBounds(**fields)


def auc_roc_bounds(skew: npt.ArrayLike, auc_pr: npt.ArrayLike, *,
                   dps: int | None = None) -> AucRocBounds:
    r"""Every bound on AUC-ROC at a given AUC-PR, in one result object.

    Parameters
    ----------
    skew : float or array_like
        ``a = N-/N+ > 0``.
    auc_pr : float or array_like
        In ``[global_min_auc_pr(skew), 1]``; broadcast against ``skew``.
    dps : int or None, default=None
        Digits of an mpmath evaluation instead of float64.

    Returns
    -------
    AucRocBounds
        Python floats for scalar input, arrays otherwise.

    Notes
    -----
    .. math:: a\left(e^{(k-m)/a} - 1\right) \;\text{(min)}, \qquad
        1 - \frac{F^{-1}(1-k)}{a} \;\text{(claimed max)}

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.9 and Sec. 4.2.

    Examples
    --------
    >>> b = auc_roc_bounds(100, 0.7)  # Mihelich et al., Sec. 4.2: [0.697, 0.999]
    >>> round(b.auc_roc_min, 3), round(b.auc_roc_max_mihelich, 3)
    (0.697, 0.999)
    """
    fields = _given(skew, auc_pr, "auc_pr", dps)
    fields.update({name: fn(skew, auc_pr, dps=dps) for name, fn in AUC_ROC_BOUNDS.items()})
    return AucRocBounds(**fields)


# --------------------------------------------------------------------------- Cor. 4.1

#: Method -> given metric -> (lower bound, upper bound) of the other metric.
IMPLIED_ORDER_METHODS: dict[str, dict[str, tuple[Callable[..., Any], Callable[..., Any]]]] = {
    "exact": {
        "auc_roc": (auc_pr_min_exact, auc_pr_max),
        "auc_pr": (auc_roc_min, auc_roc_max_exact),
    },
    "mihelich": {
        "auc_roc": (auc_pr_min_mihelich, auc_pr_max),
        "auc_pr": (auc_roc_min, auc_roc_max_mihelich),
    },
}

_OTHER = {"auc_roc": "auc_pr", "auc_pr": "auc_roc"}


@dataclass(frozen=True)
class ImpliedOrder:
    """Whether two models' values of one AUC imply the order of the other AUC (Cor. 4.1).

    Attributes
    ----------
    skew : float
        ``a = N-/N+``.
    given : str
        The metric given for both models, ``'auc_roc'`` or ``'auc_pr'``.
    other : str
        The metric whose order is decided.
    values : tuple of float
        The given metric of model 1 and model 2.
    bounds_1, bounds_2 : tuple of float
        ``(lower, upper)`` bound of the other metric for model 1 and model 2.
    verdict : str
        ``'model 1 >= model 2 implied'``, ``'model 2 >= model 1 implied'`` or ``'not implied'``.
    method : str
        Which bounds were used: ``'exact'``, or ``'mihelich'`` for the paper's (its lower bound on
        AUC-PR and upper bound on AUC-ROC are not the true ones, so its verdicts can be wrong).
    """

    skew: float
    given: str
    other: str
    values: tuple[float, float]
    bounds_1: tuple[float, float]
    bounds_2: tuple[float, float]
    verdict: str
    method: str


def implied_order(*, skew: float, auc_roc: tuple[float, float] | None = None,
                  auc_pr: tuple[float, float] | None = None,
                  method: str = "exact") -> ImpliedOrder:
    r"""Decide whether two AUC-ROCs imply the order of the AUC-PRs, or conversely (Cor. 4.1).

    Parameters
    ----------
    skew : float
        ``a = N-/N+ > 0``, keyword-only.
    auc_roc, auc_pr : pair of float, keyword-only
        Exactly one: the given metric of model 1 and model 2.
    method : {'exact', 'mihelich'}, default='exact'
        Key of :data:`IMPLIED_ORDER_METHODS`: which bounds to use. ``'exact'`` uses the exact
        minimum AUC-PR and maximum AUC-ROC (always correct); ``'mihelich'`` the paper's claimed
        ones, whose verdicts can be wrong (``rocpr check mihelich2024.cor4.1`` shows data sets).

    Returns
    -------
    ImpliedOrder
        The bounds used and the verdict. Model 1 is tested first: with equal bounds (both AUCs 1)
        the verdict is ``'model 1 >= model 2 implied'``.

    Notes
    -----
    Given AUC-ROCs ``x1, x2``:

    .. math:: \mathrm{AUC}_{PR}^{\min}(x_1) \ge \mathrm{AUC}_{PR}^{\max}(x_2)
        \Rightarrow \mathrm{AUC}_{PR,1} \ge \mathrm{AUC}_{PR,2},

    and likewise with AUC-PRs ``k1, k2`` and the AUC-ROC bounds of Thm 3.9.

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Cor. 4.1.

    Examples
    --------
    >>> implied_order(skew=1, auc_pr=(0.99, 0.5)).verdict
    'model 1 >= model 2 implied'
    >>> implied_order(skew=100, auc_roc=(0.875, 0.813)).verdict  # Davis & Goadrich's pair
    'not implied'
    """
    name = exactly_one(auc_roc=auc_roc, auc_pr=auc_pr)
    if method not in IMPLIED_ORDER_METHODS:
        raise ValueError(
            f"method must be one of {sorted(IMPLIED_ORDER_METHODS)}, got {method!r}"
        )
    pair: Any = auc_roc if auc_roc is not None else auc_pr
    vals = as_float_array(pair, name)
    if vals.shape != (2,):
        raise ValueError(f"{name} must be a pair (model 1, model 2), got {pair!r}")
    a = check_positive(skew, "skew")
    if np.ndim(a) != 0:
        raise ValueError(f"skew must be a scalar, got an array of shape {np.shape(a)}")
    lower, upper = IMPLIED_ORDER_METHODS[method][name]
    lo = lower(a, vals)
    hi = upper(a, vals)
    b1 = (float(lo[0]), float(hi[0]))
    b2 = (float(lo[1]), float(hi[1]))
    if b1[0] >= b2[1]:
        verdict = "model 1 >= model 2 implied"
    elif b2[0] >= b1[1]:
        verdict = "model 2 >= model 1 implied"
    else:
        verdict = "not implied"
    return ImpliedOrder(float(a), name, _OTHER[name], (float(vals[0]), float(vals[1])),
                        b1, b2, verdict, method)
