"""Tests of numeric.evaluate: one call agrees with scikit-learn and the individual scores."""

import dataclasses
import math
import warnings

import numpy as np
import pytest
from hypothesis import given
from sklearn import metrics
from strategies import scored_samples

from numeric._warnings import DegenerateDataWarning
from numeric.data import auc
from numeric.data.evaluation import Evaluation
from numeric.stats.evaluate import evaluate

FIELDS = {
    "n", "n_pos", "n_neg", "prevalence", "skew", "recall_range", "auc_roc", "auc_pr",
    "auc_pr_dg_steps", "average_precision", "global_min_auc_pr", "average_precision_min", "auc_npr",
}
# confidence intervals, None unless evaluate(..., ci=level):
# tests/numeric/stats/test_compare.py
CI_FIELDS = {"intervals"}


def test_fields_are_the_documented_ones():
    assert {f.name for f in dataclasses.fields(Evaluation)} == FIELDS | CI_FIELDS


@given(scored_samples(weighted=None))
def test_evaluate_agrees_with_sklearn_and_the_single_scores(d):
    e = evaluate(d.y_true, d.y_score, sample_weight=d.sample_weight)
    kw = dict(sample_weight=d.sample_weight)
    assert e.auc_roc == pytest.approx(metrics.roc_auc_score(d.y_true, d.y_score, **kw), rel=1e-12)
    assert e.average_precision == pytest.approx(
        metrics.average_precision_score(d.y_true, d.y_score, **kw), rel=1e-12)
    assert e.auc_pr == auc.auc_pr_score(d.y_true, d.y_score, **kw)
    assert e.auc_pr_dg_steps == auc.auc_pr_dg_steps_score(d.y_true, d.y_score, **kw)
    assert e.global_min_auc_pr == pytest.approx(auc.global_min_auc_pr_score(d.y_true, **kw),
                                                rel=1e-12)
    assert e.average_precision_min == pytest.approx(
        auc.average_precision_min_score(d.y_true, **kw), rel=1e-12)
    assert e.auc_npr == auc.auc_npr_score(d.y_true, d.y_score, **kw)
    w = np.ones(len(d.y_true)) if d.sample_weight is None else d.sample_weight
    assert e.n == len(d.y_true)
    assert e.n_pos == pytest.approx(w[d.y_true == 1].sum(), rel=1e-12)
    assert e.n_neg == pytest.approx(w[d.y_true == 0].sum(), rel=1e-12)
    assert e.prevalence == pytest.approx(e.n_pos / (e.n_pos + e.n_neg), rel=1e-12)
    assert e.skew == pytest.approx(e.n_neg / e.n_pos, rel=1e-12)
    # Boyd Thm 1-3: no ranking beats the minimum.
    assert e.auc_pr >= e.global_min_auc_pr - 1e-12
    assert e.average_precision >= e.average_precision_min - 1e-12


def test_recall_range_is_passed_to_every_area():
    rng = np.random.default_rng(1)
    y = (rng.random(200) < 0.2).astype(int)
    s = np.round(rng.random(200) + 0.3 * y, 2)
    rr = (0.1, 0.8)
    e = evaluate(y, s, recall_range=rr)
    assert e.recall_range == rr
    assert e.auc_roc == auc.auc_roc_score(y, s, recall_range=rr)
    assert e.auc_pr == auc.auc_pr_score(y, s, recall_range=rr)
    assert e.auc_pr_dg_steps == auc.auc_pr_dg_steps_score(y, s, recall_range=rr)
    assert e.average_precision == auc.average_precision_score(y, s, recall_range=rr)
    assert e.global_min_auc_pr == auc.global_min_auc_pr_score(y, recall_range=rr)
    assert e.auc_npr == auc.auc_npr_score(y, s, recall_range=rr)
    assert math.isnan(e.average_precision_min)  # Boyd's Thm 3 is for the whole curve


def test_large_data_unweighted_fast_path_equals_weighted_path():
    rng = np.random.default_rng(3)
    y = (rng.random(200_000) < 0.01).astype(np.int8)
    s = rng.random(200_000) + 0.5 * y
    fast = evaluate(y, s)
    slow = evaluate(y, s, sample_weight=np.ones(y.size))
    for name in FIELDS - {"n"}:
        assert getattr(fast, name) == pytest.approx(getattr(slow, name), rel=1e-12), name
    assert fast.auc_roc == pytest.approx(metrics.roc_auc_score(y, s), rel=1e-12)
    assert fast.average_precision == pytest.approx(metrics.average_precision_score(y, s), rel=1e-12)


