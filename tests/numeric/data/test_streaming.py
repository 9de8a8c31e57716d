"""Tests of numeric.data.streaming and numeric.data.aggregated.

The reference is :func:`numeric.stats.evaluate.evaluate` on the concatenated batches (itself
tested against scikit-learn in tests/numeric/data/test_evaluate.py); the
AP bound against exact fractions.
"""

import functools
import itertools
import math
import warnings
from fractions import Fraction

import numpy as np
import pytest
from _helpers import assert_same_fields
from hypothesis import given
from hypothesis import strategies as st
from strategies import scored_samples

from numeric._warnings import DegenerateDataWarning
from numeric.data import streaming as streaming_module
from numeric.data.aggregated import evaluate_aggregated
from numeric.data.streaming import StreamingEvaluator
from numeric.stats.evaluate import evaluate

QUANTITIES = ("auc_roc", "auc_pr", "average_precision")


# AUCNPR is 0 to rounding at the minimum AUC-PR: an absolute tolerance beside the relative one.
assert_same = functools.partial(assert_same_fields, abs_tol=1e-14)


def quiet(fn, *args, **kwargs):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return fn(*args, **kwargs)


def batches(n, cuts):
    bounds = [0, *sorted(c % (n + 1) for c in cuts), n]
    return list(itertools.pairwise(bounds))


def fed(y, s, w, parts, **kw):
    ev = StreamingEvaluator(**kw)
    for a, b in parts:
        ev.update(y[a:b], s[a:b], None if w is None else w[a:b])
    return ev


class FakeTensor:
    """An array that numpy can read only through DLPack (no ``__array__``)."""

    def __init__(self, a):
        self._a = np.asarray(a)

    def __dlpack__(self, *args, **kwargs):
        return self._a.__dlpack__(*args, **kwargs)

    def __dlpack_device__(self):
        return self._a.__dlpack_device__()


class ArrayOnly:
    """An array-like exposing only ``__array__``."""

    def __init__(self, a):
        self._a = np.asarray(a)

    def __array__(self, dtype=None, copy=None):
        return self._a if dtype is None else self._a.astype(dtype)


# --------------------------------------------------------------------------------------------
# exactness
# --------------------------------------------------------------------------------------------


@given(scored_samples(weighted=None, max_size=60), st.lists(st.integers(0, 60), max_size=4))
def test_result_equals_evaluate_on_the_concatenated_batches(d, cuts):
    """Ties across batches, weights (zeros included), batches holding one class or none."""
    parts = batches(len(d.y_true), cuts)
    ev = fed(d.y_true, d.y_score, d.sample_weight, parts)
    assert_same(quiet(ev.result), quiet(evaluate, d.y_true, d.y_score,
                                        sample_weight=d.sample_weight))


@given(scored_samples(weighted=None, max_size=60), st.lists(st.integers(0, 60), min_size=1,
                                                            max_size=4), st.randoms())
def test_merges_in_any_order_equal_evaluate(d, cuts, rnd):
    parts = batches(len(d.y_true), cuts)
    evs = [fed(d.y_true, d.y_score, d.sample_weight, [p]) for p in parts]
    rnd.shuffle(evs)
    want = quiet(evaluate, d.y_true, d.y_score, sample_weight=d.sample_weight)
    # a chain of merges in random order, and a balanced tree of merges
    chain = StreamingEvaluator()
    for e in evs:
        chain.merge(e)
    assert_same(quiet(chain.result), want)
    level = [StreamingEvaluator().merge(e) for e in evs]
    while len(level) > 1:
        level = [level[i].merge(level[i + 1]) if i + 1 < len(level) else level[i]
                 for i in range(0, len(level), 2)]
    assert_same(quiet(level[0].result), want)


