"""Checks of the statements in the prose of Mihelich, Castagnos & Dognin (2024).

The theorems are checked in :mod:`proofs_check.mihelich2024.theorems` and
:mod:`proofs_check.mihelich2024.bounds`; these are Demonstration 3.2's labels, Remark 3.2, the
density of step functions, the domain of k in Thm 3.9, the global minimum at AUC-ROC = 0, the
identity "1 - pi = N-/N+" and RankOpt's O(n).
"""

from __future__ import annotations

import random
from fractions import Fraction

import sympy as sp

from analytic.boyd import global_min_auc_pr
from analytic.confusion import counts_to_pr, counts_to_roc
from proofs_check._registry import CheckResult, claim, decide, refuted_if
from proofs_check.evidence import ExactArithmetic, RandomSample, SymbolicIdentity

__all__ = [
    "demo3_2_labels",
    "density_of_step_functions",
    "global_min_at_zero",
    "one_minus_pi",
    "rankopt_linear",
    "remark3_2",
    "thm3_9_domain",
]

SOURCE = "Mihelich, Castagnos & Dognin (2024)"
_A = sp.Symbol("a", positive=True)


@claim(
    "mihelich2024.demo3.2.labels",
    f"{SOURCE}, Demonstration 3.2",
    "Let (x, y) be a point on the ROC curve then x is the TPR and y is the FPR. By definition we "
    "have: x = FP/N^- and y = TP/N^+",
    line=75,
    quantifier="particular",
)
def demo3_2_labels() -> CheckResult:
    """The labels are swapped: x is the FPR (x = FP/N-), as the next sentence and eq. (1) use.

    Exact witness: TP = 1, FP = 3, N+ = 2, N- = 4 has ROC point (FPR, TPR) = (3/4, 1/2) and PR
    point (1/2, 1/4). Eq. (1) (x, y) -> (y, y/(y + a x)) gives it with x = FPR, y = TPR; with
    the sentence's labels (x = TPR = 1/2, y = FPR = 3/4) it gives recall 3/4, wrong.
    """
    tp, fp, n_pos, n_neg = 1, 3, 2, 4
    roc, pr = counts_to_roc(tp, fp, n_pos, n_neg), counts_to_pr(tp, fp, n_pos)
    a = sp.Rational(n_neg, n_pos)

    def eq1(x: sp.Expr, y: sp.Expr) -> tuple[sp.Expr, sp.Expr]:
        return y, y / (y + a * x)

    right = eq1(roc.fpr, roc.tpr) == (pr.recall, pr.precision)
    as_written = eq1(roc.tpr, roc.fpr) == (pr.recall, pr.precision)
    evidence = (f"TP 1, FP 3, N+ 2, N- 4: ROC (FPR, TPR) = ({roc.fpr}, {roc.tpr}), PR = "
                f"({pr.recall}, {pr.precision}). Eq. (1) with x = FPR: {right}; with the "
                f"sentence's x = TPR, y = FPR: {as_written}.")
    truth = ("In Demonstration 3.2 x is the FPR and y the TPR (x = FP/N-, y = TP/N+, as the same "
             "sentence then says); eq. (1) is right with those labels.")
    return refuted_if(right and not as_written, evidence, truth, ExactArithmetic(), other_way=(
        "It would hold if eq. (1) were read with x = TPR; it then maps the witness wrongly."))


@claim(
    "mihelich2024.remark3.2",
    f"{SOURCE}, Remark 3.2",
    "it shows that if, at a given abscissa, a curve is below another one in the \\widehat{ROC} "
    "space then, in the PR space, the first one will be above the second.",
    line=97,
    quote="Remark 3.2. Moreover, the expression found in equation (3) gives a more precise "
    "information than the theorem 3.2 in (Davis & Goadrich, 2006) because it shows that if, at a "
    "given abscissa, a curve is below another one",
)
def remark3_2() -> CheckResult:
    """Pointwise: at fixed TPR x, a smaller FPR gives a larger precision x/(x + a y) (proof).

    sympy: d/dy x/(x + a y) = -a x/(x + a y)^2 < 0 for x, a > 0, so y1 <= y2 implies
    x/(x + a y1) >= x/(x + a y2) at the same recall x (eq. (4)).
    """
    x, y = sp.symbols("x y", positive=True)
    d = sp.simplify(sp.diff(x / (x + _A * y), y))
    decreasing = sp.simplify(d + _A * x / (x + _A * y) ** 2) == 0
    evidence = (f"sympy: d/dy [x/(x + a y)] = {d} < 0 ({decreasing}): at a fixed abscissa "
                "(recall) the curve lower in ROC-hat space has the higher precision.")
    return decide(bool(decreasing), False, evidence, basis=SymbolicIdentity(), other_way=(
        "It would fail at recall x = 0, where both precisions are undefined (0/0)."))


