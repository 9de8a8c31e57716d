"""Tests of :mod:`numeric.data.partial_auc`: McClish-standardised partial AUC-ROC.

Peers: scikit-learn's ``roc_auc_score(max_fpr=...)`` (ties and weights); for a general FPR range,
a slow exact reference in rationals (``exact_roc``: the ROC points by brute force over
thresholds, the area of each straight segment cut exactly at the range's ends).
"""

import warnings
from fractions import Fraction

import numpy as np
import pytest
from exact_roc import area_between, mcclish_exact, roc_points
from hypothesis import given
from hypothesis import strategies as st
from proc_r import run_proc_on_roc as run_proc
from sklearn.metrics import roc_auc_score
from strategies import scored_samples

from numeric import DegenerateDataWarning, auc_roc_score, partial_auc_roc_score
from numeric.data.partial_auc import partial_auc_roc_tpr_score

MAX_FPRS = st.sampled_from([0.01, 0.1, 0.25, 1 / 3, 0.5, 0.8, 1.0])


@given(scored_samples(weighted=None), MAX_FPRS)
def test_max_fpr_equals_scikit_learn(sample, max_fpr):
    ours = partial_auc_roc_score(sample.y_true, sample.y_score,
                                 sample_weight=sample.sample_weight, fpr_range=(0, max_fpr))
    peer = roc_auc_score(sample.y_true, sample.y_score, sample_weight=sample.sample_weight,
                         max_fpr=max_fpr)
    assert ours == pytest.approx(peer, rel=1e-12, abs=1e-12)


def exact_fpr_partial(y, s, w, f0, f1):
    """Exact area under TPR over FPR in [f0, f1] and McClish's standardisation of it."""
    area = area_between(roc_points(y, s, w), f0, f1)
    return area, mcclish_exact(area, f0, f1)


def exact_tpr_partial(y, s, w, t0, t1):
    """Exact area under the specificity over TPR in [t0, t1] and pROC's McClish correction."""
    area = area_between([(tpr, 1 - fpr) for fpr, tpr in roc_points(y, s, w)], t0, t1)
    t0, t1 = Fraction(t0), Fraction(t1)
    a_min, a_max = ((1 - t0) + (1 - t1)) * (t1 - t0) / 2, t1 - t0
    return area, (1 + (area - a_min) / (a_max - a_min)) / 2


@pytest.mark.parametrize(("score", "range_name", "exact_partial"), [
    (partial_auc_roc_score, "fpr_range", exact_fpr_partial),
    (partial_auc_roc_tpr_score, "tpr_range", exact_tpr_partial),
], ids=["fpr", "tpr"])
@given(scored_samples(weighted=None, integer_weights=True),
       st.fractions(0, 1, max_denominator=12), st.fractions(0, 1, max_denominator=12))
def test_range_equals_the_exact_reference(score, range_name, exact_partial, sample, a, b):
    if a == b:
        return
    lo, hi = float(min(a, b)), float(max(a, b))
    area, standardized = exact_partial(sample.y_true, sample.y_score, sample.sample_weight, lo, hi)
    kw = {"sample_weight": sample.sample_weight, range_name: (lo, hi)}
    raw = score(sample.y_true, sample.y_score, standardized=False, **kw)
    assert raw == pytest.approx(float(area), abs=1e-12)
    std = score(sample.y_true, sample.y_score, **kw)
    assert std == pytest.approx(float(standardized), abs=1e-11)


@given(scored_samples(weighted=None))
def test_whole_range_is_the_auc(sample):
    kw = dict(sample_weight=sample.sample_weight)
    assert partial_auc_roc_score(sample.y_true, sample.y_score, **kw) == pytest.approx(
        auc_roc_score(sample.y_true, sample.y_score, **kw), rel=1e-12)


def test_diagonal_and_perfect_ranking():
    """McClish (1989): 1/2 for a non-discriminant test, 1 for a perfect one, on any range."""
    y = [0, 1] * 50
    assert partial_auc_roc_score(y, [0.5] * 100, fpr_range=(0.2, 0.6)) == pytest.approx(0.5)
    perfect = [0.0, 1.0] * 50
    assert partial_auc_roc_score(y, perfect, fpr_range=(0.2, 0.6)) == 1.0


def test_one_class_warns_and_gives_nan():
    with pytest.warns(DegenerateDataWarning, match="no negative samples"):
        assert np.isnan(partial_auc_roc_score([1, 1], [0.1, 0.2], fpr_range=(0, 0.5)))


