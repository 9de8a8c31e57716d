r"""Bounds between AUC-ROC and AUC-PR (Mihelich, Castagnos & Dognin, ICML 2024), symbolically.

In the swapped ROC space (TPR, FPR) an ROC curve is an increasing function ``f`` with
``FPR = f(TPR)``, ``f(0) = 0``, ``f(1) = 1`` and ``int_0^1 f = c = 1 - AUC_ROC``; the PR curve of
a data set with imbalance ``a = N-/N+`` then has area

.. math:: T(f) = \int_0^1 \frac{x}{x + a f(x)}\,dx \qquad \text{(Sec. 3.3, eq. (7))}.

This module writes every formula of the paper as a sympy expression:

* :func:`T_piecewise_linear` -- ``T(f)`` for ``f`` piecewise linear through knots, built from the
  Davis & Goadrich segment areas of :func:`analytic.interpolation.segment_area`;
* Thm 3.5 -- :func:`auc_pr_max` and the paper's *claimed* minimum :func:`auc_pr_min_mihelich`;
* Thm 3.9 -- :func:`auc_roc_min` and the paper's *claimed* maximum :func:`auc_roc_max_mihelich`,
  with ``F(x) = x ln((1 + x)/x)`` (:class:`analytic.finv.f_forward`) and its inverse
  :class:`analytic.finv.f_inverse` (evaluated by the mpmath solver
  :func:`analytic.finv.finv_mpmath`);
* Lemma 3.7's continuity bound :func:`lemma37_bound` (and the sharper :func:`lemma37_bound_sharp`);
* Cor. 3.11's global minimum :func:`global_min_auc_pr` (Boyd et al.'s Thm 2, defined once in
  :mod:`analytic.boyd` and re-exported here).

Naming: the paper's minimum of Thm 3.5 (claimed to be attained by ``f = c``) is **not** the
minimum, so neither is the maximum of Thm 3.9 that inverts it; both carry the suffix
``_mihelich`` to say they are the paper's values, not the true bounds. The maximum of Thm 3.5
(attained by the 0/1 step at ``x = 1 - c``) and the minimum of Thm 3.9 that inverts it hold.

Arguments are anything :func:`sympy.sympify` accepts. Public signatures follow rocpr's twin
contract: the class balance first as ``skew`` (the paper's ``a = N-/N+``), then the AUC itself
(``auc_roc`` for Thm 3.5, ``auc_pr`` for Thm 3.9); the formulas below write the paper's
``c = 1 - AUC_ROC`` and ``k = AUC_PR`` internally. The numeric twins in
:mod:`numeric.bounds.mihelich` and :mod:`numeric.bounds.finv` have the same names and parameters
(``tests/test_twins.py``).
"""

from __future__ import annotations

from collections.abc import Sequence

import sympy as sp

from .arguments import as_expr as _sym
from .arguments import as_positive as _positive
from .boyd import global_min_auc_pr
from .finv import f_inverse
from .interpolation import segment_area
from .types import Sympifiable

__all__ = [
    "T_piecewise_linear",
    "auc_pr_max",
    "auc_pr_min_mihelich",
    "auc_roc_max_mihelich",
    "auc_roc_min",
    "global_min_auc_pr",
    "lemma37_bound",
    "lemma37_bound_sharp",
]


# --------------------------------------------------------------------------- T(f)


