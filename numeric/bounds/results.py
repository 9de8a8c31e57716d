"""Every bound at a given AUC, in one result object; the registry of tabulated quantities.

:func:`auc_pr_bounds` gathers, at fixed AUC-ROC, Boyd et al.'s global minimum, Mihelich et al.'s
Thm 3.5 (maximum and claimed minimum) and the exact minimum; :func:`auc_roc_bounds` does the same
at fixed AUC-PR. :data:`QUANTITIES` names every quantity that ``rocpr table`` can tabulate.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import mpmath
import numpy as np
import numpy.typing as npt

from numeric.bounds._precision import (
    as_output,
    broadcast_pair,
    exact_objects,
    mp_eval,
    no_edge,
    to_mpf,
)
from numeric.bounds.boyd import global_min_auc_pr
from numeric.bounds.exact_minimum import auc_pr_min_exact, auc_roc_max_exact
from numeric.bounds.mihelich import (
    auc_pr_max,
    auc_pr_min_mihelich,
    auc_roc_max_mihelich,
    auc_roc_min,
)
from numeric.display import ResultDisplay
from numeric.validation import check_dps

__all__ = [
    "AUC_PR_BOUNDS",
    "AUC_ROC_BOUNDS",
    "QUANTITIES",
    "AucPrBounds",
    "AucRocBounds",
    "auc_pr_bounds",
    "auc_pr_min_gap",
    "auc_roc_bounds",
    "auc_roc_max_gap",
]


# Field name -> bound function. A further bound is one entry here plus its field in the
# dataclass; the command line and the tables pick it up from these maps. ``auc_pr_min`` and
# ``auc_roc_max`` are the exact bounds (numeric.bounds.exact_minimum); the ``*_mihelich`` entries
# are the paper's claims, kept beside them for comparison.
AUC_PR_BOUNDS: dict[str, Callable[..., Any]] = {
    "auc_pr_max": auc_pr_max,
    "auc_pr_min": auc_pr_min_exact,
    "auc_pr_min_mihelich": auc_pr_min_mihelich,
}
AUC_ROC_BOUNDS: dict[str, Callable[..., Any]] = {
    "auc_roc_min": auc_roc_min,
    "auc_roc_max": auc_roc_max_exact,
    "auc_roc_max_mihelich": auc_roc_max_mihelich,
}


def auc_pr_min_gap(skew: npt.ArrayLike, auc_roc: npt.ArrayLike, *,
                   dps: int | None = None) -> Any:
    r"""How far Thm 3.5's claimed minimum AUC-PR lies above the exact minimum.

    ``auc_pr_min_mihelich - auc_pr_min`` (``> 0`` for every AUC-ROC in (0, 1): the claim is too
    high, so data sets exist below it).

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.5 (claimed minimum); the exact minimum:
    ``docs/exact_minimum.md``.

    Examples
    --------
    >>> round(auc_pr_min_gap(100, 0.875), 6)  # 0.037987 - 4/117
    0.003799
    """
    return auc_pr_min_mihelich(skew, auc_roc, dps=dps) - auc_pr_min_exact(skew, auc_roc, dps=dps)


def auc_roc_max_gap(skew: npt.ArrayLike, auc_pr: npt.ArrayLike, *,
                    dps: int | None = None) -> Any:
    r"""How far the exact maximum AUC-ROC lies above Thm 3.9's claimed maximum.

    ``auc_roc_max - auc_roc_max_mihelich`` (``> 0`` strictly between the global minimum and 1).

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.9 (claimed maximum, eq. 29).

    Examples
    --------
    >>> auc_roc_max_gap(100, 0.038) > 0
    True
    """
    return auc_roc_max_exact(skew, auc_pr, dps=dps) - auc_roc_max_mihelich(skew, auc_pr, dps=dps)


def _quantities() -> dict[str, tuple[str | None, Callable[..., Any]]]:
    def gmin(skew: Any, _value: Any = None, *, dps: int | None = None) -> Any:
        return global_min_auc_pr(skew, dps=dps)

    out: dict[str, tuple[str | None, Callable[..., Any]]] = {"global_min_auc_pr": (None, gmin)}
    out.update({name: ("auc_roc", fn) for name, fn in AUC_PR_BOUNDS.items()})
    out.update({name: ("auc_pr", fn) for name, fn in AUC_ROC_BOUNDS.items()})
    out["auc_pr_min_gap"] = ("auc_roc", auc_pr_min_gap)
    out["auc_roc_max_gap"] = ("auc_pr", auc_roc_max_gap)
    return out


#: Every tabulated quantity: name -> (the AUC it takes, or None, function(skew, auc, dps=)).
QUANTITIES: Mapping[str, tuple[str | None, Callable[..., Any]]] = _quantities()


@dataclass(frozen=True, repr=False)
class AucPrBounds(ResultDisplay):
    """Range of AUC-PR at a given AUC-ROC and class balance.

    Attributes
    ----------
    skew : float or ndarray
        ``a = N-/N+``.
    prevalence : float or ndarray
        ``pi = N+/N = 1/(1 + a)``.
    auc_roc : float or ndarray
        The given AUC-ROC.
    global_min_auc_pr : float or ndarray
        Minimum AUC-PR over every ROC curve (Boyd et al. 2012, Thm 2).
    auc_pr_max : float or ndarray
        Maximum AUC-PR at this AUC-ROC (Mihelich et al. 2024, Thm 3.5; verified).
    auc_pr_min : float or ndarray
        The exact minimum AUC-PR at this AUC-ROC
        (:func:`numeric.bounds.exact_minimum.auc_pr_min_exact`).
    auc_pr_min_mihelich : float or ndarray
        The paper's claimed minimum (Thm 3.5), **not** the true minimum: it lies above
        ``auc_pr_min``.
    """

    skew: Any
    prevalence: Any
    auc_roc: Any
    global_min_auc_pr: Any
    auc_pr_max: Any
    auc_pr_min: Any
    auc_pr_min_mihelich: Any


@dataclass(frozen=True, repr=False)
class AucRocBounds(ResultDisplay):
    """Range of AUC-ROC at a given AUC-PR and class balance.

    Attributes
    ----------
    skew : float or ndarray
        ``a = N-/N+``.
    prevalence : float or ndarray
        ``pi = N+/N = 1/(1 + a)``.
    auc_pr : float or ndarray
        The given AUC-PR.
    global_min_auc_pr : float or ndarray
        Minimum AUC-PR over every ROC curve; ``auc_pr`` must not be below it.
    auc_roc_min : float or ndarray
        Minimum AUC-ROC at this AUC-PR (Mihelich et al. 2024, Thm 3.9; verified).
    auc_roc_max : float or ndarray
        The exact maximum AUC-ROC at this AUC-PR
        (:func:`numeric.bounds.exact_minimum.auc_roc_max_exact`).
    auc_roc_max_mihelich : float or ndarray
        The paper's claimed maximum (Thm 3.9), **not** the true maximum: it lies below
        ``auc_roc_max``.
    """

    skew: Any
    prevalence: Any
    auc_pr: Any
    global_min_auc_pr: Any
    auc_roc_min: Any
    auc_roc_max: Any
    auc_roc_max_mihelich: Any


def _given(skew: Any, value: Any, name: str, dps: int | None) -> dict[str, Any]:
    """The fields ``skew``, ``prevalence``, ``<name>``, ``global_min_auc_pr`` of a result."""
    a, v = broadcast_pair(skew, value, name)
    if dps is None:
        return {"skew": as_output(a), "prevalence": as_output(1.0 / (1.0 + a)), name: as_output(v),
                "global_min_auc_pr": global_min_auc_pr(a)}
    digits = check_dps(dps)
    sk, vals = exact_objects(skew, a.shape), exact_objects(value, a.shape)
    outs = [np.empty(a.shape, dtype=object) for _ in range(3)]
    with mpmath.workdps(digits):
        for idx in np.ndindex(*a.shape):
            s = to_mpf(sk[idx])
            outs[0][idx], outs[1][idx], outs[2][idx] = +s, 1 / (1 + s), to_mpf(vals[idx])
    r0, r1, r2 = (o[()] if o.ndim == 0 else o for o in outs)
    gmin = mp_eval("global_min_auc_pr", skew, 0, a.shape, digits, no_edge)
    return {"skew": r0, "prevalence": r1, name: r2, "global_min_auc_pr": gmin}


def auc_pr_bounds(skew: npt.ArrayLike, auc_roc: npt.ArrayLike, *,
                  dps: int | None = None) -> AucPrBounds:
    r"""Every bound on AUC-PR at a given AUC-ROC, in one result object.

    Parameters
    ----------
    skew : float or array_like
        ``a = N-/N+ > 0`` (see :func:`numeric.geometry.skew.resolve_skew` for prevalence or counts).
    auc_roc : float or array_like
        In ``[0, 1]``; broadcast against ``skew``.
    dps : int or None, default=None
        Digits of an mpmath evaluation instead of float64.

    Returns
    -------
    AucPrBounds
        Python floats for scalar input, arrays otherwise.

    Notes
    -----
    .. math:: 1 - ac\ln\frac{1+ac}{ac} \;\text{(claimed min)}, \qquad
        1 - a\ln\frac{1+a}{1-c+a} \;\text{(max)}, \qquad c = 1 - \mathrm{AUC}_{ROC}

    Each field has the accuracy of its function (README, "Accuracy and speed"): below 1e-15
    relative in float64 for every skew in ``[5e-324, 1.8e308]``, never NaN; with ``dps`` the
    inputs (floats, Fractions, decimal strings, ``mpf``) are taken exactly and every field
    carries ``dps`` verified digits.

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.5 and Sec. 4.1; Boyd, Costa, Davis & Page
    (ICML 2012), Thm 2.

    Examples
    --------
    >>> b = auc_pr_bounds(100, 0.875)  # Mihelich et al., Sec. 4.1: [0.038, 0.876]
    >>> round(b.auc_pr_min_mihelich, 3), round(b.auc_pr_max, 3)
    (0.038, 0.876)
    """
    fields = _given(skew, auc_roc, "auc_roc", dps)
    fields.update({name: fn(skew, auc_roc, dps=dps) for name, fn in AUC_PR_BOUNDS.items()})
    return AucPrBounds(**fields)


def auc_roc_bounds(skew: npt.ArrayLike, auc_pr: npt.ArrayLike, *,
                   dps: int | None = None) -> AucRocBounds:
    r"""Every bound on AUC-ROC at a given AUC-PR, in one result object.

    Parameters
    ----------
    skew : float or array_like
        ``a = N-/N+ > 0``.
    auc_pr : float or array_like
        In ``[global_min_auc_pr(skew), 1]``; broadcast against ``skew``.
    dps : int or None, default=None
        Digits of an mpmath evaluation instead of float64.

    Returns
    -------
    AucRocBounds
        Python floats for scalar input, arrays otherwise.

    Notes
    -----
    .. math:: a\left(e^{(k-m)/a} - 1\right) \;\text{(min)}, \qquad
        1 - \frac{F^{-1}(1-k)}{a} \;\text{(claimed max)}

    Each field has the accuracy of its function (README, "Accuracy and speed"): in float64 a
    relative error of a few ulp times the condition number ``k/(k - m)`` near the global
    minimum ``m``, never NaN; with ``dps`` the inputs are taken exactly and every field carries
    ``dps`` verified digits (the guard digits grow with the conditioning).

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.9 and Sec. 4.2.

    Examples
    --------
    >>> b = auc_roc_bounds(100, 0.7)  # Mihelich et al., Sec. 4.2: [0.697, 0.999]
    >>> round(b.auc_roc_min, 3), round(b.auc_roc_max_mihelich, 3)
    (0.697, 0.999)
    """
    fields = _given(skew, auc_pr, "auc_pr", dps)
    fields.update({name: fn(skew, auc_pr, dps=dps) for name, fn in AUC_ROC_BOUNDS.items()})
    return AucRocBounds(**fields)
