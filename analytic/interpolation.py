r"""Davis & Goadrich (2006) interpolation between two PR points, symbolically.

Between two points A = (TP_A, FP_A) and B = (TP_B, FP_B) of a curve, the achievable intermediate
classifiers are linear in ROC space, hence linear in the counts. Davis & Goadrich (ICML 2006,
Sec. 4) call ``s = (FP_B - FP_A)/(TP_B - TP_A)`` the *local skew* and give the intermediate PR
points for ``x = 1, ..., TP_B - TP_A - 1``:

.. math::

    \left(\frac{TP_A + x}{N^+},\ \frac{TP_A + x}{TP_A + x + FP_A + s x}\right).

Precision along the segment is therefore *not* linear in recall, and the area under the segment
has the closed form of :func:`segment_area` (derived with ``sympy.integrate`` in
:func:`segment_area_integral`; the test suite checks the two agree).
"""

from __future__ import annotations

import sympy as sp

from .arguments import as_expr as _sym
from .types import Sympifiable

__all__ = [
    "intermediate_points",
    "interpolated_precision",
    "local_skew",
    "segment_area",
    "segment_area_integral",
]


def local_skew(
    tp_a: Sympifiable, fp_a: Sympifiable, tp_b: Sympifiable, fp_b: Sympifiable,
) -> sp.Expr:
    r"""Local skew ``s = (FP_B - FP_A)/(TP_B - TP_A)`` between two points.

    The number of negatives it takes to equal one positive along the segment A -> B.

    Raises
    ------
    ValueError
        If ``TP_B - TP_A`` is literally zero (a horizontal ROC segment has no local skew).

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 4.

    Examples
    --------
    >>> local_skew(5, 5, 10, 30)  # Davis & Goadrich, Table 1
    5
    """
    ta, fa, tb, fb = (_sym(v, n) for v, n in
                      ((tp_a, "tp_a"), (fp_a, "fp_a"), (tp_b, "tp_b"), (fp_b, "fp_b")))
    if (tb - ta).is_zero:
        raise ValueError("tp_b - tp_a must be nonzero for a local skew, got 0")
    return sp.simplify((fb - fa) / (tb - ta))


def interpolated_precision(
    tp: Sympifiable, tp_a: Sympifiable, fp_a: Sympifiable, tp_b: Sympifiable, fp_b: Sympifiable,
) -> sp.Expr:
    r"""Precision at ``TP = tp`` on the segment A -> B, FP growing at the local skew (Sec. 4).

    Parameters
    ----------
    tp : sympifiable
        The interpolated true positives, in ``[TP_A, TP_B]`` (any real; the paper uses integers).
    tp_a, fp_a, tp_b, fp_b : sympifiable
        Counts of A and B, ``TP_B != TP_A``.

    Returns
    -------
    sympy.Expr

    Notes
    -----
    .. math:: p = \frac{TP}{TP + FP_A + s\,(TP - TP_A)},\qquad s = \frac{FP_B-FP_A}{TP_B-TP_A}

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 4, Table 1.

    Examples
    --------
    >>> interpolated_precision(6, 5, 5, 10, 30)  # Table 1, TP = 6
    3/8
    """
    t = _sym(tp, "tp")
    s = local_skew(tp_a, fp_a, tp_b, fp_b)
    ta, fa = _sym(tp_a, "tp_a"), _sym(fp_a, "fp_a")
    return sp.simplify(t / (t + fa + s * (t - ta)))


def intermediate_points(
    tp_a: Sympifiable, fp_a: Sympifiable, tp_b: Sympifiable, fp_b: Sympifiable, n_pos: Sympifiable
) -> list[tuple[sp.Expr, sp.Expr, sp.Expr, sp.Expr]]:
    r"""Rows ``(TP, FP, recall, precision)`` from A to B at every integer TP, both ends included.

    Exact (rationals for integer input), as in Davis & Goadrich's Table 1.

    Parameters
    ----------
    tp_a, fp_a, tp_b, fp_b : int
        Counts of the two points, ``TP_B > TP_A``.
    n_pos : int
        Number of positives ``N+``.

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 4 and Table 1.

    Examples
    --------
    >>> for row in intermediate_points(5, 5, 10, 30, 20):
    ...     print(*row)
    5 5 1/4 1/2
    6 10 3/10 3/8
    7 15 7/20 7/22
    8 20 2/5 2/7
    9 25 9/20 9/34
    10 30 1/2 1/4
    """
    ta, fa, tb, fb, npos = (_sym(v, n) for v, n in ((tp_a, "tp_a"), (fp_a, "fp_a"),
                                                      (tp_b, "tp_b"), (fp_b, "fp_b"),
                                                      (n_pos, "n_pos")))
    steps = tb - ta
    if not (steps.is_integer and steps.is_positive):
        raise ValueError(f"tp_b - tp_a must be a positive integer, got {steps}")
    s = local_skew(ta, fa, tb, fb)
    rows = []
    for x in range(int(steps) + 1):
        tp = ta + x
        fp = fa + s * x
        rows.append((tp, fp, tp / npos, tp / (tp + fp)))
    return rows


