r"""Power and sample size of tests of AUC-ROC (Obuchowski's method, as pROC's ``power.roc.test``).

One ROC curve against chance (:func:`power_one_curve`, :func:`sample_size_one_curve`,
:func:`detectable_auc_one_curve`)
    The test of :math:`H_0: \theta = 1/2` against an AUC :math:`\theta`, with
    :math:`\kappa = n_{controls}/n_{cases}`, uses Obuchowski's binormal approximation of the
    variance of the empirical AUC (times the number of cases),

    .. math::

        V(\theta) = 0.0099\, e^{-A^2/2}\Big((5A^2 + 8) + \frac{A^2 + 8}{\kappa}\Big), \qquad
        A = 1.414\, \Phi^{-1}(\theta),

    whose value under the null is :math:`V_0 = 0.0792\,(1 + 1/\kappa)` (:math:`A = 0`). With
    :math:`z_\alpha = \Phi^{-1}(1 - \alpha')` (:math:`\alpha' = \alpha/2` two-sided) and
    :math:`z_\beta = \Phi^{-1}(\text{power})`, the number of cases solves

    .. math::

        \sqrt{n_{cases}}\,|\theta - \tfrac12| = z_\alpha \sqrt{V_0} + z_\beta \sqrt{V(\theta)},

    in closed form for ``n_cases`` (then ``n_controls = kappa n_cases``) and for the power
    (:math:`z_\beta`); the smallest detectable AUC is its root in :math:`\theta \in (1/2, 1)`,
    found by bisection (pROC: ``uniroot``). The constants ``0.0099``, ``0.0792`` and ``1.414``
    (for :math:`\sqrt 2`) are pROC's, kept for parity.

Two correlated ROC curves (:func:`power_two_curves`, :func:`sample_size_two_curves`)
    Two score columns on the same samples; pROC's ``power.roc.test(roc1, roc2)`` with its
    default ``method = "delong"``: with :math:`\delta = A_a - A_b` and DeLong's variances and
    covariance scaled by the number of cases (``v = n_cases Var``),

    .. math::

        V_0 = 2 v_a - 2 c_{ab}, \qquad V_A = v_a + v_b - 2 c_{ab}, \qquad
        z_\beta = \frac{\sqrt{n_{cases}}\,|\delta| - z_\alpha\sqrt{V_0}}{\sqrt{V_A}},

    (:math:`V_0` uses column ``a``'s variance twice, as pROC does; it can be negative, and the
    result is then NaN, as in pROC) and the sample size is
    :math:`n_{cases} = (z_\alpha\sqrt{V_0} + z_\beta\sqrt{V_A})^2/\delta^2`,
    ``n_controls = kappa n_cases`` with ``kappa`` the observed ratio unless given. With
    ``method="obuchowski"`` the (co)variances are instead Obuchowski & McClish's binormal
    formulas (pROC's ``var.params.obuchowski``, ``cov.params.obuchowski``) at each column's
    binormal fit (pROC's ``smooth.roc.binormal``: least squares of :math:`\Phi^{-1}(sp)` on
    :math:`\Phi^{-1}(se)` over the ROC points) and the Pearson correlations of the two columns
    within each class.

Sample sizes are returned unrounded (round them up to plan a study), as pROC does before
printing.

References
----------
Obuchowski & McClish (1997), "Sample size determination for diagnostic accuracy studies involving
binormal ROC curve indices", Statistics in Medicine 16:1529-1542. Obuchowski, Lieber & Wians
(2004), "ROC curves in Clinical Chemistry: uses, misuses, and possible solutions", Clinical
Chemistry 50:1118-1125. Robin et al. (2011), pROC ``power.roc.test`` (the formulas and
constants above, read from pROC 1.18's source: ``var.theta.obuchowski``, ``solve.nd``,
``solve.zbeta``, ``zbeta.obuchowski``, ``covvar``).
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from numeric.data.curves import roc_full_curve
from numeric.special import normal_cdf_array, normal_quantile_array
from numeric.stats._common import (
    FloatArray,
    check_choice,
    check_level,
    check_score_columns,
    degenerate,
    normal_quantile,
    split_classes,
    too_few_rows,
)
from numeric.stats._docs import docs
from numeric.stats.delong import delong_covariance
from numeric.validation import as_float_array, check_interval, check_positive, first_bad

__all__ = [
    "POWER_ALTERNATIVES",
    "OneCurvePower",
    "TwoCurvePower",
    "binormal_auc_covariance",
    "binormal_auc_variance",
    "detectable_auc_one_curve",
    "obuchowski_variance",
    "power_one_curve",
    "power_two_curves",
    "sample_size_one_curve",
    "sample_size_two_curves",
]

POWER_ALTERNATIVES = ("two-sided", "one-sided")
_NULL_VARIANCE = 0.0792  # Obuchowski's V(1/2) per (1 + 1/kappa), pROC's constant
_SQRT2 = 1.414  # pROC's value of sqrt(2) in A = sqrt(2) Phi^-1(theta)


@dataclass(frozen=True)
class OneCurvePower:
    """Power or sample size of the test of one AUC-ROC against 1/2.

    Attributes
    ----------
    auc : float
        The AUC-ROC under the alternative.
    n_cases, n_controls : float
        Numbers of positives and negatives (unrounded when solved for).
    kappa : float
        ``n_controls / n_cases``.
    sig_level : float
        Significance level (of the two-sided test if ``alternative='two-sided'``).
    power : float
        Power of the test.
    alternative : str
        ``'two-sided'`` or ``'one-sided'``.
    """

    auc: float
    n_cases: float
    n_controls: float
    kappa: float
    sig_level: float
    power: float
    alternative: str


@dataclass(frozen=True)
class TwoCurvePower:
    """Power or sample size of the paired test of two AUC-ROCs (DeLong's variances).

    Attributes
    ----------
    auc_a, auc_b : float
        The two columns' AUC-ROCs on the data (the effect is ``auc_a - auc_b``).
    n_cases, n_controls : float
        The observed counts (power) or the solved sample size (unrounded).
    kappa : float
        ``n_controls / n_cases`` used for the sample size (the observed ratio by default).
    sig_level : float
        Significance level.
    power : float
        Power at ``n_cases`` (observed or target).
    variance_null, variance_alternative : float
        :math:`V_0` and :math:`V_A` of the module docstring (variances times the number of
        observed cases).
    alternative : str
        ``'two-sided'`` or ``'one-sided'``.
    """

    auc_a: float
    auc_b: float
    n_cases: float
    n_controls: float
    kappa: float
    sig_level: float
    power: float
    variance_null: float
    variance_alternative: float
    alternative: str


# --------------------------------------------------------------------------------------------
# validation
# --------------------------------------------------------------------------------------------


def _check_real(x: object, name: str) -> float:
    if isinstance(x, bool) or not isinstance(x, numbers.Real):
        raise TypeError(f"{name} must be a number, got {type(x).__name__}")
    return float(x)


def _check_open_unit(x: object, name: str) -> float:
    v = _check_real(x, name)
    if not 0.0 < v < 1.0:
        raise ValueError(f"{name} must be in (0, 1), got {x!r}")
    return v


def _check_count(x: object, name: str) -> float:
    v = _check_real(x, name)
    if not (v > 0 and math.isfinite(v)):
        raise ValueError(f"{name} must be > 0 and finite, got {x!r}")
    return v


def _check_counts(n_cases: object, n_controls: object) -> tuple[float, float, float]:
    """``(n_cases, n_controls, kappa)``, the counts checked by :func:`_check_count` and
    ``kappa = n_controls / n_cases``."""
    nd = _check_count(n_cases, "n_cases")
    nn = _check_count(n_controls, "n_controls")
    return nd, nn, nn / nd


def _check_alternative(alternative: object) -> str:
    return check_choice(alternative, POWER_ALTERNATIVES, "alternative")


def _normal_cdf(z: float) -> float:
    """``Phi(z)`` from ``erfc``: relative accuracy in the lower tail too, where a power can lie
    (``1 + erf`` loses every digit below about 1e-16)."""
    return float(normal_cdf_array(z))


def _z_alpha(sig_level: float, alternative: str) -> float:
    """``Phi^-1(1 - alpha') = -Phi^-1(alpha')``, ``alpha' = alpha/2`` for a two-sided test (pROC);
    taken in the lower tail, where ``alpha'`` is exact, so a tiny level (``1e-300``, whose
    ``1 - alpha'`` rounds to 1) still has its quantile."""
    a = sig_level / 2 if alternative == "two-sided" else sig_level
    return -normal_quantile(a)


# --------------------------------------------------------------------------------------------
# one curve
# --------------------------------------------------------------------------------------------


def _variance_theta(theta: float, kappa: float) -> float:
    """Obuchowski's ``V(theta)`` (pROC's ``var.theta.obuchowski``) of checked scalars."""
    return float(_obuchowski_variance(np.asarray(theta), np.asarray(kappa)))


def _obuchowski_variance(theta: npt.NDArray[np.float64],
                         kappa: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    a = normal_quantile_array(theta) * _SQRT2
    with np.errstate(over="ignore"):  # a subnormal kappa: the variance is inf, for callers to say
        out: npt.NDArray[np.float64] = (0.0099 * np.exp(-a * a / 2)) \
            * ((5 * a * a + 8) + (a * a + 8) / kappa)
    return out


def obuchowski_variance(auc: npt.ArrayLike,
                        kappa: npt.ArrayLike) -> float | npt.NDArray[np.float64]:
    r"""Obuchowski's variance of the empirical AUC-ROC times the number of cases.

    pROC's ``var.theta.obuchowski``, the :math:`V(\theta)` of the power and sample-size
    formulas of this module; the numeric twin of :func:`analytic.power.obuchowski_variance`
    (``tests/test_twins.py``).

    Parameters
    ----------
    auc : float or array_like
        AUC-ROC :math:`\theta`, in (0, 1).
    kappa : float or array_like
        ``n_controls / n_cases``, finite and > 0. Broadcast with ``auc``.

    Returns
    -------
    float or ndarray of float64
        A float for scalar input, an array of the broadcast shape otherwise.

    Raises
    ------
    ValueError
        If ``auc`` is outside (0, 1) or ``kappa`` is not finite and > 0.

    Notes
    -----
    .. math:: V(\theta) = 0.0099\, e^{-A^2/2}\Big((5A^2 + 8) + \frac{A^2 + 8}{\kappa}\Big),
              \qquad A = 1.414\,\Phi^{-1}(\theta);

    at :math:`\theta = 1/2` it is the null variance :math:`V_0 = 0.0792\,(1 + 1/\kappa)`
    (pROC's constants).

    References
    ----------
    Obuchowski & McClish (1997); Robin et al. (2011), pROC ``var.theta.obuchowski``.

    Examples
    --------
    >>> round(obuchowski_variance(0.5, 1.0), 12)  # V_0 = 0.0792 * 2
    0.1584
    >>> obuchowski_variance([0.7, 0.9], 2.0).round(6).tolist()
    [0.112987, 0.05762]
    """
    theta = check_interval(auc, "auc", closed="neither")
    k = check_positive(kappa, "kappa")
    out = _obuchowski_variance(*np.broadcast_arrays(np.asarray(theta), np.asarray(k)))
    return float(out) if out.ndim == 0 else out


def _variance_null(kappa: float) -> float:
    return _NULL_VARIANCE * (1 + 1 / kappa)


@docs
def power_one_curve(
    auc: float,
    n_cases: float,
    n_controls: float,
    *,
    sig_level: float = 0.05,
    alternative: str = "two-sided",
) -> OneCurvePower:
    r"""Power of the test of one AUC-ROC against 1/2 (pROC's ``power.roc.test(auc, ncontrols,
    ncases)``).

    Parameters
    ----------
    auc : float
        AUC-ROC under the alternative, in (0, 1) (an AUC below 1/2 acts as ``1 - auc``).
    n_cases, n_controls : float
        Numbers of positives and negatives, > 0 (need not be integers).
    %(sig_level_alternative_args)s
        A two-sided test spends ``sig_level/2`` in each tail.

    Returns
    -------
    OneCurvePower

    Notes
    -----
    .. math:: \text{power} = \Phi\Big(\frac{\sqrt{n_{cases}}\,|\theta - \frac12|
              - z_\alpha\sqrt{V_0}}{\sqrt{V(\theta)}}\Big)

    with :math:`V`, :math:`V_0` and :math:`z_\alpha` as in the module docstring.

    References
    ----------
    Obuchowski, Lieber & Wians (2004); Obuchowski & McClish (1997); Robin et al. (2011),
    pROC ``power.roc.test.numeric`` (``solve.zbeta``).

    Examples
    --------
    >>> r = power_one_curve(0.8, 20, 20)
    >>> round(r.power, 6)
    0.947899
    """
    theta = _check_open_unit(auc, "auc")
    nd, nn, kappa = _check_counts(n_cases, n_controls)
    alpha = check_level(sig_level, "sig_level")
    alt = _check_alternative(alternative)
    za = _z_alpha(alpha, alt)
    zb = (math.sqrt(nd * (theta - 0.5) ** 2) - za * math.sqrt(_variance_null(kappa))) \
        / math.sqrt(_variance_theta(theta, kappa))
    return OneCurvePower(theta, nd, nn, kappa, alpha, _normal_cdf(zb), alt)


def _n_cases(za: float, zb: float, v0: float, va: float, delta: float) -> float:
    """pROC's ``solve.nd``: ``(z_a sqrt(v0) + z_b sqrt(va))^2 / delta^2``."""
    return (za * math.sqrt(v0) + zb * math.sqrt(va)) ** 2 / delta**2


def _attainable_n_cases(za: float, power: float, v0: float, va: float, delta: float) -> float:
    """:func:`_n_cases` at ``z_b = Phi^-1(power)``, for a power some sample size reaches.

    The power falls to ``Phi(-z_a sqrt(v0 / va))`` as the sample size falls to 0, and no size
    gives less: below that floor ``z_a sqrt(v0) + z_b sqrt(va)`` is negative and its square
    would be a spurious answer, so the power is refused, naming the floor.
    """
    zb = normal_quantile(power)
    if not (math.isfinite(v0) and math.isfinite(va)):
        raise ValueError(f"kappa puts the variance beyond the float range (V0 = {v0!r}, "
                         f"V = {va!r}): no finite sample size")
    if not za * math.sqrt(v0) + zb * math.sqrt(va) > 0:
        floor = _normal_cdf(-za * math.sqrt(v0 / va))
        raise ValueError(f"power must be > {floor:.6g} (the power as the sample size falls to 0, "
                         f"Phi(-z_alpha sqrt(V0/V)); no sample size gives less), got {power!r}")
    return _n_cases(za, zb, v0, va, delta)


@docs
def sample_size_one_curve(
    auc: float,
    power: float,
    *,
    kappa: float = 1.0,
    sig_level: float = 0.05,
    alternative: str = "two-sided",
) -> OneCurvePower:
    r"""Numbers of cases and controls for a target power of the test of one AUC-ROC against 1/2.

    pROC's ``power.roc.test(auc = , power = , kappa = )``, unrounded.

    Parameters
    ----------
    auc : float
        AUC-ROC under the alternative, in (0, 1); 1/2 needs infinitely many cases (NaN, with a
        warning).
    power : float
        Target power, in (0, 1), above the floor :math:`\Phi(-z_\alpha\sqrt{V_0/V(\theta)})`
        that the power falls to as the sample size falls to 0.
    kappa : float, default=1.0
        ``n_controls / n_cases``, > 0.
    %(sig_level_alternative_args)s

    Returns
    -------
    OneCurvePower
        ``n_cases`` and ``n_controls = kappa n_cases``, unrounded.

    Raises
    ------
    ValueError
        If ``power`` is at or below the floor (no sample size has so little power; pROC
        returns a spurious small size), naming the floor.

    Warns
    -----
    DegenerateDataWarning
        If ``auc`` is 1/2 (no sample size detects no effect; the counts are NaN).

    Notes
    -----
    .. math:: n_{cases} = \frac{\big(z_\alpha\sqrt{V_0} + z_\beta\sqrt{V(\theta)}\big)^2}
              {(\theta - \frac12)^2}

    in closed form (pROC's ``solve.nd``); :func:`power_one_curve` at this ``n_cases`` returns
    ``power`` (the round trip is tested).

    References
    ----------
    Obuchowski & McClish (1997); Obuchowski, Lieber & Wians (2004); Robin et al. (2011), pROC
    ``power.roc.test.numeric``.

    Examples
    --------
    >>> r = sample_size_one_curve(0.8, 0.9)
    >>> round(r.n_cases, 6), r.n_controls == r.n_cases
    (16.619199, True)
    """
    theta = _check_open_unit(auc, "auc")
    pw = check_level(power, "power")
    k = _check_count(kappa, "kappa")
    alpha = check_level(sig_level, "sig_level")
    alt = _check_alternative(alternative)
    if theta == 0.5:
        nan = degenerate("the sample size", "auc is 0.5 (no effect to detect)")
        return OneCurvePower(theta, nan, nan, k, alpha, pw, alt)
    nd = _attainable_n_cases(_z_alpha(alpha, alt), pw, _variance_null(k),
                             _variance_theta(theta, k), theta - 0.5)
    return OneCurvePower(theta, nd, _n_controls(k, nd), k, alpha, pw, alt)


def _n_controls(kappa: float, n_cases: float) -> float:
    """``kappa n_cases``, refused (naming kappa) beyond the float range."""
    n = kappa * n_cases
    if not math.isfinite(n):
        raise ValueError(f"kappa = {kappa!r} gives n_controls = kappa n_cases = {n!r}, beyond "
                         "the float range")
    return n


def _bisect(f: Callable[[float], float], lo: float, hi: float) -> float:
    """A root of a continuous ``f`` with ``f(lo) > 0 > f(hi)``, to adjacent floats."""
    for _ in range(200):
        mid = 0.5 * (lo + hi)
        if mid in (lo, hi):
            break
        if f(mid) > 0:
            lo = mid
        else:
            hi = mid
    return 0.5 * (lo + hi)


@docs
def detectable_auc_one_curve(
    n_cases: float,
    n_controls: float,
    power: float,
    *,
    sig_level: float = 0.05,
    alternative: str = "two-sided",
) -> OneCurvePower:
    r"""The AUC-ROC above 1/2 that the test against 1/2 detects with the given power.

    pROC's ``power.roc.test(ncases = , ncontrols = , power = )``, which solves with ``uniroot``
    (to about 1e-4); here bisection on the forward map to adjacent floating-point numbers.

    Parameters
    ----------
    n_cases, n_controls : float
        Numbers of positives and negatives, > 0.
    power : float
        Target power, in (0, 1).
    %(sig_level_alternative_args)s

    Returns
    -------
    OneCurvePower
        ``auc`` in (1/2, 1).

    Raises
    ------
    ValueError
        If no AUC below 1 reaches the power with so few cases.

    Notes
    -----
    The root in :math:`\theta \in (1/2, 1)` of

    .. math:: g(\theta) = \frac{\big(z_\alpha\sqrt{V_0} + z_\beta\sqrt{V(\theta)}\big)^2}
              {(\theta - \frac12)^2} - n_{cases},

    which is :math:`+\infty` at 1/2 (pROC brackets it in :math:`(1/2, 1 - 10^{-16})`).

    References
    ----------
    Obuchowski, Lieber & Wians (2004); Robin et al. (2011), pROC
    ``power.roc.test.optimize.auc.function``.

    Examples
    --------
    >>> r = detectable_auc_one_curve(30, 30, 0.9)
    >>> round(r.auc, 6), round(power_one_curve(r.auc, 30, 30).power, 12)
    (0.729809, 0.9)
    """
    nd, nn, kappa = _check_counts(n_cases, n_controls)
    pw = check_level(power, "power")
    alpha = check_level(sig_level, "sig_level")
    alt = _check_alternative(alternative)
    za, zb, v0 = _z_alpha(alpha, alt), normal_quantile(pw), _variance_null(kappa)

    def g(theta: float) -> float:
        return _n_cases(za, zb, v0, _variance_theta(theta, kappa), theta - 0.5) - nd

    hi = 1.0 - 2.0**-53  # the largest float below 1
    if not g(hi) < 0:
        raise ValueError(f"n_cases must be large enough for some auc < 1 to reach power {pw!r}, "
                         f"got n_cases={nd!r} (needs > {g(hi) + nd:.6g} at n_controls/n_cases="
                         f"{kappa:.6g})")
    lo = 0.5 + 2.0**-53
    theta = _bisect(g, lo, hi)
    return OneCurvePower(theta, nd, nn, kappa, alpha, pw, alt)


# --------------------------------------------------------------------------------------------
# two correlated curves
# --------------------------------------------------------------------------------------------


_VARIANCE_METHODS = ("delong", "obuchowski")


def _binormal_fit(y_true: npt.ArrayLike, y_score: npt.ArrayLike,
                  pos_label: object) -> tuple[float, float]:
    """pROC's binormal smoothing (``smooth.roc.binormal``): least squares of
    ``Phi^-1(sp)`` on ``Phi^-1(se)`` over the empirical ROC points with both finite; returns
    the intercept and the slope ``(A, B)``, NaN if fewer than 2 such points."""
    fpr, tpr, _ = roc_full_curve(y_true, y_score, pos_label=pos_label)
    keep = (tpr > 0) & (tpr < 1) & (fpr > 0) & (fpr < 1)
    x = np.array([normal_quantile(float(t)) for t in tpr[keep]])
    y = np.array([normal_quantile(float(1.0 - f)) for f in fpr[keep]])
    if x.size < 2 or np.all(x == x[0]):
        return float("nan"), float("nan")
    xc = x - x.mean()
    slope = float(xc @ (y - y.mean()) / (xc @ xc))
    return float(y.mean() - slope * x.mean()), slope


def _f_g(a: FloatArray, b: FloatArray) -> tuple[FloatArray, FloatArray]:
    """pROC's ``f.full`` and ``g.full``: derivatives of the binormal AUC in ``A`` and ``B``."""
    e = np.exp(-(a * a) / (2 * (1 + b * b)))
    return (e * (2 * np.pi * (1 + b * b)) ** -0.5,
            -e * a * b * (2 * np.pi * (1 + b * b) ** 3) ** -0.5)


def _pearson(x: npt.NDArray[np.float64], y: npt.NDArray[np.float64]) -> float:
    """Pearson's correlation (R's ``cor``); NaN if a column is constant."""
    xc, yc = x - x.mean(), y - y.mean()
    den = math.sqrt(float(xc @ xc) * float(yc @ yc))
    return float(xc @ yc) / den if den > 0 else float("nan")


def _binormal_variance(a: FloatArray, b: FloatArray, kappa: FloatArray) -> FloatArray:
    f, g = _f_g(a, b)
    out: FloatArray = f * f * (1 + b * b / kappa + a * a / 2) \
        + g * g * b * b * (1 + kappa) / (2 * kappa)
    return out


def _binormal_covariance(a1: FloatArray, b1: FloatArray, a2: FloatArray, b2: FloatArray,
                         ra: FloatArray, rn: FloatArray, kappa: FloatArray) -> FloatArray:
    f1, g1 = _f_g(a1, b1)
    f2, g2 = _f_g(a2, b2)
    out: FloatArray = (f1 * f2 * (ra + rn * b1 * b2 / kappa + ra * ra * a1 * a2 / 2)
                       + g1 * g2 * (b1 * b2 * (rn * rn + kappa * ra * ra) / (2 * kappa))
                       + f1 * g2 * (ra * ra * a1 * b2 / 2) + f2 * g1 * (ra * ra * a2 * b1 / 2))
    return out


def _finite(x: npt.ArrayLike, name: str) -> FloatArray:
    out = as_float_array(x, name)
    bad = ~np.isfinite(out)
    if bad.any():
        raise ValueError(f"{name} must be finite, got {first_bad(bad, out)}")
    return out


def _scalar_or_array(x: FloatArray) -> float | FloatArray:
    return float(x) if x.ndim == 0 else x


def binormal_auc_variance(intercept: npt.ArrayLike, slope: npt.ArrayLike,
                          kappa: npt.ArrayLike) -> float | FloatArray:
    r"""Obuchowski & McClish's variance of a binormal AUC-ROC estimate, times the number of cases.

    pROC's ``var.params.obuchowski``, used by :func:`power_two_curves` with
    ``method='obuchowski'``; the numeric twin of :func:`analytic.power.binormal_auc_variance`
    (``tests/test_twins.py``), which derives ``f`` and ``g`` below by ``sympy.diff``.

    Parameters
    ----------
    intercept, slope : float or array_like
        The binormal ROC curve's parameters ``A`` and ``B`` (:math:`\Phi^{-1}(TPR) = A +
        B\,\Phi^{-1}(FPR)`, AUC :math:`\Phi(A/\sqrt{1 + B^2})`), finite.
    kappa : float or array_like
        ``n_controls / n_cases``, finite and > 0. All three broadcast.

    Returns
    -------
    float or ndarray of float64
        A float for scalar input, an array of the broadcast shape otherwise.

    Raises
    ------
    ValueError
        If a parameter is not finite or ``kappa`` is not > 0.

    Notes
    -----
    .. math:: V = f^2\Big(1 + rac{B^2}{\kappa} + rac{A^2}{2}\Big)
              + g^2\,rac{B^2(1 + \kappa)}{2\kappa}, \qquad
              f = rac{\partial\,\mathrm{AUC}}{\partial A}, \quad
              g = rac{\partial\,\mathrm{AUC}}{\partial B}

    (pROC's ``f.full`` and ``g.full``; the delta method without the ``f g`` cross term, as
    pROC).

    References
    ----------
    Obuchowski & McClish (1997), Statistics in Medicine 16:1529-1542, Sec. 2; Robin et al.
    (2011), pROC ``var.params.obuchowski``.

    Examples
    --------
    >>> round(binormal_auc_variance(1.0, 1.0, 1.0), 6)
    0.132732
    """
    a, b = _finite(intercept, "intercept"), _finite(slope, "slope")
    k = np.asarray(check_positive(kappa, "kappa"), dtype=np.float64)
    return _scalar_or_array(_binormal_variance(*np.broadcast_arrays(a, b, k)))


def binormal_auc_covariance(intercept_a: npt.ArrayLike, slope_a: npt.ArrayLike,
                            intercept_b: npt.ArrayLike, slope_b: npt.ArrayLike,
                            corr_pos: npt.ArrayLike, corr_neg: npt.ArrayLike,
                            kappa: npt.ArrayLike) -> float | FloatArray:
    r"""Obuchowski & McClish's covariance of two binormal AUC-ROC estimates on the same samples,
    times the number of cases.

    pROC's ``cov.params.obuchowski``, used by :func:`power_two_curves` with
    ``method='obuchowski'``; the numeric twin of :func:`analytic.power.binormal_auc_covariance`
    (``tests/test_twins.py``).

    Parameters
    ----------
    intercept_a, slope_a, intercept_b, slope_b : float or array_like
        The two binormal curves' parameters (as in :func:`binormal_auc_variance`), finite.
    corr_pos, corr_neg : float or array_like
        The correlations of the two score columns within the positives (pROC's ``ra``) and
        within the negatives (``rn``), in [-1, 1].
    kappa : float or array_like
        ``n_controls / n_cases``, finite and > 0. All seven broadcast.

    Returns
    -------
    float or ndarray of float64

    Raises
    ------
    ValueError
        If a parameter is not finite, a correlation is outside [-1, 1] or ``kappa`` is not > 0.

    Notes
    -----
    .. math:: C = f_1 f_2\Big(r_a + rac{r_n B_1 B_2}{\kappa} + rac{r_a^2 A_1 A_2}{2}\Big)
              + g_1 g_2\,rac{B_1 B_2 (r_n^2 + \kappa r_a^2)}{2\kappa}
              + f_1 g_2\,rac{r_a^2 A_1 B_2}{2} + f_2 g_1\,rac{r_a^2 A_2 B_1}{2}

    with :math:`f_i, g_i` the derivatives of curve :math:`i`'s AUC in :math:`A_i, B_i`.

    References
    ----------
    Obuchowski & McClish (1997), Sec. 2; Robin et al. (2011), pROC ``cov.params.obuchowski``.

    Examples
    --------
    >>> round(binormal_auc_covariance(1.0, 1.0, 1.0, 1.0, 0.5, 0.5, 1.0), 6)
    0.051283
    """
    a1, b1 = _finite(intercept_a, "intercept_a"), _finite(slope_a, "slope_a")
    a2, b2 = _finite(intercept_b, "intercept_b"), _finite(slope_b, "slope_b")
    ra = check_interval(corr_pos, "corr_pos", -1.0, 1.0)
    rn = check_interval(corr_neg, "corr_neg", -1.0, 1.0)
    k = check_positive(kappa, "kappa")
    arrays = np.broadcast_arrays(a1, b1, a2, b2, np.asarray(ra), np.asarray(rn), np.asarray(k))
    return _scalar_or_array(_binormal_covariance(*arrays))


def _obuchowski_covvar(y_true: npt.ArrayLike, a: npt.NDArray[np.float64],
                       b: npt.NDArray[np.float64], c_pos: npt.NDArray[np.float64],
                       c_neg: npt.NDArray[np.float64], pos_label: object,
                       kappa: float) -> tuple[float, float, float]:
    """``(v_a, v_b, c_ab)`` times the number of cases by Obuchowski's binormal formulas
    (pROC's ``var.params.obuchowski`` and ``cov.params.obuchowski``)."""
    a1, b1 = _binormal_fit(y_true, a, pos_label)
    a2, b2 = _binormal_fit(y_true, b, pos_label)
    ra = _pearson(c_pos[0], c_pos[1])
    rn = _pearson(c_neg[0], c_neg[1])
    a1_, b1_, a2_, b2_, ra_, rn_, k = (np.asarray(x, dtype=np.float64)
                                       for x in (a1, b1, a2, b2, ra, rn, kappa))
    return (float(_binormal_variance(a1_, b1_, k)), float(_binormal_variance(a2_, b2_, k)),
            float(_binormal_covariance(a1_, b1_, a2_, b2_, ra_, rn_, k)))


def _two_curve_terms(y_true: npt.ArrayLike, y_score_a: npt.ArrayLike, y_score_b: npt.ArrayLike,
                     pos_label: object, method: str) -> tuple[float, float, float, float, int, int]:
    """``(A_a, A_b, V_0, V_A, n_cases, n_controls)`` from DeLong's or Obuchowski's
    (co)variances."""
    check_choice(method, _VARIANCE_METHODS, "method")
    a, b = check_score_columns([y_score_a, y_score_b], "the score columns")
    c = split_classes(y_true, [a, b], None, pos_label)
    reason = too_few_rows(c, "the power of the paired test")
    if reason:
        raise ValueError(reason)
    d = delong_covariance(y_true, np.vstack((a, b)), pos_label=pos_label)
    n = c.n_pos
    if method == "delong":
        cov = d.covariance
        v1, v2, c12 = n * cov[0][0], n * cov[1][1], n * cov[0][1]
    else:
        v1, v2, c12 = _obuchowski_covvar(y_true, a, b, c.pos, c.neg, pos_label, c.n_neg / n)
    return d.auc_roc[0], d.auc_roc[1], 2 * v1 - 2 * c12, v1 + v2 - 2 * c12, c.n_pos, c.n_neg


def _twice_pair_count(pos: npt.NDArray[np.float64], neg: npt.NDArray[np.float64]) -> int:
    """Twice the Mann-Whitney count of one unweighted score column, an exact integer.

    ``AUC-ROC = _twice_pair_count(pos, neg) / (2 n_pos n_neg)`` counts each (positive, negative)
    pair ordered right as 2 and each tie as 1; two columns have equal AUC-ROCs exactly when
    their counts are equal, which the floating-point AUCs (one rounding each, in different
    orders) do not always show.

    Examples
    --------
    >>> _twice_pair_count(np.array([1.0, 0.0]), np.array([0.0, -1.0, 1.0]))
    8
    """
    ordered = np.sort(neg)
    below = np.searchsorted(ordered, pos, side="left").astype(np.int64)
    at_or_below = np.searchsorted(ordered, pos, side="right").astype(np.int64)
    return int(below.sum() + at_or_below.sum())


def _equal_aucs(y_true: npt.ArrayLike, y_score_a: npt.ArrayLike, y_score_b: npt.ArrayLike,
                pos_label: object) -> bool:
    """Whether the two columns' AUC-ROCs are equal, compared as exact pair counts."""
    c = split_classes(y_true, [y_score_a, y_score_b], None, pos_label)
    return _twice_pair_count(c.pos[0], c.neg[0]) == _twice_pair_count(c.pos[1], c.neg[1])


def _variance_problem(v0: float, va: float) -> str | None:
    """Why pROC's formula is undefined (NaN in pROC: the square root of a negative number)."""
    if math.isnan(v0) or math.isnan(va):
        return "the binormal fit needs at least 2 ROC points with rates in (0, 1) per column"
    if not va > 0:
        return "the two columns' AUC difference has variance 0"
    if v0 < 0:
        return (f"the null variance 2 v_a - 2 c_ab is negative ({v0!r}: column b's AUC varies "
                "more than column a's and the two are strongly correlated; swap the columns)")
    return None


@docs
def power_two_curves(
    y_true: npt.ArrayLike,
    y_score_a: npt.ArrayLike,
    y_score_b: npt.ArrayLike,
    *,
    pos_label: object = None,
    sig_level: float = 0.05,
    alternative: str = "two-sided",
    method: str = "delong",
) -> TwoCurvePower:
    r"""Power of the paired test of two AUC-ROCs at the observed counts and effect.

    pROC's ``power.roc.test(roc1, roc2)`` (``method = "delong"``, ``direction = "<"``).

    Parameters
    ----------
    y_true : array_like of shape (n_samples,)
        Binary labels (at least 2 of each class).
    y_score_a, y_score_b : array_like of shape (n_samples,)
        The two models' scores of the same samples (higher means more likely positive).
    pos_label : int, float, bool or str, default=None
        Label of the positive class.
    %(sig_level_alternative_args)s
    method : {'delong', 'obuchowski'}, default='delong'
        The (co)variances of the AUC-ROCs: DeLong's (pROC's default), or Obuchowski's formulas
        on each column's binormal fit (pROC's ``method = "obuchowski"``: least squares of
        :math:`\Phi^{-1}(sp)` on :math:`\Phi^{-1}(se)` over the ROC points, giving intercept
        ``A`` and slope ``B``, with the Pearson correlations of the scores within each class).

    Returns
    -------
    TwoCurvePower

    Warns
    -----
    DegenerateDataWarning
        If :math:`V_A = 0` (the columns order every pair alike), or :math:`V_0 < 0` (pROC's
        null variance uses column ``a``'s variance only; it is negative when the covariance
        exceeds it): the power is NaN, as in pROC.

    Notes
    -----
    .. math:: \text{power} = \Phi\Big(\frac{\sqrt{n_{cases}}\,|A_a - A_b|
              - z_\alpha\sqrt{V_0}}{\sqrt{V_A}}\Big)

    with DeLong's (co)variances (:func:`numeric.stats.delong_covariance`) times ``n_cases``.

    References
    ----------
    Obuchowski & McClish (1997); DeLong, DeLong & Clarke-Pearson (1988); Robin et al. (2011),
    pROC ``power.roc.test.roc`` (``zbeta.obuchowski``, ``covvar``).

    Examples
    --------
    >>> y = [0, 0, 1, 1, 0, 1, 0, 1]
    >>> r = power_two_curves(y, [.1, .4, .35, .8, .2, .9, .7, .6], [.3, .2, .6, .7, .1, .5, .4, .8])
    >>> r.auc_a, r.auc_b, r.n_cases, round(r.power, 6)
    (0.8125, 1.0, 4.0, 0.048058)
    """
    alpha = check_level(sig_level, "sig_level")
    alt = _check_alternative(alternative)
    aa, ab, v0, va, m, n = _two_curve_terms(y_true, y_score_a, y_score_b, pos_label, method)
    reason = _variance_problem(v0, va)
    if reason:
        power = degenerate("the power", reason)
    else:
        za = _z_alpha(alpha, alt)
        zb = (math.sqrt(m * (aa - ab) ** 2) - za * math.sqrt(v0)) / math.sqrt(va)
        power = _normal_cdf(zb)
    return TwoCurvePower(aa, ab, float(m), float(n), n / m, alpha, power, v0, va, alt)


@docs
def sample_size_two_curves(
    y_true: npt.ArrayLike,
    y_score_a: npt.ArrayLike,
    y_score_b: npt.ArrayLike,
    *,
    power: float,
    kappa: float | None = None,
    pos_label: object = None,
    sig_level: float = 0.05,
    alternative: str = "two-sided",
    method: str = "delong",
) -> TwoCurvePower:
    r"""Sample size for the paired test of two AUC-ROCs to reach ``power`` at the observed effect.

    pROC's ``power.roc.test(roc1, roc2, power = )`` (``method = "delong"``), unrounded.

    Parameters
    ----------
    y_true, y_score_a, y_score_b, pos_label
        As in :func:`power_two_curves` (a pilot study).
    power : float
        Target power, in (0, 1), above the floor :math:`\Phi(-z_\alpha\sqrt{V_0/V_A})` (else
        ValueError naming it, as :func:`sample_size_one_curve`).
    kappa : float, default=None
        ``n_controls / n_cases`` of the planned study; the observed ratio by default.
    %(sig_level_alternative_args)s
    method : {'delong', 'obuchowski'}, default='delong'
        As in :func:`power_two_curves`.

    Returns
    -------
    TwoCurvePower
        ``n_cases`` and ``n_controls = kappa n_cases``.

    Warns
    -----
    DegenerateDataWarning
        If the two AUC-ROCs are equal (no effect; compared exactly, as pair counts, where
        pROC compares the rounded AUCs and returns Inf), or as in :func:`power_two_curves`: the
        sample size is NaN.

    Notes
    -----
    .. math:: n_{cases} = \frac{\big(z_\alpha\sqrt{V_0} + z_\beta\sqrt{V_A}\big)^2}
              {(A_a - A_b)^2}

    (pROC's ``ncases.obuchowski``); :func:`power_two_curves` on data with this many cases and
    the same (co)variances per case would return ``power``.

    References
    ----------
    Obuchowski & McClish (1997); Robin et al. (2011), pROC ``power.roc.test.roc``
    (``ncases.obuchowski``).

    Examples
    --------
    >>> y = [0, 0, 1, 1, 0, 1, 0, 1]
    >>> r = sample_size_two_curves(y, [.1, .4, .35, .8, .2, .9, .7, .6],
    ...                            [.3, .2, .6, .7, .1, .5, .4, .8], power=0.8)
    >>> round(r.n_cases, 4), round(r.n_controls, 4)
    (42.5557, 42.5557)
    """
    pw = check_level(power, "power")
    k = None if kappa is None else _check_count(kappa, "kappa")
    alpha = check_level(sig_level, "sig_level")
    alt = _check_alternative(alternative)
    aa, ab, v0, va, m, n = _two_curve_terms(y_true, y_score_a, y_score_b, pos_label, method)
    k = n / m if k is None else k
    equal = aa == ab or _equal_aucs(y_true, y_score_a, y_score_b, pos_label)
    reason = ("the two AUC-ROCs are equal (no effect to detect)" if equal
              else _variance_problem(v0, va))
    if reason:
        nan = degenerate("the sample size", reason)
        return TwoCurvePower(aa, ab, nan, nan, k, alpha, pw, v0, va, alt)
    nd = _attainable_n_cases(_z_alpha(alpha, alt), pw, v0, va, aa - ab)
    return TwoCurvePower(aa, ab, nd, _n_controls(k, nd), k, alpha, pw, v0, va, alt)