def test_merge_leaves_other_unchanged_and_self_merge_doubles():
    a, b = StreamingEvaluator(), StreamingEvaluator()
    a.update([0, 1], [0.2, 0.7])
    b.update([1, 0, 0], [0.7, 0.1, 0.9], sample_weight=[2.0, 1.0, 3.0])
    before = b.result()
    a.merge(b)
    assert b.result() == before
    assert_same(a.result(), evaluate([0, 1, 1, 0, 0], [0.2, 0.7, 0.7, 0.1, 0.9],
                                     sample_weight=[1.0, 1.0, 2.0, 1.0, 3.0]))
    a.merge(a)
    assert a.n_samples == 10
    assert_same(a.result(), evaluate([0, 1, 1, 0, 0] * 2, [0.2, 0.7, 0.7, 0.1, 0.9] * 2,
                                     sample_weight=[1.0, 1.0, 2.0, 1.0, 3.0] * 2))


def test_many_batches_compact_and_memory_follows_distinct_scores():
    rng = np.random.default_rng(3)
    y = (rng.random(200_000) < 0.1).astype(np.int8)
    s = rng.random(200_000)
    ev = StreamingEvaluator()
    rounded = StreamingEvaluator(decimals=2)
    for i in range(0, s.size, 10_000):
        ev.update(y[i:i + 10_000], s[i:i + 10_000])
        rounded.update(y[i:i + 10_000], s[i:i + 10_000])
        assert rounded._u.size + rounded._buffered <= 101 * 20  # cells times batches at most
    assert_same(ev.result(), evaluate(y, s))
    assert_same(rounded.result(), evaluate(y, np.round(s, 2)))
    assert rounded._u.size == np.unique(np.round(s, 2)).size  # one row per distinct score
    assert ev._u.size == np.unique(s).size


def test_weights_of_any_magnitude():
    y = np.array([0, 1, 1, 0, 1])
    s = np.array([0.1, 0.8, 0.4, 0.4, 0.9])
    for w in ([5e-324] * 5, [1e300] * 5, [1e300, 1e-300, 1.0, 7.0, 0.0]):
        ev = StreamingEvaluator()
        ev.update(y[:2], s[:2])  # unweighted first: counts, then rescaled by the weights
        ev.update(y[2:], s[2:], sample_weight=w[2:])
        w_all = np.array([1.0, 1.0, *w[2:]])
        assert_same(quiet(ev.result), quiet(evaluate, y, s, sample_weight=w_all), abs_tol=0.0)


def test_a_class_absent_in_every_batch_warns_and_gives_nan():
    ev = StreamingEvaluator()
    ev.update([0, 0], [0.1, 0.2])
    ev.update([0], [0.3])
    with pytest.warns(DegenerateDataWarning, match="no positive samples") as record:
        r = ev.result()
    assert record[0].filename == __file__  # the warning points at the caller
    with pytest.warns(DegenerateDataWarning, match="no negative samples") as record:
        evaluate_aggregated([0.1], [1.0], [0.0])
    assert record[0].filename == __file__
    assert math.isnan(r.auc_roc) and math.isnan(r.auc_pr) and r.n_neg == 3.0
    ev.update([1], [0.25])  # a later batch brings the other class
    assert ev.result().auc_roc == pytest.approx(2 / 3)


def test_labels_and_pos_label_across_batches():
    ev = StreamingEvaluator(pos_label="spam")
    ev.update(["ham", "ham"], [0.1, 0.3])
    ev.update(["spam"], [0.2])
    assert_same(ev.result(), evaluate(["ham", "ham", "spam"], [0.1, 0.3, 0.2], pos_label="spam"))
    ev = StreamingEvaluator()
    ev.update([True, False], [0.9, 0.1])
    ev.update([1, 0], [0.2, 0.3])  # True == 1
    assert ev.result().auc_roc == 0.75


def test_inputs_are_not_modified():
    y = np.array([0, 1, 1, 0])
    s = np.array([0.123, 0.456, 0.456, 0.789])
    w = np.array([1.0, 0.0, 2.0, 3.0])
    copies = y.copy(), s.copy(), w.copy()
    ev = StreamingEvaluator(decimals=1)
    ev.update(y, s, w)
    ev.result()
    ev.bracket()
    for a, b in zip((y, s, w), copies, strict=True):
        np.testing.assert_array_equal(a, b)


