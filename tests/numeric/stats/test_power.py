"""Tests of numeric.stats.power: Obuchowski's formulas written out here, and R's pROC.

pROC (``power.roc.test``) is run by ``Rscript`` in the tests (skipped when absent); agreement is
to 1e-10 relative (the formulas are closed forms: only the last bits of ``qnorm`` and ``exp``
differ), except the detectable AUC, which pROC solves with ``uniroot``'s default tolerance
(``.Machine$double.eps^0.25``, about 1e-4).
"""

import math
import warnings
from fractions import Fraction

import numpy as np
import pytest
from proc_r import run_proc
from scipy import optimize
from scipy.stats import linregress as stats_linregress
from scipy.stats import norm

from numeric import DegenerateDataWarning
from numeric.stats import (
    detectable_auc_one_curve,
    power_one_curve,
    power_two_curves,
    sample_size_one_curve,
    sample_size_two_curves,
)
from rocpr.io import load_default_models

# ------------------------------------------------------------------------------------------
# independent references
# ------------------------------------------------------------------------------------------


def obuchowski_variance(theta, kappa):
    """Obuchowski's binormal variance of the AUC (times n_cases), with A = 1.414 Phi^-1(theta)
    (pROC's ``var.theta.obuchowski``, read from its source)."""
    a = norm.ppf(theta) * 1.414
    return 0.0099 * math.exp(-(a**2) / 2) * ((5 * a**2 + 8) + (a**2 + 8) / kappa)


def ref_power(theta, n_cases, n_controls, alpha, two_sided=True):
    """power = Phi((sqrt(n) |theta - 1/2| - z_a sqrt(V0)) / sqrt(V(theta)))."""
    kappa = n_controls / n_cases
    za = norm.ppf(1 - (alpha / 2 if two_sided else alpha))
    v0 = 0.0792 * (1 + 1 / kappa)
    z = (math.sqrt(n_cases) * abs(theta - 0.5) - za * math.sqrt(v0)) \
        / math.sqrt(obuchowski_variance(theta, kappa))
    return norm.cdf(z)


def slow_delong_cov(y, a, b):
    """DeLong's covariance matrix by the O(m n) pair matrix (DeLong et al. 1988, eqs. (3)-(5))."""
    y = np.asarray(y)
    out = []
    for s in (np.asarray(a, float), np.asarray(b, float)):
        psi = (s[y == 1][:, None] > s[y == 0][None, :]) \
            + 0.5 * (s[y == 1][:, None] == s[y == 0][None, :])
        out.append((psi.mean(), psi.mean(axis=1), psi.mean(axis=0)))
    m, n = (y == 1).sum(), (y == 0).sum()
    cov = np.empty((2, 2))
    for i in range(2):
        for j in range(2):
            cov[i, j] = (np.cov(out[i][1], out[j][1])[0, 1] / m
                         + np.cov(out[i][2], out[j][2])[0, 1] / n)
    return out[0][0], out[1][0], cov, m, n


def ref_two_curves(y, a, b, alpha, power=None, kappa=None):
    """pROC's two-curve formulas (zbeta.obuchowski, ncases.obuchowski) from the slow covariance."""
    aa, ab, cov, m, n = slow_delong_cov(y, a, b)
    v1, v2, c12 = m * cov[0, 0], m * cov[1, 1], m * cov[0, 1]
    v0, va = 2 * v1 - 2 * c12, v1 + v2 - 2 * c12
    za = norm.ppf(1 - alpha / 2)
    if power is None:
        return norm.cdf((math.sqrt(m) * abs(aa - ab) - za * math.sqrt(v0)) / math.sqrt(va))
    nd = (za * math.sqrt(v0) + norm.ppf(power) * math.sqrt(va)) ** 2 / (aa - ab) ** 2
    return nd, (n / m if kappa is None else kappa) * nd


