"""Benchmark: ``numeric.data.evaluation.evaluate`` against scikit-learn's average precision.

Not a test (no timing assertions anywhere in the test suite). For n = 1e5, 1e6, 1e7 float64
scores with 1% positives it times, on the same arrays in the same run:

* ``evaluate(y, s)`` -- AUC-ROC, exact AUC-PR, DG-steps AUC-PR, AP and Boyd's bounds together;
* scikit-learn's ``average_precision_score(y, s)`` alone;
* ``threshold_counts(y, s)`` -- the full count arrays (what the curve functions use);

prints the time ratio (target <= 0.25 for evaluate) and the peak extra memory of ``evaluate``
and of ``threshold_counts``, measured with :mod:`tracemalloc` (numpy reports its buffers to
it), as a multiple of the scores' bytes (target <= 4). Best of ``--repeat`` runs.

Usage: ``python benchmarks/bench_evaluate.py [--sizes 1e5 1e6 1e7] [--repeat 3] [--weighted]``
"""

from __future__ import annotations

import argparse
import gc
import platform
import time
import tracemalloc
from collections.abc import Callable
from typing import Any

import numpy as np


def best_time(fn: Callable[[], Any], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        gc.collect()
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times)


def peak_extra_bytes(fn: Callable[[], Any]) -> int:
    gc.collect()
    tracemalloc.start()
    try:
        fn()
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return peak


def main() -> None:
    from sklearn.metrics import average_precision_score

    from numeric.data.counts import threshold_counts
    from numeric.data.evaluation import evaluate

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", nargs="+", type=float, default=[1e5, 1e6, 1e7])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--prevalence", type=float, default=0.01,
                        help="fraction of positives (default 0.01)")
    parser.add_argument("--weighted", action="store_true",
                        help="also pass sample_weight = uniform(0.5, 1.5) to both sides")
    args = parser.parse_args()

    print(f"# {platform.processor() or platform.machine()}, numpy {np.__version__}, "
          f"best of {args.repeat}{', weighted' if args.weighted else ''}")
    print("| n | evaluate (s) | sklearn AP (s) | ratio | np.sort (s) | evaluate / np.sort | "
          "threshold_counts (s) | peak extra memory, evaluate | "
          "peak extra memory, threshold_counts |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for size in args.sizes:
        n = int(size)
        rng = np.random.default_rng(args.seed)
        y = (rng.random(n) < args.prevalence).astype(np.int64)
        s = rng.random(n) + 0.5 * y  # a useful but imperfect ranking, no ties
        w = rng.random(n) + 0.5 if args.weighted else None
        ours = evaluate(y, s, sample_weight=w)
        peer = average_precision_score(y, s, sample_weight=w)
        assert abs(ours.average_precision - peer) <= 1e-12 * max(1.0, peer), (ours, peer)
        t_eval = best_time(lambda y=y, s=s, w=w: evaluate(y, s, sample_weight=w), args.repeat)
        t_sk = best_time(
            lambda y=y, s=s, w=w: average_precision_score(y, s, sample_weight=w), args.repeat
        )
        t_counts = best_time(lambda y=y, s=s, w=w: threshold_counts(y, s, w), args.repeat)
        t_sort = best_time(lambda s=s: np.sort(s), args.repeat)
        mem = peak_extra_bytes(lambda y=y, s=s, w=w: evaluate(y, s, sample_weight=w)) / s.nbytes
        mem_counts = peak_extra_bytes(lambda y=y, s=s, w=w: threshold_counts(y, s, w)) / s.nbytes
        print(f"| {n:.0e} | {t_eval:.3f} | {t_sk:.3f} | {t_eval / t_sk:.3f} | {t_sort:.3f} | "
              f"{t_eval / t_sort:.2f} | {t_counts:.3f} | "
              f"{mem:.2f}x | {mem_counts:.2f}x |", flush=True)


if __name__ == "__main__":
    main()
