"""Boyd, Costa, Davis & Page (ICML 2012), Secs. 1-2: which points of ROC and PR space a data set
can reach, the worst ranking's curve, and what the minimum AP depends on.

Skew ``pi = N+/N`` as in the paper; ``a = N-/N+`` for :mod:`analytic.boyd`.
"""

from __future__ import annotations

from fractions import Fraction

import sympy as sp

from analytic.boyd import average_precision_min, global_min_auc_pr
from proofs_check._registry import CheckResult, claim, decide, refuted_if
from proofs_check.boyd2012.prose import min_precision_at_prevalence
from proofs_check.derivation import is_zero
from proofs_check.evidence import ExactArithmetic, SymbolicIdentity

__all__ = [
    "any_roc_point", "ap_min_depends_on_pos", "max_recall_at_low_precision", "region_skew_only",
    "unique_pr_point", "worst_ranking_curve",
]

SOURCE = "Boyd, Costa, Davis & Page (ICML 2012)"
_PI = sp.Symbol("pi", positive=True)
_R = sp.Symbol("r", positive=True)


@claim(
    "boyd2012.intro.any_roc_point",
    f"{SOURCE}, Sec. 1",
    "That is, for a given data set it is possible to construct a confusion matrix that "
    "corresponds to any (false positive rate, true positive rate) pair, but it is not possible "
    "to do this for every (recall, precision) pair.",
    line=3,
)
def any_roc_point() -> CheckResult:
    """A data set with 3 negatives has no confusion matrix at FPR 1/2: refuted (exact).

    FPR = FP/N- takes only the values k/N-; with N- = 3 they are 0, 1/3, 2/3, 1. Any point is
    reachable only in the limit of large data sets, or by randomizing between classifiers.
    """
    reachable = {Fraction(fp, 3) for fp in range(4)}
    missing = Fraction(1, 2) not in reachable
    evidence = (f"N- = 3: the reachable FPR are {', '.join(map(str, sorted(reachable)))}; 1/2 is "
                f"{'not ' if missing else ''}among them.")
    truth = ("A data set with N- negatives and N+ positives reaches only the (FPR, TPR) pairs on "
             "the grid (k/N-, j/N+); every pair is approached as the data set grows, or reached "
             "in expectation by flipping a weighted coin between two classifiers (Davis & "
             "Goadrich 2006, Sec. 4).")
    return refuted_if(missing, evidence, truth, ExactArithmetic(), other_way=(
        "It would hold read in expectation (randomized classifiers) or over data sets of every "
        "size; for one given data set, as written, it fails."))


@claim(
    "boyd2012.intro.region_skew_only",
    f"{SOURCE}, Sec. 1",
    "Interestingly, we prove that the size of the unachievable region is only a function of "
    "class skew and has a simple, closed form.",
    line=3,
)
def region_skew_only() -> CheckResult:
    """The unachievable area, int_0^1 Thm 1's bound, is 1 + (1 - pi) ln(1 - pi)/pi (sympy).

    The integral depends on pi alone: neither N+ nor N- appears once pi is fixed.
    """
    area = sp.integrate(min_precision_at_prevalence(_R, _PI), (_R, 0, 1))
    closed = is_zero(area - global_min_auc_pr((1 - _PI) / _PI))
    only_pi = area.free_symbols <= {_PI}
    ok = closed and only_pi
    evidence = (f"sympy: int_0^1 pi r/(1 - pi + pi r) dr = Thm 2's closed form "
                f"({'yes' if closed else 'no'}); its symbols: "
                f"{sorted(str(s) for s in area.free_symbols)}.")
    return decide(ok, False, evidence, basis=SymbolicIdentity(), other_way=(
        "Read for exact points of a finite data set, size matters "
        "(boyd2012.achievability.skew_only.points)."))


@claim(
    "boyd2012.def1.unique_pr_point",
    f"{SOURCE}, Sec. 2.1",
    "One can easily show that, like in ROC space, each valid confusion matrix, where tp > 0, "
    "defines a single and unique point in PR space.",
    line=5,
)
def unique_pr_point() -> CheckResult:
    """With tp > 0, (tp, fp) -> (r, p) is well defined and one-to-one for a data set (sympy).

    r = tp/N+ and p = tp/(tp + fp) are defined for tp > 0 and invert to tp = r N+, fp =
    tp (1 - p)/p: two matrices with the same (r, p) are equal.
    """
    tp, fp, n_pos = sp.symbols("tp fp N_pos", positive=True)
    r, p = tp / n_pos, tp / (tp + fp)
    back_tp, back_fp = r * n_pos, r * n_pos * (1 - p) / p
    ok = is_zero(back_tp - tp) and is_zero(back_fp - fp)
    evidence = (f"sympy: tp = r N+ and fp = tp (1 - p)/p recover the matrix from (r, p): "
                f"{'yes' if ok else 'no'}.")
    return decide(ok, False, evidence, basis=SymbolicIdentity(), other_way=(
        "It would fail at tp = 0, where p = 0/(0 + fp) is 0 for every fp > 0 (excluded)."))