def ref_obuchowski_two_curves(y, a, b, alpha=0.05, power=None):
    """Obuchowski & McClish (1997)'s binormal (co)variances as pROC writes them
    (var.params.obuchowski, cov.params.obuchowski), on scipy's least-squares binormal fit of
    probit(sp) on probit(se) over the empirical ROC points (pROC's smooth.roc.binormal)."""
    y = np.asarray(y)
    m, n = int(y.sum()), int((1 - y).sum())
    kappa = n / m
    fits = []
    for s in (a, b):
        pts = []
        for t in [-np.inf, *np.unique(s)]:  # predict positive iff score > t
            se, sp = np.mean(s[y == 1] > t), np.mean(s[y == 0] <= t)
            if 0 < se < 1 and 0 < sp < 1:
                pts.append((norm.ppf(se), norm.ppf(sp)))
        x, z = np.array(pts).T
        fit = stats_linregress(x, z)
        A, B = fit.intercept, fit.slope
        e = math.exp(-A**2 / (2 * (1 + B**2)))
        f = e / math.sqrt(2 * math.pi * (1 + B**2))
        g = -e * A * B / math.sqrt(2 * math.pi * (1 + B**2) ** 3)
        fits.append((A, B, f, g))
    (A1, B1, f1, g1), (A2, B2, f2, g2) = fits
    ra = np.corrcoef(a[y == 1], b[y == 1])[0, 1]
    rn = np.corrcoef(a[y == 0], b[y == 0])[0, 1]
    v1 = f1**2 * (1 + B1**2 / kappa + A1**2 / 2) + g1**2 * B1**2 * (1 + kappa) / (2 * kappa)
    v2 = f2**2 * (1 + B2**2 / kappa + A2**2 / 2) + g2**2 * B2**2 * (1 + kappa) / (2 * kappa)
    c12 = (f1 * f2 * (ra + rn * B1 * B2 / kappa + ra**2 * A1 * A2 / 2)
           + g1 * g2 * (B1 * B2 * (rn**2 + kappa * ra**2) / (2 * kappa))
           + f1 * g2 * (ra**2 * A1 * B2 / 2) + f2 * g1 * (ra**2 * A2 * B1 / 2))
    aa, ab = slow_delong_cov(y, a, b)[:2]
    v0, va = 2 * v1 - 2 * c12, v1 + v2 - 2 * c12
    za = norm.ppf(1 - alpha / 2)
    if power is None:
        return norm.cdf((math.sqrt(m) * abs(aa - ab) - za * math.sqrt(v0)) / math.sqrt(va))
    return (za * math.sqrt(v0) + norm.ppf(power) * math.sqrt(va)) ** 2 / (aa - ab) ** 2


def binormal(seed, n=400, prevalence=0.35, rho=0.6, shift=(1.0, 0.7)):
    """Two correlated binormal score columns."""
    rng = np.random.default_rng(seed)
    y = (rng.random(n) < prevalence).astype(int)
    z1, z2 = rng.normal(size=(2, n))
    a = z1 + shift[0] * y
    b = rho * z1 + math.sqrt(1 - rho**2) * z2 + shift[1] * y
    return y, a, b


def datasets():
    y, s = load_default_models()
    yield "default_models", y, s["logistic_regression"], s["naive_bayes"]
    for seed in range(2):
        yield f"binormal{seed}", *binormal(seed)
    y, a, b = binormal(7, n=150)
    yield "binormal_ties", y, np.round(a, 1), np.round(b, 1)


DATASETS = list(datasets())

ONE_CURVE_GRID = [
    # auc, n_cases, n_controls, sig_level, power, kappa, alternative
    (0.8, 20, 20, 0.05, 0.9, 1.0, "two-sided"),
    (0.65, 35.5, 80, 0.01, 0.8, 2.5, "two-sided"),
    (0.9, 12, 7, 0.1, 0.95, 0.5, "one-sided"),
    (0.55, 300, 900, 0.05, 0.5, 3.0, "one-sided"),
    (0.3, 40, 60, 0.05, 0.9, 1.5, "two-sided"),
]


# ------------------------------------------------------------------------------------------
# one curve
# ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("case", ONE_CURVE_GRID)
def test_one_curve_power_equals_obuchowski_written_out(case):
    auc, nd, nn, alpha, _, _, alt = case
    r = power_one_curve(auc, nd, nn, sig_level=alpha, alternative=alt)
    assert r.power == pytest.approx(ref_power(auc, nd, nn, alpha, alt == "two-sided"),
                                    rel=1e-12)
    assert (r.n_cases, r.n_controls, r.kappa) == (nd, nn, nn / nd)
    assert isinstance(r.power, float)


