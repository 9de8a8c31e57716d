"""Checks of Davis & Goadrich (ICML 2006) on the achievable PR curve and on dominance of curves.

* ``dg2006.cor3.1`` -- the achievable PR curve (the ROC convex hull mapped to PR with correct
  interpolation) dominates every other valid curve through the same points, and leaves out
  exactly the points beneath the ROC hull.
* ``dg2006.thm3.2.curves`` -- dominance decided in ROC space and in PR space agree, on random
  piecewise-linear curves *with* vertical and horizontal ROC segments (the symbolic check of
  ``dg2006.thm3.2`` uses strictly increasing curves).

Point sets are confusion matrices of small data sets (integer counts), so "beneath the hull" and
"on the achievable curve" are decided in exact rationals; the curve computations are the
toolkit's (:mod:`numeric.data.hull`, :mod:`numeric.geometry.dominance`,
:mod:`numeric.geometry.curve_conversion`).
"""

from __future__ import annotations

import itertools
from fractions import Fraction

import numpy as np
import numpy.typing as npt

from numeric.data.hull import roc_convex_hull
from numeric.geometry.confusion import pr_to_roc
from numeric.geometry.curve_conversion import ROCCurve
from numeric.geometry.dominance import curve_dominance
from proofs_check._registry import CheckResult, claim, counterexample, decide
from proofs_check.evidence import RandomSample

FloatArray = npt.NDArray[np.float64]

__all__ = ["cor3_1", "thm3_2_curves"]

SOURCE = "Davis & Goadrich (ICML 2006)"

Counts = tuple[int, int]  # (TP, FP)

_SAMPLE = RandomSample(120)  # Cor. 3.1: random PR point sets of small data sets


def _precision(tp: Fraction, fp: Fraction) -> Fraction:
    return tp / (tp + fp)


def _achievable_position(hull: list[Counts], point: Counts) -> str:
    """'beneath', 'on' or 'above' the achievable PR curve through ``hull`` (count vertices),
    decided in PR space in exact rationals.

    At the point's recall (its TP) the achievable curve's precision is Davis & Goadrich's
    interpolation ``TP/(TP + FP_A + s (TP - TP_A))`` on an edge spanning that TP, and covers a
    whole interval where the curve drops vertically (edges with ``TP_A == TP_B``).
    """
    tp, fp = point
    p = _precision(Fraction(tp), Fraction(fp))
    values: list[Fraction] = []
    for (ta, fa), (tb, fb) in itertools.pairwise(hull):
        if ta <= tp <= tb and tb > ta:
            s = Fraction(fb - fa, tb - ta)
            values.append(_precision(Fraction(tp), fa + s * (tp - ta)))
        elif ta == tb == tp:  # a vertical drop of the PR curve: every precision in between
            lo, hi = sorted((_precision(Fraction(ta), Fraction(fa)),
                             _precision(Fraction(tb), Fraction(fb))))
            if lo <= p <= hi:
                return "on"
            values.extend((lo, hi))
    if p in values:
        return "on"
    return "beneath" if p < max(values) else "above"


def _is_monotone_chain(points: list[Counts]) -> bool:
    return all(t1 >= t0 and f1 >= f0 for (t0, f0), (t1, f1) in itertools.pairwise(points))


def _chains(points: list[Counts], n_pos: int, n_neg: int, rng: np.random.Generator,
            limit: int) -> list[list[Counts]]:
    """Valid curves through the points: monotone chains from (0, 0) to (N+, N-).

    All of them when there are at most 2**7 subsets, else ``limit`` random ones.
    """
    pts = sorted(set(points), key=lambda c: (c[1], c[0]))
    subsets: list[tuple[Counts, ...]]
    if len(pts) <= 7:
        subsets = [s for k in range(len(pts) + 1) for s in itertools.combinations(pts, k)]
    else:
        subsets = [tuple(p for p in pts if rng.random() < 0.5) for _ in range(limit)]
    out = []
    for sub in subsets:
        chain = [(0, 0), *sub, (n_pos, n_neg)]
        if _is_monotone_chain(chain):
            out.append(chain)
    return out


