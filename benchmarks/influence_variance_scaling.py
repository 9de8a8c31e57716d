"""How the influence (infinitesimal jackknife) variance of AUC-PR and AP scales with the sample.

Not a test. One binormal score column per data set (negatives N(0, 1), positives N(mu, 1), fixed
class sizes). Per data set: the estimate, its influence variance on the whole data set, and the
mean of the influence variances on its two random halves (each class split in two). Prints, per
quantity: the variance of the estimate over the data sets; the mean influence variance as a
multiple of it; the halves' mean over the whole's (2 if the variance fell like 1/P); and the
Richardson extrapolation ``2 V - V_half / 2`` (the 1/P part, were the rest 1/P**2) as a multiple
of the variance over data sets. ``docs/pr_intervals.md``, Sec. 8.

Usage: ``python benchmarks/influence_variance_scaling.py MU PREVALENCE POSITIVES SETS SEED``,
e.g. ``0.5 0.001 300 150 1``, ``1 0.1 300 300 2``, ``2 0.001 100 300 3``.
"""

from __future__ import annotations

import sys
import warnings

import numpy as np

from numeric.stats.pr_influence import pr_influence


def main() -> None:
    mu, prev = float(sys.argv[1]), float(sys.argv[2])
    m, sets, seed = int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
    n = round(m * (1 - prev) / prev)
    rng = np.random.default_rng(seed)
    y = np.r_[np.ones(m, dtype=int), np.zeros(n, dtype=int)]
    rows: dict[str, list[tuple[float, float, float]]] = {"auc_pr": [], "average_precision": []}
    for _ in range(sets):
        s = mu * y + rng.standard_normal(y.size)
        pos, neg = rng.permutation(m), m + rng.permutation(n)
        halves = [np.r_[pos[k::2], neg[k::2]] for k in (0, 1)]
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            for q, values in rows.items():
                whole = pr_influence(y, s, quantity=q)
                half = np.mean([pr_influence(y[i], s[i], quantity=q).standard_error ** 2
                                for i in halves])
                values.append((whole.estimate, whole.standard_error ** 2, float(half)))
    for q, values in rows.items():
        a, v, vh = (np.array(x) for x in zip(*values, strict=True))
        print(f"{q}: mu={mu:g} prevalence={prev:g} {m}:{n}, {sets} sets: var(estimate) "
              f"{a.var():.4g}; influence variance {v.mean() / a.var():.3f}x it; halves / whole "
              f"{vh.mean() / v.mean():.2f}; extrapolated {(2 * v - vh / 2).mean() / a.var():.3f}x")


if __name__ == "__main__":
    main()
