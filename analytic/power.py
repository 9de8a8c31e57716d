r"""Obuchowski's power and sample size of the test of one AUC-ROC against 1/2, symbolically.

The symbolic twins of :func:`numeric.stats.power_one_curve` and
:func:`numeric.stats.sample_size_one_curve` (same names and parameters, tied at random points by
``tests/test_twins.py``). The test of :math:`H_0: \theta = 1/2` against an AUC :math:`\theta`,
with :math:`\kappa = n_{controls}/n_{cases}`, uses Obuchowski's binormal approximation of the
variance of the empirical AUC times the number of cases,

.. math::

    V(\theta) = 0.0099\, e^{-A^2/2}\Big((5A^2 + 8) + \frac{A^2 + 8}{\kappa}\Big), \qquad
    A = 1.414\, \Phi^{-1}(\theta), \qquad V_0 = 0.0792\,\Big(1 + \frac1\kappa\Big),

and the number of cases solves
:math:`\sqrt{n_{cases}}\,|\theta - \tfrac12| = z_\alpha \sqrt{V_0} + z_\beta \sqrt{V(\theta)}`
with :math:`z_\alpha = \Phi^{-1}(1 - \alpha')` (:math:`\alpha' = \alpha/2` two-sided) and
:math:`z_\beta = \Phi^{-1}(\text{power})`. The constants ``0.0099``, ``0.0792`` and ``1.414``
(for :math:`\sqrt 2`) are pROC's, kept as the exact decimals ``99/10000``, ``792/10000`` and
``1414/1000``. :math:`\Phi` is written with ``erfc`` and :math:`\Phi^{-1}` with ``erfinv``.

References
----------
Obuchowski & McClish (1997), "Sample size determination for diagnostic accuracy studies involving
binormal ROC curve indices", Statistics in Medicine 16:1529-1542. Obuchowski, Lieber & Wians
(2004), "ROC curves in Clinical Chemistry: uses, misuses, and possible solutions", Clinical
Chemistry 50:1118-1125. Robin et al. (2011), pROC ``power.roc.test`` (``var.theta.obuchowski``,
``solve.nd``, ``solve.zbeta``).
"""

from __future__ import annotations

import mpmath
import sympy as sp

from .arguments import as_expr as _sym
from .arguments import as_positive as _positive
from .binormal import binormal_auc_roc
from .types import Sympifiable

__all__ = ["binormal_auc_covariance", "binormal_auc_variance", "detectable_auc_one_curve",
           "obuchowski_variance", "power_one_curve", "sample_size_one_curve"]

POWER_ALTERNATIVES = ("two-sided", "one-sided")
_VARIANCE_SCALE = sp.Rational(99, 10000)  # pROC's 0.0099
_NULL_VARIANCE = sp.Rational(792, 10000)  # pROC's 0.0792 = V(1/2) per (1 + 1/kappa)
_SQRT2 = sp.Rational(1414, 1000)  # pROC's 1.414 for sqrt(2)
_HALF = sp.Rational(1, 2)
_FIVE_PERCENT = sp.Rational(1, 20)  # the default significance level


def _normal_cdf(x: sp.Expr) -> sp.Expr:
    """``Phi(x) = erfc(-x/sqrt 2)/2``."""
    return sp.erfc(-x / sp.sqrt(2)) / 2


def _normal_quantile(p: sp.Expr) -> sp.Expr:
    """``Phi^-1(p) = sqrt 2 erfinv(2p - 1)``."""
    return sp.sqrt(2) * sp.erfinv(2 * p - 1)


def _open_unit(value: Sympifiable, name: str) -> sp.Expr:
    x = _sym(value, name)
    if x.is_positive is False or (x - 1).is_negative is False:
        raise ValueError(f"{name} must be in (0, 1), got {x}")
    return x


def _z_alpha(sig_level: Sympifiable, alternative: object) -> sp.Expr:
    alpha = _open_unit(sig_level, "sig_level")
    if alternative not in POWER_ALTERNATIVES:
        raise ValueError(f"alternative must be one of {list(POWER_ALTERNATIVES)}, "
                         f"got {alternative!r}")
    tail = alpha / 2 if alternative == "two-sided" else alpha
    return _normal_quantile(1 - tail)


