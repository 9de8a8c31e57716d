"""Tests of numeric.data.hull: ROC convex hull, achievable PR curve, tuning/test protocol."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from scipy.integrate import quad
from scipy.spatial import ConvexHull

from numeric._warnings import DegenerateDataWarning
from numeric.core.steps import threshold_counts
from numeric.data.auc import auc_pr_score
from numeric.data.curves import roc_full_curve
from numeric.data.hull import (
    achievable_pr_curve,
    apply_thresholds,
    hull_thresholds,
    roc_convex_hull,
    roc_convex_hull_curve,
)
from numeric.geometry.confusion import roc_to_pr
from numeric.geometry.interpolation import pr_area_from_counts


def _scipy_hull(f: np.ndarray, t: np.ndarray) -> set[tuple[float, float]]:
    """Reference: qhull on the points plus (0, 0), (1, 1) and (1, 0).

    With (1, 0) added the convex hull is the ROC hull's chain plus the corner (1, 0), whose edges
    to (0, 0) and (1, 1) lie on the square's sides; qhull drops collinear points by default.
    """
    pts = np.vstack((np.column_stack((f, t)), [[0, 0], [1, 1], [1, 0]]))
    pts = np.unique(pts, axis=0)
    verts = {tuple(map(float, pts[i])) for i in ConvexHull(pts).vertices}
    return verts - {(1.0, 0.0)}


def _under_hull(hx: np.ndarray, hy: np.ndarray, x: float, y: float) -> bool:
    """Slow reference: is (x, y) strictly below the hull polyline?

    Below means under the lowest point of the polyline at FPR x (a point on a vertical hull edge
    is on the hull).
    """
    lowest = min(
        (hy[i] if hx[i + 1] == hx[i] else hy[i] + (x - hx[i]) / (hx[i + 1] - hx[i])
         * (hy[i + 1] - hy[i]))
        for i in range(hx.size - 1) if hx[i] <= x <= hx[i + 1]
    )
    return y < lowest - 1e-12


def _data(seed: int, n: int = 200, ties: bool = False) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    y = (rng.random(n) < 0.25).astype(int)
    y[:2] = [0, 1]
    s = rng.normal(size=n) + 1.2 * y
    return y, np.round(s, 1) if ties else s


# --- roc_convex_hull -----------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("n", [1, 5, 40, 300])
def test_hull_matches_qhull(seed: int, n: int) -> None:
    rng = np.random.default_rng(seed)
    f, t = rng.random(n), rng.random(n)
    if seed % 2:  # a grid with duplicates and collinear points
        f, t = np.round(f * 4) / 4, np.round(t * 4) / 4
    hull = roc_convex_hull(f, t)
    assert set(zip(hull.fpr.tolist(), hull.tpr.tolist(), strict=True)) == _scipy_hull(f, t)
    assert hull.fpr[0] == 0 and hull.tpr[0] == 0 and hull.fpr[-1] == 1 and hull.tpr[-1] == 1
    assert np.all(np.diff(hull.fpr) >= 0) and np.all(np.diff(hull.tpr) >= 0)


@given(st.lists(st.tuples(st.integers(0, 6), st.integers(0, 6)), min_size=0, max_size=25))
def test_hull_matches_qhull_on_small_grids(pts: list[tuple[int, int]]) -> None:
    f = np.array([p[0] / 6 for p in pts])
    t = np.array([p[1] / 6 for p in pts])
    hull = roc_convex_hull(f, t)
    assert set(zip(hull.fpr.tolist(), hull.tpr.tolist(), strict=True)) == _scipy_hull(f, t)
    # indices point at an input point equal to the vertex (its first occurrence), -1 at corners.
    for x, y, i in zip(hull.fpr, hull.tpr, hull.indices, strict=True):
        if i >= 0:
            assert (f[i], t[i]) == (x, y)
            assert not np.any((f[:i] == x) & (t[:i] == y))
        else:
            assert (x, y) in {(0.0, 0.0), (1.0, 1.0)}
            assert not np.any((f == x) & (t == y))


def test_collinear_points_are_dropped_and_indices() -> None:
    hull = roc_convex_hull([0.0, 0.25, 0.5, 1.0, 0.5], [0.5, 0.625, 0.75, 1.0, 0.75])
    np.testing.assert_array_equal(hull.fpr, [0.0, 0.0, 1.0])
    np.testing.assert_array_equal(hull.tpr, [0.0, 0.5, 1.0])
    np.testing.assert_array_equal(hull.indices, [-1, 0, 3])


def test_large_monotone_curve_matches_qhull() -> None:
    y, s = _data(0, n=20000)
    c = threshold_counts(y, s)
    f, t = c.fp / c.n_neg, c.tp / c.n_pos
    hull = roc_convex_hull(f, t)
    assert set(zip(hull.fpr.tolist(), hull.tpr.tolist(), strict=True)) == _scipy_hull(f, t)


@pytest.mark.parametrize(
    ("fpr", "tpr", "exc", "match"),
    [
        ([0.1, 1.2], [0.5, 0.5], ValueError, r"fpr must be in \[0, 1\], got 1.2 \(at index 1\)"),
        ([0.1], [-0.5], ValueError, r"tpr must be in \[0, 1\], got -0.5"),
        ([0.1, np.nan], [0.5, 0.5], ValueError, r"fpr must not be NaN"),
        ([0.1, 0.2], [0.5], ValueError, "fpr and tpr must be 1-D of equal length"),
        (["a"], [0.5], TypeError, "fpr must be a real number"),
    ],
)
def test_hull_errors(fpr: list, tpr: list, exc: type, match: str) -> None:
    with pytest.raises(exc, match=match):
        roc_convex_hull(fpr, tpr)


def test_inputs_not_modified() -> None:
    f, t = np.array([0.3, 0.1]), np.array([0.9, 0.5])
    roc_convex_hull(f, t)
    np.testing.assert_array_equal(f, [0.3, 0.1])
    np.testing.assert_array_equal(t, [0.9, 0.5])


# --- data level ----------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(5))
@pytest.mark.parametrize("ties", [False, True])
def test_hull_curve_vertices_are_data_points(seed: int, ties: bool) -> None:
    y, s = _data(seed, ties=ties)
    fpr, tpr, thresholds = roc_convex_hull_curve(y, s)
    c = threshold_counts(y, s)
    # Every vertex is the data's point at its threshold.
    k = np.searchsorted(-c.thresholds, -thresholds)
    np.testing.assert_array_equal(fpr, c.fp[k] / c.n_neg)
    np.testing.assert_array_equal(tpr, c.tp[k] / c.n_pos)
    assert thresholds[0] == np.inf and np.all(np.diff(thresholds) < 0)
    ref = _scipy_hull(c.fp / c.n_neg, c.tp / c.n_pos)
    assert set(zip(fpr.tolist(), tpr.tolist(), strict=True)) == ref


def test_hull_curve_has_the_layout_of_roc_curve() -> None:
    """Naming rule: a ``*_curve`` of data returns arrays, ``(fpr, tpr, thresholds)`` as
    :func:`roc_full_curve`; the hull keeps a subset of the ROC curve's points."""
    y, s = _data(3, ties=True)
    hull = roc_convex_hull_curve(y, s)
    full = roc_full_curve(y, s)
    assert isinstance(hull, tuple) and len(hull) == len(full) == 3
    k = np.searchsorted(-full[2], -hull[2])
    for h, f in zip(hull, full, strict=True):
        np.testing.assert_array_equal(h, f[k])


