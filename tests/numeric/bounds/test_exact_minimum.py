"""Tests of numeric.bounds.exact_minimum (the float64 twin of analytic.exact_minimum)."""

from __future__ import annotations

import math

import mpmath
import numpy as np
import pytest
import sympy as sp
from hypothesis import example, given, settings
from scipy.integrate import quad
from scipy.optimize import brentq
from strategies import integer_score_datasets, skews, unit_floats

from analytic import exact_minimum as aem
from numeric.bounds import auc_roc_bounds, implied_order, precise
from numeric.bounds import exact_minimum as nem
from numeric.bounds.exact_minimum import (
    auc_pr_min_exact,
    auc_roc_max_exact,
    exact_min_solution,
    feasible_region,
    regime_boundaries,
)
from numeric.data.auc import auc_pr_score, auc_roc_score


def paper_min(a, auc_roc):
    """Mihelich et al. (2024), Thm 3.5, claimed minimum: 1 - ac ln((1 + ac)/(ac))."""
    q = a * (1 - auc_roc)
    return 1 - q * math.log1p(1 / q)


# --- twins tied to the symbolic expressions ---------------------------------------------------

@pytest.mark.parametrize(
    ("numeric_fn", "symbolic_fn"),
    [(nem._ironing_residual, aem.ironing_residual), (nem._ironed_mass, aem.ironed_mass),
     (nem._ironed_value, aem.ironed_value)],
)
def test_numeric_twins_match_symbolic(numeric_fn, symbolic_fn):
    k, s = sp.symbols("k s", positive=True)
    ref = sp.lambdify((k, s), symbolic_fn(k, s), "mpmath")
    rng = np.random.default_rng(1)
    kk = rng.uniform(0.1, 2.0, 50)
    ss = kk * rng.uniform(0.05, 0.5, 50)
    got = numeric_fn(kk, ss)
    with mpmath.workdps(40):
        want = np.array([float(ref(mpmath.mpf(a), mpmath.mpf(b)))
                         for a, b in zip(kk, ss, strict=True)])
    np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-15)


def test_jacobian_matches_symbolic():
    k, s = sp.symbols("k s", positive=True)
    r, m = aem.ironing_residual(k, s), aem.ironed_mass(k, s)
    exprs = [sp.diff(r, k), sp.diff(r, s), sp.diff(m, k), sp.diff(m, s)]
    fns = [sp.lambdify((k, s), e, "numpy") for e in exprs]
    rng = np.random.default_rng(2)
    kk = rng.uniform(0.2, 2.0, 30)
    ss = kk * rng.uniform(0.1, 0.5, 30)
    for got, fn in zip(nem._ironed_jacobian(kk, ss), fns, strict=True):
        np.testing.assert_allclose(got, fn(kk, ss), rtol=1e-10)


def _mp_form(expr_fn, nargs):
    syms = sp.symbols(f"v0:{nargs}", positive=True)
    return sp.lambdify(syms, expr_fn(*syms), "mpmath")


def _random_points(regime, n, seed):
    """(skew, auc_roc) pairs inside one regime, skews log-uniform over 1e-6..1e6."""
    rng = np.random.default_rng(seed)
    out = []
    while len(out) < n:
        a = 10 ** rng.uniform(-6, 6)
        r = rng.uniform(0, 1) if rng.random() < 0.7 else 1 - 10 ** rng.uniform(-12, 0)
        if exact_min_solution(a, r).regime == regime:
            out.append((a, r))
    return np.array(out)


