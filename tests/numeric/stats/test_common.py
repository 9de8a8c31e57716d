"""Tests of the shared validators of :mod:`numeric.stats._common` used by several modules."""

from __future__ import annotations

import re

import numpy as np
import pytest

from numeric.stats._common import check_choice, split_paired


def test_check_choice_returns_the_choice_as_str():
    assert check_choice("less", ("two-sided", "less", "greater"), "alternative") == "less"


@pytest.mark.parametrize("value", ["both", None, 1, ["less"]])
def test_check_choice_message_names_parameter_choices_and_value(value):
    expected = f"alternative must be one of ['two-sided', 'one-sided'], got {value!r}"
    with pytest.raises(ValueError, match=f"^{re.escape(expected)}$"):
        check_choice(value, ("two-sided", "one-sided"), "alternative")


def test_split_paired_splits_both_columns_by_class_and_drops_zero_weights():
    y = [1, 0, 1, 0, 1]
    a = [0.9, 0.1, 0.4, 0.7, 0.5]
    b = [0.2, 0.3, 0.8, 0.6, 0.1]
    w = [1.0, 2.0, 0.0, 1.0, 3.0]
    c = split_paired(y, a, b, w, None)
    # by hand: positives are rows 0 and 4 (row 2 has weight 0), negatives rows 1 and 3
    np.testing.assert_array_equal(c.pos, [[0.9, 0.5], [0.2, 0.1]])
    np.testing.assert_array_equal(c.neg, [[0.1, 0.7], [0.3, 0.6]])
    assert c.pos_weight is not None and c.neg_weight is not None
    np.testing.assert_allclose(c.pos_weight / c.pos_weight[0], [1.0, 3.0])
    np.testing.assert_allclose(c.neg_weight / c.neg_weight[0], [1.0, 0.5])


def test_split_paired_rejects_columns_of_different_lengths():
    with pytest.raises(ValueError,
                       match="y_true and y_score must have the same length, got 3 and 2"):
        split_paired([0, 1, 1], [0.1, 0.2, 0.3], [0.1, 0.2], None, None)
