"""Tests of numeric.geometry.dominance: exact dominance in ROC and PR space (D&G Thm 3.2)."""

from __future__ import annotations

import itertools
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import example, given
from strategies import curve_pairs

from numeric.geometry.dominance import curve_dominance


def _upper(xs: list[Fraction], ys: list[Fraction], x: Fraction) -> Fraction:
    best = None
    for i in range(len(xs) - 1):
        if xs[i] <= x <= xs[i + 1]:
            v = ys[i + 1] if xs[i] == xs[i + 1] else ys[i] + (x - xs[i]) / (xs[i + 1] - xs[i]) * (
                ys[i + 1] - ys[i])
            best = v if best is None else max(best, v)
    assert best is not None
    return best


def _piece(c: tuple, x0: Fraction, x1: Fraction) -> tuple[Fraction, Fraction]:
    """Value at x0+ and slope of curve c's linear piece on (x0, x1), from two interior points."""
    w = x1 - x0
    y1, y2 = _upper(c[0], c[1], x0 + w / 3), _upper(c[0], c[1], x0 + 2 * w / 3)
    slope = (y2 - y1) / (w / 3)
    return y1 - slope * w / 3, slope


def _area_of_max(a: tuple, b: tuple) -> Fraction:
    """Exact integral over FPR of max(A, B), crossings included (slow reference)."""
    knots = sorted(set(a[0]) | set(b[0]))
    total = Fraction(0)
    for x0, x1 in itertools.pairwise(knots):
        (ya, sa), (yb, sb) = _piece(a, x0, x1), _piece(b, x0, x1)
        w = x1 - x0
        d0, d1 = ya - yb, (ya + sa * w) - (yb + sb * w)
        if d0 >= 0 and d1 >= 0:
            total += w * (2 * ya + sa * w) / 2
        elif d0 <= 0 and d1 <= 0:
            total += w * (2 * yb + sb * w) / 2
        else:  # the pieces cross at x0 + c
            c = (yb - ya) / (sa - sb)
            first, second = ((ya, sa), (yb, sb)) if d0 > 0 else ((yb, sb), (ya, sa))
            total += c * (2 * first[0] + first[1] * c) / 2
            y_c = second[0] + second[1] * c
            total += (w - c) * (2 * y_c + second[1] * (w - c)) / 2
    return total


def _area(c: tuple) -> Fraction:
    xs, ys = c
    return sum(((xs[i + 1] - xs[i]) * (ys[i] + ys[i + 1]) / 2 for i in range(len(xs) - 1)),
               Fraction(0))


def _reference_roc_dominates(n_pos: int, n_neg: int, fa, ta, fb, tb) -> bool:
    """A dominates B iff the region under B lies in the region under A iff
    area(under max(A, B)) == area(under A) -- exact in rationals."""
    a = ([Fraction(v, n_neg) for v in fa], [Fraction(v, n_pos) for v in ta])
    b = ([Fraction(v, n_neg) for v in fb], [Fraction(v, n_pos) for v in tb])
    return _area_of_max(a, b) == _area(a)


@given(curve_pairs())
@example((2, 3, [0, 1, 3], [0, 0, 2], [0, 2, 3], [0, 0, 2]))  # both leave (0, 0) horizontally
@example((1, 1, [0, 1], [0, 1], [0, 1], [0, 1]))  # identical curves
def test_thm_3_2_verdicts_agree(case: tuple) -> None:
    """Davis & Goadrich (2006), Thm 3.2: "a curve dominates in ROC space if and only if it
    dominates in PR space" -- both decided exactly and independently, and the ROC verdict
    against an exact rational reference (areas)."""
    n_pos, n_neg, fa, ta, fb, tb = case
    d = curve_dominance(np.array(fa) / n_neg, np.array(ta) / n_pos,
                        np.array(fb) / n_neg, np.array(tb) / n_pos, skew=n_neg / n_pos)
    assert d.roc_dominates == d.pr_dominates
    assert d.roc_dominates == _reference_roc_dominates(n_pos, n_neg, fa, ta, fb, tb)


