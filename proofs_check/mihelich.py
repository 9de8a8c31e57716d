"""Checks of Mihelich, Castagnos & Dognin, "Precision-recall curves and the area under them: the
link with ROC" (ICML 2024): Thm 3.1, Cor. 3.3, Lemma 3.7, Cor. 3.11 and the numbers of Sec. 4.

The verdicts on Thm 3.5 (max and claimed min), Thm 3.9 and Cor. 4.1 live in
:mod:`proofs_check.exact_minimum`. Each check quotes its claim; exact claims are verified in
rationals or with sympy, the paper's rounded numbers at the paper's rounding.
"""

from __future__ import annotations

import random
from fractions import Fraction

import numpy as np
import sympy as sp

from analytic.confusion import pr_to_roc, roc_to_pr, swapped_roc_to_pr
from analytic.mihelich import (
    auc_pr_max,
    auc_pr_min_mihelich,
    auc_roc_max_mihelich,
    auc_roc_min,
    global_min_auc_pr,
    lemma37_bound,
    lemma37_bound_sharp,
)
from numeric import bounds as nb
from numeric.bounds.finv import f_forward
from numeric.geometry.interpolation import segment_area
from proofs_check._registry import claim

__all__ = ["cor33", "cor311", "lemma37", "sec4_numbers", "thm31"]

SOURCE = "Mihelich, Castagnos & Dognin (ICML 2024)"


# --------------------------------------------------------------------------- Thm 3.1


@claim(
    "mihelich2024.thm3.1",
    f"{SOURCE}, Thm 3.1, eqs. (1)-(3)",
    "The transformation between a point (x, y) on the ROC curve and a point on the PR curve is "
    "(x, y) -> (y, y/(y + a x)); from PR to ROC it is (x, y) -> ((1/a) x (1 - y)/y, x); in the "
    "swapped space (TPR, FPR): (x, y) -> (x, x/(x + a y)).",
)
def thm31() -> tuple[bool, str, str | None]:
    """Thm 3.1: the maps agree with the count definitions of recall, precision, TPR and FPR.

    Symbolically with positive symbols TP, FP, N+, N- (a = N-/N+), and in exact rationals on 2000
    random confusion matrices (1 <= TP <= N+ <= 500, 0 <= FP <= N- <= 5000).
    """
    tp, fp, npos, nneg = sp.symbols("TP FP Npos Nneg", positive=True)
    a = nneg / npos
    fpr, tpr = fp / nneg, tp / npos
    recall, precision = tp / npos, tp / (tp + fp)
    pr = roc_to_pr(fpr, tpr, skew=a)
    roc = pr_to_roc(recall, precision, skew=a)
    sw = swapped_roc_to_pr(tpr, fpr, skew=a)
    symbolic = all(sp.simplify(e) == 0 for e in (
        pr.recall - recall, pr.precision - precision, roc.fpr - fpr, roc.tpr - tpr,
        sw.recall - recall, sw.precision - precision))
    if not symbolic:
        return False, "a map differs from the count definitions symbolically", None
    rng = random.Random(20240)
    for _ in range(2000):
        n_pos, n_neg = rng.randint(1, 500), rng.randint(1, 5000)
        t, f = rng.randint(1, n_pos), rng.randint(0, n_neg)
        sk = sp.Rational(n_neg, n_pos)
        got = roc_to_pr(sp.Rational(f, n_neg), sp.Rational(t, n_pos), skew=sk)
        want = (sp.Rational(t, n_pos), sp.Rational(t, t + f))
        if (got.recall, got.precision) != want:
            return False, f"ROC -> PR wrong at N+={n_pos}, N-={n_neg}, TP={t}, FP={f}", None
        if f > 0 or t > 0:
            back = pr_to_roc(want[0], want[1], skew=sk)
            if (back.fpr, back.tpr) != (sp.Rational(f, n_neg), sp.Rational(t, n_pos)):
                return False, f"PR -> ROC wrong at N+={n_pos}, N-={n_neg}, TP={t}, FP={f}", None
    return True, (
        "Eqs. (1)-(3) equal (recall, precision) = (TP/N+, TP/(TP+FP)) and (FPR, TPR) = "
        "(FP/N-, TP/N+) symbolically (sympy.simplify of each difference is 0) and exactly on "
        "2000 random confusion matrices (rationals; TP >= 1, where the PR point determines the "
        "matrix)."
    ), None