@pytest.mark.parametrize("case", ONE_CURVE_GRID)
def test_one_curve_sample_size_round_trips_to_the_target_power(case):
    """The closed-form n_cases is the root of power(n) = target, power from the reference."""
    auc, _, _, alpha, power, kappa, alt = case
    r = sample_size_one_curve(auc, power, kappa=kappa, sig_level=alpha, alternative=alt)
    assert r.n_controls == pytest.approx(kappa * r.n_cases, rel=1e-15)
    assert ref_power(auc, r.n_cases, r.n_controls, alpha, alt == "two-sided") \
        == pytest.approx(power, rel=1e-11)


@pytest.mark.parametrize("case", ONE_CURVE_GRID[:4])
def test_detectable_auc_is_the_root_of_the_reference_power(case):
    _, nd, nn, alpha, power, _, alt = case
    r = detectable_auc_one_curve(nd, nn, power, sig_level=alpha, alternative=alt)
    root = optimize.brentq(
        lambda t: ref_power(t, nd, nn, alpha, alt == "two-sided") - power, 0.5 + 1e-12,
        1 - 1e-12, xtol=1e-15, rtol=1e-15)
    assert 0.5 < r.auc < 1
    assert r.auc == pytest.approx(root, rel=1e-10)


def test_one_curve_against_proc():
    grid = np.array([c[:6] for c in ONE_CURVE_GRID], dtype=float)
    one_sided = np.array([c[6] == "one-sided" for c in ONE_CURVE_GRID], dtype=float)
    out = run_proc("""
    p <- ns <- au <- numeric(length(auc))
    for (i in seq_along(auc)) {
      alt <- if (one[i] == 1) "one.sided" else "two.sided"
      p[i] <- power.roc.test(auc = auc[i], ncases = nd[i], ncontrols = nn[i],
                             sig.level = sl[i], alternative = alt)$power
      ns[i] <- power.roc.test(auc = auc[i], power = pw[i], kappa = kp[i], sig.level = sl[i],
                              alternative = alt)$ncases
      au[i] <- if (auc[i] > 0.5) power.roc.test(ncases = nd[i], ncontrols = nn[i],
                 power = pw[i], sig.level = sl[i], alternative = alt)$auc else NA
    }
    out$power <- p; out$ncases <- ns; out$auc <- au
    """, auc=grid[:, 0], nd=grid[:, 1], nn=grid[:, 2], sl=grid[:, 3], pw=grid[:, 4],
        kp=grid[:, 5], one=one_sided)
    for i, (auc, nd, nn, alpha, power, kappa, alt) in enumerate(ONE_CURVE_GRID):
        p = power_one_curve(auc, nd, nn, sig_level=alpha, alternative=alt).power
        assert p == pytest.approx(out["power"][i], rel=1e-10)
        s = sample_size_one_curve(auc, power, kappa=kappa, sig_level=alpha, alternative=alt)
        assert s.n_cases == pytest.approx(out["ncases"][i], rel=1e-10)
        if auc > 0.5:  # pROC's uniroot stops at about 1e-4
            d = detectable_auc_one_curve(nd, nn, power, sig_level=alpha, alternative=alt)
            assert d.auc == pytest.approx(out["auc"][i], abs=2e-4)


def test_auc_below_half_acts_as_its_mirror():
    assert power_one_curve(0.3, 40, 60).power == pytest.approx(
        power_one_curve(0.7, 40, 60).power, rel=1e-12)


def test_detectable_auc_too_few_cases_raises():
    with pytest.raises(ValueError, match=r"n_cases must be large enough for some auc < 1 to "
                                         r"reach power 0\.99, got n_cases=1\.0"):
        detectable_auc_one_curve(1, 1, 0.99)


def test_sample_size_at_half_warns_and_is_nan():
    with pytest.warns(DegenerateDataWarning, match=r"sample size is undefined \(NaN\): auc is "
                                                   r"0\.5"):
        r = sample_size_one_curve(0.5, 0.8)
    assert math.isnan(r.n_cases) and math.isnan(r.n_controls)


