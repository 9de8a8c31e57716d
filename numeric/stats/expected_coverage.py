"""The coverage that the coverage grid measured for the default AUC-PR and AP intervals.

``benchmarks/coverage_grid.py`` measures, on a binormal grid (separation ``mu`` in {0.5, 1, 2},
prevalence in {0.5, 0.1, 0.01, 0.001}, positives in {20, 50, 100, 300, 1000}), how often the
default interval of :func:`numeric.stats.area_intervals` (``method='auto'``) covers the population
value; :data:`GRID` holds its results (``benchmarks/COVERAGE_GRID.md``, the command and the seed
there). :func:`expected_coverage` reads the cell nearest to a data set (its effective positives,
its prevalence, and the separation ``mu = sqrt(2) Phi^-1(AUC-ROC)`` of the binormal model with its
AUC-ROC), and the default intervals warn (:class:`numeric.CoverageWarning`) where that cell's
coverage was under :data:`PROMISED` or the data have fewer positives than the grid's smallest
cell: what the interval's 95% promises, and what the grid found instead.
"""

from __future__ import annotations

import math
import warnings
from dataclasses import dataclass

from numeric._warnings import CoverageWarning
from numeric.confidence import AreaIntervals
from numeric.special import normal_quantile_array
from numeric.stats._common import Classes

__all__ = ["GRID", "PROMISED", "ExpectedCoverage", "expected_coverage", "warn_expected_coverage"]

