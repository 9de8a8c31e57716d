"""Tests of :mod:`numeric.data.folds`: per-fold metrics, summaries and averaged curves.

Peers: scikit-learn per fold (AUC-ROC, AP), :mod:`statistics` for mean and sample standard
deviation, and slow references for the curves (ROC points and Davis & Goadrich's interpolated
precision found by brute force over thresholds, in rationals).
"""

import statistics
import warnings
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from sklearn.metrics import average_precision_score, roc_auc_score

from numeric import (
    DegenerateDataWarning,
    auc_pr_score,
    evaluate,
    fold_evaluation,
    precision_recall_dg_curve,
    vertical_average_pr,
    vertical_average_roc,
)


@st.composite
def folded(draw):
    """2 to 4 folds, each with both classes, integer scores with ties."""
    k = draw(st.integers(2, 4))
    ys, ss, fs = [], [], []
    for fold in range(k):
        n = draw(st.integers(2, 12))
        y = draw(st.lists(st.integers(0, 1), min_size=n, max_size=n))
        y[0], y[1] = 1, 0
        ys += y
        ss += draw(st.lists(st.integers(0, 6), min_size=n, max_size=n))
        fs += [fold * 10] * n
    order = draw(st.permutations(range(len(ys))))
    pick = lambda v: np.array([v[i] for i in order])  # noqa: E731
    return pick(ys), pick(ss).astype(float), pick(fs)


def points(y, s):
    """(FP, TP) at +inf and at every distinct score, by brute force."""
    out = [(0, 0)]
    for t in sorted(set(s.tolist()), reverse=True):
        out.append((int(((y == 0) & (s >= t)).sum()), int(((y == 1) & (s >= t)).sum())))
    return out


def slow_tpr_at(y, s, x):
    pts = [(Fraction(fp, int((y == 0).sum())), Fraction(tp, int((y == 1).sum())))
           for fp, tp in points(y, s)]
    at = [tp for fp, tp in pts if fp == x]
    if at:
        return float(max(at))
    (xa, ya) = max(p for p in pts if p[0] < x)
    (xb, yb) = min(p for p in pts if p[0] > x)
    return float(ya + (yb - ya) * (x - xa) / (xb - xa))


def slow_precision_at(y, s, r):
    n_pos = int((y == 1).sum())
    t = r * n_pos
    pts = points(y, s)
    b = next(i for i, (_, tp) in enumerate(pts) if tp >= t and tp > 0)
    (fpa, tpa), (fpb, tpb) = pts[b - 1], pts[b]
    slope = Fraction(fpb - fpa, tpb - tpa)
    if t == 0:
        return 0.0 if fpa > 0 else float(1 / (1 + slope))
    return float(t / (t + fpa + slope * (t - tpa)))


@given(folded())
def test_fold_metrics_equal_scikit_learn_and_summary_statistics(data):
    y, s, f = data
    e = fold_evaluation(y, s, f)
    assert [r.fold for r in e.folds] == sorted(set(f.tolist()))
    for r in e.folds:
        m = f == r.fold
        assert r.n == int(m.sum()) and r.n_pos == float(y[m].sum())
        assert r.auc_roc == pytest.approx(roc_auc_score(y[m], s[m]), rel=1e-12)
        assert r.average_precision == pytest.approx(average_precision_score(y[m], s[m]),
                                                    rel=1e-12)
        assert r.auc_pr == pytest.approx(auc_pr_score(y[m], s[m]), rel=1e-12)
    for metric, summary in e.summary.items():
        values = [getattr(r, metric) for r in e.folds]
        assert summary.mean == pytest.approx(statistics.mean(values), rel=1e-12)
        assert summary.std == pytest.approx(statistics.stdev(values), rel=1e-9, abs=1e-15)
    assert e.ddof == 1
    assert e.pooled == evaluate(y, s)


@given(folded(), st.lists(st.fractions(0, 1, max_denominator=8), min_size=1, max_size=6,
                          unique=True))
def test_vertical_roc_average_reads_each_fold_exactly(data, grid):
    y, s, f = data
    grid = sorted(grid)
    a = vertical_average_roc(y, s, f, fpr=[float(g) for g in grid])
    for k, fold in enumerate(a.folds):
        m = f == fold
        expected = [slow_tpr_at(y[m], s[m], g) for g in grid]
        assert a.curves[k] == pytest.approx(expected, abs=1e-12)
    assert a.mean == pytest.approx(a.curves.mean(axis=0))
    assert a.std == pytest.approx(a.curves.std(axis=0, ddof=1))


@given(folded(), st.lists(st.fractions(0, 1, max_denominator=8), min_size=1, max_size=6,
                          unique=True))
