"""The label rule (:mod:`numeric.core.labels`), against plain references (``numpy.unique``)."""

from __future__ import annotations

import numpy as np
import pytest

from numeric.core.labels import (
    distinct_labels,
    label_mask,
    positive_label,
    positive_mask,
    two_labels,
)

_VALUES = [(0,), (1,), (0, 1), (1, 2), (0, 2), (0, 1, 2), (3, 4, 7)]


@pytest.mark.parametrize(("dtype", "values"), [
    (dtype, values) for dtype in (np.int8, np.int64, np.uint8, np.uint64, bool)
    for values in _VALUES if dtype is not bool or max(values) <= 1])
def test_distinct_labels_equal_numpy_unique(dtype, values):
    rng = np.random.default_rng(len(values))
    y = np.asarray(rng.choice(values, 200), dtype=dtype)
    y[: len(values)] = values  # every value present
    assert sorted(distinct_labels(y)) == np.unique(y).tolist()
    assert all(type(v) in (int, bool) for v in distinct_labels(y))  # Python values, not numpy


def test_two_labels_in_order_of_appearance_with_the_mask_of_the_first():
    labels, mask = two_labels(np.array([2, 1, 2, 2]))
    assert labels == [2, 1] and mask.tolist() == [True, False, True, True]
    assert two_labels(np.array([2, 1, 3])) is None


@pytest.mark.parametrize("func", [distinct_labels, two_labels,
                                  lambda y: positive_mask(y, None)])
@pytest.mark.parametrize("y", [np.array([], dtype=int), np.zeros((2, 2), dtype=int)])
def test_empty_or_2d_labels_raise_naming_the_shape(func, y):
    with pytest.raises(ValueError, match=r"y must be a nonempty 1-D array of labels, got shape"):
        func(y)


def test_positive_mask_uses_the_min_max_shortcut_only_when_it_is_exact():
    # {1, 2}: two labels, pos_label required; {0, 2}: the shortcut does not apply, still two.
    with pytest.raises(ValueError, match=r"pos_label must be given .* found labels \[1, 2\]"):
        positive_mask(np.array([1, 2, 2]), None)
    assert positive_mask(np.array([0, 2, 2]), 2).tolist() == [False, True, True]
    with pytest.raises(ValueError, match=r"at most 2 distinct labels, found \[0, 1, 2\]"):
        positive_mask(np.array([0, 1, 2]), 1)


@pytest.mark.parametrize(("labels", "pos_label", "expected"), [
    ([0, 1], None, 1), ([-1, 1], None, 1), ([False, True], None, True), ([0], None, None),
    (["no", "yes"], "no", "no"), (["yes"], "no", None), ([1.0, 2.0], 2, 2.0),
    ([1, "1"], "1", "1"),  # a string never equals a number
])
def test_positive_label_is_the_matching_label_or_none_for_an_absent_class(labels, pos_label,
                                                                          expected):
    assert positive_label(labels, pos_label) == expected
    y = np.array(labels * 2, dtype=object if any(isinstance(v, str) for v in labels) else None)
    assert positive_mask(y, pos_label).tolist() == label_mask(y, expected).tolist()


@pytest.mark.parametrize(("labels", "pos_label", "match"), [
    ([0, 1, 2], 1, r"at most 2 distinct labels, found \[0, 1, 2\]"),
    ([1, 2], None, r"pos_label must be given .* found labels \[1, 2\]"),
    (["a", "b"], "c", r"pos_label must be one of the labels found \['a', 'b'\], got 'c'"),
])
def test_positive_label_refuses_as_the_rule_says(labels, pos_label, match):
    with pytest.raises(ValueError, match=match):
        positive_label(labels, pos_label)
