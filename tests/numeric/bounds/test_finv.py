"""Tests of numeric.bounds.finv: F(x) = x ln((1+x)/x) and its inverse in float64 and with mpmath."""

from __future__ import annotations

from fractions import Fraction

import mpmath
import numpy as np
import pytest
import sympy as sp
from hypothesis import example, given
from hypothesis import strategies as st
from strategies import unit_floats

from analytic.finv import f_forward as sym_f_forward
from analytic.finv import finv_mpmath
from numeric.bounds import precise
from numeric.bounds.finv import f_forward, f_inverse, finv_of_complement

REF_DPS = 50


def _ref_inverse(y: np.ndarray) -> np.ndarray:
    return np.array([float(finv_mpmath(float(v), REF_DPS)) for v in y])


def _ref_forward(x: np.ndarray) -> np.ndarray:
    with mpmath.workdps(REF_DPS):
        return np.array([float(mpmath.mpf(float(v)) * mpmath.log1p(1 / mpmath.mpf(float(v))))
                         for v in x])


# The documented accuracy grid of F^-1: relative error <= 1e-15 against mpmath at 50 digits.
GRIDS = {
    "near 0 (1e-300 .. 1e-1)": np.logspace(-300, -1, 400),
    "within 1e-12 of 0": np.logspace(-16, -12, 100),
    "near 1 (1 - y = 1e-16 .. 1e-1)": 1.0 - np.logspace(-16, -1, 400),
    "within 1e-12 of 1": 1.0 - np.logspace(-16, -12, 100),
    "uniform": np.linspace(1e-4, 1 - 1e-4, 400),
    "around the branch switch y = 1/2": np.linspace(0.49, 0.51, 101),
}


@pytest.mark.parametrize("grid", list(GRIDS), ids=list(GRIDS))
def test_f_inverse_relative_error_below_1e_15(grid):
    y = GRIDS[grid]
    y = y[(y > 0) & (y < 1)]
    ref = _ref_inverse(y)
    err = np.abs(f_inverse(y) - ref) / ref
    assert err.max() <= 1e-15, (grid, float(err.max()), float(y[np.argmax(err)]))


def test_f_inverse_largest_float_below_one():
    y = np.nextafter(1.0, 0.0)
    ref = float(finv_mpmath(y, REF_DPS))
    assert f_inverse(y) == pytest.approx(ref, rel=1e-15)


def test_f_inverse_random_points_rel_1e_15():
    y = np.random.default_rng(7).uniform(0.0, 1.0, 1000)
    ref = _ref_inverse(y)
    err = np.abs(f_inverse(y) - ref) / ref
    assert err.max() <= 1e-15


@given(st.floats(min_value=1e-300, max_value=1.0, exclude_max=True))
def test_round_trip_forward_of_inverse(y):
    """F(F^-1(y)) = y to a few ulp of y."""
    back = f_forward(f_inverse(y))
    assert abs(back - y) <= 4 * np.spacing(y)


def test_f_forward_against_mpmath():
    x = np.concatenate([np.logspace(-300, 300, 500), np.linspace(0.01, 10, 300)])
    err = np.abs(f_forward(x) - _ref_forward(x)) / _ref_forward(x)
    assert err.max() <= 5e-16


def test_f_forward_is_the_twin_of_analytic_F():
    """Tied to the symbolic F at random points, relative error <= 1e-12."""
    xs = np.random.default_rng(3).lognormal(0.0, 3.0, 50)
    xsym = sp.Symbol("x", positive=True)
    fn = sp.lambdify(xsym, sym_f_forward(xsym), modules="mpmath")
    with mpmath.workdps(30):
        ref = np.array([float(fn(mpmath.mpf(float(v)))) for v in xs])
    assert np.allclose(f_forward(xs), ref, rtol=1e-12, atol=0)


def test_f_inverse_scalar_and_array_types():
    assert isinstance(f_inverse(0.25), float)
    out = f_inverse([[0.1, 0.2], [0.3, 0.4]])
    assert isinstance(out, np.ndarray)
    assert out.shape == (2, 2)
    assert out.dtype == np.float64


def test_f_inverse_does_not_modify_input():
    y = np.array([0.2, 0.7])
    before = y.copy()
    f_inverse(y)
    f_forward(y)
    assert np.array_equal(y, before)


def test_mpmath_path_scalar_is_mpf_with_the_digits():
    got = precise.f_inverse(0.5, dps=40)
    assert isinstance(got, mpmath.mpf)
    with mpmath.workdps(60):
        assert abs(got - finv_mpmath(0.5, 60)) < mpmath.mpf("1e-39")


