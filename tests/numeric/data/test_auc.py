"""Tests of numeric.data.auc against scikit-learn (computed here) and slow references."""

import itertools

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from scipy import integrate
from sklearn import metrics
from strategies import scored_samples

from numeric import evaluate
from numeric._warnings import DegenerateDataWarning
from numeric.bounds.boyd import average_precision_min, global_min_auc_pr
from numeric.data import auc

SCORES = (
    auc.auc_roc_score,
    auc.auc_pr_score,
    auc.auc_pr_dg_steps_score,
    auc.average_precision_score,
)


# --------------------------------------------------------------------------------------------
# slow, obviously correct references
# --------------------------------------------------------------------------------------------


def mann_whitney(y, s, w=None):
    """Pair counting: P(score of a positive > score of a negative), ties 1/2, weighted."""
    w = np.ones(len(y)) if w is None else np.asarray(w, dtype=float)
    num = den = 0.0
    for i, j in itertools.product(range(len(y)), repeat=2):
        if y[i] == 1 and y[j] == 0:
            weight = w[i] * w[j]
            num += weight * (1.0 if s[i] > s[j] else 0.5 if s[i] == s[j] else 0.0)
            den += weight
    return num / den


def counts_by_threshold(y, s, w):
    """(TP, FP) at every distinct score, from the top, plus the origin."""
    thresholds = sorted(set(s[w > 0].tolist()), reverse=True)
    tp = [0.0] + [w[(s >= t) & (y == 1)].sum() for t in thresholds]
    fp = [0.0] + [w[(s >= t) & (y == 0)].sum() for t in thresholds]
    return np.array(tp), np.array(fp)


def quadrature_auc_pr(y, s, w=None, r0=0.0, r1=1.0):
    """Integrate the interpolated precision over recall numerically, segment by segment."""
    w = np.ones(len(y)) if w is None else np.asarray(w, dtype=float)
    tp, fp = counts_by_threshold(np.asarray(y), np.asarray(s, dtype=float), w)
    n_pos = tp[-1]
    total = 0.0
    for k in range(len(tp) - 1):
        ta, fa, tb, fb = tp[k], fp[k], tp[k + 1], fp[k + 1]
        lo, hi = max(ta, r0 * n_pos), min(tb, r1 * n_pos)
        if hi <= lo:
            continue
        slope = (fb - fa) / (tb - ta)

        def precision(t, ta=ta, fa=fa, slope=slope):
            return t / (t + fa + slope * (t - ta))

        value, _ = integrate.quad(precision, lo, hi, epsabs=1e-14, epsrel=1e-13, limit=200)
        total += value
    return total / n_pos


def reference_average_precision(y, s, w=None, r0=0.0, r1=1.0):
    """Step function: precision P_n on recall (R_{n-1}, R_n], integrated over [r0, r1]."""
    w = np.ones(len(y)) if w is None else np.asarray(w, dtype=float)
    tp, fp = counts_by_threshold(np.asarray(y), np.asarray(s, dtype=float), w)
    r = tp / tp[-1]
    total = 0.0
    for k in range(1, len(tp)):
        width = max(0.0, min(r[k], r1) - max(r[k - 1], r0))
        if width > 0:
            total += width * tp[k] / (tp[k] + fp[k])
    return total


# --------------------------------------------------------------------------------------------
# peers and references
# --------------------------------------------------------------------------------------------


@given(scored_samples(weighted=None))
def test_auc_roc_equals_sklearn(d):
    ours = auc.auc_roc_score(d.y_true, d.y_score, sample_weight=d.sample_weight)
    peer = metrics.roc_auc_score(d.y_true, d.y_score, sample_weight=d.sample_weight)
    assert ours == pytest.approx(peer, rel=1e-12, abs=1e-12)


@given(scored_samples(weighted=None))
def test_average_precision_equals_sklearn(d):
    ours = auc.average_precision_score(d.y_true, d.y_score, sample_weight=d.sample_weight)
    peer = metrics.average_precision_score(d.y_true, d.y_score, sample_weight=d.sample_weight)
    assert ours == pytest.approx(peer, rel=1e-12, abs=1e-12)


@given(scored_samples(max_size=15, weighted=None))
def test_auc_roc_equals_mann_whitney_pair_count(d):
    ours = auc.auc_roc_score(d.y_true, d.y_score, sample_weight=d.sample_weight)
    assert ours == pytest.approx(mann_whitney(d.y_true, d.y_score, d.sample_weight), rel=1e-12)


