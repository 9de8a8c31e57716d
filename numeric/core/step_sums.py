r"""Fast sums of the exact PR segment areas and of Davis & Goadrich's unit-step trapezoids.

Private helpers of :mod:`numeric.data.auc`. With many positives most steps of a curve hold a
single positive score and no negative one: a *pure rise* (TP grows, FP does not). Consecutive
pure rises at the same FP lie on one line in (TP, FP) space, so Davis & Goadrich's interpolated
curve over them is the curve of the merged segment and their areas add up to its area
(a *run*): the exact formula is evaluated once per run, not once per step. On a run from
``TP = a`` to ``a + Delta`` at ``FP = F`` (precision ``t/(t + F)``, rising),

.. math::

    A\,N^+ = \Delta - F\ln\Big(1 + \frac{\Delta}{a + F}\Big)
           = u\Big(a - F\,u\,\frac{\ln(1+u) - u}{u^2}\Big),
    \qquad u = \frac{\Delta}{N_A},\ N_A = a + F,

the second form being :func:`numeric.geometry.interpolation.segment_area`'s cancellation-free
rising branch with ``q = 1`` (both terms non-negative). It is evaluated here for
``u <= 2**-12`` (the series then needs two terms:
:func:`numeric.special.log1pmx_over_square_in`); every other run and every step that
mixes positives and negatives (tied scores) goes through the general
:func:`numeric.core.segments.segment_area_terms`.

Davis & Goadrich's discrete estimate is summed per step too: a step of at most one unit of TP
has no inner point, its only trapezoid joins its two ends; longer steps are walked one unit at a
time over the shrinking set of steps still that long, and the few very long ones (heavy ties)
are materialized by :func:`numeric.core.dg_points.dg_points`. The points, their precisions and the
trapezoids are those of :func:`numeric.core.dg_points.dg_points` and
:func:`numeric.core.dg_points.dg_precision`.

References
----------
Davis & Goadrich (ICML 2006), Sec. 4 and Table 1.
"""

from __future__ import annotations

from types import ModuleType

import numpy as np
import numpy.typing as npt

from numeric.core.dg_points import dg_inner_points
from numeric.core.segments import segment_area_terms
from numeric.core.steps import RecallSteps
from numeric.special import harmonic_difference, log1pmx_over_square_in, ratio_sum

FloatArray = npt.NDArray[np.float64]

_SERIES_MAX_U = 2.0**-12  # runs with u = Delta/N_A up to this use the short series
_WALKED_UNITS = 8  # steps with fewer inner DG points are walked unit by unit


def pr_area_sum(tpa: FloatArray, fpa: FloatArray, tpb: FloatArray, fpb: FloatArray, *,
                contiguous: bool = False) -> float:
    """``sum N+ * area`` of the segments ``(tpa, fpa) -> (tpb, fpb)``, in order of growing TP.

    Equal to ``np.sum(segment_area_terms(tpa, fpa, tpb, fpb))`` up to rounding (each term to a few
    ulp, cancellation-free), with runs of pure rises merged first. ``contiguous=True`` says
    that ``tpa[i + 1] == tpb[i]`` (whole steps, not cut by a recall range).

    Examples
    --------
    >>> t = np.array([0.0, 1.0, 2.0, 3.0])
    >>> f = np.array([0.0, 1.0, 1.0, 1.0])  # a ray, then a run of two pure rises at FP = 1
    >>> float(pr_area_sum(t[:-1], f[:-1], t[1:], f[1:]))  # 1/2 + 2 - ln 2
    1.8068528194400546
    """
    return pr_area_and_deficit_sums(tpa, fpa, tpb, fpb, contiguous=contiguous,
                                    deficit=False)[0]


