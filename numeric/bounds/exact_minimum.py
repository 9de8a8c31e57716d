"""The exact minimum of AUC-PR at fixed AUC-ROC, and its consequences, in float64.

Numeric twins of :mod:`analytic.exact_minimum` (the derivation and the written account live there
and in ``docs/exact_minimum.md``). With skew ``a = N-/N+`` and ``c = 1 - AUC-ROC`` the minimizing
ROC curve ``FPR = f(TPR)`` is, in one of three regimes:

* ``'ironed'``: :math:`f = v_k` on :math:`[0, x_1]`, then flat;
* ``'free'``: :math:`f = v_k` on ``[0, 1]``, :math:`k = 3ac/2 + 3/4`, AUC-PR :math:`8/(9(2ac+1))`;
* ``'capped'``: :math:`f = v_k` on :math:`[0, x_0]`, then 1;

with :math:`v_k(x) = (k\\sqrt{x} - x)/a`. The ironed regime needs a two-equation root-find: a
vectorized Newton iteration started from a table of its one-parameter solution family (built once,
lazily, by bisection). Everything is vectorized over broadcast arrays of ``skew`` and ``auc_roc``.

Public functions
----------------
:func:`auc_pr_min_exact` (float or array), :func:`exact_min_solution` (one point, with the
minimizing curve), :func:`auc_roc_max_exact` (its inverse: the exact maximum AUC-ROC at fixed
AUC-PR, correcting Mihelich et al.'s Thm 3.9 maximum), :func:`feasible_region`,
:func:`regime_boundaries`; :func:`numeric.bounds.implied_order` decides Cor 4.1 with these exact
bounds.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from typing import overload

import numpy as np
import numpy.typing as npt

from numeric.bounds._precision import FloatOrArray, floats_of
from numeric.bounds.finv import finv_of_complement
from numeric.bounds.mihelich import auc_pr_max
from numeric.special import log1pmx, log1pmx_over_square, one_minus_xlog1p_inv
from numeric.validation import as_float_array, check_interval, check_positive, first_bad

__all__ = [
    "ExactMinimum",
    "FeasibleRegion",
    "RegimeBoundaries",
    "auc_pr_min_exact",
    "auc_roc_max_exact",
    "exact_min_solution",
    "feasible_region",
    "regime_boundaries",
]

_FIVE_SIXTHS = 5.0 / 6.0
_MAX_GRID = 10**6  # largest feasible_region grid (about 100 MB of work arrays)
_REGIMES = ("ironed", "free", "capped")


# --- the ironed regime: residuals (twins of analytic.exact_minimum) ------------------------------

# The two helpers below run on float64 arrays (numpy's functions) and on Python floats (math.log,
# min, max): left unannotated, as no annotation types numpy's ufuncs and math.log alike.
def _ironing_residual(k, s, log=np.log):
    """Twin of :func:`analytic.exact_minimum.ironing_residual` (arrays; floats with math.log)."""
    b = k * s - s * s
    return (1.0 - s * s) / (k * k) - log((1.0 + b) / (k * s)) - b / (1.0 + b) + 1.0 - s / k


def _ironed_mass(k: npt.NDArray[np.float64], s: npt.NDArray[np.float64]
                 ) -> npt.NDArray[np.float64]:
    """Twin of :func:`analytic.exact_minimum.ironed_mass` (this is ``q = a c``)."""
    s2 = s * s
    out: npt.NDArray[np.float64] = (
        (2.0 / 3.0) * k * s2 * s - 0.5 * s2 * s2 + (1.0 - s2) * (k * s - s2)
    )
    return out


def _ironed_jacobian(k: npt.NDArray[np.float64], s: npt.NDArray[np.float64]
                     ) -> tuple[npt.NDArray[np.float64], ...]:
    """Partial derivatives ``(dR/dk, dR/ds, dQ/dk, dQ/ds)`` of the residual and the mass."""
    b = k * s - s * s
    db_dk, db_ds = s, k - 2.0 * s
    # R = (1 - s^2)/k^2 - log(1+b) + log(k) + log(s) - b/(1+b) + 1 - s/k
    dr_db = -1.0 / (1.0 + b) - 1.0 / (1.0 + b) ** 2
    dr_dk = -2.0 * (1.0 - s * s) / k**3 + 1.0 / k + s / (k * k) + dr_db * db_dk
    dr_ds = -2.0 * s / (k * k) + 1.0 / s - 1.0 / k + dr_db * db_ds
    dq_dk = (2.0 / 3.0) * s**3 + (1.0 - s * s) * s
    dq_ds = 2.0 * k * s * s - 2.0 * s**3 - 2.0 * s * b + (1.0 - s * s) * db_ds
    return dr_dk, dr_ds, dq_dk, dq_ds


def _ironed_value(k: npt.NDArray[np.float64], s: npt.NDArray[np.float64]
                  ) -> npt.NDArray[np.float64]:
    """Twin of :func:`analytic.exact_minimum.ironed_value` (``log1p`` form)."""
    s2 = s * s
    b = k * s - s2
    out: npt.NDArray[np.float64] = ((2.0 / 3.0) * s2 * s / k + (1.0 - s2)
                                    - b * np.log1p((1.0 - s2) / (s2 + b)))
    return out


def _s_of_k(k: npt.NDArray[np.float64], iters: int = 200) -> npt.NDArray[np.float64]:
    """Root ``s`` in (0, k/2) of the ironing residual for each ``k`` in (0, 2) (bisection)."""
    lo = np.zeros_like(k)
    hi = 0.5 * k
    for _ in range(iters):
        mid = 0.5 * (lo + hi)
        neg = _ironing_residual(k, mid) < 0.0
        lo = np.where(neg, mid, lo)
        hi = np.where(neg, hi, mid)
    out: npt.NDArray[np.float64] = 0.5 * (lo + hi)
    return out


# Below this q the ironed solution is its asymptote (ks = q, 1/k^2 = ln(1/q) - 1, relative error
# O(q ln(1/q)) < 1e-17) and the value rounds to 1 - q ln(1/q); above it, Newton's method.
_Q_ASYMPTOTIC = 1e-19
# Below this q the table's start is replaced by the asymptote (relative error about 2e-3 at 1e-3).
_Q_TABLE = 1e-3


@functools.lru_cache(maxsize=1)
def _ironed_table() -> tuple[npt.NDArray[np.float64], ...]:
    """The ironed family tabulated by ``k``: ``(log q, k, s)``, ``log q`` increasing, q >= 1e-3."""
    k = np.concatenate([np.linspace(0.4, 2.0, 600)[:-1], 2.0 - np.geomspace(1e-3, 1e-9, 30)])
    s = _s_of_k(k)
    logq = np.log(_ironed_mass(k, s))
    order = np.argsort(logq)
    return logq[order], k[order], s[order]


def _ironed_start(logq: npt.NDArray[np.float64]
                  ) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    """Starting ``(k, s)``: the asymptote ``1/k^2 = ln(1/q) - 1``, ``s = q/k`` for small ``q``."""
    logq_t, k_t, s_t = _ironed_table()
    k = np.interp(logq, logq_t, k_t)
    s = np.interp(logq, logq_t, s_t)
    small = logq < math.log(_Q_TABLE)
    if small.any():
        k[small] = 1.0 / np.sqrt(-1.0 - logq[small])
        s[small] = np.exp(logq[small]) / k[small]
    return k, s


def _solve_ironed(logq: npt.NDArray[np.float64]
                  ) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    """``(k, s)`` of the ironed regime for each ``q = exp(logq)`` in (0, 5/6): start + Newton."""
    k, s = _ironed_start(logq)
    q = np.exp(logq)
    active = np.flatnonzero(logq >= math.log(_Q_ASYMPTOTIC))
    if active.size == 1 and logq.size == 1:
        # One point: the same steps on Python floats (a 1-element array costs ~1 us per
        # operation, a float ~0.05 us).
        k1, s1, q1 = float(k[0]), float(s[0]), float(q[0])
        for _ in range(30):
            k_new, s_new = _newton_step(k1, s1, q1, log=math.log, minimum=min, maximum=max)
            moving = abs(k_new - k1) > 1e-11 * k1 or abs(s_new - s1) > 1e-11 * s1
            k1, s1 = k_new, s_new
            if not moving:
                break
        return np.full(1, k1), np.full(1, s1)
    for _ in range(30):
        if active.size == 0:
            break
        ka, sa, qa = k[active], s[active], q[active]
        k_new, s_new = _newton_step(ka, sa, qa)
        k[active], s[active] = k_new, s_new
        # Newton converges quadratically: once a step is below 1e-11 (relative), the next one
        # would be below rounding. Within ~1e-4 of q = 5/6 the flat piece vanishes and s is
        # ill-conditioned (steps of rounding noise ~1e-9); k and the value are not affected.
        moving = (np.abs(k_new - ka) > 1e-11 * ka) | (np.abs(s_new - sa) > 1e-11 * sa)
        active = active[moving]
    return k, s


def _newton_step(k, s, q, *, log=np.log, minimum=np.minimum, maximum=np.maximum):
    """One safeguarded Newton step on (ironing residual, mass - q).

    On arrays with numpy's functions; on one point with Python floats, ``math.log``, ``min`` and
    ``max`` (the same formulas, ten times less overhead).
    """
    r = _ironing_residual(k, s, log)
    m = _ironed_mass(k, s) - q
    j11, j12, j21, j22 = _ironed_jacobian(k, s)
    det = j11 * j22 - j12 * j21
    dk = (r * j22 - m * j12) / det
    ds = (j11 * m - j21 * r) / det
    # damp steps that would leave the domain 0 < s < k/2 <= 1
    k_new = minimum(maximum(k - dk, 0.5 * k), 2.0 * k)
    s_new = minimum(maximum(s - ds, 0.5 * s), minimum(0.5 * k_new, 0.5 * (s + 0.5 * k_new)))
    return k_new, s_new


def _minus_a_log1pmx(a: npt.NDArray[np.float64], x0: npt.NDArray[np.float64]
                     ) -> npt.NDArray[np.float64]:
    """``-a log1pmx(u)``, ``u = (1 - x0)/(x0 + a)``, without underflow for ``a`` up to 1.8e308.

    Written ``(1 - x0) u (a/(x0 + a)) h(u)`` with ``h(u) = -log1pmx(u)/u^2`` for ``u <= 1``, so
    that ``a u^2`` is never formed.
    """
    u = (1.0 - x0) / (x0 + a)
    small = u <= 1.0
    if small.all():  # the common case: one series only
        out: npt.NDArray[np.float64] = -(1.0 - x0) * u * (a / (x0 + a)) * log1pmx_over_square(u)
        return out
    us = np.where(small, u, 0.0)
    near = -(1.0 - x0) * us * (a / (x0 + a)) * log1pmx_over_square(us)
    return np.where(small, near, -a * log1pmx(np.where(small, 1.0, u)))


# --- all regimes --------------------------------------------------------------------------------

def _exact_min_arrays(a: npt.NDArray[np.float64], c: npt.NDArray[np.float64],
                      r: npt.NDArray[np.float64] | None = None
                      ) -> tuple[npt.NDArray[np.int_], npt.NDArray[np.float64],
                                 npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    """Unvalidated ``(regime index, k, breakpoint, value)``; broadcast ``a > 0``, ``c in [0, 1]``.

    ``r = 1 - c`` (AUC-ROC) may be given exactly (it carries the digits of a small AUC-ROC, which
    ``1 - c`` would round away). Regime index into ``('ironed', 'free', 'capped')``; breakpoint
    ``x_1`` (ironed), 1 (free) or ``x_0`` (capped); for ``c = 0`` the curve is ``f = 0`` (regime
    ironed, k = 0, value 1). Floating-point warnings are silenced: ``q = a c`` may underflow or
    overflow (its logarithm is used), ``k`` is infinite at AUC-ROC 0.
    """
    with np.errstate(divide="ignore", under="ignore", over="ignore", invalid="ignore"):
        a_b, c_b = np.broadcast_arrays(a, c)
        return _exact_min_regimes(a_b, c_b, r)


def _exact_min_regimes(a: npt.NDArray[np.float64], c: npt.NDArray[np.float64],
                       r: npt.NDArray[np.float64] | None
                       ) -> tuple[npt.NDArray[np.int_], npt.NDArray[np.float64],
                                  npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    r = 1.0 - c if r is None else np.broadcast_to(r, a.shape)
    q = a * c  # <= a: no overflow; where it underflows, log q = log a + log c is used
    regime = np.full(a.shape, 2, dtype=np.int_)
    k = np.empty(a.shape)
    brk = np.empty(a.shape)
    val = np.empty(a.shape)

    zero = c == 0.0
    if zero.any():
        regime[zero], k[zero], brk[zero], val[zero] = 0, 0.0, 0.0, 1.0

    trial = (q < _FIVE_SIXTHS) & ~zero
    if trial.any():
        lq = np.log(q[trial])
        lost = lq < -700.0  # q underflowed (or nearly): its log from the factors
        if lost.any():
            lq[lost] = np.log(a[trial][lost]) + np.log(c[trial][lost])
        kt, st = _solve_ironed(lq)
        asym = lq < math.log(_Q_ASYMPTOTIC)
        vt = _ironed_value(kt, st)
        if asym.any():
            vt = np.where(asym, 1.0 + np.exp(lq) * lq, vt)
        ok = (kt * st - st * st) <= a[trial]  # flat level b/a <= 1
        idx = np.flatnonzero(trial)[ok]
        regime.flat[idx] = 0
        k.flat[idx] = kt[ok]
        brk.flat[idx] = st[ok] * st[ok]
        val.flat[idx] = vt[ok]

    free = (regime == 2) & ~zero & (a >= 1.0) & (q >= _FIVE_SIXTHS) & (
        c <= 2.0 / 3.0 + 1.0 / (6.0 * a))
    if free.any():
        qf = q[free]
        regime[free], brk[free] = 1, 1.0
        k[free] = 1.5 * qf + 0.75
        val[free] = (4.0 / 9.0) / (qf + 0.5)  # 8/(9(2q + 1)) = 2/(3k), no overflow

    cap = (regime == 2) & ~zero
    if not cap.any():
        return regime, k, brk, val
    ac, rc = a[cap], r[cap]
    x0 = 6.0 * rc / (1.0 + np.sqrt(np.maximum(1.0 - 6.0 * rc / ac, 0.0)))
    k[cap] = (ac + x0) / np.sqrt(x0)  # AUC-ROC 0: x0 = 0, f = 1, k = inf
    brk[cap] = x0
    val[cap] = ((2.0 / 3.0) * x0 * (x0 / (ac + x0)) + (1.0 - x0) * (x0 / (x0 + ac))
                + _minus_a_log1pmx(ac, x0))
    return regime, k, brk, val


def validate_skew_auc_roc(skew: object, auc_roc: object
              ) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64], bool]:
    """``skew`` and ``auc_roc`` checked and broadcast as float64 arrays, and whether both were
    scalars."""
    a = np.asarray(check_positive(floats_of(skew, "skew"), "skew"), dtype=np.float64)
    r = np.asarray(check_interval(floats_of(auc_roc, "auc_roc"), "auc_roc", 0.0, 1.0),
                   dtype=np.float64)
    scalar = a.ndim == 0 and r.ndim == 0
    return a, r, scalar


@overload
def auc_pr_min_exact(skew: float, auc_roc: float) -> float: ...
@overload
def auc_pr_min_exact(skew: npt.ArrayLike, auc_roc: npt.ArrayLike) -> FloatOrArray: ...
def auc_pr_min_exact(skew: npt.ArrayLike, auc_roc: npt.ArrayLike) -> FloatOrArray:
    """Exact minimum AUC-PR over all ROC curves with the given AUC-ROC (vectorized).

    Parameters
    ----------
    skew : float or array_like
        ``a = N-/N+`` (> 0).
    auc_roc : float or array_like
        AUC-ROC in ``[0, 1]``, broadcast against ``skew``. The endpoints are the limits: AUC-ROC 1
        forces ``f = 0`` (AUC-PR 1), AUC-ROC 0 forces ``f = 1`` (the global minimum
        :math:`1 - a\\ln((1 + a)/a)`).

    Returns
    -------
    float or ndarray of float64
        The minimum (a Python float for scalar input). Never NaN. To ``dps`` verified digits
        (an ``mpmath.mpf``, inputs taken exactly): :func:`numeric.bounds.precise.auc_pr_min_exact`.

    Notes
    -----
    With :math:`c = 1 - \\mathrm{AUC_{ROC}}`, :math:`q = ac`,

    .. math::

        \\min_{f \\uparrow,\\ 0 \\le f \\le 1,\\ \\int f = c}\\ \\int_0^1 \\frac{x}{x + a f(x)}\\,dx
        = \\begin{cases}
          \\text{ironed (root-find)} & q < 5/6 \\text{ (and flat level} \\le 1),\\\\
          \\dfrac{8}{9(2q + 1)} & 5/6 \\le q,\\ c \\le 2/3 + 1/(6a),\\\\
          \\dfrac{2x_0^2}{3(a + x_0)} + (1 - x_0) - a\\ln\\dfrac{1 + a}{x_0 + a}
            & \\text{otherwise},
        \\end{cases}

    :math:`x_0 = 6(1-c)/(1 + \\sqrt{1 - 6(1-c)/a})`. It is strictly below Mihelich et al.'s claimed
    minimum :math:`1 - q\\ln((1+q)/q)` for every ``0 < c < 1``. The formulas are the sympy forms
    of :mod:`analytic.exact_minimum`, hand-vectorized (tied to them by tests).

    Accuracy (float64): relative error below 1e-13 against mpmath for every skew in
    ``[5e-324, 1.8e308]`` and AUC-ROC in ``[0, 1]`` (measured in
    ``tests/numeric/bounds/test_exact_minimum.py``,
    Hypothesis over the whole range), except that a result below 2.2e-308 (skew above ~2e307)
    is subnormal and carries an absolute error of about 5e-324. For ``q = a c < 1e-19`` the value
    is ``1 - q ln(1/q)`` to within rounding (the ironed solution's asymptote). Within ~1e-4 of
    ``a c = 5/6`` the breakpoint ``x_1`` of :func:`exact_min_solution` is ill-conditioned; the
    value is not.

    References
    ----------
    Corrects Mihelich, Castagnos & Dognin (2024), Thm 3.5 (minimum) and Sec. 4.1 (which gives
    0.038 for a = 100, AUC-ROC = 0.875; the exact minimum is 4/117 = 0.034188...).

    Examples
    --------
    >>> auc_pr_min_exact(100, 0.875)
    0.03418803418803419
    >>> auc_pr_min_exact(1.0, [0.5, 0.9])
    array([0.44450948, 0.75976082])
    """
    a, r, scalar = validate_skew_auc_roc(skew, auc_roc)
    out = _exact_min_arrays(a, 1.0 - r, r)[3]
    return float(out) if scalar else out


@dataclass(frozen=True)
class ExactMinimum:
    """The exact minimizer of AUC-PR at fixed AUC-ROC for one ``(skew, auc_roc)``.

    Attributes
    ----------
    skew : float
        ``a = N-/N+``.
    auc_roc : float
        The fixed AUC-ROC (``c = 1 - auc_roc``).
    regime : {'ironed', 'free', 'capped'}
        Which piece of the solution applies.
    k : float
        Multiplier parameter (:math:`\\lambda = a/k^2`); the free curve is
        :math:`v_k(x) = (k\\sqrt{x} - x)/a`.
    breakpoint : float
        TPR where :math:`v_k` stops: :math:`x_1` (start of the flat piece), 1, or :math:`x_0`
        (start of ``f = 1``). Within about 1e-4 of ``a c = 5/6`` the flat piece vanishes and
        :math:`x_1` is ill-conditioned (absolute error up to ~1e-5); ``k``, ``value`` and the
        curve (flat where :math:`v_k` peaks) are accurate to rounding.
    level : float
        FPR after the breakpoint (flat level, ``v_k(1)`` or 1).
    value : float
        The minimum AUC-PR.
    """

    skew: float
    auc_roc: float
    regime: str
    k: float
    breakpoint: float
    level: float
    value: float

    def curve(self, tpr: npt.ArrayLike) -> npt.NDArray[np.float64]:
        """FPR of the minimizing ROC curve at ``tpr`` (in [0, 1]); increasing, mass ``1 - auc_roc``.

        Examples
        --------
        >>> exact_min_solution(100, 0.875).curve([0.25, 1.0])
        array([0.095, 0.185])
        """
        x = np.asarray(check_interval(tpr, "tpr", 0.0, 1.0), dtype=np.float64)
        if math.isinf(self.k):  # AUC-ROC 0: f = 1 everywhere
            return np.ones_like(x)
        v = (self.k * np.sqrt(x) - x) / self.skew
        out: npt.NDArray[np.float64] = np.where(x <= self.breakpoint, v, self.level)
        return out


def exact_min_solution(skew: float, auc_roc: float) -> ExactMinimum:
    """The exact minimizer (regime, parameters, value, curve) for one ``(skew, auc_roc)``.

    Parameters
    ----------
    skew : float
        ``a = N-/N+`` (> 0).
    auc_roc : float
        AUC-ROC in ``[0, 1]``.

    Returns
    -------
    ExactMinimum

    Notes
    -----
    See :func:`auc_pr_min_exact`; the curve is :math:`v_k` up to ``breakpoint`` and ``level``
    after it.

    References
    ----------
    Corrects Mihelich, Castagnos & Dognin (2024), Thm 3.5.

    Examples
    --------
    >>> sol = exact_min_solution(100, 0.875)
    >>> sol.regime, sol.k, round(sol.value, 6)
    ('free', 19.5, 0.034188)
    >>> exact_min_solution(1, 0.5).regime
    'ironed'
    """
    a, r, scalar = validate_skew_auc_roc(skew, auc_roc)
    if not scalar:
        raise TypeError(f"skew and auc_roc must be scalars, got shapes {a.shape} and {r.shape}")
    reg, k, brk, val = _exact_min_arrays(a, 1.0 - r, r)
    regime = _REGIMES[int(reg)]
    kk, x_b = float(k), float(brk)
    if regime == "capped":
        level = 1.0
    elif kk == 0.0:
        level = 0.0
    else:
        level = (kk * math.sqrt(x_b) - x_b) / float(a)
    return ExactMinimum(float(a), float(r), regime, kk, x_b, level, float(val))


def validate_skew_auc_pr(skew: object, auc_pr: object
                     ) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64],
                                npt.NDArray[np.float64]]:
    """Broadcast ``skew`` and ``auc_pr`` and check ``auc_pr`` in [global minimum, 1].

    Returns the broadcast skews, AUC-PR values and global minima.
    """
    a = np.asarray(check_positive(floats_of(skew, "skew"), "skew"), dtype=np.float64)
    k_pr = as_float_array(floats_of(auc_pr, "auc_pr"), "auc_pr")
    a_b, k_b = np.broadcast_arrays(a, k_pr)
    lo_pr = one_minus_xlog1p_inv(a_b)  # the global minimum (Boyd Thm 2, Cor 3.11)
    bad = (k_b < lo_pr * (1.0 - 1e-15)) | (k_b > 1.0)
    if bad.any():
        i = int(np.flatnonzero(bad.ravel())[0])
        raise ValueError(
            "auc_pr must be in [1 - skew*ln((1 + skew)/skew), 1], got "
            f"{first_bad(bad, k_b)} with skew {float(a_b.ravel()[i])!r}")
    return a_b, k_b, lo_pr


@overload
def auc_roc_max_exact(skew: float, auc_pr: float) -> float: ...
@overload
def auc_roc_max_exact(skew: npt.ArrayLike, auc_pr: npt.ArrayLike) -> FloatOrArray: ...
def auc_roc_max_exact(skew: npt.ArrayLike, auc_pr: npt.ArrayLike) -> FloatOrArray:
    """Exact maximum AUC-ROC over all ROC curves with the given AUC-PR (vectorized).

    The inverse, in AUC-ROC, of :func:`auc_pr_min_exact` (which increases strictly in it).

    Parameters
    ----------
    skew : float or array_like
        ``a = N-/N+`` (> 0).
    auc_pr : float or array_like
        AUC-PR in :math:`[1 - a\\ln((1+a)/a), 1]` (the global minimum to 1).

    Returns
    -------
    float or ndarray of float64
        The largest achievable AUC-ROC.

    Notes
    -----
    .. math:: \\mathrm{AUC_{ROC}^{max}}(k) = 1 - c^*, \\qquad T_{\\min}(c^*) = k,

    solved by bracketed Newton iteration with :math:`dT_{\\min}/dc = -a/k^2` (the multiplier,
    envelope theorem). Mihelich et al.'s Thm 3.9 maximum :math:`1 - F^{-1}(1 - k)/a` inverts their
    (wrong) minimum and is too small.

    Accuracy (float64): the problem itself is ill-conditioned near the global minimum ``m``
    (AUC-ROC grows like :math:`\\sqrt{k - m}`): the relative condition number is about
    ``k/(2(k - m))`` and the float64 result carries the rounding of ``T_min`` (a few ulp of
    ``m``) amplified by it, a relative error of about ``4e-16 k/(k - m)``. Away from ``m``
    (``k - m >= 1e-3 (1 - m)``) it is below 1e-12; at skew 1e12 and ``k = m (1 + 1e-12)`` it is
    about 1e-4. Use :func:`numeric.bounds.precise.auc_roc_max_exact` there: it raises the
    working precision by the lost digits.

    References
    ----------
    Corrects Mihelich, Castagnos & Dognin (2024), Thm 3.9 (maximum).

    Examples
    --------
    >>> round(auc_roc_max_exact(100, 4 / 117), 12)
    0.875
    """
    a_b, k_b, lo_pr = validate_skew_auc_pr(skew, auc_pr)
    c = _c_of_exact_min(a_b, k_b, lo_pr)
    out = 1.0 - c
    return float(out) if out.ndim == 0 else out


def _c_of_exact_min(a: npt.NDArray[np.float64], k: npt.NDArray[np.float64],
                    lo_pr: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    """``c`` with ``T_min(c) = k`` (elementwise; ``a``, ``k`` validated and broadcast).

    ``V(c) = T_min(c)`` is decreasing and convex in ``c`` (the value of a convex program as a
    function of its constraint's right-hand side), with ``V'(c) = -a/k^2``. Thm 3.9's claimed
    maximum is the start: ``c_paper = F^-1(1 - k)/a`` has ``V(c_paper) <= k`` because the
    paper's constant curve is feasible (``F^-1(1 - k)`` is solved without rounding ``1 - k``).
    Safeguarded Newton inside the bracket ``[0, 1]`` (``V(0) = 1``, ``V(1) = m <= k``; where
    rounding puts ``c_paper`` left of the root the bracket still holds): one step lands left of
    the root, after which it converges monotonically and quadratically. Converged points leave
    the iteration.
    """
    c = np.where(k >= 1.0, 0.0, 1.0)
    interior = np.flatnonzero(((k < 1.0) & (k > lo_pr)).ravel())
    if interior.size == 0:
        return c
    a_i, k_i = a.ravel()[interior], k.ravel()[interior]
    ci = np.minimum(finv_of_complement(k_i) / a_i, 1.0)  # the start, Thm 3.9's claimed c
    lo, hi = np.zeros_like(ci), np.ones_like(ci)  # V(0) = 1 > k >= m = V(1): always a bracket
    active = np.arange(interior.size)
    for _ in range(200):
        if active.size == 0:
            break
        aa, cc = a_i[active], ci[active]
        _, kk, _, val = _exact_min_arrays(aa, cc)
        g = val - k_i[active]  # decreasing in c
        lo_a = np.where(g > 0.0, cc, lo[active])
        hi_a = np.where(g > 0.0, hi[active], cc)
        with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
            step = cc + g * kk * kk / aa
        inside = (step > lo_a) & (step < hi_a) & np.isfinite(step)
        c_new = np.where(g == 0.0, cc, np.where(inside, step, 0.5 * (lo_a + hi_a)))
        done = (g == 0.0) | (np.abs(c_new - cc) <= 1e-15 * c_new) | (hi_a - lo_a <= 1e-15 * hi_a)
        ci[active], lo[active], hi[active] = c_new, lo_a, hi_a
        active = active[~done]
    out = c.ravel().copy()
    out[interior] = ci
    return out.reshape(c.shape)


@dataclass(frozen=True)
class RegimeBoundaries:
    """Where the regimes of the exact minimum meet, in ``c = 1 - AUC-ROC``, for one skew.

    Attributes
    ----------
    ironed_end : float
        ``c`` where the ironed regime ends: :math:`5/(6a)` for :math:`a \\ge 1`; for :math:`a < 1`
        the ``c`` where the flat level reaches 1 (root-find).
    free_end : float
        ``c`` where the free regime ends, :math:`2/3 + 1/(6a)` (``a >= 1``); equal to
        ``ironed_end`` when there is no free regime (``a < 1``). Beyond it the capped regime holds.
    """

    ironed_end: float
    free_end: float


def regime_boundaries(skew: float) -> RegimeBoundaries:
    """The ``c = 1 - AUC-ROC`` boundaries between the ironed, free and capped regimes.

    Parameters
    ----------
    skew : float
        ``a = N-/N+`` (> 0).

    Returns
    -------
    RegimeBoundaries

    Notes
    -----
    For :math:`a \\ge 1`: ironed on :math:`c < 5/(6a)`, free on
    :math:`5/(6a) \\le c \\le 2/3 + 1/(6a)`, capped beyond (for ``a = 1`` the free regime is the
    single point ``c = 5/6``). For :math:`a < 1`: ironed, then capped from the ``c`` where the flat
    level :math:`(ks - s^2)/a` of the ironed solution reaches 1: :math:`ks - s^2 = a` and the
    ironing residual vanishes, solved for ``k`` in :math:`(2\\sqrt{a}, 2)` with
    :math:`s = (k - \\sqrt{k^2 - 4a})/2`.

    References
    ----------
    Corrects Mihelich, Castagnos & Dognin (2024), Thm 3.5.

    Examples
    --------
    >>> regime_boundaries(100)
    RegimeBoundaries(ironed_end=0.008333333333333333, free_end=0.6683333333333333)
    >>> round(regime_boundaries(0.5).ironed_end, 6)
    0.925268
    """
    a = float(check_positive(skew, "skew"))
    if a >= 1.0:
        return RegimeBoundaries(_FIVE_SIXTHS / a, 2.0 / 3.0 + 1.0 / (6.0 * a))
    lo, hi = 2.0 * math.sqrt(a), 2.0
    for _ in range(200):
        mid = 0.5 * (lo + hi)
        s = 2.0 * a / (mid + math.sqrt(mid * mid - 4.0 * a))
        r = float(_ironing_residual(np.array(mid), np.array(s)))
        # at k = 2 sqrt(a) the flat starts at the peak (residual > 0); it falls as k grows
        if r > 0.0:
            lo = mid
        else:
            hi = mid
    k = 0.5 * (lo + hi)
    s = 2.0 * a / (k + math.sqrt(k * k - 4.0 * a))
    c_end = float(_ironed_mass(np.array(k), np.array(s))) / a
    return RegimeBoundaries(c_end, c_end)


@dataclass(frozen=True)
class FeasibleRegion:
    """The set of achievable ``(AUC-ROC, AUC-PR)`` pairs for one skew.

    Attributes
    ----------
    skew : float
        ``a = N-/N+``.
    auc_roc : ndarray of shape (num,)
        AUC-ROC grid, increasing from 0 to 1.
    auc_pr_lower : ndarray of shape (num,)
        Exact minimum AUC-PR at each AUC-ROC (:func:`auc_pr_min_exact`).
    auc_pr_upper : ndarray of shape (num,)
        Maximum AUC-PR at each AUC-ROC, Mihelich et al.'s Thm 3.5
        :math:`1 - a\\ln((1 + a)/(1 - c + a))` (verified: the maximum holds).
    """

    skew: float
    auc_roc: npt.NDArray[np.float64]
    auc_pr_lower: npt.NDArray[np.float64]
    auc_pr_upper: npt.NDArray[np.float64]


def _auc_pr_max(a: npt.NDArray[np.float64], r: npt.NDArray[np.float64]
                ) -> npt.NDArray[np.float64]:
    """Thm 3.5's maximum, from :mod:`numeric.bounds` (written by another module's author)."""

    return np.asarray(auc_pr_max(a, r), dtype=np.float64)


def feasible_region(skew: float, num: int = 201) -> FeasibleRegion:
    """Boundaries of the feasible ``(AUC-ROC, AUC-PR)`` region for one skew.

    Parameters
    ----------
    skew : float
        ``a = N-/N+`` (> 0).
    num : int, default=201
        Number of AUC-ROC grid points, equally spaced on [0, 1]; from 2 to 1e6 (a larger grid
        is rejected before anything is allocated).

    Returns
    -------
    FeasibleRegion
        Every pair with ``auc_pr_lower <= AUC-PR <= auc_pr_upper`` at its AUC-ROC is achieved by
        some ROC curve (the set of ``T(f)`` at fixed mass is an interval: ``T`` is continuous on a
        convex set).

    Notes
    -----
    .. math:: \\{(1 - c, p) : T_{\\min}(c) \\le p \\le 1 - a\\ln\\tfrac{1 + a}{1 - c + a}\\}.

    References
    ----------
    Mihelich, Castagnos & Dognin (2024), Thm 3.5 (upper boundary, holds); lower boundary corrected.

    Examples
    --------
    >>> reg = feasible_region(1.0, num=3)
    >>> reg.auc_roc
    array([0. , 0.5, 1. ])
    >>> bool(np.all(reg.auc_pr_lower <= reg.auc_pr_upper))
    True
    """
    a = float(check_positive(skew, "skew"))
    if isinstance(num, bool) or not isinstance(num, int):
        raise TypeError(f"num must be an integer, got {type(num).__name__}")
    if num < 2:
        raise ValueError(f"num must be >= 2, got {num}")
    if num > _MAX_GRID:
        raise ValueError(f"num must be <= {_MAX_GRID}, got {num}")
    r = np.linspace(0.0, 1.0, num)
    lower = np.asarray(auc_pr_min_exact(a, r), dtype=np.float64)
    upper = _auc_pr_max(np.full(num, a), r)
    return FeasibleRegion(a, r, lower, upper)
