r"""The unachievable region of PR space (Boyd, Costa, Davis & Page, ICML 2012), symbolically.

For a data set of prevalence ``pi = N+/N`` (Boyd et al. call it the *skew*), no confusion matrix
has precision below ``pi r/(1 - pi + pi r)`` at recall ``r`` (Thm 1). The curve of equality is the
*minimum PR curve*, produced by the worst ranking (every negative above every positive); the area
under it is a part of AUC-PR any classifier gets for free (Thm 2, Cor. 4), and its discrete
analogue bounds average precision (Thm 3). AUCNPR rescales AUC-PR to ``[0, 1]`` between that
minimum and the maximum; Sec. 4.4 proposes a modified F1 that is 0 for any point no better than
random guessing.

The paper states every result through the prevalence ``pi``; here, as everywhere in rocpr, the
class balance is the imbalance ``skew = a = N-/N+ = (1 - pi)/pi`` (convert with
:func:`analytic.skew.skew_from_prevalence`), and each formula is written in ``a`` with the paper's
form in the Notes. Degenerate data sets (``pi = 0`` or ``pi = 1``, i.e. ``a = oo`` or ``a = 0``)
are outside the domain (the paper: AUCPR_MIN and AUCNPR are undefined). The numeric twins in
:mod:`numeric.bounds.boyd` have the same names and parameters (``tests/test_twins.py``).

Boyd et al.'s Thm 2 and Mihelich et al.'s Cor. 3.11 are the same quantity, the global minimum of
AUC-PR; it is defined once, here (:func:`global_min_auc_pr`), and :mod:`analytic.mihelich` imports
it.
"""

from __future__ import annotations

import sympy as sp

from .arguments import as_expr as _sym
from .arguments import as_positive as _positive
from .types import Sympifiable

__all__ = [
    "auc_npr",
    "average_precision_min",
    "average_precision_min_closed_form",
    "global_min_auc_pr",
    "global_min_auc_pr_range",
    "min_precision",
    "modified_f1",
]


def _count(value: Sympifiable, name: str) -> sp.Expr:
    n = _sym(value, name)
    if n.is_positive is False or n.is_integer is False:
        raise ValueError(f"{name} must be a positive integer, got {n}")
    return n


def _recall_range(r0: Sympifiable, r1: Sympifiable) -> tuple[sp.Expr, sp.Expr]:
    a, b = _sym(r0, "r0"), _sym(r1, "r1")
    if a.is_negative:
        raise ValueError(f"r0 must be in [0, 1], got {a}")
    if (b - 1).is_positive:
        raise ValueError(f"r1 must be in [0, 1], got {b}")
    if (b - a).is_positive is False:
        raise ValueError(f"r0 must be < r1, got r0 = {a}, r1 = {b}")
    return a, b


def min_precision(recall: Sympifiable, skew: Sympifiable) -> sp.Expr:
    r"""Boyd et al.'s lower bound on precision at a given recall (Thm 1).

    Parameters
    ----------
    recall : sympifiable
        ``r`` in ``[0, 1]``.
    skew : sympifiable
        ``a = N-/N+ > 0``.

    Returns
    -------
    sympy.Expr
        The minimum PR curve at ``r``; every achievable PR point has ``p >=`` this value.

    Notes
    -----
    .. math:: p \ge \frac{\pi r}{1 - \pi + \pi r} = \frac{r}{r + a},
        \qquad \pi = \frac{1}{1 + a}

    It is the precision of the classifier that predicts ``r N+`` positives after all ``N-``
    negatives (``FP = N-``).

    References
    ----------
    Boyd, Costa, Davis & Page (ICML 2012), Thm 1, eq. (1).

    Examples
    --------
    >>> min_precision(1, 9)  # the minimum PR curve ends at (1, pi)
    1/10
    >>> r, a = sp.symbols("r a", positive=True)
    >>> min_precision(r, a)
    r/(a + r)
    """
    r, a = _sym(recall, "recall"), _positive(skew, "skew")
    return r / (r + a)


