"""Tests of :mod:`numeric.stats.bands`: bootstrap bands of the ROC and PR curves.

Peers: the data's curve on the grid by a slow exact reference (the ROC points by brute force over
thresholds, read at each grid value in rationals); the containment theorem of the module
docstring (sup-t band >= pointwise band) as a property; coverage of a known binormal curve in a
small simulation.
"""

import itertools
from fractions import Fraction
from statistics import NormalDist

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import scored_samples

from numeric import DegenerateDataWarning
from numeric.stats.bands import pr_band, roc_band

GRID = [0.0, 0.05, 0.1, 0.2, 1 / 3, 0.5, 0.75, 1.0]


def slow_points(y, s):
    """Exact (TP, FP) of every point, nothing predicted positive first."""
    pts = [(0, 0)]
    for t in sorted(set(s.tolist()), reverse=True):
        pts.append((int(np.sum((y == 1) & (s >= t))), int(np.sum((y == 0) & (s >= t)))))
    return pts


def slow_tpr_at(y, s, f):
    """The highest TPR at FPR ``f`` on the ROC polyline (vertical steps: the top).

    A point is "at" ``f`` when its rate ``FP/N-`` in floating point equals ``f`` (pROC's rule,
    on the rates); the interpolation is exact."""
    n_pos, n_neg = int(np.sum(y == 1)), int(np.sum(y == 0))
    pts = [(Fraction(fp, n_neg), Fraction(tp, n_pos)) for tp, fp in slow_points(y, s)]
    at = [t for x, t in pts if float(x) == f]
    if at:
        return float(max(at))
    f = Fraction(f)
    for (xa, ta), (xb, tb) in itertools.pairwise(pts):
        if xa < f < xb:
            return float(ta + (tb - ta) * (f - xa) / (xb - xa))
    raise AssertionError


def slow_precision_at(y, s, r):
    """The Davis & Goadrich precision at recall ``r`` (the highest where points sit at r)."""
    n_pos = int(np.sum(y == 1))
    pts = slow_points(y, s)
    at = [Fraction(a, a + b) for a, b in pts if a / n_pos == r]  # the rate, as in floats
    tp = Fraction(r) * n_pos
    if at:
        return float(max(at))
    for (ta, fa), (tb, fb) in itertools.pairwise(pts):
        if ta < tp < tb:
            fp = fa + Fraction(fb - fa, tb - ta) * (tp - ta)
            return float(tp / (tp + fp))
    raise AssertionError


@settings(max_examples=40)
@given(scored_samples(), st.integers(0, 2**32 - 1))
def test_estimate_and_containment(sample, seed):
    """Module docstring: max_g |D_b(g)|/s(g) >= |D_b(g)|/s(g), so c s(g) >= h(g): the
    simultaneous band contains the pointwise band, which contains the estimate."""
    y, s = sample.y_true, sample.y_score
    if y.min() == y.max():
        return
    for band, ref in ((roc_band(y, s, fpr_grid=GRID, n_bootstrap=60, random_state=seed),
                       [slow_tpr_at(y, s, g) for g in GRID]),
                      (pr_band(y, s, recall_grid=GRID[1:], n_bootstrap=60, random_state=seed),
                       [slow_precision_at(y, s, g) for g in GRID[1:]])):
        assert band.estimate == pytest.approx(ref, abs=1e-12)
        tol = 1e-12
        assert np.all(band.simultaneous_low <= band.pointwise_low + tol)
        assert np.all(band.pointwise_low <= band.estimate + tol)
        assert np.all(band.estimate <= band.pointwise_high + tol)
        assert np.all(band.pointwise_high <= band.simultaneous_high + tol)
        assert np.all((band.simultaneous_low >= 0) & (band.simultaneous_high <= 1))
        sim = band.simultaneous_high - band.simultaneous_low
        pw = band.pointwise_high - band.pointwise_low
        assert np.all(sim >= pw - tol)


def test_binormal_coverage_sanity():
    """40 samples of 60 + 60 from a binormal population (TPR = Phi(1 + Phi^-1(FPR))): the
    simultaneous band covers the true curve on the grid in most (>= 80%) of them, and more
    often than the pointwise band covers it everywhere. The grid stays away from TPR = 1, where
    the bootstrap law collapses (module docstring)."""
    nd = NormalDist()
    grid = np.linspace(0.05, 0.6, 12)
    truth = np.array([nd.cdf(1.0 + nd.inv_cdf(g)) for g in grid])
    rng = np.random.default_rng(12)
    sim_cover = pw_cover = 0
    for k in range(40):
        y = np.r_[np.ones(60), np.zeros(60)].astype(int)
        s = np.r_[rng.normal(1.0, 1.0, 60), rng.normal(0.0, 1.0, 60)]
        band = roc_band(y, s, fpr_grid=grid, n_bootstrap=300, random_state=k)
        sim_cover += np.all((band.simultaneous_low <= truth) & (truth <= band.simultaneous_high))
        pw_cover += np.all((band.pointwise_low <= truth) & (truth <= band.pointwise_high))
    assert sim_cover >= 32 and sim_cover >= pw_cover


def test_seed_and_weights():
    y = np.array([0, 0, 1, 0, 1, 1, 0, 1, 0, 1])
    s = np.array([.1, .3, .35, .5, .7, .9, .2, .6, .65, .8])
    a = roc_band(y, s, n_bootstrap=50, random_state=3)
    b = roc_band(y, s, n_bootstrap=50, random_state=3)
    assert a.seed == 3 and np.array_equal(a.simultaneous_low, b.simultaneous_low)
    assert a.grid.shape == (101,) and pr_band(y, s, n_bootstrap=5).grid.shape == (100,)
    w = roc_band(y, s, sample_weight=np.full(10, 2.0), n_bootstrap=50, random_state=3)
    assert np.array_equal(w.estimate, a.estimate)


def test_one_class_warns():
    with pytest.warns(DegenerateDataWarning, match="the PR band is undefined"):
        band = pr_band([1, 1], [0.2, 0.4], n_bootstrap=5)
    assert np.isnan(band.estimate).all() and np.isnan(band.critical_value)


@pytest.mark.parametrize(("fn", "kwargs", "error", "match"), [
    (pr_band, dict(recall_grid=[0.0, 0.5]), ValueError, r"recall_grid must be in \(0, 1\]"),
    (roc_band, dict(fpr_grid=[0.5, 1.5]), ValueError, r"fpr_grid must be in \[0, 1\], got 1.5"),
    (roc_band, dict(fpr_grid=[[0.5]]), ValueError, "fpr_grid must be a non-empty 1-D array"),
    (roc_band, dict(fpr_grid="a"), TypeError, "fpr_grid must be a real number"),
    (roc_band, dict(level=1.0), ValueError, r"level must be in \(0, 1\), got 1.0"),
    (pr_band, dict(n_bootstrap=-3), ValueError, "n_bootstrap must be"),
])
def test_errors(fn, kwargs, error, match):
    with pytest.raises(error, match=match):
        fn([0, 1, 0, 1], [0.1, 0.2, 0.3, 0.4], **kwargs)
