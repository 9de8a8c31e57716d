"""Algebraic steps of the proofs in ``docs/exact_minimum.md``, each checked by sympy.

:func:`maximum_proof_checks` -- the short proof of Mihelich et al.'s maximum (Thm 3.5): the chord
bound ``x/(x + af) <= (1 - f) + f x/(x + a)`` and the bathtub principle.
:func:`demonstration_3_8_expansion` -- the first-order expansion of Demonstration 3.8, eq. (22),
as printed and as it is.
:func:`completion_checks` -- the steps the derivation of the exact minimum used to assert (the
capped regime for ``a < 1``, the ironed system's existence and monotonicity, the extreme points of
the constraint set); they complement :func:`analytic.exact_minimum.derivation_checks`.

Every function returns ``{step name: passed}``; a step passes only if sympy (or, where stated, an
exact or 50-digit evaluation) confirms it. The claims built on them are registered in
:mod:`proofs_check.mihelich2024.bounds` (Demonstration 3.8) and :mod:`proofs_check.exact_minimum`
(the derivation, the certificate, the infimum); this module registers none.
"""

from __future__ import annotations

import functools
import itertools

import mpmath
import sympy as sp

from analytic.exact_minimum import ironed_mass, ironed_value, ironing_residual

__all__ = [
    "completion_checks", "demonstration_3_8_expansion", "is_zero", "maximum_proof_checks",
]

_x, _a, _f, _c = sp.symbols("x a f c", positive=True)


def is_zero(expr: sp.Expr) -> bool:
    """Whether sympy simplifies ``expr`` (logs expanded) to 0.

    Examples
    --------
    >>> is_zero(sp.log(_x * _a) - sp.log(_x) - sp.log(_a))
    True
    """
    return bool(sp.simplify(sp.expand_log(sp.together(expr), force=True)) == 0)


@functools.cache
def maximum_proof_checks() -> dict[str, bool]:
    """The maximum of Thm 3.5 in four sympy-checked steps (no step-function argument needed).

    1. ``phi(f) = x/(x + af)`` is convex in ``f``: ``phi'' = 2a^2 x/(x + af)^3 > 0``.
    2. Hence it lies below its chord on ``[0, 1]``:
       ``(1 - f) + f x/(x + a) - x/(x + af) = a^2 f (1 - f)/((x + a)(x + af)) >= 0``,
       and the chord is ``1 - f w(x)`` with ``w(x) = a/(x + a)``, decreasing in ``x``.
    3. Bathtub principle: for ``0 <= f <= 1`` with ``int f = c``, ``int f w >= int_{1-c}^1 w``,
       because ``int (f - 1_{[1-c,1]})(w - w(1-c)) >= 0`` term by term (``w >= w(1-c)`` where
       ``f >= 0`` is added, ``w <= w(1-c)`` where ``f - 1 <= 0``). So ``T(f) <= 1 - int_{1-c}^1 w =
       1 - a ln((1 + a)/(1 - c + a))``.
    4. The single step ``1_{[1-c, 1]}`` attains it (the chord is exact at ``f`` in {0, 1}).

    Examples
    --------
    >>> all(maximum_proof_checks().values())
    True
    """
    x, a, f, c = _x, _a, _f, _c
    phi = x / (x + a * f)
    w = a / (x + a)
    claimed = 1 - a * sp.log((1 + a) / (1 - c + a))  # Mihelich et al. (2024), eq. (5)
    gap = (1 - f) + f * x / (x + a) - phi
    bound = 1 - sp.integrate(w, (x, 1 - c, 1))
    step = (1 - c) + sp.integrate(x / (x + a), (x, 1 - c, 1))
    return {
        "convex in f": is_zero(sp.diff(phi, f, 2) - 2 * a**2 * x / (x + a * f) ** 3),
        "chord gap = a^2 f(1-f)/((x+a)(x+af))": is_zero(
            gap - a**2 * f * (1 - f) / ((x + a) * (x + a * f))),
        "chord = 1 - f a/(x+a)": is_zero((1 - f) + f * x / (x + a) - (1 - f * w)),
        "w decreasing": is_zero(sp.diff(w, x) + a / (x + a) ** 2),
        "bound = eq. (5)": is_zero(bound - claimed),
        "single step attains it": is_zero(step - claimed),
    }