@claim(
    "boyd2012.worst_ranking.min_curve",
    f"{SOURCE}, Sec. 2.1, after Eq. (1)",
    "Consider a model that gives the worst possible ranking where every negative example is "
    "ranked ahead of every positive example. [...] This is the equality case from Theorem 1, so "
    "Eq. (1) is a tight lower bound on precision.",
    line=10, quote="Consider a model that gives the worst possible ranking where every negative "
    "example is ranked ahead of every positive example.",
)
def worst_ranking_curve() -> CheckResult:
    """The worst ranking's interpolated curve is Thm 1's bound exactly (sympy).

    Davis & Goadrich's interpolation from (TP, FP) = (0, N-) to (N+, N-) keeps FP = N-: precision
    tp/(tp + N-) at recall r = tp/N+, which is pi r/(1 - pi + pi r) with pi = N+/N.
    """
    n_pos, n_neg = sp.symbols("N_pos N_neg", positive=True)
    pi = n_pos / (n_pos + n_neg)
    tp = _R * n_pos
    ok = is_zero(tp / (tp + n_neg) - min_precision_at_prevalence(_R, pi))
    evidence = (f"sympy: tp/(tp + N-) at tp = r N+ equals pi r/(1 - pi + pi r), pi = N+/N: "
                f"{'yes' if ok else 'no'}.")
    return decide(ok, False, evidence, basis=SymbolicIdentity(), other_way=(
        "It would fail if interpolation were linear in PR space (the chord lies above)."))


@claim(
    "boyd2012.ap_min.depends_on_pos",
    f"{SOURCE}, Sec. 2.2, before Thm 3",
    "Unlike AUCPR, which is calculated from interpolated curves, the minimum AP depends on the "
    "number of positive examples because that controls the number of terms in the summation.",
    line=12, quantifier="existential",
)
def ap_min_depends_on_pos() -> CheckResult:
    """At the same skew pi = 1/2, AP_MIN is 1/2 with 1 + 1 examples and 5/12 with 2 + 2 (exact).

    AUCPR_MIN at pi = 1/2 is 1 - ln 2 for both (Thm 2 depends on pi only).
    """
    one, two = average_precision_min(1, 1), average_precision_min(2, 2)
    ok = one == sp.Rational(1, 2) and two == sp.Rational(5, 12)
    same_auc = is_zero(global_min_auc_pr(1) - (1 - sp.log(2)))
    evidence = (f"AP_MIN(N+ = 1, N- = 1) = {one}, AP_MIN(2, 2) = {two}; AUCPR_MIN at pi = 1/2 is "
                f"1 - ln 2 for both ({'yes' if same_auc else 'no'}).")
    return decide(bool(ok and same_auc), False, evidence, basis=ExactArithmetic(), other_way=(
        "It would be refuted if AP_MIN were a function of the skew alone; these two data sets "
        "share pi = 1/2."))


@claim(
    "boyd2012.max_recall_low_precision",
    f"{SOURCE}, Sec. 4.4",
    "Every recall has a minimum precision, while there is a maximum recall for low precision, and "
    "no constraints for most levels of precision.",
    line=28, quote="Every recall has a minimum precision, while there is a maximum recall for low "
    "precision, and no constraints for most levels of precision.",
)
def max_recall_at_low_precision() -> CheckResult:
    """Inverting Thm 1: for p < pi, recall <= p (1 - pi)/(pi (1 - p)) < 1; for p >= pi, none.

    sympy solves p = pi r/(1 - pi + pi r) for r; the bound reaches recall 1 exactly at p = pi,
    so precisions in [pi, 1] are unconstrained: "most levels" when pi <= 1/2.
    """
    p = sp.Symbol("p", positive=True)
    (r_max,) = sp.solve(sp.Eq(min_precision_at_prevalence(_R, _PI), p), _R)
    closed = is_zero(r_max - p * (1 - _PI) / (_PI * (1 - p)))
    at_pi = is_zero(r_max.subs(p, _PI) - 1)
    increasing = is_zero(sp.diff(r_max, p) - (1 - _PI) / (_PI * (1 - p) ** 2))
    ok = closed and at_pi and increasing
    evidence = (f"sympy: the largest recall at precision p is {sp.simplify(r_max)} "
                f"({'yes' if closed else 'no'}), increasing in p, = 1 at p = pi "
                f"({'yes' if at_pi else 'no'}): no constraint for p >= pi.")
    return decide(ok, False, evidence, basis=SymbolicIdentity(), other_way=(
        "'Most levels' fails for pi > 1/2, where the constrained precisions [0, pi) are the "
        "larger part."))
