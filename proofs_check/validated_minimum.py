"""Validated (interval-arithmetic) certificates of the exact minimum of AUC-PR at fixed AUC-ROC.

:mod:`proofs_check.certificate` certifies the exact minimizer by a Frank-Wolfe gap computed in
float64 with quadrature and a search; this module raises it to ``validated``: every number is an
``mpmath.iv`` enclosure, there is no quadrature (every integral is an elementary closed form of
the candidate curve, evaluated in outward-rounded interval arithmetic) and no search whose
tolerance could under-estimate a bound. Notation of ``docs/exact_minimum.md``: skew ``a``,
``c = 1 - AUC-ROC``, ``q = a c``; a ROC curve is ``F = a f`` (scaled FPR as a function of TPR
``x``), increasing with ``0 <= F <= a`` and ``int F = q``, and its AUC-PR is
``T(F) = int_0^1 x/(x + F(x)) dx``. The true minimum is ``mu(q, a) = inf T``.

**The lower bound (weak duality, no regime theory).** ``phi(x, F) = x/(x + F)`` is convex in
``F >= 0``. For *any* ``F >= 0`` (feasible or not), every ``G`` in the constraint set and any
``lam``,

.. math::

    T(G) \\ge T(F) + \\int w (G - F) = C + \\int (w + \\lambda) G - \\lambda q
         \\ge C - \\lambda q + a \\min_{t \\in [0,1]} \\Phi(t),

with ``w = -x/(x + F)^2``, ``C = T(F) - int w F`` and ``Phi(t) = int_t^1 (w + lam)``: ``G/a`` is a
mixture of steps ``1_{[t,1]}`` (docs/exact_minimum.md, section 4.3), so ``int (w + lam) G`` is at
least ``a min_t Phi(t)`` (and ``Phi(1) = 0``). The candidate is the family of the minimizer,
``F = k sqrt(x) - x`` on ``[0, x1]`` and a level ``B`` on ``(x1, 1]``, with ``lam = 1/k^2``: then
``w = -1/k^2`` on ``[0, x1]`` and every integral is elementary; ``Phi`` is linear on ``[0, x1]``
and on ``[x1, 1]`` its critical points solve a quadratic, so its minimum is taken over at most four
points, each enclosed. The bound ``L(q, a) = C - lam q + a Phi_min`` is **affine in (q, a)** for a
fixed candidate.

**The upper bound.** ``T`` decreases pointwise in ``F``; so any increasing ``F`` with
``0 <= F <= a`` and ``int F <= q`` (all checked in interval arithmetic) gives
``mu(q, a) <= T(F)``.

Public functions: :func:`validated_certificate` (one point), :func:`validated_certificate_grid`
(every point of :func:`proofs_check.certificate.certificate_grid`) and
:func:`validated_minimum_region` (the branch-and-bound over boxes).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

import mpmath
from mpmath import iv

from analytic.exact_minimum import auc_pr_min_exact as _auc_pr_min_mp
from numeric.bounds.exact_minimum import auc_pr_min_exact as _m_float64
from numeric.bounds.exact_minimum import exact_min_solution

__all__ = [
    "MinimumRegion",
    "ValidatedCertificate",
    "validated_certificate",
    "validated_certificate_grid",
    "validated_minimum_region",
]

if TYPE_CHECKING:  # an mpmath.iv interval (mpmath is untyped: mypy sees its class as Any)
    from mpmath.ctx_iv import ivmpf as _Iv

_PREC = 113  # bits of the interval arithmetic (quad precision); results are enclosures anyway
_M_DPS = 20  # digits of the analytic exact minimum compared with the bounds (verified)
_M_PAD = mpmath.mpf("1e-18")  # pad on the 20-digit analytic value (m <= 1: its verified digits)


@contextmanager
def _iv_precision(bits: int = _PREC) -> Iterator[None]:
    """Local interval precision (restored on exit; never set globally), and a wider ``mp``
    precision so that converting an endpoint to ``mpmath.mpf`` is exact."""
    old = iv.prec
    iv.prec = bits
    try:
        with mpmath.workprec(bits + 40):
            yield
    finally:
        iv.prec = old


def _up(x: _Iv) -> float:
    """Upper endpoint of an interval as a float rounded up (``x <= _up(x)``)."""
    b = mpmath.mpf(x.b)
    v = float(b)
    return v if v >= b else math.nextafter(v, math.inf)


def _down(x: _Iv) -> float:
    """Lower endpoint of an interval as a float rounded down (``_down(x) <= x``)."""
    a = mpmath.mpf(x.a)
    v = float(a)
    return v if v <= a else math.nextafter(v, -math.inf)


@dataclass(frozen=True)
class _Candidate:
    """``F = k sqrt(x) - x`` on ``[0, x1]``, level ``B`` on ``(x1, 1]`` (floats taken exactly)."""

    k: float
    x1: float
    level: float  # B (scaled: F, not f)


def _candidate(a: float, c: float) -> _Candidate:
    """The float minimizer of ``numeric.bounds.exact_minimum`` at ``(a, c)``, made increasing.

    The lower bound holds for any ``F >= 0``; the adjustments (``x1 <= k^2/4``, ``B`` at least
    the enclosed ``F(x1)``) only make the candidate increasing so that it can serve the upper
    bound too.
    """
    sol = exact_min_solution(a, 1.0 - c)
    k, x1 = float(sol.k), float(sol.breakpoint)
    if not (math.isfinite(k) and k > 0.0):
        raise ValueError(f"no usable candidate at skew {a}, c {c}: k = {k}")
    x1 = min(max(x1, 0.0), 1.0)
    with _iv_precision():
        peak = (iv.mpf(k) / 2) ** 2
        while x1 > 0.0 and mpmath.mpf(x1) > mpmath.mpf(peak.a):  # v_k increases on [0, x1]
            x1 = math.nextafter(min(x1, _down(peak)), -math.inf)
        f_x1 = iv.mpf(k) * iv.sqrt(iv.mpf(x1)) - x1
        while x1 > 0.0 and _up(f_x1) > a:  # capped: F(x1) <= a (F increases on [0, x1])
            x1 = math.nextafter(x1 * (1.0 - 1e-15), -math.inf)
            f_x1 = iv.mpf(k) * iv.sqrt(iv.mpf(x1)) - x1
        level = min(max(a * float(sol.level), _up(f_x1)), a) if x1 < 1.0 else _up(f_x1)
    return _Candidate(k, x1, level)


@dataclass(frozen=True)
class _Enclosures:
    const: _Iv  # C = T(F) - int w F
    lam: _Iv  # 1/k^2
    phi_min: _Iv  # min_t Phi(t) (<= 0)
    value: _Iv  # T(F)
    linear: _Iv  # int w F
    mass: _Iv  # int F


def _enclose(cand: _Candidate) -> _Enclosures:
    """Interval enclosures of the candidate's integrals and of ``min_t Phi(t)``."""
    k, x1, bb = iv.mpf(cand.k), iv.mpf(cand.x1), iv.mpf(cand.level)
    lam = 1 / k**2
    r = iv.sqrt(x1)
    x32 = x1 * r  # x1^(3/2)
    head_mass = 2 * k * x32 / 3 - x1**2 / 2  # int_0^x1 (k sqrt x - x)
    value = 2 * x32 / (3 * k)
    linear = -lam * head_mass
    mass = head_mass
    tail: _Iv = iv.mpf(0)
    if cand.x1 < 1.0:
        lg = iv.log((1 + bb) / (x1 + bb))
        value = value + (1 - x1) - bb * lg
        tail = lg + bb / (1 + bb) - bb / (x1 + bb)  # int_x1^1 x/(x + B)^2
        linear = linear - bb * tail
        mass = mass + (1 - x1) * bb

    def phi_tail(t: _Iv) -> _Iv:  # Phi(t) for t >= x1
        return -(iv.log((1 + bb) / (t + bb)) + bb / (1 + bb) - bb / (t + bb)) + lam * (1 - t)

    if cand.x1 < 1.0:
        phi_x1 = phi_tail(x1)
        points = [phi_x1, phi_x1 + (lam - lam) * x1, iv.mpf(0)]  # t = x1, t = 0 (w + lam = 0)
        disc = 1 - 4 * lam * bb
        if mpmath.mpf(disc.b) >= 0:  # critical points of Phi on [x1, 1]: lam (t + B)^2 = t
            sq = iv.sqrt(iv.mpf([max(mpmath.mpf(disc.a), mpmath.mpf(0)), mpmath.mpf(disc.b)]))
            for root in ((1 - 2 * lam * bb - sq) / (2 * lam), (1 - 2 * lam * bb + sq) / (2 * lam)):
                lo = max(mpmath.mpf(root.a), mpmath.mpf(cand.x1))
                hi = min(mpmath.mpf(root.b), mpmath.mpf(1))
                if lo <= hi:
                    points.append(phi_tail(iv.mpf([lo, hi])))
        phi_min = iv.mpf([min(mpmath.mpf(p.a) for p in points),
                          min(mpmath.mpf(p.b) for p in points)])
    else:  # free: Phi = 0 on [0, 1]
        phi_min = iv.mpf(0)
    return _Enclosures(value - linear, lam, phi_min, value, linear, mass)


