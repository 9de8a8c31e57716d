"""Checks of Mihelich, Castagnos & Dognin, "Precision-recall curves and the area under them: the
link with ROC" (ICML 2024): Thm 3.1, Cor. 3.3, Lemma 3.7, Cor. 3.11 and the numbers of Sec. 4.

The verdicts on Thm 3.5 (max and claimed min), Thm 3.9 and Cor. 4.1 live in
:mod:`proofs_check.mihelich2024.bounds`. Each check quotes its claim; exact claims are verified in
rationals or with sympy, the paper's rounded numbers at the paper's rounding.
"""

from __future__ import annotations

import random
from fractions import Fraction

import numpy as np
import numpy.typing as npt
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
from proofs_check._registry import (
    CheckResult,
    Claim,
    claim,
    counterexample,
    decide,
    refuted_if,
)
from proofs_check.evidence import (
    ExhaustiveEnumeration,
    FloatArithmetic,
    RandomSample,
    SymbolicIdentity,
    ValidatedEnclosure,
)

FloatArray = npt.NDArray[np.float64]

__all__ = [
    "RANGE_CHECKS",
    "balanced",
    "complexity",
    "complexity_tight",
    "cor33",
    "cor311",
    "lemma37",
    "pr_implies_roc",
    "sec4_numbers",
    "t_identity",
    "thm31",
]

SOURCE = "Mihelich, Castagnos & Dognin (ICML 2024)"


# --------------------------------------------------------------------------- Thm 3.1


@claim(
    "mihelich2024.thm3.1",
    f"{SOURCE}, Thm 3.1, eqs. (1)-(3)",
    "The transformation between a point (x, y) on the ROC curve and a point on the PR curve is "
    "(x, y) -> (y, y/(y + a x)); from PR to ROC it is (x, y) -> ((1/a) x (1 - y)/y, x); in the "
    "swapped space (TPR, FPR): (x, y) -> (x, x/(x + a y)).",
)
def thm31() -> CheckResult:
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
        return CheckResult("error", "a map differs from the count definitions symbolically")
    rng = random.Random(20240)
    for _ in range(2000):
        n_pos, n_neg = rng.randint(1, 500), rng.randint(1, 5000)
        t, f = rng.randint(1, n_pos), rng.randint(0, n_neg)
        sk = sp.Rational(n_neg, n_pos)
        got = roc_to_pr(sp.Rational(f, n_neg), sp.Rational(t, n_pos), skew=sk)
        want = (sp.Rational(t, n_pos), sp.Rational(t, t + f))
        if (got.recall, got.precision) != want:
            return counterexample(
                f"ROC -> PR wrong at N+={n_pos}, N-={n_neg}, TP={t}, FP={f}",
                RandomSample(2000, "exact"))
        if f > 0 or t > 0:
            back = pr_to_roc(want[0], want[1], skew=sk)
            if (back.fpr, back.tpr) != (sp.Rational(f, n_neg), sp.Rational(t, n_pos)):
                return counterexample(
                    f"PR -> ROC wrong at N+={n_pos}, N-={n_neg}, TP={t}, FP={f}",
                    RandomSample(2000, "exact"))
    return decide(True, False, (
        "Eqs. (1)-(3) equal (recall, precision) = (TP/N+, TP/(TP+FP)) and (FPR, TPR) = "
        "(FP/N-, TP/N+) symbolically (sympy.simplify of each difference is 0) and exactly on "
        "2000 random confusion matrices (rationals; TP >= 1, where the PR point determines the "
        "matrix)."
    ), basis=SymbolicIdentity())


# --------------------------------------------------------------------------- Cor 3.3


