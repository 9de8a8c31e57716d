r"""Confusion-matrix metrics and the maps between counts, ROC space and PR space, symbolically.

A data set has ``N+`` positives and ``N-`` negatives. A classifier's confusion matrix on it is
fixed by its true and false positives ``(TP, FP)``; ROC space shows it as
``(FPR, TPR) = (FP/N-, TP/N+)`` and PR space as ``(recall, precision) = (TP/N+, TP/(TP + FP))``.
The class balance enters the maps in one of three equivalent forms:

* the counts ``(N+, N-)``;
* the prevalence ``pi = N+/N`` (Boyd et al. 2012 call it the skew);
* the imbalance ``a = N-/N+ = (1 - pi)/pi`` (Mihelich et al. 2024), named ``skew`` in rocpr.

The maps take ``skew`` or, keyword-only, ``prevalence`` or ``counts``, converted by
:func:`analytic.skew.resolve_skew`. The numeric twin is :mod:`numeric.geometry.confusion` (same
names and parameters; ``tests/test_twins.py``).

Every map here has its inverse, and the test suite proves each round trip symbolically
(``sympy.simplify(composition - identity) == 0``).

The one singular point
----------------------
A PR point with **recall 0** has ``TP = 0`` and precision ``0/(0 + FP)``: it carries no
information about ``FP``, so it does not determine a confusion matrix or an ROC point (Davis &
Goadrich 2006, proof of Thm 3.1). The inverse maps :func:`pr_to_counts` and :func:`pr_to_roc`
are undefined there: they raise :class:`ValueError` when the recall is literally zero
(``recall.is_zero``); for a symbolic recall the returned expression holds for ``recall != 0``
only. Likewise the ROC point ``(0, 0)`` (``TP = FP = 0``) has no precision
(``0/0``); the forward maps raise :class:`ValueError` when both coordinates are literally zero.

All functions accept anything :func:`sympy.sympify` accepts (strings excluded) and return sympy
expressions; results with two coordinates are frozen dataclasses.
"""

from __future__ import annotations

from dataclasses import dataclass

import sympy as sp

from .arguments import as_expr as _sym
from .arguments import as_positive as _positive
from .skew import resolve_skew
from .types import Sympifiable

__all__ = [
    "ConfusionCounts",
    "PrPoint",
    "RocPoint",
    "counts_to_pr",
    "counts_to_roc",
    "fpr_from_counts",
    "pr_to_counts",
    "pr_to_roc",
    "precision_from_counts",
    "recall_from_counts",
    "roc_to_counts",
    "roc_to_pr",
    "swapped_roc_to_pr",
]


@dataclass(frozen=True)
class RocPoint:
    """A point of ROC space.

    Attributes
    ----------
    fpr : sympy.Expr
        False positive rate ``FP/N-``.
    tpr : sympy.Expr
        True positive rate (recall) ``TP/N+``.
    """

    fpr: sp.Expr
    tpr: sp.Expr


@dataclass(frozen=True)
class PrPoint:
    """A point of precision-recall space.

    Attributes
    ----------
    recall : sympy.Expr
        ``TP/N+``.
    precision : sympy.Expr
        ``TP/(TP + FP)``.
    """

    recall: sp.Expr
    precision: sp.Expr


@dataclass(frozen=True)
class ConfusionCounts:
    """The two free entries of a confusion matrix on a fixed data set.

    Attributes
    ----------
    tp : sympy.Expr
        True positives (``FN = N+ - TP``).
    fp : sympy.Expr
        False positives (``TN = N- - FP``).
    """

    tp: sp.Expr
    fp: sp.Expr


# --------------------------------------------------------------------------- metrics


def recall_from_counts(tp: Sympifiable, n_pos: Sympifiable) -> sp.Expr:
    r"""Recall, i.e. the true positive rate, ``TP/N+``.

    Parameters
    ----------
    tp : sympifiable
        True positives.
    n_pos : sympifiable
        ``N+ > 0``.

    Returns
    -------
    sympy.Expr

    Notes
    -----
    .. math:: \mathrm{recall} = \mathrm{TPR} = \frac{TP}{N^+}

    References
    ----------
    Davis & Goadrich (ICML 2006), Fig. 2(b).

    Examples
    --------
    >>> recall_from_counts(5, 20)
    1/4
    """
    return _sym(tp, "tp") / _positive(n_pos, "n_pos")


