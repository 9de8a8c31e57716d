"""Statistics for the areas: confidence intervals and paired comparisons of classifiers."""
from .delong import (
    DeLongCovariance,
    DeLongTest,
    delong_ci,
    delong_covariance,
    delong_test,
    placement_values,
)
from ._common import ConfidenceInterval

__all__ = [
    "ConfidenceInterval",
    "DeLongCovariance",
    "DeLongTest",
    "delong_ci",
    "delong_covariance",
    "delong_test",
    "placement_values",
]
