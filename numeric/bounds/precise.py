r"""The bounds to any number of verified digits: the extended-precision path, one scalar at a time.

Every function here has the name and the positional parameters of its float64 twin in
:mod:`numeric.bounds` plus a keyword ``dps`` (default 30, at most 100000), takes scalars only and
returns an ``mpmath.mpf`` (:func:`auc_pr_bounds` and :func:`auc_roc_bounds` a result object of
``mpf`` fields) carrying ``dps`` verified digits. The inputs are taken exactly: floats (their
binary value), ints, :class:`fractions.Fraction`, decimal strings (``"0.7"`` is 7/10) and ``mpf``,
and validated exactly; a value out of range raises ``ValueError`` as the twin does (an AUC-PR
below the global minimum: the message gives the minimum). The formulas, parameters and
references are the twins'; the float64 functions are vectorized and return ``float`` or
``ndarray``; use this module where float64 is not enough (near the global minimum, where the
AUC-ROC bounds are ill-conditioned) or where the exact input matters.

How the digits are verified: the formula of :mod:`analytic.mihelich` (or the solver of
:mod:`analytic.exact_minimum`) is evaluated by mpmath with guard digits that grow with the
cancellation (``2 log10(skew)``) and, for the AUC-ROC bounds, with the conditioning near the
global minimum, then a second time with more digits (:func:`analytic.precision.converged`).
The global ``mpmath.mp.dps`` is never changed.

Examples
--------
>>> from numeric.bounds import precise
>>> mpmath.nstr(precise.auc_pr_min_exact(100, "0.875"), 30)  # 4/117
'0.034188034188034188034188034188'
>>> type(precise.auc_pr_max(1, 0.5)).__name__
'mpf'
>>> mpmath.nstr(precise.global_min_auc_pr(1e40, dps=15), 15)  # ~ 1/(2a)
'5.0e-41'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields as _fields
from fractions import Fraction

import mpmath
import numpy as np

from analytic.precision import ExactReal
from numeric.bounds._precision import (
    Edge,
    broadcast_pair,
    exact_fractions,
    exact_objects,
    mp_eval,
    no_edge,
    to_mpf,
)
from numeric.bounds._records import AucPrBounds, AucRocBounds
from numeric.bounds.exact_minimum import validate_skew_auc_pr, validate_skew_auc_roc
from numeric.bounds.mihelich import check_above_global_min
from numeric.validation import check_dps

__all__ = [
    "DEFAULT_DPS",
    "ExactReal",
    "auc_pr_bounds",
    "auc_pr_max",
    "auc_pr_min_exact",
    "auc_pr_min_gap",
    "auc_pr_min_mihelich",
    "auc_roc_bounds",
    "auc_roc_max_exact",
    "auc_roc_max_gap",
    "auc_roc_max_mihelich",
    "auc_roc_min",
    "f_inverse",
    "global_min_auc_pr",
]

#: Digits of the precise path when ``dps`` is not given.
DEFAULT_DPS = 30



def _scalar(x: object, name: str) -> None:
    """The precise path takes one number per parameter (TypeError otherwise)."""
    shape = np.shape(np.asarray(x, dtype=object))
    if shape:
        raise TypeError(f"{name} must be a scalar on the precise path, got shape {shape}")


def _pair(skew: ExactReal, value: ExactReal, name: str) -> None:
    _scalar(skew, "skew")
    _scalar(value, name)


def _closed_form(bound: str, skew: ExactReal, value: ExactReal, name: str, dps: int,
                 edge: Edge = no_edge, *, above_global_min: bool = False) -> mpmath.mpf:
    """Validate one ``(skew, <name>)`` pair and evaluate the closed form ``bound`` by mpmath.

    ``above_global_min`` also rejects an AUC-PR below the global minimum (the AUC-ROC bounds).
    """
    _pair(skew, value, name)
    a, v = broadcast_pair(skew, value, name)
    if above_global_min:
        check_above_global_min(a, v)
    return mp_eval(bound, skew, value, (), dps, edge)


def _exact_solve(solver: str, validate: Callable[[ExactReal, ExactReal], object],
                 skew: ExactReal, value: ExactReal, name: str, dps: int) -> mpmath.mpf:
    """Validate one ``(skew, <name>)`` pair and solve ``analytic.exact_minimum.<solver>``."""
    _pair(skew, value, name)
    validate(skew, value)
    digits = check_dps(dps)
    from analytic import exact_minimum as _exact  # the precise path only: loads sympy

    a_ex = exact_fractions(skew, (), "skew", positive=True)[()]
    v_ex = exact_fractions(value, (), name)[()]
    result: mpmath.mpf = getattr(_exact, solver)(a_ex, v_ex, dps=digits)
    return result


# --------------------------------------------------------------------------- Boyd et al. Thm 2


def global_min_auc_pr(skew: ExactReal, *, dps: int = DEFAULT_DPS) -> mpmath.mpf:
    r"""Global minimum of AUC-PR, ``1 - a ln(1 + 1/a)``, to ``dps`` verified digits.

    The precise entry of :func:`numeric.bounds.global_min_auc_pr`.

    References
    ----------
    Boyd, Costa, Davis & Page (ICML 2012), Thm 2; Mihelich, Castagnos & Dognin (ICML 2024),
    Cor. 3.11.

    Examples
    --------
    >>> mpmath.nstr(global_min_auc_pr(1e40, dps=15), 15)
    '5.0e-41'
    """
    _scalar(skew, "skew")
    broadcast_pair(skew, 0.0, "auc_roc")  # validates skew in float64 first
    return mp_eval("global_min_auc_pr", skew, 0, (), dps, no_edge)


# --------------------------------------------------------------------------- Mihelich et al.


def auc_pr_max(skew: ExactReal, auc_roc: ExactReal, *, dps: int = DEFAULT_DPS) -> mpmath.mpf:
    r"""Maximum AUC-PR at a given AUC-ROC (Mihelich et al. 2024, Thm 3.5) to ``dps`` digits.

    The precise entry of :func:`numeric.bounds.auc_pr_max`.

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.5, eq. (5).

    Examples
    --------
    >>> mpmath.nstr(auc_pr_max(100, "0.875", dps=20), 20)
    '0.87616097488534184793'
    """
    return _closed_form("auc_pr_max", skew, auc_roc, "auc_roc", dps)


def _edge_pr_min_mihelich(a: mpmath.mpf, v: mpmath.mpf) -> mpmath.mpf | None:
    return mpmath.mpf(1) if v == 1 else None


def auc_pr_min_mihelich(skew: ExactReal, auc_roc: ExactReal, *,
                        dps: int = DEFAULT_DPS) -> mpmath.mpf:
    r"""The paper's claimed minimum AUC-PR at a given AUC-ROC (Thm 3.5) to ``dps`` digits.

    The precise entry of :func:`numeric.bounds.auc_pr_min_mihelich` (not the true minimum:
    :func:`auc_pr_min_exact` is).

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.5, eq. (6).

    Examples
    --------
    >>> mpmath.nstr(auc_pr_min_mihelich(100, "0.875", dps=10), 10)
    '0.0379869858'
    """
    return _closed_form("auc_pr_min_mihelich", skew, auc_roc, "auc_roc", dps,
                        _edge_pr_min_mihelich)


def _edge_roc_min(a: mpmath.mpf, v: mpmath.mpf) -> mpmath.mpf | None:
    # Below the exact minimum by the float slack: the bound is 0.
    return mpmath.mpf(0) if v <= 1 - a * mpmath.log1p(1 / a) else None


def auc_roc_min(skew: ExactReal, auc_pr: ExactReal, *, dps: int = DEFAULT_DPS) -> mpmath.mpf:
    r"""Minimum AUC-ROC at a given AUC-PR (Mihelich et al. 2024, Thm 3.9) to ``dps`` digits.

    The precise entry of :func:`numeric.bounds.auc_roc_min`; near the global minimum ``m``,
    where float64 loses ``log10(k/(k - m))`` digits, the guard digits grow accordingly.

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.9, eq. (30).

    Examples
    --------
    >>> mpmath.nstr(auc_roc_min(100, "0.7", dps=10), 10)
    '0.6974540458'
    """
    return _closed_form("auc_roc_min", skew, auc_pr, "auc_pr", dps, _edge_roc_min,
                        above_global_min=True)


def _edge_roc_max_mihelich(a: mpmath.mpf, v: mpmath.mpf) -> mpmath.mpf | None:
    if v == 1:
        return mpmath.mpf(1)
    return _edge_roc_min(a, v)


def auc_roc_max_mihelich(skew: ExactReal, auc_pr: ExactReal, *,
                         dps: int = DEFAULT_DPS) -> mpmath.mpf:
    r"""The paper's claimed maximum AUC-ROC at a given AUC-PR (Thm 3.9) to ``dps`` digits.

    The precise entry of :func:`numeric.bounds.auc_roc_max_mihelich` (not the true maximum:
    :func:`auc_roc_max_exact` is).

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.9, eq. (29).

    Examples
    --------
    >>> mpmath.nstr(auc_roc_max_mihelich(100, "0.7", dps=10), 10)
    '0.9985469117'
    """
    return _closed_form("auc_roc_max_mihelich", skew, auc_pr, "auc_pr", dps,
                        _edge_roc_max_mihelich, above_global_min=True)


# --------------------------------------------------------------------------- the exact minimum


def auc_pr_min_exact(skew: ExactReal, auc_roc: ExactReal, *,
                     dps: int = DEFAULT_DPS) -> mpmath.mpf:
    r"""Exact minimum AUC-PR over all ROC curves with the given AUC-ROC, to ``dps`` digits.

    The precise entry of :func:`numeric.bounds.auc_pr_min_exact`, solved by
    :func:`analytic.exact_minimum.auc_pr_min_exact` (mpmath) on the exact input.

    References
    ----------
    Corrects Mihelich, Castagnos & Dognin (2024), Thm 3.5 (minimum).

    Examples
    --------
    >>> mpmath.nstr(auc_pr_min_exact(10, "0.7", dps=25), 25)  # 8/63
    '0.126984126984126984126984'
    """
    return _exact_solve("auc_pr_min_exact", validate_skew_auc_roc, skew, auc_roc, "auc_roc", dps)


def auc_roc_max_exact(skew: ExactReal, auc_pr: ExactReal, *,
                      dps: int = DEFAULT_DPS) -> mpmath.mpf:
    r"""Exact maximum AUC-ROC over all ROC curves with the given AUC-PR, to ``dps`` digits.

    The precise entry of :func:`numeric.bounds.auc_roc_max_exact`, solved by
    :func:`analytic.exact_minimum.auc_roc_max_exact` (mpmath) on the exact input; near the
    global minimum, where float64 is ill-conditioned, it raises the working precision by the
    lost digits.

    References
    ----------
    Corrects Mihelich, Castagnos & Dognin (2024), Thm 3.9 (maximum).

    Examples
    --------
    >>> mpmath.nstr(auc_roc_max_exact(100, "0.0341880341880341880341880341880342", dps=25), 25)
    '0.875'
    """
    return _exact_solve("auc_roc_max_exact", validate_skew_auc_pr, skew, auc_pr, "auc_pr", dps)


# --------------------------------------------------------------------------- F^-1


def _finv_exact(y: Fraction, digits: int) -> mpmath.mpf:
    """``F^{-1}(y)`` to ``digits`` digits for an exact ``y`` in (0, 1)."""
    from analytic.finv import finv_mpmath  # the precise path only: loads sympy
    from analytic.precision import to_mpf as fraction_to_mpf

    z = 1 - y  # F^-1 near y = 1 needs the digits of 1 - y: give it enough of them
    extra = len(str(z.denominator // z.numerator)) if z < 1 else 0
    with mpmath.workdps(digits + 40 + extra):
        return finv_mpmath(fraction_to_mpf(y), digits)


def f_inverse(y: ExactReal, *, dps: int = DEFAULT_DPS) -> mpmath.mpf:
    r"""``F^{-1}(y)`` for ``F(x) = x ln((1 + x)/x)`` to ``dps`` significant digits.

    The precise entry of :func:`numeric.bounds.f_inverse`, solved by
    :func:`analytic.finv.finv_mpmath` on the exact input.

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.9, eq. (29).

    Examples
    --------
    >>> mpmath.nstr(f_inverse(0.5, dps=30), 30)
    '0.397952547315916544786059572022'
    """
    _scalar(y, "y")
    digits = check_dps(dps)
    from analytic.precision import as_fraction

    v = exact_objects(y, ())[()]
    fr = as_fraction(v, "y")
    if not 0 < fr < 1:
        raise ValueError(f"y must be in (0, 1), got {v}")
    return _finv_exact(fr, digits)


# --------------------------------------------------------------------------- gaps and results


def auc_pr_min_gap(skew: ExactReal, auc_roc: ExactReal, *,
                   dps: int = DEFAULT_DPS) -> mpmath.mpf:
    r"""``auc_pr_min_mihelich - auc_pr_min_exact`` to ``dps`` digits (> 0 for AUC-ROC in (0, 1)).

    The precise entry of :func:`numeric.bounds.auc_pr_min_gap`.

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.5 (claimed minimum).

    Examples
    --------
    >>> mpmath.nstr(auc_pr_min_gap(100, "0.875", dps=10), 10)
    '0.00379895161'
    """
    return (auc_pr_min_mihelich(skew, auc_roc, dps=dps)
            - auc_pr_min_exact(skew, auc_roc, dps=dps))


def auc_roc_max_gap(skew: ExactReal, auc_pr: ExactReal, *,
                    dps: int = DEFAULT_DPS) -> mpmath.mpf:
    r"""``auc_roc_max_exact - auc_roc_max_mihelich`` to ``dps`` digits.

    The precise entry of :func:`numeric.bounds.auc_roc_max_gap`.

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.9 (claimed maximum, eq. 29).

    Examples
    --------
    >>> auc_roc_max_gap(100, "0.038", dps=20) > 0
    True
    """
    return (auc_roc_max_exact(skew, auc_pr, dps=dps)
            - auc_roc_max_mihelich(skew, auc_pr, dps=dps))


def _given(skew: ExactReal, value: ExactReal, name: str, dps: int
           ) -> dict[str, mpmath.mpf]:
    """The fields ``skew``, ``prevalence``, ``<name>``, ``global_min_auc_pr`` of a result."""
    _pair(skew, value, name)
    broadcast_pair(skew, value, name)
    digits = check_dps(dps)
    with mpmath.workdps(digits):
        s = to_mpf(skew)
        fields = {"skew": +s, "prevalence": 1 / (1 + s), name: to_mpf(value)}
    fields["global_min_auc_pr"] = mp_eval("global_min_auc_pr", skew, 0, (), digits, no_edge)
    return fields


def _all_fields(record: type[AucPrBounds[mpmath.mpf]] | type[AucRocBounds[mpmath.mpf]],
                skew: ExactReal, value: ExactReal, name: str, dps: int
                ) -> dict[str, mpmath.mpf]:
    """Every field of ``record``: the given ones, then each bound by its precise function."""
    fields = _given(skew, value, name, dps)
    for f in _fields(record):
        if f.name not in fields:
            fields[f.name] = _PRECISE[f.name](skew, value, dps=dps)
    return fields


def auc_pr_bounds(skew: ExactReal, auc_roc: ExactReal, *,
                  dps: int = DEFAULT_DPS) -> AucPrBounds[mpmath.mpf]:
    r"""Every bound on AUC-PR at a given AUC-ROC, each field an ``mpf`` of ``dps`` digits.

    The precise entry of :func:`numeric.bounds.auc_pr_bounds` (same fields).

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.5; Boyd et al. (ICML 2012), Thm 2.

    Examples
    --------
    >>> b = auc_pr_bounds(10, "0.7", dps=25)
    >>> mpmath.nstr(b.auc_pr_min, 25)  # 8/63
    '0.126984126984126984126984'
    """
    return AucPrBounds(**_all_fields(AucPrBounds, skew, auc_roc, "auc_roc", dps))


def auc_roc_bounds(skew: ExactReal, auc_pr: ExactReal, *,
                   dps: int = DEFAULT_DPS) -> AucRocBounds[mpmath.mpf]:
    r"""Every bound on AUC-ROC at a given AUC-PR, each field an ``mpf`` of ``dps`` digits.

    The precise entry of :func:`numeric.bounds.auc_roc_bounds` (same fields).

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.9.

    Examples
    --------
    >>> b = auc_roc_bounds(10, "0.3", dps=25)
    >>> mpmath.nstr(b.auc_roc_max, 25)  # 487/540
    '0.9018518518518518518518519'
    """
    return AucRocBounds(**_all_fields(AucRocBounds, skew, auc_pr, "auc_pr", dps))


# Field name of the result objects -> precise function (the exact bounds under their field names).
_PRECISE = {
    "auc_pr_max": auc_pr_max,
    "auc_pr_min": auc_pr_min_exact,
    "auc_pr_min_mihelich": auc_pr_min_mihelich,
    "auc_roc_min": auc_roc_min,
    "auc_roc_max": auc_roc_max_exact,
    "auc_roc_max_mihelich": auc_roc_max_mihelich,
}
