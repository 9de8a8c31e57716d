"""Tests of analytic.mihelich: Mihelich, Castagnos & Dognin (ICML 2024) as sympy expressions."""

from __future__ import annotations

import mpmath
import pytest
import sympy as sp

from analytic.finv import f_forward, f_inverse, finv_mpmath
from analytic.mihelich import (
    T_piecewise_linear,
    auc_pr_max,
    auc_pr_min_mihelich,
    auc_roc_max_mihelich,
    auc_roc_min,
    global_min_auc_pr,
    lemma37_bound,
    lemma37_bound_sharp,
)

a, c, k, x, y = sp.symbols("a c k x y", positive=True)

# Exact sample points (a, c) with 0 < c < 1.
POINTS = [
    (sp.Integer(1), sp.Rational(1, 8)),
    (sp.Integer(100), sp.Rational(1, 8)),
    (sp.Rational(1, 3), sp.Rational(2, 5)),
    (sp.Integer(7), sp.Rational(9, 10)),
]


def _zero(expr: sp.Expr) -> bool:
    """``expr`` is identically zero: simplified, else checked to 40 digits."""
    s = sp.simplify(sp.expand_log(expr, force=True))
    if s == 0:
        return True
    return abs(sp.N(s, 40)) < sp.Float("1e-35")


# --------------------------------------------------------------------------- Thm 3.5


def test_thm35_max_is_the_integral_of_T_over_the_step_function():
    """Thm 3.5, eqs. (26)-(27): integrating x/(x + a f) over the 0/1 step at 1 - c gives (5)."""
    derived = sp.integrate(sp.S.One, (x, 0, 1 - c)) + sp.integrate(x / (x + a), (x, 1 - c, 1))
    assert _zero(derived - auc_pr_max(a, 1 - c))


def test_thm35_claimed_min_is_the_integral_of_T_at_f_equal_c():
    """Thm 3.5, eq. (28): the paper's minimum is T(f) for the constant f = c."""
    derived = sp.integrate(x / (x + a * c), (x, 0, 1))
    assert _zero(derived - auc_pr_min_mihelich(a, 1 - c))


@pytest.mark.parametrize(("av", "cv"), POINTS)
def test_T_piecewise_linear_reproduces_both_thm35_expressions(av, cv):
    """T over the knots of the step (vertical jump at 1 - c) and of the constant c."""
    step = T_piecewise_linear([0, 1 - cv, 1 - cv, 1], [0, 0, 1, 1], av)
    const = T_piecewise_linear([0, 0, 1, 1], [0, cv, cv, 1], av)
    assert _zero(step - auc_pr_max(av, 1 - cv))
    assert _zero(const - auc_pr_min_mihelich(av, 1 - cv))


@pytest.mark.parametrize(("av", "cv"), POINTS)
def test_T_piecewise_linear_matches_quadrature_for_a_polygon(av, cv):
    """Slow reference: mpmath quadrature of x/(x + a f(x)) for a three-segment f."""
    knots_x = [0, sp.Rational(1, 4), sp.Rational(3, 5), 1]
    knots_f = [0, cv / 3, cv, 1]
    exact = T_piecewise_linear(knots_x, knots_f, av)
    fx = [float(v) for v in knots_x]
    ff = [float(v) for v in knots_f]

    def f(t):
        for i in range(3):
            if t <= fx[i + 1]:
                return ff[i] + (ff[i + 1] - ff[i]) * (t - fx[i]) / (fx[i + 1] - fx[i])
        return 1.0

    with mpmath.workdps(30):
        ref = mpmath.quad(lambda t: t / (t + float(av) * f(t)), fx)
    assert float(exact) == pytest.approx(float(ref), rel=1e-12)


def test_T_piecewise_linear_rejects_mismatched_knots():
    with pytest.raises(ValueError, match="same length >= 2, got 3 and 2"):
        T_piecewise_linear([0, 0.5, 1], [0, 1], 1)


def test_claimed_min_is_one_minus_F_of_ac():
    """Eq. (31): 1 - ac ln((1 + ac)/(ac)) = 1 - F(ac)."""
    assert _zero(auc_pr_min_mihelich(a, 1 - c) - (1 - f_forward(a * c)))


# --------------------------------------------------------------------------- F and Finv


def test_F_is_the_explicit_expression():
    assert f_forward(x) == x * sp.log((1 + x) / x)
    assert f_forward(1) == sp.log(2)


def test_round_trip_symbolic():
    assert f_forward(f_inverse(y)) == y
    assert f_inverse(f_forward(x)) == x
    assert f_inverse(f_forward(sp.Rational(1, 3))) == sp.Rational(1, 3)
    assert f_inverse(sp.log(2)) == 1
    assert f_inverse(y).inverse() is f_forward


def test_Finv_special_values_are_the_limits():
    assert f_inverse(0) == 0
    assert f_inverse(1) == sp.oo


def test_Finv_keeps_unknown_arguments_unevaluated():
    z = sp.Symbol("z")
    assert isinstance(f_inverse(z), f_inverse)
    assert isinstance(f_inverse(sp.Rational(1, 2)), f_inverse)


