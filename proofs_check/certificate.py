"""The Frank-Wolfe certificate of the exact minimum: an optimality certificate that uses no regime
theory (the numerics of the claim ``exact_minimum.certificate``, registered in
:mod:`proofs_check.exact_minimum`).

The exact minimum of AUC-PR at fixed AUC-ROC (:func:`numeric.bounds.exact_minimum.
exact_min_solution`) is a convex problem: minimise ``T(f) = int_0^1 x/(x + a f(x)) dx`` over the
set ``K_c`` of nondecreasing ``f: [0, 1] -> [0, 1]`` with ``int f = c = 1 - AUC-ROC``. For any
feasible ``f`` the **Frank-Wolfe (duality) gap**

.. math::

    g(f) = \\int w f - \\min_{s \\in K_c} \\int w s,
    \\qquad w = \\nabla T(f) = -\\frac{a x}{(x + a f)^2},

bounds the suboptimality, ``T(f) - min T <= g(f)``, by convexity. The linear minimisation over
``K_c`` is attained at an extreme point, a two-step curve ``s = lam 1_{[t1,1]} + (1 - lam)
1_{[t2,1]}`` (``docs/exact_minimum.md``, appendix), so with ``W(t) = int_t^1 w`` and ``phi(m) =
W(1 - m)`` it is the lower convex envelope of ``phi`` at ``c``. Nothing here knows the regimes or
the closed forms: the returned curve is evaluated as a black box, ``w`` integrated by Gauss-
Legendre quadrature on a graded grid (which includes the curve's one kink, ``breakpoint``), and the
envelope found on the grid and then refined by golden-section search at its two contact points.

Every candidate is a feasible two-step curve, so the computed minimum is never below the true one
and refining brings it down to it: the reported gap never exceeds the true gap and equals it up to
the quadrature (about 1e-13) and the search tolerance. It is one leg of three: the regime proofs
(``exact_minimum.derivation``) and the independent discrete solver (:mod:`.convex_solver`) are the
others.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from numeric.bounds.exact_minimum import exact_min_solution, regime_boundaries

__all__ = ["FrankWolfeGap", "certificate_grid", "frank_wolfe_gap", "grid_gaps"]

_GL_NODES, _GL_WEIGHTS = np.polynomial.legendre.leggauss(12)
_INV_PHI = (math.sqrt(5.0) - 1.0) / 2.0


@dataclass(frozen=True)
class FrankWolfeGap:
    """The Frank-Wolfe gap of the returned minimizer at one ``(skew, auc_roc)``.

    Attributes
    ----------
    skew, auc_roc : float
        The point.
    value : float
        ``T(f)`` of the returned curve, by quadrature.
    linear : float
        ``int w f`` (``w`` the gradient at ``f``).
    lmo : float
        ``min`` of ``int w s`` over two-step curves ``s`` in ``K_c`` (the envelope, refined).
    gap : float
        ``linear - lmo``: an upper bound on ``T(f) - min T`` (0 at the optimum).
    """

    skew: float
    auc_roc: float
    value: float
    linear: float
    lmo: float
    gap: float


def _curve_integrals(a: float, curve: object, edges: npt.NDArray[np.float64]
                     ) -> tuple[npt.NDArray[np.float64], ...]:
    """Per cell of ``edges``: ``int w``, ``int w f``, ``int x/(x + a f)`` by Gauss-Legendre."""
    lo, hi = edges[:-1, None], edges[1:, None]
    half = 0.5 * (hi - lo)
    x = lo + half * (1.0 + _GL_NODES[None, :])
    f = np.asarray(curve(x.ravel())).reshape(x.shape)  # type: ignore[operator]
    den = x + a * f
    w = -a * x / den**2
    wt = half * _GL_WEIGHTS[None, :]
    return (np.sum(wt * w, axis=1), np.sum(wt * w * f, axis=1), np.sum(wt * x / den, axis=1))


def _tail(a: float, curve: object, edges: npt.NDArray[np.float64],
          w_tail: npt.NDArray[np.float64], t: float) -> float:
    """``W(t) = int_t^1 w``: the tail from the next edge plus one quadrature cell ``[t, edge]``."""
    j = int(np.searchsorted(edges, t, side="right"))
    if j >= edges.size:
        return 0.0
    part = _curve_integrals(a, curve, np.array([t, edges[j]]))[0][0]
    return float(part + w_tail[j])


def _golden(fun: object, lo: float, hi: float, iters: int = 60) -> tuple[float, float]:
    """Minimise a unimodal ``fun`` on ``[lo, hi]``: ``(argmin, min)``."""
    x1 = hi - _INV_PHI * (hi - lo)
    x2 = lo + _INV_PHI * (hi - lo)
    f1, f2 = fun(x1), fun(x2)  # type: ignore[operator]
    for _ in range(iters):
        if f1 <= f2:
            hi, x2, f2 = x2, x1, f1
            x1 = hi - _INV_PHI * (hi - lo)
            f1 = fun(x1)  # type: ignore[operator]
        else:
            lo, x1, f1 = x1, x2, f2
            x2 = lo + _INV_PHI * (hi - lo)
            f2 = fun(x2)  # type: ignore[operator]
    return (x1, f1) if f1 <= f2 else (x2, f2)


def _lower_envelope_at(m: npt.NDArray[np.float64], phi: npt.NDArray[np.float64], c: float
                       ) -> tuple[float, int, int]:
    """Lower convex hull of the points ``(m, phi)`` (``m`` increasing) evaluated at ``c``, and the
    indices of the hull vertices around ``c``."""
    hull: list[int] = []
    for i in range(m.size):
        while len(hull) >= 2:
            i0, i1 = hull[-2], hull[-1]
            cross = (m[i1] - m[i0]) * (phi[i] - phi[i0]) - (phi[i1] - phi[i0]) * (m[i] - m[i0])
            if cross <= 0:
                hull.pop()
            else:
                break
        hull.append(i)
    hm = m[hull]
    j = int(np.clip(np.searchsorted(hm, c, side="right"), 1, len(hull) - 1))
    i1, i2 = hull[j - 1], hull[j]
    if m[i2] == m[i1]:
        return float(phi[i1]), i1, i2
    value = phi[i1] + (c - m[i1]) * (phi[i2] - phi[i1]) / (m[i2] - m[i1])
    return float(value), i1, i2


def frank_wolfe_gap(skew: float, auc_roc: float, *, n_cells: int = 1500) -> FrankWolfeGap:
    """Frank-Wolfe gap of ``exact_min_solution(skew, auc_roc).curve`` over ``K_c``.

    Parameters
    ----------
    skew : float
        ``a = N-/N+`` (> 0).
    auc_roc : float
        AUC-ROC in ``[0, 1)``.
    n_cells : int, default=1500
        Quadrature cells (graded ``x = u^2`` towards 0), 12 Gauss-Legendre nodes each.

    Returns
    -------
    FrankWolfeGap

    Notes
    -----
    For convex ``T`` and feasible ``f``, ``T(f) - T(f*) <= int w (f - f*) <= int w f -
    min_{s in K_c} int w s = g(f)``. The minimum over ``K_c`` is attained at a two-step curve
    (an extreme point), i.e. it is the lower convex envelope of ``phi(m) = int_{1-m}^1 w`` at
    ``m = c``.

    References
    ----------
    Frank & Wolfe (1956); Jaggi (2013), "Revisiting Frank-Wolfe", Sec. 2 (the duality gap).
    Certifies the exact minimum that corrects Mihelich, Castagnos & Dognin (2024), Thm 3.5.

    Examples
    --------
    >>> g = frank_wolfe_gap(100, 0.875)
    >>> round(g.value, 6), abs(g.gap) < 1e-9
    (0.034188, True)
    """
    a = float(skew)
    c = 1.0 - float(auc_roc)
    sol = exact_min_solution(a, float(auc_roc))
    curve = sol.curve
    u = np.linspace(0.0, 1.0, n_cells + 1)
    kink = [sol.breakpoint] if 0.0 < sol.breakpoint < 1.0 else []
    edges = np.unique(np.concatenate((u * u, u, kink)))
    w_cell, wf_cell, t_cell = _curve_integrals(a, curve, edges)
    w_tail = np.concatenate((np.cumsum(w_cell[::-1])[::-1], [0.0]))  # W at each edge
    linear = float(np.sum(wf_cell))
    value = float(np.sum(t_cell))
    # phi(m) = W(1 - m) on the grid, m increasing
    m = 1.0 - edges[::-1]
    phi = w_tail[::-1]
    lmo, i1, i2 = _lower_envelope_at(m, phi, c)

    def phi_at(mm: float) -> float:
        return _tail(a, curve, edges, w_tail, 1.0 - mm)

    # Refine the two contact points (each a feasible two-step curve: the estimate only falls).
    m1, m2 = float(m[i1]), float(m[i2])
    if m1 < c < m2:
        for _ in range(2):
            lo1, hi1 = float(m[max(i1 - 1, 0)]), min(float(m[min(i1 + 1, m.size - 1)]), c)
            p2 = phi_at(m2)
            m1, _v = _golden(lambda t, p2=p2, m2=m2: phi_at(t) + (c - t) * (p2 - phi_at(t))
                             / (m2 - t), lo1, hi1)
            lo2, hi2 = max(float(m[max(i2 - 1, 0)]), c), float(m[min(i2 + 1, m.size - 1)])
            p1 = phi_at(m1)
            m2, v = _golden(lambda t, p1=p1, m1=m1: p1 + (c - m1) * (phi_at(t) - p1)
                            / (t - m1), lo2, hi2)
            lmo = min(lmo, v)
    lmo = min(lmo, phi_at(c))  # the single step at m = c
    return FrankWolfeGap(a, float(auc_roc), value, linear, lmo, linear - lmo)


def certificate_grid() -> list[tuple[float, float]]:
    """``(skew, auc_roc)`` points: skews 1e-6..1e6 (13 decades) times interior AUC-ROCs, plus
    every regime boundary of each skew (:func:`regime_boundaries`) and points 1e-6 either side.

    Examples
    --------
    >>> pts = certificate_grid()
    >>> len(pts), min(a for a, _ in pts), max(a for a, _ in pts)
    (160, 1e-06, 1000000.0)
    >>> (100.0, 1 - 5 / 600) in pts  # the ironed-free boundary c = 5/(6a) at a = 100
    True
    """
    points: list[tuple[float, float]] = []
    for a in np.logspace(-6, 6, 13):
        cs = [0.01, 0.125, 0.3, 0.5, 0.7, 0.9, 0.99, 1.0]
        rb = regime_boundaries(float(a))
        for b in {rb.ironed_end, rb.free_end}:
            cs += [b, b - 1e-6, b + 1e-6]
        points += [(float(a), 1.0 - c) for c in cs if 0.0 < c <= 1.0]
    return points


@functools.cache
def grid_gaps() -> tuple[FrankWolfeGap, ...]:
    """The gaps at every :func:`certificate_grid` point (computed once).

    Examples
    --------
    >>> len(grid_gaps()) == len(certificate_grid())  # doctest: +SKIP
    True
    """
    return tuple(frank_wolfe_gap(a, r) for a, r in certificate_grid())
