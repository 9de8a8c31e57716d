"""Weights across the whole float64 range: every AUC is scale-invariant and right.

The data functions rescale weights by a power of two (exact) before summing, so uniform weights
of 1e300 or 5e-324 and weights spanning 400 orders of magnitude give the numbers scikit-learn
gives for the same ranking. Peers are computed in the tests: scikit-learn on the same data with
weights of ordinary size (AUCs are invariant under a common scale of the weights).
"""

from __future__ import annotations

import math
import warnings

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from sklearn import metrics
from strategies import scored_samples

import numeric
from numeric.core.dg_points import MAX_DG_POINTS

Y = [0, 1, 1, 0, 1, 0]
S = [0.1, 0.9, 0.4, 0.4, 0.8, 0.3]


def test_mixed_magnitudes_match_scikit_learn():
    y, s, w = [1, 0, 1, 0], [0.9, 0.8, 0.3, 0.1], [1e200, 1e200, 1e-200, 1e-200]
    expected = metrics.roc_auc_score(y, s, sample_weight=w)
    assert numeric.auc_roc_score(y, s, sample_weight=w) == pytest.approx(expected, abs=1e-15)
    ap = metrics.average_precision_score(y, s, sample_weight=w)
    assert numeric.average_precision_score(y, s, sample_weight=w) == pytest.approx(ap, abs=1e-15)


@pytest.mark.parametrize("scale", [5e-324, 1e-320, 1e-300, 1e-162, 1e154, 1e200, 1e300])
def test_uniform_weights_of_any_magnitude_give_the_unweighted_numbers(scale):
    plain = numeric.evaluate(Y, S)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", numeric.RocprWarning)  # DG steps: too many points
        weighted = numeric.evaluate(Y, S, sample_weight=[scale] * 6)
    for name in ("auc_roc", "auc_pr", "average_precision", "auc_npr", "skew", "prevalence"):
        assert getattr(weighted, name) == pytest.approx(getattr(plain, name), rel=1e-14), name
    assert weighted.n_pos == pytest.approx(3 * scale, rel=1e-14)
    # scikit-learn itself, on the same data at ordinary scale
    assert weighted.auc_roc == pytest.approx(metrics.roc_auc_score(Y, S), rel=1e-14)
    assert weighted.average_precision == pytest.approx(
        metrics.average_precision_score(Y, S), rel=1e-14)


def test_subnormal_weights_keep_every_digit():
    e = numeric.evaluate(Y, S, sample_weight=[5e-324] * 6)
    assert e.auc_pr == pytest.approx(0.9488578634266576, rel=1e-14)  # the unweighted value
    assert e.average_precision == pytest.approx(11 / 12, rel=1e-15)


@given(scored_samples(min_size=2, max_size=25, weighted=True),
       st.integers(min_value=-1070, max_value=1000))
def test_auc_is_invariant_under_any_power_of_two_scale(d, k):
    """Scaling every weight by 2**k (exact unless it underflows) changes no AUC."""
    w = np.ldexp(d.sample_weight, k)
    if not np.array_equal(np.ldexp(w, -k), d.sample_weight):
        return  # a weight lost bits (subnormal) or overflowed: a different data set
    if not (np.isfinite(w[d.y_true == 1].sum()) and np.isfinite(w[d.y_true == 0].sum())):
        return
    ref = metrics.roc_auc_score(d.y_true, d.y_score, sample_weight=d.sample_weight)
    got = numeric.auc_roc_score(d.y_true, d.y_score, sample_weight=w)
    assert got == pytest.approx(ref, rel=1e-12, abs=1e-15)
    ref_ap = metrics.average_precision_score(d.y_true, d.y_score, sample_weight=d.sample_weight)
    got_ap = numeric.average_precision_score(d.y_true, d.y_score, sample_weight=w)
    assert got_ap == pytest.approx(ref_ap, rel=1e-12, abs=1e-15)
    plain = numeric.auc_pr_score(d.y_true, d.y_score, sample_weight=d.sample_weight)
    assert numeric.auc_pr_score(d.y_true, d.y_score, sample_weight=w) == pytest.approx(
        plain, rel=1e-12, abs=1e-15)


def test_weight_sums_that_overflow_name_sample_weight():
    with pytest.raises(ValueError, match=r"sample_weight must sum to a finite float64"):
        numeric.evaluate(Y, S, sample_weight=[1e308] * 6)


