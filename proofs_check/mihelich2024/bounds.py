"""Checks of Mihelich, Castagnos & Dognin (2024) on the range of AUC-PR at fixed AUC-ROC: the
bounds (``mihelich2024.thm3.5``, ``thm3.9``, ``cor4.1``, ``demo3.8``, ``sec4.1.curve_II``).

Thm 3.5 bounds AUC-PR at fixed ``c = 1 - AUC-ROC`` and skew ``a = N-/N+``; Thm 3.9 inverts it; Cor
4.1 uses both to order models; Sec. 4.1 applies them to Davis & Goadrich's curves. The checks here
refute the minimum (and what is built on it) three ways: the first-order optimality condition at
the claimed minimizer fails (:func:`analytic.exact_minimum.constant_kkt_residual_at_zero`); the
exact minimum (:mod:`analytic.exact_minimum`, confirmed by the independent discretized solver
:mod:`proofs_check.convex_solver`) is lower; and finite data sets (:mod:`numeric.bounds.witness`)
exhibit it, their AUCs computed by scikit-learn-independent code
(:func:`numeric.data.auc.auc_roc_score`, :func:`numeric.data.auc.auc_pr_score`). The maximum is
confirmed by searching the extreme points.
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import sympy as sp

from analytic.exact_minimum import (
    constant_kkt_residual_at_zero,
    derivation_checks,
)
from numeric.bounds import (
    auc_pr_max,
    auc_pr_min_mihelich,
    auc_roc_max_mihelich,
    auc_roc_min,
    global_min_auc_pr,
    implied_order,
    precise,
)
from numeric.bounds.exact_minimum import (
    auc_pr_min_exact,
    auc_roc_max_exact,
)
from numeric.bounds.witness import witness_dataset
from numeric.data.auc import auc_pr_score, auc_roc_score
from proofs_check._exact import (
    ExactWitness,
    Witness,
    enclosure_str,
    exact_witness,
    iv,
    iv_below,
    ivq,
    workdps,
)
from proofs_check._registry import CheckResult, claim, decide, refuted_if
from proofs_check.convex_solver import max_over_two_steps, solve_min_discrete
from proofs_check.derivation import (
    demonstration_3_8_expansion,
    is_zero,
    maximum_proof_checks,
)
from proofs_check.evidence import FloatArithmetic, SymbolicIdentity, ValidatedEnclosure

__all__ = [
    "cor4_1",
    "demonstration_3_8",
    "sec4_1_curve_ii",
    "sec4_1_curve_ii_value",
    "thm3_5_max",
    "thm3_5_min",
    "thm3_9_max",
    "thm3_9_min",
]

SOURCE = "Mihelich, Castagnos & Dognin (2024)"

# the paper's example (Sec. 4.1) and the data-set size of the witnesses
_A, _ROC, _NPOS = 100.0, 0.875, 1000
_ON_MIN = f"data set on the exact minimizer: a = 100, AUC-ROC 0.875, N+ = {_NPOS}"


def _refutation(counterexample: bool, truth_confirmed: bool, evidence: str, truth: str,
                other_way: str | None = None, witnesses: tuple[Witness, ...] = ()
                ) -> CheckResult:
    """"refuted" only with a verified counterexample and a confirmed truth; else "error".

    The counterexample is a witness data set whose areas were recomputed from its integer counts
    (:func:`_exact_witness`: exact AUC-ROC, enclosed AUC-PR) and compared in interval arithmetic
    with the claimed bound, so the refutation is ``validated``.
    """
    if counterexample and truth_confirmed:
        return CheckResult("refuted", evidence, truth, ValidatedEnclosure(), other_way, witnesses)
    missing = "no verified counterexample" if not counterexample else "the truth is unconfirmed"
    return CheckResult("error", f"inconclusive ({missing}): {evidence}")


def _witness(auc_roc: float, curve: str, n_pos: int = _NPOS) -> tuple[float, float]:
    """(AUC-ROC, AUC-PR) of the witness data set, from the data."""
    y_true, y_score = witness_dataset(_A, auc_roc, n_pos, curve=curve)
    return float(auc_roc_score(y_true, y_score)), float(auc_pr_score(y_true, y_score))


def _exact_witness(auc_roc: float, curve: str, n_pos: int = _NPOS) -> ExactWitness:
    """The witness data set's areas recomputed exactly from its integer counts."""
    y_true, y_score = witness_dataset(_A, auc_roc, n_pos, curve=curve)
    return exact_witness(y_true, y_score)


