"""Run each Davis & Goadrich (2006) check and assert its verdict."""

from __future__ import annotations

import numpy as np
import pytest
import sympy as sp

from numeric.geometry.interpolation import segment_area
from proofs_check import registered_claims, run_checks
from proofs_check.dg2006 import theorems as dg

CHECKS = {
    "dg2006.thm3.1": dg.thm3_1,
    "dg2006.thm3.2": dg.thm3_2,
    "dg2006.table1": dg.table1,
}


def test_registered_in_order() -> None:
    ids = [c.claim_id for c in registered_claims()]
    expected = [*CHECKS, "dg2006.fig6", "dg2006.fig6.linear"]
    found = [i for i in ids if i in expected]  # other modules may register more dg2006 claims
    assert found == expected
    assert [v.claim_id for v in run_checks(["dg2006.table1"])] == ["dg2006.table1"]


@pytest.mark.parametrize("claim_id", list(CHECKS))
def test_check_holds(claim_id: str) -> None:
    verdict = CHECKS[claim_id].run()
    assert verdict.claim_id == claim_id
    assert verdict.source.startswith("Davis & Goadrich (ICML 2006)")
    assert verdict.holds, verdict.evidence
    assert verdict.truth is None


def test_thm3_1_states_the_recall_zero_exception() -> None:
    evidence = dg.thm3_1.run().evidence
    assert "300 random integer confusion matrices" in evidence
    assert "share the PR point (0, 0) (yes)" in evidence and "True" not in evidence


def test_thm3_2_exercises_both_outcomes() -> None:
    evidence = dg.thm3_2.run().evidence
    assert "agree on 400 of 400" in evidence
    assert "-a*y/(a*x + y)**2" in evidence


def test_table1_rounding_is_half_up_and_exact() -> None:
    assert dg._round(sp.Rational(7, 22), 3) == sp.Rational(318, 1000)
    assert dg._round(sp.Rational(9, 34), 3) == sp.Rational(265, 1000)
    assert dg._round(sp.Rational(1, 8), 2) == sp.Rational(13, 100)


def test_table1_detects_a_wrong_row(monkeypatch: pytest.MonkeyPatch) -> None:
    wrong = (*dg._TABLE1[:2], (7, 15, "0.35", "0.319"), *dg._TABLE1[3:])
    monkeypatch.setattr(dg, "_TABLE1", wrong)
    result = dg.table1.check()
    assert result.status == "refuted"
    assert "TP 7" in result.evidence


def test_fig6_holds_by_the_papers_trapezoid() -> None:
    """The paper computes areas by the composite trapezoid (Sec. 4); TP_A = 9 (recall
    0.0208, printed 0.02) with precision 0.008 at recall 1 gives 0.0307 -> 0.031."""
    verdict = dg.fig6.run()
    assert verdict.status == "holds" and verdict.rigor == "proof"
    assert "TP_A = 9, FP_B = 53692: 0.03066" in verdict.evidence
    assert verdict.source_line == 500 and verdict.other_way


def test_fig6_trapezoid_fraction_by_hand() -> None:
    """Independent slow reference: the trapezoid rule over integer TP, in floats."""
    tp_a, fp_b, n = 9, 53692, 433
    prec = [t / (t + (t - tp_a) * fp_b / (n - tp_a)) for t in range(tp_a, n + 1)]
    ref = tp_a / n + sum((prec[k] + prec[k + 1]) / 2 / n for k in range(len(prec) - 1))
    assert abs(float(dg._trapezoid_fraction(tp_a, fp_b)) - ref) < 1e-12


def test_fig6_exact_reading_is_refuted_with_its_condition() -> None:
    verdict = dg.fig6_exact.run()
    assert verdict.status == "refuted" and verdict.rigor == "validated"
    assert "TP_A = 9: 0.029474..0.03042" in verdict.evidence  # points written as numbers
    assert verdict.reading == "stricter" and "not them" in (verdict.truth or "")
    # by hand, the largest TP_A = 9 area (FP_B = 50509) from the closed form, in floats
    exact = 9 / 433 + float(segment_area(9.0, 0.0, 433.0, 50509.0, 433.0))
    assert 0.0304 < exact < 0.0305


def test_fig6_linear_readings() -> None:
    assert dg.fig6_linear.run().status == "holds"
    assert dg.fig6_linear_endpoints.run().status == "holds"
    v = dg.fig6_linear_through_point.run()
    assert v.status == "refuted" and v.rigor == "proof"
    # by hand: 0.02 + 0.98 (1 + 433/56597)/2 through the literal point (0.02, 1)
    assert round(0.02 + 0.98 * (1 + 433 / (433 + 56164)) / 2, 3) == 0.514
    assert round((1 + 433 / (433 + 56164)) / 2, 2) == 0.50


def test_fig6_garbage_areas_are_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(dg, "segment_area", lambda *args: float("nan"))
    assert dg.fig6_exact.run().status == "error"
    monkeypatch.setattr(dg, "interpolated_precision", lambda *args: np.full(500, np.nan))
    assert dg.fig6.run().status == "error"


def test_dg_trapezoid_converges_to_exact_area_from_above() -> None:
    # The composite trapezoid over a convex precision overestimates the exact segment area.
    trap = dg._dg_trapezoid(9.0, 53692.0, 433)
    exact = 9 / 433 + float(segment_area(9.0, 0.0, 433.0, 53692.0, 433.0))
    assert trap > exact
    assert np.isclose(trap, 0.0307, atol=5e-5)  # Davis & Goadrich (2006), Fig. 6: "0.031"


def test_fig7_reconstruction_by_hand() -> None:
    """Curve I = (0, 9) -> (84, 13) -> (2000, 20) and curve II = (500, 20), recomputed here with
    trapezoids for AUC-ROC and the analytic segment area for AUC-PR (N+ = 20)."""
    from analytic.interpolation import segment_area as exact_area

    roc_i = (84 * (9 + 13) / 2 + (2000 - 84) * (13 + 20) / 2) / 40000
    pr_i = 9 / 20 + float(exact_area(9, 0, 13, 84, 20)) + float(exact_area(13, 84, 20, 2000, 20))
    assert (round(roc_i, 3), round(pr_i, 3)) == (0.813, 0.514)  # Davis & Goadrich, Sec. 5
    assert (round(1 - 500 / 4000, 3), round(20 / 520, 3)) == (0.875, 0.038)
    v = dg.fig7.run()
    assert v.status == "holds" and "(FP, TP) = (0, 9), (84, 13)" in v.evidence
    assert dg.optimize.run().status == "holds"
