"""Benchmark: exact evaluation on Dask, out of core, against the in-memory result and Spark.

Not a test. Data: ``n`` rows written as Parquet files (``--rows-per-file`` rows each, row groups
of 1e6; label int8 with 1% positives, score float64 rounded to ``--decimals`` decimals, so ties
cross partitions). Three parts, each optional:

1. ``--local``: the default (threaded) scheduler against ``pyarrow.parquet.read_table`` +
   :func:`numeric.evaluate`, each in fresh processes, alternated, ``--repeat`` times (median):
   whole-process wall time (imports included) and the time inside the process (after imports).
   Every field of the Dask result is compared with the in-memory one (relative difference).
2. ``--cluster``: a ``LocalCluster`` of ``--workers`` worker processes, each capped at
   ``--worker-memory`` (default 1.5 GB: the data do not fit in the workers' memory), timing
   :func:`rocpr.engines.distributed.evaluate_dask_frame` and sampling the workers' peak memory.
3. ``--spark PYTHON``: Spark MLlib's ``BinaryClassificationMetrics`` (through
   ``pyspark.ml.evaluation.BinaryClassificationEvaluator`` with ``numBins=0``: no down-sampling
   of the curve) on the same files, with a local master ``local[--workers]``, run by the Python
   of a separate environment that has pyspark (never a dependency of rocpr): its time and how far
   its ``areaUnderPR`` (linear interpolation between the curve's points) and ``areaUnderROC``
   are from the exact values.

Usage: ``python benchmarks/bench_dask.py --rows 2e7 --rows-per-file 1e6 --local --repeat 3
[--spark /work/venv-spark/bin/python]`` and ``python benchmarks/bench_dask.py --rows 2e7 2e8
--rows-per-file 1e7 --cluster [--check]``.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

IN_MEMORY = """
import time
t0 = time.perf_counter()
import glob, json, sys, dataclasses
import numpy as np, pyarrow.parquet as pq
from numeric import evaluate
t1 = time.perf_counter()
t = pq.read_table(sorted(glob.glob(sys.argv[1])), columns=["label", "score"])
e = evaluate(t.column("label").to_numpy(), t.column("score").to_numpy())
out = dataclasses.asdict(e)
out["_inside"] = time.perf_counter() - t1
print(json.dumps(out))
"""

ON_DASK = """
import time
t0 = time.perf_counter()
import json, sys, dataclasses
from rocpr.engines.distributed import evaluate_dask_frame, read_dask_frame
t1 = time.perf_counter()
e = evaluate_dask_frame(read_dask_frame(sys.argv[1]))
out = dataclasses.asdict(e)
out["_inside"] = time.perf_counter() - t1
print(json.dumps(out))
"""

SPARK = """
import sys, time, json
t0 = time.perf_counter()
from pyspark.sql import SparkSession, functions as F
from pyspark.ml.evaluation import BinaryClassificationEvaluator
spark = (SparkSession.builder.master(sys.argv[2]).config("spark.driver.memory", sys.argv[3])
         .config("spark.ui.enabled", "false").getOrCreate())
spark.sparkContext.setLogLevel("ERROR")
t1 = time.perf_counter()
df = spark.read.parquet(sys.argv[1]).select(F.col("score").cast("double"),
                                            F.col("label").cast("double")).cache()
df.count()
t2 = time.perf_counter()
out = {}
for metric in ("areaUnderPR", "areaUnderROC"):
    ev = BinaryClassificationEvaluator(rawPredictionCol="score", labelCol="label",
                                       metricName=metric, numBins=0)
    out[metric] = ev.evaluate(df)
