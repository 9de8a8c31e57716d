"""Validation of the data arguments, once, at the kernel's door.

``y_true, y_score, sample_weight`` are checked here (shapes, finite scores, integer scores that
float64 holds exactly, nonnegative finite weights) and weights are rescaled by a power of two so
that no sum over- or underflows (:mod:`numeric.core.weight_scale`). Every message names the
parameter, the rule and the value.
"""

from __future__ import annotations

import math

import numpy as np
import numpy.typing as npt

from numeric.core.weight_scale import CLASS_FLOOR, class_floor_exponent, scale_exponent
from numeric.validation import ValueArray, as_float_array, first_bad

__all__ = [
    "as_1d",
    "check_exact_integers",
    "check_pair",
    "ldexp",
    "rescale_exponent",
    "rescaled",
    "scale_in_place",
    "score_array",
    "weight_array",
]

FloatArray = npt.NDArray[np.float64]


def check_pair(y_true: npt.ArrayLike, y_score: npt.ArrayLike) -> tuple[ValueArray, FloatArray]:
    y = as_1d(y_true, "y_true")
    score = score_array(y_score)
    if y.shape[0] != score.shape[0]:
        raise ValueError(
            f"y_true and y_score must have the same length, got {y.shape[0]} and {score.shape[0]}"
        )
    if y.shape[0] == 0:
        raise ValueError("y_true and y_score must not be empty, got 0 samples")
    return y, score


def as_1d(x: npt.ArrayLike, name: str) -> ValueArray:
    arr = np.asarray(x)
    if arr.ndim != 1:
        raise ValueError(f"{name} must be 1-D, got an array of shape {arr.shape}")
    return arr


def score_array(y_score: npt.ArrayLike) -> FloatArray:
    """The scores as float64 (no copy when they already are), checked finite."""
    arr = as_1d(y_score, "y_score")
    if arr.dtype.kind not in "biuf":
        arr = as_float_array(arr, "y_score") if arr.dtype == object else arr
        if arr.dtype.kind not in "biuf":
            raise TypeError(f"y_score must be an array of real numbers, got dtype {arr.dtype}")
    score: FloatArray = arr.astype(np.float64, copy=False)  # no copy when already float64
    if arr.dtype.kind in "iu":
        check_exact_integers(arr, score)
    finite = np.isfinite(score)
    if not finite.all():
        bad = np.flatnonzero(~finite)
        i = int(bad[0])
        plural = "values" if bad.size > 1 else "value"
        raise ValueError(
            f"y_score must be finite, got {bad.size} NaN or infinite {plural}, "
            f"the first at index {i} ({float(score[i])!r})"
        )
    return score


def check_exact_integers(arr: ValueArray, score: FloatArray) -> None:
    """Refuse integer scores that float64 does not hold (beyond ``2**53``, not a multiple of
    the spacing there): rounding would silently tie distinct scores and change every area."""
    limit = 2**53
    big = np.flatnonzero(np.abs(score) >= limit)  # the candidates (the float rounds up or down)
    if big.size == 0:
        return
    inexact = [int(i) for i in big if int(score[i]) != int(arr[i])]
    if inexact:
        i = inexact[0]
        raise ValueError(
            f"y_score must hold integers that float64 represents exactly (|y_score| <= 2**53 "
            f"= {limit}, or multiples of the float spacing beyond), got {int(arr[i])} at index "
            f"{i}, which would round to {int(score[i])}"
        )