# --------------------------------------------------------------------------- Cor 3.3


@claim(
    "mihelich2024.cor3.3",
    f"{SOURCE}, Cor. 3.3 and Demonstration 3.4, eq. (4)",
    "One curve dominates a second curve in ROC space if and only if the first dominates the "
    "second in precision-recall space (Davis & Goadrich 2006, Thm 3.2), proven through the map "
    "of eq. (3): at fixed x, y1(x) <= y2(x) iff x/(x + a y1(x)) >= x/(x + a y2(x)).",
)
def cor33() -> tuple[bool, str, str | None]:
    """Cor. 3.3: precision x/(x + a y) is strictly decreasing in the FPR y at fixed TPR x > 0.

    Symbolic: d/dy [x/(x + a y)] = -a x/(x + a y)^2 is negative for x, a > 0, y >= 0, so the
    map is an order-reversing bijection in y at each x -- the whole of eq. (4). Numeric sanity:
    300 random pairs of increasing piecewise-linear ROC curves; pointwise dominance in the
    swapped ROC space equals pointwise reversed dominance of precision at every recall.
    """
    x, a = sp.symbols("x a", positive=True)
    y = sp.Symbol("y", nonnegative=True)
    p = swapped_roc_to_pr(x, y, skew=a).precision
    dp = sp.simplify(sp.diff(p, y))
    decreasing = bool(dp.is_negative) and sp.simplify(dp + a * x / (x + a * y) ** 2) == 0
    if not decreasing:
        return False, f"d precision/d FPR = {dp} is not negative", None
    rng = np.random.default_rng(33)
    grid = np.linspace(0.001, 1.0, 200)
    agree = 0
    for _ in range(300):
        av = 10 ** rng.uniform(-2, 2)
        f1 = np.interp(grid, np.r_[0, np.sort(rng.uniform(0, 1, 4)), 1],
                       np.r_[0, np.sort(rng.uniform(0, 1, 4)), 1])
        f2 = np.minimum(f1 + rng.uniform(-0.2, 0.2) * rng.uniform(0, 1, grid.size), 1.0)
        f2 = np.maximum.accumulate(np.maximum(f2, 0.0))
        p1, p2 = grid / (grid + av * f1), grid / (grid + av * f2)
        agree += bool(np.all(f1 <= f2) == np.all(p1 >= p2))
    if agree != 300:
        return False, f"dominance disagreed on {300 - agree} of 300 random pairs", None
    return True, (
        f"d/dy [x/(x + a y)] = {dp}, negative for x, a > 0 (sympy: is_negative); so y1 <= y2 "
        "iff precision1 >= precision2 at every recall, which is eq. (4) and the corollary. "
        "300 random curve pairs agree."
    ), None


# --------------------------------------------------------------------------- Lemma 3.7


def _T_step(edges: np.ndarray, levels: np.ndarray, a: float) -> float:
    """T(f) for the step function f = levels[i] on [edges[i], edges[i+1]) (Davis-Goadrich
    segments with constant FP = a f, N+ = 1)."""
    return float(np.sum(segment_area(edges[:-1], a * levels, edges[1:], a * levels, 1.0)))


