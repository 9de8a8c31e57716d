"""Tests of numeric.core.steps: counts at every threshold, recall steps, input validation."""

import numpy as np
import pytest
from hypothesis import given
from strategies import scored_samples

from numeric.core.steps import recall_steps, steps_from_counts, threshold_counts


def reference_counts(y_true, y_score, sample_weight=None, pos_label=1):
    """Slow and obvious: for every distinct score t, sum the weights with score >= t."""
    y = np.asarray(y_true)
    s = np.asarray(y_score, dtype=float)
    w = np.ones(len(y)) if sample_weight is None else np.asarray(sample_weight, dtype=float)
    keep = w != 0
    thresholds = sorted(set(s[keep].tolist()), reverse=True)
    tp = [0.0] + [sum(wi for yi, si, wi in zip(y, s, w, strict=True) if yi == pos_label and si >= t)
                  for t in thresholds]
    fp = [0.0] + [sum(wi for yi, si, wi in zip(y, s, w, strict=True) if yi != pos_label and si >= t)
                  for t in thresholds]
    return np.array([np.inf, *thresholds]), np.array(tp), np.array(fp)


CASES = [
    ([0, 1, 1, 0, 1], [0.1, 0.8, 0.4, 0.4, 0.9]),
    ([1, 1, 1, 0], [0.5, 0.5, 0.5, 0.5]),  # one tie group
    ([0, 0, 1], [0.3, 0.2, 0.1]),  # all negatives first
    ([1], [0.0]),  # one sample
    ([1, 0, 1, 0, 0, 1], [-3.0, 2.0, 2.0, 7.5, -3.0, 1e300]),
    ([1, 1, 0, 0], [1, 2, 3, 4]),  # integer scores
]


@pytest.mark.parametrize(("y", "s"), CASES)
def test_counts_match_reference(y, s):
    c = threshold_counts(y, s)
    t, tp, fp = reference_counts(y, s)
    np.testing.assert_array_equal(c.thresholds, t)
    np.testing.assert_array_equal(c.tp, tp)
    np.testing.assert_array_equal(c.fp, fp)
    assert (c.n_pos, c.n_neg) == (tp[-1], fp[-1])
    assert isinstance(c.n_pos, float) and isinstance(c.n_neg, float)


@given(scored_samples(min_size=1, max_size=30, both_classes=False, weighted=None))
def test_counts_match_reference_property(d):
    c = threshold_counts(d.y_true, d.y_score, d.sample_weight)
    t, tp, fp = reference_counts(d.y_true, d.y_score, d.sample_weight)
    np.testing.assert_array_equal(c.thresholds, t)
    np.testing.assert_allclose(c.tp, tp, rtol=1e-13, atol=1e-12)
    np.testing.assert_allclose(c.fp, fp, rtol=1e-13, atol=1e-12)


@given(scored_samples(min_size=1, max_size=30, both_classes=False))
def test_unweighted_path_equals_weighted_path_with_unit_weights(d):
    fast = threshold_counts(d.y_true, d.y_score)
    slow = threshold_counts(d.y_true, d.y_score, np.ones(len(d.y_true)))
    for name in ("tp", "fp", "thresholds"):
        np.testing.assert_array_equal(getattr(fast, name), getattr(slow, name))


@given(scored_samples(min_size=1, max_size=30, both_classes=False, weighted=None))
def test_recall_steps_are_the_steps_where_tp_grows(d):
    fast = recall_steps(d.y_true, d.y_score, d.sample_weight).in_caller_units()
    slow = steps_from_counts(threshold_counts(d.y_true, d.y_score, d.sample_weight))
    # Unweighted counts are exact integers; weighted sums differ in summation order only.
    rtol = 0.0 if d.sample_weight is None else 1e-13
    for name in ("tp0", "fp0", "tp1", "fp1"):
        np.testing.assert_allclose(getattr(fast, name), getattr(slow, name), rtol=rtol,
                                   atol=rtol)
    assert fast.n_pos == pytest.approx(slow.n_pos, rel=rtol)
    assert fast.n_neg == pytest.approx(slow.n_neg, rel=rtol)
    assert np.all(fast.tp1 > fast.tp0)
    assert np.all(fast.fp1 >= fast.fp0)
    np.testing.assert_array_equal(fast.fp0[1:] >= fast.fp1[:-1], True)
    np.testing.assert_array_equal(fast.tp0[1:], fast.tp1[:-1])