def test_dlpack_and_array_protocols():
    y = np.array([0, 1, 1, 0, 1])
    s = np.array([0.1, 0.8, 0.4, 0.4, 0.9], dtype=np.float32)
    w = np.array([1.0, 2.0, 0.5, 1.0, 1.0])
    ev = StreamingEvaluator()
    ev.update(FakeTensor(y[:3]), FakeTensor(s[:3]), FakeTensor(w[:3]))
    ev.update(ArrayOnly(y[3:]), ArrayOnly(s[3:]), ArrayOnly(w[3:]))
    assert_same(ev.result(), evaluate(y, s, sample_weight=w))
    b = StreamingEvaluator()
    b.update(FakeTensor(np.array([True, False])), FakeTensor(np.array([0.3, 0.1])))
    assert b.result().auc_roc == 1.0


def test_empty_batch_is_a_no_op():
    ev = StreamingEvaluator()
    ev.update([], [])
    ev.update([0, 1], [0.1, 0.2])
    ev.update(np.empty(0), np.empty(0), sample_weight=np.empty(0))
    assert ev.n_samples == 2 and ev.result().auc_roc == 1.0


def test_recall_range_is_passed_on():
    rng = np.random.default_rng(5)
    y = (rng.random(300) < 0.3).astype(int)
    s = np.round(rng.random(300) + 0.3 * y, 2)
    ev = fed(y, s, None, [(0, 100), (100, 300)])
    assert_same(ev.result(recall_range=(0.2, 0.7)), evaluate(y, s, recall_range=(0.2, 0.7)))


# --------------------------------------------------------------------------------------------
# decimals and the bracket
# --------------------------------------------------------------------------------------------


@given(scored_samples(weighted=None, max_size=60), st.integers(-1, 2),
       st.lists(st.integers(0, 60), max_size=3))
def test_bracket_holds_the_unrounded_areas(d, decimals, cuts):
    """Claim (StreamingEvaluator.bracket): every AUC of the unrounded data lies in [low, high]."""
    s = d.y_score * 7.3 - 1.1  # scores on several rounding cells, negative ones too
    ev = fed(d.y_true, s, d.sample_weight, batches(len(s), cuts), decimals=decimals)
    want = quiet(evaluate, d.y_true, s, sample_weight=d.sample_weight)
    rounded = quiet(evaluate, d.y_true, np.round(s, decimals), sample_weight=d.sample_weight)
    assert_same(quiet(ev.result), rounded)
    for q, (low, high) in quiet(ev.bracket).items():
        v, r = getattr(want, q), getattr(rounded, q)
        if math.isnan(v):
            assert math.isnan(low) and math.isnan(high)
            continue
        assert low - 1e-12 <= v <= high + 1e-12, q
        assert low - 1e-12 <= r <= high + 1e-12, q  # the tied (rounded) value too


def worst_and_best(y, cell):
    """Unrounded scores realizing the worst and best order inside each cell (unit samples)."""
    rank = np.arange(y.size)
    # worst: negatives above positives, positives one by one; best: positives tied on top
    worst = cell + np.where(y == 1, 0.001 + 1e-6 * rank, 0.002)
    best = cell + np.where(y == 1, 0.004, 0.001)
    return worst, best


@pytest.mark.parametrize("seed", range(6))
def test_bracket_is_attained_by_the_worst_and_best_orders(seed):
    """Claim: the bounds are exact, not loose (for unweighted data)."""
    rng = np.random.default_rng(seed)
    n = int(rng.integers(5, 400))
    y = (rng.random(n) < rng.uniform(0.05, 0.9)).astype(int)
    y[:2] = (0, 1)
    cell = rng.integers(0, 6, n) / 10.0  # cells 0.0 ... 0.5, offsets < 0.005 round away
    worst, best = worst_and_best(y, cell)
    for scores, side in ((worst, 0), (best, 1)):
        ev = StreamingEvaluator(decimals=2)
        ev.update(y, scores)
        e = evaluate(y, scores)
        for q, bounds in ev.bracket().items():
            assert bounds[side] == pytest.approx(getattr(e, q), rel=1e-12, abs=1e-15), q