def obuchowski_variance(auc: Sympifiable, kappa: Sympifiable) -> sp.Expr:
    r"""Obuchowski's variance of the empirical AUC-ROC times the number of cases.

    Parameters
    ----------
    auc : sympifiable
        AUC-ROC :math:`\theta` in (0, 1).
    kappa : sympifiable
        ``n_controls / n_cases``, > 0.

    Returns
    -------
    sympy.Expr

    Notes
    -----
    .. math:: V(\theta) = 0.0099\, e^{-A^2/2}\Big((5A^2 + 8) + \frac{A^2 + 8}{\kappa}\Big),
              \qquad A = 1.414\,\Phi^{-1}(\theta)

    with pROC's constants as exact decimals; at :math:`\theta = 1/2` it is
    :math:`0.0792\,(1 + 1/\kappa)`, the null variance :math:`V_0`.

    References
    ----------
    Obuchowski & McClish (1997), eq. (3) with the binormal parameters of an AUC; Robin et al.
    (2011), pROC ``var.theta.obuchowski``.

    Examples
    --------
    >>> obuchowski_variance(sp.Rational(1, 2), 1)  # V_0 at kappa = 1: 0.0792 * 2
    99/625
    """
    theta = _open_unit(auc, "auc")
    k = _positive(kappa, "kappa")
    a = _SQRT2 * _normal_quantile(theta)
    return _VARIANCE_SCALE * sp.exp(-a**2 / 2) * ((5 * a**2 + 8) + (a**2 + 8) / k)


def power_one_curve(
    auc: Sympifiable,
    n_cases: Sympifiable,
    n_controls: Sympifiable,
    *,
    sig_level: Sympifiable = _FIVE_PERCENT,
    alternative: str = "two-sided",
) -> sp.Expr:
    r"""Power of the test of one AUC-ROC against 1/2 (Obuchowski; pROC's ``power.roc.test``).

    Parameters
    ----------
    auc : sympifiable
        AUC-ROC under the alternative, in (0, 1) (an AUC below 1/2 acts as ``1 - auc``).
    n_cases, n_controls : sympifiable
        Numbers of positives and negatives, > 0.
    sig_level : sympifiable, default=1/20
        Significance level, in (0, 1).
    alternative : {'two-sided', 'one-sided'}, default='two-sided'
        A two-sided test spends ``sig_level/2`` in each tail.

    Returns
    -------
    sympy.Expr
        The power (the field ``power`` of the numeric twin's result).

    Notes
    -----
    .. math:: \text{power} = \Phi\Big(\frac{\sqrt{n_{cases}}\,|\theta - \frac12|
              - z_\alpha\sqrt{V_0}}{\sqrt{V(\theta)}}\Big)

    with :math:`V` of :func:`obuchowski_variance`, :math:`V_0 = V(1/2)` and
    :math:`\kappa = n_{controls}/n_{cases}`.

    References
    ----------
    Obuchowski, Lieber & Wians (2004); Obuchowski & McClish (1997); Robin et al. (2011), pROC
    ``power.roc.test.numeric`` (``solve.zbeta``).

    Examples
    --------
    >>> p = power_one_curve(sp.Rational(4, 5), 20, 20)
    >>> sp.N(p, 6)  # numeric.stats.power_one_curve(0.8, 20, 20).power
    0.947899
    """
    theta = _open_unit(auc, "auc")
    nd = _positive(n_cases, "n_cases")
    kappa = _positive(n_controls, "n_controls") / nd
    za = _z_alpha(sig_level, alternative)
    zb = (sp.sqrt(nd) * sp.Abs(theta - _HALF)
          - za * sp.sqrt(obuchowski_variance(_HALF, kappa))) \
        / sp.sqrt(obuchowski_variance(theta, kappa))
    return _normal_cdf(zb)


