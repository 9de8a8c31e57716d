"""Checks that verify or refute each published claim about ROC and PR curves.

Each module registers the claims of one paper (:func:`proofs_check.claim`); :func:`run_checks`
runs them and returns :class:`Verdict` objects; ``rocpr check`` prints them. This package imports
from :mod:`analytic` and :mod:`numeric`; neither imports from it.
"""

from . import _claims  # noqa: F401  (registers every claim)
from ._registry import (
    ALIASES,
    METHODS,
    STATUSES,
    CheckResult,
    Claim,
    Verdict,
    claim,
    counterexample,
    decide,
    registered_claims,
    run_checks,
    selected,
)

__all__ = [
    "ALIASES",
    "METHODS",
    "STATUSES",
    "CheckResult",
    "Claim",
    "Verdict",
    "claim",
    "counterexample",
    "decide",
    "registered_claims",
    "run_checks",
    "selected",
]