def _claimed_min_iv(w: ExactWitness) -> iv.mpf:
    """Thm 3.5's claimed minimum 1 - ac ln((1 + ac)/(ac)) at the witness's exact a and c,
    enclosed."""
    ac = w.skew * (1 - w.auc_roc)
    with workdps():
        return 1 - ivq(ac) * iv.log(ivq((1 + ac) / ac))


def _max_iv(w: ExactWitness) -> iv.mpf:
    """Thm 3.5's (proven) maximum 1 - a ln((1 + a)/(1 - c + a)) at the witness's a, c, enclosed."""
    a, c = w.skew, 1 - w.auc_roc
    with workdps():
        return 1 - ivq(a) * iv.log(ivq((1 + a) / (1 - c + a)))


def _steps_in_words(steps: dict[str, bool]) -> str:
    """``'4 of 4 steps confirmed (a; b; ...)'``, naming any that failed."""
    failed = [name for name, ok in steps.items() if not ok]
    return (f"{len(steps) - len(failed)} of {len(steps)} steps confirmed ("
            + "; ".join(steps) + ")" + (f", not confirmed: {'; '.join(failed)}" if failed else ""))


@claim(
    "mihelich2024.thm3.5.min",
    f"{SOURCE}, Thm 3.5 (minimum) and its proof",
    "At AUC'_ROC = 1 - AUC_ROC = c fixed, the minimum of the AUC_PR is 1 - ac ln((1 + ac)/(ac)), "
    "reached for the function constant equal to c.",
)
def thm3_5_min() -> CheckResult:
    """Thm 3.5, minimum: refuted by optimality conditions, the exact minimum, and a data set.

    Claim: "the minimum is reached for the function constant equal to c. And therefore, the
    minimum of the AUC_PR is equal to 1 - ac ln((1 + ac)/(ac))" (Thm 3.5 and its proof).
    """
    steps = derivation_checks()
    lam0 = float(constant_kkt_residual_at_zero(_A, _ROC))
    exact = float(precise.auc_pr_min_exact(_A, _ROC, dps=30))
    paper = float(auc_pr_min_mihelich(_A, _ROC))
    discrete = solve_min_discrete(_A, _ROC, num_cells=400).value
    roc_w, pr_w = _witness(_ROC, "exact_min")
    w = _exact_witness(_ROC, "exact_min")
    grid = [(a, r) for a in (0.1, 1.0, 10.0, 100.0) for r in (0.1, 0.5, 0.9, 0.99)]
    below = all(auc_pr_min_exact(a, r) < float(auc_pr_min_mihelich(a, r)) for a, r in grid)
    # The counterexample: a data set below the claimed minimum at its own AUC-ROC, decided on
    # enclosures of the exact values (its integer counts).
    claimed_w = _claimed_min_iv(w)
    counterexample = iv_below(w.auc_pr, claimed_w)
    # What the truth rests on: the exact theory, confirmed independently.
    truth_confirmed = (lam0 > 0 and exact < paper and discrete < paper and below
                       and abs(roc_w - _ROC) < 1e-3 and all(steps.values()))
    evidence = (
        f"At f = c the first-order condition fails: G(0) = lambda = {lam0:.4g} > 0 (a = 100, "
        f"c = 0.125), so lowering f near 0 and raising it elsewhere lowers AUC-PR. Exact minimum "
        f"at a = 100, AUC-ROC = 0.875: 4/117 = {exact:.6f} (free regime; {len(steps)} sympy-"
        f"verified derivation steps), discretized convex solver {discrete:.6f}, claimed "
        f"{paper:.6f} (Sec. 4.1: 0.038). Witness data set N+ = {_NPOS}, N- = {int(_A * _NPOS)}: "
        f"AUC-ROC {roc_w:.6f}, AUC-PR {pr_w:.6f} < {paper:.4f}. Validated from its integer "
        f"counts: {w.describe()} < claimed minimum at its own AUC-ROC "
        f"{enclosure_str(claimed_w, 10)}. Exact < claimed on all "
        f"{len(grid)} grid points (a in 0.1..100, AUC-ROC in 0.1..0.99): {below}."
    )
    truth = (
        "The minimum is attained by f = (k sqrt(x) - x)/a, ironed flat or capped at 1 (numeric."
        "exact_minimum.auc_pr_min_exact): 8/(9(2ac + 1)) for 5/6 <= ac and c <= 2/3 + 1/(6a); "
        "a closed form with x0 = a - sqrt(a^2 - 6a(1-c)) for larger c; a two-equation root-find "
        "for ac < 5/6. It is strictly below 1 - ac ln((1 + ac)/(ac)) for every 0 < c < 1."
    )
    other = ("It would hold if no data set had AUC-PR below 1 - ac ln((1 + ac)/(ac)) at its own "
             "AUC-ROC: the witness's enclosed AUC-PR would have to reach the enclosed bound.")
    return _refutation(counterexample, truth_confirmed, evidence, truth, other,
                       (w.witness(_ON_MIN),))