def test_dg_curve_refuses_to_allocate_billions_of_points():
    for w in (1e9, 1e300):
        with pytest.raises(ValueError, match=r"at most 50,000,000 are allowed"):
            numeric.precision_recall_dg_curve([0, 1], [0.1, 0.2], sample_weight=[1.0, w])
    assert MAX_DG_POINTS == 50_000_000
    # just under the limit still works (fractional weights: no intermediate points)
    p, r = numeric.precision_recall_dg_curve([0, 1, 1], [0.1, 0.2, 0.3],
                                             sample_weight=[1, 0.5, 0.5])
    assert r[-1] == 1.0 and math.isclose(p[-1], 1.0)


def test_a_subnormal_recall_range_start_is_the_origin():
    """A segment starting at a subnormal count (r0 = 5e-324): the ray's area, not NaN."""
    y, s, w = [1] + [0] * 16 + [1, 0], np.zeros(19), [1, 1] + [0] * 15 + [1, 0]
    whole = numeric.auc_pr_score(y, s, sample_weight=w)
    assert whole == pytest.approx(2 / 3, rel=1e-15)  # one tied group: precision 2/3 throughout
    assert numeric.auc_pr_score(y, s, sample_weight=w, recall_range=(5e-324, 1.0)) == whole
    from numeric.geometry.interpolation import segment_area

    for fp_a in (0.0, 5e-324):
        assert segment_area(5e-324, fp_a, 1, 0.5, 1) == pytest.approx(2 / 3, rel=1e-15)


def test_a_weight_absorbed_in_the_sum_makes_no_step():
    """1 + 1e-20 == 1: the second positive adds no TP; no 0/0, the AUCs of the rounded data."""
    y, s, w = [1, 1, 0], [0.3, 0.2, 0.1], [1, 1e-20, 1]
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        e = numeric.evaluate(y, s, sample_weight=w)
    assert e.auc_roc == metrics.roc_auc_score(y, s, sample_weight=w) == 1.0
    assert e.average_precision == pytest.approx(
        metrics.average_precision_score(y, s, sample_weight=w), rel=1e-15)
    steps = numeric.core.steps.recall_steps(y, s, w)
    assert (steps.tp1 > steps.tp0).all()


@pytest.mark.parametrize("w", [5e-324, 1e-310, 1e-10, 0.3, 0.7])
def test_dg_steps_below_one_unit_are_scale_free(w):
    """With every TP step within one unit there is no inner point: Davis & Goadrich's estimate is
    the trapezoid through the vertices, the same at any weight scale (subnormal weights once gave
    1.0 here: caller units rounded the precisions)."""
    from numeric import evaluate

    y, s = [0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8]
    ref = evaluate(y, s).auc_pr_dg_steps
    got = evaluate(y, s, sample_weight=[w] * 4).auc_pr_dg_steps
    assert got == pytest.approx(ref, rel=1e-15)


@given(scored_samples(min_size=4, max_size=30),
       st.sampled_from([0.1, 0.3, 1e-3, 7.0, 1e-300, 1e300, 2.0**-40]))
def test_equal_weights_are_no_weights_for_the_default_intervals(d, weight):
    """Kish's effective number of equal weights is the number of positives exactly, so 'auto'
    takes the method the unweighted data take (100 positives weighted 0.1 took BCa), and the
    analytic intervals are the unweighted ones."""
    from numeric.stats.intervals import INFLUENCE_MIN_POSITIVES, area_intervals

    y = np.asarray(d.y_true)
    w = np.full(y.size, weight)
    # enough positives, around the threshold of 'auto', by repeating the sample
    reps = max(1, -(-INFLUENCE_MIN_POSITIVES // max(int(y.sum()), 1)))
    y, s, w = np.tile(y, reps), np.tile(np.asarray(d.y_score), reps), np.tile(w, reps)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", numeric.RocprWarning)
        plain = area_intervals(y, s, n_bootstrap=20, random_state=0)
        weighted = area_intervals(y, s, sample_weight=w, n_bootstrap=20, random_state=0)
    assert weighted.method == plain.method
    if plain.method == "influence-logit":
        for key in ("auc_pr", "average_precision"):
            got, want = getattr(weighted, key), getattr(plain, key)
            assert got.estimate == pytest.approx(want.estimate, rel=1e-12)
            assert np.allclose(got.interval, want.interval, rtol=1e-9, equal_nan=True)
