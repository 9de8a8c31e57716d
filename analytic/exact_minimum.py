"""The exact minimum of AUC-PR at fixed AUC-ROC (correcting Mihelich et al. 2024, Thm 3.5).

Problem
-------
With skew :math:`a = N_-/N_+` and :math:`c = 1 - \\mathrm{AUC_{ROC}}`, a ROC curve written as
``FPR = f(TPR)`` has the (Davis-Goadrich interpolated) AUC-PR

.. math:: T(f) = \\int_0^1 \\frac{x}{x + a f(x)}\\,dx,

and ``f`` ranges over increasing functions with :math:`0 \\le f \\le 1` and
:math:`\\int_0^1 f = c`. Mihelich et al. (2024, Thm 3.5) claim the minimum
:math:`1 - q \\ln((1 + q)/q)`, :math:`q = a c`, attained by the constant ``f = c``. It is not a
minimum: the integrand is convex in ``f``, and at the constant the first-order optimality
(Karush-Kuhn-Tucker) condition fails (:func:`constant_kkt_residual_at_zero`).

Solution (derived and checked step by step in :func:`derivation_checks`)
--------------------------------------------------------------------------
With a multiplier :math:`\\lambda = a/k^2` on the mass, pointwise stationarity of
:math:`x/(x + a f) + \\lambda f` gives the *free curve* (:func:`free_curve`)

.. math:: v_k(x) = (k\\sqrt{x} - x)/a, \\qquad x + a v_k(x) = k\\sqrt{x},

so precision along it is :math:`\\sqrt{x}/k`. :math:`v_k` increases on :math:`[0, k^2/4]`.
The minimizer is :math:`v_k` where it is admissible, made flat ("ironed") where it would decrease,
and capped at 1; three regimes, all functions of ``q = a c`` except the cap:

* **ironed** (:math:`q < 5/6`, and for :math:`a < 1` only while the flat level stays below 1):
  ``f = v_k`` on :math:`[0, s^2]`, flat at :math:`m = v_k(s^2)` on :math:`[s^2, 1]`; ``(k, s)``
  solve :func:`ironed_equations` (no closed form; root finding), value :func:`ironed_value`.
* **free** (:math:`5/6 \\le q \\le 2a/3 + 1/6`, possible only for :math:`a \\ge 1`):
  ``f = v_k`` on ``[0, 1]`` with :math:`k = 3q/2 + 3/4`; value :math:`8/(9(2q + 1))`
  (:func:`free_value`).
* **capped** (the rest: :math:`c > 2/3 + 1/(6a)` for :math:`a \\ge 1`; :math:`c` above a boundary
  :math:`c^*(a)` for :math:`a < 1`): ``f = v_k`` on :math:`[0, x_0]`, ``f = 1`` on :math:`[x_0, 1]`,
  :math:`x_0 = a - \\sqrt{a^2 - 6a(1 - c)}` (:func:`capped_breakpoint`), value
  :func:`capped_value`.

Optimality: ``T`` is convex and the constraint set is convex, so a feasible ``f`` together with a
multiplier :math:`\\lambda` satisfying the variational inequality
:math:`\\int_0^1 G\\,(g - f) \\ge 0` for all admissible ``g`` (with
:math:`G = \\lambda - a x/(x + a f)^2`) is a global minimizer. ``G = 0`` where ``f = v_k``; on a
flat piece :math:`\\int G = 0` and ``G`` changes sign once (``-`` then ``+``), so every tail
integral :math:`\\int_t^1 G \\ge 0`; on a capped piece ``G`` is ``-`` then ``+`` and
:math:`\\int_{x_0}^1 G \\le 0`, so every head integral :math:`\\int_{x_0}^t G \\le 0`. An increasing
``g - f`` is a mixture of indicator steps, which turns these integral signs into the inequality.
See ``docs/exact_minimum.md`` for the full account.

Everything here is symbolic (sympy), except :func:`auc_pr_min_exact_mpmath`, the arbitrary-precision
solver for all regimes.

References
----------
Mihelich, Castagnos & Dognin (2024), "AUC-PR and AUC-ROC: a bidirectional relationship",
Thm 3.5 (the claimed bounds), Sec. 4.1 (a = 100, AUC-ROC = 0.875).
"""