@claim(
    "mihelich2024.cor3.3",
    f"{SOURCE}, Cor. 3.3 and Demonstration 3.4, eq. (4)",
    "One curve dominates a second curve in ROC space if and only if the first dominates the "
    "second in precision-recall space (Davis & Goadrich 2006, Thm 3.2), proven through the map "
    "of eq. (3): at fixed x, y1(x) <= y2(x) iff x/(x + a y1(x)) >= x/(x + a y2(x)).",
)
def cor33() -> CheckResult:
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
        return CheckResult("error", f"d precision/d FPR = {dp} is not negative")
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
        return counterexample(
            f"dominance disagreed on {300 - agree} of 300 random pairs", RandomSample(300))
    return decide(True, False, (
        f"d/dy [x/(x + a y)] = {dp}, negative for x, a > 0 (sympy: is_negative); so y1 <= y2 "
        "iff precision1 >= precision2 at every recall, which is eq. (4) and the corollary. "
        "300 random curve pairs agree."
    ), basis=SymbolicIdentity())


# --------------------------------------------------------------------------- Lemma 3.7


def _T_step(edges: FloatArray, levels: FloatArray, a: float) -> float:
    """T(f) for the step function f = levels[i] on [edges[i], edges[i+1]) (Davis-Goadrich
    segments with constant FP = a f, N+ = 1)."""
    return float(np.sum(segment_area(edges[:-1], a * levels, edges[1:], a * levels, 1.0)))


def _random_step(rng: np.random.Generator) -> tuple[FloatArray, FloatArray]:
    n = int(rng.integers(1, 8))
    edges = np.r_[0.0, np.sort(rng.uniform(0, 1, n - 1)), 1.0]
    levels = np.sort(rng.uniform(0, 1, n)) * rng.choice([1.0, rng.uniform(0, 1)])
    if rng.uniform() < 0.3:
        levels[0] = 0.0
    return edges, levels


def _sup_distance(e1: FloatArray, l1: FloatArray, e2: FloatArray, l2: FloatArray) -> float:
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
def lemma37() -> CheckResult:
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
            return counterexample(
                f"|T(f) - T(g)| = {diff:.6g} > {paper:.6g} at a = {a:.6g}", RandomSample(3000))
        if diff / sharp > worst_sharp:
            worst_sharp, worst_at = diff / sharp, f"a = {a:.3g}, delta = {delta:.3g}"
        worst_paper = max(worst_paper, diff / paper)
    # The constant family f = 0, g = delta: |T(f) - T(g)| = F(a delta) exactly.
    q = np.logspace(-8, 2, 400)
    family = f_forward(q) / (2 * np.sqrt(q))
    sharp_holds = worst_sharp <= 1 + 1e-12 and family.max() <= 1
    return decide(True, False, (
        f"3000 random pairs of increasing step functions, a in [1e-3, 1e3]: largest "
        f"|T(f) - T(g)| / (2 sqrt(2a) sqrt(delta)) = {worst_paper:.3f} (bound holds). The sharper "
        f"bound 2 sqrt(a delta) that the proof actually gives also holds "
        f"({'yes' if sharp_holds else 'NO'}): largest ratio {worst_sharp:.3f} ({worst_at}); on "
        f"the family f = 0, g = delta the ratio F(a delta)/(2 sqrt(a delta)) peaks at "
        f"{family.max():.3f}."
    ), basis=RandomSample(3000))


# --------------------------------------------------------------------------- Cor 3.11


