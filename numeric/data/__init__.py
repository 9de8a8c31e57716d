"""Labelled scores: threshold counts, ROC and PR curves, exact AUCs, the one-call
:func:`evaluate`, the ROC convex hull and achievable PR curve, skew transfer, and file readers.

Data arguments follow scikit-learn: ``y_true, y_score, *, sample_weight=None, pos_label=None``.
The embedded default data set (``default.npz``, provenance in ``README.md`` beside it) lives here.
"""

from .auc import (
    auc_npr_score,
    auc_pr_dg_steps_score,
    auc_pr_score,
    auc_roc_score,
    average_precision_min_score,
    average_precision_score,
    global_min_auc_pr_score,
)
from .column_readers import (
    MulticlassData,
    read_fold_column,
    read_multiclass_data,
    read_score_columns,
)
from .counts import ThresholdCounts, threshold_counts
from .curves import (
    precision_recall_curve,
    precision_recall_dg_curve,
    roc_curve,
)
from .default_models import DEFAULT_MODELS, load_default_models
from .distributed import (
    SampledCurves,
    dask_curves,
    evaluate_dask,
    evaluate_dask_frame,
    read_dask_frame,
)
from .evaluation import Evaluation, evaluate
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
)
from .readers import (
    ScoredData,
    load_default,
    read_scored_data,
)
from .skew_transfer import (
    auc_pr_at_skew,
    transfer_auc_pr,
    transfer_pr_curve,
)
from .soft_labels import (
    SoftLabelRows,
    expand_soft_labels,
)

__all__ = [
    "DEFAULT_MODELS",
    "AchievablePRCurve",
    "AveragedCurve",
    "ClassResult",
    "Evaluation",
    "FoldEvaluation",
    "FoldResult",
    "FoldSummary",
    "MulticlassAverages",
    "MulticlassData",
    "MulticlassEvaluation",
    "OperatingPoint",
    "PairResult",
    "ROCHull",
    "SampledCurves",
    "ScoredData",
    "SoftLabelRows",
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
    "dask_curves",
    "evaluate",
    "evaluate_dask",
    "evaluate_dask_frame",
    "expand_soft_labels",
    "fold_evaluation",
    "global_min_auc_pr_score",
    "hull_thresholds",
    "load_default",
    "load_default_models",
    "multiclass_evaluation",
    "operating_point",
    "operating_points",
    "partial_auc_roc_score",
    "precision_recall_curve",
    "precision_recall_dg_curve",
    "read_dask_frame",
    "read_fold_column",
    "read_multiclass_data",
    "read_score_columns",
    "read_scored_data",
    "roc_convex_hull",
    "roc_convex_hull_curve",
    "roc_curve",
    "threshold_counts",
    "transfer_auc_pr",
    "transfer_pr_curve",
    "vertical_average_pr",
    "vertical_average_roc",
]
