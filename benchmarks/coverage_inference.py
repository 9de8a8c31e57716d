"""Coverage of rocpr's 95% intervals, and size of its paired tests, on the binormal model.

Not a test (the test suite runs a reduced version, ``tests/numeric/stats/test_coverage.py``).
Positives'
scores ~ N(d, 1), negatives' ~ N(0, 1), fixed class sizes (the stratified design). Population
values: AUC-ROC = Phi(d / sqrt 2); AUC-PR = integral over recall of the population precision
``pi r / (pi r + (1 - pi) f)`` with ``r = 1 - Phi(t - d)``, ``f = 1 - Phi(t)`` and
``pi = n_pos / n`` (scipy ``quad`` over the threshold t). Exact AUC-PR (Davis & Goadrich) and AP
both estimate it. For each size: the fraction of simulated data sets whose interval covers the
population value, for DeLong's interval of AUC-ROC, the bootstrap percentile and BCa intervals of
AUC-ROC, AUC-PR and AP, and Boyd et al.'s logit interval of AUC-PR and AP. Paired tests: two models
with the same population (independent noise of equal variance around a shared signal), rejection
rate at alpha = 0.05 of DeLong's test (AUC-ROC) and of the paired bootstrap (AUC-PR, AP).

The percentile and BCa intervals of a data set are computed from the same replicates (the
package's private helpers, so that the study costs one bootstrap per data set).

Usage: ``python benchmarks/coverage_inference.py [--sets 1000] [--bootstrap 1000]
[--scenarios 1:20:180 1:50:450 ...] [--paired-sets 1000]`` (scenario ``d:n_pos:n_neg``; about
15 minutes with the defaults on a shared core).
"""

from __future__ import annotations

import argparse
import math
import time
import warnings

import numpy as np

from numeric import delong_ci, delong_test, logit_interval, paired_bootstrap
from numeric.stats import BinormalModel, pr_test
from numeric.stats._common import split_classes
from numeric.stats.bootstrap import (
    _acceleration,
    _areas,
    _interval,
    _jackknife,
    _replicates,
    bins_of,
)

METHODS = (
    ("auc_roc", "delong"), ("auc_roc", "percentile"), ("auc_roc", "bca"),
    ("auc_pr", "percentile"), ("auc_pr", "bca"), ("auc_pr", "logit"),
    ("average_precision", "percentile"), ("average_precision", "bca"),
    ("average_precision", "logit"),
)


def population_auc_roc(d: float) -> float:
    """Phi(d / sqrt 2): P(X+ > X-) for X+ ~ N(d, 1), X- ~ N(0, 1)."""
    return BinormalModel(d).auc_roc()


def population_auc_pr(d: float, prevalence: float) -> float:
    """Integral of precision d(recall) over thresholds (:class:`numeric.stats.BinormalModel`)."""
    return BinormalModel(d).auc_pr(prevalence)


def simulate(rng: np.random.Generator, n_pos: int, n_neg: int,
             d: float) -> tuple[np.ndarray, np.ndarray]:
    return BinormalModel(d).sample(rng, n_pos, n_neg)


def intervals(y: np.ndarray, s: np.ndarray, n_boot: int, seed: int) -> dict[tuple[str, str],
                                                                            tuple[float, float]]:
    """Every (quantity, method) interval of one data set."""
    out = {("auc_roc", "delong"): delong_ci(y, s).interval}
    c = split_classes(y, [s], None, None)
    z = bins_of(c.pos[0], c.neg[0], None, None)
    base = _areas(z.pos_size, z.neg_size)
    reps = _replicates(c, [z], n_boot, np.random.default_rng(seed), None)[0]
    jack = _jackknife(z, c)
    for q in ("auc_roc", "auc_pr", "average_precision"):
        est = float(base[q])
        out[(q, "percentile")] = _interval(est, reps[q], 0.95, "percentile", 0.0)
        out[(q, "bca")] = _interval(est, reps[q], 0.95, "bca", _acceleration(jack[q]))
        if q != "auc_roc":
            out[(q, "logit")] = logit_interval(est, c.n_pos).interval
    return out


def coverage(n_pos: int, n_neg: int, d: float, n_sets: int, n_boot: int,
             seed: int) -> dict[tuple[str, str], float]:
    truth = {"auc_roc": population_auc_roc(d),
             "auc_pr": population_auc_pr(d, n_pos / (n_pos + n_neg))}
    truth["average_precision"] = truth["auc_pr"]
    rng = np.random.default_rng(seed)
    hits = dict.fromkeys(METHODS, 0)
    for i in range(n_sets):
        y, s = simulate(rng, n_pos, n_neg, d)
        for key, (lo, hi) in intervals(y, s, n_boot, seed + i).items():
            hits[key] += int(lo <= truth[key[0]] <= hi)
    return {k: v / n_sets for k, v in hits.items()}