#: Per grid cell: mu, prevalence, positives, data sets, the default method there, the coverage of
#: AUC-PR and AP by the default, and by the influence-logit interval (``benchmarks/results/
#: coverage_grid.jsonl``, printed by ``python benchmarks/coverage_grid.py --grid``).
GRID: tuple[tuple[float, float, int, int, str, float, float, float, float], ...] = (
    (0.5, 0.001, 20, 2000, 'bootstrap-t', 0.947, 0.96, 0.9155, 0.944),
    (0.5, 0.001, 50, 2000, 'bootstrap-t', 0.9475, 0.954, 0.938, 0.9605),
    (0.5, 0.001, 100, 2000, 'bootstrap-t', 0.947, 0.9505, 0.944, 0.9635),
    (0.5, 0.001, 300, 2000, 'influence-logit', 0.9655, 0.9755, 0.9655, 0.9755),
    (0.5, 0.001, 1000, 2000, 'influence-logit', 0.9555, 0.9645, 0.9555, 0.9645),
    (0.5, 0.01, 20, 2000, 'bootstrap-t', 0.945, 0.959, 0.9125, 0.93),
    (0.5, 0.01, 50, 6000, 'bootstrap-t', 0.9498, 0.9568, 0.9317, 0.9497),
    (0.5, 0.01, 100, 2000, 'bootstrap-t', 0.947, 0.952, 0.9415, 0.9545),
    (0.5, 0.01, 300, 2000, 'influence-logit', 0.9575, 0.965, 0.9575, 0.965),
    (0.5, 0.01, 1000, 2000, 'influence-logit', 0.958, 0.962, 0.958, 0.962),
    (0.5, 0.1, 20, 2000, 'bootstrap-t', 0.95, 0.96, 0.9025, 0.921),
    (0.5, 0.1, 50, 2000, 'bootstrap-t', 0.9465, 0.9485, 0.9275, 0.932),
    (0.5, 0.1, 100, 2000, 'bootstrap-t', 0.9495, 0.954, 0.944, 0.9475),
    (0.5, 0.1, 300, 2000, 'influence-logit', 0.9465, 0.95, 0.9465, 0.95),
    (0.5, 0.1, 1000, 2000, 'influence-logit', 0.948, 0.9545, 0.948, 0.9545),
    (0.5, 0.5, 20, 2000, 'bootstrap-t', 0.9515, 0.9495, 0.898, 0.912),
    (0.5, 0.5, 50, 2000, 'bootstrap-t', 0.9495, 0.948, 0.9235, 0.9355),
    (0.5, 0.5, 100, 2000, 'bootstrap-t', 0.95, 0.948, 0.9285, 0.933),
    (0.5, 0.5, 300, 6000, 'influence-logit', 0.9447, 0.9453, 0.9447, 0.9453),
    (0.5, 0.5, 1000, 6000, 'influence-logit', 0.9458, 0.9475, 0.9458, 0.9475),
    (1.0, 0.001, 20, 2000, 'bootstrap-t', 0.9255, 0.949, 0.8575, 0.8975),
    (1.0, 0.001, 50, 6000, 'bootstrap-t', 0.9432, 0.9567, 0.8998, 0.9183),
    (1.0, 0.001, 100, 2000, 'bootstrap-t', 0.9475, 0.965, 0.9325, 0.9505),
    (1.0, 0.001, 300, 6000, 'influence-logit', 0.9437, 0.9575, 0.9437, 0.9575),
    (1.0, 0.001, 1000, 2000, 'influence-logit', 0.964, 0.9725, 0.964, 0.9725),
    (1.0, 0.01, 20, 2000, 'bootstrap-t', 0.924, 0.941, 0.866, 0.887),
    (1.0, 0.01, 50, 6000, 'bootstrap-t', 0.9405, 0.9503, 0.908, 0.9243),
    (1.0, 0.01, 100, 2000, 'bootstrap-t', 0.945, 0.9495, 0.9205, 0.933),
    (1.0, 0.01, 300, 6000, 'influence-logit', 0.9422, 0.9468, 0.9422, 0.9468),
    (1.0, 0.01, 1000, 6000, 'influence-logit', 0.9425, 0.945, 0.9425, 0.945),
    (1.0, 0.1, 20, 2000, 'bootstrap-t', 0.944, 0.9515, 0.9025, 0.9165),
    (1.0, 0.1, 50, 2000, 'bootstrap-t', 0.948, 0.9505, 0.927, 0.934),
    (1.0, 0.1, 100, 2000, 'bootstrap-t', 0.955, 0.9535, 0.935, 0.939),
    (1.0, 0.1, 300, 2000, 'influence-logit', 0.9475, 0.9455, 0.9475, 0.9455),
    (1.0, 0.1, 1000, 2000, 'influence-logit', 0.952, 0.952, 0.952, 0.952),
    (1.0, 0.5, 20, 2000, 'bootstrap-t', 0.979, 0.9755, 0.92, 0.9255),
    (1.0, 0.5, 50, 2000, 'bootstrap-t', 0.9625, 0.9585, 0.9375, 0.9375),
    (1.0, 0.5, 100, 2000, 'bootstrap-t', 0.9535, 0.9505, 0.937, 0.9375),
    (1.0, 0.5, 300, 6000, 'influence-logit', 0.9457, 0.9455, 0.9457, 0.9455),
    (1.0, 0.5, 1000, 2000, 'influence-logit', 0.9555, 0.9565, 0.9555, 0.9565),
    (2.0, 0.001, 20, 2000, 'bootstrap-t', 0.9045, 0.9245, 0.841, 0.868),
    (2.0, 0.001, 50, 6000, 'bootstrap-t', 0.9312, 0.9438, 0.8893, 0.9092),
    (2.0, 0.001, 100, 2000, 'bootstrap-t', 0.9485, 0.9515, 0.9195, 0.9235),
    (2.0, 0.001, 300, 6000, 'influence-logit', 0.938, 0.9428, 0.938, 0.9428),
    (2.0, 0.001, 1000, 2000, 'influence-logit', 0.955, 0.9535, 0.955, 0.9535),
    (2.0, 0.01, 20, 2000, 'bootstrap-t', 0.9535, 0.9625, 0.9175, 0.9335),
    (2.0, 0.01, 50, 2000, 'bootstrap-t', 0.9565, 0.954, 0.931, 0.935),
    (2.0, 0.01, 100, 2000, 'bootstrap-t', 0.9535, 0.9515, 0.9375, 0.94),
    (2.0, 0.01, 300, 2000, 'influence-logit', 0.954, 0.9535, 0.954, 0.9535),
    (2.0, 0.01, 1000, 2000, 'influence-logit', 0.948, 0.949, 0.948, 0.949),
    (2.0, 0.1, 20, 2000, 'bootstrap-t', 0.987, 0.982, 0.948, 0.9485),
    (2.0, 0.1, 50, 2000, 'bootstrap-t', 0.9665, 0.965, 0.95, 0.9515),
    (2.0, 0.1, 100, 2000, 'bootstrap-t', 0.947, 0.9455, 0.9405, 0.9405),
    (2.0, 0.1, 300, 2000, 'influence-logit', 0.9505, 0.9495, 0.9505, 0.9495),
    (2.0, 0.1, 1000, 2000, 'influence-logit', 0.9565, 0.956, 0.9565, 0.956),
    (2.0, 0.5, 20, 2000, 'bootstrap-t', 0.991, 0.9885, 0.9395, 0.936),
    (2.0, 0.5, 50, 2000, 'bootstrap-t', 0.9645, 0.9625, 0.9435, 0.941),
    (2.0, 0.5, 100, 6000, 'bootstrap-t', 0.9498, 0.9488, 0.9377, 0.9353),
    (2.0, 0.5, 300, 6000, 'influence-logit', 0.9443, 0.9437, 0.9443, 0.9437),
    (2.0, 0.5, 1000, 2000, 'influence-logit', 0.947, 0.9475, 0.947, 0.9475),
)

PROMISED = 0.94
"""Coverage a nominal 95% default interval must reach in the grid's cell not to warn."""


@dataclass(frozen=True)
class ExpectedCoverage:
    """The grid cell nearest to a data set and the coverage measured there (95% intervals).

    Attributes
    ----------
    auc_pr, average_precision : float
        Measured coverage of ``method`` in the cell.
    method : str
        The interval measured: the default there (``'bootstrap-t'`` below 300 positives,
        ``'influence-logit'`` from 300), or ``'influence-logit'`` if asked for.
    separation, prevalence : float
        The cell's binormal ``mu`` and prevalence.
    positives : int
        The cell's number of positives.
    sets : int
        Data sets simulated in the cell (binomial se ``sqrt(0.95 * 0.05 / sets)``).
    below_grid : bool
        Whether the data have fewer positives than the grid's smallest cell.
    """

    auc_pr: float
    average_precision: float
    method: str
    separation: float
    prevalence: float
    positives: int
    sets: int
    below_grid: bool


