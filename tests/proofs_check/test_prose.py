"""The claims of the papers' prose and of the Husmeier slides -- each verdict, its
rigour, and an independent hand computation of the decisive number."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import pytest

from proofs_check import registered_claims

EXPECTED = {
    "dg2006.sec4.weighted_coin": ("holds", "sampled"),
    "dg2006.sec3.thresholds_at_class_changes": ("holds", "exhaustive"),
    "dg2006.sec4.far_apart_high_skew": ("holds", "sampled"),
    "dg2006.sec4.achievable_algorithm": ("holds", "sampled"),
    "dg2006.sec5.over_half": ("holds", "proof"),
    "boyd2012.example.100_200": ("holds", "proof"),
    "boyd2012.achievability.skew_only.region": ("holds", "proof"),
    "boyd2012.achievability.skew_only.points": ("refuted", "proof"),
    "boyd2012.unachievable.high_recall": ("holds", "proof"),
    "boyd2012.aucnpr.ordering": ("holds", "proof"),
    "boyd2012.random_guessing": ("holds", "sampled"),
    "boyd2012.imdb.worse_than_random": ("holds", "validated"),
    "boyd2012.f1.no_skew_bound": ("holds", "proof"),
    "boyd2012.modified_f1.eqs3_5": ("holds", "proof"),
    "boyd2012.sec4.fold_averaging": ("holds", "proof"),
    "mihelich2024.demo3.2.labels": ("refuted", "proof"),
    "mihelich2024.remark3.2": ("holds", "proof"),
    "mihelich2024.sec3.3.step_functions_dense": ("holds", "proof"),
    "mihelich2024.thm3.9.domain": ("holds", "proof"),
    "mihelich2024.sec3.5.global_min_at_zero": ("holds", "proof"),
    "mihelich2024.cor3.11.one_minus_pi": ("refuted", "proof"),
    "mihelich2024.sec4.3.rankopt": ("holds", "sampled"),
    "pr2roc.readme.implementation": ("holds", "sampled"),
    "husmeier.fp_effect": ("holds", "proof"),
    "husmeier.linear_roc": ("holds", "proof"),
    "husmeier.pr_fallacy": ("holds", "proof"),
    "husmeier.correct_interpolation": ("holds", "proof"),
    # the sentences added from the seeds' remaining checkable lines
    "dg2006.sec1.fp_effect": ("holds", "proof"),
    "dg2006.sec3.no_point_above_hull": ("holds", "exhaustive"),
    "dg2006.fig5.linear_not_achievable": ("holds", "proof"),
    "dg2006.sec5.low_recall_contribution": ("holds", "validated"),
    "boyd2012.intro.map_approximates": ("holds", "sampled"),
    "boyd2012.intro.any_roc_point": ("refuted", "proof"),
    "boyd2012.intro.region_skew_only": ("holds", "proof"),
    "boyd2012.def1.unique_pr_point": ("holds", "proof"),
    "boyd2012.worst_ranking.min_curve": ("holds", "proof"),
    "boyd2012.ap_min.depends_on_pos": ("holds", "proof"),
    "boyd2012.max_recall_low_precision": ("holds", "proof"),
    "boyd2012.aucnpr.same_range": ("holds", "proof"),
    "boyd2012.aucnpr.conservative": ("holds", "proof"),
    "boyd2012.f1.point_a": ("holds", "proof"),
    "mihelich2024.sec1.map_not_found_elsewhere": ("refuted", "proof"),
    "mihelich2024.sec3.2.auc_prime": ("holds", "proof"),
    "mihelich2024.lemma3.7.h": ("refuted", "proof"),
    "mihelich2024.demo3.8.f1_mass": ("holds", "proof"),
    "mihelich2024.demo3.8.eq17": ("holds", "proof"),
    "mihelich2024.demo3.8.eq18": ("holds", "proof"),
    "mihelich2024.demo3.8.eq19": ("holds", "proof"),
    "mihelich2024.demo3.8.eq20": ("refuted", "proof"),
    "mihelich2024.demo3.8.eq21": ("holds", "proof"),
    "mihelich2024.eq26": ("holds", "proof"),
    "mihelich2024.eq28": ("holds", "proof"),
    "mihelich2024.sec3.5.normalized_range": ("holds", "proof"),
    "mihelich2024.sec4.dg_example": ("holds", "validated"),
    "mihelich2024.sec3.3.increasing": ("holds", "exhaustive"),
    "dg2006.sec5.score_by_hull": ("holds", "exhaustive"),
    "boyd2012.min_increases_with_skew": ("holds", "proof"),
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


def test_eq20_by_finite_differences():
    """The first-order coefficient of a y_1 ln(x_0 + eps + a y_1), by a central difference, has
    the a^2 y_0^2/((x_1 - x_0)(x_0 + a y_0)) term the printed eq. (20) pushes to second order."""
    a, y0, x0, x1, h = 2.0, 0.3, 0.2, 0.7, 1e-6

    def lhs(e):
        y1 = y0 * (x1 - x0) / (x1 - x0 - e)
        return a * y1 * math.log(x0 + e + a * y1)

    slope = (lhs(h) - lhs(-h)) / (2 * h)
    base = a * y0 / (x1 - x0) * math.log(x0 + a * y0) + a * y0 / (x0 + a * y0)
    last = a**2 * y0**2 / ((x1 - x0) * (x0 + a * y0))
    assert slope == pytest.approx(base + last, rel=1e-8)
    assert abs(slope - base) > 0.1


def test_lemma37_h_by_hand():
    """min over alpha of 2 alpha + d/alpha is 2 sqrt(2 d) (at alpha = sqrt(d/2)); with eq. (14)'s
    a d/alpha it is 2 sqrt(2 a d): they differ at a = 4."""
    a, d = 4.0, 0.01
    grid = [k / 10000 for k in range(1, 20000)]
    printed = min(2 * x + d / x for x in grid)
    eq14 = min(2 * x + a * d / x for x in grid)
    assert printed == pytest.approx(2 * math.sqrt(2 * d), rel=1e-6)
    assert eq14 == pytest.approx(2 * math.sqrt(2 * a * d), rel=1e-6)


def test_boyd_ap_min_by_hand():
    """Worst ranking, AP = mean precision at each positive: 1 + 1 examples -> 1/2; 2 + 2 -> the
    positives at ranks 3 and 4: (1/3 + 2/4)/2 = 5/12."""
    assert Fraction(1, 2) != (Fraction(1, 3) + Fraction(2, 4)) / 2 == Fraction(5, 12)


def test_f1_point_a_by_hand():
    pi = 0.33
    p = 0.45 / (2 - 0.45)  # F1 = 2 p r/(p + r) = 0.45 at r = 1
    assert p < pi  # the minimum precision at recall 1 is pi


def test_map_approximates_against_scikit_learn():
    """AP from scikit-learn (the peer) against the exact AUC-PR of the same data set."""
    import numpy as np
    from sklearn.metrics import average_precision_score

    from numeric.data.auc import auc_pr_score

    rng = np.random.default_rng(5)
    y = np.r_[np.ones(100, dtype=int), np.zeros(150, dtype=int)]
    s = rng.random(250) + 0.5 * y
    assert abs(average_precision_score(y, s) - auc_pr_score(y, s)) < 0.01


def test_min_increases_with_skew_by_hand():
    def gmin(pi):
        return 1 + (1 - pi) * math.log(1 - pi) / pi

    values = [gmin(k / 100) for k in range(1, 100)]
    assert all(b > a for a, b in itertools.pairwise(values))
    assert round(gmin(0.1), 2) == 0.05


def test_fold_averaging_witness_by_hand():
    """Boyd et al., Sec. 4.1: random rankings on folds of skews 1, 9, 9 (10 of 20, 100 of 1000,
    100 of 1000 positive): the vertical average 7/30 exceeds the pooled prevalence 21/202, and
    Thm 2's minimum AUC-PR is 1 - ln 2 at skew 1 against 1 + 9 ln(9/10) at skew 9."""
    averaged = (Fraction(1, 2) + Fraction(1, 10) + Fraction(1, 10)) / 3
    assert averaged == Fraction(7, 30) > Fraction(210, 2020) == Fraction(21, 202)
    assert 1 - math.log(2) > 1 + 9 * math.log(0.9)
