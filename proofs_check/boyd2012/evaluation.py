"""Boyd, Costa, Davis & Page (ICML 2012), Secs. 1, 4: MAP and AUC-PR, averaging AUCNPR, its
conservatism, and the F1 example of Fig. 4.

Skew ``pi = N+/N`` as in the paper; ``a = N-/N+`` for :mod:`analytic.boyd`.
"""

from __future__ import annotations

import itertools
from fractions import Fraction

import numpy as np
import sympy as sp

from analytic.boyd import auc_npr, global_min_auc_pr, min_precision
from proofs_check._exact import (
    auc_pr_enclosure,
    average_precision_fraction,
    count_curve,
    ivq,
    workdps,
)
from proofs_check._registry import CheckResult, claim, decide
from proofs_check.derivation import is_zero
from proofs_check.evidence import ExactArithmetic, RandomSample, SymbolicIdentity

__all__ = [
    "aucnpr_conservative", "aucnpr_same_range", "f1_point_a", "map_approximates_auc_pr",
    "min_increases_with_skew",
]

SOURCE = "Boyd, Costa, Davis & Page (ICML 2012)"
_X, _A = sp.symbols("x a", positive=True)
_SIZES = (1, 5, 20, 100)  # N+ of the sampled data sets
_PER_SIZE = 40


@claim(
    "boyd2012.intro.map_approximates",
    f"{SOURCE}, Sec. 1",
    "For example, IR systems are frequently judged by their mean average precision, or MAP [...] "
    "which is an approximation of the mean AUCPR over the queries (Manning et al., 2008).",
    line=2, quote="For example, IR systems are frequently judged by their mean average precision, "
    "or MAP",
)
def map_approximates_auc_pr() -> CheckResult:
    """AP approximates AUC-PR, closer with more positives (160 random data sets, exact areas).

    AP (a right Riemann sum of precision over recall) from the integer counts as a Fraction;
    AUC-PR (Davis & Goadrich interpolation) enclosed in interval arithmetic. The largest gap per
    N+ = 1, 5, 20, 100 shrinks roughly as 1/N+: an approximation that is coarse for few positives
    (N+ = 1: up to 0.09).
    """
    rng = np.random.default_rng(2012)
    worst = {}
    for n_pos in _SIZES:
        gap = 0.0
        for _ in range(_PER_SIZE):
            n_neg = int(rng.integers(1, 200))
            y = np.r_[np.ones(n_pos, dtype=int), np.zeros(n_neg, dtype=int)]
            s = np.round(rng.random(n_pos + n_neg) + 0.5 * y * rng.random(), 2)
            curve = count_curve(y, s)
            ap, pr = average_precision_fraction(curve), auc_pr_enclosure(curve)
            with workdps():
                gap = max(gap, float(abs(pr - ivq(ap)).b))
        worst[n_pos] = gap
    shrinks = all(worst[a] > worst[b] for a, b in itertools.pairwise(_SIZES))
    evidence = ("Largest |AP - AUC-PR| (exact AP, enclosed AUC-PR), 40 random data sets each: "
                + ", ".join(f"{g:.4f} at N+ = {n}" for n, g in worst.items())
                + f"; it shrinks with N+ ({'yes' if shrinks else 'no'}).")
    return decide(shrinks and worst[100] < 0.01, False, evidence,
                  basis=RandomSample(len(_SIZES) * _PER_SIZE, "interval"), other_way=(
                      "It would be refuted if the gap did not shrink with the number of "
                      "positives; with one positive AP and AUC-PR can differ by 0.09."))


@claim(
    "boyd2012.aucnpr.same_range",
    f"{SOURCE}, Sec. 4.1",
    "We recommend averaging AUCNPR instead of AUCPR when evaluating area under the curve. "
    "Averaging AUCNPR, which has the same range regardless of skew",
    line=23,
)
def aucnpr_same_range() -> CheckResult:
    """AUCNPR maps [AUCPR_MIN, 1] onto [0, 1] for every skew (sympy)."""
    low = is_zero(auc_npr(global_min_auc_pr(_A), _A))
    high = is_zero(auc_npr(sp.Integer(1), _A) - 1)
    ok = low and high
    evidence = (f"sympy: AUCNPR(AUCPR_MIN) = 0 ({'yes' if low else 'no'}), AUCNPR(1) = 1 "
                f"({'yes' if high else 'no'}) for every skew a > 0.")
    return decide(ok, False, evidence, basis=SymbolicIdentity(), other_way=(
        "It would fail on a recall sub-range [r0, r1] if AUCPR_MAX were taken as 1, not r1 - r0."))