t3 = time.perf_counter()
out.update(start=t1 - t0, read=t2 - t1, metrics=t3 - t2)
print(json.dumps(out))
spark.stop()
"""


def write_parquet(n: int, directory: str, rows_per_file: int, decimals: int) -> str:
    import numpy as np
    import pyarrow as pa
    import pyarrow.parquet as pq

    rng = np.random.default_rng(0)
    for k, start in enumerate(range(0, n, rows_per_file)):
        m = min(rows_per_file, n - start)
        y = (rng.random(m) < 0.01).astype(np.int8)
        s = np.round(rng.random(m) * 0.8 + 0.2 * y, decimals)
        pq.write_table(pa.table({"label": y, "score": s}),
                       os.path.join(directory, f"part{k:04d}.parquet"), row_group_size=1_000_000)
    return os.path.join(directory, "*.parquet")


def fresh(code: str, *argv: str, python: str = sys.executable) -> tuple[float, dict[str, float]]:
    """Wall time of a fresh process running ``code`` and the JSON it prints last."""
    t0 = time.perf_counter()
    out = subprocess.run([python, "-c", code, *argv], check=True, capture_output=True,
                         text=True, env=os.environ | {"PYTHONWARNINGS": "ignore"}).stdout
    return time.perf_counter() - t0, json.loads(out.strip().splitlines()[-1])


def worst_difference(got: dict[str, float], want: dict[str, float]) -> float:
    worst = 0.0
    for key, b in want.items():
        a = got.get(key)
        if key.startswith("_") or not isinstance(b, float) or not isinstance(a, float):
            continue
        if not (math.isnan(a) and math.isnan(b)):
            worst = max(worst, abs(a - b) / max(abs(b), 1e-300))
    return worst


def run_local(pattern: str, repeat: int) -> dict[str, float]:
    walls: dict[str, list[float]] = {"memory": [], "dask": []}
    inside: dict[str, list[float]] = {"memory": [], "dask": []}
    results = {}
    for _ in range(repeat):  # alternated, so that both see the same load
        for name, code in (("memory", IN_MEMORY), ("dask", ON_DASK)):
            wall, out = fresh(code, pattern)
            walls[name].append(wall)
            inside[name].append(out.pop("_inside"))
            results[name] = out
    med = {f"{k}_{what}": statistics.median(v) for what, d in (("wall", walls), ("inside", inside))
           for k, v in d.items()}
    med["difference"] = worst_difference(results["dask"], results["memory"])
    med["exact_auc_pr"] = results["memory"]["auc_pr"]
    med["exact_auc_roc"] = results["memory"]["auc_roc"]
    return med


class PeakMemory:
    """Samples the summed RSS of the cluster's worker processes every 0.2 s."""

    def __init__(self, client: object) -> None:
        self.client, self.peak_workers, self.stop = client, 0.0, threading.Event()
        self.thread = threading.Thread(target=self.run, daemon=True)

    def run(self) -> None:
        while not self.stop.is_set():
            try:
                info = self.client.scheduler_info()["workers"]  # type: ignore[attr-defined]
                total = sum(w["metrics"]["memory"] for w in info.values())
                self.peak_workers = max(self.peak_workers, total / 2**20)
            except Exception:  # the cluster may be shutting down
                pass
            self.stop.wait(0.2)

    def __enter__(self) -> PeakMemory:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop.set()
        self.thread.join()


