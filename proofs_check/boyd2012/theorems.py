"""Checks of Boyd, Costa, Davis & Page, "Unachievable region in precision-recall space and its
effect on empirical evaluation" (ICML 2012).

Each check quotes its claim; the registry (:func:`proofs_check.claim`) records the source. The
exact claims are verified in rationals or derived with sympy; the paper's rounded numbers are
compared at the paper's rounding.
"""

from __future__ import annotations

from fractions import Fraction

import mpmath
import numpy as np
import sympy as sp

from analytic.boyd import (
    average_precision_min,
    average_precision_min_closed_form,
    global_min_auc_pr,
    global_min_auc_pr_range,
    min_precision,
    modified_f1,
)
from analytic.confusion import counts_to_pr
from analytic.interpolation import segment_area
from analytic.skew import skew_from_prevalence
from numeric.bounds.boyd import auc_npr
from numeric.bounds.boyd import global_min_auc_pr as global_min_auc_pr_numeric
from numeric.bounds.boyd import modified_f1 as modified_f1_numeric
from numeric.geometry.interpolation import pr_area_from_counts
from proofs_check._registry import CheckResult, claim, counterexample, decide
from proofs_check.evidence import ExhaustiveEnumeration, FloatArithmetic, SymbolicIdentity

__all__ = [
    "PUBLISHED",
    "aucnpr",
    "aucnpr_range",
    "cor4",
    "degenerate",
    "modified_f1_check",
    "numbers",
    "thm1",
    "thm2",
    "thm3",
]

SOURCE = "Boyd, Costa, Davis & Page (ICML 2012)"
# the published paper: the seed text lacks its displayed formulas (Thms 1-3, Cor. 4, Eqs. 3-5)
PUBLISHED = ('Boyd, Costa, Davis & Page, "Unachievable region in precision-recall space and its '
             'effect on empirical evaluation", Proc. 29th ICML (2012)')
_THM1_SETS = ExhaustiveEnumeration("every confusion matrix with TP >= 1 of every data set with "
                                   "N+ <= 7, N- <= 9")

_r, _r0, _r1 = sp.symbols("r r0 r1", nonnegative=True)
_a = sp.Symbol("a", positive=True)  # pi = 1/(1 + a) keeps every logarithm's argument positive
_PI = 1 / (1 + _a)


def _zero(expr: sp.Expr) -> bool:
    return bool(sp.simplify(sp.expand_log(expr)) == 0)


@claim(
    "boyd2012.thm1",
    f"{SOURCE}, Thm 1",
    "Precision p and recall r must satisfy p >= pi r/(1 - pi + pi r), where pi is the skew "
    "(prevalence); equality is the minimum PR curve, produced by ranking every negative above "
    "every positive.",
    formula_source=f"{PUBLISHED}, Thm 1, Eq. (1)",
)
def thm1() -> CheckResult:
    """Thm 1: no valid confusion matrix lies below the bound; the worst ranking lies on it.

    Exhaustive over small data sets: every (TP, FP) with 1 <= TP <= N+ and 0 <= FP <= N- for
    N+ <= 7 and N- <= 9 is mapped to PR space in rationals and compared with the bound; equality
    must hold exactly when FP = N- (the worst ranking's points and its Davis-Goadrich
    interpolation, which runs through FP = N- at every TP).
    """
    n_matrices = n_equal = 0
    for n_pos in range(1, 8):
        for n_neg in range(1, 10):
            skew = sp.Rational(n_neg, n_pos)
            for tp in range(1, n_pos + 1):
                for fp in range(n_neg + 1):
                    pr = counts_to_pr(tp, fp, n_pos)
                    bound = min_precision(pr.recall, skew)
                    n_matrices += 1
                    where = f"N+={n_pos}, N-={n_neg}, TP={tp}, FP={fp}"
                    if pr.precision < bound:
                        return counterexample(f"below the bound: {where}", _THM1_SETS)
                    if (pr.precision == bound) != (fp == n_neg):
                        return counterexample(
                            f"equality not iff FP = N-: {where}", _THM1_SETS)
                    n_equal += pr.precision == bound
    return decide(True, False, (
        f"{n_matrices} confusion matrices (all with TP >= 1 on all data sets with N+ <= 7, "
        f"N- <= 9), exact rationals: none below the bound; the {n_equal} on it are exactly those "
        "with FP = N-, the points of the worst ranking."
    ), basis=_THM1_SETS)