def _lower_bound(enc: _Enclosures, a: float, c: _Iv) -> _Iv:
    """``L = C - lam q + a Phi_min`` at ``(a, c)`` (intervals); a lower bound on ``mu``."""
    aa = iv.mpf(a)
    return enc.const - enc.lam * (aa * iv.mpf(c)) + aa * enc.phi_min


def _feasible_upper(a: float, c: float, c_iv: _Iv) -> tuple[_Iv, _Candidate]:
    """``T(F)`` of an increasing candidate with ``F <= a`` and ``int F <= q`` (both enclosed).

    Shrinks ``c`` by a growing relative amount until the enclosed mass is below ``q``; returns
    an interval whose upper end bounds ``mu(q, a)`` from above.
    """
    q = iv.mpf(a) * c_iv  # the exact c, enclosed
    shrink = 0.0
    for _ in range(12):
        cand = _candidate(a, c * (1.0 - shrink))
        enc = _enclose(cand)
        increasing = cand.level <= a or cand.x1 >= 1.0
        top = iv.mpf(cand.k) - 1 if cand.x1 >= 1.0 else iv.mpf(cand.level)
        if increasing and mpmath.mpf(top.b) <= a and mpmath.mpf(enc.mass.b) <= mpmath.mpf(q.a):
            return enc.value, cand
        shrink = 1e-14 if shrink == 0.0 else shrink * 10.0
    raise ArithmeticError(f"no feasible candidate below the mass at skew {a}, c {c}")


