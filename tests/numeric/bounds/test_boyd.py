"""Tests of numeric.bounds.boyd: twins of analytic.boyd, accuracy against mpmath, validation."""

from __future__ import annotations

from fractions import Fraction

import mpmath
import numpy as np
import pytest
import sympy as sp
from hypothesis import given
from strategies import confusion_matrices

from analytic import boyd as sym
from numeric.bounds import boyd as num
from numeric.geometry.confusion import counts_to_pr, pr_to_roc
from numeric.geometry.interpolation import pr_area_from_counts

RTOL = 1e-12
SEED = 2012

# The documented accuracy grid: skew logspace 1e-6..1e6; recalls touching 0 and 1.
SKEW_GRID = np.logspace(-6, 6, 49)
RECALL_GRID = [0.0, 1e-12, 1e-6, 0.01, 0.3, 0.5, 0.99, 1 - 1e-6, 1 - 1e-12, 1.0]


def _q(v: float) -> sp.Rational:
    return sp.Rational(float(v))


def _rel(value: float, ref: object) -> float:
    r = float(ref)  # type: ignore[arg-type]
    return abs(value - r) / abs(r) if r != 0 else abs(value)


# --------------------------------------------------------------------- twins of analytic


def _random(n: int = 60) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    rng = np.random.default_rng(SEED)
    skew = 10.0 ** rng.uniform(-3, 3, n)
    r0 = rng.uniform(0, 0.5, n)
    r1 = rng.uniform(0.5, 1.0, n)
    return skew, r0, r1


def test_min_precision_twin() -> None:
    skew, r0, _ = _random()
    out = num.min_precision(r0, skew)
    for i in range(skew.size):
        assert _rel(out[i], sym.min_precision(_q(r0[i]), _q(skew[i]))) <= RTOL


def test_auc_pr_min_twin() -> None:
    skew, _, _ = _random()
    out = num.global_min_auc_pr(skew)
    for i in range(skew.size):
        assert _rel(out[i], sym.global_min_auc_pr(_q(skew[i])).evalf(30)) <= RTOL


def test_global_min_auc_pr_range_twin() -> None:
    skew, r0, r1 = _random()
    out = num.global_min_auc_pr_range(skew, r0, r1)
    for i in range(skew.size):
        ref = sym.global_min_auc_pr_range(_q(skew[i]), _q(r0[i]), _q(r1[i])).evalf(40)
        assert _rel(out[i], ref) <= RTOL


def test_auc_npr_twin() -> None:
    skew, r0, r1 = _random()
    rng = np.random.default_rng(SEED + 1)
    auc = rng.uniform(0, 1, skew.size) * (r1 - r0)
    out = num.auc_npr(auc, skew, r0, r1)
    for i in range(skew.size):
        ref = sym.auc_npr(_q(auc[i]), _q(skew[i]), _q(r0[i]), _q(r1[i])).evalf(40)
        assert _rel(out[i], ref) <= 1e-10  # conditioned by auc - min


def test_modified_f1_twin() -> None:
    skew, r0, _ = _random()
    rng = np.random.default_rng(SEED + 2)
    prec = rng.uniform(0, 1, skew.size)
    out = num.modified_f1(r0, prec, skew)
    hits = 0
    for i in range(skew.size):
        ref = sym.modified_f1(_q(r0[i]), _q(prec[i]), _q(skew[i]))
        if ref != 0:
            hits += 1
        assert _rel(out[i], ref) <= 1e-10  # conditioned by p - pi
    assert 0 < hits < skew.size  # both branches exercised


@pytest.mark.parametrize(("n_pos", "n_neg"), [(1, 1), (2, 1), (3, 7), (8, 8), (20, 2000), (37, 5)])
def test_average_precision_min_twin_exact(n_pos: int, n_neg: int) -> None:
    exact = sym.average_precision_min(n_pos, n_neg)
    assert _rel(num.average_precision_min(n_pos, n_neg), exact) <= 2e-15