@claim(
    "mihelich2024.cor3.11",
    f"{SOURCE}, Cor. 3.11, eq. (38)",
    "The global minimum of AUC_PR is AUC_PR^max(c = 1) = AUC_PR^min(c = 1) = 1 - a ln((1 + a)/a), "
    "identical to Boyd et al.'s Thm 2, 1 + (1 - pi) ln(1 - pi)/pi with pi = N+/N.",
)
def cor311() -> CheckResult:
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
        return CheckResult("error", "a difference does not simplify to 0")
    return decide(True, False, (
        "sympy.simplify(AUC_PR^max(1, a) - Boyd(1/(1+a))) = 0, and the same for the claimed "
        "minimum at c = 1 and for 1 - a ln((1+a)/a): the identity of eq. (38) holds for a > 0."
    ), basis=SymbolicIdentity())


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
    quantifier="particular",
)
def sec4_numbers() -> CheckResult:
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
        rows.append(f"{text}, formula {exact:.6f}")
        if not abs(exact - float(fast)) < 1e-9:  # the two evaluations must agree first
            return CheckResult("error", f"{text}: sympy gives {exact!r}, numeric {fast!r}")
        if round(exact, 3) != paper:
            return counterexample(
                f"{text}: the formula gives {exact:.6f}, not {paper}", FloatArithmetic())
    return decide(True, False, (
        "All eight numbers follow from the paper's formulas at three decimals: "
        + "; ".join(rows) + ". (Arithmetic only: the lower AUC-PR and upper AUC-ROC values come "
        "from Thm 3.5's claimed minimum, which mihelich2024.thm3.5.min refutes.)"
    ), basis=FloatArithmetic())


# --------------------------------------------------------------------------- T(f) = AUC-PR


@claim(
    "mihelich2024.eq7.T_identity",
    f"{SOURCE}, Demonstration 3.6, eq. (7) with eq. (3)",
    "Mathematically, with equation (3) the problem takes the form: sup over increasing function f "
    "of int_0^1 x/(x + a f(x)) dx subject to f(0) = 0, f(1) = 1 and int_0^1 f(x) dx = c (7).",
)
def t_identity() -> CheckResult:
    """T(f) equals the Davis & Goadrich area: symbolically per segment, and on random data.

    Eq. (7) takes the AUC-PR of the ROC curve FPR = f(TPR) to be T(f) = int_0^1 x/(x + a f(x)) dx.

    sympy: Davis & Goadrich's interpolated precision between A and B, ``t/(t + FP_A + s (t -
    TP_A))`` at ``t = x N+``, equals ``x/(x + a f(x))`` for ``f`` the straight ROC segment from A
    to B (FPR linear in TPR), so integrating over recall is T(f) on that segment. Numeric: for 300
    random tied data sets, T(f) of the piecewise-linear ROC curve by 20-point Gauss-Legendre per
    segment against :func:`numeric.data.auc.auc_pr_score` (closed-form segment areas).
    """
    from numeric.core.steps import threshold_counts
    from numeric.data.auc import auc_pr_score

    x, npos, nneg = sp.symbols("x Npos Nneg", positive=True)
    ta, fa, tb, fb = sp.symbols("TP_A FP_A TP_B FP_B", positive=True)
    t = x * npos
    dg = t / (t + fa + (fb - fa) / (tb - ta) * (t - ta))
    f_lin = (fa + (fb - fa) * (t - ta) / (tb - ta)) / nneg  # FPR on the straight ROC segment
    symbolic = _zero_rational(dg - x / (x + (nneg / npos) * f_lin))

    nodes, weights = np.polynomial.legendre.leggauss(20)
    rng = np.random.default_rng(7)
    worst, n_sets = 0.0, 300
    for _ in range(n_sets):
        n = int(rng.integers(2, 80))
        y = (rng.random(n) < rng.uniform(0.05, 0.95)).astype(int)
        y[0], y[1] = 1, 0
        s = np.round(rng.random(n) + 0.4 * y * rng.random(), 2)
        c = threshold_counts(y, s)
        a = c.n_neg / c.n_pos
        x0, x1 = c.tp[:-1] / c.n_pos, c.tp[1:] / c.n_pos
        f0, f1 = c.fp[:-1] / c.n_neg, c.fp[1:] / c.n_neg
        rising = x1 > x0
        x0, x1, f0, f1 = x0[rising], x1[rising], f0[rising], f1[rising]
        xq = 0.5 * (x0 + x1)[:, None] + 0.5 * (x1 - x0)[:, None] * nodes[None, :]
        fq = f0[:, None] + (f1 - f0)[:, None] * (xq - x0[:, None]) / (x1 - x0)[:, None]
        with np.errstate(invalid="ignore", divide="ignore"):
            integrand = np.where(xq + a * fq > 0, xq / (xq + a * fq), 0.0)
        t_of_f = float(np.sum(0.5 * (x1 - x0)[:, None] * weights[None, :] * integrand))
        worst = max(worst, abs(t_of_f - auc_pr_score(y, s)))
    evidence = (
        f"sympy: Davis & Goadrich's interpolated precision = x/(x + a f(x)) on a straight ROC "
        f"segment ({symbolic}). {n_sets} random tied data sets: largest |T(f) by quadrature - "
        f"auc_pr_score| = {worst:.1e}."
    )
    return decide(symbolic and worst < 1e-9, False, evidence, basis=SymbolicIdentity())


