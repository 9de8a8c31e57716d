"""Geometry of ROC and PR space: the maps between the spaces, class balance, Davis & Goadrich's
interpolation, curve objects (conversion and resampling), dominance.

Nothing here reads labelled data; everything takes points, counts or curves.
"""

from typing import TYPE_CHECKING

from numeric._lazy import lazy_exports

if TYPE_CHECKING:
    from .confusion import (
        CountPoints,
        PrPoints,
        RocPoints,
        counts_to_pr,
        counts_to_roc,
        pr_to_counts,
        pr_to_roc,
        roc_to_counts,
        roc_to_pr,
        swapped_roc_to_pr,
    )
    from .curve_conversion import (
        PRCurve,
        ROCCurve,
        pr_limit_precision,
    )
    from .dominance import Dominance, curve_dominance
    from .interpolation import (
        interpolated_precision,
        pr_area_from_counts,
        segment_area,
    )
    from .skew import (
        prevalence_from_skew,
        resolve_skew,
        skew_from_counts,
        skew_from_prevalence,
    )

__all__ = [
    "CountPoints",
    "Dominance",
    "PRCurve",
    "PrPoints",
    "ROCCurve",
    "RocPoints",
    "counts_to_pr",
    "counts_to_roc",
    "curve_dominance",
    "interpolated_precision",
    "pr_area_from_counts",
    "pr_limit_precision",
    "pr_to_counts",
    "pr_to_roc",
    "prevalence_from_skew",
    "resolve_skew",
    "roc_to_counts",
    "roc_to_pr",
    "segment_area",
    "skew_from_counts",
    "skew_from_prevalence",
    "swapped_roc_to_pr",
]

__getattr__, __dir__ = lazy_exports(__name__, __all__, (
    ".confusion",
    ".curve_conversion",
    ".dominance",
    ".interpolation",
    ".skew",
))
