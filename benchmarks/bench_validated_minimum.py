"""Validated certificate and branch-and-bound of the exact minimum AUC-PR at fixed AUC-ROC.

Run: ``PYTHONPATH=$PWD nice -n 10 python benchmarks/bench_validated_minimum.py [--tol 1e-6]``.
Prints (1) the interval-arithmetic certificate (:func:`proofs_check.validated_minimum.
validated_certificate`) at every point of ``certificate_grid()`` (the 160 points of the float
Frank-Wolfe certificate, less the AUC-ROC = 0 points), and (2) the branch-and-bound over boxes
covering skews 1e-3..1e3 and AUC-ROC 0.01..0.99 (:func:`validated_minimum_region`): boxes,
corners, the proven deficits and the wall time. Output is recorded in ``benchmarks/VALIDATED.md``.
"""

from __future__ import annotations

import argparse
import resource
import sys
import time

from proofs_check.validated_minimum import validated_certificate_grid, validated_minimum_region


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--tol", type=float, default=1e-6)
    parser.add_argument("--skip-grid", action="store_true")
    args = parser.parse_args()
    if not args.skip_grid:
        t = time.perf_counter()
        certs = validated_certificate_grid()
        dt = time.perf_counter() - t
        worst = max(certs, key=lambda c: c.gap)
        wide = max(certs, key=lambda c: c.upper - c.lower)
        print(f"certificate grid: {len(certs)} points in {dt:.1f} s; exact minimum inside the "
              f"enclosure at {sum(c.exact_enclosed for c in certs)} of {len(certs)}")
        print(f"  largest validated Frank-Wolfe gap {worst.gap:.3e} (skew {worst.skew:.3g}, "
              f"AUC-ROC {worst.auc_roc:.9g})")
        print(f"  widest enclosure {wide.upper - wide.lower:.3e} (skew {wide.skew:.3g}, "
              f"AUC-ROC {wide.auc_roc:.9g})")
        big = sorted(certs, key=lambda c: c.gap)[-5:]
        for c in big:
            print(f"    gap {c.gap:.3e} at skew {c.skew:.3g}, AUC-ROC {c.auc_roc:.12g}: "
                  f"[{c.lower:.15f}, {c.upper:.15f}]")
        sys.stdout.flush()

    last = [time.perf_counter()]

    def progress(done: int, queued: int) -> None:
        if time.perf_counter() - last[0] > 60:
            last[0] = time.perf_counter()
            print(f"  ... {done} boxes accepted, {queued} queued", flush=True)

    res = validated_minimum_region(tol=args.tol, progress=progress)
    print(f"region: skew [{res.skew_min!r}, {res.skew_max!r}] x AUC-ROC "
          f"[{res.auc_min!r}, {res.auc_max!r}], tol {args.tol:g}")
    print(f"  boxes {res.boxes}, analytic evaluations {res.corners}, wall {res.seconds:.0f} s")
    print(f"  max corner deficit {res.max_corner_deficit:.3e}; max monotone deficit "
          f"{res.max_monotone_deficit:.3e}; max corner excess {res.max_corner_excess:.3e}; "
          f"holds {res.holds}")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"  peak resident memory {peak:.0f} MB")


if __name__ == "__main__":
    main()