def _ap_min_fraction(n_pos: int, n_neg: int) -> Fraction:
    """Slow reference: Boyd et al.'s sum in exact rationals."""
    return sum((Fraction(i, i + n_neg) for i in range(1, n_pos + 1)), Fraction(0)) / n_pos


def test_average_precision_min_matches_exact_sum_on_many_pairs() -> None:
    rng = np.random.default_rng(SEED + 3)
    p = rng.integers(1, 300, 120)
    n = rng.integers(1, 3000, 120)
    out = num.average_precision_min(p, n)
    for i in range(p.size):
        assert _rel(out[i], _ap_min_fraction(int(p[i]), int(n[i]))) <= 4e-15


# --------------------------------------------------------------------- accuracy vs mpmath


def _ref_ap(p: float, n: float) -> mpmath.mpf:
    with mpmath.workdps(50):
        pm, nm = mpmath.mpf(p), mpmath.mpf(n)
        return (pm - nm * (mpmath.digamma(nm + pm + 1) - mpmath.digamma(nm + 1))) / pm


def test_average_precision_min_accuracy_large_counts() -> None:
    counts = [1, 2, 5, 7, 8, 9, 31, 1000, 123457, 10**6, 10**7 - 1]
    worst = 0.0
    for p in counts:
        for n in counts:
            worst = max(worst, _rel(num.average_precision_min(p, n), _ref_ap(p, n)))
    assert worst <= 4e-15


def test_average_precision_min_real_weighted_totals() -> None:
    worst = 0.0
    for p in [0.001, 0.01, 0.25, 1.5, 7.75, 250.5]:
        for n in [0.001, 0.1, 1.0, 3.3, 5.0, 7.99, 8.01, 1e4 + 0.5]:
            worst = max(worst, _rel(num.average_precision_min(p, n), _ref_ap(p, n)))
    assert worst <= 4e-15


def test_auc_pr_min_accuracy_grid() -> None:
    out = num.global_min_auc_pr(SKEW_GRID)
    worst = 0.0
    with mpmath.workdps(50):
        for a, v in zip(SKEW_GRID, out, strict=True):
            am = mpmath.mpf(float(a))
            worst = max(worst, _rel(v, 1 - am * mpmath.log1p(1 / am)))
    assert worst <= 2e-15


def test_global_min_auc_pr_range_accuracy_grid() -> None:
    worst = 0.0
    for r0 in RECALL_GRID:
        for r1 in RECALL_GRID:
            if r1 <= r0:
                continue
            out = num.global_min_auc_pr_range(SKEW_GRID, r0, r1)
            with mpmath.workdps(50):
                lo, hi = mpmath.mpf(r0), mpmath.mpf(r1)
                for a, v in zip(SKEW_GRID, out, strict=True):
                    am = mpmath.mpf(float(a))
                    ref = (hi - lo) - am * mpmath.log((am + hi) / (am + lo))
                    worst = max(worst, _rel(v, ref))
    assert worst <= 8e-15


def test_auc_npr_denominator_stable_for_tiny_skew() -> None:
    # a -> 0: AUCPR_MIN -> 1 and the naive 1 - AUCPR_MIN loses every digit.
    a = 1e-6
    with mpmath.workdps(50):
        am = mpmath.mpf(a)
        lo = 1 - am * mpmath.log1p(1 / am)
        ref = (mpmath.mpf(1) - mpmath.mpf("0.5") * (1 - lo) - lo) / (1 - lo)
    value = 1.0 - 0.5 * a * float(mpmath.log1p(1 / mpmath.mpf(a)))
    assert _rel(num.auc_npr(value, a), ref) <= 1e-9


# --------------------------------------------------------------------- properties


def test_worst_ranking_area_equals_thm2() -> None:
    # The minimum PR curve is the worst ranking's exactly interpolated curve (Boyd et al. Sec. 2.2).
    for n_pos, n_neg in [(1, 1), (20, 2000), (433, 56164), (50, 3)]:
        area = pr_area_from_counts([0, 0, n_pos], [0, n_neg, n_neg], n_pos)
        assert _rel(area, num.global_min_auc_pr(n_neg / n_pos)) <= 1e-13


