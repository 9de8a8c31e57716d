"""Micro-benchmark and cross-check of the exact minimum of AUC-PR at fixed AUC-ROC.

Run: ``python benchmarks/bench_exact_minimum.py [--agreement]``. Prints the time of one float64
evaluation per regime, the per-point time of a vectorized call, the mpmath time, and (with
``--agreement``) the worst difference between the closed-form/root-find value and the independent
discretized convex solver over a grid of (skew, AUC-ROC) covering every regime.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from analytic.exact_minimum import auc_pr_min_exact as auc_pr_min_exact_mp
from analytic.exact_minimum import exact_min_parameters
from numeric.bounds.exact_minimum import auc_pr_min_exact, auc_roc_max_exact
from proofs_check.convex_solver import solve_min_discrete


def _per_call(fn, n):
    fn()
    t = time.perf_counter()
    for _ in range(n):
        fn()
    return (time.perf_counter() - t) / n


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--agreement", action="store_true")
    args = parser.parse_args()
    for name, (a, r) in {"free": (100.0, 0.875), "ironed": (1.0, 0.5),
                         "capped": (100.0, 0.2)}.items():
        t = _per_call(lambda a=a, r=r: auc_pr_min_exact(a, r), 2000)
        print(f"float64, one point, {name:7s}: {t * 1e6:8.1f} us")
    rng = np.random.default_rng(0)
    n = 10**6
    a = 10 ** rng.uniform(-2, 4, n)
    r = rng.uniform(0, 1, n)
    t = time.perf_counter()
    auc_pr_min_exact(a, r)
    dt = time.perf_counter() - t
    print(f"float64, vectorized 1e6 points: {dt:.3f} s ({dt / n * 1e9:.0f} ns/point)")
    t = _per_call(lambda: auc_roc_max_exact(1.0, 0.6), 200)
    print(f"auc_roc_max_exact, one point: {t * 1e3:.2f} ms")
    for dps in (30, 100):
        t = _per_call(lambda dps=dps: auc_pr_min_exact_mp(1.0, 0.5, dps=dps), 3)
        print(f"mpmath, ironed, dps={dps}: {t * 1e3:.0f} ms")
    if args.agreement:
        worst, where = 0.0, None
        skews = [0.01, 0.1, 0.5, 0.9, 1.0, 2.0, 10.0, 100.0, 1000.0]
        rocs = [0.05, 0.2, 0.4, 0.6, 0.8, 0.875, 0.95, 0.99]
        regimes = set()
        for ai in skews:
            for ri in rocs:
                exact = float(auc_pr_min_exact_mp(ai, ri, dps=30))
                regimes.add(exact_min_parameters(ai, ri, dps=15).regime)
                disc = solve_min_discrete(ai, ri, num_cells=1000).value
                if abs(disc - exact) > worst:
                    worst, where = abs(disc - exact), (ai, ri)
        print(f"convex solver (M = 1000 graded cells) vs exact on {len(skews) * len(rocs)} points "
              f"(regimes {sorted(regimes)}): worst |diff| = {worst:.2e} at {where}")


if __name__ == "__main__":
    main()