@pytest.mark.parametrize("regime", ["ironed", "free", "capped"])
def test_numeric_twin_matches_the_sympy_forms_in_every_regime(regime):
    """Every numpy formula of the exact minimum against its sympy source (50 digits, rel 1e-12).

    The float64 regime, parameters and value at random points are checked against the forms of
    :mod:`analytic.exact_minimum` lambdified to mpmath: the ironed (k, s) must solve
    ``ironed_equations`` and give ``ironed_value``; the free value is ``free_value``; the capped
    breakpoint and value are ``capped_breakpoint`` and ``capped_value``.
    """
    pts = _random_points(regime, 40, seed={"ironed": 1, "free": 2, "capped": 3}[regime])
    a, r = pts[:, 0], pts[:, 1]
    reg, k, brk, val = nem._exact_min_arrays(a, 1.0 - r, r)
    assert set(reg.tolist()) == {("ironed", "free", "capped").index(regime)}
    forms = {name: _mp_form(getattr(aem, name), n) for name, n in [
        ("free_value", 2), ("capped_breakpoint", 2), ("capped_value", 2), ("ironed_value", 2),
        ("ironing_residual", 2), ("ironed_mass", 2)]}
    with mpmath.workdps(50):
        for ai, ri, ki, bi, vi in zip(a, r, k, brk, val, strict=True):
            am, rm = mpmath.mpf(ai), mpmath.mpf(ri)
            if regime == "free":
                want = forms["free_value"](am, rm)
                assert ki == pytest.approx(float(1.5 * am * (1 - rm) + 0.75), rel=1e-14)
            elif regime == "capped":
                assert bi == pytest.approx(float(forms["capped_breakpoint"](am, rm)), rel=1e-12)
                want = forms["capped_value"](am, rm)
            else:
                si = mpmath.sqrt(mpmath.mpf(bi))
                km = mpmath.mpf(ki)
                assert abs(forms["ironing_residual"](km, si)) < 1e-9
                assert forms["ironed_mass"](km, si) == pytest.approx(am * (1 - rm), rel=1e-9)
                want = forms["ironed_value"](km, si)
            assert vi == pytest.approx(float(want), rel=1e-12)


# --- against the mpmath solver, every regime ------------------------------------------------

SKEWS = [0.01, 0.2, 0.5, 0.9, 1.0, 1.5, 4.0, 30.0, 1000.0]
ROCS = [0.0, 1e-9, 0.02, 0.2, 0.45, 0.7, 0.875, 0.95, 0.999, 0.99999, 1.0]


def test_float64_matches_mpmath_on_a_grid():
    a, r = np.meshgrid(SKEWS, ROCS, indexing="ij")
    got = auc_pr_min_exact(a, r)
    want = np.array([[float(aem.auc_pr_min_exact(ai, ri, dps=30))
                      for ri in ROCS] for ai in SKEWS])
    np.testing.assert_allclose(got, want, rtol=1e-13, atol=1e-15)


def test_dps_path_agrees():
    hi = precise.auc_pr_min_exact(1.0, 0.5, dps=40)
    assert isinstance(hi, mpmath.mpf)
    assert float(hi) == pytest.approx(auc_pr_min_exact(1.0, 0.5), rel=1e-14)
    pts = [(0.3, 0.5), (100, 0.875)]
    mp_vals = [precise.auc_pr_min_exact(a, r, dps=25) for a, r in pts]
    assert all(isinstance(v, mpmath.mpf) for v in mp_vals)
    np.testing.assert_allclose([float(v) for v in mp_vals],
                               auc_pr_min_exact([0.3, 100], [0.5, 0.875]), rtol=1e-14)
    # the free regime has a closed form: 8/(9(2q + 1)), q = 100 * 0.125 -> 4/117 to 40 digits
    with mpmath.workdps(40):
        free = precise.auc_pr_min_exact(100, 0.875, dps=40)
        assert abs(free - mpmath.mpf(4) / 117) < mpmath.mpf(10) ** -38


def test_paper_example_section_4_1():
    # Mihelich et al. Sec. 4.1: a = 100, AUC-ROC = 0.875, AUC-PR claimed in [0.038, 0.876]
    v = auc_pr_min_exact(100, 0.875)
    assert v == pytest.approx(4 / 117, rel=1e-14)
    assert v < 0.038
    assert paper_min(100, 0.875) == pytest.approx(0.038, abs=5e-4)