@pytest.mark.parametrize(("call", "exc", "match"), [
    (lambda: power_one_curve(1.0, 10, 10), ValueError, r"auc must be in \(0, 1\), got 1\.0"),
    (lambda: power_one_curve("0.8", 10, 10), TypeError, r"auc must be a number, got str"),
    (lambda: power_one_curve(0.8, 0, 10), ValueError,
     r"n_cases must be > 0 and finite, got 0"),
    (lambda: power_one_curve(0.8, 10, math.inf), ValueError,
     r"n_controls must be > 0 and finite, got inf"),
    (lambda: power_one_curve(0.8, 10, 10, sig_level=1.5), ValueError,
     r"sig_level must be in \(0, 1\), got 1\.5"),
    (lambda: power_one_curve(0.8, 10, 10, alternative="less"), ValueError,
     r"alternative must be one of \['two-sided', 'one-sided'\], got 'less'"),
    (lambda: sample_size_one_curve(0.8, 1.0), ValueError, r"power must be in \(0, 1\), got 1\.0"),
    (lambda: sample_size_one_curve(0.8, 0.9, kappa=-1), ValueError,
     r"kappa must be > 0 and finite, got -1"),
    (lambda: sample_size_one_curve(0.8, True), TypeError,
     r"power must be a number in \(0, 1\), got bool"),
    (lambda: detectable_auc_one_curve(10, 10, 0.0), ValueError,
     r"power must be in \(0, 1\), got 0\.0"),
])
def test_one_curve_errors(call, exc, match):
    with pytest.raises(exc, match=match):
        call()


# ------------------------------------------------------------------------------------------
# two curves
# ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "y", "a", "b"), DATASETS, ids=[d[0] for d in DATASETS])
def test_two_curves_equal_the_formulas_on_the_slow_delong_covariance(name, y, a, b):
    r = power_two_curves(y, a, b)
    assert r.power == pytest.approx(ref_two_curves(y, a, b, 0.05), rel=1e-10)
    s = sample_size_two_curves(y, a, b, power=0.9)
    nd, nn = ref_two_curves(y, a, b, 0.05, power=0.9)
    assert (s.n_cases, s.n_controls) == (pytest.approx(nd, rel=1e-10), pytest.approx(nn, rel=1e-10))
    assert s.kappa == pytest.approx((1 - np.asarray(y)).sum() / np.asarray(y).sum(), rel=1e-15)


@pytest.mark.parametrize(("name", "y", "a", "b"), DATASETS, ids=[d[0] for d in DATASETS])
def test_obuchowski_variances_equal_the_binormal_reference(name, y, a, b):
    y, a, b = np.asarray(y), np.asarray(a), np.asarray(b)
    p = power_two_curves(y, a, b, method="obuchowski").power
    assert p == pytest.approx(ref_obuchowski_two_curves(y, a, b), rel=1e-10)
    n = sample_size_two_curves(y, a, b, power=0.8, method="obuchowski").n_cases
    assert n == pytest.approx(ref_obuchowski_two_curves(y, a, b, power=0.8), rel=1e-10)


def test_obuchowski_without_inner_roc_points_warns():
    """Perfect separation: no ROC point has both rates in (0, 1), no binormal fit."""
    y = np.array([0, 0, 0, 1, 1, 1])
    with pytest.warns(DegenerateDataWarning, match=r"binormal fit needs at least 2 ROC points"):
        r = power_two_curves(y, np.arange(6.0), np.array([0, 2, 1, 4, 3, 5.0]),
                             method="obuchowski")
    assert math.isnan(r.power)


