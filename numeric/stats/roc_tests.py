r"""The tests of pROC's ``roc.test`` beyond DeLong's paired test: bootstrap, sensitivity,
specificity, Venkatraman's, and the unpaired comparisons.

Every test compares model ``a`` with model ``b`` (higher scores are positive, pROC's
``direction = "<"``) and returns a frozen result with the test's name, its statistic and its
p value. *Paired* tests take one label column and two score columns of the same samples;
*unpaired* tests take each model's own labelled sample.

Bootstrap tests (:func:`bootstrap_test`, :func:`bootstrap_test_unpaired`)
    Stratified bootstrap (rows resampled within each class; the same rows for both columns when
    paired, independent resamples when unpaired) of the difference of one quantity ``Q``:
    the AUC-ROC, the sensitivity at a given specificity (pROC's ``method = "specificity"``) or
    the specificity at a given sensitivity (``method = "sensitivity"``),

    .. math:: D = \frac{Q_a - Q_b}{\mathrm{sd}(Q_a^* - Q_b^*)}, \qquad
              p = 2\Phi(-|D|)\ \text{(two-sided)},\ \Phi(-D)\ \text{(greater)},\
              \Phi(D)\ \text{(less)}.

    The paired AUC-ROC replicates are :func:`numeric.stats.paired_bootstrap`'s; the unpaired ones
    :func:`numeric.stats.bootstrap_ci`'s, with :math:`\mathrm{sd}(A_a^* - A_b^*)^2 =
    \mathrm{sd}(A_a^*)^2 + \mathrm{sd}(A_b^*)^2` (independent resamples; pROC takes the sample
    standard deviation of the differences, which estimates the same quantity). A sensitivity
    at specificity ``sp`` is read off the empirical ROC curve (every distinct threshold, ties
    moving diagonally) as pROC's ``coords(input = "specificity")`` does: the highest
    sensitivity among the points of specificity exactly ``sp``, else the linear interpolation
    between the two points around it; symmetrically for a specificity at a sensitivity.
    Replicates are row counts ``Mult(n, 1/n)`` per class, re-weighting the once-sorted data
    (O(B n) per block of replicates, no re-sort).

Venkatraman's tests (:func:`venkatraman_test`, :func:`venkatraman_test_unpaired`)
    Whole-curve equality by permutation (Venkatraman & Begg 1996, paired; Venkatraman 2000,
    unpaired), as pROC implements them. Paired: with ``R``, ``S`` the ranks of the two columns
    over all ``n`` samples (ties broken by order of appearance, pROC's ``ties.method =
    "first"``),

    .. math:: E = \sum_{x=1}^{n} \big|(F_S(x) + P_S(x)) - (F_R(x) + P_R(x))\big|,

    :math:`F(x)` the positives ranked at most ``x`` (false negatives at cut ``x``) and
    :math:`P(x)` the negatives ranked above ``x`` (false positives). A permutation swaps the
    two ranks of each sample with probability 1/2 (after a uniform jitter in (-1/2, 1/2) of
    the unswapped ranks, which breaks the ties between the two rankings) and re-ranks; the p
    value is the fraction of ``n_permutations`` permuted statistics ``>= E``. Unpaired: each
    sample's ranks define the mixture distribution :math:`p(x) = \pi F_1(x) + (1-\pi)G_0(x)`
    and the expected error :math:`e(x) = \pi F_1(x) + (1-\pi)(1-G_0(x))` (``F_1``, ``G_0``
    the fractions of positives and negatives ranked at most ``x``; :math:`\pi` the pooled
    fraction of positives), :math:`E = \int |e_a - e_b|\,dp` by trapezoids on the merged
    points (linear interpolation, points outside either range dropped, as pROC); a
    permutation jitters the ranks, pools the negatives of both samples and reshuffles them
    between the samples (and the positives likewise), and re-ranks within each sample.
    pROC 1.18 computes :math:`\pi` as ``(n1_pos + n2_pos) / (2 n1)`` (its denominator repeats
    the first sample's size); here :math:`\pi = (n_{1+} + n_{2+})/(n_1 + n_2)`, the same when
    both samples have the same size.

Unpaired DeLong (:func:`delong_test_unpaired`)
    pROC's ``roc.test(paired = FALSE, method = "delong")``: with each sample's DeLong variance
    :math:`S = S_{10} + S_{01}` (:func:`numeric.stats.delong_ci`),

    .. math:: t = \frac{A_a - A_b}{\sqrt{S_a + S_b}}, \qquad
              \nu = \frac{(S_a + S_b)^2}{S_a^2/(N_a - 1) + S_b^2/(N_b - 1)},

    ``N`` the sample sizes, and the p value from Student's t with :math:`\nu` degrees of freedom.

References
----------
Robin et al. (2011), "pROC: an open-source package for R and S+ to analyze and compare ROC
curves", BMC Bioinformatics 12:77 (``roc.test``; the algorithms above read from pROC 1.18's
source: ``bootstrap.test``, ``stratified.bootstrap.test``, ``coords.roc``,
``venkatraman.paired.*``, ``venkatraman.unpaired.*``, ``delong.unpaired.test``). Venkatraman &
Begg (1996), "A distribution-free procedure for comparing receiver operating characteristic
curves from a paired experiment", Biometrika 83:835-848. Venkatraman (2000), "A permutation
test to compare receiver operating characteristic curves", Biometrics 56:1134-1138. DeLong,
DeLong & Clarke-Pearson (1988), Biometrics 44:837-845. Hanley & McNeil (1983), Radiology
148:839-843 (unpaired comparison of AUCs).
"""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass

