r"""``F(x) = x ln((1 + x)/x)`` and its inverse (Mihelich, Castagnos & Dognin, ICML 2024, Thm 3.9).

Two sympy functions, :class:`f_forward` (``F``) and :class:`f_inverse` (``F^{-1}``), that behave
like sympy's own (``erf``/``erfinv``): each simplifies where a closed form exists, they undo each
other symbolically, ``f_inverse`` has a derivative and evaluates to any precision through the
mpmath solver :func:`finv_mpmath`. Their numeric twins have the same names in
:mod:`numeric.bounds.finv` (float64, vectorized; ``tests/test_twins.py`` ties them) and
:mod:`numeric.bounds.precise` (``f_inverse(y, *, dps)``, mpmath).
"""

from __future__ import annotations

from fractions import Fraction

import mpmath
import sympy as sp
from sympy.core.function import ArgumentIndexError

__all__ = ["f_forward", "f_inverse", "finv_mpmath"]


class f_forward(sp.Function):
    r"""``F(x) = x ln((1 + x)/x)`` on ``(0, oo)`` (Thm 3.9); an increasing bijection onto (0, 1).

    Evaluates at once to the explicit expression, except ``f_forward(f_inverse(y)) = y``.

    Notes
    -----
    .. math:: F(x) = x \ln\frac{1 + x}{x}, \qquad F(x) \sim x\ln(1/x)\ (x \to 0), \qquad
        F(x) = 1 - \frac{1}{2x} + \frac{1}{3x^2} + O(x^{-3})\ (x \to \infty).

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.9.

    Examples
    --------
    >>> x, y = sp.symbols("x y", positive=True)
    >>> f_forward(x)
    x*log((x + 1)/x)
    >>> f_forward(f_inverse(y))
    y
    >>> f_forward(1)
    log(2)
    """

    @classmethod
    def eval(cls, x: sp.Expr) -> sp.Expr:
        if isinstance(x, f_inverse):
            return x.args[0]
        return x * sp.log((1 + x) / x)

    def inverse(self, argindex: int = 1) -> type[sp.Function]:  # pragma: no cover - never built
        return f_inverse


def _match_F(expr: sp.Expr) -> sp.Expr | None:
    """``w`` if ``expr`` is literally ``w*log((1 + w)/w)``, else ``None``."""
    if isinstance(expr, sp.log):  # w = 1: F(1) = log(2)
        return sp.S.One if expr.args[0] == 2 else None
    if not isinstance(expr, sp.Mul):
        return None
    logs = [t for t in expr.args if isinstance(t, sp.log)]
    if len(logs) != 1:
        return None
    w = expr / logs[0]
    if sp.simplify(logs[0].args[0] - (1 + w) / w) == 0:
        return w
    return None


class f_inverse(sp.Function):
    r"""Inverse of :class:`f_forward`: ``f_inverse(y)`` is the ``x > 0`` with ``F(x) = y``.

    Modelled on :class:`sympy.erfinv`: exact values where they exist (``f_inverse(0) = 0`` and
    ``f_inverse(1) = oo`` as limits, ``f_inverse(f_forward(w)) = w`` for ``w > 0``), the
    derivative ``1/F'(f_inverse(y))``, ``inverse()`` returning :class:`f_forward`, and ``evalf`` to
    any precision through
    :func:`finv_mpmath`.

    Notes
    -----
    .. math:: \frac{d}{dy} F^{-1}(y) = \frac{1}{F'(F^{-1}(y))}, \qquad
        F'(x) = \ln\frac{1 + x}{x} - \frac{1}{1 + x}.

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.9, eq. (29).

    Examples
    --------
    >>> f_inverse(sp.log(2))
    1
    >>> f_inverse(sp.Rational(1, 2)).evalf(30)
    0.397952547315916544786059572022
    >>> y = sp.Symbol("y", positive=True)
    >>> sp.diff(f_inverse(y), y)
    1/(log((f_inverse(y) + 1)/f_inverse(y)) - 1/(f_inverse(y) + 1))
    """

    @classmethod
    def eval(cls, y: sp.Expr) -> sp.Expr | None:
        if y.is_zero:
            return sp.S.Zero
        if y == 1:
            return sp.oo
        w = _match_F(y)
        if w is not None and w.is_positive:
            return w
        return None

    def fdiff(self, argindex: int = 1) -> sp.Expr:
        if argindex != 1:
            raise ArgumentIndexError(self, argindex)
        w = self
        return 1 / (sp.log((1 + w) / w) - 1 / (1 + w))

    def inverse(self, argindex: int = 1) -> type[sp.Function]:
        """The inverse function, :class:`f_forward`."""
        return f_forward

    def _eval_is_positive(self) -> bool | None:
        y = self.args[0]
        if y.is_positive:
            return True
        return None

    def _eval_evalf(self, prec: int) -> sp.Float | None:
        y = self.args[0].evalf(prec + 30)
        if not y.is_Float:
            return None
        dps = mpmath.libmp.prec_to_dps(prec)
        return sp.Float(finv_mpmath(y._to_mpmath(prec + 30), dps), dps)


