"""Tests of numeric.stats.bootstrap: bins re-weighting = resampled data, exact jackknife, BCa."""

import math

import numpy as np
import pytest
from scipy import special, stats

from numeric import (
    DegenerateDataWarning,
    RocprWarning,
    auc_pr_score,
    auc_roc_score,
    average_precision_score,
)
from numeric.stats import bootstrap_ci, logit_interval, paired_bootstrap
from numeric.stats._common import split_classes
from numeric.stats.bootstrap import _acceleration, _areas, _interval, _jackknife, bin_sums, bins_of

SCORES = {"auc_roc": auc_roc_score, "auc_pr": auc_pr_score,
          "average_precision": average_precision_score}


def data(seed, n=80, ties=True, weighted=False):
    rng = np.random.default_rng(seed)
    y = (rng.random(n) < 0.3).astype(int)
    y[:2] = [0, 1]
    s = rng.normal(size=n) + y
    if ties:
        s = np.round(s, 1)
    w = rng.random(n) + 0.1 if weighted else None
    return y, s, w


def _column_bins(y, s, w=None):
    c = split_classes(y, [s], w, None)
    return c, bins_of(c.pos[0], c.neg[0], c.pos_weight, c.neg_weight)


@pytest.mark.parametrize("seed", range(5))
@pytest.mark.parametrize("weighted", [False, True])
def test_bins_give_the_three_areas(seed, weighted):
    y, s, w = data(seed, weighted=weighted)
    _, z = _column_bins(y, s, w)
    areas = _areas(z.pos_size, z.neg_size)
    for key, f in SCORES.items():
        assert areas[key] == pytest.approx(f(y, s, sample_weight=w), abs=1e-13)


@pytest.mark.parametrize("seed", range(5))
def test_a_reweighting_of_the_bins_is_the_resampled_data(seed):
    """Any per-row counts k (a bootstrap draw), summed into the bins once sorted, give the areas
    of the data with sample_weight = k (rows drawn k times)."""
    y, s, w = data(seed, weighted=seed % 2 == 1)
    c, z = _column_bins(y, s, w)
    rng = np.random.default_rng(seed)
    pos_rows, neg_rows = np.flatnonzero(y == 1), np.flatnonzero(y == 0)
    ip = rng.integers(0, c.n_pos, size=(3, c.n_pos))
    ineg = rng.integers(0, c.n_neg, size=(3, c.n_neg))
    p = bin_sums(ip, z.pos_bin, c.pos_weight, z.m)
    nb = bin_sums(ineg, z.neg_bin, c.neg_weight, 2 * z.m + 1)
    areas = _areas(p, nb)
    for r in range(3):
        rows = np.r_[pos_rows[ip[r]], neg_rows[ineg[r]]]  # the resampled data set itself
        ws = None if w is None else w[rows]
        for key, f in SCORES.items():
            assert areas[key][r] == pytest.approx(f(y[rows], s[rows], sample_weight=ws),
                                                  abs=1e-12)


@pytest.mark.parametrize("seed", range(4))
def test_jackknife_is_exact_leave_one_out(seed):
    y, s, _ = data(seed, n=50)
    c, z = _column_bins(y, s)
    jack = _jackknife(z, c)
    rows = {1: np.flatnonzero(y == 1), 0: np.flatnonzero(y == 0)}
    for key, f in SCORES.items():
        jp, jn = jack[key]
        for values, cls in ((jp, 1), (jn, 0)):
            for t, i in enumerate(rows[cls]):
                keep = np.arange(y.size) != i
                assert values[t] == pytest.approx(f(y[keep], s[keep]), abs=1e-12)


def test_weighted_jackknife_is_exact_for_equal_weights():
    y, s, _ = data(3, n=60)
    c, z = _column_bins(y, s)
    cw, zw = _column_bins(y, s, np.full(y.size, 2.5))
    for key in SCORES:
        for a, b in zip(_jackknife(z, c)[key], _jackknife(zw, cw)[key], strict=True):
            np.testing.assert_allclose(a, b, atol=1e-12)


def test_acceleration_is_the_stratified_jackknife_formula():
    rng = np.random.default_rng(0)
    groups = (rng.random(30), rng.random(70))
    num = den = 0.0
    for v in groups:
        n = v.size
        infl = (n - 1) * (v.mean() - v)
        num += np.sum(infl**3) / n**3
        den += np.sum(infl**2) / n**2
    assert _acceleration(groups) == pytest.approx(num / (6 * den**1.5), rel=1e-12)


