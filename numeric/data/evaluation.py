"""Every quantity of the papers for one labelled data set, from its recall steps.

:class:`Evaluation` and the functions that fill it from validated steps
(:func:`evaluation_from_steps`) or from areas summed elsewhere (:func:`evaluation_from_areas`:
the Dask engine's buckets). The one-call :func:`numeric.stats.evaluate.evaluate` (with
intervals) builds on them.
"""

from __future__ import annotations

import math
import warnings
from dataclasses import dataclass, fields

from numeric._warnings import DegenerateDataWarning, RocprWarning
from numeric.bounds.boyd import average_precision_min
from numeric.confidence import AreaIntervals, ConfidenceInterval
from numeric.core.areas import AreaSums, areas_from_steps
from numeric.core.dg_points import MAX_DG_POINTS, dg_point_count, dg_point_count_within
from numeric.core.steps import RecallSteps
from numeric.data.auc import auc_npr_from_deficit_sum, global_min_auc_pr_from_counts
from numeric.display import ResultDisplay

__all__ = ["INTERVAL_KEYS", "Evaluation", "evaluation_from_areas", "evaluation_from_steps"]

# The keys of :meth:`Evaluation.to_dict` that carry the confidence intervals (``None`` without).
INTERVAL_KEYS = ("auc_roc_ci", "auc_pr_ci", "average_precision_ci", "ci_level", "ci_method",
                 "auc_roc_ci_method", "n_bootstrap", "seed")

_NAN = float("nan")


@dataclass(frozen=True, repr=False)
class Evaluation(ResultDisplay):
    """Summary of a scored data set: class balance, AUCs, and Boyd et al.'s reference values.

    Attributes
    ----------
    n : int
        Number of samples given (including any of weight zero).
    n_pos, n_neg : float
        (Weighted) totals of positives and negatives.
    prevalence : float
        ``pi = n_pos/(n_pos + n_neg)``; NaN if the total weight is 0.
    skew : float
        ``a = n_neg/n_pos`` (the toolkit's class-balance parameter); NaN without positives.
    recall_range : (float, float)
        The range ``(r0, r1)`` of recall over which the PR areas, the ROC area and the Boyd
        reference values were computed; ``(0.0, 1.0)`` for the whole curves.
    auc_roc : float
        Trapezoidal AUC-ROC (Mann-Whitney, ties 1/2), integrated over TPR in the range.
    auc_pr : float
        Exact area under Davis & Goadrich's interpolated PR curve.
    auc_pr_dg_steps : float
        Davis & Goadrich's discrete estimate (unit TP steps, composite trapezoid); NaN, with a
        :class:`~numeric._warnings.RocprWarning`, if the weights would need more than 5e7 points.
    average_precision : float
        ``sum (R_n - R_{n-1}) P_n`` (scikit-learn's AP).
    global_min_auc_pr : float
        Boyd et al.'s minimum AUC-PR for this class balance (Thm 2; Cor. 4 on a range).
    average_precision_min : float
        Boyd et al.'s minimum AP for these class counts (Thm 3); defined for the whole curve
        only, so NaN when ``recall_range`` is not ``(0, 1)``.
    auc_npr : float
        ``(auc_pr - global_min_auc_pr)/((r1 - r0) - global_min_auc_pr)``.

    intervals : AreaIntervals or None
        Confidence intervals of AUC-ROC, AUC-PR and AP with their level, methods, replicates and
        seed when ``evaluate`` was called with ``ci=level``
        (:func:`numeric.stats.area_intervals`); ``None`` otherwise.

    A quantity that is undefined for the data (a class absent) is NaN.
    """

    n: int
    n_pos: float
    n_neg: float
    prevalence: float
    skew: float
    recall_range: tuple[float, float]
    auc_roc: float
    auc_pr: float
    auc_pr_dg_steps: float
    average_precision: float
    global_min_auc_pr: float
    average_precision_min: float
    auc_npr: float
    intervals: AreaIntervals | None = None

    def confidence_interval(self, quantity: str = "auc_roc") -> ConfidenceInterval:
        """The interval of ``'auc_roc'``, ``'auc_pr'`` or ``'average_precision'``.

        Raises
        ------
        ValueError
            If the intervals were not computed (``evaluate(..., ci=None)``) or the quantity has
            none.

        Examples
        --------
        >>> from numeric import evaluate
        >>> e = evaluate([0, 0, 1, 1, 0, 1], [0.1, 0.4, 0.35, 0.8, 0.2, 0.9], ci=0.95)
        >>> ci = e.confidence_interval("auc_roc")  # DeLong, clipped at 1
        >>> round(ci.low, 4), ci.high, ci.method
        (0.5809, 1.0, 'delong')
        """
        keys = ("auc_roc", "auc_pr", "average_precision")
        if quantity not in keys:
            raise ValueError(f"quantity must be one of {list(keys)}, got {quantity!r}")
        if self.intervals is None:
            raise ValueError("no confidence intervals: call evaluate(..., ci=level)")
        interval: ConfidenceInterval = getattr(self.intervals, quantity)
        return interval

    def as_mapping(self) -> dict[str, object]:
        """The fields under the command line's JSON keys (``rocpr evaluate --format json``).

        The interval keys (``auc_roc_ci``, ``auc_pr_ci``, ``average_precision_ci`` as
        ``[low, high]``, ``ci_level``, ``ci_method``, ``auc_roc_ci_method``, ``n_bootstrap``,
        ``seed``) are always present, ``None`` without intervals; ``recall_range`` is a list.
        Values are Python scalars (NaN stays NaN here; :meth:`to_dict` is the strict JSON of
        this mapping, NaN as ``None``).

        Examples
        --------
        >>> from numeric import evaluate
        >>> d = evaluate([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8]).as_mapping()
        >>> d["auc_roc"], d["recall_range"], d["auc_roc_ci"]
        (0.75, [0.0, 1.0], None)
        """
        out: dict[str, object] = {f.name: getattr(self, f.name) for f in fields(self)
                                  if f.name != "intervals"}
        out["recall_range"] = list(self.recall_range)
        iv = self.intervals
        for key in INTERVAL_KEYS:
            out[key] = None
        if iv is not None:
            for q in ("auc_roc", "auc_pr", "average_precision"):
                out[f"{q}_ci"] = list(getattr(iv, q).interval)
            out.update(ci_level=iv.level, ci_method=iv.method,
                       auc_roc_ci_method=iv.auc_roc_method, n_bootstrap=iv.n_bootstrap,
                       seed=iv.seed)
        return out


