"""Cost of the analytic AUC-PR/AP intervals and of the paired PR tests against ``evaluate``.

Not a test (no timing assertions in the suite). Data: ``n`` rows, 10% positives
(``y = rng.random(n) < 0.1``), scores ``N(y, 1)`` and a second model ``N(y, 1)`` with
independent noise, seed 0, float64 (no ties).

1. ``numeric.evaluate(y, s)`` (the baseline) against ``evaluate`` + ``influence_intervals``
   (DeLong's AUC-ROC interval, AUC-PR and AP logit intervals, all from one sort): target ratio <= 3.
   Also the separate calls ``delong_ci`` + ``pr_ci`` x 2 for comparison.
2. Paired comparison of two models: ``influence_tests`` (DeLong + AUC-PR + AP, one sort per
   column) after two ``evaluate`` calls, against two ``evaluate`` calls: target ratio <= 5. Also
   the separate calls ``delong_test`` + ``pr_test`` x 2.

Each timing is the median of ``--repeat`` runs, all in one process; the ratios, not the seconds,
are the result (the machine is shared).

Usage: ``python benchmarks/bench_pr_intervals.py [--n 1e6] [--repeat 5] [--weighted]``
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

import numpy as np

from numeric import evaluate
from numeric.stats import (
    delong_ci,
    delong_test,
    influence_intervals,
    influence_tests,
    pr_ci,
    pr_test,
)


def median_time(f: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        f()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=float, default=1e6)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--weighted", action="store_true")
    args = parser.parse_args()
    n = int(args.n)
    rng = np.random.default_rng(0)
    y = (rng.random(n) < 0.1).astype(np.int64)
    s = rng.normal(size=n) + y
    s2 = rng.normal(size=n) + y
    w = rng.random(n) + 0.5 if args.weighted else None

    def ev() -> object:
        return evaluate(y, s, sample_weight=w)

    def ci() -> object:
        return evaluate(y, s, sample_weight=w), influence_intervals(y, s, sample_weight=w)

    def ci_separate() -> object:
        return (evaluate(y, s, sample_weight=w), delong_ci(y, s, sample_weight=w),
                pr_ci(y, s, sample_weight=w),
                pr_ci(y, s, sample_weight=w, quantity="average_precision"))

    def compare_once() -> object:
        return (evaluate(y, s, sample_weight=w), evaluate(y, s2, sample_weight=w),
                influence_tests(y, s, s2, sample_weight=w))

    def compare_separate() -> object:
        return (evaluate(y, s, sample_weight=w), evaluate(y, s2, sample_weight=w),
                pr_test(y, s, s2, sample_weight=w),
                pr_test(y, s, s2, sample_weight=w, quantity="average_precision"),
                delong_test(y, s, s2, sample_weight=w))

    t_ev = median_time(ev, args.repeat)
    rows = [
        ("evaluate + influence_intervals", median_time(ci, args.repeat), t_ev, 3),
        ("evaluate + delong_ci + pr_ci x 2", median_time(ci_separate, args.repeat), t_ev, 3),
        ("influence_intervals alone",
         median_time(lambda: influence_intervals(y, s, sample_weight=w), args.repeat), t_ev,
         None),
        ("2 evaluate + influence_tests", median_time(compare_once, args.repeat), 2 * t_ev, 5),
        ("2 evaluate + delong_test + pr_test x 2", median_time(compare_separate, args.repeat),
         2 * t_ev, 5),
    ]
    print(f"n = {n}, 10% positives, weighted = {args.weighted}; median of {args.repeat} runs; "
          f"evaluate: {t_ev:.3f} s")
    print("| what | seconds | baseline | ratio | target |")
    print("|---|---|---|---|---|")
    print(f"| evaluate | {t_ev:.3f} | - | 1.00 | - |")
    for name, t, base, target in rows:
        label = "evaluate" if base == t_ev else "2 x evaluate"
        print(f"| {name} | {t:.3f} | {label} | {t / base:.2f} | "
              f"{'<= ' + str(target) if target else '-'} |")


if __name__ == "__main__":
    main()
