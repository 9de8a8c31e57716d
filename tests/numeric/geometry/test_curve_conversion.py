"""Tests of numeric.geometry.curve_conversion: PRCurve/ROCCurve, each pr2roc defect pinned."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from scipy.integrate import quad
from strategies import count_curves

from numeric.core.steps import threshold_counts
from numeric.data.auc import auc_pr_score, auc_roc_score
from numeric.geometry.curve_conversion import PRCurve, ROCCurve, pr_limit_precision
from numeric.geometry.interpolation import interpolated_precision

sklearn_metrics = pytest.importorskip("sklearn.metrics")


def _data(seed: int, n: int = 300, ties: bool = False) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    y = (rng.random(n) < 0.3).astype(int)
    s = rng.normal(size=n) + y
    if ties:
        s = np.round(s, 1)
    return y, s


def _roc_of(y: np.ndarray, s: np.ndarray) -> ROCCurve:
    c = threshold_counts(y, s)
    return ROCCurve(c.fp / c.n_neg, c.tp / c.n_pos, skew=c.n_neg / c.n_pos)


def _slow_pr_area(curve: PRCurve) -> float:
    """Reference: quadrature of r/(r + a x(r)) on each ROC segment of positive height."""
    roc = curve.to_roc()
    f, t, a = roc.fpr, roc.tpr, curve.skew
    total = 0.0
    for i in range(t.size - 1):
        t0, t1, f0, f1 = t[i], t[i + 1], f[i], f[i + 1]
        if t1 > t0:
            def p(r: float, t0=t0, t1=t1, f0=f0, f1=f1) -> float:
                x = f0 + (r - t0) * (f1 - f0) / (t1 - t0)
                return r / (r + a * x) if r + a * x > 0 else 1.0 / (1.0 + a * (f1 - f0) / (t1 - t0))
            total += quad(p, t0, t1, epsabs=1e-14, epsrel=1e-13)[0]
    return total


def _largest_tpr(roc: ROCCurve, x: float) -> float:
    """Slow reference: the largest TPR of the polyline at FPR x, segment by segment."""
    best = -1.0
    for i in range(roc.fpr.size - 1):
        f0, f1, t0, t1 = roc.fpr[i], roc.fpr[i + 1], roc.tpr[i], roc.tpr[i + 1]
        if f0 <= x <= f1:
            best = max(best, t1 if f1 == f0 else t0 + (x - f0) / (f1 - f0) * (t1 - t0))
    return best


# --- pr2roc's README example ---------------------------------------------------------------------

def test_pr2roc_readme_example() -> None:
    """pr2roc README (github.com/ameya98/pr2roc, "Usage"), adapted to this API:

        recall_vals = [0.25, 0.4, 0.5]
        precision_vals = [0.5, 0.3, 0.25]
        pr = PRCurve(zip(recall_vals, precision_vals), skew=4.0)
        pr_sampled = pr.resample(num_points=100)
        roc = pr.to_roc()
        roc_sampled = roc.resample(num_points=100)
        pr_reconverted = roc.to_pr()
        assert allclose(pr_reconverted.points(), pr.points())
    """
    recall_vals = [0.25, 0.4, 0.5]
    precision_vals = [0.5, 0.3, 0.25]
    pr = PRCurve.from_points(zip(recall_vals, precision_vals, strict=True), skew=4.0)
    pr_sampled = pr.resample(num_points=100)
    roc = pr.to_roc()
    roc_sampled = roc.resample(num_points=100)
    pr_reconverted = roc.to_pr()
    assert np.allclose(pr_reconverted.points(), pr.points())
    assert pr_sampled.points().shape == (100, 2)
    assert roc_sampled.points().shape == (100, 2)
    # The conversion itself (not a cached object) also round-trips.
    fresh = ROCCurve(roc.fpr, roc.tpr, skew=4.0).to_pr()
    np.testing.assert_allclose(fresh.points(), pr.points(), rtol=1e-14)
    # FPR = r (1 - p) / (a p) with a = 1/0.25 = 4 (Mihelich et al. 2024, Thm 3.1, eq. (2)).
    expected = [0.25 * 0.5 / 0.5 / 4, 0.4 * 0.7 / 0.3 / 4, 0.5 * 0.75 / 0.25 / 4]
    np.testing.assert_allclose(roc.fpr, expected)


# --- pr2roc defect 1: a tie in x crashes resampling ----------------------------------------------

@pytest.mark.parametrize("num_points", [2, 3, 7, 50])
def test_resample_with_vertical_segments(num_points: int) -> None:
    roc = ROCCurve([0.0, 0.0, 0.2, 0.2, 0.2, 1.0], [0.0, 0.3, 0.4, 0.6, 0.7, 1.0], skew=2.0)
    out = roc.resample(num_points)
    grid = np.linspace(0.0, 1.0, num_points)
    np.testing.assert_array_equal(out.fpr, grid)
    assert tuple(out.points()[0]) == (0.0, 0.0) and tuple(out.points()[-1]) == (1.0, 1.0)
    for x, y in zip(grid[1:-1], out.tpr[1:-1], strict=True):
        assert y == pytest.approx(_largest_tpr(roc, x), abs=1e-15)
    # The resampled curve is still a valid PR curve after conversion.
    assert np.all(np.isfinite(out.to_pr().precision))


def test_pr_resample_with_tied_fpr_from_data() -> None:
    y, s = _data(3, ties=True)
    pr = _roc_of(y, s).to_pr()
    assert np.any(np.diff(pr.to_roc().fpr) == 0)  # vertical ROC segments are present
    out = pr.resample(40)
    assert out.points().shape == (40, 2)
    np.testing.assert_allclose(np.diff(out.to_roc().fpr), 1.0 / 39, rtol=1e-12)


# --- pr2roc defect 2: ROC (0, 0) round-trips to (1, 0) -------------------------------------------

@pytest.mark.parametrize(
    ("fpr", "tpr", "limit"),
    [
        ([0.0, 0.1, 1.0], [0.0, 0.5, 1.0], 0.5 / (0.5 + 4 * 0.1)),
        ([0.0, 0.0, 1.0], [0.0, 0.5, 1.0], 1.0),
        ([0.0, 0.3, 1.0], [0.0, 0.0, 1.0], 0.0),
    ],
)
def test_origin_round_trips_to_itself(fpr: list[float], tpr: list[float], limit: float) -> None:
    pr = ROCCurve(fpr, tpr, skew=4.0).to_pr()
    assert tuple(pr.points()[0]) == (0.0, pytest.approx(limit, rel=1e-15))
    back = PRCurve(pr.recall, pr.precision, skew=4.0).to_roc()  # a fresh conversion
    assert tuple(back.points()[0]) == (0.0, 0.0)
    positive = np.asarray(tpr) > 0
    np.testing.assert_allclose(back.points()[positive], np.column_stack((fpr, tpr))[positive],
                               atol=1e-15)


def test_later_zero_precision_at_recall_zero_is_pessimistic() -> None:
    """PR (0, 0) after the first point has an unknown FPR (Davis & Goadrich 2006, Thm 3.1 needs
    recall != 0): it is placed at the next point's FPR, which can only lower AUC-PR."""
    true_roc = ROCCurve([0.0, 0.3, 1.0], [0.0, 0.0, 1.0], skew=4.0)
    pr = true_roc.to_pr()
    fresh = PRCurve(pr.recall, pr.precision, skew=4.0)
    np.testing.assert_array_equal(fresh.to_roc().points(), [[0, 0], [1, 0], [1, 1]])
    assert fresh.auc() < pr.auc()