@pytest.mark.parametrize("a", SKEWS)
def test_exact_strictly_below_paper_minimum(a):
    r = np.linspace(0.01, 0.99, 25)
    exact = auc_pr_min_exact(a, r)
    paper = np.array([paper_min(a, ri) for ri in r])
    assert np.all(exact < paper)


@pytest.mark.parametrize("a", SKEWS)
def test_minimum_decreases_in_c_and_hits_endpoints(a):
    r = np.linspace(0.0, 1.0, 401)
    v = auc_pr_min_exact(a, r)
    assert np.all(np.diff(v) > 0)  # increasing in AUC-ROC
    assert v[-1] == 1.0
    # AUC-ROC 0: f = 1, the global minimum 1 - a ln((1 + a)/a) (Boyd et al. Thm 2)
    assert v[0] == pytest.approx(1 - a * math.log1p(1 / a), rel=1e-12)


# --- the minimizing curve ---------------------------------------------------------------------

@pytest.mark.parametrize(("a", "r"), [(100, 0.875), (100, 0.2), (100, 0.999), (1, 0.5), (0.5, 0.05),
                                      (0.1, 0.6)])
def test_solution_curve_by_quadrature(a, r):
    sol = exact_min_solution(a, r)

    def f(x):
        return float(sol.curve(x))

    pts = [sol.breakpoint] if 0 < sol.breakpoint < 1 else None
    mass = quad(f, 0, 1, points=pts, epsabs=1e-14, epsrel=1e-13, limit=200)[0]
    area = quad(lambda x: x / (x + a * f(x)), 0, 1, points=pts, epsabs=1e-14, epsrel=1e-13,
                limit=200)[0]
    assert mass == pytest.approx(1 - r, abs=1e-10)
    assert area == pytest.approx(sol.value, abs=1e-10)
    xs = np.linspace(0, 1, 2001)
    fx = sol.curve(xs)
    assert np.all(np.diff(fx) >= -1e-15) and fx.min() >= 0 and fx.max() <= 1 + 1e-15


def test_solution_regimes():
    assert exact_min_solution(100, 0.875).regime == "free"
    assert exact_min_solution(100, 0.999).regime == "ironed"
    assert exact_min_solution(100, 0.2).regime == "capped"
    assert exact_min_solution(0.5, 0.05).regime == "capped"
    assert exact_min_solution(0.5, 0.5).regime == "ironed"


@pytest.mark.parametrize("a", [0.05, 0.3, 0.8, 1.0, 2.0, 100.0])
def test_regime_boundaries_switch_regime_continuously(a):
    rb = regime_boundaries(a)
    eps = 1e-7
    for c_end, before, after in [(rb.ironed_end, "ironed", None), (rb.free_end, None, "capped")]:
        lo, hi = exact_min_solution(a, 1 - (c_end - eps)), exact_min_solution(a, 1 - (c_end + eps))
        if before:
            assert lo.regime == before and hi.regime != before
        if after:
            assert hi.regime == after
        assert abs(lo.value - hi.value) < 1e-5
        assert abs(lo.k - hi.k) < 1e-3
    if a >= 1:
        assert rb.ironed_end == pytest.approx(5 / (6 * a))
        assert rb.free_end == pytest.approx(2 / 3 + 1 / (6 * a))


# --- the inverse: exact max AUC-ROC at fixed AUC-PR --------------------------------------------

@pytest.mark.parametrize("a", [0.1, 1.0, 7.0, 100.0])
def test_auc_roc_max_exact_round_trip(a):
    r = np.array([0.001, 0.1, 0.5, 0.875, 0.99, 0.9999])
    k = auc_pr_min_exact(a, r)
    np.testing.assert_allclose(auc_roc_max_exact(a, k), r, atol=1e-10)


