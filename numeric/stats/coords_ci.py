r"""Stratified-bootstrap intervals of coordinates: operating points, pROC's ``ci.coords``/``ci.se``.

What is estimated
-----------------
* :func:`coords_intervals` -- for each operating point of :func:`numeric.operating_points`
  (Youden, F1, modified F1, closest to (0, 1), the constrained criteria; pROC's
  ``best.weights``), the recall (sensitivity), FPR, precision and threshold of the point that the
  criterion selects **in each replicate** (pROC's ``ci.coords(x = "best")``: the threshold is
  re-optimised, so its spread is part of the interval); the sensitivity at given specificities
  (pROC's ``ci.se``), the specificity at given sensitivities (``ci.sp``) and the precision at
  given recalls.
* :func:`partial_auc_intervals` -- McClish-corrected partial AUC-ROC over an FPR range
  (:func:`numeric.data.partial_auc.partial_auc_roc_score`) and over a TPR range
  (:func:`numeric.data.partial_auc.partial_auc_roc_tpr_score`), pROC's ``ci.auc(method =
  "bootstrap")`` of a partial AUC.

Coordinates at a given value follow pROC's ``coords(input = ...)`` rule exactly: where the ROC
curve has points at exactly the given value the one with the best other coordinate is taken (the
highest sensitivity at a specificity; the highest specificity, hence the highest precision, at a
sensitivity or recall); elsewhere the value is interpolated linearly between the two points
around it -- linear in (TP, FP), which for the precision at a recall is the exact Davis &
Goadrich interpolation, ``p = TP/(TP + FP)`` of the interpolated counts.

Sort once, then re-weight
-------------------------
The data are sorted once into the ``m`` distinct scores; a replicate that resamples rows within
each class (pROC's ``boot.stratified = TRUE``) only changes the weight at each distinct score.
Unweighted, these bin counts are drawn directly as multinomials ``Mult(N+, dTP/N+)`` and
``Mult(N-, dFP/N-)`` (O(m) per replicate); with ``sample_weight`` the rows are drawn uniformly
within each class and their weights summed per bin. The cumulative sums give every replicate's
``(TP, FP)`` at every data threshold, in blocks ``(replicates, m + 1)``; a score not drawn makes a
repeated point, which changes no coordinate. Every quantity is then a vectorized reduction along
the last axis, O(m) per replicate.

Intervals are pROC's percentile intervals (``quantile`` type 7, the numpy default): the
``(1 - level)/2`` and ``(1 + level)/2`` quantiles of the replicates, replicates where the
quantity is undefined (NaN: an unsatisfiable constraint, a precision 0/0) left out as pROC does;
a quantity undefined on the data itself (an unsatisfiable constraint, the precision of the empty
classifier) has a NaN interval.
``standard_error`` is the replicates' standard deviation.

References
----------
Robin et al. (2011), pROC: ``ci.coords``, ``ci.se``, ``ci.sp``, ``ci.thresholds``, ``ci.auc``
(BMC Bioinformatics 12:77). Efron & Tibshirani (1993), An Introduction to the Bootstrap, Ch. 13
(percentile interval). Davison & Hinkley (1997), Sec. 3.2 (stratified resampling). Davis &
Goadrich (ICML 2006), Sec. 4 (the interpolation of precision).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from numeric.data.operating_points import (
    CONSTRAINT,
    CRITERIA,
    OperatingPoint,
    best_weight_ratio,
    check_bound,
    check_targets,
    criterion_values,
    operating_points,
    select_best,
)
from numeric.data.partial_auc import (
    mcclish_bounds,
    mcclish_correct,
    mcclish_tpr_bounds,
    partial_areas,
    tpr_partial_areas,
)
from numeric.display import ResultDisplay, jsonable
from numeric.stats._common import (
    Classes,
    ConfidenceInterval,
    FloatArray,
    IntArray,
    RandomState,
    absent_class,
    check_level,
    check_resampling,
    resample_counts,
    resample_rows,
    split_classes,
)
from numeric.stats._docs import docs
from numeric.stats.bootstrap import bin_sums
from numeric.validation import check_unit_range

__all__ = [
    "CoordinatesAt",
    "CoordsIntervals",
    "PartialAucIntervals",
    "PointIntervals",
    "PrecisionAtRecall",
    "SensitivityAtSpecificity",
    "SpecificityAtSensitivity",
    "coordinates_at",
    "coords_intervals",
    "partial_auc_intervals",
]

_CHUNK = 1 << 20  # numbers per block of replicates
_NAN = float("nan")


# --------------------------------------------------------------------------------------------
# results
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class PointIntervals:
    """One operating point and the intervals of its coordinates (pROC ``ci.coords("best")``).

    Attributes
    ----------
    point : OperatingPoint
        The point selected on the data (as :func:`numeric.operating_points` returns it).
    recall, fpr, precision, threshold : ConfidenceInterval
        Intervals of the coordinates of the point the criterion selects in each replicate.
    """

    point: OperatingPoint
    recall: ConfidenceInterval
    fpr: ConfidenceInterval
    precision: ConfidenceInterval
    threshold: ConfidenceInterval


@dataclass(frozen=True)
class SensitivityAtSpecificity:
    """The sensitivity at a given specificity (pROC ``ci.se``).

    Attributes
    ----------
    specificity : float
    sensitivity : ConfidenceInterval
    """

    specificity: float
    sensitivity: ConfidenceInterval


@dataclass(frozen=True)
class SpecificityAtSensitivity:
    """The specificity at a given sensitivity (pROC ``ci.sp``).

    Attributes
    ----------
    sensitivity : float
    specificity : ConfidenceInterval
    """

    sensitivity: float
    specificity: ConfidenceInterval


@dataclass(frozen=True)
class PrecisionAtRecall:
    """The precision at a given recall (exact Davis & Goadrich interpolation).

    Attributes
    ----------
    recall : float
    precision : ConfidenceInterval
    """

    recall: float
    precision: ConfidenceInterval


@docs
@dataclass(frozen=True, repr=False)
class CoordsIntervals(ResultDisplay):
    """Bootstrap intervals of operating points and of coordinates at given values.

    Attributes
    ----------
    points : tuple of PointIntervals
        In the order of :func:`numeric.operating_points`.
    at_specificity : tuple of SensitivityAtSpecificity
    at_sensitivity : tuple of SpecificityAtSensitivity
    at_recall : tuple of PrecisionAtRecall
        In the order of the values given.
    level : float
    n_bootstrap : int
    %(seed_attribute)s
    """

    points: tuple[PointIntervals, ...]
    at_specificity: tuple[SensitivityAtSpecificity, ...]
    at_sensitivity: tuple[SpecificityAtSensitivity, ...]
    at_recall: tuple[PrecisionAtRecall, ...]
    level: float
    n_bootstrap: int
    seed: int | None

    def as_mapping(self) -> dict[str, object]:
        """The intervals under ``rocpr thresholds --ci --format json``'s keys.

        ``points``: each operating point's fields with ``recall_ci``, ``fpr_ci``,
        ``precision_ci`` and ``threshold_ci`` (``[low, high]``); ``at_specificity``
        (``{specificity, sensitivity, sensitivity_ci}``), ``at_sensitivity``
        (``{sensitivity, specificity, specificity_ci}``), ``at_recall``
        (``{recall, precision, precision_ci}``); ``ci_level``, ``n_bootstrap``, ``seed``.

        Examples
        --------
        >>> r = coords_intervals([0, 0, 1, 1, 0, 1], [.1, .4, .35, .8, .2, .9],
        ...                      n_bootstrap=20, random_state=0, recalls=[0.5])
        >>> d = r.to_dict()
        >>> sorted(d["points"][0])[:3], list(d["at_recall"][0])
        (['criterion', 'fn', 'fp'], ['recall', 'precision', 'precision_ci'])
        """
        points = []
        for iv in self.points:
            row = jsonable(iv.point)
            assert isinstance(row, dict)
            for key in ("recall", "fpr", "precision", "threshold"):
                row[f"{key}_ci"] = list(getattr(iv, key).interval)
            points.append(row)
        def entries(items: tuple[object, ...], given: str, value: str
                    ) -> list[dict[str, object]]:
            out: list[dict[str, object]] = []
            for e in items:
                ci: ConfidenceInterval = getattr(e, value)
                out.append({given: getattr(e, given), value: ci.estimate,
                            f"{value}_ci": list(ci.interval)})
            return out
        return {"points": points,
                "at_specificity": entries(self.at_specificity, "specificity", "sensitivity"),
                "at_sensitivity": entries(self.at_sensitivity, "sensitivity", "specificity"),
                "at_recall": entries(self.at_recall, "recall", "precision"),
                "ci_level": self.level, "n_bootstrap": self.n_bootstrap, "seed": self.seed}

    def _records(self) -> list[dict[str, object]]:
        """One row per operating point."""
        return list(self.as_mapping()["points"])  # type: ignore[call-overload]


@dataclass(frozen=True)
class PartialAucIntervals:
    """Bootstrap intervals of McClish-corrected partial AUC-ROC.

    Attributes
    ----------
    fpr_range : ConfidenceInterval or None
        Over the FPR range given (``None`` if none was).
    tpr_range : ConfidenceInterval or None
        Over the TPR range given (pROC's sensitivity focus).
    n_bootstrap : int
    seed : int or None
    """

    fpr_range: ConfidenceInterval | None
    tpr_range: ConfidenceInterval | None
    n_bootstrap: int
    seed: int | None


# --------------------------------------------------------------------------------------------
# the sorted data and its replicates
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Sorted:
    """Per distinct score (decreasing), the weight of each class; every row's bin."""

    thresholds: FloatArray  # (m + 1,): +inf, then the distinct scores, decreasing
    pos_bin: IntArray
    neg_bin: IntArray
    d_tp: FloatArray  # (m,)
    d_fp: FloatArray  # (m,)


def sorted_classes(c: Classes) -> Sorted:
    """One column's distinct scores and the per-score class counts (the layout the replicates
    resample)."""
    pos, neg = c.pos[0], c.neg[0]
    distinct = np.unique(np.concatenate((pos, neg)))  # ascending
    m = distinct.size
    pos_bin = (m - 1 - np.searchsorted(distinct, pos)).astype(np.intp)
    neg_bin = (m - 1 - np.searchsorted(distinct, neg)).astype(np.intp)
    d_tp = np.bincount(pos_bin, weights=c.pos_weight, minlength=m).astype(np.float64)
    d_fp = np.bincount(neg_bin, weights=c.neg_weight, minlength=m).astype(np.float64)
    thresholds = np.concatenate(([np.inf], distinct[::-1]))
    return Sorted(thresholds, pos_bin, neg_bin, d_tp, d_fp)


@dataclass(frozen=True)
class Block:
    """Cumulative counts of ``b`` curves at every point (point 0 first) and their totals."""

    tp: FloatArray  # (b, m + 1)
    fp: FloatArray
    n_pos: FloatArray  # (b, 1)
    n_neg: FloatArray


def block_of(d_tp: FloatArray, d_fp: FloatArray) -> Block:
    """The cumulative counts (point 0 first) and totals of curves given per-score counts (last
    axis)."""
    zero = np.zeros((*d_tp.shape[:-1], 1))
    tp = np.concatenate((zero, np.cumsum(d_tp, axis=-1)), axis=-1)
    fp = np.concatenate((zero, np.cumsum(d_fp, axis=-1)), axis=-1)
    return Block(tp, fp, tp[..., -1:], fp[..., -1:])


def replicate_blocks(c: Classes, z: Sorted, n_boot: int,
                      rng: np.random.Generator) -> Iterator[Block]:
    """Blocks of stratified replicates (module docstring), ``n_boot`` curves in all."""
    m = z.d_tp.size
    fast = c.pos_weight is None
    per = 4 * (m + 1) if fast else c.n_pos + c.n_neg + 4 * (m + 1)
    size = max(1, min(n_boot, _CHUNK // per))
    done = 0
    while done < n_boot:
        b = min(size, n_boot - done)
        if fast:
            d_tp, d_fp = resample_counts(c, z.d_tp, z.d_fp, b, rng)
        else:
            ip, ineg = resample_rows(c, b, rng)
            d_tp = bin_sums(ip, z.pos_bin, c.pos_weight, m)
            d_fp = bin_sums(ineg, z.neg_bin, c.neg_weight, m)
        yield block_of(d_tp, d_fp)
        done += b


# --------------------------------------------------------------------------------------------
# coordinates at a given value (pROC's coords(input = ...) rule), vectorized over curves
# --------------------------------------------------------------------------------------------


def _take(a: FloatArray, i: IntArray) -> FloatArray:
    out: FloatArray = np.take_along_axis(a, i[..., None], axis=-1)[..., 0]
    return out


def values_at(x: FloatArray, ys: tuple[FloatArray, ...], x0: float | FloatArray,
              last: bool) -> tuple[FloatArray, ...]:
    """Every ``y`` of ``ys`` where the curve's ``x`` (nondecreasing along the last axis) is ``x0``.

    At points with ``x == x0`` exactly: the last such point (``last``) or the first; elsewhere
    pROC's linear interpolation between the last point below and the first above,
    ``y_in + (x0 - x_in)/(x_out - x_in) (y_out - y_in)``. ``x0`` (a number, or a 1-D grid: then
    a last axis of the grid's length is added) must lie in the range of ``x``.

    Examples
    --------
    >>> x, y = np.array([0., .5, .5, 1.]), np.array([0., .2, .6, 1.])
    >>> values_at(x, (y,), 0.5, last=True), values_at(x, (y,), 0.75, last=False)
    ((array(0.6),), (array(0.8),))
    >>> values_at(x[None, :], (y[None, :],), np.array([0.5, 0.75]), last=False)
    (array([[0.2, 0.8]]),)
    """
    k = x.shape[-1]
    if np.ndim(x0) == 0:
        n_lt = np.sum(x < x0, axis=-1)
        n_le = np.sum(x <= x0, axis=-1)
        take = _take
    else:  # one binary search of the grid per curve
        rows = x.reshape(-1, k)
        n_lt = np.stack([np.searchsorted(r, x0, side="left") for r in rows])
        n_le = np.stack([np.searchsorted(r, x0, side="right") for r in rows])
        n_lt = n_lt.reshape(x.shape[:-1] + n_lt.shape[-1:])
        n_le = n_le.reshape(n_lt.shape)
        take = _take_many
    exact = n_le > n_lt
    j = np.clip(np.where(last, n_le - 1, n_lt), 0, k - 1)
    i_in = np.clip(n_lt - 1, 0, k - 1)
    i_out = np.clip(n_le, 0, k - 1)
    x_in, x_out = take(x, i_in), take(x, i_out)
    with np.errstate(invalid="ignore", divide="ignore"):
        proportion = (x0 - x_in) / (x_out - x_in)
        out = []
        for y in ys:
            y_in, y_out = take(y, i_in), take(y, i_out)
            out.append(np.where(exact, take(y, j), y_in + proportion * (y_out - y_in)))
    return tuple(out)


def _take_many(a: FloatArray, i: IntArray) -> FloatArray:
    out: FloatArray = np.take_along_axis(a, i, axis=-1)
    return out


def _se_sp(b: Block) -> tuple[FloatArray, FloatArray]:
    """pROC's ``se = tp/n_cases``, ``sp = tn/n_controls`` (``tn = N- - FP``, exact counts)."""
    return b.tp / b.n_pos, (b.n_neg - b.fp) / b.n_neg


def _sensitivity_at(b: Block, specificity: float | FloatArray) -> FloatArray:
    se, sp = _se_sp(b)
    return values_at(-sp, (se,), -specificity, last=True)[0]


def _specificity_at(b: Block, sensitivity: float | FloatArray) -> FloatArray:
    se, sp = _se_sp(b)
    return values_at(se, (sp,), sensitivity, last=False)[0]


def precision_at(b: Block, recall: float | FloatArray) -> FloatArray:
    """pROC's ``coords(input = "recall", ret = "precision")``: from the interpolated se, sp."""
    se, sp = _se_sp(b)
    se_at, sp_at = values_at(se, (se, sp), recall, last=False)
    n_pos, n_neg = (b.n_pos[..., 0], b.n_neg[..., 0]) if np.ndim(recall) == 0 else (b.n_pos,
                                                                                    b.n_neg)
    tp = se_at * n_pos
    fp = n_neg - sp_at * n_neg
    with np.errstate(invalid="ignore", divide="ignore"):
        out: FloatArray = tp / (tp + fp)
    return out


# --------------------------------------------------------------------------------------------
# intervals
# --------------------------------------------------------------------------------------------


def _quantiles(reps: FloatArray, probs: tuple[float, float]) -> tuple[float, float]:
    """R's type-7 quantiles of the non-NaN replicates; exact where neighbours are equal (inf)."""
    x = np.sort(reps[~np.isnan(reps)])
    if x.size == 0:
        return _NAN, _NAN
    out = []
    for p in probs:
        h = (x.size - 1) * p
        lo, hi = math.floor(h), math.ceil(h)
        a, b = float(x[lo]), float(x[hi])
        out.append(a if a == b else a + (h - lo) * (b - a))
    return out[0], out[1]


def _ci(estimate: float, reps: FloatArray, level: float) -> ConfidenceInterval:
    """The percentile interval; NaN when the quantity is undefined on the data itself."""
    if math.isnan(estimate):
        return _nan_ci(level)
    low, high = _quantiles(reps, (0.5 - level / 2, 0.5 + level / 2))
    finite = reps[np.isfinite(reps)]
    se = float(np.std(finite, ddof=1)) if finite.size > 1 else _NAN
    return ConfidenceInterval(float(estimate), low, high, level, "percentile", se)


def _nan_ci(level: float) -> ConfidenceInterval:
    return ConfidenceInterval(_NAN, _NAN, _NAN, level, "percentile", _NAN)


def check_common(level: object, n_bootstrap: object,
                  random_state: RandomState) -> tuple[float, int, np.random.Generator, int | None]:
    """The level, the number of replicates and the random generator (and its seed), checked."""
    lv = check_level(level)
    n_boot, rng, seed = check_resampling(n_bootstrap, "n_bootstrap", random_state)
    return lv, n_boot, rng, seed


# --------------------------------------------------------------------------------------------
# public functions
# --------------------------------------------------------------------------------------------


@docs
def coords_intervals(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
    specificities: npt.ArrayLike | None = None,
    sensitivities: npt.ArrayLike | None = None,
    recalls: npt.ArrayLike | None = None,
    min_recall: float | None = None,
    min_precision: float | None = None,
    max_fpr: float | None = None,
    cost_ratio: float | None = None,
    prevalence: float | None = None,
    level: float = 0.95,
    n_bootstrap: int = 2000,
    random_state: RandomState = None,
) -> CoordsIntervals:
    r"""Bootstrap intervals of the operating points and of coordinates at given values.

    Parameters
    ----------
    %(roc_data_args)s
    specificities, sensitivities, recalls : float or array_like of floats in [0, 1], optional
        Where to report the sensitivity (pROC ``ci.se``), the specificity (``ci.sp``) and the
        precision.
    min_recall, min_precision, max_fpr, cost_ratio, prevalence : float, optional
        As in :func:`numeric.operating_points` (the constrained criteria, pROC's
        ``best.weights``).
    %(level_arg)s
    n_bootstrap : int, default=2000
        Number of stratified replicates (>= 1).
    random_state : None, int or numpy.random.Generator, default=None
        Seed; ``None`` draws one from the operating system and reports it in ``seed``.

    Returns
    -------
    CoordsIntervals

    Warns
    -----
    DegenerateDataWarning
        If a class is absent (every interval is NaN), or if a constraint cannot be met on the
        data (that point is NaN; see :func:`numeric.operating_points`).

    Notes
    -----
    For replicate :math:`b` with counts :math:`TP^{*b}_i, FP^{*b}_i` at the data's thresholds,
    a point's coordinates are those of :math:`i^{*b} = \arg\max_i c(TP^{*b}_i, FP^{*b}_i)`
    (the criterion :math:`c`, ties to the highest threshold), and

    .. math::

        \mathrm{Se}(\mathrm{Sp}_0) = \mathrm{Se}_{i} + \frac{\mathrm{Sp}_0 - \mathrm{Sp}_i}
        {\mathrm{Sp}_{i+1} - \mathrm{Sp}_i}\,(\mathrm{Se}_{i+1} - \mathrm{Se}_i)

    between the points around :math:`\mathrm{Sp}_0` (pROC's ``coords``); the interval is the
    percentile interval of the replicates (module docstring). Costs O(n log n) for the sort,
    then O(m) per replicate and quantity (``m`` distinct scores).

    References
    ----------
    Robin et al. (2011), pROC ``ci.coords(x = "best")``, ``ci.se``, ``ci.sp``; Davis & Goadrich
    (ICML 2006), Sec. 4; Efron & Tibshirani (1993), Ch. 13.

    Examples
    --------
    >>> y = [0, 0, 1, 0, 1, 1, 0, 1, 0, 1]
    >>> s = [.1, .3, .35, .5, .7, .9, .2, .6, .65, .8]
    >>> r = coords_intervals(y, s, specificities=[0.8], n_bootstrap=200, random_state=0)
    >>> [p.point.criterion for p in r.points]
    ['youden', 'f1', 'modified_f1', 'closest_topleft']
    >>> youden = r.points[0]
    >>> youden.point.threshold, youden.recall.estimate  # J ties at 0.7 and 0.6: the highest
    (0.7, 0.6)
    >>> youden.recall.low <= 0.6 <= youden.recall.high
    True
    >>> r.at_specificity[0].sensitivity.estimate  # Se at Sp = 0.8 (pROC's coords)
    0.8
    """
    lv, n_boot, rng, seed = check_common(level, n_bootstrap, random_state)
    at_sp = check_targets(specificities, "specificities")
    at_se = check_targets(sensitivities, "sensitivities")
    at_re = check_targets(recalls, "recalls")
    bounds = {
        "min_recall": check_bound(min_recall, "min_recall"),
        "min_precision": check_bound(min_precision, "min_precision"),
        "max_fpr": check_bound(max_fpr, "max_fpr"),
    }
    ratio = best_weight_ratio(cost_ratio, prevalence)
    c = split_classes(y_true, [y_score], sample_weight, pos_label)
    points = operating_points(y_true, y_score, sample_weight=sample_weight, pos_label=pos_label,
                              cost_ratio=cost_ratio, prevalence=prevalence, **bounds)
    if c.n_pos == 0 or c.n_neg == 0:
        nan = _nan_ci(lv)
        return CoordsIntervals(
            tuple(PointIntervals(p, nan, nan, nan, nan) for p in points),
            tuple(SensitivityAtSpecificity(v, nan) for v in at_sp),
            tuple(SpecificityAtSensitivity(v, nan) for v in at_se),
            tuple(PrecisionAtRecall(v, nan) for v in at_re),
            lv, n_boot, seed,
        )
    z = sorted_classes(c)
    wanted = [p.criterion for p in points]
    bound_of = {k: bounds[CONSTRAINT[k]] if k in CONSTRAINT else None for k in CRITERIA}
    reps: dict[str, list[FloatArray]] = {}

    def keep(key: str, values: FloatArray) -> None:
        reps.setdefault(key, []).append(values)

    for blk in replicate_blocks(c, z, n_boot, rng):
        for crit in wanted:
            value, secondary, candidate = criterion_values(
                crit, blk.tp, blk.fp, blk.n_pos, blk.n_neg, bound_of[crit], ratio)
            index, found = select_best(value, secondary, candidate)
            tp, fp = _take(blk.tp, index), _take(blk.fp, index)
            with np.errstate(invalid="ignore", divide="ignore"):
                coords = {
                    "recall": tp / blk.n_pos[:, 0],
                    "fpr": fp / blk.n_neg[:, 0],
                    "precision": tp / (tp + fp),
                    "threshold": z.thresholds[index],
                }
            for key, arr in coords.items():
                keep(f"{crit}:{key}", np.where(found, arr, np.nan))
        for i, v in enumerate(at_sp):
            keep(f"sp{i}", _sensitivity_at(blk, v))
        for i, v in enumerate(at_se):
            keep(f"se{i}", _specificity_at(blk, v))
        for i, v in enumerate(at_re):
            keep(f"re{i}", precision_at(blk, v))
    rep = {k: np.concatenate(v) for k, v in reps.items()}
    data = block_of(z.d_tp[None, :], z.d_fp[None, :])
    out_points = tuple(
        PointIntervals(
            p,
            *(_ci(getattr(p, key), rep[f"{p.criterion}:{key}"], lv)
              for key in ("recall", "fpr", "precision", "threshold")),
        )
        for p in points
    )
    return CoordsIntervals(
        out_points,
        tuple(SensitivityAtSpecificity(v, _ci(float(_sensitivity_at(data, v)[0]),
                                                  rep[f"sp{i}"], lv))
              for i, v in enumerate(at_sp)),
        tuple(SpecificityAtSensitivity(v, _ci(float(_specificity_at(data, v)[0]),
                                                  rep[f"se{i}"], lv))
              for i, v in enumerate(at_se)),
        tuple(PrecisionAtRecall(v, _ci(float(precision_at(data, v)[0]), rep[f"re{i}"], lv))
              for i, v in enumerate(at_re)),
        lv, n_boot, seed,
    )


@dataclass(frozen=True)
class CoordinatesAt:
    """Coordinates of the empirical curves at given values (point estimates, no resampling).

    Attributes
    ----------
    sensitivity_at_specificity : tuple of (float, float)
        ``(specificity, sensitivity)`` pairs, pROC's ``coords(input = "specificity")``.
    specificity_at_sensitivity : tuple of (float, float)
        ``(sensitivity, specificity)`` pairs.
    precision_at_recall : tuple of (float, float)
        ``(recall, precision)`` pairs on the exact Davis & Goadrich interpolation.
    """

    sensitivity_at_specificity: tuple[tuple[float, float], ...]
    specificity_at_sensitivity: tuple[tuple[float, float], ...]
    precision_at_recall: tuple[tuple[float, float], ...]


@docs
def coordinates_at(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
    specificities: npt.ArrayLike | None = None,
    sensitivities: npt.ArrayLike | None = None,
    recalls: npt.ArrayLike | None = None,
) -> CoordinatesAt:
    """The sensitivity at given specificities, the specificity at given sensitivities and the
    precision at given recalls: the estimates :func:`coords_intervals` puts intervals around.

    Parameters
    ----------
    %(roc_data_args)s
    specificities, sensitivities, recalls : float or array_like of floats in [0, 1], optional

    Returns
    -------
    CoordinatesAt
        NaN values (with a :class:`~numeric.DegenerateDataWarning`) when a class is absent.

    References
    ----------
    Robin et al. (2011), pROC ``coords``; Davis & Goadrich (ICML 2006), Sec. 4.

    Examples
    --------
    >>> y = [0, 0, 1, 0, 1, 1, 0, 1, 0, 1]
    >>> s = [.1, .3, .35, .5, .7, .9, .2, .6, .65, .8]
    >>> coordinates_at(y, s, specificities=[0.8]).sensitivity_at_specificity
    ((0.8, 0.8),)
    """
    at_sp = check_targets(specificities, "specificities")
    at_se = check_targets(sensitivities, "sensitivities")
    at_re = check_targets(recalls, "recalls")
    c = split_classes(y_true, [y_score], sample_weight, pos_label)
    if absent_class(c, "the coordinates"):
        nan = float("nan")
        return CoordinatesAt(tuple((v, nan) for v in at_sp), tuple((v, nan) for v in at_se),
                             tuple((v, nan) for v in at_re))
    z = sorted_classes(c)
    data = block_of(z.d_tp[None, :], z.d_fp[None, :])
    return CoordinatesAt(
        tuple((v, float(_sensitivity_at(data, v)[0])) for v in at_sp),
        tuple((v, float(_specificity_at(data, v)[0])) for v in at_se),
        tuple((v, float(precision_at(data, v)[0])) for v in at_re),
    )


@docs
def partial_auc_intervals(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
    fpr_range: tuple[float, float] | None = None,
    tpr_range: tuple[float, float] | None = None,
    level: float = 0.95,
    n_bootstrap: int = 2000,
    random_state: RandomState = None,
) -> PartialAucIntervals:
    r"""Bootstrap intervals of McClish-corrected partial AUC-ROC over FPR and TPR ranges.

    Parameters
    ----------
    %(roc_data_args)s
    fpr_range : (float, float), optional
        ``(f0, f1)``: :func:`numeric.data.partial_auc.partial_auc_roc_score`.
    tpr_range : (float, float), optional
        ``(t0, t1)``: :func:`numeric.data.partial_auc.partial_auc_roc_tpr_score`.
    level, n_bootstrap, random_state
        As in :func:`coords_intervals`.

    Returns
    -------
    PartialAucIntervals
        An interval for each range given (``None`` for a range not given).

    Warns
    -----
    DegenerateDataWarning
        If a class is absent (the intervals are NaN).

    Notes
    -----
    The replicates are those of :func:`coords_intervals` (stratified, sorted once); each
    replicate's raw partial area is integrated exactly along its straight segments and corrected
    as McClish (1989) (the FPR range) or as pROC (the TPR range):

    .. math:: \mathrm{pAUC}_s^{*b} = \tfrac12\Big(1 + \frac{A^{*b} - A_{\min}}
              {A_{\max} - A_{\min}}\Big).

    pROC's ``ci.auc`` drops the replicates below the diagonal (NA there); rocpr keeps them.

    References
    ----------
    McClish (1989), Medical Decision Making 9(3):190-195; Robin et al. (2011), pROC
    ``ci.auc(method = "bootstrap", partial.auc.correct = TRUE)``.

    Examples
    --------
    >>> y = [0, 0, 1, 0, 1, 1, 0, 1, 0, 1]
    >>> s = [.1, .3, .35, .5, .7, .9, .2, .6, .65, .8]
    >>> r = partial_auc_intervals(y, s, tpr_range=(0.8, 1.0), n_bootstrap=200, random_state=0)
    >>> r.fpr_range is None, round(r.tpr_range.estimate, 4)  # A = 0.12 over [0.8, 1]
    (True, 0.7778)
    """
    lv, n_boot, rng, seed = check_common(level, n_bootstrap, random_state)
    f = None if fpr_range is None else check_unit_range(fpr_range, "fpr_range", ("f0", "f1"))
    t = None if tpr_range is None else check_unit_range(tpr_range, "tpr_range", ("t0", "t1"))
    c = split_classes(y_true, [y_score], sample_weight, pos_label)
    if absent_class(c, "the partial AUC intervals"):
        nan = _nan_ci(lv)
        return PartialAucIntervals(None if f is None else nan, None if t is None else nan,
                                   n_boot, seed)
    z = sorted_classes(c)

    def stat(b: Block) -> tuple[FloatArray | None, FloatArray | None]:
        n_pos, n_neg = b.n_pos, b.n_neg
        fv = None if f is None else mcclish_correct(
            partial_areas(b.tp, b.fp, n_pos, n_neg, *f), *mcclish_bounds(*f))
        tv = None if t is None else mcclish_correct(
            tpr_partial_areas(b.tp, b.fp, n_pos, n_neg, *t), *mcclish_tpr_bounds(*t))
        return fv, tv

    fr: list[FloatArray] = []
    tr: list[FloatArray] = []
    for blk in replicate_blocks(c, z, n_boot, rng):
        fv, tv = stat(blk)
        if fv is not None:
            fr.append(fv)
        if tv is not None:
            tr.append(tv)
    fe, te = stat(block_of(z.d_tp[None, :], z.d_fp[None, :]))
    return PartialAucIntervals(
        None if fe is None else _ci(float(fe[0]), np.concatenate(fr), lv),
        None if te is None else _ci(float(te[0]), np.concatenate(tr), lv),
        n_boot, seed,
    )