def test_pr_limit_precision_never_leaving_origin_warns() -> None:
    from numeric._warnings import DegenerateDataWarning

    with pytest.warns(DegenerateDataWarning, match="never leaves"):
        p = pr_limit_precision([0.0], [0.0], skew=1.0)
    assert np.isnan(p[0])


# --- pr2roc defect 3: recall 0 with precision > 0 rejected (scikit-learn output cannot load) -----

def test_recall_zero_with_positive_precision_is_accepted() -> None:
    pr = PRCurve([0.0, 0.5, 1.0], [0.8, 0.8, 0.5], skew=1.0)
    assert tuple(pr.to_roc().points()[0]) == (0.0, 0.0)


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("ties", [False, True])
def test_from_sklearn_gives_exact_auc_pr(seed: int, ties: bool) -> None:
    y, s = _data(seed, ties=ties)
    s = s.copy()
    s[np.argmax(s)] += 1.0
    if y[np.argmax(s)] == 0:  # make the top-ranked sample a positive: then no FPR is unknown
        y = y.copy()
        y[np.argmax(s)] = 1
    precision, recall, _ = sklearn_metrics.precision_recall_curve(y, s)
    a = float(np.sum(y == 0) / np.sum(y == 1))
    pr = PRCurve.from_sklearn(precision, recall, skew=a)
    assert pr.recall[0] == 0.0 and pr.recall[-1] == 1.0
    assert pr.auc() == pytest.approx(auc_pr_score(y, s), rel=1e-12)
    # The recall -> 0 end is the first segment's limit, not scikit-learn's invented precision 1.
    assert pr.precision[0] == pytest.approx(precision[-2], rel=1e-15)


