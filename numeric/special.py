"""Cancellation-free elementary primitives shared by the numeric formulas.

Two quantities recur in the papers' closed forms and lose every digit when evaluated naively:

* ``log1pmx(u) = log(1 + u) - u``, which is ``-u**2/2 + O(u**3)`` for small ``u``;
* ``1 - x*log(1 + 1/x)``, which is ``1/(2x) + O(x**-2)`` for large ``x``. It is Boyd et al.'s
  minimum AUC-PR ``1 + (1-pi) ln(1-pi)/pi`` written in the skew ``x = a = (1 - pi)/pi``
  (Mihelich et al. 2024, Cor. 3.11), and ``1 - F(x)`` for Mihelich's ``F(x) = x ln((1+x)/x)``.

Both are evaluated to a few ulp over their whole domain (tested against mpmath at 50 digits).
These are private helpers: arguments are assumed validated by the public caller.
"""

from __future__ import annotations

import math
from fractions import Fraction
from types import ModuleType
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

if TYPE_CHECKING:
    from numeric.arrays import Array

__all__ = ["digamma_difference", "harmonic_difference", "log1pmx", "log1pmx_in",
           "log1pmx_over_square", "log1pmx_over_square_in", "normal_cdf_array",
           "normal_quantile_array", "one_minus_xlog1p_inv", "range_minimum_and_span", "ratio_sum",
           "xlog1p_inv"]

# Coefficients 2/(2j+1), j = 1..18, of the atanh series, highest order first for Horner.
_ATANH_COEFFS = tuple(2.0 / (2 * j + 1) for j in range(18, 0, -1))


def _atanh_terms(w_max: float) -> int:
    """Terms of the atanh series that leave a relative error below ``2**-54`` for ``|w| <= w_max``.

    The first term left out, ``2 w^(2J+1)/(2J+3)``, is that small relative to the leading
    ``-2/(1 - w)`` once ``(2J + 1) log2(1/w_max) >= 54``; 18 terms cover ``w_max = 1/3``
    (``u = 1``), fewer are needed for short segments far from the origin (``u`` tiny).
    """
    if not w_max > 0.0:  # all zero, or NaN (then the caller's NaN propagates anyway)
        return 1 if w_max == 0.0 else len(_ATANH_COEFFS)
    if w_max >= 1.0 / 3.0:
        return len(_ATANH_COEFFS)
    bits = -math.log2(w_max)
    return min(len(_ATANH_COEFFS), max(1, math.ceil((54.0 / bits - 1.0) / 2.0)))


def log1pmx_over_square_in(u: Array, xp: ModuleType) -> Array:
    """``(log(1 + u) - u)/u**2`` for ``-1/2 <= u <= 1`` (no underflow for tiny ``u``), in the
    array-API namespace ``xp`` (numpy included).

    The series is cut after as many terms as the largest ``|u|`` needs (:func:`_atanh_terms`).

    Examples
    --------
    >>> float(log1pmx_over_square_in(np.array([1e-300]), np)[0])
    -0.5
    """
    w = u / (2.0 + u)
    w2 = w * w
    terms = 1 if 0 in w2.shape else _atanh_terms(float(xp.sqrt(xp.max(w2))))
    series = xp.zeros_like(w)
    for coeff in _ATANH_COEFFS[len(_ATANH_COEFFS) - terms:]:
        series = series * w2 + coeff
    # w/u = 1/(2 + u), so w**2/u**2 = 1/(2 + u)**2.
    inv = 1.0 / ((2.0 + u) * (2.0 + u))
    out: Array = inv * (-2.0 / (1.0 - w) + w * series)
    return out


def log1pmx_over_square(u: npt.ArrayLike) -> npt.NDArray[np.float64]:
    r"""``(log(1 + u) - u)/u**2`` for ``-1/2 <= u <= 1``, about ``-1/2`` near 0, vectorized.

    With it ``a log1pmx(u)`` is written ``a u^2 h(u)`` and ``a u^2`` regrouped so that nothing
    underflows for ``u`` as small as ``1e-308`` (:func:`log1pmx` itself underflows below 1e-154).

    Examples
    --------
    >>> float(log1pmx_over_square(1e-300))
    -0.5
    """
    u = np.asarray(u, dtype=np.float64)
    out: npt.NDArray[np.float64] = log1pmx_over_square_in(u, np)
    return out