@pytest.mark.parametrize("seed", range(5))
@pytest.mark.parametrize("ties", [False, True])
def test_achievable_pr_curve_cor_3_1(seed: int, ties: bool) -> None:
    """Davis & Goadrich (2006), Cor. 3.1: hull vertices mapped to PR; it drops exactly the points
    under the ROC hull and its AUC-PR is at least the data curve's."""
    y, s = _data(seed, ties=ties)
    ach = achievable_pr_curve(y, s)
    fpr, tpr, thresholds = roc_convex_hull_curve(y, s)
    np.testing.assert_array_equal(ach.thresholds, thresholds)
    np.testing.assert_array_equal(ach.fp / ach.n_neg, fpr)
    a = ach.n_neg / ach.n_pos
    expected = roc_to_pr(fpr[1:], tpr[1:], skew=a)
    np.testing.assert_allclose(ach.precision[1:], expected.precision, rtol=1e-15)
    np.testing.assert_array_equal(ach.recall, tpr)
    # Recall 0 carries the limit of the first segment, not an invented 1.
    assert ach.precision[0] == pytest.approx(ach.tp[1] / (ach.tp[1] + ach.fp[1]), rel=1e-15)
    assert ach.auc_pr == pytest.approx(pr_area_from_counts(ach.tp, ach.fp, ach.n_pos), rel=1e-15)
    assert ach.auc_pr >= auc_pr_score(y, s) - 1e-12
    # Exactly the data points strictly under the hull are left out.
    c = threshold_counts(y, s)
    kept = set(zip(ach.tp.tolist(), ach.fp.tolist(), strict=True))
    n_under = 0
    for tp, fp in zip(c.tp, c.fp, strict=True):
        under = _under_hull(fpr, tpr, fp / c.n_neg, tp / c.n_pos)
        n_under += under
        if under:
            assert (tp, fp) not in kept
        elif (tp, fp) not in kept:  # on the hull but not a vertex: on an edge (collinear)
            assert _on_edge(ach.tp, ach.fp, tp, fp)
    assert n_under > 0  # the data are not convex: the check above is not empty


