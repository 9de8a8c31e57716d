"""Checks of the statements in the prose of Boyd, Costa, Davis & Page (ICML 2012).

The theorems are checked in :mod:`proofs_check.boyd2012.theorems`; these are the worked example,
the remarks on achievability, the unachievable region, AUCNPR, random guessing, the IMDB example
and the F1 discussion. Skew ``pi = N+/N`` as in the paper; ``a = N-/N+`` for :mod:`analytic.boyd`.
"""

from __future__ import annotations

from fractions import Fraction

import sympy as sp

from analytic.boyd import auc_npr, global_min_auc_pr, min_precision
from proofs_check._exact import auc_pr_enclosure, enclosure_str, iv, iv_below, ivq, workdps
from proofs_check._registry import CheckResult, claim, decide, refuted_if
from proofs_check.boyd2012.theorems import PUBLISHED
from proofs_check.evidence import ExactArithmetic, SymbolicIdentity, ValidatedEnclosure

__all__ = [
    "aucnpr_ordering",
    "example_100_200",
    "f1_no_skew_bound",
    "fold_averaging",
    "imdb_worse_than_random",
    "min_precision_at_prevalence",
    "modified_f1_impossible",
    "random_guessing",
    "size_independence_points",
    "size_independence_region",
    "unachievable_high_recall",
]

SOURCE = "Boyd, Costa, Davis & Page (ICML 2012)"
_PI = sp.Symbol("pi", positive=True)
_R = sp.Symbol("r", nonnegative=True)


def min_precision_at_prevalence(r: sp.Expr, pi: sp.Expr) -> sp.Expr:
    """Thm 1's minimum precision in terms of the prevalence pi (a = (1 - pi)/pi).

    Examples
    --------
    >>> min_precision_at_prevalence(sp.Integer(1), sp.Rational(1, 3))
    1/3
    """
    return min_precision(r, (1 - pi) / pi)


@claim(
    "boyd2012.example.100_200",
    f"{SOURCE}, Sec. 2.1 (worked example, Table 1)",
    "To illustrate this effect, consider a data set with pos = 100 and neg = 200. [...] Obtaining "
    "r = 0.4 is possible with tp = 40 and fn = 60. Notice that keeping p = 0.2 requires increasing "
    "fp from 80 to 160. [...] r = 0.5 with p = 0.2 is possible by using all negatives as false "
    "positives (so tn = 0). However, maintaining p = 0.2 for any r > 0.5 is impossible.",
    line=6,
    quantifier="particular",
)
def example_100_200() -> CheckResult:
    """The worked example (100 positives, 200 negatives), in exact rationals: it holds.

    (r, p) = (0.2, 0.2) is tp 20, fp 80; (0.4, 0.2) is tp 40, fp 160; (0.5, 0.2) needs fp = 200 =
    neg (tn = 0); every recall r > 0.5 at p = 0.2 needs fp = 4 tp > 200 (all tp = 51..100
    enumerated); Table 1(b)'s r = 0.6 needs fp = 240.
    """
    pos, neg = 100, 200
    fp_at = {tp: Fraction(tp) * (1 / Fraction(1, 5) - 1) for tp in range(1, pos + 1)}
    ok = (fp_at[20] == 80 and fp_at[40] == 160 and fp_at[50] == neg and fp_at[60] == 240
          and all(fp_at[tp] > neg for tp in range(51, pos + 1))
          and all(fp_at[tp] <= neg for tp in range(1, 51)))
    evidence = ("Exact: p = 0.2 needs fp = 4 tp: tp 20 -> fp 80, tp 40 -> fp 160, tp 50 -> fp 200 "
                "= neg (tn = 0), tp 60 -> fp 240 > neg; fp <= 200 exactly for tp <= 50, i.e. "
                f"r <= 0.5 ({ok}).")
    return decide(ok, False, evidence, basis=ExactArithmetic(), other_way=(
        "It would be refuted if some tp > 50 had fp = 4 tp <= 200; none does."))


