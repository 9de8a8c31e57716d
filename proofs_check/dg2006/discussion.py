"""Davis & Goadrich (ICML 2006), Secs. 1 and 5: why PR analysis shows what ROC analysis hides,
and where the AUC-PR of Fig. 7's curve I comes from."""

from __future__ import annotations

from fractions import Fraction

from proofs_check._exact import auc_pr_enclosure, enclosure_str, iv_below, ivq, workdps
from proofs_check._registry import CheckResult, claim, decide
from proofs_check.evidence import ExactArithmetic, ValidatedEnclosure

__all__ = ["fp_effect", "low_recall_contribution"]

SOURCE = "Davis & Goadrich (ICML 2006)"


@claim(
    "dg2006.sec1.fp_effect",
    f"{SOURCE}, Sec. 1",
    "Consequently, a large change in the number of false positives can lead to a small change in "
    "the false positive rate used in ROC analysis. Precision, on the other hand, by comparing "
    "false positives to true positives rather than true negatives, captures the effect of the "
    "large number of negative examples on the algorithm's performance.",
    line=75, quote="Consequetly, a large changein the number of false positivescan lead to a "
    "small change in the false positive rate used in ROC analysis.",
    quantifier="existential",
)
def fp_effect() -> CheckResult:
    """With 10,000 negatives FP 50 -> 500 moves the FPR by 9/200 and precision by 9/22 (exact)."""
    n_neg, tp = 10_000, 50
    d_fpr = Fraction(500 - 50, n_neg)
    d_prec = Fraction(tp, tp + 50) - Fraction(tp, tp + 500)
    ok = d_fpr < Fraction(1, 20) and d_prec > Fraction(2, 5)
    evidence = (f"N- = 10,000, TP = 50: FP 50 -> 500 changes the FPR by {d_fpr} and precision by "
                f"{d_prec}.")
    return decide(ok, False, evidence, basis=ExactArithmetic(), other_way=(
        "With few negatives the FPR moves as much: 'can' is existential."))


@claim(
    "dg2006.sec5.low_recall_contribution",
    f"{SOURCE}, Sec. 5, Fig. 7",
    "This is because in PR space the main contribution comes from achieving a lower Recall range "
    "with higher Precision.",
    line=565, quote="is becausein PR spacethe main cortribution comes from achieving a lower "
    "Recall range with higher Precision",
    quantifier="particular",
)
def low_recall_contribution() -> CheckResult:
    """Curve I (reconstructed): recall [0, 0.45] at precision 1 gives 0.45 of its AUC-PR 0.514.

    Curve I ranks 9 of 20 positives above every negative (dg2006.sec5.fig7): the area over
    recall [0, 9/20] is 9/20 exactly; the whole area is enclosed from the integer counts.
    """
    from proofs_check.dg2006.theorems import fig7_matches

    curve_i = fig7_matches()[0]
    if not curve_i:
        return CheckResult("error", "curve I could not be reconstructed")
    _, t1, f2, t2 = curve_i[0]
    total = auc_pr_enclosure([(0, 0), (t1, 0), (t2, f2), (20, 2000)])
    low = Fraction(t1, 20)
    with workdps():
        share = ivq(low) / total
    ok = iv_below(ivq(Fraction(3, 4)), share)
    evidence = (f"Curve I: the first {t1} positives at precision 1 give area {low} over recall "
                f"[0, {low}], of a total AUC-PR {enclosure_str(total, 5)}: share "
                f"{enclosure_str(share, 4)} > 3/4.")
    return decide(ok, False, evidence, basis=ValidatedEnclosure(), other_way=(
        "It would be refuted if most of curve I's area came from recall above 0.45; 12% does."))