@claim(
    "mihelich2024.thm3.5.max",
    f"{SOURCE}, Thm 3.5 (maximum)",
    "At AUC'_ROC = 1 - AUC_ROC = c fixed, the maximum of the AUC_PR is "
    "1 - a ln((1 + a)/(1 - c + a)).",
)
def thm3_5_max() -> CheckResult:
    """Thm 3.5, maximum: confirmed by searching every extreme point (two-step curves).

    Claim: "the maximum of the AUC_PR is equal to 1 - a ln((1 + a)/(1 - c + a))" (Thm 3.5). The
    objective is convex, so its maximum over the convex set of curves sits at an extreme point, a
    two-step curve (0, then a level, then 1); a grid with local refinement searches them.
    """
    worst = -math.inf
    n = 0
    for a in (0.01, 1.0, 100.0, 1e4):
        for r in (0.05, 0.5, 0.875, 0.99):
            best = max_over_two_steps(a, r, num=101, rounds=20).value
            worst = max(worst, best - float(auc_pr_max(a, r)))
            n += 1
    roc_w, pr_w = _witness(_ROC, "max")
    proof = maximum_proof_checks()
    above = worst > 1e-9  # a two-step curve above the claimed maximum: a counterexample
    evidence = (
        f"Two-step search on {n} (a, AUC-ROC) pairs (a in 0.01..1e4): best found minus the claimed "
        f"maximum <= {worst:.2e}; the best is always the single step at TPR = 1 - c. Witness "
        f"(a = 100, N+ = {_NPOS}) on that step: AUC-ROC {roc_w:.4f}, AUC-PR {pr_w:.4f} "
        f"(claimed max at 0.875: {float(auc_pr_max(_A, _ROC)):.4f}; Sec. 4.1: 0.876). Proof "
        f"(chord bound x/(x + af) <= (1 - f) + f x/(x + a) and the bathtub principle), each "
        f"step checked by sympy: {_steps_in_words(proof)}."
    )
    if above:
        return CheckResult("refuted", evidence, "a two-step curve exceeds the claimed maximum",
                           FloatArithmetic())
    return decide(all(proof.values()) and worst <= 1e-10, False, evidence,
                  basis=SymbolicIdentity())