from __future__ import annotations

from typing import Any

import mpmath
import sympy as sp

from .arguments import as_expr as _sym

__all__ = [
    "auc_pr_min_exact_mpmath",
    "capped_breakpoint",
    "capped_mass",
    "capped_value",
    "capped_value_at",
    "constant_kkt_residual_at_zero",
    "derivation_checks",
    "exact_min_regime_mpmath",
    "free_curve",
    "free_multiplier",
    "free_regime_bounds",
    "free_value",
    "ironed_equations",
    "ironed_mass",
    "ironed_value",
    "ironing_residual",
]

x, a, c, k, s, q, b, f, t = sp.symbols("x a c k s q b f t", positive=True)


def free_curve(xx: Any, kk: Any, aa: Any) -> sp.Expr:
    """The stationary curve :math:`v_k(x) = (k\\sqrt{x} - x)/a` of the Lagrangian.

    Parameters
    ----------
    xx, kk, aa : sympifiable
        TPR ``x``, the multiplier parameter ``k`` (:math:`\\lambda = a/k^2`) and the skew ``a``.

    Returns
    -------
    sympy.Expr
        FPR on the free curve.

    Notes
    -----
    .. math:: \\partial_f \\frac{x}{x + a f} + \\frac{a}{k^2} = 0 \\iff x + a f = k\\sqrt{x}.

    References
    ----------
    This module (correction of Mihelich et al. 2024, Thm 3.5).

    Examples
    --------
    >>> free_curve(sp.Rational(1, 4), 3, 100)
    1/80
    """
    xx, kk, aa = _sym(xx), _sym(kk), _sym(aa)
    return (kk * sp.sqrt(xx) - xx) / aa


def free_multiplier(aa: Any, cc: Any) -> sp.Expr:
    """``k`` of the free regime: :math:`k = 3ac/2 + 3/4` (from :math:`\\int_0^1 v_k = c`).

    Examples
    --------
    >>> free_multiplier(100, sp.Rational(1, 8))
    39/2
    """
    return sp.Rational(3, 2) * _sym(aa) * _sym(cc) + sp.Rational(3, 4)


def free_value(aa: Any, cc: Any) -> sp.Expr:
    """Minimum AUC-PR in the free regime: :math:`8/(9(2ac + 1))`.

    Valid for :math:`5/6 \\le ac` and :math:`c \\le 2/3 + 1/(6a)` (:func:`free_regime_bounds`).

    Notes
    -----
    .. math:: T(v_k) = \\int_0^1 \\frac{\\sqrt{x}}{k}\\,dx = \\frac{2}{3k} = \\frac{8}{9(2q+1)}.

    References
    ----------
    Corrects Mihelich et al. (2024), Thm 3.5 (claimed minimum).

    Examples
    --------
    >>> free_value(100, sp.Rational(1, 8))  # Mihelich Sec. 4.1 example: a = 100, AUC-ROC = 0.875
    4/117
    """
    return 8 / (9 * (2 * _sym(aa) * _sym(cc) + 1))


def free_regime_bounds(aa: Any) -> tuple[sp.Expr, sp.Expr]:
    """Range of ``c`` where the free regime holds: :math:`[5/(6a), 2/3 + 1/(6a)]` (empty if a < 1).

    Examples
    --------
    >>> free_regime_bounds(100)
    (1/120, 401/600)
    """
    aa = _sym(aa)
    return sp.Rational(5, 6) / aa, sp.Rational(2, 3) + 1 / (6 * aa)


