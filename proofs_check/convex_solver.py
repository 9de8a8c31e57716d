"""An independent, discretized solver for the minimum of AUC-PR at fixed AUC-ROC.

Mihelich et al. (2024) write the AUC-PR of a ROC curve ``FPR = f(TPR)`` with skew ``a = N-/N+``
as :math:`T(f) = \\int_0^1 x / (x + a f(x))\\,dx`. The minimum of ``T`` over increasing
``f`` with ``0 <= f <= 1`` and :math:`\\int_0^1 f = c` (``c = 1 - AUC-ROC``) is a convex problem.
This module solves it on a grid, without using anything of the closed-form analysis of
:mod:`analytic.exact_minimum`; it is the numerical check of that analysis.

Method
------
``f`` is piecewise constant on the cells of a grid ``0 = x_0 < x_1 < ... < x_M = 1`` (graded
towards 0, where the minimizer behaves like :math:`\\sqrt{x}`). The objective is the *exact*
integral over every cell, :math:`\\int_{x_j}^{x_{j+1}} x/(x+b)\\,dx = w - b \\log(1 + w/(x_j + b))`
with :math:`b = a f_j` and :math:`w = x_{j+1} - x_j`. For a Lagrange multiplier :math:`\\lambda`
on the mass constraint, the problem "minimize :math:`T(f) + \\lambda \\int f` over increasing
``f`` in ``[0, 1]``" is separable and convex, so the pool-adjacent-violators algorithm solves it
exactly: each pooled block takes the minimizer over ``[0, 1]`` of its (convex, one-dimensional)
block objective. The mass of that solution decreases with :math:`\\lambda`; bisection on
:math:`\\lambda` brackets the multiplier, and two certificates bracket the discrete optimum:

* the dual value :math:`\\min_f T(f) + \\lambda (\\int f - c)` is a lower bound for every
  :math:`\\lambda` (weak duality);
* the convex combination of the two bracketing PAVA solutions that has mass exactly ``c`` is
  feasible, so its objective is an upper bound.

Because the grid restricts ``f``, the discrete optimum is an upper bound for the continuous
infimum and converges to it as the grid is refined.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from numeric.special import log1pmx
from numeric.validation import check_interval, check_positive, check_positive_int

__all__ = [
    "DiscreteMinimum",
    "TwoStepMaximum",
    "graded_grid",
    "max_over_two_steps",
    "solve_min_discrete",
]


@dataclass(frozen=True)
class DiscreteMinimum:
    """The minimum of AUC-PR at fixed AUC-ROC over piecewise-constant curves on a grid.

    Attributes
    ----------
    value : float
        The objective of the feasible curve ``levels`` (an upper bound for the discrete optimum).
    lower_bound : float
        A Lagrangian dual value (a lower bound for the discrete optimum).
    edges : ndarray of shape (M + 1,)
        The grid ``0 = x_0 < ... < x_M = 1`` in TPR.
    levels : ndarray of shape (M,)
        The FPR of the minimizing curve on each cell (increasing, in ``[0, 1]``).
    multiplier : float
        The Lagrange multiplier of the mass constraint (``lambda``).
    """

    value: float
    lower_bound: float
    edges: npt.NDArray[np.float64]
    levels: npt.NDArray[np.float64]
    multiplier: float


def graded_grid(num_cells: int, power: float = 2.0) -> npt.NDArray[np.float64]:
    """Grid ``x_j = (j / M) ** power`` on ``[0, 1]``, refined towards 0.

    Parameters
    ----------
    num_cells : int
        ``M``, the number of cells (>= 1).
    power : float, default=2.0
        Grading exponent (>= 1; 1 gives a uniform grid).

    Returns
    -------
    ndarray of shape (M + 1,)
        Increasing edges, first 0 and last 1.

    Examples
    --------
    >>> graded_grid(4)
    array([0.    , 0.0625, 0.25  , 0.5625, 1.    ])
    """
    m = check_positive_int(num_cells, "num_cells")
    p = float(check_interval(power, "power", 1.0, math.inf, closed="left"))
    return np.linspace(0.0, 1.0, m + 1) ** p


# --- one block: integrals of x/(x+b) and of its derivative over [lo, hi] -------------------------

def _block_area(lo: float, hi: float, b: float) -> float:
    """:math:`\\int_{lo}^{hi} x/(x+b) dx` (exact, cancellation-free for narrow blocks)."""
    w = hi - lo
    if b == 0.0:
        return w
    return w - b * math.log1p(w / (lo + b))


def _block_slope(lo: float, hi: float, b: float) -> float:
    """:math:`\\int_{lo}^{hi} x/(x+b)^2 dx` (minus the derivative of the area in ``b``)."""
    w = hi - lo
    if lo + b == 0.0:  # the first cell at a level that underflowed: the slope is infinite
        return math.inf
    u = w / (lo + b)
    return math.log1p(u) - u * b / (hi + b)


def _block_slope_db(lo: float, hi: float, b: float) -> float:
    """Derivative in ``b`` of :func:`_block_slope`: :math:`-2 \\int x/(x+b)^3 dx`."""

    # -2 [P(hi) - P(lo)], P(x) = -1/(x+b) + b/(2 (x+b)^2), written without cancellation
    u, v = lo + b, hi + b
    den = u * u * v * v
    if den == 0.0:  # underflow (b ~ 1e-80 on the first cell): no usable slope, bisect instead
        return -math.inf
    return -(hi - lo) * (u * hi + v * lo) / den


def _block_level(lo: float, hi: float, a: float, lam: float, guess: float) -> float:
    """Minimizer over ``f`` in [0, 1] of ``area(lo, hi, a f) + lam (hi - lo) f`` (a pooled block).

    The derivative is ``-a slope(a f) + lam (hi - lo)``, increasing in ``f``; its root is found by
    Newton's method safeguarded by bisection on ``b = a f``.
    """
    target = lam * (hi - lo) / a
    if _block_slope(lo, hi, a) >= target:  # slope decreases in b: derivative <= 0 up to f = 1
        return 1.0
    if lo > 0.0 and math.log(hi / lo) <= target:  # derivative >= 0 already at f = 0
        return 0.0
    b_lo, b_hi = 0.0, a  # g(b_lo) > 0 > g(b_hi), g = slope - target decreasing
    b = guess * a if 0.0 < guess * a < a else 0.5 * a
    for _ in range(200):
        g = _block_slope(lo, hi, b) - target
        if g > 0.0:
            b_lo = b
        else:
            b_hi = b
        if b_hi - b_lo <= 4e-16 * b_hi:
            break
        dg = _block_slope_db(lo, hi, b)
        step = b - g / dg if -math.inf < dg < 0.0 else math.nan
        b = step if b_lo < step < b_hi else 0.5 * (b_lo + b_hi)
    return min(0.5 * (b_lo + b_hi) / a, 1.0)


def _pava(edges: npt.NDArray[np.float64], a: float, lam: float) -> npt.NDArray[np.float64]:
    """Increasing ``f`` in [0, 1] minimizing ``T(f) + lam * int f`` over piecewise constants."""
    starts: list[float] = []
    ends: list[float] = []
    first: list[int] = []
    level: list[float] = []
    e = edges.tolist()
    for j in range(len(e) - 1):
        lo, hi = e[j], e[j + 1]
        lev = _block_level(lo, hi, a, lam, level[-1] if level else 0.5)
        idx = j
        while level and level[-1] >= lev:
            lo = starts.pop()
            ends.pop()
            idx = first.pop()
            prev = level.pop()
            lev = _block_level(lo, hi, a, lam, prev)
        starts.append(lo)
        ends.append(hi)
        first.append(idx)
        level.append(lev)
    out = np.empty(len(e) - 1)
    bounds = [*first, len(e) - 1]
    for i, lev in enumerate(level):
        out[bounds[i]:bounds[i + 1]] = lev
    return out


def _objective(edges: npt.NDArray[np.float64], levels: npt.NDArray[np.float64], a: float) -> float:
    """Exact ``T`` of the piecewise-constant curve (sum of exact cell integrals)."""
    lo, hi = edges[:-1], edges[1:]
    b = a * levels
    w = hi - lo
    with np.errstate(divide="ignore", invalid="ignore"):
        cell = np.where(b > 0.0, w - b * np.log1p(w / (lo + b)), w)
    return float(math.fsum(cell.tolist()))


def _mass(edges: npt.NDArray[np.float64], levels: npt.NDArray[np.float64]) -> float:
    return float(math.fsum((levels * np.diff(edges)).tolist()))


def solve_min_discrete(
    skew: float, auc_roc: float, *, num_cells: int = 2000, power: float = 2.0,
    max_iter: int = 200,
) -> DiscreteMinimum:
    """Minimum of AUC-PR at fixed AUC-ROC over increasing piecewise-constant ROC curves.

    Parameters
    ----------
    skew : float
        ``a = N-/N+`` (> 0).
    auc_roc : float
        The fixed AUC-ROC, in ``(0, 1)``; ``c = 1 - auc_roc`` is the mass of ``f``.
    num_cells : int, default=2000
        Number of grid cells ``M``.
    power : float, default=2.0
        Grading exponent of :func:`graded_grid`.
    max_iter : int, default=200
        Maximum number of bisection steps on the multiplier.

    Returns
    -------
    DiscreteMinimum
        The feasible minimizer found, its objective ``value`` and a dual ``lower_bound``; the
        discrete optimum lies between them.

    Notes
    -----
    Minimizes, over levels :math:`0 \\le f_0 \\le \\dots \\le f_{M-1} \\le 1` with
    :math:`\\sum_j f_j (x_{j+1} - x_j) = c`,

    .. math::

        T(f) = \\sum_j \\int_{x_j}^{x_{j+1}} \\frac{x}{x + a f_j}\\,dx
             = \\sum_j \\Big[w_j - a f_j \\log\\Big(1 + \\frac{w_j}{x_j + a f_j}\\Big)\\Big].

    References
    ----------
    Mihelich, Castagnos & Dognin (2024), Thm 3.5 (the problem); Barlow, Bartholomew, Bremner &
    Brunk (1972), *Statistical Inference under Order Restrictions* (pool-adjacent-violators for
    separable convex objectives).

    Examples
    --------
    >>> sol = solve_min_discrete(100.0, 0.875, num_cells=400)
    >>> round(sol.value, 4), sol.value - sol.lower_bound < 1e-9
    (0.0342, True)
    """
    a = float(check_positive(skew, "skew"))
    c = 1.0 - float(check_interval(auc_roc, "auc_roc", 0.0, 1.0, closed="neither"))
    edges = graded_grid(num_cells, power)

    # bracket the multiplier: mass(lam) decreases from 1 (lam -> 0) to 0 (lam -> inf)
    lam_hi = 1.0
    while _mass(edges, _pava(edges, a, lam_hi)) > c:
        lam_hi *= 16.0
    lam_lo = lam_hi / 16.0
    while _mass(edges, _pava(edges, a, lam_lo)) <= c:  # mass -> 1 > c as lam -> 0
        lam_lo /= 16.0
    f_lo, f_hi = _pava(edges, a, lam_lo), _pava(edges, a, lam_hi)  # mass > c, mass <= c
    best_dual = -math.inf
    for _ in range(max_iter):
        lam = math.sqrt(lam_lo * lam_hi) if lam_hi / lam_lo > 4.0 else 0.5 * (lam_lo + lam_hi)
        f = _pava(edges, a, lam)
        m = _mass(edges, f)
        best_dual = max(best_dual, _objective(edges, f, a) + lam * (m - c))
        if m > c:
            lam_lo, f_lo = lam, f
        else:
            lam_hi, f_hi = lam, f
        if lam_hi - lam_lo <= 1e-14 * lam_hi:
            break
    m_lo, m_hi = _mass(edges, f_lo), _mass(edges, f_hi)
    theta = (c - m_hi) / (m_lo - m_hi) if m_lo > m_hi else 0.0
    levels = theta * f_lo + (1.0 - theta) * f_hi
    value = _objective(edges, levels, a)
    return DiscreteMinimum(
        value=value, lower_bound=min(best_dual, value), edges=edges, levels=levels,
        multiplier=0.5 * (lam_lo + lam_hi),
    )


@dataclass(frozen=True)
class TwoStepMaximum:
    """The largest AUC-PR found over two-step ROC curves with a given mass.

    The curve is ``f = 0`` on ``[0, t1)``, ``f = level`` on ``[t1, t2)``, ``f = 1`` on ``[t2, 1]``.

    Attributes
    ----------
    value : float
        AUC-PR of the best two-step curve found.
    t1, t2 : float
        Its steps (TPR).
    level : float
        Its middle level (FPR).
    """

    value: float
    t1: float
    t2: float
    level: float


def _two_step_value(
    a: float, c: float, t1: npt.NDArray[np.float64], t2: npt.NDArray[np.float64]
) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    """AUC-PR and level of the two-step curve with steps ``t1 <= 1 - c <= t2`` and mass ``c``."""
    width = t2 - t1
    with np.errstate(divide="ignore", invalid="ignore"):
        level = np.where(width > 0.0, (c - (1.0 - t2)) / width, 0.0)
    level = np.clip(level, 0.0, 1.0)
    b = a * level
    with np.errstate(divide="ignore", invalid="ignore"):
        middle = np.where(b > 0.0, width - b * np.log1p(width / (t1 + b)), width)
    top = (1.0 - t2) * t2 / (t2 + a) - a * log1pmx((1.0 - t2) / (t2 + a))  # no cancellation
    return t1 + middle + top, level


def max_over_two_steps(skew: float, auc_roc: float, *, num: int = 201, rounds: int = 30
                       ) -> TwoStepMaximum:
    """Maximum AUC-PR at fixed AUC-ROC, searched over the extreme points of the constraint set.

    ``T`` is convex, so its maximum over the convex set of admissible curves is attained at an
    extreme point; those are the two-step curves (``0``, then a level, then ``1``). This searches
    them on a ``num x num`` grid of ``(t1, t2)`` with ``t1 <= 1 - c <= t2``, then refines around the
    best point by zooming the grid ``rounds`` times.

    Parameters
    ----------
    skew : float
        ``a = N-/N+`` (> 0).
    auc_roc : float
        AUC-ROC in ``(0, 1)``.
    num : int, default=201
        Grid points per axis (>= 3).
    rounds : int, default=30
        Zoom steps of the local refinement.

    Returns
    -------
    TwoStepMaximum

    Notes
    -----
    For the two-step curve with level :math:`\\alpha`, :math:`b = a\\alpha`:

    .. math:: T = t_1 + (t_2 - t_1) - b\\ln\\frac{t_2 + b}{t_1 + b}
                + (1 - t_2) - a\\ln\\frac{1 + a}{t_2 + a}.

    References
    ----------
    Mihelich, Castagnos & Dognin (2024), Thm 3.5 (claimed maximum
    :math:`1 - a\\ln((1 + a)/(1 - c + a))`, at the single step ``t1 = t2 = 1 - c``).

    Examples
    --------
    >>> best = max_over_two_steps(1.0, 0.5)
    >>> round(best.value, 12), round(1 - math.log(2 / 1.5), 12)  # Thm 3.5's maximum
    (0.712317927548, 0.712317927548)
    """
    a = float(check_positive(skew, "skew"))
    c = 1.0 - float(check_interval(auc_roc, "auc_roc", 0.0, 1.0, closed="neither"))
    n = check_positive_int(num, "num")
    if n < 3:
        raise ValueError(f"num must be >= 3, got {n}")
    lo1, hi1, lo2, hi2 = 0.0, 1.0 - c, 1.0 - c, 1.0
    best = (-math.inf, 0.0, 0.0, 0.0)
    for _ in range(rounds + 1):
        g1 = np.linspace(lo1, hi1, n)
        g2 = np.linspace(lo2, hi2, n)
        t1, t2 = np.meshgrid(g1, g2, indexing="ij")
        val, lev = _two_step_value(a, c, t1, t2)
        i = int(np.argmax(val))
        if float(val.flat[i]) >= best[0]:
            best = (float(val.flat[i]), float(t1.flat[i]), float(t2.flat[i]), float(lev.flat[i]))
        step1, step2 = 2.0 * (hi1 - lo1) / (n - 1), 2.0 * (hi2 - lo2) / (n - 1)
        lo1, hi1 = max(0.0, best[1] - step1), min(1.0 - c, best[1] + step1)
        lo2, hi2 = max(1.0 - c, best[2] - step2), min(1.0, best[2] + step2)
    return TwoStepMaximum(*best)