@claim(
    "boyd2012.achievability.skew_only.region",
    f"{SOURCE}, Sec. 2.1, after Thm 1 (read as: the region of Eq. (1))",
    "Note that a point's achievability depends solely on the skew and not on a data set's size.",
    line=9,
)
def size_independence_region() -> CheckResult:
    """Read as the region p >= pi r/(1 - pi + pi r): it depends on pi alone (proof).

    sympy: with tp = r pos, fp <= neg, n = pos + neg and pi = pos/n, the condition tp/(tp + neg)
    <= p reduces to Thm 1's bound, in which n cancels.
    """
    n, r = sp.symbols("n r", positive=True)
    pos, neg = _PI * n, (1 - _PI) * n
    worst = sp.simplify(r * pos / (r * pos + neg))
    same = sp.simplify(worst - min_precision_at_prevalence(r, _PI)) == 0
    free = n not in worst.free_symbols
    evidence = (f"sympy: the smallest precision at recall r, r pos/(r pos + neg) with pos = pi n, "
                f"neg = (1 - pi) n, simplifies to {worst} = Thm 1's bound ({same}); n cancels "
                f"({free}).")
    return decide(bool(same and free), False, evidence, basis=SymbolicIdentity(), other_way=(
        "Read as exact achievability of a point by a confusion matrix, it is refuted "
        "(boyd2012.achievability.skew_only.points)."))


@claim(
    "boyd2012.achievability.skew_only.points",
    f"{SOURCE}, Sec. 2.1, after Thm 1 (read as: exact points of a finite data set)",
    "Note that a point's achievability depends solely on the skew and not on a data set's size "
    "[read with Definition 1: a point (r, p) such that there exists a valid confusion matrix with "
    "recall r and precision p].",
    line=9, quote="Note that a point's achievability depends solely on the skew and not on a data "
    "set's size.",
    reading="stricter",
)
def size_independence_points() -> CheckResult:
    """Under Definition 1 (a valid confusion matrix exists), size matters: (0.5, 0.2).

    Exact: with pos = 100, neg = 200 the matrix tp 50, fp 200 has (r, p) = (0.5, 0.2); with
    pos = 3, neg = 6 (the same skew 1/3) no matrix has recall 0.5 (tp/3 = 1/2 has no integer
    solution): all 4 x 7 matrices enumerated.
    """
    big = any(Fraction(tp, 100) == Fraction(1, 2) and Fraction(tp, tp + fp) == Fraction(1, 5)
              for tp in range(1, 101) for fp in range(0, 201))
    small = any(Fraction(tp, 3) == Fraction(1, 2) and Fraction(tp, tp + fp) == Fraction(1, 5)
                for tp in range(1, 4) for fp in range(0, 7))
    evidence = (f"(r, p) = (0.5, 0.2): achievable with pos 100, neg 200 ({big}: tp 50, fp 200); "
                f"with pos 3, neg 6 (same skew pi = 1/3) ({small}: recall 1/2 needs tp = 1.5).")
    truth = ("The achievable region (Thm 1) depends only on the skew, but whether a given point "
             "is exactly achieved by a confusion matrix depends on the size: recall must be a "
             "multiple of 1/pos and precision a ratio of counts.")
    return refuted_if(big and not small, evidence, truth, ExactArithmetic(), other_way=(
        "It would hold under the region reading (boyd2012.achievability.skew_only.region), or "
        "for data sets whose sizes are multiples of the point's denominators."))


