"""Tests of numeric.data.skew_transfer: PR curves and AUC-PR at another skew (Boyd Sec. 4.3)."""

from __future__ import annotations

import numpy as np
import pytest

from numeric._warnings import DegenerateDataWarning
from numeric.core.steps import threshold_counts
from numeric.data.auc import auc_pr_score
from numeric.data.skew_transfer import auc_pr_at_skew, transfer_auc_pr, transfer_pr_curve
from numeric.geometry.curve_conversion import ROCCurve


def _data(seed: int, n_pos: int, n_neg: int, ties: bool = False) -> tuple[np.ndarray, ...]:
    rng = np.random.default_rng(seed)
    y = np.concatenate((np.ones(n_pos, dtype=int), np.zeros(n_neg, dtype=int)))
    s = rng.normal(size=y.size) + 1.5 * y
    return y, (np.round(s, 1) if ties else s)


def _pr_of(y: np.ndarray, s: np.ndarray):
    c = threshold_counts(y, s)
    return ROCCurve(c.fp / c.n_neg, c.tp / c.n_pos, skew=c.n_neg / c.n_pos).to_pr()


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("ties", [False, True])
def test_transfer_to_own_skew_is_identity(seed: int, ties: bool) -> None:
    y, s = _data(seed, 30, 170, ties)
    pr = _pr_of(y, s)
    same = transfer_pr_curve(pr.recall, pr.precision, pr.skew, pr.skew)
    np.testing.assert_array_equal(same.recall, pr.recall)
    np.testing.assert_allclose(same.precision, pr.precision, rtol=1e-13)
    assert transfer_auc_pr(pr.recall, pr.precision, pr.skew, pr.skew) == pytest.approx(
        auc_pr_score(y, s), rel=1e-12)
    assert auc_pr_at_skew(y, s, skew=170 / 30) == pytest.approx(auc_pr_score(y, s), rel=1e-12)


@pytest.mark.parametrize("target", [0.5, 1.0, 4.0, 40.0])
def test_reweighting_negatives_is_exactly_the_transfer(target: float) -> None:
    """Weighting every negative by a'/a gives a data set of skew a' with the same ROC curve."""
    y, s = _data(5, 40, 400, ties=True)
    a = 400 / 40
    w = np.where(y == 0, target / a, 1.0)
    assert auc_pr_at_skew(y, s, skew=target) == pytest.approx(
        auc_pr_score(y, s, sample_weight=w), rel=1e-12)
    pr = _pr_of(y, s)
    assert transfer_auc_pr(pr.recall, pr.precision, a, target) == pytest.approx(
        auc_pr_score(y, s, sample_weight=w), rel=1e-12)


def test_down_sampling_converges_to_the_transferred_value() -> None:
    """Boyd et al. (2012), Sec. 4.3: down-sampling the negatives changes the skew. Averaged over
    random down-samples to skew 5, AUC-PR approaches the value transferred from the full data
    (skew 100) -- the sampling error of the mean is about 0.002 here."""
    y, s = _data(0, 2000, 200_000)
    predicted = auc_pr_at_skew(y, s, skew=5.0)
    assert abs(predicted - auc_pr_score(y, s)) > 0.2  # the skew matters a lot
    rng = np.random.default_rng(1)
    pos, neg = np.flatnonzero(y == 1), np.flatnonzero(y == 0)
    values = []
    for _ in range(20):
        keep = np.concatenate((pos, rng.choice(neg, size=10_000, replace=False)))
        values.append(auc_pr_score(y[keep], s[keep]))
    assert np.mean(values) == pytest.approx(predicted, abs=0.005)
    assert np.std(values) / np.sqrt(len(values)) < 0.003


def test_pointwise_formula() -> None:
    """p' = p/(p + (a'/a)(1 - p)), recall unchanged (through ROC, Mihelich et al. 2024 Thm 3.1)."""
    r = np.array([0.1, 0.4, 0.4, 0.9])
    p = np.array([0.9, 0.7, 0.5, 0.3])
    out = transfer_pr_curve(r, p, skew_from=3.0, skew_to=12.0)
    np.testing.assert_array_equal(out.recall, r)
    np.testing.assert_allclose(out.precision, p / (p + 4.0 * (1 - p)), rtol=1e-14)
    assert out.skew == 12.0


def test_davis_goadrich_table_1_at_another_skew() -> None:
    """Table 1 (20 positives, 2000 negatives): A = (TP 5, FP 5), B = (TP 10, FP 30). With 200
    negatives (skew 10) the counts are A = (5, 0.5), B = (10, 3)."""
    out = transfer_pr_curve([0.25, 0.5], [0.5, 0.25], skew_from=100.0, skew_to=10.0)
    np.testing.assert_allclose(out.precision, [5 / 5.5, 10 / 13], rtol=1e-14)


def test_degenerate_and_errors() -> None:
    with pytest.warns(DegenerateDataWarning, match="no negatives"):
        assert np.isnan(auc_pr_at_skew([1, 1], [0.2, 0.3], skew=2.0))
    with pytest.raises(ValueError, match=r"skew must be > 0, got 0.0"):
        auc_pr_at_skew([0, 1], [0.2, 0.3], skew=0.0)
    with pytest.raises(ValueError, match=r"skew_to must be > 0, got -1.0"):
        transfer_pr_curve([0.5], [0.5], 1.0, -1.0)
    with pytest.raises(ValueError, match="skew_from must be a scalar"):
        transfer_auc_pr([0.5], [0.5], [1.0, 2.0], 1.0)
    with pytest.raises(ValueError, match=r"unachievable for skew 1\.0"):
        transfer_pr_curve([0.5], [0.01], 1.0, 2.0)
    with pytest.raises(ValueError, match="NaN"):
        auc_pr_at_skew([0, 1], [0.2, np.nan], skew=1.0)
