"""The two weighted recall-step paths of numeric.core.steps (one sort of packed integer keys,
and its fallback, one complex-number sort) agree with each other and with scikit-learn, ties
included."""

import numpy as np
import pytest
from sklearn import metrics

from numeric.core import steps as counts
from numeric.stats.evaluate import evaluate


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


@pytest.mark.parametrize("seed", range(4))
def test_rare_positives_summed_per_gap_equal_exact_rational_counts(seed, monkeypatch):
    """At most n/8 positives, no ties: the per-gap sums (``_steps_from_gaps``) against the
    counts summed exactly in Fractions, at every step; the layouts that make a gap empty (two
    positives in a row, a positive first) or leave no tail (a positive last) included."""
    from fractions import Fraction

    rng = np.random.default_rng(seed)
    n = 4000
    s = rng.permutation(n).astype(float)
    y = rng.random(n) < 0.05
    top = np.argsort(-s)
    y[top[:3]] = True  # the highest scores: a positive first, then an empty gap
    y[top[-1]] = seed % 2 == 0  # the lowest score: a positive (no tail) or a negative
    assert np.count_nonzero(y) <= n // counts._GAP_SUMS
    w = rng.exponential(size=n) * np.exp2(rng.integers(-10, 10, n))
    calls = []
    per_gap = counts._steps_from_gaps
    monkeypatch.setattr(counts, "_steps_from_gaps", lambda *a: calls.append(1) or per_gap(*a))
    steps = counts.recall_steps(y, s, w)
    assert calls == [1]
    tp = fp = Fraction(0)
    exact = []
    for i in top:
        if y[i]:
            exact.append((tp, fp, tp + Fraction(w[i])))
            tp += Fraction(w[i])
        else:
            fp += Fraction(w[i])
    scale = Fraction(2) ** -steps.weight_exponent
    assert steps.tp1.size == len(exact)
    for k, (tp0, fp0, tp1) in enumerate(exact):
        for got, want in ((steps.tp0[k], tp0), (steps.fp0[k], fp0), (steps.tp1[k], tp1)):
            assert abs(Fraction(got) - want * scale) <= 1e-14 * want * scale