def test_precise_path_takes_scalars_only():
    with pytest.raises(TypeError, match=r"y must be a scalar on the precise path, got shape"):
        precise.f_inverse([0.1, 0.9], dps=20)
    got = precise.f_inverse(0.9, dps=20)
    assert isinstance(got, mpmath.mpf)
    assert float(got) == pytest.approx(f_inverse(0.9), rel=1e-15)


def test_float64_path_has_no_dps():
    with pytest.raises(TypeError):
        f_inverse(0.5, dps=30)  # type: ignore[call-overload]


def test_precise_dps_is_keyword_only():
    with pytest.raises(TypeError):
        precise.f_inverse(0.5, 30)  # type: ignore[misc]


def test_precise_domain_error():
    with pytest.raises(ValueError, match=r"y must be in \(0, 1\), got 1"):
        precise.f_inverse(Fraction(1), dps=20)


def test_finv_of_complement_uses_the_exact_complement():
    """F^-1(1 - z) for tiny z: rounding 1 - z would lose everything below 1e-16."""
    z = np.array([1e-20, 1e-10, 0.3, 0.7, 1.0])
    got = finv_of_complement(z)
    assert got[-1] == 0.0
    with mpmath.workdps(60):
        for zi, gi in zip(z[:-1], got[:-1], strict=True):
            ref = finv_mpmath(1 - mpmath.mpf(float(zi)), 40)
            assert abs(gi - float(ref)) <= 1e-15 * float(ref)


@pytest.mark.parametrize("bad", [0.0, 1.0, -0.5, 2.0])
def test_f_inverse_domain_error(bad):
    with pytest.raises(ValueError, match=rf"y must be in \(0, 1\), got {bad!r}"):
        f_inverse(bad)


def test_f_inverse_domain_error_reports_index():
    with pytest.raises(ValueError, match=r"y must be in \(0, 1\), got 1.0 \(at index 1\)"):
        f_inverse([0.5, 1.0])


def test_f_inverse_rejects_nan_and_strings():
    with pytest.raises(ValueError, match="y must not be NaN, got nan"):
        f_inverse(float("nan"))
    with pytest.raises(TypeError, match="y must be a real number"):
        f_inverse("half")
    assert f_inverse("0.5") == f_inverse(0.5)  # a decimal string is a number (exact on precise)


@pytest.mark.parametrize(("dps", "exc"), [(0, ValueError), (-3, ValueError), (2.5, ValueError),
                                          (True, TypeError), ("30", TypeError)])
def test_f_inverse_rejects_bad_dps(dps, exc):
    with pytest.raises(exc, match="dps must be a positive integer"):
        precise.f_inverse(0.5, dps=dps)


def test_f_forward_domain_error():
    with pytest.raises(ValueError, match=r"x must be > 0, got -1\.0"):
        f_forward(-1.0)
    with pytest.raises(ValueError, match="x must be finite, got inf"):
        f_forward(np.inf)


def _finv_bisection(y):
    """F^-1(y) by bisection on t = ln x at the current precision (obviously correct, slow)."""
    lo, hi = mpmath.mpf(-800), mpmath.mpf(800)
    for _ in range(mpmath.mp.prec + 12):
        mid = (lo + hi) / 2
        x = mpmath.exp(mid)
        if x * mpmath.log1p(1 / x) < y:
            lo = mid
        else:
            hi = mid
    return mpmath.exp((lo + hi) / 2)


@given(y=unit_floats().filter(lambda v: 0 < v < 1))
@example(y=1e-308)
@example(y=5e-324)
@example(y=1e-281)
def test_f_inverse_right_for_every_float(y):
    """f_inverse(1e-308) was NaN. Over every float in (0, 1), subnormals included: the
    relative error against bisection at 40 digits is below 1e-15 where the root is a normal
    float, and at most one subnormal step (5e-324) where it is subnormal; never NaN."""
    got = f_inverse(y)
    assert not np.isnan(got)
    with mpmath.workdps(40):
        want = float(_finv_bisection(mpmath.mpf(y)))
    assert abs(got - want) <= 1e-15 * want + 5e-324


@pytest.mark.parametrize("y", [1e-308, 1e-100, 0.5, 1 - 2.0**-40])
def test_f_inverse_dps_digits(y):
    """The precise path against bisection at 80 digits: 50 digits."""
    got = precise.f_inverse(y, dps=50)
    with mpmath.workdps(80):
        want = _finv_bisection(mpmath.mpf(y))
        assert abs(got - want) <= mpmath.mpf(10) ** -49 * want