@claim(
    "dg2006.cor3.1",
    f"{SOURCE}, Cor. 3.1",
    "Given a set of points in PR space, there exists an achievable PR curve that dominates the "
    "other valid curves that could be constructed with these points. [...] The achievable PR "
    "curve will exclude exactly those points beneath the convex hull in ROC space.",
)
def cor3_1() -> CheckResult:
    """Cor. 3.1 on random point sets of small data sets.

    Each set is up to 14 PR points (confusion matrices with TP >= 1 of a data set with N+ <= 10,
    N- <= 25), converted to ROC with :func:`numeric.geometry.confusion.pr_to_roc`. The ROC convex
    hull (:func:`numeric.data.hull.roc_convex_hull`) gives the achievable curve. Checked: (i) every
    input
    point is either strictly beneath the ROC hull (exact rationals) and then off the achievable
    PR curve and below it, or on the achievable PR curve -- never above; the hull's vertices are
    never beneath; (ii) the achievable curve dominates, in PR space
    (:func:`numeric.geometry.dominance.curve_dominance`), every valid curve through the points --
    all monotone chains from (0, 0) to (N+, N-) for sets of up to 7 distinct points, 100 random
    ones otherwise -- and its exact AUC-PR is at least theirs.
    """
    rng = np.random.default_rng(2006)
    n_sets = n_points = n_beneath = n_chains = 0
    for _ in range(120):
        n_pos, n_neg = int(rng.integers(1, 11)), int(rng.integers(1, 26))
        k = int(rng.integers(1, 15))
        pts = [(int(rng.integers(1, n_pos + 1)), int(rng.integers(0, n_neg + 1))) for _ in range(k)]
        a = n_neg / n_pos
        recall = np.array([tp / n_pos for tp, _ in pts])
        precision = np.array([tp / (tp + fp) for tp, fp in pts])
        roc = pr_to_roc(recall, precision, skew=a)
        hull = roc_convex_hull(roc.fpr, roc.tpr)
        # Hull vertices back in counts: input points, or the corners (0, 0), (N+, N-).
        vertices = [pts[i] if i >= 0 else ((0, 0) if f == 0 else (n_pos, n_neg))
                    for i, f in zip(hull.indices.tolist(), hull.fpr.tolist(), strict=True)]
        vertex_set = set(vertices)
        for p in pts:
            where = _achievable_position(vertices, p)
            if where == "above":
                return counterexample(
                    f"point {p} (N+={n_pos}, N-={n_neg}) above the achievable curve", _SAMPLE)
            if where == "beneath" and p in vertex_set:
                return counterexample(f"hull vertex {p} beneath the achievable curve", _SAMPLE)
            n_points += 1
            n_beneath += where == "beneath"
        hull_roc = ROCCurve([f / n_neg for _, f in vertices], [t / n_pos for t, _ in vertices], a)
        best = hull_roc.to_pr().auc()
        for chain in _chains(pts, n_pos, n_neg, rng, limit=100):
            f = np.array([c[1] / n_neg for c in chain])
            t = np.array([c[0] / n_pos for c in chain])
            d = curve_dominance(hull_roc.fpr, hull_roc.tpr, f, t, skew=a)
            if not (d.pr_dominates and d.roc_dominates):
                return counterexample(f"chain {chain} not dominated (N+={n_pos}, N-={n_neg}): {d}",
                                      _SAMPLE)
            if ROCCurve(f, t, a).to_pr().auc() > best + 1e-12:
                return counterexample(
                    f"chain {chain} has a larger AUC-PR than the achievable curve", _SAMPLE)
            n_chains += 1
        n_sets += 1
    holds = 0 < n_beneath < n_points
    evidence = (
        f"{n_sets} random PR point sets ({n_points} points; {n_beneath} beneath the ROC hull, "
        "each of them off and below the achievable PR curve, every other point on it, exact "
        f"rationals); the achievable curve dominates all {n_chains} valid curves through the "
        "points in PR (and ROC) space and has the largest exact AUC-PR."
    )
    return decide(holds, False, evidence, basis=_SAMPLE)


