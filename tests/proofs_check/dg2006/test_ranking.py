"""Tests of proofs_check.dg2006.ranking: the two verdicts, and the facts they rest on, directly."""

import numpy as np
import pytest

from numeric.data.auc import auc_pr_score
from proofs_check._registry import registered_claims
from proofs_check.dg2006 import ranking


def test_claims_are_registered():
    ids = {c.claim_id for c in registered_claims()}
    assert {"dg2006.auc_roc_wmw", "dg2006.interpolation_nonlinear.hull",
            "dg2006.interpolation_nonlinear.general"} <= ids


def test_auc_roc_is_mann_whitney():
    v = ranking.auc_roc_wmw.run()
    assert v.holds and v.truth is None
    assert "500 random data sets" in v.evidence


def test_linear_interpolation_is_not_always_optimistic():
    v = ranking.interpolation_general.run()
    assert v.status == "refuted"
    assert "0 exceptions" in v.evidence  # the per-segment sign rule held everywhere
    assert v.truth is not None and "under-estimates iff D > 0" in v.truth


def test_linear_interpolation_is_optimistic_on_hull_curves():
    v = ranking.interpolation_hull.run()
    assert v.status == "holds" and v.method == "symbolic identity"
    assert "precision rises (D > 0) on 0, the straight line is below the exact area on 0" in (
        v.evidence)


def test_general_verdict_needs_its_counterexample(monkeypatch):
    """Garbage areas must not read as a refutation: the hand counterexample no longer checks.

    The counterexample rests on the exact area enclosed from its integer counts, so
    breaking that enclosure -- not the float score -- is what must turn the verdict to error."""
    from proofs_check._exact import ivq

    monkeypatch.setattr(ranking, "auc_pr_enclosure", lambda curve: ivq(0))
    assert ranking.interpolation_general.run().status == "error"


@pytest.mark.parametrize(("n_neg_first", "n_pos"), [(1, 1), (1, 3), (5, 2)])
def test_counterexample_negatives_first(n_neg_first, n_pos):
    """Negatives ranked first, then positives: precision rises from 0, straight line too low."""
    y = np.array([0] * n_neg_first + [1] * n_pos)
    s = np.arange(y.size, 0, -1.0)
    exact = auc_pr_score(y, s)
    # Straight lines through the PR points (r, p) = (k/n_pos, k/(k + n_neg_first)), k = 0..n_pos,
    # written out by hand; exact: (1/n_pos) integral_0^n_pos t/(t + n_neg_first) dt.
    k = np.arange(n_pos + 1)
    p = k / (k + n_neg_first)
    linear = float(np.sum(0.5 * (p[1:] + p[:-1])) / n_pos)
    by_hand = 1 - n_neg_first / n_pos * np.log1p(n_pos / n_neg_first)
    assert exact == pytest.approx(by_hand, rel=1e-12)
    assert linear < exact


def test_fig_6_shape_is_over_estimated():
    """Precision falling along a segment (Fig. 6's shape): the straight line is too high."""
    y = np.array([1] * 9 + [1] * 424 + [0] * 56_164)
    s = np.array([2.0] * 9 + [1.0] * (424 + 56_164))
    exact = auc_pr_score(y, s)
    p_a, p_b, r_a = 1.0, 433 / (433 + 56_164), 9 / 433
    linear = r_a * p_a + (1 - r_a) * 0.5 * (p_a + p_b)
    assert linear > 10 * exact
