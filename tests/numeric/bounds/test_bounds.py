"""Tests of numeric.bounds: Mihelich et al. (2024) Thm 3.5, 3.9, Cor. 4.1; Boyd et al. Thm 2."""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import mpmath
import numpy as np
import pytest
import sympy as sp
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import skews, unit_floats

from analytic import mihelich as sym
from numeric.bounds import (
    AucPrBounds,
    AucRocBounds,
    ImpliedOrder,
    auc_pr_bounds,
    auc_pr_max,
    auc_pr_min_mihelich,
    auc_roc_bounds,
    auc_roc_max_mihelich,
    auc_roc_min,
    global_min_auc_pr,
    implied_order,
    precise,
)
from numeric.bounds.results import AUC_PR_BOUNDS, AUC_ROC_BOUNDS, QUANTITIES

# ----------------------------------------------------------------- the documented accuracy grid
# skews 1e-6 .. 1e6 (25 log-spaced); AUC-ROC near 0, uniform, near 1 and the ends; AUC-PR as the
# fraction t of the way from the global minimum m to 1, k = m + t (1 - m), t in 1e-8 .. 1.
SKEWS = np.logspace(-6, 6, 25)
AUC_ROC_GRID = np.concatenate([np.logspace(-16, -1, 12), np.linspace(0.05, 0.95, 19),
                               1 - np.logspace(-16, -1, 12), [0.0, 1.0]])
T_GRID = np.concatenate([np.logspace(-8, -1, 8), np.linspace(0.05, 0.95, 19),
                         1 - np.logspace(-16, -1, 12), [1.0]])


def _roc_grid():
    a, r = np.meshgrid(SKEWS, AUC_ROC_GRID)
    return a.ravel(), r.ravel()


def _pr_grid():
    a = np.repeat(SKEWS, T_GRID.size)
    t = np.tile(T_GRID, SKEWS.size)
    m = global_min_auc_pr(a)
    k = np.minimum(m + t * (1 - m), 1.0)
    return a, k, m


def _floats(objs) -> np.ndarray:
    return np.array([float(v) for v in np.ravel(objs)])


def _precise_grid(fn, *args, dps):
    """The precise twin of ``fn`` at every point of the broadcast grid, as float64."""
    entry = getattr(precise, fn.__name__)
    cols = np.broadcast_arrays(*args)
    return np.array([float(entry(*(float(c) for c in point), dps=dps))
                     for point in zip(*(c.ravel() for c in cols), strict=True)])


def _mp(fn):
    """The precise entry of a float64 bound (same name)."""
    return getattr(precise, fn.__name__)


@pytest.mark.parametrize("fn", [auc_pr_max, auc_pr_min_mihelich])
def test_auc_pr_bounds_relative_error_vs_mpmath(fn):
    """Worst relative error <= 1e-15 against the 50-digit evaluation of the sympy formula."""
    a, r = _roc_grid()
    ref = _precise_grid(fn, a, r, dps=50)
    err = np.abs(fn(a, r) - ref) / ref
    assert err.max() <= 1e-15, (float(err.max()), float(a[np.argmax(err)]),
                                float(r[np.argmax(err)]))


def test_global_min_relative_error_vs_mpmath():
    ref = _precise_grid(global_min_auc_pr, SKEWS, dps=50)
    assert np.max(np.abs(global_min_auc_pr(SKEWS) - ref) / ref) <= 5e-16


@pytest.mark.parametrize("fn", [auc_roc_min, auc_roc_max_mihelich])
def test_auc_roc_bounds_error_is_within_the_conditioning(fn):
    """Relative error <= 1e-15 times the condition number min(k, 1 - k)/(k - m) (>= 1).

    As k approaches the global minimum m both bounds vanish like (k - m): the problem itself
    amplifies the one-ulp uncertainty of m (or of 1 - m) by that factor.
    """
    a, k, m = _pr_grid()
    ref = _precise_grid(fn, a, k, dps=50)
    got = fn(a, k)
    with np.errstate(divide="ignore"):
        cond = np.maximum(np.minimum(k, 1 - k) / np.maximum(k - m, 1e-300), 1.0)
    err = np.abs(got - ref) / np.where(ref > 0, ref, 1.0)
    assert np.all(err <= 1e-15 * cond), float(np.max(err / cond))
    far = (k - m) >= 1e-3 * (1 - m)
    assert err[far & (a >= 1e-2)].max() <= 1e-12