def fpr_from_counts(fp: Sympifiable, n_neg: Sympifiable) -> sp.Expr:
    r"""False positive rate ``FP/N-``.

    Parameters
    ----------
    fp : sympifiable
        False positives.
    n_neg : sympifiable
        ``N- > 0``.

    Returns
    -------
    sympy.Expr

    Notes
    -----
    .. math:: \mathrm{FPR} = \frac{FP}{N^-}

    References
    ----------
    Davis & Goadrich (ICML 2006), Fig. 2(b).

    Examples
    --------
    >>> fpr_from_counts(5, 2000)
    1/400
    """
    return _sym(fp, "fp") / _positive(n_neg, "n_neg")


def precision_from_counts(tp: Sympifiable, fp: Sympifiable) -> sp.Expr:
    r"""Precision ``TP/(TP + FP)``.

    Parameters
    ----------
    tp, fp : sympifiable
        True and false positives.

    Returns
    -------
    sympy.Expr

    Raises
    ------
    ValueError
        If ``TP + FP`` is literally zero (no positive prediction: precision is ``0/0``).

    Notes
    -----
    .. math:: \mathrm{precision} = \frac{TP}{TP + FP}

    References
    ----------
    Davis & Goadrich (ICML 2006), Fig. 2(b).

    Examples
    --------
    >>> precision_from_counts(6, 10)
    3/8
    """
    t, f = _sym(tp, "tp"), _sym(fp, "fp")
    if (t + f).is_zero:
        raise ValueError("precision is undefined (0/0) when tp + fp = 0, got tp = fp = 0")
    return t / (t + f)


# --------------------------------------------------------------------------- counts <-> ROC


def counts_to_roc(
    tp: Sympifiable, fp: Sympifiable, n_pos: Sympifiable, n_neg: Sympifiable,
) -> RocPoint:
    r"""ROC point ``(FP/N-, TP/N+)`` of a confusion matrix; inverse of :func:`roc_to_counts`.

    Parameters
    ----------
    tp, fp : sympifiable
        True and false positives.
    n_pos, n_neg : sympifiable
        ``N+ > 0`` and ``N- > 0``.

    Returns
    -------
    RocPoint

    Notes
    -----
    .. math:: (TP, FP) \mapsto \left(\frac{FP}{N^-}, \frac{TP}{N^+}\right)

    References
    ----------
    Davis & Goadrich (ICML 2006), Thm 3.1 and Fig. 2.

    Examples
    --------
    >>> counts_to_roc(5, 5, 20, 2000)
    RocPoint(fpr=1/400, tpr=1/4)
    """
    return RocPoint(fpr_from_counts(fp, n_neg), recall_from_counts(tp, n_pos))


def roc_to_counts(
    fpr: Sympifiable, tpr: Sympifiable, n_pos: Sympifiable, n_neg: Sympifiable,
) -> ConfusionCounts:
    r"""Confusion counts ``(TPR N+, FPR N-)`` of an ROC point; inverse of :func:`counts_to_roc`.

    Parameters
    ----------
    fpr, tpr : sympifiable
        The ROC point.
    n_pos, n_neg : sympifiable
        ``N+ > 0`` and ``N- > 0``.

    Returns
    -------
    ConfusionCounts

    Notes
    -----
    .. math:: (\mathrm{FPR}, \mathrm{TPR}) \mapsto (TP, FP) = (N^+\,\mathrm{TPR}, N^-\,\mathrm{FPR})

    References
    ----------
    Davis & Goadrich (ICML 2006), Thm 3.1 (proof: an ROC point fixes the confusion matrix).

    Examples
    --------
    >>> roc_to_counts(sp.Rational(1, 400), sp.Rational(1, 4), 20, 2000)
    ConfusionCounts(tp=5, fp=5)
    """
    return ConfusionCounts(
        _sym(tpr, "tpr") * _positive(n_pos, "n_pos"), _sym(fpr, "fpr") * _positive(n_neg, "n_neg")
    )


# --------------------------------------------------------------------------- counts <-> PR


