"""Tests of proofs_check.convex_solver: the discretized solver and the two-step search."""

from __future__ import annotations

import math

import mpmath
import numpy as np
import pytest
from scipy.optimize import minimize

from analytic.exact_minimum import auc_pr_min_exact, exact_min_parameters
from proofs_check.convex_solver import (
    graded_grid,
    max_over_two_steps,
    solve_min_discrete,
)

# (skew, auc_roc) spanning the three regimes of the exact minimum, on both sides of a = 1
GRID = [
    (100.0, 0.875), (100.0, 0.999), (100.0, 0.2), (10.0, 0.95), (3.0, 0.5), (3.0, 0.05),
    (1.0, 0.5), (1.0, 0.1), (0.5, 0.6), (0.5, 0.05), (0.1, 0.5), (0.01, 0.3),
]


def test_grid_covers_every_regime():
    regimes = {exact_min_parameters(a, r, dps=15).regime for a, r in GRID}
    assert regimes == {"ironed", "free", "capped"}


@pytest.mark.parametrize(("skew", "auc_roc"), GRID)
def test_discrete_minimum_converges_to_exact(skew, auc_roc):
    exact = float(auc_pr_min_exact(skew, auc_roc, dps=30))
    coarse = solve_min_discrete(skew, auc_roc, num_cells=150)
    fine = solve_min_discrete(skew, auc_roc, num_cells=600)
    # the grid restricts f: the discrete optimum is above the infimum, and approaches it
    assert fine.value >= exact - 1e-13
    assert coarse.value >= fine.value - 1e-13
    assert fine.value - exact < 1e-6
    assert fine.value - exact <= coarse.value - exact + 1e-14
    # certificates: feasible curve and a dual bound
    assert fine.value - fine.lower_bound < 1e-10  # duality gap of the discrete problem
    assert abs(float(np.sum(fine.levels * np.diff(fine.edges))) - (1 - auc_roc)) < 1e-12
    assert np.all(np.diff(fine.levels) >= 0)
    assert fine.levels.min() >= 0 and fine.levels.max() <= 1


@pytest.mark.parametrize(("skew", "auc_roc"), [(2.0, 0.7), (0.5, 0.3), (50.0, 0.9)])
def test_discrete_minimum_matches_generic_optimizer(skew, auc_roc):
    """Slow reference: SLSQP on 8 uniform cells with the same exact cell integrals."""
    m = 8
    edges = np.linspace(0.0, 1.0, m + 1)
    lo, hi = edges[:-1], edges[1:]
    c = 1 - auc_roc

    def objective(f):
        b = skew * np.maximum(f, 0.0)
        return float(np.sum(np.where(b > 0, (hi - lo) - b * np.log((hi + b) / np.where(
            lo + b > 0, lo + b, 1.0)), hi - lo)))

    cons = [{"type": "eq", "fun": lambda f: float(np.sum(f * (hi - lo)) - c)},
            {"type": "ineq", "fun": lambda f: np.diff(f)}]
    res = minimize(objective, np.full(m, c), method="SLSQP", bounds=[(0, 1)] * m,
                   constraints=cons, options={"ftol": 1e-14, "maxiter": 500})
    ours = solve_min_discrete(skew, auc_roc, num_cells=m, power=1.0)
    assert abs(ours.value - res.fun) < 1e-8
    assert ours.value <= res.fun + 1e-12


def test_discrete_minimum_beats_the_constant():
    # the paper's claimed minimizer f = c is feasible on every grid: the solver must do better
    a, r = 100.0, 0.875
    q = a * (1 - r)
    paper = 1 - q * math.log((1 + q) / q)  # Mihelich et al., Thm 3.5, the claimed minimum
    assert solve_min_discrete(a, r, num_cells=100).value < paper - 0.003


def test_graded_grid():
    g = graded_grid(10, power=3.0)
    assert g[0] == 0.0 and g[-1] == 1.0
    assert np.all(np.diff(g) > 0)
    np.testing.assert_allclose(graded_grid(4, power=1.0), [0, 0.25, 0.5, 0.75, 1])


@pytest.mark.parametrize(
    ("kwargs", "exc", "match"),
    [
        ({"skew": -1.0, "auc_roc": 0.5}, ValueError, r"skew must be > 0, got -1\.0"),
        ({"skew": 1.0, "auc_roc": 1.0}, ValueError, r"auc_roc must be in \(0, 1\), got 1\.0"),
        ({"skew": 1.0, "auc_roc": 0.5, "num_cells": 0}, ValueError, "num_cells"),
        ({"skew": 1.0, "auc_roc": 0.5, "power": 0.5}, ValueError, "power must be in"),
        ({"skew": "a", "auc_roc": 0.5}, TypeError, "skew must be a real number"),
    ],
)
def test_solve_min_discrete_validation(kwargs, exc, match):
    with pytest.raises(exc, match=match):
        solve_min_discrete(**kwargs)


MAX_CASES = [(a, r) for a in (0.01, 1.0, 100.0, 1e4) for r in (0.05, 0.5, 0.875, 0.99)]


@pytest.mark.parametrize(("skew", "auc_roc"), MAX_CASES)
def test_two_step_search_reproduces_paper_maximum(skew, auc_roc):
    # Mihelich et al. Thm 3.5: max = 1 - a ln((1 + a)/(1 - c + a)), computed here with mpmath
    c = 1 - auc_roc
    with mpmath.workdps(40):
        a = mpmath.mpf(skew)
        paper = float(1 - a * mpmath.log((1 + a) / (1 - mpmath.mpf(c) + a)))
    best = max_over_two_steps(skew, auc_roc, num=101, rounds=20)
    assert best.value <= paper + 1e-12
    assert best.value >= paper - 1e-12


def test_random_two_step_curves_stay_below_maximum():
    rng = np.random.default_rng(5)
    a, r = 3.0, 0.6
    c = 1 - r
    best = max_over_two_steps(a, r).value
    for _ in range(200):
        t1 = rng.uniform(0, 1 - c)
        t2 = rng.uniform(1 - c, 1)
        level = (c - (1 - t2)) / (t2 - t1)
        b = a * level
        val = t1 + float(mpmath.quad(lambda x, b=b: x / (x + b), [t1, t2])
                         + mpmath.quad(lambda x: x / (x + a), [t2, 1]))
        assert val <= best + 1e-10


def test_max_over_two_steps_validation():
    with pytest.raises(ValueError, match=r"num must be >= 3, got 2"):
        max_over_two_steps(1.0, 0.5, num=2)
    with pytest.raises(ValueError, match=r"auc_roc must be in \(0, 1\), got 0\.0"):
        max_over_two_steps(1.0, 0.0)


@pytest.mark.parametrize(("skew", "auc_roc"), [(0.002, 0.5), (1e-6, 0.5), (0.002, 0.01)])
def test_small_skews_do_not_crash(skew, auc_roc):
    """``solve_min_discrete(0.002, 0.5)`` raised ZeroDivisionError (a block level so
    small that ``(lo + b)^2 (hi + b)^2`` underflowed in the Newton derivative)."""
    sol = solve_min_discrete(skew, auc_roc, num_cells=400)
    exact = float(auc_pr_min_exact(skew, auc_roc, dps=20))
    assert sol.lower_bound - 1e-9 <= sol.value
    assert exact - 1e-9 <= sol.value <= exact + 1e-3
