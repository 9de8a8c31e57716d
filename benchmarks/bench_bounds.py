"""Speed and accuracy of the bound functions and of F^-1.

Targets: float64 path >= 1e6 evaluations/s for every bound function, F^-1 included; mpmath
path at 50 digits >= 500 F^-1 evaluations/s. Run::

    python benchmarks/bench_bounds.py            # prints a Markdown table
    python benchmarks/bench_bounds.py --write    # also prints benchmarks/README.md's section

Each float64 figure is the best of 5 runs on 10^6 random points (skews log-uniform in
[1e-6, 1e6], AUC values uniform in their domain); numpy's elementwise functions run on one core.
The accuracy table gives the worst relative error against the 50-digit mpmath evaluation of the
sympy formulas (:mod:`numeric.bounds.precise`, ``dps=50``) on the grid of
``tests/numeric/bounds/test_bounds.py``
(described in ``ACCURACY``).
"""

from __future__ import annotations

import argparse
import os
import platform
import time
from collections.abc import Callable

import numpy as np

from numeric.bounds import (
    auc_pr_max,
    auc_pr_min_mihelich,
    auc_roc_max_mihelich,
    auc_roc_min,
    global_min_auc_pr,
    precise,
)
from numeric.bounds.finv import f_forward, f_inverse

N = 1_000_000
REPEATS = 5
MP_N = 2000


def _rate(fn: Callable[[], object], n: int, repeats: int = REPEATS) -> float:
    best = float("inf")
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return n / best


def run() -> list[tuple[str, float, float]]:
    """``(name, evaluations per second, target)`` for every benchmarked function."""
    rng = np.random.default_rng(0)
    a = 10 ** rng.uniform(-6, 6, N)
    r = rng.uniform(0, 1, N)
    m = global_min_auc_pr(a)
    k = m + rng.uniform(0, 1, N) * (1 - m)
    y = rng.uniform(0, 1, N)
    x = 10 ** rng.uniform(-6, 6, N)
    rows = [
        ("f_inverse (F^-1)", _rate(lambda: f_inverse(y), N), 1e6),
        ("f_forward (F)", _rate(lambda: f_forward(x), N), 1e6),
        ("global_min_auc_pr", _rate(lambda: global_min_auc_pr(a), N), 1e6),
        ("auc_pr_max", _rate(lambda: auc_pr_max(a, r), N), 1e6),
        ("auc_pr_min_mihelich", _rate(lambda: auc_pr_min_mihelich(a, r), N), 1e6),
        ("auc_roc_min", _rate(lambda: auc_roc_min(a, k), N), 1e6),
        ("auc_roc_max_mihelich", _rate(lambda: auc_roc_max_mihelich(a, k), N), 1e6),
    ]
    ymp = rng.uniform(0, 1, MP_N)
    rows.append(("precise.f_inverse(dps=50) (mpmath)",
                 _rate(lambda: [precise.f_inverse(float(v), dps=50) for v in ymp], MP_N,
                       repeats=2), 500.0))
    return rows


ACCURACY = (
    "Grid: 25 skews log-spaced in [1e-6, 1e6]; AUC-ROC at 1e-16..1e-1 (12 log-spaced), "
    "0.05..0.95 (19), 1 - (1e-16..1e-1) (12), 0 and 1; AUC-PR k = m + t (1 - m) with m the "
    "global minimum and t at 1e-8..1e-1 (8 log-spaced), 0.05..0.95 (19), 1 - (1e-16..1e-1) (12) "
    "and 1. F^-1: y log-spaced in [1e-300, 1e-1], 1 - y in [1e-16, 1e-1], uniform, and 1000 "
    "random points. The AUC-ROC bounds vanish at k = m with condition number "
    "cond = min(k, 1 - k)/(k - m): their error is reported relative to it."
)