@dataclass(frozen=True)
class ValidatedCertificate:
    """Validated enclosure of the exact minimum AUC-PR at one ``(skew, auc_roc)``.

    Attributes
    ----------
    skew, auc_roc : float
        The point (``c = 1 - auc_roc`` computed exactly from the float ``auc_roc``).
    lower : float
        Rigorous lower bound on the AUC-PR of every ROC curve with this AUC-ROC (weak duality
        with the minimizer as candidate), rounded down.
    upper : float
        AUC-PR of a feasible (increasing, mass at most ``c``) curve, rounded up: the minimum is at
        most this.
    gap : float
        Validated upper bound on the Frank-Wolfe gap of the float minimizer: ``int w F`` (upper
        end) minus the dual lower bound on ``min int w G`` (lower end); ``T(F) - min T <= gap``
        when ``F`` has mass ``c``. It can be a rounding below 0 (the float curve's mass differs
        from ``c`` by rounding); ``lower`` does not depend on that.
    exact : float
        ``analytic.exact_minimum.auc_pr_min_exact`` (20 digits) rounded to float.
    exact_enclosed : bool
        Whether the 20-digit exact minimum (a ball of radius 1e-18) meets the 113-bit enclosure
        ``[lower, upper]`` (before rounding to float): the enclosure does not contradict it.
    """

    skew: float
    auc_roc: float
    lower: float
    upper: float
    gap: float
    exact: float
    exact_enclosed: bool


def _exact_c(auc_roc: float) -> Fraction:
    return 1 - Fraction(auc_roc)


def _mp_of(x: Fraction) -> _Iv:
    return iv.mpf(mpmath.mpf(x.numerator)) / iv.mpf(mpmath.mpf(x.denominator))


