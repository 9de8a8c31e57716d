"""Run each check of proofs_check.mihelich2024.bounds (Mihelich et al. 2024), assert its verdict."""

from __future__ import annotations

import math

import pytest
from sklearn.metrics import roc_auc_score

from numeric.bounds.witness import witness_dataset, witness_vertices
from numeric.geometry.interpolation import pr_area_from_counts
from proofs_check import registered_claims, run_checks
from proofs_check.mihelich2024 import bounds as mb

EXPECTED = {
    "mihelich2024.thm3.5.min": (mb.thm3_5_min, False),
    "mihelich2024.thm3.5.max": (mb.thm3_5_max, True),
    "mihelich2024.thm3.9.max": (mb.thm3_9_max, False),
    "mihelich2024.thm3.9.min": (mb.thm3_9_min, True),
    "mihelich2024.cor4.1": (mb.cor4_1, False),
    "mihelich2024.sec4.1.curve_II": (mb.sec4_1_curve_ii, False),
}


def test_registered_in_order():
    ids = [c.claim_id for c in registered_claims() if c.claim_id in EXPECTED]
    assert ids == list(EXPECTED)
    assert len(run_checks(["mihelich2024.thm3.9.max"])) == 1


@pytest.mark.parametrize("claim_id", list(EXPECTED))
def test_verdict(claim_id):
    check, holds = EXPECTED[claim_id]
    verdict = check.run()
    assert verdict.claim_id == claim_id
    assert verdict.source.startswith("Mihelich, Castagnos & Dognin (2024)")
    assert verdict.holds is holds, verdict.evidence
    assert (verdict.truth is None) is holds
    assert verdict.evidence


def _pr(skew, auc_roc, n_pos, curve):
    """AUC-ROC by scikit-learn, AUC-PR by the exact area through the witness's vertices."""
    y_true, y_score = witness_dataset(skew, auc_roc, n_pos, curve=curve)
    tp, fp = witness_vertices(skew, auc_roc, n_pos, curve=curve)
    return roc_auc_score(y_true, y_score), pr_area_from_counts(tp, fp, n_pos)


def _paper_min(a, auc_roc):  # Thm 3.5 as printed
    q = a * (1 - auc_roc)
    return 1 - q * math.log((1 + q) / q)


def _paper_max(a, auc_roc):  # Thm 3.5 as printed
    return 1 - a * math.log((1 + a) / (1 - (1 - auc_roc) + a))


def test_cor_4_1_counterexample_independently():
    a = 100
    r1, p1 = _pr(a, 0.875, 1000, "exact_min")
    r2, p2 = _pr(a, 0.031, 1000, "max")
    assert _paper_min(a, r1) >= _paper_max(a, r2)  # the premise of Cor 4.1 as stated
    assert p1 < p2  # and its conclusion fails


def test_thm_3_5_min_witness_independently():
    # Mihelich Sec. 4.1: "for a = 100, a classifier with a good AUC_ROC = 0.875 can have a
    # AUC_PR that ranges from 0.038 to 0.876"
    r, p = _pr(100, 0.875, 1000, "exact_min")
    assert abs(r - 0.875) < 1e-3
    assert p < 0.038