def test_weighted_recall_steps_with_few_key_bits(monkeypatch):
    # 30-bit packed keys drop most of a score's bits: nearly every score is a candidate that
    # the second sort by the full key must tell apart from its neighbours.
    import numeric.core.packed_sort as packed

    monkeypatch.setattr(packed, "_KEY_BITS", 30)
    monkeypatch.setattr(packed, "_MAX_RESORTED", 1.0)
    rng = np.random.default_rng(1)
    y = (rng.random(100) < 0.3).astype(int)
    s = np.round(rng.random(100), 1)
    w = rng.random(100)
    fast = recall_steps(y, s, w).in_caller_units()
    slow = steps_from_counts(threshold_counts(y, s, w))
    for name in ("tp0", "fp0", "tp1", "fp1"):
        np.testing.assert_allclose(getattr(fast, name), getattr(slow, name), rtol=1e-13)


def test_large_random_data_match_the_weighted_path():
    rng = np.random.default_rng(0)
    y = (rng.random(20_000) < 0.03).astype(int)
    s = np.round(rng.normal(size=20_000) + y, 2)  # many ties
    fast = threshold_counts(y, s)
    slow = threshold_counts(y, s, np.ones(y.size))
    np.testing.assert_array_equal(fast.tp, slow.tp)
    np.testing.assert_array_equal(fast.fp, slow.fp)
    np.testing.assert_array_equal(fast.thresholds, slow.thresholds)


def test_zero_weight_samples_are_dropped():
    c = threshold_counts([1, 0, 1], [0.9, 0.5, 0.1], sample_weight=[1.0, 0.0, 2.0])
    np.testing.assert_array_equal(c.thresholds, [np.inf, 0.9, 0.1])
    np.testing.assert_array_equal(c.tp, [0, 1, 3])
    np.testing.assert_array_equal(c.fp, [0, 0, 0])


# --------------------------------------------------------------------------------------------
# labels
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("y", "pos_label", "expected_pos"),
    [
        ([0, 1, 1], None, [False, True, True]),
        ([-1, 1, 1], None, [False, True, True]),
        ([False, True, True], None, [False, True, True]),
        ([0.0, 1.0, 1.0], None, [False, True, True]),
        (["a", "b", "b"], "b", [False, True, True]),
        (["a", "b", "b"], "a", [True, False, False]),
        ([2, 5, 5], 5, [False, True, True]),
        ([0, 1, 1], 0, [True, False, False]),
        ([1, 1, 1], None, [True, True, True]),  # one class, all positive
        ([0, 0, 0], None, [False, False, False]),  # one class, all negative
        (["a", "a"], "b", [False, False]),  # one class, pos_label absent: all negative
        (np.array(["x", "y"], dtype=object), "y", [False, True]),
    ],
)
def test_label_conventions(y, pos_label, expected_pos):
    c = threshold_counts(y, [0.5] * len(y), pos_label=pos_label)
    assert c.n_pos == sum(expected_pos)
    assert c.n_neg == len(y) - sum(expected_pos)


