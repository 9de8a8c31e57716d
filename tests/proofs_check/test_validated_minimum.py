"""proofs_check.validated_minimum: interval enclosures of the exact minimum AUC-PR.

Independent references: exact rationals (the free-regime value 8/(9(2q+1)), Fraction), the AUC-PR
of explicit feasible curves integrated in closed form at 40 digits in this file (every ROC curve
is above a valid lower bound), and a deliberately wrong "minimum" that the branch-and-bound must
fail to certify.
"""

from __future__ import annotations

import math
from fractions import Fraction

import mpmath
import numpy as np
import pytest

from proofs_check import validated_minimum as vm


def _two_step_auc_pr(a: float, t1: float, t2: float, level: float) -> float:
    """AUC-PR of f = 0 on [0, t1), level on [t1, t2), 1 on [t2, 1], closed form at 40 digits."""
    with mpmath.workdps(40):
        a_, t1_, t2_, b = (mpmath.mpf(v) for v in (a, t1, t2, level * a))

        def piece(lo: mpmath.mpf, hi: mpmath.mpf, bb: mpmath.mpf) -> mpmath.mpf:  # int x/(x+bb)
            return (hi - lo) - bb * mpmath.log((hi + bb) / (lo + bb))

        return float(t1_ + piece(t1_, t2_, b) + piece(t2_, 1, a_))


@pytest.mark.parametrize(("skew", "q"), [(100.0, Fraction(25, 2)), (16.0, Fraction(2)),
                                         (1024.0, Fraction(256))])
def test_free_regime_encloses_exact_rational(skew, q):
    """Free regime (q >= 5/6, c <= 2/3 + 1/(6a)): minimum 8/(9(2q + 1)) exactly."""
    c = q / Fraction(skew)
    cert = vm.validated_certificate(skew, float(1 - c))
    assert Fraction(1 - c) == Fraction(cert.auc_roc)  # the point is exact
    exact = Fraction(8, 9) / (2 * q + 1)
    assert Fraction(cert.lower) <= exact <= Fraction(cert.upper)
    assert cert.upper - cert.lower < 1e-12 and cert.gap < 1e-12 and cert.exact_enclosed


@pytest.mark.parametrize(("skew", "auc_roc"), [(1.0, 0.5), (0.01, 0.2), (0.2, 0.9), (5.0, 0.1),
                                               (1e-3, 0.99), (300.0, 0.05)])
def test_lower_bound_below_every_feasible_curve(skew, auc_roc):
    """Weak duality: no ROC curve with this AUC-ROC has AUC-PR below ``lower``; random two-step
    curves (closed form, 40 digits) and the constant f = c (Mihelich's curve) all lie above it."""
    cert = vm.validated_certificate(skew, auc_roc)
    c = 1.0 - auc_roc
    q = skew * c
    constant = 1.0 - q * math.log((1.0 + q) / q)
    assert cert.lower <= cert.upper <= constant + 1e-15
    rng = np.random.default_rng(7)
    for _ in range(60):
        t1, t2 = sorted(rng.uniform(0.0, 1.0, 2))
        if t2 - t1 < 1e-3:
            continue
        level = (c - (1.0 - t2)) / (t2 - t1)  # mass c
        if not 0.0 <= level <= 1.0:
            continue
        assert cert.lower <= _two_step_auc_pr(skew, t1, t2, level)
    assert cert.upper - cert.lower < 1e-9 and cert.exact_enclosed


def test_grid_subset_enclosures():
    certs = vm.validated_certificate_grid([(1e-6, 0.5), (1e6, 0.3), (0.5, 0.0745)])
    assert len(certs) == 3
    assert all(c.exact_enclosed and 0 <= c.upper - c.lower < 1e-9 for c in certs)


def test_grid_skips_auc_zero():
    assert vm.validated_certificate_grid([(1.0, 0.0)]) == []


def test_region_small_holds():
    res = vm.validated_minimum_region((50.0, 60.0), (0.8, 0.9), initial=(1, 2), tol=1e-5)
    assert res.holds and res.boxes >= 1 and res.max_corner_deficit <= 1e-5
    assert res.max_corner_excess <= 0.0 and res.max_monotone_deficit >= res.max_corner_deficit
    assert res.skew_min < 50.0 and res.skew_max > 60.0 and res.auc_min < 0.8 < 0.9 <= res.auc_max


def test_region_rejects_a_wrong_minimum(monkeypatch):
    """Mihelich et al.'s claimed minimum (too high) cannot be certified: the deficit stays."""
    def claimed(skew, auc_roc, dps=20):
        a = mpmath.mpf(skew)
        q = a * (1 - mpmath.mpf(Fraction(auc_roc).numerator) / Fraction(auc_roc).denominator)
        return 1 - q * mpmath.log((1 + q) / q)

    monkeypatch.setattr(vm, "_auc_pr_min_mp", claimed)
    res = vm.validated_minimum_region((90.0, 110.0), (0.85, 0.9), initial=(1, 1), tol=1e-5,
                                      max_depth=2)
    assert not res.holds and res.max_corner_deficit > 1e-3


@pytest.mark.parametrize(("kwargs", "exc", "match"), [
    ({"skew": "1", "auc_roc": 0.5}, TypeError, "skew must be a real number, got str"),
    ({"skew": 1.0, "auc_roc": True}, TypeError, "auc_roc must be a real number, got bool"),
    ({"skew": -1.0, "auc_roc": 0.5}, ValueError, r"skew must be a finite number > 0, got -1.0"),
    ({"skew": 1.0, "auc_roc": 1.0}, ValueError, r"auc_roc must be in \[0, 1\), got 1.0"),
])
def test_certificate_validation(kwargs, exc, match):
    with pytest.raises(exc, match=match):
        vm.validated_certificate(**kwargs)


@pytest.mark.parametrize(("kwargs", "match"), [
    ({"skew_range": (0.0, 1.0)}, r"skew_range must satisfy 0 < low < high < inf, got \(0.0, 1.0\)"),
    ({"auc_range": (0.5, 1.0)}, r"auc_range must satisfy 0 < low < high < 1, got \(0.5, 1.0\)"),
    ({"tol": 0.0}, "tol must be > 0, got 0.0"),
    ({"max_depth": -1}, "max_depth must be >= 0, got -1"),
])
def test_region_validation(kwargs, match):
    with pytest.raises(ValueError, match=match):
        vm.validated_minimum_region(**kwargs)