def capped_mass(x0: Any, aa: Any) -> sp.Expr:
    """Mass of the capped curve (``v_k`` on :math:`[0, x_0]`, then 1).

    .. math:: \\int_0^1 f = 1 - x_0/3 + x_0^2/(6a).

    Examples
    --------
    >>> capped_mass(1, 1)
    5/6
    """
    x0, aa = _sym(x0), _sym(aa)
    return 1 - x0 / 3 + x0**2 / (6 * aa)


def capped_breakpoint(aa: Any, cc: Any) -> sp.Expr:
    """Where the capped minimizer reaches 1: :math:`x_0 = a - \\sqrt{a^2 - 6a(1-c)}`.

    Equivalently :math:`x_0 = 6(1-c)/(1 + \\sqrt{1 - 6(1-c)/a})` (no cancellation).

    Examples
    --------
    >>> capped_breakpoint(1, sp.Rational(5, 6))
    1
    """
    aa, cc = _sym(aa), _sym(cc)
    return aa - sp.sqrt(aa**2 - 6 * aa * (1 - cc))


def capped_value(aa: Any, cc: Any) -> sp.Expr:
    """Minimum AUC-PR in the capped regime.

    Notes
    -----
    With :math:`x_0` from :func:`capped_breakpoint`, :math:`s_0 = \\sqrt{x_0}`,
    :math:`k = (a + x_0)/s_0`:

    .. math:: T = \\frac{2 s_0^3}{3k} + (1 - x_0) - a\\ln\\frac{1 + a}{x_0 + a}.

    References
    ----------
    Corrects Mihelich et al. (2024), Thm 3.5 (claimed minimum).

    Examples
    --------
    >>> sp.nsimplify(capped_value(1, sp.Rational(5, 6)))  # meets the free regime: 2/(3(a+1))
    1/3
    """
    return capped_value_at(capped_breakpoint(aa, cc), aa)


def capped_value_at(x0: Any, aa: Any) -> sp.Expr:
    """AUC-PR of the capped curve with breakpoint :math:`x_0` (see :func:`capped_value`).

    Examples
    --------
    >>> capped_value_at(1, 3)  # x0 = 1: the free curve with k = a + 1
    1/6
    """
    x0, aa = _sym(x0), _sym(aa)
    s0 = sp.sqrt(x0)
    kk = (aa + x0) / s0
    return sp.Rational(2, 3) * s0**3 / kk + (1 - x0) - aa * sp.log((1 + aa) / (x0 + aa))


def ironing_residual(kk: Any, ss: Any) -> sp.Expr:
    """Ironing condition :math:`\\int_{s^2}^1 [1/k^2 - x/(x + b)^2] dx` with :math:`b = ks - s^2`.

    Zero at the ironed minimizer (the flat piece :math:`[s^2, 1]` is optimal for its level).

    Notes
    -----
    .. math:: \\frac{1 - s^2}{k^2} - \\ln\\frac{1 + b}{k s} - \\frac{b}{1 + b} + 1 - \\frac{s}{k}.

    Examples
    --------
    >>> ironing_residual(2, 1)
    0
    """
    kk, ss = _sym(kk), _sym(ss)
    bb = kk * ss - ss**2
    return (1 - ss**2) / kk**2 - sp.log((1 + bb) / (kk * ss)) - bb / (1 + bb) + 1 - ss / kk


def ironed_mass(kk: Any, ss: Any) -> sp.Expr:
    """``q = a c`` of the ironed curve with parameters ``(k, s)``.

    .. math:: q = \\tfrac23 k s^3 - \\tfrac12 s^4 + (1 - s^2)(ks - s^2).

    Examples
    --------
    >>> ironed_mass(2, 1)
    5/6
    """
    kk, ss = _sym(kk), _sym(ss)
    return sp.Rational(2, 3) * kk * ss**3 - ss**4 / 2 + (1 - ss**2) * (kk * ss - ss**2)