@claim(
    "mihelich2024.demo3.8",
    f"{SOURCE}, Demonstration 3.8, eqs. (22) and (25)",
    "T(f_1) - T(f_0) = epsilon (-(a y_0/(x_1 - x_0)) ln((x_1 + a y_0)/(x_0 + a y_0)) + "
    "a y_0/(x_0 + a y_0) + a y_0/((x_0 + a y_0)(x_1 + a y_0))) + o(epsilon), and the first term in "
    "epsilon is greater than a y_0/((x_0 + a y_0)(x_1 + a y_0)), which is strictly positive.",
)
def demonstration_3_8() -> CheckResult:
    """Demonstration 3.8 (the maximum's proof): eq. (22) drops a factor a y_0; the conclusion holds.

    sympy differentiates eq. (18) at epsilon = 0: the last term of the bracket is
    ``a^2 y_0^2/((x_0 + a y_0)(x_1 + a y_0))``, not ``a y_0/(...)``; so the lower bound (25) is
    false whenever ``a y_0 < 1`` (exact counterexample below). The bracket is still positive
    (the same concavity step), and the theorem's maximum is proven independently by
    :func:`maximum_proof_checks` (chord bound and bathtub principle).
    """
    e = demonstration_3_8_expansion()
    exact_is_corrected = is_zero(e["exact"] - e["corrected"])
    paper_differs = not is_zero(e["exact"] - e["paper"])
    a, y0, x0, x1 = sp.symbols("a y0 x0 x1", positive=True)
    point = {a: 1, y0: sp.Rational(1, 2), x0: sp.Rational(1, 10), x1: sp.Rational(3, 10)}
    coefficient = e["exact"].subs(point)
    claimed_bound = e["paper_bound"].subs(point)
    below = bool(sp.N(coefficient - claimed_bound, 30) < 0) and bool(sp.N(coefficient, 30) > 0)
    proof = maximum_proof_checks()
    evidence = (
        f"d/d epsilon of eq. (18) at 0 equals the bracket with a^2 y_0^2/((x_0 + a y_0)(x_1 + "
        f"a y_0)) (sympy: {exact_is_corrected}), not eq. (22)'s (differs: {paper_differs}). At "
        f"a = 1, y_0 = 1/2, x_0 = 1/10, x_1 = 3/10 the first-order coefficient is "
        f"{float(coefficient):.6f}, below the claimed lower bound (25) "
        f"{float(claimed_bound):.6f}, yet positive. The maximum itself: "
        f"{_steps_in_words(proof)}."
    )
    truth = (
        "Eq. (22)'s last term is a^2 y_0^2/((x_0 + a y_0)(x_1 + a y_0)); with the concavity bound "
        "(24) the first-order term exceeds that (not a y_0/(...), which it can fall below when "
        "a y_0 < 1). It is still strictly positive, so the local improvement and Thm 3.5's maximum "
        "stand; a complete proof without step functions is the chord bound x/(x + af) <= (1 - f) "
        "+ f x/(x + a) with the bathtub principle (docs/exact_minimum.md)."
    )
    verified = exact_is_corrected and paper_differs and below and all(proof.values())
    other = ("It would hold if eq. (18)'s derivative had the paper's last term a y_0/(...); with "
             "the correct a^2 y_0^2/(...) the stated bound (25) still holds whenever a y_0 >= 1, "
             "so the exact counterexample needs a y_0 < 1 (here a = 1, y_0 = 1/2).")
    return refuted_if(verified, evidence, truth, SymbolicIdentity(), other_way=other)