def test_weighted_ap_bound_is_the_infimum_over_splits():
    """One cell, 1 negative then positive weight 4 split ever finer: AP falls to the bound."""
    ev = StreamingEvaluator(decimals=0)
    ev.update([0, 1], [0.2, 0.1], sample_weight=[1.0, 4.0])
    low = ev.bracket()["average_precision"][0]
    assert low == pytest.approx(1 - math.log(5) / 4, rel=1e-14)  # (1/4) int_0^4 t/(t+1) dt
    aps = []
    for k in (1, 10, 1000):
        y = np.r_[0, np.ones(k, dtype=int)]
        s = np.r_[0.3, np.linspace(0.2, 0.1, k)]
        aps.append(evaluate(y, s, sample_weight=np.r_[1.0, np.full(k, 4.0 / k)])
                   .average_precision)
    assert aps[0] > aps[1] > aps[2] > low and aps[2] - low < 1e-3


@given(st.lists(st.tuples(st.integers(0, 30), st.integers(1, 30), st.integers(0, 30)),
                min_size=1, max_size=6), st.integers(0, 10**7))
def test_ap_one_by_one_against_fractions(cells, big):
    """The digamma form equals sum_c sum_j (T+j)/(T+j+F) computed exactly."""
    t0, t1, f = [], [], []
    tp = fp = 0
    for i, (neg_above, pos, extra) in enumerate(cells):
        fp += neg_above + (big if i == 0 else 0)
        t0.append(tp)
        tp += pos
        t1.append(tp)
        f.append(fp)
        fp += extra
    exact = sum(Fraction(t + j, t + j + ff) for a, b, ff in zip(t0, t1, f, strict=True)
                for t in [a] for j in range(1, b - a + 1)) / tp
    got = streaming_module._ap_one_by_one(np.array(t0, float), np.array(t1, float),
                                          np.array(f, float), float(tp))
    assert got == pytest.approx(float(exact), rel=1e-14, abs=1e-15)


def test_bracket_without_both_classes():
    ev = StreamingEvaluator(decimals=1)
    ev.update([1, 1], [0.11, 0.14])
    with pytest.warns(DegenerateDataWarning, match="no negative samples: the brackets of "
                                                   "auc_roc are undefined"):
        b = ev.bracket()
    assert all(math.isnan(v) for v in b["auc_roc"])
    assert b["auc_pr"] == (1.0, 1.0) and b["average_precision"] == (1.0, 1.0)
    neg = StreamingEvaluator(decimals=1)
    neg.update([0], [0.5])
    with pytest.warns(DegenerateDataWarning, match="no positive samples"):
        assert all(math.isnan(v) for pair in neg.bracket().values() for v in pair)


def test_rounding_rule_is_numpy_half_to_even():
    ev = StreamingEvaluator(decimals=0)
    ev.update([0, 1, 0, 1], [0.5, 1.5, 2.5, -0.5])  # -> 0, 2, 2, -0
    assert_same(ev.result(), evaluate([0, 1, 0, 1], [0.0, 2.0, 2.0, 0.0]))


# --------------------------------------------------------------------------------------------
# errors
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("kwargs, exc, match", [
    ({"decimals": 1.5}, TypeError, "decimals must be an integer or None, got float"),
    ({"decimals": True}, TypeError, "decimals must be an integer or None, got bool"),
    ({"decimals": 400}, ValueError, r"decimals must be in \[-308, 308\], got 400"),
    ({"pos_label": [1]}, TypeError, "pos_label must be a number, a bool or a str, got list"),
])
def test_constructor_errors(kwargs, exc, match):
    with pytest.raises(exc, match=match):
        StreamingEvaluator(**kwargs)


