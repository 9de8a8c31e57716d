"""Time and peak memory of the exact ranges at finite N (:func:`numeric.bounds.finite_n_bounds`,
:func:`numeric.bounds.finite_n_extremes`).

Run (worktree root): ``PYTHONPATH=$PWD nice -n 10 python benchmarks/bench_finite_n.py
[--grid] [--one P N X QUANTITY SENSE] [--bounds P N X]``.

* no option: the small sizes, each extreme in this process.
* ``--grid`` (or ``--big``): Davis & Goadrich's size (N+ = 20, N- = 2000), all four extremes
  (``finite_n_bounds``, as ``rocpr bounds --finite``) at each AUC-ROC of :data:`GRID`, and
  average precision's minimum and maximum at (50, 5000); each case in its own process, so that
  its peak resident memory (``resource.getrusage``) is its own.
* ``--one`` / ``--bounds``: one case (what ``--grid`` runs in each process).

Each row gives the wall time, the peak RSS and the values; ``--one`` rows also the width of the
validated enclosure ``upper - lower`` (:class:`numeric.bounds.FiniteNExtreme`). Figures are
recorded in ``benchmarks/FINITE_N.md``.
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import time

from numeric import auc_pr_max, auc_pr_min_exact
from numeric.bounds import finite_n_bounds, finite_n_extremes

SIZES = [(10, 100, 0.875), (20, 200, 0.875), (20, 200, 0.6), (50, 100, 0.9)]
GRID = [0.05, 0.1, 0.3, 0.5, 0.7, 0.9, 0.95, 0.99]


def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _row(p: int, n: int, x: float, quantity: str, sense: str) -> str:
    t = time.perf_counter()
    try:
        e = finite_n_extremes(p, n, x, quantity, sense, max_work=10**12)
        value, width = f"{e.value:.6f}", f"{e.upper - e.lower:.1e}"
    except (ValueError, MemoryError) as exc:
        value, width = f"not run: {str(exc)[:70]}", ""
    dt = time.perf_counter() - t
    cont = ""
    if quantity == "auc_pr":
        cont = (f"{auc_pr_min_exact(n / p, x):.6f}" if sense == "min"
                else f"{auc_pr_max(n / p, x):.6f}")
    return (f"| {p} | {n} | {x} | {quantity} {sense} | {value} | {width} | {cont} | {dt:.1f} | "
            f"{_peak_mb():.0f} |")


def _bounds_row(p: int, n: int, x: float) -> str:
    """All four extremes as ``rocpr bounds --finite`` computes them (``finite_n_bounds``:
    average precision first, its ranking the AUC-PR search's first incumbent)."""
    t = time.perf_counter()
    b = finite_n_bounds(p, n, x, max_work=10**12)
    dt = time.perf_counter() - t
    return (f"| {x} | {b.auc_pr_min_finite:.6f} | {b.auc_pr_max_finite:.6f} | "
            f"{b.average_precision_min_finite:.6f} | {b.average_precision_max_finite:.6f} | "
            f"{dt:.1f} | {_peak_mb():.0f} |")


def _in_process(args: list[str]) -> str:
    out = subprocess.run([sys.executable, __file__, *args], capture_output=True, text=True,
                         check=False)
    return out.stdout.strip() or f"| {args} | failed: {out.stderr.strip()[-200:]} |"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--grid", "--big", action="store_true")
    parser.add_argument("--one", nargs=5, metavar=("P", "N", "X", "QUANTITY", "SENSE"))
    parser.add_argument("--bounds", nargs=3, metavar=("P", "N", "X"))
    args = parser.parse_args()
    if args.one:
        p, n, x, q, s = args.one
        print(_row(int(p), int(n), float(x), q, s), flush=True)
        return
    if args.bounds:
        p, n, x = args.bounds
        print(_bounds_row(int(p), int(n), float(x)), flush=True)
        return
    if not args.grid:
        print("| N+ | N- | AUC-ROC | quantity | finite value | enclosure width | continuous bound "
              "| wall (s) | peak RSS (MB) |")
        print("|---:|---:|---:|---|---:|---:|---:|---:|---:|")
        for p, n, x in SIZES:
            for quantity in ("auc_pr", "average_precision"):
                for sense in ("min", "max"):
                    print(_row(p, n, x, quantity, sense), flush=True)
    if args.grid:
        print("| AUC-ROC | AUC-PR min | AUC-PR max | AP min | AP max | wall (s) | "
              "peak RSS (MB) |")
        print("|---:|---:|---:|---:|---:|---:|---:|")
        for x in GRID:  # (20, 2000): all four, one process each
            print(_in_process(["--bounds", "20", "2000", str(x)]), flush=True)
        print()
        print("| N+ | N- | AUC-ROC | quantity | finite value | enclosure width | continuous bound "
              "| wall (s) | peak RSS (MB) |")
        print("|---:|---:|---:|---|---:|---:|---:|---:|---:|")
        for x in GRID:
            for sense in ("min", "max"):
                print(_in_process(["--one", "50", "5000", str(x), "average_precision", sense]),
                      flush=True)


if __name__ == "__main__":
    main()