def pr_area_and_deficit_sums(tpa: FloatArray, fpa: FloatArray, tpb: FloatArray,
                             fpb: FloatArray, *, contiguous: bool = False,
                             deficit: bool = True) -> tuple[float, float]:
    r"""``(sum N+ area, sum N+ deficit)`` of the segments, the deficit being ``dTP - N+ area``.

    The deficit (the integral of ``1 - precision`` over TP, from which AUCNPR is computed
    without the cancellation of ``AUCPR_MAX - AUCPR``) is summed over the same runs as the area
    (:func:`pr_area_sum`) and from the same quantities: a pure run at ``FP = F`` has deficit
    ``F log(1 + u)``, and where the area's series is used, ``F u (1 + u g(u))`` with its
    ``g(u) = (log(1 + u) - u)/u^2``; both are sums of non-negative terms. Steps that mix
    positives and negatives go through :func:`segment_deficit`. ``deficit=False`` skips it
    (``nan``).

    Examples
    --------
    >>> t = np.array([0.0, 1.0, 2.0, 3.0])
    >>> f = np.array([0.0, 1.0, 1.0, 1.0])
    >>> area, lost = pr_area_and_deficit_sums(t[:-1], f[:-1], t[1:], f[1:])
    >>> round(area + lost, 12)  # the area and its deficit make up the 3 units of TP
    3.0
    """
    nan = float("nan")
    if tpa.size == 0:
        return 0.0, 0.0 if deficit else nan
    # Step i + 1 continues step i's run: both pure, at the same FP (no negative between them)
    # and the same TP (not so where a recall range cuts the steps). One array for fpa and fpb:
    # every step is pure.
    every = fpa is fpb
    pure = np.ones(tpa.size, dtype=bool) if every else fpa == fpb
    joins = np.equal(fpa[1:], fpb[:-1])
    if not every:
        joins &= pure[1:]
        joins &= pure[:-1]
    if not contiguous:
        joins &= tpa[1:] == tpb[:-1]
    if not joins.any():
        starts: npt.NDArray[np.intp] = np.arange(tpa.size)
        a, f, b = tpa, fpa, tpb
        run_pure = pure
    else:
        first = np.empty(tpa.size, dtype=bool)
        first[0] = True
        np.logical_not(joins, out=first[1:])
        starts = np.flatnonzero(first)
        del first, joins
        ends = np.empty_like(starts)
        ends[:-1] = starts[1:] - 1
        ends[-1] = tpa.size - 1
        a, f, b = tpa[starts], fpa[starts], tpb[ends]
        run_pure = pure[starts]
    del pure
    dtp = b - a
    na = a + f
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        u = dtp / na
    easy = run_pure & (u <= _SERIES_MAX_U)  # False for NaN (an empty run from the origin)
    if easy.all():
        return _pure_rise_sums(a, f, u, dtp, na, deficit)
    total, lost_total = 0.0, 0.0 if deficit else nan
    hard = ~easy
    if easy.any():
        area, lost = _pure_rise_sums(a[easy], f[easy], u[easy], dtp[easy], na[easy], deficit)
        total += area
        lost_total += lost
    del easy
    sel = np.flatnonzero(hard)
    if sel.size == tpa.size:  # every step hard and a run of its own
        return (total + float(np.sum(segment_area_terms(tpa, fpa, tpb, fpb))),
                lost_total + float(np.sum(segment_deficit(tpa, fpa, tpb, fpb)))
                if deficit else nan)
    mixed = ~run_pure[sel]
    hp = sel[~mixed]
    total += float(np.sum(segment_area_terms(a[hp], f[hp], b[hp], f[hp])))
    if deficit:
        lost_total += _pure_run_deficit(f[hp], u[hp], dtp[hp], na[hp])
    if mixed.any():
        hm = starts[sel[mixed]]  # a mixed step is a run of its own
        total += float(np.sum(segment_area_terms(tpa[hm], fpa[hm], tpb[hm], fpb[hm])))
        if deficit:
            lost_total += float(np.sum(segment_deficit(tpa[hm], fpa[hm], tpb[hm], fpb[hm])))
    return total, lost_total