def log1pmx_in(u: Array, xp: ModuleType) -> Array:
    """:func:`log1pmx` of a 1-D array of the array-API namespace ``xp`` (numpy included).

    Examples
    --------
    >>> float(log1pmx_in(np.array([1.0]), np)[0])  # log(2) - 1
    -0.3068528194400547
    """
    small = (u >= -0.5) & (u <= 1.0)
    us = xp.where(small, u, 0.0)
    near = us * us * log1pmx_over_square_in(us, xp)
    uf = xp.where(small, 0.0, u)
    far = xp.log1p(uf) - uf
    out: Array = xp.where(small, near, far)
    return out


def log1pmx(u: npt.ArrayLike) -> npt.NDArray[np.float64]:
    r"""``log(1 + u) - u`` for ``u > -1``, accurate to a few ulp, vectorized.

    Notes
    -----
    For ``-1/2 <= u <= 1`` it uses ``log(1+u) = 2 atanh(w)``, ``w = u/(2+u)``, ``|w| <= 1/3``:

    .. math:: \log(1+u) - u = -\frac{2w^2}{1-w} + 2\sum_{j\ge1} \frac{w^{2j+1}}{2j+1},

    whose leading term carries the result, so no digits cancel. Elsewhere the direct difference
    loses no more than a couple of bits.

    Examples
    --------
    >>> float(log1pmx(1e-10))
    -5e-21
    >>> float(log1pmx(1.0))  # log(2) - 1
    -0.3068528194400547
    """
    u = np.asarray(u, dtype=np.float64)
    with np.errstate(divide="ignore", invalid="ignore"):
        out: npt.NDArray[np.float64] = log1pmx_in(u, np)
    return out


def xlog1p_inv(x: npt.ArrayLike) -> npt.NDArray[np.float64]:
    r"""``F(x) = x log(1 + 1/x)`` for ``x > 0`` (Mihelich et al. 2024, Thm 3.9), vectorized.

    Examples
    --------
    >>> float(xlog1p_inv(1.0))  # log(2)
    0.6931471805599453
    """
    x = np.asarray(x, dtype=np.float64)
    small = x <= 1.0
    xs = np.where(small, x, 1.0)
    xb = np.where(small, 1.0, x)
    with np.errstate(divide="ignore", over="ignore", invalid="ignore"):
        # x (log1p(x) - log x) for x <= 1 avoids the rounded 1/x; no cancellation there
        # (log1p(x) - log x = log(1 + 1/x) >= log 2 > 0 with log x <= 0).
        near = xs * (np.log1p(xs) - np.log(xs))
        far = xb * np.log1p(1.0 / xb)
    out: npt.NDArray[np.float64] = np.where(small, near, far)
    return out


def one_minus_xlog1p_inv(x: npt.ArrayLike) -> npt.NDArray[np.float64]:
    r"""``1 - x log(1 + 1/x)`` for ``x > 0``, accurate to a few ulp, vectorized.

    Notes
    -----
    With ``u = 1/x``: for ``u <= 1`` (``x >= 1``)

    .. math:: 1 - x\log(1 + 1/x) = -x\,\mathrm{log1pmx}(u) = -u \cdot \frac{\log(1+u) - u}{u^2},

    free of cancellation; for ``x < 1`` the direct form ``1 - x (log1p(x) - log(x))`` is already
    accurate (the subtracted term is at most ``log 2``) and never forms ``1/x``, so subnormal
    ``x`` give ``1 - x ln(1/x)`` instead of ``-inf``.

    References
    ----------
    Boyd et al. (ICML 2012), Thm 2; Mihelich et al. (ICML 2024), Cor. 3.11: this is the global
    minimum AUC-PR for skew ``x``.

    Examples
    --------
    >>> float(one_minus_xlog1p_inv(1e12))  # ~ 1/(2x)
    4.99999999999666...e-13
    >>> float(one_minus_xlog1p_inv(9.0))  # Boyd et al.: pi = 0.1 gives ~0.05
    0.05175...
    """
    x = np.asarray(x, dtype=np.float64)
    big = x >= 1.0
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        ub = 1.0 / np.where(big, x, 1.0)
        near = -ub * log1pmx_over_square_in(ub, np)
        xs = np.where(big, 1.0, x)
        # x (log1p(x) - log x): no overflow of 1/x for subnormal x (x = 1e-310 gives 1 - 7e-308)
        far = 1.0 - xs * (np.log1p(xs) - np.log(xs))
    out: npt.NDArray[np.float64] = np.where(big, near, far)
    return out