def test_Finv_derivative_is_one_over_F_prime():
    """fdiff: d/dy Finv(y) * F'(Finv(y)) = 1."""
    dfinv = sp.diff(f_inverse(y), y)
    dF = sp.diff(f_forward(x), x).subs(x, f_inverse(y))
    assert sp.simplify(dfinv * dF - 1) == 0


def test_Finv_derivative_matches_finite_difference():
    y0 = sp.Rational(3, 10)
    d = sp.diff(f_inverse(y), y).subs(y, y0).evalf(30)
    with mpmath.workdps(30):
        fd = mpmath.diff(lambda t: finv_mpmath(t, 80), mpmath.mpf(3) / 10)
    assert abs(float(d) - float(fd)) < 1e-20 * abs(float(fd)) + 1e-25


@pytest.mark.parametrize("yv", ["1e-300", "1e-20", "0.001", "0.3", "0.5", "0.9", "0.999999"])
def test_Finv_evalf_round_trip(yv):
    """F(Finv(y).evalf(50)) = y to 45 digits."""
    yy = sp.Float(yv, 60)
    xv = f_inverse(yy).evalf(50)
    back = f_forward(xv).evalf(50)
    assert abs((back - yy) / yy) < sp.Float("1e-45")


@pytest.mark.parametrize("yv", [1e-300, 1e-30, 1e-5, 0.1, 0.29, 0.3, 0.31, 0.5, 0.9,
                                1 - 1e-10, 1 - 2.0**-53])
def test_finv_mpmath_against_bisection(yv):
    """Slow reference: bisection on F(x) = y in exact-ish arithmetic at 60 digits."""
    got = finv_mpmath(yv, 40)
    with mpmath.workdps(60):
        yy = mpmath.mpf(yv)
        lo, hi = mpmath.mpf("1e-320"), mpmath.mpf("1e17")
        for _ in range(400):
            mid = mpmath.sqrt(lo * hi)
            if mid * mpmath.log1p(1 / mid) < yy:
                lo = mid
            else:
                hi = mid
        assert abs(got - lo) / lo < mpmath.mpf("1e-38")


def test_finv_mpmath_gives_the_requested_digits():
    with mpmath.workdps(120):
        ref = finv_mpmath(0.25, 100)
        got = finv_mpmath(0.25, 30)
        assert abs(got - ref) / ref < mpmath.mpf("1e-29")


@pytest.mark.parametrize("bad", [0, 1, 1.5, -0.25])
def test_finv_mpmath_domain_error_names_y(bad):
    with pytest.raises(ValueError, match=rf"y must be in \(0, 1\), got {bad}"):
        finv_mpmath(bad)


def test_finv_mpmath_rejects_bad_dps_and_type():
    with pytest.raises(ValueError, match="dps must be a positive integer, got 0"):
        finv_mpmath(0.5, 0)
    with pytest.raises(TypeError, match="y must be a real number, got list"):
        finv_mpmath([0.5])


def test_Finv_evalf_outside_domain_raises():
    with pytest.raises(ValueError, match=r"y must be in \(0, 1\)"):
        f_inverse(2).evalf()


def test_finv_mpmath_leaves_global_precision_alone():
    before = mpmath.mp.dps
    finv_mpmath(0.5, 80)
    assert mpmath.mp.dps == before


# --------------------------------------------------------------------------- Thm 3.9


def test_thm39_min_inverts_thm35_max():
    """Substituting c = 1 - AUC_ROC_min(k) into Thm 3.5's maximum gives k back (eqs. (33)-(36))."""
    cc = 1 - auc_roc_min(a, k)
    assert _zero(auc_pr_max(a, 1 - cc) - k)


def test_thm39_max_inverts_thm35_claimed_min_symbolically():
    """c = Finv(1 - k)/a in 1 - F(ac) gives k (eqs. (31)-(32))."""
    cc = 1 - auc_roc_max_mihelich(a, k)
    assert sp.simplify(1 - f_forward(a * cc) - k) == 0


@pytest.mark.parametrize(("av", "cv"), POINTS)
def test_thm39_max_inverts_thm35_claimed_min_numerically(av, cv):
    kv = auc_pr_min_mihelich(av, 1 - cv)
    back = (1 - auc_roc_max_mihelich(av, kv)).evalf(40)
    assert abs(back - cv) < sp.Float("1e-35")


@pytest.mark.parametrize("av", [sp.Rational(1, 100), sp.Integer(1), sp.Integer(100)])
def test_thm39_domain_ends(av):
    """At k = 1 both bounds are 1; at the global minimum 1 - a ln((1+a)/a) both are 0."""
    m = global_min_auc_pr(av)
    assert sp.simplify(auc_roc_min(av, 1) - 1) == 0
    assert auc_roc_max_mihelich(av, 1) == 1
    assert abs(auc_roc_min(av, m).evalf(40)) < sp.Float("1e-35")
    assert abs(auc_roc_max_mihelich(av, m).evalf(40)) < sp.Float("1e-35")


