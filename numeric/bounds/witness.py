"""Witness data sets: finite labels and scores whose ROC curve follows a chosen extremal curve.

A group of tied scores holding ``dp`` positives and ``dn`` negatives is a straight ROC segment, and
Davis & Goadrich's interpolation of the PR curve is exactly the image of that segment. So a data
set whose groups, in decreasing score, step through integer vertices ``(TP_i, FP_i)`` on a curve
``FPR = f(TPR)`` has AUC-ROC ``1 - (trapezoid integral of f)`` and interpolated AUC-PR
``T(piecewise-linear f)``; with ``N+`` vertices these are within ``O(1/N+)`` of ``1 - int f`` and
``T(f)``. Used to exhibit, with real data, that Mihelich et al.'s Thm 3.5 minimum, Thm 3.9 maximum
and Cor 4.1 fail (see :mod:`proofs_check.mihelich2024.bounds`).

Curves
------
``'exact_min'``
    The exact minimizer of AUC-PR at the given AUC-ROC
    (:func:`numeric.bounds.exact_minimum.exact_min_solution`).
``'max'``
    The single step at ``TPR = 1 - c``: ``(1 - c) N+`` positives, then every negative, then the
    rest (Thm 3.5's maximizer).
``'mihelich_min'``
    The constant ``f = c`` that Thm 3.5 claims minimizes: ``c N-`` negatives, then every positive,
    then the rest of the negatives.
"""

from __future__ import annotations

import warnings
from fractions import Fraction

import numpy as np
import numpy.typing as npt

from numeric._warnings import RocprWarning
from numeric.bounds.exact_minimum import exact_min_solution
from numeric.validation import check_interval, check_positive, check_positive_int

# Largest data set written (N+ + N-): about 16 bytes a sample in memory, 20 as CSV text.
MAX_WITNESS_SAMPLES = 20_000_000
# A witness further than this from its target AUC-ROC (or skew, relatively) warns.
OFF_TARGET = 1e-3

__all__ = ["CURVES", "MAX_WITNESS_SAMPLES", "achieved", "witness_dataset", "witness_vertices"]

#: The curves a witness can follow.
CURVES: tuple[str, ...] = ("exact_min", "max", "mihelich_min")


