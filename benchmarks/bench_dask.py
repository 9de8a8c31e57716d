"""Benchmark: exact evaluation on Dask, out of core, against the in-memory result.

Not a test. For each size it writes ``n`` rows as Parquet files (``--rows-per-file`` rows each,
row groups of 1e6; label int8 with 1% positives, score float64 rounded to ``--decimals``
decimals, so ties cross partitions), then:

1. evaluates them with :func:`rocpr.engines.distributed.evaluate_dask_frame` on a
   ``LocalCluster`` of ``--workers`` worker processes, each capped at ``--worker-memory``
   (default 1.5 GB: the data do not fit in the workers' memory; the shuffle spills to disk),
   timing the whole call and sampling the peak resident memory of the workers and of this
   (client) process;
2. separately, in a fresh process, reads the same files into numpy and runs
   :func:`numeric.evaluate` (in memory), and compares every field (relative difference).

Usage: ``python benchmarks/bench_dask.py [--rows 2e7 6e7 2e8] [--workers 2]
[--worker-memory 1.5GB] [--skip-in-memory]``
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import os
import platform
import resource
import shutil
import subprocess
import sys
import tempfile
import threading
import time

IN_MEMORY = """
import glob, json, sys, time, dataclasses, resource
import numpy as np, pyarrow.parquet as pq
from numeric import evaluate
files = sorted(glob.glob(sys.argv[1]))
n = sum(pq.ParquetFile(f).metadata.num_rows for f in files)
y = np.empty(n, dtype=np.int8)
s = np.empty(n)
i = 0
for f in files:
    t = pq.read_table(f)
    k = t.num_rows
    y[i : i + k] = t.column("label").to_numpy()
    s[i : i + k] = t.column("score").to_numpy()
    i += k
    del t
t0 = time.perf_counter()
e = evaluate(y, s)
dt = time.perf_counter() - t0
out = dataclasses.asdict(e)
out["_time"] = dt
out["_maxrss_mib"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps(out))
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", nargs="+", type=float, default=[2e7, 6e7, 2e8])
    parser.add_argument("--rows-per-file", type=float, default=1e7)
    parser.add_argument("--decimals", type=int, default=7)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--threads-per-worker", type=int, default=1)
    parser.add_argument("--worker-memory", default="1.5GB")
    parser.add_argument("--skip-in-memory", action="store_true")
    parser.add_argument("--dir", default=None, help="where to write the Parquet files")
    args = parser.parse_args()

    import dask
    from distributed import Client, LocalCluster

    from rocpr.engines.distributed import evaluate_dask_frame, read_dask_frame

    print(f"# {platform.machine()}, {os.cpu_count()} cores, dask {dask.__version__}; "
          f"LocalCluster {args.workers} workers x {args.threads_per_worker} thread(s), "
          f"memory limit {args.worker_memory} each; scores rounded to {args.decimals} decimals")
    print("| rows | files | write (s) | dask evaluate (s) | s / 1e7 rows | peak workers RSS "
          "(MiB) | client peak RSS (MiB) | in-memory evaluate (s) | in-memory peak RSS (MiB) "
          "| max relative difference |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for size in args.rows:
        n = int(size)
        directory = tempfile.mkdtemp(prefix="rocpr-dask-", dir=args.dir)
        try:
            t0 = time.perf_counter()
            pattern = write_parquet(n, directory, int(args.rows_per_file), args.decimals)
            t_write = time.perf_counter() - t0
            with LocalCluster(n_workers=args.workers, threads_per_worker=args.threads_per_worker,
                              memory_limit=args.worker_memory, dashboard_address=None,
                              local_directory=directory) as cluster, Client(cluster) as client:
                frame = read_dask_frame(pattern)
                with PeakMemory(client) as mem:
                    t0 = time.perf_counter()
                    got = evaluate_dask_frame(frame)
                    t_dask = time.perf_counter() - t0
            client_rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
            diff, t_mem, rss_mem = "not run", "-", "-"
            if not args.skip_in_memory:
                out = subprocess.run([sys.executable, "-c", IN_MEMORY, pattern], check=True,
                                     capture_output=True, text=True).stdout
                want = json.loads(out)
                t_mem, rss_mem = f"{want.pop('_time'):.1f}", f"{want.pop('_maxrss_mib'):.0f}"
                worst = 0.0
                for f in dataclasses.fields(got):
                    a, b = getattr(got, f.name), want[f.name]
                    if isinstance(a, float) and not (math.isnan(a) and b is None):
                        worst = max(worst, abs(a - b) / max(abs(b), 1e-300))
                diff = f"{worst:.1e}"
            files = math.ceil(n / args.rows_per_file)
            print(f"| {n:.0e} | {files} | {t_write:.0f} | {t_dask:.1f} | "
                  f"{t_dask / n * 1e7:.2f} | {mem.peak_workers:.0f} | {client_rss:.0f} | "
                  f"{t_mem} | {rss_mem} | {diff} |", flush=True)
        finally:
            shutil.rmtree(directory, ignore_errors=True)


if __name__ == "__main__":
    main()
