"""Tests of :mod:`numeric.data.soft_labels`: PRROC's soft labels by row expansion.

References: a slow pair count with fractional weights (AUC-ROC), brute force over thresholds
(AP), and the hard-label results when every label is 0 or 1.
"""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from strategies import scored_samples

from numeric import (
    auc_pr_score,
    auc_roc_score,
    average_precision_score,
    evaluate,
    expand_soft_labels,
)
from numeric.bounds.boyd import global_min_auc_pr_range


@st.composite
def soft_samples(draw):
    """Soft labels in [0, 1] (some exactly 0 or 1), tied scores, optional weights."""
    n = draw(st.integers(2, 25))
    y = np.array(draw(st.lists(st.one_of(st.sampled_from([0.0, 1.0, 0.5]), st.floats(0.01, 0.99)),
                               min_size=n, max_size=n)))
    y[0], y[1] = max(y[0], 0.3), min(y[1], 0.7)  # both classes carry weight
    levels = draw(st.integers(1, 2 * n))
    s = np.array(draw(st.lists(st.integers(0, levels - 1), min_size=n, max_size=n))) / levels
    w = None
    if draw(st.booleans()):
        w = np.array(draw(st.lists(st.floats(0.1, 4.0), min_size=n, max_size=n)))
    return y, s, w


def slow_auc_roc(y, s, w):
    """Pair counting: sum_i sum_j w_i y_i w_j (1 - y_j) ([s_i > s_j] + [s_i = s_j]/2)."""
    w = np.ones(len(y)) if w is None else w
    num = 0.0
    for i in range(len(y)):
        for j in range(len(y)):
            win = 1.0 if s[i] > s[j] else 0.5 if s[i] == s[j] else 0.0
            num += w[i] * y[i] * w[j] * (1 - y[j]) * win
    return num / (np.sum(w * y) * np.sum(w * (1 - y)))


def slow_ap(y, s, w):
    """Brute force over the distinct thresholds: sum (R_n - R_{n-1}) P_n."""
    w = np.ones(len(y)) if w is None else w
    pos, neg = w * y, w * (1 - y)
    ap, prev_recall = 0.0, 0.0
    for t in sorted(set(s), reverse=True):
        tp, fp = pos[s >= t].sum(), neg[s >= t].sum()
        recall = tp / pos.sum()
        if tp > 0:
            ap += (recall - prev_recall) * tp / (tp + fp)
        prev_recall = recall
    return ap


def _score_all(y, s, w):
    r = expand_soft_labels(y, s, sample_weight=w)
    return r, dict(y_true=r.y_true, y_score=r.y_score, sample_weight=r.sample_weight)


@given(soft_samples())
def test_auc_roc_is_the_fractional_pair_count(data):
    y, s, w = data
    _, kw = _score_all(y, s, w)
    assert auc_roc_score(**kw) == pytest.approx(slow_auc_roc(y, s, w), rel=1e-12, abs=1e-12)


@given(soft_samples())
def test_average_precision_is_the_step_sum_by_brute_force(data):
    y, s, w = data
    _, kw = _score_all(y, s, w)
    assert average_precision_score(**kw) == pytest.approx(slow_ap(y, s, w), rel=1e-12)


@given(soft_samples())
def test_bounds_use_the_soft_class_totals(data):
    """Boyd's minimum (Thm 2) with N+ = sum w y, N- = sum w (1 - y)."""
    y, s, w = data
    _, kw = _score_all(y, s, w)
    ww = np.ones(len(y)) if w is None else w
    skew = np.sum(ww * (1 - y)) / np.sum(ww * y)
    e = evaluate(**kw)
    assert e.n_pos == pytest.approx(np.sum(ww * y)) and e.n_neg == pytest.approx(skew * e.n_pos)
    assert e.global_min_auc_pr == pytest.approx(
        float(global_min_auc_pr_range(skew, 0.0, 1.0)), rel=1e-12)


@given(scored_samples(weighted=None))
def test_hard_labels_give_the_original_results(sample):
    r = expand_soft_labels(sample.y_true.astype(float), sample.y_score,
                           sample_weight=sample.sample_weight)
    soft = evaluate(r.y_true, r.y_score, sample_weight=r.sample_weight)
    hard = evaluate(sample.y_true, sample.y_score, sample_weight=sample.sample_weight)
    for field in ("auc_roc", "auc_pr", "average_precision", "n_pos", "n_neg"):
        assert getattr(soft, field) == pytest.approx(getattr(hard, field), rel=1e-12)


def test_rows_are_split_in_order_and_input_untouched():
    y = np.array([0.2, 1.0, 0.0])
    s = np.array([3.0, 2.0, 1.0])
    r = expand_soft_labels(y, s, sample_weight=[2.0, 1.0, 1.0])
    assert r.y_true.tolist() == [1, 0, 1, 0]
    assert r.sample_weight == pytest.approx([0.4, 1.6, 1.0, 1.0])
    assert r.source_row.tolist() == [0, 0, 1, 2]
    assert y.tolist() == [0.2, 1.0, 0.0]
    assert auc_pr_score(r.y_true, r.y_score, sample_weight=r.sample_weight) > 0


@pytest.mark.parametrize(("kwargs", "error", "match"), [
    (dict(y_true=[0.5, 1.2], y_score=[0, 1]), ValueError, r"y_true must be in \[0, 1\].*1\.2"),
    (dict(y_true=[0.5, float("nan")], y_score=[0, 1]), ValueError, "y_true must not be NaN"),
    (dict(y_true=["a", "b"], y_score=[0, 1]), TypeError, "y_true must be a real number"),
    (dict(y_true=[0.5, 1], y_score=[0, 1, 2]), ValueError, "same length"),
    (dict(y_true=[0.5, 1], y_score=[0, 1], sample_weight=[1, -1]), ValueError,
     "sample_weight must be finite and >= 0"),
    (dict(y_true=[0.5, 1], y_score=[0, 1], sample_weight=[1]), ValueError, "same length"),
])
def test_errors(kwargs, error, match):
    with pytest.raises(error, match=match):
        expand_soft_labels(**kwargs)
