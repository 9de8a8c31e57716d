r"""Davis & Goadrich (2006) interpolation between PR points, vectorized.

Numeric twins of :mod:`analytic.interpolation`: the interpolated precision along a segment and
the *exact* area under the interpolated PR curve, segment by segment and summed over a curve.

The closed form (see :func:`analytic.interpolation.segment_area`) is

.. math::

    A = \frac{\Delta_{TP}}{N^+\Delta_N}\Big(\Delta_{TP} - \frac{D}{\Delta_N}\ln\frac{N_B}{N_A}\Big),
    \qquad D = FP_A\,TP_B - FP_B\,TP_A .

Evaluated as written it overflows for large counts and loses digits when precision *rises*
along a short segment (``D > 0``): the bracket is then a small difference of large terms. With the
scale-free ratios ``q = \Delta_{TP}/\Delta_N`` (the segment's own precision), ``p_A`` (the start's)
and ``u = \Delta_N/N_A``, ``D = N_A\Delta_N(q - p_A)`` and

.. math::

    A\,N^+ = q\,\big[p_A\Delta_N - (q - p_A)\,N_A\,(\ln(1+u) - u)\big]
    \quad (q > p_A), \qquad
    A\,N^+ = q\,\big[q\Delta_N + (p_A - q)\,N_A\ln(1+u)\big] \quad (q < p_A),

sums of two non-negative terms, with ``ln(1+u) - u`` from :func:`numeric.special.log1pmx`
(taken as ``u^2`` times a bounded factor for ``u <= 1``, so nothing underflows). No digits cancel
and nothing overflows (checked against mpmath in the tests, down to segments 1e-300 of their
distance from the origin).
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from numeric.core.segments import segment_area_terms
from numeric.validation import as_float_array, check_positive, first_bad

__all__ = ["interpolated_precision", "pr_area_from_counts", "segment_area"]


def _check_segment_counts(
    tp_a: npt.ArrayLike, fp_a: npt.ArrayLike, tp_b: npt.ArrayLike, fp_b: npt.ArrayLike
) -> tuple[npt.NDArray[np.float64], ...]:
    arrays = [as_float_array(v, n) for v, n in ((tp_a, "tp_a"), (fp_a, "fp_a"), (tp_b, "tp_b"),
                                                 (fp_b, "fp_b"))]
    for arr, name in zip(arrays, ("tp_a", "fp_a", "tp_b", "fp_b"), strict=True):
        bad = ~(np.isfinite(arr) & (arr >= 0))
        if bad.any():
            raise ValueError(f"{name} must be finite and >= 0, got {first_bad(bad, arr)}")
    a_tp_a, a_fp_a, a_tp_b, a_fp_b = np.broadcast_arrays(*arrays)
    for hi, lo, name in ((a_tp_b, a_tp_a, "tp_b"), (a_fp_b, a_fp_a, "fp_b")):
        bad = hi < lo
        if bad.any():
            raise ValueError(
                f"{name} must be >= {name[:2]}_a (counts are cumulative), got "
                f"{first_bad(bad, hi)} < {float(np.ravel(lo)[np.flatnonzero(np.ravel(bad))[0]])!r}"
            )
    return a_tp_a, a_fp_a, a_tp_b, a_fp_b


def segment_area(
    tp_a: npt.ArrayLike,
    fp_a: npt.ArrayLike,
    tp_b: npt.ArrayLike,
    fp_b: npt.ArrayLike,
    n_pos: npt.ArrayLike,
) -> float | npt.NDArray[np.float64]:
    r"""Exact area under the interpolated PR curve between A = (tp_a, fp_a) and B = (tp_b, fp_b).

    Parameters
    ----------
    tp_a, fp_a, tp_b, fp_b : float or array_like
        Counts of the two ends, ``tp_b >= tp_a >= 0`` and ``fp_b >= fp_a >= 0``. Real (weighted)
        counts are allowed. Arrays broadcast. To work in rates use ``tp = TPR``,
        ``fp = skew * FPR`` and ``n_pos = 1``.
    n_pos : float or array_like
        ``N+ > 0``; recall is ``tp/n_pos``.

    Returns
    -------
    float or ndarray
        ``(1/N+) * integral of TP/(TP + FP) dTP`` along the segment, with FP linear in TP. A
        horizontal ROC segment (``tp_b == tp_a``) has area 0.

    Notes
    -----
    .. math::

        A = \frac{\Delta_{TP}}{N^+\Delta_N}\Big(\Delta_{TP}
            - \frac{FP_A TP_B - FP_B TP_A}{\Delta_N}\ln\frac{TP_B + FP_B}{TP_A + FP_A}\Big)

    evaluated without cancellation (module docstring). Symbolic twin:
    :func:`analytic.interpolation.segment_area`.

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 4.

    Examples
    --------
    >>> segment_area(5, 5, 10, 30, 20)  # Davis & Goadrich, Table 1: log(4)/36 + 1/24
    0.0801748433644414...
    >>> segment_area(5, 5, 3, 30, 20)
    Traceback (most recent call last):
    ...
    ValueError: tp_b must be >= tp_a (counts are cumulative), got 3.0 < 5.0
    """
    a_tp_a, a_fp_a, a_tp_b, a_fp_b = _check_segment_counts(tp_a, fp_a, tp_b, fp_b)
    npos = check_positive(n_pos, "n_pos")
    out = segment_area_terms(a_tp_a, a_fp_a, a_tp_b, a_fp_b) / npos
    return float(out) if out.ndim == 0 else out


def pr_area_from_counts(tp: npt.ArrayLike, fp: npt.ArrayLike, n_pos: float) -> float:
    r"""Exact area under the interpolated PR curve through cumulative count vertices.

    Parameters
    ----------
    tp, fp : array_like of shape (n_points,)
        Cumulative true and false positives of the curve's vertices in order of decreasing
        threshold (both non-decreasing). Start at ``(0, 0)`` for the whole curve: the first
        segment is then the ray from the origin, whose precision is constant (the recall -> 0
        limit), not an invented precision of 1.
    n_pos : float
        ``N+ > 0``.

    Returns
    -------
    float
        Sum of :func:`segment_area` over consecutive vertices.

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 4; the achievable curve of Cor. 3.1 when the vertices
    are the ROC convex hull.

    Examples
    --------
    >>> pr_area_from_counts([0, 5, 10, 20], [0, 5, 30, 2000], 20)
    0.21740398869...
    """
    t = as_float_array(tp, "tp")
    f = as_float_array(fp, "fp")
    if t.ndim != 1 or f.shape != t.shape:
        raise ValueError(
            f"tp and fp must be 1-D of equal length, got shapes {t.shape} and {f.shape}"
        )
    a_tp_a, a_fp_a, a_tp_b, a_fp_b = _check_segment_counts(t[:-1], f[:-1], t[1:], f[1:])
    npos = check_positive(n_pos, "n_pos")
    return float(np.sum(segment_area_terms(a_tp_a, a_fp_a, a_tp_b, a_fp_b)) / npos)


def interpolated_precision(
    tp: npt.ArrayLike,
    tp_a: npt.ArrayLike,
    fp_a: npt.ArrayLike,
    tp_b: npt.ArrayLike,
    fp_b: npt.ArrayLike,
) -> float | npt.NDArray[np.float64]:
    r"""Precision at ``tp`` on the segment A -> B, FP growing at the local skew.

    Parameters
    ----------
    tp : float or array_like
        The interpolated true positives, in ``[tp_a, tp_b]``.
    tp_a, fp_a, tp_b, fp_b : float or array_like
        Counts of A and B, ``tp_b > tp_a``; all five broadcast together.

    Returns
    -------
    float or ndarray

    Notes
    -----
    .. math:: p = \frac{TP}{TP + FP_A + s\,(TP - TP_A)},\quad s = \frac{FP_B - FP_A}{TP_B - TP_A}

    Symbolic twin: :func:`analytic.interpolation.interpolated_precision` (same parameters).

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 4, Table 1.

    Examples
    --------
    >>> interpolated_precision([6, 7], 5, 5, 10, 30)  # Table 1: 0.375, 0.318
    array([0.375     , 0.31818182])
    """
    a_tp_a, a_fp_a, a_tp_b, a_fp_b = _check_segment_counts(tp_a, fp_a, tp_b, fp_b)
    t = as_float_array(tp, "tp")
    bad = a_tp_b <= a_tp_a
    if bad.any():
        raise ValueError(
            f"tp_b must be > tp_a for an interpolated precision, got {first_bad(bad, a_tp_b)}"
        )
    bad = np.asarray((t < a_tp_a) | (t > a_tp_b))
    if bad.any():
        where = first_bad(bad, np.broadcast_to(t, bad.shape))
        raise ValueError(f"tp must lie in [tp_a, tp_b], got {where}")
    s = (a_fp_b - a_fp_a) / (a_tp_b - a_tp_a)
    with np.errstate(invalid="ignore", divide="ignore"):
        out = t / (t + a_fp_a + s * (t - a_tp_a))
    return float(out) if np.ndim(out) == 0 else np.asarray(out, dtype=np.float64)
