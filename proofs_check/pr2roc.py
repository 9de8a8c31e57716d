"""Checks of the behaviours the ``pr2roc`` README promises (github.com/ameya98/pr2roc).

The README (``seeds/pr2roc_readme.txt``) describes a method, not a theorem; each statement below is
checked as a claim about that method, with a witness where it fails. The package itself is not
run here: its method is re-implemented literally where needed (equally spaced FPR, linear TPR),
and :mod:`numeric.geometry.curve_conversion` is the corrected implementation.
"""

from __future__ import annotations

import random

import numpy as np
import sympy as sp

from analytic.confusion import counts_to_pr, counts_to_roc, pr_to_roc, roc_to_pr
from numeric.geometry.curve_conversion import PRCurve, ROCCurve
from proofs_check import ranking
from proofs_check._registry import CheckResult, claim, decide, refuted_if

__all__ = ["overestimates", "ratio_suffices", "resample_equal_fpr", "round_trip"]

SOURCE = "pr2roc README (github.com/ameya98/pr2roc)"


@claim(
    "pr2roc.readme.ratio",
    f"{SOURCE}, introduction",
    "Resample classifier precision-recall curves correctly by interconverting between PR and ROC "
    "space! The only requirement is to know the proportion of actual positives to actual "
    "negatives in the dataset, which depends only on the true labels.",
)
def ratio_suffices() -> CheckResult:
    """The class ratio determines ROC from PR for recall > 0, but not at recall 0 (witness).

    Exact rationals: 500 random confusion matrices with TP >= 1 convert PR -> ROC with the skew
    alone and come back exactly (Davis & Goadrich Thm 3.1). Witness at recall 0: (TP, FP) = (0, 3)
    and (0, 7) with N+ = N- = 10 have the same PR point but ROC points FPR 0.3 and 0.7.
    """
    rng = random.Random(2020)
    for _ in range(500):
        n_pos, n_neg = rng.randint(1, 100), rng.randint(1, 1000)
        tp, fp = rng.randint(1, n_pos), rng.randint(0, n_neg)
        pr = counts_to_pr(tp, fp, n_pos)
        roc = pr_to_roc(pr.recall, pr.precision, skew=sp.Rational(n_neg, n_pos))
        if roc != counts_to_roc(tp, fp, n_pos, n_neg):
            return CheckResult("error", f"PR -> ROC failed for recall > 0 at ({tp}, {fp})", None,
                               "arithmetic")
    same_pr = counts_to_pr(0, 3, 10) == counts_to_pr(0, 7, 10)
    roc_a, roc_b = counts_to_roc(0, 3, 10, 10), counts_to_roc(0, 7, 10, 10)
    evidence = (
        "500 random confusion matrices with recall > 0: PR -> ROC from the skew alone is exact "
        f"(rationals). Witness at recall 0, N+ = N- = 10: (TP, FP) = (0, 3) and (0, 7) share the "
        f"PR point (0, 0) ({same_pr}) but have ROC points ({roc_a.fpr}, 0) and ({roc_b.fpr}, 0); "
        "the ROC point (0, 0) has precision 0/0."
    )
    truth = (
        "The ratio suffices for every point with recall > 0 (Davis & Goadrich Thm 3.1); a PR point "
        "of recall 0 does not determine its ROC point (any FPR), and ROC (0, 0) has no precision. "
        "A correct converter must read recall-0 points by convention (numeric.geometry."
        "curve_conversion: the recall -> 0 limit at (0, 0), the pessimistic FPR otherwise)."
    )
    return refuted_if(same_pr and roc_a != roc_b, evidence, truth, "arithmetic")


@claim(
    "pr2roc.readme.round_trip",
    f"{SOURCE}, Usage",
    "pr = PRCurve(zip([0.25, 0.4, 0.5], [0.5, 0.3, 0.25]), pos_neg_ratio=0.25); roc = pr.to_roc(); "
    "pr_reconverted = roc.to_pr(); assert allclose(pr_reconverted.points(), pr.points()) -- "
    "'You can re-convert the ROC curve back to a PR curve!'",
)
def round_trip() -> CheckResult:
    """PR -> ROC -> PR is the identity for recall > 0: symbolically, and on the README example.

    sympy: ``roc_to_pr(pr_to_roc(r, p))`` simplifies to ``(r, p)`` for r, p in (0, 1], any skew;
    the README example converted in exact rationals and with :class:`numeric.PRCurve`.
    """
    r, p, a = sp.symbols("r p a", positive=True)
    roc = pr_to_roc(r, p, skew=a)
    back = roc_to_pr(roc.fpr, roc.tpr, skew=a)
    symbolic = sp.simplify(back.recall - r) == 0 and sp.simplify(back.precision - p) == 0
    skew = sp.Rational(4)  # pos_neg_ratio = 0.25 = N+/N-
    points = [(sp.Rational(1, 4), sp.Rational(1, 2)), (sp.Rational(2, 5), sp.Rational(3, 10)),
              (sp.Rational(1, 2), sp.Rational(1, 4))]
    exact = True
    for rr, pp in points:
        q = pr_to_roc(rr, pp, skew=skew)
        b = roc_to_pr(q.fpr, q.tpr, skew=skew)
        exact &= (b.recall, b.precision) == (rr, pp)
    curve = PRCurve([0.25, 0.4, 0.5], [0.5, 0.3, 0.25], skew=4.0)  # pos_neg_ratio 0.25
    numeric_ok = bool(np.allclose(curve.to_roc().to_pr().points(), curve.points()))
    evidence = (
        f"sympy: PR -> ROC -> PR = identity for recall, precision > 0 ({symbolic}); the README's "
        f"three points round-trip exactly in rationals ({exact}) and with numeric.PRCurve "
        f"({numeric_ok})."
    )
    return decide(bool(symbolic and exact and numeric_ok), False, evidence,
                  method="symbolic proof")