def _on_edge(htp: np.ndarray, hfp: np.ndarray, tp: float, fp: float) -> bool:
    """Exact (integer counts): is (tp, fp) on a segment between consecutive hull vertices?"""
    for i in range(htp.size - 1):
        cross = (hfp[i + 1] - hfp[i]) * (tp - htp[i]) - (htp[i + 1] - htp[i]) * (fp - hfp[i])
        if cross == 0 and hfp[i] <= fp <= hfp[i + 1] and htp[i] <= tp <= htp[i + 1]:
            return True
    return False


def test_achievable_auc_matches_quadrature() -> None:
    y, s = _data(11, n=150, ties=True)
    ach = achievable_pr_curve(y, s)
    a = ach.n_neg / ach.n_pos
    total = 0.0
    f, t = ach.fp / ach.n_neg, ach.tp / ach.n_pos
    for i in range(t.size - 1):
        if t[i + 1] > t[i]:
            def p(r: float, i: int = i) -> float:
                x = f[i] + (r - t[i]) * (f[i + 1] - f[i]) / (t[i + 1] - t[i])
                return r / (r + a * x) if r > 0 else ach.precision[0]
            total += quad(p, t[i], t[i + 1], epsabs=1e-14, epsrel=1e-13)[0]
    assert ach.auc_pr == pytest.approx(total, rel=1e-9)


def test_convex_data_curve_equals_its_achievable_curve() -> None:
    # Scores sorted so that every positive precedes every negative in blocks of decreasing purity.
    y = np.array([1, 1, 1, 0, 1, 1, 0, 1, 0, 0, 1, 0, 0, 0])
    s = -np.arange(y.size, dtype=float)
    assert achievable_pr_curve(y, s).auc_pr >= auc_pr_score(y, s)
    y = np.array([1, 1, 0, 0])
    s = np.array([4.0, 3.0, 2.0, 1.0])
    assert achievable_pr_curve(y, s).auc_pr == pytest.approx(auc_pr_score(y, s), rel=1e-15)


def test_dense_curve_for_plotting() -> None:
    y, s = _data(2)
    ach = achievable_pr_curve(y, s)
    r, p = ach.dense(50)
    assert r[0] == 0 and r[-1] == 1 and np.all(np.diff(r) >= 0)
    assert p[0] == pytest.approx(ach.precision[0], rel=1e-15)
    assert ach.curve().auc() == pytest.approx(ach.auc_pr, rel=1e-12)


def test_sample_weight_equals_repetition() -> None:
    y, s = _data(4, n=60, ties=True)
    w = np.random.default_rng(4).integers(1, 4, y.size)
    weighted = achievable_pr_curve(y, s, sample_weight=w)
    repeated = achievable_pr_curve(np.repeat(y, w), np.repeat(s, w))
    assert weighted.auc_pr == pytest.approx(repeated.auc_pr, rel=1e-13)
    np.testing.assert_allclose(weighted.precision, repeated.precision, rtol=1e-13)


def test_one_class_is_an_error_for_a_hull() -> None:
    with pytest.raises(ValueError, match=r"y_true must contain both classes .* got no negatives"):
        roc_convex_hull_curve([1, 1, 1], [0.1, 0.2, 0.3])
    with pytest.raises(ValueError, match="got no positives"):
        achievable_pr_curve([0, 0], [0.1, 0.2])