def test_from_sklearn_top_negative_is_pessimistic() -> None:
    """A top-ranked negative gives PR (0, 0), whose FPR is unknown: the lower envelope is used."""
    y = np.array([0, 1, 0, 1, 1, 0, 0, 1])
    s = np.array([0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2])
    precision, recall, _ = sklearn_metrics.precision_recall_curve(y, s)
    pr = PRCurve.from_sklearn(precision, recall, skew=1.0)
    # Here the step after the top negative adds a positive only: the placement is then exact.
    assert pr.auc() == pytest.approx(auc_pr_score(y, s), rel=1e-14)
    np.testing.assert_allclose(pr.to_roc().points()[:3], [[0, 0], [0.25, 0], [0.25, 0.25]])
    # A tie between a positive and a negative after the top negative: strictly pessimistic.
    y, s = np.array([0, 1, 0]), np.array([0.9, 0.8, 0.8])
    precision, recall, _ = sklearn_metrics.precision_recall_curve(y, s)
    pr = PRCurve.from_sklearn(precision, recall, skew=2.0)
    assert pr.auc() < auc_pr_score(y, s)
    np.testing.assert_allclose(pr.to_roc().points(), [[0, 0], [1, 0], [1, 1]])


def test_from_sklearn_rejects_wrong_order() -> None:
    with pytest.raises(ValueError, match=r"recall must be nonincreasing \(scikit-learn's order\)"):
        PRCurve.from_sklearn([0.5, 1.0], [0.5, 1.0], skew=1.0)
    with pytest.raises(ValueError, match="recall must reach a positive value"):
        PRCurve.from_sklearn([0.0, 1.0], [0.0, 0.0], skew=1.0)


# --- pr2roc defect 4: NaN passes validation ------------------------------------------------------

@pytest.mark.parametrize(
    ("cls", "args", "match"),
    [
        (PRCurve, ([0.1, np.nan], [0.5, 0.5]), r"recall must not be NaN, got nan \(at index 1\)"),
        (PRCurve, ([0.1, 0.2], [np.nan, 0.5]), r"precision must not be NaN, got nan \(at index 0"),
        (ROCCurve, ([0.0, np.nan], [0.0, 1.0]), r"fpr must not be NaN"),
        (ROCCurve, ([0.0, 1.0], [0.0, np.nan]), r"tpr must not be NaN"),
    ],
)
def test_nan_is_rejected(cls: type, args: tuple, match: str) -> None:
    with pytest.raises(ValueError, match=match):
        cls(*args, skew=1.0)


