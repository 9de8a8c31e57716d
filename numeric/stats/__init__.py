"""Statistics of the areas: confidence intervals and paired comparisons of classifiers.

:mod:`~numeric.stats.delong` (DeLong's variance, covariance and paired test of AUC-ROC, in
O(n log n) by placement values), :mod:`~numeric.stats.bootstrap` (stratified bootstrap of AUC-ROC,
exact AUC-PR and AP from one sort, percentile and BCa intervals, Boyd et al.'s logit interval,
paired differences), :mod:`~numeric.stats.intervals` (the intervals :func:`numeric.evaluate`
reports) and :mod:`~numeric.stats.compare` (every pair of several score columns);
:mod:`~numeric.stats.coords_ci` (bootstrap intervals of operating points, of the sensitivity at a
specificity, the specificity at a sensitivity, the precision at a recall and of partial AUCs: pROC's
``ci.coords``, ``ci.se``, ``ci.sp``), :mod:`~numeric.stats.smoothing` (pROC's binormal smoothing)
and :mod:`~numeric.stats.bands` (pointwise and simultaneous bootstrap bands of ROC and PR curves).
"""

from ._common import ConfidenceInterval
from .bands import CurveBand, pr_band, roc_band
from .bootstrap import (
    BOOTSTRAP_METHODS,
    BootstrapIntervals,
    Difference,
    PairedBootstrap,
    bootstrap_ci,
    logit_interval,
    paired_bootstrap,
)
from .compare import Comparison, PairComparison, compare
from .coords_ci import (
    CoordsIntervals,
    PartialAucIntervals,
    PointIntervals,
    PrecisionAtRecall,
    SensitivityAtSpecificity,
    SpecificityAtSensitivity,
    coords_intervals,
    partial_auc_intervals,
)
from .delong import (
    DeLongCovariance,
    DeLongTest,
    delong_ci,
    delong_covariance,
    delong_test,
    placement_values,
)
from .intervals import (
    AUC_ROC_CI_METHODS,
    CI_METHODS,
    AreaIntervals,
    area_intervals,
    with_intervals,
)
from .smoothing import BinormalSmoothing, binormal_smoothing

__all__ = [
    "AUC_ROC_CI_METHODS",
    "BOOTSTRAP_METHODS",
    "CI_METHODS",
    "AreaIntervals",
    "BinormalSmoothing",
    "BootstrapIntervals",
    "Comparison",
    "ConfidenceInterval",
    "CoordsIntervals",
    "CurveBand",
    "DeLongCovariance",
    "DeLongTest",
    "Difference",
    "PairComparison",
    "PairedBootstrap",
    "PartialAucIntervals",
    "PointIntervals",
    "PrecisionAtRecall",
    "SensitivityAtSpecificity",
    "SpecificityAtSensitivity",
    "area_intervals",
    "binormal_smoothing",
    "bootstrap_ci",
    "compare",
    "coords_intervals",
    "delong_ci",
    "delong_covariance",
    "delong_test",
    "logit_interval",
    "paired_bootstrap",
    "partial_auc_intervals",
    "placement_values",
    "pr_band",
    "roc_band",
    "with_intervals",
]
