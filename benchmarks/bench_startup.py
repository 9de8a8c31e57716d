"""Benchmark: start-up time of ``rocpr`` against ``python -c "import numpy"`` (issue 8).

Not a test. In one run, on the same interpreter, it times (best of ``--repeat`` fresh processes):

* ``python -c "import numpy"`` -- the floor any numpy tool pays;
* ``python -m rocpr --version`` and ``python -m rocpr evaluate --help`` -- the command line;
* ``python -c "import numeric"`` and ``python -c "import rocpr"`` -- the Python API;
* ``python -c "import sympy"`` -- what the lazy imports avoid;

and prints each as a ratio to the numpy floor (target for ``rocpr --version``: <= 2.5).

Usage: ``python benchmarks/bench_startup.py [--repeat 15]``
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time

CASES = {
    "import numpy": ["-c", "import numpy"],
    "rocpr --version": ["-m", "rocpr", "--version"],
    "rocpr evaluate --help": ["-m", "rocpr", "evaluate", "--help"],
    "import numeric": ["-c", "import numeric"],
    "import rocpr": ["-c", "import rocpr"],
    "import sympy": ["-c", "import sympy"],
}


def best_time(args: list[str], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        subprocess.run([sys.executable, *args], check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - t0)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=15)
    args = parser.parse_args()
    floor = best_time(CASES["import numpy"], args.repeat)
    print(f"{'case':24s} {'seconds':>9s} {'x numpy':>8s}")
    for name, argv in CASES.items():
        t = floor if name == "import numpy" else best_time(argv, args.repeat)
        print(f"{name:24s} {t:9.3f} {t / floor:8.2f}")


if __name__ == "__main__":
    main()