def _zero_rational(expr: sp.Expr) -> bool:
    return bool(sp.simplify(sp.together(expr)) == 0)


# --------------------------------------------------------------------------- Sec. 4 ranges


_RANGES = [
    # (id suffix, section, a, given, value, claimed low, claimed high, statement)
    ("sec4.1.range.a100", "4.1", 100.0, "AUC_ROC", 0.875, 0.038, 0.876,
     "For a = 100, a classifier with a good AUC_ROC = 0.875 can have a AUC_PR that ranges from "
     "0.038 to 0.876."),
    ("sec4.1.range.a1", "4.1", 1.0, "AUC_ROC", 0.875, 0.725, 0.935,
     "On the other hand, if a = 1 the AUC_PR ranges from 0.725 to 0.935 (as depicted by "
     "Figure 2)."),
    ("sec4.2.range.roc", "4.2", 100.0, "AUC_PR", 0.7, 0.697, 0.999,
     "For a = 100 and AUC_PR = 0.7 the AUC_ROC ranges from 0.697 to 0.999."),
    ("sec4.2.range.pr", "4.2", 100.0, "AUC_ROC", 0.7, 0.016, 0.703,
     "For a = 100 [...] for a AUC_ROC = 0.7 the AUC_PR ranges from 0.016 to 0.703."),
]


def _true_range(a: float, given: str, value: float) -> tuple[float, float]:
    """The exact range: AUC-PR in [exact min, Thm 3.5 max] at fixed AUC-ROC, or AUC-ROC in
    [Thm 3.9 min, exact max] at fixed AUC-PR (``docs/exact_minimum.md``)."""
    from numeric.bounds.exact_minimum import auc_pr_min_exact, auc_roc_max_exact

    if given == "AUC_ROC":
        return float(auc_pr_min_exact(a, value)), float(nb.auc_pr_max(a, value))
    return float(nb.auc_roc_min(a, value)), float(auc_roc_max_exact(a, value))


