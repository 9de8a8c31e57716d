"""Tests of analytic.exact_minimum: the derivation, the closed forms and the mpmath solver."""

from __future__ import annotations

from fractions import Fraction

import mpmath
import pytest
import sympy as sp

from analytic import exact_minimum as em
from analytic.mihelich import auc_pr_min_mihelich

A, C = sp.symbols("A C", positive=True)


def test_every_derivation_step_holds():
    checks = em.derivation_checks()
    failed = [name for name, ok in checks.items() if not ok]
    assert not failed
    assert len(checks) >= 20


def test_stationarity_of_free_curve_symbolically():
    x, k, a, f = sp.symbols("x k a f", positive=True)
    v = em.free_curve(a, k, x)
    grad = sp.diff(x / (x + a * f), f).subs(f, v)
    assert sp.simplify(grad + a / k**2) == 0


def test_free_value_matches_integral_of_free_curve():
    # T(v_k) computed by integrating x/(x + a v_k) directly, at the free k
    x = sp.symbols("x", positive=True)
    a, c = sp.Integer(100), sp.Rational(1, 8)
    v = em.free_curve(a, em.free_multiplier(a, 1 - c), x)
    assert sp.simplify(sp.integrate(v, (x, 0, 1)) - c) == 0
    assert sp.simplify(sp.integrate(x / (x + a * v), (x, 0, 1)) - em.free_value(a, 1 - c)) == 0


def test_free_value_below_paper_on_its_own_example():
    # Mihelich et al. Sec. 4.1: a = 100, AUC-ROC = 0.875 -> claimed minimum 0.038
    exact = em.free_value(100, sp.Rational(7, 8))
    assert exact == sp.Rational(4, 117)
    assert float(exact) < 0.038
    paper = auc_pr_min_mihelich(100, sp.Rational(7, 8))  # the paper's formula, analytic.mihelich
    assert abs(float(paper) - 0.03799) < 1e-5


def test_capped_breakpoint_solves_mass_equation():
    x0 = em.capped_breakpoint(A, 1 - C)
    assert sp.simplify(em.capped_mass(A, x0) - C) == 0


@pytest.mark.parametrize(
    ("a", "c"), [(2, sp.Rational(9, 10)), (sp.Rational(1, 2), sp.Rational(99, 100))]
)
def test_capped_value_matches_numerical_integral(a, c):
    x0 = float(em.capped_breakpoint(a, 1 - c))
    k = (float(a) + x0) / x0**0.5
    fa = float(a)

    def f(x):
        return min((k * mpmath.sqrt(x) - x) / fa, 1) if x <= x0 else 1

    mass = mpmath.quad(f, [0, x0, 1])
    area = mpmath.quad(lambda x: x / (x + fa * f(x)), [0, x0, 1])
    assert abs(mass - float(c)) < 1e-12
    assert abs(area - float(em.capped_value(a, 1 - c))) < 1e-12


def test_ironed_equations_vanish_at_free_boundary():
    assert em.ironed_equations(1, sp.Rational(1, 6), 2, 1) == (0, 0)
    assert em.ironed_value(2, 1) == em.free_value(1, sp.Rational(1, 6))


def test_constant_fails_first_order_condition():
    lam = em.constant_kkt_residual_at_zero(A, 1 - C)
    cases = [(1, sp.Rational(1, 2)), (100, sp.Rational(1, 8)),
             (sp.Rational(1, 10), sp.Rational(1, 100))]
    for a, c in cases:
        assert float(lam.subs({A: a, C: c})) > 0


def _solution_curve(a, c, dps):
    p = em.exact_min_parameters(a, 1 - Fraction(c), dps=dps)
    regime, k, brk = p.regime, p.k, p.breakpoint
    if regime == "capped":
        level = mpmath.mpf(1)
    else:
        level = (k * mpmath.sqrt(brk) - brk) / a
    return regime, k, brk, level


# (a, c) covering the three regimes and both sides of a = 1
CASES = [(100, 0.125), (100, 0.005), (100, 0.9), (1, 0.5), (1, 0.95), (0.3, 0.5), (0.3, 0.99),
         (5, 0.01), (0.01, 0.5)]


@pytest.mark.parametrize(("a", "c"), CASES)
def test_mpmath_solution_feasible_and_value_by_quadrature(a, c):
    with mpmath.workdps(30):
        _, k, brk, level = _solution_curve(a, c, 30)
        aa = mpmath.mpf(a)

        def f(x):
            return (k * mpmath.sqrt(x) - x) / aa if x <= brk else level

        pts = [0, brk, 1] if 0 < brk < 1 else [0, 1]
        mass = mpmath.quad(f, pts)
        area = mpmath.quad(lambda x: x / (x + aa * f(x)), pts)
        value = em.auc_pr_min_exact(a, 1 - Fraction(c), dps=30)
        assert abs(mass - mpmath.mpf(c)) < mpmath.mpf(10) ** -20
        assert abs(area - value) < mpmath.mpf(10) ** -20
        # monotone and within [0, 1]
        assert 0 <= level <= 1
        assert f(brk) <= level + mpmath.mpf(10) ** -25


@pytest.mark.parametrize(("a", "c"), CASES)
def test_mpmath_solution_satisfies_kkt(a, c):
    """The certificate of optimality: G = lambda - a x/(x + a f)^2 is 0 where f = v_k, every
    tail integral of G over a flat piece is >= 0 (and the whole is 0), every head integral over
    the capped piece is <= 0."""
    with mpmath.workdps(30):
        regime, k, brk, level = _solution_curve(a, c, 30)
        aa = mpmath.mpf(a)
        lam = aa / k**2

        def g(x, fx):
            return lam - aa * x / (x + aa * fx) ** 2

        xs = [brk + (1 - brk) * mpmath.mpf(i) / 20 for i in range(21)]
        tails = [mpmath.quad(lambda x: g(x, level), [t, 1]) for t in xs]
        heads = [mpmath.quad(lambda x: g(x, level), [brk, t]) for t in xs]
        tol = mpmath.mpf(10) ** -20
        if regime == "ironed":
            assert abs(tails[0]) < tol
            assert min(tails) > -tol
        elif regime == "capped":
            assert max(heads) < tol
        else:
            assert brk == 1
        # stationarity on the free part
        for x in (brk / 3, brk / 2):
            assert abs(g(x, (k * mpmath.sqrt(x) - x) / aa)) < tol


def test_mpmath_solver_precision_is_local_and_high():
    before = mpmath.mp.dps
    v = em.auc_pr_min_exact(100, Fraction(7, 8), dps=50)
    assert mpmath.mp.dps == before
    with mpmath.workdps(60):
        assert abs(v - mpmath.mpf(4) / 117) < mpmath.mpf(10) ** -45
        w = em.auc_pr_min_exact(1, Fraction(1, 2), dps=50)
        # the ironed regime: compare 50 digits with a 60-digit solve
        w60 = em.auc_pr_min_exact(1, Fraction(1, 2), dps=60)
        assert abs(w - w60) < mpmath.mpf(10) ** -45


@pytest.mark.parametrize(("a", "c"), [(3, 0.1), (0.5, 0.2), (20, 0.02)])
def test_exact_below_paper(a, c):
    # the paper's printed minimum, Thm 3.5: 1 - ac ln((1 + ac)/(ac))
    q = a * c
    paper = 1 - q * mpmath.log((1 + q) / q)
    assert em.auc_pr_min_exact(a, 1 - Fraction(c), dps=20) < paper
