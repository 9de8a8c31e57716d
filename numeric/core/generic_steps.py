"""The kernel's first two stages in any array-API namespace: validated data, then steps.

The generic twin of :mod:`numeric.core.inputs` and :mod:`numeric.core.steps` for arrays that are
not numpy's (CuPy, torch, JAX, ``array_api_strict``...): the same checks and messages, the same
label and weight rules, and the same :class:`~numeric.core.steps.ThresholdCounts` /
:class:`~numeric.core.steps.RecallSteps`, whose arrays stay in the input's namespace on its device.
Only scalars cross to the host (a few reductions: the class totals, the largest weight, the
checks' verdicts), never the data.

The data are sorted once (``xp.argsort(score, descending=True)``); the cumulative sums of each
class's weights in that order, read at the last sample of each run of tied scores, are the counts
at every distinct threshold. Unweighted counts are exact integers (float64); weighted ones are
float64 prefix sums (relative rounding below ``n`` ulps).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from types import ModuleType

from numeric.core.array_api import Array, Namespace, device_of, is_device_array, to_namespace
from numeric.core.labels import format_labels, positive_label, positive_mask
from numeric.core.records import RecallSteps, ThresholdCounts, times_power_of_two
from numeric.core.weight_scale import exponent_for_class_tops

__all__ = [
    "DeviceData",
    "cumulative_at_ties",
    "device_by_score",
    "device_data",
    "device_labels",
    "device_recall_steps",
    "device_score",
    "device_steps_from_totals",
    "device_threshold_counts",
    "device_weight",
    "totals_from_cumulative",
]

_EXACT_INTEGERS = 2**53


@dataclass(frozen=True)
class DeviceData:
    """Validated data on their device.

    Attributes
    ----------
    ns : Namespace
        The namespace and device.
    score : array of shape (n,)
        Scores in ``ns.float_dtype``, finite.
    is_pos : array of bool, shape (n,)
        Which samples are positive.
    weight : array of shape (n,) or None
        Weights times ``2**-exponent`` (``None``: every sample counts 1).
    exponent : int
        The power of two the weights were divided by (0 unweighted).

    Examples
    --------
    >>> import array_api_strict as xp
    >>> from numeric.core.array_api import data_namespace
    >>> s = xp.asarray([0.2, 0.8, 0.2], device=xp.Device("device1"))
    >>> d = device_data([0, 1, 1], s, None, None, data_namespace([("y_score", s)]))
    >>> d.n, d.class_totals(), d.exponent
    (3, (2.0, 1.0), 0)
    """

    ns: Namespace
    score: Array
    is_pos: Array
    weight: Array | None
    exponent: int

    @property
    def n(self) -> int:
        """The number of samples."""
        return int(self.score.shape[0])

    def class_totals(self) -> tuple[float, float]:
        """``(n_pos, n_neg)``, the (rescaled) class totals summed on the device."""
        xp = self.ns.xp
        if self.weight is None:
            n_pos = float(xp.sum(xp.astype(self.is_pos, self.ns.float_dtype)))
            return n_pos, float(self.n) - n_pos
        zero = xp.zeros_like(self.weight)
        return (float(xp.sum(xp.where(self.is_pos, self.weight, zero))),
                float(xp.sum(xp.where(self.is_pos, zero, self.weight))))


def device_data(y_true: object, y_score: object, sample_weight: object, pos_label: object,
                ns: Namespace) -> DeviceData:
    """Check the data arguments on their device and rescale the weights (see the module).

    Raises
    ------
    ValueError, TypeError
        As :func:`numeric.core.inputs.check_pair` and :func:`numeric.core.inputs.weight_array`,
        with the same messages.

    Examples
    --------
    >>> import array_api_strict as xp
    >>> from numeric.core.array_api import data_namespace
    >>> s = xp.asarray([0.2, 0.8, 0.2], device=xp.Device("device1"))
    >>> d = device_data([0, 1, 1], s, [1.0, 4.0, 2.0], None, data_namespace([("y_score", s)]))
    >>> d.exponent, float(d.weight[1])  # weights divided by 2**3: the largest in [0.5, 1)
    (3, 0.5)
    """
    xp = ns.xp
    score = device_score(to_namespace(y_score, ns, "y_score"), ns)
    n = int(score.shape[0])
    is_pos = _positives(y_true, pos_label, ns, n)
    if sample_weight is None:
        return DeviceData(ns, score, is_pos, None, 0)
    weight = device_weight(to_namespace(sample_weight, ns, "sample_weight"), ns, n)
    exponent = _weight_exponent(weight, is_pos, xp, n)
    if exponent:
        weight = times_power_of_two(weight, -exponent)
    return DeviceData(ns, score, is_pos, weight, exponent)


def device_score(arr: Array, ns: Namespace) -> Array:
    """The scores on their device in ``ns.float_dtype``, checked as
    :func:`numeric.core.inputs.score_array` checks them (1-D, nonempty, real, finite, integers
    that float64 holds).

    Examples
    --------
    >>> import array_api_strict as xp
    >>> from numeric.core.array_api import data_namespace
    >>> s = xp.asarray([1, 3], device=xp.Device("device1"))
    >>> device_score(s, data_namespace([("y_score", s)])).dtype  # integers, widened exactly
    array_api_strict.float64
    """
    xp = ns.xp
    if arr.ndim != 1:
        raise ValueError(f"y_score must be 1-D, got an array of shape {tuple(arr.shape)}")
    if int(arr.shape[0]) == 0:
        raise ValueError("y_true and y_score must not be empty, got 0 samples")
    dtype = arr.dtype
    if xp.isdtype(dtype, "integral"):
        if int(arr.shape[0]) and bool(xp.any(xp.abs(xp.astype(arr, ns.float_dtype))
                                              > _EXACT_INTEGERS)):
            raise ValueError(f"y_score must hold integers that float64 represents exactly "
                             f"(|y_score| <= 2**53 = {_EXACT_INTEGERS})")
    elif not (xp.isdtype(dtype, "real floating") or dtype == xp.bool):
        raise TypeError(f"y_score must be an array of real numbers, got dtype {dtype}")
    score = xp.astype(arr, ns.float_dtype)
    finite = xp.isfinite(score)
    if not bool(xp.all(finite)):
        bad = xp.logical_not(finite)
        count = int(xp.sum(xp.astype(bad, xp.int64)))
        i = int(xp.argmax(xp.astype(bad, xp.int8)))
        plural = "values" if count > 1 else "value"
        raise ValueError(f"y_score must be finite, got {count} NaN or infinite {plural}, the "
                         f"first at index {i} ({float(score[i])!r})")
    return score


def _positives(y_true: object, pos_label: object, ns: Namespace, n: int) -> Array:
    """The positive mask: on the host for host labels (any label type, numpy's rules), on the
    device for device labels (numbers or booleans)."""
    xp = ns.xp
    if not is_device_array(y_true):
        import numpy as np

        from numeric.core.inputs import as_1d

        y = as_1d(y_true, "y_true")  # type: ignore[arg-type]  # (any host sequence)
        _check_length(int(y.shape[0]), n)
        mask = positive_mask(y, pos_label)
        return xp.asarray(np.ascontiguousarray(mask), device=ns.device)
    y = to_namespace(y_true, ns, "y_true")
    if y.ndim != 1:
        raise ValueError(f"y_true must be 1-D, got an array of shape {tuple(y.shape)}")
    _check_length(int(y.shape[0]), n)
    labels = device_labels(y, xp)
    positive = positive_label(labels, pos_label)
    if positive is None:
        return xp.zeros(n, dtype=xp.bool, device=ns.device)
    return y == positive


def _check_length(n_true: int, n_score: int) -> None:
    if n_true != n_score:
        raise ValueError(
            f"y_true and y_score must have the same length, got {n_true} and {n_score}")


def device_labels(y: Array, xp: ModuleType) -> list[object]:
    """The distinct labels of a device array as Python values: two reductions in the usual case
    (at most two labels), the distinct values only to name them when there are more.

    Examples
    --------
    >>> import array_api_strict as xp
    >>> device_labels(xp.asarray([3, 4, 4], device=xp.Device("device1")), xp)
    [3, 4]
    """
    dtype = y.dtype
    if dtype == xp.bool:
        kind: type = bool
    elif xp.isdtype(dtype, "integral"):
        kind = int
    elif xp.isdtype(dtype, "real floating"):
        kind = float
        nan = xp.isnan(y)
        if bool(xp.any(nan)):
            count = int(xp.sum(xp.astype(nan, xp.int64)))
            i = int(xp.argmax(xp.astype(nan, xp.int8)))
            raise ValueError(f"y_true must not contain NaN, got {count} NaN label(s), the first "
                             f"at index {i}")
    else:
        raise TypeError(f"y_true on a device must hold numbers or booleans, got dtype {dtype}")
    if kind is bool:
        lo, hi = bool(xp.any(xp.logical_not(y))), bool(xp.any(y))
        return [v for v, present in ((False, lo), (True, hi)) if present]
    lo, hi = kind(xp.min(y)), kind(xp.max(y))
    if lo == hi:
        return [lo]
    if bool(xp.all((y == lo) | (y == hi))):
        return [lo, hi]
    values = xp.unique_values(y)
    found = [kind(values[i]) for i in range(min(int(values.shape[0]), 11))]
    raise ValueError(f"y_true must hold at most 2 distinct labels, found {format_labels(found)}")


def device_weight(arr: Array, ns: Namespace, n: int) -> Array:
    """The weights on their device in ``ns.float_dtype``, checked as
    :func:`numeric.core.inputs.weight_array` checks them (1-D, length ``n``, real, not NaN,
    ``>= 0``, finite).

    Examples
    --------
    >>> import array_api_strict as xp
    >>> from numeric.core.array_api import data_namespace
    >>> w = xp.asarray([1.0, -1.0], device=xp.Device("device1"))
    >>> device_weight(w, data_namespace([("sample_weight", w)]), 2)
    Traceback (most recent call last):
    ...
    ValueError: sample_weight must be >= 0, got -1.0
    """
    xp = ns.xp
    if arr.ndim != 1:
        raise ValueError(f"sample_weight must be 1-D, got an array of shape {tuple(arr.shape)}")
    if int(arr.shape[0]) != n:
        raise ValueError(f"sample_weight must have the same length as y_true, got "
                         f"{int(arr.shape[0])} and {n}")
    if not (xp.isdtype(arr.dtype, ("real floating", "integral")) or arr.dtype == xp.bool):
        raise TypeError(f"sample_weight must be an array of real numbers, got dtype {arr.dtype}")
    weight = xp.astype(arr, ns.float_dtype)
    for bad, rule in ((xp.isnan(weight), "must not be NaN"), (weight < 0, "must be >= 0"),
                      (xp.isinf(weight), "must be finite")):
        if bool(xp.any(bad)):
            i = int(xp.argmax(xp.astype(bad, xp.int8)))
            raise ValueError(f"sample_weight {rule}, got {float(weight[i])!r}")
    return weight


def _weight_exponent(weight: Array, is_pos: Array, xp: ModuleType, n: int) -> int:
    """The exponent of :func:`numeric.core.inputs.rescale_exponent`, from device reductions."""
    zero = xp.zeros_like(weight)
    return exponent_for_class_tops(float(xp.max(xp.where(is_pos, weight, zero))),
                                   float(xp.max(xp.where(is_pos, zero, weight))), n)


# --------------------------------------------------------------------------------------------
# counting
# --------------------------------------------------------------------------------------------


def cumulative_at_ties(score: Array, columns: list[Array], xp: ModuleType, *,
                       descending: bool) -> tuple[Array, list[Array]]:
    """One sort of ``score``; each column's prefix sums in that order, read at the last sample of
    each run of tied scores: ``(distinct scores, [cumulative sums at each of them])``.

    The grouping every device path shares (counts at thresholds, per-score totals of a stream,
    the per-score sums of the intervals). Unweighted counts are exact; weighted sums carry the
    rounding of one prefix sum.

    Examples
    --------
    >>> import array_api_strict as xp
    >>> d = xp.Device("device1")
    >>> u, (c,) = cumulative_at_ties(xp.asarray([0.2, 0.8, 0.2], device=d),
    ...                              [xp.asarray([1.0, 2.0, 4.0], device=d)], xp, descending=True)
    >>> [float(v) for v in u], [float(v) for v in c]
    ([0.8, 0.2], [2.0, 7.0])
    """
    order = xp.argsort(score, descending=descending)
    s = xp.take(score, order)
    sums = [xp.cumulative_sum(xp.take(col, order)) for col in columns]
    if int(s.shape[0]) > 1:
        last = xp.concat([s[1:] != s[:-1], xp.ones(1, dtype=xp.bool, device=device_of(s))])
        ends = xp.nonzero(last)[0]
        return xp.take(s, ends), [xp.take(c, ends) for c in sums]
    return s, sums


def totals_from_cumulative(cumulative: Array, xp: ModuleType) -> Array:
    """Per-group totals from cumulative sums (the first total is the first sum)."""
    zero = xp.zeros(1, dtype=cumulative.dtype, device=device_of(cumulative))
    out: Array = cumulative - xp.concat([zero, cumulative[:-1]])
    return out


def _sorted_class_sums(d: DeviceData) -> tuple[Array, Array, Array]:
    """``(distinct scores decreasing, tp, fp)`` at each distinct score (cumulative)."""
    xp = d.ns.xp
    pos = xp.astype(d.is_pos, d.ns.float_dtype)
    w = (pos, 1.0 - pos) if d.weight is None else (d.weight * pos, d.weight - d.weight * pos)
    score, (tp, fp) = cumulative_at_ties(d.score, list(w), xp, descending=True)
    return score, tp, fp


def device_threshold_counts(d: DeviceData, *, caller_units: bool = True) -> ThresholdCounts:
    """:func:`numeric.core.steps.threshold_counts` of validated device data; arrays on the
    device (samples of weight zero dropped first, so that their scores are no thresholds).

    Examples
    --------
    >>> import array_api_strict as xp
    >>> from numeric.core.array_api import data_namespace
    >>> s = xp.asarray([0.2, 0.8, 0.2], device=xp.Device("device1"))
    >>> c = device_threshold_counts(device_data([0, 1, 1], s, None, None,
    ...                                         data_namespace([("y_score", s)])))
    >>> [float(v) for v in c.tp], [float(v) for v in c.fp], c.tp.device
    ([0.0, 1.0, 2.0], [0.0, 0.0, 1.0], array_api_strict.Device('device1'))
    """
    xp = d.ns.xp
    if d.weight is not None:
        keep = d.weight > 0
        if not bool(xp.all(keep)):
            d = DeviceData(d.ns, d.score[keep], d.is_pos[keep], d.weight[keep], d.exponent)
    thresholds, tp, fp = _sorted_class_sums(d)
    n_pos, n_neg = d.class_totals()
    zero = xp.zeros(1, dtype=d.ns.float_dtype, device=d.ns.device)
    tp, fp = xp.concat([zero, tp]), xp.concat([zero, fp])
    if d.exponent and caller_units:
        tp, fp = times_power_of_two(tp, d.exponent), times_power_of_two(fp, d.exponent)
        n_pos, n_neg = math.ldexp(n_pos, d.exponent), math.ldexp(n_neg, d.exponent)
    inf = xp.full(1, math.inf, dtype=d.ns.float_dtype, device=d.ns.device)
    return ThresholdCounts(tp, fp, xp.concat([inf, thresholds]), n_pos, n_neg)


def device_recall_steps(d: DeviceData) -> RecallSteps:
    """:func:`numeric.core.steps.recall_steps` of validated device data (rescaled units, as the
    numpy path: ``weight_exponent`` records the scale).

    Examples
    --------
    >>> import array_api_strict as xp
    >>> from numeric.core.array_api import data_namespace
    >>> s = xp.asarray([0.2, 0.8, 0.2], device=xp.Device("device1"))
    >>> st = device_recall_steps(device_data([0, 1, 1], s, None, None,
    ...                                      data_namespace([("y_score", s)])))
    >>> [float(v) for v in st.tp1], [float(v) for v in st.fp1], st.n_pos
    ([1.0, 2.0], [0.0, 1.0], 2.0)
    """
    xp = d.ns.xp
    _, tp, fp = _sorted_class_sums(d)
    n_pos, n_neg = d.class_totals()
    zero = xp.zeros(1, dtype=d.ns.float_dtype, device=d.ns.device)
    tp, fp = xp.concat([zero, tp]), xp.concat([zero, fp])
    grows = xp.nonzero(tp[1:] > tp[:-1])[0]
    tp0, fp0 = xp.take(tp, grows), xp.take(fp, grows)
    tp1, fp1 = xp.take(tp, grows + 1), xp.take(fp, grows + 1)
    if int(tp1.shape[0]) and float(tp1[-1]) != n_pos and n_pos > float(tp0[-1]):
        tp1 = xp.concat([tp1[:-1], xp.full(1, n_pos, dtype=d.ns.float_dtype,
                                           device=d.ns.device)])
    return RecallSteps(tp0, fp0, tp1, fp1, n_pos, n_neg, d.exponent)


def device_by_score(score: Array, wp: Array, wn: Array, xp: ModuleType
                    ) -> tuple[Array, Array, Array]:
    """Distinct scores ascending and the totals of ``wp`` and ``wn`` per score (one sort), on
    the device: differences of the prefix sums at the last sample of each run of ties (exact
    for counts; for weights, each total to about ``n`` ulps of the prefix it ends).

    Examples
    --------
    >>> import array_api_strict as xp
    >>> d = xp.Device("device1")
    >>> u, wp, wn = device_by_score(xp.asarray([0.2, 0.8, 0.2], device=d),
    ...                             xp.asarray([0.0, 1.0, 1.0], device=d),
    ...                             xp.asarray([1.0, 0.0, 0.0], device=d), xp)
    >>> [float(v) for v in u], [float(v) for v in wp], [float(v) for v in wn]
    ([0.2, 0.8], [1.0, 1.0], [1.0, 0.0])
    """
    if int(score.shape[0]) == 0:
        return score, wp, wn
    u, (tp, fp) = cumulative_at_ties(score, [wp, wn], xp, descending=False)
    return u, totals_from_cumulative(tp, xp), totals_from_cumulative(fp, xp)


def device_steps_from_totals(pos_desc: Array, neg_desc: Array, exponent: int,
                             xp: ModuleType) -> RecallSteps:
    """:func:`numeric.data.aggregated.steps_from_totals` on the device: the recall steps of
    per-score totals given in order of decreasing score.

    Examples
    --------
    >>> import array_api_strict as xp
    >>> d = xp.Device("device1")
    >>> st = device_steps_from_totals(xp.asarray([1.0, 1.0], device=d),
    ...                               xp.asarray([0.0, 1.0], device=d), 0, xp)
    >>> [float(v) for v in st.fp1], st.n_pos, st.n_neg
    ([0.0, 1.0], 2.0, 1.0)
    """
    device = device_of(pos_desc)
    zero = xp.zeros(1, dtype=pos_desc.dtype, device=device)
    tp = xp.concat([zero, xp.cumulative_sum(pos_desc)])
    fp = xp.concat([zero, xp.cumulative_sum(neg_desc)])
    up = xp.nonzero(tp[1:] > tp[:-1])[0]
    return RecallSteps(xp.take(tp, up), xp.take(fp, up), xp.take(tp, up + 1),
                       xp.take(fp, up + 1), float(tp[-1]), float(fp[-1]), exponent)
