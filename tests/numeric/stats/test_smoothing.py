"""Tests of :mod:`numeric.stats.smoothing`: pROC's binormal smoothing.

Peers: pROC's ``smooth(method = "binormal")`` run in the test (coefficients, curve and AUC to
1e-8); a slow reference here (the ROC points by brute force over thresholds, the normal deviates
by :class:`statistics.NormalDist`, the line by :func:`numpy.polyfit`).
"""

from statistics import NormalDist

import numpy as np
import pytest
from hypothesis import given
from proc_r import run_proc_on_roc as run_proc
from strategies import scored_samples

from numeric import DegenerateDataWarning
from numeric.special import normal_cdf_array, normal_quantile_array
from numeric.stats.smoothing import binormal_smoothing

_N = NormalDist()


def slow_fit(y, s):
    """(intercept, slope) of qnorm(sp) ~ qnorm(se) over the finite points, or None."""
    pos, neg = s[y == 1], s[y == 0]
    xs, ys = [], []
    for t in [np.inf, *sorted(set(s), reverse=True)]:
        se, sp = np.mean(pos >= t), np.mean(neg < t)
        if 0 < se < 1 and 0 < sp < 1:
            xs.append(_N.inv_cdf(se))
            ys.append(_N.inv_cdf(sp))
    if len(xs) < 2 or len(set(xs)) < 2:
        return None
    slope, intercept = np.polyfit(xs, ys, 1)
    return intercept, slope


@given(scored_samples())
def test_fit_matches_the_slow_reference(sample):
    y, s = sample.y_true, sample.y_score
    ref = slow_fit(y, s) if 0 < y.sum() < y.size else None
    if ref is None:
        with pytest.warns(DegenerateDataWarning, match="binormal smoothing is undefined"):
            fit = binormal_smoothing(y, s, n_points=9)
        assert np.isnan(fit.slope) and np.isnan(fit.tpr).all()
        return
    fit = binormal_smoothing(y, s, n_points=9)
    assert (fit.intercept, fit.slope) == pytest.approx(ref, abs=1e-9)
    sp = [_N.cdf(ref[0] + ref[1] * _N.inv_cdf(k / 8)) if 0 < k < 8 else None for k in range(9)]
    for k in range(1, 8):
        assert 1 - fit.fpr[k] == pytest.approx(sp[k], abs=1e-9)
    assert fit.auc == pytest.approx(_N.cdf(ref[0] / np.hypot(1, ref[1])), abs=1e-12)
    assert fit.a == pytest.approx(-ref[0] / ref[1], rel=1e-8, abs=1e-9)
    assert fit.b == pytest.approx(-1 / ref[1], rel=1e-8)


def test_matches_proc_smooth_binormal():
    """pROC 1.18 ``smooth(roc, method = "binormal", n = 64)``: coefficients, curve, AUC."""
    rng = np.random.default_rng(4)
    y = np.r_[np.ones(40), np.zeros(60)].astype(int)
    s = np.round(np.r_[rng.normal(1.0, 1.3, 40), rng.normal(0, 1, 60)], 2)
    got = run_proc(
        "sm <- smooth(r, method = 'binormal', n = 64)\n"
        "out(coefficients(sm$model))\nout(auc(sm))\n"
        "o <- order(sm$sensitivities, -sm$specificities)\n"
        "keep <- !duplicated(sm$sensitivities[o])\n"
        "out(sm$sensitivities[o][keep])\nout(sm$specificities[o][keep])\n", y, s)
    fit = binormal_smoothing(y, s, n_points=64)
    assert (fit.intercept, fit.slope) == pytest.approx(got[0], abs=1e-8)
    assert fit.auc == pytest.approx(got[1][0], abs=1e-8)
    assert fit.tpr == pytest.approx(got[2], abs=1e-12)
    assert 1 - fit.fpr == pytest.approx(got[3], abs=1e-8)


def test_pr_image_at_the_data_skew():
    y = np.r_[np.ones(20), np.zeros(80)].astype(int)
    s = np.r_[np.linspace(0.5, 2.5, 20), np.linspace(-2, 1, 80)]
    fit = binormal_smoothing(y, s, n_points=33)
    assert fit.skew == 4.0 and fit.recall.tolist() == fit.tpr.tolist()
    inner = slice(1, None)
    expected = fit.tpr[inner] / (fit.tpr[inner] + 4.0 * fit.fpr[inner])
    assert fit.precision[inner] == pytest.approx(expected, rel=1e-12)
    assert 0.0 <= fit.precision[0] <= 1.0  # the limit along the first segment


def test_normal_helpers_match_the_standard_library():
    p = np.r_[np.linspace(0, 1, 1001), 1e-300, 1e-12, 1 - 1e-12]
    ref = [-np.inf if v == 0 else np.inf if v == 1 else _N.inv_cdf(v) for v in p]
    assert normal_quantile_array(p) == pytest.approx(ref, rel=1e-14, abs=1e-14)
    x = np.linspace(-8, 8, 161)
    assert normal_cdf_array(x) == pytest.approx([_N.cdf(v) for v in x], rel=1e-13, abs=1e-16)


def test_errors_and_one_class():
    with pytest.raises(ValueError, match="n_points must be >= 2, got 1"):
        binormal_smoothing([0, 1], [0.1, 0.2], n_points=1)
    with pytest.raises(ValueError, match=r"n_points must be a positive integer, got 2\.5"):
        binormal_smoothing([0, 1], [0.1, 0.2], n_points=2.5)
    with pytest.warns(DegenerateDataWarning, match="no negative samples"):
        fit = binormal_smoothing([1, 1], [0.1, 0.2], n_points=3)
    assert np.isnan(fit.auc) and fit.fpr.shape == (3,)
