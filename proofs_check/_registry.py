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

``method`` and ``rigor`` are never typed by hand: a check returns its decisive evidence as a
typed :class:`proofs_check.evidence.Basis` (symbolic identity, exact arithmetic on stated objects,
validated enclosure, exhaustive enumeration with its bounds, random sample with its size, floating
point), and :func:`proofs_check.evidence.rigor_of` and :func:`~proofs_check.evidence.method_of`
derive the words from that type, the claim's ``quantifier`` (universal, existential or particular)
and the status. A universal statement checked on examples is ``sampled`` or ``exhaustive``, never
``proof``. Rigour is one of :data:`RIGORS`:

* ``"proof"`` -- symbolic, or exact rational arithmetic deciding a statement about stated objects;
* ``"validated"`` -- interval arithmetic (mpmath ``iv``) that encloses the true value;
* ``"exhaustive"`` -- every case of a bounded family checked;
* ``"sampled"`` -- a universal statement confirmed on sampled or chosen cases only;
* ``"arithmetic"`` -- floating-point computation of the stated numbers.

A ``"refuted"`` verdict resting on a witness must be ``"proof"`` or ``"validated"``: the
witness's AUCs are recomputed exactly from its integer counts
(``tests/proofs_check/test_rigor.py``).

Each claim also says whose ``reading`` of the sentence it checks (:data:`READINGS`): the
authors' own, or a stricter or looser one (the source then says "read as: ...").