def _range_check(suffix: str) -> CheckResult:
    _, sec, a, given, value, low, high, _ = next(r for r in _RANGES if r[0] == suffix)
    lo, hi = _true_range(a, given, value)
    if not (0.0 <= lo < hi <= 1.0):
        return CheckResult("error", f"exact range [{lo}, {hi}] is not an interval")
    other = "AUC_PR" if given == "AUC_ROC" else "AUC_ROC"
    evidence = (
        f"Sec. {sec}, a = {a:g}, {given} = {value}: claimed {other} range [{low}, {high}]; exact "
        f"range [{lo:.6f}, {hi:.6f}] (exact minimum certified by exact_minimum.certificate, "
        f"maximum proven in mihelich2024.thm3.5.max), [{lo:.3f}, {hi:.3f}] at 3 decimals."
    )
    if round(lo, 3) == low and round(hi, 3) == high:
        return CheckResult("holds", evidence, None, FloatArithmetic(), other_way=(
            "It would be refuted if either end of the exact range rounded differently at 3 "
            "decimals; the ends are the certified minimum and the proven maximum."))
    truth = (f"At a = {a:g}, {given} = {value} the {other} ranges from {lo:.4f} to {hi:.4f} "
             f"({round(lo, 3)} to {round(hi, 3)} at the paper's rounding), both ends attained.")
    if given != "AUC_ROC" or round(hi, 3) != high or round(lo, 3) >= low:
        return CheckResult("error", f"no witness construction for this range: {evidence}")
    # The witness: a data set on the exact minimizer, areas recomputed from its integer counts.
    from numeric.bounds.witness import witness_dataset
    from proofs_check._exact import exact_witness, iv_below, ivq

    w = exact_witness(*witness_dataset(a, value, 1000, curve="exact_min"))
    half = Fraction(1, 2000)
    same_roc = abs(w.auc_roc - Fraction(str(value))) < half  # equal at the paper's 3 decimals
    below = iv_below(w.auc_pr, ivq(Fraction(str(low)) - half))  # rounds below the claimed low
    evidence += (f" Witness on the exact minimizer, from its integer counts: {w.describe()}: "
                 f"AUC-ROC {value} and AUC-PR below {low} at 3 decimals ({same_roc and below}).")
    other = (f"It would hold if no data set with AUC-ROC {value} (3 decimals) had AUC-PR below "
             f"{low - 0.0005:.4f}: the witness's enclosed AUC-PR would have to reach it.")
    witness = w.witness(f"data set on the exact minimizer: a = {a:g}, AUC-ROC {value}, N+ = 1000")
    return refuted_if(same_roc and below, evidence, truth, ValidatedEnclosure(), other,
                      witnesses=(witness,))


def _register_ranges() -> list[Claim]:
    out: list[Claim] = []
    for suffix, sec, *_, statement in _RANGES:
        def check(suffix: str = suffix) -> CheckResult:
            return _range_check(suffix)

        check.__doc__ = (f"Sec. {sec} as a range statement: both ends against the exact range "
                         "(exact minimum, proven maximum).")
        out.append(claim(f"mihelich2024.{suffix}", f"{SOURCE}, Sec. {sec}", statement,
                         quantifier="particular")(check))
    return out


RANGE_CHECKS = _register_ranges()


# --------------------------------------------------------------------- Sec. 4.1/4.2 quantified


def _largest_skew(auc_roc: float, auc_pr: float) -> float:
    """Largest skew at which AUC-ROC >= ``auc_roc`` guarantees AUC-PR >= ``auc_pr`` (the exact
    minimum decreases in the skew), by bisection on log(skew)."""
    from numeric.bounds.exact_minimum import auc_pr_min_exact

    lo, hi = -6.0, 6.0
    if float(auc_pr_min_exact(10.0**lo, auc_roc)) < auc_pr:
        return 0.0
    for _ in range(60):
        mid = 0.5 * (lo + hi)
        lo, hi = (mid, hi) if float(auc_pr_min_exact(10.0**mid, auc_roc)) >= auc_pr else (lo, mid)
    return float(10.0**lo)