@pytest.mark.parametrize(
    ("y", "missing", "defined"),
    [
        ([0, 0, 0], "positive", {"n", "n_pos", "n_neg", "prevalence", "recall_range"}),
        ([1, 1, 1], "negative", {"n", "n_pos", "n_neg", "prevalence", "skew", "recall_range",
                                 "auc_pr", "auc_pr_dg_steps", "average_precision"}),
    ],
)
def test_one_class_warns_once_and_gives_nan(y, missing, defined):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        e = evaluate(y, [0.3, 0.2, 0.2])
    degenerate = [w for w in caught if issubclass(w.category, DegenerateDataWarning)]
    assert len(degenerate) == 1
    assert f"y_true has no {missing} samples" in str(degenerate[0].message)
    for name in FIELDS:
        value = getattr(e, name)
        is_nan = isinstance(value, float) and math.isnan(value)
        assert is_nan == (name not in defined), name
        if is_nan:
            assert name in str(degenerate[0].message)
    if missing == "negative":
        assert e.auc_pr == e.average_precision == e.auc_pr_dg_steps == 1.0


def test_huge_weights_make_the_dg_steps_nan_only_over_a_recall_range():
    """2e9 unit points: over the whole curve in closed form (no warning, precision 1 here);
    over a recall range the points are walked, at most 5e7 of them."""
    from numeric._warnings import RocprWarning

    y, s, w = [0, 1, 1], [0.1, 0.2, 0.3], [1.0, 1e9, 1e9]
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert evaluate(y, s, sample_weight=w).auc_pr_dg_steps == 1.0
    with pytest.warns(RocprWarning, match="auc_pr_dg_steps is NaN: .* rescale sample_weight"):
        e = evaluate(y, s, sample_weight=w, recall_range=(0.0, 0.5))
    assert math.isnan(e.auc_pr_dg_steps)
    assert e.auc_pr == auc.auc_pr_score(y, s, sample_weight=w, recall_range=(0.0, 0.5))


def test_result_is_frozen_with_python_scalars():
    e = evaluate([0, 1, 1, 0], [0.2, 0.8, 0.5, 0.5])
    with pytest.raises(dataclasses.FrozenInstanceError):
        e.auc_roc = 0.0  # type: ignore[misc]
    for f in dataclasses.fields(e):
        value = getattr(e, f.name)
        assert type(value) in (int, float, tuple) or (f.name in CI_FIELDS and value is None), \
            f.name


@pytest.mark.parametrize(
    ("kwargs", "error", "match"),
    [
        (dict(y_true=[0, 1], y_score=[0.1, np.nan]), ValueError, r"y_score must be finite"),
        (dict(y_true=["a", "b"], y_score=[0.1, 0.2]), ValueError, r"pos_label must be given"),
        (dict(y_true=[0, 1], y_score=[0.1, 0.2], recall_range=(1, 0)), ValueError,
         r"recall_range must satisfy"),
        (dict(y_true=[0, 1], y_score=[0.1, 0.2], sample_weight=[-1, 1]), ValueError,
         r"sample_weight must be >= 0"),
    ],
)
def test_bad_input(kwargs, error, match):
    with pytest.raises(error, match=match):
        evaluate(**kwargs)


def test_inputs_are_not_modified():
    y = np.array([1, 0, 1, 0])
    s = np.array([0.2, 0.4, 0.4, 0.1])
    w = np.array([1.0, 2.0, 0.5, 1.0])
    copies = y.copy(), s.copy(), w.copy()
    evaluate(y, s)
    evaluate(y, s, sample_weight=w)
    for a, b in zip((y, s, w), copies, strict=True):
        np.testing.assert_array_equal(a, b)


def test_summed_areas_never_leave_their_range():
    """Areas summed in parts (the Dask engine's buckets) may round an ulp past 1 with class
    weights far apart: the evaluation holds every area in [0, r1 - r0], NaN staying NaN."""
    from numeric.core.records import AreaSums
    from numeric.data.evaluation import evaluation_from_areas

    over = AreaSums(1.0000000000000004, float("nan"), 1.0000000000000002, -2.2e-16, 0.0)
    e = evaluation_from_areas(4, (2.0, 2.0), (2.0, 2.0), 0.0, 1.0, over)
    assert (e.auc_pr, e.average_precision, e.auc_roc) == (1.0, 1.0, 0.0)
    assert math.isnan(e.auc_pr_dg_steps)
    half = evaluation_from_areas(4, (2.0, 2.0), (2.0, 2.0), 0.25, 0.75, over)
    assert half.auc_pr == 0.5