def expected_coverage(positives: float, prevalence: float, auc_roc: float,
                      method: str = "auto") -> ExpectedCoverage:
    """The coverage grid's cell nearest to data with these ``positives`` (effective number),
    ``prevalence`` and ``auc_roc``, and the coverage of ``method`` measured there.

    Nearest in ``(log10 positives, log10 prevalence, mu)``, with ``mu = sqrt(2) Phi^-1(auc_roc)``
    (the binormal separation with that AUC-ROC) clipped to the grid's range; data with fewer
    positives than the smallest cell get its numbers and ``below_grid=True``.

    Parameters
    ----------
    positives : float
        Positives (Kish's effective number with weights), > 0.
    prevalence : float
        Fraction of positives (of the weights), in (0, 1).
    auc_roc : float
        The data's AUC-ROC (NaN is read as 0.5).
    method : {'auto', 'influence-logit'}, default='auto'
        The default interval of the cell, or the analytic one (which ``'auto'`` takes with
        weights on many rows, :data:`numeric.stats.intervals.WEIGHTED_BOOTSTRAP_MAX_ROWS`).

    Returns
    -------
    ExpectedCoverage

    Examples
    --------
    >>> e = expected_coverage(1000, 0.1, 0.76)
    >>> (e.separation, e.prevalence, e.positives, e.method, e.below_grid)
    (1.0, 0.1, 1000, 'influence-logit', False)
    """
    if method not in ("auto", "influence-logit"):
        raise ValueError(f"method must be one of ['auto', 'influence-logit'], got {method!r}")
    if not positives > 0:
        raise ValueError(f"positives must be > 0, got {positives!r}")
    if not 0.0 < prevalence < 1.0:
        raise ValueError(f"prevalence must be in (0, 1), got {prevalence!r}")
    a = 0.5 if math.isnan(auc_roc) else min(max(float(auc_roc), 1e-12), 1.0 - 1e-12)
    mu = math.sqrt(2.0) * float(normal_quantile_array(a))
    lp, lq = math.log10(positives), math.log10(prevalence)

    def distance(row: tuple[float, float, int, int, str, float, float, float, float]) -> float:
        m, prev, p = row[0], row[1], row[2]
        return ((math.log10(p) - lp) ** 2 + (math.log10(prev) - lq) ** 2
                + (m - min(max(mu, 0.5), 2.0)) ** 2)

    m, prev, p, sets, default, pr, ap, pr_infl, ap_infl = min(GRID, key=distance)
    below = positives < min(row[2] for row in GRID)
    if method == "influence-logit":
        return ExpectedCoverage(pr_infl, ap_infl, method, m, prev, p, sets, below)
    return ExpectedCoverage(pr, ap, default, m, prev, p, sets, below)


def warn_expected_coverage(c: Classes, n_eff: float, result: AreaIntervals,
                           stacklevel: int = 3) -> None:
    """Warn :class:`numeric.CoverageWarning` if the grid's nearest cell to the classes ``c``
    (``n_eff`` effective positives) measured the interval of ``result`` under :data:`PROMISED`,
    or ``c`` has fewer positives than the grid's smallest cell."""
    if not n_eff > 0 or c.n_neg == 0 or not GRID:
        return
    w_pos = float(c.n_pos if c.pos_weight is None else c.pos_weight.sum())
    w_neg = float(c.n_neg if c.neg_weight is None else c.neg_weight.sum())
    if not (w_pos > 0 and w_neg > 0):
        return
    e = expected_coverage(n_eff, w_pos / (w_pos + w_neg), result.auc_roc.estimate,
                          "influence-logit" if result.method == "influence-logit" else "auto")
    worst = min(e.auc_pr, e.average_precision)
    if not e.below_grid and worst >= PROMISED:
        return
    cell = (f"binormal mu={e.separation:g}, prevalence {e.prevalence:g}, {e.positives} "
            f"positives, {e.sets} data sets")
    if e.below_grid:
        why = (f"{n_eff:.4g} positives are fewer than the coverage grid's smallest cell "
               f"({cell}), where the 95% interval ({e.method}) covered "
               f"{e.auc_pr:.3f} (AUC-PR) and {e.average_precision:.3f} (AP): expect less")
    else:
        why = (f"the coverage grid's nearest cell ({cell}) measured the 95% interval "
               f"({e.method}) at {e.auc_pr:.3f} (AUC-PR) and {e.average_precision:.3f} "
               f"(AP), under {PROMISED}")
    warnings.warn(f"AUC-PR/AP intervals may under-cover: {why} (benchmarks/COVERAGE_GRID.md)",
                  CoverageWarning, stacklevel=stacklevel + 1)
