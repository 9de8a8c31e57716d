"""Checks of Mihelich, Castagnos & Dognin (2024) on the range of AUC-PR at fixed AUC-ROC.

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
from numeric.data.auc import auc_pr_score, auc_roc_score
from numeric.bounds.witness import witness_dataset
from proofs_check._registry import CheckResult, claim, decide, refuted_if
from proofs_check.convex_solver import max_over_two_steps, solve_min_discrete
from proofs_check.derivation import (
    _is_zero,
    demonstration_3_8_expansion,
    maximum_proof_checks,
)

__all__ = [
    "cor4_1",
    "demonstration_3_8",
    "sec4_1_curve_ii",
    "thm3_5_max",
    "thm3_5_min",
    "thm3_9_max",
    "thm3_9_min",
]

SOURCE = "Mihelich, Castagnos & Dognin (2024)"

# the paper's example (Sec. 4.1) and the data-set size of the witnesses
_A, _ROC, _NPOS = 100.0, 0.875, 1000


def _refutation(counterexample: bool, truth_confirmed: bool, evidence: str, truth: str
                ) -> CheckResult:
    """"refuted" only with a verified counterexample and a confirmed truth; else "error"."""
    if counterexample and truth_confirmed:
        return CheckResult("refuted", evidence, truth, "sampled evidence")
    missing = "no verified counterexample" if not counterexample else "the truth is unconfirmed"
    return CheckResult("error", f"inconclusive ({missing}): {evidence}", None, "sampled evidence")


def _witness(auc_roc: float, curve: str, n_pos: int = _NPOS) -> tuple[float, float]:
    """(AUC-ROC, AUC-PR) of the witness data set, from the data."""
    y_true, y_score = witness_dataset(_A, auc_roc, n_pos, curve=curve)
    return float(auc_roc_score(y_true, y_score)), float(auc_pr_score(y_true, y_score))


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
    grid = [(a, r) for a in (0.1, 1.0, 10.0, 100.0) for r in (0.1, 0.5, 0.9, 0.99)]
    below = all(auc_pr_min_exact(a, r) < float(auc_pr_min_mihelich(a, r)) for a, r in grid)
    # The counterexample: a data set below the claimed minimum at its own AUC-ROC.
    counterexample = pr_w < float(auc_pr_min_mihelich(_A, roc_w))
    # What the truth rests on: the exact theory, confirmed independently.
    truth_confirmed = (lam0 > 0 and exact < paper and discrete < paper and below
                       and abs(roc_w - _ROC) < 1e-3 and all(steps.values()))
    evidence = (
        f"At f = c the first-order condition fails: G(0) = lambda = {lam0:.4g} > 0 (a = 100, "
        f"c = 0.125), so lowering f near 0 and raising it elsewhere lowers AUC-PR. Exact minimum "
        f"at a = 100, AUC-ROC = 0.875: 4/117 = {exact:.6f} (free regime; {len(steps)} sympy-"
        f"verified derivation steps), discretized convex solver {discrete:.6f}, claimed "
        f"{paper:.6f} (Sec. 4.1: 0.038). Witness data set N+ = {_NPOS}, N- = {int(_A * _NPOS)}: "
        f"AUC-ROC {roc_w:.6f}, AUC-PR {pr_w:.6f} < {paper:.4f}. Exact < claimed on all "
        f"{len(grid)} grid points (a in 0.1..100, AUC-ROC in 0.1..0.99): {below}."
    )
    truth = (
        "The minimum is attained by f = (k sqrt(x) - x)/a, ironed flat or capped at 1 (numeric."
        "exact_minimum.auc_pr_min_exact): 8/(9(2ac + 1)) for 5/6 <= ac and c <= 2/3 + 1/(6a); "
        "a closed form with x0 = a - sqrt(a^2 - 6a(1-c)) for larger c; a two-equation root-find "
        "for ac < 5/6. It is strictly below 1 - ac ln((1 + ac)/(ac)) for every 0 < c < 1."
    )
    return _refutation(counterexample, truth_confirmed, evidence, truth)


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
        f"step checked by sympy: {proof}."
    )
    if above:
        return CheckResult("refuted", evidence, "a two-step curve exceeds the claimed maximum",
                           "exhaustive search")
    return decide(all(proof.values()) and worst <= 1e-10, False, evidence,
                  method="symbolic proof")


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
    exact_is_corrected = _is_zero(e["exact"] - e["corrected"])
    paper_differs = not _is_zero(e["exact"] - e["paper"])
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
        f"{float(claimed_bound):.6f}, yet positive. The maximum itself: {proof}."
    )
    truth = (
        "Eq. (22)'s last term is a^2 y_0^2/((x_0 + a y_0)(x_1 + a y_0)); with the concavity bound "
        "(24) the first-order term exceeds that (not a y_0/(...), which it can fall below when "
        "a y_0 < 1). It is still strictly positive, so the local improvement and Thm 3.5's maximum "
        "stand; a complete proof without step functions is the chord bound x/(x + af) <= (1 - f) "
        "+ f x/(x + a) with the bathtub principle (docs/exact_minimum.md)."
    )
    verified = exact_is_corrected and paper_differs and below and all(proof.values())
    return refuted_if(verified, evidence, truth, "symbolic proof")


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
    counterexample = roc_w > claimed
    truth_confirmed = exact >= roc_w - 1e-3 and sec42_exact > sec42_claimed
    evidence = (
        f"Witness data set (N+ = {_NPOS}, N- = {int(_A * _NPOS)}): AUC-PR {pr_w:.6f}, AUC-ROC "
        f"{roc_w:.6f} > claimed maximum {claimed:.6f} for that AUC-PR (exact maximum "
        f"{exact:.6f}). Sec. 4.2's a = 100, AUC-PR = 0.7: claimed max {sec42_claimed:.5f}, exact "
        f"{sec42_exact:.5f}."
    )
    truth = (
        "The maximum AUC-ROC at AUC-PR = k is 1 - c*, where c* solves T_min(c*) = k with the exact "
        "minimum of Thm 3.5 (numeric.bounds.exact_minimum.auc_roc_max_exact); it is larger than "
        "the claimed value for every global-min < k < 1."
    )
    return _refutation(counterexample, truth_confirmed, evidence, truth)


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
    return decide(holds, False, evidence, method="symbolic proof")


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
    premise_1 = float(auc_pr_min_mihelich(_A, r1)) >= float(auc_pr_max(_A, r2))
    broken_1 = premise_1 and p1 < p2
    premise_2 = float(auc_roc_min(_A, p3)) >= float(auc_roc_max_mihelich(_A, p1))
    broken_2 = premise_2 and r3 < r1
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
        f"{r1:.6f}. With the exact bounds neither order is implied (consistent): {exact_ok}."
    )
    truth = (
        "Cor 4.1 holds with the exact bounds: AUC_PR^min from numeric.bounds.exact_minimum."
        "auc_pr_min_exact and AUC_ROC^max from auc_roc_max_exact (numeric.bounds.implied_order, "
        "method='exact'); the maxima of Thm 3.5 and minima of Thm 3.9 are correct."
    )
    return _refutation(broken_1 or broken_2, exact_ok, evidence, truth)


@claim(
    "mihelich2024.sec4.1.curve_II",
    f"{SOURCE}, Sec. 4.1 (Figure 4)",
    "Interestingly, as depicted by Figure 4, when choosing a classifier that performed really bad "
    "on the AUC_PR score, they found a classifier that reached the minimum given by our theorem "
    "3.5 of the AUC_PR for a = 100 and AUC_ROC = 0.875.",
)
def sec4_1_curve_ii() -> CheckResult:
    """Sec. 4.1: curve II sits on the claimed minimum, which is not the minimum.

    Claim: "when choosing a classifier that performed really bad on the AUC_PR score, they found a
    classifier that reached the minimum given by our theorem 3.5 of the AUC_PR for a = 100 and
    AUC_ROC = 0.875" (Sec. 4.1). Davis & Goadrich (2006, Sec. 5): 20 positives, 2000 negatives,
    curve II AUC-ROC 0.875, AUC-PR 0.038.
    """
    claimed = float(auc_pr_min_mihelich(_A, _ROC))
    r_c, p_c = _witness(_ROC, "mihelich_min", n_pos=20)  # the claimed minimizer, same size
    r_w, p_w = _witness(_ROC, "exact_min", n_pos=20)
    exact = float(auc_pr_min_exact(_A, _ROC))
    on_claimed = round(claimed, 3) == 0.038
    counterexample = r_w >= _ROC and p_w < 0.038 - 0.003
    evidence = (
        f"Curve II's reported AUC-PR 0.038 equals the claimed minimum {claimed:.5f} at a = 100, "
        f"AUC-ROC 0.875 (the constant curve f = c: a data set of the same size on it has AUC-ROC "
        f"{r_c:.4f}, AUC-PR {p_c:.5f}). A data set of the same size (20 positives, 2000 negatives) "
        f"on the exact minimizer has AUC-ROC {r_w:.5f} >= 0.875 and AUC-PR {p_w:.5f} < 0.038; "
        f"the exact minimum is {exact:.6f}."
    )
    truth = (
        "Curve II sits on Thm 3.5's claimed minimum, not on the true one: at a = 100, AUC-ROC "
        "0.875 the minimum AUC-PR is 4/117 = 0.0342, about 10% lower."
    )
    return _refutation(counterexample, on_claimed and exact < claimed, evidence, truth)
