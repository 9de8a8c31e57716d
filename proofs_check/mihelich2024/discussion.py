"""Sentences of Mihelich, Castagnos & Dognin (2024) outside the theorems: the contribution claimed
in the introduction, the area AUC' of Sec. 3.2, the normalized AUC-PR of Sec. 3.5 and the
numbers of Davis & Goadrich's example quoted in Sec. 4.
"""

from __future__ import annotations

from fractions import Fraction

import sympy as sp

from analytic.boyd import auc_npr, global_min_auc_pr
from analytic.confusion import roc_to_pr
from analytic.mihelich import auc_pr_max
from proofs_check._exact import auc_pr_enclosure, auc_roc_fraction, enclosure_str, iv_below, ivq
from proofs_check._registry import CheckResult, claim, decide, refuted_if
from proofs_check.derivation import is_zero
from proofs_check.evidence import ExhaustiveEnumeration, SymbolicIdentity, ValidatedEnclosure

__all__ = [
    "auc_prime", "dg_example_numbers", "map_not_new", "normalized_range", "roc_hat_increasing",
]

SOURCE = "Mihelich, Castagnos & Dognin (2024)"


@claim(
    "mihelich2024.sec1.map_not_found_elsewhere",
    f"{SOURCE}, Sec. 1 (contributions)",
    "We establish an exact analytical expression for the transformation between ROC and PR "
    "curves. This expression, that we have not found elsewhere",
    line=14, quote="1. We establish an exact analytical expression for the transformation "
    "between ROC and PR curves. This expression, that we have not found elsewhere",
    quantifier="particular",
)
def map_not_new() -> CheckResult:
    """Eq. (1) is Davis & Goadrich's Thm 3.1 in rates, and the pr2roc package's map (sympy).

    Davis & Goadrich (2006), Thm 3.1 and Fig. 2, define the correspondence through the confusion
    matrix: recall = TP/(TP + FN) = TPR, precision = TP/(TP + FP); with TP = TPR N+ and FP =
    FPR N- this is (FPR, TPR) -> (TPR, TPR/(TPR + a FPR)), eq. (1). The pr2roc package (2019,
    seeds/pr2roc_readme.txt) computes precision = 1/(1 + FPR/(TPR ratio)) with ratio = N+/N-,
    the same map.
    """
    fpr, tpr, n_pos, a = sp.symbols("FPR TPR N_pos a", positive=True)
    tp, fp = tpr * n_pos, fpr * a * n_pos
    eq1 = roc_to_pr(fpr, tpr, skew=a)
    dg = is_zero(eq1.recall - tp / n_pos) and is_zero(eq1.precision - tp / (tp + fp))
    pr2roc = is_zero(eq1.precision - 1 / (1 + (fpr / tpr) / (1 / a)))
    evidence = ("sympy: eq. (1) equals Davis & Goadrich's count definitions with TP = TPR N+, "
                f"FP = FPR N- ({'yes' if dg else 'no'}) and pr2roc's precision 1/(1 + FPR/(TPR "
                f"ratio)), ratio = N+/N- ({'yes' if pr2roc else 'no'}).")
    truth = ("The expression follows in one line from Davis & Goadrich (2006)'s Thm 3.1 and its "
             "definitions (Fig. 2), and the pr2roc package implements it; what is new is its use "
             "for the bounds of Sec. 3.")
    return refuted_if(dg and pr2roc, evidence, truth, SymbolicIdentity(), other_way=(
        "It would hold if no earlier source wrote the map in rates; Davis & Goadrich state it "
        "through the confusion matrix, a one-line substitution away."))