@claim(
    "mihelich2024.sec3.3.step_functions_dense",
    f"{SOURCE}, Sec. 3.3, after Lemma 3.7",
    "With Lemma 3.7, as the step functions are dense in the increasing space function for the "
    "infinity norm, we can restrict ourselves to step functions.",
    line=163,
)
def density_of_step_functions() -> CheckResult:
    """Increasing functions on [0, 1] are uniform limits of increasing step functions (proof).

    For increasing f with values in [0, 1], g_K = floor(K f)/K is increasing, takes at most K + 1
    values (so is a step function: its level sets are intervals) and 0 <= f - g_K < 1/K. sympy
    checks 0 <= t - floor(K t)/K < 1/K for t in [0, 1]; exact rationals check it for f = x^2 at
    x = j/97 with K = 10. (The constraint integral of f = c is kept up to 1/K and restored by
    Lemma 3.7's continuity.)
    """
    t = sp.Symbol("t", nonnegative=True)
    k = sp.Symbol("K", positive=True, integer=True)
    frac = sp.frac(k * t)  # K t - floor(K t), in [0, 1) by definition
    symbolic = bool(sp.simplify(k * (t - sp.floor(k * t) / k) - frac.rewrite(sp.floor)) == 0)
    ok = True
    for j in range(98):
        x = Fraction(j, 97)
        f = x * x
        g = Fraction(int(f * 10), 10)
        ok &= 0 <= f - g < Fraction(1, 10)
    evidence = (f"sympy: f - floor(K f)/K = frac(K f)/K in [0, 1/K) ({symbolic}); f = x^2, K = 10 "
                f"at 98 rational points: 0 <= f - g < 1/10 exactly ({ok}).")
    return decide(symbolic and ok, False, evidence, basis=SymbolicIdentity(), other_way=(
        "It would fail for unbounded or non-monotone functions; ROC-hat curves are neither."))


@claim(
    "mihelich2024.thm3.9.domain",
    f"{SOURCE}, Demonstration 3.10 (the domain of k in Thm 3.9)",
    "We suppose that k in [1 - a ln((1 + a)/a), 1] is the AUC_PR and is fixed.",
    line=258,
    quote="We suppose that $k \\in [1 - a \\ln(\\frac{1+a}{a}), 1]$ is the AUC_{PR} and is fixed.",
)
def thm3_9_domain() -> CheckResult:
    """The domain [global min, 1] is every attainable AUC-PR, and eqs. (29)-(30) span [0, 1] on it.

    sympy: the lower end equals Boyd et al.'s global minimum (Cor. 3.11) = Thm 3.5's maximum at
    c = 1; eq. (30) gives AUC-ROC^min = 0 at that end and 1 at k = 1; eq. (29)'s F^{-1}(1 - k)
    is a at the lower end (F(a) = a ln((1 + a)/a)) and 0 at k = 1.
    """
    k = sp.Symbol("k", positive=True)
    low = 1 - _A * sp.log((1 + _A) / _A)
    is_gmin = sp.simplify(low - global_min_auc_pr(_A)) == 0
    e = sp.exp((1 - k) / _A)
    roc_min = 1 - (e - 1) / e * (1 + _A)
    at_low = sp.simplify(sp.expand_log(roc_min.subs(k, low), force=True))
    at_one = sp.simplify(roc_min.subs(k, 1))
    f_at_a = sp.simplify(_A * sp.log((1 + _A) / _A) - (1 - low)) == 0
    ok = bool(is_gmin and at_low == 0 and at_one == 1 and f_at_a)
    evidence = (f"sympy: lower end = global minimum ({is_gmin}); eq. (30) at the ends: {at_low}, "
                f"{at_one}; F(a) = 1 - lower end ({f_at_a}), so eq. (29) gives AUC-ROC 0 there.")
    return decide(ok, False, evidence, basis=SymbolicIdentity(), other_way=(
        "It would be refuted if some ROC curve had AUC-PR below 1 - a ln((1 + a)/a); Boyd et "
        "al.'s Thm 2 rules that out."))


@claim(
    "mihelich2024.sec3.5.global_min_at_zero",
    f"{SOURCE}, Sec. 3.5",
    "the global minimum of the AUC_PR, that is to say the minimum over all the possible AUC_ROC "
    "which is naturally achieved for an AUC_ROC = 0.",
    line=290,
)
def global_min_at_zero() -> CheckResult:
    """The global minimum is attained at AUC-ROC = 0 -- by the worst ranking, and only there.

    Pointwise (proof): at every recall, precision TP/(TP + FP) >= TP/(TP + N-) with equality iff
    FP = N-; the worst ranking (all negatives first, AUC-ROC 0) has FP = N- at every TP > 0, and
    any ROC curve with AUC-ROC > 0 has FP < N- on a recall interval of positive length, so a
    strictly larger area. Exact check: the worst ranking's AUC-PR equals the global minimum
    (sympy, N+ = N- = 1: 1 - ln 2).
    """
    tp, fp, n_neg = sp.symbols("TP FP N_minus", positive=True)
    gap = sp.factor(tp / (tp + fp) - tp / (tp + n_neg))
    pointwise = sp.simplify(gap - tp * (n_neg - fp) / ((tp + fp) * (tp + n_neg))) == 0
    t = sp.Symbol("t", positive=True)
    worst = sp.integrate(t / (t + 1), (t, 0, 1))  # N+ = N- = 1: FP = 1 along the whole curve
    equal = sp.simplify(worst - global_min_auc_pr(1)) == 0
    evidence = (f"sympy: TP/(TP + FP) - TP/(TP + N-) = {gap} >= 0, zero iff FP = N- "
                f"({pointwise}); worst ranking at N+ = N- = 1: AUC-PR {worst} = global minimum "
                f"({equal}).")
    return decide(bool(pointwise and equal), False, evidence, basis=SymbolicIdentity(),
                  other_way="It would fail if a curve with AUC-ROC > 0 kept FP = N- at every "
                  "recall; such a curve has AUC-ROC 0.")


