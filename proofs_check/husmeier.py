"""Checks of the statements on Dirk Husmeier's slides "Scoring the network reconstruction
accuracy" (``seeds/husmeier_slides_pr_vs_roc.txt``), which present Davis & Goadrich (2006).
"""

from __future__ import annotations

from fractions import Fraction

import sympy as sp

from analytic.interpolation import interpolated_precision
from proofs_check._registry import CheckResult, claim, decide
from proofs_check.evidence import ExactArithmetic, SymbolicIdentity

__all__ = ["correct_interpolation", "fp_effect", "linear_roc", "pr_fallacy"]

SOURCE = "Husmeier, slides on PR vs ROC curves"


@claim(
    "husmeier.fp_effect",
    f"{SOURCE}, 'Potential advantage of Precision-Recall (PR) over ROC curves'",
    "Large change in FP has a strong effect on the precision. Large change in FP may have a small "
    "effect on the false positive rate. Large number of negative examples (TN+FP)",
    line=128, quote="Large change in FP has a strong effect on the precision",
    quantifier="existential",
)
def fp_effect() -> CheckResult:
    """With many negatives, FP 50 -> 500 moves the FPR by 0.045 and precision by 0.41 (exact).

    Witness: 100 positives, 10,000 negatives, TP = 50: FP 50 -> 500 changes FPR from 1/200 to
    1/20 and precision from 1/2 to 1/11.
    """
    n_neg, tp = 10_000, 50
    d_fpr = Fraction(500, n_neg) - Fraction(50, n_neg)
    d_prec = Fraction(tp, tp + 50) - Fraction(tp, tp + 500)
    ok = d_fpr < Fraction(1, 20) and d_prec > Fraction(2, 5)
    evidence = (f"N- = 10,000, TP = 50: FP 50 -> 500 changes FPR by {d_fpr} and precision by "
                f"{d_prec} ({ok}).")
    return decide(ok, False, evidence, basis=ExactArithmetic(), other_way=(
        "With few negatives (N- close to FP) the FPR would move as much: 'may' is existential."))


@claim(
    "husmeier.linear_roc",
    f"{SOURCE}, 'Linear interpolation: straightforward for ROC curves'",
    "Linear interpolation: straightforward for ROC curves [...] True Positive Rate = TP/(TP+FN) "
    "<- Total number of edges = const [...] False Positive Rate = FP/(FP+TN) <- Total number of "
    "non-edges = const",
    line=142, quote="Linear interpolation: straightforward for ROC curves",
)
def linear_roc() -> CheckResult:
    """TPR and FPR are linear in (TP, FP) since their denominators are constant (proof).

    sympy: along TP = TP_A + x, FP = FP_A + s x, (FPR, TPR) = ((FP_A + s x)/N-, (TP_A + x)/N+)
    has zero second derivative in x: a straight ROC segment.
    """
    x, s, ta, fa, npos, nneg = sp.symbols("x s TP_A FP_A N_plus N_minus", positive=True)
    straight = all(sp.diff(e, x, 2) == 0 for e in ((fa + s * x) / nneg, (ta + x) / npos))
    return decide(straight, False, f"sympy: d^2/dx^2 of (FPR, TPR) along a count segment = 0 "
                  f"({straight}).", basis=SymbolicIdentity(),
                  other_way="It would fail if N+ or N- changed along the curve; they are fixed.")


@claim(
    "husmeier.pr_fallacy",
    f"{SOURCE}, 'Linear interpolation: potential fallacy for Precision-Recall curves'",
    "Linear interpolation: potential fallacy for Precision-Recall curves [...] Precision = "
    "TP/(TP+FP) <- NOT CONSTANT!",
    line=160, quote="Linear interpolation: potential fallacy for Precision-Recall curves",
    quantifier="existential",
)
def pr_fallacy() -> CheckResult:
    """Precision's denominator TP + FP varies, so precision is not linear in recall (exact).

    Davis & Goadrich's Table 1 segment (A = (5, 5), B = (10, 30), 20 positives): at TP = 7 the
    precision is 7/22 = 0.318, the straight line gives 0.4 at that recall.
    """
    exact = interpolated_precision(7, 5, 5, 10, 30)
    linear = sp.Rational(1, 2) + sp.Rational(2, 5) * (sp.Rational(1, 4) - sp.Rational(1, 2))
    ok = exact == sp.Rational(7, 22) and linear == sp.Rational(2, 5) and exact != linear
    evidence = (f"Table 1 segment, TP = 7: precision {exact}, straight line {linear} ({ok}).")
    return decide(bool(ok), False, evidence, basis=ExactArithmetic(), other_way=(
        "It would fail on segments with D = FP_A TP_B - FP_B TP_A = 0, where precision is "
        "constant and the line is exact."))


@claim(
    "husmeier.correct_interpolation",
    f"{SOURCE}, 'Linear interpolation: potential fallacy for Precision-Recall curves'",
    "Correct interpolation: ((TP_A + x)/Total Pos, (TP_A + x)/(TP_A + x + FP_A + "
    "(FP_B - FP_A)/(TP_B - TP_A) x))",
    line=188, quote="Correct interpolation:",
)
def correct_interpolation() -> CheckResult:
    """The slide's formula is Davis & Goadrich's interpolation (sympy identity). Holds.

    It equals :func:`analytic.interpolation.interpolated_precision` at TP = TP_A + x, and the
    point lies on the straight ROC segment from A to B.
    """
    x, ta, fa, tb, fb = sp.symbols("x TP_A FP_A TP_B FP_B", positive=True)
    slide = (ta + x) / (ta + x + fa + (fb - fa) / (tb - ta) * x)
    same = sp.simplify(slide - interpolated_precision(ta + x, ta, fa, tb, fb)) == 0
    return decide(bool(same), False, f"sympy: the slide's precision equals Davis & Goadrich's "
                  f"interpolated precision at TP_A + x ({same}).", basis=SymbolicIdentity(),
                  other_way="It would fail if the slide's FP grew at another rate than the "
                  "local skew (FP_B - FP_A)/(TP_B - TP_A).")