def validated_certificate(skew: float, auc_roc: float) -> ValidatedCertificate:
    """Interval-arithmetic enclosure of the exact minimum AUC-PR at one point.

    Parameters
    ----------
    skew : float
        ``a = N-/N+``, in ``(0, inf)``.
    auc_roc : float
        AUC-ROC, in ``[0, 1)`` (``c = 1 - auc_roc > 0``).

    Returns
    -------
    ValidatedCertificate

    Raises
    ------
    TypeError
        If ``skew`` or ``auc_roc`` is not a real number.
    ValueError
        If ``skew`` is not a finite number > 0 or ``auc_roc`` is not in ``[0, 1)``.

    Notes
    -----
    With the float minimizer ``F`` of :func:`numeric.bounds.exact_minimum.exact_min_solution`
    as candidate and ``lam = 1/k^2``, for every ROC curve ``G`` with this AUC-ROC

    .. math:: T(G) \\ge T(F) - \\int w F - \\lambda q + a \\min_t \\Phi(t)

    (module docstring), all terms elementary closed forms enclosed in 113-bit ``mpmath.iv``
    arithmetic. No quadrature, no search: the bound is rigorous, not an estimate.

    References
    ----------
    Frank & Wolfe (1956); Jaggi (2013), Sec. 2 (the duality gap). Validates the exact minimum
    that corrects Mihelich, Castagnos & Dognin (2024), Thm 3.5 (``docs/exact_minimum.md``,
    section 4.4).

    Examples
    --------
    >>> cert = validated_certificate(100.0, 0.875)   # exact minimum 4/117
    >>> cert.lower <= 4 / 117 <= cert.upper, cert.upper - cert.lower < 1e-12
    (True, True)
    >>> cert.gap < 1e-12, cert.exact_enclosed
    (True, True)
    """
    for name, v in (("skew", skew), ("auc_roc", auc_roc)):
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise TypeError(f"{name} must be a real number, got {type(v).__name__}")
    a, r = float(skew), float(auc_roc)
    if not (math.isfinite(a) and a > 0.0):
        raise ValueError(f"skew must be a finite number > 0, got {a}")
    if not (0.0 <= r < 1.0):
        raise ValueError(f"auc_roc must be in [0, 1), got {r}")
    c_exact = _exact_c(r)
    with _iv_precision():
        c_iv = _mp_of(c_exact)
        cand = _candidate(a, float(c_exact))
        enc = _enclose(cand)
        low = _lower_bound(enc, a, c_iv)
        lmo_low = iv.mpf(a) * enc.phi_min - enc.lam * (iv.mpf(a) * c_iv)
        gap = enc.linear - lmo_low
        upper_iv, _ = _feasible_upper(a, float(c_exact), c_iv)
        exact = _auc_pr_min_mp(mpmath.mpf(a), mpmath.mpf(1) - mpmath.mpf(c_exact.numerator)
                               / c_exact.denominator, dps=_M_DPS)
        lower_f, upper_f = _down(low), _up(upper_iv)
        ok = bool(mpmath.mpf(low.a) <= exact + _M_PAD and exact - _M_PAD <= mpmath.mpf(upper_iv.b))
    return ValidatedCertificate(a, r, lower_f, upper_f, _up(gap), float(exact), ok)


def validated_certificate_grid(
        points: list[tuple[float, float]] | None = None) -> list[ValidatedCertificate]:
    """:func:`validated_certificate` at every point of
    :func:`proofs_check.certificate.certificate_grid` (160 points: skews 1e-6..1e6, regime
    boundaries and +-1e-6 around them), or at ``points``.

    Points with ``auc_roc = 0`` (``c = 1``, the constant ``f = 1``) are skipped: there the
    minimum is attained by the only feasible curve.

    Examples
    --------
    >>> certs = validated_certificate_grid([(1.0, 0.5), (0.01, 0.9)])
    >>> all(c.exact_enclosed and c.gap < 1e-12 for c in certs)
    True
    """
    if points is None:
        from proofs_check.certificate import certificate_grid
        points = certificate_grid()
    return [validated_certificate(a, r) for a, r in points if r > 0.0]


# --- the branch-and-bound over boxes -------------------------------------------------------------

