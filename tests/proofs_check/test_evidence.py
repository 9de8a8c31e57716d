"""proofs_check.evidence: the rigour and method words follow from the basis, quantifier, status.

The reference is the rule as stated in the module docstring, written out as a table here.
"""

from __future__ import annotations

import pytest

from proofs_check.evidence import (
    ExactArithmetic,
    ExhaustiveEnumeration,
    FloatArithmetic,
    RandomSample,
    SymbolicIdentity,
    ValidatedEnclosure,
    method_of,
    rigor_of,
)

# (basis, quantifier, status) -> rigour, the rule written out case by case
_TABLE = [
    (SymbolicIdentity(), "universal", "holds", "proof"),
    (SymbolicIdentity(), "particular", "refuted", "proof"),
    (ExactArithmetic(), "universal", "holds", "sampled"),
    (ExactArithmetic(), "universal", "refuted", "proof"),
    (ExactArithmetic(), "particular", "holds", "proof"),
    (ExactArithmetic(), "existential", "holds", "proof"),
    (ExactArithmetic(), "existential", "refuted", "sampled"),
    (ValidatedEnclosure(), "universal", "holds", "sampled"),
    (ValidatedEnclosure(covers_domain=True), "universal", "holds", "validated"),
    (ValidatedEnclosure(), "universal", "refuted", "validated"),
    (ExhaustiveEnumeration("n <= 9"), "universal", "holds", "exhaustive"),
    (ExhaustiveEnumeration("n <= 9"), "universal", "refuted", "proof"),
    (ExhaustiveEnumeration("n <= 9", "float"), "universal", "refuted", "arithmetic"),
    (RandomSample(10), "universal", "holds", "sampled"),
    (RandomSample(10, "interval"), "universal", "refuted", "validated"),
    (FloatArithmetic(), "particular", "holds", "arithmetic"),
    (FloatArithmetic(), "universal", "holds", "sampled"),
]


@pytest.mark.parametrize(("basis", "quantifier", "status", "rigor"), _TABLE)
def test_rigor_follows_the_rule(basis, quantifier, status, rigor):
    assert rigor_of(basis, quantifier, status) == rigor


def test_a_universal_claim_on_examples_is_never_proof():
    for basis in (ExactArithmetic(), ValidatedEnclosure(), FloatArithmetic(), RandomSample(5),
                  ExhaustiveEnumeration("n <= 3")):
        assert rigor_of(basis, "universal", "holds") != "proof", basis


def test_method_words():
    assert method_of(ExactArithmetic(), "universal", "holds") == "exact arithmetic on chosen cases"
    assert method_of(ExactArithmetic(), "particular", "holds") == "exact arithmetic"
    assert method_of(ValidatedEnclosure(), "universal", "refuted") == \
        "counterexample, interval arithmetic"
    assert method_of(ExhaustiveEnumeration("N <= 5"), "universal", "refuted") == \
        "counterexample found by exhaustive enumeration (N <= 5), exact arithmetic"
    assert method_of(RandomSample(3), "universal", "holds") == \
        "random sample (n = 3, floating-point arithmetic)"
    # a refutation by one validated counterexample never reads as "sampled evidence"
    assert "sampled" not in method_of(RandomSample(300, "interval"), "universal", "refuted")


@pytest.mark.parametrize(("make", "error", "match"), [
    (lambda: ExhaustiveEnumeration(""), ValueError, "bounds must be a non-empty str, got ''"),
    (lambda: ExhaustiveEnumeration("n <= 3", "fuzzy"), ValueError,
     "case_arithmetic must be one of"),
    (lambda: RandomSample(0), ValueError, "size must be a positive int, got 0"),
    (lambda: RandomSample(True), ValueError, "size must be a positive int, got True"),
    (lambda: rigor_of(ExactArithmetic(), "most", "holds"), ValueError,
     "quantifier must be one of .*, got 'most'"),
    (lambda: rigor_of("proof", "universal", "holds"), TypeError,
     "basis must be a Basis subclass instance, got str"),
])
def test_bad_input_is_refused(make, error, match):
    with pytest.raises(error, match=match):
        make()