# ----------------------------------------------------------------- slow, obvious references


@pytest.mark.parametrize("a", [1e-3, 0.5, 1.0, 100.0, 1e4])
@pytest.mark.parametrize("r", [0.0, 0.3, 0.875, 0.999])
def test_thm35_against_quadrature_of_T(a, r):
    """Max: T over the 0/1 step at x = 1 - c; claimed min: T at f = c; by mpmath.quad."""
    c = 1 - r
    with mpmath.workdps(30):
        step = (1 - c) + mpmath.quad(lambda x: x / (x + a), [1 - c, 1])
        const = mpmath.quad(lambda x: x / (x + a * c), [0, 1]) if c > 0 else mpmath.mpf(1)
    assert auc_pr_max(a, r) == pytest.approx(float(step), rel=1e-13)
    assert auc_pr_min_mihelich(a, r) == pytest.approx(float(const), rel=1e-13)


@pytest.mark.parametrize("a", [1e-4, 0.3, 1.0, 100.0, 1e5])
@pytest.mark.parametrize("r", [0.01, 0.3, 0.875, 0.999])
def test_thm39_inverts_thm35_numerically(a, r):
    assert auc_roc_min(a, auc_pr_max(a, r)) == pytest.approx(r, rel=1e-9)
    assert auc_roc_max_mihelich(a, auc_pr_min_mihelich(a, r)) == pytest.approx(r, rel=1e-9)


# ----------------------------------------------------------------- twins of the sympy formulas


@pytest.mark.parametrize(
    ("fn", "expr"),
    [
        (auc_pr_max, sym.auc_pr_max),
        (auc_pr_min_mihelich, sym.auc_pr_min_mihelich),
    ],
)
def test_twins_of_thm35_at_random_points(fn, expr):
    rng = np.random.default_rng(11)
    for a, v in zip(10 ** rng.uniform(-3, 3, 20), rng.uniform(0, 1, 20), strict=True):
        ref = float(expr(sp.Float(a, 30), sp.Float(v, 30)).evalf(30))
        assert fn(a, v) == pytest.approx(ref, rel=1e-12)


@pytest.mark.parametrize(
    ("fn", "expr"),
    [
        (auc_roc_min, sym.auc_roc_min),
        (auc_roc_max_mihelich, sym.auc_roc_max_mihelich),
    ],
)
def test_twins_of_thm39_at_random_points(fn, expr):
    rng = np.random.default_rng(12)
    for a, t in zip(10 ** rng.uniform(-3, 3, 20), rng.uniform(0.05, 1, 20), strict=True):
        m = global_min_auc_pr(a)
        k = m + t * (1 - m)
        ref = float(expr(sp.Float(a, 30), sp.Float(k, 30)).evalf(30))
        assert fn(a, k) == pytest.approx(ref, rel=1e-12)


def test_global_min_is_the_twin_of_cor311():
    for a in (0.01, 1.0, 9.0, 1e3):
        ref = float(sym.global_min_auc_pr(sp.Float(a, 30)).evalf(30))
        assert global_min_auc_pr(a) == pytest.approx(ref, rel=1e-12)


# ----------------------------------------------------------------- structure and edges


def test_order_of_the_bounds():
    a, r = _roc_grid()
    m = global_min_auc_pr(a)
    lo, hi = auc_pr_min_mihelich(a, r), auc_pr_max(a, r)
    assert np.all(m <= lo * (1 + 1e-15))
    assert np.all(lo <= hi * (1 + 1e-15))
    assert np.all(hi <= 1.0)