@claim(
    "mihelich2024.sec4.1.balanced",
    f"{SOURCE}, Sec. 4.1",
    "Nevertheless, our theorem 3.5 ensures that for a balanced dataset, a classifier with a good "
    "AUC_ROC is bound to have a good AUC_PR.",
)
def balanced() -> CheckResult:
    """Sec. 4.1 made quantitative: at a = 1, AUC-ROC >= t guarantees AUC-PR >= the exact minimum.

    For thresholds t = 0.8, 0.9, 0.95 the guarantee at a = 1 is the exact minimum (not Thm 3.5's
    claimed one, slightly too high); and for each "good" AUC-PR level g = 0.5, 0.7 the largest
    skew at which AUC-ROC >= t still guarantees AUC-PR >= g. It holds at a = 1 in this sense:
    the guarantee is at least t - 0.17 for every t >= 0.8.
    """
    from numeric.bounds.exact_minimum import auc_pr_min_exact

    rows = {t: float(auc_pr_min_exact(1.0, t)) for t in (0.8, 0.875, 0.9, 0.95)}
    claimed = {t: float(nb.auc_pr_min_mihelich(1.0, t)) for t in rows}
    skews = {(t, g): _largest_skew(t, g) for t in (0.8, 0.9, 0.95) for g in (0.5, 0.7)}
    grid = np.linspace(0.8, 1.0, 41)
    margin = float(np.min(np.asarray(auc_pr_min_exact(1.0, grid)) - (grid - 0.17)))
    evidence = (
        "At a = 1 (balanced), AUC-ROC >= t guarantees AUC-PR >= "
        + ", ".join(f"{v:.4f} (t = {t}; Thm 3.5 claims {claimed[t]:.4f})" for t, v in rows.items())
        + f"; min over t in [0.8, 1] of (guarantee - (t - 0.17)) = {margin:.4f}. Largest skew "
        "N-/N+ at which AUC-ROC >= t still guarantees AUC-PR >= g: "
        + ", ".join(f"t = {t}, g = {g}: {v:.3g}" for (t, g), v in skews.items())
        + ". So the statement holds for balanced data and, for the same guarantee, up to these "
        "skews; beyond them a good AUC-ROC no longer implies a good AUC-PR."
    )
    return decide(margin >= 0 and all(v > 0 for v in skews.values()), False, evidence,
                  basis=FloatArithmetic())


@claim(
    "mihelich2024.sec4.2.pr_implies_roc",
    f"{SOURCE}, Sec. 4.2",
    "Indeed, a good AUC_PR (above 0.7) will necessarily result in a good AUC_ROC but the opposite "
    "is not true as discussed in the previous section.",
)
def pr_implies_roc() -> CheckResult:
    """Sec. 4.2 made quantitative: AUC-PR >= 0.7 guarantees AUC-ROC >= Thm 3.9's minimum.

    The minimum AUC-ROC at AUC-PR 0.7 (Thm 3.9, proven as the inverse of the proven maximum) for
    skews 1..1e4, and its limit 0.7 as a grows; the converse fails: AUC-ROC 0.7 guarantees only
    the exact minimum AUC-PR.
    """
    from numeric.bounds.exact_minimum import auc_pr_min_exact

    skews = (1.0, 4.0, 10.0, 100.0, 1e4)
    roc_floor = {a: float(nb.auc_roc_min(a, 0.7)) for a in skews}
    pr_floor = {a: float(auc_pr_min_exact(a, 0.7)) for a in skews}
    imbalanced_ok = all(roc_floor[a] >= 0.67 for a in skews if a >= 10)
    converse_fails = pr_floor[100.0] < 0.1
    evidence = (
        "AUC-PR >= 0.7 guarantees AUC-ROC >= "
        + ", ".join(f"{v:.4f} (a = {a:g})" for a, v in roc_floor.items())
        + " (tends to 0.7 as a grows); AUC-ROC >= 0.7 guarantees only AUC-PR >= "
        + ", ".join(f"{v:.4f} (a = {a:g})" for a, v in pr_floor.items())
        + ". So for imbalanced data (a >= 10) a good AUC-PR implies AUC-ROC >= 0.67 while the "
        "converse fails; for balanced data (a = 1) AUC-PR 0.7 guarantees only AUC-ROC 0.48."
    )
    return decide(imbalanced_ok and converse_fails, False, evidence, basis=FloatArithmetic())


# --------------------------------------------------------------------------- Sec. 4.3


