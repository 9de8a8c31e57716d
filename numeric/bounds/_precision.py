"""Shared machinery of the bound functions: broadcasting, float/mpmath outputs, the ``dps`` path.

The ``dps`` path evaluates a formula of :mod:`analytic.mihelich` with mpmath, lambdified once per
formula; sympy is imported only on that path, so ``import numeric`` stays free of sympy. On that
path the inputs reach mpmath exactly (ints, floats, :class:`fractions.Fraction`, decimal strings,
``mpf``; :func:`analytic.precision.as_fraction`), are validated exactly, and every value is
verified to ``dps`` digits by :func:`analytic.precision.converged`, with guard digits that grow
with the cancellation (``2 log10(skew)``) and, for the AUC-ROC bounds, with the conditioning near
the global minimum (``log10(k/(k - m))``).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from fractions import Fraction
from typing import cast

import mpmath
import numpy as np
import numpy.typing as npt

from analytic.precision import as_fraction, cancelled_digits, converged
from analytic.precision import to_mpf as _fraction_to_mpf
from numeric.validation import check_dps, check_interval, check_positive

__all__ = ["FloatOrArray", "as_output", "broadcast_pair", "exact_fractions",
           "exact_objects", "floats_of", "mp_eval", "mp_formula", "no_edge", "to_mpf"]

FloatOrArray = float | npt.NDArray[np.float64]
#: An mpmath formula ``(skew, value) -> mpf`` lambdified from :mod:`analytic.mihelich`.
MpFormula = Callable[[mpmath.mpf, mpmath.mpf], mpmath.mpf]
#: A limit the formula cannot evaluate: its value at ``(skew, value)``, or ``None``.
Edge = Callable[[mpmath.mpf, mpmath.mpf], "mpmath.mpf | None"]

# Formulas taking an AUC-PR: ill-conditioned near the global minimum (extra guard digits).
_AUC_PR_GIVEN = ("auc_roc_min", "auc_roc_max_mihelich")


def floats_of(x: object, name: str) -> npt.ArrayLike:
    """``x`` with decimal strings and exact numbers as float64 (for validation and shapes).

    Strings are read as exact decimals and rounded once; a value beyond the float64 range
    becomes an infinity (so that the checks report it as not finite). Other input is returned
    unchanged.
    """
    if isinstance(x, float | int | np.floating | np.integer):
        return x  # the common case, checked by as_float_array
    arr = np.asarray(x, dtype=object) if not isinstance(x, np.ndarray) else x
    if arr.dtype != object and arr.dtype.kind not in "US":
        return cast("npt.ArrayLike", x)
    flat = [_float_of(v, name) for v in np.ravel(arr)]
    out = cast("npt.ArrayLike", flat[0])  # anything else: as_float_array rejects it by name
    return np.array(flat, dtype=np.float64).reshape(arr.shape) if arr.ndim else out


def _float_of(v: object, name: str) -> object:
    if isinstance(v, str | np.str_):
        fr = as_fraction(str(v), name)
    elif isinstance(v, Fraction | mpmath.mpf):
        fr = as_fraction(v, name)
    else:
        return v  # numbers: checked by as_float_array
    try:
        return float(fr)
    except OverflowError:
        return float("inf") if fr > 0 else float("-inf")


def broadcast_pair(skew: object, value: object, name: str
                   ) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    a = np.asarray(check_positive(floats_of(skew, "skew"), "skew"), dtype=np.float64)
    v = np.asarray(check_interval(floats_of(value, name), name), dtype=np.float64)
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


def to_mpf(v: object) -> mpmath.mpf:
    """The caller's number (float, int, Fraction, decimal string, ``mpf``) at the current dps."""
    return _fraction_to_mpf(as_fraction(v, "value"))


