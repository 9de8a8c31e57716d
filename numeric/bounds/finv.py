r"""``F(x) = x ln((1 + x)/x)`` and its inverse, vectorized to the last digit.

Mihelich, Castagnos & Dognin (ICML 2024, Thm 3.9) write the maximum AUC-ROC at fixed AUC-PR with
the inverse of ``F``. This module evaluates ``F`` (:func:`f_forward`) and ``F^{-1}``
(:func:`f_inverse`) on numpy arrays in float64 with a relative error of a few ulp over the whole
domain; :func:`numeric.bounds.precise.f_inverse` gives ``F^{-1}`` to any number of digits
through mpmath. The symbolic forms are :class:`analytic.finv.f_forward` and
:class:`analytic.finv.f_inverse` (same names, tied by ``tests/test_twins.py``); the mpmath solver
is :func:`analytic.finv.finv_mpmath` (one implementation, used by the precise path).

How the float64 inverse stays accurate
--------------------------------------
``F`` rises from 0 to 1 on ``(0, oo)``. Below ``y = 1/2`` the equation ``F(x) = y`` is solved
directly. Above it the complement ``z = 1 - y`` (exact in float64 for ``y >= 1/2``) is the
well-conditioned datum, and the equation is ``1 - F(x) = z`` with the cancellation-free
:func:`numeric.special.one_minus_xlog1p_inv`; so ``y`` within ``1e-16`` of 1 (``x`` near
``4.5e15``) loses nothing. Each branch starts from an asymptotic guess and takes a fixed number of
Newton steps in ``t = ln x`` (where ``F`` is monotone and every step keeps ``x > 0``), with no
Python loop over elements.
"""

from __future__ import annotations

from typing import overload

import numpy as np
import numpy.typing as npt

from numeric.bounds._precision import FloatOrArray, floats_of
from numeric.special import one_minus_xlog1p_inv, xlog1p_inv
from numeric.validation import check_interval, check_positive

__all__ = ["f_forward", "f_inverse"]

# Newton steps after the starting guess: the guesses are within a factor ~1.3 of the root, and
# quadratic convergence reaches the rounding floor after 4 steps; 2 more are a safety margin.
_NEWTON_STEPS = 6
# Below this y the root (~ y/650) nears the subnormal range: solved in log space instead.
_Y_TINY = 1e-280


