"""Registry of published claims and the checks that verify or refute them.

Every check is a function without arguments that returns a :class:`CheckResult`. It is registered
with :func:`claim`, which records the claim's identifier, its source (paper, theorem or equation)
and the statement quoted from the paper. :func:`run_checks` runs them and returns one
:class:`Verdict` per claim, in registration order; ``rocpr check`` prints them.

A verdict never hides what failed. Its ``status`` is

* ``"holds"`` -- only from positive evidence (every sub-check ran and confirmed the claim);
* ``"refuted"`` -- only from a verified counterexample (``truth`` then states what is true);
* ``"error"`` -- anything else: the check raised, a sub-check could not run, or the check
  returned something that is not a :class:`CheckResult`. An error is never read as "holds".

``method`` says how the verdict was reached, so a reader can weigh it: ``"symbolic proof"``,
``"exhaustive search"``, ``"certificate"``, ``"sampled evidence"`` or ``"arithmetic"``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

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
    "refuted_if",
    "registered_claims",
    "run_checks",
    "selected",
]

STATUSES: tuple[str, ...] = ("holds", "refuted", "error")
METHODS: tuple[str, ...] = (
    "symbolic proof", "exhaustive search", "certificate", "sampled evidence", "arithmetic",
)


@dataclass(frozen=True)
class CheckResult:
    """What one check found (returned by every registered check function).

    Examples
    --------
    >>> r = CheckResult("refuted", "AUC-PR 0.0342 < 0.0380", "the minimum is 4/117", "certificate")
    >>> r.status, r.truth
    ('refuted', 'the minimum is 4/117')
    """

    status: str  # "holds", "refuted" or "error"
    evidence: str  # what was checked and the decisive numbers
    truth: str | None = None  # where refuted: the exact correct statement
    method: str = "sampled evidence"  # one of METHODS

    def __post_init__(self) -> None:
        if self.status not in STATUSES:
            raise ValueError(f"status must be one of {STATUSES}, got {self.status!r}")
        if self.method not in METHODS:
            raise ValueError(f"method must be one of {METHODS}, got {self.method!r}")
        if not isinstance(self.evidence, str):
            raise TypeError(f"evidence must be a str, got {type(self.evidence).__name__}")


def decide(confirmed: bool, refuted: bool, evidence: str, truth: str | None = None,
           method: str = "sampled evidence") -> CheckResult:
    """A :class:`CheckResult` from two separately established facts.

    ``confirmed`` must mean "every sub-check ran and confirmed the claim" and ``refuted`` "a
    counterexample was verified". Exactly one of them true gives "holds" or "refuted"; neither or
    both is inconclusive and gives "error" -- never "holds" by default.

    Examples
    --------
    >>> decide(True, False, "42 cases").status
    'holds'
    >>> decide(False, False, "a sub-check failed").status
    'error'
    """
    if confirmed and not refuted:
        return CheckResult("holds", evidence, None, method)
    if refuted and not confirmed:
        return CheckResult("refuted", evidence, truth, method)
    why = "both confirmed and refuted" if confirmed else "neither confirmed nor refuted"
    return CheckResult("error", f"inconclusive ({why}): {evidence}", None, method)


def refuted_if(verified: bool, evidence: str, truth: str, method: str = "sampled evidence"
               ) -> CheckResult:
    """"refuted" (with ``truth``) if the counterexample was ``verified``; otherwise "error".

    Examples
    --------
    >>> refuted_if(False, "the witness did not check", "...").status
    'error'
    """
    if verified:
        return CheckResult("refuted", evidence, truth, method)
    return CheckResult("error", f"inconclusive: {evidence}", None, method)


def counterexample(found: str, method: str = "sampled evidence") -> CheckResult:
    """"refuted" by the verified counterexample ``found`` (also its truth: the claim fails there).

    Examples
    --------
    >>> counterexample("TP = 3, FP = 1 is below the bound", "exhaustive search").status
    'refuted'
    """
    return CheckResult("refuted", found, found, method)


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
    status : str
        ``"holds"``, ``"refuted"`` or ``"error"`` (see the module docstring).
    evidence : str
        What was checked and the decisive numbers (for an error: what went wrong).
    truth : str or None
        Where the claim is refuted, the correct statement; ``None`` otherwise.
    method : str
        How the verdict was reached (one of :data:`METHODS`).
    """

    claim_id: str
    source: str
    statement: str
    status: str
    evidence: str
    truth: str | None = None
    method: str = "sampled evidence"

    @property
    def holds(self) -> bool:
        """``True`` only when the status is ``"holds"`` (an error is not a pass)."""
        return self.status == "holds"