@pytest.mark.parametrize("a", [1e-6, 0.5, 100.0, 1e6])
def test_ends_of_the_domain(a):
    m = global_min_auc_pr(a)
    assert auc_pr_max(a, 1.0) == 1.0
    assert auc_pr_min_mihelich(a, 1.0) == 1.0
    assert auc_pr_max(a, 0.0) == pytest.approx(m, rel=1e-15)
    assert auc_pr_min_mihelich(a, 0.0) == pytest.approx(m, rel=1e-15)
    assert auc_roc_min(a, 1.0) == pytest.approx(1.0, rel=1e-15)
    assert auc_roc_max_mihelich(a, 1.0) == 1.0
    assert auc_roc_min(a, m) == 0.0
    assert auc_roc_max_mihelich(a, m) == pytest.approx(0.0, abs=1e-12)


def test_broadcasting_and_types():
    out = auc_pr_max([[1.0], [10.0], [100.0]], [0.1, 0.5, 0.9, 1.0])
    assert out.shape == (3, 4)
    assert isinstance(auc_pr_max(1.0, 0.5), float)
    assert isinstance(auc_roc_min(1.0, 0.5), float)
    assert isinstance(global_min_auc_pr(2), float)
    with pytest.raises(ValueError, match=r"skew and auc_roc must broadcast together, got shapes "
                                         r"\(2,\) and \(3,\)"):
        auc_pr_max([1.0, 2.0], [0.1, 0.2, 0.3])


def test_inputs_are_not_modified():
    a = np.array([1.0, 100.0])
    r = np.array([0.5, 0.9])
    a0, r0 = a.copy(), r.copy()
    for fn in (auc_pr_max, auc_pr_min_mihelich, auc_roc_min, auc_roc_max_mihelich):
        fn(a, r)
    auc_pr_bounds(a, r)
    assert np.array_equal(a, a0) and np.array_equal(r, r0)


# ----------------------------------------------------------------- bad input


@pytest.mark.parametrize("fn", [auc_pr_max, auc_pr_min_mihelich, auc_roc_min,
                                auc_roc_max_mihelich])
def test_skew_must_be_positive(fn):
    with pytest.raises(ValueError, match=r"skew must be > 0, got -1\.0"):
        fn(-1.0, 0.5)
    with pytest.raises(ValueError, match=r"skew must be > 0, got 0\.0"):
        fn(0.0, 0.5)


@pytest.mark.parametrize(("fn", "name"), [(auc_pr_max, "auc_roc"), (auc_pr_min_mihelich, "auc_roc"),
                                          (auc_roc_min, "auc_pr"),
                                          (auc_roc_max_mihelich, "auc_pr")])
def test_auc_must_be_in_unit_interval(fn, name):
    with pytest.raises(ValueError, match=rf"{name} must be in \[0, 1\], got 1.5"):
        fn(1.0, 1.5)
    with pytest.raises(ValueError, match=rf"{name} must be in \[0, 1\], got -0.1 \(at index 1\)"):
        fn(1.0, [0.5, -0.1])
    with pytest.raises(ValueError, match=f"{name} must not be NaN"):
        fn(1.0, float("nan"))
    with pytest.raises(TypeError, match=f"{name} must be a real number"):
        fn(1.0, "x")
    # a decimal string is a number, read exactly (and rounded once without dps)
    assert fn(1.0, "0.75") == fn(1.0, 0.75)


@pytest.mark.parametrize("fn", [auc_roc_min, auc_roc_max_mihelich])
def test_auc_pr_below_global_minimum_says_the_minimum(fn):
    m = global_min_auc_pr(100.0)
    with pytest.raises(ValueError, match=rf"auc_pr must be >= the global minimum {m!r} for "
                                         r"skew 100.0, got 0.001$"):
        fn(100.0, 0.001)
    with pytest.raises(ValueError, match=r"got 0.001 \(at index 1\)"):
        fn(100.0, [0.5, 0.001])


def test_auc_pr_one_ulp_below_the_float_minimum_is_the_minimum():
    m = global_min_auc_pr(100.0)
    below = np.nextafter(m, 0.0)
    assert auc_roc_min(100.0, below) == 0.0
    assert auc_roc_max_mihelich(100.0, below) == pytest.approx(0.0, abs=1e-12)


# ----------------------------------------------------------------- the mpmath path