def test_nan_skew_is_rejected() -> None:
    with pytest.raises(ValueError, match="skew must not be NaN"):
        ROCCurve([0, 1], [0, 1], skew=float("nan"))


# --- pr2roc defect 5: points lost on conversion --------------------------------------------------

@pytest.mark.parametrize("seed", range(5))
def test_no_point_lost_and_round_trip_exact(seed: int) -> None:
    y, s = _data(seed, n=200, ties=seed % 2 == 0)
    roc = _roc_of(y, s)
    pr = roc.to_pr()
    assert pr.points().shape == roc.points().shape
    assert pr.to_roc() is roc  # converting back returns the source exactly
    # A fresh conversion of the PR points, recall 0 included, reproduces every ROC point.
    fresh = PRCurve(pr.recall, pr.precision, skew=roc.skew).to_roc()
    assert fresh.points().shape == roc.points().shape
    positive = roc.tpr > 0
    np.testing.assert_allclose(fresh.fpr[positive], roc.fpr[positive], rtol=1e-12, atol=1e-15)
    np.testing.assert_array_equal(fresh.tpr, roc.tpr)


# --- pr2roc defect 6: importing changes numpy's global error state -------------------------------

def test_import_does_not_change_numpy_error_state() -> None:
    code = (
        "import numpy as np\n"
        "before = np.geterr()\n"
        "import numeric.geometry.curve_conversion, numeric.data.hull\n"
        "import numeric.geometry.dominance, numeric.data.skew_transfer\n"
        "import rocpr.plotting.curves\n"
        "from numeric.geometry.curve_conversion import PRCurve\n"
        "PRCurve([0.25, 0.4, 0.5], [0.5, 0.3, 0.25], skew=4.0).resample(10).auc()\n"
        "assert np.geterr() == before, (before, np.geterr())\n"
        "print('ok')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"


# --- areas ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(4))
def test_pr_auc_matches_exact_auc_pr_and_quadrature(seed: int) -> None:
    y, s = _data(seed, n=120, ties=seed >= 2)
    pr = _roc_of(y, s).to_pr()
    assert pr.auc() == pytest.approx(auc_pr_score(y, s), rel=1e-12)
    assert pr.auc() == pytest.approx(_slow_pr_area(pr), rel=1e-9)


@pytest.mark.parametrize("seed", range(4))
def test_roc_auc_matches_scikit_learn(seed: int) -> None:
    y, s = _data(seed, ties=seed % 2 == 1)
    assert _roc_of(y, s).auc() == pytest.approx(sklearn_metrics.roc_auc_score(y, s), rel=1e-12)
    assert _roc_of(y, s).auc() == pytest.approx(auc_roc_score(y, s), rel=1e-12)


def test_partial_pr_auc_matches_quadrature() -> None:
    pr = PRCurve([0.25, 0.4, 0.5], [0.5, 0.3, 0.25], skew=4.0)
    assert pr.auc() == pytest.approx(_slow_pr_area(pr), rel=1e-10)


# --- dense curve ---------------------------------------------------------------------------------

def test_dense_reproduces_davis_goadrich_table_1() -> None:
    """Davis & Goadrich (2006), Table 1: 20 positives, 2000 negatives, A = (5, 5), B = (10, 30)."""
    r, p = PRCurve([0.25, 0.5], [0.5, 0.25], skew=100.0).dense(6)
    np.testing.assert_allclose(r, [0.25, 0.30, 0.35, 0.40, 0.45, 0.50])
    np.testing.assert_allclose(p, [0.500, 0.375, 0.318, 0.286, 0.265, 0.250], atol=5e-4)


def test_dense_matches_interpolated_precision_and_keeps_drops() -> None:
    roc = ROCCurve([0.0, 0.0, 0.1, 0.3, 0.3, 1.0], [0.0, 0.2, 0.2, 0.6, 0.6, 1.0], skew=3.0)
    r, p = roc.to_pr().dense(101)
    assert np.all(np.diff(r) >= 0)
    a = 3.0
    for x, y in zip(r, p, strict=True):
        # Each dense point lies on one of the segments (vertical drops are vertices of both ends).
        ok = False
        for i in range(roc.tpr.size - 1):
            t0, t1, f0, f1 = roc.tpr[i], roc.tpr[i + 1], roc.fpr[i], roc.fpr[i + 1]
            if t1 > t0 and t0 <= x <= t1:
                ok |= abs(y - interpolated_precision(x, t0, a * f0, t1, a * f1)) < 1e-14
            if x == t0 and x > 0:
                ok |= abs(y - t0 / (t0 + a * f0)) < 1e-14
        ok |= x == 0 and y == 1.0
        assert ok, (x, y)
    assert np.sum(r == 0.2) >= 2  # the vertical drop at recall 0.2 is kept


# --- immutability and inputs ---------------------------------------------------------------------

def test_objects_are_immutable_and_inputs_untouched() -> None:
    f = np.array([0.5, 0.0, 1.0])
    t = np.array([0.6, 0.0, 1.0])
    roc = ROCCurve(f, t, skew=2.0)
    np.testing.assert_array_equal(f, [0.5, 0.0, 1.0])  # sorted copy, input untouched
    np.testing.assert_array_equal(roc.fpr, [0.0, 0.5, 1.0])
    with pytest.raises(AttributeError, match="ROCCurve is immutable"):
        roc.skew = 3.0  # type: ignore[misc]
    with pytest.raises(ValueError, match="read-only"):
        roc.fpr[0] = 0.1
    pr = roc.to_pr()
    with pytest.raises(AttributeError, match="PRCurve is immutable"):
        pr.foo = 1  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="read-only"):
        pr.precision[0] = 0.1
    assert pr.skew == roc.skew == 2.0