@claim(
    "boyd2012.aucnpr.conservative",
    f"{SOURCE}, Sec. 4.2 (Table 2)",
    "Notice the wide range of scores and that AUCNPR gives a more conservative overall estimate.",
    line=25,
)
def aucnpr_conservative() -> CheckResult:
    """AUCNPR <= AUCPR for every AUCPR in [0, 1] and every skew (sympy): always conservative.

    AUCPR - AUCNPR = AUCPR_MIN (1 - AUCPR)/(1 - AUCPR_MIN) >= 0.
    """
    m = global_min_auc_pr(_A)
    gap = sp.simplify(_X - auc_npr(_X, _A))
    ok = is_zero(gap - m * (1 - _X) / (1 - m))
    evidence = (f"sympy: AUCPR - AUCNPR = AUCPR_MIN (1 - AUCPR)/(1 - AUCPR_MIN) "
                f"({'yes' if ok else 'no'}), >= 0 since 0 <= AUCPR_MIN < 1 and AUCPR <= 1.")
    return decide(ok, False, evidence, basis=SymbolicIdentity(), other_way=(
        "It would fail only for AUCPR above 1, which no curve has; equality at AUCPR = 1."))


@claim(
    "boyd2012.f1.point_a",
    f"{SOURCE}, Sec. 4.4, Fig. 4",
    "All three have an F1 score of 0.45, but each has a very different interpretation if "
    "obtained from a data set with pi = 0.33. Point A is unachievable and no valid confusion "
    "matrix for it exists.",
    line=27, quantifier="existential",
)
def f1_point_a() -> CheckResult:
    """At pi = 33/100 the F1 = 0.45 curve crosses the unachievable region (exact rationals).

    At recall 1, F1 = 2p/(1 + p) = 9/20 gives p = 9/31 < pi = p_min(1): unachievable (a point A);
    at recall 9/20, p = 9/20 is above p_min(9/20): achievable (points B, C).
    """
    pi = Fraction(33, 100)
    a = (1 - pi) / pi

    def pmin(r: Fraction) -> Fraction:
        return Fraction(str(min_precision(sp.Rational(r.numerator, r.denominator),
                                          sp.Rational(a.numerator, a.denominator))))

    f1 = Fraction(9, 20)
    p_at_1 = f1 / (2 - f1)  # 2p/(1 + p) = f1 at r = 1
    unachievable = p_at_1 < pmin(Fraction(1))
    achievable = Fraction(9, 20) > pmin(Fraction(9, 20))
    ok = unachievable and achievable and 2 * p_at_1 / (1 + p_at_1) == f1
    evidence = (f"pi = 0.33: at recall 1, F1 = 0.45 needs p = {p_at_1} < p_min(1) = "
                f"{pmin(Fraction(1))} (unachievable); (0.45, 0.45) has p above p_min(0.45) = "
                f"{pmin(Fraction(9, 20))} (achievable).")
    return decide(ok, False, evidence, basis=ExactArithmetic(), other_way=(
        "It would be refuted if every point of F1 = 0.45 were above the minimum PR curve at "
        "pi = 0.33; the point at recall 1 is below."))


@claim(
    "boyd2012.min_increases_with_skew",
    f"{SOURCE}, Sec. 4",
    "With pi = 0.1, AUCPR_MIN ~ 0.05, and it increases as pi approaches 0.5.",
    line=19, quote="With π = 0.1, AUCPR MIN ≈ 0.05, and it increases as π approaches 0.5.",
)
def min_increases_with_skew() -> CheckResult:
    """AUCPR_MIN rises with pi on (0, 1) (sympy), from 0.0518 at pi = 0.1 to 1 - ln 2 at 0.5.

    d/dpi [1 + (1 - pi) ln(1 - pi)/pi] = g(pi)/pi^2 with g = -pi - ln(1 - pi); g(0) = 0 and
    g' = pi/(1 - pi) > 0 on (0, 1), so g > 0 and AUCPR_MIN increases. With pi = 1/(1 + a),
    a > 0, sympy decides the signs.
    """
    pi = 1 / (1 + _A)  # every pi in (0, 1)
    p = sp.Symbol("p", positive=True)
    gmin = 1 + (1 - p) * sp.log(1 - p) / p
    g = -p - sp.log(1 - p)
    deriv = is_zero(sp.diff(gmin, p) - g / p**2)
    g_prime = sp.simplify(sp.diff(g, p).subs(p, pi))
    rising = bool(g_prime.is_positive) and g.subs(p, 0) == 0
    at = {v: float(gmin.subs(p, sp.Rational(v))) for v in ("1/10", "1/2")}
    ok = deriv and rising and round(at["1/10"], 2) == 0.05
    evidence = (f"sympy: d AUCPR_MIN/d pi = (-pi - ln(1 - pi))/pi^2 ({'yes' if deriv else 'no'}), "
                f"whose numerator starts at 0 with derivative {g_prime} > 0 for pi = 1/(1 + a) "
                f"({'yes' if rising else 'no'}); AUCPR_MIN(0.1) = {at['1/10']:.4f}, "
                f"AUCPR_MIN(0.5) = {at['1/2']:.4f}.")
    return decide(ok, False, evidence, basis=SymbolicIdentity(), other_way=(
        "It would fail if the unachievable area shrank as the classes balance; it grows."))