@given(scored_samples(max_size=25, weighted=None))
def test_auc_pr_equals_quadrature(d):
    ours = auc.auc_pr_score(d.y_true, d.y_score, sample_weight=d.sample_weight)
    ref = quadrature_auc_pr(d.y_true, d.y_score, d.sample_weight)
    assert ours == pytest.approx(ref, rel=1e-9, abs=1e-12)


@pytest.mark.parametrize("seed", [0, 1, 2])
@pytest.mark.parametrize("weighted", [False, True])
def test_heavily_tied_data_scores_rounded_to_one_decimal(seed, weighted):
    rng = np.random.default_rng(seed)
    y = (rng.random(300) < 0.15).astype(int)
    s = np.round(np.clip(rng.normal(0.4 + 0.2 * y, 0.2), 0, 1), 1)
    w = rng.random(300) * 2 if weighted else None
    assert np.unique(s).size <= 11
    assert auc.auc_roc_score(y, s, sample_weight=w) == pytest.approx(
        metrics.roc_auc_score(y, s, sample_weight=w), rel=1e-12)
    assert auc.average_precision_score(y, s, sample_weight=w) == pytest.approx(
        metrics.average_precision_score(y, s, sample_weight=w), rel=1e-12)
    assert auc.auc_pr_score(y, s, sample_weight=w) == pytest.approx(
        quadrature_auc_pr(y, s, w), rel=1e-9)


def test_auc_pr_dg_steps_table_1_segment():
    # Davis & Goadrich, Table 1 (A = (5, 5), B = (10, 30), 20 positives): the trapezoids through
    # the printed points, computed from the exact fractions 5/10, 6/16, 7/22, 8/28, 9/34, 10/40.
    y = [1] * 5 + [0] * 5 + [1] * 5 + [0] * 25 + [1] * 10 + [0] * 1970
    s = [3.0] * 10 + [2.0] * 30 + [1.0] * 1980
    precisions = [5 / 10, 6 / 16, 7 / 22, 8 / 28, 9 / 34, 10 / 40]
    expected = sum(0.05 * (a + b) / 2 for a, b in itertools.pairwise(precisions))
    got = auc.auc_pr_dg_steps_score(y, s, recall_range=(0.25, 0.5))
    assert got == pytest.approx(expected, rel=1e-13)
    # ... and above the exact area of the same segment: precision falls along it (FP_A = 5 <
    # s TP_A = 5 * 5), so the curve is convex there and its chords lie above it.
    exact = auc.auc_pr_score(y, s, recall_range=(0.25, 0.5))
    assert exact == pytest.approx(np.log(4) / 36 + 1 / 24, rel=1e-13)  # closed form, by hand
    assert 0 < got - exact < 1e-3


@given(scored_samples(weighted=None), st.floats(0.0, 1.0))
def test_recall_ranges_add_up(d, r):
    for score in SCORES:
        whole = score(d.y_true, d.y_score, sample_weight=d.sample_weight)
        if r in (0.0, 1.0):
            continue
        left = score(d.y_true, d.y_score, sample_weight=d.sample_weight, recall_range=(0.0, r))
        right = score(d.y_true, d.y_score, sample_weight=d.sample_weight, recall_range=(r, 1.0))
        assert left + right == pytest.approx(whole, rel=1e-12, abs=1e-14), score.__name__
        assert -1e-15 <= left <= r + 1e-15 and -1e-15 <= right <= 1 - r + 1e-15


@given(scored_samples(max_size=20, weighted=None), st.floats(0.0, 0.5), st.floats(0.5, 1.0))
def test_range_areas_equal_references(d, r0, r1):
    if r1 <= r0:
        return
    kw = dict(sample_weight=d.sample_weight, recall_range=(r0, r1))
    assert auc.auc_pr_score(d.y_true, d.y_score, **kw) == pytest.approx(
        quadrature_auc_pr(d.y_true, d.y_score, d.sample_weight, r0, r1), rel=1e-9, abs=1e-12)
    assert auc.average_precision_score(d.y_true, d.y_score, **kw) == pytest.approx(
        reference_average_precision(d.y_true, d.y_score, d.sample_weight, r0, r1),
        rel=1e-12, abs=1e-14)


