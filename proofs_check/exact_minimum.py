"""The exact minimum's own claims (``exact_minimum.*``): its derivation, its optimality
certificate, and that over finite data sets it is an infimum.

The exact minimum of AUC-PR at fixed AUC-ROC (:func:`numeric.bounds.exact_minimum.
exact_min_solution`) corrects Mihelich, Castagnos & Dognin (2024), Thm 3.5 (whose verdicts are
registered in :mod:`proofs_check.mihelich2024.bounds`). This module registers the checks only; the
numerics they rest on live beside them: the proof steps in :mod:`proofs_check.derivation`, the
Frank-Wolfe certificate in :mod:`proofs_check.certificate`.
"""

from __future__ import annotations

import math

import sympy as sp

from analytic.exact_minimum import derivation_checks
from proofs_check import certificate
from proofs_check._exact import Witness, count_curve
from proofs_check._registry import CheckResult, claim, counterexample, decide
from proofs_check.derivation import completion_checks, is_zero
from proofs_check.evidence import FloatArithmetic, SymbolicIdentity, ValidatedEnclosure

__all__ = [
    "GRID_STEPS", "derivation", "derivation_grid_steps", "exact_minimum_certificate", "infimum",
]

_DOC = "rocpr, docs/exact_minimum.md"
_MIHELICH = "Mihelich, Castagnos & Dognin (ICML 2024)"


# The two steps of :func:`completion_checks` that are 50-digit evaluations on grids, not algebra.
GRID_STEPS: tuple[str, ...] = (
    "capped: a < 1: one crossing = c*(a) of regime_boundaries",
    "ironed: along the family dT/dq = -1/k^2 < 0, q increasing",
)


def _steps() -> dict[str, bool]:
    steps = dict(derivation_checks())
    steps.update(completion_checks())
    return steps


def _confirmed(steps: dict[str, bool]) -> tuple[bool, str]:
    failed = [name for name, ok in steps.items() if not ok]
    return not failed, (f"{len(steps) - len(failed)} of {len(steps)} steps confirmed"
                        + (f"; not confirmed: {failed}" if failed else "") + ".")


@claim(
    "exact_minimum.derivation",
    f"{_DOC}, sections 3-4 and appendix (correcting {_MIHELICH}, Thm 3.5)",
    "Every algebraic step of the exact minimum's derivation holds: stationarity, the masses and "
    "values of the three regimes, the boundaries, the optimality conditions (including J <= 0), "
    "and existence of the ironed system.",
)
def derivation() -> CheckResult:
    """The algebraic steps of the exact minimum's derivation, each checked by sympy.

    :func:`analytic.exact_minimum.derivation_checks` (stationarity, masses, closed forms,
    boundaries, continuity) and :func:`completion_checks` (the steps the referee found asserted),
    less the two that are evaluations on grids (:data:`GRID_STEPS`,
    ``exact_minimum.derivation.grid_steps``).
    """
    ok, evidence = _confirmed({k: v for k, v in _steps().items() if k not in GRID_STEPS})
    return decide(ok, False, "sympy: " + evidence, basis=SymbolicIdentity())


@claim(
    "exact_minimum.derivation.grid_steps",
    f"{_DOC}, sections 4.1-4.2 (correcting {_MIHELICH}, Thm 3.5)",
    "The single crossing of J for a < 1 is the boundary c*(a) of regime_boundaries, and along the "
    "ironed family the mass q increases while T decreases (dT/dq = -1/k^2).",
)
def derivation_grid_steps() -> CheckResult:
    """The two steps of the derivation checked at 50 digits on grids of a and k, not in algebra."""
    ok, evidence = _confirmed({k: v for k, v in _steps().items() if k in GRID_STEPS})
    return decide(ok, False, "50-digit evaluation on grids (60 points of k, a grid of a): "
                  + evidence, basis=FloatArithmetic(), other_way=(
                      "It would be refuted by a grid point where the crossing or the monotonicity "
                      "failed; between grid points it rests on sections 4.1-4.2's argument."))