def test_dps_path_types_and_digits():
    v = precise.auc_pr_max(100, 0.875, dps=40)
    assert isinstance(v, mpmath.mpf)
    with mpmath.workdps(50):
        c = mpmath.mpf(1) - mpmath.mpf(0.875)
        ref = 1 - 100 * mpmath.log(101 / (1 - c + 100))
        assert abs(v - ref) < mpmath.mpf("1e-39")
    with pytest.raises(TypeError, match=r"skew must be a scalar on the precise path, got shape"):
        precise.auc_roc_max_mihelich([1.0, 100.0], 0.7, dps=20)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        auc_pr_max(100, 0.875, dps=40)  # type: ignore[call-overload]


def test_dps_path_takes_fractions_exactly():
    """A Fraction skew (e.g. from counts 3 and 7) is not rounded to float64."""
    v = precise.auc_pr_max(Fraction(7, 3), Fraction(9, 10), dps=40)
    with mpmath.workdps(60):
        a = mpmath.mpf(7) / 3
        ref = 1 - a * mpmath.log((1 + a) / (a + mpmath.mpf(9) / 10))
        assert abs(v - ref) < mpmath.mpf("1e-39")


@pytest.mark.parametrize("fn", [auc_pr_max, auc_pr_min_mihelich, auc_roc_min,
                                auc_roc_max_mihelich])
def test_dps_path_rejects_bad_dps(fn):
    with pytest.raises(ValueError, match="dps must be a positive integer, got 0"):
        _mp(fn)(1.0, 0.5, dps=0)


def test_dps_path_edges():
    assert precise.auc_pr_min_mihelich(5.0, 1.0, dps=30) == 1
    assert precise.auc_roc_max_mihelich(5.0, 1.0, dps=30) == 1
    m = global_min_auc_pr(5.0)
    assert abs(precise.auc_roc_min(5.0, m, dps=30)) < 1e-14
    assert abs(precise.auc_roc_max_mihelich(5.0, m, dps=30)) < 1e-14


def test_dps_path_leaves_global_precision_alone():
    before = mpmath.mp.dps
    precise.auc_roc_bounds(10.0, 0.5, dps=60)
    assert mpmath.mp.dps == before


# ----------------------------------------------------------------- result objects


def test_auc_pr_bounds_fields_and_values():
    b = auc_pr_bounds(100.0, 0.875)
    assert isinstance(b, AucPrBounds)
    assert [f.name for f in dataclasses.fields(b)] == [
        "skew", "prevalence", "auc_roc", "global_min_auc_pr", *AUC_PR_BOUNDS]
    assert b.skew == 100.0 and b.auc_roc == 0.875
    assert b.prevalence == pytest.approx(1 / 101, rel=1e-15)
    assert b.global_min_auc_pr == global_min_auc_pr(100.0)
    assert b.auc_pr_max == auc_pr_max(100.0, 0.875)
    assert b.auc_pr_min_mihelich == auc_pr_min_mihelich(100.0, 0.875)
    assert all(isinstance(getattr(b, f.name), float) for f in dataclasses.fields(b))
    with pytest.raises(dataclasses.FrozenInstanceError):
        b.skew = 1.0  # type: ignore[misc]


def test_auc_roc_bounds_fields_and_arrays():
    b = auc_roc_bounds([1.0, 100.0], 0.7)
    assert isinstance(b, AucRocBounds)
    assert [f.name for f in dataclasses.fields(b)] == [
        "skew", "prevalence", "auc_pr", "global_min_auc_pr", *AUC_ROC_BOUNDS]
    for f in dataclasses.fields(b):
        assert np.shape(getattr(b, f.name)) == (2,), f.name
    assert np.allclose(b.auc_roc_min, auc_roc_min([1.0, 100.0], 0.7), rtol=0)


def test_result_objects_with_dps():
    b = precise.auc_roc_bounds(Fraction(99), Fraction(7, 10), dps=30)
    assert all(isinstance(getattr(b, f.name), mpmath.mpf) for f in dataclasses.fields(b))
    assert b.skew == 99
    assert abs(float(b.prevalence) - 0.01) < 1e-17