@claim(
    "dg2006.thm3.2.curves",
    f"{SOURCE}, Thm 3.2",
    "For a fixed number of positive and negative examples, one curve dominates a second curve in "
    "ROC space if and only if the first dominates the second in PR space.",
)
def thm3_2_curves() -> CheckResult:
    """Thm 3.2 on random piecewise-linear curves with vertical and horizontal ROC segments.

    Curves are monotone chains of integer counts from (0, 0) to (N+, N-) (ties in TP or FP give
    horizontal or vertical ROC segments). :func:`numeric.geometry.dominance.curve_dominance` decides
    dominance exactly in each space (ROC: TPR at the union of FPR knots; PR: Davis & Goadrich's
    interpolated precision at the union of recall knots, one-sided limits included). Half the
    pairs are built so that the first dominates (the second's vertices pushed right or down), and
    a quarter leave (0, 0) horizontally in both curves. Also counted: the pairs whose PR verdict
    needs the slope at recall 0 (both PR curves start at precision 0, where comparing precisions
    at the knots alone is blind).
    """
    rng = np.random.default_rng(32)
    n_pairs = n_agree = n_dom = n_slope = 0
    for k in range(1500):
        n_pos, n_neg = int(rng.integers(1, 9)), int(rng.integers(1, 13))
        a = n_neg / n_pos

        def chain(m: int, n_pos: int = n_pos, n_neg: int = n_neg) -> tuple[FloatArray, ...]:
            tp = np.sort(rng.integers(0, n_pos + 1, m))
            fp = np.sort(rng.integers(0, n_neg + 1, m))
            return (np.concatenate(([0], fp, [n_neg])) / n_neg,
                    np.concatenate(([0], tp, [n_pos])) / n_pos)

        fa, ta = chain(int(rng.integers(0, 6)))
        if k % 2:
            # B = A moved right/down vertex by vertex (still monotone): A dominates B.
            shift = rng.integers(0, 3, fa.size) / n_neg
            fb = np.minimum(np.maximum.accumulate(fa + shift), 1.0)
            fb[0] = 0.0
            tb = ta.copy()
        else:
            fb, tb = chain(int(rng.integers(0, 6)))
            if k % 4 == 0:  # both leave (0, 0) horizontally: both PR curves start at precision 0
                fa = np.insert(fa, 1, int(rng.integers(1, n_neg + 1)) / n_neg)
                fb = np.insert(fb, 1, int(rng.integers(1, n_neg + 1)) / n_neg)
                ta, tb = np.insert(ta, 1, 0.0), np.insert(tb, 1, 0.0)
                fa, fb = np.maximum.accumulate(fa), np.maximum.accumulate(fb)
        d = curve_dominance(fa, ta, fb, tb, skew=a)
        n_pairs += 1
        n_agree += d.roc_dominates == d.pr_dominates
        n_dom += d.roc_dominates
        n_slope += (d.pr_max_violation <= d.atol) and (d.pr_slope_violation > d.atol)
    holds = n_agree == n_pairs and 0 < n_dom < n_pairs
    evidence = (
        f"{n_pairs} random pairs of count curves (N+ <= 8, N- <= 12, with vertical and horizontal "
        f"segments), {n_dom} with ROC dominance: the ROC and PR verdicts agree on {n_agree} of "
        f"{n_pairs}. In {n_slope} pair(s) both PR curves start at precision 0 and only the slope "
        "dp/dr at recall 0+ reveals that the second curve is above the first: a PR-space test "
        "comparing precisions at the recall knots alone would wrongly report dominance there."
    )
    return decide(holds, False, evidence, basis=RandomSample(max(n_pairs, 1)))