import mpmath
import numpy as np
import numpy.typing as npt

from numeric.confidence import ConfidenceInterval
from numeric.stats._common import (
    Classes,
    FloatArray,
    IntArray,
    RandomState,
    check_choice,
    check_random_state,
    check_resampling,
    check_score_columns,
    degenerate,
    normal_cdf,
    normal_quantile,
    resample_rows,
    split_classes,
    split_paired,
    two_sided_p,
)
from numeric.stats._docs import docs
from numeric.stats.bootstrap import bootstrap_ci, chunks, paired_bootstrap
from numeric.stats.delong import delong_ci, placement_values
from numeric.validation import check_level, check_positive_int

__all__ = [
    "ROC_TEST_ALTERNATIVES",
    "BootstrapTest",
    "DeLongUnpairedTest",
    "VenkatramanTest",
    "bootstrap_test",
    "bootstrap_test_unpaired",
    "delong_test_unpaired",
    "venkatraman_test",
    "venkatraman_test_unpaired",
]

BoolArray = npt.NDArray[np.bool_]

ROC_TEST_ALTERNATIVES = ("two-sided", "less", "greater")


# --------------------------------------------------------------------------------------------
# results
# --------------------------------------------------------------------------------------------


@docs
@dataclass(frozen=True)
class BootstrapTest:
    """A bootstrap test of the difference of one quantity between two ROC curves.

    Attributes
    ----------
    test : str
        ``'bootstrap'`` (AUC-ROC), ``'specificity'`` (sensitivities at a specificity) or
        ``'sensitivity'`` (specificities at a sensitivity), as pROC's ``method``.
    paired : bool
        Whether the two curves are on the same samples.
    quantity : str
        ``'auc_roc'``, ``'sensitivity'`` or ``'specificity'``: what is compared.
    at : float
        The specificity (``test='specificity'``) or sensitivity (``'sensitivity'``) where the
        curves are compared; NaN for the AUC-ROC.
    estimate_a, estimate_b : float
        The quantity for each model on the data.
    difference : float
        ``estimate_a - estimate_b``.
    standard_error : float
        Standard deviation of the replicated differences.
    statistic : float
        ``D = difference / standard_error`` (0 when both are 0; NaN when only the standard error
        is 0).
    p_value : float
        From the normal law, for ``alternative``.
    alternative : str
        ``'two-sided'``, ``'less'`` or ``'greater'`` (``a`` less or greater than ``b``).
    n_bootstrap : int
        Number of replicates.
    %(seed_attribute)s
    """

    test: str
    paired: bool
    quantity: str
    at: float
    estimate_a: float
    estimate_b: float
    difference: float
    standard_error: float
    statistic: float
    p_value: float
    alternative: str
    n_bootstrap: int
    seed: int | None


@dataclass(frozen=True)
class VenkatramanTest:
    """Venkatraman's permutation test that two ROC curves are equal.

    Attributes
    ----------
    test : str
        ``'venkatraman'``.
    paired : bool
    statistic : float
        ``E`` on the data (module docstring).
    p_value : float
        Fraction of the permuted statistics ``>= E``.
    n_permutations : int
    seed : int or None
    """

    test: str
    paired: bool
    statistic: float
    p_value: float
    n_permutations: int
    seed: int | None


@dataclass(frozen=True)
class DeLongUnpairedTest:
    """DeLong's test of two AUC-ROCs estimated on different samples (pROC, ``paired = FALSE``).

    Attributes
    ----------
    test : str
        ``'delong'``.
    paired : bool
        ``False``.
    auc_roc_a, auc_roc_b : float
    difference : float
        ``auc_roc_a - auc_roc_b``.
    standard_error : float
        ``sqrt(S_a + S_b)``.
    statistic : float
        ``t = difference / standard_error``.
    df : float
        Welch-Satterthwaite degrees of freedom.
    p_value : float
        From Student's t with ``df`` degrees of freedom, for ``alternative``.
    alternative : str
    """

    test: str
    paired: bool
    auc_roc_a: float
    auc_roc_b: float
    difference: float
    standard_error: float
    statistic: float
    df: float
    p_value: float
    alternative: str

    def confidence_interval(self, level: float = 0.95) -> ConfidenceInterval:
        """Two-sided interval of the difference, ``difference -+ t_{df, (1+level)/2} se``.

        Examples
        --------
        >>> r = delong_test_unpaired([0, 0, 1, 1], [.1, .4, .35, .8], [0, 1, 0, 1],
        ...                          [.2, .6, .3, .9])
        >>> ci = r.confidence_interval(0.9)
        >>> ci.low < r.difference < ci.high, ci.method
        (True, 'delong-unpaired')
        """
        lv = check_level(level)
        nan = float("nan")
        if not (math.isfinite(self.standard_error) and math.isfinite(self.df)):
            return ConfidenceInterval(self.difference, nan, nan, lv, "delong-unpaired",
                                      self.standard_error)
        q = _student_t_quantile((1 + lv) / 2, self.df)
        half = q * self.standard_error
        return ConfidenceInterval(self.difference, self.difference - half,
                                  self.difference + half, lv, "delong-unpaired",
                                  self.standard_error)


