"""The one-call evaluation of labelled scores: every quantity of the papers, and its intervals.

:func:`evaluate` sorts the data once (:func:`numeric.core.steps.recall_steps`), computes every
field of :class:`~numeric.data.evaluation.Evaluation` from the steps
(:func:`numeric.data.evaluation.evaluation_from_steps`) and, with ``ci=level``, their confidence
intervals (:func:`numeric.stats.intervals.area_intervals`). It lives in :mod:`numeric.stats`, the
layer that has both, so that :mod:`numeric.data` never imports upward.
"""

from __future__ import annotations

import warnings
from dataclasses import replace

import numpy as np
import numpy.typing as npt

from numeric._progress import ProgressCallback
from numeric._warnings import DegenerateDataWarning
from numeric.core.areas import RecallRange, check_recall_range
from numeric.core.steps import recall_steps
from numeric.data.evaluation import Evaluation, evaluation_from_steps, warn_one_class
from numeric.stats.intervals import area_intervals
from numeric.validation import check_level

__all__ = ["evaluate"]


def evaluate(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
    recall_range: RecallRange = (0.0, 1.0),
    ci: float | None = None,
    n_bootstrap: int = 2000,
    random_state: int | np.random.Generator | None = None,
    ci_method: str = "auto",
    auc_roc_ci_method: str = "delong",
    progress: ProgressCallback | None = None,
) -> Evaluation:
    r"""Class balance, AUC-ROC, exact and discrete AUC-PR, AP and Boyd's bounds, in one pass.

    Parameters
    ----------
    y_true : array_like of shape (n_samples,)
        Binary labels ({0, 1}, {-1, 1}, {False, True}, or any two labels with ``pos_label``).
    y_score : array_like of shape (n_samples,)
        Finite scores; higher means more likely positive.
    sample_weight : array_like of shape (n_samples,), default=None
        Nonnegative weights.
    pos_label : int, float, bool or str, default=None
        Label of the positive class.
    recall_range : (float, float), default=(0.0, 1.0)
        Restrict the areas (and Boyd's minimum AUC-PR, AUCNPR) to ``r0 <= recall <= r1``.
    ci : float or None, default=None
        Confidence level in (0, 1) of intervals for AUC-ROC, AUC-PR and AP (whole curve only:
        ``recall_range`` must then be ``(0, 1)``); ``None`` computes none.
    n_bootstrap : int, default=2000
        Replicates of the stratified bootstrap.
    random_state : None, int or numpy.random.Generator, default=None
        Seed of the bootstrap (``None``: a fresh one, reported in ``seed``).
    ci_method : {'auto', 'bootstrap-t', 'influence-logit', 'influence', 'bca', 'percentile', \
'logit'}
        Interval of AUC-PR and AP (default 'auto'): the studentized bootstrap, the analytic
        influence-function interval (logit scale or plain; O(n log n), no resampling), the
        bootstrap's BCa or percentile, or Boyd et al.'s logit interval. ``'auto'`` takes
        influence-logit from 300 positives and bootstrap-t below
        (:func:`numeric.stats.area_intervals`); ``intervals.method`` says which was used, and a
        :class:`numeric.CoverageWarning` where the coverage grid measured the default under
        0.94 (``docs/pr_intervals.md``).
    auc_roc_ci_method : {'delong', 'bca', 'percentile'}, default='delong'
        Interval of AUC-ROC.
    progress : callable, optional
        Called as ``progress(done, n_bootstrap)`` while bootstrap replicates are drawn.

    Returns
    -------
    Evaluation
        Frozen dataclass; see its attributes.

    Warns
    -----
    DegenerateDataWarning
        Once, if a class is absent, naming the fields that are NaN.

    Notes
    -----
    The data are sorted once, never by ``argsort`` (:func:`numeric.core.steps.recall_steps`);
    every field is then computed from the steps where recall grows, the terms they share
    computed once (:func:`numeric.core.areas.areas_from_steps`). For ``n = 10**7`` binormal
    scores this is 1.1-3.8x one :func:`numpy.sort` of them unweighted (8.4x at 50% positives
    with 4e6 tied values) and 4.2-10.5x weighted, depending on the positive rate and the ties
    (measured; see ``benchmarks/README.md``).

    .. math::

        \mathrm{AUCNPR} = \frac{\mathrm{AUCPR} - \mathrm{AUCPR}_{\min}}
                               {(r_1 - r_0) - \mathrm{AUCPR}_{\min}}

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 4; Boyd, Costa, Davis & Page (ICML 2012), Thms 2-3,
    Cor. 4 and Sec. 3 (AUCNPR).

    Examples
    --------
    >>> e = evaluate([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8])
    >>> e.auc_roc, e.average_precision
    (0.75, 0.8333333333333333)
    >>> round(e.auc_pr, 6), round(e.global_min_auc_pr, 6)  # 1/2 + (1 - ln 1.5)/2, 1 - ln 2
    (0.797267, 0.306853)
    """
    r0, r1 = check_recall_range(recall_range)
    if ci is not None:
        check_level(ci, "ci")
    if ci is not None and (r0, r1) != (0.0, 1.0):
        raise ValueError(f"ci needs recall_range=(0, 1) (intervals of partial areas are not "
                         f"implemented), got recall_range=({r0!r}, {r1!r})")
    steps = recall_steps(y_true, y_score, sample_weight, pos_label)
    result = evaluation_from_steps(steps, int(np.shape(y_true)[0]), r0, r1, stacklevel=3,
                                   warn_degenerate=False)  # warned once, after the intervals
    if ci is not None:
        with warnings.catch_warnings():  # the class-absent warning is issued once, below
            if not (result.n_pos > 0 and result.n_neg > 0):
                warnings.simplefilter("ignore", DegenerateDataWarning)
            intervals = area_intervals(
                y_true, y_score, sample_weight=sample_weight, pos_label=pos_label, level=ci,
                n_bootstrap=n_bootstrap, method=ci_method, auc_roc_method=auc_roc_ci_method,
                random_state=random_state, progress=progress)
        result = replace(result, intervals=intervals)
    if not (result.n_pos > 0 and result.n_neg > 0):
        warn_one_class(result, stacklevel=3)
    return result