Each claim also records where it is said: ``source_line`` (1-based line of the quoted sentence
in the seed text :data:`SEED_FILES`) and ``quote`` (the sentence, verbatim up to OCR noise), and
each result may say ``other_way``: what would have made the verdict come out the other way, and
carry ``witnesses``: the data sets it rests on, as integer count curves (:class:`Witness`), so a
reader can download them and recompute their areas (``rocpr check --output``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from numeric.display import ResultDisplay

from ._exact import Witness
from .evidence import QUANTIFIERS, RIGORS, Basis, in_words, method_of, rigor_of

__all__ = [
    "ALIASES",
    "QUANTIFIERS",
    "READINGS",
    "RIGORS",
    "SEED_FILES",
    "STATUSES",
    "CheckResult",
    "Claim",
    "Verdict",
    "Witness",
    "claim",
    "counterexample",
    "decide",
    "refuted_if",
    "registered_claims",
    "run_checks",
    "selected",
    "verdict_table",
]

STATUSES: tuple[str, ...] = ("holds", "refuted", "error")
READINGS: tuple[str, ...] = ("authors'", "stricter", "looser")
"""Whose reading of the quoted sentence a claim checks: the authors' own, or one that asks more
(stricter: its refutation does not refute the authors) or less (looser: its confirmation does not
confirm them)."""
# The seed text of each claim namespace (``/work/shared/seeds/<file>``).
SEED_FILES: dict[str, str] = {
    "dg2006": "davis_goadrich_2006.txt",
    "boyd2012": "boyd_costa_davis_page_2012.txt",
    "mihelich2024": "mihelich_castagnos_dognin_2024.txt",
    "exact_minimum": "mihelich_castagnos_dognin_2024.txt",
    "pr2roc": "pr2roc_readme.txt",
    "husmeier": "husmeier_slides_pr_vs_roc.txt",
}


@dataclass(frozen=True)
class CheckResult:
    """What one check found (returned by every registered check function).

    ``basis`` is the typed evidence the status rests on (:mod:`proofs_check.evidence`); it is
    required unless the status is "error". The rigour and method words are derived from it when
    the claim runs (:meth:`Claim.run`), never given here.

    Examples
    --------
    >>> from proofs_check.evidence import ExactArithmetic
    >>> r = CheckResult("refuted", "AUC-PR 0.0342 < 0.0380", "the minimum is 4/117",
    ...                 ExactArithmetic())
    >>> r.status, r.truth
    ('refuted', 'the minimum is 4/117')
    """

    status: str  # "holds", "refuted" or "error"
    evidence: str  # what was checked and the decisive numbers
    truth: str | None = None  # where refuted: the exact correct statement
    basis: Basis | None = None  # the typed evidence; None only for "error"
    other_way: str | None = None  # what would have made the verdict come out the other way
    witnesses: tuple[Witness, ...] = ()  # the data sets the verdict rests on (count curves)

    def __post_init__(self) -> None:
        if self.status not in STATUSES:
            raise ValueError(f"status must be one of {STATUSES}, got {self.status!r}")
        if self.basis is None and self.status != "error":
            raise ValueError(f"basis must be given for status {self.status!r}, got None")
        if self.basis is not None and (not isinstance(self.basis, Basis)
                                       or type(self.basis) is Basis):
            raise TypeError("basis must be an instance of a proofs_check.evidence.Basis "
                            f"subclass, got {type(self.basis).__name__}")
        if not isinstance(self.evidence, str):
            raise TypeError(f"evidence must be a str, got {type(self.evidence).__name__}")
        if not all(isinstance(w, Witness) for w in self.witnesses):
            raise TypeError("witnesses must be a tuple of Witness")


def decide(confirmed: bool, refuted: bool, evidence: str, truth: str | None = None,
           basis: Basis | None = None, other_way: str | None = None,
           *, witnesses: tuple[Witness, ...] = ()) -> CheckResult:
    """A :class:`CheckResult` from two separately established facts.

    ``confirmed`` must mean "every sub-check ran and confirmed the claim" and ``refuted`` "a
    counterexample was verified". Exactly one of them true gives "holds" or "refuted"; neither or
    both is inconclusive and gives "error" -- never "holds" by default.

    Examples
    --------
    >>> from proofs_check.evidence import ExhaustiveEnumeration
    >>> decide(True, False, "42 cases", basis=ExhaustiveEnumeration("n <= 3")).status
    'holds'
    >>> decide(False, False, "a sub-check failed").status
    'error'
    """
    if confirmed and not refuted:
        return CheckResult("holds", evidence, None, basis, other_way, witnesses)
    if refuted and not confirmed:
        return CheckResult("refuted", evidence, truth, basis, other_way, witnesses)
    why = "both confirmed and refuted" if confirmed else "neither confirmed nor refuted"
    return CheckResult("error", f"inconclusive ({why}): {evidence}", None, basis)


def refuted_if(verified: bool, evidence: str, truth: str, basis: Basis,
               other_way: str | None = None, *,
               witnesses: tuple[Witness, ...] = ()) -> CheckResult:
    """"refuted" (with ``truth``) if the counterexample was ``verified``; otherwise "error".

    Examples
    --------
    >>> from proofs_check.evidence import ExactArithmetic
    >>> refuted_if(False, "the witness did not check", "...", ExactArithmetic()).status
    'error'
    """
    if verified:
        return CheckResult("refuted", evidence, truth, basis, other_way, witnesses)
    return CheckResult("error", f"inconclusive: {evidence}", None, basis)


def counterexample(found: str, basis: Basis) -> CheckResult:
    """"refuted" by the verified counterexample ``found`` (also its truth: the claim fails there).

    Examples
    --------
    >>> from proofs_check.evidence import ExhaustiveEnumeration
    >>> counterexample("TP = 3, FP = 1 is below the bound", ExhaustiveEnumeration("N <= 9")).status
    'refuted'
    """
    return CheckResult("refuted", found, found, basis)


@dataclass(frozen=True, repr=False)
class Verdict(ResultDisplay):
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
        How the verdict was reached, derived from the evidence's type
        (:func:`proofs_check.evidence.method_of`).
    rigor : str
        How far the verdict can be trusted (one of :data:`RIGORS`), derived from the evidence's
        type and the claim's quantifier (:func:`proofs_check.evidence.rigor_of`).
    source_line : int or None
        1-based line of ``quote`` in the claim's seed text (:data:`SEED_FILES`).
    quote : str or None
        The source sentence, as printed (up to OCR noise).
    other_way : str or None
        What would have made the verdict come out the other way.
    witnesses : tuple of Witness
        The data sets the verdict rests on, as integer count curves (may be empty).
    reading : str
        Whose reading of the sentence is checked (one of :data:`READINGS`).
    quantifier : str
        ``"universal"``, ``"existential"`` or ``"particular"`` (:data:`QUANTIFIERS`).
    formula_source : str or None
        Where the quote's formula is absent from the seed text: the published formula's source.
    """

    claim_id: str
    source: str
    statement: str
    status: str
    evidence: str
    truth: str | None = None
    method: str = ""
    rigor: str = "sampled"
    source_line: int | None = None
    quote: str | None = None
    other_way: str | None = None
    witnesses: tuple[Witness, ...] = ()
    reading: str = "authors'"
    quantifier: str = "universal"
    formula_source: str | None = None

    _dict_properties = ("holds", "seed")  # to_dict() adds them, as `rocpr check` JSON does

    @property
    def holds(self) -> bool:
        """``True`` only when the status is ``"holds"`` (an error is not a pass)."""
        return self.status == "holds"

    @property
    def seed(self) -> str | None:
        """The seed text file this claim quotes (:data:`SEED_FILES`), or ``None``."""
        return _seed_of(self.claim_id)


def _seed_of(claim_id: str) -> str | None:
    return SEED_FILES.get(claim_id.split(".", 1)[0])


@dataclass(frozen=True)
class Claim:
    """A registered claim: its metadata and the function that checks it."""

    claim_id: str
    source: str
    statement: str
    check: Callable[[], CheckResult]
    source_line: int | None = None  # 1-based line of ``quote`` in the seed file
    quote: str | None = None  # the source sentence (defaults to the statement)
    reading: str = "authors'"  # one of READINGS
    quantifier: str = "universal"  # one of QUANTIFIERS
    formula_source: str | None = None  # the published formula's source, absent from the seed

    @property
    def seed(self) -> str | None:
        """The seed text file this claim quotes (:data:`SEED_FILES`), or ``None``."""
        return _seed_of(self.claim_id)

    @property
    def summary(self) -> str:
        """The first line of the check's docstring (what is checked, in one line)."""
        doc = (self.check.__doc__ or self.statement).strip()
        return doc.splitlines()[0].strip()

    def run(self) -> Verdict:
        """Run the check; any exception or a result of the wrong type gives status "error".

        The method and rigour words are derived from the result's typed basis and this claim's
        quantifier (:func:`proofs_check.evidence.rigor_of`).
        """
        try:
            result = self.check()
        except Exception as exc:  # a broken check must never read as "holds"
            return self._verdict("error", f"the check raised {type(exc).__name__}: {exc}", None,
                                 "none (the check raised)", "sampled")
        if not isinstance(result, CheckResult):
            return self._verdict(
                "error", f"the check returned {type(result).__name__}, not a CheckResult", None,
                "none (no result)", "sampled")
        truth = result.truth if result.status == "refuted" else None
        if result.basis is None:
            method, rigor = "none (inconclusive)", "sampled"
        else:
            method = method_of(result.basis, self.quantifier, result.status)
            rigor = rigor_of(result.basis, self.quantifier, result.status)
        return self._verdict(result.status, result.evidence, truth, method, rigor,
                             result.other_way, result.witnesses)

    def _verdict(self, status: str, evidence: str, truth: str | None, method: str, rigor: str,
                 other_way: str | None = None, witnesses: tuple[Witness, ...] = ()) -> Verdict:
        return Verdict(self.claim_id, self.source, self.statement, status, in_words(evidence),
                       truth, method, rigor, self.source_line, self.quote, other_way, witnesses,
                       self.reading, self.quantifier, self.formula_source)


_CLAIMS: dict[str, Claim] = {}


def claim(
    claim_id: str, source: str, statement: str, *, line: int | None = None,
    quote: str | None = None, reading: str = "authors'", quantifier: str = "universal",
    formula_source: str | None = None,
) -> Callable[[Callable[[], CheckResult]], Claim]:
    """Register a check. The decorated function takes no argument and returns a CheckResult.

    ``line`` is the 1-based line of the source sentence in the seed text, ``quote`` the sentence
    when ``statement`` is not itself a quotation (default: ``statement``); without ``line`` both
    come from the table :data:`proofs_check._sources.SOURCES`. ``reading`` says whose reading is
    checked (:data:`READINGS`), ``quantifier`` what the statement quantifies over
    (:data:`QUANTIFIERS`; the default, ``"universal"``, is the one that can only lower the rigour
    a check earns), ``formula_source`` where a formula the quote stops short of is published.
    """
    if reading not in READINGS:
        raise ValueError(f"reading must be one of {READINGS}, got {reading!r}")
    if quantifier not in QUANTIFIERS:
        raise ValueError(f"quantifier must be one of {QUANTIFIERS}, got {quantifier!r}")

    def register(fn: Callable[[], CheckResult]) -> Claim:
        from ._sources import SOURCES

        if claim_id in _CLAIMS:
            raise ValueError(f"claim_id must be unique, got duplicate {claim_id!r}")
        nonlocal line, quote
        if line is None and claim_id in SOURCES:
            line, quote = SOURCES[claim_id][0], quote or SOURCES[claim_id][1]
        if line is not None and (not isinstance(line, int) or line < 1):
            raise ValueError(f"line must be a positive int, got {line!r}")
        c = Claim(claim_id, source, statement, fn, line, quote if quote is not None else statement,
                  reading, quantifier, formula_source)
        _CLAIMS[claim_id] = c
        return c

    return register


def registered_claims() -> list[Claim]:
    """All registered claims, in registration order."""
    return list(_CLAIMS.values())


# Short names accepted wherever an id prefix is: ``mihelich`` selects ``mihelich2024.*``.
ALIASES: dict[str, str] = {
    "dg": "dg2006", "davis": "dg2006", "boyd": "boyd2012", "mihelich": "mihelich2024",
    "pr2roc": "pr2roc", "exact": "exact_minimum", "husmeier": "husmeier",
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


def verdict_table(verdicts: list[Verdict] | None = None) -> str:
    """The README verdict table, as Markdown, from the registry (so it cannot drift).

    One row per claim: id, source with the seed line, verdict, method, rigour, reading.
    ``verdicts`` defaults to running every check (:func:`run_checks`).

    Examples
    --------
    >>> v = Verdict("x.y", "Paper, Thm 1", "s", "holds", "e", None, "exact arithmetic", "proof", 12)
    >>> print(verdict_table([v]))
    | claim | source | verdict | method | rigour | reading |
    |---|---|---|---|---|---|
    | `x.y` | Paper, Thm 1 (line 12) | holds | exact arithmetic | proof | authors' |
    """
    rows = run_checks() if verdicts is None else verdicts
    out = ["| claim | source | verdict | method | rigour | reading |", "|---|---|---|---|---|---|"]
    for v in rows:
        where = v.source + (f" (line {v.source_line})" if v.source_line else "")
        status = v.status if v.status == "holds" else f"**{v.status}**"
        cells = [f"`{v.claim_id}`", where, status, v.method, v.rigor, v.reading]
        out.append("| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |")
    return "\n".join(out)
