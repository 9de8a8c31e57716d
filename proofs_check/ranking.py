"""Checks of Davis & Goadrich's (ICML 2006) statements about curves computed from ranked data.

* ``dg2006.auc_roc_wmw`` -- the trapezoidal AUC-ROC is the Wilcoxon-Mann-Whitney statistic.
* ``dg2006.interpolation_nonlinear`` -- linear interpolation in PR space is "overly-optimistic".

Both run on many random data sets with heavy ties (scores drawn from a few levels), computed by
:mod:`numeric.data.auc` / :mod:`numeric.data.curves` and compared with an independent computation:
pair counting for the first, the straight-line (trapezoid) area through the same PR points for the
second.
"""

from __future__ import annotations

import numpy as np

from numeric.data.auc import auc_pr_score, auc_roc_score
from numeric.data.counts import steps_from_counts, threshold_counts
from numeric.data.curves import precision_recall_curve
from numeric.geometry.interpolation import segment_area
from proofs_check._registry import claim

__all__ = ["auc_roc_wmw", "interpolation_nonlinear"]

SOURCE = "Davis & Goadrich (ICML 2006)"
_SEED = 2006


def _random_tied_data(
    rng: np.random.Generator, max_size: int = 60
) -> tuple[np.ndarray, np.ndarray]:
    """Labels with both classes and scores from a few levels (many ties)."""
    n = int(rng.integers(2, max_size + 1))
    y = (rng.random(n) < rng.uniform(0.05, 0.95)).astype(int)
    y[0], y[1] = 1, 0
    levels = int(rng.integers(1, n + 1))
    s = rng.integers(0, levels, size=n) / levels + 0.3 * y * rng.random()
    return y, np.round(s, 3)


def _mann_whitney(y: np.ndarray, s: np.ndarray) -> float:
    """P(score of a random positive > score of a random negative), ties counted 1/2."""
    pos, neg = s[y == 1][:, None], s[y == 0][None, :]
    return float(((pos > neg).sum() + 0.5 * (pos == neg).sum()) / (pos.size * neg.size))


@claim(
    "dg2006.auc_roc_wmw",
    f"{SOURCE}, Sec. 4 (citing Cortes & Mohri 2003)",
    "The area under the ROC curve (AUC-ROC) can be calculated by using the trapezoidal areas "
    "created between each ROC point, and is equivalent to the Wilcoxon-Mann-Whitney statistic.",
)
def auc_roc_wmw() -> tuple[bool, str, str | None]:
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
    return holds, evidence, None if holds else "the trapezoidal area differs from Mann-Whitney"


@claim(
    "dg2006.interpolation_nonlinear",
    f"{SOURCE}, Sec. 4",
    "As the level of Recall varies, the Precision does not necessarily change linearly [...]. "
    "In these cases, linear interpolation is a mistake that yields an overly-optimistic "
    "estimate of performance.",
)
def interpolation_nonlinear() -> tuple[bool, str, str | None]:
    """Straight lines between PR points versus the exact interpolated area, on random data.

    For 500 random tied data sets, the area of straight lines through the PR points (from
    :func:`numeric.data.curves.precision_recall_curve`, recall-0 end at its limit) is compared with
    the exact area of Davis & Goadrich's interpolation (:func:`numeric.data.auc.auc_pr_score`), and
    segment by segment with the sign of ``D = FP_A TP_B - FP_B TP_A`` (precision falls along a
    segment iff ``D < 0``). The claim holds as stated only if the straight lines never give less.
    """
    rng = np.random.default_rng(_SEED + 1)
    n_sets = 500
    over = under = 0
    largest_over = largest_under = 0.0
    segments_checked = sign_rule_violations = 0
    for _ in range(n_sets):
        y, s = _random_tied_data(rng)
        precision, recall, _ = precision_recall_curve(y, s)
        linear = float(np.sum(np.diff(recall) * 0.5 * (precision[1:] + precision[:-1])))
        exact = auc_pr_score(y, s)
        gap = linear - exact
        if gap > 1e-12:
            over += 1
            largest_over = max(largest_over, gap)
        elif gap < -1e-12:
            under += 1
            largest_under = max(largest_under, -gap)
        # Segment by segment: straight line minus exact area, against the sign of D.
        st = steps_from_counts(threshold_counts(y, s))
        n_pos = st.n_pos
        p0 = np.where(st.tp0 + st.fp0 > 0, st.tp0 / np.maximum(st.tp0 + st.fp0, 1e-300),
                      st.tp1 / (st.tp1 + st.fp1))
        p1 = st.tp1 / (st.tp1 + st.fp1)
        seg_linear = (st.tp1 - st.tp0) / n_pos * 0.5 * (p0 + p1)
        seg_exact = np.asarray(segment_area(st.tp0, st.fp0, st.tp1, st.fp1, n_pos))
        d = st.fp0 * st.tp1 - st.fp1 * st.tp0
        diff = seg_linear - seg_exact
        tol = 1e-12
        bad = ((d < 0) & (diff < -tol)) | ((d > 0) & (diff > tol)) | ((d == 0) & (abs(diff) > tol))
        sign_rule_violations += int(bad.sum())
        segments_checked += d.size
    holds = under == 0
    # The smallest counter-example, by hand: one negative ranked above one positive.
    y_min, s_min = np.array([0, 1]), np.array([1.0, 0.0])
    p_min, r_min, _ = precision_recall_curve(y_min, s_min)
    lin_min = float(np.sum(np.diff(r_min) * 0.5 * (p_min[1:] + p_min[:-1])))
    exact_min = auc_pr_score(y_min, s_min)
    evidence = (
        f"{n_sets} random data sets: straight lines above the exact area in {over} (largest "
        f"over-estimate {largest_over:.4f}), below it in {under} (largest under-estimate "
        f"{largest_under:.4f}). Segment by segment ({segments_checked} segments), the straight "
        f"line is above the exact area where precision falls (D < 0) and below where it rises "
        f"(D > 0): {sign_rule_violations} exceptions. Smallest case, one negative ranked above "
        f"one positive: exact {exact_min:.6f} = 1 - ln 2, straight line {lin_min:.6f}."
    )
    truth = None if holds else (
        "Linear interpolation is wrong, but not always optimistic: along a segment from A to B "
        "precision is t/((1 + s) t + FP_A - s TP_A), convex where it falls (FP_A TP_B < FP_B TP_A; "
        "the straight line over-estimates, as in the paper's Fig. 6) and concave where it rises "
        "(the straight line under-estimates, e.g. after negatives ranked first). Over a whole "
        f"curve either can win: here the straight lines were too low for {under} of {n_sets} "
        f"data sets and too high for {over}. Through every threshold of tie-free data each "
        "segment of positive width is a pure TP step, along which precision rises, so there "
        "the straight lines are always too low; they are too high between distant points "
        "where FP grows along the segment (Fig. 6, or a sparse/hull curve)."
    )
    return holds, evidence, truth
