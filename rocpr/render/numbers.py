"""The one number formatter of every text output: tables, reports, Markdown and the CLI's text.

A number never shows digits it does not hold: a float prints its shortest round-trip repr (or
fewer significant digits when asked), an :class:`mpmath.mpf` at most the ``dps`` digits it was
computed with; NaN prints as ``nan`` (``-`` in tables that mark a missing value themselves).
"""

from __future__ import annotations

import math
from numbers import Real

import mpmath

__all__ = ["DIGITS", "format_number"]

DIGITS = 6
"""Significant digits of the human-readable outputs (text tables, Markdown, HTML reports)."""


def format_number(v: Real | mpmath.mpf, digits: int | None = DIGITS, *,
                  dps: int | None = None) -> str:
    """``v`` to ``digits`` significant digits, never more than the computation holds.

    Parameters
    ----------
    v : real or mpmath.mpf
        An ``int`` prints exactly (``'1797'``).
    digits : int or None, default=6
        Significant digits shown; ``None`` for every digit held (a float's shortest round-trip
        repr, an ``mpf``'s ``dps`` digits).
    dps : int, optional
        Digits an ``mpf`` holds (default 15).

    Returns
    -------
    str
        ``'nan'``, ``'inf'`` and ``'-inf'`` for non-finite values.

    Examples
    --------
    >>> format_number(0.7, 20)  # not 0.69999999999999996
    '0.7'
    >>> format_number(0.0341920123456)
    '0.034192'
    >>> format_number(1234.5678, 3), format_number(1234.5678, 6)
    ('1.23e+03', '1234.57')
    >>> format_number(mpmath.mpf(1) / 3, 50, dps=20)
    '0.33333333333333333333'
    >>> format_number(174), format_number(float("nan"))
    ('174', 'nan')
    """
    if isinstance(v, mpmath.mpf):
        held = dps or 15
        return str(mpmath.nstr(v, held if digits is None else min(digits, held)))
    if isinstance(v, int) and not isinstance(v, bool):
        return str(v)
    x = float(v)
    if not math.isfinite(x):
        return repr(x)
    if digits is None:
        return repr(x)
    held = max(len(repr(x).split("e")[0].lstrip("-").replace(".", "").strip("0")), 1)
    n = min(digits, held)
    if x != 0:  # whole digits of a large number are not exponent noise
        n = max(n, min(digits, math.floor(math.log10(abs(x))) + 1))
    return f"{x:.{n}g}"