def global_min_auc_pr(skew: Sympifiable) -> sp.Expr:
    r"""Global minimum of AUC-PR: the area under the minimum PR curve (Thm 2).

    Mihelich et al.'s Cor. 3.11 is the same quantity (Thm 3.5's bound at ``AUC_ROC = 0``);
    :func:`analytic.mihelich.global_min_auc_pr` is this function.

    Parameters
    ----------
    skew : sympifiable
        ``a = N-/N+ > 0``.

    Returns
    -------
    sympy.Expr

    Notes
    -----
    .. math:: \mathrm{AUCPR}_{\min} = 1 + \frac{(1 - \pi)\ln(1 - \pi)}{\pi}
        = 1 - a \ln\frac{1 + a}{a} = 1 - F(a), \qquad \pi = \frac{1}{1 + a}

    The test suite derives it by integrating :func:`min_precision` over ``[0, 1]``.

    References
    ----------
    Boyd, Costa, Davis & Page (ICML 2012), Thm 2; Mihelich, Castagnos & Dognin (ICML 2024),
    Cor. 3.11, eq. (38).

    Examples
    --------
    >>> global_min_auc_pr(1)
    1 - log(2)
    >>> float(global_min_auc_pr(9))  # pi = 0.1; the paper: "approximately 0.05"
    0.0517553...
    """
    a = _positive(skew, "skew")
    return 1 - a * sp.log((1 + a) / a)


def global_min_auc_pr_range(skew: Sympifiable, r0: Sympifiable, r1: Sympifiable) -> sp.Expr:
    r"""Global minimum of AUC-PR over the recall range ``[r0, r1]`` (Cor. 4).

    Parameters
    ----------
    skew : sympifiable
        ``a = N-/N+ > 0``.
    r0, r1 : sympifiable
        ``0 <= r0 < r1 <= 1`` (checked when sympy can decide).

    Returns
    -------
    sympy.Expr

    Notes
    -----
    .. math::

        \mathrm{AUCPR}_{\min}[r_0, r_1] = (r_1 - r_0)
            - \frac{1 - \pi}{\pi}\ln\frac{1 - \pi + \pi r_1}{1 - \pi + \pi r_0}
            = (r_1 - r_0) - a \ln\frac{a + r_1}{a + r_0}

    References
    ----------
    Boyd, Costa, Davis & Page (ICML 2012), Cor. 4.

    Examples
    --------
    >>> sp.simplify(global_min_auc_pr_range(1, 0, 1) - global_min_auc_pr(1))
    0
    >>> global_min_auc_pr_range(1, sp.Rational(1, 2), 1)
    1/2 - log(4/3)
    """
    a = _positive(skew, "skew")
    lo, hi = _recall_range(r0, r1)
    return (hi - lo) - a * sp.log((a + hi) / (a + lo))


def average_precision_min(n_pos: Sympifiable, n_neg: Sympifiable) -> sp.Expr:
    r"""Minimum average precision as Boyd et al.'s finite sum (Thm 3).

    Parameters
    ----------
    n_pos, n_neg : sympifiable
        Positive integers ``N+`` and ``N-`` (or integer symbols).

    Returns
    -------
    sympy.Expr
        A rational for integer input; an unevaluated :class:`sympy.Sum` over ``i`` for symbols.

    Notes
    -----
    .. math:: \mathrm{AP}_{\min} = \frac{1}{N^+}\sum_{i=1}^{N^+} \frac{i}{i + N^-}

    The worst ranking places all negatives first; the ``i``-th positive is then found at rank
    ``N- + i`` with precision ``i/(i + N-)``. See :func:`average_precision_min_closed_form` for
    the same value through harmonic numbers.

    References
    ----------
    Boyd, Costa, Davis & Page (ICML 2012), Thm 3.

    Examples
    --------
    >>> average_precision_min(2, 1)
    7/12
    """
    p, n = _count(n_pos, "n_pos"), _count(n_neg, "n_neg")
    if p.is_Integer and n.is_Integer:
        return sp.Add(*(sp.Rational(i, i + int(n)) for i in range(1, int(p) + 1))) / p
    i = sp.Dummy("i", integer=True, positive=True)
    return sp.Sum(i / (i + n), (i, 1, p)) / p


