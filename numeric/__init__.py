"""Numeric layer: vectorized evaluation on real data.

Curves and exact AUCs from labels and scores, the achievable PR curve, bounds and tables, the
exact minimum AUC-PR, witness data sets and the ``rocpr`` command line. Formulas are the numeric
twins of :mod:`analytic`'s expressions. Plotting lives in :mod:`numeric.plots` (not imported here,
so that ``import numeric`` does not load matplotlib).

Naming rules (as in scikit-learn's ``metrics``): ``*_curve`` returns arrays, ``*_score`` and
``auc_*`` return a float, ``*_bounds`` returns a result object. Data arguments are
``y_true, y_score, *, sample_weight=None, pos_label=None``. The class balance is the imbalance
``skew = N-/N+`` (:func:`resolve_skew` converts a prevalence or counts). Bad arguments raise
``TypeError``/``ValueError`` naming the parameter, the rule and the value; data with one class
only warn :class:`DegenerateDataWarning` and give NaN.
"""

from ._counts import ThresholdCounts, threshold_counts
from ._io import ScoredData, load_default, read_scored_data
from ._warnings import DegenerateDataWarning, RocprWarning
from .auc import (
    auc_npr_score,
    auc_pr_dg_steps_score,
    auc_pr_min_score,
    auc_pr_score,
    auc_roc_score,
    average_precision_min_score,
    average_precision_score,
)
from .bounds import (
    AucPrBounds,
    AucRocBounds,
    ImpliedOrder,
    auc_pr_bounds,
    auc_pr_max,
    auc_pr_min_gap,
    auc_pr_min_mihelich,
    auc_roc_bounds,
    auc_roc_max_gap,
    auc_roc_max_mihelich,
    auc_roc_min,
    global_min_auc_pr,
    implied_order,
)
from .boyd import (
    auc_npr,
    auc_pr_min,
    auc_pr_min_range,
    average_precision_min,
    min_precision,
    modified_f1,
)
from .convex_solver import DiscreteMinimum, TwoStepMaximum, max_over_two_steps, solve_min_discrete
from .curve_objects import PRCurve, ROCCurve, pr_limit_precision
from .curves import precision_recall_curve, precision_recall_dg_curve, roc_curve
from .dominance import Dominance, curve_dominance
from .evaluate import Evaluation, evaluate
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
from .finv import f_forward, f_inverse
from .hull import (
    AchievablePRCurve,
    ROCHull,
    ROCHullCurve,
    ThresholdedPoints,
    achievable_pr_curve,
    apply_thresholds,
    hull_thresholds,
    roc_convex_hull,
    roc_convex_hull_curve,
)
from .interpolation import interpolated_precision, pr_area_from_counts, segment_area
from .maps import (
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
from .skew import prevalence_from_skew, resolve_skew, skew_from_counts, skew_from_prevalence
from .skew_transfer import auc_pr_at_skew, transfer_auc_pr, transfer_pr_curve
from .tables import (
    FORMATS,
    BoundTable,
    bound_table,
    format_table,
    parse_values,
    skews_from_prevalences,
)
from .witness import witness_dataset, witness_vertices

__all__ = [
    "FORMATS",
    "AchievablePRCurve",
    "AucPrBounds",
    "AucRocBounds",
    "BoundTable",
    "CountPoints",
    "DegenerateDataWarning",
    "DiscreteMinimum",
    "Dominance",
    "Evaluation",
    "ExactMinimum",
    "FeasibleRegion",
    "ImpliedOrder",
    "PRCurve",
    "PrPoints",
    "ROCCurve",
    "ROCHull",
    "ROCHullCurve",
    "RegimeBoundaries",
    "RocPoints",
    "RocprWarning",
    "ScoredData",
    "ThresholdCounts",
    "ThresholdedPoints",
    "TwoStepMaximum",
    "achievable_pr_curve",
    "apply_thresholds",
    "auc_npr",
    "auc_npr_score",
    "auc_pr_at_skew",
    "auc_pr_bounds",
    "auc_pr_dg_steps_score",
    "auc_pr_max",
    "auc_pr_min",
    "auc_pr_min_exact",
    "auc_pr_min_gap",
    "auc_pr_min_mihelich",
    "auc_pr_min_range",
    "auc_pr_min_score",
    "auc_pr_score",
    "auc_roc_bounds",
    "auc_roc_max_exact",
    "auc_roc_max_gap",
    "auc_roc_max_mihelich",
    "auc_roc_min",
    "auc_roc_score",
    "average_precision_min",
    "average_precision_min_score",
    "average_precision_score",
    "bound_table",
    "counts_to_pr",
    "counts_to_roc",
    "curve_dominance",
    "evaluate",
    "exact_min_solution",
    "f_forward",
    "f_inverse",
    "feasible_region",
    "format_table",
    "global_min_auc_pr",
    "hull_thresholds",
    "implied_order",
    "interpolated_precision",
    "load_default",
    "max_over_two_steps",
    "min_precision",
    "modified_f1",
    "parse_values",
    "pr_area_from_counts",
    "pr_limit_precision",
    "pr_to_counts",
    "pr_to_roc",
    "precision_recall_curve",
    "precision_recall_dg_curve",
    "prevalence_from_skew",
    "read_scored_data",
    "regime_boundaries",
    "resolve_skew",
    "roc_convex_hull",
    "roc_convex_hull_curve",
    "roc_curve",
    "roc_to_counts",
    "roc_to_pr",
    "segment_area",
    "skew_from_counts",
    "skew_from_prevalence",
    "skews_from_prevalences",
    "solve_min_discrete",
    "swapped_roc_to_pr",
    "threshold_counts",
    "transfer_auc_pr",
    "transfer_pr_curve",
    "witness_dataset",
    "witness_vertices",
]