@claim(
    "boyd2012.thm2",
    f"{SOURCE}, Thm 2",
    "The area of the unachievable region in PR space and the minimum AUCPR, for skew pi, is "
    "AUCPR_MIN = 1 + (1 - pi) ln(1 - pi)/pi.",
    formula_source=f"{PUBLISHED}, Thm 2",
)
def thm2() -> CheckResult:
    """Thm 2: derive the closed form by integrating Thm 1's curve; match the worst ranking.

    sympy integrates ``pi r/(1 - pi + pi r)`` over ``r`` in ``[0, 1]`` and the difference with the
    closed form simplifies to 0 (the package's :func:`analytic.boyd.global_min_auc_pr`, written in
    the skew ``a``, with ``pi = 1/(1 + a)``). The worst ranking's exactly interpolated PR curve
    (one segment from (TP, FP) = (0, N-) to (N+, N-)) has exactly that area for several data sets.
    """
    paper = 1 + (1 - _PI) * sp.log(1 - _PI) / _PI
    area = sp.integrate(min_precision(_r, _a), (_r, 0, 1))
    derived = _zero(area - paper) and _zero(global_min_auc_pr(_a) - paper)
    sets = [(1, 1), (20, 2000), (433, 56164), (7, 3)]
    matches = []
    for n_pos, n_neg in sets:
        worst = segment_area(0, n_neg, n_pos, n_neg, n_pos)
        matches.append(_zero(worst - global_min_auc_pr(sp.Rational(n_neg, n_pos))))
    holds = derived and all(matches)
    return decide(holds, False, (
        "sympy: integral_0^1 pi r/(1 - pi + pi r) dr - (1 + (1 - pi) ln(1 - pi)/pi) simplifies to "
        f"0: {derived}; the worst ranking's exact interpolated area for (N+, N-) in {sets} equals "
        f"the closed form exactly: {matches}."
    ), basis=SymbolicIdentity())


@claim(
    "boyd2012.cor4",
    f"{SOURCE}, Cor. 4",
    "For calculation of AUCPR over recalls in [a, b] where 0 <= a < b <= 1, "
    "AUCPR_MIN = (b - a) - ((1 - pi)/pi) ln((1 - pi + pi b)/(1 - pi + pi a)).",
    formula_source=f"{PUBLISHED}, Cor. 4",
)
def cor4() -> CheckResult:
    """Cor. 4: derive the restricted-range minimum by integrating Thm 1's curve over [r0, r1]."""
    paper = (_r1 - _r0) - (1 - _PI) / _PI * sp.log((1 - _PI + _PI * _r1) / (1 - _PI + _PI * _r0))
    area = sp.integrate(min_precision(_r, _a), (_r, _r0, _r1))
    derived = _zero(area - paper) and _zero(global_min_auc_pr_range(_a, _r0, _r1) - paper)
    full = _zero(global_min_auc_pr_range(_a, 0, 1) - global_min_auc_pr(_a))
    return decide(derived and full, False, (
        f"sympy integral over [r0, r1] minus the closed form simplifies to 0: {derived}; "
        f"on [0, 1] it reduces to Thm 2: {full}."
    ), basis=SymbolicIdentity())


def _ap_of_worst_ranking(n_pos: int, n_neg: int) -> Fraction:
    """AP by definition: all negatives ranked first, mean precision at each positive."""
    hits, total = 0, Fraction(0)
    for rank in range(n_neg + 1, n_neg + n_pos + 1):
        hits += 1
        total += Fraction(hits, rank)
    return total / n_pos