@claim(
    "pr2roc.readme.resample",
    f"{SOURCE}, How does the resampling work?",
    "Convert a PR curve to its corresponding ROC curve [...] Interpolate the ROC curve. Here, we "
    "interpolate at equally spaced values of FPR, linearly interpolating the TPR values between "
    "adjacent points. Convert the interpolated ROC curve back to PR space, giving us an "
    "interpolated PR curve.",
)
def resample_equal_fpr() -> CheckResult:
    """Resampling at equally spaced FPR loses vertical ROC segments (witness: area lost).

    A ROC curve that rises vertically (positives ranked above every negative) has several TPR at
    one FPR; a function of FPR keeps one. Witness: ROC (0, 0), (0, 0.5), (0.5, 0.75), (1, 1) --
    half the positives ranked first -- resampled as the README says (100 FPR values, ``np.interp``):
    the exact AUC-PR (:meth:`numeric.ROCCurve.to_pr`) of the original and of the resampled curve,
    at skews 1 and 100. Resampling at equally spaced TPR (recall) instead has the mirror problem
    on horizontal segments; :meth:`numeric.PRCurve.resample` interpolates along the curve.
    """
    fpr, tpr = np.array([0.0, 0.0, 0.5, 1.0]), np.array([0.0, 0.5, 0.75, 1.0])
    grid = np.linspace(0.0, 1.0, 100)
    tpr_grid = np.interp(grid, fpr, tpr)
    rows, lost = [], []
    for skew in (1.0, 100.0):
        exact = ROCCurve(fpr, tpr, skew).to_pr().auc()
        resampled = ROCCurve(grid, tpr_grid, skew).to_pr().auc()
        rows.append(f"skew {skew:g}: original {exact:.4f}, resampled {resampled:.4f}")
        lost.append(exact - resampled)
    evidence = (
        f"Vertical ROC segment (0, 0) -> (0, 0.5): np.interp gives TPR {tpr_grid[0]:g} at FPR 0, "
        "so the resampled curve starts at recall 0.5 and the precision-1 stretch is lost; "
        + "; ".join(rows) + "."
    )
    truth = (
        "Equally spaced FPR cannot represent a vertical ROC segment (a tie in FPR: positives "
        "ranked with no negative between them); the resampled PR curve then loses that stretch "
        f"(here {lost[0]:.3f} of AUC-PR at skew 1, {lost[1]:.3f} at skew 100). Resample along "
        "the curve (by arc or by segment), keeping every original vertex, as "
        "numeric.PRCurve.resample does."
    )
    return refuted_if(all(x > 0.1 for x in lost), evidence, truth, "arithmetic")


@claim(
    "pr2roc.readme.overestimates",
    f"{SOURCE}, How does the resampling work?",
    "In ROC space, linear interpolation between points on a 'discrete' ROC curve is valid, because "
    "all points on the convex hull of a ROC curve are attainable. However, linear interpolation is "
    "not justified in PR space, because it over-estimates the performance of the classifier.",
)
def overestimates() -> CheckResult:
    """Linear PR interpolation over-estimates on hull curves only (as for Davis & Goadrich).

    Reuses :func:`proofs_check.ranking.interpolation_hull` (holds: symbolic proof) and
    :func:`proofs_check.ranking.interpolation_general` (refuted: counterexamples).
    """
    hull = ranking.interpolation_hull.run()
    general = ranking.interpolation_general.run()
    evidence = f"On hull curves: {hull.evidence} In general: {general.evidence}"
    if hull.status == "holds" and general.status == "refuted":
        return CheckResult("refuted", evidence, general.truth, "sampled evidence")
    return CheckResult("error", f"inconclusive: {evidence}", None, "sampled evidence")