def test_two_curves_against_proc():
    ys, as_, bs, group = [], [], [], []
    for k, (_, y, a, b) in enumerate(DATASETS):
        ys.append(y)
        as_.append(a)
        bs.append(b)
        group.append(np.full(len(y), k))
    out = run_proc("""
    p <- ns <- nc <- ns2 <- p1 <- po <- no <- numeric(0)
    for (k in sort(unique(g))) {
      i <- g == k
      r1 <- roc(y[i], a[i], direction = "<", levels = c(0, 1))
      r2 <- roc(y[i], b[i], direction = "<", levels = c(0, 1))
      p <- c(p, power.roc.test(r1, r2)$power)
      p1 <- c(p1, power.roc.test(r1, r2, sig.level = 0.01, alternative = "one.sided")$power)
      s <- power.roc.test(r1, r2, power = 0.9)
      ns <- c(ns, s$ncases); nc <- c(nc, s$ncontrols)
      ns2 <- c(ns2, power.roc.test(r1, r2, power = 0.8, kappa = 2)$ncontrols)
      po <- c(po, power.roc.test(r1, r2, method = "obuchowski")$power)
      no <- c(no, power.roc.test(r1, r2, method = "obuchowski", power = 0.9)$ncases)
    }
    out$power <- p; out$power1 <- p1; out$ncases <- ns; out$ncontrols <- nc; out$nc2 <- ns2
    out$po <- po; out$no <- no
    """, y=np.concatenate(ys), a=np.concatenate(as_), b=np.concatenate(bs),
        g=np.concatenate(group))
    for k, (_, y, a, b) in enumerate(DATASETS):
        assert power_two_curves(y, a, b).power == pytest.approx(out["power"][k], rel=1e-10)
        p1 = power_two_curves(y, a, b, sig_level=0.01, alternative="one-sided").power
        assert p1 == pytest.approx(out["power1"][k], rel=1e-10)
        s = sample_size_two_curves(y, a, b, power=0.9)
        assert s.n_cases == pytest.approx(out["ncases"][k], rel=1e-10)
        assert s.n_controls == pytest.approx(out["ncontrols"][k], rel=1e-10)
        s2 = sample_size_two_curves(y, a, b, power=0.8, kappa=2)
        assert s2.n_controls == pytest.approx(out["nc2"][k], rel=1e-10)
        po = power_two_curves(y, a, b, method="obuchowski").power
        assert po == pytest.approx(out["po"][k], rel=1e-10)
        no = sample_size_two_curves(y, a, b, power=0.9, method="obuchowski").n_cases
        assert no == pytest.approx(out["no"][k], rel=1e-10)


def test_two_curves_power_at_the_solved_size_is_the_target():
    """Scaling DeLong's variances to n cases: power(n_cases solved) == target."""
    y, a, b = binormal(3)
    s = sample_size_two_curves(y, a, b, power=0.85)
    za = norm.ppf(0.975)
    z = (math.sqrt(s.n_cases) * abs(s.auc_a - s.auc_b) - za * math.sqrt(s.variance_null)) \
        / math.sqrt(s.variance_alternative)
    assert norm.cdf(z) == pytest.approx(0.85, rel=1e-12)


def test_two_curves_do_not_modify_inputs():
    y, a, b = binormal(4, n=60)
    copies = [x.copy() for x in (y, a, b)]
    power_two_curves(y, a, b)
    sample_size_two_curves(y, a, b, power=0.8)
    for x, c in zip((y, a, b), copies, strict=True):
        np.testing.assert_array_equal(x, c)


def test_two_curves_equal_aucs_warn_and_give_nan():
    y = [0, 0, 1, 1, 0, 1]
    with pytest.warns(DegenerateDataWarning, match=r"the two AUC-ROCs are equal"):
        r = sample_size_two_curves(y, [1, 2, 3, 4, 0, 5], [1, 2, 3, 4, 0, 5], power=0.8)
    assert math.isnan(r.n_cases)
    with pytest.warns(DegenerateDataWarning, match=r"power is undefined \(NaN\): the two "
                                                   r"columns' AUC difference has variance 0"):
        p = power_two_curves(y, [1, 2, 3, 4, 0, 5], [1, 2, 3, 4, 0, 5])
    assert math.isnan(p.power)


def _negative_null_variance_data():
    rng = np.random.default_rng(0)
    y = np.arange(30) % 2
    z = rng.normal(size=30)
    return y, z + 2.0 * y, z + 0.3 * rng.normal(size=30) + 1.0 * y


