"""The kernel's two records: counts at every distinct threshold, and the steps where recall grows.

Both hold arrays of the data's own namespace, on its device (numpy's ndarrays on the host path).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, fields

import numpy as np
import numpy.typing as npt

from numeric.core.weight_scale import caller_totals

__all__ = ["AreaSums", "RecallSteps", "ThresholdCounts", "times_power_of_two"]

FloatArray = npt.NDArray[np.float64]


def times_power_of_two(x: FloatArray, exponent: int) -> FloatArray:
    """``x * 2**exponent`` for an array of any namespace: exact (one multiplication) when
    ``2**exponent`` is a normal float; :func:`numpy.ldexp` for numpy arrays otherwise; two
    multiplications otherwise (a subnormal result may then round twice).

    Examples
    --------
    >>> times_power_of_two(np.array([3.0]), -1100)
    array([2.3e-331])
    """
    if -1022 <= exponent <= 1023:
        out: FloatArray = x * math.ldexp(1.0, exponent)
        return out
    if isinstance(x, np.ndarray):
        return np.ldexp(x, exponent)
    half = exponent // 2
    scaled: FloatArray = x * math.ldexp(1.0, half) * math.ldexp(1.0, exponent - half)
    return scaled


@dataclass(frozen=True)
class ThresholdCounts:
    """Cumulative (weighted) confusion counts at every distinct threshold.

    Attributes
    ----------
    tp : ndarray of float64, shape (n_thresholds + 1,)
        True positives of "predict positive iff ``score >= thresholds[i]``"; ``tp[0] = 0``,
        nondecreasing, ``tp[-1] = n_pos``.
    fp : ndarray of float64, shape (n_thresholds + 1,)
        False positives at the same thresholds; ``fp[0] = 0``, nondecreasing, ``fp[-1] = n_neg``.
    thresholds : ndarray of float64, shape (n_thresholds + 1,)
        ``thresholds[0] = +inf``, then the distinct scores, strictly decreasing.
    n_pos : float
        Total (weighted) positives, ``tp[-1]``.
    n_neg : float
        Total (weighted) negatives, ``fp[-1]``.
    """

    tp: FloatArray
    fp: FloatArray
    thresholds: FloatArray
    n_pos: float
    n_neg: float


@dataclass(frozen=True)
class RecallSteps:
    """The segments of a curve along which recall grows: all that the AUCs depend on.

    A segment from point ``i - 1`` to point ``i`` of :class:`ThresholdCounts` with
    ``tp[i] == tp[i - 1]`` is horizontal in ROC space and vertical in PR space: it adds nothing to
    AUC-ROC (integrated over TPR), AUC-PR or AP. The others are listed here, in order of
    decreasing threshold; with 1% positives they are about 1% of the points.

    Attributes
    ----------
    tp0, fp0, tp1, fp1 : ndarray of float64, shape (n_steps,)
        Counts at the start and end of each step; ``tp1 > tp0``, ``tp0[0] = 0``,
        ``tp0[i + 1] = tp1[i]``, ``tp1[-1] = n_pos``.
    n_pos, n_neg : float
        Class totals.
    weight_exponent : int, default=0
        The counts above are the caller's weighted counts times ``2**-weight_exponent`` (exact):
        weighted data are rescaled so that the largest weight lies in ``[0.5, 1)``. The areas are
        scale-free, and so no product or sum overflows or loses bits in the subnormal range,
        whatever the weights' magnitude.
    """

    tp0: FloatArray
    fp0: FloatArray
    tp1: FloatArray
    fp1: FloatArray
    n_pos: float
    n_neg: float
    weight_exponent: int = 0

    @property
    def totals(self) -> tuple[float, float]:
        """``(n_pos, n_neg)`` in the caller's units (``weight_exponent`` undone).

        Raises
        ------
        ValueError
            If a class's weights sum beyond the largest float64 (about 1.8e308).
        """
        return caller_totals(self.n_pos, self.n_neg, self.weight_exponent)

    def in_caller_units(self) -> RecallSteps:
        """The same steps with ``weight_exponent`` undone (for methods tied to unit counts).

        Examples
        --------
        >>> from numeric.core.steps import recall_steps
        >>> s = recall_steps([0, 1, 1], [0.1, 0.8, 0.4], sample_weight=[6.0, 6.0, 6.0])
        >>> s.tp1, s.weight_exponent, s.in_caller_units().tp1
        (array([0.75, 1.5 ]), 3, array([ 6., 12.]))
        """
        if self.weight_exponent == 0:
            return self
        n_pos, n_neg = self.totals
        e = self.weight_exponent
        return RecallSteps(times_power_of_two(self.tp0, e), times_power_of_two(self.fp0, e),
                           times_power_of_two(self.tp1, e), times_power_of_two(self.fp1, e),
                           n_pos, n_neg)


@dataclass(frozen=True)
class AreaSums:
    """The areas of a set of recall steps, as sums that add up over disjoint sets of steps.

    What :func:`numeric.core.areas.areas_from_steps` returns for one curve, what the Dask
    engine's buckets return for their parts of it (summed by :meth:`total`), and what
    :func:`numeric.data.evaluation.evaluation_from_areas` turns into an
    :class:`~numeric.data.evaluation.Evaluation`. Each field is already divided by the curve's
    class totals, except ``pr_deficit``.

    Attributes
    ----------
    auc_pr : float
        Exact area under Davis & Goadrich's interpolated PR curve.
    auc_pr_dg_steps : float
        Davis & Goadrich's composite trapezoid (NaN where it was not computed).
    average_precision : float
        The step sum of precision over recall.
    auc_roc : float
        Trapezoidal AUC-ROC (NaN without negatives).
    pr_deficit : float
        ``N+ (r1 - r0 - AUCPR)`` in the steps' units: AUCNPR comes from it without cancellation
        (NaN without negatives).

    Examples
    --------
    >>> a = AreaSums(0.25, 0.25, 0.25, 0.5, 1.0)
    >>> AreaSums.total([a, a]).auc_roc
    1.0
    """

    auc_pr: float
    auc_pr_dg_steps: float
    average_precision: float
    auc_roc: float
    pr_deficit: float

    @classmethod
    def total(cls, parts: Iterable[AreaSums]) -> AreaSums:
        """Each field summed over ``parts`` exactly (:func:`math.fsum`)."""
        rows = list(parts)
        return cls(*(math.fsum(getattr(r, f.name) for r in rows) for f in fields(cls)))