def counts_to_pr(tp: Sympifiable, fp: Sympifiable, n_pos: Sympifiable) -> PrPoint:
    r"""PR point ``(TP/N+, TP/(TP + FP))``; inverse of :func:`pr_to_counts` (recall != 0).

    Parameters
    ----------
    tp, fp : sympifiable
        True and false positives.
    n_pos : sympifiable
        ``N+ > 0`` (``N-`` does not enter PR space).

    Returns
    -------
    PrPoint

    Raises
    ------
    ValueError
        If ``TP + FP`` is literally zero (precision ``0/0``).

    Notes
    -----
    .. math:: (TP, FP) \mapsto \left(\frac{TP}{N^+}, \frac{TP}{TP + FP}\right)

    References
    ----------
    Davis & Goadrich (ICML 2006), Thm 3.1.

    Examples
    --------
    >>> counts_to_pr(6, 10, 20)  # Davis & Goadrich, Table 1
    PrPoint(recall=3/10, precision=3/8)
    """
    return PrPoint(recall_from_counts(tp, n_pos), precision_from_counts(tp, fp))


def _check_recall_precision(r: sp.Expr, p: sp.Expr) -> None:
    if r.is_zero:
        raise ValueError(
            "recall must be nonzero: a PR point with recall 0 does not determine FP "
            "(Davis & Goadrich 2006, Thm 3.1), got 0"
        )
    if p.is_zero:
        raise ValueError("precision must be nonzero when recall is nonzero (TP > 0), got 0")


def pr_to_counts(
    recall: Sympifiable, precision: Sympifiable, n_pos: Sympifiable,
) -> ConfusionCounts:
    r"""Confusion counts of a PR point; inverse of :func:`counts_to_pr`.

    Undefined at recall 0, where ``TP = 0`` and ``FP`` cannot be recovered.

    Parameters
    ----------
    recall, precision : sympifiable
        The PR point, ``recall != 0``.
    n_pos : sympifiable
        ``N+ > 0``.

    Returns
    -------
    ConfusionCounts

    Raises
    ------
    ValueError
        If ``recall`` or ``precision`` is literally zero.

    Notes
    -----
    .. math::

        (r, p) \mapsto (TP, FP) = \left(r N^+,\ r N^+ \frac{1 - p}{p}\right), \qquad r \neq 0.

    References
    ----------
    Davis & Goadrich (ICML 2006), Thm 3.1 and its proof.

    Examples
    --------
    >>> pr_to_counts(sp.Rational(3, 10), sp.Rational(3, 8), 20)
    ConfusionCounts(tp=6, fp=10)
    >>> pr_to_counts(0, sp.Rational(1, 2), 20)
    Traceback (most recent call last):
    ...
    ValueError: recall must be nonzero: a PR point with recall 0 does not determine FP ...
    """
    r, p = _sym(recall, "recall"), _sym(precision, "precision")
    _check_recall_precision(r, p)
    tp = r * _positive(n_pos, "n_pos")
    return ConfusionCounts(tp, tp * (1 - p) / p)


# --------------------------------------------------------------------------- ROC <-> PR


def roc_to_pr(
    fpr: Sympifiable, tpr: Sympifiable, *,
    skew: Sympifiable | None = None,
    prevalence: Sympifiable | None = None,
    counts: tuple[Sympifiable, Sympifiable] | None = None,
) -> PrPoint:
    r"""PR point of an ROC point (Mihelich et al. 2024, Thm 3.1, eq. (1)).

    Parameters
    ----------
    fpr, tpr : sympifiable
        The ROC point ``(x, y)``.
    skew, prevalence, counts : sympifiable, keyword-only
        Exactly one: ``a = N-/N+``, ``pi = N+/N`` or the pair ``(N+, N-)``.

    Returns
    -------
    PrPoint
        ``recall = tpr``; ``precision = tpr/(tpr + a fpr)``. At ``tpr = 0 < fpr`` the precision
        is exactly 0 (``TP = 0 < FP``).

    Raises
    ------
    ValueError
        At the ROC point ``(0, 0)`` (both literally zero): ``TP = FP = 0`` has no precision.

    Notes
    -----
    .. math:: (x, y) \mapsto \left(y, \frac{y}{y + a x}\right)

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.1, eq. (1); Davis & Goadrich (ICML 2006),
    Thm 3.1.

    Examples
    --------
    >>> x, y, a = sp.symbols("x y a", positive=True)
    >>> roc_to_pr(x, y, skew=a)
    PrPoint(recall=y, precision=y/(a*x + y))
    >>> roc_to_pr(sp.Rational(1, 400), sp.Rational(1, 4), counts=(20, 2000))
    PrPoint(recall=1/4, precision=1/2)
    """
    a = resolve_skew(skew, prevalence=prevalence, counts=counts)
    x, y = _sym(fpr, "fpr"), _sym(tpr, "tpr")
    if x.is_zero and y.is_zero:
        raise ValueError("the ROC point (0, 0) has no precision (TP = FP = 0 gives 0/0)")
    return PrPoint(y, y / (y + a * x))