@functools.cache
def demonstration_3_8_expansion() -> dict[str, sp.Expr]:
    """First-order coefficient of ``T(f_1) - T(f_0)`` in Demonstration 3.8, three ways.

    ``exact``: d/d(epsilon) at 0 of eq. (18) (itself eq. (16) integrated), with
    ``y_1 = y_0 (x_1 - x_0)/(x_1 - x_0 - epsilon)``; ``paper``: the bracket of eq. (22);
    ``corrected``: eq. (22) with its last term ``a^2 y_0^2/((x_0 + a y_0)(x_1 + a y_0))``.

    Examples
    --------
    >>> e = demonstration_3_8_expansion()
    >>> sp.simplify(sp.expand_log(e["exact"] - e["corrected"], force=True))
    0
    """
    a, y0, x0, x1, eps = sp.symbols("a y0 x0 x1 epsilon", positive=True)
    y1 = y0 * (x1 - x0) / (x1 - x0 - eps)
    eq18 = (-a * y1 * sp.log(x1 + a * y1) + a * y1 * sp.log(x0 + eps + a * y1)
            + a * y0 * sp.log(x1 + a * y0) - a * y0 * sp.log(x0 + a * y0))
    head = -(a * y0 / (x1 - x0)) * sp.log((x1 + a * y0) / (x0 + a * y0)) + a * y0 / (x0 + a * y0)
    den = (x0 + a * y0) * (x1 + a * y0)
    return {
        "exact": sp.diff(eq18, eps).subs(eps, 0),
        "paper": head + a * y0 / den,
        "corrected": head + a**2 * y0**2 / den,
        "paper_bound": a * y0 / den,
        "corrected_bound": a**2 * y0**2 / den,
    }


def _capped_head_integral() -> sp.Expr:
    """``int_{x0}^1 G`` on the capped piece, ``G = lambda - a x/(x + a)^2``, ``lambda = a/k^2``,
    ``k = (a + x0)/sqrt(x0)`` (``v_k(x0) = 1``), by sympy's integration."""
    x, a = _x, _a
    x0 = sp.Symbol("x0", positive=True)
    lam = a * x0 / (a + x0) ** 2
    return sp.integrate(lam - a * x / (x + a) ** 2, (x, x0, 1))


def _capped_j(x0: sp.Expr, a: sp.Expr) -> sp.Expr:
    """The closed form ``J(x0, a)`` of :func:`_capped_head_integral`."""
    return (1 - x0) * a * x0 / (a + x0) ** 2 - a * (
        sp.log((1 + a) / (x0 + a)) + a / (1 + a) - a / (x0 + a))