def test_auc_roc_max_exact_exceeds_thm_3_9():
    # Mihelich Thm 3.9: AUC_ROC_max = 1 - F^{-1}(1 - k)/a, F(x) = x ln((1+x)/x); computed here
    a, k = 100.0, 0.7
    finv = brentq(lambda x: x * math.log1p(1 / x) - (1 - k), 1e-12, 1e3, xtol=1e-15)
    paper = 1 - finv / a
    assert paper == pytest.approx(0.999, abs=5e-4)  # Sec. 4.2: [0.697, 0.999]
    assert auc_roc_max_exact(a, k) > paper


def test_auc_roc_max_exact_endpoints_and_dps():
    a = 2.0
    gmin = 1 - a * math.log1p(1 / a)
    assert auc_roc_max_exact(a, 1.0) == 1.0
    assert auc_roc_max_exact(a, gmin) == 0.0
    hi = precise.auc_roc_max_exact(a, 0.5, dps=30)
    assert isinstance(hi, mpmath.mpf)
    assert float(hi) == pytest.approx(auc_roc_max_exact(a, 0.5), abs=1e-14)
    with mpmath.workdps(30):  # the root really is one to ~30 digits
        residual = aem.auc_pr_min_exact(a, hi, dps=30) - mpmath.mpf(0.5)
        assert abs(residual) < mpmath.mpf(10) ** -25


# --- feasible region and Cor 4.1 -------------------------------------------------------------

def test_feasible_region():
    reg = feasible_region(3.0, num=51)
    assert reg.auc_roc.shape == reg.auc_pr_lower.shape == reg.auc_pr_upper.shape == (51,)
    assert np.all(reg.auc_pr_lower <= reg.auc_pr_upper + 1e-15)
    assert np.all(reg.auc_pr_lower[1:-1] < reg.auc_pr_upper[1:-1])
    # the upper boundary is Thm 3.5's maximum, computed here from the printed formula
    c = 1 - reg.auc_roc
    np.testing.assert_allclose(reg.auc_pr_upper, 1 - 3.0 * np.log((1 + 3.0) / (1 - c + 3.0)),
                               rtol=1e-12)


def test_cor_4_1_with_exact_bounds():
    a = 100.0
    # with the paper's minimum, 0.875 vs 0.05 looks decided; exactly it is decided only if
    # exact min at 0.875 (4/117) >= max at 0.05
    c2 = 0.95
    paper_max = 1 - a * math.log((1 + a) / (1 - c2 + a))
    implied = "model 1 >= model 2 implied"
    res = implied_order(skew=a, auc_roc=(0.875, 0.05), method="exact")
    assert (auc_pr_min_exact(a, 0.875) >= paper_max) == (res.verdict == implied)
    assert res.bounds_1[0] == pytest.approx(float(auc_pr_min_exact(a, 0.875)), rel=1e-15)
    assert implied_order(skew=1.0, auc_pr=(0.99, 0.4), method="exact").verdict == implied
    assert implied_order(skew=1.0, auc_pr=(0.5, 0.5), method="exact").verdict == "not implied"


# --- API conventions ---------------------------------------------------------------------------

def test_scalars_are_python_floats_and_arrays_broadcast():
    assert type(auc_pr_min_exact(2.0, 0.5)) is float
    assert type(auc_roc_max_exact(2.0, 0.5)) is float
    out = auc_pr_min_exact([[1.0], [2.0]], [0.1, 0.5, 0.9])
    assert out.shape == (2, 3)


def test_inputs_not_modified():
    a = np.array([1.0, 2.0])
    r = np.array([0.3, 0.6])
    auc_pr_min_exact(a, r)
    np.testing.assert_array_equal(a, [1.0, 2.0])
    np.testing.assert_array_equal(r, [0.3, 0.6])