@claim(
    "boyd2012.unachievable.high_recall",
    f"{SOURCE}, Sec. 2.2, after Thm 3",
    "Since the majority of the unachievable region is at higher recalls, the effect of AUCPR MIN "
    "becomes more pronounced when restricting the area calculation to high levels of recall.",
    line=13,
)
def unachievable_high_recall() -> CheckResult:
    """More than half of the unachievable area lies at recall > 1/2, for every skew (proof).

    The minimum precision pi r/(1 - pi + pi r) is strictly increasing in r (sympy: derivative
    pi (1 - pi)/(1 - pi + pi r)^2 > 0), so its area over [1/2, 1] exceeds that over [0, 1/2].
    Shares at pi = 0.1, 0.5 from Cor. 4 (exact logs, enclosed).
    """
    pm = min_precision_at_prevalence(_R, _PI)
    deriv = sp.simplify(sp.diff(pm, _R) - _PI * (1 - _PI) / (1 - _PI + _PI * _R) ** 2) == 0
    shares = {}
    for pi in (Fraction(1, 10), Fraction(1, 2)):
        lo = sp.integrate(pm.subs(_PI, sp.Rational(pi.numerator, pi.denominator)),
                          (_R, 0, sp.Rational(1, 2)))
        hi = sp.integrate(pm.subs(_PI, sp.Rational(pi.numerator, pi.denominator)),
                          (_R, sp.Rational(1, 2), 1))
        shares[pi] = float(hi / (lo + hi))
    evidence = (f"sympy: d p_min/dr = pi (1 - pi)/(1 - pi + pi r)^2 > 0 ({deriv}); share of the "
                "unachievable area at recall > 1/2: "
                + ", ".join(f"{v:.3f} (pi = {k})" for k, v in shares.items()) + ".")
    return decide(bool(deriv) and all(v > 0.5 for v in shares.values()), False, evidence,
                  basis=SymbolicIdentity(), other_way=(
                      "It would fail if the minimum precision fell with recall; it rises."))


@claim(
    "boyd2012.aucnpr.ordering",
    f"{SOURCE}, Sec. 3",
    "AUCNPR also preserves the ordering of algorithms on the same test set since AUCPR MAX and "
    "AUCPR MIN are constant for the same data set.",
    line=16,
)
def aucnpr_ordering() -> CheckResult:
    """AUCNPR is an increasing affine map of AUCPR on a fixed data set (proof).

    sympy: d AUCNPR/d AUCPR = 1/(AUCPR_MAX - AUCPR_MIN), and AUCPR_MIN = 1 - a ln((1 + a)/a) < 1
    for every a > 0 (ln(1 + 1/a) > 1/(1 + a)), so the slope is positive: orders and ties kept.
    """
    x, a = sp.symbols("x a", positive=True)
    slope = sp.simplify(sp.diff(auc_npr(x, a), x))
    gap = sp.simplify(1 - global_min_auc_pr(a))  # = a ln(1 + 1/a) > 0
    positive = bool(sp.simplify(slope - 1 / gap) == 0) and all(
        float(gap.subs(a, v)) > 0 for v in (1e-3, 1, 1e3))
    evidence = (f"sympy: d AUCNPR/d AUCPR = {slope} = 1/(1 - AUCPR_MIN) > 0 ({positive}).")
    return decide(positive, False, evidence, basis=SymbolicIdentity(), other_way=(
        "It would fail across data sets of different skews, where AUCPR_MIN differs."))


@claim(
    "boyd2012.random_guessing",
    f"{SOURCE}, Sec. 3",
    "An alternative to AUCNPR would be to normalize based on the AUCPR for random guessing, which "
    "is simply pi. [...] Second, it can result in a negative score if an algorithm performs worse "
    "than random guessing, which seems counter-intuitive for an area under a curve.",
    line=17,
)
def random_guessing() -> CheckResult:
    """Random guessing has AUC-PR pi exactly; normalizing by it can go negative (validated).

    Random guessing is the diagonal ROC curve: in counts one segment (0, 0) -> (neg, pos),
    constant precision pos/n, area pi (exact, for pos = 1..5, neg = 1..5). The worst ranking
    (all negatives first) has AUC-PR below pi: pos = neg = 1 gives 1 - ln 2 < 1/2, so
    (AUCPR - pi)/(1 - pi) < 0 (enclosed).
    """
    diag = all(ivq(Fraction(p, p + n)) in auc_pr_enclosure([(0, 0), (p, n)])
               for p in range(1, 6) for n in range(1, 6))
    worst = auc_pr_enclosure([(0, 0), (0, 1), (1, 1)])
    with workdps():
        normalized = (worst - ivq(Fraction(1, 2))) / ivq(Fraction(1, 2))
    negative = iv_below(normalized, ivq(0))
    evidence = (f"Diagonal ROC curves (pos, neg in 1..5): AUC-PR = pos/n exactly ({diag}). Worst "
                f"ranking, pos = neg = 1: AUC-PR {enclosure_str(worst, 8)} (1 - ln 2), "
                f"normalized by random guessing: {enclosure_str(normalized, 6)} < 0 ({negative}).")
    return decide(diag and negative, False, evidence, basis=ValidatedEnclosure(),
                  other_way="It would fail if some ranking scored below pi but not below 0 "
                  "after normalizing; (x - pi)/(1 - pi) < 0 iff x < pi.")


