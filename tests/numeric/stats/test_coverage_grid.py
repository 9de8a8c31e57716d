"""A seeded, time-boxed slice of the coverage grid (``benchmarks/coverage_grid.py``; the whole
grid and its tables: ``benchmarks/COVERAGE_GRID.md``), and the grid's population values against
large samples.

A correct 95% interval covers the population value in 95% of the data sets; with S sets the
binomial sd is sqrt(0.95 * 0.05 / S), and the tests accept 3.3 sd below 0.95 (a false alarm about
once in 2000 runs); the paired test's size likewise within 3.3 sd of 0.05.
"""

from __future__ import annotations

import math
import sys

import numpy as np
import pytest
from _helpers import REPO_ROOT

from numeric import auc_pr_score, average_precision_score
from numeric.stats import BinormalModel

sys.path.insert(0, str(REPO_ROOT / "benchmarks"))
from coverage_grid import coverage_cell, size_cell

SETS = 150


@pytest.mark.parametrize(("mu", "prevalence", "positives", "n_pos"),
                         [(1.0, 0.01, 1000, 20_000), (0.5, 0.001, 1000, 5_000)])
def test_grid_truth_equals_a_large_sample(mu, prevalence, positives, n_pos):
    """The quadrature (the grid's truth) against AUC-PR and AP of one large sample: within 4 of
    the grid's own sd at 1000 positives scaled to ``n_pos`` (sd ~ 1/sqrt(n_pos)), plus the
    estimators' bias there, which shrinks like 1/n_pos."""
    cell = coverage_cell(mu, prevalence, positives, 60, seed=11)
    truth = BinormalModel(mu).auc_pr(prevalence)
    assert cell["truth"] == pytest.approx(truth, rel=1e-9)
    rng = np.random.default_rng(12)
    n_neg = round(n_pos * (1 - prevalence) / prevalence)
    y = np.r_[np.ones(n_pos), np.zeros(n_neg)]
    s = np.r_[rng.normal(mu, 1.0, n_pos), rng.normal(0.0, 1.0, n_neg)]
    sd = cell["auc_pr/default"]["sd"] * math.sqrt(positives / n_pos)
    for score in (auc_pr_score, average_precision_score):
        assert abs(score(y, s) - truth) < 4 * sd + 3 * positives / n_pos * sd


@pytest.mark.parametrize(("mu", "prevalence", "positives"), [(1.0, 0.1, 50), (1.0, 0.01, 100)])
def test_default_interval_covers_in_a_grid_slice(mu, prevalence, positives):
    """The default interval (bootstrap-t at these sizes) in two cells where the influence-logit
    interval under-covers on the full grid."""
    cell = coverage_cell(mu, prevalence, positives, SETS, seed=20261128)
    assert cell["default_method"] == "bootstrap-t"
    floor = 0.95 - 3.3 * math.sqrt(0.95 * 0.05 / SETS)
    for q in ("auc_pr", "average_precision"):
        assert cell[f"{q}/default"]["coverage"] >= floor, (q, cell[f"{q}/default"])


def test_paired_logit_test_size_in_a_grid_slice():
    """Size of the default paired test at 1% prevalence, 100 positives, where the untransformed
    test's was 0.011 (too conservative: it loses power)."""
    sets = 400
    cell = size_cell(1.0, 0.01, 100, sets, seed=20261129)
    band = 3.3 * math.sqrt(0.05 * 0.95 / sets)
    for q in ("auc_pr", "average_precision"):
        assert abs(cell[f"{q}/logit"] - 0.05) <= band, cell