# --------------------------------------------------------------------------------------------
# bad input: every message
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kwargs", "error", "match"),
    [
        (dict(y_true=[0, 1, 1], y_score=[0.1, np.nan, np.inf]), ValueError,
         r"y_score must be finite, got 2 NaN or infinite values, the first at index 1 \(nan\)"),
        (dict(y_true=[0, 1], y_score=[-np.inf, 0.1]), ValueError,
         r"got 1 NaN or infinite value, the first at index 0 \(-inf\)"),
        (dict(y_true=[0, 1, 2], y_score=[0.1, 0.2, 0.3]), ValueError,
         r"y_true must hold at most 2 distinct labels, found \[0, 1, 2\]"),
        (dict(y_true=["a", "b"], y_score=[0.1, 0.2]), ValueError,
         r"pos_label must be given unless the labels are \{0, 1\}, \{-1, 1\} or \{False, True\}, "
         r"found labels \['a', 'b'\]"),
        (dict(y_true=[1, 2], y_score=[0.1, 0.2]), ValueError,
         r"pos_label must be given .* found labels \[1, 2\]"),
        (dict(y_true=[0, 1], y_score=[0.1, 0.2], pos_label=3), ValueError,
         r"pos_label must be one of the labels found \[0, 1\], got 3"),
        (dict(y_true=[0, 1], y_score=[0.1, 0.2], pos_label="1"), ValueError,
         r"pos_label must be one of the labels found \[0, 1\], got '1'"),
        (dict(y_true=[0.0, np.nan], y_score=[0.1, 0.2]), ValueError,
         r"y_true must not contain NaN, got 1 NaN label\(s\), the first at index 1"),
        (dict(y_true=[0, 1], y_score=[0.1, 0.2, 0.3]), ValueError,
         r"y_true and y_score must have the same length, got 2 and 3"),
        (dict(y_true=[], y_score=[]), ValueError, r"must not be empty, got 0 samples"),
        (dict(y_true=[[0, 1]], y_score=[0.1, 0.2]), ValueError,
         r"y_true must be 1-D, got an array of shape \(1, 2\)"),
        (dict(y_true=[0, 1], y_score=[[0.1, 0.2]]), ValueError,
         r"y_score must be 1-D, got an array of shape \(1, 2\)"),
        (dict(y_true=[0, 1], y_score=["a", "b"]), TypeError,
         r"y_score must be an array of real numbers, got dtype <U1"),
        (dict(y_true=[0, 1], y_score=np.array([0.1, "x"], dtype=object)), TypeError,
         r"y_score must be a real number or an array of real numbers, got ndarray"),
        (dict(y_true=[0, 1], y_score=[0.1, 0.2], sample_weight=[1.0, -2.0]), ValueError,
         r"sample_weight must be >= 0, got -2.0 \(at index 1\)"),
        (dict(y_true=[0, 1], y_score=[0.1, 0.2], sample_weight=[np.nan, 1.0]), ValueError,
         r"sample_weight must not be NaN, got nan \(at index 0\)"),
        (dict(y_true=[0, 1], y_score=[0.1, 0.2], sample_weight=[np.inf, 1.0]), ValueError,
         r"sample_weight must be finite, got inf \(at index 0\)"),
        (dict(y_true=[0, 1], y_score=[0.1, 0.2], sample_weight=[1.0]), ValueError,
         r"sample_weight must have the same length as y_true, got 1 and 2"),
        (dict(y_true=[0, 1], y_score=[0.1, 0.2], sample_weight=[[1.0, 1.0]]), ValueError,
         r"sample_weight must be 1-D, got an array of shape \(1, 2\)"),
        (dict(y_true=[0, 1], y_score=[0.1, 0.2], sample_weight=["a", "b"]), TypeError,
         r"sample_weight must be a real number or an array of real numbers"),
    ],
)
def test_bad_input_messages(kwargs, error, match):
    with pytest.raises(error, match=match):
        threshold_counts(**kwargs)
    with pytest.raises(error, match=match):
        recall_steps(**kwargs)


def test_many_labels_are_listed_briefly():
    with pytest.raises(ValueError, match=r"found \[0, 1, 2, .*9, \.\.\. \(12 labels\)\]"):
        threshold_counts(list(range(12)), [0.0] * 12)


def test_inputs_are_not_modified():
    y = np.array([1, 0, 1, 0, 1])
    s = np.array([0.3, 0.9, 0.3, 0.1, 0.5])
    w = np.array([1.0, 2.0, 0.0, 1.0, 3.0])
    copies = y.copy(), s.copy(), w.copy()
    threshold_counts(y, s)
    threshold_counts(y, s, w)
    recall_steps(y, s)
    recall_steps(y, s, w)
    for original, copy in zip((y, s, w), copies, strict=True):
        np.testing.assert_array_equal(original, copy)


def test_float32_and_integer_scores_are_accepted():
    a = threshold_counts([0, 1, 1], np.array([1, 3, 2], dtype=np.int32))
    b = threshold_counts([0, 1, 1], np.array([1, 3, 2], dtype=np.float32))
    np.testing.assert_array_equal(a.thresholds, b.thresholds)
    np.testing.assert_array_equal(a.tp, [0, 1, 2, 2])


@pytest.mark.parametrize("y, s", [
    ([1, 0, 0, 1], [0.1, 0.1, 0.5, 0.9]),  # a positive tied with the lowest negative
    ([1, 0, 1, 0], [0.9, 0.9, 0.2, 0.2]),  # ties at the top and the bottom
    ([1, 1, 0], [0.95, 0.9, 0.1]),  # every positive above every negative
    ([0, 1, 1], [0.95, 0.1, 0.05]),  # every positive below every negative
    ([1, 1], [0.3, 0.3]),  # no negatives
])
def test_recall_steps_ties_at_the_ends_of_the_negatives(y, s):
    """The right-side search plus the tie re-search count #{neg > u} and #{neg >= u} exactly."""
    fast = recall_steps(y, s)
    slow = steps_from_counts(threshold_counts(y, s))
    for name in ("tp0", "fp0", "tp1", "fp1"):
        np.testing.assert_array_equal(getattr(fast, name), getattr(slow, name))