@pytest.mark.parametrize("r", [3.6e-205, 1e-300, 1e-9, 1 - 1e-12])
def test_range_ends_very_close_to_a_vertex(r):
    # A negative ranked above a tie of everything else: the first step starts at (0, 1), not at
    # the origin; a cut at a tiny recall leaves a sliver of the step.
    y = np.array([1] + [0] * 19)
    s = np.array([0.0] * 19 + [0.5])
    whole = auc.auc_pr_score(y, s)
    left = auc.auc_pr_score(y, s, recall_range=(0.0, r))
    right = auc.auc_pr_score(y, s, recall_range=(r, 1.0))
    assert np.isfinite(left) and np.isfinite(right)
    assert left + right == pytest.approx(whole, rel=1e-13)
    assert right == pytest.approx(quadrature_auc_pr(y, s, r0=r), rel=1e-9)


def test_roc_range_is_the_band_between_two_tpr_levels():
    # ROC through (0, 0), (0, 1/2), (1/2, 1/2), (1/2, 1), (1, 1): 1 - FPR is 1 on TPR in [0, 1/2]
    # and 1/2 on [1/2, 1].
    y, s = [0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8]
    assert auc.auc_roc_score(y, s, recall_range=(0.0, 0.5)) == 0.5
    assert auc.auc_roc_score(y, s, recall_range=(0.5, 1.0)) == 0.25
    assert auc.auc_roc_score(y, s, recall_range=(0.25, 0.75)) == pytest.approx(0.375)


# --------------------------------------------------------------------------------------------
# Boyd et al.'s quantities on the data's own counts
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("n_pos", "n_neg"), [(1, 1), (3, 7), (20, 2000), (50, 5)])
@pytest.mark.parametrize("tied_positives", [False, True])
def test_worst_ranking_attains_boyds_minima(n_pos, n_neg, tied_positives):
    """Boyd Thm 1-3: all negatives ranked above all positives is the minimum PR curve."""
    y = np.array([0] * n_neg + [1] * n_pos)
    s = np.concatenate([np.arange(n_neg, 0, -1) + n_pos,
                        np.zeros(n_pos) if tied_positives else np.arange(n_pos, 0, -1)])
    a = n_neg / n_pos
    assert auc.auc_pr_score(y, s) == pytest.approx(global_min_auc_pr(a), rel=1e-12)
    assert auc.global_min_auc_pr_score(y, s) == pytest.approx(global_min_auc_pr(a), rel=1e-12)
    assert auc.auc_npr_score(y, s) == pytest.approx(0.0, abs=1e-12)
    if not tied_positives:  # AP of the worst ranking: (1/N+) sum i/(i + N-), summed here
        direct = sum(i / (i + n_neg) for i in range(1, n_pos + 1)) / n_pos
        assert auc.average_precision_score(y, s) == pytest.approx(direct, rel=1e-12)
        assert auc.average_precision_min_score(y) == pytest.approx(direct, rel=1e-12)
        assert average_precision_min(n_pos, n_neg) == pytest.approx(direct, rel=1e-12)


def test_perfect_ranking_has_aucnpr_one_on_any_range():
    y, s = [0, 0, 0, 1, 1], [0.1, 0.2, 0.3, 0.8, 0.9]
    assert auc.auc_npr_score(y, s) == pytest.approx(1.0)
    assert auc.auc_npr_score(y, s, recall_range=(0.2, 0.7)) == pytest.approx(1.0)


def test_min_auc_pr_score_range_uses_cor_4():
    y = [1] * 10 + [0] * 90  # pi = 0.1, a = 9
    got = auc.global_min_auc_pr_score(y, recall_range=(0.2, 0.6))
    pi, r0, r1 = 0.1, 0.2, 0.6  # Boyd Cor. 4 as printed
    expected = (r1 - r0) - (1 - pi) / pi * np.log((1 - pi + pi * r1) / (1 - pi + pi * r0))
    assert got == pytest.approx(expected, rel=1e-12)


# --------------------------------------------------------------------------------------------
# degenerate data and bad input
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("score", "y", "nan_expected"),
    [
        (auc.auc_roc_score, [1, 1], True),
        (auc.auc_roc_score, [0, 0], True),
        (auc.auc_pr_score, [0, 0], True),
        (auc.auc_pr_dg_steps_score, [0, 0], True),
        (auc.average_precision_score, [0, 0], True),
        (auc.auc_npr_score, [1, 1], True),
        (auc.global_min_auc_pr_score, [1, 1], True),
        (auc.average_precision_min_score, [0, 0], True),
    ],
)
def test_one_class_warns_and_returns_nan(score, y, nan_expected):
    with pytest.warns(DegenerateDataWarning, match=r"undefined \(NaN\): y_true has no"):
        value = score(y, [0.3, 0.1])
    assert np.isnan(value) == nan_expected