def test_negative_null_variance_warns_and_gives_nan_as_proc():
    """pROC's V0 = 2 v_a - 2 c_ab < 0 here (c_ab > v_a): pROC's sqrt gives NaN."""
    y, a, b = _negative_null_variance_data()
    cov = slow_delong_cov(y, a, b)[2]
    assert cov[0, 1] > cov[0, 0]
    with pytest.warns(DegenerateDataWarning, match=r"null variance 2 v_a - 2 c_ab is negative"):
        assert math.isnan(power_two_curves(y, a, b).power)
    with pytest.warns(DegenerateDataWarning, match=r"sample size is undefined \(NaN\): the null"):
        assert math.isnan(sample_size_two_curves(y, a, b, power=0.8).n_cases)
    out = run_proc("""
    r1 <- roc(y, a, direction = "<", levels = c(0, 1))
    r2 <- roc(y, b, direction = "<", levels = c(0, 1))
    out$p <- suppressWarnings(power.roc.test(r1, r2)$power)
    """, y=y, a=a, b=b)
    assert math.isnan(out["p"][0])
    assert not math.isnan(power_two_curves(y, b, a).power)  # swapped: V0 uses b's variance


@pytest.mark.parametrize(("call", "exc", "match"), [
    (lambda: power_two_curves([1, 1, 1, 0, 1], [1, 2, 3, 4, 5], [2, 1, 3, 5, 4]), ValueError,
     r"the power of the paired test needs at least 2 positive and 2 negative rows, got 4 and 1"),
    (lambda: power_two_curves([0, 1, 0, 0, 0], [1, 2, 3, 4, 5], [2, 1, 3, 5, 4]), ValueError,
     r"needs at least 2 positive and 2 negative rows, got 1 and 4"),
    (lambda: sample_size_two_curves([0, 1, 1, 0], [1, 2, 3, 4], [2, 1, 3, 5], power=2),
     ValueError, r"power must be in \(0, 1\), got 2"),
    (lambda: sample_size_two_curves([0, 1, 1, 0], [1, 2, 3, 4], [2, 1, 3, 5], power=0.8,
                                    kappa=0), ValueError, r"kappa must be > 0 and finite, got 0"),
    (lambda: power_two_curves([0, 1, 1, 0], [1, 2, 3, 4], [2, 1, 3, 5], method="bootstrap"),
     ValueError, r"method must be one of \['delong', 'obuchowski'\], got 'bootstrap'"),
    (lambda: power_two_curves([0, 1, 1, 0], [1, 2, 3, 4], [2, 1, 3, 5], alternative="x"),
     ValueError, r"alternative must be one of"),
    (lambda: power_two_curves([0, 1, 1, 0], [1, 2, 3, 4], [2, 1, 3]), ValueError,
     r"y_true and y_score must have the same length, got 4 and 3"),
])
@pytest.mark.filterwarnings("error")  # no warning before the error
def test_two_curves_errors(call, exc, match):
    with pytest.raises(exc, match=match):
        call()


def test_obuchowski_variance_against_a_direct_evaluation():
    """scipy's Phi^-1 in the formula as pROC writes it; V(1/2) is pROC's V_0 = 0.0792 (1 + 1/k)."""
    from numeric.stats import obuchowski_variance

    theta = np.array([0.05, 0.3, 0.5, 0.8, 0.99])
    kappa = np.array([[0.5], [1.0], [3.0]])
    a = 1.414 * norm.ppf(theta)
    want = 0.0099 * np.exp(-a * a / 2) * ((5 * a * a + 8) + (a * a + 8) / kappa)
    assert obuchowski_variance(theta, kappa) == pytest.approx(want, rel=1e-14)
    assert obuchowski_variance(0.5, 3.0) == pytest.approx(0.0792 * (1 + 1 / 3), rel=1e-15)


@pytest.mark.parametrize(("args", "exc", "match"), [
    ((1.0, 1.0), ValueError, r"auc must be in \(0, 1\), got 1.0"),
    (([0.5, 0.0], 1.0), ValueError, r"auc must be in \(0, 1\), got 0.0 \(at index 1\)"),
    ((0.5, 0.0), ValueError, r"kappa must be > 0, got 0.0"),
    ((0.5, math.inf), ValueError, r"kappa must be finite, got inf"),
    (("x", 1.0), TypeError, r"auc must be a real number"),
])
def test_obuchowski_variance_errors(args, exc, match):
    from numeric.stats import obuchowski_variance

    with pytest.raises(exc, match=match):
        obuchowski_variance(*args)