# --------------------------------------------------------------------------------------------
# validation and shared pieces
# --------------------------------------------------------------------------------------------


def _check_alternative(alternative: object) -> str:
    return check_choice(alternative, ROC_TEST_ALTERNATIVES, "alternative")


def _check_rate(x: object, name: str) -> float:
    if isinstance(x, bool) or not isinstance(x, numbers.Real):
        raise TypeError(f"{name} must be a number in [0, 1], got {type(x).__name__}")
    if not 0.0 <= float(x) <= 1.0:
        raise ValueError(f"{name} must be in [0, 1], got {x!r}")
    return float(x)


def _check_point(sensitivity: object, specificity: object) -> tuple[str, str, float]:
    """``(test, quantity, at)`` from the two optional operating-point arguments."""
    if sensitivity is not None and specificity is not None:
        raise ValueError("give at most one of sensitivity and specificity, got "
                         f"sensitivity={sensitivity!r} and specificity={specificity!r}")
    if specificity is not None:
        return "specificity", "sensitivity", _check_rate(specificity, "specificity")
    if sensitivity is not None:
        return "sensitivity", "specificity", _check_rate(sensitivity, "sensitivity")
    return "bootstrap", "auc_roc", float("nan")


def _normal_p(statistic: float, alternative: str) -> float:
    if math.isnan(statistic):
        return float("nan")
    if alternative == "two-sided":
        return two_sided_p(statistic)
    return normal_cdf(-statistic) if alternative == "greater" else normal_cdf(statistic)


def _need_both_classes(c: Classes, what: str) -> None:
    if c.n_pos == 0 or c.n_neg == 0:
        raise ValueError(f"{what} needs both classes, got {c.n_pos} positive and {c.n_neg} "
                         "negative rows")


# --------------------------------------------------------------------------------------------
# empirical ROC points and pROC's coords at a sensitivity or a specificity
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Groups:
    """One column's rows mapped to its distinct scores, highest first."""

    k: int
    pos_group: IntArray
    neg_group: IntArray


def _groups(pos: FloatArray, neg: FloatArray) -> _Groups:
    u = np.unique(np.concatenate((pos, neg)))  # ascending
    k = int(u.size)
    return _Groups(k, (k - 1 - np.searchsorted(u, pos)).astype(np.intp),
                   (k - 1 - np.searchsorted(u, neg)).astype(np.intp))


def _group_sums(rows: IntArray, group: IntArray, k: int) -> FloatArray:
    """Per replicate (row of ``rows``, drawn row indices), the number of draws in each group."""
    b = rows.shape[0]
    flat = (group[rows] + (np.arange(b, dtype=np.intp) * k)[:, None]).ravel()
    out: FloatArray = np.bincount(flat, minlength=b * k).reshape(b, k).astype(np.float64)
    return out


def _sesp(pos_rows: IntArray, neg_rows: IntArray, g: _Groups) -> tuple[FloatArray, FloatArray]:
    """ROC points ``(se, sp)`` of every replicate (rows of drawn indices), in pROC's order
    (thresholds increasing: ``se`` from 1 down to 0, ``sp`` from 0 up to 1); ``(b, k + 1)``.

    ``se = tp / n_pos`` and ``sp = tn / n_neg`` exactly as pROC divides them.
    """
    n_pos, n_neg = pos_rows.shape[1], neg_rows.shape[1]
    tp = np.cumsum(_group_sums(pos_rows, g.pos_group, g.k), axis=1)
    fp = np.cumsum(_group_sums(neg_rows, g.neg_group, g.k), axis=1)
    zeros = np.zeros((tp.shape[0], 1))
    tp = np.concatenate((zeros, tp), axis=1)
    fp = np.concatenate((zeros, fp), axis=1)
    se: FloatArray = (tp / n_pos)[:, ::-1]
    sp: FloatArray = ((n_neg - fp) / n_neg)[:, ::-1]
    return se, sp


def _take(a: FloatArray, idx: IntArray) -> FloatArray:
    out: FloatArray = np.take_along_axis(a, idx[:, None], axis=1)[:, 0]
    return out


def _coord(se: FloatArray, sp: FloatArray, quantity: str, at: float) -> FloatArray:
    """pROC's ``coords(input = ..., ret = quantity)`` at ``at`` for every row (module doc)."""
    n = se.shape[1]
    if quantity == "sensitivity":  # input specificity, increasing along the rows
        x, y = sp, se
        eq = x == at
        exact = np.argmax(eq, axis=1)  # first match: the highest sensitivity
        nxt = np.argmax(x > at, axis=1)
    else:  # input sensitivity, decreasing along the rows
        x, y = se, sp
        eq = x == at
        exact = n - 1 - np.argmax(eq[:, ::-1], axis=1)  # last match: the highest specificity
        nxt = np.argmax(x < at, axis=1)
    prev = np.maximum(nxt - 1, 0)
    xn, xp, yn, yp = _take(x, nxt), _take(x, prev), _take(y, nxt), _take(y, prev)
    with np.errstate(invalid="ignore", divide="ignore"):
        proportion = (at - xn) / (xp - xn)
        interpolated = yn + proportion * (yp - yn)
    out: FloatArray = np.where(eq.any(axis=1), _take(y, exact), interpolated)
    return out


