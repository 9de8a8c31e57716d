"""Symbolic layer: every formula of the papers as a sympy expression.

Nothing here touches data, and nothing here imports :mod:`numeric` or :mod:`proofs_check`. Each
function accepts anything sympy can sympify and returns an expression (mpmath solves the two
inverses that have no closed form: :class:`f_inverse` and the exact minimum's ironed regime).
Each has a fast numeric twin in :mod:`numeric`, tied to it by a test at random points.

Modules: :mod:`analytic.confusion` (confusion metrics and the ROC/PR/count maps; Davis & Goadrich
2006 Thm 3.1, Mihelich et al. 2024 Thm 3.1), :mod:`analytic.interpolation` (Davis & Goadrich's
interpolation and the exact segment area), :mod:`analytic.boyd` (Boyd et al. 2012),
:mod:`analytic.mihelich` (Mihelich et al. 2024), :mod:`analytic.exact_minimum` (the exact minimum
AUC-PR at fixed AUC-ROC, which corrects Mihelich et al.'s Thm 3.5), :mod:`analytic.skew` (the
class balance: skew, prevalence, counts), and the closed forms of :mod:`numeric.stats`:
:mod:`analytic.power` (Obuchowski's power and sample size of the test of one AUC-ROC),
:mod:`analytic.binormal` (the binormal model's AUC-ROC) and :mod:`analytic.pr_influence` (the
step terms of AP and exact AUC-PR and their gradients, which make the influence values). Names
and parameters follow the twin contract stated in :mod:`numeric`'s docstring: a twin has the same
module name, function name and parameters.

Importing :mod:`analytic` is cheap: the names below are loaded on first use (PEP 562), so that
:mod:`numeric`, which uses only sympy-free helpers of this package, does not load sympy.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .binormal import binormal_auc_roc
    from .boyd import (
        auc_npr,
        average_precision_min,
        average_precision_min_closed_form,
        global_min_auc_pr,
        global_min_auc_pr_range,
        min_precision,
        modified_f1,
    )
    from .confusion import (
        ConfusionCounts,
        PrPoint,
        RocPoint,
        counts_to_pr,
        counts_to_roc,
        fpr_from_counts,
        pr_to_counts,
        pr_to_roc,
        precision_from_counts,
        recall_from_counts,
        roc_to_counts,
        roc_to_pr,
        swapped_roc_to_pr,
    )
    from .exact_minimum import (
        ExactMinParameters,
        auc_pr_min_exact,
        auc_roc_max_exact,
        capped_breakpoint,
        capped_mass,
        capped_value,
        capped_value_at,
        constant_kkt_residual_at_zero,
        derivation_checks,
        exact_min_parameters,
        free_curve,
        free_multiplier,
        free_regime_bounds,
        free_value,
        ironed_equations,
        ironed_mass,
        ironed_value,
        ironing_residual,
    )
    from .finv import f_forward, f_inverse, finv_mpmath
    from .interpolation import (
        intermediate_points,
        interpolated_precision,
        local_skew,
        segment_area,
        segment_area_integral,
    )
    from .mihelich import (
        T_piecewise_linear,
        auc_pr_max,
        auc_pr_min_mihelich,
        auc_roc_max_mihelich,
        auc_roc_min,
        lemma37_bound,
        lemma37_bound_sharp,
    )
    from .power import (
        binormal_auc_covariance,
        binormal_auc_variance,
        detectable_auc_one_curve,
        obuchowski_variance,
        power_one_curve,
        sample_size_one_curve,
    )
    from .pr_influence import (
        StepGradient,
        auc_pr_step_gradient,
        average_precision_step_gradient,
    )
    from .skew import (
        prevalence_from_skew,
        resolve_skew,
        skew_from_counts,
        skew_from_prevalence,
    )

__all__ = [
    "ConfusionCounts",
    "ExactMinParameters",
    "PrPoint",
    "RocPoint",
    "StepGradient",
    "T_piecewise_linear",
    "auc_npr",
    "auc_pr_max",
    "auc_pr_min_exact",
    "auc_pr_min_mihelich",
    "auc_pr_step_gradient",
    "auc_roc_max_exact",
    "auc_roc_max_mihelich",
    "auc_roc_min",
    "average_precision_min",
    "average_precision_min_closed_form",
    "average_precision_step_gradient",
    "binormal_auc_covariance",
    "binormal_auc_roc",
    "binormal_auc_variance",
    "capped_breakpoint",
    "capped_mass",
    "capped_value",
    "capped_value_at",
    "constant_kkt_residual_at_zero",
    "counts_to_pr",
    "counts_to_roc",
    "derivation_checks",
    "detectable_auc_one_curve",
    "exact_min_parameters",
    "f_forward",
    "f_inverse",
    "finv_mpmath",
    "fpr_from_counts",
    "free_curve",
    "free_multiplier",
    "free_regime_bounds",
    "free_value",
    "global_min_auc_pr",
    "global_min_auc_pr_range",
    "intermediate_points",
    "interpolated_precision",
    "ironed_equations",
    "ironed_mass",
    "ironed_value",
    "ironing_residual",
    "lemma37_bound",
    "lemma37_bound_sharp",
    "local_skew",
    "min_precision",
    "modified_f1",
    "obuchowski_variance",
    "power_one_curve",
    "pr_to_counts",
    "pr_to_roc",
    "precision_from_counts",
    "prevalence_from_skew",
    "recall_from_counts",
    "resolve_skew",
    "roc_to_counts",
    "roc_to_pr",
    "sample_size_one_curve",
    "segment_area",
    "segment_area_integral",
    "skew_from_counts",
    "skew_from_prevalence",
    "swapped_roc_to_pr",
]

_MODULE_OF: dict[str, str] = {
    "ConfusionCounts": "confusion",
    "PrPoint": "confusion",
    "RocPoint": "confusion",
    "StepGradient": "pr_influence",
    "T_piecewise_linear": "mihelich",
    "auc_npr": "boyd",
    "auc_pr_max": "mihelich",
    "auc_pr_min_exact": "exact_minimum",
    "auc_roc_max_exact": "exact_minimum",
    "ExactMinParameters": "exact_minimum",
    "auc_pr_min_mihelich": "mihelich",
    "auc_roc_max_mihelich": "mihelich",
    "auc_roc_min": "mihelich",
    "auc_pr_step_gradient": "pr_influence",
    "average_precision_step_gradient": "pr_influence",
    "binormal_auc_covariance": "power",
    "binormal_auc_roc": "binormal",
    "binormal_auc_variance": "power",
    "average_precision_min": "boyd",
    "average_precision_min_closed_form": "boyd",
    "capped_breakpoint": "exact_minimum",
    "capped_mass": "exact_minimum",
    "capped_value": "exact_minimum",
    "capped_value_at": "exact_minimum",
    "constant_kkt_residual_at_zero": "exact_minimum",
    "counts_to_pr": "confusion",
    "counts_to_roc": "confusion",
    "derivation_checks": "exact_minimum",
    "detectable_auc_one_curve": "power",
    "exact_min_parameters": "exact_minimum",
    "f_forward": "finv",
    "f_inverse": "finv",
    "finv_mpmath": "finv",
    "fpr_from_counts": "confusion",
    "free_curve": "exact_minimum",
    "free_multiplier": "exact_minimum",
    "free_regime_bounds": "exact_minimum",
    "free_value": "exact_minimum",
    "global_min_auc_pr": "boyd",
    "global_min_auc_pr_range": "boyd",
    "intermediate_points": "interpolation",
    "interpolated_precision": "interpolation",
    "ironed_equations": "exact_minimum",
    "ironed_mass": "exact_minimum",
    "ironed_value": "exact_minimum",
    "ironing_residual": "exact_minimum",
    "lemma37_bound": "mihelich",
    "lemma37_bound_sharp": "mihelich",
    "local_skew": "interpolation",
    "min_precision": "boyd",
    "modified_f1": "boyd",
    "obuchowski_variance": "power",
    "power_one_curve": "power",
    "sample_size_one_curve": "power",
    "pr_to_counts": "confusion",
    "pr_to_roc": "confusion",
    "precision_from_counts": "confusion",
    "prevalence_from_skew": "skew",
    "recall_from_counts": "confusion",
    "resolve_skew": "skew",
    "roc_to_counts": "confusion",
    "roc_to_pr": "confusion",
    "segment_area": "interpolation",
    "segment_area_integral": "interpolation",
    "skew_from_counts": "skew",
    "skew_from_prevalence": "skew",
    "swapped_roc_to_pr": "confusion",
}


def __getattr__(name: str) -> object:
    try:
        module = _MODULE_OF[name]
    except KeyError:
        raise AttributeError(f"module 'analytic' has no attribute {name!r}") from None
    value = getattr(importlib.import_module(f"analytic.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