def sample_size_one_curve(
    auc: Sympifiable,
    power: Sympifiable,
    *,
    kappa: Sympifiable = 1,
    sig_level: Sympifiable = _FIVE_PERCENT,
    alternative: str = "two-sided",
) -> sp.Expr:
    r"""Number of cases for a target power of the test of one AUC-ROC against 1/2.

    pROC's ``power.roc.test(auc = , power = , kappa = )``, unrounded; the number of controls is
    ``kappa`` times it.

    Parameters
    ----------
    auc : sympifiable
        AUC-ROC under the alternative, in (0, 1).
    power : sympifiable
        Target power, in (0, 1).
    kappa : sympifiable, default=1
        ``n_controls / n_cases``, > 0.
    sig_level : sympifiable, default=1/20
        Significance level, in (0, 1).
    alternative : {'two-sided', 'one-sided'}, default='two-sided'

    Returns
    -------
    sympy.Expr
        ``n_cases`` (the field of the numeric twin's result); ``nan`` at ``auc = 1/2``, where no
        sample size detects no effect (the numeric twin warns and returns NaN).

    Notes
    -----
    .. math:: n_{cases} = \frac{\big(z_\alpha\sqrt{V_0} + z_\beta\sqrt{V(\theta)}\big)^2}
              {(\theta - \frac12)^2}

    (pROC's ``solve.nd``). :func:`power_one_curve` at this ``n_cases`` gives back ``power``
    when :math:`z_\alpha\sqrt{V_0} + z_\beta\sqrt{V(\theta)} > 0`, i.e. above the power
    :math:`\Phi(-z_\alpha\sqrt{V_0/V(\theta)})` that no number of cases goes below.

    References
    ----------
    Obuchowski & McClish (1997); Obuchowski, Lieber & Wians (2004); Robin et al. (2011), pROC
    ``power.roc.test.numeric`` (``solve.nd``).

    Examples
    --------
    >>> n = sample_size_one_curve(sp.Rational(4, 5), sp.Rational(9, 10))
    >>> sp.N(n, 8)  # numeric.stats.sample_size_one_curve(0.8, 0.9).n_cases
    16.619199
    """
    theta = _open_unit(auc, "auc")
    pw = _open_unit(power, "power")
    k = _positive(kappa, "kappa")
    za = _z_alpha(sig_level, alternative)
    if (theta - _HALF).is_zero:
        return sp.nan
    root = za * sp.sqrt(obuchowski_variance(_HALF, k)) \
        + _normal_quantile(pw) * sp.sqrt(obuchowski_variance(theta, k))
    return root**2 / (theta - _HALF) ** 2