@claim(
    "mihelich2024.thm3.9.max",
    f"{SOURCE}, Thm 3.9 (maximum)",
    "At AUC_PR = k fixed, AUC_ROC^max = 1 - F^{-1}(1 - k)/a with F(x) = x ln((1 + x)/x).",
)
def thm3_9_max() -> CheckResult:
    """Thm 3.9, maximum: refuted by a data set whose AUC-ROC exceeds it for its own AUC-PR.

    Claim: "AUC_ROC^max = 1 - F^{-1}(1 - k)/a" (Thm 3.9), the inverse of Thm 3.5's minimum.
    """
    roc_w, pr_w = _witness(_ROC, "exact_min")
    claimed = float(auc_roc_max_mihelich(_A, pr_w))
    exact = float(auc_roc_max_exact(_A, pr_w))
    sec42_claimed = float(auc_roc_max_mihelich(_A, 0.7))
    sec42_exact = float(auc_roc_max_exact(_A, 0.7))
    # Validated: F(x) = x ln(1 + 1/x) is increasing (F' = ln(1 + 1/x) - 1/(1 + x) > 0), so
    # AUC-ROC > 1 - F^{-1}(1 - k)/a  <=>  F(ac) < 1 - k  <=>  k < 1 - ac ln((1 + ac)/(ac)).
    w = _exact_witness(_ROC, "exact_min")
    x = sp.Symbol("x", positive=True)
    increasing = bool(sp.simplify(sp.diff(x * sp.log(1 + 1 / x), x)
                                  - (sp.log(1 + 1 / x) - 1 / (1 + x))) == 0)
    counterexample = increasing and iv_below(w.auc_pr, _claimed_min_iv(w)) and roc_w > claimed
    truth_confirmed = exact >= roc_w - 1e-3 and sec42_exact > sec42_claimed
    evidence = (
        f"Witness data set (N+ = {_NPOS}, N- = {int(_A * _NPOS)}): AUC-PR {pr_w:.6f}, AUC-ROC "
        f"{roc_w:.6f} > claimed maximum {claimed:.6f} for that AUC-PR (exact maximum "
        f"{exact:.6f}). Sec. 4.2's a = 100, AUC-PR = 0.7: claimed max {sec42_claimed:.5f}, exact "
        f"{sec42_exact:.5f}. Validated: {w.describe()}; since F is increasing (sympy: F' = "
        "ln(1 + 1/x) - 1/(1 + x) > 0), AUC-ROC above the claimed maximum at k is equivalent to k "
        f"below 1 - ac ln((1 + ac)/(ac)) = {enclosure_str(_claimed_min_iv(w), 10)}, which holds."
    )
    truth = (
        "The maximum AUC-ROC at AUC-PR = k is 1 - c*, where c* solves T_min(c*) = k with the exact "
        "minimum of Thm 3.5 (numeric.bounds.exact_minimum.auc_roc_max_exact); it is larger than "
        "the claimed value for every global-min < k < 1."
    )
    other = ("It would hold if Thm 3.5's minimum were the true minimum: Thm 3.9's maximum is its "
             "inverse, so it stands or falls with mihelich2024.thm3.5.min.")
    return _refutation(counterexample, truth_confirmed, evidence, truth, other,
                       (w.witness(_ON_MIN),))


@claim(
    "mihelich2024.thm3.9.min",
    f"{SOURCE}, Thm 3.9 (minimum)",
    "At AUC_PR = k fixed, AUC_ROC^min = 1 - (1 + a)(e^{(1-k)/a} - 1)/e^{(1-k)/a}.",
)
def thm3_9_min() -> CheckResult:
    """Thm 3.9, minimum: holds, as the inverse of Thm 3.5's maximum (which holds).

    Claim: "AUC_ROC^min = 1 - (1 + a)(e^{(1-k)/a} - 1)/e^{(1-k)/a}" (Thm 3.9).
    """
    worst = 0.0
    n = 0
    for a in (0.01, 1.0, 100.0):
        gmin = float(global_min_auc_pr(a))
        for k in np.linspace(gmin, 1.0, 9)[1:-1]:
            r = float(auc_roc_min(a, k))
            # the maximum AUC-PR at AUC-ROC r must be exactly k (inverse of the verified max)
            worst = max(worst, abs(max_over_two_steps(a, r, num=61, rounds=15).value - k))
            n += 1
    roc_w, pr_w = _witness(0.865, "max")
    on_bound = abs(float(auc_roc_min(_A, pr_w)) - roc_w)
    holds = worst < 1e-9 and on_bound < 1e-9 and all(maximum_proof_checks().values())
    evidence = (
        f"On {n} (a, AUC-PR) pairs, the best two-step curve at AUC-ROC = claimed minimum has "
        f"AUC-PR = k to {worst:.1e}: the claimed minimum inverts the (verified) maximum of Thm "
        f"3.5. A data set on the step curve (a = 100, AUC-ROC {roc_w:.4f}, AUC-PR {pr_w:.4f}) sits "
        f"on the bound ({on_bound:.1e}); the maximum it inverts is proven (chord bound, sympy)."
    )
    return decide(holds, False, evidence, basis=SymbolicIdentity())