def _coord_of(c: Classes, j: int, quantity: str, at: float) -> float:
    g = _groups(c.pos[j], c.neg[j])
    se, sp = _sesp(np.arange(c.n_pos)[None], np.arange(c.n_neg)[None], g)
    return float(_coord(se, sp, quantity, at)[0])


def _coord_replicates(samples: list[tuple[Classes, int]], paired: bool, quantity: str,
                      at: float, n_boot: int, rng: np.random.Generator) -> list[FloatArray]:
    """Replicates of the coordinate of each ``(classes, column)``: rows drawn with replacement
    within each class, the same rows for every column when ``paired``, independently per sample
    otherwise."""
    groups = [_groups(c.pos[j], c.neg[j]) for c, j in samples]
    per = sum(2 * (c.n_pos + c.n_neg) + 4 * g.k for (c, _), g in zip(samples, groups,
                                                                     strict=True))
    out: list[list[FloatArray]] = [[] for _ in samples]
    for b in chunks(n_boot, per):
        shared: tuple[IntArray, IntArray] | None = None
        for i, ((c, _), g) in enumerate(zip(samples, groups, strict=True)):
            if paired and shared is not None:
                ip, ineg = shared
            else:
                ip, ineg = shared = resample_rows(c, b, rng)
            se, sp = _sesp(ip, ineg, g)
            out[i].append(_coord(se, sp, quantity, at))
    return [np.concatenate(v) for v in out]


def _sd(x: FloatArray) -> float:
    """Sample standard deviation (``ddof=1``) of the finite values; exactly 0 when they are all
    equal (``np.std`` of equal floats can be a rounding error above 0)."""
    x = x[np.isfinite(x)]
    if x.size < 2:
        return float("nan")
    return 0.0 if np.all(x == x[0]) else float(np.std(x, ddof=1))


def _statistic(diff: float, sd: float) -> float:
    """pROC: ``D = diff / sd``, and ``D = 0`` when both are 0 (NaN, warned, if only sd is)."""
    if sd > 0:
        return diff / sd
    if math.isnan(sd):
        return degenerate("the bootstrap test statistic", "the standard deviation of the "
                          "replicates needs at least 2 of them", 5)
    if diff == 0:
        return 0.0
    return degenerate("the bootstrap test statistic", "every replicate has the same difference "
                      f"({diff!r}) but the data's difference is not 0", 5)


# --------------------------------------------------------------------------------------------
# bootstrap tests
# --------------------------------------------------------------------------------------------


def _check_boot(n_bootstrap: object, alternative: object,
                random_state: RandomState) -> tuple[int, str, np.random.Generator, int | None]:
    n_boot = check_positive_int(n_bootstrap, "n_bootstrap")
    alt = _check_alternative(alternative)
    rng, seed = check_random_state(random_state)
    return n_boot, alt, rng, seed


@docs
def bootstrap_test(
    y_true: npt.ArrayLike,
    y_score_a: npt.ArrayLike,
    y_score_b: npt.ArrayLike,
    *,
    sensitivity: float | None = None,
    specificity: float | None = None,
    pos_label: object = None,
    n_bootstrap: int = 2000,
    alternative: str = "two-sided",
    random_state: RandomState = None,
) -> BootstrapTest:
    r"""Paired stratified-bootstrap test of two ROC curves: AUC-ROC, or one operating point.

    pROC's ``roc.test(roc1, roc2, method = "bootstrap" | "specificity" | "sensitivity",
    paired = TRUE, boot.stratified = TRUE)``.

    Parameters
    ----------
    %(paired_data_args)s
    sensitivity : float, default=None
        Compare the specificities at this sensitivity, in [0, 1] (pROC's
        ``method = "sensitivity"``).
    specificity : float, default=None
        Compare the sensitivities at this specificity, in [0, 1] (pROC's
        ``method = "specificity"``). With neither, compare the AUC-ROCs.
    pos_label : int, float, bool or str, default=None
        Label of the positive class.
    n_bootstrap : int, default=2000
        Number of replicates.
    alternative : {'two-sided', 'less', 'greater'}, default='two-sided'
        ``'less'``: model ``a``'s quantity is below ``b``'s.
    %(random_state_arg)s

    Returns
    -------
    BootstrapTest

    Raises
    ------
    ValueError
        If a class is absent, or both ``sensitivity`` and ``specificity`` are given.

    Warns
    -----
    DegenerateDataWarning
        If every replicate has difference 0 but the data's difference is not (the standard error
        is 0): ``statistic`` and ``p_value`` are NaN.

    Notes
    -----
    .. math:: D = \frac{Q_a - Q_b}{\mathrm{sd}(Q_a^* - Q_b^*)}, \qquad p = 2\Phi(-|D|).

    The same rows are drawn for both columns; see the module docstring for how a sensitivity at
    a specificity is read off a curve. O(n log n) once, then O(n) per replicate.

    References
    ----------
    Robin et al. (2011), pROC ``roc.test`` (``bootstrap.test``); Efron & Tibshirani (1993),
    Ch. 16 (bootstrap hypothesis tests).

    Examples
    --------
    >>> y = [0, 0, 1, 1, 0, 1, 0, 1, 0, 1]
    >>> a = [.1, .4, .35, .8, .2, .9, .7, .6, .3, .65]
    >>> b = [.3, .2, .6, .7, .1, .5, .4, .8, .55, .45]
    >>> t = bootstrap_test(y, a, b, specificity=0.8, n_bootstrap=500, random_state=1)
    >>> t.test, t.estimate_a, t.estimate_b  # sensitivities at specificity 0.8
    ('specificity', 0.8, 1.0)
    >>> round(t.difference, 12), t.n_bootstrap, t.seed
    (-0.2, 500, 1)
    """
    test, quantity, at = _check_point(sensitivity, specificity)
    n_boot, alt, rng, seed = _check_boot(n_bootstrap, alternative, random_state)
    a, b = check_score_columns([y_score_a, y_score_b], "the score columns")
    c = split_classes(y_true, [a, b], None, pos_label)
    _need_both_classes(c, "the bootstrap test")
    if quantity == "auc_roc":
        r = paired_bootstrap(y_true, a, b, pos_label=pos_label, n_bootstrap=n_boot,
                             method="percentile", random_state=rng).auc_roc.difference
        est_a = _auc_of(c, 0)
        est_b = est_a - r.estimate
        diff, sd = r.estimate, r.standard_error
    else:
        est_a, est_b = _coord_of(c, 0, quantity, at), _coord_of(c, 1, quantity, at)
        reps = _coord_replicates([(c, 0), (c, 1)], True, quantity, at, n_boot, rng)
        diff, sd = est_a - est_b, _sd(reps[0] - reps[1])
    stat = _statistic(diff, sd)
    return BootstrapTest(test, True, quantity, at, est_a, est_b, diff, sd, stat,
                         _normal_p(stat, alt), alt, n_boot, seed)


