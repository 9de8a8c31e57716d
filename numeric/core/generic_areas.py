"""The kernel's last stage in any array-API namespace: the exact areas of recall steps.

The generic twin of :mod:`numeric.core.areas` for steps whose arrays are not numpy's (built by
:func:`numeric.core.generic_steps.device_recall_steps`): the same closed forms, term by term
(:func:`numeric.core.segments.segment_area_terms` and
:func:`numeric.core.step_sums.segment_deficit` take the namespace as an argument), each sum
reduced on the device and returned as a Python float. numpy's path merges runs of pure rises and
walks Davis & Goadrich's unit points step by step to save memory; here every segment is one term
and the discrete points are built at once (at most :data:`numeric.core.dg_points.MAX_DG_POINTS`,
as there), so the two agree to rounding (tested to 1e-12 relative).
"""

from __future__ import annotations

import math
from types import ModuleType

from numeric.arrays import Array
from numeric.core.array_api import device_of
from numeric.core.dg_points import device_dg_points, device_dg_precision
from numeric.core.records import AreaSums, RecallSteps, times_power_of_two
from numeric.core.segments import segment_area_terms
from numeric.core.step_sums import dg_whole_step_sum, segment_deficit

__all__ = ["device_areas"]

_NAN = float("nan")


def _clip(steps: RecallSteps, r0: float, r1: float, xp: ModuleType
          ) -> tuple[Array, Array, Array, Array]:
    """:func:`numeric.core.areas.clip_steps`: each step cut to ``r0 <= recall <= r1``."""
    tp0, fp0, tp1, fp1 = steps.tp0, steps.fp0, steps.tp1, steps.fp1
    if (r0, r1) == (0.0, 1.0):
        return tp0, fp0, tp1, fp1
    lo, hi = r0 * steps.n_pos, (steps.n_pos if r1 == 1.0 else r1 * steps.n_pos)
    slope = (fp1 - fp0) / (tp1 - tp0)
    tpa = xp.minimum(xp.maximum(xp.minimum(xp.maximum(tp0, lo), hi), tp0), tp1)
    tpb = xp.minimum(xp.maximum(xp.minimum(xp.maximum(tp1, lo), hi), tp0), tp1)

    def along(tp: Array) -> Array:
        inner = xp.minimum(xp.maximum(fp0 + slope * (tp - tp0), fp0), fp1)
        out: Array = xp.where(tp == tp1, fp1, xp.where(tp == tp0, fp0, inner))
        return out

    fpa = along(tpa)
    return tpa, fpa, tpb, xp.maximum(along(tpb), fpa)


def device_areas(steps: RecallSteps, r0: float, r1: float, xp: ModuleType, *,
                 dg_steps: bool = True) -> AreaSums:
    """:func:`numeric.core.areas.areas_from_steps` on the device: ``(auc_pr, auc_pr_dg_steps,
    average_precision, auc_roc, pr_deficit)``, NaN where undefined (as there).

    Examples
    --------
    >>> import array_api_strict as xp
    >>> from numeric.core.steps import recall_steps
    >>> d = xp.Device("device1")
    >>> steps = recall_steps(xp.asarray([0, 0, 1, 1], device=d),
    ...                      xp.asarray([0.1, 0.4, 0.35, 0.8], device=d))
    >>> a = device_areas(steps, 0.0, 1.0, xp)
    >>> a.auc_roc, a.average_precision, round(a.auc_pr, 6)  # as numpy's path
    (0.75, 0.8333333333333333, 0.797267)
    """
    tpa, fpa, tpb, fpb = _clip(steps, r0, r1, xp)
    dtp = tpb - tpa
    area = float(xp.sum(segment_area_terms(tpa, fpa, tpb, fpb, xp))) / steps.n_pos
    ap = float(xp.sum(dtp * (steps.tp1 / (steps.tp1 + steps.fp1)))) / steps.n_pos
    roc = lost = _NAN
    if steps.n_neg > 0:
        below = steps.n_neg - (fpa + fpb) * 0.5  # negatives below each step's middle
        roc = float(xp.sum(below * dtp)) / (steps.n_pos * steps.n_neg)
        lost = float(xp.sum(segment_deficit(tpa, fpa, tpb, fpb, xp)))
    dg = _dg_trapezoid_sum(steps, r0, r1, xp) if dg_steps else _NAN
    return AreaSums(area, dg, ap, roc, lost)


def _dg_trapezoid_sum(steps: RecallSteps, r0: float, r1: float, xp: ModuleType) -> float:
    """:func:`numeric.core.step_sums.dg_trapezoid_sum`: Davis & Goadrich's composite trapezoid
    through the start, the unit-TP points and the end of every step (caller units), the
    zero-width joins between steps left out; the origin's precision is the next point's."""
    k = int(steps.tp0.shape[0])
    if k == 0:
        return 0.0
    e = steps.weight_exponent
    dtp_caller = times_power_of_two(steps.tp1 - steps.tp0, e)
    if float(xp.max(dtp_caller)) - 1e-9 <= 1.0:
        # No inner point anywhere: one trapezoid per step, scale-free (rescaled units).
        tp0, fp0, tp1, fp1, n_pos = steps.tp0, steps.fp0, steps.tp1, steps.fp1, steps.n_pos
        p_end = tp1 / (tp1 + fp1)
        p_start = tp0 / (tp0 + fp0)
        if float(tp0[0]) == 0.0 and float(fp0[0]) == 0.0:
            first = xp.arange(k, device=device_of(tp0)) == 0
            p_start = xp.where(first, p_end, p_start)
        return _trapezoids(tp0, tp1, p_start, p_end, n_pos, r0, r1, xp)
    if (r0, r1) == (0.0, 1.0):  # whole steps: in closed form, no point built, no cap
        caller = steps.in_caller_units()
        total = dg_whole_step_sum(caller.tp0, caller.fp0, caller.tp1, caller.fp1, xp)
        return min(total / caller.n_pos, 1.0)  # (a sum of 1e9 points may round past 1)
    tp, fp, seg = device_dg_points(steps, xp)
    n_pos = math.ldexp(steps.n_pos, e)
    precision = device_dg_precision(tp, fp, xp)
    same_step = seg[1:] == seg[:-1]
    zero = xp.zeros_like(tp[1:])
    return _trapezoids(xp.where(same_step, tp[:-1], zero), xp.where(same_step, tp[1:], zero),
                       precision[:-1], precision[1:], n_pos, r0, r1, xp)


def _trapezoids(ta: Array, tb: Array, pa: Array, pb: Array, n_pos: float, r0: float,
                r1: float, xp: ModuleType) -> float:
    """``sum`` of the trapezoids ``(ta/n_pos, pa) -> (tb/n_pos, pb)`` cut to ``[r0, r1]``
    (zero-width ones add 0, whatever their precisions)."""
    ra, rb = ta / n_pos, tb / n_pos
    width = rb - ra
    if (r0, r1) == (0.0, 1.0):
        return float(xp.sum(xp.where(width > 0, (pa + pb) * width, 0.0))) * 0.5
    ca = xp.minimum(xp.maximum(ra, r0), r1)
    cb = xp.minimum(xp.maximum(rb, r0), r1)
    safe = xp.where(width > 0, width, 1.0)
    slope = xp.where(width > 0, (pb - pa) / safe, 0.0)
    qa = pa + slope * (ca - ra)
    qb = pa + slope * (cb - ra)
    return float(xp.sum(xp.where(width > 0, (cb - ca) * 0.5 * (qa + qb), 0.0)))
