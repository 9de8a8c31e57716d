"""Tests of :mod:`numeric.data.multiclass` against scikit-learn (AUC-ROC ovr/ovo, AP on the
binarised labels) and against the binary functions applied class by class."""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from sklearn.metrics import average_precision_score, roc_auc_score
from sklearn.preprocessing import label_binarize

from numeric import (
    DegenerateDataWarning,
    auc_pr_score,
    evaluate,
    global_min_auc_pr,
    multiclass_evaluation,
)


@st.composite
def multiclass_data(draw, weighted=False):
    """k = 3..5 classes, each present, probability scores with ties."""
    k = draw(st.integers(3, 5))
    n = draw(st.integers(k + 2, 40))
    y = np.array(draw(st.lists(st.integers(0, k - 1), min_size=n, max_size=n)))
    y[:k] = np.arange(k)
    raw = np.array(draw(st.lists(st.lists(st.integers(1, 4), min_size=k, max_size=k),
                                 min_size=n, max_size=n)), dtype=float)
    w = None
    if weighted:
        w = np.array(draw(st.lists(st.integers(1, 3), min_size=n, max_size=n)), dtype=float)
    return y, raw / raw.sum(axis=1, keepdims=True), w


@given(multiclass_data(), st.sampled_from(["ovr", "ovo"]))
def test_auc_roc_averages_equal_scikit_learn(data, mc):
    y, s, _ = data
    e = multiclass_evaluation(y, s, multi_class=mc)
    for average in ("macro", "weighted"):
        peer = roc_auc_score(y, s, multi_class=mc, average=average)
        assert getattr(e, average).auc_roc == pytest.approx(peer, rel=1e-12)


@given(multiclass_data(weighted=True))
def test_weighted_ovr_and_micro_auc_roc_equal_scikit_learn(data):
    y, s, w = data
    e = multiclass_evaluation(y, s, sample_weight=w)
    peer = roc_auc_score(y, s, multi_class="ovr", average="weighted", sample_weight=w)
    assert e.weighted.auc_roc == pytest.approx(peer, rel=1e-12)
    binary = label_binarize(y, classes=np.arange(s.shape[1]))
    micro = roc_auc_score(binary, s, average="micro", sample_weight=w)
    assert e.micro.auc_roc == pytest.approx(micro, rel=1e-12)


@given(multiclass_data(weighted=True), st.booleans())
def test_average_precision_equals_scikit_learn_on_binarised_labels(data, use_weights):
    y, s, w = data
    w = w if use_weights else None
    e = multiclass_evaluation(y, s, sample_weight=w)
    binary = label_binarize(y, classes=np.arange(s.shape[1]))
    per_class = average_precision_score(binary, s, average=None, sample_weight=w)
    assert [c.average_precision for c in e.classes] == pytest.approx(per_class, rel=1e-12)
    for average in ("macro", "weighted", "micro"):
        peer = average_precision_score(binary, s, average=average, sample_weight=w)
        assert getattr(e, average).average_precision == pytest.approx(peer, rel=1e-12)


@given(multiclass_data(weighted=True))
def test_per_class_values_are_the_binary_ones(data):
    y, s, w = data
    e = multiclass_evaluation(y, s, sample_weight=w)
    support = np.array([c.n_pos for c in e.classes])
    for j, c in enumerate(e.classes):
        b = evaluate(y == c.label, s[:, j], sample_weight=w)
        assert c.auc_pr == pytest.approx(b.auc_pr, rel=1e-12)
        assert c.global_min_auc_pr == pytest.approx(b.global_min_auc_pr, rel=1e-12)
        assert c.n_pos == pytest.approx(b.n_pos)
    aucs = np.array([c.auc_pr for c in e.classes])
    assert e.macro.auc_pr == pytest.approx(aucs.mean(), rel=1e-12)
    assert e.weighted.auc_pr == pytest.approx((support @ aucs) / support.sum(), rel=1e-12)
    pooled = auc_pr_score(label_binarize(y, classes=np.arange(s.shape[1])).ravel(), s.ravel(),
                          sample_weight=None if w is None else np.repeat(w, s.shape[1]))
    assert e.micro.auc_pr == pytest.approx(pooled, rel=1e-12)
    k = s.shape[1]
    if w is None:  # pooled skew k - 1 (Boyd et al. Thm 2)
        assert e.micro.global_min_auc_pr == pytest.approx(float(global_min_auc_pr(k - 1.0)))


def test_string_labels_given_in_column_order():
    y = ["b", "a", "c", "a"]
    s = [[0.8, 0.1, 0.1], [0.1, 0.7, 0.2], [0.1, 0.2, 0.7], [0.2, 0.6, 0.2]]
    e = multiclass_evaluation(y, s, labels=["b", "a", "c"])
    assert [c.label for c in e.classes] == ["b", "a", "c"]
    assert e.macro.auc_roc == 1.0 and e.pairs == ()
    ovo = multiclass_evaluation(y, s, labels=["b", "a", "c"], multi_class="ovo")
    assert [(p.label_a, p.label_b) for p in ovo.pairs] == [("b", "a"), ("b", "c"), ("a", "c")]
    assert np.isnan(ovo.micro.auc_roc)


def test_a_class_without_samples_warns():
    with pytest.warns(DegenerateDataWarning, match="class.* 2 have no samples"):
        e = multiclass_evaluation([0, 1, 0], [[0.9, 0.1, 0], [0.2, 0.8, 0], [0.6, 0.3, 0.1]],
                                  labels=[0, 1, 2])
    assert np.isnan(e.classes[2].auc_roc) and np.isnan(e.macro.auc_roc)


@pytest.mark.parametrize(("kwargs", "match"), [
    (dict(multi_class="ovx"), "multi_class must be 'ovr' or 'ovo', got 'ovx'"),
    (dict(labels=[0, 0]), "labels must be distinct"),
    (dict(labels=[0, 1, 2]), "one column per class"),
    (dict(labels=[0, 2]), "y_true holds labels that have no score column: 1"),
])
def test_errors(kwargs, match):
    with pytest.raises(ValueError, match=match):
        multiclass_evaluation([0, 1, 0], [[0.9, 0.1], [0.2, 0.8], [0.6, 0.4]], **kwargs)


def test_score_shape_error():
    with pytest.raises(ValueError, match=r"y_score must have shape \(n_samples, n_classes\)"):
        multiclass_evaluation([0, 1, 2], [0.1, 0.2, 0.3])
