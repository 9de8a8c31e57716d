"""Time and peak memory of the exact ranges at finite N (:func:`numeric.bounds.finite_n_extremes`).

Run: ``PYTHONPATH=$PWD nice -n 10 python benchmarks/bench_finite_n.py [--big] [--one P N X Q S]``.
Prints, for each size and AUC-ROC, the wall time of each extreme, its value, the continuous
bound beside it (the exact minimum / Thm 3.5's maximum) and the peak resident memory of the
process that ran it (``resource.getrusage``; each case of ``--big`` runs in its own process so
that its peak is its own). ``--big`` runs Davis & Goadrich's size (N+ = 20, N- = 2000) at
AUC-ROC 0.55, 0.7, 0.8 and 0.875 for the AUC-PR extremes, and (50, 5000) for average precision.
Figures are recorded in ``benchmarks/FINITE_N.md``.
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import time

from numeric import auc_pr_max, auc_pr_min_exact
from numeric.bounds import finite_n_extremes

SIZES = [(10, 100, 0.875), (20, 200, 0.875), (20, 200, 0.6), (50, 100, 0.9)]
BIG = [(20, 2000, x, "auc_pr", s) for x in (0.55, 0.7, 0.8, 0.875) for s in ("min", "max")]
BIG_AP = [(50, 5000, x, "average_precision", s) for x in (0.99, 0.95) for s in ("min", "max")]


def _row(p: int, n: int, x: float, quantity: str, sense: str) -> str:
    t = time.perf_counter()
    try:
        value = f"{finite_n_extremes(p, n, x, quantity, sense, max_work=10**12).value:.6f}"
    except (ValueError, MemoryError) as exc:
        value = f"not run: {str(exc)[:70]}"
    dt = time.perf_counter() - t
    cont = ""
    if quantity == "auc_pr":
        cont = (f"{auc_pr_min_exact(n / p, x):.6f}" if sense == "min"
                else f"{auc_pr_max(n / p, x):.6f}")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return (f"| {p} | {n} | {x} | {quantity} {sense} | {value} | {cont} | {dt:.1f} | "
            f"{peak:.0f} |")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--big", action="store_true")
    parser.add_argument("--one", nargs=5, metavar=("P", "N", "X", "QUANTITY", "SENSE"))
    args = parser.parse_args()
    if args.one:
        p, n, x, q, s = args.one
        print(_row(int(p), int(n), float(x), q, s), flush=True)
        return
    print("| N+ | N- | AUC-ROC | quantity | finite value | continuous bound | wall (s) | "
          "peak RSS (MB) |")
    print("|---:|---:|---:|---|---:|---:|---:|---:|")
    for p, n, x in SIZES:
        for quantity in ("auc_pr", "average_precision"):
            for sense in ("min", "max"):
                print(_row(p, n, x, quantity, sense), flush=True)
    if args.big:
        for case in BIG + BIG_AP:  # one process each: its own peak memory
            out = subprocess.run([sys.executable, __file__, "--one", *map(str, case)],
                                 capture_output=True, text=True, check=False)
            print(out.stdout.strip() or f"| {case} | failed: {out.stderr.strip()[-200:]} |",
                  flush=True)


if __name__ == "__main__":
    main()
