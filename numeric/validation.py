"""Argument checks for the public boundary of :mod:`numeric`.

Every public function validates its arguments here, once, and nowhere deeper. Messages name the
parameter, the rule and the offending value (``skew must be > 0, got -1.0``); a wrong *type* raises
:class:`TypeError`, a wrong *value* raises :class:`ValueError`. For arrays the first offending
element is reported with its index.

Nothing passed in is modified: every check returns a new float64 array (or a Python float when the
input was a scalar) and leaves its argument untouched.
"""

from __future__ import annotations

import numbers
import operator
from typing import TYPE_CHECKING, TypeAlias

import numpy as np
import numpy.typing as npt

from analytic.precision import MAX_DPS

__all__ = [
    "ValueArray",
    "as_float_array",
    "check_dps",
    "check_interval",
    "check_level",
    "check_positive",
    "check_positive_int",
    "check_unit_range",
    "first_bad",
]

if TYPE_CHECKING:  # numpy's scalar types are generic only in its stubs
    ValueArray: TypeAlias = npt.NDArray[np.generic[object]]
else:
    #: An array of any dtype (labels, fold identifiers): its values are compared, not computed.
    ValueArray = npt.NDArray[np.generic]


def first_bad(mask: npt.NDArray[np.bool_], values: npt.NDArray[np.float64]) -> str:
    """Describe the first ``True`` of ``mask`` as ``'<value>'`` or ``'<value> (at index i)'``."""
    flat = np.flatnonzero(np.ravel(mask))
    i = int(flat[0])
    v = float(np.ravel(values)[i])
    return f"{v!r}" if values.ndim == 0 else f"{v!r} (at index {i})"


def as_float_array(x: npt.ArrayLike, name: str) -> npt.NDArray[np.float64]:
    """Return ``x`` as a new float64 array, raising a clear error for non-numeric or NaN input.

    Parameters
    ----------
    x : array_like
        Real numbers (Python or numpy scalars, sequences, arrays). Booleans, strings and complex
        numbers are rejected.
    name : str
        The parameter's name, used in messages.

    Returns
    -------
    ndarray of float64
        A copy; the caller's object is never modified.

    Examples
    --------
    >>> as_float_array([1, 2.5], "skew")
    array([1. , 2.5])
    >>> as_float_array("x", "skew")
    Traceback (most recent call last):
    ...
    TypeError: skew must be a real number or an array of real numbers, got str
    """
    arr = np.asarray(x)
    if arr.dtype == object:
        try:
            arr = arr.astype(np.float64)
        except (TypeError, ValueError):
            raise TypeError(
                f"{name} must be a real number or an array of real numbers, "
                f"got {type(x).__name__}"
            ) from None
    if arr.dtype.kind not in "iuf":
        raise TypeError(
            f"{name} must be a real number or an array of real numbers, got "
            + (type(x).__name__ if arr.ndim == 0 else f"an array of dtype {arr.dtype}")
        )
    out = np.array(arr, dtype=np.float64, copy=True)
    nan = np.isnan(out)
    if nan.any():
        raise ValueError(f"{name} must not be NaN, got {first_bad(nan, out)}")
    return out


def _scalar_or_array(out: npt.NDArray[np.float64]) -> float | npt.NDArray[np.float64]:
    return float(out) if out.ndim == 0 else out


def check_positive(x: npt.ArrayLike, name: str) -> float | npt.NDArray[np.float64]:
    """Check that every value of ``x`` is finite and ``> 0``.

    Examples
    --------
    >>> check_positive(2, "skew")
    2.0
    >>> check_positive(-1.0, "skew")
    Traceback (most recent call last):
    ...
    ValueError: skew must be > 0, got -1.0
    """
    out = as_float_array(x, name)
    bad = ~(out > 0)
    if bad.any():
        raise ValueError(f"{name} must be > 0, got {first_bad(bad, out)}")
    inf = np.isinf(out)
    if inf.any():
        raise ValueError(f"{name} must be finite, got {first_bad(inf, out)}")
    return _scalar_or_array(out)