@claim(
    "exact_minimum.certificate",
    f"{_DOC}, section 4.4 (correcting {_MIHELICH}, Thm 3.5)",
    "At each of the 147 points of the certificate grid (skews 1e-6..1e6, AUC-ROC in (0, 0.99], "
    "every regime boundary +-1e-6), the curve returned by numeric.bounds.exact_minimum."
    "exact_min_solution minimizes AUC-PR at its AUC-ROC among all ROC curves, to within 1e-9: "
    "a validated lower bound on every ROC curve and the curve's own value are within 1e-9.",
    quantifier="particular",
)
def exact_minimum_certificate() -> CheckResult:
    """Validated Frank-Wolfe gap of the exact minimizer, below 1e-9 at the certificate's points.

    Uses no regime theory: :func:`proofs_check.validated_minimum.validated_certificate` bounds
    ``min_G T(G)`` from below for *every* ROC curve ``G`` with the same AUC-ROC (weak duality,
    every integral a closed form evaluated in 113-bit interval arithmetic: no quadrature, no
    search) and from above by a feasible increasing curve checked in interval arithmetic, so the
    enclosure ``[lower, upper]`` cannot be narrowed by rounding. The statement is about the grid's
    points only (between them see ``docs/exact_minimum.md``, section 5): it holds where every
    enclosure is within 1e-9 and contains the 20-digit exact minimum; an enclosure excluding it
    refutes the minimizer. The float Frank-Wolfe estimate of :mod:`proofs_check.certificate`
    (160 points, AUC-ROC 0 included) is reported beside it.
    """
    from proofs_check.validated_minimum import validated_certificate_grid

    certs = validated_certificate_grid()
    worst = max(certs, key=lambda c: c.gap)
    bad = [c for c in certs if not c.exact_enclosed]
    gaps = certificate.grid_gaps()
    float_worst = max(gaps, key=lambda g: g.gap)
    evidence = (
        f"{len(certs)} points of the certificate grid (skews 1e-6..1e6, AUC-ROC in (0, 0.99], "
        f"every regime boundary +-1e-6): the 113-bit interval enclosure [lower, upper] contains "
        f"the 20-digit exact minimum at {len(certs) - len(bad)}; largest validated gap "
        f"{worst.gap:.2e} (skew {worst.skew:.3g}, AUC-ROC {worst.auc_roc:.9g}). The float "
        f"Frank-Wolfe estimate at {len(gaps)} points (AUC-ROC 0 included) is at most "
        f"{float_worst.gap:.2e}."
    )
    if bad:
        c = bad[0]
        return counterexample(
            f"the validated enclosure [{c.lower!r}, {c.upper!r}] excludes the exact minimum "
            f"{c.exact!r} at skew {c.skew}, AUC-ROC {c.auc_roc}: {evidence}", ValidatedEnclosure())
    if worst.gap > 1e-9 or not all(math.isfinite(g.gap) for g in gaps):
        return CheckResult("error", f"not certified: {evidence}")
    if len(certs) != 147:
        return CheckResult("error", f"the grid has {len(certs)} points, the statement 147: "
                           f"{evidence}")
    return CheckResult("holds", evidence, None, ValidatedEnclosure())


@claim(
    "exact_minimum.infimum",
    f"{_DOC}, section 9",
    "Over data sets of a fixed size (N+ positives, N- negatives) the exact minimum is an infimum, "
    "not attained: every data set's AUC-PR is strictly above it.",
)
def infimum() -> CheckResult:
    """The exact minimum is not attained by any finite data set (strictly above it).

    Proof, checked by sympy: T is strictly convex in f where x > 0 (``phi'' = 2a^2 x/(x + af)^3``),
    so the minimizer over the convex set K_c is unique (up to null sets); a data set's curve, with
    Davis & Goadrich's interpolation, is piecewise linear in ROC space, while the minimizer's
    ``v_k(x) = (k sqrt x - x)/a`` has ``v_k'' = -k/(4a x^{3/2}) != 0`` on an interval. So every
    data set has a strictly larger AUC-PR. A witness of the gap at Davis & Goadrich's size
    (N+ = 20, N- = 2000, a = 100, AUC-ROC 0.875): a data set on the minimizer, from the data.
    """
    from numeric.bounds.exact_minimum import auc_pr_min_exact
    from numeric.bounds.witness import witness_dataset
    from numeric.data.auc import auc_pr_score, auc_roc_score

    x, a, f, k = sp.symbols("x a f k", positive=True)
    strictly_convex = is_zero(sp.diff(x / (x + a * f), f, 2) - 2 * a**2 * x / (x + a * f) ** 3)
    v_k = (k * sp.sqrt(x) - x) / a
    curved = is_zero(sp.diff(v_k, x, 2) + k / (4 * a * x ** sp.Rational(3, 2)))
    y, s = witness_dataset(100.0, 0.875, 20, curve="exact_min")
    roc, pr = float(auc_roc_score(y, s)), float(auc_pr_score(y, s))
    witness = Witness.from_curve("data set on the minimizer: N+ = 20, N- = 2000, AUC-ROC 0.875",
                                 count_curve(y, s))
    floor = float(auc_pr_min_exact(100.0, roc))
    evidence = (
        f"sympy: phi'' = 2a^2 x/(x + af)^3 > 0 ({strictly_convex}); v_k'' = -k/(4a x^(3/2)) != 0 "
        f"({curved}). At N+ = 20, N- = 2000: a data set on the minimizer has AUC-ROC {roc:.6f}, "
        f"AUC-PR {pr:.6f} > the infimum {floor:.6f} at its AUC-ROC (gap {pr - floor:.2e}); the "
        "exact finite-N minimum at AUC-ROC 0.875 over all data sets of that size (ties allowed) is "
        "0.034192 (numeric.finite_n_extremes, exact dynamic programming over all rankings), "
        f"vs the infimum 4/117 = 0.034188. The data set: {witness.exact().describe()}."
    )
    return decide(strictly_convex and curved and pr > floor, False, evidence,
                  basis=SymbolicIdentity(), witnesses=(witness,))