@functools.cache
def completion_checks() -> dict[str, bool]:
    """The steps that ``docs/exact_minimum.md`` section 4 and appendix prove; name -> passed.

    * ``capped: lambda = a x0/(a + x0)^2`` -- the multiplier at the cap, ``a/k^2``.
    * ``capped: int_{x0}^1 G = J(x0, a)`` in closed form, ``J = (1 - x0) a x0/(a + x0)^2 -
      a [ln((1 + a)/(x0 + a)) + a/(1 + a) - a/(x0 + a)]``, with ``J(0, a) < 0`` and
      ``dJ/dx0 = a (a - x0)(1 - x0)/(a + x0)^3 >= 0`` for ``x0 <= a``; ``K(a) = J(a, a)`` has
      ``K(1) = K'(1) = 0`` and ``K'' = (1 - a)/(a (1 + a)^3) > 0`` on (0, 1), so ``K > 0`` there.
      Hence for ``a < 1``, ``J`` crosses 0 once in (0, a): ``J <= 0`` exactly for
      ``x0 <= x0*(a)``, i.e. ``c >= c*(a)`` (``x0`` decreases in ``c``); that crossing is
      ``regime_boundaries(a).ironed_end`` (50 digits on a grid of ``a``).
    * ``ironed: residual`` as the integral, ``dR/ds = (k - 2s) int 2x/(x + b)^3 > 0`` on
      (0, k/2) (the boundary term vanishes), ``R -> -oo`` as ``s -> 0`` and ``R(k, k/2) > 0``
      (its integrand is a square): one root ``s(k)``, which bisection brackets.
    * ``ironed: boundary (k, s) = (2, 1)`` -- residual 0 and mass ``5/6``.
    * ``ironed: q_k R_s - q_s R_k = ...`` -- so ``dq/dk = (k - 2s)(2/3 s^3 I + 2(1 - s^2)^2/k^3)
      / R_s > 0`` along the family (``I = int_{s^2}^1 2x/(x + b)^3``, ``R_s = (k - 2s) I``).
    * ``ironed: family monotone`` -- along the family ``dT/dq = -1/k^2 < 0`` (the multiplier,
      envelope theorem) and ``q`` increases, at 50 digits on 60 points of ``k`` (numerical).
    * ``two-step extreme points`` -- a mixture ``lambda 1_{[t1,1]} + (1 - lambda) 1_{[t2,1]}`` has
      mass ``lambda (1 - t1) + (1 - lambda)(1 - t2)``: the mass line meets every segment of two
      extreme points of the increasing [0, 1]-valued functions (steps ``1_{[t,1]}``) once.

    Examples
    --------
    >>> all(completion_checks().values())
    True
    """
    x, a = _x, _a
    x0, k, s, lam_ = sp.symbols("x0 k s lambda", positive=True)
    out: dict[str, bool] = {}
    # --- capped regime --------------------------------------------------------------------
    kk = (a + x0) / sp.sqrt(x0)
    out["capped: lambda = a x0/(a + x0)^2"] = is_zero(a / kk**2 - a * x0 / (a + x0) ** 2)
    j = _capped_head_integral()
    j_closed = _capped_j(x0, a)
    out["capped: int_{x0}^1 G closed form"] = is_zero(j - j_closed)
    out["capped: dJ/dx0 = a(a - x0)(1 - x0)/(a + x0)^3"] = is_zero(
        sp.diff(j_closed, x0) - a * (a - x0) * (1 - x0) / (a + x0) ** 3)
    out["capped: J(0) = -a[ln((1+a)/a) - 1/(1+a)] < 0"] = is_zero(
        j_closed.subs(x0, 0) + a * (sp.log((1 + a) / a) - 1 / (1 + a)))
    # K(a) = J(a, a): K(1) = 0, K'(1) = 0 and K'' = (1 - a)/(a (1 + a)^3) > 0 on (0, 1), so K is
    # convex there with its minimum 0 at a = 1: K > 0 on (0, 1).
    k_of_a = j_closed.subs(x0, a)
    k1 = sp.diff(k_of_a, a)
    out["capped: K(a) = J(a, a) > 0 on (0, 1) (K(1) = K'(1) = 0, K'' > 0)"] = bool(
        is_zero(k_of_a.subs(a, 1)) and is_zero(k1.subs(a, 1))
        and is_zero(sp.diff(k1, a) - (1 - a) / (a * (1 + a) ** 3)))
    out["capped: a < 1: one crossing = c*(a) of regime_boundaries"] = _capped_crossing_inside()
    # --- ironed regime --------------------------------------------------------------------
    b = k * s - s**2
    r_int = sp.integrate(1 / k**2 - x / (x + b) ** 2, (x, s**2, 1))
    out["ironed: residual = int_{s^2}^1 [1/k^2 - x/(x+b)^2]"] = is_zero(
        r_int - ironing_residual(k, s))
    # d/ds: the boundary term vanishes (x/(x+b)^2 = 1/k^2 at x = s^2, where x + b = ks)
    out["ironed: boundary term 1/k^2 - s^2/(s^2+b)^2 = 0"] = is_zero(
        1 / k**2 - s**2 / (s**2 + b) ** 2)
    out["ironed: dR/ds = (k - 2s) int 2x/(x+b)^3"] = is_zero(
        sp.diff(ironing_residual(k, s), s)
        - (k - 2 * s) * sp.integrate(2 * x / (x + b) ** 3, (x, s**2, 1)))
    out["ironed: R(k, k/2) integrand = (x - s^2)^2/(4 s^2 (x + s^2)^2)"] = is_zero(
        (1 / (4 * s**2) - x / (x + s**2) ** 2) - (x - s**2) ** 2 / (4 * s**2 * (x + s**2) ** 2))
    out["ironed: R -> -oo as s -> 0"] = sp.limit(ironing_residual(k, s), s, 0, "+") == -sp.oo
    # dq/dk along the family = (q_k R_s - q_s R_k)/R_s; the numerator is a positive expression:
    big_i = sp.integrate(2 * x / (x + b) ** 3, (x, s**2, 1))
    r_, q_ = ironing_residual(k, s), ironed_mass(k, s)
    numerator = sp.diff(q_, k) * sp.diff(r_, s) - sp.diff(q_, s) * sp.diff(r_, k)
    out["ironed: q_k R_s - q_s R_k = (k - 2s)(2/3 s^3 I + 2(1 - s^2)^2/k^3) > 0"] = is_zero(
        numerator - (k - 2 * s) * (sp.Rational(2, 3) * s**3 * big_i + 2 * (1 - s**2) ** 2 / k**3))
    out["ironed: boundary (k, s) = (2, 1) at q = 5/6"] = bool(
        sp.simplify(ironing_residual(2, 1)) == 0
        and sp.simplify(ironed_mass(2, 1) - sp.Rational(5, 6)) == 0)
    out["ironed: along the family dT/dq = -1/k^2 < 0, q increasing"] = _ironed_family_monotone()
    # --- extreme points ---------------------------------------------------------------------
    t1, t2 = sp.symbols("t1 t2", nonnegative=True)
    mass = lam_ * (1 - t1) + (1 - lam_) * (1 - t2)
    sol = sp.solve(sp.Eq(mass, _c), lam_)
    out["two-step: the mass fixes the mixing weight"] = len(sol) == 1 and is_zero(
        sol[0] - (1 - t2 - _c) / (t1 - t2))
    return out