@claim(
    "boyd2012.imdb.worse_than_random",
    f"{SOURCE}, Sec. 4.2 (IMDB)",
    "For example, the gender predicate's range is [0.31, 1.0] while the genre predicate's range is "
    "[0.02, 1.0]. Thus, an AUCPR of 0.4 means very different things on these two predicates. For "
    "the gender predicate, this score is worse than random guessing",
    line=24,
    quantifier="particular",
)
def imdb_worse_than_random() -> CheckResult:
    """AUCPR 0.4 is below random guessing (AUC-PR = pi) whenever AUCPR_MIN rounds to 0.31.

    AUCPR_MIN(pi) = 1 + (1 - pi) ln(1 - pi)/pi increases with pi (sympy: its derivative is
    (-pi - ln(1 - pi))/pi^2 > 0); at pi = 0.45 it is 0.269 < 0.305 (enclosed), so a range
    starting at 0.31 means pi > 0.45 > 0.4 = the score: worse than random.
    """
    p = _PI
    gmin = 1 + (1 - p) * sp.log(1 - p) / p
    deriv_ok = sp.simplify(sp.diff(gmin, p) - (-p - sp.log(1 - p)) / p**2) == 0
    with workdps():
        at = ivq(Fraction(9, 20))
        value = 1 + (1 - at) * iv.log(1 - at) / at
    below = iv_below(value, ivq(Fraction(305, 1000)))
    evidence = (f"sympy: d AUCPR_MIN/d pi = (-pi - ln(1 - pi))/pi^2 > 0 ({deriv_ok}); AUCPR_MIN at "
                f"pi = 0.45 is {enclosure_str(value, 6)} < 0.305 ({below}); so gender's pi > 0.45 "
                "and random guessing scores pi > 0.4.")
    return decide(bool(deriv_ok) and below, False, evidence, basis=ValidatedEnclosure(),
                  other_way=(
                      "It would be refuted if the gender predicate's skew were below 0.4, i.e. "
                      "its AUCPR_MIN below 0.24."))


@claim(
    "boyd2012.f1.no_skew_bound",
    f"{SOURCE}, Sec. 4.4 (read as: the range of F1 over the achievable region)",
    "While the unachievable region of PR space does not put any bounds on F1 score based on skew, "
    "there is still a subtle interaction between skew and F1.",
    line=27,
)
def f1_no_skew_bound() -> CheckResult:
    """Every F1 in (0, 1] is achievable at every skew: precision 1 is always achievable (proof).

    sympy: at p = 1 and r = f/(2 - f), F1 = 2pr/(p + r) = f, and Thm 1's bound pi r/(1 - pi +
    pi r) <= 1; so the achievable F1 values are (0, 1] whatever pi. (At a fixed recall the bound
    does give a skew-dependent F1 floor; that is not what the sentence says.)
    """
    f = sp.Symbol("f", positive=True)
    r = f / (2 - f)
    f1 = sp.simplify(2 * 1 * r / (1 + r))
    ok = sp.simplify(f1 - f) == 0
    gap = 1 - min_precision_at_prevalence(_R, _PI)
    bound_le_1 = sp.simplify(gap - (1 - _PI) / (1 - _PI + _PI * _R)) == 0
    evidence = (f"sympy: at p = 1, r = f/(2 - f): F1 = {f1} ({ok}); 1 - p_min(r) = (1 - pi)/(1 - "
                f"pi + pi r) >= 0 ({bound_le_1}), so (r, 1) is achievable for every pi.")
    return decide(bool(ok and bound_le_1), False, evidence, basis=SymbolicIdentity(), other_way=(
        "Read as F1 at a fixed recall, the skew bounds it from below: 2 r p_min/(r + p_min)."))