def _rank_sum_auc(y: npt.NDArray[np.int_], s: FloatArray,
                  counter: list[int]) -> float:
    """AUC-ROC from one comparison sort (midranks for ties): the Mann-Whitney rank sum.

    Every comparison between scores is counted in ``counter[0]``: the sort makes O(n log n) of
    them, the midrank pass n - 1 more.
    """
    import functools

    def cmp(i: int, j: int) -> int:
        counter[0] += 1
        return -1 if s[i] < s[j] else (1 if s[i] > s[j] else 0)

    order = sorted(range(s.size), key=functools.cmp_to_key(cmp))
    ranks = np.empty(s.size)
    start = 0
    for k in range(1, s.size + 1):
        if k == s.size or cmp(order[k], order[k - 1]) != 0:
            ranks[order[start:k]] = 0.5 * (start + k + 1)  # midrank of the tie group
            start = k
    n_pos = int(y.sum())
    n_neg = y.size - n_pos
    return float((ranks[y == 1].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg))


_SEC43_QUOTE = (
    "Indeed traditional AUC computation is non-differentiable and has a time complexity of "
    "$O(n^2)$. RankOpt (Herschtal & Raskutti, 2004) which reduces the time complexity to $O(n)$"
)


def _pairs_auc(y: tuple[int, ...], s: tuple[int, ...]) -> Fraction:
    """AUC-ROC by the pairwise definition (ties 1/2), exact."""
    pos = [v for v, lab in zip(s, y, strict=True) if lab]
    neg = [v for v, lab in zip(s, y, strict=True) if not lab]
    wins = sum((Fraction(1) if p > q else Fraction(1, 2) if p == q else Fraction(0)
                for p in pos for q in neg), Fraction(0))
    return wins / (len(pos) * len(neg))


def _rank_sum_fraction(y: tuple[int, ...], s: tuple[int, ...]) -> Fraction:
    """AUC-ROC by one sort and the midrank sum, exact: (R+ - N+(N+ + 1)/2)/(N+ N-)."""
    order = sorted(range(len(s)), key=lambda i: s[i])
    ranks = [Fraction(0)] * len(s)
    start = 0
    for k in range(1, len(s) + 1):
        if k == len(s) or s[order[k]] != s[order[k - 1]]:
            for i in order[start:k]:
                ranks[i] = Fraction(start + k + 1, 2)
            start = k
    n_pos = sum(y)
    r_pos = sum((r for r, lab in zip(ranks, y, strict=True) if lab), Fraction(0))
    return Fraction(r_pos - Fraction(n_pos * (n_pos + 1), 2)) / (n_pos * (len(y) - n_pos))


def _rank_sum_identity_exhaustive(n_max: int = 6) -> tuple[bool, int]:
    """Rank sum == pair count, exactly, for every labelling with both classes and every score
    vector over three levels {0, 1, 2} (all tie patterns of up to 3 levels), up to ``n_max``
    examples."""
    import itertools

    cases = 0
    for n in range(2, n_max + 1):
        for y in itertools.product((0, 1), repeat=n):
            if 0 < sum(y) < n:
                for s in itertools.product(range(min(n, 3)), repeat=n):
                    cases += 1
                    if _rank_sum_fraction(y, s) != _pairs_auc(y, s):
                        return False, cases
    return True, cases


@claim(
    "mihelich2024.sec4.3.complexity",
    f"{SOURCE}, Sec. 4.3 (read as an upper bound on the pairwise computation)",
    "Indeed traditional AUC computation is non-differentiable and has a time complexity of "
    "O(n^2).",
    line=330, quote=_SEC43_QUOTE,
)
def complexity() -> CheckResult:
    """Read as an upper bound: the pairwise definition costs N+ N- <= n^2/4 comparisons. Holds.

    The AUC-ROC by its definition (Mann-Whitney U by pairs) compares each positive with each
    negative: N+ N- comparisons, at most n^2/4 (AM-GM), attained at N+ = N- -- Theta(n^2) for
    that method; and the AUC is a step function of the scores (non-differentiable). Any faster
    method is also O(n^2), so the statement holds as written; whether O(n^2) is the cost of AUC
    computation (tight) is ``mihelich2024.sec4.3.complexity.tight``.
    """
    n, p = sp.symbols("n p", positive=True)
    slack = sp.factor(n**2 / 4 - p * (n - p))  # (n - 2p)^2/4 >= 0
    bound = sp.simplify(slack - (n - 2 * p) ** 2 / 4) == 0
    # the step function: moving one score across another changes the AUC by 1/(N+ N-) at once
    jump = _pairs_auc((1, 0), (1, 0)) - _pairs_auc((1, 0), (0, 1))
    evidence = (
        f"sympy: n^2/4 - N+ N- = {slack} >= 0 ({bound}), so pair counting makes at most n^2/4 "
        f"comparisons, exactly n^2/4 at N+ = N-; swapping two scores of opposite labels moves "
        f"the AUC by a jump of {jump} (one pair of two examples): non-differentiable."
    )
    other = ("Read as 'AUC computation needs order n^2 time', it is refuted "
             "(mihelich2024.sec4.3.complexity.tight).")
    return decide(bool(bound) and jump == 1, False, evidence, basis=SymbolicIdentity(),
                  other_way=other)