def average_precision_min_closed_form(n_pos: Sympifiable, n_neg: Sympifiable) -> sp.Expr:
    r"""Minimum average precision in closed form through harmonic numbers.

    Parameters
    ----------
    n_pos, n_neg : sympifiable
        Positive integers ``N+`` and ``N-`` (or integer symbols).

    Returns
    -------
    sympy.Expr
        A rational for integer input.

    Notes
    -----
    With ``H_k = sum_{j=1..k} 1/j`` and ``N = N+ + N-``:

    .. math:: \mathrm{AP}_{\min} = 1 - \frac{N^-}{N^+}\left(H_N - H_{N^-}\right)

    since ``i/(i + N-) = 1 - N-/(i + N-)``. The harmonic numbers extend to reals by
    ``H_x = psi(x + 1) + gamma`` (used by :func:`numeric.bounds.boyd.average_precision_min` for
    weighted totals). The test suite proves it equal to :func:`average_precision_min` by
    induction on ``N+``.

    References
    ----------
    Boyd, Costa, Davis & Page (ICML 2012), Thm 3 (the closed form is ours).

    Examples
    --------
    >>> average_precision_min_closed_form(2, 1)
    7/12
    >>> p, n = sp.symbols("p n", positive=True, integer=True)
    >>> average_precision_min_closed_form(p, n)
    -n*(-harmonic(n) + harmonic(n + p))/p + 1
    """
    p, n = _count(n_pos, "n_pos"), _count(n_neg, "n_neg")
    return 1 - n / p * (sp.harmonic(p + n) - sp.harmonic(n))


def auc_npr(
    auc_pr: Sympifiable, skew: Sympifiable, r0: Sympifiable = 0, r1: Sympifiable = 1,
) -> sp.Expr:
    r"""Normalized AUC-PR: 0 for the minimum PR curve, 1 for a perfect ranking.

    Parameters
    ----------
    auc_pr : sympifiable
        AUC-PR over recall ``[r0, r1]``.
    skew : sympifiable
        ``a = N-/N+ > 0``.
    r0, r1 : sympifiable, default=0, 1
        The recall range; ``AUCPR_MAX = r1 - r0``.

    Returns
    -------
    sympy.Expr
        0 for the minimum PR curve, 1 for a perfect ranking.

    Notes
    -----
    .. math::

        \mathrm{AUCNPR} = \frac{\mathrm{AUCPR} - \mathrm{AUCPR}_{\min}}
                               {\mathrm{AUCPR}_{\max} - \mathrm{AUCPR}_{\min}},
        \qquad \mathrm{AUCPR}_{\max} = r_1 - r_0,

    with :func:`global_min_auc_pr_range` as the minimum.

    References
    ----------
    Boyd, Costa, Davis & Page (ICML 2012), Sec. 3 (AUCNPR) and Cor. 4.

    Examples
    --------
    >>> auc_npr(1, 1)
    1
    >>> sp.simplify(auc_npr(global_min_auc_pr(2), 2))
    0
    """
    lo_r, hi_r = _recall_range(r0, r1)
    lo = global_min_auc_pr_range(skew, lo_r, hi_r)
    return (_sym(auc_pr, "auc_pr") - lo) / ((hi_r - lo_r) - lo)


def modified_f1(recall: Sympifiable, precision: Sympifiable, skew: Sympifiable) -> sp.Expr:
    r"""Boyd et al.'s F1 that ignores the part of PR space no better than random (Sec. 4.4).

    Parameters
    ----------
    recall, precision : sympifiable
        The PR point.
    skew : sympifiable
        ``a = N-/N+ > 0``; random guessing has precision ``pi = 1/(1 + a)``.

    Returns
    -------
    sympy.Expr
        A :class:`sympy.Piecewise`: 0 where ``p <= pi``, else the harmonic mean of the recall and
        the precision normalized to random guessing, ``(p - pi)/(1 - pi)``.

    Notes
    -----
    .. math::

        F_1'(r, p) = \begin{cases} 0 & p \le \pi \\
            \dfrac{2 r q}{r + q}, \quad q = \dfrac{p - \pi}{1 - \pi} & p > \pi \end{cases}

    References
    ----------
    Boyd, Costa, Davis & Page (ICML 2012), Sec. 4.4.

    Examples
    --------
    >>> modified_f1(sp.Rational(1, 2), sp.Rational(3, 4), 1)
    1/2
    >>> modified_f1(1, sp.Rational(1, 3), 1)
    0
    """
    r, p = _sym(recall, "recall"), _sym(precision, "precision")
    pi = 1 / (1 + _positive(skew, "skew"))
    q = (p - pi) / (1 - pi)
    return sp.Piecewise((sp.S.Zero, p <= pi), (2 * r * q / (r + q), True))
