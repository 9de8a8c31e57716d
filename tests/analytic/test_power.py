"""Tests of analytic.power: Obuchowski's power and sample size, symbolically."""

from __future__ import annotations

import pytest
import sympy as sp

from analytic.power import (
    binormal_auc_covariance,
    binormal_auc_variance,
    detectable_auc_one_curve,
    obuchowski_variance,
    power_one_curve,
    sample_size_one_curve,
)

theta, kappa = sp.symbols("theta kappa", positive=True)


def test_null_variance_is_the_variance_at_one_half() -> None:
    """pROC's V_0 = 0.0792 (1 + 1/kappa) is Obuchowski's V at theta = 1/2 (A = 0)."""
    assert sp.simplify(obuchowski_variance(sp.Rational(1, 2), kappa)
                       - sp.Rational(792, 10000) * (1 + 1 / kappa)) == 0


@pytest.mark.parametrize(("auc", "power", "kappa_", "alternative"),
                         [(sp.Rational(4, 5), sp.Rational(9, 10), 1, "two-sided"),
                          (sp.Rational(3, 10), sp.Rational(1, 2), sp.Rational(5, 2), "one-sided"),
                          (sp.Rational(99, 100), sp.Rational(999, 1000), sp.Rational(1, 7),
                           "two-sided")])
def test_power_of_the_sample_size_is_the_power(auc, power, kappa_, alternative) -> None:
    """The round trip of the pair map/inverse, at 50 digits (erfinv has no closed inverse
    simplification in sympy): power_one_curve(auc, n, kappa n) = power."""
    n = sample_size_one_curve(auc, power, kappa=kappa_, alternative=alternative)
    back = power_one_curve(auc, n, kappa_ * n, alternative=alternative)
    assert abs(sp.N(back - power, 50)) < sp.Float("1e-45")


@pytest.mark.parametrize(("n", "k", "power"), [(30, 1, sp.Rational(9, 10)),
                                               (200, sp.Rational(7, 2), sp.Rational(1, 2)),
                                               (5, 1, sp.Rational(99, 100))])
def test_the_detectable_auc_needs_that_many_cases(n, k, power) -> None:
    """detectable_auc_one_curve inverts sample_size_one_curve in auc, to its dps digits."""
    auc = detectable_auc_one_curve(n, k * n, power, dps=40)
    assert sp.Rational(1, 2) < auc < 1
    back = sample_size_one_curve(sp.nsimplify(auc, rational=True), power, kappa=k)
    assert abs(sp.N(back / n - 1, 50)) < 1e-35


def test_too_few_cases_for_any_auc() -> None:
    """As the AUC tends to 1, V -> 0 and the cases needed tend to 4 z_a^2 V_0 = 2.43395 at the
    default level: fewer reach no power at all."""
    with pytest.raises(ValueError, match=r"n_cases must be large enough for some auc < 1 to reach "
                                         r"power 9/10, got n_cases=2 \(needs > 2\.43395\)"):
        detectable_auc_one_curve(2, 2, sp.Rational(9, 10))
    z = sp.sqrt(2) * sp.erfinv(sp.Rational(19, 20))
    assert f"{float(4 * z**2 * sp.Rational(792, 10000) * 2):.6g}" == "2.43395"


def test_the_detectable_auc_is_numeric() -> None:
    with pytest.raises(TypeError, match=r"n_cases must be a number for the numeric root, got n"):
        detectable_auc_one_curve(sp.Symbol("n"), 5, sp.Rational(1, 2))
    with pytest.raises(ValueError, match=r"dps must be a positive integer, got 0"):
        detectable_auc_one_curve(30, 30, sp.Rational(9, 10), dps=0)


def test_below_the_floor_the_round_trip_fails() -> None:
    """No number of cases gives a power below Phi(-z_a sqrt(V0/V)): there sample_size_one_curve's
    square root of a square loses the sign, and the power comes back above the target."""
    n = sample_size_one_curve(sp.Rational(3, 5), sp.Rational(1, 1000))
    assert sp.N(power_one_curve(sp.Rational(3, 5), n, n), 30) > sp.Rational(1, 100)


def test_symbolic_auc_gives_an_expression() -> None:
    p = power_one_curve(theta, 50, 50)
    assert p.has(theta) and p.has(sp.erfinv)
    at = sp.Rational(4, 5)
    assert abs(sp.N(p.subs(theta, at) - power_one_curve(at, 50, 50), 30)) < 1e-28