def witness_vertices(
    skew: float, auc_roc: float, n_pos: int, *, curve: str = "exact_min"
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """Integer ROC vertices ``(TP_i, FP_i)`` along a chosen curve, from (0, 0) to (N+, N-).

    Parameters
    ----------
    skew : float
        ``a = N-/N+`` (> 0); ``N- = round(skew * n_pos)`` must be >= 1.
    auc_roc : float
        Target AUC-ROC in [0, 1].
    n_pos : int
        ``N+`` (>= 1).
    curve : {'exact_min', 'max', 'mihelich_min'}, default='exact_min'
        Which curve to follow (see the module docstring).

    Returns
    -------
    tp, fp : ndarray of int64
        Cumulative counts, both non-decreasing, first ``(0, 0)`` and last ``(N+, N-)``.

    Notes
    -----
    For ``'exact_min'`` the vertices are :math:`(i, \\mathrm{round}(N^- f(i/N^+)))`,
    :math:`i = 0..N^+`, with ``f`` the exact minimizer for the *realized* skew ``N-/N+``.

    .. math::

        \\mathrm{AUC_{ROC}} = 1 - \\sum_i \\frac{(FP_i + FP_{i+1})(TP_{i+1} - TP_i)}{2 N^+ N^-}.

    References
    ----------
    Davis & Goadrich (2006), Sec. 4 (interpolation of a tied group); Mihelich, Castagnos &
    Dognin (2024), Thm 3.5.

    Examples
    --------
    >>> tp, fp = witness_vertices(1.0, 0.75, 4, curve="max")
    >>> tp.tolist(), fp.tolist()
    ([0, 3, 3, 4], [0, 0, 4, 4])
    """
    a = float(check_positive(skew, "skew"))
    r = float(check_interval(auc_roc, "auc_roc", 0.0, 1.0))
    n_p = check_positive_int(n_pos, "n_pos")
    if curve not in CURVES:
        raise ValueError(f"curve must be one of {list(CURVES)}, got {curve!r}")
    n_n = round(a * n_p) if a * n_p < MAX_WITNESS_SAMPLES else MAX_WITNESS_SAMPLES + 1
    if n_n < 1:
        raise ValueError(f"skew * n_pos must round to at least 1 negative, got {a * n_p!r}")
    if n_p + n_n > MAX_WITNESS_SAMPLES:
        raise ValueError(
            f"a witness data set is limited to {MAX_WITNESS_SAMPLES:,} samples (n_pos + "
            f"round(skew * n_pos)), got n_pos = {n_p} and skew = {a!r}: about "
            f"{n_p + a * n_p:.3g} samples; lower n_pos"
        )
    c = 1.0 - r
    if curve == "exact_min":
        sol = exact_min_solution(n_n / n_p, r)
        x = np.arange(n_p + 1) / n_p
        fx = np.maximum.accumulate(np.rint(n_n * sol.curve(x)))
        tp = np.concatenate([[0], np.arange(n_p + 1), [n_p]])
        fp = np.concatenate([[0], fx, [n_n]])
    elif curve == "max":
        t = round((1.0 - c) * n_p)
        tp = np.array([0, t, t, n_p])
        fp = np.array([0, 0, n_n, n_n])
    else:
        m = round(c * n_n)
        tp = np.array([0, 0, n_p, n_p])
        fp = np.array([0, m, m, n_n])
    return tp.astype(np.int64), fp.astype(np.int64)


def achieved(tp: npt.NDArray[np.int64], fp: npt.NDArray[np.int64]) -> tuple[float, float]:
    """``(skew, auc_roc)`` that vertices from :func:`witness_vertices` realize, exactly.

    Examples
    --------
    >>> achieved(*witness_vertices(1.0, 0.75, 4, curve="max"))
    (1.0, 0.75)
    """
    n_p, n_n = int(tp[-1]), int(fp[-1])
    twice_missing = int(np.sum((fp[:-1] + fp[1:]) * np.diff(tp)))  # exact integers
    return n_n / n_p, float(Fraction(2 * n_p * n_n - twice_missing, 2 * n_p * n_n))


def _warn_off_target(skew: float, auc_roc: float, tp: npt.NDArray[np.int64],
                     fp: npt.NDArray[np.int64]) -> None:
    a, r = achieved(tp, fp)
    if abs(r - float(auc_roc)) > OFF_TARGET or abs(a - float(skew)) > OFF_TARGET * float(skew):
        warnings.warn(
            f"the witness data set misses its target: achieved skew {a:.6g} and AUC-ROC {r:.6g} "
            f"(N+ = {int(tp[-1])}, N- = {int(fp[-1])}) for skew {float(skew):.6g} and AUC-ROC "
            f"{float(auc_roc):.6g}; increase n_pos",
            RocprWarning,
            stacklevel=3,
        )


def witness_dataset(
    skew: float, auc_roc: float, n_pos: int, *, curve: str = "exact_min"
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.float64]]:
    """A finite data set ``(y_true, y_score)`` whose ROC curve follows a chosen extremal curve.

    Parameters
    ----------
    skew : float
        ``a = N-/N+`` (> 0); the data set has ``N- = round(skew * n_pos)`` negatives.
    auc_roc : float
        Target AUC-ROC in [0, 1]; reached to within about ``1/N+`` (``1/(2 N-)`` for the exact
        minimum's curve).
    n_pos : int
        ``N+`` (>= 1).
    curve : {'exact_min', 'max', 'mihelich_min'}, default='exact_min'
        The ROC curve to follow (see the module docstring).

    Returns
    -------
    y_true : ndarray of int64, shape (N+ + N-,)
        Labels, 1 for positive.
    y_score : ndarray of float64, shape (N+ + N-,)
        Scores; each group of ties is one straight ROC segment between consecutive vertices of
        :func:`witness_vertices`. Rows are sorted by decreasing score.

    Notes
    -----
    The interpolated AUC-PR of the data set is exactly

    .. math:: \\frac{1}{N^+}\\sum_i \\int_{TP_i}^{TP_{i+1}} \\frac{t}{t + FP(t)}\\,dt,

    ``FP`` linear on each segment, i.e. ``T`` of the piecewise-linear curve through the vertices.

    References
    ----------
    Davis & Goadrich (2006), Sec. 4; Mihelich, Castagnos & Dognin (2024), Thm 3.5, Sec. 4.1.

    Examples
    --------
    >>> y_true, y_score = witness_dataset(1.0, 0.75, 4, curve="max")  # 3 groups
    >>> y_true.tolist()
    [1, 1, 1, 0, 0, 0, 0, 1]
    >>> y_score.tolist()
    [1.0, 1.0, 1.0, 0.75, 0.75, 0.75, 0.75, 0.5]
    """
    tp, fp = witness_vertices(skew, auc_roc, n_pos, curve=curve)
    _warn_off_target(skew, auc_roc, tp, fp)
    dp, dn = np.diff(tp), np.diff(fp)
    keep = (dp + dn) > 0
    dp, dn = dp[keep], dn[keep]
    n_groups = dp.size
    scores = 1.0 - np.arange(n_groups) / (n_groups + 1)  # decreasing, in (0, 1]
    y_true = np.concatenate([np.repeat(np.array([1, 0], dtype=np.int64), [p, n])
                             for p, n in zip(dp.tolist(), dn.tolist(), strict=True)])
    y_score = np.repeat(scores, dp + dn)
    return y_true, y_score
