"""Registry of published claims and the checks that verify or refute them.

Every check is a function without arguments that returns a :class:`Verdict`. It is registered with
:func:`claim`, which records the claim's identifier, its source (paper, theorem or equation) and the
statement quoted from the paper. :func:`run_checks` runs them all and returns the verdicts in
registration order; ``rocpr check`` prints them.

A verdict never hides what failed: ``holds`` is ``False`` when the claim is refuted, ``evidence``
gives the numbers that decide it, and ``truth`` states the exact result where the claim fails.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

__all__ = ["CheckResult", "Claim", "Verdict", "claim", "registered_claims", "run_checks"]


@dataclass(frozen=True)
class CheckResult:
    """What one check found (returned by every registered check function)."""
    status: str          # "holds", "refuted" or "error"
    evidence: str        # what was checked and the decisive numbers
    truth: str | None = None   # where refuted: the exact correct statement
    method: str = "sampled evidence"  # "symbolic proof", "exhaustive search", "certificate", "sampled evidence", "arithmetic"  # noqa: E501


@dataclass(frozen=True)
class Verdict:
    """Outcome of checking one published claim.

    Attributes
    ----------
    claim_id : str
        Short stable identifier, e.g. ``'mihelich2024.thm3.5.min'``.
    source : str
        Paper and theorem/equation, e.g. ``'Mihelich et al. (2024), Thm 3.5, eq. (6)'``.
    statement : str
        The claim, as published.
    holds : bool
        ``True`` if every check passed, ``False`` if the claim is refuted.
    evidence : str
        What was checked and the decisive numbers.
    truth : str or None
        Where the claim fails, the correct statement; ``None`` otherwise.
    """

    claim_id: str
    source: str
    statement: str
    holds: bool
    evidence: str
    truth: str | None = None


@dataclass(frozen=True)
class Claim:
    """A registered claim: its metadata and the function that checks it."""

    claim_id: str
    source: str
    statement: str
    check: Callable[[], tuple[bool, str, str | None]]

    def run(self) -> Verdict:
        """Run the check and wrap its outcome in a :class:`Verdict`."""
        holds, evidence, truth = self.check()
        return Verdict(self.claim_id, self.source, self.statement, bool(holds), evidence, truth)


_CLAIMS: dict[str, Claim] = {}


def claim(
    claim_id: str, source: str, statement: str
) -> Callable[[Callable[[], tuple[bool, str, str | None]]], Claim]:
    """Register a check. The decorated function returns ``(holds, evidence, truth)``."""

    def register(fn: Callable[[], tuple[bool, str, str | None]]) -> Claim:
        if claim_id in _CLAIMS:
            raise ValueError(f"claim_id must be unique, got duplicate {claim_id!r}")
        c = Claim(claim_id, source, statement, fn)
        _CLAIMS[claim_id] = c
        return c

    return register


def registered_claims() -> list[Claim]:
    """All registered claims, in registration order."""
    return list(_CLAIMS.values())


def _selected(claim_id: str, prefix: str) -> bool:
    """``prefix`` selects an id equal to it or below it at a dot: ``dg2006`` and ``dg2006.thm3.2``
    select ``dg2006.thm3.2``; ``dg2006.thm3.2`` does not select ``dg2006.thm3.2.curves``'s sibling
    ``dg2006.thm3.20``."""
    return claim_id == prefix or claim_id.startswith(prefix.rstrip(".") + ".")


def run_checks(ids: list[str] | None = None) -> list[Verdict]:
    """Run the registered checks: all, or those selected by one of the prefixes ``ids``.

    A prefix selects the ids equal to it or extending it at a dot (``'mihelich2024'``,
    ``'mihelich2024.thm3.5'``, ``'mihelich2024.thm3.5.min'``).
    """
    claims = registered_claims()
    if ids:
        claims = [c for c in claims if any(_selected(c.claim_id, p) for p in ids)]
    return [c.run() for c in claims]