def test_repr_and_points_shape() -> None:
    roc = ROCCurve.from_points([(0, 0), (0.5, 0.7), (1, 1)], skew=1.0)
    assert repr(roc).startswith("ROCCurve(fpr=array([0. , 0.5, 1. ])")
    assert repr(roc.to_pr()).startswith("PRCurve(recall=")
    assert roc.points().shape == (3, 2)


# --- bad input -----------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("kwargs", "exc", "match"),
    [
        ({}, ValueError, "give exactly one of skew, prevalence, counts; got none"),
        ({"skew": 1.0, "prevalence": 0.5}, ValueError, "got skew, prevalence"),
        ({"skew": -1.0}, ValueError, r"skew must be > 0, got -1.0"),
        ({"prevalence": 0.0}, ValueError, r"prevalence must be in \(0, 1\), got 0.0"),
        ({"prevalence": [0.5, 0.2]}, ValueError, "prevalence must be a scalar"),
        ({"skew": [1.0, 2.0]}, ValueError, "skew must be a scalar"),
        ({"skew": "x"}, TypeError, "skew must be a real number"),
    ],
)
def test_balance_errors(kwargs: dict, exc: type, match: str) -> None:
    with pytest.raises(exc, match=match):
        PRCurve([0.5], [0.5], **kwargs)


@pytest.mark.parametrize(
    ("cls", "x", "y", "match"),
    [
        (ROCCurve, [0.0, 0.5, 1.0], [0.0, 0.7, 0.6], r"tpr decreases from 0.7 to 0.6"),
        (ROCCurve, [0.0, 1.5], [0.0, 1.0], r"fpr must be in \[0, 1\], got 1.5 \(at index 1\)"),
        (ROCCurve, [0.0, 1.0], [0.0], r"fpr and tpr must be 1-D of equal length"),
        (ROCCurve, [], [], "fpr and tpr must not be empty"),
        (PRCurve, [0.2, 0.5], [0.0, 0.5], r"precision must be > 0 where recall > 0"),
        (PRCurve, [0.5, 0.6], [0.5, 0.9], r"fpr decreases from 0.5 to 0.0666"),
        (PRCurve, [0.5], [0.001], r"unachievable for skew 1.0"),
        (PRCurve, [0.5], [1.2], r"precision must be in \[0, 1\], got 1.2"),
    ],
)
def test_point_errors(cls: type, x: list, y: list, match: str) -> None:
    with pytest.raises(ValueError, match=match):
        cls(x, y, skew=1.0)


