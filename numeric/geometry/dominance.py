r"""Dominance between two curves, decided separately in ROC space and in PR space.

Davis & Goadrich (ICML 2006), Thm 3.2: for a fixed data set (a fixed skew ``a = N-/N+``) a curve
dominates another in ROC space if and only if it dominates it in PR space. :func:`curve_dominance`
decides both *exactly* for piecewise-linear ROC curves and their Davis & Goadrich interpolated PR
images, each in its own space, so that the theorem can be checked
(``proofs_check.dg2006.achievable``).

Definitions
-----------
Curve A dominates curve B when no point of B lies above A: in ROC space every point of B is at or
below A's curve (``TPR_B <= TPR_A`` at every FPR), in PR space every point of B is at or below
A's curve (``precision_B <= precision_A`` at every recall). Where a curve has a vertical piece --
a vertical ROC segment, or a vertical drop of a PR curve (a horizontal ROC segment) -- it holds a
whole interval of values at one abscissa, and both the top and the bottom of that interval are
compared (they are the one-sided limits of the curve there).

Exactness
---------
Between consecutive knots of the union of both curves' vertices (FPR knots in ROC space, recall
knots in PR space), ``TPR_A - TPR_B`` is linear, and ``precision_A >= precision_B`` is equivalent
to an inequality between FPRs that are both linear in recall. So comparing at the knots, with the
one-sided limits there, decides dominance on the whole curve -- except at recall 0, where every
FPR > 0 gives precision 0: if both curves start there at precision 0, the slope ``dp/dr`` at
recall 0+ decides. The only rounding is that of the evaluated values, covered by ``atol``.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from numeric.geometry.curve_conversion import ROCCurve, pr_limit_precision
from numeric.geometry.interpolation import interpolated_precision
from numeric.validation import check_positive

__all__ = ["Dominance", "curve_dominance"]

FloatArray = npt.NDArray[np.float64]


@dataclass(frozen=True)
class Dominance:
    """Whether curve A dominates curve B, decided in ROC space and in PR space.

    Attributes
    ----------
    roc_dominates : bool
        No point of B's ROC curve is above A's (``roc_max_violation <= atol``).
    pr_dominates : bool
        No point of B's interpolated PR curve is above A's (``pr_max_violation <= atol`` and
        ``pr_slope_violation <= atol``).
    roc_max_violation : float
        Largest ``TPR_B - TPR_A`` over the FPR knots (one-sided limits included); ``<= 0`` when A
        dominates.
    pr_max_violation : float
        Largest ``precision_B - precision_A`` over the recall knots (one-sided limits included,
        recall 0 as the limit from the right).
    pr_slope_violation : float
        When both PR curves start at precision 0 (both ROC curves leave (0, 0) horizontally),
        the knot values tie at recall 0 and the order just after it is set by the slopes:
        ``dp_B/dr - dp_A/dr`` at recall 0+ (``dp/dr = 1/(a FPR(0+))``). Otherwise 0.
    skew : float
        ``a = N-/N+`` used for PR space.
    atol : float
        Tolerance for rounding.
    """

    roc_dominates: bool
    pr_dominates: bool
    roc_max_violation: float
    pr_max_violation: float
    pr_slope_violation: float
    skew: float
    atol: float


def _curve(fpr: npt.ArrayLike, tpr: npt.ArrayLike, name: str, skew: float) -> ROCCurve:
    curve = ROCCurve(fpr, tpr, skew)
    f, t = curve.fpr, curve.tpr
    if not (f[0] == 0 and t[0] == 0 and f[-1] == 1 and t[-1] == 1):
        raise ValueError(
            f"curve {name} must run from (0, 0) to (1, 1) in ROC space, got "
            f"({float(f[0])!r}, {float(t[0])!r}) to ({float(f[-1])!r}, {float(t[-1])!r})"
        )
    return curve


def _at(x: FloatArray, y: FloatArray, q: FloatArray, *, top: bool) -> FloatArray:
    """``y`` of the monotone polyline (x, y) at each ``q``: the largest (``top``) or smallest value.

    ``x`` and ``y`` are nondecreasing and ``q`` lies in ``[x[0], x[-1]]``.
    """
    if top:  # the last vertex at or left of q
        i = np.searchsorted(x, q, side="right") - 1
        j = np.minimum(i + 1, x.size - 1)
        vertex = i
    else:  # the first vertex at or right of q
        j = np.searchsorted(x, q, side="left")
        i = np.maximum(j - 1, 0)
        vertex = j
    with np.errstate(divide="ignore", invalid="ignore"):
        w = (q - x[i]) / (x[j] - x[i])
    out: FloatArray = np.where(x[vertex] == q, y[vertex], y[i] + w * (y[j] - y[i]))
    return out


def _roc_violation(a: ROCCurve, b: ROCCurve) -> float:
    knots = np.union1d(a.fpr, b.fpr)
    top = _at(b.fpr, b.tpr, knots, top=True) - _at(a.fpr, a.tpr, knots, top=True)
    bottom = _at(b.fpr, b.tpr, knots, top=False) - _at(a.fpr, a.tpr, knots, top=False)
    return float(max(top.max(), bottom.max()))


def _precision_at(curve: ROCCurve, r: FloatArray, *, top: bool) -> FloatArray:
    """Precision of the interpolated PR curve at recalls ``r`` (top or bottom of a vertical drop).

    At a recall of a vertex the vertex precision is used (the first vertex of that recall for the
    top, the last for the bottom); inside a segment Davis & Goadrich's interpolated precision.
    Recall 0 is only meaningful as the bottom (the limit from the right).
    """
    f, t, a = curve.fpr, curve.tpr, curve.skew
    vertex_p = pr_limit_precision(f, t, a)
    if top:
        k = np.searchsorted(t, r, side="left")
        k = np.minimum(k, t.size - 1)
    else:
        k = np.searchsorted(t, r, side="right") - 1
    on_vertex = t[k] == r
    out = vertex_p[k].copy()
    inside = ~on_vertex
    if inside.any():
        hi = np.searchsorted(t, r[inside], side="right")
        lo = hi - 1
        out[inside] = interpolated_precision(r[inside], t[lo], a * f[lo], t[hi], a * f[hi])
    return out


def _pr_violation(a: ROCCurve, b: ROCCurve) -> float:
    knots = np.union1d(a.tpr, b.tpr)
    bottom = _precision_at(b, knots, top=False) - _precision_at(a, knots, top=False)
    positive = knots[knots > 0]
    top = _precision_at(b, positive, top=True) - _precision_at(a, positive, top=True)
    return float(max(bottom.max(), top.max(initial=-np.inf)))


def _origin_slope(curve: ROCCurve) -> float:
    """``dp/dr`` at recall 0+ when the PR curve starts at precision 0, else ``inf``.

    If the ROC curve leaves the origin horizontally, to FPR ``x0 > 0`` at TPR 0, precision near
    recall 0 is ``r/(r + a x(r)) = r/(a x0) + O(r^2)``.
    """
    f, t = curve.fpr, curve.tpr
    x0 = float(f[np.searchsorted(t, 0.0, side="right") - 1])
    if x0 == 0.0:
        return float("inf")
    return 1.0 / curve.skew / x0  # not 1 / (skew * x0): the product underflows to 0 (5e-324)


def _pr_slope_violation(a: ROCCurve, b: ROCCurve) -> float:
    slope_a, slope_b = _origin_slope(a), _origin_slope(b)
    if np.isinf(slope_a) or np.isinf(slope_b):
        return 0.0  # the limits of precision differ or both are positive: compared at recall 0
    return slope_b - slope_a


def curve_dominance(
    fpr_a: npt.ArrayLike,
    tpr_a: npt.ArrayLike,
    fpr_b: npt.ArrayLike,
    tpr_b: npt.ArrayLike,
    *,
    skew: float,
    atol: float = 1e-12,
) -> Dominance:
    r"""Does curve A dominate curve B? Decided exactly in ROC space and in PR space.

    Parameters
    ----------
    fpr_a, tpr_a : array_like of shape (n_a,)
        Vertices of ROC curve A (piecewise linear), from (0, 0) to (1, 1); any order that sorts
        into a monotone chain.
    fpr_b, tpr_b : array_like of shape (n_b,)
        Vertices of ROC curve B, likewise.
    skew : float
        ``a = N-/N+ > 0`` of the data set, which fixes the PR images.
    atol : float, default=1e-12
        A violation up to ``atol`` (rounding) still counts as dominance.

    Returns
    -------
    Dominance
        Both verdicts and the largest violation in each space.

    Notes
    -----
    ROC space: with :math:`X` the union of both curves' FPR knots,

    .. math:: A \succeq B \iff
              \max_{x \in X} \big(\mathrm{TPR}_B(x^\pm) - \mathrm{TPR}_A(x^\pm)\big) \le 0.

    PR space: with :math:`R` the union of recall knots and Davis & Goadrich's interpolated
    precision :math:`p(r) = r/(r + a\,\mathrm{FPR}(r))`, FPR linear in :math:`r` on each segment,

    .. math:: A \succeq B \iff \max_{r \in R} \big(p_B(r^\pm) - p_A(r^\pm)\big) \le 0,

    and, if both curves start at precision 0, :math:`p_B'(0^+) \le p_A'(0^+)` (at recall 0 the
    map from FPR to precision is flat, so the slope decides).

    References
    ----------
    Davis & Goadrich (ICML 2006), Def. of dominance (Sec. 3) and Thm 3.2.

    Examples
    --------
    >>> d = curve_dominance([0, 0.1, 1], [0, 0.6, 1], [0, 0.2, 1], [0, 0.6, 1], skew=10.0)
    >>> d.roc_dominates, d.pr_dominates
    (True, True)
    >>> d = curve_dominance([0, 0.2, 1], [0, 0.6, 1], [0, 0.0, 1], [0, 0.3, 1], skew=10.0)
    >>> d.roc_dominates, d.pr_dominates
    (False, False)
    """
    a = check_positive(skew, "skew")
    if not isinstance(a, float):
        raise ValueError(f"skew must be a scalar, got an array of shape {np.shape(a)}")
    tol = check_positive(atol, "atol")
    if not isinstance(tol, float):
        raise ValueError(f"atol must be a scalar, got an array of shape {np.shape(tol)}")
    curve_a = _curve(fpr_a, tpr_a, "A", a)
    curve_b = _curve(fpr_b, tpr_b, "B", a)
    roc_v = _roc_violation(curve_a, curve_b)
    pr_v = _pr_violation(curve_a, curve_b)
    slope_v = _pr_slope_violation(curve_a, curve_b)
    return Dominance(
        roc_dominates=roc_v <= tol,
        pr_dominates=pr_v <= tol and slope_v <= tol,
        roc_max_violation=roc_v,
        pr_max_violation=pr_v,
        pr_slope_violation=slope_v,
        skew=a,
        atol=tol,
    )
