"""Tests of numeric.stats.studentized: the bootstrap-t interval of AUC-PR and AP against a slow
reference that resamples the rows themselves and studentizes each replicate with ``pr_ci``."""

from __future__ import annotations

import math
import warnings

import numpy as np
import pytest

from numeric import DegenerateDataWarning, evaluate
from numeric.stats import bootstrap_t_ci, pr_ci
from numeric.stats._common import resample_counts, split_classes
from numeric.stats.bootstrap import bins_of
from numeric.stats.pr_influence import bin_variance, step_derivatives
from numeric.stats.studentized import pivots

QUANTITIES = ("auc_pr", "average_precision")


def _data(seed, n_pos=12, n_neg=30, ties=True):
    rng = np.random.default_rng(seed)
    y = np.r_[np.ones(n_pos, int), np.zeros(n_neg, int)]
    s = rng.normal(size=y.size) + y
    if ties:
        s = np.round(s, 1)
    order = rng.permutation(y.size)  # classes interleaved in the rows
    return y[order], s[order]


def _order_statistics(t, level):
    """Davison & Hinkley's (B + 1)p-th order statistics, written out."""
    t = np.sort(t)
    b = t.size
    lo = math.ceil((b + 1) * (1 - level) / 2)
    hi = math.floor((b + 1) * (1 + level) / 2)
    return t[min(max(lo, 1), b) - 1], t[min(max(hi, 1), b) - 1]


@pytest.mark.parametrize("quantity", QUANTITIES)
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_weighted_interval_equals_a_slow_row_bootstrap(quantity, seed):
    """With weights the replicates are drawn row by row: the reference draws the very same rows
    (one block), re-scores each replicate from scratch with ``pr_ci`` (a sort of the resampled
    rows), studentizes and takes the order statistics."""
    y, s = _data(seed)
    w = np.random.default_rng(seed + 10).uniform(0.5, 2.0, y.size)
    n_boot, level = 199, 0.9
    ci = bootstrap_t_ci(y, s, sample_weight=w, quantity=quantity, n_bootstrap=n_boot,
                        level=level, random_state=seed)
    full = pr_ci(y, s, sample_weight=w, quantity=quantity)
    rng = np.random.default_rng(seed)
    pos, neg = np.flatnonzero(y == 1), np.flatnonzero(y == 0)
    ip = rng.integers(0, pos.size, size=(n_boot, pos.size))
    ineg = rng.integers(0, neg.size, size=(n_boot, neg.size))
    t = []
    for b in range(n_boot):
        rows = np.r_[pos[ip[b]], neg[ineg[b]]]
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            r = pr_ci(y[rows], s[rows], sample_weight=w[rows], quantity=quantity)
        diff = r.estimate - full.estimate
        if abs(diff) < 1e-13:
            t.append(0.0)
        elif r.standard_error == 0.0:  # all positives one row: no spread, a real difference
            t.append(math.copysign(math.inf, diff))
        else:
            t.append(diff / r.standard_error)
    t_low, t_high = _order_statistics(np.array(t), level)
    assert ci.estimate == full.estimate
    assert ci.standard_error == pytest.approx(full.standard_error, rel=1e-12)
    expected = (max(full.estimate - t_high * full.standard_error, 0.0),
                min(full.estimate - t_low * full.standard_error, 1.0))
    assert (ci.low, ci.high) == pytest.approx(expected, rel=1e-9, abs=1e-12)
    assert (ci.method, ci.level) == ("bootstrap-t", level)


