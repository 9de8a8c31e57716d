"""Tests of numeric.stats.delong: against a slow O(n_pos * n_neg) reference and DeLong (1988)."""

import math
import warnings

import numpy as np
import pytest
from scipy import stats
from sklearn.metrics import roc_auc_score

from numeric import DegenerateDataWarning
from numeric.stats import delong_ci, delong_covariance, delong_test, placement_values


def slow_delong(y, scores, w=None):
    """Pair matrices psi = [x > y] + [x = y]/2, weighted sums; the sandwich variance of the module
    docstring written out term by term (unweighted: DeLong et al. 1988, eqs. (3)-(5))."""
    y = np.asarray(y)
    w = np.ones(y.size) if w is None else np.asarray(w, dtype=float)
    keep = w > 0
    pos, neg = (y == 1) & keep, (y != 1) & keep
    wp, wn = w[pos], w[neg]
    v10s, v01s, aucs = [], [], []
    for s in scores:
        s = np.asarray(s, dtype=float)
        psi = (s[pos][:, None] > s[neg][None, :]) + 0.5 * (s[pos][:, None] == s[neg][None, :])
        v10 = psi @ wn / wn.sum()
        v01 = wp @ psi / wp.sum()
        aucs.append(wp @ v10 / wp.sum())
        v10s.append(v10)
        v01s.append(v01)
    m, n = pos.sum(), neg.sum()
    k = len(scores)
    cov = np.empty((k, k))
    for a in range(k):
        for b in range(k):
            t10 = sum((wp[i] / wp.sum()) ** 2 * (v10s[a][i] - aucs[a]) * (v10s[b][i] - aucs[b])
                      for i in range(m))
            t01 = sum((wn[j] / wn.sum()) ** 2 * (v01s[a][j] - aucs[a]) * (v01s[b][j] - aucs[b])
                      for j in range(n))
            cov[a, b] = m / (m - 1) * t10 + n / (n - 1) * t01
    return np.array(aucs), cov, v10s, v01s


def data(seed, n=300, ties=False, weighted=False, k=2):
    rng = np.random.default_rng(seed)
    y = (rng.random(n) < 0.3).astype(int)
    cols = [rng.normal(size=n) + y * (0.5 + j * 0.3) for j in range(k)]
    if ties:
        cols = [np.round(c, 1) for c in cols]
    w = rng.random(n) * 2 if weighted else None
    if weighted:
        w[:5] = 0.0  # zero weights are dropped
    return y, cols, w


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("ties", [False, True])
@pytest.mark.parametrize("weighted", [False, True])
def test_covariance_equals_the_slow_pairwise_reference(seed, ties, weighted):
    y, cols, w = data(seed, ties=ties, weighted=weighted)
    aucs, cov, v10s, v01s = slow_delong(y, cols, w)
    r = delong_covariance(y, cols, sample_weight=w)
    np.testing.assert_allclose(r.auc_roc, aucs, rtol=0, atol=1e-12)
    np.testing.assert_allclose(np.array(r.covariance), cov, rtol=1e-12, atol=1e-15)
    v10, v01 = placement_values(y, cols[0], sample_weight=w)
    np.testing.assert_allclose(v10, v10s[0], atol=1e-12)
    np.testing.assert_allclose(v01, v01s[0], atol=1e-12)
    # the AUC itself is scikit-learn's
    assert r.auc_roc[0] == pytest.approx(roc_auc_score(y, cols[0], sample_weight=w), abs=1e-12)


@pytest.mark.parametrize("seed", range(3))
def test_unweighted_variance_is_delong_1988(seed):
    """DeLong et al. (1988), eqs. (3)-(5): S10 = sum (V10 - A)^2/(m - 1), Var = S10/m + S01/n,
    and the covariance with cross products; the interval is pROC's A -+ z sqrt(Var) clipped."""
    y, cols, _ = data(seed, ties=True)
    pos, neg = y == 1, y == 0
    m, n = pos.sum(), neg.sum()
    v = []
    for s in cols:
        x, z = s[pos], s[neg]
        v10 = np.array([np.mean((xi > z) + 0.5 * (xi == z)) for xi in x])
        v01 = np.array([np.mean((x > zj) + 0.5 * (x == zj)) for zj in z])
        v.append((v10, v01, v10.mean()))
    s10 = np.array([[np.sum((a[0] - a[2]) * (b[0] - b[2])) / (m - 1) for b in v] for a in v])
    s01 = np.array([[np.sum((a[1] - a[2]) * (b[1] - b[2])) / (n - 1) for b in v] for a in v])
    cov = s10 / m + s01 / n
    r = delong_covariance(y, cols)
    np.testing.assert_allclose(np.array(r.covariance), cov, rtol=1e-12)
    ci = delong_ci(y, cols[0], level=0.9)
    z = stats.norm.ppf(0.95)
    assert ci.low == pytest.approx(max(0, v[0][2] - z * math.sqrt(cov[0, 0])), abs=1e-12)
    assert ci.high == pytest.approx(min(1, v[0][2] + z * math.sqrt(cov[0, 0])), abs=1e-12)
    t = delong_test(y, cols[0], cols[1])
    zz = (v[0][2] - v[1][2]) / math.sqrt(cov[0, 0] + cov[1, 1] - 2 * cov[0, 1])
    assert t.z == pytest.approx(zz, rel=1e-10)
    assert t.p_value == pytest.approx(2 * stats.norm.sf(abs(zz)), rel=1e-10)
    d = t.difference
    se = math.sqrt(cov[0, 0] + cov[1, 1] - 2 * cov[0, 1])
    assert d.estimate == pytest.approx(v[0][2] - v[1][2], abs=1e-12)
    assert d.standard_error == pytest.approx(se, rel=1e-10)
    z95 = stats.norm.ppf(0.975)
    assert d.interval == pytest.approx((d.estimate - z95 * se, d.estimate + z95 * se), rel=1e-10)
    assert (d.level, d.method) == (0.95, "delong")


