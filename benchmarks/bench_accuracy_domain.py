"""Worst float64 relative error of every bound and F^-1 over the whole float range.

Run: ``python benchmarks/bench_accuracy_domain.py [N]``. Draws N points (default 2000) per
function: skews log-uniform in [1e-320, 1e308] plus the extremes 5e-324 and 1.8e308, AUC values
log-uniform near 0 and near 1 and uniform, 0 and 1; compares with the printed formulas evaluated
by mpmath at 60 + 2 log10(skew) digits (the exact minimum: with ``analytic.exact_minimum`` at 30
digits). Results below 2.2e-308 (subnormal) are compared with an absolute floor of 5e-324; the
AUC-ROC bounds are reported relative to the condition number ``min(k, 1 - k)/(k - m)``.
"""

from __future__ import annotations

import sys

import mpmath
import numpy as np

from analytic import exact_minimum as aem
from numeric.bounds import (
    auc_pr_max,
    auc_pr_min_exact,
    auc_pr_min_mihelich,
    auc_roc_max_exact,
    auc_roc_max_mihelich,
    auc_roc_min,
    f_inverse,
    global_min_auc_pr,
)


def _digits(a: float) -> int:
    return 60 + 2 * max(0, int(np.log10(a)) + 1)


def _ref(name: str, a: float, v: float) -> object:
    with mpmath.workdps(_digits(a)):
        am, vm = mpmath.mpf(a), mpmath.mpf(v)
        m = 1 - am * mpmath.log1p(1 / am)
        if name == "global_min_auc_pr":
            return m
        if name == "auc_pr_max":
            return 1 - am * mpmath.log((1 + am) / (am + vm))
        if name == "auc_pr_min_mihelich":
            q = am * (1 - vm)
            return mpmath.mpf(1) if q == 0 else 1 - q * mpmath.log1p(1 / q)
        if vm <= m:
            return mpmath.mpf(0)
        if vm == 1:
            return mpmath.mpf(1)
        if name == "auc_roc_min":
            return 1 - (1 + am) * -mpmath.expm1(-(1 - vm) / am)
        return 1 - _finv(1 - vm) / am


def _finv(y: object) -> object:
    x0 = y / -mpmath.log(y) if y < 0.5 else 1 / (2 * (1 - y))  # type: ignore[operator]
    t = mpmath.findroot(lambda t: mpmath.exp(t) * mpmath.log1p(mpmath.exp(-t)) - y,
                        (mpmath.log(x0), mpmath.log(x0) + mpmath.mpf("1e-3")), solver="secant",
                        tol=mpmath.mpf(2) ** (10 - 2 * mpmath.mp.prec), maxsteps=200)
    return mpmath.exp(t)


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    rng = np.random.default_rng(0)
    a = np.concatenate([10.0 ** rng.uniform(-320, 308, n - 2), [5e-324, 1.7976931348623157e308]])
    a = a[a > 0]
    kind = rng.integers(0, 3, a.size)
    u = np.where(kind == 0, 10.0 ** rng.uniform(-320, 0, a.size),
                 np.where(kind == 1, 1 - 10.0 ** rng.uniform(-17, 0, a.size),
                          rng.uniform(0, 1, a.size)))
    u[:4] = [0.0, 1.0, 5e-324, 0.5]
    rows = []
    for name, fn in (("global_min_auc_pr", None), ("auc_pr_max", auc_pr_max),
                     ("auc_pr_min_mihelich", auc_pr_min_mihelich)):
        got = global_min_auc_pr(a) if fn is None else fn(a, u)
        want = np.array([float(_ref(name, ai, ui)) for ai, ui in zip(a, u, strict=True)])
        err = np.abs(got - want) / np.maximum(want, 5e-324 / 1e-16)
        rows.append((name, f"{err.max():.1e}", bool(np.isnan(got).any())))
    m = global_min_auc_pr(a)
    k = np.minimum(m + u * (1 - m), 1.0)
    for name, fn in (("auc_roc_min", auc_roc_min), ("auc_roc_max_mihelich", auc_roc_max_mihelich)):
        got = fn(a, k)
        want, cond = [], []
        for ai, ki in zip(a, k, strict=True):
            want.append(float(_ref(name, ai, ki)))
            with mpmath.workdps(_digits(ai)):
                ex = mpmath.mpf(ki) - (1 - mpmath.mpf(ai) * mpmath.log1p(1 / mpmath.mpf(ai)))
                cond.append(float(min(ki, 1 - ki) / ex) if ex > 0 else np.inf)
        w, c = np.array(want), np.maximum(np.array(cond), 1.0)
        err = np.abs(got - w) / np.maximum(w, 1e-300) / c
        err = err[np.isfinite(c)]
        rows.append((name, f"{err.max():.1e} x cond", bool(np.isnan(got).any())))
    sub = slice(0, min(400, a.size))
    got = np.asarray(auc_pr_min_exact(a[sub], u[sub]))
    want = np.array([float(aem.auc_pr_min_exact(ai, ui, dps=30))
                     for ai, ui in zip(a[sub], u[sub], strict=True)])
    err = np.abs(got - want) / np.maximum(want, 5e-324 / 1e-16)
    rows.append(("auc_pr_min_exact (400 points)", f"{err.max():.1e}", bool(np.isnan(got).any())))
    sub = slice(0, min(150, a.size))
    got = np.asarray(auc_roc_max_exact(a[sub], k[sub]))
    errs = []
    for ai, ki, gi in zip(a[sub], k[sub], got, strict=True):
        want_mp = aem.auc_roc_max_exact(ai, ki, dps=25)
        with mpmath.workdps(_digits(ai)):
            ex = mpmath.mpf(ki) - (1 - mpmath.mpf(ai) * mpmath.log1p(1 / mpmath.mpf(ai)))
            cond = max(float(ki / ex), 1.0) if ex > 0 else np.inf
        if np.isfinite(cond):
            errs.append(abs(gi - float(want_mp)) / max(float(want_mp), 1e-300) / cond)
    rows.append(("auc_roc_max_exact (150 points)", f"{max(errs):.1e} x k/(k - m)",
                 bool(np.isnan(got).any())))
    y = u[(u > 0) & (u < 1)]
    got = f_inverse(y)
    with mpmath.workdps(40):
        want = np.array([float(_finv(mpmath.mpf(v))) for v in y])
    err = np.abs(got - want) / np.maximum(want, 5e-324 / 1e-16)
    rows.append(("f_inverse", f"{err.max():.1e}", bool(np.isnan(got).any())))
    print("| function | worst relative error (skews 5e-324..1.8e308) | any NaN |")
    print("|---|---|---|")
    for name, e, nan in rows:
        print(f"| `{name}` | {e} | {'yes' if nan else 'no'} |")


if __name__ == "__main__":
    main()