def T_piecewise_linear(
    tpr_knots: Sequence[Sympifiable], fpr_knots: Sequence[Sympifiable], skew: Sympifiable,
) -> sp.Expr:
    r"""``T(f)`` for ``f`` piecewise linear through the knots ``(tpr_i, fpr_i)``.

    ``T(f)`` is the AUC-PR of the ROC curve ``FPR = f(TPR)`` (the swapped ROC space of Remark 3.1),
    with the PR curve interpolated as Davis & Goadrich prescribe: linear in ROC space.

    Parameters
    ----------
    tpr_knots, fpr_knots : sequence of sympifiable
        The knots, ``tpr`` non-decreasing from 0 to 1 and ``fpr`` non-decreasing; a repeated
        ``tpr`` gives a vertical jump of ``f`` (a step).
    skew : sympifiable
        ``a = N-/N+``.

    Returns
    -------
    sympy.Expr
        The sum of the segment areas (each a ``Piecewise`` for symbolic knots).

    Notes
    -----
    With rates as counts (``tp = TPR``, ``fp = a FPR``, ``N+ = 1``), each segment contributes
    :func:`analytic.interpolation.segment_area`:

    .. math:: T(f) = \int_0^1 \frac{x}{x + a f(x)}\,dx
        = \sum_i \mathrm{segment\_area}(x_i, a f_i, x_{i+1}, a f_{i+1}, 1).

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Lemma 3.7 and eq. (7); Davis & Goadrich (ICML
    2006), Sec. 4.

    Examples
    --------
    The 0/1 step at ``x = 1 - c`` of Thm 3.5 (``c = 1/4``, ``a = 1``):

    >>> T_piecewise_linear([0, sp.Rational(3, 4), sp.Rational(3, 4), 1], [0, 0, 1, 1], 1)
    1 - log(8/7)
    """
    a = _sym(skew, "skew")
    xs = [_sym(v, "tpr_knots") for v in tpr_knots]
    fs = [_sym(v, "fpr_knots") for v in fpr_knots]
    if len(xs) != len(fs) or len(xs) < 2:
        raise ValueError(
            "tpr_knots and fpr_knots must have the same length >= 2, "
            f"got {len(xs)} and {len(fs)}"
        )
    total = sp.S.Zero
    for x0, f0, x1, f1 in zip(xs[:-1], fs[:-1], xs[1:], fs[1:], strict=True):
        total += segment_area(x0, a * f0, x1, a * f1, 1)
    return total


# --------------------------------------------------------------------------- Thm 3.5


def _skew_auc(skew: Sympifiable, auc: Sympifiable, name: str) -> tuple[sp.Expr, sp.Expr]:
    return _positive(skew, "skew"), _sym(auc, name)


def auc_pr_max(skew: Sympifiable, auc_roc: Sympifiable) -> sp.Expr:
    r"""Maximum AUC-PR at a given AUC-ROC (Thm 3.5, eq. (5)).

    Attained by the 0/1 step ``f = 1[x >= 1 - c]``, ``c = 1 - AUC_ROC`` (eq. (15)).

    Parameters
    ----------
    skew : sympifiable
        ``a = N-/N+ > 0``.
    auc_roc : sympifiable
        In ``[0, 1]``.

    Returns
    -------
    sympy.Expr

    Notes
    -----
    .. math:: \mathrm{AUC}_{PR}^{\max} = 1 - a \ln\frac{1 + a}{1 - c + a},
        \qquad c = 1 - \mathrm{AUC}_{ROC}

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.5, eq. (5) and eqs. (26)-(27).

    Examples
    --------
    >>> a, r = sp.symbols("a r", positive=True)
    >>> auc_pr_max(a, r)
    -a*log((a + 1)/(a + r)) + 1
    >>> round(float(auc_pr_max(100, sp.Rational(7, 8))), 3)  # Sec. 4.1: a = 100, AUC_ROC = 0.875
    0.876
    """
    a, r = _skew_auc(skew, auc_roc, "auc_roc")
    c = 1 - r
    return 1 - a * sp.log((1 + a) / (1 - c + a))


def auc_pr_min_mihelich(skew: Sympifiable, auc_roc: Sympifiable) -> sp.Expr:
    r"""The paper's *claimed* minimum AUC-PR at a given AUC-ROC (Thm 3.5, eq. (6)).

    The paper says it is attained by the constant ``f = c = 1 - AUC_ROC``; it is ``T(c)``, but it
    is not the minimum (a lower value is attained; see ``proofs_check.mihelich2024.bounds``).

    Parameters
    ----------
    skew : sympifiable
        ``a = N-/N+ > 0``.
    auc_roc : sympifiable
        In ``[0, 1)``.

    Returns
    -------
    sympy.Expr

    Notes
    -----
    .. math:: \mathrm{AUC}_{PR}^{\min,\text{claimed}} = 1 - ac \ln\frac{1 + ac}{ac} = 1 - F(ac)

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.5, eq. (6) and eq. (28).

    Examples
    --------
    >>> a, c = sp.symbols("a c", positive=True)
    >>> auc_pr_min_mihelich(a, 1 - c)
    -a*c*log((a*c + 1)/(a*c)) + 1
    >>> round(float(auc_pr_min_mihelich(100, sp.Rational(7, 8))), 3)  # Sec. 4.1
    0.038
    """
    a, r = _skew_auc(skew, auc_roc, "auc_roc")
    c = 1 - r
    return 1 - a * c * sp.log((1 + a * c) / (a * c))


# --------------------------------------------------------------------------- Thm 3.9