@claim(
    "boyd2012.thm3",
    f"{SOURCE}, Thm 3",
    "The minimum AP, for pos and neg positive and negative examples, is "
    "AP_MIN = (1/pos) sum_{i=1}^{pos} i/(i + neg).",
    formula_source=f"{PUBLISHED}, Thm 3",
)
def thm3() -> CheckResult:
    """Thm 3: the worst ranking's AP equals the sum and its harmonic-number closed form.

    Exact rationals for every data set with N+ <= 25 and N- <= 25, plus a symbolic induction
    proof that ``1 - (N-/N+)(H_N - H_{N-})`` equals the sum for all N+ (step ``m/(m + N-)``).
    """
    bad = []
    n_sets = 0
    for n_pos in range(1, 26):
        for n_neg in range(1, 26):
            ref = _ap_of_worst_ranking(n_pos, n_neg)
            ref_q = sp.Rational(ref.numerator, ref.denominator)
            n_sets += 1
            if (average_precision_min(n_pos, n_neg) != ref_q
                    or average_precision_min_closed_form(n_pos, n_neg) != ref_q):
                bad.append((n_pos, n_neg))
    m, n = sp.symbols("m n", positive=True, integer=True)

    def c(k: sp.Expr) -> sp.Expr:
        # N+ AP_min(N+, N-) in closed form, i.e. the sum itself (0 at N+ = 0).
        return k - n * (sp.harmonic(k + n) - sp.harmonic(n))

    step = sp.simplify(sp.expand_func(c(m) - c(m - 1) - m / (m + n)))
    same = sp.simplify(c(m) - m * average_precision_min_closed_form(m, n)) == 0
    induction = bool(step == 0 and same and c(sp.S.Zero) == 0)
    holds = not bad and induction
    return decide(holds, False, (
        f"AP of the worst ranking equals the sum and the closed form exactly on {n_sets - len(bad)}"
        f" of {n_sets} data sets (N+, N- <= 25); induction step N+ (AP(N+) - AP(N+ - 1)) = "
        f"N+/(N+ + N-) proven by sympy: {induction}."
    ), basis=SymbolicIdentity())


@claim(
    "boyd2012.numbers",
    f"{SOURCE}, Sec. 2.2 and Sec. 4.2",
    "pi = 0.1 gives AUCPR_MIN of about 0.05; changing the skew from 0.01 to 0.5 increases the "
    "minimum AUCPR by approximately 0.3; IMDB gender (pi close to 0.5) has range [0.31, 1.0]; "
    "genre (pi closer to 0.05) has range [0.02, 1.0].",
    quantifier="particular",
)
def numbers() -> CheckResult:
    """The paper's numbers at its rounding.

    Exact Thm 2 values (sympy, 30 digits). For genre the paper says only that pi is "closer to
    0.05": at pi = 0.05 exactly the minimum is 0.0254, which is 0.02 truncated but 0.03 rounded;
    the check reports the largest pi whose minimum still rounds to 0.02.
    """

    def v(pi: sp.Expr) -> float:
        return float(global_min_auc_pr(skew_from_prevalence(pi)).evalf(30))

    at01, at001, at05, at005 = (v(sp.Rational(p)) for p in ("1/10", "1/100", "1/2", "1/20"))
    pi = sp.Symbol("pi", positive=True)
    # Thm 2, the analytic expression, as a function of the prevalence.
    min_of_pi = sp.lambdify(pi, global_min_auc_pr(skew_from_prevalence(pi)), "mpmath")
    with mpmath.workdps(30):
        pi_max = mpmath.findroot(lambda p: min_of_pi(p) - mpmath.mpf("0.025"), 0.05)
    checks = {
        "pi=0.1 -> 0.05": round(at01, 2) == 0.05,
        "0.01 -> 0.5 raises by 0.3": round(at05 - at001, 1) == 0.3,
        "gender 0.31": round(at05, 2) == 0.31,
        "genre 0.02": int(at005 * 100) / 100 == 0.02 and float(pi_max) > 0.045,
    }
    holds = all(checks.values())
    return decide(holds, False, (
        f"AUCPR_MIN(0.1) = {at01:.4f}; AUCPR_MIN(0.5) - AUCPR_MIN(0.01) = {at05:.4f} - "
        f"{at001:.4f} = {at05 - at001:.4f}; gender AUCPR_MIN(0.5) = 1 - ln 2 = {at05:.4f}; genre "
        f"AUCPR_MIN(0.05) = {at005:.4f} (0.02 truncated, 0.03 rounded; it rounds to 0.02 for "
        f"pi <= {float(pi_max):.4f}, consistent with 'closer to 0.05'). "
        + ("Every number matches at the paper's rounding." if holds else
           "Off: " + ", ".join(k for k, ok in checks.items() if not ok) + ".")
    ), basis=FloatArithmetic())