def weight_array(sample_weight: npt.ArrayLike, n: int) -> FloatArray:
    """The weights as float64 (no copy when they already are), checked; never modified."""
    arr = np.asarray(sample_weight)
    if arr.dtype == np.float64 and arr.ndim == 1 and arr.shape[0] == n and n:
        # Valid weights pass on two reductions (NaN makes both comparisons false); any
        # other goes through the checks below, which name the first bad value.
        if float(arr.min()) >= 0.0 and float(arr.max()) < math.inf:
            return arr
    if arr.dtype == np.float64:
        weight = arr
        nan = np.isnan(weight)
        if nan.any():
            raise ValueError(f"sample_weight must not be NaN, got {first_bad(nan, weight)}")
    else:
        weight = as_float_array(arr, "sample_weight")
    if weight.ndim != 1:
        raise ValueError(f"sample_weight must be 1-D, got an array of shape {weight.shape}")
    if weight.shape[0] != n:
        raise ValueError(
            f"sample_weight must have the same length as y_true, got {weight.shape[0]} and {n}"
        )
    negative = weight < 0
    if negative.any():
        raise ValueError(f"sample_weight must be >= 0, got {first_bad(negative, weight)}")
    inf = np.isinf(weight)
    if inf.any():
        raise ValueError(f"sample_weight must be finite, got {first_bad(inf, weight)}")
    return weight


def rescaled(weight: FloatArray,
              is_pos: npt.NDArray[np.bool_] | None = None) -> tuple[FloatArray, int]:
    """``(weight * 2**-e, e)`` with ``e`` the exponent that puts the largest weight in
    ``[0.5, 1)``: exact (no rounding) except for weights below ``2**-1074`` times the largest,
    which count as zero. A new array; the caller's is never modified.

    With ``is_pos``, when the classes' largest weights are so far apart that the smaller class
    would fall below ``2**-CLASS_FLOOR`` (positives 1e200, negatives 1e-200: the negatives
    underflowed to 0 and "y_true has no negative samples"), the scale is raised just enough to
    keep that class's largest weight at ``2**-CLASS_FLOOR``, as long as ``n`` times the
    largest weight stays finite (:func:`numeric.core.weight_scale.class_floor_exponent`);
    every area is a ratio of sums or rates, so none overflows.
    """
    exponent = rescale_exponent(weight, is_pos)
    if exponent == 0 and not (weight.size and float(weight.max()) > 0.0):
        return weight, 0
    return ldexp(weight, -exponent), exponent


def rescale_exponent(weight: FloatArray, is_pos: npt.NDArray[np.bool_] | None = None) -> int:
    """The exponent ``e`` of :func:`rescaled` (0 when every weight is 0)."""
    top = float(weight.max()) if weight.size else 0.0
    if top == 0.0:
        return 0
    if is_pos is not None and _classes_far_apart(weight, is_pos, top):
        low = min(float(weight.max(where=is_pos, initial=0.0)),
                  float(weight.max(where=~is_pos, initial=0.0)))
        return class_floor_exponent(top, low, weight.size)
    return scale_exponent(top)


def scale_in_place(x: FloatArray, exponent: int) -> FloatArray:
    """``x * 2**exponent`` in place, as :func:`ldexp`; ``x`` returned."""
    if exponent == 0:
        return x
    if -1022 <= exponent <= 1023:
        x *= math.ldexp(1.0, exponent)
        return x
    np.ldexp(x, exponent, out=x)
    return x


def _classes_far_apart(weight: FloatArray, is_pos: npt.NDArray[np.bool_], top: float) -> bool:
    """Whether both classes are present and one's largest weight may lie below
    ``top * 2**-CLASS_FLOOR``; ``False`` at once when the first samples show weights above
    that in both classes (the usual case: no pass over the data)."""
    bound = math.ldexp(top, -CLASS_FLOOR)
    head, head_pos = weight[:_HEAD], is_pos[:_HEAD]
    if bool(np.any(head[head_pos] >= bound)) and bool(np.any(head[~head_pos] >= bound)):
        return False
    return bool(is_pos.any()) and not bool(is_pos.all())


_HEAD = 4096  # samples looked at by _classes_far_apart before it scans them all


def ldexp(x: FloatArray, exponent: int) -> FloatArray:
    """``x * 2**exponent`` as :func:`numpy.ldexp` (a new array, correctly rounded), by one
    multiplication when ``2**exponent`` is a normal float (several times faster)."""
    if -1022 <= exponent <= 1023:
        out: FloatArray = np.multiply(x, math.ldexp(1.0, exponent))
        return out
    return np.ldexp(x, exponent)
