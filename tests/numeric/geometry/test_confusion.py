"""Tests of numeric.geometry.confusion: twins of analytic.confusion, validation, singular points."""

from __future__ import annotations

import numpy as np
import pytest
import sympy as sp
from hypothesis import given
from hypothesis import strategies as st

from analytic import confusion as sym
from numeric.geometry import confusion as num

RNG_SEED = 20240611
RTOL = 1e-12


def _exact(v: float) -> sp.Rational:
    return sp.Rational(float(v))


def _rel(value: float, exact: sp.Expr) -> float:
    ref = float(exact)
    return abs(value - ref) / abs(ref) if ref != 0 else abs(value)


def _random_points(n: int = 150) -> tuple[np.ndarray, ...]:
    rng = np.random.default_rng(RNG_SEED)
    fpr = rng.uniform(0.0, 1.0, n)
    tpr = rng.uniform(1e-9, 1.0, n)
    skew = 10.0 ** rng.uniform(-6, 6, n)
    return fpr, tpr, skew


# --------------------------------------------------------------------- twins of analytic


def test_roc_to_pr_twin() -> None:
    fpr, tpr, skew = _random_points()
    out = num.roc_to_pr(fpr, tpr, skew=skew)
    for i in range(fpr.size):
        ref = sym.roc_to_pr(_exact(fpr[i]), _exact(tpr[i]), skew=_exact(skew[i]))
        assert _rel(out.recall[i], ref.recall) <= RTOL
        assert _rel(out.precision[i], ref.precision) <= RTOL


def test_pr_to_roc_twin() -> None:
    fpr, tpr, skew = _random_points()
    pr = num.roc_to_pr(fpr, tpr, skew=skew)  # achievable points
    out = num.pr_to_roc(pr.recall, pr.precision, skew=skew)
    for i in range(fpr.size):
        ref = sym.pr_to_roc(_exact(pr.recall[i]), _exact(pr.precision[i]), skew=_exact(skew[i]))
        assert _rel(out.fpr[i], ref.fpr) <= RTOL
        assert _rel(out.tpr[i], ref.tpr) <= RTOL


def test_counts_twins() -> None:
    rng = np.random.default_rng(RNG_SEED + 1)
    n_pos, n_neg = 37.5, 4100.25
    tp = rng.uniform(1e-6, n_pos, 100)
    fp = rng.uniform(0.0, n_neg, 100)
    roc = num.counts_to_roc(tp, fp, n_pos, n_neg)
    pr = num.counts_to_pr(tp, fp, n_pos)
    back = num.pr_to_counts(pr.recall, pr.precision, n_pos)
    from_roc = num.roc_to_counts(roc.fpr, roc.tpr, n_pos, n_neg)
    for i in range(tp.size):
        t, f = _exact(tp[i]), _exact(fp[i])
        p_, n_ = _exact(n_pos), _exact(n_neg)
        r_roc = sym.counts_to_roc(t, f, p_, n_)
        r_pr = sym.counts_to_pr(t, f, p_)
        assert _rel(roc.fpr[i], r_roc.fpr) <= RTOL and _rel(roc.tpr[i], r_roc.tpr) <= RTOL
        assert _rel(pr.recall[i], r_pr.recall) <= RTOL
        assert _rel(pr.precision[i], r_pr.precision) <= RTOL
        r_back = sym.pr_to_counts(_exact(pr.recall[i]), _exact(pr.precision[i]), p_)
        assert _rel(back.tp[i], r_back.tp) <= RTOL and _rel(back.fp[i], r_back.fp) <= 1e-9
        assert _rel(from_roc.tp[i], t) <= RTOL and _rel(from_roc.fp[i], f) <= RTOL


# --------------------------------------------------------------------- round trips


@given(
    fpr=st.floats(0.0, 1.0),
    tpr=st.floats(1e-12, 1.0),
    skew=st.floats(1e-6, 1e6),
)
def test_roc_pr_round_trip(fpr: float, tpr: float, skew: float) -> None:
    pr = num.roc_to_pr(fpr, tpr, skew=skew)
    back = num.pr_to_roc(pr.recall, pr.precision, skew=skew)
    assert back.tpr == tpr
    # Conditioning of eq. (2): the rounding of p (a few ulp) moves fpr by ~ulp * r/(a p).
    eps = np.finfo(np.float64).eps
    tol = 16 * eps * (fpr + tpr / (skew * pr.precision))
    assert abs(back.fpr - fpr) <= tol


def test_counts_round_trip_exact_for_table1() -> None:
    # Davis & Goadrich (2006), Table 1: 20 positives, 2000 negatives.
    tp = np.array([5.0, 6, 7, 8, 9, 10])
    fp = np.array([5.0, 10, 15, 20, 25, 30])
    pr = num.counts_to_pr(tp, fp, 20)
    np.testing.assert_allclose(pr.precision, tp / (tp + fp), rtol=0)
    back = num.pr_to_counts(pr.recall, pr.precision, 20)
    np.testing.assert_allclose(back.tp, tp, rtol=1e-15)
    np.testing.assert_allclose(back.fp, fp, rtol=1e-14)


def test_three_parameterisations_agree() -> None:
    a = num.roc_to_pr(0.1, 0.5, counts=(20, 60))
    b = num.roc_to_pr(0.1, 0.5, prevalence=0.25)
    c = num.roc_to_pr(0.1, 0.5, skew=3.0)
    assert a == c
    assert b.precision == pytest.approx(c.precision, rel=1e-15)


def test_swapped_space_is_eq3() -> None:
    out = num.swapped_roc_to_pr([0.2, 0.6], [0.1, 0.3], skew=4.0)
    np.testing.assert_allclose(out.precision, [0.2 / (0.2 + 0.4), 0.6 / (0.6 + 1.2)], rtol=1e-15)
    np.testing.assert_array_equal(out.recall, [0.2, 0.6])


