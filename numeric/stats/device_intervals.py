r"""The analytic intervals of AUC-ROC, AUC-PR and AP for data on a device (any array-API array).

DeLong's interval of AUC-ROC and the influence-function intervals of AUC-PR and AP
(:mod:`numeric.stats.pr_influence`) depend on the data only through per-score sums: for each
distinct score, the positives' and negatives' weights and the sums of their squares. Here those
sums are taken on the device, after one sort (:func:`numeric.core.generic_steps.device_data`
validates); the step partial derivatives (:func:`numeric.stats.pr_influence.step_partials`) and
their suffix sums give every row's derivative, per score, and the variance is reduced on the
device. Only the estimates and the variances (Python floats) reach the host, and the intervals
are built from them exactly as on numpy's path
(:func:`numeric.stats.pr_influence.intervals_from_moments`).

The bootstrap needs random draws and per-bin counts of them, which the array API does not offer:
on a device, ``method='auto'`` is the influence-logit interval from
:data:`~numeric.stats.intervals.INFLUENCE_MIN_POSITIVES` (effective) positives, and refused below
(where numpy's path takes the studentized bootstrap), naming the methods that run there.

References
----------
DeLong, DeLong & Clarke-Pearson (1988); Boyd, Eng & Page (ECML PKDD 2013), Secs. 2-3; Jaeckel
(1972), the infinitesimal jackknife.
"""

from __future__ import annotations

from types import ModuleType

from numeric.arrays import Array
from numeric.confidence import AreaIntervals
from numeric.core.areas import areas_from_steps
from numeric.core.array_api import Namespace, device_of
from numeric.core.generic_steps import (
    DeviceData,
    cumulative_at_ties,
    device_data,
    totals_from_cumulative,
)
from numeric.core.records import RecallSteps
from numeric.stats.pr_influence import intervals_from_moments, step_partials

__all__ = ["DEVICE_CI_METHODS", "device_area_intervals"]

#: The AUC-PR/AP interval methods that run on a device (every AUC-ROC one but the bootstrap's).
DEVICE_CI_METHODS = ("auto", "influence-logit", "influence", "logit")


def device_area_intervals(y_true: object, y_score: object, sample_weight: object,
                          pos_label: object, ns: Namespace, level: float, method: str,
                          auc_roc_method: str, influence_min_positives: float,
                          stacklevel: int = 4) -> AreaIntervals:
    """:func:`numeric.stats.intervals.area_intervals` of data on a device (arguments checked
    by the caller): DeLong's AUC-ROC interval, influence or logit intervals of AUC-PR and AP.

    Examples
    --------
    >>> import array_api_strict as xp
    >>> import numpy as np
    >>> from numeric.core.array_api import data_namespace
    >>> rng = np.random.default_rng(0)
    >>> y = (rng.random(400) < 0.5).astype(int)
    >>> s = xp.asarray(rng.standard_normal(400) + y, device=xp.Device("device1"))
    >>> r = device_area_intervals(y, s, None, None, data_namespace([("y_score", s)]), 0.95,
    ...                           "influence-logit", "delong", 100)
    >>> r.method, round(r.auc_pr.low, 4), round(r.auc_pr.high, 4)
    ('influence-logit', 0.702, 0.8025)
    """
    if method not in DEVICE_CI_METHODS or auc_roc_method != "delong":
        raise ValueError(
            f"ci_method must be one of {list(DEVICE_CI_METHODS)} and auc_roc_ci_method 'delong' "
            f"for arrays on a device ({ns.name} on {ns.device}; the bootstrap runs on numpy "
            f"arrays only), got ci_method={method!r}, auc_roc_ci_method={auc_roc_method!r}")
    d = _dropped_zero_weights(device_data(y_true, y_score, sample_weight, pos_label, ns))
    sums = _score_sums(d)
    if method == "auto":
        n_eff = _effective_positives(d)
        if n_eff < influence_min_positives:
            raise ValueError(
                f"ci_method='auto' takes the studentized bootstrap interval below "
                f"{influence_min_positives:g} positives ({n_eff:.6g} here), which runs on numpy "
                f"arrays only: pass ci_method='influence-logit' or 'logit' for arrays on "
                f"{ns.name}")
        method = "influence-logit"
    quantities = ("auc_roc", "auc_pr", "average_precision")
    moments = _moments(sums, quantities, ns.xp)
    transform = {"influence-logit": "logit", "influence": None}.get(method)
    rows = (int(sums.rows_pos), int(sums.rows_neg))
    if method == "logit":
        out = intervals_from_moments(moments, rows, level, ("auc_roc",), None, stacklevel + 1)
        n_eff = _effective_positives(d)
        from numeric.stats.bootstrap import logit_interval

        pr = logit_interval(moments["auc_pr"][0], n_eff, level=level)
        ap = logit_interval(moments["average_precision"][0], n_eff, level=level)
        return AreaIntervals(out["auc_roc"], pr, ap, level, "logit", "delong", None, None)
    out = intervals_from_moments(moments, rows, level, quantities, transform, stacklevel + 1)
    return AreaIntervals(out["auc_roc"], out["auc_pr"], out["average_precision"], level, method,
                         "delong", None, None)