@pytest.mark.parametrize("y, s, w, exc, match", [
    ([0, 1], [0.1, float("nan")], None, ValueError,
     r"y_score must be finite, got 1 NaN or infinite value, the first at index 1 \(nan\)"),
    ([0, 1], [0.1, 0.2], [1.0, -1.0], ValueError,
     r"sample_weight must be >= 0, got -1.0 \(at index 1\)"),
    ([0, 1], [0.1, 0.2], [1.0, float("inf")], ValueError, "sample_weight must be finite"),
    ([0, 1, 2], [0.1, 0.2, 0.3], None, ValueError, "y_true must hold at most 2 distinct labels"),
    ([0, 1], [0.1], None, ValueError, "y_true and y_score must have the same length, got 2 and 1"),
    ([0, 1], ["a", "b"], None, TypeError, "y_score must be an array of real numbers"),
    ([[0, 1]], [[0.1, 0.2]], None, ValueError, r"y_true must be 1-D, got an array of shape"),
])
def test_update_errors(y, s, w, exc, match):
    with pytest.raises(exc, match=match):
        StreamingEvaluator().update(y, s, w)


def test_labels_are_checked_over_all_updates_and_a_failed_update_changes_nothing():
    ev = StreamingEvaluator()
    ev.update([0, 0], [0.1, 0.2])
    with pytest.raises(ValueError, match=r"pos_label must be given unless the labels are "
                                         r"\{0, 1\}, \{-1, 1\} or \{False, True\}, found "
                                         r"labels \[-1, 0\]"):
        ev.update([-1], [0.3])
    ev.update([1], [0.15])
    with pytest.raises(ValueError, match=r"at most 2 distinct labels over all updates, found "
                                         r"\[0, 1, 2\]"):
        ev.update([2, 1], [0.3, 0.4])
    assert ev.n_samples == 3 and ev.result().auc_roc == 0.5
    spam = StreamingEvaluator(pos_label="spam")
    spam.update(["ham"], [0.1])
    with pytest.raises(ValueError, match=r"pos_label must be one of the labels found "
                                         r"\['eggs', 'ham'\], got 'spam'"):
        spam.update(["eggs"], [0.2])


def test_rounding_that_overflows_is_an_error():
    with pytest.raises(ValueError, match=r"y_score must stay finite when rounded to "
                                         r"decimals=300, got 1e\+300 \(at index 1\)"):
        StreamingEvaluator(decimals=300).update([0, 1], [0.5, 1e300])


def test_merge_errors():
    with pytest.raises(TypeError, match="other must be a StreamingEvaluator, got list"):
        StreamingEvaluator().merge([])  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="decimals must be equal to merge two "
                                         "StreamingEvaluators, got None and 2"):
        StreamingEvaluator().merge(StreamingEvaluator(decimals=2))
    with pytest.raises(ValueError, match="pos_label must be equal to merge two "
                                         "StreamingEvaluators, got 'a' and None"):
        StreamingEvaluator(pos_label="a").merge(StreamingEvaluator())
    a, b = StreamingEvaluator(), StreamingEvaluator()
    a.update([0, 1], [0.1, 0.2])
    b.update([-1], [0.3])
    with pytest.raises(ValueError, match=r"found labels \[-1, 0, 1\]|at most 2 distinct"):
        a.merge(b)


def test_result_and_bracket_errors():
    with pytest.raises(ValueError, match=r"StreamingEvaluator has seen no samples: call "
                                         r"update\(\) first"):
        StreamingEvaluator().result()
    ev = StreamingEvaluator()
    ev.update([0, 1], [0.1, 0.2])
    with pytest.raises(ValueError, match=r"decimals must be set for a bracket"):
        ev.bracket()
    with pytest.raises(ValueError, match=r"recall_range must satisfy 0 <= r0 < r1 <= 1"):
        ev.result(recall_range=(0.5, 0.2))