@pytest.mark.parametrize(
    ("fn", "args", "exc", "match"),
    [
        (auc_pr_min_exact, (0.0, 0.5), ValueError, r"skew must be > 0, got 0\.0"),
        (auc_pr_min_exact, (1.0, 1.5), ValueError, r"auc_roc must be in \[0, 1\], got 1\.5"),
        (auc_pr_min_exact, (1.0, "x"), TypeError, r"auc_roc must be a real number"),
        (auc_roc_max_exact, (1.0, 0.2), ValueError,
         r"auc_pr must be in \[1 - skew\*ln\(\(1 \+ skew\)/skew\), 1\], got 0\.2 with skew 1\.0"),
        (auc_roc_max_exact, (1.0, 1.2), ValueError, r"auc_pr must be in .* got 1\.2"),
        (exact_min_solution, ([1.0, 2.0], 0.5), TypeError, r"skew and auc_roc must be scalars"),
        (regime_boundaries, (-2.0,), ValueError, r"skew must be > 0, got -2\.0"),
        (feasible_region, (1.0, 1), ValueError, r"num must be >= 2, got 1"),
        (feasible_region, (1.0, 2.5), TypeError, r"num must be an integer, got float"),
    ],
)
def test_validation_messages(fn, args, exc, match):
    with pytest.raises(exc, match=match):
        fn(*args)


def test_curve_validation():
    with pytest.raises(ValueError, match=r"tpr must be in \[0, 1\], got 2\.0"):
        exact_min_solution(1.0, 0.5).curve(2.0)


# --- every data set lies inside the exact feasible region --------------------------------------

@given(integer_score_datasets())
@example((np.array([1] * 20 + [0] * 2000), np.r_[np.zeros(20), np.ones(250), np.zeros(1750)]))
def test_every_dataset_inside_exact_region(data):
    y_true, y_score = data
    a = (1 - y_true).sum() / y_true.sum()
    r = auc_roc_score(y_true, y_score)
    p = auc_pr_score(y_true, y_score)
    assert p >= auc_pr_min_exact(a, r) - 1e-12
    c = 1 - r  # Thm 3.5's maximum, printed formula
    assert p <= 1 - a * math.log((1 + a) / (1 - c + a)) + 1e-12
    assert r <= auc_roc_max_exact(a, p) + 1e-9


def test_auc_roc_max_exact_round_trip_on_random_points():
    """T_min(1 - auc_roc_max_exact(a, k)) = k over skews 1e-6..1e6 and the whole AUC-PR domain.

    The residual is limited by the rounding of AUC-ROC = 1 - c near 1 (c down to ~1e-9), not by
    the solver. The pinned point once hit an exact zero of the residual mid-iteration, where a
    safeguarded step must keep the root instead of bisecting away from it.
    """
    rng = np.random.default_rng(59)
    a = np.concatenate([10 ** rng.uniform(-6, 6, 3000), [10645.743310192835]])
    m = 1 - a * np.log1p(1 / a)
    k = np.concatenate([m[:-1] + (1 - m[:-1]) * rng.random(3000), [0.9940660880937049]])
    roc = auc_roc_max_exact(a, k)
    back = np.asarray(auc_pr_min_exact(a, roc))
    np.testing.assert_allclose(back, k, rtol=1e-8)
    # the exact maximum is never below the paper's claimed one (the exact minimum is lower); in
    # float64, T_min near 1 (small skews) has an absolute error of a few ulp of 1, a relative
    # error of ~1e-16/(1 - k) in 1 - T: the tolerance follows it
    paper = np.asarray(auc_roc_bounds(a, k).auc_roc_max_mihelich)
    assert np.all(roc >= paper - 1e-12 - 1e-15 / (1 - k))


# --- right numbers everywhere ---------------------------------------------------------------------

def _capped_reference(a, r):
    """The capped regime's printed value (docs/exact_minimum.md) at the current precision:
    x0 = 6r/(1 + sqrt(1 - 6r/a)), T = 2 x0^2/(3(a + x0)) + (1 - x0) - a ln((1 + a)/(x0 + a))."""
    x0 = 6 * r / (1 + mpmath.sqrt(1 - 6 * r / a))
    return 2 * x0**2 / (3 * (a + x0)) + (1 - x0) - a * mpmath.log((1 + a) / (x0 + a))


