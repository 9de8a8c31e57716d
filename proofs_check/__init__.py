"""Checks that verify or refute each published claim about ROC and PR curves.

Each module registers the claims of one paper (:func:`proofs_check.claim`), each check returning
a frozen :class:`CheckResult` (status "holds", "refuted" or "error", evidence, truth, and the
typed evidence it rests on, :mod:`proofs_check.evidence`, from which the method and rigour words
are derived); :func:`run_checks` runs them and returns :class:`Verdict` objects (an exception in a
check is an "error", never "holds"); ``rocpr check`` prints them, and :func:`verdict_table`
renders them as the README's Markdown table. Helpers for writing checks (``decide``,
``refuted_if``, ``counterexample``) live in :mod:`proofs_check._registry`. This package imports
from :mod:`analytic` and :mod:`numeric`; neither imports from it.
"""

from . import _claims  # noqa: F401  (registers every claim)
from ._registry import (
    QUANTIFIERS,
    READINGS,
    RIGORS,
    SEED_FILES,
    CheckResult,
    Claim,
    Verdict,
    Witness,
    claim,
    registered_claims,
    run_checks,
    selected,
    verdict_table,
)

__all__ = [
    "QUANTIFIERS",
    "READINGS",
    "RIGORS",
    "SEED_FILES",
    "CheckResult",
    "Claim",
    "Verdict",
    "Witness",
    "claim",
    "registered_claims",
    "run_checks",
    "selected",
    "verdict_table",
]
