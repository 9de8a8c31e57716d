"""The equations of Mihelich, Castagnos & Dognin (2024)'s demonstrations, one claim each.

Lemma 3.7's function h (eq. (14) -> (8)), the perturbation f_1 of Demonstration 3.8 and its
eqs. (17)-(20), and the closed forms (26) and (28). Each is checked by sympy against the
definitions it is derived from: T(f) = int_0^1 x/(x + a f(x)) dx (eq. (7)), f_0 = y_0 on
[x_0, x_1), f_1 = 0 on [x_0, x_0 + epsilon) and y_1 = y_0 (x_1 - x_0)/(x_1 - x_0 - epsilon) on
[x_0 + epsilon, x_1). Eq. (22) is ``mihelich2024.demo3.8`` (:mod:`.bounds`).
"""

from __future__ import annotations

import sympy as sp

from proofs_check._registry import CheckResult, claim, decide, refuted_if
from proofs_check.derivation import is_zero
from proofs_check.evidence import SymbolicIdentity

__all__ = [
    "eq17", "eq18", "eq19", "eq20", "eq21", "eq26", "eq28", "f1_keeps_the_mass", "lemma37_h",
]

SOURCE = "Mihelich, Castagnos & Dognin (2024)"
_a, _x, _y0, _x0, _x1, _eps, _alpha, _d = sp.symbols("a x y0 x0 x1 epsilon alpha delta",
                                                     positive=True)
_c = sp.Symbol("c", positive=True)
_Y1 = _y0 * (_x1 - _x0) / (_x1 - _x0 - _eps)  # the condition on y_1 (Demonstration 3.8)


def _antiderivative(y: sp.Expr, lo: sp.Expr, hi: sp.Expr) -> sp.Expr:
    """[x - a y ln(x + a y)]_lo^hi = int_lo^hi x/(x + a y) dx (:func:`_antiderivative_ok`)."""
    g = _x - _a * y * sp.log(_x + _a * y)
    return g.subs(_x, hi) - g.subs(_x, lo)


def _antiderivative_ok() -> bool:
    """sympy: d/dx [x - a y ln(x + a y)] = x/(x + a y), so the brackets are the integrals."""
    y = sp.Symbol("y", positive=True)
    return is_zero(sp.diff(_x - _a * y * sp.log(_x + _a * y), _x) - _x / (_x + _a * y))


def _t_difference() -> sp.Expr:
    """T(f_1) - T(f_0) from the definitions: only [x_0, x_1) differs; f_1 = 0 on [x_0, x_0 +
    epsilon) contributes int 1 = epsilon, then y_1 on [x_0 + epsilon, x_1), minus f_0 = y_0."""
    return (_eps + _antiderivative(_Y1, _x0 + _eps, _x1) - _antiderivative(_y0, _x0, _x1))


def _first_order(expr: sp.Expr) -> sp.Expr:
    return sp.simplify(sp.diff(expr, _eps).subs(_eps, 0))


def _said(ok: bool, what: str) -> str:
    return f"{what}: {'yes' if ok else 'no'}"


@claim(
    "mihelich2024.lemma3.7.h",
    f"{SOURCE}, Demonstration of Lemma 3.7, after eq. (14)",
    "By studying the variations of the function h : alpha -> 2 alpha + (1/alpha) ||f - g||_inf",
    line=159, quote="$$h : \\alpha \\mapsto 2\\alpha + \\frac{1}{\\alpha} \\|f - g\\|_\\infty$$",
    quantifier="particular",
)
def lemma37_h() -> CheckResult:
    """h drops eq. (14)'s factor a: as printed its minimum is 2 sqrt(2 delta), not eq. (8)'s.

    sympy: eq. (14) bounds |T(f) - T(g)| by 2 alpha + (a/alpha) delta; its minimum over alpha > 0
    is 2 sqrt(2 a delta) (eq. (8)). The printed h = 2 alpha + delta/alpha has minimum
    2 sqrt(2 delta), which differs whenever a != 1.
    """
    def minimum(h: sp.Expr) -> sp.Expr:
        (crit,) = [s for s in sp.solve(sp.diff(h, _alpha), _alpha) if s.is_positive]
        return sp.simplify(h.subs(_alpha, crit))

    printed = minimum(2 * _alpha + _d / _alpha)
    eq14 = minimum(2 * _alpha + _a * _d / _alpha)
    gives_eq8 = is_zero(eq14 - 2 * sp.sqrt(2 * _a * _d))
    differs = not is_zero(printed - eq14)
    evidence = (f"sympy: min over alpha of 2 alpha + a delta/alpha (eq. (14)) = {eq14}, eq. (8)'s "
                f"bound ({'yes' if gives_eq8 else 'no'}); of the printed h = 2 alpha + "
                f"delta/alpha: {printed}.")
    truth = ("h should be alpha -> 2 alpha + (a/alpha) ||f - g||_inf, as eq. (14) says; its "
             "minimum 2 sqrt(2 a ||f - g||_inf) is eq. (8). The lemma stands; h lost the a.")
    return refuted_if(gives_eq8 and differs, evidence, truth, SymbolicIdentity(), other_way=(
        "It would hold at a = 1 only, where both minima are 2 sqrt(2 delta)."))


