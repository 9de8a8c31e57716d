"""numeric/stats/binormal.py: the binormal model's AUC-ROC in closed form."""

from __future__ import annotations

import numpy as np
import pytest

from numeric.stats import BinormalModel, binormal_auc_roc


def test_against_scipy_and_a_monte_carlo_sample() -> None:
    stats = pytest.importorskip("scipy.stats")
    d = np.array([-3.0, -0.5, 0.0, 1.0, 4.0])
    s = np.array([0.1, 1.0, 2.0, 0.5, 10.0])
    assert binormal_auc_roc(d, s) == pytest.approx(stats.norm.cdf(d / np.sqrt(1 + s * s)),
                                                    rel=1e-14)
    # P(X+ > X-) counted on draws
    rng = np.random.default_rng(0)
    pos, neg = rng.normal(1.0, 2.0, 200_000), rng.normal(0.0, 1.0, 200_000)
    assert binormal_auc_roc(1.0, 2.0) == pytest.approx(float(np.mean(pos > neg)), abs=3e-3)


def test_far_tail_keeps_relative_accuracy_and_huge_spread_does_not_overflow() -> None:
    stats = pytest.importorskip("scipy.stats")
    assert binormal_auc_roc(-40.0) == pytest.approx(stats.norm.cdf(-40.0 / np.sqrt(2.0)),
                                                     rel=1e-13)
    assert binormal_auc_roc(1e200, 1e300) == pytest.approx(stats.norm.cdf(1e-100), rel=1e-15)


def test_scalar_in_float_out_and_the_model_method_agrees() -> None:
    v = binormal_auc_roc(1.0)
    assert type(v) is float and BinormalModel(1.0).auc_roc() == v
    assert binormal_auc_roc([0.0, 1.0], [[1.0], [2.0]]).shape == (2, 2)


@pytest.mark.parametrize(
    ("args", "error", "match"),
    [
        ((np.inf,), ValueError, r"separation must be finite, got inf"),
        (([0.0, np.nan],), ValueError, r"separation must not be NaN, got nan \(at index 1\)"),
        ((1.0, 0.0), ValueError, r"sd_positive must be > 0, got 0.0"),
        ((1.0, [1.0, -2.0]), ValueError, r"sd_positive must be > 0, got -2.0 \(at index 1\)"),
        (("1",), TypeError, r"separation must be a real number"),
    ],
)
def test_bad_arguments(args, error, match) -> None:
    with pytest.raises(error, match=match):
        binormal_auc_roc(*args)
