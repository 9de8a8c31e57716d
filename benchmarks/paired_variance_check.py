"""Why the paired logit test is conservative at low prevalence: the influence variance of the
logit difference against the variance of the difference over null data sets.

Not a test. Two score columns per data set as in ``coverage_grid.py --what size`` (equal
population areas). Prints, per quantity: the variance of ``logit(a) - logit(b)`` over the data
sets, the mean of its influence estimate (and the share of the positives' term), the null sd of
``z`` and its size at 0.05; and the same after subtracting, per positive, the sampling noise of its
own precision ``p^2 (1 - p)/N`` (``N = TP + FP`` at its score), the first suspect for the excess
(``docs/pr_intervals.md``, Sec. 8).

Usage: ``python benchmarks/paired_variance_check.py MU PREVALENCE POSITIVES SETS SEED``, e.g.
``1 0.001 300 300 5`` and ``0.5 0.01 300 600 6``.
"""

from __future__ import annotations

import math
import sys
import warnings

import numpy as np

from numeric.stats._common import split_paired
from numeric.stats.pr_influence import pr_influence


def own_precision_noise(pos: np.ndarray, neg: np.ndarray) -> np.ndarray:
    """``p^2 (1 - p)/N`` at each positive's score (continuous scores: no ties)."""
    sp, sn = np.sort(pos)[::-1], np.sort(neg)
    fp = sn.size - np.searchsorted(sn, sp, side="left")
    tp = np.arange(1, sp.size + 1)
    n_i = tp + fp
    p = tp / n_i
    out: np.ndarray = p * p * (1 - p) / n_i
    return out


def main() -> None:
    mu, prev = float(sys.argv[1]), float(sys.argv[2])
    m, sets, seed = int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
    n = round(m * (1 - prev) / prev)
    rng = np.random.default_rng(seed)
    y = np.r_[np.ones(m), np.zeros(n)]
    rows: dict[str, list[tuple[float, float, float, float]]] = {}
    for _ in range(sets):
        shared = rng.normal(size=y.size)
        a = mu * y + math.sqrt(0.5) * shared + math.sqrt(0.5) * rng.normal(size=y.size)
        b = mu * y + math.sqrt(0.5) * shared + math.sqrt(0.5) * rng.normal(size=y.size)
        c = split_paired(y, a, b, None, None)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            for q in ("auc_pr", "average_precision"):
                ia, ib = pr_influence(y, a, quantity=q), pr_influence(y, b, quantity=q)
                ga = 1 / (ia.estimate * (1 - ia.estimate))
                gb = 1 / (ib.estimate * (1 - ib.estimate))
                diff = math.log(ia.estimate / (1 - ia.estimate)) - math.log(
                    ib.estimate / (1 - ib.estimate))
                lv = ga * ia.influence - gb * ib.influence  # bilinear: the difference's influence
                pos = ia.is_positive
                pos_term = m / (m - 1) * float(np.sum(lv[pos] ** 2)) / m**2
                neg_term = n / (n - 1) * float(np.sum(lv[~pos] ** 2)) / n**2
                noise = (ga**2 * own_precision_noise(c.pos[0], c.neg[0]).sum()
                         + gb**2 * own_precision_noise(c.pos[1], c.neg[1]).sum()) / m**2
                rows.setdefault(q, []).append((diff, pos_term, neg_term, noise))
    for q, values in rows.items():
        d, vp, vn, noise = (np.array(x) for x in zip(*values, strict=True))
        v, vc = vp + vn, np.maximum(vp + vn - noise, 1e-300)
        print(f"{q}: mu={mu:g} prevalence={prev:g} {m}:{n}, {sets} sets: var(diff) "
              f"{d.var():.4g}, influence estimate {v.mean():.4g} (positives' term "
              f"{vp.mean() / v.mean():.0%}), null sd(z) {np.std(d / np.sqrt(v)):.3f}, size "
              f"{np.mean(np.abs(d / np.sqrt(v)) > 1.959964):.3f}; without the own-precision "
              f"noise: estimate {vc.mean():.4g}, sd(z) {np.std(d / np.sqrt(vc)):.3f}")


if __name__ == "__main__":
    main()
