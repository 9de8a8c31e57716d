"""Speed of rocpr's intervals against the naive bootstrap loop and against ``evaluate``.

Not a test (no timing assertions anywhere in the test suite). Data as ``bench_evaluate.py``:
``n`` float64 scores, 1% positives (``y = rng.random(n) < 0.01``, ``s = rng.random(n) + 0.5 y``,
seed 0, no ties).

1. Bootstrap, n = 1e6, 2000 replicates of AUC-ROC + AUC-PR + AP: ``numeric.stats.bootstrap_ci``
   (sorts once, re-weights the bins; percentile and BCa) against the naive loop per replicate:
   resample row indices within each class, then scikit-learn ``roc_auc_score`` +
   ``average_precision_score`` (which has no exact AUC-PR: the naive loop does less). The naive
   loop is timed on ``--naive`` replicates and extrapolated linearly to 2000. Target >= 20x.
2. DeLong on n = 1e7: ``numeric.stats.delong_ci`` against ``numeric.evaluate`` on the same arrays,
   best of ``--repeat``. Target <= 3x.

Usage: ``python benchmarks/bench_inference.py [--n-boot 1e6] [--n-delong 1e7] [--replicates 2000]
[--naive 5] [--repeat 3] [--weighted]``
"""

from __future__ import annotations

import argparse
import time

import numpy as np
from sklearn.metrics import average_precision_score, roc_auc_score

from numeric import evaluate
from numeric.stats import bootstrap_ci, delong_ci


def make(n: int, weighted: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray | None]:
    rng = np.random.default_rng(0)
    y = (rng.random(n) < 0.01).astype(np.int64)
    s = rng.random(n) + 0.5 * y
    w = rng.random(n) + 0.5 if weighted else None
    return y, s, w


def naive_per_replicate(y: np.ndarray, s: np.ndarray, w: np.ndarray | None, k: int) -> float:
    rng = np.random.default_rng(1)
    pos, neg = np.flatnonzero(y == 1), np.flatnonzero(y == 0)
    t = time.perf_counter()
    for _ in range(k):
        idx = np.concatenate((pos[rng.integers(0, pos.size, pos.size)],
                              neg[rng.integers(0, neg.size, neg.size)]))
        ws = None if w is None else w[idx]
        roc_auc_score(y[idx], s[idx], sample_weight=ws)
        average_precision_score(y[idx], s[idx], sample_weight=ws)
    return (time.perf_counter() - t) / k


def best(f, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        f()
        times.append(time.perf_counter() - t)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n-boot", type=float, default=1e6)
    parser.add_argument("--n-delong", type=float, default=1e7)
    parser.add_argument("--replicates", type=int, default=2000)
    parser.add_argument("--naive", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--weighted", action="store_true")
    args = parser.parse_args()

    y, s, w = make(int(args.n_boot), args.weighted)
    per = naive_per_replicate(y, s, w, args.naive)
    naive = per * args.replicates
    print(f"bootstrap, n = {args.n_boot:.0e}, {args.replicates} replicates"
          f"{', weighted' if args.weighted else ''}:")
    print("| method | time (s) | naive loop (s, extrapolated) | speed-up |")
    print("|---|---:|---:|---:|")
    for method in ("percentile", "bca"):
        t = time.perf_counter()
        bootstrap_ci(y, s, sample_weight=w, n_bootstrap=args.replicates, method=method,
                     random_state=0)
        ours = time.perf_counter() - t
        print(f"| {method} | {ours:.2f} | {naive:.0f} ({per:.3f} s x {args.replicates}) "
              f"| {naive / ours:.0f}x |", flush=True)

    y, s, w = make(int(args.n_delong), args.weighted)
    t_eval = best(lambda: evaluate(y, s, sample_weight=w), args.repeat)
    t_delong = best(lambda: delong_ci(y, s, sample_weight=w), args.repeat)
    print(f"\nDeLong, n = {args.n_delong:.0e}: delong_ci {t_delong:.2f} s, "
          f"evaluate {t_eval:.2f} s, ratio {t_delong / t_eval:.2f} (target <= 3)")


if __name__ == "__main__":
    main()