@claim(
    "boyd2012.aucnpr",
    f"{SOURCE}, Sec. 3, AUCNPR",
    "We propose the normalized area under the PR curve (AUCNPR). From AUCPR, we subtract the "
    "minimum AUCPR, so the worst ranking has a score of 0. We then normalize so the best ranking "
    "has a score of 1.",
)
def aucnpr() -> CheckResult:
    """AUCNPR: worst ranking -> 0, perfect ranking -> 1, on several data sets.

    The AUC-PR of each ranking is the exact area under its Davis-Goadrich interpolated curve
    (:func:`numeric.geometry.interpolation.pr_area_from_counts`); AUCNPR by
    :func:`numeric.bounds.boyd.auc_npr`.
    """
    worst, best, mins = [], [], []
    for n_pos, n_neg in [(1, 1), (20, 2000), (433, 56164), (50, 3), (10**6, 1)]:
        a = n_neg / n_pos
        w = pr_area_from_counts([0, 0, n_pos], [0, n_neg, n_neg], n_pos)
        b = pr_area_from_counts([0, n_pos, n_pos], [0, 0, n_neg], n_pos)
        worst.append(float(auc_npr(w, a)))
        best.append(float(auc_npr(b, a)))
        mins.append(float(global_min_auc_pr_numeric(a)))
    dev_worst = max(abs(x) for x in worst)
    dev_best = max(abs(x - 1) for x in best)
    holds = dev_worst <= 1e-12 and dev_best <= 1e-12
    return decide(holds, False, (
        "exact AUC-PR of the worst and of a perfect ranking for (N+, N-) in (1, 1), (20, 2000), "
        f"(433, 56164), (50, 3), (1e6, 1): AUCNPR of the worst ranking within {dev_worst:.1e} of 0,"
        f" of the perfect ranking within {dev_best:.1e} of 1 (the minimum AUC-PR ranges from "
        f"{min(mins):.2e} to {max(mins):.6f})."
    ), basis=FloatArithmetic())


@claim(
    "boyd2012.modified_f1",
    f"{SOURCE}, Sec. 4.4",
    "One modified F1 score that satisfies the relaxed requirements assigns 0 to any PR point worse "
    "than random guessing and uses the harmonic mean of recall and (p - pi)/(1 - pi) otherwise: "
    "it is 0 on or below the random line and increases with recall and with precision above it.",
)
def modified_f1_check() -> CheckResult:
    """Modified F1: 0 for p <= pi; strictly increasing in r and in p for p > pi.

    Symbolic: with ``q = (p - pi)/(1 - pi) > 0``, ``d/dr = 2 q**2/(r + q)**2 > 0`` and
    ``d/dp = 2 r**2/((r + q)**2 (1 - pi)) > 0`` (r > 0). Numeric: a grid of recall x precision x
    skew with :func:`numeric.bounds.boyd.modified_f1`.
    """
    r, p = sp.symbols("r p", positive=True)
    pi = 1 / (1 + _a)
    f_above = modified_f1(r, p, _a).args[-1][0]
    q = (p - pi) / (1 - pi)
    d_r = sp.simplify(sp.diff(f_above, r) - 2 * q**2 / (r + q) ** 2) == 0
    d_p = sp.simplify(sp.diff(f_above, p) - 2 * r**2 / ((r + q) ** 2 * (1 - pi))) == 0
    grid_ok = True
    for a in (0.01, 1.0, 3.0, 100.0):
        pi_a = 1 / (1 + a)
        recall = np.linspace(0.0, 1.0, 41)
        below = np.linspace(0.0, pi_a, 17)
        above = np.linspace(pi_a, 1.0, 41)[1:]
        zero = modified_f1_numeric(recall[:, None], below[None, :], a)
        f = np.asarray(modified_f1_numeric(recall[1:, None], above[None, :], a))
        grid_ok &= bool(np.all(np.asarray(zero) == 0))
        grid_ok &= bool(np.all(np.diff(f, axis=0) > 0) and np.all(np.diff(f, axis=1) > 0))
    holds = bool(d_r and d_p and grid_ok)
    return decide(holds, False, (
        f"symbolic derivatives positive above random (d/dr: {d_r}, d/dp: {d_p}); grid over "
        f"skew in (0.01, 1, 3, 100): zero on/below p = pi and strictly increasing above: {grid_ok}."
    ), basis=SymbolicIdentity())