def _max_roc_reference(a, k):
    """AUC-ROC with T_capped(AUC-ROC) = k by bisection (the capped regime, small AUC-ROC)."""
    lo, hi = mpmath.mpf(0), mpmath.mpf("1e-2")
    for _ in range(mpmath.mp.prec + 10):
        mid = (lo + hi) / 2
        if _capped_reference(a, mid) < k:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


@pytest.mark.parametrize("excess", [1e-4, 1e-6, 1e-8, 1e-10, 1e-12])
def test_auc_roc_max_exact_near_the_global_minimum_at_skew_1e12(excess):
    """At skew 1e12 near the global minimum the float64 path returned 8.889e-5 for a
    whole interval of AUC-PR and the dps path was wrong in the 4th digit. Reference: bisection
    on the printed capped value at 120 digits. float64 is within its documented error
    4e-16 k/(k - m) (relative); dps=20 carries 20 digits."""
    a = 1e12
    m = global_min = float(auc_pr_min_exact(a, 0.0))
    k = global_min * (1 + excess)
    with mpmath.workdps(120):
        am, km = mpmath.mpf(a), mpmath.mpf(k)
        want = _max_roc_reference(am, km)
        cond = float(km / (km - (1 - am * mpmath.log1p(1 / am))))
    got = auc_roc_max_exact(a, k)
    assert abs(got - float(want)) <= 4e-16 * cond * float(want) + 1e-15
    hi = precise.auc_roc_max_exact(a, k, dps=20)
    with mpmath.workdps(120):
        assert abs(hi - want) <= mpmath.mpf(10) ** -19 * want
    assert m > 0


def test_auc_roc_max_exact_takes_no_plateau_near_the_minimum():
    """Distinct AUC-PR give distinct maxima (the 8.889e-5 plateau of an earlier version)."""
    m = float(auc_pr_min_exact(1e12, 0.0))
    got = [auc_roc_max_exact(1e12, m * (1 + e)) for e in (1e-8, 1e-9, 1e-10)]
    assert got[0] > got[1] > got[2] > 0


def test_dps_exact_minimum_at_large_skew():
    """auc_pr_min_exact(1e12, 0.0, dps=15) gave 5.03e-13 (true 4.99999999999667e-13)."""
    for a in (1e12, 1e40, 1e300):
        got = precise.auc_pr_min_exact(a, 0.0, dps=15)
        with mpmath.workdps(700):  # independent: 1 - a log1p(1/a) at 700 digits
            am = mpmath.mpf(a)
            want = 1 - am * mpmath.log1p(1 / am)
            assert abs(got - want) <= mpmath.mpf(10) ** -14 * want
    with mpmath.workdps(60):
        got15 = precise.auc_pr_min_exact(1e12, 0.0, dps=15)
        assert mpmath.nstr(got15, 15) == "4.99999999999667e-13"


def test_dps_exact_minimum_takes_the_number_typed():
    """The free regime's 8/(9(2q + 1)) at skew 10, AUC-ROC 0.7 is 8/63; a decimal
    string, a Fraction and a 50-digit mpf of 0.7 give it to 25 digits, the float 0.7 does not."""
    from fractions import Fraction

    with mpmath.workdps(50):
        want = mpmath.mpf(8) / 63
        mp_in = mpmath.mpf("0.7")
    for value in ("0.7", Fraction(7, 10), mp_in):
        with mpmath.workdps(50):
            assert abs(precise.auc_pr_min_exact(10, value, dps=25) - want) < mpmath.mpf(10) ** -25
    with mpmath.workdps(50):
        assert abs(precise.auc_pr_min_exact(10, 0.7, dps=25) - want) > mpmath.mpf(10) ** -20
        k = precise.auc_roc_max_exact(10, "0.3", dps=25)  # free regime: AUC-ROC 487/540 exactly
        assert abs(k - mpmath.mpf(487) / 540) < mpmath.mpf(10) ** -24