@claim(
    "mihelich2024.cor3.11.one_minus_pi",
    f"{SOURCE}, Cor. 3.11 (proof)",
    "Finally, as 1 - pi = N^-/N^+ and 1 + a = N/N^+, we get a/(1 + a) = N^-/N = 1 - pi",
    line=305,
    quote="Finally, as $1 - \\pi = \\frac{N^-}{N^+}$ and $1 + a = \\frac{N}{N^+}$, we get "
    "$\\frac{a}{1+a} = \\frac{N^-}{N} = 1 - \\pi$",
)
def one_minus_pi() -> CheckResult:
    """"1 - pi = N-/N+" is false as written (it is N-/N); the conclusion a/(1 + a) = 1 - pi holds.

    Exact: pi = N+/N, so 1 - pi = N-/N; with N+ = N- = 1, 1 - pi = 1/2 but N-/N+ = 1. The chain's
    end a/(1 + a) = N-/N = 1 - pi is right for every N+, N- (500 random pairs, exact).
    """
    n_pos, n_neg = 1, 1
    written = 1 - Fraction(n_pos, n_pos + n_neg) == Fraction(n_neg, n_pos)
    rng = random.Random(11)
    end_ok = True
    for _ in range(500):
        p, n = rng.randint(1, 10**6), rng.randint(1, 10**6)
        a = Fraction(n, p)
        end_ok &= a / (1 + a) == Fraction(n, p + n) == 1 - Fraction(p, p + n)
    evidence = (f"N+ = N- = 1: 1 - pi = 1/2, N-/N+ = 1: {'equal' if written else 'different'}. "
                "a/(1 + a) = N-/N = 1 - pi "
                f"on 500 random (N+, N-), exact: {end_ok}.")
    truth = "1 - pi = N-/N (not N-/N+); a/(1 + a) = N-/N = 1 - pi and eq. (38) stand."
    return refuted_if(not written and end_ok, evidence, truth, ExactArithmetic(), other_way=(
        "It would hold only if N+ = N, i.e. a data set with no negatives; a typo for N-/N."))


@claim(
    "mihelich2024.sec4.3.rankopt",
    f"{SOURCE}, Sec. 4.3 (a looser reading: some smooth AUC surrogate computable in O(n), "
    "not RankOpt's own method, which is not in the sources)",
    "RankOpt (Herschtal & Raskutti, 2004) which reduces the time complexity to O(n)",
    line=330,
    quote="RankOpt (Herschtal & Raskutti, 2004) which reduces the time complexity to $O(n)$",
    reading="looser",
)
def rankopt_linear() -> CheckResult:
    """A smooth pairwise surrogate of the AUC is computable in O(n) (200 random data sets).

    RankOpt's paper is not in the sources, so the check is of what the sentence needs: a
    gradient-friendly AUC surrogate with O(n) cost. The squared pairwise loss sum over
    positive-negative pairs of (1 - (s_i - s_j))^2 equals N- S2+ - 2 S1+ S1- + N+ S2- - 2 (N- S1+ -
    N+ S1-) + N+ N- (sums S1, S2 of scores and squares per class): one pass. Exact rationals on
    200 random data sets against the O(n^2) pair sum. The exact AUC itself still needs a sort
    (mihelich2024.sec4.3.complexity.tight).
    """
    rng = random.Random(2004)
    ok = True
    for _ in range(200):
        pos = [Fraction(rng.randint(0, 100), 100) for _ in range(rng.randint(1, 12))]
        neg = [Fraction(rng.randint(0, 100), 100) for _ in range(rng.randint(1, 12))]
        pairs = sum((1 - (p - q)) ** 2 for p in pos for q in neg)
        s1p, s2p = sum(pos), sum(p * p for p in pos)
        s1n, s2n = sum(neg), sum(q * q for q in neg)
        npos, nneg = len(pos), len(neg)
        linear = (nneg * s2p - 2 * s1p * s1n + npos * s2n - 2 * (nneg * s1p - npos * s1n)
                  + npos * nneg)
        ok &= pairs == linear
    evidence = ("Squared pairwise AUC surrogate: the O(n) moment formula equals the O(n^2) pair "
                f"sum exactly on 200 random data sets ({ok}).")
    return decide(ok, False, evidence, basis=RandomSample(200, "exact"), other_way=(
        "Read as computing the exact AUC in O(n), it is not shown: comparison methods sort, "
        "O(n log n); RankOpt's own method is not in the sources."))