# --------------------------------------------------------------------------- Cor 3.11, Lemma 3.7


def test_cor311_thm35_at_c_one_equals_boyd_thm2():
    """Cor. 3.11, eq. (38): AUC_PR^max(c = 1) = AUC_PR^min(c = 1) = Boyd's Thm 2, pi = 1/(1+a)."""
    pi = 1 / (1 + a)
    boyd = 1 + (1 - pi) * sp.log(1 - pi) / pi  # Boyd et al. (2012), Thm 2, in the prevalence
    assert _zero(auc_pr_max(a, 0) - boyd)
    assert _zero(auc_pr_min_mihelich(a, 0) - boyd)
    assert _zero(global_min_auc_pr(a) - boyd)


def test_lemma37_bounds():
    """Eq. (8) and the constant the proof actually gives; the sharper is smaller by sqrt(2)."""
    d = sp.Symbol("delta", positive=True)
    assert lemma37_bound(a, d) == 2 * sp.sqrt(2) * sp.sqrt(a) * sp.sqrt(d)
    assert sp.simplify(lemma37_bound(a, d) / lemma37_bound_sharp(a, d)) == sp.sqrt(2)


def test_lemma37_paper_constant_minimises_its_h():
    """Eq. (14): min over alpha of 2 alpha + a delta/alpha is 2 sqrt(2 a delta)."""
    al, d = sp.symbols("alpha delta", positive=True)
    h = 2 * al + a * d / al
    crit = sp.solve(sp.diff(h, al), al)
    assert len(crit) == 1
    assert sp.simplify(h.subs(al, crit[0]) - lemma37_bound(a, d)) == 0
    hs = al + a * d / al
    crit_s = sp.solve(sp.diff(hs, al), al)
    assert sp.simplify(hs.subs(al, crit_s[0]) - lemma37_bound_sharp(a, d)) == 0


# --------------------------------------------------------------------------- paper numbers


@pytest.mark.parametrize(
    ("av", "auc_roc", "lo", "hi"),
    [
        # Mihelich et al. (2024), Sec. 4.1: "for a = 100, a classifier with a good
        # AUC_ROC = 0.875 can have a AUC_PR that ranges from 0.038 to 0.876"
        (100, sp.Rational(875, 1000), 0.038, 0.876),
        # Sec. 4.1: "if a = 1 the AUC_PR ranges from 0.725 to 0.935"
        (1, sp.Rational(875, 1000), 0.725, 0.935),
        # Sec. 4.2: "for a AUC_ROC = 0.7 the AUC_PR ranges from 0.016 to 0.703"
        (100, sp.Rational(7, 10), 0.016, 0.703),
    ],
)
def test_paper_numbers_auc_pr_range(av, auc_roc, lo, hi):
    assert round(float(auc_pr_min_mihelich(av, auc_roc)), 3) == lo
    assert round(float(auc_pr_max(av, auc_roc)), 3) == hi


def test_paper_numbers_auc_roc_range():
    """Sec. 4.2: "for a = 100 and AUC_PR = 0.7 the AUC_ROC ranges from 0.697 to 0.999"."""
    kv = sp.Rational(7, 10)
    assert round(float(auc_roc_min(100, kv)), 3) == 0.697
    assert round(float(auc_roc_max_mihelich(100, kv)), 3) == 0.999


@pytest.mark.parametrize(
    "fn", [auc_pr_max, auc_pr_min_mihelich, auc_roc_min, auc_roc_max_mihelich,
           lemma37_bound, lemma37_bound_sharp],
)
def test_non_sympifiable_input_is_a_type_error(fn):
    with pytest.raises(TypeError, match="must be a number or a sympy expression, got object"):
        fn(object(), 1)


def test_global_min_type_error():
    with pytest.raises(TypeError, match="skew must be a number or a sympy expression, got list"):
        global_min_auc_pr([1])


def test_T_piecewise_linear_twin_at_random_points():
    """T(f) (Mihelich et al. 2024, eq. 7) for a random increasing polygon f equals the exact DG
    area of its numeric twin, pr_area_from_counts in rates (tp = TPR, fp = a FPR, n_pos = 1)."""
    import numpy as np

    from numeric.geometry.interpolation import pr_area_from_counts

    rng = np.random.default_rng(37)
    for _ in range(25):
        m = int(rng.integers(2, 7))
        tpr_pct = [0, *sorted(rng.integers(1, 99, m - 1).tolist()), 100]
        fpr_pct = [0, *sorted(rng.integers(0, 100, m - 1).tolist()), 100]
        a = sp.Integer(10) ** int(rng.integers(-2, 3))
        sym = T_piecewise_linear([sp.Rational(t, 100) for t in tpr_pct],
                                 [sp.Rational(f, 100) for f in fpr_pct], a)
        num = pr_area_from_counts(np.array(tpr_pct) / 100, float(a) * np.array(fpr_pct) / 100,
                                  1.0)
        assert num == pytest.approx(float(sp.N(sym, 30)), rel=1e-12)