@claim(
    "mihelich2024.cor4.1",
    f"{SOURCE}, Cor 4.1",
    "If AUC_PR^min(1 - AUC_ROC1) >= AUC_PR^max(1 - AUC_ROC2) then AUC_PR1 >= AUC_PR2; if "
    "AUC_ROC^min(AUC_PR1) >= AUC_ROC^max(AUC_PR2) then AUC_ROC1 >= AUC_ROC2.",
)
def cor4_1() -> CheckResult:
    """Cor 4.1 with the bounds of Thms 3.5 and 3.9: both implications fail on data sets.

    Claim: "If AUC_PR^min(1 - AUC_ROC1) >= AUC_PR^max(1 - AUC_ROC2) then AUC_PR1 >= AUC_PR2"
    and "if AUC_ROC^min(AUC_PR1) >= AUC_ROC^max(AUC_PR2) then AUC_ROC1 >= AUC_ROC2" (Cor 4.1).
    All data sets have N+ = 1000, N- = 100000.
    """
    r1, p1 = _witness(_ROC, "exact_min")  # on the exact minimum
    r2, p2 = _witness(0.031, "max")  # on the maximum, AUC-PR between exact and claimed minimum
    r3, p3 = _witness(0.865, "max")
    w1, w2 = _exact_witness(_ROC, "exact_min"), _exact_witness(0.031, "max")
    # Part 1, validated: premise and conclusion decided on enclosures of the exact values.
    premise_1 = iv_below(_max_iv(w2), _claimed_min_iv(w1))
    broken_1 = premise_1 and iv_below(w1.auc_pr, w2.auc_pr)
    # Part 2 is reported in floating point only; part 1 alone refutes.
    premise_2 = float(auc_roc_min(_A, p3)) >= float(auc_roc_max_mihelich(_A, p1))
    implied = "model 1 >= model 2 implied"
    exact_ok = (implied_order(skew=_A, auc_roc=(r1, r2), method="exact").verdict != implied
                and implied_order(skew=_A, auc_pr=(p3, p1), method="exact").verdict != implied)
    evidence = (
        f"Part 1: data sets 1 (exact-min curve) and 2 (step curve) have AUC-ROC {r1:.6f}, "
        f"{r2:.6f}; claimed min AUC-PR at 1 = {float(auc_pr_min_mihelich(_A, r1)):.6f} >= max at "
        f"2 = {float(auc_pr_max(_A, r2)):.6f}, yet AUC-PR1 = {p1:.6f} < AUC-PR2 = {p2:.6f}. "
        f"Part 2: data set 3 (step curve) has AUC-PR {p3:.6f}; claimed min AUC-ROC at it "
        f"{float(auc_roc_min(_A, p3)):.6f} >= claimed max at AUC-PR1 "
        f"{float(auc_roc_max_mihelich(_A, p1)):.6f}, yet AUC-ROC3 = {r3:.6f} < AUC-ROC1 = "
        f"{r1:.6f}. With the exact bounds neither order is implied (consistent): {exact_ok}. "
        f"Part 1 validated from the integer counts: data set 1 {w1.describe()}; data set 2 "
        f"{w2.describe()}; claimed min at 1 {enclosure_str(_claimed_min_iv(w1), 10)} > max at 2 "
        f"{enclosure_str(_max_iv(w2), 10)} and AUC-PR1 < AUC-PR2 as enclosures. Part 2 in floating "
        f"point: premise and broken conclusion: {premise_2 and r3 < r1}."
    )
    truth = (
        "Cor 4.1 holds with the exact bounds: AUC_PR^min from numeric.bounds.exact_minimum."
        "auc_pr_min_exact and AUC_ROC^max from auc_roc_max_exact (numeric.bounds.implied_order, "
        "method='exact'); the maxima of Thm 3.5 and minima of Thm 3.9 are correct."
    )
    other = ("It would hold with bounds that are attained-or-beyond: only the minimum of Thm 3.5 "
             "is too high; had data set 1's AUC-PR reached data set 2's, part 1 would stand.")
    witnesses = (w1.witness("data set 1: on the exact minimizer, a = 100, AUC-ROC 0.875"),
                 w2.witness("data set 2: on the single-step maximizer, a = 100, AUC-ROC 0.031"))
    return _refutation(broken_1, exact_ok, evidence, truth, other, witnesses)


