r"""Vectorized maps between confusion counts, ROC points and PR points.

These are the numeric twins of :mod:`analytic.confusion` (tied to it by tests at random points).
Every function broadcasts its array arguments against each other, validates them once at the
boundary, never modifies them, and returns a frozen dataclass whose fields are Python floats for
scalar input and float64 arrays otherwise.

Class balance is the imbalance ``skew = a = N-/N+``; the ROC <-> PR maps also accept
``prevalence = N+/N`` or ``counts = (N+, N-)`` instead (:func:`numeric.geometry.skew.resolve_skew`).
Counts may be real (weighted totals).

Singular points (documented, never a silent NaN):

* the ROC point ``(0, 0)`` and the counts ``TP = FP = 0`` have no precision (``0/0``):
  :func:`roc_to_pr`, :func:`swapped_roc_to_pr` and :func:`counts_to_pr` raise :class:`ValueError`;
  ``tpr = 0 < fpr`` is fine and has precision exactly 0;
* a PR point with recall 0 does not determine ``FP`` (Davis & Goadrich 2006, Thm 3.1), and
  precision 0 with recall > 0 is impossible: :func:`pr_to_roc` and :func:`pr_to_counts` require
  ``recall`` and ``precision`` in ``(0, 1]``;
* a PR point below Boyd et al.'s minimum precision ``r/(r + a)`` has no confusion matrix (its FPR
  would exceed 1): :func:`pr_to_roc` raises :class:`ValueError`.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from numeric.geometry.skew import resolve_skew
from numeric.validation import check_interval, check_positive

__all__ = [
    "CountPoints",
    "PrPoints",
    "RocPoints",
    "counts_to_pr",
    "counts_to_roc",
    "pr_to_counts",
    "pr_to_roc",
    "roc_to_counts",
    "roc_to_pr",
    "swapped_roc_to_pr",
]

FloatOrArray = float | npt.NDArray[np.float64]

# A precision rounded by a few ulp moves fpr = r (1 - p)/(a p) by about ulp * r/(a p): a PR point
# on Boyd's minimum curve may round to an FPR that much above 1 and is still accepted.
_ULPS = 8.0 * np.finfo(np.float64).eps


@dataclass(frozen=True)
class RocPoints:
    """Points of ROC space.

    Attributes
    ----------
    fpr : float or ndarray
        False positive rates ``FP/N-``.
    tpr : float or ndarray
        True positive rates (recalls) ``TP/N+``.
    """

    fpr: FloatOrArray
    tpr: FloatOrArray


@dataclass(frozen=True)
class PrPoints:
    """Points of precision-recall space.

    Attributes
    ----------
    recall : float or ndarray
        ``TP/N+``.
    precision : float or ndarray
        ``TP/(TP + FP)``.
    """

    recall: FloatOrArray
    precision: FloatOrArray


@dataclass(frozen=True)
class CountPoints:
    """The free entries ``(TP, FP)`` of confusion matrices on a fixed data set.

    Attributes
    ----------
    tp : float or ndarray
        True positives (real when the data are weighted).
    fp : float or ndarray
        False positives.
    """

    tp: FloatOrArray
    fp: FloatOrArray


def _out(x: npt.NDArray[np.float64]) -> FloatOrArray:
    return float(x) if x.ndim == 0 else x


def _broadcast(*xs: FloatOrArray) -> list[npt.NDArray[np.float64]]:
    return [np.array(x, dtype=np.float64) for x in np.broadcast_arrays(*xs)]


def _scalar_total(x: object, name: str) -> float:
    value = check_positive(x, name)  # type: ignore[arg-type]
    if not isinstance(value, float):
        raise TypeError(f"{name} must be a scalar, got an array of shape {np.shape(value)}")
    return value


def _no_precision(tp: npt.NDArray[np.float64], fp: npt.NDArray[np.float64], what: str) -> None:
    both = (tp == 0) & (fp == 0)
    if both.any():
        where = "" if both.ndim == 0 else f" (at index {int(np.flatnonzero(both)[0])})"
        raise ValueError(f"{what} has no precision (TP = FP = 0 gives 0/0){where}")


def counts_to_roc(
    tp: npt.ArrayLike, fp: npt.ArrayLike, n_pos: float, n_neg: float
) -> RocPoints:
    r"""ROC points ``(FP/N-, TP/N+)`` of confusion counts.

    Parameters
    ----------
    tp : float or array_like
        True positives, in ``[0, n_pos]``.
    fp : float or array_like
        False positives, in ``[0, n_neg]``; broadcast against ``tp``.
    n_pos, n_neg : float
        Total (possibly weighted) positives and negatives, ``> 0``.

    Returns
    -------
    RocPoints

    Notes
    -----
    .. math:: (TP, FP) \mapsto \left(\frac{FP}{N^-}, \frac{TP}{N^+}\right)

    References
    ----------
    Davis & Goadrich (ICML 2006), Thm 3.1 and Fig. 2.

    Examples
    --------
    >>> counts_to_roc(5, 5, 20, 2000)
    RocPoints(fpr=0.0025, tpr=0.25)
    >>> counts_to_roc(25, 5, 20, 2000)
    Traceback (most recent call last):
    ...
    ValueError: tp must be in [0, 20], got 25.0
    """
    p, n = _scalar_total(n_pos, "n_pos"), _scalar_total(n_neg, "n_neg")
    t, f = _broadcast(check_interval(tp, "tp", 0.0, p), check_interval(fp, "fp", 0.0, n))
    return RocPoints(_out(f / n), _out(t / p))


def roc_to_counts(
    fpr: npt.ArrayLike, tpr: npt.ArrayLike, n_pos: float, n_neg: float
) -> CountPoints:
    r"""Confusion counts ``(TPR N+, FPR N-)`` of ROC points.

    Parameters
    ----------
    fpr, tpr : float or array_like
        Rates in ``[0, 1]``, broadcast together.
    n_pos, n_neg : float
        Total positives and negatives, ``> 0``.

    Returns
    -------
    CountPoints

    Notes
    -----
    .. math:: (\mathrm{FPR}, \mathrm{TPR}) \mapsto (N^+\,\mathrm{TPR},\ N^-\,\mathrm{FPR})

    References
    ----------
    Davis & Goadrich (ICML 2006), Thm 3.1.

    Examples
    --------
    >>> roc_to_counts(0.0025, 0.25, 20, 2000)
    CountPoints(tp=5.0, fp=5.0)
    """
    p, n = _scalar_total(n_pos, "n_pos"), _scalar_total(n_neg, "n_neg")
    x, y = _broadcast(check_interval(fpr, "fpr"), check_interval(tpr, "tpr"))
    return CountPoints(_out(y * p), _out(x * n))


def counts_to_pr(tp: npt.ArrayLike, fp: npt.ArrayLike, n_pos: float) -> PrPoints:
    r"""PR points ``(TP/N+, TP/(TP + FP))`` of confusion counts.

    Parameters
    ----------
    tp : float or array_like
        True positives in ``[0, n_pos]``.
    fp : float or array_like
        False positives, ``>= 0``; ``tp + fp > 0`` everywhere.
    n_pos : float
        Total positives, ``> 0``.

    Returns
    -------
    PrPoints

    Raises
    ------
    ValueError
        Where ``tp = fp = 0`` (precision ``0/0``).

    Notes
    -----
    .. math:: (TP, FP) \mapsto \left(\frac{TP}{N^+}, \frac{TP}{TP + FP}\right)

    References
    ----------
    Davis & Goadrich (ICML 2006), Thm 3.1.

    Examples
    --------
    >>> counts_to_pr([5, 6], [5, 10], 20)  # Davis & Goadrich, Table 1
    PrPoints(recall=array([0.25, 0.3 ]), precision=array([0.5  , 0.375]))
    """
    p = _scalar_total(n_pos, "n_pos")
    t, f = _broadcast(
        check_interval(tp, "tp", 0.0, p), check_interval(fp, "fp", 0.0, np.inf, closed="left")
    )
    _no_precision(t, f, "the confusion matrix with tp = fp = 0")
    return PrPoints(_out(t / p), _out(t / (t + f)))


def pr_to_counts(
    recall: npt.ArrayLike, precision: npt.ArrayLike, n_pos: float
) -> CountPoints:
    r"""Confusion counts of PR points: ``TP = r N+``, ``FP = TP (1 - p)/p``.

    Parameters
    ----------
    recall, precision : float or array_like
        In ``(0, 1]`` (recall 0 does not determine FP; precision 0 is impossible for TP > 0).
    n_pos : float
        Total positives, ``> 0``.

    Returns
    -------
    CountPoints

    Notes
    -----
    .. math:: (r, p) \mapsto \left(r N^+,\ r N^+\,\frac{1 - p}{p}\right)

    References
    ----------
    Davis & Goadrich (ICML 2006), Thm 3.1 and its proof.

    Examples
    --------
    >>> pr_to_counts(0.3, 0.375, 20)
    CountPoints(tp=6.0, fp=10.0)
    >>> pr_to_counts(0.0, 0.5, 20)
    Traceback (most recent call last):
    ...
    ValueError: recall must be in (0, 1], got 0.0
    """
    n = _scalar_total(n_pos, "n_pos")
    r, p = _broadcast(
        check_interval(recall, "recall", closed="right"),
        check_interval(precision, "precision", closed="right"),
    )
    tp = r * n
    return CountPoints(_out(tp), _out(tp * (1.0 - p) / p))


def roc_to_pr(
    fpr: npt.ArrayLike,
    tpr: npt.ArrayLike,
    *,
    skew: npt.ArrayLike | None = None,
    prevalence: npt.ArrayLike | None = None,
    counts: tuple[object, object] | None = None,
) -> PrPoints:
    r"""PR points of ROC points: ``(x, y) -> (y, y/(y + a x))``.

    Parameters
    ----------
    fpr, tpr : float or array_like
        ROC coordinates in ``[0, 1]``, broadcast together (and with ``skew``).
    skew, prevalence, counts : keyword-only
        Exactly one: ``a = N-/N+ > 0``, ``pi = N+/N`` in ``(0, 1)``, or ``(N+, N-)``.

    Returns
    -------
    PrPoints
        ``recall = tpr``; ``precision = tpr/(tpr + a fpr)``, exactly 0 where ``tpr = 0 < fpr``.

    Raises
    ------
    ValueError
        At the ROC point ``(0, 0)``, which has no precision (``TP = FP = 0``).

    Notes
    -----
    .. math:: (x, y) \mapsto \left(y, \frac{y}{y + a x}\right)

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.1, eq. (1); Davis & Goadrich (ICML 2006),
    Thm 3.1.

    Examples
    --------
    >>> roc_to_pr(0.0025, 0.25, counts=(20, 2000))
    PrPoints(recall=0.25, precision=0.5)
    >>> roc_to_pr([0.1, 0.5], [0.0, 1.0], skew=1.0)
    PrPoints(recall=array([0., 1.]), precision=array([0.        , 0.66666667]))
    >>> roc_to_pr(0.0, 0.0, skew=1.0)
    Traceback (most recent call last):
    ...
    ValueError: the ROC point (0, 0) has no precision (TP = FP = 0 gives 0/0)
    """
    a = resolve_skew(skew, prevalence=prevalence, counts=counts)
    x, y, a_ = _broadcast(check_interval(fpr, "fpr"), check_interval(tpr, "tpr"), a)
    _no_precision(y, x, "the ROC point (0, 0)")
    return PrPoints(_out(y), _out(y / (y + a_ * x)))


def swapped_roc_to_pr(
    tpr: npt.ArrayLike,
    fpr: npt.ArrayLike,
    *,
    skew: npt.ArrayLike | None = None,
    prevalence: npt.ArrayLike | None = None,
    counts: tuple[object, object] | None = None,
) -> PrPoints:
    r"""PR points of points of the swapped ROC space (TPR, FPR): ``(x, y) -> (x, x/(x + a y))``.

    Same as :func:`roc_to_pr` with the arguments in the swapped order; same singular point.

    Parameters
    ----------
    tpr, fpr : float or array_like
        Coordinates ``(x, y)`` of the swapped space, in ``[0, 1]``, broadcast together.
    skew, prevalence, counts : keyword-only
        Exactly one: ``a = N-/N+ > 0``, ``pi = N+/N`` in ``(0, 1)``, or ``(N+, N-)``.

    Returns
    -------
    PrPoints

    Notes
    -----
    .. math:: (x, y) \mapsto \left(x, \frac{x}{x + a y}\right)

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Remark 3.1, eq. (3).

    Examples
    --------
    >>> swapped_roc_to_pr(0.25, 0.0025, skew=100.0)
    PrPoints(recall=0.25, precision=0.5)
    """
    return roc_to_pr(fpr, tpr, skew=skew, prevalence=prevalence, counts=counts)


def pr_to_roc(
    recall: npt.ArrayLike,
    precision: npt.ArrayLike,
    *,
    skew: npt.ArrayLike | None = None,
    prevalence: npt.ArrayLike | None = None,
    counts: tuple[object, object] | None = None,
) -> RocPoints:
    r"""ROC points of PR points: ``(x, y) -> (x (1 - y)/(a y), x)``.

    Parameters
    ----------
    recall, precision : float or array_like
        In ``(0, 1]``, broadcast together (and with ``skew``). Recall 0 does not determine an ROC
        point (Davis & Goadrich 2006, Thm 3.1).
    skew, prevalence, counts : keyword-only
        Exactly one: ``a = N-/N+ > 0``, ``pi = N+/N`` in ``(0, 1)``, or ``(N+, N-)``.

    Returns
    -------
    RocPoints

    Raises
    ------
    ValueError
        For recall or precision outside ``(0, 1]``, or a PR point below Boyd et al.'s minimum
        precision ``r/(r + a)`` (unachievable: its FPR would exceed 1). An FPR above 1 by no more
        than 8 ulp of the precision can explain (``8 eps (1 + r/(a p))``), i.e. a point on the
        minimum curve up to rounding, is set to 1.

    Notes
    -----
    The map is ill-conditioned at precision near 1: a relative change ``e`` of ``p`` changes the
    FPR by about ``e r/(a p)`` in absolute terms, so an FPR recovered from a rounded precision is
    only as accurate as that.

    .. math:: (x, y) \mapsto \left(\frac{1}{a}\,\frac{x (1 - y)}{y},\ x\right)

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.1, eq. (2); Boyd, Costa, Davis & Page
    (ICML 2012), Thm 1 (achievability).

    Examples
    --------
    >>> pr_to_roc(0.25, 0.5, counts=(20, 2000))
    RocPoints(fpr=0.0025, tpr=0.25)
    >>> pr_to_roc(0.5, 0.001, skew=100.0)
    Traceback (most recent call last):
    ...
    ValueError: the PR point (recall 0.5, precision 0.001) is unachievable for skew 100.0: ...
    """
    a = resolve_skew(skew, prevalence=prevalence, counts=counts)
    r, p, a_ = _broadcast(
        check_interval(recall, "recall", closed="right"),
        check_interval(precision, "precision", closed="right"),
        a,
    )
    fpr = r * (1.0 - p) / (a_ * p)
    bad = fpr > 1.0 + _ULPS * (1.0 + r / (a_ * p))
    if bad.any():
        i = int(np.flatnonzero(bad)[0])
        ri, pi_, ai = (float(v.ravel()[i]) for v in (r, p, a_))
        where = "" if bad.ndim == 0 else f" (at index {i})"
        raise ValueError(
            f"the PR point (recall {ri!r}, precision {pi_!r}) is unachievable for skew {ai!r}: "
            f"precision must be >= recall/(recall + skew) = {ri / (ri + ai)!r} "
            f"(Boyd et al. 2012, Thm 1){where}"
        )
    return RocPoints(_out(np.minimum(fpr, 1.0)), _out(r))
