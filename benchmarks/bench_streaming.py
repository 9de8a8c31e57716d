"""Streaming evaluation: rocpr's exact StreamingEvaluator vs torchmetrics.

Run (from the repository root; torchmetrics lives in a separate, benchmark-only venv)::

    PYTHONPATH=$PWD python benchmarks/bench_streaming.py \
        --torch-python /work/venv-bench/bin/python [--repeats 3]

Data: 1e6 scores in 100 batches of 1e4, as a validation loop sees them: binormal logits
(positives N(1.5, 1), negatives N(0, 1), 10% positives) through a sigmoid, cast to float32 (so
ties occur, as on a GPU). The exact reference is :func:`numeric.evaluate` on the concatenated
scores. For each method: median time of one ``update`` over the batches (and the total of the
100), the time of the final ``result()``/``compute()``, and the absolute error of AUC-ROC and of
average precision against the exact values. torchmetrics is timed in its own process (CPU
tensors, ``torch.set_num_threads(1)``, as numpy uses one core); each figure is the median of
``--repeats`` runs. Without ``--torch-python`` only rocpr is measured.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time

import numpy as np

N_TOTAL = 1_000_000
BATCH = 10_000
SEED = 2026


def make_data() -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(SEED)
    y = (rng.random(N_TOTAL) < 0.1).astype(np.int64)
    logit = rng.normal(0.0, 1.0, N_TOTAL) + 1.5 * y
    score = (1.0 / (1.0 + np.exp(-logit))).astype(np.float32)
    return y, score


def run_rocpr(repeats: int) -> dict[str, object]:
    from numeric.data.streaming import StreamingEvaluator
    from numeric.stats.evaluate import evaluate

    y, s = make_data()
    out: dict[str, object] = {}
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        exact = evaluate(y, s)
        times.append(time.perf_counter() - t)
    out["evaluate_all_s"] = statistics.median(times)
    out["exact"] = {"auc_roc": exact.auc_roc, "average_precision": exact.average_precision,
                    "auc_pr": exact.auc_pr}
    for label, kwargs in (("rocpr exact", {}), ("rocpr decimals=3", {"decimals": 3}),
                          ("rocpr decimals=2", {"decimals": 2})):
        per_batch, totals, results = [], [], []
        for _ in range(repeats):
            ev = StreamingEvaluator(**kwargs)
            ts = []
            for i in range(0, N_TOTAL, BATCH):
                t = time.perf_counter()
                ev.update(y[i:i + BATCH], s[i:i + BATCH])
                ts.append(time.perf_counter() - t)
            per_batch.append(statistics.median(ts))
            totals.append(sum(ts))
            t = time.perf_counter()
            r = ev.result()
            results.append(time.perf_counter() - t)
        row = {"update_median_s": statistics.median(per_batch),
               "update_total_s": statistics.median(totals),
               "result_s": statistics.median(results),
               "rows": int(ev._u.size),
               "auc_roc": r.auc_roc, "average_precision": r.average_precision,
               "auc_pr": r.auc_pr}
        if "decimals" in kwargs:
            row["bracket"] = ev.bracket()
        out[label] = row
    return out


def run_torchmetrics(repeats: int) -> dict[str, object]:
    import torch
    from torchmetrics.classification import BinaryAUROC, BinaryAveragePrecision

    torch.set_num_threads(1)
    y, s = make_data()
    yt, st = torch.from_numpy(y), torch.from_numpy(s)
    out: dict[str, object] = {"versions": {"torch": torch.__version__,
                                           "torchmetrics": __import__("torchmetrics").__version__}}
    for thresholds in (200, None):
        per_batch, totals, computes, values = [], [], [], {}
        for _ in range(repeats):
            metrics = {"auc_roc": BinaryAUROC(thresholds=thresholds),
                       "average_precision": BinaryAveragePrecision(thresholds=thresholds)}
            ts = []
            for i in range(0, N_TOTAL, BATCH):
                t = time.perf_counter()
                for m in metrics.values():
                    m.update(st[i:i + BATCH], yt[i:i + BATCH])
                ts.append(time.perf_counter() - t)
            per_batch.append(statistics.median(ts))
            totals.append(sum(ts))
            t = time.perf_counter()
            values = {k: float(m.compute()) for k, m in metrics.items()}
            computes.append(time.perf_counter() - t)
        out[f"torchmetrics thresholds={thresholds}"] = {
            "update_median_s": statistics.median(per_batch),
            "update_total_s": statistics.median(totals),
            "result_s": statistics.median(computes), **values}
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--torch-python", default=None,
                        help="python of the venv that has torch and torchmetrics")
    parser.add_argument("--part", choices=("driver", "torchmetrics"), default="driver",
                        help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.part == "torchmetrics":
        print(json.dumps(run_torchmetrics(args.repeats)))
        return
    res = run_rocpr(args.repeats)
    if args.torch_python:
        proc = subprocess.run([args.torch_python, __file__, "--part", "torchmetrics",
                               "--repeats", str(args.repeats)], capture_output=True, text=True,
                              check=True)
        res.update(json.loads(proc.stdout.strip().splitlines()[-1]))
    exact = res.pop("exact")
    base = res.pop("evaluate_all_s")
    versions = res.pop("versions", None)
    assert isinstance(exact, dict) and isinstance(base, float)
    print(f"n = {N_TOTAL:.0e} in batches of {BATCH:.0e}; median of {args.repeats} runs; "
          f"evaluate() on all the data at once: {base * 1e3:.1f} ms (baseline)")
    if versions:
        print(f"torch {versions['torch']}, torchmetrics {versions['torchmetrics']}")
    print("| method | update per batch | 100 updates | result | |error| AUC-ROC | "
          "|error| AP | state rows |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for name, row in res.items():
        assert isinstance(row, dict)
        err_roc = abs(row["auc_roc"] - exact["auc_roc"])
        err_ap = abs(row["average_precision"] - exact["average_precision"])
        print(f"| {name} | {row['update_median_s'] * 1e3:.3f} ms | "
              f"{row['update_total_s'] * 1e3:.0f} ms ({row['update_total_s'] / base:.2f}x) | "
              f"{row['result_s'] * 1e3:.1f} ms | {err_roc:.1e} | {err_ap:.1e} | "
              f"{row.get('rows', '-')} |")
    for name, row in res.items():
        if isinstance(row, dict) and "bracket" in row:
            print(f"{name}: bracket " + ", ".join(
                f"{k} [{lo:.6f}, {hi:.6f}] (width {hi - lo:.1e}, exact {exact[k]:.6f})"
                for k, (lo, hi) in row["bracket"].items()))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