def test_binormal_variance_and_covariance_against_pROC_formulas():
    """pROC's var.params.obuchowski and cov.params.obuchowski written out here with scipy's
    normal density, at broadcast arrays of parameters."""
    from numeric.stats import binormal_auc_covariance, binormal_auc_variance

    a1, b1 = np.array([0.5, 1.5, -1.0]), np.array([[0.8], [1.3]])
    a2, b2, ra, rn, k = 1.1, 0.6, 0.4, -0.2, 2.5

    def f_g(a, b):
        z = a / np.sqrt(1 + b * b)
        return norm.pdf(z) / np.sqrt(1 + b * b), -norm.pdf(z) * a * b / (1 + b * b) ** 1.5

    f1, g1 = f_g(a1, b1)
    f2, g2 = f_g(a2, b2)
    var = f1**2 * (1 + b1**2 / k + a1**2 / 2) + g1**2 * b1**2 * (1 + k) / (2 * k)
    cov = (f1 * f2 * (ra + rn * b1 * b2 / k + ra**2 * a1 * a2 / 2)
           + g1 * g2 * (b1 * b2 * (rn**2 + k * ra**2) / (2 * k))
           + f1 * g2 * (ra**2 * a1 * b2 / 2) + f2 * g1 * (ra**2 * a2 * b1 / 2))
    assert binormal_auc_variance(a1, b1, k) == pytest.approx(var, rel=1e-13)
    assert binormal_auc_covariance(a1, b1, a2, b2, ra, rn, k) == pytest.approx(cov, rel=1e-13)


@pytest.mark.parametrize(("args", "match"), [
    ((np.inf, 1.0, 1.0), r"intercept must be finite, got inf"),
    ((1.0, [1.0, np.nan], 1.0), r"slope must not be NaN, got nan \(at index 1\)"),
    ((1.0, 1.0, -1.0), r"kappa must be > 0, got -1.0"),
])
def test_binormal_variance_errors(args, match):
    from numeric.stats import binormal_auc_variance

    with pytest.raises(ValueError, match=match):
        binormal_auc_variance(*args)


@pytest.mark.parametrize(("args", "match"), [
    ((1.0, 1.0, 1.0, -np.inf, 0.0, 0.0, 1.0), r"slope_b must be finite, got -inf"),
    ((1.0, 1.0, 1.0, 1.0, 1.5, 0.0, 1.0), r"corr_pos must be in \[-1, 1\], got 1.5"),
    ((1.0, 1.0, 1.0, 1.0, 0.0, -1.5, 1.0), r"corr_neg must be in \[-1, 1\], got -1.5"),
])
def test_binormal_covariance_errors(args, match):
    from numeric.stats import binormal_auc_covariance

    with pytest.raises(ValueError, match=match):
        binormal_auc_covariance(*args)


def exact_auc(y, s):
    """AUC-ROC as a fraction, by counting the (positive, negative) pairs."""
    y, s = np.asarray(y), np.asarray(s, float)
    pos, neg = s[y == 1], s[y == 0]
    twice = sum(2 * int(p > n) + int(p == n) for p in pos for n in neg)
    return Fraction(twice, 2 * pos.size * neg.size)


def test_sample_size_two_curves_equal_aucs_split_by_an_ulp():
    """Both AUCs are 2/3 exactly, but their floats differ by an ulp: no effect, NaN with a
    warning (was n_cases 2.8e31 without one)."""
    y, a, b = [1, 0, 0, 0, 1], [1, 0, -1, 1, 0], [0, -1, -2, 2, 0]
    assert exact_auc(y, a) == exact_auc(y, b) == Fraction(2, 3)
    with pytest.warns(DegenerateDataWarning, match="the two AUC-ROCs are equal"):
        r = sample_size_two_curves(y, a, b, power=0.8)
    assert math.isnan(r.n_cases) and math.isnan(r.n_controls)


