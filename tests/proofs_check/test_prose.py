"""Issue 18: the claims of the papers' prose and of the Husmeier slides -- each verdict, its
rigour, and an independent hand computation of the decisive number."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest

from proofs_check import registered_claims

EXPECTED = {
    "dg2006.sec4.weighted_coin": ("holds", "proof"),
    "dg2006.sec3.thresholds_at_class_changes": ("holds", "proof"),
    "dg2006.sec4.far_apart_high_skew": ("holds", "sampled"),
    "dg2006.sec4.achievable_algorithm": ("holds", "sampled"),
    "dg2006.sec5.over_half": ("holds", "exhaustive"),
    "boyd2012.example.100_200": ("holds", "proof"),
    "boyd2012.achievability.skew_only.region": ("holds", "proof"),
    "boyd2012.achievability.skew_only.points": ("refuted", "proof"),
    "boyd2012.unachievable.high_recall": ("holds", "proof"),
    "boyd2012.aucnpr.ordering": ("holds", "proof"),
    "boyd2012.random_guessing": ("holds", "validated"),
    "boyd2012.imdb.worse_than_random": ("holds", "validated"),
    "boyd2012.f1.no_skew_bound": ("holds", "proof"),
    "boyd2012.modified_f1.eqs3_5": ("holds", "proof"),
    "mihelich2024.demo3.2.labels": ("refuted", "proof"),
    "mihelich2024.remark3.2": ("holds", "proof"),
    "mihelich2024.sec3.3.step_functions_dense": ("holds", "proof"),
    "mihelich2024.thm3.9.domain": ("holds", "proof"),
    "mihelich2024.sec3.5.global_min_at_zero": ("holds", "proof"),
    "mihelich2024.cor3.11.one_minus_pi": ("refuted", "proof"),
    "mihelich2024.sec4.3.rankopt": ("holds", "proof"),
    "pr2roc.readme.implementation": ("holds", "proof"),
    "husmeier.fp_effect": ("holds", "proof"),
    "husmeier.linear_roc": ("holds", "proof"),
    "husmeier.pr_fallacy": ("holds", "proof"),
    "husmeier.correct_interpolation": ("holds", "proof"),
}


@pytest.mark.parametrize("claim_id", list(EXPECTED))
def test_verdict_and_rigor(claim_id):
    c = next(c for c in registered_claims() if c.claim_id == claim_id)
    v = c.run()
    assert (v.status, v.rigor) == EXPECTED[claim_id], v.evidence
    assert v.other_way and v.source_line


def test_boyd_points_by_hand():
    """(0.5, 0.2) with pos 3: recall 1/2 needs tp = 1.5 -- no integer; with pos 100, tp 50 and
    fp 200 give precision 50/250."""
    assert all(tp / 3 != 0.5 for tp in range(4))
    assert Fraction(50, 250) == Fraction(1, 5)


def test_random_guessing_by_hand():
    worst = 1 - math.log(2)  # one negative above one positive
    assert (worst - 0.5) / 0.5 < 0


def test_imdb_by_hand():
    pi = 0.45
    assert 1 + (1 - pi) * math.log(1 - pi) / pi < 0.305


def test_one_minus_pi_by_hand():
    n_pos, n_neg = 1, 1
    assert 1 - n_pos / (n_pos + n_neg) != n_neg / n_pos


def test_demo3_2_by_hand():
    tp, fp, n_pos, n_neg = 1, 3, 2, 4
    fpr, tpr, a = fp / n_neg, tp / n_pos, n_neg / n_pos
    assert (tpr, tpr / (tpr + a * fpr)) == (tp / n_pos, tp / (tp + fp))


def test_over_half_by_hand():
    """Curve I from dg2006.sec5.fig7: (0, 9), (84, 13): 13 of 20 positives above 1916 of 2000."""
    from proofs_check.dg2006 import theorems as dg

    assert dg.fig7_matches()[0] == [(0, 9, 84, 13)]
