"""Davis & Goadrich's discrete PR points: one per unit of (weighted) true positives.

The points that :func:`numeric.data.curves.precision_recall_dg_curve` draws and
:func:`numeric.core.areas.auc_pr_dg_steps_from_steps` joins by straight lines.

References
----------
Davis & Goadrich (ICML 2006), Sec. 4 and Table 1.
"""

from __future__ import annotations

import math
from types import ModuleType
from typing import Literal, overload

import numpy as np
import numpy.typing as npt

from numeric.arrays import Array
from numeric.core.array_api import device_of, namespace_of
from numeric.core.inputs import ldexp
from numeric.core.records import RecallSteps, times_power_of_two

__all__ = [
    "MAX_DG_POINTS",
    "check_dg_point_count",
    "device_dg_points",
    "device_dg_precision",
    "dg_inner_points",
    "dg_point_count",
    "dg_point_count_within",
    "dg_points",
    "dg_precision",
]

FloatArray = npt.NDArray[np.float64]


# Davis & Goadrich's discrete method materializes one point per unit of TP.
MAX_DG_POINTS = 50_000_000


def dg_point_count(steps: RecallSteps) -> float:
    """How many points Davis & Goadrich's discrete method needs (one per unit of TP).

    Counted in the caller's units of weight (``steps.weight_exponent`` undone).

    Examples
    --------
    >>> from numeric.core.steps import recall_steps
    >>> dg_point_count(recall_steps([1, 1, 0], [0.9, 0.8, 0.1]))
    4.0
    """
    e = steps.weight_exponent
    xp = namespace_of(steps.tp0)
    if xp is not None:
        dtp_caller = times_power_of_two(steps.tp1 - steps.tp0, e)
        return float(xp.sum(xp.ceil(dtp_caller))) + float(steps.tp0.shape[0])
    dtp = steps.tp1 - steps.tp0 if e == 0 else ldexp(steps.tp1, e)
    if e:
        dtp -= ldexp(steps.tp0, e)  # as in_caller_units, without its FP arrays
    return float(np.sum(np.ceil(dtp, out=dtp))) + float(steps.tp0.size)


def dg_point_count_within(steps: RecallSteps, limit: float) -> bool:
    """Whether :func:`dg_point_count` is at most ``limit``, from a bound when it suffices.

    ``ceil(dTP) < dTP + 1`` on every step, so the count is below ``n_pos + 2 n_steps`` (in the
    caller's units): no pass over the steps when that is within the limit.

    Examples
    --------
    >>> from numeric.core.steps import recall_steps
    >>> dg_point_count_within(recall_steps([1, 1, 0], [0.9, 0.8, 0.1]), 4)
    True
    """
    try:
        n_pos = math.ldexp(steps.n_pos, steps.weight_exponent)
    except OverflowError:
        n_pos = math.inf
    if n_pos * (1.0 + 1e-9) + 2.0 * steps.tp0.shape[0] <= limit:
        return True
    return dg_point_count(steps) <= limit


def check_dg_point_count(steps: RecallSteps) -> None:
    """Raise the ValueError of :func:`dg_points` if more than :data:`MAX_DG_POINTS` are needed.

    Examples
    --------
    >>> from numeric.core.steps import recall_steps
    >>> check_dg_point_count(recall_steps([1, 0], [0.9, 0.1], sample_weight=[1e9, 1.0]))
    Traceback (most recent call last):
    ...
    ValueError: Davis & Goadrich's discrete curve needs one point per unit of (weighted) TP: ...
    """
    if dg_point_count_within(steps, MAX_DG_POINTS):
        return
    n_points = dg_point_count(steps)
    if not n_points <= MAX_DG_POINTS:
        raise ValueError(
            "Davis & Goadrich's discrete curve needs one point per unit of (weighted) TP: "
            f"{n_points:.3g} points here, at most {MAX_DG_POINTS:,} are allowed; rescale "
            "sample_weight (e.g. divide it by its mean)"
        )


def dg_points(steps: RecallSteps) -> tuple[FloatArray, FloatArray]:
    """Davis & Goadrich's discrete points ``(tp, fp)`` of every step (start, unit TP steps, end).

    Each step contributes its start, the points ``tp0 + x`` for ``x = 1, 2, ...`` below ``tp1``,
    and its end. Consecutive steps share a recall (the end of one and the start of the next
    differ only in FP). Used by :func:`precision_recall_dg_curve` and
    :func:`numeric.data.auc.auc_pr_dg_steps_score`; ``steps`` is assumed valid.

    Raises
    ------
    ValueError
        If more than :data:`MAX_DG_POINTS` points would be needed (weights in the billions ask
        for one point per unit of weighted TP), before allocating them.

    Examples
    --------
    >>> from numeric.core.steps import recall_steps
    >>> tp, fp = dg_points(recall_steps([1, 0, 1, 1, 0], [3, 2, 2, 2, 1]))
    >>> tp, fp
    (array([0., 1., 1., 2., 3.]), array([0. , 0. , 0. , 0.5, 1. ]))
    """
    check_dg_point_count(steps)
    if (xp := namespace_of(steps.tp0)) is not None:
        return device_dg_points(steps, xp)[:2]
    steps = steps.in_caller_units()
    dtp = steps.tp1 - steps.tp0
    slope = (steps.fp1 - steps.fp0) / dtp
    per = dg_inner_points(dtp) + 2
    seg = np.repeat(np.arange(dtp.size), per)
    offsets = np.arange(seg.size) - np.repeat(np.cumsum(per) - per, per)
    x = offsets.astype(np.float64)
    last = offsets == np.repeat(per - 1, per)
    x[last] = dtp[seg[last]]
    tp = steps.tp0[seg] + x
    fp = steps.fp0[seg] + slope[seg] * x
    fp[last] = steps.fp1[seg[last]]
    tp[last] = steps.tp1[seg[last]]
    return tp, fp