def detectable_auc_one_curve(
    n_cases: Sympifiable,
    n_controls: Sympifiable,
    power: Sympifiable,
    *,
    sig_level: Sympifiable = _FIVE_PERCENT,
    alternative: str = "two-sided",
    dps: int = 30,
) -> sp.Float:
    r"""The AUC-ROC above 1/2 that the test against 1/2 detects with the given power.

    The inverse of :func:`sample_size_one_curve` in ``auc``, which has no closed form: the root
    in :math:`\theta \in (1/2, 1)` of :math:`n_{cases}(\theta) = n_{cases}`, found by mpmath's
    bracketing solver on the lambdified forward map, at ``dps`` digits (pROC's
    ``power.roc.test(ncases = , ncontrols = , power = )`` solves with ``uniroot``).

    Parameters
    ----------
    n_cases, n_controls : sympifiable
        Numbers of positives and negatives, > 0 (numbers, not symbols).
    power : sympifiable
        Target power, in (0, 1).
    sig_level : sympifiable, default=1/20
        Significance level, in (0, 1).
    alternative : {'two-sided', 'one-sided'}, default='two-sided'
    dps : int, default=30
        Decimal digits of the root.

    Returns
    -------
    sympy.Float
        ``auc`` (the field of the numeric twin's result), to ``dps`` digits.

    Raises
    ------
    TypeError
        If an argument has free symbols (the root is numeric).
    ValueError
        If no AUC below 1 reaches the power with so few cases.

    Notes
    -----
    The root of :math:`g(\theta) = \big(z_\alpha\sqrt{V_0} + z_\beta\sqrt{V(\theta)}\big)^2/
    (\theta - \frac12)^2 - n_{cases}`, which is :math:`+\infty` at 1/2, is solved as
    :math:`\sqrt{n_{cases}}\,(\theta - \frac12) = z_\alpha\sqrt{V_0} + z_\beta\sqrt{V(\theta)}`,
    bounded on the bracket :math:`[1/2, 1)`; with a power of at least 1/2 and :math:`V`
    decreasing (:math:`\kappa \ge 1`) the left side minus the right increases, and the root is
    unique.

    References
    ----------
    Obuchowski, Lieber & Wians (2004); Robin et al. (2011), pROC
    ``power.roc.test.optimize.auc.function``.

    Examples
    --------
    >>> auc = detectable_auc_one_curve(30, 30, sp.Rational(9, 10))
    >>> sp.N(auc, 6)  # numeric.stats.detectable_auc_one_curve(30, 30, 0.9).auc
    0.729809
    >>> sp.N(power_one_curve(auc, 30, 30), 20)
    0.90000000000000000000
    """
    nd = _positive(n_cases, "n_cases")
    kappa = _positive(n_controls, "n_controls") / nd
    pw = _open_unit(power, "power")
    za = _z_alpha(sig_level, alternative)
    for value, name in ((nd, "n_cases"), (kappa, "n_controls"), (pw, "power"), (za, "sig_level")):
        if value.free_symbols:
            raise TypeError(f"{name} must be a number for the numeric root, got {value}")
    if isinstance(dps, bool) or not isinstance(dps, int) or dps < 1:
        raise ValueError(f"dps must be a positive integer, got {dps!r}")
    theta = sp.Symbol("theta", positive=True)
    # g = 0 where sqrt(n) (theta - 1/2) = z_a sqrt(V0) + z_b sqrt(V(theta)) > 0: this difference
    # is bounded on [1/2, 1), where g itself runs from +oo
    rhs = za * sp.sqrt(obuchowski_variance(_HALF, kappa)) \
        + _normal_quantile(pw) * sp.sqrt(obuchowski_variance(theta, kappa))
    gap = sp.lambdify(theta, sp.sqrt(nd) * (theta - _HALF) - rhs, "mpmath")
    with mpmath.workdps(dps + 10):
        hi = 1 - mpmath.mpf(10) ** -(dps + 5)
        if not gap(hi) > 0:
            needs = sp.lambdify(theta, rhs**2 / (theta - _HALF) ** 2, "mpmath")(hi)
            raise ValueError(f"n_cases must be large enough for some auc < 1 to reach power "
                             f"{pw}, got n_cases={nd} (needs > {mpmath.nstr(needs, 6)})")
        root = mpmath.findroot(gap, (mpmath.mpf(1) / 2, hi), solver="anderson")
        return sp.Float(root, dps)


_INTERCEPT, _SLOPE = sp.Symbol("A", real=True), sp.Symbol("B", positive=True)


def _auc_gradient(intercept: Sympifiable, slope: Sympifiable,
                  suffix: str = "") -> tuple[sp.Expr, sp.Expr, sp.Expr, sp.Expr]:
    """``(A, B, f, g)``: a binormal curve's parameters and the derivatives of its AUC in them.

    The AUC in pROC's parameters is :func:`~analytic.binormal.binormal_auc_roc` at separation
    ``A/B`` and spread ``1/B`` (``B > 0``), which simplifies to ``Phi(A/sqrt(1 + B^2))``, an
    expression in ``B^2`` that holds for every real slope."""
    a, b = _sym(intercept, "intercept" + suffix), _sym(slope, "slope" + suffix)
    auc = sp.simplify(binormal_auc_roc(_INTERCEPT / _SLOPE, 1 / _SLOPE))
    at = {_INTERCEPT: a, _SLOPE: b}
    return (a, b, sp.diff(auc, _INTERCEPT).subs(at, simultaneous=True),
            sp.diff(auc, _SLOPE).subs(at, simultaneous=True))


def _correlation(value: Sympifiable, name: str) -> sp.Expr:
    r = _sym(value, name)
    if (r + 1).is_negative or (r - 1).is_positive:
        raise ValueError(f"{name} must be in [-1, 1], got {r}")
    return r


