"""Benchmark: start-up time of ``rocpr`` against ``python -c "import numpy"``.

Not a test. In one run, on the same interpreter, it times (median of ``--repeat`` fresh
processes, the cases alternated so that each sees the same load):

* ``python -c "import numpy"`` -- the floor any numpy tool pays;
* ``python -m rocpr evaluate small.csv`` -- a whole command on a 5-row file (target:
  <= 2.5x the floor; it loads no pandas, pyarrow or dask);
* ``python -m rocpr --version`` and ``python -m rocpr evaluate --help`` -- the command line;
* ``python -c "import numeric"`` and ``python -c "import rocpr"`` -- the Python API;
* ``python -c "import pandas"``, ``python -c "import pyarrow"`` and ``python -c "import
  sympy"`` -- what the lazy imports avoid;

and prints each as a ratio to the numpy floor. The large-file figures (``rocpr evaluate
big.parquet`` / ``big.csv`` on 1e7 rows against ``read_table`` / ``read_csv`` + ``evaluate`` in
one process) are ``benchmarks/bench_io.py``'s.

Usage: ``python benchmarks/bench_startup.py [--repeat 15]``
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

SMALL = "label,score\n0,0.1\n1,0.9\n0,0.3\n1,0.7\n0,0.8\n"

CASES = {
    "import numpy": ["-c", "import numpy"],
    "rocpr evaluate small.csv": ["-m", "rocpr", "evaluate", "{small}"],
    "rocpr --version": ["-m", "rocpr", "--version"],
    "rocpr evaluate --help": ["-m", "rocpr", "evaluate", "--help"],
    "import numeric": ["-c", "import numeric"],
    "import rocpr": ["-c", "import rocpr"],
    "import pandas": ["-c", "import pandas"],
    "import pyarrow": ["-c", "import pyarrow"],
    "import sympy": ["-c", "import sympy"],
}


def once(args: list[str]) -> float:
    t0 = time.perf_counter()
    subprocess.run([sys.executable, *args], check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - t0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=15)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        small = os.path.join(tmp, "small.csv")
        with open(small, "w") as fh:
            fh.write(SMALL)
        cases = {k: [a.replace("{small}", small) for a in v] for k, v in CASES.items()}
        times: dict[str, list[float]] = {k: [] for k in cases}
        for _ in range(args.repeat):
            for name, argv in cases.items():
                times[name].append(once(argv))
    med = {k: statistics.median(v) for k, v in times.items()}
    floor = med["import numpy"]
    print(f"# median of {args.repeat} fresh processes, alternated; load "
          f"{os.getloadavg()[0]:.1f}")
    print(f"{'case':26s} {'seconds':>9s} {'x numpy':>8s}")
    for name, t in med.items():
        print(f"{name:26s} {t:9.3f} {t / floor:8.2f}")


if __name__ == "__main__":
    main()