def ironed_equations(kk: Any, ss: Any, qq: Any) -> tuple[sp.Expr, sp.Expr]:
    """The two equations of the ironed regime, as residuals ``(ironing, mass - q)``.

    Examples
    --------
    >>> ironed_equations(2, 1, sp.Rational(5, 6))
    (0, 0)
    """
    return ironing_residual(kk, ss), ironed_mass(kk, ss) - _sym(qq)


def ironed_value(kk: Any, ss: Any) -> sp.Expr:
    """AUC-PR of the ironed curve with parameters ``(k, s)``.

    Notes
    -----
    With :math:`x_1 = s^2`, :math:`b = ks - s^2`:

    .. math:: T = \\frac{2 s^3}{3k} + (1 - x_1) - b\\ln\\frac{1 + b}{x_1 + b}.

    Examples
    --------
    >>> ironed_value(2, 1)
    1/3
    """
    kk, ss = _sym(kk), _sym(ss)
    bb = kk * ss - ss**2
    return sp.Rational(2, 3) * ss**3 / kk + (1 - ss**2) - bb * sp.log((1 + bb) / (ss**2 + bb))


def constant_kkt_residual_at_zero(aa: Any, cc: Any) -> sp.Expr:
    """:math:`G(0)` for the constant ``f = c``: the multiplier :math:`\\lambda` itself (> 0).

    At ``f = c`` the gradient is :math:`h(x) = -a x/(x + ac)^2` and the multiplier is
    :math:`\\lambda = -\\int_0^1 h`. Optimality would need
    :math:`\\int_0^t (h + \\lambda) \\le 0` for all ``t``, but
    :math:`h(0) + \\lambda = \\lambda > 0`: lowering ``f`` near 0 and raising it elsewhere (an
    increasing perturbation) lowers ``T``.

    Notes
    -----
    .. math:: \\lambda = a\\Big[\\ln\\frac{1 + q}{q} - \\frac{1}{1 + q}\\Big] > 0.

    Examples
    --------
    >>> constant_kkt_residual_at_zero(1, 1)
    -1/2 + log(2)
    """
    aa, cc = _sym(aa), _sym(cc)
    h = -aa * x / (x + aa * cc) ** 2
    return sp.simplify(-sp.integrate(h, (x, 0, 1)))


