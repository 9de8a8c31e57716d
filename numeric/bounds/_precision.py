"""Shared machinery of the bound functions: broadcasting, float/mpmath outputs, the ``dps`` path.

The ``dps`` path evaluates a formula of :mod:`analytic.mihelich` with mpmath, lambdified once per
formula; sympy and :mod:`analytic` are imported only on that path, so ``import numeric`` stays
free of sympy.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import mpmath
import numpy as np
import numpy.typing as npt

from numeric.validation import check_dps, check_interval, check_positive

__all__ = ["GUARD_DPS", "FloatOrArray", "as_output", "broadcast_pair", "exact_objects", "mp_eval",
           "mp_formula", "no_edge", "to_mpf"]

FloatOrArray = float | npt.NDArray[np.float64]

# Guard digits of the mpmath path: enough for the cancellation of 1 - a ln(...) at skews up to
# 1e15 and for AUC-PR within 1e-15 (relative) of its global minimum.
GUARD_DPS = 30

def broadcast_pair(skew: npt.ArrayLike, value: npt.ArrayLike, name: str
               ) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    a = np.asarray(check_positive(skew, "skew"), dtype=np.float64)
    v = np.asarray(check_interval(value, name), dtype=np.float64)
    try:
        a, v = np.broadcast_arrays(a, v)
    except ValueError:
        raise ValueError(
            f"skew and {name} must broadcast together, got shapes {a.shape} and {v.shape}"
        ) from None
    return np.array(a), np.array(v)



def as_output(x: npt.NDArray[np.float64]) -> FloatOrArray:
    x = np.asarray(x, dtype=np.float64)
    return float(x) if x.ndim == 0 else x


def to_mpf(v: Any) -> Any:
    """An exact ``mpf`` of a float, int, ``mpf`` or :class:`fractions.Fraction` (current dps)."""
    if isinstance(v, mpmath.mpf):
        return +v
    if isinstance(v, Fraction):
        return mpmath.mpf(v.numerator) / v.denominator
    if isinstance(v, (int, np.integer)):
        return mpmath.mpf(int(v))
    return mpmath.mpf(float(v))


def exact_objects(x: Any, shape: tuple[int, ...]) -> npt.NDArray[Any]:
    """The caller's values as an object array of the broadcast shape (Fractions kept exact)."""
    obj = np.empty(np.shape(x), dtype=object)
    if obj.ndim == 0:
        obj[()] = x
    else:
        obj[...] = x
    return np.broadcast_to(obj, shape)


@functools.cache
def mp_formula(name: str) -> Callable[[Any, Any], Any]:
    """mpmath function ``(a, value)`` lambdified from the formula of :mod:`analytic.mihelich`."""
    import sympy as sp

    from analytic import mihelich as _sym

    a, v = sp.symbols("a v", positive=True)
    exprs = {
        "auc_pr_max": _sym.auc_pr_max(a, v),
        "auc_pr_min_mihelich": _sym.auc_pr_min_mihelich(a, v),
        "auc_roc_min": _sym.auc_roc_min(a, v),
        "auc_roc_max_mihelich": _sym.auc_roc_max_mihelich(a, v),
        "global_min_auc_pr": _sym.global_min_auc_pr(a) + 0 * v,
    }
    finv = {"Finv": lambda y: _sym.finv_mpmath(y, mpmath.mp.dps)}
    fn: Callable[[Any, Any], Any] = sp.lambdify((a, v), exprs[name], modules=[finv, "mpmath"])
    return fn


def mp_eval(name: str, skew: Any, value: Any, shape: tuple[int, ...], dps: object,
             edge: Callable[[Any, Any], Any | None]) -> Any:
    """Evaluate formula ``name`` elementwise at ``dps`` digits; ``edge`` handles limits."""
    digits = check_dps(dps)
    fn = mp_formula(name)
    skews = exact_objects(skew, shape)
    values = exact_objects(value, shape)
    out = np.empty(shape, dtype=object)
    with mpmath.workdps(digits + GUARD_DPS):
        for idx in np.ndindex(*shape):
            a, v = to_mpf(skews[idx]), to_mpf(values[idx])
            special = edge(a, v)
            out[idx] = special if special is not None else fn(a, v)
    with mpmath.workdps(digits):
        for idx in np.ndindex(*shape):
            out[idx] = +out[idx]
    return out[()] if out.ndim == 0 else out


def no_edge(a: Any, v: Any) -> None:
    return None