def evaluation_from_steps(steps: RecallSteps, n: int, r0: float = 0.0, r1: float = 1.0, *,
                          stacklevel: int = 2, warn_degenerate: bool = True) -> Evaluation:
    """Every field of :class:`~numeric.data.evaluation.Evaluation` from validated recall steps.

    The step-level half of :func:`~numeric.stats.evaluate.evaluate` (which sorts the samples
    into steps first), with the same cores, warnings and NaN rules.

    Parameters
    ----------
    steps : RecallSteps
        Valid steps (as built by :func:`numeric.core.steps.recall_steps` or
        :func:`steps_from_totals`).
    n : int
        The number of samples they summarize (reported as ``n``).
    r0, r1 : float, default=0.0, 1.0
        Validated recall range.
    stacklevel : int, default=2
        Of the warnings, as if this function called :func:`warnings.warn` itself (2: its
        caller).
    warn_degenerate : bool, default=True
        Warn :class:`~numeric._warnings.DegenerateDataWarning` if a class is absent (``False``
        lets a caller that adds fields warn once, at the end).

    Returns
    -------
    Evaluation

    Examples
    --------
    >>> from numeric.core.steps import RecallSteps, recall_steps
    >>> evaluation_from_steps(recall_steps([0, 1], [0.1, 0.9]), 2).auc_roc
    1.0
    """
    areas = AreaSums(_NAN, _NAN, _NAN, _NAN, _NAN)
    if steps.totals[0] > 0:  # positives: the areas are defined
        # Over the whole curve the discrete area is a closed form per step (no point built);
        # a recall range walks the points, at most MAX_DG_POINTS of them.
        dg_steps = (r0, r1) == (0.0, 1.0) or dg_point_count_within(steps, MAX_DG_POINTS)
        if not dg_steps:
            warn_dg_steps_nan(dg_point_count(steps), stacklevel=stacklevel + 1)
        areas = areas_from_steps(steps, r0, r1, dg_steps=dg_steps)
    # The caller's units (steps may be rescaled by a power of 2), and the rescaled ones.
    return evaluation_from_areas(n, steps.totals, (steps.n_pos, steps.n_neg), r0, r1, areas,
                                 stacklevel=stacklevel + 1, warn_degenerate=warn_degenerate)


