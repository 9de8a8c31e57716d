"""Numeric layer: vectorized evaluation on real data.

Four subpackages, by responsibility: :mod:`numeric.data` (labelled scores: counts, curves, exact
AUCs, :func:`evaluate`, the ROC hull, skew transfer, file readers), :mod:`numeric.geometry` (ROC/PR
maps, class balance, Davis & Goadrich interpolation, curve objects, dominance),
:mod:`numeric.bounds` (Boyd et al., Mihelich et al. with F^-1, the exact minimum, bound results,
Cor 4.1) and :mod:`numeric.report` (bound tables, witness data sets; plots in
:mod:`numeric.report.plots`, not imported here so that ``import numeric`` loads neither matplotlib
nor sympy). Formulas are the numeric twins of :mod:`analytic`'s expressions.

Naming rules -- the canonical statement (the README's "Naming rules" repeats it;
``tests/test_twins.py`` and ``tests/test_layers.py`` enforce what a test can):

1. ``*_curve`` returns arrays (a tuple of ndarrays, as scikit-learn's ``roc_curve``);
   ``*_score`` returns a Python float; a formula (``auc_pr_max``, ``global_min_auc_pr``, ...)
   returns a float for scalar input and an array when its arguments broadcast; ``*_bounds`` and
   every other result with several kinds of field return a frozen dataclass.
   (``achievable_pr_curve`` is the one exception: its name is kept, its result is
   :class:`AchievablePRCurve`.)
2. Data arguments are ``y_true, y_score, *, sample_weight=None, pos_label=None``, in that order.
3. Class balance is always ``skew``, the imbalance ``a = N-/N+`` (a bound takes it first:
   ``auc_pr_max(skew, auc_roc)``); ``prevalence=`` (``N+/N``) and ``counts=`` (``(N+, N-)``) are
   keyword-only alternatives where offered, converted in one place (:func:`resolve_skew`).
4. An AUC argument is the AUC itself (``auc_roc``, ``auc_pr``), never its complement.
5. One public name per quantity, in functions, result fields, command-line keys and table columns
   alike: ``global_min_auc_pr`` (the minimum AUC-PR over every ROC curve: Boyd et al.'s Thm 2,
   Mihelich et al.'s Cor. 3.11), ``auc_pr_min``/``auc_pr_max`` (at a given AUC-ROC),
   ``auc_roc_min``/``auc_roc_max`` (at a given AUC-PR), ``average_precision_min`` (Boyd et al.'s
   Thm 3). A paper's incorrect claim carries its author as suffix (``auc_pr_min_mihelich``);
   ``*_range`` restricts a quantity to a recall range; ``*_score`` computes it from data.
6. Twins: a formula public in both :mod:`analytic` and :mod:`numeric` has the same module
   basename, function name and parameters in the same order; the numeric twin may only add
   keyword-only extras (``dps=``).

Bad arguments raise ``TypeError``/``ValueError`` naming the parameter, the rule and the value;
data with one class only warn :class:`DegenerateDataWarning` and give NaN.
"""

from ._warnings import (
    DegenerateDataWarning,
    RocprWarning,
)
from .bounds import (
    AucPrBounds,
    AucRocBounds,
    ExactMinimum,
    FeasibleRegion,
    ImpliedOrder,
    RegimeBoundaries,
    auc_npr,
    auc_pr_bounds,
    auc_pr_max,
    auc_pr_min_exact,
    auc_pr_min_gap,
    auc_pr_min_mihelich,
    auc_roc_bounds,
    auc_roc_max_exact,
    auc_roc_max_gap,
    auc_roc_max_mihelich,
    auc_roc_min,
    average_precision_min,
    exact_min_solution,
    f_forward,
    f_inverse,
    feasible_region,
    global_min_auc_pr,
    global_min_auc_pr_range,
    implied_order,
    min_precision,
    modified_f1,
    regime_boundaries,
)
from .data import (
    AchievablePRCurve,
    Evaluation,
    ROCHull,
    ScoredData,
    ThresholdCounts,
    ThresholdedPoints,
    achievable_pr_curve,
    apply_thresholds,
    auc_npr_score,
    auc_pr_at_skew,
    auc_pr_dg_steps_score,
    auc_pr_score,
    auc_roc_score,
    average_precision_min_score,
    average_precision_score,
    evaluate,
    global_min_auc_pr_score,
    hull_thresholds,
    load_default,
    precision_recall_curve,
    precision_recall_dg_curve,
    read_scored_data,
    roc_convex_hull,
    roc_convex_hull_curve,
    roc_curve,
    threshold_counts,
    transfer_auc_pr,
    transfer_pr_curve,
)
from .geometry import (
    CountPoints,
    Dominance,
    PRCurve,
    PrPoints,
    ROCCurve,
    RocPoints,
    counts_to_pr,
    counts_to_roc,
    curve_dominance,
    interpolated_precision,
    pr_area_from_counts,
    pr_limit_precision,
    pr_to_counts,
    pr_to_roc,
    prevalence_from_skew,
    resolve_skew,
    roc_to_counts,
    roc_to_pr,
    segment_area,
    skew_from_counts,
    skew_from_prevalence,
    swapped_roc_to_pr,
)
from .report import (
    FORMATS,
    BoundTable,
    bound_table,
    format_table,
    parse_values,
    skews_from_prevalences,
    witness_dataset,
    witness_vertices,
)

__all__ = [
    "FORMATS",
    "AchievablePRCurve",
    "AucPrBounds",
    "AucRocBounds",
    "BoundTable",
    "CountPoints",
    "DegenerateDataWarning",
    "Dominance",
    "Evaluation",
    "ExactMinimum",
    "FeasibleRegion",
    "ImpliedOrder",
    "PRCurve",
    "PrPoints",
    "ROCCurve",
    "ROCHull",
    "RegimeBoundaries",
    "RocPoints",
    "RocprWarning",
    "ScoredData",
    "ThresholdCounts",
    "ThresholdedPoints",
    "achievable_pr_curve",
    "apply_thresholds",
    "auc_npr",
    "auc_npr_score",
    "auc_pr_at_skew",
    "auc_pr_bounds",
    "auc_pr_dg_steps_score",
    "auc_pr_max",
    "auc_pr_min_exact",
    "auc_pr_min_gap",
    "auc_pr_min_mihelich",
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
    "global_min_auc_pr_range",
    "global_min_auc_pr_score",
    "hull_thresholds",
    "implied_order",
    "interpolated_precision",
    "load_default",
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
    "swapped_roc_to_pr",
    "threshold_counts",
    "transfer_auc_pr",
    "transfer_pr_curve",
    "witness_dataset",
    "witness_vertices",
]