@claim(
    "mihelich2024.demo3.8.f1_mass",
    f"{SOURCE}, Demonstration 3.8, definition of f_1",
    "We can take epsilon small enough such that f_1 is well defined and increasing. Moreover, the "
    "condition on y_1 implies that int_0^1 f_1 = int_0^1 f_0",
    line=182,
    quote="We can take ϵ small enough such that f_1 is well defined and increasing. Moreover, the "
    "condition on y_1 implies that $\\int_0^1 f_1 = \\int_0^1 f_0$",
)
def f1_keeps_the_mass() -> CheckResult:
    """y_1 = y_0 (x_1 - x_0)/(x_1 - x_0 - epsilon) keeps the integral: sympy identity.

    Only [x_0, x_1) differs: f_0 contributes y_0 (x_1 - x_0), f_1 contributes y_1 (x_1 - x_0 -
    epsilon); and y_1 > y_0 for 0 < epsilon < x_1 - x_0, so f_1 stays increasing if y_1 stays
    below the next level.
    """
    same = is_zero(_Y1 * (_x1 - _x0 - _eps) - _y0 * (_x1 - _x0))
    ratio = sp.simplify(_Y1 / _y0 - 1)
    evidence = (f"sympy: y_1 (x_1 - x_0 - epsilon) - y_0 (x_1 - x_0) = 0: "
                f"{'yes' if same else 'no'}; y_1/y_0 - 1 = {ratio} > 0 for 0 < epsilon < "
                "x_1 - x_0.")
    return decide(same, False, evidence, basis=SymbolicIdentity(), other_way=(
        "It would fail if y_1 were not rescaled by (x_1 - x_0)/(x_1 - x_0 - epsilon)."))


@claim(
    "mihelich2024.demo3.8.eq17",
    f"{SOURCE}, Demonstration 3.8, eq. (17)",
    "T(f_1) - T(f_0) = epsilon + [x - a y_1 ln(x + a y_1)]_{x_0 + epsilon}^{x_1} - "
    "[x - a y_0 ln(x + a y_0)]_{x_0}^{x_1}",
    line=190, quote="$$T(f_1) - T(f_0) = \\epsilon + [x - ay_1 \\ln(x + ay_1)]_{x_0 + "
    "\\epsilon}^{x_1} - [x - ay_0 \\ln(x + ay_0)]_{x_0}^{x_1} \\quad (17)$$",
)
def eq17() -> CheckResult:
    """Eq. (17) is T(f_1) - T(f_0) integrated with x - c ln(x + c), whose derivative is x/(x + c).

    f_1 = 0 on [x_0, x_0 + epsilon) contributes int 1 = epsilon; on [x_0 + epsilon, x_1) and for
    f_0 on [x_0, x_1) the brackets are the integrals of x/(x + a y) by the fundamental theorem
    of calculus once sympy confirms the antiderivative.
    """
    same = _antiderivative_ok()
    return decide(same, False, _said(same, "sympy: d/dx [x - a y ln(x + a y)] = x/(x + a y), so "
                                     "eq. (17)'s brackets are the integrals of eq. (7)"),
                  basis=SymbolicIdentity(), other_way=(
                      "It would be refuted if the antiderivative x - c ln(x + c) of x/(x + c) "
                      "were misapplied; it is not."))


@claim(
    "mihelich2024.demo3.8.eq18",
    f"{SOURCE}, Demonstration 3.8, eq. (18)",
    "T(f_1) - T(f_0) = -a y_1 ln(x_1 + a y_1) + a y_1 ln(x_0 + epsilon + a y_1) + a y_0 "
    "ln(x_1 + a y_0) - a y_0 ln(x_0 + a y_0)",
    line=194, quote="$$\\begin{aligned} T(f_1) - T(f_0) &= -ay_1 \\ln(x_1 + ay_1)",
)
def eq18() -> CheckResult:
    """Eq. (18) equals T(f_1) - T(f_0) (the x terms of eq. (17) cancel): sympy identity."""
    printed = (-_a * _Y1 * sp.log(_x1 + _a * _Y1) + _a * _Y1 * sp.log(_x0 + _eps + _a * _Y1)
               + _a * _y0 * sp.log(_x1 + _a * _y0) - _a * _y0 * sp.log(_x0 + _a * _y0))
    same = is_zero(_t_difference() - printed)
    return decide(same, False, _said(same, "sympy: T(f_1) - T(f_0) minus eq. (18) simplifies "
                                     "to 0"), basis=SymbolicIdentity(), other_way=(
        "It would be refuted by a term of eq. (17) left over; epsilon + (x_1 - x_0 - epsilon) - "
        "(x_1 - x_0) = 0."))


