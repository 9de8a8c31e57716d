"""Run each Boyd et al. (2012) check and assert its verdict."""

from __future__ import annotations

from fractions import Fraction

import pytest

from analytic.boyd import average_precision_min
from proofs_check import registered_claims, run_checks
from proofs_check.boyd2012 import theorems as bd

CHECKS = {
    "boyd2012.thm1": bd.thm1,
    "boyd2012.thm2": bd.thm2,
    "boyd2012.cor4": bd.cor4,
    "boyd2012.thm3": bd.thm3,
    "boyd2012.numbers": bd.numbers,
    "boyd2012.aucnpr": bd.aucnpr,
    "boyd2012.modified_f1": bd.modified_f1_check,
}


def test_registered_in_order() -> None:
    ids = [c.claim_id for c in registered_claims() if c.claim_id in CHECKS]
    assert ids == list(CHECKS)
    assert len(run_checks(["boyd2012.cor4"])) == 1


@pytest.mark.parametrize("claim_id", list(CHECKS))
def test_check_holds(claim_id: str) -> None:
    verdict = CHECKS[claim_id].run()
    assert verdict.claim_id == claim_id
    assert verdict.source.startswith("Boyd, Costa, Davis & Page (ICML 2012)")
    assert verdict.holds, verdict.evidence
    assert verdict.truth is None


def test_thm1_counts_every_matrix() -> None:
    # sum over N+ <= 7, N- <= 9 of N+ (N- + 1) matrices with TP >= 1; N+ on the bound each.
    total = sum(p * (n + 1) for p in range(1, 8) for n in range(1, 10))
    on_bound = sum(p for p in range(1, 8) for _ in range(1, 10))
    evidence = bd.thm1.run().evidence
    assert evidence.startswith(f"{total} confusion matrices")
    assert f"the {on_bound} on it" in evidence


def test_worst_ranking_reference() -> None:
    # 2 positives after 1 negative: precisions 1/2 and 2/3.
    assert bd._ap_of_worst_ranking(2, 1) == Fraction(7, 12)
    assert average_precision_min(2, 1) == Fraction(7, 12)


def test_numbers_explains_genre_rounding() -> None:
    evidence = bd.numbers.run().evidence
    assert "AUCPR_MIN(0.05) = 0.0254 (0.02 truncated, 0.03 rounded" in evidence
    assert "AUCPR_MIN(0.1) = 0.0518" in evidence


def test_thm3_detects_a_wrong_closed_form(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bd, "average_precision_min_closed_form",
                        lambda p, n: average_precision_min(p, n + 1))
    result = bd.thm3.check()
    assert result.status == "error"  # not positive evidence, and not a verified counterexample
    assert "of 625 data sets" in result.evidence


def test_degenerate_and_subrange_verdicts() -> None:
    v = bd.degenerate.run()
    assert v.status == "holds" and v.method == "symbolic identity", v.evidence
    assert "limits 0 (pi -> 0+) and 1 (pi -> 1-)" in v.evidence
    assert bd.aucnpr_range.run().status == "holds"