def _pure_run_deficit(f: FloatArray, u: FloatArray, dtp: FloatArray, na: FloatArray) -> float:
    """``sum F log(1 + u)`` over pure runs (``u = Delta/N_A``), as ``Delta (F/N_A) L(u)`` with
    ``L(u) = log(1 + u)/u`` (1 where ``u`` underflows to 0) so that nothing underflows when
    ``F`` dwarfs ``Delta``; a run from the origin (or from a start so near it that ``u``
    overflows) is a ray of precision 1 and loses nothing."""
    with np.errstate(invalid="ignore", divide="ignore", over="ignore", under="ignore"):
        lost = np.where(u > 0, np.log1p(u) / u, 1.0)
        lost *= f / na
        lost *= dtp
    return float(np.sum(lost, where=(f > 0) & np.isfinite(u)))


def _pure_rise_sums(a: FloatArray, f: FloatArray, u: FloatArray, dtp: FloatArray,
                    na: FloatArray, deficit: bool) -> tuple[float, float]:
    """``(sum N+ area, sum N+ deficit)`` of pure rises with ``0 <= u <= 2**-12``: the area
    ``u (a - F u g(u))`` and the deficit ``F u (1 + u g(u)) = Delta (F/N_A) (1 + u g(u))``
    (module docstring; the second form does not underflow when ``F`` dwarfs ``Delta``), each
    from non-negative terms."""
    g = log1pmx_over_square_in(u, np)
    g *= u
    lost = float("nan")
    if deficit:
        with np.errstate(under="ignore"):
            term = np.add(g, 1.0)
            term *= f / na
            term *= dtp
        lost = float(np.sum(term))
    g *= f
    np.subtract(a, g, out=g)
    g *= u
    return float(np.sum(g)), lost


def segment_deficit(tpa: FloatArray, fpa: FloatArray, tpb: FloatArray,
                    fpb: FloatArray, xp: ModuleType = np) -> FloatArray:
    """The integral of ``1 - precision`` over TP along each Davis-Goadrich segment (FP linear), in
    closed form without cancellation: with ``d = dTP``, ``f = dFP``, ``w = d + f``, ``c = TP +
    FP`` at its start and ``u = w/c``, ``d f/w + (FP d - f TP) d/w^2 * log1p(u)``, written in
    ratios (``log1p(u) = u L(u)``) so that no product of counts over- or underflows. ``xp`` is
    the arrays' array-API namespace (numpy by default).

    Examples
    --------
    >>> float(segment_deficit(*(np.array([x]) for x in (1.0, 1.0, 2.0, 1.0)))[0])  # ln(3/2)
    0.4054651081081644
    """
    if xp is np:
        with np.errstate(invalid="ignore", divide="ignore", over="ignore", under="ignore"):
            return _deficit(tpa, fpa, tpb, fpb, np)
    return _deficit(tpa, fpa, tpb, fpb, xp)


def _deficit(tpa: FloatArray, fpa: FloatArray, tpb: FloatArray, fpb: FloatArray,
             xp: ModuleType) -> FloatArray:
    d, f = tpb - tpa, fpb - fpa
    c = tpa + fpa
    width = d + f
    u = width / c
    ell = xp.where(u > 0, xp.log1p(u) / u, 1.0)  # log1p(u)/u, 1 as u -> 0
    steady = d * (f / width)
    curve = ((fpa / c) * (d / width) - (f / width) * (tpa / c)) * d * ell
    usable = (c > 0) & xp.isfinite(u)  # a start at (or subnormally near) the origin: a ray
    out: FloatArray = xp.where(d > 0, steady + xp.where(usable, curve, 0.0), 0.0)
    return out


_DIRECT_INNER = 8  # steps with at most this many inner points are summed point by point