def auc_roc_max_mihelich(skew: Sympifiable, auc_pr: Sympifiable) -> sp.Expr:
    r"""The paper's *claimed* maximum AUC-ROC at a given ``k = AUC_PR`` (Thm 3.9, eq. (29)).

    It inverts :func:`auc_pr_min_mihelich`, which is not the true minimum, so this is not the
    true maximum.

    Parameters
    ----------
    skew : sympifiable
        ``a = N-/N+ > 0``.
    auc_pr : sympifiable
        In ``[global_min_auc_pr(skew), 1]``.

    Returns
    -------
    sympy.Expr
        The paper's value (``f_inverse`` evaluates numerically with ``evalf``).

    Notes
    -----
    .. math:: \mathrm{AUC}_{ROC}^{\max,\text{claimed}} = 1 - \frac{F^{-1}(1 - k)}{a},
        \qquad k \in \left[1 - a\ln\frac{1+a}{a},\ 1\right]

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.9, eq. (29) and eqs. (31)-(32).

    Examples
    --------
    >>> a, k = sp.symbols("a k", positive=True)
    >>> auc_roc_max_mihelich(a, k)
    1 - f_inverse(1 - k)/a
    >>> round(float(auc_roc_max_mihelich(100, sp.Rational(7, 10))), 3)  # Sec. 4.2
    0.999
    """
    a, k = _skew_auc(skew, auc_pr, "auc_pr")
    return 1 - f_inverse(1 - k) / a


def auc_roc_min(skew: Sympifiable, auc_pr: Sympifiable) -> sp.Expr:
    r"""Minimum AUC-ROC at a given ``k = AUC_PR`` (Thm 3.9, eq. (30)); inverts :func:`auc_pr_max`.

    Parameters
    ----------
    skew : sympifiable
        ``a = N-/N+ > 0``.
    auc_pr : sympifiable
        ``k``, from the global minimum (:func:`global_min_auc_pr`) to 1.

    Returns
    -------
    sympy.Expr
        The minimum, in ``[0, 1]`` on that domain.

    Notes
    -----
    .. math:: \mathrm{AUC}_{ROC}^{\min} = 1 - (1 + a)\,\frac{e^{(1-k)/a} - 1}{e^{(1-k)/a}},
        \qquad k \in \left[1 - a\ln\frac{1+a}{a},\ 1\right]

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.9, eq. (30) and eqs. (33)-(36).

    Examples
    --------
    >>> round(float(auc_roc_min(100, sp.Rational(7, 10))), 3)  # Sec. 4.2
    0.697
    """
    a, k = _skew_auc(skew, auc_pr, "auc_pr")
    e = sp.exp((1 - k) / a)
    return 1 - (1 + a) * (e - 1) / e


# --------------------------------------------------------------------------- Lemma 3.7


def lemma37_bound(skew: Sympifiable, delta: Sympifiable) -> sp.Expr:
    r"""Lemma 3.7's bound on ``|T(f) - T(g)|`` for ``||f - g||_inf = delta``.

    Notes
    -----
    .. math:: |T(f) - T(g)| \le 2\sqrt{2a}\,\sqrt{\lVert f - g\rVert_\infty}

    The proof bounds the integral over ``[0, alpha]`` by ``2 alpha`` and the rest by
    ``a delta/alpha``, then minimises over ``alpha``.

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Lemma 3.7, eqs. (8)-(14).

    Examples
    --------
    >>> lemma37_bound(2, sp.Rational(1, 16))
    1
    """
    a, d = _sym(skew, "skew"), _sym(delta, "delta")
    return 2 * sp.sqrt(2 * a) * sp.sqrt(d)


def lemma37_bound_sharp(skew: Sympifiable, delta: Sympifiable) -> sp.Expr:
    r"""The sharper bound ``2 sqrt(a delta)`` that Lemma 3.7's own proof gives.

    Both integrands of eq. (10) lie in ``[0, 1]``, so their difference over ``[0, alpha]`` is at
    most ``alpha`` in absolute value (the paper uses ``2 alpha``); minimising
    ``alpha + a delta/alpha`` gives ``2 sqrt(a delta)``.

    Notes
    -----
    .. math:: |T(f) - T(g)| \le 2\sqrt{a\,\lVert f - g\rVert_\infty}

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), proof of Lemma 3.7, eqs. (10)-(14).

    Examples
    --------
    >>> lemma37_bound_sharp(2, sp.Rational(1, 8))
    1
    """
    a, d = _sym(skew, "skew"), _sym(delta, "delta")
    return 2 * sp.sqrt(a * d)