def _auc_of(c: Classes, j: int) -> float:
    """AUC-ROC of column ``j`` (Mann-Whitney, ties 1/2): the mean of DeLong's placement values."""
    v10, _ = placement_values(np.r_[np.ones(c.n_pos), np.zeros(c.n_neg)],
                              np.r_[c.pos[j], c.neg[j]])
    return float(np.mean(v10))


@docs
def bootstrap_test_unpaired(
    y_true_a: npt.ArrayLike,
    y_score_a: npt.ArrayLike,
    y_true_b: npt.ArrayLike,
    y_score_b: npt.ArrayLike,
    *,
    sensitivity: float | None = None,
    specificity: float | None = None,
    pos_label: object = None,
    n_bootstrap: int = 2000,
    alternative: str = "two-sided",
    random_state: RandomState = None,
) -> BootstrapTest:
    r"""Unpaired stratified-bootstrap test of two ROC curves from different samples.

    pROC's ``roc.test(roc1, roc2, method = "bootstrap" | "specificity" | "sensitivity",
    paired = FALSE)``.

    Parameters
    ----------
    %(unpaired_data_args)s
    sensitivity, specificity, pos_label, n_bootstrap, alternative, random_state
        As in :func:`bootstrap_test`.

    Returns
    -------
    BootstrapTest
        ``paired=False``.

    Raises
    ------
    ValueError
        If a sample lacks a class, or both ``sensitivity`` and ``specificity`` are given.

    Warns
    -----
    DegenerateDataWarning
        As in :func:`bootstrap_test`.

    Notes
    -----
    Each sample is resampled on its own (stratified):

    .. math:: D = \frac{Q_a - Q_b}{\sqrt{\mathrm{sd}(Q_a^*)^2 + \mathrm{sd}(Q_b^*)^2}}.

    References
    ----------
    Robin et al. (2011), pROC ``roc.test(paired = FALSE)`` (``bootstrap.test``).

    Examples
    --------
    >>> t = bootstrap_test_unpaired([0, 0, 1, 1, 0, 1], [.1, .4, .35, .8, .2, .9],
    ...                             [0, 1, 0, 1, 1, 0, 0], [.3, .6, .2, .7, .5, .1, .4],
    ...                             n_bootstrap=500, random_state=0)
    >>> t.estimate_a, t.estimate_b, t.paired
    (0.8888888888888888, 1.0, False)
    """
    test, quantity, at = _check_point(sensitivity, specificity)
    n_boot, alt, rng, seed = _check_boot(n_bootstrap, alternative, random_state)
    ca = split_classes(y_true_a, [y_score_a], None, pos_label)
    cb = split_classes(y_true_b, [y_score_b], None, pos_label)
    _need_both_classes(ca, "the bootstrap test (sample a)")
    _need_both_classes(cb, "the bootstrap test (sample b)")
    if quantity == "auc_roc":
        ra = bootstrap_ci(y_true_a, y_score_a, pos_label=pos_label, n_bootstrap=n_boot,
                          method="percentile", random_state=rng).auc_roc
        rb = bootstrap_ci(y_true_b, y_score_b, pos_label=pos_label, n_bootstrap=n_boot,
                          method="percentile", random_state=rng).auc_roc
        est_a, est_b = ra.estimate, rb.estimate
        sd = math.hypot(ra.standard_error, rb.standard_error)
    else:
        est_a, est_b = _coord_of(ca, 0, quantity, at), _coord_of(cb, 0, quantity, at)
        reps = _coord_replicates([(ca, 0), (cb, 0)], False, quantity, at, n_boot, rng)
        sd = math.hypot(_sd(reps[0]), _sd(reps[1]))
    diff = est_a - est_b
    stat = _statistic(diff, sd)
    return BootstrapTest(test, False, quantity, at, est_a, est_b, diff, sd, stat,
                         _normal_p(stat, alt), alt, n_boot, seed)