def pr_to_roc(
    recall: Sympifiable, precision: Sympifiable, *,
    skew: Sympifiable | None = None,
    prevalence: Sympifiable | None = None,
    counts: tuple[Sympifiable, Sympifiable] | None = None,
) -> RocPoint:
    r"""ROC point of a PR point (Mihelich et al. 2024, Thm 3.1, eq. (2)); inverse of
    :func:`roc_to_pr`.

    Undefined at recall 0 (Davis & Goadrich 2006, Thm 3.1): the expression would give
    ``fpr = 0`` although the ROC point could have any FPR.

    Parameters
    ----------
    recall, precision : sympifiable
        The PR point ``(x, y)``, ``x != 0``.
    skew, prevalence, counts : sympifiable, keyword-only
        Exactly one: ``a = N-/N+``, ``pi = N+/N`` or the pair ``(N+, N-)``.

    Returns
    -------
    RocPoint

    Raises
    ------
    ValueError
        If ``recall`` or ``precision`` is literally zero.

    Notes
    -----
    .. math:: (x, y) \mapsto \left(\frac{1}{a}\,\frac{x (1 - y)}{y},\ x\right), \qquad x \neq 0

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.1, eq. (2).

    Examples
    --------
    >>> x, y, a = sp.symbols("x y a", positive=True)
    >>> pr_to_roc(x, y, skew=a)
    RocPoint(fpr=x*(1 - y)/(a*y), tpr=x)
    >>> pr_to_roc(sp.Rational(1, 4), sp.Rational(1, 2), counts=(20, 2000))
    RocPoint(fpr=1/400, tpr=1/4)
    """
    a = resolve_skew(skew, prevalence=prevalence, counts=counts)
    r, p = _sym(recall, "recall"), _sym(precision, "precision")
    _check_recall_precision(r, p)
    return RocPoint(r * (1 - p) / (a * p), r)


def swapped_roc_to_pr(
    tpr: Sympifiable, fpr: Sympifiable, *,
    skew: Sympifiable | None = None,
    prevalence: Sympifiable | None = None,
    counts: tuple[Sympifiable, Sympifiable] | None = None,
) -> PrPoint:
    r"""PR point of a point of the swapped ROC space (TPR, FPR) (Mihelich et al. 2024, eq. (3)).

    Swapping the ROC axes makes the map keep the abscissa: ``(x, y) -> (x, x/(x + a y))``. It is
    :func:`roc_to_pr` composed with ``(x, y) -> (y, x)``; its inverse is :func:`pr_to_roc` (read
    the fields of the :class:`RocPoint` in the swapped order).

    Parameters
    ----------
    tpr, fpr : sympifiable
        The point ``(x, y)`` of the swapped space.
    skew, prevalence, counts : sympifiable, keyword-only
        Exactly one: ``a = N-/N+``, ``pi = N+/N`` or the pair ``(N+, N-)``.

    Returns
    -------
    PrPoint

    Raises
    ------
    ValueError
        At ``(0, 0)``, which has no precision.

    Notes
    -----
    .. math:: (x, y) \mapsto (y, x) \mapsto \left(x, \frac{x}{x + a y}\right)

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Remark 3.1, eq. (3).

    Examples
    --------
    >>> x, y, a = sp.symbols("x y a", positive=True)
    >>> swapped_roc_to_pr(x, y, skew=a)
    PrPoint(recall=x, precision=x/(a*y + x))
    """
    return roc_to_pr(fpr, tpr, skew=skew, prevalence=prevalence, counts=counts)