def paired_size(n_pos: int, n_neg: int, d: float, n_sets: int, n_boot: int,
                seed: int, rho: float = 0.5) -> dict[str, float]:
    """Rejection rates at alpha = 0.05 for two models with equal population areas (the bootstrap
    only when ``n_boot > 0``)."""
    rng = np.random.default_rng(seed)
    rejections = {"delong auc_roc": 0, "influence auc_pr": 0, "influence average_precision": 0,
                  "bootstrap auc_pr": 0, "bootstrap average_precision": 0}
    for i in range(n_sets):
        y = np.r_[np.ones(n_pos, dtype=np.int8), np.zeros(n_neg, dtype=np.int8)]
        shared = rng.normal(size=y.size)
        a = d * y + math.sqrt(rho) * shared + math.sqrt(1 - rho) * rng.normal(size=y.size)
        b = d * y + math.sqrt(rho) * shared + math.sqrt(1 - rho) * rng.normal(size=y.size)
        rejections["delong auc_roc"] += int(delong_test(y, a, b).p_value < 0.05)
        for q in ("auc_pr", "average_precision"):
            rejections[f"influence {q}"] += int(pr_test(y, a, b, quantity=q).p_value < 0.05)
        if n_boot == 0:
            continue
        r = paired_bootstrap(y, a, b, n_bootstrap=n_boot, method="percentile",
                             random_state=seed + i)
        rejections["bootstrap auc_pr"] += int(r.auc_pr.p_value < 0.05)
        rejections["bootstrap average_precision"] += int(r.average_precision.p_value < 0.05)
    return {k: v / n_sets if n_boot or not k.startswith("bootstrap") else float("nan")
            for k, v in rejections.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", type=int, default=1000)
    parser.add_argument("--bootstrap", type=int, default=1000)
    parser.add_argument("--scenarios", nargs="+",
                        default=["1:20:180", "1:50:450", "1:100:900", "1:300:2700",
                                 "2.5:20:180", "2.5:100:900"])
    parser.add_argument("--paired-sets", type=int, default=1000)
    parser.add_argument("--paired-bootstrap", type=int, default=200,
                        help="replicates of the paired bootstrap (0: DeLong only)")
    parser.add_argument("--paired-max-pos", type=int, default=100,
                        help="the paired bootstrap only up to this n_pos (DeLong at every size)")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    warnings.simplefilter("ignore")
    scenarios = [(float(d), int(p), int(n)) for d, p, n in
                 (sc.split(":") for sc in args.scenarios)]
    print(f"{args.sets} data sets per scenario, {args.bootstrap} replicates; nominal 0.95; "
          f"binomial sd of a coverage of 0.95: {math.sqrt(0.95 * 0.05 / args.sets):.4f}")
    print("| d | AUC-ROC | AUC-PR | n_pos : n_neg | "
          + " | ".join(f"{q} {m}" for q, m in METHODS) + " |")
    print("|" + "---|" * (len(METHODS) + 4))
    for d, n_pos, n_neg in scenarios:
        t = time.perf_counter()
        cov = coverage(n_pos, n_neg, d, args.sets, args.bootstrap, args.seed)
        cells = " | ".join(f"{cov[k]:.3f}" for k in METHODS)
        print(f"| {d:g} | {population_auc_roc(d):.3f} | "
              f"{population_auc_pr(d, n_pos / (n_pos + n_neg)):.3f} | {n_pos} : {n_neg} | "
              f"{cells} |  ({time.perf_counter() - t:.0f} s)", flush=True)
    print()
    print(f"Size at alpha = 0.05, two models with equal population areas ({args.paired_sets} "
          f"data sets; paired bootstrap: percentile, {args.paired_bootstrap} replicates):")
    print("| d | n_pos : n_neg | DeLong AUC-ROC | bootstrap AUC-PR | bootstrap AP |")
    print("|---|---|---|---|---|")
    for d, n_pos, n_neg in scenarios:
        boot = args.paired_bootstrap if n_pos <= args.paired_max_pos else 0
        size = paired_size(n_pos, n_neg, d, args.paired_sets, boot, args.seed + 1)
        print(f"| {d:g} | {n_pos} : {n_neg} | " + " | ".join(f"{v:.3f}" for v in size.values())
              + " |", flush=True)


if __name__ == "__main__":
    main()
