"""The intervals of the three areas of one score column, each by its method (for ``evaluate``)."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from numeric._progress import ProgressCallback
from numeric.confidence import AUC_ROC_CI_METHODS, CI_METHODS, AreaIntervals, ConfidenceInterval
from numeric.core.array_api import data_namespace
from numeric.stats._common import (
    Classes,
    check_choice,
    check_level,
    check_random_state,
    split_classes,
)
from numeric.stats._docs import docs
from numeric.validation import check_positive_int

if TYPE_CHECKING:  # the interval methods load when an interval is asked for (start-up)
    from numeric.stats.bootstrap import BootstrapIntervals

__all__ = [
    "AUC_ROC_CI_METHODS",
    "CI_METHODS",
    "INFLUENCE_MIN_POSITIVES",
    "WEIGHTED_BOOTSTRAP_MAX_ROWS",
    "AreaIntervals",
    "area_intervals",
    "effective_positives",
    "resolve_ci_method",
]

INFLUENCE_MIN_POSITIVES = 300
"""From this many positives (Kish's effective number with weights) ``'auto'`` takes the analytic
influence interval on the logit scale, below it the studentized bootstrap (``'bootstrap-t'``):
the coverage grid (``benchmarks/COVERAGE_GRID.md``: binormal, 3 separations x 4 prevalences x 5
sizes, 2000 data sets per cell) found the influence-logit interval under 0.94 in the skewed
corner below 300 positives (weak separation, prevalence 1% or less), where the bootstrap-t
interval holds; from 300 the two agree and the analytic one costs no resampling."""

WEIGHTED_BOOTSTRAP_MAX_ROWS = 250_000
"""With weights, ``'auto'`` resamples (bootstrap-t) only up to this many rows: a weighted replicate
draws every row (O(n) per replicate: 2000 replicates of 250,000 rows take about 20 s), so larger
weighted data take the analytic interval at any size, with the coverage grid's warning for it."""


@docs
def area_intervals(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
    level: float = 0.95,
    n_bootstrap: int = 2000,
    method: str = "auto",
    auc_roc_method: str = "delong",
    random_state: int | np.random.Generator | None = None,
    progress: ProgressCallback | None = None,
) -> AreaIntervals:
    r"""Intervals of AUC-ROC (DeLong by default), exact AUC-PR and AP (bootstrap BCa by default).

    Parameters
    ----------
    y_true, y_score, sample_weight, pos_label
        As in :func:`numeric.evaluate`.
    %(level_arg)s
    n_bootstrap : int, default=2000
        Replicates of the stratified bootstrap (drawn once, shared by every bootstrap interval).
    method : {'auto', 'bootstrap-t', 'influence-logit', 'influence', 'bca', 'percentile', \
'logit'}
        Interval of AUC-PR and AP (default 'auto'): the studentized bootstrap
        (:func:`numeric.stats.bootstrap_t_ci`), the analytic influence-function interval on
        the logit scale or plain (:func:`numeric.stats.pr_ci`, O(n log n), no resampling),
        bootstrap BCa or percentile (:func:`numeric.stats.bootstrap_ci`), or Boyd et al.'s
        logit interval (:func:`numeric.stats.logit_interval`). ``'auto'``: influence-logit from
        :data:`INFLUENCE_MIN_POSITIVES` positives, bootstrap-t below; the result's ``method``
        says which, and where the coverage grid measured the default under 0.94 a
        :class:`~numeric.CoverageWarning` names the coverage it found
        (:func:`numeric.stats.expected_coverage`).
    auc_roc_method : {'delong', 'bca', 'percentile'}, default='delong'
        Interval of AUC-ROC: DeLong's (:func:`numeric.stats.delong_ci`) or the bootstrap's.
    random_state : None, int or numpy.random.Generator, default=None
        Seed of the bootstrap.
    progress : callable, optional
        Called as ``progress(done, n_bootstrap)`` as the bootstrap's replicates are drawn.

    Returns
    -------
    AreaIntervals

    Warns
    -----
    DegenerateDataWarning
        If a class is absent or too small for an interval (NaN).
    CoverageWarning
        With ``method='auto'``, where the coverage grid found the default under 0.94.

    Notes
    -----
    With the logit method, ``n_pos`` is the number of positive rows, or Kish's effective number
    :math:`(\sum w_i)^2/\sum w_i^2` with weights.

    References
    ----------
    DeLong et al. (1988); Efron & Tibshirani (1993), Ch. 14; Boyd, Eng & Page (2013), Sec. 3.2.

    Examples
    --------
    >>> r = area_intervals([0, 0, 1, 1, 0, 1, 0, 1], [.1, .4, .35, .8, .2, .9, .7, .6],
    ...                    n_bootstrap=200, random_state=0, method="logit")
    >>> r.auc_roc.method, r.auc_pr.method, r.n_bootstrap
    ('delong', 'logit', None)
    """
    lv = check_level(level)
    ns = data_namespace([("y_score", y_score), ("y_true", y_true),
                         ("sample_weight", sample_weight)])
    if ns is not None:
        from numeric.stats.device_intervals import device_area_intervals

        check_choice(method, CI_METHODS, "ci_method")
        check_choice(auc_roc_method, AUC_ROC_CI_METHODS, "auc_roc_ci_method")
        return device_area_intervals(y_true, y_score, sample_weight, pos_label, ns, lv, method,
                                     auc_roc_method, INFLUENCE_MIN_POSITIVES)
    n_boot = check_positive_int(n_bootstrap, "n_bootstrap")
    check_choice(method, CI_METHODS, "ci_method")
    check_choice(auc_roc_method, AUC_ROC_CI_METHODS, "auc_roc_ci_method")
    rng, seed = check_random_state(random_state)
    c = split_classes(y_true, [y_score], sample_weight, pos_label)
    out = _intervals_of(c, lv, resolve_ci_method(c, method), auc_roc_method, n_boot, rng, seed,
                        progress)
    if method == "auto":
        from numeric.stats.expected_coverage import warn_expected_coverage

        warn_expected_coverage(c, effective_positives(c), out, 3)
    return out


def _intervals_of(c: Classes, lv: float, method: str, auc_roc_method: str, n_boot: int,
                  rng: np.random.Generator, seed: int | None,
                  progress: ProgressCallback | None) -> AreaIntervals:
    """:func:`area_intervals` of validated classes with ``method`` resolved."""
    from numeric.stats.bootstrap import (
        BOOTSTRAP_METHODS,
        bootstrap_ci_from_classes,
        warn_few_replicates,
    )
    from numeric.stats.delong import delong_ci_from_classes
    from numeric.stats.pr_influence import pr_cis_from_classes

    if method == "bootstrap-t":
        from numeric.stats.studentized import bootstrap_t_from_classes

        warn_few_replicates(n_boot, lv, 4)
        replay = copy.deepcopy(rng)
        out = bootstrap_t_from_classes(c, lv, n_boot, rng, progress, stacklevel=6)
        if auc_roc_method == "delong":
            roc = delong_ci_from_classes(c, lv, 6)
        else:
            roc = bootstrap_ci_from_classes(c, lv, n_boot, auc_roc_method, replay, seed, None,
                                            6).auc_roc
        return AreaIntervals(roc, out["auc_pr"], out["average_precision"], lv, method,
                             auc_roc_method, n_boot, seed)
    if method in ("influence", "influence-logit"):
        transform = "logit" if method == "influence-logit" else None
        if auc_roc_method == "delong":
            out = pr_cis_from_classes(c, lv, ("auc_roc", "auc_pr", "average_precision"),
                                      transform, 6)
            return AreaIntervals(out["auc_roc"], out["auc_pr"], out["average_precision"], lv,
                                 method, "delong", None, None)
        out = pr_cis_from_classes(c, lv, ("auc_pr", "average_precision"), transform, 6)
        roc = bootstrap_ci_from_classes(c, lv, n_boot, auc_roc_method, rng, seed, progress,
                                        6).auc_roc
        return AreaIntervals(roc, out["auc_pr"], out["average_precision"], lv, method,
                             auc_roc_method, n_boot, seed)
    boot_method = method if method in BOOTSTRAP_METHODS else auc_roc_method
    needs_boot = method in BOOTSTRAP_METHODS or auc_roc_method in BOOTSTRAP_METHODS
    if needs_boot:
        warn_few_replicates(n_boot, lv, 4)
    replay = copy.deepcopy(rng)  # the AUC-ROC bootstrap below redraws the very same replicates
    boot = (bootstrap_ci_from_classes(c, lv, n_boot, boot_method, rng, seed, progress, 6)
            if needs_boot else None)
    if auc_roc_method == "delong":
        roc = delong_ci_from_classes(c, lv, 6)
    else:
        assert boot is not None
        roc = boot.auc_roc if boot_method == auc_roc_method else bootstrap_ci_from_classes(
            c, lv, n_boot, auc_roc_method, replay, seed, None, 6).auc_roc
    if method == "logit":
        pr, ap = _logit_pair(c, lv, boot)
    else:
        assert boot is not None
        pr, ap = boot.auc_pr, boot.average_precision
    return AreaIntervals(roc, pr, ap, lv, method, auc_roc_method,
                         n_boot if needs_boot else None, seed if needs_boot else None)




def _logit_pair(c: Classes, level: float,
                boot: BootstrapIntervals | None) -> tuple[ConfidenceInterval, ConfidenceInterval]:
    from numeric.data.auc import auc_pr_score, average_precision_score
    from numeric.stats.bootstrap import logit_interval

    nan = float("nan")
    if c.n_pos == 0 or c.n_neg == 0:
        empty = ConfidenceInterval(nan, nan, nan, level, "logit", nan)
        return empty, empty
    # The estimates as evaluate computes them (a perfect ranking gives exactly 1, with weights
    # too: the bootstrap's bin sums could round it to 1 - 2**-52, a finite logit).
    y = np.r_[np.ones(c.pos[0].shape[0]), np.zeros(c.neg[0].shape[0])]
    s = np.r_[c.pos[0], c.neg[0]]
    weight = None if c.pos_weight is None else np.r_[c.pos_weight, c.neg_weight]
    n_eff = effective_positives(c)
    return (logit_interval(auc_pr_score(y, s, sample_weight=weight), n_eff, level=level),
            logit_interval(average_precision_score(y, s, sample_weight=weight), n_eff,
                           level=level))


def resolve_ci_method(c: Classes, method: str) -> str:
    """``method``, with ``'auto'`` resolved: ``'influence-logit'`` from
    :data:`INFLUENCE_MIN_POSITIVES` positives (Kish's effective number with weights) or with
    weights on more than :data:`WEIGHTED_BOOTSTRAP_MAX_ROWS` rows, else ``'bootstrap-t'``.

    Examples
    --------
    >>> from numeric.stats._common import split_classes
    >>> c = split_classes([0, 1] * 300, [[0.1, 0.9] * 300], None, None)
    >>> resolve_ci_method(c, "auto"), resolve_ci_method(c, "percentile")
    ('influence-logit', 'percentile')
    """
    if method != "auto":
        return method
    if effective_positives(c) >= INFLUENCE_MIN_POSITIVES:
        return "influence-logit"
    if c.pos_weight is not None and c.n_pos + c.n_neg > WEIGHTED_BOOTSTRAP_MAX_ROWS:
        return "influence-logit"
    return "bootstrap-t"


def effective_positives(c: Classes) -> float:
    r"""The number of positives, or with weights Kish's effective number
    :math:`(\sum w_i)^2 / \sum w_i^2`, computed on the weights divided by their largest, so that
    equal weights give the number of positive rows exactly (100 weights of 0.1 gave
    99.99999999999993), as no weights do.

    Examples
    --------
    >>> from numeric.stats._common import split_classes
    >>> c = split_classes([1] * 100 + [0], [list(range(101))], [0.1] * 101, None)
    >>> effective_positives(c)
    100.0
    """
    w = c.pos_weight
    if w is None:
        return float(c.n_pos)
    if not w.size:
        return 0.0
    u = w / w.max()
    return float(u.sum() ** 2 / np.sum(u * u))