def _ironed_family_monotone() -> bool:
    """Along the ironed family parametrised by ``k`` in (0, 2) (as the solver tabulates it),
    ``q(k)`` increases, the value decreases and ``dT/dq = -1/k^2`` (the multiplier), at 50 digits
    on 60 points of ``k`` in [0.3, 2).

    For each ``k``, ``s(k)`` is the unique root of the ironing residual in ``(0, k/2)``
    (``R -> -inf`` as ``s -> 0``, ``R(k, k/2) > 0`` and ``dR/ds > 0``: see
    :func:`completion_checks`), found by bisection as :func:`numeric.bounds.exact_minimum` does.
    """
    kk, ss = sp.symbols("k s", positive=True)
    r_expr, q_expr, t_expr = ironing_residual(kk, ss), ironed_mass(kk, ss), ironed_value(kk, ss)
    res = sp.lambdify((kk, ss), r_expr, "mpmath")
    mass = sp.lambdify((kk, ss), q_expr, "mpmath")
    value = sp.lambdify((kk, ss), t_expr, "mpmath")
    partials = [sp.lambdify((kk, ss), sp.diff(e, v), "mpmath")
                for e in (r_expr, q_expr, t_expr) for v in (kk, ss)]
    qs, vs = [], []
    envelope = True
    with mpmath.workdps(50):
        for i in range(60):  # below k ~ 0.3, s(k) < 1e-16: q and T - 1 underflow float64 anyway
            k = mpmath.mpf("0.3") + mpmath.mpf("1.7") * i / 60
            lo, hi = mpmath.mpf(0), k / 2
            for _ in range(180):
                mid = (lo + hi) / 2
                lo, hi = (mid, hi) if res(k, mid) < 0 else (lo, mid)
            s = (lo + hi) / 2
            qs.append(mass(k, s))
            vs.append(value(k, s))
            r_k, r_s, q_k, q_s, t_k, t_s = (d(k, s) for d in partials)
            ds = -r_k / r_s  # s'(k) on the family
            slope = (t_k + t_s * ds) / (q_k + q_s * ds)
            envelope &= bool(abs(slope + 1 / k**2) < mpmath.mpf(10) ** -30)
    increasing = all(q1 > q0 for q0, q1 in itertools.pairwise(qs))
    decreasing = all(v1 < v0 for v0, v1 in itertools.pairwise(vs))
    return bool(increasing and decreasing and envelope and 0 < qs[0] and qs[-1] < mpmath.mpf(5) / 6)


def _capped_crossing_inside() -> bool:
    """For ``a`` in (0, 1): ``J(a, a) > 0`` (so ``J`` crosses 0 inside ``(0, a)``) and the crossing
    gives the ironed-capped boundary ``c*(a)`` of :func:`numeric.bounds.exact_minimum.
    regime_boundaries`; 50 digits on a grid of ``a``."""
    from numeric.bounds.exact_minimum import regime_boundaries

    a_, x0_ = sp.symbols("a x0", positive=True)
    j = sp.lambdify((x0_, a_), _capped_j(x0_, a_), "mpmath")
    ok = True
    with mpmath.workdps(50):
        for av in ("0.001", "0.01", "0.1", "0.3", "0.5", "0.7", "0.9", "0.99"):
            a = mpmath.mpf(av)
            ok &= bool(j(a, a) > 0 and j(mpmath.mpf(0), a) < 0)
            lo, hi = mpmath.mpf(0), a  # J increases on (0, a): bisection
            for _ in range(180):
                mid = (lo + hi) / 2
                lo, hi = (mid, hi) if j(mid, a) < 0 else (lo, mid)
            x0 = (lo + hi) / 2
            c_star = 1 - x0 / 3 + x0**2 / (6 * a)
            ok &= abs(float(c_star) - regime_boundaries(float(a)).ironed_end) < 1e-8
    return ok