def test_pr_slope_at_recall_zero_decides_when_both_start_at_precision_zero() -> None:
    """Both ROC curves leave (0, 0) horizontally, so both PR curves start at precision 0 and the
    knot values tie there; B leaves at a smaller FPR, so it is above A just after recall 0."""
    d = curve_dominance([0, 0.3, 1], [0, 0, 1], [0, 0.1, 1], [0, 0, 1], skew=2.0)
    assert d.pr_max_violation <= 0  # the knot values alone would say "dominates"
    assert d.pr_slope_violation == pytest.approx(1 / (2 * 0.1) - 1 / (2 * 0.3))
    assert not d.pr_dominates and not d.roc_dominates
    reverse = curve_dominance([0, 0.1, 1], [0, 0, 1], [0, 0.3, 1], [0, 0, 1], skew=2.0)
    assert reverse.pr_dominates and reverse.roc_dominates


def test_curve_dominates_itself_and_hull_dominates_curve() -> None:
    f = np.array([0.0, 0.1, 0.1, 0.4, 0.6, 1.0])
    t = np.array([0.0, 0.2, 0.5, 0.55, 0.9, 1.0])
    d = curve_dominance(f, t, f, t, skew=5.0)
    assert d.roc_dominates and d.pr_dominates
    assert d.roc_max_violation == 0.0 and d.pr_max_violation == 0.0
    from numeric.data.hull import roc_convex_hull

    h = roc_convex_hull(f, t)
    assert curve_dominance(h.fpr, h.tpr, f, t, skew=5.0).pr_dominates
    assert not curve_dominance(f, t, h.fpr, h.tpr, skew=5.0).pr_dominates


def test_violation_values() -> None:
    # B is above A by 0.1 in TPR at FPR 0.5; in PR at recall 0.6 precision differs.
    d = curve_dominance([0, 0.5, 1], [0, 0.5, 1], [0, 0.5, 1], [0, 0.6, 1], skew=1.0)
    assert d.roc_max_violation == pytest.approx(0.1)
    # At recall 0.6: A's FPR is 0.6, B's is 0.5: precisions 0.6/1.2 and 0.6/1.1.
    assert d.pr_max_violation == pytest.approx(0.6 / 1.1 - 0.5)


def test_vertical_segments_compare_both_ends() -> None:
    # Same upper envelope, but B's vertical segment at FPR 0.5 starts higher: B is above A just
    # left of 0.5, so A does not dominate B.
    a = ([0, 0.5, 0.5, 1], [0, 0.2, 0.8, 1])
    b = ([0, 0.5, 0.5, 1], [0, 0.4, 0.8, 1])
    d = curve_dominance(*a, *b, skew=3.0)
    assert not d.roc_dominates and not d.pr_dominates
    assert curve_dominance(*b, *a, skew=3.0).roc_dominates


@pytest.mark.parametrize(
    ("args", "kwargs", "match"),
    [
        (([0, 1], [0, 1], [0.1, 1], [0, 1]), {"skew": 1.0},
         r"curve B must run from \(0, 0\) to \(1, 1\) in ROC space, got \(0.1, 0.0\) to"),
        (([0, 0.5], [0, 1], [0, 1], [0, 1]), {"skew": 1.0}, r"curve A must run from \(0, 0\)"),
        (([0, 1], [0, 1], [0, 1], [0, 1]), {"skew": -2.0}, r"skew must be > 0, got -2.0"),
        (([0, 1], [0, 1], [0, 1], [0, 1]), {"skew": [1.0, 2.0]}, "skew must be a scalar"),
        (([0, 1], [0, 1], [0, 1], [0, 1]), {"skew": 1.0, "atol": 0.0}, "atol must be > 0"),
        (([0, 1], [0, np.nan], [0, 1], [0, 1]), {"skew": 1.0}, "tpr must not be NaN"),
        (([0, 0.5, 1], [0, 0.9, 0.8], [0, 1], [0, 1]), {"skew": 1.0}, "tpr decreases"),
    ],
)
def test_errors(args: tuple, kwargs: dict, match: str) -> None:
    with pytest.raises(ValueError, match=match):
        curve_dominance(*args, **kwargs)