_SEC41_LINE = 320
_SEC41_QUOTE = (
    "Interestingly, as depicted by Figure 4, when choosing a classifier that performed really bad "
    "on the AUC_{PR} score, they found a classifier that reached the minimum given by our theorem "
    "3.5 of the AUC_{PR} for $a = 100$ and $AUC_{ROC} = 0.875$."
)


@claim(
    "mihelich2024.sec4.1.curve_II",
    f"{SOURCE}, Sec. 4.1 (Figure 4)",
    "Interestingly, as depicted by Figure 4, when choosing a classifier that performed really bad "
    "on the AUC_PR score, they found a classifier that reached the minimum given by our theorem "
    "3.5 of the AUC_PR for a = 100 and AUC_ROC = 0.875.",
    line=_SEC41_LINE, quote=_SEC41_QUOTE,
    quantifier="particular",
)
def sec4_1_curve_ii() -> CheckResult:
    """Sec. 4.1: curve II did not reach the minimum AUC-PR: a data set of its size goes lower.

    Reading: "reached the minimum" = no classifier with AUC-ROC 0.875 on curve II's data set (20
    positives, 2000 negatives) has a lower AUC-PR. Refuted by a witness of that size on the exact
    minimizer, its AUC-ROC exact and its AUC-PR enclosed from its integer counts, below curve
    II's exact AUC-PR 1/26 (reconstructed count curve, :func:`proofs_check.dg2006.theorems.fig7`).
    Whether curve II's value equals Thm 3.5's formula is the separate claim
    ``mihelich2024.sec4.1.curve_II.value``.
    """
    from proofs_check._exact import auc_pr_enclosure, auc_roc_fraction

    roc_ii, pr_ii = auc_roc_fraction(_CURVE_II_COUNTS), auc_pr_enclosure(_CURVE_II_COUNTS)
    w = _exact_witness(_ROC, "exact_min", n_pos=20)
    exact = float(auc_pr_min_exact(_A, _ROC))
    claimed = float(auc_pr_min_mihelich(_A, _ROC))
    counterexample = (w.n_pos, w.n_neg) == (20, 2000) and w.auc_roc >= roc_ii \
        and iv_below(w.auc_pr, pr_ii)
    evidence = (
        f"Curve II reconstructed (dg2006.sec5.fig7): one vertex (FP 500, TP 20) of 20 positives "
        f"and 2000 negatives, AUC-ROC {roc_ii} and AUC-PR 1/26 = {1 / 26:.5f} (exact). A data set "
        f"of the same size on the exact minimizer: {w.describe()} -- higher AUC-ROC, lower AUC-PR "
        f"(enclosures compared). The minimum at a = 100, AUC-ROC 0.875 is 4/117 = {exact:.5f}; "
        f"Thm 3.5's formula gives {claimed:.5f}."
    )
    truth = (
        f"Curve II (AUC-PR 1/26 = 0.03846) is not a minimizer: with 20 positives and 2000 "
        f"negatives a classifier of AUC-ROC >= 0.875 reaches AUC-PR {float(w.auc_pr.mid):.4f}, "
        "and in the continuum the minimum is 4/117 = 0.0342. Curve II's value matches Thm 3.5's "
        "formula (0.03799) only at the paper's 3 decimals, and that formula is not the minimum "
        "(mihelich2024.thm3.5.min)."
    )
    other = ("It would hold if no ranking of 20 positives and 2000 negatives with AUC-ROC >= 0.875 "
             "had AUC-PR below 1/26: the witness's enclosed AUC-PR would have to reach 1/26.")
    witnesses = (w.witness("data set of curve II's size (20 positives, 2000 negatives) on the "
                           "exact minimizer, AUC-ROC 0.875"), _curve_ii_witness())
    evidence += f" Curve II: {witnesses[1].exact().describe()}."
    return _refutation(counterexample, exact < claimed, evidence, truth, other, witnesses)