@claim(
    "boyd2012.degenerate",
    f"{SOURCE}, Sec. 3",
    "A discussion of degenerate data sets with pi = 0 or pi = 1, where AUCPR_MIN and AUCNPR are "
    "undefined, is in our technical report.",
)
def degenerate() -> CheckResult:
    """AUCPR_MIN and AUCNPR at pi = 0 and pi = 1: undefined as formulas, with the limits named.

    sympy: Thm 2's ``1 + (1 - pi) ln(1 - pi)/pi`` is 0/0 at pi = 0 and contains ln 0 at pi = 1
    (undefined), with limits 0 and 1. AUCNPR = (AUCPR - MIN)/(1 - MIN): at pi = 1 every ranking
    has precision 1, so numerator and denominator are both 0 (undefined, no limit in the data);
    at pi = 0 there is no positive, recall is 0/0 and AUCPR itself is undefined. The toolkit
    (:func:`numeric.data.auc.auc_npr_score`) warns and returns NaN on single-class data.
    """
    import warnings

    from numeric import DegenerateDataWarning
    from numeric.data.auc import auc_npr_score

    pi = sp.Symbol("pi", positive=True)
    aucpr_min = 1 + (1 - pi) * sp.log(1 - pi) / pi  # Boyd et al. (2012), Thm 2, as printed
    at_zero = aucpr_min.subs(pi, 0)
    at_one = aucpr_min.subs(pi, 1)
    undefined = at_zero is sp.nan and at_one.has(sp.zoo, sp.nan)
    lim0 = sp.limit(aucpr_min, pi, 0, "+")
    lim1 = sp.limit(aucpr_min, pi, 1, "-")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        all_pos = auc_npr_score([1, 1, 1], [0.3, 0.2, 0.1])
        all_neg = auc_npr_score([0, 0, 0], [0.3, 0.2, 0.1])
    warned = sum(issubclass(w.category, DegenerateDataWarning) for w in caught)
    nan_out = bool(np.isnan(all_pos) and np.isnan(all_neg))
    evidence = (
        f"sympy: AUCPR_MIN at pi = 0 is {at_zero}, at pi = 1 is {at_one} (undefined: "
        f"{undefined}); limits {lim0} (pi -> 0+) and {lim1} (pi -> 1-), so AUCNPR's denominator "
        f"AUCPR_MAX - AUCPR_MIN -> 0 at pi = 1. Single-class data: auc_npr_score gives NaN "
        f"({nan_out}) with {warned} DegenerateDataWarning(s)."
    )
    return decide(bool(undefined and lim0 == 0 and lim1 == 1 and nan_out and warned >= 2),
                  False, evidence, basis=SymbolicIdentity())


@claim(
    "boyd2012.aucnpr.range",
    f"{SOURCE}, Sec. 3 (with Cor. 4)",
    "We propose the normalized area under the PR curve (AUCNPR). [...] where AUCPR_MAX = 1 when "
    "calculating area under the entire PR curve and AUCPR_MAX = b - a when restricting recall to "
    "a <= r <= b. Regardless of skew, the best possible classifier will have an AUCNPR of 1 and "
    "the worst possible classifier will have an AUCNPR of 0.",
)
def aucnpr_range() -> CheckResult:
    """AUCNPR on a recall sub-range [r0, r1]: the worst ranking scores 0, a perfect one 1.

    Data sets with all negatives ranked first (worst) and all positives first (perfect), several
    skews and recall ranges; AUCNPR by :func:`numeric.data.auc.auc_npr_score` (exact area over the
    range, Cor. 4's minimum). Exact for every range because the worst ranking's curve is Thm 1's
    minimum curve (one Davis & Goadrich segment at FP = N-), whose area over [r0, r1] is Cor. 4.
    """
    from numeric.data.auc import auc_npr_score

    worst_dev = best_dev = 0.0
    n_cases = 0
    for n_pos, n_neg in [(1, 1), (20, 2000), (7, 3), (50, 5)]:
        y_worst = np.r_[np.zeros(n_neg), np.ones(n_pos)]
        y_best = np.r_[np.ones(n_pos), np.zeros(n_neg)]
        s = np.arange(n_pos + n_neg, 0, -1.0)
        for rr in [(0.0, 1.0), (0.5, 1.0), (0.0, 0.3), (0.2, 0.9)]:
            worst_dev = max(worst_dev, abs(auc_npr_score(y_worst, s, recall_range=rr)))
            best_dev = max(best_dev, abs(auc_npr_score(y_best, s, recall_range=rr) - 1.0))
            n_cases += 1
    evidence = (
        f"{n_cases} (data set, recall range) cases, skews 0.1..100, ranges [0, 1], [0.5, 1], "
        f"[0, 0.3], [0.2, 0.9]: worst ranking within {worst_dev:.1e} of 0, perfect ranking within "
        f"{best_dev:.1e} of 1."
    )
    return decide(worst_dev < 1e-9 and best_dev < 1e-9, False, evidence, basis=FloatArithmetic())
