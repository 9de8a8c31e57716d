"""Davis & Goadrich (ICML 2006), Sec. 3-4: the ROC convex hull's criteria and linear
interpolation in PR space."""

from __future__ import annotations

import itertools
from fractions import Fraction

import numpy as np

from numeric.data.hull import achievable_pr_curve
from proofs_check._exact import auc_pr_enclosure, count_curve, iv_below
from proofs_check._registry import CheckResult, claim, decide
from proofs_check.evidence import ExactArithmetic, ExhaustiveEnumeration

__all__ = ["linear_pr_not_achievable", "no_point_above_hull", "score_by_hull"]

SOURCE = "Davis & Goadrich (ICML 2006)"
_MAX_N = 10


def _below(point: tuple[int, int], hull: list[tuple[int, int]]) -> bool:
    """Whether the count point (FP, TP) is on or below the hull polyline (exact integers)."""
    f, t = point
    for (f0, t0), (f1, t1) in itertools.pairwise(hull):
        if f0 <= f <= f1 and (f1 > f0 or t <= max(t0, t1)):
            return (f1 - f0) * (t - t0) - (t1 - t0) * (f - f0) <= 0
    return False


@claim(
    "dg2006.sec3.no_point_above_hull",
    f"{SOURCE}, Sec. 3 (the convex hull's criteria)",
    "Given a set of points in ROC space, the convex hull must meet the following three criteria: "
    "[...] 2. No point lies above the final curve.",
    line=310, quote="2. No point lies above the nal curve.",
)
def no_point_above_hull() -> CheckResult:
    """The toolkit's hull meets criterion 2 on every labelling of up to 10 examples (exact).

    :func:`numeric.data.hull.achievable_pr_curve` works on the integer counts; each ROC point
    of every threshold is compared with the hull's edges by exact integer cross products.
    """
    cases = points = 0
    ok = True
    for n in range(2, _MAX_N + 1):
        for labels in itertools.product((0, 1), repeat=n):
            if not 0 < sum(labels) < n:
                continue
            y, s = np.array(labels), np.arange(n, 0, -1.0)
            hull = achievable_pr_curve(y, s)
            vertices = [(int(f), int(t)) for f, t in zip(hull.fp, hull.tp, strict=True)]
            for t, f in count_curve(y, s):
                ok &= _below((f, t), vertices)
                points += 1
            cases += 1
    evidence = (f"{cases} labellings of 2..{_MAX_N} distinct-score examples, {points} ROC points: "
                f"none above the hull ({'yes' if ok else 'no'}), exact integer cross products.")
    return decide(ok, False, evidence, basis=ExhaustiveEnumeration(
        f"every labelling of 2..{_MAX_N} distinct-score examples"), other_way=(
        "It would be refuted by one threshold's point above the hull's edge over its FPR."))


@claim(
    "dg2006.fig5.linear_not_achievable",
    f"{SOURCE}, Fig. 5 caption",
    "Note that this achievable PR curve is not a true convex hull due to non-linear "
    "interpolation. Linear interpolation in PR space is typically not achievable.",
    line=312, quote="achievable PR curveis not a true convex hull due to non-linear "
    "interpolation. Linear interpolation in PR spaceis typically",
    quantifier="existential",
)
def linear_pr_not_achievable() -> CheckResult:
    """Table 1's chord from A = (TP 5, FP 5) to B = (TP 10, FP 30) meets no confusion matrix.

    20 positives: on the straight PR line from (0.25, 0.5) to (0.5, 0.25) the point at recall
    0.35 (TP 7) has precision 0.4, i.e. FP = 10.5 -- not an integer, so no classifier of this
    data set reaches it; the achievable point at TP 7 (Davis & Goadrich's interpolation) has
    FP 15, precision 7/22.
    """
    r = Fraction(7, 20)
    p_line = Fraction(1, 2) + (r - Fraction(1, 4)) * (Fraction(1, 4) - Fraction(1, 2)) / Fraction(
        1, 4)
    fp_needed = 7 / p_line - 7
    fp_dg = 5 + (7 - 5) * Fraction(30 - 5, 10 - 5)
    ok = p_line == Fraction(2, 5) and fp_needed.denominator != 1 and fp_dg == 15
    evidence = (f"Straight PR line at recall 7/20: precision {p_line}, which needs FP = "
                f"{fp_needed} (not an integer); Davis & Goadrich's point at TP 7: FP {fp_dg}, "
                f"precision {Fraction(7, 7 + int(fp_dg))}.")
    return decide(ok, False, evidence, basis=ExactArithmetic(), other_way=(
        "It would fail on segments where precision is constant (D = 0): there the straight "
        "line is the interpolation."))


@claim(
    "dg2006.sec5.score_by_hull",
    f"{SOURCE}, Sec. 5",
    "An algorithm can find the convex hull in ROC space, convert that curve to PR space for an "
    "achievable PR curve, and score the classifier by the area under this achievable PR curve.",
    line=570, quote="An algorithm can nd the cornvex hull in ROC space,",
)
def score_by_hull() -> CheckResult:
    """The achievable curve's AUC-PR is never below the every-threshold curve's (exact areas).

    Every labelling of 2..8 distinct-score examples: the hull of
    :func:`numeric.data.hull.achievable_pr_curve` and the curve through every threshold, both
    with Davis & Goadrich's interpolation, areas enclosed from the integer counts; the hull's
    lower end never below the curve's upper end (ties allowed: equal areas compare as equal).
    """
    cases = above = 0
    ok = True
    for n in range(2, 9):
        for labels in itertools.product((0, 1), repeat=n):
            if not 0 < sum(labels) < n:
                continue
            y, s = np.array(labels), np.arange(n, 0, -1.0)
            hull = achievable_pr_curve(y, s)
            curve = count_curve(y, s)
            hull_area = auc_pr_enclosure([(int(t), int(f)) for f, t in zip(hull.fp, hull.tp,
                                                                            strict=True)])
            area = auc_pr_enclosure(curve)
            ok &= not iv_below(hull_area, area)
            above += iv_below(area, hull_area)
            cases += 1
    evidence = (f"{cases} labellings of 2..8 examples: the achievable curve's AUC-PR is never "
                f"below the every-threshold curve's ({'yes' if ok else 'no'}); strictly above in "
                f"{above}.")
    return decide(ok and above > 0, False, evidence, basis=ExhaustiveEnumeration(
        "every labelling of 2..8 distinct-score examples", "interval"), other_way=(
        "It would be refuted by a data set whose hull has the smaller exact AUC-PR."))