# Davis & Goadrich's curve II as reconstructed in dg2006.sec5.fig7: 20 positives, 2000
# negatives, every positive ranked among the first 500 negatives -- one ROC vertex (FP 500, TP 20).
_CURVE_II_COUNTS = [(0, 0), (20, 500), (20, 2000)]  # (TP, FP) vertices


def _curve_ii_witness() -> Witness:
    return Witness.from_curve("Davis & Goadrich's curve II, reconstructed (dg2006.sec5.fig7)",
                              _CURVE_II_COUNTS)


@claim(
    "mihelich2024.sec4.1.curve_II.value",
    f"{SOURCE}, Sec. 4.1 (Figure 4)",
    "[Curve II's AUC-PR 0.038] reached the minimum given by our theorem 3.5 of the AUC_PR for "
    "a = 100 and AUC_ROC = 0.875 [i.e. equals 1 - ac ln((1 + ac)/(ac)) at a = 100, c = 0.125].",
    line=_SEC41_LINE, quote=_SEC41_QUOTE,
    quantifier="particular",
)
def sec4_1_curve_ii_value() -> CheckResult:
    """Curve II's AUC-PR equals Thm 3.5's formula at the paper's 3 decimals only.

    Condition: equality at 3 decimals (the precision Davis & Goadrich print, 0.038). Exact:
    curve II's AUC-PR is 1/26 (one vertex, constant precision 20/520); the formula at a = 100,
    c = 1/8 is 1 - 12.5 ln(1.08), enclosed in interval arithmetic; both round to 0.038, and they
    differ at 4 decimals (0.0385 vs 0.0380).
    """
    from proofs_check._exact import auc_pr_enclosure, auc_roc_fraction

    roc_ii, pr_ii = auc_roc_fraction(_CURVE_II_COUNTS), auc_pr_enclosure(_CURVE_II_COUNTS)
    with workdps():
        formula = 1 - ivq(Fraction(25, 2)) * iv.log(ivq(Fraction(27, 25)))
    lo, hi = ivq(Fraction(375, 10000)), ivq(Fraction(385, 10000))  # rounds to 0.038
    exact_pr = ivq(Fraction(1, 26)) in pr_ii
    both_038 = all(iv_below(lo, x) and iv_below(x, hi) for x in (pr_ii, formula))
    differ_4 = iv_below(formula, ivq(Fraction(3805, 100000))) and iv_below(
        ivq(Fraction(3845, 100000)), pr_ii)
    evidence = (
        f"Curve II (reconstructed, FP 500, TP 20 of 20/2000): AUC-ROC {roc_ii}, AUC-PR 1/26 "
        f"({exact_pr}) = {enclosure_str(pr_ii, 8)}; Thm 3.5's formula at a = 100, c = 1/8: "
        f"1 - 12.5 ln(1.08) = {enclosure_str(formula, 8)}. Both in [0.0375, 0.0385) (round to "
        f"0.038): {both_038}; apart at 4 decimals (0.0385 vs 0.0380): {differ_4}. Curve II: "
        f"{_curve_ii_witness().exact().describe()}."
    )
    other = ("It would be refuted under the reading 'equal' (not 'equal at 3 decimals'): 1/26 "
             "exceeds the formula by 0.00047.")
    return decide(bool(roc_ii == Fraction(7, 8) and exact_pr and both_038 and differ_4), False,
                  evidence, basis=ValidatedEnclosure(), other_way=other,
                  witnesses=(_curve_ii_witness(),))