def range_minimum_and_span(a: npt.NDArray[np.float64], lo: npt.NDArray[np.float64],
                           hi: npt.NDArray[np.float64] | float, *, span: bool = True
                           ) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    r"""Boyd et al.'s Cor. 4 minimum over recall ``[lo, hi]`` and the span ``(hi - lo) - minimum``.

    With ``span=False`` the second item is not computed (the minimum is returned twice).

    Valid for every skew ``a`` in ``[5e-324, 1.8e308]`` (arguments validated by the caller):
    ``minimum = d - a ln(1 + d/(a + lo))`` and ``span = a ln(1 + d/(a + lo))``, ``d = hi - lo``.

    ``u = d/(a + lo)``: for ``u <= 1`` the cancellation-free form ``d lo/(a + lo) - a log1pmx(u)``;
    above, ``d - a log1p(u)`` (``a log1p(u) <= 0.7 d`` there: nothing cancels), with
    ``log1p(u) = ln(a + hi) - ln(a + lo)`` where ``u`` overflows (subnormal ``a + lo``).

    References
    ----------
    Boyd, Costa, Davis & Page (ICML 2012), Cor. 4.

    Examples
    --------
    >>> [float(v) for v in range_minimum_and_span(np.array(1.0), np.array(0.0), np.array(1.0))]
    [0.3068528194400547, 0.6931471805599453]
    """
    d = hi - lo
    with np.errstate(over="ignore", divide="ignore", invalid="ignore"):
        u = d / (a + lo)
        u_max = u.max(initial=0.0)
        # -a log1pmx(u) = d u (a/(a + lo)) (-log1pmx(u)/u^2): a u^2 underflows for a > 1e154
        near = d * (lo - u * a * log1pmx_over_square_in(u, np)) / (a + lo)
        if u_max <= 1.0:  # the common case: the series alone
            return near, a * np.log1p(u) if span else near
        log1p_u = np.log1p(u)
        if u_max == np.inf:
            log1p_u = np.where(np.isinf(u), np.log(a + hi) - np.log(a + lo), log1p_u)
        span_all = a * log1p_u
        return np.where(u <= 1.0, near, d - span_all), span_all


# Wichura's AS241 (PPND16) coefficients, highest order first (as in CPython's statistics module).
_AS241_CENTRAL = (
    (2509.0809287301226727, 33430.575583588128105, 67265.770927008700853, 45921.953931549871457,
     13731.693765509461125, 1971.5909503065514427, 133.14166789178437745, 3.387132872796366608),
    (5226.495278852854561, 28729.085735721942674, 39307.89580009271061, 21213.794301586595867,
     5394.1960214247511077, 687.1870074920579083, 42.313330701600911252, 1.0),
)
_AS241_INNER = (
    (7.7454501427834140764e-4, 0.0227238449892691845833, 0.24178072517745061177,
     1.27045825245236838258, 3.64784832476320460504, 5.7694972214606914055,
     4.6303378461565452959, 1.42343711074968357734),
    (1.05075007164441684324e-9, 5.475938084995344946e-4, 0.0151986665636164571966,
     0.14810397642748007459, 0.68976733498510000455, 1.6763848301838038494,
     2.05319162663775882187, 1.0),
)
_AS241_TAIL = (
    (2.01033439929228813265e-7, 2.71155556874348757815e-5, 0.0012426609473880784386,
     0.026532189526576123093, 0.29656057182850489123, 1.7848265399172913358,
     5.4637849111641143699, 6.6579046435011037772),
    (2.04426310338993978564e-15, 1.4215117583164458887e-7, 1.8463183175100546818e-5,
     7.868691311456132591e-4, 0.0148753612908506148525, 0.13692988092273580531,
     0.59983220655588793769, 1.0),
)