def test_no_effect_has_no_sample_size() -> None:
    assert sample_size_one_curve(sp.Rational(1, 2), sp.Rational(4, 5)) is sp.nan


@pytest.mark.parametrize(
    ("call", "error", "match"),
    [
        (lambda: power_one_curve(1, 10, 10), ValueError, r"auc must be in \(0, 1\), got 1"),
        (lambda: power_one_curve(sp.Rational(1, 2), 0, 10), ValueError,
         r"n_cases must be > 0, got 0"),
        (lambda: power_one_curve(sp.Rational(1, 2), 10, -1), ValueError,
         r"n_controls must be > 0, got -1"),
        (lambda: power_one_curve(sp.Rational(3, 4), 10, 10, sig_level=0), ValueError,
         r"sig_level must be in \(0, 1\), got 0"),
        (lambda: power_one_curve(sp.Rational(3, 4), 10, 10, alternative="less"), ValueError,
         r"alternative must be one of \['two-sided', 'one-sided'\], got 'less'"),
        (lambda: sample_size_one_curve(sp.Rational(3, 4), 2), ValueError,
         r"power must be in \(0, 1\), got 2"),
        (lambda: sample_size_one_curve(sp.Rational(3, 4), sp.Rational(1, 2), kappa=0), ValueError,
         r"kappa must be > 0, got 0"),
        (lambda: power_one_curve("0.7", 10, 10), TypeError,
         r"auc must be a number or a sympy expression, got str"),
    ],
)
def test_out_of_domain_raises(call, error, match) -> None:
    with pytest.raises(error, match=match):
        call()


A, B, K = sp.symbols("A B kappa", positive=True)


def test_pROC_derivatives_of_the_binormal_auc() -> None:
    """pROC's f.full = exp(-A^2/(2(1+B^2))) (2 pi (1+B^2))^(-1/2) and g.full = -exp(...) A B
    (2 pi (1+B^2)^3)^(-1/2): binormal_auc_variance with them written out equals ours."""
    e = sp.exp(-A**2 / (2 * (1 + B**2)))
    f = e / sp.sqrt(2 * sp.pi * (1 + B**2))
    g = -e * A * B / sp.sqrt(2 * sp.pi * (1 + B**2) ** 3)
    proc = f**2 * (1 + B**2 / K + A**2 / 2) + g**2 * B**2 * (1 + K) / (2 * K)
    assert sp.simplify(binormal_auc_variance(A, B, K) - proc) == 0


def test_covariance_of_a_curve_with_itself() -> None:
    """With r_a = r_n = 1 the covariance is the full delta-method variance: pROC's variance plus
    the cross term 2 f g (A B / 2) that var.params.obuchowski leaves out."""
    e = sp.exp(-A**2 / (2 * (1 + B**2)))
    f = e / sp.sqrt(2 * sp.pi * (1 + B**2))
    g = -e * A * B / sp.sqrt(2 * sp.pi * (1 + B**2) ** 3)
    gap = binormal_auc_covariance(A, B, A, B, 1, 1, K) - binormal_auc_variance(A, B, K)
    assert sp.simplify(gap - f * g * A * B) == 0


def test_a_negative_slope_uses_the_same_formula() -> None:
    """The AUC Phi(A/sqrt(1 + B^2)) depends on B^2 only: a slope of -2 gives f as +2 and g of the
    opposite sign, so the variance (in f^2, g^2 and B^2) is the same."""
    assert sp.simplify(binormal_auc_variance(1, -2, 3) - binormal_auc_variance(1, 2, 3)) == 0


@pytest.mark.parametrize(
    ("call", "match"),
    [
        (lambda: binormal_auc_variance(1, 1, 0), r"kappa must be > 0, got 0"),
        (lambda: binormal_auc_covariance(1, 1, 1, 1, 2, 0, 1),
         r"corr_pos must be in \[-1, 1\], got 2"),
        (lambda: binormal_auc_covariance(1, 1, 1, 1, 0, -3, 1),
         r"corr_neg must be in \[-1, 1\], got -3"),
    ],
)
def test_binormal_out_of_domain_raises(call, match) -> None:
    with pytest.raises(ValueError, match=match):
        call()


def test_binormal_non_number_raises() -> None:
    with pytest.raises(TypeError, match=r"slope_b must be a number or a sympy expression, got str"):
        binormal_auc_covariance(1, 1, 1, "1", 0, 0, 1)
