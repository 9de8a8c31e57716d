"""Exact and validated arithmetic for witnesses (a refutation is ``proof`` or
``validated``).

A witness data set is reduced to its integer count curve -- the (TP, FP) vertices at each
distinct score, best first, from (0, 0) -- and its areas are recomputed from those integers:
AUC-ROC as an exact :class:`fractions.Fraction` (trapezoids, ties count 1/2), average precision
as a Fraction, and AUC-PR (Davis & Goadrich's interpolation, Sec. 4) as an ``mpmath.iv``
interval that encloses the true value (each segment is a rational plus a rational times the log
of a rational). Formulas of the papers are evaluated in the same interval arithmetic, so "the
witness is below the claimed bound" is decided by comparing enclosures: ``hi(x) < lo(y)``.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from fractions import Fraction

import mpmath
import numpy as np
import numpy.typing as npt

__all__ = [
    "ExactWitness",
    "Witness",
    "auc_pr_enclosure",
    "auc_roc_fraction",
    "average_precision_fraction",
    "count_curve",
    "enclosure_str",
    "exact_witness",
    "iv_below",
    "ivq",
    "workdps",
]

iv = mpmath.iv
_DPS = 40  # decimal digits of the interval endpoints (the enclosure is rigorous at any precision)


@contextmanager
def workdps() -> Iterator[None]:
    """Local interval precision (``mpmath.iv`` has no ``workdps``): set, then restore."""
    saved = iv.dps
    iv.dps = max(saved, _DPS)
    try:
        yield
    finally:
        iv.dps = saved


def ivq(q: Fraction | int) -> mpmath.ctx_iv.ivmpf:
    """The interval enclosing the rational ``q`` (tight: two directed roundings).

    Examples
    --------
    >>> iv.nstr(ivq(Fraction(1, 3)), 5)
    '[0.33333, 0.33333]'
    """
    q = Fraction(q)
    with workdps():
        return iv.mpf(q.numerator) / iv.mpf(q.denominator)


def enclosure_str(x: mpmath.ctx_iv.ivmpf, digits: int = 6) -> str:
    """An enclosure as text: one number when both ends agree to ``digits`` significant digits
    (a degenerate interval is a number), else ``[lo, hi]``.

    Examples
    --------
    >>> enclosure_str(ivq(Fraction(1, 3)))
    '0.333333'
    >>> enclosure_str(iv.mpf([1, 2]))
    '[1.0, 2.0]'
    """
    lo, hi = (mpmath.nstr(mpmath.mpf(end), digits) for end in x._mpi_)
    return lo if lo == hi else f"[{lo}, {hi}]"


def iv_below(x: mpmath.ctx_iv.ivmpf, y: mpmath.ctx_iv.ivmpf) -> bool:
    """Whether every value of the enclosure ``x`` is below every value of ``y`` (``hi(x) <
    lo(y)``): a comparison that rounding cannot make wrong.

    Examples
    --------
    >>> iv_below(ivq(Fraction(1, 3)), ivq(Fraction(1, 2))), iv_below(ivq(1), ivq(1))
    (True, False)
    """
    return bool(x.b < y.a)


def count_curve(y_true: npt.ArrayLike, y_score: npt.ArrayLike) -> list[tuple[int, int]]:
    """Integer (TP, FP) vertices of the ROC count curve, from (0, 0), one per distinct score.

    Examples
    --------
    >>> count_curve([1, 0, 1, 0], [0.9, 0.8, 0.8, 0.1])
    [(0, 0), (1, 0), (2, 1), (2, 2)]
    """
    y = np.asarray(y_true).astype(np.int64)
    s = np.asarray(y_score, dtype=float)
    order = np.argsort(-s, kind="mergesort")
    y, s = y[order], s[order]
    last = np.flatnonzero(np.r_[s[1:] != s[:-1], True])  # last index of each tie group
    tp = np.cumsum(y)[last]
    fp = (last + 1) - tp
    return [(0, 0)] + [(int(t), int(f)) for t, f in zip(tp, fp, strict=True)]


def auc_roc_fraction(curve: list[tuple[int, int]]) -> Fraction:
    """Exact AUC-ROC of a count curve (trapezoids; equals the Mann-Whitney statistic).

    Examples
    --------
    >>> auc_roc_fraction([(0, 0), (1, 0), (2, 1), (2, 2)])
    Fraction(7, 8)
    """
    n_pos, n_neg = curve[-1]
    twice = sum((fb - fa) * (ta + tb) for (ta, fa), (tb, fb) in itertools.pairwise(curve))
    return Fraction(twice, 2 * n_pos * n_neg)


def average_precision_fraction(curve: list[tuple[int, int]]) -> Fraction:
    """Exact average precision (step-wise: sum of (delta recall) x precision at each vertex).

    Examples
    --------
    >>> average_precision_fraction([(0, 0), (1, 0), (2, 1), (2, 2)])
    Fraction(5, 6)
    """
    n_pos = curve[-1][0]
    return sum((Fraction((tb - ta) * tb, tb + fb) for (ta, _), (tb, fb) in itertools.pairwise(curve)
                if tb > ta), Fraction(0)) / n_pos


def _segment(ta: int, fa: int, tb: int, fb: int) -> tuple[Fraction, Fraction, Fraction]:
    """Area under the interpolated precision (in TP units) from A to B as ``r + k ln(q)``."""
    dt, df = tb - ta, fb - fa
    b = Fraction(dt + df, dt)  # d(TP + FP)/dTP along the segment
    if ta + fa == 0:  # from the origin: constant precision dt/(dt + df)
        return Fraction(dt) / b, Fraction(0), Fraction(1)
    k = (ta - Fraction(ta + fa) / b) / b
    return Fraction(dt) / b, k, Fraction(tb + fb, ta + fa)


def auc_pr_enclosure(curve: list[tuple[int, int]]) -> mpmath.ctx_iv.ivmpf:
    """An interval enclosing the exact AUC-PR of a count curve (Davis & Goadrich interpolation).

    Each rising segment contributes ``(dt/b + k ln((TP_B + FP_B)/(TP_A + FP_A)))/N+`` with
    rational ``b``, ``k`` (``b = 1 + dFP/dTP``); the rational parts are summed exactly and only
    the logarithms are enclosed.

    Examples
    --------
    >>> x = auc_pr_enclosure([(0, 0), (5, 5), (10, 30), (20, 40)])
    >>> enclosure_str(x, 12)  # Davis & Goadrich, Table 1 example, from the origin
    '0.353808566337'
    """
    n_pos = curve[-1][0]
    rational = Fraction(0)
    logs: dict[Fraction, Fraction] = {}
    for (ta, fa), (tb, fb) in itertools.pairwise(curve):
        if tb > ta:
            r, k, q = _segment(ta, fa, tb, fb)
            rational += r
            if k:
                logs[q] = logs.get(q, Fraction(0)) + k
    with workdps():
        total = ivq(rational)
        for q, k in logs.items():
            total += ivq(k) * iv.log(ivq(q))
        return total / n_pos


@dataclass(frozen=True)
class Witness:
    """A witness data set, kept as its integer ROC count curve.

    The vertices ``(tp[i], fp[i])`` run from ``(0, 0)`` to ``(N+, N-)``, one per distinct score,
    best first (:func:`count_curve`); a verdict carries them so that the data set can be
    downloaded and its areas recomputed by anyone (:meth:`labels_scores`, :meth:`exact`).

    Attributes
    ----------
    name : str
        What the data set is, e.g. ``'data set on the exact minimizer'``.
    tp, fp : tuple of int
        Cumulative true and false positives at each vertex, nondecreasing, from 0.

    Examples
    --------
    >>> w = Witness.from_curve("one negative first", [(0, 0), (0, 1), (1, 1)])
    >>> w.n_pos, w.n_neg, w.labels_scores()
    (1, 1, ([0, 1], [2, 1]))
    >>> w.exact().auc_roc
    Fraction(0, 1)
    """

    name: str
    tp: tuple[int, ...]
    fp: tuple[int, ...]

    def __post_init__(self) -> None:
        if len(self.tp) != len(self.fp) or len(self.tp) < 2:
            raise ValueError(f"tp and fp must have the same length >= 2, got {len(self.tp)} and "
                             f"{len(self.fp)}")
        if (self.tp[0], self.fp[0]) != (0, 0):
            raise ValueError(f"the count curve must start at (0, 0), got "
                             f"{(self.tp[0], self.fp[0])}")
        steps = list(zip(self.tp, self.fp, strict=True))
        if any(tb < ta or fb < fa or (tb, fb) == (ta, fa)
               for (ta, fa), (tb, fb) in itertools.pairwise(steps)):
            raise ValueError("the count curve must rise at every vertex (tp, fp nondecreasing, "
                             "not both constant)")

    @classmethod
    def from_curve(cls, name: str, curve: list[tuple[int, int]]) -> Witness:
        """From integer ``(TP, FP)`` vertices (:func:`count_curve`)."""
        return cls(name, tuple(int(t) for t, _ in curve), tuple(int(f) for _, f in curve))

    @property
    def n_pos(self) -> int:
        """Positives ``N+``."""
        return self.tp[-1]

    @property
    def n_neg(self) -> int:
        """Negatives ``N-``."""
        return self.fp[-1]

    def curve(self) -> list[tuple[int, int]]:
        """The ``(TP, FP)`` vertices."""
        return list(zip(self.tp, self.fp, strict=True))

    def labels_scores(self) -> tuple[list[int], list[int]]:
        """One row per example: label (1 positive, 0 negative) and an integer score.

        The ``k``-th vertex (``k = 1..m``) gets score ``m - k + 1``: its new positives first,
        then its new negatives, all tied; so :func:`count_curve` of the rows is this curve.
        """
        labels: list[int] = []
        scores: list[int] = []
        m = len(self.tp) - 1
        for k in range(1, m + 1):
            dt, df = self.tp[k] - self.tp[k - 1], self.fp[k] - self.fp[k - 1]
            labels += [1] * dt + [0] * df
            scores += [m - k + 1] * (dt + df)
        return labels, scores

    def exact(self) -> ExactWitness:
        """Its areas from the integer counts: exact AUC-ROC and AP, enclosed AUC-PR."""
        curve = self.curve()
        return ExactWitness(self.n_pos, self.n_neg, auc_roc_fraction(curve),
                            auc_pr_enclosure(curve), average_precision_fraction(curve),
                            tuple(curve))


@dataclass(frozen=True)
class ExactWitness:
    """A witness data set's areas, recomputed exactly from its integer counts."""

    n_pos: int
    n_neg: int
    auc_roc: Fraction  # exact
    auc_pr: mpmath.ctx_iv.ivmpf  # enclosure of the exact Davis & Goadrich area
    average_precision: Fraction  # exact
    curve: tuple[tuple[int, int], ...] = ()  # the integer (TP, FP) vertices

    def witness(self, name: str) -> Witness:
        """The data set itself, to attach to a verdict (:class:`Witness`)."""
        return Witness.from_curve(name, list(self.curve))

    @property
    def skew(self) -> Fraction:
        """``a = N-/N+`` as an exact rational."""
        return Fraction(self.n_neg, self.n_pos)

    def describe(self) -> str:
        """One line: sizes, exact AUC-ROC, enclosed AUC-PR."""
        return (f"N+ = {self.n_pos}, N- = {self.n_neg}: AUC-ROC = {self.auc_roc} = "
                f"{float(self.auc_roc):.6f} (exact), AUC-PR {enclosure_str(self.auc_pr, 10)} "
                "(enclosed)")


def exact_witness(y_true: npt.ArrayLike, y_score: npt.ArrayLike) -> ExactWitness:
    """Exact AUC-ROC and average precision, enclosed AUC-PR, of a labelled, scored data set.

    Examples
    --------
    >>> w = exact_witness([1, 0, 1, 0], [0.9, 0.8, 0.8, 0.1])
    >>> w.auc_roc, w.average_precision
    (Fraction(7, 8), Fraction(5, 6))
    """
    curve = count_curve(y_true, y_score)
    n_pos, n_neg = curve[-1]
    return ExactWitness(n_pos, n_neg, auc_roc_fraction(curve), auc_pr_enclosure(curve),
                        average_precision_fraction(curve), tuple(curve))
