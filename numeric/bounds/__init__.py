"""Bounds linking AUC-ROC and AUC-PR: Boyd et al. (2012), Mihelich et al. (2024) with F^-1, and the
exact minimum AUC-PR at fixed AUC-ROC that corrects Mihelich et al.'s Thm 3.5.

Every function takes the class balance as ``skew = N-/N+``, broadcasts, and returns ``float`` for
scalar input and ``ndarray`` of float64 for arrays. :mod:`numeric.bounds.precise` holds the
extended-precision entries (same names and positional parameters plus ``dps=``, one
``mpmath.mpf`` per call; sympy is imported only there).
"""

from typing import TYPE_CHECKING

from numeric._lazy import lazy_exports

if TYPE_CHECKING:
    from . import precise
    from .boyd import (
        auc_npr,
        average_precision_min,
        global_min_auc_pr,
        global_min_auc_pr_range,
        min_precision,
        modified_f1,
    )
    from .exact_minimum import (
        ExactMinimum,
        FeasibleRegion,
        RegimeBoundaries,
        auc_pr_min_exact,
        auc_roc_max_exact,
        exact_min_solution,
        feasible_region,
        regime_boundaries,
    )
    from .finite_n import FiniteNBounds, FiniteNExtreme, finite_n_bounds, finite_n_extremes
    from .finv import f_forward, f_inverse
    from .mihelich import (
        auc_pr_max,
        auc_pr_min_mihelich,
        auc_roc_max_mihelich,
        auc_roc_min,
    )
    from .order import ImpliedOrder, implied_order
    from .results import (
        AucPrBounds,
        AucRocBounds,
        auc_pr_bounds,
        auc_pr_min_gap,
        auc_roc_bounds,
        auc_roc_max_gap,
    )
    from .table import MAX_ROWS, BoundTable, bound_table, skews_from_prevalences
    from .witness import witness_dataset, witness_vertices

__all__ = [
    "MAX_ROWS",
    "AucPrBounds",
    "AucRocBounds",
    "BoundTable",
    "ExactMinimum",
    "FeasibleRegion",
    "FiniteNBounds",
    "FiniteNExtreme",
    "ImpliedOrder",
    "RegimeBoundaries",
    "auc_npr",
    "auc_pr_bounds",
    "auc_pr_max",
    "auc_pr_min_exact",
    "auc_pr_min_gap",
    "auc_pr_min_mihelich",
    "auc_roc_bounds",
    "auc_roc_max_exact",
    "auc_roc_max_gap",
    "auc_roc_max_mihelich",
    "auc_roc_min",
    "average_precision_min",
    "bound_table",
    "exact_min_solution",
    "f_forward",
    "f_inverse",
    "feasible_region",
    "finite_n_bounds",
    "finite_n_extremes",
    "global_min_auc_pr",
    "global_min_auc_pr_range",
    "implied_order",
    "min_precision",
    "modified_f1",
    "precise",
    "regime_boundaries",
    "skews_from_prevalences",
    "witness_dataset",
    "witness_vertices",
]

__getattr__, __dir__ = lazy_exports(__name__, __all__, (
    ".boyd",
    ".exact_minimum",
    ".finite_n",
    ".finv",
    ".mihelich",
    ".order",
    ".results",
    ".table",
    ".witness",
    ".precise",  # the module itself (its functions share the float64 names)
))