@dataclass(frozen=True)
class Claim:
    """A registered claim: its metadata and the function that checks it."""

    claim_id: str
    source: str
    statement: str
    check: Callable[[], CheckResult]

    @property
    def summary(self) -> str:
        """The first line of the check's docstring (what is checked, in one line)."""
        doc = (self.check.__doc__ or self.statement).strip()
        return doc.splitlines()[0].strip()

    def run(self) -> Verdict:
        """Run the check; any exception or a result of the wrong type gives status "error"."""
        try:
            result = self.check()
        except Exception as exc:  # a broken check must never read as "holds"
            return Verdict(self.claim_id, self.source, self.statement, "error",
                           f"the check raised {type(exc).__name__}: {exc}", None,
                           "sampled evidence")
        if not isinstance(result, CheckResult):
            return Verdict(self.claim_id, self.source, self.statement, "error",
                           f"the check returned {type(result).__name__}, not a CheckResult", None,
                           "sampled evidence")
        truth = result.truth if result.status == "refuted" else None
        return Verdict(self.claim_id, self.source, self.statement, result.status,
                       result.evidence, truth, result.method)


_CLAIMS: dict[str, Claim] = {}


def claim(
    claim_id: str, source: str, statement: str
) -> Callable[[Callable[[], CheckResult]], Claim]:
    """Register a check. The decorated function takes no argument and returns a CheckResult."""

    def register(fn: Callable[[], CheckResult]) -> Claim:
        if claim_id in _CLAIMS:
            raise ValueError(f"claim_id must be unique, got duplicate {claim_id!r}")
        c = Claim(claim_id, source, statement, fn)
        _CLAIMS[claim_id] = c
        return c

    return register


def registered_claims() -> list[Claim]:
    """All registered claims, in registration order."""
    return list(_CLAIMS.values())


# Short names accepted wherever an id prefix is: ``mihelich`` selects ``mihelich2024.*``.
ALIASES: dict[str, str] = {
    "dg": "dg2006", "davis": "dg2006", "boyd": "boyd2012", "mihelich": "mihelich2024",
    "pr2roc": "pr2roc", "exact": "exact_minimum",
}


def selected(claim_id: str, prefix: str) -> bool:
    """Whether ``prefix`` selects ``claim_id``.

    A prefix selects the ids equal to it or extending it at a dot: ``dg2006`` and
    ``dg2006.thm3.2`` select ``dg2006.thm3.2``, ``dg2006.thm3.2`` selects
    ``dg2006.thm3.2.curves`` but not ``dg2006.thm3.20``. A short alias (:data:`ALIASES`: ``dg``,
    ``boyd``, ``mihelich``, ...) stands for its paper's prefix, and a bare word also selects the
    ids whose first component starts with it (``mihelich`` -> ``mihelich2024.*``).

    Examples
    --------
    >>> selected("mihelich2024.thm3.5.min", "mihelich")
    True
    >>> selected("dg2006.thm3.20", "dg2006.thm3.2")
    False
    """
    prefix = prefix.rstrip(".")
    head, _, rest = prefix.partition(".")
    prefix = ALIASES.get(head, head) + ("." + rest if rest else "")
    if claim_id == prefix or claim_id.startswith(prefix + "."):
        return True
    return not rest and claim_id.split(".", 1)[0].startswith(prefix)


def run_checks(ids: list[str] | None = None) -> list[Verdict]:
    """Run the registered checks: all, or those selected by one of the prefixes ``ids``.

    A prefix selects the ids equal to it or extending it at a dot (``'mihelich2024'``,
    ``'mihelich2024.thm3.5'``, ``'mihelich2024.thm3.5.min'``); see :func:`selected` for the short
    aliases. A check that raises is reported with status ``"error"``, never ``"holds"``.
    """
    claims = registered_claims()
    if ids:
        claims = [c for c in claims if any(selected(c.claim_id, p) for p in ids)]
    return [c.run() for c in claims]