@dataclass(frozen=True)
class MinimumRegion:
    """Result of :func:`validated_minimum_region`.

    Attributes
    ----------
    skew_min, skew_max, auc_min, auc_max : float
        The region proven (outer corners of the cover; contains the requested region).
    boxes : int
        Boxes in the final cover.
    corners : int
        Distinct box corners at which the analytic exact minimum was evaluated.
    max_corner_deficit : float
        Largest ``m(v) - L_B(v)`` over every box ``B`` and corner ``v`` (rounded up): at every
        corner, no ROC curve has AUC-PR below ``m(v) - max_corner_deficit`` (proved). Between
        corners this would need ``m`` convex, which the search does not prove (see
        :func:`validated_minimum_region`, Notes).
    max_monotone_deficit : float
        Largest ``m(a0, c0) - min_v L_B(v)``: the bound everywhere in the region assuming only
        that ``m`` decreases in skew and in ``c``.
    max_corner_excess : float
        Largest ``L_B(v) - (m(v) + 1e-18)`` (rounded down); positive would refute ``m`` as the
        minimum (a lower bound on every curve above it).
    holds : bool
        ``max_corner_excess <= 0`` (lower bounds never above the claimed minimum) and every
        deficit within ``tol``.
    seconds : float
        Wall time.
    """

    skew_min: float
    skew_max: float
    auc_min: float
    auc_max: float
    boxes: int
    corners: int
    max_corner_deficit: float
    max_monotone_deficit: float
    max_corner_excess: float
    holds: bool
    seconds: float


def _fl(x: Fraction, direction: int) -> float:
    """``x`` rounded to a float downwards (``direction < 0``) or upwards."""
    v = float(x)
    if direction < 0 and Fraction(v) > x:
        v = math.nextafter(v, -math.inf)
    elif direction > 0 and Fraction(v) < x:
        v = math.nextafter(v, math.inf)
    return v


def _check_region(skew_range: tuple[float, float], auc_range: tuple[float, float], tol: float,
                  max_depth: int) -> None:
    lo, hi = skew_range
    if not (0.0 < lo < hi < math.inf):
        raise ValueError(f"skew_range must satisfy 0 < low < high < inf, got {skew_range}")
    lo, hi = auc_range
    if not (0.0 < lo < hi < 1.0):
        raise ValueError(f"auc_range must satisfy 0 < low < high < 1, got {auc_range}")
    if not (tol > 0.0):
        raise ValueError(f"tol must be > 0, got {tol}")
    if max_depth < 0:
        raise ValueError(f"max_depth must be >= 0, got {max_depth}")


