"""Checks of Davis & Goadrich's (ICML 2006) statements about curves computed from ranked data.

* ``dg2006.auc_roc_wmw`` -- the trapezoidal AUC-ROC is the Wilcoxon-Mann-Whitney statistic.
* ``dg2006.interpolation_nonlinear.hull`` / ``.general`` -- linear interpolation in PR space is
  "overly-optimistic": on hull (achievable) curves, always; in general, not (the exact condition
  is the sign of ``D = FP_A TP_B - FP_B TP_A`` on each segment).

Both run on many random data sets with heavy ties (scores drawn from a few levels), computed by
:mod:`numeric.data.auc` / :mod:`numeric.data.curves` and compared with an independent computation:
pair counting for the first, the straight-line (trapezoid) area through the same PR points for the
second.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import numpy.typing as npt
import sympy as sp

from numeric.core.steps import steps_from_counts, threshold_counts
from numeric.data.auc import auc_pr_score, auc_roc_score
from numeric.data.curves import precision_recall_full_curve
from numeric.data.hull import achievable_pr_curve
from numeric.geometry.interpolation import segment_area
from proofs_check._exact import (
    Witness,
    auc_pr_enclosure,
    count_curve,
    enclosure_str,
    iv_below,
    ivq,
)
from proofs_check._registry import CheckResult, claim, decide
from proofs_check.evidence import RandomSample, SymbolicIdentity

FloatArray = npt.NDArray[np.float64]

__all__ = [
    "auc_roc_wmw", "interpolation_general", "interpolation_hull", "precision_curvature_identities",
]

SOURCE = "Davis & Goadrich (ICML 2006)"
_SEED = 2006


def _random_tied_data(
    rng: np.random.Generator, max_size: int = 60
) -> tuple[npt.NDArray[np.int_], FloatArray]:
    """Labels with both classes and scores from a few levels (many ties)."""
    n = int(rng.integers(2, max_size + 1))
    y = (rng.random(n) < rng.uniform(0.05, 0.95)).astype(int)
    y[0], y[1] = 1, 0
    levels = int(rng.integers(1, n + 1))
    s = rng.integers(0, levels, size=n) / levels + 0.3 * y * rng.random()
    return y, np.round(s, 3)


def _mann_whitney(y: npt.NDArray[np.int_], s: FloatArray) -> float:
    """P(score of a random positive > score of a random negative), ties counted 1/2."""
    pos, neg = s[y == 1][:, None], s[y == 0][None, :]
    return float(((pos > neg).sum() + 0.5 * (pos == neg).sum()) / (pos.size * neg.size))


@claim(
    "dg2006.auc_roc_wmw",
    f"{SOURCE}, Sec. 4 (citing Cortes & Mohri 2003)",
    "The area under the ROC curve (AUC-ROC) can be calculated by using the trapezoidal areas "
    "created between each ROC point, and is equivalent to the Wilcoxon-Mann-Whitney statistic.",
)
def auc_roc_wmw() -> CheckResult:
    """AUC-ROC by trapezoids (tied scores one straight segment) equals Mann-Whitney, ties 1/2.

    500 random data sets of 2 to 60 samples, scores drawn from few levels; the trapezoidal area
    of :func:`numeric.data.auc.auc_roc_score` against pair counting over every (positive, negative)
    pair.
    """
    rng = np.random.default_rng(_SEED)
    worst, n_ties = 0.0, 0
    n_sets = 500
    for _ in range(n_sets):
        y, s = _random_tied_data(rng)
        n_ties += int(np.unique(s).size < s.size)
        worst = max(worst, abs(auc_roc_score(y, s) - _mann_whitney(y, s)))
    holds = worst <= 1e-12
    evidence = (
        f"{n_sets} random data sets ({n_ties} with tied scores): largest |trapezoid AUC - "
        f"Mann-Whitney (ties 1/2)| = {worst:.1e}."
    )
    return decide(holds, False, evidence, basis=RandomSample(n_sets))


_STATEMENT = (
    "As the level of Recall varies, the Precision does not necessarily change linearly due to the "
    "fact that FP replaces FN in the denominator of the Precision metric. In these cases, linear "
    "interpolation is a mistake that yields an overly-optimistic estimate of performance."
)


def _segment_gaps(tp0: FloatArray, fp0: FloatArray, tp1: FloatArray, fp1: FloatArray,
                  n_pos: float) -> tuple[FloatArray, FloatArray]:
    """Per segment: ``D = FP_A TP_B - FP_B TP_A`` and straight line minus exact area.

    The straight line joins the end precisions; a segment leaving TP = 0 starts at its limit
    precision ``TP_B/(TP_B + FP_B)`` when ``FP_A = 0`` (the precision along it is constant).
    """
    p1 = tp1 / (tp1 + fp1)
    with np.errstate(invalid="ignore", divide="ignore"):
        p0 = np.where(tp0 > 0, tp0 / (tp0 + fp0), np.where(fp0 > 0, 0.0, p1))
    linear = (tp1 - tp0) / n_pos * 0.5 * (p0 + p1)
    exact = np.asarray(segment_area(tp0, fp0, tp1, fp1, n_pos))
    return fp0 * tp1 - fp1 * tp0, linear - exact


def precision_curvature_identities() -> bool:
    """Whether sympy confirms the derivatives of precision along an interpolation segment.

    Along a segment, precision t/((1 + s) t + m) has p' = m/(.)^2 and p'' = -2 (1 + s) m/(.)^3
    with m = D/(TP_B - TP_A): convex (chord above) iff D < 0.

    Examples
    --------
    >>> precision_curvature_identities()
    True
    """
    t, s_ = sp.symbols("t s", positive=True)
    m = sp.Symbol("m", real=True)
    p = t / ((1 + s_) * t + m)
    d1 = sp.simplify(sp.diff(p, t) - m / ((1 + s_) * t + m) ** 2) == 0
    d2 = sp.simplify(sp.diff(p, t, 2) + 2 * (1 + s_) * m / ((1 + s_) * t + m) ** 3) == 0
    ta, fa, tb, fb = sp.symbols("TP_A FP_A TP_B FP_B", positive=True)
    slope = (fb - fa) / (tb - ta)
    m_is_d = sp.simplify((fa - slope * ta) - (fa * tb - fb * ta) / (tb - ta)) == 0
    return bool(d1 and d2 and m_is_d)


@claim(
    "dg2006.interpolation_nonlinear.hull",
    f"{SOURCE}, Sec. 4, on the achievable curve of Cor. 3.1",
    _STATEMENT,
)
def interpolation_hull() -> CheckResult:
    """On hull (achievable) curves the straight line over-estimates every segment: it holds.

    Proof (sympy, :func:`precision_curvature_identities`): along a segment from A to B (FP = FP_A +
    s (TP - TP_A)) the precision t/((1 + s) t + m), m = D/(TP_B - TP_A), D = FP_A TP_B - FP_B TP_A,
    is convex when D < 0 (precision falls) and concave when D > 0, so the chord lies above the
    curve iff D <= 0. On a concave (hull) ROC curve from the origin, TP/FP falls from vertex to
    vertex, i.e. D <= 0 on every segment. Sampled confirmation: the ROC convex hull of 500 random
    tied data sets (:func:`numeric.data.hull.achievable_pr_curve`, Cor. 3.1), every hull segment.
    """
    symbolic = precision_curvature_identities()
    rng = np.random.default_rng(_SEED + 2)
    n_seg = n_over = n_rising = n_under = 0
    for _ in range(500):
        y, s = _random_tied_data(rng)
        hull = achievable_pr_curve(y, s)  # the ROC hull's vertices, in counts
        tp, fp = hull.tp, hull.fp
        keep = tp[1:] > tp[:-1]
        d, gap = _segment_gaps(tp[:-1][keep], fp[:-1][keep], tp[1:][keep], fp[1:][keep],
                               hull.n_pos)
        n_seg += d.size
        n_rising += int(np.sum(d > 0))
        n_under += int(np.sum(gap < -1e-12))
        n_over += int(np.sum(gap > 1e-12))
    evidence = (
        f"sympy: precision along a segment is convex iff D = FP_A TP_B - FP_B TP_A < 0, and m = "
        f"D/(TP_B - TP_A) ({symbolic}). On {n_seg} hull segments of 500 random tied data sets: "
        f"precision rises (D > 0) on {n_rising}, the straight line is below the exact area on "
        f"{n_under} and strictly above it on {n_over} (the rest are exact: D = 0)."
    )
    holds = symbolic and n_rising == 0 and n_under == 0 and n_over > 0
    return decide(holds, False, evidence, basis=SymbolicIdentity())


@claim(
    "dg2006.interpolation_nonlinear.general",
    f"{SOURCE}, Sec. 4, for PR curves in general",
    _STATEMENT,
)
def interpolation_general() -> CheckResult:
    """In general (every-threshold empirical curves) linear interpolation can under-estimate.

    For 500 random tied data sets, the area of straight lines through the PR points (from
    :func:`numeric.data.curves.precision_recall_full_curve`, recall-0 end at its limit) is compared
    with the exact area of Davis & Goadrich's interpolation (:func:`numeric.data.auc.auc_pr_score`),
    and segment by segment with the sign of ``D`` (the straight line is above the exact area iff
    D < 0). Refuted by verified counterexamples, the smallest by hand.
    """
    rng = np.random.default_rng(_SEED + 1)
    n_sets = 500
    over = under = 0
    largest_over = largest_under = 0.0
    segments_checked = sign_rule_violations = 0
    for _ in range(n_sets):
        y, s = _random_tied_data(rng)
        precision, recall, _ = precision_recall_full_curve(y, s)
        linear = float(np.sum(np.diff(recall) * 0.5 * (precision[1:] + precision[:-1])))
        gap = linear - auc_pr_score(y, s)
        if gap > 1e-12:
            over += 1
            largest_over = max(largest_over, gap)
        elif gap < -1e-12:
            under += 1
            largest_under = max(largest_under, -gap)
        st = steps_from_counts(threshold_counts(y, s))
        d, diff = _segment_gaps(st.tp0, st.fp0, st.tp1, st.fp1, st.n_pos)
        tol = 1e-12
        bad = ((d < 0) & (diff < -tol)) | ((d > 0) & (diff > tol)) | ((d == 0) & (abs(diff) > tol))
        sign_rule_violations += int(bad.sum())
        segments_checked += d.size
    # The smallest counter-example, by hand: one negative ranked above one positive. Validated:
    # the straight line from (0, 0) to (1, 1/2) has area 1/4 exactly; the exact area, from the
    # integer counts (TP, FP) = (0, 0), (0, 1), (1, 1), is 1 - ln 2, enclosed in an interval.
    y_min, s_min = np.array([0, 1]), np.array([1.0, 0.0])
    p_min, r_min, _ = precision_recall_full_curve(y_min, s_min)
    lin_min = float(np.sum(np.diff(r_min) * 0.5 * (p_min[1:] + p_min[:-1])))
    exact_min = auc_pr_score(y_min, s_min)
    curve = count_curve(y_min, s_min)
    enclosed = auc_pr_enclosure(curve)
    lin_exact = Fraction(1, 2) * (0 + Fraction(curve[-1][0], sum(curve[-1])))  # (r 0..1) x mean p
    counterexample = (curve == [(0, 0), (0, 1), (1, 1)] and lin_min == float(lin_exact)
                      and iv_below(ivq(lin_exact), enclosed))
    evidence = (
        f"{n_sets} random data sets: straight lines above the exact area in {over} (largest "
        f"over-estimate {largest_over:.4f}), below it in {under} (largest under-estimate "
        f"{largest_under:.4f}). Segment by segment ({segments_checked} segments), the straight "
        f"line is above the exact area where precision falls (D < 0) and below where it rises "
        f"(D > 0): {sign_rule_violations} exceptions. Smallest case, one negative ranked above "
        f"one positive: exact {exact_min:.6f} = 1 - ln 2, straight line {lin_min:.6f}."
    )
    truth = (
        "Linear interpolation is wrong, but optimistic only where precision falls. Along a segment "
        "from A to B the straight line over-estimates iff D = FP_A TP_B - FP_B TP_A < 0 (precision "
        "falls), under-estimates iff D > 0 (precision rises) and is exact iff D = 0. On the "
        "achievable (hull) curve of Cor. 3.1 D <= 0 on every segment, so there it always "
        "over-estimates (dg2006.interpolation_nonlinear.hull); on every-threshold empirical curves "
        "each unit-TP step with FP_A > 0 has D > 0 and the straight lines can be too low: here for "
        f"{under} of {n_sets} data sets (too high for {over})."
    )
    witness = Witness.from_curve("one negative ranked above one positive", curve)
    evidence += (f" Validated: straight line 1/4 < enclosed exact area "
                 f"{enclosure_str(enclosed, 10)} ({counterexample}); the witness "
                 f"{witness.exact().describe()}.")
    if under > 0 and counterexample and sign_rule_violations == 0:
        return CheckResult("refuted", evidence, truth, RandomSample(n_sets, "interval"), (
            "It would hold (for every curve) only if every segment had D <= 0, i.e. for "
            "curves whose TP/FP never rises: the hull curves of dg2006.interpolation_nonlinear."
            "hull."), (witness,))
    return decide(under == 0 and sign_rule_violations == 0, False, evidence,
                  basis=RandomSample(n_sets))