def _ratio(coeffs: tuple[tuple[float, ...], tuple[float, ...]],
           r: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    num = np.zeros_like(r)
    den = np.zeros_like(r)
    for a in coeffs[0]:
        num = num * r + a
    for b in coeffs[1]:
        den = den * r + b
    out: npt.NDArray[np.float64] = num / den
    return out


def normal_quantile_array(p: npt.ArrayLike) -> npt.NDArray[np.float64]:
    r"""The standard normal quantile ``Phi^-1(p)`` of every ``p`` in [0, 1], vectorized.

    Wichura's AS241 (relative error about 1e-16), the algorithm of Python's
    :meth:`statistics.NormalDist.inv_cdf` and of R's ``qnorm``; ``-inf`` at 0, ``+inf`` at 1.

    References
    ----------
    M. J. Wichura. Algorithm AS 241: the percentage points of the normal distribution. Applied
    Statistics 37(3):477-484, 1988.

    Examples
    --------
    >>> normal_quantile_array([0.0, 0.025, 0.5, 1.0])
    array([       -inf, -1.95996398,  0.        ,         inf])
    """
    x = np.asarray(p, dtype=np.float64)
    q = x - 0.5
    with np.errstate(divide="ignore", invalid="ignore"):
        central = q * _ratio(_AS241_CENTRAL, 0.180625 - q * q)
        r = np.sqrt(-np.log(np.where(q <= 0.0, x, 1.0 - x)))
        tail = np.where(r <= 5.0, _ratio(_AS241_INNER, r - 1.6), _ratio(_AS241_TAIL, r - 5.0))
    out = np.where(np.abs(q) <= 0.425, central, np.where(q < 0.0, -tail, tail))
    out = np.where(x == 0.0, -np.inf, np.where(x == 1.0, np.inf, out))
    result: npt.NDArray[np.float64] = np.asarray(out, dtype=np.float64)
    return result


_ERFC = np.frompyfunc(math.erfc, 1, 1)


def normal_cdf_array(x: npt.ArrayLike) -> npt.NDArray[np.float64]:
    """The standard normal distribution function ``Phi(x) = erfc(-x/sqrt 2)/2``, elementwise.

    Uses :func:`math.erfc` (one Python call per element: meant for grids, not for data).

    Examples
    --------
    >>> normal_cdf_array([-np.inf, 0.0, 1.959963984540054])
    array([0.   , 0.5  , 0.975])
    """
    z = -np.asarray(x, dtype=np.float64) / math.sqrt(2.0)
    out: npt.NDArray[np.float64] = 0.5 * np.asarray(_ERFC(z), dtype=np.float64)
    return out


# Bernoulli numbers B_2, B_4, ..., B_24 and the Euler-Maclaurin coefficients B_2k/(2k).
_BERNOULLI_EVEN = (
    Fraction(1, 6), Fraction(-1, 30), Fraction(1, 42), Fraction(-1, 30), Fraction(5, 66),
    Fraction(-691, 2730), Fraction(7, 6), Fraction(-3617, 510), Fraction(43867, 798),
    Fraction(-174611, 330), Fraction(854513, 138), Fraction(-236364091, 2730),
)
_EM_COEFFS = tuple(float(b / (2 * k)) for k, b in enumerate(_BERNOULLI_EVEN, start=1))
# Below this many negatives the digamma recurrence shifts the argument up by this much first.
_EM_SHIFT = 8


def digamma_difference(m: npt.NDArray[np.float64], p: npt.NDArray[np.float64],
                       xp: ModuleType = np) -> npt.NDArray[np.float64]:
    """``psi(m + p + 1) - psi(m + 1)`` for ``m >= 8`` by the asymptotic series of ``psi``.

    ``xp`` is the arrays' array-API namespace (numpy by default).

    Examples
    --------
    >>> float(digamma_difference(np.array([8.0]), np.array([1.0]))[0])  # 1/9
    0.1111111111111111
    """
    t = xp.log1p(p / m)
    out = t - 0.5 * p / (m * (m + p))  # 1/(2(m + p)) - 1/(2m) without cancellation
    inv2 = 1.0 / m / m  # m * m overflows for m > 1.3e154
    power = xp.ones_like(m)
    for k, c in enumerate(_EM_COEFFS, start=1):
        power = power * inv2
        out = out - c * power * xp.expm1(-2.0 * k * t)
    result: npt.NDArray[np.float64] = out
    return result


def harmonic_difference(z: npt.NDArray[np.float64], n: npt.NDArray[np.float64],
                        xp: ModuleType = np) -> npt.NDArray[np.float64]:
    """``sum_{k=1..n} 1/(k + z) = psi(z + n + 1) - psi(z + 1)`` for ``z >= 0`` and whole
    ``n >= 0``: :func:`digamma_difference`, reached below ``z = 8`` by ``psi(x + 1) = psi(x) +
    1/x`` (every term positive).

    Examples
    --------
    >>> float(harmonic_difference(np.array([0.0]), np.array([3.0]))[0])  # 1 + 1/2 + 1/3
    1.83333333333333
    """
    big = z >= _EM_SHIFT
    zs = xp.where(big, 0.0, z)
    extra = xp.zeros_like(zs)
    for j in range(1, _EM_SHIFT + 1):
        extra = extra + n / ((zs + j) * (zs + n + j))
    shifted = xp.where(big, z, zs + _EM_SHIFT)
    out: npt.NDArray[np.float64] = xp.where(
        n > 0, digamma_difference(shifted, n, xp) + xp.where(big, 0.0, extra), 0.0)
    return out


def _ratio_sum_large(n: npt.NDArray[np.float64], p: npt.NDArray[np.float64],
                     xp: ModuleType) -> npt.NDArray[np.float64]:
    """``sum_{i=1..p} i/(n + i)`` for ``n >= 8`` by Euler-Maclaurin; every leading term >= 0."""
    t = xp.log1p(p / n)
    g = -n * log1pmx_in(p / n, xp) + 0.5 * p / (n + p)
    inv2 = 1.0 / n / n  # not 1 / (n * n): n * n overflows for n > 1.3e154
    power = n
    for k, c in enumerate(_EM_COEFFS, start=1):
        power = power * inv2
        g = g + c * power * xp.expm1(-2.0 * k * t)
    out: npt.NDArray[np.float64] = g
    return out


def ratio_sum(n: npt.NDArray[np.float64], p: npt.NDArray[np.float64],
              xp: ModuleType = np) -> npt.NDArray[np.float64]:
    """``g = sum_{i=1..p} i/(n + i) = p - n (psi(n + p + 1) - psi(n + 1))`` for real ``n >= 0``
    and whole ``p >= 1``, without cancellation (Boyd et al.'s minimum AP is ``g/p`` with ``n =
    N-``; Davis & Goadrich's unit points sum it along a step).

    Examples
    --------
    >>> float(ratio_sum(np.array([1.0]), np.array([2.0]))[0])  # 1/2 + 2/3
    1.16666666666667
    """
    big = n >= _EM_SHIFT
    g_big = _ratio_sum_large(xp.where(big, n, float(_EM_SHIFT)), p, xp)
    # Small n: with m = n + s and psi(x + 1) = psi(x) + 1/x,
    # g(n, p) = g(m, p) + s (psi(m + p + 1) - psi(m + 1)) - n p sum_{j=1..s} 1/((n + j)(n + p + j)).
    ns = xp.where(big, 0.0, n)
    m = ns + _EM_SHIFT
    acc = xp.zeros_like(ns)
    for j in range(1, _EM_SHIFT + 1):
        acc = acc + 1.0 / ((ns + j) * (ns + p + j))
    g_small = (_ratio_sum_large(m, p, xp) + _EM_SHIFT * digamma_difference(m, p, xp)
               - ns * p * acc)
    out: npt.NDArray[np.float64] = xp.where(big, g_big, g_small)
    return out
