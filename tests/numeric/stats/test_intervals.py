"""Tests of numeric.stats.intervals: the method ``'auto'`` chooses, and the intervals of a
perfect ranking."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

from numeric import evaluate
from numeric.stats.intervals import INFLUENCE_MIN_POSITIVES, area_intervals


def _data(n_pos, seed=0):
    rng = np.random.default_rng(seed)
    y = np.r_[np.ones(n_pos, int), np.zeros(2 * n_pos, int)]
    return y, rng.normal(size=y.size) + y


@pytest.mark.parametrize("weight", [0.1, 0.3, 1e-3, 7.0, 2.0**-40])
@pytest.mark.parametrize("n_pos", [INFLUENCE_MIN_POSITIVES - 1, INFLUENCE_MIN_POSITIVES])
def test_auto_with_equal_weights_is_auto_without_weights(weight, n_pos):
    """Equal weights are no weights: positives weighted 0.1 must take the method the same
    unweighted data take (Kish's number of 100 such weights came out 99.99999999999993)."""
    y, s = _data(n_pos)
    plain = area_intervals(y, s, n_bootstrap=50, random_state=0)
    weighted = area_intervals(y, s, sample_weight=np.full(y.size, weight), n_bootstrap=50,
                              random_state=0)
    assert weighted.method == plain.method == ("bootstrap-t" if n_pos < INFLUENCE_MIN_POSITIVES
                                               else "influence-logit")
    if weighted.method == "influence-logit":  # analytic: equal weights change no number
        assert weighted.auc_pr.interval == pytest.approx(plain.auc_pr.interval, rel=1e-12)


@pytest.mark.parametrize(("n_pos", "weighted"), [(50, False), (150, False), (150, True),
                                                   (300, False), (300, True)])
def test_perfect_ranking_has_point_intervals_whatever_the_method(n_pos, weighted):
    """A perfect ranking: AUC-PR = AP = 1 and every default interval [1, 1] without a warning,
    bootstrap-t (50 and 150 positives) and influence-logit (300) alike (a logit interval would be
    NaN, "logit is infinite"; weighted bin sums can round the estimate to 1 + 2**-52)."""
    y = np.r_[np.ones(n_pos, int), np.zeros(2 * n_pos, int)]
    s = np.r_[np.linspace(1, 2, n_pos), np.linspace(0, 0.9, 2 * n_pos)]
    w = np.linspace(1, 3, y.size) if weighted else None
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        e = evaluate(y, s, sample_weight=w, ci=0.95, n_bootstrap=100, random_state=0)
    assert e.intervals is not None
    for ci in (e.intervals.auc_pr, e.intervals.average_precision):
        assert (ci.estimate, *ci.interval) == (1.0, 1.0, 1.0)
