"""Checks of Davis & Goadrich (ICML 2006), "The relationship between precision-recall and ROC
curves".

Each check quotes its claim; the registry (:func:`proofs_check.claim`) records the source. The
checks use exact rationals where the claim is exact (Thm 3.1, Table 1), sympy for the symbolic step
of Thm 3.2, and the toolkit's exact segment area for Fig. 6.
"""

from __future__ import annotations

import random

import numpy as np
import sympy as sp

from analytic.confusion import counts_to_pr, counts_to_roc, pr_to_counts, pr_to_roc, roc_to_pr
from analytic.interpolation import intermediate_points
from numeric.geometry.confusion import roc_to_pr as roc_to_pr_numeric
from numeric.geometry.interpolation import interpolated_precision, segment_area
from proofs_check._registry import claim

__all__ = ["fig6", "table1", "thm3_1", "thm3_2"]

SOURCE = "Davis & Goadrich (ICML 2006)"


@claim(
    "dg2006.thm3.1",
    f"{SOURCE}, Thm 3.1",
    "For a given dataset of positive and negative examples, there exists a one-to-one "
    "correspondence between a curve in ROC space and a curve in PR space, such that the curves "
    "contain exactly the same confusion matrices, if Recall != 0.",
)
def thm3_1() -> tuple[bool, str, str | None]:
    """Thm 3.1: (recall, precision) fixes (TP, FP) when recall != 0; not at recall 0.

    Random integer confusion matrices are mapped counts -> PR -> counts and counts -> ROC -> PR ->
    ROC -> counts in exact rationals; every one must come back unchanged. At recall 0 two matrices
    with different FP must share their PR point (the reason for the theorem's condition) and the
    inverse map must refuse the point.
    """
    rng = random.Random(2006)
    n_checked = 0
    for _ in range(300):
        n_pos, n_neg = rng.randint(1, 200), rng.randint(1, 5000)
        tp, fp = rng.randint(1, n_pos), rng.randint(0, n_neg)
        pr = counts_to_pr(tp, fp, n_pos)
        back = pr_to_counts(pr.recall, pr.precision, n_pos)
        if (back.tp, back.fp) != (tp, fp):
            return False, f"counts -> PR -> counts changed (TP, FP) = ({tp}, {fp}) to {back}", None
        roc = counts_to_roc(tp, fp, n_pos, n_neg)
        pr2 = roc_to_pr(roc.fpr, roc.tpr, counts=(n_pos, n_neg))
        roc2 = pr_to_roc(pr2.recall, pr2.precision, counts=(n_pos, n_neg))
        if pr2 != pr or roc2 != roc:
            return False, f"ROC <-> PR disagrees with the counts for ({tp}, {fp})", None
        n_checked += 1
    same_pr = counts_to_pr(0, 3, 10) == counts_to_pr(0, 7, 10)
    refused = False
    try:
        pr_to_counts(0, 0, 10)
    except ValueError:
        refused = True
    holds = same_pr and refused
    evidence = (
        f"{n_checked} random integer confusion matrices (N+ <= 200, N- <= 5000, TP >= 1) "
        "round-trip exactly in rationals through PR space and through ROC space. At recall 0 the "
        "correspondence fails as the theorem says: (TP, FP) = (0, 3) and (0, 7) share the PR "
        f"point (0, 0) ({same_pr}); FP is not recoverable and the inverse map refuses recall 0 "
        f"({refused})."
    )
    return holds, evidence, None


def _random_roc_curve(rng: np.random.Generator, n_knots: int) -> tuple[np.ndarray, np.ndarray]:
    """A strictly increasing piecewise-linear ROC curve from (0, 0) to (1, 1)."""
    x = np.concatenate(([0.0], np.sort(rng.uniform(0, 1, n_knots)), [1.0]))
    y = np.concatenate(([0.0], np.sort(rng.uniform(0, 1, n_knots)), [1.0]))
    return x, y