def test_weights_scale_free_and_unit_weights_are_unweighted():
    y, cols, _ = data(7)
    base = delong_covariance(y, cols)
    for c in (1.0, 1e-200, 3e150):
        r = delong_covariance(y, cols, sample_weight=np.full(y.size, c))
        np.testing.assert_allclose(np.array(r.covariance), np.array(base.covariance), rtol=1e-12)


def test_interval_is_clipped_to_one():
    ci = delong_ci([0, 0, 1, 1, 0, 1], [0.1, 0.4, 0.35, 0.8, 0.2, 0.9])
    assert ci.high == 1.0 and ci.low < ci.estimate


def test_input_is_not_modified():
    y, cols, w = data(3, weighted=True)
    copies = [c.copy() for c in cols], w.copy()
    delong_test(y, cols[0], cols[1], sample_weight=w)
    assert all(np.array_equal(a, b) for a, b in zip(cols, copies[0], strict=True))
    assert np.array_equal(w, copies[1])


def test_degenerate_data_warn_and_give_nan():
    with pytest.warns(DegenerateDataWarning, match="no positive samples"):
        ci = delong_ci([0, 0, 0], [0.1, 0.2, 0.3])
    assert math.isnan(ci.estimate) and math.isnan(ci.low)
    with pytest.warns(DegenerateDataWarning, match="at least 2 positive"):
        ci = delong_ci([0, 0, 1], [0.1, 0.2, 0.3])
    assert ci.estimate == 1.0 and math.isnan(ci.high)
    with pytest.warns(DegenerateDataWarning, match="standard error 0"):
        t = delong_test([0, 0, 1, 1], [0.1, 0.2, 0.3, 0.4], [1, 2, 3, 4])
    assert t.difference.estimate == 0.0 and t.difference.interval == (0.0, 0.0)
    assert t.difference.standard_error == 0.0 and math.isnan(t.p_value)
    with pytest.warns(DegenerateDataWarning, match="at least 2 positive"):
        t = delong_test([0, 0, 1], [0.1, 0.2, 0.3], [0.3, 0.2, 0.1])
    assert t.difference.estimate == 1.0 and math.isnan(t.difference.low)
    assert math.isnan(t.difference.standard_error) and t.difference.level == 0.95


@pytest.mark.parametrize(
    ("call", "exc", "match"),
    [
        (lambda: delong_ci([0, 1], [0.1, 0.2], level=1.5), ValueError,
         r"level must be in \(0, 1\), got 1.5"),
        (lambda: delong_ci([0, 1], [0.1, 0.2], level="x"), TypeError, "level must be a number"),
        (lambda: delong_test([0, 1], [0.1, 0.2], [0.1]), ValueError, "same length"),
        (lambda: delong_ci([0, 1], [0.1, np.nan]), ValueError, "y_score must be finite"),
        (lambda: placement_values([1, 1], [0.1, 0.2]), ValueError, "need both classes"),
    ],
)
def test_errors_name_parameter_rule_and_value(call, exc, match):
    with pytest.raises(exc, match=match):
        call()


def test_paired_test_size_on_two_equal_models():
    """At alpha = 0.05, DeLong's paired test of two models with the same population AUC-ROC
    rejects about 5% of the time (1000 data sets: binomial sd 0.7%; band +- 3 sd)."""
    rng = np.random.default_rng(20261123)
    n_pos, n_neg, rejections, sets = 100, 400, 0, 1000
    y = np.r_[np.ones(n_pos, int), np.zeros(n_neg, int)]
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for _ in range(sets):
            shared = rng.normal(size=y.size)
            a = y + 0.7 * shared + 0.7 * rng.normal(size=y.size)
            b = y + 0.7 * shared + 0.7 * rng.normal(size=y.size)
            rejections += delong_test(y, a, b).p_value < 0.05
    rate = rejections / sets
    assert 0.05 - 3 * math.sqrt(0.05 * 0.95 / sets) <= rate <= 0.05 + 3 * math.sqrt(0.0475 / sets)


@pytest.mark.parametrize(("a", "b", "aucs"), [
    ([0.5] * 6, [0.5] * 6, (0.5, 0.5)),  # constant columns: every pair tied
    ([1, 2, 3, 4, 5, 6], [0.5] * 6, (1.0, 0.5)),
    ([6, 5, 4, 3, 2, 1], [1, 2, 3, 4, 5, 6], (0.0, 1.0)),
])
def test_zero_variance_warning_says_what_the_columns_are(a, b, aucs):
    """The warning named "AUC-ROC 0 or 1" for a constant column (AUC-ROC 1/2); it now gives the
    two AUC-ROCs, as sklearn computes them."""
    y = [0, 0, 0, 1, 1, 1]
    assert (roc_auc_score(y, a), roc_auc_score(y, b)) == aucs
    match = (rf"AUC-ROCs {aucs[0]!r} and {aucs[1]!r}: every positive-negative pair ordered "
             r"right, wrong or tied alike")
    with pytest.warns(DegenerateDataWarning, match=match):
        t = delong_test(y, a, b)
    assert math.isnan(t.p_value)