def test_quantities_registry_covers_every_bound():
    assert set(QUANTITIES) == {"global_min_auc_pr", *AUC_PR_BOUNDS, *AUC_ROC_BOUNDS,
                               "auc_pr_min_gap", "auc_roc_max_gap"}
    assert QUANTITIES["auc_pr_max"][0] == "auc_roc"
    assert QUANTITIES["auc_roc_min"][0] == "auc_pr"
    assert QUANTITIES["global_min_auc_pr"][0] is None
    for name, (_, fast, slow) in QUANTITIES.items():  # the two entries of one quantity
        assert slow.__module__ == "numeric.bounds.precise" or name == "global_min_auc_pr"
        assert fast.__name__ == slow.__name__ or name == "global_min_auc_pr"


# ----------------------------------------------------------------- paper numbers


@pytest.mark.parametrize(
    ("a", "r", "lo", "hi"),
    [
        # Mihelich et al. (2024), Sec. 4.1: a = 100, AUC_ROC = 0.875 -> "from 0.038 to 0.876"
        (100.0, 0.875, 0.038, 0.876),
        # Sec. 4.1: a = 1 -> "from 0.725 to 0.935"
        (1.0, 0.875, 0.725, 0.935),
        # Sec. 4.2: a = 100, AUC_ROC = 0.7 -> "from 0.016 to 0.703"
        (100.0, 0.7, 0.016, 0.703),
    ],
)
def test_paper_auc_pr_ranges(a, r, lo, hi):
    b = auc_pr_bounds(a, r)
    assert (round(b.auc_pr_min_mihelich, 3), round(b.auc_pr_max, 3)) == (lo, hi)


def test_paper_auc_roc_range():
    """Sec. 4.2: a = 100, AUC_PR = 0.7 -> "AUC_ROC ranges from 0.697 to 0.999"."""
    b = auc_roc_bounds(100.0, 0.7)
    assert (round(b.auc_roc_min, 3), round(b.auc_roc_max_mihelich, 3)) == (0.697, 0.999)


def test_boyd_examples():
    """Boyd et al. (2012), Sec. 4: pi = 0.1 gives AUCPR_MIN ~ 0.05; pi 0.01 -> 0.5 adds ~0.3."""
    assert round(global_min_auc_pr(9.0), 2) == 0.05
    assert round(global_min_auc_pr(1.0) - global_min_auc_pr(99.0), 1) == 0.3


# ----------------------------------------------------------------- Cor. 4.1


def test_implied_order_by_auc_pr():
    res = implied_order(skew=1.0, auc_pr=(0.99, 0.5), method="mihelich")
    assert isinstance(res, ImpliedOrder)
    assert res.verdict == "model 1 >= model 2 implied"
    assert res.given == "auc_pr" and res.other == "auc_roc" and res.method == "mihelich"
    assert res.bounds_1 == (auc_roc_min(1.0, 0.99), auc_roc_max_mihelich(1.0, 0.99))
    assert res.bounds_2 == (auc_roc_min(1.0, 0.5), auc_roc_max_mihelich(1.0, 0.5))
    assert res.bounds_1[0] >= res.bounds_2[1]


def test_implied_order_reversed_and_not_implied():
    assert implied_order(skew=1.0, auc_pr=(0.5, 0.99),
                         method="mihelich").verdict == "model 2 >= model 1 implied"
    res = implied_order(skew=100.0, auc_roc=(0.875, 0.813), method="mihelich")
    assert res.verdict == "not implied"
    assert res.bounds_1 == (auc_pr_min_mihelich(100.0, 0.875), auc_pr_max(100.0, 0.875))


def test_implied_order_by_auc_roc_when_far_apart():
    res = implied_order(skew=0.01, auc_roc=(0.999, 0.01))
    lo1, hi2 = res.bounds_1[0], res.bounds_2[1]
    assert res.verdict == ("model 1 >= model 2 implied" if lo1 >= hi2 else "not implied")
    assert res.values == (0.999, 0.01)