def run_cluster(pattern: str, args: argparse.Namespace, directory: str
                ) -> tuple[float, float, dict[str, float]]:
    from distributed import Client, LocalCluster

    from rocpr.engines.distributed import evaluate_dask_frame, read_dask_frame

    with LocalCluster(n_workers=args.workers, threads_per_worker=args.threads_per_worker,
                      memory_limit=args.worker_memory, dashboard_address=None,
                      local_directory=directory) as cluster, Client(cluster) as client:
        with PeakMemory(client) as mem:
            t0 = time.perf_counter()
            got = evaluate_dask_frame(read_dask_frame(pattern))
            t = time.perf_counter() - t0
    return t, mem.peak_workers, {k: v for k, v in got.as_mapping().items()
                                 if isinstance(v, float)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", nargs="+", type=float, default=[2e7])
    parser.add_argument("--rows-per-file", type=float, default=1e6)
    parser.add_argument("--decimals", type=int, default=7)
    parser.add_argument("--local", action="store_true", help="default scheduler vs in memory")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--cluster", action="store_true", help="capped LocalCluster")
    parser.add_argument("--check", action="store_true",
                        help="--cluster: compare every field with in-memory evaluate")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--threads-per-worker", type=int, default=1)
    parser.add_argument("--worker-memory", default="1.5GB")
    parser.add_argument("--spark", metavar="PYTHON", help="a Python that has pyspark")
    parser.add_argument("--spark-memory", default="3g", help="Spark driver memory")
    parser.add_argument("--dir", default=None, help="where to write the Parquet files")
    args = parser.parse_args()

    import dask

    print(f"# {platform.machine()}, {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}, "
          f"dask {dask.__version__}; scores rounded to {args.decimals} decimals, "
          f"{args.rows_per_file:.0e} rows per file")
    for size in args.rows:
        n = int(size)
        files = math.ceil(n / args.rows_per_file)
        directory = tempfile.mkdtemp(prefix="rocpr-dask-", dir=args.dir)
        try:
            pattern = write_parquet(n, directory, int(args.rows_per_file), args.decimals)
            exact = None
            if args.local:
                m = run_local(pattern, args.repeat)
                exact = m
                print(f"local | {n:.0e} rows, {files} files | read_table + evaluate: "
                      f"{m['memory_wall']:.2f} s fresh ({m['memory_inside']:.2f} s inside) | "
                      f"dask, default scheduler: {m['dask_wall']:.2f} s fresh "
                      f"({m['dask_inside']:.2f} s inside) | ratio fresh "
                      f"{m['dask_wall'] / m['memory_wall']:.2f}, inside "
                      f"{m['dask_inside'] / m['memory_inside']:.2f} | max relative difference "
                      f"{m['difference']:.1e} | median of {args.repeat}", flush=True)
            if args.cluster:
                t, peak, got = run_cluster(pattern, args, directory)
                check = "not checked"
                if args.check:  # the in-memory result, in a fresh process, after the timing
                    _, want = fresh(IN_MEMORY, pattern)
                    check = f"max relative difference {worst_difference(got, want):.1e}"
                print(f"cluster | {n:.0e} rows, {files} files | LocalCluster {args.workers} x "
                      f"{args.threads_per_worker} thread, {args.worker_memory} each: {t:.1f} s "
                      f"({t / n * 1e7:.2f} s per 1e7 rows) | peak workers RSS {peak:.0f} MiB | "
                      f"{check}", flush=True)
            if args.spark:
                if exact is None:
                    _, want = fresh(IN_MEMORY, pattern)
                    exact = {"exact_auc_pr": want["auc_pr"], "exact_auc_roc": want["auc_roc"]}
                wall, out = fresh(SPARK, pattern, f"local[{args.workers}]", args.spark_memory,
                                  python=args.spark)
                pr, roc = out["areaUnderPR"], out["areaUnderROC"]
                print(f"spark | {n:.0e} rows | BinaryClassificationMetrics (numBins=0), "
                      f"local[{args.workers}]: {wall:.1f} s fresh (JVM start {out['start']:.1f} s, "
                      f"read+cache {out['read']:.1f} s, both metrics {out['metrics']:.1f} s) | "
                      f"areaUnderPR {pr!r} vs exact auc_pr {exact['exact_auc_pr']!r}: relative "
                      f"difference {abs(pr - exact['exact_auc_pr']) / exact['exact_auc_pr']:.2e}"
                      f" | areaUnderROC relative difference "
                      f"{abs(roc - exact['exact_auc_roc']) / exact['exact_auc_roc']:.1e}",
                      flush=True)
        finally:
            shutil.rmtree(directory, ignore_errors=True)


if __name__ == "__main__":
    main()
