"""Statistics of the areas: confidence intervals, tests, power, bands and smoothing.

:mod:`~numeric.stats.delong` (DeLong's variance, covariance and paired test of AUC-ROC, in
O(n log n) by placement values), :mod:`~numeric.stats.bootstrap` (stratified bootstrap of AUC-ROC,
exact AUC-PR and AP from one sort, percentile and BCa intervals, Boyd et al.'s logit interval,
paired differences), :mod:`~numeric.stats.intervals` (the intervals :func:`numeric.evaluate`
reports), :mod:`~numeric.stats.compare` (every pair of several score columns),
:mod:`~numeric.stats.power` (Obuchowski's power and sample size of tests of AUC-ROC, as pROC's
``power.roc.test``), :mod:`~numeric.stats.roc_tests` (the other tests of pROC's ``roc.test``:
bootstrap, sensitivity, specificity, Venkatraman's, unpaired DeLong),
:mod:`~numeric.stats.coords_ci` (bootstrap intervals of operating points, of the sensitivity at a
specificity, the specificity at a sensitivity, the precision at a recall and of partial AUCs: pROC's
``ci.coords``, ``ci.se``, ``ci.sp``), :mod:`~numeric.stats.smoothing` (pROC's binormal smoothing),
:mod:`~numeric.stats.bands` (pointwise and simultaneous bootstrap bands of ROC and PR curves),
:mod:`~numeric.stats.binormal` (the binormal reference model of the coverage studies) and
:mod:`~numeric.stats.pr_influence` (the analytic influence-function variance, intervals and paired
test of AUC-PR and AP, O(n log n)).
"""

from typing import TYPE_CHECKING

from numeric._lazy import lazy_exports

if TYPE_CHECKING:
    from ._common import (
        ConfidenceInterval,
    )
    from .bands import (
        CurveBand,
        pr_band,
        roc_band,
    )
    from .binormal import (
        BinormalModel,
        binormal_auc_roc,
    )
    from .bootstrap import (
        BOOTSTRAP_METHODS,
        BootstrapIntervals,
        Difference,
        PairedBootstrap,
        bootstrap_ci,
        logit_interval,
        paired_bootstrap,
    )
    from .compare import (
        Comparison,
        PairComparison,
        compare,
        unpaired_difference,
    )
    from .coords_ci import (
        CoordinatesAt,
        CoordsIntervals,
        PartialAucIntervals,
        PointIntervals,
        PrecisionAtRecall,
        SensitivityAtSpecificity,
        SpecificityAtSensitivity,
        coordinates_at,
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
    from .evaluate import evaluate
    from .expected_coverage import (
        ExpectedCoverage,
        expected_coverage,
    )
    from .intervals import (
        AUC_ROC_CI_METHODS,
        CI_METHODS,
        AreaIntervals,
        area_intervals,
    )
    from .power import (
        POWER_ALTERNATIVES,
        OneCurvePower,
        TwoCurvePower,
        binormal_auc_covariance,
        binormal_auc_variance,
        detectable_auc_one_curve,
        obuchowski_variance,
        power_one_curve,
        power_two_curves,
        sample_size_one_curve,
        sample_size_two_curves,
    )
    from .pr_influence import (
        PR_QUANTITIES,
        PR_TRANSFORMS,
        InfluenceIntervals,
        InfluenceTests,
        PRInfluence,
        PRTest,
        StepGradients,
        auc_pr_step_gradient,
        average_precision_step_gradient,
        influence_intervals,
        influence_tests,
        pr_ci,
        pr_influence,
        pr_test,
    )
    from .roc_tests import (
        ROC_TEST_ALTERNATIVES,
        BootstrapTest,
        DeLongUnpairedTest,
        VenkatramanTest,
        bootstrap_test,
        bootstrap_test_unpaired,
        delong_test_unpaired,
        venkatraman_test,
        venkatraman_test_unpaired,
    )
    from .smoothing import (
        BinormalSmoothing,
        binormal_smoothing,
    )
    from .studentized import bootstrap_t_ci

__all__ = [
    "AUC_ROC_CI_METHODS",
    "BOOTSTRAP_METHODS",
    "CI_METHODS",
    "POWER_ALTERNATIVES",
    "PR_QUANTITIES",
    "PR_TRANSFORMS",
    "ROC_TEST_ALTERNATIVES",
    "AreaIntervals",
    "BinormalModel",
    "BinormalSmoothing",
    "BootstrapIntervals",
    "BootstrapTest",
    "Comparison",
    "ConfidenceInterval",
    "CoordinatesAt",
    "CoordsIntervals",
    "CurveBand",
    "DeLongCovariance",
    "DeLongTest",
    "DeLongUnpairedTest",
    "Difference",
    "ExpectedCoverage",
    "InfluenceIntervals",
    "InfluenceTests",
    "OneCurvePower",
    "PRInfluence",
    "PRTest",
    "PairComparison",
    "PairedBootstrap",
    "PartialAucIntervals",
    "PointIntervals",
    "PrecisionAtRecall",
    "SensitivityAtSpecificity",
    "SpecificityAtSensitivity",
    "StepGradients",
    "TwoCurvePower",
    "VenkatramanTest",
    "area_intervals",
    "auc_pr_step_gradient",
    "average_precision_step_gradient",
    "binormal_auc_covariance",
    "binormal_auc_roc",
    "binormal_auc_variance",
    "binormal_smoothing",
    "bootstrap_ci",
    "bootstrap_t_ci",
    "bootstrap_test",
    "bootstrap_test_unpaired",
    "compare",
    "coordinates_at",
    "coords_intervals",
    "delong_ci",
    "delong_covariance",
    "delong_test",
    "delong_test_unpaired",
    "detectable_auc_one_curve",
    "evaluate",
    "expected_coverage",
    "influence_intervals",
    "influence_tests",
    "logit_interval",
    "obuchowski_variance",
    "paired_bootstrap",
    "partial_auc_intervals",
    "placement_values",
    "power_one_curve",
    "power_two_curves",
    "pr_band",
    "pr_ci",
    "pr_influence",
    "pr_test",
    "roc_band",
    "sample_size_one_curve",
    "sample_size_two_curves",
    "unpaired_difference",
    "venkatraman_test",
    "venkatraman_test_unpaired",
]

__getattr__, __dir__ = lazy_exports(__name__, __all__, (
    "._common",
    ".bands",
    ".binormal",
    ".bootstrap",
    ".compare",
    ".coords_ci",
    ".delong",
    ".evaluate",
    ".expected_coverage",
    ".intervals",
    ".power",
    ".pr_influence",
    ".roc_tests",
    ".smoothing",
    ".studentized",
))