def binormal_auc_variance(intercept: Sympifiable, slope: Sympifiable,
                          kappa: Sympifiable) -> sp.Expr:
    r"""Obuchowski & McClish's variance of a binormal AUC-ROC estimate, times the number of cases.

    pROC's ``var.params.obuchowski``, with the derivatives ``f`` and ``g`` of the binormal AUC
    taken by ``sympy.diff`` (pROC writes them out as ``f.full`` and ``g.full``).

    Parameters
    ----------
    intercept, slope : sympifiable
        The binormal ROC curve's ``A`` and ``B``: :math:`\Phi^{-1}(TPR) = A + B\,\Phi^{-1}(FPR)`,
        AUC :math:`\Phi(A/\sqrt{1 + B^2})`.
    kappa : sympifiable
        ``n_controls / n_cases``, > 0.

    Returns
    -------
    sympy.Expr

    Notes
    -----
    .. math:: V = f^2\Big(1 + \frac{B^2}{\kappa} + \frac{A^2}{2}\Big)
              + g^2\,\frac{B^2(1 + \kappa)}{2\kappa}, \qquad
              f = \frac{\partial\,\mathrm{AUC}}{\partial A}, \quad
              g = \frac{\partial\,\mathrm{AUC}}{\partial B}.

    References
    ----------
    Obuchowski & McClish (1997), Statistics in Medicine 16:1529-1542, Sec. 2; Robin et al.
    (2011), pROC ``var.params.obuchowski``.

    Examples
    --------
    >>> binormal_auc_variance(0, 1, 1)  # f^2 (1 + 1) with f = phi(0)/sqrt(2), g = 0
    1/(2*pi)
    >>> sp.N(binormal_auc_variance(1, 1, 1), 6)
    0.132732
    """
    a, b, f, g = _auc_gradient(intercept, slope)
    k = _positive(kappa, "kappa")
    return f**2 * (1 + b**2 / k + a**2 / 2) + g**2 * b**2 * (1 + k) / (2 * k)


def binormal_auc_covariance(intercept_a: Sympifiable, slope_a: Sympifiable,
                            intercept_b: Sympifiable, slope_b: Sympifiable,
                            corr_pos: Sympifiable, corr_neg: Sympifiable,
                            kappa: Sympifiable) -> sp.Expr:
    r"""Obuchowski & McClish's covariance of two binormal AUC-ROC estimates on the same samples,
    times the number of cases (pROC's ``cov.params.obuchowski``).

    Parameters
    ----------
    intercept_a, slope_a, intercept_b, slope_b : sympifiable
        The two curves' parameters, as in :func:`binormal_auc_variance`.
    corr_pos, corr_neg : sympifiable
        The correlations of the two score columns within the positives (pROC's ``ra``) and the
        negatives (``rn``), in [-1, 1].
    kappa : sympifiable
        ``n_controls / n_cases``, > 0.

    Returns
    -------
    sympy.Expr

    Notes
    -----
    .. math:: C = f_1 f_2\Big(r_a + \frac{r_n B_1 B_2}{\kappa} + \frac{r_a^2 A_1 A_2}{2}\Big)
              + g_1 g_2\,\frac{B_1 B_2 (r_n^2 + \kappa r_a^2)}{2\kappa}
              + f_1 g_2\,\frac{r_a^2 A_1 B_2}{2} + f_2 g_1\,\frac{r_a^2 A_2 B_1}{2}

    References
    ----------
    Obuchowski & McClish (1997), Sec. 2; Robin et al. (2011), pROC ``cov.params.obuchowski``.

    Examples
    --------
    >>> sp.N(binormal_auc_covariance(1, 1, 1, 1, sp.Rational(1, 2), sp.Rational(1, 2), 1), 6)
    0.0512828
    """
    a1, b1, f1, g1 = _auc_gradient(intercept_a, slope_a, "_a")
    a2, b2, f2, g2 = _auc_gradient(intercept_b, slope_b, "_b")
    ra, rn = _correlation(corr_pos, "corr_pos"), _correlation(corr_neg, "corr_neg")
    k = _positive(kappa, "kappa")
    return (f1 * f2 * (ra + rn * b1 * b2 / k + ra**2 * a1 * a2 / 2)
            + g1 * g2 * (b1 * b2 * (rn**2 + k * ra**2) / (2 * k))
            + f1 * g2 * (ra**2 * a1 * b2 / 2) + f2 * g1 * (ra**2 * a2 * b1 / 2))