def test_sample_size_two_curves_equality_matches_pair_counts_on_random_data():
    """Randomized (seeded): the sample size is NaN exactly when the pair counts are equal."""
    rng = np.random.default_rng(20261128)
    equal_seen = 0
    for _ in range(300):
        n = int(rng.integers(5, 12))
        y = np.zeros(n, int)
        y[rng.choice(n, int(rng.integers(2, n - 1)), replace=False)] = 1
        a, b = rng.integers(-3, 4, n).astype(float), rng.integers(-3, 4, n).astype(float)
        equal = exact_auc(y, a) == exact_auc(y, b)
        equal_seen += equal
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DegenerateDataWarning)
            r = sample_size_two_curves(y, a, b, power=0.8)
        if equal:
            assert math.isnan(r.n_cases), (y, a, b)
        else:
            assert r.auc_a != r.auc_b, (y, a, b)
    assert equal_seen > 10


@pytest.mark.parametrize(("auc", "kappa", "alpha"), [(0.75, 1.0, 0.05), (0.6, 2.0, 0.01),
                                                     (0.9, 0.5, 0.1)])
def test_sample_size_one_curve_refuses_power_below_the_floor(auc, kappa, alpha):
    """No sample size has power below Phi(-z_a sqrt(V0/V)) (the limit as n -> 0): such a target
    is refused naming the floor (was a spurious 1-2 cases); just above it, the round trip holds."""
    za = norm.ppf(1 - alpha / 2)
    v0 = 0.0792 * (1 + 1 / kappa)
    floor = float(norm.cdf(-za * math.sqrt(v0 / obuchowski_variance(auc, kappa))))
    match = rf"power must be > {floor:.6g} \(.*\), got {floor / 2!r}$"
    with pytest.raises(ValueError, match=match):
        sample_size_one_curve(auc, floor / 2, kappa=kappa, sig_level=alpha)
    r = sample_size_one_curve(auc, floor * 1.01, kappa=kappa, sig_level=alpha)
    assert ref_power(auc, r.n_cases, r.n_controls, alpha) == pytest.approx(floor * 1.01, rel=1e-9)


@pytest.mark.parametrize("alpha", [1e-300, 1e-20, 0.05])
def test_power_one_curve_tiny_sig_level(alpha):
    """A level whose 1 - alpha/2 rounds to 1 keeps its quantile (was statistics' "p must be in
    the range 0.0 < p < 1.0")."""
    za = float(-norm.ppf(alpha / 2))
    v0, v = 0.0792 * 2, obuchowski_variance(0.8, 1.0)
    expected = float(norm.cdf((math.sqrt(1e4) * 0.3 - za * math.sqrt(v0)) / math.sqrt(v)))
    assert power_one_curve(0.8, 1e4, 1e4, sig_level=alpha).power == pytest.approx(expected,
                                                                                   rel=1e-12)


@pytest.mark.parametrize(("kappa", "match"), [
    (1e308, r"kappa = 1e\+308 gives n_controls = kappa n_cases = inf, beyond the float range"),
    (1e-320, r"kappa puts the variance beyond the float range \(V0 = inf"),
])
def test_sample_size_one_curve_refuses_a_kappa_beyond_the_float_range(kappa, match):
    """An n_controls or a variance that overflows is refused naming kappa (was inf, written as
    null in JSON, without a word)."""
    with pytest.raises(ValueError, match=match):
        sample_size_one_curve(0.8, 0.9, kappa=kappa)


def test_equal_aucs_where_proc_returns_inf_or_an_ulp_sized_effect():
    """pROC compares its rounded AUCs: on data whose AUC-ROCs are exactly equal it returns Inf
    (or, when the floats differ by an ulp, a sample size near 1e31); rocpr returns NaN with a
    warning (README, "Where rocpr differs from pROC"). Where the AUCs differ, the two agree."""
    y, a, b = [1, 0, 0, 0, 1], [1, 0, -1, 1, 0], [0, -1, -2, 2, 0]
    out = run_proc("""
    r1 <- roc(y, a, direction = "<", levels = c(0, 1))
    r2 <- roc(y, b, direction = "<", levels = c(0, 1))
    out$n <- suppressWarnings(power.roc.test(r1, r2, power = 0.8)$ncases)
    """, y=y, a=a, b=b)
    assert math.isinf(out["n"][0]) or out["n"][0] > 1e20
    with pytest.warns(DegenerateDataWarning, match="the two AUC-ROCs are equal"):
        assert math.isnan(sample_size_two_curves(y, a, b, power=0.8).n_cases)
