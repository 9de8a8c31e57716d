"""The result objects of :func:`numeric.bounds.auc_pr_bounds` and :func:`~.auc_roc_bounds`.

Generic in the number type: ``float`` for scalar input on the float64 path, an ``ndarray`` of
float64 for array input, ``mpmath.mpf`` on the precise path (:mod:`numeric.bounds.precise`).
Public as :mod:`numeric.bounds.results`; here so that both paths import them without a cycle.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

from numeric.display import ResultDisplay

__all__ = ["AucPrBounds", "AucRocBounds", "N"]

#: The number type of a result's fields: float, ndarray of float64 or mpmath.mpf.
N = TypeVar("N")


@dataclass(frozen=True, repr=False)
class _AtClassBalance(ResultDisplay, Generic[N]):
    """The fields both results open with: the class balance they are computed at.

    Attributes
    ----------
    skew : float, ndarray or mpf
        ``a = N-/N+``.
    prevalence : float, ndarray or mpf
        ``pi = N+/N = 1/(1 + a)``.
    """

    skew: N
    prevalence: N


@dataclass(frozen=True, repr=False)
class AucPrBounds(_AtClassBalance[N]):
    """Range of AUC-PR at a given AUC-ROC and class balance.

    Attributes
    ----------
    skew, prevalence : float, ndarray or mpf
        The class balance, ``a = N-/N+`` and ``pi = N+/N = 1/(1 + a)``.
    auc_roc : float, ndarray or mpf
        The given AUC-ROC.
    global_min_auc_pr : float, ndarray or mpf
        Minimum AUC-PR over every ROC curve (Boyd et al. 2012, Thm 2).
    auc_pr_max : float, ndarray or mpf
        Maximum AUC-PR at this AUC-ROC (Mihelich et al. 2024, Thm 3.5; verified).
    auc_pr_min : float, ndarray or mpf
        The exact minimum AUC-PR at this AUC-ROC
        (:func:`numeric.bounds.exact_minimum.auc_pr_min_exact`).
    auc_pr_min_mihelich : float, ndarray or mpf
        The paper's claimed minimum (Thm 3.5), **not** the true minimum: it lies above
        ``auc_pr_min``.
    """

    auc_roc: N
    global_min_auc_pr: N
    auc_pr_max: N
    auc_pr_min: N
    auc_pr_min_mihelich: N


@dataclass(frozen=True, repr=False)
class AucRocBounds(_AtClassBalance[N]):
    """Range of AUC-ROC at a given AUC-PR and class balance.

    Attributes
    ----------
    skew, prevalence : float, ndarray or mpf
        The class balance, ``a = N-/N+`` and ``pi = N+/N = 1/(1 + a)``.
    auc_pr : float, ndarray or mpf
        The given AUC-PR.
    global_min_auc_pr : float, ndarray or mpf
        Minimum AUC-PR over every ROC curve; ``auc_pr`` must not be below it.
    auc_roc_min : float, ndarray or mpf
        Minimum AUC-ROC at this AUC-PR (Mihelich et al. 2024, Thm 3.9; verified).
    auc_roc_max : float, ndarray or mpf
        The exact maximum AUC-ROC at this AUC-PR
        (:func:`numeric.bounds.exact_minimum.auc_roc_max_exact`).
    auc_roc_max_mihelich : float, ndarray or mpf
        The paper's claimed maximum (Thm 3.9), **not** the true maximum: it lies below
        ``auc_roc_max``.
    """

    auc_pr: N
    global_min_auc_pr: N
    auc_roc_min: N
    auc_roc_max: N
    auc_roc_max_mihelich: N