@overload
def dg_inner_points(dtp: FloatArray) -> npt.NDArray[np.intp]: ...


@overload
def dg_inner_points(dtp: FloatArray, *, as_float: Literal[True]) -> FloatArray: ...


def dg_inner_points(dtp: FloatArray, *,
                    as_float: bool = False) -> npt.NDArray[np.intp] | FloatArray:
    """How many of Davis & Goadrich's unit points lie strictly inside steps of ``dtp`` TP.

    ``ceil(dtp) - 1`` (at least 0); a tolerance of ``1e-9`` keeps weighted sums such as
    ``2.9999999999`` from gaining a point. ``as_float=True``: the same counts as float64.

    Examples
    --------
    >>> dg_inner_points(np.array([0.5, 1.0, 2.5, 3.0 - 1e-12]))
    array([0, 0, 2, 2])
    """
    x = np.subtract(dtp, 1e-9)
    np.ceil(x, out=x)
    x -= 1.0
    np.maximum(x, 0.0, out=x)
    if as_float:
        return x
    out: npt.NDArray[np.intp] = x.astype(np.intp)
    return out


def dg_precision(tp: FloatArray, fp: FloatArray) -> FloatArray:
    """Precision of DG points; at ``tp = fp = 0`` the limit along the first step.

    Examples
    --------
    >>> dg_precision(np.array([0.0, 2.0, 3.0]), np.array([0.0, 2.0, 5.0]))
    array([0.5  , 0.5  , 0.375])
    """
    if (xp := namespace_of(tp)) is not None:
        return device_dg_precision(tp, fp, xp)
    with np.errstate(invalid="ignore", divide="ignore"):
        precision = tp / (tp + fp)
    origin = (tp == 0) & (fp == 0)
    if origin.any():  # only the very first point can be the origin; its limit is point 1's value
        precision[origin] = precision[np.flatnonzero(origin) + 1]
    return precision


def device_dg_points(steps: RecallSteps, xp: ModuleType) -> tuple[Array, Array, Array]:
    """:func:`numeric.core.dg_points.dg_points` on the device (caller units), with the index of
    the step of each point: its start, its unit-TP points, its end.

    Examples
    --------
    >>> import array_api_strict as xp
    >>> from numeric.core.steps import recall_steps
    >>> d = xp.Device("device1")
    >>> steps = recall_steps(xp.asarray([1, 0, 1, 1, 0], device=d),
    ...                      xp.asarray([3, 2, 2, 2, 1], device=d))
    >>> tp, fp, step = device_dg_points(steps, xp)  # the points of dg_points
    >>> [float(v) for v in tp], [float(v) for v in fp]
    ([0.0, 1.0, 1.0, 2.0, 3.0], [0.0, 0.0, 0.0, 0.5, 1.0])
    """
    e = steps.weight_exponent
    tp0, fp0 = times_power_of_two(steps.tp0, e), times_power_of_two(steps.fp0, e)
    tp1, fp1 = times_power_of_two(steps.tp1, e), times_power_of_two(steps.fp1, e)
    dtp = tp1 - tp0
    slope = (fp1 - fp0) / dtp
    inner = xp.maximum(xp.ceil(dtp - 1e-9) - 1.0, 0.0)
    per = xp.astype(inner, xp.int64) + 2  # start, the unit points, end
    device = device_of(tp0)
    seg = xp.repeat(xp.arange(int(tp0.shape[0]), device=device), per)
    starts = xp.cumulative_sum(per) - per
    offset = xp.arange(int(seg.shape[0]), device=device) - xp.take(starts, seg)
    last = offset == xp.take(per - 1, seg)
    x = xp.where(last, xp.take(dtp, seg), xp.astype(offset, tp0.dtype))
    tp = xp.where(last, xp.take(tp1, seg), xp.take(tp0, seg) + x)
    fp = xp.where(last, xp.take(fp1, seg), xp.take(fp0, seg) + xp.take(slope, seg) * x)
    return tp, fp, seg


def device_dg_precision(tp: Array, fp: Array, xp: ModuleType) -> Array:
    """:func:`numeric.core.dg_points.dg_precision` on the device: at the origin (only ever the
    first point) the next point's precision.

    Examples
    --------
    >>> import array_api_strict as xp
    >>> d = xp.Device("device1")
    >>> p = device_dg_precision(xp.asarray([0.0, 2.0, 3.0], device=d),
    ...                         xp.asarray([0.0, 2.0, 5.0], device=d), xp)
    >>> [float(v) for v in p]
    [0.5, 0.5, 0.375]
    """
    precision = tp / (tp + fp)
    if int(tp.shape[0]) > 1 and float(tp[0]) == 0.0 and float(fp[0]) == 0.0:
        first = xp.arange(int(tp.shape[0]), device=device_of(tp)) == 0
        precision = xp.where(first, xp.roll(precision, -1), precision)
    return precision