def _random_step(rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    n = int(rng.integers(1, 8))
    edges = np.r_[0.0, np.sort(rng.uniform(0, 1, n - 1)), 1.0]
    levels = np.sort(rng.uniform(0, 1, n)) * rng.choice([1.0, rng.uniform(0, 1)])
    if rng.uniform() < 0.3:
        levels[0] = 0.0
    return edges, levels


def _sup_distance(e1: np.ndarray, l1: np.ndarray, e2: np.ndarray, l2: np.ndarray) -> float:
    cuts = np.unique(np.r_[e1, e2])[:-1]
    v1 = l1[np.searchsorted(e1, cuts, side="right") - 1]
    v2 = l2[np.searchsorted(e2, cuts, side="right") - 1]
    return float(np.max(np.abs(v1 - v2)))


@claim(
    "mihelich2024.lemma3.7",
    f"{SOURCE}, Lemma 3.7, eq. (8)",
    "For f and g two positive and increasing functions, |T(f) - T(g)| <= 2 sqrt(2a) "
    "sqrt(||f - g||_inf), with T(f) = int_0^1 x/(x + a f(x)) dx.",
)
def lemma37() -> tuple[bool, str, str | None]:
    """Lemma 3.7 on random pairs of increasing step functions, and the sharper constant.

    3000 random pairs of increasing step functions with values in [0, 1] (random breakpoints,
    levels, some starting at 0, some nearby: g = f + small perturbation, kept increasing), skews
    log-uniform in [1e-3, 1e3]. T of a step function is exact (Davis & Goadrich segment areas).
    Also checks the sharper 2 sqrt(a ||f - g||): in eq. (10) both integrands lie in [0, 1], so
    the first integral is at most alpha (the proof uses 2 alpha), and minimising
    alpha + a delta/alpha gives 2 sqrt(a delta).
    """
    av, dv = sp.symbols("a delta", positive=True)
    paper_bound = sp.lambdify((av, dv), lemma37_bound(av, dv), "math")
    sharp_bound = sp.lambdify((av, dv), lemma37_bound_sharp(av, dv), "math")
    rng = np.random.default_rng(37)
    worst_paper = worst_sharp = 0.0
    worst_at = ""
    for i in range(3000):
        a = float(10 ** rng.uniform(-3, 3))
        e1, l1 = _random_step(rng)
        if i % 2:
            e2 = e1
            l2 = np.maximum.accumulate(np.clip(l1 + rng.normal(0, 10 ** rng.uniform(-6, -1),
                                                               l1.size), 0, 1))
        else:
            e2, l2 = _random_step(rng)
        delta = _sup_distance(e1, l1, e2, l2)
        if delta == 0:
            continue
        diff = abs(_T_step(e1, l1, a) - _T_step(e2, l2, a))
        paper = paper_bound(a, delta)
        sharp = sharp_bound(a, delta)
        if diff > paper * (1 + 1e-12):
            return False, f"|T(f) - T(g)| = {diff:.6g} > {paper:.6g} at a = {a:.6g}", None
        if diff / sharp > worst_sharp:
            worst_sharp, worst_at = diff / sharp, f"a = {a:.3g}, delta = {delta:.3g}"
        worst_paper = max(worst_paper, diff / paper)
    # The constant family f = 0, g = delta: |T(f) - T(g)| = F(a delta) exactly.
    q = np.logspace(-8, 2, 400)
    family = f_forward(q) / (2 * np.sqrt(q))
    sharp_holds = worst_sharp <= 1 + 1e-12 and family.max() <= 1
    return True, (
        f"3000 random pairs of increasing step functions, a in [1e-3, 1e3]: largest "
        f"|T(f) - T(g)| / (2 sqrt(2a) sqrt(delta)) = {worst_paper:.3f} (bound holds). The sharper "
        f"bound 2 sqrt(a delta) that the proof actually gives also holds "
        f"({'yes' if sharp_holds else 'NO'}): largest ratio {worst_sharp:.3f} ({worst_at}); on "
        f"the family f = 0, g = delta the ratio F(a delta)/(2 sqrt(a delta)) peaks at "
        f"{family.max():.3f}."
    ), None


# --------------------------------------------------------------------------- Cor 3.11


@claim(
    "mihelich2024.cor3.11",
    f"{SOURCE}, Cor. 3.11, eq. (38)",
    "The global minimum of AUC_PR is AUC_PR^max(c = 1) = AUC_PR^min(c = 1) = 1 - a ln((1 + a)/a), "
    "identical to Boyd et al.'s Thm 2, 1 + (1 - pi) ln(1 - pi)/pi with pi = N+/N.",
)
def cor311() -> tuple[bool, str, str | None]:
    """Cor. 3.11: Thm 3.5's two expressions at c = 1 and Boyd's Thm 2 at pi = 1/(1 + a) agree.

    Symbolic identity (sympy.simplify of the differences is 0 for a > 0).
    """
    a = sp.Symbol("a", positive=True)
    pi = 1 / (1 + a)
    boyd = 1 + (1 - pi) * sp.log(1 - pi) / pi  # Boyd et al.'s Thm 2 as the paper writes it
    diffs = [auc_pr_max(a, 0) - boyd, auc_pr_min_mihelich(a, 0) - boyd,
             global_min_auc_pr(a) - boyd]
    ok = all(sp.simplify(sp.expand_log(d, force=True)) == 0 for d in diffs)
    if not ok:
        return False, "a difference does not simplify to 0", None
    return True, (
        "sympy.simplify(AUC_PR^max(1, a) - Boyd(1/(1+a))) = 0, and the same for the claimed "
        "minimum at c = 1 and for 1 - a ln((1+a)/a): the identity of eq. (38) holds for a > 0."
    ), None


# --------------------------------------------------------------------------- Sec. 4 numbers


_SEC4 = [
    # (section, a, given metric, its value, which bound, the paper's number)
    ("4.1", 100, "AUC_ROC", "0.875", "min", 0.038),
    ("4.1", 100, "AUC_ROC", "0.875", "max", 0.876),
    ("4.1", 1, "AUC_ROC", "0.875", "min", 0.725),
    ("4.1", 1, "AUC_ROC", "0.875", "max", 0.935),
    ("4.2", 100, "AUC_PR", "0.7", "min", 0.697),
    ("4.2", 100, "AUC_PR", "0.7", "max", 0.999),
    ("4.2", 100, "AUC_ROC", "0.7", "min", 0.016),
    ("4.2", 100, "AUC_ROC", "0.7", "max", 0.703),
]


@claim(
    "mihelich2024.sec4.numbers",
    f"{SOURCE}, Sec. 4.1 and 4.2",
    "For a = 100, a classifier with AUC_ROC = 0.875 can have an AUC_PR that ranges from 0.038 to "
    "0.876; for a = 1 from 0.725 to 0.935. For a = 100 and AUC_PR = 0.7 the AUC_ROC ranges from "
    "0.697 to 0.999, while for AUC_ROC = 0.7 the AUC_PR ranges from 0.016 to 0.703.",
)
def sec4_numbers() -> tuple[bool, str, str | None]:
    """Sec. 4: each stated number follows from the paper's own formulas at its rounding.

    Each number is computed twice -- from the sympy expressions of Thm 3.5/3.9 at exact rational
    inputs (evalf to 30 digits) and from :mod:`numeric.bounds` in float64 -- and rounded to three
    decimals. This checks the arithmetic only: whether the paper's minimum of AUC-PR (and the
    maximum of AUC-ROC that inverts it) are the true bounds is decided by
    ``mihelich2024.thm3.5.min`` and ``mihelich2024.thm3.9.max``.
    """
    rows = []
    for sec, a, given, value, which, paper in _SEC4:
        v = sp.Rational(Fraction(value))
        text = f"Sec. {sec}, a = {a}, {given} = {value}, {which}: paper {paper}"
        if given == "AUC_ROC":
            expr = (auc_pr_min_mihelich if which == "min" else auc_pr_max)(a, v)
            fast = (nb.auc_pr_min_mihelich if which == "min" else nb.auc_pr_max)(a, float(v))
        else:
            expr = (auc_roc_min if which == "min" else auc_roc_max_mihelich)(a, v)
            fast = (nb.auc_roc_min if which == "min" else nb.auc_roc_max_mihelich)(a, float(v))
        exact = float(expr.evalf(30))
        ok = round(exact, 3) == paper and round(fast, 3) == paper
        rows.append(f"{text}, formula {exact:.6f}")
        if not ok:
            return False, f"{text}: the formula gives {exact:.6f}, not {paper}", None
    return True, (
        "All eight numbers follow from the paper's formulas at three decimals: "
        + "; ".join(rows) + ". (Arithmetic only: the lower AUC-PR and upper AUC-ROC values come "
        "from Thm 3.5's claimed minimum, which mihelich2024.thm3.5.min refutes.)"
    ), None