def test_bca_interval_is_efrons_formula():
    rng = np.random.default_rng(1)
    reps = rng.gamma(4.0, size=5000)
    est, a, level = 3.7, 0.05, 0.9
    z0 = stats.norm.ppf(np.mean(reps < est))
    ends = [stats.norm.cdf(z0 + (z0 + zq) / (1 - a * (z0 + zq)))
            for zq in stats.norm.ppf([0.05, 0.95])]
    expect = np.quantile(reps, ends)
    np.testing.assert_allclose(_interval(est, reps, level, "bca", a), expect, rtol=1e-12)
    np.testing.assert_allclose(_interval(est, reps, level, "percentile", 0.0),
                               np.quantile(reps, [0.05, 0.95]), rtol=1e-12)


def test_seeded_and_reproducible():
    y, s, _ = data(0, n=200)
    a = bootstrap_ci(y, s, n_bootstrap=300, random_state=5)
    b = bootstrap_ci(y, s, n_bootstrap=300, random_state=5)
    c = bootstrap_ci(y, s, n_bootstrap=300, random_state=6)
    assert a == b and a != c and a.seed == 5
    unseeded = bootstrap_ci(y, s, n_bootstrap=50)
    assert bootstrap_ci(y, s, n_bootstrap=50, random_state=unseeded.seed) == unseeded


def test_estimates_and_intervals_are_consistent():
    y, s, w = data(4, n=400, weighted=True)
    r = bootstrap_ci(y, s, sample_weight=w, n_bootstrap=400, random_state=0)
    for key, f in SCORES.items():
        ci = getattr(r, key)
        assert ci.estimate == pytest.approx(f(y, s, sample_weight=w), abs=1e-13)
        assert ci.low < ci.estimate < ci.high and ci.standard_error > 0


def test_paired_difference_of_a_column_with_itself_is_zero():
    y, s, _ = data(2, n=200)
    r = paired_bootstrap(y, s, s, n_bootstrap=100, random_state=0)
    for key in SCORES:
        d = getattr(r, key)
        assert d.difference.estimate == 0 and d.difference.interval == (0, 0)
        assert d.p_value == 1.0 and (d.difference.level, d.difference.method) == (0.95, "bca")


def test_paired_difference_estimates():
    y, s, _ = data(5, n=300)
    s2 = s + np.random.default_rng(0).normal(size=s.size)
    r = paired_bootstrap(y, s, s2, n_bootstrap=300, random_state=0, method="percentile")
    for key, f in SCORES.items():
        d, p = getattr(r, key).difference, getattr(r, key).p_value
        assert d.estimate == pytest.approx(f(y, s) - f(y, s2), abs=1e-13)
        assert d.low < d.estimate < d.high and d.method == "percentile"
        assert p == pytest.approx(2 * stats.norm.sf(abs(d.estimate / d.standard_error)))


def test_logit_interval_is_boyds_formula():
    """Boyd, Eng & Page (2013), Sec. 3.2: expit(logit(theta) -+ z / sqrt(n theta (1 - theta)))."""
    theta, n = 0.37, 42
    tau = 1 / math.sqrt(n * theta * (1 - theta))
    z = stats.norm.ppf(0.975)
    ci = logit_interval(theta, n)
    assert ci.low == pytest.approx(special.expit(special.logit(theta) - z * tau), rel=1e-13)
    assert ci.high == pytest.approx(special.expit(special.logit(theta) + z * tau), rel=1e-13)
    assert ci.standard_error == pytest.approx(tau)


def test_degenerate():
    with pytest.warns(DegenerateDataWarning, match="no negative samples"), \
            pytest.warns(RocprWarning, match="replicates are too few"):
        r = bootstrap_ci([1, 1, 1], [0.1, 0.2, 0.3], n_bootstrap=10, random_state=0)
    assert math.isnan(r.auc_pr.low)
    with pytest.warns(DegenerateDataWarning, match="logit infinite"):
        assert math.isnan(logit_interval(1.0, 10).low)


@pytest.mark.parametrize(
    ("kwargs", "exc", "match"),
    [
        ({"method": "basic"}, ValueError, r"method must be one of \['bca', 'percentile'\]"),
        ({"n_bootstrap": 0}, ValueError, "n_bootstrap"),
        ({"random_state": -1}, ValueError, "random_state must be >= 0, got -1"),
        ({"random_state": "x"}, TypeError, "random_state must be None, an int"),
        ({"level": 0}, ValueError, r"level must be in \(0, 1\), got 0"),
    ],
)
def test_errors(kwargs, exc, match):
    with pytest.raises(exc, match=match):
        bootstrap_ci([0, 1, 0, 1], [0.1, 0.2, 0.3, 0.4], **kwargs)


def test_logit_errors():
    with pytest.raises(ValueError, match="n_pos must be > 0"):
        logit_interval(0.5, 0)
    with pytest.raises(ValueError, match=r"estimate must be in \[0, 1\], got 1.5"):
        logit_interval(1.5, 10)


