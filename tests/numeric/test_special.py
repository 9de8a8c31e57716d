"""numeric.special against mpmath at high precision, over the whole domain."""

from __future__ import annotations

import mpmath
import numpy as np
import pytest

from numeric.special import log1pmx, log1pmx_over_square, one_minus_xlog1p_inv, xlog1p_inv


def _mp(fn, x):
    # Enough digits for the cancellation in the reference itself (|log10 x| extra).
    with mpmath.workdps(60 + 2 * abs(int(np.log10(abs(x))))):
        return float(fn(mpmath.mpf(float(x))))


U_GRID = np.concatenate([
    -np.logspace(-150, np.log10(0.999999), 400),
    np.logspace(-150, 300, 600),
    np.linspace(-0.95, 3.0, 400),
])
X_GRID = np.concatenate([np.logspace(-300, 300, 800), np.linspace(0.01, 5.0, 400)])


def test_log1pmx_few_ulp():
    ref = np.array([_mp(lambda t: mpmath.log1p(t) - t, u) for u in U_GRID])
    got = log1pmx(U_GRID)
    ok = ref != 0  # log1pmx(1e-150) underflows to 0 in float64 as it must
    assert np.max(np.abs(got[ok] - ref[ok]) / np.abs(ref[ok])) < 1e-15
    assert np.all(got[~ok] == 0)


def test_one_minus_xlog1p_inv_few_ulp():
    ref = np.array([_mp(lambda t: 1 - t * mpmath.log1p(1 / t), x) for x in X_GRID])
    got = one_minus_xlog1p_inv(X_GRID)
    assert np.max(np.abs(got - ref) / ref) < 1e-15


def test_xlog1p_inv_few_ulp():
    ref = np.array([_mp(lambda t: t * mpmath.log1p(1 / t), x) for x in X_GRID])
    got = xlog1p_inv(X_GRID)
    assert np.max(np.abs(got - ref) / ref) < 1e-15


@pytest.mark.parametrize("x", [1e-300, 0.3, 1.0, 7.5, 1e8, 1e300])
def test_complementary(x):
    assert xlog1p_inv(x) + one_minus_xlog1p_inv(x) == pytest.approx(1.0, abs=2e-16)


@pytest.mark.parametrize("scale", [1e-300, 1e-12, 2.0**-12, 1e-3, 0.05, 0.3, 1.0])
def test_log1pmx_over_square_with_the_terms_its_largest_argument_needs(scale):
    """The atanh series is cut after the terms the largest |u| needs: still a few ulp."""
    u = scale * np.linspace(-0.5, 1.0, 61)
    u = u[u != 0]
    ref = np.array([_mp(lambda t: (mpmath.log1p(t) - t) / t**2, v) for v in u])
    assert np.max(np.abs(log1pmx_over_square(u) - ref) / np.abs(ref)) < 1e-15
