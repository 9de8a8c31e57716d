"""Coverage of the default AUC-PR and AP intervals, and size of the paired test, on a grid.

Not a test (a seeded slice runs in ``tests/numeric/stats/test_coverage_grid.py``). Binormal
model: negatives' scores ~ N(0, 1), positives' ~ N(mu, 1), fixed class sizes (the stratified
design). Grid: ``mu`` in {0.5, 1, 2} (AUC-ROC 0.638, 0.760, 0.921), prevalence in {0.5, 0.1,
0.01, 0.001}, positives in {20, 50, 100, 300, 1000}; negatives ``round(P (1 - prev)/prev)``.

Truth: population AUC-PR = AP = E+[precision(X+)] by 30-digit quadrature with log-space tails
(:meth:`numeric.stats.BinormalModel.auc_pr`, tested against a 10**6-row sample in
``tests/numeric/stats/test_binormal.py``).

``--model skewed``: positives ~ Exp(mean 3), negatives ~ Exp(mean 1) (power ROC curve
``TPR = FPR^(1/3)``, AUC-ROC 0.75; ``mu`` ignored), the second model of
``benchmarks/PR_INTERVALS.md``: the check that the default does not only fit the binormal grid.

Coverage (``--what coverage``): per data set, the default interval of
:func:`numeric.stats.area_intervals` (``method='auto'``, what ``evaluate(..., ci=0.95)`` returns;
2000 replicates where it resamples) and, for comparison, the influence-logit interval of the same
data. Per cell and quantity: coverage, the share of sets whose interval lies wholly above the
truth (``miss_low``: the truth is below it) and wholly below it (``miss_high``), the mean width,
the bias and sd of the estimate.

Size (``--what size``): two score columns per data set with equal population areas,
``mu y + sqrt(rho) e + sqrt(1 - rho) e_k``, ``rho = 0.5``; rejection rate at 0.05 of
:func:`numeric.stats.pr_test` (its default, the logit-scale test; the same statistics as
``compare``'s influence test) and, for comparison, of the untransformed test, and DeLong's test
of AUC-ROC (all from one sort per column); its power curve (``--what power``): the
second column's separation lowered by ``delta``.

Usage::

    python benchmarks/coverage_grid.py --what coverage --out coverage.jsonl [--sets 1000]
    python benchmarks/coverage_grid.py --what size --out size.jsonl
    python benchmarks/coverage_grid.py --report coverage.jsonl size.jsonl   # markdown tables
    python benchmarks/coverage_grid.py --grid coverage.jsonl   # numeric.stats.expected_coverage

Each cell is seeded from its place in the grid (``--seed`` plus 1000 times its index), so any
cell reruns alone with the same data sets (``--cells mu,prev,P``; more sets extend the same
sequence). ``--max-rows`` caps the rows drawn per cell (fewer sets for the
largest cells; the table shows each cell's sets and the binomial standard error).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
import time
import warnings

import numpy as np
from coverage_pr_intervals import SKEW_SCALE, skewed_auc_pr

from numeric.stats import BinormalModel, area_intervals
from numeric.stats._common import split_classes, split_paired
from numeric.stats.pr_influence import (
    column_moments,
    intervals_from_moments,
    pr_tests_from_classes,
)

MUS = (0.5, 1.0, 2.0)
PREVALENCES = (0.5, 0.1, 0.01, 0.001)
POSITIVES = (20, 50, 100, 300, 1000)
QUANTITIES = ("auc_pr", "average_precision")
RHO = 0.5


def negatives(p: int, prevalence: float) -> int:
    return round(p * (1 - prevalence) / prevalence)


def coverage_cell(mu: float, prevalence: float, p: int, sets: int, seed: int,
                  model: str = "binormal") -> dict[str, object]:
    """Coverage of the default interval and of influence-logit in one cell (``mu`` is ignored by
    the skewed model)."""
    n = negatives(p, prevalence)
    truth = (BinormalModel(mu).auc_pr(p / (p + n)) if model == "binormal"
             else skewed_auc_pr(p / (p + n)))
    rng = np.random.default_rng(seed)
    y = np.r_[np.ones(p), np.zeros(n)]
    rows: dict[str, list[list[float]]] = {}
    method = ""
    for i in range(sets):
        s = (np.r_[rng.normal(mu, 1.0, p), rng.normal(0.0, 1.0, n)] if model == "binormal" else
             np.r_[rng.exponential(SKEW_SCALE, p), rng.exponential(1.0, n)])
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            r = area_intervals(y, s, random_state=seed * 100_003 + i)
            c = split_classes(y, [s], None, None)
            infl = intervals_from_moments(column_moments(c, QUANTITIES), (p, n), 0.95,
                                          QUANTITIES, "logit")
        method = r.method
        for q in QUANTITIES:
            ci = getattr(r, q)
            rows.setdefault(f"{q}/default", []).append([ci.estimate, ci.low, ci.high])
            rows.setdefault(f"{q}/influence-logit", []).append(
                [infl[q].estimate, infl[q].low, infl[q].high])
    out: dict[str, object] = {"what": "coverage", "model": model, "mu": mu,
                              "prevalence": prevalence,
                              "positives": p, "negatives": n, "sets": sets, "truth": truth,
                              "default_method": method}
    for key, values in rows.items():
        a = np.array(values)
        est, low, high = a[:, 0], a[:, 1], a[:, 2]
        out[key] = {
            "coverage": float(np.mean((low <= truth) & (truth <= high))),
            "miss_low": float(np.mean(truth < low)),
            "miss_high": float(np.mean(truth > high)),
            "width": float(np.nanmean(high - low)),
            "bias": float(est.mean() - truth),
            "sd": float(est.std(ddof=1)),
        }
    return out


def size_cell(mu: float, prevalence: float, p: int, sets: int, seed: int,
              delta: float = 0.0) -> dict[str, object]:
    """Rejection rates at 0.05 of the paired tests (size with ``delta = 0``)."""
    n = negatives(p, prevalence)
    rng = np.random.default_rng(seed)
    y = np.r_[np.ones(p), np.zeros(n)]
    hits: dict[str, int] = {}
    for _ in range(sets):
        shared = rng.normal(size=p + n)
        a = mu * y + math.sqrt(RHO) * shared + math.sqrt(1 - RHO) * rng.normal(size=p + n)
        b = ((mu - delta) * y + math.sqrt(RHO) * shared
             + math.sqrt(1 - RHO) * rng.normal(size=p + n))
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            c = split_paired(y, a, b, None, None)
            for transform in ("logit", None):
                tests = pr_tests_from_classes(c, 0.95, ("auc_roc", *QUANTITIES), 4, transform)
                for q, t in tests.items():
                    if q == "auc_roc" and transform is None:
                        continue
                    key = "auc_roc/delong" if q == "auc_roc" else f"{q}/{transform or 'influence'}"
                    hits[key] = hits.get(key, 0) + int(t.p_value < 0.05)
    return {"what": "size" if delta == 0 else "power", "mu": mu, "prevalence": prevalence,
            "positives": p, "negatives": n, "sets": sets, "delta": delta,
            **{k: v / sets for k, v in hits.items()}}


def _run(task: tuple[str, float, float, int, int, int, float, str]) -> dict[str, object]:
    what, mu, prev, p, sets, seed, delta, model = task
    t0 = time.perf_counter()
    out = (coverage_cell(mu, prev, p, sets, seed, model) if what == "coverage"
           else size_cell(mu, prev, p, sets, seed, delta))
    out["seconds"] = round(time.perf_counter() - t0, 1)
    return out


def tasks(args: argparse.Namespace) -> list[tuple[str, float, float, int, int, int, float, str]]:
    out = []
    positives = POSITIVES if args.what == "coverage" else tuple(x for x in POSITIVES if x >= 100)
    grid = [(mu, prev, float(p)) for mu in MUS for prev in PREVALENCES for p in positives]
    cells = ([tuple(float(v) for v in c.split(",")) for c in args.cells] if args.cells else grid)
    deltas = args.deltas if args.what == "power" else [0.0]
    for i, (mu, prev, p) in enumerate(cells):
        # a cell's seed is its index in the grid, so that it reruns alone with the same data sets
        k = grid.index((mu, prev, p)) if (mu, prev, p) in grid else len(grid) + i
        rows = int(p) + negatives(int(p), prev)
        sets = max(args.min_sets, min(args.sets, args.max_rows // rows))
        for delta in deltas:
            out.append((args.what if args.what != "power" else "size", mu, prev, int(p), sets,
                        args.seed + 1000 * k + int(100 * delta), delta, args.model))
    return sorted(out, key=lambda t: -(t[3] + negatives(t[3], t[2])) * t[4])


def _fmt_cov(cell: dict[str, object], key: str) -> str:
    r = cell[key]
    assert isinstance(r, dict)
    return (f"{r['coverage']:.3f} ({r['miss_low']:.3f}/{r['miss_high']:.3f}, "
            f"w {r['width']:.3g})")


def grid_rows(paths: list[str]) -> tuple[tuple[float, float, int, int, str, float, float, float,
                                                float], ...]:
    """``(mu, prevalence, positives, sets, default method, coverage of AUC-PR and AP by the
    default, by influence-logit)`` in every binormal coverage cell of these result files: the
    table :data:`numeric.stats.expected_coverage.GRID` holds (``--grid`` prints it)."""
    cells = [json.loads(line) for path in paths for line in open(path) if line.strip()]
    rows = [(float(c["mu"]), float(c["prevalence"]), int(c["positives"]), int(c["sets"]),
             str(c["default_method"]),
             *(round(c[f"{q}/{m}"]["coverage"], 4) for m in ("default", "influence-logit")
               for q in ("auc_pr", "average_precision")))
            for c in cells
            if c["what"] == "coverage" and c.get("model", "binormal") == "binormal"]
    return tuple(sorted(rows))


def report(paths: list[str]) -> str:
    cells = [json.loads(line) for path in paths for line in open(path) if line.strip()]
    lines = []
    cov = sorted((c for c in cells if c["what"] == "coverage"),
                 key=lambda c: (c.get("model", "binormal"), c["mu"], -c["prevalence"],
                                c["positives"]))
    if cov:
        lines += ["| mu | prevalence | P : N | sets (se) | truth | default | AUC-PR default "
                  "(miss low/high, width) | AUC-PR influence-logit | AP default | "
                  "AP influence-logit | bias AUC-PR / AP (sd) |",
                  "|---|---|---|---|---|---|---|---|---|---|---|"]
        for c in cov:
            se = math.sqrt(0.95 * 0.05 / c["sets"])
            pr, ap = c["auc_pr/default"], c["average_precision/default"]
            lines.append(
                f"| {c['mu']:g}{' (skewed)' if c.get('model') == 'skewed' else ''} | "
                f"{c['prevalence']:g} | {c['positives']} : {c['negatives']} | "
                f"{c['sets']} ({se:.3f}) | {c['truth']:.4g} | {c['default_method']} | "
                f"{_fmt_cov(c, 'auc_pr/default')} | "
                f"{c['auc_pr/influence-logit']['coverage']:.3f} | "
                f"{_fmt_cov(c, 'average_precision/default')} | "
                f"{c['average_precision/influence-logit']['coverage']:.3f} | "
                f"{pr['bias']:+.3g} / {ap['bias']:+.3g} ({pr['sd']:.3g}) |")
    size = sorted((c for c in cells if c["what"] in ("size", "power")),
                  key=lambda c: (c["delta"], c["mu"], -c["prevalence"], c["positives"]))
    if size:
        lines += ["", "| delta | mu | prevalence | P : N | sets (se) | AUC-PR logit test | "
                  "AUC-PR untransformed | AP logit test | AP untransformed | DeLong AUC-ROC |",
                  "|---|---|---|---|---|---|---|---|---|---|"]
        for c in size:
            se = math.sqrt(0.05 * 0.95 / c["sets"])
            lines.append(
                f"| {c['delta']:g} | {c['mu']:g} | {c['prevalence']:g} | {c['positives']} : "
                f"{c['negatives']} | {c['sets']} ({se:.3f}) | {c['auc_pr/logit']:.3f} | "
                f"{c['auc_pr/influence']:.3f} | {c['average_precision/logit']:.3f} | "
                f"{c['average_precision/influence']:.3f} | {c['auc_roc/delong']:.3f} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--what", choices=("coverage", "size", "power"), default="coverage")
    parser.add_argument("--sets", type=int, default=2000)
    parser.add_argument("--model", choices=("binormal", "skewed"), default="binormal",
                        help="coverage only: the skewed model (Exp(3) vs Exp(1)) ignores mu")
    parser.add_argument("--min-sets", type=int, default=200)
    parser.add_argument("--max-rows", type=int, default=2 * 10**8,
                        help="rows drawn per cell at most (fewer sets in the largest cells)")
    parser.add_argument("--seed", type=int, default=20261128)
    parser.add_argument("--cells", nargs="*", help="mu,prevalence,positives (default: the grid)")
    parser.add_argument("--deltas", type=float, nargs="*", default=[0.1, 0.2, 0.3, 0.5])
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--out", default="-")
    parser.add_argument("--report", nargs="*", help="print the tables of these result files")
    parser.add_argument("--grid", nargs="*", help="print the coverage rows of these result files "
                        "as numeric.stats.expected_coverage.GRID holds them")
    args = parser.parse_args()
    if args.report:
        print(report(args.report))
        return
    if args.grid:
        print("GRID = (")
        for row in grid_rows(args.grid):
            print(f"    {row!r},")
        print(")")
        return
    out = sys.stdout if args.out == "-" else open(args.out, "a")
    with multiprocessing.Pool(args.processes) as pool:
        for cell in pool.imap_unordered(_run, tasks(args)):
            out.write(json.dumps(cell) + "\n")
            out.flush()


if __name__ == "__main__":
    main()