def _mp_F(x: mpmath.mpf) -> mpmath.mpf:
    return x * mpmath.log1p(1 / x)


def finv_mpmath(y: float | Fraction | str | mpmath.mpf, dps: int = 50) -> mpmath.mpf:
    r"""``F^{-1}(y)`` to ``dps`` significant digits with mpmath (an ``mpf``).

    Parameters
    ----------
    y : real number, ``mpf`` or decimal string
        In the open interval ``(0, 1)``. Floats are taken exactly.
    dps : int, default=50
        Decimal digits of the result.

    Returns
    -------
    mpmath.mpf
        ``x > 0`` with ``x ln((1 + x)/x) = y``, rounded to ``dps`` digits.

    Notes
    -----
    Newton's method (``mpmath.findroot``) on ``t = ln x``, where ``F(e^t)`` is monotone, from an
    asymptotic starting guess: for small ``y``, ``F(x) ~ x ln(1/x)`` inverts with the Lambert W
    function, ``x_0 = -y/W_{-1}(-y)``; for ``y`` near 1, ``F(x) ~ 1 - 1/(2x)`` gives
    ``x_0 = 1/(2(1 - y))``. The working precision is raised locally (``mpmath.workdps``) by the
    digits that ``F(x) - y`` cancels near ``y = 1``.

    .. math:: F(x) = x\ln\frac{1+x}{x} = y, \qquad \frac{d F(e^t)}{dt} = F(x) - \frac{x}{1+x}.

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.9.

    Examples
    --------
    >>> mpmath.nstr(finv_mpmath(0.5, 20), 20)
    '0.39795254731591654479'
    >>> finv_mpmath(1.5)
    Traceback (most recent call last):
    ...
    ValueError: y must be in (0, 1), got 1.5
    """
    if isinstance(dps, bool) or not isinstance(dps, int) or dps < 1:
        raise ValueError(f"dps must be a positive integer, got {dps!r}")
    with mpmath.workdps(dps + 15):
        try:
            yv = mpmath.mpf(y)
        except (TypeError, ValueError):
            raise TypeError(f"y must be a real number, got {type(y).__name__}") from None
        if not 0 < yv < 1:
            raise ValueError(f"y must be in (0, 1), got {y}")
        z = 1 - yv  # exact for float input at this precision
        extra = max(0, int(-mpmath.log10(z))) if yv > 0.5 else 0
    with mpmath.workdps(dps + 15 + extra):
        yv = mpmath.mpf(y)
        if yv <= 0.3:
            x0 = -yv / mpmath.lambertw(-yv, -1).real
        else:
            x0 = 1 / (2 * (1 - yv))

        def residual(t: mpmath.mpf) -> mpmath.mpf:
            return _mp_F(mpmath.exp(t)) - yv

        def slope(t: mpmath.mpf) -> mpmath.mpf:
            x = mpmath.exp(t)
            return _mp_F(x) - x / (1 + x)

        t = mpmath.findroot(residual, mpmath.log(x0), solver="newton", df=slope,
                            maxsteps=60, verify=False)
        x = mpmath.exp(t)
    with mpmath.workdps(dps):
        return +x