def test_implied_order_bad_input():
    with pytest.raises(ValueError,
                       match="give exactly one of auc_roc, auc_pr; got auc_roc, auc_pr"):
        implied_order(skew=1.0, auc_roc=(0.5, 0.6), auc_pr=(0.5, 0.6))
    with pytest.raises(ValueError, match="give exactly one of auc_roc, auc_pr; got none"):
        implied_order(skew=1.0)
    with pytest.raises(ValueError, match=r"method must be one of \[.*'mihelich'.*\], got 'nope'"):
        implied_order(skew=1.0, auc_roc=(0.5, 0.6), method="nope")
    with pytest.raises(ValueError, match=r"auc_roc must be a pair \(model 1, model 2\)"):
        implied_order(skew=1.0, auc_roc=(0.5, 0.6, 0.7))
    with pytest.raises(ValueError, match="skew must be a scalar"):
        implied_order(skew=[1.0, 2.0], auc_roc=(0.5, 0.6))
    with pytest.raises(ValueError, match="auc_pr must be >= the global minimum"):
        implied_order(skew=100.0, auc_pr=(0.5, 0.001))


# ----------------------------------------------------------------- properties


@given(st.floats(min_value=1e-6, max_value=1e6), st.floats(min_value=0.0, max_value=1.0))
def test_bounds_are_ordered_and_thm39_inverts_thm35(a, r):
    m = global_min_auc_pr(a)
    lo, hi = auc_pr_min_mihelich(a, r), auc_pr_max(a, r)
    assert m * (1 - 1e-14) <= lo <= hi * (1 + 1e-14)
    assert hi <= 1.0
    assert auc_roc_min(a, hi) == pytest.approx(r, abs=1e-8)
    assert auc_roc_max_mihelich(a, lo) == pytest.approx(r, abs=1e-8)


def test_dps_path_keeps_mpf_input_digits():
    with mpmath.workdps(40):
        a = mpmath.mpf(1) / 3
        got = precise.global_min_auc_pr(a, dps=35)
        ref = 1 - a * mpmath.log((1 + a) / a)
        assert abs(got - ref) < mpmath.mpf("1e-34")


# --- the exact bounds beside the paper's -----------------------------------------------


def test_exact_fields_sit_beside_the_papers():
    b = auc_pr_bounds(100.0, 0.875)
    # Mihelich et al. (2024), Sec. 4.1 claim the range [0.038, 0.876]; the exact minimum is the
    # free-regime closed form 8/(9(2q + 1)) with q = a c = 12.5, i.e. 4/117.
    assert b.auc_pr_min == pytest.approx(4 / 117, rel=1e-15)
    assert b.auc_pr_min < b.auc_pr_min_mihelich
    r = auc_roc_bounds(100.0, 0.7)
    assert r.auc_roc_min <= r.auc_roc_max_mihelich < r.auc_roc_max <= 1.0


def test_gaps_are_positive_inside_the_domain():
    from numeric.bounds import auc_pr_min_gap, auc_roc_max_gap, global_min_auc_pr

    skews = np.array([0.01, 0.5, 1.0, 9.0, 100.0, 1e4])[:, None]
    rocs = np.linspace(0.02, 0.98, 25)[None, :]
    assert np.all(auc_pr_min_gap(skews, rocs) > 0)
    m = global_min_auc_pr(skews)
    prs = m + (1 - m) * np.linspace(0.05, 0.95, 7)[None, :]
    assert np.all(auc_roc_max_gap(skews, prs) > 0)


def test_implied_order_exact_is_the_default_and_correct_where_the_paper_is_not():
    # proofs_check.mihelich2024.bounds.cor4_1 builds data sets for this pair: the claimed bounds
    # "imply" AUC-PR1 >= AUC-PR2, yet the data sets have AUC-PR1 < AUC-PR2.
    paper = implied_order(skew=100.0, auc_roc=(0.875, 0.031), method="mihelich")
    exact = implied_order(skew=100.0, auc_roc=(0.875, 0.031))
    assert paper.verdict == "model 1 >= model 2 implied"
    assert exact.method == "exact" and exact.verdict == "not implied"


# --- every float input gives the right number (Hypothesis, whole float range) ----------

def _ref_digits(a):
    """Working digits for a reference: the printed formulas cancel about 2 log10(a) digits."""
    return 60 + 2 * max(0, int(mpmath.log10(a)) + 1)


