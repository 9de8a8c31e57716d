"""Benchmark: ``numeric.stats.evaluate.evaluate`` against one ``np.sort`` and scikit-learn.

Not a test (no timing assertions anywhere in the test suite). The target: ``evaluate``
within 3x one ``np.sort(scores)`` at n = 1e7 for any positive rate, weighted or not. For each
size, for 1% and 50% positives, without and with weights (``uniform(0.5, 2)``), it times on the
same arrays in the same process, median of ``--repeat`` runs, interleaved:

* ``evaluate(y, s)`` -- AUC-ROC, exact AUC-PR, DG-steps AUC-PR, AP and Boyd's bounds together;
* ``np.sort(s)`` -- the baseline of the ratio (target <= 3);
* scikit-learn's ``roc_auc_score`` + ``average_precision_score`` (two of evaluate's fields).

The scores are ``rng.random(n) + 0.5 y`` (a useful but imperfect ranking, no ties);
``--decimals 3`` rounds them (many ties). ``--memory`` also prints the peak extra memory of
``evaluate`` (:mod:`tracemalloc`, numpy reports its buffers to it) as a multiple of the scores'
bytes.

Usage: ``python benchmarks/bench_evaluate.py [--sizes 1e7] [--repeat 3] [--prevalences 0.01 0.5]
[--decimals D] [--memory]``
"""

from __future__ import annotations

import argparse
import functools
import gc
import os
import platform
import time
import tracemalloc
from collections.abc import Callable
from typing import Any

import numpy as np


def median_times(fns: dict[str, Callable[[], Any]], repeat: int) -> dict[str, float]:
    """Median wall time of each function, the runs interleaved (a load change hits all)."""
    times: dict[str, list[float]] = {k: [] for k in fns}
    for _ in range(repeat):
        for name, fn in fns.items():
            gc.collect()
            t0 = time.perf_counter()
            fn()
            times[name].append(time.perf_counter() - t0)
    return {k: float(np.median(v)) for k, v in times.items()}


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
    from sklearn.metrics import average_precision_score, roc_auc_score

    from numeric.stats.evaluate import evaluate

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", nargs="+", type=float, default=[1e7])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--prevalences", nargs="+", type=float, default=[0.01, 0.5])
    parser.add_argument("--decimals", type=int, default=None,
                        help="round the scores to this many decimals (ties)")
    parser.add_argument("--memory", action="store_true",
                        help="also measure the peak extra memory of evaluate")
    args = parser.parse_args()

    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"# {platform.processor() or platform.machine()}, numpy {np.__version__}, "
          f"load average {load:.2f} at start, median of {args.repeat} interleaved runs"
          f"{f', scores rounded to {args.decimals} decimals' if args.decimals is not None else ''}")
    print("| n | positives | weights | evaluate (s) | np.sort (s) | evaluate / np.sort | "
          "sklearn ROC+AP (s) | evaluate / sklearn |" + (" peak extra memory |"
                                                          if args.memory else ""))
    print("|---:|---:|---|---:|---:|---:|---:|---:|" + ("---:|" if args.memory else ""))
    ratios: list[str] = []
    for size in args.sizes:
        n = int(size)
        for prevalence in args.prevalences:
            for weighted in (False, True):
                rng = np.random.default_rng(args.seed)
                y = (rng.random(n) < prevalence).astype(np.int64)
                s = rng.random(n) + 0.5 * y
                if args.decimals is not None:
                    s = np.round(s, args.decimals)
                w = rng.uniform(0.5, 2.0, n) if weighted else None
                ours = evaluate(y, s, sample_weight=w)
                peer = average_precision_score(y, s, sample_weight=w)
                assert abs(ours.average_precision - peer) <= 1e-12 * max(1.0, peer), (ours, peer)
                run_evaluate = functools.partial(evaluate, y, s, sample_weight=w)

                def run_sklearn(y: Any = y, s: Any = s, w: Any = w) -> tuple[float, float]:
                    return (roc_auc_score(y, s, sample_weight=w),
                            average_precision_score(y, s, sample_weight=w))

                t = median_times({"evaluate": run_evaluate,
                                  "sort": functools.partial(np.sort, s),
                                  "sklearn": run_sklearn}, args.repeat)
                row = (f"| {n:.0e} | {prevalence:g} | {'uniform(0.5, 2)' if weighted else 'none'} "
                       f"| {t['evaluate']:.3f} | {t['sort']:.3f} | "
                       f"{t['evaluate'] / t['sort']:.2f} | {t['sklearn']:.3f} | "
                       f"{t['evaluate'] / t['sklearn']:.3f} |")
                if args.memory:
                    mem = peak_extra_bytes(run_evaluate) / s.nbytes
                    row += f" {mem:.2f}x |"
                print(row, flush=True)
                ratios.append(f"{prevalence:g} {'weighted' if weighted else 'unweighted'} "
                              f"{t['evaluate'] / t['sort']:.2f}")
        print(f"# n = {n:.0e}, evaluate / np.sort: {'; '.join(ratios)} (target <= 3)")
        ratios.clear()
    if hasattr(os, "getloadavg"):
        print(f"# load average {os.getloadavg()[0]:.2f} at the end")


if __name__ == "__main__":
    main()