# --------------------------------------------------------------------- shapes and types


def test_scalar_in_float_out() -> None:
    out = num.roc_to_pr(0.5, 0.5, skew=1.0)
    assert type(out.recall) is float and type(out.precision) is float
    assert isinstance(out, num.PrPoints)
    assert isinstance(num.pr_to_roc(0.5, 0.5, skew=1.0), num.RocPoints)
    assert isinstance(num.roc_to_counts(0.5, 0.5, 2, 2), num.CountPoints)


def test_broadcasting() -> None:
    out = num.roc_to_pr(np.array([[0.1], [0.2]]), np.array([0.3, 0.4, 0.5]), skew=2.0)
    assert out.precision.shape == (2, 3)
    assert out.recall.shape == (2, 3)
    out = num.roc_to_pr(0.1, 0.3, skew=[1.0, 10.0])
    np.testing.assert_allclose(out.precision, [0.3 / 0.4, 0.3 / 1.3])


def test_inputs_not_modified() -> None:
    fpr = np.array([0.1, 0.2])
    tpr = np.array([0.3, 0.4])
    num.roc_to_pr(fpr, tpr, skew=2.0)
    num.pr_to_roc(tpr, np.array([0.5, 0.6]), skew=2.0)
    np.testing.assert_array_equal(fpr, [0.1, 0.2])
    np.testing.assert_array_equal(tpr, [0.3, 0.4])


# --------------------------------------------------------------------- singular points


def test_tpr_zero_gives_precision_zero() -> None:
    out = num.roc_to_pr([0.5, 1.0], [0.0, 0.0], skew=3.0)
    np.testing.assert_array_equal(out.precision, [0.0, 0.0])


def test_roc_origin_raises() -> None:
    with pytest.raises(ValueError, match=r"the ROC point \(0, 0\) has no precision"):
        num.roc_to_pr(0.0, 0.0, skew=1.0)
    with pytest.raises(ValueError, match=r"has no precision .* \(at index 1\)"):
        num.roc_to_pr([0.2, 0.0], [0.1, 0.0], skew=1.0)
    with pytest.raises(ValueError, match=r"tp = fp = 0 has no precision"):
        num.counts_to_pr([0, 1], [0, 1], 5)


def test_point_on_minimum_curve_maps_to_fpr_one() -> None:
    a = 129.7
    r = np.linspace(0.01, 1.0, 50)
    out = num.pr_to_roc(r, r / (r + a), skew=a)
    assert np.all(out.fpr <= 1.0)
    np.testing.assert_allclose(out.fpr, 1.0, rtol=1e-13)


# --------------------------------------------------------------------- validation messages


@pytest.mark.parametrize(
    ("call", "exc", "match"),
    [
        (lambda: num.pr_to_roc(0.0, 0.5, skew=1.0), ValueError,
         r"recall must be in \(0, 1\], got 0.0"),
        (lambda: num.pr_to_roc(0.5, 0.0, skew=1.0), ValueError,
         r"precision must be in \(0, 1\], got 0.0"),
        (lambda: num.pr_to_roc(0.5, 1.5, skew=1.0), ValueError,
         r"precision must be in \(0, 1\], got 1.5"),
        (lambda: num.roc_to_pr(1.5, 0.5, skew=1.0), ValueError,
         r"fpr must be in \[0, 1\], got 1.5"),
        (lambda: num.roc_to_pr(0.5, -0.1, skew=1.0), ValueError,
         r"tpr must be in \[0, 1\], got -0.1"),
        (lambda: num.roc_to_pr(0.5, 0.5, skew=-1.0), ValueError, r"skew must be > 0, got -1.0"),
        (lambda: num.roc_to_pr(0.5, 0.5), ValueError,
         r"give exactly one of skew, prevalence, counts"),
        (lambda: num.roc_to_pr(0.5, 0.5, prevalence=1.0), ValueError,
         r"prevalence must be in \(0, 1\), got 1.0"),
        (lambda: num.roc_to_pr([0.5, np.nan], 0.5, skew=1.0), ValueError,
         r"fpr must not be NaN, got nan \(at index 1\)"),
        (lambda: num.roc_to_pr("a", 0.5, skew=1.0), TypeError, r"fpr must be a real number"),
        (lambda: num.pr_to_roc(0.5, 0.001, skew=100.0), ValueError,
         r"the PR point \(recall 0.5, precision 0.001\) is unachievable for skew 100.0: "
         r"precision must be >= recall/\(recall \+ skew\)"),
        (lambda: num.counts_to_roc(25, 5, 20, 2000), ValueError,
         r"tp must be in \[0, 20\], got 25.0"),
        (lambda: num.counts_to_roc(5, -1, 20, 2000), ValueError,
         r"fp must be in \[0, 2000\], got -1.0"),
        (lambda: num.counts_to_roc(5, 5, 0, 2000), ValueError, r"n_pos must be > 0, got 0.0"),
        (lambda: num.counts_to_roc(5, 5, [20, 30], 2000), TypeError,
         r"n_pos must be a scalar, got an array of shape \(2,\)"),
        (lambda: num.counts_to_pr(5, -1, 20), ValueError, r"fp must be in \[0, inf\), got -1.0"),
        (lambda: num.pr_to_counts(0.5, 0.5, -3), ValueError, r"n_pos must be > 0, got -3.0"),
        (lambda: num.roc_to_counts(0.5, 2.0, 20, 2000), ValueError,
         r"tpr must be in \[0, 1\], got 2.0"),
    ],
)
def test_validation_messages(call, exc: type[Exception], match: str) -> None:
    with pytest.raises(exc, match=match):
        call()
