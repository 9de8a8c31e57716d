"""Tests of analytic.binormal: the binormal model's AUC-ROC."""

from __future__ import annotations

import mpmath
import pytest
import sympy as sp

from analytic.binormal import binormal_auc_roc

d, s = sp.symbols("d s", positive=True)


def test_auc_is_the_probability_that_a_positive_outscores_a_negative() -> None:
    """AUC = P(X+ > X-) = int Phi(x) phi((x - d)/s)/s dx (the negatives' CDF against the
    positives' density), by mpmath quadrature at 30 digits."""
    for dv, sv in ((1, 1), (sp.Rational(1, 2), 2), (-2, sp.Rational(1, 3))):
        with mpmath.workdps(30):
            m, sd = mpmath.mpf(sp.Rational(dv).p) / sp.Rational(dv).q, \
                mpmath.mpf(sp.Rational(sv).p) / sp.Rational(sv).q
            ref = mpmath.quad(lambda t, m=m, sd=sd: mpmath.ncdf(t) * mpmath.npdf(t, m, sd),
                              [-mpmath.inf, m - 10 * sd, m, m + 10 * sd, mpmath.inf])
            got = sp.N(binormal_auc_roc(dv, sv), 30)
            assert abs(mpmath.mpf(str(got)) - ref) < mpmath.mpf("1e-25") * ref


def test_symmetry_and_chance() -> None:
    assert binormal_auc_roc(0, s) == sp.Rational(1, 2)
    assert sp.simplify(binormal_auc_roc(d, s) + binormal_auc_roc(-d, s) - 1) == 0


def test_pROC_parametrisation() -> None:
    """pROC's binormal AUC Phi(A/sqrt(1 + B^2)) with A = d/s, B = 1/s."""
    a_, b_ = d / s, 1 / s
    proc = sp.erfc(-a_ / sp.sqrt(1 + b_**2) / sp.sqrt(2)) / 2
    assert sp.simplify(proc - binormal_auc_roc(d, s)) == 0


@pytest.mark.parametrize(
    ("call", "error", "match"),
    [
        (lambda: binormal_auc_roc(1, 0), ValueError, r"sd_positive must be > 0, got 0"),
        (lambda: binormal_auc_roc(1, -2), ValueError, r"sd_positive must be > 0, got -2"),
        (lambda: binormal_auc_roc([1], 1), TypeError,
         r"separation must be a number or a sympy expression, got list"),
    ],
)
def test_out_of_domain_raises(call, error, match) -> None:
    with pytest.raises(error, match=match):
        call()
