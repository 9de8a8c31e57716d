"""What a check's verdict rests on, as a type; the rigour and method words follow from it.

Every check returns its decisive evidence as one of five kinds of :class:`Basis`:

* :class:`SymbolicIdentity` -- sympy reduces the claim (or its negation) to an identity;
* :class:`ExactArithmetic` -- exact rational arithmetic on stated objects (numbers, data sets);
* :class:`ValidatedEnclosure` -- interval arithmetic (mpmath ``iv``) enclosing the true values,
  on stated objects or, with ``covers_domain``, on boxes covering the claim's whole domain;
* :class:`ExhaustiveEnumeration` -- every case of a bounded family (``bounds`` says which);
* :class:`RandomSample` -- cases drawn at random (``size`` says how many);
* :class:`FloatArithmetic` -- floating-point computation of the stated numbers.

Nobody types a rigour. :func:`rigor_of` derives it from the basis, the claim's quantifier
(:data:`QUANTIFIERS`) and the status: a refutation flips a universal claim into an existential one
(one counterexample suffices) and back. A universal statement is a ``proof`` only from a symbolic
identity, ``validated`` only from an enclosure covering its domain, ``exhaustive`` from a bounded
enumeration, and otherwise ``sampled`` -- checked on examples, never ``proof``. A statement about
stated objects, or an existential one, has the rigour of the arithmetic that decided it: exact
``proof``, interval ``validated``, floating point ``arithmetic``. :func:`method_of` words the basis
the same way, naming a refutation by one verified counterexample as such.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = [
    "ARITHMETICS",
    "QUANTIFIERS",
    "RIGORS",
    "Basis",
    "ExactArithmetic",
    "ExhaustiveEnumeration",
    "FloatArithmetic",
    "RandomSample",
    "SymbolicIdentity",
    "ValidatedEnclosure",
    "in_words",
    "method_of",
    "rigor_of",
]

RIGORS: tuple[str, ...] = ("proof", "validated", "exhaustive", "sampled", "arithmetic")
QUANTIFIERS: tuple[str, ...] = ("universal", "existential", "particular")
"""``universal``: for every data set, skew, curve ...; ``existential``: there is one;
``particular``: about the stated objects only (the paper's numbers, its example)."""
ARITHMETICS: tuple[str, ...] = ("exact", "interval", "float")
_RIGOR_OF_ARITHMETIC = {"exact": "proof", "interval": "validated", "float": "arithmetic"}
_WORDS_OF_ARITHMETIC = {"exact": "exact arithmetic", "interval": "interval arithmetic",
                        "float": "floating-point arithmetic"}


def _check_arithmetic(value: str) -> None:
    if value not in ARITHMETICS:
        raise ValueError(f"case_arithmetic must be one of {ARITHMETICS}, got {value!r}")


@dataclass(frozen=True)
class Basis:
    """The kind of evidence a verdict rests on (use one of the subclasses)."""

    @property
    def arithmetic(self) -> str:
        """How each case was computed: ``"exact"``, ``"interval"`` or ``"float"``."""
        return "exact"

    @property
    def words(self) -> str:
        """The method, in words."""
        raise NotImplementedError


@dataclass(frozen=True)
class SymbolicIdentity(Basis):
    """sympy reduced the statement (or, refuted, its negation) to an identity.

    Examples
    --------
    >>> SymbolicIdentity().words
    'symbolic identity'
    """

    @property
    def words(self) -> str:
        return "symbolic identity"


@dataclass(frozen=True)
class ExactArithmetic(Basis):
    """Exact rational arithmetic on stated objects (numbers, data sets, a witness).

    Examples
    --------
    >>> ExactArithmetic().words
    'exact arithmetic'
    """

    @property
    def words(self) -> str:
        return "exact arithmetic"


@dataclass(frozen=True)
class ValidatedEnclosure(Basis):
    """Interval arithmetic enclosing the true values.

    ``covers_domain``: the boxes cover the claim's whole domain (else: stated points only).

    Examples
    --------
    >>> ValidatedEnclosure().words, ValidatedEnclosure(covers_domain=True).words
    ('validated enclosure', 'validated enclosure over the whole domain')
    """

    covers_domain: bool = False

    @property
    def arithmetic(self) -> str:
        return "interval"

    @property
    def words(self) -> str:
        return "validated enclosure" + (" over the whole domain" if self.covers_domain else "")


@dataclass(frozen=True)
class ExhaustiveEnumeration(Basis):
    """Every case of a bounded family, e.g. ``bounds="N+ <= 7, N- <= 9"``.

    Examples
    --------
    >>> ExhaustiveEnumeration("n <= 10").words
    'exhaustive enumeration (n <= 10, exact arithmetic)'
    """

    bounds: str
    case_arithmetic: str = "exact"  # one of ARITHMETICS

    def __post_init__(self) -> None:
        if not isinstance(self.bounds, str) or not self.bounds:
            raise ValueError(f"bounds must be a non-empty str, got {self.bounds!r}")
        _check_arithmetic(self.case_arithmetic)

    @property
    def arithmetic(self) -> str:
        return self.case_arithmetic

    @property
    def words(self) -> str:
        return f"exhaustive enumeration ({self.bounds}, {_WORDS_OF_ARITHMETIC[self.arithmetic]})"


@dataclass(frozen=True)
class RandomSample(Basis):
    """``size`` cases drawn at random, each computed in ``case_arithmetic``.

    Examples
    --------
    >>> RandomSample(200).words
    'random sample (n = 200, floating-point arithmetic)'
    """

    size: int
    case_arithmetic: str = "float"  # one of ARITHMETICS

    def __post_init__(self) -> None:
        if isinstance(self.size, bool) or not isinstance(self.size, int) or self.size < 1:
            raise ValueError(f"size must be a positive int, got {self.size!r}")
        _check_arithmetic(self.case_arithmetic)

    @property
    def arithmetic(self) -> str:
        return self.case_arithmetic

    @property
    def words(self) -> str:
        return f"random sample (n = {self.size}, {_WORDS_OF_ARITHMETIC[self.arithmetic]})"


@dataclass(frozen=True)
class FloatArithmetic(Basis):
    """Floating-point computation of the stated numbers.

    Examples
    --------
    >>> FloatArithmetic().words
    'floating-point arithmetic'
    """

    @property
    def arithmetic(self) -> str:
        return "float"

    @property
    def words(self) -> str:
        return "floating-point arithmetic"


def _effective(quantifier: str, status: str) -> str:
    """The quantifier of what the evidence must establish: refuting negates the claim."""
    if quantifier not in QUANTIFIERS:
        raise ValueError(f"quantifier must be one of {QUANTIFIERS}, got {quantifier!r}")
    if status != "refuted":
        return quantifier
    return {"universal": "existential", "existential": "universal"}.get(quantifier, quantifier)


def rigor_of(basis: Basis, quantifier: str, status: str) -> str:
    """The rigour a verdict earns from its ``basis``, the claim's ``quantifier`` and ``status``.

    Examples
    --------
    >>> rigor_of(ExactArithmetic(), "universal", "holds")  # a universal checked on examples
    'sampled'
    >>> rigor_of(ExactArithmetic(), "universal", "refuted")  # one exact counterexample
    'proof'
    >>> rigor_of(ExhaustiveEnumeration("n <= 10"), "universal", "holds")
    'exhaustive'
    >>> rigor_of(ValidatedEnclosure(), "particular", "holds")
    'validated'
    """
    if not isinstance(basis, Basis) or type(basis) is Basis:
        raise TypeError(f"basis must be a Basis subclass instance, got {type(basis).__name__}")
    if isinstance(basis, SymbolicIdentity):
        return "proof"
    if _effective(quantifier, status) != "universal":
        return _RIGOR_OF_ARITHMETIC[basis.arithmetic]
    if isinstance(basis, ValidatedEnclosure) and basis.covers_domain:
        return "validated"
    if isinstance(basis, ExhaustiveEnumeration):
        return "exhaustive"
    return "sampled"


def method_of(basis: Basis, quantifier: str, status: str) -> str:
    """The method words: the basis, and for a refutation by one case, "counterexample".

    Examples
    --------
    >>> method_of(RandomSample(300, "interval"), "universal", "refuted")
    'counterexample found by random sample (n = 300), verified by interval arithmetic'
    >>> method_of(ExactArithmetic(), "universal", "refuted")
    'counterexample, exact arithmetic'
    >>> method_of(RandomSample(200), "universal", "holds")
    'random sample (n = 200, floating-point arithmetic)'
    >>> method_of(ExactArithmetic(), "universal", "holds")
    'exact arithmetic on chosen cases'
    """
    refutes_by_case = (status == "refuted" and quantifier == "universal"
                       and not isinstance(basis, SymbolicIdentity))
    if not refutes_by_case:
        if (_effective(quantifier, status) == "universal"
                and isinstance(basis, ExactArithmetic | FloatArithmetic | ValidatedEnclosure)
                and not getattr(basis, "covers_domain", False)):
            return basis.words + " on chosen cases"
        return basis.words
    verified = _WORDS_OF_ARITHMETIC[basis.arithmetic]
    if isinstance(basis, RandomSample):
        return f"counterexample found by random sample (n = {basis.size}), verified by {verified}"
    if isinstance(basis, ExhaustiveEnumeration):
        return f"counterexample found by exhaustive enumeration ({basis.bounds}), {verified}"
    return f"counterexample, {verified}"


_FLAG = re.compile(r"((?<=[(\[])|(?<=[:,] ))(True|False)\b")


def in_words(text: str) -> str:
    """Evidence text with Python's flags in words: ``(True)`` -> ``(yes)``, ``: False`` ->
    ``: NO`` (after an opening bracket, a colon or a comma), so no ``True`` reads as code.

    Examples
    --------
    >>> in_words("the sum equals the closed form (True); all ranges: [True, False]")
    'the sum equals the closed form (yes); all ranges: [yes, NO]'
    """
    return _FLAG.sub(lambda m: "yes" if m.group(2) == "True" else "NO", text)