def derivation_checks() -> dict[str, bool]:
    """Verify every algebraic step of the derivation with sympy; name -> passed.

    Returns
    -------
    dict of str to bool
        One entry per step (stationarity, the integrals, the mass constraints, the closed forms,
        the continuity of the value across regime boundaries, the failure of the constant).

    Examples
    --------
    >>> all(derivation_checks().values())
    True
    """
    out: dict[str, bool] = {}

    def zero(expr: sp.Expr) -> bool:
        return sp.simplify(expr) == 0

    v = free_curve(x, k, a)
    phi = x / (x + a * f)
    out["stationarity"] = zero(sp.diff(phi, f).subs(f, v) + a / k**2)
    out["convexity"] = zero(sp.diff(phi, f, 2) - 2 * a**2 * x / (x + a * f) ** 3)
    out["x + a v_k = k sqrt(x)"] = zero(x + a * v - k * sp.sqrt(x))
    out["peak of v_k at k^2/4"] = sp.solve(sp.diff(v, x), x) == [k**2 / 4]
    out["int_0^1 v_k"] = zero(sp.integrate(v, (x, 0, 1)) - (2 * k / 3 - sp.Rational(1, 2)) / a)
    prim_x_over = x - b * sp.log(x + b)
    out["antiderivative x/(x+b)"] = zero(sp.diff(prim_x_over, x) - x / (x + b))
    prim_slope = sp.log(x + b) + b / (x + b)
    out["antiderivative x/(x+b)^2"] = zero(sp.diff(prim_slope, x) - x / (x + b) ** 2)
    # free regime
    kf = sp.solve(sp.Eq((2 * k / 3 - sp.Rational(1, 2)) / a, c), k)
    out["free: k from mass"] = len(kf) == 1 and zero(kf[0] - free_multiplier(a, c))
    tf = sp.integrate(sp.sqrt(x) / k, (x, 0, 1)).subs(k, free_multiplier(a, c))
    out["free: value"] = zero(tf - free_value(a, c))
    out["free: k >= 2 iff q >= 5/6"] = zero(
        sp.solve(sp.Eq(free_multiplier(a, c), 2), c)[0] - sp.Rational(5, 6) / a
    )
    out["free: v_k(1) <= 1 iff c <= 2/3 + 1/(6a)"] = zero(
        sp.solve(sp.Eq(free_curve(1, free_multiplier(a, c), a), 1), c)[0] - free_regime_bounds(a)[1]
    )
    # capped regime: x0 = s^2, k = (a + s^2)/s so that v_k(x0) = 1
    kc = (a + s**2) / s
    out["capped: v_k(x0) = 1"] = zero(free_curve(s**2, kc, a) - 1)
    mass_c = sp.integrate(free_curve(x, kc, a), (x, 0, s**2)) + (1 - s**2)
    out["capped: mass"] = zero(mass_c - capped_mass(s**2, a))
    roots = sp.solve(sp.Eq(capped_mass(t, a), c), t)
    out["capped: breakpoint is a root"] = any(zero(r - capped_breakpoint(a, c)) for r in roots)
    out["capped: breakpoint, cancellation-free form"] = zero(
        (capped_breakpoint(a, c) - 6 * (1 - c) / (1 + sp.sqrt(1 - 6 * (1 - c) / a)))
        .subs({a: sp.Rational(7, 3), c: sp.Rational(4, 5)})
    )
    tc = sp.integrate(sp.sqrt(x) / kc, (x, 0, s**2)) + (prim_x_over.subs({x: 1, b: a})
                                                         - prim_x_over.subs({x: s**2, b: a}))
    val = (sp.Rational(2, 3) * s**3 / kc + (1 - s**2) - a * sp.log((1 + a) / (s**2 + a)))
    out["capped: value"] = zero(sp.expand_log(tc - val, force=True))
    # ironed regime: f = v_k on [0, s^2], flat b/a on [s^2, 1]
    bb = k * s - s**2
    out["ironed: continuity v_k(s^2) = b/a"] = zero(free_curve(s**2, k, a) - bb / a)
    iron = (1 - s**2) / k**2 - (prim_slope.subs({x: 1, b: bb}) - prim_slope.subs({x: s**2, b: bb}))
    out["ironed: ironing condition"] = zero(
        sp.expand_log(iron - ironing_residual(k, s), force=True)
    )
    mass_i = a * sp.integrate(free_curve(x, k, a), (x, 0, s**2)) + (1 - s**2) * bb
    out["ironed: mass (times a)"] = zero(mass_i - ironed_mass(k, s))
    ti = sp.integrate(sp.sqrt(x) / k, (x, 0, s**2)) + (prim_x_over.subs({x: 1, b: bb})
                                                       - prim_x_over.subs({x: s**2, b: bb}))
    out["ironed: value"] = zero(sp.expand_log(ti - ironed_value(k, s), force=True))
    # regime boundaries: ironed -> free at q = 5/6 (k = 2, s = 1); free -> capped at x0 = 1
    out["ironed -> free: equations at (k, s) = (2, 1)"] = (
        ironed_equations(2, 1, sp.Rational(5, 6)) == (0, 0)
    )
    out["ironed -> free: value continuous"] = zero(
        ironed_value(2, 1) - free_value(1, sp.Rational(5, 6))
    )
    cb = free_regime_bounds(a)[1]
    above_one = {a: 1 + t}  # the free regime exists for a >= 1
    out["free -> capped: x0 = 1"] = zero(capped_breakpoint(a, cb).subs(above_one) - 1)
    out["free -> capped: value continuous"] = zero(
        capped_value_at(1, a) - free_value(a, cb)
    )
    out["capped at c = 1 is the global minimum 1 - a ln((1+a)/a)"] = zero(
        capped_value(a, 1) - (1 - a * sp.log((1 + a) / a))
    )
    lam0 = constant_kkt_residual_at_zero(a, c)
    out["constant f = c: multiplier formula"] = zero(
        lam0 - a * (sp.log((1 + a * c) / (a * c)) - 1 / (1 + a * c))
    )
    return out