def validated_minimum_region(
    skew_range: tuple[float, float] = (1e-3, 1e3),
    auc_range: tuple[float, float] = (0.01, 0.99),
    *,
    initial: tuple[int, int] = (2, 48),
    tol: float = 1e-6,
    max_depth: int = 20,
    progress: Callable[[int, int], None] | None = None,
) -> MinimumRegion:
    """Validated branch-and-bound: a lower bound on AUC-PR over a region, near m at box corners.

    Every ROC curve's AUC-PR is above a piecewise-affine bound over the region, within ``tol`` of
    the exact minimum ``m`` at every box corner (not proved between corners: see Notes).

    Parameters
    ----------
    skew_range : (float, float), default=(1e-3, 1e3)
        Skews ``a``; the cover's outer edges are rounded outwards.
    auc_range : (float, float), default=(0.01, 0.99)
        AUC-ROC; ``c = 1 - AUC-ROC``.
    initial : (int, int), default=(2, 48)
        Initial boxes along ``log a`` and ``log q`` (``q = a c``).
    tol : float, default=1e-6
        A box is split while its corner deficit exceeds ``tol``.
    max_depth : int, default=20
        Largest number of splits of a box along each axis.
    progress : callable, optional
        ``progress(done, queued)`` after each accepted box.

    Returns
    -------
    MinimumRegion

    Notes
    -----
    The cover is made of boxes ``[a0, a1] x [q0, q1]`` (geometric splits), each cut exactly (in
    rationals) to the region ``{(a, q): a0 <= a <= a1, c_lo a <= q <= c_hi a}``: a convex
    polygon, whose vertices are its "corners" below. Each box takes the float
    minimizer at its centre as candidate; the module docstring's lower bound
    ``L_B(q, a) = C - lam q + a Phi_min`` is then valid for **every** ``(q, a)`` and affine.

    **Proven (validated, no assumption):** every ROC curve at any ``(a, c)`` of the box has
    AUC-PR at least ``L_B(q, a)``, with the coefficients enclosed in 113-bit intervals.
    **Compared at the vertices:** ``m(v)`` (the analytic exact minimum,
    :func:`analytic.exact_minimum.auc_pr_min_exact` at 20 verified digits, padded by 1e-18)
    exceeds ``L_B(v)`` by at most ``max_corner_deficit`` and never falls below it
    (``max_corner_excess <= 0``). A vertex whose ``a`` or ``c = q/a`` is not a float is
    bracketed by ``m`` at the floats around it, using that ``m`` decreases in ``a`` and ``c``.

    **Not proved between vertices:** that no ROC curve is below ``m - max_corner_deficit``
    inside a box would follow if ``m - L_B`` were convex, i.e. if ``m`` were convex in
    ``(q, a)``. The true minimum ``mu`` is convex (a partial minimum of a problem jointly convex
    in ``(G, q, a)``), but ``m`` is convex only if ``m = mu`` -- what the search sets out to show
    -- so that step would be circular. Proved over the whole region is the validated lower
    bound ``L_B`` on ``mu`` (item 1 above) meeting ``m`` to the tolerance at every vertex
    (docs/exact_minimum.md, section 4.5). ``max_monotone_deficit`` likewise assumes that ``m``
    decreases in ``q`` and ``a``.

    A box is split along ``log q`` unless ``m`` varies more along ``a`` (the ironed and free
    minima depend on ``q`` only, so there boxes stay long in ``a``). Soundness never depends on
    how boxes are split.

    References
    ----------
    Validates the exact minimum (``docs/exact_minimum.md``, sections 3-4) that corrects
    Mihelich, Castagnos & Dognin (2024), Thm 3.5.

    Examples
    --------
    >>> res = validated_minimum_region((90.0, 110.0), (0.85, 0.9), initial=(1, 2), tol=1e-6)
    >>> res.holds, res.max_corner_deficit <= 1e-6, res.max_corner_excess <= 0.0
    (True, True, True)
    """
    _check_region(skew_range, auc_range, tol, max_depth)
    start = time.perf_counter()
    a_lo = math.nextafter(skew_range[0], 0.0)
    a_hi = math.nextafter(skew_range[1], math.inf)
    c_lo = math.nextafter(1.0 - auc_range[1], -math.inf)
    c_hi = math.nextafter(1.0 - auc_range[0], math.inf)
    q_lo = math.nextafter(a_lo * c_lo, 0.0)
    q_hi = math.nextafter(a_hi * c_hi, math.inf)
    na, nq = initial
    la, lq = math.log(a_lo), math.log(q_lo)
    wa, wq = math.log(a_hi) - la, math.log(q_hi) - lq
    scale = 1 << max_depth
    n_a, n_q = na * scale, nq * scale

    def a_at(i: int) -> float:
        return a_lo if i == 0 else a_hi if i == n_a else math.exp(la + wa * i / n_a)

    def q_at(j: int) -> float:
        return q_lo if j == 0 else q_hi if j == n_q else math.exp(lq + wq * j / n_q)

    cache: dict[tuple[float, float], _Iv] = {}

    def m_float(a: float, r: float) -> _Iv:
        if (a, r) not in cache:
            cache[a, r] = _auc_pr_min_mp(a, r, dps=_M_DPS)
        return cache[a, r]

    def m_bounds(a: Fraction, q: Fraction) -> tuple[_Iv, _Iv]:
        """``m`` at the vertex, bracketed by ``m`` at float points (``m`` decreases in ``a``
        and ``c``): the vertex moved to smaller ``(a, c)`` and to larger ``(a, c)``."""
        r = 1 - q / a
        hi = m_float(_fl(a, -1), _fl(r, 1))
        lo = hi if (Fraction(_fl(a, -1)) == a and Fraction(_fl(r, 1)) == r) else m_float(
            _fl(a, 1), _fl(r, -1))
        return lo, hi

    lines = (Fraction(c_lo), -Fraction(c_hi))  # half-planes q - c_lo a >= 0, c_hi a - q >= 0

    def clip(box: list[tuple[Fraction, Fraction]]) -> list[tuple[Fraction, Fraction]]:
        """The polygon ``box`` cut to the region (exact, Sutherland-Hodgman)."""
        poly = box
        for slope in lines:
            sign = 1 if slope > 0 else -1

            def side(v: tuple[Fraction, Fraction], slope: Fraction = slope,
                     sign: int = sign) -> Fraction:
                return sign * v[1] - slope * v[0]

            out: list[tuple[Fraction, Fraction]] = []
            for k, cur in enumerate(poly):
                prev = poly[k - 1]
                sc, sp_ = side(cur), side(prev)
                if (sc >= 0) != (sp_ >= 0):
                    u = sp_ / (sp_ - sc)
                    out.append((prev[0] + u * (cur[0] - prev[0]), prev[1] + u * (cur[1] - prev[1])))
                if sc >= 0:
                    out.append(cur)
            poly = list(dict.fromkeys(out))
            if not poly:
                break
        return poly

    queue = [(i * scale, (i + 1) * scale, j * scale, (j + 1) * scale)
             for i in range(na) for j in range(nq)]
    boxes = 0
    worst_def = worst_mono = worst_exc = -math.inf
    with _iv_precision():
        while queue:
            i0, i1, j0, j1 = queue.pop()
            a0, a1, q0, q1 = (Fraction(a_at(i0)), Fraction(a_at(i1)), Fraction(q_at(j0)),
                              Fraction(q_at(j1)))
            poly = clip([(a0, q0), (a1, q0), (a1, q1), (a0, q1)])
            if not poly:
                continue  # the box misses the region
            can_a, can_q = i1 - i0 > 1, j1 - j0 > 1
            am = sum(v[0] for v in poly) / len(poly)
            qm = sum(v[1] for v in poly) / len(poly)
            enc = _enclose(_candidate(float(am), float(qm / am)))
            lows = [enc.const - enc.lam * _mp_of(q) + _mp_of(a) * enc.phi_min for a, q in poly]
            if can_a or can_q:  # the split decision in float64 (the twin of m); proofs below
                m64 = [float(_m_float64(float(a), float(1 - q / a))) for a, q in poly]
                rough = max(m - float(low.b) for m, low in zip(m64, lows, strict=True))
                if rough > tol:
                    lo_a, hi_a = min(v[0] for v in poly), max(v[0] for v in poly)
                    lo_q, hi_q = min(v[1] for v in poly), max(v[1] for v in poly)
                    mid_q = math.sqrt(lo_q * hi_q)
                    var_a = (abs(float(_m_float64(float(hi_a), 1 - mid_q / float(hi_a)))
                                 - float(_m_float64(float(lo_a), 1 - mid_q / float(lo_a))))
                             if mid_q < lo_a else 0.0)
                    var_q = max(m64) - min(m64)
                    if can_a and (var_a >= 0.25 * var_q or not can_q):
                        queue += [(i0, (i0 + i1) // 2, j0, j1), ((i0 + i1) // 2, i1, j0, j1)]
                    else:
                        queue += [(i0, i1, j0, (j0 + j1) // 2), (i0, i1, (j0 + j1) // 2, j1)]
                    continue
            deficit = excess = -math.inf
            for (a, q), low in zip(poly, lows, strict=True):
                m_lo, m_hi = m_bounds(a, q)
                deficit = max(deficit, _up(iv.mpf(m_hi + _M_PAD) - low))
                excess = max(excess, _down(low - iv.mpf(m_lo + _M_PAD)))
            lows = [mpmath.mpf(low.a) for low in lows]
            boxes += 1
            worst_def = max(worst_def, deficit)
            worst_exc = max(worst_exc, excess)
            corner = (min(v[0] for v in poly), min(v[1] for v in poly))
            worst_mono = max(worst_mono, _up(iv.mpf(m_bounds(*corner)[1] + _M_PAD)
                                             - iv.mpf(min(lows))))
            if progress is not None:
                progress(boxes, len(queue))
    holds = worst_exc <= 0.0 and worst_def <= tol
    return MinimumRegion(a_lo, a_hi, _fl(1 - Fraction(c_hi), -1), _fl(1 - Fraction(c_lo), 1),
                         boxes, len(cache), worst_def, worst_mono, worst_exc, holds,
                         time.perf_counter() - start)