@given(confusion_matrices())
def test_thm1_no_confusion_matrix_below_the_bound(c: tuple[int, int, int, int]) -> None:
    # Boyd et al. (2012), Thm 1: p >= r/(r + a) for every confusion matrix; equality iff FP = N-.
    n_pos, n_neg, tp, fp = c
    pr = counts_to_pr(tp, fp, n_pos)
    bound = num.min_precision(pr.recall, n_neg / n_pos)
    assert pr.precision >= bound * (1 - 4e-16)
    if fp == n_neg:
        assert pr.precision == pytest.approx(bound, rel=4e-16)
    # and the PR point maps back to a valid ROC point (FPR <= 1)
    assert pr_to_roc(pr.recall, pr.precision, skew=n_neg / n_pos).fpr <= 1.0


def test_cor4_sums_over_adjacent_ranges() -> None:
    a = np.array([1e-4, 0.3, 9.0, 5e3])
    total = num.global_min_auc_pr_range(a, 0.0, 1.0)
    parts = num.global_min_auc_pr_range(a, 0.0, 0.4) + num.global_min_auc_pr_range(a, 0.4, 1.0)
    np.testing.assert_allclose(parts, total, rtol=1e-14)


def test_auc_npr_end_points() -> None:
    # Near a = 0 the range max - min is small, so the input's rounding is amplified (~eps/range).
    a = np.array([0.01, 1.0, 99.0])
    np.testing.assert_allclose(num.auc_npr(num.global_min_auc_pr(a), a), 0.0, atol=1e-14)
    np.testing.assert_allclose(num.auc_npr(1.0, a), 1.0, rtol=1e-13)
    np.testing.assert_allclose(num.auc_npr(0.5, a, 0.5, 1.0), 1.0, rtol=1e-13)
    lowest = num.global_min_auc_pr_range(a, 0.5, 1.0)
    np.testing.assert_allclose(num.auc_npr(lowest, a, 0.5, 1.0), 0.0, atol=1e-15)


def test_modified_f1_monotone_above_random() -> None:
    a = 3.0
    pi = 1 / (1 + a)
    r = np.linspace(0.01, 1, 40)
    p = np.linspace(pi + 1e-3, 1, 40)
    f = num.modified_f1(r[:, None], p[None, :], a)
    assert np.all(np.diff(f, axis=0) > 0) and np.all(np.diff(f, axis=1) > 0)
    assert num.modified_f1(1.0, 1.0, a) == 1.0


def test_scalar_in_float_out() -> None:
    for value in (num.global_min_auc_pr(2.0), num.global_min_auc_pr_range(2.0, 0.1, 0.9),
                  num.average_precision_min(3, 4), num.auc_npr(0.5, 2.0),
                  num.min_precision(0.5, 2.0), num.modified_f1(0.5, 0.5, 2.0)):
        assert type(value) is float


def test_inputs_not_modified() -> None:
    a = np.array([1.0, 2.0])
    r0 = np.array([0.0, 0.1])
    num.global_min_auc_pr_range(a, r0, 1.0)
    num.auc_npr(np.array([0.5, 0.6]), a, r0)
    np.testing.assert_array_equal(a, [1.0, 2.0])
    np.testing.assert_array_equal(r0, [0.0, 0.1])


# --------------------------------------------------------------------- validation messages


