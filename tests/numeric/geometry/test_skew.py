"""numeric.geometry.skew (one place converts) and numeric.validation (messages at the boundary)."""

from __future__ import annotations

import numpy as np
import pytest

from numeric import validation as v
from numeric.geometry.skew import (
    prevalence_from_skew,
    resolve_skew,
    skew_from_counts,
    skew_from_prevalence,
)


def test_round_trip_and_types():
    a = np.logspace(-6, 6, 101)
    np.testing.assert_allclose(skew_from_prevalence(prevalence_from_skew(a)), a, rtol=1e-9)
    assert isinstance(skew_from_prevalence(0.25), float)
    assert skew_from_prevalence(0.25) == 3.0
    assert resolve_skew(counts=(20, 2000)) == 100.0
    assert resolve_skew(prevalence=[0.5, 0.2]).tolist() == [1.0, 4.0]


def test_inputs_not_modified():
    p = np.array([0.5, 0.2])
    skew_from_prevalence(p)
    assert p.tolist() == [0.5, 0.2]


@pytest.mark.parametrize(
    ("call", "exc", "match"),
    [
        (lambda: resolve_skew(-1.0), ValueError, r"^skew must be > 0, got -1.0$"),
        (lambda: resolve_skew(0), ValueError, r"^skew must be > 0, got 0.0$"),
        (lambda: resolve_skew(np.inf), ValueError, r"^skew must be finite, got inf$"),
        (lambda: resolve_skew([1.0, np.nan]), ValueError,
         r"^skew must not be NaN, got nan \(at index 1\)$"),
        (lambda: resolve_skew("big"), TypeError, r"^skew must be a real number"),
        (lambda: resolve_skew(True), TypeError, r"^skew must be a real number"),
        (lambda: resolve_skew(prevalence=1.0), ValueError,
         r"^prevalence must be in \(0, 1\), got 1.0$"),
        (lambda: resolve_skew(counts=(0, 5)), ValueError,
         r"^n_pos must be a positive integer, got 0$"),
        (lambda: resolve_skew(counts=(2.5, 5)), ValueError,
         r"^n_pos must be a positive integer, got 2.5$"),
        (lambda: resolve_skew(counts=("3", 5)), TypeError,
         r"^n_pos must be a positive integer, got str$"),
        (lambda: resolve_skew(counts=(3,)), TypeError, r"^counts must be a pair"),
        (lambda: resolve_skew(), ValueError,
         r"give exactly one of skew, prevalence, counts; got none"),
        (lambda: resolve_skew(1.0, counts=(1, 2)), ValueError, r"got skew, counts$"),
        (lambda: skew_from_counts(True, 3), TypeError,
         r"n_pos must be a positive integer, got bool"),
        (lambda: v.check_interval(2.0, "auc_roc", closed="both"), ValueError,
         r"^auc_roc must be in \[0, 1\], got 2.0$"),
        (lambda: v.check_interval(0.0, "recall", closed="right"), ValueError,
         r"^recall must be in \(0, 1\], got 0.0$"),
        (lambda: v.as_float_array([1 + 2j], "x"), TypeError, r"array of dtype complex128"),
    ],
)
def test_messages(call, exc, match):
    with pytest.raises(exc, match=match):
        call()


def test_integral_floats_accepted_as_counts():
    assert skew_from_counts(20.0, np.int64(2000)) == 100.0


def test_numeric_twins_of_symbolic_conversions():
    import sympy as sp

    from analytic import skew as ac

    rng = np.random.default_rng(7)
    for _ in range(50):
        pi = sp.Rational(int(rng.integers(1, 10**6)), 10**6 + 1)
        a = float(ac.skew_from_prevalence(pi))
        assert skew_from_prevalence(float(pi)) == pytest.approx(a, rel=1e-12)
        assert prevalence_from_skew(a) == pytest.approx(float(ac.prevalence_from_skew(a)),
                                                        rel=1e-12)
        n_pos, n_neg = (int(v) for v in rng.integers(1, 10**6, 2))
        assert skew_from_counts(n_pos, n_neg) == pytest.approx(
            float(ac.skew_from_counts(n_pos, n_neg)), rel=1e-15)