@claim(
    "boyd2012.modified_f1.eqs3_5",
    f"{SOURCE}, Sec. 4.4, Eqs. (3)-(5)",
    "Eq. (3) ensures f' = 0 if the PR point is on the minimum PR curve and Eqs. (4) and (5) "
    "capture the expectation that an increase in precision or recall while the other is constant "
    "should always increase f'. However, these three properties are impossible to satisfy",
    line=28,
    quantifier="existential",
    formula_source=f"{PUBLISHED}, Sec. 4.4, Eqs. (3)-(5)",
)
def modified_f1_impossible() -> CheckResult:
    """Eqs. (3)-(5) cannot hold together: an exact witness point (proof).

    pi = 1/3 (a = 2): A = (1/4, p_min(1/2)) is achievable and above the minimum curve at its
    recall, so (4) and (3) give f'(A) > f'(1/4, p_min(1/4)) = 0; moving A's recall to 1/2 at the
    same precision lands on the minimum curve, so (5) and (3) give f'(A) < 0. With <= in (4)-(5),
    the same two paths force f' = 0 wherever p <= pi (p_min takes every value in [0, pi]).
    """
    a = sp.Integer(2)
    p_a = min_precision(sp.Rational(1, 2), a)
    above = p_a > min_precision(sp.Rational(1, 4), a)
    on_min = p_a == min_precision(sp.Rational(1, 2), a)
    top = sp.simplify(min_precision(1, (1 - _PI) / _PI) - _PI) == 0  # p_min(1) = pi
    evidence = (f"pi = 1/3: A = (1/4, {p_a}); p_min(1/4) = {min_precision(sp.Rational(1, 4), a)} "
                f"< {p_a} ({above}), and (1/2, {p_a}) is on the minimum curve ({on_min}): "
                f"f'(A) > 0 by (3)-(4) and f'(A) < 0 by (3), (5). p_min(1) = pi ({top}), so the "
                "relaxed version forces f' = 0 for p <= pi.")
    return decide(bool(above and on_min and top), False, evidence, basis=ExactArithmetic(),
                  other_way=(
                      "It would be refuted by one function meeting (3)-(5); the witness A rules "
                      "every one out."))


@claim(
    "boyd2012.sec4.fold_averaging",
    f"{SOURCE}, Sec. 4.1 (averaging across folds)",
    "Even a single fold, which has much higher precision values due to a substantially lower "
    "skew, can cause a higher vertically averaged PR curve because of its larger unachievable "
    "region.",
    line=22,
    quantifier="existential",
)
def fold_averaging() -> CheckResult:
    """An exact witness: one low-skew fold lifts the vertical average of random rankings (proof).

    Three folds ranked at random (every PR curve flat at its prevalence, no skill at all): one of
    20 rows with 10 positives (skew 1), two of 1000 rows with 100 positives (skew 9). The
    vertical average is (1/2 + 1/10 + 1/10)/3 = 7/30 at every recall, while the pooled data
    (210 positives of 2020 rows) give 21/202; the low-skew fold's minimum AUC-PR (Thm 2),
    1 - ln 2, exceeds the others' 1 + 9 ln(9/10), so its unachievable region is the larger one.
    """
    folds = [(10, 10), (100, 900), (100, 900)]  # (positives, negatives) of each fold
    flat = [Fraction(p, p + n) for p, n in folds]  # a random ranking's precision at any recall
    averaged = sum(flat, Fraction(0)) / len(flat)
    pooled = Fraction(sum(p for p, _ in folds), sum(p + n for p, n in folds))
    low, high = (global_min_auc_pr(sp.Rational(n, p)) for p, n in (folds[0], folds[1]))
    larger = bool(sp.N(low - high, 30) > 0)
    lifted = averaged > pooled
    evidence = (f"Exact: random rankings give flat PR curves at {', '.join(map(str, flat))}; "
                f"their vertical average {averaged} > the pooled curve's {pooled} ({lifted}); "
                f"Thm 2's minimum AUC-PR {sp.simplify(low)} (skew 1) > {sp.simplify(high)} "
                f"(skew 9) ({larger}).")
    return decide(lifted and larger, False, evidence, basis=ExactArithmetic(), other_way=(
        "It would be refuted if averaging folds of different skews could never lift the curve "
        "above the pooled one at equal ranking quality; the witness shows it does."))