def test_unreadable_dlpack_object():
    class Broken:
        def __dlpack__(self, *args, **kwargs):
            raise BufferError("device 2 is not the CPU")

        def __dlpack_device__(self):
            return (2, 0)

    with pytest.raises(TypeError, match=r"y_score must be readable by numpy.from_dlpack \(an "
                                        r"array on the CPU\), got Broken"):
        StreamingEvaluator().update([0, 1], Broken())

    class BrokenBoth(Broken):  # as CuPy: no DLPack export to the CPU, __array__ refuses
        def __array__(self, dtype=None, copy=None):
            raise TypeError("Implicit conversion to a NumPy array is not allowed")

    with pytest.raises(TypeError, match=r"y_true must be an array numpy can read \(on the "
                                        r"CPU\), got BrokenBoth: Implicit conversion"):
        StreamingEvaluator().update(BrokenBoth(), [0.1, 0.2])


# --------------------------------------------------------------------------------------------
# evaluate_aggregated
# --------------------------------------------------------------------------------------------


@given(scored_samples(weighted=None, max_size=50))
def test_evaluate_aggregated_equals_evaluate(d):
    w = np.ones(len(d.y_true)) if d.sample_weight is None else d.sample_weight
    totals: dict[float, list[float]] = {}  # plain-Python aggregation, rows shuffled
    for yi, si, wi in zip(d.y_true.tolist(), d.y_score.tolist(), w.tolist(), strict=True):
        totals.setdefault(si, [0.0, 0.0])[0 if yi == 1 else 1] += wi
    keys = sorted(totals, key=lambda k: (k * 7919) % 1)
    got = quiet(evaluate_aggregated, keys, [totals[k][0] for k in keys],
                [totals[k][1] for k in keys], n_samples=len(d.y_true))
    assert_same(got, quiet(evaluate, d.y_true, d.y_score, sample_weight=d.sample_weight))


@pytest.mark.parametrize("args, kwargs, exc, match", [
    (([0.1], [-1.0], [0.0]), {}, ValueError, r"pos_weight must be >= 0, got -1.0 \(at index 0"),
    (([0.1], [1.0], [np.inf]), {}, ValueError, r"neg_weight must be finite, got inf"),
    (([0.1], [1.0, 2.0], [0.0]), {}, ValueError,
     "pos_weight must have the same length as y_score, got 2 and 1"),
    (([], [], []), {}, ValueError, "y_score must not be empty, got 0 rows"),
    (([0.1], [1.0], [1.0]), {"n_samples": 1.5}, TypeError, "n_samples must be an integer"),
    (([0.1], [1.0], [1.0]), {"n_samples": -1}, ValueError, "n_samples must be >= 0, got -1"),
    (([0.1], [[1.0]], [1.0]), {}, ValueError, r"pos_weight must be 1-D"),
])
def test_evaluate_aggregated_errors(args, kwargs, exc, match):
    with pytest.raises(exc, match=match):
        evaluate_aggregated(*args, **kwargs)


def test_classes_weighted_far_apart_follow_the_class_floor_rule_as_evaluate():
    """Positives weighted 1e-200 beside negatives weighted 1e200: every summing path rescales by
    the class-floor rule, so the stream keeps the positives (was n_pos 0.0, NaN everywhere and
    'no positive samples') and equals evaluate on the same rows."""
    from numeric import evaluate

    y = [1, 0, 1, 0, 0, 1]
    s = [0.9, 0.8, 0.7, 0.4, 0.3, 0.2]
    w = [1e-200, 1e200, 1e-200, 1e200, 1e200, 1e-200]
    ev = StreamingEvaluator()
    ev.update(y[:3], s[:3], w[:3])
    ev.update(y[3:], s[3:], w[3:])
    got, want = ev.result(), evaluate(y, s, sample_weight=w)
    assert got.n_pos == pytest.approx(3e-200, rel=1e-15) and want.n_pos == got.n_pos
    for f in ("auc_roc", "auc_pr", "average_precision", "auc_npr"):
        assert getattr(got, f) == pytest.approx(getattr(want, f), rel=1e-14), f