# --------------------------------------------------------------------------------------------
# Venkatraman
# --------------------------------------------------------------------------------------------


def _first_ranks(x: FloatArray) -> IntArray:
    """Ranks 1..n along the last axis, ties by order of appearance (R's ``ties = "first"``)."""
    order = np.argsort(x, axis=-1, kind="stable")
    ranks = np.empty_like(order)
    np.put_along_axis(ranks, order, np.arange(1, x.shape[-1] + 1), axis=-1)
    return ranks


def _paired_stat(order_r: IntArray, order_s: IntArray, steps: FloatArray) -> FloatArray:
    """``E`` of every row from the rank orders (``order[.., x-1]`` = sample of rank ``x``).

    ``F(x) + P(x) = n_neg + cumsum(+1 for a positive, -1 for a negative)`` in rank order, so
    ``E = sum_x |cumsum(steps[order_s]) - cumsum(steps[order_r])|``.
    """
    er = np.cumsum(steps[order_r], axis=-1)
    es = np.cumsum(steps[order_s], axis=-1)
    out: FloatArray = np.abs(es - er).sum(axis=-1)
    return out


@docs
def venkatraman_test(
    y_true: npt.ArrayLike,
    y_score_a: npt.ArrayLike,
    y_score_b: npt.ArrayLike,
    *,
    pos_label: object = None,
    n_permutations: int = 2000,
    random_state: RandomState = None,
) -> VenkatramanTest:
    r"""Venkatraman & Begg's paired permutation test that two ROC curves are equal.

    pROC's ``roc.test(roc1, roc2, method = "venkatraman", paired = TRUE)``.

    Parameters
    ----------
    %(paired_data_args)s
    pos_label : int, float, bool or str, default=None
        Label of the positive class.
    n_permutations : int, default=2000
        Number of permutations.
    %(random_state_arg)s

    Returns
    -------
    VenkatramanTest

    Raises
    ------
    ValueError
        If a class is absent.

    Notes
    -----
    .. math:: E = \sum_{x=1}^{n}\big|(F_S(x) + P_S(x)) - (F_R(x) + P_R(x))\big|, \qquad
              p = \frac{\#\{E^{*} \ge E\}}{B}

    (module docstring). Each permutation costs one sort of ``n`` numbers, done for a whole
    block of permutations at once.

    References
    ----------
    Venkatraman & Begg (1996), Biometrika 83:835-848, Secs. 2-3; Robin et al. (2011), pROC
    ``venkatraman.paired.test``.

    Examples
    --------
    >>> y = [0, 0, 1, 1, 0, 1, 0, 1]
    >>> t = venkatraman_test(y, [.1, .4, .35, .8, .2, .9, .7, .6],
    ...                      [.3, .2, .6, .7, .1, .5, .4, .8], n_permutations=500, random_state=0)
    >>> t.statistic
    6.0
    """
    n_perm, rng, seed = check_resampling(n_permutations, "n_permutations", random_state)
    c = split_paired(y_true, y_score_a, y_score_b, None, pos_label)
    _need_both_classes(c, "Venkatraman's test")
    is_pos = np.arange(c.n_pos + c.n_neg) < c.n_pos  # rows: positives first, then negatives
    r = _class_sorted_ranks(y_true, c, 0, pos_label)
    s = _class_sorted_ranks(y_true, c, 1, pos_label)
    steps = np.where(is_pos, 1.0, -1.0)
    e = float(_paired_stat(np.argsort(r)[None], np.argsort(s)[None], steps)[0])
    n = r.size
    exceed = 0
    for bsz in chunks(n_perm, 6 * n):
        jr = r + rng.random((bsz, n)) - 0.5
        js = s + rng.random((bsz, n)) - 0.5
        keep = rng.random((bsz, n)) <= 0.5  # pROC: q = 1 - round(U) (half to even): keep
        r3 = np.where(keep, jr, s)
        s3 = np.where(keep, js, r)
        stats = _paired_stat(np.argsort(r3, axis=1), np.argsort(s3, axis=1), steps)
        exceed += int(np.count_nonzero(stats >= e))
    return VenkatramanTest("venkatraman", True, e, exceed / n_perm, n_perm, seed)


def _unpaired_curves(ranks: FloatArray, is_pos: BoolArray, mix: float) -> tuple[FloatArray,
                                                                                FloatArray]:
    """Per row of ranks (a permutation of 1..n): ``p(x)`` and ``e(x)``, ``x = 1..n``."""
    order = np.argsort(ranks, axis=-1)
    pos_sorted = is_pos[order]
    f1 = np.cumsum(pos_sorted, axis=-1) / np.count_nonzero(is_pos)
    g0 = np.cumsum(~pos_sorted, axis=-1) / np.count_nonzero(~is_pos)
    p: FloatArray = mix * f1 + (1 - mix) * g0
    e: FloatArray = mix * f1 + (1 - mix) * (1 - g0)
    return p, e


