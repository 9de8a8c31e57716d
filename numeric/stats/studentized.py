r"""Studentized (bootstrap-t) intervals of exact AUC-PR and AP: the default below 300 positives.

Why
---
Where positives are few and rare, the estimators' sampling distribution is right-skewed and its
standard error grows with the estimate (correlation about 0.9 over data sets at 1% prevalence):
a low estimate gets a standard error that is too small, so a symmetric interval on any fixed
scale (Wald, logit) misses the truth above it too often, and the percentile and BCa intervals,
which read the quantiles of the estimate alone, under-cover too (``benchmarks/COVERAGE_GRID.md``).
The bootstrap-t interval (Efron & Tibshirani 1993, Ch. 12; Hall 1988) resamples the *pivot*
``t = (theta* - theta-hat)/se*``, each replicate with its own influence standard error, so the
relation between the estimate and its standard error is carried into the interval's ends:

.. math::

    \big[\hat\theta - t^*_{(1+\ell)/2}\,\widehat{se},\;
         \hat\theta - t^*_{(1-\ell)/2}\,\widehat{se}\big] \cap [0, 1],

with :math:`t^*_p` the order statistic of rank :math:`\lceil (B + 1) p \rceil` (lower end) and
:math:`\lfloor (B + 1) p \rfloor` (upper end) of the :math:`B` replicated pivots (Davison &
Hinkley 1997, Sec. 5.2.1) and :math:`\widehat{se}` the influence standard error of
:mod:`numeric.stats.pr_influence`. Derivation and the evidence for the switch at
:data:`numeric.stats.intervals.INFLUENCE_MIN_POSITIVES` positives: ``docs/pr_intervals.md``,
Sec. 7.

Cost: the data are sorted once; each replicate re-weights the ``3m + 1`` bins of the sorted order
(multinomial bin counts, unweighted; resampled rows summed into the bins with their weights and
squared weights, weighted) and computes both the area and its influence variance from the bins
in one vectorized pass (:func:`numeric.stats.pr_influence.step_derivatives`,
:func:`numeric.stats.pr_influence.bin_variance`): O(B m) unweighted, O(B n) weighted.

References
----------
Efron & Tibshirani (1993), An Introduction to the Bootstrap, Ch. 12 (the bootstrap-t). Hall (1988),
"Theoretical comparison of bootstrap confidence intervals", Ann. Statist. 16:927-953 (second-order
accuracy of the studentized interval). Davison & Hinkley (1997), Bootstrap Methods and their
Application, Sec. 5.2.1 (the order statistics) and Sec. 3.2 (stratified resampling).
"""

from __future__ import annotations

import math

import numpy as np
import numpy.typing as npt

from numeric._progress import ProgressCallback
from numeric.confidence import ConfidenceInterval
from numeric.stats._common import (
    Classes,
    FloatArray,
    absent_class,
    check_choice,
    check_level,
    check_random_state,
    split_classes,
)
from numeric.stats._docs import docs
from numeric.stats.bootstrap import bins_of, replicate_bins, warn_few_replicates
from numeric.stats.pr_influence import (
    PR_QUANTITIES,
    bin_variance,
    column_moments,
    pr_cis_from_classes,
    step_derivatives,
)
from numeric.validation import check_positive_int

__all__ = ["bootstrap_t_ci", "bootstrap_t_from_classes", "pivots"]

METHOD = "bootstrap-t"


def pivots(estimate: float, replicates: FloatArray, variances: FloatArray) -> FloatArray:
    """The studentized replicates ``(theta* - estimate)/se*``: ``0`` where a replicate equals the
    estimate, ``+-inf`` where it differs with a standard error of 0 (a replicate whose positives
    are all one row), NaN dropped.

    Examples
    --------
    >>> t = pivots(0.5, np.array([0.6, 0.5, 0.7, 0.4]), np.array([0.01, 0.0, 0.0, 0.04]))
    >>> np.round(t, 12).tolist()
    [1.0, 0.0, inf, -0.5]
    """
    diff = replicates - estimate
    se = np.sqrt(np.maximum(variances, 0.0))
    with np.errstate(divide="ignore", invalid="ignore"):
        t = np.where(diff == 0.0, 0.0, diff / se)
    out: FloatArray = t[~np.isnan(t)]
    return out


def _ends(t: FloatArray, level: float) -> tuple[float, float]:
    """The pivots' order statistics of ranks ``ceil((B+1)(1-level)/2)`` and
    ``floor((B+1)(1+level)/2)`` (1-based, clamped to ``1..B``)."""
    b = t.size
    s = np.sort(t)
    lo = min(max(math.ceil((b + 1) * (1 - level) / 2 - 1e-9), 1), b)
    hi = min(max(math.floor((b + 1) * (1 + level) / 2 + 1e-9), 1), b)
    return float(s[lo - 1]), float(s[hi - 1])