def test_string_labels_need_pos_label() -> None:
    y = np.array(["a", "b", "a", "b"])
    s = np.array([0.9, 0.8, 0.3, 0.1])
    with pytest.raises(ValueError, match="pos_label"):
        roc_convex_hull_curve(y, s)
    fpr, tpr, _ = roc_convex_hull_curve(y, s, pos_label="a")
    np.testing.assert_array_equal(fpr, [0.0, 0.0, 0.5, 1.0])
    np.testing.assert_array_equal(tpr, [0.0, 0.5, 1.0, 1.0])
    assert achievable_pr_curve(y, s, pos_label="a").n_pos == 2.0


# --- tuning / test protocol ----------------------------------------------------------------------

def _brute_counts(y: np.ndarray, s: np.ndarray, th: float) -> tuple[int, int]:
    pred = s >= th
    return int(np.sum(pred & (y == 1))), int(np.sum(pred & (y == 0)))


@pytest.mark.parametrize("seed", range(4))
def test_apply_thresholds_matches_brute_force(seed: int) -> None:
    y_tune, s_tune = _data(seed, ties=True)
    y_test, s_test = _data(seed + 100, n=150, ties=True)
    th = hull_thresholds(y_tune, s_tune)
    pts = apply_thresholds(y_test, s_test, th)
    for i, t in enumerate(th):
        tp, fp = _brute_counts(y_test, s_test, t)
        assert (pts.tp[i], pts.fp[i]) == (tp, fp)
    np.testing.assert_array_equal(pts.tpr, pts.tp / np.sum(y_test == 1))
    np.testing.assert_array_equal(pts.fpr, pts.fp / np.sum(y_test == 0))
    assert np.isnan(pts.precision[0])  # threshold +inf: nothing predicted positive
    with np.errstate(invalid="ignore"):  # 0/0 where a tuning threshold selects nothing
        expected = pts.tp[1:] / (pts.tp[1:] + pts.fp[1:])
    np.testing.assert_allclose(pts.precision[1:], expected)
    np.testing.assert_array_equal(pts.thresholds, th)


def test_apply_thresholds_on_tuning_set_gives_the_hull() -> None:
    y, s = _data(7, ties=True)
    fpr, tpr, thresholds = roc_convex_hull_curve(y, s)
    np.testing.assert_array_equal(hull_thresholds(y, s), thresholds)
    pts = apply_thresholds(y, s, hull_thresholds(y, s))
    np.testing.assert_array_equal(pts.fpr, fpr)
    np.testing.assert_array_equal(pts.tpr, tpr)


def test_test_set_points_need_not_be_convex() -> None:
    """Davis & Goadrich (2006), Sec. 3: "this test-data curve is not guaranteed to be a convex
    hull". Found on a seeded split; the check would fail if the points were always convex."""
    found = False
    for seed in range(20):
        th = hull_thresholds(*_data(seed, n=80))
        pts = apply_thresholds(*_data(seed + 1000, n=80), th)
        hull = roc_convex_hull(pts.fpr, pts.tpr)
        points = zip(pts.fpr, pts.tpr, strict=True)
        if any(_under_hull(hull.fpr, hull.tpr, x, y) for x, y in points):
            found = True
            break
    assert found


def test_apply_thresholds_degenerate_and_errors() -> None:
    with pytest.warns(DegenerateDataWarning, match="only one class: fpr is NaN"):
        pts = apply_thresholds([1, 1], [0.3, 0.4], [np.inf, 0.35])
    assert np.all(np.isnan(pts.fpr)) and pts.tpr.tolist() == [0.0, 0.5]
    with pytest.warns(DegenerateDataWarning, match="tpr and recall are NaN"):
        apply_thresholds([0, 0], [0.3, 0.4], [0.35])
    with pytest.raises(ValueError, match="thresholds must not be NaN"):
        apply_thresholds([0, 1], [0.3, 0.4], [np.nan])
    with pytest.raises(ValueError, match=r"thresholds must be 1-D, got shape \(1, 2\)"):
        apply_thresholds([0, 1], [0.3, 0.4], [[0.1, 0.2]])
    with pytest.raises(ValueError, match="NaN"):
        apply_thresholds([0, 1], [0.3, np.nan], [0.1])
