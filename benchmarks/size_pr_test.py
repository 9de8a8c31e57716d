"""Size of the paired tests at alpha = 0.05 under the null: DeLong's for AUC-ROC and the
analytic influence-function test of AUC-PR and AP (`numeric.stats.pr_test`, `compare`'s default
from 100 positives), two correlated binormal models with equal population areas.

Run: ``PYTHONPATH=$PWD python benchmarks/size_pr_test.py [--sets 1000]``. With S data sets the
binomial sd of a rate of 0.05 is sqrt(0.05 * 0.95 / S) (0.0069 at S = 1000).
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from coverage_inference import paired_size


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=20261125)
    parser.add_argument("--n-pos", type=int, nargs="+", default=[20, 50, 100, 1000])
    args = parser.parse_args()
    print(f"{args.sets} data sets per scenario, prevalence 10%, d = 1, rho = 0.5; binomial sd of "
          f"a size of 0.05: {math.sqrt(0.05 * 0.95 / args.sets):.4f}")
    print("| n_pos : n_neg | DeLong AUC-ROC | influence AUC-PR | influence AP |")
    print("|---|---|---|---|")
    for n_pos in args.n_pos:
        r = paired_size(n_pos, 9 * n_pos, 1.0, args.sets, 0, args.seed + n_pos)
        print(f"| {n_pos} : {9 * n_pos} | {r['delong auc_roc']:.3f} | "
              f"{r['influence auc_pr']:.3f} | {r['influence average_precision']:.3f} |")


if __name__ == "__main__":
    main()