def accuracy() -> list[tuple[str, str]]:
    """``(name, worst relative error as text)`` on the documented grid."""
    from analytic.finv import finv_mpmath

    def floats(fn: object, *args: np.ndarray) -> np.ndarray:
        """The precise entry of ``fn`` (same name) at every grid point, as float64."""
        entry = getattr(precise, fn.__name__)  # type: ignore[attr-defined]
        return np.array([float(entry(*map(float, pt), dps=50)) for pt in zip(*args, strict=True)])

    skews = np.logspace(-6, 6, 25)
    rocs = np.concatenate([np.logspace(-16, -1, 12), np.linspace(0.05, 0.95, 19),
                           1 - np.logspace(-16, -1, 12), [0.0, 1.0]])
    ts = np.concatenate([np.logspace(-8, -1, 8), np.linspace(0.05, 0.95, 19),
                         1 - np.logspace(-16, -1, 12), [1.0]])
    a, r = (g.ravel() for g in np.meshgrid(skews, rocs))
    out = []
    for fn in (auc_pr_max, auc_pr_min_mihelich):
        ref = floats(fn, a, r)
        out.append((fn.__name__, f"{np.max(np.abs(fn(a, r) - ref) / ref):.1e}"))
    ref = floats(global_min_auc_pr, skews)
    out.append(("global_min_auc_pr",
                f"{np.max(np.abs(global_min_auc_pr(skews) - ref) / ref):.1e}"))
    a2 = np.repeat(skews, ts.size)
    m = global_min_auc_pr(a2)
    k = np.minimum(m + np.tile(ts, skews.size) * (1 - m), 1.0)
    cond = np.maximum(np.minimum(k, 1 - k) / np.maximum(k - m, 1e-300), 1.0)
    far = (k - m) >= 1e-3 * (1 - m)
    for fn in (auc_roc_min, auc_roc_max_mihelich):
        ref = floats(fn, a2, k)
        err = np.abs(fn(a2, k) - ref) / np.where(ref > 0, ref, 1.0)
        out.append((fn.__name__, f"{np.max(err / cond):.1e} x cond (max {err.max():.1e}; "
                    f"{err[far].max():.1e} for k - m >= 1e-3 (1 - m))"))
    y = np.concatenate([np.logspace(-300, -1, 400), 1 - np.logspace(-16, -1, 400),
                        np.linspace(1e-4, 1 - 1e-4, 400),
                        np.random.default_rng(1).uniform(0, 1, 1000)])
    ref = np.array([float(finv_mpmath(float(v), 50)) for v in y])
    out.append(("f_inverse", f"{np.max(np.abs(f_inverse(y) - ref) / ref):.1e}"))
    return out


def report(rows: list[tuple[str, float, float]]) -> str:
    lines = [
        "| function | evaluations/s | target | met |",
        "|---|---:|---:|:---:|",
    ]
    for name, rate, target in rows:
        met = "yes" if rate >= target else "NO"
        lines.append(f"| `{name}` | {rate:,.0f} | {target:,.0f} | {met} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true",
                        help="print the Markdown section for benchmarks/README.md")
    args = parser.parse_args()
    rows = run()
    table = report(rows)
    print(table)
    acc = accuracy()
    acc_table = "\n".join(["| function | worst relative error vs mpmath (50 digits) |",
                           "|---|---|"] + [f"| `{n}` | {e} |" for n, e in acc])
    print()
    print(acc_table)
    if args.write:
        env = (f"Measured {time.strftime('%Y-%m-%d')} on {platform.machine()}, Python "
               f"{platform.python_version()}, numpy {np.__version__}, "
               f"{os.cpu_count()} logical CPUs (shared machine; numpy ufuncs use one core).")
        text = (
            "# Benchmarks: bounds and F^-1 (`benchmarks/bench_bounds.py`)\n\n"
            "Targets: float64 path >= 10^6 evaluations/s on one core for every bound "
            "function, F^-1 included; mpmath path at 50 digits >= 500 F^-1 evaluations/s.\n"
            "Float64 figures: best of 5 runs on 10^6 random points (skews log-uniform in "
            "[1e-6, 1e6], AUCs uniform in their domain); mpmath: 2000 random points.\n\n"
            f"{table}\n\n{env}\n\n"
            "## Accuracy\n\n"
            f"{acc_table}\n\n{ACCURACY}\n\n"
            "Reproduce: `python benchmarks/bench_bounds.py --write`.\n"
        )
        print(text)


if __name__ == "__main__":
    main()