def dg_whole_step_sum(tp0: FloatArray, fp0: FloatArray, tp1: FloatArray, fp1: FloatArray,
                      xp: ModuleType = np) -> float:
    r"""``N+`` times Davis & Goadrich's composite trapezoid over whole steps, in closed form.

    The points of :func:`numeric.core.dg_points.dg_points` (each step's start, its unit-TP points
    ``x = 1..m``, ``m = ceil(dTP) - 1``, and its end), none of them built: on a step from
    ``(a, f)`` with ``s = dFP/dTP``, ``q = 1 + s`` and ``c = a + f``, the precision of the point
    ``x`` is ``p(x) = (a + x)/(q x + c)`` and the trapezoids sum to

    .. math::

        \frac{p(0) + p(m)}{2} + \sum_{k=1}^{m-1} p(k) + (\Delta - m)\frac{p(m) + p(\Delta)}{2},
        \qquad
        \sum_{k=1}^{M} p(k) = \frac{1}{q}\Big[\sum_{k=1}^{M}\frac{k}{k + z}
            + a\,\big(\psi(z + M + 1) - \psi(z + 1)\big)\Big],\quad z = c/q,

    both terms non-negative (:func:`numeric.special.ratio_sum`,
    :func:`numeric.special.harmonic_difference`): no cancellation, no cap on the number of points
    (weights in the billions, 1e9 rows). Steps with at most :data:`_DIRECT_INNER` inner points are
    summed point by point. The origin's precision is the next point's, as in ``dg_points``.
    Arguments in the caller's units of weight (a unit of TP is one point); ``xp``: their
    array-API namespace.

    Examples
    --------
    >>> one = lambda v: np.array([v])
    >>> dg_whole_step_sum(one(0.0), one(0.0), one(3.0), one(3.0))  # precision 1/2 throughout
    1.5
    """
    if xp is np:  # (the lanes a where() discards may overflow or divide by zero)
        with np.errstate(invalid="ignore", divide="ignore", over="ignore"):
            return _dg_whole_steps(tp0, fp0, tp1, fp1, np)
    return _dg_whole_steps(tp0, fp0, tp1, fp1, xp)


def _dg_whole_steps(tp0: FloatArray, fp0: FloatArray, tp1: FloatArray, fp1: FloatArray,
                    xp: ModuleType) -> float:
    d = tp1 - tp0
    q = 1.0 + (fp1 - fp0) / d
    c = tp0 + fp0
    m = xp.maximum(xp.ceil(d - 1e-9) - 1.0, 0.0)
    p_end = tp1 / (tp1 + fp1)
    p_m = (tp0 + m) / (q * m + c)  # p(0) when m = 0
    p_first = xp.where(m >= 1, (tp0 + 1.0) / (q + c), p_end)  # the point after the start
    p_0 = xp.where(c > 0, tp0 / c, p_first)
    whole = xp.where(m >= 1, 0.5 * (p_0 + p_m) + (d - m) * (0.5 * (p_m + p_end)),
                     d * (0.5 * (p_0 + p_end)))
    total = float(xp.sum(whole))
    # The unit points strictly between 0 and m (k = 1..M, M = m - 1): summed point by point on
    # the steps with few, in closed form on the others (each only where it is needed).
    few = xp.nonzero((m >= 2) & (m <= _DIRECT_INNER + 1))[0]
    if int(few.shape[0]):
        a, qf, cf = xp.take(tp0, few), xp.take(q, few), xp.take(c, few)
        big_m = xp.take(m, few) - 1.0
        direct = xp.zeros_like(a)
        for k in range(1, int(float(xp.max(big_m))) + 1):
            direct = direct + xp.where(k <= big_m, (a + k) / (qf * k + cf), 0.0)
        total += float(xp.sum(direct))
    many = xp.nonzero(m > _DIRECT_INNER + 1)[0]
    if int(many.shape[0]):
        a, qm = xp.take(tp0, many), xp.take(q, many)
        z = xp.take(c, many) / qm
        big_m = xp.take(m, many) - 1.0
        total += float(xp.sum((ratio_sum(z, big_m, xp) + a * harmonic_difference(z, big_m, xp))
                              / qm))
    return total