@pytest.mark.parametrize(
    "score", [auc.auc_pr_score, auc.auc_pr_dg_steps_score, auc.average_precision_score]
)
def test_no_negatives_gives_a_perfect_pr_area(score):
    assert score([1, 1, 1], [0.3, 0.1, 0.1]) == 1.0
    assert score([1, 1], [0.3, 0.1], recall_range=(0.5, 1.0)) == 0.5


@pytest.mark.parametrize(
    ("recall_range", "error", "match"),
    [
        ((0.5, 0.5), ValueError, r"recall_range must satisfy 0 <= r0 < r1 <= 1, got \(0.5, 0.5\)"),
        ((-0.1, 0.5), ValueError, r"got \(-0.1, 0.5\)"),
        ((0.0, 1.5), ValueError, r"got \(0.0, 1.5\)"),
        ((0.0, float("nan")), ValueError, r"got \(0.0, nan\)"),
        (0.5, TypeError, r"recall_range must be a pair of numbers \(r0, r1\), got 0.5"),
        (("a", 1), TypeError, r"recall_range must be a pair of numbers"),
        ((0, 0.5, 1), TypeError, r"recall_range must be a pair of numbers"),
    ],
)
@pytest.mark.parametrize("score", [*SCORES, auc.auc_npr_score, auc.global_min_auc_pr_score])
def test_bad_recall_range(score, recall_range, error, match):
    with pytest.raises(error, match=match):
        score([0, 1], [0.1, 0.2], recall_range=recall_range)


def test_dg_steps_of_huge_weights_whole_curve_in_closed_form_range_refused():
    # 1e9 unit points at precision 1: the whole curve is a closed form (no point built)
    assert auc.auc_pr_dg_steps_score([0, 1], [0.1, 0.2], sample_weight=[1.0, 1e9]) == 1.0
    with pytest.raises(ValueError, match=r"needs one point per unit of \(weighted\) TP"):
        auc.auc_pr_dg_steps_score([0, 1], [0.1, 0.2], sample_weight=[1.0, 1e9],
                                  recall_range=(0.0, 0.5))


def test_dg_steps_with_fractional_weights_is_the_vertex_trapezoid():
    # Weights below one unit: no intermediate points, so the trapezoid through the vertices.
    y, s, w = [1, 0, 1], [0.9, 0.5, 0.1], [0.5, 0.25, 0.5]
    # vertices (tp, fp): (0, 0) p=1 [limit], (0.5, 0) p=1, (0.5, 0.25) p=2/3, (1, 0.25) p=0.8
    expected = 0.5 * 1.0 + 0.5 * (2 / 3 + 0.8) / 2
    assert auc.auc_pr_dg_steps_score(y, s, sample_weight=w) == pytest.approx(expected, rel=1e-14)


@pytest.mark.parametrize("score", SCORES)
def test_scores_are_python_floats_and_inputs_unchanged(score):
    y = np.array([0, 1, 1, 0, 1])
    s = np.array([0.2, 0.2, 0.9, 0.4, 0.1])
    w = np.array([1.0, 0.5, 2.0, 0.0, 1.0])
    copies = y.copy(), s.copy(), w.copy()
    assert type(score(y, s, sample_weight=w)) is float
    for a, b in zip((y, s, w), copies, strict=True):
        np.testing.assert_array_equal(a, b)


@pytest.mark.parametrize("n", [100, 150, 1000, 140_000])
def test_a_perfect_ranking_has_auc_roc_exactly_one(n):
    """The pair count summed exactly and divided once: AUC-ROC is correctly rounded, so a
    perfect ranking gives 1.0 as scikit-learn does (was 0.9999999999999999 at n = 100,
    1.0000000000000004 at n = 1000); 140,000 positives go through the block sums."""
    from sklearn.metrics import roc_auc_score

    y = np.r_[np.ones(n), np.zeros(2 * n)]
    s = np.r_[np.arange(n) + 10.0, np.arange(2 * n) - 1e6]
    assert auc.auc_roc_score(y, s) == 1.0 == roc_auc_score(y, s)
    assert evaluate(y, s).auc_roc == 1.0