def test_from_points_errors() -> None:
    with pytest.raises(ValueError, match=r"points must be a non-empty sequence of \(x, y\) pairs"):
        PRCurve.from_points([(0.1, 0.2, 0.3)], skew=1.0)
    with pytest.raises(ValueError, match=r"num_points must be >= 2, got 1"):
        ROCCurve([0, 1], [0, 1], skew=1.0).resample(1)
    with pytest.raises(ValueError, match="num_points must be a positive integer, got 0"):
        ROCCurve([0, 1], [0, 1], skew=1.0).to_pr().dense(0)


def test_pr_points_on_minimum_curve_are_accepted() -> None:
    """Boyd et al. (2012), Thm 1: the minimum PR curve r/(r + a) is achievable (FPR = 1)."""
    r = np.array([0.2, 0.6, 1.0])
    pr = PRCurve(r, r / (r + 7.0), skew=7.0)
    np.testing.assert_allclose(pr.to_roc().fpr, 1.0)


# --- property: conversions on random count curves ------------------------------------------------

@given(count_curves(), st.integers(2, 40))
def test_random_curves_convert_and_resample(case: tuple, num_points: int) -> None:
    f, t, a = case
    roc = ROCCurve(f, t, skew=a)
    pr = roc.to_pr()
    # Every point converts; a fresh conversion back reproduces every point of positive TPR and
    # the origin (points (x > 0, 0) are placed pessimistically, see the module docstring).
    fresh = PRCurve(pr.recall, pr.precision, skew=a).to_roc()
    assert fresh.points().shape == roc.points().shape
    assert tuple(fresh.points()[0]) == (0.0, 0.0)
    pos = roc.tpr > 0
    np.testing.assert_allclose(fresh.fpr[pos], roc.fpr[pos], rtol=1e-12, atol=1e-15)
    # Exact area: equal to quadrature of the interpolated curve, and never larger after the
    # pessimistic placement of precision-0 points.
    assert pr.auc() == pytest.approx(_slow_pr_area(pr), rel=1e-9, abs=1e-14)
    assert PRCurve(pr.recall, pr.precision, skew=a).auc() <= pr.auc() + 1e-12
    # Resampling keeps both end points and its points lie on the curve (largest TPR at each FPR).
    out = roc.resample(num_points)
    assert tuple(out.points()[0]) == (0.0, 0.0) and tuple(out.points()[-1]) == (1.0, 1.0)
    np.testing.assert_allclose(out.fpr, np.linspace(0.0, 1.0, num_points))
    for x, y in zip(out.fpr[1:], out.tpr[1:], strict=True):
        assert y == pytest.approx(_largest_tpr(roc, x), abs=1e-14)


def test_class_balance_keywords_resolve_in_one_place() -> None:
    """``prevalence=`` and ``counts=`` are the keyword alternatives of ``skew`` (resolve_skew)."""
    from numeric.geometry.skew import resolve_skew

    r, p = [0.25, 0.4, 0.5], [0.5, 0.3, 0.25]
    assert PRCurve(r, p, counts=(1, 4)).skew == 4.0
    assert ROCCurve([0, 1], [0, 1], prevalence=0.2).skew == resolve_skew(prevalence=0.2)
    assert PRCurve.from_points(zip(r, p, strict=True), counts=(20, 80)).skew == 4.0
