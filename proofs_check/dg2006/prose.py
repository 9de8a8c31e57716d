"""Checks of the statements in the prose of Davis & Goadrich (ICML 2006).

The theorems, Table 1 and Figs. 6-7 are checked in :mod:`proofs_check.dg2006.theorems`; these are
the weighted coin, the thresholds at class changes, where wrong interpolation hurts most, the
algorithm for the achievable curve and the reading of curve I in Sec. 5.
"""

from __future__ import annotations

import itertools
from fractions import Fraction

import numpy as np

from numeric.data.hull import achievable_pr_curve
from proofs_check._exact import count_curve
from proofs_check._registry import CheckResult, claim, decide
from proofs_check.dg2006 import theorems as dg
from proofs_check.evidence import (
    ExactArithmetic,
    ExhaustiveEnumeration,
    FloatArithmetic,
    RandomSample,
)

__all__ = [
    "achievable_algorithm",
    "far_apart_high_skew",
    "over_half_ranked_high",
    "thresholds_at_class_changes",
    "weighted_coin",
]

SOURCE = "Davis & Goadrich (ICML 2006)"


def _extreme(h: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The hull's vertices without collinear middle points (strict turns only)."""
    h = [q for i, q in enumerate(h) if i == 0 or q != h[i - 1]]
    return [q for i, q in enumerate(h) if i in (0, len(h) - 1) or (
        (h[i + 1][0] - h[i - 1][0]) * (q[1] - h[i - 1][1])
        - (h[i + 1][1] - h[i - 1][1]) * (q[0] - h[i - 1][0])) > 0]


def _gift_wrap(points: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Vertices of the ROC convex hull of (FP, TP) points from (0, 0), by gift wrapping with exact
    rational slopes (slow reference, O(n^2)): from the current vertex take the point of steepest
    slope (vertical first), the farthest among ties, until no point lies to the right."""
    pts = set(points)
    cur = (0, 0)
    hull = [cur]
    while True:
        right = [q for q in pts if q[0] > cur[0] or (q[0] == cur[0] and q[1] > cur[1])]
        if not right:
            return hull

        def key(q: tuple[int, int], c: tuple[int, int] = cur) -> tuple[int, Fraction, int]:
            if q[0] == c[0]:
                return (1, Fraction(0), q[1])  # vertical: steepest
            return (0, Fraction(q[1] - c[1], q[0] - c[0]), q[0])

        cur = max(right, key=key)
        hull.append(cur)


@claim(
    "dg2006.sec4.weighted_coin",
    f"{SOURCE}, Sec. 4",
    "It is straightforward to interpolate between points in ROC space by simply drawing a straight "
    "line connecting the two points. One can achieve any level of performance on this line by "
    "flipping a weighted coin to decide between the classifiers that the two end points represent.",
    line=406, quote="One can achieve any level of performance on this line by flipping a weighted "
    "coin",
)
def weighted_coin() -> CheckResult:
    """In expectation: the coin's mixture has expected (FPR, TPR) on the segment (exact).

    Exhaustive over every outcome of per-example coins for a data set of 2 positives and 2
    negatives, classifiers A (calls one positive) and B (calls everything positive), coin weights
    w = 1/4, 1/2, 3/4: the expected (FP, TP), exact rationals, is w A + (1 - w) B. Condition:
    "achieve" means in expectation; a single run lands on a lattice point.
    """
    labels = (1, 1, 0, 0)
    a_calls, b_calls = (1, 0, 0, 0), (1, 1, 1, 1)
    ok = True
    for w in (Fraction(1, 4), Fraction(1, 2), Fraction(3, 4)):
        exp_tp = exp_fp = Fraction(0)
        for coins in itertools.product((0, 1), repeat=len(labels)):  # 1: use A on this example
            prob = Fraction(1)
            for c in coins:
                prob *= w if c else 1 - w
            calls = [a if c else b for a, b, c in zip(a_calls, b_calls, coins, strict=True)]
            exp_tp += prob * sum(k and y for k, y in zip(calls, labels, strict=True))
            exp_fp += prob * sum(k and not y for k, y in zip(calls, labels, strict=True))
        ok &= (exp_tp, exp_fp) == (w * 1 + (1 - w) * 2, w * 0 + (1 - w) * 2)
    evidence = ("All 16 coin outcomes, weights 1/4, 1/2, 3/4: expected (TP, FP) = w A + (1 - w) B "
                f"exactly ({ok}), so the expected ROC point moves along the segment.")
    return decide(ok, False, evidence, basis=ExactArithmetic(), other_way=(
        "Read as every single run hitting the point, it fails: a run gives integer counts."))


@claim(
    "dg2006.sec3.thresholds_at_class_changes",
    f"{SOURCE}, Sec. 3 (constructing the convex hull)",
    "For each i such that class(i) != class(i + 1) and prob(i) < prob(i + 1), create a classifier "
    "by calling every example j such that j >= i + 1 positive and all other examples negative.",
    line=374,
)
def thresholds_at_class_changes() -> CheckResult:
    """Thresholds at class changes suffice: the ROC hull is the same (proof and exhaustive check).

    Proof: between two class changes the examples share one label, so the ROC points in between
    lie on one horizontal or vertical segment; an extreme point of the hull is never strictly
    inside a segment, so every hull vertex is at a run end, a class change. Exhaustive check
    with exact integers: all label sequences of 2..10 distinct-score examples, hull of all
    thresholds = hull of the class-change thresholds (gift-wrapping hull, exact slopes).
    """
    cases = 0
    same = True
    for n in range(2, 11):
        for y in itertools.product((0, 1), repeat=n):
            if not 0 < sum(y) < n:
                continue
            cases += 1
            desc = y[::-1]  # ascending prob in the paper; walk from the top
            pts = [(0, 0)]
            changes = [(0, 0)]
            for k, lab in enumerate(desc):
                tp, fp = pts[-1]
                pts.append((tp + lab, fp + 1 - lab))
                if k + 1 == n or desc[k + 1] != lab:
                    changes.append(pts[-1])
            swap = [(f, t) for t, f in pts]
            swap_c = [(f, t) for t, f in changes]
            same &= _extreme(_gift_wrap(swap)) == _extreme(_gift_wrap(swap_c))
    evidence = (f"{cases} label sequences of 2..10 examples: the ROC hull's vertices from every "
                f"threshold equal those from class-change thresholds only ({same}).")
    return decide(same, False, evidence, basis=ExhaustiveEnumeration(
        "every label sequence of 2..10 distinct-score examples"), other_way=(
        "It would fail with tied scores across classes (prob(i) = prob(i + 1)), where no "
        "threshold separates them; the paper's condition excludes exactly those."))


@claim(
    "dg2006.sec4.far_apart_high_skew",
    f"{SOURCE}, Sec. 4",
    "The effect of incorrect interpolation on the AUC-PR is especially pronounced when two points "
    "are far away in Recall and Precision and the local skew is high.",
    line=498, quote="is especially pronounced when two points are far away in Recall and "
    "Precision and the local skew is high.",
)
def far_apart_high_skew() -> CheckResult:
    """The straight line's error is at most half the box the two points span; high skew fills it.

    Bound (proof): precision is monotone along a segment
    (:func:`proofs_check.dg2006.ranking.precision_curvature_identities`), so the exact curve and
    the chord both stay in the box [r_A, r_B] x [p_B, p_A]: |error| <= (r_B - r_A)|p_A - p_B|/2 --
    small unless the points are far apart in both. Sampled: segments from (TP_A, 0) (precision 1)
    to (N+, FP_B) in Fig. 6's data set: the error's share of that half-box grows with the local
    skew FP_B/(N+ - TP_A).
    """
    from numeric.geometry.interpolation import segment_area
    from proofs_check.dg2006.ranking import precision_curvature_identities

    n_pos = 433
    rows = []
    for tp_a, fp_b in ((9, 50.0), (9, 500.0), (9, 5000.0), (9, 56164.0), (200, 56164.0)):
        p_b = n_pos / (n_pos + fp_b)
        exact = float(segment_area(tp_a, 0.0, n_pos, fp_b, n_pos))
        chord = (1 - tp_a / n_pos) * (1 + p_b) / 2
        half_box = (1 - tp_a / n_pos) * (1 - p_b) / 2
        rows.append((tp_a, fp_b / (n_pos - tp_a), chord - exact, (chord - exact) / half_box))
    within = all(0 <= err and share <= 1 for _, _, err, share in rows)
    grows = all(b[3] > a[3] for a, b in itertools.pairwise(rows[:4]))
    evidence = ("Error of the straight line (chord - exact), and its share of the half-box: "
                + "; ".join(f"TP_A {t}, local skew {s:.3g}: {e:.4f} ({sh:.2f})"
                            for t, s, e, sh in rows)
                + f". Within the bound: {within}; share grows with the local skew: {grows}; "
                f"precision monotone along a segment (sympy): {precision_curvature_identities()}.")
    return decide(within and grows and precision_curvature_identities(), False, evidence,
                  basis=FloatArithmetic(), other_way=(
                      "It would be refuted by a close pair of points with a large error: the "
                      "half-box bound forbids it; the skew part rests on the sampled rows."))


@claim(
    "dg2006.sec4.achievable_algorithm",
    f"{SOURCE}, Sec. 4 (and Sec. 3: efficient hull construction)",
    "Now that we have developed interpolation for PR space, we can give the complete algorithm for "
    "finding the achievable PR curve. First, we find the convex hull in ROC space (Corollary 3.1). "
    "Next, for each point selected by the algorithm to be included in the hull, we use the "
    "confusion matrix that defines that point to construct the corresponding point in PR space "
    "(Theorem 3.1). Finally, we perform the correct interpolation between the newly created PR "
    "points.",
    line=508, quote="Now that we have developed interpolation for PR space, we can give the "
    "complete algorithm for",
)
def achievable_algorithm() -> CheckResult:
    """The algorithm is correct and efficient: O(n log n), matching a brute-force hull.

    The toolkit implements it (:func:`numeric.data.hull.achievable_pr_curve`: one sort, a
    monotone-chain hull over the sorted points, a linear pass). Its vertices equal the O(n^3)
    gift-wrapping hull's (exact rational slopes, O(n^2)) on 200 random tied data sets.
    """
    rng = np.random.default_rng(2006)
    agree = 0
    for _ in range(200):
        n = int(rng.integers(2, 30))
        y = (rng.random(n) < 0.4).astype(int)
        y[0], y[1] = 1, 0
        s = np.round(rng.random(n), 1)
        hull = achievable_pr_curve(y, s)
        fast = [(int(f), int(t)) for f, t in zip(hull.fp, hull.tp, strict=True)]
        slow = _gift_wrap([(f, t) for t, f in count_curve(y, s)])
        agree += _extreme(fast) == _extreme(slow)
    evidence = ("numeric.data.hull.achievable_pr_curve vs an exact gift-wrapping hull: vertices "
                f"agree "
                f"on {agree} of 200 random tied data sets.")
    return decide(agree == 200, False, evidence, basis=RandomSample(200, "exact"),
                  other_way="It would be refuted by one data set where the hulls differ.")


@claim(
    "dg2006.sec5.over_half",
    f"{SOURCE}, Sec. 5, Fig. 7 (read as: ranked in the top 5% of the ranking)",
    "The AUC-PR for curve I is now 0.514 due to the high ranking of over half of the positive "
    "examples",
    line=558,
    quantifier="particular",
)
def over_half_ranked_high() -> CheckResult:
    """Curve I, reconstructed, ranks 13 of its 20 positives above 1916 of 2000 negatives.

    Uses the exhaustive reconstruction of :func:`proofs_check.dg2006.theorems.fig7` (the only
    convex count curve with a first vertex at FP = 0 matching AUC-ROC 0.813 and AUC-PR 0.514):
    (FP, TP) = (0, 9), (84, 13). Reading: "ranked high" = within the top 5% of the negatives;
    13 > 10 positives are. (Only 9 are ranked above every negative.)
    """
    curve_i, _, _, _ = dg.fig7_matches()
    if not curve_i:
        return CheckResult("error", "curve I could not be reconstructed")
    rows = sorted({(t1, f2, t2) for _, t1, f2, t2 in curve_i})
    high = all(2 * t2 > 20 and 20 * f2 <= 2000 for _, f2, t2 in rows)
    evidence = ("Reconstructed curve I: " + "; ".join(
        f"{t1} positives above every negative, {t2} above all but {f2} of 2000 negatives"
        for t1, f2, t2 in rows) + f": over half (> 10 of 20) within the top 5% ({high}).")
    return decide(high, False, evidence, basis=ExactArithmetic(), other_way=(
        "Read as 'ranked above every negative', 9 of 20 -- not over half: it would fail."))