def segment_area(
    tp_a: Sympifiable, fp_a: Sympifiable, tp_b: Sympifiable, fp_b: Sympifiable, n_pos: Sympifiable,
) -> sp.Expr:
    r"""Exact area under the interpolated PR curve between A and B.

    Parameters
    ----------
    tp_a, fp_a, tp_b, fp_b : sympifiable
        Counts of A and B with ``TP_B >= TP_A >= 0``, ``FP_B >= FP_A >= 0`` (real counts, e.g.
        weighted, are allowed). Working in rates, ``tp = TPR``, ``fp = skew * FPR``, ``n_pos = 1``.
    n_pos : sympifiable
        ``N+`` (the recall of a point is ``TP/N+``).

    Returns
    -------
    sympy expression
        A ``Piecewise`` covering the special cases (see Notes), or its value for numbers.

    Notes
    -----
    With :math:`\Delta_{TP} = TP_B - TP_A`, :math:`\Delta_N = \Delta_{TP} + FP_B - FP_A`,
    :math:`N_A = TP_A + FP_A`, :math:`N_B = TP_B + FP_B` and
    :math:`D = FP_A\,TP_B - FP_B\,TP_A`,

    .. math::

        \int_{r_A}^{r_B} p\,dr = \frac{1}{N^+}\int_{TP_A}^{TP_B}
            \frac{t\,dt}{t + FP_A + s\,(t - TP_A)}
        = \frac{\Delta_{TP}}{N^+\,\Delta_N}
          \left(\Delta_{TP} - \frac{D}{\Delta_N}\ln\frac{N_B}{N_A}\right).

    Special cases: :math:`\Delta_{TP} = 0` (a horizontal ROC segment; PR drops vertically) has
    area 0; :math:`D = 0` (precision constant along the segment: the ray from the origin, or
    ``FP_A = 0`` with ``s = 0``, where precision is 1) has area
    :math:`\Delta_{TP}^2/(N^+\Delta_N)`; a vertical ROC segment (``FP_B = FP_A``, ``s = 0``) is
    covered by the general formula.

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 4 (the interpolation; the paper approximates the area by
    a composite trapezoid over integer steps — this is the exact integral).

    Examples
    --------
    >>> segment_area(5, 5, 10, 30, 20)  # Table 1's segment
    log(4)/36 + 1/24
    >>> segment_area(0, 0, 3, 1, 4)  # ray from the origin: precision 3/4 on recall [0, 3/4]
    9/16
    """
    ta, fa, tb, fb, npos = (_sym(v, n) for v, n in ((tp_a, "tp_a"), (fp_a, "fp_a"),
                                                      (tp_b, "tp_b"), (fp_b, "fp_b"),
                                                      (n_pos, "n_pos")))
    dtp = tb - ta
    dn = dtp + fb - fa
    d = fa * tb - fb * ta
    general = dtp / (npos * dn) * (dtp - d / dn * sp.log((tb + fb) / (ta + fa)))
    constant = dtp**2 / (npos * dn)
    return sp.Piecewise((sp.S.Zero, sp.Eq(dtp, 0)), (constant, sp.Eq(d, 0)), (general, True))


def segment_area_integral(
    tp_a: Sympifiable, fp_a: Sympifiable, tp_b: Sympifiable, fp_b: Sympifiable, n_pos: Sympifiable,
) -> sp.Expr:
    r"""The same area obtained by ``sympy.integrate`` of the interpolated precision.

    Used to derive and check :func:`segment_area`.

    Examples
    --------
    >>> sp.simplify(segment_area_integral(5, 5, 10, 30, 20) - segment_area(5, 5, 10, 30, 20))
    0
    """
    ta, fa, tb, fb, npos = (_sym(v, n) for v, n in ((tp_a, "tp_a"), (fp_a, "fp_a"),
                                                      (tp_b, "tp_b"), (fp_b, "fp_b"),
                                                      (n_pos, "n_pos")))
    t = sp.Dummy("t", positive=True)
    s = (fb - fa) / (tb - ta)
    return sp.integrate(t / (t + fa + s * (t - ta)), (t, ta, tb)) / npos
