"""The two weighted recall-step paths of numeric.data.counts (one sort of packed integer keys,
and its fallback, one complex-number sort) agree with each other and with scikit-learn, ties
included."""

import numpy as np
import pytest
from sklearn import metrics

from numeric.data import counts
from numeric.data.evaluation import evaluate


@pytest.mark.parametrize("prevalence", [0.005, 0.02, 0.3, 0.7])
@pytest.mark.parametrize("ties", [False, True])
def test_paths_agree_with_each_other_and_with_sklearn(prevalence, ties):
    rng = np.random.default_rng(int(prevalence * 1000) + ties)
    n = 40_000
    y = rng.random(n) < prevalence
    s = rng.normal(y.astype(float), 1.0)
    if ties:
        s = np.round(s, 1)
    w = rng.exponential(size=n) * (rng.random(n) < 0.9)  # some weights are zero
    a = counts._steps_weighted(s, y, w)
    b = counts._steps_weighted_one_sort(s, y, w)
    grows = a.tp1 > a.tp0  # a positive of weight 0 alone at its score is no step
    assert np.all(b.tp1 > b.tp0) and np.count_nonzero(grows) == b.tp1.size
    for f in ("tp0", "fp0", "tp1", "fp1"):
        np.testing.assert_allclose(getattr(a, f)[grows], getattr(b, f), rtol=1e-12)
    assert a.n_neg == pytest.approx(b.n_neg, rel=1e-13)
    e = evaluate(y, s, sample_weight=w)
    assert e.auc_roc == pytest.approx(metrics.roc_auc_score(y, s, sample_weight=w), rel=1e-12)
    assert e.average_precision == pytest.approx(
        metrics.average_precision_score(y, s, sample_weight=w), rel=1e-12)


def test_input_is_not_modified():
    rng = np.random.default_rng(0)
    y = rng.random(1000) < 0.5
    s, w = rng.random(1000), rng.random(1000)
    copies = y.copy(), s.copy(), w.copy()
    counts._steps_weighted_one_sort(s, y, w)
    counts._steps_weighted(s, y, w)
    for before, after in zip(copies, (y, s, w), strict=True):
        np.testing.assert_array_equal(before, after)