def test_secant_no_longer_leaves_the_real_line():
    """auc_roc_max_exact(1e-6, 0.9999861844884558, dps=40) raised TypeError (mpc)."""
    a, k = 1e-6, 0.9999861844884558
    got = precise.auc_roc_max_exact(a, k, dps=40)
    assert isinstance(got, mpmath.mpf) and 0 <= got < 1e-6
    with mpmath.workdps(60):  # the exact minimum at that AUC-ROC is k again
        assert abs(aem.auc_pr_min_exact(a, got, dps=50) - mpmath.mpf(k)) < mpmath.mpf(10) ** -38


@pytest.mark.parametrize("a", [1e-100, 1e-200, 1e-310, 5e-324])
def test_tiny_skews_give_numbers(a):
    """auc_pr_min_exact(1e-100, 0.5) was NaN. For q = a c < 1e-19 the value is within
    rounding of 1 - q ln(1/q) (the ironed asymptote), i.e. 1.0 in float64."""
    r = np.array([0.0, 1e-300, 0.5, 1 - 1e-16, 1.0])
    v = auc_pr_min_exact(a, r)
    assert not np.isnan(v).any()
    np.testing.assert_array_equal(v, 1.0)
    assert aem.auc_pr_min_exact(a, 0.5, dps=30) == 1  # 1 - T ~ q ln(1/q) < 1e-30
    with mpmath.workdps(80):  # the asymptote, where mpmath can still see 1 - T
        q = mpmath.mpf(1e-20) / 2
        hi = aem.auc_pr_min_exact(1e-20, 0.5, dps=60)
        assert abs((1 - hi) / (q * mpmath.log(1 / q)) - 1) < mpmath.mpf("0.1")
    sol = exact_min_solution(a, 0.5)
    assert sol.regime == "ironed" and np.isfinite(sol.k) and sol.value == 1.0


def test_feasible_region_grid_is_capped_before_allocating():
    with pytest.raises(ValueError, match=r"num must be <= 1000000, got 1000000000"):
        feasible_region(1.0, num=10**9)


@settings(max_examples=40)
@given(a=skews(), r=unit_floats())
def test_float64_exact_minimum_right_for_every_float(a, r):
    """Over every positive float skew and AUC-ROC in [0, 1] (0, 1, subnormals): never NaN, in
    [global minimum, 1], and within 1e-12 (relative; one subnormal step where subnormal) of the
    mpmath evaluation of the sympy forms (``analytic.exact_minimum``, 30 digits)."""
    v = auc_pr_min_exact(a, r)
    assert not math.isnan(v) and v <= 1.0
    want = float(aem.auc_pr_min_exact(a, r, dps=30))
    assert abs(v - want) <= 1e-12 * want + 1e-322, (v, want)


@settings(max_examples=30)
@given(a=skews(), t=unit_floats())
def test_float64_auc_roc_max_exact_right_for_every_float(a, t):
    """Every positive float skew, AUC-PR from the global minimum m to 1: never NaN, in [0, 1],
    and within 1e-15 k/(k - m) + 1e-13 (relative; the documented conditioning near m) of the
    mpmath inversion of the sympy forms at 25 digits."""
    m = float(auc_pr_min_exact(a, 0.0))  # the global minimum
    k = min(m + t * (1 - m), 1.0)
    got = auc_roc_max_exact(a, k)
    assert not math.isnan(got) and 0.0 <= got <= 1.0
    want = aem.auc_roc_max_exact(a, k, dps=25)
    with mpmath.workdps(40 + 2 * max(0, int(math.log10(a)) + 1)):
        excess = mpmath.mpf(k) - (1 - mpmath.mpf(a) * mpmath.log1p(1 / mpmath.mpf(a)))
        cond = float(k / excess) if excess > 0 else math.inf
    tol = (1e-15 * cond + 1e-13) * float(want) + 1e-300
    assert cond == math.inf or abs(got - float(want)) <= tol
