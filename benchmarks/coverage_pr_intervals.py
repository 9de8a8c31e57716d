"""Coverage of the analytic (influence) intervals of AUC-PR and AP beside the bootstrap's.

Not a test. Two models, fixed class sizes (the stratified design), prevalence 10%:

* ``binormal``: positives' scores ~ N(1, 1), negatives' ~ N(0, 1) (AUC-ROC 0.760), the generator
  of ``coverage_inference.py``;
* ``skewed``: positives' scores ~ Exp(mean 3), negatives' ~ Exp(mean 1): a power ROC curve
  ``TPR = FPR^(1/3)`` (AUC-ROC 0.75), skewed score distributions, precision near 1 at the top.

Population value (both estimators estimate it): the integral of the population precision
``pi G / (pi G + (1 - pi) F)`` against the positives' score law, by scipy ``quad``
(``coverage_inference.population_auc_pr`` for the binormal model). For each scenario, the
fraction of simulated data sets whose 95% interval covers it, for: the influence interval plain
(``pr_ci(transform=None)``) and on the logit scale (``pr_ci()``), the bootstrap BCa and percentile
intervals (stratified, ``--bootstrap`` replicates, the package's private helpers so that one
bootstrap per data set serves both), and Boyd et al.'s logit interval ``logit_interval``.
Also the mean width of each interval and the mean ratio of the influence standard error to the
bootstrap standard deviation.

Usage: ``python benchmarks/coverage_pr_intervals.py [--sets 1000] [--bootstrap 1000]
[--boot-sets-large 200] [--models binormal skewed] [--n-pos 20 50 100 1000 10000]``;
``--boot-sets-large`` caps the number of data sets that get a bootstrap when ``n_pos >= 10000``
(the analytic intervals always get ``--sets``).
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time
import warnings
from collections.abc import Callable

import numpy as np
from scipy import integrate

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from coverage_inference import population_auc_pr as binormal_auc_pr

from numeric.stats import logit_interval, pr_ci
from numeric.stats._common import split_classes
from numeric.stats.bootstrap import (
    _acceleration,
    _areas,
    _interval,
    _jackknife,
    _replicates,
    bins_of,
)

PREVALENCE = 0.1
QUANTITIES = ("auc_pr", "average_precision")
METHODS = ("influence", "influence-logit", "bca", "percentile", "boyd-logit")
D_BINORMAL = 1.0
SKEW_SCALE = 3.0


def skewed_auc_pr(prevalence: float, scale: float = SKEW_SCALE) -> float:
    """Integral over t >= 0 of pi G/(pi G + (1 - pi) F) dP+(t), G = exp(-t/scale), F = exp(-t)."""
    odds = (1 - prevalence) / prevalence

    def integrand(t: float) -> float:
        return 1.0 / (1.0 + odds * math.exp(-t + t / scale)) * math.exp(-t / scale) / scale

    value, _ = integrate.quad(integrand, 0.0, np.inf, epsabs=1e-13, epsrel=1e-12, limit=400)
    return float(value)


def simulate_binormal(rng: np.random.Generator, n_pos: int, n_neg: int) -> np.ndarray:
    return np.r_[rng.normal(D_BINORMAL, 1.0, n_pos), rng.normal(0.0, 1.0, n_neg)]


def simulate_skewed(rng: np.random.Generator, n_pos: int, n_neg: int) -> np.ndarray:
    return np.r_[rng.exponential(SKEW_SCALE, n_pos), rng.exponential(1.0, n_neg)]


MODELS: dict[str, tuple[Callable[[float], float],
                        Callable[[np.random.Generator, int, int], np.ndarray]]] = {
    "binormal": (lambda pi: binormal_auc_pr(D_BINORMAL, pi), simulate_binormal),
    "skewed": (skewed_auc_pr, simulate_skewed),
}


def scenario(model: str, n_pos: int, n_sets: int, n_boot: int, boot_sets: int,
             seed: int) -> dict[str, object]:
    n_neg = round(n_pos * (1 - PREVALENCE) / PREVALENCE)
    truth_f, sim = MODELS[model]
    truth = truth_f(n_pos / (n_pos + n_neg))
    rng = np.random.default_rng(seed)
    y = np.r_[np.ones(n_pos, dtype=np.int8), np.zeros(n_neg, dtype=np.int8)]
    hits = {(q, m): [0, 0] for q in QUANTITIES for m in METHODS}
    width = {(q, m): 0.0 for q in QUANTITIES for m in METHODS}
    se_ratio = {q: 0.0 for q in QUANTITIES}
    t_infl = t_boot = 0.0
    for i in range(n_sets):
        s = sim(rng, n_pos, n_neg)
        found = {}
        t = time.perf_counter()
        for q in QUANTITIES:
            plain = pr_ci(y, s, quantity=q, transform=None)
            found[(q, "influence")] = plain
            found[(q, "influence-logit")] = pr_ci(y, s, quantity=q)
        t_infl += time.perf_counter() - t
        if i < boot_sets:
            t = time.perf_counter()
            c = split_classes(y, [s], None, None)
            z = bins_of(c.pos[0], c.neg[0], None, None)
            base = _areas(z.pos_size, z.neg_size)
            reps = _replicates(c, [z], n_boot, np.random.default_rng(seed + 7919 * i), None)[0]
            jack = _jackknife(z, c)
            for q in QUANTITIES:
                est = float(base[q])
                found[(q, "bca")] = _interval(est, reps[q], 0.95, "bca", _acceleration(jack[q]))
                found[(q, "percentile")] = _interval(est, reps[q], 0.95, "percentile", 0.0)
                found[(q, "boyd-logit")] = logit_interval(est, c.n_pos).interval
                se_ratio[q] += found[(q, "influence")].standard_error / float(np.std(reps[q]))
            t_boot += time.perf_counter() - t
        for (q, m), ci in found.items():
            lo, hi = ci if isinstance(ci, tuple) else ci.interval
            hits[(q, m)][0] += int(lo <= truth <= hi)
            hits[(q, m)][1] += 1
            width[(q, m)] += hi - lo
    nb = min(boot_sets, n_sets)
    return {
        "truth": truth, "n_neg": n_neg, "sets": n_sets, "boot_sets": nb,
        "coverage": {k: v[0] / v[1] for k, v in hits.items() if v[1]},
        "width": {k: width[k] / hits[k][1] for k in hits if hits[k][1]},
        "se_ratio": {q: se_ratio[q] / nb for q in QUANTITIES} if nb else {},
        "seconds": (t_infl / n_sets, t_boot / nb if nb else float("nan")),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", type=int, default=1000)
    parser.add_argument("--bootstrap", type=int, default=1000)
    parser.add_argument("--boot-sets-large", type=int, default=1000)
    parser.add_argument("--models", nargs="+", default=list(MODELS))
    parser.add_argument("--n-pos", nargs="+", type=int, default=[20, 50, 100, 1000, 10000])
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    warnings.simplefilter("ignore")
    print(f"nominal 0.95; prevalence {PREVALENCE}; {args.bootstrap} bootstrap replicates; "
          f"binomial sd of a coverage of 0.95 over 1000 sets: {math.sqrt(0.95 * 0.05 / 1000):.4f}")
    cols = [f"{q} {m}" for q in QUANTITIES for m in METHODS]
    print("| model | n_pos : n_neg | truth | sets (boot) | " + " | ".join(cols)
          + " | se/sd AUC-PR | se/sd AP | s/set infl, boot |")
    print("|" + "---|" * (len(cols) + 7))
    for model in args.models:
        for k, n_pos in enumerate(args.n_pos):
            boot_sets = args.sets if n_pos < 10000 else min(args.sets, args.boot_sets_large)
            r = scenario(model, n_pos, args.sets, args.bootstrap, boot_sets,
                         args.seed + 1000 * k + (0 if model == "binormal" else 500))
            cov, wid = r["coverage"], r["width"]
            assert isinstance(cov, dict) and isinstance(wid, dict)
            cells = " | ".join(
                f"{cov[(q, m)]:.3f} ({wid[(q, m)]:.3f})" if (q, m) in cov else "-"
                for q in QUANTITIES for m in METHODS)
            ratio = r["se_ratio"]
            assert isinstance(ratio, dict)
            rs = " | ".join(f"{ratio[q]:.3f}" if q in ratio else "-" for q in QUANTITIES)
            secs = r["seconds"]
            assert isinstance(secs, tuple)
            print(f"| {model} | {n_pos} : {r['n_neg']} | {r['truth']:.4f} | {r['sets']} "
                  f"({r['boot_sets']}) | {cells} | {rs} | {secs[0]:.4f}, {secs[1]:.3f} |",
                  flush=True)


if __name__ == "__main__":
    main()
