"""numeric.core.packed_sort (one integer sort of score keys, row indices and labels) and the
recall steps built on it, against obvious references: a stable ``argsort`` of the scores, the
counts of :func:`numeric.core.steps.threshold_counts` (its own argsort path), and sums in
exact rational arithmetic.

The adversarial cases force what the fast path must get right: scores that agree in the packed
(high) bits but not in the dropped ones (``_KEY_BITS`` lowered so that most bits are dropped),
ties across such runs, ``n`` at the boundary of the index bits, ``-0.0`` against ``+0.0``,
subnormal and huge scores, weights from 1e-300 to 1e300, and the fallback when too many
samples would need the second sort.
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given
from strategies import scored_samples

from numeric.core import packed_sort as packed
from numeric.core import steps as counts
from numeric.core.areas import (
    areas_from_steps,
    auc_pr_dg_steps_from_steps,
    auc_pr_from_steps,
    auc_roc_from_steps,
    average_precision_from_steps,
    pr_deficit_from_steps,
)
from numeric.core.steps import recall_steps, steps_from_counts, threshold_counts
from numeric.data.auc import auc_npr_from_deficit_sum, auc_npr_from_steps


def awkward_scores(rng: np.random.Generator, n: int) -> np.ndarray:
    """Scores that stress the keys: signed zeros, subnormals, huge magnitudes, ulp neighbours,
    and repeats (ties)."""
    pool = np.array([-0.0, 0.0, 5e-324, -5e-324, 1e-310, -1e-310, 1.7e308, -1.7e308, 1.0,
                     np.nextafter(1.0, 2.0), np.nextafter(1.0, 0.0), -1.0, 0.5, 0.1])
    s = rng.choice(pool, n)
    wide = rng.random(n) < 0.5
    s[wide] = rng.normal(size=int(wide.sum())) * 10.0 ** rng.integers(-300, 300, int(wide.sum()))
    return s


def test_order_keys_order_like_the_scores():
    rng = np.random.default_rng(0)
    s = awkward_scores(rng, 2000)
    k = packed.order_keys(s)
    i, j = rng.integers(0, s.size, (2, 5000))
    np.testing.assert_array_equal(k[i] < k[j], s[i] < s[j])
    np.testing.assert_array_equal(k[i] == k[j], s[i] == s[j])  # -0.0 == +0.0: one key
    assert packed.order_keys(np.array([-0.0]))[0] == packed.order_keys(np.array([0.0]))[0]


def test_order_keys_do_not_modify_the_scores():
    s = np.array([-1.5, 0.0, -0.0, 2.0])
    before = s.copy()
    packed.order_keys(s)
    np.testing.assert_array_equal(s.view(np.int64), before.view(np.int64))


def ends_of(s: np.ndarray) -> np.ndarray:
    return np.array([s.min(), s.max()])


def check_order(s: np.ndarray, is_pos: np.ndarray, result) -> None:
    """``result`` of sort_descending is a valid order of the scores with the right groups."""
    index, label, starts = result
    assert index is not None
    np.testing.assert_array_equal(np.sort(index), np.arange(s.size))  # a permutation
    ordered = s[index]
    assert np.all(ordered[1:] <= ordered[:-1])  # decreasing (-0.0 == 0.0)
    np.testing.assert_array_equal(label, is_pos[index])
    new = np.flatnonzero(np.concatenate(([True], ordered[1:] != ordered[:-1])))
    if starts is None:
        assert new.size == s.size
    else:
        np.testing.assert_array_equal(starts, new)


@pytest.mark.parametrize("key_bits", [63, 40, 30, 12])
@pytest.mark.parametrize("seed", range(4))
def test_sort_descending_with_dropped_bits(monkeypatch, key_bits, seed):
    """Fewer key bits drop more of every score: runs of equal high bits hold different
    scores and ties; the second sort by the full key must order them all."""
    monkeypatch.setattr(packed, "_KEY_BITS", key_bits)
    monkeypatch.setattr(packed, "_MAX_RESORTED", 1.0)
    rng = np.random.default_rng(seed)
    s = awkward_scores(rng, 3000)
    is_pos = rng.random(3000) < 0.4
    check_order(s, is_pos, packed.sort_descending(s, is_pos))


@pytest.mark.parametrize("n", [1, 2, 3, 255, 256, 257, 1023, 1024, 1025])
def test_sort_descending_at_the_index_bit_boundary(monkeypatch, n):
    """``n`` around a power of 2 (the index needs one more bit at n = 2**k + 1), with the key
    bits so few that the scores' bits are dropped, neighbours an ulp apart."""
    monkeypatch.setattr(packed, "_KEY_BITS", 24)
    monkeypatch.setattr(packed, "_MAX_RESORTED", 1.0)
    rng = np.random.default_rng(n)
    s = 1.0 + rng.integers(0, max(n // 3, 1), n) * 2.0**-52  # ulp neighbours and ties
    s[rng.random(n) < 0.1] = -0.0
    is_pos = rng.random(n) < 0.5
    check_order(s, is_pos, packed.sort_descending(s, is_pos))


def test_label_only_payload_is_lossless():
    """Scores in [0, 2) span fewer than 2**62 keys: the label alone is packed, no index, and
    scores an ulp apart stay apart."""
    s = np.array([0.5, np.nextafter(0.5, 1.0), 0.5, 5e-324, 0.0, -0.0, 1.9])
    is_pos = np.array([True, False, False, True, True, False, True])
    index, label, starts = packed.sort_descending(s, is_pos, need_index=False)
    assert index is None
    np.testing.assert_array_equal(starts, [0, 1, 2, 4, 5])  # 1.9, 0.5+, 0.5 x2, 5e-324, 0 x2
    np.testing.assert_array_equal(label[:2], [True, False])
    assert sorted(label[2:4].tolist()) == [False, True] and label[4]
    assert sorted(label[5:].tolist()) == [False, True]


def test_too_many_collisions_fall_back(monkeypatch):
    monkeypatch.setattr(packed, "_KEY_BITS", 20)
    monkeypatch.setattr(packed, "_MAX_RESORTED", 0.01)
    rng = np.random.default_rng(1)
    s = rng.random(1000)
    is_pos = rng.random(1000) < 0.5
    assert packed.sort_descending(s, is_pos) is None
    w = rng.random(1000)
    fast = recall_steps(is_pos, s, w)  # through the complex-number sort
    monkeypatch.setattr(packed, "_MAX_RESORTED", 1.0)
    again = recall_steps(is_pos, s, w)  # through the second sort
    for f in ("tp0", "fp0", "tp1", "fp1"):
        np.testing.assert_allclose(getattr(fast, f), getattr(again, f), rtol=1e-14)


def assert_steps_equal_the_counts(y, s, w, rtol):
    fast = recall_steps(y, s, w).in_caller_units()
    slow = steps_from_counts(threshold_counts(y, s, w))
    for f in ("tp0", "fp0", "tp1", "fp1"):
        np.testing.assert_allclose(getattr(fast, f), getattr(slow, f), rtol=rtol, atol=0.0)
    assert fast.n_pos == pytest.approx(slow.n_pos, rel=rtol)
    assert fast.n_neg == pytest.approx(slow.n_neg, rel=rtol)


@pytest.mark.parametrize("key_bits", [63, 30])
@pytest.mark.parametrize("seed", range(3))
def test_weighted_steps_with_awkward_scores_and_weights(monkeypatch, key_bits, seed):
    """Weights from 1e-300 to 1e300 (the classes' largest far apart too), zeros included."""
    monkeypatch.setattr(packed, "_KEY_BITS", key_bits)
    monkeypatch.setattr(packed, "_MAX_RESORTED", 1.0)
    rng = np.random.default_rng(seed)
    n = 2000
    y = (rng.random(n) < 0.3).astype(int)
    s = awkward_scores(rng, n)
    w = 10.0 ** rng.uniform(-300, 300, n) * (rng.random(n) < 0.9)
    fast = recall_steps(y, s, w)
    slow = steps_from_counts(threshold_counts(y, s, w))
    assert fast.tp1.size == slow.tp1.size
    np.testing.assert_array_equal(fast.tp1 > fast.tp0, True)
    # In caller units the sums run from 1e-300 to 1e300: compare the rates.
    fast_c = fast.in_caller_units()
    for f in ("tp0", "tp1"):
        np.testing.assert_allclose(getattr(fast_c, f) / fast_c.n_pos,
                                   getattr(slow, f) / slow.n_pos, rtol=1e-12, atol=1e-300)
    for f in ("fp0", "fp1"):
        np.testing.assert_allclose(getattr(fast_c, f) / fast_c.n_neg,
                                   getattr(slow, f) / slow.n_neg, rtol=1e-12, atol=1e-300)


@given(scored_samples(min_size=1, max_size=40, both_classes=False, weighted=None))
def test_unweighted_packed_path_equals_the_searchsorted_path(d):
    """The two unweighted paths (packed sort for many positives, sorted negatives searched
    for few) give the same exact counts."""
    saved = counts._MANY_POSITIVES
    try:
        counts._MANY_POSITIVES = 10**9  # always the packed sort
        a = recall_steps(d.y_true, d.y_score)
        counts._MANY_POSITIVES = 0  # never
        b = recall_steps(d.y_true, d.y_score)
    finally:
        counts._MANY_POSITIVES = saved
    for f in ("tp0", "fp0", "tp1", "fp1"):
        np.testing.assert_array_equal(getattr(a, f), getattr(b, f))
    assert (a.n_pos, a.n_neg) == (b.n_pos, b.n_neg)


def test_unweighted_packed_path_with_awkward_scores(monkeypatch):
    """Scores of both signs over the whole float range: the label-only payload does not fit,
    the index is packed and the dropped bits are resolved."""
    monkeypatch.setattr(counts, "_MANY_POSITIVES", 10**9)
    rng = np.random.default_rng(7)
    y = (rng.random(3000) < 0.5).astype(int)
    assert_steps_equal_the_counts(y, awkward_scores(rng, 3000), None, rtol=0.0)


def test_infinite_scores_are_refused_on_every_path(monkeypatch):
    for many in (0, 10**9):
        monkeypatch.setattr(counts, "_MANY_POSITIVES", many)
        for w in (None, [1.0, 1.0, 1.0]):
            with pytest.raises(ValueError, match="y_score must be finite"):
                recall_steps([0, 1, 1], [0.5, np.inf, 0.1], w)


@pytest.mark.parametrize("n", [10, 100, 5000, 70_000])
def test_prefix_sums_are_exact_for_integers_and_close_otherwise(n):
    rng = np.random.default_rng(n)
    x = rng.integers(0, 5, n).astype(float)
    out = np.empty(n)
    counts._prefix_sums(x, out)
    np.testing.assert_array_equal(out, np.cumsum(x))  # integers: every sum exact
    x = rng.exponential(size=n)
    counts._prefix_sums(x, out)
    assert np.all(out[1:] >= out[:-1])
    exact = [Fraction(0)]
    for v in x:
        exact.append(exact[-1] + Fraction(float(v)))
    err = np.abs(out - np.array([float(e) for e in exact[1:]])) / out
    # two chains of about sqrt(n) additions: far below the n eps of one sequential chain
    assert float(err.max()) <= 4 * math.sqrt(n) * 2.0**-53


def test_prefix_sums_in_place():
    x = np.arange(1.0, 40_000.0)
    expected = np.cumsum(x)
    counts._prefix_sums(x, x)
    np.testing.assert_array_equal(x, expected)


@given(scored_samples(max_size=60, weighted=None))
def test_areas_from_steps_equal_the_separate_functions(d):
    """evaluate's shared computation gives each field exactly as its own function does (DG to
    rounding: its sums are grouped differently)."""
    steps = recall_steps(d.y_true, d.y_score, d.sample_weight)
    for r in ((0.0, 1.0), (0.2, 0.7)):
        a = areas_from_steps(steps, *r)
        pr, dg, ap, roc, lost = (a.auc_pr, a.auc_pr_dg_steps, a.average_precision, a.auc_roc,
                                 a.pr_deficit)
        assert pr == auc_pr_from_steps(steps, *r)
        assert ap == average_precision_from_steps(steps, *r)
        assert roc == auc_roc_from_steps(steps, *r)
        npr = auc_npr_from_deficit_sum(lost, steps.n_pos, steps.n_neg, *r) if steps.n_neg else lost
        assert npr == pytest.approx(auc_npr_from_steps(steps, *r), rel=0, abs=0, nan_ok=True)
        ref = auc_pr_dg_steps_from_steps(steps, *r)
        assert dg == pytest.approx(ref, rel=1e-15, abs=1e-300)


@pytest.mark.parametrize("weighted", [False, True])
@pytest.mark.parametrize("ties", [None, 2])
def test_areas_in_blocks_equal_the_separate_functions(monkeypatch, weighted, ties):
    """The whole curve summed block by block (runs cut at the blocks' edges) gives every field
    of the separate functions to rounding."""
    import numeric.core.areas as auc

    monkeypatch.setattr(auc, "_BLOCK", 16)
    rng = np.random.default_rng(3)
    n = 3000
    y = (rng.random(n) < 0.5).astype(int)
    s = rng.random(n) + 0.3 * y
    if ties:
        s = np.round(s, ties)
    w = rng.uniform(0.5, 2.0, n) if weighted else None
    steps = recall_steps(y, s, w)
    assert steps.tp0.size > 2 * auc._BLOCK
    a = areas_from_steps(steps)
    got = (a.auc_pr, a.auc_pr_dg_steps, a.average_precision, a.auc_roc, a.pr_deficit)
    expected = (auc_pr_from_steps(steps), auc_pr_dg_steps_from_steps(steps),
                average_precision_from_steps(steps), auc_roc_from_steps(steps),
                pr_deficit_from_steps(steps))
    np.testing.assert_allclose(got, expected, rtol=2e-15, atol=0.0)


@pytest.mark.parametrize("seed", range(8))
def test_tied_scores_of_both_signs_give_the_same_steps(seed):
    """Rounded scores of both signs (with 0.0 and -0.0, one tie) are sorted with the label
    alone as payload (the gap around zero closed): their steps equal those of the counting
    path, exactly."""
    rng = np.random.default_rng(seed)
    n = 20_000
    y = (rng.random(n) < 0.4).astype(int)
    s = np.round(rng.standard_normal(n) + y, int(rng.integers(0, 4)))
    s[rng.integers(0, n, 50)] = -0.0
    s[rng.integers(0, n, 50)] = 0.0
    assert packed.sort_descending(s, y == 1, need_index=False)[0] is None
    got = recall_steps(y, s)
    want = steps_from_counts(threshold_counts(y, s))
    for f in ("tp0", "fp0", "tp1", "fp1"):
        np.testing.assert_array_equal(getattr(got, f), getattr(want, f))


@pytest.mark.parametrize(("scores", "fits"), [
    (np.array([-3.0, -1e-30, -0.0, 0.0, 1e-30, 2.0, 2.0]), True),  # both sides of zero
    (np.array([-3.0, -1e-300, -0.0, 0.0, 5e-324, 1e-300, 2.0]), False),  # 1000 binades a side
    (np.array([0.0, 1e-8, 0.5, 1.0, 1.0]), True),  # probabilities with exact zeros
    (np.array([-2.0, -1e-9, 0.0]), True),  # nonpositive
    (np.array([1e-5, 3.0, 7.0]), True),  # one sign, no zero: nothing to close
])
def test_closed_keys_keep_the_order_and_span_only_the_binades_used(scores, fits):
    key = packed.order_keys(scores)
    low, high, below, above = packed._key_range(scores, ends_of(scores))
    closed = np.where(key > 0, key - below, np.where(key < 0, key + above, 0))
    assert (closed.min(), closed.max()) == (low, high)
    i, j = np.triu_indices(scores.size, 1)
    np.testing.assert_array_equal(closed[i] < closed[j], scores[i] < scores[j])
    np.testing.assert_array_equal(closed[i] == closed[j], scores[i] == scores[j])
    assert (high - low < 2**62) == fits  # the label-only payload fits


def test_binormal_scores_of_both_signs_take_the_label_only_payload():
    """Continuous scores of both signs near 1 span about 2**63 raw keys, but only a few dozen
    binades once the gap around zero is closed: no index is packed, nothing is dropped."""
    rng = np.random.default_rng(0)
    s = rng.standard_normal(100_000)
    is_pos = rng.random(s.size) < 0.5
    index, label, starts = packed.sort_descending(s, is_pos, need_index=False)
    assert index is None and starts is None
    order = np.argsort(-s, kind="stable")
    np.testing.assert_array_equal(label, is_pos[order])


@pytest.mark.parametrize("decimals", [0, 2, 3])
@pytest.mark.parametrize("ulp_neighbours", [False, True])
def test_tied_scores_with_the_index_are_resolved_by_one_gather(monkeypatch, decimals,
                                                               ulp_neighbours):
    """Tied scores of both signs off any decimal grid with the index packed (weights): most
    samples are candidates, so every score is gathered once in packed order. The zeros and the
    smallest magnitudes stay apart (multiples of pi: -pi, 0, pi); scores an ulp from a tied
    value share its high bits, and only their runs are sorted again by the full keys."""
    calls: dict[str, int] = {"gather": 0, "runs": 0}
    gather, runs = packed._ties_in_order, packed._resolve_candidates

    def spy_gather(*args):
        calls["gather"] += 1
        return gather(*args)

    def spy_runs(score, index, label, same):
        calls["runs"] += 1
        calls["resorted"] = int(np.count_nonzero(same))
        return runs(score, index, label, same)

    monkeypatch.setattr(packed, "_ties_in_order", spy_gather)
    monkeypatch.setattr(packed, "_resolve_candidates", spy_runs)
    rng = np.random.default_rng(decimals)
    n = 50_000
    s = np.round(rng.standard_normal(n), decimals) * np.pi  # tied, on no decimal grid
    s[rng.integers(0, n, 40)] = -0.0
    if ulp_neighbours:
        for v, other in ((3.0, 4.0), (-3.0, 0.0)):
            s[rng.integers(0, n, 30)] = v
            s[rng.integers(0, n, 30)] = np.nextafter(v, other)
    is_pos = rng.random(n) < 0.3
    check_order(s, is_pos, packed.sort_descending(s, is_pos))
    assert calls["gather"] == 1
    assert calls["runs"] == int(ulp_neighbours)
    if ulp_neighbours:  # the runs of 3.0 and -3.0 only
        assert 0 < calls["resorted"] < n // 100
    w = rng.uniform(0.5, 1.5, n)
    assert_steps_equal_the_counts(is_pos.astype(int), s, w, rtol=1e-12)


def test_gathered_ties_fall_back_when_too_many_runs_are_mixed(monkeypatch):
    monkeypatch.setattr(packed, "_KEY_BITS", 30)
    monkeypatch.setattr(packed, "_MAX_RESORTED", 0.001)
    rng = np.random.default_rng(3)
    s = np.round(rng.standard_normal(20_000), 3) * np.e
    is_pos = rng.random(s.size) < 0.5
    assert packed.sort_descending(s, is_pos) is None
    monkeypatch.setattr(packed, "_MAX_RESORTED", 1.0)
    check_order(s, is_pos, packed.sort_descending(s, is_pos))


@pytest.mark.parametrize("decimals", range(9))
def test_scores_rounded_to_decimals_are_found_on_their_grid(decimals):
    rng = np.random.default_rng(decimals)
    s = np.round(rng.standard_normal(10_000) * 3.0, decimals)
    scale = packed._decimal_scale(s, ends_of(s))
    assert scale is not None and scale <= 10.0**decimals
    k = packed._grid_keys(s, scale)
    assert k is not None
    np.testing.assert_array_equal(k / scale, s)
    i, j = rng.integers(0, s.size, (2, 20_000))
    np.testing.assert_array_equal(k[i] < k[j], s[i] < s[j])
    np.testing.assert_array_equal(k[i] == k[j], s[i] == s[j])


@pytest.mark.parametrize("scores", [
    [round(x, 2) for x in np.random.default_rng(0).uniform(-5, 5, 100)],  # Python's round
    [float(f"{x:.3f}") for x in np.random.default_rng(1).uniform(0, 1, 100)],  # parsed text
    [-0.0, 0.0, 1.0, -3.0],
])
def test_decimal_grids_from_other_roundings(scores):
    s = np.array(scores)
    assert packed._decimal_scale(s, ends_of(s)) is not None


@pytest.mark.parametrize("scores", [
    np.random.default_rng(2).standard_normal(1000),  # continuous
    np.round(np.random.default_rng(3).standard_normal(1000), 9),  # more decimals than 8
    np.array([0.5, 1e300]),  # |k| beyond 2**52
    np.array([0.1, 1.7e308]),  # the product overflows
])
def test_scores_off_a_decimal_grid_get_none(scores):
    assert packed._decimal_scale(scores, ends_of(scores)) is None


@pytest.mark.parametrize("decimals", [0, 2, 6])
def test_scores_on_a_decimal_grid_sort_with_the_index_and_no_bit_dropped(monkeypatch, decimals):
    """Rounded scores with weights: the grid's integer keys leave room for the row index, so
    no tie is a mere candidate and nothing is gathered to tell them apart."""
    def no_gather(*args):
        raise AssertionError("the grid's keys should need no second look")

    monkeypatch.setattr(packed, "_ties_in_order", no_gather)
    monkeypatch.setattr(packed, "_resolve_candidates", no_gather)
    rng = np.random.default_rng(decimals)
    n = 30_000
    s = np.round(rng.standard_normal(n) * 2.0, decimals)
    s[rng.integers(0, n, 30)] = -0.0
    is_pos = rng.random(n) < 0.4
    check_order(s, is_pos, packed.sort_descending(s, is_pos))
    w = rng.uniform(0.5, 1.5, n)
    assert_steps_equal_the_counts(is_pos.astype(int), s, w, rtol=1e-12)


@pytest.mark.parametrize("seed", range(6))
def test_weighted_ties_with_few_positives_are_summed_per_gap(monkeypatch, seed):
    """Tied weighted scores with at most n/8 positives: two segments per group holding a
    positive (the gap before it, the group), not one per group. Adjacent positive groups
    (empty gaps), a positive group at the very end or start, positives of weight zero and
    groups mixing both classes, against the counting path."""
    calls = {"gaps": 0}
    original = counts._steps_from_gaps

    def spy(*args):
        calls["gaps"] += 1
        return original(*args)

    monkeypatch.setattr(counts, "_steps_from_gaps", spy)
    rng = np.random.default_rng(seed)
    n = 5000
    s = np.round(rng.standard_normal(n), int(rng.integers(1, 4)))
    y = (rng.random(n) < 0.05).astype(int)
    y[np.argmax(s)] = 1 if seed % 2 else y[np.argmax(s)]  # the top group holds a positive
    y[np.argmin(s)] = 1 if seed % 3 == 0 else y[np.argmin(s)]  # ... the bottom one too
    w = rng.uniform(0.5, 1.5, n)
    w[rng.random(n) < 0.1] = 0.0
    assert_steps_equal_the_counts(y, s, w, rtol=1e-13)
    assert calls["gaps"] == 1


@pytest.mark.parametrize("need_index", [True, False])
def test_a_score_off_the_grid_past_the_sample_restarts_off_the_grid(monkeypatch, need_index):
    """The decimals are picked on the first scores and checked on the others as their keys are
    made: one score off the grid further on sends the whole sort to the other keys."""
    grids: list[object] = []
    layout_of = packed._Layout.of

    def spy(score, need, grid=True):
        layout = layout_of(score, need, grid)
        grids.append(layout.scale)
        return layout

    monkeypatch.setattr(packed._Layout, "of", spy)
    rng = np.random.default_rng(4)
    s = np.r_[np.round(rng.standard_normal(200_000), 2), 0.123]
    is_pos = rng.random(s.size) < 0.5
    result = packed.sort_descending(s, is_pos, need_index=need_index)
    assert grids == [100.0, None]
    if need_index:
        check_order(s, is_pos, result)
    else:
        _, label, starts = result
        order = np.argsort(-s, kind="stable")
        np.testing.assert_array_equal(np.add.reduceat(label, starts),
                                      np.add.reduceat(is_pos[order], starts))