def dg_trapezoid_sum(steps: RecallSteps, r0: float, r1: float, *,
                     inner_points: bool = True, dtp: FloatArray | None = None,
                     p_end: FloatArray | None = None) -> float:
    """Davis & Goadrich's composite trapezoid over ``[r0, r1]``; ``steps`` in caller units.

    The points, precisions and trapezoids of :func:`numeric.core.dg_points.dg_points` with
    :func:`numeric.core.dg_points.dg_precision`, summed per step: each step's last trapezoid (from
    its last unit point, or its start, to its end), then its unit trapezoids ``x = k -> k + 1``
    over the shrinking set of steps with more than ``k`` inner points, the few longest (heavy
    ties) materialized at once. The zero-width joins between consecutive steps (same recall,
    FP growing) add nothing and are skipped. ``inner_points=False``: the caller knows that no
    step spans more than one unit of TP (the sum is then scale-free, and ``steps`` may be in any
    units). ``dtp`` (``tp1 - tp0``) and ``p_end`` (``tp1/(tp1 + fp1)``) may be given when the
    caller has them (not modified).
    """
    tp0, fp0, tp1, fp1 = steps.tp0, steps.fp0, steps.tp1, steps.fp1
    if tp0.size == 0:
        return 0.0
    if dtp is None:
        dtp = tp1 - tp0
    origin = bool(tp0[0] == 0.0 and fp0[0] == 0.0)  # its precision is the next point's
    if p_end is None:
        p_end = tp1 + fp1
        np.divide(tp1, p_end, out=p_end)
    # No inner point anywhere (dg_inner_points all 0, decided by the largest step): every
    # step one trapezoid, from its start to its end.
    if not inner_points or float(np.max(dtp)) - 1e-9 <= 1.0:
        with np.errstate(divide="ignore", invalid="ignore"):
            p_start = tp0 + fp0
            np.divide(tp0, p_start, out=p_start)
        if origin:
            p_start[0] = p_end[0]
        return _trapezoids(tp0, tp1, p_start, p_end, steps.n_pos, r0, r1, dtp)
    x = dg_inner_points(dtp, as_float=True)
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        slope = (fp1 - fp0) / dtp
        if (r0, r1) == (0.0, 1.0) and float(x.max()) <= 1.0:
            return _one_inner_point_sum(steps, dtp, slope, x, p_end, origin)
        n_inner = x.astype(np.intp)
        tp_last = tp0 + x
        p_last = _dg_precision_at(tp_last, fp0, slope, x)
        if origin and n_inner[0] == 0:
            p_last[0] = p_end[0]
        total = _trapezoids(tp_last, tp1, p_last, p_end, steps.n_pos, r0, r1)
        del tp_last, p_last, p_end, x
        # Unit trapezoids x = k -> k + 1 of the steps with more than k inner points.
        idx = np.flatnonzero(n_inner)
        tp0, fp0, slope, n_inner = tp0[idx], fp0[idx], slope[idx], n_inner[idx]
        origin = origin and idx[0] == 0
        tp_k = tp0
        p_k = _dg_precision_at(tp0, fp0, slope, np.float64(0.0))
        k = 0
        while tp0.size and k < _WALKED_UNITS:
            x1 = np.float64(k + 1)
            tp_next = tp0 + x1
            p_next = _dg_precision_at(tp_next, fp0, slope, x1)
            if origin and k == 0:
                p_k[0] = p_next[0]
            total += _trapezoids(tp_k, tp_next, p_k, p_next, steps.n_pos, r0, r1)
            k += 1
            more = np.flatnonzero(n_inner > k)
            if more.size < n_inner.size:
                tp0, fp0, slope, n_inner = tp0[more], fp0[more], slope[more], n_inner[more]
                tp_next, p_next = tp_next[more], p_next[more]
            tp_k, p_k = tp_next, p_next
        if tp0.size:  # the longest steps: their remaining unit points at once
            total += _unit_trapezoids_from(k, tp0, fp0, slope, n_inner, steps.n_pos, r0, r1)
    return total