def _solve_low(y: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    """Root of ``F(x) = y`` for ``0 < y <= 1/2``."""
    tiny = y < _Y_TINY
    out = np.empty_like(y)
    out[tiny] = _solve_tiny(y[tiny])
    y = y[~tiny]
    # F(x) ~ x ln(1/x) as x -> 0: x0 = y/ln(1/y), then two fixed-point steps x = y/ln(1 + 1/x)
    # (written log1p(x) - log(x): no overflow of 1/x).
    x = y / -np.log(y)
    for _ in range(2):
        x = y / (np.log1p(x) - np.log(x))
    for _ in range(_NEWTON_STEPS):
        fx = xlog1p_inv(x)
        # dF(e^t)/dt = x F'(x) = F(x) - x/(1 + x) > 0.
        step = (fx - y) / (fx - x / (1.0 + x))
        x = x + x * np.expm1(-step)
    out[~tiny] = x
    return out


def _solve_tiny(y: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    """Root of ``F(x) = y`` for ``0 < y < 1e-280``, where ``x`` may be subnormal.

    ``x = y/L`` with ``L = ln((1 + x)/x)``; the fixed point is iterated on ``t = ln x =
    ln y - ln L`` (contraction factor ``1/L < 1/600``), so no subnormal number is formed before
    the final, correctly rounded division. ``y`` below about ``3.7e-321`` gives 0.0: the root
    is below half the smallest subnormal.
    """
    log_y = np.log(y)
    t = log_y - np.log(-log_y)
    for _ in range(6):
        t = log_y - np.log(np.log1p(np.exp(t)) - t)
    out: npt.NDArray[np.float64] = y / (np.log1p(np.exp(t)) - t)
    return out


def _solve_high(z: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    """Root of ``1 - F(x) = z`` for ``0 < z <= 1/2`` (``y = 1 - z >= 1/2``)."""
    # 1 - F(x) = 1/(2x) - 1/(3x^2) + ... as x -> oo: x0 = 1/(2z) - 2/3 (> 0 for z <= 1/2).
    with np.errstate(over="ignore", invalid="ignore"):
        x = 0.5 / z - 2.0 / 3.0  # inf for z < 2.8e-309: the root is beyond the float range
        for _ in range(_NEWTON_STEPS):
            g = one_minus_xlog1p_inv(x)
            # d(1 - F(e^t))/dt = -x F'(x) = -(1/(1 + x) - (1 - F(x))) < 0.
            step = (g - z) / (1.0 / (1.0 + x) - g)
            x = np.where(np.isinf(x), x, x + x * np.expm1(step))
    return x


def _finv(y: npt.NDArray[np.float64], z: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    """``F^{-1}`` from ``y`` and ``z = 1 - y``, each exact where it is used.

    ``y`` is used where ``y <= 1/2`` and ``z`` where ``y > 1/2``. ``y = 0`` gives 0 (the limit).
    """
    low = y <= 0.5
    out = np.empty_like(y)
    yl = y[low]
    pos = yl > 0
    xl = np.zeros_like(yl)
    xl[pos] = _solve_low(yl[pos])
    out[low] = xl
    out[~low] = _solve_high(z[~low])
    return out


def finv_of_complement(z: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    """``F^{-1}(1 - z)`` for validated ``0 < z <= 1``, without rounding ``1 - z`` where it matters.

    The solver behind :func:`numeric.bounds.auc_roc_max_mihelich` (``z = AUC_PR``). Private to
    the package: no validation.

    Examples
    --------
    >>> float(finv_of_complement(1e-20)[()])  # F^-1(1 - 1e-20) ~ 1/(2e-20) - 2/3
    5e+19
    """
    z = np.asarray(z, dtype=np.float64)
    return _finv(1.0 - z, z)


@overload
def f_inverse(y: float) -> float: ...
@overload
def f_inverse(y: npt.ArrayLike) -> FloatOrArray: ...
def f_inverse(y: npt.ArrayLike) -> FloatOrArray:
    r"""``F^{-1}(y)`` for ``F(x) = x ln((1 + x)/x)``: the ``x > 0`` with ``F(x) = y``.

    Parameters
    ----------
    y : float or array_like
        Values in the open interval ``(0, 1)``.

    Returns
    -------
    float or ndarray of float64
        A float for scalar input, else an array of the input's shape. For any number of digits
        (an ``mpmath.mpf``, the input taken exactly) use :func:`numeric.bounds.precise.f_inverse`.

    Raises
    ------
    ValueError
        ``y must be in (0, 1), got 1.0`` for a value outside the domain.

    Notes
    -----
    .. math:: F(x) = x\ln\frac{1 + x}{x}, \qquad F^{-1}(y) \sim \frac{y}{\ln(1/y)}\ (y\to 0),
        \qquad F^{-1}(y) = \frac{1}{2(1-y)} - \frac{2}{3} + O(1 - y)\ (y \to 1).

    Accuracy (float64): relative error below ``1e-15`` against mpmath at 50 digits for every
    float ``y`` in ``(0, 1)`` whose root is a normal float (``y >= 1.5e-305``), ``y`` within
    ``1e-16`` of 1 included
    (``tests/numeric/bounds/test_finv.py``, Hypothesis over the whole range). Below,
    the root is subnormal and carries an absolute error of about one subnormal ulp (5e-324);
    ``y`` below about ``3.7e-321`` gives 0.0 (the root is below half the smallest subnormal).
    Never NaN.

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.9, eq. (29).

    Examples
    --------
    >>> f_inverse(np.log(2.0))
    1.0
    >>> f_inverse([0.5, 1 - 2.0**-40])  # ~ 2**39 - 2/3 near 1
    array([3.97952547e-01, 5.49755814e+11])
    >>> f_inverse(1.0)
    Traceback (most recent call last):
    ...
    ValueError: y must be in (0, 1), got 1.0
    """
    yv = np.asarray(check_interval(floats_of(y, "y"), "y", closed="neither"), dtype=np.float64)
    out = _finv(yv, 1.0 - yv)
    return float(out) if out.ndim == 0 else out


@overload
def f_forward(x: float) -> float: ...
@overload
def f_forward(x: npt.ArrayLike) -> FloatOrArray: ...
def f_forward(x: npt.ArrayLike) -> FloatOrArray:
    r"""``F(x) = x ln((1 + x)/x)`` for ``x > 0``, vectorized, to about 1 ulp.

    The numeric twin of :class:`analytic.finv.f_forward`.

    Parameters
    ----------
    x : float or array_like
        Positive finite values.

    Returns
    -------
    float or ndarray of float64
        In ``(0, 1)``.

    Notes
    -----
    .. math:: F(x) = x\ln\frac{1 + x}{x} = x\,(\ln(1 + x) - \ln x) = x\,\mathrm{log1p}(1/x)

    (the middle form for ``x <= 1``, the last one above).

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.9.

    Examples
    --------
    >>> f_forward(1.0)  # log(2)
    0.6931471805599453
    >>> f_forward(0.0)
    Traceback (most recent call last):
    ...
    ValueError: x must be > 0, got 0.0
    """
    xv = np.asarray(check_positive(x, "x"), dtype=np.float64)
    out = xlog1p_inv(xv)
    return float(out) if out.ndim == 0 else out


