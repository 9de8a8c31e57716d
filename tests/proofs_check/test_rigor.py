"""Every verdict's rigour is derived from its typed evidence and its claim's quantifier.

Nobody types a rigour: a check returns a :class:`proofs_check.evidence.Basis` and the registry
derives the words (:func:`proofs_check.evidence.rigor_of`). A universal statement checked on
examples is ``sampled`` or ``exhaustive``, never ``proof``; every refutation rests on a verified
counterexample and is ``proof`` or ``validated``.
"""

from __future__ import annotations

import dataclasses

import pytest

from proofs_check import (
    RIGORS,
    CheckResult,
    Claim,
    Verdict,
    registered_claims,
    run_checks,
    verdict_table,
)
from proofs_check.evidence import (
    ExactArithmetic,
    ExhaustiveEnumeration,
    RandomSample,
    SymbolicIdentity,
    ValidatedEnclosure,
)


@pytest.fixture(scope="module")
def verdicts() -> list[Verdict]:
    return run_checks()


def _planted(basis, quantifier="universal", status="holds"):
    truth = "t" if status == "refuted" else None
    return Claim("test.planted", "nowhere", "for every data set ...",
                 lambda: CheckResult(status, "one example", truth, basis),
                 quantifier=quantifier).run()


def test_a_rigour_cannot_be_typed():
    with pytest.raises(TypeError):
        CheckResult("holds", "e", None, ExactArithmetic(), rigor="proof")  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="basis must be an instance"):
        CheckResult("holds", "e", None, "symbolic proof")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="line must be a positive int"):
        from proofs_check import claim
        claim("test.bad_line", "x", "y", line=0)(
            lambda: CheckResult("holds", "", None, ExactArithmetic()))


@pytest.mark.parametrize("basis", [ExactArithmetic(), ValidatedEnclosure(), RandomSample(200),
                                   RandomSample(200, "exact")])
def test_a_planted_overstatement_reads_sampled(basis):
    """A universal claim 'confirmed' on examples: the old registry let its author type 'proof'."""
    v = _planted(basis)
    assert v.status == "holds" and v.rigor == "sampled" and v.rigor != "proof"


def test_the_rule_on_each_kind_of_evidence():
    assert _planted(ExhaustiveEnumeration("n <= 10")).rigor == "exhaustive"
    assert _planted(SymbolicIdentity()).rigor == "proof"
    assert _planted(ValidatedEnclosure(covers_domain=True)).rigor == "validated"
    assert _planted(ExactArithmetic(), "particular").rigor == "proof"
    assert _planted(ValidatedEnclosure(), "particular").rigor == "validated"
    # one verified counterexample refutes a universal claim: its arithmetic decides
    refuted = _planted(RandomSample(300, "interval"), status="refuted")
    assert refuted.rigor == "validated"
    assert refuted.method == ("counterexample found by random sample (n = 300), verified by "
                              "interval arithmetic")
    # an existential claim refuted needs every case: a bounded enumeration is no proof
    assert _planted(ExhaustiveEnumeration("n <= 5"), "existential", "refuted").rigor == \
        "exhaustive"


def test_the_five_overstated_labels_follow_the_rule():
    """The labels an audit found stronger than their evidence, now derived."""
    got = {v.claim_id: v for v in run_checks([
        "mihelich2024.sec4.3.rankopt", "dg2006.sec3.thresholds_at_class_changes",
        "dg2006.sec4.weighted_coin", "pr2roc.readme.implementation", "pr2roc.readme.resample"])}
    assert got["mihelich2024.sec4.3.rankopt"].rigor == "sampled"
    assert got["mihelich2024.sec4.3.rankopt"].reading == "looser"
    assert got["dg2006.sec3.thresholds_at_class_changes"].rigor == "exhaustive"
    assert got["dg2006.sec4.weighted_coin"].rigor == "sampled"
    assert got["pr2roc.readme.implementation"].rigor == "sampled"
    # the resampling's points: now a symbolic identity; the area is a separate, refuted claim
    assert got["pr2roc.readme.resample"].method == "symbolic identity"
    assert "area is kept" not in got["pr2roc.readme.resample"].evidence


@pytest.mark.slow
def test_every_verdict_has_a_rigor_and_a_line(verdicts):
    assert [v.claim_id for v in verdicts] == [c.claim_id for c in registered_claims()]
    for v in verdicts:
        assert v.rigor in RIGORS, v.claim_id
        assert v.status != "error", (v.claim_id, v.evidence)
        assert isinstance(v.source_line, int) and v.quote, v.claim_id
        assert "rigor" in dataclasses.asdict(v) and "reading" in dataclasses.asdict(v)


@pytest.mark.slow
def test_no_universal_proof_rests_on_examples(verdicts):
    weak = [(v.claim_id, v.method) for v in verdicts
            if v.rigor == "proof" and v.quantifier == "universal" and v.status == "holds"
            and v.method != "symbolic identity"]
    assert weak == []


@pytest.mark.slow
def test_evidence_reads_as_words(verdicts):
    """No Python flag ("...: True") and no point enclosure ("[0.0247, 0.0247]") in evidence."""
    import re

    flags = [v.claim_id for v in verdicts if re.search(r"\b(True|False)\b", v.evidence)]
    points = [v.claim_id for v in verdicts
              if any(a == b for a, b in re.findall(r"\[([0-9.e-]+), ([0-9.e-]+)\]", v.evidence))]
    assert flags == [] and points == []


@pytest.mark.slow
def test_refutations_are_proof_or_validated(verdicts):
    weak = [(v.claim_id, v.rigor) for v in verdicts
            if v.status == "refuted" and v.rigor not in ("proof", "validated")]
    assert weak == []


@pytest.mark.slow
def test_refutations_say_what_would_turn_them(verdicts):
    missing = [v.claim_id for v in verdicts if v.status == "refuted" and not v.other_way]
    assert missing == []


def test_the_rigor_test_can_fail():
    """A sampled refutation is exactly what the test above rejects."""
    v = Verdict("x.y", "s", "t", "refuted", "e", "truth", "random sample", "sampled", 1, "q")
    assert v.status == "refuted" and v.rigor not in ("proof", "validated")


@pytest.mark.slow
def test_verdict_table_follows_the_registry(verdicts):
    table = verdict_table(verdicts).splitlines()
    assert table[0] == "| claim | source | verdict | method | rigour | reading |"
    assert len(table) == 2 + len(verdicts)
    for row, v in zip(table[2:], verdicts, strict=True):
        cells = [c.strip() for c in row.strip("|").split(" | ")]
        assert cells[0] == f"`{v.claim_id}`" and cells[4] == v.rigor and cells[5] == v.reading
        assert cells[2].strip("*") == v.status and f"(line {v.source_line})" in cells[1]