@claim(
    "mihelich2024.demo3.8.eq19",
    f"{SOURCE}, Demonstration 3.8, eq. (19)",
    "a y_1 ln(x_1 + a y_1) = a y_0 ln(x_1 + a y_0) + epsilon (a y_0/(x_1 - x_0) ln(x_1 + a y_0) "
    "+ a^2 y_0^2/((x_1 - x_0)(x_1 + a y_0))) + o(epsilon)",
    line=198, quote="$$ay_1 \\ln(x_1 + ay_1) = ay_0 \\ln(x_1 + ay_0) + \\epsilon",
)
def eq19() -> CheckResult:
    """Eq. (19)'s first-order coefficient is the derivative at epsilon = 0 (sympy)."""
    lhs = _a * _Y1 * sp.log(_x1 + _a * _Y1)
    coefficient = (_a * _y0 / (_x1 - _x0) * sp.log(_x1 + _a * _y0)
                   + _a**2 * _y0**2 / ((_x1 - _x0) * (_x1 + _a * _y0)))
    zeroth = is_zero(lhs.subs(_eps, 0) - _a * _y0 * sp.log(_x1 + _a * _y0))
    first = is_zero(_first_order(lhs) - coefficient)
    ok = zeroth and first
    return decide(ok, False, _said(ok, "sympy: value at epsilon = 0 and d/d epsilon at 0 equal "
                                   "eq. (19)'s terms"), basis=SymbolicIdentity(), other_way=(
        "It would be refuted if dy_1/d epsilon at 0 were not y_0/(x_1 - x_0)."))


@claim(
    "mihelich2024.demo3.8.eq20",
    f"{SOURCE}, Demonstration 3.8, eq. (20)",
    "a y_1 ln(x_0 + epsilon + a y_1) = a y_0 ln(x_0 + a y_0) + epsilon (a y_0/(x_1 - x_0) "
    "ln(x_0 + a y_0) + a y_0/(x_0 + a y_0) + epsilon a^2 y_0^2/((x_1 - x_0)(x_0 + a y_0))) "
    "+ o(epsilon)",
    line=202, quote="$$ay_1 \\ln(x_0 + \\epsilon + ay_1) = ay_0 \\ln(x_0 + ay_0) + \\epsilon",
    quantifier="particular",
)
def eq20() -> CheckResult:
    """Eq. (20) as printed has a stray epsilon: its last term belongs to first order.

    sympy: d/d epsilon at 0 of a y_1 ln(x_0 + epsilon + a y_1) is a y_0/(x_1 - x_0) ln(x_0 +
    a y_0) + a y_0/(x_0 + a y_0) + a^2 y_0^2/((x_1 - x_0)(x_0 + a y_0)); the printed bracket
    multiplies its last term by a second epsilon, which makes it second order.
    """
    lhs = _a * _Y1 * sp.log(_x0 + _eps + _a * _Y1)
    base = _a * _y0 / (_x1 - _x0) * sp.log(_x0 + _a * _y0) + _a * _y0 / (_x0 + _a * _y0)
    last = _a**2 * _y0**2 / ((_x1 - _x0) * (_x0 + _a * _y0))
    derivative = _first_order(lhs)
    right = is_zero(derivative - (base + last))
    as_printed = is_zero(derivative - base)  # the printed epsilon * last is o(epsilon)
    evidence = (f"sympy: d/d epsilon at 0 = the bracket with a^2 y_0^2/((x_1 - x_0)(x_0 + a y_0)) "
                f"({'yes' if right else 'no'}); without it, as printed "
                f"({'yes' if as_printed else 'no'}).")
    truth = ("Eq. (20)'s bracket is a y_0/(x_1 - x_0) ln(x_0 + a y_0) + a y_0/(x_0 + a y_0) + "
             "a^2 y_0^2/((x_1 - x_0)(x_0 + a y_0)), without the second epsilon; eq. (21) uses it "
             "so (the typo does not propagate).")
    return refuted_if(right and not as_printed, evidence, truth, SymbolicIdentity(), other_way=(
        "It would hold if the second epsilon were a typesetting artefact; read literally it "
        "drops a first-order term."))


