"""Issue 18: every verdict states its rigour, and a refutation is ``proof`` or ``validated``.

Every refutation in the registry rests on a witness (a data set, a curve, an exact point or an
algorithm with its proof), so every "refuted" verdict must be ``proof`` (exact rationals or
sympy end to end) or ``validated`` (interval arithmetic enclosing the true values).
"""

from __future__ import annotations

import dataclasses

import pytest

from proofs_check import RIGORS, CheckResult, Verdict, registered_claims, run_checks, verdict_table


@pytest.fixture(scope="module")
def verdicts() -> list[Verdict]:
    return run_checks()


def test_rigor_is_validated():
    assert CheckResult("holds", "e", None, "symbolic proof").rigor == "proof"
    assert CheckResult("holds", "e", None, "certificate").rigor == "arithmetic"
    assert CheckResult("refuted", "e", "t", "arithmetic", "validated").rigor == "validated"
    with pytest.raises(ValueError, match="rigor must be one of"):
        CheckResult("holds", "e", None, "arithmetic", "hunch")
    with pytest.raises(ValueError, match="line must be a positive int"):
        from proofs_check import claim
        claim("test.bad_line", "x", "y", line=0)(lambda: CheckResult("holds", ""))


@pytest.mark.slow
def test_every_verdict_has_a_rigor_and_a_line(verdicts):
    assert [v.claim_id for v in verdicts] == [c.claim_id for c in registered_claims()]
    for v in verdicts:
        assert v.rigor in RIGORS, v.claim_id
        assert v.status != "error", (v.claim_id, v.evidence)
        assert isinstance(v.source_line, int) and v.quote, v.claim_id
        assert "rigor" in dataclasses.asdict(v)


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
    v = Verdict("x.y", "s", "t", "refuted", "e", "truth", "sampled evidence", "sampled", 1, "q")
    assert v.status == "refuted" and v.rigor not in ("proof", "validated")


@pytest.mark.slow
def test_verdict_table_follows_the_registry(verdicts):
    table = verdict_table(verdicts).splitlines()
    assert table[0] == "| claim | source | verdict | method | rigour |"
    assert len(table) == 2 + len(verdicts)
    for row, v in zip(table[2:], verdicts, strict=True):
        cells = [c.strip() for c in row.strip("|").split(" | ")]
        assert cells[0] == f"`{v.claim_id}`" and cells[4] == v.rigor
        assert cells[2].strip("*") == v.status and f"(line {v.source_line})" in cells[1]