def _unpaired_stat(pa: FloatArray, ea: FloatArray, pb: FloatArray,
                   eb: FloatArray) -> FloatArray:
    """``E = int |e_a - e_b| dp`` for every row (trapezoids on the merged points of ``p``,
    linear interpolation, points outside either curve's range dropped: pROC's ``approxfun``).

    Each row is interpolated on its own: a permutation whose curves equal the data's gives
    exactly the data's ``E`` (rows laid end to end on one axis, shifted apart, were rounded at
    the shift's scale and fell an ulp below ``E``, about 1 in 10 counted as ``< E``).
    """
    x = np.sort(np.concatenate((pa, pb), axis=1), axis=1)
    fa = np.empty_like(x)
    fb = np.empty_like(x)
    for k in range(x.shape[0]):
        fa[k] = np.interp(x[k], pa[k], ea[k])
        fb[k] = np.interp(x[k], pb[k], eb[k])
    inside = (x >= pa[:, :1]) & (x >= pb[:, :1])  # both end at 1; below the first point: NA
    y = np.where(inside, np.abs(fa - fb), np.nan)
    trap = (y[:, 1:] + y[:, :-1]) * np.diff(x, axis=1) / 2
    out: FloatArray = np.nansum(trap, axis=1)
    return out


@docs
def venkatraman_test_unpaired(
    y_true_a: npt.ArrayLike,
    y_score_a: npt.ArrayLike,
    y_true_b: npt.ArrayLike,
    y_score_b: npt.ArrayLike,
    *,
    pos_label: object = None,
    n_permutations: int = 2000,
    random_state: RandomState = None,
) -> VenkatramanTest:
    r"""Venkatraman's unpaired permutation test that two ROC curves (different samples) are equal.

    pROC's ``roc.test(roc1, roc2, method = "venkatraman", paired = FALSE)``, with the pooled
    fraction of positives over both samples (module docstring).

    Parameters
    ----------
    %(unpaired_data_args)s
    pos_label, n_permutations, random_state
        As in :func:`venkatraman_test`.

    Returns
    -------
    VenkatramanTest
        ``paired=False``.

    Raises
    ------
    ValueError
        If a sample lacks a class.

    Notes
    -----
    .. math:: E = \int \big|e_a(p) - e_b(p)\big|\,dp, \qquad
              e(x) = \pi F_1(x) + (1 - \pi)(1 - G_0(x)),\ p(x) = \pi F_1(x) + (1-\pi) G_0(x).

    References
    ----------
    Venkatraman (2000), Biometrics 56:1134-1138; Robin et al. (2011), pROC
    ``venkatraman.unpaired.test``.

    Examples
    --------
    >>> t = venkatraman_test_unpaired([0, 0, 1, 1, 0, 1], [.1, .4, .35, .8, .2, .9],
    ...                               [0, 1, 0, 1, 1, 0], [.3, .6, .2, .7, .5, .1],
    ...                               n_permutations=500, random_state=0)
    >>> round(t.statistic, 6), t.paired
    (0.055556, False)
    """
    n_perm, rng, seed = check_resampling(n_permutations, "n_permutations", random_state)
    ca = split_classes(y_true_a, [y_score_a], None, pos_label)
    cb = split_classes(y_true_b, [y_score_b], None, pos_label)
    _need_both_classes(ca, "Venkatraman's test (sample a)")
    _need_both_classes(cb, "Venkatraman's test (sample b)")
    na, nb = ca.n_pos + ca.n_neg, cb.n_pos + cb.n_neg
    pos_a = np.arange(na) < ca.n_pos
    pos_b = np.arange(nb) < cb.n_pos
    mix = (ca.n_pos + cb.n_pos) / (na + nb)
    ra = _class_sorted_ranks(y_true_a, ca, 0, pos_label)
    rb = _class_sorted_ranks(y_true_b, cb, 0, pos_label)
    e = float(_unpaired_stat(*_unpaired_curves(ra[None], pos_a, mix),
                             *_unpaired_curves(rb[None], pos_b, mix))[0])
    exceed = 0
    for bsz in chunks(n_perm, 8 * (na + nb)):
        ja = ra + rng.random((bsz, na)) - 0.5
        jb = rb + rng.random((bsz, nb)) - 0.5
        cases = rng.permuted(np.concatenate((ja[:, pos_a], jb[:, pos_b]), axis=1), axis=1)
        controls = rng.permuted(np.concatenate((ja[:, ~pos_a], jb[:, ~pos_b]), axis=1), axis=1)
        new_a = np.concatenate((cases[:, :ca.n_pos], controls[:, :ca.n_neg]), axis=1)
        new_b = np.concatenate((cases[:, ca.n_pos:], controls[:, ca.n_neg:]), axis=1)
        stats = _unpaired_stat(*_unpaired_curves(new_a, pos_a, mix),
                               *_unpaired_curves(new_b, pos_b, mix))
        exceed += int(np.count_nonzero(stats >= e))
    return VenkatramanTest("venkatraman", False, e, exceed / n_perm, n_perm, seed)


def _class_sorted_ranks(y_true: npt.ArrayLike, c: Classes, j: int,
                        pos_label: object) -> FloatArray:
    """Ranks 1..n of column ``j`` with ties broken by the *data's* order (pROC's ``rank(...,
    ties.method = "first")``), laid out like ``c`` (positives first, then negatives)."""
    n = c.n_pos + c.n_neg
    where = split_classes(y_true, [np.arange(n, dtype=np.float64)], None, pos_label)
    original = np.concatenate((where.pos[0], where.neg[0])).astype(np.intp)  # data index
    x = np.empty(n)
    x[original] = np.concatenate((c.pos[j], c.neg[j]))
    out: FloatArray = _first_ranks(x)[original].astype(np.float64)
    return out