# --- arbitrary precision solver ------------------------------------------------------------------

def _ironed_residual_mp(kk: Any, ss: Any) -> Any:
    bb = kk * ss - ss**2
    return ((1 - ss**2) / kk**2 - mpmath.log((1 + bb) / (kk * ss)) - bb / (1 + bb) + 1 - ss / kk)


def _ironed_mass_mp(kk: Any, ss: Any) -> Any:
    return (mpmath.mpf(2) / 3 * kk * ss**3 - ss**4 / 2 + (1 - ss**2) * (kk * ss - ss**2))


def _ironed_s_of_k(kk: Any, iters: int) -> Any:
    """Root ``s`` in (0, k/2) of the ironing residual for fixed ``k`` < 2.

    The residual is negative near 0 and positive at k/2; ``s`` can be tiny (about ``q k``), so the
    bracket is widened downwards by factors 2^16 and then bisected geometrically ``iters`` times.
    """
    hi = kk / 2
    lo = hi
    for _ in range(100_000):
        lo = lo / mpmath.mpf(2) ** 16
        if _ironed_residual_mp(kk, lo) < 0:
            break
    for _ in range(iters):
        mid = mpmath.sqrt(lo * hi)
        if _ironed_residual_mp(kk, mid) < 0:
            lo = mid
        else:
            hi = mid
    return mpmath.sqrt(lo * hi)


def _ironed_bisect_mp(qq: Any, iters: int) -> tuple[Any, Any]:
    """``(k, s)`` by nested bisection (``q`` increases with ``k``), ``iters`` steps each."""
    lo, hi = mpmath.mpf(0), mpmath.mpf(2)
    for _ in range(iters):
        mid = (lo + hi) / 2
        if _ironed_mass_mp(mid, _ironed_s_of_k(mid, iters)) < qq:
            lo = mid
        else:
            hi = mid
    k0 = (lo + hi) / 2
    return k0, _ironed_s_of_k(k0, iters)