@claim(
    "dg2006.thm3.2",
    f"{SOURCE}, Thm 3.2",
    "For a fixed number of positive and negative examples, one curve dominates a second curve in "
    "ROC space if and only if the first dominates the second in PR space.",
)
def thm3_2() -> tuple[bool, str, str | None]:
    """Thm 3.2: ROC dominance iff PR dominance.

    Symbolic step: at a fixed recall ``y > 0`` the precision ``y/(y + a x)`` is strictly
    decreasing in the FPR ``x`` (its derivative is ``-a y/(y + a x)**2 < 0``), so a curve with
    lower FPR at every recall (ROC dominance) has higher precision at every recall (PR dominance)
    and conversely. Random check: pairs of strictly increasing piecewise-linear ROC curves, half of
    them constructed to dominate, compared on the union of their knots (exact for piecewise-linear
    curves) in ROC space and on a recall grid in PR space after mapping with ``roc_to_pr``.
    """
    x, y, a = sp.symbols("x y a", positive=True)
    derivative = sp.simplify(sp.diff(y / (y + a * x), x))
    symbolic = bool(sp.simplify(derivative + a * y / (y + a * x) ** 2) == 0) and bool(
        derivative.is_negative
    )

    rng = np.random.default_rng(2006)
    agree = n_roc_dom = n_pairs = 0
    for k in range(400):
        x1, y1 = _random_roc_curve(rng, int(rng.integers(1, 6)))
        if k % 2:
            x2, y2 = x1, y1 ** float(rng.uniform(1.0, 3.0))  # below curve 1 everywhere
        else:
            x2, y2 = _random_roc_curve(rng, int(rng.integers(1, 6)))
        skew = float(10 ** rng.uniform(-2, 3))
        grid_x = np.union1d(x1, x2)
        roc_dom = bool(np.all(np.interp(grid_x, x1, y1) >= np.interp(grid_x, x2, y2) - 1e-12))
        recall = np.union1d(np.union1d(y1, y2), np.linspace(0, 1, 201))[1:]
        prec1 = roc_to_pr_numeric(np.interp(recall, y1, x1), recall, skew=skew).precision
        prec2 = roc_to_pr_numeric(np.interp(recall, y2, x2), recall, skew=skew).precision
        pr_dom = bool(np.all(np.asarray(prec1) >= np.asarray(prec2) - 1e-12))
        n_pairs += 1
        n_roc_dom += roc_dom
        agree += roc_dom == pr_dom
    holds = symbolic and agree == n_pairs and 0 < n_roc_dom < n_pairs
    evidence = (
        f"d precision/d FPR = {derivative} < 0 for a, x, y > 0 (sympy: {symbolic}). "
        f"{n_pairs} random piecewise-linear curve pairs (skew 0.01..1000), {n_roc_dom} with ROC "
        f"dominance: ROC and PR dominance agree on {agree} of {n_pairs}."
    )
    return holds, evidence, None


# Davis & Goadrich (2006), Table 1 as printed: TP, FP, REC, PREC (PREC rounded to 3 decimals).
_TABLE1 = (
    (5, 5, "0.25", "0.500"),
    (6, 10, "0.30", "0.375"),
    (7, 15, "0.35", "0.318"),
    (8, 20, "0.40", "0.286"),
    (9, 25, "0.45", "0.265"),
    (10, 30, "0.50", "0.250"),
)


def _round(value: sp.Rational, digits: int) -> sp.Rational:
    """Round half up to ``digits`` decimals, exactly."""
    scale = 10**digits
    return sp.Rational(sp.floor(value * scale + sp.Rational(1, 2)), scale)


@claim(
    "dg2006.table1",
    f"{SOURCE}, Sec. 4, Table 1",
    "Correct interpolation between A = (TP 5, FP 5) and B = (TP 10, FP 30) for a dataset with 20 "
    "positive and 2000 negative examples (local skew 5): TP 5..10, FP 5..30, REC 0.25..0.50, "
    "PREC 0.500, 0.375, 0.318, 0.286, 0.265, 0.250.",
)
def table1() -> tuple[bool, str, str | None]:
    """Table 1: the intermediate points of A -> B, exactly, match the printed rows.

    Computed with :func:`analytic.interpolation.intermediate_points` in rationals; the paper
    prints REC to 2 and PREC to 3 decimals, so the exact values are rounded the same way.
    """
    rows = intermediate_points(5, 5, 10, 30, 20)
    mismatches = []
    for (tp, fp, rec, prec), (p_tp, p_fp, p_rec, p_prec) in zip(rows, _TABLE1, strict=True):
        if (
            (tp, fp) != (p_tp, p_fp)
            or _round(rec, 2) != sp.Rational(p_rec)
            or _round(prec, 3) != sp.Rational(p_prec)
        ):
            mismatches.append(f"TP {tp}: ({fp}, {rec}, {prec}) vs ({p_fp}, {p_rec}, {p_prec})")
    exact = ", ".join(str(r[3]) for r in rows)
    evidence = (
        f"exact precisions {exact}; every row equals the table at its rounding"
        if not mismatches
        else "rows differ: " + "; ".join(mismatches)
    )
    return not mismatches, evidence, None