def evaluation_from_areas(
    n: int, totals: tuple[float, float], scaled_totals: tuple[float, float], r0: float,
    r1: float, areas: AreaSums, *, stacklevel: int = 2,
    warn_degenerate: bool = True,
) -> Evaluation:
    """The :class:`~numeric.data.evaluation.Evaluation` of data whose areas are already summed.

    The last step of :func:`evaluation_from_steps` (and of any evaluation that sums the areas
    itself, piece by piece): the class balance and Boyd et al.'s reference values from the
    totals, the NaN rules of :func:`~numeric.stats.evaluate.evaluate`, and its warning.

    Parameters
    ----------
    n : int
        The number of samples (reported as ``n``).
    totals : (float, float)
        ``(n_pos, n_neg)``, the (weighted) class totals in the caller's units.
    scaled_totals : (float, float)
        The same totals in any common unit (as summed, e.g. rescaled by a power of 2); only
        their ratios are used (``prevalence``, ``skew``), so that they cannot overflow.
    r0, r1 : float
        Validated recall range.
    areas : AreaSums
        As :func:`numeric.core.areas.areas_from_steps` returns them (or their
        :meth:`~numeric.core.records.AreaSums.total` over parts of the curve); ``pr_deficit``
        (``N+ (r1 - r0 - AUCPR)``) in the units of ``scaled_totals``: AUCNPR is computed from it,
        without cancellation. Those undefined for the data (no positives: all; no negatives:
        ``auc_roc`` and ``auc_npr``) are replaced by NaN.
    stacklevel : int, default=2
        Of the warning, as if this function called :func:`warnings.warn` itself (2: its caller).
    warn_degenerate : bool, default=True
        Warn :class:`~numeric._warnings.DegenerateDataWarning` if a class is absent.

    Returns
    -------
    Evaluation

    Examples
    --------
    >>> from numeric.core.areas import AreaSums, areas_from_steps
    >>> from numeric.core.steps import recall_steps
    >>> steps = recall_steps([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8])
    >>> e = evaluation_from_areas(4, steps.totals, steps.totals, 0.0, 1.0, areas_from_steps(steps))
    >>> e.prevalence, e.auc_roc, e.average_precision
    (0.5, 0.75, 0.8333333333333333)
    """
    n_pos, n_neg = totals
    scaled_pos, scaled_neg = scaled_totals
    total = n_pos + n_neg
    prevalence = scaled_pos / (scaled_pos + scaled_neg) if total > 0 else _NAN
    skew = scaled_neg / scaled_pos if n_pos > 0 else _NAN  # scale-free, never overflows
    has_pos, has_neg = n_pos > 0, n_neg > 0
    if has_pos:  # summed areas may round an ulp past their range: an area never leaves it
        width = r1 - r0
        auc_pr, auc_pr_dg = _within(areas.auc_pr, width), _within(areas.auc_pr_dg_steps, width)
        ap, auc_roc = _within(areas.average_precision, width), _within(areas.auc_roc, width)
        lost = areas.pr_deficit
    else:
        auc_pr = auc_pr_dg = ap = auc_roc = lost = _NAN
    if has_pos and has_neg:
        auc_npr = auc_npr_from_deficit_sum(lost, scaled_pos, scaled_neg, r0, r1)
        global_min_auc_pr = global_min_auc_pr_from_counts(n_pos, n_neg, r0, r1)
        min_ap = float(average_precision_min(n_pos, n_neg)) if (r0, r1) == (0.0, 1.0) else _NAN
    else:
        auc_roc = global_min_auc_pr = min_ap = auc_npr = _NAN
    result = Evaluation(
        n=n, n_pos=n_pos, n_neg=n_neg, prevalence=prevalence, skew=skew,
        recall_range=(r0, r1), auc_roc=auc_roc, auc_pr=auc_pr, auc_pr_dg_steps=auc_pr_dg,
        average_precision=ap, global_min_auc_pr=global_min_auc_pr, average_precision_min=min_ap,
        auc_npr=auc_npr,
    )
    if warn_degenerate and not (has_pos and has_neg):
        warn_one_class(result, stacklevel=stacklevel + 1)
    return result


def _within(area: float, width: float) -> float:
    """``area`` held in ``[0, width]`` (NaN stays NaN)."""
    return area if math.isnan(area) else min(max(area, 0.0), width)


def warn_dg_steps_nan(n_points: float, stacklevel: int) -> None:
    """Warn that ``auc_pr_dg_steps`` is NaN: the discrete method would need ``n_points``."""
    warnings.warn(
        f"auc_pr_dg_steps is NaN: Davis & Goadrich's method needs one point per unit of "
        f"(weighted) TP, {n_points:.3g} here (at most {MAX_DG_POINTS:.3g}); "
        "rescale sample_weight to get it",
        RocprWarning,
        stacklevel=stacklevel,
    )


def warn_one_class(result: Evaluation, stacklevel: int) -> None:
    """Warn (once) that a class is absent, naming the fields of ``result`` that are NaN."""
    missing = "positive" if not result.n_pos > 0 else "negative"
    nan_fields = [k for k, v in vars(result).items() if isinstance(v, float) and math.isnan(v)]
    warnings.warn(
        f"y_true has no {missing} samples: {', '.join(nan_fields)} are undefined (NaN)",
        DegenerateDataWarning,
        stacklevel=stacklevel,
    )
