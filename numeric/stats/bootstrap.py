r"""Stratified bootstrap of AUC-ROC, exact AUC-PR and AP without re-sorting; Boyd's logit interval.

Sort once, then re-weight
-------------------------
Every area depends on the data only through the *bins* of the sorted order (the steps of
:class:`numeric.core.steps.RecallSteps`): the weight of the positives at each distinct positive
score ``u_1 > ... > u_m`` and, for the negatives, the weight strictly between ``u_{j-1}`` and
``u_j``, the weight tied with ``u_j``, and the weight below ``u_m``. A bootstrap replicate that
resamples rows within each class (pROC's ``stratified = TRUE``) only changes these ``3m + 1`` bin
weights, so the data are sorted once and each replicate is a re-weighting:

* unweighted, one score column: the bin counts of a replicate are exactly multinomial,
  ``Mult(n_pos, sizes/n_pos)`` and ``Mult(n_neg, sizes/n_neg)``; they are drawn directly
  (O(m) per replicate, whatever the number of negatives);
* weighted, or several columns resampled together (paired): the rows are drawn uniformly within
  each class and their weights summed into each column's bins (O(n) per replicate).

From the bin weights ``TP`` and ``FP`` are cumulative sums, and the three areas are the
closed forms of :mod:`numeric.data.auc` applied to whole 2-D blocks ``(replicates, steps)``
(chunks of about 2**21 numbers bound the memory): trapezoids for AUC-ROC,
:func:`numeric.geometry.interpolation.segment_area` for the exact Davis & Goadrich AUC-PR, the
step sum for AP. A step whose positives were not drawn has ``dTP = 0`` and adds nothing.

Intervals
---------
* ``'percentile'``: the ``(1 - level)/2`` and ``(1 + level)/2`` quantiles of the replicates.
  Each replicated area is clipped to ``[0, 1]`` (weighted sums may round an ulp outside: an AP
  of ``1.0000000000000002``), so every interval lies in ``[0, 1]``; neither method guarantees
  that the interval contains its estimate, but a perfect ranking's interval is ``[1, 1]`` up to
  rounding. Fewer than ``2/(1 - level)`` replicates leave a tail empty: the interval is then the
  replicates' range, and :func:`warn_few_replicates` says so (``RocprWarning``).
* ``'bca'``: Efron's bias-corrected and accelerated interval (Efron 1987; Efron & Tibshirani
  1993, Sec. 14.3) with the stratified (two-sample) acceleration of Davison & Hinkley (1997,
  eq. (3.11) and Sec. 5.3.2), ``a = (1/6) sum_c sum_i l_ci^3 / n_c^3 / (sum_c sum_i l_ci^2 /
  n_c^2)^(3/2)`` with jackknife influence values ``l_ci = (n_c - 1)(mean_c - theta_(ci))``.
  The jackknife is exact and costs O(m), not O(n^2): deleting one row changes one bin, and so
  shifts the counts of every later step by the same amount; each leave-one-out area is a prefix
  sum of the unchanged terms, one recomputed term, and a suffix sum of the terms with the shifted
  counts (three passes). With weights, the deletion of one row of weight ``w`` is taken to first
  order from the exact deletion of the class's smallest weight ``d`` in the same bin:
  ``theta_(i) ~ theta + (w/d)(theta_(bin, d) - theta)`` (exact for equal weights).
* ``'logit'`` (:func:`logit_interval`, AUC-PR and AP only): Boyd, Eng & Page (2013), Sec. 3.2:
  ``eta = logit(theta)``, ``tau = 1/sqrt(n_pos theta (1 - theta))``, interval
  ``expit(eta -+ z tau)`` with ``n_pos`` the number of positives (Kish's effective number
  ``(sum w)^2/sum w^2`` with weights). Needs no resampling; known to under-cover when
  ``n_pos`` is small (their Fig. 4) -- see the coverage study in ``benchmarks/``.

Paired differences (:func:`paired_bootstrap`): the same resampled rows score both columns; the
interval is the percentile or BCa interval of the replicated differences and the two-sided p
value is pROC's bootstrap test, ``D = diff / sd(diff*)``, ``p = 2 Phi(-|D|)``.

References
----------
Efron (1987), "Better bootstrap confidence intervals", JASA 82:171-185. Efron & Tibshirani (1993),
An Introduction to the Bootstrap, Ch. 13-14. Davison & Hinkley (1997), Bootstrap Methods and their
Application, Secs. 3.2 and 5.3. Boyd, Eng & Page (ECML PKDD 2013), "Area under the precision-recall
curve: point estimates and confidence intervals", Sec. 3.2. Robin et al. (2011), pROC
(``ci.auc(method = "bootstrap", stratified = TRUE)``, ``roc.test(method = "bootstrap")``).
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from numeric._progress import ProgressCallback
from numeric._warnings import RocprWarning
from numeric.confidence import PerArea
from numeric.core.areas import areas_from_steps
from numeric.core.records import RecallSteps
from numeric.core.segments import segment_area_terms
from numeric.stats._common import (
    Classes,
    ConfidenceInterval,
    FloatArray,
    IntArray,
    absent_class,
    check_choice,
    check_level,
    check_random_state,
    degenerate,
    normal_cdf,
    normal_quantile,
    resample_counts,
    resample_rows,
    split_classes,
    split_paired,
    two_sided_p,
)
from numeric.stats._docs import docs
from numeric.validation import check_positive_int

__all__ = [
    "BOOTSTRAP_METHODS",
    "METRICS",
    "BootstrapIntervals",
    "Difference",
    "PairedBootstrap",
    "bootstrap_ci",
    "logit_interval",
    "paired_bootstrap",
    "warn_few_replicates",
]

METRICS = ("auc_roc", "auc_pr", "average_precision")
BOOTSTRAP_METHODS = ("bca", "percentile")
_CHUNK = 1 << 21  # numbers per block of replicates


# --------------------------------------------------------------------------------------------
# results
# --------------------------------------------------------------------------------------------


@docs
@dataclass(frozen=True)
class BootstrapIntervals(PerArea[ConfidenceInterval]):
    """Stratified-bootstrap intervals of AUC-ROC, exact AUC-PR and AP for one score column.

    Attributes
    ----------
    auc_roc, auc_pr, average_precision : ConfidenceInterval
        The estimate and its interval (``standard_error`` is the replicates' standard deviation).
    n_bootstrap : int
        Number of replicates.
    %(seed_attribute)s
    """

    n_bootstrap: int
    seed: int | None


@dataclass(frozen=True)
class Difference:
    """A paired difference ``a - b`` of one area: its interval and its two-sided p value.

    Holds, like :class:`numeric.stats.DeLongTest` and :class:`numeric.stats.PRTest`, the
    interval of the difference as ``difference`` and the test's ``p_value``, so that every
    paired comparison reads ``t.difference.low`` and ``t.p_value`` whatever made it.

    Attributes
    ----------
    difference : ConfidenceInterval
        ``estimate = area(a) - area(b)`` on the data; ``low``, ``high`` the interval of the
        difference at ``level``; ``method`` ``'bca'`` or ``'percentile'`` (the paired bootstrap),
        ``'influence'`` (:func:`numeric.stats.compare` with an influence method) or
        ``'unpaired <method>'`` (:func:`numeric.stats.unpaired_difference`);
        ``standard_error`` the standard deviation of the replicated differences.
    p_value : float
        Two-sided, ``2 Phi(-|estimate / standard_error|)`` (pROC's bootstrap test).

    Examples
    --------
    >>> r = paired_bootstrap([0, 0, 1, 1, 0, 1, 0, 1], [.1, .4, .35, .8, .2, .9, .7, .6],
    ...                      [.3, .2, .6, .7, .1, .5, .4, .8], n_bootstrap=200, random_state=0,
    ...                      method="percentile", level=0.9)
    >>> d = r.auc_roc.difference
    >>> d.estimate, d.level, d.method, d.low <= d.high
    (-0.1875, 0.9, 'percentile', True)
    """

    difference: ConfidenceInterval
    p_value: float


@dataclass(frozen=True)
class PairedBootstrap(PerArea[Difference]):
    """Paired stratified-bootstrap differences of the three areas between two score columns.

    Attributes
    ----------
    auc_roc, auc_pr, average_precision : Difference
    n_bootstrap : int
    seed : int or None
    """

    n_bootstrap: int
    seed: int | None


# --------------------------------------------------------------------------------------------
# bins: the sorted order, computed once
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Bins:
    """One column's bins (see the module docstring); weights are the caller's."""

    m: int
    pos_bin: IntArray  # step 0..m-1 of each positive row
    neg_bin: IntArray  # 2j: between u_{j-1} and u_j; 2j + 1: tied with u_j; 2m: below u_m
    pos_size: FloatArray  # (m,)
    neg_size: FloatArray  # (2m + 1,)


def bins_of(pos: FloatArray, neg: FloatArray, pos_w: FloatArray | None,
          neg_w: FloatArray | None) -> Bins:
    """One column's bins: each positive row's step, each negative row's gap or tie, and their
    weights."""
    ua, inverse = np.unique(pos, return_inverse=True)  # ascending distinct positive scores
    m = int(ua.size)
    pos_bin = (m - 1 - inverse.ravel()).astype(np.intp)
    right = np.searchsorted(ua, neg, side="right")
    left = np.searchsorted(ua, neg, side="left")
    above = m - right  # distinct positive scores strictly above each negative
    neg_bin = np.where(right > left, 2 * above + 1, 2 * above).astype(np.intp)
    pos_size = np.bincount(pos_bin, weights=pos_w, minlength=m).astype(np.float64)
    neg_size = np.bincount(neg_bin, weights=neg_w, minlength=2 * m + 1).astype(np.float64)
    return Bins(m, pos_bin, neg_bin, pos_size, neg_size)


def curve_of_bins(p: FloatArray, nb: FloatArray) -> tuple[FloatArray, ...]:
    """``tp0, fp0, tp1, fp1, n_pos, n_neg`` from bin weights (last axis: bins)."""
    m = p.shape[-1]
    between, tied, below = nb[..., 0:2 * m:2], nb[..., 1:2 * m:2], nb[..., 2 * m]
    tp1 = np.cumsum(p, axis=-1)
    tp0 = tp1 - p
    fp1 = np.cumsum(between + tied, axis=-1)
    fp0 = fp1 - tied
    return tp0, fp0, tp1, fp1, tp1[..., -1], fp1[..., -1] + below


def _roc_terms(tp0: FloatArray, fp0: FloatArray, tp1: FloatArray, fp1: FloatArray) -> FloatArray:
    out: FloatArray = (tp1 - tp0) * (0.5 * (fp0 + fp1))
    return out


def _ap_terms(tp0: FloatArray, fp0: FloatArray, tp1: FloatArray, fp1: FloatArray) -> FloatArray:
    dtp = tp1 - tp0
    with np.errstate(invalid="ignore", divide="ignore"):
        out: FloatArray = np.where(dtp > 0, dtp * tp1 / (tp1 + fp1), 0.0)
    return out


_TERMS: dict[str, Callable[[FloatArray, FloatArray, FloatArray, FloatArray], FloatArray]] = {
    "auc_roc": _roc_terms, "auc_pr": segment_area_terms, "average_precision": _ap_terms}


def _areas(p: FloatArray, nb: FloatArray) -> dict[str, FloatArray]:
    """The three areas of every row of bin weights (``p``: (..., m), ``nb``: (..., 2m + 1)),
    each row summed by the kernel exactly as :func:`numeric.stats.evaluate.evaluate` sums the
    data it stands for (:func:`numeric.core.areas.areas_from_steps`: the same steps, the same
    cancellation-free sums, so an unweighted replicate's areas are ``evaluate``'s to the last
    digit)."""
    tp0, fp0, tp1, fp1, npos, nneg = curve_of_bins(p, nb)
    shape = p.shape[:-1]
    rows = [np.reshape(a, (-1, p.shape[-1])) for a in (p, tp0, fp0, tp1, fp1)]
    n_pos, n_neg = np.reshape(npos, -1), np.reshape(nneg, -1)
    out = {k: np.full(n_pos.shape, np.nan) for k in METRICS}
    for i in range(n_pos.shape[0]):
        if not n_pos[i] > 0:
            continue
        up = rows[0][i] > 0
        steps = RecallSteps(rows[1][i][up], rows[2][i][up], rows[3][i][up], rows[4][i][up],
                            float(n_pos[i]), float(n_neg[i]))
        areas = areas_from_steps(steps, dg_steps=False)
        out["auc_pr"][i], out["auc_roc"][i] = areas.auc_pr, areas.auc_roc
        out["average_precision"][i] = areas.average_precision
    # Weighted sums round: an area may land an ulp outside [0, 1] (AP 1.0000000000000002,
    # AUC-ROC -2.2e-16). Every area lies in [0, 1], so clip (NaN stays NaN).
    return {k: np.clip(v, 0.0, 1.0).reshape(shape) for k, v in out.items()}


def warn_few_replicates(n_bootstrap: int, level: float, stacklevel: int = 3) -> None:
    """Warn when ``n_bootstrap`` is too few for a ``level`` interval: each tail of the
    replicates must hold at least one, ``n_bootstrap * (1 - level) / 2 >= 1``; with fewer, the
    interval's ends are the extreme replicates, it is too narrow and may exclude its estimate.

    Examples
    --------
    >>> import warnings
    >>> with warnings.catch_warnings(record=True) as w:
    ...     warnings.simplefilter("always")
    ...     warn_few_replicates(50, 0.95)
    ...     warn_few_replicates(1, 0.95)
    >>> [str(x.message)[:40] for x in w]
    ['n_bootstrap=1 replicates are too few for']
    """
    tail = (1.0 - level) / 2.0
    if n_bootstrap * tail < 1.0:
        need = math.ceil(1.0 / tail - 1e-9)
        warnings.warn(
            f"n_bootstrap={n_bootstrap} replicates are too few for a {level!r} interval (each "
            f"tail needs one replicate: n_bootstrap >= 2/(1 - level) = {need:,}); the interval "
            "is the replicates' range, too narrow, and may exclude its estimate",
            RocprWarning, stacklevel=stacklevel + 1)


# --------------------------------------------------------------------------------------------
# replicates
# --------------------------------------------------------------------------------------------


def chunks(total: int, per_replicate: int) -> Iterator[int]:
    """Replicates per block, so that a block holds about ``_CHUNK`` numbers."""
    size = max(1, min(total, _CHUNK // max(per_replicate, 1)))
    done = 0
    while done < total:
        b = min(size, total - done)
        yield b
        done += b


def bin_sums(idx: IntArray, bins: IntArray, weight: FloatArray | None, k: int) -> FloatArray:
    """Per replicate (row of ``idx``), the weight of the drawn rows in each of ``k`` bins."""
    b = idx.shape[0]
    flat = (bins[idx] + (np.arange(b, dtype=np.intp) * k)[:, None]).ravel()
    w = None if weight is None else weight[idx].ravel()
    return np.bincount(flat, weights=w, minlength=b * k).reshape(b, k).astype(np.float64)


def replicate_bins(c: Classes, bins: list[Bins], n_boot: int, rng: np.random.Generator,
                   progress: ProgressCallback | None, squares: bool = False
                   ) -> Iterator[list[tuple[FloatArray, ...]]]:
    """Blocks of ``n_boot`` stratified replicates (the same rows drawn for every column): per
    column of ``bins``, the per-bin weight sums ``(pos_size, neg_size)`` of each replicate, shapes
    ``(block, m)`` and ``(block, 2m + 1)``, and with ``squares`` also the per-bin sums of the
    squared weights (the counts, unweighted). Unweighted single columns draw multinomial bin
    counts (O(m) per replicate), otherwise rows (O(n))."""
    fast = len(bins) == 1 and c.pos_weight is None
    per = 3 * bins[0].m + 1 if fast else c.n_pos + c.n_neg + 3 * max(b.m for b in bins)
    pos_sq = None if c.pos_weight is None else c.pos_weight**2
    neg_sq = None if c.neg_weight is None else c.neg_weight**2
    done = 0
    for b in chunks(n_boot, per):
        blocks: list[tuple[FloatArray, ...]] = []
        if fast:
            p, nb = resample_counts(c, bins[0].pos_size, bins[0].neg_size, b, rng)
            blocks.append((p, nb, p, nb) if squares else (p, nb))
        else:
            ip, ineg = resample_rows(c, b, rng)
            for z in bins:
                p = bin_sums(ip, z.pos_bin, c.pos_weight, z.m)
                nb = bin_sums(ineg, z.neg_bin, c.neg_weight, 2 * z.m + 1)
                blocks.append((p, nb, bin_sums(ip, z.pos_bin, pos_sq, z.m),
                               bin_sums(ineg, z.neg_bin, neg_sq, 2 * z.m + 1))
                              if squares else (p, nb))
        yield blocks
        done += b
        if progress is not None:
            progress(done, n_boot)


def _replicates(c: Classes, bins: list[Bins], n_boot: int, rng: np.random.Generator,
                progress: ProgressCallback | None) -> list[dict[str, FloatArray]]:
    """``n_boot`` stratified replicates of the three areas of every column (same rows drawn)."""
    out: list[dict[str, list[FloatArray]]] = [{k: [] for k in METRICS} for _ in bins]
    for blocks in replicate_bins(c, bins, n_boot, rng, progress):
        for store, (p, nb) in zip(out, blocks, strict=True):
            for key, values in _areas(p, nb).items():
                store[key].append(values)
    return [{k: np.concatenate(v) for k, v in store.items()} for store in out]


# --------------------------------------------------------------------------------------------
# jackknife (exact, O(m) per area) and BCa
# --------------------------------------------------------------------------------------------


def _suffix(x: FloatArray) -> FloatArray:
    """``out[l] = sum(x[l:])``, with one extra 0 at the end."""
    out: FloatArray = np.concatenate((np.cumsum(x[::-1])[::-1], [0.0]))
    return out


def _jackknife(z: Bins, c: Classes) -> dict[str, tuple[FloatArray, FloatArray]]:
    """Leave-one-row-out areas of every positive row and every negative row (module docstring)."""
    tp0, fp0, tp1, fp1, npos, nneg = curve_of_bins(z.pos_size, z.neg_size)
    dp = 1.0 if c.pos_weight is None else float(c.pos_weight.min())
    dn = 1.0 if c.neg_weight is None else float(c.neg_weight.min())
    m = z.m
    fp0s, fp1s = np.maximum(fp0 - dn, 0.0), np.maximum(fp1 - dn, 0.0)
    tp0s, tp1s = np.maximum(tp0 - dp, 0.0), np.maximum(tp1 - dp, 0.0)
    out = {}
    with np.errstate(invalid="ignore", divide="ignore"):
        for key, f in _TERMS.items():
            g = f(tp0, fp0, tp1, fp1)
            before = np.concatenate(([0.0], np.cumsum(g)))  # before[l] = sum(g[:l])
            neg_shift = _suffix(f(tp0, fp0s, tp1, fp1s))
            pos_shift = _suffix(f(tp0s, fp0, tp1s, fp1))
            s_neg = np.empty(2 * m + 1)
            s_neg[0:2 * m:2] = before[:m] + neg_shift[:m]
            s_neg[1:2 * m:2] = before[:m] + f(tp0, fp0, tp1, np.maximum(fp1 - dn, fp0)) \
                + neg_shift[1:]
            s_neg[2 * m] = before[m]
            s_pos = before[:m] + f(tp0, fp0, np.maximum(tp1 - dp, tp0), fp1) + pos_shift[1:]
            if key == "auc_roc":
                v_neg = 1.0 - s_neg / (npos * (nneg - dn))
                v_pos = 1.0 - s_pos / ((npos - dp) * nneg)
            else:
                v_neg = s_neg / npos
                v_pos = s_pos / (npos - dp)
            out[key] = (v_pos, v_neg)
    base = _areas(z.pos_size, z.neg_size)
    rows = {}
    for key, (v_pos, v_neg) in out.items():
        theta = float(base[key])
        jp, jn = v_pos[z.pos_bin], v_neg[z.neg_bin]
        if c.pos_weight is not None:
            jp = theta + (c.pos_weight / dp) * (jp - theta)
        if c.neg_weight is not None:
            jn = theta + (c.neg_weight / dn) * (jn - theta)
        rows[key] = (jp, jn)
    return rows


def _acceleration(groups: tuple[FloatArray, FloatArray]) -> float:
    """Stratified jackknife acceleration (Davison & Hinkley 1997, eq. (3.11))."""
    num = den = 0.0
    for v in groups:
        n = v.size
        if n < 2 or not np.all(np.isfinite(v)):
            continue
        infl = (n - 1) * (v.mean() - v)
        num += float(np.sum(infl**3)) / n**3
        den += float(np.sum(infl**2)) / n**2
    return num / (6.0 * den**1.5) if den > 0 else 0.0


def _interval(estimate: float, reps: FloatArray, level: float, method: str,
              accel: float) -> tuple[float, float]:
    reps = reps[np.isfinite(reps)]
    if reps.size == 0 or math.isnan(estimate):
        return float("nan"), float("nan")
    lo_p, hi_p = 0.5 - level / 2, 0.5 + level / 2
    if method == "bca":
        b = reps.size
        frac = (np.count_nonzero(reps < estimate) + 0.5 * np.count_nonzero(reps == estimate)) / b
        z0 = normal_quantile(min(max(frac, 0.5 / b), 1 - 0.5 / b))
        ends = []
        for p in (lo_p, hi_p):
            zp = z0 + normal_quantile(p)
            ends.append(normal_cdf(z0 + zp / (1.0 - accel * zp)))
        lo_p, hi_p = ends
    low, high = np.quantile(reps, [lo_p, hi_p])
    return float(low), float(high)


# --------------------------------------------------------------------------------------------
# public functions
# --------------------------------------------------------------------------------------------


def _check_options(level: object, n_bootstrap: object, method: object, random_state: object
                   ) -> tuple[float, int, str, tuple[np.random.Generator, int | None]]:
    """The validated options shared by :func:`bootstrap_ci` and :func:`paired_bootstrap`."""
    lv = check_level(level)
    n_boot = check_positive_int(n_bootstrap, "n_bootstrap")
    check_choice(method, BOOTSTRAP_METHODS, "method")
    warn_few_replicates(n_boot, lv, 4)
    return lv, n_boot, str(method), check_random_state(random_state)


@docs
def bootstrap_ci(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
    level: float = 0.95,
    n_bootstrap: int = 2000,
    method: str = "bca",
    random_state: int | np.random.Generator | None = None,
    progress: ProgressCallback | None = None,
) -> BootstrapIntervals:
    r"""Stratified-bootstrap intervals of AUC-ROC, exact AUC-PR and AP, sorting the data once.

    Parameters
    ----------
    %(pr_data_args)s
    %(level_arg)s
    n_bootstrap : int, default=2000
        Number of replicates (>= 1).
    method : {'bca', 'percentile'}, default='bca'
        Interval from the replicates (module docstring).
    random_state : None, int or numpy.random.Generator, default=None
        Seed; ``None`` draws one from the operating system and reports it in ``seed``.
    progress : callable, optional
        Called as ``progress(done, n_bootstrap)`` as replicates are drawn.

    Returns
    -------
    BootstrapIntervals

    Warns
    -----
    DegenerateDataWarning
        If a class is absent (every interval is NaN).
    RocprWarning
        If ``n_bootstrap < 2/(1 - level)`` (:func:`warn_few_replicates`).

    Notes
    -----
    Each replicate draws ``n_pos`` rows from the positives and ``n_neg`` from the negatives
    (with replacement) and re-weights the once-sorted bins; see the module docstring for the
    algorithm and the BCa acceleration.

    .. math:: \hat\theta^{*b} = \theta\big(\text{bin weights of replicate } b\big),\quad
              b = 1, \dots, B.

    References
    ----------
    Efron & Tibshirani (1993), Ch. 13-14; Davison & Hinkley (1997), Sec. 3.2 (stratified
    resampling); Robin et al. (2011), pROC ``ci.auc(method = "bootstrap")``.

    Examples
    --------
    >>> r = bootstrap_ci([0, 0, 1, 1, 0, 1, 0, 1], [.1, .4, .35, .8, .2, .9, .7, .6],
    ...                  n_bootstrap=200, random_state=0)
    >>> from numeric import auc_pr_score
    >>> r.auc_pr.estimate == auc_pr_score([0, 0, 1, 1, 0, 1, 0, 1],
    ...                                   [.1, .4, .35, .8, .2, .9, .7, .6])
    True
    >>> r.auc_pr.low <= r.auc_pr.estimate <= r.auc_pr.high, r.seed
    (True, 0)
    """
    lv, n_boot, meth, (rng, seed) = _check_options(level, n_bootstrap, method, random_state)
    c = split_classes(y_true, [y_score], sample_weight, pos_label)
    return bootstrap_ci_from_classes(c, lv, n_boot, meth, rng, seed, progress)


def bootstrap_ci_from_classes(c: Classes, level: float, n_boot: int, method: str,
                              rng: np.random.Generator, seed: int | None,
                              progress: ProgressCallback | None,
                              stacklevel: int = 4) -> BootstrapIntervals:
    """The bootstrap intervals of the three areas for the single column of validated classes
    ``c``."""
    nan = float("nan")
    if absent_class(c, "the bootstrap intervals", stacklevel):
        empty = {k: ConfidenceInterval(nan, nan, nan, level, method, nan) for k in METRICS}
        return BootstrapIntervals(**empty, n_bootstrap=n_boot, seed=seed)
    z = bins_of(c.pos[0], c.neg[0], c.pos_weight, c.neg_weight)
    base = _areas(z.pos_size, z.neg_size)
    reps = _replicates(c, [z], n_boot, rng, progress)[0]
    jack = _jackknife(z, c) if method == "bca" else None
    cis = {}
    for key in METRICS:
        est = float(base[key])
        accel = _acceleration(jack[key]) if jack is not None else 0.0
        low, high = _interval(est, reps[key], level, method, accel)
        cis[key] = ConfidenceInterval(est, low, high, level, method, _sd(reps[key]))
    return BootstrapIntervals(**cis, n_bootstrap=n_boot, seed=seed)


def _sd(x: FloatArray) -> float:
    x = x[np.isfinite(x)]
    return float(np.std(x, ddof=1)) if x.size > 1 else float("nan")


def paired_bootstrap(
    y_true: npt.ArrayLike,
    y_score_a: npt.ArrayLike,
    y_score_b: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
    level: float = 0.95,
    n_bootstrap: int = 2000,
    method: str = "bca",
    random_state: int | np.random.Generator | None = None,
    progress: ProgressCallback | None = None,
) -> PairedBootstrap:
    r"""Paired stratified bootstrap of the differences ``a - b`` of AUC-ROC, AUC-PR and AP.

    Parameters
    ----------
    y_true : array_like of shape (n_samples,)
        Binary labels.
    y_score_a, y_score_b : array_like of shape (n_samples,)
        Two models' scores of the same samples.
    sample_weight, pos_label, level, n_bootstrap, method, random_state, progress
        As in :func:`bootstrap_ci`.

    Returns
    -------
    PairedBootstrap

    Warns
    -----
    DegenerateDataWarning
        If a class is absent; or, for a difference whose replicates have standard deviation
        0 (while the data's difference is not 0) or NaN (one replicate), its p value is NaN
        (as :func:`numeric.stats.bootstrap_test`; a difference of 0 with standard deviation 0
        has p value 1).
    RocprWarning
        If ``n_bootstrap < 2/(1 - level)`` (:func:`warn_few_replicates`).

    Notes
    -----
    Each replicate draws the same rows for both columns, so the replicated difference carries
    the correlation of the two models. Two-sided p value as pROC's bootstrap ``roc.test``:

    .. math:: D = \frac{\hat\theta_a - \hat\theta_b}{\mathrm{sd}(\theta^*_a - \theta^*_b)},
              \qquad p = 2\Phi(-|D|).

    References
    ----------
    Robin et al. (2011), pROC ``roc.test(method = "bootstrap", paired = TRUE)``; Efron &
    Tibshirani (1993), Ch. 14 (BCa).

    Examples
    --------
    >>> y = [0, 0, 1, 1, 0, 1, 0, 1]
    >>> r = paired_bootstrap(y, [.1, .4, .35, .8, .2, .9, .7, .6], [.3, .2, .6, .7, .1, .5, .4, .8],
    ...                      n_bootstrap=200, random_state=0)
    >>> r.auc_roc.difference.estimate  # 13/16 - 16/16
    -0.1875
    """
    lv, n_boot, meth, (rng, seed) = _check_options(level, n_bootstrap, method, random_state)
    c = split_paired(y_true, y_score_a, y_score_b, sample_weight, pos_label)
    diffs = paired_from_classes(c, [(0, 1)], lv, n_boot, meth, rng, progress)
    return PairedBootstrap(**diffs[0], n_bootstrap=n_boot, seed=seed)


def paired_from_classes(c: Classes, pairs: list[tuple[int, int]], level: float, n_boot: int,
                        method: str, rng: np.random.Generator,
                        progress: ProgressCallback | None,
                        stacklevel: int = 4) -> list[dict[str, Difference]]:
    """Differences of every pair of columns of ``c`` from one set of replicates."""
    nan = float("nan")
    if absent_class(c, "the paired bootstrap", stacklevel):
        empty = Difference(ConfidenceInterval(nan, nan, nan, level, method, nan), nan)
        return [{k: empty for k in METRICS} for _ in pairs]
    k = c.pos.shape[0]
    bins = [bins_of(c.pos[j], c.neg[j], c.pos_weight, c.neg_weight) for j in range(k)]
    base = [_areas(z.pos_size, z.neg_size) for z in bins]
    reps = _replicates(c, bins, n_boot, rng, progress)
    jack = [_jackknife(z, c) for z in bins] if method == "bca" else None
    out = []
    for i, j in pairs:
        row = {}
        for key in METRICS:
            est = float(base[i][key] - base[j][key])
            d = reps[i][key] - reps[j][key]
            accel = 0.0
            if jack is not None:
                (pa, na), (pb, nb) = jack[i][key], jack[j][key]
                accel = _acceleration((pa - pb, na - nb))
            low, high = _interval(est, d, level, method, accel)
            sd = _sd(d)
            if sd > 0:  # as bootstrap_test: D = 0 when both are 0, else undefined (warned)
                p = two_sided_p(est / sd)
            elif sd == 0 and est == 0:
                p = 1.0
            else:
                p = degenerate(f"the paired bootstrap p value of {key}", (
                    "the standard deviation of the replicates needs at least 2 of them"
                    if math.isnan(sd) else f"every replicate has the same difference but the "
                    f"data's difference is {est!r}"), stacklevel)
            row[key] = Difference(ConfidenceInterval(est, low, high, level, method, sd), p)
        out.append(row)
    return out


def logit_interval(estimate: float, n_pos: float, *, level: float = 0.95) -> ConfidenceInterval:
    r"""Boyd, Eng & Page's logit interval for an AUC-PR (or AP) estimate.

    Parameters
    ----------
    estimate : float
        The AUC-PR or AP estimate, in (0, 1).
    n_pos : float
        Number of positives (> 0; Kish's effective number with weights).
    level : float, default=0.95
        Confidence level.

    Returns
    -------
    ConfidenceInterval
        ``method='logit'``; ``standard_error`` is ``tau``, on the logit scale.

    Warns
    -----
    DegenerateDataWarning
        If ``estimate`` is 0 or 1 or NaN (the logit is infinite; the interval is NaN).

    Notes
    -----
    .. math:: \hat\eta = \log\frac{\hat\theta}{1 - \hat\theta}, \qquad
              \hat\tau = \frac{1}{\sqrt{n^+\hat\theta(1 - \hat\theta)}}, \qquad
              \Big[\frac{e^{\hat\eta - z\hat\tau}}{1 + e^{\hat\eta - z\hat\tau}},\
                   \frac{e^{\hat\eta + z\hat\tau}}{1 + e^{\hat\eta + z\hat\tau}}\Big],

    the delta method for the logit of a binomial proportion with ``n_pos`` trials, which Boyd et
    al. found to be among the two best-covering intervals (with the bootstrap) once ``n_pos`` is
    not small.

    References
    ----------
    Boyd, Eng & Page (ECML PKDD 2013), Sec. 3.2 ("logit") and Sec. 5.

    Examples
    --------
    >>> ci = logit_interval(0.8, 100)
    >>> round(ci.low, 4), round(ci.high, 4)  # expit(ln 4 -+ 1.96 * 0.25)
    (0.7102, 0.8672)
    """
    lv = check_level(level)
    if not isinstance(estimate, (int, float, np.floating)) or isinstance(estimate, bool):
        raise TypeError(f"estimate must be a number, got {type(estimate).__name__}")
    theta = float(estimate)
    n = float(n_pos)
    if not n > 0 or math.isinf(n):
        raise ValueError(f"n_pos must be > 0 and finite, got {n_pos!r}")
    if not 0.0 <= theta <= 1.0 and not math.isnan(theta):
        raise ValueError(f"estimate must be in [0, 1], got {estimate!r}")
    nan = float("nan")
    if math.isnan(theta) or theta in (0.0, 1.0):
        degenerate("Boyd's logit interval", f"the estimate is {theta!r} (logit infinite)")
        return ConfidenceInterval(theta, nan, nan, lv, "logit", nan)
    eta = math.log(theta / (1.0 - theta))
    tau = 1.0 / math.sqrt(n * theta * (1.0 - theta))
    half = normal_quantile(0.5 + lv / 2) * tau
    return ConfidenceInterval(theta, expit(eta - half), expit(eta + half), lv, "logit", tau)


def expit(x: float) -> float:
    """The logistic function ``1/(1 + exp(-x))``, without overflow for large ``|x|``."""
    return 1.0 / (1.0 + math.exp(-x)) if x >= 0 else math.exp(x) / (1.0 + math.exp(x))
