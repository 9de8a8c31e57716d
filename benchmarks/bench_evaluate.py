"""Benchmark: ``numeric.evaluate`` against one ``np.sort`` and scikit-learn, on scores as models
produce them.

Not a test (no timing assertions anywhere in the test suite). The targets: ``evaluate`` within 3x
one ``np.sort`` of continuous scores of the same n, unweighted, and within 5x weighted, at 1% and
50% positives, for continuous scores and scores rounded to 6, 3 and 2 decimals. For each case it
times on the same arrays in the same process, median of ``--repeat`` runs, interleaved:

* ``evaluate(y, s)`` -- AUC-ROC, exact AUC-PR, DG-steps AUC-PR, AP and Boyd's bounds together;
* ``np.sort`` of the *continuous* scores of the same n -- the baseline of every ratio;
* scikit-learn's ``roc_auc_score`` + ``average_precision_score`` (two of evaluate's fields; the
  peer, skipped with ``--no-peer``).

``--scores binormal`` (the default): ``standard_normal(n) + y``, classes interleaved as a real
model's scores; ``--scores shifted-uniform``: ``random(n) + 0.5 y`` (half the rows in one-class
runs at the ends, which flatters the run-merging shortcut). ``--decimals none 6 3 2`` rounds the
scores (ties; ``none``: continuous). Weights are ``uniform(0.5, 1.5)``. ``--memory`` also prints
the peak extra memory of ``evaluate`` (:mod:`tracemalloc`, numpy reports its buffers to it) as a
multiple of the scores' bytes. The last lines print the table of ratios (rows: positives and
ties; columns: unweighted, weighted).

Usage: ``python benchmarks/bench_evaluate.py [--sizes 1e7] [--repeat 5] [--prevalences 0.01 0.5]
[--scores binormal|shifted-uniform] [--decimals none 6 3 2] [--memory] [--no-peer]``
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


def scores_of(kind: str, y: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Binormal (``normal + y``) or shifted-uniform (``random + 0.5 y``) scores."""
    if kind == "binormal":
        out: np.ndarray = rng.standard_normal(y.size) + y
    else:
        out = rng.random(y.size) + 0.5 * y
    return out


def main() -> None:
    from numeric import evaluate

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", nargs="+", type=float, default=[1e7])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--prevalences", nargs="+", type=float, default=[0.01, 0.5])
    parser.add_argument("--scores", choices=("binormal", "shifted-uniform"), default="binormal")
    parser.add_argument("--decimals", nargs="+", default=["none", "6", "3", "2"],
                        help="roundings of the scores ('none': continuous)")
    parser.add_argument("--memory", action="store_true",
                        help="also measure the peak extra memory of evaluate")
    parser.add_argument("--no-peer", action="store_true", help="skip scikit-learn")
    args = parser.parse_args()
    roundings = [None if d == "none" else int(d) for d in args.decimals]

    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"# {platform.processor() or platform.machine()}, numpy {np.__version__}, "
          f"{args.scores} scores, load average {load:.2f} at start, median of {args.repeat} "
          f"interleaved runs")
    print("| n | positives | decimals | weights | distinct scores | evaluate (s) | np.sort (s) | "
          "evaluate / np.sort | sklearn ROC+AP (s) | evaluate / sklearn |"
          + (" peak extra memory |" if args.memory else ""))
    print("|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|" + ("---:|" if args.memory else ""))
    table: dict[tuple[int, float, int | None, bool], float] = {}
    for size in args.sizes:
        n = int(size)
        for prevalence in args.prevalences:
            rng = np.random.default_rng(args.seed)
            y = (rng.random(n) < prevalence).astype(np.int64)
            continuous = scores_of(args.scores, y, rng)
            w_all = rng.uniform(0.5, 1.5, n)
            for decimals in roundings:
                s = continuous if decimals is None else np.round(continuous, decimals)
                distinct = np.unique(s).size
                for weighted in (False, True):
                    w = w_all if weighted else None
                    run_evaluate = functools.partial(evaluate, y, s, sample_weight=w)
                    fns: dict[str, Callable[[], Any]] = {
                        "evaluate": run_evaluate,
                        "sort": functools.partial(np.sort, continuous)}
                    if not args.no_peer:
                        from sklearn.metrics import average_precision_score, roc_auc_score

                        ours = evaluate(y, s, sample_weight=w)
                        peer = average_precision_score(y, s, sample_weight=w)
                        assert abs(ours.average_precision - peer) <= 1e-12 * max(1.0, peer)

                        def run_sklearn(y: Any = y, s: Any = s, w: Any = w) -> tuple[float, float]:
                            return (roc_auc_score(y, s, sample_weight=w),
                                    average_precision_score(y, s, sample_weight=w))

                        fns["sklearn"] = run_sklearn
                    t = median_times(fns, args.repeat)
                    ratio = t["evaluate"] / t["sort"]
                    table[(n, prevalence, decimals, weighted)] = ratio
                    peer_cells = ("| - | - |" if args.no_peer else
                                  f"| {t['sklearn']:.3f} | {t['evaluate'] / t['sklearn']:.3f} |")
                    row = (f"| {n:.0e} | {prevalence:g} | "
                           f"{'-' if decimals is None else decimals} | "
                           f"{'uniform(0.5, 1.5)' if weighted else 'none'} | {distinct} "
                           f"| {t['evaluate']:.3f} | {t['sort']:.3f} | {ratio:.2f} " + peer_cells)
                    if args.memory:
                        mem = peak_extra_bytes(run_evaluate) / s.nbytes
                        row += f" {mem:.2f}x |"
                    print(row, flush=True)
        print(f"\n# n = {n:.0e}: evaluate / np.sort of continuous scores "
              f"(targets: 3 unweighted, 5 weighted)")
        print("| positives | ties | unweighted | weighted |")
        print("|---|---|---:|---:|")
        for prevalence in args.prevalences:
            for decimals in roundings:
                ties = "none" if decimals is None else f"rounded to {decimals} decimals"
                print(f"| {prevalence:.0%} | {ties} | {table[(n, prevalence, decimals, False)]:.2f}"
                      f" | {table[(n, prevalence, decimals, True)]:.2f} |")
    if hasattr(os, "getloadavg"):
        print(f"# load average {os.getloadavg()[0]:.2f} at the end")


if __name__ == "__main__":
    main()