@pytest.mark.parametrize(("fpr_range", "error", "match"), [
    ((0.5, 0.2), ValueError, r"fpr_range must satisfy 0 <= f0 < f1 <= 1, got \(0.5, 0.2\)"),
    ((0.0, 1.5), ValueError, "fpr_range must satisfy"),
    (0.5, TypeError, "fpr_range must be a pair of numbers"),
    ((0, "1"), TypeError, "fpr_range must be a pair of numbers"),
])
def test_range_errors(fpr_range, error, match):
    with pytest.raises(error, match=match):
        partial_auc_roc_score([0, 1], [0.1, 0.2], fpr_range=fpr_range)


def test_standardized_must_be_bool():
    with pytest.raises(TypeError, match="standardized must be a bool, got str"):
        partial_auc_roc_score([0, 1], [0.1, 0.2], standardized="yes")


def test_input_not_modified():
    y, s = np.array([0, 1, 1, 0]), np.array([0.3, 0.2, 0.9, 0.1])
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        partial_auc_roc_score(y, s, fpr_range=(0.1, 0.4))
    assert y.tolist() == [0, 1, 1, 0] and s.tolist() == [0.3, 0.2, 0.9, 0.1]


# ---- TPR (sensitivity) range: pROC's partial.auc.focus = "sensitivity" ----------------------


def test_tpr_range_whole_is_the_auc_and_diagonal_is_half():
    y, s = [0, 1, 1, 0, 1, 0, 0], [0.2, 0.9, 0.4, 0.4, 0.7, 0.1, 0.8]
    assert partial_auc_roc_tpr_score(y, s) == pytest.approx(auc_roc_score(y, s), abs=1e-15)
    yy = [0, 1] * 50
    assert partial_auc_roc_tpr_score(yy, [0.5] * 100, tpr_range=(0.3, 0.9)) == pytest.approx(0.5)
    assert partial_auc_roc_tpr_score(yy, [0.0, 1.0] * 50, tpr_range=(0.3, 0.9)) == 1.0


def test_tpr_range_equals_proc():
    """pROC 1.18 ``auc(partial.auc = c(t1, t0), partial.auc.focus = "sensitivity",
    partial.auc.correct = TRUE)`` (and uncorrected), with ties, to 1e-12."""
    rng = np.random.default_rng(3)
    y = rng.integers(0, 2, 60)
    s = np.round(rng.normal(size=60) + 0.8 * y, 1)  # rounded: many ties
    ranges = [(0.0, 1.0), (0.8, 1.0), (0.9, 1.0), (0.25, 0.6), (0.5, 0.95), (0.1, 0.2)]
    script = "".join(
        f"out(auc(r, partial.auc = c({t1!r}, {t0!r}), partial.auc.focus = 'sensitivity'))\n"
        f"out(auc(r, partial.auc = c({t1!r}, {t0!r}), partial.auc.focus = 'sensitivity', "
        "partial.auc.correct = TRUE, allow.invalid.partial.auc.correct = TRUE))\n"
        for t0, t1 in ranges)
    got = run_proc(script, y, s)
    for k, rng_ in enumerate(ranges):
        raw = partial_auc_roc_tpr_score(y, s, tpr_range=rng_, standardized=False)
        std = partial_auc_roc_tpr_score(y, s, tpr_range=rng_)
        assert raw == pytest.approx(got[2 * k][0], abs=1e-12)
        assert std == pytest.approx(got[2 * k + 1][0], abs=1e-12)


@pytest.mark.parametrize(("tpr_range", "error", "match"), [
    ((0.5, 0.2), ValueError, r"tpr_range must satisfy 0 <= t0 < t1 <= 1, got \(0.5, 0.2\)"),
    (0.5, TypeError, "tpr_range must be a pair of numbers"),
])
def test_tpr_range_errors(tpr_range, error, match):
    with pytest.raises(error, match=match):
        partial_auc_roc_tpr_score([0, 1], [0.1, 0.2], tpr_range=tpr_range)


def test_tpr_range_one_class_and_standardized_type():
    with pytest.warns(DegenerateDataWarning, match="no positive samples"):
        assert np.isnan(partial_auc_roc_tpr_score([0, 0], [0.1, 0.2], tpr_range=(0, 0.5)))
    with pytest.raises(TypeError, match="standardized must be a bool, got int"):
        partial_auc_roc_tpr_score([0, 1], [0.1, 0.2], standardized=1)


@pytest.mark.parametrize(("score", "kwargs"), [
    (partial_auc_roc_score, {"fpr_range": (0.0, 0.5)}),
    (partial_auc_roc_tpr_score, {"tpr_range": (0.0, 0.5)}),
])
def test_one_class_warning_points_at_the_caller(score, kwargs):
    with pytest.warns(DegenerateDataWarning, match="the partial AUC-ROC is undefined") as rec:
        score([1, 1], [0.1, 0.2], **kwargs)
    assert [w.filename for w in rec] == [__file__]
