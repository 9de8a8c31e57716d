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

The formulas are written once, here, as sympy expressions. The arbitrary-precision evaluations
:func:`auc_pr_min_exact` and :func:`auc_roc_max_exact` (and the float64 twins in
:mod:`numeric.bounds.exact_minimum`, tied to these forms by tests) are generated from them with
``sympy.lambdify(..., "mpmath")``. Parameter names follow the package's twin contract: the skew
``a = N-/N+`` comes first and is called ``skew``; the AUC argument is the AUC itself
(``auc_roc``), never ``c = 1 - AUC``; ``k`` and ``s`` are the derivation's parameters of the free
curve (:math:`\\lambda = a/k^2`, breakpoint :math:`s^2`).

References
----------
Mihelich, Castagnos & Dognin (2024), "AUC-PR and AUC-ROC: a bidirectional relationship",
Thm 3.5 (the claimed bounds), Sec. 4.1 (a = 100, AUC-ROC = 0.875).
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

import mpmath
import sympy as sp

from .arguments import as_expr
from .precision import ExactReal, as_fraction, cancelled_digits, converged, to_mpf
from .types import Sympifiable

__all__ = [
    "ExactMinParameters",
    "auc_pr_min_exact",
    "auc_roc_max_exact",
    "capped_breakpoint",
    "capped_mass",
    "capped_value",
    "capped_value_at",
    "constant_kkt_residual_at_zero",
    "derivation_checks",
    "exact_min_parameters",
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


def free_curve(skew: Sympifiable, k: Sympifiable, tpr: Sympifiable) -> sp.Expr:
    """The stationary curve :math:`v_k(x) = (k\\sqrt{x} - x)/a` of the Lagrangian.

    Parameters
    ----------
    skew : sympifiable
        ``a = N-/N+``.
    k : sympifiable
        The multiplier parameter (:math:`\\lambda = a/k^2`).
    tpr : sympifiable
        TPR ``x``.

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
    >>> free_curve(100, 3, sp.Rational(1, 4))
    1/80
    """
    aa, kk, xx = as_expr(skew, "skew"), as_expr(k, "k"), as_expr(tpr, "tpr")
    return (kk * sp.sqrt(xx) - xx) / aa


def free_multiplier(skew: Sympifiable, auc_roc: Sympifiable) -> sp.Expr:
    """``k`` of the free regime: :math:`k = 3a(1 - \\mathrm{AUC_{ROC}})/2 + 3/4`.

    From :math:`\\int_0^1 v_k = 1 - \\mathrm{AUC_{ROC}}`.

    Examples
    --------
    >>> free_multiplier(100, sp.Rational(7, 8))
    39/2
    """
    aa, rr = as_expr(skew, "skew"), as_expr(auc_roc, "auc_roc")
    return sp.Rational(3, 2) * aa * (1 - rr) + sp.Rational(3, 4)


def free_value(skew: Sympifiable, auc_roc: Sympifiable) -> sp.Expr:
    """Minimum AUC-PR in the free regime: :math:`8/(9(2ac + 1))` with ``c = 1 - auc_roc``.

    Valid for AUC-ROC in :func:`free_regime_bounds` (``5/6 <= ac`` and ``c <= 2/3 + 1/(6a)``).

    Notes
    -----
    .. math:: T(v_k) = \\int_0^1 \\frac{\\sqrt{x}}{k}\\,dx = \\frac{2}{3k} = \\frac{8}{9(2q+1)}.

    References
    ----------
    Corrects Mihelich et al. (2024), Thm 3.5 (claimed minimum).

    Examples
    --------
    >>> free_value(100, sp.Rational(7, 8))  # Mihelich Sec. 4.1 example: a = 100, AUC-ROC = 0.875
    4/117
    """
    aa, rr = as_expr(skew, "skew"), as_expr(auc_roc, "auc_roc")
    return 8 / (9 * (2 * aa * (1 - rr) + 1))


def free_regime_bounds(skew: Sympifiable) -> tuple[sp.Expr, sp.Expr]:
    """AUC-ROC range of the free regime: :math:`[1/3 - 1/(6a),\\ 1 - 5/(6a)]` (empty if a < 1).

    Examples
    --------
    >>> free_regime_bounds(100)
    (199/600, 119/120)
    """
    aa = as_expr(skew, "skew")
    return sp.Rational(1, 3) - 1 / (6 * aa), 1 - sp.Rational(5, 6) / aa


def capped_mass(skew: Sympifiable, x0: Sympifiable) -> sp.Expr:
    """Mass :math:`\\int_0^1 f` (= 1 - AUC-ROC) of the capped curve (``v_k`` up to ``x0``, then 1).

    .. math:: \\int_0^1 f = 1 - x_0/3 + x_0^2/(6a).

    Examples
    --------
    >>> capped_mass(1, 1)
    5/6
    """
    aa, xx = as_expr(skew, "skew"), as_expr(x0, "x0")
    return 1 - xx / 3 + xx**2 / (6 * aa)


def capped_breakpoint(skew: Sympifiable, auc_roc: Sympifiable) -> sp.Expr:
    """Where the capped minimizer reaches 1: :math:`x_0 = a - \\sqrt{a^2 - 6ar}`, ``r = auc_roc``.

    Written in the equivalent cancellation-free form
    :math:`x_0 = 6\\,\\mathrm{AUC_{ROC}}/(1 + \\sqrt{1 - 6\\,\\mathrm{AUC_{ROC}}/a})`.

    Examples
    --------
    >>> capped_breakpoint(1, sp.Rational(1, 6))
    1
    """
    aa, rr = as_expr(skew, "skew"), as_expr(auc_roc, "auc_roc")
    return 6 * rr / (1 + sp.sqrt(1 - 6 * rr / aa))


def capped_value(skew: Sympifiable, auc_roc: Sympifiable) -> sp.Expr:
    """Minimum AUC-PR in the capped regime.

    Notes
    -----
    With :math:`x_0` from :func:`capped_breakpoint` (``k = (a + x_0)/\\sqrt{x_0}``):

    .. math:: T = \\frac{2 x_0^2}{3(a + x_0)} + (1 - x_0) - a\\ln\\frac{1 + a}{x_0 + a}.

    At AUC-ROC 0 (:math:`x_0 = 0`, ``f = 1``) it is the global minimum :math:`1 - a\\ln((1+a)/a)`.

    References
    ----------
    Corrects Mihelich et al. (2024), Thm 3.5 (claimed minimum).

    Examples
    --------
    >>> sp.nsimplify(capped_value(1, sp.Rational(1, 6)))  # meets the free regime: 2/(3(a+1))
    1/3
    >>> capped_value(1, 0)
    1 - log(2)
    """
    return capped_value_at(skew, capped_breakpoint(skew, auc_roc))


def capped_value_at(skew: Sympifiable, x0: Sympifiable) -> sp.Expr:
    """AUC-PR of the capped curve with breakpoint :math:`x_0` (see :func:`capped_value`).

    Examples
    --------
    >>> capped_value_at(3, 1)  # x0 = 1: the free curve with k = a + 1
    1/6
    """
    aa, xx = as_expr(skew, "skew"), as_expr(x0, "x0")
    return sp.Rational(2, 3) * xx**2 / (aa + xx) + (1 - xx) - aa * sp.log((1 + aa) / (xx + aa))


def ironing_residual(k: Sympifiable, s: Sympifiable) -> sp.Expr:
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
    kk, ss = as_expr(k, "k"), as_expr(s, "s")
    bb = kk * ss - ss**2
    return (1 - ss**2) / kk**2 - sp.log((1 + bb) / (kk * ss)) - bb / (1 + bb) + 1 - ss / kk


def ironed_mass(k: Sympifiable, s: Sympifiable) -> sp.Expr:
    """``q = a (1 - AUC-ROC)`` of the ironed curve with parameters ``(k, s)``.

    .. math:: q = \\tfrac23 k s^3 - \\tfrac12 s^4 + (1 - s^2)(ks - s^2).

    Examples
    --------
    >>> ironed_mass(2, 1)
    5/6
    """
    kk, ss = as_expr(k, "k"), as_expr(s, "s")
    return sp.Rational(2, 3) * kk * ss**3 - ss**4 / 2 + (1 - ss**2) * (kk * ss - ss**2)


def ironed_equations(
    skew: Sympifiable, auc_roc: Sympifiable, k: Sympifiable, s: Sympifiable,
) -> tuple[sp.Expr, sp.Expr]:
    """The two equations of the ironed regime, as residuals ``(ironing, mass - a(1 - AUC-ROC))``.

    Examples
    --------
    >>> ironed_equations(1, sp.Rational(1, 6), 2, 1)
    (0, 0)
    """
    aa, rr = as_expr(skew, "skew"), as_expr(auc_roc, "auc_roc")
    return ironing_residual(k, s), ironed_mass(k, s) - aa * (1 - rr)


def ironed_value(k: Sympifiable, s: Sympifiable) -> sp.Expr:
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
    kk, ss = as_expr(k, "k"), as_expr(s, "s")
    bb = kk * ss - ss**2
    return sp.Rational(2, 3) * ss**3 / kk + (1 - ss**2) - bb * sp.log((1 + bb) / (ss**2 + bb))


def constant_kkt_residual_at_zero(skew: Sympifiable, auc_roc: Sympifiable) -> sp.Expr:
    """:math:`G(0)` for the constant ``f = c = 1 - AUC-ROC``: the multiplier :math:`\\lambda` (> 0).

    At ``f = c`` the gradient is :math:`h(x) = -a x/(x + ac)^2` and the multiplier is
    :math:`\\lambda = -\\int_0^1 h`. Optimality would need
    :math:`\\int_0^t (h + \\lambda) \\le 0` for all ``t``, but
    :math:`h(0) + \\lambda = \\lambda > 0`: lowering ``f`` near 0 and raising it elsewhere (an
    increasing perturbation) lowers ``T``.

    Notes
    -----
    .. math:: \\lambda = a\\Big[\\ln\\frac{1 + q}{q} - \\frac{1}{1 + q}\\Big] > 0, \\qquad q = ac.

    Examples
    --------
    >>> constant_kkt_residual_at_zero(1, 0)
    -1/2 + log(2)
    """
    aa, rr = as_expr(skew, "skew"), as_expr(auc_roc, "auc_roc")
    h = -aa * x / (x + aa * (1 - rr)) ** 2
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

    roc = 1 - c  # the helpers take the AUC-ROC; the derivation works with the mass c
    v = free_curve(a, k, x)
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
    out["free: k from mass"] = len(kf) == 1 and zero(kf[0] - free_multiplier(a, roc))
    tf = sp.integrate(sp.sqrt(x) / k, (x, 0, 1)).subs(k, free_multiplier(a, roc))
    out["free: value"] = zero(tf - free_value(a, roc))
    out["free: k >= 2 iff q >= 5/6"] = zero(
        sp.solve(sp.Eq(free_multiplier(a, roc), 2), c)[0] - sp.Rational(5, 6) / a
    )
    out["free: v_k(1) <= 1 iff c <= 2/3 + 1/(6a)"] = zero(
        sp.solve(sp.Eq(free_curve(a, free_multiplier(a, roc), 1), 1), c)[0]
        - (1 - free_regime_bounds(a)[0])
    )
    out["free: AUC-ROC bounds are c = 5/(6a) and c = 2/3 + 1/(6a)"] = zero(
        free_regime_bounds(a)[1] - (1 - sp.Rational(5, 6) / a)
    ) and zero(free_regime_bounds(a)[0] - (1 - (sp.Rational(2, 3) + 1 / (6 * a))))
    # capped regime: x0 = s^2, k = (a + s^2)/s so that v_k(x0) = 1
    kc = (a + s**2) / s
    out["capped: v_k(x0) = 1"] = zero(free_curve(a, kc, s**2) - 1)
    mass_c = sp.integrate(free_curve(a, kc, x), (x, 0, s**2)) + (1 - s**2)
    out["capped: mass"] = zero(mass_c - capped_mass(a, s**2))
    roots = sp.solve(sp.Eq(capped_mass(a, t), c), t)
    out["capped: breakpoint is a root"] = any(zero(r - capped_breakpoint(a, roc)) for r in roots)
    out["capped: breakpoint solves the mass equation"] = zero(
        capped_mass(a, capped_breakpoint(a, roc)) - c
    )
    tc = sp.integrate(sp.sqrt(x) / kc, (x, 0, s**2)) + (prim_x_over.subs({x: 1, b: a})
                                                         - prim_x_over.subs({x: s**2, b: a}))
    out["capped: value"] = zero(sp.expand_log(tc - capped_value_at(a, s**2), force=True))
    # ironed regime: f = v_k on [0, s^2], flat b/a on [s^2, 1]
    bb = k * s - s**2
    out["ironed: continuity v_k(s^2) = b/a"] = zero(free_curve(a, k, s**2) - bb / a)
    iron = (1 - s**2) / k**2 - (prim_slope.subs({x: 1, b: bb}) - prim_slope.subs({x: s**2, b: bb}))
    out["ironed: ironing condition"] = zero(
        sp.expand_log(iron - ironing_residual(k, s), force=True)
    )
    mass_i = a * sp.integrate(free_curve(a, k, x), (x, 0, s**2)) + (1 - s**2) * bb
    out["ironed: mass (times a)"] = zero(mass_i - ironed_mass(k, s))
    ti = sp.integrate(sp.sqrt(x) / k, (x, 0, s**2)) + (prim_x_over.subs({x: 1, b: bb})
                                                       - prim_x_over.subs({x: s**2, b: bb}))
    out["ironed: value"] = zero(sp.expand_log(ti - ironed_value(k, s), force=True))
    # regime boundaries: ironed -> free at q = 5/6 (k = 2, s = 1); free -> capped at x0 = 1
    out["ironed -> free: equations at (k, s) = (2, 1)"] = (
        ironed_equations(1, sp.Rational(1, 6), 2, 1) == (0, 0)
    )
    out["ironed -> free: value continuous"] = zero(
        ironed_value(2, 1) - free_value(1, sp.Rational(1, 6))
    )
    cb = free_regime_bounds(a)[0]
    above_one = {a: 1 + t}  # the free regime exists for a >= 1
    out["free -> capped: x0 = 1"] = zero(capped_breakpoint(a, cb).subs(above_one) - 1)
    out["free -> capped: value continuous"] = zero(
        capped_value_at(a, 1) - free_value(a, cb)
    )
    out["capped at AUC-ROC 0 is the global minimum 1 - a ln((1+a)/a)"] = zero(
        capped_value(a, 0) - (1 - a * sp.log((1 + a) / a))
    )
    lam0 = constant_kkt_residual_at_zero(a, roc)
    out["constant f = c: multiplier formula"] = zero(
        lam0 - a * (sp.log((1 + a * c) / (a * c)) - 1 / (1 + a * c))
    )
    return out


# --- arbitrary precision, generated from the forms above -----------------------------------------

# Starting points of the ironed solve, (q, k, s) on the ironed family (from the nested bisection
# below at 20 digits; Newton's method only needs them within a few per cent). Below q = 1e-3 the
# asymptotic solution ks = q, 1/k^2 = ln(1/q) - 1 (relative error O(q ln(1/q))) is used instead.
_IRONED_START = (
    (1e-3, 0.41135306, 0.0024455456), (0.02, 0.58193487, 0.036697168),
    (0.05, 0.69060515, 0.082380158), (0.1, 0.81707667, 0.15119915),
    (0.2, 1.0139605, 0.27723992), (0.3, 1.18441, 0.39603312), (0.4, 1.3438882, 0.51131558),
    (0.5, 1.4980249, 0.62483511), (0.6, 1.6495552, 0.73755984), (0.7, 1.7999551, 0.85003132),
    (0.8, 1.9499998, 0.96250078), (0.83, 1.995, 0.99625), (5 / 6, 2.0, 1.0),
)


@functools.cache
def _mp_forms() -> dict[str, Callable[[mpmath.mpf, mpmath.mpf], mpmath.mpf]]:
    """The sympy forms of this module as mpmath functions (``lambdify``, once per process).

    They run at the caller's precision (``mpmath.workdps``); rationals such as ``2/3`` are
    evaluated at that precision too.
    """
    kk, ss, aa, cc, rr, xx = sp.symbols("k s a c r x0", positive=True)
    residual, mass = ironing_residual(kk, ss), ironed_mass(kk, ss)
    jacobian = [sp.diff(residual, kk), sp.diff(residual, ss), sp.diff(mass, kk), sp.diff(mass, ss)]
    forms: dict[str, tuple[tuple[sp.Symbol, ...], sp.Expr | list[sp.Expr]]] = {
        "residual": ((kk, ss), residual),
        "mass": ((kk, ss), mass),
        "jacobian": ((kk, ss), jacobian),
        "ironed_value": ((kk, ss), ironed_value(kk, ss)),
        "free_value": ((aa, cc), free_value(aa, 1 - cc)),
        "capped_breakpoint": ((aa, rr), capped_breakpoint(aa, rr)),
        "capped_value_at": ((aa, xx), capped_value_at(aa, xx)),
    }
    return {name: sp.lambdify(args, expr, modules="mpmath") for name, (args, expr) in forms.items()}


def _ironed_start(q: mpmath.mpf) -> tuple[mpmath.mpf, mpmath.mpf]:
    """A starting point ``(k, s)`` for the ironed equations at ``q`` in (0, 5/6)."""
    if q < _IRONED_START[0][0]:
        kk = 1 / mpmath.sqrt(-1 - mpmath.log(q))
        return kk, q / kk
    for (q0, k0, s0), (q1, k1, s1) in itertools.pairwise(_IRONED_START):
        if q <= q1:
            w = (mpmath.log(q) - mpmath.log(q0)) / (mpmath.log(q1) - mpmath.log(q0))
            return k0 + w * (k1 - k0), s0 + w * (s1 - s0)
    return mpmath.mpf(2), mpmath.mpf(1)


def _ironed_newton(q: mpmath.mpf, kk: mpmath.mpf, ss: mpmath.mpf
                   ) -> tuple[mpmath.mpf, mpmath.mpf] | None:
    """Safeguarded Newton on (ironing residual, mass/q - 1); ``None`` if it does not converge."""
    fm = _mp_forms()
    tol = mpmath.mpf(2) ** (8 - mpmath.mp.prec)
    for _ in range(100):
        r = fm["residual"](kk, ss)
        m = fm["mass"](kk, ss) / q - 1
        j11, j12, j21, j22 = fm["jacobian"](kk, ss)
        j21, j22 = j21 / q, j22 / q
        det = j11 * j22 - j12 * j21
        if det == 0:
            return None
        dk = (r * j22 - m * j12) / det
        ds = (j11 * m - j21 * r) / det
        k_new = min(max(kk - dk, kk / 2), 2 * kk)
        s_new = min(max(ss - ds, ss / 2), min(k_new / 2, (ss + k_new / 2) / 2))
        small = abs(k_new - kk) <= tol * kk and abs(s_new - ss) <= tol * ss
        kk, ss = k_new, s_new
        if small:
            return kk, ss
    # Near q = 5/6 the flat piece vanishes and s is ill-conditioned: accept small residuals.
    ok = abs(fm["residual"](kk, ss)) < tol**0.5 and abs(fm["mass"](kk, ss) / q - 1) < tol**0.5
    return (kk, ss) if ok else None


def _ironed_s_of_k(kk: mpmath.mpf, iters: int) -> mpmath.mpf:
    """Root ``s`` in (0, k/2) of the ironing residual for fixed ``k`` < 2 (geometric bisection)."""
    residual = _mp_forms()["residual"]
    hi = kk / 2
    lo = hi
    for _ in range(100_000):
        lo = lo / mpmath.mpf(2) ** 16
        if residual(kk, lo) < 0:
            break
    for _ in range(iters):
        mid = mpmath.sqrt(lo * hi)
        if residual(kk, mid) < 0:
            lo = mid
        else:
            hi = mid
    return mpmath.sqrt(lo * hi)


def _ironed_bisect(q: mpmath.mpf) -> tuple[mpmath.mpf, mpmath.mpf]:
    """``(k, s)`` by nested bisection (``q`` increases with ``k``): slow, but cannot fail."""
    mass = _mp_forms()["mass"]
    iters = mpmath.mp.prec + 10
    lo, hi = mpmath.mpf(0), mpmath.mpf(2)
    for _ in range(iters):
        mid = (lo + hi) / 2
        if mass(mid, _ironed_s_of_k(mid, iters)) < q:
            lo = mid
        else:
            hi = mid
    k0 = (lo + hi) / 2
    return k0, _ironed_s_of_k(k0, iters)


def _ironed_solve(q: mpmath.mpf, start: tuple[mpmath.mpf, mpmath.mpf] | None = None
                  ) -> tuple[mpmath.mpf, mpmath.mpf]:
    """``(k, s)`` of the ironed regime for ``q`` in (0, 5/6) at the current precision."""
    for guess in ([start] if start is not None else []) + [_ironed_start(q)]:
        sol = _ironed_newton(q, mpmath.mpf(guess[0]), mpmath.mpf(guess[1]))
        if sol is not None:
            return sol
    return _ironed_bisect(q)


@dataclass(frozen=True)
class ExactMinParameters:
    """Regime and parameters of the exact minimizer of AUC-PR at fixed AUC-ROC (mpmath numbers).

    Attributes
    ----------
    regime : {'ironed', 'free', 'capped'}
        Which piece of the solution applies.
    k : mpmath.mpf
        The multiplier parameter (:math:`\\lambda = a/k^2`); ``0`` at AUC-ROC 1 (``f = 0``) and
        ``inf`` at AUC-ROC 0 (``f = 1``).
    breakpoint : mpmath.mpf
        :math:`x_1 = s^2` (ironed), 1 (free) or :math:`x_0` (capped).
    value : mpmath.mpf
        The minimum AUC-PR.
    """

    regime: str
    k: mpmath.mpf
    breakpoint: mpmath.mpf
    value: mpmath.mpf


def _parameters_at(a: mpmath.mpf, cc: mpmath.mpf, rr: mpmath.mpf,
                   start: list[tuple[mpmath.mpf, mpmath.mpf]] | None = None
                   ) -> ExactMinParameters:
    """The minimizer at mass ``c`` (``r = 1 - c`` given separately: each is exact where small).

    ``start`` (a one-element list) carries the ironed ``(k, s)`` from call to call.
    """
    fm = _mp_forms()
    if cc == 0:
        return ExactMinParameters("ironed", mpmath.mpf(0), mpmath.mpf(0), mpmath.mpf(1))
    q = a * cc
    ironed = None
    if q < mpmath.mpf(5) / 6:
        kk, ss = _ironed_solve(q, start[0] if start else None)
        if start is not None:
            start[:] = [(kk, ss)]
        ironed = ExactMinParameters("ironed", kk, ss**2, fm["ironed_value"](kk, ss))
        if kk * ss - ss**2 <= a:  # the flat level b/a stays <= 1
            return ironed
    if a >= 1 and cc <= mpmath.mpf(2) / 3 + 1 / (6 * a):
        return ExactMinParameters("free", mpmath.mpf(3) / 2 * q + mpmath.mpf(3) / 4,
                                  mpmath.mpf(1), fm["free_value"](a, cc))
    if ironed is not None and 6 * rr > a:
        # No capped curve has this mass: the flat level exceeded 1 only by rounding (at the
        # ironed/capped boundary the two solutions coincide).
        return ironed
    x0 = fm["capped_breakpoint"](a, rr)
    kk = (a + x0) / mpmath.sqrt(x0) if x0 > 0 else mpmath.inf
    return ExactMinParameters("capped", kk, x0, fm["capped_value_at"](a, x0))


def _skew_fraction(skew: ExactReal) -> Fraction:
    out = as_fraction(skew, "skew")
    if out <= 0:
        raise ValueError(f"skew must be > 0, got {skew}")
    return out


def _auc_fraction(value: ExactReal, name: str) -> Fraction:
    out = as_fraction(value, name)
    if not 0 <= out <= 1:
        raise ValueError(f"{name} must be in [0, 1], got {value}")
    return out


def _check_dps(dps: object) -> int:
    from .precision import MAX_DPS

    if isinstance(dps, bool) or not isinstance(dps, int):
        raise TypeError(f"dps must be an integer, got {type(dps).__name__}")
    if not 1 <= dps <= MAX_DPS:
        raise ValueError(f"dps must be in [1, {MAX_DPS}], got {dps}")
    return dps


def exact_min_parameters(skew: ExactReal, auc_roc: ExactReal, *,
                         dps: int = 30) -> ExactMinParameters:
    """Regime and parameters of the exact minimizer at ``dps`` digits.

    Parameters
    ----------
    skew : real number, decimal string, Fraction or mpf
        ``a = N-/N+`` (> 0); taken exactly.
    auc_roc : real number, decimal string, Fraction or mpf
        AUC-ROC in ``[0, 1]``; taken exactly.
    dps : int, default=30
        Significant digits of ``value`` (verified: see :func:`analytic.precision.converged`).

    Returns
    -------
    ExactMinParameters

    Examples
    --------
    >>> p = exact_min_parameters(100, "0.875", dps=20)
    >>> p.regime, mpmath.nstr(p.value, 12)
    ('free', '0.034188034188')
    """
    aq, rq, digits = _skew_fraction(skew), _auc_fraction(auc_roc, "auc_roc"), _check_dps(dps)
    last: list[ExactMinParameters] = []

    def compute() -> mpmath.mpf:
        last[:] = [_parameters_at(to_mpf(aq), to_mpf(1 - rq), to_mpf(rq))]
        return last[0].value

    value = converged(compute, digits, cancelled_digits(aq))
    p = last[0]
    with mpmath.workdps(digits):
        return ExactMinParameters(p.regime, +p.k, +p.breakpoint, value)


def auc_pr_min_exact(skew: ExactReal, auc_roc: ExactReal, *, dps: int = 30) -> mpmath.mpf:
    """Exact minimum AUC-PR at a given AUC-ROC and skew, to ``dps`` digits (mpmath).

    Parameters
    ----------
    skew : real number, decimal string, Fraction or mpf
        ``a = N-/N+`` (> 0); taken exactly (``"0.1"`` is 1/10).
    auc_roc : real number, decimal string, Fraction or mpf
        AUC-ROC in ``[0, 1]``; taken exactly.
    dps : int, default=30
        Significant digits, at most :data:`analytic.precision.MAX_DPS`; the working precision is
        raised locally (``mpmath.workdps``) by the digits the forms cancel (about
        ``log10(skew)``) and the result is checked against a more precise evaluation.

    Returns
    -------
    mpmath.mpf
        The infimum of :math:`T(f)` over admissible ``f`` with mass ``1 - auc_roc``.

    Notes
    -----
    .. math:: \\min_f \\int_0^1 \\frac{x}{x + a f(x)}\\,dx \\quad \\text{s.t. } f \\uparrow,\\;
              0 \\le f \\le 1,\\; \\int_0^1 f = 1 - \\mathrm{AUC_{ROC}}.

    Every formula is this module's sympy form, lambdified to mpmath: closed forms in the free
    and capped regimes; in the ironed regime the two equations of :func:`ironed_equations` are
    solved by Newton's method (the Jacobian is sympy's derivative of the forms) from a tabulated
    or asymptotic start, with nested bisection as the fallback. Every input is accepted, from
    subnormal skews to 1e308 and beyond (mpmath has no exponent range).

    References
    ----------
    Corrects Mihelich, Castagnos & Dognin (2024), Thm 3.5 (claimed minimum
    :math:`1 - ac\\ln((1+ac)/(ac))`).

    Examples
    --------
    >>> mpmath.nstr(auc_pr_min_exact(100, "0.875", dps=25), 20)  # the paper claims 0.038
    '0.034188034188034188034'
    >>> mpmath.nstr(auc_pr_min_exact(1, 0.5, dps=25), 15)
    '0.444509475806889'
    >>> mpmath.nstr(auc_pr_min_exact(10**12, 0, dps=15), 15)  # the global minimum ~ 1/(2a)
    '4.99999999999667e-13'
    """
    return exact_min_parameters(skew, auc_roc, dps=dps).value


def _global_min(a: mpmath.mpf) -> mpmath.mpf:
    return _mp_forms()["capped_value_at"](a, mpmath.mpf(0))


def _solve_auc_roc(a: mpmath.mpf, kpr: mpmath.mpf) -> mpmath.mpf:
    """AUC-ROC with ``T_min = kpr`` at the current precision (``m < kpr < 1``).

    Safeguarded Newton on the mass ``c`` (or on ``r = 1 - c`` when the root has ``c > 1/2``, so
    that a small AUC-ROC keeps its relative digits) with :math:`dT_{\\min}/dc = -a/k^2` (the
    multiplier; envelope theorem). ``T_min`` is convex and decreasing in ``c``, so the iterates
    converge monotonically after the first step; steps leaving the bracket bisect instead.
    """
    half = mpmath.mpf(1) / 2
    start: list[tuple[mpmath.mpf, mpmath.mpf]] = []
    on_c = _parameters_at(a, half, half, start).value <= kpr  # the root has c <= 1/2
    sign = 1 if on_c else -1  # dT/du = -sign a/k^2 for u = c (sign 1) or u = r (sign -1)

    def value(u: mpmath.mpf) -> ExactMinParameters:
        cc, rr = (u, 1 - u) if on_c else (1 - u, u)
        return _parameters_at(a, cc, rr, start)

    lo, hi = mpmath.mpf(0), half  # g(lo) * sign > 0 >= g(hi) * sign, g = T - kpr
    if on_c:
        from .finv import finv_mpmath

        paper = finv_mpmath(1 - kpr, mpmath.mp.dps) / a  # Thm 3.9's claimed c: T(paper) <= kpr
        u = min(paper, half)
    else:
        u = half / 2
    tol = mpmath.mpf(2) ** (4 - mpmath.mp.prec)
    for _ in range(400):
        p = value(u)
        g = p.value - kpr
        if g == 0:
            return 1 - u if on_c else u
        if (g > 0) == on_c:
            lo = u
        else:
            hi = u
        slope = -sign * a / p.k**2 if mpmath.isfinite(p.k) and p.k > 0 else mpmath.mpf(0)
        step = u - g / slope if slope != 0 else lo - 1
        u_new = step if lo < step < hi else (lo + hi) / 2
        if abs(u_new - u) <= tol * u_new or hi - lo <= tol * hi:
            u = u_new
            break
        u = u_new
    return 1 - u if on_c else u


def auc_roc_max_exact(skew: ExactReal, auc_pr: ExactReal, *, dps: int = 30) -> mpmath.mpf:
    """Exact maximum AUC-ROC at a given AUC-PR and skew, to ``dps`` digits (mpmath).

    The inverse of :func:`auc_pr_min_exact` in its AUC-ROC argument (the minimum increases
    strictly with AUC-ROC).

    Parameters
    ----------
    skew : real number, decimal string, Fraction or mpf
        ``a = N-/N+`` (> 0); taken exactly.
    auc_pr : real number, decimal string, Fraction or mpf
        AUC-PR in :math:`[1 - a\\ln((1+a)/a), 1]`; taken exactly.
    dps : int, default=30
        Significant digits (verified by a second, more precise solve).

    Returns
    -------
    mpmath.mpf
        The largest achievable AUC-ROC.

    Raises
    ------
    ValueError
        For an AUC-PR above 1 or more than 1e-15 (relative) below the global minimum
        :math:`1 - a\\ln((1+a)/a)`; within that slack (a float64 rounding of the minimum) the
        result is 0.

    Notes
    -----
    .. math:: \\mathrm{AUC_{ROC}^{max}}(k) = 1 - c^*, \\qquad T_{\\min}(c^*) = k.

    Near the global minimum ``m`` the problem's relative condition number is about
    ``k/(2(k - m))``; the working precision is raised by its digits (and by ``log10(skew)``).

    References
    ----------
    Corrects Mihelich, Castagnos & Dognin (2024), Thm 3.9 (maximum
    :math:`1 - F^{-1}(1 - k)/a`, which inverts their minimum and is too small).

    Examples
    --------
    >>> from fractions import Fraction
    >>> mpmath.nstr(auc_roc_max_exact(100, Fraction(4, 117), dps=20), 20)
    '0.875'
    """
    aq, kq, digits = _skew_fraction(skew), _auc_fraction(auc_pr, "auc_pr"), _check_dps(dps)
    if kq == 1:
        return mpmath.mpf(1)
    extra = cancelled_digits(aq)
    with mpmath.workdps(20 + extra):
        a, kpr = to_mpf(aq), to_mpf(kq)
        excess = kpr - _global_min(a)
        if excess < 0 and abs(excess) > mpmath.mpf(10) ** -15 * kpr:
            raise ValueError(f"auc_pr must be >= the global minimum "
                             f"{mpmath.nstr(_global_min(a), 17)} for skew {skew}, got {auc_pr}")
        cond = 0 if excess <= 0 else max(0, int(mpmath.log10(kpr / excess)))

    def compute() -> mpmath.mpf:
        a, kpr = to_mpf(aq), to_mpf(kq)
        m = _global_min(a)
        if kpr <= m:  # at most 1e-15 (relative) below it, checked above: a rounded minimum
            return mpmath.mpf(0)
        return _solve_auc_roc(a, kpr)

    return converged(compute, digits, extra + cond)