class _ScoreSums:
    """Per distinct score (decreasing): weights and squared weights of each class."""

    def __init__(self, pos: Array, neg: Array, pos_sq: Array, neg_sq: Array, rows_pos: float,
                 rows_neg: float) -> None:
        self.pos, self.neg, self.pos_sq, self.neg_sq = pos, neg, pos_sq, neg_sq
        self.rows_pos, self.rows_neg = rows_pos, rows_neg


def _dropped_zero_weights(d: DeviceData) -> DeviceData:
    if d.weight is None:
        return d
    keep = d.weight > 0
    if bool(d.ns.xp.all(keep)):
        return d
    return DeviceData(d.ns, d.score[keep], d.is_pos[keep], d.weight[keep], d.exponent)


def _score_sums(d: DeviceData) -> _ScoreSums:
    xp = d.ns.xp
    pos = xp.astype(d.is_pos, d.ns.float_dtype)
    w = pos * 0.0 + 1.0 if d.weight is None else d.weight
    columns = [w * pos, w - w * pos, w * w * pos, w * w - w * w * pos]
    rows_pos = float(xp.sum(pos))
    _, cums = cumulative_at_ties(d.score, columns, xp, descending=True)
    p, q, p2, q2 = (totals_from_cumulative(c, xp) for c in cums)
    return _ScoreSums(p, q, p2, q2, rows_pos, float(d.n) - rows_pos)


def _effective_positives(d: DeviceData) -> float:
    """:func:`numeric.stats.intervals.effective_positives` on the device: the positives' count,
    or Kish's ``(sum w)^2 / sum w^2`` of their weights divided by the largest (equal weights
    give the count exactly)."""
    xp = d.ns.xp
    pos = xp.astype(d.is_pos, d.ns.float_dtype)
    if d.weight is None:
        return float(xp.sum(pos))
    top = float(xp.max(d.weight * pos))
    if top <= 0.0:
        return 0.0
    u = (d.weight / top) * pos
    return float(xp.sum(u)) ** 2 / float(xp.sum(u * u))


def _suffix(x: Array, xp: ModuleType) -> Array:
    """``out[j] = sum(x[j:])`` for ``j = 0..len(x)`` (``out[len(x)] = 0``)."""
    total = xp.cumulative_sum(x)
    zero = xp.zeros(1, dtype=x.dtype, device=device_of(x))
    last = total[-1:] if int(x.shape[0]) else zero
    out: Array = xp.concat([last - xp.concat([zero, total[:-1]]), zero])
    return out


def _moments(s: _ScoreSums, quantities: tuple[str, ...], xp: ModuleType
             ) -> dict[str, tuple[float, float]]:
    """``(estimate, influence variance)`` of each quantity (NaN variance with fewer than 2 rows
    in a class), as :func:`numeric.stats.pr_influence` computes them per bin."""
    is_step = s.pos > 0
    steps = xp.nonzero(is_step)[0]
    zero = xp.zeros(1, dtype=s.pos.dtype, device=device_of(s.pos))
    tp_before = xp.concat([zero, xp.cumulative_sum(s.pos)[:-1]])
    fp_before = xp.concat([zero, xp.cumulative_sum(s.neg)[:-1]])
    a, f = xp.take(tp_before, steps), xp.take(fp_before, steps)
    b, g = a + xp.take(s.pos, steps), f + xp.take(s.neg, steps)
    wp, wn = float(xp.sum(s.pos)), float(xp.sum(s.neg))
    # per score: the index of its step (a step's own score), or of the first step below it
    below = xp.cumulative_sum(xp.astype(is_step, xp.int64)) - xp.astype(is_step, xp.int64)
    m, n = s.rows_pos, s.rows_neg
    # the estimates as evaluate computes them, from the same steps, on the device
    estimates = areas_from_steps(RecallSteps(a, f, b, g, wp, wn), dg_steps=False)
    out = {}
    for q in quantities:
        _, h_a, h_f, h_b, h_g = step_partials(q, a, f, b, g, xp)
        tp_later = _suffix(h_a + h_b, xp)
        fp_later = _suffix(h_f + h_g, xp)
        d_pos = h_b + tp_later[1:]
        tied = xp.take(xp.concat([h_g + fp_later[1:], zero]), below)
        d_neg = xp.where(is_step, tied, xp.take(fp_later, below))
        theta = getattr(estimates, q)
        if m < 2 or n < 2:
            out[q] = (theta, float("nan"))
            continue
        pos_sq = xp.take(s.pos_sq, steps)
        cp = d_pos - float(xp.sum(d_pos * xp.take(s.pos, steps))) / wp
        cn = d_neg - float(xp.sum(d_neg * s.neg)) / wn
        pos_term = (m / (m - 1)) * float(xp.sum(pos_sq * cp * cp))
        neg_term = (n / (n - 1)) * float(xp.sum(s.neg_sq * cn * cn))
        out[q] = (theta, (pos_term + neg_term) / ((wp * wn) ** 2 if q == "auc_roc" else wp * wp))
    return out