@claim(
    "mihelich2024.sec3.2.auc_prime",
    f"{SOURCE}, Sec. 3.2",
    "We will denote by AUC'_ROC = 1 - AUC_ROC the area under the curve in the ROC-hat space.",
    line=101, quote="We will denote by $AUC'_{ROC} = 1 - AUC_{ROC}$ the area under the curve in "
    "the \\widehat{ROC} space.",
)
def auc_prime() -> CheckResult:
    """The area under the swapped curve (FPR as a function of TPR) is 1 - AUC-ROC (sympy).

    On a segment from (x_0, y_0) to (x_1, y_1) in ROC space the two trapezoids, under y over x
    and under x over y, add up to x_1 y_1 - x_0 y_0; summed over a monotone path from (0, 0) to
    (1, 1) they telescope to 1, so AUC' = 1 - AUC-ROC for every ROC curve of straight segments.
    """
    x0, y0, x1, y1 = sp.symbols("x0 y0 x1 y1", nonnegative=True)
    per_segment = is_zero((x1 - x0) * (y0 + y1) / 2 + (y1 - y0) * (x0 + x1) / 2
                          - (x1 * y1 - x0 * y0))
    evidence = ("sympy: trapezoid under y plus trapezoid under x on one segment = x_1 y_1 - "
                f"x_0 y_0 ({'yes' if per_segment else 'no'}); along a path from (0, 0) to (1, 1) "
                "the sum telescopes to 1.")
    return decide(per_segment, False, evidence, basis=SymbolicIdentity(), other_way=(
        "It would fail for a curve not ending at (1, 1); ROC curves do."))


@claim(
    "mihelich2024.sec3.5.normalized_range",
    f"{SOURCE}, Sec. 3.5",
    "They use this minimum value to define a normalized AUC_PR which, like the AUC_ROC, can take "
    "all values between 0 and 1.",
    line=290, quote="In their article (Boyd et al., 2012), the authors find in their Theorem 2 an "
    "expression of the global minimum of the AUC_{PR}",
)
def normalized_range() -> CheckResult:
    """Over ROC curves of a fixed skew, AUCNPR takes every value in [0, 1] (sympy).

    The maximum AUC-PR at AUC-ROC 1 - c (Thm 3.5, proven: mihelich2024.thm3.5.max) is continuous
    in c, equals 1 at c = 0 and the global minimum at c = 1, and is attained; so the attained
    AUC-PR values fill [global min, 1], and AUCNPR = (x - min)/(1 - min), increasing and affine,
    maps that interval onto [0, 1]. (A finite data set has finitely many values: the sentence is
    about curves.)
    """
    a, c, x = sp.symbols("a c x", positive=True)
    top = sp.simplify(auc_pr_max(a, 1 - c).subs(c, 0))
    bottom = is_zero(auc_pr_max(a, 1 - c).subs(c, 1) - global_min_auc_pr(a))
    zero = is_zero(auc_npr(global_min_auc_pr(a), a))
    one = is_zero(auc_npr(sp.Integer(1), a) - 1)
    slope = sp.simplify(sp.diff(auc_npr(x, a), x))
    ok = top == 1 and bottom and zero and one
    evidence = (f"sympy: Thm 3.5's maximum is {top} at AUC-ROC 1 and the global minimum at "
                f"AUC-ROC 0 ({'yes' if bottom else 'no'}); AUCNPR maps the global minimum to 0 "
                f"({'yes' if zero else 'no'}) and 1 to 1 ({'yes' if one else 'no'}) with slope "
                f"{slope} > 0.")
    return decide(bool(ok), False, evidence, basis=SymbolicIdentity(), other_way=(
        "Read for one finite data set, it fails: its rankings have finitely many AUC-PR values."))


