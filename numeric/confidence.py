"""The interval types of every result: :class:`ConfidenceInterval` and :class:`AreaIntervals`.

One interval type everywhere (estimate, low, high, level, method, standard error), nested in the
result objects (``Evaluation.intervals.auc_pr.low``) rather than flattened into their fields.
Pure data: the computations live in :mod:`numeric.stats`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

__all__ = ["AUC_ROC_CI_METHODS", "CI_METHODS", "AreaIntervals", "ConfidenceInterval"]

#: The interval methods of AUC-PR and average precision (:func:`numeric.stats.area_intervals`).
CI_METHODS = ("auto", "bootstrap-t", "influence-logit", "influence", "bca", "percentile",
              "logit")
#: The interval methods of AUC-ROC.
AUC_ROC_CI_METHODS = ("delong", "bca", "percentile")


@dataclass(frozen=True)
class ConfidenceInterval:
    """A two-sided confidence interval for one quantity (SciPy's ``ConfidenceInterval`` style).

    Attributes
    ----------
    estimate : float
        The point estimate from the data.
    low, high : float
        The interval's ends (NaN when undefined for the data).
    level : float
        The confidence level, e.g. 0.95.
    method : str
        ``'delong'``, ``'percentile'``, ``'bca'``, ``'logit'``, ...
    standard_error : float
        DeLong's standard error, the bootstrap replicates' standard deviation, or Boyd et al.'s
        standard error on the logit scale (``'logit'``).

    Examples
    --------
    >>> ci = ConfidenceInterval(0.8, 0.7, 0.9, 0.95, "delong", 0.05)
    >>> ci.interval
    (0.7, 0.9)
    """

    estimate: float
    low: float
    high: float
    level: float
    method: str
    standard_error: float

    @property
    def interval(self) -> tuple[float, float]:
        """``(low, high)``."""
        return (self.low, self.high)


_T = TypeVar("_T")


@dataclass(frozen=True)
class PerArea(Generic[_T]):
    """One result of each of the three areas of a score column (or of a pair of columns): the
    first fields of :class:`AreaIntervals` and of :mod:`numeric.stats`' per-area results."""

    auc_roc: _T
    auc_pr: _T
    average_precision: _T


@dataclass(frozen=True)
class AreaIntervals(PerArea[ConfidenceInterval]):
    """Confidence intervals of AUC-ROC, exact AUC-PR and AP of one score column.

    Attributes
    ----------
    auc_roc, auc_pr, average_precision : ConfidenceInterval
    level : float
    method : str
        Method of the AUC-PR and AP intervals (``'bca'``, ``'percentile'`` or ``'logit'``).
    auc_roc_method : str
        ``'delong'``, ``'bca'`` or ``'percentile'``.
    n_bootstrap : int or None
        Replicates drawn (``None`` when no interval needed the bootstrap).
    seed : int or None
        The seed that reproduces the replicates (``None``: no bootstrap, or a Generator given).
    """

    level: float
    method: str
    auc_roc_method: str
    n_bootstrap: int | None
    seed: int | None