@pytest.mark.parametrize("scale", [1e-300, 1e300])
def test_weights_of_any_magnitude(scale):
    y, s, w = data(6, n=150, weighted=True)
    ref = bootstrap_ci(y, s, sample_weight=w, n_bootstrap=50, random_state=0)
    big = bootstrap_ci(y, s, sample_weight=w * scale, n_bootstrap=50, random_state=0)
    for key in SCORES:
        a, b = getattr(ref, key), getattr(big, key)
        assert b.estimate == pytest.approx(a.estimate, rel=1e-12)
        assert b.low == pytest.approx(a.low, rel=1e-12)
        assert b.high == pytest.approx(a.high, rel=1e-12)


def test_multinomial_bin_draws_match_row_draws_in_distribution():
    """Unweighted replicates draw bin counts from the multinomial directly; weighted ones draw
    rows. With unit weights both are the same bootstrap: their replicates' means and standard
    deviations agree within sampling error (4000 replicates: about 2% on the sd)."""
    y, s, _ = data(8, n=400)
    fast = bootstrap_ci(y, s, n_bootstrap=4000, random_state=0, method="percentile")
    rows = bootstrap_ci(y, s, sample_weight=np.ones(y.size), n_bootstrap=4000, random_state=1,
                        method="percentile")
    for key in SCORES:
        a, b = getattr(fast, key), getattr(rows, key)
        assert b.standard_error == pytest.approx(a.standard_error, rel=0.08)
        assert (b.low + b.high) / 2 == pytest.approx((a.low + a.high) / 2,
                                                     abs=0.3 * a.standard_error)


def _data_of_bins(p, nb):
    """Labelled scores whose bins (numeric.stats.bootstrap's layout) are ``p`` and ``nb``: the
    positives of bin j at score m - j, the negatives between bins j - 1 and j at m - j + 0.5,
    those tied with bin j at m - j, and those below every positive at -1."""
    m = p.size
    y, s = [], []
    for j in range(m):
        y += [1] * int(p[j]) + [0] * int(nb[2 * j + 1]) + [0] * int(nb[2 * j])
        s += [m - j] * int(p[j] + nb[2 * j + 1]) + [m - j + 0.5] * int(nb[2 * j])
    y += [0] * int(nb[2 * m])
    s += [-1.0] * int(nb[2 * m])
    return np.array(y), np.array(s, dtype=np.float64)


def test_every_replicate_is_evaluate_of_its_resample_to_the_last_digit():
    """Each bootstrap replicate's areas are those evaluate gives the resampled data, bit for
    bit: the replicates are summed by the same kernel (numeric.core.areas.areas_from_steps)."""
    from numeric import evaluate
    from numeric.stats.bootstrap import _areas

    rng = np.random.default_rng(8)
    m = 40
    p = rng.integers(0, 4, size=(25, m)).astype(np.float64)
    p[:, 0] = np.maximum(p[:, 0], 1.0)  # every replicate has a positive
    nb = rng.integers(0, 30, size=(25, 2 * m + 1)).astype(np.float64)
    got = _areas(p, nb)
    for i in range(p.shape[0]):
        e = evaluate(*_data_of_bins(p[i], nb[i]))
        assert got["auc_pr"][i] == e.auc_pr
        assert got["average_precision"][i] == e.average_precision
        assert got["auc_roc"][i] == e.auc_roc


@pytest.mark.parametrize("n_bootstrap", [1, 50])
def test_paired_bootstrap_p_value_undefined_as_bootstrap_test(n_bootstrap):
    """A perfect against a reversed ranking: every replicate's AUC-ROC difference is 1 (sd 0),
    or one replicate (sd NaN). The p value is NaN with a warning, as bootstrap_test's (was 0)."""
    from numeric.stats import bootstrap_test

    y = np.array([1, 1, 1, 0, 0, 0, 0])
    a = np.arange(7.0)[::-1].copy()
    b = np.arange(7.0)
    with pytest.warns(DegenerateDataWarning, match=r"the paired bootstrap p value of auc_roc"):
        r = paired_bootstrap(y, a, b, n_bootstrap=n_bootstrap, random_state=0,
                             method="percentile")
    assert r.auc_roc.difference.estimate == 1.0 and math.isnan(r.auc_roc.p_value)
    with pytest.warns(DegenerateDataWarning):
        peer = bootstrap_test(y, a, b, n_bootstrap=n_bootstrap, random_state=0)
    assert math.isnan(peer.p_value)


def test_paired_bootstrap_identical_columns_have_p_one():
    y = np.array([1, 1, 0, 0, 1, 0])
    s = np.array([0.3, 0.8, 0.1, 0.5, 0.6, 0.2])
    r = paired_bootstrap(y, s, s.copy(), n_bootstrap=40, random_state=0, method="percentile")
    assert (r.auc_roc.p_value, r.auc_pr.p_value, r.average_precision.p_value) == (1.0, 1.0, 1.0)
