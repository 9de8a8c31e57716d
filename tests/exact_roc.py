"""Slow, obviously-correct references in exact rationals for the partial AUCs' tests.

The ROC points by brute force over the thresholds (a group of ties is one straight segment), the
area under a polyline cut exactly at the ends of a range, and McClish's standardisation of it.
Floats are taken exactly (``Fraction(0.1)`` is the double nearest 1/10).

Examples
--------
>>> points = roc_points([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8])
>>> [(str(x), str(y)) for x, y in points]
[('0', '0'), ('0', '1/2'), ('1/2', '1/2'), ('1/2', '1'), ('1', '1')]
>>> area = area_between(points, 0, Fraction(1, 2))
>>> area, mcclish_exact(area, 0, Fraction(1, 2))
(Fraction(1, 4), Fraction(2, 3))
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from fractions import Fraction

Point = tuple[Fraction, Fraction]


def roc_points(y: Sequence[int], s: Sequence[float],
               w: Sequence[float] | None = None) -> list[Point]:
    """``(FPR, TPR)`` from ``(0, 0)`` and then at every distinct score, highest first (weights
    taken as integers)."""
    weights = [1] * len(y) if w is None else [int(v) for v in w]
    rows = list(zip(y, s, weights, strict=True))
    n_pos = sum(wi for yi, _, wi in rows if yi == 1)
    n_neg = sum(wi for yi, _, wi in rows if yi == 0)
    points = [(Fraction(0), Fraction(0))]
    for t in sorted(set(s), reverse=True):
        tp = sum(wi for yi, si, wi in rows if yi == 1 and si >= t)
        fp = sum(wi for yi, si, wi in rows if yi == 0 and si >= t)
        points.append((Fraction(fp, n_neg), Fraction(tp, n_pos)))
    return points


def area_between(points: Sequence[Point], lo: float | Fraction, hi: float | Fraction) -> Fraction:
    """Area under the polyline through ``points`` (abscissae non-decreasing) over ``[lo, hi]``,
    each straight segment cut exactly at the ends."""
    lo_, hi_ = Fraction(lo), Fraction(hi)
    area = Fraction(0)
    for (xa, ya), (xb, yb) in itertools.pairwise(points):
        a, b = max(xa, lo_), min(xb, hi_)
        if b <= a:
            continue
        ya_cut = ya + (yb - ya) * (a - xa) / (xb - xa)
        yb_cut = ya + (yb - ya) * (b - xa) / (xb - xa)
        area += (b - a) * (ya_cut + yb_cut) / 2
    return area


def mcclish_exact(area: Fraction, f0: float | Fraction, f1: float | Fraction) -> Fraction:
    """McClish (1989): ``(1 + (A - A_min)/(A_max - A_min))/2`` over ``FPR in [f0, f1]``."""
    lo, hi = Fraction(f0), Fraction(f1)
    a_min, a_max = (hi * hi - lo * lo) / 2, hi - lo
    return (1 + (area - a_min) / (a_max - a_min)) / 2