def _one_inner_point_sum(steps: RecallSteps, dtp: FloatArray, slope: FloatArray,
                         x: FloatArray, p_end: FloatArray, origin: bool) -> float:
    """:func:`dg_trapezoid_sum` over the whole curve when no step has more than one inner
    point (``x`` = 0 or 1 of them): the trapezoids start -> inner point -> end of every step
    at once (``x = 0``: the first is empty), each term as the general walk computes it."""
    tp0, fp0, tp1 = steps.tp0, steps.fp0, steps.tp1
    tp_mid = tp0 + x
    p_mid = _dg_precision_at(tp_mid, fp0, slope, x)
    p_start = tp0 + fp0  # the precision at x = 0, as _dg_precision_at(tp0, fp0, slope, 0)
    np.divide(tp0, p_start, out=p_start)
    if origin:  # the origin's precision is the next point's
        if x[0] == 0.0:
            p_mid[0] = p_end[0]
        p_start[0] = p_mid[0]
    p_start += p_mid
    width = tp_mid - tp0
    p_start *= width
    first = float(np.sum(p_start))
    p_mid += p_end
    np.subtract(tp1, tp_mid, out=width)
    p_mid *= width
    return float(np.sum(p_mid)) * 0.5 / steps.n_pos + first * 0.5 / steps.n_pos


def _dg_precision_at(tp: FloatArray, fp0: FloatArray, slope: FloatArray,
                     x: FloatArray | np.float64) -> FloatArray:
    """Precision of the DG points ``tp = tp0 + x``, ``fp = fp0 + slope x`` (as ``dg_points``)."""
    den = slope * x
    den += fp0
    den += tp
    np.divide(tp, den, out=den)
    return den


def _unit_trapezoids_from(k0: int, tp0: FloatArray, fp0: FloatArray, slope: FloatArray,
                          n_inner: npt.NDArray[np.intp], n_pos: float, r0: float,
                          r1: float) -> float:
    """The trapezoids between the unit points ``x = k0, ..., n_inner`` of every step."""
    per = n_inner - (k0 - 1)  # points per step
    seg = np.repeat(np.arange(per.size), per)
    first = np.cumsum(per) - per
    x = (np.arange(seg.size) - np.repeat(first, per) + k0).astype(np.float64)
    tp = tp0[seg] + x
    precision = _dg_precision_at(tp, fp0[seg], slope[seg], x)
    inside = np.ones(tp.size - 1, dtype=bool)  # not from one step's last point to the next
    inside[first[1:] - 1] = False
    return _trapezoids(tp[:-1][inside], tp[1:][inside], precision[:-1][inside],
                       precision[1:][inside], n_pos, r0, r1)


def _trapezoids(ta: FloatArray, tb: FloatArray, pa: FloatArray, pb: FloatArray, n_pos: float,
                r0: float, r1: float, width: FloatArray | None = None) -> float:
    """``sum`` of the trapezoids ``(ta/n_pos, pa) -> (tb/n_pos, pb)`` cut to ``[r0, r1]``.

    ``pa`` may be overwritten; ``width`` is ``tb - ta`` when the caller has it.
    """
    if (r0, r1) == (0.0, 1.0):
        pa = np.add(pa, pb, out=pa)
        pa *= tb - ta if width is None else width
        return float(np.sum(pa)) * 0.5 / n_pos
    ra, rb = ta / n_pos, tb / n_pos
    ca, cb = np.clip(ra, r0, r1), np.clip(rb, r0, r1)
    width = rb - ra
    with np.errstate(invalid="ignore", divide="ignore"):
        slope = np.where(width > 0, (pb - pa) / width, 0.0)
    qa = pa + slope * (ca - ra)
    qb = pa + slope * (cb - ra)
    return float(np.sum((cb - ca) * 0.5 * (qa + qb)))