@claim(
    "mihelich2024.eq26",
    f"{SOURCE}, Demonstration 3.8, eq. (26)",
    "int_0^{1-c} 1 + int_{1-c}^1 x/(x + a) dx = 1 - c + int_{1-c}^1 1 - a/(x + a) dx",
    line=233, quote="$$\\int_0^{1-c} 1 + \\int_{1-c}^1 \\frac{x}{x+a} dx = 1 - c + "
    "\\int_{1-c}^1 1 - \\frac{a}{x+a} dx \\quad (26)$$",
)
def eq26() -> CheckResult:
    """Eq. (26) and its integral, eq. (27)'s 1 - a ln((1 + a)/(1 - c + a)): sympy identities."""
    lhs = sp.integrate(sp.Integer(1), (_x, 0, 1 - _c)) + sp.integrate(_x / (_x + _a),
                                                                      (_x, 1 - _c, 1))
    rhs = 1 - _c + sp.integrate(1 - _a / (_x + _a), (_x, 1 - _c, 1))
    same = is_zero(lhs - rhs)
    eq27 = is_zero(lhs - (1 - _a * sp.log((1 + _a) / (1 - _c + _a))))
    ok = same and eq27
    return decide(ok, False, _said(ok, "sympy: both sides of eq. (26) and eq. (27)'s closed form "
                                   "agree for 0 < c < 1, a > 0"), basis=SymbolicIdentity(),
                  other_way="It would be refuted by an integration error; there is none.")


@claim(
    "mihelich2024.eq28",
    f"{SOURCE}, Thm 3.5's proof, eq. (28) (a looser reading: the integral's value; that it is "
    "the minimum is mihelich2024.thm3.5.min)",
    "AUC_PR^min = int_0^1 x/(x + a c) dx = 1 - ac ln((1 + ac)/(ac)) [read as: the integral of "
    "the constant function c has this closed form]",
    line=241, quote="$$AUC_{PR}^{min} = \\int_0^1 \\frac{x}{x+ac} dx = 1 - ac "
    "\\ln\\left(\\frac{1+ac}{ac}\\right) \\quad (28)$$",
    reading="looser",
)
def eq28() -> CheckResult:
    """The integral of x/(x + ac) over [0, 1] is 1 - ac ln((1 + ac)/(ac)): sympy identity.

    Only the second equality is checked here; the first, that this is the minimum, is refuted by
    ``mihelich2024.thm3.5.min``.
    """
    q = _a * _c
    same = is_zero(sp.integrate(_x / (_x + q), (_x, 0, 1)) - (1 - q * sp.log((1 + q) / q)))
    return decide(same, False, _said(same, "sympy: int_0^1 x/(x + ac) dx - (1 - ac ln((1 + ac)/"
                                     "(ac))) simplifies to 0"), basis=SymbolicIdentity(),
                  other_way="Read with its first equality (the minimum), it is refuted "
                  "(mihelich2024.thm3.5.min).")


@claim(
    "mihelich2024.demo3.8.eq21",
    f"{SOURCE}, Demonstration 3.8, eq. (21)",
    "By replacing the expressions of (19) and (20) in (18) we find that: T(f_1) - T(f_0) = "
    "epsilon (-a y_0/(x_1 - x_0) ln(x_1 + a y_0) + a y_0/(x_1 - x_0) ln(x_0 + a y_0) + a y_0/"
    "(x_0 + a y_0) - a^2 y_0^2/((x_1 - x_0)(x_1 + a y_0)) + a^2 y_0^2/((x_1 - x_0)(x_0 + a y_0)))"
    " + o(epsilon)",
    line=204, quote="By replacing the expressions of (19) and (20) in (18) we find that:",
)
def eq21() -> CheckResult:
    """Eq. (21) is the first-order coefficient of T(f_1) - T(f_0) (sympy identity)."""
    k = _a * _y0
    printed = (-k / (_x1 - _x0) * sp.log(_x1 + k) + k / (_x1 - _x0) * sp.log(_x0 + k)
               + k / (_x0 + k) - k**2 / ((_x1 - _x0) * (_x1 + k))
               + k**2 / ((_x1 - _x0) * (_x0 + k)))
    diff = _t_difference()
    ok = is_zero(diff.subs(_eps, 0)) and is_zero(_first_order(diff) - printed)
    return decide(ok, False, _said(ok, "sympy: T(f_1) - T(f_0) vanishes at epsilon = 0 and its "
                                   "derivative there equals eq. (21)'s bracket"),
                  basis=SymbolicIdentity(), other_way=(
                      "It would be refuted had eq. (20)'s stray epsilon been carried over; "
                      "eq. (21) has the first-order term."))