def check_interval(
    x: npt.ArrayLike,
    name: str,
    lo: float = 0.0,
    hi: float = 1.0,
    *,
    closed: str = "both",
) -> float | npt.NDArray[np.float64]:
    """Check that every value of ``x`` lies in an interval from ``lo`` to ``hi``.

    Parameters
    ----------
    closed : {'both', 'left', 'right', 'neither'}, default='both'
        Which ends belong to the interval.

    Examples
    --------
    >>> check_interval(0.5, "prevalence", closed="neither")
    0.5
    >>> check_interval([0.2, 1.0], "prevalence", closed="neither")
    Traceback (most recent call last):
    ...
    ValueError: prevalence must be in (0, 1), got 1.0 (at index 1)
    """
    out = as_float_array(x, name)
    left_closed = closed in ("both", "left")
    right_closed = closed in ("both", "right")
    ok_lo = out >= lo if left_closed else out > lo
    ok_hi = out <= hi if right_closed else out < hi
    bad = ~(ok_lo & ok_hi)
    if bad.any():
        interval = (
            ("[" if left_closed else "(")
            + f"{lo:g}, {hi:g}"
            + ("]" if right_closed else ")")
        )
        raise ValueError(f"{name} must be in {interval}, got {first_bad(bad, out)}")
    return _scalar_or_array(out)


def check_positive_int(x: object, name: str) -> int:
    """Check that ``x`` is an integer ``>= 1`` (a float with an integral value is accepted).

    Examples
    --------
    >>> check_positive_int(20, "n_pos")
    20
    >>> check_positive_int(2.5, "n_pos")
    Traceback (most recent call last):
    ...
    ValueError: n_pos must be a positive integer, got 2.5
    >>> check_positive_int(0, "n_neg")
    Traceback (most recent call last):
    ...
    ValueError: n_neg must be a positive integer, got 0
    """
    if isinstance(x, bool) or not isinstance(x, numbers.Real):
        raise TypeError(f"{name} must be a positive integer, got {type(x).__name__}")
    try:
        value = operator.index(x)  # type: ignore[arg-type]
    except TypeError:
        fx = float(x)
        if not (np.isfinite(fx) and fx.is_integer()):
            raise ValueError(f"{name} must be a positive integer, got {x!r}") from None
        value = int(fx)
    if value < 1:
        raise ValueError(f"{name} must be a positive integer, got {x!r}")
    return value


def check_unit_range(value: object, name: str, ends: tuple[str, str]) -> tuple[float, float]:
    """Check a sub-range ``(lo, hi)`` of [0, 1] with ``0 <= lo < hi <= 1``; return it as floats.

    ``ends`` names the two ends in messages (``("r0", "r1")`` for a recall range).

    Examples
    --------
    >>> check_unit_range((0, 0.5), "fpr_range", ("f0", "f1"))
    (0.0, 0.5)
    >>> check_unit_range((0.5, 0.2), "recall_range", ("r0", "r1"))
    Traceback (most recent call last):
    ...
    ValueError: recall_range must satisfy 0 <= r0 < r1 <= 1, got (0.5, 0.2)
    """
    lo_name, hi_name = ends
    if (
        not isinstance(value, (tuple, list))
        or len(value) != 2
        or not all(isinstance(v, numbers.Real) and not isinstance(v, bool) for v in value)
    ):
        raise TypeError(f"{name} must be a pair of numbers ({lo_name}, {hi_name}), got {value!r}")
    lo, hi = float(value[0]), float(value[1])
    if not (0.0 <= lo < hi <= 1.0):
        raise ValueError(
            f"{name} must satisfy 0 <= {lo_name} < {hi_name} <= 1, got ({lo!r}, {hi!r})"
        )
    return lo, hi


def check_dps(dps: object) -> int:
    """Check an mpmath precision ``dps`` (decimal digits): an integer in ``[1, MAX_DPS]``.

    ``MAX_DPS`` (:data:`analytic.precision.MAX_DPS`, 100000) keeps a mistyped precision from
    asking for terabytes of memory.

    Examples
    --------
    >>> check_dps(30)
    30
    >>> check_dps(0)
    Traceback (most recent call last):
    ...
    ValueError: dps must be a positive integer, got 0
    >>> check_dps(10**12)
    Traceback (most recent call last):
    ...
    ValueError: dps must be <= 100000, got 1000000000000
    """
    value = check_positive_int(dps, "dps")
    if value > MAX_DPS:
        raise ValueError(f"dps must be <= {MAX_DPS}, got {dps!r}")
    return value


def check_level(level: object, name: str = "level") -> float:
    """A confidence level strictly between 0 and 1.

    Examples
    --------
    >>> check_level(0.95)
    0.95
    >>> check_level(95)
    Traceback (most recent call last):
    ...
    ValueError: level must be in (0, 1), got 95
    """
    if not isinstance(level, numbers.Real) or isinstance(level, bool):
        raise TypeError(f"{name} must be a number in (0, 1), got {type(level).__name__}")
    if not 0.0 < float(level) < 1.0:
        raise ValueError(f"{name} must be in (0, 1), got {level!r}")
    return float(level)