# --------------------------------------------------------------------------------------------
# unpaired DeLong
# --------------------------------------------------------------------------------------------


def _student_t_sf(t: float, df: float) -> float:
    """``P(T > t)`` for Student's t with ``df`` degrees of freedom (regularized incomplete beta,
    30 digits, so the float is correctly rounded in practice)."""
    with mpmath.workdps(30):
        x = mpmath.mpf(df) / (df + mpmath.mpf(t) ** 2)
        tail = mpmath.betainc(mpmath.mpf(df) / 2, mpmath.mpf(1) / 2, 0, x, regularized=True) / 2
        return float(tail if t >= 0 else 1 - tail)


def _student_t_quantile(p: float, df: float) -> float:
    """The ``p`` quantile (``p`` in (1/2, 1)) of Student's t with ``df`` degrees of freedom: the
    root of ``P(T > t) = 1 - p`` by ``findroot`` from the normal quantile."""
    start = normal_quantile(p)
    with mpmath.workdps(30):
        root = mpmath.findroot(lambda t: 1 - p - mpmath.mpf(_student_t_sf(float(t), df)),
                               start, solver="secant")
        return float(root)


@docs
def delong_test_unpaired(
    y_true_a: npt.ArrayLike,
    y_score_a: npt.ArrayLike,
    y_true_b: npt.ArrayLike,
    y_score_b: npt.ArrayLike,
    *,
    pos_label: object = None,
    alternative: str = "two-sided",
) -> DeLongUnpairedTest:
    r"""DeLong's test of two AUC-ROCs from different samples (pROC's ``paired = FALSE``).

    Parameters
    ----------
    %(unpaired_data_args)s
    pos_label : int, float, bool or str, default=None
        Label of the positive class.
    alternative : {'two-sided', 'less', 'greater'}, default='two-sided'

    Returns
    -------
    DeLongUnpairedTest

    Warns
    -----
    DegenerateDataWarning
        If a sample has fewer than 2 rows of a class (no variance), or both variances are 0:
        the statistic and p value are NaN.

    Notes
    -----
    .. math:: t = \frac{A_a - A_b}{\sqrt{S_a + S_b}}, \qquad
              \nu = \frac{(S_a + S_b)^2}{S_a^2/(N_a - 1) + S_b^2/(N_b - 1)},

    :math:`p = 2 P(T_\nu > |t|)` two-sided. O(n log n).

    References
    ----------
    DeLong, DeLong & Clarke-Pearson (1988), eq. (4) (each variance); Robin et al. (2011), pROC
    ``delong.unpaired.test``.

    Examples
    --------
    >>> t = delong_test_unpaired([0, 0, 1, 1, 0, 1], [.1, .4, .35, .8, .2, .9],
    ...                          [0, 1, 0, 1, 1, 0, 0], [.3, .6, .2, .7, .5, .1, .45])
    >>> round(t.statistic, 6), round(t.df, 6), round(t.p_value, 6)
    (-0.707107, 5.0, 0.511084)
    """
    alt = _check_alternative(alternative)
    ca = split_classes(y_true_a, [y_score_a], None, pos_label)
    cb = split_classes(y_true_b, [y_score_b], None, pos_label)
    _need_both_classes(ca, "DeLong's unpaired test (sample a)")
    _need_both_classes(cb, "DeLong's unpaired test (sample b)")
    nan = float("nan")
    ya = np.r_[np.ones(ca.n_pos), np.zeros(ca.n_neg)]
    yb = np.r_[np.ones(cb.n_pos), np.zeros(cb.n_neg)]
    if min(ca.n_pos, ca.n_neg, cb.n_pos, cb.n_neg) < 2:
        degenerate("DeLong's unpaired test", "each sample needs at least 2 positive and 2 "
                   f"negative rows, got ({ca.n_pos}, {ca.n_neg}) and ({cb.n_pos}, {cb.n_neg})")
        auc_a, auc_b = _auc_of(ca, 0), _auc_of(cb, 0)
        return DeLongUnpairedTest("delong", False, auc_a, auc_b, auc_a - auc_b, nan, nan, nan,
                                  nan, alt)
    da = delong_ci(ya, np.r_[ca.pos[0], ca.neg[0]])
    db = delong_ci(yb, np.r_[cb.pos[0], cb.neg[0]])
    sa, sb = da.standard_error**2, db.standard_error**2
    diff = da.estimate - db.estimate
    se = math.sqrt(sa + sb)
    if not se > 0:
        degenerate("DeLong's unpaired test", "both AUC-ROCs have variance 0")
        return DeLongUnpairedTest("delong", False, da.estimate, db.estimate, diff, se, nan, nan,
                                  nan, alt)
    t = diff / se
    df = (sa + sb) ** 2 / (sa**2 / (ca.n_pos + ca.n_neg - 1) + sb**2 / (cb.n_pos + cb.n_neg - 1))
    if alt == "two-sided":
        p = 2 * _student_t_sf(abs(t), df)
    else:
        p = _student_t_sf(t, df) if alt == "greater" else _student_t_sf(-t, df)
    return DeLongUnpairedTest("delong", False, da.estimate, db.estimate, diff, se, t, df, p, alt)