def _dg_trapezoid(tp_a: float, fp_b: float, n_pos: int) -> float:
    """The paper's composite trapezoid: precision 1 up to A, then integer TP steps to B."""
    steps = np.arange(np.floor(tp_a) + 1.0, n_pos)
    tp = np.concatenate(([tp_a], steps, [float(n_pos)]))
    prec = np.asarray(interpolated_precision(tp, tp_a, 0.0, float(n_pos), fp_b))
    recall = tp / n_pos
    return float(tp_a / n_pos + np.sum(np.diff(recall) * (prec[1:] + prec[:-1]) / 2))


@claim(
    "dg2006.fig6",
    f"{SOURCE}, Sec. 4, Fig. 6",
    "A curve constructed from a single point (0.02, 1), extended to (0, 1) and (1, 0.008), with "
    "433 positives and 56,164 negatives: interpolating correctly gives an AUC-PR of 0.031; a "
    "linear connection would give 0.50.",
)
def fig6() -> tuple[bool, str, str | None]:
    """Fig. 6: which natural construction reproduces AUC-PR 0.031 (and what linear gives).

    Recall 0.02 of 433 positives is TP = 8.66, not an integer, so the check tries TP_A in
    {8.66, 8, 9} (FP_A = 0: precision 1) and, for the end point (1, 0.008), FP_B = all 56,164
    negatives (precision 0.0077) or the FP giving precision 0.008 exactly. The curve has
    precision 1 on recall [0, TP_A/N+] and the Davis-Goadrich interpolation from A to B. Areas are
    computed exactly (:func:`numeric.geometry.interpolation.segment_area`) and with the paper's
    composite trapezoid over integer TP steps (Sec. 4). The claim holds iff some construction gives
    0.031
    at the paper's rounding (3 decimals).
    """
    n_pos, n_neg = 433, 56164
    ends = {"FP_B = N-": float(n_neg), "p_B = 0.008": n_pos * (1 - 0.008) / 0.008}
    rows, reproduce, exacts, linear = [], [], [], []
    for tp_a in (0.02 * n_pos, 8.0, 9.0):
        for end, fp_b in ends.items():
            exact = tp_a / n_pos + float(segment_area(tp_a, 0.0, n_pos, fp_b, n_pos))
            trap = _dg_trapezoid(tp_a, fp_b, n_pos)
            p_b = n_pos / (n_pos + fp_b)
            lin = tp_a / n_pos + (1 - tp_a / n_pos) * (1 + p_b) / 2
            exacts.append(exact)
            linear.append(lin)
            label = f"TP_A = {tp_a:g}, {end}"
            rows.append(f"{label}: exact {exact:.4f}, trapezoid {trap:.4f}, linear {lin:.4f}")
            for how, value in (("exact", exact), ("trapezoid", trap)):
                if round(value, 3) == 0.031:
                    reproduce.append(f"{label} ({how}, {value:.4f})")
    straight = (1 + 0.008) / 2
    holds = bool(reproduce)
    evidence = (
        "; ".join(rows)
        + ". Reproducing 0.031: "
        + (", ".join(reproduce) if reproduce else "none")
        + f". The exact area under the correctly interpolated curve is at most {max(exacts):.4f}"
        + f" ({exacts[0]:.3f} for the literal TP_A = 8.66, FP_B = N-): only the paper's composite"
        + " trapezoid, which overestimates the exact area, reaches 0.031. Linear interpolation"
        + f" through (0.02, 1) gives {min(linear):.3f}..{max(linear):.3f}, not 0.50; the straight"
        + f" line from (0, 1) to (1, 0.008) ignoring the point gives {straight:.3f}, the paper's"
        + " 0.50."
    )
    truth = None if holds else "no natural construction gives 0.031 (see evidence)"
    return holds, evidence, truth