def exact_fractions(x: object, shape: tuple[int, ...], name: str, *, positive: bool = False
                    ) -> npt.NDArray[np.object_]:
    """The caller's values as exact Fractions of the broadcast shape, validated exactly.

    ``positive``: each must be > 0 (a skew); else each must be in [0, 1] (an AUC).
    """
    objs = exact_objects(x, shape)
    out = np.empty(shape, dtype=object)
    for idx in np.ndindex(*shape):
        v = as_fraction(objs[idx], name)
        where = "" if not shape else f" (at index {int(np.ravel_multi_index(idx, shape))})"
        if positive and not v > 0:
            raise ValueError(f"{name} must be > 0, got {objs[idx]}{where}")
        if not positive and not 0 <= v <= 1:
            raise ValueError(f"{name} must be in [0, 1], got {objs[idx]}{where}")
        out[idx] = v
    return out


def exact_objects(x: object, shape: tuple[int, ...]) -> npt.NDArray[np.object_]:
    """The caller's values as an object array of the broadcast shape (Fractions kept exact)."""
    obj = np.empty(np.shape(cast("npt.ArrayLike", x)), dtype=object)
    if obj.ndim == 0:
        obj[()] = x
    else:
        obj[...] = x
    return np.broadcast_to(obj, shape)


@functools.cache
def mp_formula(name: str) -> MpFormula:
    """mpmath function ``(a, value)`` lambdified from the formula of :mod:`analytic.mihelich`."""
    import sympy as sp

    from analytic import mihelich as _sym
    from analytic.finv import finv_mpmath

    a, v = sp.symbols("a v", positive=True)
    exprs = {
        "auc_pr_max": _sym.auc_pr_max(a, v),
        "auc_pr_min_mihelich": _sym.auc_pr_min_mihelich(a, v),
        "auc_roc_min": _sym.auc_roc_min(a, v),
        "auc_roc_max_mihelich": _sym.auc_roc_max_mihelich(a, v),
        "global_min_auc_pr": _sym.global_min_auc_pr(a) + 0 * v,
    }
    finv = {"f_inverse": lambda y: finv_mpmath(y, mpmath.mp.dps)}
    fn: MpFormula = sp.lambdify((a, v), exprs[name], modules=[finv, "mpmath"])
    return fn


def _conditioning(name: str, a: Fraction, v: Fraction, extra: int) -> int:
    """Digits lost near the global minimum ``m``: ``log10(k/(k - m))`` for the AUC-ROC bounds."""
    if name not in _AUC_PR_GIVEN or v == 0:
        return 0
    with mpmath.workdps(30 + extra):
        am, vm = _fraction_to_mpf(a), _fraction_to_mpf(v)
        excess = vm - mp_formula("global_min_auc_pr")(am, vm)
        return max(0, int(mpmath.log10(vm / excess))) if excess > 0 else 0


def mp_eval(name: str, skew: object, value: object, shape: tuple[int, ...], dps: object,
            edge: Edge) -> mpmath.mpf:
    """Evaluate formula ``name`` elementwise to ``dps`` verified digits; ``edge`` handles limits.

    ``skew`` and ``value`` are the caller's objects (taken exactly and validated exactly).
    """
    digits = check_dps(dps)
    fn = mp_formula(name)
    skews = exact_fractions(skew, shape, "skew", positive=True)
    values = exact_fractions(value, shape, "auc_pr" if name in _AUC_PR_GIVEN else "auc_roc")
    out = np.empty(shape, dtype=object)
    for idx in np.ndindex(*shape):
        a_fr, v_fr = skews[idx], values[idx]

        def compute(a_fr: Fraction = a_fr, v_fr: Fraction = v_fr) -> mpmath.mpf:
            a, v = _fraction_to_mpf(a_fr), _fraction_to_mpf(v_fr)
            special = edge(a, v)
            return special if special is not None else fn(a, v)

        extra = cancelled_digits(a_fr)
        out[idx] = converged(compute, digits, extra + _conditioning(name, a_fr, v_fr, extra))
    return out[()] if out.ndim == 0 else out


def no_edge(a: mpmath.mpf, v: mpmath.mpf) -> None:
    return None