@claim(
    "mihelich2024.sec4.3.complexity.tight",
    f"{SOURCE}, Sec. 4.3 (read as: computing the AUC takes order n^2 time)",
    "Indeed traditional AUC computation is non-differentiable and has a time complexity of "
    "O(n^2) [read as: it cannot be done faster, so computing an AUC can be 'really time "
    "consuming'].",
    line=330, quote=_SEC43_QUOTE,
)
def complexity_tight() -> CheckResult:
    """The standard computation is O(n log n): one sort plus a rank sum (proof). Refuted.

    Proof. With midranks R_i (ties share the mean rank), R_i = #{k : s_k < s_i} + (#{k : s_k =
    s_i} + 1)/2. Summing over the positives and splitting each count by the other example's
    label: the negatives give U = sum over positive-negative pairs of [s_i > s_j] + [s_i = s_j]/2
    (the Mann-Whitney U, N+ N- AUC-ROC); the positives give the midranks of the positives among
    themselves, which sum to 1 + ... + N+ = N+(N+ + 1)/2. So AUC-ROC = (R+ - N+(N+ + 1)/2)/
    (N+ N-): one comparison sort (O(n log n); merge sort makes at most n ceil(log2 n)
    comparisons), one linear pass for the midranks, one sum. The identity is verified exactly
    (Fractions) on every labelling of 2..6 examples with scores over three levels; comparisons
    are counted on n up to 16000 (no timing).
    """
    identity, cases = _rank_sum_identity_exhaustive()
    rng = np.random.default_rng(43)
    counts = []
    for n in (1000, 4000, 16000):
        y = np.tile([0, 1], n // 2)
        counter = [0]
        _rank_sum_auc(y, rng.random(n), counter)
        counts.append((n, counter[0], n * np.log2(n) + n, n * n // 4))
    n_log_n = all(c <= bound for _, c, bound, _ in counts)
    evidence = (
        f"Rank sum = pair count exactly on all {cases} labelled score vectors (2..6 examples, "
        "three score levels) "
        f"({identity}). Score comparisons of one sort plus the midrank pass: "
        + "; ".join(f"n = {n}: {c} (n log2 n + n = {b:.0f}; pairs {p})" for n, c, b, p in counts)
        + "."
    )
    truth = (
        "AUC-ROC (and the exact AUC-PR) take O(n log n) time: sort the scores once, then one "
        "linear pass (the Mann-Whitney rank sum with midranks for ties; Davis & Goadrich's "
        "segments for AUC-PR). Only the naive pair count is Theta(n^2). The non-differentiability "
        "is true: the AUC is a step function of the scores."
    )
    other = ("It would hold if the rank-sum identity failed (then pairs would have to be "
             "counted), or for a model whose scores cannot be sorted (no total order).")
    return refuted_if(identity and n_log_n, evidence, truth, ExhaustiveEnumeration(
        "every labelling of 2..6 examples over three score levels"), other)