@pytest.mark.parametrize("quantity", [*QUANTITIES, "auc_roc"])
def test_replicate_moments_from_bins_equal_the_expanded_data(quantity):
    """Unweighted replicates are multinomial bin counts, some bins empty: their area and
    influence variance from the bins equal those of the data set the counts stand for (one
    representative row per bin, repeated), scored from scratch."""
    y, s = _data(5, n_pos=15, n_neg=40)
    c = split_classes(y, [s], None, None)
    z = bins_of(c.pos[0], c.neg[0], None, None)
    p, nb = resample_counts(c, z.pos_size, z.neg_size, 20, np.random.default_rng(3))
    assert (p == 0).any()  # some steps vanish in some replicates
    est, d_pos, d_neg = step_derivatives(p, nb, quantity)
    var = bin_variance(d_pos, d_neg, p, nb, p, nb, c.n_pos, c.n_neg, roc=quantity == "auc_roc")
    pos_rep = np.array([c.pos[0][z.pos_bin == j][0] for j in range(z.m)])
    neg_rep = np.array([c.neg[0][z.neg_bin == k][0] if (z.neg_bin == k).any() else np.nan
                        for k in range(2 * z.m + 1)])
    for b in range(p.shape[0]):
        scores = np.r_[np.repeat(pos_rep, p[b].astype(int)),
                       np.repeat(neg_rep, nb[b].astype(int))]
        labels = np.r_[np.ones(int(p[b].sum()), int), np.zeros(int(nb[b].sum()), int)]
        if quantity == "auc_roc":
            from numeric.stats import delong_ci

            r = delong_ci(labels, scores)
            ref_est, ref_se = r.estimate, r.standard_error
        else:
            r = pr_ci(labels, scores, quantity=quantity)
            ref_est, ref_se = r.estimate, r.standard_error
        assert est[b] == pytest.approx(ref_est, rel=1e-12)
        assert math.sqrt(var[b]) == pytest.approx(ref_se, rel=1e-9)


def test_default_below_300_positives_is_bootstrap_t_and_seeded():
    y, s = _data(7, n_pos=60, n_neg=240, ties=False)
    a = evaluate(y, s, ci=0.95, random_state=4)
    b = evaluate(y, s, ci=0.95, random_state=4)
    assert a.intervals is not None and b.intervals is not None
    assert a.intervals.method == "bootstrap-t"
    assert a.intervals.auc_pr == b.intervals.auc_pr
    for q in QUANTITIES:
        ci = getattr(a.intervals, q)
        assert ci == bootstrap_t_ci(y, s, quantity=q, random_state=4)
        assert 0.0 <= ci.low < ci.estimate < ci.high <= 1.0
        assert ci.estimate == getattr(a, q)  # evaluate's estimate to the last digit


def test_inputs_are_not_modified():
    y, s = _data(8)
    w = np.linspace(1, 2, y.size)
    copies = (y.copy(), s.copy(), w.copy())
    bootstrap_t_ci(y, s, sample_weight=w, n_bootstrap=50, random_state=0)
    for a, b in zip((y, s, w), copies, strict=True):
        np.testing.assert_array_equal(a, b)


def test_bad_options_are_refused_by_name():
    y, s = _data(9)
    with pytest.raises(ValueError, match="n_bootstrap must be"):
        bootstrap_t_ci(y, s, n_bootstrap=0)
    with pytest.raises(ValueError, match="quantity must be one of"):
        bootstrap_t_ci(y, s, quantity="auc_roc")
    with pytest.raises(ValueError, match="level"):
        bootstrap_t_ci(y, s, level=1.5)


def test_one_class_or_one_row_warns_and_gives_nan():
    with pytest.warns(DegenerateDataWarning, match="no negative"):
        ci = bootstrap_t_ci([1, 1, 1], [0.1, 0.2, 0.3], n_bootstrap=50)
    assert math.isnan(ci.low) and math.isnan(ci.high)
    with pytest.warns(DegenerateDataWarning, match="at least 2"):
        ci = bootstrap_t_ci([1, 0, 0], [0.9, 0.2, 0.3], n_bootstrap=50)
    assert ci.estimate == 1.0 and math.isnan(ci.low)


def test_pivots_of_replicates_without_spread():
    t = pivots(0.5, np.array([0.5, 0.7, 0.3, np.nan, 0.6]), np.array([0.0, 0.0, 0.0, 1.0, 0.04]))
    assert t.tolist() == [0.0, math.inf, -math.inf, pytest.approx(0.5)]