@pytest.mark.parametrize(
    ("call", "exc", "match"),
    [
        (lambda: num.global_min_auc_pr(-1.0), ValueError, r"skew must be > 0, got -1.0"),
        (lambda: num.global_min_auc_pr(0.0), ValueError, r"skew must be > 0, got 0.0"),
        (lambda: num.global_min_auc_pr(np.inf), ValueError, r"skew must be finite, got inf"),
        (lambda: num.global_min_auc_pr("x"), TypeError, r"skew must be a real number"),
        (lambda: num.min_precision(1.5, 1.0), ValueError, r"recall must be in \[0, 1\], got 1.5"),
        (lambda: num.global_min_auc_pr_range(1.0, 0.6, 0.4), ValueError,
         r"r0 must be < r1, got r0 = 0.6, r1 = 0.4"),
        (lambda: num.global_min_auc_pr_range(1.0, [0.1, 0.6], 0.5), ValueError,
         r"r0 must be < r1, got r0 = 0.6, r1 = 0.5 \(at index 1\)"),
        (lambda: num.global_min_auc_pr_range(1.0, -0.1, 0.5), ValueError,
         r"r0 must be in \[0, 1\], got -0.1"),
        (lambda: num.global_min_auc_pr_range(1.0, 0.1, 1.5), ValueError,
         r"r1 must be in \[0, 1\], got 1.5"),
        (lambda: num.auc_npr(1.5, 1.0), ValueError, r"auc_pr must be in \[0, 1\], got 1.5"),
        (lambda: num.auc_npr(0.5, 1.0, 0.5, 0.5), ValueError, r"r0 must be < r1"),
        (lambda: num.average_precision_min(0, 5), ValueError, r"n_pos must be > 0, got 0.0"),
        (lambda: num.average_precision_min(5, -2), ValueError, r"n_neg must be > 0, got -2.0"),
        (lambda: num.modified_f1(0.5, 1.2, 1.0), ValueError,
         r"precision must be in \[0, 1\], got 1.2"),
        (lambda: num.modified_f1(0.5, 0.5, -3.0), ValueError, r"skew must be > 0, got -3.0"),
    ],
)
def test_validation_messages(call, exc: type[Exception], match: str) -> None:
    with pytest.raises(exc, match=match):
        call()


# --------------------------------------------------------------------- the paper's numbers


def test_paper_numbers_in_skew_form() -> None:
    # Boyd et al. (2012), Sec. 2.2: pi = 0.1 (a = 9) gives AUCPR_MIN ~ 0.05; skew 0.01 -> 0.5
    # (a = 99 -> 1) raises it by ~0.3. Sec. 4.2: gender (pi ~ 0.5) range [0.31, 1.0].
    assert round(num.global_min_auc_pr(9.0), 2) == 0.05
    assert round(num.global_min_auc_pr(1.0) - num.global_min_auc_pr(99.0), 1) == 0.3
    assert round(num.global_min_auc_pr(1.0), 2) == 0.31


@pytest.mark.parametrize("skew", [1e-17, 1e-18, 1e-20, 1e-100, 1e-310, 5e-324])
def test_auc_npr_end_points_for_tiny_skews(skew) -> None:
    """auc_npr(1, a) was 0 for skews below ~1e-18 (the minimum rounds to 1 = the max).

    AUCNPR is 1 at AUC-PR = 1 (the maximum, exact) and 0 at the minimum wherever the minimum is
    a float below 1; the range minimum is a number (it was NaN for skews below 5.6e-309).
    """
    assert num.auc_npr(1.0, skew) == 1.0
    m = num.global_min_auc_pr_range(skew, 0.0, 1.0)
    assert not np.isnan(m)
    with mpmath.workdps(60):
        want = 1 - mpmath.mpf(skew) * mpmath.log1p(1 / mpmath.mpf(skew))
    assert m == pytest.approx(float(want), rel=1e-15)
    if m < 1.0:
        assert num.auc_npr(m, skew) == 0.0


@pytest.mark.parametrize("skew", [1e155, 1e300, 1.7976931348623157e308])
def test_range_minimum_for_huge_skews(skew) -> None:
    """-a log1pmx(u) underflowed for skews above 1e154 (the minimum came out 0)."""
    with mpmath.workdps(700):
        a = mpmath.mpf(skew)
        for r0 in (0.0, 0.5):
            want = (1 - r0) - a * mpmath.log((a + 1) / (a + r0))
            got = num.global_min_auc_pr_range(skew, r0, 1.0)
            assert abs(got - want) <= 1e-14 * want + 1e-322
