r"""The step terms of average precision and exact AUC-PR and their gradients, symbolically.

Both estimators are sums over the steps along which recall grows,
:math:`\hat\theta = \frac{1}{W^+}\sum_j h(TP_{A,j}, FP_{A,j}, TP_{B,j}, FP_{B,j})`, and the
influence of a row (the structural components of their variance, :mod:`numeric.stats.pr_influence`)
is a sum of the partial derivatives of ``h``. Here ``h`` is the closed form and its gradient is
``sympy.diff`` of it: the symbolic twins of :func:`numeric.stats.average_precision_step_gradient`
and :func:`numeric.stats.auc_pr_step_gradient`, whose hand-written chain rule
``tests/test_twins.py`` ties to these derivatives at random points.

References
----------
Boyd, Eng & Page (ECML PKDD 2013), "Area under the precision-recall curve: point estimates and
confidence intervals", Sec. 3 (the AP and interpolated estimators). Davis & Goadrich (ICML 2006),
Sec. 4 (the interpolation). Efron (1982), The Jackknife, the Bootstrap and Other Resampling Plans,
Sec. 6 (the infinitesimal jackknife).
"""

from __future__ import annotations

from dataclasses import dataclass

import sympy as sp

from .arguments import as_expr as _sym
from .interpolation import segment_area
from .types import Sympifiable

__all__ = ["StepGradient", "auc_pr_step_gradient", "average_precision_step_gradient"]


@dataclass(frozen=True)
class StepGradient:
    """One step term and its partial derivatives in the counts of the step's ends.

    Attributes
    ----------
    term : sympy.Expr
        ``h``: ``W+`` times the step's contribution to the estimate.
    d_tp_a, d_fp_a, d_tp_b, d_fp_b : sympy.Expr
        ``dh/dTP_A``, ``dh/dFP_A``, ``dh/dTP_B``, ``dh/dFP_B``.
    """

    term: sp.Expr
    d_tp_a: sp.Expr
    d_fp_a: sp.Expr
    d_tp_b: sp.Expr
    d_fp_b: sp.Expr


_A, _F, _B, _G = sp.symbols("tp_a fp_a tp_b fp_b", positive=True)


def _counts(tp_a: Sympifiable, fp_a: Sympifiable, tp_b: Sympifiable,
            fp_b: Sympifiable) -> dict[sp.Symbol, sp.Expr]:
    values = {}
    for symbol, value in zip((_A, _F, _B, _G), (tp_a, fp_a, tp_b, fp_b), strict=True):
        x = _sym(value, symbol.name)
        if x.is_negative:
            raise ValueError(f"{symbol.name} must be >= 0, got {x}")
        values[symbol] = x
    if (values[_B] - values[_A]).is_positive is False:
        raise ValueError(f"tp_b must be > tp_a, got tp_a = {values[_A]}, tp_b = {values[_B]}")
    if (values[_G] - values[_F]).is_negative:
        raise ValueError(f"fp_b must be >= fp_a, got fp_a = {values[_F]}, fp_b = {values[_G]}")
    return values


def _gradient(h: sp.Expr, at: dict[sp.Symbol, sp.Expr]) -> StepGradient:
    """``h`` and its four partial derivatives (in symbols), evaluated at ``at``."""
    exprs = [h, *(sp.diff(h, x) for x in (_A, _F, _B, _G))]
    return StepGradient(*(e.subs(at, simultaneous=True) for e in exprs))


def average_precision_step_gradient(
    tp_a: Sympifiable, fp_a: Sympifiable, tp_b: Sympifiable, fp_b: Sympifiable,
) -> StepGradient:
    r"""The step term of average precision and its partial derivatives (``sympy.diff``).

    Parameters
    ----------
    tp_a, fp_a, tp_b, fp_b : sympifiable
        The counts (or weight sums) at the start A and end B of the step, ``0 <= TP_A < TP_B``,
        ``0 <= FP_A <= FP_B``.

    Returns
    -------
    StepGradient

    Notes
    -----
    .. math:: h = (TP_B - TP_A)\,\frac{TP_B}{TP_B + FP_B}

    References
    ----------
    Boyd, Eng & Page (2013), Sec. 3 (AP as the step sum of precision over recall).

    Examples
    --------
    >>> g = average_precision_step_gradient(1, 0, 2, 1)
    >>> g.term, g.d_tp_a, g.d_fp_a, g.d_tp_b, g.d_fp_b
    (2/3, -2/3, 0, 7/9, -2/9)
    """
    at = _counts(tp_a, fp_a, tp_b, fp_b)
    return _gradient((_B - _A) * _B / (_B + _G), at)


def auc_pr_step_gradient(
    tp_a: Sympifiable, fp_a: Sympifiable, tp_b: Sympifiable, fp_b: Sympifiable,
) -> StepGradient:
    r"""The step term of the exact (interpolated) AUC-PR and its partial derivatives.

    ``h`` is :func:`analytic.interpolation.segment_area` with ``n_pos = 1`` (``W+`` times the
    area under Davis & Goadrich's interpolated segment), differentiated by ``sympy.diff``.

    Parameters
    ----------
    tp_a, fp_a, tp_b, fp_b : sympifiable
        As in :func:`average_precision_step_gradient`.

    Returns
    -------
    StepGradient
        From the origin (``TP_A = FP_A = 0``): ``h = dT^2/dN`` with ``d_tp_a = d_fp_a = 0`` by
        convention (no row can move the origin), as the numeric twin.

    Notes
    -----
    With :math:`\Delta_T = TP_B - TP_A`, :math:`\Delta_N = \Delta_T + FP_B - FP_A` and
    :math:`D = FP_A\,TP_B - FP_B\,TP_A`,

    .. math:: h = \frac{\Delta_T}{\Delta_N}\Big(\Delta_T - \frac{D}{\Delta_N}
              \ln\frac{TP_B + FP_B}{TP_A + FP_A}\Big),

    the general branch of :func:`~analytic.interpolation.segment_area`, which is smooth wherever
    :math:`TP_A + FP_A > 0` (its ``D = 0`` branch holds on a surface only, so its derivatives
    are not the gradient).

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 4; Boyd, Eng & Page (2013), Sec. 3.

    Examples
    --------
    >>> g = auc_pr_step_gradient(0, 0, 3, 1)  # from the origin: precision 3/4 throughout
    >>> g.term, g.d_tp_a, g.d_fp_a, g.d_tp_b, g.d_fp_b
    (9/4, 0, 0, 15/16, -9/16)
    >>> auc_pr_step_gradient(5, 5, 10, 30).term  # Davis & Goadrich's Table 1 segment, times N+
    5*log(4)/9 + 5/6
    """
    at = _counts(tp_a, fp_a, tp_b, fp_b)
    # segment_area's Piecewise: (0 if dT = 0), (dT^2/dN if D = 0), (the general form)
    _, constant, general = (branch.expr for branch in segment_area(_A, _F, _B, _G, 1).args)
    if (at[_A] + at[_F]).is_zero:
        exprs = (constant, sp.S.Zero, sp.S.Zero, sp.diff(constant, _B), sp.diff(constant, _G))
        return StepGradient(*(e.subs(at, simultaneous=True) for e in exprs))
    return _gradient(general, at)