def _reference(name, a, v):
    """The paper's printed formula at high precision, from the exact float inputs (in the test)."""
    with mpmath.workdps(_ref_digits(a)):
        am, vm = mpmath.mpf(a), mpmath.mpf(v)
        m = 1 - am * mpmath.log((1 + am) / am)  # Boyd Thm 2 / Mihelich Cor 3.11
        if name == "global_min_auc_pr":
            return m
        if name == "auc_pr_max":  # Thm 3.5, eq. (5)
            return 1 - am * mpmath.log((1 + am) / (am + vm))
        if name == "auc_pr_min_mihelich":  # Thm 3.5, eq. (6)
            q = am * (1 - vm)
            return mpmath.mpf(1) if q == 0 else 1 - q * mpmath.log((1 + q) / q)
        if vm <= m:
            return mpmath.mpf(0)
        if name == "auc_roc_min":  # Thm 3.9, eq. (30)
            e = mpmath.exp((1 - vm) / am)
            return 1 - (1 + am) * (e - 1) / e
        # Thm 3.9, eq. (29): 1 - F^-1(1 - k)/a, F(x) = x ln((1 + x)/x), root by bisection in ln x
        if vm == 1:
            return mpmath.mpf(1)
        return 1 - _finv_reference(1 - vm) / am


def _finv_reference(y):
    """F^-1(y), F(x) = x ln((1 + x)/x): secant iteration on t = ln x (F(e^t) increases) from the
    asymptotic start (x ~ y/ln(1/y) near 0, 1/(2(1 - y)) near 1), at the current precision."""
    x0 = y / -mpmath.log(y) if y < mpmath.mpf(1) / 2 else 1 / (2 * (1 - y))
    t = mpmath.findroot(lambda t: mpmath.exp(t) * mpmath.log1p(mpmath.exp(-t)) - y,
                        (mpmath.log(x0), mpmath.log(x0) + mpmath.mpf("1e-3")), solver="secant",
                        tol=mpmath.mpf(2) ** (10 - 2 * mpmath.mp.prec), maxsteps=200)
    return mpmath.exp(t)


def _close(got, want, rtol):
    """Relative error <= rtol, or one subnormal step where the result is subnormal."""
    return rtol == float("inf") or abs(got - want) <= rtol * abs(want) + 1e-322


@given(a=skews(), r=unit_floats())
def test_auc_pr_bounds_right_for_every_float(a, r):
    """Thm 3.5's maximum and claimed minimum and Boyd's global minimum: rel <= 1e-14 (or one
    subnormal step) against the printed formulas at high precision, over every positive skew
    and every AUC-ROC in [0, 1]; never NaN."""
    for fn in (auc_pr_max, auc_pr_min_mihelich):
        got = fn(a, r)
        assert not np.isnan(got)
        assert _close(got, float(_reference(fn.__name__, a, r)), 1e-14), (fn.__name__, got)
    got = global_min_auc_pr(a)
    assert _close(got, float(_reference("global_min_auc_pr", a, 0)), 1e-14)


@given(a=skews(), t=unit_floats())
def test_auc_roc_bounds_right_for_every_float(a, t):
    """Thm 3.9's bounds: relative error <= 1e-15 x cond + 1e-14, cond = k/(k - m) the problem's
    condition number near the global minimum m (documented), over every skew; never NaN."""
    m = float(global_min_auc_pr(a))
    k = min(m + t * (1 - m), 1.0)
    for fn in (auc_roc_min, auc_roc_max_mihelich):
        got = fn(a, k)
        assert not np.isnan(got) and 0 <= got <= 1
        want = _reference(fn.__name__, a, k)
        with mpmath.workdps(_ref_digits(a)):
            excess = mpmath.mpf(k) - (1 - mpmath.mpf(a) * mpmath.log1p(1 / mpmath.mpf(a)))
            cond = float(min(k, 1 - k) / excess) if excess > 0 else float("inf")
        assert _close(got, float(want), 1e-14 + 1e-15 * cond), (fn.__name__, got, float(want))


