"""Labelled scores: threshold counts, ROC and PR curves, exact AUCs, the :class:`Evaluation` of
every quantity (computed in one call by :func:`numeric.evaluate`), the ROC convex hull and
achievable PR curve, skew transfer, folds, multi-class and soft labels. Arrays in, numbers out:
reading files is the application's (:mod:`rocpr.io`).

Data arguments follow scikit-learn: ``y_true, y_score, *, sample_weight=None, pos_label=None``.
"""

from typing import TYPE_CHECKING

from numeric._lazy import lazy_exports

if TYPE_CHECKING:
    from numeric.core.steps import ThresholdCounts, threshold_counts

    from .aggregated import evaluate_aggregated
    from .auc import (
        auc_npr_score,
        auc_pr_dg_steps_score,
        auc_pr_score,
        auc_roc_score,
        average_precision_min_score,
        average_precision_score,
        global_min_auc_pr_score,
    )
    from .curves import (
        precision_recall_dg_curve,
        precision_recall_full_curve,
        roc_full_curve,
    )
    from .evaluation import Evaluation
    from .folds import (
        AveragedCurve,
        FoldEvaluation,
        FoldResult,
        FoldSummary,
        fold_evaluation,
        vertical_average_pr,
        vertical_average_roc,
    )
    from .hull import (
        AchievablePRCurve,
        ROCHull,
        ThresholdedPoints,
        achievable_pr_curve,
        apply_thresholds,
        hull_thresholds,
        roc_convex_hull,
        roc_convex_hull_curve,
    )
    from .multiclass import (
        ClassResult,
        MulticlassAverages,
        MulticlassEvaluation,
        PairResult,
        multiclass_evaluation,
    )
    from .operating_points import (
        OperatingPoint,
        operating_point,
        operating_points,
    )
    from .partial_auc import (
        partial_auc_roc_score,
        partial_auc_roc_tpr_score,
    )
    from .skew_transfer import (
        auc_pr_at_skew,
        transfer_auc_pr,
        transfer_pr_curve,
    )
    from .sklearn_curves import precision_recall_curve, roc_curve
    from .soft_labels import (
        SoftLabelRows,
        expand_soft_labels,
    )
    from .streaming import StreamingEvaluator

__all__ = [
    "AchievablePRCurve",
    "AveragedCurve",
    "ClassResult",
    "Evaluation",
    "FoldEvaluation",
    "FoldResult",
    "FoldSummary",
    "MulticlassAverages",
    "MulticlassEvaluation",
    "OperatingPoint",
    "PairResult",
    "ROCHull",
    "SoftLabelRows",
    "StreamingEvaluator",
    "ThresholdCounts",
    "ThresholdedPoints",
    "achievable_pr_curve",
    "apply_thresholds",
    "auc_npr_score",
    "auc_pr_at_skew",
    "auc_pr_dg_steps_score",
    "auc_pr_score",
    "auc_roc_score",
    "average_precision_min_score",
    "average_precision_score",
    "evaluate_aggregated",
    "expand_soft_labels",
    "fold_evaluation",
    "global_min_auc_pr_score",
    "hull_thresholds",
    "multiclass_evaluation",
    "operating_point",
    "operating_points",
    "partial_auc_roc_score",
    "partial_auc_roc_tpr_score",
    "precision_recall_curve",
    "precision_recall_dg_curve",
    "precision_recall_full_curve",
    "roc_convex_hull",
    "roc_convex_hull_curve",
    "roc_curve",
    "roc_full_curve",
    "threshold_counts",
    "transfer_auc_pr",
    "transfer_pr_curve",
    "vertical_average_pr",
    "vertical_average_roc",
]

__getattr__, __dir__ = lazy_exports(__name__, __all__, (
    ".aggregated",
    ".auc",
    "numeric.core.steps",
    ".curves",
    ".evaluation",
    ".folds",
    ".hull",
    ".multiclass",
    ".operating_points",
    ".partial_auc",
    ".skew_transfer",
    ".sklearn_curves",
    ".soft_labels",
    ".streaming",
))