def test_vertical_pr_average_uses_davis_goadrich_interpolation(data, grid):
    y, s, f = data
    grid = sorted(grid)
    a = vertical_average_pr(y, s, f, recall=[float(g) for g in grid])
    for k, fold in enumerate(a.folds):
        m = f == fold
        expected = [slow_precision_at(y[m], s[m], g) for g in grid]
        assert a.curves[k] == pytest.approx(expected, abs=1e-12)


def test_pr_average_at_unit_steps_matches_the_dg_points():
    """At recall j/N+ the precision is Davis & Goadrich's point (the highest at that recall)."""
    rng = np.random.default_rng(3)
    y = np.tile([1, 1, 1, 1, 0, 0, 0, 0, 0, 0], 3)
    s = rng.integers(0, 5, y.size).astype(float)
    f = np.repeat([1, 2, 3], 10)
    grid = [0.25, 0.5, 0.75, 1.0]
    a = vertical_average_pr(y, s, f, recall=grid)
    for k, fold in enumerate(a.folds):
        p, r = precision_recall_dg_curve(y[f == fold], s[f == fold])
        expected = [p[np.isclose(r, g)].max() for g in grid]
        assert a.curves[k] == pytest.approx(expected, rel=1e-12)


def test_pr_average_is_not_linear_interpolation():
    """Davis & Goadrich's Table 1 step A=(5,5) -> B=(10,30): halfway precision 0.2857, not the
    linear 0.375 between 1/2 and 1/4."""
    y = np.array([1] * 5 + [0] * 5 + [1] * 5 + [0] * 25 + [1] * 10 + [0] * 10)
    s = np.array([3.0] * 10 + [2.0] * 30 + [1.0] * 20)
    a = vertical_average_pr(np.tile(y, 2), np.tile(s, 2), np.repeat([0, 1], y.size),
                            recall=[0.4])
    assert a.mean[0] == pytest.approx(8 / 28)


def test_degenerate_folds_warn():
    y, s = np.array([1, 0, 1, 1]), np.array([0.9, 0.2, 0.4, 0.3])
    with pytest.warns(DegenerateDataWarning):
        e = fold_evaluation(y, s, [1, 1, 2, 2])  # fold 2 has no negatives
    assert np.isnan(e.folds[1].auc_roc) and np.isnan(e.summary["auc_roc"].mean)
    with pytest.warns(DegenerateDataWarning, match="fewer than 2 folds"):
        assert np.isnan(fold_evaluation(y, s, [1, 1, 1, 1]).summary["auc_pr"].std)
    with pytest.warns(DegenerateDataWarning, match="miss a class"):
        vertical_average_roc(y, s, [1, 1, 2, 2])


def test_string_folds_and_pos_label():
    y = np.array(["a", "b", "a", "b", "a", "b"])
    s = np.array([0.9, 0.1, 0.8, 0.7, 0.2, 0.3])
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        e = fold_evaluation(y, s, ["x", "x", "y", "y", "z", "z"], pos_label="a")
    assert [r.fold for r in e.folds] == ["x", "y", "z"]
    assert [r.auc_roc for r in e.folds] == [1.0, 1.0, 0.0]


@pytest.mark.parametrize(("call", "match"), [
    (lambda: fold_evaluation([0, 1], [0.1, 0.2], [1]), "folds must be 1-D with one value"),
    (lambda: fold_evaluation([0, 1], [0.1, 0.2], [1.0, float("nan")]),
     "folds must not contain NaN"),
    (lambda: vertical_average_roc([0, 1], [0.1, 0.2], [1, 2], fpr=[0.5, 0.2]),
     "fpr must be strictly increasing"),
    (lambda: vertical_average_pr([0, 1], [0.1, 0.2], [1, 2], recall=[0.5, 1.5]),
     r"recall must be in \[0, 1\]"),
])
def test_errors(call, match):
    with pytest.raises(ValueError, match=match):
        call()


@given(folded(), st.data())
def test_integer_weights_equal_repeated_rows(data, draw):
    """A weight of k is k copies of the row: same fold metrics and averaged curves."""
    y, s, f = data
    w = np.array(draw.draw(st.lists(st.integers(1, 3), min_size=y.size, max_size=y.size)))
    rep = np.repeat(np.arange(y.size), w)
    weighted = fold_evaluation(y, s, f, sample_weight=w.astype(float))
    repeated = fold_evaluation(y[rep], s[rep], f[rep])
    for a, b in zip(weighted.folds, repeated.folds, strict=True):
        assert (a.auc_roc, a.auc_pr, a.n_pos) == pytest.approx((b.auc_roc, b.auc_pr, b.n_pos))
    for average in (vertical_average_roc, vertical_average_pr):
        aw = average(y, s, f, sample_weight=w.astype(float))
        ar = average(y[rep], s[rep], f[rep])
        assert aw.curves == pytest.approx(ar.curves, abs=1e-12)
