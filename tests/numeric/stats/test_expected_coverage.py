"""Tests of numeric.stats.expected_coverage: the grid table is the benchmark's measured results,
the nearest cell is found, and the default intervals warn where the grid found them short."""

from __future__ import annotations

import math
import sys
import warnings

import numpy as np
import pytest
from _helpers import REPO_ROOT

from numeric import CoverageWarning, evaluate
from numeric.stats import area_intervals, expected_coverage
from numeric.stats.expected_coverage import GRID, PROMISED

sys.path.insert(0, str(REPO_ROOT / "benchmarks"))
from coverage_grid import MUS, POSITIVES, PREVALENCES, grid_rows

RESULTS = REPO_ROOT / "benchmarks" / "results" / "coverage_grid.jsonl"


def test_grid_is_the_benchmark_results_and_covers_the_whole_grid():
    assert grid_rows([str(RESULTS)]) == GRID
    assert {(mu, prev, p) for mu, prev, p, *_ in GRID} == {
        (mu, prev, p) for mu in MUS for prev in PREVALENCES for p in POSITIVES}


def test_each_cell_is_its_own_nearest():
    for mu, prev, p, sets, default, pr, ap, pr_infl, ap_infl in GRID:
        auc_roc = 0.5 * math.erfc(-mu / 2)  # Phi(mu / sqrt 2)
        e = expected_coverage(p, prev, auc_roc)
        assert (e.separation, e.prevalence, e.positives, e.sets) == (mu, prev, p, sets)
        assert (e.auc_pr, e.average_precision, e.method, e.below_grid) == (pr, ap, default,
                                                                            False)
        e = expected_coverage(p, prev, auc_roc, "influence-logit")
        assert (e.auc_pr, e.average_precision, e.method) == (pr_infl, ap_infl, "influence-logit")
    assert {row[4] for row in GRID if row[2] < 300} == {"bootstrap-t"}
    assert {row[4] for row in GRID if row[2] >= 300} == {"influence-logit"}


def test_outside_the_grid_reads_its_edges():
    e = expected_coverage(5, 0.3, 0.999)
    assert (e.separation, e.positives, e.below_grid) == (2.0, 20, True)
    e = expected_coverage(10**6, 1e-5, 0.5)
    assert (e.separation, e.prevalence, e.positives, e.below_grid) == (0.5, 0.001, 1000, False)
    assert expected_coverage(100, 0.1, float("nan")).separation == 0.5


@pytest.mark.parametrize(("args", "match"), [
    ((0, 0.1, 0.7), "positives must be > 0, got 0"),
    ((10, 1.0, 0.7), r"prevalence must be in \(0, 1\), got 1.0"),
    ((10, 0.5, 0.7, "bca"), r"method must be one of \['auto', 'influence-logit'\], got 'bca'"),
])
def test_bad_arguments_are_named(args, match):
    with pytest.raises(ValueError, match=match):
        expected_coverage(*args)


def _data(n_pos, n_neg, mu, seed=0):
    rng = np.random.default_rng(seed)
    y = np.r_[np.ones(n_pos, int), np.zeros(n_neg, int)]
    return y, np.r_[rng.normal(mu, 1, n_pos), rng.normal(0, 1, n_neg)]


def test_few_positives_warn_with_the_grids_coverage():
    y, s = _data(10, 90, 1.0)
    with pytest.warns(CoverageWarning, match="fewer than the coverage grid's smallest cell") as w:
        evaluate(y, s, ci=0.95, n_bootstrap=200, random_state=0)
    e = expected_coverage(10, 0.1, 0.76)
    assert f"{e.auc_pr:.3f} (AUC-PR)" in str(w[0].message)


def test_short_cells_warn_and_good_cells_do_not():
    short = [row for row in GRID if min(row[5], row[6]) < PROMISED and row[2] >= 100]
    good = [row for row in GRID if min(row[5], row[6]) >= PROMISED and row[2] >= 100
            and row[1] >= 0.01]
    assert good  # the grid has cells where the default keeps its promise
    for mu, prev, p, *_ in good[:2] + short[:2]:
        n = round(p * (1 - prev) / prev)
        y, s = _data(p, n, mu, seed=p)
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            r = area_intervals(y, s, n_bootstrap=200, random_state=0)
        e = expected_coverage(p, p / (p + n), r.auc_roc.estimate)
        assert e.method == r.method
        warned = any(issubclass(x.category, CoverageWarning) for x in w)
        assert warned == (min(e.auc_pr, e.average_precision) < PROMISED), (mu, prev, p, e)


def test_an_explicit_method_does_not_warn():
    y, s = _data(10, 90, 1.0)
    with warnings.catch_warnings():
        warnings.simplefilter("error", CoverageWarning)
        area_intervals(y, s, method="bca", n_bootstrap=200, random_state=0)


def test_large_weighted_data_take_the_analytic_interval_and_its_grid_coverage():
    """Weighted replicates draw every row: above WEIGHTED_BOOTSTRAP_MAX_ROWS rows 'auto' takes
    influence-logit below 300 positives too, and the warning quotes influence-logit's coverage."""
    from numeric.stats._common import split_classes
    from numeric.stats.intervals import WEIGHTED_BOOTSTRAP_MAX_ROWS, resolve_ci_method

    y, s = _data(100, WEIGHTED_BOOTSTRAP_MAX_ROWS, 1.0)
    w = np.ones(y.size)
    assert resolve_ci_method(split_classes(y, [s], w, None), "auto") == "influence-logit"
    assert resolve_ci_method(split_classes(y, [s], None, None), "auto") == "bootstrap-t"
    ys, ss = _data(100, 10_000, 1.0)
    small = split_classes(ys, [ss], np.ones(ys.size), None)
    assert resolve_ci_method(small, "auto") == "bootstrap-t"
    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        r = area_intervals(y, s, sample_weight=w)
    assert r.method == "influence-logit"
    e = expected_coverage(100, 100 / y.size, r.auc_roc.estimate, "influence-logit")
    hits = [str(x.message) for x in rec if issubclass(x.category, CoverageWarning)]
    assert bool(hits) == (min(e.auc_pr, e.average_precision) < PROMISED)
    if hits:
        assert "(influence-logit)" in hits[0] and f"{e.auc_pr:.3f} (AUC-PR)" in hits[0]