@settings(max_examples=25)
@given(a=skews(), r=unit_floats(), dps=st.sampled_from([15, 20, 40]))
def test_dps_results_carry_dps_digits(a, r, dps):
    """A ``dps=D`` result agrees with the printed formula at much higher precision to D digits
    (global_min_auc_pr(1e40, dps=15) was 1.35e-7, the truth 5e-41)."""
    tol = mpmath.mpf(10) ** (1 - dps)
    for name, fn in (("auc_pr_max", auc_pr_max), ("auc_pr_min_mihelich", auc_pr_min_mihelich)):
        got, want = _mp(fn)(a, r, dps=dps), _reference(name, a, r)
        with mpmath.workdps(_ref_digits(a)):
            assert abs(got - want) <= tol * abs(want), name
    got, want = precise.global_min_auc_pr(a, dps=dps), _reference("global_min_auc_pr", a, 0)
    with mpmath.workdps(_ref_digits(a)):
        assert abs(got - want) <= tol * abs(want)


@pytest.mark.parametrize(
    ("fn", "a", "v", "name"),
    [(auc_pr_max, 10, "0.7", "auc_pr_max"), (auc_pr_min_mihelich, 10, "0.7", "auc_pr_min_mihelich"),
     (auc_roc_min, 10, "0.3", "auc_roc_min"),
     (auc_roc_max_mihelich, 10, "0.3", "auc_roc_max_mihelich")],
)
def test_dps_takes_decimal_strings_fractions_and_mpf_exactly(fn, a, v, name):
    """``--dps`` computed with the float nearest to 0.7, not 0.7. A decimal string, a
    Fraction and a 60-digit mpf of the same number give the same D digits, those of the exact
    input, and differ from the float input's."""
    exact = Fraction(v)
    with mpmath.workdps(60):
        mp_in = mpmath.mpf(v)
        with mpmath.workdps(100):  # the printed formula at the exact input
            am, vm = mpmath.mpf(a), mpmath.mpf(exact.numerator) / exact.denominator
            if name == "auc_pr_max":
                want = 1 - am * mpmath.log((1 + am) / (am + vm))
            elif name == "auc_pr_min_mihelich":
                want = 1 - am * (1 - vm) * mpmath.log((1 + am * (1 - vm)) / (am * (1 - vm)))
            elif name == "auc_roc_min":
                e = mpmath.exp((1 - vm) / am)
                want = 1 - (1 + am) * (e - 1) / e
            else:
                want = 1 - _finv_reference(1 - vm) / am
    outs = [_mp(fn)(a, given, dps=30) for given in (v, exact, mp_in)]
    with mpmath.workdps(40):
        for out in outs:
            assert abs(out - want) <= mpmath.mpf(10) ** -29 * abs(want)
        assert abs(_mp(fn)(a, float(v), dps=30) - want) > mpmath.mpf(10) ** -25 * abs(want)


def test_dps_bound_objects_take_exact_input():
    """auc_pr_bounds / auc_roc_bounds with dps pass the exact input to every field."""
    b = precise.auc_pr_bounds(10, "0.7", dps=25)
    with mpmath.workdps(40):
        assert abs(b.auc_pr_min - mpmath.mpf(8) / 63) < mpmath.mpf(10) ** -24
        assert abs(b.auc_roc - mpmath.mpf("0.7")) < mpmath.mpf(10) ** -24
    c = precise.auc_roc_bounds(10, Fraction(3, 10), dps=25)
    with mpmath.workdps(40):  # free regime: 8/(9(2q + 1)) = 3/10 at q = 53/54, AUC-ROC 487/540
        assert abs(c.auc_roc_max - mpmath.mpf(487) / 540) < mpmath.mpf(10) ** -24


def test_dps_is_capped_before_allocating():
    with pytest.raises(ValueError, match="dps must be <= 100000, got 1000000000000"):
        precise.auc_pr_max(1.0, 0.5, dps=10**12)
    with pytest.raises(ValueError, match="dps must be <= 100000"):
        precise.f_inverse(0.5, dps=10**6)


def test_dps_exact_validation():
    """On the dps path the domain is checked on the exact input (1 + 1e-30 is not in [0, 1])."""
    with pytest.raises(ValueError, match=r"auc_roc must be in \[0, 1\]"):
        precise.auc_pr_max(1.0, Fraction(1) + Fraction(1, 10**30), dps=20)