@claim(
    "mihelich2024.sec4.dg_example",
    f"{SOURCE}, Sec. 4 (quoting Davis & Goadrich 2006, Fig. 7)",
    "In their article, (Davis & Goadrich, 2006) prove that algorithms that optimize the AUC_ROC "
    "do not necessarily optimize the AUC_PR by giving the example of 2 classifiers for a dataset "
    "with a = 100 [...] (0.875 versus 0.813) [...] (0.514 versus 0.038).",
    line=318, quote="In their article, (Davis & Goadrich, 2006) prove that algorithms that "
    "optimize the AUC_{ROC} do not necessarily optimize the AUC_{PR}",
    quantifier="particular",
)
def dg_example_numbers() -> CheckResult:
    """a = 2000/20 = 100, and DG's reconstructed curves give 0.813/0.875 and 0.514/0.038.

    Davis & Goadrich's data set has 20 positives and 2000 negatives; their curves I and II,
    reconstructed (dg2006.sec5.fig7), have exact AUC-ROC and enclosed AUC-PR at the quoted
    3 decimals.
    """
    from proofs_check.dg2006.theorems import fig7_matches

    curve_i, curve_ii, _, _ = fig7_matches()
    if not (curve_i and curve_ii):
        return CheckResult("error", "Fig. 7's curves could not be reconstructed")
    _, t1, f2, t2 = curve_i[0]
    f, t = curve_ii[0]
    counts = {"I": [(0, 0), (t1, 0), (t2, f2), (20, 2000)], "II": [(0, 0), (t, f), (20, 2000)]}
    rows, ok = [], Fraction(2000, 20) == 100
    for name, roc_text, pr_text in (("I", "0.813", "0.514"), ("II", "0.875", "0.038")):
        roc, pr = auc_roc_fraction(counts[name]), auc_pr_enclosure(counts[name])
        half = Fraction(1, 2000)
        ok &= abs(roc - Fraction(roc_text)) < half
        ok &= iv_below(ivq(Fraction(pr_text) - half), pr) and iv_below(
            pr, ivq(Fraction(pr_text) + half))
        rows.append(f"curve {name}: AUC-ROC {float(roc):.4f}, AUC-PR {enclosure_str(pr, 5)}")
    evidence = ("a = 2000/20 = 100; reconstructed " + "; ".join(rows) + ": the quoted numbers at "
                f"3 decimals ({'yes' if ok else 'no'}).")
    return decide(ok, False, evidence, basis=ValidatedEnclosure(), other_way=(
        "It would be refuted if the quoted numbers differed from Davis & Goadrich's; they match."))


@claim(
    "mihelich2024.sec3.3.increasing",
    f"{SOURCE}, Sec. 3.3",
    "First, let's remark that the ROC curve is always increasing, not necessarily continuously. "
    "As a result, in the ROC-hat space, the curve will also be increasing.",
    line=115, quote="First, let's remark that the ROC curve is always increasing, not "
    "necessarily continuously. As a result, in the \\widehat{ROC} space, the curve will also be "
    "increasing.",
)
def roc_hat_increasing() -> CheckResult:
    """A count curve never decreases in TP or FP, so its swap (FPR over TPR) also increases.

    Every labelling of 1..10 examples over three score levels (ties make the curve jump): each
    step of the count curve adds to TP or FP and subtracts from neither, so FPR is a
    non-decreasing function of TPR along the path (vertical jumps where TPR stays: "not
    continuously").
    """
    import itertools

    import numpy as np

    from proofs_check._exact import count_curve

    cases, jumps, ok = 0, 0, True
    for n in range(2, 11):
        for labels in itertools.product((0, 1), repeat=n):
            if not 0 < sum(labels) < n:
                continue
            scores = np.arange(n) % 3  # three levels: tied groups of mixed labels
            curve = count_curve(np.array(labels), scores)
            steps = list(itertools.pairwise(curve))
            ok &= all(t1 >= t0 and f1 >= f0 for (t0, f0), (t1, f1) in steps)
            jumps += any(t1 == t0 for (t0, _), (t1, _) in steps)
            cases += 1
    evidence = (f"{cases} labelled data sets of 2..10 examples over three score levels: every "
                f"count curve non-decreasing in TP and FP ({'yes' if ok else 'no'}), {jumps} with "
                "a step at constant TP (FPR jumps at one TPR in the ROC-hat space).")
    return decide(ok, False, evidence, basis=ExhaustiveEnumeration(
        "every labelling of 2..10 examples over three score levels"), other_way=(
        "It would be refuted by a threshold whose lowering removed a positive or a negative; "
        "lowering a threshold only adds examples."))
