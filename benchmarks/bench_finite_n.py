"""Time of the exact ranges at finite N (:func:`numeric.bounds.finite_n_extremes`).

Run: ``python benchmarks/bench_finite_n.py [--big]``. Prints, for each size and AUC-ROC, the
wall time of each of the four extremes, its value, the continuous bound beside it (the exact
minimum / Thm 3.5's maximum) and the peak resident memory of the process. ``--big`` adds
Davis & Goadrich's size (N+ = 20, N- = 2000) at AUC-ROC 0.875.
"""

from __future__ import annotations

import argparse
import resource
import time

from numeric import auc_pr_max, auc_pr_min_exact
from numeric.bounds import finite_n_extremes

SIZES = [(10, 100, 0.875), (20, 200, 0.875), (20, 200, 0.6), (50, 100, 0.9)]
BIG = [(20, 2000, 0.875)]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--big", action="store_true")
    args = parser.parse_args()
    print("| N+ | N- | AUC-ROC | quantity | finite value | continuous bound | time (s) |")
    print("|---:|---:|---:|---|---:|---:|---:|")
    for p, n, x in SIZES + (BIG if args.big else []):
        for quantity in ("auc_pr", "average_precision"):
            for sense in ("min", "max"):
                t = time.perf_counter()
                value = finite_n_extremes(p, n, x, quantity, sense, max_work=10**12).value
                dt = time.perf_counter() - t
                cont = ""
                if quantity == "auc_pr":
                    cont = (f"{auc_pr_min_exact(n / p, x):.6f}" if sense == "min"
                            else f"{auc_pr_max(n / p, x):.6f}")
                print(f"| {p} | {n} | {x} | {quantity} {sense} | {value:.6f} | {cont} | "
                      f"{dt:.1f} |", flush=True)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"\npeak resident memory: {peak:.0f} MB")


if __name__ == "__main__":
    main()