def bootstrap_t_from_classes(c: Classes, level: float, n_boot: int,
                             rng: np.random.Generator, progress: ProgressCallback | None,
                             quantities: tuple[str, ...] = PR_QUANTITIES,
                             stacklevel: int = 4) -> dict[str, ConfidenceInterval]:
    """The bootstrap-t interval of each of ``quantities`` (``'auc_pr'``, ``'average_precision'``)
    for the single column of validated classes ``c``; NaN, warned, with an absent class or fewer
    than 2 rows in one."""
    nan = float("nan")
    if absent_class(c, "the bootstrap-t intervals", stacklevel):
        return {q: ConfidenceInterval(nan, nan, nan, level, METHOD, nan) for q in quantities}
    moments = column_moments(c, quantities)
    se = {q: math.sqrt(v) if v >= 0.0 else nan for q, (_, v) in moments.items()}
    if any(math.isnan(s) for s in se.values()):  # a class has one row: warned and NaN as pr_ci
        out = pr_cis_from_classes(c, level, quantities, "logit", stacklevel + 1)
        return {q: ConfidenceInterval(ci.estimate, nan, nan, level, METHOD, nan)
                for q, ci in out.items()}
    t: dict[str, list[FloatArray]] = {q: [] for q in quantities}
    z = bins_of(c.pos[0], c.neg[0], c.pos_weight, c.neg_weight)
    for ((p, nb, psq, nsq),) in replicate_bins(c, [z], n_boot, rng, progress, squares=True):
        for q in quantities:
            est, d_pos, d_neg = step_derivatives(p, nb, q)
            var = bin_variance(d_pos, d_neg, p, nb, psq, nsq, c.n_pos, c.n_neg)
            t[q].append(pivots(moments[q][0], est, var))
    out = {}
    for q in quantities:
        theta, s = moments[q][0], se[q]
        pivot = np.concatenate(t[q])
        if theta >= 1.0:  # only a perfect ranking scores 1 (weighted bin sums may round it to
            # 1 + 2**-52 with a variance of 1e-34): the point, as the influence interval's
            out[q] = ConfidenceInterval(1.0, 1.0, 1.0, level, METHOD, 0.0)
            continue
        if s == 0.0 or pivot.size == 0:  # no row moves the estimate
            out[q] = ConfidenceInterval(theta, theta, theta, level, METHOD, s)
            continue
        t_low, t_high = _ends(pivot, level)
        low = min(max(theta - t_high * s, 0.0), 1.0)
        high = min(max(theta - t_low * s, 0.0), 1.0)
        out[q] = ConfidenceInterval(theta, low, high, level, METHOD, s)
    return out


@docs
def bootstrap_t_ci(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
    level: float = 0.95,
    n_bootstrap: int = 2000,
    quantity: str = "auc_pr",
    random_state: int | np.random.Generator | None = None,
) -> ConfidenceInterval:
    r"""Studentized bootstrap (bootstrap-t) interval of exact AUC-PR or AP.

    Parameters
    ----------
    %(pr_data_args)s
    %(level_arg)s
    n_bootstrap : int, default=2000
        Stratified replicates; each is studentized by its own influence standard error.
    %(quantity_arg)s
    random_state : None, int or numpy.random.Generator, default=None
        Seed of the bootstrap.

    Returns
    -------
    ConfidenceInterval
        ``method='bootstrap-t'``; ``standard_error`` is the influence standard error of
        :func:`numeric.stats.pr_ci`.

    Warns
    -----
    DegenerateDataWarning
        If a class is absent or has fewer than 2 rows (the ends are NaN).
    RocprWarning
        If ``n_bootstrap < 2/(1 - level)``.

    Notes
    -----
    .. math:: t^{*b} = \frac{\hat\theta^{*b} - \hat\theta}{\widehat{se}^{*b}},\qquad
              [\hat\theta - t^*_{(1+\ell)/2}\widehat{se},\;\hat\theta - t^*_{(1-\ell)/2}
              \widehat{se}] \cap [0, 1]

    (module docstring). A replicate that equals the estimate has ``t = 0``; one that differs
    with a standard error of 0 has ``t = +-inf`` and, if it lands among the order statistics
    used, puts that end at 0 or 1.

    References
    ----------
    Efron & Tibshirani (1993), Ch. 12; Hall (1988); Davison & Hinkley (1997), Sec. 5.2.1.

    Examples
    --------
    >>> rng = np.random.default_rng(0)
    >>> y = np.r_[np.ones(60), np.zeros(540)]
    >>> s = np.r_[rng.normal(1.0, 1.0, 60), rng.normal(0.0, 1.0, 540)]
    >>> ci = bootstrap_t_ci(y, s, random_state=1)
    >>> ci.method, ci.low < ci.estimate < ci.high
    ('bootstrap-t', True)
    """
    lv = check_level(level)
    n_boot = check_positive_int(n_bootstrap, "n_bootstrap")
    q = check_choice(quantity, PR_QUANTITIES, "quantity")
    warn_few_replicates(n_boot, lv)
    rng, _ = check_random_state(random_state)
    c = split_classes(y_true, [y_score], sample_weight, pos_label)
    return bootstrap_t_from_classes(c, lv, n_boot, rng, None, (q,))[q]
