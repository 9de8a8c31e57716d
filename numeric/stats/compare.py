"""Paired comparison of two or more score columns on the same labels: :func:`compare`.

For every pair ``(a, b)``: DeLong's paired test of AUC-ROC (:func:`numeric.stats.delong_test`),
the paired stratified bootstrap of exact AUC-PR and AP (:func:`numeric.stats.paired_bootstrap`,
one set of replicates shared by every pair), and what the exact bounds imply at the data's skew
(:func:`numeric.implied_order`, Mihelich et al.'s corrected Cor. 4.1): does the AUC-ROC order
force the AUC-PR order, and conversely?
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from numeric._progress import ProgressCallback
from numeric.bounds.order import ImpliedOrder, implied_order
from numeric.confidence import ConfidenceInterval
from numeric.data.evaluation import Evaluation
from numeric.display import ResultDisplay, jsonable
from numeric.stats._common import (
    check_choice,
    check_level,
    check_random_state,
    check_score_columns,
    normal_quantile,
    split_classes,
    two_sided_p,
)
from numeric.stats.bootstrap import BOOTSTRAP_METHODS, Difference, paired_from_classes
from numeric.stats.delong import DeLongTest, delong_test_from_classes
from numeric.stats.evaluate import evaluate
from numeric.stats.intervals import effective_positives, resolve_ci_method
from numeric.stats.pr_influence import pr_tests_from_classes
from numeric.validation import check_positive_int

__all__ = [
    "COMPARE_METHODS",
    "PAIRED_TEST_MIN_POSITIVES",
    "Comparison",
    "PairComparison",
    "compare",
    "unpaired_difference",
]

COMPARE_METHODS = ("auto", "bootstrap-t", "influence-logit", "influence", "bca", "percentile")
PAIRED_TEST_MIN_POSITIVES = 100
"""From this many (effective) positives ``ci_method='auto'`` tests the differences of AUC-PR and AP
with the paired influence test on the logit scale (its size on the grid of
``benchmarks/COVERAGE_GRID.md``), below it with the paired BCa bootstrap."""


@dataclass(frozen=True)
class PairComparison:
    """Model ``a`` against model ``b`` (differences are ``a - b``).

    Attributes
    ----------
    a, b : str
        Names of the two score columns.
    auc_roc : DeLongTest
        DeLong's paired test (``difference``, the :class:`~numeric.confidence.ConfidenceInterval`
        of ``a - b``; ``z``; two-sided ``p_value``).
    auc_pr, average_precision : Difference
        The paired bootstrap's or the paired influence test's interval of ``a - b``
        (``difference``) and two-sided ``p_value``.
    implied_by_auc_roc, implied_by_auc_pr : ImpliedOrder or None
        :func:`numeric.implied_order` from the two AUC-ROCs (does it force the AUC-PR order?)
        and from the two AUC-PRs; ``None`` when the values are outside the bounds' domain
        (e.g. an AUC-PR below Boyd's global minimum) or NaN.
    """

    a: str
    b: str
    auc_roc: DeLongTest
    auc_pr: Difference
    average_precision: Difference
    implied_by_auc_roc: ImpliedOrder | None
    implied_by_auc_pr: ImpliedOrder | None


@dataclass(frozen=True, repr=False)
class Comparison(ResultDisplay):
    """Every model's evaluation (with intervals) and every pair's comparison.

    Attributes
    ----------
    names : tuple of str
    models : tuple of Evaluation
        :func:`numeric.evaluate` of each column with ``ci=level``.
    pairs : tuple of PairComparison
        All pairs ``(i, j)``, ``i < j``, in the order of the columns.
    level : float
    n_bootstrap : int
    seed : int or None
    """

    names: tuple[str, ...]
    models: tuple[Evaluation, ...]
    pairs: tuple[PairComparison, ...]
    level: float
    n_bootstrap: int
    seed: int | None

    def as_mapping(self) -> dict[str, object]:
        """``{"models": [...], "pairs": [...]}`` under ``rocpr compare --format json``'s keys.

        Each model is ``{"name": ..., **Evaluation.as_mapping()}``; each pair has ``a``, ``b``,
        ``auc_roc_difference`` (``a - b``), ``auc_roc_difference_ci`` (``[low, high]``),
        ``auc_roc_z``, ``auc_roc_p_value``, the same ``*_difference``, ``*_difference_ci`` and
        ``*_p_value`` for ``auc_pr`` and ``average_precision``, and ``implied_order``
        (``{"from_auc_roc": ..., "from_auc_pr": ...}``, each the fields of
        :class:`numeric.ImpliedOrder` or ``None``). NaN stays NaN.

        Examples
        --------
        >>> r = compare([0, 0, 1, 1, 0, 1], {"a": [.1, .4, .35, .8, .2, .9],
        ...             "b": [.3, .2, .6, .7, .1, .5]}, n_bootstrap=50, random_state=0)
        >>> d = r.to_dict()
        >>> list(d), d["pairs"][0]["a"], d["models"][1]["name"]
        (['models', 'pairs'], 'a', 'b')
        """
        models = [{"name": name, **e.as_mapping()}
                  for name, e in zip(self.names, self.models, strict=True)]
        return {"models": models, "pairs": [_pair_dict(p) for p in self.pairs]}

    def _records(self) -> list[dict[str, object]]:
        """One row per pair (the models' rows are their evaluations' ``to_frame()``)."""
        return list(self.as_mapping()["pairs"])  # type: ignore[call-overload]


def _pair_dict(p: PairComparison) -> dict[str, object]:
    d: dict[str, object] = {"a": p.a, "b": p.b}
    for key, test in (("auc_roc", p.auc_roc), ("auc_pr", p.auc_pr),
                      ("average_precision", p.average_precision)):
        d[f"{key}_difference"] = test.difference.estimate
        d[f"{key}_difference_ci"] = list(test.difference.interval)
        if isinstance(test, DeLongTest):
            d[f"{key}_z"] = test.z
        d[f"{key}_p_value"] = test.p_value
    d["implied_order"] = {"from_auc_roc": jsonable(p.implied_by_auc_roc),
                          "from_auc_pr": jsonable(p.implied_by_auc_pr)}
    return jsonable(d)  # type: ignore[return-value]


def _order(skew: float, given: str, values: tuple[float, float]) -> ImpliedOrder | None:
    if not (skew > 0 and math.isfinite(skew)) or any(math.isnan(v) for v in values):
        return None
    try:
        if given == "auc_roc":
            return implied_order(skew=skew, auc_roc=values)
        return implied_order(skew=skew, auc_pr=values)
    except ValueError:  # outside the domain of the bounds (below the global minimum, ...)
        return None


def compare(
    y_true: npt.ArrayLike,
    y_scores: Mapping[str, npt.ArrayLike] | Sequence[npt.ArrayLike] | npt.NDArray[np.float64],
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
    level: float = 0.95,
    n_bootstrap: int = 2000,
    ci_method: str = "auto",
    random_state: int | np.random.Generator | None = None,
    progress: ProgressCallback | None = None,
) -> Comparison:
    r"""Compare two or more models scored on the same labelled samples.

    Parameters
    ----------
    y_true : array_like of shape (n_samples,)
        Binary labels.
    y_scores : mapping of name to array_like, or sequence of array_like
        At least two score columns of length ``n_samples``; a sequence is named
        ``'model 1'``, ``'model 2'``, ...
    sample_weight, pos_label
        As in :func:`numeric.evaluate`.
    level : float, default=0.95
        Confidence level of every interval.
    n_bootstrap : int, default=2000
        Replicates of the (paired) stratified bootstrap.
    ci_method : {'auto', 'bootstrap-t', 'influence-logit', 'influence', 'bca', \
'percentile'}, default='auto'
        Interval of each model's AUC-PR and AP and test of their differences: the studentized
        bootstrap interval with the logit-scale paired influence test (``'bootstrap-t'``), the
        analytic influence-function interval and paired test on the logit scale or untransformed
        (``'influence-logit'``, ``'influence'``: O(n log n), no resampling), or the (paired)
        stratified bootstrap (``bca``, ``percentile``). ``'auto'``: each model's interval as
        :func:`numeric.evaluate`'s default (:func:`numeric.stats.intervals.resolve_ci_method`),
        the differences by the logit-scale paired test from
        :data:`PAIRED_TEST_MIN_POSITIVES` positives, the paired BCa bootstrap below.
    random_state : None, int or numpy.random.Generator, default=None
        Seed; the reported ``seed`` reproduces every interval.
    progress : callable, optional
        Called as ``progress(done, n_bootstrap)`` as the paired bootstrap's replicates are drawn.

    Returns
    -------
    Comparison

    Warns
    -----
    DegenerateDataWarning
        If a class is absent or too small (the affected numbers are NaN).

    Notes
    -----
    For a pair the AUC-ROC difference is tested by DeLong's

    .. math:: Z = \frac{A_a - A_b}{\sqrt{V_a + V_b - 2C_{ab}}},

    the AUC-PR and AP differences by the paired bootstrap (pROC's bootstrap test). The implied
    orders use the exact minimum AUC-PR and maximum AUC-ROC at ``skew = N-/N+``.

    References
    ----------
    DeLong, DeLong & Clarke-Pearson (1988); Robin et al. (2011), pROC ``roc.test``; Mihelich,
    Castagnos & Dognin (ICML 2024), Cor. 4.1 (corrected with the exact bounds).

    Examples
    --------
    >>> y = [0, 0, 1, 1, 0, 1, 0, 1]
    >>> r = compare(y, {"a": [.1, .4, .35, .8, .2, .9, .7, .6],
    ...                 "b": [.3, .2, .6, .7, .1, .5, .4, .8]}, n_bootstrap=200, random_state=0)
    >>> p = r.pairs[0]
    >>> p.a, p.b, p.auc_roc.difference.estimate
    ('a', 'b', -0.1875)
    """
    lv = check_level(level)
    n_boot = check_positive_int(n_bootstrap, "n_bootstrap")
    check_choice(ci_method, COMPARE_METHODS, "ci_method")
    if isinstance(y_scores, Mapping):
        names = tuple(str(k) for k in y_scores)
        columns = check_score_columns(list(y_scores.values()))
    else:
        columns = check_score_columns(y_scores)
        names = tuple(f"model {i + 1}" for i in range(len(columns)))
    if len(set(names)) != len(names):
        raise ValueError(f"y_scores names must be distinct, got {list(names)}")
    rng, seed = check_random_state(random_state)
    if seed is None:  # a Generator: draw from it the one seed that reproduces everything
        seed = int(rng.integers(2**63))
    rng = np.random.default_rng(seed)
    c = split_classes(y_true, columns, sample_weight, pos_label)
    method = resolve_ci_method(c, ci_method)
    test_method = method
    if ci_method == "auto":
        test_method = ("influence-logit" if effective_positives(c) >= PAIRED_TEST_MIN_POSITIVES
                       else "bca")
    models = tuple(
        evaluate(y_true, col, sample_weight=sample_weight, pos_label=pos_label, ci=lv,
                 n_bootstrap=n_boot, random_state=seed, ci_method=method)
        for col in columns
    )
    pairs_idx = list(itertools.combinations(range(len(columns)), 2))
    if test_method in BOOTSTRAP_METHODS:
        diffs = paired_from_classes(c, pairs_idx, lv, n_boot, test_method, rng, progress)
    pairs = []
    for k, (i, j) in enumerate(pairs_idx):
        sub = split_classes(y_true, [columns[i], columns[j]], sample_weight, pos_label)
        test = delong_test_from_classes(sub, lv)
        if test_method in BOOTSTRAP_METHODS:
            d = diffs[k]
        else:  # the analytic paired test (influence functions, as DeLong's for AUC-ROC)
            t = pr_tests_from_classes(sub, lv, ("auc_pr", "average_precision"), 3,
                                      None if test_method == "influence" else "logit")
            d = {q: Difference(t[q].difference, t[q].p_value)  # method 'influence'
                 for q in ("auc_pr", "average_precision")}
        skew = models[i].skew
        pairs.append(PairComparison(
            a=names[i], b=names[j], auc_roc=test, auc_pr=d["auc_pr"],
            average_precision=d["average_precision"],
            implied_by_auc_roc=_order(skew, "auc_roc", (models[i].auc_roc, models[j].auc_roc)),
            implied_by_auc_pr=_order(skew, "auc_pr", (models[i].auc_pr, models[j].auc_pr)),
        ))
    return Comparison(names, models, tuple(pairs), lv, n_boot, seed)


def unpaired_difference(a: ConfidenceInterval, b: ConfidenceInterval) -> Difference:
    r"""The difference of two estimates from independent samples, with its normal interval and
    two-sided p-value (pROC's unpaired bootstrap test: the two variances add).

    Parameters
    ----------
    a, b : ConfidenceInterval
        Intervals of the same level, each with the standard error of its estimate (the
        bootstrap replicates' standard deviation, or the influence function's), from
        independent samples; not ``'logit'`` intervals, whose standard error is on the logit
        scale.

    Raises
    ------
    ValueError
        If the levels differ, or an interval is a ``'logit'`` one.

    Returns
    -------
    Difference
        ``difference``: ``estimate = a - b``, ``standard_error = hypot(se_a, se_b)``, the interval
        ``estimate -+ z se``, ``method = 'unpaired ' + a.method``; ``p_value``
        ``= 2 Phi(-|estimate| / se)``; NaN where a standard error is NaN or both are 0 with a
        nonzero difference.

    Notes
    -----
    .. math:: D = \hat\theta_a - \hat\theta_b,\quad
              \mathrm{se}(D) = \sqrt{\mathrm{se}_a^2 + \mathrm{se}_b^2}.

    References
    ----------
    Robin et al. (2011), pROC ``roc.test(paired = FALSE, method = "bootstrap")``.

    Examples
    --------
    >>> from numeric.confidence import ConfidenceInterval
    >>> d = unpaired_difference(ConfidenceInterval(0.8, 0.7, 0.9, 0.95, "bca", 0.03),
    ...                         ConfidenceInterval(0.7, 0.6, 0.8, 0.95, "bca", 0.04))
    >>> round(d.difference.estimate, 6), round(d.difference.standard_error, 6)
    (0.1, 0.05)
    >>> round(d.p_value, 4), d.difference.method
    (0.0455, 'unpaired bca')
    """
    if a.level != b.level:
        raise ValueError(f"a and b must have one level, got {a.level} and {b.level}")
    for name, ci in (("a", a), ("b", b)):
        if ci.method == "logit":
            raise ValueError(f"{name} must carry a standard error of its estimate, got a "
                             "'logit' interval (whose standard error is on the logit scale)")
    est = a.estimate - b.estimate
    se = math.hypot(a.standard_error, b.standard_error)
    nan = float("nan")
    method = f"unpaired {a.method}"
    if not math.isfinite(se) or se == 0:
        p = 1.0 if se == 0 and est == 0 else nan
        return Difference(ConfidenceInterval(est, nan, nan, a.level, method, se), p)
    half = normal_quantile((1 + a.level) / 2) * se
    return Difference(ConfidenceInterval(est, est - half, est + half, a.level, method, se),
                      two_sided_p(est / se))
