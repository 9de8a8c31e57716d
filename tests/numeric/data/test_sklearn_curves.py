"""Tests of numeric.data.sklearn_curves: equal to scikit-learn's curves, digit for digit.

Peer: ``sklearn.metrics.roc_curve`` and ``sklearn.metrics.precision_recall_curve`` (1.9), called on
the same 1,000 random inputs (ties, weights, pos_label, drop_intermediate).
"""

import numpy as np
import pytest
from sklearn import metrics

import numeric
import rocpr
from numeric._warnings import DegenerateDataWarning
from numeric.data.sklearn_curves import precision_recall_curve, roc_curve

LABEL_SETS = [(0, 1), (-1, 1), (1, 2), ("no", "yes"), (False, True)]


def _random_case(rng: np.random.Generator, i: int) -> dict:
    n = int(rng.integers(2, 80))
    negative, positive = LABEL_SETS[i % len(LABEL_SETS)]
    is_pos = rng.random(n) < rng.uniform(0.1, 0.9)
    is_pos[:2] = [True, False]  # both classes
    y = np.where(is_pos, positive, negative)
    if i % 4 == 0:
        s = rng.normal(size=n) + is_pos
    elif i % 4 == 1:
        s = rng.integers(0, 6, n).astype(float)  # many ties
    elif i % 4 == 2:
        s = np.round(rng.random(n) * 0.6 + 0.4 * is_pos, 1)
    else:
        s = rng.integers(-3, 4, n)  # integer scores
    case: dict = {"y_true": y, "y_score": s}
    if i % 3:
        w = rng.exponential(size=n) if i % 3 == 1 else rng.integers(0, 4, n).astype(float)
        w[:2] = [1.0, 1.0]
        case["sample_weight"] = w
    if (negative, positive) not in [(0, 1), (-1, 1), (False, True)] or i % 7 == 0:
        case["pos_label"] = positive
    return case


CASES = [_random_case(np.random.default_rng(i), i) for i in range(1000)]


def _assert_same(ours: tuple, theirs: tuple) -> None:
    assert len(ours) == len(theirs)
    for a, b in zip(ours, theirs, strict=True):
        assert a.shape == b.shape
        np.testing.assert_array_equal(a, b)


@pytest.mark.parametrize("drop_intermediate", [True, False])
def test_roc_curve_equals_sklearn_on_1000_random_inputs(drop_intermediate):
    for case in CASES:
        _assert_same(roc_curve(**case, drop_intermediate=drop_intermediate),
                     metrics.roc_curve(**case, drop_intermediate=drop_intermediate))


@pytest.mark.parametrize("drop_intermediate", [False, True])
def test_precision_recall_curve_equals_sklearn_on_1000_random_inputs(drop_intermediate):
    for case in CASES:
        _assert_same(precision_recall_curve(**case, drop_intermediate=drop_intermediate),
                     metrics.precision_recall_curve(**case, drop_intermediate=drop_intermediate))


def test_defaults_are_sklearns():
    y, s = [0, 0, 0, 1, 1, 1], [0.1, 0.2, 0.3, 0.4, 0.5, 0.6]
    _assert_same(roc_curve(y, s), metrics.roc_curve(y, s))
    assert roc_curve(y, s)[0].size == 4  # 7 points without dropping the collinear ones
    assert roc_curve(y, s, drop_intermediate=False)[0].size == 7
    _assert_same(precision_recall_curve(y, s), metrics.precision_recall_curve(y, s))


def test_the_public_names_are_the_sklearn_ones():
    for namespace in (numeric, rocpr):
        assert namespace.roc_curve is roc_curve
        assert namespace.precision_recall_curve is precision_recall_curve


def test_huge_weights_give_sklearns_rates_without_overflow():
    y, s = [0, 1, 0, 1], [0.1, 0.9, 0.5, 0.5]
    w = np.array([1.0, 3.0, 2.0, 1.0])
    fpr, tpr, _ = roc_curve(y, s, sample_weight=w * 2.0**1020)
    np.testing.assert_array_equal((fpr, tpr), metrics.roc_curve(y, s, sample_weight=w)[:2])


def test_no_positives_warns_and_gives_nan_recall():
    with pytest.warns(DegenerateDataWarning, match="recall is undefined"):
        _, r, _ = precision_recall_curve([0, 0], [0.1, 0.2])
    assert np.isnan(r[:-1]).all() and r[-1] == 0.0
    with pytest.warns(DegenerateDataWarning, match="true positive rate is undefined"):
        assert np.isnan(roc_curve([0, 0], [0.1, 0.2])[1]).all()


def test_drop_intermediate_must_be_a_bool():
    with pytest.raises(TypeError, match="drop_intermediate must be a bool, got str 'yes'"):
        roc_curve([0, 1], [0.1, 0.2], drop_intermediate="yes")  # type: ignore[arg-type]


def test_inputs_are_not_modified():
    y, s, w = np.array([1, 0, 1, 0]), np.array([0.3, 0.2, 0.2, 0.1]), np.array([1.0, 0.0, 2.0, 1.0])
    copies = (y.copy(), s.copy(), w.copy())
    roc_curve(y, s, sample_weight=w)
    precision_recall_curve(y, s, sample_weight=w)
    for a, b in zip((y, s, w), copies, strict=True):
        np.testing.assert_array_equal(a, b)
