"""Benchmark: ``rocpr evaluate FILE`` (CSV and Parquet) against the libraries it is built on.

Not a test. Writes ``n`` rows (label int 0/1 with 1% positives, score float64 printed to 17
significant digits) as CSV and as Parquet into a temporary directory, then in the same run:

* the peer, in one fresh Python process (imports not timed): ``pandas.read_csv`` +
  ``numeric.evaluate`` (CSV), ``pyarrow.parquet.read_table`` + ``numeric.evaluate`` (Parquet);
* ``python -m rocpr evaluate FILE --format json`` as a user runs it (a fresh process: start-up,
  imports, reading, evaluation, output), wall time and peak resident memory of the process
  (``resource.getrusage(RUSAGE_CHILDREN).ru_maxrss`` in a wrapper whose only child it is).

Prints the time ratios (targets: <= 1.5 for CSV and for Parquet) and the CLI's peak
memory as a multiple of the label + score bytes (16 bytes a row: int64 label + float64 score, as
pandas holds them; target <= 3). Peer and CLI runs alternate (both see the same load); medians
of ``--repeat`` runs.

Usage: ``python benchmarks/bench_io.py [--rows 1e7] [--repeat 3]``
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile

PEER_CSV = """
import sys, time
import pandas as pd
from numeric import evaluate
t0 = time.perf_counter()
df = pd.read_csv(sys.argv[1])
e = evaluate(df["label"].to_numpy(), df["score"].to_numpy())
print(time.perf_counter() - t0, e.auc_pr)
"""

PEER_PARQUET = """
import sys, time
import pyarrow.parquet as pq
from numeric import evaluate
t0 = time.perf_counter()
t = pq.read_table(sys.argv[1])
e = evaluate(t.column("label").to_numpy(), t.column("score").to_numpy())
print(time.perf_counter() - t0, e.auc_pr)
"""

# Runs argv as its only child and prints that child's wall time and peak RSS (KiB on Linux).
WRAPPER = """
import resource, subprocess, sys, time
t0 = time.perf_counter()
out = subprocess.run(sys.argv[1:], check=True, capture_output=True, text=True).stdout
print(time.perf_counter() - t0, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
print(out)
"""


def write_data(n: int, directory: str) -> tuple[str, str]:
    import numpy as np
    import pyarrow as pa
    import pyarrow.csv as pacsv
    import pyarrow.parquet as pq

    rng = np.random.default_rng(0)
    y = (rng.random(n) < 0.01).astype(np.int64)
    s = rng.random(n) + 0.5 * y
    table = pa.table({"label": y, "score": s})
    csv_path, pq_path = os.path.join(directory, "big.csv"), os.path.join(directory, "big.parquet")
    pacsv.write_csv(table, csv_path)
    pq.write_table(table, pq_path)
    return csv_path, pq_path


def once(cmd: list[str]) -> tuple[float, float, str]:
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    first, _, rest = out.partition("\n")
    a, b = first.split()
    return float(a), float(b), rest


def medians(cmds: list[list[str]], repeat: int) -> list[tuple[float, float, str]]:
    """Each command ``repeat`` times, alternated; per command the run of median time."""
    runs: list[list[tuple[float, float, str]]] = [[] for _ in cmds]
    for _ in range(repeat):
        for k, cmd in enumerate(cmds):
            runs[k].append(once(cmd))
    return [sorted(r, key=lambda x: x[0])[len(r) // 2] for r in runs]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=float, default=1e7)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    n = int(args.rows)
    print(f"# {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}; "
          f"n = {n:.3g} rows, median of {args.repeat}; load {os.getloadavg()[0]:.1f}")
    label_score_mib = 16 * n / 2**20
    with tempfile.TemporaryDirectory() as tmp:
        csv_path, pq_path = write_data(n, tmp)
        print(f"CSV {os.path.getsize(csv_path) / 2**20:.0f} MiB, Parquet "
              f"{os.path.getsize(pq_path) / 2**20:.0f} MiB; label+score bytes "
              f"{label_score_mib:.0f} MiB")
        for name, path, peer, target in (("CSV", csv_path, PEER_CSV, 1.5),
                                         ("Parquet", pq_path, PEER_PARQUET, 1.5)):
            (t_peer, auc_peer, _), (t_cli, rss_kib, out) = medians(
                [[sys.executable, "-c", peer, path],
                 [sys.executable, "-c", WRAPPER, sys.executable, "-m", "rocpr", "evaluate",
                  path, "--format", "json"]], args.repeat)
            auc_cli = json.loads(out)["auc_pr"]
            assert abs(auc_cli - auc_peer) <= 1e-12 * abs(auc_peer), (auc_cli, auc_peer)
            rss_mib = rss_kib / 1024
            print(f"{name:8s} peer {t_peer:6.2f} s | rocpr evaluate {t_cli:6.2f} s "
                  f"(ratio {t_cli / t_peer:.2f}, target <= {target}) | peak RSS "
                  f"{rss_mib:.0f} MiB = {rss_mib / label_score_mib:.2f}x label+score "
                  f"(target <= 3)")


if __name__ == "__main__":
    main()
