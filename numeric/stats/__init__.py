"""Statistics of the areas: confidence intervals and paired comparisons of classifiers.

:mod:`~numeric.stats.delong` (DeLong's variance, covariance and paired test of AUC-ROC, in
O(n log n) by placement values), :mod:`~numeric.stats.bootstrap` (stratified bootstrap of AUC-ROC,
exact AUC-PR and AP from one sort, percentile and BCa intervals, Boyd et al.'s logit interval,
paired differences), :mod:`~numeric.stats.pr_influence` (the analytic influence-function
variance, intervals and paired test of AUC-PR and AP, O(n log n)),
:mod:`~numeric.stats.intervals` (the intervals :func:`numeric.evaluate` reports) and
:mod:`~numeric.stats.compare` (every pair of several score columns).
"""

from ._common import ConfidenceInterval
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
from .pr_influence import (
    PR_QUANTITIES,
    PR_TRANSFORMS,
    InfluenceIntervals,
    InfluenceTests,
    PRInfluence,
    PRTest,
    influence_intervals,
    influence_tests,
    pr_ci,
    pr_influence,
    pr_test,
)

__all__ = [
    "AUC_ROC_CI_METHODS",
    "BOOTSTRAP_METHODS",
    "CI_METHODS",
    "PR_QUANTITIES",
    "PR_TRANSFORMS",
    "AreaIntervals",
    "BootstrapIntervals",
    "Comparison",
    "ConfidenceInterval",
    "DeLongCovariance",
    "DeLongTest",
    "Difference",
    "InfluenceIntervals",
    "InfluenceTests",
    "PRInfluence",
    "PRTest",
    "PairComparison",
    "PairedBootstrap",
    "area_intervals",
    "bootstrap_ci",
    "compare",
    "delong_ci",
    "delong_covariance",
    "delong_test",
    "influence_intervals",
    "influence_tests",
    "logit_interval",
    "paired_bootstrap",
    "placement_values",
    "pr_ci",
    "pr_influence",
    "pr_test",
    "with_intervals",
]
