"""Exact inputs and verified digits for the mpmath evaluations of the formulas (no sympy).

Two rules make a ``dps=D`` result carry ``D`` correct significant digits:

* **The number the caller typed reaches mpmath exactly.** :func:`as_fraction` turns an int, a
  float (its exact binary value), a :class:`fractions.Fraction`, a :class:`decimal.Decimal`, a
  decimal string (``"0.7"`` is 7/10, not the float nearest to it), an ``mpmath.mpf`` or a sympy
  number into a :class:`fractions.Fraction`; :func:`to_mpf` rounds it once, at the working
  precision of the moment.
* **Guard digits follow the cancellation, and are checked.** :func:`converged` evaluates at
  ``D + extra`` digits, where the caller's ``extra`` estimates the digits the formula cancels
  (for the bounds about ``log10(skew)``: ``1 - a ln((1 + a)/a)`` is ``1/(2a)``), then again with
  more digits, and returns once two evaluations agree to ``D + 2`` digits. This is the strategy of
  :func:`mpmath.autoprec`, started from the estimate so that two equally wrong low-precision
  evaluations (``ln((1 + a)/a)`` rounding to 0 for ``a = 1e40``) cannot agree by accident.

Importing this module does not import sympy, so :mod:`numeric` uses it on its ``dps`` path.

References
----------
Johansson et al., mpmath documentation, "Precision and representation issues" (guard digits,
``workdps``, ``autoprec``).
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Callable
from decimal import Decimal
from fractions import Fraction
from typing import Protocol, Union, cast

import mpmath

__all__ = ["MAX_DPS", "ExactReal", "as_fraction", "cancelled_digits", "converged", "to_mpf"]

#: A real number taken exactly by the extended-precision path: a float is its binary value, a
#: decimal string its decimal value (``"0.7"`` is 7/10), an ``mpf`` its value at its precision.
ExactReal = Union[float, int, Fraction, Decimal, str, mpmath.mpf]  # noqa: UP007 (runtime classes)

#: The largest ``dps`` accepted anywhere (an mpf of 10^5 digits is 40 KB; one evaluation of a
#: bound at that precision takes seconds; 10^12 digits would ask for terabytes).
MAX_DPS = 100_000


class _SympyNumber(Protocol):
    """What :func:`as_fraction` reads of a sympy Rational (``p``, ``q``) or Float."""

    p: int
    q: int
    _prec: int

    def _to_mpmath(self, prec: int) -> mpmath.mpf: ...


def as_fraction(x: object, name: str) -> Fraction:
    """The exact rational value of a real number given as int, float, str, mpf, sympy number...

    Parameters
    ----------
    x : int, float, numpy number, Fraction, Decimal, str, mpmath.mpf or sympy number
        A finite real number. A string is read as an exact decimal (or ``p/q``).
    name : str
        The parameter's name, for messages.

    Returns
    -------
    fractions.Fraction

    Raises
    ------
    TypeError
        For a bool, a complex number, a string that is not a number, or anything else that is
        not a real number.
    ValueError
        For NaN or an infinity.

    Examples
    --------
    >>> as_fraction("0.7", "auc_roc")
    Fraction(7, 10)
    >>> as_fraction(0.5, "skew"), as_fraction(mpmath.mpf(3) / 4, "skew")
    (Fraction(1, 2), Fraction(3, 4))
    >>> as_fraction(float("inf"), "skew")
    Traceback (most recent call last):
    ...
    ValueError: skew must be finite, got inf
    """
    if isinstance(x, Fraction):
        return x
    if isinstance(x, bool) or isinstance(x, complex | mpmath.mpc):
        raise TypeError(f"{name} must be a real number, got {type(x).__name__}")
    if isinstance(x, str):
        try:
            return Fraction(x.strip())
        except (ValueError, ZeroDivisionError):
            raise TypeError(f"{name} must be a real number or a decimal string, got {x!r}"
                            ) from None
    if isinstance(x, mpmath.mpf):
        if not mpmath.isfinite(x):
            raise ValueError(f"{name} must be finite, got {x}")
        man, exp = x.man_exp
        return Fraction(int(man)) * Fraction(2) ** int(exp)
    if type(x).__module__.startswith("sympy"):
        number = cast(_SympyNumber, x)
        if getattr(x, "is_Rational", False):
            return Fraction(int(number.p), int(number.q))
        if getattr(x, "is_Float", False):
            return as_fraction(number._to_mpmath(number._prec), name)
        raise TypeError(f"{name} must be a real number, got {type(x).__name__}")
    if isinstance(x, numbers.Integral):
        return Fraction(int(x))
    if isinstance(x, Decimal | numbers.Real):
        if isinstance(x, Decimal):
            finite = x.is_finite()
        else:
            x = float(x)
            finite = math.isfinite(x)
        if not finite:
            raise ValueError(f"{name} must be finite, got {x}")
        return Fraction(x)
    raise TypeError(f"{name} must be a real number, got {type(x).__name__}")


def to_mpf(x: Fraction) -> mpmath.mpf:
    """``x`` rounded once to the current mpmath precision.

    Examples
    --------
    >>> with mpmath.workdps(30):
    ...     print(to_mpf(Fraction(7, 10)))
    0.7
    """
    if x.denominator == 1:
        return mpmath.mpf(x.numerator)
    return mpmath.mpf(x.numerator) / x.denominator


def cancelled_digits(skew: Fraction) -> int:
    """Digits the bound formulas lose for skew ``a``: about ``2 log10(a)`` for ``a > 1``, else 0.

    ``(1 + a)/a`` keeps ``log10(a)`` fewer digits of ``1/a`` than it carries, and
    ``1 - a ln((1 + a)/a) ~ 1/(2a)`` cancels ``log10(a)`` more: the ``extra`` of
    :func:`converged` for every bound at skew ``a``.

    Examples
    --------
    >>> cancelled_digits(Fraction(10**12)), cancelled_digits(Fraction(1, 3))
    (26, 0)
    """
    whole = skew.numerator // skew.denominator
    return 2 * len(str(whole)) if whole else 0


def converged(compute: Callable[[], mpmath.mpf], dps: int, extra: int) -> mpmath.mpf:
    """``compute()`` to ``dps`` significant digits, verified by a second, more precise evaluation.

    Parameters
    ----------
    compute : callable
        Evaluates the quantity at the current mpmath precision, converting its exact inputs
        itself (so that every evaluation rounds the inputs to its own precision).
    dps : int
        Digits wanted.
    extra : int
        Estimated digits lost to cancellation and conditioning (>= 0); the first evaluation uses
        ``dps + 10 + extra`` digits.

    Returns
    -------
    mpmath.mpf
        Rounded to ``dps`` digits; the two last evaluations agreed to ``dps + 2`` digits.

    Raises
    ------
    ArithmeticError
        If ``dps + extra`` grows beyond ``4 (dps + extra) + 2000`` digits without two evaluations
        agreeing.

    Notes
    -----
    Each retry adds half the digits used so far (at least 20). A zero result is accepted when
    two evaluations give exactly zero.

    Examples
    --------
    >>> f = lambda: 1 - 10**40 * mpmath.log1p(mpmath.mpf(10) ** -40)  # ~ 5e-41, cancels 40
    >>> mpmath.nstr(converged(f, 15, 40), 15)
    '5.0e-41'
    """
    work = dps + 10 + max(int(extra), 0)
    limit = 4 * work + 2000
    with mpmath.workdps(work):
        prev = compute()
    while True:
        work += max(20, work // 2)
        with mpmath.workdps(work):
            cur = compute()
            tol = mpmath.mpf(10) ** -(dps + 2)
            if cur == prev or abs(cur - prev) <= tol * abs(cur):
                break
        if work > limit:
            raise ArithmeticError(
                f"no {dps} stable digits after {work} working digits "
                f"(last two values {mpmath.nstr(prev, 8)} and {mpmath.nstr(cur, 8)})")
        prev = cur
    with mpmath.workdps(dps):
        return +cur