def _ironed_solve_mp(qq: Any) -> tuple[Any, Any]:
    """``(k, s)`` of the ironed regime for ``q`` in (0, 5/6): nested bisection, then Newton.

    Newton (``findroot``) runs on (ironing residual, relative mass error) from a 20-digit start.
    Where the system is too ill-conditioned for it (extremely small ``q``), the nested bisection
    is carried to full precision instead.
    """
    with mpmath.workdps(20):
        k0, s0 = _ironed_bisect_mp(qq, 45)
    tol = mpmath.mpf(10) ** (-(mpmath.mp.dps // 2))
    try:
        sol = mpmath.findroot(
            lambda kk, ss: (_ironed_residual_mp(kk, ss), _ironed_mass_mp(kk, ss) / qq - 1),
            (mpmath.mpf(k0), mpmath.mpf(s0)), verify=False,
        )
        kk, ss = sol[0], sol[1]
        ok = (abs(_ironed_residual_mp(kk, ss)) < tol
              and abs(_ironed_mass_mp(kk, ss) / qq - 1) < tol and 0 < ss <= kk / 2)
    except ZeroDivisionError:
        ok = False
    if not ok:
        kk, ss = _ironed_bisect_mp(qq, mpmath.mp.prec + 10)
    return kk, ss


def exact_min_regime_mpmath(skew: Any, c: Any, dps: int = 30) -> tuple[str, Any, Any, Any]:
    """Regime and parameters of the exact minimizer: ``(regime, k, breakpoint, value)``.

    ``regime`` is ``'ironed'``, ``'free'`` or ``'capped'``; ``breakpoint`` is :math:`x_1 = s^2`
    (ironed), 1 (free) or :math:`x_0` (capped). ``c`` in [0, 1]; ``c = 0`` gives ``f = 0``
    (value 1, regime ``'ironed'`` with ``k = 0``).

    Examples
    --------
    >>> r = exact_min_regime_mpmath(100, 0.125, dps=20)
    >>> r[0], mpmath.nstr(r[3], 12)
    ('free', '0.034188034188')
    """
    with mpmath.workdps(dps + 10):
        aa, cc = mpmath.mpf(skew), mpmath.mpf(c)
        qq = aa * cc
        if cc == 0:
            return "ironed", mpmath.mpf(0), mpmath.mpf(0), mpmath.mpf(1)
        if qq < mpmath.mpf(5) / 6:
            kk, ss = _ironed_solve_mp(qq)
            bb = kk * ss - ss**2
            if bb <= aa:
                val = (mpmath.mpf(2) / 3 * ss**3 / kk + (1 - ss**2)
                       - bb * mpmath.log((1 + bb) / (ss**2 + bb)))
                return "ironed", +kk, ss**2, +val
        if aa >= 1 and cc <= mpmath.mpf(2) / 3 + 1 / (6 * aa):
            kk = mpmath.mpf(3) / 2 * qq + mpmath.mpf(3) / 4
            return "free", kk, mpmath.mpf(1), 2 / (3 * kk)
        if cc == 1:  # f = 1: the global minimum
            return "capped", mpmath.inf, mpmath.mpf(0), 1 - aa * mpmath.log((1 + aa) / aa)
        x0 = 6 * (1 - cc) / (1 + mpmath.sqrt(1 - 6 * (1 - cc) / aa))
        s0 = mpmath.sqrt(x0)
        kk = (aa + x0) / s0
        val = (mpmath.mpf(2) / 3 * s0**3 / kk + (1 - x0)
               - aa * mpmath.log((1 + aa) / (x0 + aa)))
        return "capped", kk, x0, val


def auc_pr_min_exact_mpmath(skew: Any, c: Any, dps: int = 30) -> Any:
    """Exact minimum AUC-PR at ``c = 1 - AUC-ROC`` for skew ``a``, to ``dps`` digits (mpmath).

    Parameters
    ----------
    skew : mpmath-convertible
        ``a = N-/N+`` (> 0).
    c : mpmath-convertible
        ``1 - AUC-ROC``, in [0, 1].
    dps : int, default=30
        Decimal digits; the working precision is raised locally (``mpmath.workdps``).

    Returns
    -------
    mpmath.mpf
        The infimum of :math:`T(f)` over admissible ``f`` with mass ``c``.

    Notes
    -----
    .. math:: \\min_f \\int_0^1 \\frac{x}{x + a f(x)}\\,dx \\quad \\text{s.t. } f \\uparrow,\\;
              0 \\le f \\le 1,\\; \\int_0^1 f = c.

    Closed forms in the free and capped regimes; in the ironed regime the two equations of
    :func:`ironed_equations` are solved by nested bisection then Newton (``findroot``).

    References
    ----------
    Corrects Mihelich, Castagnos & Dognin (2024), Thm 3.5 (claimed minimum
    :math:`1 - ac\\ln((1+ac)/(ac))`).

    Examples
    --------
    >>> mpmath.nstr(auc_pr_min_exact_mpmath(100, 0.125, dps=25), 20)  # paper claims 0.038
    '0.034188034188034188034'
    >>> mpmath.nstr(auc_pr_min_exact_mpmath(1, 0.5, dps=25), 15)
    '0.444509475806889'
    """
    with mpmath.workdps(dps):
        return +exact_min_regime_mpmath(skew, c, dps)[3]
